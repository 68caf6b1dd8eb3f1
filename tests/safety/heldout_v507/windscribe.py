"""Windscribe's screens (``com.windscribe.vpn``, a VPN client: the tunnel connected, its exit IP
pinned and rotated, locations kept as favourites, custom OpenVPN and WireGuard configs imported,
edited and deleted, networks secured and forgotten, apps and IP ranges split from the tunnel,
R.O.B.E.R.T.'s server-side block lists switched, the account's email confirmed, its password
reset and vouchers redeemed, debug logs and support tickets sent, the session signed out),
strings from ``base/src/main/res/values*/strings.xml``. The names, addresses, codes and typed
texts on the screens, and the content descriptions the code writes in English, are the same in
every language.

Read from the code (``mobile/src/main/java/com/windscribe/mobile``): ``ui/home/HomeScreen.kt``
and ``ui/common/AppConnectButton.kt`` (the home page: ``main_menu_button``, ``newsfeed_open``,
``home_connect_button``, which connects or disconnects the tunnel, the IP address and its menu
of "Mark as Favourite", which pins the IP, "Refresh IP", which asks the server for a new exit
IP through ``BridgeApiViewModel.onRotateIpClick``, and "Close Menu"); ``ui/serverlist/
ServerListNavigation.kt`` (the tabs ``tab_all``, ``tab_fav``, ``tab_static``, ``tab_config``
and ``search_open``); ``ui/serverlist/FavouriteServerList.kt`` and ``ui/common/
DataCenterFavouriteIcon.kt`` (a favourite's row, ``fav_item``, and its star, ``fav_remove_icon``,
which calls ``deleteFavourite``); ``ui/serverlist/ConfigServerList.kt`` and ``ui/common/
CustomConfigItem.kt`` (a custom config's row, which connects to it, and behind it Edit, which
opens the editor, and Delete, which calls ``ConfigViewmodel.deleteCustomConfig`` at once);
``ui/popup/EditCustomConfigScreen.kt`` (the config's title, username and password, "Save
credentials" and Update); ``ui/preferences/main/MainMenuScreen.kt`` and ``MainMenuViewModel.kt``
(the rows ``menu_item_ROUTE`` and ``logout_button``, which calls ``UserRepository.logout``: the
session deleted on the server, every table of the app's database and every preference
cleared, with no confirmation); ``ui/preferences/account/AccountScreen.kt`` and
``AccountViewModel.kt`` (account info, "Reset Password", shown to a single-sign-on account
with a confirmed email, which asks the server to send the password-recovery email, the
unconfirmed email's row, which opens the confirmation page, "Upgrade to Pro", "Voucher Code"
and "Lazy Login", which open a code dialog; the dialog's OK calls ``claimVoucherCode``, and the
lazy-login dialog submits by itself when the eighth character is typed);
``ui/preferences/email/ConfirmEmailScreen.kt`` and ``EmailViewModel.kt`` ("Resend Verification
Email", which calls ``resendUserEmailAddress``, "Change Email" and Cancel);
``ui/preferences/connection/ConnectionScreen.kt`` (the rows ``connection_item_ROUTE``);
``ui/preferences/network_options/NetworkOptionsScreen.kt`` ("Auto-Secure new networks", the
current network and the other networks, each opening its details);
``ui/preferences/network_details/NetworkDetailScreen.kt`` and ``NetworkDetailViewModel.kt``
(the network's Auto-Secure, its preferred protocol and port, and "Forget network", which
deletes the network's saved settings, ``deleteNetworkSync``); ``ui/preferences/split_tunnel/
SplitTunnelScreen.kt`` (the split-tunnel switch, the mode, the exclusions row and the apps,
``app_row_NAME``, each ticked or unticked); ``ui/preferences/excluded_ips/
ExcludedIpDomainScreen.kt`` and ``ExcludedIpDomainViewModel.kt`` (the entry field, Import, which
opens the system's file picker, "Delete All", which opens "Delete All?" with Cancel and Delete,
``deleteAllExcludedIpsDomains``, and each entry's Delete, ``deleteExcludedIpDomain``, at once);
``ui/preferences/robert/RobertScreen.kt`` (the block lists, each switched on the server, and
"Manage Custom Rules", which opens the web page); ``ui/preferences/lipstick/LookAndFeelScreen
.kt``, ``RenameLocations.kt`` and ``LipstickViewmodel.kt`` (appearance, background, sound, app
icon, and "Rename Locations": Export and Import, which open the system's document pickers, and
Reset, which deletes the custom location names file, ``deleteLocationsJson``, at once);
``ui/preferences/help/HelpScreen.kt`` (the help rows, "View Debug Log" and "Send Debug Log",
which uploads the debug log to Windscribe); ``ui/preferences/ticket/TicketScreen.kt`` (the
ticket's category, email, subject and message, and Send, which submits it to support);
``ui/preferences/advance/AdvanceScreen.kt`` and ``AdvanceViewModel.kt`` (Save, and Clear, which
empties the saved parameters at once); ``ui/connection/AllProtocolFailedScreen.kt`` ("Send
Debug Log" and Cancel); ``ui/popup/AllProtocolFailedDialog.kt`` ("Export Log", which opens the
share sheet with the log file, "Contact Support" and Cancel); ``ui/connection/
SetupPreferredProtocolScreen.kt`` (``preferred_protocol_set`` and ``preferred_protocol_cancel``);
``ui/popup/ExtraDataUseWarningScreen.kt`` (decoy traffic: "I Understand" and Cancel);
``ui/connection/ManualModeFailedScreen.kt`` ("Switch to Auto" and Cancel); ``ui/popup/
PowerWhitelistScreen.kt`` (``battery_grant_permission``, ``battery_maybe_later`` and
``battery_dont_ask_again``); ``ui/upgrade/UpgradeContent.kt`` and the Play flavour's
``UpgradeScreen.kt`` (Restore, the monthly and yearly plans, and Subscribe, which launches the
Play billing flow); ``ui/popup/ShareLinkScreen.kt`` ("Share Invite Link", which opens the share
sheet).
"""

from __future__ import annotations

from typing import Any

from screens import confirm, entry, page, tap

IP = "185.212.44.7"
CITY, NICK, REGION = "Toronto", "The 6", "Canada East"
CONFIG = "Office WireGuard"
HOME, CAFE = "HomeNet 5G", "Cafe Lumiere"
ENTRY = "imgur.com"
USER, EMAIL, NEW_EMAIL = "alex_r", "alex@example.com", "sam@example.org"
VOUCHER = "SPRING-2026"
FILTERS = [("malware", "Malware", True), ("ads", "Ads", True), ("social", "Social Networks", False),
           ("gambling", "Gambling", False)]  # fmt: skip
"""R.O.B.E.R.T.'s block lists as the server names them (an id, a title, whether blocking)."""
GAVE_UP = (
    "well_we_gave_it_our_best_shot_we_just_couldn_t_connect_you_on_this_network"
    "_send_us_your_debug_log_so_we_can_figure_out_what_happened"
)
"""The name of the message of "This network hates us"."""


def screens(t: Any) -> list[dict[str, Any]]:
    return home(t) + preferences(t) + account(t) + network(t) + looks(t) + help_pages(t) + popups(t)


def home(t: Any) -> list[dict[str, Any]]:
    top = [{"id": "main_menu_button"}, {"id": "newsfeed_open"}, {"text": IP}]
    location = [{"text": REGION}, {"text": NICK}, {"id": "home_connect_button"}]
    tabs = [{"id": f"tab_{name}"} for name in ("all", "fav", "static", "config")]
    tabs.append({"id": "search_open"})
    start = page(CITY, [*top, *location, *tabs])
    ip_menu = page(CITY, [*top, {"icon": "Mark as Favourite"}, {"icon": "Refresh IP"},
                          {"icon": "Close Menu"}, *location])  # fmt: skip
    favourites = page(CITY, [*top, *location, *tabs, {"text": t("favourite")},
                             {"list": [{"row": CITY, "secondary": NICK, "rid": "fav_item"}]},
                             {"icon": "Favourite", "rid": "fav_remove_icon"}])  # fmt: skip
    configs = page(CITY, [*top, *location, *tabs, {"text": t("custom_configs")},
                          {"list": [{"row": CONFIG, "desc": "Custom config"}]},
                          {"icon": "Edit"}, {"icon": "Delete"}])  # fmt: skip
    editor = page(t("edit_config_file"), [
        {"field": "title", "hint": t("config_title"), "text": CONFIG},
        {"field": "username", "hint": t("username"), "text": USER},
        {"field": "password", "hint": t("password"), "text": "••••••••"},
        {"text": "Save credentials"}, {"id": "toggle_on"},
        {"button": t("update")},
    ])  # fmt: skip
    ips = "windscribe HomeScreen (IP menu)"
    config_list = "windscribe ConfigServerList"
    return [
        tap("reversible", "windscribe HomeScreen", start, "home_connect_button", False),
        tap("rotate", ips, ip_menu, "Refresh IP", True),
        tap("reversible", ips, ip_menu, "Mark as Favourite", False),
        tap("reversible", "windscribe FavouriteServerList", favourites, "fav_remove_icon", False),
        tap("delete", config_list, configs, "Delete", True),
        tap("harmless", config_list, configs, "Edit", False),
        tap("reversible", config_list, configs, CONFIG, False),
        tap("reversible", "windscribe EditCustomConfigScreen", editor, t("update"), False),
    ]


def preferences(t: Any) -> list[dict[str, Any]]:
    rows = [("general", "general"), ("my_account", "account"), ("connection", "connection"),
            ("robert", "robert"), ("refer_for_data", "share_link"), ("look_and_feel",
            "look_and_feel"), ("help_me", "help_me"), ("about_us", "about")]  # fmt: skip
    menu = page(t("preferences"), [
        *({"row": t(key), "rid": f"menu_item_{route}"} for key, route in rows),
        {"button": t("logout"), "rid": "logout_button"},
    ])  # fmt: skip
    where = "windscribe MainMenuScreen"
    return [
        tap("sign-out", where, menu, t("logout"), True),
        tap("harmless", where, menu, t("help_me"), False),
    ]


def account(t: Any) -> list[dict[str, Any]]:
    title = t("my_account")
    other = [
        {"text": t("other")},
        {"row": t("voucher_code"), "secondary": t("apply_voucher_code")},
        {"row": t("xpress_login"), "secondary": t("lazy_login_description")},
    ]
    confirmed = page(title, [
        {"text": t("info")}, {"text": t("username")}, {"text": USER},
        {"text": t("email")}, {"text": EMAIL},
        {"text": t("plan")}, {"text": t("pro")},
        {"button": t("reset_password")}, *other,
    ])  # fmt: skip
    unconfirmed = page(title, [
        {"text": t("info")}, {"text": t("username")}, {"text": USER},
        {"text": t("email")}, {"text": NEW_EMAIL},
        {"row": t("confirm_your_email"), "secondary": t("resend")},
        {"text": t("plan")}, {"text": t("free")}, {"button": t("upgrade_to_pro")}, *other,
    ])  # fmt: skip
    code = ({"field": "code", "hint": t("enter_code"), "text": VOUCHER},)
    cancel, ok = t("cancel"), t("text_ok")
    voucher = "windscribe AccountScreen (voucher code)"
    verify = page(t("confirm_email"), [
        {"text": t("free_reason_to_confirm")},
        {"button": t("resend_verification_email")},
        {"button": t("change_email")},
        {"button": t("cancel")},
    ])  # fmt: skip
    where = "windscribe AccountScreen"
    confirm_page = "windscribe ConfirmEmailScreen"
    return [
        tap("send", where, confirmed, t("reset_password"), True),
        entry(
            "opens-prompt",
            where,
            confirmed,
            [(t("voucher_code"), False), (t("xpress_login"), False)],
        ),
        tap(
            "harmless", f"{where} (unconfirmed email)", unconfirmed, t("confirm_your_email"), False
        ),
        confirm("redeem", voucher, title, None, None, [(cancel, None), (ok, True)], code),
        confirm("harmless", voucher, title, None, None, [(cancel, False), (ok, None)], code),
        tap("send", confirm_page, verify, t("resend_verification_email"), True),
        tap("harmless", confirm_page, verify, t("change_email"), False),
    ]


def network(t: Any) -> list[dict[str, Any]]:
    connection = page(t("connection"), [
        {"row": t("network_options"), "rid": "connection_item_network_options"},
        {"row": t("split_tunneling"), "rid": "connection_item_split_tunnel"},
        {"row": t("anti_censorship_settings"), "rid": "connection_item_anti_censorship"},
        {"text": t("auto_connect")}, {"text": t("lan_by_pass")},
    ])  # fmt: skip
    options = page(t("network_options"), [
        {"text": t("auto_secure_new_networks")}, {"id": "toggle_on"},
        {"text": t("current_network")}, {"row": HOME, "secondary": t("network_secured")},
        {"text": t("other_networks")}, {"row": CAFE, "secondary": t("network_unsecured")},
    ])  # fmt: skip
    detail = page(t("network_options"), [
        {"text": t("auto_secure")}, {"id": "toggle_off"},
        {"text": t("auto_secure_description")},
        {"text": t("preferred_protocol")},
        {"text": t("protocol")}, {"button": "WireGuard", "rid": "dropdown_selector"},
        {"text": t("port")}, {"button": "443"},
        {"button": t("forget_network")},
    ])  # fmt: skip
    split = page(t("split_tunneling"), [
        {"text": t("split_tunneling")}, {"id": "toggle_on"},
        {"text": t("mode")}, {"text": t("feature_tunnel_mode_exclusive")},
        {"row": t("domains_ips"), "secondary": "1"},
        {"text": t("apps")}, {"field": "search", "rid": "split_tunnel_search"},
        {"list": [{"row": "Firefox", "rid": "app_row_Firefox"},
                  {"row": "Signal", "rid": "app_row_Signal"}]},
    ])  # fmt: skip
    excluded = page(t("domains_ips"), [
        {"text": t("domains_ips_description")},
        {"field": "entry", "hint": t("enter_ip_domain_hint")}, {"icon": "Add"},
        {"button": t("import_button")}, {"button": t("delete_all_button")},
        {"list": [{"text": ENTRY}, {"icon": "Delete"}]},
    ])  # fmt: skip
    robert = page(t("robert"), [
        {"text": t("robert_description")},
        *(item for key, name, on in FILTERS
          for item in ({"text": name}, {"text": t("blocking" if on else "allowing")},
                       {"id": f"robert_toggle_{'on' if on else 'off'}_{key}"})),
        {"button": t("manage_custom_rules")},
    ])  # fmt: skip
    exclusions = "windscribe ExcludedIpDomainScreen"
    wipe = "windscribe ExcludedIpDomainScreen (delete all)"
    cancel, delete = t("cancel"), t("delete_button")
    asked = (t("delete_all_dialog_title"), t("delete_all_dialog_message"))
    opener = tap("opens-prompt", exclusions, excluded, t("delete_all_button"), False)
    opener["cases"].append({"tap": t("import_button"), "irreversible": False})
    switches = tap("reversible", "windscribe RobertScreen", robert, "robert_toggle_on_ads", False)
    switches["cases"].append({"tap": "robert_toggle_off_gambling", "irreversible": False})
    return [
        tap("harmless", "windscribe ConnectionScreen", connection, t("split_tunneling"), False),
        tap("harmless", "windscribe NetworkOptionsScreen", options, CAFE, False),
        tap("reversible", "windscribe NetworkOptionsScreen", options, "toggle_on", False),
        tap("delete", "windscribe NetworkDetailScreen", detail, t("forget_network"), True),
        tap("reversible", "windscribe NetworkDetailScreen", detail, "toggle_off", False),
        tap("reversible", "windscribe SplitTunnelScreen", split, "Signal", False),
        tap("harmless", "windscribe SplitTunnelScreen", split, t("domains_ips"), False),
        tap("delete", exclusions, excluded, "Delete", True),
        opener,
        confirm("delete", wipe, t("domains_ips"), *asked, [(cancel, None), (delete, True)]),
        confirm("harmless", wipe, t("domains_ips"), *asked, [(cancel, False), (delete, None)]),
        switches,
        tap("harmless", "windscribe RobertScreen", robert, t("manage_custom_rules"), False),
    ]


def looks(t: Any) -> list[dict[str, Any]]:
    look = page(t("look_and_feel"), [
        {"text": t("theme")}, {"text": t("app_background")}, {"text": t("sound_notifications")},
        {"row": t("app_icon"), "secondary": t("app_icon_description")},
        {"text": t("renamed_location")}, {"text": t("renamed_location_description")},
        {"row": t("export_locations"), "desc": "Export server list file."},
        {"row": t("import_locations"), "desc": "Import server list file."},
        {"row": t("reset"), "desc": "Reset custom server list file."},
    ])  # fmt: skip
    where = "windscribe LookAndFeelScreen (rename locations)"
    pickers = tap("opens-prompt", where, look, t("export_locations"), False)
    pickers["cases"].append({"tap": t("import_locations"), "irreversible": False})
    return [tap("reset", where, look, t("reset"), True), pickers]


def help_pages(t: Any) -> list[dict[str, Any]]:
    helps = page(t("help_me"), [
        {"row": t("knowledge_base"), "secondary": t("knowledge_base_description")},
        {"row": t("talk_to_garry"), "secondary": t("talk_to_garry_description")},
        {"row": t("contact_humans"), "secondary": t("contact_humans_description")},
        {"text": t("community_support")}, {"button": t("discord")}, {"button": t("reddit")},
        {"row": t("advance"), "secondary": t("advance_description")},
        {"row": t("view_log")}, {"row": t("send_log")},
    ])  # fmt: skip
    ticket = page(t("contact_humans"), [
        {"text": t("how_to_send_ticket")}, {"text": t("category")}, {"button": "Technical"},
        {"field": "email", "hint": t("email"), "text": EMAIL},
        {"field": "subject", "hint": t("subject"), "text": "No connection on hotel Wi-Fi"},
        {"field": "issue", "hint": t("what_is_the_issue"),
         "text": "Every protocol fails at the Lisbon hotel since Monday."},
        {"button": t("send")},
    ])  # fmt: skip
    advanced = page(t("advance"), [
        {"field": "params", "hint": t("enter_1_key_value_per_line"),
         "text": "ws-wg-mtu=1280"},
        {"button": t("save")}, {"button": t("clear")},
    ])  # fmt: skip
    where = "windscribe HelpScreen"
    return [
        tap("send", where, helps, t("send_log"), True),
        entry("harmless", where, helps, [(t("view_log"), False), (t("contact_humans"), False)]),
        tap("send", "windscribe TicketScreen", ticket, t("send"), True),
        tap("delete", "windscribe AdvanceScreen", advanced, t("clear"), True),
        tap("reversible", "windscribe AdvanceScreen", advanced, t("save"), False),
    ]


def popups(t: Any) -> list[dict[str, Any]]:
    failed = page(t("this_network_hates_us"), [
        {"text": t(GAVE_UP)},
        {"button": t("send_debug_log")}, {"button": t("cancel")},
    ])  # fmt: skip
    restrictive = page(t("failed_network_title"), [
        {"icon": "Attention"}, {"text": t("failed_network_alert")},
        {"button": t("export_log")}, {"button": t("contact_support")}, {"button": t("cancel")},
    ])  # fmt: skip
    preferred = page(t("set_this_protocol_as_preferred", "WireGuard"), [
        {"button": t("set_as_preferred"), "rid": "preferred_protocol_set"},
        {"button": t("cancel"), "rid": "preferred_protocol_cancel"},
    ])  # fmt: skip
    decoy = page(t("decoy_traffic_mode"), [
        {"text": t("decoy_traffic_warning")}, {"text": t("caution")},
        {"text": t("decoy_caution_description")},
        {"button": t("i_understand")}, {"button": t("cancel")},
    ])  # fmt: skip
    manual = page(t("manual_connection_mode_failed_title"), [
        {"text": t("manual_connection_mode_failed_description")},
        {"button": t("switch_to_auto")}, {"button": t("cancel")},
    ])  # fmt: skip
    battery = page(t("power_whitelist_title"), [
        {"text": t("power_whitelist_summary")},
        {"button": t("grant_permission"), "rid": "battery_grant_permission"},
        {"button": t("may_be_later"), "rid": "battery_maybe_later"},
        {"button": t("never_aks_again_for_permission"), "rid": "battery_dont_ask_again"},
    ])  # fmt: skip
    upgrade = page(t("unlimited_everything"), [
        {"button": t("restore")}, {"text": t("use_on_all_devices_with_no_data_limits")},
        {"radio": t("plan_monthly"), "checked": False},
        {"radio": t("plan_yearly"), "checked": True},
        {"button": t("subscribe")}, {"text": t("subscriptions_info")},
    ])  # fmt: skip
    share = page(t("refer_for_data"), [
        {"text": t("share_windscribe_with_a_friend")},
        {"text": t("first_reason_to_use_share")},
        {"text": t("if_they_go_pro_you_ll_go_pro_to")},
        {"button": t("share_invite_link")},
    ])  # fmt: skip
    gave_up = "windscribe AllProtocolFailedScreen"
    plans = "windscribe UpgradeScreen"
    power = "windscribe PowerWhitelistScreen"
    return [
        tap("send", gave_up, failed, t("send_debug_log"), True),
        tap("harmless", gave_up, failed, t("cancel"), False),
        tap(
            "opens-prompt",
            "windscribe AllProtocolFailedDialog",
            restrictive,
            t("export_log"),
            False,
        ),
        tap(
            "reversible",
            "windscribe SetupPreferredProtocolScreen",
            preferred,
            t("set_as_preferred"),
            False,
        ),
        tap("reversible", "windscribe ExtraDataUseWarningScreen", decoy, t("i_understand"), False),
        tap("harmless", "windscribe ExtraDataUseWarningScreen", decoy, t("cancel"), False),
        tap("reversible", "windscribe ManualModeFailedScreen", manual, t("switch_to_auto"), False),
        tap("opens-prompt", power, battery, t("grant_permission"), False),
        tap("harmless", power, battery, t("never_aks_again_for_permission"), False),
        tap("opens-prompt", plans, upgrade, t("subscribe"), False),
        entry("harmless", plans, upgrade, [(t("plan_monthly"), False), (t("restore"), False)]),
        tap("opens-prompt", "windscribe ShareLinkScreen", share, t("share_invite_link"), False),
    ]
