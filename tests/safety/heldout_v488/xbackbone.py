"""XBackBone's screens for the four-hundred-and-eighty-eighth held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, *args)`` being that language's lookup in the app's
``resources/lang/<lang>.lang.php`` catalogue. What each action sends, and why it is labelled
so, is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

APP = "XBackBone"  # config.app_name, the navbar brand and the sign-in pages' heading
ADMIN, ADMIN_ID, ADMIN_MAIL, ADMIN_PW = "admin", 1, "admin@example.org", "Blue-Harbour-7"
USER, USER_ID, USER_MAIL = "marta", 5, "marta@example.org"
CODE = "k3Zt9"  # the signed-in user's user_code
TOKEN = "token_5f1c2a9e7b3d4086a1c9e2f7b6d8a0c3"  # made up, as generateUserUploadToken writes
RESET = "9c41e7a2b05d38f6"  # a made-up password reset token
PDF, PDF_ID, PDF_URL = "invoice-2021-03.pdf", 12, f"/{CODE}/Hq4mV7xP.pdf"
PNG, PNG_ID = "screenshot-login.png", 14
JPG, JPG_ID, JPG_URL = "sunset.jpg", 17, f"/{CODE}/Pd6yJ1sQ.jpg"
TXT, TXT_URL = "notes.txt", f"/{CODE}/Fz5bN0eT.txt"
XLSX, XLSX_ID = "holiday-budget.xlsx", 31
GIF, GIF_ID, MEME, MEME_ID = "cat.gif", 21, "meme.png", 22
TAG, TAG_ID, TAG2 = "work", 3, "screenshots"
Fields = list[tuple[str, str]]
Act = tuple[Any, bool, list[Any]]


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def form(url: str, fields: Fields = ()) -> dict[str, Any]:
    """An HTML form posted by the browser: urlencoded (the app has no CSRF token field);
    a form with no named field posts an empty body."""
    sent: dict[str, Any] = {"request": f"POST {url}", "via": "form"}
    if fields:
        sent["body"] = body(list(fields))
    return sent


def link(url: str) -> dict[str, str]:
    """An ``<a href>`` page load."""
    return {"request": f"GET {url}", "via": "link"}


def post(url: str, fields: Fields = ()) -> Any:
    """jQuery's ``$.post`` (or ``$.ajax``): no body without data, else urlencoded."""
    return {"request": f"POST {url}", "body": body(list(fields))} if fields else f"POST {url}"


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = []
    for action, irreversible, sends in acts:
        case = dict(action) if isinstance(action, dict) else {"tap": action}
        case.update(irreversible=irreversible, sends=copy.deepcopy(sends))
        cases.append(case)
    return {"category": category, "source": f"xbackbone {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def navbar(t: Any) -> list[dict[str, Any]]:
    """comp/navbar.twig for an administrator: the brand, four links, the account menu."""
    return [{"link": APP}, {"link": t("home")}, {"link": t("upload")}, {"link": t("users")},
            {"link": t("system")}, {"button": ADMIN}]  # fmt: skip


def modal(t: Any, title: str) -> dict[str, Any]:
    """comp/modal_delete.twig open over its page."""
    return {"title": title, "dialog": {"title": t("confirm"), "message": t("confirm_string")},
            "items": [{"link": t("delete")}, {"button": t("no")}]}  # fmt: skip


def auth_screens(t: Any) -> list[dict[str, Any]]:
    """The sign-in page, the recovery e-mail page, the new password page, the sign-up page."""
    login = {"title": APP, "items": [
        {"field": "username", "hint": t("login.username"), "text": ADMIN},
        {"field": "password", "hint": t("password"), "text": ADMIN_PW},
        {"switch": t("remember_me"), "checked": False}, {"link": t("password_recovery")},
        {"button": t("login")}, {"text": t("no_account")}, {"link": t("register")}]}  # fmt: skip
    recover = {"title": APP, "items": [
        {"field": "email", "hint": "mail@example.com", "text": USER_MAIL},
        {"button": t("password_recovery")}, {"link": t("cancel")}]}  # fmt: skip
    new_pw = "Green-Lantern-58"
    reset = {"title": APP, "items": [
        {"field": "password", "hint": t("password"), "text": new_pw},
        {"field": "password_repeat", "hint": t("password_repeat"), "text": new_pw},
        {"button": t("password_recovery")}]}  # fmt: skip
    register = {"title": APP, "items": [
        {"field": "username", "hint": t("username"), "text": "nadia"},
        {"field": "email", "hint": "E-Mail", "text": "nadia@example.org"},
        {"field": "password", "hint": t("password"), "text": "Quiet-River-3"},
        {"button": t("register")}, {"link": t("cancel")}]}  # fmt: skip
    return [
        _entry("harmless", "login page", login, [
            (t("login"), False, [form("/login", [("username", ADMIN),
                                                 ("password", ADMIN_PW)])]),
            (t("password_recovery"), False, [link("/recover")])]),
        _entry("harmless", "password recovery page", recover, [
            (t("password_recovery"), False, [form("/recover/mail", [("email", USER_MAIL)])]),
            (t("cancel"), False, [link("/login")])]),
        _entry("reversible", "new password page", reset, [
            (t("password_recovery"), False, [form(f"/recover/password/{RESET}", [
                ("password", new_pw), ("password_repeat", new_pw)])])]),
        _entry("reversible", "register page", register, [
            (t("register"), False, [form("/register", [
                ("username", "nadia"), ("email", "nadia@example.org"),
                ("password", "Quiet-River-3")])]),
            (t("cancel"), False, [link("/login")])]),
    ]  # fmt: skip


def dashboard_screens(t: Any) -> list[dict[str, Any]]:
    """The uploads table and gallery, their tags, bulk selection and deletion, the account
    menu."""
    header = [{"field": "search", "hint": t("dotted_search")}, {"button": t("order_by")}]
    table = {"title": t("home"), "items": [*header,
        {"row": PDF}, {"link": TAG}, {"text": "182 KB"}, {"text": ADMIN},
        {"text": "14/03/2021 09:12:44"}, {"link": t("open")}, {"link": t("download")},
        {"button": t("copy_link")}, {"button": t("hide")}, {"button": t("delete")}]}  # fmt: skip
    other = {"title": t("home"), "items": [*header,
        {"row": XLSX}, {"text": "24 KB"}, {"text": USER}, {"text": "02/05/2021 18:40:03"},
        {"link": t("open")}, {"link": t("download")}, {"button": t("copy_link")},
        {"button": t("publish")}, {"button": t("delete")}]}  # fmt: skip
    card = {"title": t("home"), "items": [*header,
        {"text": "1.2 MB"}, {"button": t("copy_link")}, {"link": t("download")},
        {"button": t("publish")}, {"button": t("delete")}, {"link": TAG2},
        {"text": PNG}, {"text": "21/06/2021 11:05"}]}  # fmt: skip
    rows = [{"row": PDF}, {"text": "182 KB"}, {"row": PNG}, {"text": "1.2 MB"}]
    bulk = {"title": t("home"), "items": [*header,
        {"button": t("delete_selected")}, *rows]}  # fmt: skip
    gallery = {"title": t("home"), "items": [*header,
        {"button": t("delete_selected")}, {"row": GIF}, {"row": MEME}]}  # fmt: skip
    tagging = {"title": t("home"), "items": [*header,
        {"row": PDF}, {"link": TAG}, {"field": "tag", "text": "receipts", "focused": True},
        {"text": "182 KB"}]}  # fmt: skip
    menu = {"title": t("home"), "dialog": {}, "items": [
        {"text": f"{t('used')}: 48.6 MB"}, {"link": f"{t('switch_to')}: {t('gallery')}"},
        {"link": t("profile")}, {"link": t("logout")}]}  # fmt: skip
    return [
        _entry("reversible", "uploads table", table, [
            (t("open"), False, [link(PDF_URL)]),
            (t("download"), False, [link(f"{PDF_URL}/download")]),
            (t("hide"), False, [post(f"/upload/{PDF_ID}/unpublish")]),
            (TAG, False, [link(f"/home?tag={TAG_ID}")]),
            ({"long_press": TAG}, False, [post("/tag/remove", [
                ("tagId", str(TAG_ID)), ("mediaId", str(PDF_ID))])])]),
        _entry("delete", "uploads table delete", table, [
            (t("delete"), True, [post(f"/upload/{PDF_ID}/delete")])]),
        _entry("delete", "uploads table another user's upload", other, [
            (t("delete"), True, [post(f"/upload/{XLSX_ID}/delete")])]),
        _entry("reversible", "gallery card", card, [
            (t("publish"), False, [post(f"/upload/{PNG_ID}/publish")]),
            (t("copy_link"), False, [])]),
        _entry("delete", "gallery card delete", card, [
            (t("delete"), True, [post(f"/upload/{PNG_ID}/delete")])]),
        _entry("harmless", "uploads table bulk selection", bulk, [
            ({"long_press": PNG}, False, [])]),
        _entry("delete", "uploads table bulk delete", bulk, [
            (t("delete_selected"), True, [post(f"/upload/{PDF_ID}/delete"),
                                          post(f"/upload/{PNG_ID}/delete")])]),
        _entry("delete", "gallery bulk delete", gallery, [
            (t("delete_selected"), True, [post(f"/upload/{GIF_ID}/delete"),
                                          post(f"/upload/{MEME_ID}/delete")])]),
        _entry("reversible", "uploads table new tag", tagging, [
            ({"enter": True}, False, [post("/tag/add", [
                ("tag", "receipts"), ("mediaId", str(PDF_ID))])])]),
        _entry("harmless", "account menu", menu, [
            (f"{t('switch_to')}: {t('gallery')}", False, [link("/home/switchView")]),
            (t("profile"), False, [link("/profile")]),
            (t("logout"), False, [link("/logout")])]),
    ]  # fmt: skip


def media_screens(t: Any) -> list[dict[str, Any]]:
    """The web upload page, an upload's public page and its delete dialog, the delete page a
    deletion URL opens."""
    upload = {"title": t("upload"), "items": [*navbar(t),
        {"text": t("upload_max_file_size", "64M")}, {"button": t("cancel")},
        {"button": t("drop_to_upload")}]}  # fmt: skip
    public = {"title": JPG, "items": [{"link": APP}, {"button": t("copy_link")},
        {"link": t("raw")}, {"link": t("download")}, {"button": t("delete")},
        {"text": JPG}]}  # fmt: skip
    by_token = {"title": TXT, "items": [{"link": APP}, {"button": t("copy_link")},
        {"link": t("raw")}, {"link": t("download")}, {"text": t("public.delete_text")},
        {"button": t("yes")}, {"link": t("no")}, {"text": "Call the printer shop on Monday."},
        {"text": TXT}]}  # fmt: skip
    return [
        _entry("opens-prompt", "web upload page", upload, [
            (t("drop_to_upload"), False, []),
            (t("cancel"), False, [])]),
        _entry("opens-prompt", "public page", public, [
            (t("delete"), False, [])]),
        _entry("delete", "public page delete dialog", modal(t, JPG), [
            (t("delete"), True, [link(f"/upload/{JPG_ID}/delete")]),
            (t("no"), False, [])]),
        _entry("delete", "deletion URL page", by_token, [
            (t("yes"), True, [form(f"{TXT_URL}/delete/{TOKEN}")]),
            (t("no"), False, [link(TXT_URL)])]),
    ]  # fmt: skip


def user_form(t: Any) -> list[dict[str, Any]]:
    """The token, client configuration and export rows of user/edit.twig."""
    return [{"field": "token", "hint": t("token"), "text": TOKEN}, {"button": t("copy")},
            {"button": t("update")}, {"link": "ShareX"}, {"link": "Screencloud"},
            {"link": "Linux Script"}, {"link": t("download")}]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """The users list and its delete dialog, the new user form (with and without the e-mail
    notification), a user's edit page, the signed-in user's profile."""
    listing = {"title": t("users"), "items": [{"link": t("user.create")},
        {"text": t("username")}, {"text": t("user_code")}, {"text": t("used_space")},
        {"text": f"#{USER_ID}"}, {"text": USER_MAIL}, {"text": USER}, {"text": "r8Lq2"},
        {"link": t("edit")}, {"button": t("delete")}]}  # fmt: skip

    def create(name: str, password: str, notify: bool) -> dict[str, Any]:
        return {"title": t("user.create"), "items": [
            {"field": "email", "hint": "email@example.com", "text": f"{name}@example.org"},
            {"field": "username", "hint": t("username"), "text": name},
            {"field": "password", "hint": t("password"), "text": password},
            {"text": t("user_create_password")},
            {"switch": t("hide_by_default"), "checked": False},
            {"switch": t("is_admin"), "checked": False},
            {"switch": t("is_active"), "checked": True},
            {"switch": t("send_notification"), "checked": notify},
            {"button": t("save")}]}  # fmt: skip

    def created(name: str, password: str, notify: bool) -> list[Any]:
        fields = [("email", f"{name}@example.org"), ("username", name),
                  ("password", password), ("is_active", "on")]  # fmt: skip
        return [form("/user/create", fields + ([("send_notification", "on")] if notify else []))]

    edit = {"title": t("user.edit"), "items": [
        {"field": "email", "hint": "email@example.com", "text": USER_MAIL},
        {"field": "username", "hint": t("username"), "text": USER},
        {"field": "password", "hint": t("password")}, *user_form(t)]}  # fmt: skip
    danger = {"title": t("user.edit"), "items": [
        {"text": t("export_data")}, {"link": t("download")}, {"text": t("danger_zone")},
        {"switch": t("is_admin"), "checked": False}, {"switch": t("is_active"), "checked": True},
        {"text": t("delete_all")}, {"link": t("clear_account")},
        {"button": t("save")}]}  # fmt: skip
    profile = {"title": t("your_profile"), "items": [
        {"field": "email", "hint": "email@example.com", "text": ADMIN_MAIL},
        {"field": "username", "text": ADMIN},
        {"field": "password", "hint": t("password"), "text": "Copper-Kettle-91"},
        *user_form(t), {"button": t("save")}]}  # fmt: skip
    base = f"/user/{USER_ID}"
    return [
        _entry("opens-prompt", "users list", listing, [
            (t("user.create"), False, [link("/user/create")]),
            (t("edit"), False, [link(f"{base}/edit")]),
            (t("delete"), False, [])]),
        _entry("delete-user", "users list delete dialog", modal(t, t("users")), [
            (t("delete"), True, [link(f"{base}/delete")]),
            (t("no"), False, [])]),
        _entry("reversible", "new user form", create("lukas", "Maple-Street-12", False), [
            (t("save"), False, created("lukas", "Maple-Street-12", False))]),
        _entry("send", "new user form with notification",
               create("jonas", "Silver-Fern-30", True), [
            (t("save"), True, created("jonas", "Silver-Fern-30", True))]),
        _entry("send", "new user form with notification and no password",
               create("elena", "", True), [
            (t("save"), True, created("elena", "", True))]),
        _entry("reversible", "edit user page", edit, [
            ("ShareX", False, [link(f"{base}/config/sharex")]),
            (t("download"), False, [link(f"{base}/export")])]),
        _entry("reversible", "edit user page danger zone", danger, [
            (t("is_admin"), False, []),
            (t("save"), False, [form(base, [("email", USER_MAIL), ("username", USER),
                                            ("password", ""), ("is_active", "on")])])]),
        _entry("revoke", "edit user page token", edit, [
            (t("update"), True, [post(f"{base}/refreshToken")])]),
        _entry("delete", "edit user page clear account", danger, [
            (t("clear_account"), True, [link(f"{base}/clear")])]),
        _entry("reversible", "profile page", profile, [
            (t("save"), False, [form(f"/profile/{ADMIN_ID}", [
                ("email", ADMIN_MAIL), ("password", "Copper-Kettle-91")])])]),
        _entry("revoke", "profile page token", profile, [
            (t("update"), True, [post(f"/user/{ADMIN_ID}/refreshToken")])]),
    ]  # fmt: skip


def system_screens(t: Any) -> list[dict[str, Any]]:
    """The system page's settings, updates and maintenance cards."""
    settings = {"title": t("system"), "items": [{"text": t("system_settings")},
        {"switch": t("register_enabled"), "checked": True},
        {"switch": t("auto_tagging"), "checked": False},
        {"button": t("click_to_load"), "rid": "themes"},
        {"button": f"({t('auto_set')})", "rid": "lang"},
        {"field": "custom_head", "hint": t("custom_head_html")},
        {"switch": t("quota_enabled"), "checked": False},
        {"field": "default_user_quota", "hint": t("default_user_quota"), "text": "1G"},
        {"button": t("apply")}]}  # fmt: skip
    fields = [("register_enabled", "on"), ("lang", "auto"), ("custom_head", ""),
              ("default_user_quota", "1G"), ("recaptcha_site_key", ""),
              ("recaptcha_secret_key", "")]  # fmt: skip

    def updates(message: str) -> dict[str, Any]:
        return {"title": t("system"), "items": [{"text": f"{t('updates')} v3.3.5"},
            {"button": t("check_for_updates")}, {"button": "Toggle Dropdown"},
            *([{"text": message}] if message else []), {"button": t("upgrade")},
            {"link": t("show_changelog")}]}  # fmt: skip

    channel = {"title": t("system"), "dialog": {}, "items": [
        {"text": f"{t('updates')} v3.3.5"}, {"link": t("prerelease_channel")}]}  # fmt: skip
    maintenance = {"title": t("system"), "items": [{"text": t("maintenance")},
        {"link": t("clean_orphaned_uploads")}, {"link": t("recalculate_user_quota")},
        {"text": t("donation")}, {"text": t("donate_text")}]}  # fmt: skip
    check = "/system/checkForUpdates?prerelease="
    return [
        _entry("reversible", "system settings", settings, [
            (t("apply"), False, [form("/system/settings/save", fields)]),
            (t("click_to_load"), False, ["GET /system/themes"])]),
        _entry("harmless", "updates card", updates(""), [
            (t("check_for_updates"), False, [f"GET {check}false"]),
            ("Toggle Dropdown", False, [])]),
        _entry("harmless", "updates channel menu", channel, [
            (t("prerelease_channel"), False, [f"GET {check}true"])]),
        _entry("overwrite", "updates card with a new version",
               updates(t("new_version_available", "3.4.0")), [
            (t("upgrade"), True, [form("/system/upgrade")])]),
        _entry("harmless", "maintenance card", maintenance, [
            (t("recalculate_user_quota"), False, [link("/system/recalculateUserQuota")])]),
        _entry("delete", "maintenance card orphaned uploads", maintenance, [
            (t("clean_orphaned_uploads"), True, [link("/system/deleteOrphanFiles")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*auth_screens(t), *dashboard_screens(t), *media_screens(t), *user_screens(t),
            *system_screens(t)]  # fmt: skip
