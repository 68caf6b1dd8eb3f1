"""Shadowsocks's screens (``com.github.shadowsocks``, a proxy and VPN client: server profiles
added, edited, shared, imported, exported and removed, subscriptions of servers kept and
refreshed, custom routing rules added and removed, the apps sent through the VPN picked and
copied to every profile, the service started and stopped), strings from the core and plugin
modules' ``res/values*/strings.xml``. The profile, server, app, rule and address names on the
screens are the same in every language.

Read from the code (``mobile/src/main/java/com/github/shadowsocks`` unless said otherwise):
``MainActivity.kt`` with ``res/layout/layout_main.xml`` and ``res/menu/navigation_main.xml``
(the drawer's Profiles, Subscriptions, "Custom rules", Settings, FAQ and About, and the
floating ``fab``, whose description is Connect or Stop and which starts or stops the
service, over the ``stats`` bar and its ``status``); ``widget/ServiceButton.kt`` and
``widget/StatsBar.kt``; ``ProfilesFragment.kt`` with ``res/layout/layout_list.xml``,
``layout_profile.xml`` and ``res/menu/profile_manager_menu.xml`` (the toolbar's "Add
Profile" submenu: "Scan QR code", which opens the scanner, "Import from Clipboard", which
creates the profiles it finds at once, "Import from file…" and "Replace from file…", which
open the system's file picker, and "Manual Settings", which creates an empty profile and
opens it; the "Export…" submenu: "Export to Clipboard", which copies every profile, and
"Export to file…", which opens the system's save picker; the search box; a row's tap, which
switches to the profile and reloads the running service; a row's ``edit`` or
``subscription`` icon, which opens the profile, and its ``share`` icon, which opens
``res/menu/profile_share_popup.xml``: "QR code" and "Export to Clipboard"; a row swiped
away, removed behind a snackbar with Undo); ``widget/UndoSnackbarManager.kt`` (the snackbar
and its Undo); ``ProfileConfigActivity.kt`` (the unsaved-changes dialog, "Changes not saved.
Do you want to save?" with Cancel, No, which leaves without saving, and Yes, which saves);
``ProfileConfigFragment.kt`` with ``res/xml/pref_profile.xml`` and
``res/menu/profile_config_menu.xml`` (the profile's page: Remove, which opens "Are you sure
you want to remove this profile?" with No and Yes, which calls ``ProfileManager.delProfile``;
Apply, which saves and leaves; the server, port, password, method, route, IPv6, per-app,
metered, DNS, plugin and UDP fallback rows; an edit row's dialog with Cancel and OK);
``core/.../database/ProfileManager.kt`` (``delProfile`` deletes the row from the database);
``UdpFallbackProfileActivity.kt`` (the fallback's single-choice list); ``AppManager.kt`` with
``res/layout/layout_apps.xml`` and ``res/menu/app_manager_menu.xml`` (the apps page: Off,
On and Bypass, an app's row, which turns the app on or off for this profile, the toolbar's
"Export to Clipboard" and "Import from Clipboard", which set this profile's list from the
clipboard, and the overflow's "Apply Settings to All Profiles", which writes this list and
mode into every profile at once with ``ProfileManager.updateProfile``);
``subscription/SubscriptionFragment.kt`` with ``res/menu/subscription_menu.xml`` and
``res/layout/dialog_subscription.xml`` ("Add a subscription", which opens "Edit
subscription", and "Refresh servers from subscription", which starts
``core/.../subscription/SubscriptionService.kt``: it downloads every subscription and, in
``createProfilesFromSubscription``, deletes duplicate subscribed profiles and writes the
downloaded passwords, methods and plugins over the subscribed profiles; a URL's row, which
opens "Edit subscription" with Remove, which removes the URL behind a snackbar with Undo,
Cancel and OK); ``acl/CustomRulesFragment.kt`` with ``res/menu/custom_rules_menu.xml``,
``custom_rules_selection.xml`` and ``res/layout/dialog_acl_rule.xml`` (the "Add rule(s)…"
submenu: "Manual Settings", which opens "Edit rule", "Import from Clipboard", which adds the
clipboard's rules, and "GFW List", which adds every rule of the bundled GFW list to the
custom rules at once; a rule's row, which opens "Edit rule" with Remove, which removes the
rule behind a snackbar with Undo, Cancel and OK; a long press's action bar: Select all, Cut,
which copies and removes the rules behind a snackbar with Undo, Copy and Remove, likewise);
``GlobalSettingsPreferenceFragment.kt`` with ``res/xml/pref_global.xml`` ("Auto Connect",
"Allow Toggling in Lock Screen", which copies the profile to the device-protected storage or
cleans it out, "Service mode" and the ports); ``core/.../UrlImportActivity.kt`` ("Add this
Shadowsocks Profile?" with No and Yes, which creates the profiles of an ``ss://`` link).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, entry, menu, page

TOKYO, FRANKFURT, HOME = "Tokyo 1", "Frankfurt", "Home relay"
ADDRESS = {TOKYO: "203.0.113.10:8388", FRANKFURT: "198.51.100.7:8388", HOME: "192.0.2.44:8389"}
SUBSCRIPTIONS = ("https://sub.example.org/servers.json", "https://relay.example.net/ss.json")
RULES = ("10.0.0.0/8", "(?:^|\\.)example\\.com$", "https://rules.example.net/custom.acl")
APPS = (
    ("Firefox", "org.mozilla.firefox (10123)"),
    ("Signal", "org.thoughtcrime.securesms (10141)"),
    ("Telegram", "org.telegram.messenger (10145)"),
)
LINK = "ss://YWVzLTI1Ni1nY206c2VjcmV0@203.0.113.80:8388#Osaka"


def screens(t: Any) -> list[dict[str, Any]]:
    return profiles(t) + profile_config(t) + apps(t) + subscriptions(t) + rules(t) + settings(t)


def service(t: Any, connected: bool = False) -> list[dict[str, Any]]:
    """The main page's service button and status bar, under every drawer page."""
    status = t("vpn_connected") if connected else t("not_connected")
    return [
        {"icon": t("stop") if connected else t("connect"), "rid": f"{ID}fab"},
        {"text": status, "rid": f"{ID}status"},
    ]


def profiles(t: Any) -> list[dict[str, Any]]:
    title = t("profiles")
    where = "shadowsocks ProfilesFragment"
    rows = [{"row": name, "secondary": ADDRESS[name], "rid": "android:id/text1"}
            for name in (TOKYO, FRANKFURT, HOME)]  # fmt: skip
    toolbar = [
        {"icon": t("add_profile")},
        {"icon": t("action_export_more")},
        {"icon": t("android:search_go"), "rid": f"{ID}action_search"},
    ]
    idle = page(title, [*toolbar, {"list": rows}, *service(t)])
    running = page(title, [*toolbar, {"list": rows}, *service(t, connected=True)])
    found = page(
        title,
        [
            {"field": "search_src_text", "text": "Tokyo"},
            {"list": [{"row": TOKYO, "secondary": ADDRESS[TOKYO], "rid": "android:id/text1"},
                      {"icon": t("edit"), "rid": f"{ID}edit"},
                      {"icon": t("share"), "rid": f"{ID}share"}]},
            *service(t),
        ],
    )  # fmt: skip
    removed = page(
        title,
        [
            *toolbar,
            {"list": rows[1:]},
            {"text": t("removed#1"), "rid": f"{ID}snackbar_text"},
            {"button": t("undo"), "rid": f"{ID}snackbar_action"},
            *service(t),
        ],
    )
    drawer = page(
        title,
        [
            {"text": "shadowsocks", "rid": f"{ID}drawer_title"},
            *({"row": t(k)} for k in
              ("profiles", "subscriptions", "custom_rules", "settings", "faq", "about")),
        ],
    )  # fmt: skip
    add = [
        t(k)
        for k in (
            "add_profile_methods_scan_qr_code",
            "action_import",
            "action_import_file",
            "action_replace_file",
            "add_profile_methods_manual_settings",
        )
    ]
    export = [t("action_export"), t("action_export_file")]
    share = [t("share_qr_nfc"), t("action_export")]
    added = f"{where} (add profile)"
    exported = f"{where} (export)"
    shared = f"{where} (share)"
    return [
        entry("reversible", where, idle, [(FRANKFURT, False), (t("connect"), False)]),
        entry(
            "harmless", where, idle, [(t("add_profile"), False), (t("action_export_more"), False)]
        ),
        entry("reversible", f"{where} (connected)", running, [(t("stop"), False)]),
        menu("harmless", added, title, add, [(add[0], False)]),
        menu("reversible", added, title, add, [(add[1], False), (add[4], False)]),
        menu("opens-prompt", added, title, add, [(add[2], False), (add[3], False)]),
        menu("export", exported, title, export, [(export[0], False)]),
        menu("opens-prompt", exported, title, export, [(export[1], False)]),
        entry("harmless", f"{where} (search)", found, [(t("edit"), False), (t("share"), False)]),
        menu("harmless", shared, title, share, [(share[0], False)]),
        menu("export", shared, title, share, [(share[1], False)]),
        entry("reversible", f"{where} (removed, Undo)", removed, [(t("undo"), False)]),
        entry(
            "harmless",
            "shadowsocks MainActivity (drawer)",
            drawer,
            [(t("subscriptions"), False), (t("custom_rules"), False)],
        ),
        alert(
            "reversible",
            "shadowsocks UrlImportActivity",
            t("app_name"),
            t("add_profile_dialog"),
            LINK,
            (t("no"), None),
            (t("yes"), False),
        ),
        alert(
            "harmless",
            "shadowsocks UrlImportActivity",
            t("app_name"),
            t("add_profile_dialog"),
            LINK,
            (t("no"), False),
            (t("yes"), None),
        ),
    ]


def profile_config(t: Any) -> list[dict[str, Any]]:
    title = t("profile_config")
    where = "shadowsocks ProfileConfigFragment"
    config = page(
        title,
        [
            {"icon": t("delete"), "rid": f"{ID}action_delete"},
            {"icon": t("apply"), "rid": f"{ID}action_apply"},
            {"list": [
                {"row": t("profile_name"), "secondary": TOKYO},
                {"text": t("proxy_cat")},
                {"row": t("proxy"), "secondary": ADDRESS[TOKYO].split(":")[0]},
                {"row": t("remote_port"), "secondary": "8388"},
                {"row": t("sitekey"), "secondary": "\u2022" * 12},
                {"row": t("enc_method"), "secondary": "AES-256-GCM"},
                {"text": t("feature_cat")},
                {"row": t("route_list"), "secondary": t("route_entry_bypass_lan_chn")},
                {"switch": t("ipv6"), "checked": False},
                {"switch": t("proxied_apps"), "checked": False},
                {"switch": t("metered"), "checked": False},
                {"row": t("remote_dns"), "secondary": "dns.google"},
                {"row": t("plugin_configure")},
                {"row": t("udp_fallback"), "secondary": t("plugin_disabled")},
            ]},
        ],
    )  # fmt: skip
    fallback = page(
        t("udp_fallback"),
        [
            {"radio": t("plugin_disabled"), "checked": True, "rid": "android:id/text1"},
            {"radio": FRANKFURT, "checked": False, "rid": "android:id/text1"},
            {"radio": HOME, "checked": False, "rid": "android:id/text1"},
        ],
    )
    cancel, ok = t("android:cancel"), t("android:ok")
    gone = f"{where} (remove)"
    unsaved = "shadowsocks ProfileConfigActivity (unsaved changes)"
    prompt = t("unsaved_changes_prompt")
    server = ({"field": "edit", "text": ADDRESS[HOME].split(":")[0]},)
    return [
        entry("opens-prompt", where, config, [(t("delete"), False), (t("proxy"), False)]),
        entry("reversible", where, config, [(t("apply"), False), (t("ipv6"), False)]),
        entry("harmless", where, config, [(t("udp_fallback"), False)]),
        alert("delete", gone, title, t("delete_confirm_prompt"), None, (t("no"), None),
              (t("yes"), True)),
        alert("harmless", gone, title, t("delete_confirm_prompt"), None, (t("no"), False),
              (t("yes"), None)),
        alert("discard", unsaved, title, prompt, None, (t("no"), True), (t("yes"), None),
              (cancel, None)),
        alert("reversible", unsaved, title, prompt, None, (t("no"), None), (t("yes"), False),
              (cancel, None)),
        alert("harmless", unsaved, title, prompt, None, (t("no"), None), (t("yes"), None),
              (cancel, False)),
        alert("reversible", f"{where} (server)", title, t("proxy"), None, (cancel, None),
              (ok, False), items=server),
        entry("reversible", "shadowsocks UdpFallbackProfileActivity", fallback,
              [(FRANKFURT, False)]),
    ]  # fmt: skip


def apps(t: Any) -> list[dict[str, Any]]:
    title = t("proxied_apps")
    where = "shadowsocks AppManager"
    listing = page(
        title,
        [
            {"icon": t("action_export"), "rid": f"{ID}action_export_clipboard"},
            {"icon": t("action_import"), "rid": f"{ID}action_import_clipboard"},
            {"field": "search_src_text"},
            {"text": t("proxied_apps_mode"), "rid": f"{ID}tv_mode"},
            {"radio": t("off"), "checked": False, "rid": f"{ID}btn_off"},
            {"radio": t("on"), "checked": True, "rid": f"{ID}btn_on"},
            {"radio": t("bypass_apps"), "checked": False, "rid": f"{ID}btn_bypass"},
            {"list": [{"row": name, "secondary": package, "rid": f"{ID}title"}
                      for name, package in APPS]},
        ],
    )  # fmt: skip
    return [
        entry("reversible", where, listing, [("Telegram", False), (t("bypass_apps"), False)]),
        entry("export", where, listing, [(t("action_export"), False)]),
        entry("reversible", where, listing, [(t("action_import"), False)]),
        menu("overwrite", f"{where} (overflow)", title, [t("action_apply_all")],
             [(t("action_apply_all"), True)]),
    ]  # fmt: skip


def subscriptions(t: Any) -> list[dict[str, Any]]:
    title = t("subscriptions")
    where = "shadowsocks SubscriptionFragment"
    toolbar = [
        {"icon": t("add_subscription"), "rid": f"{ID}action_manual_settings"},
        {"icon": t("update_subscription"), "rid": f"{ID}action_update_subscription"},
    ]

    def listing(urls: tuple[str, ...]) -> dict[str, Any]:
        rows = [{"row": url, "rid": "android:id/text1"} for url in urls]
        return page(title, [*toolbar, {"list": rows}, *service(t)])

    one, two = listing(SUBSCRIPTIONS[:1]), listing(SUBSCRIPTIONS)
    edit = ({"field": "content", "text": SUBSCRIPTIONS[1]},)
    cancel, ok, remove = t("android:cancel"), t("android:ok"), t("delete")
    editing = f"{where} (edit subscription)"
    return [
        entry("overwrite", where, one, [(t("update_subscription"), True)]),
        entry("opens-prompt", where, one, [(t("add_subscription"), False)]),
        entry("overwrite", f"{where} (two subscriptions)", two, [(t("update_subscription"), True)]),
        alert("reversible", editing, title, t("edit_subscription"), None, (cancel, None),
              (ok, False), (remove, False), items=edit),
        alert("harmless", editing, title, t("edit_subscription"), None, (cancel, False),
              (ok, None), (remove, None), items=edit),
    ]  # fmt: skip


def rules(t: Any) -> list[dict[str, Any]]:
    title = t("custom_rules")
    where = "shadowsocks CustomRulesFragment"
    rows = [{"row": rule, "rid": "android:id/text1"} for rule in RULES]
    listing = page(title, [{"icon": t("action_add_rule")}, {"list": rows}, *service(t)])
    selection = page(
        title,
        [
            {"icon": t("android:selectAll"), "rid": f"{ID}action_select_all"},
            {"icon": t("android:cut"), "rid": f"{ID}action_cut"},
            {"icon": t("android:copy"), "rid": f"{ID}action_copy"},
            {"icon": t("delete"), "rid": f"{ID}action_delete"},
            {"list": rows},
        ],
    )
    add = [t("add_profile_methods_manual_settings"), t("action_import"), t("route_entry_gfwlist")]
    added = f"{where} (add rules)"
    edit = (
        {"text": t("acl_rule_templates_generic"), "rid": f"{ID}template_selector"},
        {"field": "content", "text": RULES[0]},
    )
    cancel, ok = t("android:cancel"), t("android:ok")
    return [
        entry("harmless", where, listing, [(t("action_add_rule"), False)]),
        entry("opens-prompt", where, listing, [(RULES[0], False)]),
        menu("opens-prompt", added, title, add, [(add[0], False)]),
        menu("reversible", added, title, add, [(add[1], False)]),
        menu("import", added, title, add, [(add[2], True)]),
        alert("reversible", f"{where} (edit rule)", title, t("edit_rule"), None, (cancel, None),
              (ok, False), (t("delete"), False), items=edit),
        entry("harmless", f"{where} (selection)", selection, [(t("android:copy"), False)]),
        entry("reversible", f"{where} (selection)", selection,
              [(t("android:cut"), False), (t("delete"), False)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("settings")
    where = "shadowsocks GlobalSettingsPreferenceFragment"
    prefs = page(
        title,
        [
            {"switch": t("auto_connect"), "checked": False},
            {"switch": t("direct_boot_aware"), "checked": False},
            {"row": t("service_mode"), "secondary": t("service_mode_vpn")},
            {"row": t("port_proxy"), "secondary": "1080"},
            {"row": t("port_local_dns"), "secondary": "5450"},
            {"row": t("port_transproxy"), "secondary": "8200"},
            *service(t),
        ],
    )
    return [
        entry("reversible", where, prefs, [(t("auto_connect"), False),
                                           (t("direct_boot_aware"), False)]),
        entry("opens-prompt", where, prefs, [(t("service_mode"), False)]),
    ]  # fmt: skip
