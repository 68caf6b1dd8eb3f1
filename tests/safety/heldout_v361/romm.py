"""RomM's screens for the three-hundred-and-sixty-first held-out corpus: ``screens(t)`` lays them
out in one language, ``t(key, *count, **args)`` being that language's lookup of a key of the
app's ``frontend/src/locales/<locale>/<namespace>.json`` catalogues (``namespace.key``, a count
choosing the plural form). What each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import urlencode

SOCKET = "wss://romm.example.org/ws/socket.io/?EIO=4&transport=websocket"  # io({path})
APIS = ["igdb", "ss"]  # the metadata sources enabled on the instance (IGDB, ScreenScraper)
PLATFORM, PLATFORM_NAME, FS_SLUG = 3, "Super Nintendo Entertainment System", "snes"
ROM, ROM_NAME, ROM_FILE = 42, "Super Metroid", "Super Metroid (Japan, USA).sfc"
ROM2, ROM2_NAME = 57, "Chrono Trigger"
FAVORITES, COLLECTION, COLLECTION_NAME = 1, 5, "Couch co-op"
SMART, SMART_NAME = 6, "Unplayed RPGs"
NOTE, NOTE_TITLE = 19, "Boss order"
NOTE_TEXT = "Kraid, Phantoon, Draygon, Ridley"
SAVES = [(311, "Super Metroid.srm"), (312, "Super Metroid (1).srm")]
STATE, STATE_FILE = 88, "Super Metroid.state1"
PSX, PSX_NAME, FIRMWARE, FIRMWARE_FILE = 9, "PlayStation", 12, "scph5501.bin"
TOKEN, TOKEN_NAME = 7, "Steam Deck"
SCOPES = ["me.read", "roms.read", "roms.user.read", "platforms.read", "assets.read"]
USER, USERNAME, EMAIL = 4, "maria", "maria@example.org"
ME, PASSWORD, NEW_PASSWORD = "alice", "correct-horse-battery", "Cartridge-Tilt-88"
GAME_TITLE = f"{ROM_NAME} | {PLATFORM_NAME}"  # GameDetails sets document.title so
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None, form: bool = False) -> Any:
    """axios's request to ``/api``; an object body is JSON.stringify's, or with ``form``
    the urlencoded form axios makes of it (null and undefined fields left out)."""
    if data is None:
        return f"{method} /api{path}"
    if form:
        body = urlencode([(k, v) for k, v in data.items() if v is not None])
    else:
        body = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    return {"request": f"{method} /api{path}", "body": body}


def link(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` made and clicked by triggerFileDownload."""
    return {"request": f"GET {url}", "via": "link"}


def emit(event: str, data: Any = None) -> dict[str, str]:
    """A socket.io ``emit`` on the app's socket, an EVENT packet of the websocket."""
    args = [event] if data is None else [event, data]
    return {"request": f"WEBSOCKET {SOCKET}",
            "body": "42" + json.dumps(args, separators=(",", ":"), ensure_ascii=False),
            "via": "websocket"}  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"romm {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def dialog(title: str | None, heading: str | None, message: str | None,
           items: list[dict[str, Any]]) -> dict[str, Any]:  # fmt: skip
    """An RDialog over its page: its toolbar's header (where it has one), its content's
    text, its buttons."""
    box: dict[str, Any] = {"title": heading} if heading else {}
    if message:
        box["message"] = message
    screen: dict[str, Any] = {"dialog": box, "items": items}
    if title:
        screen = {"title": title, **screen}
    return screen


def pair(t: Any) -> list[dict[str, str]]:
    """The dialogs' Cancel and Confirm (a ``v-btn-group``)."""
    return [{"button": t("common.cancel")}, {"button": t("common.confirm")}]


SCAN_QUICK = emit("scan", {"platforms": [PLATFORM], "type": "quick", "apis": APIS})
DELETE_ROM = "/roms/delete"


def navigation_screens(t: Any) -> list[dict[str, Any]]:
    """The main navigation bar, the settings drawer, the login page and its reset form."""
    home = t("settings.home")
    nav = {"title": home, "items": [
        {"icon": "Home"}, {"button": t("common.search")}, {"button": t("common.platforms")},
        {"button": t("common.collections")}, {"button": t("scan.scan")},
        {"button": "Console"}, {"button": t("common.upload")}, {"button": "New UI"},
        {"icon": "Settings menu"}]}  # fmt: skip
    drawer = {"title": home, "items": [
        {"text": ME}, {"link": t("common.profile")}, {"link": t("common.user-interface")},
        {"link": t("common.library-management")}, {"link": t("scan.metadata-sources")},
        {"link": t("settings.client-api-tokens")}, {"link": t("common.administration")},
        {"link": t("common.server-stats")}, {"button": t("common.about")},
        {"button": t("common.logout")}]}  # fmt: skip
    # The login page's document title is its button's word: written without a title.
    login = {"items": [
        {"field": "username", "hint": t("login.username"), "text": ME},
        {"field": "password", "hint": t("login.password"), "text": PASSWORD},
        {"button": t("login.login")}, {"link": t("login.forgot-password")}]}  # fmt: skip
    forgot = {"items": [
        {"field": "username", "hint": t("login.username"), "text": ME},
        {"button": t("login.send-reset-link")}, {"button": t("common.cancel")}]}  # fmt: skip
    admin_reads = [api("GET", "/users"), api("GET", "/client-tokens/all"),
                   api("GET", "/tasks"), api("GET", "/tasks/status")]  # fmt: skip
    return [
        _entry("harmless", "main navigation", nav, [
            (t("scan.scan"), False, []), ("Settings menu", False, [])]),
        _entry("harmless", "settings drawer", drawer, [
            (t("common.administration"), False, admin_reads)]),
        _entry("reversible", "settings drawer logout", drawer, [
            (t("common.logout"), False, [api("POST", "/logout", {}),
                                         api("GET", "/heartbeat")])]),
        _entry("reversible", "login page", login, [
            (t("login.login"), False, [api("POST", "/login", {}), api("GET", "/heartbeat"),
                                       api("GET", "/users/me")])]),
        _entry("reversible", "forgot password form", forgot, [
            (t("login.send-reset-link"), False, [
                api("POST", "/forgot-password", {"username": ME})])]),
    ]  # fmt: skip


def game_screens(t: Any) -> list[dict[str, Any]]:
    """A game's page: its action bar and admin menu, the delete, collection, note, save,
    state and manual dialogs opened from it."""
    bar = {"title": GAME_TITLE, "items": [
        {"text": ROM_NAME}, {"icon": f"Download {ROM_NAME}"},
        {"icon": f"Copy download link {ROM_NAME}"}, {"icon": f"Show {ROM_NAME} QR code"},
        {"icon": f"{ROM_NAME} admin menu"}]}  # fmt: skip
    menu = {"title": GAME_TITLE, "items": [
        {"menu": f"{t('rom.manual-match')}…"}, {"menu": f"{t('common.edit')}…"},
        {"menu": f"{t('rom.refresh-metadata')}…"}, {"menu": t("rom.remove-from-playing")},
        {"menu": t("rom.add-to-favorites")}, {"menu": f"{t('rom.add-to-collection')}…"},
        {"menu": f"{t('rom.remove-from-collection')}…"},
        {"menu": f"{t('rom.delete')}…"}]}  # fmt: skip

    def removing(from_fs: bool, exclude: bool) -> dict[str, Any]:
        items: list[dict[str, Any]] = [{"text": ROM_NAME}, {"text": ROM_FILE}]
        if from_fs:
            items.append({"text": t("common.removing-from-filesystem")})
        items.append({"switch": t("common.exclude-on-delete"), "checked": exclude})
        if from_fs:
            items += [{"text": t("common.warning")},
                      {"text": t("rom.delete-filesystem-warning", 1)}]  # fmt: skip
        return dialog(GAME_TITLE, t("rom.removing-title", 1),
                      t("rom.delete-select-instruction"), [*items, *pair(t)])  # fmt: skip

    def delete(from_fs: list[int]) -> Any:
        return api("POST", DELETE_ROM, {"roms": [ROM], "delete_from_fs": from_fs})

    collection_field = {"field": "collection", "hint": t("common.collection"),
                        "text": COLLECTION_NAME}  # fmt: skip
    adding = dialog(GAME_TITLE, t("rom.adding-to-collection", 1), None, [
        collection_field, {"text": ROM_NAME}, *pair(t)])  # fmt: skip
    removing_from = dialog(GAME_TITLE, t("rom.removing-from-collection", 1), None, [
        collection_field, {"text": ROM_NAME}, *pair(t)])  # fmt: skip
    notes = {"title": GAME_TITLE, "items": [
        {"text": t("rom.my-notes")}, {"button": t("rom.add-note")}, {"text": NOTE_TITLE},
        {"button": t("rom.private")}, {"icon": "Edit note"}, {"icon": "Delete note"},
        {"text": NOTE_TEXT}]}  # fmt: skip
    add_note = dialog(GAME_TITLE, t("rom.add-new-note"), None, [
        {"field": "title", "hint": t("rom.note-title"), "text": NOTE_TITLE},
        {"field": "content", "hint": t("rom.note-content"), "text": NOTE_TEXT},
        {"button": t("rom.private")}, {"button": t("common.cancel")},
        {"button": t("common.add")}])  # fmt: skip
    delete_note = dialog(GAME_TITLE, t("common.confirm-deletion"),
                         t("rom.confirm-delete-note", title=NOTE_TITLE), [
        {"button": t("common.cancel")}, {"button": t("common.delete")}])  # fmt: skip
    # DeleteSaves and DeleteStates are written in English in every language.
    saves = dialog(GAME_TITLE, f"Deleting {len(SAVES)} saves of {ROM_NAME} from RomM",
                   "WARNING: These save will be removed from the filesystem. This action is "
                   "irreversible!", [
        *[i for _, name in SAVES for i in ({"text": name},
                                           {"text": "Removing from filesystem"})],
        {"button": "Cancel"}, {"button": "Confirm"}])  # fmt: skip
    states = dialog(GAME_TITLE, f"Deleting 1 states of {ROM_NAME} from RomM",
                    "WARNING: These state will be removed from the filesystem. This action is "
                    "irreversible!", [
        {"text": STATE_FILE}, {"text": "Removing from filesystem"},
        {"button": "Cancel"}, {"button": "Confirm"}])  # fmt: skip
    manual = dialog(GAME_TITLE, t("rom.delete-manual-confirm-title"),
                    t("rom.delete-manual-confirm-body"), [
        {"button": t("common.cancel")}, {"button": t("rom.delete-manual-button")}])  # fmt: skip
    download = f"/api/roms/{ROM}/content/{ROM_FILE}".replace(" ", "%20")
    rom_ids = {"rom_ids": [ROM]}
    exclusion = {"exclusion_value": ROM_FILE, "exclusion_type": "EXCLUDED_SINGLE_FILES"}
    return [
        _entry("harmless", "game action bar", bar, [
            (f"Download {ROM_NAME}", False, [link(download)]),
            (f"{ROM_NAME} admin menu", False, [])]),
        _entry("opens-prompt", "game admin menu", menu, [
            (f"{t('rom.remove-from-collection')}…", False, []),
            (f"{t('rom.delete')}…", False, [])]),
        _entry("reversible", "game admin menu writes", menu, [
            (t("rom.remove-from-playing"), False, [
                api("PUT", f"/roms/{ROM}/props?remove_last_played=true", {})]),
            (t("rom.add-to-favorites"), False, [
                api("POST", f"/collections/{FAVORITES}/roms", rom_ids)])]),
        _entry("delete", "delete game dialog", removing(False, False), [
            (t("common.confirm"), True, [delete([])]), (t("common.cancel"), False, [])]),
        _entry("delete", "delete game dialog from the filesystem", removing(True, False), [
            (t("common.confirm"), True, [delete([ROM])]), (t("common.cancel"), False, [])]),
        _entry("delete", "delete game dialog excluding it", removing(False, True), [
            (t("common.confirm"), True, [delete([]), api("POST", "/config/exclude", exclusion)])]),
        _entry("reversible", "add to collection dialog", adding, [
            (t("common.confirm"), False, [
                api("POST", f"/collections/{COLLECTION}/roms", rom_ids)])]),
        _entry("reversible", "remove from collection dialog", removing_from, [
            (t("common.confirm"), False, [
                api("DELETE", f"/collections/{COLLECTION}/roms", rom_ids)])]),
        _entry("reversible", "my notes", notes, [
            (t("rom.private"), False, [
                api("PUT", f"/roms/{ROM}/notes/{NOTE}", {"is_public": True})])]),
        _entry("opens-prompt", "my notes prompts", notes, [
            ("Delete note", False, [])]),
        _entry("reversible", "add note dialog", add_note, [
            (t("common.add"), False, [api("POST", f"/roms/{ROM}/notes", {
                "title": NOTE_TITLE, "content": NOTE_TEXT, "is_public": False, "tags": []})])]),
        _entry("delete", "delete note dialog", delete_note, [
            (t("common.delete"), True, [api("DELETE", f"/roms/{ROM}/notes/{NOTE}")]),
            (t("common.cancel"), False, [])]),
        _entry("delete", "delete saves dialog", saves, [
            ("Confirm", True, [api("POST", "/saves/delete", {"saves": [i for i, _ in SAVES]})])]),
        _entry("delete", "delete states dialog", states, [
            ("Confirm", True, [api("POST", "/states/delete", {"states": [STATE]})])]),
        _entry("delete", "delete manual dialog", manual, [
            (t("rom.delete-manual-button"), True, [api("DELETE", f"/roms/{ROM}/manuals")])]),
    ]  # fmt: skip


def library_screens(t: Any) -> list[dict[str, Any]]:
    """A platform's gallery with two games selected, its info drawer, the platform's,
    firmware's and collections' delete dialogs, and the scan page."""
    bulk = {"title": PLATFORM_NAME, "items": [
        {"text": ROM_NAME}, {"text": ROM2_NAME},
        {"icon": t("rom.unselect-all")}, {"icon": t("rom.select-all")},
        {"icon": t("rom.add-to-favorites")}, {"icon": t("rom.remove-from-favorites")},
        {"icon": t("rom.add-to-collection")}, {"icon": t("rom.remove-from-collection")},
        {"icon": t("rom.download")}, {"icon": t("rom.refresh-metadata")},
        {"icon": t("rom.delete")}]}  # fmt: skip
    both = {"rom_ids": [ROM, ROM2]}
    bulk_delete = dialog(PLATFORM_NAME, t("rom.removing-title", 2),
                         t("rom.delete-select-instruction"), [
        {"text": ROM_NAME}, {"text": ROM2_NAME},
        {"switch": t("common.exclude-on-delete"), "checked": False}, *pair(t)])  # fmt: skip
    drawer = {"title": PLATFORM_NAME, "items": [
        {"text": PLATFORM_NAME}, {"button": t("platform.upload-roms")},
        {"button": t("scan.scan")}, {"text": t("platform.danger-zone")},
        {"button": t("platform.delete-platform")}]}  # fmt: skip
    platform = dialog(PLATFORM_NAME, None, f"{t('platform.removing-platform-1')} "
                      f"{PLATFORM_NAME} - [{FS_SLUG}{t('platform.removing-platform-2')}", [
        {"switch": t("common.exclude-on-delete"), "checked": False}, *pair(t)])  # fmt: skip
    firmware = dialog(PSX_NAME, t("platform.removing-firmware", 1),
                      t("platform.firmware-select-to-remove"), [
        {"text": FIRMWARE_FILE}, {"text": t("common.removing-from-filesystem")},
        {"text": t("common.warning")}, *pair(t)])  # fmt: skip
    drawer_c = {"title": COLLECTION_NAME, "items": [
        {"text": COLLECTION_NAME}, {"text": t("collection.danger-zone")},
        {"button": t("collection.delete-collection")}]}  # fmt: skip
    collection = dialog(COLLECTION_NAME, None, f"{t('collection.removing-collection-1')} "
                        f"{COLLECTION_NAME} {t('collection.removing-collection-2')}",
                        pair(t))  # fmt: skip
    smart = dialog(SMART_NAME, None, f"{t('collection.removing-smart-collection-1')} "
                   f"{SMART_NAME} {t('collection.removing-smart-collection-2')}",
                   pair(t))  # fmt: skip

    # The scan page's document title is its button's word: written without a title.
    def scan_page(option: str) -> dict[str, Any]:
        return {"items": [
            {"field": "platforms", "hint": t("common.platforms"), "text": PLATFORM_NAME},
            {"field": "sources", "hint": t("scan.metadata-sources"),
             "text": "IGDB, ScreenScraper"},
            {"field": "type", "hint": t("scan.scan-options"), "text": t(option)},
            {"button": t("scan.scan")}, {"button": t("scan.abort")},
            {"button": t("scan.manage-library")}]}  # fmt: skip

    def scan(kind: str) -> Any:
        return emit("scan", {"platforms": [PLATFORM], "type": kind, "apis": APIS,
                             "launchbox_remote_enabled": True})  # fmt: skip

    return [
        _entry("reversible", "gallery selection bar", bulk, [
            (t("rom.remove-from-favorites"), False, [
                api("DELETE", f"/collections/{FAVORITES}/roms", both)]),
            (t("rom.download"), False, [link(f"/api/roms/download?rom_ids={ROM}%2C{ROM2}")]),
            (t("rom.refresh-metadata"), False, [emit("scan", {
                "platforms": [PLATFORM], "roms_ids": [ROM, ROM2], "type": "quick",
                "apis": APIS})])]),
        _entry("opens-prompt", "gallery selection bar prompts", bulk, [
            (t("rom.delete"), False, [])]),
        _entry("delete", "bulk delete dialog", bulk_delete, [
            (t("common.confirm"), True, [
                api("POST", DELETE_ROM, {"roms": [ROM, ROM2], "delete_from_fs": []})]),
            (t("common.cancel"), False, [])]),
        _entry("reversible", "platform drawer", drawer, [
            (t("scan.scan"), False, [SCAN_QUICK])]),
        _entry("opens-prompt", "platform drawer danger zone", drawer, [
            (t("platform.delete-platform"), False, [])]),
        _entry("delete", "delete platform dialog", platform, [
            (t("common.confirm"), True, [api("DELETE", f"/platforms/{PLATFORM}")]),
            (t("common.cancel"), False, [])]),
        _entry("delete", "delete firmware dialog", firmware, [
            (t("common.confirm"), True, [api("POST", "/firmware/delete", {
                "firmware": [FIRMWARE], "delete_from_fs": [FIRMWARE]})])]),
        _entry("opens-prompt", "collection drawer", drawer_c, [
            (t("collection.delete-collection"), False, [])]),
        _entry("delete", "delete collection dialog", collection, [
            (t("common.confirm"), True, [api("DELETE", f"/collections/{COLLECTION}")]),
            (t("common.cancel"), False, [])]),
        _entry("delete", "delete smart collection dialog", smart, [
            (t("common.confirm"), True, [api("DELETE", f"/collections/smart/{SMART}")])]),
        _entry("reversible", "scan page quick scan", scan_page("scan.quick-scan"), [
            (t("scan.scan"), False, [scan("quick")]),
            (t("scan.abort"), False, [emit("scan:stop")])]),
        _entry("overwrite", "scan page complete rescan", scan_page("scan.complete-rescan"), [
            (t("scan.scan"), True, [scan("complete")])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The client API tokens page and its dialogs, the administration page's users and their
    dialogs, and a folder mapping's delete dialog."""
    tokens_t = t("settings.client-api-tokens")
    tokens = {"title": tokens_t, "items": [
        {"field": "search", "hint": t("common.search"), "text": ""},
        {"button": t("common.create")}, {"text": TOKEN_NAME},
        {"text": t("settings.client-token-expiry-never")},
        {"icon": "Regenerate"}, {"icon": "Delete"}]}  # fmt: skip
    delete_token = dialog(tokens_t, None, t("settings.client-token-confirm-delete"), [
        {"text": TOKEN_NAME}, *pair(t)])  # fmt: skip
    create = dialog(tokens_t, "Create New API Token", None, [
        {"field": "name", "hint": f"{t('settings.client-token-name')} *", "text": TOKEN_NAME},
        {"field": "expiry", "hint": t("settings.client-token-select-expiry"),
         "text": t("settings.client-token-expiry-90d")},
        {"text": t("settings.client-token-scopes")},
        *[{"switch": scope, "checked": True} for scope in SCOPES],
        {"button": t("common.cancel")}, {"button": t("common.create")}])  # fmt: skip
    delivery = dialog(tokens_t, "Deliver Token",
                      "Your token has been created. Choose how to deliver it:", [
        {"text": t("settings.client-token-delivery-hint")},
        {"button": "Copy Token"}, {"button": "Pair Device"}, {"button": "Close"}])  # fmt: skip
    admin_t = t("common.administration")
    users = {"title": admin_t, "items": [
        {"text": "Users"}, {"field": "search", "hint": "Search", "text": ""},
        {"button": t("common.add")}, {"button": t("settings.invite-link")},
        {"text": ME}, {"text": "admin"}, {"text": USERNAME}, {"text": "user"},
        {"icon": t("settings.edit-user")}]}  # fmt: skip

    def user_fields(password: str, role: str) -> list[dict[str, Any]]:
        return [
            {"field": "username", "hint": t("settings.username"), "text": USERNAME},
            {"field": "password", "hint": t("settings.password"), "text": password},
            {"field": "email", "hint": t("settings.email"), "text": EMAIL},
            {"field": "role", "hint": t("settings.role"), "text": role}]  # fmt: skip

    create_user = dialog(admin_t, None, None, [
        *user_fields(NEW_PASSWORD, "user"), {"button": t("common.cancel")},
        {"button": t("common.create")}])  # fmt: skip
    invite = dialog(admin_t, None, None, [
        {"button": "Admin"}, {"button": "User"},
        {"field": "expiration", "hint": "Expires in", "text": "1 day"},
        {"button": "Generate"}])  # fmt: skip
    edit = dialog(admin_t, t("settings.edit-user"), None, [
        *user_fields("", "admin"), {"button": "Avatar"}, {"button": t("common.cancel")},
        {"button": t("common.apply")}])  # fmt: skip
    # DeleteUser is written in English in every language.
    delete_user = dialog(admin_t, None, f"Deleting {USERNAME} user. Do you confirm?", [
        {"button": "Cancel"}, {"button": "Confirm"}])  # fmt: skip
    mapping = dialog(t("common.library-management"), None,
                     f"{t('settings.deleting-mapping')} {t('settings.folder-alias')} "
                     f"[ super-nintendo : {FS_SLUG} ]. {t('settings.confirm-delete-mapping')}",
                     pair(t))  # fmt: skip
    return [
        _entry("revoke", "client tokens regenerate", tokens, [
            ("Regenerate", True, [api("PUT", f"/client-tokens/{TOKEN}/regenerate")])]),
        _entry("opens-prompt", "client tokens page", tokens, [
            ("Delete", False, [])]),
        _entry("revoke", "delete client token dialog", delete_token, [
            (t("common.confirm"), True, [api("DELETE", f"/client-tokens/{TOKEN}")]),
            (t("common.cancel"), False, [])]),
        _entry("reversible", "create token dialog", create, [
            (t("common.create"), False, [api("POST", "/client-tokens", {
                "name": TOKEN_NAME, "scopes": SCOPES, "expires_in": "90d"})])]),
        _entry("reversible", "token delivery dialog", delivery, [
            ("Pair Device", False, [api("POST", f"/client-tokens/{TOKEN}/pair")])]),
        _entry("opens-prompt", "users table", users, [
            (t("settings.invite-link"), False, []), (t("settings.edit-user"), False, [])]),
        _entry("reversible", "create user dialog", create_user, [
            (t("common.create"), False, [api("POST", "/users", {
                "username": USERNAME, "password": NEW_PASSWORD, "email": EMAIL,
                "role": "user"})])]),
        _entry("reversible", "invite link dialog", invite, [
            ("Generate", False, [api("POST", "/users/invite-link?role=user&expiration=86400",
                                     {})])]),
        _entry("reversible", "edit user dialog", edit, [
            (t("common.apply"), False, [api("PUT", f"/users/{USER}", {
                "avatar": None, "username": USERNAME, "password": "", "email": EMAIL,
                "enabled": "true", "role": "admin", "ra_username": None,
                "ui_settings": None}, form=True)])]),
        _entry("delete-user", "delete user dialog", delete_user, [
            ("Confirm", True, [api("DELETE", f"/users/{USER}")]), ("Cancel", False, [])]),
        _entry("reversible", "delete folder mapping dialog", mapping, [
            (t("common.confirm"), False, [
                api("DELETE", "/config/system/platforms/super-nintendo")]),
            (t("common.cancel"), False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*navigation_screens(t), *game_screens(t), *library_screens(t),
            *settings_screens(t)]  # fmt: skip
