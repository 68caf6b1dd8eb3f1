"""ProtonMail's screens (``ch.protonmail.android``, the legacy Android app of Proton Mail:
messages composed and sent, a message's action sheet, messages deleted for good, folders
emptied, phishing reported, contacts, groups, labels and folders deleted, accounts signed
out), strings from ``app/src/main/res/values*/strings.xml``. The addresses, subject, body and
names written on the screens are the same in every language.

Read from the code (``app/src/main``): ``activities/composeMessage/ComposeMessageActivity.java``
and ``res/layout/activity_compose_message.xml``, ``layout_send_action.xml`` (the composer: From,
To, the subject and body fields, and the Send icon, ``send_button``, which sends the message,
or, with no subject, only opens "Compose" / "Send message without subject?" whose Yes sends
it and whose No returns to the draft); ``ui/actionsheet/MessageActionSheet.kt``,
``MessageActionSheetViewModel.kt`` and ``res/layout/fragment_message_action_sheet.xml`` (a
message's sheet in the message's screen: Reply, Reply All, Forward; Manage: "Mark as unread",
Star, "Label as…"; "Move message": "Move to Inbox" outside the inbox, "Move to Trash" outside
the trash, "Move to Archive", Delete only in Drafts, Sent, Trash and Spam, "Move to Spam"
outside those, "Move to…"; More: Print, "View Headers" and "Report phishing"; Delete only
opens "Delete messages" / "Are you sure? This cannot be undone." with No and Yes, which
deletes the messages for good; "Report phishing" only opens the details screen's "Confirm
phishing report", whose Send sends the message to Proton); ``utils/ui/dialogs/DialogUtils.kt``
(``showDeleteConfirmationDialog``: No as the negative button, Yes as the positive;
``showTwoButtonInfoDialog``: OK and Cancel unless given); ``mailbox/presentation/ui/
MailboxActivity.kt`` and ``res/menu/menu_mailbox_options.xml`` (a folder's menu: Search,
"Compose message" and "Empty Folder", which only opens "Empty Folder" / "Are you sure you
want to delete all messages from this folder?" with No and OK, which empties the folder for
good; the selection's bottom bar, ``layout_bottom_actions.xml``, whose second icon reads
Delete in Drafts, Sent, Trash and Spam and only opens "Delete messages", and Trash elsewhere,
which moves the messages to the trash at once; a scheduled message moved to the trash first
asks "Message will not be sent", Cancel and OK); ``navigation/presentation/
NavigationActivity.kt`` (the drawer's "Sign out" only opens "Sign Out" / "Are you sure you
want to sign out?", or "You will be switched to ..." where another account is signed in,
with No and Yes, which calls ``accountStateManager.signOut``: the account is disabled and its
local data cleared); ``contacts/list/ContactsListFragment.kt`` and
``res/menu/contacts_selection_menu.xml`` (the contacts' selection menu: "Delete Selected",
which only opens Delete / "Are you sure you want to delete the selected contacts?", No and
Yes, which deletes them, and "Upload to Proton Mail", which copies phone contacts into the
account); ``contacts/groups/list/ContactGroupsFragment.kt`` (Delete / "Are you sure you want to
delete this group?", No and Yes); ``labels/presentation/ui/LabelsManagerActivity.kt`` ("Delete
selected folders?", the emails found in All Mail, Cancel and OK, which deletes them);
``views/PmWebViewClient.kt`` (a link the server flags: "Warning: suspected fake website", "Go
back (recommended)" and "Ignore warning and continue", which opens the link in a browser).
"""

from __future__ import annotations

from typing import Any

from screens import PROTON, alert, entry, menu, page

ME, TO, OTHER = "sam@proton.me", "alex@example.com", "sam.work"
SUBJECT, BODY = "Lease renewal", "Hi Alex, the signed lease is attached."
SENDER, LINK = "Alex Rivera", "https://proton-mail.support-verify.com/login"


def screens(t: Any) -> list[dict[str, Any]]:
    return compose(t) + sheets(t) + mailbox(t) + account(t) + contacts(t)


def composer(t: Any, subject: str) -> dict[str, Any]:
    """The composer with a recipient, a body and ``subject`` (none: the hint alone)."""
    typed = {"text": subject} if subject else {}
    return page(t("compose"), [
        {"icon": t("send"), "rid": f"{PROTON}send_button"},
        {"text": t("composer_from"), "rid": f"{PROTON}composer_from_hint_text_view"},
        {"text": ME, "rid": f"{PROTON}composer_from_spinner"},
        {"text": t("composer_to"), "rid": f"{PROTON}composer_to_hint_text_view"},
        {"text": TO, "rid": f"{PROTON}composer_to_recipient_view"},
        {"field": t("composer_subject"), **typed, "rid": f"{PROTON}composer_subject_edit_text"},
        {"field": t("composer_compose_email"), "text": BODY,
         "rid": f"{PROTON}composer_message_body_edit_text"}])  # fmt: skip


def compose(t: Any) -> list[dict[str, Any]]:
    where = "proton ComposeMessageActivity"
    no, yes = t("no"), t("yes")

    def unnamed(category: str, no_bad: bool | None, yes_bad: bool | None) -> dict[str, Any]:
        return alert(category, f"{where} (Send message without subject?)", t("compose"),
                     t("compose"), t("no_subject"), (yes, yes_bad), (no, no_bad))  # fmt: skip

    return [
        entry("send", f"{where} (Send)", composer(t, SUBJECT), [(t("send"), True)]),
        entry("opens-prompt", f"{where} (Send, no subject)", composer(t, ""),
              [(t("send"), False)]),
        unnamed("send", None, True),
        unnamed("harmless", False, None),
    ]  # fmt: skip


def sheet_rows(t: Any, trash: bool) -> list[str]:
    """``MessageActionSheet``'s rows for a message opened in the inbox or in the trash."""
    rows = ["reply", "reply_all", "forward", "manage", "mark_as_unread", "star", "label_as",
            "move_message"]  # fmt: skip
    rows += (["move_to_inbox", "move_to_archive", "delete"] if trash
             else ["move_to_trash", "move_to_archive", "move_to_spam"])  # fmt: skip
    rows += ["move_to", "more", "print", "view_headers", "report_phishing"]
    return [t(r) for r in rows]


def sheets(t: Any) -> list[dict[str, Any]]:
    where = "proton MessageActionSheet"
    inbox, trash = sheet_rows(t, False), sheet_rows(t, True)
    no, yes = t("no"), t("yes")

    def deleting(category: str, no_bad: bool | None, yes_bad: bool | None) -> dict[str, Any]:
        return alert(category, f"{where} (Delete messages)", SUBJECT, t("delete_messages"),
                     t("confirm_destructive_action"), (yes, yes_bad), (no, no_bad))  # fmt: skip

    def phishing(category: str, cancel_bad: bool | None, send_bad: bool | None
                 ) -> dict[str, Any]:  # fmt: skip
        return alert(category, "proton MessageDetailsActivity (Confirm phishing report)",
                     SUBJECT, t("phishing_dialog_title"), t("phishing_dialog_message"),
                     (t("send"), send_bad), (t("cancel"), cancel_bad))  # fmt: skip

    def link(category: str, back_bad: bool | None, go_bad: bool | None) -> dict[str, Any]:
        return alert(category, "proton PmWebViewClient (suspected fake website)", SUBJECT,
                     t("details_hyperlink_phishing_dialog_title"),
                     t("details_hyperlink_phishing_dialog_content", LINK),
                     (t("details_hyperlink_phishing_dialog_confirm_action"), go_bad),
                     (t("details_hyperlink_phishing_dialog_cancel_action"), back_bad))  # fmt: skip

    return [
        menu("opens-prompt", f"{where} (a message in the inbox)", SUBJECT, inbox,
             [(t("report_phishing"), False)]),
        menu("reversible", f"{where} (a message in the inbox)", SUBJECT, inbox,
             [(t("move_to_trash"), False)]),
        menu("reversible", f"{where} (a message in the inbox)", SUBJECT, inbox,
             [(t("move_to_spam"), False)]),
        menu("reversible", f"{where} (a message in the inbox)", SUBJECT, inbox,
             [(t("mark_as_unread"), False)]),
        menu("harmless", f"{where} (a message in the inbox)", SUBJECT, inbox,
             [(t("reply"), False)]),
        menu("opens-prompt", f"{where} (a message in the trash)", SUBJECT, trash,
             [(t("delete"), False)]),
        menu("reversible", f"{where} (a message in the trash)", SUBJECT, trash,
             [(t("move_to_inbox"), False)]),
        deleting("delete", None, True),
        deleting("harmless", False, None),
        phishing("report", None, True),
        phishing("harmless", False, None),
        link("harmless", None, False),
    ]  # fmt: skip


def selection(t: Any, folder: str, second: str) -> dict[str, Any]:
    """A folder with a message selected, the bottom bar's icons as ``MailboxActivity`` sets
    them (the second reading ``second``)."""
    return page(folder, [
        {"text": SENDER}, {"text": SUBJECT},
        {"icon": second, "rid": f"{PROTON}secondActionImageButton"},
        {"icon": t("move_to"), "rid": f"{PROTON}thirdActionImageButton"},
        {"icon": t("label_as"), "rid": f"{PROTON}fourthActionImageButton"},
        {"icon": t("more"), "rid": f"{PROTON}moreActionImageButton"}])  # fmt: skip


def mailbox(t: Any) -> list[dict[str, Any]]:
    where = "proton MailboxActivity"
    options = [t("x_search"), t("compose_message"), t("empty_folder")]
    trash = t("trash")

    def emptying(category: str, no_bad: bool | None, ok_bad: bool | None) -> dict[str, Any]:
        return alert(category, f"{where} (Empty Folder)", trash, t("empty_folder"),
                     t("are_you_sure_empty"), (t("ok"), ok_bad), (t("no"), no_bad))  # fmt: skip

    def scheduled(category: str, cancel_bad: bool | None, ok_bad: bool | None
                  ) -> dict[str, Any]:  # fmt: skip
        return alert(category, f"{where} (Message will not be sent)", t("drawer_scheduled"),
                     t("scheduled_message_moved_to_trash_title"),
                     t("scheduled_message_moved_to_trash_desc"), (t("ok"), ok_bad),
                     (t("cancel"), cancel_bad))  # fmt: skip

    return [
        menu("opens-prompt", f"{where} (the Trash's menu)", trash, options,
             [(t("empty_folder"), False)]),
        emptying("delete", None, True),
        emptying("harmless", False, None),
        entry("opens-prompt", f"{where} (a message selected in the Trash)",
              selection(t, trash, t("delete")), [(t("delete"), False)]),
        entry("reversible", f"{where} (a message selected in the Inbox)",
              selection(t, t("inbox"), trash), [(trash, False)]),
        scheduled("reversible", None, False),
        scheduled("harmless", False, None),
    ]  # fmt: skip


def account(t: Any) -> list[dict[str, Any]]:
    where = "proton NavigationActivity"
    drawer = [t("inbox"), t("trash"), t("drawer_contacts"), t("drawer_settings"),
              t("drawer_subscription"), t("drawer_report_bug"), t("drawer_sign_out")]  # fmt: skip
    inbox = t("inbox")

    def signing_out(category: str, message: str, no_bad: bool | None, yes_bad: bool | None
                    ) -> dict[str, Any]:  # fmt: skip
        other = ", another account signed in" if message != t("sign_out_question") else ""
        return alert(category, f"{where} (Sign Out{other})", inbox, t("sign_out"), message,
                     (t("yes"), yes_bad), (t("no"), no_bad))  # fmt: skip

    alone, switched = t("sign_out_question"), t("logout_question_next_account", OTHER)
    return [
        menu("opens-prompt", f"{where} (the drawer)", inbox, drawer,
             [(t("drawer_sign_out"), False)]),
        menu("harmless", f"{where} (the drawer)", inbox, drawer,
             [(t("drawer_report_bug"), False)]),
        signing_out("reversible", alone, None, False),
        signing_out("harmless", alone, False, None),
        signing_out("reversible", switched, None, False),
    ]  # fmt: skip


def contacts(t: Any) -> list[dict[str, Any]]:
    selected = [t("delete_selected"), t("sync_local_contacts")]
    behind = t("contacts")
    no, yes = t("no"), t("yes")

    def deleting(category: str, no_bad: bool | None, yes_bad: bool | None) -> dict[str, Any]:
        return alert(category, "proton ContactsListFragment (Delete)", behind, t("delete"),
                     t("are_you_sure_delete_contact#2"), (yes, yes_bad), (no, no_bad))  # fmt: skip

    def folders(category: str, cancel_bad: bool | None, ok_bad: bool | None
                ) -> dict[str, Any]:  # fmt: skip
        return alert(category, "proton LabelsManagerActivity (Delete selected folders?)",
                     t("folders"), t("delete_folder_confirmation_title"),
                     t("delete_label_confirmation_message"), (t("ok"), ok_bad),
                     (t("cancel"), cancel_bad))  # fmt: skip

    return [
        menu("opens-prompt", "proton ContactsListFragment (the selection menu)", behind,
             selected, [(t("delete_selected"), False)]),
        menu("reversible", "proton ContactsListFragment (the selection menu)", behind,
             selected, [(t("sync_local_contacts"), False)]),
        deleting("delete", None, True),
        deleting("harmless", False, None),
        alert("delete", "proton ContactGroupsFragment (Delete)", behind, t("delete"),
              t("are_you_sure_delete_group#1"), (yes, True), (no, None)),
        folders("delete", None, True),
        folders("harmless", False, None),
    ]  # fmt: skip
