"""Heimdall's screens for the three-hundred-and-fortieth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key)`` being that language's lookup of a key as Laravel's
``__()`` resolves it (``app.<key>`` in ``lang/<locale>/app.php``). What each action sends,
and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import base64
import copy
import json
from typing import Any
from urllib.parse import quote_plus

HOST = "https://heimdall.example.lan"  # APP_URL: the <base href> and every route()
TOKEN = "q7Vb2LmX9sKp4RtYw1NcZ8HjD3fGa6UeQo0iBxEv"  # made up; Laravel's 40-character _token
BOUNDARY = "----WebKitFormBoundaryT4nQ8sLw2ZkR7yVm"  # made up; the browser's multipart boundary
VERSION = "2.6.1"  # config('app.version')
# Applications (items of type 0), tags (type 1) and users, with their ids.
PLEX, PLEX_URL, PLEX_COLOUR = 7, "https://plex.example.lan", "#e5a00d"
GRAFANA, SONARR = "Grafana", "Sonarr"
MEDIA, MONITORING = 3, 5
TRASH = [(14, "Nextcloud"), (15, "Portainer"), (16, "Pi-hole")]
TAG_TRASH = [(6, "Downloads"), (8, "Old servers"), (11, "Games")]
USERS = {  # id: (username, email, autologin uuid)
    2: ("kids", "kids@example.lan", "3f9c1e7a-52b4-4d8e-9a61-c0b7e2d4f815"),
    3: ("guest", "guest@example.lan", "b8e2d5c0-7a19-4f63-8e4d-1c6a9f0b3e72"),
    4: ("tv", "tv@example.lan", "6d1a4f8e-c3b7-4925-a0e6-5f2b8d9c1a47"),
}
NEW_APP, NEW_APP_URL = "Jellyfin", "https://jellyfin.example.lan"
BACKGROUND = "backgrounds/Vq3nT8xLk2RwZp5YbH7cMs4JdE9uFa1oGi6KeN0t.jpg"
Fields = list[tuple[str, str | None]]  # a None value is an empty file input
Act = tuple[str, bool, list[Any]]


def urlencoded(fields: Fields) -> str:
    return "&".join(f"{quote_plus(n)}={quote_plus(v or '')}" for n, v in fields)


def form(path: str, fields: Fields) -> dict[str, str]:
    """A form the browser posts urlencoded (no ``enctype``)."""
    return {"request": f"POST {path}", "body": urlencoded(fields), "via": "form"}


def delete_form(path: str, force: bool = False) -> dict[str, str]:
    """``Form::open(['method' => 'DELETE'])``: ``_method`` and ``_token`` first, then the
    trash's hidden ``force``."""
    fields: Fields = [("_method", "DELETE"), ("_token", TOKEN)]
    return form(path, [*fields, ("force", "1")] if force else fields)


def multipart(path: str, fields: Fields) -> dict[str, str]:
    """A form with ``'files' => true`` (``enctype="multipart/form-data"``), as the browser
    writes it: one part per field in tree order, an empty file input as an empty file."""
    parts = []
    for name, value in fields:
        if value is None:
            parts.append(f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="{name}"; '
                         'filename=""\r\nContent-Type: application/octet-stream'
                         "\r\n\r\n\r\n")  # fmt: skip
        else:
            parts.append(f'--{BOUNDARY}\r\nContent-Disposition: form-data; name="{name}"'
                         f"\r\n\r\n{value}\r\n")  # fmt: skip
    return {"request": f"POST {path}", "body": "".join(parts) + f"--{BOUNDARY}--\r\n",
            "via": "form"}  # fmt: skip


def link(url: str) -> dict[str, str]:
    """An ``<a href>`` page load (a same-origin route written as its path)."""
    return {"request": f"GET {url.removeprefix(HOST)}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"heimdall {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def chrome(t: Any) -> list[dict[str, Any]]:
    """What ``layouts/app.blade.php`` shows on every page, written on the dashboard: the
    current user and Switch User (there is more than one user), the floating buttons named
    by their tooltips."""
    keys = ("dashboard.reorder", "dashboard", "user.user_list", "apps.app_list", "apps.tag_list",
            "dashboard.settings")  # fmt: skip
    buttons = [t(f"app.{key}") for key in keys]
    return [{"text": "admin"}, {"link": "Switch User"}, *({"link": b} for b in buttons)]


def dashboard_screens(t: Any) -> list[dict[str, Any]]:
    """The dashboard with its search bar, and in its reorder mode."""
    search = t("app.settings.search")
    tiles = [{"text": title} for title in ("Plex", GRAFANA, SONARR, "Media")]
    page = {"title": "Heimdall", "items": [
        {"field": "q", "hint": f"{search}...", "text": "jellyfin"},
        {"button": ucwords(search)}, *tiles, *chrome(t)]}  # fmt: skip
    reorder = {"title": "Heimdall", "items": [
        *tiles, {"link": t("app.dash.pin_item")}, *chrome(t)]}  # fmt: skip
    return [
        _entry("harmless", "dashboard", page, [
            (ucwords(search), False, [{"request": "GET /search?provider=google&q=jellyfin",
                                       "via": "form"}]),
            (t("app.apps.app_list"), False, [link("/items")]),
            (t("app.dashboard.settings"), False, [link("/settings")]),
            ("Switch User", False, [link("/userselect")]),
            (t("app.dashboard.reorder"), False, [])]),
        _entry("opens-prompt", "dashboard reorder mode", reorder, [
            (t("app.dash.pin_item"), False, [])]),
    ]  # fmt: skip


def trash_page(t: Any, title: str, rows: list[tuple[int, str]], acted: int) -> dict[str, Any]:
    """A trash list: each row's title, the URL column (which prints the word URL), its
    Restore icon, and the acted-on row's Delete button."""
    items: list[dict[str, Any]] = [{"link": t("app.buttons.cancel")}]
    for ident, name in rows:
        items += [{"text": name}, {"text": t("app.url")},
                  {"icon": f"{t('app.restore')} {name}"}]  # fmt: skip
        if ident == acted:
            items.append({"button": t("app.delete")})
    return {"title": title, "items": items}


def application_screens(t: Any) -> list[dict[str, Any]]:
    """The application list, its trash (one screen per row deleted), the add and edit forms."""
    trash_link = f"{t('app.apps.view_trash')} ({len(TRASH)})"
    edit = t("app.settings.edit")
    listing = {"title": t("app.apps.app_list"), "items": [
        {"link": trash_link}, {"link": t("app.buttons.downloadapps")},
        {"link": t("app.buttons.add")}, {"link": t("app.buttons.cancel")},
        {"text": GRAFANA}, {"link": "https://grafana.example.lan"}, {"text": "Monitoring"},
        {"icon": f"{edit} {GRAFANA}"},
        {"text": "Plex"}, {"link": PLEX_URL}, {"text": "app.dashboard, Media"},
        {"icon": f"{edit} Plex"}, {"button": t("app.delete")},
        {"text": SONARR}, {"link": "https://sonarr.example.lan"}, {"text": "app.dashboard"},
        {"icon": f"{edit} {SONARR}"}]}  # fmt: skip
    shown = t("app.apps.show_deleted")
    trash = [trash_page(t, shown, TRASH, ident) for ident, _ in TRASH]
    save, cancel, upload = t("app.buttons.save"), t("app.buttons.cancel"), t("app.buttons.upload")

    def item_form(name: str, website: str, url: str, colour: str) -> dict[str, Any]:
        return {"title": t("app.apps.add_application"), "items": [
            {"text": t("app.apps.preview")},
            {"switch": t("app.apps.pinned"), "checked": True},
            {"button": save}, {"link": cancel}, {"text": name},
            {"button": t("app.apps.apptype")}, {"text": "None"},
            {"button": t("app.apps.website")},
            {"field": "website", "hint": t("app.apps.website"), "text": website},
            {"button": "Go"},
            {"text": f"{t('app.apps.application_name')} *"},
            {"field": "title", "hint": t("app.apps.title"), "text": name},
            {"text": t("app.apps.colour")},
            {"field": "colour", "hint": t("app.apps.hex"), "text": colour},
            {"text": f"{t('app.url').upper()} *"},
            {"field": "url", "hint": t("app.url"), "text": url},
            {"text": f"{t('app.apps.tags')} ({t('app.optional')})"},
            {"button": upload}]}  # fmt: skip

    create = item_form(NEW_APP, NEW_APP_URL, NEW_APP_URL, "#161b1f")
    new_url = "https://plex.example.lan:32400/web"
    edit_form = item_form("Plex", PLEX_URL, new_url, PLEX_COLOUR)
    lookup = base64.b64encode(NEW_APP_URL.encode()).decode()
    created = multipart("/items", [
        ("_token", TOKEN), ("pinned", "0"), ("pinned", "1"), ("appid", "null"),
        ("website", NEW_APP_URL), ("_token", TOKEN), ("title", NEW_APP),
        ("colour", "#161b1f"), ("url", NEW_APP_URL), ("tags[]", "0"), ("file", None),
        ("appdescription", "")])  # fmt: skip
    updated = multipart(f"/items/{PLEX}", [
        ("_method", "PATCH"), ("_token", TOKEN), ("pinned", "0"), ("pinned", "1"),
        ("appid", "null"), ("website", PLEX_URL), ("_token", TOKEN), ("title", "Plex"),
        ("colour", PLEX_COLOUR), ("url", new_url), ("tags[]", "0"), ("tags[]", str(MEDIA)),
        ("icon", "icons/plex.png"), ("file", None),
        ("appdescription", "Films and shows")])  # fmt: skip
    first_id, first_name = TRASH[0]
    return [
        _entry("harmless", "application list", listing, [
            (trash_link, False, [link("/items?trash=1")]),
            (t("app.buttons.downloadapps"), False, [link("/check_app_list")]),
            (f"{edit} Plex", False, [link(f"/items/{PLEX}/edit")])]),
        _entry("reversible", "application list", listing, [
            (t("app.delete"), False, [delete_form(f"/items/{PLEX}")])]),
        *(_entry("delete", f"application trash ({name})", page, [
            (t("app.delete"), True, [delete_form(f"/items/{ident}", force=True)])])
          for (ident, name), page in zip(TRASH, trash, strict=True)),
        _entry("reversible", "application trash", trash[0], [
            (f"{t('app.restore')} {first_name}", False, [link(f"/items/restore/{first_id}")])]),
        _entry("reversible", "add application", create, [(save, False, [created])]),
        _entry("harmless", "add application", create, [
            ("Go", False, [f"GET /items/websitelookup/{lookup}"]),
            (cancel, False, [link("/items")])]),
        _entry("opens-prompt", "add application", create, [(upload, False, [])]),
        _entry("reversible", "edit application", edit_form, [(save, False, [updated])]),
    ]  # fmt: skip


def tag_screens(t: Any) -> list[dict[str, Any]]:
    """The tags list, its trash (one screen per row deleted), the add and edit forms."""
    trash_link = f"{t('app.apps.view_trash')} ({len(TAG_TRASH)})"
    edit = t("app.settings.edit")
    listing = {"title": t("app.apps.tag_list"), "items": [
        {"link": trash_link}, {"link": t("app.buttons.add")}, {"link": t("app.buttons.cancel")},
        {"text": "Media"}, {"link": f"{HOST}/tag/media"}, {"icon": f"{edit} Media"},
        {"button": t("app.delete")},
        {"text": "Monitoring"}, {"link": f"{HOST}/tag/monitoring"},
        {"icon": f"{edit} Monitoring"}]}  # fmt: skip
    # The tags' trash heading is written in English in the template.
    trash = [trash_page(t, "Showing Deleted Applications", TAG_TRASH, ident)
             for ident, _ in TAG_TRASH]  # fmt: skip
    save, cancel = t("app.buttons.save"), t("app.buttons.cancel")

    def tag_form(name: str, colour: str) -> dict[str, Any]:
        return {"title": t("app.apps.add_tag"), "items": [
            {"button": save}, {"link": cancel}, {"text": f"{t('app.apps.tag_name')} *"},
            {"field": "title", "hint": t("app.apps.title"), "text": name},
            {"switch": t("app.apps.pinned"), "checked": True},
            {"text": t("app.apps.colour")},
            {"field": "colour", "hint": t("app.apps.hex"), "text": colour},
            {"text": t("app.apps.icon")}, {"button": t("app.buttons.upload")}]}  # fmt: skip

    created = multipart("/tags", [
        ("_token", TOKEN), ("_token", TOKEN), ("title", "Smart home"), ("pinned", "0"),
        ("pinned", "1"), ("colour", "#3d9970"), ("file", None)])  # fmt: skip
    updated = multipart(f"/tags/{MEDIA}", [
        ("_method", "PATCH"), ("_token", TOKEN), ("_token", TOKEN), ("title", "Media"),
        ("pinned", "0"), ("pinned", "1"), ("colour", "#8e44ad"), ("file", None)])  # fmt: skip
    first_id, first_name = TAG_TRASH[0]
    return [
        _entry("harmless", "tags list", listing, [
            (trash_link, False, [link("/tags?trash=1")]),
            (f"{edit} Media", False, [link(f"/tags/{MEDIA}/edit")]),
            (f"{HOST}/tag/media", False, [link("/tag/media")])]),
        _entry("reversible", "tags list", listing, [
            (t("app.delete"), False, [delete_form(f"/tags/{MEDIA}")])]),
        *(_entry("delete", f"tags trash ({name})", page, [
            (t("app.delete"), True, [delete_form(f"/tags/{ident}", force=True)])])
          for (ident, name), page in zip(TAG_TRASH, trash, strict=True)),
        _entry("reversible", "tags trash", trash[0], [
            (f"{t('app.restore')} {first_name}", False, [link(f"/tag/restore/{first_id}")])]),
        _entry("reversible", "add tag", tag_form("Smart home", "#3d9970"), [
            (save, False, [created])]),
        _entry("reversible", "edit tag", tag_form("Media", "#8e44ad"), [(save, False, [updated])]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """The users list (one screen per row deleted), the add and edit forms, the edit form
    with the login URL switched off (one per user), the user picker and the login page."""

    def listing(acted: int) -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"link": t("app.buttons.add")},
            {"link": t("app.buttons.cancel")},
            {"text": "admin"},
        ]
        for ident, (name, _, uuid) in USERS.items():
            items += [{"text": name}, {"link": f"{HOST}/autologin/{uuid}"}]
            if ident == acted:
                # The edit icon's title is a key no catalogue has: every row shows it alike.
                items += [{"icon": "user.settings.edit"}, {"button": t("app.delete")}]
        return {"title": t("app.user.user_list"), "items": items}

    save, cancel = t("app.buttons.save"), t("app.buttons.cancel")

    def user_form(name: str, email: str, autologin: bool, typed: str = "") -> dict[str, Any]:
        shown = {"text": typed} if typed else {}
        return {"title": t("app.user.add_user"), "items": [
            {"button": save}, {"link": cancel},
            {"text": f"{t('app.user.username')} *"},
            {"field": "username", "hint": t("app.user.username"), "text": name},
            {"text": f"{t('app.user.email')} *"},
            {"field": "email", "hint": "email@test.com", "text": email},
            {"text": t("app.user.avatar")}, {"button": t("app.buttons.upload")},
            {"text": f"{t('app.apps.password')} *"}, {"field": "password", **shown},
            {"text": f"{t('app.user.password_confirm')} *"},
            {"field": "password_confirmation", **shown},
            {"switch": t("app.user.secure_front"), "checked": True},
            {"switch": t("app.user.autologin"), "checked": autologin}]}  # fmt: skip

    def user_fields(name: str, email: str, password: str, autologin: bool) -> Fields:
        fields: Fields = [
            ("_token", TOKEN), ("username", name), ("email", email), ("file", None),
            ("password", password), ("password_confirmation", password),
            ("public_front", "0"), ("public_front", "1"), ("autologin_allow", "0")]  # fmt: skip
        return [*fields, ("autologin_allow", "1")] if autologin else fields

    kids, _, kids_uuid = USERS[2]
    new_mail = "kids@home.example.lan"
    create = user_form("ana", "ana@example.lan", False, "•••••••••••")
    created = multipart(
        "/users", [("_token", TOKEN), *user_fields("ana", "ana@example.lan", "Tr0ub4dor&3", False)]
    )
    patch: Fields = [("_method", "PATCH"), ("_token", TOKEN)]
    edited = multipart("/users/2", [*patch, *user_fields(kids, new_mail, "", True)])
    picker = {"title": "Heimdall", "items": [{"link": "admin"}, *(
        {"link": name} for name, _, _ in USERS.values())]}  # fmt: skip
    login = {"title": "Heimdall", "items": [
        {"text": "admin"}, {"field": "password", "text": "••••••••••", "focused": True},
        {"button": "Login"}]}  # fmt: skip
    return [
        _entry("harmless", "users list", listing(2), [
            (f"{HOST}/autologin/{kids_uuid}", False, [link(f"/autologin/{kids_uuid}")]),
            ("user.settings.edit", False, [link("/users/2/edit")]),
            (t("app.buttons.add"), False, [link("/users/create")])]),
        *(_entry("delete-user", f"users list ({name})", listing(ident), [
            (t("app.delete"), True, [delete_form(f"/users/{ident}")])])
          for ident, (name, _, _) in USERS.items()),
        _entry("reversible", "add user", create, [(save, False, [created])]),
        _entry("harmless", "add user", create, [(cancel, False, [link("/users")])]),
        _entry("reversible", "edit user", user_form(kids, new_mail, True), [
            (save, False, [edited])]),
        *(_entry("revoke", f"edit user, login URL off ({name})", user_form(name, email, False), [
            (save, True, [multipart(f"/users/{ident}", [
                *patch, *user_fields(name, email, "", False)])])])
          for ident, (name, email, _) in USERS.items()),
        _entry("harmless", "user picker", picker, [(kids, False, [link("/userselect/2")])]),
        _entry("harmless", "login", login, [
            ("Login", False, [form("/login", [("_token", TOKEN), ("password", "s3cret-pass")])])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The settings list's first part, three settings' edit pages, the import page."""
    edit = t("app.settings.edit")
    listing = {"title": t("app.settings.system"), "items": [
        {"link": t("import")}, {"link": t("export")},
        {"text": t("app.settings.version")}, {"text": VERSION},
        {"text": t("app.settings.language")}, {"icon": f"{edit} app.settings.language"},
        {"text": t("app.settings.support")}, {"link": "Discord"}, {"link": "Github"},
        {"link": "Blog"}, {"text": t("app.settings.donate")}, {"link": "Paypal"},
        {"text": t("app.settings.appearance")}, {"text": t("app.settings.background_image")},
        {"link": t("app.settings.view")},
        {"icon": f"{edit} app.settings.background_image"}]}  # fmt: skip
    save, cancel = t("app.buttons.save"), t("app.buttons.cancel")

    def setting_page(label: str, items: list[dict[str, Any]]) -> dict[str, Any]:
        return {"title": t(label), "items": [{"button": save}, {"link": cancel}, *items]}

    def setting_save(ident: int, value: str) -> dict[str, str]:
        return multipart(
            f"/settings/edit/{ident}",
            [("_method", "PATCH"), ("_token", TOKEN), ("_token", TOKEN), ("value", value)],
        )

    language = setting_page(
        "app.settings.language",
        [{"field": "value", "hint": t("app.settings.language"), "text": "Deutsch (German)"}],
    )
    background = setting_page("app.settings.background_image", [
        {"link": t("app.settings.view")}, {"field": "value"},
        {"link": t("app.settings.reset")}])  # fmt: skip
    css = ".item { border-radius: 12px; }"
    custom_css = setting_page("app.settings.custom_css", [{"field": "value", "text": css}])
    export_file = "HeimdallExport.json"
    importing = {"title": t("app.import"), "items": [
        {"button": t("import")}, {"link": cancel},
        {"field": "import", "text": export_file}]}  # fmt: skip
    imported = [
        {"pinned": 1, "tags": [0], "appid": "null", "title": "Home Assistant",
         "colour": "#41bdf5", "url": "https://ha.example.lan", "config": None},
        {"pinned": 1, "tags": [0], "appid": "null", "title": "Syncthing",
         "colour": "#161b1f", "url": "https://sync.example.lan:8384", "config": None}]  # fmt: skip
    return [
        _entry("harmless", "settings", listing, [
            (t("import"), False, [link("/import")]),
            (t("export"), False, ["GET /api/item"]),
            (f"{edit} app.settings.language", False, [link("/settings/edit/5")]),
            ("Paypal", False, [link("https://www.paypal.me/heimdall")])]),
        _entry("reversible", "language setting", language, [
            (save, False, [setting_save(5, "de")])]),
        _entry("reset", "background image setting", background, [
            (t("app.settings.reset"), True, [link("/settings/clear/2")])]),
        _entry("harmless", "background image setting", background, [
            (t("app.settings.view"), False, [link(f"/storage/{BACKGROUND}")])]),
        _entry("reversible", "custom CSS setting", custom_css, [
            (save, False, [setting_save(10, css)])]),
        _entry("reversible", "import", importing, [
            (t("import"), False, [{"request": "POST /api/item", "body": json_body(item)}
                                  for item in imported])]),
        _entry("harmless", "import", importing, [(cancel, False, [link("/settings")])]),
    ]  # fmt: skip


def json_body(data: Any) -> str:
    """``JSON.stringify``'s compact form."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def ucwords(text: str) -> str:
    """PHP's ``ucwords``: each word's first byte upper-cased when it is an ASCII letter."""
    out, start = [], True
    for char in text:
        out.append(char.upper() if start and "a" <= char <= "z" else char)
        start = char in " \t\r\n\f\v"
    return "".join(out)


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*dashboard_screens(t), *application_screens(t), *tag_screens(t),
            *user_screens(t), *settings_screens(t)]  # fmt: skip
