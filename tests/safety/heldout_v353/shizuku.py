"""Shizuku's screens (``moe.shizuku.privileged.api``, an app that starts a service with the
shell's or root's rights, through wireless debugging, a computer's adb or root, and lends it
to the apps the user authorizes: the service started, restarted and stopped, apps granted
and revoked, permission requests allowed and denied, wireless debugging paired, the command
for a computer copied and shared, the terminal files exported, the settings switched),
strings from ``manager/src/main/res/values*/strings.xml``. The app, package, profile and
port names and the typed pairing code are the same in every language.

Read from the code (``manager/src/main``): ``java/moe/shizuku/manager/home/HomeActivity.kt``
and ``res/menu/main.xml`` (the home page's bar: Settings as an icon, then "Stop Shizuku" and
About in the overflow; "Stop Shizuku" opens a dialog with the message "Shizuku service will
be stopped." and the platform's Cancel and OK, whose OK calls ``Shizuku.exit``, which ends
the service's process, ``ShizukuService.exit``; About opens ``res/layout/about_dialog.xml``);
``home/HomeAdapter.kt``, which puts the cards in order (the status, then, with the adb
permission, "Application management" and the terminal card, the extra-step card where the
adb permission is limited, the root card first on a rooted device, the wireless debugging
card from Android 11, the computer card, the root card last on a device without root, and
"Learn Shizuku"); ``home/ServerStatusViewHolder.kt`` with ``res/layout/home_server_status
.xml``; ``home/ManageAppsViewHolder.kt`` and ``home/TerminalViewHolder.kt`` (rows that open
their pages); ``home/StartRootViewHolder.kt`` with ``res/layout/home_start_root.xml`` (Start,
or Restart while the service runs as root, both opening ``starter/StarterActivity.kt``, which
runs the starter at once); ``home/StartWirelessAdbViewHolder.kt`` with ``res/layout
/home_start_wireless_adb.xml`` ("Step-by-step guide" opens the help page, Pairing opens
``adb/AdbPairingTutorialActivity.kt`` and Start opens ``home/AdbDialogFragment.kt``, or before
Android 11 without adb over the network ``home/WadbNotEnabledDialogFragment.kt``);
``home/AdbDialogFragment.kt`` with ``res/layout/adb_dialog.xml`` ("Searching for wireless
debugging service" with Cancel, "Developer options", which opens the system's settings, and
the adb port as a neutral button, which starts the service on that port);
``home/StartAdbViewHolder.kt`` with ``res/layout/home_start_adb.xml`` ("View command" opens
the command with Cancel, Copy, which puts it on the clipboard, and Send, which opens the
system's share sheet with it); ``home/AdbPermissionLimitedViewHolder.kt`` with ``res/layout
/home_extra_step_required.xml`` ("Read help"); ``home/LearnMoreViewHolder.kt``;
``home/AdbPairDialogFragment.kt`` with ``res/layout/adb_pair_dialog.xml`` (in split screen:
"Searching for pairing service" with Cancel and "Developer options", then "Pair with device"
with the pairing code and Cancel and OK, whose OK pairs through ``AdbPairingClient``);
``adb/AdbPairingTutorialActivity.kt`` with ``res/layout/adb_pairing_tutorial_activity.xml``
("Developer options", and "Notification options" while notifications are off);
``adb/AdbPairingService.kt`` (the notifications "Searching for pairing service" with "Stop
searching" and "Pairing service found" with "Enter pairing code", which opens a reply field);
``starter/StarterActivity.kt`` (the error dialogs, OK); ``management/ApplicationManagementActivity
.kt``, ``management/AppViewHolder.kt`` and ``res/layout/app_list_item.xml`` (each app a row
with a switch; tapping the row calls ``AuthorizationManager.revoke`` for a granted app, which
force-stops it and removes its services, ``ShizukuService.updateFlagsForUid``, and
``AuthorizationManager.grant`` otherwise; where adb's permission is limited the dialog "The
permission of adb is limited" with OK); ``authorization/RequestPermissionActivity.kt`` and
``res/layout/confirmation_dialog.xml`` (an app's request: "Allow all the time", which grants
it for good, and Deny, which refuses this one request; the title's permission name is
``permission_group_description``, which is ``@string/permission_label``); ``legacy
/LegacyIsNotSupportedActivity.kt`` (the legacy requests, OK and "Open Shizuku");
``shell/ShellTutorialActivity.kt`` with ``res/layout/terminal_tutorial_activity.xml`` ("Export
files" opens the system's folder picker); ``settings/SettingsFragment.kt`` with
``res/xml/settings.xml`` ("Start on boot (root)", which enables the boot receiver, Language,
"Participate in translation", which opens the translation site, "Black night theme" and "Use
system theme color"; the "Dark theme" row and the language row's summary take their words from
a library's strings, not in this repository, and are not shown; the translation contributors
row is an information row and is left out).
"""

from __future__ import annotations

from typing import Any

from screens import ID, NEGATIVE, NEUTRAL, POSITIVE, alert, entry, html, menu, page

VERSION = "13.6"
PORT = "5555"
CODE = "482913"
HAIL, SWIFT, CANTA, APPOPS = "Hail", "Swift Backup", "Canta", "App Ops"
INSTALLER, LSPATCH, TUNER, ICEBOX, ASHELL = (
    "InstallerX",
    "LSPatch",
    "SystemUI Tuner",
    "Ice Box",
    "aShell",
)
WORK = f"{HAIL} - Work profile (10)"
PACKAGES = {
    HAIL: "com.aistra.hail",
    SWIFT: "org.swiftapps.swiftbackup",
    CANTA: "org.samo_lego.canta",
    APPOPS: "rikka.appops",
    INSTALLER: "com.rosan.installer.x",
    LSPATCH: "org.lsposed.lspatch",
    WORK: "com.aistra.hail",
    TUNER: "com.zacharee1.systemuituner",
    ICEBOX: "com.catchingnow.icebox",
    ASHELL: "in.hridayan.ashell",
}
HELP = "https://shizuku.rikka.app/guide/setup/"
COMMAND = "adb shell /data/app/~~Xc3q/moe.shizuku.privileged.api-1/lib/arm64/libshizuku.so"


def screens(t: Any) -> list[dict[str, Any]]:
    return home(t) + service(t) + wireless(t) + management(t) + requests(t) + others(t)


def settings_icon(t: Any) -> dict[str, Any]:
    return {"icon": t("settings_title"), "rid": f"{ID}action_settings"}


def status(t: Any, running: str | None, update: bool = False) -> list[dict[str, Any]]:
    """The status card: running (as ``adb`` or ``root``) with its version, or not running."""
    name = t("app_name")
    if running is None:
        return [{"text": html(t("home_status_service_not_running", name))}]
    if update:
        summary = t("home_status_service_version_update", running, "12.1", VERSION)
    else:
        summary = t("home_status_service_version", running, VERSION)
    return [{"text": html(t("home_status_service_is_running", name))}, {"text": html(summary)}]


def apps_row(t: Any, granted: int) -> dict[str, Any]:
    return {
        "row": t(f"home_app_management_authorized_apps_count#{granted}"),
        "secondary": t("home_app_management_view_authorized_apps"),
    }


def terminal_row(t: Any) -> dict[str, Any]:
    return {"row": t("home_terminal_title"), "secondary": t("home_terminal_description")}


def wireless_card(t: Any) -> list[dict[str, Any]]:
    return [
        {"text": html(t("home_wireless_adb_title"))},
        {"text": html(t("home_wireless_adb_description"))},
        {"button": t("home_wireless_adb_view_guide_button"), "rid": "android:id/button3"},
        {"button": t("adb_pairing"), "rid": "android:id/button2"},
        {"button": t("home_root_button_start"), "rid": "android:id/button1"},
    ]


def adb_card(t: Any) -> list[dict[str, Any]]:
    return [
        {"text": html(t("home_adb_title"))},
        {"text": html(t("home_adb_description", HELP))},
        {"button": t("home_adb_button_view_command"), "rid": "android:id/button1"},
    ]


def root_card(t: Any, restart: bool) -> list[dict[str, Any]]:
    link = "Don't kill my app!"
    text = html(t("home_root_description", link))
    if restart:
        text += " " + html(t("home_root_description_sui", "Sui", "Sui"))
    key, rid = "home_root_button_start", "button1"
    if restart:
        key, rid = "home_root_button_restart", "button2"
    return [
        {"text": html(t("home_root_title"))},
        {"text": text},
        {"button": t(key), "rid": f"android:id/{rid}"},
    ]


def learn_row(t: Any) -> dict[str, Any]:
    return {"row": t("home_learn_more_title"), "secondary": t("home_learn_more_description")}


def home_adb(t: Any) -> dict[str, Any]:
    """Android 11, no root, the service running through wireless debugging: the cards that
    fit on the screen (the list lays out only the rows on screen)."""
    items = [settings_icon(t), *status(t, "adb"), apps_row(t, 3), terminal_row(t)]
    return page(t("app_name"), items + wireless_card(t))


def home_stopped(t: Any) -> dict[str, Any]:
    """Android 11, no root, the service not running: status, wireless debugging, computer."""
    items = [settings_icon(t), *status(t, None), *wireless_card(t), *adb_card(t)]
    return page(t("app_name"), items)


def home_root_stopped(t: Any) -> dict[str, Any]:
    """Android 10, rooted, adb not on the network, the service not running."""
    items = [settings_icon(t), *status(t, None), *root_card(t, False), *adb_card(t)]
    return page(t("app_name"), [*items, learn_row(t)])


def home_root(t: Any) -> dict[str, Any]:
    """Android 10, rooted, the service running as root."""
    items = [settings_icon(t), *status(t, "root"), apps_row(t, 4), terminal_row(t)]
    return page(t("app_name"), [*items, *root_card(t, True), *adb_card(t), learn_row(t)])


def home_limited(t: Any) -> dict[str, Any]:
    """Android 11, the service running through adb on a device whose maker limits adb's
    permissions (and started by an older version)."""
    items = [
        settings_icon(t),
        *status(t, "adb", update=True),
        {"text": t("home_adb_is_limited_title")},
        {"text": t("home_adb_is_limited_description")},
        {"button": t("home_adb_button_view_help"), "rid": "android:id/button1"},
    ]
    return page(t("app_name"), items + wireless_card(t))


def home(t: Any) -> list[dict[str, Any]]:
    where = "shizuku HomeActivity"
    return [
        entry(
            "harmless",
            f"{where} (application management)",
            home_adb(t),
            [(t("home_app_management_authorized_apps_count#3"), False)],
        ),
        entry("harmless", f"{where} (terminal)", home_adb(t), [(t("home_terminal_title"), False)]),
        entry(
            "harmless",
            f"{where} (wireless debugging guide)",
            home_adb(t),
            [(t("home_wireless_adb_view_guide_button"), False)],
        ),
        entry("harmless", f"{where} (pairing)", home_adb(t), [(t("adb_pairing"), False)]),
        entry("harmless", f"{where} (Settings)", home_adb(t), [(t("settings_title"), False)]),
        entry(
            "opens-prompt",
            f"{where} (start through wireless debugging)",
            home_stopped(t),
            [(t("home_root_button_start"), False)],
        ),
        entry(
            "opens-prompt",
            f"{where} (view command)",
            home_stopped(t),
            [(t("home_adb_button_view_command"), False)],
        ),
        entry(
            "reversible",
            f"{where} (start with root)",
            home_root_stopped(t),
            [(t("home_root_button_start"), False)],
        ),
        entry(
            "reversible",
            f"{where} (restart with root)",
            home_root(t),
            [(t("home_root_button_restart"), False)],
        ),
        entry(
            "harmless", f"{where} (learn more)", home_root(t), [(t("home_learn_more_title"), False)]
        ),
        entry(
            "harmless",
            f"{where} (adb limited, read help)",
            home_limited(t),
            [(t("home_adb_button_view_help"), False)],
        ),
    ]


def service(t: Any) -> list[dict[str, Any]]:
    where = "shizuku HomeActivity"
    name = t("app_name")
    rows = [t("action_stop"), t("action_about")]
    ok, cancel = t("android:ok"), t("android:cancel")
    message = t("dialog_stop_message")

    def stop(source: str, yes: bool | None, no: bool | None) -> dict[str, Any]:
        category = "stop" if yes else "harmless"
        buttons = [(cancel, NEGATIVE, no), (ok, POSITIVE, yes)]
        return alert(category, f"{where} ({source})", name, None, message, buttons)

    about = page(
        name,
        [
            {"text": name},
            {"text": f"{VERSION}.r1086.2650830c"},
            {"link": html(t("about_view_source_code", "GitHub")), "rid": f"{ID}source_code"},
        ],
    )
    command = html(t("home_adb_dialog_view_command_message", COMMAND))
    view = t("home_adb_button_view_command")

    def viewing(category: str, tapped: str) -> dict[str, Any]:
        buttons = [
            (t("home_adb_dialog_view_command_button_send"), NEUTRAL, None),
            (cancel, NEGATIVE, None),
            (t("home_adb_dialog_view_command_copy_button"), POSITIVE, None),
        ]
        buttons = [(label, rid, False if label == tapped else None) for label, rid, _ in buttons]
        return alert(category, f"{where} (view command)", name, view, command, buttons)

    starter = t("starter")
    return [
        menu("opens-prompt", f"{where} (main menu)", name, rows, [(t("action_stop"), False)]),
        menu("harmless", f"{where} (main menu)", name, rows, [(t("action_about"), False)]),
        stop("stop, running through adb", True, None),
        stop("stop, running as root", True, None),
        stop("stop, cancel", None, False),
        entry(
            "harmless",
            f"{where} (about)",
            about,
            [(html(t("about_view_source_code", "GitHub")), False)],
        ),
        viewing("harmless", t("home_adb_dialog_view_command_copy_button")),
        viewing("opens-prompt", t("home_adb_dialog_view_command_button_send")),
        viewing("harmless", cancel),
        alert(
            "harmless",
            "shizuku StarterActivity (not rooted)",
            starter,
            None,
            t("start_with_root_failed"),
            [(ok, POSITIVE, False)],
            ({"text": "Starting with root..."},),
        ),
        alert(
            "harmless",
            "shizuku StarterActivity (not paired)",
            starter,
            None,
            t("adb_pair_required"),
            [(ok, POSITIVE, False)],
            ({"text": f"Starting with wireless adb in port {PORT}..."},),
        ),
    ]


def wireless(t: Any) -> list[dict[str, Any]]:
    name = t("app_name")
    ok, cancel = t("android:ok"), t("android:cancel")
    developer = t("development_settings")
    searching = (
        {"text": t("dialog_adb_discovery_message")},
        {"text": t("dialog_adb_discovery_message_toggle_wireless_debugging")},
    )

    def discovery(category: str, source: str, taps: dict[str, bool]) -> dict[str, Any]:
        buttons = [(PORT, NEUTRAL), (cancel, NEGATIVE), (developer, POSITIVE)]
        shown = [(label, rid, taps.get(label)) for label, rid in buttons]
        return alert(
            category,
            f"shizuku AdbDialogFragment ({source})",
            name,
            t("dialog_adb_discovery"),
            None,
            shown,
            searching,
        )

    def pairing(category: str, found: bool, taps: dict[str, bool]) -> dict[str, Any]:
        if found:
            title = t("dialog_adb_pairing_title")
            hint = t("dialog_adb_pairing_paring_code")
            items: tuple[dict[str, Any], ...] = (
                {"field": f"{ID}pairing_code", "hint": hint, "text": CODE},
            )
            buttons = [(cancel, NEGATIVE), (ok, POSITIVE)]
        else:
            title = t("dialog_adb_pairing_discovery")
            items = ({"text": t("dialog_adb_pairing_message")},)
            buttons = [(developer, NEUTRAL), (cancel, NEGATIVE)]
        shown = [(label, rid, taps.get(label)) for label, rid in buttons]
        state = "code" if found else "searching"
        source = f"shizuku AdbPairDialogFragment ({state})"
        return alert(category, source, name, title, None, shown, items)

    tutorial_on = page(
        t("adb_pairing"),
        [
            {"text": t("adb_pairing_tutorial_content_notification")},
            {"text": t("adb_pairing_tutorial_content_network")},
            {"text": t("adb_pairing_tutorial_content_steps")},
            {"text": t("adb_pairing_tutorial_content_left_is_clickable")},
            {"button": developer, "rid": f"{ID}developer_options"},
            {"text": t("adb_pairing_tutorial_content_enter_pairing_code")},
            {"text": t("adb_pairing_tutorial_content_finish")},
        ],
    )
    tutorial_off = page(
        t("adb_pairing"),
        [
            {"text": t("adb_pairing_tutorial_content_notification_blocked")},
            {"button": t("notification_settings"), "rid": f"{ID}notification_options"},
        ],
    )
    tutorial = "shizuku AdbPairingTutorialActivity"
    notifying = page(
        name,
        [
            {"text": name},
            {"text": t("notification_adb_pairing_searching_for_service_title")},
            {"button": t("notification_adb_pairing_stop_searching")},
        ],
    )
    found = page(
        name,
        [
            {"text": name},
            {"text": t("notification_adb_pairing_service_found_title")},
            {"button": t("notification_adb_pairing_input_paring_code")},
        ],
    )
    return [
        discovery("harmless", "developer options", {developer: False}),
        discovery("harmless", "cancel", {cancel: False}),
        discovery("reversible", "start on the adb port", {PORT: False}),
        alert(
            "harmless",
            "shizuku WadbNotEnabledDialogFragment",
            name,
            None,
            t("dialog_wireless_adb_not_enabled"),
            [(ok, POSITIVE, False)],
        ),
        pairing("harmless", False, {developer: False, cancel: False}),
        pairing("reversible", True, {ok: False}),
        pairing("harmless", True, {cancel: False}),
        entry("harmless", f"{tutorial} (developer options)", tutorial_on, [(developer, False)]),
        entry(
            "harmless",
            f"{tutorial} (notifications blocked)",
            tutorial_off,
            [(t("notification_settings"), False)],
        ),
        entry(
            "harmless",
            "shizuku AdbPairingService (searching notification)",
            notifying,
            [(t("notification_adb_pairing_stop_searching"), False)],
        ),
        entry(
            "opens-prompt",
            "shizuku AdbPairingService (service found notification)",
            found,
            [(t("notification_adb_pairing_input_paring_code"), False)],
        ),
    ]


def app_list(t: Any, apps: list[tuple[str, bool, bool]]) -> dict[str, Any]:
    """The authorized apps: each a row of its name, its package and its switch (on where
    granted), with the note of an app that needs the service to run as root."""
    rows: list[dict[str, Any]] = []
    for label, granted, root in apps:
        rows.append({"switch": label, "checked": granted, "rid": f"{ID}switch_widget"})
        rows.append({"text": PACKAGES[label]})
        if root:
            rows.append({"text": t("app_management_item_summary_requires_root")})
    return page(t("home_app_management_title"), [{"list": rows}])


def management(t: Any) -> list[dict[str, Any]]:
    where = "shizuku ApplicationManagementActivity"
    first = [(HAIL, True, False), (SWIFT, True, True), (CANTA, False, False), (APPOPS, True, True)]
    second = [
        (INSTALLER, False, False),
        (LSPATCH, True, False),
        (WORK, True, False),
        (TUNER, False, False),
        (ICEBOX, True, False),
    ]
    out = []
    for apps in (first, second):
        for label, granted, _ in apps:
            kind = "revoke" if granted else "grant"
            out.append(entry(kind, f"{where} ({kind} {label})", app_list(t, apps), [(label, True)]))
    limited = alert(
        "harmless",
        f"{where} (adb limited)",
        t("home_app_management_title"),
        t("app_management_dialog_adb_is_limited_title"),
        html(t("app_management_dialog_adb_is_limited_message", HELP)),
        [(t("android:ok"), POSITIVE, False)],
    )
    return [*out, limited]


def requests(t: Any) -> list[dict[str, Any]]:
    where = "shizuku RequestPermissionActivity"
    allow, deny = t("grant_dialog_button_allow_always"), t("grant_dialog_button_deny")

    def asking(label: str, allowed: bool) -> dict[str, Any]:
        question = html(t("permission_warning_template", label, t("permission_label")))
        buttons = [(allow, POSITIVE, True if allowed else None)]
        buttons.append((deny, "android:id/button3", None if allowed else False))
        kind = "grant" if allowed else "harmless"
        title = ({"text": question, "rid": "android:id/title"},)
        source = f"{where} ({'allow' if allowed else 'deny'} {label})"
        return alert(kind, source, label, None, None, buttons, title)

    limited = alert(
        "harmless",
        f"{where} (adb limited)",
        TUNER,
        f"{t('app_name')}: {t('app_management_dialog_adb_is_limited_title')}",
        html(t("app_management_dialog_adb_is_limited_message", HELP)),
        [(t("android:ok"), POSITIVE, False)],
    )
    return [
        asking(ICEBOX, True),
        asking(CANTA, True),
        asking(INSTALLER, True),
        asking(ASHELL, True),
        asking(SWIFT, False),
        asking(APPOPS, False),
        limited,
    ]


def others(t: Any) -> list[dict[str, Any]]:
    ok = t("android:ok")
    legacy = "shizuku LegacyIsNotSupportedActivity"
    requesting = [
        (t("dialog_requesting_legacy_button_open_shizuku"), NEUTRAL),
        (ok, POSITIVE),
    ]

    def old(taps: dict[str, bool]) -> dict[str, Any]:
        return alert(
            "harmless",
            f"{legacy} (requesting legacy)",
            TUNER,
            t("dialog_requesting_legacy_title", TUNER),
            html(t("dialog_requesting_legacy_message", TUNER)),
            [(label, rid, taps.get(label)) for label, rid in requesting],
        )

    terminal = page(
        t("home_terminal_title"),
        [
            {"text": html(t("rish_description", "rish"))},
            {"text": html(t("terminal_tutorial_1", "rish", "rish_shizuku.dex"))},
            {"text": t("terminal_tutorial_1_description")},
            {"button": t("terminal_export_files"), "rid": "android:id/button1"},
            {"text": html(t("terminal_tutorial_2", "rish"))},
        ],
    )

    def settings(boot: bool) -> dict[str, Any]:
        return page(
            t("settings_title"),
            [
                {"text": t("settings_startup")},
                {"switch": t("settings_start_on_boot"), "checked": boot},
                {"text": t("settings_start_on_boot_summary")},
                {"text": t("settings_language")},
                {"row": t("settings_language")},
                {
                    "row": t("settings_translation"),
                    "secondary": t("settings_translation_summary", t("app_name")),
                },
                {"text": t("settings_user_interface")},
                {"switch": t("settings_black_night_theme"), "checked": False},
                {"text": t("settings_black_night_theme_summary")},
                {"switch": t("settings_use_system_color"), "checked": True},
            ],
        )

    prefs = "shizuku SettingsFragment"
    return [
        old({t("dialog_requesting_legacy_button_open_shizuku"): False, ok: False}),
        alert(
            "harmless",
            f"{legacy} (not supported)",
            TUNER,
            t("dialog_legacy_not_support_title", TUNER),
            html(t("dialog_legacy_not_support_message", TUNER)),
            [(ok, POSITIVE, False)],
        ),
        entry(
            "opens-prompt",
            "shizuku ShellTutorialActivity (export files)",
            terminal,
            [(t("terminal_export_files"), False)],
        ),
        entry(
            "reversible",
            f"{prefs} (start on boot)",
            settings(False),
            [(t("settings_start_on_boot"), False)],
        ),
        entry(
            "reversible",
            f"{prefs} (black night theme)",
            settings(False),
            [(t("settings_black_night_theme"), False)],
        ),
        entry(
            "reversible",
            f"{prefs} (system theme color)",
            settings(False),
            [(t("settings_use_system_color"), False)],
        ),
        entry(
            "harmless",
            f"{prefs} (translation)",
            settings(True),
            [(t("settings_translation"), False)],
        ),
    ]
