"""Calibre-Web's screens for the two-hundred-and-thirty-eighth held-out corpus: ``screens(t)``
lays them out in one language, ``t(msgid, **values)`` being that language's lookup in the
app's gettext catalogue (``%(name)s`` filled in from ``values``, as Flask-Babel does). What
each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote_plus

CSRF = "IjRmOGMyZTkxYjc1ZDQ2YTBiM2U4ZjFjOWQyYTc1YjYwZTRkOGMxZjMi.aKlQbg.Vx3rN8qfT0c2WmZp1yLk9sJdHuE"
APP = "Calibre-Web"  # config_calibre_web_title's default, the head of every document.title
ADMIN = "mara"  # the admin who is logged in
BOOK, TITLE, AUTHOR = 42, "Middlemarch", "George Eliot"
COPY = 88  # a second "Middlemarch" by George Eliot, an EPUB only
BOOK2, TITLE2, AUTHOR2 = 57, "The Voyage Out", "Virginia Woolf"
CLUB, CLUB_NAME, TO_READ, TO_READ_NAME = 3, "Book club", 5, "To read"
NORA, NORA_MAIL, NORA_KINDLE = 4, "nora@example.org", "nora@kindle.com"
TEO, TEO_MAIL = 7, "teo@example.org"
TOKEN = "9f2c4e7a1b8d3f60c5a2e9d7b4f1c8a3"  # a magic link's RemoteAuthToken, made up
LIBRARY = "/books/library-2026"
NEW_VERSION = "0.6.29"
Act = tuple[str, bool, list[Any]]


def urlencoded(fields: list[tuple[str, str]]) -> str:
    """A form's or jQuery's ``$.param``'s body: urlencoded, a space as ``+``."""
    return "&".join(f"{quote_plus(name)}={quote_plus(value)}" for name, value in fields)


def form(url: str, fields: list[tuple[str, str]] = ()) -> dict[str, str]:
    """An HTML form posted by the browser (a page's form, or ``postButton``'s, whose first field
    is the CSRF token)."""
    return {"request": f"POST {url}", "body": urlencoded(list(fields)), "via": "form"}


def token(*fields: tuple[str, str]) -> list[tuple[str, str]]:
    return [("csrf_token", CSRF), *fields]


def ajax(url: str, fields: list[tuple[str, str]] | None = None) -> Any:
    """``$.ajax`` posting an object (urlencoded) or nothing."""
    if fields is None:
        return f"POST {url}"
    return {"request": f"POST {url}", "body": urlencoded(fields)}


def ajax_json(url: str, data: Any) -> dict[str, str]:
    """``$.ajax`` posting ``JSON.stringify(data)``."""
    return {"request": f"POST {url}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def link(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` or ``window.location.href = ...``."""
    return {"request": f"GET {url}", "via": "link"}


def dialog_texts(element_id: str) -> str:
    """``confirmDialog`` asks the server for its texts as it opens the modal."""
    return f"POST /ajax/loaddialogtexts/{element_id}"


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"calibre-web {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def title(text: str) -> str:
    """``<title>{{instance}} | {{title}}</title>``."""
    return f"{APP} | {text}"


def modal(page: str, heading: str | None, message: str | None,
          items: list[dict[str, Any]]) -> dict[str, Any]:  # fmt: skip
    """A Bootstrap modal over its page: its header, its first paragraph, its controls."""
    dialog = {}
    if heading:
        dialog["title"] = heading
    if message:
        dialog["message"] = message
    return {"title": page, "dialog": dialog, "items": items}


def general(t: Any, page: str, message: str, ok: str) -> dict[str, Any]:
    """``GeneralDeleteModal`` (Delete) or ``GeneralChangeModal`` (Ok): an empty header, the
    text ``/ajax/loaddialogtexts`` returned, the button and Cancel."""
    return modal(page, None, message, [{"button": ok}, {"button": t("Cancel")}])


def header(t: Any) -> list[dict[str, Any]]:
    """The navigation bar as a narrow window shows it: its links fold behind the toggle."""
    return [{"button": t("Toggle Navigation")}, {"link": APP}]


def browse_screens(t: Any) -> list[dict[str, Any]]:
    """The open navigation menu; a book's page, its Download and Send to eReader menus; its
    edit page and the delete confirmations of the book and of a format."""
    books = title(t("Books"))
    public = t("(Public)")
    menu = {"title": books, "items": [
        {"button": t("Toggle Navigation")}, {"link": t("Advanced Search")},
        {"button": t("Upload")}, {"link": t("Tasks")}, {"link": t("Admin")},
        {"link": ADMIN}, {"link": t("Logout")}, {"link": t("Books")},
        {"link": t("Hot Books")}, {"link": t("Top Rated Books")}, {"link": t("Discover")},
        {"link": t("Categories")}, {"link": t("Series")}, {"link": t("Authors")},
        {"link": t("Books List")}, {"link": f"{CLUB_NAME} {public} 3"},
        {"link": f"{TO_READ_NAME} 1"}, {"link": t("Create a Shelf")},
        {"link": t("About")}]}  # fmt: skip
    page_t = title(TITLE)
    page = {"title": page_t, "items": [
        *header(t), {"button": t("Download")}, {"button": t("Send to eReader")},
        {"button": t("Read in Browser")}, {"text": TITLE}, {"link": AUTHOR},
        {"switch": t("Read"), "checked": False}, {"switch": t("Archive"), "checked": False},
        {"button": t("Add to shelf")}, {"link": f"{CLUB_NAME} {public}"},
        {"link": t("Edit Metadata")}, {"button": t("Cancel")}]}  # fmt: skip
    downloads = modal(page_t, None, None, [
        {"menu": "EPUB (1.3 MB)"}, {"menu": "PDF (3.4 MB)"}])  # fmt: skip
    send_epub = t("Send %(format)s to eReader", format="Epub")
    send = modal(
        page_t,
        None,
        None,
        [{"menu": send_epub}, {"menu": t("Send %(format)s to eReader", format="Pdf")}],
    )
    edit_t = title(t("edit metadata"))
    delete_pdf = f"{t('Delete')} - PDF"
    edit = {"title": edit_t, "items": [
        *header(t), {"button": t("Delete Book")}, {"text": t("Delete formats:")},
        {"button": f"{t('Delete')} - EPUB"}, {"button": delete_pdf},
        {"text": t("Convert book format:")}, {"button": t("Convert book")},
        {"button": t("Upload Format")},
        {"field": "title", "hint": t("Book Title"), "text": TITLE},
        {"field": "authors", "hint": t("Author"), "text": AUTHOR},
        {"button": t("Save")},
        {"link": t("Cancel")}]}  # fmt: skip
    kobo = [{"text": t("Important Kobo Note: deleted books will remain on any paired Kobo "
                       "device.")},
            {"text": t("Books must first be archived and the device synced before a book can "
                       "safely be deleted.")}]  # fmt: skip
    buttons = [{"button": t("Delete")}, {"button": t("Cancel")}]
    delete = modal(
        edit_t,
        t("Delete Book"),
        t("This book will be permanently erased from database and hard disk"),
        [*kobo, *buttons],
    )
    delete_format = modal(
        edit_t,
        t("Delete Book"),
        t("This book format will be permanently erased from database"),
        [*kobo, *buttons],
    )
    return [
        _entry("harmless", "navigation menu", menu, [
            (t("Logout"), False, [link("/logout?next=/")])]),
        _entry("opens-prompt", "navigation menu upload", menu, [
            (t("Upload"), False, [])]),
        _entry("reversible", "book page", page, [
            (t("Read"), False, [ajax(f"/ajax/toggleread/{BOOK}", token())]),
            (t("Archive"), False, [ajax(f"/ajax/togglearchived/{BOOK}", token())]),
            (f"{CLUB_NAME} {public}", False, [
                ajax(f"/shelf/remove/{CLUB}/{BOOK}", token())])]),
        _entry("opens-prompt", "book page menus", page, [
            (t("Download"), False, []), (t("Send to eReader"), False, [])]),
        _entry("harmless", "book download menu", downloads, [
            ("EPUB (1.3 MB)", False, [link(f"/download/{BOOK}/epub/{BOOK}.epub")])]),
        _entry("send", "book send to eReader menu", send, [
            (send_epub, True, [ajax(f"/send/{BOOK}/Epub/0", token())])]),
        _entry("opens-prompt", "book edit page", edit, [
            (t("Delete Book"), False, []), (delete_pdf, False, [])]),
        _entry("delete", "book delete confirmation", delete, [
            (t("Delete"), True, [form(f"/delete/{BOOK}", token(("location", "/")))]),
            (t("Cancel"), False, [])]),
        _entry("delete", "book format delete confirmation", delete_format, [
            (t("Delete"), True, [form(f"/delete/{BOOK}/PDF", token())])]),
    ]  # fmt: skip


def table_screens(t: Any) -> list[dict[str, Any]]:
    """The books list with two books selected, its merge, delete, archive and edit dialogs;
    the list searched down to one book and that row's delete confirmation."""
    list_t = title(t("Books List"))
    selected = [BOOK, COPY]
    controls = [
        {"button": t("Merge selected books")}, {"button": t("Clear selections")},
        {"button": t("Edit selected books")}, {"button": t("Exchange author and title")},
        {"switch": t("Update Title Sort automatically"), "checked": True},
        {"switch": t("Update Author Sort automatically"), "checked": True},
        {"radio": t("Archive selected books"), "checked": False},
        {"radio": t("Unarchive selected books"), "checked": False},
        {"radio": t("Mark selected books as read"), "checked": False},
        {"radio": t("Mark selected books as unread"), "checked": False},
        {"button": t("Delete selected books")}, {"text": t("Delete")}]  # fmt: skip
    table = {"title": list_t, "items": [
        *header(t), *controls, {"text": TITLE}, {"text": AUTHOR}, {"text": TITLE},
        {"text": AUTHOR}]}  # fmt: skip
    sure = t("Are you really sure?")
    merge = modal(list_t, sure, None, [
        {"text": t("Books with Title will be merged from:")}, {"text": f"- {TITLE}"},
        {"text": t("Into Book with Title:")}, {"text": f"- {TITLE}"},
        {"button": t("Merge")}, {"button": t("Cancel")}])  # fmt: skip
    delete_selected = general(t, list_t, t("Do you really want to delete this book?"),
                              t("Delete"))  # fmt: skip
    archive = general(t, list_t, t("Are you sure you want to change the archive status for the "
                                   "selected book(s)?"), t("Ok"))  # fmt: skip
    # The modal's field labels are written in English in the template.
    edit_fields = [("title", "Title:", ""), ("title_sort", "Title Sort:", ""),
                   ("author_sort", "Author Sort:", ""), ("authors", "Authors:", ""),
                   ("categories", "Categories:", "Victorian fiction"),
                   ("series", "Series:", ""), ("languages", "Languages:", ""),
                   ("publishers", "Publishers:", ""), ("comments", "Comments:", "")]  # fmt: skip
    edit = modal(list_t, t("Edit Metadata"), None, [
        {"text": t("Edit the fields you want changed. Blank fields will be ignored:")},
        *({"field": f"{name}_input", "hint": hint, "text": text}
          for name, hint, text in edit_fields),
        {"button": t("Edit")}, {"button": t("Cancel")}])  # fmt: skip
    edit_body = {"selections": selected,
                 **{name: text for name, _, text in edit_fields},
                 "checkA": True, "checkT": True}  # fmt: skip
    searched = {"title": list_t, "items": [
        *header(t), *controls, {"text": TITLE2}, {"text": AUTHOR2},
        {"icon": "Remove"}]}  # fmt: skip
    row_delete = modal(list_t, t("Delete Book"), t(
        "This book will be permanently erased from database and hard disk"), [
        {"button": t("Delete")}, {"button": t("Cancel")}])  # fmt: skip
    return [
        _entry("opens-prompt", "books list with two selected", table, [
            (t("Merge selected books"), False, [
                ajax_json("/ajax/simulatemerge", {"Merge_books": selected})]),
            (t("Delete selected books"), False, [dialog_texts("btndelbook")]),
            (t("Archive selected books"), False, [dialog_texts("archive_books")]),
            (t("Edit selected books"), False, [])]),
        _entry("merge", "books merge confirmation", merge, [
            (t("Merge"), True, [ajax_json("/ajax/mergebooks", {"Merge_books": selected})]),
            (t("Cancel"), False, [])]),
        _entry("delete", "selected books delete confirmation", delete_selected, [
            (t("Delete"), True, [ajax_json("/ajax/deletebook", {"bookid": selected})])]),
        _entry("reversible", "selected books archive confirmation", archive, [
            (t("Ok"), False, [ajax_json("/ajax/editbooks/is_archived", {
                "pk": selected, "field_index": "is_archived", "value": "True",
                "multi": "True"})])]),
        _entry("overwrite", "selected books edit dialog", edit, [
            (t("Edit"), True, [ajax_json("/ajax/editselectedbooks", edit_body)]),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "books list searched to one book", searched, [
            ("Remove", False, [])]),
        _entry("delete", "books list row delete confirmation", row_delete, [
            (t("Delete"), True, [ajax_json("/ajax/deletebook", {"bookid": [BOOK2]})])]),
    ]  # fmt: skip


def shelf_screens(t: Any) -> list[dict[str, Any]]:
    """A shelf's page and its delete confirmation; a private shelf's edit page with Share with
    Everyone ticked."""
    shelf_t = title(t("Shelf: '%(name)s'", name=CLUB_NAME))
    shelf = {"title": shelf_t, "items": [
        *header(t), {"link": t("Download")}, {"button": t("Delete this Shelf")},
        {"link": t("Edit Shelf Properties")}, {"link": t("Arrange books manually")},
        {"button": t("Disable Change order")}, {"link": TITLE},
        {"link": TITLE2}]}  # fmt: skip
    delete = general(t, shelf_t, t("Are you sure you want to delete this shelf?"), t("Delete"))
    edit = {"title": title(t("Edit a shelf")), "items": [
        *header(t), {"text": t("Edit a shelf")},
        {"field": "title", "hint": t("Title"), "text": TO_READ_NAME},
        {"switch": t("Share with Everyone"), "checked": True},
        {"button": t("Save")}, {"link": t("Cancel")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "shelf page", shelf, [
            (t("Delete this Shelf"), False, [dialog_texts("delete_shelf")])]),
        _entry("delete", "shelf delete confirmation", delete, [
            (t("Delete"), True, [form(f"/shelf/delete/{CLUB}", token())]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "shelf shared with everyone", edit, [
            (t("Save"), False, [form(f"/shelf/edit/{TO_READ}", token(
                ("title", TO_READ_NAME), ("is_public", "on")))])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The admin page's administration part, the restart and shutdown dialogs, the update
    that Check for Update found; the email server settings with a Gmail account and with a
    standard one; the database configuration and its confirmation."""
    admin_t = title(t("Admin page"))
    part = {"title": admin_t, "items": [
        *header(t), {"text": t("Administration")}, {"link": t("Download Debug Package")},
        {"link": t("View Logs")}, {"button": t("Reconnect Calibre Database")},
        {"button": t("Restart")}, {"button": t("Shutdown")},
        {"text": t("Version Information")}, {"text": t("Current Version")},
        {"button": t("Check for Update")}]}  # fmt: skip
    restart = modal(admin_t, t("Restart Calibre-Web"), t("Are you sure you want to restart?"), [
        {"button": t("OK")}, {"button": t("Cancel")}])  # fmt: skip
    shutdown = modal(admin_t, t("Stop Calibre-Web"), t("Are you sure you want to shutdown?"), [
        {"button": t("OK")}, {"button": t("Cancel")}])  # fmt: skip
    update = {"title": admin_t, "items": [
        *header(t), {"text": t("Version Information")}, {"text": t("Current Version")},
        {"text": NEW_VERSION}, {"text": "Bug fixes and updated translations"},
        {"text": t("A new update is available. Click on the button below to update to "
                   "version: %(version)s", version=NEW_VERSION)},
        {"button": t("Perform Update")}]}  # fmt: skip
    mail_t = title(t("Edit Email Server Settings"))
    gmail = {"title": mail_t, "items": [
        *header(t), {"text": t("Edit Email Server Settings")},
        {"field": "mail_server_type", "hint": t("Email Account Type"),
         "text": t("Gmail Account")},
        {"button": t("Revoke Gmail Access")}]}  # fmt: skip
    gmail_fields = [("mail_server_type", "1"), ("invalidate", "submit"),
                    ("mail_server", "mail.example.org"), ("mail_port", "25"),
                    ("mail_use_ssl", "0"), ("mail_login", "mail@example.com"),
                    ("mail_password_e", ""), ("mail_from", "automailer <mail@example.com>"),
                    ("mail_size", "25")]  # fmt: skip
    standard = {"title": mail_t, "items": [
        *header(t), {"text": t("Edit Email Server Settings")},
        {"field": "mail_server_type", "hint": t("Email Account Type"),
         "text": t("Standard Email Account")},
        {"field": "mail_server", "hint": t("SMTP Hostname"), "text": "smtp.example.org"},
        {"field": "mail_port", "hint": t("SMTP Port"), "text": "587"},
        {"field": "mail_use_ssl", "hint": t("Encryption"), "text": t("STARTTLS")},
        {"field": "mail_login", "hint": t("SMTP Login"), "text": "library@example.org"},
        {"field": "mail_password_e", "hint": t("SMTP Password"), "text": ""},
        {"field": "mail_from", "hint": t("From Email"),
         "text": "Library <library@example.org>"},
        {"field": "mail_size", "hint": t("Attachment Size Limit"), "text": "25"},
        {"link": t("Back")}, {"button": t("Save")},
        {"button": t("Save and Send Test Email")}]}  # fmt: skip
    standard_fields = [("mail_server_type", "0"), ("mail_server", "smtp.example.org"),
                       ("mail_port", "587"), ("mail_use_ssl", "1"),
                       ("mail_login", "library@example.org"), ("mail_password_e", ""),
                       ("mail_from", "Library <library@example.org>"),
                       ("mail_size", "25")]  # fmt: skip
    db_t = title(t("Database Configuration"))
    db = {"title": db_t, "items": [
        *header(t), {"text": t("Database Configuration")},
        {"field": "config_calibre_dir", "hint": t("Location of Calibre Database"),
         "text": LIBRARY},
        {"switch": t("Separate Book Files from Library"), "checked": False},
        {"button": t("Save")}, {"link": t("Cancel")}]}  # fmt: skip
    change = general(t, db_t, t("Are you sure you want to change Calibre library location?"),
                     t("Ok"))  # fmt: skip
    return [
        _entry("opens-prompt", "admin page administration", part, [
            (t("Restart"), False, []), (t("Shutdown"), False, [])]),
        _entry("harmless", "admin page reconnect", part, [
            (t("Reconnect Calibre Database"), False, [
                ajax_json("/shutdown", {"parameter": 2})])]),
        _entry("reversible", "restart dialog", restart, [
            (t("OK"), False, [ajax_json("/shutdown", {"parameter": 0})])]),
        _entry("shutdown", "shutdown dialog", shutdown, [
            (t("OK"), True, [ajax_json("/shutdown", {"parameter": 1})]),
            (t("Cancel"), False, [])]),
        _entry("overwrite", "admin page update found", update, [
            (t("Perform Update"), True, [
                ajax("/get_updater_status", [("start", "True")])])]),
        _entry("revoke", "email settings gmail account", gmail, [
            (t("Revoke Gmail Access"), True, [
                form("/admin/mailsettings", token(*gmail_fields))])]),
        _entry("reversible", "email settings standard account", standard, [
            (t("Save"), False, [form("/admin/mailsettings", token(
                *standard_fields, ("submit", "submit")))]),
            (t("Save and Send Test Email"), False, [form("/admin/mailsettings", token(
                *standard_fields, ("test", "test")))])]),
        _entry("opens-prompt", "database configuration", db, [
            (t("Save"), False, [
                ajax("/ajax/simulatedbchange", [("config_calibre_dir", LIBRARY),
                                                ("csrf_token", CSRF)]),
                dialog_texts("db_submit")])]),
        _entry("reset", "library location confirmation", change, [
            (t("Ok"), True, [form("/admin/dbconfig", token(
                ("config_calibre_dir", LIBRARY), ("config_calibre_split_dir", "")))]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def user_fields(*roles: str) -> list[tuple[str, str]]:
    """The user edit form of nora as the admin sees it, in tree order: the checked boxes of
    her sidebar (``show_<visibility>``), of the random books and of her roles."""
    sidebar = [16, 65536, 128, 256, 32, 8, 4, 64, 4096, 2, 8192, 16384, 32768, 131072]
    return token(
        ("name", "nora"), ("email", NORA_MAIL), ("password", ""), ("kindle_mail", NORA_KINDLE),
        ("locale", "de"), ("default_language", "all"),
        *((f"show_{value}", "on") for value in sidebar), ("Show_detail_random", "on"),
        *((role, "on") for role in roles))  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """A user's edit page and its confirmations (delete the user, delete the Kobo token, force
    a full Kobo sync); the users list searched down to one user and its delete confirmation."""
    user_t = title(t("Edit User %(nick)s", nick="nora"))
    roles = ["download_role", "viewer_role", "edit_role", "passwd_role"]

    def user_page(delete_books: bool) -> dict[str, Any]:
        return {"title": user_t, "items": [
            *header(t), {"text": t("Edit User %(nick)s", nick="nora")},
            {"field": "name", "hint": t("Username"), "text": "nora"},
            {"field": "email", "hint": t("Email"), "text": NORA_MAIL},
            {"button": t("Reset user Password")},
            {"field": "password", "hint": t("Password"), "text": ""},
            {"field": "kindle_mail", "hint": t("Send to eReader Email Address. Use comma to "
                                               "separate emails for multiple eReaders"),
             "text": NORA_KINDLE},
            {"text": t("Kobo Sync Token")}, {"link": t("Create/View")},
            {"button": t("Delete")}, {"button": t("Force full kobo sync")},
            {"switch": t("Admin User"), "checked": False},
            {"switch": t("Allow Downloads"), "checked": True},
            {"switch": t("Allow Edit"), "checked": True},
            {"switch": t("Allow Delete Books"), "checked": delete_books},
            {"button": t("Save")}, {"button": t("Cancel")},
            {"button": t("Delete User")}]}  # fmt: skip

    page = user_page(False)
    ticked = user_page(True)
    delete_user = general(t, user_t, t("Do you really want to delete this user?"), t("Delete"))
    kobo = general(t, user_t, t("Do you really want to delete the Kobo Token?"), t("Delete"))
    full_sync = general(t, user_t, t("Are you sure you want delete Calibre-Web's sync database "
                                     "to force a full sync with your Kobo Reader?"),
                        t("Delete"))  # fmt: skip
    users_t = title(t("Edit Users"))
    users = {"title": users_t, "items": [
        *header(t), {"button": t("Clear selections")}, {"text": t("Edit")},
        {"text": t("Username")}, {"text": t("Email")}, {"button": t("Delete User")},
        {"text": t("Delete User")}, {"link": t("Edit User")}, {"text": "teo"},
        {"text": TEO_MAIL}, {"icon": "Remove"}, {"button": t("Back")}]}  # fmt: skip
    delete_row = general(t, users_t, t("Do you really want to delete this user?"), t("Delete"))
    return [
        _entry("opens-prompt", "user edit page", page, [
            (t("Delete User"), False, [dialog_texts("btndeluser")]),
            (t("Delete"), False, [dialog_texts("config_delete_kobo_token")]),
            (t("Force full kobo sync"), False, [dialog_texts("btnfullsync")])]),
        _entry("reset", "user edit page password reset", page, [
            (t("Reset user Password"), True, [form(f"/admin/resetpassword/{NORA}", token())])]),
        _entry("reversible", "user edit page save", ticked, [
            (t("Save"), False, [form(f"/admin/user/{NORA}", user_fields(
                "download_role", "viewer_role", "edit_role", "delete_role",
                "passwd_role"))])]),
        _entry("delete-user", "user delete confirmation", delete_user, [
            (t("Delete"), True, [form(f"/admin/user/{NORA}",
                                      [*user_fields(*roles), ("delete", "True")])]),
            (t("Cancel"), False, [])]),
        _entry("revoke", "Kobo token delete confirmation", kobo, [
            (t("Delete"), True, [ajax(f"/kobo_auth/deleteauthtoken/{NORA}")])]),
        _entry("reversible", "full Kobo sync confirmation", full_sync, [
            (t("Delete"), False, [ajax(f"/ajax/fullsync/{NORA}")])]),
        _entry("opens-prompt", "users list searched to one user", users, [
            ("Remove", False, [dialog_texts("btndeluser")])]),
        _entry("delete-user", "users list delete confirmation", delete_row, [
            (t("Delete"), True, [ajax_json("/ajax/deleteuser", {"userid": [str(TEO)]})])]),
    ]  # fmt: skip


def login_screens(t: Any) -> list[dict[str, Any]]:
    """The login page (logging in, and Forgot Password? with only the username typed), the
    registration page and the approval of a magic link's login."""
    login_t = title(t("Login"))

    def login(password: str) -> dict[str, Any]:
        return {"title": login_t, "items": [
            *header(t), {"field": "username", "hint": t("Username"), "text": "nora"},
            {"field": "password", "hint": t("Password"), "text": "•" * len(password)},
            {"button": t("Show password")},
            {"switch": t("Remember Me"), "checked": True}, {"button": t("Login")},
            {"button": t("Forgot Password?")},
            {"link": t("Log in with Magic Link")}]}  # fmt: skip

    register = {"title": title(t("Register")), "items": [
        *header(t), {"text": t("Register New Account")},
        {"field": "name", "hint": t("Choose a username"), "text": "ilse"},
        {"field": "email", "hint": t("Your Email"), "text": "ilse@example.org"},
        {"button": t("Register")}]}  # fmt: skip
    approve = {"title": login_t, "items": [
        *header(t), {"text": t("Approve Magic Link Login")},
        {"text": t("Review the device that requested access before approving this login.")},
        {"text": t("IP address")}, {"text": "203.0.113.24"}, {"text": t("Browser")},
        {"text": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36"},
        {"text": t("If you approve this request, the device that started it will be logged in "
                   "as %(username)s.", username=ADMIN)},
        {"button": t("Approve Login")}, {"link": t("Cancel")}]}  # fmt: skip
    return [
        _entry("harmless", "login page", login("amber-field-2291"), [
            (t("Login"), False, [form("/login", [
                ("next", "/"), ("csrf_token", CSRF), ("username", "nora"),
                ("password", "amber-field-2291"), ("remember_me", "on"), ("submit", "")])])]),
        _entry("reset", "login page forgot password", login(""), [
            (t("Forgot Password?"), True, [form("/login", [
                ("next", "/"), ("csrf_token", CSRF), ("username", "nora"), ("password", ""),
                ("remember_me", "on"), ("forgot", "forgot")])])]),
        _entry("reversible", "registration page", register, [
            (t("Register"), False, [form("/register", token(
                ("name", "ilse"), ("email", "ilse@example.org")))])]),
        _entry("grant", "magic link approval", approve, [
            (t("Approve Login"), True, [form(f"/verify/{TOKEN}", token())]),
            (t("Cancel"), False, [link("/")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*browse_screens(t), *table_screens(t), *shelf_screens(t), *admin_screens(t),
            *user_screens(t), *login_screens(t)]  # fmt: skip
