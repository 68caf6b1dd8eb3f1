"""SnappyMail's screens for the hundred-and-seventy-sixth held-out corpus: ``screens(t, lang)``
lays them out in one language, ``t(key, **values)`` being that language's lookup of a key of
the app's ``user.json`` catalogue (``SECTION/KEY``). Every control of this single-page app
sends its JSON action by ``fetch`` (rl.fetch in dev/boot.js): a ``POST`` to
``/?/Json/&q[]=/0/`` whose JSON body holds the action's parameters and then ``Action``; a read
with its parameters in the path is a ``GET`` without body. What each action sends, and why it
is labelled so, is in build.py's docstring."""

from __future__ import annotations

import base64
import copy
import json
from typing import Any

JSON_URL = "/?/Json/&q[]=/0/"  # serverRequest('Json'), Common/Links.js
RAW_URL = "/?/Raw/&q[]=/0/"  # serverRequestRaw(type, hash)
ACCOUNT_HASH = "a3f9c1e07b5d"  # made up; SettingsGet('accountHash')
UID, DRAFT_UID, TRASH_UID, SPAM_UID = 4721, 88, 903, 512
ME, FRIEND = "alice@example.org", "bob@example.net"
SUBJECT, REPLY_SUBJECT = "Quarterly report draft", "Re: Team offsite dates"
FOLDER, NEW_FOLDER, RENAMED = "Receipts", "Travel", "Invoices"
SCRIPT = "vacation"
IDENTITY_ID, IDENTITY = "b1c2d3e4", "work@example.org"
ACCOUNT = "alice.private@example.com"
CONTACT_ID = "17"
THEME = "NightShine"
Act = tuple[str, bool, list[Any]]


def js(data: dict[str, Any]) -> str:
    """JSON.stringify's text of a body."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def action(name: str, params: dict[str, Any] | None = None) -> dict[str, str]:
    """Remote.request / Remote.post: a JSON POST, ``Action`` set last (fetchJSON)."""
    return {"request": f"POST {JSON_URL}", "body": js({**(params or {}), "Action": name})}


def read(path: str) -> str:
    """A fetch without body (a GET): its parameters in the path."""
    return f"GET {path}"


def link(path: str) -> dict[str, str]:
    """An ``<a href target=_blank>`` or download link: a page load."""
    return {"request": f"GET {path}", "via": "link"}


def b64json(data: Any) -> str:
    """b64EncodeJSONSafe (Common/Utils.js)."""
    raw = base64.b64encode(json.dumps(data, separators=(",", ":")).encode()).decode()
    return raw.replace("+", "-").replace("/", "_").rstrip("=")


def setting(name: str, value: Any) -> dict[str, str]:
    """Remote.saveSetting: SettingsUpdate with the one setting."""
    return action("SettingsUpdate", {name: value})


def move(src: str, dst: str, uid: int, mark: int = 0, learning: str = "") -> dict[str, str]:
    """MessagelistUserStore.moveMessages to a folder: MessageMove."""
    return action("MessageMove", {"fromFolder": src, "toFolder": dst, "uids": str(uid),
                                  "markAsRead": mark, "learning": learning})  # fmt: skip


def delete(folder: str, uid: int) -> dict[str, str]:
    """moveMessages without a target folder: MessageDelete (no Trash)."""
    return action("MessageDelete", {"folder": folder, "uids": str(uid)})


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"snappymail {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def ask(t: Any, title: str, message: str) -> dict[str, Any]:
    """AskPopupView: its message, Yes and No (GLOBAL/YES, GLOBAL/NO)."""
    return {"title": title, "dialog": {"message": message},
            "items": [{"button": t("GLOBAL/YES")}, {"button": t("GLOBAL/NO")}]}  # fmt: skip


def compose_params(t: Any, *, to: str, subject: str, html: str, plain: str, uid: int = 0,
                   folder: str = "", draft: bool = False, info: Any = None,
                   reply_to: str = "", refs: str = "") -> dict[str, Any]:  # fmt: skip
    """getMessageRequestParams (View/Popup/Compose.js), the HTML editor, no attachment."""
    return {"identityID": "", "messageFolder": folder, "messageUid": uid,
            "saveFolder": "Drafts" if draft else "Sent", "from": "", "to": to, "cc": "",
            "bcc": "", "replyTo": "", "subject": subject, "draftInfo": info,
            "inReplyTo": reply_to, "references": refs, "markAsImportant": 0,
            "attachments": {}, "dsn": 0, "requireTLS": 0, "readReceiptRequest": 0,
            "autocrypt": [], "linkedData": [], "html": html, "plain": plain}  # fmt: skip


def mailbox_screens(t: Any) -> list[dict[str, Any]]:
    """The message list (Inbox, Trash, Spam), its More menu, the delete confirmations and the
    Clear Folder popup."""
    inbox_t, trash_t = t("FOLDER_LIST/INBOX_NAME"), t("FOLDER_LIST/TRASH_NAME")
    spam_t = t("GLOBAL/SPAM")
    sure = t("POPUPS_ASK/DESC_WANT_DELETE_MESSAGES")
    toolbar = [{"icon": t("FOLDER_LIST/BUTTON_NEW_MESSAGE")}, {"icon": t("GLOBAL/MOVE_TO")},
               {"icon": t("GLOBAL/TO_ARCHIVE")}, {"icon": t("GLOBAL/TO_SPAM")},
               {"icon": t("GLOBAL/DELETE")}, {"icon": t("GLOBAL/MORE")},
               {"field": "search", "hint": t("GLOBAL/SEARCH"), "text": ""},
               {"text": FRIEND}, {"text": SUBJECT}]  # fmt: skip
    inbox = {"title": inbox_t, "items": toolbar}
    menu_keys = ["MESSAGE_LIST/MENU_UNSET_SEEN", "MESSAGE_LIST/MENU_SET_SEEN",
                 "MESSAGE_LIST/MENU_SET_FLAG", "MESSAGE_LIST/MENU_UNSET_FLAG",
                 "MESSAGE_LIST/MENU_SET_ALL_SEEN", "MESSAGE_LIST/BUTTON_MULTY_FORWARD",
                 "MESSAGE/LINK_DOWNLOAD_AS_ZIP", "GLOBAL/COPY_TO", "GLOBAL/DELETE",
                 "MESSAGE_LIST/BUTTON_DELETE_WITHOUT_MOVE",
                 "MESSAGE_LIST/BUTTON_EMPTY_FOLDER"]  # fmt: skip
    menu = {"title": inbox_t, "dialog": {},
            "items": [{"text": SUBJECT}, *({"menu": t(k)} for k in menu_keys)]}  # fmt: skip
    seen = {"folder": "INBOX", "uids": str(UID)}
    trash = {"title": trash_t, "items": [
        {"icon": t("GLOBAL/MOVE_TO")}, {"icon": t("GLOBAL/DELETE")},
        {"icon": t("GLOBAL/MORE")}, {"text": "Your invoice #2291"},
        {"link": t("MESSAGE_LIST/BUTTON_EMPTY_FOLDER")}]}  # fmt: skip
    spam = {"title": spam_t, "items": [
        {"icon": t("GLOBAL/MOVE_TO")}, {"icon": t("GLOBAL/NOT_SPAM")},
        {"icon": t("GLOBAL/DELETE")}, {"text": "You have won a prize"},
        {"link": t("MESSAGE_LIST/BUTTON_EMPTY_FOLDER")}]}  # fmt: skip

    def clear(folder: str) -> dict[str, Any]:
        return {"title": t("POPUPS_CLEAR_FOLDER/TITLE_CLEAR_FOLDER"), "dialog": {
            "title": t("POPUPS_CLEAR_FOLDER/TITLE_CLEAR_FOLDER"),
            "message": t("POPUPS_CLEAR_FOLDER/DANGER_DESC_HTML_1", FOLDER=folder)}, "items": [
            {"text": t("POPUPS_CLEAR_FOLDER/DANGER_DESC_HTML_2")},
            {"icon": "×"}, {"button": t("GLOBAL/CLEAR")}]}  # fmt: skip

    return [
        _entry("reversible", "message list (Inbox, one checked)", inbox, [
            (t("GLOBAL/TO_ARCHIVE"), False, [move("INBOX", "Archive", UID)]),
            (t("GLOBAL/TO_SPAM"), False, [move("INBOX", "Spam", UID, 1, "SPAM")]),
            (t("GLOBAL/DELETE"), False, [move("INBOX", "Trash", UID, 1)])]),
        _entry("reversible", "message list More menu", menu, [
            (t(menu_keys[0]), False, [action("MessageSetSeen", {**seen, "setAction": 0})]),
            (t(menu_keys[4]), False, [action("MessageSetSeenToAll", {
                "folder": "INBOX", "setAction": 1, "threadUids": ""})]),
            (t(menu_keys[9]), False, [])]),
        _entry("delete", "delete permanently confirm (Inbox)", ask(t, inbox_t, sure), [
            (t("GLOBAL/YES"), True, [delete("INBOX", UID)]), (t("GLOBAL/NO"), False, [])]),
        _entry("opens-prompt", "message list (Trash, one checked)", trash, [
            (t("GLOBAL/DELETE"), False, []),
            (t("MESSAGE_LIST/BUTTON_EMPTY_FOLDER"), False, [])]),
        _entry("delete", "delete from Trash confirm", ask(t, trash_t, sure), [
            (t("GLOBAL/YES"), True, [delete("Trash", TRASH_UID)]), (t("GLOBAL/NO"), False, [])]),
        _entry("reversible", "message list (Spam, one checked)", spam, [
            (t("GLOBAL/NOT_SPAM"), False, [move("Spam", "INBOX", SPAM_UID, 0, "HAM")]),
            (t("GLOBAL/DELETE"), False, [])]),
        _entry("delete", "delete from Spam confirm", ask(t, spam_t, sure), [
            (t("GLOBAL/YES"), True, [delete("Spam", SPAM_UID)])]),
        _entry("delete", "clear folder popup (Trash)", clear(trash_t), [
            (t("GLOBAL/CLEAR"), True, [action("FolderClear", {"folder": "Trash"})])]),
        _entry("delete", "clear folder popup (Inbox)", clear(inbox_t), [
            (t("GLOBAL/CLEAR"), True, [action("FolderClear", {"folder": "INBOX"})])]),
    ]  # fmt: skip


def message_screens(t: Any) -> list[dict[str, Any]]:
    """The open message: its toolbar, its ☰ menu and the Delete permanently confirmation; a
    draft's Edit."""
    inbox_t = t("FOLDER_LIST/INBOX_NAME")
    view = {"title": inbox_t, "items": [
        {"icon": t("GLOBAL/CLOSE")}, {"icon": t("GLOBAL/TO_ARCHIVE")},
        {"icon": t("GLOBAL/TO_SPAM")}, {"icon": t("GLOBAL/DELETE")},
        {"icon": t("MESSAGE/BUTTON_REPLY")}, {"button": "☰"}, {"icon": "☆"},
        {"text": "Team offsite dates"}, {"text": FRIEND}]}  # fmt: skip
    keys = ["MESSAGE/BUTTON_REPLY", "MESSAGE/BUTTON_REPLY_ALL", "MESSAGE/BUTTON_FORWARD",
            "MESSAGE/BUTTON_FORWARD_AS_ATTACHMENT", "MESSAGE/BUTTON_EDIT_AS_NEW",
            "MESSAGE_LIST/MENU_UNSET_SEEN", "GLOBAL/MOVE_TO", "GLOBAL/COPY_TO",
            "MESSAGE_LIST/BUTTON_DELETE_WITHOUT_MOVE", "MESSAGE/MENU_PRINT",
            "MESSAGE/BUTTON_IN_NEW_WINDOW", "MESSAGE/MENU_VIEW_ORIGINAL",
            "MESSAGE/MENU_DOWNLOAD_ORIGINAL"]  # fmt: skip
    menu = {"title": inbox_t, "dialog": {}, "items": [{"menu": t(k)} for k in keys]}
    request_hash = b64json(["INBOX", 4730, ACCOUNT_HASH])
    drafts_t = t("FOLDER_LIST/DRAFTS_NAME")
    draft = {"title": drafts_t, "items": [
        {"icon": t("GLOBAL/CLOSE")}, {"icon": t("MESSAGE/BUTTON_EDIT")},
        {"icon": t("GLOBAL/DELETE")}, {"text": SUBJECT}]}  # fmt: skip
    return [
        _entry("reversible", "message view", view, [
            (t("GLOBAL/TO_ARCHIVE"), False, [move("INBOX", "Archive", 4730)]),
            (t("GLOBAL/DELETE"), False, [move("INBOX", "Trash", 4730, 1)]),
            ("☆", False, [action("MessageSetFlagged", {
                "folder": "INBOX", "uids": "4730", "setAction": 1})])]),
        _entry("reversible", "message view menu", menu, [
            (t(keys[5]), False, [action("MessageSetSeen", {
                "folder": "INBOX", "uids": "4730", "setAction": 0})]),
            (t(keys[8]), False, []),
            (t(keys[12]), False, [link(f"{RAW_URL}Download/&q[]=/{request_hash}")])]),
        _entry("delete", "message view delete permanently confirm",
               ask(t, inbox_t, t("POPUPS_ASK/DESC_WANT_DELETE_MESSAGES")), [
            (t("GLOBAL/YES"), True, [delete("INBOX", 4730)])]),
        _entry("reversible", "draft view", draft, [
            (t("MESSAGE/BUTTON_EDIT"), False, [])]),
    ]  # fmt: skip


def compose_screens(t: Any) -> list[dict[str, Any]]:
    """The compose popup: a new message, a reopened draft, a reply and a forward, and the
    confirmations of deleting the draft and of closing."""
    html, plain = (
        "<div>Hi Bob, the figures are attached below.</div>",
        ("Hi Bob, the figures are attached below."),
    )
    new = compose_params(t, to=FRIEND, subject=SUBJECT, html=html, plain=plain)
    saved = compose_params(t, to=FRIEND, subject=SUBJECT, html=html, plain=plain,
                           uid=DRAFT_UID, folder="Drafts")  # fmt: skip
    mid = "<CAF7k2m9@mail.example.net>"
    r_html, r_plain = "<div>Friday works for me.</div>", "Friday works for me."
    reply = compose_params(t, to=FRIEND, subject=REPLY_SUBJECT, html=r_html, plain=r_plain,
                           info=["reply", 4730, "INBOX"], reply_to=mid, refs=mid)  # fmt: skip
    f_html, f_plain = "<div>See below.</div>", "See below."
    fwd = compose_params(t, to="carol@example.com", subject="Fwd: Team offsite dates",
                         html=f_html, plain=f_plain, info=["forward", 4730, "INBOX"],
                         reply_to=mid, refs=mid)  # fmt: skip

    def draft_of(params: dict[str, Any]) -> dict[str, Any]:
        return {**params, "saveFolder": "Drafts"}

    def screen(to: str, subject: str, delete_icon: bool) -> dict[str, Any]:
        items = [{"button": t("COMPOSE/BUTTON_SEND")}, {"button": t("GLOBAL/SAVE")}]
        if delete_icon:
            items.append({"icon": "🗑"})
        items += [
            {"icon": t("COMPOSE/BUTTON_MINIMIZE")},
            {"icon": t("GLOBAL/CANCEL")},
            {"field": "to", "hint": t("GLOBAL/TO"), "text": to},
            {"field": "subject", "hint": t("GLOBAL/SUBJECT"), "text": subject},
            {"switch": t("COMPOSE/BUTTON_REQUEST_READ_RECEIPT"), "checked": False},
        ]
        return {"title": t("FOLDER_LIST/BUTTON_NEW_MESSAGE"), "items": items}

    send, save = t("COMPOSE/BUTTON_SEND"), t("GLOBAL/SAVE")
    minimize = t("COMPOSE/BUTTON_MINIMIZE")
    title = t("FOLDER_LIST/BUTTON_NEW_MESSAGE")
    return [
        _entry("send", "compose new message", screen(FRIEND, SUBJECT, False), [
            (send, True, [action("SendMessage", new)]),
            (save, False, [action("SaveMessage", draft_of(new))]),
            (minimize, False, [action("SaveMessage", draft_of(new))])]),
        _entry("send", "compose saved draft", screen(FRIEND, SUBJECT, True), [
            (send, True, [action("SendMessage", saved)]),
            ("🗑", False, [])]),
        _entry("delete", "compose delete draft confirm",
               ask(t, title, t("POPUPS_ASK/DESC_WANT_DELETE_MESSAGES")), [
            (t("GLOBAL/YES"), True, [delete("Drafts", DRAFT_UID)]),
            (t("GLOBAL/NO"), False, [])]),
        _entry("send", "compose reply", screen(FRIEND, REPLY_SUBJECT, False), [
            (send, True, [action("SendMessage", reply)])]),
        _entry("send", "compose forward", screen("carol@example.com", "Fwd: Team offsite dates",
                                                 False), [
            (send, True, [action("SendMessage", fwd)])]),
        _entry("reversible", "compose close confirm",
               ask(t, title, t("POPUPS_ASK/DESC_WANT_CLOSE_THIS_WINDOW")), [
            (t("GLOBAL/YES"), False, [])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The account menu, the contacts popup and its Save changes question."""
    menu = {"title": t("TITLES/MAILBOX"), "dialog": {}, "items": [
        {"text": ME}, {"link": ACCOUNT}, {"menu": t("TOP_TOOLBAR/BUTTON_ADD_ACCOUNT")},
        {"menu": t("GLOBAL/CONTACTS")}, {"menu": t("TITLES/SETTINGS")},
        {"menu": t("GLOBAL/HELP")}, {"menu": t("GLOBAL/LOGOUT")}]}  # fmt: skip
    contacts_t = t("GLOBAL/CONTACTS")
    contacts = {"title": contacts_t, "items": [
        {"button": t("CONTACTS/BUTTON_ADD_CONTACT")}, {"icon": "✉"}, {"icon": "🗑"},
        {"menu": t("CONTACTS/BUTTON_EXPORT_CSV")}, {"menu": t("CONTACTS/BUTTON_EXPORT_VCARD")},
        {"menu": t("CONTACTS/BUTTON_SYNC")}, {"text": "Bob Miller"},
        {"field": "givenName", "hint": t("CONTACTS/FIRST_NAME"), "text": "Bob"},
        {"button": t("GLOBAL/SAVE")}, {"icon": "×"}]}  # fmt: skip
    jcard = js({"uid": CONTACT_ID, "jCard": js(["vcard", [["version", {}, "text", "4.0"],
                ["fn", {}, "text", "Bob Miller"], ["n", {}, "text", ["Miller", "Bob", "", "", ""]],
                ["email", {}, "text", FRIEND]]])})  # fmt: skip
    contact_save = {"request": f"POST {JSON_URL}",
                    "body": jcard[:-1] + ',"Action":"ContactSave"}'}  # fmt: skip
    return [
        _entry("reversible", "account menu", menu, [
            (t("GLOBAL/LOGOUT"), False, [action("Logout")]),
            (t("GLOBAL/CONTACTS"), False, [action("Contacts", {
                "Offset": 0, "Limit": 50, "Search": ""})])]),
        _entry("delete", "contacts popup", contacts, [
            ("🗑", True, [action("ContactsDelete", {"uids": CONTACT_ID})]),
            (t("GLOBAL/SAVE"), False, [contact_save]),
            (t("CONTACTS/BUTTON_SYNC"), False, [read(f"{JSON_URL}ContactsSync")])]),
        _entry("reversible", "contacts save changes question",
               ask(t, contacts_t, t("GLOBAL/SAVE_CHANGES")), [
            (t("GLOBAL/YES"), False, [contact_save])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """Settings: the menu, General, Folders (with a folder's delete confirmation, the create
    and edit popups), Accounts (an account's and an identity's delete confirmation, the
    identity popup), Filters (a script's delete confirmation and the script popup), Themes,
    Contacts."""
    settings_t = t("TITLES/SETTINGS")
    labels = ["GENERAL", "CONTACTS", "FOLDERS", "ACCOUNTS", "FILTERS", "SECURITY", "THEMES"]
    menu = {"title": settings_t, "items": [
        {"link": t(f"SETTINGS_LABELS/{k}")} for k in labels] + [
        {"link": t("GLOBAL/BACK")}]}  # fmt: skip
    general_keys = [
        "SETTINGS_GENERAL/HIDE_DELETED_MESSAGES",
        "SETTINGS_GENERAL/USE_CHECKBOXES_IN_LIST",
        "SETTINGS_GENERAL/SHOW_NEXT_MESSAGE",
        "COMPOSE/ALLOW_DRAFT_AUTOSAVE",
    ]
    general = {"title": settings_t, "items": [
        {"text": t("SETTINGS_LABELS/GENERAL")},
        {"switch": t(general_keys[0]), "checked": False},
        {"switch": t(general_keys[1]), "checked": True},
        {"switch": t(general_keys[2]), "checked": False},
        {"switch": t(general_keys[3]), "checked": True}]}  # fmt: skip
    folders = {"title": settings_t, "items": [
        {"text": t("SETTINGS_FOLDERS/LEGEND_FOLDERS")},
        {"switch": t("SETTINGS_FOLDERS/HIDE_UNSUBSCRIBED"), "checked": False},
        {"button": t("SETTINGS_FOLDERS/BUTTON_CREATE")},
        {"button": t("SETTINGS_FOLDERS/BUTTON_SYSTEM")}, {"text": FOLDER},
        {"icon": t("SETTINGS_FOLDERS/HELP_DELETE_FOLDER")},
        {"icon": t("SETTINGS_FOLDERS/HELP_SHOW_HIDE_FOLDER")}]}  # fmt: skip
    folder_sure = {"title": settings_t, "items": [
        {"text": t("SETTINGS_FOLDERS/LEGEND_FOLDERS")}, {"text": FOLDER},
        {"button": t("GLOBAL/ARE_YOU_SURE")}]}  # fmt: skip
    create = {"title": settings_t, "dialog": {
        "title": t("POPUPS_CREATE_FOLDER/TITLE_CREATE_FOLDER")}, "items": [
        {"text": t("POPUPS_CREATE_FOLDER/LABEL_PARENT")},
        {"field": "folder", "hint": t("GLOBAL/NAME"), "text": NEW_FOLDER},
        {"switch": t("SETTINGS_FOLDERS/BUTTON_SUBSCRIBE"), "checked": True},
        {"button": t("POPUPS_CREATE_FOLDER/BUTTON_CREATE")}, {"icon": "×"}]}  # fmt: skip
    edit = {"title": settings_t, "dialog": {}, "items": [
        {"text": t("POPUPS_CREATE_FOLDER/LABEL_PARENT")},
        {"field": "folder", "hint": t("GLOBAL/NAME"), "text": RENAMED},
        {"button": t("GLOBAL/SAVE")}, {"icon": "×"}]}  # fmt: skip
    accounts = {"title": settings_t, "items": [
        {"text": t("SETTINGS_ACCOUNTS/LEGEND_ACCOUNTS")},
        {"button": t("SETTINGS_ACCOUNTS/BUTTON_ADD_ACCOUNT")}, {"text": ACCOUNT},
        {"icon": "🗑"}]}  # fmt: skip
    identities = {"title": settings_t, "items": [
        {"text": t("SETTINGS_ACCOUNTS/LEGEND_IDENTITIES")},
        {"button": t("SETTINGS_ACCOUNTS/BUTTON_ADD_IDENTITY")}, {"text": ME},
        {"text": t("GLOBAL/DEFAULT")}, {"text": IDENTITY}, {"icon": "🗑"}]}  # fmt: skip
    account_sure = {"title": settings_t, "items": [
        {"text": t("SETTINGS_ACCOUNTS/LEGEND_ACCOUNTS")}, {"text": ACCOUNT},
        {"button": t("GLOBAL/ARE_YOU_SURE")}]}  # fmt: skip
    identity_sure = {"title": settings_t, "items": [
        {"text": t("SETTINGS_ACCOUNTS/LEGEND_IDENTITIES")}, {"text": IDENTITY},
        {"button": t("GLOBAL/ARE_YOU_SURE")}]}  # fmt: skip
    identity = {"title": settings_t, "dialog": {
        "title": t("POPUPS_IDENTITY/TITLE_ADD_IDENTITY")}, "items": [
        {"field": "Name", "hint": t("GLOBAL/NAME"), "text": "Alice Work"},
        {"field": "Email", "hint": t("GLOBAL/EMAIL"), "text": IDENTITY},
        {"button": t("POPUPS_IDENTITY/BUTTON_ADD_IDENTITY")}, {"icon": "×"}]}  # fmt: skip
    identity_body = {"identitytabs": "on", "Name": "Alice Work", "Email": IDENTITY,
                     "Label": "", "PgpEncrypt": "Ask", "ReplyTo": "", "Bcc": "",
                     "sentFolder": "", "Id": "", "Signature": ""}  # fmt: skip
    filters = {"title": settings_t, "items": [
        {"text": t("SETTINGS_LABELS/FILTERS")}, {"icon": "⦿", "desc": t("GLOBAL/INACTIVE")},
        {"text": SCRIPT}, {"icon": "○"}, {"icon": "🗑"},
        {"button": t("SETTINGS_FILTERS/BUTTON_ADD_SCRIPT")}]}  # fmt: skip
    script_sure = {"title": settings_t, "items": [
        {"text": t("SETTINGS_FILTERS/ADVANCED")}, {"text": SCRIPT},
        {"button": t("GLOBAL/ARE_YOU_SURE")}]}  # fmt: skip
    body = 'require ["vacation"];\nvacation :days 7 "I am away until Monday.";\n'
    script = {"title": settings_t, "dialog": {"title": t("POPUPS_SIEVE_SCRIPT/TITLE_EDIT")},
              "items": [{"field": "name", "hint": t("GLOBAL/NAME"), "text": SCRIPT},
                        {"button": t("POPUPS_SIEVE_SCRIPT/BUTTON_ADD_FILTER")},
                        {"button": t("GLOBAL/SAVE")}, {"icon": "×"}]}  # fmt: skip
    themes = {"title": settings_t, "items": [
        {"text": t("SETTINGS_THEMES/LEGEND_THEMES")}, {"button": "Default"},
        {"button": "Night Shine"}, {"text": t("SETTINGS_THEMES/LABEL_BACKGROUND")},
        {"icon": "✖"},
        {"button": t("SETTINGS_THEMES/BUTTON_UPLOAD_BACKGROUND_IMAGE")}]}  # fmt: skip
    sync = {"title": settings_t, "items": [
        {"text": t("SETTINGS_CONTACTS/LEGEND_CONTACTS_SYNC")},
        {"field": "url", "hint": t("SETTINGS_CONTACTS/LABEL_CONTACTS_SYNC_AB_URL"),
         "text": "https://dav.example.org/addressbooks/alice/"},
        {"button": t("GLOBAL/TEST")}]}  # fmt: skip
    kolab = {"type": "/private/vendor/kolab/folder-type", "value": ""}
    return [
        _entry("reversible", "settings menu", menu, [
            (t("SETTINGS_LABELS/FOLDERS"), False, [])]),
        _entry("reversible", "general settings", general, [
            (t(general_keys[0]), False, [setting("HideDeleted", True)]),
            (t(general_keys[1]), False, [setting("UseCheckboxesInList", False)])]),
        _entry("reversible", "folders settings", folders, [
            (t("SETTINGS_FOLDERS/HELP_DELETE_FOLDER"), False, []),
            (t("SETTINGS_FOLDERS/HELP_SHOW_HIDE_FOLDER"), False, [action("FolderSubscribe", {
                "folder": FOLDER, "subscribe": 0})])]),
        _entry("delete", "folder delete confirm", folder_sure, [
            (t("GLOBAL/ARE_YOU_SURE"), True, [action("FolderDelete", {"folder": FOLDER})])]),
        _entry("reversible", "create folder popup", create, [
            (t("POPUPS_CREATE_FOLDER/BUTTON_CREATE"), False, [action("FolderCreate", {
                "parent": "", "folder": NEW_FOLDER, "subscribe": "1"})])]),
        _entry("reversible", "folder edit popup", edit, [
            (t("GLOBAL/SAVE"), False, [action("FolderRename", {
                "oldName": FOLDER, "newName": RENAMED, "subscribe": 1, "checkable": 0,
                "kolab": kolab})])]),
        _entry("opens-prompt", "accounts settings", accounts, [
            ("🗑", False, [])]),
        _entry("opens-prompt", "identities settings", identities, [
            ("🗑", False, [])]),
        _entry("delete", "account delete confirm", account_sure, [
            (t("GLOBAL/ARE_YOU_SURE"), True, [action("AccountDelete", {
                "emailToDelete": ACCOUNT})])]),
        _entry("delete", "identity delete confirm", identity_sure, [
            (t("GLOBAL/ARE_YOU_SURE"), True, [action("IdentityDelete", {
                "idToDelete": IDENTITY_ID})])]),
        _entry("reversible", "identity popup", identity, [
            (t("POPUPS_IDENTITY/BUTTON_ADD_IDENTITY"), False, [action("IdentityUpdate",
                                                                      identity_body)])]),
        _entry("reversible", "filters settings", filters, [
            ("○", False, [action("FiltersScriptActivate", {"name": SCRIPT})]),
            (t("GLOBAL/INACTIVE"), False, [action("FiltersScriptActivate", {"name": ""})])]),
        _entry("delete", "script delete confirm", script_sure, [
            (t("GLOBAL/ARE_YOU_SURE"), True, [action("FiltersScriptDelete", {"name": SCRIPT})])]),
        _entry("reversible", "sieve script popup", script, [
            (t("GLOBAL/SAVE"), False, [action("FiltersScriptSave", {
                "name": SCRIPT, "active": False, "body": body})]),
            (t("POPUPS_SIEVE_SCRIPT/BUTTON_ADD_FILTER"), False, [])]),
        _entry("reversible", "themes settings", themes, [
            ("Night Shine", False, [read(f"/?/Css/0/User/-/{THEME}/-/1718550000000/Hash/-/Json/"),
                                    action("SettingsUpdate", {"Theme": THEME})])]),
        _entry("reversible", "contacts sync settings", sync, [
            (t("GLOBAL/TEST"), False, [action("TestContactsSyncData", {
                "Url": "https://dav.example.org/addressbooks/alice/", "User": "alice",
                "Password": "harbor-lantern-58"})])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*mailbox_screens(t), *message_screens(t), *compose_screens(t),
            *account_screens(t), *settings_screens(t)]  # fmt: skip
