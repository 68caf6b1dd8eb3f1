"""andOTP's screens (``org.shadowice.flocke.andotp``, a two-factor token manager: accounts
added, edited and removed, backups made and restored, the database's encryption and the
KeyStore), strings from ``app/src/main/res/values*/strings_*.xml`` (a ``string-array``
read whole from the language's folder) and, for ``android.R.string.ok`` and ``cancel``,
the platform's own OK and Cancel. The account names are the same in every language.

Read from the code (``app/src/main/java/org/shadowice/flocke/andotp``):
``View/EntriesCardAdapter.java``, ``res/menu/menu_popup.xml`` and ``res/layout/
component_card_default.xml`` (a card's copy and menu buttons; the card's popup menu: Edit,
"Change image", "Show QR Code", Remove and "Share as Keystrokes"; Remove opens the
``AlertDialog`` "Remove" with No and Yes, whose Yes calls ``removeEntry`` and saves the
database, with no undo; Edit opens ``Dialogs/ManualEntryDialog.java``, "Enter details" with
Cancel and Save); ``Activities/MainActivity.java`` and ``res/menu/menu_main.xml`` (the
overflow menu: Backup, Settings and About; the speed dial's "Enter details", "QR code from
image" and "Scan QR code"); ``Activities/BackupActivity.java`` and ``res/layout/
content_backup.xml`` (the Backups page: the backup type, "Create backup", the "Replace
existing entries" switch (``backup_replace``), "Restore old backup format" and "Restore
backup", which opens the system's file picker; for an encrypted backup the picked file is
followed by ``Dialogs/PasswordEntryDialog.java``, "Enter password" with the password field,
Cancel (``buttonCancel``) and OK (``buttonOk``), whose OK decrypts the file and calls
``restoreEntries``: with the switch on, the saved database is replaced by the backup's
entries, with it off they are merged; the plain-text backup's "Security warning" with No
and Yes, whose Yes goes on to the file picker); ``Activities/SettingsActivity.java`` and
``res/xml/preferences.xml``, ``preferences_special.xml`` ("Database encryption", whose
choice opens "Warning" with Cancel and OK, OK re-encrypting the database; "Panic Trigger",
a list of choices of what a panic trigger will do; "Clear KeyStore", which opens "Clear the
KeyStore?" with Cancel and OK, whose OK calls ``wipeKeys`` and, where the database is
encrypted with the Android KeyStore, ``wipeDatabase``: every account is lost).
"""

from __future__ import annotations

from typing import Any

from android_corpus import dialog
from screens import alert, entry, menu, page

ID = "org.shadowice.flocke.andotp:id/"
ACCOUNT, OTHER = "GitHub", "alice@example.com"


def screens(t: Any) -> list[dict[str, Any]]:
    return accounts(t) + backups(t) + settings(t)


def accounts(t: Any) -> list[dict[str, Any]]:
    main = page("andOTP", [
        {"text": ACCOUNT}, {"text": "492 817"},
        {"icon": t("button_card_copy_format", ACCOUNT), "rid": f"{ID}copyButton"},
        {"icon": t("button_card_options_format", ACCOUNT), "rid": f"{ID}menuButton"},
        {"icon": t("button_add"), "rid": f"{ID}speedDial"}])  # fmt: skip
    popup = [t("menu_popup_edit"), t("menu_popup_change_image"),
             t("menu_popup_show_qr_code"), t("menu_popup_remove"),
             t("menu_send_keystrokes")]  # fmt: skip
    overflow = [t("menu_main_backup"), t("menu_main_settings"), t("menu_main_about")]
    fab = [t("button_enter_details"), t("button_qr_from_image"), t("button_scan_qr")]
    title, said = t("dialog_title_remove"), t("dialog_msg_confirm_delete", ACCOUNT)
    where = "andotp EntriesCardAdapter"
    details = ({"text": t("label_issuer")}, {"field": f"{ID}manual_issuer", "text": ACCOUNT},
               {"text": t("label_label")}, {"field": f"{ID}manual_label", "text": OTHER},
               {"text": t("label_secret")},
               {"field": f"{ID}manual_secret", "text": "••••••••••••••••"},
               {"button": t("label_advanced"), "rid": f"{ID}dialog_expand_button"})  # fmt: skip
    empty = ({"text": t("label_issuer")}, {"field": f"{ID}manual_issuer"},
             {"text": t("label_label")}, {"field": f"{ID}manual_label"},
             {"text": t("label_secret")}, {"field": f"{ID}manual_secret"},
             {"button": t("label_advanced"), "rid": f"{ID}dialog_expand_button"})  # fmt: skip
    enter = t("dialog_title_manual_entry")
    return [
        entry("harmless", "andotp MainActivity (a card)", main, [("menuButton", False)]),
        menu("opens-prompt", f"{where} (a card's popup menu)", "andOTP", popup,
             [(t("menu_popup_remove"), False)]),
        alert("delete", f"{where} (Remove)", "andOTP", title, said, (t("no"), None),
              (t("yes"), True)),
        alert("delete", f"{where} (Remove, another account)", "andOTP", title,
              t("dialog_msg_confirm_delete", OTHER), (t("no"), None), (t("yes"), True)),
        alert("harmless", f"{where} (Remove)", "andOTP", title, said, (t("no"), False),
              (t("yes"), None)),
        menu("harmless", "andotp MainActivity (the overflow menu)", "andOTP", overflow,
             [(t("menu_main_backup"), False)]),
        menu("harmless", "andotp MainActivity (the speed dial)", "andOTP", fab,
             [(t("button_enter_details"), False)]),
        alert("reversible", "andotp ManualEntryDialog (an account's Edit)", "andOTP", enter,
              None, (t("android:cancel"), None), (t("button_save"), False), items=details),
        alert("reversible", "andotp ManualEntryDialog (a new account)", "andOTP", enter,
              None, (t("android:cancel"), None), (t("button_save"), False), items=empty),
    ]  # fmt: skip


def backups(t: Any) -> list[dict[str, Any]]:
    title = t("backup_activity_title")
    screen = page(title, [
        {"text": t("backup_label_type")},
        {"row": t("@backup_list_type_names/1"), "rid": f"{ID}backupType"},
        {"text": t("backup_label_crypt")},
        {"button": t("backup_button_backup"), "rid": f"{ID}buttonBackup"},
        {"text": t("backup_title_replace")}, {"text": t("backup_desc_replace")},
        {"switch": "", "rid": f"{ID}backup_replace"},
        {"switch": t("backup_check_restore_old"), "rid": f"{ID}restoreOldCrypt"},
        {"button": t("backup_button_restore"), "rid": f"{ID}buttonRestore"}])  # fmt: skip
    field = ({"field": f"{ID}passwordInput", "hint": t("dialog_label_enter_password"),
              "text": "••••••••••"},)  # fmt: skip
    asked = "andotp PasswordEntryDialog (restoring an encrypted backup"
    cancel, ok = t("android:cancel"), t("android:ok")

    def password(category: str, switch: str, bad: bool | None, cancelled: bool | None,
                 ) -> dict[str, Any]:  # fmt: skip
        buttons = [(cancel, f"{ID}buttonCancel", cancelled), (ok, f"{ID}buttonOk", bad)]
        return dialog(category, f"{asked}, {switch})", title,
                      t("dialog_title_enter_password"), None, buttons, field)  # fmt: skip

    warning = t("backup_dialog_title_security_warning")
    said = t("backup_dialog_msg_export_warning")
    return [
        entry("opens-prompt", "andotp BackupActivity", screen,
              [(t("backup_button_restore"), False)]),
        entry("reversible", "andotp BackupActivity", screen, [("backup_replace", False)]),
        password("overwrite", "Replace existing entries on", True, None),
        password("reversible", "Replace existing entries off", False, None),
        password("harmless", "Replace existing entries on", None, False),
        alert("harmless", "andotp BackupActivity (Security warning, a plain-text backup)",
              title, warning, said, (t("no"), None), (t("yes"), False)),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("settings_activity_title")
    screen = page(title, [
        {"row": t("settings_title_encryption"), "secondary": t("@settings_entries_encryption/0")},
        {"row": t("settings_title_panic"), "secondary": t("settings_desc_panic")},
        {"text": t("about_title_special_features")},
        {"switch": t("settings_title_special_features"),
         "secondary": t("settings_desc_special_features")},
        {"switch": t("settings_title_enable_screenshot"),
         "secondary": t("settings_desc_enable_screenshot")},
        {"row": t("settings_title_clear_keystore"),
         "secondary": t("settings_desc_clear_keystore")}])  # fmt: skip
    cancel, ok = t("android:cancel"), t("android:ok")
    clear = t("settings_dialog_title_clear_keystore")
    keystore = t("settings_dialog_msg_clear_keystore_keystore")
    password = t("settings_dialog_msg_clear_keystore_password")
    where = "andotp SettingsActivity"
    encryption = ({"radio": t("@settings_entries_encryption/0")},
                  {"radio": t("@settings_entries_encryption/1")})  # fmt: skip
    panic = ({"switch": t("@settings_entries_panic/0")},
             {"switch": t("@settings_entries_panic/1")})  # fmt: skip
    warning, change = t("settings_dialog_title_warning"), t("settings_dialog_msg_encryption_change")
    return [
        entry("opens-prompt", where, screen, [(t("settings_title_clear_keystore"), False)]),
        alert("delete", f"{where} (Clear the KeyStore?, Android KeyStore encryption)", title,
              clear, keystore, (cancel, None), (ok, True)),
        alert("reversible", f"{where} (Clear the KeyStore?, Password / PIN encryption)", title,
              clear, password, (cancel, None), (ok, False)),
        alert("harmless", f"{where} (Clear the KeyStore?, Android KeyStore encryption)", title,
              clear, keystore, (cancel, False), (ok, None)),
        alert("opens-prompt", f"{where} (Database encryption)", title,
              t("settings_title_encryption"), None, (cancel, None), None, items=encryption,
              taps=((t("@settings_entries_encryption/1"), False),)),
        alert("reversible", f"{where} (Warning, changing the encryption)", title, warning,
              change, (cancel, None), (ok, False)),
        alert("reversible", f"{where} (Panic Trigger)", title, t("settings_title_panic"), None,
              (cancel, None), (ok, None), items=panic,
              taps=((t("@settings_entries_panic/0"), False),)),
    ]  # fmt: skip
