"""OpenVPN for Android's screens (``de.blinkt.openvpn``: VPN profiles added, connected,
disconnected and removed, a profile's server entries removed, external apps allowed to
control the VPN and their list cleared, and the log cleared), strings from
``main/src/main/res/values/strings.xml`` (English) and ``main/src/ui/res/values-*/
strings.xml`` (the translations) and, for the buttons the code takes from the platform
(``android.R.string.ok``, ``cancel``, ``yes``, ``no`` and ``dialog_alert_title``), the
platform's own words. The profile, server and app names are the same in every language.

Read from the code (``main/src``): ``ui/java/de/blinkt/openvpn/activities/MainActivity.kt``
(the tabs Profiles, Graph, Settings, FAQ and About); ``ui/java/de/blinkt/openvpn/fragments/
VPNProfileList.kt`` and ``ui/res/layout/vpn_list_item.xml`` (a profile's row
``vpn_list_item_left``, which starts the VPN, and its ``quickedit_settings`` icon "Configure
the VPN", which opens the profile's editor; the action bar's "Add Profile", which only opens
the "Add Profile" dialog: its prompt, a name field, Import, Cancel and OK, which adds an empty
profile and opens its editor); ``ui/java/de/blinkt/openvpn/activities/VPNPreferences.kt`` and
``ui/res/menu/vpnpreferences_menu.xml`` (a profile's editor, titled "Editing ...": "Remove
VPN", which only opens "Confirm deletion" with ``android.R.string.no`` and ``yes``, whose yes
removes the profile (``ProfileManager.removeProfile``), and "Duplicate VPN", which only asks
the copy's name); ``ui/java/de/blinkt/openvpn/fragments/ConnectionsAdapter.java`` and
``ui/res/layout/server_card.xml`` (a server entry's card on the Server List tab: address,
port, protocol, the ``remoteSwitch`` Enabled switch and the ``remove_connection`` icon, which
only opens "Remove remote server entry?" with Keep (positive) and Delete (negative), which
removes the entry); ``ui/java/de/blinkt/openvpn/fragments/GeneralSettings.kt`` and
``ui/res/xml/general_settings.xml`` ("Clear allowed external apps", which only opens a dialog
listing them with Cancel and Clear, which forgets every app's permission,
``clearAllApiApps``); ``main/java/de/blinkt/openvpn/api/ConfirmDialog.java`` and
``main/res/layout/api_confirm.xml`` (an app asking to control the VPN: the platform's
"Attention" title, the app's ``icon``, the ``prompt``, the ``warning``, the ``check``
checkbox "I trust this application." that enables OK, Cancel and OK, which adds the app to
the allowed ones, ``addAllowedExternalApp``); ``main/java/de/blinkt/openvpn/activities/
DisconnectVPN.java`` ("Cancel Confirmation": Reconnect, Cancel and Disconnect, which stops
the VPN); ``ui/java/de/blinkt/openvpn/fragments/LogFragment.java`` and
``ui/res/menu/logmenu.xml`` (the log's menu: "View options", "clear log", which clears the
log at once, "Send log file", "Disconnect VPN", which only opens DisconnectVPN's dialog, and
"Edit VPN Settings"; the dialog "Configuration changed" shown when a connected profile was
edited, with Ignore and Restart, which restarts the VPN with the new settings).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "de.blinkt.openvpn:id/"
PROFILE, SERVER, APP = "Office VPN", "vpn.example.com", "Tasker"


def screens(t: Any) -> list[dict[str, Any]]:
    return profiles(t) + settings(t) + connection(t)


def profiles(t: Any) -> list[dict[str, Any]]:
    listed = page(t("app"), [
        {"tab": t("vpn_list_title")}, {"tab": t("graph")}, {"tab": t("generalsettings")},
        {"tab": t("faq")}, {"tab": t("about")},
        {"icon": t("menu_add_profile")}, {"icon": t("menu_import")},
        {"row": PROFILE, "rid": f"{ID}vpn_list_item_left"},
        {"icon": t("configure_the_vpn"), "rid": f"{ID}quickedit_settings"}])  # fmt: skip
    named = ({"field": t("name_of_the_vpn_profile"), "text": "Home VPN"},)
    adding = "openvpn VPNProfileList (Add Profile)"
    editing = t("edit_profile_title", PROFILE)
    editor = [t("remove_vpn"), t("=Duplicate VPN")]
    removal = "openvpn VPNPreferences (Confirm deletion)"
    query = t("remove_vpn_query", PROFILE)
    confirm = t("=Confirm deletion")
    servers = page(editing, [
        {"tab": t("basic")}, {"tab": t("server_list")}, {"tab": t("ipdns")},
        {"switch": t("remote_random"), "rid": f"{ID}remote_random"},
        {"text": t("address")}, {"field": f"{ID}servername", "text": SERVER},
        {"text": t("port")}, {"field": f"{ID}portnumber", "text": "1194"},
        {"radio": "UDP", "rid": f"{ID}udp_proto"}, {"radio": "TCP", "rid": f"{ID}tcp_proto"},
        {"switch": t("enabled_connection_entry"), "rid": f"{ID}remoteSwitch"},
        {"icon": t("remove_connection_entry"), "rid": f"{ID}remove_connection"}])  # fmt: skip
    card = "openvpn ConnectionsAdapter (a server entry's card)"
    remote = "openvpn ConnectionsAdapter (Remove remote server entry?)"
    return [
        entry("reversible", "openvpn VPNProfileList (a profile's row)", listed, [(PROFILE, False)]),
        entry("harmless", "openvpn VPNProfileList (a profile's row)", listed,
              [(t("configure_the_vpn"), False)]),
        alert("reversible", adding, t("vpn_list_title"), t("menu_add_profile"),
              t("add_profile_name_prompt"), (t("android:cancel"), None), (t("android:ok"), False),
              (t("menu_import_short"), None), named),
        alert("harmless", adding, t("vpn_list_title"), t("menu_add_profile"),
              t("add_profile_name_prompt"), (t("android:cancel"), False), (t("android:ok"), None),
              (t("menu_import_short"), None), named),
        menu("opens-prompt", "openvpn VPNPreferences (the action bar's menu)", editing, editor,
             [(t("remove_vpn"), False)]),
        menu("harmless", "openvpn VPNPreferences (the action bar's menu)", editing, editor,
             [(t("=Duplicate VPN"), False)]),
        alert("delete", removal, editing, confirm, query, (t("android:no"), None),
              (t("android:yes"), True)),
        alert("harmless", removal, editing, confirm, query, (t("android:no"), False),
              (t("android:yes"), None)),
        entry("opens-prompt", card, servers, [(t("remove_connection_entry"), False)]),
        entry("reversible", card, servers, [(t("enabled_connection_entry"), False)]),
        alert("delete", remote, editing, t("query_delete_remote"), None,
              (t("delete"), True), (t("keep"), None)),
        alert("harmless", remote, editing, t("query_delete_remote"), None,
              (t("delete"), None), (t("keep"), False)),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    general = page(t("app"), [
        {"tab": t("vpn_list_title")}, {"tab": t("graph")}, {"tab": t("generalsettings")},
        {"row": t("clear_external_apps"), "secondary": t("allowed_apps", APP)}])  # fmt: skip
    listed = t("clearappsdialog", APP)
    clearing = "openvpn GeneralSettings (clear allowed external apps)"
    asked = (
        {"icon": t("permission_icon_app"), "rid": f"{ID}icon"},
        {"text": t("prompt", APP, t("app")), "rid": f"{ID}prompt"},
        {"text": t("remote_warning"), "rid": f"{ID}warning"},
        {"switch": t("remote_trust"), "rid": f"{ID}check"},
    )
    granting = "openvpn ConfirmDialog (an app asks to control the VPN)"
    title = t("android:dialog_alert_title")
    return [
        entry("opens-prompt", "openvpn GeneralSettings", general,
              [(t("clear_external_apps"), False)]),
        alert("revoke", clearing, t("generalsettings"), None, listed,
              (t("android:cancel"), None), (t("clear"), True)),
        alert("harmless", clearing, t("generalsettings"), None, listed,
              (t("android:cancel"), False), (t("clear"), None)),
        alert("grant", granting, APP, title, None, (t("android:cancel"), None),
              (t("android:ok"), True), items=asked),
        alert("harmless", granting, APP, title, None, (t("android:cancel"), False),
              (t("android:ok"), None), items=asked),
    ]  # fmt: skip


def connection(t: Any) -> list[dict[str, Any]]:
    query = t("cancel_connection_query")
    where = "openvpn DisconnectVPN (Cancel Confirmation)"
    log = [t("logview_options"), t("clear_log"), t("send_logfile"), t("cancel_connection_long"),
           t("edit_vpn")]  # fmt: skip
    changed = "openvpn LogFragment (Configuration changed)"
    return [
        alert("reversible", where, t("vpn_list_title"), t("title_cancel"), query,
              (t("android:cancel"), None), (t("cancel_connection"), False),
              (t("reconnect"), None)),
        alert("harmless", where, t("vpn_list_title"), t("title_cancel"), query,
              (t("android:cancel"), False), (t("cancel_connection"), None),
              (t("reconnect"), None)),
        menu("delete", "openvpn LogFragment (the log's menu)", t("openvpn_log"), log,
             [(t("clear_log"), True)]),
        menu("opens-prompt", "openvpn LogFragment (the log's menu)", t("openvpn_log"), log,
             [(t("cancel_connection_long"), False)]),
        alert("reversible", changed, t("openvpn_log"), t("configuration_changed"),
              t("restart_vpn_after_change"), (t("ignore"), None), (t("restart"), False)),
    ]  # fmt: skip
