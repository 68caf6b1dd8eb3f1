"""Kiwix's screens (``org.kiwix.kiwixmobile``, an offline reader of Wikipedia and other
content packed in ZIM files, with a library of downloaded files, bookmarks, a history and
notes on articles), strings from ``t(name)`` (``core/src/main/res/values*/strings.xml`` and
``app/src/main/res/values*/strings.xml``); ``android:ok`` and ``android:cancel`` are the
platform's own. A dialog's buttons are drawn in capitals (``uppercase()``), as here.
The names of the books, articles and the peer device are written the same in every
language.

Read from the code (``core/src/main/java/org/kiwix/kiwixmobile/core`` and
``app/src/main/java/org/kiwix/kiwixmobile``): ``utils/dialog/KiwixDialog.kt`` (each
dialog's title, message and confirm, dismiss and neutral buttons) with
``utils/dialog/AlertDialogShower.kt`` (the buttons in a row: neutral, then dismiss, then
confirm, with test tags and no resource ids); ``nav/destination/library/local/
LocalLibraryRoute.kt`` and ``LocalLibraryViewModel.kt`` (the selection's app bar: Delete,
Share and "Validate ZIM files") with ``zimManager/fileselectView/effects/DeleteFiles.kt``
(``DeleteZims``: "The following ZIM file(s) will be deleted", whose Delete deletes the
files from the storage, and No) and ``ValidateZIMFiles.kt``; ``nav/destination/library/
online/viewmodel/OnlineLibraryViewModel.kt`` ("Stop download?", whose Yes cancels the
download, which can be started again); ``page/PageScreen.kt`` with ``page/bookmark/
BookmarkScreen.kt``, ``page/history/HistoryScreen.kt`` and ``page/notes/NotesScreen.kt``
(the app bar's Search and "Clear bookmarks", "Clear history" or "Clear notes", which only
open the confirmation; the "View ... From All Books" switch; in selection mode the title
"N selected" and Delete) with ``page/*/viewmodel/effects/ShowDelete*Dialog.kt`` and
``page/viewmodel/effects/DeletePageItems.kt`` (Delete in "Delete All/Selected
Bookmarks/History/Notes?" deletes them with no undo; ``dao/NotesRoomDao.kt`` also removes
a note's file from the storage) and ``page/notes/viewmodel/effects/ShowOpenNoteDialog.kt``
("Choose your Action": "Open Article" and "Open Note"); ``main/note/
AddNoteDialogComposable.kt`` and ``AddNoteViewModel.kt`` (the note's Delete, which deletes
it and offers Undo in a snackbar, Share and Save) with ``NotesDiscardConfirmation``
("Discard unsaved changes?"); ``settings/SettingsScreen.kt`` (the rows "Clear history",
"Clear all notes", "Import Bookmarks" and "Export Bookmarks", which only open their dialogs;
``ClearAllHistory``'s Delete clears the recent searches and the tabs' history,
``ClearAllNotes``'s deletes every note; "Import Bookmarks?"'s Yes opens a file picker,
"Export All Bookmarks?"'s writes a copy of the bookmarks to a file); ``search/viewmodel/
effects/ShowDeleteSearchDialog.kt`` (a recent search's long press: "Delete this item?",
whose Delete removes it); ``localFileTransfer/WifiDirectManager.kt`` ("Transfer files to
...?", whose Yes connects to the peer and sends it the selected ZIM files);
``ExternalLinkPopup`` ("Entering External Link!": Yes opens the link in a browser);
``page/history/NavigationHistoryDialog.kt`` with ``main/reader/ReaderScreenRoute.kt`` (the
reader's back button held: "Backward history", its pages and "Clear history", which only
opens ``ClearAllNavigationHistory``, whose Delete clears the tab's back and forward
history).
"""

from __future__ import annotations

from typing import Any

from screens import entry, page, popup

BOOKS = "Wikipedia (English)\nWiktionary (français)"
ARTICLE, OTHER, PEER, QUERY = "Photosynthesis", "Chlorophyll", "Pixel 7", "volcano"


def screens(t: Any) -> list[dict[str, Any]]:
    return library(t) + pages(t) + notes(t) + settings(t) + others(t)


def up(t: Any, key: str) -> str:
    """A dialog button's label, in capitals as the app draws it."""
    return t(key).upper()


def yes_no(t: Any, no: bool | None, yes: bool | None) -> list[tuple[str, bool | None]]:
    return [(up(t, "no"), no), (up(t, "yes"), yes)]


def library(t: Any) -> list[dict[str, Any]]:
    selected = page(t("library"), [
        {"icon": t("delete")}, {"icon": t("share")}, {"icon": t("validate_zim_files")},
        {"list": [{"text": line} for line in BOOKS.split("\n")]}])  # fmt: skip
    where = "kiwix LocalLibraryRoute (two ZIM files selected)"
    delete = [(up(t, "no"), None), (up(t, "delete"), True)]
    keep = [(up(t, "no"), False), (up(t, "delete"), None)]
    body = t("delete_zim_body", BOOKS)
    stop = "kiwix OnlineLibraryViewModel (a download's stop button)"
    return [
        entry("opens-prompt", where, selected, [(t("delete"), False)]),
        entry("harmless", where, selected, [(t("share"), False)]),
        entry("opens-prompt", where, selected, [(t("validate_zim_files"), False)]),
        popup("delete", "kiwix DeleteFiles (DeleteZims)", t("library"), None, body, delete),
        popup("harmless", "kiwix DeleteFiles (DeleteZims)", t("library"), None, body, keep),
        popup("harmless", "kiwix ValidateZIMFiles (ValidateZimFilesConfirmation)",
              t("library"), None, t("confirmation_validate_zim_files", BOOKS),
              yes_no(t, None, False)),
        popup("reversible", stop, t("library"), t("confirm_stop_download_title"),
              t("confirm_stop_download_msg"), yes_no(t, None, False)),
        popup("harmless", stop, t("library"), t("confirm_stop_download_title"),
              t("confirm_stop_download_msg"), yes_no(t, False, None)),
    ]  # fmt: skip


def listing(t: Any, title: str, clear: str, switch: str) -> dict[str, Any]:
    """A bookmarks, history or notes page (``PageScreen``): its app bar, switch and rows."""
    return page(t(title), [
        {"icon": t("search_label")}, {"icon": t(clear)}, {"switch": t(switch)},
        {"list": [{"text": ARTICLE}, {"text": OTHER}]}])  # fmt: skip


def selection(t: Any) -> dict[str, Any]:
    return page(t("selected_items", 2), [
        {"icon": t("delete")}, {"list": [{"text": ARTICLE}, {"text": OTHER}]}])  # fmt: skip


def cancel_delete(t: Any, cancel: bool | None, delete: bool | None
                  ) -> list[tuple[str, bool | None]]:  # fmt: skip
    return [(up(t, "cancel"), cancel), (up(t, "delete"), delete)]


def pages(t: Any) -> list[dict[str, Any]]:
    marks = listing(t, "bookmarks", "pref_clear_all_bookmarks_title",
                    "bookmarks_from_current_book")  # fmt: skip
    history = listing(t, "history", "pref_clear_all_history_title",
                      "history_from_current_book")  # fmt: skip
    out: list[dict[str, Any]] = [
        entry("opens-prompt", "kiwix BookmarkScreen (PageScreen's app bar)", marks,
              [(t("pref_clear_all_bookmarks_title"), False)]),
        entry("reversible", "kiwix BookmarkScreen (PageScreen's switch)", marks,
              [(t("bookmarks_from_current_book"), False)]),
        popup("delete", "kiwix ShowDeleteBookmarksDialog (DeleteAllBookmarks)",
              t("bookmarks"), t("delete_bookmarks"), None, cancel_delete(t, None, True)),
        popup("harmless", "kiwix ShowDeleteBookmarksDialog (DeleteAllBookmarks)",
              t("bookmarks"), t("delete_bookmarks"), None, cancel_delete(t, False, None)),
        entry("opens-prompt", "kiwix BookmarkScreen (two bookmarks selected)",
              selection(t), [(t("delete"), False)]),
        popup("delete", "kiwix ShowDeleteBookmarksDialog (DeleteSelectedBookmarks)",
              t("selected_items", 2), t("delete_selected_bookmarks"), None,
              cancel_delete(t, None, True)),
        entry("opens-prompt", "kiwix HistoryScreen (PageScreen's app bar)", history,
              [(t("pref_clear_all_history_title"), False)]),
        entry("harmless", "kiwix HistoryScreen (PageScreen's app bar)", history,
              [(t("search_label"), False)]),
        popup("delete", "kiwix ShowDeleteHistoryDialog (DeleteAllHistory)", t("history"),
              t("delete_history"), None, cancel_delete(t, None, True)),
        popup("delete", "kiwix ShowDeleteHistoryDialog (DeleteSelectedHistory)",
              t("selected_items", 2), t("delete_selected_history"), None,
              cancel_delete(t, None, True)),
        popup("harmless", "kiwix ShowDeleteHistoryDialog (DeleteSelectedHistory)",
              t("selected_items", 2), t("delete_selected_history"), None,
              cancel_delete(t, False, None)),
    ]  # fmt: skip
    return out


def notes(t: Any) -> list[dict[str, Any]]:
    listed = listing(t, "pref_notes", "pref_clear_notes", "notes_from_all_books")
    note = ({"icon": t("delete")}, {"icon": t("share")}, {"icon": t("save")},
            {"text": ARTICLE}, {"field": t("note"), "text": "C6H12O6"})  # fmt: skip
    where = "kiwix AddNoteDialogComposable (an article's note)"
    message = t("delete_note_dialog_message")
    return [
        entry("opens-prompt", "kiwix NotesScreen (PageScreen's app bar)", listed,
              [(t("pref_clear_notes"), False)]),
        popup("delete", "kiwix ShowDeleteNotesDialog (DeleteAllNotes)", t("pref_notes"),
              t("delete_notes_confirmation_msg"), message, cancel_delete(t, None, True)),
        popup("harmless", "kiwix ShowDeleteNotesDialog (DeleteAllNotes)", t("pref_notes"),
              t("delete_notes_confirmation_msg"), message, cancel_delete(t, False, None)),
        popup("delete", "kiwix ShowDeleteNotesDialog (DeleteSelectedNotes)",
              t("selected_items", 2), t("delete_selected_notes"), message,
              cancel_delete(t, None, True)),
        popup("harmless", "kiwix ShowOpenNoteDialog (a note's row)", t("pref_notes"),
              t("choose_your_action"), None,
              [(up(t, "open_note"), False), (up(t, "open_article"), None)]),
        popup("reversible", where, ARTICLE, t("note"), None, [], note,
              ((t("delete"), False),)),
        popup("reversible", where, ARTICLE, t("note"), None, [], note,
              ((t("save"), False),)),
        popup("harmless", where, ARTICLE, t("note"), None, [], note,
              ((t("share"), False),)),
        popup("harmless", "kiwix AddNoteDialogComposable (NotesDiscardConfirmation)",
              t("note"), None, t("confirmation_alert_dialog_message"),
              [(up(t, "android:cancel"), False), (up(t, "yes"), None)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    rows = page(t("menu_settings"), [
        {"text": t("history")},
        {"row": t("pref_clear_all_history_title"),
         "secondary": t("pref_clear_all_history_summary")},
        {"text": t("pref_notes")},
        {"row": t("pref_clear_all_notes_title"),
         "secondary": t("pref_clear_all_notes_summary")},
        {"text": t("bookmarks")},
        {"row": t("pref_import_bookmark_title"),
         "secondary": t("pref_import_bookmark_summary")},
        {"row": t("pref_export_bookmark_title"),
         "secondary": t("pref_export_bookmark_summary")}])  # fmt: skip
    where = "kiwix SettingsScreen"
    clear = (t("clear_all_history_dialog_title"), t("clear_recent_and_tabs_history_dialog"))
    export = t("export_all_bookmarks_dialog_message", "Android/media/org.kiwix.kiwixmobile")
    return [
        entry("opens-prompt", where, rows, [(t("pref_clear_all_history_title"), False)]),
        popup("delete", f"{where} (ClearAllHistory)", t("menu_settings"), *clear,
              cancel_delete(t, None, True)),
        popup("harmless", f"{where} (ClearAllHistory)", t("menu_settings"), *clear,
              cancel_delete(t, False, None)),
        entry("opens-prompt", where, rows, [(t("pref_clear_all_notes_title"), False)]),
        popup("delete", f"{where} (ClearAllNotes)", t("menu_settings"),
              t("delete_notes_confirmation_msg"), None, cancel_delete(t, None, True)),
        entry("opens-prompt", where, rows, [(t("pref_export_bookmark_title"), False)]),
        popup("harmless", f"{where} (ExportBookmarks)", t("menu_settings"),
              t("export_all_bookmarks_dialog_title"), export, yes_no(t, None, False)),
        popup("opens-prompt", f"{where} (ImportBookmarks)", t("menu_settings"),
              t("import_bookmarks_dialog_title"), None, yes_no(t, None, False)),
    ]  # fmt: skip


def others(t: Any) -> list[dict[str, Any]]:
    search = "kiwix ShowDeleteSearchDialog (a recent search's long press)"
    transfer = "kiwix WifiDirectManager (FileTransferConfirmation)"
    question = t("transfer_to", PEER)
    send = [(up(t, "android:cancel"), None), (up(t, "yes"), True)]
    stay = [(up(t, "android:cancel"), False), (up(t, "yes"), None)]
    link = [(up(t, "do_not_ask_anymore"), None), (up(t, "no"), None), (up(t, "yes"), False)]
    back = ({"icon": t("pref_clear_all_history_title")},
            {"list": [{"text": OTHER}, {"text": "Plant"}]})  # fmt: skip
    navigation = "kiwix NavigationHistoryDialog (the reader's back button held)"
    clear = (t("clear_all_history_dialog_title"), t("clear_all_navigation_history_message"))
    return [
        popup("opens-prompt", navigation, ARTICLE, t("backward_history"), None, [], back,
              ((t("pref_clear_all_history_title"), False),)),
        popup("delete", f"{navigation} (ClearAllNavigationHistory)", ARTICLE, *clear,
              cancel_delete(t, None, True)),
        popup("delete", search, t("search_label"), None, t("delete_recent_search_item"),
              [(up(t, "no"), None), (up(t, "delete"), True)], ({"text": QUERY},)),
        popup("harmless", search, t("search_label"), None, t("delete_recent_search_item"),
              [(up(t, "no"), False), (up(t, "delete"), None)], ({"text": QUERY},)),
        popup("send", transfer, PEER, None, question, send),
        popup("harmless", transfer, PEER, None, question, stay),
        popup("harmless", "kiwix ExternalLinkPopup", ARTICLE,
              t("external_link_popup_dialog_title"), t("external_link_popup_dialog_message"),
              link),
    ]  # fmt: skip
