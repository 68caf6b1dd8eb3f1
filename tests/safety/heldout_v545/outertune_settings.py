"""OuterTune's settings (``com.dd3boh.outertune``): the settings page, Privacy and its two
clearing confirmations, Storage, "Backup and restore", Experimental, "Local Media" and its scan
locations, Appearance and its dark theme choice, and Content. Strings from
``app/src/main/res/values*/strings.xml``; the group titles the code writes in English
("Theme", "Layout", "Account", "Localization", "Proxy") and the rows it writes so (the
developer settings' two DEBUG rows, "Tab arrangement", the scanner's Scan button) read the same
in every language. ``PreferenceGroupTitle`` shows its title in capitals.

Read from the code (``app/src/main/java/com/dd3boh/outertune``): ``ui/screens/settings/
SettingsScreen.kt`` (the rows, each opening its page); ``PrivacySettings.kt`` ("Pause listen
history" and "Pause search history", switches set at once, "Clear listen history" and "Clear
search history", which open a ``DefaultDialog``, "Are you sure you want to clear all listen
history?" and its search twin, with Cancel and OK, whose OK deletes every play, ``DELETE FROM
event``, or every past search, ``DELETE FROM search_history``: no undo); ``StorageSettings.kt``
("Clear all downloads", which at once, with no confirmation, removes every resource of the
download cache, ``downloadCache.removeResource``: the downloaded audio is deleted from the
device; "Max cache size", a ``ListPreference``; "Clear image cache", which empties the cache of
cover images, loaded again as they are shown); ``BackupAndRestore.kt`` and ``viewmodels/
BackupRestoreViewModel.kt`` (Backup, Restore and "Import a playlist (m3u)" open the system's
save or open picker; the restore only runs after a file is chosen there);
``ExperimentalSettings.kt`` ("Enable developer settings", a switch, and with it on "DEBUG: Nuke
local lib", which at once deletes every local song, artist, album and genre from the database,
``nukeLocalData``, taking their places in playlists and their plays with them through the
foreign keys, and "DEBUG: Force local to remote artist migration NOW");
``LocalPlayerSettings.kt`` ("Scan automatically", "Configure scan locations…", which opens the
scan paths' ``ActionPromptDialog``: the list, "Add new folder", which opens the system's folder
picker, Reset, which only refills the list in the dialog, OK, which saves it, and Cancel; the
Scan button and its two checkboxes, whose boxes carry no words of their own; the scanner's
sensitivity and "Strict file names"); ``AppearanceSettings.kt`` (its
switches and choices, each set at once, "Dark theme" opening a ``ListDialog`` of On, Off and
"Follow system"); ``ContentSettings.kt`` (Login, which opens the sign-in page, the sync switch,
enabled only once signed in, the content language and country, and "Enable proxy");
``ui/component/Preference.kt`` (how the rows, switches and choices are drawn).
"""

from __future__ import annotations

from typing import Any

from screens import dialog, entry, page


def screens(t: Any) -> list[dict[str, Any]]:
    return settings(t) + privacy(t) + storage(t) + experimental(t) + local_media(t) + look(t)


def _group(title: str) -> dict[str, Any]:
    return {"text": title.upper()}


def settings(t: Any) -> list[dict[str, Any]]:
    keys = ("appearance", "content", "player_and_audio", "local_player_settings_title", "storage",
            "privacy", "backup_restore", "experimental_settings_title", "about")  # fmt: skip
    top = page(t("settings"), [{"row": t(k)} for k in keys])
    return [entry("harmless", "outertune SettingsScreen", top, [(t("privacy"), False)])]


def privacy(t: Any) -> list[dict[str, Any]]:
    title = t("privacy")
    shown = page(
        title,
        [
            {"switch": t("pause_listen_history"), "checked": False},
            {"row": t("clear_listen_history")},
            {"switch": t("pause_search_history"), "checked": False},
            {"row": t("clear_search_history")},
        ],
    )
    where = "outertune PrivacySettings"
    ok, cancel = t("android:ok"), t("android:cancel")
    return [
        entry("opens-prompt", where, shown, [(t("clear_listen_history"), False)]),
        entry("reversible", where, shown, [(t("pause_search_history"), False)]),
        dialog(
            "delete",
            f"{where} (clear listen history)",
            title,
            None,
            t("clear_listen_history_confirm"),
            [(cancel, False), (ok, True)],
        ),
        dialog(
            "delete",
            f"{where} (clear search history)",
            title,
            None,
            t("clear_search_history_confirm"),
            [(cancel, False), (ok, True)],
        ),
    ]


def storage(t: Any) -> list[dict[str, Any]]:
    shown = page(
        t("storage"),
        [
            _group(t("downloaded_songs")),
            {"row": t("clear_all_downloads")},
            _group(t("image_cache")),
            {"row": t("max_cache_size")},
            {"row": t("clear_image_cache")},
        ],
    )
    backup = page(
        t("backup_restore"),
        [
            {"row": t("backup")},
            {"row": t("restore")},
            {"row": t("import_m3u")},
            {"text": t("import_innertune_tooltip")},
        ],
    )
    where, saving = "outertune StorageSettings", "outertune BackupAndRestore"
    return [
        entry("delete", where, shown, [(t("clear_all_downloads"), True)]),
        entry("reversible", where, shown, [(t("clear_image_cache"), False)]),
        entry("opens-prompt", saving, backup, [(t("restore"), False)]),
        entry("opens-prompt", saving, backup, [(t("backup"), False)]),
    ]


NUKE = "=DEBUG: Nuke local lib"
MIGRATE = "=DEBUG: Force local to remote artist migration NOW"


def experimental(t: Any) -> list[dict[str, Any]]:
    shown = page(
        t("experimental_settings_title"),
        [
            {"switch": t("dev_settings_title"), "checked": True},
            {"text": t("dev_settings_description")},
            _group(t("settings_debug")),
            {"row": t(NUKE)},
            {"row": t(MIGRATE)},
        ],
    )
    where = "outertune ExperimentalSettings"
    return [
        entry("delete", where, shown, [(t(NUKE), True)]),
        entry("reversible", where, shown, [(t("dev_settings_title"), False)]),
    ]


def local_media(t: Any) -> list[dict[str, Any]]:
    title = t("local_player_settings_title")
    shown = page(
        title,
        [
            {"switch": t("auto_scanner_title"), "checked": True},
            {"text": t("auto_scanner_description")},
            {"row": t("scan_paths_title")},
            _group(t("manual_scanner_title")),
            {"button": t("=Scan")},
            {"text": t("scanner_variant_rescan")},
            {"text": t("scanner_online_artist_linking")},
            {"text": t("scanner_warning")},
            _group(t("scanner_settings_title")),
            {"row": t("scanner_sensitivity_title"), "secondary": t("scanner_sensitivity_L2")},
            {"switch": t("scanner_strict_file_name_title"), "checked": False},
        ],
    )
    where = "outertune LocalPlayerSettings"
    paths = "outertune LocalPlayerSettings (scan paths)"
    own = (
        {"text": "Internal Storage/Music"},
        {"button": t("scan_paths_add_folder")},
        {"text": t("scan_paths_tooltip")},
    )
    keys = (t("reset"), t("android:ok"), t("android:cancel"))
    ok = t("android:ok")
    return [
        entry("reversible", where, shown, [(t("auto_scanner_title"), False)]),
        entry("opens-prompt", where, shown, [(t("scan_paths_title"), False)]),
        dialog(
            "reversible",
            paths,
            title,
            t("scan_paths_incl"),
            None,
            [(k, False if k == ok else None) for k in keys],
            own,
        ),
        dialog(
            "opens-prompt",
            paths,
            title,
            t("scan_paths_incl"),
            None,
            [(k, None) for k in keys],
            own,
            ((t("scan_paths_add_folder"), False),),
        ),
    ]


def look(t: Any) -> list[dict[str, Any]]:
    title = t("appearance")
    shown = page(
        title,
        [
            _group(t("=Theme")),
            {"switch": t("enable_dynamic_theme"), "checked": True},
            {"row": t("player_background_style"), "secondary": t("player_background_default")},
            {"row": t("dark_theme"), "secondary": t("dark_theme_follow_system")},
            {"switch": t("pure_black"), "checked": False},
            _group(t("=Layout")),
            {"switch": t("new_interface"), "checked": True},
            {"switch": t("show_liked_and_downloaded_playlist"), "checked": True},
            {"row": t("=Tab arrangement")},
            {"row": t("default_open_tab"), "secondary": t("home")},
            {"switch": t("flat_subfolders_title"), "checked": True},
        ],
    )
    modes = ("dark_theme_on", "dark_theme_off", "dark_theme_follow_system")
    radios = [{"radio": t(k), "checked": k == "dark_theme_follow_system"} for k in modes]
    content = page(
        t("content"),
        [
            _group(t("=Account")),
            {"row": t("login")},
            {"switch": t("ytm_sync"), "checked": False},
            _group(t("=Localization")),
            {"row": t("content_language"), "secondary": t("system_default")},
            {"row": t("content_country"), "secondary": t("system_default")},
            _group(t("=Proxy")),
            {"switch": t("enable_proxy"), "checked": False},
        ],
    )
    dark = "outertune AppearanceSettings (Dark theme)"
    return [
        entry("opens-prompt", "outertune AppearanceSettings", shown, [(t("dark_theme"), False)]),
        dialog(
            "reversible", dark, title, None, None, [], tuple(radios), ((t("dark_theme_on"), False),)
        ),
        entry("harmless", "outertune ContentSettings", content, [(t("login"), False)]),
    ]
