"""AFWall+'s screens (``dev.ukanth.ufirewall``, an iptables firewall for rooted Android: rules
applied and flushed, the firewall turned off, rules imported from a backup over the current
ones, logs cleared, profiles deleted, unsaved ticks discarded), strings from
``app/src/main/res/values*/strings.xml``. The apps, backup file, addresses and profile on the
screens are the same in every language.

Read from the code (``app/src/main/java/dev/ukanth/ufirewall``): ``res/menu/menu_bar.xml`` and
``MainActivity.java`` (the main page's Menu icon opens a submenu whose first rows,
``menu_toggle`` and ``menu_apply``, read "Disable firewall" and "Apply" while the firewall is
on (``menuSetApplyOrSave``), then "View log", "Show rules", "Set custom script", Preferences,
Export, Import, Legend, Help and Exit; "Disable firewall" turns the firewall off at once
(``disableOrEnable``: ``purgeRules``) unless the "confirm" preference, off by default, asks
``confirmDisable``'s "Completely DISABLE the firewall?" with Yes, which purges the rules, and
No; "Apply" writes the ticked apps' rules (``applyOrSaveRules``); Import opens
``showImportDialog``, a single-choice list ("Import rules only", "Import rules, profile
settings, and preferences") with Import and Cancel, Import with the first row chosen opening
``util/FileDialog.java``'s list of the backup folder (its path for a title, "..", the backup
files), where tapping a file calls ``Api.loadSharedPreferencesFromFile`` at once, putting
the file's rules in place of the current ones; Export opens ``showExportDialog``, whose Export
with "Export rules only" chosen calls ``Api.exportRulesToFileConfirm``, writing a new file
named with the date and time; the Actions icon ``img_action`` opens ``selectAction``'s list
"Invert all", Clone and "Clear All", each only opening ``selectActionConfirmation``'s
"Confirmation" ("Clear all the selected apps?" with OK, which unticks every app in the list,
not saved until applied, and Cancel); a column's icon (``img_wifi``) opens "Select action on
column" with "Check all", "Invert all" and "Uncheck all", ticking or unticking that column at
once, unsaved; Back with unsaved ticks asks "Confirmation" ("You have unsaved changes…") with
Apply, which applies them, and Discard, which drops them and closes the page);
``activity/LogActivity.java`` ("Firewall Logs": its menu's "Clear log" and "Switch to old
view"; "Clear log" only opens "Clear log ?" with Yes, which resets the log database, and No);
``activity/RulesActivity.java`` ("Iptables rules": its menu's "Flush rules", which only opens
"Confirmation" ("Flush all iptables rules?") with Yes, which runs ``Api.flushAllRules``
(``iptables -F`` and ``-X`` on every chain of the filter table, for IPv4 and IPv6), and No, and
"Send error report", which opens an e-mail chooser); ``activity/ProfileActivity.java`` (a
profile's context menu: Clone, Rename and Delete, which deletes the profile and its rules at
once, with no dialog; Rename only opens a form); ``activity/LogDetailActivity.java`` (a log
row's context menu "Select The Action": show, ping and resolve the destination or source, and
"Disable log notification", which silences that app's block notifications until re-enabled;
"Show Destination Address" opens "Destination Address" with OK and "Copy text", which copies
it); ``activity/CustomScriptActivity.java`` and ``res/layout/customscript.xml`` ("Set custom
script": the fields ``customscript`` and ``customscript2``, ``customscript_ok`` (the platform's
OK), which saves the scripts, and ``customscript_cancel``; Back with changed scripts asks
"Unsaved changes" with Apply, which saves them, and Discard, which drops them).
"""

from __future__ import annotations

from typing import Any

from screens import AFWALL, entry, md, menu, page

APP, FILE = "K-9 Mail", "afwall-backup-2025-03-14-09-12-40.json"
FOLDER = "/storage/emulated/0/Android/data/dev.ukanth.ufirewall/files"
ADDRESS, PROFILE = "142.250.74.46:443", "Profile 2"


def screens(t: Any) -> list[dict[str, Any]]:
    return main(t) + backups(t) + logs(t) + other(t)


def main(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    rows = [t(k) for k in ("fw_disabled", "applyrules", "show_log", "showrules",
                           "set_custom_script", "preferences", "exports", "imports",
                           "menu_legend", "help", "exit")]  # fmt: skip
    where = "afwall menu_bar (Menu)"
    disabling = "afwall MainActivity (confirmDisable)"
    acting = "afwall MainActivity (selectAction)"
    rows_action = tuple({"row": t(k)} for k in ("invert_all", "clone", "clear_all"))
    clearing = "afwall MainActivity (selectActionConfirmation, Clear All)"
    column = "afwall MainActivity (selectActionConfirmation, a column)"
    rows_column = tuple({"row": t(k)} for k in ("check_all", "invert_all", "uncheck_all"))
    leaving = "afwall MainActivity (onKeyUp, unsaved changes)"
    unsaved = t("unsaved_changes_message")
    yes, no, ok, cancel = t("Yes"), t("No"), t("OK"), t("Cancel")
    return [
        menu("reversible", where, home, rows, [(t("fw_disabled"), False)]),
        menu("reversible", where, home, rows, [(t("applyrules"), False)]),
        menu("harmless", where, home, rows, [(t("show_log"), False)]),
        menu("harmless", where, home, rows, [(t("showrules"), False)]),
        md("reversible", disabling, home, t("confirmMsg"), None, (yes, False), (no, None)),
        md("harmless", disabling, home, t("confirmMsg"), None, (yes, None), (no, False)),
        md("opens-prompt", acting, home, t("confirmation"), None, None, (cancel, None),
           items=rows_action, taps=((t("clear_all"), False),)),
        md("opens-prompt", acting, home, t("confirmation"), None, None, (cancel, None),
           items=rows_action, taps=((t("invert_all"), False),)),
        md("harmless", acting, home, t("confirmation"), None, None, (cancel, False),
           items=rows_action),
        md("reversible", clearing, home, t("confirmation"), t("unselect_all"), (ok, False),
           (cancel, None)),
        md("harmless", clearing, home, t("confirmation"), t("unselect_all"), (ok, None),
           (cancel, False)),
        md("reversible", column, home, t("select_action"), None, None, items=rows_column,
           taps=((t("check_all"), False),)),
        md("reversible", leaving, home, t("confirmation"), unsaved, (t("apply"), False),
           (t("discard"), None)),
        md("discard", leaving, home, t("confirmation"), unsaved, (t("apply"), None),
           (t("discard"), True)),
    ]  # fmt: skip


def backups(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    rows = [t(k) for k in ("fw_disabled", "applyrules", "show_log", "showrules",
                           "set_custom_script", "preferences", "exports", "imports",
                           "menu_legend", "help", "exit")]  # fmt: skip
    where = "afwall menu_bar (Menu)"
    importing = "afwall MainActivity (showImportDialog)"
    choices = ({"radio": t("import_rules")}, {"radio": t("import_all")})
    picking = "afwall FileDialog (the backup folder)"
    files = ({"row": ".."}, {"row": FILE})
    exporting = "afwall MainActivity (showExportDialog)"
    outs = ({"radio": t("export_rules")}, {"radio": t("export_all")})
    cancel = t("Cancel")
    return [
        menu("opens-prompt", where, home, rows, [(t("imports"), False)]),
        menu("opens-prompt", where, home, rows, [(t("exports"), False)]),
        md("opens-prompt", importing, home, t("imports"), None, (t("imports"), False),
           (cancel, None), items=choices),
        md("harmless", importing, home, t("imports"), None, (t("imports"), None),
           (cancel, False), items=choices),
        md("overwrite", picking, home, FOLDER, None, None, items=files, taps=((FILE, True),)),
        md("harmless", picking, home, FOLDER, None, None, items=files, taps=(("..", False),)),
        md("harmless", exporting, home, t("exports"), None, (t("exports"), False),
           (cancel, None), items=outs),
        md("harmless", exporting, home, t("exports"), None, (t("exports"), None),
           (cancel, False), items=outs),
    ]  # fmt: skip


def logs(t: Any) -> list[dict[str, Any]]:
    logs_page = t("showlog_title")
    rows = [t("clear_log"), t("switch_old")]
    clearing = "afwall LogActivity (clearDatabase)"
    asked = t("clear_log") + " ?"
    detail = t("showlogdetail_title")
    context = [t(k) for k in ("show_destination_address", "show_source_address",
                              "ping_destination", "ping_source", "resolve_destination",
                              "resolve_source", "displayBlockNotification")]  # fmt: skip
    where = "afwall LogDetailActivity (a log row's context menu)"
    showing = "afwall LogDetailActivity (Destination Address)"
    yes, no = t("Yes"), t("No")
    return [
        menu("opens-prompt", "afwall LogActivity (menu)", logs_page, rows,
             [(t("clear_log"), False)]),
        menu("harmless", "afwall LogActivity (menu)", logs_page, rows,
             [(t("switch_old"), False)]),
        md("delete", clearing, logs_page, asked, None, (yes, True), (no, None)),
        md("harmless", clearing, logs_page, asked, None, (yes, None), (no, False)),
        menu("harmless", where, detail, context, [(t("ping_destination"), False)]),
        menu("reversible", where, detail, context, [(t("displayBlockNotification"), False)]),
        md("harmless", showing, detail, t("destination_address"), ADDRESS,
           (t("copy_text"), False), neutral=(t("OK"), None)),
    ]  # fmt: skip


def other(t: Any) -> list[dict[str, Any]]:
    rules_page = t("showrules_title")
    rows = [t("flush"), t("send_report")]
    flushing = "afwall RulesActivity (flushAllRules)"
    yes, no = t("Yes"), t("No")
    profiles = t("profiles").strip()
    context = [t("clone"), t("rename"), t("delete")]
    where = "afwall ProfileActivity (a profile's context menu)"
    script = page(t("set_custom_script"), [
        {"field": f"{AFWALL}customscript", "text": "iptables -A afwall -d 10.0.0.0/8 -j RETURN"},
        {"field": f"{AFWALL}customscript2", "text": ""},
        {"button": t("android:ok"), "rid": f"{AFWALL}customscript_ok"},
        {"button": t("android:cancel"), "rid": f"{AFWALL}customscript_cancel"}])  # fmt: skip
    scripting = "afwall CustomScriptActivity"
    unsaved = f"{scripting} (onKeyDown, unsaved changes)"
    said = t("unsaved_changes_message")
    behind = t("set_custom_script")
    return [
        menu("opens-prompt", "afwall RulesActivity (menu)", rules_page, rows,
             [(t("flush"), False)]),
        menu("harmless", "afwall RulesActivity (menu)", rules_page, rows,
             [(t("send_report"), False)]),
        md("reset", flushing, rules_page, t("confirmation"), t("flushRulesConfirm"),
           (yes, True), (no, None)),
        md("harmless", flushing, rules_page, t("confirmation"), t("flushRulesConfirm"),
           (yes, None), (no, False)),
        menu("delete", where, profiles, context, [(t("delete"), True)]),
        menu("opens-prompt", where, profiles, context, [(t("rename"), False)]),
        entry("reversible", scripting, script, [(t("android:ok"), False)]),
        entry("harmless", scripting, script, [(t("android:cancel"), False)]),
        md("discard", unsaved, behind, t("unsaved_changes"), said, (t("apply"), None),
           (t("discard"), True)),
        md("reversible", unsaved, behind, t("unsaved_changes"), said, (t("apply"), False),
           (t("discard"), None)),
    ]  # fmt: skip
