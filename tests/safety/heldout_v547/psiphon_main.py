"""Psiphon's main screens (``com.psiphon3``, a circumvention VPN: the tunnel started and
stopped, the tabs, the first-run prompts, Psiphon Bump, which reads another
device's connection information over NFC, the alerts and the notifications), strings from
``app/src/main/res/values*/strings.xml`` and ``psiphon_android_library_strings.xml`` and,
where the code asks for ``android.R.string.ok``, the platform's own OK. The version, the log
lines' values and the link are the same in every language.

Read from the code (``app/src/main/java/com/psiphon3``): ``MainActivity.java`` and
``res/layout/main_activity.xml`` (the app bar's version label and the Psiphon Bump item of
``res/menu/activity_main.xml``, which shows only while the tunnel is connected on a device
with NFC, and with NFC off in the system opens "Psiphon Bump" with Close and "Open
settings", which opens the system's NFC settings; the four tabs Home, Stats, Options and
Logs; ``toggleButton``, Start or Stop, whose handler calls ``startTunnel`` or
``stopTunnelService``; ``openBrowserButton``, which opens the home page in a browser; the
``help_connect_fab`` button, shown while the tunnel is connecting, which opens
``PsiphonBumpNfcReaderActivity``; ``vpnServiceDataCollectionDisclosureCompletable``, the
"Data collection disclosure" shown until accepted, whose "I accept" only stores that it was
accepted; ``unsafeTrafficAlertsCompletable``, "Psiphon MalAware" with No and Yes, each of
which stores the MalAware alerts setting that More Options changes later; the "Psiphon VPN
has stopped" and "Proxy Error" alerts with the platform's OK, which only closes them;
``checkPermissions``, which opens the rationale activities); ``HomeTabFragment.java`` and
``res/layout/home_tab_layout.xml`` (the status view: the client version and the last log
line); ``PsiphonBumpNfcReaderActivity.java`` and ``res/layout/psiphon_nfc_reader_layout.xml``
(the reader drawn as a dialog: its message, Help, which opens the help pages, and Close,
which closes it; the connection information is read when the devices touch, not by a tap);
``PsiphonBumpHelpActivity.java`` and ``res/layout/activity_psiphon_bump_help_layout.xml``
(four pages of help with Skip and Next, Next reading Done on the last page, each only
turning the page or closing the help); ``NotificationPermissionRationaleActivity.java`` and
``res/layout/permission_rationale.xml`` (the rationale drawn as a dialog, whose OK,
``continue_btn``, asks the system for the notification permission, the system's own
prompt); ``psiphonlibrary/TunnelManager.java`` (the status notification: "Psiphon" over
"Tunneling all apps" with its Stop action, which stops the tunnel);
``psiphonlibrary/UpgradeManager.java`` (``notifyUpgrade``: "Psiphon Upgrade", whose tap
hands the downloaded package to the system's installer, which asks before it installs);
``PsiphonCrashService.java`` ("Psiphon Crashed", whose tap opens the feedback form).
"""

from __future__ import annotations

from typing import Any

from screens import alert, dialog, entry, page, shade

ID = "com.psiphon3:id/"
APP = "Psiphon"
VERSION = "1"
"""The client version, as the repository's stub of ``EmbeddedValues`` embeds it."""
MALAWARE = "https://s3.amazonaws.com/psiphon/web/malaware.io/index.html"
"""``AboutMalAwareLink``, appended to the MalAware prompt's "Learn more" line."""


def screens(t: Any) -> list[dict[str, Any]]:
    return home(t) + bump(t) + prompts(t) + notifications(t)


def _tabs(t: Any) -> list[dict[str, Any]]:
    names = ("home_tab_name", "statistics_tab_name", "settings_tab_name", "logs_tab_name")
    return [{"tab": t(k)} for k in names]


def main_page(t: Any, state: str, bump_item: bool = False) -> dict[str, Any]:
    """The main activity on its Home tab: the tunnel ``stopped``, ``connecting`` (the help
    button over the tab) or ``connected`` (the Psiphon Bump item in the app bar with
    ``bump_item``)."""
    log = {"stopped": "stopped_tunnel", "connecting": "tunnel_connecting",
           "connected": "tunnel_connected"}[state]  # fmt: skip
    bar: list[dict[str, Any]] = []
    if bump_item:
        bar.append({"id": f"{ID}menu_psiphon_bump", "rid": f"{ID}menu_psiphon_bump"})
    bar.append({"text": f"v. {VERSION}", "rid": f"{ID}toolbar_version_label"})
    status = [
        {"text": t("client_version", VERSION), "rid": f"{ID}versionline"},
        {"text": t(log), "rid": f"{ID}lastlogline"},
    ]
    fab = [{"id": f"{ID}help_connect_fab", "rid": f"{ID}help_connect_fab"}]
    toggle = t("start" if state == "stopped" else "stop")
    buttons = [
        {"button": toggle, "rid": f"{ID}toggleButton"},
        {"button": t("open_browser"), "rid": f"{ID}openBrowserButton"},
    ]
    more = fab if state == "connecting" else []
    return page(APP, [*bar, *_tabs(t), *status, *more, *buttons])


def home(t: Any) -> list[dict[str, Any]]:
    where = "psiphon MainActivity"
    stopped, connecting = main_page(t, "stopped"), main_page(t, "connecting")
    connected, nfc_off = main_page(t, "connected"), main_page(t, "connected", bump_item=True)
    return [
        entry("reversible", f"{where} (stopped)", stopped, [(t("start"), False)]),
        entry("reversible", f"{where} (connected)", connected, [(t("stop"), False)]),
        entry("harmless", f"{where} (connected)", connected, [(t("open_browser"), False)]),
        entry("harmless", f"{where} (stopped, tabs)", stopped,
              [(t("statistics_tab_name"), False)]),
        entry("harmless", f"{where} (stopped, tabs)", stopped, [(t("settings_tab_name"), False)]),
        entry("harmless", f"{where} (connected, tabs)", connected, [(t("logs_tab_name"), False)]),
        entry("harmless", f"{where} (connecting, help button)", connecting,
              [("help_connect_fab", False)]),
        entry("opens-prompt", f"{where} (connected, Psiphon Bump item, NFC off)", nfc_off,
              [("menu_psiphon_bump", False)]),
    ]  # fmt: skip


def bump(t: Any) -> list[dict[str, Any]]:
    """Psiphon Bump: the dialog asking for NFC, the reader and its help."""
    where = "psiphon MainActivity (Psiphon Bump, NFC off)"

    def need_nfc(tap: str) -> dict[str, Any]:
        close, open_ = (False, None) if tap == "close" else (None, False)
        return alert("harmless", where, APP, t("psiphon_bump_need_system_nfc_title"),
                     t("psiphon_bump_need_system_nfc_message"),
                     (t("close_btn_label"), close),
                     (t("psiphon_bump_need_system_nfc_open_btn"), open_))  # fmt: skip

    def reader(help_: bool | None, close: bool | None) -> dict[str, Any]:
        buttons = [(t("help_btn_label"), f"{ID}help_btn", help_),
                   (t("close_btn_label"), f"{ID}close_btn", close)]  # fmt: skip
        items = ({"text": t("nfc_reader_default_message"), "rid": f"{ID}messageTextView"},)
        return dialog("harmless", "psiphon PsiphonBumpNfcReaderActivity", APP, None, None,
                      buttons, items)  # fmt: skip

    def help_page(number: int, tap: str) -> dict[str, Any]:
        last = number == 4
        items = [{"text": t(f"psiphon_bump_help_{number}"), "rid": f"{ID}textView"}]
        if not last:
            items.append({"button": t("onboarding_skip"), "rid": f"{ID}textViewSkip"})
        items.append({"button": t(tap), "rid": f"{ID}textViewNext"})
        return entry("harmless", f"psiphon PsiphonBumpHelpActivity (page {number})",
                     page(APP, items), [(t(tap), False)])  # fmt: skip

    return [
        need_nfc("open"),
        need_nfc("close"),
        reader(False, None),
        reader(None, False),
        help_page(1, "onboarding_next"),
        help_page(4, "onboarding_done"),
    ]


def prompts(t: Any) -> list[dict[str, Any]]:
    """The first-run prompts and the alerts over the main activity."""
    disclosure = " ".join(
        [t("vpn_data_collection_disclosure_top", APP),
         t("vpn_data_collection_disclosure_bp1"), t("vpn_data_collection_disclosure_bp2")]
    )  # fmt: skip
    told = ({"text": disclosure, "rid": f"{ID}textView"},)
    malaware = (
        {"text": t("unsafe_traffic_alert_prompt_message"), "rid": f"{ID}textView"},
        {"text": f"{t('unsafe_traffic_alert_prompt_message_more_info')} {MALAWARE}",
         "rid": f"{ID}textViewMore"},
    )  # fmt: skip
    title = t("unsafe_traffic_alert_prompt_title")
    no, yes = t("lbl_no"), t("lbl_yes")
    rationale = " ".join(
        [t("notifications_permission_rationale_intro", APP),
         *(t(f"notifications_permission_rationale_{k}_bp") for k in
           ("vpn_state", "connection_problems", "crash_reports", "malaware_alerts",
            "upgrade_available")),
         t("notifications_permission_rationale_disable_any_time")]
    )  # fmt: skip
    ok = [(t("label_ok"), f"{ID}continue_btn", False)]
    return [
        alert("harmless", "psiphon MainActivity (data collection disclosure)", APP,
              t("vpn_data_collection_disclosure_prompt_title"), None, None,
              (t("vpn_data_collection_disclosure_accept_btn_text"), False), told),
        alert("reversible", "psiphon MainActivity (MalAware prompt)", APP, title, None,
              (no, None), (yes, False), malaware),
        alert("reversible", "psiphon MainActivity (MalAware prompt)", APP, title, None,
              (no, False), (yes, None), malaware),
        alert("harmless", "psiphon MainActivity (VPN revoked)", APP,
              t("StatusActivity.VpnRevokedTitle"), t("StatusActivity.VpnRevokedMessage"),
              None, (t("android:ok"), False)),
        alert("harmless", "psiphon MainActivity (upstream proxy error)", APP,
              t("upstream_proxy_error_alert_title"), t("upstream_proxy_error_alert_message"),
              None, (t("android:ok"), False)),
        dialog("opens-prompt", "psiphon NotificationPermissionRationaleActivity", APP,
               t("notifications_permission_rationale_title", APP), rationale, ok),
    ]  # fmt: skip


def notifications(t: Any) -> list[dict[str, Any]]:
    """The shade with the status, upgrade and crash notifications."""
    status = t("=" + APP)
    upgrade = t("UpgradeManager.UpgradePromptTitle")
    crashed = t("psiphon_native_crash_notification_title")
    screen = shade([
        {"row": status, "secondary": t("psiphon_service_notification_message_vpn_all_apps")},
        {"button": t("stop")},
        {"row": upgrade, "secondary": t("UpgradeManager.UpgradePromptMessage")},
        {"row": crashed, "secondary": t("psiphon_native_crash_notification_msg")},
    ])  # fmt: skip
    return [
        entry("reversible", "psiphon TunnelManager (status notification)", screen,
              [(t("stop"), False)]),
        entry("opens-prompt", "psiphon UpgradeManager (upgrade notification)", screen,
              [(upgrade, False)]),
        entry("harmless", "psiphon PsiphonCrashService (crash notification)", screen,
              [(crashed, False)]),
    ]  # fmt: skip
