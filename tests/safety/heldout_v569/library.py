"""Komikku's library, updates and history (``app.komikku``, a manga reader forked from Mihon and
TachiyomiSY), strings from the three ``moko-resources`` modules. The titles, chapter names,
category names, times and counts are the same in every language.

Read from the code (``app/src/main/java/eu/kanade``): ``tachiyomi/ui/library/LibraryTab.kt``
and ``presentation/library/components/LibraryToolbar.kt`` (a selection's bar: the count,
"Select all" and "Select inverse"); ``presentation/manga/components/MangaBottomActionMenu.kt``
(``LibraryBottomActionMenu``, the selection's bottom bar: "Set categories", "Mark as read",
"Mark as unread", Download and More, each an icon known by its title; More opens a
``DropdownMenu`` with Update, Migrate, Delete and Merge on a phone, where Delete opens
``DeleteLibraryMangaDialog``); ``presentation/library/DeleteLibraryMangaDialog.kt`` (Remove:
the check boxes "From library" and "Downloaded chapters", Cancel and OK, whose OK calls
``LibraryScreenModel.removeMangas``: "From library" sets ``favorite = false`` and deletes the
entry's cached and custom covers, "Downloaded chapters" deletes the entry's download folder with
``DownloadManager.deleteManga``); ``tachiyomi/ui/library/LibraryScreenModel.kt`` ("Mark as
read" writes the chapters' read state, which "Mark as unread" writes back);
``presentation/updates/UpdatesScreen.kt`` (a selection's bottom bar: "Bookmark chapter", which
``bookmarkUpdates`` writes and "Remove bookmark" takes off, "Mark as read", and Delete for
downloaded chapters, which opens ``UpdatesDeleteConfirmationDialog``);
``presentation/updates/UpdatesDeleteConfirmationDialog.kt`` (no title, "Are you sure you want to
delete the selected chapters?", Cancel and OK, whose OK calls
``UpdatesScreenModel.deleteChapters``: ``DownloadManager.deleteChapters`` deletes the chapters'
folders, with no trash); ``presentation/history/HistoryScreen.kt`` and
``components/HistoryItem.kt`` (the app bar's Filter and "Clear history", which only starts a
selection; a row's "Add to library", shown for an entry not in the library, and Delete, which
opens ``HistoryDeleteDialog``); ``tachiyomi/ui/history/HistoryScreenModel.kt`` (``addFavorite``:
with categories made and the default category left at "Always ask", the preference's default
``-1``, "Add to library" opens the "Set categories" dialog; with a default category it adds the
entry at once, which "In library" takes back).
"""

from __future__ import annotations

from typing import Any

from screens import check, entry, icons, menu, page, popup

VINLAND, DANDADAN, KAIJU = "Vinland Saga", "Dandadan", "Kaiju No. 8"
READING, PLANNED, DONE = "Reading", "Plan to read", "Completed"


def screens(t: Any) -> list[dict[str, Any]]:
    return _library(t) + _updates(t) + _history(t)


def _library_selection(t: Any) -> dict[str, Any]:
    return page(
        "1",
        [
            *icons(t("action_select_all"), t("action_select_inverse")),
            {"tab": READING},
            {"tab": PLANNED},
            {"tab": DONE},
            {"list": [{"row": VINLAND}, {"row": DANDADAN}, {"row": KAIJU}]},
            *icons(
                t("action_move_category"),
                t("action_mark_as_read"),
                t("action_mark_as_unread"),
                t("action_download"),
                t("label_more"),
            ),
        ],
    )


def _library(t: Any) -> list[dict[str, Any]]:
    selection = _library_selection(t)
    where = "komikku LibraryBottomActionMenu"
    more = [t("kmk.action_update"), t("migrate"), t("action_delete"), t("sy.merge")]
    return [
        entry("reversible", where, selection, [(t("action_mark_as_read"), False)]),
        entry("harmless", where, selection, [(t("label_more"), False)]),
        menu("opens-prompt", f"{where} (More)", "1", more, [(t("action_delete"), False)]),
        popup(
            "delete",
            "komikku DeleteLibraryMangaDialog (from library and downloaded chapters)",
            "1",
            t("action_remove"),
            None,
            [(t("action_cancel"), False), (t("action_ok"), True)],
            (check(t("manga_from_library"), True), check(t("downloaded_chapters"), True)),
        ),
    ]


def _updates(t: Any) -> list[dict[str, Any]]:
    selection = page(
        "2",
        [
            *icons(t("action_select_all"), t("action_select_inverse")),
            {
                "list": [
                    {"row": VINLAND, "secondary": "Chapter 210"},
                    {"row": DANDADAN, "secondary": "Chapter 190"},
                    {"row": KAIJU, "secondary": "Chapter 121"},
                ]
            },
            *icons(t("action_bookmark"), t("action_mark_as_read"), t("action_delete")),
        ],
    )
    where = "komikku UpdatesScreen (two downloaded chapters selected)"
    return [
        entry("opens-prompt", where, selection, [(t("action_delete"), False)]),
        entry("reversible", where, selection, [(t("action_bookmark"), False)]),
        popup(
            "delete",
            "komikku UpdatesDeleteConfirmationDialog",
            "2",
            None,
            t("confirm_delete_chapters"),
            [(t("action_cancel"), False), (t("action_ok"), True)],
        ),
    ]


def _history(t: Any) -> list[dict[str, Any]]:
    history = page(
        t("history"),
        [
            *icons(t("action_filter"), t("pref_clear_history")),
            {
                "list": [
                    {"row": VINLAND, "secondary": t("recent_manga_time", "54", "10:42")},
                ]
            },
            *icons(t("add_to_library"), t("action_delete")),
        ],
    )
    where = "komikku HistoryScreen (an entry not in the library)"
    return [
        entry("opens-prompt", where, history, [(t("add_to_library"), False)]),
        entry("opens-prompt", where, history, [(t("action_delete"), False)]),
    ]
