"""xDrip's screens (``com.eveningoutpost.dexdrip``, a continuous glucose monitoring app:
readings received from a sensor, calibrations entered, blood tests and treatments logged and
deleted, sensors started and stopped, glucose alerts created, removed and snoozed, remote
snoozes sent to the other devices of a sync group, the database and the settings exported,
imported and restored, emergency text messages sent to contacts), strings from
``app/src/main/res/values*/strings.xml``, ``strings-LANG.xml`` and ``internal.xml``. The
names, values and typed texts on the screens are the same in every language.

Read from the code (``app/src/main/java/com/eveningoutpost/dexdrip``): ``Home.java`` and
``res/menu/menu_home.xml`` (the overflow: "Emergency messages", the export submenu, the
translation, event log, Libre trend, QR code, update and feedback rows; the submenu:
"Cloud backup", "Export database", which writes a zip of the database to the device's
storage (``exportDatabase``), "Restore database", which opens ``ImportDatabaseActivity``,
"Export CSV as SiDiary" and "Load / Save Settings", which opens ``SdcardImportExport``);
``res/layout/activity_home.xml`` (``btnUndo`` and ``btnRedo``, "Undo last" and "Redo last",
which call ``UndoRedo``); the blood test action dialog (Nothing, Delete, which opens
"Confirm Delete" with No and "Yes, Delete", which removes the test's valid state, its
pending native calibration and syncs the removal, and Calibrate); the treatment note dialog
(``res/layout/note_dialog_phone.xml``: the note field and the voice input box, with Delete,
which opens "Confirm Delete" for the treatment, whose "Yes, Delete" calls
``Treatments.delete_by_timestamp`` and queues the deletion for the uploaders and the
followers, Cancel and Done, which creates the note); "Restore Backup?" with No and Restore,
which starts ``ImportDatabaseActivity`` with the last saved database at once; "Start
sensor?" with "Change settings" and "Start sensor", which opens ``StartNewSensor``; "Use BG
for Calibration?" with No and "YES, Calibrate", which adds the blood test as a calibration.
``GcmActivity.java`` ("Confirm Remote Snooze" with No and "YES, send it!", which sends the
snooze to every other device of the sync group). ``StartNewSensor.java`` and
``res/layout/activity_start_new_sensor.xml`` (``startNewSensor``, which asks whether the
sensor was inserted today). ``StopSensor.java`` and ``res/layout/activity_stop_sensor.xml``
(``stop_sensor``, which opens "Are you sure?" with No and Yes, which stops the sensor
session, on a Dexcom G6 Firefly or G7 for good, as the message says; ``resetcalibrationbutton``,
which opens "Are you sure?" with No and Yes, which calls
``Calibration.invalidateAllForSensor``). ``AddCalibration.java`` and
``res/layout/activity_add_calibration.xml`` (``bg_value`` and ``save_calibration_button``).
``AlertList.java`` and ``res/layout/activity_alert_list.xml`` ("Create low alert");
``EditAlertActivity.java`` and ``res/layout/activity_edit_alert.xml`` ("Test alert", "Save
alert", "Remove alert", which opens "Are you sure?" with No and Yes, which calls
``AlertType.remove_alert``, and "Snooze alert before it fires"). ``SnoozeActivity.java`` and
``res/layout/activity_snooze.xml`` (``button_snooze``, the disabling buttons and "Send remote
snooze"). ``Reminders.java`` and ``res/layout/activity_reminders.xml`` (the floater shown
after a reminder is swiped: its text, ``imageButton7``, which hides it, ``imageButton5``,
which puts the reminder back, ``reminderTrashButton``, which deletes it, and the snooze
times). ``cloud/backup/BackupActivity.java`` and ``res/layout/activity_backup_picker.xml``
("Select backup location", "Do Backup Now", which writes the database and settings to the
chosen backup file, the two daily backup boxes and "Restore From Backup", which opens "Backup
Source Confirm" where the backup came from another phone, then "Are you really sure?" with
No and Yes, which replaces the data with the backup's). ``ImportDatabaseActivity.java``
("Confirm Import" with Cancel and OK, which exports the current database and then imports
the chosen one in its place). ``utils/SdcardImportExport.java`` and
``res/layout/activity_sdcard_import_export.xml`` ("Save all Settings to the settings file",
"Load all settings from the settings file", which replaces the settings with the saved ones
and restarts the app, and "Delete settings folder (Download/xDrip-export)", which deletes
the saved folder at once; "Backup detected" with No and "Restore Settings", which
``utilitymodels/Experience.java`` shows over the home page when a saved settings file is
found). ``utils/Preferences.java`` (a scanned settings QR
code: "Are you sure?" with No and Yes, which writes every setting of the code over the
current ones). ``eassist/EmergencyAssistActivity.java`` and
``res/layout/activity_emergency_assist.xml`` (the feature switch, the name field,
``addContactButton``, "Test Message Sending", which sends the emergency text message to the
chosen contacts through ``EmergencyAssist.test``, and "Remove?" with No and Yes, which takes
a contact off the list). ``NoteSearch.java`` ("Edit Note" with Cancel and OK, which writes
the edited text over the treatment's note).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page, three

ID = "com.eveningoutpost.dexdrip:id/"
NOTE = "Pizza, two slices"
BG = "112"
CONTACT = "Anna Berg"
BACKUP = "xdrip-20240512.zip"


def screens(t: Any) -> list[dict[str, Any]]:
    return home(t) + sensor(t) + alerts(t) + backups(t) + assist(t)


def home(t: Any) -> list[dict[str, Any]]:
    name = t("app_name")
    where = "xdrip Home"
    rows = [
        t(k)
        for k in (
            "emergency_messages",
            "export_submenu",
            "crowd_sourced_translation",
            "view_events_log",
            "show_libre_trend",
            "share_config_via_qr_code",
            "check_for_updated_version",
            "send_feedback_to_developer",
        )
    ]
    sub = [
        t(k)
        for k in (
            "cloud_backup",
            "menu_export_database",
            "menu_import_db",
            "menu_export_csv_sidiary",
            "load_save_settings_on_sdcard",
        )
    ]
    graph = page(
        name,
        [
            {"text": BG, "rid": f"{ID}currentBgValueRealTime"},
            {"icon": "Undo last", "rid": f"{ID}btnUndo"},
            {"icon": "Redo last", "rid": f"{ID}btnRedo"},
        ],
    )
    no, yes_delete = t("no"), t("yes_delete")
    test = (t("blood_test_action"), t("what_would_you_like_to_do"))
    gone = (t("confirm_delete"), t("are_you_sure_you_want_to_delete_this_blood_test_result"))
    treatment = (t("confirm_delete"), t("are_you_sure_you_want_to_delete_this_treatment"))
    note_items = (
        {"field": f"{ID}treatment_note_edit_text", "text": NOTE},
        {"switch": t("default_to_voice_input_next_time"), "rid": f"{ID}default_to_voice_input"},
    )
    restore = (t("restore_backup"), t("do_you_want_to_restore_the_backup_file_") + BACKUP)
    start = (t("start_sensor") + "?", t("start_sensor_confirmation", "G6"))
    calibrate = (
        t("use_bg_for_calibration"),
        t(
            "do_you_want_to_use_this_entered_fingerstick_blood_glucose_test_to_calibrate_with__you_can_change_when_this_dialog_is_displayed_in_settings"
        ),
    )
    remote = (
        t("confirm_remote_snooze"),
        t("are_you_sure_you_wish_to_snooze_all_other_devices_in_your_sync_group"),
    )
    blood = "xdrip Home (blood test action)"
    note = "xdrip Home (treatment note)"
    return [
        menu("harmless", f"{where} (overflow)", name, rows, [(t("export_submenu"), False)]),
        menu(
            "harmless",
            f"{where} (overflow)",
            name,
            rows,
            [(t("send_feedback_to_developer"), False)],
        ),
        menu(
            "harmless", f"{where} (overflow)", name, rows, [(t("check_for_updated_version"), False)]
        ),
        menu(
            "export", f"{where} (export submenu)", name, sub, [(t("menu_export_database"), False)]
        ),
        menu("harmless", f"{where} (export submenu)", name, sub, [(t("menu_import_db"), False)]),
        entry("reversible", f"{where} (undo)", graph, [("Undo last", False)]),
        three(
            "opens-prompt",
            blood,
            name,
            *test,
            (t("nothing"), None),
            (t("delete"), False),
            (t("calibrate"), None),
        ),
        three(
            "harmless",
            blood,
            name,
            *test,
            (t("nothing"), False),
            (t("delete"), None),
            (t("calibrate"), None),
        ),
        alert("delete", f"{blood} (confirm delete)", name, *gone, (no, None), (yes_delete, True)),
        alert(
            "harmless", f"{blood} (confirm delete)", name, *gone, (no, False), (yes_delete, None)
        ),
        three(
            "opens-prompt",
            note,
            name,
            t("treatment_note"),
            None,
            (t("delete"), False),
            (t("cancel"), None),
            (t("done"), None),
            note_items,
        ),
        three(
            "reversible",
            note,
            name,
            t("treatment_note"),
            None,
            (t("delete"), None),
            (t("cancel"), None),
            (t("done"), False),
            note_items,
        ),
        alert(
            "delete", f"{note} (confirm delete)", name, *treatment, (no, None), (yes_delete, True)
        ),
        alert(
            "overwrite",
            f"{where} (restore backup)",
            name,
            *restore,
            (no, None),
            (t("restore"), True),
        ),
        alert(
            "harmless",
            f"{where} (restore backup)",
            name,
            *restore,
            (no, False),
            (t("restore"), None),
        ),
        alert(
            "harmless",
            f"{where} (start sensor)",
            name,
            *start,
            (t("change_settings"), None),
            (t("start_sensor"), False),
        ),
        alert(
            "calibrate",
            f"{where} (use BG for calibration)",
            name,
            *calibrate,
            (no, None),
            (t("yes_calibrate"), True),
        ),
        alert(
            "harmless",
            f"{where} (use BG for calibration)",
            name,
            *calibrate,
            (no, False),
            (t("yes_calibrate"), None),
        ),
        alert(
            "send",
            "xdrip GcmActivity (remote snooze)",
            t("snooze"),
            *remote,
            (no, None),
            (t("yes_send_it"), True),
        ),
        alert(
            "harmless",
            "xdrip GcmActivity (remote snooze)",
            t("snooze"),
            *remote,
            (no, False),
            (t("yes_send_it"), None),
        ),
    ]


def sensor(t: Any) -> list[dict[str, Any]]:
    starting = page(
        t("start_sensor"),
        [
            {"text": t("do_not_hit_start_long")},
            {"button": t("start_sensor"), "rid": f"{ID}startNewSensor"},
        ],
    )
    stop_page = page(
        t("stop_sensor"),
        [
            {"text": t("stop_sensor"), "rid": f"{ID}textView3"},
            {
                "text": t("only_stop_your_sensor_when_you_actually_plan"),
                "rid": f"{ID}stop_sensor_instructions",
            },
            {"button": t("stop_sensor"), "rid": f"{ID}stop_sensor"},
            {
                "button": t("dont_stop_just_reset_all_calibrations"),
                "rid": f"{ID}resetcalibrationbutton",
            },
        ],
    )
    behind = t("stop_sensor")
    sure, yes, no = t("are_you_sure"), t("yes"), t("no")
    stop = (sure, t("sensor_stop_confirm_norestart"))
    reset = (sure, t("do_you_want_to_delete_and_reset_the_calibrations_for_this_sensor"))
    calibration = page(
        t("calibrate"),
        [
            {"field": f"{ID}bg_value", "hint": t("enter_blood_glucose_value"), "text": BG},
            {"button": t("done"), "rid": f"{ID}save_calibration_button"},
        ],
    )
    where = "xdrip StopSensor"
    return [
        entry("opens-prompt", "xdrip StartNewSensor", starting, [("startNewSensor", False)]),
        entry("opens-prompt", where, stop_page, [("stop_sensor", False)]),
        entry(
            "opens-prompt", where, stop_page, [(t("dont_stop_just_reset_all_calibrations"), False)]
        ),
        alert("end", f"{where} (stop)", behind, *stop, (no, None), (yes, True)),
        alert("harmless", f"{where} (stop)", behind, *stop, (no, False), (yes, None)),
        alert("reset", f"{where} (reset calibrations)", behind, *reset, (no, None), (yes, True)),
        alert(
            "harmless", f"{where} (reset calibrations)", behind, *reset, (no, False), (yes, None)
        ),
        entry("calibrate", "xdrip AddCalibration", calibration, [(t("done"), True)]),
    ]


def alerts(t: Any) -> list[dict[str, Any]]:
    listing = page(
        t("alerts"),
        [
            {"button": t("create_low_alert"), "rid": f"{ID}button_create_low"},
            {"list": [{"row": "Low", "secondary": "70"}]},
            {"button": t("create_high_alert"), "rid": f"{ID}button_create_high"},
            {"list": [{"row": "High", "secondary": "180"}]},
            {"text": t("long_press_an_existing_alert_to_edit")},
        ],
    )
    edit = page(
        "Low",
        [
            {"text": t("alert_name_colon")},
            {"field": f"{ID}edit_alert_text", "text": "Low"},
            {"text": t("threshold_colon")},
            {"field": f"{ID}edit_alert_threshold", "text": "70"},
            {"button": t("test_alert"), "rid": f"{ID}edit_alert_test"},
            {"button": t("save_alert"), "rid": f"{ID}edit_alert_save"},
            {"button": t("remove_alert"), "rid": f"{ID}edit_alert_remove"},
            {"button": t("snooze_alert_before_it_fires"), "rid": f"{ID}edit_alert_pre_snooze"},
        ],
    )
    remove = (t("are_you_sure"), t("you_cannot_undo_delete_alert"))
    snooze = page(
        t("snooze"),
        [
            {"button": t("snooze"), "rid": f"{ID}button_snooze"},
            {"button": t("disable_low_alerts"), "rid": f"{ID}button_disable_low_alerts"},
            {"button": t("disable_high_alerts"), "rid": f"{ID}button_disable_high_alerts"},
            {"button": t("disable_all_alerts"), "rid": f"{ID}button_disable_alerts"},
            {"button": t("send_remote_snooze"), "rid": f"{ID}send_remote_snooze"},
        ],
    )
    floater = page(
        t("xdrip_reminders"),
        [
            {"list": [{"row": "Change cannula"}, {"row": "Bolus reminder"}]},
            {"text": f"Sensor check {t('postponed_for')} 15 min", "rid": f"{ID}floaterText"},
            {"id": "imageButton7"},
            {"id": "imageButton5"},
            {"id": "reminderTrashButton"},
            {"button": t("button_15_min"), "rid": f"{ID}button12"},
        ],
    )
    where = "xdrip EditAlertActivity"
    return [
        entry("harmless", "xdrip AlertList", listing, [(t("create_low_alert"), False)]),
        entry("opens-prompt", where, edit, [(t("remove_alert"), False)]),
        entry("reversible", where, edit, [(t("save_alert"), False)]),
        entry("harmless", where, edit, [(t("test_alert"), False)]),
        alert("delete", f"{where} (remove)", "Low", *remove, (t("no"), None), (t("yes"), True)),
        alert("harmless", f"{where} (remove)", "Low", *remove, (t("no"), False), (t("yes"), None)),
        entry("reversible", "xdrip SnoozeActivity", snooze, [("button_snooze", False)]),
        entry("delete", "xdrip Reminders (floater)", floater, [("reminderTrashButton", True)]),
        entry("reversible", "xdrip Reminders (floater)", floater, [("imageButton5", False)]),
    ]


def backups(t: Any) -> list[dict[str, Any]]:
    cloud = page(
        t("cloud_backup"),
        [
            {"text": t("you_can_use_google_drive_for_backup")},
            {"button": t("select_backup_location")},
            {"button": t("do_backup_now"), "rid": f"{ID}button30"},
            {"switch": t("automatic_daily_backup")},
            {"switch": t("daily_backup_even_mobile")},
            {"button": t("restore_from_backup")},
        ],
    )
    behind = t("cloud_backup")
    yes, no = t("yes"), t("no")
    source = (
        t("backup_source_confirm"),
        t("this_backup_looks_like_came_from_different_format_string", "Pixel 6"),
    )
    really = (t("are_you_really_sure_question"), t("restoring_backup_will_erase_warning"))
    importing = (
        "=Confirm Import",
        f"=Do you really want to import '{BACKUP}'? This may negatively affect the data "
        "integrity of your system!",
    )
    sdcard = page(
        t("load_save_settings_on_sdcard"),
        [
            {"text": t("here_you_can_save_the_settings_to_the_external_storage_sdcard")},
            {"button": t("save_all_settings_to_sdcard"), "rid": f"{ID}saveallsettings"},
            {"button": t("load_all_settings_from_sdcard"), "rid": f"{ID}buttonload"},
            {"button": t("delete_any_settings_on_sdcard"), "rid": f"{ID}buttondelete"},
            {"id": "closebutton"},
        ],
    )
    detected = (
        t("backup_detected"),
        t("it_looks_like_you_maybe_have_a_settings_backup_shall_we_try_to_restore_it"),
    )
    qr = (t("are_you_sure"), t("import_qr_code_warning") + " units, highValue, lowValue")
    imp = "xdrip ImportDatabaseActivity (confirm import)"
    sd = "xdrip SdcardImportExport"
    where = "xdrip BackupActivity"
    return [
        entry("export", where, cloud, [(t("do_backup_now"), False)]),
        entry("opens-prompt", where, cloud, [(t("restore_from_backup"), False)]),
        alert("opens-prompt", f"{where} (other phone)", behind, *source, (no, None), (yes, False)),
        alert("overwrite", f"{where} (restore)", behind, *really, (no, None), (yes, True)),
        alert("harmless", f"{where} (restore)", behind, *really, (no, False), (yes, None)),
        alert(
            "overwrite",
            imp,
            t("menu_import_db"),
            t(importing[0]),
            t(importing[1]),
            (t("cancel"), None),
            (t("ok"), True),
        ),
        alert(
            "harmless",
            imp,
            t("menu_import_db"),
            t(importing[0]),
            t(importing[1]),
            (t("cancel"), False),
            (t("ok"), None),
        ),
        entry("delete", sd, sdcard, [(t("delete_any_settings_on_sdcard"), True)]),
        entry("overwrite", sd, sdcard, [(t("load_all_settings_from_sdcard"), True)]),
        entry("export", sd, sdcard, [(t("save_all_settings_to_sdcard"), False)]),
        alert(
            "overwrite",
            f"{sd} (backup detected)",
            t("app_name"),
            *detected,
            (no, None),
            (t("restore_settings"), True),
        ),
        alert(
            "harmless",
            f"{sd} (backup detected)",
            t("app_name"),
            *detected,
            (no, False),
            (t("restore_settings"), None),
        ),
        alert(
            "overwrite", "xdrip Preferences (QR code)", t("settings"), *qr, (no, None), (yes, True)
        ),
        alert(
            "harmless", "xdrip Preferences (QR code)", t("settings"), *qr, (no, False), (yes, None)
        ),
    ]


def assist(t: Any) -> list[dict[str, Any]]:
    emergency = page(
        t("emergency_messages"),
        [
            {
                "switch": t("emergency_message_feature"),
                "rid": f"{ID}emergencyAssistOnOff",
                "checked": True,
            },
            {"field": "name", "hint": t("your_name"), "text": "Jonas"},
            {"text": t("d_selected_contacts_for_text_messages_format", 1)},
            {"list": [{"row": CONTACT, "secondary": "+49 151 2345 6789"}]},
            {"id": "addContactButton"},
            {"button": t("test_message_sending"), "rid": f"{ID}button29"},
        ],
    )
    remove = ("=Remove?", f"=Remove {CONTACT} from emergency text message receivers list?")
    edit = (t("edit_note"), t("adjust_note_text_here_there_is_no_undo"))
    where = "xdrip EmergencyAssistActivity"
    return [
        entry("send", where, emergency, [(t("test_message_sending"), True)]),
        entry("harmless", where, emergency, [("addContactButton", False)]),
        alert(
            "reversible",
            f"{where} (remove contact)",
            t("emergency_messages"),
            t(remove[0]),
            t(remove[1]),
            (t("no"), None),
            (t("yes"), False),
        ),
        alert(
            "reversible",
            "xdrip NoteSearch (edit note)",
            t("note_search_button"),
            *edit,
            (t("cancel"), None),
            ("OK", False),
            ({"field": "note", "text": NOTE + ", salad"},),
        ),
    ]
