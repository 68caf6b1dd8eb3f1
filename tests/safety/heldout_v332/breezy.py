"""Breezy Weather's screens (``org.breezyweather``, a weather app: saved locations added,
edited, reordered and deleted, their weather sources chosen, weather data shared with other
apps on the device, background updates, notifications, widgets and the live wallpaper set),
strings from ``app/src/main/res/values*/strings.xml`` and ``app/src/res_breezy/values/
strings.xml`` (the brand name). The location, source and app names on the screens are the same
in every language.

Read from the code (``app/src/main/kotlin/org/breezyweather``): ``ui/main/MainActivity.kt``
(``PerLocationSettingsDialog``: "Edit this location" with the ``LocationPreference`` rows,
Delete, shown while more than one location is saved, and Close; "Delete location?" with the
city in its message, or the message without a name where the location has no city, Cancel
and Confirm, which calls ``deleteLocation``: the location is removed from the database with
its settings and its weather, and the snackbar "Location deleted" offers no Undo);
``res/menu/activity_main.xml`` (the main screen's toolbar: ``action_edit``, "Edit this
location", which opens that dialog, and the overflow's ``action_open_in_other_app``, which
hands the coordinates to a maps app); ``ui/main/fragments/ManagementFragment.kt``
(Locations: the Settings button, the "Add current location" and "Add a new location" buttons,
the location cards of ``item_location_card.xml``, each of which opens its location);
``ui/main/widgets/LocationItemTouchCallback.kt`` (a card swiped away is deleted, and the
snackbar "Location deleted" offers Undo, which adds it back where it was);
``ui/common/composables/LocationPreferences.kt`` ("Weather sources", "Location preferences",
"Global settings"; the sources dialog with Cancel and Save; the custom name edited in an
``EditTextPreference`` dialog with Cancel and Done); ``ui/main/dialogs/LocationHelpDialog
.kt`` ("Failed to find current location": "Use another location service", which opens the
location settings, "Add location manually and delete “Current location”", which only opens
the location list, and Close); ``ui/search/SearchActivity.kt`` (the search field, "Change
location search source", which opens "Location search source" with Cancel, and the results,
a tap on one adding it as a location); ``ui/settings/compose/RootSettingsScreen.kt`` and the
pages it opens: ``BackgroundUpdatesSettingsScreen.kt`` ("Refresh rate", whose "Never" opens
the warning with Cancel and Continue, which turns background updates off, "Skip when battery
is low", "Disable battery optimization", which opens the system's dialog),
``NotificationsSettingsScreen.kt`` (the alert and forecast notification switches, the
notification time's picker with Cancel and Confirm), ``WeatherSourcesSettingsScreen.kt`` (a
source's "API key", an ``EditTextPreference`` with Cancel and Done), ``ModulesSettingsScreen
.kt`` ("Live wallpaper", "Notification widget", and under "Data sharing" one row per
broadcast source, "Send Gadgetbridge data" and "Send Breezy Weather Location Update Notifier
data"); ``ui/settings/preference/composables/MultiListPreference.kt`` (``PackagePreferenceView``:
a dialog of the installed apps that receive the source's broadcast, each a switch, with Cancel
and Save, which stores the apps picked and calls ``broadcastDataIfNecessary`` at once);
the refresh code in ``sources/`` (``broadcastDataIfNecessary`` sends the broadcast to each
app picked), ``sources/gadgetbridge/GadgetbridgeService.kt`` (every location's name and weather)
and ``sources/breezyupdatenotifier/BreezyUpdateNotifierService.kt`` (the ids of all the
locations, which carry their coordinates); ``wallpaper/LiveWallpaperConfigActivity.kt``
(the animations switch, whose warning has Close and Enable); ``DebugSettingsScreen.kt``
("Share crash logs", which saves the logs to a file); ``ui/about/AboutScreen.kt`` ("Check for
app updates", "Source code") and ``ui/common/composables/Dialogs.kt`` (the link dialog, "Open
…?", with Cancel and Confirm, which opens the link in the browser).
"""

from __future__ import annotations

from typing import Any

from screens import ID, confirm, entry, menu, page, sheet

PARIS, TOKYO, NEW_YORK, LYON = "Paris", "Tokyo", "New York", "Lyon"
BERLIN, SAO_PAULO, REYKJAVIK = "Berlin", "São Paulo", "Reykjavík"
GRANDMA = "Grandma’s house"
GADGETBRIDGE, NIGHTLY = "Gadgetbridge", "Gadgetbridge (Nightly)"
GB_ID, NIGHTLY_ID = (
    "nodomain.freeyourgadget.gadgetbridge",
    "nodomain.freeyourgadget.gadgetbridge.nightly",
)
HOME_ASSISTANT, HA_ID = "Home Assistant", "io.homeassistant.companion.android"
LOGGER, LOGGER_ID = "Weather Logger", "org.example.weatherlogger"
REPO = "https://github.com/breezy-weather/breezy-weather"
API_KEY = "7f3c9a61d2e84b05"


def screens(t: Any) -> list[dict[str, Any]]:
    return main(t) + deleting(t) + location_list(t) + search(t) + settings(t) + modules(t)


def home(t: Any, city: str) -> dict[str, Any]:
    """The main screen of one location: its toolbar's edit button and overflow."""
    return page(
        city,
        [
            {"icon": t("action_edit_location"), "rid": f"{ID}action_edit"},
            {"text": "18°", "rid": f"{ID}container_main_header_temp"},
        ],
    )


def edit_rows(t: Any) -> tuple[dict[str, Any], ...]:
    return (
        {"row": t("settings_weather_sources"),
         "secondary": t("settings_weather_sources_per_location_summary")},
        {"row": t("settings_per_location"), "secondary": t("settings_per_location_summary")},
        {"row": t("settings_global"), "secondary": t("settings_main_summary")},
    )  # fmt: skip


def main(t: Any) -> list[dict[str, Any]]:
    edit = "breezy MainActivity (edit this location)"
    title = t("action_edit_location")
    delete, close = t("action_delete"), t("action_close")
    return [
        entry(
            "opens-prompt",
            "breezy MainActivity (toolbar)",
            home(t, PARIS),
            [(t("action_edit_location"), False)],
        ),
        menu(
            "harmless",
            "breezy MainActivity (overflow)",
            PARIS,
            [t("action_open_in_other_app")],
            [(t("action_open_in_other_app"), False)],
        ),
        confirm(
            "opens-prompt", edit, PARIS, title, None, [(delete, False), (close, None)], edit_rows(t)
        ),
        confirm(
            "harmless", edit, PARIS, title, None, [(delete, None), (close, False)], edit_rows(t)
        ),
        sheet(
            "harmless",
            edit,
            TOKYO,
            title,
            edit_rows(t),
            t("settings_weather_sources"),
            False,
            (delete, close),
        ),
        confirm(
            "reversible",
            "breezy LocationPreferences (weather sources)",
            TOKYO,
            t("settings_weather_sources"),
            None,
            [(t("android:cancel"), None), (t("action_save"), False)],
            ({"row": t("forecast"), "secondary": "Open-Meteo"},),
        ),
        confirm(
            "harmless",
            "breezy LocationPreferences (weather sources)",
            TOKYO,
            t("settings_weather_sources"),
            None,
            [(t("android:cancel"), False), (t("action_save"), None)],
            ({"row": t("forecast"), "secondary": "Open-Meteo"},),
        ),
        custom_name(t, False),
        custom_name(t, True),
    ]


def custom_name(t: Any, cancel: bool) -> dict[str, Any]:
    field = {"field": "custom_name", "hint": t("location_custom_name"), "text": GRANDMA,
             "focused": True}  # fmt: skip
    buttons = [(t("android:cancel"), False if cancel else None),
               (t("action_done"), None if cancel else False)]  # fmt: skip
    return confirm("harmless" if cancel else "reversible",
                   "breezy LocationPreferences (custom name)", LYON,
                   t("location_custom_name"), None, buttons, (field,))  # fmt: skip


def deleting(t: Any) -> list[dict[str, Any]]:
    where = "breezy MainActivity (delete location)"
    title = t("location_delete_location_dialog_title")
    cancel, yes = t("android:cancel"), t("action_confirm")

    def ask(city: str, shown: str | None, ok: bool | None, no: bool | None) -> dict[str, Any]:
        message = (t("location_delete_location_dialog_message", shown) if shown
                   else t("location_delete_location_dialog_message_no_name"))  # fmt: skip
        return confirm("delete" if ok else "harmless", where, city, title, message,
                       [(cancel, no), (yes, ok)])  # fmt: skip

    current = t("location_current")
    return [
        ask(PARIS, PARIS, True, None),
        ask(PARIS, PARIS, None, False),
        ask(TOKYO, TOKYO, True, None),
        ask(NEW_YORK, NEW_YORK, True, None),
        ask(GRANDMA, LYON, True, None),
        ask(current, None, True, None),
        ask(current, None, None, False),
        ask(BERLIN, BERLIN, True, None),
        ask(SAO_PAULO, SAO_PAULO, True, None),
        ask(REYKJAVIK, REYKJAVIK, True, None),
        ask(LYON, LYON, True, None),
    ]


def cards(*cities: str) -> dict[str, Any]:
    return {"list": [{"row": c, "secondary": "18° · Partly cloudy", "rid": f"{ID}container"}
                     for c in cities]}  # fmt: skip


def location_list(t: Any) -> list[dict[str, Any]]:
    where = "breezy ManagementFragment"
    locations = page(
        t("locations"),
        [
            {"icon": t("action_settings")},
            cards(PARIS, TOKYO, NEW_YORK),
            {"icon": t("action_add_current_location")},
            {"icon": t("action_add_new_location")},
        ],
    )
    swiped = page(
        t("locations"),
        [
            {"icon": t("action_settings")},
            cards(PARIS, NEW_YORK),
            {"text": t("location_message_deleted"), "rid": f"{ID}snackbar_text"},
            {"button": t("action_undo"), "rid": f"{ID}snackbar_action"},
        ],
    )
    dialog = "breezy LocationHelpDialog"
    failed = t("location_message_failed_to_locate")
    rows = (
        {"row": t("location_dialog_failed_to_locate_action_select_source")},
        {"row": t("location_dialog_failed_to_locate_action_add_manually",
                  t("location_current"))},
    )  # fmt: skip
    return [
        entry("harmless", where, locations, [(t("action_add_new_location"), False)]),
        entry("opens-prompt", where, locations, [(t("action_add_current_location"), False)]),
        entry("harmless", where, locations, [(TOKYO, False)]),
        entry(
            "reversible",
            "breezy LocationItemTouchCallback (deleted, Undo)",
            swiped,
            [(t("action_undo"), False)],
        ),
        sheet(
            "harmless",
            dialog,
            t("location_current"),
            failed,
            rows,
            t("location_dialog_failed_to_locate_action_add_manually", t("location_current")),
            False,
            (t("action_close"),),
        ),
    ]


def search(t: Any) -> list[dict[str, Any]]:
    where = "breezy SearchActivity"
    results = page(
        t("location_search_placeholder"),
        [
            {"field": "search", "hint": t("location_search_placeholder"), "text": LYON},
            {"icon": t("location_search_change_source")},
            {"list": [{"row": "Lyon, Auvergne-Rhône-Alpes, France"},
                      {"row": "Lyons, Colorado, United States"}]},
        ],
    )  # fmt: skip
    sources = (
        {"radio": "Open-Meteo", "checked": True},
        {"radio": "Nominatim", "checked": False},
    )
    return [
        entry("reversible", where, results, [("Lyon, Auvergne-Rhône-Alpes, France", False)]),
        entry("opens-prompt", where, results, [(t("location_search_change_source"), False)]),
        sheet(
            "reversible",
            "breezy SearchActivity (location search source)",
            t("location_search_placeholder"),
            t("location_search_source"),
            sources,
            "Nominatim",
            False,
            (t("android:cancel"),),
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    root = page(
        t("action_settings"),
        [
            {"row": t(k)}
            for k in (
                "settings_background_updates",
                "settings_location",
                "settings_weather_sources",
                "settings_appearance",
                "settings_units",
                "settings_main",
                "settings_notifications",
                "settings_modules",
                "settings_debug",
            )
        ],
    )
    background = page(
        t("settings_background_updates"),
        [
            {"row": t("settings_background_updates_refresh_title"), "secondary": "1 hr"},
            {"switch": t("settings_background_updates_refresh_skip_when_battery_low"),
             "checked": False},
            {"row": t("settings_background_updates_battery_optimization"),
             "secondary": t("settings_background_updates_battery_optimization_summary")},
            {"row": t("settings_background_updates_dont_kill_my_app_title")},
            {"row": t("settings_background_updates_worker_info_title")},
        ],
    )  # fmt: skip
    never = "breezy BackgroundUpdatesSettingsScreen (never refresh)"
    warning = " ".join((t("settings_background_updates_refresh_never_warning1"),
                        t("settings_background_updates_refresh_never_warning2", 5),
                        t("settings_background_updates_refresh_never_warning3")))  # fmt: skip
    notifications = page(
        t("settings_notifications"),
        [
            {"switch": t("settings_notifications_alerts_title"), "checked": True},
            {"switch": t("settings_notifications_precipitations_title"), "checked": False},
            {"switch": t("settings_notifications_forecast_today_title"), "checked": True},
            {"row": t("settings_notifications_forecast_time_today_title"), "secondary": "07:00"},
        ],
    )
    time = "breezy TimePickerPreference"
    api = "breezy WeatherSourcesSettingsScreen (API key)"
    key = ({"field": "api_key", "hint": t("settings_source_api_key"), "text": API_KEY,
            "focused": True},)  # fmt: skip
    debug = page(
        t("settings_debug"),
        [{"row": t("settings_debug_dump_crash_logs_title"),
          "secondary": t("settings_debug_dump_crash_logs_summary")}],
    )  # fmt: skip
    about = page(
        t("action_about"),
        [{"row": t("about_check_for_app_updates")}, {"row": t("about_source_code")},
         {"row": t("about_matrix")}, {"row": t("about_privacy_policy")}],
    )  # fmt: skip
    link = "breezy Dialogs (open link)"
    opening = t("about_open_link_message", REPO)
    cancel = t("android:cancel")
    return [
        entry("harmless", "breezy RootSettingsScreen", root, [(t("settings_modules"), False)]),
        entry(
            "harmless",
            "breezy RootSettingsScreen",
            root,
            [(t("settings_background_updates"), False)],
        ),
        entry(
            "opens-prompt",
            "breezy BackgroundUpdatesSettingsScreen",
            background,
            [(t("settings_background_updates_refresh_title"), False)],
        ),
        entry(
            "reversible",
            "breezy BackgroundUpdatesSettingsScreen",
            background,
            [(t("settings_background_updates_refresh_skip_when_battery_low"), False)],
        ),
        entry(
            "harmless",
            "breezy BackgroundUpdatesSettingsScreen",
            background,
            [(t("settings_background_updates_battery_optimization"), False)],
        ),
        confirm(
            "reversible",
            never,
            t("settings_background_updates"),
            None,
            warning,
            [(cancel, None), (t("action_continue"), False)],
        ),
        confirm(
            "harmless",
            never,
            t("settings_background_updates"),
            None,
            warning,
            [(cancel, False), (t("action_continue"), None)],
        ),
        entry(
            "reversible",
            "breezy NotificationsSettingsScreen",
            notifications,
            [(t("settings_notifications_alerts_title"), False)],
        ),
        confirm(
            "reversible",
            time,
            t("settings_notifications"),
            t("dialog_time_picker_select_time"),
            None,
            [(cancel, None), (t("action_confirm"), False)],
            ({"text": "07:30"},),
        ),
        confirm(
            "reversible",
            api,
            t("settings_weather_sources"),
            t("settings_source_api_key"),
            None,
            [(cancel, None), (t("action_done"), False)],
            key,
        ),
        entry(
            "harmless",
            "breezy DebugSettingsScreen",
            debug,
            [(t("settings_debug_dump_crash_logs_title"), False)],
        ),
        entry("harmless", "breezy AboutScreen", about, [(t("about_check_for_app_updates"), False)]),
        entry("opens-prompt", "breezy AboutScreen", about, [(t("about_source_code"), False)]),
        confirm(
            "harmless",
            link,
            t("action_about"),
            None,
            opening,
            [(cancel, None), (t("action_confirm"), False)],
        ),
    ]


def modules(t: Any) -> list[dict[str, Any]]:
    gadgetbridge = t("settings_modules_broadcast_send_data_title", GADGETBRIDGE)
    notifier = t("settings_modules_broadcast_send_data_title",
                 t("broadcast_source_breezy_weather_update_notifier", t("brand_name")))  # fmt: skip
    page_ = page(
        t("settings_modules"),
        [
            {"row": t("settings_modules_live_wallpaper_title"),
             "secondary": t("settings_modules_live_wallpaper_summary")},
            {"switch": t("settings_modules_notification_widget_title"), "checked": False},
            {"row": gadgetbridge, "secondary": t("settings_disabled")},
            {"row": notifier, "secondary": t("settings_disabled")},
        ],
    )  # fmt: skip
    where = "breezy ModulesSettingsScreen"
    picker = "breezy PackagePreferenceView (Gadgetbridge)"
    cancel, save = t("android:cancel"), t("action_save")

    def apps(gb: bool, nightly: bool) -> tuple[dict[str, Any], ...]:
        return (
            {"switch": GADGETBRIDGE, "checked": gb}, {"text": GB_ID},
            {"switch": NIGHTLY, "checked": nightly}, {"text": NIGHTLY_ID},
        )  # fmt: skip

    def sharing(gb: bool, nightly: bool, ok: bool | None, no: bool | None) -> dict[str, Any]:
        category = "send" if ok else "reversible" if ok is False else "harmless"
        return confirm(category, picker, t("settings_modules"), gadgetbridge, None,
                       [(cancel, no), (save, ok)], apps(gb, nightly))  # fmt: skip

    listener = ({"switch": HOME_ASSISTANT, "checked": True}, {"text": HA_ID})
    logger = ({"switch": LOGGER, "checked": True}, {"text": LOGGER_ID})
    wallpaper = "breezy LiveWallpaperConfigActivity (animations)"
    animations = (f"{t('settings_main_section_animations')} "
                  f"({t('widget_live_wallpaper_animations_enable_dangerous')})")  # fmt: skip
    warned = " ".join((t("widget_live_wallpaper_animations_enable_warning1"),
                       t("widget_live_wallpaper_animations_enable_warning2")))  # fmt: skip
    return [
        entry("opens-prompt", where, page_, [(gadgetbridge, False)]),
        entry("opens-prompt", where, page_, [(notifier, False)]),
        entry(
            "reversible", where, page_, [(t("settings_modules_notification_widget_title"), False)]
        ),
        entry("harmless", where, page_, [(t("settings_modules_live_wallpaper_title"), False)]),
        sharing(True, False, True, None),
        sharing(False, True, True, None),
        sharing(True, True, True, None),
        sharing(True, False, None, False),
        sheet(
            "harmless",
            picker,
            t("settings_modules"),
            gadgetbridge,
            apps(False, False),
            NIGHTLY,
            False,
            (cancel, save),
        ),
        sharing(False, False, False, None),
        confirm(
            "send",
            "breezy PackagePreferenceView (Location Update Notifier)",
            t("settings_modules"),
            notifier,
            None,
            [(cancel, None), (save, True)],
            listener,
        ),
        confirm(
            "send",
            "breezy PackagePreferenceView (Location Update Notifier)",
            t("settings_modules"),
            notifier,
            None,
            [(cancel, None), (save, True)],
            (*listener, *logger),
        ),
        confirm(
            "harmless",
            "breezy PackagePreferenceView (Location Update Notifier)",
            t("settings_modules"),
            notifier,
            None,
            [(cancel, False), (save, None)],
            listener,
        ),
        confirm(
            "reversible",
            wallpaper,
            t("settings_modules_live_wallpaper_title"),
            animations,
            warned,
            [(t("action_close"), None), (t("action_enable"), False)],
        ),
    ]
