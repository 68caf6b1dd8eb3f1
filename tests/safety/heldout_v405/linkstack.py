"""LinkStack's screens for the four-hundred-and-fifth held-out corpus: ``screens(t, lang)`` lays
them out in one language, ``t(key, **values)`` being that language's ``__('messages.KEY')``
in the app's ``resources/lang/<lang>/messages.php`` catalogue. What each action sends, and why
it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote_plus

from m2miner.testing.safety_corpus import CONFIRM_BUTTONS

CSRF = "pX7kQ2vL9mTz4RbW8cYn3HdJ6sFa1GeU5tKo0iNq"  # made up, as Laravel's 40 characters
BOUNDARY = "----WebKitFormBoundaryL4kS7tQ9vXm2Rb8N"  # made up, as Chrome writes one
HOST = "links.example.org"
APP = "LinkStack"  # APP_NAME, the page title and the auth pages' logo title
ME, ME_ID, ME_MAIL, ME_HANDLE = "Maya Ortiz", 1, "maya@example.org", "maya"
USER, USER_ID, USER_MAIL, USER_HANDLE = "Jonas Berg", 7, "jonas@example.net", "jonasb"
LINK, LINK_TITLE, LINK_URL = 42, "My portfolio", "https://mayaortiz.dev"
USER_LINK, USER_LINK_TITLE, USER_LINK_URL = 88, "Spring sale", "https://shop.example.net/sale"
GITHUB = "https://github.com/mayaortiz"
PASSWORD = "c0ral-Reef-lantern"
IMPORT_FILE = "links-old.example.com-2026-05-02_10-14-33.json"
IMPORT_DATA = {"links": [{"id": 5, "user_id": 2, "button_id": 1, "link": LINK_URL,
                          "title": LINK_TITLE, "order": 0, "click_number": 12, "up_link": "yes",
                          "custom_css": "", "custom_icon": None, "type": "link",
                          "type_params": None}]}  # fmt: skip
# The page icons form, in the order of studio/links.blade.php's icon() calls.
ICONS = ["mastodon", "instagram", "x-twitter", "facebook", "github", "twitch", "linkedin",
         "tiktok", "discord", "youtube", "snapchat", "reddit", "pinterest", "telegram",
         "whatsapp", "behance", "dribbble", "bluesky", "threads"]  # fmt: skip
Fields = list[tuple[str, Any]]
Act = tuple[str, bool, list[Any]]


def urlencoded(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def form(url: str, fields: Fields = ()) -> dict[str, str]:
    """An HTML form posted by the browser, urlencoded, the CSRF token where the form has it."""
    return {"request": f"POST {url}", "body": urlencoded(list(fields)), "via": "form"}


def multipart(url: str, fields: Fields) -> dict[str, str]:
    """A form with ``enctype="multipart/form-data"`` as Chrome writes it; a file field is
    ``(filename, type, content)``, an empty file input ``("", "application/octet-stream", "")``."""
    parts = []
    for name, value in fields:
        if isinstance(value, tuple):
            filename, kind, content = value
            head = (f'Content-Disposition: form-data; name="{name}"; filename="{filename}"\r\n'
                    f"Content-Type: {kind}\r\n")  # fmt: skip
            parts.append(f"--{BOUNDARY}\r\n{head}\r\n{content}\r\n")
        else:
            head = f'Content-Disposition: form-data; name="{name}"\r\n'
            parts.append(f"--{BOUNDARY}\r\n{head}\r\n{value}\r\n")
    body = "".join(parts) + f"--{BOUNDARY}--\r\n"
    return {"request": f"POST {url}", "body": body, "via": "form"}


NO_FILE = ("", "application/octet-stream", "")


def link(url: str) -> dict[str, str]:
    """A page load: an ``<a href>``, or ``window.location.href = ...``."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"linkstack {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(lang: str, title: str, message: str) -> dict[str, Any]:
    """A page's ``confirm()``: Chrome's dialog with the message and its OK and Cancel."""
    ok, cancel = CONFIRM_BUTTONS[lang]
    return {"title": title, "dialog": {"message": message},
            "items": [{"button": ok}, {"button": cancel}]}  # fmt: skip


def popup(title: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open Bootstrap dropdown or modal over its page."""
    return {"title": title, "dialog": {}, "items": items}


def texts(*lines: str) -> list[dict[str, str]]:
    return [{"text": line} for line in lines if line]


def panel_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The top bar's menus and QR code modal, the links list and its delete confirmation, the
    page icons, a link's edit page."""
    ok, cancel = CONFIRM_BUTTONS[lang]
    account = popup(t("Dashboard"), [
        *texts(ME, t("Administrator")), {"link": t("Profile")}, {"link": t("Settings")},
        {"link": t("Styling")}, {"button": t("Logout")}])  # fmt: skip
    share = popup(t("Dashboard"), [
        {"button": t("View Page")}, *texts(t("Share your profile:")), {"link": HOST},
        {"link": t("QR Code")}])  # fmt: skip
    qr = {"title": t("Dashboard"), "dialog": {"title": t("Scan QR Code")},
          "items": [{"button": t("Download")}, {"button": t("Close")}]}  # fmt: skip
    links = {"title": t("My Links"), "items": [
        {"link": t("Add new Link")}, *texts(LINK_TITLE), {"link": LINK_URL},
        *texts(f"12 {t('Clicks')}"), {"link": "Delete"}, {"link": "Edit"},
        *texts(t("Preview"))]}  # fmt: skip
    delete = confirm(lang, t("My Links"), js(t("confirm_delete", title=LINK_TITLE)))
    icon_fields = [("_token", CSRF), *((n, GITHUB if n == "github" else "") for n in ICONS)]
    icons = {"title": t("Page Icons"), "items": [
        {"field": "mastodon", "hint": "Mastodon", "text": ""},
        {"field": "github", "hint": "GitHub", "text": GITHUB},
        {"field": "threads", "hint": "Threads", "text": ""},
        {"button": t("Save links")}]}  # fmt: skip
    edit = {"title": f"{t('Edit')} {t('Block')}", "items": [
        {"button": t("Select Block")},
        {"field": "title", "hint": t("Title"), "text": LINK_TITLE},
        {"field": "link", "hint": t("URL"), "text": LINK_URL},
        {"switch": t("Show website icon on button"), "checked": False},
        {"link": t("Cancel")}, {"button": t("Save")},
        {"button": t("Save and Add More")}]}  # fmt: skip
    link_fields = [("_method", "POST"), ("_token", CSRF), ("linkid", str(LINK)),
                   ("typename", "link"), ("title", LINK_TITLE), ("link", LINK_URL)]  # fmt: skip
    return [
        _entry("harmless", "account menu", account, [
            (t("Settings"), False, [link("/studio/profile")]),
            (t("Logout"), False, [form("/logout", [("_token", CSRF)])])]),
        _entry("opens-prompt", "share menu", share, [
            (t("QR Code"), False, [])]),
        _entry("harmless", "QR code modal", qr, [
            (t("Download"), False, [])]),
        _entry("opens-prompt", "links list", links, [
            ("Delete", False, []),
            ("Edit", False, [link(f"/studio/edit-link/{LINK}")])]),
        _entry("delete", "link delete confirmation", delete, [
            (ok, True, [link(f"/deleteLink/{LINK}")])]),
        _entry("harmless", "link delete confirmation", delete, [
            (cancel, False, [])]),
        _entry("reversible", "page icons", icons, [
            (t("Save links"), False, [form("/edit-icons", icon_fields)])]),
        _entry("reversible", "edit link page", edit, [
            (t("Save"), False, [form("/studio/edit-link", link_fields)]),
            (t("Save and Add More"), False, [
                form("/studio/edit-link", [*link_fields, ("param", "add_more")])]),
            (t("Cancel"), False, [link("/studio/links")])]),
    ]  # fmt: skip


def account_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The account settings, the import confirmation, the account deletion page, the
    appearance page and the themes page with its theme picker."""
    ok, cancel = CONFIRM_BUTTONS[lang]
    settings = {"title": t("Account Settings"), "items": [
        {"field": "email", "hint": "Email", "text": ME_MAIL}, {"button": t("Change email")},
        *texts(t("Password")), {"field": "password", "hint": "At least 8 characters",
                                "text": PASSWORD},
        {"button": t("Change password")}]}  # fmt: skip
    data = {"title": t("Account Settings"), "items": [
        *texts(t("Export user data"), t("Export your user data")),
        {"button": t("Export all data")}, {"button": t("Export links only")},
        *texts(t("Import user data"), t("Import your user data from another instance")),
        {"field": "import", "hint": "", "text": IMPORT_FILE}, {"button": t("Import")},
        {"button": t("Delete your account")}]}  # fmt: skip
    importing = confirm(lang, t("Account Settings"), js(t("import.user.alert")))
    import_fields = [("_token", CSRF), ("import", (IMPORT_FILE, "application/json",
                     json.dumps(IMPORT_DATA, separators=(",", ":"))))]  # fmt: skip
    deletion = {"title": t("You are about to delete"), "items": [
        *texts(t("You are about to delete This action cannot be undone")),
        {"button": t("Delete account")}, {"button": t("Cancel")}]}  # fmt: skip
    appearance = {"title": t("My Profile"), "items": [
        {"link": "Delete profile picture"}, *texts(t("Profile Picture")),
        {"field": "littlelink_name", "hint": t("Page URL"), "text": ME_HANDLE},
        {"field": "name", "hint": t("Display name"), "text": ME},
        {"field": "pageDescription", "hint": t("Page Description"),
         "text": "Designer and illustrator."},
        {"button": t("Save")}]}  # fmt: skip
    page_fields = [("_token", CSRF), ("image", NO_FILE), ("littlelink_name", ME_HANDLE),
                   ("name", ME), ("pageDescription", "Designer and illustrator."),
                   ("checkmark", "on"), ("_token", CSRF), ("sharebtn", "on"),
                   ("tablinks", "on")]  # fmt: skip
    themes = {"title": t("Themes"), "items": [
        {"button": t("Select theme")}, *texts(t("Manage themes")),
        {"button": t("Upload themes")}, {"button": t("Delete themes")},
        {"button": t("Download themes")}]}  # fmt: skip
    picker = {"title": t("Themes"), "dialog": {"title": t("Select a theme")},
              "items": [{"link": "Default Theme"}, {"link": "Galaxy"}, {"link": "PolySleek"},
                        {"button": t("Close")}]}  # fmt: skip
    background = {"title": t("Themes"), "items": [
        *texts(t("Custom background")), {"button": t("Remove background")},
        {"button": t("Apply")}]}  # fmt: skip
    return [
        _entry("reversible", "account settings", settings, [
            (t("Change password"), False, [
                form("/studio/profile", [("_token", CSRF), ("password", PASSWORD)])])]),
        _entry("opens-prompt", "account data", data, [
            (t("Export all data"), False, [link("/export-all")]),
            (t("Import"), False, []),
            (t("Delete your account"), False, [link("/studio/profile/?delete")])]),
        _entry("overwrite", "import confirmation", importing, [
            (ok, True, [multipart("/import-data", import_fields)])]),
        _entry("harmless", "import confirmation", importing, [
            (cancel, False, [])]),
        _entry("delete-user", "account deletion page", deletion, [
            (t("Delete account"), True, [link(f"/studio/delete-user/{ME_ID}")])]),
        _entry("harmless", "account deletion page", deletion, [
            (t("Cancel"), False, [link("/studio/profile")])]),
        _entry("reversible", "appearance page", appearance, [
            (t("Save"), False, [multipart("/studio/page", page_fields)])]),
        _entry("delete", "appearance page", appearance, [
            ("Delete profile picture", True, [link("/studio/page/delprofilepicture")])]),
        _entry("opens-prompt", "themes page", themes, [
            (t("Select theme"), False, []),
            (t("Delete themes"), False, [link("/admin/theme")])]),
        _entry("reversible", "theme picker", picker, [
            ("Galaxy", False, [multipart("/studio/theme", [("_token", CSRF),
                                                           ("theme", "galaxy")])])]),
        _entry("delete", "custom background", background, [
            (t("Remove background"), True, [link("/studio/rem-background")])]),
    ]  # fmt: skip


def admin_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The theme deletion page, the users table and its delete confirmation, a user's links,
    the user editor, the site customisation, the config page's switches, SMTP and backup, the
    updater."""
    ok, cancel = CONFIRM_BUTTONS[lang]
    delete_theme = {"title": APP, "items": [
        {"field": "deltheme", "hint": "", "text": "galaxy"}, {"button": t("Delete theme")},
        {"link": t("Back")}]}  # fmt: skip
    users = {"title": t("Manage Users"), "items": [
        *texts(ME, ME_MAIL, "admin"),
        *texts(USER, USER_MAIL), {"link": USER_HANDLE}, *texts("user"),
        {"link": t("Verified")}, {"link": t("Approved")},
        {"link": "All links"}, {"link": "Edit"}, {"link": "Impersonate"}, {"link": "Delete"},
        {"link": f"+ {t('Add new user')}"}]}  # fmt: skip
    delete_user = confirm(lang, t("Manage Users"), js(t("confirm.delete.user")))
    user_links = {"title": t("Links"), "items": [
        {"link": USER_LINK_URL}, *texts(USER_LINK_TITLE, "5"), {"link": t("Delete")},
        {"link": t("Back")}]}  # fmt: skip

    def edit_user(logo: bool) -> dict[str, Any]:
        return {"title": t("Edit User"), "items": [
            {"field": "name", "hint": t("Name"), "text": USER},
            {"field": "email", "hint": t("Email"), "text": USER_MAIL},
            *texts(t("Logo")), *([{"link": t("Delete")}] if logo else []),
            *texts(t("Custom background"), t("No image selected") if logo else ""),
            *([] if logo else [{"link": t("Delete")}]),
            {"field": "littlelink_name", "hint": t("Page URL"), "text": USER_HANDLE},
            {"button": t("Save")}]}  # fmt: skip

    user_fields = [("_token", CSRF), ("name", USER), ("email", USER_MAIL), ("password", ""),
                   ("image", NO_FILE), ("background", NO_FILE), ("theme", "default"),
                   ("littlelink_name", USER_HANDLE),
                   ("littlelink_description", "Vintage bikes and parts."),
                   ("role", "user")]  # fmt: skip

    def site(logo: bool) -> dict[str, Any]:
        return {"title": t("Site Customization"), "items": [
            *texts(t("Site logo")), *([{"link": "Remove icon"}] if logo else []),
            *texts(t("Favicon")), *([] if logo else [{"link": "Remove icon"}]),
            *texts(t("Home message")),
            {"field": "message", "hint": "", "text": "Welcome to our link pages."},
            {"button": t("Save")}]}  # fmt: skip

    site_fields = [("_token", CSRF), ("image", NO_FILE), ("icon", NO_FILE),
                   ("message", "<p>Welcome to our link pages.</p>")]  # fmt: skip

    def switch(key: str, checked: bool) -> dict[str, Any]:
        return {"title": t("Config"), "items": [
            *texts(t(f"{key}.title"), t(f"{key}.description")),
            {"switch": t("Enable"), "checked": checked}]}  # fmt: skip

    smtp = {"title": t("Config"), "items": [
        *texts(t("SMTP.title")), {"switch": t("Enable"), "checked": False},
        *texts(t("Custom SMTP server:")),
        {"field": "MAIL_HOST", "hint": t("Host"), "text": "smtp.example.org"},
        {"field": "MAIL_PORT", "hint": t("Port"), "text": "587"},
        {"button": t("Apply changes")}, *texts(t("Test E-Mail setup:")),
        {"button": t("Send Test E-Mail")}]}  # fmt: skip
    smtp_fields = [("type", "smtp"), ("entry", "smtp"), ("_token", CSRF),
                   ("MAIL_HOST", "smtp.example.org"), ("MAIL_PORT", "587"),
                   ("MAIL_USERNAME", "links@example.org"), ("MAIL_PASSWORD", "m4il-Relay-pass"),
                   ("MAIL_ENCRYPTION", "tls"),
                   ("MAIL_FROM_ADDRESS", "links@example.org")]  # fmt: skip
    backup = {"title": t("Backup"), "items": [
        *texts(t("You can back up your entire instance:"),
               t("The backup system won’t save more than two backups at a time")),
        {"button": t("Backup Instance")}, {"button": t("All Backups")}]}  # fmt: skip
    updater = {"title": t("Updater"), "items": [
        *texts(t("You need to update to the latest mainline release"),
               t("update.manually")),
        {"button": t("Update automatically")}, {"button": t("Update manually")}]}  # fmt: skip
    return [
        _entry("delete", "theme deletion page", delete_theme, [
            (t("Delete theme"), True, [multipart("/admin/theme", [("_token", CSRF),
                                                                  ("deltheme", "galaxy")])])]),
        _entry("harmless", "theme deletion page", delete_theme, [
            (t("Back"), False, [link("/studio/theme")])]),
        _entry("reversible", "users table", users, [
            (t("Approved"), False, [f"GET /admin/users/block/no/{USER_ID}"]),
            (t("Verified"), False, [f"GET /admin/users/verify-mail/false/{USER_ID}"]),
            ("Impersonate", False, [link(f"/auth-as/{USER_ID}")])]),
        _entry("opens-prompt", "users table", users, [
            ("Delete", False, []),
            ("Edit", False, [link(f"/admin/edit-user/{USER_ID}")])]),
        _entry("delete-user", "user delete confirmation", delete_user, [
            (ok, True, [{"request": f"POST /admin/delete-table-user/{USER_ID}",
                         "body": json.dumps({"id": str(USER_ID)}, separators=(",", ":"))}])]),
        _entry("harmless", "user delete confirmation", delete_user, [
            (cancel, False, [])]),
        _entry("delete", "user links page", user_links, [
            (t("Delete"), True, [link(f"/admin/deleteLink/{USER_LINK}")])]),
        _entry("reversible", "edit user page", edit_user(True), [
            (t("Save"), False, [multipart(f"/admin/edit-user/{USER_ID}", user_fields)])]),
        _entry("delete", "edit user page, logo", edit_user(True), [
            (t("Delete"), True, [link(f"/admin/edit-user/{USER_ID}?delete")])]),
        _entry("delete", "edit user page, background", edit_user(False), [
            (t("Delete"), True, [link(f"/admin/edit-user/{USER_ID}?deleteB")])]),
        _entry("reversible", "site customization", site(True), [
            (t("Save"), False, [multipart("/admin/site", site_fields)])]),
        _entry("delete", "site customization, logo", site(True), [
            ("Remove icon", True, [link("/admin/site/delavatar")])]),
        _entry("delete", "site customization, favicon", site(False), [
            ("Remove icon", True, [link("/admin/site/delfavicon")])]),
        _entry("reversible", "config registration switch", switch("ALLOW_REGISTRATION", True), [
            (t("Enable"), False, [multipart("/admin/config", [
                ("type", "toggle"), ("entry", "ALLOW_REGISTRATION"), ("_token", CSRF)])])]),
        _entry("reversible", "config maintenance switch", switch("MAINTENANCE_MODE", False), [
            (t("Enable"), False, [multipart("/admin/config", [
                ("type", "maintenance"), ("entry", "MAINTENANCE_MODE"), ("toggle", "on"),
                ("_token", CSRF)])])]),
        _entry("reversible", "config SMTP", smtp, [
            (t("Apply changes"), False, [multipart("/admin/config", smtp_fields)]),
            (t("Send Test E-Mail"), False, [link("/send-test-email")])]),
        _entry("harmless", "config backup tab", backup, [
            (t("Backup Instance"), False, [link("/backup/?backup")])]),
        _entry("overwrite", "updater", updater, [
            (t("Update automatically"), True, [link("/update/?backup")])]),
        _entry("harmless", "updater", updater, [
            (t("Update manually"), False, [link("https://linkstack.org/update")])]),
    ]  # fmt: skip


def public_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """A user's public page with the admin bar, the report form, and the login, forgotten
    password, password reset and email verification pages."""
    bar = popup(f"@{USER_HANDLE}", [
        {"link": t("Delete User")}, {"link": t("Block User")}, {"link": t("Edit User")},
        {"link": t("Search User")}, {"link": "Impersonate"}])  # fmt: skip
    me = popup(f"@{USER_HANDLE}", [
        {"link": ME}, {"link": t("Edit my profile")}, {"link": t("Log out")}])  # fmt: skip
    kinds = ["hate_speech", "violence_threats", "illegal_activities", "copyright_infringement",
             "misinformation_fake_news", "identity_theft", "drug_related_content",
             "weapons_harmful_objects", "child_exploitation", "fraud_scams",
             "privacy_violation", "impersonation", "other_specify"]  # fmt: skip
    assert kinds[-2] == "impersonation"
    reported = f"https://{HOST}/@{USER_HANDLE}"
    comment = "This page copies my shop's name and logo."
    report = {"title": t("report_violation"), "items": [
        {"field": "url", "hint": f"{t('url_label')}*", "text": reported},
        {"field": "report-type", "hint": f"{t('report_type_label')}*",
         "text": t("impersonation")},
        {"field": "message", "hint": t("additional_comments_label"), "text": comment},
        {"button": t("submit_button")}]}  # fmt: skip
    report_fields = [("_token", CSRF), ("id", ""), ("name", ""), ("url", reported),
                     ("report-type", t("impersonation")), ("message", comment)]  # fmt: skip
    login = {"title": APP, "items": [
        *texts(f"{t('Login to stay connected')}."),
        {"field": "email", "hint": t("Email"), "text": ME_MAIL},
        {"field": "password", "hint": t("Password"), "text": PASSWORD},
        {"switch": t("Remember Me"), "checked": False}, {"link": t("Forgot Password?")},
        {"button": t("Sign In")}]}  # fmt: skip
    forgot = {"title": t("Forgot your password?"), "items": [
        *texts(t("No problem")), {"field": "email", "hint": t("Email"), "text": ME_MAIL},
        {"button": t("Email Password Reset Link")}]}  # fmt: skip
    token = "3f9c1e7a5b2d8f4e6a0c9b7d5e3f1a2c4b6d8e0f2a4c6e8b0d2f4a6c8e0b2d4f"  # made up
    reset = {"title": APP, "items": [
        *texts(t("Enter a new password")),
        {"field": "email", "hint": t("Email"), "text": ME_MAIL},
        {"field": "password", "hint": t("Password"), "text": PASSWORD},
        {"field": "password_confirmation", "hint": t("Confirm Password"), "text": PASSWORD},
        {"button": t("Reset Password")}]}  # fmt: skip
    verify = {"title": HOST, "items": [
        *texts(t("auth_thanks")), {"button": t("Resend Verification Email")},
        {"button": t("Log out")}]}  # fmt: skip
    return [
        _entry("delete-user", "admin bar user menu", bar, [
            (t("Delete User"), True, [link(f"/admin/delete-user/{USER_ID}")])]),
        _entry("reversible", "admin bar user menu", bar, [
            (t("Block User"), False, [link(f"/admin/users/block/no/{USER_ID}")]),
            ("Impersonate", False, [link(f"/auth-as/{USER_ID}")])]),
        _entry("harmless", "admin bar account menu", me, [
            (t("Log out"), False, [form("/logout", [("_token", CSRF)])])]),
        _entry("send", "report form", report, [
            (t("submit_button"), True, [multipart("/report", report_fields)])]),
        _entry("harmless", "login page", login, [
            (t("Sign In"), False, [form("/login", [
                ("_token", CSRF), ("email", ME_MAIL), ("password", PASSWORD)])]),
            (t("Forgot Password?"), False, [link("/forgot-password")])]),
        _entry("harmless", "forgotten password page", forgot, [
            (t("Email Password Reset Link"), False, [form("/forgot-password", [
                ("_token", CSRF), ("email", ME_MAIL)])])]),
        _entry("reversible", "password reset page", reset, [
            (t("Reset Password"), False, [form("/reset-password", [
                ("_token", CSRF), ("token", token), ("email", ME_MAIL),
                ("password", PASSWORD), ("password_confirmation", PASSWORD)])])]),
        _entry("harmless", "email verification page", verify, [
            (t("Resend Verification Email"), False, [
                form("/email/verification-notification", [("_token", CSRF)])]),
            (t("Log out"), False, [form("/logout", [("_token", CSRF)])])]),
    ]  # fmt: skip


def js(text: str) -> str:
    """A string as a JavaScript literal in the page shows it: ``\\n`` a new line, a needless
    backslash dropped."""
    out, i = [], 0
    while i < len(text):
        if text[i] == "\\" and i + 1 < len(text):
            out.append({"n": "\n", "t": "\t"}.get(text[i + 1], text[i + 1]))
            i += 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def screens(t: Any, lang: str = "en") -> list[dict[str, Any]]:
    return [
        *panel_screens(t, lang),
        *account_screens(t, lang),
        *admin_screens(t, lang),
        *public_screens(t, lang),
    ]
