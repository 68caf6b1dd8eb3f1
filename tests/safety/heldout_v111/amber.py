"""Amber's screens (``com.greenart7c3.nostrsigner``, a Nostr signer that holds one's private
key and signs for other apps: events signed, apps connected, their connections reset and
deleted, permissions set, logs and activity wiped, the apps' backup published to relays and
restored, feedback and crash reports sent), strings from
``app/src/main/res/values*/strings.xml``. The apps, the account, its key and the relays on
the screens are the same in every language.

Read from the code (``app/src/main/java/com/greenart7c3/nostrsigner/ui``):
``components/EventData.kt``, ``RememberMyChoice.kt``, ``AcceptRejectButtons.kt`` and
``SigningAs.kt`` (an app's request to sign, under "Incoming Request": the app, "wants you to
sign a ..." with the event's kind, "Show Details", "Signing as" with the account, the
"Automatically sign this for" choices from Never to Always, only kept when a button is
tapped, then Reject, which answers the app with a refusal, and Accept, which signs the event
with the account's key and hands it to the app); ``components/BunkerConnectRequestScreen.kt``
and ``ChooseSignPolicy.kt`` (a Nostr Connect request: the app, its address, Account,
"Relays used", Permissions with "Approve basic actions", "Manually approve each permission"
and "I fully trust this application", ADVANCED, then Cancel and Connect, which saves the
app with the chosen permissions and answers it through the relays);
``components/BunkerSingleEventHomeScreen.kt`` ("Replace connection", shown when an app of that
name is already connected: Replace, which connects the new app in the old one's place so
that the old one stops working, "Create a new connection", which connects it beside the old
one, and Cancel); ``EditPermission.kt`` and ``actions/RemoveAllPermissionsDialog.kt`` (an app's
Permissions page: "Show activity", "Edit configuration", each permission's Allow, Deny and
Ask with its "Automatically sign this for" choices, saved at once and changed again the
same way, and "Remove all permissions", which only opens Remove, whose confirming button
reads as its title and is not tapped); ``EditConfigurationScreen.kt`` (Edit configuration: the
app's name, "Close application when accepting or rejecting a permission", its relays, each
with a Delete icon that only drops it from the list until Update, then Update, which saves,
"Reset Bunker", which gives the app a new key and secret, drops its permissions' link and
deletes its history, so the app must connect again, and "Delete Application", which deletes
the app and its history at once); ``actions/AccountsBottomSheet.kt``, ``LogoutButton.kt`` and
``LogoutDialog.kt`` ("Select Account": the account with its Copy, "Edit name" and Logout icons,
Logout only opening Logout, whose confirming button reads as its title and is not tapped,
and "Add New Account"); ``SettingsScreen.kt`` (Settings: its sections' rows, each opening its
page, "Disconnect Built-in Tor", which only opens "Disconnect from Tor?", whose Yes turns
Tor off and whose No closes it, and "Clear logs and activity", which deletes every account's
log and activity entries older than a week at once); ``SecurityScreen.kt`` and
``LocalPreferences.kt`` (Security: "Enable biometrics", kept by Save, "Privacy mode", whose
switch turns it on at once and wipes every account's logs and activity history
(``updatePrivacyMode``), "Require unlocked device for key access", "Setup PIN", "When to
ask" and Save); ``LogsScreen.kt`` (Logs: "Export logs" and "Clear logs", which empties the log
at once, over the log's entries); ``ApplicationsBackupScreen.kt`` and
``service/ApplicationBackup.kt`` (Applications backup: the account, "Backup now", which signs
and publishes a new encrypted backup event of kind 30078 in place of the one on the relays,
and "Restore from relays", which only opens "Restore applications?", whose Yes replaces the
permissions of the apps already on the phone with the backed-up ones and whose No closes
it); ``FeedbackScreen.kt`` ("Give us feedback": "Bug report" and "Enhancement request", Subject,
the body and Send, which sends the feedback to Amber's developer as a Nostr event);
``CrashReportScreen.kt`` ("Crash Report found": the report, editable, Cancel and "Send it",
which sends it to Amber in a direct message); ``UpdateSettingsScreen.kt`` and
``service/ZapstoreUpdater.kt`` (Updates: the versions, "Download and install update", which
downloads the new version and opens the system's installer, which asks, and "Automatically
check for updates").
"""

from __future__ import annotations

from typing import Any

from screens import entry, page, popup

APP, OTHER, URL = "Coracle", "Nostrudel", "https://coracle.social"
NAME, NPUB = "ferris", "npub1q3sle…8h2kz"
RELAY, WHEN = "wss://relay.nsec.app", "12/04/2026 21:41"
LOGOUT = (
    "logging_out_deletes_all_your_local_information_make_sure_to_have_your_private_keys_"
    "backed_up_to_avoid_losing_your_account_do_you_want_to_continue"
)
CRASH = (
    "would_you_like_to_send_the_recent_crash_report_to_amber_in_a_dm_no_personal_"
    "information_will_be_shared"
)
"""Two strings' long names."""
REMEMBER = ["never", "five_minutes_short", "ten_minutes_short", "one_hour_short",
            "one_day_short", "one_week_short", "always"]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return requests(t) + applications(t) + settings(t) + backups(t)


def capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


def sign_request(t: Any, kind: str) -> dict[str, Any]:
    """An app's request to sign an event of ``kind`` (a string's name)."""
    return page(t("incoming_request"), [
        {"text": APP}, {"text": capitalized(t("wants_you_to_sign_a", t(kind)))},
        {"button": t("show_details")}, {"text": t("signing_as")}, {"text": NAME},
        {"text": NPUB}, {"text": t("automatically_sign_this_for")},
        *({"radio": t(r)} for r in REMEMBER),
        {"button": t("reject")}, {"button": t("accept")}])  # fmt: skip


def requests(t: Any) -> list[dict[str, Any]]:
    note, deletion = sign_request(t, "event_kind_1"), sign_request(t, "event_kind_5")
    where = "amber EventData (IntentSingleEventHomeScreen)"
    policies = [("sign_policy_basic", "sign_policy_basic_explainer"),
                ("sign_policy_manual_new_app", "sign_policy_manual_new_app_explainer"),
                ("sign_policy_fully", "sign_policy_fully_explainer")]  # fmt: skip
    connect = page(t("incoming_request"), [
        {"text": APP}, {"text": URL}, {"text": t("account")},
        {"row": NAME, "secondary": NPUB}, {"text": t("relays_used")}, {"text": RELAY},
        {"text": t("permissions")},
        *({"radio": t(k), "secondary": t(s)} for k, s in policies),
        {"row": t("advanced").upper()},
        {"button": t("cancel")}, {"button": t("connect")}])  # fmt: skip
    connecting = "amber BunkerConnectRequestScreen"
    replacing = "amber BunkerSingleEventHomeScreen (Replace connection)"
    replace = (t("replace_connection"), t("replace_app_message", APP))
    behind = t("incoming_request")

    def replace_dialog(category: str, tapped: str, bad: bool) -> dict[str, Any]:
        keys = ["replace", "create_a_new_connection", "cancel"]
        buttons = [(t(k), bad if k == tapped else None) for k in keys]
        return popup(category, replacing, behind, *replace, buttons)

    return [
        entry("sign", f"{where} (a short text note)", note, [(t("accept"), True)]),
        entry("harmless", f"{where} (a short text note)", note, [(t("reject"), False)]),
        entry("reversible", f"{where} (a short text note)", note, [(t("always"), False)]),
        entry("sign", f"{where} (an event deletion request)", deletion, [(t("accept"), True)]),
        entry("grant", connecting, connect, [(t("connect"), True)]),
        entry("harmless", connecting, connect, [(t("cancel"), False)]),
        entry("reversible", connecting, connect, [(t("sign_policy_fully"), False)]),
        replace_dialog("revoke", "replace", True),
        replace_dialog("grant", "create_a_new_connection", True),
        replace_dialog("harmless", "cancel", False),
    ]  # fmt: skip


def applications(t: Any) -> list[dict[str, Any]]:
    permissions = page(t("permissions"), [
        {"button": t("activity")}, {"button": t("edit_configuration")},
        {"text": t("edit_permissions_description")},
        {"text": t("sign", t("event_kind_1"))}, {"text": t("action")},
        *({"radio": t(k)} for k in ("allow", "deny", "ask")),
        {"text": t("automatically_sign_this_for")},
        *({"radio": t(r)} for r in REMEMBER[1:]),
        {"button": t("remove_all_permissions")}])  # fmt: skip
    where = "amber EditPermission"
    remove = (t("remove"), t("remove_all_message"))
    config = page(t("edit_configuration"), [
        {"text": t("edit_configuration_description")},
        {"field": t("name"), "text": APP},
        {"switch": t("close_application")},
        {"field": t("wss"), "text": ""}, {"icon": t("add")},
        {"text": RELAY}, {"icon": t("delete")},
        {"button": t("update")}, {"button": t("reset_bunker")},
        {"button": t("delete_application")}])  # fmt: skip
    editing = "amber EditConfigurationScreen"
    accounts = (
        {"text": NAME},
        {"text": NPUB},
        {"icon": t("copy_to_clipboard")},
        {"icon": t("edit_name")},
        {"icon": t("logout")},
    )
    sheet = "amber AccountsBottomSheet"
    home = t("applications")
    logout = (t("logout"), t(LOGOUT))
    return [
        entry("opens-prompt", where, permissions, [(t("remove_all_permissions"), False)]),
        entry("reversible", where, permissions, [(t("deny"), False)]),
        popup("harmless", f"{where} (RemoveAllPermissionsDialog)", t("permissions"), *remove,
              [(t("cancel"), False), (t("remove"), None)]),
        entry("revoke", editing, config, [(t("delete_application"), True)]),
        entry("revoke", editing, config, [(t("reset_bunker"), True)]),
        entry("reversible", editing, config, [(t("update"), False)]),
        entry("reversible", editing, config, [(t("delete"), False)]),
        popup("opens-prompt", sheet, home, t("select_account"), None,
              [(t("add_new_account"), None)], accounts, taps=((t("logout"), False),)),
        popup("harmless", f"{sheet} (LogoutDialog)", home, *logout,
              [(t("cancel"), False), (t("logout"), None)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    rows = [("security", "security_subtitle"), ("backup_keys", "backup_keys_subtitle"),
            ("sign_policy", "sign_policy_subtitle"), ("disconnect_builtin_tor", "tor_subtitle"),
            ("relays", "relays_subtitle"), ("service_settings", "service_settings_subtitle"),
            ("applications_backup", "applications_backup_subtitle"),
            ("language", "language_subtitle"), ("auth_whitelist", "auth_whitelist_subtitle"),
            ("logs", "logs_subtitle"), ("give_us_feedback", "give_us_feedback_subtitle"),
            ("update_settings", "update_settings_subtitle")]  # fmt: skip
    sections = {"security": "settings_section_account", "disconnect_builtin_tor":
                "settings_section_network", "service_settings": "settings_section_service",
                "language": "settings_section_general", "give_us_feedback":
                "settings_section_help"}  # fmt: skip
    items: list[dict[str, Any]] = []
    for key, sub in rows:
        if key in sections:
            items.append({"text": t(sections[key])})
        items.append({"row": t(key), "secondary": t(sub)})
    items += [{"text": t("database_size_mb", "3.2")}, {"button": t("clear_logs_and_activity")}]
    home = page(t("settings"), items)
    where = "amber SettingsScreen"
    tor = (
        t("do_you_really_want_to_disable_tor_title"),
        t("do_you_really_want_to_disable_tor_text"),
    )
    security = page(t("security"), [
        {"switch": t("enable_biometrics")},
        {"switch": t("privacy_mode"), "secondary": t("privacy_mode_description")},
        {"switch": t("require_unlocked_device"),
         "secondary": t("require_unlocked_device_description")},
        {"switch": t("setup_pin")}, {"row": t("when_to_ask"), "secondary": t("every_time")},
        {"button": t("save")}])  # fmt: skip
    logs = page(t("logs"), [
        {"button": t("export_logs")}, {"button": t("clear_logs")},
        {"text": WHEN}, {"text": RELAY}, {"text": "bunker"},
        {"text": "sign_event 1 accepted"}])  # fmt: skip
    return [
        entry("delete", where, home, [(t("clear_logs_and_activity"), True)]),
        entry("harmless", where, home, [(t("backup_keys"), False)]),
        entry("opens-prompt", where, home, [(t("disconnect_builtin_tor"), False)]),
        popup("reversible", f"{where} (Disconnect from Tor?)", t("settings"), *tor,
              [(t("no"), None), (t("yes"), False)]),
        entry("delete", "amber SecurityScreen", security, [(t("privacy_mode"), True)]),
        entry("reversible", "amber SecurityScreen", security, [(t("save"), False)]),
        entry("delete", "amber LogsScreen", logs, [(t("clear_logs"), True)]),
    ]  # fmt: skip


def backups(t: Any) -> list[dict[str, Any]]:
    backup = page(t("applications_backup"), [
        {"text": t("applications_backup_explainer")}, {"text": NAME}, {"text": NPUB},
        {"button": t("backup_now")}, {"button": t("restore_from_relays")}])  # fmt: skip
    where = "amber ApplicationsBackupScreen"
    restore = (t("restore_confirm_title"), t("restore_confirm_text"))
    feedback = page(t("give_us_feedback"), [
        {"text": t("feedback_type")}, {"radio": t("bug_report")},
        {"radio": t("enhancement_request")},
        {"field": t("subject"), "text": "Signing fails after update"},
        {"field": t("body_text_optional"), "text": "Coracle shows an error."},
        {"button": t("send")}])  # fmt: skip
    crash = page(t("crashreport_found"), [
        {"text": t(CRASH)},
        {"text": "java.lang.IllegalStateException at MainActivity"},
        {"button": t("cancel")}, {"button": t("crashreport_found_send")}])  # fmt: skip
    updates = page(t("update_settings"), [
        {"text": t("current_version", "4.0.1")}, {"text": t("update_available", "4.1.0")},
        {"button": t("download_and_install_update")},
        {"switch": t("auto_check_updates")},
        {"row": t("update_check_frequency"),
         "secondary": t("update_frequency_daily")}])  # fmt: skip
    return [
        entry("overwrite", where, backup, [(t("backup_now"), True)]),
        entry("opens-prompt", where, backup, [(t("restore_from_relays"), False)]),
        popup("overwrite", f"{where} (Restore applications?)", t("applications_backup"),
              *restore, [(t("no"), None), (t("yes"), True)]),
        popup("harmless", f"{where} (Restore applications?)", t("applications_backup"),
              *restore, [(t("no"), False), (t("yes"), None)]),
        entry("send", "amber FeedbackScreen", feedback, [(t("send"), True)]),
        entry("send", "amber CrashReportScreen", crash, [(t("crashreport_found_send"), True)]),
        entry("harmless", "amber CrashReportScreen", crash, [(t("cancel"), False)]),
        entry("opens-prompt", "amber UpdateSettingsScreen", updates,
              [(t("download_and_install_update"), False)]),
    ]  # fmt: skip
