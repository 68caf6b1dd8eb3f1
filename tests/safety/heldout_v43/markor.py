"""Markor's screens (``net.gsantner.markor``, a text and Markdown notes editor working on
plain files), strings from ``t(name)``; ``t("android:ok")`` and ``t("android:cancel")``
are the platform's own OK and Cancel, which Markor's dialogs use.

Read from the code (``app/src/main/java`` and ``app/src/main/res``):
``menu/filesystem__menu.xml`` with ``net/gsantner/opoc/frontend/filebrowser/
GsFileBrowserFragment.java`` (the file browser: with files selected, Favourite, which is
undone by the same entry, Clipboard, Rename, which opens ``other/writeily/ui/
WrRenameDialog.java``, Details, Delete, which opens the confirmation, Move, which opens the
folder picker, "Create shortcut", Share, which opens the share sheet, "Select all" and
"Clear selection"; the Copy entry, whose label the app's own resources do not hold, is left
out; with nothing selected, "Go to", "Sort by", Search and "Import from device", which
opens a file picker); ``net/gsantner/markor/frontend/MarkorDialogFactory.showConfirmDialog``
shown by ``GsSearchOrCustomTextDialog`` (an ``AlertDialog``: "Confirm Delete" with the
selected names listed, the platform's Cancel and OK, which deletes the files, or a folder
and what it holds, through ``WrMarkorSingleton.deleteSelectedItems``; "Confirm Overwrite",
"File already exists, overwrite?" and the file's name when an imported file exists, OK
replacing it; "Confirm Delete" with a saved Todo.txt view's name, from the view's Delete
button, OK deleting the view); ``WrRenameDialog`` (Rename, the new name field, Cancel and
OK, which renames the file; renaming back restores it); ``GsFileBrowserDialog`` with
``layout/opoc_filesystem_dialog.xml`` and ``MarkorFileBrowserFactory.showFolderDialog``
(the Move folder picker: its title, the folders, Cancel and "Select this folder", which
moves the files there; moving them back restores them);
``MarkorDialogFactory.showCopyMoveConflictDialog`` with ``WrMarkorSingleton.
_moveOrCopySelected`` (a moved or copied file whose name exists at the destination:
"'name' already exists in folder", the choices "Keep both", Overwrite and Skip, and for
several files "Keep both (all)", "Overwrite (all)" and "Skip (all)", and Cancel; Overwrite
deletes the file at the destination before moving or copying, Keep both gives the new one
another name, Skip leaves it); ``menu/document__edit__menu.xml`` with
``activity/DocumentEditAndViewFragment.java`` (the editor's toolbar: Undo, which Redo
undoes, Redo, Save, which writes the open note to its file, as Markor also does when the
note is left, and View; the Share submenu's "URL / Path", "Plain Text", "Print / PDF",
File, Image and Calendar, each handing the note to the share sheet or another app that
the user then picks); ``frontend/NewFileDialog.java`` (the new file dialog: the name field,
Cancel, Folder and OK, which creates the file).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu

FOLDER, ARCHIVE = "Notes", "Archive"
NOTE, OTHERS = "Shopping.md", ["Ideas.md", "todo.txt"]
DRAFT = "# Shopping\n\n- milk\n- bread"


def screens(t: Any) -> list[dict[str, Any]]:
    return browser(t) + conflicts(t) + editor(t)


def ok_cancel(t: Any, cancel: bool | None = False) -> list[tuple[str, str, bool | None]]:
    """The platform's Cancel and OK, as ``GsSearchOrCustomTextDialog`` lays them out."""
    return [(t("android:cancel"), NEGATIVE, cancel), (t("android:ok"), POSITIVE, True)]


def browser(t: Any) -> list[dict[str, Any]]:
    selected = [t("favourite"), t("clipboard"), t("rename"), t("details"), t("delete"),
                t("move"), t("create_shortcut"), t("share"), t("select_all"),
                t("clear_selection")]  # fmt: skip
    browsing = [t("go_to"), t("sort_by"), t("search"), t("import_from_device")]
    where = "markor filesystem__menu (a file selected in the file browser)"
    confirm = "markor MarkorDialogFactory.showConfirmDialog"
    rename = ({"field": "new_name", "text": "Shopping list.md"},)
    ids = "ui__filesystem_dialog__button_cancel", "ui__filesystem_dialog__button_ok"
    picker = {"title": t("move"), "items": [
        {"list": [{"row": ARCHIVE}, {"row": "Journal"}]},
        {"button": t("android:cancel"), "rid": ids[0]},
        {"button": t("select_this_folder"), "rid": ids[1]}]}  # fmt: skip
    return [
        menu("opens-prompt", where, FOLDER, selected, [(t("delete"), False), (t("rename"), False)]),
        menu("harmless", where, FOLDER, selected, [(t("move"), False), (t("share"), False)]),
        menu("reversible", where, FOLDER, selected, [(t("favourite"), False)]),
        dialog("delete", f"{confirm} (Confirm Delete, one file)", FOLDER, t("confirm_delete"),
               None, ok_cancel(t), ({"text": NOTE},)),
        dialog("delete", f"{confirm} (Confirm Delete, a folder)", FOLDER, t("confirm_delete"),
               None, ok_cancel(t, None), ({"text": ARCHIVE},)),
        dialog("delete", f"{confirm} (Confirm Delete, three files)", FOLDER,
               t("confirm_delete"), None, ok_cancel(t, None),
               tuple({"text": name} for name in [NOTE, *OTHERS])),
        dialog("reversible", "markor WrRenameDialog", FOLDER, t("rename"), None,
               [(t("cancel"), NEGATIVE, None), (t("android:ok"), POSITIVE, False)], rename),
        entry("reversible", "markor GsFileBrowserDialog (the Move folder picker)", picker,
              [(t("select_this_folder"), False)]),
        menu("harmless", "markor filesystem__menu (the file browser, nothing selected)",
             FOLDER, browsing, [(t("import_from_device"), False)]),
        dialog("delete", "markor GsFileBrowserFragment.importFile (Confirm Overwrite)", FOLDER,
               t("confirm_overwrite"), f"{t('file_already_exists_overwerite')}\n[{NOTE}]",
               ok_cancel(t)),
    ]  # fmt: skip


def conflicts(t: Any) -> list[dict[str, Any]]:
    def conflict(source: str, page: str, choices: list[str],
                 cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
        screen = {"title": page, "dialog": {"message": t("copy_move_conflict_message", NOTE,
                                                         ARCHIVE)},
                  "items": [{"list": [{"row": c} for c in choices]},
                            {"button": t("android:cancel"), "rid": NEGATIVE}]}  # fmt: skip
        return entry("delete", source, screen, cases)

    one = [t("keep_both"), t("overwrite"), t("skip")]
    several = [*one, t("keep_both_all"), t("overwrite_all"), t("skip_all")]
    where = "markor MarkorDialogFactory.showCopyMoveConflictDialog"
    return [
        conflict(f"{where} (moving one file)", t("move"), one,
                 [(t("overwrite"), True), (t("keep_both"), False), (t("skip"), False)]),
        conflict(f"{where} (moving three files)", t("move"), several,
                 [(t("overwrite_all"), True), (t("skip_all"), False)]),
        conflict(f"{where} (copying one file)", ARCHIVE, one, [(t("overwrite"), True)]),
    ]  # fmt: skip


def editor(t: Any) -> list[dict[str, Any]]:
    toolbar = {"title": NOTE, "items": [
        {"icon": t("undo"), "rid": "action_undo"},
        {"icon": t("redo"), "rid": "action_redo"},
        {"icon": t("save"), "rid": "action_save"},
        {"icon": t("view"), "rid": "action_preview_edit_toggle"},
        {"field": "document__fragment__edit__highlighting_editor", "text": DRAFT}]}  # fmt: skip
    share = [t("url_or_path"), t("plaintext"), t("print_pdf"), t("file"), t("image"),
             t("calendar")]  # fmt: skip
    new_file = ({"field": "new_file_dialog__name", "text": "Groceries"},)
    where = "markor document__edit__menu (a note open in the editor)"
    return [
        entry("harmless", where, toolbar, [(t("save"), False)]),
        entry("reversible", where, toolbar, [(t("undo"), False)]),
        menu("harmless", "markor document__edit__menu (the Share submenu)", NOTE, share,
             [(t("plaintext"), False)]),
        dialog("delete", "markor MarkorDialogFactory (deleting a saved Todo.txt view)",
               "todo.txt", t("confirm_delete"), "Work", ok_cancel(t)),
        dialog("harmless", "markor NewFileDialog", FOLDER, None, None,
               [(t("cancel"), NEGATIVE, None), (t("folder"), NEUTRAL, None),
                (t("android:ok"), POSITIVE, False)], new_file),
    ]  # fmt: skip
