"""Nextcloud Mail's screens for the two-hundred-and-ninety-fifth held-out corpus:
``screens(t)`` lays them out in one language, ``t(text, **vars)`` being that language's
lookup of an English string in the app's ``l10n/<lang>.json`` catalogue and ``t.n(singular,
plural, count, **vars)`` its plural form. What each action sends, and why it is labelled so,
is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/index.php/apps/mail/api"  # generateUrl('/apps/mail/api/...') without pretty URLs
APP = "/index.php/apps/mail"
ACCOUNT, EMAIL, NAME = 3, "tom.weber@example.org", "Tom Weber"
INBOX, TRASH, ARCHIVE, FOLDER = 11, 14, 15, 21
FOLDER_NAME = "Receipts 2024"
MSG, MSG_SUBJECT, MSG_FROM = 412, "Quarterly budget review", "Anna Schulz"
SELECTED = (412, 409, 405)  # three threads selected in the inbox
TRASHED, TRASHED_SUBJECT = 388, "Your parcel is on its way"
TRASH_SELECTED = (388, 371)
NEWS, NEWS_SUBJECT, NEWS_FROM = 430, "Garden club news, August", "Garden Club Weekly"
MDN_MSG, MDN_SUBJECT = 415, "Signed contract"
DRAFT, TO_NAME, TO_EMAIL = 63, "Jonas Berg", "jonas.berg@example.org"
SUBJECT, BODY = "Agenda for Thursday", "<p>Hi Jonas,</p><p>here is the agenda for Thursday.</p>"
SEND_AT = 1787558410  # Math.floor((now + UNDO_DELAY) / 1000), made up
OUTBOX, OUTBOX_SUBJECT = 57, "Offer for the new printer"
TAG_ID, TAG_NAME, TAG_LABEL = 9, "Clients", "$clients"
ALIAS_ID, ALIAS, ALIAS_NAME = 5, "t.weber@example.org", "Tom W."
NEW_ALIAS, NEW_ALIAS_NAME = "support@example.org", "Tom (Support)"
DELEGATE, DELEGATE_NAME = "anna", "Anna Schulz"
REVOKED_NAME = "Jonas Berg"
BLOCK_ID, BLOCK_TITLE = 7, "Meeting follow-up"
NEW_BLOCK, NEW_BLOCK_TEXT = "Directions", "<p>Take the north entrance, second floor.</p>"
SENDER = "news@shop.example"
CERT_ID, CERT_NAME = 2, "Tom Weber (2026)"
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """An axios request to the app's API; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def page(url: str) -> dict[str, str]:
    """A page load: ``location.href = ...`` or an ``<a href>``."""
    return {"request": f"GET {url}", "via": "link"}


def flags(message: int, **values: bool) -> Any:
    """setEnvelopeFlags: ``PUT messages/<id>/flags`` with ``{"flags": {...}}``."""
    return api("PUT", f"/messages/{message}/flags", {"flags": values})


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"nextcloud-mail {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def popup(title: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open action menu over its page (the page's texts above its entries)."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def dialog(title: str, heading: str, message: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A modal or dialog over its page: its heading, its text, its controls."""
    return {"title": title, "dialog": {"title": heading, "message": message}, "items": items}


def mailbox_screens(t: Any) -> list[dict[str, Any]]:
    """The navigation, a message row's menu and its More actions part (in the inbox and in
    the trash), the selection bar and its menu (in the inbox and in the trash)."""
    title = f"{t('Mail')} - Nextcloud"
    nav = {"title": title, "items": [
        {"button": t("New message")}, {"link": t("Inbox")}, {"link": t("Trash")},
        {"link": FOLDER_NAME}, {"button": t("Mail settings")}]}  # fmt: skip
    row_menu = popup(title, [MSG_FROM, MSG_SUBJECT], [
        {"menu": t("Favorite")}, {"menu": t("Unread")}, {"menu": t("Important")},
        {"menu": t("Quick actions")}, {"menu": t("Mark as spam")}, {"menu": t("Edit tags")},
        {"menu": t("Snooze")}, {"menu": t("Move thread")}, {"menu": t("Archive thread")},
        {"menu": t("More actions")}])  # fmt: skip

    def more(sender: str, subject: str) -> dict[str, Any]:
        return popup(title, [sender, subject], [
            {"menu": t("More actions")}, {"menu": t("Edit as new message")},
            {"menu": t("Reply with meeting")}, {"menu": t("Download message")},
            {"menu": t("Save message to Files")}, {"menu": t("Delete thread")}])  # fmt: skip

    def bar(ids: tuple[int, ...]) -> dict[str, Any]:
        count = len(ids)
        return {"title": title, "items": [
            {"icon": t.n("Mark {number} read", "Mark {number} read", count, number=count)},
            {"icon": t.n("Favorite {number}", "Favorite {number}", count, number=count)},
            {"icon": t.n("Unselect {number}", "Unselect {number}", count, number=count)},
            {"icon": t.n("Delete {number} thread", "Delete {number} threads", count,
                         number=count)},
            {"icon": t("Actions")}]}  # fmt: skip

    def delete_n(count: int) -> str:
        return t.n("Delete {number} thread", "Delete {number} threads", count, number=count)

    three, two = len(SELECTED), len(TRASH_SELECTED)
    return [
        _entry("opens-prompt", "navigation", nav, [
            (t("New message"), False, []), (t("Mail settings"), False, [])]),
        _entry("reversible", "message row menu", row_menu, [
            (t("Favorite"), False, [flags(MSG, flagged=True)]),
            (t("Archive thread"), False, [api("POST", f"/thread/{MSG}",
                                              {"destMailboxId": ARCHIVE})])]),
        _entry("reversible", "message row more actions", more(MSG_FROM, MSG_SUBJECT), [
            (t("Download message"), False, [page(f"{API}/messages/{MSG}/export")]),
            (t("Delete thread"), False, [api("DELETE", f"/thread/{MSG}")])]),
        _entry("delete", "trash message row more actions",
               more("DHL Paket", TRASHED_SUBJECT), [
            (t("Delete thread"), True, [api("DELETE", f"/thread/{TRASHED}")])]),
        _entry("reversible", "inbox selection bar", bar(SELECTED), [
            (t.n("Mark {number} read", "Mark {number} read", three, number=three), False,
             [flags(m, seen=True) for m in SELECTED]),
            (delete_n(three), False, [api("DELETE", f"/thread/{m}") for m in SELECTED])]),
        _entry("delete", "trash selection bar", bar(TRASH_SELECTED), [
            (delete_n(two), True, [api("DELETE", f"/thread/{m}") for m in TRASH_SELECTED])]),
    ]  # fmt: skip


def message_screens(t: Any) -> list[dict[str, Any]]:
    """An open message in the inbox and in the trash, a list's message with its Unsubscribe
    button and the one-click unsubscribe modal, a read receipt request, the composer."""
    title = f"{t('Mail')} - Nextcloud"

    def thread(sender: str, subject: str, extra: list[dict[str, Any]]) -> dict[str, Any]:
        return {"title": title, "items": [
            {"text": subject}, {"text": sender}, *extra, {"button": t("Reply")},
            {"icon": t("Mark as favorite")}, {"icon": t("Mark as unread")},
            {"icon": t("Archive message")}, {"icon": t("Delete message")},
            {"icon": t("Actions")}]}  # fmt: skip

    news = thread(NEWS_FROM, NEWS_SUBJECT, [{"button": t("Unsubscribe")}])
    unsubscribe = dialog(title, t("Unsubscribe via link"), t(
        "Unsubscribing will stop all messages from the mailing list {sender}",
        sender=NEWS_FROM), [{"button": t("Cancel")}, {"button": t("Unsubscribe")}])  # fmt: skip
    mdn = {"title": title, "items": [
        {"text": MDN_SUBJECT}, {"text": MSG_FROM},
        {"text": t("The sender of this message has asked to be notified when you read this "
                   "message.")},
        {"button": t("Notify the sender")}, {"button": t("Reply")}]}  # fmt: skip
    composer = {"title": title, "dialog": {"title": t("New message")}, "items": [
        {"icon": t("Minimize composer")}, {"icon": t("Close composer")},
        {"text": f"{NAME} <{EMAIL}>"}, {"button": TO_NAME},
        {"field": "subject", "hint": t("Subject"), "text": SUBJECT},
        {"field": "body", "hint": "", "text": "Hi Jonas, here is the agenda for Thursday."},
        {"text": t("Draft saved")}, {"icon": t("Discard & close draft")},
        {"icon": t("Enable formatting")}, {"button": t("Send")}]}  # fmt: skip
    sent = {"account": ACCOUNT, "accountId": ACCOUNT, "aliasId": None,
            "to": [{"email": TO_EMAIL, "label": TO_NAME}], "cc": [], "bcc": [],
            "subject": SUBJECT, "attachments": [], "isHtml": True, "requestMdn": False,
            "isAiGenerated": False, "sendAt": SEND_AT, "smimeSign": False,
            "smimeEncrypt": False, "isPgpMime": False, "bodyHtml": BODY, "force": False,
            "id": DRAFT}  # fmt: skip
    return [
        _entry("reversible", "open message", thread(MSG_FROM, MSG_SUBJECT, []), [
            (t("Mark as unread"), False, [flags(MSG, seen=False)]),
            (t("Archive message"), False, [api("POST", f"/messages/{MSG}/move",
                                               {"destFolderId": ARCHIVE})]),
            (t("Delete message"), False, [api("DELETE", f"/messages/{MSG}")])]),
        _entry("delete", "open message in trash",
               thread("DHL Paket", TRASHED_SUBJECT, []), [
            (t("Delete message"), True, [api("DELETE", f"/messages/{TRASHED}")])]),
        _entry("opens-prompt", "mailing list message", news, [
            (t("Unsubscribe"), False, [])]),
        _entry("unsubscribe", "one-click unsubscribe modal", unsubscribe, [
            (t("Unsubscribe"), True, [api("POST", f"/list/unsubscribe/{NEWS}")]),
            (t("Cancel"), False, [])]),
        _entry("send", "read receipt request", mdn, [
            (t("Notify the sender"), True, [api("POST", f"/messages/{MDN_MSG}/mdn")])]),
        _entry("send", "composer", composer, [
            (t("Send"), True, [api("PUT", f"/drafts/{DRAFT}", sent),
                               api("POST", f"/outbox/from-draft/{DRAFT}", sent),
                               api("POST", f"/outbox/{DRAFT}")])]),
        _entry("delete", "composer discard", composer, [
            (t("Discard & close draft"), True, [api("DELETE", f"/drafts/{DRAFT}")])]),
    ]  # fmt: skip


def folder_screens(t: Any) -> list[dict[str, Any]]:
    """The outbox row's menu, the inbox's, the trash's and a folder's menus, the
    confirmations of Delete all messages and Delete folder."""
    title = f"{t('Mail')} - Nextcloud"
    outbox = popup(title, [TO_NAME, OUTBOX_SUBJECT], [
        {"menu": t("Send now")}, {"menu": t("Delete")}])  # fmt: skip

    def menu(name: str, folder: bool) -> dict[str, Any]:
        items: list[dict[str, Any]] = [{"menu": t("Mark all as read")}]
        items.append({"menu": t("Add subfolder")})
        if folder:
            items += [{"menu": t("Rename")}, {"menu": t("Move folder")}]
        items += [{"menu": t("Repair folder")}, {"switch": t("Subscribed"), "checked": True}]
        if name != t("Inbox"):
            items.append({"switch": t("Sync in background"), "checked": False})
        items.append({"menu": t("Delete all messages")})
        if folder:
            items.append({"menu": t("Delete folder")})
        return popup(title, [name], items)

    def clear(name: str) -> dict[str, Any]:
        return dialog(title, t("Clear mailbox {name}", name=name),
                      t("All messages in mailbox will be deleted."),
                      [{"button": t("Cancel")}, {"button": t("Clear folder")}])  # fmt: skip

    delete_folder = dialog(title, t("Delete folder"), t(
        "The folder and all messages in it will be deleted."), [
        {"button": t("Cancel")},
        {"button": t("Delete folder {name}", name=FOLDER_NAME)}])  # fmt: skip
    return [
        _entry("delete", "outbox row menu", outbox, [
            (t("Delete"), True, [api("DELETE", f"/outbox/{OUTBOX}")])]),
        _entry("reversible", "inbox menu", menu(t("Inbox"), False), [
            (t("Mark all as read"), False, [api("POST", f"/mailboxes/{INBOX}/read")]),
            (t("Repair folder"), False, [api("POST", f"/mailboxes/{INBOX}/repair"),
                                         page(f"{APP}/box/{INBOX}")])]),
        _entry("opens-prompt", "inbox menu prompts", menu(t("Inbox"), False), [
            (t("Delete all messages"), False, [])]),
        _entry("opens-prompt", "trash menu", menu(t("Trash"), False), [
            (t("Delete all messages"), False, [])]),
        _entry("reversible", "folder menu", menu(FOLDER_NAME, True), [
            (t("Subscribed"), False, [api("PATCH", f"/mailboxes/{FOLDER}",
                                          {"subscribed": False})])]),
        _entry("opens-prompt", "folder menu prompts", menu(FOLDER_NAME, True), [
            (t("Delete folder"), False, [])]),
        _entry("reversible", "clear inbox confirmation", clear(t("Inbox")), [
            (t("Clear folder"), False, [api("POST", f"/mailboxes/{INBOX}/clear")]),
            (t("Cancel"), False, [])]),
        _entry("delete", "clear trash confirmation", clear(t("Trash")), [
            (t("Clear folder"), True, [api("POST", f"/mailboxes/{TRASH}/clear")]),
            (t("Cancel"), False, [])]),
        _entry("delete", "delete folder confirmation", delete_folder, [
            (t("Delete folder {name}", name=FOLDER_NAME), True,
             [api("DELETE", f"/mailboxes/{FOLDER}")]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The account's menu and its removal dialog, the delegation modal and its two
    dialogs, the tags modal, a tag's menu and its delete confirmation."""
    title = f"{t('Mail')} - Nextcloud"
    menu = popup(title, [EMAIL], [
        {"menu": t("Account settings")}, {"menu": t("Delegate account")},
        {"switch": t("Show only subscribed folders"), "checked": False},
        {"menu": t("Add folder")}, {"menu": t("Move down")},
        {"menu": t("Remove account")}])  # fmt: skip
    remove = dialog(title, t("Remove account"), t(
        "The account for {email} and cached email data will be removed from Nextcloud, but "
        "not from your email provider.", email=EMAIL), [
        {"button": t("Cancel")}, {"button": t("Remove {email}", email=EMAIL)}])  # fmt: skip
    delegation = dialog(title, t("Delegation"), t(
        "Allow users to send, receive, and delete mail on your behalf"), [
        {"text": REVOKED_NAME}, {"icon": t("Revoke access")},
        {"button": t("Add delegate")}])  # fmt: skip
    add = dialog(title, t("Add delegate"), t(
        "They will be able to send, receive, and delete mail on your behalf"), [
        {"field": "user", "hint": t("Select a user"), "text": DELEGATE_NAME},
        {"button": t("Cancel")}, {"button": t("Delegate access")}])  # fmt: skip
    tags = {"title": title, "dialog": {"title": t("Add default tags")}, "items": [
        {"button": "Invoices"}, {"icon": t("Actions")}, {"button": t("Unset tag")},
        {"button": TAG_NAME}, {"button": t("Set tag")}, {"text": t("Add tag")},
        {"button": t("Add tag")}]}  # fmt: skip
    tag_menu = popup(title, [TAG_NAME], [
        {"menu": t("Edit name or color")}, {"menu": t("Delete tag")}])  # fmt: skip
    # DeleteTagModal's title is written in English in the code, untranslated.
    delete_tag = dialog(title, "Delete tag", t("The tag will be deleted from all messages."), [
        {"button": t("Cancel")}, {"button": t("Confirm")}])  # fmt: skip
    label = TAG_LABEL.replace("$", "%24")  # generateUrl encodes its parameters
    return [
        _entry("opens-prompt", "account menu", menu, [
            (t("Delegate account"), False, []),
            (t("Remove account"), False, [])]),
        _entry("remove-account", "remove account dialog", remove, [
            (t("Remove {email}", email=EMAIL), True,
             [api("DELETE", f"/accounts/{ACCOUNT}"), page(APP)]),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "delegation modal", delegation, [
            (t("Add delegate"), False, [])]),
        _entry("share", "add delegate dialog", add, [
            (t("Delegate access"), True, [api("POST", f"/delegations/{ACCOUNT}",
                                              {"userId": DELEGATE})]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "tags modal", tags, [
            (t("Set tag"), False, [api("PUT", f"/messages/{MSG}/tags/{label}")]),
            (t("Unset tag"), False, [api("DELETE", f"/messages/{MSG}/tags/%24invoices")])]),
        _entry("opens-prompt", "tag menu", tag_menu, [
            (t("Delete tag"), False, [])]),
        _entry("delete", "delete tag confirmation", delete_tag, [
            (t("Confirm"), True, [api("DELETE", f"/messages/{MSG}/tags/{label}"),
                                  api("DELETE", f"/tags/{ACCOUNT}/delete/{TAG_ID}")]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The account settings' aliases, the mail settings' layout and sorting, text blocks
    and trusted senders, the S/MIME certificates modal, the new account form."""
    title = f"{t('Mail')} - Nextcloud"
    aliases = {"title": title, "dialog": {"title": t("Account settings")}, "items": [
        {"text": t("Aliases")}, {"text": NAME}, {"text": EMAIL},
        {"text": ALIAS_NAME}, {"text": ALIAS}, {"icon": t("Rename alias")},
        {"icon": t("Delete alias")}, {"button": t("Add alias")}]}  # fmt: skip
    new_alias = {"title": title, "dialog": {"title": t("Account settings")}, "items": [
        {"text": t("Aliases")},
        {"field": "aliasName", "hint": t("Name"), "text": NEW_ALIAS_NAME},
        {"field": "alias", "hint": t("Email address"), "text": NEW_ALIAS},
        {"button": t("Create alias")}, {"button": t("Cancel")}]}  # fmt: skip
    appearance = {"title": title, "dialog": {"title": t("Mail settings")}, "items": [
        {"text": t("Layout")},
        {"radio": t("Vertical split"), "checked": True},
        {"radio": t("Horizontal split"), "checked": False},
        {"radio": t("List"), "checked": False}, {"text": t("Sorting")},
        {"radio": t("Newest first"), "checked": True},
        {"radio": t("Oldest first"), "checked": False}]}  # fmt: skip
    blocks = {"title": title, "dialog": {"title": t("Mail settings")}, "items": [
        {"text": t("Text blocks")}, {"text": BLOCK_TITLE},
        {"icon": t("Edit {title}", title=BLOCK_TITLE)},
        {"icon": t("Delete {title}", title=BLOCK_TITLE)},
        {"button": t("New text block")}]}  # fmt: skip
    new_block = dialog(title, t("New text block"), "", [
        {"field": "title", "hint": t("Title of the text block"), "text": NEW_BLOCK},
        {"field": "content", "hint": t("Content of the text block"),
         "text": "Take the north entrance, second floor."},
        {"button": t("Cancel")}, {"button": t("Ok")}])  # fmt: skip
    new_block["dialog"].pop("message")
    senders = {"title": title, "dialog": {"title": t("Mail settings")}, "items": [
        {"text": t("Always show images from")}, {"text": SENDER},
        {"icon": t("Remove")}]}  # fmt: skip
    certificates = dialog(title, t("S/MIME certificates"), "", [
        {"text": CERT_NAME}, {"text": EMAIL}, {"icon": t("Delete certificate")},
        {"button": t("Import certificate")}])  # fmt: skip
    certificates["dialog"].pop("message")
    setup = {"title": title, "items": [
        {"tab": t("Auto")}, {"tab": t("Manual")},
        {"field": "accountName", "hint": t("Name"), "text": NAME},
        {"field": "emailAddress", "hint": t("Mail address"), "text": EMAIL},
        {"field": "imapHost", "hint": t("IMAP Host"), "text": "imap.example.org"},
        {"field": "imapUser", "hint": t("IMAP User"), "text": EMAIL},
        {"field": "imapPassword", "hint": t("IMAP Password"), "text": "••••••••••"},
        {"field": "smtpHost", "hint": t("SMTP Host"), "text": "smtp.example.org"},
        {"button": t("Connect")}]}  # fmt: skip
    new_account = {"imapHost": "imap.example.org", "imapPort": 993, "imapSslMode": "ssl",
                   "imapUser": EMAIL, "imapPassword": "vT7#kq2Lm9", "smtpHost":
                   "smtp.example.org", "smtpPort": 587, "smtpSslMode": "tls",
                   "smtpUser": EMAIL, "smtpPassword": "vT7#kq2Lm9",
                   "syncSmtpCredentials": True, "accountName": NAME, "emailAddress": EMAIL,
                   "authMethod": "password", "classificationEnabled": True}  # fmt: skip
    return [
        _entry("delete", "aliases", aliases, [
            (t("Delete alias"), True, [api("DELETE", f"/accounts/{ACCOUNT}/aliases/{ALIAS_ID}")])]),
        _entry("reversible", "new alias form", new_alias, [
            (t("Create alias"), False, [api("POST", f"/accounts/{ACCOUNT}/aliases",
                                            {"alias": NEW_ALIAS, "aliasName": NEW_ALIAS_NAME})]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "mail settings appearance", appearance, [
            (t("List"), False, [api("PUT", "/preferences/layout-mode",
                                    {"key": "layout-mode", "value": "no-split"})]),
            (t("Oldest first"), False, [api("PUT", "/preferences/sort-order",
                                            {"key": "sort-order", "value": "oldest"})])]),
        _entry("delete", "text blocks", blocks, [
            (t("Delete {title}", title=BLOCK_TITLE), True,
             [api("DELETE", f"/textBlocks/{BLOCK_ID}")])]),
        _entry("reversible", "new text block dialog", new_block, [
            (t("Ok"), False, [api("POST", "/textBlocks",
                                  {"title": NEW_BLOCK, "content": NEW_BLOCK_TEXT})]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "trusted senders", senders, [
            (t("Remove"), False, [api("DELETE", "/trustedsenders/news%40shop.example"
                                                "?type=individual")])]),
        _entry("delete", "s/mime certificates", certificates, [
            (t("Delete certificate"), True, [api("DELETE", f"/smime/certificates/{CERT_ID}")])]),
        _entry("reversible", "new account form", setup, [
            (t("Connect"), False, [api("POST", "/accounts", new_account),
                                   api("GET", "/mailboxes?accountId=4&forceSync=false")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*mailbox_screens(t), *message_screens(t), *folder_screens(t),
            *account_screens(t), *settings_screens(t)]  # fmt: skip
