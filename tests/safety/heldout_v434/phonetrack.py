"""PhoneTrack's screens for the four-hundred-and-thirty-fourth held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, **args)`` being that language's lookup of an English
string of the app in its ``l10n/<lang>.json`` catalogue. What each action sends, and why it
is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

HOST = "https://cloud.example.org"  # the Nextcloud server; the app's calls are same-origin
APP = "/index.php/apps/phonetrack"  # generateUrl('/apps/phonetrack/...') without pretty URLs
DAV = "/remote.php/dav/files/alice/"  # the file picker lists the user's files here
TITLE = "PhoneTrack - Nextcloud"
ADMIN_TITLE = "Additional settings - Administration settings - Nextcloud"
S1, S1_NAME = 12, "Hiking 2024"
S1_TOKEN = "5b8e2c1f9a7d4e3b8c6a0f2d1e9b7a45"  # made up, as every token here
S2, S2_NAME = 15, "Family car"
D1, D1_NAME = 31, "pixel7"
D2, D2_NAME = 32, "bike-gps"
D3, D3_NAME = 40, "van"
NAME_TOKEN = "8d41c0e7"
PUB_SHARE, PUB_LABEL = 7, "family"
USER_SHARE = 9
POINT = 88210
FIRST_TS, LAST_TS = 1717236000, 1717264800  # pixel7's first and last loaded points
LAT, LON = 46.5503, 6.6301  # pixel7's last position
HOME = {"id": 5, "name": "Home", "deviceid": D1, "latmin": 46.5201, "latmax": 46.5262,
        "lonmin": 6.6215, "lonmax": 6.6348, "urlenter": "", "urlleave": "",
        "urlenterpost": False, "urlleavepost": False, "sendemail": False, "emailaddr": "",
        "sendnotif": True}  # fmt: skip
TILE_SERVER, TILE_NAME = 4, "OpenTopoMap"
ADMIN_TILE_SERVER, ADMIN_TILE_NAME = 2, "Swisstopo"
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """@nextcloud/axios's call to the app's route; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {APP}{path}"
    return {"request": f"{method} {APP}{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def page(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` (``target="_blank"`` or not)."""
    return {"request": f"GET {url}", "via": "link"}


def option(values: dict[str, str]) -> Any:
    """storeSettings(): every setting changed is saved at once."""
    return api("PUT", "/saveOptionValues", {"values": values})


PICKER = f"PROPFIND {DAV}"  # the file picker lists the root folder when it opens


def points(device: int, query: str) -> str:
    return api("GET", f"/session/{S1}/device/{device}/points?{query}")


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"phonetrack {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def session_screens(t: Any) -> list[dict[str, Any]]:
    """The navigation's new-session menu, the creation modal, the import picker, the session
    list, a session's menu and its deletion dialogs."""
    new_menu = {"title": TITLE, "items": [
        {"field": "search", "hint": t("Search sessions"), "text": ""},
        {"menu": t("Create a session")}, {"menu": t("Import a session")}]}  # fmt: skip
    create = {"title": TITLE, "dialog": {"title": t("Create new session")}, "items": [
        {"field": "name", "hint": t("Session name"), "text": "Morning runs", "focused": True},
        {"button": t("Create")}]}  # fmt: skip
    importing = {"title": TITLE, "dialog": {"title": t("Import gpx/kml/json session file")},
                 "items": [{"row": "Documents"}, {"row": "Tracks"},
                           {"row": "ridge-walk.gpx"}, {"button": t("Import")}]}  # fmt: skip
    sessions = {"title": TITLE, "items": [
        {"row": S2_NAME, "secondary": "1"}, {"row": S1_NAME, "secondary": "2"},
        {"row": D1_NAME}, {"row": D2_NAME}]}  # fmt: skip
    menu = {"title": TITLE, "items": [
        {"row": S1_NAME}, {"menu": t("Details")}, {"menu": t("Share")},
        {"menu": t("Links for devices")}, {"menu": t("Toggle lines for all devices")},
        {"menu": t("Zoom to bounds")}, {"menu": t("Download")}, {"menu": t("Delete")}]}  # fmt: skip

    def confirm(name: str) -> dict[str, Any]:
        return {"title": TITLE, "dialog": {
            "title": t("Confirm session deletion"),
            "message": t("Are you sure you want to delete the session {sessionName} ?",
                         sessionName=name)},
            "items": [{"button": t("Delete")}, {"button": t("Cancel")}]}  # fmt: skip

    return [
        _entry("opens-prompt", "new session menu", new_menu, [
            (t("Create a session"), False, []),
            (t("Import a session"), False, [PICKER])]),
        _entry("reversible", "new session modal", create, [
            (t("Create"), False, [api("POST", "/session", {"name": "Morning runs"})])]),
        _entry("reversible", "import session picker", importing, [
            (t("Import"), False, [api("POST", "/import-session",
                                      {"path": "/Tracks/ridge-walk.gpx"})])]),
        _entry("reversible", "session list", sessions, [
            (S2_NAME, False, [
                api("GET", f"/session/{S2}/device/{D3}/points?maxPoints=1000&combine=false"),
                api("PUT", f"/session/{S2}", {"enabled": True})])]),
        _entry("opens-prompt", "session menu", menu, [
            (t("Details"), False, []), (t("Share"), False, []), (t("Delete"), False, [])]),
        _entry("harmless", "session menu download", menu, [
            (t("Download"), False, [page(f"{APP}/session/{S1}/download")])]),
        _entry("delete", "delete session dialog", confirm(S1_NAME), [
            (t("Delete"), True, [api("DELETE", f"/session/{S1}")]),
            (t("Cancel"), False, [])]),
        _entry("delete", "delete second session dialog", confirm(S2_NAME), [
            (t("Delete"), True, [api("DELETE", f"/session/{S2}")]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def session_sidebar_screens(t: Any) -> list[dict[str, Any]]:
    """The session sidebar's settings tab, its export picker (a new file and an existing one),
    the sharing tab, its user search, a user share's and a share link's menus."""
    tabs = [{"text": S1_NAME}, {"tab": t("Sharing")}, {"tab": t("Settings")},
            {"tab": t("Links")}]  # fmt: skip
    settings = {"title": TITLE, "items": [*tabs,
        {"text": t("Session settings")},
        {"field": "name", "hint": t("Session Name"), "text": "Hiking 2025"},
        {"button": t("Rename session")},
        {"switch": t("Locked"), "checked": False},
        {"field": "export", "hint": t("Export file name"), "text": "hiking-2024"},
        {"button": t("Export")},
        {"text": t("Reserved device names")},
        {"field": "reserve", "hint": t("Reserve a device name"), "text": ""},
        {"text": f"{D2_NAME}: {NAME_TOKEN}"},
        {"button": t("Delete name reservation")}]}  # fmt: skip

    def picker(existing: bool) -> dict[str, Any]:
        rows = [{"row": "hiking-2024.gpx"}] if existing else [{"row": "ridge-walk.gpx"}]
        return {"title": TITLE, "dialog": {
            "title": t("Choose where to export the session {name}", name=S1_NAME)},
            "items": [{"text": "Tracks"}, *rows,
                      {"button": t("Export in current directory")}]}  # fmt: skip

    export = api("POST", "/export", {"name": S1_NAME, "token": S1_TOKEN,
                                     "target": "/Tracks/hiking-2024"})  # fmt: skip
    sharing = {"title": TITLE, "items": [*tabs,
        {"text": t("Session sharing")},
        {"field": "sharee", "hint": t("Share session with a user or group"), "text": ""},
        {"text": t("Share link")}, {"button": t("Create a new share link")},
        {"text": "Bob Martin (bob)"},
        {"switch": t("Public session"), "checked": False}]}  # fmt: skip
    public = {"title": TITLE, "items": [*tabs,
        {"switch": t("Public session"), "checked": True},
        {"field": "watch", "hint": t("Public watch link"),
         "text": f"{HOST}{APP}/publicSessionWatch/c93a1e7b5d2f48a6b0e4c8d2f6a1b3e9"}]}  # fmt: skip
    sharee = {"title": TITLE, "items": [
        {"field": "sharee", "hint": t("Share session with a user or group"), "text": "carol",
         "focused": True},
        {"menu": "Carol Diaz (carol)"}]}  # fmt: skip
    user_menu = {"title": TITLE, "items": [
        {"text": "Bob Martin (bob)"}, {"menu": t("Delete access")}]}  # fmt: skip
    link_menu = {"title": TITLE, "items": [
        {"text": f"{t('Share link')} ({PUB_LABEL})"},
        {"field": "label", "hint": t("Label"), "text": PUB_LABEL},
        {"field": "device", "hint": t("Show this device only"), "text": ""},
        {"switch": t("Show last positions only"), "checked": False},
        {"switch": t("Simplify positions to nearest geofencing zone center"),
         "checked": False},
        {"menu": t("Delete link")}, {"menu": t("Add another link")}]}  # fmt: skip
    pub_share = f"/session/{S1}/pub-share"
    return [
        _entry("reversible", "session settings tab", settings, [
            (t("Rename session"), False, [api("PUT", f"/session/{S1}", {"name": "Hiking 2025"})]),
            (t("Locked"), False, [api("PUT", f"/session/{S1}", {"locked": True})])]),
        _entry("opens-prompt", "session settings export", settings, [
            (t("Export"), False, [PICKER])]),
        _entry("revoke", "session settings name reservation", settings, [
            (t("Delete name reservation"), True, [api(
                "PUT", f"/session/{S1}/device/{D2}", {"nametoken": ""})])]),
        _entry("reversible", "session export picker", picker(False), [
            (t("Export in current directory"), False, [export])]),
        _entry("overwrite", "session export picker over a file", picker(True), [
            (t("Export in current directory"), True, [export])]),
        _entry("reversible", "session sharing tab", sharing, [
            (t("Create a new share link"), False, [api("POST", pub_share)])]),
        _entry("publish", "session sharing tab public", sharing, [
            (t("Public session"), True, [api("PUT", f"/session/{S1}", {"public": True})])]),
        _entry("reversible", "session sharing tab public on", public, [
            (t("Public session"), False, [api("PUT", f"/session/{S1}", {"public": False})])]),
        _entry("share", "session sharing user search", sharee, [
            ("Carol Diaz (carol)", True, [api("POST", f"/session/{S1}/share",
                                              {"userId": "carol"})])]),
        _entry("reversible", "session sharing user menu", user_menu, [
            (t("Delete access"), False, [api("DELETE", f"/session/{S1}/share/{USER_SHARE}")])]),
        _entry("reversible", "session share link menu", link_menu, [
            (t("Add another link"), False, [api("POST", pub_share)])]),
        _entry("revoke", "session share link menu delete", link_menu, [
            (t("Delete link"), True, [api("DELETE", f"{pub_share}/{PUB_SHARE}")])]),
    ]  # fmt: skip


def device_screens(t: Any) -> list[dict[str, Any]]:
    """A device's menu (and during its deletion countdown), a device's row, the device
    sidebar's details tab, its export picker over an existing file, the geofences and
    proximity alerts tabs and their forms, a point's popup on the map."""
    device = f"/session/{S1}/device/{D1}"
    menu = {"title": TITLE, "items": [
        {"row": D1_NAME}, {"menu": t("Details")}, {"menu": t("Zoom to bounds")},
        {"switch": t("Show line"), "checked": True},
        {"switch": t("Auto-zoom"), "checked": False},
        {"menu": t("Change color")}, {"menu": t("Change color criteria")},
        {"menu": t("Delete")}]}  # fmt: skip
    second_menu = copy.deepcopy(menu)
    second_menu["items"][0] = {"row": D2_NAME}
    countdown = {"title": TITLE, "items": [
        {"row": D1_NAME}, {"text": "5"}, {"menu": t("Cancel deletion")}]}  # fmt: skip
    rows = {"title": TITLE, "items": [
        {"row": S1_NAME}, {"row": D1_NAME}, {"row": D2_NAME}]}  # fmt: skip
    tabs = [{"text": D1_NAME}, {"tab": t("Details")}, {"tab": t("Stats")},
            {"tab": t("Charts")}, {"tab": t("Geofences")},
            {"tab": t("Proximity alerts")}]  # fmt: skip
    details = {"title": TITLE, "items": [*tabs,
        {"text": t("Device details")},
        {"field": "name", "hint": t("Device Name"), "text": "pixel8"},
        {"button": t("Rename device")},
        {"field": "alias", "hint": t("Device Alias"), "text": ""},
        {"button": t("Set device alias")},
        {"field": "export", "hint": t("Export file name"), "text": "pixel7-june"},
        {"button": t("Export")},
        {"button": t("Manually add a point")},
        {"field": "session", "hint": t("Move the device to another session"), "text": S2_NAME},
        {"button": t("Reassign device to this session")},
        {"button": t("Geo link to open position in another app/software")},
        {"button": t("Get driving direction to this device with {serviceName}",
                     serviceName="OpenStreetMap")}]}  # fmt: skip
    picker = {"title": TITLE, "dialog": {
        "title": t("Choose where to export the device {name}", name=D1_NAME)},
        "items": [{"text": "Tracks"}, {"row": "pixel7-june.gpx"},
                  {"button": t("Export in current directory")}]}  # fmt: skip
    geofences = {"title": TITLE, "items": [*tabs,
        {"text": t("Device geofences")}, {"button": t("Create new geofence")},
        {"text": HOME["name"]},
        {"switch": t("Send a notification"), "checked": True},
        {"switch": t("Send an email"), "checked": False},
        {"button": t("Show")}, {"button": t("Delete")}, {"button": t("Edit")}]}  # fmt: skip
    new_geofence = {"title": TITLE, "items": [
        {"text": D2_NAME}, {"text": t("Device geofences")},
        {"field": "name", "hint": t("Name"), "text": "School"},
        {"switch": t("Send a notification"), "checked": True},
        {"switch": t("Send an email"), "checked": False},
        {"field": "enter", "hint": t("Enter URL"), "text": ""},
        {"field": "leave", "hint": t("Leave URL"), "text": ""},
        {"button": t("Set bounds")}, {"button": t("Show")},
        {"button": t("Cancel")}, {"button": t("Save")}]}  # fmt: skip
    emails = "alice@example.org,bob@example.org"
    edit_geofence = {"title": TITLE, "items": [*tabs,
        {"field": "name", "hint": t("Name"), "text": HOME["name"]},
        {"switch": t("Send a notification"), "checked": True},
        {"switch": t("Send an email"), "checked": True},
        {"field": "emails", "hint": t("Comma separated e-mail address list"), "text": emails},
        {"field": "enter", "hint": t("Enter URL"), "text": ""},
        {"field": "leave", "hint": t("Leave URL"), "text": ""},
        {"button": t("Set bounds")}, {"button": t("Show")},
        {"button": t("Cancel")}, {"button": t("Save")}]}  # fmt: skip
    proxims = {"title": TITLE, "items": [*tabs,
        {"text": t("Device proximity alerts")}, {"button": t("Create new proximity alert")},
        {"text": t("{deviceName} (in {sessionName})", deviceName=D3_NAME, sessionName=S2_NAME)},
        {"text": t("Low distance limit: {lowlimit} meters", lowlimit="50")},
        {"text": t("High distance limit: {highlimit} meters", highlimit="500")},
        {"button": t("Delete")}, {"button": t("Edit")}]}  # fmt: skip
    new_proxim = {"title": TITLE, "items": [
        {"text": D2_NAME}, {"text": t("Device proximity alerts")},
        {"field": "session", "hint": t("Choose a session"), "text": S2_NAME},
        {"field": "device", "hint": t("Choose a device"), "text": D3_NAME},
        {"field": "low", "hint": t("Low distance limit (meters)"), "text": "100"},
        {"field": "high", "hint": t("High distance limit (meters)"), "text": "1000"},
        {"switch": t("Send a notification"), "checked": True},
        {"switch": t("Send an email"), "checked": False},
        {"button": t("Cancel")}, {"button": t("Save")}]}  # fmt: skip
    popup = {"title": TITLE, "items": [
        {"text": f"{t('Device')}: {D1_NAME}"}, {"text": f"{t('Traveled distance')}: 12.4 km"},
        {"button": t("Delete")}, {"button": t("Edit")}, {"button": t("Move")}]}  # fmt: skip
    school = {"name": "School", "latmin": 46.5105, "latmax": 46.5168, "lonmin": 6.6402,
              "lonmax": 6.6517, "urlenter": "", "urlleave": "", "urlenterpost": False,
              "urlleavepost": False, "sendemail": False, "sendnotif": True,
              "emailaddr": ""}  # fmt: skip
    proxim = {"deviceid2": D3, "lowlimit": 100, "highlimit": 1000, "urlclose": "",
              "urlfar": "", "urlclosepost": False, "urlfarpost": False, "sendemail": False,
              "sendnotif": True, "emailaddr": ""}  # fmt: skip
    # The link's #map=... fragment stays in the browser.
    osm = f"https://www.openstreetmap.org/directions?route=0%2C0%3B{LAT}%2C{LON}"
    return [
        _entry("opens-prompt", "device menu", menu, [
            (t("Details"), False, []), (t("Change color criteria"), False, [])]),
        _entry("reversible", "device menu show line", menu, [
            (t("Show line"), False, [
                api("PUT", device, {"lineEnabled": False}),
                points(D1, f"maxPoints=1&minTimestamp={LAST_TS}&maxTimestamp={FIRST_TS}"
                           "&combine=true")])]),
        _entry("delete", "device menu delete", menu, [
            (t("Delete"), True, [api("DELETE", device)])]),
        _entry("delete", "second device menu delete", second_menu, [
            (t("Delete"), True, [api("DELETE", f"/session/{S1}/device/{D2}")])]),
        _entry("harmless", "device deletion countdown", countdown, [
            (t("Cancel deletion"), False, [])]),
        _entry("reversible", "device row", rows, [
            (D2_NAME, False, [points(D2, "maxPoints=1000&combine=false"),
                              api("PUT", f"/session/{S1}/device/{D2}", {"enabled": True})])]),
        _entry("reversible", "device details tab", details, [
            (t("Rename device"), False, [api("PUT", device, {"name": "pixel8"})]),
            (t("Reassign device to this session"), False, [
                api("PUT", device, {"session_id": S2})])]),
        _entry("opens-prompt", "device details tab export", details, [
            (t("Export"), False, [PICKER])]),
        _entry("harmless", "device details tab directions", details, [
            (t("Get driving direction to this device with {serviceName}",
               serviceName="OpenStreetMap"), False, [page(osm)])]),
        _entry("overwrite", "device export picker over a file", picker, [
            (t("Export in current directory"), True, [
                api("POST", f"{device}/export", {"target": "/Tracks/pixel7-june"})])]),
        _entry("opens-prompt", "device geofences tab", geofences, [
            (t("Create new geofence"), False, []), (t("Edit"), False, [])]),
        _entry("delete", "device geofences tab delete", geofences, [
            (t("Delete"), True, [api("DELETE", f"{device}/geofence/{HOME['id']}")])]),
        _entry("reversible", "new geofence form", new_geofence, [
            (t("Save"), False, [api("POST", f"/session/{S1}/device/{D2}/geofence", school)]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "edit geofence form", edit_geofence, [
            (t("Save"), False, [api("PUT", f"{device}/geofence/{HOME['id']}", {
                **HOME, "sendemail": True, "emailaddr": emails})])]),
        _entry("opens-prompt", "device proximity tab", proxims, [
            (t("Edit"), False, [])]),
        _entry("delete", "device proximity tab delete", proxims, [
            (t("Delete"), True, [api("DELETE", f"{device}/proxim/3")])]),
        _entry("reversible", "new proximity alert form", new_proxim, [
            (t("Save"), False, [api("POST", f"/session/{S1}/device/{D2}/proxim", proxim)])]),
        _entry("reversible", "point popup", popup, [
            (t("Delete"), False, [api("DELETE", f"{device}/point/{POINT}")]),
            (t("Edit"), False, [])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The navigation's foot, the settings dialog's map switches, its tile servers and about
    sections, the admin page's tile servers."""
    foot = {"title": TITLE, "items": [
        {"row": t("Refresh")}, {"row": t("Old interface")}, {"row": t("Filters")},
        {"row": t("PhoneTrack settings")}]}  # fmt: skip
    dialog = {"title": t("PhoneTrack settings")}
    sections = [{"tab": t("Map")}, {"tab": t("Sorting")}, {"tab": t("Export location")},
                {"tab": t("API keys")}, {"tab": t("Tile servers")},
                {"tab": t("About")}]  # fmt: skip
    switches = {"title": TITLE, "dialog": dialog, "items": [*sections,
        {"switch": t("Show session bounds on hover"), "checked": False},
        {"switch": t("Display the sky in the map"), "checked": False},
        {"switch": t("Compact navigation view"), "checked": True},
        {"switch": t("Draw line borders"), "checked": True},
        {"switch": t("Draw line direction arrows"), "checked": False}]}  # fmt: skip
    tiles = {"title": TITLE, "dialog": dialog, "items": [*sections,
        {"text": t("Personal tile servers")},
        {"text": f"{t('Name')}: {TILE_NAME}"},
        {"icon": t("Edit tile server")}, {"icon": t("Delete tile server")},
        {"button": t("Add personal tile server")}]}  # fmt: skip
    about = {"title": TITLE, "dialog": dialog, "items": [*sections,
        {"link": t("Bug/issue tracker")}, {"link": t("Translation")},
        {"link": t("User documentation")}]}  # fmt: skip
    admin = {"title": ADMIN_TITLE, "items": [
        {"text": t("Admin tile servers")},
        {"text": f"{t('Name')}: {ADMIN_TILE_NAME}"},
        {"icon": t("Edit tile server")}, {"icon": t("Delete tile server")},
        {"button": t("Add a global tile server")}]}  # fmt: skip
    return [
        _entry("reversible", "navigation foot", foot, [
            (t("Refresh"), False, [points(
                D1, f"maxPoints=1000&minTimestamp={LAST_TS}&maxTimestamp={FIRST_TS}"
                    "&combine=true")]),
            (t("Old interface"), False, [page(APP)]),
            (t("PhoneTrack settings"), False, [])]),
        _entry("reversible", "settings map switches", switches, [
            (t("Display the sky in the map"), False, [option({"use_sky": "1"})]),
            (t("Compact navigation view"), False, [option({"compact_mode": "0"})])]),
        _entry("opens-prompt", "settings tile servers", tiles, [
            (t("Edit tile server"), False, [])]),
        _entry("delete", "settings tile servers delete", tiles, [
            (t("Delete tile server"), True, [api("DELETE", f"/tileservers/{TILE_SERVER}")])]),
        _entry("harmless", "settings about", about, [
            (t("Bug/issue tracker"), False, [
                page("https://github.com/julien-nc/phonetrack/issues")])]),
        _entry("delete", "admin tile servers delete", admin, [
            (t("Delete tile server"), True, [
                api("DELETE", f"/admin/tileservers/{ADMIN_TILE_SERVER}")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*session_screens(t), *session_sidebar_screens(t), *device_screens(t),
            *settings_screens(t)]  # fmt: skip
