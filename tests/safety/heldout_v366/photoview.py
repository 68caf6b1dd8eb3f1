"""Photoview's screens for the three-hundred-and-sixty-sixth held-out corpus: ``screens(t, op)``
lays them out in one language, ``t(key, **values)`` being that language's lookup of a key of
the app's ``ui/src/extractedTranslations/<lang>/translation.json`` catalogue and ``op(name)``
the GraphQL document of the operation of that name as the app prints it. What each action
sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

GRAPHQL = "/api/graphql"  # urlJoin(location.origin, '/api', '/graphql'): same origin
ALBUM, ALBUM_NAME = "12", "Lisbon 2024"
MEDIA, MEDIA_NAME = "205", "IMG_4471.jpg"
TOKEN1, TOKEN2 = "Rk7pXq2M", "bT9wLz4N"  # share tokens the server made
MARIA, JONAS, LUIS = ("3", "maria"), ("4", "jonas"), ("6", "luis")
ROOT = ("31", "/photos/maria")
Act = tuple[str, bool, list[Any]]


def gql(op: Any, name: str, variables: dict[str, Any] | None = None) -> dict[str, str]:
    """Apollo's HttpLink POST: ``{"operationName","variables","query"}`` by JSON.stringify."""
    body = {"operationName": name, "variables": variables or {}, "query": op(name)}
    return {"request": f"POST {GRAPHQL}",
            "body": json.dumps(body, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def page(url: str) -> dict[str, str]:
    """A page load: ``location.href = ...``."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"photoview {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def modal(title: str, heading: str, message: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """primitives/Modal: a dialog over its page with its title, description and actions."""
    dialog = {"title": heading, "message": message} if message else {"title": heading}
    return {"title": title, "dialog": dialog, "items": items}


def settings_screens(t: Any, op: Any) -> list[dict[str, Any]]:
    """The login page and the settings page: scanner, periodic scanner, user preferences,
    the users table, a user's row being edited, a new user's row and the confirmations."""
    title = f"{t('title.settings')} - Photoview"
    login = {"title": f"{t('title.login')} - Photoview", "items": [
        {"text": t("login_page.welcome")},
        {"field": "username", "hint": t("login_page.field.username"), "text": "maria"},
        {"field": "password", "hint": t("login_page.field.password"), "text": "Azulejo-1755"},
        {"button": t("login_page.field.submit")}]}  # fmt: skip
    scanner = {"title": title, "items": [
        {"text": t("settings.scanner.title")}, {"text": t("settings.scanner.description")},
        {"button": t("settings.scanner.scan_all_users")},
        {"text": t("settings.periodic_scanner.title")},
        {"switch": t("settings.periodic_scanner.checkbox_label"), "checked": True},
        {"field": "periodic_scan_field", "hint": t("settings.periodic_scanner.field.label"),
         "text": "4"}, {"text": t("settings.periodic_scanner.interval_unit.hour")}]}  # fmt: skip
    prefs = {"title": title, "items": [
        {"text": t("settings.user_preferences.title")},
        {"text": t("settings.user_preferences.change_language.label")},
        {"text": t("settings.user_preferences.theme.title")},
        {"button": t("settings.logout")}]}  # fmt: skip

    def row(user: tuple[str, str], path: str) -> list[dict[str, Any]]:
        return [{"text": user[1]}, {"text": path}]

    buttons = [{"button": t(f"settings.users.table.row.action.{k}")}
               for k in ("edit", "scan", "change_password", "delete")]  # fmt: skip
    table = {"title": title, "items": [
        {"text": t("settings.users.title")}, *row(MARIA, ROOT[1]), *buttons,
        {"button": t("settings.users.table.new_user")}]}  # fmt: skip

    def confirm_delete(user: tuple[str, str]) -> dict[str, Any]:
        return modal(title, t("settings.users.confirm_delete_user.title"),
                     t("settings.users.confirm_delete_user.description", user=user[1]), [
            {"button": t("general.action.cancel")},
            {"button": t("settings.users.confirm_delete_user.action", user=user[1])}])  # fmt: skip

    def editing(user: tuple[str, str], root: tuple[str, str]) -> dict[str, Any]:
        return {"title": title, "items": [
            {"field": "username", "hint": user[1], "text": user[1]},
            {"text": root[1]}, {"button": t("general.action.remove")},
            {"field": "newRootPath", "hint": "", "text": "/photos/shared"},
            {"button": t("general.action.add")},
            {"switch": "Admin", "checked": True},
            {"button": t("general.action.cancel")},
            {"button": t("general.action.save")}]}  # fmt: skip

    adding = {"title": title, "items": [
        {"field": "username", "hint": t("login_page.field.username"), "text": "tomas"},
        {"field": "rootPath", "hint": t("login_page.initial_setup.field.photo_path.placeholder"),
         "text": "/photos/tomas"}, {"switch": "Admin", "checked": False},
        {"button": t("general.action.cancel")},
        {"button": t("settings.users.add_user.submit")}]}  # fmt: skip
    users = gql(op, "settingsUsersQuery")
    jonas_root = ("44", "/photos/jonas")

    def remove(user: tuple[str, str], root: tuple[str, str]) -> list[Any]:
        return [gql(op, "userRemoveAlbumPathMutation", {"userId": user[0], "albumId": root[0]}),
                users]  # fmt: skip

    def delete(user: tuple[str, str]) -> list[Any]:
        return [gql(op, "deleteUser", {"id": user[0]}), users]

    return [
        _entry("reversible", "login page", login, [
            (t("login_page.field.submit"), False, [gql(op, "Authorize", {
                "username": "maria", "password": "Azulejo-1755"}), page("/")])]),
        _entry("reversible", "scanner settings", scanner, [
            (t("settings.scanner.scan_all_users"), False, [gql(op, "scanAllMutation")]),
            (t("settings.periodic_scanner.checkbox_label"), False, [
                gql(op, "changeScanIntervalMutation", {"interval": 0})])]),
        _entry("reversible", "user preferences", prefs, [
            (t("settings.logout"), False, [page("/logout")])]),
        _entry("opens-prompt", "users table", table, [
            (t("settings.users.table.row.action.edit"), False, []),
            (t("settings.users.table.row.action.change_password"), False, []),
            (t("settings.users.table.row.action.delete"), False, []),
            (t("settings.users.table.new_user"), False, [])]),
        _entry("reversible", "users table scan", table, [
            (t("settings.users.table.row.action.scan"), False, [
                gql(op, "scanUser", {"userId": MARIA[0]})])]),
        _entry("delete-user", "delete user confirm", confirm_delete(MARIA), [
            (t("settings.users.confirm_delete_user.action", user=MARIA[1]), True,
             delete(MARIA)),
            (t("general.action.cancel"), False, [])]),
        _entry("delete-user", "delete second user confirm", confirm_delete(JONAS), [
            (t("settings.users.confirm_delete_user.action", user=JONAS[1]), True,
             delete(JONAS)),
            (t("general.action.cancel"), False, [])]),
        _entry("delete-user", "delete third user confirm", confirm_delete(LUIS), [
            (t("settings.users.confirm_delete_user.action", user=LUIS[1]), True,
             delete(LUIS)),
            (t("general.action.cancel"), False, [])]),
        _entry("reversible", "edit user row", editing(MARIA, ROOT), [
            (t("general.action.save"), False, [gql(op, "updateUser", {
                "id": MARIA[0], "username": "maria", "admin": True})]),
            (t("general.action.add"), False, [gql(op, "userAddRootPath", {
                "id": MARIA[0], "rootPath": "/photos/shared"}), users]),
            (t("general.action.cancel"), False, [])]),
        _entry("delete", "edit user row remove path", editing(MARIA, ROOT), [
            (t("general.action.remove"), True, remove(MARIA, ROOT))]),
        _entry("reversible", "edit second user row", editing(JONAS, jonas_root), [
            (t("general.action.save"), False, [gql(op, "updateUser", {
                "id": JONAS[0], "username": "jonas", "admin": True})]),
            (t("general.action.cancel"), False, [])]),
        _entry("delete", "edit second user row remove path", editing(JONAS, jonas_root), [
            (t("general.action.remove"), True, remove(JONAS, jonas_root))]),
        _entry("reversible", "new user row", adding, [
            (t("settings.users.add_user.submit"), False, [
                gql(op, "createUser", {"username": "tomas", "admin": False}),
                gql(op, "userAddRootPath", {"id": "5", "rootPath": "/photos/tomas"})]),
            (t("general.action.cancel"), False, [])]),
    ]  # fmt: skip


def sharing_screens(t: Any, op: Any) -> list[dict[str, Any]]:
    """An album's and a photo's sidebar: its sharing options with no link, one or two links,
    the More popover of a link with and without a password and an expiry date, and the
    album cover buttons."""
    album_t = f"{ALBUM_NAME} - Photoview"
    link = t("sidebar.sharing.public_link")

    def sidebar(tokens: list[str], cover: dict[str, str]) -> dict[str, Any]:
        rows: list[dict[str, Any]] = []
        for token in tokens:
            rows += [
                {"text": f"{link} {token}"},
                {"icon": t("sidebar.sharing.copy_link")},
                {"icon": t("sidebar.sharing.delete")},
                {"icon": t("sidebar.sharing.more")},
            ]
        if not tokens:
            rows = [{"text": t("sidebar.sharing.no_shares_found")}]
        return {"title": album_t, "items": [
            {"text": t("sidebar.album.album_cover")}, cover,
            {"text": t("sidebar.sharing.title")}, *rows,
            {"button": t("sidebar.sharing.add_share")},
            {"text": t("sidebar.download.title")}]}  # fmt: skip

    reset = {"button": t("sidebar.album.reset_cover")}
    setc = {"button": t("sidebar.album.set_cover")}

    def row_screen(title: str, token: str) -> dict[str, Any]:
        """A sidebar whose one link is ``token``: the tapped icons name one control."""
        return {"title": title, "items": [
            {"text": t("sidebar.sharing.title")}, {"text": f"{link} {token}"},
            {"icon": t("sidebar.sharing.copy_link")}, {"icon": t("sidebar.sharing.delete")},
            {"icon": t("sidebar.sharing.more")}]}  # fmt: skip

    def popover(title: str, password: bool, expire: bool) -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"switch": "Password protected", "checked": password},
            {"field": "password", "hint": "", "text": "**********" if password else ""},
            {"switch": t("sidebar.sharing.expiration_date"), "checked": expire},
        ]
        if expire:
            items.append({"field": "expire", "hint": "", "text": "30.09.2026"})
        return {"title": title, "items": items}

    media_t = f"{MEDIA_NAME} - Photoview"
    album_shares = gql(op, "sidebarGetAlbumShares", {"id": ALBUM})
    media_shares = gql(op, "sidebarGetPhotoShares", {"id": MEDIA})

    def delete(token: str, refetch: Any) -> list[Any]:
        return [gql(op, "sidebareDeleteShare", {"token": token}), refetch]

    return [
        _entry("reversible", "album sidebar no share", sidebar([], reset), [
            (t("sidebar.sharing.add_share"), False, [
                gql(op, "sidebarAlbumAddShare", {"id": ALBUM}), album_shares]),
            (t("sidebar.album.reset_cover"), False, [
                gql(op, "resetAlbumCover", {"albumID": ALBUM})])]),
        _entry("opens-prompt", "album sidebar one share", sidebar([TOKEN1], reset), [
            (t("sidebar.sharing.copy_link"), False, []),
            (t("sidebar.sharing.more"), False, [])]),
        _entry("reversible", "album sidebar one share add", sidebar([TOKEN1], reset), [
            (t("sidebar.sharing.add_share"), False, [
                gql(op, "sidebarAlbumAddShare", {"id": ALBUM}), album_shares])]),
        _entry("revoke", "album sidebar delete share", sidebar([TOKEN1], reset), [
            (t("sidebar.sharing.delete"), True, delete(TOKEN1, album_shares))]),
        _entry("revoke", "album sidebar second share", row_screen(album_t, TOKEN2), [
            (t("sidebar.sharing.delete"), True, delete(TOKEN2, album_shares)),
            (t("sidebar.sharing.more"), False, [])]),
        _entry("reversible", "album share popover", popover(album_t, False, False), [
            ("Password protected", False, []),
            (t("sidebar.sharing.expiration_date"), False, [])]),
        _entry("publish", "album share popover protected", popover(album_t, True, False), [
            ("Password protected", True, [gql(op, "sidebarProtectShare", {
                "token": TOKEN1, "password": None}), album_shares]),
            (t("sidebar.sharing.expiration_date"), False, [])]),
        _entry("reversible", "album share popover expiring", popover(album_t, False, True), [
            (t("sidebar.sharing.expiration_date"), False, [gql(
                op, "sidebarSetExpireShare", {"token": TOKEN1, "expire": None}),
                album_shares])]),
        _entry("reversible", "photo sidebar no share", sidebar([], setc) | {"title": media_t}, [
            (t("sidebar.sharing.add_share"), False, [
                gql(op, "sidebarPhotoAddShare", {"id": MEDIA}), media_shares]),
            (t("sidebar.album.set_cover"), False, [
                gql(op, "setAlbumCover", {"coverID": MEDIA})])]),
        _entry("revoke", "photo sidebar delete share", row_screen(media_t, TOKEN1), [
            (t("sidebar.sharing.delete"), True, delete(TOKEN1, media_shares)),
            (t("sidebar.sharing.copy_link"), False, [])]),
        _entry("revoke", "photo sidebar delete second share", row_screen(media_t, TOKEN2), [
            (t("sidebar.sharing.delete"), True, delete(TOKEN2, media_shares))]),
        _entry("publish", "photo share popover protected", popover(media_t, True, True), [
            ("Password protected", True, [gql(op, "sidebarProtectShare", {
                "token": TOKEN2, "password": None}), media_shares]),
            (t("sidebar.sharing.expiration_date"), False, [gql(
                op, "sidebarSetExpireShare", {"token": TOKEN2, "expire": None}),
                media_shares])]),
    ]  # fmt: skip


def people_screens(t: Any, op: Any) -> list[dict[str, Any]]:
    """The people page, a face group's page, the merge modal at its last step (from the
    people page and from a face group)."""
    people_t = f"{t('title.people')} - Photoview"
    people = {"title": people_t, "items": [
        {"button": t("people_page.recognize_unlabeled_faces_button")},
        {"button": t("people_page.action_label.merge_people")},
        {"link": "Ana"}, {"link": "Rui"},
        {"link": t("people_page.face_group.unlabeled")}]}  # fmt: skip
    group_t = "Ana - Photoview"
    group = {"title": group_t, "items": [
        {"text": "Ana"}, {"button": t("people_page.action_label.change_label")},
        {"button": t("people_page.action_label.merge_face")},
        {"button": t("people_page.action_label.detach_images")},
        {"button": t("people_page.action_label.move_faces")}]}  # fmt: skip

    def merge(title: str, sources: list[str]) -> dict[str, Any]:
        return modal(title, t("people_page.modal.merge_face_groups.title"),
                     t("people_page.modal.merge_face_groups.sources_description"), [
            {"text": t("people_page.modal.merge_face_groups.sources_table.title")},
            *({"switch": name, "checked": True} for name in sources),
            {"button": t("general.action.cancel")},
            {"button": t("people_page.modal.action.merge")}])  # fmt: skip

    return [
        _entry("reversible", "people page", people, [
            (t("people_page.recognize_unlabeled_faces_button"), False, [
                gql(op, "recognizeUnlabeledFaces")]),
            (t("people_page.action_label.merge_people"), False, [])]),
        _entry("opens-prompt", "face group page", group, [
            (t("people_page.action_label.change_label"), False, []),
            (t("people_page.action_label.merge_face"), False, []),
            (t("people_page.action_label.detach_images"), False, []),
            (t("people_page.action_label.move_faces"), False, [])]),
        _entry("merge", "merge modal from people page", merge(people_t, ["Rui"]), [
            (t("people_page.modal.action.merge"), True, [gql(
                op, "combineFaces", {"srcIDs": ["9"], "destID": "7"})]),
            (t("general.action.cancel"), False, [])]),
        _entry("merge", "merge modal from face group", merge(group_t, ["Rui", "Ines"]), [
            (t("people_page.modal.action.merge"), True, [gql(
                op, "combineFaces", {"srcIDs": ["9", "14"], "destID": "7"})]),
            (t("general.action.cancel"), False, [])]),
    ]  # fmt: skip


def screens(t: Any, op: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*settings_screens(t, op), *sharing_screens(t, op), *people_screens(t, op)]
