"""Tachiyomi's Updates and History pages (``eu.kanade.tachiyomi``), strings from
``app/src/main/res/values*/strings.xml``. The manga and chapter names and the time of day on the
screens are the same in every language.

Read from the code (``app/src/main/java/eu/kanade/tachiyomi``):
``ui/recent/updates/UpdatesController.kt`` (the new chapters of the library: a long press
selects a chapter and shows ``res/menu/updates_chapter_selection.xml``, Download for a chapter
not yet downloaded, Delete for a downloaded one, which only opens
``ConfirmDeleteChaptersDialog``, "Mark as read", which marks it read and, only where the
setting "Remove after marked as read" is on (it is off by default), deletes it too, and "Mark
as unread"; a downloaded chapter's download icon opens the popup of
``res/menu/chapter_download.xml`` whose Delete deletes the chapter's files at once,
``UpdatesPresenter.deleteChapters``); ``ui/recent/updates/ConfirmDeleteChaptersDialog.kt`` ("Are
you sure you want to delete the selected chapters?", Cancel and OK, which deletes their
downloaded files); ``ui/recent/history/HistoryController.kt``, ``HistoryHolder.kt`` and
``res/layout/history_item.xml`` (the history: ``res/menu/history.xml``'s Search and "Clear
history", which only opens ``ClearHistoryDialogController``, "Are you sure? All history will be
lost.", whose OK deletes every row of the history table, ``db.deleteHistory``; each entry's two
icon buttons, ``remove``, which only opens ``RemoveHistoryDialog``, and ``resume``, which opens
the reader at the next chapter: the layout gives both the description Resume, so a hierarchy
tells them apart by their ids alone); ``ui/recent/history/RemoveHistoryDialog.kt`` and
``widget/DialogCheckboxView.kt`` (title Remove, "This will remove the read date of this chapter.
Are you sure?", the check box "Reset all chapters for this manga", Cancel and Remove, which
clears the chapter's read date, or with the box ticked every chapter's of the manga,
``HistoryPresenter.removeFromHistory`` and ``removeAllFromHistory``: ``last_read`` is set to 0
and the entry leaves the history).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, icon, menu, nav, page, rid

MANGA, CHAPTER, TIME = "Vinland Saga", "Vol.14 Ch.100", "21:14"
OTHER, OTHER_CHAPTER = "Yotsuba&!", "Ch.105"


def screens(t: Any) -> list[dict[str, Any]]:
    return updates(t) + history(t)


def updates(t: Any) -> list[dict[str, Any]]:
    mode = "tachiyomi UpdatesController (a chapter selected)"
    selected = page(
        "1",
        [
            icon(t("action_select_all"), "action_select_all"),
            icon(t("action_select_inverse"), "action_select_inverse"),
            {"list": [{"row": MANGA, "secondary": CHAPTER},
                      {"row": OTHER, "secondary": OTHER_CHAPTER}]},
            icon(t("action_delete"), "action_delete"),
            icon(t("action_mark_as_read"), "action_mark_as_read"),
        ],
    )  # fmt: skip
    cancel, ok = t("android:cancel"), t("android:ok")
    return [
        entry("opens-prompt", mode, selected, [(t("action_delete"), False)]),
        entry("reversible", mode, selected, [(t("action_mark_as_read"), False)]),
        dialog("delete", "tachiyomi ConfirmDeleteChaptersDialog", "1", None,
               t("confirm_delete_chapters"), [(cancel, NEGATIVE, False), (ok, POSITIVE, True)]),
        menu("delete", "tachiyomi UpdatesController (a downloaded chapter's popup)",
             t("label_recent_updates"), [t("action_delete")], [(t("action_delete"), True)]),
    ]  # fmt: skip


def history(t: Any) -> list[dict[str, Any]]:
    where = "tachiyomi HistoryController"
    listed = page(
        t("label_recent_manga"),
        [
            icon(t("action_search"), "action_search"),
            icon(t("pref_clear_history"), "action_clear_history"),
            {"list": [{"row": MANGA, "secondary": t("recent_manga_time", "100", TIME)}]},
            {"icon": t("action_resume"), "rid": rid("remove")},
            {"icon": t("action_resume"), "rid": rid("resume")},
            *nav(t),
        ],
    )
    cancel, ok = t("android:cancel"), t("android:ok")

    def remove(source: str, all_chapters: bool, cancelled: bool | None) -> dict[str, Any]:
        box = {"switch": t("dialog_with_checkbox_reset"), "rid": rid("checkbox_option"),
               "checked": all_chapters}  # fmt: skip
        return dialog(
            "delete",
            source,
            t("label_recent_manga"),
            t("action_remove"),
            None,
            [(cancel, NEGATIVE, cancelled), (t("action_remove"), POSITIVE, True)],
            ({"text": t("dialog_with_checkbox_remove_description"), "rid": rid("description")},
             box),
        )  # fmt: skip

    return [
        entry("opens-prompt", where, listed, [("remove", False), (t("pref_clear_history"), False)]),
        entry("harmless", where, listed, [("resume", False)]),
        remove("tachiyomi RemoveHistoryDialog", False, False),
        remove("tachiyomi RemoveHistoryDialog (all chapters of the manga)", True, None),
        dialog("delete", "tachiyomi ClearHistoryDialogController", t("label_recent_manga"), None,
               t("clear_history_confirmation"), [(cancel, NEGATIVE, False), (ok, POSITIVE, True)]),
    ]  # fmt: skip
