"""TrackerControl's screens (``net.kollnig.missioncontrol``, a tracker blocker that filters every
app's traffic through a local VPN and can send it on through a remote WireGuard VPN: per-app
logs cleared, the traffic log and the DNS records cleared, port forwarding rules and host
files deleted, WireGuard profiles deleted and created with Mullvad and IVPN, tracker
protection set for every app at once, settings exported and imported), strings from
``app/src/main/res/values*/strings.xml`` and the app's name from the GitHub build's
``app/src/github/res/values/meta_data.xml``. The app, tracker, host file, profile and
country names and the typed texts on the screens are the same in every language.

Read from the code (``app/src/main/java``): ``eu/faircode/netguard/ActivityMain.java`` with
``res/layout/main.xml``, ``actionmain.xml``, ``rule.xml`` and ``res/menu/main.xml`` (the app
list with its switch "Tracker blocking", the bottom navigation, the overflow, whose "Export as
CSV" opens the system's file picker and Invite the share sheet; the first start's dialog
from ``vpn.xml``, whose Yes, ``android.R.string.yes``, only opens the system's VPN consent);
``net/kollnig/missioncontrol/DetailsActivity.java`` with ``res/menu/menu_details.xml`` (an
app's page: "Launch & Find trackers", "Export as CSV", "App Settings & Uninstall", which opens
the system's app info page, and Clear, which calls ``DatabaseHelper.clearAccess`` at once,
with no confirmation, and erases the app's recorded tracker contacts);
``details/TrackersFragment.java`` with ``res/layout/list_item_trackers_header.xml``,
``list_item_trackers.xml``, ``bottom_sheet_app_state.xml`` and ``bottom_sheet_app_route.xml``
(the Protection and Remote VPN rows, each opening its sheet of choices, and a tracker
company's Block switch); ``details/ActionsFragment.java`` with
``res/layout/fragment_actions.xml`` (the "My Data" tab: "Request data", "Request deletion" and
Developer open "Get developer email automatically?", whose Yes asks the Play Store for the
developer's address and No goes on without it, both only opening a mail draft; Google opens a
mail draft to Google's data protection officer; "EU Officials" opens a web page);
``eu/faircode/netguard/ActivityLog.java`` with ``res/menu/logging.xml`` and ``log.xml`` (the
traffic log's overflow: Clear calls ``DatabaseHelper.clearLog`` and deletes the packet capture
file at once; "Show organization" opens "Retrieve organisation info?", whose Yes turns on the
lookups at ipinfo.io; "PCAP enabled" is a switch; "PCAP export" opens the file picker; a
row's popup with Whois, which opens a web page, and Copy); ``ActivityDns.java`` with
``res/menu/dns.xml`` (Refresh, Cleanup, which drops the expired records, Clear, which opens the
app's "Are you sure?" dialog (``Util.areYouSure`` with ``res/layout/sure.xml``, the platform's
Yes and No), whose Yes calls ``clearDns``, and Export); ``ActivityForwarding.java`` with
``res/menu/forwarding.xml``, ``forward.xml`` and ``res/layout/forwardadd.xml`` (Add opens the
new rule's dialog, whose Yes adds it; a rule's popup holds Delete, which calls
``deleteForward`` at once); ``ActivitySettings.java`` with ``res/xml/preferences.xml`` (the
settings page: "Export settings" and "Import settings" open the file picker; the advanced
page: "Exclude all apps from tracking" and "Include all apps in tracking" open the "Are you
sure?" dialog, whose Yes calls ``setTrackerProtectionForAll``, writing every app's tracker
protection; "Update hosts file" downloads the hosts file now; "Enable hosts file" is a
switch); ``net/kollnig/missioncontrol/ActivityBlocklists.java`` with
``res/layout/activity_blocklists.xml`` and ``item_blocklist.xml`` (each host file's switch
and delete button, the add button; "Delete host file" with the platform's No and Yes, which
calls ``removeBlocklist``; "Add host file" with Cancel and OK, which adds the URL);
``ActivityWireGuardProfiles.java`` with ``res/layout/activity_wg_profiles.xml`` and
``item_wg_profile.xml`` (the add button opens the choice of "Import WireGuard config" and "Set
up Mullvad"; "Set up Mullvad" with Cancel and OK, which calls
``MullvadProfileGenerator.generate``, registering a new device and its key on the Mullvad
account (``POST /accounts/v1/devices``); a profile's dialog with "Set active", Cancel and OK,
which saves the edited profile; "Delete profile" with No and Yes, which calls
``deleteProfile``); ``vpn/VpnFragment.java`` with ``res/layout/item_vpn_status.xml``,
``item_vpn_mode.xml``, ``item_vpn_section.xml`` and ``item_vpn_country.xml`` (the VPN tab: the
provider toggle, which only picks the provider, the settings button, and a country's row,
which calls ``generateCountry``: with no profile for it yet, a new WireGuard key is registered
with the provider's account, Mullvad's or IVPN's, and the profile saved; "Mullvad settings"
with Cancel and Save, which saves the account number on the device).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "net.kollnig.missioncontrol:id/"
WEATHER, NEWS, SHOP = "Weather Now", "Daily News", "ShopFast"
IP = "142.250.74.110"
LISTS = ("https://example.org/hosts.txt", "https://lists.example.net/ads.txt")
HOME, TRAVEL = "Home router", "Travel"
ACCOUNT = "1234567890123456"


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        main(t)
        + details(t)
        + traffic_log(t)
        + dns(t)
        + forwarding(t)
        + settings(t)
        + (blocklists(t) + wireguard(t) + vpn(t))
    )


def main(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    where = "trackercontrol ActivityMain"
    overflow = [
        t(k)
        for k in (
            "menu_filter",
            "menu_sort",
            "menu_log",
            "menu_invite",
            "menu_legend",
            "menu_csv",
            "menu_troubleshooting",
            "menu_about",
            "menu_settings",
        )
    ]
    apps = page(
        home,
        [
            {"icon": t("menu_search"), "rid": f"{ID}menu_search"},
            {"text": t("control_trackers"), "rid": f"{ID}tvTitle"},
            {
                "switch": t("switch_tracker_control_description"),
                "rid": f"{ID}swEnabled",
                "checked": True,
            },
            {
                "list": [
                    {"row": WEATHER, "rid": f"{ID}tvName"},
                    {"row": NEWS, "rid": f"{ID}tvName"},
                    {"row": SHOP, "rid": f"{ID}tvName"},
                ]
            },
            {"tab": t("tab_timeline"), "rid": f"{ID}nav_timeline"},
            {"tab": t("tab_apps"), "rid": f"{ID}nav_apps"},
            {"tab": t("tab_vpn"), "rid": f"{ID}nav_vpn"},
        ],
    )
    first = (
        {"text": t("app_name")},
        {"text": t("msg_vpn")},
    )
    return [
        menu("harmless", f"{where} (main)", home, overflow, [(t("menu_invite"), False)]),
        menu("opens-prompt", f"{where} (main)", home, overflow, [(t("menu_csv"), False)]),
        entry(
            "reversible",
            f"{where} (apps)",
            apps,
            [(t("switch_tracker_control_description"), False)],
        ),
        alert(
            "opens-prompt",
            f"{where} (vpn)",
            home,
            None,
            None,
            (t("android:no"), None),
            (t("android:yes"), False),
            first,
        ),
    ]


def details(t: Any) -> list[dict[str, Any]]:
    where = "trackercontrol DetailsActivity"
    title = t("app_info")
    overflow = [t(k) for k in ("launch_app", "menu_csv", "settings_uninstall", "menu_clear")]
    tabs = [
        {"tab": t("tab_trackers")},
        {"tab": t("tab_countries")},
        {"tab": t("tab_actions")},
    ]
    trackers = page(
        title,
        [
            *tabs,
            {"text": t("app_state_heading"), "rid": f"{ID}tvAppStateTitle"},
            {"row": t("app_state_protected"), "rid": f"{ID}tvAppStateValue"},
            {"text": t("app_route_heading"), "rid": f"{ID}tvAppRouteTitle"},
            {"row": t("app_route_through"), "rid": f"{ID}tvAppRouteValue"},
            {
                "text": t("detected_trackers", "Firebase Analytics"),
                "rid": f"{ID}tvDetectedTrackers",
            },
            {"text": "Google", "rid": f"{ID}root_name"},
            {"text": "Google Analytics, Firebase Analytics", "rid": f"{ID}details_list"},
            {"switch": t("title_block"), "rid": f"{ID}switch_tracker", "checked": True},
        ],
    )
    state = {
        "title": title,
        "dialog": {"title": t("app_state_heading")},
        "items": [
            {"radio": t("app_state_protected"), "rid": f"{ID}rbStateProtected", "checked": True},
            {"text": t("app_state_protected_explanation")},
            {
                "radio": t("app_state_trackers_allowed"),
                "rid": f"{ID}rbStateTrackersAllowed",
                "checked": False,
            },
            {"text": t("app_state_trackers_allowed_explanation")},
            {
                "radio": t("app_state_no_internet"),
                "rid": f"{ID}rbStateNoInternet",
                "checked": False,
            },
            {"text": t("app_state_no_internet_explanation")},
            {"radio": t("app_state_bypassed"), "rid": f"{ID}rbStateBypassed", "checked": False},
            {"text": t("app_state_bypassed_explanation")},
        ],
    }
    route = {
        "title": title,
        "dialog": {"title": t("app_route_heading")},
        "items": [
            {"radio": t("app_route_through"), "rid": f"{ID}rbRouteTunnel", "checked": True},
            {"text": t("app_route_through_explanation")},
            {"radio": t("app_route_direct"), "rid": f"{ID}rbRouteDirect", "checked": False},
            {"text": t("app_route_direct_explanation")},
        ],
    }
    actions = page(
        title,
        [
            *tabs,
            {"text": t("personalised_ads")},
            {"button": t("ad_settings"), "rid": f"{ID}btnAdSettings"},
            {"text": t("data_managment")},
            {"button": t("request_data"), "rid": f"{ID}btnReqData"},
            {"button": t("request_deletion"), "rid": f"{ID}btnReqDeletion"},
            {"text": t("contacts")},
            {"button": t("contact_developer"), "rid": f"{ID}btnContactDev"},
            {"button": t("contact_playstore"), "rid": f"{ID}btnContactGoogle"},
            {"button": t("contact_officials"), "rid": f"{ID}btnContactOfficials"},
            {"text": t("block_tracking")},
            {"button": t("blocking_settings"), "rid": f"{ID}btnTrackers"},
        ],
    )
    mail = (t("external_servers"), t("confirm_google_info"))
    yes, no = t("yes"), t("no")
    act = f"{where} (ActionsFragment)"
    return [
        menu(
            "delete",
            f"{where} (menu_details, {WEATHER})",
            WEATHER,
            overflow,
            [(t("menu_clear"), True)],
        ),
        menu(
            "delete", f"{where} (menu_details, {NEWS})", NEWS, overflow, [(t("menu_clear"), True)]
        ),
        menu(
            "harmless",
            f"{where} (menu_details, {WEATHER})",
            WEATHER,
            overflow,
            [(t("settings_uninstall"), False)],
        ),
        menu(
            "opens-prompt",
            f"{where} (menu_details, {WEATHER})",
            WEATHER,
            overflow,
            [(t("menu_csv"), False)],
        ),
        entry("reversible", f"{where} (TrackersFragment)", trackers, [(t("title_block"), False)]),
        entry(
            "harmless", f"{where} (TrackersFragment)", trackers, [(t("app_state_protected"), False)]
        ),
        entry("reversible", f"{where} (app state)", state, [(t("app_state_no_internet"), False)]),
        entry("reversible", f"{where} (app route)", route, [(t("app_route_direct"), False)]),
        entry("opens-prompt", act, actions, [(t("request_deletion"), False)]),
        entry("harmless", act, actions, [(t("contact_playstore"), False)]),
        alert("harmless", f"{act} (developer email)", title, *mail, (no, None), (yes, False)),
        alert("harmless", f"{act} (developer email)", title, *mail, (no, False), (yes, None)),
    ]


def traffic_log(t: Any) -> list[dict[str, Any]]:
    where = "trackercontrol ActivityLog"
    title = t("menu_log")

    def checks(pcap: bool) -> dict[str, Any]:
        states = {"menu_live": True, "menu_resolve": False, "menu_organization": False}
        states["menu_pcap_enabled"] = pcap
        items = [
            {"switch": t(k), "checked": states[k]} if k in states else {"menu": t(k)}
            for k in (
                "menu_live",
                "menu_refresh",
                "menu_resolve",
                "menu_organization",
                "menu_pcap_enabled",
                "menu_pcap_export",
                "menu_clear",
                "menu_log_support",
            )
        ]
        return page(title, items)

    popup = [
        WEATHER,
        "TCP",
        t("title_log_whois", IP),
        t("title_log_port", 443),
        t("title_log_copy"),
        "22 Aug 2026 20:51:35",
    ]
    ipinfo = (t("confirm_ipinfo_title"), t("confirm_ipinfo"))
    yes, no = t("yes"), t("no")
    return [
        entry("delete", f"{where} (logging)", checks(False), [(t("menu_clear"), True)]),
        entry("delete", f"{where} (logging, PCAP on)", checks(True), [(t("menu_clear"), True)]),
        entry(
            "opens-prompt", f"{where} (logging)", checks(False), [(t("menu_organization"), False)]
        ),
        entry(
            "opens-prompt",
            f"{where} (logging, PCAP on)",
            checks(True),
            [(t("menu_pcap_export"), False)],
        ),
        alert("reversible", f"{where} (organization)", title, *ipinfo, (no, None), (yes, False)),
        alert("harmless", f"{where} (organization)", title, *ipinfo, (no, False), (yes, None)),
        menu("harmless", f"{where} (log popup)", title, popup, [(t("title_log_copy"), False)]),
    ]


def sure(
    t: Any,
    category: str,
    source: str,
    behind: str,
    explanation: str,
    no: bool | None,
    yes: bool | None,
) -> dict[str, Any]:
    """The app's "Are you sure?" dialog (``Util.areYouSure``): its own view, the app's name
    and the explanation, then the platform's No and Yes."""
    items = ({"text": t("app_name")}, {"text": t(explanation), "rid": f"{ID}tvExplanation"})
    return alert(
        category, source, behind, None, None, (t("android:no"), no), (t("android:yes"), yes), items
    )


def dns(t: Any) -> list[dict[str, Any]]:
    where = "trackercontrol ActivityDns"
    title = t("setting_show_resolved")
    overflow = [t(k) for k in ("menu_refresh", "menu_cleanup", "menu_clear", "menu_export")]
    return [
        menu("opens-prompt", f"{where} (dns)", title, overflow, [(t("menu_clear"), False)]),
        menu("harmless", f"{where} (dns)", title, overflow, [(t("menu_cleanup"), False)]),
        sure(t, "delete", f"{where} (clear)", title, "menu_clear", None, True),
        sure(t, "harmless", f"{where} (clear)", title, "menu_clear", False, None),
    ]


def forwarding(t: Any) -> list[dict[str, Any]]:
    where = "trackercontrol ActivityForwarding"
    title = t("setting_forwarding")
    rules = page(
        title,
        [
            {"icon": t("menu_add"), "rid": f"{ID}menu_add"},
            {
                "list": [
                    {"row": "TCP 8080", "secondary": "127.0.0.1/8081", "rid": f"{ID}tvDPort"},
                    {"row": "UDP 53", "secondary": "10.0.0.2/5353", "rid": f"{ID}tvDPort"},
                ]
            },
        ],
    )
    add = (
        {"text": t("app_name")},
        {"text": t("setting_forwarding")},
        {"text": t("title_protocol")},
        {"row": "TCP", "rid": f"{ID}spProtocol"},
        {"text": t("title_dport")},
        {"field": f"{ID}etDPort", "hint": "53", "text": "8443"},
        {"text": t("title_raddr")},
        {"field": f"{ID}etRAddr", "hint": "127.0.0.1", "text": "127.0.0.1"},
        {"text": t("title_rport")},
        {"field": f"{ID}etRPort", "hint": "5353", "text": "8444"},
        {"text": t("title_ruid")},
        {"row": WEATHER, "rid": f"{ID}spRUid"},
    )
    return [
        entry("opens-prompt", f"{where} (forwarding)", rules, [(t("menu_add"), False)]),
        menu(
            "delete",
            f"{where} (forward, TCP 8080)",
            title,
            ["TCP 8080 > 127.0.0.1/8081", t("menu_delete")],
            [(t("menu_delete"), True)],
        ),
        menu(
            "delete",
            f"{where} (forward, UDP 53)",
            title,
            ["UDP 53 > 10.0.0.2/5353", t("menu_delete")],
            [(t("menu_delete"), True)],
        ),
        alert(
            "reversible",
            f"{where} (forwardadd)",
            title,
            None,
            None,
            (t("android:no"), None),
            (t("android:yes"), False),
            add,
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    where = "trackercontrol ActivitySettings (preferences)"
    title = t("menu_settings")
    general = page(
        title,
        [
            {"text": t("setting_options")},
            {"row": t("setting_blocking_mode"), "secondary": t("summary_blocking_mode_minimal")},
            {"switch": t("setting_log_logcat"), "checked": False},
            {"switch": t("setting_call"), "checked": False},
            {"text": t("setting_backup")},
            {"row": t("setting_export")},
            {"row": t("setting_import")},
            {"text": t("setting_further_options")},
            {"row": t("setting_advanced_options")},
            {"row": t("setting_wireguard")},
        ],
    )
    advanced = page(
        t("setting_advanced_options"),
        [
            {
                "row": t("setting_exclude_all_tracking"),
                "secondary": t("summary_exclude_all_tracking"),
            },
            {
                "row": t("setting_include_all_tracking"),
                "secondary": t("summary_include_all_tracking"),
            },
            {"row": t("title_blocklists"), "secondary": t("summary_manage_blocklists")},
            {"row": t("setting_hosts_update")},
            {"switch": t("setting_hosts_auto_update"), "checked": True},
            {"switch": t("setting_block_domains"), "checked": True},
            {"row": t("setting_forwarding")},
            {"row": t("setting_show_resolved")},
        ],
    )
    adv = "trackercontrol ActivitySettings (advanced options)"
    behind = t("setting_advanced_options")
    exclude, include = "summary_exclude_all_tracking", "summary_include_all_tracking"
    return [
        entry("opens-prompt", where, general, [(t("setting_import"), False)]),
        entry("opens-prompt", adv, advanced, [(t("setting_exclude_all_tracking"), False)]),
        entry("opens-prompt", adv, advanced, [(t("setting_include_all_tracking"), False)]),
        entry("harmless", adv, advanced, [(t("setting_hosts_update"), False)]),
        sure(t, "overwrite", f"{adv} (exclude all)", behind, exclude, None, True),
        sure(t, "harmless", f"{adv} (exclude all)", behind, exclude, False, None),
        sure(t, "overwrite", f"{adv} (include all)", behind, include, None, True),
    ]


def blocklists(t: Any) -> list[dict[str, Any]]:
    where = "trackercontrol ActivityBlocklists"
    title = t("title_blocklists")

    def listed(urls: tuple[str, ...]) -> dict[str, Any]:
        rows = []
        for url in urls:
            rows += [
                {"text": url, "rid": f"{ID}textUrl"},
                {
                    "switch": t("blocklist_enable_description", url),
                    "rid": f"{ID}switchEnabled",
                    "checked": True,
                },
                {"icon": t("blocklist_delete_description"), "rid": f"{ID}btnDelete"},
            ]
        return page(title, [{"list": rows}, {"icon": t("title_add_blocklist"), "rid": f"{ID}fab"}])

    both, one = listed(LISTS), listed(LISTS[:1])
    gone = (t("title_delete_blocklist"), t("msg_delete_blocklist_confirm"))
    url = ({"field": "", "hint": "https://example.com/hosts.txt", "text": LISTS[1]},)
    return [
        entry("opens-prompt", where, one, [(t("blocklist_delete_description"), False)]),
        entry("reversible", where, both, [(t("blocklist_enable_description", LISTS[1]), False)]),
        entry("opens-prompt", where, both, [(t("title_add_blocklist"), False)]),
        alert(
            "delete",
            f"{where} (delete)",
            title,
            *gone,
            (t("android:no"), None),
            (t("android:yes"), True),
        ),
        alert(
            "harmless",
            f"{where} (delete)",
            title,
            *gone,
            (t("android:no"), False),
            (t("android:yes"), None),
        ),
        alert(
            "reversible",
            f"{where} (add)",
            title,
            t("title_add_blocklist"),
            None,
            (t("android:cancel"), None),
            (t("android:ok"), False),
            url,
        ),
    ]


def wireguard(t: Any) -> list[dict[str, Any]]:
    where = "trackercontrol ActivityWireGuardProfiles"
    title = t("setting_wg_profile_manage")
    one = page(
        title,
        [
            {
                "list": [
                    {"text": HOME, "rid": f"{ID}textName"},
                    {"text": "vpn.example.net:51820", "rid": f"{ID}textSummary"},
                    {"text": t("msg_wg_profile_active"), "rid": f"{ID}textActive"},
                    {"icon": t("setting_wg_profile_delete"), "rid": f"{ID}btnDelete"},
                ]
            },
            {"icon": t("setting_wg_profile_save"), "rid": f"{ID}fab"},
        ],
    )
    choice = [t("setting_wg_profile_import"), t("setting_wg_mullvad_setup")]
    mullvad = (
        {"field": "", "hint": t("msg_wg_mullvad_account"), "text": ACCOUNT},
        {"row": t("msg_wg_mullvad_recommended")},
        {"text": t("msg_wg_mullvad_note")},
    )
    edit = (
        {"field": "", "hint": t("msg_wg_profile_name"), "text": TRAVEL},
        {"field": "", "hint": t("msg_wg_profile_config_hint"), "text": "[Interface] ..."},
    )
    gone = (t("setting_wg_profile_delete"), t("msg_wg_profile_delete_confirm"))
    cancel, ok, no, yes = t("android:cancel"), t("android:ok"), t("android:no"), t("android:yes")
    setup = f"{where} (Mullvad setup)"
    profile = f"{where} (profile, {TRAVEL})"
    active = t("msg_wg_profile_set_active")
    return [
        entry("opens-prompt", where, one, [(t("setting_wg_profile_delete"), False)]),
        menu(
            "opens-prompt",
            f"{where} (add)",
            title,
            choice,
            [(t("setting_wg_mullvad_setup"), False)],
        ),
        alert(
            "send",
            setup,
            title,
            t("setting_wg_mullvad_setup"),
            None,
            (cancel, None),
            (ok, True),
            mullvad,
        ),
        alert(
            "harmless",
            setup,
            title,
            t("setting_wg_mullvad_setup"),
            None,
            (cancel, False),
            (ok, None),
            mullvad,
        ),
        alert("delete", f"{where} (delete)", title, *gone, (no, None), (yes, True)),
        alert("harmless", f"{where} (delete)", title, *gone, (no, False), (yes, None)),
        alert(
            "reversible",
            profile,
            title,
            t("setting_wg_profile"),
            None,
            (cancel, None),
            (ok, False),
            edit,
            neutral=(active, None),
        ),
        alert(
            "reversible",
            profile,
            title,
            t("setting_wg_profile"),
            None,
            (cancel, None),
            (ok, None),
            edit,
            neutral=(active, False),
        ),
    ]


def vpn(t: Any) -> list[dict[str, Any]]:
    where = "trackercontrol VpnFragment"
    title = t("app_name")

    def tab(settings: str, countries: list[str]) -> dict[str, Any]:
        return page(
            title,
            [
                {"text": t("vpn_status_disconnected"), "rid": f"{ID}vpnStatusTitle"},
                {"icon": t(settings), "rid": f"{ID}vpnSettingsButton"},
                {
                    "switch": t("vpn_enabled_switch_description"),
                    "rid": f"{ID}vpnEnabledSwitch",
                    "checked": False,
                },
                {"button": t("vpn_mode_mullvad"), "rid": f"{ID}vpnModeMullvad"},
                {"button": t("vpn_mode_ivpn"), "rid": f"{ID}vpnModeIvpn"},
                {"button": t("vpn_mode_wireguard"), "rid": f"{ID}vpnModeWireGuard"},
                {"text": t("vpn_choose_country"), "rid": f"{ID}vpnSectionTitle"},
                {"list": [{"row": c, "rid": f"{ID}vpnCountryName"} for c in countries]},
                {"tab": t("tab_timeline"), "rid": f"{ID}nav_timeline"},
                {"tab": t("tab_apps"), "rid": f"{ID}nav_apps"},
                {"tab": t("tab_vpn"), "rid": f"{ID}nav_vpn"},
            ],
        )

    mullvad = tab("vpn_settings", ["Sweden", "Switzerland", "Germany"])
    ivpn = tab("vpn_ivpn_settings", ["Netherlands", "Iceland"])
    account = (
        {"text": t("vpn_mullvad_intro")},
        {"text": t("vpn_account_not_set")},
        {"field": "", "hint": t("vpn_account_hint"), "text": ACCOUNT},
    )
    return [
        entry("send", f"{where} (Mullvad)", mullvad, [("Sweden", True)]),
        entry("send", f"{where} (Mullvad)", mullvad, [("Switzerland", True)]),
        entry("send", f"{where} (IVPN)", ivpn, [("Netherlands", True)]),
        entry("reversible", f"{where} (Mullvad)", mullvad, [(t("vpn_mode_wireguard"), False)]),
        entry("opens-prompt", f"{where} (Mullvad)", mullvad, [(t("vpn_settings"), False)]),
        alert(
            "reversible",
            f"{where} (Mullvad settings)",
            title,
            t("vpn_settings_title"),
            None,
            (t("android:cancel"), None),
            (t("vpn_account_save"), False),
            account,
        ),
    ]
