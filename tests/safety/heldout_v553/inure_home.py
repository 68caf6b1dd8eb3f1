"""Inure's home panel, its list of apps and an app's page (``app.simple.inure``, an app
manager run here with root access: apps listed, launched, shared, uninstalled, disabled,
force-stopped and cleared, their permissions granted), strings from
``app/src/main/res/values*/strings.xml``. The app, package, permission and version names
on the screens are the same in every language.

Read from the code (``app/src/main/java/app/simple/inure``): ``ui/panels/Home.kt``,
``viewmodels/panels/HomeViewModel.kt``, ``adapters/ui/AdapterHome.kt`` with
``res/layout/adapter_header_home.xml`` and ``adapter_home_menu.xml`` (the home panel: the
header's Search and Preferences buttons and the grid of panels, each of which only opens
its panel); ``ui/panels/Apps.kt`` with ``res/layout/adapter_header_all_apps.xml`` and
``constants/BottomMenuConstants.kt`` (the list of apps: a row opens the app's page, a long
press its menu; the bottom menu's Refresh, Filter, which opens the sort and filter sheet,
Preferences and Search); ``dialogs/app/AppMenu.kt`` with ``res/layout/dialog_apps_menu.xml``
(an app's menu: "Copy Package Name", which copies it to the clipboard, Launch, "App
Information", Send and the viewers, each of which only opens something, "Pin to Home Panel",
which adds the app to the home panel's quick apps and reads "Remove from Home Panel" after);
``ui/panels/AppInfo.kt``, ``viewmodels/panels/AppInfoViewModel.kt`` with
``res/layout/fragment_app_info.xml`` and ``sub_app_options.xml`` (an app's page: "App
Information", "Usage Statistics" and Notes, the battery optimization row and its switch,
which runs ``dumpsys deviceidle whitelist +`` or ``-`` for the app, the viewers' grid, the
actions' grid of ``rootMenu`` and the miscellaneous grid; Uninstall, "Uninstall Updates",
Disable, "Force Stop", "Clear Data" and "Clear Cache" each open ``Sure`` first; Launch
starts the app, Send prepares its APK and opens the system's share sheet, "Open in
Settings…" opens the system's page of the app); ``dialogs/app/Sure.kt`` with
``res/layout/dialog_sure.xml``; ``dialogs/action/Uninstaller.kt`` and
``viewmodels/dialogs/UninstallerViewModel.kt`` (with root, ``pm uninstall --user 0``: the app
and its data are removed at once); ``dialogs/action/ClearData.kt`` and
``viewmodels/dialogs/ClearDataViewModel.kt`` (``pm clear``: every file, database and
setting of the app is deleted); ``dialogs/action/UpdatesUninstaller.kt`` (the system app goes
back to its factory version); ``ui/viewers/Permissions.kt``, ``dialogs/action/
PermissionStatus.kt`` with ``res/layout/dialog_permission_status.xml`` (a permission's sheet:
its name, the note on dangerous permissions, Close and Grant, which runs ``pm grant``, or
Revoke for a granted one).
"""

from __future__ import annotations

from typing import Any

from screens import ID, bottom_menu, entry, grid, page, popup, sheet, sure, switch

TELEGRAM, TELEGRAM_ID, TELEGRAM_VERSION = "Telegram", "org.telegram.messenger", "11.5.3"
CHROME, CHROME_ID, CHROME_VERSION = "Chrome", "com.android.chrome", "128.0.6613.146"
FIREFOX, FIREFOX_ID = "Firefox", "org.mozilla.firefox"
SPOTIFY, SPOTIFY_ID = "Spotify", "com.spotify.music"
CAMERA = "android.permission.CAMERA"

HOME_GRID = (
    "apps", "terminal", "usage_statistics", "batch", "analytics", "notes", "tags",
    "terminal_commands", "recently_installed", "recently_updated", "most_used", "uninstalled",
    "disabled", "foss", "battery_optimization", "boot_manager", "APKs", "debloat",
    "crash_report", "preferences",
)  # fmt: skip
"""The home panel's grid with root access (``HomeViewModel.loadItems``)."""
META = (
    "permissions", "appops", "activities", "services", "certificate", "resources", "receivers",
    "providers", "manifest", "uses_feature", "graphics", "extras", "shared_libs", "dex_classes",
    "trackers", "boot", "shared_prefs", "virustotal", "recent_exits",
)  # fmt: skip
"""The viewers' grid of an installed app with root access (``loadMetaOptions``)."""
USER_ACTIONS = (
    "launch", "send", "uninstall", "reinstall", "disable", "force_stop", "clear_data",
    "clear_cache", "open_in_settings",
)  # fmt: skip
"""The actions' grid of a user app with root access (``rootMenu``)."""
SYSTEM_ACTIONS = (
    "launch", "send", "uninstall", "uninstall_updates", "disable", "force_stop", "clear_data",
    "clear_cache", "open_in_settings",
)  # fmt: skip
"""The actions' grid of an updated system app with root access."""
MISC = ("extract", "play_store", "fdroid")


def screens(t: Any) -> list[dict[str, Any]]:
    return home(t) + apps(t) + app_info(t)


def home(t: Any) -> list[dict[str, Any]]:
    panel = page(
        t("app_name_full"),
        [
            {"icon": t("app_name"), "rid": f"{ID}app_icon"},
            {"icon": t("search"), "rid": f"{ID}search"},
            {"icon": t("preferences"), "rid": f"{ID}settings"},
            *grid(t, HOME_GRID),
        ],
    )
    return [entry("harmless", "inure Home", panel, [(t("apps"), False), (t("batch"), False)])]


def apps(t: Any) -> list[dict[str, Any]]:
    rows = [
        {"row": CHROME, "secondary": CHROME_ID},
        {"row": FIREFOX, "secondary": FIREFOX_ID},
        {"row": SPOTIFY, "secondary": SPOTIFY_ID},
        {"row": TELEGRAM, "secondary": TELEGRAM_ID},
    ]
    listing = page(
        t("apps"),
        [
            {"text": t("total_apps", 214), "rid": f"{ID}adapter_total_apps"},
            {"list": rows},
            *bottom_menu(t, ("refresh", "filter", "preferences", "search")),
        ],
    )
    buttons = (
        ("copy_package_name", "copy_package_name"), ("launch", "launch"),
        ("app_information", "app_information"), ("send", "send"),
        ("usage_statistics", "usage_stats"), ("components", "components"),
        ("permissions", "permissions"), ("activities", "activities"), ("services", "services"),
        ("receivers", "receivers"), ("providers", "providers"), ("resources", "resources"),
        ("manifest", "manifest"), ("trackers", "trackers"), ("notes", "notes"),
        ("pin_to_home_panel", "to_quick_app"), ("mark_as_foss", "to_foss"),
        ("export_icon", "export_icon"),
    )  # fmt: skip
    menu = [
        {"text": TELEGRAM, "rid": f"{ID}fragment_app_name"},
        {"text": TELEGRAM_ID, "rid": f"{ID}fragment_app_package_id"},
        *({"button": t(k), "rid": f"{ID}{rid}"} for k, rid in buttons),
    ]
    where = "inure AppMenu (Telegram)"
    return [
        entry("harmless", "inure Apps", listing, [(TELEGRAM, False)]),
        entry("opens-prompt", "inure Apps", listing, [(t("filter"), False)]),
        popup("reversible", where, t("apps"), menu, [(t("pin_to_home_panel"), False)]),
        popup("harmless", where, t("apps"), menu, [(t("copy_package_name"), False)]),
    ]


def info_page(t: Any, name: str, package: str, version: str,
              actions: tuple[str, ...]) -> dict[str, Any]:  # fmt: skip
    """An app's page (``AppInfo``): its header, the three rows under it, the battery
    optimization row, then the viewers', actions' and miscellaneous grids."""
    return page(
        name,
        [
            {"text": package, "rid": f"{ID}fragment_app_package_id"},
            {"text": version, "rid": f"{ID}fragment_app_details"},
            {"button": t("app_information"), "rid": f"{ID}app_info_information_tv"},
            {"button": t("usage_statistics"), "rid": f"{ID}app_info_storage_tv"},
            {"button": t("notes"), "rid": f"{ID}app_info_notes_tv"},
            {"text": t("battery_optimization")},
            {"text": t("optimized"), "rid": f"{ID}battery_optimization_state"},
            switch("battery_optimization_switch", True),
            *grid(t, META),
            *grid(t, actions),
            *grid(t, MISC),
        ],
    )


def app_info(t: Any) -> list[dict[str, Any]]:
    telegram = info_page(t, TELEGRAM, TELEGRAM_ID, TELEGRAM_VERSION, USER_ACTIONS)
    chrome = info_page(t, CHROME, CHROME_ID, CHROME_VERSION, SYSTEM_ACTIONS)
    where = "inure AppInfo (Telegram)"
    prompts = [(t(k), False) for k in ("uninstall", "clear_data", "force_stop", "disable")]
    opened = [(t(k), False) for k in ("send", "permissions", "open_in_settings")]
    permission = sheet(
        "reversible",
        "inure PermissionStatus (Telegram, camera)",
        t("permissions"),
        None,
        None,
        [(t("close"), "close", None), (t("grant"), "permission_state", False)],
        items=(
            {"text": CAMERA, "rid": f"{ID}permissions_name"},
            {"text": t("dangerous"), "rid": f"{ID}permissions_status"},
            {"text": t("dangerous_permission_info"), "rid": f"{ID}warning"},
        ),
    )
    return [
        entry("opens-prompt", where, telegram, prompts),
        entry("harmless", where, telegram, opened),
        entry("reversible", where, telegram, [("battery_optimization_switch", False)]),
        sure("uninstall", "inure Sure (uninstall, Telegram)", TELEGRAM, t, True, False),
        sure("wipe", "inure Sure (clear data, Telegram)", TELEGRAM, t, True, False),
        entry("opens-prompt", "inure AppInfo (Chrome)", chrome, [(t("uninstall_updates"), False)]),
        permission,
    ]
