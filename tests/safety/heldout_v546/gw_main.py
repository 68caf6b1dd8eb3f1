"""Geometric Weather's main screens (``wangdaye.com.geometricweather``, a weather app: the
weather of the cities on the list, the list kept, sorted and filled from a search, the current
location added, a city's weather source chosen), strings from
``app/src/main/res/values*/strings.xml``. The city names, temperatures and source names on the
screens are the same in every language.

Read from the code (``app/src/main/java/wangdaye/com/geometricweather``):
``main/MainActivity.kt`` (the location statement dialog "Access location information" with
NEXT, which records that it was shown and asks the system for the location permissions; "Access
location in background" with SET, which asks for the background one; the "Location failed"
snackbar, whose HELP opens ``LocationHelpDialog``; a city picked on the search page is added
with ``addLocation``); ``main/fragments/HomeFragment.kt`` with ``res/menu/activity_main.xml``
and ``res/layout/fragment_home.xml`` (the home page: the city's name as its title, Manage,
which opens the location list, and Settings);
``main/adapters/main/holder/FooterViewHolder.java`` with
``res/layout/container_main_footer.xml`` (the page's foot: the source line, written in English
by the code, and Edit, which opens the card editor); ``main/fragments/ManagementFragment.kt``
with ``res/layout/fragment_management.xml`` and ``res/layout/item_location_card.xml`` (the
location list: the search bar, which opens the search page, "Add current location", which adds
the located city to the list at once, each city's row, which shows its weather, and its drag
handle); ``main/widgets/LocationItemTouchCallback.java`` (a row swiped one way is deleted with
``deleteLocation`` and the snackbar "Delete location success", whose CANCEL puts the city back
at its place with ``addLocation``; swiped the other way, it is made a resident city or not,
with the snackbar "Set as a resident city", whose LEARN MORE opens a dialog that only
explains); ``main/dialogs/LocationHelpDialog.java`` with
``res/layout/dialog_location_help.xml`` ("Cannot get location correctly?": rows that open the
system's app details, the system's location settings, the service provider page or the location
list); ``search/SearchActivity.java`` with ``res/layout/activity_search.xml`` and
``item_weather_source.xml`` (the search page: Back, the search field, the results, each of
which returns to the list and is added there, unless it is already on it, and the filter
button, which opens the sheet of weather sources, whose DONE keeps the ticked sources for later
searches (``SearchActivityRepository.setValidWeatherSources``) and searches again).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, entry, page, sheet, snackbar

CITY, CITY2, CITY3 = "Qingdao", "Lyon", "Lyons"
REGION = "China Shandong Qingdao"
REGION2 = "France Auvergne-Rhône-Alpes Lyon"
REGION3 = "United States Colorado Lyons"


def screens(t: Any) -> list[dict[str, Any]]:
    return [*home(t), *management(t), *search(t)]


def home_page(t: Any) -> dict[str, Any]:
    return page(
        CITY,
        [
            {"icon": t("action_manage"), "rid": ID + "action_manage"},
            {"icon": t("action_settings"), "rid": ID + "action_settings"},
            {"text": "23°", "rid": ID + "container_main_header_tempTxt"},
            {"text": f"{t('feels_like')} 25°", "rid": ID + "container_main_header_weatherTxt"},
            {"text": f"{t('refresh_at')} 10:30"},
            {"text": t("daily_overview")},
            {"text": t("hourly_overview")},
        ],
    )


def home_foot(t: Any) -> dict[str, Any]:
    return page(
        CITY,
        [
            {"icon": t("action_manage"), "rid": ID + "action_manage"},
            {"icon": t("action_settings"), "rid": ID + "action_settings"},
            {"text": t("sunrise_sunset")},
            {"text": t("life_details")},
            {"button": t("edit"), "rid": ID + "container_main_footer_editButton"},
            {"text": "* Powered by accuweather.com", "rid": ID + "container_main_footer_title"},
        ],
    )


def home(t: Any) -> list[dict[str, Any]]:
    where = "geometricweather HomeFragment"
    failed = "geometricweather MainActivity (Location failed)"
    statement = "geometricweather MainActivity (location statement)"
    background = "geometricweather MainActivity (background location)"
    help_dialog = "geometricweather LocationHelpDialog"
    # German names Manage and Edit alike (Bearbeiten): there Edit is tapped by its id.
    edit = t("edit") if t("edit") != t("action_manage") else "container_main_footer_editButton"
    rows = [
        {"row": t("feedback_check_location_permission"),
         "rid": ID + "dialog_location_help_permissionContainer"},
        {"row": t("feedback_enable_location_information"),
         "rid": ID + "dialog_location_help_locationContainer"},
        {"row": t("feedback_select_location_provider"),
         "rid": ID + "dialog_location_help_providerContainer"},
        {"row": t("feedback_add_location_manually").replace("$", t("current_location")),
         "rid": ID + "dialog_location_help_manageContainer"},
    ]  # fmt: skip
    return [
        entry("harmless", where, home_page(t), [(t("action_manage"), False)]),
        entry("harmless", where, home_page(t), [(t("action_settings"), False)]),
        entry("harmless", f"{where} (foot)", home_foot(t), [(edit, False)]),
        snackbar(
            "opens-prompt", failed, home_page(t), t("feedback_location_failed"), t("help"), False
        ),
        alert(
            "harmless",
            help_dialog,
            CITY,
            t("feedback_location_help_title"),
            None,
            None,
            None,
            items=tuple(rows),
            taps=((t("feedback_select_location_provider"), False),),
        ),
        alert(
            "opens-prompt",
            statement,
            CITY,
            t("feedback_location_permissions_title"),
            t("feedback_location_permissions_statement"),
            None,
            (t("next"), False),
        ),
        alert(
            "opens-prompt",
            background,
            CITY,
            t("feedback_background_location_title"),
            t("feedback_background_location_summary"),
            None,
            (t("go_to_set"), False),
        ),
    ]


def location_row(name: str, temperature: str, region: str) -> list[dict[str, Any]]:
    return [
        {"row": name, "secondary": temperature, "rid": ID + "item"},
        {"text": region, "rid": ID + "subtitle"},
    ]


def list_page(t: Any, cities: list[tuple[str, str, str]]) -> dict[str, Any]:
    rows = [item for city in cities for item in location_row(*city)]
    drag = {"icon": t("content_des_drag_flag"), "rid": ID + "sort_button"}
    return {
        "items": [
            {"button": t("feedback_search_location"), "rid": ID + "searchBar"},
            {"icon": t("content_des_add_current_location"), "rid": ID + "currentLocationButton"},
            {"list": [*rows, drag]},
        ]
    }


def management(t: Any) -> list[dict[str, Any]]:
    where = "geometricweather ManagementFragment"
    both = [(CITY, "23°", REGION), (CITY2, "18°", REGION2)]
    listed = list_page(t, both)
    after = list_page(t, [(CITY, "23°", REGION)])
    resident = "geometricweather LocationItemTouchCallback (resident city)"
    return [
        entry("harmless", where, listed, [(t("feedback_search_location"), False)]),
        entry("reversible", where, listed, [(t("content_des_add_current_location"), False)]),
        entry("harmless", where, listed, [(CITY2, False)]),
        snackbar(
            "reversible",
            "geometricweather LocationItemTouchCallback (deleted)",
            after,
            t("feedback_delete_succeed"),
            t("cancel"),
            False,
        ),
        snackbar(
            "opens-prompt",
            resident,
            listed,
            t("feedback_resident_location"),
            t("learn_more"),
            False,
        ),
    ]


def search(t: Any) -> list[dict[str, Any]]:
    where = "geometricweather SearchActivity"
    results = [
        {"row": CITY2, "secondary": REGION2, "rid": ID + "item"},
        {"text": "Powered by accuweather.com", "rid": ID + "source"},
        {"row": CITY3, "secondary": REGION3, "rid": ID + "item"},
        {"text": "Powered by accuweather.com", "rid": ID + "source"},
    ]
    found = {
        "items": [
            {"icon": t("content_desc_back"), "rid": ID + "backBtn"},
            {"field": ID + "editText", "hint": t("feedback_search_location"), "text": "lyon"},
            {"list": results},
            {"icon": t("content_desc_filter_weather_sources"), "rid": ID + "fab"},
        ]
    }
    sources = [
        {"switch": t("weather_sources[1]"), "checked": True, "rid": ID + "checkbox"},
        {"switch": t("weather_sources[2]"), "checked": False, "rid": ID + "checkbox"},
        {"switch": t("weather_sources[3]"), "checked": True, "rid": ID + "checkbox"},
        {"button": t("done"), "rid": ID + "source_enter"},
    ]
    return [
        entry("reversible", where, found, [(CITY2, False)]),
        entry("opens-prompt", where, found, [(t("content_desc_filter_weather_sources"), False)]),
        sheet("reversible", f"{where} (weather sources)", None, sources, t("done"), False),
    ]
