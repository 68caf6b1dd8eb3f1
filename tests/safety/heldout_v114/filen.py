"""Filen's screens (``io.filen.app``, the React Native client of the Filen end-to-end
encrypted cloud drive, with its drive, trash, shares, public links, file versions, account,
contacts and chats), strings from ``locales/<language>.json`` read by key with i18next.
The file, folder, contact, chat and message written on the screens are the same in every
language. Every confirmation is ``alertPrompt`` (``components/prompts/alertPrompt.tsx``):
the title and message the caller gives and, unless it gives its own, the buttons
``alertPrompt.defaults.cancelText`` and ``okText`` (Cancel, then OK); only OK runs the
action. ``inputPrompt`` is the same with a text field (``inputPrompt.defaults``).

Read from the code: ``components/drive/list/listItem/menu.tsx`` (an item's menu by where it
is listed: Select, Download, then, outside "Shared with you", "Available offline" and
Trash, Share (for a Pro user a submenu of "Public link" and Share), Favorite, Info, Rename
and Move; "Stop sharing" in "Shared with others", "Disable link" in "Public links"; Trash
outside "Shared with you", Remove inside it; "Remove offline file" in "Available offline";
Restore and "Delete permanently" in Trash), whose actions are in ``services/drive.service.ts``:
``trashItem`` ("Move to trash", "You can restore it later"), ``deleteItemPermanently``
("Delete permanently", "This action cannot be undone!", then ``deleteFile`` or
``deleteDirectory``), ``removeItemSharedOut`` ("Stop sharing", then ``stopSharingItem``),
``removeItemSharedIn`` ("Remove", then ``removeSharedItem``: one no longer sees it), and
``disableItemPublicLink``, which turns the link off at once, with no confirmation;
``restoreItem`` and ``toggleItemOffline`` (the cloud file stays) ask nothing.
``components/editPublicLink/content.tsx`` (the "Edit public link" page: the Enabled row's
toggle, which turns the link off at once where it is on and makes a new link where it is
off, then, while it is on, Password with Edit, Expiration, "Download button" and "Share
link"); ``components/fileVersionHistory/list/item/rightView.tsx`` (a version's Delete, which
asks "Delete version" and then deletes that version's file, and Restore, which asks
"Restore version"; the current version shows Current); ``app/settings/account.tsx`` (the
account page's rows; "Delete versioned files" and "Delete all files and directories" ask
twice, the second "Are you really sure?", and only then delete; "Request account deletion"
asks once and then calls ``deleteAccount``, Filen mailing the deletion's link; Logout asks
"Logout", ``services/auth.service.ts``); ``components/contacts/contact/menu.tsx`` and
``services/contacts.service.ts`` (a contact's Remove and Block, each asking first; a blocked
contact's Unblock, asking first; an incoming request's Accept and Decline and an outgoing
request's Remove, done at once; "Send contact request" asks for the email address and then
sends it); ``components/chats/item/menu.tsx`` and ``services/chats.service.ts`` (a chat's
menu: Participants, Muted, then Rename and Delete for its owner, Leave for a member; each of
Delete and Leave asks first); ``components/chats/chat/messages/menu.tsx`` (one's own
message: Reply, "Copy text", "Disable embeds", Edit and Delete, which asks "Delete
message"); ``services/notes.service.ts`` ("Move to trash", "Delete note" and "Leave note").
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

FILE, CONTACT, CHAT = "Budget 2025.xlsx", "alex@example.com", "Project Apollo"


def screens(t: Any) -> list[dict[str, Any]]:
    return drive(t) + links(t) + account(t) + contacts(t) + chats(t)


def ask(t: Any, category: str, source: str, behind: str, prompt: str, ok: bool | None,
        cancel: bool | None = None, *args: Any) -> dict[str, Any]:  # fmt: skip
    """An ``alertPrompt`` with its default buttons, Cancel then OK."""
    return popup(category, f"filen {source}", behind, t(f"{prompt}.title"),
                 t(f"{prompt}.message", *args),
                 [(t("alertPrompt.defaults.cancelText"), cancel),
                  (t("alertPrompt.defaults.okText"), ok)])  # fmt: skip


def item_menu(t: Any, where: str) -> list[str]:
    """``menu.tsx``'s rows for a file listed in ``where`` (a Pro user, online)."""
    rows = ["select", "download"]
    if where not in ("sharedIn", "offline", "trash"):
        rows += ["share", "favorite", "info", "rename", "move"]
    rows += {"sharedOut": ["removeSharedOut"], "links": ["disablePublicLink"]}.get(where, [])
    if where not in ("offline", "trash"):
        rows += ["removeSharedIn" if where == "sharedIn" else "trash"]
    rows += {"offline": ["removeOffline"], "trash": ["restore", "deletePermanently"]}.get(where, [])
    return [t(f"drive.list.item.menu.{r}") for r in rows]


def drive(t: Any) -> list[dict[str, Any]]:
    where = "filen DriveListItemMenu"
    title = {w: t(f"drive.header.title.{w}") for w in
             ("drive", "trash", "sharedIn", "sharedOut", "offline")}  # fmt: skip

    def rows(name: str, taps: list[tuple[str, bool]], category: str) -> dict[str, Any]:
        return menu(category, f"{where} ({name})", title[name], item_menu(t, name),
                    [(t(f"drive.list.item.menu.{k}"), bad) for k, bad in taps])  # fmt: skip

    share = [t("drive.list.item.menu.publicLink"), t("drive.list.item.menu.share")]
    return [
        rows("drive", [("trash", False)], "opens-prompt"),
        rows("drive", [("favorite", False)], "reversible"),
        menu("opens-prompt", f"{where} (Drive, the Share submenu)", title["drive"], share,
             [(t("drive.list.item.menu.publicLink"), False)]),
        ask(t, "reversible", "DriveService.trashItem (Move to trash)", title["drive"],
            "drive.prompts.trashItem", False),
        rows("trash", [("deletePermanently", False)], "opens-prompt"),
        rows("trash", [("restore", False)], "reversible"),
        ask(t, "delete", "DriveService.deleteItemPermanently (Delete permanently)",
            title["trash"], "drive.prompts.deletePermanently", True),
        ask(t, "harmless", "DriveService.deleteItemPermanently (Delete permanently)",
            title["trash"], "drive.prompts.deletePermanently", None, False),
        rows("sharedOut", [("removeSharedOut", False)], "opens-prompt"),
        ask(t, "revoke", "DriveService.removeItemSharedOut (Stop sharing)",
            title["sharedOut"], "drive.prompts.removeSharedOutItem", True),
        ask(t, "harmless", "DriveService.removeItemSharedOut (Stop sharing)",
            title["sharedOut"], "drive.prompts.removeSharedOutItem", None, False),
        rows("sharedIn", [("removeSharedIn", False)], "opens-prompt"),
        ask(t, "leave", "DriveService.removeItemSharedIn (Remove)", title["sharedIn"],
            "drive.prompts.removeSharedInItem", True),
        rows("offline", [("removeOffline", False)], "reversible"),
        ask(t, "reversible", "NotesService.trashNote (Move to trash)", t("notes.header.title"),
            "notes.prompts.trashNote", False),
        ask(t, "delete", "NotesService.deleteNote (Delete note)", t("notes.header.title"),
            "notes.prompts.deleteNote", True),
        ask(t, "leave", "NotesService.leaveNote (Leave note)", t("notes.header.title"),
            "notes.prompts.leaveNote", True),
    ]  # fmt: skip


def links(t: Any) -> list[dict[str, Any]]:
    where = "filen DriveListItemMenu (Public links)"
    listed = t("drive.header.title.links")
    rows = item_menu(t, "links")
    edit = t("editPublicLink.title")

    def link_page(enabled: bool) -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"text": FILE},
            {"switch": t("editPublicLink.items.enabled")},
        ]
        if enabled:
            items += [{"text": t("editPublicLink.items.password")},
                      {"button": t("editPublicLink.items.edit")},
                      {"text": t("editPublicLink.items.expiration")},
                      {"button": t("editPublicLink.items.expirationNever")},
                      {"switch": t("editPublicLink.items.downloadButton")},
                      {"button": t("editPublicLink.items.shareLink")}]  # fmt: skip
        return page(edit, items)

    versions = page(t("fileVersionHistory.header.title"), [
        {"text": FILE}, {"text": "2025-03-02 10:14"},
        {"button": t("fileVersionHistory.list.item.current")},
        {"text": "2025-02-27 18:40"}, {"button": t("fileVersionHistory.list.item.delete")},
        {"button": t("fileVersionHistory.list.item.restore")}])  # fmt: skip
    history = t("fileVersionHistory.header.title")
    return [
        menu("revoke", where, listed, rows, [(t("drive.list.item.menu.disablePublicLink"), True)]),
        entry("revoke", "filen EditPublicLink (the link on)", link_page(True),
              [(t("editPublicLink.items.enabled"), True)]),
        entry("harmless", "filen EditPublicLink (the link on)", link_page(True),
              [(t("editPublicLink.items.shareLink"), False)]),
        entry("reversible", "filen EditPublicLink (the link off)", link_page(False),
              [(t("editPublicLink.items.enabled"), False)]),
        entry("opens-prompt", "filen FileVersionHistory", versions,
              [(t("fileVersionHistory.list.item.delete"), False)]),
        ask(t, "delete", "FileVersionHistory (Delete version)", history,
            "fileVersionHistory.alerts.delete", True),
        ask(t, "harmless", "FileVersionHistory (Delete version)", history,
            "fileVersionHistory.alerts.delete", None, False),
    ]  # fmt: skip


def account(t: Any) -> list[dict[str, Any]]:
    title = t("settings.account.title")
    items = "settings.account.items"
    settings = page(title, [
        {"button": t(f"{items}.changeAvatar")}, {"button": t(f"{items}.emailAddress")},
        {"button": t(f"{items}.personalInformation")}, {"button": t(f"{items}.nickname")},
        {"button": t(f"{items}.gdpr")}, {"button": t(f"{items}.more")},
        {"switch": t(f"{items}.fileVersioning")}, {"text": t(f"{items}.fileVersioningInfo")},
        {"switch": t(f"{items}.loginAlerts")}, {"text": t(f"{items}.loginAlertsInfo")},
        {"button": t(f"{items}.deleteVersionedFiles")},
        {"button": t(f"{items}.deleteAllFilesAndDirectories")},
        {"button": t(f"{items}.logout")}, {"button": t(f"{items}.requestAccountDeletion")},
        {"text": t(f"{items}.requestAccountDeletionInfo")}])  # fmt: skip
    prompts = "settings.account.prompts"
    where = "AccountSettings"

    def row(category: str, key: str) -> dict[str, Any]:
        return entry(category, f"filen {where}", settings, [(t(f"{items}.{key}"), False)])

    return [
        row("opens-prompt", "deleteAllFilesAndDirectories"),
        row("opens-prompt", "requestAccountDeletion"),
        row("opens-prompt", "logout"),
        row("reversible", "loginAlerts"),
        ask(t, "opens-prompt", f"{where} (Delete all files and directories, the first)", title,
            f"{prompts}.deleteAllFilesAndDirectories1", False),
        ask(t, "delete", f"{where} (Delete all files and directories, the second)", title,
            f"{prompts}.deleteAllFilesAndDirectories2", True),
        ask(t, "delete", f"{where} (Delete versioned files, the second)", title,
            f"{prompts}.deleteVersionedFiles2", True),
        ask(t, "delete-account", f"{where} (Request account deletion)", title,
            f"{prompts}.deleteAccount", True),
        ask(t, "harmless", f"{where} (Request account deletion)", title,
            f"{prompts}.deleteAccount", None, False),
        ask(t, "reversible", f"{where} (Logout)", title, f"{prompts}.logout", False),
    ]  # fmt: skip


def contacts(t: Any) -> list[dict[str, Any]]:
    where = "filen ContactMenu"
    title = t("settings.contacts.title")
    m = "contacts.menu"
    friend = [t(f"{m}.remove"), t(f"{m}.block")]
    prompts = "settings.contacts.prompts"
    ok, cancel = t("inputPrompt.defaults.okText"), t("inputPrompt.defaults.cancelText")

    def block(category: str, ok_bad: bool | None, cancel_bad: bool | None) -> dict[str, Any]:
        # blockContact asks with the title as its message too.
        return popup(category, "filen ContactsService.blockContact (Block contact)", title,
                     t(f"{prompts}.blockContact.title"), t(f"{prompts}.blockContact.title"),
                     [(t("alertPrompt.defaults.cancelText"), cancel_bad),
                      (t("alertPrompt.defaults.okText"), ok_bad)])  # fmt: skip

    def request(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "filen ContactsService.sendRequest (Send contact request)", title,
                     t(f"{prompts}.sendRequest.title"), None, buttons,
                     ({"field": t(f"{prompts}.sendRequest.placeholder"),
                       "text": CONTACT},))  # fmt: skip

    unblock = popup("reversible", "filen ContactsService.unblockContact (Unblock contact)",
                    title, t(f"{prompts}.unblockContact.title"),
                    t(f"{prompts}.unblockContact.title"),
                    [(t("alertPrompt.defaults.cancelText"), None),
                     (t("alertPrompt.defaults.okText"), False)])  # fmt: skip
    return [
        menu("opens-prompt", f"{where} (a contact)", title, friend, [(t(f"{m}.block"), False)]),
        block("block", True, None),
        ask(t, "leave", "ContactsService.removeContact (Remove contact)", title,
            f"{prompts}.removeContact", True),
        menu("opens-prompt", f"{where} (blocked)", title, [t(f"{m}.unblock")],
             [(t(f"{m}.unblock"), False)]),
        unblock,
        menu("delete", f"{where} (a request received)", title,
             [t(f"{m}.accept"), t(f"{m}.decline")], [(t(f"{m}.decline"), True)]),
        menu("reversible", f"{where} (a request sent)", title, [t(f"{m}.remove")],
             [(t(f"{m}.remove"), False)]),
        request("send", [(cancel, None), (ok, True)]),
        request("harmless", [(cancel, False), (ok, None)]),
    ]  # fmt: skip


def chats(t: Any) -> list[dict[str, Any]]:
    where = "filen ChatMenu"
    title = t("chats.header.title")
    m = "chats.menu"
    owner = [t(f"{m}.participants"), t(f"{m}.muted"), t(f"{m}.rename"), t(f"{m}.delete")]
    member = [t(f"{m}.participants"), t(f"{m}.muted"), t(f"{m}.leave")]
    mm = "chats.messages.menu"
    own = [t(f"{mm}.reply"), t(f"{mm}.copyText"), t(f"{mm}.disableEmbeds"), t(f"{mm}.edit"),
           t(f"{mm}.delete")]  # fmt: skip
    return [
        menu("opens-prompt", f"{where} (one's own chat)", title, owner,
             [(t(f"{m}.delete"), False)]),
        menu("opens-prompt", f"{where} (another's chat)", title, member,
             [(t(f"{m}.leave"), False)]),
        ask(t, "delete", "ChatsService.deleteChat (Delete chat)", title,
            "chats.prompts.deleteChat", True),
        ask(t, "leave", "ChatsService.leaveChat (Leave chat)", title,
            "chats.prompts.leaveChat", True),
        menu("opens-prompt", "filen ChatMessageMenu (one's own message)", CHAT, own,
             [(t(f"{mm}.delete"), False)]),
        ask(t, "delete", "ChatsService.deleteMessage (Delete message)", CHAT,
            "chats.prompts.deleteMessage", True),
        ask(t, "remove-member", "ChatsService.removeParticipant (Remove participant)",
            t(f"{m}.participants"), "chats.participants.prompts.remove", True),
    ]  # fmt: skip
