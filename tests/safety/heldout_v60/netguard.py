"""NetGuard's screens (``eu.faircode.netguard``, a firewall that blocks apps' internet access
through a local VPN), strings from ``t(name)``; ``android:yes`` and ``android:no`` are the
platform's own (``android.R.string.yes`` and ``no``, which read OK and Cancel).

Read from the code (``app/src/main/java/eu/faircode/netguard``): ``Util.areYouSure`` (an
``AlertDialog`` whose view, ``layout/sure.xml``, shows "NetGuard", the explanation and "Are
you sure?", with OK, which runs the action, and Cancel); ``ActivityMain`` with
``layout/rule.xml`` and ``AdapterRule`` (an app's row: the Wi-Fi and mobile checkboxes,
described "Block Wi-Fi" and "Block mobile", which block or allow the app at once; the
expanded row's condition checkboxes, the ``btnClear`` image button, with no text or
description, which only opens "This will reset the rules and conditions to their default
values", whose OK sets the checkboxes back to their defaults, the ``btnClearAccess`` image
button, which only opens "This will delete access attempt log lines without allow/block
rules", whose OK deletes them, and an access line's popup, ``menu/access.xml``: Whois, Port,
Allow, Block and Reset, which set the address's rule at once, and Copy);
``menu/main.xml`` (the overflow); ``ActivitySettings`` (the "Reset network usage" row, which
only opens its confirmation, whose OK deletes the usage counted, "Filter traffic", "Export
settings", which opens the system's document creator, and "Import settings" and "Import
hosts file", which open the system's file picker); ``ActivityLog`` with ``menu/logging.xml``
(the log's overflow, whose Clear deletes the traffic log and the PCAP file at once, without
a prompt, and "PCAP export", which opens the document creator; a log line's popup,
``menu/log.xml``, whose Allow and Block set the rule); ``ActivityDns`` with ``menu/dns.xml``
(the resolved names' overflow: Refresh, Cleanup, Clear, which only opens its confirmation,
whose OK deletes the DNS records, and Export; in Korean Cleanup and Clear read the same,
"비우기", so no case taps the overflow's Clear); ``ActivityForwarding`` with
``menu/forward.xml`` (a port forward's popup: the rule, and Delete, which deletes it at once).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, menu, page

APP, ADDRESS, RID = "Firefox", "93.184.216.34", "eu.faircode.netguard:id/"


def screens(t: Any) -> list[dict[str, Any]]:
    return main(t) + rule(t) + settings(t) + log(t) + dns(t) + forwarding(t)


def sure(category: str, source: str, behind: str, explanation: str, t: Any,
         ok: bool | None, cancel: bool | None) -> dict[str, Any]:  # fmt: skip
    """``Util.areYouSure``: no title or message of its own, its view's texts, OK and Cancel."""
    texts = ({"text": t("app_name")}, {"text": explanation}, {"text": t("msg_sure")})
    buttons = [(t("android:yes"), POSITIVE, ok), (t("android:no"), NEGATIVE, cancel)]
    return dialog(category, source, behind, None, None, buttons, texts)


def main(t: Any) -> list[dict[str, Any]]:
    rows = page(t("app_name"), [
        {"icon": t("menu_search")}, {"switch": "", "rid": f"{RID}swEnabled"},
        {"list": [{"text": APP}, {"switch": t("title_block_wifi"), "rid": f"{RID}cbWifi"},
                  {"switch": t("title_block_other"), "rid": f"{RID}cbOther"}]}])  # fmt: skip
    overflow = [t("menu_search"), t("menu_filter"), t("menu_sort"), t("setting_lockdown"),
                t("menu_log"), t("menu_settings"), t("title_pro"), t("menu_invite"),
                t("menu_legend"), t("menu_support"), t("menu_about"),
                t("menu_apps")]  # fmt: skip
    where = "netguard ActivityMain (the apps' list)"
    return [
        entry("reversible", f"{where}, an app's Wi-Fi checkbox", rows,
              [(t("title_block_wifi"), False)]),
        entry("reversible", f"{where}, an app's mobile checkbox", rows,
              [(t("title_block_other"), False)]),
        menu("harmless", "netguard ActivityMain (the overflow)", t("app_name"), overflow,
             [(t("menu_log"), False), (t("menu_settings"), False)]),
    ]  # fmt: skip


def rule(t: Any) -> list[dict[str, Any]]:
    expanded = page(t("app_name"), [
        {"text": APP}, {"switch": t("title_apply")},
        {"switch": t("title_screen_wifi")}, {"switch": t("title_screen_other")},
        {"switch": t("title_roaming")}, {"switch": t("title_lockdown")},
        {"button": "", "rid": f"{RID}btnClear"}, {"text": t("title_access")},
        {"list": [{"text": ADDRESS}]}, {"button": "", "rid": f"{RID}btnClearAccess"},
        {"switch": t("title_notify")}])  # fmt: skip
    access = [t("title_log_whois", ADDRESS), t("title_log_port", 443), t("title_allow"),
              t("title_block"), t("menu_reset"), t("title_log_copy")]  # fmt: skip
    where = "netguard AdapterRule (an app's expanded row)"
    behind = t("app_name")
    return [
        entry("opens-prompt", f"{where}, the reset button", expanded, [("btnClear", False)]),
        entry("opens-prompt", f"{where}, the access log's delete button", expanded,
              [("btnClearAccess", False)]),
        entry("reversible", f"{where}, a condition", expanded, [(t("title_roaming"), False)]),
        sure("reversible", "netguard AdapterRule.btnClear (Util.areYouSure)", behind,
             t("msg_clear_rules"), t, False, None),
        sure("harmless", "netguard AdapterRule.btnClear (Util.areYouSure)", behind,
             t("msg_clear_rules"), t, None, False),
        sure("delete", "netguard AdapterRule.btnClearAccess (Util.areYouSure)", behind,
             t("msg_reset_access"), t, True, None),
        sure("harmless", "netguard AdapterRule.btnClearAccess (Util.areYouSure)", behind,
             t("msg_reset_access"), t, None, False),
        menu("reversible", "netguard AdapterRule (an access line's popup)", behind, access,
             [(t("title_allow"), False), (t("title_block"), False), (t("menu_reset"), False)]),
        menu("harmless", "netguard AdapterRule (an access line's popup)", behind, access,
             [(t("title_log_copy"), False)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    rows = page(t("menu_settings"), [
        {"switch": t("setting_filter")}, {"switch": t("setting_track_usage")},
        {"row": t("setting_reset_usage")}, {"row": t("setting_export")},
        {"row": t("setting_import")}, {"row": t("setting_hosts")},
        {"row": t("setting_hosts_download")}])  # fmt: skip
    where = "netguard ActivitySettings"
    return [
        entry("opens-prompt", f"{where}, Reset network usage", rows,
              [(t("setting_reset_usage"), False)]),
        entry("harmless", f"{where}, the backup rows", rows,
              [(t("setting_export"), False), (t("setting_import"), False),
               (t("setting_hosts"), False)]),
        entry("reversible", f"{where}, Filter traffic", rows, [(t("setting_filter"), False)]),
        sure("delete", "netguard ActivitySettings.reset_usage (Util.areYouSure)",
             t("menu_settings"), t("setting_reset_usage"), t, True, None),
        sure("harmless", "netguard ActivitySettings.reset_usage (Util.areYouSure)",
             t("menu_settings"), t("setting_reset_usage"), t, None, False),
    ]  # fmt: skip


def log(t: Any) -> list[dict[str, Any]]:
    overflow = [t("menu_search"), t("menu_filter"), t("menu_live"), t("menu_refresh"),
                t("menu_resolve"), t("menu_organization"), t("menu_pcap_enabled"),
                t("menu_pcap_export"), t("menu_clear"), t("menu_support")]  # fmt: skip
    line = [APP, "TCP", t("title_log_whois", ADDRESS), t("title_log_port", 443),
            t("title_allow"), t("title_block"), t("title_log_copy")]  # fmt: skip
    where = "netguard ActivityLog (the overflow)"
    title = t("menu_log")
    return [
        menu("delete", where, title, overflow, [(t("menu_clear"), True)]),
        menu("harmless", where, title, overflow,
             [(t("menu_pcap_export"), False), (t("menu_refresh"), False)]),
        menu("reversible", "netguard ActivityLog (a log line's popup)", title, line,
             [(t("title_block"), False)]),
    ]  # fmt: skip


def dns(t: Any) -> list[dict[str, Any]]:
    title = t("setting_show_resolved")
    overflow = [t("menu_refresh"), t("menu_cleanup"), t("menu_clear"), t("menu_export")]
    where = "netguard ActivityDns"
    return [
        menu("harmless", f"{where} (the overflow)", title, overflow,
             [(t("menu_export"), False)]),
        sure("delete", f"{where}, Clear (Util.areYouSure)", title, t("menu_clear"), t, True,
             None),
        sure("harmless", f"{where}, Clear (Util.areYouSure)", title, t("menu_clear"), t, None,
             False),
    ]  # fmt: skip


def forwarding(t: Any) -> list[dict[str, Any]]:
    title = t("setting_forwarding")
    return [
        menu("delete", "netguard ActivityForwarding (a port forward's popup)", title,
             ["TCP 8080 > 192.168.1.20/80", t("menu_delete")], [(t("menu_delete"), True)]),
        entry("harmless", "netguard ActivityForwarding (the toolbar)",
              page(title, [{"icon": t("menu_add")}, {"list": [{"text": "TCP 8080"}]}]),
              [(t("menu_add"), False)]),
    ]  # fmt: skip
