"""URLCheck's screens (``com.trianguloy.urlchecker``, an app that stands between a tapped link
and the app that opens it: a dialog of modules shows the link, cleans it, checks its status,
unshortens it, scans it, sends it to a webhook, then opens, shares or copies it; a page of
modules configures them, JSON editors edit their catalogs, and a backup page backs up,
restores and deletes the app's data), strings from ``res/values*/strings.xml`` and
``res/values/untranslatable_strings.xml``. The links, app names and typed texts on the
screens are the same in every language.

Read from the code (``app/src/main/java/com/trianguloy/urlchecker``): ``dialogs/MainDialog
.java`` and ``res/layout/dialog_main.xml`` (the modules, top to bottom in
``modules/ModuleManager.java``'s order, each under its name); ``modules/list/TextInputModule
.java`` and ``dialog_text.xml`` (the link, ``url``, whose tap opens an editor dialog with the
platform's Cancel and OK, OK setting the edited link); ``HistoryModule.java`` and
``dialog_history.xml`` (``first``, ``back``, ``list``, ``forward`` and ``last``, which step
through the link's earlier versions); ``StatusModule.java`` and ``dialog_status.xml`` ("Check
status", ``check``, a GET of the link that shows its status code); ``UnshortenModule.java``
and ``button_text.xml`` (Unshort sends the link to unshorten.me, which resolves it on its
servers and keeps the redirection); ``VirusTotalModule.java`` (Scan sends the link to
VirusTotal with the user's API key; the result's tap opens a dialog with Close, ``{...}`` and
"virustotal.com", which sets the link to the report's); ``ClearUrlModule.java`` (Apply sets
the link without its tracking parameters); ``PatternModule.java``; ``HostsModule.java`` and
``companions/Hosts.java`` (Build opens "Build hosts database" with Cancel and OK, which clears
the hosts database and builds it again from the configured lists); ``WebhookModule.java``
and ``config_webhook.xml`` ("Send to Webhook" posts the link with a timestamp and the
referrer to the configured endpoint; the configuration's "Test webhook" posts a test body to
it, and Templates opens a list that fills the body field); ``OpenModule.java``,
``companions/ShareUtility.java`` and ``dialog_open.xml`` (the Custom Tabs and incognito
toggles, the open button labelled with the first app that opens the link, ``open_with``,
Copy, which copies the link, and Share, which opens the system's share sheet);
``activities/ModulesActivity.java``, ``res/menu/activity_modules.xml`` and
``config_module.xml`` (each module's card: "Move up", "Move down", "Show/hide title" and the
enable switch; the overflow's "Reset order", which clears the saved order and puts every
module back in the built-in one, and "Toggle all titles"); ``LogModule.java`` and
``config_log.xml`` ("View log" and "Edit log": the log in a dialog with Close, and, editable,
Clear, which only empties the text box, and Save, which writes the box to the log);
``companions/ClearUrlCatalog.java``, ``config_clearurls.xml`` and
``config_clearurls_updater.xml`` (Updater opens a dialog of the catalog and hash URLs, "Update
periodically", "Update now", which downloads the catalog and replaces the saved rules' providers,
and "Restore ClearURLs paths", which clears both URLs back to the built-in ones);
``activities/JsonEditorActivity.java``, ``res/menu/activity_json_editor.xml`` and
``activity_json_editor.xml`` (Format and Save in the action bar, Save writing the editor's text
over the saved catalog; the overflow's Discard, Reset, "Show info" and the font sizes; Discard
and Reset ask with Cancel and the platform's ``yes``, replacing the editor's text with the
saved or the built-in catalog; leaving with unsaved changes asks with Cancel, Discard and
Save, and leaving with invalid JSON with Cancel and "Discard and close");
``AutomationActivity.java`` and ``activity_automation.xml``; ``BackupActivity.java``,
``res/menu/activity_backup.xml`` and ``activity_backup.xml`` (the data switches; Backup and
Restore, which open the system's file picker; "Show advanced options", which shows the
Preferences and Files switches, Delete and "Delete elements before restoring"; "Restore backup"
with Cancel and "Replace elements", which replaces the chosen data with the backup's, and
"Delete elements" with Cancel and "Delete elements", which deletes the chosen data);
``SettingsActivity.java`` and ``activity_settings.xml`` ("Repeat tutorial", Theme, "Enable
animations" and "Backup / Restore"); ``MainActivity.java``, ``res/menu/activity_main.xml`` and
``activity_main.xml`` (Modules, Automations, Settings and About, and the action "Check URLs
from the clipboard").
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "com.trianguloy.urlchecker:id/"
SHORT = "https://bit.ly/3kT9xQe?utm_source=newsletter&utm_medium=email"
CLEAN = "https://bit.ly/3kT9xQe"
LONG = "https://shop.example.com/products/4471-rain-jacket"
BROWSER, OTHER = "Firefox", "Chrome"
HOOK = "https://hooks.example.net/urlcheck"
BODY = '{"url": "$URL$", "time": "$TIMESTAMP$"}'
LOG = f"2025-03-14 09:40 {LONG}\n2025-03-14 09:12 https://news.example.org/a/81"
PATTERNS = (
    '{\n  "Shop mobile": {\n    "regex": "shop\\\\.example\\\\.com",\n'
    '    "replacement": "m.shop.example.com"\n  }\n}'
)
RULES = '{\n  "Close dialog": {\n    "regex": "example\\\\.org",\n    "action": "close"\n  }\n}'
DATE = "2025-03-14 09:41"


def screens(t: Any) -> list[dict[str, Any]]:
    return main_dialog(t) + modules(t) + editor(t) + backup(t) + settings(t)


def dialog_items(t: Any, url: str, state: str) -> list[dict[str, Any]]:
    """The dialog's modules for ``url``, their titles hidden (the modules page's "Toggle all
    titles"): ``fresh`` (just opened), ``cleaned`` (Apply pressed),
    ``unshortened`` (Unshort answered) or ``scanned`` (Scan answered)."""
    clear = (
        [
            {"text": t("mClear_matches", "bit.ly") + " " + t("mClear_rule")},
            {"button": t("mClear_clear"), "rid": f"{ID}button"},
        ]
        if state == "fresh"
        else [{"text": t("mClear_noRules")}]
    )
    unshort: list[dict[str, Any]] = [{"button": t("mUnshort_unshort"), "rid": f"{ID}button"}]
    if state in ("unshortened", "scanned"):
        unshort.insert(0, {"text": t("mUnshort_to", LONG)})
    scan: list[dict[str, Any]] = [{"button": t("mVT_scan"), "rid": f"{ID}button"}]
    if state == "scanned":
        scan.append({"button": t("mVT_goodUrl", 94, DATE), "rid": f"{ID}text"})
    return [
        {"text": url, "rid": f"{ID}url"},
        *({"id": k} for k in ("first", "back", "list", "forward", "last")),
        {"button": t("mStatus_check"), "rid": f"{ID}check"},
        *unshort,
        *scan,
        *clear,
        {"text": t("mPttrn_ok"), "rid": f"{ID}pattern"},
        {"button": t("mWebhook_send"), "rid": f"{ID}button"},
        {"icon": t("mOpen_tabsDesc"), "rid": f"{ID}ctabs"},
        {"icon": t("mOpen_incognitoDesc"), "rid": f"{ID}mode_incognito"},
        {"button": BROWSER, "rid": f"{ID}open"},
        {"id": "open_with"},
        {"icon": t("mOpen_copyUrl"), "rid": f"{ID}copyUrl"},
        {"icon": t("mOpen_share"), "rid": f"{ID}share"},
    ]


def main_dialog(t: Any) -> list[dict[str, Any]]:
    where = "urlcheck MainDialog"
    fresh = {"items": dialog_items(t, SHORT, "fresh")}
    cleaned = {"items": dialog_items(t, CLEAN, "cleaned")}
    unshortened = {"items": dialog_items(t, LONG, "unshortened")}
    scanned = {"items": dialog_items(t, LONG, "scanned")}
    app = t("app_name")
    edit = ({"field": "edit_url", "text": SHORT, "focused": True},)
    report = (
        {"text": t("mVt_title") + " Rain jacket"},
        {"text": t("mVt_detections") + " 0/94"},
    )
    return [
        entry("reversible", f"{where} (fresh link)", fresh, [(t("mClear_clear"), False)]),
        entry(
            "harmless",
            f"{where} (fresh link)",
            fresh,
            [(t("mStatus_check"), False), (BROWSER, False)],
        ),
        entry("opens-prompt", f"{where} (fresh link)", fresh, [(t("mOpen_share"), False)]),
        entry("send", f"{where} (cleaned link)", cleaned, [(t("mUnshort_unshort"), True)]),
        entry("reversible", f"{where} (cleaned link)", cleaned, [(t("mOpen_tabsDesc"), False)]),
        entry("send", f"{where} (unshortened link)", unshortened, [(t("mVT_scan"), True)]),
        entry(
            "harmless", f"{where} (unshortened link)", unshortened, [(t("mOpen_copyUrl"), False)]
        ),
        entry("send", f"{where} (scanned link)", scanned, [(t("mWebhook_send"), True)]),
        entry(
            "opens-prompt",
            f"{where} (scanned link)",
            scanned,
            [(t("mVT_goodUrl", 94, DATE), False)],
        ),
        alert(
            "reversible",
            f"{where} (scan report)",
            app,
            t("mVT_name"),
            None,
            (t("close"), None),
            ("virustotal.com", False),
            ("{...}", None),
            report,
        ),
        alert(
            "harmless",
            f"{where} (scan report)",
            app,
            t("mVT_name"),
            None,
            (t("close"), False),
            ("virustotal.com", None),
            ("{...}", None),
            report,
        ),
        alert(
            "reversible",
            "urlcheck TextInputModule (editor)",
            app,
            None,
            None,
            (t("android:cancel"), None),
            (t("android:ok"), False),
            None,
            edit,
        ),
    ]


def card(t: Any, name: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """The modules page with one module's card open: its name, its row's icons and switch,
    then its configuration."""
    return page(
        t("a_modules"),
        [
            {"text": t("txt_conf")},
            {"text": t(name), "rid": f"{ID}label"},
            {"icon": t("desc_up"), "rid": f"{ID}move_up"},
            {"icon": t("desc_down"), "rid": f"{ID}move_down"},
            {"icon": t("desc_decorations"), "rid": f"{ID}decorations"},
            {"switch": t("desc_enable"), "rid": f"{ID}enable", "checked": True},
            *items,
        ],
    )


def modules(t: Any) -> list[dict[str, Any]]:
    where = "urlcheck ModulesActivity"
    title = t("a_modules")
    overflow = [t("menu_resetOrder"), t("menu_toggleDecorations")]
    log = card(
        t,
        "mLog_name",
        [
            {"text": t("mLog_desc")},
            {"field": f"{ID}limit", "hint": t("mLog_unlimited"), "text": "100"},
            {"button": t("mLog_view"), "rid": f"{ID}view"},
            {"button": t("mLog_edit"), "rid": f"{ID}edit"},
        ],
    )
    hosts = card(
        t,
        "mHosts_name",
        [
            {"button": t("json_editor"), "rid": f"{ID}edit"},
            {"button": t("mHosts_build"), "rid": f"{ID}rebuild"},
        ],
    )
    clear = card(
        t,
        "mClear_name",
        [
            {"text": t("mClear_desc")},
            {"switch": t("mClear_auto"), "rid": f"{ID}auto", "checked": False},
            {"switch": t("mClear_toggleReferral"), "rid": f"{ID}referral", "checked": False},
            {"switch": t("mClear_toggleVerbose"), "rid": f"{ID}verbose", "checked": False},
            {"button": t("mClear_updater"), "rid": f"{ID}update"},
            {"button": t("json_editor"), "rid": f"{ID}edit"},
        ],
    )
    hook = card(
        t,
        "mWebhook_name",
        [
            {"field": f"{ID}webhook_url", "hint": t("mWebhook_url_hint"), "text": HOOK},
            {"field": f"{ID}webhook_body", "hint": t("mWebhook_body_hint"), "text": BODY},
            {"button": t("mWebhook_templates"), "rid": f"{ID}webhook_templates"},
            {"button": t("mWebhook_test"), "rid": f"{ID}webhook_test"},
        ],
    )
    total = card(
        t,
        "mVT_name",
        [
            {"field": f"{ID}api_key", "hint": t("mVT_apiKey"), "text": "4f1c0d9e7a"},
            {"button": t("mVT_checkKey"), "rid": f"{ID}test"},
            {"text": t("mVT_tm")},
        ],
    )
    opener = card(
        t,
        "mOpen_name",
        [
            {"switch": t("mOpen_closeOpen"), "rid": f"{ID}closeopen_pref", "checked": True},
            {"switch": t("mOpen_closeShare"), "rid": f"{ID}closeshare_pref", "checked": True},
            {"switch": t("mOpen_noReferrer"), "rid": f"{ID}noReferrer", "checked": False},
        ],
    )
    updater = (
        {"text": t("mClear_sourceDesc")},
        {
            "field": f"{ID}catalog_URL",
            "hint": t("mClear_urlHint"),
            "text": "https://rules.example.org/data.min.json",
        },
        {"text": t("mClear_hashDesc")},
        {
            "field": f"{ID}hash_URL",
            "hint": t("mClear_hashHint"),
            "text": "https://rules.example.org/rules.minify.hash",
        },
        {"switch": t("mClear_autoUpdate"), "rid": f"{ID}autoUpdate", "checked": False},
        {"text": t("mClear_lastCheck")},
        {"text": t("mClear_lastUpdate")},
    )
    viewing = ({"text": LOG},)
    editing = ({"field": "log", "text": LOG},)
    cleared = ({"field": "log", "text": ""},)
    build = (t("mHosts_buildTitle"), t("mHosts_buildDesc"))
    cancel = t("android:cancel")
    return [
        menu("reset", f"{where} (overflow)", title, overflow, [(t("menu_resetOrder"), True)]),
        menu(
            "reversible",
            f"{where} (overflow)",
            title,
            overflow,
            [(t("menu_toggleDecorations"), False)],
        ),
        entry("reversible", f"{where} (log card)", log, [(t("desc_enable"), False)]),
        entry("harmless", f"{where} (log card)", log, [(t("mLog_view"), False)]),
        entry("opens-prompt", f"{where} (log card)", log, [(t("mLog_edit"), False)]),
        alert(
            "harmless",
            "urlcheck LogConfig (view log)",
            title,
            t("mLog_name"),
            None,
            (t("close"), False),
            None,
            None,
            viewing,
        ),
        alert(
            "reversible",
            "urlcheck LogConfig (edit log)",
            title,
            t("mLog_name"),
            None,
            (t("close"), None),
            (t("save"), None),
            (t("clear"), False),
            editing,
        ),
        alert(
            "harmless",
            "urlcheck LogConfig (edit log)",
            title,
            t("mLog_name"),
            None,
            (t("close"), False),
            (t("save"), None),
            (t("clear"), None),
            editing,
        ),
        alert(
            "delete",
            "urlcheck LogConfig (edit log, cleared)",
            title,
            t("mLog_name"),
            None,
            (t("close"), None),
            (t("save"), True),
            (t("clear"), None),
            cleared,
        ),
        entry("opens-prompt", f"{where} (hosts card)", hosts, [(t("mHosts_build"), False)]),
        alert(
            "reversible",
            "urlcheck Hosts (build)",
            title,
            *build,
            (cancel, None),
            (t("android:ok"), False),
        ),
        alert(
            "harmless",
            "urlcheck Hosts (build)",
            title,
            *build,
            (cancel, False),
            (t("android:ok"), None),
        ),
        entry("reversible", f"{where} (cleaner card)", clear, [(t("mClear_auto"), False)]),
        entry("opens-prompt", f"{where} (cleaner card)", clear, [(t("mClear_updater"), False)]),
        alert(
            "overwrite",
            "urlcheck ClearUrlCatalog (updater)",
            title,
            None,
            None,
            None,
            (t("mClear_updateNow"), True),
            (t("mClear_restore"), None),
            updater,
        ),
        alert(
            "reset",
            "urlcheck ClearUrlCatalog (updater)",
            title,
            None,
            None,
            None,
            (t("mClear_updateNow"), None),
            (t("mClear_restore"), True),
            updater,
        ),
        alert(
            "reversible",
            "urlcheck ClearUrlCatalog (updater)",
            title,
            None,
            None,
            None,
            (t("mClear_updateNow"), None),
            (t("mClear_restore"), None),
            updater,
            ((t("mClear_autoUpdate"), False),),
        ),
        entry("send", f"{where} (webhook card)", hook, [(t("mWebhook_test"), True)]),
        entry("opens-prompt", f"{where} (webhook card)", hook, [(t("mWebhook_templates"), False)]),
        entry(
            "reversible",
            "urlcheck WebhookConfig (templates)",
            {
                "title": title,
                "dialog": {"title": t("mWebhook_templates")},
                "items": [
                    {"row": n, "rid": "android:id/text1"}
                    for n in ("custom", "Discord", "Slack", "Teams")
                ],
            },
            [("Discord", False)],
        ),
        entry("harmless", f"{where} (scanner card)", total, [(t("mVT_checkKey"), False)]),
        entry("reversible", f"{where} (open card)", opener, [(t("mOpen_noReferrer"), False)]),
    ]


def editor(t: Any) -> list[dict[str, Any]]:
    """The JSON editor of the pattern checker's catalog with an unsaved pattern added, and of
    the automations."""
    where = "urlcheck JsonEditorActivity"
    title = t("json_editor")

    def editing(description: str, text: str) -> dict[str, Any]:
        return page(
            title,
            [
                {"icon": t("format"), "rid": f"{ID}menu_format"},
                {"icon": t("save"), "rid": f"{ID}menu_save"},
                {"text": description, "rid": f"{ID}description"},
                {"field": f"{ID}data", "text": text},
            ],
        )

    patterns = editing(t("mPttrn_editor"), PATTERNS)
    overflow = [t("discard"), t("reset"), t("json_info"), t("json_bigger"), t("json_smaller")]
    cancel, yes = t("android:cancel"), t("android:yes")
    leave = (t("save"), t("json_save"))
    auto = page(
        t("a_automations"),
        [
            {"text": t("auto_desc")},
            {"switch": t("auto_enabled"), "rid": f"{ID}auto_enabled", "checked": True},
            {"switch": t("auto_error_toast"), "rid": f"{ID}auto_error_toast", "checked": False},
            {"button": t("json_editor")},
        ],
    )
    return [
        entry("overwrite", f"{where} (patterns)", patterns, [(t("save"), True)]),
        entry("harmless", f"{where} (patterns)", patterns, [(t("format"), False)]),
        menu(
            "opens-prompt",
            f"{where} (overflow)",
            title,
            overflow,
            [(t("discard"), False), (t("reset"), False)],
        ),
        alert(
            "discard",
            f"{where} (discard)",
            title,
            t("discard"),
            t("json_discard"),
            (cancel, None),
            (yes, True),
        ),
        alert(
            "harmless",
            f"{where} (discard)",
            title,
            t("discard"),
            t("json_discard"),
            (cancel, False),
            (yes, None),
        ),
        alert(
            "discard",
            f"{where} (reset)",
            title,
            t("reset"),
            t("json_reset"),
            (cancel, None),
            (yes, True),
        ),
        alert(
            "overwrite",
            f"{where} (unsaved changes)",
            title,
            *leave,
            (cancel, None),
            (t("save"), True),
            (t("discard"), None),
        ),
        alert(
            "discard",
            f"{where} (unsaved changes)",
            title,
            *leave,
            (cancel, None),
            (t("save"), None),
            (t("discard"), True),
        ),
        alert(
            "harmless",
            f"{where} (unsaved changes)",
            title,
            *leave,
            (cancel, False),
            (t("save"), None),
            (t("discard"), None),
        ),
        alert(
            "discard",
            f"{where} (invalid JSON)",
            title,
            t("invalid"),
            t("json_ignore"),
            (cancel, None),
            (t("json_discard_close"), True),
        ),
        entry("reversible", "urlcheck AutomationActivity", auto, [(t("auto_enabled"), False)]),
        entry(
            "overwrite",
            f"{where} (automations)",
            editing(t("auto_editor"), RULES),
            [(t("save"), True)],
        ),
    ]


def backup(t: Any) -> list[dict[str, Any]]:
    where = "urlcheck BackupActivity"
    title = t("btn_backupRestore")

    def switch(key: str, rid: str, checked: bool) -> dict[str, Any]:
        return {"switch": t(key), "rid": f"{ID}{rid}", "checked": checked}

    buttons = [
        {"button": t("bck_backup"), "rid": f"{ID}btn_backup"},
        {"button": t("bck_restore"), "rid": f"{ID}btn_restore"},
    ]
    basic = page(
        title,
        [
            {"text": t("bck_description")},
            switch("bck_data", "chk_data", True),
            switch("bck_secrets", "chk_secrets", True),
            switch("bck_cache", "chk_cache", False),
            *buttons,
        ],
    )
    advanced = page(
        title,
        [
            {"text": t("bck_description")},
            switch("bck_data", "chk_data", True),
            switch("bck_data_prefs", "chk_data_prefs", True),
            switch("bck_data_files", "chk_data_files", True),
            switch("bck_secrets", "chk_secrets", True),
            switch("bck_cache", "chk_cache", False),
            *buttons,
            {"button": t("bck_delete"), "rid": f"{ID}btn_delete"},
            switch("bck_restoreDelete", "chk_delete", True),
            switch("bck_ignoreNewer", "chk_ignoreNewer", False),
        ],
    )
    restore = (t("bck_restoreTitle"), t("bck_restoreMessage"))
    delete = (t("bck_deleteTitle"), t("bck_deleteMessage"))
    cancel = t("android:cancel")
    return [
        entry("opens-prompt", where, basic, [(t("bck_restore"), False)]),
        entry("reversible", where, basic, [(t("bck_cache"), False)]),
        menu(
            "harmless",
            f"{where} (overflow)",
            title,
            [t("bck_mn_advanced")],
            [(t("bck_mn_advanced"), False)],
        ),
        entry("opens-prompt", f"{where} (advanced)", advanced, [(t("bck_delete"), False)]),
        entry("reversible", f"{where} (advanced)", advanced, [(t("bck_restoreDelete"), False)]),
        alert(
            "overwrite",
            f"{where} (restore)",
            title,
            *restore,
            (cancel, None),
            (t("bck_restoreConfirm"), True),
        ),
        alert(
            "harmless",
            f"{where} (restore)",
            title,
            *restore,
            (cancel, False),
            (t("bck_restoreConfirm"), None),
        ),
        alert(
            "delete",
            f"{where} (delete)",
            title,
            *delete,
            (cancel, None),
            (t("bck_deleteConfirm"), True),
        ),
        alert(
            "harmless",
            f"{where} (delete)",
            title,
            *delete,
            (cancel, False),
            (t("bck_deleteConfirm"), None),
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    home = page(
        t("app_name"),
        [
            {"icon": t("shortcut_checkClipboard"), "rid": f"{ID}menu_checkClipboard"},
            {"text": t("txt_info")},
            {"text": t("txt_sample")},
            {"link": t("sample_url")},
            {"button": t("a_modules")},
            {"button": t("a_automations")},
            {"button": t("a_settings")},
            {"button": t("a_about")},
        ],
    )
    prefs = page(
        t("a_settings"),
        [
            {"button": t("btn_tutorialSettings")},
            {"text": t("txt_openLinks")},
            {"text": t("txt_theme")},
            {"button": t("deviceDefault"), "rid": f"{ID}theme"},
            {"switch": t("txt_animation"), "rid": f"{ID}animations", "checked": True},
            {"button": t("btn_backupRestore")},
        ],
    )
    return [
        entry("harmless", "urlcheck MainActivity", home, [(t("shortcut_checkClipboard"), False)]),
        entry("harmless", "urlcheck SettingsActivity", prefs, [(t("btn_tutorialSettings"), False)]),
        entry("reversible", "urlcheck SettingsActivity", prefs, [(t("txt_animation"), False)]),
    ]
