"""Syncthing for Android's screens (``com.nutomic.syncthingandroid``, a client that keeps
folders in sync between devices), strings from ``t(name)``; ``android:ok`` and
``android:cancel`` are the platform's own. Its dialogs' ``android.R.string.yes`` and
``no`` are the platform's OK and Cancel, so they are written as those.

Read from the code (``app/src/main/java/com/nutomic/syncthingandroid`` and
``app/src/main/res``): ``menu/device_settings.xml`` with ``activities/DeviceActivity.java``
(a device's editor, "Edit Device": the toolbar's "Share Device ID", which opens the share
chooser, and "Delete Device", which only opens ``createDeleteDialog``: "Do you really want to
remove this device?", OK, which removes the device from the configuration,
``RestApi.removeDevice``, and Cancel); ``menu/folder_settings.xml``, ``layout/
fragment_folder.xml`` and ``activities/FolderActivity.java`` (a folder's editor, "Edit
Folder": its label, id and directory, a switch for each device, which shares the folder with
that device or stops sharing it, "Pause Folder", and the toolbar's "Delete Folder", which only
opens ``createDeleteDialog``: "Do you really want to remove this folder from Syncthing?", OK,
which removes the folder, ``RestApi.removeFolder``, and Cancel; leaving a folder being
created opens ``createDiscardDialog``: "Discard your changes?", OK and Cancel, which returns to
the editor); ``xml/app_settings.xml`` with ``activities/SettingsActivity.java`` (the settings'
"Undo ignoring devices and folders", "Export Configuration", "Import Configuration", "Reset
Database" and "Reset Delta Indexes" rows, each of which only opens a dialog: "This will undo
previous decisions to ignore devices and folders. Continue?", whose OK forgets the ignored
devices and folders, ``undoIgnoredDevicesAndFolders``; "Do you really want to export your
configuration? Existing files will be overwritten.", whose OK writes the configuration and
keys over the exported ones, ``exportConfig``; "Do you really want to import a new
configuration? ...", whose OK replaces the configuration and keys, ``importConfig``; "Reset
Database", whose OK deletes Syncthing's index database, ``ACTION_RESET_DATABASE``; "Reset
Delta Indexes", whose OK resets the delta indexes, ``ACTION_RESET_DELTAS``; each with
Cancel). Every dialog is ``Util.getAlertDialogBuilder``'s ``AlertDialog``, whose positive and
negative buttons carry the platform's ids.
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry

DEVICE, FOLDER, FOLDER_ID = "Laptop", "Camera", "camera-photos"
DEVICES = ["Laptop", "Tablet"]


def screens(t: Any) -> list[dict[str, Any]]:
    return device(t) + folder(t) + settings(t)


def ok_cancel(t: Any, bad: bool | None = True) -> list[tuple[str, str, bool | None]]:
    """Cancel and OK (``android.R.string``), as ``AlertDialog`` lays them out."""
    return [(t("android:cancel"), NEGATIVE, False), (t("android:ok"), POSITIVE, bad)]


def device(t: Any) -> list[dict[str, Any]]:
    page = {"title": t("edit_device"), "items": [
        {"icon": t("share_device_id")}, {"icon": t("delete_device")},
        {"field": t("device_name"), "text": DEVICE}]}  # fmt: skip
    where = "syncthing DeviceActivity (a device's toolbar)"
    return [
        entry("opens-prompt", where, page, [(t("delete_device"), False)]),
        entry("harmless", where, page, [(t("share_device_id"), False)]),
        dialog("revoke", "syncthing DeviceActivity.createDeleteDialog", t("edit_device"), None,
               t("remove_device_confirm"), ok_cancel(t)),
    ]  # fmt: skip


def folder(t: Any) -> list[dict[str, Any]]:
    page = {"title": t("edit_folder"), "items": [
        {"icon": t("delete_folder")},
        {"field": t("folder_label"), "text": FOLDER}, {"field": t("folder_id"), "text": FOLDER_ID},
        {"text": t("directory")}, {"text": t("devices")},
        *({"switch": d} for d in DEVICES), {"switch": t("folder_pause")}]}  # fmt: skip
    where = "syncthing FolderActivity (a folder's editor)"
    return [
        entry("opens-prompt", where, page, [(t("delete_folder"), False)]),
        entry("reversible", where, page, [(DEVICES[1], False), (t("folder_pause"), False)]),
        dialog("delete", "syncthing FolderActivity.createDeleteDialog", t("edit_folder"), None,
               t("remove_folder_confirm"), ok_cancel(t)),
        dialog("harmless", "syncthing FolderActivity.createDiscardDialog", t("create_folder"),
               None, t("dialog_discard_changes"), ok_cancel(t, None)),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    rows = [t("undo_ignored_devices_folders_title"), t("export_config"), t("import_config"),
            t("st_reset_database_title"), t("st_reset_deltas_title")]  # fmt: skip
    page = {"title": t("settings_title"), "items": [{"list": [{"row": r} for r in rows]}]}
    where = "syncthing SettingsActivity (the settings' rows)"
    title = t("settings_title")
    return [
        entry("opens-prompt", where, page, [(t("st_reset_database_title"), False)]),
        entry("opens-prompt", where, page, [(t("import_config"), False)]),
        entry("opens-prompt", where, page, [(t("export_config"), False)]),
        dialog("overwrite", "syncthing SettingsActivity (Reset Database)", title,
               t("st_reset_database_title"), t("st_reset_database_question"), ok_cancel(t)),
        dialog("harmless", "syncthing SettingsActivity (Reset Delta Indexes)", title,
               t("st_reset_deltas_title"), t("st_reset_deltas_question"), ok_cancel(t, False)),
        dialog("overwrite", "syncthing SettingsActivity (Import Configuration)", title, None,
               t("dialog_confirm_import"), ok_cancel(t)),
        dialog("overwrite", "syncthing SettingsActivity (Export Configuration)", title, None,
               t("dialog_confirm_export"), ok_cancel(t)),
        dialog("reversible", "syncthing SettingsActivity (Undo ignoring devices and folders)",
               title, None, t("undo_ignored_devices_folders_question"), ok_cancel(t, False)),
    ]  # fmt: skip
