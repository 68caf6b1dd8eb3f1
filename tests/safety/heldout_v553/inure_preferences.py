"""Inure's preferences and its own storage page (``app.simple.inure``: root and Shizuku
modes, the screen kept on, the app's own data cleared, exported and imported), strings from
``app/src/main/res/values*/strings.xml``. The sizes on the screens are the same in every
language.

Read from the code (``app/src/main/java/app/simple/inure``): ``ui/panels/Preferences.kt``,
``viewmodels/panels/PreferencesViewModel.kt`` with ``res/layout/fragment_preferences.xml``
(the preferences' list with the full version: each row opens its screen, "Manage Space"
the storage page); ``ui/preferences/mainscreens/ConfigurationScreen.kt`` with
``res/layout/preferences_configuration.xml`` ("Keep Screen On" and its switch, Shortcuts,
Components, Language, Path, "VirusTotal API", "Root Mode" and its switch, on here, "Shizuku
Mode" and its switch; each switch sets its setting at once, one tap from the other value);
``activities/app/ManageSpace.kt`` with ``res/layout/activity_manage_space.xml`` and
``viewmodels/activity/ManageSpaceViewModel.kt`` (the storage page: "Clear App Data", which
opens ``Sure``, whose Sure calls ``ActivityManager.clearApplicationUserData``: every note,
tag, batch profile, saved command and setting of the app is deleted and the app is closed;
"Clear Cache" and "Clear Images Cache", each opening ``Sure`` before clearing what the app
builds again; Import, which opens the system's file picker, and Export, which writes a backup
and opens the system's save picker).
"""

from __future__ import annotations

from typing import Any

from screens import ID, entry, page, sure, switch

ROWS = (
    "appearance", "behavior", "configuration", "formatting", "accessibility", "terminal",
    "shell", "manage_space", "development", "about", "other_apps",
)  # fmt: skip
"""The preferences' list with the full version (``loadPreferencesData``)."""
CACHE, IMAGES = "24.6 MB", "3.2 MB"


def screens(t: Any) -> list[dict[str, Any]]:
    listing = page(
        t("preferences"),
        [
            {"text": t("app_name_full")},
            {"icon": t("search"), "rid": f"{ID}preferences_search_btn"},
            {"list": [{"row": t(k)} for k in ROWS]},
        ],
    )
    rows = (
        ("shortcuts", "shortcuts_desc", "configuration_shortcuts"),
        ("components", "component_manager_desc", "configuration_component_manager"),
        ("language", "language_desc", "configuration_language"),
        ("path", "desc_app_path", "configuration_path"),
        ("virustotal_api", "virustotal_api_desc", "vt_api"),
    )
    configuration = page(
        t("configuration"),
        [
            {"text": t("application")},
            {"text": t("keep_screen_on")},
            {"text": t("keep_screen_on_desc")},
            switch("configuration_switch_keep_screen_on", False),
            *({"row": t(k), "secondary": t(d), "rid": f"{ID}{rid}"} for k, d, rid in rows),
            {"text": t("root")},
            {"text": t("use_root_methods")},
            {"text": t("root_desc")},
            switch("configuration_root_switch_view", True),
            {"text": t("shizuku")},
            {"text": t("shizuku_alert")},
            {"text": t("use_shizuku")},
            {"text": t("shizuku_desc")},
            switch("shizuku_switch_view", False),
        ],
    )
    space = page(
        t("manage_space"),
        [
            {"text": t("app_name_full")},
            {"text": t("clear_app_data_desc")},
            {"button": t("clear_app_data"), "rid": f"{ID}clear_app_data"},
            {"text": CACHE, "rid": f"{ID}cache_size"},
            {"button": t("clear_cache"), "rid": f"{ID}clear_cache"},
            {"text": t("clear_images_data_title")},
            {"text": t("clear_images_data_desc")},
            {"text": IMAGES, "rid": f"{ID}image_cache_size"},
            {"button": t("clear_images_cache"), "rid": f"{ID}clear_image_data"},
            {"text": t("backup_and_restore_desc")},
            {"button": t("import_"), "rid": f"{ID}import_app_data"},
            {"button": t("export"), "rid": f"{ID}export_app_data"},
        ],
    )
    switches = [
        ("configuration_root_switch_view", False),
        ("configuration_switch_keep_screen_on", False),
    ]
    return [
        entry("harmless", "inure Preferences", listing, [(t("manage_space"), False)]),
        entry("reversible", "inure ConfigurationScreen", configuration, switches),
        entry("opens-prompt", "inure ManageSpace", space, [(t("clear_app_data"), False)]),
        entry("harmless", "inure ManageSpace", space, [(t("export"), False)]),
        sure("wipe", "inure Sure (clear app data, Inure)", t("manage_space"), t, True, False),
    ]
