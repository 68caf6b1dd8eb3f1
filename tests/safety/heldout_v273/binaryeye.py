"""Binary Eye's screens (``de.markusfisch.android.binaryeye``, a barcode scanner and
generator: scans kept in a history, pinned, renamed, shared, exported and removed, barcodes
composed, saved and shared, scans forwarded to a URL, a Bluetooth host or KDE Connect,
settings kept in profiles, automated actions and codes to exclude from the history, Wi-Fi
networks suggested to the system and removed again), strings from
``app/src/main/res/values*/strings.xml``. The scans, profile names, URLs, patterns and file
names on the screens are the same in every language.

Read from the code (``app/src/main/kotlin/de/markusfisch/android/binaryeye``):
``activity/CameraActivity.kt`` with ``res/layout/activity_camera.xml`` and
``res/menu/activity_camera.xml`` (the scanner: the flash button, History, "Compose
barcode", "Pick image file", "Switch camera", "Scan continuously", which toggles the bulk
mode, "Restrict format", which opens the list of formats, "Find code", which opens the
search term dialog with Cancel and OK, Settings, Info, which opens the project page, and
"Profile: …", which opens the list of profiles; ``importProfile``, whose dialog asks whether
a scanned profile becomes the active one, with Cancel and OK); ``activity/HistoryActivity.kt``
with ``res/layout/activity_history.xml``, ``row_scan.xml``, ``dialog_enter_name.xml``,
``res/menu/fragment_history.xml`` and ``fragment_history_edit.xml`` (the list of scans, each
row with its pin button, the Share button, which opens "How to separate list items?" and
then the system's share sheet, "Search scan", "Export to file", which opens "Export as?" and
then the file name, "Share as file" and "Clear history", which opens "Really remove all
scans?" (or, with a search term, "Really remove selected scans?") with Cancel and OK, which
calls ``db.removeScans``; the contextual bar of selected scans: "Copy scan", "Edit label",
which opens the name dialog with Cancel and OK, and "Remove scan", which opens "Really
remove scan?" or "Really remove selected scans?" with Cancel and OK, which calls
``db.removeScan`` for each); ``adapter/ScansAdapter.kt`` (the pin button, "Pin item" or
"Unpin item"); ``io/FileSaving.kt`` and ``res/layout/dialog_save_file.xml`` ("Save in
Downloads folder?" with its file name and OK only; ``writeExternalFile`` inserts a new file
into Downloads); ``database/Database.kt`` (``removeScan``, ``removeScans`` and
``setPinned``); ``activity/DecodeActivity.kt`` with ``res/layout/activity_decode.xml`` and
``res/menu/fragment_decode.xml`` (a scan: its label, content and data, the floating button,
whose description is always "Open URL" and which runs the content's action: the SMS app
with the number and text filled in for an ``smsto:`` code, the system's "save network"
prompt for a Wi-Fi code from Android 11 on, the file name dialog for binary content;
"Remove scan", shown for a stored scan, which opens "Really remove scan?" with Cancel and
OK, "Copy password into clipboard" for a Wi-Fi code, "Copy to clipboard", "Copy as
deeplink", Share, "Share as file" and "Compose barcode"); ``actions/sms/SmsAction.kt`` and
``actions/wifi/WifiConnector.kt``; ``activity/BarcodeActivity.kt`` with
``res/layout/activity_barcode.xml`` and ``res/menu/fragment_barcode.xml`` (a composed
barcode: "Add to history", which stores it as a scan, "Copy to clipboard", "Copy as
deeplink", "Export to file", which opens the file types and then the file name dialog with
Cancel and OK, "Brighten screen", and the Share button, which opens "Share as?" and then the
system's share sheet); ``activity/WelcomeActivity.kt``
with ``res/layout/activity_welcome.xml`` (Advanced and Simple, each loading its profile);
``fragment/PreferencesFragment.kt`` with ``res/xml/preferences.xml`` (Settings: Profile,
which opens the profiles, the scanning switches, "Save scan history", "Codes to exclude from
history", the forwarding switches, "URL to forward to" and "Request type", "Open
immediately", "Open unknown data with URL", "Automated actions", "Remove network
suggestions", which opens the network suggestions from Android 11 on and on Android 10 asks
"Really remove all networks?" with Cancel and OK, which calls
``removeNetworkSuggestions(listOf())``, and "Dynamic colors", which restarts the app);
``fragment/UrlDialogFragment.kt`` and ``res/layout/dialog_url.xml`` (the URL dialog: the URL,
"Test URL", which sends a test scan to the URL at once through ``sendAsync``, Cancel and OK);
``activity/ProfilesActivity.kt`` with ``res/layout/activity_profiles.xml``, ``row_profile.xml``
and ``dialog_profile_name.xml`` (the profiles: a row loads its profile, its "Share profile as
QR code" button shows the profile as a QR code, a long press opens "Remove this profile?"
with Cancel and OK, which calls ``prefs.removeProfile``, and "Add new profile" opens the name
dialog with OK only); ``preference/Preferences.kt`` (``addProfile``, ``removeProfile``,
``importProfile``, ``load``); ``activity/AutomatedActionsActivity.kt`` with
``res/layout/activity_automated_actions.xml`` and ``dialog_automated_action.xml`` ("Add
action" and a row open the action dialog with Cancel and OK; a long press opens "Remove this
action?" with Cancel and OK); ``activity/IgnoreCodesActivity.kt`` with
``res/layout/activity_ignore_codes.xml`` and ``dialog_ignore_code.xml`` ("Add code", the
code dialog with Cancel and OK, and "Remove this ignored code?" with Cancel and OK);
``activity/NetworkSuggestionsActivity.kt`` with ``res/layout/activity_network_suggestions.xml``
(the suggested networks as checked rows, and the "Remove suggestion" button, which removes
the checked ones at once through ``removeNetworkSuggestions``).
"""

from __future__ import annotations

from typing import Any

from screens import alert, choice, entry, menu, page

ID = "de.markusfisch.android.binaryeye:id/"
URL = "https://shop.example/item/4711"
SMS = "smsto:+4915112345678:Table 4 is ready"
WIFI = "WIFI:S:Office-5G;T:WPA;P:violet-harbour-22;;"
TICKET = "4006381333931"
LABEL = "Rack 12, shelf B"
PROFILE = "warehouse"
FORWARD = "https://inventory.example/scan"
PATTERN = "^https?://shop\\.example/.*"
TEMPLATE = "https://inventory.example/lookup?q={RESULT}"
CODE = "(?i)^fido:/.*"
FILE = "scans-march"
NETWORKS = ("Office-5G", "Guest", "Cafe Linde")


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        camera(t)
        + history(t)
        + decode(t)
        + compose(t)
        + settings(t)
        + profiles(t)
        + rules(t)
        + networks(t)
    )


def camera(t: Any) -> list[dict[str, Any]]:
    title = t("scan_code")
    overflow = [
        t("pick_image_file"),
        t("switch_camera"),
        t("bulk_mode"),
        t("restrict_format"),
        t("find_code"),
        t("preferences"),
        t("info"),
        t("current_profile", t("profile_default")),
    ]
    over = "binaryeye CameraActivity (activity_camera, overflow)"
    formats = [{"row": f} for f in ("Aztec", "Codabar", "CODE 128", "EAN-13", "QR Code")]
    profiles = [{"row": t("profile_default")}, {"row": PROFILE}]
    search = (
        {"text": t("find_barcode_with_content")},
        {"field": f"{ID}term", "hint": t("find_code_hint"), "text": "^ORD-"},
        {"text": t("format")},
        {"row": t("all_formats"), "rid": f"{ID}format"},
    )
    cancel, ok = t("android:cancel"), t("android:ok")
    return [
        menu("reversible", over, title, overflow, [(t("bulk_mode"), False)]),
        menu("opens-prompt", over, title, overflow, [(t("restrict_format"), False)]),
        choice(
            "reversible",
            "binaryeye CameraActivity (restrict format)",
            title,
            t("restrict_format"),
            formats,
            [("QR Code", False)],
        ),
        alert(
            "reversible",
            "binaryeye CameraActivity (find code)",
            title,
            None,
            None,
            (cancel, None),
            (ok, False),
            search,
        ),
        choice(
            "reversible",
            "binaryeye CameraActivity (pick profile)",
            title,
            t("profile"),
            profiles,
            [(PROFILE, False)],
        ),
        alert(
            "reversible",
            "binaryeye CameraActivity (profile imported)",
            title,
            None,
            t("profile_import_set_default", PROFILE),
            (cancel, None),
            (ok, False),
        ),
    ]


def scans() -> list[dict[str, Any]]:
    """The history's rows: a label or the content, the format and the time."""
    return [
        {"row": LABEL, "secondary": "QR_CODE • 2025-03-14 09:12"},
        {"row": SMS, "secondary": "QR_CODE • 2025-03-13 18:40"},
        {"row": TICKET, "secondary": "EAN_13 • 2025-03-12 11:05"},
    ]


def history(t: Any) -> list[dict[str, Any]]:
    title = t("history")
    where = "binaryeye HistoryActivity (fragment_history)"
    icons = [
        {"icon": t("search_scan"), "rid": f"{ID}search"},
        {"icon": t("export_to_file"), "rid": f"{ID}export_history"},
        {"icon": t("share_file"), "rid": f"{ID}share_as_file"},
        {"icon": t("clear_history"), "rid": f"{ID}clear"},
    ]
    rows = [
        {"row": LABEL, "secondary": "QR_CODE • 2025-03-14 09:12"},
        {"icon": t("pin_item"), "rid": f"{ID}pin"},
        {"row": SMS, "secondary": "QR_CODE • 2025-03-13 18:40"},
        {"row": TICKET, "secondary": "EAN_13 • 2025-03-12 11:05"},
    ]
    main = page(title, [*icons, {"list": rows}, {"icon": t("share"), "rid": f"{ID}share"}])
    cab = page(
        title,
        [
            {"icon": t("copy_scan"), "rid": f"{ID}copy_scan"},
            {"icon": t("edit_label"), "rid": f"{ID}edit_label"},
            {"icon": t("remove_scan"), "rid": f"{ID}remove_scan"},
            {"list": scans()},
        ],
    )
    selected = "binaryeye HistoryActivity (fragment_history_edit, selected scans)"
    cancel, ok = t("android:cancel"), t("android:ok")
    separators = [
        {"row": t(k)}
        for k in (
            "separator_line_break",
            "separator_ruler",
            "export_csv_comma",
            "export_csv_semicolon",
            "export_json",
        )
    ]
    formats = [
        {"row": t(k)}
        for k in ("export_csv_comma", "export_csv_semicolon", "export_json", "export_database")
    ]
    name = (
        {"text": t("enter_name")},
        {"field": f"{ID}name", "hint": t("enter_name_hint"), "text": LABEL},
    )
    save = (
        {"text": t("save_as_file_name")},
        {"field": f"{ID}file_name", "hint": t("file_name"), "text": f"{FILE}.csv"},
    )

    def removing(n: int, key: str, ok_: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "delete" if ok_ else "harmless",
            f"binaryeye HistoryActivity (remove {n} selected)",
            title,
            None,
            t(key),
            (cancel, no),
            (ok, ok_),
        )

    return [
        entry("opens-prompt", where, main, [(t("clear_history"), False)]),
        entry("reversible", "binaryeye HistoryActivity (row_scan)", main, [(t("pin_item"), False)]),
        alert(
            "delete",
            "binaryeye HistoryActivity (clear history)",
            title,
            None,
            t("really_remove_all_scans"),
            (cancel, None),
            (ok, True),
        ),
        alert(
            "harmless",
            "binaryeye HistoryActivity (clear history)",
            title,
            None,
            t("really_remove_all_scans"),
            (cancel, False),
            (ok, None),
        ),
        alert(
            "delete",
            "binaryeye HistoryActivity (clear history, search term)",
            title,
            None,
            t("really_remove_selected_scans"),
            (cancel, None),
            (ok, True),
        ),
        entry("opens-prompt", selected, cab, [(t("remove_scan"), False)]),
        removing(3, "really_remove_selected_scans", True, None),
        removing(1, "really_remove_scan", True, None),
        removing(3, "really_remove_selected_scans", None, False),
        alert(
            "reversible",
            "binaryeye HistoryActivity (edit label)",
            title,
            LABEL,
            None,
            (cancel, None),
            (ok, False),
            name,
        ),
        choice(
            "harmless",
            "binaryeye HistoryActivity (list separator)",
            title,
            t("pick_list_separator"),
            separators,
            [(t("separator_line_break"), False)],
        ),
        choice(
            "opens-prompt",
            "binaryeye HistoryActivity (export as)",
            title,
            t("export_as"),
            formats,
            [(t("export_database"), False)],
        ),
        alert(
            "export",
            "binaryeye FileSaving (dialog_save_file)",
            title,
            None,
            None,
            None,
            (ok, False),
            save,
        ),
    ]


def decode(t: Any) -> list[dict[str, Any]]:
    title = t("content")
    where = "binaryeye DecodeActivity (fragment_decode)"
    icons = [
        {"icon": t("remove_scan"), "rid": f"{ID}remove"},
        {"icon": t("copy_to_clipboard"), "rid": f"{ID}copy_to_clipboard"},
        {"icon": t("copy_as_deeplink"), "rid": f"{ID}copy_as_deeplink"},
        {"icon": t("share"), "rid": f"{ID}share"},
        {"icon": t("share_file"), "rid": f"{ID}share_file"},
        {"icon": t("compose_barcode"), "rid": f"{ID}create"},
    ]

    def scan(content: str, wifi: bool = False) -> dict[str, Any]:
        extra = [{"icon": t("copy_password"), "rid": f"{ID}copy_password"}] if wifi else []
        return page(
            title,
            [
                icons[0],
                *extra,
                *icons[1:],
                {"text": t("label")},
                {"field": f"{ID}label", "hint": t("enter_name_hint")},
                {"field": f"{ID}content", "hint": t("content"), "text": content},
                {"text": t("section_parsed_data")},
                {"icon": t("open_url"), "rid": f"{ID}open"},
            ],
        )

    cancel, ok = t("android:cancel"), t("android:ok")
    gone = "binaryeye DecodeActivity (remove scan)"
    return [
        entry("opens-prompt", where, scan(URL), [(t("remove_scan"), False)]),
        entry(
            "harmless",
            "binaryeye DecodeActivity (fragment_decode, smsto: code)",
            scan(SMS),
            [(t("open_url"), False)],
        ),
        entry(
            "opens-prompt",
            "binaryeye DecodeActivity (fragment_decode, Wi-Fi code)",
            scan(WIFI, wifi=True),
            [(t("open_url"), False)],
        ),
        alert("delete", gone, title, None, t("really_remove_scan"), (cancel, None), (ok, True)),
        alert("harmless", gone, title, None, t("really_remove_scan"), (cancel, False), (ok, None)),
    ]


def compose(t: Any) -> list[dict[str, Any]]:
    title = t("view_barcode")
    barcode = page(
        title,
        [
            {"icon": t("add_to_history"), "rid": f"{ID}add_to_history"},
            {"icon": t("copy_to_clipboard"), "rid": f"{ID}copy_to_clipboard"},
            {"icon": t("copy_as_deeplink"), "rid": f"{ID}copy_as_deeplink"},
            {"icon": t("export_to_file"), "rid": f"{ID}export_to_file"},
            {"switch": t("brighten_screen"), "rid": f"{ID}brighten_screen", "checked": False},
            {"icon": t("share"), "rid": f"{ID}share"},
        ],
    )
    where = "binaryeye BarcodeActivity (fragment_barcode)"
    save = (
        {"text": t("save_as_file_name")},
        {"field": f"{ID}file_name", "hint": t("file_name"), "text": f"EAN_13_{TICKET}.svg"},
    )
    cancel, ok = t("android:cancel"), t("android:ok")
    welcome = page(
        t("welcome"),
        [
            {
                "row": t("mode_expert"),
                "secondary": t("mode_expert_description"),
                "rid": f"{ID}expert",
            },
            {
                "row": t("mode_simple"),
                "secondary": t("mode_simple_description"),
                "rid": f"{ID}simple",
            },
        ],
    )
    return [
        entry("reversible", where, barcode, [(t("add_to_history"), False)]),
        alert(
            "export",
            "binaryeye BarcodeActivity (save file)",
            title,
            None,
            None,
            (cancel, None),
            (ok, False),
            save,
        ),
        alert(
            "harmless",
            "binaryeye BarcodeActivity (save file)",
            title,
            None,
            None,
            (cancel, False),
            (ok, None),
            save,
        ),
        entry(
            "reversible",
            "binaryeye WelcomeActivity (activity_welcome)",
            welcome,
            [(t("mode_simple"), False)],
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("preferences")
    where = "binaryeye PreferencesFragment (preferences)"

    def switch(key: str, checked: bool) -> dict[str, Any]:
        return {"switch": t(key), "checked": checked}

    scanning = page(
        title,
        [
            {"row": t("profile"), "secondary": t("profile_default")},
            switch("use_history", True),
            {"row": t("ignore_codes"), "secondary": t("ignore_codes_count#", 2)},
            switch("copy_immediately", False),
        ],
    )
    forwarding = page(
        title,
        [
            {"text": t("send_category")},
            switch("send_scan_active", False),
            {"row": t("send_scan_url"), "secondary": FORWARD},
            {"row": t("send_scan_type"), "secondary": t("send_type_get_add_content")},
            {"row": t("send_scan_device_id")},
            switch("send_scan_bluetooth", False),
            switch("send_scan_kde_connect", False),
        ],
    )
    content = page(
        title,
        [
            switch("open_immediately", False),
            switch("strip_tracking_params", True),
            {"row": t("open_with_url")},
            {"row": t("automated_actions"), "secondary": t("automated_actions_count#", 1)},
            {
                "row": t("clear_network_suggestions"),
                "secondary": t("clear_network_suggestions_summary"),
            },
            {"text": t("appearance_category")},
            switch("dynamic_colors", True),
        ],
    )
    types = [
        {"radio": t(k), "checked": k == "send_type_get_add_content"}
        for k in (
            "send_type_get_add_content",
            "send_type_get_query_string",
            "send_type_post_form",
            "send_type_post_json",
            "send_type_external_browser",
        )
    ]
    types.append({"button": t("android:cancel"), "rid": "android:id/button2"})
    cancel, ok = t("android:cancel"), t("android:ok")

    def url(text: str) -> tuple[dict[str, Any], ...]:
        return (
            {"field": f"{ID}url", "hint": t("url_hint_add_content"), "text": text},
            {"button": t("test_url"), "rid": f"{ID}test_url"},
        )

    link = "binaryeye UrlDialogFragment (dialog_url,"
    return [
        entry("reversible", where, scanning, [(t("use_history"), False)]),
        entry("reversible", where, forwarding, [(t("send_scan_active"), False)]),
        entry("opens-prompt", where, forwarding, [(t("send_scan_url"), False)]),
        entry("reversible", where, content, [(t("open_immediately"), False)]),
        entry(
            "opens-prompt",
            "binaryeye PreferencesFragment (preferences, Android 10)",
            content,
            [(t("clear_network_suggestions"), False)],
        ),
        entry(
            "harmless",
            "binaryeye PreferencesFragment (preferences, Android 11 and later)",
            content,
            [(t("clear_network_suggestions"), False)],
        ),
        choice(
            "reversible",
            "binaryeye PreferencesFragment (request type)",
            title,
            t("send_scan_type"),
            types,
            [(t("send_type_post_json"), False)],
        ),
        alert(
            "send",
            f"{link} URL to forward to)",
            title,
            t("send_scan_url"),
            None,
            (cancel, None),
            (ok, None),
            url(FORWARD),
            ((t("test_url"), True),),
        ),
        alert(
            "send",
            f"{link} open unknown data with URL)",
            title,
            t("open_with_url"),
            None,
            (cancel, None),
            (ok, None),
            url(TEMPLATE),
            ((t("test_url"), True),),
        ),
        alert(
            "reversible",
            f"{link} URL to forward to)",
            title,
            t("send_scan_url"),
            None,
            (cancel, None),
            (ok, False),
            url(FORWARD),
        ),
        alert(
            "harmless",
            f"{link} URL to forward to)",
            title,
            t("send_scan_url"),
            None,
            (cancel, False),
            (ok, None),
            url(FORWARD),
        ),
    ]


def profiles(t: Any) -> list[dict[str, Any]]:
    title = t("profile")
    where = "binaryeye ProfilesActivity (activity_profiles)"
    listing = page(
        title,
        [
            {
                "list": [
                    {"row": t("profile_default"), "secondary": t("profile_current")},
                    {"row": PROFILE},
                    {"icon": t("profile_share_qr"), "rid": f"{ID}share_qr"},
                ]
            },
            {"icon": t("profile_add"), "rid": f"{ID}add"},
        ],
    )
    named = (
        {"text": t("profile_enter_name")},
        {"field": f"{ID}name", "hint": t("profile_enter_name_hint"), "text": "night-shift"},
    )
    cancel, ok = t("android:cancel"), t("android:ok")
    gone = "binaryeye ProfilesActivity (remove profile)"
    return [
        entry("opens-prompt", where, listing, [(t("profile_add"), False)]),
        entry(
            "harmless",
            "binaryeye ProfilesActivity (row_profile)",
            listing,
            [(t("profile_share_qr"), False)],
        ),
        alert(
            "reversible",
            "binaryeye ProfilesActivity (dialog_profile_name)",
            title,
            None,
            None,
            None,
            (ok, False),
            named,
        ),
        alert("delete", gone, title, None, t("profile_remove_confirm"), (cancel, None), (ok, True)),
        alert(
            "delete",
            "binaryeye ProfilesActivity (remove current profile)",
            title,
            None,
            t("profile_remove_confirm"),
            (cancel, None),
            (ok, True),
        ),
        alert(
            "harmless", gone, title, None, t("profile_remove_confirm"), (cancel, False), (ok, None)
        ),
    ]


def rules(t: Any) -> list[dict[str, Any]]:
    cancel, ok = t("android:cancel"), t("android:ok")
    title = t("automated_actions")
    where = "binaryeye AutomatedActionsActivity (activity_automated_actions)"
    actions = page(
        title,
        [
            {"list": [{"row": t("automated_action_list_intent", TEMPLATE), "secondary": PATTERN}]},
            {"icon": t("automated_action_add"), "rid": f"{ID}add"},
        ],
    )
    form = (
        {"text": t("automated_action_regex")},
        {"field": f"{ID}regex", "hint": t("automated_action_regex_hint"), "text": PATTERN},
        {"text": t("format")},
        {"row": t("all_formats"), "rid": f"{ID}format"},
        {"text": t("automated_action_type")},
        {
            "radio": t("automated_action_type_intent"),
            "rid": f"{ID}action_type_intent",
            "checked": True,
        },
        {
            "radio": t("automated_action_type_custom_intent"),
            "rid": f"{ID}action_type_custom_intent",
            "checked": False,
        },
        {"text": t("automated_action_url_template")},
        {"field": f"{ID}url_template", "hint": t("automated_action_url_hint"), "text": TEMPLATE},
    )
    gone = "binaryeye AutomatedActionsActivity (remove action)"
    ignored = t("ignore_codes")
    code = (
        {"text": t("automated_action_regex")},
        {"field": f"{ID}regex", "hint": t("ignore_code_regex_hint"), "text": "^TEST-"},
        {"text": t("format")},
        {"row": t("all_formats"), "rid": f"{ID}format"},
    )
    drop = "binaryeye IgnoreCodesActivity (remove ignored code)"
    return [
        entry("opens-prompt", where, actions, [(t("automated_action_add"), False)]),
        alert(
            "reversible",
            "binaryeye AutomatedActionsActivity (dialog_automated_action)",
            title,
            t("automated_action_add"),
            None,
            (cancel, None),
            (ok, False),
            form,
        ),
        alert(
            "delete",
            gone,
            title,
            None,
            t("automated_action_remove_confirm"),
            (cancel, None),
            (ok, True),
        ),
        alert(
            "harmless",
            gone,
            title,
            None,
            t("automated_action_remove_confirm"),
            (cancel, False),
            (ok, None),
        ),
        alert(
            "reversible",
            "binaryeye IgnoreCodesActivity (dialog_ignore_code)",
            ignored,
            t("ignore_code_add"),
            None,
            (cancel, None),
            (ok, False),
            code,
        ),
        alert(
            "delete",
            drop,
            ignored,
            None,
            t("ignore_code_remove_confirm"),
            (cancel, None),
            (ok, True),
        ),
    ]


def networks(t: Any) -> list[dict[str, Any]]:
    title = t("network_suggestions")
    where = "binaryeye NetworkSuggestionsActivity (activity_network_suggestions)"

    def listing(checked: tuple[bool, ...]) -> dict[str, Any]:
        rows = [{"radio": n, "checked": c} for n, c in zip(NETWORKS, checked, strict=True)]
        return page(title, [{"list": rows}, {"icon": t("remove_suggestion"), "rid": f"{ID}remove"}])

    cancel, ok = t("android:cancel"), t("android:ok")
    clear = "binaryeye PreferencesFragment (remove network suggestions, Android 10)"
    settings_title = t("preferences")
    return [
        entry("harmless", where, listing((False, False, False)), [("Guest", False)]),
        entry(
            "delete",
            "binaryeye NetworkSuggestionsActivity (activity_network_suggestions, two checked)",
            listing((False, True, True)),
            [(t("remove_suggestion"), True)],
        ),
        entry(
            "delete",
            "binaryeye NetworkSuggestionsActivity (activity_network_suggestions, one checked)",
            listing((True, False, False)),
            [(t("remove_suggestion"), True)],
        ),
        alert(
            "delete",
            clear,
            settings_title,
            None,
            t("really_remove_all_networks"),
            (cancel, None),
            (ok, True),
        ),
        alert(
            "harmless",
            clear,
            settings_title,
            None,
            t("really_remove_all_networks"),
            (cancel, False),
            (ok, None),
        ),
    ]
