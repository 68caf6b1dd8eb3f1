"""Amaze File Manager's screens, strings from ``t(name)``.

Read from the code (``app/src/main``): ``res/menu/contextual.xml`` with ``utils/
MainActivityActionMode.kt`` (two files selected by a long press: Copy, Delete, Cut, Select
All, Share, Compress and Hide, the others hidden; Delete and Compress open their dialogs),
``res/menu/item_extras.xml`` with ``adapters/RecyclerAdapter.showPopup`` and
``ui/ItemPopupMenu.java`` (a file's menu in the Trash Bin: Open with, Delete and Restore,
which opens its dialog), ``ui/dialogs/GeneralDialogCreation.deleteFilesDialog``
with ``layout/dialog_delete.xml`` ("Delete items permanently?", the disclaimer, the files and
their total, the "Delete Permanently" check box, CANCEL and DELETE, upper-cased: for a local
file the check box is shown and DELETE calls ``mainActivityHelper.deleteFiles`` with
``permanently`` set by it, so unchecked the files go to the Trash Bin, whence Restore brings
them back, and checked they are deleted; for a file on an SMB share the box is hidden, the
disclaimer says the items "will permanently remove them from your device and they cannot be
recovered", and DELETE deletes them), ``restoreFilesDialog`` ("Restore Files", CANCEL and
DONE, which moves the files back), ``asynchronous/asynctasks/movecopy/PreparePasteTask.kt``
with ``layout/copy_dialog.xml`` (pasting onto a file of the same name: the file's name, "Do
for all items", RENAME, which pastes under a new name, SKIP, and OVERWRITE, which replaces
the file already there), ``ui/fragments/preferencefragments/BookmarksPrefsFragment.kt``
("Delete bookmark?": the platform's Cancel and DELETE, which removes the bookmark from the
list and the database), ``ui/dialogs/SmbConnectDialog.java`` with ``layout/smb_dialog.xml``
(editing a saved SMB connection: its name, address, share, domain, user and password, the
platform's Cancel, DELETE, which deletes the saved connection with its password at once,
and UPDATE, which saves the edit), ``res/menu/app_options.xml`` with
``adapters/AppsRecyclerAdapter.kt`` (an app's row in the App Manager: Open, Backup,
Uninstall, which hands over to the system's uninstall dialog, Properties, Play store, Share)
and ``utils/MainActivityHelper.mkdir`` ("New Folder": the name, CANCEL and CREATE).

Amaze's dialogs are the Material Dialogs library's, not the platform's: their buttons are
the app's ``md_buttonDefaultNeutral``, ``md_buttonDefaultNegative`` and
``md_buttonDefaultPositive``, listed in that order.
"""

from __future__ import annotations

from typing import Any

from screens import dialog, menu

APP = "com.amaze.filemanager:id/"
NEUTRAL, NEGATIVE, POSITIVE = (
    f"{APP}md_buttonDefault{k}" for k in ("Neutral", "Negative", "Positive")
)
FOLDER, FILES = "Download", "1. report-2025.pdf (2.4 MB)\n2. scan_0412.jpg (1.1 MB)"


def screens(t: Any) -> list[dict[str, Any]]:
    return deleting(t) + pasting(t) + records(t)


def delete_dialog(t: Any, category: str, where: str, local: bool) -> dict[str, Any]:
    """``deleteFilesDialog``: a local file shows the "Delete Permanently" box, unchecked
    (DELETE moves the files to the Trash Bin); a remote one says the deletion is permanent
    (DELETE deletes them)."""
    disclaimer = t("dialog_delete_temporarily_disclaimer" if local else "dialog_delete_disclaimer")
    items: list[dict[str, Any]] = [
        {"text": disclaimer, "rid": "dialog_delete_disclaimer"},
        {"text": t("dialog_delete_category_files"), "rid": "category_files"},
        {"text": FILES, "rid": "list_files"},
        {"text": "3.5 MB", "rid": "total"},
    ]
    taps: tuple[tuple[str, bool], ...] = ()
    if local:
        items.append({"switch": t("delete_permanently_checkbox"),
                      "rid": "delete_permanently_checkbox"})  # fmt: skip
        taps = ((t("delete_permanently_checkbox"), False),)
    buttons = [(t("cancel").upper(), NEGATIVE, False if local else None),
               (t("delete").upper(), POSITIVE, not local)]  # fmt: skip
    return dialog(category, where, FOLDER, t("dialog_delete_title"), None, buttons,
                  tuple(items), taps)  # fmt: skip


def deleting(t: Any) -> list[dict[str, Any]]:
    selected = [t("copy"), t("delete"), t("cut"), t("select_all"), t("share"),
                t("compress"), t("hide")]  # fmt: skip
    restore = (
        {"text": t("dialog_restore_disclaimer"), "rid": "dialog_delete_disclaimer"},
        {"text": t("dialog_delete_category_files"), "rid": "category_files"},
        {"text": FILES, "rid": "list_files"})  # fmt: skip
    bin_page = t("trash_bin")
    return [
        menu("opens-prompt", "amaze contextual (two files selected)", FOLDER, selected,
             [(t("delete"), False), (t("compress"), False)]),
        delete_dialog(t, "reversible", "amaze deleteFilesDialog (local files, to the Trash Bin)",
                      local=True),
        delete_dialog(t, "delete", "amaze deleteFilesDialog (files on an SMB share)",
                      local=False),
        menu("opens-prompt", "amaze item_extras (a file's menu in the Trash Bin)", bin_page,
             [t("open_with"), t("delete"), t("restore")], [(t("restore"), False)]),
        dialog("reversible", "amaze restoreFilesDialog", bin_page, t("restore_files"), None,
               [(t("cancel").upper(), NEGATIVE, None), (t("done").upper(), POSITIVE, False)],
               restore),
    ]  # fmt: skip


def pasting(t: Any) -> list[dict[str, Any]]:
    conflict = (
        {"text": t("fileexist"), "rid": "fileAlreadyExists"},
        {"text": "report-2025.pdf", "rid": "fileNameText"},
        {"switch": t("doforall"), "rid": "checkBox"})  # fmt: skip
    name = ({"field": "singleedittext_input", "hint": t("entername"), "text": "Invoices"},)
    return [
        dialog("delete", "amaze PreparePasteTask.prepareDialog (a file of the same name)",
               FOLDER, t("paste"), None,
               [(t("skip"), NEUTRAL, False), (t("overwrite"), NEGATIVE, True),
                (t("rename"), POSITIVE, False)], conflict),
        dialog("harmless", "amaze MainActivityHelper.mkdir (New Folder)", FOLDER,
               t("newfolder"), None,
               [(t("cancel"), NEGATIVE, None), (t("create"), POSITIVE, False)], name),
    ]  # fmt: skip


def records(t: Any) -> list[dict[str, Any]]:
    smb = (
        {"field": "connectionET", "hint": t("connection_name"), "text": "NAS"},
        {"field": "ipET", "hint": t("server_address"), "text": "192.168.1.20"},
        {"field": "shareET", "hint": t("smb_share"), "text": "photos"},
        {"field": "domainET", "hint": t("domain"), "text": ""},
        {"field": "usernameET", "hint": t("username"), "text": "anna"},
        {"field": "passwordET", "hint": t("password"), "text": "••••••••"},
        {"switch": t("anonymous"), "rid": "chkSmbAnonymous"})  # fmt: skip
    apps = [t("open"), t("backup"), t("uninstall"), t("properties"), t("play"), t("share")]
    return [
        dialog("delete", "amaze BookmarksPrefsFragment.showDeleteDialog", t("show_bookmarks_pref"),
               t("question_delete_bookmark"), None,
               [(t("android:cancel"), NEGATIVE, False), (t("delete").upper(), POSITIVE, True)]),
        dialog("delete", "amaze SmbConnectDialog (editing a saved connection)", t("app_name"),
               t("smb_connection"), None,
               [(t("android:cancel"), NEUTRAL, None), (t("delete"), NEGATIVE, True),
                (t("update"), POSITIVE, False)], smb),
        menu("opens-prompt", "amaze app_options (an app in the App Manager)", t("apps"), apps,
             [(t("uninstall"), False), (t("backup"), False)]),
    ]  # fmt: skip
