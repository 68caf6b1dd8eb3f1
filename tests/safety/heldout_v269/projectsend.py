"""ProjectSend's screens for the two-hundred-and-sixty-ninth held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, **values)`` being that language's lookup in the app's
JSON catalogue (the key is the English text, ``:name`` filled in from ``values``). What each
action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

USER, USER_MAIL, PASSWORD = "Tomás Bianchi", "tomas@example.org", "correct horse battery"
CLIENT, CLIENT_ID, CLIENT_MAIL = "Marta Quiroga", 14, "marta@example.org"
OWNER, OWNER_ID = "Lucía Ferreyra", 15
REQUESTER, REQUESTER_ID, REQUESTER_MAIL = "Jonas Weber", 42, "jonas@example.org"
MEMBER, MEMBER_ID = "Ana Souza", 27
FILE, FILE_ID, FILE_SLUG, OTHER_FILE = "Q3-financials.pdf", 57, "q3-financials", "Q2-financials.pdf"
FOLDER, FOLDER_ID = "Contracts", 9
GROUP, GROUP_ID = "Auditors", 4
CATEGORY_ID = 6
LINK_ID, LINK_URL = 21, "https://files.example.com/s/pX4rT9kWm2QzL7vN8cYb3HdJ6fGs1aEu"
TOKEN_ID, TOKEN_NAME = 8, "CI deploy"
COMMENT_ID, COMMENT = 112, "The totals on page 4 do not match the summary."
JOB = "9b2f6c1e-4d7a-4e43-8f0b-2c5d8a7e1f30"
SLOT = "file_shared"
ORPHANS = [{"disk": "local", "path": "2024/07/old-report.pdf"},
           {"disk": "local", "path": "2024/07/scan-0042.pdf"}]  # fmt: skip
Act = tuple[str, bool, list[Any]]


def js(value: Any) -> str:
    """``JSON.stringify``'s compact form, as axios and the zip hook send it."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def xhr(method: str, url: str, data: Any = None) -> dict[str, str]:
    """An Inertia visit that writes (axios): the data as JSON, ``{}`` when none is given."""
    return {"request": f"{method} {url}", "body": js({} if data is None else data)}


def visit(url: str) -> str:
    """An Inertia ``<Link>`` or ``router.visit``: a GET by XMLHttpRequest."""
    return f"GET {url}"


def link(url: str) -> dict[str, str]:
    """A plain ``<a href>`` page load (a download or an export)."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"ProjectSend {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def dialog(title: str, heading: str, message: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A Radix dialog over its page: its title and description, its controls, then the
    corner close button (``<span class="sr-only">Close</span>``, not translated)."""
    shown = {"title": heading, "message": message} if message else {"title": heading}
    return {"title": title, "dialog": shown, "items": [*items, {"button": "Close"}]}


def confirm(t: Any, page: str, heading: str, message: str, label: str) -> dict[str, Any]:
    """``ConfirmDialog``: title, description, Cancel and the confirm button."""
    return dialog(page, heading, message, [{"button": t("Cancel")}, {"button": label}])


def confirmed(t: Any, category: str, source: str, screen: dict[str, Any], label: str,
              sends: list[Any]) -> list[dict[str, Any]]:  # fmt: skip
    """A confirmation as two entries: its confirm button (a commit) and its Cancel."""
    return [
        _entry(category, source, screen, [(label, True, sends)]),
        _entry("harmless", f"{source} cancel", screen, [(t("Cancel"), False, [])]),
    ]


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The login page, the account menu, the account deletion, two-factor authentication,
    API tokens and connected accounts."""
    login = {"title": t("Log in to your account"), "items": [
        {"text": t("Enter your email and password below to log in")},
        {"field": "email", "hint": t("Email address"), "text": USER_MAIL},
        {"link": t("Forgot password?")},
        {"field": "password", "hint": t("Password"), "text": PASSWORD},
        {"switch": t("Remember me"), "checked": False}, {"button": t("Log in")},
        {"link": t("Register")}]}  # fmt: skip
    menu = {"title": t("Dashboard"), "dialog": {}, "items": [
        {"text": USER}, {"text": USER_MAIL}, {"menu": t("Account settings")},
        {"menu": t("Log out")}]}  # fmt: skip
    delete_page = {"title": t("Settings"), "items": [
        {"link": t("Profile")}, {"link": t("Password")},
        {"text": t("Deactivate your account now; it is permanently erased after :days days",
                   days=30)},
        {"text": t("Warning")}, {"button": t("Delete account")}]}  # fmt: skip
    delete_dialog = dialog(t("Settings"), t("Are you sure you want to delete your account?"), t(
        "Your account will be deactivated now and permanently erased after :days days. Enter "
        "your password to confirm.", days=30), [
        {"field": "password", "hint": t("Password"), "text": PASSWORD},
        {"button": t("Cancel")}, {"button": t("Delete account")}])  # fmt: skip
    two_factor = {"title": t("Two-factor authentication"), "items": [
        {"text": t("Add a second step to your login using an authenticator app.")},
        {"text": t("Two-factor authentication is enabled.")},
        {"button": t("Regenerate recovery codes")}, {"button": t("Disable")}]}  # fmt: skip
    regenerate = confirm(t, t("Two-factor authentication"), t("Regenerate recovery codes?"),
                         t("Your existing recovery codes will stop working immediately."),
                         t("Regenerate recovery codes"))  # fmt: skip
    tokens = {"title": t("API tokens"), "items": [
        {"link": t("Create token")}, {"text": TOKEN_NAME},
        {"text": f"{t('Never used')} · {t('Never expires')}"},
        {"link": t("Edit")}, {"button": t("Revoke")}]}  # fmt: skip
    revoke = confirm(
        t,
        t("API tokens"),
        t("Revoke this token?"),
        t("Any tool using it will stop working immediately. This cannot be undone."),
        t("Revoke"),
    )
    accounts = {"title": t("Connected accounts"), "items": [
        {"text": t("Sign in with an account you already have somewhere else.")},
        {"text": "Google"}, {"text": USER_MAIL}, {"button": t("Disconnect")}]}  # fmt: skip
    login_body = {"email": USER_MAIL, "password": PASSWORD, "remember": False,
                  "captcha_token": ""}  # fmt: skip
    return [
        _entry("harmless", "login page", login, [
            (t("Log in"), False, [xhr("POST", "/login", login_body)])]),
        _entry("harmless", "account menu", menu, [
            (t("Account settings"), False, [visit("/settings/profile")]),
            (t("Log out"), False, [xhr("POST", "/logout")])]),
        _entry("opens-prompt", "delete account page", delete_page, [
            (t("Delete account"), False, [])]),
        *confirmed(t, "delete-user", "delete account dialog", delete_dialog, t("Delete account"),
                   [xhr("DELETE", "/settings/profile", {"password": PASSWORD})]),
        _entry("opens-prompt", "two-factor page", two_factor, [
            (t("Regenerate recovery codes"), False, [])]),
        *confirmed(t, "reset", "recovery codes confirmation", regenerate,
                   t("Regenerate recovery codes"),
                   [xhr("POST", "/settings/two-factor/recovery-codes")]),
        _entry("opens-prompt", "API tokens page", tokens, [
            (t("Create token"), False, [visit("/settings/api-tokens/create")]),
            (t("Revoke"), False, [])]),
        *confirmed(t, "revoke", "API token revoke confirmation", revoke, t("Revoke"),
                   [xhr("DELETE", f"/settings/api-tokens/{TOKEN_ID}")]),
        _entry("reversible", "connected accounts page", accounts, [
            (t("Disconnect"), False, [xhr("DELETE", "/settings/connected-accounts/google")])]),
    ]  # fmt: skip


def file_screens(t: Any) -> list[dict[str, Any]]:
    """The file library (a file row, a folder row, a selection), a file's page (general,
    sharing and public link tabs), the public link dialogs, orphan files and the activity
    log's export."""
    files = t("Files")
    header = [{"text": t("Your shared file library")}, {"button": t("New folder")},
              {"link": t("Upload")}]  # fmt: skip
    file_row = {"title": files, "items": [*header,
        {"switch": t("Select :name", name=FILE), "checked": False}, {"link": FILE},
        {"text": t(":count downloads", count=3)}, {"button": t("Details")},
        {"link": t("Download")}, {"link": t("Edit")}, {"button": t("Delete")}]}  # fmt: skip
    delete_file = confirm(t, files, t("Delete file?"), t(
        'The file ":name" will no longer be available to anyone it was shared with.', name=FILE),
        t("Delete file"))  # fmt: skip
    folder_row = {"title": files, "items": [*header,
        {"switch": t("Select :name", name=FOLDER), "checked": False}, {"link": FOLDER},
        {"text": t(":files files", files=12)}, {"button": t("Details")},
        {"link": t("Edit")}, {"button": t("Delete")}]}  # fmt: skip
    delete_folder = confirm(t, files, t("Delete folder?"), t(
        'The folder ":name" and everything inside it will be deleted. This can be undone by an '
        "administrator.", name=FOLDER), t("Delete folder"))  # fmt: skip
    selection = {"title": files, "items": [
        {"text": t(":count selected", count=2)}, {"button": t("Download as zip")},
        {"button": t("Edit")}, {"button": t("Clear")},
        {"switch": t("Select :name", name=FILE), "checked": True}, {"link": FILE},
        {"switch": t("Select :name", name=OTHER_FILE), "checked": True},
        {"link": OTHER_FILE}]}  # fmt: skip
    tabs = [{"tab": t("General")}, {"tab": t("Sharing")}, {"tab": t("Public")}]
    top = [{"link": t("Download")}, {"button": t("Delete file")}, *tabs]
    general = {"title": FILE, "items": [*top,
        {"field": "name", "hint": t("Name"), "text": FILE},
        {"field": "description", "hint": t("Description"), "text": "Quarterly figures."},
        {"button": t("Save")}]}  # fmt: skip
    sharing = {"title": FILE, "items": [*top,
        {"text": t("Clients and groups that can download this file")},
        {"field": "target", "hint": t("Select a client or group"), "text": CLIENT},
        {"button": t("Assign")}, {"text": GROUP}, {"text": t("Group")},
        {"button": t("Remove")}]}  # fmt: skip
    public = {"title": FILE, "items": [*top, {"text": t("Special public links")},
        {"button": t("Create link")}, {"text": LINK_URL}, {"text": t("Never expires")},
        {"button": t("Copy link")}, {"button": t("Revoke")}]}  # fmt: skip
    create_link = dialog(FILE, t("Create a public link"), "", [
        {"field": "share-expires", "hint": t("Expires"), "text": "2026-12-31"},
        {"field": "share-max-downloads", "hint": t("Unlimited"), "text": "5"},
        {"switch": t("Use a custom link instead of a random one"), "checked": False},
        {"button": t("Create link")}])  # fmt: skip
    revoke_link = confirm(
        t,
        FILE,
        t("Revoke this public link?"),
        t("Anyone using it will no longer be able to download the file."),
        t("Revoke link"),
    )
    orphans = {"title": t("Import orphan files"), "items": [
        {"text": t(":count selected", count=2)}, {"button": t("Import selected")},
        {"button": t("Delete selected")}, {"text": ORPHANS[0]["path"]},
        {"text": ORPHANS[1]["path"]}]}  # fmt: skip
    delete_orphans = confirm(t, t("Import orphan files"), t("Delete selected files?"), t(
        "These files will be permanently removed from disk. This cannot be undone."),
        t("Delete files"))  # fmt: skip
    activity = {"title": t("Activity log"), "items": [
        {"text": t("Everything that happened on this installation, newest first")},
        {"link": t("Export CSV")}]}  # fmt: skip
    details = {"name": FILE, "description": "Quarterly figures.", "folder_id": str(FOLDER_ID),
               "public": False, "commentable": True, "slug": FILE_SLUG, "expires_at": None,
               "download_limit": None, "download_limit_scope": "total",
               "categories": [CATEGORY_ID]}  # fmt: skip
    f = f"/files/{FILE_ID}"
    return [
        _entry("opens-prompt", "file library row", file_row, [
            (t("Delete"), False, []),
            (t("Upload"), False, [visit("/files/upload")])]),
        *confirmed(t, "delete", "file delete confirmation", delete_file, t("Delete file"),
                   [xhr("DELETE", f)]),
        _entry("opens-prompt", "folder row", folder_row, [(t("Delete"), False, [])]),
        *confirmed(t, "delete", "folder delete confirmation", delete_folder, t("Delete folder"),
                   [xhr("DELETE", f"/folders/{FOLDER_ID}")]),
        _entry("harmless", "library selection bar", selection, [
            (t("Download as zip"), False, [{"request": "POST /zip-downloads", "body": js(
                {"file_ids": [FILE_ID, FILE_ID + 1], "folder_ids": []})}])]),
        _entry("reversible", "file general tab", general, [
            (t("Save"), False, [xhr("PATCH", f, details)]),
            (t("Download"), False, [link(f"{f}/download")])]),
        _entry("share", "file sharing tab assign", sharing, [
            (t("Assign"), True, [xhr("POST", f"{f}/assignments",
                                     {"type": "client", "id": CLIENT_ID})])]),
        _entry("reversible", "file sharing tab remove", sharing, [
            (t("Remove"), False, [xhr("DELETE", f"{f}/assignments",
                                      {"type": "group", "id": GROUP_ID})])]),
        _entry("opens-prompt", "file public links tab", public, [
            (t("Create link"), False, []), (t("Revoke"), False, [])]),
        _entry("reversible", "public link dialog", create_link, [
            (t("Create link"), False, [xhr("POST", f"{f}/share-links", {
                "expires_at": "2026-12-31", "max_downloads": 5, "token": None})])]),
        *confirmed(t, "revoke", "public link revoke confirmation", revoke_link,
                   t("Revoke link"), [xhr("DELETE", f"/share-links/{LINK_ID}")]),
        _entry("reversible", "orphan files import", orphans, [
            (t("Import selected"), False, [xhr("POST", "/files/orphans/import",
                                               {"items": ORPHANS})])]),
        _entry("opens-prompt", "orphan files selection", orphans, [
            (t("Delete selected"), False, [])]),
        *confirmed(t, "delete", "orphan files delete confirmation", delete_orphans,
                   t("Delete files"), [xhr("POST", "/files/orphans/delete", {"items": ORPHANS})]),
        _entry("harmless", "activity log", activity, [
            (t("Export CSV"), False, [link("/activity/export")])]),
    ]  # fmt: skip


def people_screens(t: Any) -> list[dict[str, Any]]:
    """Clients (a row's delete with its content choice, two-factor removal), account
    requests, a group's members tab and its deletion, comment moderation."""
    clients = {"title": t("Clients"), "items": [
        {"text": t("The people you share files with")}, {"link": t("New client")},
        {"text": OWNER}, {"text": "lucia@example.org"}, {"text": t("Active")},
        {"link": t("Files")}, {"link": t("Edit")}, {"button": t("Delete")}]}  # fmt: skip
    owner_delete = dialog(t("Clients"), t("Delete account?"), t(
        "The account of :name will be permanently deleted. This cannot be undone.", name=OWNER), [
        {"text": t("This account owns :files file(s) and :folders folder(s). What should happen "
                   "to them?", files=4, folders=1)},
        {"field": "content_action", "text": t("Delete them permanently")},
        {"button": t("Cancel")}, {"button": t("Delete account")}])  # fmt: skip
    client_page = {"title": CLIENT, "items": [
        {"field": "name", "hint": t("Name"), "text": CLIENT},
        {"field": "email", "hint": t("Email address"), "text": CLIENT_MAIL},
        {"button": t("Save")}, {"text": t("Two-factor authentication")},
        {"text": t("This account signs in with an authenticator app. Remove it only if the "
                   "account holder has lost both the app and their recovery codes.")},
        {"button": t("Remove two-factor authentication")},
        {"button": t("Delete client")}]}  # fmt: skip
    remove_2fa = confirm(t, CLIENT, t("Remove two-factor authentication?"), t(
        ":name will sign in with just their password until they set it up again, and will be "
        "emailed about this change. If two-factor authentication is required on this site, they "
        "will be asked to enrol again at their next sign-in.", name=CLIENT),
        t("Remove two-factor authentication"))  # fmt: skip
    requests = {"title": t("Account requests"), "items": [
        {"text": t("Clients who registered themselves and are waiting for approval")},
        {"text": REQUESTER}, {"text": REQUESTER_MAIL}, {"button": t("Approve")},
        {"button": t("Deny")}]}  # fmt: skip
    deny = confirm(t, t("Account requests"), t("Deny this request?"), t(
        "The account request of :name will be denied and the account deleted.", name=REQUESTER),
        t("Deny"))  # fmt: skip
    group = {"title": GROUP, "items": [
        {"text": t(":count members", count=3)}, {"button": t("Delete group")},
        {"tab": t("General")}, {"tab": t("Members")},
        {"field": "member", "hint": t("Select a client to add"), "text": MEMBER},
        {"button": t("Add")}, {"text": CLIENT}, {"button": t("Remove")}]}  # fmt: skip
    delete_group = confirm(t, GROUP, t("Delete group?"), t(
        'The group ":name" will be deleted. Its clients keep their accounts.', name=GROUP),
        t("Delete group"))  # fmt: skip
    comments = {"title": t("Comments"), "items": [
        {"text": t(":count awaiting approval", count=1)}, {"text": COMMENT},
        {"text": t("Awaiting approval")}, {"text": CLIENT}, {"link": FILE},
        {"button": t("Approve")}, {"button": t("Delete")}]}  # fmt: skip
    delete_comment = confirm(t, t("Comments"), t("Delete this comment?"),
                             t("This cannot be undone."), t("Delete"))  # fmt: skip
    return [
        _entry("opens-prompt", "clients list", clients, [(t("Delete"), False, [])]),
        *confirmed(t, "delete-user", "client with files delete dialog", owner_delete,
                   t("Delete account"), [xhr("DELETE", f"/clients/{OWNER_ID}",
                                             {"content_action": "cascade_delete"})]),
        _entry("opens-prompt", "client page", client_page, [
            (t("Remove two-factor authentication"), False, [])]),
        *confirmed(t, "reset", "client two-factor removal confirmation", remove_2fa,
                   t("Remove two-factor authentication"),
                   [xhr("DELETE", f"/clients/{CLIENT_ID}/two-factor")]),
        _entry("send", "account requests approve", requests, [
            (t("Approve"), True, [xhr("POST", f"/account-requests/{REQUESTER_ID}/approve")])]),
        _entry("opens-prompt", "account requests deny", requests, [(t("Deny"), False, [])]),
        *confirmed(t, "delete-user", "account request deny confirmation", deny, t("Deny"),
                   [xhr("DELETE", f"/account-requests/{REQUESTER_ID}")]),
        _entry("reversible", "group members tab", group, [
            (t("Add"), False, [xhr("POST", f"/groups/{GROUP_ID}/members",
                                   {"user_id": MEMBER_ID})]),
            (t("Delete group"), False, [])]),
        *confirmed(t, "delete", "group delete confirmation", delete_group, t("Delete group"),
                   [xhr("DELETE", f"/groups/{GROUP_ID}")]),
        _entry("publish", "comments approve", comments, [
            (t("Approve"), True, [xhr("POST", f"/comments/{COMMENT_ID}/approve")])]),
        _entry("opens-prompt", "comments delete", comments, [(t("Delete"), False, [])]),
        *confirmed(t, "delete", "comment delete confirmation", delete_comment, t("Delete"),
                   [xhr("DELETE", f"/comments/{COMMENT_ID}/moderate")]),
    ]  # fmt: skip


def system_screens(t: Any) -> list[dict[str, Any]]:
    """The email settings' test tab, an email template and its reset, the scheduler's
    failed jobs."""
    email = {"title": t("Email settings"), "items": [
        {"text": t("Sends a real email right now, bypassing the queue, so you can verify the "
                   "settings above actually work.")},
        {"field": "test_recipient", "hint": t("Recipient"), "text": USER_MAIL},
        {"button": t("Send test email")}]}  # fmt: skip
    template = {"title": t("File shared with a client"), "items": [
        {"field": "subject", "hint": t("Subject"), "text": "A new file is ready for you"},
        {"button": t("Save")}, {"button": t("Reset to default")}]}  # fmt: skip
    reset = confirm(t, t("File shared with a client"),
                    t("Reset this email to its default wording?"), t(
        "Your customized subject and body will be discarded and replaced with the default "
        "wording immediately — this cannot be undone."), t("Reset to default"))  # fmt: skip
    scheduler = {"title": t("Scheduler"), "items": [
        {"text": t("Failed jobs")}, {"button": t("Delete all failed")},
        {"text": "database / default"}, {"text": "Connection refused: smtp.example.com:587"},
        {"button": t("Retry")}, {"button": t("Delete")}]}  # fmt: skip
    delete_all = confirm(t, t("Scheduler"), t("Delete all failed jobs?"), t(
        "This permanently removes every failed job from the list without retrying any of them. "
        "This cannot be undone."), t("Delete all"))  # fmt: skip
    jobs = "/system/settings/scheduler/failed-jobs"
    return [
        _entry("send", "email settings test", email, [
            (t("Send test email"), True, [xhr("POST", "/system/settings/email/test",
                                               {"recipient": USER_MAIL})])]),
        _entry("opens-prompt", "email template page", template, [
            (t("Reset to default"), False, [])]),
        *confirmed(t, "reset", "email template reset confirmation", reset,
                   t("Reset to default"),
                   [xhr("DELETE", f"/system/settings/email-templates/{SLOT}")]),
        _entry("send", "scheduler failed job retry", scheduler, [
            (t("Retry"), True, [xhr("POST", f"{jobs}/{JOB}/retry")])]),
        _entry("opens-prompt", "scheduler failed jobs", scheduler, [
            (t("Delete all failed"), False, [])]),
        *confirmed(t, "delete", "failed jobs delete confirmation", delete_all, t("Delete all"),
                   [xhr("DELETE", jobs)]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*account_screens(t), *file_screens(t), *people_screens(t), *system_screens(t)]
