"""BookWyrm's screens for the two-hundred-and-thirty-ninth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(msgid, ctx, n, **values)`` being that language's lookup in the
app's gettext catalogue. What each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

CSRF = "b7QmX2vL9kR4tZp8WcN3yHs6JdF1gUa5EoVi0rKx7MnB2qLw9TzC4fYj8PsG3hDe"  # made up
BOUNDARY = "----WebKitFormBoundaryQm7Xc2LpV9tR4wZa"  # made up, as Chrome writes one
SITE = "Leafwise"  # the instance's name (site.name)
DOMAIN = "leafwise.example"  # a local user's username is localname@DOMAIN
ME, ME_NAME = 7, "Rowan Ellis"
MIRA, MIRA_NAME = 23, "Mira Castell"
THEO_NAME, JONAS_NAME, KIT, KIT_NAME = "Theo Marsh", "Jonas Berg", 41, "Kit Farrow"
BOOK, TITLE, AUTHOR = 318, "Middlemarch", "George Eliot"
READING_SHELF, READTHROUGH, PROGRESS = 22, 96, 211
STARTED, FINISHED = "2026-08-03", "2026-08-24"
MIRA_STATUS, MY_STATUS = 5012, 5044
MIRA_TEXT = "Chapter 20 is the best thing Eliot ever wrote."
MY_TEXT = "Finally past the Lydgate chapters."
MIRA_LIST, MIRA_LIST_NAME, MY_ITEM = 44, "Victorian novels worth rereading", 612
MY_LIST, MY_LIST_NAME, SUGGESTION, SUGGESTED = 51, "Tuesday club picks", 640, "North and South"
GROUP, GROUP_NAME = 9, "Tuesday book club"
SESSION = "k3v9q2mzx8t7lw4rj6nb1hc5yd0pfa2e"
REPORT = 17
ASKED, ASKED_MAIL, SENT, SENT_MAIL = 31, "dana@example.org", 28, "lee@example.net"
SERVER, SERVER_NAME = 6, "reads.example.social"
SUGGESTION_NOTE = "The club would argue about this one for weeks."
COMMENT = "Slow to start, then impossible to put down."
DM = "@mira Are you bringing Middlemarch on Tuesday?"
NOTE = "Gives away the ending without a spoiler warning."
CSV = (
    "Book Id,Title,Author,ISBN13,My Rating,Exclusive Shelf,My Review\r\n"
    '2134,Middlemarch,George Eliot,9780141439549,5,read,"Generous, slow and wise."\r\n'
    "7412,North and South,Elizabeth Gaskell,9780140434248,4,to-read,\r\n"
)
Field = tuple[str, str] | tuple[str, str, str, str]  # (name, value) or a file's part
Act = tuple[str, bool, list[Any]]


def urlencoded(fields: list[Field]) -> str:
    """An HTML form's body: ``application/x-www-form-urlencoded``, in tree order."""
    return "&".join(f"{quote_plus(f[0])}={quote_plus(f[1])}" for f in fields)


def multipart(fields: list[Field]) -> str:
    """``multipart/form-data`` as Chrome writes a FormData (or an ``enctype`` form); a file's
    part is (name, filename, type, content)."""
    parts = []
    for field in fields:
        if len(field) == 4:
            name, filename, kind, content = field
            head = (f'Content-Disposition: form-data; name="{name}"; filename="{filename}"\r\n'
                    f"Content-Type: {kind}\r\n")  # fmt: skip
        else:
            name, content = field
            head = f'Content-Disposition: form-data; name="{name}"\r\n'
        parts.append(f"--{BOUNDARY}\r\n{head}\r\n{content}\r\n")
    return "".join(parts) + f"--{BOUNDARY}--\r\n"


def form(url: str, fields: list[Field] = (), enctype: str = "") -> dict[str, str]:
    """A ``<form method="post">`` the browser submits, the CSRF token first."""
    fields = [("csrfmiddlewaretoken", CSRF), *fields]
    body = multipart(fields) if enctype else urlencoded(fields)
    return {"request": f"POST {url}", "body": body, "via": "form"}


def ajax(url: str, fields: list[Field] = ()) -> dict[str, str]:
    """``BookWyrm.ajaxPost(form)``: the script's own POST of the form's action with ``new
    FormData(form)`` (the ``.interaction`` buttons and the ``.submit-status`` forms)."""
    return {"request": f"POST {url}", "body": multipart([("csrfmiddlewaretoken", CSRF), *fields])}


def link(url: str) -> dict[str, str]:
    """An ``<a href>`` page load."""
    return {"request": f"GET {url}", "via": "link"}


def get_form(url: str) -> dict[str, str]:
    """A ``<form method="GET">`` submitted: a page load with its fields in the query."""
    return {"request": f"GET {url}", "via": "form"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"bookwyrm {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def title(text: str) -> str:
    """The document's title: ``{% block title %} - {{ site.name }}``."""
    return f"{text} - {SITE}"


def menu(page: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open ``<details class="dropdown">`` over its page: its entries."""
    return {"title": page, "dialog": {}, "items": items}


def modal(t: Any, page: str, heading: str, message: str, items: list[dict[str, Any]]) -> dict:
    """components/modal.html over its page: the heading, the body's text, the footer's
    controls and the two Close buttons (the card's and the backdrop's)."""
    dialog = {"title": heading, "message": message} if message else {"title": heading}
    return {"title": page, "dialog": dialog,
            "items": [{"icon": t("Close")}, *items, {"icon": t("Close")}]}  # fmt: skip


def feed_screens(t: Any) -> list[dict[str, Any]]:
    """The account menu, the login page, a status of another user, its menu and report
    dialog, a status of one's own and its menu, the direct messages page."""
    updates = title(t("Updates"))
    account = menu(updates, [
        {"button": t("Back")}, {"link": t("Profile")}, {"link": t("Directory")},
        {"link": t("Direct Messages")}, {"link": t("Settings")}, {"link": t("Admin")},
        {"button": t("Log out")}])  # fmt: skip
    login = {"title": title(t("Login")), "items": [
        {"field": "localname", "hint": t("Username:"), "text": "rowan"},
        {"field": "password", "hint": t("Password:"), "text": "••••••••••••"},
        {"button": t("Log in")}, {"link": t("Forgot your password?")}]}  # fmt: skip
    header = t('commented on <a href="%(book_path)s">%(book)s</a> by <a href="%(author_path)s">'
               '%(author_name)s</a>', book=TITLE, author_name=AUTHOR)  # fmt: skip
    card = {"title": updates, "items": [
        {"link": MIRA_NAME}, {"text": header}, {"text": MIRA_TEXT}, {"button": t("Reply")},
        {"button": t("Boost")}, {"button": t("Like")}, {"button": t("More options")}]}  # fmt: skip
    options = menu(updates, [
        {"link": t("Send direct message")}, {"button": t("Report")},
        {"button": t("Block")}])  # fmt: skip
    report = modal(t, updates, t("Report @%(username)s's status", username="mira"),
                   t("This report will be sent to %(site_name)s's moderators for review.",
                     site_name=SITE), [
        {"field": "note", "hint": t("More info about this report:"), "text": NOTE},
        {"button": t("Cancel")}, {"button": t("Submit")}])  # fmt: skip
    mine = menu(updates, [{"button": t("Delete status")}, {"link": t("Edit")}])
    direct = {"title": updates, "items": [
        {"text": t("Direct Messages")},
        {"field": "content", "hint": t("Content"), "text": DM},
        {"button": t("Include spoiler alert")}, {"button": t("Private")},
        {"button": t("Post")}]}  # fmt: skip
    like = f"/favorite/{MIRA_STATUS}"
    return [
        _entry("harmless", "account menu", account, [
            (t("Settings"), False, [link("/preferences/profile")]),
            (t("Log out"), False, [form("/logout")])]),
        _entry("harmless", "login page", login, [
            (t("Log in"), False, [form("/login", [
                ("localname", "rowan"), ("password", "quiet-harbor-1871")])])]),
        _entry("reversible", "status of another user", card, [
            (t("Like"), False, [ajax(like)]),
            (t("Boost"), False, [ajax(f"/boost/{MIRA_STATUS}")])]),
        _entry("opens-prompt", "status of another user (reply and menu)", card, [
            (t("Reply"), False, []), (t("More options"), False, [])]),
        _entry("opens-prompt", "status menu of another user", options, [
            (t("Report"), False, [])]),
        _entry("block", "status menu of another user (block)", options, [
            (t("Block"), True, [form(f"/block/{MIRA}")])]),
        _entry("send", "report dialog", report, [
            (t("Submit"), True, [form("/report", [
                ("user", str(ME)), ("reported_user", str(MIRA)),
                ("statuses", str(MIRA_STATUS)), ("allow_broadcast", ""),
                ("note", NOTE)])])]),
        _entry("harmless", "report dialog (cancel)", report, [(t("Cancel"), False, [])]),
        _entry("delete", "status menu of one's own", mine, [
            (t("Delete status"), True, [form(f"/delete-status/{MY_STATUS}")])]),
        _entry("harmless", "status menu of one's own (edit)", mine, [
            (t("Edit"), False, [link(f"/edit/{MY_STATUS}")])]),
        _entry("send", "direct messages page", direct, [
            (t("Post"), True, [ajax("/post/direct", [
                ("book", ""), ("user", str(ME)), ("reply_parent", ""), ("content", DM),
                ("content_warning", ""), ("privacy", "direct")])])]),
    ]  # fmt: skip


def book_screens(t: Any) -> list[dict[str, Any]]:
    """A book being read: its page, the shelf menu, the finish reading dialog with and
    without a post, the read dates' deletion and a progress update's deletion."""
    page = title(TITLE)
    book = {"title": page, "items": [
        {"text": TITLE}, {"link": AUTHOR}, {"link": t("Edit Book")},
        {"button": t("Finish reading")}, {"button": t("More shelves")},
        {"button": t("Show all updates")}, {"button": t("Edit read dates")},
        {"button": t("Delete these read dates")}, {"button": t("Add read dates")}]}  # fmt: skip
    reading = t("Currently Reading")
    shelves = menu(page, [
        {"button": t("Want to read")}, {"button": t("Stop reading")},
        {"button": t("Update progress")},
        {"button": t("Remove from %(name)s", name=reading)},
        {"button": t("Block this book")}])  # fmt: skip
    heading = t('Finish "<em>%(book_title)s</em>"', book_title=TITLE)
    dates = [
        {"field": "start_date", "hint": t("Started reading"), "text": STARTED},
        {"field": "finish_date", "hint": t("Finished reading"), "text": FINISHED}]  # fmt: skip
    posting = modal(t, page, heading, "", [  # its body scrolled to the post's form
        {"field": "content", "hint": t("Comment:"), "text": COMMENT},
        {"button": t("Include spoiler alert")},
        {"field": "privacy", "hint": t("Post privacy"), "text": t("Public")},
        {"button": t("Post")}])  # fmt: skip
    quiet = modal(t, page, heading, "", [
        *dates, {"switch": t("Post to feed"), "checked": False},
        {"button": t("Save")}])  # fmt: skip
    finish = f"/reading-status/finish/{BOOK}"
    shelving = [("id", str(READTHROUGH)), ("reading_status", "read"), ("shelf", ""),
                ("start_date", STARTED), ("finish_date", FINISHED)]  # fmt: skip
    delete = modal(t, page, t("Delete these read dates?"), t(
        "You are deleting this readthrough and its %(count)s associated progress updates.",
        count=1), [{"button": t("Cancel")}, {"button": t("Delete")}])  # fmt: skip
    updates = {"title": page, "items": [
        {"text": TITLE}, {"button": t("Show all updates")},
        {"text": t("page %(page)s of %(total_pages)s", page=120, total_pages=880)},
        {"button": t("Delete this progress update")}, {"button": t("Edit read dates")},
        {"button": t("Delete these read dates")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "book page", book, [
            (t("Finish reading"), False, []), (t("More shelves"), False, []),
            (t("Delete these read dates"), False, [])]),
        _entry("reversible", "shelf menu", shelves, [
            (t("Remove from %(name)s", name=reading), False, [form("/unshelve/", [
                ("book", str(BOOK)), ("shelf", str(READING_SHELF))])]),
            (t("Block this book"), False, [form(f"/block-book/{BOOK}")])]),
        _entry("publish", "finish reading dialog", posting, [
            (t("Post"), True, [ajax(finish, [
                *shelving, ("post-status", "on"), ("user", str(ME)),
                ("mention_books", str(BOOK)), ("book", str(BOOK)), ("content", COMMENT),
                ("content_warning", ""), ("privacy", "public")])])]),
        _entry("reversible", "finish reading dialog without a post", quiet, [
            (t("Save"), False, [ajax(finish, shelving)])]),
        _entry("harmless", "finish reading dialog without a post (post to feed)", quiet, [
            (t("Post to feed"), False, [])]),
        _entry("delete", "read dates delete dialog", delete, [
            (t("Delete"), True, [form("/delete-readthrough", [("id", str(READTHROUGH))])])]),
        _entry("harmless", "read dates delete dialog (cancel)", delete, [
            (t("Cancel"), False, [])]),
        _entry("delete", "progress updates", updates, [
            (t("Delete this progress update"), True, [form("/delete-progressupdate", [
                ("id", str(PROGRESS))])])]),
    ]  # fmt: skip


def list_screens(t: Any) -> list[dict[str, Any]]:
    """Another user's open list holding a book one added, one's own list's edit form and
    delete dialog, its curation page."""
    theirs = {"title": title(MIRA_LIST_NAME), "items": [
        {"text": MIRA_LIST_NAME}, {"button": t("Save")}, {"link": TITLE},
        {"text": t("Added by %(user_link)s", user_link=ME_NAME)},
        {"button": t("Finish reading")}, {"button": t("More shelves")},
        {"button": t("Remove")}]}  # fmt: skip
    page = title(MY_LIST_NAME)
    edit = {"title": page, "items": [
        {"text": t("Edit List")},
        {"field": "name", "hint": t("Name:"), "text": MY_LIST_NAME},
        {"field": "description", "hint": t("Description:"), "text": "What the club reads next."},
        {"radio": t("Closed"), "checked": False}, {"radio": t("Curated"), "checked": True},
        {"radio": t("Open", "curation type"), "checked": False},
        {"radio": t("Group"), "checked": False}, {"button": t("Delete list")},
        {"field": "privacy", "hint": t("Post privacy"), "text": t("Public")},
        {"button": t("Save")}]}  # fmt: skip
    delete = modal(t, page, t("Delete this list?"), t("This action cannot be un-done"), [
        {"button": t("Cancel")}, {"button": t("Delete")}])  # fmt: skip
    curate = {"title": page, "items": [
        {"text": t("Pending Books")}, {"link": SUGGESTED},
        {"text": t('<a href="%(user_path)s">%(username)s</a> says:', username=MIRA_NAME)},
        {"text": SUGGESTION_NOTE}, {"text": t("Suggested by")},
        {"link": MIRA_NAME}, {"button": t("Approve")}, {"button": t("Discard")}]}  # fmt: skip
    return [
        _entry("reversible", "another user's list", theirs, [
            (t("Save"), False, [ajax(f"/save-list/{MIRA_LIST}")]),
            (t("Remove"), False, [form(f"/list/{MIRA_LIST}/remove", [("item", str(MY_ITEM))])])]),
        _entry("opens-prompt", "list edit form", edit, [(t("Delete list"), False, [])]),
        _entry("reversible", "list edit form (save)", edit, [
            (t("Save"), False, [form(f"/list/{MY_LIST}", [
                ("user", str(ME)), ("name", MY_LIST_NAME),
                ("description", "What the club reads next."), ("curation", "curated"),
                ("privacy", "public")])])]),
        _entry("delete", "list delete dialog", delete, [
            (t("Delete"), True, [form(f"/list/delete/{MY_LIST}", [("id", str(MY_LIST))])])]),
        _entry("harmless", "list delete dialog (cancel)", delete, [(t("Cancel"), False, [])]),
        _entry("reversible", "list curation page", curate, [
            (t("Approve"), False, [form(f"/list/{MY_LIST}/curate", [
                ("item", str(SUGGESTION)), ("approved", "true")])])]),
        _entry("delete", "list curation page (discard)", curate, [
            (t("Discard"), True, [form(f"/list/{MY_LIST}/curate", [
                ("item", str(SUGGESTION)), ("approved", "false")])])]),
    ]  # fmt: skip


def people_screens(t: Any) -> list[dict[str, Any]]:
    """A group's members and a member's removal, follow requests on one's profile, another
    user's profile, the notifications page."""
    page = title(GROUP_NAME)
    members = [
        {"text": t("Group Members")}, {"field": "user_query", "hint": t("Search to add a user"),
                                       "text": ""},
        {"button": t("Search")}, {"link": ME_NAME}, {"link": JONAS_NAME}]  # fmt: skip
    group = {"title": page, "items": [*members, {"button": t("Remove")}]}
    confirm = {"title": page, "items": [*members, {"button": t("Confirm")}]}
    profile = {"title": title(ME_NAME), "items": [
        {"text": ME_NAME}, {"text": t("Follow Requests")}, {"link": THEO_NAME},
        {"button": t("Accept")}, {"button": t("Delete")}]}  # fmt: skip
    theirs = {"title": title(MIRA_NAME), "items": [
        {"text": MIRA_NAME}, {"button": t("Follow")}, {"button": t("More options")},
        {"link": t("Activity")}, {"link": t("Lists")}, {"link": t("Books")}]}  # fmt: skip
    notifications = {"title": title(t("Notifications")), "items": [
        {"text": t("Notifications")}, {"button": t("Delete notifications")},
        {"link": t("All")}, {"link": t("Mentions")},
        {"text": t('<a href="%(related_user_link)s">%(related_user)s</a> followed you',
                   related_user=THEO_NAME)}]}  # fmt: skip
    theo = ("user", f"theo@{DOMAIN}")
    return [
        _entry("opens-prompt", "group members", group, [(t("Remove"), False, [])]),
        _entry("revoke", "group member removal", confirm, [
            (t("Confirm"), True, [form("/remove-group-member", [
                ("group", str(GROUP)), ("user", f"jonas@{DOMAIN}")])])]),
        _entry("reversible", "follow requests on one's profile", profile, [
            (t("Accept"), False, [form("/accept-follow-request/", [theo])]),
            (t("Delete"), False, [form("/delete-follow-request/", [theo])])]),
        _entry("reversible", "another user's profile", theirs, [
            (t("Follow"), False, [ajax("/follow", [("user", f"mira@{DOMAIN}")])])]),
        _entry("opens-prompt", "another user's profile (menu)", theirs, [
            (t("More options"), False, [])]),
        _entry("delete", "notifications page", notifications, [
            (t("Delete notifications"), True, [form("/notifications")])]),
    ]  # fmt: skip


def preferences_screens(t: Any) -> list[dict[str, Any]]:
    """The account's deletion, security and 2FA pages, the book list export and import, the
    move, the blocked users."""
    delete = {"title": title(t("Delete Account")), "items": [
        {"text": t("Your account will be hidden. You can log back in at any time to "
                   "re-activate your account.")},
        {"button": t("Deactivate Account")}, {"text": t("Permanently delete account")},
        {"text": t("Deleting your account cannot be undone. The username will not be "
                   "available to register in the future.")},
        {"switch": t("I understand that my account cannot be recovered:"), "checked": True},
        {"button": t("Delete Account")}]}  # fmt: skip
    security = {"title": title(t("Account Security")), "items": [
        {"text": t("Two Factor Authentication")},
        {"text": t("Two Factor Authentication is active on your account.")},
        {"link": t("Disable 2FA")},
        {"text": t("You can generate backup codes to use in case you do not have access to "
                   "your authentication app. If you generate new codes, any backup codes "
                   "previously generated will no longer work.")},
        {"link": t("Generate backup codes")}, {"text": t("Sessions")},
        {"text": t("You are logged in to the following sessions:")},
        {"text": "198.51.100.7"}, {"text": "Linux"}, {"text": "Firefox"}, {"text": t("You")},
        {"text": "203.0.113.24"}, {"text": "Android"}, {"text": "Chrome"},
        {"button": t("Log Out")}]}  # fmt: skip
    disable = {"title": title(t("Disable 2FA")), "items": [
        {"text": t("Disabling 2FA will allow anyone with your username and password to log "
                   "in to your account.")},
        {"link": t("Cancel")}, {"button": t("Turn off 2FA")}]}  # fmt: skip
    export = {"title": title(t("Export Book List")), "items": [
        {"text": t("Your CSV export file will include all the books on your shelves, books "
                   "you have reviewed, and books with reading activity. <br/>Use this to "
                   "import into a service like Goodreads.")},
        {"button": t("Download file")}]}  # fmt: skip
    move = {"title": title(t("Move Account")), "items": [
        {"text": t("Migrate account to another server")},
        {"text": t("Moving your account will notify all your followers and direct them to "
                   "follow the new account.")},
        {"field": "target", "hint": t("Enter the username for the account you want to move "
                                      "to e.g. <em>user@example.com </em>:"),
         "text": "rowan@books.example.net"},
        {"field": "password", "hint": t("Confirm your password:"), "text": "••••••••••••"},
        {"button": t("Move Account")}]}  # fmt: skip
    blocks = {"title": title(t("Blocked Users")), "items": [
        {"link": KIT_NAME}, {"button": t("Un-block")}]}  # fmt: skip
    importing = {"title": title(t("Import Book List")), "items": [
        {"field": "source", "hint": t("Data source:"), "text": t("Goodreads (CSV)")},
        {"field": "csv_file", "hint": t("Data file:"), "text": "goodreads_library_export.csv"},
        {"switch": t("Include reviews"), "checked": True},
        {"switch": t("Create new shelves if they do not exist"), "checked": True},
        {"field": "shelf_override", "hint": t("Shelve all imported books on:"),
         "text": t("Use shelf/status from the file")},
        {"field": "privacy", "hint": t("Privacy setting for imported reviews and shelves:"),
         "text": t("Public")},
        {"button": t("Import")}]}  # fmt: skip
    return [
        _entry("reversible", "account deletion page (deactivate)", delete, [
            (t("Deactivate Account"), False, [form("/preferences/deactivate")])]),
        _entry("delete-user", "account deletion page", delete, [
            (t("Delete Account"), True, [form("/preferences/delete", [("confirm", "on")])])]),
        _entry("opens-prompt", "security page", security, [
            (t("Disable 2FA"), False, [link("/preferences/disable-2fa")])]),
        _entry("overwrite", "security page (backup codes)", security, [
            (t("Generate backup codes"), True, [link("/preferences/2fa-backup-codes")])]),
        _entry("revoke", "security page (sessions)", security, [
            (t("Log Out"), True, [form(f"/preferences/security/logout/{SESSION}")])]),
        _entry("reversible", "2FA disable page", disable, [
            (t("Turn off 2FA"), False, [form("/preferences/disable-2fa")]),
            (t("Cancel"), False, [link("/preferences/2fa")])]),
        _entry("harmless", "book list export page", export, [
            (t("Download file"), False, [form("/preferences/export")])]),
        _entry("move", "account move page", move, [
            (t("Move Account"), True, [form("/preferences/move", [
                ("target", "rowan@books.example.net"), ("password", "quiet-harbor-1871")])])]),
        _entry("reversible", "blocked users page", blocks, [
            (t("Un-block"), False, [form(f"/unblock/{KIT}")])]),
        _entry("publish", "book list import page", importing, [
            (t("Import"), True, [form("/import", [
                ("source", "Goodreads"),
                ("csv_file", "goodreads_library_export.csv", "text/csv", CSV),
                ("include_reviews", "on"), ("create_shelves", "on"), ("shelf_override", ""),
                ("privacy", "public")], enctype="multipart")])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """A report's page, the invite requests, a federated instance, the imports settings, the
    forced password reset and its confirmation."""
    report_title = t("Report #%(report_id)s: Status posted by @%(username)s",
                     report_id=REPORT, username="mira")  # fmt: skip
    report = {"title": title(report_title), "items": [
        {"link": t("Back to reports")}, {"text": NOTE},
        {"text": t('Reported by <a href="%(path)s">@%(username)s</a>', username="theo")},
        {"button": t("Resolve")}, {"text": t("Reported statuses")}, {"text": MIRA_TEXT},
        {"button": t("Delete status")}, {"text": t("User Actions")},
        {"link": t("Send direct message")}, {"button": t("Suspend user")},
        {"button": t("Permanently delete user")}]}  # fmt: skip
    requests = {"title": title(t("Administration")), "items": [
        {"text": t("Invite Requests")}, {"text": ASKED_MAIL}, {"text": t("Requested")},
        {"button": t("Send invite")}, {"button": t("Ignore")}, {"text": SENT_MAIL},
        {"text": t("Sent")}, {"button": t("Re-send invite")},
        {"button": t("Revoke invite")}]}  # fmt: skip
    server = {"title": title(SERVER_NAME), "items": [
        {"text": SERVER_NAME}, {"button": t("Refresh data")}, {"text": t("Actions")},
        {"button": t("Block")},
        {"text": t("All users from this instance will be deactivated.")}]}  # fmt: skip
    imports = {"title": title(t("Imports")), "items": [  # the first <details> open
        {"button": t("Disable starting new imports")},
        {"text": t("While imports are disabled, users will not be allowed to start new "
                   "imports, but existing imports will not be affected.")},
        {"button": t("Disable imports")},
        {"button": t("Limit the amount of imports")}]}  # fmt: skip
    reset = title(t("Force Password Reset"))
    notice = t("All users in the selected category will be logged out and required to set a "
               "new password to log back in.")  # fmt: skip
    choose = {"title": reset, "items": [
        {"text": notice},
        {"field": "group", "hint": "Force reset for users of group:", "text": t("All users")},
        {"button": t("Force password reset")}]}  # fmt: skip
    confirm = {"title": reset, "items": [
        {"text": notice}, {"text": f"{t('Number of users that will be effected:')} 214"},
        {"text": t("Are you sure you want to force password reset for these users:")},
        {"button": t("Confirm")}]}  # fmt: skip
    pages = "/settings/requests"
    return [
        _entry("reversible", "report page", report, [
            (t("Resolve"), False, [form(f"/settings/reports/{REPORT}/resolve")]),
            (t("Suspend user"), False, [form(f"/settings/reports/{MIRA}/suspend/{REPORT}")])]),
        _entry("opens-prompt", "report page (delete user)", report, [
            (t("Permanently delete user"), False, [])]),
        _entry("send", "invite requests", requests, [
            (t("Send invite"), True, [form(pages, [("invite-request", str(ASKED))])])]),
        _entry("revoke", "invite requests (revoke)", requests, [
            (t("Revoke invite"), True, [form(pages, [
                ("invite-request", str(SENT)), ("delete", "true")])])]),
        _entry("reversible", "invite requests (ignore)", requests, [
            (t("Ignore"), False, [form(f"{pages}/ignore", [("invite-request", str(ASKED))])])]),
        _entry("reversible", "federated instance page", server, [
            (t("Block"), False, [form(f"/settings/federation/{SERVER}/block")])]),
        _entry("reversible", "imports settings", imports, [
            (t("Disable imports"), False, [form("/settings/imports/disable")])]),
        _entry("opens-prompt", "forced password reset", choose, [
            (t("Force password reset"), False, [
                get_form("/settings/force-password-reset?group=all")])]),
        _entry("reset", "forced password reset confirmation", confirm, [
            (t("Confirm"), True, [form("/settings/force-password-reset?group=all", [
                ("group", "all")])])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*feed_screens(t), *book_screens(t), *list_screens(t), *people_screens(t),
            *preferences_screens(t), *admin_screens(t)]  # fmt: skip
