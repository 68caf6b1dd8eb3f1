"""Koillection's screens for the two-hundred-and-seventieth held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, **values)`` being that language's lookup in the app's
XLIFF catalogue. What each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote_plus

CSRF = "a3f9c1e7.Qm9LdW5rZXlTdGF0aW9uLTdkMjE.Zx8vT2mXc4LrW9nB6yHs1KdF0pZa7GeU3tVo5iN"  # made up
BOUNDARY = "----WebKitFormBoundary7MA4YWxkTrZu0gW"  # made up, as Chrome writes one
USER, USER_MAIL, PASSWORD = "marc", "marc@example.org", "Vinyl-Shelf-2024"
COLL, COLL_NAME = "0192b5c1-7a3e-7d21-9f4b-2c8e5a61d0f3", "Vinyl records"
ITEM, ITEM_NAME = "0192b5c2-1f04-7b9a-8e33-91d4c7a2e0b8", "Kind of Blue"
ITEM2, ITEM2_NAME = "0192b5c2-2a61-7c05-a4f2-3b9e8d1c6f27", "Blue Train"
LOAN, BORROWER = "0192b5c9-4d18-7e6f-b2a0-5c7d3e9f1a64", "Julien"
LIST, LIST_NAME = "0192b5c3-8b27-7a4c-9d15-e6f0a3b8c2d9", "Records to find"
WISH, WISH_NAME = "0192b5c4-0c93-7f1e-8a67-2d5b9e4c7f30", "A Love Supreme"
ALBUM, ALBUM_NAME = "0192b5c5-5e42-7d8b-b1c9-7a0f6e3d2b15", "Record fair 2024"
PHOTO, PHOTO_NAME = "0192b5c6-9a15-7c3d-a8e4-1f2b7c6d0e93", "Stall 12"
TAG, TAG_NAME = "0192b5c7-3b8e-7a2f-9c61-4e5d0a9b8c27", "jazz"
INV, INV_NAME = "0192b5c8-6f21-7e4a-8d93-b0c5e2a7f164", "Spring inventory 2024"
MEMBER, MEMBER_NAME, MEMBER_MAIL = "0192b5ca-2c7d-7b1e-a5f0-9e3c8d4b6a21", "lea", "lea@example.org"
SCRAPER, SCRAPER_NAME = "0192b5cb-7e05-7f9c-b3a8-6d1e2c0f5b47", "Discogs release"
TEMPLATE, TEMPLATE_NAME = "0192b5cc-1d9a-7c6b-8f24-3a7e5b0c9d12", "Record sleeve"
CHOICE, CHOICE_NAME = "0192b5cd-4a63-7e2d-9b0f-8c1a6e7d3f58", "Condition"
NEW_PASSWORD = "Turntable-Night-77"
SCRAPER_FILE = (
    '{"name":"Discogs release","namePath":"//h1","imagePath":"//img/@src",'
    '"urlPattern":"https://www.discogs.com/release/*","dataPaths":[]}'
)
Fields = list[tuple[str, str]]
Act = tuple[str, bool, list[Any]]


def form(url: str, fields: Fields = (), token: str = "form") -> dict[str, str]:
    """A Symfony form posted by the browser: urlencoded in tree order, its ``_token`` last
    (``form_end`` writes it after the fields and the buttons)."""
    pairs = [*fields, (f"{token}[_token]", CSRF)] if token else list(fields)
    body = "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in pairs)
    return {"request": f"POST {url}", "body": body, "via": "form"}


def multipart(parts: list[tuple[str, str, str | None]]) -> str:
    """A ``multipart/form-data`` body as Chrome writes it: (name, value, file name or None)."""
    out = []
    for name, value, filename in parts:
        head = f'Content-Disposition: form-data; name="{name}"'
        if filename is not None:
            kind = "application/json" if filename else "application/octet-stream"
            head += f'; filename="{filename}"\r\nContent-Type: {kind}'
        out.append(f"--{BOUNDARY}\r\n{head}\r\n\r\n{value}\r\n")
    return "".join(out) + f"--{BOUNDARY}--\r\n"


def link(url: str) -> dict[str, str]:
    """An ``<a href>`` page load."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"koillection {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def delete_modal(t: Any, title: str, message_key: str) -> dict[str, Any]:
    """``_modal/_delete.html.twig`` opened over its page: the heading, the trigger's
    ``data-message``, OK (the form's submit) and Cancel."""
    return {"title": title, "dialog": {"title": t("modal.title.delete"),
            "message": t(message_key)},
            "items": [{"button": t("btn.ok")}, {"button": t("btn.cancel")}]}  # fmt: skip


def delete_form(path: str) -> dict[str, str]:
    """The delete modal's form, its ``action`` set to the trigger's ``data-path``."""
    return form(path)


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The user menu, the login page, the settings page and the profile page."""
    menu = {"title": COLL_NAME, "dialog": {}, "items": [
        {"link": t("menu.profile")}, {"link": t("menu.settings")}, {"link": t("menu.tools")},
        {"link": t("menu.admin")}, {"link": t("menu.api_documention")},
        {"link": t("menu.logout")}]}  # fmt: skip
    login = {"title": t("global.welcome"), "items": [
        {"field": "login", "hint": t("label.login"), "text": USER},
        {"field": "password", "hint": t("label.password"), "text": "••••••••"},
        {"switch": t("label.remember_me"), "checked": True},
        {"button": t("btn.sign_in")}]}  # fmt: skip
    settings = {"title": t("menu.settings"), "items": [
        {"text": t("title.update_settings")}, {"button": t("label.locale")},
        {"text": t("title.update_visibility")}, {"button": t("label.visibility")},
        {"text": t("title.update_features")},
        {"switch": t("label.wishlists_feature_enabled"), "checked": True},
        {"button": t("btn.submit")}]}  # fmt: skip
    settings_fields = [
        ("settings[locale]", "en"), ("settings[currency]", "EUR"),
        ("settings[timezone]", "Europe/Paris"), ("settings[dateFormat]", "d/m/Y"),
        ("settings[theme]", "browser"), ("settings[displayItemsNameInGridView]", "1"),
        ("settings[visibility]", "private"), ("settings[wishlistsFeatureEnabled]", "1"),
        ("settings[tagsFeatureEnabled]", "1"),
        ("settings[signsFeatureEnabled]", "1"), ("settings[albumsFeatureEnabled]", "1"),
        ("settings[loansFeatureEnabled]", "1"), ("settings[templatesFeatureEnabled]", "1"),
        ("settings[historyFeatureEnabled]", "1"), ("settings[statisticsFeatureEnabled]", "1"),
        ("settings[scrapingFeatureEnabled]", "1")]  # fmt: skip
    profile = {"title": t("menu.profile"), "items": [
        {"text": t("title.update_profile")},
        {"field": "profile_username", "hint": t("label.username"), "text": USER},
        {"field": "profile_email", "hint": t("label.email"), "text": USER_MAIL},
        {"field": "profile_plainPassword_first", "hint": t("label.new_password"),
         "text": "••••••••"},
        {"field": "profile_plainPassword_second", "hint": t("label.repeat_new_password"),
         "text": "••••••••"},
        {"button": t("btn.submit")}]}  # fmt: skip
    profile_fields = [
        ("profile[file]", ""), ("profile[username]", USER), ("profile[email]", USER_MAIL),
        ("profile[plainPassword][first]", NEW_PASSWORD),
        ("profile[plainPassword][second]", NEW_PASSWORD)]  # fmt: skip
    return [
        _entry("harmless", "user menu", menu, [
            (t("menu.settings"), False, [link("/settings")]),
            (t("menu.logout"), False, [link("/logout")])]),
        _entry("harmless", "login page", login, [
            (t("btn.sign_in"), False, [form("/", [
                ("_login", USER), ("_password", PASSWORD), ("_remember_me", "on")],
                token="")])]),
        _entry("reversible", "settings page", settings, [
            (t("label.wishlists_feature_enabled"), False, []),
            (t("btn.submit"), False, [form("/settings", settings_fields, "settings")])]),
        _entry("reversible", "profile page", profile, [
            (t("btn.submit"), False, [form("/profile", profile_fields, "profile")])]),
    ]  # fmt: skip


def collection_screens(t: Any) -> list[dict[str, Any]]:
    """A collection's page, its delete and share modals, its batch tagging page; an item's
    page, its delete modal, its loan page; the loans page's row and its delete modal."""
    page = {"title": COLL_NAME, "items": [
        {"text": COLL_NAME}, {"icon": t("tooltip.add_item")},
        {"icon": t("tooltip.add_collection")}, {"icon": t("tooltip.edit")},
        {"icon": t("tooltip.delete")}, {"icon": t("tooltip.tag")},
        {"icon": t("tooltip.share")}, {"icon": t("tooltip.items")},
        {"field": "filter", "hint": t("filter.by_name"), "text": ""},
        {"link": ITEM_NAME}, {"link": ITEM2_NAME}]}  # fmt: skip
    shared = f"https://koillection.example.org/user/{USER}/collections/{COLL}"
    share = {"title": COLL_NAME, "dialog": {"title": t("modal.title.share"),
             "message": t("message.share_link")}, "items": [{"link": shared}]}  # fmt: skip
    tagging = {"title": t("title.tag_collection", collection=COLL_NAME), "items": [
        {"field": "tags", "hint": t("label.tags"), "text": TAG_NAME},
        {"switch": t("label.recursive"), "checked": True}, {"text": t("help.recursive")},
        {"button": t("btn.submit")}, {"link": t("btn.cancel")}]}  # fmt: skip
    item = {"title": ITEM_NAME, "items": [
        {"text": t("label.item.from_collection")}, {"link": COLL_NAME},
        {"icon": t("tooltip.edit")}, {"icon": t("tooltip.delete")},
        {"icon": t("tooltip.loan_item")}, {"icon": t("tooltip.share")}]}  # fmt: skip
    loan = {"title": t("title.loan_item", item=ITEM_NAME), "items": [
        {"field": "loan_lentAt", "hint": t("label.loaned_at"), "text": "23/10/2024"},
        {"field": "loan_lentTo", "hint": t("label.loaned_to"), "text": BORROWER},
        {"button": t("btn.submit")}, {"link": t("btn.cancel")}]}  # fmt: skip
    loans = {"title": t("menu.loans"), "items": [
        {"link": ITEM_NAME}, {"text": BORROWER}, {"text": "23/10/2024"},
        {"icon": t("tooltip.delete")}, {"icon": t("tooltip.returned")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "collection page", page, [
            (t("tooltip.delete"), False, []),
            (t("tooltip.share"), False, []),
            (t("tooltip.tag"), False, [link(f"/collections/{COLL}/batch-tagging")])]),
        _entry("delete", "collection delete modal", delete_modal(
            t, COLL_NAME, "message.delete.collection"), [
            (t("btn.ok"), True, [delete_form(f"/collections/{COLL}/delete")]),
            (t("btn.cancel"), False, [])]),
        _entry("harmless", "collection share modal", share, [
            (shared, False, [link(f"/user/{USER}/collections/{COLL}")])]),
        _entry("reversible", "batch tagging page", tagging, [
            (t("btn.submit"), False, [form(f"/collections/{COLL}/batch-tagging", [
                ("batch_tagger[tags]", f'["{TAG_NAME}"]'), ("batch_tagger[recursive]", "1")],
                "batch_tagger")]),
            (t("btn.cancel"), False, [link(f"/collections/{COLL}")])]),
        _entry("opens-prompt", "item page", item, [
            (t("tooltip.edit"), False, [link(f"/items/{ITEM}/edit")]),
            (t("tooltip.delete"), False, []),
            (t("tooltip.loan_item"), False, [link(f"/items/{ITEM}/loan")])]),
        _entry("delete", "item delete modal", delete_modal(
            t, ITEM_NAME, "message.delete.item"), [
            (t("btn.ok"), True, [delete_form(f"/items/{ITEM}/delete")]),
            (t("btn.cancel"), False, [])]),
        _entry("reversible", "loan page", loan, [
            (t("btn.submit"), False, [form(f"/items/{ITEM}/loan", [
                ("loan[lentAt]", "23/10/2024"), ("loan[lentTo]", BORROWER)], "loan")]),
            (t("btn.cancel"), False, [link(f"/items/{ITEM}")])]),
        _entry("reversible", "loans page row", loans, [
            (t("tooltip.returned"), False, [link(f"/loans/{LOAN}/returned")]),
            (t("tooltip.delete"), False, [])]),
        _entry("delete", "loan delete modal", delete_modal(
            t, t("menu.loans"), "message.delete.loan"), [
            (t("btn.ok"), True, [delete_form(f"/loans/{LOAN}/delete")])]),
    ]  # fmt: skip


def wishlist_screens(t: Any) -> list[dict[str, Any]]:
    """A wishlist's page and its delete modal, a wish's row, its transfer page and delete
    modal; an album's page, its delete modal, a photo's delete modal."""
    page = {"title": LIST_NAME, "items": [
        {"text": LIST_NAME}, {"icon": t("tooltip.add_wish")},
        {"icon": t("tooltip.add_wishlist")}, {"icon": t("tooltip.edit")},
        {"icon": t("tooltip.delete")}, {"icon": t("tooltip.share")}]}  # fmt: skip
    row = {"title": LIST_NAME, "items": [
        {"link": WISH_NAME}, {"text": "24,90 €"},
        {"icon": t("tooltip.transfer_to_collection")}, {"icon": t("tooltip.edit")},
        {"icon": t("tooltip.delete")}]}  # fmt: skip
    transfer = {"title": t("title.transfer_wish"), "items": [
        {"field": "item_name", "hint": t("label.name"), "text": WISH_NAME},
        {"button": t("label.collection")}, {"button": t("btn.scrap")},
        {"button": t("btn.submit")}, {"link": t("btn.cancel")}]}  # fmt: skip
    transfer_body = multipart([
        ("item[file]", "", ""), ("item[fileUrl]", "", None), ("item[scrapedFromUrl]", "", None),
        ("item[name]", WISH_NAME, None), ("item[collection]", COLL, None),
        ("item[quantity]", "1", None), ("item[visibility]", "public", None),
        ("item[tags]", "[]", None), ("item[template]", "", None),
        ("item[relatedItems]", "[]", None), ("item[_token]", CSRF, None)])  # fmt: skip
    album = {"title": ALBUM_NAME, "items": [
        {"text": ALBUM_NAME}, {"icon": t("tooltip.add_photo")},
        {"icon": t("tooltip.add_album")}, {"icon": t("tooltip.edit")},
        {"icon": t("tooltip.delete")}, {"icon": t("tooltip.share")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "wishlist page", page, [
            (t("tooltip.delete"), False, [])]),
        _entry("delete", "wishlist delete modal", delete_modal(
            t, LIST_NAME, "message.delete.wishlist"), [
            (t("btn.ok"), True, [delete_form(f"/wishlists/{LIST}/delete")]),
            (t("btn.cancel"), False, [])]),
        _entry("opens-prompt", "wish row", row, [
            (t("tooltip.transfer_to_collection"), False, [link(f"/wishes/{WISH}/transfer")]),
            (t("tooltip.delete"), False, [])]),
        _entry("delete", "wish transfer page", transfer, [
            (t("btn.submit"), True, [{"request": f"POST /wishes/{WISH}/transfer",
                                      "body": transfer_body, "via": "form"}]),
            (t("btn.cancel"), False, [link(f"/wishlists/{LIST}")])]),
        _entry("delete", "wish delete modal", delete_modal(
            t, LIST_NAME, "message.delete.wish"), [
            (t("btn.ok"), True, [delete_form(f"/wishes/{WISH}/delete")])]),
        _entry("opens-prompt", "album page", album, [
            (t("tooltip.delete"), False, [])]),
        _entry("delete", "album delete modal", delete_modal(
            t, ALBUM_NAME, "message.delete.album"), [
            (t("btn.ok"), True, [delete_form(f"/albums/{ALBUM}/delete")]),
            (t("btn.cancel"), False, [])]),
        _entry("delete", "photo delete modal", delete_modal(
            t, ALBUM_NAME, "message.delete.photo"), [
            (t("btn.ok"), True, [delete_form(f"/photos/{PHOTO}/delete")])]),
    ]  # fmt: skip


def tag_screens(t: Any) -> list[dict[str, Any]]:
    """The tags page and its Delete unused tags modal, a tag's delete modal, a template's and
    a choice list's delete modals."""
    tags = {"title": t("menu.tags"), "items": [
        {"field": "search_tag_term", "hint": t("filter.by_name"), "text": ""},
        {"button": t("btn.delete_unused_tags")}, {"link": TAG_NAME}]}  # fmt: skip
    return [
        _entry("opens-prompt", "tags page", tags, [
            (t("btn.delete_unused_tags"), False, [])]),
        _entry("delete", "unused tags delete modal", delete_modal(
            t, t("menu.tags"), "message.delete.unused_tag"), [
            (t("btn.ok"), True, [delete_form("/tags/delete-unused-tags")]),
            (t("btn.cancel"), False, [])]),
        _entry("delete", "tag delete modal", delete_modal(
            t, TAG_NAME, "message.delete.tag"), [
            (t("btn.ok"), True, [delete_form(f"/tags/{TAG}/delete")])]),
        _entry("delete", "template delete modal", delete_modal(
            t, TEMPLATE_NAME, "message.delete.template"), [
            (t("btn.ok"), True, [delete_form(f"/templates/{TEMPLATE}/delete")])]),
        _entry("delete", "choice list delete modal", delete_modal(
            t, t("menu.choice_lists"), "message.delete.choice-list"), [
            (t("btn.ok"), True, [delete_form(f"/choice-lists/{CHOICE}/delete")])]),
    ]  # fmt: skip


def tools_screens(t: Any) -> list[dict[str, Any]]:
    """The tools page, an inventory's page and its delete modal; the scrapers page, its
    import modal and a scraper's delete modal."""
    tools = {"title": t("menu.tools"), "items": [
        {"text": t("title.exports")}, {"link": t("btn.export_printable_list")},
        {"link": t("btn.export_csv")}, {"link": t("btn.export_sql")},
        {"link": t("btn.export_images")}, {"text": t("title.inventories")},
        {"link": t("btn.add_inventory")}, {"link": INV_NAME}]}  # fmt: skip
    inventory = {"title": INV_NAME, "items": [
        {"icon": t("tooltip.delete")}, {"text": t("title.collections")},
        {"text": f"{COLL_NAME} - 1 / 2 (50%)"},
        {"switch": ITEM_NAME, "checked": True},
        {"switch": ITEM2_NAME, "checked": False}]}  # fmt: skip
    check_body = multipart([("id", ITEM2, None), ("checked", "true", None)])
    scrapers = {"title": t("menu.scrapers"), "items": [
        {"tab": t("breadcrumb.item_scrapers")}, {"icon": t("tooltip.add_scraper")},
        {"icon": t("tooltip.import")}, {"link": SCRAPER_NAME}]}  # fmt: skip
    upload = {"title": t("menu.scrapers"), "dialog": {"title": t("title.import_scraper")},
              "items": [{"button": t("btn.upload")}, {"text": "discogs-release.json"},
                        {"button": t("btn.import")}, {"button": t("btn.cancel")}]}  # fmt: skip
    import_body = multipart([
        ("item_scraper_importer[file]", SCRAPER_FILE, "discogs-release.json"),
        ("item_scraper_importer[_token]", CSRF, None)])  # fmt: skip
    return [
        _entry("harmless", "tools page", tools, [
            (t("btn.export_csv"), False, [link("/tools/export/csv")]),
            (t("btn.add_inventory"), False, [link("/inventories/add")])]),
        _entry("reversible", "inventory page", inventory, [
            (ITEM2_NAME, False, [{"request": f"POST /inventories/{INV}/check",
                                  "body": check_body}]),
            (t("tooltip.delete"), False, [])]),
        _entry("delete", "inventory delete modal", delete_modal(
            t, INV_NAME, "message.delete.inventory"), [
            (t("btn.ok"), True, [delete_form(f"/inventories/{INV}/delete")]),
            (t("btn.cancel"), False, [])]),
        _entry("opens-prompt", "scrapers page", scrapers, [
            (t("tooltip.import"), False, [])]),
        _entry("reversible", "scraper import modal", upload, [
            (t("btn.import"), False, [{"request": "POST /scrapers/item-scrapers/import",
                                       "body": import_body, "via": "form"}]),
            (t("btn.cancel"), False, [])]),
        _entry("delete", "scraper delete modal", delete_modal(
            t, SCRAPER_NAME, "message.delete.scraper"), [
            (t("btn.ok"), True, [delete_form(f"/scrapers/item-scrapers/{SCRAPER}/delete")])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The admin overview's tools, the users page, a user's delete modal, a user's edit page
    with a new password, the configuration page."""
    overview = {"title": t("menu.admin"), "items": [
        {"tab": t("menu.overview")}, {"tab": t("menu.users")},
        {"tab": t("menu.configuration")}, {"text": t("title.tools")},
        {"link": t("btn.export_sql")}, {"link": t("btn.export_images")},
        {"link": t("btn.refresh_caches")}]}  # fmt: skip
    users = {"title": t("menu.admin"), "items": [
        {"text": t("title.users")}, {"link": t("btn.add_user")}, {"text": MEMBER_NAME},
        {"text": t("role.user")}, {"text": MEMBER_MAIL}, {"icon": t("tooltip.edit")},
        {"icon": t("tooltip.delete")}]}  # fmt: skip
    edit = {"title": t("menu.admin"), "items": [
        {"text": t("title.edit_user", user=MEMBER_NAME)},
        {"field": "user_username", "hint": t("label.username"), "text": MEMBER_NAME},
        {"field": "user_email", "hint": t("label.email"), "text": MEMBER_MAIL},
        {"field": "user_plainPassword_first", "hint": t("label.password"), "text": "••••••••"},
        {"field": "user_plainPassword_second", "hint": t("label.repeat_password"),
         "text": "••••••••"},
        {"field": "user_diskSpaceAllowed", "hint": t("label.disk_space_allowed"),
         "text": "536870912"},
        {"button": t("btn.submit")}, {"link": t("btn.cancel")}]}  # fmt: skip
    edit_fields = [
        ("user[username]", MEMBER_NAME), ("user[email]", MEMBER_MAIL),
        ("user[plainPassword][first]", NEW_PASSWORD),
        ("user[plainPassword][second]", NEW_PASSWORD),
        ("user[diskSpaceAllowed]", "536870912"), ("user[timezone]", "Europe/Paris"),
        ("submit", "")]  # fmt: skip
    css = "body { font-family: Georgia, serif; }"
    config = {"title": t("menu.admin"), "items": [
        {"text": t("title.edit_configuration")}, {"button": t("label.thumbnails_format")},
        {"switch": t("label.enable_metrics"), "checked": False},
        {"text": t("title.custom_css")},
        {"field": "custom_light", "hint": t("label.custom_light_theme_css"), "text": css},
        {"link": t("message.show_help_for_light_theme")},
        {"button": t("btn.submit")}]}  # fmt: skip
    config_fields = [
        ("configuration_admin[thumbnailsFormat][value]", "webp"),
        ("configuration_admin[customLightThemeCss][value]", css),
        ("configuration_admin[customDarkThemeCss][value]", ""), ("submit", "")]  # fmt: skip
    return [
        _entry("harmless", "admin overview", overview, [
            (t("btn.export_sql"), False, [link("/admin/export/sql")]),
            (t("btn.refresh_caches"), False, [link("/admin/refresh-caches")])]),
        _entry("opens-prompt", "admin users page", users, [
            (t("tooltip.edit"), False, [link(f"/admin/users/{MEMBER}/edit")]),
            (t("tooltip.delete"), False, [])]),
        _entry("delete-user", "admin user delete modal", delete_modal(
            t, t("menu.admin"), "message.delete.user"), [
            (t("btn.ok"), True, [delete_form(f"/admin/users/{MEMBER}/delete")]),
            (t("btn.cancel"), False, [])]),
        _entry("overwrite", "admin user edit page", edit, [
            (t("btn.submit"), True, [form(f"/admin/users/{MEMBER}/edit", edit_fields, "user")]),
            (t("btn.cancel"), False, [link("/admin/users")])]),
        _entry("reversible", "admin configuration page", config, [
            (t("message.show_help_for_light_theme"), False, []),
            (t("btn.submit"), False, [form(
                "/admin/configuration", config_fields, "configuration_admin")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus in one language."""
    return [
        *account_screens(t),
        *collection_screens(t),
        *wishlist_screens(t),
        *tag_screens(t),
        *tools_screens(t),
        *admin_screens(t),
    ]
