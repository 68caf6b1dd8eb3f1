"""Lychee's screens for the hundred-and-seventy-eighth held-out corpus: ``screens(t)`` lays them
out in one language, ``t(key, *args)`` being that language's lookup of a key of the app's
``lang/<lang>/*.php`` catalogue (``file.key.sub``, ``%s`` and ``%d`` filled in order). What
each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api/v2/"  # Constants.getApiUrl(): the page's <base> href (none) + "/api/v2/"
ALBUM, PARENT, TARGET = (
    "Xq3dY8kLm2Pz9RtV7bNw4cHs",
    "Jd8sK2mQp5Lz7Wx4Rv9Nt3Yb",
    "Pf6hT1nBq8Zs3Kd5Mw2Lx7Vc",
)
PHOTO, PHOTO2, THUMB = (
    "Rk4pW9sTz2Nq6Lm8Bx3Vd5Hy",
    "Gb7nQ3xLd9Ks2Wp5Tz8Mv4Rc",
    "Hn2cV7mK9pQx4Ld6Ws8Zt3Bf",
)
ALBUM_TITLE, PARENT_TITLE, TARGET_TITLE = "Iceland 2024", "Travel", "Archive"
PHOTO_TITLE, PHOTO2_TITLE = "Skógafoss at dusk", "Black sand beach"
USER, USER_ID, PERM, KEY_ID = "bob", 3, 12, "mQ7vK2xN9pL4sT8wR3zY6bD1fH5jC0gA"
Act = tuple[str, bool, list[Any]]


def call(method: str, path: str, data: Any = None) -> Any:
    """An axios request: JSON.stringify's body (undefined fields left out)."""
    if data is None:
        return f"{method} {API}{path}"
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    return {"request": f"{method} {API}{path}", "body": text}


def targets(*album_ids: str) -> str:
    """SearchTargetAlbum's load on opening a move, merge or copy dialog (axios writes an
    array parameter as ``album_ids[]=``; a null one is left out)."""
    query = "&".join(f"album_ids[]={a}" for a in album_ids)
    return call("GET", "Album::getTargetListAlbums" + (f"?{query}" if query else ""))


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"lychee {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def menu(title: str, rows: list[str], labels: list[str]) -> dict[str, Any]:
    """A right-click context menu (PrimeVue ContextMenu) over the album's page."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows),
                                                    *({"menu": m} for m in labels)]}  # fmt: skip


def dialog(title: str, message: str, buttons: list[str], fields: Any = ()) -> dict[str, Any]:
    """A PrimeVue modal dialog over the page: its question, fields and buttons."""
    return {"title": title, "dialog": {"message": message},
            "items": [*fields, *({"button": b} for b in buttons)]}  # fmt: skip


def gallery_screens(t: Any) -> list[dict[str, Any]]:
    """The album page's context menus of an album, a photo and a selection, and the delete,
    rename, move, merge, copy and new-album dialogs they open."""
    m = "gallery.menus."
    album_menu = [t(f"{m}set_cover"), t(f"{m}merge"), t(f"{m}move"), t(f"{m}pin"),
                  t(f"{m}delete")]  # fmt: skip
    photo_menu = [t(f"{m}highlight"), t(f"{m}set_cover"), t(f"{m}copy_to"), t(f"{m}move"),
                  t(f"{m}delete")]  # fmt: skip
    photos_menu = [t(f"{m}move_all"), t(f"{m}delete_all")]
    cancel, delete, move = (t(f"dialogs.button.{b}") for b in ("cancel", "delete", "move"))
    return [
        _entry("reversible", "album context menu", menu(PARENT_TITLE, [ALBUM_TITLE], album_menu), [
            (album_menu[0], False, [call("POST", "Album::cover",
                                         {"photo_id": THUMB, "album_id": PARENT})]),
            (album_menu[1], False, [targets(ALBUM)]),
            (album_menu[2], False, [targets(ALBUM)]),
            (album_menu[3], False, [call("PATCH", "Album::setPinned",
                                         {"album_id": ALBUM, "is_pinned": True})]),
            (album_menu[4], False, [])]),
        _entry("reversible", "photo context menu", menu(ALBUM_TITLE, [PHOTO_TITLE], photo_menu), [
            (photo_menu[0], False, [call("POST", "Photo::highlight",
                                         {"photo_ids": [PHOTO], "is_highlighted": True})]),
            (photo_menu[1], False, [call("POST", "Album::cover",
                                         {"photo_id": PHOTO, "album_id": ALBUM})]),
            (photo_menu[2], False, [targets()]),
            (photo_menu[3], False, [targets(ALBUM)]),
            (photo_menu[4], False, [])]),
        _entry("opens-prompt", "selected photos menu",
               menu(ALBUM_TITLE, [PHOTO_TITLE, PHOTO2_TITLE], photos_menu), [
            (photos_menu[0], False, [targets(ALBUM)]), (photos_menu[1], False, [])]),
        _entry("delete", "delete album dialog", dialog(ALBUM_TITLE, t(
            "dialogs.delete_album.confirmation", ALBUM_TITLE), [cancel, delete]), [
            (delete, True, [call("DELETE", "Album", {"album_ids": [ALBUM]})]),
            (cancel, False, [])]),
        _entry("delete", "delete photo dialog", dialog(ALBUM_TITLE, t(
            "dialogs.photo_delete.confirm", PHOTO_TITLE), [cancel, delete]), [
            (delete, True, [call("DELETE", "Photo", {"photo_ids": [PHOTO], "from_id": ALBUM})]),
            (cancel, False, [])]),
        _entry("delete", "delete selected photos dialog", dialog(ALBUM_TITLE, t(
            "dialogs.photo_delete.confirm_multiple", "2"), [cancel, delete]), [
            (delete, True, [call("DELETE", "Photo", {"photo_ids": [PHOTO, PHOTO2],
                                                     "from_id": ALBUM})]),
            (cancel, False, [])]),
        _entry("reversible", "rename album dialog", dialog(PARENT_TITLE, t("dialogs.rename.album"),
            [cancel, t("dialogs.rename.rename")],
            [{"field": "title", "hint": "", "text": "Iceland, June 2024"}]), [
            (t("dialogs.rename.rename"), False, [call("PATCH", "Album::rename", {
                "album_id": ALBUM, "title": "Iceland, June 2024"})])]),
        _entry("reversible", "move album dialog", dialog(PARENT_TITLE, t(
            "dialogs.move_album.confirm_single", ALBUM_TITLE, TARGET_TITLE), [cancel, move]), [
            (move, False, [call("POST", "Album::move", {"album_id": TARGET,
                                                        "album_ids": [ALBUM]})]),
            (cancel, False, [])]),
        _entry("reversible", "move photo dialog", dialog(ALBUM_TITLE, t(
            "dialogs.move_photo.confirm", PHOTO_TITLE, TARGET_TITLE), [cancel, move]), [
            (move, False, [call("POST", "Photo::move", {
                "from_id": ALBUM, "album_id": TARGET, "photo_ids": [PHOTO]})])]),
        _entry("reversible", "merge album dialog", dialog(PARENT_TITLE, t(
            "dialogs.merge.confirm", ALBUM_TITLE, TARGET_TITLE),
            [cancel, t("dialogs.merge.merge")]), [
            (t("dialogs.merge.merge"), False, [call("POST", "Album::move", {
                "album_id": TARGET, "album_ids": [ALBUM]})]),
            (cancel, False, [])]),
        _entry("reversible", "copy photo dialog", dialog(ALBUM_TITLE, t(
            "dialogs.photo_copy.confirm", PHOTO_TITLE, TARGET_TITLE),
            [cancel, t("dialogs.photo_copy.copy")]), [
            (t("dialogs.photo_copy.copy"), False, [call("POST", "Photo::copy", {
                "album_id": TARGET, "photo_ids": [PHOTO]})])]),
        _entry("reversible", "new album dialog", dialog(PARENT_TITLE, t("dialogs.new_album.info"),
            [cancel, t("dialogs.new_album.create")],
            [{"field": "title", "hint": t("dialogs.new_album.title"), "text": "Faroe Islands"}]), [
            (t("dialogs.new_album.create"), False, [call("POST", "Album", {
                "title": "Faroe Islands", "parent_id": None})])]),
    ]  # fmt: skip


def policy(**changes: Any) -> dict[str, Any]:
    """AlbumVisibility's save(): the whole policy, password left out (undefined) when none."""
    base = {"album_id": ALBUM, "is_public": True, "is_link_required": False, "is_nsfw": False,
            "grants_full_photo_access": False, "grants_download": False,
            "grants_upload": False}  # fmt: skip
    return call("POST", "Album::updateProtectionPolicy", {**base, **changes})


def album_edit_screens(t: Any) -> list[dict[str, Any]]:
    """The album's edit drawer: visibility switches, the share tab and its new permission,
    the danger zone; the photo's edit drawer."""
    v = "dialogs.visibility."
    private = {"title": ALBUM_TITLE, "items": [
        {"switch": t(f"{v}public"), "checked": False}, {"text": t(f"{v}public_expl")}]}  # fmt: skip
    public = {"title": ALBUM_TITLE, "items": [
        {"switch": t(f"{v}public"), "checked": True},
        {"switch": t(f"{v}full"), "checked": False},
        {"switch": t(f"{v}hidden"), "checked": False},
        {"switch": t(f"{v}downloadable"), "checked": False},
        {"switch": t(f"{v}password_prot"), "checked": False},
        {"switch": t(f"{v}nsfw"), "checked": False}]}  # fmt: skip
    share = {"title": t("gallery.album.tabs.share"), "items": [
        {"text": t("sharing.username")}, {"text": USER}, {"button": t("dialogs.button.delete")},
        {"button": t("sharing.add_new_access_permission")},
        {"button": t("sharing.propagate")}]}  # fmt: skip
    new_share = {"title": t("gallery.album.tabs.share"), "items": [
        {"text": USER}, {"switch": t("sharing.grants.download"), "checked": True},
        {"button": t("sharing.share")}]}  # fmt: skip
    danger = {"title": t("gallery.album.tabs.danger"), "items": [
        {"text": t("dialogs.transfer.query")}, {"text": USER},
        {"text": t("dialogs.transfer.warning")}, {"button": t("dialogs.transfer.transfer")},
        {"text": t("dialogs.delete_album.warning")},
        {"button": t("dialogs.delete_album.delete")}]}  # fmt: skip
    e = "gallery.photo.edit."
    photo_edit = {"title": PHOTO_TITLE, "items": [
        {"field": "title", "hint": t(f"{e}set_title"), "text": PHOTO_TITLE},
        {"field": "description", "hint": t(f"{e}set_description"), "text": "Long exposure."},
        {"button": t("dialogs.button.save")}]}  # fmt: skip
    save_photo = {"title": PHOTO_TITLE, "description": "Long exposure.", "tags": [],
                  "license": "none", "upload_date": "2024-06-14T21:37:00+00:00",
                  "taken_at": None}  # fmt: skip
    return [
        _entry("publish", "private album visibility", private, [
            (t(f"{v}public"), True, [policy()])]),
        _entry("reversible", "public album visibility", public, [
            (t(f"{v}public"), False, [policy(is_public=False)]),
            (t(f"{v}full"), False, [policy(grants_full_photo_access=True)]),
            (t(f"{v}hidden"), False, [policy(is_link_required=True)]),
            (t(f"{v}downloadable"), False, [policy(grants_download=True)]),
            (t(f"{v}nsfw"), False, [policy(is_nsfw=True)])]),
        _entry("revoke", "album share tab", share, [
            (t("dialogs.button.delete"), True, [call("DELETE", "Sharing", {"perm_id": PERM})]),
            (t("sharing.add_new_access_permission"), False, []),
            (t("sharing.propagate"), False, [])]),
        _entry("send", "new access permission", new_share, [
            (t("sharing.share"), True, [call("POST", "Sharing", {
                "album_ids": [ALBUM], "user_ids": [USER_ID], "group_ids": [],
                "grants_download": True, "grants_full_photo_access": True,
                "grants_upload": False, "grants_edit": False, "grants_delete": False})])]),
        _entry("delete", "album danger zone", danger, [
            (t("dialogs.transfer.transfer"), True, [call("POST", "Album::transfer", {
                "album_id": ALBUM, "user_id": USER_ID})]),
            (t("dialogs.delete_album.delete"), True, [call("DELETE", "Album",
                                                           {"album_ids": [ALBUM]})])]),
        _entry("reversible", "photo edit drawer", photo_edit, [
            (t("dialogs.button.save"), False, [call(
                "PATCH", f"Photo?photo_id={PHOTO}&from_id={ALBUM}", save_photo)])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """Users, settings and maintenance pages (admin)."""
    users = {"title": t("users.title"), "items": [
        {"button": t("users.invite.button")}, {"button": t("users.create")},
        {"text": USER}, {"button": t("users.line.edit")},
        {"button": t("users.line.delete")}]}  # fmt: skip
    user_fields = [{"field": "username", "hint": t("users.username"), "text": "carol"},
                   {"field": "password", "hint": t("users.password"), "text": "correct horse"},
                   {"switch": t("users.create_edit.upload_rights"), "checked": True}]  # fmt: skip
    create = dialog(
        t("users.title"),
        t("users.create"),
        [t("dialogs.button.cancel"), t("users.create_edit.create")],
        user_fields,
    )
    settings = {"title": t("settings.title"), "items": [
        {"text": t("settings.all.change_detected")},
        {"button": t("settings.all.save")}]}  # fmt: skip
    mt = "maintenance."
    maintenance = {"title": t("maintenance.title"), "items": [
        {"text": t(f"{mt}optimize.description")}, {"button": t(f"{mt}optimize.button")},
        {"text": t(f"{mt}flush-cache.description")}, {"button": t(f"{mt}flush-cache.button")},
        {"button": t(f"{mt}fix-jobs.button")}]}  # fmt: skip
    extract = "filesystems.disks.extract-jobs.root"
    cleaning = {"title": t("maintenance.title"), "items": [
        {"text": t(f"{mt}cleaning.title", extract)},
        {"button": t(f"{mt}cleaning.button")}]}  # fmt: skip
    return [
        _entry("delete-user", "users page", users, [
            (t("users.line.delete"), True, [call("DELETE", "UserManagement", {"id": USER_ID})]),
            (t("users.line.edit"), False, []),
            (t("users.create"), False, []),
            (t("users.invite.button"), False, [call("GET", "UserManagement::invite")])]),
        _entry("reversible", "create user dialog", create, [
            (t("users.create_edit.create"), False, [call("POST", "UserManagement", {
                "username": "carol", "password": "correct horse", "may_edit_own_settings": False,
                "may_administrate": False, "may_upload": True,
                "upload_trust_level": "trusted"})]),
            (t("dialogs.button.cancel"), False, [])]),
        _entry("reversible", "settings page", settings, [
            (t("settings.all.save"), False, [call("POST", "Settings::setConfigs", {
                "configs": [{"key": "lang", "value": "de"}]})])]),
        _entry("reversible", "maintenance page", maintenance, [
            (t(f"{mt}optimize.button"), False, [call("POST", "Maintenance::optimize", {})]),
            (t(f"{mt}flush-cache.button"), False, [call("POST", "Maintenance::flushCache", {})]),
            (t(f"{mt}fix-jobs.button"), False, [call("POST", "Maintenance::jobs", {})])]),
        _entry("purge", "maintenance cleaning", cleaning, [
            (t(f"{mt}cleaning.button"), True, [call("POST", "Maintenance::cleaning",
                                                    {"path": extract})])]),
    ]  # fmt: skip


def profile_screens(t: Any) -> list[dict[str, Any]]:
    """The profile page: login form, API token dialog, WebAuthn keys."""
    p = "profile."
    login = {"title": t(f"{p}title"), "items": [
        {"field": "oldPassword", "hint": t(f"{p}login.current_password"), "text": "hunter22"},
        {"field": "username", "hint": t(f"{p}login.username"), "text": "alice"},
        {"field": "password", "hint": t(f"{p}login.new_password"), "text": "n3w-Passw0rd"},
        {"field": "password_confirmation", "hint": t(f"{p}login.confirm_new_password"),
         "text": "n3w-Passw0rd"},
        {"button": t(f"{p}login.change")}, {"button": t(f"{p}login.api_token")}]}  # fmt: skip
    no_token = dialog(
        t(f"{p}title"), t(f"{p}token.no_data"), [t(f"{p}token.create"), t("dialogs.button.close")]
    )
    token = dialog(
        t(f"{p}title"),
        t(f"{p}token.unavailable"),
        [t(f"{p}token.reset"), t(f"{p}token.disable"), t("dialogs.button.close")],
    )
    keys = {"title": t(f"{p}title"), "items": [
        {"text": t(f"{p}u2f.header")}, {"field": "alias", "hint": "Alias", "text": "YubiKey 5C"},
        {"button": t("dialogs.button.save")}, {"button": t("dialogs.button.delete")},
        {"button": t(f"{p}u2f.new")}]}  # fmt: skip
    return [
        _entry("reversible", "profile login form", login, [
            (t(f"{p}login.change"), False, [call("POST", "Profile::update", {
                "old_password": "hunter22", "username": "alice", "password": "n3w-Passw0rd",
                "password_confirmation": "n3w-Passw0rd", "email": None})]),
            (t(f"{p}login.api_token"), False, [])]),
        _entry("reversible", "api token dialog (no token)", no_token, [
            (t(f"{p}token.create"), False, [call("POST", "Profile::resetToken", {})]),
            (t("dialogs.button.close"), False, [])]),
        _entry("revoke", "api token dialog", token, [
            (t(f"{p}token.reset"), True, [call("POST", "Profile::resetToken", {})]),
            (t(f"{p}token.disable"), True, [call("POST", "Profile::unsetToken", {})]),
            (t("dialogs.button.close"), False, [])]),
        _entry("revoke", "webauthn keys", keys, [
            (t("dialogs.button.delete"), True, [call("DELETE", "WebAuthn", {"id": KEY_ID})]),
            (t("dialogs.button.save"), False, [call("PATCH", "WebAuthn", {
                "id": KEY_ID, "alias": "YubiKey 5C"})]),
            (t(f"{p}u2f.new"), False, [call("POST", "WebAuthn::register/options"),
                                      call("POST", "WebAuthn::register")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*gallery_screens(t), *album_edit_screens(t), *admin_screens(t), *profile_screens(t)]
