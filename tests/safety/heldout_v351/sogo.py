"""SOGo's screens for the three-hundred-and-fifty-first held-out corpus: ``screens(t, lang)``
lays them out in one language, ``t(table, key, *args)`` being that language's lookup of a key
of the app's ``Localizable.strings`` catalogue of one product (``MailerUI``, ``Contacts``,
``Scheduler``, ``PreferencesUI``, ``MainUI``), the ``Common`` one standing in for keys the
product lacks. What each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

import copy
import json
import re
from typing import Any

TITLE = "SOGo"  # UIxPageFrame's title without a SOGoPageTitle default
BASE = "/SOGo/so/alice"  # the active user's folderURL
MAIL, CONTACTS, CALENDAR = f"{BASE}/Mail", f"{BASE}/Contacts", f"{BASE}/Calendar"
INBOX = f"{MAIL}/0/folderINBOX"  # account 0, the mailbox path INBOX as folderINBOX
PROJECTS = f"{INBOX}/folderProjects"  # the mailbox INBOX/Projects
DRAFT = f"{MAIL}/0/folderDrafts/newDraft1775132400-1"  # the reply's draft in Drafts
XSRF = "X-XSRF-TOKEN=9c41e7a2d06b4f3e8a15c2d7b90e6f43"  # made up: the XSRF-TOKEN cookie
UID = 2417  # the message read
UIDS = [2417, 2419, 2422]  # the messages selected in the list
CARD = "5F3A-66B2C4D1-1-7E4A9B00.vcf"
CARDS = [CARD, "5F3A-66B2C4D1-3-1C2D3E00.vcf", "5F3A-66B2C4D1-5-0A9B8C00.vcf"]
EVENT = "2C81-66B3A0F0-7-4D1E2A80.ics"  # an event alice organises, with attendees
INVITE = "3D92-66B3A1C4-2-5B0F3C10.ics"  # an invitation from bob
WEEKLY = "4EA3-66B3A2D8-9-6C1A4D20.ics"  # a weekly meeting alice organises
OCCURRENCE = "occurence1775552400"  # one occurrence of it (SOGo's spelling)
TASKS = ["5FB4-66B3A3EC-4-7D2B5E30.ics", "5FB4-66B3A3EC-6-8E3C6F40.ics"]
LOCALES = {"en": "en", "zh": "zh-CN", "ja": "ja", "ko": "ko", "de": "de", "fr": "fr",
           "es": "es", "pt": "pt-BR", "ru": "ru"}  # fmt: skip
"""The editor's ``locale``: the language's ``NSLocaleCode``, ``_`` written ``-``."""
OLD_PASSWORD, NEW_PASSWORD = "Maple-Kettle-77", "Quartz-Lamp-2026"
Act = tuple[str, bool, list[Any]]


def post(url: str, data: Any = None) -> Any:
    """``$http.post``: a body is ``angular.toJson``'s, as compact as JSON.stringify's."""
    if data is None:
        return f"POST {url}"
    return {"request": f"POST {url}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def get(url: str) -> str:
    """``$http.get`` (Resource's reads and removals)."""
    return f"GET {url}"


def page(url: str) -> dict[str, str]:
    """A page load: an ``ng-href`` link or ``window.location.href``."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"sogo {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def plain(text: str) -> str:
    """An ``htmlContent`` message as it shows: its tags dropped."""
    return re.sub(r"</?\w+>", "", text)


def confirm(t: Any, table: str, title: str, message: str, ok: str = "Delete") -> dict[str, Any]:
    """``Dialog.confirm``: an Angular Material dialog with a title, a message, Cancel and OK
    (here the ``ok`` label the caller gives)."""
    return {"title": TITLE, "dialog": {"title": t(table, title), "message": plain(message)},
            "items": [{"button": t(table, "Cancel")}, {"button": t(table, ok)}]}  # fmt: skip


def mail_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The top bar, a message's view, its receipt request and menus, the list's selection
    toolbar and menu and their confirmations, the mail editor, a folder's menu and its
    confirmations, the Trash's and the Junk folder's menus."""

    def m(key: str, *args: str) -> str:
        return t("MailerUI", key, *args)

    top = {"title": TITLE, "items": [
        {"icon": m("Calendar")}, {"icon": m("Address Book")}, {"icon": m("Mail")},
        {"icon": m("Help")}, {"icon": m("Disconnect")}]}  # fmt: skip
    subject = "Q3 supplier review"
    view = {"title": TITLE, "items": [
        {"icon": m("Close")}, {"icon": m("Flagged")},
        {"icon": m("Reply")}, {"icon": m("Reply All")}, {"icon": m("Forward")},
        {"icon": m("Delete")},
        {"icon": m("Move To")}, {"icon": m("More mail options")},
        {"text": subject}, {"text": "Bob Stone <bob@example.org>"}]}  # fmt: skip
    receipt = {"title": TITLE, "items": [
        {"text": subject},
        {"text": m("The sender of this message has asked to be notified when you read this "
                   "message. Do you with to notify the sender?")},
        {"button": m("No")}, {"button": m("Yes")}]}  # fmt: skip
    selected = {"title": TITLE, "items": [
        {"icon": m("Select All")}, {"text": f"3 {m('selected')}"},
        {"icon": m("Delete selected message or folder")}, {"icon": m("Junk")},
        {"icon": m("More mail options")}]}  # fmt: skip
    menu = {"title": TITLE, "items": [
        {"menu": m("Flagged")}, {"menu": m("Mark as Unread")}, {"menu": m("Mark as Read")},
        {"menu": m("Forward")}, {"menu": m("Save As...")}, {"menu": m("Copy To")},
        {"menu": m("Move To")}]}  # fmt: skip
    quoted = "Thursday at 10 works for me.\n\n> Can we go over the supplier list on Thursday?"
    draft = {"locale": LOCALES[lang], "isHTML": False, "from": "Alice Martin <alice@example.org>",
             "to": ["Bob Stone <bob@example.org>"], "subject": f"Re: {subject}",
             "text": quoted}  # fmt: skip
    editor = {"title": TITLE, "items": [
        {"field": "from", "hint": m("From"), "text": "Alice Martin <alice@example.org>"},
        {"icon": "send"}, {"icon": "save"}, {"icon": "close"},
        {"field": "to", "hint": m("To"), "text": "Bob Stone <bob@example.org>"},
        {"field": "subject", "hint": m("Subject"), "text": f"Re: {subject}"},
        {"field": "text", "hint": "", "text": quoted}]}  # fmt: skip

    def folder_menu(kind: str) -> dict[str, Any]:
        items = [{"menu": m("Mark Folder Read")}, {"menu": m("New Subfolder...")}]
        if kind == "folder":
            items += [{"menu": m("Rename")}, {"menu": m("Move To")}]
        items += [{"menu": m("Compact")}]
        if kind != "trash":
            items += [{"menu": m("Clean folder")}]
        if kind == "folder":
            items += [{"menu": m("Delete")}]
        elif kind == "trash":
            items += [{"menu": m("Empty Trash")}]
        else:
            items += [{"menu": m("Empty Junk Folder")}]
        items += [{"menu": m("Export")}, {"menu": m("Search")}]
        if kind == "folder":
            items += [{"menu": m("Set as Drafts")}, {"menu": m("Set as Sent")},
                      {"menu": m("Set as Trash")}, {"menu": m("Set as Junk")},
                      {"menu": m("Sharing...")}]  # fmt: skip
        return {"title": TITLE, "items": items}

    folder = folder_menu("folder")
    delete_selected = confirm(t, "MailerUI", "Confirmation", m(
        "Are you sure you want to delete the selected messages?"))  # fmt: skip
    no_trash = confirm(t, "MailerUI", "Warning", m(
        "The messages could not be moved to the trash folder. Would you like to delete them "
        "immediately?"))  # fmt: skip
    delete_folder = confirm(t, "MailerUI", "Warning", m(
        "Do you really want to move this folder into the trash ?"))  # fmt: skip
    folder_no_trash = confirm(t, "MailerUI", "Warning", m(
        "The mailbox could not be moved to the trash folder. Would you like to delete it "
        "immediately?"))  # fmt: skip
    message = f"{INBOX}/{UID}"
    return [
        _entry("harmless", "top bar", top, [
            (m("Calendar"), False, [page(CALENDAR)]),
            (m("Address Book"), False, [page(CONTACTS)])]),
        _entry("reversible", "top bar disconnect", top, [
            (m("Disconnect"), False, [page(f"{BASE}/logoff")])]),
        _entry("reversible", "message view", view, [
            (m("Flagged"), False, [post(f"{message}/markMessageFlagged")]),
            (m("Delete"), False, [post(f"{INBOX}/batchDelete", {"uids": [UID]})])]),
        _entry("opens-prompt", "message view reply", view, [
            (m("Reply"), False, [get(f"{message}/reply")]),
            (m("Forward"), False, [get(f"{message}/forward")])]),
        _entry("send", "message read receipt", receipt, [
            (m("Yes"), True, [post(f"{message}/sendMDN")]),
            (m("No"), False, [])]),
        _entry("opens-prompt", "message list selection", selected, [
            (m("Delete selected message or folder"), False, []),
            (m("Select All"), False, [])]),
        _entry("reversible", "delete selected messages confirm", delete_selected, [
            (m("Delete"), False, [post(f"{INBOX}/batchDelete", {"uids": UIDS})]),
            (m("Cancel"), False, [])]),
        _entry("delete", "delete selected messages without trash", no_trash, [
            (m("Delete"), True, [post(f"{INBOX}/batchDelete",
                                      {"uids": UIDS, "withoutTrash": True})]),
            (m("Cancel"), False, [])]),
        _entry("reversible", "message list selection menu", menu, [
            (m("Mark as Unread"), False, [post(f"{INBOX}/addOrRemoveLabel", {
                "msgUIDs": UIDS, "flags": "seen", "operation": "remove"})]),
            (m("Save As..."), False, [post(f"{INBOX}/saveMessages", {"uids": UIDS})])]),
        _entry("send", "mail editor", editor, [
            ("send", True, [post(f"{DRAFT}/send", draft)]),
            ("close", False, [])]),
        _entry("reversible", "mail editor save", editor, [
            ("save", False, [post(f"{DRAFT}/save", draft)])]),
        _entry("reversible", "folder menu", folder, [
            (m("Mark Folder Read"), False, [post(f"{PROJECTS}/markRead")]),
            (m("Export"), False, [page(f"{PROJECTS}/exportFolder?{XSRF}")])]),
        _entry("opens-prompt", "folder menu prompts", folder, [
            (m("Delete"), False, []), (m("New Subfolder..."), False, [])]),
        _entry("delete", "folder menu compact", folder, [
            (m("Compact"), True, [post(f"{PROJECTS}/expunge")])]),
        _entry("reversible", "delete folder confirm", delete_folder, [
            (m("Delete"), False, [post(f"{PROJECTS}/delete")]), (m("Cancel"), False, [])]),
        _entry("delete", "delete folder without trash", folder_no_trash, [
            (m("Delete"), True, [post(f"{PROJECTS}/delete", {"withoutTrash": True})]),
            (m("Cancel"), False, [])]),
        _entry("delete", "trash folder menu", folder_menu("trash"), [
            (m("Empty Trash"), True, [post(f"{MAIL}/0/folderTrash/emptyTrash")])]),
        _entry("delete", "junk folder menu", folder_menu("junk"), [
            (m("Empty Junk Folder"), True, [post(f"{MAIL}/0/folderJunk/emptyJunk")])]),
    ]  # fmt: skip


def acl_editor(t: Any, table: str, folder: str) -> dict[str, Any]:
    """UIxAclEditor: the dialog's heading and folder name, the user search, bob's card
    (selected: its rights shown) with its remove icon, and Save."""
    return {"title": TITLE, "dialog": {"title": t(table, "Access Rights")}, "items": [
        {"text": folder}, {"icon": "close"},
        {"field": "addUser", "hint": t(table, "Add User"), "text": ""},
        {"link": "Bob Stone"}, {"icon": "delete"},
        {"switch": t(table, "Subscribe User"), "checked": False},
        {"button": t(table, "Save")}]}  # fmt: skip


def contacts_screens(t: Any) -> list[dict[str, Any]]:
    """An address book's menu, its delete confirmation, a subscribed address book's menu,
    the confirmations of deleting a card and the selected cards, the sharing dialog."""

    def c(key: str, *args: str) -> str:
        return t("Contacts", key, *args)

    book = "Suppliers"
    menu = {"title": TITLE, "items": [
        {"menu": c("Properties")}, {"menu": c("Rename")}, {"menu": c("Delete")},
        {"menu": c("Links to this Address Book")}, {"menu": c("Import")},
        {"menu": c("Export")}, {"menu": c("Sharing...")}]}  # fmt: skip
    subscribed = {"title": TITLE, "items": [
        {"menu": c("Properties")}, {"menu": c("Rename")}, {"menu": c("Delete")},
        {"menu": c("Links to this Address Book")}, {"menu": c("Export")}]}  # fmt: skip
    delete_book = confirm(t, "Contacts", "Warning", c(
        'Are you sure you want to delete the addressbook "%{0}"?', book))  # fmt: skip
    delete_card = confirm(t, "Contacts", "Warning", c(
        "Are you sure you want to delete the card of %{0}?", "<b>Nadia Keller</b>"))  # fmt: skip
    delete_cards = confirm(t, "Contacts", "Warning", c(
        "Are you sure you want to delete the selected contacts?"))  # fmt: skip
    books = f"{CONTACTS}/suppliers"
    return [
        _entry("opens-prompt", "address book menu", menu, [
            (c("Delete"), False, []), (c("Import"), False, []),
            (c("Sharing..."), False, [get(f"{books}/acls"), get(f"{books}/UIxAclEditor")])]),
        _entry("harmless", "address book export", menu, [
            (c("Export"), False, [page(f"{books}/export?{XSRF}")])]),
        _entry("delete", "delete address book confirm", delete_book, [
            (c("Delete"), True, [get(f"{books}/delete")]), (c("Cancel"), False, [])]),
        _entry("reversible", "subscribed address book menu", subscribed, [
            (c("Delete"), False, [get(f"{CONTACTS}/bob_personal/unsubscribe")])]),
        _entry("delete", "delete card confirm", delete_card, [
            (c("Delete"), True, [post(f"{CONTACTS}/personal/batchDelete", {"uids": [CARD]})]),
            (c("Cancel"), False, [])]),
        _entry("delete", "delete selected cards confirm", delete_cards, [
            (c("Delete"), True, [post(f"{CONTACTS}/personal/batchDelete", {"uids": CARDS})]),
            (c("Cancel"), False, [])]),
        _entry("reversible", "address book sharing", acl_editor(t, "Contacts", book), [
            ("delete", False, [get(f"{books}/removeUserFromAcls?uid=bob")]),
            ("close", False, [])]),
    ]  # fmt: skip


def calendar_screens(t: Any) -> list[dict[str, Any]]:
    """A calendar's menu, its delete confirmation, a subscribed calendar's menu, an event's
    view, an invitation's view, a weekly meeting's delete menu, the sharing dialog, the
    confirmation of deleting the selected tasks."""

    def s(key: str, *args: str) -> str:
        return t("Scheduler", key, *args)

    team = "Team"
    menu = {"title": TITLE, "items": [
        {"menu": s("Show Only This Calendar")}, {"menu": s("Show All Calendars")},
        {"menu": s("Properties")}, {"menu": s("Rename")}, {"menu": s("Delete")},
        {"menu": s("Links to this Calendar")}, {"menu": s("Import")},
        {"menu": s("Export")}, {"menu": s("Sharing...")}]}  # fmt: skip
    subscribed = {"title": TITLE, "items": [
        {"menu": s("Show Only This Calendar")}, {"menu": s("Properties")},
        {"menu": s("Unsubscribe Calendar")}, {"menu": s("Export")}]}  # fmt: skip
    delete_calendar = confirm(t, "Scheduler", "Warning", s(
        'Are you sure you want to delete the calendar "%{0}"?', team))  # fmt: skip
    event = {"title": TITLE, "dialog": {"title": "Supplier review"}, "items": [
        {"icon": s("More options")}, {"icon": s("Close")},
        {"text": s("Send Appointment Notifications")},
        {"text": s("Attendees")}, {"link": "Bob Stone"}, {"link": "Nadia Keller"},
        {"button": s("Delete"), "desc": s("Delete Event")},
        {"button": s("Edit")}]}  # fmt: skip
    invitation = {"title": TITLE, "dialog": {"title": "Quarterly planning"}, "items": [
        {"icon": s("Close")}, {"text": s("Organizer")}, {"link": "Bob Stone"},
        {"text": s("You are invited to participate")},
        {"button": s("Delete"), "desc": s("Delete Event")},
        {"button": s("Update")}]}  # fmt: skip
    weekly = {"title": TITLE, "dialog": {"title": "Weekly sync"}, "items": [
        {"icon": s("Close")},
        {"menu": s("Delete This Occurrence")}, {"menu": s("Delete All Occurrences")}]}  # fmt: skip
    delete_tasks = confirm(t, "Scheduler", "Warning", s(
        "Are you sure you want to delete the selected components?"))  # fmt: skip
    teams, personal = f"{CALENDAR}/team", f"{CALENDAR}/personal"
    rights = [{"uid": "bob", "userClass": "normal", "isSubscribed": 0, "cn": "Bob Stone",
               "c_email": "bob@example.org", "rights": {
                   "Public": "Viewer", "Private": "None", "Confidential": "DAndTViewer",
                   "canCreateObjects": 0, "canEraseObjects": 0}}]  # fmt: skip
    return [
        _entry("opens-prompt", "calendar menu", menu, [
            (s("Delete"), False, []),
            (s("Sharing..."), False, [get(f"{teams}/acls"), get(f"{teams}/UIxAclEditor")])]),
        _entry("harmless", "calendar export", menu, [
            (s("Export"), False, [page(f"{CALENDAR}/team.ics/export?{XSRF}")])]),
        _entry("delete", "delete calendar confirm", delete_calendar, [
            (s("Delete"), True, [get(f"{teams}/delete")]), (s("Cancel"), False, [])]),
        _entry("reversible", "subscribed calendar menu", subscribed, [
            (s("Unsubscribe Calendar"), False, [get(f"{CALENDAR}/bob_personal/unsubscribe")])]),
        _entry("delete", "event view", event, [
            (s("Delete"), True, [get(f"{personal}/{EVENT}/delete")]),
            (s("Edit"), False, [])]),
        _entry("send", "invitation view", invitation, [
            (s("Update"), True, [post(f"{personal}/{INVITE}/rsvpAppointment", {
                "reply": 1, "alarm": {}, "classification": "public"})])]),
        _entry("delete", "weekly meeting delete menu", weekly, [
            (s("Delete This Occurrence"), True,
             [get(f"{personal}/{WEEKLY}/{OCCURRENCE}/delete")]),
            (s("Delete All Occurrences"), True, [get(f"{personal}/{WEEKLY}/delete")])]),
        _entry("reversible", "calendar sharing", acl_editor(t, "Scheduler", team), [
            (s("Save"), False, [post(f"{teams}/saveUserRights", rights)]),
            ("delete", False, [get(f"{teams}/removeUserFromAcls?uid=bob")])]),
        _entry("delete", "delete selected tasks confirm", delete_tasks, [
            (s("Delete"), True, [post(f"{personal}/batchDelete", {"uids": TASKS})]),
            (s("Cancel"), False, [])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The preferences' password change and the login page."""

    def p(key: str) -> str:
        return t("PreferencesUI", key)

    def n(key: str) -> str:
        return t("MainUI", key)

    password = {"title": TITLE, "items": [
        {"text": p("Password change")},
        {"field": "oldPassword", "hint": p("Current password"), "text": OLD_PASSWORD},
        {"field": "newPassword", "hint": p("New password"), "text": NEW_PASSWORD},
        {"field": "newPasswordConfirmation", "hint": p("Confirmation"), "text": NEW_PASSWORD},
        {"button": p("Change")}]}  # fmt: skip
    login = {"title": TITLE, "items": [
        {"field": "username", "hint": n("Username"), "text": "alice"},
        {"field": "password", "hint": n("Password"), "text": OLD_PASSWORD},
        {"switch": n("Remember username"), "checked": False},
        {"link": n("Password lost")}, {"icon": n("Connect")}]}  # fmt: skip
    return [
        _entry("overwrite", "preferences password change", password, [
            (p("Change"), True, [post("/SOGo/so/changePassword", {
                "userName": None, "newPassword": NEW_PASSWORD,
                "oldPassword": OLD_PASSWORD})])]),
        _entry("reversible", "login page", login, [
            (n("Remember username"), False, []),
            (n("Connect"), False, [post("/SOGo/connect", {
                "userName": "alice", "password": OLD_PASSWORD, "domain": None,
                "rememberLogin": 0}),
                page(BASE)])]),
    ]  # fmt: skip


def screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language (``lang`` sets the mail editor's
    ``locale``)."""
    return [*mail_screens(t, lang), *contacts_screens(t), *calendar_screens(t),
            *account_screens(t)]  # fmt: skip
