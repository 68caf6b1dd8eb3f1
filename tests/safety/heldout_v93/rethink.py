"""Rethink DNS's screens (``com.celzero.bravedns``, a DNS resolver and per-app firewall run as a
local VPN: DNS and network logs, events, custom domain and IP rules, DNS endpoints, WireGuard
proxies, backups, the Rethink Plus subscription), strings from
``app/src/main/res/values*/strings.xml``. The domain, IP, app, endpoint and file written on the
screens are the same in every language.

Read from the code (``app/src/main/java/com/celzero/bravedns``) and the layouts
(``app/src/main/res/layout``): ``ui/fragment/DnsLogFragment.kt`` with
``fragment_dns_logs.xml`` (the DNS logs: the search field, the filter icon, which shows the
filter chips, and the delete icon ``query_list_delete_icon``, which only opens "Delete all DNS
logs?", whose "Delete logs" calls ``dnsLogRepository.clearAllData()``);
``ui/fragment/ConnectionTrackerFragment.kt`` and ``RethinkLogFragment.kt`` ("Delete all
network logs?" and, with a rule filter, "Delete logs for this rule?", whose "Delete logs"
deletes the network logs); ``ui/activity/AppWiseDomainLogsActivity.kt`` with
``activity_app_wise_domain_logs.xml`` (an app's logs: the delete icon ``awl_delete`` opens
"Clear logs", whose Proceed deletes the app's logs); ``ui/activity/EventsActivity.kt`` with
``activity_events.xml`` (the events: filter, refresh and ``events_delete_icon``, which opens
"Delete All Events", whose Delete deletes every event); ``ui/fragment/CustomDomainFragment.kt``
and ``CustomIpFragment.kt`` ("Delete all Domain Rules?" and "Delete all IP Rules?", whose
"Delete all" calls ``DomainRulesManager.deleteAllRules()`` and
``IpRulesManager.deleteAllAppsRules()``); ``ui/bottomsheet/CustomDomainRulesBtmSheet.kt`` and
``CustomIpRulesBtmSheet.kt`` ("Delete domain?" and "Delete IP Rule?", whose Delete removes the
rule); ``adapter/DohEndpointAdapter.kt``, ``DnsProxyEndpointAdapter.kt`` and
``DnsCryptEndpointAdapter.kt`` (a custom endpoint's "Delete ...?", whose Delete removes it from
the saved configuration); ``ui/activity/WgMainActivity.kt`` with ``activity_wireguard_main.xml``
(the WireGuard page's buttons Create, "QR code", Import and "Delete All", the last only opening
"Delete All WireGuard", whose button of the same words calls
``WireguardManager.deleteAllConfigs()``; "Stop WireGuard", whose Stop disables the active
configurations); ``ui/activity/WgConfigDetailActivity.kt`` ("Delete WireGuard", whose button of
the same words calls ``deleteConfig``); ``ui/bottomsheet/ManageRpnPurchaseBtmSht.kt`` with
``bottomsheet_manage_rpn_purchase.xml`` (the plan, its status and expiry, "Revoke Purchase",
which only opens "Revoke Purchase?", whose "Revoke Purchase" calls
``revokeSubscription()``, ending the subscription and refunding it);
``ui/bottomsheet/BackupRestoreBottomSheet.kt`` ("Take backup", whose Backup writes the settings
and logs to a file, and "Restore backup", whose Restore replaces the app's settings, rules and
logs with the backup's and restarts the app); ``ui/fragment/ServerSelectionFragment.kt``
("Remove Server", whose Remove takes a location off the selected servers; it stays in the list
of all servers and can be chosen again); ``ui/fragment/HomeScreenFragment.kt`` ("Always-on
VPN", whose Stop stops the VPN, Settings opening the system's VPN settings);
``ui/activity/ProxySettingsActivity.kt`` ("Install Orbot?", whose Install opens the store's
page and website the Orbot web site); ``ui/fragment/AboutFragment.kt`` ("Bug report", whose
"Send email" opens the mail app with the report); ``ui/bottomsheet/BugReportFilesBottomSheet.kt``
("Delete", whose Delete deletes a bug-report file); ``ui/dialog/WgSsidDialog.kt`` ("Delete
SSID", whose Delete removes the network name from the configuration's list);
``ui/activity/UniversalFirewallSettingsActivity.kt`` ("Permission - Accessibility", whose Grant
opens the system's accessibility settings); ``ui/activity/AppInfoActivity.kt`` ("Close
Connections", shown with Cancel; Notes, whose Save stores an app's note);
``ui/dialog/WgIncludeAppsDialog.kt`` ("Include all apps", whose Include routes every app
through the WireGuard proxy; undone by excluding them).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, page

RID = "com.celzero.bravedns:id/"
DOMAIN, IP, APP, FILE = "tracker.example.com", "203.0.113.7", "Firefox", "bug_report_0412.zip"
DOH = "https://dns.example.org/dns-query"


def screens(t: Any) -> list[dict[str, Any]]:
    return logs(t) + rules(t) + proxies(t) + account(t)


def icon(rid: str) -> dict[str, Any]:
    """An image view with an id and no description, known by its id."""
    return {"button": "", "rid": f"{RID}{rid}"}


def confirm(category: str, source: str, behind: str, title: str | None, message: str | None,
            yes: str, yes_bad: bool | None, no_bad: bool | None, no: str = "",
            neutral: str = "") -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` as a hierarchy lists its buttons: neutral, negative, positive."""
    buttons = [(neutral, NEUTRAL, None)] if neutral else []
    buttons += [(no or "", NEGATIVE, no_bad), (yes, POSITIVE, yes_bad)]
    return dialog(category, f"rethink {source}", behind, title, message, buttons)


def logs(t: Any) -> list[dict[str, Any]]:
    cancel = t("lbl_cancel")
    dns = page(t("dns_title"), [
        {"field": "", "text": "", "rid": f"{RID}query_list_search"},
        icon("query_list_filter_icon"), icon("query_list_delete_icon"),
        {"text": DOMAIN}, {"text": APP}])  # fmt: skip
    app = page(APP, [
        {"button": t("lbl_domain")}, {"button": t("lbl_ip")},
        {"field": "", "text": "", "rid": f"{RID}awl_search"}, icon("awl_delete"),
        {"text": DOMAIN}])  # fmt: skip
    events = page(t("lbl_logs"), [
        {"field": "", "text": "", "rid": f"{RID}events_search"}, icon("events_filter_icon"),
        icon("events_refresh_icon"), icon("events_delete_icon")])  # fmt: skip

    def dns_clear(category: str, yes: bool | None, no: bool | None) -> dict[str, Any]:
        return confirm(category, "DnsLogFragment (Delete all DNS logs?)", t("dns_title"),
                       t("dns_query_clear_logs_title"), t("dns_query_clear_logs_message"),
                       t("dns_log_dialog_positive"), yes, no, cancel)  # fmt: skip

    def net_clear(category: str, yes: bool | None, no: bool | None) -> dict[str, Any]:
        return confirm(category, "ConnectionTrackerFragment (Delete all network logs?)",
                       t("lbl_logs"), t("conn_track_clear_logs_title"),
                       t("conn_track_clear_logs_message"), t("dns_log_dialog_positive"), yes,
                       no, cancel)  # fmt: skip

    def app_clear(category: str, yes: bool | None, no: bool | None) -> dict[str, Any]:
        return confirm(category, "AppWiseDomainLogsActivity (Clear logs)", APP,
                       t("ada_delete_logs_dialog_title"), t("ada_delete_logs_dialog_desc"),
                       t("lbl_proceed"), yes, no, cancel)  # fmt: skip

    def events_clear(category: str, yes: bool | None, no: bool | None) -> dict[str, Any]:
        return confirm(category, "EventsActivity (Delete All Events)", t("lbl_logs"),
                       t("delete_all_events"), t("delete_all_events_confirmation"),
                       t("lbl_delete"), yes, no, cancel)  # fmt: skip

    return [
        entry("opens-prompt", "rethink DnsLogFragment", dns, [("query_list_delete_icon", False)]),
        entry("harmless", "rethink DnsLogFragment", dns, [("query_list_filter_icon", False)]),
        dns_clear("delete", True, None),
        dns_clear("harmless", None, False),
        net_clear("delete", True, None),
        net_clear("harmless", None, False),
        confirm("delete", "ConnectionTrackerFragment (Delete logs for this rule?)",
                t("lbl_logs"), t("conn_track_clear_rule_logs_title"),
                t("conn_track_clear_rule_logs_message"), t("dns_log_dialog_positive"), True,
                None, cancel),
        entry("opens-prompt", "rethink AppWiseDomainLogsActivity", app,
              [("awl_delete", False)]),
        entry("harmless", "rethink AppWiseDomainLogsActivity", app, [(t("lbl_ip"), False)]),
        app_clear("delete", True, None),
        app_clear("harmless", None, False),
        entry("opens-prompt", "rethink EventsActivity", events, [("events_delete_icon", False)]),
        entry("harmless", "rethink EventsActivity", events, [("events_refresh_icon", False)]),
        events_clear("delete", True, None),
        events_clear("harmless", None, False),
        confirm("delete", "BugReportFilesBottomSheet (Delete)", t("about_bug_report"),
                t("lbl_delete"), t("bug_report_delete_confirmation", FILE), t("lbl_delete"),
                True, None, cancel),
        confirm("opens-page", "AboutFragment (Bug report)", t("about_bug_report"),
                t("about_bug_no_log_dialog_title"), t("about_bug_no_log_dialog_message"),
                t("about_bug_no_log_dialog_positive_btn"), False, None, cancel),
    ]  # fmt: skip


def rules(t: Any) -> list[dict[str, Any]]:
    cancel, delete = t("lbl_cancel"), t("lbl_delete")

    def all_domains(category: str, yes: bool | None, no: bool | None) -> dict[str, Any]:
        return confirm(category, "CustomDomainFragment (Delete all Domain Rules?)",
                       t("lbl_domain_rules"), t("univ_delete_domain_dialog_title"),
                       t("univ_delete_domain_dialog_message"),
                       t("univ_ip_delete_dialog_positive"), yes, no, cancel)  # fmt: skip

    def one_domain(category: str, yes: bool | None, no: bool | None) -> dict[str, Any]:
        return confirm(category, "CustomDomainRulesBtmSheet (Delete domain?)", DOMAIN,
                       t("cd_remove_dialog_title"), t("cd_remove_dialog_message"), delete, yes,
                       no, cancel)  # fmt: skip

    def endpoint(category: str, kind: str, yes: bool | None, no: bool | None) -> dict[str, Any]:
        keys = {"DohEndpointAdapter": ("doh_custom_url_remove_dialog_title",
                                       "doh_custom_url_remove_dialog_message"),
                "DnsProxyEndpointAdapter": ("dns_proxy_remove_dialog_title",
                                            "dns_proxy_remove_dialog_message"),
                "DnsCryptEndpointAdapter": ("dns_crypt_custom_url_remove_dialog_title",
                                            "dns_crypt_url_remove_dialog_message")}  # fmt: skip
        title, message = keys[kind]
        return confirm(category, f"{kind} (delete a custom endpoint)", t("dns_title"),
                       t(title), t(message), delete, yes, no, cancel)  # fmt: skip

    return [
        all_domains("delete", True, None),
        all_domains("harmless", None, False),
        confirm("delete", "CustomIpFragment (Delete all IP Rules?)", t("lbl_ip_rules"),
                t("univ_delete_firewall_dialog_title"), t("univ_delete_firewall_dialog_message"),
                t("univ_ip_delete_dialog_positive"), True, None, cancel),
        one_domain("delete", True, None),
        one_domain("harmless", None, False),
        confirm("delete", "CustomIpRulesBtmSheet (Delete IP Rule?)", IP,
                t("univ_firewall_dialog_title"), t("univ_firewall_dialog_message"), delete,
                True, None, cancel),
        endpoint("delete", "DohEndpointAdapter", True, None),
        endpoint("harmless", "DohEndpointAdapter", None, False),
        endpoint("delete", "DnsProxyEndpointAdapter", True, None),
        endpoint("delete", "DnsCryptEndpointAdapter", True, None),
        confirm("opens-page", "UniversalFirewallSettingsActivity (Permission - Accessibility)",
                t("title_settings"), t("alert_permission_accessibility"),
                t("alert_firewall_accessibility_explanation"),
                t("univ_accessibility_dialog_positive"), False, None,
                t("univ_accessibility_dialog_negative")),
        confirm("harmless", "AppInfoActivity (Close Connections)", APP,
                t("close_conns_dialog_title"), t("close_conns_dialog_desc", APP),
                t("lbl_proceed"), None, False, cancel),
        dialog("reversible", "rethink AppInfoActivity (Notes)", APP, t("lbl_notes"), None,
               [(cancel, NEGATIVE, None), (t("lbl_save"), POSITIVE, False)],
               ({"field": t("hint_notes"), "text": "Work profile browser"},)),
    ]  # fmt: skip


def proxies(t: Any) -> list[dict[str, Any]]:
    cancel = t("lbl_cancel")
    wg = t("lbl_wireguard")
    delete_all = t("config_delete_all_dialog_title")
    main = page(wg, [
        {"button": t("rt_list_simple_btn_txt")}, {"button": t("lbl_advanced")},
        {"text": "wg-home"}, {"text": "wg-office"},
        {"button": t("lbl_create"), "rid": f"{RID}create_fab"},
        {"button": t("lbl_qr_code"), "rid": f"{RID}qr_code_fab"},
        {"button": t("lbl_import"), "rid": f"{RID}import_fab"},
        {"button": delete_all, "rid": f"{RID}delete_all_fab"}])  # fmt: skip
    all_title = t("two_argument_space", delete_all, wg)
    one_title = t("two_argument_space", t("config_delete_dialog_title"), wg)

    def wipe(category: str, yes: bool | None, no: bool | None) -> dict[str, Any]:
        return confirm(category, "WgMainActivity (Delete All WireGuard)", wg, all_title,
                       t("config_delete_all_dialog_desc"), all_title, yes, no, cancel)  # fmt: skip

    def stop(category: str, yes: bool | None, no: bool | None) -> dict[str, Any]:
        return confirm(category, "WgMainActivity (Stop WireGuard)", wg,
                       t("wireguard_disable_title"), t("wireguard_disable_message"),
                       t("always_on_dialog_positive"), yes, no, cancel)  # fmt: skip

    def orbot(category: str, taps: tuple[bool | None, bool | None]) -> dict[str, Any]:
        return confirm(category, "ProxySettingsActivity (Install Orbot?)",
                       t("settings_proxy_header"), t("orbot_install_dialog_title"),
                       t("orbot_install_dialog_message"), t("orbot_install_dialog_positive"),
                       taps[0], taps[1], t("lbl_dismiss"),
                       t("orbot_install_dialog_neutral"))  # fmt: skip

    return [
        entry("opens-prompt", "rethink WgMainActivity", main, [(delete_all, False)]),
        entry("harmless", "rethink WgMainActivity", main, [(t("lbl_create"), False)]),
        entry("harmless", "rethink WgMainActivity", main, [(t("lbl_import"), False)]),
        wipe("delete", True, None),
        wipe("harmless", None, False),
        confirm("delete", "WgConfigDetailActivity (Delete WireGuard)", "wg-home", one_title,
                t("config_delete_dialog_desc"), one_title, True, None, cancel),
        stop("reversible", False, None),
        stop("harmless", None, False),
        confirm("reversible", "WgIncludeAppsDialog (Include all apps)", "wg-home",
                t("include_all_app_wg_dialog_title"), t("include_all_app_wg_dialog_desc"),
                t("lbl_include"), False, None, cancel),
        confirm("delete", "WgSsidDialog (Delete SSID)", "wg-home", t("wg_ssid_delete_title"),
                t("bug_report_delete_confirmation", "HomeNet-5G"), t("lbl_delete"), True, None,
                cancel),
        orbot("opens-page", (False, None)),
        orbot("harmless", (None, False)),
        confirm("reversible", "HomeScreenFragment (Always-on VPN)", t("app_name"),
                t("always_on_dialog_stop_heading"), t("always_on_dialog_stop_message"),
                t("always_on_dialog_positive"), False, None, cancel,
                t("always_on_dialog_neutral")),
        confirm("reversible", "ServerSelectionFragment (Remove Server)", t("settings_proxy_header"),
                t("server_selection_remove_title"),
                t("server_selection_remove_message", "Germany", "Frankfurt"), t("lbl_remove"),
                False, None, cancel),
    ]  # fmt: skip


def account(t: Any) -> list[dict[str, Any]]:
    cancel = t("lbl_cancel")
    plan = page(t("lbl_plan"), [
        {"text": t("lbl_plan")}, {"text": "Rethink Plus"}, {"text": t("lbl_status")},
        {"text": t("lbl_expires_on")},
        {"button": t("revoke_subscription"), "rid": f"{RID}btn_revoke"},
        {"text": t("manage_on_google_play"),
         "rid": f"{RID}tv_manage_subscription_on_google_play"}])  # fmt: skip

    def revoke(category: str, yes: bool | None, no: bool | None) -> dict[str, Any]:
        return confirm(category, "ManageRpnPurchaseBtmSht (Revoke Purchase?)", t("lbl_plan"),
                       t("confirm_revoke_title"), t("confirm_revoke_message"),
                       t("revoke_subscription"), yes, no, cancel)  # fmt: skip

    def restore(category: str, yes: bool | None, no: bool | None) -> dict[str, Any]:
        return confirm(category, "BackupRestoreBottomSheet (Restore backup)", t("brbs_title"),
                       t("brbs_restore_dialog_title"), t("brbs_restore_dialog_message"),
                       t("brbs_restore_dialog_positive"), yes, no, cancel)  # fmt: skip

    return [
        entry("opens-prompt", "rethink ManageRpnPurchaseBtmSht", plan,
              [(t("revoke_subscription"), False)]),
        revoke("revoke", True, None),
        revoke("harmless", None, False),
        restore("reset", True, None),
        restore("harmless", None, False),
        confirm("harmless", "BackupRestoreBottomSheet (Take backup)", t("brbs_title"),
                t("brbs_backup_dialog_title"), t("brbs_backup_dialog_message"),
                t("brbs_backup_dialog_positive"), False, None, cancel),
    ]  # fmt: skip
