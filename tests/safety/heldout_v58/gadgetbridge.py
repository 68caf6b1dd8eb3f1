"""Gadgetbridge's screens (``nodomain.freeyourgadget.gadgetbridge``, a companion app for
smartwatches and fitness bands that keeps their data on the phone), strings from
``t(name)``; ``android:ok`` and ``android:cancel`` are the platform's own, which the dialogs
built with ``android.R.string.yes`` and ``no`` show (the platform labels those OK and
Cancel).

Read from the code (``app/src/main/java/nodomain/freeyourgadget/gadgetbridge`` and
``app/src/main/res``): ``layout/device_itemv2.xml`` with ``adapter/GBDeviceAdapterv2.java``
(a device's card: the device image, which opens the device's popup menu, and icons
described as "Device specific settings", Synchronize, which fetches the recorded data from
the device, "Take Screenshot", "App Manager", "Configure alarms", "Your activity tracks",
"Find lost device", which opens a dialog, "Search for …?", whose OK makes the device ring
or vibrate until "Found it" or the snackbar goes, and "Power Off", which opens "Power Off",
"Are you sure you want to power off the device?", with OK, which switches the device off,
and Cancel); ``menu/fragment_devices_device_submenu.xml`` with ``showDeviceSubmenu`` (the
device's popup: Disconnect, "Set parent folder", "Set Alias", "Toggle details", "File
Installer", which opens the installer's page, and "Delete Device", which only opens
``showRemoveDeviceDialog``: "Delete …", "This will delete the device and all associated
data!", Delete, which deletes the device and its data from the database and removes the
Bluetooth bond, ``coordinator.deleteDevice``, and Cancel); ``activities/DebugActivity.java``
("Really factory reset?", OK, which sends the factory reset to the connected device,
``RESET_FLAGS_FACTORY_RESET``, and Cancel; "Remove device preferences?", OK, which deletes
the selected devices' preferences, ``deleteDeviceSpecificSharedPrefs``, and Cancel);
``layout/activity_data_management.xml`` with ``activities/DataManagementActivity.java``
("Data management": "Export zip" and "Import zip", which open the system's document creator
and file picker; "Export Data", which opens ``exportDB``: "Export Data?", "Really export
data? Previously exported activity data (if any) and preferences will be overwritten.",
"Export Data", which writes the database and preferences over the previous export, and
Cancel; "Import Data", which opens ``importDB``: "Import Data?", "Really overwrite the
current data? …", Overwrite, which replaces the database and preferences with the exported
copy, and Cancel; "Delete files in Export/Import directory", which opens
``cleanExportDirectory``: Delete, which deletes the exported files, and Cancel; "Empty
Database", which opens ``deleteActivityDatabase``: "Delete Activity Data?", "Really delete
the entire database? …", Delete, which deletes the database, and Cancel);
``menu/appmanager_context.xml`` with ``activities/appmanager/AbstractAppManagerFragment.java``
(a cached watchface's popup on the watch: Activate, which shows it on the watch, Share,
which opens the share sheet, Delete and "Delete and remove from cache", each of which only
opens ``deleteAppConfirm``: a dialog titled Delete, "Are you sure you want to delete …?",
OK, which deletes the watchface from the watch and, for the second, from the phone's cache,
and Cancel); ``layout/activity_appinstaller.xml`` with ``activities/FwAppInstallerActivity.java``
("FW/App installer": the item found in the picked file, its notes and Install, which sends
it to the device, ``onInstallApp``; for a firmware ``AbstractMiBandFWInstallHandler`` names
it and says "Compatible version", for a Fossil watchface ``FossilHRInstallHandler`` says
"You are about to install the following watchface"); ``layout/
activity_open_fw_app_installer.xml`` ("File Installer": its warning and "Select file", which
opens the system's file picker); ``menu/activity_list_context_menu.xml`` with
``activities/ActivitySummariesActivity.java`` (selected sport activities: "Add to filter",
"Select all", Share, which opens the share sheet with their GPX files, and Delete in the
overflow, which opens "Delete N activities", "Are you sure you want to delete N
activities?", OK, which deletes them, and Cancel); ``adapter/GBReminderListAdapter.java``
(a long press on a reminder: "Delete reminder", OK, which deletes it from the list and the
device, and Cancel); ``adapter/GBWorldClockListAdapter.java`` (a long press on a world clock:
"Delete '…'", OK, which deletes it, and Cancel); ``adapter/GBContactListAdapter.java`` (a
long press on a contact: "Delete contact", OK, which deletes it from the device's contacts);
``activities/widgets/WidgetScreenListAdapter.java`` (a long press on a widget screen: "Delete
widget screen", OK, which deletes it); ``menu/musicmanager_context.xml`` with
``activities/musicmanager/MusicManagerActivity.java`` (a song's popup in "Music Manager":
"Add to playlist", which opens the playlist picker, "Delete from playlist" and "Delete song",
each of which only opens ``deleteMusicConfirm``: a dialog titled Delete, "Are you sure you
want to delete '…'?", OK, which deletes the song from the watch, shown with All songs, and
Cancel). Every dialog is a
``MaterialAlertDialogBuilder`` dialog, whose buttons carry the platform's ids.
"""

from __future__ import annotations

import re
from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, menu, page

DEVICE, WATCHFACE, FIRMWARE = "Amazfit Bip", "Simply Black", "1.1.5.36"
CLOCK, CONTACT, SONG = "Tokyo", "Mum", "Clair de Lune"
EMPTY = "nodomain.freeyourgadget.gadgetbridge:id/emptyDBButton"
"""The "Empty Database" button's resource id, as a hierarchy shows it."""


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        device(t)
        + debug(t)
        + data(t)
        + apps(t)
        + installer(t)
        + music(t)
        + activities(t)
        + lists(t)
    )


def ok_cancel(t: Any, ok: str, bad: bool | None = True) -> list[tuple[str, str, bool | None]]:
    """A dialog's negative and positive buttons, as a hierarchy lists them."""
    return [(t("Cancel"), NEGATIVE, False), (t(ok), POSITIVE, bad)]


def platform(t: Any, bad: bool | None = True) -> list[tuple[str, str, bool | None]]:
    """``android.R.string.no`` and ``yes``, which the platform shows as Cancel and OK."""
    return [(t("android:cancel"), NEGATIVE, False), (t("android:ok"), POSITIVE, bad)]


def card(t: Any) -> dict[str, Any]:
    """The control centre with one connected device's card."""
    return page("Gadgetbridge", {"icon": t("candidate_item_device_image")}, {"text": DEVICE},
                {"text": t("connected")}, {"icon": t("title_activity_device_specific_settings")},
                {"icon": t("controlcenter_fetch_activity_data")},
                {"icon": t("controlcenter_take_screenshot")},
                {"icon": t("title_activity_appmanager")},
                {"icon": t("controlcenter_start_configure_alarms")},
                {"icon": t("controlcenter_start_activity_tracks")},
                {"icon": t("controlcenter_find_device")}, {"icon": t("controlcenter_power_off")},
                )  # fmt: skip


def device(t: Any) -> list[dict[str, Any]]:
    shown = card(t)
    where = "gadgetbridge GBDeviceAdapterv2 (a device's card)"
    submenu = [t("controlcenter_disconnect"), t("controlcenter_set_parent_folder"),
               t("controlcenter_set_alias"), t("controlcenter_toggle_details"),
               t("open_fw_installer_info_text_title"),
               t("controlcenter_delete_device")]  # fmt: skip
    menu_where = "gadgetbridge GBDeviceAdapterv2.showDeviceSubmenu"
    return [
        entry("harmless", where, shown,
              [(t("controlcenter_fetch_activity_data"), False),
               (t("candidate_item_device_image"), False)]),
        entry("opens-prompt", where, shown,
              [(t("controlcenter_find_device"), False), (t("controlcenter_power_off"), False)]),
        menu("opens-prompt", menu_where, DEVICE, submenu,
             [(t("controlcenter_delete_device"), False)]),
        menu("reversible", menu_where, DEVICE, submenu, [(t("controlcenter_disconnect"), False)]),
        menu("harmless", menu_where, DEVICE, submenu,
             [(t("open_fw_installer_info_text_title"), False),
              (t("controlcenter_set_alias"), False)]),
        dialog("delete", "gadgetbridge GBDeviceAdapterv2.showRemoveDeviceDialog", "Gadgetbridge",
               t("controlcenter_delete_device_name", DEVICE),
               t("controlcenter_delete_device_dialogmessage"), ok_cancel(t, "Delete")),
        dialog("harmless", "gadgetbridge GBDeviceAdapterv2 (Find lost device)", "Gadgetbridge",
               t("controlcenter_find_device"), t("find_lost_device_message", DEVICE),
               [(t("Cancel"), NEGATIVE, False), (t("ok"), POSITIVE, False)]),
        dialog("reversible", "gadgetbridge GBDeviceAdapterv2 (Power Off)", "Gadgetbridge",
               t("controlcenter_power_off_confirm_title"),
               t("controlcenter_power_off_confirm_description"), platform(t, False)),
    ]  # fmt: skip


def debug(t: Any) -> list[dict[str, Any]]:
    title = t("title_activity_debug")
    return [
        dialog("delete", "gadgetbridge DebugActivity (factory reset)", title,
               t("debugactivity_really_factoryreset_title"),
               t("debugactivity_really_factoryreset"), ok_cancel(t, "ok")),
        dialog("reset", "gadgetbridge DebugActivity (remove device preferences)", title,
               t("debugactivity_confirm_remove_device_preferences_title"),
               t("debugactivity_confirm_remove_device_preferences"), ok_cancel(t, "ok")),
    ]  # fmt: skip


def data(t: Any) -> list[dict[str, Any]]:
    title = t("title_activity_db_management")
    shown = page(title, {"text": t("activity_db_management_backup_restore_label")},
                 {"button": t("activity_db_management_export_to_zip")},
                 {"button": t("activity_db_management_import_from_zip")},
                 {"text": t("activity_db_management_exportimport_label")},
                 {"button": t("activity_DB_ExportButton")},
                 {"button": t("activity_DB_import_button")},
                 {"button": t("activity_db_management_clean_export_directory_label")},
                 {"text": t("activity_db_management_empty_DB")},
                 {"button": t("activity_DB_empty_button"), "rid": EMPTY})  # fmt: skip
    where = "gadgetbridge DataManagementActivity"
    # The button repeats its section's heading in most languages: then tapped by its id.
    empty = t("activity_DB_empty_button")
    empty = "emptyDBButton" if empty == t("activity_db_management_empty_DB") else empty
    clean = t("activity_db_management_clean_export_directory_label")
    return [
        entry("harmless", where, shown,
              [(t("activity_db_management_export_to_zip"), False),
               (t("activity_db_management_import_from_zip"), False)]),
        entry("opens-prompt", where, shown,
              [(t("activity_DB_ExportButton"), False), (t("activity_DB_import_button"), False)]),
        entry("opens-prompt", where, shown, [(clean, False), (empty, False)]),
        dialog("overwrite", f"{where}.exportDB", title, t("dbmanagementactivity_export_data_title"),
               t("dbmanagementactivity_export_confirmation"),
               ok_cancel(t, "activity_DB_ExportButton")),
        dialog("overwrite", f"{where}.importDB", title, t("dbmanagementactivity_import_data_title"),
               t("dbmanagementactivity_overwrite_database_confirmation"),
               ok_cancel(t, "dbmanagementactivity_overwrite")),
        dialog("delete", f"{where}.cleanExportDirectory", title,
               t("activity_DB_clean_export_directory_warning_title"),
               t("activity_DB_clean_export_directory_warning_message"), ok_cancel(t, "Delete")),
        dialog("delete", f"{where}.deleteActivityDatabase", title,
               t("dbmanagementactivity_delete_activity_data_title"),
               t("dbmanagementactivity_really_delete_entire_db"), ok_cancel(t, "Delete")),
    ]  # fmt: skip


def apps(t: Any) -> list[dict[str, Any]]:
    title = t("title_activity_appmanager")
    options = [t("appmanager_watchface_activate"), t("appmanager_app_share"),
               t("appmananger_app_delete"), t("appmananger_app_delete_cache")]  # fmt: skip
    where = "gadgetbridge AbstractAppManagerFragment.openPopupMenu (a cached watchface)"
    return [
        menu("opens-prompt", where, title, options,
             [(t("appmananger_app_delete"), False), (t("appmananger_app_delete_cache"), False)]),
        menu("reversible", where, title, options, [(t("appmanager_watchface_activate"), False)]),
        menu("harmless", where, title, options, [(t("appmanager_app_share"), False)]),
        dialog("delete", "gadgetbridge AbstractAppManagerFragment.deleteAppConfirm", title,
               t("Delete"), t("contact_delete_confirm_description", WATCHFACE), platform(t)),
    ]  # fmt: skip


def installer(t: Any) -> list[dict[str, Any]]:
    title = t("title_activity_fw_app_insaller")
    state = t("fwappinstaller_connection_state", t("connected"))
    item = t("installhandler_firmware_name", DEVICE, t("kind_firmware"), FIRMWARE)
    firmware = page(title, {"text": item}, {"text": t("miband_fwinstaller_compatible_version")},
                    {"text": t("fw_upgrade_notice", FIRMWARE)}, {"text": state},
                    {"button": t("appinstaller_install")})  # fmt: skip
    watchface = page(title, {"text": WATCHFACE},
                     {"text": t("watchface_install_info", WATCHFACE, "1.2", "(unknown)")},
                     {"text": state}, {"button": t("appinstaller_install")})  # fmt: skip
    picker = page(t("open_fw_installer_info_text_title"),
                  {"text": t("open_fw_installer_warning_title")},
                  {"button": t("open_fw_installer_pick_file")})  # fmt: skip
    where = "gadgetbridge FwAppInstallerActivity"
    return [
        entry("install", f"{where} (a firmware)", firmware, [(t("appinstaller_install"), True)]),
        entry("reversible", f"{where} (a watchface)", watchface,
              [(t("appinstaller_install"), False)]),
        entry("harmless", "gadgetbridge OpenFwAppInstallerActivity", picker,
              [(t("open_fw_installer_pick_file"), False)]),
    ]  # fmt: skip


def music(t: Any) -> list[dict[str, Any]]:
    title = t("title_activity_musicmanager")
    options = [t("music_add_to_playlist"), t("music_delete_from_playlist"), t("music_delete")]
    where = "gadgetbridge MusicManagerActivity.openPopupMenu (a song of All songs)"
    return [
        menu("opens-prompt", where, title, options, [(t("music_delete"), False)]),
        dialog("delete", "gadgetbridge MusicManagerActivity.deleteMusicConfirm", title, t("Delete"),
               t("music_delete_confirm_description", SONG), platform(t)),
    ]  # fmt: skip


def activities(t: Any) -> list[dict[str, Any]]:
    selected = re.sub(r"%\d*\$?d", "2", t("number_selected_items"))
    bar = page(selected, {"icon": t("addto_filter")}, {"icon": t("select_all")},
               {"icon": t("share")})  # fmt: skip
    overflow = [t("Delete")]
    where = "gadgetbridge ActivitySummariesActivity (selected activities)"
    return [
        entry("harmless", where, bar, [(t("share"), False)]),
        entry("reversible", where, bar, [(t("select_all"), False)]),
        menu("opens-prompt", f"{where} overflow", selected, overflow, [(t("Delete"), False)]),
        dialog("delete", "gadgetbridge ActivitySummariesActivity (Delete N activities)",
               t("activity_summaries"), t("sports_activity_confirm_delete_title", 2),
               t("sports_activity_confirm_delete_description", 2), platform(t)),
    ]  # fmt: skip


def lists(t: Any) -> list[dict[str, Any]]:
    return [
        dialog("delete", "gadgetbridge GBReminderListAdapter (a reminder's long press)",
               t("title_activity_set_reminders"), t("reminder_delete_confirm_title"),
               t("reminder_delete_confirm_description"), platform(t)),
        dialog("delete", "gadgetbridge GBWorldClockListAdapter (a world clock's long press)",
               t("pref_world_clocks_title"), t("world_clock_delete_confirm_title", CLOCK),
               t("world_clock_delete_confirm_description"), platform(t)),
        dialog("delete", "gadgetbridge GBContactListAdapter (a contact's long press)",
               t("title_activity_set_contacts"), t("contact_delete_confirm_title"),
               t("contact_delete_confirm_description", CONTACT), platform(t)),
        dialog("delete", "gadgetbridge WidgetScreenListAdapter (a widget screen's long press)",
               t("menuitem_widgets"), t("widget_screen_delete_confirm_title"),
               t("widget_screen_delete_confirm_description", t("widget_screen_x", 2)),
               platform(t)),
    ]  # fmt: skip
