"""GpxPod's screens for the four-hundred-and-sixty-eighth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(msgid)`` being that language's lookup in the app's Nextcloud
catalogue (``l10n/<lang>.json``). What each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

APP = "/index.php/apps/gpxpod"  # generateUrl('/apps/gpxpod/...') without URL rewriting
SHARES = "/ocs/v2.php/apps/files_sharing/api/v1/shares"  # generateOcsUrl(...)
USER = "dana"
DIR, DIR_PATH, DIR_NAME = 4, "/Hiking/2026", "2026"
DIR2, DIR2_PATH, DIR2_NAME = 7, "/Cycling", "Cycling"
RIDGE, LAKE, ALPINE = (31, "ridge-loop.gpx"), (32, "lake-trail.gpx"), (33, "alpine-pass.gpx")
CYCLING_TRACKS = (40, 41, 42)
SHARE, DIR_SHARE, TOKEN = 58, 61, "Kx7pQm2rT9bWz4Ls"
SHARE_LABEL, LINK_PASSWORD = "Club ride", "trail-club-26"
TS, TS_NAME, TS_URL = 12, "Topo Europe", "https://tiles.example.org/topo/{z}/{x}/{y}.png"
TS_ATTRIBUTION = "Map data © Example Topo"
ADMIN_TS, ADMIN_TS_NAME = 3, "Company streets"
ADMIN_TS_URL = "https://maps.example.com/styles/streets/style.json"
POINT_TIME = 1767345000  # the unix time of the clicked track point
TITLE = "GpxPod"
Act = tuple[str, bool, list[Any]]


def xhr(method: str, path: str, data: Any = None) -> Any:
    """An ``@nextcloud/axios`` request to the cloud's own origin; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def link(url: str) -> dict[str, str]:
    """A page load: an ``<a href target=_blank>`` or ``window.open``."""
    return {"request": f"GET {url}", "via": "link"}


def options(values: dict[str, Any]) -> Any:
    """App.vue's storeOptions: the user's settings saved at once."""
    return xhr("PUT", f"{APP}/saveOptionValues", {"values": values})


def track_path(name: str, folder: str = DIR_PATH) -> str:
    return f"{folder}/{name}"


def load_directory(
    dir_id: int, path: str, process_all: bool, enabled: tuple[int, ...]
) -> list[Any]:
    """loadDirectory(dirId, open=true): the tracks' markers, the directory saved as open, then
    the geojson of every track that was drawn."""
    quoted = path.replace("/", "%2F")
    return [
        xhr("GET", f"{APP}/directories/{dir_id}/tracks?directoryPath={quoted}"
                     f"&processAll={'true' if process_all else 'false'}"),
        xhr("PUT", f"{APP}/directories/{dir_id}", {"isOpen": True}),
        *(xhr("GET", f"{APP}/tracks/{track}/geojson") for track in enabled),
    ]  # fmt: skip


def list_shares(path: str) -> Any:
    """SharingSidebarTab's read of the link shares when a sidebar opens on ``path``."""
    quoted = path.replace("/", "%2F")
    return xhr("GET", f"{SHARES}?format=json&reshares=true&path={quoted}")


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"gpxpod {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def popup(title: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open action menu, picker or modal over its page (the page's texts above)."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def navigation_screens(t: Any) -> list[dict[str, Any]]:
    """The navigation: the add menu and its two folder pickers, the directory list, a
    directory's menu and its sort and More actions submenus."""
    enabled = (RIDGE[0], LAKE[0])
    nav = {"title": TITLE, "items": [
        {"field": "search", "hint": t("Search directories"), "text": ""},
        {"row": DIR_NAME}, {"row": DIR2_NAME}, {"row": t("GpxPod settings")}]}  # fmt: skip
    add_menu = popup(
        TITLE, [], [{"menu": t("Add one directory")}, {"menu": t("Recursively add a directory")}]
    )
    picker = {"title": TITLE, "dialog": {"title": t("Add directory")}, "items": [
        {"text": DIR_PATH}, {"button": t("Pick current directory")}]}  # fmt: skip
    recursive = {"title": TITLE, "dialog": {"title": t("Recursively add a directory")},
                 "items": [{"text": "/Hiking"}, {"row": DIR_NAME},
                           {"button": t("Pick current directory")}]}  # fmt: skip
    menu = popup(TITLE, [DIR_NAME], [
        {"menu": t("Details")}, {"menu": t("Share")}, {"menu": t("Toggle all")},
        {"menu": t("Zoom to bounds")}, {"menu": t("Change track sort order")},
        {"menu": t("Remove from list")}, {"menu": t("More actions")}])  # fmt: skip
    sort = popup(TITLE, [DIR_NAME], [
        {"menu": t("Back")}, {"radio": t("Name"), "checked": True},
        {"radio": t("Date"), "checked": False}, {"radio": t("Total distance"), "checked": False},
        {"radio": t("Total duration"), "checked": False},
        {"radio": t("Cumulative elevation gain"), "checked": False},
        {"radio": "⬇ " + t("Sort ascending"), "checked": True},
        {"radio": "⬆ " + t("Sort descending"), "checked": False}])  # fmt: skip

    def more(name: str) -> dict[str, Any]:
        return popup(TITLE, [name], [
            {"menu": t("Back")}, {"menu": t("Download")}, {"menu": t("Download as KML")},
            {"menu": t("Download as KMZ (with photos)")},
            {"switch": t("Display recursively"), "checked": False},
            {"menu": t("Compare selected tracks")}, {"menu": t("Reload")},
            {"menu": t("Reload and reprocess")},
            {"menu": t("Delete selected tracks")}])  # fmt: skip

    compare = f"{APP}/compare?path1={track_path(RIDGE[1])}&path2={track_path(LAKE[1])}"
    cycling_ids = "&".join(f"ids[]={i}" for i in CYCLING_TRACKS)
    return [
        _entry("opens-prompt", "add directory menu", add_menu, [
            (t("Add one directory"), False, [])]),
        _entry("reversible", "add directory picker", picker, [
            (t("Pick current directory"), False, [
                xhr("POST", f"{APP}/directories", {"path": DIR_PATH})])]),
        _entry("reversible", "recursive add picker", recursive, [
            (t("Pick current directory"), False, [
                xhr("POST", f"{APP}/directories", {"path": "/Hiking",
                                                     "displayRecursive": True})])]),
        _entry("harmless", "directory list", nav, [
            (DIR_NAME, False, [
                xhr("GET", f"{APP}/directories/{DIR}/tracks?directoryPath=%2FHiking%2F2026"
                             "&processAll=false"),
                options({"selected_directory_id": DIR}),
                xhr("PUT", f"{APP}/directories/{DIR}", {"isOpen": True})]),
            (t("GpxPod settings"), False, [])]),
        _entry("reversible", "directory menu", menu, [
            (t("Details"), False, [list_shares(DIR_PATH)]),
            (t("Toggle all"), False, [
                xhr("GET", f"{APP}/tracks/{ALPINE[0]}/geojson"),
                xhr("PUT", f"{APP}/directories/{DIR}/tracks", {"isEnabled": True})]),
            (t("Remove from list"), False, [xhr("DELETE", f"{APP}/directories/{DIR}")]),
            (t("More actions"), False, [])]),
        _entry("reversible", "directory sort submenu", sort, [
            (t("Date"), False, [xhr("PUT", f"{APP}/directories/{DIR}", {"sortOrder": 1})]),
            ("⬆ " + t("Sort descending"), False, [
                xhr("PUT", f"{APP}/directories/{DIR}", {"sortAscending": False})])]),
        _entry("harmless", "directory more actions", more(DIR_NAME), [
            (t("Download as KML"), False, [link(f"{APP}/directories/{DIR}/kml")]),
            (t("Display recursively"), False, [
                xhr("PUT", f"{APP}/directories/{DIR}", {"displayRecursive": True}),
                *load_directory(DIR, DIR_PATH, True, enabled)]),
            (t("Compare selected tracks"), False, [link(compare)]),
            (t("Reload and reprocess"), False, load_directory(DIR, DIR_PATH, True, enabled))]),
        _entry("delete", "directory more actions delete", more(DIR_NAME), [
            (t("Delete selected tracks"), True, [
                xhr("DELETE", f"{APP}/tracks?ids[]={RIDGE[0]}&ids[]={LAKE[0]}")])]),
        _entry("delete", "second directory more actions delete", more(DIR2_NAME), [
            (t("Delete selected tracks"), True, [
                xhr("DELETE", f"{APP}/tracks?{cycling_ids}")])]),
    ]  # fmt: skip


def track_screens(t: Any) -> list[dict[str, Any]]:
    """A track's menu in the compact navigation and in the track list, its color criteria
    submenu, the list's deletion countdown, the list itself, the map's point popup and the
    charts tab."""

    def nav_menu(rows: list[str]) -> dict[str, Any]:
        return popup(TITLE, rows, [
            {"menu": t("Details")}, {"menu": t("Share")}, {"menu": t("Zoom to bounds")},
            {"menu": t("Download")}, {"menu": t("Change color")},
            {"menu": t("Change color criteria")}, {"menu": t("Correct elevations")},
            {"menu": t("Delete this file")}])  # fmt: skip

    lake_menu = nav_menu([DIR_NAME, RIDGE[1], LAKE[1], ALPINE[1]])
    corrected = "ridge-loop_corrected.gpx"
    ridge_menu = nav_menu([DIR_NAME, RIDGE[1], corrected, LAKE[1]])
    criteria = popup(TITLE, [LAKE[1]], [
        {"menu": t("Back")}, {"radio": t("None"), "checked": True},
        {"radio": t("Elevation"), "checked": False}, {"radio": t("Speed"), "checked": False},
        {"radio": t("Pace"), "checked": False},
        {"radio": t("Traveled distance"), "checked": False}])  # fmt: skip
    listing = {"title": TITLE, "items": [
        {"field": "filter", "hint": t("Filter track list"), "text": ""},
        {"text": DIR_NAME}, {"row": RIDGE[1]}, {"row": LAKE[1]},
        {"row": ALPINE[1]}]}  # fmt: skip
    list_menu = popup(TITLE, [LAKE[1]], [
        {"menu": t("Details")}, {"menu": t("Share")}, {"menu": t("Zoom to bounds")},
        {"menu": t("Download")}, {"menu": t("Change color")},
        {"menu": t("Change color criteria")}, {"menu": t("Correct elevations")},
        {"menu": t("Delete this file")}])  # fmt: skip
    countdown = popup(TITLE, [LAKE[1], "5"], [{"menu": t("Cancel deletion")}])
    point = popup(TITLE, [
        f"{t('Date')}: 2026-01-02 10:30:00 (+01:00)", f"{t('Altitude')}: 1412 m",
        f"{t('Traveled distance')}: 6.42 km"], [
        {"button": t("Cut before")}, {"button": t("Cut after")}])  # fmt: skip
    charts = {"title": LAKE[1], "items": [
        {"tab": t("Sharing")}, {"tab": t("Stats")}, {"tab": t("Charts")},
        {"button": t("Reset zoom")}, {"text": t("Chart X axis")},
        {"switch": t("Center map on chart hovered point"), "checked": False},
        {"switch": t("Show details of hovered point on the map"), "checked": False}]}  # fmt: skip
    enabled = (RIDGE[0], LAKE[0])
    download = f"/remote.php/dav/files/{USER}{track_path(LAKE[1])}"
    elevations = xhr("GET", f"{APP}/tracks/{LAKE[0]}/elevations")
    ridge_elevations = xhr("GET", f"{APP}/tracks/{RIDGE[0]}/elevations")
    return [
        _entry("reversible", "navigation track menu", lake_menu, [
            (t("Download"), False, [link(download)]),
            (t("Correct elevations"), False, [
                elevations, *load_directory(DIR, DIR_PATH, False, enabled)])]),
        _entry("delete", "navigation track menu delete", lake_menu, [
            (t("Delete this file"), True, [xhr("DELETE", f"{APP}/tracks/{LAKE[0]}")])]),
        _entry("overwrite", "navigation track menu beside a corrected copy", ridge_menu, [
            (t("Correct elevations"), True, [
                ridge_elevations, *load_directory(DIR, DIR_PATH, False, enabled)])]),
        _entry("delete", "navigation track menu beside a corrected copy delete", ridge_menu, [
            (t("Delete this file"), True, [xhr("DELETE", f"{APP}/tracks/{RIDGE[0]}")])]),
        _entry("reversible", "color criteria submenu", criteria, [
            (t("Speed"), False, [xhr("PUT", f"{APP}/tracks/{LAKE[0]}", {"colorCriteria": 2})])]),
        _entry("reversible", "track list", listing, [
            (ALPINE[1], False, [
                xhr("GET", f"{APP}/tracks/{ALPINE[0]}/geojson"),
                xhr("PUT", f"{APP}/tracks/{ALPINE[0]}", {"isEnabled": True})]),
            (LAKE[1], False, [xhr("PUT", f"{APP}/tracks/{LAKE[0]}", {"isEnabled": False})])]),
        _entry("opens-prompt", "track list item menu", list_menu, [
            (t("Share"), False, [list_shares(track_path(LAKE[1]))]),
            (t("Change color criteria"), False, [])]),
        _entry("delete", "track list item menu delete", list_menu, [
            (t("Delete this file"), True, [xhr("DELETE", f"{APP}/tracks/{LAKE[0]}")])]),
        _entry("harmless", "track list deletion countdown", countdown, [
            (t("Cancel deletion"), False, [])]),
        _entry("reversible", "map point popup", point, [
            (t("Cut before"), False, [
                xhr("POST", f"{APP}/tracks/{RIDGE[0]}/cut", {"before": POINT_TIME}),
                xhr("GET", f"{APP}/tracks/34/geojson"),
                xhr("PUT", f"{APP}/tracks/34", {"isEnabled": True})])]),
        _entry("reversible", "track charts tab", charts, [
            (t("Reset zoom"), False, []),
            (t("Center map on chart hovered point"), False, [
                options({"follow_chart_hover": "1"})])]),
    ]  # fmt: skip


def sharing_screens(t: Any) -> list[dict[str, Any]]:
    """The sharing tab of a track and of a directory, a link's row and its options menu."""

    def tab(title: str, tabs: list[str], row: list[dict[str, Any]]) -> dict[str, Any]:
        return {"title": title, "items": [*({"tab": x} for x in tabs), *row]}

    no_link = [{"text": t("Share link")}, {"button": t("Create a new share link")}]
    track_tab = tab(LAKE[1], [t("Sharing"), t("Stats"), t("Charts")], no_link)
    dir_tab = tab(DIR_NAME, [t("Sharing"), t("Stats")], no_link)
    row = tab(LAKE[1], [t("Sharing"), t("Stats"), t("Charts")], [
        {"text": t("Share link")}, {"button": t("Copy link to clipboard")},
        {"button": t("Copy HTML iframe to clipboard (to embed in other websites)")}])  # fmt: skip

    def menu(label: str, protected: bool) -> dict[str, Any]:
        items = [{"field": "label", "hint": t("Share label"), "text": label},
                 {"switch": t("Password protect"), "checked": protected}]  # fmt: skip
        if protected:
            items.append({"field": "password", "hint": t("Set link password"), "text": "••••"})
        items += [{"menu": t("Delete link")}, {"menu": t("Add another link")}]
        name = t("Share link") + (f" ({label})" if label else "")
        return popup(LAKE[1] if not label else DIR_NAME, [name], items)

    create_track = xhr("POST", SHARES, {"shareType": 3, "path": track_path(LAKE[1])})
    return [
        _entry("reversible", "track sharing tab", track_tab, [
            (t("Create a new share link"), False, [create_track]),
            (t("Charts"), False, [])]),
        _entry("reversible", "directory sharing tab", dir_tab, [
            (t("Create a new share link"), False, [
                xhr("POST", SHARES, {"shareType": 3, "path": DIR_PATH})])]),
        _entry("harmless", "share link row", row, [(t("Copy link to clipboard"), False, [])]),
        _entry("reversible", "share link options", menu("", False), [
            (t("Password protect"), False, []),
            (t("Add another link"), False, [create_track])]),
        _entry("revoke", "share link options delete", menu("", False), [
            (t("Delete link"), True, [xhr("DELETE", f"{SHARES}/{SHARE}")])]),
        _entry("publish", "protected share link options", menu("", True), [
            (t("Password protect"), True, [
                xhr("PUT", f"{SHARES}/{SHARE}", {"password": ""})])]),
        _entry("revoke", "protected share link options delete", menu("", True), [
            (t("Delete link"), True, [xhr("DELETE", f"{SHARES}/{SHARE}")])]),
        _entry("revoke", "directory share link options delete", menu(SHARE_LABEL, False), [
            (t("Delete link"), True, [xhr("DELETE", f"{SHARES}/{DIR_SHARE}")])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The settings dialog's map part, its tile servers and their add and edit modals, its
    about part."""
    title = t("GpxPod settings")
    sections = [{"link": t("Map")}, {"link": t("API keys")}, {"link": t("Tile servers")},
                {"link": t("About")}]  # fmt: skip
    map_part = {"title": TITLE, "dialog": {"title": title}, "items": [
        *sections,
        {"switch": t("Filter with map view (dynamic track list)"), "checked": False},
        {"switch": t("Show directory bounds on hover"), "checked": True},
        {"switch": t("Compact navigation view"), "checked": False},
        {"switch": t("Draw line borders"), "checked": True},
        {"switch": t("Draw line direction arrows"), "checked": False}]}  # fmt: skip
    servers = {"title": TITLE, "dialog": {"title": title}, "items": [
        *sections, {"text": t("Changes are effective after reloading the page.")},
        {"text": t("Personal tile servers")}, {"text": f"{t('Name')}: {TS_NAME}"},
        {"text": f"{t('Server address')}: {TS_URL}"},
        {"button": t("Edit tile server")}, {"button": t("Delete tile server")},
        {"button": t("Add personal tile server")}]}  # fmt: skip

    def form(heading: str, submit: str, max_zoom: str) -> dict[str, Any]:
        return {"title": TITLE, "dialog": {"title": heading}, "items": [
            {"text": t("Type")}, {"button": t("Raster")},
            {"field": "name", "hint": t("Name"), "text": TS_NAME},
            {"field": "url", "hint": t("Server address"), "text": TS_URL},
            {"field": "min", "hint": t("Min zoom"), "text": "1"},
            {"field": "max", "hint": t("Max zoom"), "text": max_zoom},
            {"field": "attribution", "hint": t("Attribution"), "text": TS_ATTRIBUTION},
            {"button": submit}]}  # fmt: skip

    def server(max_zoom: int) -> dict[str, Any]:
        return {"name": TS_NAME, "url": TS_URL, "type": 0, "min_zoom": 1,
                "max_zoom": max_zoom, "attribution": TS_ATTRIBUTION}  # fmt: skip

    about = {"title": TITLE, "dialog": {"title": title}, "items": [
        *sections, {"text": f"♥ {t('Thanks for using Gpxpod')} ♥ (v8.3.1)"},
        {"link": t("Bug/issue tracker")}, {"link": t("Translation")},
        {"link": t("User documentation")}]}  # fmt: skip
    return [
        _entry("reversible", "settings map part", map_part, [
            (t("Filter with map view (dynamic track list)"), False, [
                options({"nav_tracks_filter_map_bounds": "1"})]),
            (t("Compact navigation view"), False, [options({"compact_mode": "1"})])]),
        _entry("opens-prompt", "settings tile servers", servers, [
            (t("Edit tile server"), False, []),
            (t("Add personal tile server"), False, [])]),
        _entry("delete", "settings tile servers delete", servers, [
            (t("Delete tile server"), True, [xhr("DELETE", f"{APP}/tileservers/{TS}")])]),
        _entry("reversible", "add personal tile server", form(
            t("Add a personal tile server"), t("Add"), "17"), [
            (t("Add"), False, [xhr("POST", f"{APP}/tileservers", server(17))])]),
        _entry("reversible", "edit tile server", form(t("Edit a tile server"), t("Update"), "18"), [
            (t("Update"), False, [xhr("PUT", f"{APP}/tileservers/{TS}", server(18))])]),
        _entry("harmless", "settings about part", about, [
            (t("Bug/issue tracker"), False, [
                link("https://github.com/julien-nc/gpxpod/issues")])]),
    ]  # fmt: skip


def other_screens(t: Any) -> list[dict[str, Any]]:
    """The public share's password page and track list, the admin settings and their add
    modal, the Files app's actions."""
    password = {"title": TITLE, "items": [
        {"text": t("Password protected share")},
        {"field": "password", "hint": t("Share link password"), "text": LINK_PASSWORD},
        {"button": "Submit"}]}  # fmt: skip
    public = {"title": DIR_NAME, "items": [
        {"text": DIR_NAME}, {"row": RIDGE[1]}, {"row": LAKE[1]}]}  # fmt: skip
    admin = {"title": "Gpxpod", "items": [
        {"field": "maptiler", "hint": t("Maptiler API key"), "text": "••••••••"},
        {"field": "geocoder", "hint": t("Photon geocoder API URL"), "text": ""},
        {"switch": t("Proxy map tiles/vectors requests via Nextcloud"), "checked": True},
        {"switch": t("Use GpsBabel to convert files (instead of native converters)"),
         "checked": False},
        {"text": t("Admin tile servers")}, {"text": f"{t('Name')}: {ADMIN_TS_NAME}"},
        {"button": t("Edit tile server")}, {"button": t("Delete tile server")},
        {"button": t("Add a global tile server")}]}  # fmt: skip
    add_global = {"title": "Gpxpod", "dialog": {"title": t("Add a global tile server")},
                  "items": [
        {"text": t("Type")}, {"button": t("Vector")},
        {"field": "name", "hint": t("Name"), "text": ADMIN_TS_NAME},
        {"field": "url", "hint": t("Server address"), "text": ADMIN_TS_URL},
        {"button": t("Add")}]}  # fmt: skip
    files_menu = popup(DIR_NAME, [RIDGE[1]], [{"menu": t("View in GpxPod")}])
    selection = {"title": DIR_NAME, "items": [
        {"button": t("Compare with GpxPod")},
        {"row": RIDGE[1]}, {"row": LAKE[1]}]}  # fmt: skip
    base = f"{APP}/s/{TOKEN}"
    quoted = [track_path(n).replace("/", "%2F") for n in (RIDGE[1], LAKE[1])]
    return [
        _entry("harmless", "public share password page", password, [
            ("Submit", False, [{"request": f"POST {base}", "body": f"password={LINK_PASSWORD}",
                                "via": "form"}])]),
        _entry("harmless", "public share track list", public, [
            (LAKE[1], False, [
                xhr("GET", f"{base}/tracks/{LAKE[0]}/geojson?password={LINK_PASSWORD}")])]),
        _entry("reversible", "admin settings", admin, [
            (t("Proxy map tiles/vectors requests via Nextcloud"), False, [
                xhr("PUT", f"{APP}/admin-config", {"values": {"proxy_osm": "0"}})])]),
        _entry("delete", "admin settings delete", admin, [
            (t("Delete tile server"), True, [
                xhr("DELETE", f"{APP}/admin/tileservers/{ADMIN_TS}")])]),
        _entry("reversible", "add global tile server", add_global, [
            (t("Add"), False, [xhr("POST", f"{APP}/admin/tileservers", {
                "name": ADMIN_TS_NAME, "url": ADMIN_TS_URL, "type": 1})])]),
        _entry("reversible", "files app file menu", files_menu, [
            (t("View in GpxPod"), False, [
                xhr("POST", f"{APP}/directories", {"path": DIR_PATH}),
                link(f"{APP}/?dir=%2FHiking%2F2026&file={RIDGE[1]}")])]),
        _entry("harmless", "files app selection", selection, [
            (t("Compare with GpxPod"), False, [
                link(f"{APP}/compare?path1={quoted[0]}&path2={quoted[1]}")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*navigation_screens(t), *track_screens(t), *sharing_screens(t),
            *settings_screens(t), *other_screens(t)]  # fmt: skip
