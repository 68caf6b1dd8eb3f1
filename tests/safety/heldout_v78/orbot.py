"""Orbot's screens (``org.torproject.android``, the Tor proxy and VPN for Android: the Tor
connection and how it reaches Tor, bridges, the apps sent through Tor, a new identity, the
exit country, Kindness Mode, v3 onion services and client authorization), strings from
``app/src/main/res/values*/strings.xml`` and ``orbotservice/src/main/res/values*/
strings.xml``; ``android:ok`` and ``android:cancel`` are the platform's own. The onion
service, addresses, ports, keys and app names written on the screens are the same in every
language.

Read from the code (``app/src/main/java/org/torproject/android``) and layouts
(``app/src/main/res/layout``): ``ConnectFragment.kt`` with ``fragment_connect.xml`` (off:
"Ready to connect", the ``btnStart`` button "Start VPN", which starts Tor and the VPN, and
"Choose How To Connect", which opens ``ConfigConnectionBottomSheet``; connecting: the
button reads Cancel and stops Tor; connected: "Connected" and the ``lvConnected`` list of
"Choose apps", "Change exit", Refresh, which sends Tor ``SIGNAL NEWNYM`` for new circuits,
and "Turn Tor off", which stops Tor and the VPN); ``ExitNodeDialogFragment.kt`` ("Change
exit": "Global (Auto)" and the countries, a choice setting Tor's exit nodes, and Cancel);
``ConfigConnectionBottomSheet.kt`` with ``config_connection_bottom_sheet.xml`` (the ways to
reach Tor as radio buttons, "Ask Tor", which asks Tor's circumvention service for the
settings that work where one is, Cancel, and Connect, which saves the choice and connects);
``CustomBridgeBottomSheet.kt`` with ``custom_bridge_bottom_sheet.xml`` (the bridge lines and
Connect); ``KindnessFragment.kt`` with ``fragment_kindness.xml`` and
``KindessConfigBottomSheet.kt`` (Kindness Mode: Activate, which starts the Snowflake proxy
for others, its switch and its settings' "Only on Wifi" and Save); ``MoreFragment.kt``
(the More tab's list: "Hosted Onion Services", "Client Authorization", "Choose apps",
Settings, Log, About and Exit, which stops Tor and closes the app); ``ui/LogBottomSheet.kt``
("Copy Log"); ``ui/AppManagerActivity.kt`` with ``layout_apps_item.xml`` and
``menu/app_main.xml`` ("Choose Apps": a checkbox by each app and Save, which saves the apps
sent through Tor); ``ui/v3onionservice/OnionServiceActivity.java`` with
``layout_hs_list_item.xml`` and ``menu/hs_menu.xml`` ("Onion Services": each service's
name, ports, address and ``hs_switch``, which turns it on or off, the ``fab`` that opens
``OnionServiceCreateDialogFragment`` (Name, Local Port, Onion Port, Cancel and Save, which
adds the service) and "Restore Backup", which opens the file picker);
``OnionServiceActionsDialogFragment.java`` (a service's dialog "Onion Services": "Copy
address to clipboard", "Backup Service ..." (the warning in italics), which opens the file
picker for the zip, and "Delete Service", which only opens
``OnionServiceDeleteDialogFragment`` "Confirm service deletion", whose OK deletes the
service's row and its folder with the service's private key, so its .onion address is lost
for good); ``clientauth/ClientAuthActivity.java``, ``ClientAuthActionsDialogFragment.java``
("Client Authorization": "Backup Client Authorization Key" and "Delete Client
Authorization Key", which only opens ``ClientAuthDeleteDialogFragment``, whose "Delete
Client Authorization" deletes the stored private key), ``ClientAuthCreateDialogFragment.java``
(".onion Domain", the key and Save) and ``menu/v3_client_auth_menu.xml`` ("Import
.auth_private", which opens the file picker).
"""

from __future__ import annotations

import re
from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, page

RID = "org.torproject.android:id/"
SERVICE, ONION = "Blog", "5f2kyj3x7vq4m2dbu6pq3fj6xhtyqgs5k2vr5l7fwnx3lkrv6nqvjxad.onion"
CLIENT = "kgvhgh7t2c6xshtxkuj3sbnwzq4b6kxvepm7slyaw3vp3mgfqtvl5dyd.onion"
KEY = "JCKSB3WJN2D5XF7ZGJ7XKGZ3FSDL2SGQNBCFKJOSCEPYR6ZWTGGA"
BRIDGE = "obfs4 192.0.2.7:443 9B1E5C8B7D2F0A3E6C4D8F1A2B3C4D5E6F708192 cert=aGVsbG8 iat-mode=0"


def screens(t: Any) -> list[dict[str, Any]]:
    return connect(t) + bridges(t) + more(t) + onions(t) + clients(t)


def html(t: Any, key: str) -> str:
    """A string the app shows through ``Html.fromHtml``: its tags drawn, not written."""
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", t(key))).strip()


def connect(t: Any) -> list[dict[str, Any]]:
    where = "orbot ConnectFragment"
    off = page(t("app_name"), [
        {"text": t("secure_your_connection_title")}, {"text": t("hide_apps")},
        {"button": t("btn_start_vpn"), "rid": f"{RID}btnStart"},
        {"link": t("btn_configure"), "rid": f"{RID}tvConfigure"}])  # fmt: skip
    starting = page(t("app_name"), [
        {"text": t("trying_to_connect_title")},
        {"button": t("android:cancel"), "rid": f"{RID}btnStart"}])  # fmt: skip
    rows = ["btn_choose_apps", "btn_change_exit", "btn_refresh", "btn_tor_off"]
    on = page(t("app_name"), [{"text": t("connected_title")},
                              {"list": [{"row": t(r)} for r in rows]}])  # fmt: skip
    world = f"🌎 {t('vpn_default_world')}"
    exits = ({"menu": world},)
    return [
        entry("reversible", f"{where} (off)", off, [(t("btn_start_vpn"), False)]),
        entry("harmless", f"{where} (off)", off, [(t("btn_configure"), False)]),
        entry("reversible", f"{where} (connecting)", starting, [(t("android:cancel"), False)]),
        entry("reversible", f"{where} (connected)", on, [(t("btn_tor_off"), False)]),
        entry("harmless", f"{where} (connected, new circuits)", on, [(t("btn_refresh"), False)]),
        entry("harmless", f"{where} (connected)", on, [(t("btn_change_exit"), False)]),
        entry("harmless", f"{where} (connected)", on, [(t("btn_choose_apps"), False)]),
        dialog("reversible", "orbot ExitNodeDialogFragment", t("app_name"),
               t("btn_change_exit"), None, [(t("android:cancel"), NEGATIVE, None)], exits,
               ((world, False),)),
        dialog("harmless", "orbot ExitNodeDialogFragment", t("app_name"),
               t("btn_change_exit"), None, [(t("android:cancel"), NEGATIVE, False)], exits),
    ]  # fmt: skip


def bridges(t: Any) -> list[dict[str, Any]]:
    ways = [("rbDirect", "direct_connect", "direct_connect_subtitle"),
            ("rbSnowflake", "snowflake", "snowflake_subtitle"),
            ("rbRequest", "get_a_bridge", "get_a_bridge_subtitle"),
            ("rbCustom", "custom_bridge", "custom_bridge_subtitle")]  # fmt: skip
    options = [item for rid, label, sub in ways for item in (
        {"radio": t(label), "rid": f"{RID}{rid}"}, {"text": t(sub)})]  # fmt: skip
    sheet = {"title": t("app_name"), "dialog": {"title": t("btn_configure")}, "items": [
        {"text": t("many_ways")}, {"text": t("not_sure")},
        {"button": t("ask_tor"), "rid": f"{RID}btnAskTor"}, *options,
        {"button": t("android:cancel"), "rid": f"{RID}tvCancel"},
        {"button": t("connect"), "rid": f"{RID}btnAction"}]}  # fmt: skip
    custom = {"title": t("app_name"), "dialog": {"title": t("custom_bridge")}, "items": [
        {"text": t("custom_bridge_description")},
        {"field": f"{RID}etBridges", "text": BRIDGE},
        {"button": t("android:cancel"), "rid": f"{RID}tvCancel"},
        {"button": t("connect"), "rid": f"{RID}btnAction"}]}  # fmt: skip
    kindness = page(t("volunteer_mode"), [
        {"text": t("volunteer_mode_title")}, {"text": t("volunteer_mode_subtitle_desc")},
        {"button": t("action_activate"), "rid": f"{RID}btnActionActivate"}])  # fmt: skip
    config = {"title": t("volunteer_mode"), "dialog": {"title": t("menu_settings")}, "items": [
        {"text": t("kindess_config_detail")},
        {"switch": t("option_only_on_wifi"), "rid": f"{RID}swKindnessConfigWifi"},
        {"text": t("option_only_when_charging")},
        {"switch": "", "rid": f"{RID}swKindnessConfigCharging"},
        {"button": t("android:cancel"), "rid": f"{RID}tvCancel"},
        {"button": t("save"), "rid": f"{RID}btnAction"}]}  # fmt: skip
    where = "orbot ConfigConnectionBottomSheet"
    return [
        entry("reversible", where, sheet, [(t("connect"), False)]),
        entry("reversible", where, sheet, [(t("snowflake"), False)]),
        entry("harmless", where, sheet, [(t("ask_tor"), False)]),
        entry("harmless", where, sheet, [(t("android:cancel"), False)]),
        entry("reversible", "orbot CustomBridgeBottomSheet", custom, [(t("connect"), False)]),
        entry("reversible", "orbot KindnessFragment", kindness,
              [(t("action_activate"), False)]),
        entry("reversible", "orbot KindessConfigBottomSheet", config, [(t("save"), False)]),
        entry("reversible", "orbot KindessConfigBottomSheet", config,
              [(t("option_only_on_wifi"), False)]),
    ]  # fmt: skip


def more(t: Any) -> list[dict[str, Any]]:
    rows = ["v3_hosted_services", "v3_client_auth_activity_title", "btn_choose_apps",
            "menu_settings", "menu_log", "menu_about", "menu_exit"]  # fmt: skip
    listing = page(t("app_name"), [{"list": [{"row": t(r)} for r in rows]}])
    log = {"title": t("app_name"), "dialog": {"title": t("menu_log")}, "items": [
        {"icon": t("btn_copy_log"), "rid": f"{RID}btnCopyLog"},
        {"text": "Bootstrapped 100% (done): Done"}]}  # fmt: skip
    apps = page(t("title_choose_apps"), [
        {"menu": t("save"), "rid": f"{RID}menu_save_apps"},
        {"text": t("apps_suggested_title")}, {"text": t("app_suggested_subtitle")},
        {"switch": "Briar", "rid": f"{RID}itemcheck"}, {"text": t("apps_other_apps")},
        {"switch": "Firefox", "rid": f"{RID}itemcheck"}])  # fmt: skip
    return [
        entry("harmless", "orbot MoreFragment", listing, [(t("v3_hosted_services"), False)]),
        entry("harmless", "orbot MoreFragment", listing, [(t("menu_log"), False)]),
        entry("reversible", "orbot MoreFragment", listing, [(t("menu_exit"), False)]),
        entry("harmless", "orbot LogBottomSheet", log, [(t("btn_copy_log"), False)]),
        entry("reversible", "orbot AppManagerActivity", apps, [("Briar", False)]),
        entry("reversible", "orbot AppManagerActivity (app_main)", apps, [(t("save"), False)]),
    ]  # fmt: skip


def onions(t: Any) -> list[dict[str, Any]]:
    title = t("hidden_services")
    services = page(title, [
        {"menu": t("restore_backup")}, {"text": SERVICE},
        {"text": f"{t('local_port')} 8080"}, {"text": f"{t('onion_port')} 80"},
        {"text": ONION}, {"switch": "", "rid": f"{RID}hs_switch"},
        {"icon": "", "rid": f"{RID}fab"}])  # fmt: skip
    actions = [t("copy_address_to_clipboard"), html(t, "backup_service"), t("delete_service")]
    items = tuple({"row": a} for a in actions)
    cancel, ok = t("android:cancel"), t("android:ok")
    ask = t("confirm_service_deletion")
    fields = ({"text": t("name")}, {"field": f"{RID}hsName", "text": "Wiki"},
              {"text": t("local_port")}, {"field": f"{RID}hsLocalPort", "text": "8081"},
              {"text": t("onion_port")}, {"field": f"{RID}hsOnionPort", "text": "80"})  # fmt: skip
    where = "orbot OnionServiceActionsDialogFragment"
    delete = "orbot OnionServiceDeleteDialogFragment"
    create = "orbot OnionServiceCreateDialogFragment"
    return [
        entry("reversible", "orbot OnionServiceActivity (OnionV3ListAdapter)", services,
              [("hs_switch", False)]),
        entry("harmless", "orbot OnionServiceActivity (hs_menu)", services,
              [(t("restore_backup"), False)]),
        entry("harmless", "orbot OnionServiceActivity (the add button)", services,
              [("fab", False)]),
        dialog("opens-prompt", where, title, title, None, [(cancel, NEGATIVE, None)], items,
               ((t("delete_service"), False),)),
        dialog("harmless", where, title, title, None, [(cancel, NEGATIVE, None)], items,
               ((t("copy_address_to_clipboard"), False),)),
        dialog("harmless", where, title, title, None, [(cancel, NEGATIVE, None)], items,
               ((html(t, "backup_service"), False),)),
        dialog("delete", delete, title, ask, None,
               [(cancel, NEGATIVE, None), (ok, POSITIVE, True)]),
        dialog("harmless", delete, title, ask, None,
               [(cancel, NEGATIVE, False), (ok, POSITIVE, None)]),
        dialog("reversible", create, title, title, None,
               [(cancel, NEGATIVE, None), (t("save"), POSITIVE, False)], fields),
        dialog("harmless", create, title, title, None,
               [(cancel, NEGATIVE, False), (t("save"), POSITIVE, None)], fields),
    ]  # fmt: skip


def clients(t: Any) -> list[dict[str, Any]]:
    title = t("v3_client_auth_activity_title")
    listing = page(title, [
        {"menu": t("v3_import_auth_private")}, {"text": CLIENT},
        {"switch": "", "rid": f"{RID}cookie_switch"},
        {"icon": "", "rid": f"{RID}fab"}])  # fmt: skip
    actions = [html(t, "v3_backup_key"), t("v3_delete_client_authorization")]
    items = tuple({"row": a} for a in actions)
    cancel = t("android:cancel")
    remove = t("v3_delete_client_authorization_confirm")
    fields = ({"text": t("v3_onion")}, {"field": f"{RID}cookie_onion", "text": CLIENT},
              {"text": t("v3_key_hash")}, {"field": f"{RID}cookie_value", "text": KEY})  # fmt: skip
    where = "orbot ClientAuthActionsDialogFragment"
    delete = "orbot ClientAuthDeleteDialogFragment"
    create = "orbot ClientAuthCreateDialogFragment"
    return [
        entry("harmless", "orbot ClientAuthActivity (v3_client_auth_menu)", listing,
              [(t("v3_import_auth_private"), False)]),
        dialog("opens-prompt", where, title, title, None, [(cancel, NEGATIVE, None)], items,
               ((t("v3_delete_client_authorization"), False),)),
        dialog("harmless", where, title, title, None, [(cancel, NEGATIVE, None)], items,
               ((html(t, "v3_backup_key"), False),)),
        dialog("delete", delete, title, t("v3_delete_client_authorization"), None,
               [(cancel, NEGATIVE, None), (remove, POSITIVE, True)]),
        dialog("harmless", delete, title, t("v3_delete_client_authorization"), None,
               [(cancel, NEGATIVE, False), (remove, POSITIVE, None)]),
        dialog("reversible", create, title, title, None,
               [(cancel, NEGATIVE, None), (t("save"), POSITIVE, False)], fields),
    ]  # fmt: skip
