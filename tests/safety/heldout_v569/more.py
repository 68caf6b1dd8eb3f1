"""Komikku's More tab, download queue, categories, backups and settings (``app.komikku``),
strings from the three ``moko-resources`` modules. The titles, chapter names, source names,
category names, sizes, counts, paths and tracker names are the same in every language.

Read from the code (``app/src/main/java/eu/kanade``): ``presentation/more/MoreScreen.kt`` (the
switches "Downloaded only" and "Incognito mode", which set a preference one can set back, and
the rows of the pages); ``tachiyomi/ui/download/DownloadQueueScreen.kt`` and
``DownloadQueueScreenModel.kt`` (Sort, the overflow's "Cancel all", the Pause button, which
``pauseDownloads`` stops and Resume starts again; a row of ``res/layout/download_item.xml`` and
its ``menu`` button, whose ``PopupMenu`` of ``res/menu/download_single.xml`` holds "Move to
top", "Move series to top", "Move to bottom", "Move series to bottom", Cancel, "Cancel all for
this series" and "Show entry"; Cancel calls ``cancelQueuedDownloads`` for that chapter);
``presentation/category/CategoryScreen.kt``, ``components/CategoryListItem.kt`` and
``components/CategoryDialogs.kt`` ("Edit categories": a category's row, "Rename category",
Hide, Delete, which opens ``CategoryDeleteDialog``, and Add; "Delete category", "Do you wish to
delete the category ...?", Cancel and OK, whose OK calls ``DeleteCategory``: the category and
its entries' membership are deleted); ``presentation/more/settings/screen/
SettingsDataScreen.kt`` ("Data and storage": "Create backup" and "Restore backup", which
opens the system's file picker, then ``data/RestoreBackupScreen.kt``: the check boxes of
``RestoreOptions`` and Restore, which starts ``BackupRestoreJob``: with "App settings" ticked
``PreferenceRestorer`` writes the backup's preferences over the app's own, with no copy of
them kept; "Clear chapter cache"); ``SettingsAdvancedScreen.kt`` ("Advanced": "Clear
cookies", which calls ``cookieJar.removeAll()`` at once, "Clear WebView data", which clears
the WebView's cache, form data, history, web storage and its ``app_webview`` folder,
"Reset per-series reader settings", which calls ``ResetViewerFlags`` on every entry, "Revoke
trusted unknown extensions", which calls ``trustExtension.revokeAll()``, "Reindex downloads"
and "Clear database", which opens ``advanced/ClearDatabaseScreen.kt``: a source's row, its
count, Delete, which opens its confirmation, "Are you sure?", "You're about to remove entries
from the database", the switch "Keep entries with read chapters", Cancel and OK, whose OK calls
``deleteNonLibraryManga`` and ``removeResettedHistory``); ``SettingsTrackingScreen.kt``
("Tracking": a tracker's row, which opens ``TrackingLogoutDialog`` when logged in, "Log out
from AniList?", Cancel and "Log out", whose "Log out" deletes the tracker's credentials and
token; an enhanced tracker's row, Komga, which calls ``logout`` at once, and a tap on it again
``loginNoop``, which logs it back in); ``SettingsDiscordScreen.kt`` and
``SettingsConnectionScreen.kt`` ("Connections": the Discord switches and "Log out", which opens
``ConnectionsLogoutDialog``, "Log out from Discord?", Cancel and "Log out", whose "Log out"
turns Rich Presence off and deletes the Discord token, which only a new Discord login gives
back).
"""

from __future__ import annotations

from typing import Any

from screens import check, entry, icons, menu, page, popup, rid

FRIEREN, SOURCE = "Frieren: Beyond Journey's End", "MangaDex (EN)"
CATEGORY = "Plan to read"
TRACKERS = ("MyAnimeList", "AniList", "Kitsu", "MangaUpdates", "Shikimori", "Bangumi")
ANILIST, KOMGA = "AniList", "Komga"


def screens(t: Any) -> list[dict[str, Any]]:
    return _more(t) + _downloads(t) + _categories(t) + _data(t) + _advanced(t) + _accounts(t)


def _more(t: Any) -> list[dict[str, Any]]:
    more = page(
        None,
        [
            {"switch": t("label_downloaded_only"), "checked": False},
            {"text": t("downloaded_only_summary")},
            {"switch": t("pref_incognito_mode"), "checked": False},
            {"text": t("pref_incognito_mode_summary")},
            {
                "list": [
                    {"row": t(key)}
                    for key in (
                        "label_download_queue",
                        "categories",
                        "label_stats",
                        "kmk.option_label_library_update_errors",
                        "label_data_storage",
                        "label_settings",
                        "pref_category_about",
                        "label_help",
                    )
                ]
            },
        ],
    )
    return [entry("reversible", "komikku MoreScreen", more, [(t("pref_incognito_mode"), False)])]


def _downloads(t: Any) -> list[dict[str, Any]]:
    def item(chapter: str, progress: str) -> list[dict[str, Any]]:
        return [
            {"text": FRIEREN, "rid": rid("manga_full_title")},
            {"text": chapter, "rid": rid("chapter_title")},
            {"text": progress, "rid": rid("download_progress_text")},
            {"icon": t("action_menu"), "rid": rid("menu")},
        ]

    queue = page(
        t("label_download_queue"),
        [
            *icons(t("action_sort"), t("action_menu_overflow_description")),
            {"text": "MangaDex (2)", "rid": rid("title")},
            *item("Chapter 14", "3/18"),
            *item("Chapter 15", "0/21"),
            {"button": t("action_pause")},
        ],
    )
    rows = [
        t("action_move_to_top"),
        t("action_move_to_top_all_for_series"),
        t("action_move_to_bottom"),
        t("action_move_to_bottom_all_for_series"),
        t("action_cancel"),
        t("cancel_all_for_series"),
        t("action_show_manga"),
    ]
    return [
        entry("reversible", "komikku DownloadQueueScreen", queue, [(t("action_pause"), False)]),
        menu(
            "reversible",
            "komikku DownloadHolder (download_single menu, Chapter 15)",
            t("label_download_queue"),
            rows,
            [(t("action_cancel"), False)],
        ),
    ]


def _categories(t: Any) -> list[dict[str, Any]]:
    categories = page(
        t("action_edit_categories"),
        [
            {"list": [{"row": CATEGORY}]},
            *icons(t("action_rename_category"), t("kmk.action_hide"), t("action_delete")),
            {"button": t("action_add")},
        ],
    )
    return [
        entry("opens-prompt", "komikku CategoryScreen", categories, [(t("action_delete"), False)]),
        popup(
            "delete",
            "komikku CategoryDeleteDialog",
            t("action_edit_categories"),
            t("delete_category"),
            t("delete_category_confirmation", CATEGORY),
            [(t("action_cancel"), False), (t("action_ok"), True)],
        ),
    ]


def _data(t: Any) -> list[dict[str, Any]]:
    data = page(
        t("label_data_storage"),
        [
            {
                "list": [
                    {"row": t("pref_storage_location"), "secondary": "/storage/emulated/0/Komikku"}
                ]
            },
            {"text": t("label_backup")},
            {"button": t("pref_create_backup")},
            {"button": t("pref_restore_backup")},
            {"list": [{"row": t("pref_backup_interval"), "secondary": t("update_12hour")}]},
            {"text": t("pref_storage_usage")},
            {
                "list": [
                    {"row": t("pref_clear_chapter_cache"), "secondary": t("used_cache", "148 MB")}
                ]
            },
            {"switch": t("pref_auto_clear_chapter_cache"), "checked": False},
        ],
    )
    options = ("label_library", "categories", "app_settings", "extensionRepo_settings",
               "source_settings", "kmk.saved_searches_feeds")  # fmt: skip
    restore = page(
        t("pref_restore_backup"),
        [*(check(t(key), True) for key in options), {"button": t("action_restore")}],
    )
    return [
        entry(
            "harmless",
            "komikku SettingsDataScreen",
            data,
            [(t("pref_restore_backup"), False)],
        ),
        entry(
            "overwrite",
            "komikku RestoreBackupScreen (every option ticked)",
            restore,
            [(t("action_restore"), True)],
        ),
    ]


def _advanced_page(t: Any) -> dict[str, Any]:
    def row(key: str, summary: bool = False) -> dict[str, Any]:
        return {"row": t(key), "secondary": t(f"{key}_summary")} if summary else {"row": t(key)}

    return page(
        t("pref_category_advanced"),
        [
            {"list": [row("pref_dump_crash_logs", True)]},
            {"switch": t("pref_verbose_logging"), "checked": False},
            {"list": [row("pref_debug_info"), row("pref_manage_notifications")]},
            {"text": t("label_data")},
            {
                "list": [
                    row("pref_invalidate_download_cache", True),
                    row("pref_clear_database", True),
                ]
            },
            {"text": t("label_network")},
            {"list": [row("pref_clear_cookies"), row("pref_clear_webview_data")]},
            {"text": t("label_library")},
            {"list": [row("pref_refresh_library_covers"), row("pref_reset_viewer_flags", True)]},
            {"text": t("label_extensions")},
            {"list": [row("ext_revoke_trust")]},
        ],
    )


def _advanced(t: Any) -> list[dict[str, Any]]:
    advanced = _advanced_page(t)
    where = "komikku SettingsAdvancedScreen"
    wipe = page(
        t("pref_clear_database"),
        [
            *icons(t("action_select_all"), t("action_select_inverse")),
            {
                "list": [
                    {"row": SOURCE, "secondary": t("clear_database_source_item_count", 37)},
                    {"row": "Comick (ALL)", "secondary": t("clear_database_source_item_count", 12)},
                ]
            },
            {"button": t("action_delete")},
        ],
    )
    return [
        entry("sign-out", where, advanced, [(t("pref_clear_cookies"), True)]),
        entry("delete", where, advanced, [(t("pref_clear_webview_data"), True)]),
        entry("reset", where, advanced, [(t("pref_reset_viewer_flags"), True)]),
        entry("reversible", where, advanced, [(t("ext_revoke_trust"), False)]),
        entry("harmless", where, advanced, [(t("pref_clear_database"), False)]),
        entry(
            "opens-prompt",
            "komikku ClearDatabaseScreen (MangaDex selected)",
            wipe,
            [(t("action_delete"), False)],
        ),
        popup(
            "delete",
            "komikku ClearDatabaseScreen (confirmation)",
            t("pref_clear_database"),
            t("are_you_sure"),
            t("clear_database_text"),
            [(t("action_cancel"), False), (t("action_ok"), True)],
            ({"switch": t("clear_db_exclude_read"), "checked": True},),
        ),
    ]


def _accounts(t: Any) -> list[dict[str, Any]]:
    logged_in = {"icon": t("login_success")}
    tracking = page(
        t("pref_category_tracking"),
        [
            {"switch": t("kmk.pref_track_on_add_library"), "checked": False},
            {"switch": t("pref_auto_update_manga_sync"), "checked": True},
            {"text": t("services")},
            {"list": [{"row": name} for name in TRACKERS]},
            logged_in,
            {"text": t("enhanced_services")},
            {"list": [{"row": KOMGA}]},
            logged_in,
        ],
    )
    discord = t("kmk.connections_discord")
    connections = page(
        t("kmk.pref_category_connections"),
        [
            {"list": [{"row": t("kmk.discord_accounts")}]},
            {"text": discord},
            {"switch": t("kmk.pref_enable_discord_rpc"), "checked": True},
            {
                "list": [
                    {"row": t("kmk.pref_discord_status"), "secondary": t("kmk.pref_discord_online")}
                ]
            },
            {"text": t("kmk.pref_category_discord_customization")},
            {
                "list": [
                    {
                        "row": t("kmk.pref_discord_custom_message"),
                        "secondary": t("kmk.pref_discord_custom_message_summary"),
                    }
                ]
            },
            {"switch": t("kmk.pref_discord_show_progress"), "checked": True},
            {"list": [{"row": t("logout")}]},
        ],
    )
    where = "komikku SettingsTrackingScreen (AniList and Komga logged in)"
    return [
        entry("opens-prompt", where, tracking, [(ANILIST, False)]),
        entry("reversible", where, tracking, [(KOMGA, False)]),
        popup(
            "sign-out",
            "komikku TrackingLogoutDialog (AniList)",
            t("pref_category_tracking"),
            t("logout_title", ANILIST),
            None,
            [(t("action_cancel"), False), (t("logout"), True)],
        ),
        entry(
            "opens-prompt",
            "komikku SettingsDiscordScreen (logged in)",
            connections,
            [(t("logout"), False)],
        ),
        popup(
            "sign-out",
            "komikku ConnectionsLogoutDialog (Discord)",
            t("kmk.pref_category_connections"),
            t("logout_title", discord),
            None,
            [(t("action_cancel"), False), (t("logout"), True)],
        ),
    ]
