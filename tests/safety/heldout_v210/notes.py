"""Fossify Notes' screens (``org.fossify.notes``: text notes and checklists created, renamed,
deleted with or without their linked file, locked and unlocked with a PIN, opened from and
exported to files, a folder imported; checklist items added, checked, renamed, moved, sorted and
deleted; unsaved changes saved or discarded; the settings and the widget's configuration),
strings from ``app/src/main/res/values*/strings.xml`` and, for the shared words and dialogs,
Fossify Commons' ``commons/src/main/res/values*/strings.xml``. The note titles, checklist
items and paths on the screens are the same in every language.

Read from the code (``app/src/main``): ``res/menu/menu.xml`` and ``activities/MainActivity.kt``
(``refreshMenuItems`` and ``setupOptionsMenu``: the toolbar's Search, "Open note" and "Create a
new note" icons, Undo and Redo once a text note is edited, Save when autosave is off, and the
overflow rows "Rename note", "Sort by", Share, "Create shortcut", "Lock note" or "Unlock note",
"Open file", "Import folder" (before Android 10), "Export as file", Print, "Delete note",
Settings and About, a checklist's showing "Delete checked items", "Uncheck all items" and "Sort
by" instead of Search; "Delete note" only opens ``DeleteNoteDialog``, "Lock note" a warning,
Share the system's share sheet); ``dialogs/DeleteNoteDialog.kt`` and
``res/layout/dialog_delete_note.xml`` (the message "Are you sure you want to delete note ...?",
for a note linked to a file the "Also delete file ..." checkbox, Cancel and Delete, which
removes the note and its widgets from the database with no trash and no undo, and with the box
ticked deletes the file too; with "Password protect note deletion" on, Delete first asks for
the password and the deletion follows its confirmation); ``dialogs/NewNoteDialog.kt`` ("Add a
new note": Label, "Text note" or Checklist, OK creates it); ``dialogs/RenameNoteDialog.kt``
("Rename note": Title, OK renames the note, or the linked file); ``dialogs/OpenNoteDialog.kt``
("Open note": the notes, the new-note button, Cancel); ``lockNote`` and ``unlockNote`` (the
warning "WARNING: If you forget the notes' password..." with Cancel and OK, which opens
Commons' ``SecurityDialog``, whose confirmed PIN locks the note; unlocking asks the PIN and
removes the protection); ``fragments/TextFragment.kt`` and ``res/layout/fragment_text.xml``
(a locked note: "The notes' content is locked." and "Show content", which asks the PIN);
``onBackPressedCompat`` (with autosave off and unsaved changes, Commons'
``ConfirmationAdvancedDialog`` "You have some unsaved changes..." with Discard, which leaves
without saving the edits, and Save); ``dialogs/ExportFileDialog.kt`` ("Export as file": Path,
Filename, Extension, OK; a text note then asks, in a ``RadioGroupDialog``, whether the note is
linked to the file or only its content exported, and the choice writes the file; a checklist
is written at once); ``dialogs/OpenFileDialog.kt`` and ``ImportFolderDialog.kt`` (the path,
"Update the file itself..." or "Only import the file content...", OK adds notes);
``fragments/TasksFragment.kt``, ``adapters/TasksAdapter.kt``, ``res/menu/cab_checklist.xml``
and ``res/layout/fragment_checklist.xml`` (tapping an item checks or unchecks it, the "2
checked items" row folds the checked ones, the ``checklist_fab`` opens
``NewChecklistItemDialog``; a long press starts the action mode "1 / 6" with "Move to the
top", "Move to the bottom" (not for checked items), Rename (one item) and Delete, which removes
the items at once with no confirmation and no undo; "Delete checked items" removes every
checked item the same way; "Uncheck all items" unchecks them); ``dialogs/
NewChecklistItemDialog.kt``, ``EditTaskDialog.kt`` and ``SortChecklistDialog.kt`` ("Add new
checklist items", the item's Label, "Sort by" with Title, "Date created", Custom, Ascending,
Descending and "Use for this checklist only", each with Cancel and OK); ``activities/
SettingsActivity.kt`` and ``res/layout/activity_settings.xml`` (the switches, "Font size" and
"Alignment" as ``RadioGroupDialog`` pickers, "Password protect the whole application" and
"Password protect note deletion", which open ``SecurityDialog``, "Enable automatic backups",
which opens ``ManageAutoBackupsDialog``, "Export notes", whose dialog's OK opens the system's
save page, and "Import notes", which opens the system's file picker and adds the notes whose
titles are new); ``activities/WidgetConfigureActivity.kt`` and ``res/layout/widget_config.xml``
("Note shown in the widget:" opens a picker, "Show note title", and OK, which saves the
widget's settings).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, dialog, menu, screen

TEXT, LIST, FILE = "Recipes", "Shopping", "todo.txt"
PATH = "/storage/emulated/0/Documents/todo.txt"
FOLDER = "/storage/emulated/0/Documents"
SIZES = (50, 60, 75, 90, 100, 125, 150, 175, 200, 250, 300)
ITEMS = ("Milk", "Eggs", "Bread", "Coffee")
BODY = "Pancakes: flour, milk, eggs"


def screens(t: Any) -> list[dict[str, Any]]:
    return (main(t) + deleting(t) + checklist(t) + notes(t) + locking(t) + files(t)
            + settings(t) + widget(t))  # fmt: skip


def overflow(t: Any, checklist: bool = False, locked: bool = False) -> list[str]:
    """The toolbar's overflow rows, as ``refreshMenuItems`` leaves them with several notes."""
    rows = ["rename_note"]
    rows += ["delete_checked_items", "uncheck_all_items", "sort_by"] if checklist else []
    rows += ["share", "create_shortcut", "unlock_note" if locked else "lock_note", "open_file",
             "export_as_file", "print", "delete_note", "settings", "about"]  # fmt: skip
    return [t(k) for k in rows]


def toolbar(t: Any, edited: bool, checklist: bool = False) -> list[dict[str, Any]]:
    """The toolbar's icons (no Search on a checklist) and the notes' tabs."""
    icons = [] if checklist else [("search", "open_search")]
    icons += [("open_note", "open_note"), ("create_new_note", "new_note")]
    icons += [("undo", "undo"), ("redo", "redo")] if edited else []
    items = [{"icon": t(k), "rid": f"{ID}{rid}"} for k, rid in icons]
    return [*items, {"tab": TEXT}, {"tab": LIST}, {"tab": FILE}]


def main(t: Any) -> list[dict[str, Any]]:
    app, where = t("app_launcher_name"), "notes MainActivity (menu)"
    page = [*toolbar(t, True), {"field": f"{ID}text_note_view", "text": BODY}]
    return [
        screen("harmless", "notes MainActivity (activity_main)", app, page,
               [(t("create_new_note"), False), (LIST, False)]),
        screen("reversible", "notes MainActivity (activity_main)", app, page,
               [(t("undo"), False)]),
        menu("opens-prompt", where, TEXT, overflow(t), [(t("delete_note"), False)]),
        menu("harmless", where, TEXT, overflow(t),
             [(t("share"), False), (t("rename_note"), False)]),
        menu("delete", f"{where} (checklist)", LIST, overflow(t, True),
             [(t("delete_checked_items"), True)]),
        menu("reversible", f"{where} (checklist)", LIST, overflow(t, True),
             [(t("uncheck_all_items"), False)]),
    ]  # fmt: skip


def deleting(t: Any) -> list[dict[str, Any]]:
    where = "notes DeleteNoteDialog"
    cancel, delete = t("cancel"), t("delete")

    def ask(category: str, note: str, no: bool | None, yes: bool | None, box: bool | None = None,
            taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
        items: tuple[dict[str, Any], ...] = ()
        if box is not None:
            items = ({"switch": t("delete_file_itself", PATH), "checked": box},)
        return alert(category, where, note, None, t("delete_note_prompt_message", note),
                     (cancel, no), (delete, yes), items, taps)  # fmt: skip

    pin = security(t)
    return [
        ask("delete", TEXT, None, True),
        ask("harmless", TEXT, False, None),
        ask("delete", LIST, None, True),
        ask("delete", FILE, None, True, box=True),
        ask("delete", FILE, None, True, box=False),
        ask("harmless", FILE, None, None, False, ((t("delete_file_itself", PATH), False),)),
        alert("delete", "commons SecurityDialog (note deletion protected)", TEXT, None, None,
              (cancel, None), None, pin, (("pin_ok", True),)),
    ]  # fmt: skip


def security(t: Any) -> tuple[dict[str, Any], ...]:
    """Commons' ``SecurityDialog`` on its PIN tab (``tab_pin.xml``), a PIN typed; the dialog's
    only button is Cancel, the PIN confirmed with the ``pin_ok`` key."""
    digits = [{"button": str(n)} for n in (1, 2, 3, 4, 5, 6, 7, 8, 9)]
    return ({"tab": t("pattern")}, {"tab": t("pin")}, {"text": t("enter_pin")},
            {"text": "****", "rid": f"{ID}pin_lock_current_pin"}, *digits, {"button": "C"},
            {"button": "0"}, {"id": "pin_ok"})  # fmt: skip


def checklist(t: Any) -> list[dict[str, Any]]:
    where, fragment = "notes TasksAdapter (cab_checklist)", "notes TasksFragment"
    rows = [{"row": item} for item in ITEMS]
    page = [
        *toolbar(t, False, True),
        *rows,
        {"row": t("num_checked_items#2")},
        {"id": "checklist_fab"},
    ]

    def cab(category: str, count: int, cases: list[tuple[str, bool]],
            checked: bool = False) -> dict[str, Any]:  # fmt: skip
        icons = [] if checked else ["move_to_top", "move_to_bottom"]
        icons += ["rename"] if count == 1 else []
        items = [{"icon": t(k), "rid": f"{ID}cab_{k}"} for k in [*icons, "delete"]]
        return screen(category, where, f"{count} / 6", [*items, *rows], cases)

    field = ({"field": f"{ID}checklist_item_title", "hint": t("label"), "text": "Oat milk"},)
    new = ({"field": f"{ID}title_edit_text", "text": "Butter"}, {"id": "add_item"},
           {"switch": t("add_to_the_top"), "checked": False})  # fmt: skip
    sort = ({"radio": t("title"), "checked": False}, {"radio": t("date_created"), "checked": True},
            {"radio": t("custom"), "checked": False}, {"radio": t("ascending"), "checked": True},
            {"radio": t("descending"), "checked": False},
            {"switch": t("use_for_this_checklist"), "checked": False})  # fmt: skip
    ok, cancel = t("ok"), t("cancel")
    return [
        screen("reversible", fragment, t("app_launcher_name"), page, [(ITEMS[1], False)]),
        screen("harmless", fragment, t("app_launcher_name"), page,
               [("checklist_fab", False)]),
        cab("delete", 1, [(t("delete"), True)]),
        cab("reversible", 1, [(t("move_to_top"), False)]),
        cab("harmless", 1, [(t("rename"), False)]),
        cab("delete", 3, [(t("delete"), True)]),
        cab("delete", 1, [(t("delete"), True)], checked=True),
        alert("reversible", "notes EditTaskDialog", LIST, None, None, (cancel, None), (ok, False),
              field),
        alert("reversible", "notes NewChecklistItemDialog", LIST, t("add_new_checklist_items"),
              None, (cancel, None), (ok, False), new),
        alert("reversible", "notes SortChecklistDialog", LIST, t("sort_by"), None, (cancel, None),
              (ok, False), sort),
    ]  # fmt: skip


def notes(t: Any) -> list[dict[str, Any]]:
    ok, cancel = t("ok"), t("cancel")
    label = {"field": f"{ID}locked_note_title", "hint": t("label"), "text": "Packing list"}
    kinds = ({"text": t("new_note_type")}, {"radio": t("text_note"), "checked": False},
             {"radio": t("checklist"), "checked": True})  # fmt: skip
    title = ({"field": f"{ID}locked_note_title", "hint": t("title"), "text": "Dinner recipes"},)
    grid = ({"row": TEXT}, {"row": LIST}, {"row": FILE}, {"id": "new_note_fab"})
    app = t("app_launcher_name")
    return [
        alert("reversible", "notes NewNoteDialog", app, t("new_note"), None, (cancel, None),
              (ok, False), (label, *kinds)),
        alert("harmless", "notes NewNoteDialog", app, t("new_note"), None, (cancel, False),
              (ok, None), (label, *kinds)),
        alert("reversible", "notes RenameNoteDialog", TEXT, t("rename_note"), None,
              (cancel, None), (ok, False), title),
        alert("harmless", "notes OpenNoteDialog", app, t("open_note"), None, None,
              (cancel, False), grid, ((LIST, False),)),
        alert("discard", "commons ConfirmationAdvancedDialog (unsaved changes)", app, None,
              t("unsaved_changes_warning"), (t("discard"), True), (t("save"), None)),
        alert("reversible", "commons ConfirmationAdvancedDialog (unsaved changes)", app, None,
              t("unsaved_changes_warning"), (t("discard"), None), (t("save"), False)),
    ]  # fmt: skip


def locking(t: Any) -> list[dict[str, Any]]:
    ok, cancel = t("ok"), t("cancel")
    warn = "commons ConfirmationDialog (lockNote)"
    page = [*toolbar(t, False), {"text": t("note_content_locked")},
            {"button": t("show_content"), "rid": f"{ID}note_locked_show"}]  # fmt: skip
    return [
        menu("opens-prompt", "notes MainActivity (menu)", TEXT, overflow(t),
             [(t("lock_note"), False)]),
        alert("opens-prompt", warn, TEXT, None, t("locking_warning"), (cancel, None), (ok, False)),
        alert("harmless", warn, TEXT, None, t("locking_warning"), (cancel, False), (ok, None)),
        alert("reversible", "commons SecurityDialog (lockNote)", TEXT, None, None,
              (cancel, None), None, security(t), (("pin_ok", False),)),
        menu("opens-prompt", "notes MainActivity (menu, locked note)", TEXT,
             overflow(t, locked=True), [(t("unlock_note"), False)]),
        alert("reversible", "commons SecurityDialog (unlockNote)", TEXT, None, None,
              (cancel, None), None, security(t), (("pin_ok", False),)),
        screen("harmless", "notes TextFragment (locked)", t("app_launcher_name"), page,
               [(t("show_content"), False)]),
    ]  # fmt: skip


def files(t: Any) -> list[dict[str, Any]]:
    ok, cancel = t("ok"), t("cancel")
    export = ({"field": f"{ID}file_path", "hint": t("path"), "text": FOLDER},
              {"field": f"{ID}file_name", "hint": t("filename"), "text": LIST},
              {"field": f"{ID}extension", "hint": t("extension"), "text": "txt"})  # fmt: skip
    sync = ({"radio": t("update_file_at_note")}, {"radio": t("only_export_file_content")})
    opened = ({"field": f"{ID}open_file_filename", "hint": t("path"), "text": PATH},
              {"radio": t("update_file_at_note"), "checked": False},
              {"radio": t("only_import_file_content"), "checked": True})  # fmt: skip
    folder = ({"field": f"{ID}open_file_filename", "hint": t("folder"), "text": FOLDER},
              *opened[1:])  # fmt: skip
    return [
        menu("harmless", "notes MainActivity (menu)", TEXT, overflow(t),
             [(t("export_as_file"), False)]),
        alert("reversible", "notes ExportFileDialog (checklist)", LIST, t("export_as_file"),
              None, (cancel, None), (ok, False), export),
        dialog("reversible", "commons RadioGroupDialog (showExportFilePickUpdateDialog)", TEXT,
               None, None, [], sync, ((t("only_export_file_content"), False),)),
        alert("reversible", "notes OpenFileDialog", TEXT, t("open_file"), None, (cancel, None),
              (ok, False), opened),
        alert("reversible", "notes ImportFolderDialog (before Android 10)", TEXT,
              t("import_folder"), None, (cancel, None), (ok, False), folder),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    where, title = "notes SettingsActivity (activity_settings)", t("settings")

    def switch(key: str, rid: str, on: bool) -> dict[str, Any]:
        return {"switch": t(key), "rid": f"{ID}settings_{rid}", "checked": on}

    def row(key: str, rid: str, value: str | None = None) -> list[dict[str, Any]]:
        shown = [{"row": t(key), "rid": f"{ID}settings_{rid}_label"}]
        return shown + ([{"text": value, "rid": f"{ID}settings_{rid}"}] if value else [])

    page = [
        {"text": t("color_customization")}, *row("customize_colors", "color_customization"),
        {"text": t("general_settings")}, *row("font_size", "font_size", "100%"),
        {"text": t("text")}, switch("show_word_count", "show_word_count", False),
        switch("links_and_emails_clickable", "clickable_links", False),
        switch("monospaced_font", "monospaced_font", False),
        *row("alignment", "gravity", t("left")),
        {"text": t("saving_label")}, switch("autosave_notes", "autosave_notes", True),
        {"text": t("security")},
        switch("password_protect_whole_app", "app_password_protection", False),
        switch("password_protect_note_deletion", "note_deletion_password_protection", False),
        {"text": t("backups")},
        switch("enable_automatic_backups", "enable_automatic_backups", False),
        {"text": t("migrating")}, *row("export_notes", "export_notes"),
        *row("import_notes", "import_notes"),
    ]  # fmt: skip
    sizes = tuple({"radio": f"{n}%", "checked": n == 100} for n in SIZES)
    sides = tuple({"radio": t(k), "checked": k == "left"} for k in ("left", "center", "right"))
    name = ({"field": f"{ID}export_notes_filename", "hint": t("filename_without_json"),
             "text": "notes_2025_06_16"},)  # fmt: skip
    backup = ({"field": f"{ID}backup_notes_folder", "hint": t("folder"), "text": FOLDER},
              {"field": f"{ID}backup_notes_filename", "hint": t("filename_without_json"),
               "text": "Notes_%Y%M%D_%h%m%s"})  # fmt: skip
    ok, cancel = t("ok"), t("cancel")
    return [
        screen("reversible", where, title, page,
               [(t("links_and_emails_clickable"), False), (t("autosave_notes"), False)]),
        screen("harmless", where, title, page,
               [(t("font_size"), False), (t("import_notes"), False)]),
        screen("opens-prompt", where, title, page,
               [(t("password_protect_note_deletion"), False),
                (t("enable_automatic_backups"), False)]),
        dialog("reversible", "commons RadioGroupDialog (font size)", title, None, None, [], sizes,
               (("125%", False),)),
        dialog("reversible", "commons RadioGroupDialog (alignment)", title, None, None, [], sides,
               ((t("center"), False),)),
        alert("harmless", "notes ExportNotesDialog", title, t("export_notes"), None,
              (cancel, None), (ok, False), name),
        alert("reversible", "notes ManageAutoBackupsDialog", title,
              t("manage_automatic_backups"), None, (cancel, None), (ok, False), backup),
    ]  # fmt: skip


def widget(t: Any) -> list[dict[str, Any]]:
    where = "notes WidgetConfigureActivity (widget_config)"
    page = [
        {"switch": t("show_note_title"), "rid": f"{ID}show_note_title", "checked": False},
        {"text": t("note_shown_widget")},
        {"row": LIST, "rid": f"{ID}notes_picker_value"},
        {"text": LIST, "rid": f"{ID}text_note_view_title"},
        *({"text": item} for item in ITEMS),
        {"id": "config_bg_color"}, {"id": "config_bg_seekbar"}, {"id": "config_text_color"},
        {"button": t("ok"), "rid": f"{ID}config_save"},
    ]  # fmt: skip
    title = t("app_launcher_name")
    return [
        screen("reversible", where, title, page,
               [(t("ok"), False)]),
    ]  # fmt: skip
