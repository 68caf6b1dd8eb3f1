"""Jellyfin Vue's screens for the three-hundred-and-eighteenth held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, **args)`` being that language's lookup of a key of the
app's ``packages/i18n/strings/<lang>.json`` catalogue. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

SERVER = "https://jellyfin.example.org"  # the server's address, typed on the add-server page
TOKEN = "c2b7e91f4a6d4e0b9f3a8d5c1e7b2a60"  # made up; the session's access token
MOVIES = "Movies"  # the library the item menu is opened in
ITEM, ITEM_NAME = "a3f18c2d9b4e4f7a8c6d1e0b5f2a9c47", "Little Shop of Horrors"
VERSION, VERSION_NAME = "e7b4d2a91c3f4e8b9a6d0c5f1b2e8d36", "Colorized"
NEW_NAME = "The Little Shop of Horrors"
ITEM_PATH = "/media/movies/The Little Shop of Horrors (1960)/The Little Shop of Horrors (1960).mkv"
MARIA, MARIA_NAME = "5d9e1b7a3c2f4a6e8b0d4c7f9a1e3b52", "maria"
KEY1, KEY1_APP = "8f2a6c1e9d4b4e7a9c3f5b0d2e6a1c84", "Home Assistant"
KEY2, KEY2_APP = "1b7e3d9a5c2f4e8b6a0d9c3f7e1b5a29", "Sonarr"
TV_DEVICE = "a4b9e2c7d1f03e58"  # the living room's Android TV
WEB_DEVICE = "c81d4e2f-6a3b-4f9e-b7d1-2e5a9c0f4b68"  # this browser (uuid v4, in localStorage)
TRACK = "Harbour Lights"
LOG = "log_20260822.log"
OWN_OLD, OWN_NEW = "Paper-Kite-19", "Quiet-Harbor-82"
MARIA_NEW = "Garden-Lamp-47"
RESULT = {  # the server's RemoteSearchResult for the 1960 film (nulls left out, as it writes)
    "Name": NEW_NAME,
    "ProviderIds": {"Tmdb": "24452", "Imdb": "tt0054033"},
    "ProductionYear": 1960,
    "PremiereDate": "1960-09-05T00:00:00.0000000Z",
    "ImageUrl": "https://image.tmdb.org/t/p/original/q1m5nSl3X2dGVv1MhAGGfL9n6kw.jpg",
    "SearchProviderName": "TheMovieDb",
    "Overview": "A clumsy florist's assistant raises a plant that feeds on human blood.",
    "Artists": [],
}
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """The SDK's axios call to the server; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {SERVER}{path}"
    return {"request": f"{method} {SERVER}{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def link(url: str) -> dict[str, str]:
    """A page opened by an ``<a href>`` (a new tab)."""
    return {"request": f"GET {url}", "via": "link"}


KEYS = api("GET", "/Auth/Keys")
DEVICES = api("GET", "/Devices")
USERS = api("GET", "/Users")
MARIA_GET = api("GET", f"/Users/{MARIA}")


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"jellyfin-vue {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def titled(t: Any, key: str) -> str:
    """``usePageTitle``: the page's name, then the app's."""
    return f"{t(key)} | Jellyfin Vue"


def confirm_dialog(t: Any, title: str, heading: str, text: str, ok_key: str,
                   subtitle: str | None = None) -> dict[str, Any]:  # fmt: skip
    """ConfirmDialog: a title, perhaps a subtitle, the text, Cancel then the confirm button."""
    items: list[dict[str, Any]] = [{"text": subtitle}] if subtitle else []
    items += [{"button": t("cancel")}, {"button": t(ok_key)}]
    dialog = {"title": heading, "message": text} if heading else {"message": text}
    return {"title": title, "dialog": dialog, "items": items}


def small_dialog(t: Any, title: str, key: str) -> dict[str, Any]:
    """A settings page's own VDialog: its text, Confirm then Cancel."""
    return {"title": title, "dialog": {"message": t(key)},
            "items": [{"button": t("confirm")}, {"button": t("cancel")}]}  # fmt: skip


def server_screens(t: Any) -> list[dict[str, Any]]:
    """The add-server page, the login page's form for a user chosen from the server's public
    users, and the app bar's user menu."""
    add = {"title": titled(t, "addServer"), "items": [
        {"text": t("addServer")},
        {"field": "serverAddress", "hint": t("serverAddress"), "text": SERVER},
        {"button": t("changeServer")}, {"button": t("connect")}]}  # fmt: skip
    form = {"title": titled(t, "login"), "items": [  # alice's card was chosen
        {"text": t("loginAs", name="alice")}, {"text": "Jellyfin"},
        {"field": "password", "hint": t("password"), "text": OWN_OLD},
        {"switch": t("rememberMe"), "checked": True},
        {"button": t("changeUser")}, {"button": t("signIn")}]}  # fmt: skip
    menu = {"title": titled(t, "home"), "items": [
        {"text": "alice"}, {"text": t("administrator")},
        {"menu": t("metadataEditor")}, {"menu": t("settings")}, {"menu": t("logout")}]}  # fmt: skip
    candidates = [f"{SERVER}", f"{SERVER}:8096", f"{SERVER}:8920"]  # getAddressCandidates
    connect = [f"GET {c}/System/Info/Public" for c in candidates] + [
        api("GET", "/System/Info/Public"), api("GET", "/Branding/Configuration"),
        api("GET", "/Users/Public")]  # fmt: skip
    return [
        _entry("harmless", "add server page", add, [(t("connect"), False, connect)]),
        _entry("reversible", "login form", form, [
            (t("rememberMe"), False, []), (t("changeUser"), False, []),
            (t("signIn"), False, [api("POST", "/Users/AuthenticateByName",
                                      {"Username": "alice", "Pw": OWN_OLD})])]),
        _entry("reversible", "user menu", menu, [
            (t("settings"), False, []),
            (t("logout"), False, [api("POST", "/Sessions/Logout")])]),
    ]  # fmt: skip


def item_screens(t: Any) -> list[dict[str, Any]]:
    """An item's menu in a library and in the play queue, the delete confirmations, the
    refresh-metadata dialog in four settings, and the identify dialog."""
    title = f"{MOVIES} | Jellyfin Vue"
    library = [{"menu": t("mediaInfo")}, {"menu": t("refreshMetadata")},
               {"menu": t("editMetadata")}, {"menu": t("identify")},
               {"menu": t("deleteItem")}]  # fmt: skip
    menu = {"title": title, "items": [
        {"text": ITEM_NAME}, {"menu": t("shuffle")}, {"menu": t("copyStreamURL")},
        *library]}  # fmt: skip
    queue = {"title": "Jellyfin Vue", "items": [
        {"text": TRACK}, {"menu": t("pushToTop")}, {"menu": t("removeFromQueue")},
        {"menu": t("playNext")}, {"menu": t("pushToBottom")}, {"menu": t("shuffle")},
        {"menu": t("addToQueue")}, {"menu": t("copyStreamURL")}, *library]}  # fmt: skip
    delete_text = t("deleteItemDescription")

    def delete(subtitle: str) -> dict[str, Any]:
        return confirm_dialog(t, title, t("deleteItem"), delete_text, "delete", subtitle)

    methods = {"scan": "scanForNewAndUpdatedFiles", "missing": "searchMissingMetadata",
               "all": "replaceAllMetadata"}  # fmt: skip

    def refresh_dialog(method: str, replace: bool | None) -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"field": "refreshMethod", "hint": t("refreshMetadataHint"),
             "text": t(methods[method])}]  # fmt: skip
        if replace is not None:  # the checkbox shows for every method but the scan
            items.append({"switch": t("replaceExistingImages"), "checked": replace})
        items += [{"button": t("cancel")}, {"button": t("refresh")}]
        return {"title": title, "dialog": {"title": t("refreshMetadata")}, "items": items}

    def refresh(mode: str, metadata: bool, images: bool) -> list[Any]:
        query = (f"metadataRefreshMode={mode}&imageRefreshMode={mode}"
                 f"&replaceAllMetadata={str(metadata).lower()}"
                 f"&replaceAllImages={str(images).lower()}")  # fmt: skip
        return [api("POST", f"/Items/{ITEM}/Refresh?{query}")]

    search = {"title": title, "dialog": {"title": t("identify")}, "items": [
        {"text": ITEM_PATH},
        {"field": "search-name", "hint": t("name"), "text": NEW_NAME},
        {"field": "search-year", "hint": t("year"), "text": "1960"},
        {"field": "Tmdb", "hint": "Tmdb ID", "text": ""},
        {"field": "Imdb", "hint": "Imdb ID", "text": ""},
        {"field": "TmdbCollection", "hint": "TmdbCollection ID", "text": ""},
        {"button": t("search")}]}  # fmt: skip
    results = {"title": title, "dialog": {"title": t("identify")}, "items": [
        {"text": ITEM_PATH}, {"text": t("results")}, {"text": t("identifyInstructResult")},
        {"switch": t("replaceExistingImages"), "checked": False},
        {"row": NEW_NAME, "secondary": "1960"},
        {"row": ITEM_NAME, "secondary": "1986"}]}  # fmt: skip
    changes = t("identifyConfirmChanges", originalItem=ITEM_NAME, newIdentifiedItem=NEW_NAME)
    identify_confirm = confirm_dialog(t, title, "", changes, "confirm")

    def apply(images: str) -> list[Any]:
        return [api("POST", f"/Items/RemoteSearch/Apply/{ITEM}?replaceAllImages={images}", RESULT)]

    search_body = {"ItemId": ITEM,
                   "SearchInfo": {"Name": NEW_NAME, "Year": 1960, "ProviderIds": {}}}  # fmt: skip
    return [
        _entry("opens-prompt", "item menu", menu, [
            (t("deleteItem"), False, []), (t("refreshMetadata"), False, []),
            (t("identify"), False, [api("GET", f"/Items/{ITEM}/ExternalIdInfos")])]),
        _entry("reversible", "queue item menu", queue, [
            (t("removeFromQueue"), False, [])]),
        _entry("delete", "delete item confirm", delete(ITEM_NAME), [
            (t("delete"), True, [api("DELETE", f"/Items/{ITEM}")]),
            (t("cancel"), False, [])]),
        _entry("delete", "delete version confirm", delete(f"{ITEM_NAME} - {VERSION_NAME}"), [
            (t("delete"), True, [api("DELETE", f"/Items/{VERSION}")]),
            (t("cancel"), False, [])]),
        _entry("harmless", "refresh dialog scan", refresh_dialog("scan", None), [
            (t("refresh"), False, refresh("Default", False, False)),
            (t("cancel"), False, [])]),
        _entry("harmless", "refresh dialog missing", refresh_dialog("missing", False), [
            (t("replaceExistingImages"), False, []),
            (t("refresh"), False, refresh("FullRefresh", False, False))]),
        _entry("overwrite", "refresh dialog replace all", refresh_dialog("all", True), [
            (t("refresh"), True, refresh("FullRefresh", True, True)),
            (t("cancel"), False, [])]),
        _entry("overwrite", "refresh dialog replace images", refresh_dialog("missing", True), [
            (t("refresh"), True, refresh("FullRefresh", False, True))]),
        _entry("harmless", "identify search", search, [
            (t("search"), False, [api("POST", "/Items/RemoteSearch/Movie", search_body)])]),
        _entry("opens-prompt", "identify results", results, [
            (NEW_NAME, False, [])]),
        _entry("overwrite", "identify confirm", identify_confirm, [
            (t("confirm"), True, apply("false")), (t("cancel"), False, [])]),
        _entry("overwrite", "identify confirm replacing images", identify_confirm, [
            (t("confirm"), True, apply("true"))]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The settings index, the account page (picture and password), its delete-image
    confirmation, the API keys page with its dialogs, the devices page with its
    confirmation, and the logs page."""
    settings = {"title": titled(t, "settings"), "items": [
        {"text": t("serverVersion")}, {"text": "10.11.0"},
        {"row": t("account"), "secondary": t("accountSettingsDescription")},
        {"row": t("server"), "secondary": t("serverSettingsDescription")},
        {"row": t("devices"), "secondary": t("devicesSettingsDescription")},
        {"row": t("users"), "secondary": t("userSettingsDescription")},
        {"row": t("apiKeys"), "secondary": t("apiKeysSettingsDescription")}]}  # fmt: skip
    account_t = titled(t, "account")
    account = {"title": account_t, "items": [
        {"text": "alice"}, {"button": t("changeImage")}, {"button": t("deleteImage")},
        {"field": "currentPassword", "hint": t("currentPassword"), "text": OWN_OLD},
        {"field": "newPassword", "hint": t("newPassword"), "text": OWN_NEW},
        {"field": "confirmPassword", "hint": t("confirmPassword"), "text": OWN_NEW},
        {"button": t("changePassword")}]}  # fmt: skip
    image_confirm = confirm_dialog(t, account_t, t("deleteImage"), t("deleteImageConfirm"),
                                   "delete")  # fmt: skip
    keys_t = titled(t, "apiKeys")

    def keys(*rows: tuple[str, str]) -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"button": t("addNewKey")}, {"button": t("revokeAll")}, {"text": t("appName")},
            {"text": t("accessToken")}, {"text": t("dateCreated")}]  # fmt: skip
        for app, token in rows:
            items += [{"text": app}, {"text": token}, {"button": t("revoke")}]
        return {"title": keys_t, "items": items}  # fmt: skip

    add_key = {"title": keys_t, "dialog": {"title": t("addApiKey")}, "items": [
        {"field": "appName", "hint": t("appName"), "text": KEY1_APP},
        {"button": t("confirm")}, {"button": t("cancel")}]}  # fmt: skip
    devices_t = titled(t, "devices")

    def devices(*rows: tuple[str, str, str]) -> dict[str, Any]:
        items: list[dict[str, Any]] = [
            {"button": t("deleteAll")}, {"button": t("help")},
            {"text": t("userName")}, {"text": t("deviceName")}, {"text": t("appName")}]  # fmt: skip
        for user, device, app in rows:
            items += [{"text": user}, {"text": device}, {"text": app}, {"button": t("delete")}]
        return {"title": devices_t, "items": items}  # fmt: skip

    tv = (MARIA_NAME, "Living Room TV", "Jellyfin Android TV")
    web = ("alice", "Firefox", "Jellyfin Web (Vue)")
    logs = {"title": titled(t, "logsAndActivity"), "items": [
        {"text": t("logs")}, {"link": LOG}, {"text": t("activity")}]}  # fmt: skip
    revoke_all = [api("DELETE", f"/Auth/Keys/{KEY1}"), api("DELETE", f"/Auth/Keys/{KEY2}"), KEYS]
    delete_all = [api("DELETE", f"/Devices?id={TV_DEVICE}"),
                  api("DELETE", f"/Devices?id={WEB_DEVICE}"), DEVICES]  # fmt: skip
    return [
        _entry("harmless", "settings index", settings, [
            (t("devices"), False, [DEVICES]), (t("apiKeys"), False, [KEYS])]),
        _entry("opens-prompt", "account page picture", account, [
            (t("deleteImage"), False, [])]),
        _entry("delete", "delete image confirm", image_confirm, [
            (t("delete"), True, [api("DELETE", "/UserImage"), api("GET", "/Users/Me")]),
            (t("cancel"), False, [])]),
        _entry("revoke", "account page password", account, [
            (t("changePassword"), True, [api("POST", "/Users/Password",
                                             {"CurrentPw": OWN_OLD, "NewPw": OWN_NEW})])]),
        _entry("opens-prompt", "api keys page", keys((KEY1_APP, KEY1)), [
            (t("addNewKey"), False, []), (t("revoke"), False, []),
            (t("revokeAll"), False, [])]),
        _entry("revoke", "revoke key confirm", small_dialog(t, keys_t, "revokeConfirm"), [
            (t("confirm"), True, [api("DELETE", f"/Auth/Keys/{KEY1}"), KEYS]),
            (t("cancel"), False, [])]),
        _entry("revoke", "revoke all keys confirm", small_dialog(t, keys_t, "revokeConfirm"), [
            (t("confirm"), True, revoke_all)]),
        _entry("reversible", "add api key dialog", add_key, [
            (t("confirm"), False, [api("POST", "/Auth/Keys?app=Home+Assistant"), KEYS]),
            (t("cancel"), False, [])]),
        _entry("opens-prompt", "devices page", devices(tv), [
            (t("delete"), False, []),
            (t("help"), False, [link("https://jellyfin.org/docs/general/server/devices.html")])]),
        _entry("revoke", "devices page delete all", devices(tv, web), [
            (t("deleteAll"), True, delete_all)]),
        _entry("revoke", "delete device confirm", small_dialog(t, devices_t, "deleteConfirm"), [
            (t("confirm"), True, [api("DELETE", f"/Devices?id={TV_DEVICE}"), DEVICES]),
            (t("cancel"), False, [])]),
        _entry("harmless", "logs page", logs, [
            (LOG, False, [link(f"{SERVER}/System/Logs/Log?name={LOG}&api_key={TOKEN}")])]),
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """The users page, a user's profile, password and parental-control tabs, the delete-user
    confirmation, the blocked-tag dialog, and the setup wizard's account and remote-access
    steps."""
    users_t = titled(t, "users")
    listing = {"title": users_t, "items": [
        {"button": t("newUser")}, {"button": t("help")},
        {"row": "alice"}, {"row": MARIA_NAME}]}  # fmt: skip
    tabs = [{"tab": t("profile")}, {"tab": t("access")}, {"tab": t("parentalControl")},
            {"tab": t("password")}]  # fmt: skip
    profile = {"title": users_t, "items": [
        {"button": t("help")}, *tabs,
        {"field": "name", "hint": t("name"), "text": MARIA_NAME},
        {"button": t("deleteUser")}, {"button": t("save")}]}  # fmt: skip
    password = {"title": users_t, "items": [
        {"button": t("help")}, *tabs,
        {"field": "currentPassword", "hint": t("currentPassword"), "text": ""},
        {"field": "newPassword", "hint": t("newPassword"), "text": MARIA_NEW},
        {"field": "confirmPassword", "hint": t("confirmPassword"), "text": MARIA_NEW},
        {"button": t("resetPassword")}, {"button": t("save")}]}  # fmt: skip
    parental = {"title": users_t, "items": [
        *tabs, {"field": "maxParentalRating", "hint": t("maxAllowedRating"), "text": ""},
        {"text": t("blockUnratedItems")}, {"switch": t("books"), "checked": False},
        {"text": t("blockTags")}, {"button": t("addBlockedTag")},
        {"text": "horror"}, {"button": t("unblockTag")}, {"button": t("save")}]}  # fmt: skip
    tag = {"title": users_t, "dialog": {"title": t("addBlockedTag")}, "items": [
        {"field": "tagName", "hint": t("tagName"), "text": "gore"},
        {"button": t("confirm")}, {"button": t("cancel")}]}  # fmt: skip
    delete = confirm_dialog(t, users_t, t("deleteUser"), t("deleteUserConfirm"), "delete")
    steps = [{"text": t("languageLocale")}, {"text": t("administratorAccount")},
             {"text": t("preferredMetadataLanguage")}, {"text": t("remoteAccess")}]  # fmt: skip
    admin = {"title": "Jellyfin Vue", "items": [
        *steps, {"field": "username", "hint": t("username"), "text": "alice"},
        {"field": "password", "hint": t("password"), "text": OWN_OLD},
        {"field": "confirmPassword", "hint": t("confirmPassword"), "text": OWN_OLD},
        {"button": t("previous")}, {"button": t("next")}]}  # fmt: skip
    remote = {"title": "Jellyfin Vue", "items": [
        *steps, {"switch": t("allowRemoteAccess"), "checked": True},
        {"switch": t("enableUPNP"), "checked": False},
        {"button": t("previous")}, {"button": t("finish")}]}  # fmt: skip
    folders = api("GET", "/Library/MediaFolders?isHidden=false")
    password_url = f"/Users/Password?userId={MARIA}"
    return [
        _entry("harmless", "users page", listing, [
            (MARIA_NAME, False, [MARIA_GET, folders,
                                 api("GET", "/Localization/ParentalRatings")])]),
        _entry("opens-prompt", "user profile tab", profile, [
            (t("deleteUser"), False, []), (t("password"), False, [])]),
        _entry("delete-user", "delete user confirm", delete, [
            (t("delete"), True, [api("DELETE", f"/Users/{MARIA}"), USERS]),
            (t("cancel"), False, [])]),
        _entry("revoke", "user password tab save", password, [
            (t("save"), True, [api("POST", password_url,
                                   {"NewPw": MARIA_NEW, "CurrentPw": MARIA_NEW}), MARIA_GET])]),
        _entry("reset", "user password tab reset", password, [
            (t("resetPassword"), True, [api("POST", password_url, {"ResetPassword": True}),
                                        MARIA_GET])]),
        _entry("reversible", "user parental control tab", parental, [
            (t("addBlockedTag"), False, []), (t("unblockTag"), False, [])]),
        _entry("reversible", "add blocked tag dialog", tag, [
            (t("confirm"), False, []), (t("cancel"), False, [])]),
        _entry("reversible", "wizard administrator step", admin, [
            (t("next"), False, [api("POST", "/Startup/User",
                                    {"Name": "alice", "Password": OWN_OLD})]),
            (t("previous"), False, [])]),
        _entry("reversible", "wizard remote access step", remote, [
            (t("finish"), False, [
                api("POST", "/Startup/RemoteAccess",
                    {"EnableRemoteAccess": True, "EnableAutomaticPortMapping": False}),
                api("POST", "/Startup/Complete")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*server_screens(t), *item_screens(t), *account_screens(t), *user_screens(t)]
