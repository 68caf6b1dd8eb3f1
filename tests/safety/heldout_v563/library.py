"""Mangayomi's library, an entry's page, the history and the updates (``com.kodjodevf.mangayomi``,
a Flutter reader of manga, anime and novels from extension sources), strings from
``lib/l10n/app_*.arb``. The titles, chapter names, category names and dates are the same in
every language.

Read from the code (``lib/modules/``): ``library/widgets/library_app_bar.dart`` (the library's
title is its item type, Manga; its menu: "Update library", which looks up the new chapters
of the entries in the library, "Open random entry" and Import, which opens the dialog "Import
local file"); ``library/library_screen.dart`` (the bottom bar of a selection: its trash icon
opens ``showDeleteMangaDialog``); ``library/widgets/library_dialogs.dart`` (``Remove``: the
checkboxes "From library" and "Downloaded chapters", Cancel and OK; "From library" alone only
sets ``favorite = false`` on an entry of a source, which keeps its chapters, progress and
history, and "Add to library" puts it back; "Downloaded chapters" deletes the downloaded files
and their download records with ``_deleteDownload``); ``manga/detail/manga_details_view.dart``
("In library" sets ``favorite = false`` at once, "Add to library" sets it again);
``manga/detail/manga_detail_view.dart`` (the page's buttons Tracking and WebView, which
opens the source's page in the app's browser; its menu: Refresh, "Set categories", Share,
which opens the system's share sheet with the entry's link, Migrate, "Mass migration",
"Extension settings" and "Export metadata"; a selection's trash icon opens "Delete Chapter?",
Cancel and Delete, whose Delete calls ``deleteDownloadedFiles`` on each downloaded chapter);
``widgets/category_selection_dialog.dart`` ("Set categories": a checkbox per category, Edit,
Cancel and OK, which writes the entry's categories); ``history/history_screen.dart`` (the tabs
Manga, Anime and Novel of ``widgets/base_library_tab_screen.dart``; the app bar's trash icon
opens "Remove everything", "Are you sure? All history will be lost", Cancel and OK, whose OK
deletes every history entry of the tab with ``historys.deleteAll``; a row's trash icon opens
Remove, "This will remove the read date of this chapter. Are you sure?", Cancel and Remove,
which deletes the entry with ``historys.deleteSync``); ``updates/updates_screen.dart`` (the
trash icon opens "Remove everything", "Are you sure? The whole update will be cleared",
Cancel and OK, whose OK deletes the tab's update records with ``updates.deleteAll``).
"""

from __future__ import annotations

from typing import Any

from screens import alert, confirm, entry, menu, page

MANGA = "Blue Period"
"""An entry in the library, from a source."""
CHAPTERS = ("Chapter 58", "Chapter 57", "Chapter 56")
CATEGORIES = ("Reading", "Plan to read")
HISTORY = (("Blue Period", "Chapter 57 - 21:14"), ("Dandadan", "Chapter 162 - 18:02"))


def screens(t: Any) -> list[dict[str, Any]]:
    """The library, an entry's page, the history and the updates, in the language of ``t``."""
    return [*_library(t), *_entry(t), *_history(t)]


def _library(t: Any) -> list[dict[str, Any]]:
    where = "mangayomi LibraryAppBar (menu)"
    rows = [t("update_library"), t("open_random_entry"), t("import")]
    remove = "mangayomi showDeleteMangaDialog"

    def dialog(category: str, source: str, from_library: bool, downloads: bool,
               buttons: list[tuple[str, bool | None]],
               taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
        boxes = (
            {"switch": t("from_library"), "checked": from_library},
            {"switch": t("downloaded_chapters"), "checked": downloads},
        )
        return alert(category, source, t("manga"), t("remove"), None, buttons, boxes, taps)

    return [
        menu("harmless", where, t("manga"), rows, [(t("update_library"), False)]),
        menu("opens-prompt", where, t("manga"), rows, [(t("import"), False)]),
        dialog(
            "reversible",
            f"{remove} (from library)",
            True,
            False,
            [(t("cancel"), None), (t("ok"), False)],
        ),
        dialog(
            "harmless",
            f"{remove} (a choice ticked)",
            False,
            False,
            [(t("cancel"), None), (t("ok"), None)],
            ((t("downloaded_chapters"), False),),
        ),
        dialog(
            "delete",
            f"{remove} (downloaded chapters)",
            False,
            True,
            [(t("cancel"), False), (t("ok"), True)],
        ),
    ]


def _entry_page(t: Any) -> dict[str, Any]:
    return page(
        MANGA,
        [
            {"button": t("in_library")},
            {"button": t("tracking")},
            {"button": t("webview")},
            {"list": [{"row": name} for name in CHAPTERS]},
        ],
    )


def _entry(t: Any) -> list[dict[str, Any]]:
    where = "mangayomi MangaDetailView (menu)"
    rows = [
        t(k)
        for k in (
            "refresh",
            "set_categories",
            "share",
            "migrate",
            "mass_migration_title",
            "extension_settings",
            "export_metadata",
        )
    ]
    boxes = (
        {"switch": CATEGORIES[0], "checked": True},
        {"switch": CATEGORIES[1], "checked": False},
    )
    return [
        entry(
            "reversible", "mangayomi MangaDetailsView", _entry_page(t), [(t("in_library"), False)]
        ),
        menu("harmless", where, MANGA, rows, [(t("share"), False)]),
        menu("opens-prompt", where, MANGA, rows, [(t("set_categories"), False)]),
        confirm(
            "delete",
            "mangayomi MangaDetailView (delete chapters)",
            MANGA,
            t("delete_chapters"),
            None,
            (t("cancel"), False),
            (t("delete"), True),
        ),
        alert(
            "reversible",
            "mangayomi showCategorySelectionDialog",
            MANGA,
            t("set_categories"),
            None,
            [(t("edit"), None), (t("cancel"), None), (t("ok"), False)],
            boxes,
        ),
    ]


def _history_page(t: Any) -> dict[str, Any]:
    return page(
        t("history"),
        [
            {"tab": t("manga")},
            {"tab": t("anime")},
            {"tab": t("novel")},
            {"list": [{"row": name, "secondary": when} for name, when in HISTORY]},
        ],
    )


def _history(t: Any) -> list[dict[str, Any]]:
    return [
        entry("harmless", "mangayomi HistoryScreen", _history_page(t), [(t("anime"), False)]),
        confirm(
            "delete",
            "mangayomi HistoryScreen (remove everything)",
            t("history"),
            t("remove_everything"),
            t("remove_everything_msg"),
            (t("cancel"), False),
            (t("ok"), True),
        ),
        confirm(
            "delete",
            "mangayomi HistoryTab (remove one entry)",
            t("history"),
            t("remove"),
            t("remove_history_msg"),
            (t("cancel"), False),
            (t("remove"), True),
            untitled=True,
        ),
        confirm(
            "delete",
            "mangayomi UpdatesScreen (remove everything)",
            t("updates"),
            t("remove_everything"),
            t("remove_all_update_msg"),
            (t("cancel"), False),
            (t("ok"), True),
        ),
    ]
