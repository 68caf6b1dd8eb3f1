"""SMS Backup+'s screens (``com.zegoggles.smssync``, an app that backs up the phone's SMS, MMS
and call log to a Gmail or IMAP account and restores them: backups started, stopped and
skipped, restores started, the sync state reset, the Gmail account connected and
disconnected, the IMAP server, backup, schedule, restore and advanced settings changed),
strings from ``app/src/main/res/values*/strings.xml``. The account, server, label and date
on the screens are the same in every language.

Read from the code (``app/src/main/java/com/zegoggles/smssync``): ``activity/MainActivity.java``
and ``res/layout/main.xml`` (the toolbar, whose subtitle names the settings page shown, and
``res/menu/menu.xml``, the overflow with About, "View log" and Reset; ``performAction``, which
asks "Confirm Action" when "Confirm actions" is on, "First backup" when nothing was backed up
yet and "Login information" when no login is set, and otherwise starts the backup service;
``startRestore``, which on Android 4.4 and later first asks, in "Required app change", to make
the app the default SMS app, and whose OK opens the system's own prompt for it);
``activity/StatusPreference.java`` and ``res/layout/status.xml`` (the status panel:
``status_label``, ``details_sync_label``, ``sync_button``, which starts a backup that uploads
every new message to the account, or reads Stop and cancels the running one, and
``restore_button``, which starts a restore or reads Stop; the panel's words for idle, done,
canceled, failed and running backups and restores); ``activity/Dialogs.java`` ("First backup"
with Skip, which marks every message on the device as backed up without uploading it, and
Backup, which uploads them all; "Confirm Action" with Cancel and OK; "Reset current sync
state" with Cancel and OK, which posts ``SettingsResetEvent``; the disconnect dialog, titled
"Confirm Action", with Cancel and OK, which posts ``AccountRemovedEvent``; "Login information"
and "Required app change", each with OK alone); ``activity/fragments/MainSettings.java`` (the
main page's rows; ``onSettingsReset`` and ``onAccountRemoved``, which clear the record of what
was backed up, the latter also the account's tokens and the auto backup switch);
``preferences/DataTypePreferences.java`` (``clearLastSyncData``); ``res/xml/preferences.xml``
(every settings page: "IMAP settings", "Backup settings", "Call log settings", "Auto backup
settings", "Advanced settings" and "Restore settings", with their rows, check boxes, switches,
list and text preferences);
``activity/fragments/AdvancedSettings.java`` (the Connect switch, whose change posts
``AccountConnectionChangedEvent``; "Items per backup" and "Items per restore", whose rows are
titled with the chosen number or All; the IMAP label check, which shows "Invalid label
name"); ``activity/fragments/AutoBackupSettings.java``; ``activity/auth/
AccountManagerAuthActivity.java`` ("Select a Google account" with the device's accounts,
Cancel and OK, which asks the system for the account's token); ``preferences/
AuthPreferences.java`` (the IMAP row's summary); ``preferences/Preferences.java`` (``reset``,
``isFirstBackup``).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "com.zegoggles.smssync:id/"
ACCOUNT, WORK = "alice.martin@gmail.com", "a.martin.work@gmail.com"
SERVER, DATE = "imap.gmail.com:993", "14/01/2025 09:30"
EDIT, CHECKBOX = "android:id/edit", "android:id/checkbox"
SYNC, RESTORE = f"{ID}sync_button", f"{ID}restore_button"


def screens(t: Any) -> list[dict[str, Any]]:
    return status(t) + dialogs(t) + account(t) + server(t) + backup(t) + schedule(t) + advanced(t)


def main_page(t: Any, label: str, details: str, backup: str = "ui_sync_button_label_idle",
              restore: str = "ui_restore_button_label_idle", auto: bool = False,
              ) -> dict[str, Any]:  # fmt: skip
    """The main page: the status panel, then the rows of ``MainSettings``."""
    types = ", ".join([t("sms"), t("mms")])
    schedule = ", ".join(
        [
            f"{t('ui_auto_backup_schedule_label')}: {t('_2h')}",
            f"{t('ui_auto_backup_incoming_schedule_label')}: {t('_1min')}",
        ]
    )
    settings = {"row": t("auto_backup_settings"), **({"secondary": schedule} if auto else {})}
    return page(
        t("app_name"),
        [
            {"text": label, "rid": f"{ID}status_label"},
            {"text": details, "rid": f"{ID}details_sync_label"},
            {"button": t(backup), "rid": SYNC},
            {"button": t(restore), "rid": RESTORE},
            {
                "list": [
                    {"row": t("imap_settings"), "secondary": f"{ACCOUNT} (Gmail)"},
                    {"row": t("ui_backup_settings_label")},
                    {"switch": t("ui_enable_auto_sync_label"), "checked": auto, "rid": CHECKBOX},
                    {"text": t("ui_enable_auto_sync_summary", types)},
                    settings,
                    {
                        "row": t("ui_settings_advanced_label"),
                        "secondary": t("ui_settings_advanced_desc"),
                    },
                    {"row": t("donate"), "secondary": t("donate_summary")},
                ]
            },
        ],
    )


def by_id(screen: dict[str, Any], rid: str) -> str:
    """The label a case taps on the control with the id ``rid``: its words, or the id itself
    where the same words name another control or a text of the screen (Russian calls the
    Backup button and "Backup settings" the same, and "Auto backup" and its settings row)."""
    items = [i for item in screen["items"] for i in (item.get("list") or [item])]
    found = next(i for i in items if i.get("rid") == rid)
    label = str(found.get("button") or found.get("switch"))
    words = [str(v) for i in items for k, v in i.items() if k not in ("rid", "secondary")]
    return label if words.count(label) == 1 and label != screen["title"] else rid.split("/")[-1]


def sub_page(t: Any, title: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A settings page: the app's name in the toolbar, the page's title as its subtitle."""
    return page(t("app_name"), [{"text": t(title)}, {"list": items}])


def check(t: Any, title: str, summary: str | None = None, on: bool = False,
          ) -> list[dict[str, Any]]:  # fmt: skip
    """A check box preference: its title (the control), then its summary."""
    box: list[dict[str, Any]] = [{"switch": t(title), "checked": on}]
    return box + ([{"text": t(summary)}] if summary else [])


def choices(t: Any, source: str, behind: str, title: str, options: list[str], chosen: int,
            tap: int, category: str = "reversible") -> dict[str, Any]:  # fmt: skip
    """A list preference's dialog: its title, its options as radio buttons and Cancel; the
    option ``tap`` is chosen (the setting changes at once and the dialog closes)."""
    shown = [t(o) for o in options]
    screen = {
        "title": t(behind),
        "dialog": {"title": t(title)},
        "items": [
            *({"radio": o, "checked": i == chosen} for i, o in enumerate(shown)),
            {"button": t("android:cancel"), "rid": "android:id/button2"},
        ],
    }
    return entry(category, source, screen, [(shown[tap], False)])


def status(t: Any) -> list[dict[str, Any]]:
    where = "smsbackup StatusPreference"
    last = t("status_idle_details", DATE)
    idle = main_page(t, t("status_idle"), last)
    first = main_page(t, t("status_idle"), t("status_idle_details", t("status_idle_details_never")))
    states = [
        (name, main_page(t, label, details))
        for name, label, details in [
            ("done", t("status_done"), t("status_backup_done_details#12")),
            ("nothing to back up", t("status_done"), t("status_backup_done_details_noitems")),
            ("batch done", t("status_done"), t("status_backup_done_details_max_per_sync", 500)),
            ("backup canceled", t("status_canceled"), t("status_canceled_details", 120, 450)),
            (
                "error",
                t("status_unknown_error"),
                t("status_unknown_error_details", t("error_no_connection")),
            ),
            ("login error", t("status_auth_failure"), t("status_auth_failure_details_plain")),
            ("restore done", t("status_done"), t("status_restore_done_details#40", 2)),
            ("restore canceled", t("status_canceled"), t("status_restore_canceled_details", 5, 40)),
        ]
    ]
    backing = main_page(
        t,
        t("status_backup"),
        t("status_backup_details", 120, 450),
        backup="ui_sync_button_label_syncing",
    )
    restoring = main_page(
        t,
        t("status_restore"),
        t("status_restore_details", 12, 40),
        restore="ui_restore_button_label_restoring",
    )
    auto = main_page(t, t("status_idle"), last, auto=True)
    ms = "smsbackup MainSettings"
    return [
        entry("upload", f"{where} (idle)", idle, [(by_id(idle, SYNC), True)]),
        entry("opens-prompt", f"{where} (idle)", idle, [(by_id(idle, RESTORE), False)]),
        *(
            entry("upload", f"{where} ({name})", shown, [(by_id(shown, SYNC), True)])
            for name, shown in states
        ),
        entry("opens-prompt", f"{where} (first backup)", first, [(by_id(first, SYNC), False)]),
        entry("reversible", f"{where} (backing up)", backing, [(by_id(backing, SYNC), False)]),
        entry(
            "reversible",
            f"{where} (restoring)",
            restoring,
            [(by_id(restoring, RESTORE), False)],
        ),
        entry("harmless", ms, idle, [(t("imap_settings"), False)]),
        entry("reversible", ms, idle, [(by_id(idle, CHECKBOX), False)]),
        entry("reversible", f"{ms} (auto backup on)", auto, [(by_id(auto, CHECKBOX), False)]),
        entry("harmless", ms, idle, [(t("ui_settings_advanced_label"), False)]),
        entry("harmless", ms, idle, [(t("donate"), False)]),
    ]


def dialogs(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    ok, cancel = t("android:ok"), t("android:cancel")
    rows = [t("menu_info"), t("menu_view_log"), t("menu_reset")]
    where = "smsbackup MainActivity (menu)"
    reset = (t("ui_dialog_reset_title"), t("ui_dialog_reset_message"))
    first = "smsbackup Dialogs.FirstSync"
    sync = (t("ui_dialog_first_sync_title"), t("ui_dialog_first_sync_msg"))
    batched = (t("ui_dialog_first_sync_title"), t("ui_dialog_first_sync_msg_batched", 500))
    confirm = (t("ui_dialog_confirm_action_title"), t("ui_dialog_confirm_action_msg"))
    skip, back_up = t("ui_skip"), t("ui_sync")
    return [
        menu("opens-prompt", where, home, rows, [(t("menu_reset"), False)]),
        menu("harmless", where, home, rows, [(t("menu_info"), False)]),
        alert("reset", "smsbackup Dialogs.Reset", home, *reset, (cancel, None), (ok, True)),
        alert("harmless", "smsbackup Dialogs.Reset", home, *reset, (cancel, False), (ok, None)),
        alert("upload", first, home, *sync, (skip, None), (back_up, True)),
        alert("reversible", first, home, *sync, (skip, False), (back_up, None)),
        alert("upload", f"{first} (batched)", home, *batched, (skip, None), (back_up, True)),
        alert(
            "upload",
            "smsbackup Dialogs.ConfirmAction (backup)",
            home,
            *confirm,
            (cancel, None),
            (ok, True),
        ),
        alert(
            "harmless",
            "smsbackup Dialogs.ConfirmAction (backup)",
            home,
            *confirm,
            (cancel, False),
            (ok, None),
        ),
        alert(
            "harmless",
            "smsbackup Dialogs.MissingCredentials",
            home,
            t("ui_dialog_missing_credentials_title"),
            t("ui_dialog_missing_credentials_msg_plain"),
            None,
            (ok, False),
        ),
        alert(
            "opens-prompt",
            "smsbackup Dialogs.SmsRequestDefaultPackage",
            home,
            t("ui_dialog_sms_default_package_change_title"),
            t("ui_dialog_sms_default_package_change_msg"),
            None,
            (ok, False),
        ),
    ]


def account(t: Any) -> list[dict[str, Any]]:
    title = t("ui_settings_advanced_label")
    ok, cancel = t("android:ok"), t("android:cancel")
    disconnect = (t("ui_dialog_confirm_action_title"), t("ui_dialog_disconnect_msg"))
    picker = (
        {"radio": ACCOUNT, "checked": True, "rid": "android:id/text1"},
        {"radio": WORK, "checked": False, "rid": "android:id/text1"},
    )
    return [
        alert(
            "sign-out",
            "smsbackup Dialogs.Disconnect",
            title,
            *disconnect,
            (cancel, None),
            (ok, True),
        ),
        alert(
            "harmless",
            "smsbackup Dialogs.Disconnect",
            title,
            *disconnect,
            (cancel, False),
            (ok, None),
        ),
        alert(
            "reversible",
            "smsbackup AccountManagerAuthActivity (select account)",
            title,
            t("select_google_account"),
            None,
            (cancel, None),
            (ok, False),
            picker,
        ),
        alert(
            "harmless",
            "smsbackup AccountManagerAuthActivity (select account)",
            title,
            t("select_google_account"),
            None,
            (cancel, False),
            (ok, None),
            picker,
        ),
    ]


def server(t: Any) -> list[dict[str, Any]]:
    rows = [
        {"row": t("ui_server_label"), "secondary": SERVER},
        {"row": t("ui_login_label"), "secondary": ACCOUNT},
        {"row": t("ui_password_label"), "secondary": t("ui_password_desc")},
        {"row": t("ui_protocol_label"), "secondary": t("security_tls")},
        *check(
            t,
            "ui_protocol_trust_all_certificates_label",
            "ui_protocol_trust_all_certificates_desc",
        ),
    ]
    imap = sub_page(t, "imap_settings", rows)
    where = "smsbackup AdvancedSettings.Server"
    ok, cancel = t("android:ok"), t("android:cancel")
    address = ({"field": EDIT, "text": SERVER},)
    return [
        entry("harmless", where, imap, [(t("ui_server_label"), False)]),
        entry("reversible", where, imap, [(t("ui_protocol_trust_all_certificates_label"), False)]),
        alert(
            "reversible",
            f"{where} (server address)",
            t("app_name"),
            t("ui_server_label"),
            t("ui_server_desc"),
            (cancel, None),
            (ok, False),
            address,
        ),
        choices(
            t,
            f"{where} (security)",
            "app_name",
            "ui_protocol_label",
            ["security_tls", "security_starttls", "security_none"],
            0,
            2,
        ),
    ]


def backup(t: Any) -> list[dict[str, Any]]:
    last = t("status_idle_details", DATE)
    never = t("status_idle_details", t("status_idle_details_never"))
    rows = [
        {"switch": t("ui_backup_sms_label"), "checked": True},
        {"text": last},
        {"switch": t("ui_backup_mms_label"), "checked": True},
        {"text": last},
        {"switch": t("ui_backup_calllog_label"), "checked": False},
        {"text": never},
        {"row": t("ui_backup_calllog_settings_label")},
        {"row": t("all_messages"), "secondary": t("ui_max_items_per_sync_desc")},
        {"row": t("ui_mark_as_read_label"), "secondary": t("ui_mark_as_read_desc")},
        {"row": t("ui_imap_folder_label"), "secondary": "SMS"},
        {
            "row": t("ui_backup_contact_group_label"),
            "secondary": t("ui_backup_contact_group_desc"),
        },
        {
            "row": t("ui_email_address_style_label"),
            "secondary": t("ui_email_address_style_desc"),
        },
        *check(t, "ui_mail_subject_prefix_label", "ui_mail_subject_prefix_desc"),
    ]
    settings = sub_page(t, "ui_backup_settings_label", rows)
    where = "smsbackup AdvancedSettings.Backup"
    ok, cancel = t("android:ok"), t("android:cancel")
    calls = sub_page(
        t,
        "ui_backup_calllog_settings_label",
        [
            {"row": t("ui_imap_folder_calllog_label"), "secondary": "Call log"},
            {
                "row": t("ui_backup_calllog_types_label"),
                "secondary": t("ui_backup_calllog_types_desc"),
            },
            *check(
                t,
                "ui_backup_calllog_sync_calendar_enabled_label",
                "ui_backup_calllog_sync_calendar_enabled_desc",
            ),
            {
                "row": t("ui_backup_calllog_sync_calendar_label"),
                "secondary": t("ui_backup_calllog_sync_calendar_desc"),
            },
            *check(t, "ui_backup_calllog_after_call_label", "ui_backup_calllog_after_call_desc"),
        ],
    )
    cl = "smsbackup AdvancedSettings.Backup.CallLog"
    return [
        entry("reversible", where, settings, [(t("ui_backup_calllog_label"), False)]),
        entry("harmless", where, settings, [(t("ui_backup_calllog_settings_label"), False)]),
        entry("reversible", where, settings, [(t("ui_mail_subject_prefix_label"), False)]),
        choices(
            t,
            f"{where} (items per backup)",
            "app_name",
            "ui_max_items_per_sync_label",
            ["=100", "=200", "=500", "all_messages"],
            3,
            2,
        ),
        choices(
            t,
            f"{where} (mark as read)",
            "app_name",
            "ui_mark_as_read_label",
            [
                "mark_as_read_always_read",
                "mark_as_read_always_unread",
                "mark_as_read_message_status",
            ],
            0,
            1,
        ),
        alert(
            "reversible",
            f"{where} (label)",
            t("app_name"),
            t("ui_imap_folder_label"),
            t("ui_imap_folder_label_dialog_msg"),
            (cancel, None),
            (ok, False),
            ({"field": EDIT, "text": "Texts"},),
        ),
        alert(
            "harmless",
            "smsbackup Dialogs.InvalidImapFolder",
            t("app_name"),
            t("ui_dialog_invalid_imap_folder_title"),
            t("ui_dialog_invalid_imap_folder_msg"),
            None,
            (ok, False),
        ),
        entry(
            "reversible", cl, calls, [(t("ui_backup_calllog_sync_calendar_enabled_label"), False)]
        ),
        choices(
            t,
            f"{cl} (call types)",
            "app_name",
            "ui_backup_calllog_types_label",
            [
                "call_type_everything",
                "call_type_incoming",
                "call_type_outgoing",
                "call_type_incoming_outgoing",
                "call_type_missed",
            ],
            0,
            4,
        ),
    ]


def schedule(t: Any) -> list[dict[str, Any]]:
    auto = sub_page(
        t,
        "auto_backup_settings",
        [
            {
                "row": t("ui_auto_backup_schedule_label"),
                "secondary": t("ui_auto_backup_schedule_desc"),
            },
            {
                "row": t("ui_auto_backup_incoming_schedule_label"),
                "secondary": t("ui_auto_backup_incoming_schedule_desc"),
            },
            *check(t, "ui_wifi_only_label", "ui_wifi_only_desc"),
            *check(t, "ui_third_party_integration_label", "ui_third_party_integration_desc"),
            *check(t, "pref_use_old_scheduler", "pref_use_old_scheduler_summary"),
        ],
    )
    where = "smsbackup AutoBackupSettings"
    return [
        entry("reversible", where, auto, [(t("ui_third_party_integration_label"), False)]),
        choices(
            t,
            f"{where} (regular schedule)",
            "app_name",
            "ui_auto_backup_schedule_label",
            ["_30mins", "_1h", "_2h", "_6h", "_24h", "never"],
            2,
            4,
        ),
    ]


def advanced(t: Any) -> list[dict[str, Any]]:
    def settings(connected: bool) -> dict[str, Any]:
        summary = (
            t("gmail_already_connected", ACCOUNT) if connected else t("gmail_needs_connecting")
        )
        return sub_page(
            t,
            "ui_settings_advanced_label",
            [
                {"row": t("ui_restore_settings_label")},
                *check(t, "ui_notifications_label", "ui_notifications_desc"),
                *check(t, "ui_confirm_action_label", "ui_confirm_action_desc"),
                *check(t, "pref_app_log", "pref_app_log_disabled"),
                *check(t, "pref_app_log_debug", "pref_app_log_debug_summary"),
                {"switch": t("ui_dark_theme_label"), "checked": False},
                {"text": t("legacy_settings")},
                {"row": t("ui_authentication_label"), "secondary": t("plain")},
                {"switch": t("ui_connected_label"), "checked": connected},
                {"text": summary},
            ],
        )

    connected, signed_out = settings(True), settings(False)
    restore = sub_page(
        t,
        "ui_restore_settings_label",
        [
            {"switch": t("ui_restore_sms_label"), "checked": True},
            {"switch": t("ui_restore_calllog_label"), "checked": True},
            *check(t, "ui_restore_starred_only_label", "ui_restore_starred_only_desc"),
            {"row": "500", "secondary": t("ui_max_items_per_restore_desc")},
            *check(t, "ui_mark_as_read_restore_label", "ui_mark_as_read_restore_desc", True),
        ],
    )
    where = "smsbackup AdvancedSettings.Main"
    rs = "smsbackup AdvancedSettings.Restore"
    return [
        entry("harmless", where, connected, [(t("ui_restore_settings_label"), False)]),
        entry("reversible", where, connected, [(t("ui_confirm_action_label"), False)]),
        entry("reversible", where, connected, [(t("ui_dark_theme_label"), False)]),
        entry(
            "opens-prompt", f"{where} (connected)", connected, [(t("ui_connected_label"), False)]
        ),
        entry(
            "opens-prompt",
            f"{where} (not connected)",
            signed_out,
            [(t("ui_connected_label"), False)],
        ),
        entry("reversible", rs, restore, [(t("ui_restore_starred_only_label"), False)]),
        choices(
            t,
            f"{rs} (items per restore)",
            "app_name",
            "ui_max_items_per_restore_label",
            ["=100", "=200", "=500", "all_messages"],
            2,
            0,
        ),
    ]
