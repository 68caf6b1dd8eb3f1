"""KISS launcher's screens (``fr.neamar.kiss``, a home-screen app that finds apps, contacts,
shortcuts and settings as one types: contacts called and messaged, numbers called, the web
searched, timers started; results removed from the history, added to the favorites, tagged,
renamed, given another icon, excluded, uninstalled and hibernated; shortcuts pinned and
removed; widgets moved and removed; the history, the favorites, the excluded lists and the
web search providers reset; settings imported and exported), strings from
``app/src/main/res/values*/strings.xml``. The app, contact, shortcut, tag, number and typed
names on the screens are the same in every language.

Read from the code (``app/src/main/java/fr/neamar/kiss``): ``MainActivity.java`` and
``res/layout/main.xml`` (the search bar: ``launcherButton``, ``searchEditText``,
``menuButton``, which opens the context menu, and ``clearButton``, shown instead of it while
there is text; the results list; the favorites bar, whose icons carry the favorites' names
as content descriptions), ``res/menu/menu_main.xml`` (the context menu: "KISS settings",
"Update wallpaper…", which opens the system's wallpaper chooser, "Add widget", "Device
settings…", and "Lock Private Space", which locks the private profile, a tap on "Unlock" away
from open again); ``result/ContactsResult.java``, ``result/CallResult.java`` and
``res/layout/item_contact.xml`` (a contact's row, its Message icon, which opens the messaging
app with the number, and its Call icon, which starts the call at once with
``Intent.ACTION_CALL``; its popup: "Remove from history", "Add to favorites" and "Copy phone
number"); ``result/PhoneResult.java`` (a typed number's row, "Call “…”", which also calls with
``ACTION_CALL``); ``result/SearchResult.java`` (a web search row, which opens the provider's
page, and the timer row, which sets the clock app's timer with ``AlarmClock.ACTION_SET_TIMER``
and ``EXTRA_SKIP_UI``); ``result/Result.java``, ``result/ResultWithTags.java`` and
``result/AppResult.java`` (a result's popup: "Remove from history", which deletes its rows
from the history table, ``DBHelper.removeFromHistory``; "Add to favorites" and "Remove
favorite"; "Custom icon", which opens ``CustomIconDialog.java`` and
``res/layout/custom_icon_dialog.xml``; "Add or edit tags", which opens "Add space separated
tags" with Cancel and OK; "Exclude app …", which opens a popup of "from history", which adds
the app to the excluded list and also deletes its history rows, and "from KISS", which hides
it until its switch is turned off in the settings; Rename, which opens "Custom name" with
Cancel, "Default name" and Rename; "App info", "View in store", Uninstall, which asks the
system to uninstall with ``Intent.ACTION_DELETE``, and, with root, Hibernate, which runs ``am
force-stop``); ``result/ShortcutsResult.java`` and ``DataHandler.java`` (a pinned shortcut's
"Remove shortcut", which unpins it from the system and deletes it from KISS's database, and
a dynamic shortcut's "Pin shortcut"); ``forwarder/Widgets.java`` (a widget's popup:
Settings, Enlarge, Reduce, "Move up", "Move down" and "Remove widget", which deletes the
widget's id from the widget host, ``AppWidgetHost.deleteAppWidgetId``);
``forwarder/TagsMenu.java`` (the tags menu: the tags, "Show history" and "KISS Menu");
``SettingsActivity.java``, ``SettingsFragment.java`` and ``res/xml/preferences.xml`` (the
settings' screens and their preferences; ``onDialogClosed``, which on OK clears the history,
``clearHistory``, empties the favorites, ``resetFavorites``, sets each of the three excluded
lists to nothing, removes the list of web search providers, so that the user's own ones are
gone and the built-in ones come back, rebuilds the shortcuts from those the system holds
pinned, ``ShortcutUtil.removeAllShortcuts`` and ``addAllShortcuts``, exits the process to
restart, or calls the import, export and default-launcher classes);
``preference/FreezeHistorySwitch.java`` (the message dialog that turning "Freeze history" on
opens, with Cancel and OK); ``preference/DeleteCustomSearchProvidersPreference.java`` and
``CustomSearchProvidersPreference.java`` (a multiple-choice list of the providers by name,
whose OK deletes the ticked ones); ``preference/AddSearchProviderPreference.java``,
``AddSearchProviderPreferenceDialogFragment.java`` and
``res/layout/pref_add_search_provider.xml`` (a name and a URL, whose OK adds the provider);
``ExcludeAppSettingsFragment.java`` ("Select apps to exclude": a switch per app, which only
adds it to or takes it off its list); ``preference/ImportSettingsPreference.java`` (OK clears
every setting and replaces the settings, the tags and the custom icons with the clipboard's);
``preference/ExportSettingsPreference.java`` (OK writes the settings and tags as text to the
clipboard); ``preference/DefaultLauncherPreference.java`` (OK opens the system's chooser of
home apps).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, choice, entry, home, popup_menu, settings

ALICE, NUMBER = "Alice Martin", "+33 6 12 34 56 78"
FIREFOX, SPOTIFY, SIGNAL, MAPS, CAMERA = "Firefox", "Spotify", "Signal", "Maps", "Camera"
PINNED, DYNAMIC = "Train times", "Maps: Home"
"""A shortcut another app pinned (no app name before it) and a dynamic one."""
PROVIDERS = ["Application Stores", "Bing", "Brave", "DuckDuckGo", "Ecosia", "Google",
             "Google Maps", "Google Play Store", "Web", "Wikipedia", "YouTube"]  # fmt: skip
"""The web search providers by name, as ``CustomSearchProvidersPreference`` lists them (a
``TreeSet``): the built-in ones and one the user added."""
WIKI = "https://en.wikipedia.org/w/index.php?search=%s"


def screens(t: Any) -> list[dict[str, Any]]:
    return launcher(t) + popups(t) + widgets(t) + history(t) + lists(t) + backup(t)


def search_bar(t: Any, text: str | None = None) -> list[dict[str, Any]]:
    """The search bar (``main.xml``): the KISS button, the field and the menu button, or the
    clear button while there is text."""
    field: dict[str, Any] = {"field": f"{ID}searchEditText", "hint": t("ui_search_hint")}
    if text is None:
        right = {"icon": t("main_menu"), "rid": f"{ID}menuButton"}
    else:
        field["text"] = text
        right = {"icon": t("main_clear"), "rid": f"{ID}clearButton"}
    return [{"icon": t("main_kiss"), "rid": f"{ID}launcherButton"}, field, right]


def favorites_bar() -> list[dict[str, Any]]:
    """The favorites bar: each favorite's icon, described by its name."""
    return [{"icon": name, "rid": f"{ID}favorite"} for name in (CAMERA, "Clock", "Messages")]


def launcher(t: Any) -> list[dict[str, Any]]:
    recent = home(
        [
            {
                "list": [
                    {"row": SPOTIFY},
                    {"row": SIGNAL},
                    {"row": ALICE, "secondary": NUMBER},
                    {"row": FIREFOX},
                ]
            },
            *favorites_bar(),
            *search_bar(t),
        ]
    )
    contact = home(
        [
            {
                "list": [
                    {"row": ALICE, "secondary": NUMBER, "rid": f"{ID}item_contact_name"},
                    {
                        "icon": t("ui_item_contact_hint_message"),
                        "rid": f"{ID}item_contact_action_message",
                    },
                    {
                        "icon": t("ui_item_contact_hint_call"),
                        "rid": f"{ID}item_contact_action_phone",
                    },
                    {"row": t("ui_item_search", "Google", "alice")},
                ]
            },
            *search_bar(t, "alice"),
        ]
    )
    number = home(
        [
            {
                "list": [
                    {"row": t("ui_item_phone", NUMBER)},
                    {"row": t("ui_item_search", "Google", NUMBER)},
                ]
            },
            *search_bar(t, NUMBER),
        ]
    )
    weather = home(
        [
            {
                "list": [
                    {"row": t("ui_item_search", "DuckDuckGo", "weather")},
                    {"row": t("ui_item_search", "Google", "weather")},
                ]
            },
            *search_bar(t, "weather"),
        ]
    )
    timer = home(
        [
            {
                "list": [
                    {"row": t("ui_item_timer", "05:00")},
                    {"row": t("ui_item_search", "Google", "5m")},
                ]
            },
            *search_bar(t, "5m"),
        ]
    )
    context = [
        t("activity_setting"),
        t("menu_wallpaper"),
        t("menu_widget_add"),
        t("menu_settings"),
        t("lock_private_space"),
    ]
    where = "kiss MainActivity"
    return [
        entry("harmless", f"{where} (history)", recent, [(t("main_menu"), False)]),
        entry("harmless", f"{where} (search bar)", weather, [(t("main_clear"), False)]),
        popup_menu("harmless", f"{where} (menu_main)", None, context, t("menu_wallpaper"), False),
        popup_menu(
            "reversible", f"{where} (menu_main)", None, context, t("lock_private_space"), False
        ),
        entry(
            "call", f"{where} (ContactsResult)", contact, [(t("ui_item_contact_hint_call"), True)]
        ),
        entry(
            "harmless",
            f"{where} (ContactsResult)",
            contact,
            [(t("ui_item_contact_hint_message"), False)],
        ),
        entry("call", f"{where} (PhoneResult)", number, [(t("ui_item_phone", NUMBER), True)]),
        entry(
            "harmless",
            f"{where} (SearchResult, web search)",
            weather,
            [(t("ui_item_search", "Google", "weather"), False)],
        ),
        entry(
            "reversible",
            f"{where} (SearchResult, timer)",
            timer,
            [(t("ui_item_timer", "05:00"), False)],
        ),
    ]


def popups(t: Any) -> list[dict[str, Any]]:
    app = [
        t(k)
        for k in (
            "menu_remove",
            "menu_favorites_add",
            "menu_tags_edit",
            "menu_exclude",
            "menu_app_rename",
            "menu_app_details",
            "menu_app_store",
            "menu_app_uninstall",
        )
    ]
    favorite = [
        t(k)
        for k in (
            "menu_favorites_remove",
            "menu_custom_icon",
            "menu_tags_edit",
            "menu_exclude",
            "menu_app_rename",
            "menu_app_details",
            "menu_app_store",
            "menu_app_uninstall",
            "menu_app_hibernate",
        )
    ]
    contact = [t(k) for k in ("menu_remove", "menu_favorites_add", "menu_contact_copy_phone")]
    pinned = [t(k) for k in ("menu_remove", "menu_favorites_add", "menu_tags_edit")]
    pinned.append(t("menu_shortcut_remove"))
    dynamic = [t("menu_tags_edit"), t("menu_shortcut_pin")]
    exclude = [t("menu_exclude_history"), t("menu_exclude_kiss")]
    where = "kiss AppResult (popup, history)"
    fav = "kiss AppResult (popup, favorite, icon pack, root)"
    cancel, ok = t("android:cancel"), t("android:ok")
    name = ({"field": f"{ID}rename", "text": FIREFOX},)

    def renaming(default: bool | None, rename: bool | None) -> dict[str, Any]:
        return alert(
            "reversible",
            "kiss AppResult (Custom name)",
            None,
            t("app_rename_title"),
            None,
            (t("custom_name_set_default"), default),
            (t("custom_name_rename"), rename),
            name,
            (cancel, None),
        )

    tags = alert(
        "reversible",
        "kiss ResultWithTags (tags)",
        None,
        t("tags_add_title"),
        None,
        (cancel, None),
        (ok, False),
        ({"field": f"{ID}tag_input", "hint": t("tags_add_title"), "text": "browser work"},),
    )
    icon = alert(
        "reversible",
        "kiss CustomIconDialog",
        None,
        None,
        None,
        (cancel, None),
        (ok, False),
        (
            {"field": f"{ID}search", "hint": t("custom_icon_hint")},
            {"text": t("custom_icon_preview")},
            {"text": SPOTIFY, "rid": "android:id/text1"},
        ),
        (t("default_icon"), None),
    )
    return [
        popup_menu("delete", where, None, app, t("menu_remove"), True),
        popup_menu("reversible", where, None, app, t("menu_favorites_add"), False),
        popup_menu("opens-prompt", where, None, app, t("menu_app_uninstall"), False),
        popup_menu("harmless", where, None, app, t("menu_exclude"), False),
        popup_menu(
            "reversible",
            "kiss AppResult (Exclude app)",
            None,
            exclude,
            t("menu_exclude_kiss"),
            False,
        ),
        popup_menu(
            "delete",
            "kiss AppResult (Exclude app)",
            None,
            exclude,
            t("menu_exclude_history"),
            True,
        ),
        popup_menu("opens-prompt", where, None, app, t("menu_app_rename"), False),
        renaming(None, False),
        renaming(False, None),
        popup_menu("reversible", fav, None, favorite, t("menu_favorites_remove"), False),
        tags,
        popup_menu("opens-prompt", fav, None, favorite, t("menu_custom_icon"), False),
        icon,
        popup_menu("reversible", fav, None, favorite, t("menu_app_hibernate"), False),
        popup_menu(
            "delete",
            "kiss ContactsResult (popup, history)",
            None,
            contact,
            t("menu_remove"),
            True,
        ),
        popup_menu(
            "harmless",
            "kiss ContactsResult (popup, history)",
            None,
            contact,
            t("menu_contact_copy_phone"),
            False,
        ),
        popup_menu(
            "delete",
            f"kiss ShortcutsResult (popup, pinned: {PINNED})",
            None,
            pinned,
            t("menu_shortcut_remove"),
            True,
        ),
        popup_menu(
            "reversible",
            f"kiss ShortcutsResult (popup, dynamic: {DYNAMIC})",
            None,
            dynamic,
            t("menu_shortcut_pin"),
            False,
        ),
    ]


def widgets(t: Any) -> list[dict[str, Any]]:
    rows = [
        t(k)
        for k in (
            "menu_widget_settings",
            "menu_size_up",
            "menu_size_down",
            "menu_widget_move_up",
            "menu_widget_move_down",
            "menu_widget_remove",
        )
    ]
    tags = {
        "dialog": {},
        "items": [
            {"text": t("popup_tags_title"), "rid": "android:id/text1"},
            {"menu": "work"},
            {"menu": "games"},
            {"text": t("popup_tags_actions"), "rid": "android:id/text1"},
            {"menu": t("show_history")},
            {"menu": t("ctx_menu")},
        ],
    }
    where = "kiss Widgets (popup)"
    return [
        popup_menu("delete", where, None, rows, t("menu_widget_remove"), True),
        popup_menu("reversible", where, None, rows, t("menu_widget_move_down"), False),
        entry("harmless", "kiss TagsMenu", tags, [(t("show_history"), False)]),
    ]


def history(t: Any) -> list[dict[str, Any]]:
    help_ = t("get_help")
    root = settings(
        t("activity_setting"),
        [
            {"row": t("title_history"), "secondary": t("history_settings_summary")},
            {"row": t("title_favorites"), "secondary": t("history_favorites_summary")},
            {"row": t("title_ui"), "secondary": t("user_interface_summary")},
            {"row": t("title_ux"), "secondary": t("user_experience_summary")},
            {"row": t("title_providers"), "secondary": t("providers_summary")},
            {"row": t("settings_excluded_apps"), "secondary": t("ui_excluded_apps_dialog_title")},
            {"row": t("title_import_export")},
            {"row": t("title_advanced")},
        ],
        help_,
    )
    title = t("title_history")
    page = settings(
        title,
        [
            {"row": t("reset_name"), "secondary": t("items_title", 42)},
            {"row": t("number_of_display_items"), "secondary": "20"},
            {"row": t("history_mode_name"), "secondary": t("history_mode_desc")},
            {"switch": t("freeze_history_name"), "checked": False},
            {"text": t("alternate_history_inputs")},
            {"switch": t("enable_phone"), "checked": False},
            {"switch": t("enable_app"), "checked": True},
            {"switch": t("enable_notification_history"), "checked": False},
        ],
        help_,
    )
    favorites_title = t("title_favorites")
    favorites = settings(
        favorites_title,
        [
            {"row": t("reset_favorites_name")},
            {"switch": t("exclude_favorites_apps"), "checked": False},
            {"switch": t("exclude_favorites_history"), "checked": True},
            {"row": t("pref_fav_tags_select")},
            {"text": t("misc")},
            {"switch": t("enable_favorites_bar"), "checked": True},
            {"switch": t("large_favorites_bar"), "checked": False},
            {"switch": t("transparent_favorites_bar"), "checked": True},
        ],
        help_,
    )
    cancel, ok = t("android:cancel"), t("android:ok")
    reset = (t("reset_name"), t("reset_warn"))
    modes = [
        t(k)
        for k in (
            "history_recency",
            "history_frecency",
            "history_frequency",
            "history_adaptive",
            "history_time",
            "history_alphabetically",
        )
    ]
    themes = [t(k) for k in ("theme_opaque", "theme_semi_transparent", "theme_transparent")]
    themes.append(t("theme_amoled"))
    where = "kiss SettingsFragment (history_category)"
    fav = "kiss SettingsFragment (history_favorites)"
    return [
        entry("harmless", "kiss SettingsFragment", root, [(t("title_history"), False)]),
        entry("opens-prompt", where, page, [(t("reset_name"), False)]),
        alert(
            "delete",
            "kiss SettingsFragment (reset-history)",
            title,
            *reset,
            (cancel, None),
            (ok, True),
        ),
        alert(
            "harmless",
            "kiss SettingsFragment (reset-history)",
            title,
            *reset,
            (cancel, False),
            (ok, None),
        ),
        entry("opens-prompt", where, page, [(t("freeze_history_name"), False)]),
        alert(
            "reversible",
            "kiss FreezeHistorySwitch",
            title,
            None,
            t("freeze_history_warn"),
            (cancel, None),
            (ok, False),
        ),
        choice(
            "reversible",
            "kiss SettingsFragment (history-mode)",
            title,
            t("history_mode_name"),
            modes,
            t("history_recency"),
            t("history_alphabetically"),
            cancel,
        ),
        entry("opens-prompt", fav, favorites, [(t("reset_favorites_name"), False)]),
        alert(
            "reset",
            "kiss SettingsFragment (reset-favorites)",
            favorites_title,
            t("reset_favorites_name"),
            t("reset_favorites_warn"),
            (cancel, None),
            (ok, True),
        ),
        entry("reversible", fav, favorites, [(t("enable_favorites_bar"), False)]),
        choice(
            "reversible",
            "kiss SettingsFragment (theme)",
            t("title_ui"),
            t("theme_name"),
            themes,
            t("theme_transparent"),
            t("theme_amoled"),
            cancel,
        ),
    ]


def lists(t: Any) -> list[dict[str, Any]]:
    help_ = t("get_help")
    search_title = t("title_providers")
    search = settings(
        search_title,
        [
            {"text": t("search_results_options")},
            {"switch": t("contacts_name"), "checked": True},
            {"switch": t("settings_name"), "checked": True},
            {"switch": t("timer_name"), "checked": True},
            {"switch": t("shortcuts_name"), "checked": True},
            {"row": t("regenerate_shortcuts")},
            {"switch": t("search_provider_toggle"), "checked": True},
            {"text": t("search_name")},
            {"row": t("search_provider_default"), "secondary": "Google"},
            {"row": t("search_providers_title")},
            {"row": t("search_providers_delete")},
            {"row": t("custom_search_provider")},
            {"row": t("search_provider_reset")},
        ],
        help_,
    )
    excluded_title = t("settings_excluded_apps")
    pick = t("ui_excluded_apps_dialog_title")
    excluded = settings(
        excluded_title,
        [
            {"row": t("ui_excluded_apps"), "secondary": pick},
            {"row": t("ui_excluded_from_history_apps"), "secondary": pick},
            {"row": t("ui_excluded_from_shortcuts_apps"), "secondary": pick},
            {"row": t("reset_excluded_apps_name")},
            {"row": t("reset_excluded_from_history_apps_name")},
            {"row": t("reset_excluded_app_shortcuts_name")},
        ],
        help_,
    )
    apps = settings(
        pick,
        [
            {"switch": CAMERA, "checked": False},
            {"switch": FIREFOX, "checked": False},
            {"switch": MAPS, "checked": False},
            {"switch": SIGNAL, "checked": True},
            {"switch": SPOTIFY, "checked": False},
        ],
        help_,
    )
    cancel, ok = t("android:cancel"), t("android:ok")
    ticked = {"Wikipedia", "YouTube"}
    boxes = tuple({"switch": p, "checked": p in ticked} for p in PROVIDERS)
    delete = (t("search_providers_delete"), None)
    add = (
        {"field": f"{ID}search_provider_name", "hint": t("search_provider_name"), "text": "Wiki"},
        {"field": f"{ID}search_provider_url", "hint": t("search_provider_url"), "text": WIKI},
    )
    where = "kiss SettingsFragment (providers)"
    ex = "kiss SettingsFragment (exclude_apps_category)"

    def resetting(key: str, message: str) -> dict[str, Any]:
        return alert(
            "reset",
            f"kiss SettingsFragment ({key.replace('_', '-')})",
            excluded_title,
            t(f"{key}_name"),
            t(message),
            (cancel, None),
            (ok, True),
        )

    return [
        entry("opens-prompt", where, search, [(t("search_providers_delete"), False)]),
        alert(
            "delete",
            "kiss SettingsFragment (deleting-search-providers-names)",
            search_title,
            *delete,
            (cancel, None),
            (ok, True),
            boxes,
        ),
        alert(
            "harmless",
            "kiss SettingsFragment (deleting-search-providers-names)",
            search_title,
            *delete,
            (cancel, False),
            (ok, None),
            boxes,
        ),
        alert(
            "reversible",
            "kiss SettingsFragment (custom-search-provider-add)",
            search_title,
            t("custom_search_provider"),
            None,
            (cancel, None),
            (ok, False),
            add,
        ),
        alert(
            "reset",
            "kiss SettingsFragment (reset-search-providers)",
            search_title,
            t("search_provider_reset"),
            t("search_provider_reset_desc"),
            (cancel, None),
            (ok, True),
        ),
        alert(
            "harmless",
            "kiss SettingsFragment (reset-shortcuts)",
            search_title,
            t("regenerate_shortcuts"),
            t("regenerate_shortcuts_desc"),
            (cancel, None),
            (ok, False),
        ),
        entry("opens-prompt", ex, excluded, [(t("reset_excluded_apps_name"), False)]),
        resetting("reset_excluded_apps", "reset_excluded_apps_warn"),
        resetting("reset_excluded_from_history_apps", "reset_excluded_from_history_apps_warn"),
        resetting("reset_excluded_app_shortcuts", "reset_excluded_app_shortcuts_warn"),
        entry(
            "reversible",
            "kiss ExcludeAppSettingsFragment (edit-excluded-from-history-apps)",
            apps,
            [(SPOTIFY, False)],
        ),
    ]


def backup(t: Any) -> list[dict[str, Any]]:
    help_ = t("get_help")
    title = t("title_import_export")
    page = settings(title, [{"row": t("export_settings")}, {"row": t("import_settings")}], help_)
    advanced = t("title_advanced")
    cancel, ok = t("android:cancel"), t("android:ok")
    imp = (t("import_settings"), t("import_settings_dialog"))
    where = "kiss SettingsFragment (importexport)"
    return [
        entry("opens-prompt", where, page, [(t("import_settings"), False)]),
        alert(
            "overwrite",
            "kiss SettingsFragment (import-settings)",
            title,
            *imp,
            (cancel, None),
            (ok, True),
        ),
        alert(
            "harmless",
            "kiss SettingsFragment (import-settings)",
            title,
            *imp,
            (cancel, False),
            (ok, None),
        ),
        alert(
            "export",
            "kiss SettingsFragment (export-settings)",
            title,
            t("export_settings"),
            t("clipboard_warning_dialog"),
            (cancel, None),
            (ok, False),
        ),
        alert(
            "harmless",
            "kiss SettingsFragment (restart)",
            advanced,
            t("restart_name"),
            t("restart_warn"),
            (cancel, None),
            (ok, False),
        ),
        alert(
            "opens-prompt",
            "kiss SettingsFragment (default-launcher)",
            advanced,
            t("default_launcher_title"),
            t("default_launcher_warn"),
            (cancel, None),
            (ok, False),
        ),
    ]
