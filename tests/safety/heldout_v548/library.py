"""Tachiyomi's library, a manga's page, its tracking and the reader (``eu.kanade.tachiyomi``, a
manga reader: manga from online sources kept in a library, their chapters downloaded, read,
bookmarked and deleted, their reading tracked on services such as MyAnimeList), strings from
``app/src/main/res/values*/strings.xml``. The manga, author, source, chapter and category names
on the screens are the same in every language.

Read from the code (``app/src/main/java/eu/kanade/tachiyomi``): ``ui/library/LibraryController.kt``
(the library: ``res/menu/library.xml``'s Search, Filter and "Update library", which starts
``LibraryUpdateService`` to look for new chapters; a long press selects a manga and shows
``res/menu/library_selection.xml`` in the bottom ``ActionToolbar``: "Set categories", which
opens ``ChangeMangaCategoriesDialog``, "Download unread chapters", "Mark as read", "Mark as
unread" and Delete, which only opens ``DeleteLibraryMangasDialog``);
``ui/library/DeleteLibraryMangasDialog.kt`` (title Remove, the check boxes of
``R.array.delete_selected_mangas``, "Manga from library" ticked and "Downloaded chapters" not,
Cancel and OK, which calls ``LibraryPresenter.removeMangas``: the manga's ``favorite`` is set to
false, which "Add to library" sets back, and where "Downloaded chapters" is ticked
``DownloadManager.deleteManga`` deletes the manga's folder of downloaded chapters);
``ui/manga/MangaController.kt`` and ``info/MangaInfoHeaderAdapter.kt`` (a manga's page: Share
and Download in the toolbar, the "In library" or "Add to library" button, which toggles
``favorite`` at once, the trackers' button ("1 tracker"), which opens ``TrackSheet``, WebView;
after taking a manga with downloads out of the library, the snackbar "Delete downloaded
chapters?" whose Delete calls ``MangaPresenter.deleteDownloads``; the chapters' action mode of
``res/menu/chapter_selection.xml``, whose Delete only opens ``DeleteChaptersDialog``, "Bookmark
chapter", "Mark as read" and "Mark previous as read"); ``ui/manga/chapter/DeleteChaptersDialog.kt``
("Are you sure you want to delete the selected chapters?", Cancel and OK, which deletes the
chapters' downloaded files, ``DownloadManager.deleteChapters``);
``ui/manga/chapter/base/BaseChapterHolder.kt`` and ``res/menu/chapter_download.xml`` (a
downloaded chapter's download icon opens a popup whose only entry, Delete, deletes that
chapter's files at once); ``ui/library/ChangeMangaCoverDialog.kt`` ("Edit cover": Delete, which
deletes the custom cover so that the source's cover shows again, Cancel and Edit, which opens the
system's image picker); ``ui/manga/track/TrackSheet.kt``, ``res/layout/track_item.xml`` and
``res/menu/track_item.xml`` (a tracked manga's card: its More icon opens "Open in browser" and
Remove, which calls ``MangaPresenter.unregisterTracking``: only the app's link to the entry on
the service is deleted, ``db.deleteTrackForManga``, and the entry can be linked again from the
card's search); ``ui/manga/track/SetTrackStatusDialog.kt`` (Status: the service's statuses as
radio buttons, Cancel and OK, which sends the new status to the service, ``updateRemote``, where
another status can be chosen); ``ui/reader/ReaderPageSheet.kt`` and
``res/layout/reader_page_sheet.xml`` (a long press on a page: "Set as cover", which only opens
the confirmation "Use this image as cover art?", whose OK writes the page as the manga's custom
cover, ``CoverCache.setCustomCoverToCache``; Share and Save).
"""

from __future__ import annotations

from typing import Any

from screens import (
    NEGATIVE,
    NEUTRAL,
    POSITIVE,
    TEXT1,
    checks,
    dialog,
    entry,
    icon,
    menu,
    nav,
    page,
    rid,
)

MANGA, AUTHOR, SOURCE = "Vinland Saga", "Makoto Yukimura", "MangaDex (EN)"
OTHERS = ("Yotsuba&!", "Blame!")
CATEGORIES = ("Weekly", "Finished", "Classics")
CHAPTERS = ("Vol.14 Ch.100", "Vol.14 Ch.99", "Vol.14 Ch.98")


def screens(t: Any) -> list[dict[str, Any]]:
    return library(t) + manga(t) + tracking(t) + reader(t)


def _library_page(t: Any) -> dict[str, Any]:
    return page(
        t("label_library"),
        [
            icon(t("action_search"), "action_search"),
            icon(t("action_filter"), "action_filter"),
            icon(t("action_update_library"), "action_update_library"),
            *({"tab": name} for name in CATEGORIES),
            {"list": [{"row": name} for name in (MANGA, *OTHERS)]},
            *nav(t),
        ],
    )


def _library_selection(t: Any) -> dict[str, Any]:
    bottom = (("action_move_category", "action_move_to_category"),
              ("action_download_unread", "action_download_unread"),
              ("action_mark_as_read", "action_mark_as_read"),
              ("action_mark_as_unread", "action_mark_as_unread"),
              ("action_delete", "action_delete"))  # fmt: skip
    return page(
        "1",
        [
            icon(t("action_select_all"), "action_select_all"),
            icon(t("action_select_inverse"), "action_select_inverse"),
            {"list": [{"row": name} for name in (MANGA, *OTHERS)]},
            *(icon(t(key), name) for key, name in bottom),
        ],
    )


def _remove(t: Any, category: str, chapters: bool, ok: bool | None, cancel: bool | None) -> dict:
    where = "with downloaded chapters" if chapters else "library only"
    return dialog(
        category,
        f"tachiyomi DeleteLibraryMangasDialog ({where})",
        "1",
        t("action_remove"),
        None,
        [(t("android:cancel"), NEGATIVE, cancel), (t("android:ok"), POSITIVE, ok)],
        checks([(t("manga_from_library"), True), (t("downloaded_chapters"), chapters)]),
    )


def library(t: Any) -> list[dict[str, Any]]:
    home, selected = _library_page(t), _library_selection(t)
    where = "tachiyomi LibraryController"
    mode = "tachiyomi LibraryController (selection)"
    # Korean names "Update library" and the Updates tab alike (서재 업데이트): the icon is then
    # tapped by its id.
    update = t("action_update_library")
    if update == t("label_recent_updates"):
        update = "action_update_library"
    return [
        entry("harmless", where, home, [(update, False)]),
        entry("opens-prompt", mode, selected,
              [(t("action_delete"), False), (t("action_move_category"), False)]),
        entry("reversible", mode, selected, [(t("action_mark_as_read"), False)]),
        _remove(t, "reversible", False, False, None),
        _remove(t, "harmless", False, None, False),
        _remove(t, "delete", True, True, False),
    ]  # fmt: skip


def _chapter_rows() -> dict[str, Any]:
    return {"list": [{"row": name} for name in CHAPTERS]}


def _manga_page(t: Any, favorite: bool = True) -> dict[str, Any]:
    items: list[dict[str, Any]] = [
        icon(t("action_share"), "action_share"),
        icon(t("manga_download"), "download_group"),
        {"text": MANGA, "rid": rid("manga_full_title")},
        {"text": AUTHOR, "rid": rid("manga_author")},
        {"text": t("ongoing"), "rid": rid("manga_status")},
        {"text": SOURCE, "rid": rid("manga_source")},
        {"button": t("in_library" if favorite else "add_to_library"), "rid": rid("btn_favorite")},
        {"button": t("num_trackers#1"), "rid": rid("btn_tracking")},
        {"button": t("action_web_view"), "rid": rid("btn_webview")},
        {"text": t("manga_num_chapters#100"), "rid": rid("chapters_label")},
        {"icon": t("action_filter"), "rid": rid("btn_chapters_filter")},
        _chapter_rows(),
        {"button": t("action_resume"), "rid": rid("root_fab")},
    ]
    if not favorite:
        items += [
            {"text": t("delete_downloads_for_manga"), "rid": rid("snackbar_text")},
            {"button": t("action_delete"), "rid": rid("snackbar_action")},
        ]
    return page(MANGA, items)


def manga(t: Any) -> list[dict[str, Any]]:
    where = "tachiyomi MangaController"
    removed = "tachiyomi MangaController (taken out of the library, snackbar)"
    mode = "tachiyomi MangaController (chapters selected)"
    selected = page(
        "1",
        [
            icon(t("action_select_all"), "action_select_all"),
            icon(t("action_select_inverse"), "action_select_inverse"),
            _chapter_rows(),
            icon(t("action_delete"), "action_delete"),
            icon(t("action_bookmark"), "action_bookmark"),
            icon(t("action_mark_as_read"), "action_mark_as_read"),
            icon(t("action_mark_previous_as_read"), "action_mark_previous_as_read"),
        ],
    )
    cancel, ok = t("android:cancel"), t("android:ok")
    return [
        entry("reversible", where, _manga_page(t), [(t("in_library"), False)]),
        entry("harmless", where, _manga_page(t), [(t("num_trackers#1"), False)]),
        entry("delete", removed, _manga_page(t, favorite=False), [(t("action_delete"), True)]),
        entry("opens-prompt", mode, selected, [(t("action_delete"), False)]),
        dialog("delete", "tachiyomi DeleteChaptersDialog", "1", None,
               t("confirm_delete_chapters"), [(cancel, NEGATIVE, False), (ok, POSITIVE, True)]),
        menu("delete", "tachiyomi BaseChapterHolder (a downloaded chapter's popup)", MANGA,
             [t("action_delete")], [(t("action_delete"), True)]),
        dialog("reversible", "tachiyomi ChangeMangaCoverDialog", MANGA, t("action_edit_cover"),
               None, [(t("action_delete"), NEUTRAL, False), (cancel, NEGATIVE, None),
                      (t("action_edit"), POSITIVE, None)]),
    ]  # fmt: skip


def tracking(t: Any) -> list[dict[str, Any]]:
    statuses = ("reading", "completed", "on_hold", "dropped", "plan_to_read", "repeating")
    radios = tuple({"radio": t(k), "rid": TEXT1, "checked": k == "completed"} for k in statuses)
    popup = [t("action_open_in_browser"), t("action_remove")]
    return [
        menu("reversible", "tachiyomi TrackSheet (a track's popup)", MANGA, popup,
             [(t("action_remove"), False)]),
        dialog("reversible", "tachiyomi SetTrackStatusDialog", MANGA, t("status"), None,
               [(t("android:cancel"), NEGATIVE, None), (t("android:ok"), POSITIVE, False)],
               radios),
    ]  # fmt: skip


def reader(t: Any) -> list[dict[str, Any]]:
    rows = (("set_as_cover", "set_as_cover_layout"), ("action_share", "share_layout"),
            ("action_save", "save_layout"))  # fmt: skip
    sheet = tuple({"row": t(key), "rid": rid(name)} for key, name in rows)
    return [
        dialog("opens-prompt", "tachiyomi ReaderPageSheet", MANGA, None, None, [], sheet,
               ((t("set_as_cover"), False),)),
        dialog("reversible", "tachiyomi ReaderPageSheet (set as cover)", MANGA, None,
               t("confirm_set_image_as_cover"),
               [(t("android:cancel"), NEGATIVE, None), (t("android:ok"), POSITIVE, False)]),
    ]  # fmt: skip
