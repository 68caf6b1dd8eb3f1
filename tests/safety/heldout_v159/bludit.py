"""Bludit's screens for the hundred-and-fifty-ninth held-out corpus: ``screens(t)`` lays them
out in one language, ``t(text)`` being that language's lookup of a string as Bludit's
``$L->g()`` does (bl-languages/<lang>.json over en.json). What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

A = "/admin/"  # HTML_PATH_ADMIN_ROOT of a site installed at the web root
TOKEN = "5c2f9e7a1b3d48c6a0e4f7b2d9c1e8a3"  # made up; Security::getTokenCSRF()
UUID = "6a1f0c9d2b7e4f83a5c1d0e9b8f7a6c5"  # made up; the editor's hidden uuid
PUB, PUB_T = "spring-garden-notes", "Spring garden notes"
STICKY, STICKY_T = "house-rules", "House rules"
DRAFT, DRAFT_T = "autumn-plans", "Autumn plans"
STATIC, STATIC_T = "contact", "Contact"
SCHED, SCHED_T = "summer-festival", "Summer festival"
CAT, CAT_NAME = "news", "News"
USER = "bob"
IMAGE = "tomatoes.jpg"
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def body(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in fields)


def form(path: str, fields: Fields) -> dict[str, str]:
    """An HTML form submitted by the browser (Bootstrap::formOpen: ``method="post"``,
    ``action=""``, so to the page's own URL): a urlencoded POST."""
    return {"request": f"POST {A}{path}", "body": body(fields), "via": "form"}


def link(path: str) -> dict[str, str]:
    """An ``<a href>`` page load."""
    return {"request": f"GET {path}", "via": "link"}


def ajax(path: str, fields: Fields) -> dict[str, str]:
    """A jQuery ``$.ajax``/``$.post`` or ``fetch`` POST with a urlencoded body."""
    return {"request": f"POST {A}{path}", "body": body(fields)}


def change_type(key: str, target: str) -> list[Any]:
    """content.php's .changeTypeButton: ``$.ajax`` POST ajax/change-type."""
    return [ajax("ajax/change-type", [("tokenCSRF", TOKEN), ("key", key), ("type", target)])]


def delete_page(key: str, tab: str) -> list[Any]:
    """content.php's modal accept: a built form POSTed to edit-content/<key>."""
    return [form(f"edit-content/{key}", [("tokenCSRF", TOKEN), ("key", key), ("type", "delete"),
                                         ("tab", tab)])]  # fmt: skip


def editor(path: str, kind: str, title: str, date: str, key: str = "") -> list[Any]:
    """The editor's #jsform, submitted by jsbuttonSave's script (no submitter); the fields in
    tree order up to the SEO tab (the Robots checkboxes, unchecked, send nothing)."""
    fields = [("tokenCSRF", TOKEN), ("uuid", UUID), ("type", kind), ("coverImage", ""),
              ("content", "<p>Notes from the garden.</p>")]  # fmt: skip
    if key:
        fields.append(("key", key))
    fields += [("category", CAT), ("description", ""), ("date", date),
               ("typeSelector", "published"), ("position", "1"), ("tags", ""),
               ("template", ""), ("externalCoverImage", ""), ("slug", ""),
               ("title", title)]  # fmt: skip
    return [form(path, fields)]


def preview(title: str) -> list[Any]:
    """jsbuttonPreview: bluditAjax.saveAsDraft's fetch, then a preview window of the
    autosave page."""
    return [ajax("ajax/save-as-draft", [
        ("tokenCSRF", TOKEN), ("uuid", f"autosave-{UUID}"), ("title", title),
        ("content", "<p>Notes from the garden.</p>"), ("type", "autosave")])]  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"bludit {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def popup(title: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open Bootstrap dropdown over its page (the page's texts above)."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def modal(t: Any, title: str, heading: str, text: str) -> dict[str, Any]:
    """Bootstrap::modal (or edit-content's copy): heading, text, then Cancel and Delete."""
    return {"title": title, "dialog": {"title": t(heading), "message": t(text)},
            "items": [{"button": t("Cancel")}, {"button": t("Delete")}]}  # fmt: skip


def content_screens(t: Any) -> list[dict[str, Any]]:
    """The sidebar, the dashboard, the content list, its rows' Actions dropdowns and the
    delete modal."""
    dash = t("Dashboard")
    sidebar = {"title": dash, "items": [
        {"link": t("Dashboard")}, {"link": t("Website")}, {"link": t("New content")},
        {"text": t("Manage")}, {"link": t("Content")}, {"link": t("Categories")},
        {"link": t("Users")}, {"text": t("Settings")}, {"link": t("General")},
        {"link": t("Plugins")}, {"link": t("Themes")}, {"link": t("About")},
        {"link": t("Logout")}]}  # fmt: skip
    dashboard = {"title": dash, "items": [
        {"text": t("welcome")}, {"text": t("Content")}, {"link": t("Published")},
        {"link": t("Drafts")}, {"link": t("Scheduled")}, {"text": t("Categories")},
        {"link": CAT_NAME}]}  # fmt: skip
    title = t("Content")
    listing = {"title": title, "items": [
        {"tab": t("Pages")}, {"tab": t("Static")}, {"tab": t("Scheduled")}, {"tab": t("Draft")},
        {"text": t("Title")}, {"link": PUB_T}, {"text": f"/{PUB}"},
        {"icon": "", "desc": t("Actions")}]}  # fmt: skip
    view, edit, delete = {"link": t("View")}, {"link": t("Edit")}, {"link": t("Delete")}
    published = popup(title, [PUB_T], [
        view, edit, {"link": t("Sticky")}, {"link": t("Move to Static")},
        {"link": t("Move to Draft")}, delete])  # fmt: skip
    sticky = popup(title, [STICKY_T, t("Sticky")], [
        view, edit, {"link": t("Unstick")}, {"link": t("Move to Static")},
        {"link": t("Move to Draft")}, delete])  # fmt: skip
    draft = popup(title, [DRAFT_T], [
        edit, {"link": t("Move to Page")}, {"link": t("Move to Static")}, delete])  # fmt: skip
    static = popup(title, [STATIC_T], [
        view, edit, {"link": t("Move to Page")}, {"link": t("Move to Draft")}, delete])  # fmt: skip
    scheduled = popup(title, [SCHED_T], [edit, delete])
    confirm = modal(t, title, "Delete content", "Are you sure you want to delete this page")
    return [
        _entry("harmless", "sidebar", sidebar, [
            (t("Content"), False, [link(f"{A}content")]),
            (t("Logout"), False, [link(f"{A}logout")])]),
        _entry("harmless", "dashboard", dashboard, [
            (t("Drafts"), False, [link(f"{A}content")])]),
        _entry("opens-prompt", "content list", listing, [(t("Actions"), False, [])]),
        _entry("reversible", "published page actions", published, [
            (t("Sticky"), False, change_type(PUB, "sticky")),
            (t("Move to Draft"), False, change_type(PUB, "draft")),
            (t("Delete"), False, [])]),
        _entry("delete", "published page delete modal", confirm, [
            (t("Delete"), True, delete_page(PUB, "pages")), (t("Cancel"), False, [])]),
        _entry("reversible", "sticky page actions", sticky, [
            (t("Unstick"), False, change_type(STICKY, "published")),
            (t("Delete"), False, [])]),
        _entry("delete", "sticky page delete modal", confirm, [
            (t("Delete"), True, delete_page(STICKY, "pages"))]),
        _entry("publish", "draft page actions (content#draft)", draft, [
            (t("Move to Page"), True, change_type(DRAFT, "published")),
            (t("Move to Static"), True, change_type(DRAFT, "static")),
            (t("Delete"), False, [])]),
        _entry("delete", "draft page delete modal (content#draft)", confirm, [
            (t("Delete"), True, delete_page(DRAFT, "draft"))]),
        _entry("reversible", "static page actions", static, [
            (t("Move to Draft"), False, change_type(STATIC, "draft")),
            (t("Delete"), False, [])]),
        _entry("delete", "static page delete modal", confirm, [
            (t("Delete"), True, delete_page(STATIC, "pages"))]),
        _entry("opens-prompt", "scheduled page actions (content#scheduled)", scheduled, [
            (t("Delete"), False, [])]),
        _entry("delete", "scheduled page delete modal (content#scheduled)", confirm, [
            (t("Delete"), True, delete_page(SCHED, "scheduled")), (t("Cancel"), False, [])]),
    ]  # fmt: skip


def editor_screens(t: Any) -> list[dict[str, Any]]:
    """New content (Publish and Draft, a future date), editing a published page and a
    draft, the media manager."""

    def toolbar(state: str, title: str) -> list[dict[str, Any]]:
        return [{"button": t("Save")}, {"button": t("Preview")}, {"switch": t(state)},
                {"button": t("Images")}, {"button": t("Options")},
                {"field": "jstitle", "hint": t("Enter title"), "text": title}]  # fmt: skip

    new_title = t("New content")
    new_pub = {"title": new_title, "items": toolbar("Publish", PUB_T)}
    new_draft = {"title": new_title, "items": toolbar("Draft", PUB_T)}
    future = {"title": new_title, "items": [
        {"button": t("Save")}, {"switch": t("Publish")}, {"tab": t("General")},
        {"tab": t("Advanced")}, {"tab": t("SEO")},
        {"field": "jsdate", "hint": t("Date"), "text": "2026-06-21 10:00:00"},
        {"text": t("Type")}, {"text": t("Position")}]}  # fmt: skip
    edit_title = t("Edit content")
    edit_pub = {"title": edit_title, "items": toolbar("Publish", PUB_T)}
    to_publish = {"title": edit_title, "items": toolbar("Publish", DRAFT_T)}
    edit_draft = {"title": edit_title, "items": toolbar("Draft", DRAFT_T)}
    media = {"title": edit_title, "dialog": {"title": t("Images")}, "items": [
        {"text": t("Choose images to upload")}, {"text": IMAGE}, {"link": t("Insert")},
        {"link": t("Insert thumbnail")}, {"link": t("Insert linked thumbnail")},
        {"link": t("Set as cover image")}, {"link": t("Delete")}]}  # fmt: skip
    now, later = "2026-05-02 09:30:00", "2026-06-21 10:00:00"
    return [
        _entry("publish", "new content (Publish)", new_pub, [
            (t("Save"), True, editor("new-content", "published", PUB_T, now)),
            (t("Preview"), False, preview(PUB_T))]),
        _entry("reversible", "new content (Draft)", new_draft, [
            (t("Save"), False, editor("new-content", "draft", PUB_T, now))]),
        _entry("publish", "new content, future date", future, [
            (t("Save"), True, editor("new-content", "published", PUB_T, later))]),
        _entry("reversible", "edit published page", edit_pub, [
            (t("Save"), False, editor(f"edit-content/{PUB}", "published", PUB_T, now, PUB)),
            (t("Images"), False, [])]),
        _entry("publish", "edit draft, switched to Publish", to_publish, [
            (t("Save"), True, editor(f"edit-content/{DRAFT}", "published", DRAFT_T, now,
                                     DRAFT))]),
        _entry("reversible", "edit draft (Draft)", edit_draft, [
            (t("Save"), False, editor(f"edit-content/{DRAFT}", "draft", DRAFT_T, now, DRAFT))]),
        _entry("delete", "media manager", media, [
            (t("Set as cover image"), False, []),
            (t("Delete"), True, [ajax("ajax/delete-image", [
                ("tokenCSRF", TOKEN), ("filename", IMAGE), ("uuid", UUID)])])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """Categories, users, plugins, themes, settings, about."""
    cats = {"title": t("Categories"), "items": [
        {"link": t("Add a new category")}, {"text": t("Name")}, {"text": t("URL")},
        {"link": CAT_NAME}, {"link": f"/category/{CAT}"}]}  # fmt: skip
    new_cat = {"title": t("New category"), "items": [
        {"button": t("Save")}, {"link": t("Cancel")},
        {"field": "jsname", "hint": t("Name"), "text": "Events"}]}  # fmt: skip
    edit_cat_t = t("Edit Category")
    edit_cat = {"title": edit_cat_t, "items": [
        {"button": t("Save")}, {"button": t("Delete")}, {"link": t("Cancel")},
        {"field": "jsname", "hint": t("Name"), "text": "Local news"},
        {"field": "jsnewKey", "hint": t("Friendly URL"), "text": CAT}]}  # fmt: skip
    cat_fields = [("tokenCSRF", TOKEN), ("action", "edit"), ("oldKey", CAT),
                  ("name", "Local news"), ("description", ""), ("template", ""),
                  ("newKey", CAT)]  # fmt: skip
    cat_delete = [(n, "delete" if n == "action" else v) for n, v in cat_fields]
    users = {"title": t("Users"), "items": [
        {"link": t("Add a new user")}, {"text": t("Username")}, {"text": t("Status")},
        {"link": "admin"}, {"link": USER}, {"text": t("Enabled")}]}  # fmt: skip
    new_user = {"title": t("Add a new user"), "items": [
        {"button": t("Save")}, {"link": t("Cancel")},
        {"field": "jsnew_username", "hint": t("Username"), "text": "carol"},
        {"field": "jsnew_password", "hint": t("Password"), "text": "••••••••"},
        {"field": "jsconfirm_password", "hint": t("Confirm Password"), "text": "••••••••"},
        {"text": t("Role")}]}  # fmt: skip
    edit_user_t = t("Edit user")
    tabs = [{"tab": t("Profile")}, {"tab": t("Profile picture")}, {"tab": t("Security")},
            {"tab": t("Social Networks")}]  # fmt: skip
    profile = {"title": edit_user_t, "items": [
        {"button": t("Save")}, {"link": t("Cancel")}, *tabs,
        {"field": "jsemail", "hint": t("Email"), "text": "bob@example.org"},
        {"field": "jsnickname", "hint": t("Nickname"), "text": "Bob"}]}  # fmt: skip
    security = {"title": edit_user_t, "items": [
        {"button": t("Save")}, {"link": t("Cancel")}, *tabs, {"text": t("Password")},
        {"link": t("Change password")}, {"text": t("Authentication Token")},
        {"text": t("Current status")}, {"text": t("Enabled")},
        {"button": t("Disable user")}, {"button": t("Delete user and keep content")},
        {"button": t("Delete user and delete content")}]}  # fmt: skip
    user_fields = [("tokenCSRF", TOKEN), ("username", USER), ("role", "author"),
                   ("email", "bob@example.org"), ("nickname", "Bob"), ("firstName", ""),
                   ("lastName", ""), ("profilePictureInputFile", ""),
                   ("tokenAuth", "0f3e5a7c9b1d2e4f6a8c0b2d4e6f8a1c")]  # fmt: skip

    def user_post(button: str) -> list[Any]:
        return [form(f"edit-user/{USER}", [*user_fields, (button, "")])]

    password = {"title": t("Change password"), "items": [
        {"button": t("Save")}, {"link": t("Cancel")},
        {"field": "jsnewPassword", "hint": t("New password"), "text": "••••••••"},
        {"field": "jsconfirmPassword", "hint": t("Confirm new password"),
         "text": "••••••••"}]}  # fmt: skip
    plugins_t = t("Plugins")

    def plugin_row(heading: str, name: str, links: list[str]) -> dict[str, Any]:
        return {"title": plugins_t, "items": [
            {"link": t("Change the position of the plugins")},
            {"field": "search", "hint": t("Search"), "text": ""}, {"text": t(heading)},
            {"text": name}, *({"link": t(x)} for x in links)]}  # fmt: skip

    about_row = plugin_row("Enabled plugins", "About", ["Settings", "Deactivate"])
    visits_row = plugin_row("Enabled plugins", "Visits Stats", ["Settings", "Deactivate"])
    sitemap_rows = {"title": plugins_t, "items": [
        {"text": t("Enabled plugins")}, {"text": "Sitemap"}, {"link": t("Deactivate")},
        {"text": t("Disabled plugins")}, {"text": "Search"},
        {"link": t("Activate")}]}  # fmt: skip
    configure = {"title": t("Plugin"), "items": [
        {"button": t("Save")}, {"link": t("Cancel")}, {"text": "About"},
        {"field": "label", "hint": t("Label"), "text": "About"},
        {"field": "jstext", "hint": t("About"), "text": "A small garden blog."}]}  # fmt: skip
    position = {"title": t("Plugins position"), "items": [
        {"button": t("Save")}, {"link": t("Cancel")},
        {"text": t("Drag and Drop to sort the plugins")}, {"text": "About"},
        {"text": "Categories"}, {"text": "Search"}]}  # fmt: skip
    themes = {"title": t("Themes"), "items": [
        {"text": t("Name")}, {"text": "Alternative"}, {"text": t("Active")},
        {"link": t("Settings")}, {"text": "Popeye"}, {"link": t("Activate")}]}  # fmt: skip
    settings_t = t("Settings")
    stabs = [{"tab": t(x)} for x in ("General", "Advanced", "SEO", "Social Networks", "Images",
                                    "Language", "Custom fields", "Logo")]  # fmt: skip
    general = {"title": settings_t, "items": [
        {"button": t("Save")}, {"link": t("Cancel")}, *stabs, {"text": t("Site")},
        {"field": "jstitle", "hint": t("Site title"), "text": "Garden diary"}]}  # fmt: skip
    language = {"title": settings_t, "items": [
        {"button": t("Save")}, {"link": t("Cancel")}, *stabs,
        {"text": t("Language and timezone")}, {"text": t("Language")}]}  # fmt: skip
    logo = {"title": settings_t, "items": [
        {"button": t("Save")}, {"link": t("Cancel")}, *stabs, {"text": t("Site logo")},
        {"text": t("Upload image")}, {"button": t("Remove logo")}]}  # fmt: skip
    settings_fields = [("save", ""), ("tokenCSRF", TOKEN), ("title", "Garden diary"),
                       ("slogan", ""), ("description", ""), ("footer", "")]  # fmt: skip
    about = {"title": t("About"), "items": [
        {"text": "Bludit Edition"}, {"text": "Standard -"}, {"link": t("Upgrade to Bludit PRO")},
        {"text": "Bludit Version"}, {"text": "3.21.1"}, {"link": "Bludit Developers"}]}  # fmt: skip
    return [
        _entry("harmless", "categories list", cats, [
            (CAT_NAME, False, [link(f"{A}edit-category/{CAT}")])]),
        _entry("reversible", "new category", new_cat, [
            (t("Save"), False, [form("new-category", [
                ("save", ""), ("tokenCSRF", TOKEN), ("name", "Events"),
                ("description", "")])])]),
        _entry("reversible", "edit category", edit_cat, [
            (t("Save"), False, [form(f"edit-category/{CAT}", [("save", ""), *cat_fields])]),
            (t("Delete"), False, [])]),
        _entry("delete", "delete category modal", modal(
            t, edit_cat_t, "Delete category", "Are you sure you want to delete this category?"), [
            (t("Delete"), True, [form(f"edit-category/{CAT}", cat_delete)]),
            (t("Cancel"), False, [])]),
        _entry("harmless", "users list", users, [(USER, False, [link(f"{A}edit-user/{USER}")])]),
        _entry("reversible", "new user", new_user, [
            (t("Save"), False, [form("new-user", [
                ("save", ""), ("tokenCSRF", TOKEN), ("new_username", "carol"),
                ("new_password", "lilac-meadow-42"), ("confirm_password", "lilac-meadow-42"),
                ("role", "author"), ("email", "carol@example.org")])])]),
        _entry("reversible", "edit user (Profile tab)", profile, [
            (t("Save"), False, [form(f"edit-user/{USER}", [("save", ""), *user_fields])])]),
        _entry("delete-user", "edit user (Security tab)", security, [
            (t("Disable user"), False, user_post("disableUser")),
            (t("Delete user and keep content"), True, user_post("deleteUserAndKeepContent")),
            (t("Delete user and delete content"), True,
             user_post("deleteUserAndDeleteContent"))]),
        _entry("reversible", "change password", password, [
            (t("Save"), False, [form(f"user-password/{USER}", [
                ("save", ""), ("tokenCSRF", TOKEN), ("username", USER),
                ("newPassword", "quiet-birch-19"), ("confirmPassword", "quiet-birch-19")])])]),
        _entry("uninstall", "plugins (About, enabled)", about_row, [
            (t("Deactivate"), True, [link(f"{A}uninstall-plugin/pluginAbout")])]),
        _entry("uninstall", "plugins (Visits Stats, enabled)", visits_row, [
            (t("Deactivate"), True, [link(f"{A}uninstall-plugin/pluginVisitsStats")])]),
        _entry("reversible", "plugins (Sitemap enabled, Search disabled)", sitemap_rows, [
            (t("Deactivate"), False, [link(f"{A}uninstall-plugin/pluginSitemap")]),
            (t("Activate"), False, [link(f"{A}install-plugin/pluginSearch")])]),
        _entry("reversible", "configure plugin (About)", configure, [
            (t("Save"), False, [form("configure-plugin/pluginAbout", [
                ("save", ""), ("tokenCSRF", TOKEN), ("label", "About"),
                ("text", "A small garden blog.")])])]),
        _entry("reversible", "plugins position", position, [
            (t("Save"), False, [form("plugins-position", [
                ("tokenCSRF", TOKEN),
                ("plugin-list", "pluginAbout,pluginCategories,pluginSearch")])])]),
        _entry("reversible", "themes", themes, [
            (t("Activate"), False, [link(f"{A}install-theme/popeye")])]),
        _entry("reversible", "settings (General tab)", general, [
            (t("Save"), False, [form("settings", settings_fields)])]),
        _entry("reversible", "settings (Language tab)", language, [
            (t("Save"), False, [form("settings", settings_fields)])]),
        _entry("delete", "settings (Logo tab)", logo, [
            (t("Remove logo"), True, [ajax("ajax/logo-remove", [("tokenCSRF", TOKEN)])])]),
        _entry("harmless", "about", about, [
            (t("Upgrade to Bludit PRO"), False, [link("https://pro.bludit.com/")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*content_screens(t), *editor_screens(t), *admin_screens(t)]
