"""SpamBlocker's screens (``spam.blocker``, a call and SMS screening app: calls and messages
screened by number and content rules, a spam number database, online query and report
services and workflows; the call and SMS history; numbers reported; rules, history,
database numbers and notification channels deleted; settings exported and imported),
strings from ``app/src/main/res/values*/strings_*.xml``. Numbers, rule patterns,
descriptions and typed texts are the same in every language.

Read from the code (``app/src/main/java/spam/blocker`` unless named): ``ui/main/MainActivity
.kt`` (the bottom bar's Call, SMS and Settings tabs); ``ui/history/HistoryScreen.kt``,
``HistoryList.kt`` and ``HistoryCard.kt`` (a record tapped expands; a swipe left deletes it
and shows a snackbar with the number and Undelete, which puts it back with
``addRecordWithId``; a long press opens the context menu); ``ui/history/HistoryContextMenu
.kt`` (Test, "Copy number", "Add to regex rule" or "Edit regex rule", which open the rule
editor, "Add to database", which adds the number to the spam database with
``SpamTable.add``, or "Remove from database", which deletes its entry with
``SpamTable.deleteById`` at once, and Filter, which opens the search box);
``ui/history/HistoryFabs.kt`` (the settings button's popup: Log with Enable, Expiry, and
Show/Hide with "Allowed Records", "Blocked Records", "Rule Indicator", "SIM Icon",
Geolocation, Carrier and "Time Color"; the trash button's confirmation, "Confirm to delete
all records?" with Delete, which calls ``clearAll`` on the call or the SMS table);
``service/checker/CheckResult.kt`` (an expanded record's "Report Number" or "Report SMS",
shown when a report service is enabled, which opens the report dialog) and
``ui/history/ReportSpamDialog.kt`` (a button per category, "Valid Number" or "Valid SMS",
Fraud, Marketing, Survey, Political and Others, each of which at once runs every enabled
report service's actions, sending the number, or the message, and the category to the
service, and Comment, which only opens a comment field); ``ui/setting/Testing.kt`` ("Rule
Testing": Call and SMS, the number field and Test, which runs the rules on the typed number
and shows the result); ``ui/setting/regex/EditRegexDialog.kt`` (the rule editor: Save, and,
for an existing rule opened from the history, Delete, which deletes the rule with
``deleteById``, no undo); ``ui/setting/SettingScreen.kt`` and ``ui/setting/GloballyEnabled
.kt`` (Screening: Enable, Call and SMS switches; the warning about double notifications with
Dismiss and "Open Settings", which opens the system's settings); ``ui/setting/quick/*.kt``
(the quick settings' rows, each a switch: Contacts, STIR, Database, "Repeated Call",
"Dialed Number", "Answered Number", "Off Time", Emergency, "Recent Apps", "Meeting Mode";
``SpamDB.kt``: the database's popup with Total and Clear, which opens "Confirm to delete all
records?" whose Clear calls ``SpamTable.clearAll``, Expiry and "Search Number";
``Emergency.kt``: the popup with Status and Reset, which opens "Confirm to reset?" whose Reset
sets the last emergency call's time to zero, ending the window in which every call is let
through, and Test, which opens "To Number" with "Call To", which only records the time as if
the typed emergency number had been called; ``CallerID.kt``: the caller ID popup's Reset, which
opens "Confirm to reset?" whose Reset puts the window's background colour and content template
back to the defaults; ``Notification.kt``: a channel's editor with Delete, which opens
"Confirm to delete?" whose Delete deletes the channel from the system and from the app's
table, and Save); ``ui/setting/regex/RegexHeader.kt`` and ``RegexPresets.kt`` (a rule list's
New: Customize, Import, which opens the configuration text dialog, and the presets, each of
which adds its rules at once; its long press lists "Import .csv as a single rule" and "Import
.csv as multiple rules", which open the file picker; ``ui/widgets/ConfigImportExportDialog
.kt``: "Configuration Text" with Import, which adds the pasted rule, and the export dialog's
Copy); ``ui/setting/regex/RegexList.kt`` (a rule's long-press menu, ``rule_dropdown_menu``:
Export, "Search Rule", "Clone Rule", which adds a copy, "Delete Rule", which only shows the
hint to swipe, "Delete Duplicated Rules", which opens "Confirm to delete %d duplicated
Rules?" with the duplicates and Delete (``deleteByIds``), "Delete All(%d) Rules", which opens
"Delete all rules?" with Delete (``clearAll``), and Settings; a rule swiped left is deleted
and the snackbar's Undelete puts it back); ``ui/setting/api/ApiHeader.kt``,
``ApiPresets.kt``, ``ApiSetupDialog.kt``, ``ApiList.kt`` and ``EditApiDialog.kt`` (the report
services' New with Customize, Import and the PhoneBlock preset, which opens its sign-in
dialog: "Use this token", which adds the service with the saved token, and "Get a new
token", which opens the browser; a service's long-press menu, Export and Priority; the
service's editor: Description, Enable, "Auto Report", the workflow's Test and New, and Save);
``ui/setting/bot/ActionHeader.kt`` (Test, which for a service first asks for a number, "Phone
Number" with OK, and then runs the service's actions for real: a report service's HTTP
request reports the typed number); ``ui/setting/bot/BotHeader.kt``, ``BotPresets.kt``,
``BotList.kt`` and ``EditBotDialog.kt`` (the workflows' New with Customize, Import and the
presets, each of which adds its workflow; a workflow's long-press menu, "Last Log" and
Export; the editor's Save); ``ui/setting/misc/BackupRestore.kt`` and ``config/Config.kt``
(Backup's Export, which opens the categories dialog whose Export opens the system's file
picker to write the backup, and Import, which opens the file picker and then the categories
dialog: "Include Settings" and "Exclude Settings", each category a button that moves it to the
other list, and Import, which applies the backup: every included category's settings, rules,
services and workflows are replaced by the file's, the tables cleared first, and the app
restarts); ``ui/crash/CrashReportActivity.kt`` (the crash page's "Clear History", which opens
"Confirm to delete?" whose Delete clears the call and SMS history and the workflows' last
logs).
"""

from __future__ import annotations

from typing import Any

from screens import confirm, entry, menu, page, plain, popup, sheet

NUMBER, OTHER = "+1 202 555 0147", "+1 646 555 0199"
PATTERN, SECOND = "1800.*", "(888|877).*"
TELEMARKETING = "Telemarketing"
SMS_TEXT = "You won a prize, claim it at bit.ly/x7"
TOKEN = "pb_2f9c41d07e6a83b5..."


def screens(t: Any) -> list[dict[str, Any]]:
    return history(t) + report(t) + quick(t) + rules(t) + services(t) + misc(t)


def tabs(t: Any) -> list[dict[str, Any]]:
    return [{"tab": t("call")}, {"tab": t("sms")}, {"tab": t("setting")}]


def record(t: Any, number: str = NUMBER) -> dict[str, Any]:
    return {"row": number, "secondary": t("blocked_by_template", t("number_rule"))}


def history(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    free = [t("test"), t("copy_number"), t("add_to_regex_rule"), t("add_to_db"), t("filter")]
    known = [t("test"), t("copy_number"), t("edit_regex_rule"), t("remove_from_db"), t("filter")]
    where = "spamblocker HistoryContextMenu"
    editor = (
        {"field": "pattern", "hint": t("regex_pattern"), "text": NUMBER},
        {"field": "description", "hint": t("description"), "text": TELEMARKETING},
        {"field": "priority", "hint": t("priority"), "text": "1"},
        {"switch": t("call"), "checked": True},
        {"switch": t("sms"), "checked": False},
        {"radio": t("allow"), "checked": True},
        {"radio": t("block"), "checked": False},
    )
    rule = "spamblocker EditRegexDialog (existing rule)"
    save = [(t("delete"), None), (t("save"), False)]
    logging = (
        {"text": t("enable_history_logging")},
        {"switch": t("enable"), "checked": True},
        {"switch": t("expiry"), "checked": False},
        {"text": t("show_hide")},
        {"switch": t("allowed_records"), "checked": True},
        {"switch": t("blocked_records"), "checked": True},
        {"switch": t("rule_indicator"), "checked": False},
        {"button": t("automatic")},
        {"switch": t("geolocation"), "checked": False},
        {"switch": t("carrier"), "checked": False},
        {"switch": t("time_color"), "checked": False},
    )
    fabs = "spamblocker HistoryFabs (settings)"
    testing = (
        {"text": t("title_rule_testing")},
        {"radio": t("call"), "checked": True},
        {"radio": t("sms"), "checked": False},
        {"field": "phone", "hint": t("phone_number"), "text": NUMBER},
    )
    undo = page(
        home,
        [
            *tabs(t),
            {"list": [record(t, OTHER)]},
            {"text": NUMBER},
            {"button": t("undelete")},
        ],
    )
    clear_all = t("confirm_delete_all_records")
    return [
        menu("reversible", f"{where} (not in database)", home, free, [(t("add_to_db"), False)]),
        menu("delete", f"{where} (in database)", home, known, [(t("remove_from_db"), True)]),
        menu("harmless", f"{where} (in database)", home, known, [(t("edit_regex_rule"), False)]),
        popup("delete", rule, home, None, None, [(t("delete"), True), (t("save"), None)], editor),
        popup("reversible", rule, home, None, None, save, editor),
        popup(
            "reversible",
            "spamblocker EditRegexDialog (new rule)",
            home,
            None,
            None,
            [(t("save"), False)],
            editor,
        ),
        confirm(
            "delete",
            "spamblocker HistoryFabs (delete all calls)",
            home,
            clear_all,
            [(t("delete"), True)],
        ),
        confirm(
            "delete",
            "spamblocker HistoryFabs (delete all messages)",
            t("sms"),
            clear_all,
            [(t("delete"), True)],
        ),
        sheet("reversible", fabs, home, logging, t("allowed_records"), False),
        entry(
            "reversible",
            "spamblocker HistoryList (deleted, Undelete)",
            undo,
            [(t("undelete"), False)],
        ),
        popup(
            "harmless",
            "spamblocker TestDialog",
            home,
            None,
            None,
            [(t("test"), False)],
            testing,
        ),
    ]


def report(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")

    def expanded(kind: str, label: str) -> dict[str, Any]:
        items = [*tabs(t), {"list": [record(t), {"button": label}, record(t, OTHER)]}]
        if kind == "sms":
            items[-1]["list"].insert(2, {"text": SMS_TEXT})
        return entry(
            "opens-prompt",
            f"spamblocker HistoryCard ({kind}, expanded)",
            page(home, items),
            [(label, False)],
        )

    def dialog(valid: str) -> tuple[dict[str, Any], ...]:
        names = [valid, t("fraud"), t("marketing"), t("survey"), t("political"), t("others")]
        return (*({"button": n} for n in names), {"button": t("comment")})

    calls, texts = dialog(t("valid_number")), dialog(t("valid_sms"))
    number = "spamblocker ReportSpamDialog (number)"
    return [
        expanded("call", t("report_number")),
        sheet("send", number, home, calls, t("fraud"), True),
        sheet("send", number, home, calls, t("valid_number"), True),
        sheet("harmless", number, home, calls, t("comment"), False),
        expanded("sms", t("report_sms")),
        sheet("send", "spamblocker ReportSpamDialog (SMS)", home, texts, t("marketing"), True),
    ]


def quick(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    screening = page(
        t("setting"),
        [
            {"text": t("screening")},
            {"switch": t("enable"), "checked": True},
            {"switch": t("call"), "checked": True},
            {"switch": t("sms"), "checked": True},
            {"text": t("quick_settings")},
            {"switch": t("contacts"), "checked": True},
            {"switch": t("stir_attestation"), "checked": False},
            {"button": "1,284"},
            {"switch": t("database"), "checked": True},
            {"switch": t("repeated_call"), "checked": False},
            {"switch": t("dialed_number"), "checked": False},
            {"switch": t("answered_number"), "checked": False},
            {"switch": t("off_time"), "checked": False},
            {"button": f"25 {t('min')}"},
            {"switch": t("emergency"), "checked": True},
            {"switch": t("recent_apps"), "checked": False},
            {"switch": t("in_meeting"), "checked": False},
        ],
    )
    where = "spamblocker SettingScreen (screening, quick settings)"
    double = "spamblocker GloballyEnabled (double SMS warning)"
    spam_db = (
        {"text": t("total")},
        {"text": "1,284"},
        {"button": t("clear")},
        {"switch": t("expiry"), "checked": False},
        {"field": "priority", "hint": t("priority"), "text": "0"},
        {"field": "search", "hint": t("search_number")},
    )
    emergency = (
        {"text": t("status")},
        {"text": f"18 {t('min')}"},
        {"button": t("reset")},
        {"field": "priority", "hint": t("priority"), "text": "10"},
        {"field": "duration", "hint": t("within_minutes"), "text": "25"},
        {"field": "numbers", "hint": t("additional_numbers")},
        {"button": t("test")},
    )
    caller_id = (
        {"text": t("background_color")},
        {"field": "template", "hint": t("content_template"), "text": "{name} {geo_location}"},
        {"button": t("reset")},
    )
    channel = (
        {"field": "channel_id", "hint": t("channel_id"), "text": "spam_calls_quiet"},
        {"field": "group", "hint": t("channel_group")},
        {"text": t("channel_importance")},
        {"button": t("low")},
        {"switch": t("mute"), "checked": True},
        {"button": t("delete")},
        {"button": t("save")},
    )
    sure = t("confirm_to_reset")
    return [
        entry("reversible", where, screening, [(t("enable"), False)]),
        entry("reversible", where, screening, [(t("repeated_call"), False)]),
        confirm(
            "harmless",
            double,
            t("setting"),
            t("warning_double_sms"),
            [(t("dismiss"), False), (t("open_settings"), False)],
        ),
        sheet(
            "opens-prompt", "spamblocker SpamDB (popup)", t("setting"), spam_db, t("clear"), False
        ),
        confirm(
            "delete",
            "spamblocker SpamDB (clear all)",
            t("setting"),
            t("confirm_delete_all_records"),
            [(t("clear"), True)],
        ),
        sheet(
            "opens-prompt",
            "spamblocker EmergencySituation (popup)",
            t("setting"),
            emergency,
            t("reset"),
            False,
        ),
        confirm(
            "reversible",
            "spamblocker EmergencySituation (reset)",
            t("setting"),
            sure,
            [(t("reset"), False)],
        ),
        popup(
            "reversible",
            "spamblocker EmergencySituation (test)",
            t("setting"),
            None,
            None,
            [(t("call_to"), False)],
            ({"field": "number", "hint": t("call_to_number"), "text": "911"},),
        ),
        sheet(
            "opens-prompt",
            "spamblocker CallerID (popup)",
            t("setting"),
            caller_id,
            t("reset"),
            False,
        ),
        confirm("reset", "spamblocker CallerID (reset)", t("setting"), sure, [(t("reset"), True)]),
        sheet(
            "opens-prompt",
            "spamblocker Notification (edit channel)",
            home,
            channel,
            t("delete"),
            False,
        ),
        confirm(
            "delete",
            "spamblocker Notification (delete channel)",
            home,
            t("confirm_to_delete"),
            [(t("delete"), True)],
        ),
    ]


def rules(t: Any) -> list[dict[str, Any]]:
    home = t("setting")
    presets = [
        t(k)
        for k in (
            "private_number",
            "foreign_number",
            "local_number",
            "sim_2_contacts",
            "contact_prefix",
            "database_prefix",
            "forwarded_call",
        )
    ]
    new = [t("customize"), t("import_"), *presets]
    header = "spamblocker RegexHeader (number rules, New)"
    csv = [t("import_csv_type[0]"), t("import_csv_type[1]")]
    context = [
        t("rule_dropdown_menu[0]"),
        t("rule_dropdown_menu[1]"),
        t("rule_dropdown_menu[2]"),
        t("rule_dropdown_menu[3]"),
        t("rule_dropdown_menu[4]"),
        t("rule_dropdown_menu[5]", 4),
        t("setting"),
    ]
    where = "spamblocker RegexList (number rule, long press)"
    duplicates = (
        {"row": PATTERN, "secondary": TELEMARKETING},
        {"row": PATTERN, "secondary": TELEMARKETING},
    )
    swiped = page(
        home,
        [
            {"text": t("label_number_rules")},
            {"button": t("new_")},
            {"list": [{"row": SECOND, "secondary": TELEMARKETING}]},
            {"text": PATTERN},
            {"button": t("undelete")},
        ],
    )
    paste = ({"field": "config", "hint": t("config_text"), "text": '{"pattern": "1800.*"}'},)
    export = ({"field": "config", "hint": t("config_text"), "text": '{"pattern": "1800.*"}'},)
    return [
        menu("reversible", header, home, new, [(t("private_number"), False)]),
        menu("harmless", header, home, new, [(t("import_"), False)]),
        popup(
            "reversible",
            "spamblocker ConfigImportDialog (rule)",
            home,
            None,
            None,
            [(t("import_"), False)],
            paste,
        ),
        menu(
            "harmless",
            "spamblocker RegexHeader (number rules, long press on New)",
            home,
            csv,
            [(t("import_csv_type[1]"), False)],
        ),
        menu("reversible", where, home, context, [(t("rule_dropdown_menu[2]"), False)]),
        menu("harmless", where, home, context, [(t("rule_dropdown_menu[3]"), False)]),
        menu("opens-prompt", where, home, context, [(t("rule_dropdown_menu[5]", 4), False)]),
        menu("opens-prompt", where, home, context, [(t("rule_dropdown_menu[4]"), False)]),
        confirm(
            "delete",
            "spamblocker RegexList (delete all number rules)",
            home,
            t("confirm_delete_all_rule"),
            [(t("delete"), True)],
        ),
        confirm(
            "delete",
            "spamblocker RegexList (delete all message rules)",
            home,
            t("confirm_delete_all_rule"),
            [(t("delete"), True)],
        ),
        confirm(
            "delete",
            "spamblocker RegexList (delete duplicated rules)",
            home,
            t("confirm_delete_duplicated_rule", 2),
            [(t("delete"), True)],
            duplicates,
        ),
        popup(
            "harmless",
            "spamblocker ConfigExportDialog (rule)",
            home,
            None,
            None,
            [(t("copy"), False)],
            export,
        ),
        entry(
            "reversible",
            "spamblocker RegexList (deleted, Undelete)",
            swiped,
            [(t("undelete"), False)],
        ),
    ]


def services(t: Any) -> list[dict[str, Any]]:
    home = t("setting")
    phoneblock = t("api_preset_phoneblock")
    new = [t("customize"), t("import_"), phoneblock]
    oauth = (
        {"text": plain(t("found_existing_auth_token"))},
        {"text": TOKEN},
        {"button": t("use_this_token")},
        {"button": t("get_a_new_token")},
    )
    setup = "spamblocker OAuthSetupDialog (PhoneBlock report)"
    editor = (
        {"field": "description", "hint": t("description"), "text": phoneblock},
        {"switch": t("enable"), "checked": True},
        {"text": t("auto_report")},
        {"text": t("workflow")},
        {"button": t("test")},
        {"button": t("new_")},
        {"text": t("action_http_request")},
        {"button": t("save")},
    )
    edit = "spamblocker EditApiDialog (report service)"
    number = ({"field": "number", "hint": t("phone_number"), "text": NUMBER},)
    bots = [
        t(k)
        for k in (
            "customize",
            "import_",
            "bot_preset_phoneblock",
            "bot_preset_dnc",
            "sms_reply",
            "ringtone",
            "custom_tile",
            "calendar_event",
            "throttled_call",
            "throttled_sms",
            "remote_setup",
            "bot_preset_auto_backup",
        )
    ]
    bot_editor = (
        {"field": "description", "hint": t("description"), "text": t("bot_preset_auto_backup")},
        {"text": t("trigger")},
        {"text": t("workflow_actions")},
        {"text": t("action_backup_export")},
        {"text": t("action_write_file")},
        {"button": t("save")},
    )
    return [
        menu(
            "opens-prompt", "spamblocker ApiHeader (report, New)", home, new, [(phoneblock, False)]
        ),
        sheet("reversible", setup, home, oauth, t("use_this_token"), False),
        sheet("harmless", setup, home, oauth, t("get_a_new_token"), False),
        sheet("opens-prompt", edit, home, editor, t("test"), False),
        sheet("reversible", edit, home, editor, t("save"), False),
        popup(
            "send",
            "spamblocker TestActionButton (report service, number)",
            home,
            None,
            None,
            [(t("ok"), True)],
            number,
        ),
        menu(
            "reversible",
            "spamblocker BotHeader (New)",
            home,
            bots,
            [(t("bot_preset_auto_backup"), False)],
        ),
        sheet("reversible", "spamblocker EditBotDialog", home, bot_editor, t("save"), False),
    ]


def misc(t: Any) -> list[dict[str, Any]]:
    home = t("setting")
    section = page(
        home,
        [
            {"text": t("miscellaneous")},
            {"text": t("language")},
            {"button": t("system")},
            {"text": t("theme")},
            {"button": t("customize")},
            {"text": t("backup")},
            {"button": t("export")},
            {"button": t("import_")},
            {"button": t("faq")},
            {"button": t("about")},
            *tabs(t),
        ],
    )
    where = "spamblocker BackupRestore"

    def categories(ok: str) -> tuple[dict[str, Any], ...]:
        included = ["others", "regex_settings", "api_settings", "workflows", "language", "theme"]
        return (
            {"text": t("include_settings")},
            *({"button": t(k)} for k in included),
            {"text": t("exclude_settings")},
            {"button": t("database")},
            {"button": t("history_logs")},
            {"button": ok},
        )

    crash = page(
        t("app_name"),
        [
            {"text": plain(t("tip_clear_history"))},
            {"button": t("clear_history")},
        ],
    )
    return [
        entry("opens-prompt", where, section, [(t("export"), False)]),
        entry("harmless", where, section, [(t("import_"), False)]),
        sheet(
            "export",
            f"{where} (export categories)",
            home,
            categories(t("export")),
            t("export"),
            False,
        ),
        sheet(
            "overwrite",
            f"{where} (import categories)",
            home,
            categories(t("import_")),
            t("import_"),
            True,
        ),
        sheet(
            "harmless",
            f"{where} (import categories)",
            home,
            categories(t("import_")),
            t("workflows"),
            False,
        ),
        entry(
            "opens-prompt", "spamblocker CrashReportActivity", crash, [(t("clear_history"), False)]
        ),
        confirm(
            "delete",
            "spamblocker CrashReportActivity (clear history)",
            t("app_name"),
            t("confirm_to_delete"),
            [(t("delete"), True)],
        ),
    ]
