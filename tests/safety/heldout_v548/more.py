"""Tachiyomi's More page, its download queue, categories and settings (``eu.kanade.tachiyomi``),
strings from ``app/src/main/res/values*/strings.xml``. The category, tracker and size names on
the screens are the same in every language.

Read from the code (``app/src/main/java/eu/kanade/tachiyomi``): ``ui/more/MoreController.kt``
(the switches "Downloaded only" and "Incognito mode", each a preference set at once, and the
rows "Download queue", Categories, "Backup and restore", Settings, About and Help, which open
pages); ``ui/download/DownloadController.kt`` and ``res/menu/download_queue.xml`` (the queue's
overflow: Reorder and "Cancel all", which empties the queue, ``DownloadManager.clearQueue``:
the chapters are not downloaded yet and can be queued again); ``ui/category/CategoryController.kt``
(the categories: Add, which opens ``CategoryCreateDialog``, "Add category" with its field,
Cancel and OK, which creates the category; a long press selects one and shows
``res/menu/category_selection.xml``'s Edit and Delete, which removes the category from the list
behind the snackbar "Categories deleted", whose Undo puts it back: FlexibleAdapter's
undo support deletes it from the database only once the snackbar is gone);
``ui/setting/SettingsAdvancedController.kt`` ("Send crash reports", "Dump crash logs", "Disable
battery optimization", "Don't kill my app!", whose title is written in the code and not
translated; "Clear chapter cache", which empties ``ChapterCache``, the pages of chapters read
online, loaded again when read; "Clear database", which only opens
``ClearDatabaseDialogController``, "Are you sure? Read chapters and progress of non-library manga
will be lost", whose OK deletes every manga not in the library with its chapters and the
history without a read date, ``db.deleteMangasNotInLibrary`` and ``deleteHistoryNoLastRead``;
"Clear cookies", which at once, with no question, calls ``AndroidCookieJar.removeAll``: every
cookie of the sources' sites and of the app's WebView is deleted, the logins to those sites
with them; "DNS over HTTPS", "Refresh library manga covers" and "Refresh tracking");
``ui/setting/SettingsTrackingController.kt`` (the trackers: a service one is logged in to opens
``TrackLogoutDialog``, the others the service's login page or ``TrackLoginDialog``);
``ui/setting/track/TrackLogoutDialog.kt`` ("Log out from MyAnimeList?", Cancel and "Log out",
which calls ``TrackService.logout``: the service's token and user name kept by the app are
deleted); ``ui/setting/SettingsBackupController.kt`` ("Create backup", which only opens
``CreateBackupDialog``, "What do you want to backup?" with Manga, Categories, Chapters, Tracking
and History ticked, Cancel and Create, which opens the system's file picker to name the file;
"Restore backup", which opens the system's file picker, and for a ``.proto.gz`` file
``RestoreBackupDialog``, titled "Restore backup", with the message "Data from the backup file
will be restored. You will need to install any missing extensions and log in to tracking
services afterwards to use them." and a single button, Restore, which starts
``BackupRestoreService``: ``FullBackupRestore`` inserts every manga of the file into the library,
writes the file's manga details, categories, reader settings and favourite state over those of
the manga already there and merges in their chapters, history and tracking);
``ui/setting/SettingsSecurityController.kt`` ("Require unlock", "Secure screen" and "Hide
notification content", each set at once).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, checks, dialog, entry, icon, menu, nav, page, rid

CATEGORIES, NEW_CATEGORY = ("Weekly", "Finished", "Classics"), "Paused"
TRACKERS = ("MyAnimeList", "AniList", "Kitsu", "Shikimori", "Bangumi")
CACHE = "48 MB"


def screens(t: Any) -> list[dict[str, Any]]:
    return more(t) + categories(t) + advanced(t) + tracking(t) + backup(t) + security(t)


def more(t: Any) -> list[dict[str, Any]]:
    rows = ("label_download_queue", "categories", "label_backup", "label_settings",
            "pref_category_about", "label_help")  # fmt: skip
    listed = page(
        t("label_more"),
        [
            {"switch": t("label_downloaded_only"), "checked": False},
            {"text": t("downloaded_only_summary")},
            {"switch": t("pref_incognito_mode"), "checked": False},
            {"text": t("pref_incognito_mode_summary")},
            *({"row": t(k)} for k in rows),
            *nav(t),
        ],
    )
    overflow = [t("action_reorganize_by"), t("action_cancel_all")]
    where = "tachiyomi MoreController"
    return [
        entry("reversible", where, listed, [(t("pref_incognito_mode"), False)]),
        entry("harmless", where, listed, [(t("label_download_queue"), False)]),
        menu("reversible", "tachiyomi DownloadController (overflow)", t("label_download_queue"),
             overflow, [(t("action_cancel_all"), False)]),
    ]  # fmt: skip


def categories(t: Any) -> list[dict[str, Any]]:
    selected = page(
        "1",
        [
            icon(t("action_edit"), "action_edit"),
            icon(t("action_delete"), "action_delete"),
            {"list": [{"row": name} for name in CATEGORIES]},
        ],
    )
    deleted = page(
        t("action_edit_categories"),
        [
            {"list": [{"row": name} for name in CATEGORIES if name != "Finished"]},
            {"button": t("action_add"), "rid": rid("root_fab")},
            {"text": t("snack_categories_deleted"), "rid": rid("snackbar_text")},
            {"button": t("action_undo"), "rid": rid("snackbar_action")},
        ],
    )
    field = ({"field": "", "text": NEW_CATEGORY, "focused": True},)
    return [
        dialog("reversible", "tachiyomi CategoryCreateDialog", t("action_edit_categories"),
               t("action_add_category"), None,
               [(t("android:cancel"), NEGATIVE, None), (t("android:ok"), POSITIVE, False)], field),
        entry("reversible", "tachiyomi CategoryController (a category selected)", selected,
              [(t("action_delete"), False)]),
        entry("reversible", "tachiyomi CategoryController (deleted, snackbar)", deleted,
              [(t("action_undo"), False)]),
    ]  # fmt: skip


def advanced(t: Any) -> list[dict[str, Any]]:
    listed = page(
        t("pref_category_advanced"),
        [
            {"switch": t("pref_enable_acra"), "checked": True},
            {"text": t("pref_acra_summary")},
            {"row": t("pref_dump_crash_logs"), "secondary": t("pref_dump_crash_logs_summary")},
            {"row": t("pref_disable_battery_optimization"),
             "secondary": t("pref_disable_battery_optimization_summary")},
            {"row": t("=Don't kill my app!"), "secondary": t("about_dont_kill_my_app")},
            {"text": t("label_data")},
            {"row": t("pref_clear_chapter_cache"), "secondary": t("used_cache", CACHE)},
            {"row": t("pref_clear_database"), "secondary": t("pref_clear_database_summary")},
            {"text": t("label_network")},
            {"row": t("pref_clear_cookies")},
            {"row": t("pref_dns_over_https"), "secondary": t("disabled")},
            {"text": t("label_library")},
            {"row": t("pref_refresh_library_covers")},
            {"row": t("pref_refresh_library_tracking"),
             "secondary": t("pref_refresh_library_tracking_summary")},
        ],
    )  # fmt: skip
    where = "tachiyomi SettingsAdvancedController"
    return [
        entry("opens-prompt", where, listed, [(t("pref_clear_database"), False)]),
        entry("reversible", where, listed, [(t("pref_clear_chapter_cache"), False)]),
        entry("sign-out", where, listed, [(t("pref_clear_cookies"), True)]),
        dialog("delete", "tachiyomi SettingsAdvancedController.ClearDatabaseDialogController",
               t("pref_category_advanced"), None, t("clear_database_confirmation"),
               [(t("android:cancel"), NEGATIVE, False), (t("android:ok"), POSITIVE, True)]),
    ]  # fmt: skip


def tracking(t: Any) -> list[dict[str, Any]]:
    listed = page(
        t("pref_category_tracking"),
        [
            icon(t("tracking_guide"), "action_tracking_help"),
            {"switch": t("pref_auto_update_manga_sync"), "checked": True},
            {"text": t("services")},
            *({"row": name} for name in TRACKERS),
            {"text": t("tracking_info")},
            {"text": t("enhanced_services")},
            {"row": "Komga"},
        ],
    )
    return [
        entry("opens-prompt", "tachiyomi SettingsTrackingController", listed,
              [("MyAnimeList", False)]),
        dialog("sign-out", "tachiyomi TrackLogoutDialog", t("pref_category_tracking"),
               t("logout_title", "MyAnimeList"), None,
               [(t("android:cancel"), NEGATIVE, False), (t("logout"), POSITIVE, True)]),
    ]  # fmt: skip


def backup(t: Any) -> list[dict[str, Any]]:
    listed = page(
        t("label_backup"),
        [
            {"row": t("pref_create_backup"), "secondary": t("pref_create_backup_summ")},
            {"row": t("pref_restore_backup"), "secondary": t("pref_restore_backup_summ")},
            {"text": t("pref_backup_service_category")},
            {"row": t("pref_backup_interval"), "secondary": t("update_never")},
        ],
    )
    parts = checks([(t(k), True) for k in ("manga", "categories", "chapters", "track", "history")])
    return [
        entry("opens-prompt", "tachiyomi SettingsBackupController", listed,
              [(t("pref_create_backup"), False), (t("pref_restore_backup"), False)]),
        dialog("opens-prompt", "tachiyomi SettingsBackupController.CreateBackupDialog",
               t("label_backup"), t("backup_choice"), None,
               [(t("android:cancel"), NEGATIVE, None), (t("action_create"), POSITIVE, False)],
               parts),
        dialog("overwrite", "tachiyomi SettingsBackupController.RestoreBackupDialog",
               t("label_backup"), t("pref_restore_backup"), t("backup_restore_content_full"),
               [(t("action_restore"), POSITIVE, True)]),
    ]  # fmt: skip


def security(t: Any) -> list[dict[str, Any]]:
    listed = page(
        t("pref_category_security"),
        [
            {"switch": t("lock_with_biometrics"), "checked": False},
            {"switch": t("secure_screen"), "checked": False},
            {"text": t("secure_screen_summary")},
            {"switch": t("hide_notification_content"), "checked": False},
        ],
    )
    return [
        entry(
            "reversible",
            "tachiyomi SettingsSecurityController",
            listed,
            [(t("secure_screen"), False)],
        ),
    ]
