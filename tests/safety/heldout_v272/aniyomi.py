"""Aniyomi's screens (``xyz.jmir.tachiyomi.mi``, an anime and manga library: entries from
sources that extensions provide, followed, watched and read, their episodes downloaded and
deleted, watch history kept, progress synced with trackers, backups made and restored),
strings from ``i18n/src/commonMain/moko-resources`` (``MR``) and
``i18n-aniyomi/src/commonMain/moko-resources`` (``AYMR``, written ``ay.`` here). The titles,
sources, tracker, categories and addresses on the screens are the same in every language.

Read from the code (``app/src/main/java``): ``eu/kanade/tachiyomi/ui/library/anime/
AnimeLibraryTab.kt`` and ``eu/kanade/presentation/entries/components/EntryBottomActionMenu.kt``
(``LibraryBottomActionMenu``: "Set categories", "Mark as seen", "Mark as unseen", Download and
Delete, icons named by their titles; Delete opens ``presentation/library/
DeleteLibraryEntryDialog.kt``: "Remove" with the checkboxes "From library" and "Downloaded
episodes", Cancel and OK, which takes the entries out of the library and, with the second
ticked, deletes their downloaded episodes); ``presentation/library/components/
LibraryToolbar.kt`` (the library's filter icon and overflow); ``presentation/category/
components/CategoryDialogs.kt`` (``ChangeCategoryDialog``: Edit, Cancel and OK;
``CategoryCreateDialog``: Cancel and Add; ``CategoryRenameDialog``: Cancel and OK;
``CategoryDeleteDialog``: "Delete category", "Do you wish to delete the category ...?",
Cancel and OK, which deletes the category, its entries going back to Default);
``presentation/category/components/CategoryListItem.kt`` (each category's rename, hide and
delete icons) and ``CategoryFloatingActionButton.kt`` (Add); ``presentation/entries/anime/
AnimeScreen.kt``, ``components/AnimeInfoHeader.kt`` and ``components/EntryToolbar.kt`` (the
entry's "In library" button, which takes it out of the library at once, its WebView and
tracking buttons, and the overflow: "Edit categories", Migrate, Share, Settings);
``ui/entries/anime/AnimeScreenModel.kt`` (``toggleFavorite``: once out of the library, an
entry with downloads shows a snackbar "Delete downloaded episodes?" whose Delete deletes them);
``EntryBottomActionMenu`` for selected episodes (Bookmark, "Mark as seen", "Mark previous as
seen", Download, Delete) with ``presentation/components/EntryDownloadDropdownMenu.kt`` ("Next
episode", "Next 5 episodes", ..., "Unseen") and ``presentation/entries/components/
ItemsDialogs.kt`` (``DeleteItemsDialog``: "Are you sure?", Cancel and OK, which deletes the
selected episodes' downloaded files); ``ui/entries/anime/track/AnimeTrackInfoDialog.kt`` (the
tracking removal: "Remove AniList tracking?", "This will remove the tracking locally.", the
checkbox "Also remove from AniList", Cancel and OK, which unlinks the entry and, with the box
ticked, deletes the list entry on the tracker's site with ``DeletableAnimeTracker.delete``);
``ui/browse/anime/migration/search/MigrateAnimeDialog.kt`` and ``ui/browse/anime/migration/
AnimeMigrationFlags.kt`` ("Select data to include" with Episodes, Categories and "Delete
downloaded", then "Show entry", Copy and Migrate; Migrate takes the old entry out of the
library and, with "Delete downloaded" ticked, deletes its downloads); ``presentation/browse/
BrowseSourceDialogs.kt`` (``RemoveEntryDialog`` for an entry in the library long-pressed in a
source: "Are you sure?", Cancel and Remove, which only takes it out of the library);
``ui/history/anime/AnimeHistoryTab.kt``, ``presentation/history/anime/components/
AnimeHistoryItem.kt`` and ``presentation/history/HistoryDialogs.kt`` (the history's "Clear
history" icon, each row's Delete icon; ``HistoryDeleteDialog``: Remove, its message, the
checkbox "Reset all episodes for this anime", Cancel and Remove; ``HistoryDeleteAllDialog``:
"Remove everything", "Are you sure? All history will be lost.", Cancel and OK, which deletes
every history record); ``ui/updates/anime/AnimeUpdatesTab.kt`` and ``presentation/updates/
UpdatesDialog.kt`` (the selected updates' bar and its Delete, whose dialog's OK deletes the
episodes' downloads); ``ui/download/DownloadsTab.kt``, ``ui/download/anime/
AnimeDownloadQueueScreenModel.kt``, ``data/download/anime/AnimeDownloadManager.kt`` and
``res/layout/download_item.xml`` (the queue's Sort icon and overflow "Cancel all", which
clears the queue and stops the downloader, the download under way deleted with the part
already downloaded; an item's Menu button and its popup, "Move to top", "Move series to top",
"Move to bottom", "Move series to bottom", Cancel, "Cancel all for this series");
``presentation/more/settings/screen/browse/components/ExtensionReposContent.kt`` and
``ExtensionReposDialogs.kt`` (each repository's "Open in browser", "Copy to clipboard" and
Delete icons; "Delete repo" with Cancel and OK; "Add repo" with its field, Cancel and Add);
``presentation/browse/anime/AnimeExtensionDetailsScreen.kt`` and ``extension/anime/util/
AnimeExtensionInstaller.kt`` (Uninstall, which for an installed package hands over to the
system's uninstall confirmation, and "App info"); ``presentation/more/settings/screen/
SettingsAdvancedScreen.kt`` (rows that act at once: "Dump crash logs", "Verbose logging",
"Reindex downloads", "Clear cookies", which empties the cookie jar, "Clear WebView data",
"Reset default user agent string", "Reset per-series reader settings", which resets every
entry's reader mode and orientation, "Revoke trusted unknown extensions", which clears the
trust of every unknown extension; "Clear anime database", which opens its page);
``advanced/ClearAnimeDatabaseScreen.kt`` (the sources with their counts of entries not in the
library, Delete, and "Are you sure? ..." with Cancel and OK, which deletes those entries with
their episodes and history); ``data/SettingsDataScreen.kt`` ("Create backup" and "Restore
backup", "Storage", "Clear episode and chapter cache", the library list's export with
"Select data to include", Cancel and Save); ``data/RestoreBackupScreen.kt`` (the restore
options and Restore, which starts ``BackupRestoreJob``: the backup's library, categories,
settings and extension repositories written over the app's); ``more/storage/StorageItem.kt``
(each entry's Delete icon and "Delete downloaded episodes?", Cancel and OK, which deletes all
of the entry's downloads); ``SettingsTrackingScreen.kt`` (``TrackingLogoutDialog``: "Log out
from AniList?", Cancel and "Log out", which drops the tracker's saved sign-in).
"""

from __future__ import annotations

from typing import Any

from screens import PACKAGE, confirm, entry, menu, page, sheet

FRIEREN, MUSHISHI, BEBOP = "Frieren: Beyond Journey's End", "Mushishi", "Cowboy Bebop"
SOURCE, OTHER_SOURCE, TRACKER = "AllAnime", "Hanime Archive", "AniList"
WATCHING, CLASSICS = "Watching", "Classics"
REPO = "https://anime-ext.example.org/repo"


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        library(t)
        + entry_page(t)
        + tracking_sheet(t)
        + migrate(t)
        + history(t)
        + updates(t)
        + downloads(t)
        + categories(t)
        + extensions(t)
        + advanced(t)
        + data(t)
        + tracking(t)
    )


def _cancel(t: Any) -> str:
    return t("action_cancel")


def library(t: Any) -> list[dict[str, Any]]:
    home = t("ay.label_anime_library")
    bar = page(
        home,
        [
            {"icon": t("action_select_all")},
            {"icon": t("action_select_inverse")},
            {"list": [{"row": FRIEREN}, {"row": MUSHISHI}, {"row": BEBOP}]},
            {"icon": t("action_move_category")},
            {"icon": t("ay.action_mark_as_seen")},
            {"icon": t("ay.action_mark_as_unseen")},
            {"icon": t("action_download")},
            {"icon": t("action_delete")},
        ],
    )
    where = "aniyomi AnimeLibraryTab (LibraryBottomActionMenu)"
    gone = "aniyomi DeleteLibraryEntryDialog"
    ok = t("action_ok")

    def remove(downloads: bool, no: bool | None, yes: bool | None, category: str) -> dict:
        boxes = (
            {"switch": t("ay.anime_from_library"), "checked": True},
            {"switch": t("ay.downloaded_episodes"), "checked": downloads},
        )
        buttons = [(_cancel(t), no), (ok, yes)]
        return confirm(category, gone, home, t("action_remove"), None, buttons, boxes)

    categories = (
        {"switch": WATCHING, "checked": True},
        {"switch": CLASSICS, "checked": False},
    )
    return [
        entry("reversible", where, bar, [(t("ay.action_mark_as_seen"), False)]),
        entry("opens-prompt", where, bar, [(t("action_delete"), False)]),
        remove(False, None, False, "reversible"),
        remove(True, None, True, "delete"),
        remove(True, False, None, "harmless"),
        confirm(
            "reversible",
            "aniyomi ChangeCategoryDialog",
            home,
            t("action_move_category"),
            None,
            [(t("action_edit"), None), (_cancel(t), None), (ok, False)],
            categories,
        ),
    ]


def entry_page(t: Any) -> list[dict[str, Any]]:
    episodes = [
        {"row": t("ay.display_mode_episode", n), "secondary": f"2023-{n + 8:02d}-29"}
        for n in (1, 2, 3)
    ]
    header = [
        {"icon": t("action_filter")},
        {"text": FRIEREN},
        {"text": SOURCE},
        {"button": t("in_library")},
        {"button": t("manga_tracking_tab")},
        {"button": t("action_web_view")},
        {"list": episodes},
        {"button": t("action_resume")},
    ]
    info = page(FRIEREN, header)
    menu_rows = [
        t("action_webview_refresh"),
        t("action_edit_categories"),
        t("action_migrate"),
        t("action_share"),
        t("ay.settings"),
    ]
    selected = page(
        FRIEREN,
        [
            {"icon": t("action_select_all")},
            {"icon": t("action_select_inverse")},
            {"icon": t("manga_download")},
            {"list": episodes},
            {"icon": t("ay.action_bookmark_episode")},
            {"icon": t("ay.action_mark_as_seen")},
            {"icon": t("ay.action_mark_previous_as_seen")},
            {"icon": t("action_download")},
            {"icon": t("action_delete")},
        ],
    )
    dropdown = tuple(
        {"menu": label}
        for label in (
            t("ay.download_amount_anime#1"),
            t("ay.download_amount_anime#5"),
            t("ay.download_amount_anime#10"),
            t("ay.download_amount_anime#25"),
            t("ay.download_unseen"),
        )
    )
    snackbar = (
        {"list": episodes},
        {"text": t("ay.delete_downloads_for_anime")},
        {"button": t("action_delete")},
        {"icon": t("action_close")},
    )
    screen = "aniyomi AnimeScreen"
    sure = (t("are_you_sure"), t("ay.confirm_delete_episodes"))
    ok = t("action_ok")
    return [
        entry("reversible", f"{screen} (in library)", info, [(t("in_library"), False)]),
        sheet(
            "delete",
            f"{screen} (removed, delete downloads)",
            FRIEREN,
            snackbar,
            t("action_delete"),
            True,
        ),
        menu(
            "harmless",
            f"{screen} (EntryToolbar)",
            FRIEREN,
            menu_rows,
            [(t("action_migrate"), False)],
        ),
        entry(
            "reversible",
            f"{screen} (EntryBottomActionMenu)",
            selected,
            [(t("ay.action_mark_as_seen"), False)],
        ),
        entry(
            "opens-prompt",
            f"{screen} (EntryBottomActionMenu)",
            selected,
            [(t("action_delete"), False)],
        ),
        confirm(
            "delete",
            f"{screen} (DeleteItemsDialog)",
            FRIEREN,
            *sure,
            [(_cancel(t), None), (ok, True)],
        ),
        confirm(
            "harmless",
            f"{screen} (DeleteItemsDialog)",
            FRIEREN,
            *sure,
            [(_cancel(t), False), (ok, None)],
        ),
        sheet(
            "reversible",
            f"{screen} (EntryDownloadDropdownMenu)",
            FRIEREN,
            dropdown,
            t("ay.download_amount_anime#5"),
            False,
        ),
    ]


def tracking_sheet(t: Any) -> list[dict[str, Any]]:
    where = "aniyomi AnimeTrackInfoDialog (remove tracking)"
    title = t("track_delete_title", TRACKER)
    message = t("track_delete_text", TRACKER)

    def remove(remote: bool, no: bool | None, yes: bool | None, category: str) -> dict:
        box = ({"switch": t("track_delete_remote_text", TRACKER), "checked": remote},)
        buttons = [(_cancel(t), no), (t("action_ok"), yes)]
        return confirm(category, where, FRIEREN, title, message, buttons, box)

    return [
        remove(True, None, True, "delete"),
        remove(False, None, False, "reversible"),
        remove(True, False, None, "harmless"),
    ]


def migrate(t: Any) -> list[dict[str, Any]]:
    where = "aniyomi MigrateAnimeDialog"

    def dialog(deleting: bool, tap: str, category: str) -> dict:
        boxes = (
            {"switch": t("ay.episodes"), "checked": True},
            {"switch": t("categories"), "checked": True},
            {"switch": t("delete_downloaded"), "checked": deleting},
        )
        copy, move = t("copy"), t("migrate")
        buttons = [
            (t("ay.action_show_anime"), None),
            (copy, False if tap == copy else None),
            (move, deleting if tap == move else None),
        ]
        title = t("migration_dialog_what_to_include")
        return confirm(category, where, FRIEREN, title, None, buttons, boxes)

    remove = "aniyomi BrowseAnimeSourceScreen (RemoveEntryDialog)"
    sure = (t("are_you_sure"), t("remove_manga", MUSHISHI))
    return [
        dialog(True, t("migrate"), "delete"),
        dialog(False, t("copy"), "reversible"),
        confirm(
            "reversible", remove, SOURCE, *sure, [(_cancel(t), None), (t("action_remove"), False)]
        ),
        confirm(
            "harmless", remove, SOURCE, *sure, [(_cancel(t), False), (t("action_remove"), None)]
        ),
    ]


def history(t: Any) -> list[dict[str, Any]]:
    title = t("history")
    rows = []
    for name, n in ((FRIEREN, 3), (MUSHISHI, 12)):
        rows += [
            {"row": name, "secondary": t("ay.display_mode_episode", n)},
        ]
    tab = page(
        title,
        [
            {"tab": t("ay.label_anime")},
            {"tab": t("manga")},
            {"icon": t("action_search")},
            {"icon": t("pref_clear_history")},
            {"list": rows},
            {"icon": t("action_delete")},
        ],
    )
    where = "aniyomi AnimeHistoryTab"
    everything = (t("action_remove_everything"), t("clear_history_confirmation"))
    ok, remove = t("action_ok"), t("action_remove")

    def one(reset: bool, no: bool | None, yes: bool | None, category: str) -> dict:
        items = (
            {"text": t("ay.dialog_with_checkbox_remove_description_anime")},
            {"switch": t("ay.dialog_with_checkbox_reset_anime"), "checked": reset},
        )
        buttons = [(_cancel(t), no), (remove, yes)]
        return confirm(
            category, f"{where} (HistoryDeleteDialog)", title, remove, None, buttons, items
        )

    return [
        entry("opens-prompt", where, tab, [(t("pref_clear_history"), False)]),
        confirm(
            "delete",
            f"{where} (HistoryDeleteAllDialog)",
            title,
            *everything,
            [(_cancel(t), None), (ok, True)],
        ),
        confirm(
            "harmless",
            f"{where} (HistoryDeleteAllDialog)",
            title,
            *everything,
            [(_cancel(t), False), (ok, None)],
        ),
        entry("opens-prompt", where, tab, [(t("action_delete"), False)]),
        one(False, None, True, "delete"),
        one(True, False, None, "harmless"),
    ]


def updates(t: Any) -> list[dict[str, Any]]:
    title = t("label_recent_updates")
    rows = [
        {"row": FRIEREN, "secondary": t("ay.display_mode_episode", 28)},
        {"row": BEBOP, "secondary": t("ay.display_mode_episode", 26)},
    ]
    bar = page(
        title,
        [
            {"icon": t("action_select_all")},
            {"icon": t("action_select_inverse")},
            {"list": rows},
            {"icon": t("ay.action_bookmark_episode")},
            {"icon": t("ay.action_mark_as_seen")},
            {"icon": t("action_download")},
            {"icon": t("action_delete")},
        ],
    )
    where = "aniyomi AnimeUpdatesTab"
    message = t("ay.confirm_delete_episodes")
    ok = t("action_ok")
    dialog = f"{where} (UpdatesDeleteConfirmationDialog)"
    return [
        entry("opens-prompt", where, bar, [(t("action_delete"), False)]),
        confirm("delete", dialog, title, None, message, [(_cancel(t), None), (ok, True)]),
        confirm("harmless", dialog, title, None, message, [(_cancel(t), False), (ok, None)]),
    ]


def downloads(t: Any) -> list[dict[str, Any]]:
    title = t("label_download_queue")
    items = [
        {"text": FRIEREN, "rid": f"{PACKAGE}manga_full_title"},
        {"text": t("ay.display_mode_episode", 4), "rid": f"{PACKAGE}chapter_title"},
        {"text": "38%", "rid": f"{PACKAGE}download_progress_text"},
        {"icon": t("action_menu"), "rid": f"{PACKAGE}menu"},
    ]
    queue = page(
        title,
        [
            {"tab": t("ay.label_anime")},
            {"tab": t("manga")},
            {"icon": t("action_sort")},
            {"icon": t("action_menu_overflow_description")},
            {"list": items},
        ],
    )
    overflow = [t("action_cancel_all")]
    rows = [
        t("action_move_to_top"),
        t("action_move_to_top_all_for_series"),
        t("action_move_to_bottom"),
        t("action_move_to_bottom_all_for_series"),
        t("action_cancel"),
        t("cancel_all_for_series"),
    ]
    where = "aniyomi DownloadsTab"
    return [
        entry("harmless", where, queue, [(t("action_menu"), False)]),
        menu(
            "stop-download",
            f"{where} (overflow)",
            title,
            overflow,
            [(t("action_cancel_all"), True)],
        ),
        menu(
            "reversible",
            "aniyomi AnimeDownloadQueueScreenModel (download_single)",
            title,
            rows,
            [(t("action_move_to_top"), False)],
        ),
    ]


def categories(t: Any) -> list[dict[str, Any]]:
    title = t("ay.general_categories")
    rows = []
    for name in (WATCHING, CLASSICS):
        rows.append({"row": name})
    tab = page(
        title,
        [
            {"tab": t("ay.label_anime")},
            {"tab": t("manga")},
            {"list": rows},
            {"icon": t("action_rename_category")},
            {"icon": t("ay.action_hide")},
            {"icon": t("action_delete")},
            {"button": t("action_add")},
        ],
    )
    where = "aniyomi AnimeCategoryScreen"
    ok, add = t("action_ok"), t("action_add")
    field = {"field": "name", "hint": t("name"), "text": "Rewatch"}
    rename = {"field": "name", "hint": t("name"), "text": "Classics (90s)"}
    required = {"text": t("information_required_plain")}
    delete = (t("delete_category"), t("delete_category_confirmation", CLASSICS))
    return [
        entry("opens-prompt", where, tab, [(add, False)]),
        confirm(
            "reversible",
            f"{where} (CategoryCreateDialog)",
            title,
            t("action_add_category"),
            None,
            [(_cancel(t), None), (add, False)],
            (field, required),
        ),
        entry("opens-prompt", where, tab, [(t("action_delete"), False)]),
        confirm(
            "delete",
            f"{where} (CategoryDeleteDialog)",
            title,
            *delete,
            [(_cancel(t), None), (ok, True)],
        ),
        confirm(
            "harmless",
            f"{where} (CategoryDeleteDialog)",
            title,
            *delete,
            [(_cancel(t), False), (ok, None)],
        ),
        confirm(
            "reversible",
            f"{where} (CategoryRenameDialog)",
            title,
            t("action_rename_category"),
            None,
            [(_cancel(t), None), (ok, False)],
            (rename, required),
        ),
    ]


def extensions(t: Any) -> list[dict[str, Any]]:
    repos = t("label_extension_repos")
    listing = page(
        repos,
        [
            {"icon": t("action_webview_refresh")},
            {"row": "Anime Extensions", "secondary": REPO},
            {"icon": t("action_open_in_browser")},
            {"icon": t("action_copy_to_clipboard")},
            {"icon": t("action_delete")},
            {"button": t("action_add")},
        ],
    )
    where = "aniyomi AnimeExtensionReposScreen"
    ok, add = t("action_ok"), t("action_add")
    delete = (t("action_delete_repo"), t("delete_repo_confirmation", REPO))
    new = (
        {"text": t("ay.action_add_repo_message")},
        {"field": "repo", "hint": t("label_add_repo_input"), "text": REPO},
        {"text": t("information_required_plain")},
    )
    details = page(
        t("label_extension_info"),
        [
            {"icon": t("action_menu_overflow_description")},
            {"text": SOURCE},
            {"text": "14.12"},
            {"text": t("ext_info_version")},
            {"button": t("ext_uninstall")},
            {"button": t("ext_app_info")},
            {"switch": t("pref_incognito_mode"), "checked": False},
        ],
    )
    return [
        entry("opens-prompt", where, listing, [(t("action_delete"), False)]),
        confirm(
            "delete",
            f"{where} (ExtensionRepoDeleteDialog)",
            repos,
            *delete,
            [(_cancel(t), None), (ok, True)],
        ),
        confirm(
            "harmless",
            f"{where} (ExtensionRepoDeleteDialog)",
            repos,
            *delete,
            [(_cancel(t), False), (ok, None)],
        ),
        confirm(
            "reversible",
            f"{where} (ExtensionRepoCreateDialog)",
            repos,
            t("action_add_repo"),
            None,
            [(_cancel(t), None), (add, False)],
            new,
        ),
        entry(
            "opens-prompt",
            "aniyomi AnimeExtensionDetailsScreen",
            details,
            [(t("ext_uninstall"), False)],
        ),
    ]


def advanced(t: Any) -> list[dict[str, Any]]:
    title = t("pref_category_advanced")
    rows = [
        {"row": t("pref_dump_crash_logs"), "secondary": t("pref_dump_crash_logs_summary")},
        {"switch": t("pref_verbose_logging"), "checked": False},
        {"row": t("pref_debug_info")},
        {"text": t("label_data")},
        {
            "row": t("pref_invalidate_download_cache"),
            "secondary": t("ay.pref_invalidate_download_cache_summary"),
        },
        {
            "row": t("ay.pref_clear_manga_database"),
            "secondary": t("ay.pref_clear_manga_database_summary"),
        },
        {
            "row": t("ay.pref_clear_anime_database"),
            "secondary": t("ay.pref_clear_anime_database_summary"),
        },
        {"text": t("label_network")},
        {"row": t("pref_clear_cookies")},
        {"row": t("pref_clear_webview_data")},
        {"row": t("pref_dns_over_https"), "secondary": t("disabled")},
        {"row": t("pref_user_agent_string")},
        {"row": t("pref_reset_user_agent_string")},
        {"text": t("label_library")},
        {"row": t("pref_refresh_library_covers")},
        {"row": t("pref_reset_viewer_flags"), "secondary": t("pref_reset_viewer_flags_summary")},
        {"text": t("label_extensions")},
        {"row": t("ext_revoke_trust")},
    ]
    prefs = page(title, [{"list": rows}])
    where = "aniyomi SettingsAdvancedScreen"

    def tap(category: str, key: str, bad: bool) -> dict:
        return entry(category, where, prefs, [(t(key), bad)])

    clear = t("ay.pref_clear_anime_database")
    sources = [
        {"row": SOURCE, "secondary": t("clear_database_source_item_count", 214)},
        {"row": OTHER_SOURCE, "secondary": t("clear_database_source_item_count", 37)},
    ]
    db = page(
        clear, [{"icon": t("action_select_all")}, {"list": sources}, {"button": t("action_delete")}]
    )
    dbwhere = "aniyomi ClearAnimeDatabaseScreen"
    message = t("ay.clear_database_confirmation")
    ok = t("action_ok")
    return [
        tap("harmless", "pref_invalidate_download_cache", False),
        tap("reversible", "pref_verbose_logging", False),
        tap("clear-data", "pref_clear_cookies", True),
        tap("reset", "pref_reset_viewer_flags", True),
        tap("revoke", "ext_revoke_trust", True),
        tap("harmless", "pref_refresh_library_covers", False),
        entry("opens-prompt", dbwhere, db, [(t("action_delete"), False)]),
        confirm("delete", dbwhere, clear, None, message, [(_cancel(t), None), (ok, True)]),
        confirm("harmless", dbwhere, clear, None, message, [(_cancel(t), False), (ok, None)]),
    ]


def data(t: Any) -> list[dict[str, Any]]:
    title = t("label_data_storage")
    rows = [
        {"row": t("pref_storage_location")},
        {"text": t("label_backup")},
        {"button": t("pref_create_backup")},
        {"button": t("pref_restore_backup")},
        {"row": t("pref_backup_interval"), "secondary": t("update_24hour")},
        {"text": t("pref_storage_usage")},
        {"row": t("ay.label_storage")},
        {"row": t("ay.pref_clear_chapter_cache"), "secondary": t("used_cache", "312 MB")},
        {"switch": t("ay.pref_auto_clear_chapter_cache"), "checked": False},
        {"text": t("export")},
        {"row": t("library_list")},
    ]
    prefs = page(title, [{"list": rows}])
    where = "aniyomi SettingsDataScreen"
    options = [
        {"switch": t("label_library"), "checked": True},
        {"switch": t("categories"), "checked": True},
        {"switch": t("app_settings"), "checked": True},
        {"switch": t("extensionRepo_settings"), "checked": True},
        {"switch": t("source_settings"), "checked": True},
        {"button": t("action_restore")},
    ]
    restore = page(t("pref_restore_backup"), options)
    storage = t("ay.label_storage")
    items = [
        {"row": FRIEREN, "secondary": "4.2 GB"},
        {"icon": t("action_delete")},
    ]
    store = page(storage, items)
    gone = (t("ay.delete_downloads_for_anime"), t("ay.delete_confirmation", FRIEREN))
    columns = (
        {"switch": t("title"), "checked": True},
        {"switch": t("ay.type"), "checked": False},
        {"switch": t("author"), "checked": True},
        {"switch": t("artist"), "checked": False},
    )
    ok = t("action_ok")
    return [
        entry("harmless", where, prefs, [(t("pref_create_backup"), False)]),
        entry("harmless", where, prefs, [(t("ay.pref_clear_chapter_cache"), False)]),
        entry("overwrite", "aniyomi RestoreBackupScreen", restore, [(t("action_restore"), True)]),
        entry("opens-prompt", "aniyomi AnimeStorageTab", store, [(t("action_delete"), False)]),
        confirm(
            "delete",
            "aniyomi StorageItem (ItemDeleteDialog)",
            storage,
            *gone,
            [(_cancel(t), None), (ok, True)],
        ),
        confirm(
            "harmless",
            "aniyomi StorageItem (ItemDeleteDialog)",
            storage,
            *gone,
            [(_cancel(t), False), (ok, None)],
        ),
        confirm(
            "harmless",
            f"{where} (ColumnSelectionDialog)",
            title,
            t("migration_dialog_what_to_include"),
            None,
            [(_cancel(t), None), (t("action_save"), False)],
            columns,
        ),
    ]


def tracking(t: Any) -> list[dict[str, Any]]:
    title = t("pref_category_tracking")
    where = "aniyomi SettingsTrackingScreen (TrackingLogoutDialog)"
    ask = t("logout_title", TRACKER)
    out = t("logout")
    return [
        confirm("sign-out", where, title, ask, None, [(_cancel(t), None), (out, True)]),
        confirm("harmless", where, title, ask, None, [(_cancel(t), False), (out, None)]),
    ]
