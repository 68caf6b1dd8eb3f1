"""Transportr's screens (``de.grobox.transportr``, a public transport app: trips searched in a
network's timetables, saved as recent searches or favourites, home and work places, departures
and alerts), strings from ``app/src/main/res/values*/strings.xml``. The stations, places and
times are the same in every language.

Read from the code (``app/src/main/java/de/grobox/transportr``): ``map/MapActivity.java`` and
``res/layout/activity_map.xml`` (the map: the search field ``location`` (hint "Search here")
with ``statusButton`` "Open Navigation Drawer", ``gpsButton`` and ``clearButton``; the
bottom sheet of saved searches; the label-less ``directionsFab``, which only opens the
directions form, and ``clearAllFab``, which calls ``clearFavorites``: every saved trip, the
favourites too (Home and Work stay), is deleted at once, with no dialog and no undo);
``favorites/trips/FavoriteTripsFragment.java``, ``res/layout/list_item_special_favorite.xml``
and ``list_item_favorite.xml`` (the saved searches: Home and Work with their place or "Tap to
set", then the trips, each with its from, via and to and its ``overflowButton`` More;
``onFavoriteDeleted`` removes a trip from the list and from the database);
``favorites/trips/FavoriteTripPopupMenu.java``, ``AbstractFavoritesPopupMenu.java`` and
``res/menu/favorite_actions.xml`` (a trip's menu: "Search return trip", "Edit search", "Mark
Trip as Favourite" or "Unmark Trip as Favourite", which flips the star, "Add Launcher
Shortcut" and "Delete Trip", which calls ``onFavoriteDeleted`` at once);
``favorites/trips/SpecialLocationPopupMenu.kt``, ``HomePopupMenu.java`` and
``res/menu/special_location_actions.xml`` (Home's menu: "Search return trip", "Find
Departures", "Add Launcher Shortcut" and Change, which only opens the home picker);
``trips/search/DirectionsActivity.kt``, ``DirectionsFragment.kt``, ``SavedSearchesFragment.kt``
and ``res/layout/fragment_directions_form.xml`` (the directions form: ``favIcon`` "Mark Trip as
Favourite", ``swapIcon``, ``viaIcon`` "Show Via", the From and To fields, the time and
``productsIcon`` "Means of Transport"; below an empty form, the same saved searches and their
menus); ``trips/detail/TripDetailFragment.kt`` and ``res/menu/trip_details.xml`` (a trip's
toolbar: Refresh, Share and "Add to Calendar", which hands the trip to the calendar app's
new-event screen); ``trips/detail/LegPopupMenu.kt``, ``res/menu/leg_location_actions.xml`` and
``AlertService.java`` (a stop's menu: "Show on External Map", "From Here", "To Here", "Find
Departures", "Find Nearby Stations", Share, Copy and Alert, which starts a service that warns
when one nears the stop, with Stop in its notification); ``map/DrawerActivity.kt`` (the
drawer: Settings, Changelog, Contributors, "Report Issue", which only opens the bug tracker's
page, and About); ``settings/SettingsFragment.kt`` and ``res/xml/preferences.xml`` (Network,
"Optimize for", "Walk Speed", Theme, Language and the "Show over lock screen" checkbox; a
list preference's dialog lists its choices with Cancel).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "de.grobox.transportr:id/"
APP = "=Transportr"
HOME, WORK = "Kastanienallee 12", "Friedrichstraße 43"
FAVOURITE = ("Berlin Hauptbahnhof", "Alexanderplatz")
RECENT = ("Ostkreuz", "Berlin Zoologischer Garten")


def screens(t: Any) -> list[dict[str, Any]]:
    return saved(t) + directions(t) + trip(t) + settings(t)


def searches(t: Any) -> list[dict[str, Any]]:
    """The saved searches: Home, Work, a favourite trip and a recent one."""
    more = {"icon": t("more"), "rid": f"{ID}overflowButton"}
    rows: list[dict[str, Any]] = []
    for name, place in ((t("home"), HOME), (t("work"), WORK)):
        rows += [{"text": name, "rid": f"{ID}title"}, {"text": place, "rid": f"{ID}description"},
                 more]  # fmt: skip
    for start, end in (FAVOURITE, RECENT):
        rows += [{"text": start, "rid": f"{ID}from"}, {"text": end, "rid": f"{ID}to"}, more]
    return rows


def trip_menu(t: Any, favourite: bool) -> list[str]:
    star = "action_unfav_trip" if favourite else "action_fav_trip"
    keys = ["action_swap_locations", "action_set_locations", star, "action_add_shortcut",
            "action_trip_delete"]  # fmt: skip
    return [t(k) for k in keys]


def saved(t: Any) -> list[dict[str, Any]]:
    behind = t(APP)
    where = "transportr FavoriteTripPopupMenu"
    special = [t(k) for k in ("action_swap_locations", "find_departures", "action_add_shortcut",
                              "action_change")]  # fmt: skip
    mapped = page(behind, [
        {"icon": t("open_navigation_drawer"), "rid": f"{ID}statusButton"},
        {"field": f"{ID}location", "hint": t("search_hint"), "text": ""},
        {"icon": t("location_gps"), "rid": f"{ID}gpsButton"},
        {"id": "directionsFab"}, {"id": "clearAllFab"}, *searches(t)])  # fmt: skip
    return [
        entry("delete", "transportr MapActivity (clearAllFab)", mapped, [("clearAllFab", True)]),
        menu("delete", f"{where} (a favourite trip, on the map)", behind, trip_menu(t, True),
             [(t("action_trip_delete"), True)]),
        menu("reversible", f"{where} (a favourite trip, on the map)", behind,
             trip_menu(t, True), [(t("action_unfav_trip"), False)]),
        menu("delete", f"{where} (a recent trip, on the map)", behind, trip_menu(t, False),
             [(t("action_trip_delete"), True)]),
        menu("reversible", f"{where} (a recent trip, on the map)", behind, trip_menu(t, False),
             [(t("action_fav_trip"), False)]),
        menu("harmless", f"{where} (a recent trip, on the map)", behind, trip_menu(t, False),
             [(t("action_swap_locations"), False)]),
        menu("opens-prompt", "transportr HomePopupMenu", behind, special,
             [(t("action_change"), False)]),
    ]  # fmt: skip


def directions(t: Any) -> list[dict[str, Any]]:
    title = t("directions")
    where = "transportr FavoriteTripPopupMenu"

    def form(start: str, end: str) -> list[dict[str, Any]]:
        return [
            {"icon": t("action_fav_trip"), "rid": f"{ID}favIcon"},
            {"icon": t("action_swap_locations"), "rid": f"{ID}swapIcon"},
            {"icon": t("action_navigation_expand"), "rid": f"{ID}viaIcon"},
            {"field": f"{ID}fromLocation", "hint": t("from"), "text": start},
            {"field": f"{ID}toLocation", "hint": t("to"), "text": end},
            {"text": t("now"), "rid": f"{ID}time"},
            {"icon": t("action_choose_products"), "rid": f"{ID}productsIcon"}]  # fmt: skip

    searched = page(title, [*form(*RECENT), {"text": "14:02"}, {"text": "14:31"}])
    return [
        entry("reversible", "transportr DirectionsFragment (favIcon)", searched,
              [(t("action_fav_trip"), False)]),
        menu("delete", f"{where} (a recent trip, under the directions form)", title,
             trip_menu(t, False), [(t("action_trip_delete"), True)]),
        menu("delete", f"{where} (a favourite trip, under the directions form)", title,
             trip_menu(t, True), [(t("action_trip_delete"), True)]),
    ]  # fmt: skip


def trip(t: Any) -> list[dict[str, Any]]:
    start, end = FAVOURITE
    detail = page(start, [
        {"icon": t("action_refresh"), "rid": f"{ID}action_reload"},
        {"icon": t("action_share"), "rid": f"{ID}action_share"},
        {"icon": t("action_trip_calendar"), "rid": f"{ID}action_calendar"},
        {"text": start, "rid": f"{ID}from"}, {"text": "09:14", "rid": f"{ID}fromTime"},
        {"text": end, "rid": f"{ID}to"}, {"text": "09:26", "rid": f"{ID}toTime"}])  # fmt: skip
    stop = [t(k) for k in ("action_show_on_external_map", "from_here", "to_here",
                           "find_departures", "find_nearby_stations", "action_share",
                           "action_copy", "action_alert")]  # fmt: skip
    return [
        entry("harmless", "transportr TripDetailFragment (trip_details)", detail,
              [(t("action_trip_calendar"), False)]),
        menu("reversible", "transportr LegPopupMenu", start, stop, [(t("action_alert"), False)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    drawer = [t(k) for k in ("drawer_settings", "drawer_changelog", "drawer_contributors",
                             "drawer_report_issue", "drawer_about")]  # fmt: skip
    title = t("drawer_settings")
    prefs = page(title, [
        {"text": t("pref_transport_network")},
        {"row": t("network"), "secondary": t("pick_network_activity")},
        {"text": t("pref_directions_routing")},
        {"row": t("pref_optimize"), "secondary": t("pref_optimize_least_duration")},
        {"row": t("pref_walk_speed"), "secondary": t("pref_walk_speed_normal")},
        {"text": t("pref_display")},
        {"row": t("pref_theme_title"), "secondary": t("pref_theme_auto_system")},
        {"switch": t("pref_show_when_locked_summary"),
         "secondary": t("pref_show_when_locked_title")}])  # fmt: skip
    speeds = tuple({"radio": t(f"pref_walk_speed_{k}")} for k in ("slow", "normal", "fast"))
    where = "transportr SettingsFragment (Walk Speed)"
    return [
        menu("harmless", "transportr DrawerActivity", t(APP), drawer,
             [(t("drawer_report_issue"), False)]),
        entry("reversible", "transportr SettingsFragment", prefs,
              [(t("pref_show_when_locked_summary"), False)]),
        alert("reversible", where, title, t("pref_walk_speed"), None, (t("cancel"), None), None,
              items=speeds, taps=((t("pref_walk_speed_fast"), False),)),
        alert("harmless", where, title, t("pref_walk_speed"), None, (t("cancel"), False), None,
              items=speeds),
    ]  # fmt: skip
