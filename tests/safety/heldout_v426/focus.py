"""Firefox Focus's screens (``org.mozilla.focus``, a private browser that keeps nothing after
a session: browsing history erased, shortcuts added, renamed and removed, pages added to the
home screen, crashed tabs closed and their crash reports sent, tracking protection and its
exceptions, custom search engines and autocomplete URLs added and removed, the default search
engines restored, studies left), strings from ``app/src/main/res/values*/strings.xml`` and
``values/app.xml``. The site, shortcut, search engine, study and typed names on the screens
are the same in every language.

Read from the code (``app/src/main/java/org/mozilla/focus``): ``menu/home/HomeMenu.kt`` (the
start screen's menu: Help and Settings); ``fragment/UrlInputFragment.kt`` and
``res/layout/fragment_urlinput.xml`` (the start screen: the address field and the shortcuts);
``topsites/TopSites.kt`` and ``TopSitesOverlay.kt`` (a shortcut's long press opens a dropdown
with Rename and Remove, which removes the shortcut from ``DefaultTopSitesStorage`` at once);
``topsites/RenameTopSiteDialog.kt`` (the rename dialog with the platform's OK and Cancel);
``searchsuggestions/ui/SearchSuggestionsFragment.kt`` and
``res/layout/fragment_search_suggestions.xml`` ("Show search suggestions?" with No and Yes,
which turn the setting off or on); ``browser/integration/BrowserToolbarIntegration.kt`` (the
toolbar's erase button, whose listener calls ``BrowserFragment.erase(shouldEraseAllTabs =
true)``, which removes every tab and its history, cookies and storage, and the tab counter
shown with more than one tab); ``menu/browser/DefaultBrowserMenu.kt`` and
``browser/integration/BrowserMenuController.kt`` (the browser menu: Back, Forward, Share and
Reload, "Add to Shortcuts" or "Remove from Shortcuts", "Find in Page", "Desktop site", "Report
Site Issue", "Add to Home screen", "Open in…" and Settings);
``fragment/AddToHomescreenDialogFragment.kt`` and ``res/layout/dialog_add_to_homescreen2.xml``
(the name field, Add and Cancel);
``settings/privacy/TrackingProtectionPanel.kt`` and
``res/layout/dialog_tracking_protection_sheet.xml`` (the shield's sheet: the connection, Cookie
Banner Reduction, the site's Enhanced Tracking Protection switch, which adds or removes the
site's exception, and the four tracker switches); ``cookiebannerexception/`` (the site's
Cookie Banner Reduction panel, whose switch adds or removes the site's exception and reloads
the page); ``session/ui/TabsPopup.kt`` and ``res/layout/item_session.xml`` (the open tabs, each
with a close button); ``fragment/CrashReporterFragment.kt``, ``BrowserFragment.kt`` and
``res/layout/fragment_crash_reporter.xml`` (a crashed tab: "Send crash report to Mozilla",
ticked, and "Close Tab", which submits the crash report when it is ticked and erases the
tab); ``settings/SettingsFragment.kt`` and ``res/xml/settings.xml``;
``settings/GeneralSettingsFragment.kt`` and ``general_settings.xml`` (the theme, the language
and the default browser); ``settings/privacy/PrivacySecuritySettingsFragment.kt`` and
``privacy_security_settings.xml`` (the tracker, web content, cookie, exception, app switching,
security and data choice settings); ``widget/CookiesPreference.kt`` (a list dialog of the five
cookie options and Cancel); ``exceptions/ExceptionsListFragment.kt``,
``ExceptionsRemoveFragment.kt``, ``res/layout/fragment_exceptions_domains.xml`` and
``res/menu/menu_exceptions_list.xml`` ("Remove all websites", which calls
``removeAllExceptions`` at once, with no confirmation; the menu's Remove, which opens the
selection screen, whose Remove icon removes the ticked sites); ``settings/SearchSettingsFragment
.kt`` and ``search_settings.xml``; ``settings/InstalledSearchEnginesSettingsFragment.kt``,
``search_engine_settings.xml`` and ``res/menu/menu_search_engines.xml`` (the engines to choose
from; the menu's Remove and "Restore default search engines", which removes every custom
engine and brings back the hidden defaults, at once);
``settings/RemoveSearchEnginesSettingsFragment.kt`` and ``menu_remove_search_engines.xml``
(the engines ticked and the Remove icon); ``settings/ManualAddSearchEngineSettingsFragment.kt``
and ``res/layout/preference_manual_add_search_engine.xml`` (the name and search string, Learn
more and Save); ``autocomplete/AutocompleteSettingsFragment.kt``, ``AutocompleteListFragment
.kt``, ``AutocompleteRemoveFragment.kt`` and ``AutocompleteAddFragment.kt`` with their menus
and layouts (the two switches, the custom URLs, "+ Add custom URL", the menu's Remove, which
opens the selection screen, whose Remove icon removes the ticked URLs from ``CustomDomains``,
and Save); ``settings/privacy/studies/StudiesFragment.kt`` and ``StudiesViewHolder.kt`` (the
studies switch and each active study's Remove, each opening "The application will quit to
apply changes" with Cancel and OK; OK opts out of the study, or turns participation off, and
quits the app); ``cookiebanner/CookieBannerFragment.kt`` and ``cookie_banner_settings.xml``;
``settings/permissions/`` (the site permissions and a permission's options);
``settings/advanced/AdvancedSettingsFragment.kt`` and ``advanced_settings.xml``.
"""

from __future__ import annotations

from typing import Any

from screens import alert, dialog, entry, menu, page, popup

ID = "org.mozilla.focus:id/"
SITE, HOST = "Example Domain", "example.org"
SHORTCUTS = ("Wikipedia", "Mozilla", "Weather")
TABS = (SITE, "Wikipedia", "Weather")
STUDY, STUDY_TEXT = "Search bar position", "Tries the address bar at the top of the screen."
OLD_STUDY = "Start screen tips"
ENGINES = ("Google", "Bing", "DuckDuckGo", "Wikipedia", "Example Search")
SITES = ("news.example.com", "mail.example.net")


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        start(t)
        + browser(t)
        + panels(t)
        + settings(t)
        + exceptions(t)
        + search(t)
        + (autocomplete(t) + studies(t) + permissions(t))
    )


def home(t: Any, typed: str | None = None) -> dict[str, Any]:
    """The start screen: the address field (with ``typed`` in it), the menu and the
    shortcuts."""
    field: dict[str, Any] = {
        "field": f"{ID}mozac_browser_toolbar_edit_url_view",
        "hint": t("urlbar_hint"),
    }
    if typed:
        field = {**field, "text": typed, "focused": True}
    items = [field, {"id": f"{ID}menuView"}]
    if typed:
        return page(t("app_name"), items)
    items += [{"button": name} for name in SHORTCUTS]
    return page(t("app_name"), items)


def start(t: Any) -> list[dict[str, Any]]:
    name = t("app_name")
    rename, remove = t("rename_top_site_item"), t("remove_top_site")
    where = "focus TopSites (dropdown)"
    field = ({"field": "", "hint": t("placeholder_rename_top_site"), "text": "Wiki"},)
    cancel, ok = t("android:cancel"), t("android:ok")
    prompt = home(t, typed="weather paris")
    prompt["items"] += [
        {
            "text": t("enable_search_suggestion_title2"),
            "rid": f"{ID}enable_search_suggestions_title",
        },
        {
            "text": t("enable_search_suggestion_description", name),
            "rid": f"{ID}enable_search_suggestions_subtitle",
        },
        {
            "button": t("enable_search_suggestions_no"),
            "rid": f"{ID}disable_search_suggestions_button",
        },
        {
            "button": t("enable_search_suggestions_yes"),
            "rid": f"{ID}enable_search_suggestions_button",
        },
    ]
    suggest = "focus SearchSuggestionsFragment (enable suggestions)"
    return [
        menu(
            "harmless",
            "focus HomeMenu",
            name,
            [t("menu_help"), t("menu_settings")],
            [(t("menu_settings"), False)],
        ),
        entry("harmless", "focus TopSitesOverlay", home(t), [("Wikipedia", False)]),
        popup("opens-prompt", where, name, None, None, [(rename, False), (remove, None)]),
        popup("delete", where, name, None, None, [(rename, None), (remove, True)]),
        popup(
            "reversible",
            "focus RenameTopSiteDialog",
            name,
            t("rename_top_site"),
            None,
            [(cancel, None), (ok, False)],
            field,
        ),
        popup(
            "harmless",
            "focus RenameTopSiteDialog",
            name,
            t("rename_top_site"),
            None,
            [(cancel, False), (ok, None)],
            field,
        ),
        entry("reversible", suggest, prompt, [(t("enable_search_suggestions_yes"), False)]),
        entry("reversible", suggest, prompt, [(t("enable_search_suggestions_no"), False)]),
    ]


def tab(t: Any, title: str, url: str, tabs: int = 1) -> dict[str, Any]:
    """A page open in the browser: the toolbar's erase button, the address, the shield and
    the lock, the tab counter (with more than one tab) and the menu."""
    items: list[dict[str, Any]] = [
        {"icon": t("content_description_erase")},
        {"id": f"{ID}mozac_browser_toolbar_tracking_protection_indicator"},
        {"id": f"{ID}mozac_browser_toolbar_security_indicator"},
        {"text": url, "rid": f"{ID}mozac_browser_toolbar_url_view"},
    ]
    if tabs > 1:
        items.append({"button": str(tabs), "rid": f"{ID}counter_text"})
    items += [
        {"id": f"{ID}mozac_browser_toolbar_menu"},
        {"text": title, "rid": f"{ID}engineView"},
    ]
    return page(title, items)


def browser_menu(t: Any, pinned: bool = False) -> dict[str, Any]:
    """The browser menu over the page: its toolbar row, then its items."""
    shortcut = t("menu_remove_from_shortcuts" if pinned else "menu_add_to_shortcuts")
    items: list[dict[str, Any]] = [
        {"icon": t(k)}
        for k in (
            "content_description_back",
            "content_description_forward",
            "menu_share",
            "content_description_reload",
        )
    ]
    items += [
        {"menu": shortcut},
        {"menu": t("find_in_page")},
        {"switch": t("preference_performance_request_desktop_site2"), "checked": False},
        {"menu": t("menu_report_site_issue")},
        {"menu": t("menu_add_to_home_screen")},
        {"menu": t("menu_open_with_a_browser2")},
        {"menu": t("menu_settings")},
    ]
    return {"title": SITE, "dialog": {}, "items": items}


def browser(t: Any) -> list[dict[str, Any]]:
    erase = t("content_description_erase")
    where = "focus BrowserToolbarIntegration (erase)"
    results = "weather paris - Google Search"
    over = "focus DefaultBrowserMenu"
    add = [
        {"icon": "", "rid": f"{ID}homescreen_icon"},
        {"field": f"{ID}edit_title", "text": SITE},
    ]
    home_dialog = "focus AddToHomescreenDialogFragment"

    def homescreen(category: str, ok: bool | None, cancel: bool | None) -> dict[str, Any]:
        buttons = [
            (t("dialog_addtohomescreen_action_add"), f"{ID}addtohomescreen_dialog_add", ok),
            (
                t("dialog_addtohomescreen_action_cancel"),
                f"{ID}addtohomescreen_dialog_cancel",
                cancel,
            ),
        ]
        return dialog(
            category, home_dialog, SITE, t("menu_add_to_home_screen"), None, buttons, tuple(add)
        )

    return [
        entry("delete", where, tab(t, SITE, HOST), [(erase, True)]),
        entry(
            "delete",
            f"{where}, three tabs",
            tab(t, "Wikipedia", "en.wikipedia.org", 3),
            [(erase, True)],
        ),
        entry(
            "delete", f"{where}, search results", tab(t, results, "www.google.com"), [(erase, True)]
        ),
        entry("reversible", over, browser_menu(t), [(t("menu_add_to_shortcuts"), False)]),
        entry(
            "reversible",
            f"{over} (shortcut)",
            browser_menu(t, pinned=True),
            [(t("menu_remove_from_shortcuts"), False)],
        ),
        entry("harmless", over, browser_menu(t), [(t("find_in_page"), False)]),
        entry(
            "reversible",
            over,
            browser_menu(t),
            [(t("preference_performance_request_desktop_site2"), False)],
        ),
        entry("opens-prompt", over, browser_menu(t), [(t("menu_add_to_home_screen"), False)]),
        entry("harmless", over, browser_menu(t), [(t("menu_share"), False)]),
        homescreen("reversible", False, None),
        homescreen("harmless", None, False),
    ]


def panels(t: Any) -> list[dict[str, Any]]:
    sheet = {
        "title": SITE,
        "dialog": {},
        "items": [
            {"text": HOST, "rid": f"{ID}site_title"},
            {"row": t("secure_connection"), "rid": f"{ID}security_info"},
            {
                "row": t("cookie_banner_exception_item_title"),
                "secondary": t("cookie_banner_exception_item_description_state_on"),
            },
            {"text": t("enhanced_tracking_protection"), "rid": f"{ID}title"},
            {"text": t("enhanced_tracking_protection_state_on"), "rid": f"{ID}description"},
            {"switch": "", "rid": f"{ID}switch_widget", "checked": True},
            {"text": t("trackers_and_scripts"), "rid": f"{ID}trackers_and_scripts_heading"},
            {"switch": t("advertising"), "rid": f"{ID}advertising", "checked": True},
            {"switch": t("analytics"), "rid": f"{ID}analytics", "checked": True},
            {"switch": t("social"), "rid": f"{ID}social", "checked": True},
            {"switch": t("content"), "rid": f"{ID}content", "checked": False},
            {"text": "12", "rid": f"{ID}trackers_count"},
            {"text": t("trackers_count_note", "2022-11-14"), "rid": f"{ID}trackers_count_note"},
        ],
    }
    cookies = {
        "title": SITE,
        "dialog": {},
        "items": [
            {"icon": t("go_back"), "rid": f"{ID}details_back"},
            {
                "text": t("cookie_banner_exception_panel_title_state_off_for_site", HOST),
                "rid": f"{ID}title",
            },
            {
                "text": t(
                    "cookie_banner_exception_panel_description_state_off_for_site", t("app_name")
                ),
                "rid": f"{ID}details",
            },
            {"text": t("cookie_banner_exception_panel_switch_title"), "rid": f"{ID}title"},
            {"text": t("cookie_banner_exception_panel_switch_state_on"), "rid": f"{ID}description"},
            {"switch": "", "rid": f"{ID}switch_widget", "checked": True},
        ],
    }
    tabs = {
        "title": SITE,
        "dialog": {},
        "items": [
            {
                "list": [
                    item
                    for title in TABS
                    for item in (
                        {"row": title, "rid": f"{ID}session_title"},
                        {"icon": t("close_tab"), "rid": f"{ID}close_button"},
                    )
                ]
            }
        ],
    }

    def crashed(send: bool) -> dict[str, Any]:
        return page(
            SITE,
            [
                {"text": HOST, "rid": f"{ID}mozac_browser_toolbar_url_view"},
                {"text": t("tab_crash_report_headline"), "rid": f"{ID}headline"},
                {"text": t("tab_crash_report_description"), "rid": f"{ID}description"},
                {
                    "switch": t("crash_report_send_crash_label"),
                    "rid": f"{ID}sendCrashCheckbox",
                    "checked": send,
                },
                {
                    "button": t("tab_crash_report_close_tab_button_label"),
                    "rid": f"{ID}closeTabButton",
                },
            ],
        )

    where = "focus TrackingProtectionPanel"
    crash = "focus CrashReporterFragment"
    close = t("tab_crash_report_close_tab_button_label")
    return [
        entry("reversible", where, sheet, [("switch_widget", False)]),
        entry("reversible", where, sheet, [(t("social"), False)]),
        entry(
            "reversible",
            "focus CookieBannerExceptionDetailsPanel",
            cookies,
            [("switch_widget", False)],
        ),
        entry("harmless", "focus TabsPopup", tabs, [("Wikipedia", False)]),
        entry("send", f"{crash} (report ticked)", crashed(True), [(close, True)]),
        entry("harmless", f"{crash} (report not ticked)", crashed(False), [(close, False)]),
        entry(
            "reversible",
            f"{crash} (report ticked)",
            crashed(True),
            [(t("crash_report_send_crash_label"), False)],
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    name = t("app_name")
    main = page(
        t("menu_settings"),
        [
            {"row": t(title), "secondary": t(summary, *args)}
            for title, summary, args in (
                ("preference_category_general", "preference_general_summary2", ()),
                (
                    "preference_privacy_and_security_header",
                    "preference_privacy_and_security_summary",
                    (),
                ),
                ("preference_category_search", "preference_search_summary", ()),
                ("preference_category_advanced", "preference_advanced_summary", ()),
                ("preference_category_mozilla", "preference_mozilla_summary", (name,)),
            )
        ],
    )
    general = page(
        t("preference_category_general"),
        [
            {"text": t("preferences_theme")},
            {"radio": t("preference_light_theme"), "checked": False},
            {"radio": t("preference_dark_theme"), "checked": False},
            {"radio": t("preference_follow_device_theme"), "checked": True},
            {"row": t("preference_language"), "secondary": t("preference_language_systemdefault")},
            {"row": t("preference_default_browser2", name)},
        ],
    )
    privacy = page(
        t("preference_privacy_and_security_header"),
        [
            {"text": t("preference_category_tracking_protection3")},
            {"switch": t("preference_privacy_block_ads"), "checked": True},
            {"switch": t("preference_privacy_block_analytics"), "checked": True},
            {"switch": t("preference_privacy_block_social"), "checked": True},
            {"switch": t("preference_privacy_block_content"), "checked": False},
            {"text": t("preference_category_web_content")},
            {"switch": t("preference_performance_block_webfonts"), "checked": False},
            {"switch": t("preference_performance_block_javascript"), "checked": False},
            {"text": t("preference_category_cookies")},
            {
                "row": t("preferences_cookie_banner"),
                "secondary": t("preferences_cookie_banner_summary_off"),
            },
            {
                "row": t("preference_privacy_category_cookies"),
                "secondary": t("preference_privacy_should_block_cookies_cross_site_option"),
            },
            {"row": t("preference_site_permissions")},
            {"row": t("preference_exceptions")},
            {"text": t("preference_category_switching_apps")},
            {"switch": t("preference_security_biometric"), "checked": False},
            {"switch": t("preference_privacy_secure_mode"), "checked": False},
            {"text": t("preference_category_security")},
            {"switch": t("preference_safe_browsing_title"), "checked": True},
            {"switch": t("preference_https_only_title"), "checked": True},
            {"text": t("preference_category_data_choices")},
            {"switch": t("preference_mozilla_telemetry2"), "checked": True},
            {"row": t("preference_studies"), "secondary": t("preference_state_on")},
        ],
    )
    options = (
        "preference_privacy_should_block_cookies_yes_option2",
        "preference_privacy_should_block_cookies_third_party_only_option",
        "preference_privacy_should_block_cookies_third_party_tracker_cookies_option",
        "preference_privacy_should_block_cookies_cross_site_option",
        "preference_privacy_should_block_cookies_no_option2",
    )
    cookies = {
        "title": t("preference_privacy_and_security_header"),
        "dialog": {"title": t("preference_privacy_category_cookies")},
        "items": [
            *(
                {"radio": t(k), "rid": "android:id/text1", "checked": i == 3}
                for i, k in enumerate(options)
            ),
            {"button": t("android:cancel"), "rid": "android:id/button2"},
        ],
    }
    banner = page(
        t("preferences_cookie_banner"),
        [
            {"text": t("cookie_banner_reject_all_option_title"), "rid": "android:id/title"},
            {"text": t("cookie_banner_reject_all_option_summary"), "rid": "android:id/summary"},
            {"switch": "", "rid": f"{ID}switchWidget", "checked": False},
            {"switch": t("cookie_banner_further_reduce_option_title"), "checked": False},
        ],
    )
    advanced = page(
        t("preference_category_advanced"),
        [
            {"text": t("preference_advanced_summary")},
            {"switch": t("preference_remote_debugging"), "checked": False},
            {"switch": t("preferences_open_links_in_apps"), "checked": False},
        ],
    )
    where = "focus PrivacySecuritySettingsFragment (privacy_security_settings)"
    return [
        entry(
            "harmless",
            "focus SettingsFragment (settings)",
            main,
            [(t("preference_privacy_and_security_header"), False)],
        ),
        entry(
            "reversible",
            "focus GeneralSettingsFragment (general_settings)",
            general,
            [(t("preference_dark_theme"), False)],
        ),
        entry(
            "reversible", where, privacy, [(t("preference_performance_block_javascript"), False)]
        ),
        entry("reversible", where, privacy, [(t("preference_privacy_secure_mode"), False)]),
        entry("reversible", where, privacy, [(t("preference_mozilla_telemetry2"), False)]),
        entry("harmless", where, privacy, [(t("preference_exceptions"), False)]),
        entry("opens-prompt", where, privacy, [(t("preference_privacy_category_cookies"), False)]),
        entry("reversible", "focus CookiesPreference", cookies, [(t(options[1]), False)]),
        entry(
            "reversible",
            "focus CookieBannerFragment (cookie_banner_settings)",
            banner,
            [("switchWidget", False)],
        ),
        entry(
            "reversible",
            "focus AdvancedSettingsFragment (advanced_settings)",
            advanced,
            [(t("preference_remote_debugging"), False)],
        ),
    ]


def domains(
    title: str, sites: tuple[str, ...], ticked: tuple[str, ...] = (), select: bool = False
) -> dict[str, Any]:
    """A list of sites as ``item_custom_domain`` lays them out: the site, then its reorder
    handle, or in the selection screen its check box."""
    rows: list[dict[str, Any]] = []
    for site in sites:
        rows.append({"text": site, "rid": f"{ID}domainView"})
        if select:
            rows.append({"switch": "", "rid": f"{ID}checkbox", "checked": site in ticked})
        else:
            rows.append({"id": f"{ID}handleView"})
    return {"list": rows}


def exceptions(t: Any) -> list[dict[str, Any]]:
    title = t("preference_exceptions")

    def listed(sites: tuple[str, ...]) -> dict[str, Any]:
        return page(
            title,
            [
                {"text": t("preference_exceptions_description")},
                domains(title, sites),
                {
                    "button": t("preference_exceptions_remove_all_button_label"),
                    "rid": f"{ID}removeAllExceptions",
                },
            ],
        )

    removing = page(
        t("preference_autocomplete_title_remove"),
        [
            {
                "icon": t("preference_autocomplete_action_remove_content_description"),
                "rid": f"{ID}remove",
            },
            domains(title, SITES, ticked=SITES[:1], select=True),
        ],
    )
    where = "focus ExceptionsListFragment"
    remove_all = t("preference_exceptions_remove_all_button_label")
    return [
        entry("delete", where, listed(SITES), [(remove_all, True)]),
        entry("delete", f"{where}, one site", listed(SITES[:1]), [(remove_all, True)]),
        menu(
            "harmless",
            f"{where} (menu_exceptions_list)",
            title,
            [t("preference_exceptions_menu_remove")],
            [(t("preference_exceptions_menu_remove"), False)],
        ),
        entry(
            "delete",
            "focus ExceptionsRemoveFragment",
            removing,
            [(t("preference_autocomplete_action_remove_content_description"), True)],
        ),
    ]


def search(t: Any) -> list[dict[str, Any]]:
    settings_page = page(
        t("preference_category_search"),
        [
            {"row": t("preference_search_engine_label"), "secondary": ENGINES[0]},
            {"switch": t("preference_show_search_suggestions"), "checked": False},
            {"row": t("preference_subitem_autocomplete"), "secondary": t("preference_state_on")},
        ],
    )
    choose_title = t("preference_choose_search_engine")
    choose = page(
        choose_title,
        [
            {"text": t("preference_select_preferred_engine")},
            *(
                {"radio": e, "rid": f"{ID}radio_button", "checked": i == 0}
                for i, e in enumerate(ENGINES)
            ),
            {"row": t("preference_search_add3")},
        ],
    )
    remove = t("preference_search_remove")

    def removing(ticked: tuple[str, ...]) -> dict[str, Any]:
        return page(
            t("preference_search_remove_title"),
            [
                {"icon": remove, "rid": f"{ID}menu_delete_items"},
                *({"switch": e, "rid": f"{ID}checkbox", "checked": e in ticked} for e in ENGINES),
            ],
        )

    manual = page(
        t("action_option_add_search_engine"),
        [
            {"icon": t("preference_autocomplete_learn_more"), "rid": f"{ID}learn_more"},
            {"button": t("search_add_manually_save"), "rid": f"{ID}menu_save_search_engine"},
            {
                "field": f"{ID}edit_engine_name",
                "hint": t("search_add_manually_name_hint"),
                "text": "Example Search",
            },
            {
                "field": f"{ID}edit_search_string",
                "hint": t("search_add_manually_string"),
                "text": "https://search.example.com/?q=%s",
            },
            {"text": t("search_add_manually_example")},
        ],
    )
    where = "focus InstalledSearchEnginesSettingsFragment"
    menu_rows = [remove, t("preference_search_restore")]
    gone = "focus RemoveSearchEnginesSettingsFragment"
    return [
        entry(
            "reversible",
            "focus SearchSettingsFragment (search_settings)",
            settings_page,
            [(t("preference_show_search_suggestions"), False)],
        ),
        entry("reversible", where, choose, [(ENGINES[1], False)]),
        menu(
            "harmless", f"{where} (menu_search_engines)", choose_title, menu_rows, [(remove, False)]
        ),
        menu(
            "reset",
            f"{where} (menu_search_engines)",
            choose_title,
            menu_rows,
            [(t("preference_search_restore"), True)],
        ),
        entry(
            "delete", f"{gone}, a custom engine ticked", removing((ENGINES[4],)), [(remove, True)]
        ),
        entry(
            "reversible",
            f"{gone}, a default engine ticked",
            removing((ENGINES[1],)),
            [(remove, False)],
        ),
        entry(
            "reversible",
            "focus ManualAddSearchEngineSettingsFragment",
            manual,
            [(t("search_add_manually_save"), False)],
        ),
    ]


def autocomplete(t: Any) -> list[dict[str, Any]]:
    title = t("preference_subitem_autocomplete")
    name = t("app_name")
    settings_page = page(
        title,
        [
            {"switch": t("preference_switch_autocomplete_topsites"), "checked": True},
            {"text": t("preference_autocomplete_topsite_summary2", name)},
            {"switch": t("preference_switch_autocomplete_user_list"), "checked": True},
            {"text": t("preference_autocomplete_user_list_summary2", name)},
            {"row": t("preference_autocomplete_subitem_manage_sites")},
        ],
    )
    manage = t("preference_autocomplete_subitem_manage_sites")
    remove = t("preference_autocomplete_action_remove_content_description")

    def removing(ticked: tuple[str, ...]) -> dict[str, Any]:
        return page(
            t("preference_autocomplete_title_remove"),
            [{"icon": remove, "rid": f"{ID}remove"}, domains(manage, SITES, ticked, True)],
        )

    add = page(
        t("preference_autocomplete_title_add"),
        [
            {"button": t("action_save"), "rid": f"{ID}save"},
            {"text": t("preference_autocomplete_add_title")},
            {
                "field": f"{ID}domainView",
                "hint": t("preference_autocomplete_add_hint"),
                "text": "docs.example.org",
            },
            {"text": t("preference_autocomplete_add_example2")},
        ],
    )
    gone = "focus AutocompleteRemoveFragment"
    return [
        entry(
            "harmless",
            "focus AutocompleteSettingsFragment (autocomplete)",
            settings_page,
            [(manage, False)],
        ),
        menu(
            "harmless",
            "focus AutocompleteListFragment (menu_autocomplete_list)",
            manage,
            [t("preference_autocomplete_menu_remove")],
            [(t("preference_autocomplete_menu_remove"), False)],
        ),
        entry("delete", f"{gone}, one URL ticked", removing(SITES[:1]), [(remove, True)]),
        entry("delete", f"{gone}, two URLs ticked", removing(SITES), [(remove, True)]),
        entry("reversible", "focus AutocompleteAddFragment", add, [(t("action_save"), False)]),
    ]


def studies(t: Any) -> list[dict[str, Any]]:
    title = t("preference_studies")
    studies_page = page(
        title,
        [
            {"text": t("preference_state_on"), "rid": f"{ID}studiesTitle"},
            {"switch": "", "rid": f"{ID}studies_switch", "checked": True},
            {"text": t("preference_studies_summary"), "rid": f"{ID}studiesDescription"},
            {
                "list": [
                    {"text": t("studies_active"), "rid": f"{ID}title"},
                    {"text": STUDY, "rid": f"{ID}title"},
                    {"text": STUDY_TEXT, "rid": f"{ID}summary"},
                    {"button": t("studies_remove"), "rid": f"{ID}remove"},
                    {"text": t("studies_completed"), "rid": f"{ID}title"},
                    {"text": OLD_STUDY, "rid": f"{ID}title"},
                ]
            },
        ],
    )
    message = t("studies_restart_app")
    cancel, ok = t("action_cancel"), t("action_ok")
    leave = "focus StudiesViewHolder (remove study)"
    off = "focus StudiesFragment (studies switch)"
    return [
        entry(
            "opens-prompt", "focus StudiesFragment", studies_page, [(t("studies_remove"), False)]
        ),
        entry("opens-prompt", "focus StudiesFragment", studies_page, [("studies_switch", False)]),
        alert("opt-out", leave, title, title, message, (cancel, None), (ok, True)),
        alert("harmless", leave, title, title, message, (cancel, False), (ok, None)),
        alert("opt-out", off, title, title, message, (cancel, None), (ok, True)),
    ]


def permissions(t: Any) -> list[dict[str, Any]]:
    camera = t("preference_phone_feature_camera")
    options = page(
        camera,
        [
            {"radio": t("preference_option_phone_feature_ask_to_allow"), "checked": True},
            {"radio": t("preference_option_phone_feature_blocked"), "checked": False},
        ],
    )
    return [
        entry(
            "reversible",
            "focus SitePermissionOptionsFragment (camera)",
            options,
            [(t("preference_option_phone_feature_blocked"), False)],
        ),
    ]
