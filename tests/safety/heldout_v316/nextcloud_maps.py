"""Nextcloud Maps' screens for the three-hundred-and-sixteenth held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, **args)`` being that language's lookup of a source
string of the app's ``l10n/<lang>.json`` catalogue. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote

BASE = "/index.php/apps/maps"  # generateUrl("/apps/maps/...") on a server without pretty URLs
FAV, FAV_NAME, FAV_COMMENT = 12, "Café Lumière", "Terrace in summer"
FAV_LAT, FAV_LNG = 48.8566, 2.3522
FAV2, FAV2_NAME = 21, "Col de la Croix"
RESTAURANTS, HIKING, BAKERIES = [12, 15, 17], [21, 22], [31, 33]
PHONE, PHONE_NAME = 3, "Phone (Firefox Mobile/Android)"
COMPUTER, COMPUTER_NAME = 5, "Computer (Firefox/Ubuntu)"
PRUNE = {PHONE: 1718901234, COMPUTER: 1718899012}  # the last point's timestamp of each device
MAP_ID, MAP_NAME = 2841, "Trip to Lisbon"
PHOTO = "/Photos/Lisbon/IMG_2031.jpg"
CLUSTER = ["/Photos/Lisbon/IMG_2040.jpg", "/Photos/Lisbon/IMG_2041.jpg",
           "/Photos/Lisbon/IMG_2043.jpg"]  # fmt: skip
BOOK = 1
# Contacts: uid, vCard file, ADR (or GEO) as the app reads it from the address book.
BOB, BOB_URI = "5e0d7a2c-91b4-4f3e-8c6a-2d7f1b9e4a03", "bob-martin.vcf"
BOB_ADR = ";;12 Rue de la Paix;Paris;;75002;France"
ANA, ANA_URI = "a81c3f5e-2b7d-4d90-b6e4-7f0c2a9d5e18", "ana-costa.vcf"
ANA_GEO = "geo:38.7223,-9.1393"
EVA, EVA_URI = "c4b9e2d1-6a3f-4e8b-9d07-1f5a8c3e2b6d", "eva-klein.vcf"
EVA_ADR = ";;Hauptstrasse 5;Berlin;;10115;Germany"
MAX_SAFE = 9007199254740991  # Number.MAX_SAFE_INTEGER
Act = tuple[str, bool, list[Any]]


def encode(value: Any) -> str:
    """axios's encoding of a query parameter: encodeURIComponent, then ``:$,[]`` kept and a
    space written ``+``."""
    text = quote(str(value), safe="-_.!~*'()")
    for code, char in (("%3A", ":"), ("%24", "$"), ("%2C", ","), ("%20", "+"), ("%5B", "["),
                       ("%5D", "]")):  # fmt: skip
        text = text.replace(code, char)
    return text


def query(params: dict[str, Any]) -> str:
    """axios's ``params``: null left out, an array as ``key[]=`` per value."""
    pairs = []
    for key, value in params.items():
        if value is None:
            continue
        for one in value if isinstance(value, list) else [value]:
            pairs.append(f"{encode(key + '[]' if isinstance(value, list) else key)}={encode(one)}")
    return "?" + "&".join(pairs) if pairs else ""


def api(method: str, path: str, data: Any = None, params: dict[str, Any] | None = None) -> Any:
    """@nextcloud/axios's request to the app; a body is JSON.stringify's."""
    request = f"{method} {BASE}{path}{query(params or {})}"
    if data is None:
        return request
    body = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    return {"request": request, "body": body}


def page(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` or an action link opened in a new tab."""
    return {"request": f"GET {url}", "via": "link"}


def option(name: str, value: str) -> Any:
    """optionsController.saveOptionValues: one option saved for the default map."""
    return api("POST", "/saveOptionValue", {"options": {name: value}, "myMapId": None})


def delete_favorites(ids: list[int]) -> list[Any]:
    return [api("DELETE", "/favorites", params={"ids": ids, "myMapId": None})]


def reset_photos(paths: list[str]) -> list[Any]:
    """resetPhotosCoords, then getPhotos (the background job's status, then the photos)."""
    return [api("DELETE", "/photos", params={"paths": paths, "myMapId": None}),
            api("GET", "/photos/backgroundJobStatus"), api("GET", "/photos")]  # fmt: skip


def delete_address(uid: str, uri: str, adr: str, geo: str) -> list[Any]:
    """deleteContactAddress, then getContacts."""
    return [api("DELETE", f"/contacts/{BOOK}/{uri}", params={"uid": uid, "adr": adr, "geo": geo}),
            api("GET", "/contacts")]  # fmt: skip


def export_devices(ids: list[int], every: bool) -> Any:
    return api("POST", "/export/devices",
               {"deviceIdList": ids, "all": every, "begin": None, "end": None})  # fmt: skip


def export_favorites(categories: list[str]) -> Any:
    data = {"categoryList": categories, "begin": None, "end": None, "myMapId": None}
    return api("POST", "/export/favorites", data)


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"nextcloud maps {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def navigation_screens(t: Any) -> list[dict[str, Any]]:
    """The navigation's layer entries and its settings, the favorites' menu, the menus of a
    shared and an unshared category and of a second shared one."""
    title = f"{t('Maps')} - Nextcloud"
    layers = {"title": title, "items": [
        {"row": t("My favorites")}, {"row": t("My contacts")}, {"row": t("My photos")},
        {"row": t("My tracks")}, {"row": t("My devices")}, {"row": t("My maps")}]}  # fmt: skip
    settings = {"title": title, "items": [
        {"switch": t("Track my position"), "checked": False},
        {"button": t("Register Maps to open geo links")},
        {"switch": t("Display time filter slider"), "checked": False},
        {"text": t("Keep in mind that map projections always distort sizes of countries. The "
                   "standard Mercator projection is particularly biased. Read more at:")},
        {"link": t("The True Size of Africa")}]}  # fmt: skip
    favorites = {"title": title, "items": [
        {"row": t("My favorites")}, {"menu": t("Enable favorite drag")},
        {"menu": t("Toggle all")}, {"menu": t("Zoom")}, {"menu": t("Export")},
        {"menu": t("Import")}]}  # fmt: skip

    def category(name: str, shared: bool) -> dict[str, Any]:
        share = t("Delete share link") if shared else t("Create share link")
        items: list[dict[str, Any]] = [
            {"row": name}, {"menu": t("Add a favorite")}, {"menu": t("Zoom to bounds")},
            {"switch": share, "checked": shared}]  # fmt: skip
        if shared:
            items.append({"menu": t("Copy share link")})
        items += [{"menu": t("Export")},
                  {"menu": t("Link to map") if shared else t("Copy to map")},
                  {"menu": t("Delete")}]  # fmt: skip
        return {"title": title, "items": items}

    unshare = "/favorites-category/{}/un-share"
    return [
        _entry("reversible", "navigation layers", layers, [
            (t("My favorites"), False, [option("favoritesEnabled", "false")]),
            (t("My devices"), False, [option("devicesEnabled", "false")])]),
        _entry("reversible", "navigation settings", settings, [
            (t("Track my position"), False, [option("trackMe", "true")]),
            (t("Display time filter slider"), False, [option("displaySlider", "true")]),
            (t("The True Size of Africa"), False, [page("http://kai.sub.blue/en/africa.html")])]),
        _entry("reversible", "favorites menu", favorites, [
            (t("Enable favorite drag"), False, []),
            (t("Toggle all"), False, [option("jsonDisabledFavoriteCategories",
                                             '["Restaurants","Hiking","Bakeries"]')]),
            (t("Export"), False, [export_favorites(["Restaurants", "Hiking", "Bakeries"])])]),
        _entry("opens-prompt", "favorites menu import", favorites, [(t("Import"), False, [])]),
        _entry("reversible", "shared category menu", category("Restaurants", True), [
            (t("Copy share link"), False, []),
            (t("Export"), False, [export_favorites(["Restaurants"])]),
            (t("Link to map"), False, [])]),
        _entry("revoke", "shared category unshare", category("Restaurants", True), [
            (t("Delete share link"), True, [api("POST", unshare.format("Restaurants"))])]),
        _entry("delete", "shared category delete", category("Restaurants", True), [
            (t("Delete"), True, delete_favorites(RESTAURANTS))]),
        _entry("reversible", "category menu", category("Hiking", False), [
            (t("Create share link"), False, [api("POST", "/favorites-category/Hiking/share")]),
            (t("Copy to map"), False, [])]),
        _entry("delete", "category delete", category("Hiking", False), [
            (t("Delete"), True, delete_favorites(HIKING))]),
        _entry("revoke", "second shared category unshare", category("Bakeries", True), [
            (t("Delete share link"), True, [api("POST", unshare.format("Bakeries"))])]),
    ]  # fmt: skip


def favorite_screens(t: Any) -> list[dict[str, Any]]:
    """The favorite's sidebar form for two favorites, a favorite's and a cluster's menu on the
    map, the undo button after a deletion, the map's context menu."""
    title = f"{t('Maps')} - Nextcloud"

    def form(name: str, category: str, comment: str, location: str) -> dict[str, Any]:
        return {"title": title, "items": [
            {"text": name},
            {"field": "name", "hint": t("Favorite name"), "text": name},
            {"field": "category", "hint": t("Category"), "text": category},
            {"field": "comment", "hint": t("Comment"), "text": comment},
            {"field": "location", "hint": t("Location"), "text": location},
            {"button": t("Save")}, {"button": t("Delete")}]}  # fmt: skip

    cafe = form(FAV_NAME, "Restaurants", FAV_COMMENT, "48.8566, 2.3522")
    col = form(FAV2_NAME, "Hiking", "", "45.8326, 6.8652")
    marker = {"title": title, "items": [
        {"menu": t("Delete favorite")}, {"menu": t("Copy to map")}]}  # fmt: skip
    cluster = {"title": title, "items": [
        {"menu": t("Delete favorites")}, {"menu": t("Zoom on bounds")}]}  # fmt: skip
    undo_label = t("Undo {action} (Ctrl+Z)", action=t("Delete favorite"))
    undo = {"title": title, "items": [{"icon": undo_label}]}
    context = {"title": title, "items": [
        {"menu": t("Add a favorite")}, {"menu": t("Place photos")},
        {"menu": t("Place contact")}, {"menu": t("Share this location")}]}  # fmt: skip
    edited = {"name": FAV_NAME, "extensions": None, "myMapId": None, "comment": FAV_COMMENT,
              "category": "Restaurants", "lat": FAV_LAT, "lng": FAV_LNG}  # fmt: skip
    readd = {"name": FAV_NAME, "lat": FAV_LAT, "lng": FAV_LNG, "category": "Restaurants",
             "comment": FAV_COMMENT, "extensions": None, "myMapId": None}  # fmt: skip
    new = {"name": None, "lat": 38.7139, "lng": -9.1394, "category": None, "comment": None,
           "extensions": None, "myMapId": None}  # fmt: skip
    return [
        _entry("reversible", "favorite sidebar", cafe, [
            (t("Save"), False, [api("PUT", f"/favorites/{FAV}", edited)])]),
        _entry("delete", "favorite sidebar delete", cafe, [
            (t("Delete"), True, [api("DELETE", f"/favorites/{FAV}")])]),
        _entry("delete", "second favorite sidebar delete", col, [
            (t("Delete"), True, [api("DELETE", f"/favorites/{FAV2}")])]),
        _entry("delete", "favorite marker menu", marker, [
            (t("Delete favorite"), True, [api("DELETE", "/favorites/15")]),
            (t("Copy to map"), False, [])]),
        _entry("delete", "favorite cluster menu", cluster, [
            (t("Delete favorites"), True, delete_favorites([15, 17])),
            (t("Zoom on bounds"), False, [])]),
        _entry("reversible", "undo favorite deletion", undo, [
            (undo_label, False, [api("POST", "/favorite", readd)])]),
        _entry("reversible", "map context menu", context, [
            (t("Add a favorite"), False, [api("POST", "/favorite", new)]),
            (t("Place photos"), False, []), (t("Share this location"), False, [])]),
    ]  # fmt: skip


def contact_photo_screens(t: Any) -> list[dict[str, Any]]:
    """The contacts' menu, a contact's popup, the menus of a contact with only a location and
    of one with an address; the photos' menu, a photo's and a cluster's menu, the cluster's
    confirmation; the tracks' menu."""
    title = f"{t('Maps')} - Nextcloud"
    contacts = {"title": title, "items": [
        {"row": t("My contacts")}, {"menu": t("Toggle all")}, {"menu": t("Zoom")},
        {"menu": t("Copy to map")}]}  # fmt: skip
    direct = f"/index.php/apps/contacts/direct/contact/{encode(BOB + '~contacts')}"
    popup = {"title": title, "items": [
        {"icon": t("Delete this address")}, {"icon": t("Copy to map")}, {"text": "Bob Martin"},
        {"text": t("Home")}, {"text": "12 Rue de la Paix, 75002 Paris, France"},
        {"link": t("Open in Contacts")}]}  # fmt: skip
    location = {"title": title, "items": [
        {"menu": t("Delete this location")}, {"menu": t("Copy to map")}]}  # fmt: skip
    address = {"title": title, "items": [
        {"menu": t("Delete this address")}, {"menu": t("Copy to map")}]}  # fmt: skip
    photos = {"title": title, "items": [
        {"row": t("My photos")}, {"menu": t("Enable photo drag")},
        {"menu": t("Suggest photo locations")}, {"menu": t("Clear photo cache")}]}  # fmt: skip
    photo = {"title": title, "items": [
        {"menu": t("Open in Sidebar")}, {"menu": t("Display picture")},
        {"menu": t("Remove geo data")}, {"menu": t("Copy to map")}]}  # fmt: skip
    cluster = {"title": title, "items": [
        {"menu": t("Display pictures")}, {"menu": t("Spiderfy")}, {"menu": t("Zoom on bounds")},
        {"menu": t("Remove geo data")}]}  # fmt: skip
    message = t("Are you sure you want to remove geo data of {nb} photos?", nb=len(CLUSTER))
    confirm = {"title": title, "dialog": {"message": message}, "items": [
        {"button": t("Cancel")}, {"button": t("Yes")}]}  # fmt: skip
    tracks = {"title": title, "items": [
        {"row": t("My tracks")}, {"menu": t("Add track")}, {"menu": t("Sort by name")},
        {"menu": t("Sort by date")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "contacts menu", contacts, [(t("Copy to map"), False, [])]),
        _entry("delete", "contact popup", popup, [
            (t("Delete this address"), True, delete_address(BOB, BOB_URI, BOB_ADR, "")),
            (t("Open in Contacts"), False, [page(direct)])]),
        _entry("delete", "contact location menu", location, [
            (t("Delete this location"), True, delete_address(ANA, ANA_URI, "", ANA_GEO)),
            (t("Copy to map"), False, [])]),
        _entry("delete", "contact address menu", address, [
            (t("Delete this address"), True, delete_address(EVA, EVA_URI, EVA_ADR, ""))]),
        _entry("reversible", "photos menu", photos, [
            (t("Clear photo cache"), False, [api("GET", "/photos/clearCache")])]),
        _entry("overwrite", "photo menu", photo, [
            (t("Remove geo data"), True, reset_photos([PHOTO])),
            (t("Display picture"), False, [])]),
        _entry("opens-prompt", "photo cluster menu", cluster, [
            (t("Remove geo data"), False, []), (t("Spiderfy"), False, [])]),
        _entry("overwrite", "photo cluster confirm", confirm, [
            (t("Yes"), True, reset_photos(CLUSTER)), (t("Cancel"), False, [])]),
        _entry("reversible", "tracks menu", tracks, [
            (t("Add track"), False, []),
            (t("Sort by name"), False, [option("tracksSortOrder", "nameAsc")])]),
    ]  # fmt: skip


def device_map_screens(t: Any) -> list[dict[str, Any]]:
    """The devices' menu, two devices' menus, the maps' menu, a map's menu, the routing
    part of the administration settings."""
    title = f"{t('Maps')} - Nextcloud"
    devices = {"title": title, "items": [
        {"row": t("My devices")}, {"menu": t("Refresh positions")}, {"menu": t("Toggle all")},
        {"menu": t("Export all")}, {"menu": t("Import devices")},
        {"menu": t("Delete all")}]}  # fmt: skip

    def device(name: str, history: str) -> dict[str, Any]:
        return {"title": title, "items": [
            {"row": name}, {"menu": t(history)}, {"menu": t("Change color")},
            {"menu": t("Zoom on area")}, {"menu": t("Export")}, {"menu": t("Link to map")},
            {"menu": t("Delete")}]}  # fmt: skip

    maps = {"title": title, "items": [
        {"row": t("My maps")}, {"menu": t("Add Map")}, {"row": t("Default")},
        {"row": MAP_NAME}]}  # fmt: skip
    one_map = {"title": title, "items": [
        {"row": MAP_NAME}, {"menu": t("Rename")}, {"menu": t("Open folder")},
        {"menu": t("Share")}, {"menu": t("Delete")}]}  # fmt: skip
    admin = {"title": "Nextcloud", "items": [
        {"text": t("Maps routing settings")}, {"text": t("OSRM settings")},
        {"switch": t("Show OSRM demo server"), "checked": True},
        {"text": t("Mapbox settings")},
        {"field": "mapboxAPIKEY", "hint": t("Mapbox API key"), "text": ""}]}  # fmt: skip
    refresh = [api("GET", f"/devices/{d}", params={"pruneBefore": PRUNE[d]})
               for d in (PHONE, COMPUTER)]  # fmt: skip
    share = {"timestampFrom": -MAX_SAFE, "timestampTo": MAX_SAFE}
    return [
        _entry("reversible", "devices menu", devices, [
            (t("Refresh positions"), False, refresh),
            (t("Export all"), False, [export_devices([PHONE, COMPUTER], True)]),
            (t("Import devices"), False, [])]),
        _entry("harmless", "devices menu delete all", devices, [(t("Delete all"), False, [])]),
        _entry("reversible", "device menu", device(PHONE_NAME, "Hide history"), [
            (t("Hide history"), False, [option("enabledDeviceLines", "")]),
            (t("Export"), False, [export_devices([PHONE], False)]),
            (t("Link to map"), False, [api("POST", f"/devices/{PHONE}/share", share)])]),
        _entry("delete", "device delete", device(PHONE_NAME, "Hide history"), [
            (t("Delete"), True, [api("DELETE", f"/devices/{PHONE}")])]),
        _entry("delete", "second device delete", device(COMPUTER_NAME, "Show history"), [
            (t("Delete"), True, [api("DELETE", f"/devices/{COMPUTER}")])]),
        _entry("reversible", "maps menu", maps, [
            (t("Add Map"), False, [api("POST", "/maps",
                                       {"id": None, "values": {"newName": t("New map")}})])]),
        _entry("reversible", "map menu", one_map, [
            (t("Open folder"), False, [page(f"/index.php/apps/files?fileid={MAP_ID}")]),
            (t("Share"), False, []),
            (t("Delete"), False, [api("DELETE", f"/maps/{MAP_ID}")])]),
        _entry("reversible", "administration routing settings", admin, [
            (t("Show OSRM demo server"), False, [
                api("POST", "/setRoutingSettings", {"values": {"osrmDEMO": "0"}})])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*navigation_screens(t), *favorite_screens(t), *contact_photo_screens(t),
            *device_map_screens(t)]  # fmt: skip
