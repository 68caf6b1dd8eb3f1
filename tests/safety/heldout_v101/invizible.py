"""InviZible Pro's screens (``pan.alexander.tordnscrypt.stable``, the F-Droid build of an
Android app that runs Tor, DNSCrypt and I2P with a firewall: settings reset and restored,
DNSCrypt rules erased, modules updated, configuration and firewall changes saved), strings
from ``tordnscrypt/src/main/res/values*/strings.xml``. The module names are the same in every
language.

Read from the code (``tordnscrypt/src/main``): ``java/.../backup/BackupFragment.java`` and
``res/layout/fragment_backup.xml`` (the "Backup & Restore" page's buttons
``btnResetSettings``, ``btnRestoreBackup`` and ``btnSaveBackup``; the folder card is hidden
where the logs folder is not reachable, as on Android 10 and later; "Reset Settings" and
"Restore Settings" only open ``showAreYouSureDialog``, titled by the button, "Are you sure?
This action cannot be undone!", with Cancel and OK: OK in "Reset Settings" runs
``ResetHelper.resetSettings``, which removes the modules' installation folders and clears
every preference; OK in "Restore Settings" opens the system's file picker (``openFileWithSAF``)
on Android 10 and later, the settings being restored only once a backup file is picked; "Save
Settings" saves a backup); ``java/.../settings/dnscrypt_settings/PreferencesDNSFragment.java``
and ``res/xml/preferences_dnscrypt.xml`` (the DNSCrypt settings' rule sections: Blacklist,
Whitelist, "IP Blacklist" and "Forwarding rules", which open their rules' pages, and "Erase
blacklist", "Erase whitelist", "Erase IP blacklist" and "Erase forwarding rules", which only
open the same "Are you sure?" dialog, whose OK erases the rules' files and their remote
lists' addresses with ``RulesEraser``); ``java/.../dialogs/AskRestoreDefaultsDialog.java``
(when a module cannot start: "Attention", Cancel and Reset, which resets that module's
settings with ``resetModuleSettings``); ``java/.../dialogs/UpdateModulesDialogFragment.java``
("Update", "This will overwrite your modules settings!", with "Not ask again", Later and
Update, which stops the modules and marks them for reinstalling, overwriting their settings);
``java/.../dialogs/SendCrashReport.kt`` ("Info", a crash report found: Cancel, "Don't show" and
OK, which writes the log and opens an e-mail to the developer with it attached, to be sent
from the mail app); ``java/.../dialogs/DialogSaveConfigChanges.java`` (leaving the
configuration editor: "Warning!", "Discard changes" and "Save changes", which writes the edited
file and restarts the module); ``java/.../settings/firewall/SaveFirewallChangesDialog.kt``
(leaving the firewall with changes: Cancel and OK, which saves the apps' rules).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, page

ID = "pan.alexander.tordnscrypt.stable:id/"
MODULE = "Tor"


def screens(t: Any) -> list[dict[str, Any]]:
    return backup(t) + rules(t) + modules(t)


def backup(t: Any) -> list[dict[str, Any]]:
    title = t("drawer_menu_backup")
    buttons = page(title, [
        {"button": t("btnResetSettings"), "rid": f"{ID}btnResetSettings"},
        {"button": t("btnRestoreBackup"), "rid": f"{ID}btnRestoreBackup"},
        {"button": t("btnSaveBackup"), "rid": f"{ID}btnSaveBackup"}])  # fmt: skip
    where = "invizible BackupFragment"
    sure = t("areYouSure")
    ok, cancel = t("ok"), t("cancel")
    return [
        entry("opens-prompt", where, buttons, [(t("btnResetSettings"), False)]),
        entry("opens-prompt", where, buttons, [(t("btnRestoreBackup"), False)]),
        entry("harmless", where, buttons, [(t("btnSaveBackup"), False)]),
        alert("reset", f"{where} (Reset Settings)", title, t("btnResetSettings"), sure,
              (cancel, None), (ok, True)),
        alert("harmless", f"{where} (Reset Settings)", title, t("btnResetSettings"), sure,
              (cancel, False), (ok, None)),
        alert("opens-prompt", f"{where} (Restore Settings)", title, t("btnRestoreBackup"),
              sure, (cancel, None), (ok, False)),
        alert("harmless", f"{where} (Restore Settings)", title, t("btnRestoreBackup"), sure,
              (cancel, False), (ok, None)),
    ]  # fmt: skip


def rules(t: Any) -> list[dict[str, Any]]:
    title = t("drawer_menu_DNSSettings")
    settings = page(title, [
        {"text": t("pref_dnscrypt_blacklist_categ")}, {"row": t("pref_dnscrypt_blacklist")},
        {"row": t("pref_dnscrypt_erase_blacklist")},
        {"text": t("pref_dnscrypt_whitelist_categ")}, {"row": t("pref_dnscrypt_whitelist")},
        {"row": t("pref_dnscrypt_erase_whitelist")},
        {"text": t("pref_dnscrypt_ipblacklist_categ")},
        {"row": t("pref_dnscrypt_ipblacklist")}, {"row": t("pref_dnscrypt_erase_ipblacklist")},
        {"text": t("pref_dnscrypt_forwarding_rules_categ")},
        {"row": t("pref_dnscrypt_forwarding_rules")},
        {"row": t("pref_dnscrypt_erase_forwarding_rules")}])  # fmt: skip
    where = "invizible PreferencesDNSFragment"
    sure = t("areYouSure")
    ok, cancel = t("ok"), t("cancel")

    def erase(key: str, category: str, cancels: bool | None, oks: bool | None) -> dict[str, Any]:
        return alert(category, f"{where} ({key})", title, t(key), sure, (cancel, cancels),
                     (ok, oks))  # fmt: skip

    return [
        entry("opens-prompt", where, settings, [(t("pref_dnscrypt_erase_blacklist"), False)]),
        entry("harmless", where, settings, [(t("pref_dnscrypt_blacklist"), False)]),
        entry("opens-prompt", where, settings,
              [(t("pref_dnscrypt_erase_forwarding_rules"), False)]),
        erase("pref_dnscrypt_erase_blacklist", "delete", None, True),
        erase("pref_dnscrypt_erase_blacklist", "harmless", False, None),
        erase("pref_dnscrypt_erase_whitelist", "delete", None, True),
        erase("pref_dnscrypt_erase_ipblacklist", "delete", None, True),
        erase("pref_dnscrypt_erase_forwarding_rules", "delete", None, True),
    ]  # fmt: skip


def modules(t: Any) -> list[dict[str, Any]]:
    main = t("app_name")
    defaults = t("ask_reset_settings_text", MODULE, MODULE)
    update = t("update_core_message")
    crash = t("dialog_send_crash_report")
    later, again, yes = t("update_core_no"), t("update_core_not_show_again"), t("update_core_yes")
    ok, cancel = t("ok"), t("cancel")
    return [
        alert("reset", "invizible AskRestoreDefaultsDialog", main, t("reset_settings_title"),
              defaults, (cancel, None), (t("ask_reset_settings_btn"), True)),
        alert("harmless", "invizible AskRestoreDefaultsDialog", main,
              t("reset_settings_title"), defaults, (cancel, False),
              (t("ask_reset_settings_btn"), None)),
        alert("overwrite", "invizible UpdateModulesDialogFragment", main,
              t("update_core_title"), update, (later, None), (yes, True), (again, None)),
        alert("harmless", "invizible UpdateModulesDialogFragment", main,
              t("update_core_title"), update, (later, False), (yes, None), (again, None)),
        alert("opens-page", "invizible SendCrashReport", main, t("helper_dialog_title"), crash,
              (t("dont_show"), None), (ok, False), (cancel, None)),
        alert("harmless", "invizible SendCrashReport", main, t("helper_dialog_title"), crash,
              (t("dont_show"), False), (ok, None), (cancel, None)),
        alert("reversible", "invizible DialogSaveConfigChanges", "dnscrypt-proxy.toml",
              t("warning"), t("config_changes_dialog_message"), (t("discard_changes"), None),
              (t("save_changes"), False)),
        alert("reversible", "invizible SaveFirewallChangesDialog", t("menu_firewall"),
              t("menu_firewall"), t("ask_save_changes"), (cancel, None), (ok, False)),
        alert("harmless", "invizible SaveFirewallChangesDialog", t("menu_firewall"),
              t("menu_firewall"), t("ask_save_changes"), (cancel, False), (ok, None)),
    ]  # fmt: skip
