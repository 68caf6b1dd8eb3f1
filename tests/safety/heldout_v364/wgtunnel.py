"""WG Tunnel's screens (``com.zaneschepke.wireguardautotunnel``, a WireGuard and AmneziaWG
client: tunnels imported, added, copied, exported and deleted, started and stopped, their
configurations edited and their keys rotated, split tunnelling, the kill switch, auto-tunnel,
remote control by other apps, the stored logs exported and deleted, the settings). Strings
from ``app/src/main/res/values*/strings.xml``. Tunnel names, keys, addresses, endpoints,
application names, log lines and the update's version and notes are the same in every
language.

Read from the code (``app/src/main/java/com/zaneschepke/wireguardautotunnel`` unless named):
``ui/navigation/components/currentNavBackStackEntryAsNavBarState.kt`` (each page's top bar:
the title "Tunnels" with "Add tunnel", or, while tunnels are selected, "Select all",
Download, Copy (one tunnel selected) and "Delete tunnel" (no running tunnel selected); a
tunnel's page titled by its name with "Show QR" and "Edit tunnel"; the editor's and split
tunnelling's Save; Auto-tunnel's "Start auto-tunnel"; the logs' "Quick actions") and
``BottomNavbar.kt`` (Tunnels, Auto-tunnel, Settings, Support); ``ui/screens/main/MainScreen.kt``,
``components/TunnelList.kt`` and ``TunnelRowItem.kt`` (the list: a row tapped opens the
tunnel's page, or while some are selected adds it to the selection; its switch has no
description), the "Delete tunnel" ``InfoDialog`` (``ui/common/dialog/InfoDialog.kt``: "Are you
sure you would like to delete this tunnel?", Cancel and Yes, whose
``AppEvent.DeleteSelectedTunnels`` deletes every selected tunnel from the app's database,
``handleDeleteSelectedTunnels``, with no undo), ``components/TunnelImportSheet.kt`` (the rows
"Add from file or zip", "Add from QR code", "Add from clipboard", "Add from URL" and "Create
from scratch"), ``components/UrlImportDialog.kt`` ("Add from URL": the address field, Cancel
and Okay, which downloads the ``.conf`` and saves it as a new tunnel under a name of its own,
``handleImportTunnelFromUrl``) and ``components/ExportTunnelsBottomSheet.kt`` ("Export tunnels
as Amnezia" and "Export tunnels as WireGuard", each asking for the biometric prompt, then the
system's file picker, where the zip is written); ``viewmodel/AppViewModel.kt`` (what each event
does: ``handleCopySelectedTunnel`` saves a copy under a new name, ``handleExportSelectedTunnels``
writes a zip, ``handleExportLogs`` zips the logs and opens the share sheet, ``handleDeleteLogs``
deletes the stored log files, ``LogcatManager.deleteAndClearLogs`` in ``logcatter``,
``handleToggleRemoteControl`` stores a new random remote key each time control is turned on);
``ui/screens/main/tunneloptions/TunnelOptionsScreen.kt`` and its ``components`` ("Primary
tunnel", "Auto-tunneling", "IPv4 hostname resolution", "Split tunneling", "Restart on ping
fail (beta)"; ``QrCodeDialog.kt``: the tunnel's QR code, the WireGuard and Amnezia buttons and
Done); ``ui/screens/main/config/ConfigScreen.kt``, ``ConfigViewModel.kt`` and
``components/InterfaceSection.kt``, ``InterfaceDropdown.kt``, ``InterfaceFields.kt``,
``PeersSection.kt``, ``PeerFields.kt`` and ``AddPeerButton.kt`` (the editor: the Interface
section with its More menu, "Show scripts", "Show Amnezia properties" and "Enable Amnezia
compatibility"; Name, "Private key" with "Rotate keys", which puts a new key pair in the form,
"Public key" with "Copy public key", Addresses, "Listen port", "DNS servers", MTU; each Peer
with its Delete, which takes the peer out of the form, and "Quick actions" with "Exclude LAN";
"Add peer"; Save, which writes the form over the tunnel's stored configuration,
``ConfigViewModel.save``); ``ui/screens/main/splittunnel`` (the Include, Exclude and All
options, the search field and each application's checkbox row; Save writes the application
lists into the configuration); ``ui/screens/settings/SettingsScreen.kt`` and
``settings/components`` ("Enable app shortcuts", "Allow Always-On VPN", "Kill switch options",
"Restart on boot", Appearance, "Local logging", "Read the logs", "Enable app lock", Kernel,
"Advanced settings"); ``settings/killswitch`` ("Native kill switch", which opens the system's
VPN settings, "VPN kill switch" and "Allow LAN traffic"); ``settings/advanced`` ("Enable remote
app control", its key shown under it); ``settings/logs/LogsScreen.kt`` and
``components/LogsBottomSheet.kt`` (the log lines, or "Nothing here yet!"; the sheet's "Export
stored logs" and "Delete and clear logs", which acts at once, with no confirmation);
``settings/appearance`` (Language, Notifications, "Display theme"; the themes Automatic,
Light, Dark, Dynamic, Darker and AMOLED); ``ui/screens/autotunnel/AutoTunnelScreen.kt`` and
its ``components`` ("Tunnel on mobile data", "Tunnel on ethernet", "Tunnel on untrusted wifi");
``ui/screens/support/SupportScreen.kt``, ``SupportViewModel.kt`` and ``components`` ("Check for
update", "Read the docs", "View privacy policy", Licenses, "Join Matrix community", "Join
Telegram community", "Open an issue", "Send me an email", "Donate to project"; the "Update
Available!" dialog, whose "Download and Install" downloads the package and hands it to the
system's installer, which asks again).
"""

from __future__ import annotations

from typing import Any

from screens import confirm, sheet

HOME, OFFICE, TRAVEL = "home-wg", "office-wg", "travel-awg"
PRIVATE = "yAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk="
NEW_PRIVATE = "6PNUrmUq+JOeH1rGi1q/TXjEUmVbgGkn4ZiyiMM5Dnc="
TYPED_PRIVATE = "oK56DE9Ue9zK76rAc8pBl6opph+1v36lm7cXXsQKrQM="
PUBLIC = "xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg="
NEW_PUBLIC = "HIgo9xNzJMWLKASShiTqIybxZ0U3wGLiUeJ1PKf8ykw="
PEER = "TrMvSoP4jYQlY6RIzBgbssQqY3vxI2Pi+y71lOWWXX0="
PEER2 = "gN65BkIKy1eCE9pP1wdc8ROUtkHLF2PfAqYdyYBz6EA="
ENDPOINT, ENDPOINT2 = "vpn.example.net:51820", "office.example.org:51820"
LOG = [
    ("WireGuard/GoBackend/home-wg", "I", "Bringing tunnel home-wg UP - 16:59:40"),
    ("TunnelManager", "D", "Handshake with peer 1 completed - 16:59:41"),
    ("NetworkMonitor", "D", "Wi-Fi network changed: Cafe-5G - 17:02:13"),
]
APPS = ["Firefox", "Signal", "Spotify"]
AMNEZIA = (
    "junk_packet_count", "junk_packet_minimum_size", "junk_packet_maximum_size",
    "init_packet_junk_size", "response_packet_junk_size", "init_packet_magic_header",
    "response_packet_magic_header", "underload_packet_magic_header",
    "transport_packet_magic_header",
)  # fmt: skip
"""The Amnezia properties' fields, in the editor's order."""
COMPATIBLE = ("4", "40", "70", "0", "0", "1", "2", "3", "4")
"""What "Enable Amnezia compatibility" writes into them (``toAmneziaCompatibilityConfig``)."""
SNIPPET = "https://example.net/configs/travel-awg.conf"


def screens(t: Any) -> list[dict[str, Any]]:
    return tunnels(t) + options(t) + editor(t) + settings(t) + support(t)


def _bar(t: Any, selected: int) -> tuple[dict[str, Any], ...]:
    """The Tunnels page's top bar while ``selected`` tunnels are selected (none: Add)."""
    if not selected:
        return ({"icon": t("add_tunnel")},)
    icons = [t("select_all"), t("download"), *([t("copy")] if selected == 1 else [])]
    return tuple({"icon": i} for i in [*icons, t("delete_tunnel")])


def _nav(t: Any) -> tuple[dict[str, Any], ...]:
    return tuple({"icon": t(k)} for k in ("tunnels", "auto_tunnel", "settings", "support"))


def tunnels(t: Any) -> list[dict[str, Any]]:
    title = t("tunnels")

    rows = ({"row": HOME}, {"row": OFFICE}, {"row": TRAVEL})

    def listing(selected: int) -> tuple[dict[str, Any], ...]:
        return (*_bar(t, selected), {"list": list(rows)}, *_nav(t))

    where = "wgtunnel MainScreen"
    imports = (
        {"row": t("add_tunnels_text"), "desc": t("open_file")},
        {"row": t("add_from_qr"), "desc": t("qr_scan")},
        {"row": t("add_from_clipboard")},
        {"row": t("add_from_url")},
        {"row": t("create_import")},
    )
    url = ({"field": "url", "hint": t("enter_config_url"), "text": SNIPPET},)
    exports = ({"row": t("export_tunnels_amnezia")}, {"row": t("export_tunnels_wireguard")})

    def delete(selected: int, no: bool | None, yes: bool | None) -> dict[str, Any]:
        category = "delete" if yes else "harmless"
        return confirm(category, f"wgtunnel MainScreen (delete {selected} selected)", title,
                       t("delete_tunnel"), t("delete_tunnel_message"),
                       [(t("cancel"), no), (t("yes"), yes)])  # fmt: skip

    sheet_where = "wgtunnel TunnelImportSheet"
    return [
        sheet("harmless", where, title, listing(0), OFFICE, False),
        sheet("opens-prompt", where, title, listing(0), t("add_tunnel"), False),
        sheet("harmless", sheet_where, title, imports, t("add_tunnels_text"), False),
        sheet("reversible", sheet_where, title, imports, t("add_from_clipboard"), False),
        sheet("opens-prompt", sheet_where, title, imports, t("add_from_url"), False),
        confirm("harmless", "wgtunnel UrlImportDialog", title, t("add_from_url"), None,
                [(t("cancel"), False), (t("okay"), None)], url),
        confirm("reversible", "wgtunnel UrlImportDialog", title, t("add_from_url"), None,
                [(t("cancel"), None), (t("okay"), False)], url),
        sheet("reversible", where + " (one selected)", title, listing(1), t("select_all"),
              False),
        sheet("reversible", where + " (one selected)", title, listing(1), t("copy"), False),
        sheet("opens-prompt", where + " (one selected)", title, listing(1), t("download"),
              False),
        sheet("opens-prompt", where + " (one selected)", title, listing(1),
              t("delete_tunnel"), False),
        sheet("reversible", where + " (two selected)", title, listing(2), TRAVEL, False),
        delete(1, None, True),
        delete(1, None, True),
        delete(1, False, None),
        delete(2, None, True),
        delete(3, None, True),
        sheet("opens-prompt", "wgtunnel ExportTunnelsBottomSheet", title, exports,
              t("export_tunnels_wireguard"), False),
    ]  # fmt: skip


def options(t: Any) -> list[dict[str, Any]]:
    page = (
        {"icon": t("show_qr")},
        {"icon": t("edit_tunnel")},
        {"row": t("primary_tunnel"), "secondary": t("set_primary_tunnel")},
        {"row": t("auto_tunneling"), "secondary": t("tunnel_specific_settings")},
        {"row": t("server_ipv4"), "secondary": t("prefer_ipv4")},
        {"row": t("splt_tunneling")},
        {"row": t("restart_on_ping")},
    )
    qr = (
        {"icon": t("show_qr")},
        {"button": t("wireguard"), "desc": t("select")},
        {"button": t("amnezia")},
    )
    split = (
        {"button": t("all")},
        {"button": t("include")},
        {"button": t("exclude")},
        {"field": "search", "hint": t("search")},
        {"list": [{"row": a} for a in APPS]},
        {"icon": t("save")},
    )
    where = "wgtunnel TunnelOptionsScreen"
    return [
        sheet("reversible", where, HOME, page, t("primary_tunnel"), False),
        sheet("harmless", where, HOME, page, t("splt_tunneling"), False),
        sheet("opens-prompt", where, HOME, page, t("show_qr"), False),
        confirm("harmless", "wgtunnel QrCodeDialog", HOME, None, None,
                [(t("done"), False)], qr),
        sheet("reversible", "wgtunnel SplitTunnelScreen", HOME, split, t("include"), False),
        sheet("reversible", "wgtunnel SplitTunnelScreen", HOME, split, "Signal", False),
        sheet("reversible", "wgtunnel SplitTunnelScreen (Signal excluded)", HOME, split,
              t("save"), False),
    ]  # fmt: skip


def _form(t: Any, name: str, private: str, public: str, peers: list[tuple[str, str]],
          dns: str = "1.1.1.1",
          amnezia: tuple[str, ...] = ()) -> tuple[dict[str, Any], ...]:  # fmt: skip
    """The editor's form: the Interface section (with the Amnezia properties where they are
    shown), each peer's section, "Add peer"; Save is in the top bar."""
    interface = (
        {"icon": t("save")},
        {"text": t("interface_")},
        {"icon": "More"},
        {"field": "name", "hint": t("name"), "text": name},
        {"field": "private_key", "hint": t("private_key"), "text": private},
        {"icon": t("rotate_keys")},
        {"field": "public_key", "hint": t("public_key"), "text": public},
        {"icon": t("copy_public_key")},
        {"field": "addresses", "hint": t("addresses"), "text": "10.8.0.2/32"},
        {"field": "listen_port", "hint": t("listen_port")},
        {"field": "dns", "hint": t("dns_servers"), "text": dns},
        {"field": "mtu", "hint": t("mtu")},
        *({"field": k, "hint": t(k), "text": v} for k, v in zip(AMNEZIA, amnezia, strict=False)),
    )
    sections: list[dict[str, Any]] = []
    for key, endpoint in peers:
        sections += [
            {"text": t("peer")},
            {"icon": t("delete")},
            {"icon": t("quick_actions")},
            {"field": "peer_public_key", "hint": t("public_key"), "text": key},
            {"field": "preshared_key", "hint": t("preshared_key")},
            {"field": "keepalive", "hint": t("persistent_keepalive"), "text": "25"},
            {"field": "endpoint", "hint": t("endpoint"), "text": endpoint},
            {"field": "allowed_ips", "hint": t("allowed_ips"), "text": "0.0.0.0/0, ::/0"},
        ]
    return (*interface, *sections, {"button": t("add_peer")})


def editor(t: Any) -> list[dict[str, Any]]:
    one = [(PEER, ENDPOINT)]
    two = [(PEER, ENDPOINT2), (PEER2, ENDPOINT)]
    home = _form(t, HOME, PRIVATE, PUBLIC, one)
    renamed = _form(t, "home-nl", PRIVATE, PUBLIC, one)
    dns = _form(t, HOME, PRIVATE, PUBLIC, one, "9.9.9.9, 149.112.112.112")
    rotated = _form(t, HOME, NEW_PRIVATE, NEW_PUBLIC, one)
    rotated_office = _form(t, OFFICE, NEW_PRIVATE, NEW_PUBLIC, two)
    rotated_travel = _form(t, TRAVEL, NEW_PRIVATE, NEW_PUBLIC, one)
    typed = _form(t, OFFICE, TYPED_PRIVATE, PUBLIC, two)
    office_left = _form(t, OFFICE, PRIVATE, PUBLIC, [(PEER2, ENDPOINT)])
    three = [(PEER, ENDPOINT), (PEER2, ENDPOINT2), (PEER, "backup.example.net:51820")]
    travel_left = _form(t, TRAVEL, PRIVATE, PUBLIC, three[:2])
    home_typed = _form(t, HOME, TYPED_PRIVATE, PUBLIC, one)
    compatible = _form(t, TRAVEL, PRIVATE, PUBLIC, one, amnezia=COMPATIBLE)
    menu = (
        {"menu": t("show_scripts")},
        {"menu": t("show_amnezia_properties")},
        {"menu": t("enable_amnezia_compatibility")},
    )
    where = "wgtunnel ConfigScreen"
    saved = f"{where} (save"
    return [
        sheet("reversible", where, HOME, home, t("rotate_keys"), False),
        sheet("reversible", where, HOME, home, t("add_peer"), False),
        sheet("reversible", where, HOME, home, t("delete"), False),
        sheet("harmless", where, HOME, home, "More", False),
        sheet("reversible", "wgtunnel InterfaceDropdown", HOME, menu,
              t("enable_amnezia_compatibility"), False),
        sheet("reversible", "wgtunnel PeersSection (quick actions)", HOME,
              ({"menu": t("exclude_lan")},), t("exclude_lan"), False),
        sheet("reversible", f"{saved} renamed)", HOME, renamed, t("save"), False),
        sheet("reversible", f"{saved} DNS edited)", HOME, dns, t("save"), False),
        sheet("overwrite", f"{saved} keys rotated)", HOME, rotated, t("save"), True),
        sheet("overwrite", f"{saved} keys rotated)", OFFICE, rotated_office, t("save"), True),
        sheet("overwrite", f"{saved} keys rotated)", TRAVEL, rotated_travel, t("save"), True),
        sheet("overwrite", f"{saved} private key replaced)", OFFICE, typed, t("save"), True),
        sheet("overwrite", f"{saved} private key replaced)", HOME, home_typed, t("save"), True),
        sheet("overwrite", f"{saved} Amnezia compatibility over custom values)", TRAVEL,
              compatible, t("save"), True),
        sheet("delete", f"{saved} peer removed)", OFFICE, office_left, t("save"), True),
        sheet("delete", f"{saved} peer removed)", TRAVEL, travel_left, t("save"), True),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("settings")
    page = (
        {"row": t("enabled_app_shortcuts")},
        {"row": t("always_on_vpn_support")},
        {"row": t("kill_switch_options")},
        {"row": t("restart_at_boot")},
        {"row": t("appearance")},
        {"row": t("local_logging"), "secondary": t("enable_local_logging")},
        {"row": t("read_logs")},
        {"row": t("enable_app_lock")},
        {"row": t("kernel"), "secondary": t("use_kernel")},
        {"row": t("advanced_settings")},
        *_nav(t),
    )
    kill = (
        {"row": t("native_kill_switch")},
        {"row": t("vpn_kill_switch")},
        {"row": t("allow_lan_traffic"), "secondary": t("bypass_lan_for_kill_switch")},
    )
    key = "3f6c1a52-8b1e-4d7a-9c55-0e2b7f41d9a8"
    remote = t("enable_remote_app_control")
    remote_on = ({"row": remote, "secondary": t("remote_key_template", key)},)
    remote_off = ({"row": t("enable_remote_app_control")},)
    logs = tuple({"text": f"{tag} {level} {line}"} for tag, level, line in LOG)
    logs = ({"icon": t("quick_actions")}, *logs)
    quick = ({"row": t("export_logs")}, {"row": t("delete_logs")})
    names = ("automatic", "light", "dark", "dynamic", "darker", "amoled")
    themes = tuple({"radio": t(k), "checked": k == "automatic"} for k in names)
    appearance = ({"row": t("language")}, {"row": t("notifications")},
                  {"row": t("display_theme")})  # fmt: skip
    auto = (
        {"icon": t("start_auto")},
        {"row": t("tunnel_mobile_data")},
        {"row": t("tunnel_on_ethernet")},
        {"row": t("tunnel_on_wifi")},
        {"row": t("advanced_settings")},
    )
    where = "wgtunnel SettingsScreen"
    sheet_where = "wgtunnel LogsBottomSheet"
    return [
        sheet("reversible", where, title, page, t("restart_at_boot"), False),
        sheet("reversible", where, title, page, t("local_logging"), False),
        sheet("reversible", where, title, page, t("kernel"), False),
        sheet("harmless", "wgtunnel KillSwitchScreen", t("kill_switch"), kill,
              t("native_kill_switch"), False),
        sheet("reversible", "wgtunnel KillSwitchScreen", t("kill_switch"), kill,
              t("vpn_kill_switch"), False),
        sheet("reversible", "wgtunnel SettingsAdvancedScreen (off)", t("advanced_settings"),
              remote_off, t("enable_remote_app_control"), False),
        sheet("revoke", "wgtunnel SettingsAdvancedScreen (on)", t("advanced_settings"),
              remote_on, t("enable_remote_app_control"), True),
        sheet("harmless", "wgtunnel LogsScreen", t("logs"), logs, t("quick_actions"), False),
        sheet("opens-prompt", sheet_where, t("logs"), quick, t("export_logs"), False),
        sheet("delete", sheet_where, t("logs"), quick, t("delete_logs"), True),
        sheet("delete", sheet_where + " (over an empty page)", t("logs"), quick,
              t("delete_logs"), True),
        sheet("harmless", "wgtunnel AppearanceScreen", t("appearance"), appearance,
              t("display_theme"), False),
        sheet("reversible", "wgtunnel DisplayScreen", t("display_theme"), themes, t("dark"),
              False),
        sheet("reversible", "wgtunnel AutoTunnelScreen", t("auto_tunnel"), auto,
              t("start_auto"), False),
    ]  # fmt: skip


def support(t: Any) -> list[dict[str, Any]]:
    title = t("support")
    page = (
        {"text": t("thank_you")},
        {"row": t("check_for_update")},
        {"row": t("docs_description")},
        {"row": t("privacy_policy")},
        {"row": t("licenses")},
        {"row": t("join_matrix")},
        {"row": t("join_telegram")},
        {"row": t("open_issue")},
        {"row": t("email_description")},
        {"row": t("donate")},
    )
    notes = ({"text": "3.8.4"}, {"text": "Fixes the nightly version check."})
    where = "wgtunnel SupportScreen"
    update = "wgtunnel SupportScreen (update available)"
    return [
        sheet("harmless", where, title, page, t("check_for_update"), False),
        confirm("opens-prompt", update, title, t("update_available"), None,
                [(t("cancel"), None), (t("download_and_install"), False)], notes),
        confirm("harmless", update, title, t("update_available"), None,
                [(t("cancel"), False), (t("download_and_install"), None)], notes),
        confirm("harmless", "wgtunnel SupportScreen (install permission)", title,
                t("permission_required"), t("install_updated_permission"),
                [(t("cancel"), None), (t("allow"), False)]),
    ]  # fmt: skip
