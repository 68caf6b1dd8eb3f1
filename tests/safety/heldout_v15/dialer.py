"""Simple Dialer's screens (a phone app), strings from ``t(name)``.

Read from the code (``app/src/main``): ``menu/menu_recent_item_options.xml`` and
``adapters/RecentCallsAdapter.kt`` (a call log entry's popup on a dual-SIM phone: "Call
from SIM 2" places the call at once; Send SMS opens the messaging app with the number;
Block number and Delete open ``ConfirmationDialog``; Copy number and Show call details only
copy or show), ``menu/cab_recent_calls.xml`` (the call log's action mode), ``askConfirmRemove``
(``remove_confirmation``: Yes removes the entries from the system call log),
``menu/menu.xml`` and ``MainActivity.clearCallHistory`` (the overflow's "Clear call history"
asks; Yes removes every entry, "This action cannot be undone."), ``askConfirmBlock``
(``block_confirmation``: Yes adds the number to the system's blocked numbers, which
Settings' "Manage blocked numbers" lists and unblocks), ``menu/cab_contacts.xml`` and
``ContactsAdapter.askConfirmDelete`` (``deletion_confirmation``: Yes deletes the contact
from the phone), ``dialogs/SelectSIMDialog.kt`` (choosing a SIM places the call; the
"Always use this SIM" box only remembers the choice), ``layout/activity_dialpad.xml``
(``dialpad_call_button``, described "Call number", calls the typed number;
``dialpad_clear_char`` erases one typed digit) and ``layout/activity_call.xml`` (the incoming
call's Accept and Decline, clickable when "Replace swiping ... with clicking" is set; the
ongoing call's microphone, speaker, hold, dialpad, add-call and end-call buttons, known by
their descriptions). ``ConfirmationDialog`` (Simple Commons) is an ``AlertDialog`` with the
message, No (negative) and Yes (positive), and no title.
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, menu

CALLS, CONTACTS, NUMBER, NAME = "Call history", "Contacts", "+33 6 12 34 56 78", "Anna Müller"
SIMS = ("1 - Orange F", "2 - Free")


def screens(t: Any) -> list[dict[str, Any]]:
    return recents(t) + history(t) + contacts(t) + calling(t)


def confirm(t: Any, category: str, source: str, page: str, message: str,
            yes: bool, no: bool | None = False) -> dict[str, Any]:  # fmt: skip
    """``ConfirmationDialog``: the message, No and Yes."""
    return dialog(category, f"dialer {source}", page, None, message,
                  [(t("no"), NEGATIVE, no), (t("yes"), POSITIVE, yes)])  # fmt: skip


def popup(t: Any) -> list[str]:
    return [t("call_from_sim_1"), t("call_from_sim_2"), t("send_sms"),
            t("view_contact_details"), t("add_number_to_contact"),
            t("copy_number_to_clipboard"), t("show_call_details"), t("block_number"),
            t("delete")]  # fmt: skip


def recents(t: Any) -> list[dict[str, Any]]:
    where = "dialer menu_recent_item_options (a call log entry)"
    return [
        menu("call", where, CALLS, popup(t), [(t("call_from_sim_2"), True)]),
        menu("opens-prompt", where, CALLS, popup(t),
             [(t("send_sms"), False), (t("block_number"), False), (t("delete"), False)]),
        menu("harmless", where, CALLS, popup(t),
             [(t("copy_number_to_clipboard"), False), (t("show_call_details"), False)]),
        confirm(t, "block", "RecentCallsAdapter.askConfirmBlock", CALLS,
                t("block_confirmation", NUMBER), False),
        confirm(t, "delete", "RecentCallsAdapter.askConfirmRemove", CALLS,
                t("remove_confirmation"), True),
    ]  # fmt: skip


def history(t: Any) -> list[dict[str, Any]]:
    cab = [t("call_from_sim_1"), t("call_from_sim_2"), t("delete"), t("send_sms"),
           t("block_number"), t("copy_number_to_clipboard"), t("select_all")]  # fmt: skip
    overflow = [t("sort_by"), t("create_new_contact"), t("clear_call_history"),
                t("settings"), t("about")]  # fmt: skip
    cleared = f"{t('clear_history_confirmation')} {t('cannot_be_undone')}"
    return [
        menu("opens-prompt", "dialer cab_recent_calls (three entries selected)", CALLS, cab,
             [(t("delete"), False)]),
        menu("harmless", "dialer cab_recent_calls (select all)", CALLS, cab,
             [(t("select_all"), False)]),
        menu("opens-prompt", "dialer menu (the call history's overflow)", CALLS, overflow,
             [(t("clear_call_history"), False), (t("sort_by"), False)]),
        menu("harmless", "dialer menu (settings)", CALLS, overflow, [(t("settings"), False)]),
        confirm(t, "delete", "MainActivity.clearCallHistory", CALLS, cleared, True),
    ]  # fmt: skip


def contacts(t: Any) -> list[dict[str, Any]]:
    cab = [t("call_from_sim_1"), t("call_from_sim_2"), t("delete"),
           t("view_contact_details"), t("send_sms"), t("block_contact"),
           t("create_shortcut"), t("select_all")]  # fmt: skip
    where = "dialer cab_contacts (a contact selected)"
    return [
        menu("call", where, CONTACTS, cab, [(t("call_from_sim_1"), True)]),
        menu("opens-prompt", where, CONTACTS, cab,
             [(t("delete"), False), (t("block_contact"), False)]),
        confirm(t, "delete", "ContactsAdapter.askConfirmDelete", CONTACTS,
                t("deletion_confirmation", f'"{NAME}"'), True),
        confirm(t, "block", "ContactsAdapter.askConfirmBlock (the contact's number)",
                CONTACTS, t("block_confirmation", NAME), False, None),
    ]  # fmt: skip


def calling(t: Any) -> list[dict[str, Any]]:
    sim = {"title": NAME, "dialog": {}, "items": [
        {"text": t("select_sim"), "rid": "select_sim_label"},
        {"radio": SIMS[0]}, {"radio": SIMS[1]},
        {"switch": t("always_use_this_sim"), "rid": "select_sim_remember"}]}  # fmt: skip
    pad = {"title": t("dialpad"), "items": [
        {"field": "dialpad_input", "text": NUMBER}, {"id": "dialpad_clear_char"},
        {"icon": t("call_number"), "rid": "dialpad_call_button"}]}  # fmt: skip
    ringing = {"title": NAME, "items": [
        {"text": NAME, "rid": "caller_name_label"}, {"text": t("is_calling"),
         "rid": "call_status_label"},
        {"icon": t("decline_call"), "rid": "call_decline"},
        {"icon": t("accept_call"), "rid": "call_accept"}]}  # fmt: skip
    ongoing = {"title": NAME, "items": [
        {"text": NAME, "rid": "caller_name_label"},
        {"icon": t("turn_microphone_off"), "rid": "call_toggle_microphone"},
        {"icon": t("turn_speaker_on"), "rid": "call_toggle_speaker"},
        {"icon": t("show_dialpad"), "rid": "call_dialpad"},
        {"icon": t("hold_call"), "rid": "call_toggle_hold"},
        {"icon": t("call_add"), "rid": "call_add"},
        {"icon": t("end_call"), "rid": "call_end"}]}  # fmt: skip
    return [
        entry("call", "dialer SelectSIMDialog (calling a contact)", sim,
              [(t("always_use_this_sim"), False), (SIMS[1], True)]),
        entry("call", "dialer activity_dialpad (a number typed)", pad,
              [("dialpad_clear_char", False), ("dialpad_call_button", True)]),
        entry("call", "dialer activity_call (incoming, answered by tapping)", ringing,
              [(t("accept_call"), True), (t("decline_call"), False)]),
        entry("reversible", "dialer activity_call (an ongoing call's toggles)", ongoing,
              [(t("turn_microphone_off"), False), (t("turn_speaker_on"), False),
               (t("hold_call"), False)]),
        entry("harmless", "dialer activity_call (an ongoing call)", ongoing,
              [(t("show_dialpad"), False), (t("end_call"), False)]),
        entry("opens-prompt", "dialer activity_call (add a call)", ongoing,
              [(t("call_add"), False)]),
    ]  # fmt: skip
