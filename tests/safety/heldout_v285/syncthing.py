"""Syncthing-Fork's screens (``com.github.catfriend1.syncthingfork``, a Syncthing wrapper that
keeps folders in sync with other devices: folders and devices added, edited and removed,
a send-only folder's state forced on the others, a receive-only folder's local changes
reverted, files shared into a synced folder, the configuration exported and imported, the
versioning folders emptied, the database reset), strings from ``res/values*/strings.xml``. The
folder, device, file and path names on the screens are the same in every language.

Read from the code (``app/src/main/java/com/nutomic/syncthingandroid``):
``activities/MainActivity.java`` and ``res/layout/activity_main.xml`` (the three tabs, Folders,
Devices and Status; "Do you want to restart Syncthing?" with Cancel and OK, which restarts the
service; the device ID dialog built on ``res/layout/dialog_qrcode.xml``, whose ``actionShareId``
opens the system's share sheet, with Finish; "Allow Anonymous Usage Reporting?" with Open
Website, No and Yes, which sets ``urAccepted``); ``fragments/DrawerFragment.java`` and
``res/layout/fragment_drawer.xml`` (the drawer: "Show device ID", "Recent changes", "Web GUI",
"Import and Export", Restart, "Tips & Tricks", Settings and Exit, which, with Autostart on,
opens "Confirm to quit app" with No and Yes, which stops the service and closes the app);
``fragments/FolderListFragment.java``, ``res/menu/folder_list.xml``, ``views/FoldersAdapter
.java`` and ``res/layout/item_folder_list.xml`` (the folder list's "Rescan All" and "Add
Folder"; a row's ``override`` button on an out-of-sync send-only folder, which opens "Override
changes" with Cancel and OK, which sends ``ACTION_OVERRIDE_CHANGES`` to the REST API's
``overrideChanges``; its ``revert`` button, "Revert local changes" on a receive-only folder
and "Delete unexpected items" on a receive-encrypted one, which both open "Revert local
changes" with Cancel and OK, which calls ``revertLocalChanges``); ``fragments/StatusFragment
.java`` and ``views/SegmentedButton.java`` (the Status tab's "Follow run conditions", "Force
start" and "Force stop"); ``activities/FolderActivity.java``, ``res/menu/folder_settings.xml``,
``res/layout/activity_folder.xml`` and ``item_device_form.xml`` (the folder's page: Create or
Save, which write the folder to the configuration, "Delete Folder", which opens "Do you
really want to remove this folder from Syncthing?" with Cancel and OK, which calls
``removeFolder``; the switches, each only staged until Save; "Discard your changes?" with
Cancel and OK on Back); ``activities/DeviceActivity.java``, ``res/menu/device_settings.xml``
and ``res/layout/activity_device.xml`` (the device's page: "Share Device ID", which opens the
device ID dialog, "Scan QR Code", the switches, Create or Save, and "Delete Device", which
opens "Do you really want to remove this device?" with Cancel and OK, which calls
``removeDevice``); ``activities/FolderPickerActivity.java`` and ``res/menu/folder_picker.xml``
("Select Folder", "Go up", "Create new Folder", which opens "Create Folder" with a name field,
Cancel and OK, which makes the directory); ``activities/ShareActivity.java`` and
``res/layout/activity_share.xml`` ("Save to Syncthing", which the system's share sheet opens:
the file name or files list, the folder spinner, Browse, Cancel and Save, which copies the
shared files into the chosen folder through ``CopyFilesTask``); ``activities/SettingsActivity
.java`` and ``res/xml/app_settings.xml`` (Behaviour, Syncthing Options, Import and Export and
Troubleshooting: "Empty all versioning folders", which opens its question, Yes deleting the
``.stversions`` folders of every folder through ``clearStVersions``; "Undo ignoring devices and
folders", Yes calling ``undoIgnoredDevicesAndFolders``; "Download Support Bundle", which writes
a zip to the device's Downloads folder; "Export Configuration" and "Import Configuration", Yes
running ``ExportConfigTask`` and ``ImportConfigTask``; "Verbose log", which opens "Restart
required"; "Reset Database" and "Reset Delta Indexes", OK sending ``ACTION_RESET_DATABASE`` and
``ACTION_RESET_DELTAS`` to the service); ``activities/LogActivity.java`` and
``res/menu/log_list.xml`` ("View Syncthing Log" and "Share log file", which opens the share
sheet). A dialog's OK and Cancel are the platform's where the code asks for
``android.R.string.yes`` and ``no`` (on a current device they read OK and Cancel) or ``ok`` and
``cancel``; Yes and No are the app's own where it asks for ``R.string.yes`` and ``no``.
"""

from __future__ import annotations

from typing import Any

from screens import POSITIVE, alert, dialog, entry, page

ID = "com.github.catfriend1.syncthingfork:id/"
LAPTOP, NAS = "Laptop", "NAS"
CAMERA, NOTES, VAULT = "Camera", "Notes", "Vault"
DEVICE_ID = "MFZWI3D-BONSGYC-YLTMRWG-C43ENR5-QXGZDMM-FZWI3DP-BONSGYY-LTMRWAD"
CAMERA_PATH, NOTES_PATH = "\u2756 [int]/DCIM/Camera", "\u2756 [int]/Documents/Notes"


def screens(t: Any) -> list[dict[str, Any]]:
    return main(t) + folders(t) + devices(t) + picker_and_share(t) + settings(t)


def main(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    yes, no = t("android:yes"), t("android:no")
    tabs = [
        {"tab": t("folders_fragment_title")},
        {"tab": t("devices_fragment_title")},
        {"tab": t("status_fragment_title")},
    ]
    folder_list = page(
        home,
        [
            {"icon": t("activity_main_bottom_navigation_rescan_all"), "rid": f"{ID}rescan_all"},
            {"button": t("add_folder"), "rid": f"{ID}add_folder"},
            *tabs,
            {
                "list": [
                    {"text": CAMERA, "rid": f"{ID}label"},
                    {"text": t("status_outofsync"), "rid": f"{ID}state"},
                    {"text": CAMERA_PATH, "rid": f"{ID}directory"},
                    {"button": t("override_changes"), "rid": f"{ID}override"},
                    {"text": NOTES, "rid": f"{ID}label"},
                    {"text": t("state_local_additions"), "rid": f"{ID}state"},
                    {"text": NOTES_PATH, "rid": f"{ID}directory"},
                    {"button": t("revert_local_changes"), "rid": f"{ID}revert"},
                    {"text": VAULT, "rid": f"{ID}label"},
                    {"text": t("state_up_to_date"), "rid": f"{ID}state"},
                    {"text": "\u2756 [int]/Vault", "rid": f"{ID}directory"},
                    {"button": t("delete_unexpected_items"), "rid": f"{ID}revert"},
                ]
            },
        ],
    )
    status = page(
        home,
        [
            {"button": t("settings_title"), "rid": f"{ID}open_preferences"},
            *tabs,
            {"button": t("button_follow_run_conditions")},
            {"button": t("button_force_start")},
            {"button": t("button_force_stop")},
            {
                "list": [
                    {"text": t("syncthing_running")},
                    {"text": f"{t('uptime')}: 2h 14m"},
                    {"text": f"{t('ram_usage')}: 48 MB"},
                ]
            },
        ],
    )
    drawer = page(
        home,
        [
            {"row": t("show_device_id"), "rid": f"{ID}drawerActionShowQrCode"},
            {"row": t("recent_changes_title"), "rid": f"{ID}drawerActionRecentChanges"},
            {"row": t("web_gui_title"), "rid": f"{ID}drawerActionWebGui"},
            {"row": t("category_backup"), "rid": f"{ID}drawerActionImportExport"},
            {"row": t("restart"), "rid": f"{ID}drawerActionRestart"},
            {"row": t("tips_and_tricks_title"), "rid": f"{ID}drawerActionTipsAndTricks"},
            {"row": t("settings_title"), "rid": f"{ID}drawerActionSettings"},
            {"row": t("exit"), "rid": f"{ID}drawerActionExit"},
        ],
    )
    where = "syncthing FolderListFragment (folders)"
    override = "syncthing FoldersAdapter (override changes)"
    revert = "syncthing FoldersAdapter (revert local changes)"
    drawn = "syncthing DrawerFragment (drawer)"
    restart = "syncthing MainActivity (restart)"
    qr_items = (
        {"text": DEVICE_ID, "rid": f"{ID}device_id"},
        {"icon": t("share_title"), "rid": f"{ID}actionShareId"},
        {"id": f"{ID}qrcode_image_view"},
    )
    qr = ("syncthing MainActivity (device ID)", t("device_id"))
    usage = ({"text": t("usage_reporting_dialog_description")}, {"text": '{"uniqueID": "a1B2"}'})

    def overriding(ok: bool | None, cancel: bool | None) -> dict[str, Any]:
        return alert(
            "overwrite" if ok else "harmless",
            override,
            home,
            t("override_changes"),
            t("override_changes_question"),
            (no, cancel),
            (t("android:ok"), ok),
        )

    def reverting(ok: bool | None, cancel: bool | None) -> dict[str, Any]:
        return alert(
            "delete" if ok else "harmless",
            revert,
            home,
            t("revert_local_changes"),
            t("revert_local_changes_question"),
            (no, cancel),
            (t("android:ok"), ok),
        )

    return [
        entry("opens-prompt", where, folder_list, [(t("override_changes"), False)]),
        entry("opens-prompt", where, folder_list, [(t("revert_local_changes"), False)]),
        entry("opens-prompt", where, folder_list, [(t("delete_unexpected_items"), False)]),
        entry(
            "harmless",
            where,
            folder_list,
            [(t("activity_main_bottom_navigation_rescan_all"), False)],
        ),
        overriding(True, None),
        overriding(None, False),
        reverting(True, None),
        reverting(None, False),
        entry(
            "reversible",
            "syncthing StatusFragment (run conditions)",
            status,
            [(t("button_force_stop"), False)],
        ),
        entry("opens-prompt", drawn, drawer, [(t("restart"), False)]),
        entry("opens-prompt", drawn, drawer, [(t("exit"), False)]),
        alert(
            "harmless", restart, home, None, t("dialog_confirm_restart"), (no, None), (yes, False)
        ),
        alert(
            "reversible",
            "syncthing DrawerFragment (exit)",
            home,
            t("dialog_exit_while_running_as_service_title"),
            t("dialog_exit_while_running_as_service_message"),
            (t("no"), None),
            (t("yes"), False),
        ),
        dialog(
            "harmless",
            qr[0],
            home,
            qr[1],
            None,
            [(t("finish"), POSITIVE, None)],
            qr_items,
            ((t("share_title"), False),),
        ),
        alert(
            "reversible",
            "syncthing MainActivity (usage reporting)",
            home,
            t("usage_reporting_dialog_title"),
            None,
            (t("no"), None),
            (t("yes"), False),
            usage,
            (t("open_website"), None),
        ),
    ]


def folders(t: Any) -> list[dict[str, Any]]:
    yes, no = t("android:yes"), t("android:no")
    edit, create = t("edit_folder"), t("create_folder")

    def form(
        title: str, save: str, remove: bool, label: str, folder_id: str, path: str, paused: bool
    ) -> dict[str, Any]:
        bar = [{"button": save, "rid": f"{ID}save"}]
        if remove:
            bar.append({"icon": t("delete_folder"), "rid": f"{ID}remove"})
        return page(
            title,
            [
                *bar,
                {"field": f"{ID}label", "hint": t("folder_label"), "text": label},
                {"field": f"{ID}id", "hint": t("folder_id"), "text": folder_id},
                {"text": path, "rid": f"{ID}directoryTextView"},
                {"icon": t("advanced_directory_selection"), "rid": f"{ID}selectAdvancedDirectory"},
                {"text": t("devices")},
                {"switch": LAPTOP, "rid": f"{ID}device_toggle", "checked": True},
                {"switch": NAS, "rid": f"{ID}device_toggle", "checked": False},
                {"text": t("folder_type")},
                {"text": t("folder_type_sendreceive"), "rid": f"{ID}folderType"},
                {"switch": t("folder_fileWatcher"), "rid": f"{ID}fileWatcher", "checked": True},
                {"switch": t("folder_pause"), "rid": f"{ID}folderPause", "checked": paused},
                {"text": t("file_versioning")},
                {"text": t("type_trashcan"), "rid": f"{ID}versioningType"},
            ],
        )

    editing = form(
        edit,
        t("save_title"),
        True,
        NOTES,
        "notes-x7k2p",
        "/storage/emulated/0/Documents/Notes",
        False,
    )
    creating = form(
        create,
        t("create"),
        False,
        "Recipes",
        "rcp4-9qwe",
        "/storage/emulated/0/Documents/Recipes",
        False,
    )
    where = "syncthing FolderActivity (edit folder)"
    gone = "syncthing FolderActivity (delete folder)"
    discard = "syncthing FolderActivity (discard changes)"
    return [
        entry("opens-prompt", where, editing, [(t("delete_folder"), False)]),
        entry("reversible", where, editing, [(t("save_title"), False)]),
        entry("reversible", where, editing, [(NAS, False)]),
        entry(
            "reversible",
            "syncthing FolderActivity (create folder)",
            creating,
            [(t("create"), False)],
        ),
        alert("delete", gone, edit, None, t("remove_folder_confirm"), (no, None), (yes, True)),
        alert("harmless", gone, edit, None, t("remove_folder_confirm"), (no, False), (yes, None)),
        alert(
            "harmless",
            discard,
            edit,
            None,
            t("dialog_discard_changes"),
            (t("android:cancel"), None),
            (t("android:ok"), False),
        ),
    ]


def devices(t: Any) -> list[dict[str, Any]]:
    yes, no = t("android:yes"), t("android:no")
    edit, add = t("edit_device"), t("add_device")
    editing = page(
        edit,
        [
            {"button": t("save_title"), "rid": f"{ID}save"},
            {"icon": t("delete_device"), "rid": f"{ID}remove"},
            {"field": f"{ID}showDeviceId", "hint": t("device_id"), "text": DEVICE_ID},
            {"icon": t("share_device_id"), "rid": f"{ID}deviceIdQrButton"},
            {"field": f"{ID}name", "hint": t("name"), "text": LAPTOP},
            {"field": f"{ID}addresses", "hint": t("addresses"), "text": "dynamic"},
            {"text": t("folders")},
            {"switch": CAMERA, "rid": f"{ID}folder_toggle", "checked": True},
            {"switch": NOTES, "rid": f"{ID}folder_toggle", "checked": True},
            {"text": t("compression")},
            {"text": t("compress_metadata"), "rid": f"{ID}compressionValue"},
            {"switch": t("introducer"), "rid": f"{ID}introducer", "checked": False},
            {"switch": t("autoAcceptFolders"), "rid": f"{ID}autoAcceptFolders", "checked": False},
            {"switch": t("pause_device"), "rid": f"{ID}devicePause", "checked": False},
            {"switch": t("untrusted_device"), "rid": f"{ID}deviceUntrusted", "checked": False},
        ],
    )
    adding = page(
        add,
        [
            {"button": t("create"), "rid": f"{ID}save"},
            {"field": f"{ID}editDeviceId", "hint": t("device_id"), "text": DEVICE_ID},
            {"icon": t("scan_qr_code_description"), "rid": f"{ID}qrButton"},
            {"field": f"{ID}name", "hint": t("name"), "text": NAS},
            {"field": f"{ID}addresses", "hint": t("addresses"), "text": "dynamic"},
            {"text": t("folders")},
            {"switch": CAMERA, "rid": f"{ID}folder_toggle", "checked": False},
            {"text": t("compression")},
            {"text": t("compress_metadata"), "rid": f"{ID}compressionValue"},
        ],
    )
    where = "syncthing DeviceActivity (edit device)"
    gone = "syncthing DeviceActivity (delete device)"
    return [
        entry("opens-prompt", where, editing, [(t("delete_device"), False)]),
        entry("reversible", where, editing, [(t("pause_device"), False)]),
        entry(
            "reversible", "syncthing DeviceActivity (add device)", adding, [(t("create"), False)]
        ),
        alert("delete", gone, edit, None, t("remove_device_confirm"), (no, None), (yes, True)),
        alert("harmless", gone, edit, None, t("remove_device_confirm"), (no, False), (yes, None)),
    ]


def picker_and_share(t: Any) -> list[dict[str, Any]]:
    picker = t("folder_picker_title")
    made = ({"field": "", "text": "Invoices 2024", "focused": True},)
    """The dialog's own ``EditText``, made in code and so without an id."""
    share = t("share_activity_title")

    def sharing(count: int, name: str, folder: str, sub: str) -> dict[str, Any]:
        return page(
            share,
            [
                {"text": t(f"file_name_title#{count}"), "rid": f"{ID}namesTitle"},
                {"field": f"{ID}name", "hint": t("folder_label"), "text": name},
                {"text": t("folder_title")},
                {"text": folder, "rid": f"{ID}folders"},
                {"text": t("sub_folder")},
                {"text": sub, "rid": f"{ID}sub_directory_Textview"},
                {"button": t("browse"), "rid": f"{ID}browse_button"},
                {"button": t("save_title"), "rid": f"{ID}share_button"},
                {"button": t("cancel_title"), "rid": f"{ID}cancel_button"},
            ],
        )

    where = "syncthing ShareActivity (save to folder)"
    one = sharing(1, "contract-signed.pdf", CAMERA, "/")
    many = sharing(2, "IMG_0412.jpg\nIMG_0413.jpg\nIMG_0415.jpg", CAMERA, "/")
    into = sharing(1, "minutes-march.odt", NOTES, "/Meetings")
    return [
        alert(
            "reversible",
            "syncthing FolderPickerActivity (create folder)",
            picker,
            t("create_folder"),
            None,
            (t("android:cancel"), None),
            (t("android:ok"), False),
            made,
        ),
        entry("send", where, one, [(t("save_title"), True)]),
        entry("send", where, many, [(t("save_title"), True)]),
        entry("send", where, into, [(t("save_title"), True)]),
        entry("harmless", where, one, [(t("cancel_title"), False)]),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    yes, no, ok = t("android:yes"), t("android:no"), t("android:ok")

    def switch(key: str, checked: bool, summary: str | None = None) -> list[dict[str, Any]]:
        shown: list[dict[str, Any]] = [{"switch": t(key), "checked": checked}]
        return shown + ([{"text": t(summary)}] if summary else [])

    def row(key: str, summary: str | None = None) -> dict[str, Any]:
        return {"row": t(key), **({"secondary": t(summary)} if summary else {})}

    behaviour_title = t("category_behaviour")
    behaviour = page(
        behaviour_title,
        [
            *switch("behaviour_autostart_title", True, "behaviour_autostart_summary"),
            *switch("broadcast_service_control_title", False),
            *switch("use_root_title", False, "use_root_summary"),
            *switch("allow_overwrite_files_title", False, "allow_overwrite_files_summary"),
        ],
    )
    options_title = t("category_syncthing_options")
    options = page(
        options_title,
        [
            {"row": t("device_name"), "secondary": "Pixel 7"},
            {"row": t("listen_address"), "secondary": "default"},
            *switch("enable_nat_traversal", True),
            *switch("local_announce_enabled", True),
            *switch("global_announce_enabled", True),
            *switch("enable_relaying", True),
            *switch("webui_remote_access_title", False),
            {"row": t("syncthing_api_key"), "secondary": "x3Jq9TfLmC2vHn7RpW4kYd8sZa6bNe1u"},
            *switch("usage_reporting", False),
            *switch("crash_reporting", False),
            row("clear_stversions_title"),
            row("download_support_bundle_title"),
            row("undo_ignored_devices_folders_title"),
        ],
    )
    backup_title = t("category_backup")
    backup = page(
        backup_title,
        [
            {"text": t("preference_category_explanation")},
            {"text": t("backup_password_summary")},
            {"text": t("preference_category_prepare")},
            {"row": t("backup_rel_path_to_zip"), "secondary": "backups/syncthing/config.zip"},
            row("backup_password_title", "backup_password_set_masked"),
            {"text": t("preference_category_actions")},
            row("export_config"),
            row("import_config"),
        ],
    )
    debug_title = t("category_debug")
    debug = page(
        debug_title,
        [
            row("report_issue_title"),
            *switch("verbose_log_title", False, "verbose_log_summary"),
            row("open_log", "open_log_summary"),
            row("sttrace_title"),
            row("environment_variables"),
            row("st_reset_database_title"),
            row("st_reset_deltas_title"),
        ],
    )
    log = page(
        t("syncthing_log_title"),
        [
            {"menu": t("view_android_log"), "rid": f"{ID}title"},
            {"menu": t("share_log_file"), "rid": f"{ID}title"},
        ],
    )
    opt = "syncthing SettingsActivity (Syncthing Options)"
    io = "syncthing SettingsActivity (Import and Export)"
    dbg = "syncthing SettingsActivity (Troubleshooting)"
    clear = "syncthing SettingsActivity (empty versioning folders)"
    export = "syncthing SettingsActivity (export configuration)"
    reset_db = "syncthing SettingsActivity (reset database)"
    restart = "syncthing SettingsActivity (restart required)"
    return [
        entry(
            "reversible",
            "syncthing SettingsActivity (Behaviour)",
            behaviour,
            [(t("allow_overwrite_files_title"), False)],
        ),
        entry("opens-prompt", opt, options, [(t("clear_stversions_title"), False)]),
        entry("opens-prompt", opt, options, [(t("undo_ignored_devices_folders_title"), False)]),
        entry("reversible", opt, options, [(t("download_support_bundle_title"), False)]),
        entry("reversible", opt, options, [(t("webui_remote_access_title"), False)]),
        alert(
            "delete",
            clear,
            options_title,
            None,
            t("clear_stversions_question"),
            (no, None),
            (yes, True),
        ),
        alert(
            "harmless",
            clear,
            options_title,
            None,
            t("clear_stversions_question"),
            (no, False),
            (yes, None),
        ),
        alert(
            "reset",
            "syncthing SettingsActivity (undo ignoring)",
            options_title,
            None,
            t("undo_ignored_devices_folders_question"),
            (no, None),
            (yes, True),
        ),
        entry("opens-prompt", io, backup, [(t("export_config"), False)]),
        entry("opens-prompt", io, backup, [(t("import_config"), False)]),
        alert(
            "overwrite",
            export,
            backup_title,
            None,
            t("dialog_confirm_export"),
            (no, None),
            (yes, True),
        ),
        alert(
            "harmless",
            export,
            backup_title,
            None,
            t("dialog_confirm_export"),
            (no, False),
            (yes, None),
        ),
        alert(
            "overwrite",
            "syncthing SettingsActivity (import configuration)",
            backup_title,
            None,
            t("dialog_confirm_import"),
            (no, None),
            (yes, True),
        ),
        entry("opens-prompt", dbg, debug, [(t("st_reset_database_title"), False)]),
        entry("opens-prompt", dbg, debug, [(t("st_reset_deltas_title"), False)]),
        entry("opens-prompt", dbg, debug, [(t("verbose_log_title"), False)]),
        alert(
            "reset",
            reset_db,
            debug_title,
            t("st_reset_database_title"),
            t("st_reset_database_question"),
            (no, None),
            (ok, True),
        ),
        alert(
            "harmless",
            reset_db,
            debug_title,
            t("st_reset_database_title"),
            t("st_reset_database_question"),
            (no, False),
            (ok, None),
        ),
        alert(
            "reset",
            "syncthing SettingsActivity (reset delta indexes)",
            debug_title,
            t("st_reset_deltas_title"),
            t("st_reset_deltas_question"),
            (no, None),
            (ok, True),
        ),
        alert(
            "reversible",
            restart,
            debug_title,
            t("dialog_settings_restart_app_title"),
            t("dialog_settings_restart_app_question"),
            (no, None),
            (ok, False),
        ),
        entry("harmless", "syncthing LogActivity", log, [(t("share_log_file"), False)]),
    ]
