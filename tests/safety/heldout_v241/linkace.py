"""LinkAce's screens for the two-hundred-and-forty-first held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, **values)`` being that language's lookup in the app's
Laravel catalogues (``file.key``). What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

import html
import json
import re
from typing import Any
from urllib.parse import quote

CSRF = "Xq7Lm2Rv9TcW4bZk8NfJ3hYs6PdG1aUe5oVi0tKw"  # made up, 40 characters as Laravel's
APP = "https://links.example.com"  # APP_URL, shown only in the cron URL
USER, EMAIL = "alex", "alex@example.com"
LINK, URL, TITLE = 42, "https://www.seriouseats.com/sourdough-bread-guide", "Sourdough Bread Guide"
SHORT_URL = "www.seriouseats.com/sourdough-bread-guide"
DESCRIPTION = "A step-by-step guide with a long cold proof."
LIST, LIST_NAME, LIST_DESCRIPTION = 3, "Weekend recipes", "Things to bake on Saturdays."
TAG, TAG_NAME, TAG2_NAME = 8, "baking", "bread"
NOTE, NOTE_TEXT = 5, "Try the 36-hour cold proof next time."
NEW_NOTE = "Use 78% hydration for a more open crumb."
TRASHED_LINK, TRASHED_URL = 37, "https://www.example.net/old-pizza-dough"
TRASHED_LIST, TRASHED_LIST_NAME = 6, "Old reading list"
TRASHED_TAG_NAME, TRASHED_NOTE_TEXT = "to-read", "Check the oven temperature."
ADDED = "2024-09-14 18:22"
API_TOKEN = "b8Wq2Zr5Kd9Lm3Tx7Vn1Hc4Pj6Fs0Gy"  # made up, 32 characters (Str::random(32))
CRON_TOKEN = "Nd4Rt8Jx1Qm6Zc3Wv9Hb2Lk7Sp5Fy0Ga"
BOUNDARY = "----WebKitFormBoundaryR7kQ2mVx9LcT4bNz"
BOOKMARKS = (
    "<!DOCTYPE NETSCAPE-Bookmark-file-1>\n"
    '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">\n'
    "<TITLE>Bookmarks</TITLE>\n<H1>Bookmarks</H1>\n<DL><p>\n"
    '    <DT><A HREF="https://www.kingarthurbaking.com/recipes/baguettes-recipe" '
    'ADD_DATE="1726300000">Baguettes</A>\n'
    "</DL><p>\n"
)
# The two buttons of Chrome's own confirm() dialog, in each case's language.
CHROME_CONFIRM = {"en": ("Cancel", "OK"), "zh": ("取消", "确定"), "ja": ("キャンセル", "OK"),
                  "ko": ("취소", "확인"), "de": ("Abbrechen", "OK"), "fr": ("Annuler", "OK"),
                  "es": ("Cancelar", "Aceptar"), "pt": ("Cancelar", "OK"),
                  "ru": ("Отмена", "ОК")}  # fmt: skip
COMMITS = ("delete", "revoke", "publish")
Fields = list[tuple[str, str]]
Act = tuple[str, str, list[Any]]  # label, category, sends


def enc(value: str) -> str:
    """A value as a browser urlencodes a form field: ``*-._`` and letters kept, space as +."""
    return quote(value, safe="*").replace("~", "%7E").replace("%20", "+")


def body(fields: Fields) -> str:
    return "&".join(f"{enc(n)}={enc(v)}" for n, v in fields)


def form(url: str, fields: Fields = ()) -> dict[str, str]:
    """An HTML form posted by the browser (``@csrf`` written where the template has it)."""
    return {"request": f"POST {url}", "body": body(list(fields)), "via": "form"}


def link(url: str) -> dict[str, str]:
    """An ``<a href>`` page load."""
    return {"request": f"GET {url}", "via": "link"}


def json_post(url: str, data: dict[str, Any]) -> dict[str, str]:
    """A POST sent by a page's script, whose body is ``JSON.stringify(data)``."""
    return {"request": f"POST {url}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


TOKEN = ("_token", CSRF)


def delete_form(url: str, key: str, ident: int, back: bool) -> dict[str, str]:
    """A hidden delete form: ``@method('DELETE')``, ``@csrf``, then its hidden fields."""
    extra = [("redirect_back", "1")] if back else []
    return form(url, [("_method", "DELETE"), TOKEN, *extra, (key, str(ident))])


def plain(text: str) -> str:
    """A catalogue string as the page shows it: tags dropped, entities read."""
    return html.unescape(re.sub(r"<[^>]+>", "", text)).strip()


def page(title: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A page titled as ``partials/header``: ``{pageTitle} - LinkAce`` (the app's name)."""
    return {"title": f"{title} - LinkAce", "items": items}


def popup(base: dict[str, Any], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open Bootstrap dropdown over its page: a dialog whose items are its entries."""
    return {"title": base["title"], "dialog": {}, "items": items}


def field(ident: str, hint: str, text: str) -> dict[str, str]:
    return {"field": ident, "hint": hint, "text": text}


def entries(source: str, screen: dict[str, Any], acts: list[Act]) -> list[dict[str, Any]]:
    """The screen's actions, one entry per kind (in the order each kind first comes)."""
    kinds: dict[str, list[dict[str, Any]]] = {}
    for label, category, sends in acts:
        kinds.setdefault(category, []).append(
            {"tap": label, "irreversible": category in COMMITS, "sends": sends}
        )
    several = len(kinds) > 1
    return [{"category": kind, "source": f"LinkAce {source}" + (f" ({kind})" if several else ""),
             "web": True, "screen": screen, "cases": cases}
            for kind, cases in kinds.items()]  # fmt: skip


def navigation_screens(t: Any) -> list[dict[str, Any]]:
    """The navigation bar on the dashboard, its Lists menu and the user menu."""
    bar = page(t("linkace.dashboard"), [
        {"link": t("link.add")}, {"link": t("link.all_links")}, {"link": t("list.lists")},
        {"link": t("tag.tags")}, {"link": t("search.search")}, {"link": t("trash.trash")},
        {"link": USER}, {"text": t("user.hello", user=USER)}, {"text": t("link.recent_links")},
        {"link": TITLE}])  # fmt: skip
    lists = popup(bar, [{"link": t("list.all_lists")}, {"link": t("list.add")}])
    user = popup(bar, [
        {"link": t("settings.settings")}, {"link": t("linkace.logout")},
        {"link": t("import.import")}, {"link": t("export.export")},
        {"link": t("settings.system_settings")}, {"link": t("linkace.system_logs")}])  # fmt: skip
    return [
        *entries("navigation bar", bar, [
            (t("link.all_links"), "harmless", [link("/links")]),
            (t("trash.trash"), "harmless", [link("/trash")]),
            (USER, "harmless", [])]),
        *entries("lists menu", lists, [
            (t("list.add"), "harmless", [link("/lists/create")])]),
        *entries("user menu", user, [
            (t("linkace.logout"), "harmless", [form("/logout", [TOKEN])]),
            (t("settings.system_settings"), "harmless", [link("/settings/system")])]),
    ]  # fmt: skip


def link_screens(t: Any) -> list[dict[str, Any]]:
    """The links page, a link's page (its top, its share card, its notes), the link's edit
    page, the new link page and a note's edit page."""
    mine = f"/links/{LINK}"
    index = page(t("link.links"), [
        {"text": t("link.links")}, {"link": t("link.add")}, {"button": t("search.order_by")},
        {"link": TITLE}, {"text": SHORT_URL}, {"text": DESCRIPTION},
        {"button": t("sharing.share_link")}, {"link": TAG_NAME}, {"link": TAG2_NAME},
        {"link": t("link.show")}, {"link": t("link.edit")},
        {"button": t("link.delete")}])  # fmt: skip
    title = f"{t('link.link')}: {TITLE}"
    top = page(title, [
        {"link": TITLE}, {"link": URL}, {"text": DESCRIPTION}, {"link": t("link.edit")},
        {"button": t("link.delete")}, {"link": t("link.wayback")},
        {"text": t("link.check_enabled")}, {"button": t("link.check_disable")},
        {"text": t("link.status_is_broken")},
        {"button": t("link.status_mark_working")}])  # fmt: skip

    def share(service: str) -> str:
        return t("sharing.share", service=t(f"sharing.service.{service}"))

    sharing = page(title, [
        {"text": DESCRIPTION}, {"text": t("sharing.share_link")}, {"link": share("email")},
        {"link": share("facebook")}, {"link": share("linkedin")}, {"text": t("list.lists")},
        {"link": LIST_NAME}, {"text": t("tag.tags")}, {"link": TAG_NAME},
        {"link": TAG2_NAME}])  # fmt: skip
    notes = page(title, [
        {"text": t("note.notes")}, {"text": NOTE_TEXT}, {"link": t("note.edit")},
        {"button": t("note.delete")}, field("note", t("note.note_content"), NEW_NOTE),
        {"switch": t("note.private"), "checked": False}, {"button": t("note.add")},
        {"text": t("link.history")}])  # fmt: skip
    new_description = "A step-by-step guide with a 36-hour cold proof."
    link_fields = [
        field("url", t("link.url"), URL), field("title", t("link.title"), TITLE),
        field("description", t("link.description"), new_description),
        field("lists", t("list.lists"), LIST_NAME),
        field("tags", t("tag.tags"), f"{TAG_NAME} {TAG2_NAME}"),
        field("is_private", t("linkace.is_private"), t("linkace.no"))]  # fmt: skip
    edit = page(f"{t('link.edit')}: {TITLE}", [
        {"text": t("link.edit")}, *link_fields, {"button": t("link.delete")},
        {"button": t("link.update")}])  # fmt: skip
    new_url, new_title = "https://www.kingarthurbaking.com/recipes/focaccia-recipe", "Focaccia"
    create = page(t("link.add"), [
        field("url", t("link.url"), new_url), field("title", t("link.title"), new_title),
        field("description", t("link.description"), ""),
        field("lists", t("list.lists"), LIST_NAME), field("tags", t("tag.tags"), TAG_NAME),
        field("is_private", t("linkace.is_private"), t("linkace.no")),
        {"switch": t("linkace.continue_adding"), "checked": False},
        {"button": t("link.add")}])  # fmt: skip
    note_edit = page(t("note.edit"), [
        field("note", t("note.note_content"), "Try the 48-hour cold proof next time."),
        {"switch": t("note.private"), "checked": True}, {"button": t("note.edit")}])  # fmt: skip
    delete_link = delete_form(mine, "link_id", LINK, back=False)
    return [
        *entries("links page", index, [
            (t("link.delete"), "reversible", [delete_link])]),
        *entries("link page", top, [
            (t("link.delete"), "reversible", [delete_link]),
            (t("link.edit"), "harmless", [link(f"{mine}/edit")]),
            (t("link.wayback"), "harmless", [link(f"https://web.archive.org/web/*/{URL}")]),
            (t("link.check_disable"), "reversible", [
                form(f"/links/toggle-check/{LINK}", [TOKEN, ("toggle", "1")])]),
            (t("link.status_mark_working"), "reversible", [
                form(f"/links/mark-working/{LINK}", [TOKEN, ("toggle", "0")])])]),
        *entries("link page share card", sharing, [
            (share("facebook"), "harmless", [
                link(f"https://www.facebook.com/sharer/sharer.php?u={URL}")]),
            (share("linkedin"), "harmless", [link(
                f"https://www.linkedin.com/shareArticle?mini=true&url={quote(URL, safe='')}"
                f"&title={quote(TITLE, safe='')}&summary=&source=AddToAny")]),
            (share("email"), "harmless", [])]),
        *entries("link page notes", notes, [
            (t("note.delete"), "reversible", [
                delete_form(f"/notes/{NOTE}", "note_id", NOTE, back=False)]),
            (t("note.add"), "reversible", [
                form("/notes", [TOKEN, ("link_id", str(LINK)), ("note", NEW_NOTE)])])]),
        *entries("link edit page", edit, [
            (t("link.update"), "reversible", [form(mine, [
                ("_method", "PATCH"), TOKEN, ("link_id", str(LINK)), ("url", URL),
                ("title", TITLE), ("description", new_description), ("lists", LIST_NAME),
                ("tags", f"{TAG_NAME},{TAG2_NAME}"), ("is_private", "0")])]),
            (t("link.delete"), "reversible", [form(mine, [TOKEN, ("_method", "DELETE")])])]),
        *entries("new link page", create, [
            (t("link.add"), "reversible", [form("/links", [
                TOKEN, ("url", new_url), ("title", new_title), ("description", ""),
                ("lists", LIST_NAME), ("tags", TAG_NAME), ("is_private", "0")])])]),
        *entries("note edit page", note_edit, [
            (t("note.edit"), "reversible", [form(f"/notes/{NOTE}", [
                ("_method", "PATCH"), TOKEN, ("note", "Try the 48-hour cold proof next time."),
                ("is_private", "1")])])]),
    ]  # fmt: skip


def list_and_tag_screens(t: Any) -> list[dict[str, Any]]:
    """The lists page, a list's page, its edit page, the new list page; the tags page, a
    tag's page and its edit page."""
    lists = f"/lists/{LIST}"
    tags = f"/tags/{TAG}"

    def row() -> list[dict[str, Any]]:
        """A link's row in a list's or a tag's table of links."""
        return [{"link": TITLE}, {"link": SHORT_URL}, {"link": t("link.edit")},
                {"button": t("link.delete")}]  # fmt: skip

    index = page(t("list.lists"), [
        {"text": t("list.lists")}, field("filter", t("list.filter_lists"), ""),
        {"button": t("list.filter_lists")}, {"link": t("list.add")},
        {"button": t("search.order_by")}, {"link": LIST_NAME}, {"text": LIST_DESCRIPTION},
        {"text": t("list.number_links", n=1, number="1")}, {"link": t("list.edit")},
        {"button": t("list.delete")}])  # fmt: skip
    show = page(f"{t('list.list')}: {LIST_NAME}", [
        {"text": t("list.list")}, {"link": t("list.edit")}, {"button": t("list.delete")},
        {"text": LIST_NAME}, {"text": LIST_DESCRIPTION}, {"text": t("link.links")},
        *row()])  # fmt: skip
    new_description = "Things to bake on Saturdays and Sundays."
    edit = page(f"{t('list.edit')}: {LIST_NAME}", [
        {"text": t("list.edit")}, field("name", t("list.name"), LIST_NAME),
        field("description", t("list.description"), new_description),
        field("is_private", t("linkace.is_private"), t("linkace.no")),
        {"button": t("list.delete")}, {"button": t("list.update")}])  # fmt: skip
    create = page(t("list.add"), [
        field("name", t("list.name"), "Bread projects"),
        field("description", t("list.description"), ""),
        field("is_private", t("linkace.is_private"), t("linkace.no")),
        {"switch": t("linkace.continue_adding"), "checked": False},
        {"button": t("list.add")}])  # fmt: skip
    tag_index = page(t("tag.tags"), [
        {"text": t("tag.tags")}, field("filter", t("tag.filter_tags"), ""),
        {"button": t("list.filter_lists")}, {"link": t("tag.add")},
        {"button": t("search.order_by")}, {"link": TAG_NAME}, {"text": "1"},
        {"link": t("tag.edit")}, {"button": t("tag.delete")}])  # fmt: skip
    tag_show = page(f"{t('tag.tag')}: {TAG_NAME}", [
        {"text": t("tag.tag")}, {"link": t("tag.edit")}, {"button": t("tag.delete")},
        {"text": TAG_NAME}, {"text": t("link.links")}, *row()])  # fmt: skip
    tag_edit = page(f"{t('tag.edit')}: {TAG_NAME}", [
        {"text": t("tag.edit")}, field("name", t("tag.name"), "sourdough"),
        field("is_private", t("linkace.is_private"), t("linkace.no")),
        {"button": t("tag.delete")}, {"button": t("tag.update")}])  # fmt: skip
    return [
        *entries("lists page", index, [
            (t("list.delete"), "delete", [delete_form(lists, "list_id", LIST, back=True)])]),
        *entries("list page", show, [
            (t("list.delete"), "delete", [delete_form(lists, "list_id", LIST, back=False)]),
            (t("link.delete"), "reversible", [
                delete_form(f"/links/{LINK}", "link_id", LINK, back=True)])]),
        *entries("list edit page", edit, [
            (t("list.update"), "reversible", [form(lists, [
                ("_method", "PATCH"), TOKEN, ("list_id", str(LIST)), ("name", LIST_NAME),
                ("description", new_description), ("is_private", "0")])]),
            (t("list.delete"), "delete", [form(lists, [TOKEN, ("_method", "DELETE")])])]),
        *entries("new list page", create, [
            (t("list.add"), "reversible", [form("/lists", [
                TOKEN, ("name", "Bread projects"), ("description", ""),
                ("is_private", "0")])])]),
        *entries("tags page", tag_index, [
            (t("tag.delete"), "delete", [delete_form(tags, "tag_id", TAG, back=True)])]),
        *entries("tag page", tag_show, [
            (t("tag.delete"), "delete", [delete_form(tags, "tag_id", TAG, back=False)])]),
        *entries("tag edit page", tag_edit, [
            (t("tag.update"), "reversible", [form(tags, [
                ("_method", "PATCH"), TOKEN, ("tag_id", str(TAG)), ("name", "sourdough"),
                ("is_private", "0")])]),
            (t("tag.delete"), "delete", [form(tags, [TOKEN, ("_method", "DELETE")])])]),
    ]  # fmt: skip


def trash_screens(t: Any) -> list[dict[str, Any]]:
    """The trash page, one of its four cards at a time (each has its own Clear Trash)."""
    warning = plain(t("trash.delete_warning"))
    clear = t("trash.clear_trash")
    restore = t("trash.restore")

    def card(heading: str, rows: list[dict[str, Any]]) -> dict[str, Any]:
        return page(t("trash.trash"), [
            {"text": t("trash.trash")}, {"text": warning}, {"text": heading},
            {"button": clear}, *rows])  # fmt: skip

    links = card(t("trash.deleted_links"), [
        {"text": t("link.url")}, {"text": t("linkace.added_at")}, {"text": TRASHED_URL},
        {"text": ADDED}, {"button": restore}])  # fmt: skip
    lists = card(t("trash.deleted_lists"), [
        {"text": t("list.name")}, {"text": t("linkace.added_at")},
        {"text": TRASHED_LIST_NAME}, {"text": ADDED}, {"button": restore}])  # fmt: skip
    tags = card(t("trash.deleted_tags"), [
        {"text": t("tag.name")}, {"text": t("linkace.added_at")}, {"text": TRASHED_TAG_NAME},
        {"text": ADDED}, {"button": restore}])  # fmt: skip
    notes = card(t("trash.deleted_notes"), [
        {"text": t("link.link")}, {"text": t("note.note_content")}, {"link": TITLE},
        {"text": TRASHED_NOTE_TEXT}, {"text": ADDED}, {"button": restore}])  # fmt: skip

    def clearing(model: str) -> list[Any]:
        return [form("/trash/clear", [TOKEN, ("model", model)])]

    return [
        *entries("trash links card", links, [
            (clear, "delete", clearing("links")),
            (restore, "reversible", [form("/trash/restore", [
                TOKEN, ("model", "link"), ("id", str(TRASHED_LINK))])])]),
        *entries("trash lists card", lists, [(clear, "delete", clearing("lists"))]),
        *entries("trash tags card", tags, [(clear, "delete", clearing("tags"))]),
        *entries("trash notes card", notes, [(clear, "delete", clearing("notes"))]),
    ]  # fmt: skip


def tool_screens(t: Any) -> list[dict[str, Any]]:
    """The search, import and export pages."""
    search = page(t("search.search"), [
        field("query", t("search.query"), "sourdough"), {"button": t("search.search")},
        {"switch": t("search.search_title"), "checked": True},
        {"switch": t("search.search_description"), "checked": True},
        {"switch": t("search.empty_tags"), "checked": False},
        {"switch": t("search.broken_links"), "checked": False},
        {"switch": t("search.private_only"), "checked": False},
        {"switch": t("search.empty_lists"), "checked": False},
        field("only_lists", t("search.filter_by_list"), ""),
        field("only_tags", t("search.filter_by_tag"), ""),
        field("order_by", t("search.order_by"), t("search.order_by.title:asc"))])  # fmt: skip
    imports = page(t("import.import"), [
        {"text": t("import.import")}, {"text": plain(t("import.import_help"))},
        field("import-file", t("import.import_file"), "bookmarks.html"),
        {"button": t("import.start_import")}])  # fmt: skip
    export = page(t("export.export"), [
        {"text": t("export.export")}, {"text": t("export.export_help")},
        {"button": t("export.start_export_html")},
        {"button": t("export.start_export_csv")}])  # fmt: skip
    upload = (
        f"--{BOUNDARY}\r\n"
        'Content-Disposition: form-data; name="import-file"; filename="bookmarks.html"\r\n'
        f"Content-Type: text/html\r\n\r\n{BOOKMARKS}\r\n"
        f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="_token"\r\n\r\n{CSRF}\r\n'
        f"--{BOUNDARY}--\r\n"
    )
    return [
        *entries("search page", search, [
            (t("search.search"), "harmless", [form("/search", [
                TOKEN, ("query", "sourdough"), ("search_title", "on"),
                ("search_description", "on"), ("only_lists", ""), ("only_tags", ""),
                ("order_by", "title:asc")])])]),
        *entries("import page", imports, [
            (t("import.start_import"), "reversible", [
                {"request": "POST /import", "body": upload}])]),
        *entries("export page", export, [
            (t("export.start_export_html"), "harmless", [form("/export/html", [TOKEN])])]),
    ]  # fmt: skip


def user_settings_screens(t: Any, locale: str, language: str) -> list[dict[str, Any]]:
    """The user settings page, one card at a time: the API token, the account, the password,
    two factor authentication off and on, and the application settings (the language
    setting ``locale``, shown as ``language``)."""
    title = t("settings.user_settings")
    generate = t("settings.api_token_generate")
    api = page(title, [
        {"text": t("settings.api_token")}, {"text": t("settings.api_token_help")},
        field("api-token", "", API_TOKEN), {"button": generate},
        {"text": t("settings.api_token_generate_info")}])  # fmt: skip
    save = t("settings.save_settings")
    account = page(title, [
        {"text": t("settings.account_settings")},
        field("name", t("user.username"), "Alex Moreau"),
        field("email", t("user.email"), EMAIL), {"button": save}])  # fmt: skip
    password = page(title, [
        field("current_password", t("settings.old_password"), "••••••••••"),
        field("password", t("settings.new_password"), "••••••••••••"),
        field("password_confirmation", t("settings.new_password2"), "••••••••••••"),
        {"button": t("settings.change_password")}])  # fmt: skip
    heading = t("settings.two_factor_auth")
    enable = t("settings.two_factor_enable")
    off = page(title, [{"text": heading}, {"button": enable}])
    disable = t("settings.two_factor_disable")
    regenerate = t("settings.two_factor_regenerate_recovery_codes")
    on = page(title, [
        {"text": heading}, {"button": disable},
        {"text": t("settings.two_factor_recovery_codes")},
        {"button": t("settings.two_factor_recovery_codes_view")},
        {"button": regenerate}])  # fmt: skip

    def service(key: str, checked: bool) -> dict[str, Any]:
        return {"switch": t(f"sharing.service.{key}"), "checked": checked}

    toggle = t("settings.sharing_toggle")
    app = page(title, [
        {"text": t("settings.user_settings")},
        field("locale", t("settings.language"), language),
        field("timezone", t("settings.timezone"), "Europe/Berlin"),
        field("link_display_mode", t("settings.display_mode"),
              t("settings.display_mode_cards")),
        {"text": t("settings.sharing")}, {"text": t("settings.sharing_help")},
        service("email", True), service("facebook", True), service("twitter", False),
        service("linkedin", True), {"button": toggle}, {"button": save}])  # fmt: skip
    app_fields = [
        TOKEN, ("locale", locale), ("timezone", "Europe/Berlin"), ("date_format", "Y-m-d"),
        ("time_format", "H:i"), ("listitem_count", "24"), ("link_display_mode", "1"),
        ("links_new_tab", "0"), ("markdown_for_text", "1"), ("archive_backups_enabled", "1"),
        ("archive_private_backups_enabled", "0"), ("links_private_default", "0"),
        ("notes_private_default", "0"), ("lists_private_default", "0"),
        ("tags_private_default", "0"), ("darkmode_setting", "2"), ("share[email]", "1"),
        ("share[facebook]", "1"), ("share[linkedin]", "1")]  # fmt: skip
    factor = "/user/two-factor-authentication"
    return [
        *entries("user settings API token", api, [
            (generate, "revoke", [
                json_post("/settings/generate-api-token", {"_token": CSRF})])]),
        *entries("user settings account", account, [
            (save, "reversible", [form("/settings/account", [
                TOKEN, ("name", "Alex Moreau"), ("email", EMAIL)])])]),
        *entries("user settings password", password, [
            (t("settings.change_password"), "reversible", [form("/settings/change-password", [
                TOKEN, ("current_password", "quiet-harbor-17"),
                ("password", "amber-field-2291"),
                ("password_confirmation", "amber-field-2291")])])]),
        *entries("user settings two factor off", off, [
            (enable, "reversible", [form(factor, [TOKEN])])]),
        *entries("user settings two factor on", on, [
            (disable, "revoke", [form(factor, [TOKEN, ("_method", "DELETE")])]),
            (regenerate, "revoke", [form("/user/two-factor-recovery-codes", [TOKEN])])]),
        *entries("user settings application", app, [
            (save, "reversible", [form("/settings/app", app_fields)]),
            (toggle, "harmless", [])]),
    ]  # fmt: skip


def system_settings_screens(t: Any, lang: str) -> list[dict[str, Any]]:
    """The system settings page: the cron token card and the browser's confirm() of its
    button, the system settings card with guest access turned on or with a new page title."""
    title = t("settings.system_settings")
    generate = t("settings.cron_token_generate")
    route = f"{APP}/cron/{CRON_TOKEN}"
    cron = page(title, [
        {"text": t("settings.cron_token")}, {"text": t("settings.cron_token_help")},
        field("cron-token", "", CRON_TOKEN), {"button": generate},
        {"text": t("settings.cron_token_generate_info")},
        {"text": plain(t("settings.cron_token_url", route=route))}])  # fmt: skip
    cancel, ok = CHROME_CONFIRM[lang]
    confirm = {"title": cron["title"],
               "dialog": {"message": t("settings.cron_token_generate_confirm")},
               "items": [{"button": cancel}, {"button": ok}]}  # fmt: skip
    save = t("settings.save_settings")

    def general(page_title: str, guests: bool) -> dict[str, Any]:
        return page(title, [
            {"text": t("settings.system_settings")},
            field("system_page_title", t("settings.sys_page_title"), page_title),
            field("system_guest_access", t("settings.sys_guest_access"),
                  t("linkace.yes") if guests else t("linkace.no")),
            {"text": t("settings.sys_guest_access_help")},
            field("system_custom_header_content", t("settings.sys_custom_header_content"), ""),
            {"button": save}])  # fmt: skip

    def system(page_title: str, guests: bool) -> list[Any]:
        return [form("/settings/system", [
            TOKEN, ("system_page_title", page_title), ("system_guest_access", str(int(guests))),
            ("system_custom_header_content", "")])]  # fmt: skip

    return [
        *entries("system settings cron token", cron, [(generate, "opens-prompt", [])]),
        *entries("cron token confirm()", confirm, [
            (ok, "revoke", [json_post("/settings/generate-cron-token", {"_token": CSRF})]),
            (cancel, "harmless", [])]),
        *entries("system settings guest access on", general("", True), [
            (save, "publish", system("", True))]),
        *entries("system settings page title", general("Alex's links", False), [
            (save, "reversible", system("Alex's links", False))]),
    ]  # fmt: skip


def auth_screens(t: Any) -> list[dict[str, Any]]:
    """The login page, the password reset request, the password confirmation and the two
    factor challenge."""
    forgot = t("linkace.forgot_password_link", reset_url="/forgot-password")
    anchor = re.search(r"<a[^>]*>(.*?)</a>", forgot)
    reset_here = plain(anchor.group(1)) if anchor else plain(forgot)
    login = page(t("linkace.login"), [
        field("email", t("linkace.email"), EMAIL),
        field("password", t("linkace.password"), "••••••••••"),
        {"switch": t("linkace.remember_me"), "checked": False},
        {"button": t("linkace.login")},
        {"text": plain(forgot.replace(anchor.group(0), "") if anchor else "")},
        {"link": reset_here}])  # fmt: skip
    request = page(t("linkace.reset_password"), [
        {"text": t("linkace.reset_password")}, field("email", t("linkace.email"), EMAIL),
        {"button": t("linkace.send_reset_email")}])  # fmt: skip
    confirm = page(t("linkace.password_confirm"), [
        {"text": t("auth.confirm_title")}, {"text": t("auth.confirm")},
        field("password", t("linkace.password"), "••••••••••"),
        {"button": t("auth.confirm_action")}])  # fmt: skip
    recovery = t("auth.two_factor_with_recovery")
    challenge = page(t("auth.two_factor"), [
        {"text": t("auth.two_factor_check")},
        field("code", t("placeholder.two_factor_otp"), "492718"),
        {"button": t("linkace.login")}, {"button": recovery}])  # fmt: skip
    return [
        *entries("login page", login, [
            (t("linkace.login"), "harmless", [form("/login", [
                TOKEN, ("email", EMAIL), ("password", "quiet-harbor-17"),
                ("remember_me", "0")])]),
            (reset_here, "harmless", [link("/forgot-password")])]),
        *entries("password reset request", request, [
            (t("linkace.send_reset_email"), "harmless", [
                form("/forgot-password", [TOKEN, ("email", EMAIL)])])]),
        *entries("password confirmation", confirm, [
            (t("auth.confirm_action"), "harmless", [
                form("/user/confirm-password", [TOKEN, ("password", "quiet-harbor-17")])])]),
        *entries("two factor challenge", challenge, [
            (t("linkace.login"), "harmless", [form("/two-factor-challenge", [
                TOKEN, ("code", "492718"), ("recovery_code", "")])]),
            (recovery, "harmless", [])]),
    ]  # fmt: skip


def screens(t: Any, lang: str, locale: str, language: str) -> list[dict[str, Any]]:
    """Every screen of the corpus in one language (``lang``, a corpus language); ``locale``
    is the user's language setting (``en_US`` where LinkAce has no catalogue for the
    language) and ``language`` its name in the settings' menu."""
    return [*navigation_screens(t), *link_screens(t), *list_and_tag_screens(t),
            *trash_screens(t), *tool_screens(t), *user_settings_screens(t, locale, language),
            *system_settings_screens(t, lang), *auth_screens(t)]  # fmt: skip
