"""Kotatsu's screens (``org.koitharu.kotatsu``, a manga reader: history, favourites and their
categories, manga and chapters downloaded to the device, downloads, reading statistics, the
updates feed, saved filters, migration between sources, backups, trackers and its data
removal settings), strings from ``app/src/main/res/values*/strings.xml``; the platform's
Cancel and OK (``android.R.string``) read as the platform's own. The manga, sources and
names written on the screens are the same in every language. The platform's "Select all"
of some action modes is left out.

Read from the code (``app/src/main/kotlin/org/koitharu/kotatsu``):
``history/ui/HistoryListMenuProvider.kt`` (the History page's menu: "Clear history", which
only opens "Clear history", a choice of "Last 2 hours", Today, "Not in favorites" and "Clear
all history", Cancel and Clear, which clears that history with no undo, ``clearHistory``
giving a ``ReversibleAction`` without a handle); ``history/ui/HistoryListFragment.kt`` and
``list/ui/MangaListFragment.kt`` (the selection's actions, ``mode_history``: Remove, which
removes from history with Undo, and "Mark as completed", which only opens its prompt, "current
reading progress will be lost", whose OK calls ``markAsRead``);
``favourites/ui/container/FavouriteTabPopupMenuProvider.kt`` (a category tab's popup: "Edit
category", Delete, which only opens Remove, "All manga in it will be lost and this cannot be
undone", whose Remove calls ``deleteCategory``, and Hide, which offers Undo);
``favourites/ui/list/FavouritesListFragment.kt`` (the selection's Remove, with Undo);
``favourites/ui/categories/CategoriesSelectionCallback.kt`` ("Manage categories": Show, Hide
and Remove, which only opens the same prompt); ``details/ui/DetailsMenuProvider.kt`` (a
local manga's menu: Delete only opens "Delete manga", whose Delete calls ``deleteLocal``);
``local/ui/LocalListFragment.kt`` (the local selection's Delete, which only opens "Delete
selected items from device permanently?"); ``details/ui/pager/chapters/
ChaptersSelectionCallback.kt`` (a local manga's chapters: Delete removes the chosen chapters'
files at once, ``LocalChaptersRemoveService``; "Mark as current" moves the reading position);
``download/ui/list/DownloadsMenuProvider.kt`` and ``DownloadsActivity.kt`` (the Downloads
menu: "Cancel all" and "Remove completed", each only opening its prompt; "Cancel all"'s
Confirm cancels the active downloads, which can be started again, and "Remove completed"'s
Clear deletes the downloads history for good);
``stats/ui/StatsActivity.kt`` ("Clear statistics", "This action cannot be undone.");
``tracker/ui/feed/FeedMenuProvider.kt`` ("Clear updates feed", with its "Also clear
information about new chapters" check box); ``search/ui/suggestion/
SearchSuggestionMenuProvider.kt`` ("Clear search history"); ``settings/userdata/storage/
DataCleanupSettingsFragment.kt`` and ``res/xml/pref_data_cleanup.xml`` (the "Data removal"
page: "Clear search history", "Clear cookies" and "Delete read chapters" only open their
prompts; "Clear updates feed" clears the feed at once; the caches are cleared at once and
filled again; the "Delete read chapters automatically" switch); ``alternatives/ui/
AlternativesActivity.kt`` and ``alternatives/domain/MigrateUseCase.kt`` ("Manga migration":
Migrate replaces the manga in history, favourites, tracking and the trackers);
``filter/ui/sheet/FilterSheetFragment.kt`` (a saved filter's popup: Rename and Delete, which
deletes it at once; "Save filter": Overwrite replaces the saved filter of that name, Cancel
goes back to the name); ``settings/reader/ReaderTapGridConfigActivity.kt`` ("Reader actions":
Reset only opens "Reset settings to default values? This action cannot be undone.", whose
Reset calls ``reset``); ``backups/ui/restore/RestoreDialogFragment.kt``,
``dialog_restore.xml`` and ``backups/data/BackupRepository.kt`` ("Restore from backup": the
sections to restore, ``button_cancel`` and ``button_restore``, which writes the backup's
history, favourites, settings and the rest over the app's); ``scrobbling/common/ui/config/
ScrobblerConfigActivity.kt`` (the tracker's account: Close and "Log out");
``core/exceptions/resolve/ExceptionResolver.kt`` ("Ignore SSL errors": Apply);
``explore/ui/ExploreFragment.kt`` (a source's selection: Disable, with Undo);
``reader/ui/colorfilter/ColorFilterConfigActivity.kt`` (Apply: "This manga" or
"Globally").
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

MANGA, SOURCE, OTHER, OTHER_SOURCE = "Blue Period", "MangaDex", "Blue Period", "Comick"
CATEGORY, FILTER, TRACKER = "Reading", "Completed seinen", "AniList"
CANCEL, OK = "android:cancel", "android:ok"
KOTATSU = "org.koitharu.kotatsu:id/"
"""Kotatsu's application id, the package of its views' ids."""


def screens(t: Any) -> list[dict[str, Any]]:
    return history(t) + favourites(t) + local(t) + downloads(t) + cleared(t) + cleanup(t) + \
        replaced(t) + settings(t)  # fmt: skip


def history(t: Any) -> list[dict[str, Any]]:
    title = t("history")
    where = "kotatsu HistoryListMenuProvider"
    choices = tuple({"radio": t(k)} for k in ("last_2_hours", "today", "not_in_favorites",
                                              "clear_all_history"))  # fmt: skip
    selection = [t(k) for k in ("share", "remove", "save", "add_to_favourites", "fix",
                                "mark_as_completed")]  # fmt: skip
    done = t("mark_as_completed")
    return [
        menu("opens-prompt", f"{where} (the History menu)", title,
             [t("clear_history"), t("statistics")], [(t("clear_history"), False)]),
        alert("delete", f"{where} (Clear history)", title, t("clear_history"), None,
              (t("clear"), True), (t(CANCEL), None), items=choices),
        alert("harmless", f"{where} (Clear history)", title, t("clear_history"), None,
              (t("clear"), None), (t(CANCEL), False), items=choices,
              taps=((t("clear_all_history"), False),)),
        menu("reversible", "kotatsu HistoryListFragment (the selection's actions)", title,
             selection, [(t("remove"), False)]),
        menu("opens-prompt", "kotatsu HistoryListFragment (the selection's actions)", title,
             selection, [(done, False)]),
        alert("overwrite", "kotatsu HistoryListFragment (Mark as completed)", title, done,
              t("mark_as_completed_prompt"), (t(OK), True), (t(CANCEL), None)),
    ]  # fmt: skip


def favourites(t: Any) -> list[dict[str, Any]]:
    title = t("favourites")
    tab = [t("edit_category"), t("delete"), t("hide")]
    where = "kotatsu FavouriteTabPopupMenuProvider"
    selection = [t(k) for k in ("share", "remove", "save", "fix", "categories",
                                "mark_as_completed")]  # fmt: skip
    manage = t("manage_categories")
    return [
        menu("opens-prompt", f"{where} (a category tab)", title, tab, [(t("delete"), False)]),
        menu("reversible", f"{where} (a category tab)", title, tab, [(t("hide"), False)]),
        alert("delete", f"{where} (Remove)", title, t("remove_category"),
              t("categories_delete_confirm"), (t("remove"), True), (t(CANCEL), None)),
        menu("reversible", "kotatsu FavouritesListFragment (the selection's actions)",
             CATEGORY, selection, [(t("remove"), False)]),
        menu("opens-prompt", "kotatsu CategoriesSelectionCallback (the selection's actions)",
             manage, [t("show"), t("hide"), t("remove")], [(t("remove"), False)]),
        alert("delete", "kotatsu CategoriesSelectionCallback (Remove)", manage,
              t("remove_category"), t("categories_delete_confirm"), (t("remove"), True),
              (t(CANCEL), None)),
    ]  # fmt: skip


def local(t: Any) -> list[dict[str, Any]]:
    details = [t(k) for k in ("share", "delete", "edit", "find_similar", "create_shortcut")]
    where = "kotatsu DetailsMenuProvider"
    storage = t("local_storage")
    return [
        menu("opens-prompt", f"{where} (a local manga's menu)", MANGA, details,
             [(t("delete"), False)]),
        alert("delete", f"{where} (Delete manga)", MANGA, t("delete_manga"),
              t("text_delete_local_manga", MANGA), (t("delete"), True), (t(CANCEL), None)),
        alert("harmless", f"{where} (Delete manga)", MANGA, t("delete_manga"),
              t("text_delete_local_manga", MANGA), (t("delete"), None), (t(CANCEL), False)),
        menu("opens-prompt", "kotatsu LocalListFragment (the selection's actions)", storage,
             [t("share"), t("delete")], [(t("delete"), False)]),
        alert("delete", "kotatsu LocalListFragment (Delete manga)", storage,
              t("delete_manga"), t("text_delete_local_manga_batch"), (t("delete"), True),
              (t(CANCEL), None)),
        menu("delete", "kotatsu ChaptersSelectionCallback (a local manga's chapters)", MANGA,
             [t("delete"), t("mark_as_current")], [(t("delete"), True)]),
        menu("reversible", "kotatsu ChaptersSelectionCallback (a local manga's chapters)",
             MANGA, [t("delete"), t("mark_as_current")], [(t("mark_as_current"), False)]),
    ]  # fmt: skip


def downloads(t: Any) -> list[dict[str, Any]]:
    title = t("downloads")
    options = [t("cancel_all"), t("remove_completed"), t("settings")]
    where = "kotatsu DownloadsMenuProvider"
    return [
        menu("opens-prompt", f"{where} (the Downloads menu)", title, options,
             [(t("cancel_all"), False)]),
        menu("opens-prompt", f"{where} (the Downloads menu)", title, options,
             [(t("remove_completed"), False)]),
        alert("reversible", f"{where} (Cancel all)", title, t("cancel_all"),
              t("cancel_all_downloads_confirm"), (t("confirm"), False), (t(CANCEL), None)),
        alert("delete", f"{where} (Remove completed)", title, t("remove_completed"),
              t("remove_completed_downloads_confirm"), (t("clear"), True), (t(CANCEL), None)),
    ]  # fmt: skip


def cleared(t: Any) -> list[dict[str, Any]]:
    stats, feed = t("statistics"), t("feed")
    counters = ({"switch": t("clear_new_chapters_counters")},)
    return [
        menu("opens-prompt", "kotatsu StatsActivity (the Statistics menu)", stats,
             [t("clear_stats")], [(t("clear_stats"), False)]),
        alert("delete", "kotatsu StatsActivity (Clear statistics)", stats, t("clear_stats"),
              t("clear_stats_confirm"), (t("clear"), True), (t(CANCEL), None)),
        menu("opens-prompt", "kotatsu FeedMenuProvider (the Feed menu)", feed,
             [t("update"), t("show_updated"), t("clear_feed")], [(t("clear_feed"), False)]),
        alert("delete", "kotatsu FeedMenuProvider (Clear updates feed)", feed,
              t("clear_updates_feed"), t("text_clear_updates_feed_prompt"), (t("clear"), True),
              (t(CANCEL), None), items=counters),
        alert("delete", "kotatsu SearchSuggestionMenuProvider (Clear search history)",
              t("search"), t("clear_search_history"), t("text_clear_search_history_prompt"),
              (t("clear"), True), (t(CANCEL), None)),
    ]  # fmt: skip


def cleanup(t: Any) -> list[dict[str, Any]]:
    title = t("data_removal")
    rows = page(title, [
        {"row": t("clear_search_history")}, {"row": t("clear_updates_feed")},
        {"row": t("clear_thumbs_cache")}, {"text": "24 MB"},
        {"row": t("clear_pages_cache")}, {"text": "310 MB"},
        {"row": t("clear_network_cache")}, {"text": "8 MB"},
        {"row": t("clear_database")}, {"text": t("clear_database_summary")},
        {"row": t("clear_cookies")}, {"text": t("clear_cookies_summary")},
        {"row": t("clear_browser_data")}, {"text": t("clear_browser_data_summary")},
        {"row": t("delete_read_chapters")}, {"text": t("delete_read_chapters_summary")},
        {"switch": t("delete_read_chapters_auto")}, {"text": t("runs_on_app_start")}])  # fmt: skip
    where = "kotatsu DataCleanupSettingsFragment"
    return [
        entry("delete", f"{where} (Data removal)", rows, [(t("clear_updates_feed"), True)]),
        entry("reversible", f"{where} (Data removal)", rows, [(t("clear_pages_cache"), False)]),
        entry("opens-prompt", f"{where} (Data removal)", rows, [(t("clear_cookies"), False)]),
        entry("reversible", f"{where} (Data removal)", rows,
              [(t("delete_read_chapters_auto"), False)]),
        alert("reversible", f"{where} (Clear cookies)", title, t("clear_cookies"),
              t("text_clear_cookies_prompt"), (t("clear"), False), (t(CANCEL), None)),
        alert("delete", f"{where} (Delete read chapters)", title, t("delete_read_chapters"),
              t("delete_read_chapters_prompt"), (t("delete"), True), (t(CANCEL), None)),
    ]  # fmt: skip


def replaced(t: Any) -> list[dict[str, Any]]:
    migration = t("migrate_confirmation", MANGA, SOURCE, OTHER, OTHER_SOURCE)
    alternatives = t("alternatives")
    saved = [t("rename"), t("delete")]
    overwrite = t("filter_overwrite_confirm", FILTER)
    sections = tuple({"switch": t(k)} for k in ("history", "favourites_categories",
                                                "favourites", "settings", "bookmarks"))  # fmt: skip
    restore = [*sections, {"text": t("backup_date_", "2025-10-30")},
               {"button": t(CANCEL), "rid": f"{KOTATSU}button_cancel"},
               {"button": t("restore"), "rid": f"{KOTATSU}button_restore"}]  # fmt: skip
    backups = t("backup_restore")
    where = "kotatsu RestoreDialogFragment (Restore from backup)"
    return [
        alert("overwrite", "kotatsu AlternativesActivity (Manga migration)", alternatives,
              t("manga_migration"), migration, (t("migrate"), True), (t(CANCEL), None)),
        alert("harmless", "kotatsu AlternativesActivity (Manga migration)", alternatives,
              t("manga_migration"), migration, (t("migrate"), None), (t(CANCEL), False)),
        menu("delete", "kotatsu FilterSheetFragment (a saved filter's menu)", t("filter"),
             saved, [(t("delete"), True)]),
        alert("overwrite", "kotatsu FilterSheetFragment (Save filter)", t("filter"),
              t("save_filter"), overwrite, (t("overwrite"), True), (t(CANCEL), None)),
        entry("overwrite", where, {"title": backups, "dialog": {"title": t("restore_backup")},
                                   "items": restore}, [(t("restore"), True)]),
        entry("harmless", where, {"title": backups, "dialog": {"title": t("restore_backup")},
                                  "items": restore}, [(t(CANCEL), False)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    actions = t("reader_actions")
    grid = [t("reset"), t("disable_all")]
    where = "kotatsu ReaderTapGridConfigActivity"
    sources = [t("disable"), t("pin"), t("create_shortcut"), t("settings")]
    return [
        menu("opens-prompt", f"{where} (the Reader actions menu)", actions, grid,
             [(t("reset"), False)]),
        alert("reset", f"{where} (Reset)", actions, actions, t("config_reset_confirm"),
              (t("reset"), True), (t(CANCEL), None)),
        alert("reversible", "kotatsu ScrobblerConfigActivity (the account)", TRACKER, TRACKER,
              t("logged_in_as", "reader42"), (t("logout"), False), (t("close"), None)),
        alert("reversible", "kotatsu ExceptionResolver (Ignore SSL errors)", SOURCE,
              t("ignore_ssl_errors"), t("ignore_ssl_errors_summary"), (t("apply"), False),
              (t(CANCEL), None)),
        menu("reversible", "kotatsu ExploreFragment (a source's actions)", t("explore"),
             sources, [(t("disable"), False)]),
        alert("reversible", "kotatsu ColorFilterConfigActivity (Apply)", t("color_correction"),
              t("apply"), t("color_correction_apply_text"), (t("this_manga"), False),
              (t(CANCEL), None), (t("globally"), False)),
    ]  # fmt: skip
