"""EspoCRM's screens for the two-hundred-and-ninth held-out corpus: ``screens(t)`` lays them
out in one language, ``t(label, category, scope)`` being that language's lookup in the app's
i18n catalogue as the client's ``translate()`` does it. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api/v1/"  # Espo.Ajax prefixes every URL with the apiUrl "api/v1"
ME, ME_NAME = "66a1c2e4f0b3d5a10", "Alice Admin"
ACC, ACC2, ACC_NAME, ACC2_NAME = "66a1c2e4f0b3d5a21", "66a1c2e4f0b3d5a22", "Acme Corp", "ACME"
CONTACT, CONTACT_NAME = "66a1c2e4f0b3d5a31", "Maria Lopez"
LEAD, LEAD_NAME = "66a1c2e4f0b3d5a41", "Tom Becker"
EMAIL, DRAFT, EMAIL2 = "66a1c2e4f0b3d5a61", "66a1c2e4f0b3d5a62", "66a1c2e4f0b3d5a63"
SUBJECT, DRAFT_SUBJECT = "Renewal quote for 2025", "Follow-up on our call"
MEET, MEET_NAME = "66a1c2e4f0b3d5a71", "Quarterly review"
NOTE, USER, USER_NAME = "66a1c2e4f0b3d5a91", "66a1c2e4f0b3d5b01", "Bob Meyer"
API_USER, API_NAME = "66a1c2e4f0b3d5b11", "zapier-sync"
TEAM, TEAM_NAME = "66a1c2e4f0b3d5b21", "Sales"
EXT, EXT_NAME = "66a1c2e4f0b3d5b31", "Google Integration"
TOKEN = "9c1f3e7a2b8d4f6e0a5c7b9d1e3f5a7c"  # made up; the auth token the client holds
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """An Espo.Ajax (XMLHttpRequest) call; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {API}{path}"
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    return {"request": f"{method} {API}{path}", "body": text}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"espocrm {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(t: Any, title: str, message: str, yes: str) -> dict[str, Any]:
    """Espo.Ui.confirm: a dialog without a header, its message, Cancel on the left and the
    confirm button on the right."""
    return {"title": title, "dialog": {"message": message},
            "items": [{"button": t("Cancel")}, {"button": yes}]}  # fmt: skip


def popup(title: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open dropdown menu over its page (the page's texts above)."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def record_screens(t: Any) -> list[dict[str, Any]]:
    """Accounts, contacts, leads, cases: detail, edit, follow, remove, the list's mass
    actions, merge, convert."""
    remove, cancel = t("Remove"), t("Cancel")
    accounts = t("Account", "scopeNamesPlural")
    detail = {"title": ACC_NAME, "items": [
        {"text": t("Account", "scopeNames")}, {"button": t("Follow")}, {"button": t("Edit")},
        {"text": ACC_NAME}, {"text": "https://acme.example"}]}  # fmt: skip
    followed = {"title": ACC_NAME, "items": [
        {"text": t("Account", "scopeNames")}, {"button": t("Followed")}, {"button": t("Edit")},
        {"text": ACC_NAME}]}  # fmt: skip
    menu = popup(ACC_NAME, [ACC_NAME], [{"menu": remove}, {"menu": t("Duplicate")}])
    edit = {"title": ACC_NAME, "items": [
        {"button": t("Save")}, {"button": cancel},
        {"field": "name", "hint": t("name", "fields", "Account"), "text": ACC_NAME},
        {"field": "website", "hint": t("website", "fields", "Account"),
         "text": "https://acme.example/en"}]}  # fmt: skip
    ids = [ACC, ACC2]
    mass = popup(accounts, [ACC_NAME, ACC2_NAME], [
        {"menu": t("remove", "massActions")}, {"menu": t("merge", "massActions")},
        {"menu": t("massUpdate", "massActions")},
        {"menu": t("follow", "massActions")}])  # fmt: skip
    mass_update = {"title": t("Mass Update"), "dialog": {}, "items": [
        {"field": "type", "hint": t("type", "fields", "Account"),
         "text": t("type.Partner", "options", "Account")},
        {"button": t("Update")}, {"button": cancel}]}  # fmt: skip
    merge = {"title": accounts, "items": [
        {"radio": ACC_NAME, "checked": True},
        {"radio": ACC2_NAME, "checked": False}, {"button": t("Merge")},
        {"button": cancel}]}  # fmt: skip
    lead = {"title": LEAD_NAME, "items": [
        {"text": t("Lead", "scopeNames")}, {"button": t("Convert", "labels", "Lead")},
        {"button": t("Follow")}, {"button": t("Edit")}, {"text": LEAD_NAME}]}  # fmt: skip
    convert = {"title": LEAD_NAME, "items": [
        {"switch": t("Account", "scopeNames"), "checked": True},
        {"switch": t("Contact", "scopeNames"), "checked": True},
        {"switch": t("Opportunity", "scopeNames"), "checked": False},
        {"button": t("Convert", "labels", "Lead")}, {"button": cancel}]}  # fmt: skip
    mass_body = {"entityType": "Account", "action": "delete", "params": {"ids": ids},
                 "idle": False}  # fmt: skip
    follow_body = {"action": "follow", "entityType": "Account", "params": {"ids": ids}}
    update_body = {"action": "update", "entityType": "Account",
                   "params": {"ids": ids, "where": None, "searchParams": None},
                   "data": {"values": {"type": "Partner"}, "actions": {}},
                   "idle": False}  # fmt: skip
    merge_body = {"entityType": "Account", "action": "merge", "id": ACC,
                  "data": {"sourceIdList": [ACC2], "attributes": {}}}  # fmt: skip
    convert_body = {"id": LEAD, "records": {
        "Account": {"name": "Becker GmbH", "assignedUserId": ME},
        "Contact": {"firstName": "Tom", "lastName": "Becker", "assignedUserId": ME}}}  # fmt: skip
    return [
        _entry("reversible", "account detail", detail, [
            (t("Follow"), False, [api("PUT", f"Account/{ACC}/subscription")])]),
        _entry("reversible", "account detail (followed)", followed, [
            (t("Followed"), False, [api("DELETE", f"Account/{ACC}/subscription")])]),
        _entry("opens-prompt", "account actions menu", menu, [(remove, False, [])]),
        _entry("delete", "account remove confirm", confirm(
            t, ACC_NAME, t("removeRecordConfirmation", "messages", "Account"), remove), [
            (remove, True, [api("DELETE", f"Account/{ACC}")]), (cancel, False, [])]),
        _entry("reversible", "account edit", edit, [
            (t("Save"), False, [api("PUT", f"Account/{ACC}",
                                    {"website": "https://acme.example/en"})]),]),
        _entry("opens-prompt", "accounts mass actions menu", mass, [
            (t("remove", "massActions"), False, []),
            (t("merge", "massActions"), False, [api("GET", f"Account/{ACC}"),
                                                api("GET", f"Account/{ACC2}")]),
            (t("massUpdate", "massActions"), False, []),
            (t("follow", "massActions"), False, [])]),
        _entry("delete", "accounts mass remove confirm", confirm(
            t, accounts, t("removeSelectedRecordsConfirmation", "messages", "Account"),
            remove), [(remove, True, [api("POST", "MassAction", mass_body)])]),
        _entry("reversible", "accounts mass follow confirm", confirm(
            t, accounts, t("confirmMassFollow", "messages").replace("{count}", "2"),
            t("Follow")), [(t("Follow"), False, [api("POST", "MassAction", follow_body)])]),
        _entry("reversible", "accounts mass update modal", mass_update, [
            (t("Update"), False, [api("POST", "MassAction", update_body)]),]),
        _entry("merge", "accounts merge page", merge, [
            (t("Merge"), True, [api("POST", "Action", merge_body)]),]),
        _entry("reversible", "lead detail", lead, [
            (t("Convert", "labels", "Lead"), False, [
                api("POST", "Lead/action/getConvertAttributes", {"id": LEAD})])]),
        _entry("reversible", "lead convert page", convert, [
            (t("Convert", "labels", "Lead"), False, [
                api("POST", "Lead/action/convert", convert_body)]),]),
    ]  # fmt: skip


def email_screens(t: Any) -> list[dict[str, Any]]:
    """The e-mail list's selection menu, an e-mail's menu, remove, trash, compose and send."""
    remove, cancel = t("Remove"), t("Cancel")
    emails = t("Email", "scopeNamesPlural")
    ids = [EMAIL, EMAIL2]
    mass = popup(emails, [SUBJECT, "Re: Delivery dates"], [
        {"menu": t("markAsRead", "massActions", "Email")},
        {"menu": t("markAsNotRead", "massActions", "Email")},
        {"menu": t("markAsImportant", "massActions", "Email")},
        {"menu": t("moveToTrash", "massActions", "Email")},
        {"menu": t("remove", "massActions")}])  # fmt: skip
    detail = {"title": SUBJECT, "items": [
        {"button": t("Reply", "labels", "Email")},
        {"button": t("Reply to All", "labels", "Email")}, {"text": SUBJECT},
        {"text": "Dear Alice, please find our quote attached."}]}  # fmt: skip
    menu = popup(SUBJECT, [SUBJECT], [
        {"menu": t("Mark as Important", "labels", "Email")},
        {"menu": t("Move to Trash", "labels", "Email")}, {"menu": remove}])  # fmt: skip
    compose = {"title": t("Compose", "labels", "Email"), "dialog": {}, "items": [
        {"field": "to", "hint": t("to", "fields", "Email"), "text": "maria@globex.example"},
        {"field": "name", "hint": t("subject", "fields", "Email"), "text": "Meeting notes"},
        {"button": t("Send", "labels", "Email")},
        {"button": t("Save Draft", "labels", "Email")}, {"button": cancel}]}  # fmt: skip
    draft = {"title": DRAFT_SUBJECT, "items": [
        {"button": t("Send", "labels", "Email")}, {"button": t("Edit")},
        {"text": DRAFT_SUBJECT}]}  # fmt: skip
    message = {"from": "alice@crm.example", "to": "maria@globex.example",
               "name": "Meeting notes", "body": "<p>Hi Maria, the notes are below.</p>",
               "isHtml": True, "parentType": "Account", "parentId": ACC}  # fmt: skip
    mass_body = {"entityType": "Email", "action": "delete", "params": {"ids": ids},
                 "idle": False}  # fmt: skip
    send = t("Send", "labels", "Email")
    return [
        _entry("reversible", "emails selection menu", mass, [
            (t("markAsRead", "massActions", "Email"), False, [
                api("POST", "Email/inbox/read", {"ids": ids})]),
            (t("markAsNotRead", "massActions", "Email"), False, [
                api("DELETE", "Email/inbox/read", {"ids": ids})]),
            (t("moveToTrash", "massActions", "Email"), False, [
                api("POST", "Email/inbox/inTrash", {"ids": ids})]),
            (t("remove", "massActions"), False, [])]),
        _entry("delete", "emails mass remove confirm", confirm(
            t, emails, t("removeSelectedRecordsConfirmation", "messages", "Email"), remove), [
            (remove, True, [api("POST", "MassAction", mass_body)])]),
        _entry("opens-prompt", "email detail", detail, [
            (t("Reply", "labels", "Email"), False, [])]),
        _entry("reversible", "email actions menu", menu, [
            (t("Move to Trash", "labels", "Email"), False, [
                api("POST", "Email/inbox/inTrash", {"id": EMAIL})]),
            (remove, False, [])]),
        _entry("delete", "email remove confirm", confirm(
            t, SUBJECT, t("removeRecordConfirmation", "messages", "Email"), remove), [
            (remove, True, [api("DELETE", f"Email/{EMAIL}")])]),
        _entry("send", "compose email modal", compose, [
            (send, True, [api("POST", "Email", {"status": "Sending", **message})]),
            (t("Save Draft", "labels", "Email"), False, [
                api("POST", "Email", {"status": "Draft", **message})])]),
        _entry("opens-prompt", "draft email detail", draft, [(send, False, [])]),
        _entry("send", "draft send confirm", confirm(
            t, DRAFT_SUBJECT, t("confirmSend", "messages", "Email"), t("Yes")), [
            (t("Yes"), True, [api("PUT", f"Email/{DRAFT}", {"status": "Sending"})]),
            (cancel, False, [])]),
    ]  # fmt: skip


def activity_screens(t: Any) -> list[dict[str, Any]]:
    """A meeting's buttons and menu, its invitations and removal, the calls' mass set held,
    the stream: posting, a note's menu and removal."""
    remove, cancel = t("Remove"), t("Cancel")
    meeting = {"title": MEET_NAME, "items": [
        {"text": t("Meeting", "scopeNames")},
        {"button": t("Send Invitations", "labels", "Meeting")}, {"button": t("Edit")},
        {"text": MEET_NAME}]}  # fmt: skip
    menu = popup(MEET_NAME, [MEET_NAME], [
        {"menu": remove}, {"menu": t("Set Held", "labels", "Meeting")},
        {"menu": t("Set Not Held", "labels", "Meeting")}])  # fmt: skip
    invite_title = t("Send Invitations", "labels", "Meeting")
    invite = {"title": invite_title, "dialog": {}, "items": [
        {"text": t("sendInvitationsToSelectedAttendees", "messages", "Meeting")},
        {"switch": CONTACT_NAME, "checked": True}, {"switch": USER_NAME, "checked": True},
        {"button": t("Send")}, {"button": cancel}]}  # fmt: skip
    stream = {"title": ACC_NAME, "items": [
        {"text": t("Stream")},
        {"field": "post", "hint": t("writeMessage", "messages", "Note"),
         "text": "Signed the renewal, @bob please send the invoice."},
        {"button": t("Post")}]}  # fmt: skip
    post = {
        "post": "Signed the renewal, @bob please send the invoice.",
        "attachmentsIds": [],
        "type": "Post",
        "isInternal": False,
        "parentId": ACC,
        "parentType": "Account",
    }
    targets = [{"entityType": "Contact", "id": CONTACT}, {"entityType": "User", "id": USER}]
    return [
        _entry("opens-prompt", "meeting detail", meeting, [
            (t("Send Invitations", "labels", "Meeting"), False, [])]),
        _entry("reversible", "meeting actions menu", menu, [
            (t("Set Held", "labels", "Meeting"), False, [
                api("PUT", f"Meeting/{MEET}", {"status": "Held"})]),
            (t("Set Not Held", "labels", "Meeting"), False, [
                api("PUT", f"Meeting/{MEET}", {"status": "Not Held"})]),
            (remove, False, [])]),
        _entry("send", "send invitations modal", invite, [
            (t("Send"), True, [api("POST", "Meeting/action/sendInvitations",
                                   {"id": MEET, "targets": targets})]),]),
        _entry("delete", "meeting remove confirm", confirm(
            t, MEET_NAME, t("removeRecordConfirmation", "messages", "Meeting"), remove), [
            (remove, True, [api("DELETE", f"Meeting/{MEET}")])]),
        _entry("publish", "account stream post", stream, [
            (t("Post"), True, [api("POST", "Note", post)])]),
        _entry("delete", "stream note remove confirm", confirm(
            t, ACC_NAME, t("removeRecordConfirmation", "messages", "Note"), remove), [
            (remove, True, [api("DELETE", f"Note/{NOTE}")])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The admin panel: rebuild and clear cache, a user's edit, creation and removal, an API
    user's new key, a team's removal, an extension's uninstall, a personal e-mail account's
    test e-mail."""
    remove, cancel, yes = t("Remove"), t("Cancel"), t("Yes")
    admin = t("Administration")
    index = {"title": admin, "items": [
        {"text": t("System", "labels", "Admin")}, {"link": t("Clear Cache", "labels", "Admin")},
        {"link": t("Rebuild", "labels", "Admin")}, {"link": t("Users", "labels", "Admin")},
        {"link": t("Extensions", "labels", "Admin")}]}  # fmt: skip
    user_menu = popup(USER_NAME, [USER_NAME], [
        {"menu": remove}, {"menu": t("Duplicate")}])  # fmt: skip
    user_edit = {"title": USER_NAME, "items": [
        {"button": t("Save")}, {"button": cancel},
        {"switch": t("isActive", "fields", "User"), "checked": False}]}  # fmt: skip
    users = t("User", "scopeNamesPlural")
    user_create = {"title": users, "items": [
        {"text": t("Create User", "labels", "User")}, {"button": t("Save")},
        {"button": cancel},
        {"field": "userName", "hint": t("userName", "fields", "User"),
         "text": "carol"}]}  # fmt: skip
    api_menu = popup(API_NAME, [API_NAME], [
        {"menu": t("Generate New API Key", "labels", "User")}, {"menu": remove}])  # fmt: skip
    teams = t("Team", "scopeNamesPlural")
    team_row = popup(teams, [TEAM_NAME], [{"menu": t("Edit")}, {"menu": remove}])
    extensions = t("Extensions", "labels", "Admin")
    ext = {"title": extensions, "items": [
        {"text": EXT_NAME}, {"text": "1.8.0"},
        {"button": t("Uninstall", "labels", "Extension")}]}  # fmt: skip
    account_t = t("EmailAccount", "scopeNames")
    eacc = {"title": "alice@crm.example", "items": [
        {"text": account_t}, {"button": t("Send Test Email", "labels", "Email")},
        {"button": t("Edit")}]}  # fmt: skip
    test = {"title": t("Send Test Email", "labels", "Email"), "dialog": {}, "items": [
        {"field": "emailAddress", "hint": t("Email Address", "labels", "Email"),
         "text": "alice@crm.example"},
        {"button": t("Send", "labels", "Email")}, {"button": cancel}]}  # fmt: skip
    smtp = {
        "server": "smtp.crm.example",
        "port": 587,
        "auth": True,
        "security": "TLS",
        "username": "alice@crm.example",
        "password": None,
        "authMechanism": "login",
        "fromName": ME_NAME,
        "fromAddress": "alice@crm.example",
        "type": "emailAccount",
        "id": "66a1c2e4f0b3d5b41",
        "userId": ME,
        "emailAddress": "alice@crm.example",
    }
    return [
        _entry("reversible", "administration page", index, [
            (t("Clear Cache", "labels", "Admin"), False, [api("POST", "Admin/clearCache")]),
            (t("Rebuild", "labels", "Admin"), False, [api("POST", "Admin/rebuild")])]),
        _entry("opens-prompt", "user actions menu", user_menu, [(remove, False, [])]),
        _entry("delete-user", "user remove confirm", confirm(
            t, USER_NAME, t("removeRecordConfirmation", "messages", "User"), remove), [
            (remove, True, [api("DELETE", f"User/{USER}")]), (cancel, False, [])]),
        _entry("reversible", "user edit (deactivate)", user_edit, [
            (t("Save"), False, [api("PUT", f"User/{USER}", {"isActive": False})]),]),
        _entry("reversible", "user create", user_create, [
            (t("Save"), False, [api("POST", "User", {
                "userName": "carol", "type": "regular", "isActive": True,
                "teamsIds": [], "teamsNames": {}, "rolesIds": [], "rolesNames": {}})])]),
        _entry("opens-prompt", "api user actions menu", api_menu, [
            (t("Generate New API Key", "labels", "User"), False, [])]),
        _entry("revoke", "new api key confirm", confirm(
            t, API_NAME, t("confirmation", "messages"), yes), [
            (yes, True, [api("POST", "UserSecurity/apiKey/generate", {"id": API_USER})])]),
        _entry("opens-prompt", "teams list row menu", team_row, [(remove, False, [])]),
        _entry("delete", "team remove confirm", confirm(
            t, teams, t("removeRecordConfirmation", "messages", "Team"), remove), [
            (remove, True, [api("DELETE", f"Team/{TEAM}")])]),
        _entry("opens-prompt", "extensions list", ext, [
            (t("Uninstall", "labels", "Extension"), False, [])]),
        _entry("uninstall", "extension uninstall confirm", confirm(
            t, extensions, t("uninstallConfirmation", "messages", "Admin"), yes), [
            (yes, True, [api("POST", "Extension/action/uninstall", {"id": EXT})]),
            (cancel, False, [])]),
        _entry("opens-prompt", "personal email account", eacc, [
            (t("Send Test Email", "labels", "Email"), False, [])]),
        _entry("send-test", "test email modal", test, [
            (t("Send", "labels", "Email"), False, [api("POST", "Email/sendTest", smtp)]),]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """The user's preferences, password and the menu's Log Out."""
    cancel = t("Cancel")
    prefs_t = t("Preferences")
    prefs = {
        "title": prefs_t,
        "items": [
            {"button": t("Save")},
            {"button": cancel},
            {
                "field": "language",
                "hint": t("language", "fields", "Preferences"),
                "text": "Deutsch",
            },
        ],
    }
    password = {"title": t("Change Password", "labels", "User"), "dialog": {}, "items": [
        {"field": "currentPassword", "hint": t("currentPassword", "fields", "User"),
         "text": "••••••••"},
        {"field": "password", "hint": t("password", "fields", "User"), "text": "••••••••"},
        {"button": t("Change")}, {"button": cancel}]}  # fmt: skip
    menu = popup(ME_NAME, [ME_NAME], [
        {"menu": t("Preferences")}, {"menu": t("Log Out")}])  # fmt: skip
    return [
        _entry("reversible", "preferences", prefs, [
            (t("Save"), False, [api("PUT", f"Preferences/{ME}", {"language": "de_DE"})]),]),
        _entry("reversible", "change password modal", password, [
            (t("Change"), False, [api("PUT", "UserSecurity/password", {
                "currentPassword": "old-harbor-51", "password": "tidal-stone-82"})]),]),
        _entry("reversible", "user menu", menu, [
            (t("Log Out"), False, [api("POST", "App/destroyAuthToken", {"token": TOKEN})])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*record_screens(t), *email_screens(t), *activity_screens(t), *admin_screens(t),
            *user_screens(t)]  # fmt: skip
