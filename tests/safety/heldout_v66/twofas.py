"""2FAS's screens (``com.twofasapp``, a two-factor token app with a trash, groups, Google
Drive sync and a browser extension), strings from ``t(name)`` (``core/locale/src/main/res/
values*/strings.xml``, read by the names ``core/locale/.../Strings.kt`` gives them). A
service's name and account, a browser's name and a date are written the same in every
language.

Read from the code: ``core/designsystem/.../dialog/Dialog.kt`` (a dialog the app draws: its
title and body, then the negative button and the positive one); ``ConfirmDialog.kt`` (No
and Yes unless told otherwise), ``RichConfirmDialog.kt`` and ``PasswordDialog.kt`` (the
password field, then Cancel and the positive button); ``feature/home/.../editservice/
EditServiceScreen.kt`` ("Customize service": Save, the service's name and secret key,
"Advanced", "Badge color", which opens a colour dialog, "Browser extension" and Delete,
which only opens the delete screen); ``editservice/deleteservice/DeleteServiceScreen.kt``
with ``EditServiceViewModel.kt`` ("You are deleting" the service: Delete, which moves it to
the trash (``trashService``), and Cancel); ``feature/trash/.../trash/TrashScreen.kt`` (a
trashed service's menu: Restore, which puts it back on the list, and "Delete Token", which
only opens the dispose screen); ``trash/.../dispose/DisposeScreen.kt`` (the service's name
and the warnings, the "Yes, I want to delete this service" switch, which only enables the
button, "Delete service forever", which deletes the token for good, and Cancel);
``designsystem/.../group/ServicesGroup.kt`` with ``feature/home/.../services/
ServicesScreen.kt`` (a group's menu: Edit and Delete, which only opens "Delete": "Are you
sure you want to delete this group?", whose Yes deletes the group, its services going back
to the main list); ``feature/backup/.../backup/BackupScreen.kt`` with
``TurnOffConfirmationDialog.kt`` (the "Google Drive sync" switch: turning it off opens
"Turning Google Drive Sync off?", whose "Disable Sync" stops the sync and leaves the tokens
on the device and on Google Drive; "Synchronization settings", Import and Export);
``backup/.../backupsettings/BackupSettingsScreen.kt`` ("Remove password", which opens a
password dialog whose Continue takes the password off the Drive backup, and "Delete backup
file from Google Drive", which only opens "Delete your backup file from Google Drive?",
whose Delete deletes the backup file or, for a backup with a password, only opens a
password dialog whose Continue deletes it); ``feature/browserext/.../details/
BrowserExtDetailsScreen.kt`` with ``BrowserExtDetailsViewModel.kt`` (a paired browser's
page: "Forget this web browser", which only opens "Deleting Paired Device", whose Yes
deletes the pairing on the 2FAS server).
"""

from __future__ import annotations

from typing import Any

from screens import drawn_dialog, entry, menu, page

SERVICE, ACCOUNT, OTHER = "GitHub", "octocat", "Dropbox"
BROWSER, DATE, MAIL = "Firefox on Linux", "04/12/2026", "octocat@gmail.com"
SECRET, PASSWORD = "••••••••••••••••", "••••••••"


def screens(t: Any) -> list[dict[str, Any]]:
    return services(t) + trash(t) + groups(t) + backup(t) + browser(t)


def buttons(t: Any, no: str, yes: str, negative: bool | None, positive: bool | None
            ) -> list[tuple[str, bool | None]]:  # fmt: skip
    """A drawn dialog's negative button, then its positive one."""
    return [(t(no), negative), (t(yes), positive)]


def services(t: Any) -> list[dict[str, Any]]:
    edit = page(t("tokens__customize_service_title"), [
        {"button": t("commons__save")},
        {"field": t("tokens__service_name"), "text": SERVICE},
        {"field": t("tokens__service_key"), "text": SECRET},
        {"row": t("customization_advanced")}, {"row": t("tokens__badge_color")},
        {"row": t("browser__browser_extension")}, {"row": t("commons__delete")}])  # fmt: skip
    delete = page("", [
        {"text": t("delete_service_title")}, {"text": SERVICE},
        {"text": t("delete_service_msg", SERVICE)}, {"button": t("delete_service_cta")},
        {"button": t("commons__cancel")}])  # fmt: skip
    where = "twofas DeleteServiceScreen"
    return [
        entry("opens-prompt", "twofas EditServiceScreen", edit, [(t("commons__delete"), False)]),
        entry("reversible", where, delete, [(t("delete_service_cta"), False)]),
        entry("harmless", where, delete, [(t("commons__cancel"), False)]),
    ]  # fmt: skip


def trash(t: Any) -> list[dict[str, Any]]:
    entries = [t("settings__restore"), t("tokens__remove_forever")]
    where = "twofas TrashScreen (a trashed service's menu)"
    warning = " ".join(
        [
            t("tokens__caution"),
            t("tokens__you_will_not_be_able_to_sign_in_to_your", SERVICE, SERVICE),
        ]
    )
    dispose = page("", [
        {"text": SERVICE}, {"text": t("tokens__do_you_really_want_to_remove_all_devices")},
        {"text": warning}, {"switch": t("tokens__i_want_to_delete_this_token")},
        {"button": t("tokens__remove_it_forever")}, {"button": t("commons__cancel")}])  # fmt: skip
    disposing = "twofas DisposeScreen"
    return [
        menu("reversible", where, t("settings__trash"), entries,
             [(t("settings__restore"), False)]),
        menu("opens-prompt", where, t("settings__trash"), entries,
             [(t("tokens__remove_forever"), False)]),
        entry("delete", f"{disposing} (the switch on)", dispose,
              [(t("tokens__remove_it_forever"), True)]),
        entry("harmless", disposing, dispose,
              [(t("tokens__i_want_to_delete_this_token"), False)]),
    ]  # fmt: skip


def groups(t: Any) -> list[dict[str, Any]]:
    entries = [t("commons__edit"), t("commons__delete")]
    where = "twofas ServicesGroup (a group's menu)"
    confirm = "twofas ServicesScreen (the group's ConfirmDialog)"
    home = t("tokens__my_tokens")
    question = (t("commons__delete"), t("groups_delete_msg"))
    return [
        menu("opens-prompt", where, home, entries, [(t("commons__delete"), False)]),
        drawn_dialog("delete", confirm, home, *question,
                     buttons(t, "commons__no", "commons__yes", None, True)),
        drawn_dialog("harmless", confirm, home, *question,
                     buttons(t, "commons__no", "commons__yes", False, None)),
    ]  # fmt: skip


def backup(t: Any) -> list[dict[str, Any]]:
    main = page(t("backup__2fas_backup"), [
        {"text": "Google Drive"}, {"switch": t("backup__drive_title")},
        {"row": t("backup__synchronization_settings")}, {"text": t("backup__file_backup")},
        {"row": t("backup__import")}, {"row": t("backup__export")}])  # fmt: skip
    off = (t("backup_turn_off_title"), t("backup_turn_off_msg1"))
    off_more = ({"text": t("backup_turn_off_msg2")},)
    settings = page(t("backup__synchronization_settings"), [
        {"list": [
            {"row": t("backup_settings_password_remove_title"),
             "secondary": t("backup_settings_password_remove_subtitle")},
            {"row": t("backup_settings_delete_title"),
             "secondary": t("backup_settings_delete_subtitle")}]},
        {"text": t("commons__info")},
        {"list": [{"row": t("backup_settings_account_title"), "secondary": MAIL}]}])  # fmt: skip
    delete = (t("backup__delete_file_title"), t("backup__delete_file_msg"))
    field = ({"field": t("backup__password"), "text": PASSWORD},)
    enter = t("backup__enter_password_dialog_title")
    removing = (enter, t("backup__remove_password_msg"))
    revoking = (enter, t("backup__revoke_google_access_msg"))
    behind = t("backup__synchronization_settings")
    where = "twofas BackupSettingsScreen"
    return [
        entry("opens-prompt", "twofas BackupScreen (sync on)", main,
              [(t("backup__drive_title"), False)]),
        entry("harmless", "twofas BackupScreen (sync on)", main,
              [(t("backup__export"), False)]),
        drawn_dialog("reversible", "twofas TurnOffConfirmationDialog", t("backup__2fas_backup"),
                     *off, buttons(t, "commons__cancel", "backup_turn_off_cta", None, False),
                     off_more),
        entry("opens-prompt", f"{where} (a backup with a password)", settings,
              [(t("backup_settings_delete_title"), False)]),
        entry("harmless", f"{where} (a backup with a password)", settings,
              [(t("backup_settings_password_remove_title"), False)]),
        drawn_dialog("delete", f"{where} (the delete RichConfirmDialog, no password)", behind,
                     *delete, buttons(t, "commons__cancel", "commons__delete", None, True)),
        drawn_dialog("opens-prompt", f"{where} (the delete RichConfirmDialog, a password)",
                     behind, *delete,
                     buttons(t, "commons__cancel", "commons__delete", None, False)),
        drawn_dialog("harmless", f"{where} (the delete RichConfirmDialog, a password)", behind,
                     *delete, buttons(t, "commons__cancel", "commons__delete", False, None)),
        drawn_dialog("delete", f"{where} (the delete PasswordDialog)", behind, *revoking,
                     buttons(t, "commons__cancel", "commons__continue", None, True), field),
        drawn_dialog("reversible", f"{where} (the remove-password PasswordDialog)", behind,
                     *removing, buttons(t, "commons__cancel", "commons__continue", None, False),
                     field),
    ]  # fmt: skip


def browser(t: Any) -> list[dict[str, Any]]:
    details = page(t("browser__browser_extension"), [
        {"list": [{"row": t("browser__name"), "secondary": BROWSER},
                  {"row": t("browser__pairing_date"), "secondary": DATE}]},
        {"button": t("browser__forget_this_browser")}])  # fmt: skip
    question = (
        t("browser__deleting_paired_device_title"),
        t("browser__deleting_paired_device_content"),
    )
    where = "twofas BrowserExtDetailsScreen (the forget ConfirmDialog)"
    behind = t("browser__browser_extension")
    return [
        entry("opens-prompt", "twofas BrowserExtDetailsScreen", details,
              [(t("browser__forget_this_browser"), False)]),
        drawn_dialog("revoke", where, behind, *question,
                     buttons(t, "commons__no", "commons__yes", None, True)),
        drawn_dialog("harmless", where, behind, *question,
                     buttons(t, "commons__no", "commons__yes", False, None)),
    ]  # fmt: skip
