"""Canvas Student's screens (``com.instructure.candroid``, Instructure's learning
management app: the course Inbox, a conversation and its messages, the message composer,
course files and logging out), strings from ``libs/pandares``, ``libs/login-api-2`` and
``libs/pandautils`` ``src/main/res/values*/strings.xml``. The course, people, subjects and
files written on the screens are the same in every language.

Read from the code: ``libs/pandautils/.../features/inbox/list/InboxFragment.kt`` and
``res/menu/menu_inbox_edit.xml`` (selecting conversations shows the edit toolbar: Archive,
"Mark as read" or "Mark as unread", Star or Unstar as icons, ``showAsAction="always"``, and
Delete in the overflow, ``never``; Archive, read state and Star act at once and are undone
by their opposites; Delete only calls ``confirmDelete``, an ``AlertDialog`` with the
``inboxConfirmDelete`` message, Cancel and Delete, which calls ``deleteSelected``, "deleted
from the Inbox on all your devices. This action cannot be undone.");
``features/inbox/details/composables/InboxDetailsScreen.kt`` and ``InboxDetailsViewModel.kt``
(a conversation's app-bar menu: Reply, "Reply All", Forward, "Mark as Unread", Archive and
Delete, which only opens "Delete Conversation" with Cancel and Delete, which calls
``deleteConversation``); ``features/inbox/utils/InboxMessageView.kt`` (a message's Reply
button and its menu: Reply, "Reply All", Forward and Delete, which only opens "Delete
Message" with Cancel and Delete, which calls ``deleteMessage``);
``features/inbox/compose/composables/InboxComposeScreen.kt`` and ``InboxComposeFragment.kt``
(the composer titled "New Message", Reply or Forward by its mode: Course, To, the "Send
individual message to each recipient" switch, Subject, Message, "Add attachment" and the
"Send message" icon, which sends the message at once; closing a draft asks "Exit without
saving?" with Cancel and Exit); ``apps/student/.../features/files/list/FileListFragment.kt``
and ``res/menu/file_folder_options.xml`` (a file's or folder's popup menu: "Open with
alternate app", Download, Rename and Delete, which only opens Confirm, its message by the
item: a file, an empty folder or a folder with its count, Cancel and Delete, which calls
``deleteFile`` or ``deleteFolder``); ``apps/student/.../activity/NavigationActivity.kt``
("Are you sure you want to logout?" with the platform's Cancel and OK, which logs out).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, menu, page, popup

ID = "com.instructure.candroid:id/"
COURSE, TEACHER, SUBJECT = "Biology 101", "Dr. Maria Lopez", "Lab report deadline"
BODY = "Can I hand in the lab report on Monday?"
FILE, FOLDER, EMPTY = "lab-report-draft.pdf", "Week 3 notes", "Old drafts"


def screens(t: Any) -> list[dict[str, Any]]:
    return inbox(t) + conversation(t) + composer(t) + files(t) + logout(t)


def delete_cancel(
    t: Any,
    category: str,
    source: str,
    behind: str,
    title: str | None,
    message: str,
    cancel: bool | None,
    delete: bool | None,
) -> dict[str, Any]:
    """A platform ``AlertDialog``: Cancel (negative) then Delete (positive)."""
    return dialog(category, f"canvas {source}", behind, title, message,
                  [(t("cancel"), NEGATIVE, cancel), (t("delete"), POSITIVE, delete)])  # fmt: skip


def inbox(t: Any) -> list[dict[str, Any]]:
    where = "InboxFragment (two conversations selected)"
    selected = page(t("inbox"), [
        {"text": "2"},
        {"icon": t("archiveSelected"), "rid": f"{ID}inboxArchiveSelected"},
        {"icon": t("markAsReadSelected"), "rid": f"{ID}inboxMarkAsReadSelected"},
        {"icon": t("starSelected"), "rid": f"{ID}inboxStarSelected"},
        {"text": TEACHER}, {"text": SUBJECT}, {"text": "Office hours"}])  # fmt: skip
    overflow = [t("deleteSelected")]
    message = t("inboxConfirmDelete#2")
    return [
        menu("opens-prompt", f"canvas {where} (overflow)", t("inbox"), overflow,
             [(t("deleteSelected"), False)]),
        entry("reversible", f"canvas {where}", selected, [(t("archiveSelected"), False)]),
        entry("reversible", f"canvas {where}", selected, [(t("starSelected"), False)]),
        entry("reversible", f"canvas {where}", selected, [(t("markAsReadSelected"), False)]),
        delete_cancel(t, "delete", "InboxFragment (delete the selected)", t("inbox"), None,
                      message, None, True),
        delete_cancel(t, "harmless", "InboxFragment (delete the selected)", t("inbox"), None,
                      message, False, None),
    ]  # fmt: skip


def conversation(t: Any) -> list[dict[str, Any]]:
    where = "canvas InboxDetailsScreen"
    bar = [t("reply"), t("replyAll"), t("forward"), t("markAsUnread"), t("archive"),
           t("delete")]  # fmt: skip
    rows = [t("reply"), t("replyAll"), t("forward"), t("delete")]
    thread = page(SUBJECT, [
        {"icon": t("back")}, {"icon": t("unstarSelected")}, {"text": TEACHER},
        {"text": BODY}, {"button": t("reply")}])  # fmt: skip

    def confirm(category: str, title: str, message: str, cancel: bool | None,
                delete: bool | None) -> dict[str, Any]:  # fmt: skip
        return popup(category, f"{where} ({title})", SUBJECT, t(title), t(message),
                     [(t("cancel"), cancel), (t("delete"), delete)])  # fmt: skip

    return [
        menu("opens-prompt", f"{where} (app-bar menu)", SUBJECT, bar, [(t("delete"), False)]),
        menu("reversible", f"{where} (app-bar menu)", SUBJECT, bar, [(t("archive"), False)]),
        menu("harmless", f"{where} (app-bar menu)", SUBJECT, bar, [(t("forward"), False)]),
        confirm("delete", "deleteConversation", "confirmDeleteConversation", None, True),
        confirm("harmless", "deleteConversation", "confirmDeleteConversation", False, None),
        menu("opens-prompt", "canvas InboxMessageView (a message's menu)", SUBJECT, rows,
             [(t("delete"), False)]),
        confirm("delete", "deleteMessage", "confirmDeleteMessage", None, True),
        confirm("harmless", "deleteMessage", "confirmDeleteMessage", False, None),
        entry("harmless", "canvas InboxMessageView (Reply)", thread, [(t("reply"), False)]),
    ]  # fmt: skip


def compose(t: Any, title: str, subject: str, body: str) -> dict[str, Any]:
    """``InboxComposeScreen`` with a draft: its title by the mode, the course, the
    recipient, the switch, the subject and the message."""
    return page(title, [
        {"icon": t("close")}, {"icon": t("a11y_sendMessage")},
        {"text": t("course")}, {"text": COURSE}, {"text": t("recipientsTo")},
        {"text": TEACHER}, {"switch": t("sendIndividualMessage")},
        {"field": t("subject"), "text": subject}, {"field": t("message"), "text": body},
        {"icon": t("a11y_addAttachment")}])  # fmt: skip


def composer(t: Any) -> list[dict[str, Any]]:
    where = "canvas InboxComposeScreen"
    new = compose(t, t("newMessage"), SUBJECT, BODY)
    reply = compose(t, t("reply"), t("inboxReplySubjectRePrefix", SUBJECT), "Thank you!")
    forward = compose(t, t("forward"), t("inboxForwardSubjectFwPrefix", SUBJECT), "FYI")
    return [
        entry("send", f"{where} (New Message)", new, [(t("a11y_sendMessage"), True)]),
        entry("send", f"{where} (Reply)", reply, [(t("a11y_sendMessage"), True)]),
        entry("send", f"{where} (Forward)", forward, [(t("a11y_sendMessage"), True)]),
        entry("harmless", f"{where} (New Message)", new, [(t("a11y_addAttachment"), False)]),
        entry("reversible", f"{where} (New Message)", new,
              [(t("sendIndividualMessage"), False)]),
        popup("harmless", f"{where} (Exit without saving?)", t("newMessage"),
              t("exitWithoutSavingTitle"), t("exitWithoutSavingMessage"),
              [(t("cancel"), False), (t("exitUnsaved"), None)]),
    ]  # fmt: skip


def files(t: Any) -> list[dict[str, Any]]:
    where = "FileListFragment"
    options = [t("openAlternate"), t("download"), t("rename"), t("delete")]
    file = t("confirmDeleteFile", FILE)
    full = t("confirmDeleteFolder", FOLDER, 1)
    empty = t("confirmDeleteEmptyFolder", EMPTY)
    return [
        menu("opens-prompt", f"canvas {where} (a file's menu)", t("files"), options,
             [(t("delete"), False)]),
        menu("harmless", f"canvas {where} (a file's menu)", t("files"), options,
             [(t("download"), False)]),
        menu("harmless", f"canvas {where} (a file's menu)", t("files"), options,
             [(t("rename"), False)]),
        delete_cancel(t, "delete", f"{where} (delete a file)", t("files"), t("confirm"), file,
                      None, True),
        delete_cancel(t, "harmless", f"{where} (delete a file)", t("files"), t("confirm"),
                      file, False, None),
        delete_cancel(t, "delete", f"{where} (delete a folder with an item)", t("files"),
                      t("confirm"), full, None, True),
        delete_cancel(t, "delete", f"{where} (delete an empty folder)", t("files"),
                      t("confirm"), empty, None, True),
    ]  # fmt: skip


def logout(t: Any) -> list[dict[str, Any]]:
    where = "canvas NavigationActivity (logout)"
    buttons = [(t("android:cancel"), NEGATIVE), (t("android:ok"), POSITIVE)]

    def ask(category: str, cancel: bool | None, ok: bool | None) -> dict[str, Any]:
        return dialog(
            category,
            where,
            t("dashboard"),
            t("logout_warning"),
            None,
            [(buttons[0][0], buttons[0][1], cancel), (buttons[1][0], buttons[1][1], ok)],
        )

    return [ask("sign-out", None, False), ask("harmless", False, None)]
