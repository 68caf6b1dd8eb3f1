"""Komikku's page of an entry, its tracking and its info (``app.komikku``), strings from the three
``moko-resources`` modules. The entry's title, author, source, chapters, tracker and the text
typed in the fields are the same in every language.

Read from the code (``app/src/main/java/eu/kanade``): ``presentation/manga/MangaScreen.kt`` and
``components/MangaInfoHeader.kt`` (``MangaActionRow``: "Add to library" or "In library", the
next update's days or N/A, Tracking or "N tracker(s)", WebView; the Start button; a selection's
bar and ``SharedMangaBottomActionMenu``: "Bookmark chapter", "Mark as read", "Mark previous as
read" for one chapter and Delete for a downloaded one, which opens ``DeleteChaptersDialog``);
``components/MangaToolbar.kt`` (the app bar's Download, Filter and its overflow for an entry
in the library: Refresh, "Edit categories", Migrate, Share, which opens the system's share
sheet, Notes, Merge, "Edit info", "Open folder", "Clear manga", which opens
``ClearMangaDialog``, and "Source settings" for a configurable source);
``components/MangaDialogs.kt`` (``DeleteChaptersDialog``: "Are you sure?", "Are you sure you
want to delete the selected chapters?", Cancel and OK, whose OK calls
``MangaScreenModel.deleteChapters``, which deletes the chapters' folders with
``DownloadManager.deleteChapters``; ``ClearMangaDialog``: Remove, the check boxes "Downloaded
data" and "Chapters & History from Database", Cancel and OK, whose OK deletes the entry's
download folder with ``DownloadManager.deleteManga`` and, with the second box, its chapters
and history from the database); ``tachiyomi/ui/manga/MangaScreenModel.kt`` (``toggleFavorite``:
"Add to library" opens the "Set categories" dialog where categories exist and no default one is
set, the default, and otherwise sets ``favorite`` at once; "In library" takes the entry out at
once and then shows the snackbar "Delete downloaded chapters?" with Delete, which calls
``deleteDownloads``: ``DownloadManager.deleteManga`` deletes the entry's download folder);
``presentation/track/TrackInfoDialogHome.kt`` (a tracker's More menu:
"Open in browser", "Copy link", "Track privately" for AniList and Remove, which opens
``TrackerRemoveScreen``); ``tachiyomi/ui/manga/track/TrackInfoDialog.kt``
(``TrackerRemoveScreen``: "Remove AniList tracking?", "This will remove the tracking
locally.", the check box "Also remove from AniList" for a ``DeletableTracker``, Cancel and OK,
whose OK calls ``unregisterTracking``, which deletes the local link only, and with the box
ticked also ``deleteMangaFromService``: AniList's ``DeleteMediaListEntry`` deletes the entry,
its score, progress and dates from the user's list on AniList); ``tachiyomi/ui/manga/
EditMangaDialog.kt`` and ``res/layout/edit_manga_dialog.xml`` ("Edit info": the fields
``title``, ``manga_author`` and ``manga_description`` with hints naming the source's values, the
buttons ``autofill_from_tracker``, ``reset_tags`` and ``reset_info``, which only fill the
fields, Cancel and Save, which writes the custom info that "Reset Info" and Save take back).
"""

from __future__ import annotations

from typing import Any

from screens import check, entry, icons, menu, page, popup, rid

FRIEREN, AUTHOR, SOURCE = "Frieren: Beyond Journey's End", "Kanehito Yamada", "MangaDex"
CHAPTERS = ("Chapter 13", "Chapter 12", "Chapter 11")
TRACKER = "AniList"
CUSTOM_TITLE = "Frieren (custom cover edition)"
CUSTOM_DESC = "Elf mage Frieren travels north after the hero's party disbands."


def screens(t: Any) -> list[dict[str, Any]]:
    return _page(t) + _tracking(t) + _info(t)


def _bar(t: Any) -> list[dict[str, Any]]:
    return icons(t("manga_download"), t("action_filter"), t("action_menu_overflow_description"))


def _chapters() -> dict[str, Any]:
    return {"list": [{"row": name} for name in CHAPTERS]}


def _not_in_library(t: Any, snackbar: bool = False) -> dict[str, Any]:
    items = [
        *_bar(t),
        {"text": AUTHOR},
        {"text": SOURCE},
        {"button": t("add_to_library")},
        {"button": t("not_applicable")},
        {"button": t("manga_tracking_tab")},
        {"button": t("action_web_view")},
        {"text": t("manga_num_chapters#13")},
        _chapters(),
        {"button": t("action_start")},
    ]
    if snackbar:
        items += [{"text": t("delete_downloads_for_manga")}, {"button": t("action_delete")}]
    return page(FRIEREN, items)


def _chapter_selected(t: Any) -> dict[str, Any]:
    return page(
        "1",
        [
            *icons(t("action_select_all"), t("action_select_inverse")),
            {"text": AUTHOR},
            {"text": SOURCE},
            {"button": t("in_library")},
            {"button": t("day#7")},
            {"button": t("num_trackers#1")},
            {"button": t("action_web_view")},
            _chapters(),
            *icons(
                t("action_bookmark"),
                t("action_mark_as_read"),
                t("action_mark_previous_as_read"),
                t("action_delete"),
            ),
        ],
    )


def _page(t: Any) -> list[dict[str, Any]]:
    overflow = [
        t("action_webview_refresh"),
        t("action_edit_categories"),
        t("action_migrate"),
        t("action_share"),
        t("action_notes"),
        t("sy.merge"),
        t("sy.action_edit_info"),
        t("kmk.action_open_folder"),
        t("kmk.action_clear_manga"),
        t("source_settings"),
    ]
    where = "komikku MangaToolbar (overflow, entry in the library)"
    selected = "komikku MangaScreen (a downloaded chapter selected)"
    return [
        entry(
            "opens-prompt",
            "komikku MangaScreen (entry not in the library)",
            _not_in_library(t),
            [(t("add_to_library"), False)],
        ),
        menu("opens-prompt", where, FRIEREN, overflow, [(t("kmk.action_clear_manga"), False)]),
        menu("harmless", where, FRIEREN, overflow, [(t("action_share"), False)]),
        popup(
            "delete",
            "komikku ClearMangaDialog (downloaded data)",
            FRIEREN,
            t("action_remove"),
            None,
            [(t("action_cancel"), False), (t("action_ok"), True)],
            (check(t("kmk.downloaded_data"), True), check(t("kmk.chapters_from_database"), False)),
        ),
        entry("opens-prompt", selected, _chapter_selected(t), [(t("action_delete"), False)]),
        popup(
            "delete",
            "komikku DeleteChaptersDialog",
            "1",
            t("are_you_sure"),
            t("confirm_delete_chapters"),
            [(t("action_cancel"), False), (t("action_ok"), True)],
        ),
        entry(
            "delete",
            "komikku MangaScreen (taken out of the library, snackbar)",
            _not_in_library(t, snackbar=True),
            [(t("action_delete"), True)],
        ),
    ]


def _remove(t: Any, remote: bool) -> dict[str, Any]:
    return popup(
        "delete" if remote else "reversible",
        f"komikku TrackerRemoveScreen ({'also from AniList' if remote else 'locally'})",
        FRIEREN,
        t("track_delete_title", TRACKER),
        t("track_delete_text"),
        [(t("action_cancel"), False if remote else None), (t("action_ok"), remote)],
        (check(t("track_delete_remote_text", TRACKER), remote),),
    )


def _tracking(t: Any) -> list[dict[str, Any]]:
    rows = [
        t("action_open_in_browser"),
        t("action_copy_link"),
        t("action_toggle_private_on"),
        t("action_remove"),
    ]
    return [
        menu(
            "opens-prompt",
            "komikku TrackInfoItemMenu (AniList)",
            FRIEREN,
            rows,
            [(t("action_remove"), False)],
        ),
        _remove(t, True),
        _remove(t, False),
    ]


def _info(t: Any) -> list[dict[str, Any]]:
    fields = (
        {"field": rid("title"), "hint": t("sy.title_hint", FRIEREN), "text": CUSTOM_TITLE},
        {"field": rid("manga_author"), "hint": t("sy.author_hint", AUTHOR)},
        {"field": rid("manga_description"), "text": CUSTOM_DESC},
        {"button": t("sy.fill_from_tracker"), "rid": rid("autofill_from_tracker")},
        {"button": t("sy.reset_tags"), "rid": rid("reset_tags")},
        {"button": t("sy.reset_info"), "rid": rid("reset_info")},
    )
    return [
        popup(
            "reversible",
            "komikku EditMangaDialog",
            FRIEREN,
            None,
            None,
            [(t("action_cancel"), None), (t("action_save"), False)],
            fields,
        ),
    ]
