"""TrebleShot's file and text screens: the "File explorer" tab with a file's and a folder's
menus, the delete, rename and share controls, the "Text stream" tab and the text editor.
Strings from ``app/src/main/res/values*/strings.xml`` and ``plurals.xml``; file names and the
texts kept are the same in every language.

Read from the code (``app/src/main/java/com/genonbeta/TrebleShot``):
``fragment/FileExplorerFragment.java``, ``fragment/FileListFragment.java`` and
``res/menu/action_mode_file.xml`` (a file's menu icon: Open, Rename and Delete; a folder's:
"Add shortcut", which lists it among the shortcuts, and "Remove shortcut" takes it off,
Rename and Delete; Delete only opens ``FileDeletionDialog``, Rename only opens
``FileRenameDialog``; the selection bar, ``ui/callback/SharingActionModeCallback.java`` and
``res/menu/action_mode_share.xml`` after ``action_mode_abs_editable.xml``: the icon "Share with
TrebleShot", which only makes the files chosen a transfer and opens the page that adds devices
to it, and the overflow's "Select all", "Select none", "Preview selections", "Share with other
apps", Rename and Delete); ``dialog/FileDeletionDialog.java`` ("Confirm deletion", "Do you want
to delete this file?" or "Do you want to delete N files?", Cancel and Delete, whose Delete
deletes the files, and a folder with everything in it, from the storage, ``DocumentFile.delete``,
with no trash); ``dialog/FileRenameDialog.java`` and ``AbstractSingleTextInputDialog.java``
(Rename: the name field, Close and Rename, which renames the file); ``fragment/
TextStreamListFragment.java`` and ``res/menu/action_mode_text_stream.xml`` (the texts kept,
typed or received; the selection bar's Delete icon removes the texts chosen from the database
at once, with no question and no undo); ``activity/TextEditorActivity.java`` and
``res/menu/actions_text_editor.xml`` (a text opened: the field, the icon "Share with
TrebleShot", which only opens the connection page "Send text", and the overflow's Save, "Copy to
clipboard", "Share with other apps", "Show as QR code" and Remove, which removes the kept text
from the database while the editor still holds it: Save, or the reminder that leaving shows,
"Save the text or press again to exit", keeps it again).
"""

from __future__ import annotations

from typing import Any

from screens import action, alert, entry, menu, page

APP = "TrebleShot"
PHOTO, PHOTO2, VIDEO = "IMG_2041.jpg", "IMG_2042.jpg", "Holiday 2019.mp4"
NOTE, LINK = "Meeting moved to 15:30, room B2", "https://example.org/slides/q3"


def screens(t: Any) -> list[dict[str, Any]]:
    """The file and text screens, in the language of ``t``."""
    return [*_explorer(t), *_choosing(t), *_texts(t)]


def _deletion(t: Any, where: str, count: int) -> dict[str, Any]:
    return alert("delete", where, APP, t("text_deleteConfirm"), t(f"ques_deleteFile#{count}"),
                 negative=(t("butn_cancel"), False), positive=(t("butn_delete"), True))  # fmt: skip


def _explorer(t: Any) -> list[dict[str, Any]]:
    rename, delete = t("butn_rename"), t("butn_delete")
    field = {"field": "layout_dialog_single_text_input_text", "text": PHOTO}
    where = "trebleshot FileListFragment"
    return [
        menu("opens-prompt", f"{where} (a file's menu)", APP, [t("butn_open"), rename, delete],
             [(delete, False), (rename, False)]),
        menu("reversible", f"{where} (a folder's menu)", APP,
             [t("butn_addShortcut"), rename, delete], [(t("butn_addShortcut"), False)]),
        _deletion(t, "trebleshot FileDeletionDialog (a file)", 1),
        alert("reversible", "trebleshot FileRenameDialog", APP, t("text_rename"), None,
              negative=(t("butn_close"), None), positive=(rename, False), items=(field,)),
    ]  # fmt: skip


def _choosing(t: Any) -> list[dict[str, Any]]:
    share = t("butn_shareWithTrebleshot")
    rows = {"list": [{"row": PHOTO, "secondary": "3.2 MB"}, {"row": PHOTO2, "secondary": "2.9 MB"},
                     {"row": VIDEO, "secondary": "18.5 MB"}]}  # fmt: skip
    chosen = page("3", [action(share, "action_mode_share_trebleshot"), rows])
    overflow = [t("butn_selectAll"), t("butn_selectNone"), t("butn_previewSelections"),
                t("butn_shareWithOtherApps"), t("butn_rename"), t("butn_delete")]  # fmt: skip
    where = "trebleshot FileListFragment.SelectionCallback"
    return [
        entry("harmless", where, chosen, [(share, False)]),
        menu("opens-prompt", f"{where} (overflow)", "3", overflow, [(t("butn_delete"), False)]),
        _deletion(t, "trebleshot FileDeletionDialog (three files)", 3),
    ]  # fmt: skip


def _texts(t: Any) -> list[dict[str, Any]]:
    rows = {"list": [{"row": NOTE, "secondary": "14:02"}, {"row": LINK, "secondary": "09:47"}]}
    chosen = page("1", [action(t("butn_delete"), "action_mode_text_stream_delete"), rows])
    share, title = t("butn_shareWithTrebleshot"), t("text_textEditor")
    editor = page(title, [
        action(share, "menu_action_share_trebleshot"),
        {"field": "layout_text_editor_activity_text_text_box", "hint": t("text_typeText"),
         "text": NOTE},
    ])  # fmt: skip
    overflow = [t("butn_save"), t("butn_copyToClipboard"), t("butn_shareWithOtherApps"),
                t("butn_showAsQrCode"), t("butn_remove")]  # fmt: skip
    return [
        entry("delete", "trebleshot TextStreamListFragment.SelectionCallback", chosen,
              [(t("butn_delete"), True)]),
        entry("harmless", "trebleshot TextEditorActivity", editor, [(share, False)]),
        menu("reversible", "trebleshot TextEditorActivity (overflow)", title, overflow,
             [(t("butn_save"), False), (t("butn_remove"), False)]),
    ]  # fmt: skip
