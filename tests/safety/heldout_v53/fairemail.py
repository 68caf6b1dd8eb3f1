"""FairEmail's screens (``eu.faircode.email``, an IMAP and POP3 mail client), strings from
``t(name)``; ``android:ok`` and ``android:cancel`` are the platform's own, which FairEmail's
dialogs show (``android.R.string``).

Read from the code (``app/src/main/java/eu/faircode/email`` and ``app/src/main/res``):
``FragmentDialogAsk.java`` with ``layout/dialog_ask_again.xml`` (the confirmation most
actions ask: an ``AlertDialog`` with no title whose view holds the question, an info icon
where a FAQ is named, a remark, a "Do not ask this again" checkbox where ``notagain`` is set,
which only stores the choice, and the "I understand ..." text where ``accept`` is set and no
checkbox is; OK carries out the action, Cancel does nothing); ``layout/fragment_messages.xml``
with ``FragmentMessages.java`` (messages selected in a list: the quick actions a new install
shows, "Mark read", "Move to …", which opens the folder picker, Archive and Trash, which
move the messages with an undo bar, Spam and More; in the trash, "Delete permanently" stands
for Trash and only opens ``onActionDeleteSelection``'s "Delete 3 messages permanently?",
whose OK deletes them on the server; ``onSwipeDelete``, a
swiped message in the trash: "Delete message permanently?" with the message's remark;
``onEmpty``, the toolbar overflow's "Empty trash" and "Empty spam", each opening "Delete all
trashed (spam) messages permanently?" with "This will delete all messages both from the
device and the server", whose OK deletes them); ``menu/popup_message_more.xml`` with
``AdapterMessage.onMenuDelete`` (a message's More menu: "Mark unread", "Snooze …", Hide,
"Move to …", "Delete permanently", which opens the same question as a swipe, Share and
Print); ``AdapterFolder.java`` (a folder's long-press menu: "Synchronize now", "Fetch more
messages", "Delete local messages", which opens "Delete local messages? Messages will remain
on the remote server.", whose OK removes only the device's copies, which the next
synchronisation fetches again, "Mark all read", "Edit properties", "Create subfolder" and
Delete, which opens ``onActionDeleteFolder``: "Permanently delete this folder and any
messages it contains?" with the folder's name, whose OK deletes the folder on the server);
``AdapterAccount.java`` and ``AdapterIdentity.java`` (an account's long-press menu in the
settings: Enabled, Primary, "Edit color", "Edit properties", "Copy …", which opens the
account editor with a copy, Delete and Log; ``onActionDelete``: a dialog titled with the
account's name (the identity's address), "Delete this account (identity) permanently?", OK,
which deletes it with its folders and messages from the app, and Cancel);
``menu/action_compose.xml`` with ``FragmentCompose.java`` (the editor's bottom bar: Discard,
which opens "Discard draft?" when the draft is not empty, whose OK deletes the draft
(``discard_delete`` is on for a new install), Undo, Redo, Save, which saves the draft, and
Send, which with ``send_dialog`` on, as it is by default, opens ``FragmentDialogSend``: the
recipients, the identity, the priority, "Send at …" Now, an "Archive replied message"
checkbox, Cancel and Send, which sends at once, ``send_delayed`` being 0 by default);
``FragmentRule.onActionDelete`` and ``FragmentAnswer.onActionDelete`` ("Delete rule
permanently?", "Delete reply template permanently?"); ``menu/menu_contacts.xml`` with
``FragmentDialogContactDelete.java`` (the local contacts' overflow: Search, Spam, "Import
vCards", "Export vCards" and "Delete all", which opens "Delete all local contacts?", OK
deleting them). Every dialog is an ``AlertDialog.Builder`` dialog with the platform's
button ids.
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, menu

ACCOUNT, IDENTITY, FOLDER = "Work", "anna@example.org", "Receipts"
SUBJECTS = ["Invoice 2041", "Team lunch on Friday", "Your parcel is on its way"]
REMARK = "Jan Novak: Invoice 2041"


def screens(t: Any) -> list[dict[str, Any]]:
    return messages(t) + folders(t) + accounts(t) + compose(t) + other(t)


def ok_cancel(t: Any, bad: bool | None = True) -> list[tuple[str, str, bool | None]]:
    """Cancel and OK (``android.R.string``), as ``AlertDialog`` lays them out."""
    return [(t("android:cancel"), NEGATIVE, False), (t("android:ok"), POSITIVE, bad)]


def ask(category: str, source: str, t: Any, page: str, question: str,
        remark: str | None = None, notagain: bool = False, accept: bool = False,
        faq: bool = False, bad: bool | None = True,
        taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """``FragmentDialogAsk``: no title, the question and its widgets in the view."""
    items: list[dict[str, Any]] = []
    if faq:
        items.append({"icon": t("title_info")})
    if remark:
        items.append({"text": remark})
    if notagain:
        items.append({"switch": t("title_no_ask_again")})
    elif accept:
        items.append({"text": t("title_ask_delete_accept")})
    buttons = ok_cancel(t, bad)
    if bad is None:  # a case on the dialog's own widgets: the buttons are only shown
        buttons = [(label, rid, None) for label, rid, _ in buttons]
    return dialog(category, source, page, None, question, buttons, tuple(items), taps)


def messages(t: Any) -> list[dict[str, Any]]:
    inbox, trash = t("title_folder_inbox"), t("title_folder_trash")
    listed = {"list": [{"text": s} for s in SUBJECTS]}
    bar = {"title": inbox, "items": [
        listed, {"icon": t("title_seen")}, {"icon": t("title_move_to")},
        {"icon": t("title_archive")}, {"icon": t("title_trash")},
        {"icon": t("title_folder_junk")}, {"icon": t("title_more")}]}  # fmt: skip
    in_trash = {"title": trash, "items": [
        listed, {"icon": t("title_seen")}, {"icon": t("title_move_to")},
        {"icon": t("title_delete_permanently")}, {"icon": t("title_more")}]}  # fmt: skip
    where = "fairemail FragmentMessages (three messages selected)"
    more = [t("title_unseen"), t("title_snooze"), t("title_hide"), t("title_move_to"),
            t("title_delete_permanently"), t("title_share"), t("title_print")]  # fmt: skip
    overflow = [t("title_search"), t("title_empty_trash"), t("title_sort_on"),
                t("title_filter"), t("title_select_all"), t("title_mark_all_read"),
                t("title_synchronize_now"), t("title_edit_properties")]  # fmt: skip
    more_where = "fairemail popup_message_more (a message's More menu)"
    over_where = "fairemail menu_messages (the trash's overflow)"
    swiped = "fairemail FragmentMessages.onSwipeDelete (a message in the trash)"
    return [
        entry("reversible", where, bar,
              [(t("title_archive"), False), (t("title_trash"), False)]),
        entry("reversible", where, bar, [(t("title_seen"), False)]),
        entry("harmless", where, bar, [(t("title_move_to"), False)]),
        entry("opens-prompt", f"{where} in the trash", in_trash,
              [(t("title_delete_permanently"), False)]),
        ask("delete", "fairemail FragmentMessages.onActionDeleteSelection", t, trash,
            t("title_deleting_messages#3"), accept=True, faq=True),
        ask("delete", swiped, t, trash, t("title_ask_delete"), REMARK, notagain=True,
            faq=True),
        ask("harmless", f"{swiped}, its checkbox", t, trash, t("title_ask_delete"), REMARK,
            notagain=True, faq=True, bad=None, taps=((t("title_no_ask_again"), False),)),
        menu("opens-prompt", more_where, SUBJECTS[0], more,
             [(t("title_delete_permanently"), False)]),
        menu("reversible", more_where, SUBJECTS[0], more,
             [(t("title_unseen"), False), (t("title_hide"), False)]),
        menu("harmless", more_where, SUBJECTS[0], more,
             [(t("title_share"), False), (t("title_print"), False)]),
        menu("opens-prompt", over_where, trash, overflow, [(t("title_empty_trash"), False)]),
        menu("reversible", over_where, trash, overflow,
             [(t("title_mark_all_read"), False)]),
        ask("delete", "fairemail FragmentMessages.onEmpty (trash)", t, trash,
            t("title_empty_trash_ask"), t("title_empty_all")),
        ask("delete", "fairemail FragmentMessages.onEmpty (spam)", t, t("title_folder_junk"),
            t("title_empty_spam_ask"), t("title_empty_all")),
    ]  # fmt: skip


def folders(t: Any) -> list[dict[str, Any]]:
    where = "fairemail AdapterFolder (a folder's long-press menu)"
    options = [t("title_synchronize_now"), t("title_synchronize_more"),
               t("title_delete_local"), t("title_mark_all_read"), t("title_edit_properties"),
               t("title_create_sub_folder"), t("title_delete")]  # fmt: skip
    page = t("title_setup_accounts")
    return [
        menu("opens-prompt", where, FOLDER, options,
             [(t("title_delete"), False), (t("title_delete_local"), False)]),
        menu("harmless", where, FOLDER, options, [(t("title_synchronize_more"), False)]),
        ask("reversible", "fairemail AdapterFolder.OnActionDeleteLocal", t, page,
            t("title_ask_delete_local"), bad=False),
        ask("delete", "fairemail AdapterFolder.onActionDeleteFolder", t, page,
            t("title_folder_delete"), FOLDER),
    ]  # fmt: skip


def accounts(t: Any) -> list[dict[str, Any]]:
    where = "fairemail AdapterAccount (an account's long-press menu)"
    options = [t("title_enabled"), t("title_primary"), t("title_edit_color"),
               t("title_edit_properties"), t("title_copy"), t("title_delete"),
               t("title_log")]  # fmt: skip
    page = t("title_setup_accounts")
    return [
        menu("opens-prompt", where, ACCOUNT, options, [(t("title_delete"), False)]),
        menu("harmless", where, ACCOUNT, options, [(t("title_copy"), False)]),
        dialog("delete", "fairemail AdapterAccount.onActionDelete", page, ACCOUNT,
               t("title_account_delete"), ok_cancel(t)),
        dialog("delete", "fairemail AdapterIdentity.onActionDelete", page, IDENTITY,
               t("title_identity_delete"), ok_cancel(t)),
    ]  # fmt: skip


def compose(t: Any) -> list[dict[str, Any]]:
    editor = {"title": t("title_compose"), "items": [
        {"text": t("title_to")}, {"field": "jan@example.net"},
        {"text": t("title_subject")}, {"field": "Invoice 2041"},
        {"field": t("title_body_hint")},
        {"icon": t("title_discard")}, {"icon": t("title_undo")}, {"icon": t("title_redo")},
        {"icon": t("title_save")}, {"icon": t("title_send")}]}  # fmt: skip
    where = "fairemail action_compose (the editor's bottom bar)"
    items = ({"text": t("title_to")}, {"text": "jan@example.net"},
             {"text": t("title_via_identity")}, {"text": IDENTITY},
             {"text": t("title_send_priority")}, {"text": t("title_send_at")},
             {"text": t("title_now")}, {"switch": t("title_send_auto_archive")})  # fmt: skip
    send = [(t("android:cancel"), NEGATIVE, False), (t("title_send"), POSITIVE, True)]
    shown = [(t("android:cancel"), NEGATIVE, None), (t("title_send"), POSITIVE, None)]
    page = t("title_compose")
    return [
        entry("opens-prompt", where, editor,
              [(t("title_send"), False), (t("title_discard"), False)]),
        entry("reversible", where, editor, [(t("title_save"), False)]),
        dialog("send", "fairemail FragmentDialogSend", page, None, None, send, items),
        dialog("harmless", "fairemail FragmentDialogSend, its checkbox", page, None, None,
               shown, items, ((t("title_send_auto_archive"), False),)),
        ask("delete", "fairemail FragmentCompose.onActionDiscard", t, page,
            t("title_ask_discard")),
    ]  # fmt: skip


def other(t: Any) -> list[dict[str, Any]]:
    overflow = [t("title_search"), t("title_spam"), t("title_import_contacts"),
                t("title_export_contacts"), t("title_delete_all")]  # fmt: skip
    where = "fairemail menu_contacts (the local contacts' overflow)"
    contacts = t("menu_contacts")
    return [
        ask("delete", "fairemail FragmentRule.onActionDelete", t, t("menu_rules"),
            t("title_ask_delete_rule")),
        ask("delete", "fairemail FragmentAnswer.onActionDelete", t, t("menu_answers"),
            t("title_ask_delete_answer")),
        menu("opens-prompt", where, contacts, overflow, [(t("title_delete_all"), False)]),
        menu("harmless", where, contacts, overflow, [(t("title_export_contacts"), False)]),
        dialog("delete", "fairemail FragmentDialogContactDelete", contacts,
               t("title_delete_contacts"), t("title_delete_contacts_remark"), ok_cancel(t)),
    ]  # fmt: skip
