"""Fossify Phone's lists and settings (``org.fossify.phone``): the call history, the contacts
and favourites tabs with their menus, selection bars and confirmations, the blocked numbers and
the settings. Strings from ``app/src/main/res/values*/strings.xml`` of Fossify Phone and
``commons/src/main/res/values*/strings.xml`` of Fossify Commons. The names and numbers on the
screens are the same in every language.

Read from the code (``app/src/main``): ``kotlin/.../activities/MainActivity.kt``,
``res/layout/activity_main.xml`` and ``res/menu/menu.xml`` (the tabs Contacts, Favorites and
"Call History", the Dialpad button ``main_dialpad_button``, and the menu: on the call history
"Clear call history", which opens the confirmation "Are you sure you want to remove everything
from the Call History? This action cannot be undone." whose Yes deletes every entry of the
system's call log with ``RecentsHelper.removeAllRecentCalls``; on the contacts "Sort by",
"Filter" and "Create new contact", which opens the contacts app; Settings, About);
``kotlin/.../fragments/RecentsFragment.kt`` and ``adapters/RecentCallsAdapter.kt`` (a call-log
row calls its number when tapped, with ``startCallWithConfirmationCheck``; its overflow menu,
``res/menu/menu_recent_item_options.xml``: Call, or with two SIM cards "Call from SIM 1" and
"Call from SIM 2", "Send SMS", which opens the messaging app with the number filled in, "View
contact details", "Add number to contact", "Copy number to clipboard", "Show call details",
"Unset default SIM", which forgets the SIM saved for the number, "Block number", which asks
"Are you sure you want to block ...?" whose Yes adds the number to the system's blocked
numbers, and Delete, which asks "Are you sure you want to remove the selected items from the
Call History?" whose Yes deletes the entries from the call log with
``RecentsHelper.removeRecentCalls``; a long press starts the selection bar,
``res/menu/cab_recent_calls.xml``, with the same actions); ``fragments/ContactsFragment.kt``,
``fragments/FavoritesFragment.kt`` and ``adapters/ContactsAdapter.kt`` (a contact row opens the
contact's details by default, "On contact click" being "View contact"; the selection bar,
``res/menu/cab_contacts.xml``: Delete, shown on the contacts tab only, which asks "Are you sure
you want to delete ...?" whose Yes deletes the contacts from the device with
``SimpleContactsHelper.deleteContactRawIDs``, "View contact details", "Send SMS", "Block
contact", which asks first and blocks every number of the contact, or "Unblock contact" for a
blocked one, which unblocks at once, "Create shortcut" and "Select all"); Commons'
``activities/ManageBlockedNumbersActivity.kt``, ``compose/screens/ManageBlockedNumbersScreen.kt``
and ``dialogs/AddBlockedNumberDialog.kt`` ("Manage blocked numbers": "Block calls from unknown
numbers", "Block calls from hidden numbers", the menu's "Add a blocked number", "Import blocked
numbers" and "Export blocked numbers", each number's "More options" menu with "Copy number to
clipboard" and Delete, which unblocks it at once, and the Number dialog whose OK blocks it);
``kotlin/.../activities/SettingsActivity.kt``, ``res/layout/activity_settings.xml``,
``res/menu/menu_settings.xml`` and ``dialogs/ExportCallHistoryDialog.kt`` (Settings: "Manage
blocked numbers", "Manage speed dial", the switches, "Export call history", which asks a file
name whose OK opens the system's save screen, and "Import call history", which opens the
system's file picker).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, entry, menu, page, popup

ALICE, ALICE_NO = "Alice Martin", "+1 202-555-0143"
TOM, TOM_NO = "Tom Becker", "+1 202-555-0178"
UNKNOWN_NO = "+1 202-555-0131"


def screens(t: Any) -> list[dict[str, Any]]:
    return recents(t) + contacts(t) + settings(t) + blocked(t)


def tabs(t: Any) -> list[dict[str, Any]]:
    return [{"tab": t(k)} for k in ("contacts_tab", "favorites_tab", "call_history_tab")]


def recents(t: Any) -> list[dict[str, Any]]:
    history = t("call_history_tab")
    rows = [{"row": ALICE, "secondary": "09:41 · 3:12", "rid": f"{ID}item_recents_holder"},
            {"row": UNKNOWN_NO, "secondary": "Yesterday · 0:48"},
            {"row": TOM, "secondary": "Yesterday · 1:05"}]  # fmt: skip
    main = page(history, [*tabs(t), {"list": rows},
                          {"icon": t("dialpad"), "rid": f"{ID}main_dialpad_button"}])  # fmt: skip
    where = "phone RecentsFragment (RecentCallsAdapter)"
    main_menu = [t(k) for k in ("clear_call_history", "settings", "about", "more_fossify_apps")]
    options = [t(k) for k in ("call", "send_sms", "view_contact_details", "add_number_to_contact",
                              "copy_number_to_clipboard", "show_call_details", "block_number",
                              "delete")]  # fmt: skip
    two_sims = [t(k) for k in ("call_from_sim_1", "call_from_sim_2", "send_sms",
                               "view_contact_details", "add_number_to_contact",
                               "copy_number_to_clipboard", "show_call_details",
                               "unset_default_sim", "block_number", "delete")]  # fmt: skip
    popup_where = "phone RecentCallsAdapter (menu_recent_item_options)"
    bar = page("1", [
        {"icon": t("delete"), "rid": f"{ID}cab_remove"},
        {"icon": t("view_contact_details"), "rid": f"{ID}cab_view_details"},
        {"icon": t("add_number_to_contact"), "rid": f"{ID}cab_add_number"},
        {"icon": t("send_sms"), "rid": f"{ID}cab_send_sms"},
        {"list": rows},
    ])  # fmt: skip
    bar_menu = [t(k) for k in ("block_number", "show_call_details", "copy_number_to_clipboard",
                               "select_all")]  # fmt: skip
    clear = f"{t('clear_history_confirmation')}\n\n{t('cannot_be_undone')}"
    yes, no = t("yes"), t("no")
    return [
        entry("call", where, main, [(ALICE, True)]),
        entry("harmless", "phone MainActivity", main, [(t("dialpad"), False)]),
        menu("opens-prompt", "phone MainActivity (menu)", history, main_menu,
             [(main_menu[0], False)]),
        menu("call", popup_where, history, options, [(options[0], True)]),
        menu("harmless", popup_where, history, options, [(options[1], False)]),
        menu("opens-prompt", popup_where, history, options, [(options[6], False),
                                                             (options[7], False)]),
        menu("call", f"{popup_where} (two SIM cards)", history, two_sims, [(two_sims[1], True)]),
        menu("reversible", f"{popup_where} (two SIM cards)", history, two_sims,
             [(two_sims[7], False)]),
        entry("opens-prompt", "phone RecentCallsAdapter (cab_recent_calls)", bar,
              [(t("delete"), False)]),
        menu("harmless", "phone RecentCallsAdapter (cab_recent_calls overflow)", "1", bar_menu,
             [(bar_menu[3], False)]),
        alert("delete", "phone RecentCallsAdapter (remove confirmation)", history, None,
              t("remove_confirmation"), (no, None), (yes, True)),
        alert("harmless", "phone RecentCallsAdapter (remove confirmation)", history, None,
              t("remove_confirmation"), (no, False), (yes, None)),
        alert("delete", "phone MainActivity (clear call history)", history, None, clear,
              (no, None), (yes, True)),
        alert("reversible", "phone RecentCallsAdapter (block confirmation)", history, None,
              t("block_confirmation", UNKNOWN_NO), (no, None), (yes, False)),
    ]  # fmt: skip


def contacts(t: Any) -> list[dict[str, Any]]:
    title = t("contacts_tab")
    rows = [{"row": ALICE, "rid": f"{ID}item_contact_frame"}, {"row": "Alicia Kim"},
            {"row": TOM}]  # fmt: skip
    main = page(title, [*tabs(t), {"list": rows},
                        {"icon": t("dialpad"), "rid": f"{ID}main_dialpad_button"}])  # fmt: skip
    main_menu = [t(k) for k in ("sort_by", "filter", "create_new_contact", "settings", "about",
                                "more_fossify_apps")]  # fmt: skip
    bar = page("1", [
        {"icon": t("delete"), "rid": f"{ID}cab_delete"},
        {"icon": t("view_contact_details"), "rid": f"{ID}cab_view_details"},
        {"icon": t("send_sms"), "rid": f"{ID}cab_send_sms"},
        {"list": rows},
    ])  # fmt: skip
    bar_menu = [t(k) for k in ("block_contact", "create_shortcut", "select_all")]
    blocked_menu = [t(k) for k in ("unblock_contact", "create_shortcut", "select_all")]
    favourites = page("1", [
        {"icon": t("view_contact_details"), "rid": f"{ID}cab_view_details"},
        {"icon": t("send_sms"), "rid": f"{ID}cab_send_sms"},
        {"list": [{"row": TOM}, {"row": ALICE}]},
    ])  # fmt: skip
    where = "phone ContactsAdapter"
    yes, no = t("yes"), t("no")
    one = t("deletion_confirmation", f'"{ALICE}"')
    three = t("deletion_confirmation", t("delete_contacts#3"))
    return [
        entry("harmless", "phone ContactsFragment", main, [(ALICE, False)]),
        menu("harmless", "phone MainActivity (menu, contacts)", title, main_menu,
             [(main_menu[2], False)]),
        entry("opens-prompt", f"{where} (cab_contacts)", bar, [(t("delete"), False)]),
        menu("opens-prompt", f"{where} (cab_contacts overflow)", "1", bar_menu,
             [(bar_menu[0], False)]),
        menu("reversible", f"{where} (cab_contacts overflow, blocked contact)", "1",
             blocked_menu, [(blocked_menu[0], False)]),
        alert("delete", f"{where} (delete confirmation)", title, None, one, (no, None),
              (yes, True)),
        alert("delete", f"{where} (delete confirmation, three contacts)", title, None, three,
              (no, None), (yes, True)),
        alert("reversible", f"{where} (block confirmation)", title, None,
              t("block_confirmation", ALICE), (no, None), (yes, False)),
        entry("harmless", "phone FavoritesFragment (cab_contacts)", favourites,
              [(t("send_sms"), False)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("settings")

    def switch(key: str, rid: str, checked: bool) -> dict[str, Any]:
        return {"switch": t(key), "rid": f"{ID}settings_{rid}", "checked": checked}

    prefs = page(title, [
        {"text": t("general_settings")},
        {"row": t("manage_blocked_numbers"), "rid": f"{ID}settings_manage_blocked_numbers_holder"},
        {"row": t("change_date_and_time_format")},
        switch("format_phone_numbers", "format_phone_numbers", True),
        {"text": t("calls")},
        switch("group_subsequent_calls", "group_subsequent_calls", True),
        switch("show_call_confirmation_dialog", "show_call_confirmation", False),
        switch("disable_proximity_sensor", "disable_proximity_sensor", False),
        switch("disable_swipe_to_answer", "disable_swipe_to_answer", False),
        {"text": t("dialpad")},
        {"row": t("manage_speed_dial"), "rid": f"{ID}settings_manage_speed_dial_holder"},
        switch("hide_dialpad_numbers", "hide_dialpad_numbers", False),
        {"text": t("migrating")},
        {"row": t("export_call_history"), "rid": f"{ID}settings_export_calls_holder"},
        {"row": t("import_call_history"), "rid": f"{ID}settings_import_calls_holder"},
    ])  # fmt: skip
    where = "phone SettingsActivity"
    field = ({"field": f"{ID}export_call_history_filename", "hint": t("filename_without_json"),
              "text": "call_history_2025_06_14"},)  # fmt: skip
    return [
        entry("harmless", where, prefs, [(t("manage_blocked_numbers"), False),
                                         (t("manage_speed_dial"), False),
                                         (t("export_call_history"), False)]),
        entry("reversible", where, prefs, [(t("show_call_confirmation_dialog"), False),
                                           (t("disable_swipe_to_answer"), False)]),
        alert("harmless", "phone ExportCallHistoryDialog", title, t("export_call_history"),
              None, (t("cancel"), None), (t("ok"), False), field),
    ]  # fmt: skip


def blocked(t: Any) -> list[dict[str, Any]]:
    title = t("manage_blocked_numbers")
    where = "commons ManageBlockedNumbersScreen"
    items = (
        {"switch": t("block_unknown_calls"), "checked": False},
        {"switch": t("block_hidden_calls"), "checked": False},
        {"row": UNKNOWN_NO},
        {"icon": t("more_options")},
    )
    top = [t(k) for k in ("add_a_blocked_number", "import_blocked_numbers",
                          "export_blocked_numbers")]  # fmt: skip
    row_menu = [t("copy_number_to_clipboard"), t("delete")]
    number = ({"field": t("number"), "text": TOM_NO}, {"text": t("add_blocked_number_helper_text")})
    return [
        popup("reversible", where, title, None, None, [], items,
              ((t("block_unknown_calls"), False),)),
        menu("harmless", f"{where} (menu)", title, top, [(top[0], False)]),
        menu("reversible", f"{where} (number's menu)", title, row_menu, [(row_menu[1], False)]),
        popup("reversible", "commons AddOrEditBlockedNumberAlertDialog", title, None, None,
              [(t("cancel"), None), (t("ok"), False)], number),
    ]  # fmt: skip
