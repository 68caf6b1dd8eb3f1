"""SMS Import / Export's screens (``com.github.tmo1.sms_ie``, an app that exports and imports a
phone's SMS and MMS messages, call log, contacts and blocked numbers to and from JSON and ZIP
files, wipes the phone's messages, and exports on a schedule), strings from
``app/src/main/res/values*/strings.xml``. The file, folder, number and filter names on the
screens are the same in every language, and so are the words the app writes in its code
rather than in its strings (the settings' titles, the message filter dialog's buttons, the
passphrase dialog's title).

Read from the code (``app/src/main/java/com/github/tmo1/sms_ie``): ``MainActivity.kt`` with
``res/layout/activity_main.xml`` and ``res/menu/options_menu.xml`` (the main page's ten buttons,
``status_report``, the progress bar and its Cancel button, which cancels the running work, the
default-SMS-app warning and "Set default SMS app", which opens the system's default apps
settings; the overflow: Settings, "Message Filters", About; "Import Messages", "Export Blocked
Numbers", "Import Blocked Numbers" and "Wipe Messages" first ask for the default SMS app role
in ``checkDefaultSMSApp``, through ``BecomeDefaultSMSAppFragment``, "Default SMS App" with OK,
which opens the system's role request; the exports open the system's "create document" picker
and the imports its "open document" picker (``OpenDocument``), whose picked file starts the
import at once in ``launchPendingAction`` unless manual encryption is on, when
``PassphraseEntryFragment``, "Enter encryption passphrase" with OK, asks for the passphrase
first; "Count messages" counts at once; ``ConfirmWipeFragment``: "Wipe Messages" with Cancel
and Wipe, which runs ``wipeSmsAndMmsMessages``; ``ErrorMessageFragment``: an operation's error
title and message with "Open log directory" and OK; ``GeneralErrorDialogFragment``);
``ImportExport.kt`` (``wipeSmsAndMmsMessages`` deletes every SMS and MMS the message filters
select from the system's store, ``deleteOldExports``), ``ImportExportMessages.kt``,
``ImportExportCallLog.kt``, ``ImportExportContacts.kt`` and ``ImportExportBlockedNumbers.kt``
(each import inserts the file's records into the system's store: messages, calls, raw contacts,
blocked numbers); ``ImportExportWorker.kt`` (a wipe cannot be cancelled, so its Cancel button is
not shown); ``MessageFiltersActivity.kt`` with ``res/layout/activity_message_filters.xml`` and
``add_message_filter.xml`` (the filters' list, "Add message filter", and
``AddEditDeleteMessageFilterFragment``: the column and operator spinners, the value field and
the Active switch, with Cancel and Save, and for a tapped filter also Delete, which removes the
filter from the saved list); ``SettingsActivity.kt`` with ``res/xml/root_preferences.xml`` and
``res/layout/store_passphrase.xml`` (the settings: message filtering, the encryption switches
and the "Store passphrase" button, which opens the passphrase dialog whose OK stores the
passphrase in the Android keystore through ``PassphraseManager.storePassphrase``, the scheduled
export, whose switch and time reschedule the export, "Export to directory:", which opens the
system's folder picker, "Disable battery optimizations", which opens the system's request,
"Delete old exports", the export, import and debugging options, among them "Maximum records",
an ``EditTextPreference``); ``CustomPreferenceDialogs.kt`` and ``CustomPreferences.kt`` (the
time picker dialog, whose OK saves the time and reschedules the export); ``AboutActivity.kt``
with ``res/layout/activity_about.xml`` (the about text and the app's links).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, entry, menu, page

VERSION = "2.11.1"
"""The app's ``versionName`` at the commit read."""
HOMEPAGE = "https://github.com/tmo1/sms-ie"
EXPORT_DIR = "content://com.android.externalstorage.documents/tree/primary:sms-ie"
NUMBER = "+15550100"
PASSPHRASE_TITLE = "=Enter encryption passphrase"
EXCLUDED = (
    "=Addresses (numbers) to exclude from thread (conversation) reconstruction (comma separated"
    " list, typically the source device phone number[s])"
)
MAX_RECORDS = (
    "=Maximum records (SMS messages, MMS messages, contacts, and calls) to import (messages"
    " only) or export. (Leave empty or set to 0 for all.)"
)
BUTTONS = (
    ("export_messages_button", "export_messages_button_label"),
    ("import_messages_button", "import_messages_button_label"),
    ("export_call_log_button", "export_call_log_button_label"),
    ("import_call_log_button", "import_call_log_button_label"),
    ("export_contacts_button", "export_contacts"),
    ("import_contacts_button", "import_contacts"),
    ("export_blocked_numbers_button", "export_blocked_numbers"),
    ("import_blocked_numbers_button", "import_blocked_numbers"),
    ("wipe_all_messages_button", "wipe_messages"),
    ("count_messages_button", "count_messages"),
)
"""The main page's buttons: their ids and strings, in the layout's order."""


def screens(t: Any) -> list[dict[str, Any]]:
    return main(t) + pickers(t) + dialogs(t) + filters(t) + settings(t) + about(t)


def home(t: Any, default: bool = False, running: bool = False) -> dict[str, Any]:
    """The main page: the ten buttons and the status line; as the default SMS app, the
    warning and "Set default SMS app"; while an import runs, the progress bar and Cancel."""
    items: list[dict[str, Any]] = [{"button": t(k), "rid": f"{ID}{rid}"} for rid, k in BUTTONS]
    if running:
        items += [
            {"id": f"{ID}progressBar"},
            {"button": t("android:cancel"), "rid": f"{ID}cancel_button"},
            {"text": t("message_import_progress", 1200, 35), "rid": f"{ID}status_report"},
        ]
    else:
        items.append({"text": t("ready"), "rid": f"{ID}status_report"})
    if default:
        items += [
            {"text": t("default_sms_app_warning"), "rid": f"{ID}default_sms_app_warning"},
            {"button": t("set_default_sms_app"), "rid": f"{ID}set_default_sms_app_button"},
        ]
    return page(t("app_name"), items)


def main(t: Any) -> list[dict[str, Any]]:
    where = "smsie MainActivity (activity_main)"
    default = "smsie MainActivity (activity_main, default SMS app)"
    plain, chosen = home(t), home(t, default=True)
    opens = (
        "export_messages_button_label",
        "import_messages_button_label",
        "export_call_log_button_label",
        "import_call_log_button_label",
        "import_contacts",
        "export_blocked_numbers",
        "wipe_messages",
    )
    rows = [t("settings"), t("message_filters"), t("about")]
    return [
        *(entry("opens-prompt", where, plain, [(t(k), False)]) for k in opens),
        entry("harmless", where, plain, [(t("count_messages"), False)]),
        entry("opens-prompt", default, chosen, [(t("wipe_messages"), False)]),
        entry("opens-prompt", default, chosen, [(t("import_blocked_numbers"), False)]),
        entry("harmless", default, chosen, [(t("set_default_sms_app"), False)]),
        entry(
            "harmless",
            "smsie MainActivity (importing messages)",
            home(t, default=True, running=True),
            [(t("android:cancel"), False)],
        ),
        menu(
            "harmless",
            "smsie MainActivity (options_menu)",
            t("app_name"),
            rows,
            [(t("settings"), False)],
        ),
        menu(
            "harmless",
            "smsie MainActivity (options_menu)",
            t("app_name"),
            rows,
            [(t("message_filters"), False)],
        ),
    ]


def picker(folder: str, rows: list[tuple[str, str | None]]) -> dict[str, Any]:
    """The system's "open document" picker in a folder of the device's storage: its folders
    and the files the import's type lets one pick."""
    listed = [{"row": n, "secondary": s} if s else {"row": n} for n, s in rows]
    return page(folder, [{"list": listed}])


def pickers(t: Any) -> list[dict[str, Any]]:
    """The file picked in the import's picker: the import starts at once (manual encryption
    off)."""
    messages = "smsie MainActivity (OpenDocument, import messages)"
    calls = "smsie MainActivity (OpenDocument, import call log)"
    contacts = "smsie MainActivity (OpenDocument, import contacts)"
    blocked = "smsie MainActivity (OpenDocument, import blocked numbers)"
    zips = [
        ("messages-2024-06-30.zip", "48.2 MB"),
        ("messages-2024-06-29.zip", "48.1 MB"),
        ("blocked_numbers-2024-06-30.zip", "1.2 kB"),
    ]
    jsons = [
        ("calls-2024-06-30.json", "310 kB"),
        ("contacts-2024-06-30.json", "96 kB"),
    ]
    backups = [("Old phone", None), ("messages-2023-11-12.zip", "31.7 MB")]
    download = [("Old phone", None), ("messages-2024-05-01.zip", "40.3 MB")]
    old = [
        ("blocked_numbers-2023-11-12.zip", "900 B"),
        ("calls-2023-11-12.json", "205 kB"),
        ("contacts-2023-11-12.json", "88 kB"),
    ]
    old_json = [r for r in old if r[0].endswith(".json")]
    return [
        entry("import", messages, picker("sms-ie", zips), [("messages-2024-06-30.zip", True)]),
        entry("import", messages, picker("Backups", backups), [("messages-2023-11-12.zip", True)]),
        entry(
            "import", messages, picker("Download", download), [("messages-2024-05-01.zip", True)]
        ),
        entry("harmless", messages, picker("Download", download), [("Old phone", False)]),
        entry("import", calls, picker("sms-ie", jsons), [("calls-2024-06-30.json", True)]),
        entry("import", calls, picker("Old phone", old_json), [("calls-2023-11-12.json", True)]),
        entry("import", contacts, picker("sms-ie", jsons), [("contacts-2024-06-30.json", True)]),
        entry(
            "import", contacts, picker("Old phone", old_json), [("contacts-2023-11-12.json", True)]
        ),
        entry(
            "import", blocked, picker("sms-ie", zips), [("blocked_numbers-2024-06-30.zip", True)]
        ),
        entry(
            "import",
            blocked,
            picker("Old phone", [old[0]]),
            [("blocked_numbers-2023-11-12.zip", True)],
        ),
    ]


def passphrase(t: Any, behind: str, category: str, bad: bool, where: str) -> dict[str, Any]:
    """``PassphraseEntryFragment``: the passphrase field and OK."""
    field = ({"field": "passphrase", "hint": "Passphrase", "text": "••••••••••"},)
    return alert(
        category, where, behind, t(PASSPHRASE_TITLE), None, {"positive": (t("okay"), bad)}, field
    )


def dialogs(t: Any) -> list[dict[str, Any]]:
    app = t("app_name")
    wipe = "smsie ConfirmWipeFragment"
    sms = (t("default_sms_app_dialog_title"), t("become_default_sms_app_warning"))
    confirm = (t("wipe_messages"), t("dialog_confirm_wipe"))
    failed = (
        t("messages_import_error_title"),
        f"{t('json_parse_error')} {t('see_logcat_save_enabled')}",
    )
    return [
        alert(
            "opens-prompt",
            "smsie BecomeDefaultSMSAppFragment",
            app,
            *sms,
            {"positive": (t("okay"), False)},
        ),
        alert(
            "delete",
            wipe,
            app,
            *confirm,
            {"negative": (t("cancel"), None), "positive": (t("wipe"), True)},
        ),
        alert(
            "harmless",
            wipe,
            app,
            *confirm,
            {"negative": (t("cancel"), False), "positive": (t("wipe"), None)},
        ),
        passphrase(
            t, app, "import", True, "smsie PassphraseEntryFragment (import messages, file picked)"
        ),
        alert(
            "harmless",
            "smsie ErrorMessageFragment (messages import error)",
            app,
            *failed,
            {"neutral": (t("open_log_dir"), False), "positive": (t("android:ok"), False)},
        ),
    ]


def filter_dialog(t: Any, column: str, operator: str, value: str) -> tuple[dict[str, Any], ...]:
    """The message filter dialog's own widgets (``add_message_filter.xml``)."""
    return (
        {"text": t("column_name")},
        {"row": column, "rid": f"{ID}message_column_name"},
        {"text": t("operator")},
        {"row": operator, "rid": f"{ID}operator"},
        {"text": t("column_value")},
        {"field": f"{ID}message_column_value", "hint": t("value"), "text": value},
        {"text": t("active")},
        {"id": f"{ID}filter_active"},
    )


def filters(t: Any) -> list[dict[str, Any]]:
    app = t("app_name")
    first, second = f'sms.address == "{NUMBER}" [Active]', 'date < "2023-01-01" [Active]'
    listed = page(
        app,
        [
            {"text": t("message_filters_header"), "rid": f"{ID}current_message_filters"},
            {"list": [{"row": first, "rid": "android:id/text1"}, {"row": second}]},
            {"text": t("tap_filter_to_edit_or_delete"), "rid": f"{ID}tap_filter_to_edit_or_delete"},
            {
                "button": t("add_message_filter_button_label"),
                "rid": f"{ID}add_message_filter_button",
            },
            {
                "text": t("enable_message_filtering_note"),
                "rid": f"{ID}enable_message_filtering_note",
            },
        ],
    )
    where = "smsie MessageFiltersActivity (activity_message_filters)"
    add = "smsie AddEditDeleteMessageFilterFragment (add)"
    edit = "smsie AddEditDeleteMessageFilterFragment (edit)"
    new = filter_dialog(t, "sms.body", "LIKE", "%verification code%")
    one = filter_dialog(t, "sms.address", "==", NUMBER)
    two = filter_dialog(t, "date", "<", "2023-01-01")
    cancel, save, delete = t("=Cancel"), t("=Save"), t("=Delete")
    return [
        entry("opens-prompt", where, listed, [(t("add_message_filter_button_label"), False)]),
        entry("opens-prompt", where, listed, [(first, False)]),
        alert(
            "reversible",
            add,
            app,
            None,
            None,
            {"negative": (cancel, None), "positive": (save, False)},
            new,
        ),
        alert(
            "harmless",
            add,
            app,
            None,
            None,
            {"negative": (cancel, False), "positive": (save, None)},
            new,
        ),
        alert(
            "delete",
            edit,
            app,
            None,
            None,
            {"neutral": (delete, True), "negative": (cancel, None), "positive": (save, None)},
            one,
        ),
        alert(
            "reversible",
            edit,
            app,
            None,
            None,
            {"neutral": (delete, None), "negative": (cancel, None), "positive": (save, False)},
            one,
        ),
        alert(
            "delete",
            edit,
            app,
            None,
            None,
            {"neutral": (delete, True), "negative": (cancel, None), "positive": (save, None)},
            two,
        ),
        alert(
            "harmless",
            edit,
            app,
            None,
            None,
            {"neutral": (delete, None), "negative": (cancel, False), "positive": (save, None)},
            two,
        ),
    ]


def switch(title: str, checked: bool) -> dict[str, Any]:
    return {"switch": title, "checked": checked}


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("settings")
    top = page(
        title,
        [
            switch(t("=Enable message filtering"), False),
            {"text": t("=Encryption")},
            switch(t("=Perform encryption and decryption for manual operations"), False),
            switch(
                t("=Use stored passphrase for encryption and decryption for manual operations"),
                False,
            ),
            switch(
                t("=Perform encryption for scheduled operations (using stored passphrase)"), False
            ),
            {"button": t("encryption_store_passphrase"), "rid": f"{ID}store_passphrase_button"},
            {"text": t("=Scheduled export")},
            switch(t("=Enable scheduled export"), True),
            {"row": t("=Export at:"), "secondary": "02:00"},
            {"row": t("=Export to directory:"), "secondary": EXPORT_DIR},
            switch(t("=Export success notification"), True),
            switch(t("=Disable battery optimizations"), False),
            switch(t("=Delete old exports"), False),
            switch(t("=Remove datestamps from filenames"), False),
            switch(t("=Export messages"), True),
            switch(t("=Export calls"), True),
            switch(t("=Export contacts"), True),
        ],
    )
    bottom = page(
        title,
        [
            {"text": t("=Export options")},
            switch(t("include_binary_data"), True),
            switch(t("=Include BLOBs present in the MMS database table"), True),
            {"text": t("=Import options")},
            switch(t("=Message and call log entry deduplication (experimental)"), False),
            switch(t("=Include Subscription IDs in import"), False),
            {"row": t(EXCLUDED), "secondary": NUMBER},
            switch(t("=Insert excluded addresses into address table"), True),
            {"text": t("=Debugging options")},
            switch(t("pref_save_logcat_name"), False),
            switch(t("=Enable debugging options"), True),
            {"row": t(MAX_RECORDS), "secondary": "1000"},
            switch(t("=Process SMS messages"), True),
            switch(t("=Process MMS messages"), True),
        ],
    )
    where = "smsie SettingsFragment (root_preferences)"
    low = "smsie SettingsFragment (root_preferences, scrolled down)"
    ok, cancel = t("android:ok"), t("android:cancel")
    clock = (
        {"text": "2", "rid": "android:id/hours"},
        {"text": "00", "rid": "android:id/minutes"},
    )
    records = ({"field": "android:id/edit", "text": "1000"},)
    time = "smsie TimePreferenceDialog (Export at)"
    return [
        entry("reversible", where, top, [(t("=Enable message filtering"), False)]),
        entry(
            "reversible",
            where,
            top,
            [(t("=Perform encryption and decryption for manual operations"), False)],
        ),
        entry("opens-prompt", where, top, [(t("encryption_store_passphrase"), False)]),
        entry("reversible", where, top, [(t("=Enable scheduled export"), False)]),
        entry("opens-prompt", where, top, [(t("=Export at:"), False)]),
        entry("reversible", where, top, [(t("=Delete old exports"), False)]),
        entry("opens-prompt", where, top, [(t("=Disable battery optimizations"), False)]),
        entry(
            "reversible",
            low,
            bottom,
            [(t("=Message and call log entry deduplication (experimental)"), False)],
        ),
        entry("reversible", low, bottom, [(t("include_binary_data"), False)]),
        entry("reversible", low, bottom, [(t("=Process SMS messages"), False)]),
        entry("opens-prompt", low, bottom, [(t(MAX_RECORDS), False)]),
        passphrase(
            t, title, "reversible", False, "smsie PassphraseEntryFragment (store passphrase)"
        ),
        alert(
            "reversible",
            time,
            title,
            t("=Export at:"),
            None,
            {"negative": (cancel, None), "positive": (ok, False)},
            clock,
        ),
        alert(
            "harmless",
            time,
            title,
            t("=Export at:"),
            None,
            {"negative": (cancel, False), "positive": (ok, None)},
            clock,
        ),
        alert(
            "reversible",
            "smsie EditTextPreferenceDialog (max_records)",
            title,
            t(MAX_RECORDS),
            None,
            {"negative": (cancel, None), "positive": (ok, False)},
            records,
        ),
    ]


def about(t: Any) -> list[dict[str, Any]]:
    links = (
        ("homepage", "app_homepage"),
        ("documentation", "app_documentation"),
        ("issue_tracker", "app_issue_tracker"),
        ("donations", "app_donations"),
    )
    items: list[dict[str, Any]] = [{"text": t("app_about_text", VERSION), "rid": f"{ID}aboutText"}]
    for name, link in links:
        items += [{"text": t(name)}, {"link": t(link)}]
    return [
        entry(
            "harmless",
            "smsie AboutActivity (activity_about)",
            page(t("app_name"), items),
            [(t("app_homepage"), False)],
        ),
    ]
