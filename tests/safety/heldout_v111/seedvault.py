"""Seedvault's screens (``com.stevesoltys.seedvault``, the Android system backup app of
CalyxOS and other ROMs: app backups turned off, recovery codes verified and replaced, backup
locations chosen, and a backup restored onto the phone, its apps re-installed and their
data written over), strings from ``app/src/main/res/values*/strings.xml`` and
``storage/lib/src/main/res/values*/strings.xml``. The phone, the backup, the apps and the
dates on the screens are the same in every language.

Read from the code (``app/src/main/java/com/stevesoltys/seedvault``):
``settings/SettingsFragment.kt``, ``res/xml/settings.xml`` and ``res/menu/settings_menu.xml``
(the Backup page: "Backup location", "Recovery code", "Backup my apps", whose switching off
only opens "Really turn off app backups?", with "Turn off anyway", which turns backups off
(``trySetBackupEnabled(false)``, turned on again with the same switch) and Cancel,
"Backup status", "Automatic restore", a switch, "Backup scheduling", "Backup my files",
whose switching on only opens "Beta feature" with "Enable anyway", which schedules file
backups, and "Included files and folders"; its menu: "Backup now", which requests a backup
(``requestFilesAndAppBackup``: a new snapshot is added, the app keeping at least three),
"Restore backup", which opens ``RestoreActivity``, "Expert settings" and About);
``settings/ExpertSettingsFragment.kt`` and ``res/xml/settings_expert.xml`` ("App backup", whose
switching off only opens "Really disable app backup?" with Cancel as its positive button and
"Disable app backup" as its negative one, which stops backing up the apps' APKs, and "Save
app log"); ``settings/SchedulingFragment.kt`` and ``res/xml/settings_scheduling.xml``
("Backup frequency" and the conditions' switches); ``ui/recoverycode/RecoveryCodeInputFragment.kt``
and ``RecoveryCodeViewModel.kt`` (the Recovery code page: twelve word fields, Verify, which
checks an existing code (``verifyExistingCode``) and only shows whether it is correct, and
"Generate new code", which only opens "Wait one second…", whose "Generate new code" only
opens the new code's page and whose Cancel closes it; "Incorrect recovery code", whose "Try
again" and "Generate new code" both only close it; on the page that confirms a new code,
Verify stores it (``storeNewCode``) and, for a code that replaces one, the activity's result
calls ``reinitializeBackupLocation``, which removes the old backup repository and every
storage snapshot (``removeBackupRepo``, ``storageBackup.init()``));
``ui/recoverycode/RecoveryCodeOutputFragment.kt`` (the new code's twelve words and "Confirm
code", which only opens the page that confirms it); ``ui/storage/StorageOptionsFragment.kt``,
``StorageOptionAdapter.kt`` and ``backend/saf/SafStorageOptions.kt`` ("Choose where to store
backups": the USB drive, "WebDAV Cloud (beta)", Nextcloud, which only opens its install, and
the phone's own storage, which only opens "Warning", whose "Choose other" closes it and whose
"Use anyway" sets it as the location, changed again on the same page);
``ui/storage/WebDavConfigFragment.kt`` and ``res/layout/fragment_webdav_config.xml`` (URL, user
name, password and "Use WebDAV cloud", which saves them and sets the location);
``settings/AppStatusFragment.kt`` and ``res/menu/app_status_menu.xml`` ("Backup status": each
app's last backup and the checkable "Exclude apps"); ``settings/FirstRunFragment.kt`` (the first
start's question, "Start new" and "Restore backup"); ``restore/RestoreSetFragment.kt`` and
``res/layout/list_item_restore_set.xml`` ("Choose a backup to restore": a backup's row, which
only opens the apps' selection, and "Skip restoring apps"); ``restore/AppSelectionFragment.kt``,
``AppSelectionAdapter.kt`` and ``RestoreViewModel.kt`` ("Select apps to restore": "All of the
following apps", the system data's and the apps' rows, each checked, and "Restore backup",
which starts ``apkRestore.restore``, installing the backed-up apps that are missing at once);
``restore/install/InstallProgressFragment.kt`` ("Re-installing apps": each app's state, a
failed one's "Tap to install", which only opens its store page, and Next, which calls
``appDataRestoreManager.startRestore``: the system restores each selected app's backed-up
data in place of the data it holds); ``restore/RestoreProgressFragment.kt`` ("Restoring
backup" and Finish); ``restore/RecycleBackupFragment.kt`` and ``repo/AppBackupManager.kt``
("Reuse this backup?": "Create new backup", which leaves the backup to the old phone, and
"Reuse backup", which renames the backup's folder to this phone's (``recycleBackupRepo``), so
the old phone loses it); ``restore/RestoreFilesFragment.kt``, ``FilesSelectionFragment.kt`` and
``storage/lib/.../restore/FileRestore.kt`` (a storage backup's row, which only opens its files,
"Review files for restore" with "Restore selected files", which restores them beside the
phone's files: an existing file is never written over, the restored one takes a new name).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "com.stevesoltys.seedvault:id/"
PHONE, OLD = "Pixel 8", "Pixel 6a"
WHEN, SERVER = "Apr 12, 2026", "cloud.example.org"
WORDS = ["orbit", "velvet", "canyon", "ladder", "mosaic", "pilot",
         "random", "harbor", "sunset", "tongue", "gravity", "winter"]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return settings(t) + recovery(t) + storage(t) + restore(t)


def settings(t: Any) -> list[dict[str, Any]]:
    home = page(t("backup"), [
        {"row": t("settings_backup_location"), "secondary": t("storage_webdav_name", SERVER)},
        {"row": t("settings_backup_recovery_code"),
         "secondary": t("settings_backup_recovery_code_summary")},
        {"text": t("settings_category_apps")},
        {"switch": t("settings_backup")},
        {"row": t("settings_backup_status_title"),
         "secondary": t("settings_backup_status_summary", WHEN)},
        {"switch": t("settings_auto_restore_title"),
         "secondary": t("settings_auto_restore_summary")},
        {"row": t("settings_backup_scheduling_title"),
         "secondary": t("settings_backup_status_next_backup_estimate", "Apr 13, 2026")},
        {"text": t("settings_category_storage")},
        {"switch": t("settings_backup_storage_title")},
        {"row": t("settings_backup_files_title"), "secondary": t("settings_backup_files_summary")},
        {"text": t("settings_info")}])  # fmt: skip
    where = "seedvault SettingsFragment"
    backup = t("backup")
    rows = [t(k) for k in ("settings_backup_now", "restore_backup_button",
                           "settings_expert_title", "about_title")]  # fmt: skip
    cancel = t("settings_backup_apk_dialog_cancel")
    off = (t("settings_backup_dialog_title"), t("settings_backup_dialog_message"))
    beta = (t("settings_backup_storage_dialog_title"), t("settings_backup_storage_dialog_message"))
    expert = page(t("settings_expert_title"), [
        {"switch": t("settings_backup_apk_title"), "secondary": t("settings_backup_apk_summary")},
        {"row": t("settings_expert_logcat_title"),
         "secondary": t("settings_expert_logcat_summary")}])  # fmt: skip
    apk = (t("settings_backup_apk_dialog_title"), t("settings_backup_apk_dialog_message"))
    scheduling = page(t("settings_backup_scheduling_title"), [
        {"row": t("settings_scheduling_frequency_title"),
         "secondary": t("settings_scheduling_frequency_daily")},
        {"text": t("settings_scheduling_category_conditions_title")},
        {"switch": t("settings_scheduling_metered_title")},
        {"switch": t("settings_scheduling_charging_title")}])  # fmt: skip
    return [
        entry("opens-prompt", where, home, [(t("settings_backup_storage_title"), False)]),
        entry("reversible", where, home, [(t("settings_auto_restore_title"), False)]),
        entry("harmless", where, home, [(t("settings_backup_recovery_code"), False)]),
        menu("harmless", f"{where} (settings_menu)", backup, rows,
             [(t("settings_backup_now"), False)]),
        menu("harmless", f"{where} (settings_menu)", backup, rows,
             [(t("restore_backup_button"), False)]),
        alert("reversible", f"{where} (Really turn off app backups?)", backup, *off,
              (cancel, None), (t("settings_backup_dialog_disable"), False)),
        alert("harmless", f"{where} (Really turn off app backups?)", backup, *off,
              (cancel, False), (t("settings_backup_dialog_disable"), None)),
        alert("reversible", f"{where} (Beta feature)", backup, *beta, (cancel, None),
              (t("settings_backup_storage_dialog_ok"), False)),
        entry("opens-prompt", "seedvault ExpertSettingsFragment", expert,
              [(t("settings_backup_apk_title"), False)]),
        alert("reversible", "seedvault ExpertSettingsFragment (Really disable app backup?)",
              t("settings_expert_title"), *apk, (t("settings_backup_apk_dialog_disable"), False),
              (cancel, None)),
        alert("harmless", "seedvault ExpertSettingsFragment (Really disable app backup?)",
              t("settings_expert_title"), *apk, (t("settings_backup_apk_dialog_disable"), None),
              (cancel, False)),
        entry("reversible", "seedvault SchedulingFragment", scheduling,
              [(t("settings_scheduling_metered_title"), False)]),
        menu("reversible", "seedvault AppStatusFragment (app_status_menu)",
             t("settings_backup_status_title"), [t("settings_backup_exclude_apps")],
             [(t("settings_backup_exclude_apps"), False)]),
    ]  # fmt: skip


def code_page(t: Any, existing: bool) -> dict[str, Any]:
    """The Recovery code page: checking the existing code (with "Generate new code") or
    confirming a new one, its twelve words typed."""
    items: list[dict[str, Any]] = [
        {"text": t("recovery_code_confirm_intro"), "rid": f"{ID}introText"}
    ]
    for n, word in enumerate(WORDS, 1):
        items.append({"field": f"{ID}wordInput{n}", "hint": t(f"recovery_code_input_hint_{n}"),
                      "text": word})  # fmt: skip
    items.append({"button": t("recovery_code_done_button"), "rid": f"{ID}doneButton"})
    if existing:
        items.append({"button": t("recovery_code_verification_generate_new"),
                      "rid": f"{ID}newCodeButton"})  # fmt: skip
    return page(t("recovery_code_title"), items)


def recovery(t: Any) -> list[dict[str, Any]]:
    where = "seedvault RecoveryCodeInputFragment"
    existing, replacing = code_page(t, True), code_page(t, False)
    title = t("recovery_code_title")
    generate = t("recovery_code_verification_generate_new")
    wait = (t("recovery_code_verification_new_dialog_title"),
            t("recovery_code_verification_new_dialog_message"))  # fmt: skip
    wrong = (t("recovery_code_verification_error_title"),
             t("recovery_code_verification_error_message"))  # fmt: skip
    shown: list[dict[str, Any]] = [
        {"text": t("recovery_code_12_word_intro"), "rid": f"{ID}introText"},
        {"text": t("recovery_code_write_it_down"), "rid": f"{ID}introText2"},
        *({"text": f"{n} {w}"} for n, w in enumerate(WORDS, 1)),
        {"button": t("recovery_code_confirm_button"), "rid": f"{ID}confirmCodeButton"}]  # fmt: skip
    output = page(title, shown)
    return [
        entry("harmless", f"{where} (an existing code)", existing,
              [(t("recovery_code_done_button"), False)]),
        entry("opens-prompt", f"{where} (an existing code)", existing, [(generate, False)]),
        alert("opens-prompt", f"{where} (Wait one second…)", title, *wait,
              (t("android:cancel"), None), (generate, False)),
        alert("harmless", f"{where} (Wait one second…)", title, *wait,
              (t("android:cancel"), False), (generate, None)),
        alert("harmless", f"{where} (Incorrect recovery code)", title, *wrong,
              (generate, False), (t("recovery_code_verification_try_again"), None)),
        entry("harmless", "seedvault RecoveryCodeOutputFragment (a new code)", output,
              [(t("recovery_code_confirm_button"), False)]),
        entry("delete", f"{where} (confirming a new code that replaces the old one)",
              replacing, [(t("recovery_code_done_button"), True)]),
    ]  # fmt: skip


def storage(t: Any) -> list[dict[str, Any]]:
    def root(title: str, summary: str) -> dict[str, Any]:
        return {"row": title, "secondary": summary}

    options = page(t("storage_fragment_backup_title"), [
        root(t("storage_fake_drive_title"), t("storage_fake_drive_summary")),
        root(t("storage_webdav_option_title"), t("storage_webdav_option_summary")),
        root("Nextcloud", t("storage_fake_nextcloud_summary")),
        root(PHONE, t("storage_available_bytes", "98 GB"))])  # fmt: skip
    where = "seedvault StorageOptionsFragment"
    behind = t("storage_fragment_backup_title")
    warning = (t("storage_internal_warning_title"), t("storage_internal_warning_message"))
    webdav = page(t("storage_webdav_option_title"), [
        {"field": f"{ID}webdavUrlInput", "hint": t("storage_webdav_config_url"),
         "text": f"https://{SERVER}/remote.php/webdav"},
        {"text": t("storage_webdav_config_url_helper")},
        {"field": f"{ID}webdavUserInput", "hint": t("storage_webdav_config_user"),
         "text": "ferris"},
        {"field": f"{ID}webDavPassInput", "hint": t("storage_webdav_config_pass"),
         "text": "••••••••"},
        {"button": t("storage_webdav_config_button"), "rid": f"{ID}webdavButton"}])  # fmt: skip
    return [
        entry("opens-prompt", where, options, [(PHONE, False)]),
        alert("reversible", f"{where} (Warning)", behind, *warning,
              (t("storage_internal_warning_use_anyway"), False),
              (t("storage_internal_warning_choose_other"), None)),
        alert("harmless", f"{where} (Warning)", behind, *warning,
              (t("storage_internal_warning_use_anyway"), None),
              (t("storage_internal_warning_choose_other"), False)),
        entry("reversible", "seedvault WebDavConfigFragment", webdav,
              [(t("storage_webdav_config_button"), False)]),
    ]  # fmt: skip


def restore(t: Any) -> list[dict[str, Any]]:
    first = ("seedvault FirstRunFragment", t("backup"), None, t("first_start_text"))
    sets = page(t("restore_title"), [
        {"text": t("restore_choose_restore_set"), "rid": f"{ID}titleView"},
        {"row": OLD, "rid": f"{ID}titleView"},
        {"text": t("restore_restore_set_apps", 42, "1.2 GB"), "rid": f"{ID}appView"},
        {"text": t("restore_restore_set_apks", 38, "2.1 GB"), "rid": f"{ID}apkView"},
        {"text": WHEN, "rid": f"{ID}timeView"},
        {"button": t("restore_skip_apps"), "rid": f"{ID}skipView"}])  # fmt: skip
    system = ["backup_settings", "backup_call_log", "backup_contacts", "backup_sms"]
    selection = page(t("restore_title"), [
        {"text": t("restore_select_packages"), "rid": f"{ID}titleView"},
        {"text": OLD, "rid": f"{ID}backupNameView"},
        {"switch": t("restore_select_packages_all"), "rid": f"{ID}toggleAllView"},
        {"text": t("backup_section_system")},
        *({"switch": t(k), "rid": f"{ID}checkboxView"} for k in system),
        {"text": t("backup_section_user")},
        *({"switch": app, "rid": f"{ID}checkboxView"} for app in ("Firefox", "Signal")),
        {"button": t("restore_backup_button"), "rid": f"{ID}button"}])  # fmt: skip
    installing = page(t("restore_title"), [
        {"text": t("restore_installing_packages"), "rid": f"{ID}titleView"},
        {"text": OLD, "rid": f"{ID}backupNameView"},
        {"row": "Firefox", "secondary": t("restore_app_status_installed")},
        {"row": "Signal", "secondary": t("restore_installing_tap_to_install")},
        {"button": t("restore_next"), "rid": f"{ID}button"}])  # fmt: skip
    recycle = page(t("restore_title"), [
        {"text": t("restore_recycle_backup_title"), "rid": f"{ID}titleView"},
        {"text": t("restore_recycle_backup_text", OLD), "rid": f"{ID}descriptionView"},
        {"button": t("restore_recycle_backup_button_no"), "rid": f"{ID}noButton"},
        {"button": t("restore_recycle_backup_button_yes"), "rid": f"{ID}yesButton"}])  # fmt: skip
    snapshots = page(t("restore_title"), [
        {"text": t("restore_storage_choose_snapshot"), "rid": f"{ID}titleView"},
        {"row": OLD, "rid": f"{ID}nameView"}, {"text": WHEN, "rid": f"{ID}timeView"},
        {"button": t("restore_storage_skip"), "rid": f"{ID}skipView"}])  # fmt: skip
    files = page(t("restore_title"), [
        {"text": t("select_files_title"), "rid": f"{ID}titleView"},
        {"text": t("restore_storage_selection_description")},
        {"switch": "DCIM", "secondary": t("select_files_number_of_files", 214)},
        {"switch": "Download", "secondary": t("select_files_number_of_files", 37)},
        {"button": t("select_files_button_restore"), "rid": f"{ID}button"}])  # fmt: skip
    where = "seedvault RestoreActivity"
    return [
        alert("harmless", first[0], *first[1:], None, (t("setup_button"), None),
              (t("restore_backup_button"), False)),
        entry("harmless", f"{where} (RestoreSetFragment)", sets, [(OLD, False)]),
        entry("install", f"{where} (AppSelectionFragment)", selection,
              [(t("restore_backup_button"), True)]),
        entry("reversible", f"{where} (AppSelectionFragment)", selection,
              [(t("backup_call_log"), False)]),
        entry("overwrite", f"{where} (InstallProgressFragment)", installing,
              [(t("restore_next"), True)]),
        entry("transfer", f"{where} (RecycleBackupFragment)", recycle,
              [(t("restore_recycle_backup_button_yes"), True)]),
        entry("harmless", f"{where} (RecycleBackupFragment)", recycle,
              [(t("restore_recycle_backup_button_no"), False)]),
        entry("harmless", f"{where} (RestoreFilesFragment)", snapshots, [(OLD, False)]),
        entry("reversible", f"{where} (FilesSelectionFragment)", files,
              [(t("select_files_button_restore"), False)]),
    ]  # fmt: skip
