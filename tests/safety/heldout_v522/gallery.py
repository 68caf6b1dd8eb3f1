"""pigallery2's gallery screens for the five-hundred-and-twenty-second held-out corpus:
``screens(t, locale)`` lays them out in one language, ``t(text)`` being that language's
translation of an English message of the app's XLIFF catalogs and ``locale`` the language
the server picked for the page (the language button shows it). Read from
``src/frontend/app/ui``: ``login/``, ``language/``, ``frame/``, ``gallery/navigator/``,
``gallery/share/`` with ``gallery/share.service.ts``, ``gallery/random-query-builder/``,
``gallery/lightbox/controls/``, ``albums/`` (``albums.component``, ``album/``,
``albums.service.ts``) and ``model/network/`` (``user.service.ts``,
``authentication.service.ts``, ``network.service.ts``). What each action sends, and why it
is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from screens import CLOSE, delete, dumps, entry, get, link, modal, page, post, put, title

ME, PASSWORD = "mara", "Kestrel-harbor-42"  # the administrator, logged in
FOLDER, PARENT, NAME = "Trips/Lisbon 2024", "Trips", "Lisbon 2024"  # the folder on screen
ITEMS = "36"  # photos and videos in it
PHOTO = "IMG_2041.jpg"
SHARE_KEY = "Qm7TzD4k"  # the folder's active share (Config.Sharing.sharingKeyLength: 8)
SHARE_PASSWORD = "tagus-1755"
DAYS_30 = 30 * 24 * 60 * 60 * 1000  # the share dialog's default validity, 30 days in ms
LANGUAGES = ["da", "de", "en", "es", "fr", "hu", "id", "it", "nl", "pl", "pt-br", "ro", "ru",
             "sk", "sv", "zh"]  # fmt: skip
"""Config.Server.languages: the built locales (angular.json's ``i18n``), sorted."""
PICKED = "it"  # the language link tapped: a locale no screen of the corpus is shown in
ALBUMS = {4: ("Lisbon beaches", 48, "beach"), 6: ("Night skies", 12, "stars")}
LOCKED = ("Family", 120)  # an album read from a .saved_searches.pg2conf file: locked
NEW_ALBUM = ("Beach days", "beach")

# SearchQueryTypes.directory (102) with TextSearchQueryMatchTypes.exact_match (1): the share
# dialog builds it as {type, value, matchType}, the navigator's zip link as {type,
# matchType, value}.
FOLDER_QUERY = {"type": 102, "value": FOLDER, "matchType": 1}
ZIP_QUERY = {"type": 102, "matchType": 1, "value": FOLDER}


def uri(text: str) -> str:
    """JavaScript's ``encodeURIComponent``."""
    return quote(text, safe="-_.!~*'()")


def any_text(word: str) -> dict[str, Any]:
    """A one-word search as SearchQueryParser reads it: SearchQueryTypes.any_text (100)."""
    return {"type": 100, "value": word}


def screens(t: Any, locale: str = "en") -> list[dict[str, Any]]:
    """The login page and its language menu, a folder of the gallery with its menu, the
    Tools submenu, the share dialog and its list of active shares, the lightbox, the albums
    page and its dialog for a saved search."""
    gallery = title(FOLDER)
    search = {"field": "search-field", "hint": t("Search")}
    login = page(title(), [
        {"button": locale}, {"text": "PiGallery 2"}, {"text": t("Please log in")},
        {"field": "username", "hint": t("Username"), "text": ME},
        {"field": "password", "hint": t("Password")},
        {"switch": t("Remember me"), "checked": True}, {"button": t("Login")}])  # fmt: skip
    languages = page(title(), [{"button": locale}, *({"link": code} for code in LANGUAGES)])
    folder = page(gallery, [
        search, {"link": t("Home")}, {"link": PARENT}, {"text": NAME}, {"text": ITEMS},
        {"text": t("items")}, {"link": t("Download")}, {"link": t("Filters")}])  # fmt: skip
    # The frame's menu on a phone-wide page: the user, the language button and Share move
    # into it (Bootstrap's d-xl-none), the navbar's links too (d-md-none); the theme button
    # names the mode set (auto, the default).
    menu = page(gallery, [
        search, {"text": ME}, {"button": locale}, {"menu": t("Share")}, {"button": t("Auto")},
        {"menu": t("Gallery")}, {"menu": t("Albums")}, {"menu": t("Faces")},
        {"menu": t("Tools")}, {"menu": t("Settings")}, {"menu": t("Logout")}])  # fmt: skip
    tools = page(gallery, [
        search, {"menu": t("Random link")}, {"menu": t("Photo frame link")},
        {"menu": t("Duplicates")}, {"text": t("Fix navbar")},
        {"text": t("Auto update gallery")}, {"text": "off"}])  # fmt: skip
    share_form = [
        {"icon": CLOSE},
        {"field": "shareLink", "hint": "link", "text": t("Click share to get a link.")},
        # The Share button is known by its id: the dialog's title has the same words.
        {"button": t("Share"), "rid": "getShareButton"},
        {"text": t("Sharing:")}, {"field": "sharing-dir", "hint": "", "text": FOLDER},
        {"text": t("Sharing")}, {"text": ITEMS}, {"text": t("photos and videos.")},
        {"text": t("Folders are not shared.")}, {"text": t("Password")},
        {"field": "share-password", "hint": t("Password"), "text": SHARE_PASSWORD},
        {"text": t("Valid:")}, {"field": "valid-from", "hint": "", "text": "30"},
        {"text": t("Days")}, {"text": "1"}]  # fmt: skip
    share = modal(gallery, t("Share"), None, [
        *share_form, {"link": t("active share(s) for this folder.")}])  # fmt: skip
    shares = modal(gallery, t("Share"), None, [
        *share_form, {"text": t("Sharing")}, {"text": t("Expires")}, {"link": SHARE_KEY},
        {"icon": t("Delete")}])  # fmt: skip
    share_list = get("/share/list/" + uri(dumps(FOLDER_QUERY)))
    created = {"createSharing": {"valid": DAYS_30, "password": SHARE_PASSWORD,
                                 "searchQuery": FOLDER_QUERY}}  # fmt: skip
    lightbox = page(title(f"{FOLDER}/{PHOTO}"), [
        {"icon": t("info key: i")}, {"icon": t("toggle fullscreen, key: f")},
        {"icon": t("close, key: Escape")}, {"icon": t("key: left arrow")},
        {"icon": t("key: right arrow")}, {"icon": t("Auto play")}])  # fmt: skip
    locked = {"link": f"{LOCKED[0]} ({LOCKED[1]})"}
    lock = {"icon": t("Album is locked, cannot be deleted from the webpage.")}

    def albums(album: int) -> dict[str, Any]:
        name, count, _ = ALBUMS[album]
        # AlbumsService sorts the albums by name.
        tiles = [locked, lock, {"link": f"{name} ({count})"}, {"icon": t("Delete")}]
        if name < LOCKED[0]:
            tiles = tiles[2:] + tiles[:2]
        return page(title(t("Albums")), [*tiles, {"button": t("Add saved search")}])

    def delete_album(album: int) -> list[Any]:
        return [delete(f"/albums/{album}"), get("/albums")]

    beaches = ALBUMS[4]
    saved_search = modal(title(t("Albums")), t("Add saved search"), None, [
        {"icon": CLOSE}, {"text": "Album name"},
        {"field": "saveSearchName", "hint": "Album name", "text": NEW_ALBUM[0]},
        {"text": "Search query"},
        {"field": "form-search-field", "hint": t("Search"), "text": NEW_ALBUM[1]},
        {"button": t("To .pg2conf")}, {"button": t("Save")}])  # fmt: skip
    new_album = {"name": NEW_ALBUM[0], "searchQuery": any_text(NEW_ALBUM[1])}
    credential = {"loginCredential": {"username": ME, "password": PASSWORD, "rememberMe": True}}
    return [
        entry("harmless", "login page", login, [
            (t("Login"), False, [post("/user/login", credential), get("/gallery/content/")]),
            (t("Remember me"), False, [])]),
        entry("reversible", "login page language menu", languages, [
            (PICKED, False, [link(f"/{PICKED}")])]),
        entry("harmless", "gallery folder navigator", folder, [
            (t("Download"), False, [link(f"/pgapi/gallery/zip/{uri(dumps(ZIP_QUERY))}?")]),
            (t("Filters"), False, [])]),
        entry("harmless", "frame menu pages", menu, [
            (t("Albums"), False, [get("/albums")]), (t("Faces"), False, [get("/person")]),
            (t("Tools"), False, [])]),
        entry("reversible", "frame menu theme and logout", menu, [
            (t("Auto"), False, []), (t("Logout"), False, [post("/user/logout", {})])]),
        entry("opens-prompt", "frame menu share", menu, [(t("Share"), False, [])]),
        entry("opens-prompt", "tools submenu link builders", tools, [
            (t("Random link"), False, [])]),
        entry("harmless", "tools submenu duplicates", tools, [
            (t("Duplicates"), False, [get("/admin/duplicates")])]),
        entry("reversible", "share dialog", share, [
            ("getShareButton", False, [post("/share/", created), share_list]),
            (t("active share(s) for this folder."), False, []), (CLOSE, False, [])]),
        entry("revoke", "share dialog active shares", shares, [
            (t("Delete"), True, [delete(f"/share/{SHARE_KEY}"), share_list]),
            (CLOSE, False, [])]),
        entry("harmless", "lightbox controls", lightbox, [
            (t("info key: i"), False, []), (t("toggle fullscreen, key: f"), False, []),
            (t("key: right arrow"), False, [])]),
        entry("delete", "albums delete saved search", albums(4), [
            (t("Delete"), True, delete_album(4)),
            (f"{beaches[0]} ({beaches[1]})", False, [
                get("/search/" + uri(dumps(any_text(beaches[2]))))])]),
        entry("delete", "albums delete second saved search", albums(6), [
            (t("Delete"), True, delete_album(6)), (t("Add saved search"), False, [])]),
        entry("reversible", "add saved search dialog", saved_search, [
            (t("Save"), False, [put("/albums/saved-searches", new_album), get("/albums")]),
            (t("To .pg2conf"), False, []), (CLOSE, False, [])]),
    ]  # fmt: skip
