"""Orgzly's screens (``com.orgzly``, an outliner of Org-mode notebooks kept in sync with a
folder, Dropbox, WebDAV or Git), strings from ``t(name)``.

Read from the code (``app/src/main/java/com/orgzly/android/ui`` and ``app/src/main/res``):
``menu/books_actions.xml`` with ``books/BooksFragment.kt`` (the notebook list's overflow:
"Import Org file", which opens the file picker, Sync, which starts ``SyncRunner.startSync``,
and Settings); ``menu/books_cab.xml`` with the same fragment's selection toolbar (a notebook
selected: the "Force Load" and "Force Save" icons, each only opening its question, and the
overflow's Rename, "Set Link", Export, which opens the file picker, and Delete, which only
opens ``deleteBookDialog``); the "Force Save" question ("Overwrite remote notebook?",
Overwrite, which replaces the remote notebook with the local one, ``forceSaveBookRequest``,
and Cancel) and the "Force Load" one ("Overwrite local notebook?", Overwrite, which replaces
the local notebook with the remote one, ``forceLoadBookRequest``, and Cancel);
``deleteBookDialog`` with ``layout/dialog_book_delete.xml`` ("Delete “…”", for a linked
notebook the "Delete linked remote notebook" check box and the link, Delete, which deletes
the notebook and its notes, ``deleteBook``, and Cancel); ``menu/book_cab_top.xml`` and
``book_cab_bottom.xml`` with ``notes/book/BookFragment.kt`` (notes selected in a notebook:
the top bar's Cut, Copy, Paste and Move icons and its overflow's Clock and Delete, which
only opens the deletion question; the bottom bar's Refile, Edit, Schedule, Deadline, State,
Done, which toggles the notes' state and toggles it back, and "New note" icons); the
deletion question of ``BookFragment`` and ``note/NoteFragment.kt`` ("Delete 3 notes?" or
"Delete note?", Delete, which deletes the notes with no undo, and Cancel);
``menu/note_actions.xml`` (a note's toolbar: the Done icon and the overflow's Clock,
Metadata, "Keep screen on", Delete, which only opens the question, Sync and Settings);
``menu/saved_searches_cab.xml`` with ``savedsearches/SavedSearchesFragment.kt`` (a saved
search selected: the Down and Up icons, which move it and move it back, and the overflow's
Delete, which deletes it at once with no question, ``SavedSearchDelete``);
``NoteFragment``'s question on leaving an edited note ("Note modified", "Save changes?",
Save, which saves the note, Discard, which drops the edits for good, and Cancel, which
stays); ``xml/prefs_screen_app.xml`` with ``settings/SettingsActivity.kt`` (the App
settings: "Clear database", which only opens "Clear local database?", OK, which wipes every
notebook and note from the device, ``DatabaseClear``, and Cancel). Orgzly's dialogs are
platform dialogs built with ``MaterialAlertDialogBuilder``: their buttons carry the
platform's ids.
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu

BOOK, NOTE = "Work", "Prepare the quarterly report"
LINK = "dropbox:/org/Work.org"


def screens(t: Any) -> list[dict[str, Any]]:
    return notebooks(t) + notes(t) + searches(t) + settings(t)


def cancel_then(t: Any, key: str, bad: bool) -> list[tuple[str, str, bool | None]]:
    """Cancel (negative) and the confirming button ``key`` (positive)."""
    return [(t("cancel"), NEGATIVE, False), (t(key), POSITIVE, bad)]


def notebooks(t: Any) -> list[dict[str, Any]]:
    overflow = [t("import_org_file"), t("sync"), t("settings")]
    selected = {"title": "1", "items": [
        {"icon": t("books_context_menu_item_force_load"), "rid": "books_context_menu_force_load"},
        {"icon": t("books_context_menu_item_force_save"), "rid": "books_context_menu_force_save"},
        {"list": [{"text": BOOK}, {"text": "Home"}]}]}  # fmt: skip
    cab = [t("books_context_menu_item_rename"), t("books_context_menu_item_set_link"),
           t("export"), t("delete")]  # fmt: skip
    linked = ({"switch": t("also_delete_linked_book"), "rid": "delete_linked_checkbox"},
              {"text": LINK})  # fmt: skip
    where = "orgzly books_cab (a notebook selected)"
    return [
        menu("sync", "orgzly books_actions (the notebook list's overflow)", t("notebooks"),
             overflow, [(t("sync"), False)]),
        menu("harmless", "orgzly books_actions (the notebook list's overflow)",
             t("notebooks"), overflow, [(t("import_org_file"), False)]),
        entry("opens-prompt", where, selected,
              [(t("books_context_menu_item_force_load"), False),
               (t("books_context_menu_item_force_save"), False)]),
        menu("opens-prompt", where + " overflow", "1", cab, [(t("delete"), False)]),
        menu("harmless", where + " overflow", "1", cab, [(t("export"), False)]),
        dialog("overwrite", "orgzly BooksFragment (Force Save)", t("notebooks"),
               t("books_context_menu_item_force_save"), t("overwrite_remote_notebook_question"),
               cancel_then(t, "overwrite", True)),
        dialog("overwrite", "orgzly BooksFragment (Force Load)", t("notebooks"),
               t("books_context_menu_item_force_load"), t("overwrite_local_notebook_question"),
               cancel_then(t, "overwrite", True)),
        dialog("delete", "orgzly BooksFragment.deleteBookDialog (a linked notebook)",
               t("notebooks"), t("delete_with_quoted_argument", BOOK), None,
               cancel_then(t, "delete", True), linked),
        dialog("delete", "orgzly BooksFragment.deleteBookDialog (a notebook not linked)",
               t("notebooks"), t("delete_with_quoted_argument", "Home"), None,
               cancel_then(t, "delete", True)),
    ]  # fmt: skip


def notes(t: Any) -> list[dict[str, Any]]:
    top = {"title": "3", "items": [
        {"icon": t("cut"), "rid": "cut"}, {"icon": t("copy"), "rid": "copy"},
        {"icon": t("paste"), "rid": "paste"}, {"icon": t("move"), "rid": "move"},
        {"list": [{"text": NOTE}, {"text": "Book the venue"}, {"text": "Send invitations"}]},
        {"icon": t("refile"), "rid": "refile"}, {"icon": t("edit"), "rid": "edit"},
        {"icon": t("schedule"), "rid": "schedule"}, {"icon": t("deadline"), "rid": "deadline"},
        {"icon": t("state"), "rid": "state"}, {"icon": t("done"), "rid": "toggle_state"},
        {"icon": t("new_note"), "rid": "new_note"}]}  # fmt: skip
    overflow = [t("clock"), t("delete")]
    note = [t("clock"), t("metadata"), t("keep_screen_on"), t("delete"), t("sync"),
            t("settings")]  # fmt: skip
    where = "orgzly book_cab (three notes selected)"
    modified = [(t("cancel"), NEUTRAL, False), (t("discard"), NEGATIVE, True),
                (t("save"), POSITIVE, False)]  # fmt: skip
    return [
        entry("reversible", where, top, [(t("done"), False)]),
        entry("harmless", where, top, [(t("schedule"), False)]),
        menu("opens-prompt", where + " overflow", "3", overflow, [(t("delete"), False)]),
        dialog("delete", "orgzly BookFragment (deleting three notes)", BOOK,
               t("delete_note_or_notes_with_count_question#3"), None,
               cancel_then(t, "delete", True)),
        menu("opens-prompt", "orgzly note_actions (a note's overflow)", NOTE, note,
             [(t("delete"), False)]),
        menu("sync", "orgzly note_actions (a note's overflow)", NOTE, note,
             [(t("sync"), False)]),
        dialog("delete", "orgzly NoteFragment (deleting the note)", NOTE,
               t("delete_note_or_notes_with_count_question#1"), None,
               cancel_then(t, "delete", True)),
        dialog("delete", "orgzly NoteFragment (leaving an edited note)", NOTE,
               t("note_has_been_modified"), t("discard_or_save_changes"), modified),
    ]  # fmt: skip


def searches(t: Any) -> list[dict[str, Any]]:
    page = {
        "title": "1",
        "items": [
            {"icon": t("down"), "rid": "saved_searches_cab_move_down"},
            {"icon": t("up"), "rid": "saved_searches_cab_move_up"},
            {"list": [{"text": "Agenda"}, {"text": "Next 3 days"}, {"text": "Work: scheduled"}]},
        ],
    }
    where = "orgzly saved_searches_cab (a saved search selected)"
    return [
        entry("reversible", where, page, [(t("up"), False)]),
        menu("delete", where + " overflow", "1", [t("delete")], [(t("delete"), True)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    rows = [{"row": t("reload_getting_started"), "secondary": t("reload_getting_started_summary")},
            {"row": t("clear_database"), "secondary": t("clear_database_summary")}]  # fmt: skip
    page = {"title": t("app"), "items": [{"list": rows}]}
    return [
        entry("opens-prompt", "orgzly prefs_screen_app", page, [(t("clear_database"), False)]),
        dialog("delete", "orgzly SettingsActivity.onDatabaseClearRequest", t("app"),
               t("clear_database"), t("clear_database_dialog_message"),
               cancel_then(t, "ok", True)),
    ]  # fmt: skip
