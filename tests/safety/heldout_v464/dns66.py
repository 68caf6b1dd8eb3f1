"""DNS66's screens (``org.jak_linux.dns66``, an ad and host blocker that runs as a local VPN
and answers DNS queries itself: hosts lists added, edited, deleted and switched between deny,
allow and ignore, custom DNS servers added, edited and deleted, apps let past the filter, the
service started and stopped, the settings imported, exported and reset to the defaults),
strings from ``app/src/main/res/values*/strings.xml``. The list, server, app and file names
on the screens are the same in every language.

Read from the code (``app/src/main/java/org/jak_linux/dns66``): ``MainActivity.java``,
``res/layout/activity_main.xml`` and ``res/menu/main.xml`` (the toolbar, the four tabs of
``main/MainFragmentPagerAdapter.java``, Start, Hosts, Apps and DNS, the floating button on the
Hosts and DNS tabs, "Refresh host files" in the action bar, which starts
``RuleDatabaseUpdateTask`` to download the lists again, and the overflow: "Load default
settings", which at once replaces the whole configuration with the bundled
``assets/settings.json`` and writes it, "Import settings", which opens the system's document
picker and, once a file is picked, reads it as the configuration and writes it over the
current one, "Export settings", which opens the picker to create ``dns66.json``, "Dark
Theme", "Show Notification", whose unticking opens "Disabling Notification" with Abort and
"Disable Notification", About, and Logcat, which opens the mail app with the device log
addressed to the developer; "Update incomplete" with the failed lists and OK);
``main/StartFragment.java``, ``res/layout/fragment_start.xml`` and ``extra_bar_start.xml``
(the status text, "Resume on system start-up", "Watch connection", whose ticking opens
"Unstable feature" with Cancel, which turns it back off, and Continue, "IPv6 support", the
status image and the start button, which starts or stops the VPN; "Missing hosts file" with
No and Yes, which starts it all the same); ``main/ExtraBar.java`` and
``button_extra_bar_toggle.xml`` (the toggle that opens and closes each tab's details panel);
``main/HostsFragment.java``, ``fragment_hosts.xml`` and ``extra_bar_hosts.xml`` ("Filter
hosts", the legend, "Refresh daily", the lists); ``main/DNSFragment.java``,
``fragment_dns.xml`` and ``extra_bar_dns.xml`` ("Custom DNS servers" and the servers);
``main/ItemRecyclerViewAdapter.java`` and ``view_item.xml`` (a row's title and location, and
its state icon, which a tap moves on to the next state, Deny, Allow, Ignore for a list and On,
Off for a server, and writes the settings; tapping the row opens the editor);
``ItemActivity.java``, ``activity_item.xml``, ``activity_item_dns.xml`` and ``res/menu/item
.xml`` ("Edit Filter" and "Edit DNS server": the Title and Location fields, the list's Action
spinner or the server's Enabled switch, Done, which saves the new or edited entry, and, for an
existing entry only, Delete, which removes it from the list at once, with no confirmation;
the attachment icon of a list's location opens the picker, which only fills in the field, and
"Permission denied" with OK); ``main/AllowlistFragment.java``, ``activity_allowlist.xml``,
``extra_bar_allowlist.xml``, ``allowlist_row.xml`` and ``res/menu/allowlist_popup.xml`` (the
Apps tab: "Show system apps", the default mode and its settings button, which opens the popup
of "No apps", "All apps" and "System apps except browsers", and the installed apps, each row
turning its app's bypass on or off); ``InfoActivity.java`` and ``activity_info.xml`` (About,
with the project's address as a link).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "org.jak_linux.dns66:id/"
STEVEN = ("StevenBlack's hosts file (includes all others)",
          "https://raw.githubusercontent.com/StevenBlack/hosts/master/hosts", 0)  # fmt: skip
ADAWAY = ("Adaway hosts file", "https://adaway.org/hosts.txt", 2)
POLLOCK = ("Dan Pollock's hosts file", "https://someonewhocares.org/hosts/hosts", 2)
MALWARE = ("Malware Domain List", "https://www.malwaredomainlist.com/hostslist/hosts.txt", 2)
MINE = ("My blocklist", "content://com.android.externalstorage.documents/document/"
        "primary%3ADownload%2Fblocklist.txt", 0)  # fmt: skip
BANK = ("Bank allowlist", "https://lists.example.org/bank-allow.txt", 1)
HOSTS = [STEVEN, ADAWAY, POLLOCK, MALWARE, MINE, BANK]
CCC = ("Chaos Computer Club (DE)", "213.73.91.35", 1)
COURAGE = ("Digitalcourage e.V. (DE)", "46.182.19.48", 1)
WATCH = ("dns.watch server 1 (DE)", "84.200.69.80", 1)
CLOUDFLARE = ("CloudFlare DNS (1)", "1.1.1.1", 0)
QUAD9 = ("Quad9", "9.9.9.9", 0)
ROUTER = ("Home router", "192.168.1.1", 1)
SERVERS = [CCC, COURAGE, WATCH, CLOUDFLARE, QUAD9, ROUTER]
APPS = [("F-Droid", "org.fdroid.fdroid"), ("Firefox", "org.mozilla.firefox"),
        ("Google Play Store", "com.android.vending"), ("K-9 Mail", "com.fsck.k9"),
        ("Signal", "org.thoughtcrime.securesms")]  # fmt: skip
FILES = ["blocklist.txt", "dns66.json", "dns66-2021-03.json"]


def screens(t: Any) -> list[dict[str, Any]]:
    return start(t) + overflow(t) + hosts(t) + editors(t) + dns(t) + apps(t) + pickers(t)


def tabs(t: Any) -> list[dict[str, Any]]:
    """The toolbar's refresh icon and the four tabs, above every tab's page."""
    names = ("start_tab", "hosts_tab", "allowlist_tab", "dns_tab")
    return [
        {"icon": t("action_refresh"), "rid": f"{ID}action_refresh"},
        *({"tab": t(name)} for name in names),
    ]


def toggle(t: Any) -> dict[str, Any]:
    """The details panel's toggle, open (it then offers to close it)."""
    return {"icon": t("expand_bar_toggle_close"), "rid": f"{ID}extra_bar_toggle"}


def start_page(t: Any, running: bool = False) -> dict[str, Any]:
    status = t("notification_running" if running else "notification_stopped")
    return page(
        t("app_name"),
        [
            *tabs(t),
            toggle(t),
            {"text": status, "rid": f"{ID}state_textview"},
            {"switch": t("switch_onboot"), "rid": f"{ID}switch_onboot", "checked": False},
            {"text": t("switch_onboot_description"), "rid": f"{ID}switch_onboot_description"},
            {"switch": t("watchdog"), "rid": f"{ID}watchdog", "checked": False},
            {"text": t("watchdog_description"), "rid": f"{ID}watchdog_description"},
            {"switch": t("ipv6_support"), "rid": f"{ID}ipv6_support", "checked": True},
            {"text": t("ipv6_support_description"), "rid": f"{ID}ipv6_support_description"},
            {"icon": status, "rid": f"{ID}state_image"},
            {
                "button": t("action_stop" if running else "action_start"),
                "rid": f"{ID}start_button",
            },
        ],
    )


def start(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    where = "dns66 StartFragment"
    stopped, running = start_page(t), start_page(t, running=True)
    unstable = (t("unstable_feature"), t("unstable_watchdog_message"))
    missing = (t("missing_hosts_files_title"), t("missing_hosts_files_message"))
    no, yes = t("button_no"), t("button_yes")
    errors = (
        {"text": t("update_incomplete_description")},
        {"text": f"{MALWARE[0]} " + t("host_update_error_item", 404, "Not Found")},
    )
    return [
        # The start button reads Start, as the Start tab does: it is tapped by its id.
        entry("reversible", where, stopped, [("start_button", False)]),
        entry("reversible", f"{where} (running)", running, [(t("action_stop"), False)]),
        entry("reversible", where, stopped, [(t("switch_onboot"), False)]),
        entry("reversible", where, stopped, [(t("watchdog"), False)]),
        entry("reversible", where, stopped, [(t("ipv6_support"), False)]),
        entry("harmless", where, stopped, [(t("expand_bar_toggle_close"), False)]),
        entry("harmless", where, stopped, [(t("hosts_tab"), False)]),
        # It downloads the lists again; nothing of the configuration changes.
        entry("harmless", f"{where} (refresh)", stopped, [(t("action_refresh"), False)]),
        alert(
            "reversible",
            f"{where} (watch connection)",
            home,
            *unstable,
            (t("button_cancel"), None),
            (t("button_continue"), False),
        ),
        # Cancel turns the switch back off, as it was before the tap.
        alert(
            "harmless",
            f"{where} (watch connection)",
            home,
            *unstable,
            (t("button_cancel"), False),
            (t("button_continue"), None),
        ),
        alert(
            "reversible", f"{where} (missing hosts file)", home, *missing, (no, None), (yes, False)
        ),
        alert(
            "harmless", f"{where} (missing hosts file)", home, *missing, (no, False), (yes, None)
        ),
        alert(
            "harmless",
            "dns66 MainActivity (update incomplete)",
            home,
            t("update_incomplete"),
            None,
            None,
            (t("android:ok"), False),
            errors,
        ),
    ]


def overflow(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    rows = [t(k) for k in ("load_defaults", "action_import", "action_export", "night_mode",
                           "show_notification", "action_about", "action_logcat")]  # fmt: skip
    where = "dns66 MainActivity (main)"
    notification = (t("disable_notification_title"), t("disable_notification_message"))
    about = page(
        t("action_about"),
        [
            {"text": t("app_shortdesc")},
            {"text": t("app_version_info", "0.6.8"), "rid": f"{ID}app_version_info"},
            {"link": t("website")},
            {"text": t("info_app_copyright")},
            {"text": t("info_app_license")},
        ],
    )
    return [
        menu("reset", where, home, rows, [(t("load_defaults"), True)]),
        menu("opens-prompt", where, home, rows, [(t("action_import"), False)]),
        menu("opens-prompt", where, home, rows, [(t("action_export"), False)]),
        menu("reversible", where, home, rows, [(t("night_mode"), False)]),
        menu("opens-prompt", where, home, rows, [(t("show_notification"), False)]),
        menu("harmless", where, home, rows, [(t("action_about"), False)]),
        # It opens the mail app with the log; nothing goes out until its Send.
        menu("opens-prompt", where, home, rows, [(t("action_logcat"), False)]),
        alert(
            "reversible",
            "dns66 MainActivity (disable notification)",
            home,
            *notification,
            (t("disable_notification_nak"), None),
            (t("disable_notification_ack"), False),
        ),
        alert(
            "harmless",
            "dns66 MainActivity (disable notification)",
            home,
            *notification,
            (t("disable_notification_nak"), False),
            (t("disable_notification_ack"), None),
        ),
        entry("harmless", "dns66 InfoActivity", about, [(t("website"), False)]),
    ]


def item_rows(t: Any, items: list[tuple[str, str, int]], servers: bool) -> dict[str, Any]:
    """The rows of the Hosts or DNS tab: a title, a location and the state icon."""

    def state(n: int) -> str:
        if servers:
            return t("use_dns_server" if n == 1 else "do_not_use_dns_server")
        return t(f"item_states[{n}]")

    rows: list[dict[str, Any]] = []
    for title, location, n in items:
        rows.append({"row": title, "secondary": location, "rid": f"{ID}item_title"})
        rows.append({"icon": state(n), "rid": f"{ID}item_enabled"})
    return {"list": rows}


def hosts_page(t: Any) -> dict[str, Any]:
    return page(
        t("app_name"),
        [
            *tabs(t),
            toggle(t),
            {"switch": t("enable_hosts"), "rid": f"{ID}host_enabled", "checked": True},
            {"text": t("legend_host_intro")},
            {"text": t("legend_host_ignore")},
            {"text": t("legend_host_allow")},
            {"text": t("legend_host_deny")},
            {"switch": t("automatic_refresh"), "rid": f"{ID}automatic_refresh", "checked": False},
            {
                "text": t("automatic_refresh_description"),
                "rid": f"{ID}automatic_refresh_description",
            },
            item_rows(t, HOSTS, servers=False),
            {"id": "floating_action_button"},
        ],
    )


def hosts(t: Any) -> list[dict[str, Any]]:
    where = "dns66 HostsFragment"
    tab = hosts_page(t)
    return [
        entry("reversible", where, tab, [(t("enable_hosts"), False)]),
        entry("reversible", where, tab, [(t("automatic_refresh"), False)]),
        entry("harmless", where, tab, [(STEVEN[0], False)]),
        # Only the bank's list allows: its icon moves it on to Ignore.
        entry("reversible", f"{where} (state icon)", tab, [(t("item_states[1]"), False)]),
        entry("harmless", f"{where} (add)", tab, [("floating_action_button", False)]),
        entry("harmless", where, tab, [(t("dns_tab"), False)]),
    ]


def filter_editor(t: Any, item: tuple[str, str, int] | None) -> dict[str, Any]:
    """``ItemActivity`` for a hosts list: Delete only for an existing one."""
    title, location, n = item or ("My blocklist", "https://example.org/hosts.txt", 0)
    bar = [{"icon": t("action_delete"), "rid": f"{ID}action_delete"}] if item else []
    return page(
        t("activity_edit_filter"),
        [
            *bar,
            {"icon": t("action_save"), "rid": f"{ID}action_save"},
            {"field": f"{ID}title", "hint": t("title"), "text": title},
            {"field": f"{ID}location", "hint": t("location"), "text": location},
            {"text": t("action"), "rid": f"{ID}state_label"},
            {"button": t(f"item_states[{n}]"), "rid": f"{ID}state_spinner"},
        ],
    )


def server_editor(t: Any, item: tuple[str, str, int] | None) -> dict[str, Any]:
    """``ItemActivity`` for a DNS server: Delete only for an existing one."""
    title, location, n = item or ("dns.watch server 2 (DE)", "84.200.70.40", 1)
    bar = [{"icon": t("action_delete"), "rid": f"{ID}action_delete"}] if item else []
    return page(
        t("activity_edit_dns_server"),
        [
            *bar,
            {"icon": t("action_save"), "rid": f"{ID}action_save"},
            {"field": f"{ID}title", "hint": t("title"), "text": title},
            {"field": f"{ID}location", "hint": t("location_dns"), "text": location},
            {"switch": t("state_dns_enabled"), "rid": f"{ID}state_switch", "checked": n == 1},
        ],
    )


def editors(t: Any) -> list[dict[str, Any]]:
    where = "dns66 ItemActivity (filter)"
    delete, done = t("action_delete"), t("action_save")
    adaway = filter_editor(t, ADAWAY)
    states = [t(f"item_states[{n}]") for n in range(3)]
    return [
        *(
            entry("delete", f"{where}, {item[0]}", filter_editor(t, item), [(delete, True)])
            for item in (STEVEN, ADAWAY, POLLOCK, MALWARE, MINE, BANK)
        ),
        entry("reversible", f"{where}, {ADAWAY[0]}", adaway, [(done, False)]),
        entry("harmless", f"{where}, {ADAWAY[0]} (spinner)", adaway, [("state_spinner", False)]),
        menu(
            "reversible",
            f"{where}, {ADAWAY[0]} (spinner)",
            t("activity_edit_filter"),
            states,
            [(states[1], False)],
        ),
        entry("reversible", f"{where}, new", filter_editor(t, None), [(done, False)]),
        alert(
            "harmless",
            f"{where} (permission denied)",
            t("activity_edit_filter"),
            t("permission_denied"),
            t("persistable_uri_permission_failed"),
            None,
            (t("android:yes"), False),
        ),
    ]


def dns(t: Any) -> list[dict[str, Any]]:
    where = "dns66 DNSFragment"
    tab = page(
        t("app_name"),
        [
            *tabs(t),
            toggle(t),
            {"switch": t("custom_dns"), "rid": f"{ID}dns_enabled", "checked": True},
            {"text": t("dns_description"), "rid": f"{ID}dns_description"},
            item_rows(t, SERVERS, servers=True),
            {"id": "floating_action_button"},
        ],
    )
    editor = "dns66 ItemActivity (DNS server)"
    delete, done = t("action_delete"), t("action_save")
    courage = server_editor(t, COURAGE)
    return [
        entry("reversible", where, tab, [(t("custom_dns"), False)]),
        entry("harmless", where, tab, [(CCC[0], False)]),
        entry("harmless", f"{where} (add)", tab, [("floating_action_button", False)]),
        *(
            entry("delete", f"{editor}, {item[0]}", server_editor(t, item), [(delete, True)])
            for item in SERVERS
        ),
        entry("reversible", f"{editor}, {COURAGE[0]}", courage, [(done, False)]),
        entry("reversible", f"{editor}, {COURAGE[0]}", courage, [(t("state_dns_enabled"), False)]),
        entry("reversible", f"{editor}, new", server_editor(t, None), [(done, False)]),
    ]


def apps(t: Any) -> list[dict[str, Any]]:
    where = "dns66 AllowlistFragment"
    tab = page(
        t("app_name"),
        [
            *tabs(t),
            toggle(t),
            {"text": t("allowlist_description"), "rid": f"{ID}allowlist_description"},
            {
                "switch": t("switch_show_system_apps"),
                "rid": f"{ID}switch_show_system_apps",
                "checked": False,
            },
            {"text": t("allowlist_defaults[2]"), "rid": f"{ID}allowlist_default_text"},
            {"id": "change_default"},
            {
                "list": [
                    {"row": name, "secondary": package, "rid": f"{ID}name"}
                    for name, package in APPS
                ]
            },
        ],
    )
    modes = [t(k) for k in ("allowlist_on_vpn", "allowlist_not_on_vpn", "allowlist_intelligent")]
    popup = f"{where} (default mode)"
    return [
        entry("reversible", where, tab, [(t("switch_show_system_apps"), False)]),
        # A row's tap flips its app's bypass switch.
        entry("reversible", where, tab, [("Firefox", False)]),
        entry("harmless", popup, tab, [("change_default", False)]),
        menu("reversible", popup, t("app_name"), modes, [(modes[1], False)]),
        menu("reversible", popup, t("app_name"), modes, [(modes[0], False)]),
    ]


def pickers(t: Any) -> list[dict[str, Any]]:
    """The system's document picker, opened by "Import settings" (a picked file replaces the
    configuration) and by a list's attachment icon (a picked file only fills the field)."""
    download = page("Download", [{"list": [{"row": name} for name in FILES]}])
    documents = page("Documents", [{"list": [{"row": "dns66-backup.json"}, {"row": "notes.txt"}]}])
    imports = "dns66 MainActivity (import settings, document picker)"
    return [
        entry("overwrite", imports, download, [("dns66.json", True), ("dns66-2021-03.json", True)]),
        entry("overwrite", imports, documents, [("dns66-backup.json", True)]),
        entry(
            "reversible",
            "dns66 ItemActivity (filter, attachment, document picker)",
            download,
            [("blocklist.txt", False)],
        ),
    ]
