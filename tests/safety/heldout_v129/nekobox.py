"""NekoBox's screens (``io.nekohasekai.sagernet``, NekoBox for Android, a proxy client built
on sing-box: profiles and groups of proxies, subscriptions, routing rules, backups and the
VPN service), strings from ``app/src/main/res/values*/strings.xml`` and, where a dialog
takes it from the platform, ``android.R.string.cancel`` (``PLATFORM``). The profile, group,
rule and server names are the same in every language.

Read from the code (``app/src/main/java/io/nekohasekai/sagernet``):
``ui/ConfigurationFragment.kt`` and ``res/layout/layout_profile.xml`` (a profile's row: its
name, address and type, the Edit, Share and Remove buttons, ``edit``, ``share`` and ``remove``;
Remove takes the row away and shows "Removed" with Undo, the profile being deleted only when
the snackbar goes, ``widget/UndoSnackbarManager.kt``); ``ui/MainActivity.kt`` and
``widget/ServiceButton.kt`` (the ``fab`` button, described Connect or Stop, which starts or
stops the VPN service); ``res/menu/add_profile_menu.xml`` (the configuration's overflow:
"Update current Group's subscription", "Clear traffic statistics", "Remove duplicate
servers", TCPing, "URL Test", "Clear test results", "Clear unavailable" and Order; "Remove
duplicate servers" and "Clear unavailable" only open a "Confirm" dialog, "Are you sure you
want to remove this profile?", with No and Yes, whose Yes deletes the duplicates or the
profiles whose test failed, with no undo); ``ui/profile/ProfileSettingsActivity.kt`` and
``res/menu/profile_config_menu.xml`` (a profile's settings: Remove, which opens
``DeleteConfirmationDialogFragment``, "Are you sure you want to remove this profile?" with
No and Yes, which deletes the profile, Apply, which saves it, "Create shortcut" and Move; and
leaving it unsaved, ``UnsavedChangesDialogFragment``, "Changes not saved. Do you want to
save?" with Cancel, No, which leaves without saving, and Yes, which saves);
``ui/GroupFragment.kt``, ``res/layout/layout_group_item.xml`` and
``res/menu/group_action_menu.xml`` (a group's row: its name, ``edit``, ``options`` and
``group_update``; ``options`` opens a popup of "Share subscription", "Export to Clipboard",
"QR code", Export and Clear, which opens "Confirm", "Are you sure you want to clear this
group?", with Cancel and Yes, which deletes every profile of the group);
``ui/GroupSettingsActivity.kt`` (a group's settings: Remove, which opens "Are you sure you want
to remove this group?" with No and Yes, which deletes the group and its profiles);
``ui/RouteFragment.kt`` and ``res/menu/add_route_menu.xml`` (Route's menu: "Create Route",
Reset, which opens "Confirm" with the same "Are you sure you want to clear this group?" and No
and Yes, which resets the routing rules to the defaults, and "Manage Route Assets");
``ui/RouteSettingsActivity.kt`` (a rule's settings: Remove, which opens "Are you sure you want
to remove this route?" with No and Yes, which deletes the rule); ``ui/BackupFragment.kt``,
``res/layout/layout_backup.xml`` and ``layout_import.xml`` (Backup: "Restore default
settings", which opens "Confirm" with its message and No and Yes, which resets every setting
and restarts the app; the three ``backup_*`` checkboxes; Export, Share and "Import from
file", which picks a file and opens "Import" with the same checkboxes, "Importing will
overwrite the existing data." and Cancel and Import, which replaces the profiles, groups,
rules or settings with the file's); and ``ui/LogcatFragment.kt`` and
``res/menu/logcat_menu.xml`` (Logs' menu: Update, "Export debug information" and "Clear
Logcat", which clears the log at once).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "io.nekohasekai.sagernet:id/"
PROFILE, ADDRESS, GROUP, RULE = "Tokyo-01", "jp1.example.net:443", "Provider A", "bypass-cn"


def screens(t: Any) -> list[dict[str, Any]]:
    return profiles(t) + groups(t) + routes(t) + backup(t)


def yes_no(t: Any, category: str, source: str, behind: str, title: str, message: str | None,
           no: bool | None, yes: bool | None,
           items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A confirmation with the app's own No and Yes."""
    return alert(category, f"nekobox {source}", behind, title, message, (t("no"), no),
                 (t("yes"), yes), items=items)  # fmt: skip


def profiles(t: Any) -> list[dict[str, Any]]:
    behind = t("menu_configuration")
    row = page(behind, [
        {"text": PROFILE, "rid": f"{ID}profile_name"},
        {"text": ADDRESS, "rid": f"{ID}profile_address"},
        {"text": "VLESS", "rid": f"{ID}profile_type"},
        {"icon": t("edit"), "rid": f"{ID}edit"}, {"icon": t("share"), "rid": f"{ID}share"},
        {"icon": t("delete"), "rid": f"{ID}remove"},
        {"icon": t("connect"), "rid": f"{ID}fab"}])  # fmt: skip
    removed = page(behind, [
        {"text": "Osaka-02", "rid": f"{ID}profile_name"},
        {"text": t("removed#1")}, {"button": t("undo")}])  # fmt: skip
    misc = [t(k) for k in (
        "update_current_subscription", "clear_traffic_statistics", "remove_duplicate",
        "connection_test_tcp_ping", "connection_test_url_test", "connection_test_clear_results",
        "connection_test_delete_unavailable", "group_order")]  # fmt: skip
    where = "nekobox ConfigurationFragment (overflow)"
    confirm, sure = t("confirm"), t("delete_confirm_prompt")
    twins = f"{sure}\nTokyo-01 (2)\nTokyo-01 (3)"
    settings = [t(k) for k in (
        "delete", "apply", "create_shortcut", "move", "custom_outbound_json",
        "custom_config_json")]  # fmt: skip
    unsaved = t("unsaved_changes_prompt"), None
    return [
        entry("reversible", "nekobox ConfigurationFragment (a profile)", row,
              [(t("delete"), False)]),
        entry("reversible", "nekobox ConfigurationFragment (a profile)", row,
              [(t("connect"), False)]),
        entry("reversible", "nekobox ConfigurationFragment (Removed)", removed,
              [(t("undo"), False)]),
        menu("reset", where, behind, misc, [(t("clear_traffic_statistics"), True)]),
        menu("opens-prompt", where, behind, misc, [(t("remove_duplicate"), False)]),
        menu("opens-prompt", where, behind, misc,
             [(t("connection_test_delete_unavailable"), False)]),
        yes_no(t, "delete", "ConfigurationFragment (Remove duplicate servers)", behind,
               confirm, twins, None, True),
        yes_no(t, "harmless", "ConfigurationFragment (Remove duplicate servers)", behind,
               confirm, twins, False, None),
        yes_no(t, "delete", "ConfigurationFragment (Clear unavailable)", behind, confirm, sure,
               None, True),
        menu("opens-prompt", "nekobox ProfileSettingsActivity (menu)", PROFILE, settings,
             [(t("delete"), False)]),
        menu("reversible", "nekobox ProfileSettingsActivity (menu)", PROFILE, settings,
             [(t("apply"), False)]),
        yes_no(t, "delete", "ProfileSettingsActivity (DeleteConfirmationDialogFragment)",
               PROFILE, sure, None, None, True),
        yes_no(t, "harmless", "ProfileSettingsActivity (DeleteConfirmationDialogFragment)",
               PROFILE, sure, None, False, None),
        alert("reversible", "nekobox ProfileSettingsActivity (UnsavedChangesDialogFragment)",
              PROFILE, *unsaved, (t("no"), None), (t("yes"), False), (t("android:cancel"), None)),
    ]  # fmt: skip


def groups(t: Any) -> list[dict[str, Any]]:
    behind = t("menu_group")
    row = page(behind, [
        {"text": GROUP, "rid": f"{ID}group_name"},
        {"text": t("group_status_proxies", 24), "rid": f"{ID}group_status"},
        {"icon": t("edit"), "rid": f"{ID}edit"}, {"id": "options"},
        {"button": t("group_update"), "rid": f"{ID}group_update"}])  # fmt: skip
    popup = [t(k) for k in (
        "share_subscription", "action_export_clipboard", "share_qr_nfc", "action_export",
        "clear_profiles")]  # fmt: skip
    where = "nekobox GroupFragment (a group's options)"
    clear = t("confirm"), t("clear_profiles_message")
    cancel = t("android:cancel")
    gone = t("delete_group_prompt")
    return [
        entry("harmless", "nekobox GroupFragment (a group)", row, [("options", False)]),
        menu("opens-prompt", where, GROUP, popup, [(t("clear_profiles"), False)]),
        alert("delete", "nekobox GroupFragment (Clear)", behind, *clear, (cancel, None),
              (t("yes"), True)),
        alert("harmless", "nekobox GroupFragment (Clear)", behind, *clear, (cancel, False),
              (t("yes"), None)),
        menu("opens-prompt", "nekobox GroupSettingsActivity (menu)", GROUP,
             [t("delete"), t("apply")], [(t("delete"), False)]),
        yes_no(t, "delete", "GroupSettingsActivity (DeleteConfirmationDialogFragment)", GROUP,
               gone, None, None, True),
        yes_no(t, "harmless", "GroupSettingsActivity (DeleteConfirmationDialogFragment)", GROUP,
               gone, None, False, None),
    ]  # fmt: skip


def routes(t: Any) -> list[dict[str, Any]]:
    behind = t("menu_route")
    options = [t("route_add"), t("route_reset"), t("route_manage_assets")]
    where = "nekobox RouteFragment (menu)"
    reset = t("confirm"), t("clear_profiles_message")
    gone = t("delete_route_prompt")
    logs = [t("group_update"), t("logcat"), t("clear_logcat")]
    return [
        menu("opens-prompt", where, behind, options, [(t("route_reset"), False)]),
        yes_no(t, "reset", "RouteFragment (Reset)", behind, *reset, None, True),
        yes_no(t, "harmless", "RouteFragment (Reset)", behind, *reset, False, None),
        menu("opens-prompt", "nekobox RouteSettingsActivity (menu)", RULE,
             [t("delete"), t("apply")], [(t("delete"), False)]),
        yes_no(t, "delete", "RouteSettingsActivity (DeleteConfirmationDialogFragment)", RULE,
               gone, None, None, True),
        menu("delete", "nekobox LogcatFragment (menu)", t("menu_log"), logs,
             [(t("clear_logcat"), True)]),
    ]  # fmt: skip


def backup(t: Any) -> list[dict[str, Any]]:
    behind = t("backup")
    boxes = (
        {"switch": t("backup_groups_and_configurations"), "rid": f"{ID}backup_configurations"},
        {"switch": t("backup_rules"), "rid": f"{ID}backup_rules"},
        {"switch": t("backup_settings"), "rid": f"{ID}backup_settings"},
    )  # fmt: skip
    shown = page(behind, [
        {"button": t("reset_settings"), "rid": f"{ID}reset_settings"}, *boxes,
        {"button": t("action_export"), "rid": f"{ID}action_export"},
        {"button": t("share"), "rid": f"{ID}action_share"},
        {"text": t("backup_summary")},
        {"button": t("action_import_file"), "rid": f"{ID}action_import_file"}])  # fmt: skip
    where = "nekobox BackupFragment"
    reset = t("confirm"), t("reset_settings_message")
    imported = (*boxes, {"text": t("backup_import_summary")})
    said = t("backup_import"), None
    cancel = t("android:cancel")
    return [
        entry("opens-prompt", where, shown, [(t("reset_settings"), False)]),
        entry("harmless", where, shown, [(t("action_import_file"), False)]),
        entry("reversible", where, shown, [(t("backup_settings"), False)]),
        yes_no(t, "reset", "BackupFragment (Restore default settings)", behind, *reset, None,
               True),
        yes_no(t, "harmless", "BackupFragment (Restore default settings)", behind, *reset,
               False, None),
        alert("overwrite", "nekobox BackupFragment (Import)", behind, *said, (cancel, None),
              (t("backup_import"), True), items=imported),
        alert("harmless", "nekobox BackupFragment (Import)", behind, *said, (cancel, False),
              (t("backup_import"), None), items=imported),
    ]  # fmt: skip
