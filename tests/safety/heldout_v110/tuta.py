"""Tuta's screens (``de.tutao.tutanota``, the Android app of Tuta mail, whose screens are its
web client drawn in a WebView: mail, the mail editor, folders, contacts and the login
settings), strings from ``src/ui/translations/<language>.ts``. The sender, subject, contact,
contact list and session written on the screens are the same in every language.

Read from the code (``src/applications``): ``mail-app/mail/view/MobileMailActionBar.ts`` (a
mail's bottom bar on a phone: Reply, Forward, then Delete where the mail is in Trash or Spam
or Trash elsewhere, Move and More; More opens a dropdown of "Assign labels", "Mark unread"
and the viewer's further actions, ``MailViewerUtils.ts``: "Report spam" and "Report
phishing" for a received mail); ``mail-app/mail/view/MailView.ts`` (Trash moves the mail to
the Trash folder with an Undo snackbar; Delete calls ``promptAndDeleteMails``; "Report spam"
calls ``reportSpamForMail``, which moves the mail to Spam with an Undo snackbar; "Report
phishing" opens ``showReportPhishingMailDialog``; the list's "Clear folder" in Trash and Spam
asks ``confirmDeleteFinallySystemFolder_msg`` and then ``finallyDeleteAllMailsInSelectedFolder``
deletes every mail in it); ``mail-app/mail/view/MailGuiUtils.ts`` (``promptAndDeleteMails``:
``Dialog.confirm("finallyDeleteEmails_msg", "ok_action")``, then ``finallyDeleteMails``);
``mail-app/mail/view/MailLabelsView.ts`` and ``MailView.ts`` (a label's dropdown: "Add
label", Edit and Delete, which asks ``confirmDeleteLabel_msg`` and deletes the label);
``ui/base/Dialog.ts``
(``Dialog.confirm``: the message, then Cancel and the confirming button, OK unless said;
``showActionDialog``: a header with Cancel, the title and the OK button);
``mail-app/mail/editor/MailEditor.ts`` (the editor on a phone: the Close icon, which keeps the
draft, its title by the conversation, "New email" or Reply, the Send icon, which calls
``send``, the recipients, Subject and "Attach files"); ``mail-app/contacts/view/ContactView.ts``
(a contact's bar: Edit and Delete, which asks ``deleteContacts_msg`` and erases the contact;
a contact list's More: Edit, Sharing and, for a list shared with one, "Leave group", which asks
``confirmLeaveSharedGroup_msg`` and removes one from the list);
``common/settings/login/LoginSettingsViewer.ts`` (the Login settings: the email address,
"Change password", the active sessions, each but this client's with a "Close session" icon
that closes it at once, and the closed sessions);
``common/subscription/DeleteAccountDialog.ts`` ("Delete account": the target account address,
the password and Delete, which only asks ``deleteAccountConfirm_msg``, whose OK calls
``deleteAccount``); ``common/settings/login/secondfactor/SecondFactorsEditForm.ts`` and
``common/misc/passwords/PasswordRequestDialog.ts`` (removing a second factor: the "Password"
dialog with ``confirmDeleteSecondFactor_msg``, Cancel and OK, which erases the second factor).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

SENDER, SUBJECT = "Alex Morgan", "Quarterly figures"
BODY = "Hi, the figures for the third quarter are attached."
CONTACT, LIST, CLIENT = "Sam Rivera", "Book club", "Firefox on Linux"
LABEL = "Receipts"


def screens(t: Any) -> list[dict[str, Any]]:
    return mails(t) + editor(t) + contacts(t) + settings(t)


def viewer(t: Any, folder: str, remove: str) -> dict[str, Any]:
    """A received mail on a phone, its bottom bar with Delete or Trash by the folder."""
    return page(t(folder), [
        {"text": SENDER}, {"text": SUBJECT}, {"text": BODY}, {"icon": t("reply_action")},
        {"icon": t("forward_action")}, {"icon": t(remove)}, {"icon": t("move_action")},
        {"icon": t("more_label")}])  # fmt: skip


def confirm(t: Any, category: str, source: str, behind: str, message: str,
            buttons: tuple[bool | None, bool | None],
            ok: str = "ok_action") -> dict[str, Any]:  # fmt: skip
    """``Dialog.confirm``: the message, then Cancel and the confirming button."""
    cancel, yes = buttons
    return popup(category, source, behind, None, message,
                 [(t("cancel_action"), cancel), (t(ok), yes)])  # fmt: skip


def mails(t: Any) -> list[dict[str, Any]]:
    bar = "tuta MobileMailActionBar"
    inbox = viewer(t, "received_action", "trash_action")
    trash = viewer(t, "trash_action", "delete_action")
    more = [t("assignLabel_action"), t("markUnread_action"), t("reportSpam_action"),
            t("reportPhishing_action")]  # fmt: skip
    src = "tuta promptAndDeleteMails (finallyDeleteEmails_msg)"
    final = t("finallyDeleteEmails_msg")
    folder = page(t("trash_action"), [
        {"icon": t("more_label")}, {"button": t("clearFolder_action")}, {"text": SENDER},
        {"text": SUBJECT}])  # fmt: skip
    clear = "tuta MailView (Clear folder)"
    cleared = t("confirmDeleteFinallySystemFolder_msg", t("trash_action"))
    labels = [t("addLabel_action"), t("edit_action"), t("delete_action")]
    erase = "tuta MailView (delete a label)"
    sure = t("confirmDeleteLabel_msg", LABEL)
    return [
        entry("reversible", f"{bar} (Inbox)", inbox, [(t("trash_action"), False)]),
        entry("harmless", f"{bar} (Inbox)", inbox, [(t("forward_action"), False)]),
        entry("harmless", f"{bar} (Inbox)", inbox, [(t("more_label"), False)]),
        entry("opens-prompt", f"{bar} (Trash)", trash, [(t("delete_action"), False)]),
        entry("harmless", f"{bar} (Trash)", trash, [(t("move_action"), False)]),
        confirm(t, "delete", src, t("trash_action"), final, (None, True)),
        confirm(t, "harmless", src, t("trash_action"), final, (False, None)),
        menu("reversible", f"{bar} (More)", t("received_action"), more,
             [(t("markUnread_action"), False)]),
        menu("reversible", f"{bar} (More)", t("received_action"), more,
             [(t("reportSpam_action"), False)]),
        menu("opens-prompt", f"{bar} (More)", t("received_action"), more,
             [(t("reportPhishing_action"), False)]),
        menu("harmless", f"{bar} (More)", t("received_action"), more,
             [(t("assignLabel_action"), False)]),
        entry("opens-prompt", "tuta MailListView (Trash)", folder,
              [(t("clearFolder_action"), False)]),
        confirm(t, "delete", clear, t("trash_action"), cleared, (None, True)),
        confirm(t, "harmless", clear, t("trash_action"), cleared, (False, None)),
        menu("opens-prompt", "tuta MailLabelsView (a label's dropdown)", LABEL, labels,
             [(t("delete_action"), False)]),
        menu("harmless", "tuta MailLabelsView (a label's dropdown)", LABEL, labels,
             [(t("addLabel_action"), False)]),
        confirm(t, "delete", erase, t("labels_label"), sure, (None, True)),
        confirm(t, "harmless", erase, t("labels_label"), sure, (False, None)),
    ]  # fmt: skip


def editor(t: Any) -> list[dict[str, Any]]:
    def draft(title: str, to: str, subject: str) -> dict[str, Any]:
        return page(t(title), [
            {"icon": t("close_alt")}, {"icon": t("send_action")},
            {"field": t("to_label"), "text": to}, {"field": t("subject_label"), "text": subject},
            {"icon": t("attachFiles_action")}, {"text": "See you on Friday."}])  # fmt: skip

    new = draft("newMail_action", "sam.rivera@tuta.com", "Friday")
    reply = draft("reply_action", "alex.morgan@tuta.com", f"Re: {SUBJECT}")
    where = "tuta MailEditor"
    return [
        entry("send", f"{where} (a new email)", new, [(t("send_action"), True)]),
        entry("send", f"{where} (a reply)", reply, [(t("send_action"), True)]),
        entry("harmless", f"{where} (a new email)", new, [(t("close_alt"), False)]),
        entry("harmless", f"{where} (a new email)", new, [(t("attachFiles_action"), False)]),
    ]  # fmt: skip


def contacts(t: Any) -> list[dict[str, Any]]:
    card = page(t("contacts_label"), [
        {"text": CONTACT}, {"text": "sam.rivera@tuta.com"}, {"icon": t("edit_action")},
        {"icon": t("delete_action")}])  # fmt: skip
    src = "tuta ContactView (deleteContacts_msg)"
    asked = t("deleteContacts_msg")
    more = [t("edit_action"), t("sharing_label"), t("leaveGroup_action")]
    leave = "tuta ContactView (confirmLeaveSharedGroup_msg)"
    leaving = t("confirmLeaveSharedGroup_msg", LIST)
    return [
        entry("opens-prompt", "tuta ContactView (a contact)", card, [(t("delete_action"), False)]),
        entry("harmless", "tuta ContactView (a contact)", card, [(t("edit_action"), False)]),
        confirm(t, "delete", src, t("contacts_label"), asked, (None, True)),
        confirm(t, "harmless", src, t("contacts_label"), asked, (False, None)),
        menu("opens-prompt", "tuta ContactView (a shared list's More)", LIST, more,
             [(t("leaveGroup_action"), False)]),
        menu("harmless", "tuta ContactView (a shared list's More)", LIST, more,
             [(t("sharing_label"), False)]),
        confirm(t, "leave", leave, LIST, leaving, (None, True)),
        confirm(t, "harmless", leave, LIST, leaving, (False, None)),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    login = page(t("login_label"), [
        {"text": t("loginCredentials_label")}, {"field": t("mailAddress_label"),
                                                 "text": "alex.morgan@tuta.com"},
        {"icon": t("changePassword_label")}, {"text": t("activeSessions_label")},
        {"text": t("thisClient_label")}, {"text": CLIENT},
        {"text": t("lastAccessWithTime_label", "09:41")},
        {"icon": t("closeSession_action")}, {"text": t("closedSessions_label")}])  # fmt: skip
    fields = ({"field": t("targetAddress_label"), "text": ""},
              {"text": t("takeoverMailAddressInfo_msg")},
              {"field": t("password_label"), "text": "••••••••"},
              {"text": t("passwordEnterNeutral_msg")})  # fmt: skip
    cancel, delete = t("cancel_action"), t("delete_action")

    def account(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "tuta DeleteAccountDialog", t("settings_label"),
                     t("adminDeleteAccount_action"), None, buttons, fields)  # fmt: skip

    src = "tuta DeleteAccountDialog (deleteAccountConfirm_msg)"
    sure = t("deleteAccountConfirm_msg")
    factor = "tuta SecondFactorsEditForm (remove a second factor)"

    def second(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, factor, t("login_label"), t("password_label"),
                     t("confirmDeleteSecondFactor_msg"), buttons,
                     ({"field": t("password_label"), "text": "••••••••"},))  # fmt: skip

    return [
        entry("revoke", "tuta LoginSettingsViewer (another session)", login,
              [(t("closeSession_action"), True)]),
        entry("harmless", "tuta LoginSettingsViewer", login, [(t("changePassword_label"), False)]),
        account("opens-prompt", [(cancel, None), (delete, False)]),
        account("harmless", [(cancel, False), (delete, None)]),
        confirm(t, "delete-account", src, t("adminDeleteAccount_action"), sure, (None, True)),
        confirm(t, "harmless", src, t("adminDeleteAccount_action"), sure, (False, None)),
        second("security", [(cancel, None), (t("ok_action"), True)]),
        second("harmless", [(cancel, False), (t("ok_action"), None)]),
    ]  # fmt: skip
