"""Omeka S's screens for the hundred-and-fifty-second held-out corpus: ``screens(t)`` lays them
out in one language, ``t(msgid, *args)`` being that language's lookup of a message of the
app's ``application/language/<locale>.po`` catalogue (``%s`` and ``%1$s`` filled in). What
each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote_plus

# Made up, in the shape of Laminas' Csrf element (a hash, a dash, the token's id).
TOKEN = "9c1f0e7a5b3d4c2e8f6a1b0c9d8e7f6a-4e2d8c6b0a9f7e5d3c1b2a4f6e8d0c9b"
SITE, SITE_TITLE, PAGE, PAGE_TITLE = (
    "harbor-history",
    "Harbor History",
    "about",
    "About the archive",
)
ITEM, ITEM2, ITEM_TITLE, ITEM2_TITLE = (
    12,
    13,
    "Lighthouse keeper's logbook, 1887",
    "Harbor map, 1902",
)
MEDIA, MEDIA_TITLE, ITEM_SET, SET_TITLE = 31, "logbook-p1.jpg", 4, "Maritime collection"
USER, USER_NAME, USER_EMAIL, ME = 5, "Dana Whitfield", "dana@example.org", 1
KEY_ID, KEY_LABEL = "kQ7mR2xT9vB4nL8pZ1cF6hJ3sD5wY0aE", "Import script"
VOCAB, VOCAB_LABEL, TEMPLATE, TEMPLATE_LABEL = 6, "Friend of a Friend", 3, "Photograph"
ASSET, ASSET_NAME, JOB = 7, "banner.jpg", 42
ACTIVE_MODULE, NEW_MODULE = "Mapping", "CSVImport"
Act = tuple[str, bool, list[Any]]
Fields = list[tuple[str, str]]


def body(fields: Fields) -> str:
    """A form's urlencoded body as the browser writes it (``*-._`` and alphanumerics kept)."""

    def enc(text: str) -> str:
        return quote_plus(text, safe="*").replace("~", "%7E")

    return "&".join(f"{enc(n)}={enc(v)}" for n, v in fields)


def form(path: str, fields: Fields) -> dict[str, str]:
    """An HTML form submitted by the browser: a urlencoded POST."""
    return {"request": f"POST {path}", "body": body(fields), "via": "form"}


def link(path: str) -> dict[str, str]:
    """An ``<a href>`` page load."""
    return {"request": f"GET {path}", "via": "link"}


def sidebar(path: str) -> str:
    """global.js's Omeka.populateSidebarContent: jQuery's ``$.get`` of the sidebar's content."""
    return f"GET {path}"


def confirm(label: str, *extra: tuple[str, str]) -> Fields:
    """A ConfirmForm's fields: its CSRF element (the form is named ``confirmform``), then the
    submit input that was pressed, its value the translated button label; then what the page's
    script appends."""
    return [("confirmform_csrf", TOKEN), ("submit", label), *extra]


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"omeka-s {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def row_icons(t: Any) -> list[dict[str, Any]]:
    """A browse row's action icons: links with no text, named by their ``title``."""
    return [{"icon": t("Edit")}, {"icon": t("Delete")}, {"icon": t("Details")}]


def delete_sidebar(t: Any, page: str, noun: str, name: str, close: bool = False) -> dict[str, Any]:
    """common/delete-confirm.phtml as the sidebar shows it over its page: the heading, the
    question, the ConfirmForm's Confirm delete, then the resource's details."""
    label = t(noun)
    items: list[dict[str, Any]] = [
        {"text": t("Delete %s", label)},
        {"text": t("Are you sure you would like to delete this %s?", label)},
        {"button": t("Confirm delete")}, {"text": name}]  # fmt: skip
    if close:
        items.insert(0, {"icon": t("Close")})
    return {"title": page, "items": items}


def item_screens(t: Any) -> list[dict[str, Any]]:
    """Items: the browse page, its delete sidebar, the batch actions and their sidebars, the
    edit page (its Delete sidebar, its media being removed), the add page."""
    items_t = t("Items")
    browse = {"title": items_t, "items": [
        {"link": t("Add new item")}, {"link": t("Advanced search")},
        {"switch": t("Select item"), "checked": False}, {"link": ITEM_TITLE}, *row_icons(t),
        {"switch": t("Select item"), "checked": False}, {"link": ITEM2_TITLE}]}  # fmt: skip
    go = t("Go")
    batch_delete = {"title": items_t, "items": [
        {"text": t("Delete selected")}, {"button": go},
        {"switch": t("Select item"), "checked": True}, {"link": ITEM_TITLE},
        {"switch": t("Select item"), "checked": True}, {"link": ITEM2_TITLE}]}  # fmt: skip
    batch_edit = copy.deepcopy(batch_delete)
    batch_edit["items"][0] = {"text": t("Edit selected")}
    ids = [("resource_ids[]", str(ITEM)), ("resource_ids[]", str(ITEM2))]
    warning = "%1$s: this action will permanently delete %2$s items and cannot be undone."
    selected = {"title": items_t, "items": [
        {"icon": t("Close")}, {"text": t("Delete items")},
        {"text": t("Are you sure you would like to delete the selected items?")},
        {"text": t(warning, t("Warning"), "2")}, {"button": t("Confirm Delete")}]}  # fmt: skip
    all_items = {"title": items_t, "items": [
        {"text": t("Delete items")},
        {"text": t("Are you sure you would like to delete all items on all pages of this result?")},
        {"text": t(warning, t("Warning"), "148")},
        {"switch": t("Are you sure?"), "checked": True},
        {"button": t("Confirm Delete")}]}  # fmt: skip
    edit_path = f"/admin/item/{ITEM}/edit"
    values = json.dumps({"dcterms:title": [{
        "property_id": 1, "type": "literal", "is_public": "1", "@value": ITEM_TITLE,
        "@language": ""}]}, separators=(",", ":"), ensure_ascii=False)  # fmt: skip
    media = [("o:media[0][o:id]", str(MEDIA)), ("o:media[0][o:is_public]", "1"),
             ("o:primary_media[o:id]", str(MEDIA))]  # fmt: skip
    rest = [("o:item_set[]", str(ITEM_SET)), ("o:site[]", "1"), ("o:is_public", "1"),
            ("add-item-submit", ""), ("csrf", TOKEN)]  # fmt: skip
    head = [("o:resource_template[o:id]", ""), ("o:resource_class[o:id]", ""),
            ("values_json", values), ("o:thumbnail[o:id]", ""),
            ("o:owner[o:id]", str(ME))]  # fmt: skip
    edit = {"title": ITEM_TITLE, "items": [
        {"tab": t("Values")}, {"tab": t("Media")}, {"tab": t("Item sets")},
        {"field": "dcterms:title", "hint": t("Title"), "text": ITEM_TITLE},
        {"icon": t("Make private")}, {"link": t("Delete")}, {"link": t("Cancel")},
        {"button": t("Save")}]}  # fmt: skip
    media_tab = {"title": ITEM_TITLE, "items": [
        {"tab": t("Values")}, {"tab": t("Media")}, {"text": MEDIA_TITLE},
        {"radio": t("Primary media"), "checked": True}, {"icon": t("Make private")},
        {"icon": t("Edit")}, {"icon": t("Remove value")}, {"button": t("Save")}]}  # fmt: skip
    removed = {"title": ITEM_TITLE, "items": [
        {"tab": t("Values")}, {"tab": t("Media")}, {"text": t("Media to be removed")},
        {"text": MEDIA_TITLE}, {"icon": t("Restore value")}, {"link": t("Delete")},
        {"button": t("Save")}]}  # fmt: skip
    new_values = values.replace(ITEM_TITLE, "Tide table, 1899")
    add = {"title": t("New item"), "items": [
        {"tab": t("Values")}, {"tab": t("Media")},
        {"field": "dcterms:title", "hint": t("Title"), "text": "Tide table, 1899"},
        {"icon": t("Make private")}, {"link": t("Cancel")}, {"button": t("Add")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "items browse", browse, [
            (t("Add new item"), False, [link("/admin/item/add")]),
            (t("Delete"), False, [sidebar(f"/admin/item/{ITEM}/delete-confirm")])]),
        _entry("delete", "item delete sidebar", delete_sidebar(t, items_t, "item", ITEM_TITLE), [
            (t("Confirm delete"), True, [form(f"/admin/item/{ITEM}/delete",
                                              confirm(t("Confirm delete")))])]),
        _entry("opens-prompt", "items batch delete selected", batch_delete, [(go, False, [])]),
        _entry("reversible", "items batch edit selected", batch_edit, [
            (go, False, [form("/admin/item/batch-edit", [
                ("update_selected", go), ("query", "[]"), *ids])])]),
        _entry("delete", "items delete selected sidebar", selected, [
            (t("Confirm Delete"), True, [form("/admin/item/batch-delete",
                                              confirm(t("Confirm Delete"), *ids))])]),
        _entry("delete", "items delete all sidebar", all_items, [
            (t("Are you sure?"), False, []),
            (t("Confirm Delete"), True, [form("/admin/item/batch-delete-all",
                                              confirm(t("Confirm Delete"), ("query", "[]")))])]),
        _entry("reversible", "item edit", edit, [
            (t("Save"), False, [form(edit_path, [*head, *media, *rest])]),
            (t("Delete"), False, [])]),
        _entry("delete", "item edit delete sidebar",
               delete_sidebar(t, ITEM_TITLE, "item", ITEM_TITLE, close=True), [
            (t("Confirm delete"), True, [form(f"/admin/item/{ITEM}/delete",
                                              confirm(t("Confirm delete")))]),
            (t("Close"), False, [])]),
        _entry("reversible", "item edit media tab", media_tab, [
            (t("Remove value"), False, [])]),
        _entry("delete", "item edit media to be removed", removed, [
            (t("Save"), True, [form(edit_path, [*head, *rest])])]),
        _entry("reversible", "item add", add, [
            (t("Add"), False, [form("/admin/item/add", [
                ("o:resource_template[o:id]", ""), ("o:resource_class[o:id]", ""),
                ("values_json", new_values), ("o:thumbnail[o:id]", ""),
                ("o:is_public", "1"), ("add-item-submit", ""), ("csrf", TOKEN)])])]),
    ]  # fmt: skip


def resource_screens(t: Any) -> list[dict[str, Any]]:
    """Item sets, media, vocabularies, resource templates and assets: each browse page's
    delete icon and the sidebar it opens; the item sets' batch delete; the asset upload."""
    sets_t, media_t = t("Item sets"), t("Media")
    sets = {"title": sets_t, "items": [
        {"link": t("Add new item set")}, {"switch": t("Select item set"), "checked": True},
        {"link": SET_TITLE}, *row_icons(t)]}  # fmt: skip
    set_warning = "%1$s: this action will permanently delete %2$s item sets and cannot be undone."
    sets_selected = {"title": sets_t, "items": [
        {"text": t("Delete item sets")},
        {"text": t("Are you sure you would like to delete the selected item sets?")},
        {"text": t(set_warning, t("Warning"), "1")}, {"button": t("Confirm Delete")}]}  # fmt: skip
    media = {
        "title": media_t,
        "items": [
            {"switch": t("Select media"), "checked": False},
            {"link": MEDIA_TITLE},
            *row_icons(t),
        ],
    }
    vocabs_t, templates_t, assets_t = t("Vocabularies"), t("Resource templates"), t("Assets")
    vocabs = {"title": vocabs_t, "items": [
        {"link": t("Import new vocabulary")}, {"text": VOCAB_LABEL}, *row_icons(t),
        {"text": "foaf"}]}  # fmt: skip
    templates = {"title": templates_t, "items": [
        {"link": t("Import")}, {"link": t("Add new resource template")},
        {"link": TEMPLATE_LABEL}, *row_icons(t)]}  # fmt: skip
    template = {"title": TEMPLATE_LABEL, "items": [
        {"link": t("Export")}, {"link": t("Edit resource template")}]}  # fmt: skip
    assets = {"title": assets_t, "items": [
        {"link": t("Add new asset")}, {"link": ASSET_NAME}, *row_icons(t)]}  # fmt: skip
    upload = {"title": assets_t, "items": [
        {"icon": t("Close")}, {"text": t("Upload new asset")},
        {"button": "harbor-banner.webp"},
        {"field": "o:alt_text", "hint": t("Alt text"), "text": "The harbor at dawn"},
        {"button": t("Upload")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "item sets browse", sets, [
            (t("Delete"), False, [sidebar(f"/admin/item-set/{ITEM_SET}/delete-confirm")])]),
        _entry("delete", "item set delete sidebar",
               delete_sidebar(t, sets_t, "item set", SET_TITLE), [
            (t("Confirm delete"), True, [form(f"/admin/item-set/{ITEM_SET}/delete",
                                              confirm(t("Confirm delete")))])]),
        _entry("delete", "item sets delete selected sidebar", sets_selected, [
            (t("Confirm Delete"), True, [form("/admin/item-set/batch-delete", confirm(
                t("Confirm Delete"), ("resource_ids[]", str(ITEM_SET))))])]),
        _entry("opens-prompt", "media browse", media, [
            (t("Delete"), False, [sidebar(f"/admin/media/{MEDIA}/delete-confirm")])]),
        _entry("delete", "media delete sidebar", delete_sidebar(t, media_t, "media", MEDIA_TITLE), [
            (t("Confirm delete"), True, [form(f"/admin/media/{MEDIA}/delete",
                                              confirm(t("Confirm delete")))])]),
        _entry("opens-prompt", "vocabularies browse", vocabs, [
            (t("Delete"), False, [sidebar(f"/admin/vocabulary/{VOCAB}/delete-confirm")])]),
        _entry("delete", "vocabulary delete sidebar",
               delete_sidebar(t, vocabs_t, "vocabulary", VOCAB_LABEL), [
            (t("Confirm delete"), True, [form(f"/admin/vocabulary/{VOCAB}/delete",
                                              confirm(t("Confirm delete")))])]),
        _entry("opens-prompt", "resource templates browse", templates, [
            (t("Delete"), False, [sidebar(
                f"/admin/resource-template/{TEMPLATE}/delete-confirm")])]),
        _entry("delete", "resource template delete sidebar",
               delete_sidebar(t, templates_t, "resource template", TEMPLATE_LABEL), [
            (t("Confirm delete"), True, [form(f"/admin/resource-template/{TEMPLATE}/delete",
                                              confirm(t("Confirm delete")))])]),
        _entry("reversible", "resource template show", template, [
            (t("Export"), False, [link(f"/admin/resource-template/{TEMPLATE}/export")])]),
        _entry("opens-prompt", "assets browse", assets, [
            (t("Delete"), False, [sidebar(f"/admin/asset/{ASSET}/delete-confirm")])]),
        _entry("reversible", "asset upload sidebar", upload, [
            (t("Upload"), False, ["POST /admin/asset/add"])]),
        _entry("delete", "asset delete sidebar", delete_sidebar(t, assets_t, "asset", ASSET_NAME), [
            (t("Confirm delete"), True, [form(f"/admin/asset/{ASSET}/delete",
                                              confirm(t("Confirm delete")))])]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """Users: the browse page, its delete sidebar and batch delete, the add form, the edit
    form's information and API keys sections, the admin bar's Logout and the login page."""
    users_t = t("Users")
    browse = {"title": users_t, "items": [
        {"link": t("Add new user")}, {"link": f"{USER_EMAIL} ({USER_NAME})"}, *row_icons(t),
        {"text": t("Reviewer")}]}  # fmt: skip
    batch = {"title": users_t, "items": [
        {"text": t("Delete selected")}, {"button": t("Go")},
        {"switch": "", "rid": "resource_ids[]", "checked": True},
        {"link": f"{USER_EMAIL} ({USER_NAME})"}]}  # fmt: skip
    warning = "%1$s: this action will permanently delete %2$s users and cannot be undone."
    selected = {"title": users_t, "items": [
        {"text": t("Delete users")},
        {"text": t("Are you sure you would like to delete the selected users?")},
        {"text": t(warning, t("Warning"), "1")}, {"button": t("Confirm Delete")}]}  # fmt: skip
    info = [("user-information[o:email]", "noor@example.org"),
            ("user-information[o:name]", "Noor Haddad"),
            ("user-information[o:role]", "editor"),
            ("user-information[o:is_active]", "0"),
            ("user-information[o:is_active]", "1")]  # fmt: skip
    add = {"title": t("New user"), "items": [
        {"field": "o:email", "hint": t("Email"), "text": "noor@example.org"},
        {"field": "o:name", "hint": t("Display name"), "text": "Noor Haddad"},
        {"text": t("Role")}, {"text": t("Editor")}, {"switch": t("Is active"), "checked": True},
        {"link": t("Cancel")}, {"button": t("Add")}]}  # fmt: skip
    edit_path = f"/admin/user/{USER}/edit"
    tabs = [{"tab": t("User information")}, {"tab": t("User settings")},
            {"tab": t("Password")}, {"tab": t("API keys")}]  # fmt: skip
    mine = [("user-information[o:email]", USER_EMAIL), ("user-information[o:name]", USER_NAME)]
    edit = {"title": USER_EMAIL, "items": [
        *tabs, {"field": "o:email", "hint": t("Email"), "text": USER_EMAIL},
        {"text": t("Role")}, {"text": t("Reviewer")},
        {"switch": t("Is active"), "checked": True}, {"button": t("Save")}]}  # fmt: skip
    keys = {"title": USER_EMAIL, "items": [
        *tabs, {"text": t("Keys")}, {"text": KEY_LABEL}, {"text": KEY_ID},
        {"switch": f"Mark key “{KEY_LABEL}” for deletion", "checked": False},
        {"text": t("Add a new key")}, {"field": "new-key-label", "hint": t("New key label"),
                                       "text": ""}, {"button": t("Save")}]}  # fmt: skip
    marked = copy.deepcopy(keys)
    marked["items"][7]["checked"] = True
    new_key = copy.deepcopy(keys)
    new_key["items"][9]["text"] = "Nightly backup"
    role = [("user-information[o:role]", "reviewer"), ("user-information[o:is_active]", "0"),
            ("user-information[o:is_active]", "1")]  # fmt: skip
    login = {"title": "Harbor Museum Collections", "items": [
        {"field": "email", "hint": t("Email"), "text": USER_EMAIL},
        {"field": "password", "hint": t("Password"), "text": "••••••••••"},
        {"button": t("Log in")}, {"link": t("Forgot password?")}]}  # fmt: skip
    bar = {"title": t("Items"), "items": [
        {"link": USER_NAME}, {"icon": t("Edit user")}, {"link": t("Logout")},
        {"link": t("Add new item")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "users browse", browse, [
            (t("Delete"), False, [sidebar(f"/admin/user/{USER}/delete-confirm")])]),
        _entry("delete-user", "user delete sidebar",
               delete_sidebar(t, users_t, "user", USER_EMAIL, close=True), [
            (t("Confirm delete"), True, [form(f"/admin/user/{USER}/delete",
                                              confirm(t("Confirm delete")))]),
            (t("Close"), False, [])]),
        _entry("opens-prompt", "users batch delete selected", batch, [(t("Go"), False, [])]),
        _entry("delete-user", "users delete selected sidebar", selected, [
            (t("Confirm Delete"), True, [form("/admin/user/batch-delete", confirm(
                t("Confirm Delete"), ("resource_ids[]", str(USER))))])]),
        _entry("send", "user add", add, [
            (t("Add"), True, [form("/admin/user/add", [("csrf", TOKEN), *info])])]),
        _entry("reversible", "user edit information", edit, [
            (t("Save"), False, [form(edit_path, [
                *mine, *role, ("edit-keys[new-key-label]", ""), ("csrf", TOKEN)])])]),
        _entry("reversible", "user edit api keys", keys, [
            (f"Mark key “{KEY_LABEL}” for deletion", False, [])]),
        _entry("revoke", "user edit api key marked", marked, [
            (t("Save"), True, [form(edit_path, [
                *mine, *role, ("delete[]", KEY_ID), ("edit-keys[new-key-label]", ""),
                ("csrf", TOKEN)])])]),
        _entry("reversible", "user edit new api key", new_key, [
            (t("Save"), False, [form(edit_path, [
                *mine, *role, ("edit-keys[new-key-label]", "Nightly backup"),
                ("csrf", TOKEN)])])]),
        _entry("reversible", "admin user bar", bar, [(t("Logout"), False, [link("/logout")])]),
        _entry("reversible", "login", login, [
            (t("Log in"), False, [form("/login", [
                ("loginform_csrf", TOKEN), ("email", USER_EMAIL),
                ("password", "tide-lantern-42"), ("submit", t("Log in"))])])]),
    ]  # fmt: skip


def site_screens(t: Any) -> list[dict[str, Any]]:
    """Sites: the sites list and its delete sidebar, a site's edit page, its pages and a
    page's delete sidebar, its user permissions."""
    sites_t, pages_t = t("Sites"), t("Pages")
    site_path = f"/admin/site/s/{SITE}"
    sites = {"title": sites_t, "items": [
        {"link": t("Add new site")}, {"link": SITE_TITLE}, {"icon": t("View public site")},
        {"icon": t("Edit")}, {"icon": t("Delete")}, {"icon": t("Details")}]}  # fmt: skip
    edit = {"title": SITE_TITLE, "items": [
        {"icon": t("Make private")}, {"link": t("Delete")}, {"link": t("Cancel")},
        {"button": t("Save")}, {"tab": t("Info")}, {"tab": t("Settings")},
        {"field": "o:title", "hint": t("Title"), "text": SITE_TITLE},
        {"field": "o:slug", "hint": t("URL slug"), "text": SITE}]}  # fmt: skip
    pages = {"title": pages_t, "items": [
        {"link": t("Add new page")}, {"link": PAGE_TITLE}, {"icon": t("View public page")},
        {"icon": t("Edit")}, {"icon": t("Delete page")}, {"text": PAGE}]}  # fmt: skip
    users = {"title": t("User permissions"), "items": [
        {"link": t("Cancel")}, {"button": t("Save")}, {"text": "Site Admin"},
        {"text": t("Manager")}, {"text": USER_NAME}, {"text": t("Viewer")},
        {"icon": t("Delete")}]}  # fmt: skip
    removed = copy.deepcopy(users)
    del removed["items"][4:]
    return [
        _entry("opens-prompt", "sites browse", sites, [
            (t("Delete"), False, [sidebar(f"{site_path}/delete-confirm")])]),
        _entry("delete", "site delete sidebar", delete_sidebar(t, sites_t, "site", SITE_TITLE), [
            (t("Confirm delete"), True, [form(f"{site_path}/delete",
                                              confirm(t("Confirm delete")))])]),
        _entry("reversible", "site edit", edit, [
            (t("Save"), False, [form(site_path, [
                ("o:is_public", "1"), ("siteform_csrf", TOKEN), ("o:title", SITE_TITLE),
                ("o:slug", SITE), ("o:summary", "Records of the old harbor."),
                ("thumbnail_id", "")])]),
            (t("Delete"), False, [])]),
        _entry("opens-prompt", "site pages", pages, [
            (t("Delete page"), False, [sidebar(f"{site_path}/page/{PAGE}/delete-confirm")]),
            (t("Add new page"), False, [link(f"{site_path}/add-page")])]),
        _entry("delete", "page delete sidebar", delete_sidebar(t, pages_t, "page", PAGE_TITLE), [
            (t("Confirm delete"), True, [form(f"{site_path}/page/{PAGE}/delete",
                                              confirm(t("Confirm delete")))])]),
        _entry("reversible", "site user permissions", users, [(t("Delete"), False, [])]),
        _entry("reversible", "site user permissions removed", removed, [
            (t("Save"), False, [form(f"{site_path}/users", [
                ("form_csrf", TOKEN), ("o:site_permission[0][o:role]", "admin"),
                ("o:site_permission[0][o:user][o:id]", str(ME))])])]),
    ]  # fmt: skip


def system_screens(t: Any) -> list[dict[str, Any]]:
    """Modules and the uninstall sidebar, a running job, the global settings."""
    modules_t = t("Modules")
    modules = {
        "title": modules_t,
        "items": [
            {"text": "Mapping"},
            {"text": t("version %s", "2.1.0")},
            {"link": t("Configure")},
            {"button": t("Deactivate")},
            {"link": t("Uninstall")},
            {"text": "CSV Import"},
            {"text": t("version %s", "2.6.2")},
            {"button": t("Install")},
        ],
    }
    uninstall = {"title": modules_t, "items": [
        {"icon": t("Close")}, {"text": t("Uninstall module")},
        {"text": t("Are you sure you would like to uninstall this module?")},
        {"button": t("Confirm uninstall")}, {"text": "Mapping"}]}  # fmt: skip
    job = {"title": f"#{JOB}", "items": [
        {"button": t("Attempt Stop")}, {"text": t("Status")}, {"text": t("In Progress")},
        {"text": t("Class")}, {"text": "Omeka\\Job\\BatchDelete"}]}  # fmt: skip
    settings = {
        "title": t("Global settings"),
        "items": [
            {"button": t("Save")},
            {"text": t("General")},
            {
                "field": "administrator_email",
                "hint": t("Administrator email"),
                "text": "admin@example.org",
            },
            {
                "field": "installation_title",
                "hint": t("Installation title"),
                "text": "Harbor Museum Collections",
            },
            {"field": "pagination_per_page", "hint": t("Results per page"), "text": "50"},
        ],
    }
    module_form = [("csrf", TOKEN), ("id", "")]
    return [
        _entry("opens-prompt", "modules browse", modules, [
            (t("Uninstall"), False, [sidebar(
                f"/admin/module/uninstall-confirm?id={ACTIVE_MODULE}")]),
            (t("Deactivate"), False, [form(f"/admin/module/deactivate?id={ACTIVE_MODULE}",
                                           module_form)]),
            (t("Install"), False, [form(f"/admin/module/install?id={NEW_MODULE}",
                                        module_form)])]),
        _entry("delete", "module uninstall sidebar", uninstall, [
            (t("Confirm uninstall"), True, [form(f"/admin/module/uninstall?id={ACTIVE_MODULE}",
                                                 confirm(t("Confirm uninstall")))])]),
        _entry("reversible", "job in progress", job, [
            (t("Attempt Stop"), False, [form(f"/admin/job/{JOB}/stop",
                                             confirm(t("Attempt Stop")))])]),
        _entry("reversible", "global settings", settings, [
            (t("Save"), False, [form("/admin/setting", [
                ("csrf", TOKEN), ("administrator_email", "admin@example.org"),
                ("installation_title", "Harbor Museum Collections"),
                ("pagination_per_page", "50")])])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*item_screens(t), *resource_screens(t), *user_screens(t), *site_screens(t),
            *system_screens(t)]  # fmt: skip
