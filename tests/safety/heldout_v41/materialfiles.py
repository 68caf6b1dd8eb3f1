"""Material Files' screens (``me.zhanghai.android.files``, a file manager), strings from
``t(name)``; ``android:ok`` and ``android:cancel`` are the platform's own OK and Cancel. Its
counted strings (``%1$,d``) are filled in here, as Android's formatter does.

Read from the code (``app/src/main``, Kotlin under ``java/me/zhanghai/android/files``):
``res/menu/file_list_select.xml`` with ``filelist/FileListFragment.kt`` (two files selected:
the overlay toolbar's Cut, Copy and Delete icons and an overflow with Extract, Compress,
Share and Select all; Cut only puts the files on the paste bar, Delete only opens
``ConfirmDeleteFilesDialogFragment``, Compress only opens ``CreateArchiveDialogFragment``);
``res/menu/file_item.xml`` (a file's menu: Open with, Cut, Copy, Delete, Rename, Extract,
Compress, Share, Copy path, Add bookmark, Create shortcut, Properties); the paste bar
(``res/menu/file_list_paste.xml``: "Moving 2" and Paste, which starts the move, itself
undone by moving back; a name already there opens the conflict dialog);
``ConfirmDeleteFilesDialogFragment`` ("Delete “…”?", "Delete folder “…” and its contents?",
"Delete 3 files?", "Delete 2 items?" or "Delete 2 folders and their contents?" with the
platform's Cancel and OK, which calls ``FileJobService.delete``: the files are deleted, with
no trash to bring them back); ``filejob/FileJobConflictDialogFragment.kt`` with
``res/layout/file_job_conflict_dialog_view.xml`` (pasting onto a file of the same name:
"Replace file “…”?", "Another file with the same name already exists in “…”. Replacing it
will overwrite its content.", the original file and the one replacing it, "Select a new name
for the destination", the "Apply this action to all files" check box, then Cancel as the
neutral button, Skip as the negative one and Replace as the positive one, which overwrites
the file already there; onto a folder of the same name the positive button is Merge, which
only merges the folders and asks again before replacing any file in them);
``CreateArchiveDialogFragment`` ("Create archive": the name, the .zip, .tar.xz and .7z
choices, the password, Cancel and OK, which writes a new archive),
``CreateDirectoryDialogFragment`` ("New folder"), ``RenameFileDialogFragment`` (Rename: the
name, Cancel and OK, which renames the file, undone by renaming it back);
``fileproperties/permission/SetModeDialogFragment.kt`` ("Change mode": Owner, Group, Others,
Special, Cancel and OK, which sets the file's mode bits, set back the same way);
``navigation/EditBookmarkDirectoryDialogFragment.kt`` ("Bookmark folder": the name and path,
Remove as the neutral button, which deletes the bookmark, Cancel and OK, which saves its
name); ``storage/EditSftpServerFragment.kt``, ``EditSmbServerFragment.kt``,
``EditFtpServerFragment.kt`` and ``EditWebDavServerFragment.kt`` (a saved server's form:
host, port, path, name, user name and password, then the ``removeOrAddButton`` Remove, which
calls ``Storages.remove``: the server and its stored password go at once, the
``cancelButton`` Cancel and the ``saveOrConnectAndAddButton`` Save);
``storage/EditDeviceStorageDialogFragment.kt`` ("Edit device storage": Hide as the neutral
button, which hides it from the drawer until Show);
``viewer/text/ConfirmCloseDialogFragment.kt`` (leaving the text editor with unsaved changes:
"Are you sure you want to discard unsaved changes to this document?", Discard, which closes
the editor leaving the file as it was, and "Keep editing"). Every dialog is a platform
dialog built with ``MaterialAlertDialogBuilder``, its buttons with the platform's ids.
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu

FOLDER, REPORT, SCAN, PHOTOS = "Download", "report-2025.pdf", "scan_0412.jpg", "Photos"
APP = "me.zhanghai.android.files:id/"


def screens(t: Any) -> list[dict[str, Any]]:
    return selecting(t) + deleting(t) + pasting(t) + editing(t) + servers(t)


def counted(t: Any, key: str, n: int) -> str:
    """A counted string or plural (``%1$,d``) for ``n``."""
    return t(f"{key}#{n}").replace("%1$,d", str(n))


def ok_cancel(t: Any, bad: bool | None, cancel: bool = True) -> list[tuple[str, str, bool | None]]:
    """The platform's Cancel (harmless; tapped where ``cancel``) and OK (``bad``)."""
    return [(t("android:cancel"), NEGATIVE, False if cancel else None),
            (t("android:ok"), POSITIVE, bad)]  # fmt: skip


def listing(t: Any, selected: bool) -> dict[str, Any]:
    """The Download folder with two files, selected or not."""
    files = [{"row": REPORT, "secondary": "2.4 MB"}, {"row": SCAN, "secondary": "1.1 MB"},
             {"row": PHOTOS}]  # fmt: skip
    if not selected:
        return {"title": FOLDER, "items": [{"icon": t("search")}, {"list": files}]}
    return {"title": counted(t, "file_list_select_title_format", 2), "items": [
        {"icon": t("cut"), "rid": "action_cut"}, {"icon": t("copy"), "rid": "action_copy"},
        {"icon": t("delete"), "rid": "action_delete"}, {"list": files}]}  # fmt: skip


def selecting(t: Any) -> list[dict[str, Any]]:
    where = "materialfiles file_list_select (two files selected)"
    overflow = [t("file_item_action_extract"), t("file_item_action_archive"), t("share"),
                t("select_all")]  # fmt: skip
    item = [t("file_item_action_open_with"), t("cut"), t("copy"), t("delete"), t("rename"),
            t("file_item_action_extract"), t("file_item_action_archive"), t("share"),
            t("file_list_action_copy_path"), t("file_list_action_add_bookmark"),
            t("file_list_action_create_shortcut"), t("file_item_action_properties")]  # fmt: skip
    item_where = "materialfiles file_item (a file's menu)"
    return [
        entry("opens-prompt", where, listing(t, True), [(t("delete"), False)]),
        entry("reversible", where, listing(t, True), [(t("cut"), False)]),
        menu("opens-prompt", f"{where}, overflow", FOLDER, overflow,
             [(t("file_item_action_archive"), False)]),
        menu("opens-prompt", item_where, REPORT, item,
             [(t("delete"), False), (t("rename"), False)]),
        menu("harmless", item_where, REPORT, item, [(t("file_item_action_properties"), False)]),
    ]  # fmt: skip


def deleting(t: Any) -> list[dict[str, Any]]:
    where = "materialfiles ConfirmDeleteFilesDialogFragment"
    return [
        dialog("delete", f"{where} (one file)", FOLDER, None,
               t("file_delete_message_file_format", REPORT), ok_cancel(t, True)),
        dialog("delete", f"{where} (a folder)", FOLDER, None,
               t("file_delete_message_directory_format", PHOTOS), ok_cancel(t, True, False)),
        dialog("delete", f"{where} (three files)", FOLDER, None,
               counted(t, "file_delete_message_multiple_files_format", 3), ok_cancel(t, True)),
        dialog("delete", f"{where} (a file and a folder)", FOLDER, None,
               counted(t, "file_delete_message_multiple_mixed_format", 2),
               ok_cancel(t, True, False)),
        dialog("delete", f"{where} (two folders)", FOLDER, None,
               counted(t, "file_delete_message_multiple_directories_format", 2),
               ok_cancel(t, True, False)),
    ]  # fmt: skip


def conflict(t: Any, merge: bool) -> tuple[str, str, tuple[dict[str, Any], ...]]:
    """The conflict dialog's title, message and own widgets, for a file or a folder."""
    kind = "merge" if merge else "replace"
    name = PHOTOS if merge else REPORT
    title = t(f"file_job_{kind}_title_format", name)
    message = t("file_job_merge_move_message_format" if merge else
                "file_job_replace_message_format", FOLDER)  # fmt: skip
    items = (
        {"text": t(f"file_job_{kind}_target_name"), "rid": "targetNameText"},
        {"text": "12" if merge else "2.4 MB", "rid": "targetDescriptionText"},
        {"text": t(f"file_job_{kind}_source_name"), "rid": "sourceNameText"},
        {"text": "9" if merge else "2.6 MB", "rid": "sourceDescriptionText"},
        {"row": t("file_job_conflict_show_name"), "rid": "showNameLayout"},
        {"switch": t("file_job_action_all"), "rid": "allCheck"},
    )
    return title, message, items


def pasting(t: Any) -> list[dict[str, Any]]:
    bar = {"title": PHOTOS, "items": [
        {"list": [{"row": "IMG_0001.jpg"}, {"row": "IMG_0002.jpg"}]},
        {"text": counted(t, "file_list_paste_move_title_format", 2)},
        {"icon": t("paste"), "rid": "action_paste"}]}  # fmt: skip
    title, message, items = conflict(t, merge=False)
    buttons = [(t("android:cancel"), NEUTRAL, False), (t("skip"), NEGATIVE, False),
               (t("replace"), POSITIVE, True)]  # fmt: skip
    for_all = [(label, rid, None if rid != POSITIVE else bad) for label, rid, bad in buttons]
    m_title, m_message, m_items = conflict(t, merge=True)
    merge = [(t("android:cancel"), NEUTRAL, None), (t("skip"), NEGATIVE, False),
             (t("merge"), POSITIVE, False)]  # fmt: skip
    where = "materialfiles FileJobConflictDialogFragment"
    return [
        entry("reversible", "materialfiles file_list_paste (the paste bar, two files cut)",
              bar, [(t("paste"), False)]),
        dialog("overwrite", f"{where} (a file of the same name)", FOLDER, title, message,
               buttons, items),
        dialog("overwrite", f"{where} (a file of the same name, for all files)", FOLDER,
               title, message, for_all, items, ((t("file_job_action_all"), False),)),
        dialog("harmless", f"{where} (a folder of the same name)", FOLDER, m_title,
               m_message, merge, m_items),
    ]  # fmt: skip


def editing(t: Any) -> list[dict[str, Any]]:
    archive = (
        {"field": "nameEdit", "text": "report-2025"},
        {"radio": t("file_create_archive_type_zip"), "rid": "zipRadio"},
        {"radio": t("file_create_archive_type_tar_xz"), "rid": "tarXzRadio"},
        {"radio": t("file_create_archive_type_7z"), "rid": "sevenZRadio"},
        {"field": "passwordEdit", "hint": t("file_create_archive_password")},
    )
    mode = (
        {"field": "ownerText", "hint": t("file_properties_permission_owner")},
        {"field": "groupText", "hint": t("file_properties_permission_group")},
        {"field": "othersText", "hint": t("file_properties_permission_set_mode_others")},
        {"field": "specialText", "hint": t("file_properties_permission_set_mode_special")},
    )
    bookmark = (
        {"field": "nameEdit", "text": FOLDER,
         "hint": t("navigation_edit_bookmark_directory_name")},
        {"text": f"/storage/emulated/0/{FOLDER}", "rid": "pathText"},
    )  # fmt: skip
    marks = [(t("remove"), NEUTRAL, True), *ok_cancel(t, False, False)]
    storage = [(t("hide"), NEUTRAL, False), *ok_cancel(t, None, False)]
    device = ({"field": "nameEdit", "text": t("app_name"),
               "hint": t("storage_edit_device_storage_name")},)  # fmt: skip
    close = [(t("discard"), NEGATIVE, False), (t("keep_editing"), POSITIVE, False)]
    return [
        dialog("harmless", "materialfiles CreateArchiveDialogFragment", FOLDER,
               t("file_create_archive_title"), None, ok_cancel(t, False, False), archive),
        dialog("harmless", "materialfiles CreateDirectoryDialogFragment", FOLDER,
               t("file_create_directory_title"), None, ok_cancel(t, False, False),
               ({"field": "nameEdit", "text": "Receipts"},)),
        dialog("reversible", "materialfiles RenameFileDialogFragment", FOLDER, t("rename"),
               None, ok_cancel(t, False, False),
               ({"field": "nameEdit", "text": "report-final.pdf"},)),
        dialog("reversible", "materialfiles SetModeDialogFragment", REPORT,
               t("file_properties_permission_set_mode_title"), None, ok_cancel(t, False, False),
               mode),
        dialog("delete", "materialfiles EditBookmarkDirectoryDialogFragment", FOLDER,
               t("navigation_edit_bookmark_directory_title"), None, marks, bookmark),
        dialog("reversible", "materialfiles EditDeviceStorageDialogFragment", FOLDER,
               t("storage_edit_device_storage_title"), None, storage, device),
        dialog("harmless", "materialfiles ConfirmCloseDialogFragment (text editor)",
               "notes.txt", None, t("text_editor_close_message"), close),
    ]  # fmt: skip


def server_form(t: Any, kind: str, host: str, port: str) -> dict[str, Any]:
    """A saved server's edit form: its fields, then Remove, Cancel and Save."""
    fields = [
        {"field": "hostEdit", "text": host, "hint": t(f"storage_edit_{kind}_server_host")},
        {"field": "portEdit", "text": port, "hint": t(f"storage_edit_{kind}_server_port")},
        {"field": "pathEdit", "text": "backup", "hint": t(f"storage_edit_{kind}_server_path")},
        {"field": "nameEdit", "text": "NAS", "hint": t(f"storage_edit_{kind}_server_name")},
        {"field": "usernameEdit", "text": "alice",
         "hint": t(f"storage_edit_{kind}_server_username")},
        {"field": "passwordEdit", "text": "••••••••",
         "hint": t(f"storage_edit_{kind}_server_password")},
    ]  # fmt: skip
    buttons = [
        {"button": t("remove"), "rid": f"{APP}removeOrAddButton"},
        {"button": t("android:cancel"), "rid": f"{APP}cancelButton"},
        {"button": t("save"), "rid": f"{APP}saveOrConnectAndAddButton"},
    ]
    return {"title": t(f"storage_edit_{kind}_server_title_edit"), "items": [*fields, *buttons]}


def servers(t: Any) -> list[dict[str, Any]]:
    sftp = server_form(t, "sftp", "nas.example.com", "22")
    return [
        entry("delete", "materialfiles EditSftpServerFragment", sftp, [(t("remove"), True)]),
        entry("harmless", "materialfiles EditSftpServerFragment", sftp,
              [(t("save"), False)]),
        entry("delete", "materialfiles EditSmbServerFragment",
              server_form(t, "smb", "192.168.1.20", "445"), [(t("remove"), True)]),
        entry("delete", "materialfiles EditFtpServerFragment",
              server_form(t, "ftp", "ftp.example.com", "21"), [(t("remove"), True)]),
        entry("delete", "materialfiles EditWebDavServerFragment",
              server_form(t, "webdav", "dav.example.com", "443"), [(t("remove"), True)]),
    ]  # fmt: skip
