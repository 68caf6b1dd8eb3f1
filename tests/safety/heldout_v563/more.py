"""Mangayomi's More page and what it opens (``com.kodjodevf.mangayomi``): the categories, Data
and storage, the sync server, the trackers, the download queue, the player's custom buttons and
the General settings, strings from ``lib/l10n/app_*.arb``. Category, tracker, server, button
and chapter names and sizes are the same in every language.

Read from the code (``lib/modules/more/``): ``more_screen.dart`` (no app bar; the switches
"Downloaded only" and "Incognito Mode", ``widgets/downloaded_only_widget.dart`` and
``widgets/incognito_mode_widget.dart``, each set at once, and the rows "Download Queue",
Categories, Statistics, Calendar, "Data and storage", Settings and About, which open their
pages); ``categories/categories_screen.dart`` (the tabs Manga, Anime and Novel; a category's
card, whose name opens "Rename Category" and whose icons carry no words, the trash icon opening
"Delete Category", "Do you wish to delete the category NAME?", Cancel and OK, whose OK takes
the category off every entry and deletes it, ``_removeCategory``; Add opens "Add Category", the
Name field, Cancel and Add, which creates the category);
``data_and_storage/data_and_storage.dart`` ("Download location", "Backup and restore" with the
segments "Create backup", which opens the backup page, and "Restore backup", which opens the
system's file picker, ``performRestore``; "Backup frequency", "Compression level", "Backup
location", "Clear chapter and episode cache", which empties the cache of chapters and episodes
read online at once, and its switch for app launch);
``data_and_storage/widgets/unified_restore.dart`` (a Mangayomi backup picked asks "Restore
backup", "Restoring a backup will overwrite all existing data. Continue restoring?", Cancel and
OK; OK restores without the safety backup the Mihon import writes first, and ``providers/
restore.dart`` clears the entries, chapters, history, updates, categories and tracks, and of a
full backup the sources, settings and custom buttons too, before writing the backup's);
``settings/sync/sync.dart`` (Sync: "Enable sync", "Auto Sync", "Sync history data", "Sync
update data", "Sync settings", the server's row, and the buttons "Sync progress", "Upload only"
and "Download only", whose icons carry no words and whose labels are texts beside them; "Upload
only" asks "This operation will fully replace the remote data with local data!", Cancel and
Confirm, and Confirm sends the local data with ``resetAll``, ``services/sync_server.dart``);
``settings/sync/widgets/sync_listile.dart`` (the server's row, once logged in, opens "Log out
from Sync Server Address?", Cancel and "Log out", which forgets the token,
``synchingProvider.logout``); ``settings/track/track.dart`` and ``widgets/track_listile.dart``
(Tracking: "Update progress after reading", the trackers Anilist, Kitsu, MyAnimeList, Simkl and
Trakt, whose row starts the log-in when logged out and, logged in, opens "Log out from NAME?",
Cancel and "Log out", which deletes the tracker's token, ``tracksProvider.logout``);
``download_queue/download_queue_screen.dart`` (a download's menu: Cancel and "Cancel all for
this series", which stop the downloads and drop them from the queue, ``cancelDownloads``);
``settings/player/custom_button_screen.dart`` ("Edit custom buttons": each button's icons carry
no words; the trash icon opens "Delete custom button", Cancel and OK, whose OK deletes the
button and its code); ``settings/general/general_screen.dart`` (General: "Recommendation
Weights" with Reset, which sets the four weights back to their defaults at once, and a slider
for each).
"""

from __future__ import annotations

from typing import Any

from screens import alert, confirm, entry, menu, page

CATEGORIES = ("Reading", "Plan to read")
NEW_CATEGORY = "Completed"
CACHE = "148.62 MB"
TRACKERS = ("Anilist", "Kitsu", "MyAnimeList", "Simkl", "Trakt")
DOWNLOAD = ("Blue Period", "Chapter 58", "12/40")
BUTTON = ("+85 s", "mpv.command('seek', '85')")
WEIGHTS = ("0.30", "0.15", "0.40", "0.15")


def screens(t: Any) -> list[dict[str, Any]]:
    """The More page and the pages it opens, in the language of ``t``."""
    return [*_more(t), *_categories(t), *_data(t), *_sync(t), *_tracking(t), *_settings(t)]


def _more_page(t: Any) -> dict[str, Any]:
    return page(
        None,
        [
            {"switch": t("downloaded_only"), "checked": False},
            {"switch": t("incognito_mode"), "checked": False},
            *(
                {"row": t(k)}
                for k in (
                    "download_queue",
                    "categories",
                    "statistics",
                    "calendar",
                    "data_and_storage",
                    "settings",
                    "about",
                )
            ),
            *({"tab": t(k)} for k in ("manga", "anime", "novel", "updates", "history", "browse")),
            {"tab": t("more")},
        ],
    )


def _more(t: Any) -> list[dict[str, Any]]:
    more = _more_page(t)
    return [
        entry("reversible", "mangayomi MoreScreen", more, [(t("incognito_mode"), False)]),
        entry("harmless", "mangayomi MoreScreen", more, [(t("categories"), False)]),
    ]


def _categories(t: Any) -> list[dict[str, Any]]:
    where = "mangayomi CategoriesTab"
    categories = page(
        t("categories"),
        [
            {"tab": t("manga")},
            {"tab": t("anime")},
            {"tab": t("novel")},
            *({"button": name} for name in CATEGORIES),
            {"button": t("add")},
        ],
    )
    field = ({"field": "", "hint": t("name"), "text": NEW_CATEGORY, "focused": True},)
    return [
        entry("opens-prompt", where, categories, [(t("add"), False)]),
        alert(
            "reversible",
            f"{where} (add category)",
            t("categories"),
            t("add_category"),
            None,
            [(t("cancel"), None), (t("add"), False)],
            field,
        ),
        confirm(
            "delete",
            f"{where} (delete category)",
            t("categories"),
            t("delete_category"),
            t("delete_category_msg", CATEGORIES[1]),
            (t("cancel"), False),
            (t("ok"), True),
        ),
    ]


def _data_page(t: Any) -> dict[str, Any]:
    return page(
        t("data_and_storage"),
        [
            {"row": t("download_location")},
            {"text": t("backup_and_restore")},
            {"button": t("create_backup")},
            {"button": t("restore_backup")},
            {"row": t("backup_frequency"), "secondary": t("off")},
            {"text": t("compression_level")},
            {"row": t("backup_location")},
            {"text": t("storage")},
            {"row": t("clear_chapter_and_episode_cache"), "secondary": CACHE},
            {"switch": t("clear_chapter_or_episode_cache_on_app_launch"), "checked": False},
        ],
    )


def _data(t: Any) -> list[dict[str, Any]]:
    where = "mangayomi DataAndStorage"
    data = _data_page(t)
    return [
        entry("harmless", where, data, [(t("restore_backup"), False)]),
        entry("harmless", where, data, [(t("clear_chapter_and_episode_cache"), False)]),
        confirm(
            "overwrite",
            "mangayomi performRestore (Mangayomi backup)",
            t("data_and_storage"),
            t("restore_backup"),
            t("restore_backup_warning_title"),
            (t("cancel"), False),
            (t("ok"), True),
        ),
    ]


def _sync_page(t: Any) -> dict[str, Any]:
    return page(
        t("syncing"),
        [
            {"switch": t("sync_on"), "checked": True},
            {"row": t("sync_auto"), "secondary": t("sync_auto_off")},
            {"switch": t("sync_enable_histories"), "checked": True},
            {"switch": t("sync_enable_updates"), "checked": True},
            {"switch": t("sync_enable_settings"), "checked": False},
            {"button": t("get_sync_server")},
            {"text": t("services")},
            {"row": t("sync_server")},
            {"text": t("sync_button_sync")},
            {"text": t("sync_button_upload")},
            {"text": t("sync_button_download")},
        ],
    )


def _sync(t: Any) -> list[dict[str, Any]]:
    where = "mangayomi SyncScreen"
    sync = _sync_page(t)
    return [
        entry("reversible", where, sync, [(t("sync_enable_histories"), False)]),
        entry("opens-prompt", f"{where} (logged in)", sync, [(t("sync_server"), False)]),
        confirm(
            "sign-out",
            "mangayomi SyncListile (log out)",
            t("syncing"),
            t("log_out_from", t("sync_server")),
            None,
            (t("cancel"), False),
            (t("log_out"), True),
        ),
        confirm(
            "overwrite",
            f"{where} (upload only)",
            t("syncing"),
            None,
            t("sync_button_upload_info"),
            (t("cancel"), False),
            (t("dialog_confirm"), True),
        ),
    ]


def _tracking(t: Any) -> list[dict[str, Any]]:
    tracking = page(
        t("tracking"),
        [
            {"switch": t("updateProgressAfterReading"), "checked": True},
            {"text": t("services")},
            *({"row": name} for name in TRACKERS),
            {"row": t("manage_trackers")},
        ],
    )
    return [
        entry(
            "opens-prompt", "mangayomi TrackScreen (logged in)", tracking, [(TRACKERS[0], False)]
        ),
        confirm(
            "sign-out",
            "mangayomi TrackListile (log out)",
            t("tracking"),
            t("log_out_from", TRACKERS[0]),
            None,
            (t("cancel"), False),
            (t("log_out"), True),
        ),
    ]


def _settings(t: Any) -> list[dict[str, Any]]:
    weights = [
        ("recommendations_weights_genre", WEIGHTS[0]),
        ("recommendations_weights_setting", WEIGHTS[1]),
        ("recommendations_weights_synopsis", WEIGHTS[2]),
        ("recommendations_weights_theme", WEIGHTS[3]),
    ]
    general = page(
        t("general"),
        [
            {"text": t("recommendations_weights")},
            {"button": t("reset")},
            *(item for key, value in weights for item in ({"text": t(key)}, {"slider": value})),
        ],
    )
    return [
        menu(
            "reversible",
            "mangayomi DownloadQueueScreen (menu)",
            t("download_queue"),
            [t("cancel"), t("cancel_all_for_this_series")],
            [(t("cancel"), False)],
        ),
        alert(
            "delete",
            "mangayomi CustomButtonScreen (delete)",
            t("custom_buttons_edit"),
            None,
            t("custom_buttons_delete"),
            [(t("cancel"), False), (t("ok"), True)],
        ),
        entry("reversible", "mangayomi GeneralScreen", general, [(t("reset"), False)]),
    ]
