"""Psiphon's settings (``com.psiphon3``: the server region, the apps the VPN tunnels, the
upstream proxy, the language and the advanced options), strings from
``app/src/main/res/values*/strings.xml`` and ``psiphon_android_library_strings.xml``, the
language names of ``psiphon_android_library_untranslated_strings.xml`` (each in its own
language, the same in every language) and, where the code or AndroidX asks for
``android.R.string.ok`` and ``cancel``, the platform's own OK and Cancel. The proxy's
address is the same in every language.

Read from the code (``app/src/main/java/com/psiphon3``): ``OptionsTabFragment.java`` and
``res/xml/settings_preferences_screen.xml`` (the Options tab: "Select server region",
"VPN settings", "Proxy settings", Feedback, which opens the feedback form, and "More
Options", each of the three others opening its page; ``onActivityResult`` applies a changed
page by restarting the tunnel or the VPN); ``psiphonlibrary/RegionListPreference.java`` and
``res/layout/dialog_list_preference.xml`` ("Select server region": a row per region with its
radio, whose tap only marks it, Cancel, and OK, whose ``onRegionSelected`` stores the region
and restarts the tunnel); ``psiphonlibrary/VpnOptionsPreferenceActivity.java`` and
``res/xml/vpn_options_preferences.xml`` ("Always-on VPN", which opens the system's VPN
settings, the three routing radios, each stored at once and applied when the page closes,
"Select apps", which opens ``InstalledAppsMultiSelectListPreference``'s list of apps, and
"Invalid VPN setting" with OK, which only closes it); ``psiphonlibrary/
ProxyOptionsPreferenceActivity.java`` and ``res/xml/proxy_options_preferences.xml`` ("Connect
through an HTTP Proxy", the two radios, the address, port and authentication rows: a check
box or radio stored at once, a text row opening AndroidX's ``EditTextPreference`` dialog
with Cancel and OK, whose OK stores the value); ``psiphonlibrary/
MoreOptionsPreferenceActivity.java`` and ``res/xml/more_options_preferences.xml``
(Language, which opens AndroidX's ``ListPreference`` dialog: "Default language" and the
languages, each of which stores the language and restarts the app in it, and Cancel;
"Disable timeouts", "Wi-Fi only", "Show MalAware alerts" and "Enable Psiphon Bump", each
stored at once; "About MalAware" and "About Psiphon", which open pages in the browser; the
Notifications category only shows before Android 8, so it is not shown).
"""

from __future__ import annotations

from typing import Any

from screens import alert, check, entry, page, pref, radio

ID = "com.psiphon3:id/"
APP = "Psiphon"
HOST = "proxy.example.net"
REGIONS = ("region_name_any", "region_name_ca", "region_name_de", "region_name_nl",
           "region_name_gb", "region_name_us")  # fmt: skip
"""The rows of "Select server region": Best performance, then the regions the app knows."""
LANGUAGES = 12
"""The rows of the language dialog shown: "Default language" and the first eleven."""


def screens(t: Any) -> list[dict[str, Any]]:
    return options(t) + regions(t) + vpn(t) + proxy(t) + more(t)


def _tabs(t: Any) -> list[dict[str, Any]]:
    names = ("home_tab_name", "statistics_tab_name", "settings_tab_name", "logs_tab_name")
    return [{"tab": t(k)} for k in names]


def options_tab(t: Any) -> dict[str, Any]:
    rows = [
        pref(t("region_selector"), t("region_name_any")),
        pref(t("label_vpn_settings"), t("preference_routing_all_apps_tunnel_summary")),
        pref(t("label_proxy_settings"), t("preference_summary_no_proxy")),
        pref(t("feedback")),
        pref(t("moreOptions")),
    ]
    buttons = [
        {"button": t("start"), "rid": f"{ID}toggleButton"},
        {"button": t("open_browser"), "rid": f"{ID}openBrowserButton"},
    ]
    return page(APP, [*_tabs(t), {"list": rows}, *buttons])


def options(t: Any) -> list[dict[str, Any]]:
    tab = options_tab(t)
    where = "psiphon OptionsTabFragment"
    return [
        entry("opens-prompt", where, tab, [(t("region_selector"), False)]),
        entry("harmless", where, tab, [(t("label_vpn_settings"), False)]),
        entry("harmless", where, tab, [(t("label_proxy_settings"), False)]),
        entry("harmless", where, tab, [(t("feedback"), False)]),
        entry("harmless", where, tab, [(t("moreOptions"), False)]),
    ]


def regions(t: Any) -> list[dict[str, Any]]:
    where = "psiphon RegionListPreference"
    rows = tuple({"radio": t(k), "checked": k == REGIONS[0]} for k in REGIONS)
    title = t("region_selector")
    cancel, ok = t("android:cancel"), t("label_ok")
    return [
        alert("harmless", where, APP, title, None, (cancel, None), (ok, None), rows,
              ((t("region_name_de"), False),)),
        alert("reversible", where, APP, title, None, (cancel, None), (ok, False), rows),
        alert("harmless", where, APP, title, None, (cancel, False), (ok, None), rows),
    ]  # fmt: skip


def vpn_page(t: Any, selected: bool) -> dict[str, Any]:
    """ "VPN settings": all apps tunnelled, or only the selected three."""
    apps = (
        t("preference_routing_select_apps_to_include_summary#3")
        if selected
        else t("preference_routing_all_apps_tunnel_summary")
    )
    return page(APP, [
        {"text": t("preference_vpn_title")},
        pref(t("preference_navigate_to_vpn_setting_title"),
             t("preference_navigate_to_vpn_setting_summary")),
        *radio(t("preference_routing_include_all_apps_summary"), None, not selected),
        *radio(t("preference_routing_include_apps_summary"), t("vpn_exclusions_tip_summary"),
               selected),
        *radio(t("preference_routing_exclude_apps_summary"), None, False),
        pref(t("preference_routing_select_apps_title"), apps),
        {"text": t("vpn_preferences_default_exclusions_footer_text")},
    ])  # fmt: skip


def vpn(t: Any) -> list[dict[str, Any]]:
    where = "psiphon VpnOptionsPreferenceActivity"
    every, chosen = vpn_page(t, False), vpn_page(t, True)
    return [
        entry("harmless", f"{where} (all apps)", every,
              [(t("preference_navigate_to_vpn_setting_title"), False)]),
        entry("reversible", f"{where} (all apps)", every,
              [(t("preference_routing_include_apps_summary"), False)]),
        entry("opens-prompt", f"{where} (selected apps)", chosen,
              [(t("preference_routing_select_apps_title"), False)]),
        alert("harmless", f"{where} (no app selected)", APP,
              t("bad_vpn_exclusion_setting_alert_title"),
              t("bad_vpn_exclusion_whitelist_alert_message"), None, (t("label_ok"), False)),
    ]  # fmt: skip


def proxy_page(t: Any, on: bool) -> dict[str, Any]:
    """ "Proxy settings": the proxy off, or on with the following settings."""
    return page(APP, [
        {"text": t("proxySettingsCategoryTitle")},
        *check(t("use_proxy_settings_toggle"), None, on),
        *radio(t("use_system_proxy_settings_radio"), None, not on),
        *radio(t("use_custom_proxy_settings_radio"), None, on),
        pref(t("custom_proxy_settings_host"), HOST if on else t("custom_proxy_host_summary")),
        pref(t("custom_proxy_settings_port"), "8080" if on else t("custom_proxy_port_summary")),
        *check(t("use_proxy_authentication_title"), None, False),
        pref(t("proxy_username_title"), t("proxy_username_summary")),
        pref(t("proxy_password_title"), t("proxy_password_summary")),
        pref(t("proxy_domain_title"), t("proxy_domain_summary")),
    ])  # fmt: skip


def proxy(t: Any) -> list[dict[str, Any]]:
    where = "psiphon ProxyOptionsPreferenceActivity"
    off, on = proxy_page(t, False), proxy_page(t, True)
    field = ({"field": "android:id/edit", "text": HOST, "focused": True},)
    title = t("custom_proxy_settings_host")
    cancel, ok = t("android:cancel"), t("android:ok")
    host = f"{where} (Host Address)"
    return [
        entry("reversible", f"{where} (proxy off)", off, [(t("use_proxy_settings_toggle"), False)]),
        entry("reversible", f"{where} (proxy on)", on,
              [(t("use_custom_proxy_settings_radio"), False)]),
        entry("opens-prompt", f"{where} (proxy on)", on, [(title, False)]),
        alert("reversible", host, APP, title, None, (cancel, None), (ok, False), field),
        alert("harmless", host, APP, title, None, (cancel, False), (ok, None), field),
    ]  # fmt: skip


def more_page(t: Any) -> dict[str, Any]:
    return page(APP, [
        {"text": t("preference_language_title")},
        pref(t("preference_language_selection_title"), t("preference_language_default_language")),
        {"text": t("preference_category_advanced_title")},
        *check(t("disableTimeoutsPreferenceTitle"), t("disableTimeoutsPreferenceSummary"), False),
        *check(t("downloadWiFiOnlyPreferenceTitle"), t("downloadWiFiOnlyPreferenceSummary"),
               False),
        *check(t("unsafeTrafficAlertsOptInPreferenceTitle"),
               t("unsafeTrafficAlertsOptInPreferenceSummary"), True),
        *check(t("nfcBumpPreferenceTitle"), t("nfcBumpPreferenceSummary"), True),
        {"text": t("preference_category_info_title")},
        pref(t("aboutMalAware")),
        pref(t("about")),
    ])  # fmt: skip


def more(t: Any) -> list[dict[str, Any]]:
    where = "psiphon MoreOptionsPreferenceActivity"
    screen = more_page(t)
    rows = (
        {"radio": t("preference_language_default_language"), "checked": True},
        *({"radio": t(f"languages[{i}]"), "checked": False} for i in range(LANGUAGES - 1)),
    )
    german = t("languages[10]")
    title, cancel = t("preference_language_selection_title"), t("android:cancel")
    language = f"{where} (Language)"
    return [
        entry("opens-prompt", where, screen, [(title, False)]),
        alert("reversible", language, APP, title, None, (cancel, None), None, rows,
              ((german, False),)),
        alert("harmless", language, APP, title, None, (cancel, False), None, rows),
        entry("reversible", where, screen, [(t("disableTimeoutsPreferenceTitle"), False)]),
        entry("reversible", where, screen,
              [(t("unsafeTrafficAlertsOptInPreferenceTitle"), False)]),
        entry("reversible", where, screen, [(t("nfcBumpPreferenceTitle"), False)]),
        entry("harmless", where, screen, [(t("about"), False)]),
    ]  # fmt: skip
