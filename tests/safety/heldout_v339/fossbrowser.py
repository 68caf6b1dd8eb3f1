"""FOSS Browser's screens (``de.baumann.browser``, a WebView browser that keeps its bookmarks,
history, start page and site exceptions in a database on the device: pages opened, saved and
shared, tabs closed, bookmarks, history and start-page tiles deleted one by one or all at once,
the exception lists cleared, the database deleted, backups written and restored, forms sent
again), strings from ``app/src/main/res/values*/strings.xml``. The page, bookmark, file and
domain names on the screens are the same in every language.

Read from the code (``app/src/main/java/de/baumann/browser``): ``activity/BrowserActivity
.java`` and ``res/layout/activity_main.xml`` (the bottom bar: ``omniBox_tab``, which on a page
loaded over ``http`` shows a warning icon that opens "Website uses an unsecured connection",
whose OK loads the ``https`` address; ``omnibox_overflow``, which opens the overflow;
``omnibox_overview``; the address field ``omniBox_input``); ``showOverflow`` and
``res/layout/dialog_menu_overflow.xml`` (the overflow's four grids: "Open Favorite", "Open tab
preview", "New tab (foreground)", "Close tab", which calls ``removeAlbum``, and Quit, which
opens "Do you want to quit?" through ``doubleTapsQuit``, whose OK cleans the favicon cache and
closes the app; "Share link", which opens the system's share sheet, "Copy to clipboard" and
"Open link with …"; "Save as favorite", which writes the page's address to the ``favoriteURL``
setting, "Save at Home", which adds a start-page tile, "Save as bookmark", which adds a
bookmark through ``saveBookmark``, "Save as PDF", "Shortcut on home screen" and "Save as …";
"Search on site", "Desktop view", "Night view", which flips ``sp_invert``, "Open downloads" and
Settings); ``saveAs`` in ``unit/`` and ``res/layout/dialog_edit_extension.xml`` ("Save as …" with
the file's title and extension, whose OK queues the download to the Downloads folder);
``showContextMenuLink`` and ``res/layout/dialog_menu.xml`` (a long-pressed link's grid: "New
tab (foreground)", "New tab (background)", "Share link", "Open link with …", "Save as …" and
"Save at Home"); ``show_dialogFastToggle`` and ``res/layout/dialog_toggle.xml`` (the fast
settings, whose chips flip JavaScript, DOM storage, cookies, AdBlock, fingerprint protection,
history, images, desktop and night view); ``initOverview`` with ``res/layout/dialog_overview
.xml`` and ``res/menu/menu_bottom_overview.xml`` (the overview's tabs "Opened Tabs", Home,
Bookmarks, History and Menu, whose popup is ``menu_list_start.xml``, ``menu_list_bookmark.xml``
or ``menu_list_history.xml``: Delete, which opens "This will delete current data. Proceed?",
whose OK calls ``BrowserUnit.clearHome``, ``clearBookmark`` or ``clearHistory`` and empties the
whole table, and "Sort by …" with its submenu); ``showContextMenuList`` (a long-pressed row's
grid: the two new-tab items, Delete, which opens the same question, whose OK calls
``RecordAction.deleteURL`` for that row, and, for bookmarks and start-page tiles, Edit, which
opens the edit dialog of ``res/layout/dialog_edit_title.xml``, whose OK writes the title,
address, icon and chips back); ``show_dialogFilter`` (the bookmark filter's colours);
``onResume`` ("You must restart FOSS Browser to apply changes. Close now?", whose OK closes the
app); ``browser/NinjaWebViewClient.java`` (``onFormResubmission``: "Resubmit your data?", whose
OK sends the form again; ``onReceivedSslError``: the certificate's problem and "Proceed
anyway?", whose OK loads the page; ``onReceivedHttpAuthRequest``: "HttpAuthRequest" with
Username and Password, whose OK answers the site's sign-in); ``unit/BrowserUnit.java``
(``download``: "Download the file?" with the file's name, whose OK queues the download);
``activity/Settings_Activity.java``, ``fragment/Fragment_settings.java`` and
``res/xml/preference_setting.xml`` (Settings: "Start Control", Delete, Favorite, "Search
Engine", the custom search engine, user agent and scripts, "Behavior/UI", "Bookmark filter",
Gestures and Backup, and the action bar's info icon, titled "Backup" in the menu file);
``activity/Settings_Delete.java``, ``fragment/Fragment_settings_Delete.java``,
``res/xml/preference_delete.xml`` and ``res/layout/activity_settings_delete.xml`` (Delete: the
boxes "Clear on application exit", "Clear Cache", "Clear History", "Clear on device stored
data" and "Clear Cookies", which only choose what is cleared, the row "Delete database", which
opens the question, whose OK deletes ``Ninja4.db`` and the favicon database, and the button
``whitelist_add``, labelled Delete, which opens the question, whose OK clears the ticked data
at once); ``activity/Settings_Backup.java``, ``fragment/Fragment_settings_Backup.java``,
``res/xml/preference_backup.xml`` and ``res/layout/activity_settings_backup.xml`` (Backup: the
boxes of what is backed up, the button ``ib_backup``, which opens "Backup data? This will
overwrite the old backup.", whose OK writes the ticked data over the files in
``Documents/browser_backup``, and ``ib_restore``, Restore, which opens "This will delete
current data. Proceed?", whose OK copies the backup over the app's database, settings,
bookmarks and exception lists); ``activity/Settings_StartActivity.java``,
``fragment/Fragment_settings_Start.java`` and ``res/xml/preference_start.xml`` ("Start
Control": the boxes, "Blocked content", whose change downloads the chosen hosts list, and the
three exception lists); ``activity/Whitelist_Cookie.java``, ``Whitelist_Javascript.java``,
``Whitelist_Remote.java``, ``res/layout/activity_settings_whitelist.xml``,
``res/layout/item_icon_right.xml`` and ``res/menu/menu_whitelist.xml`` (an exception list: the
Domain field, Add, each domain's ``whitelist_item_cancel``, which removes it at once, and the
action bar's Clear, which opens the question, whose OK removes every domain of the list).
"""

from __future__ import annotations

from typing import Any

from screens import alert, choice, entry, menu, page

ID = "de.baumann.browser:id/"
PAGE, URL = "Ferry timetable | Harbour Lines", "https://harbourlines.example/timetable"
TIDES, TIDES_URL = "Tide tables", "http://tides.example/today"
LINK = "https://harbourlines.example/fares"
FILE = "timetable_summer.pdf"
DOMAIN, OTHER = "harbourlines.example", "maps.example.org"
BOOKMARKS = ["Harbour Lines", "City library | Opening hours", "Weather radar"]
APP = "fossbrowser"


def screens(t: Any) -> list[dict[str, Any]]:
    return browser(t) + overflow(t) + web(t) + overview(t) + settings(t) + lists(t)


def buttons(t: Any, ok: bool | None, cancel: bool | None) -> dict[str, Any]:
    """The app's own Cancel and OK, as every one of its dialogs has them."""
    return {"negative": (t("app_cancel"), cancel), "positive": (t("app_ok"), ok)}


def bar(t: Any, title: str, warning: bool = False) -> list[dict[str, Any]]:
    """The browser's page: the web content, then the bottom bar with the address field."""
    content = [{"text": "Summer timetable"}, {"text": "Departures every 30 minutes"}]
    if warning:
        content = [{"text": "High tide 06:12"}, {"text": "Low tide 12:25"}]
    return [
        *content,
        {"id": "omniBox_tab"},
        {"id": "omnibox_overflow"},
        {"id": "omnibox_overview"},
        {"field": f"{ID}omniBox_input", "hint": t("main_omnibox_input_hint"), "text": title},
    ]


def browser(t: Any) -> list[dict[str, Any]]:
    where = f"{APP} BrowserActivity"
    quit_ = t("toast_quit")
    return [
        entry(
            "harmless",
            f"{where} (omnibox)",
            page(PAGE, bar(t, PAGE)),
            [("omnibox_overflow", False)],
        ),
        entry(
            "opens-prompt",
            f"{where} (omnibox, http page)",
            page(TIDES, bar(t, TIDES, True)),
            [("omniBox_tab", False)],
        ),
        alert(
            "harmless",
            f"{where} (unsecured connection)",
            TIDES,
            None,
            t("toast_unsecured"),
            **buttons(t, False, None),
        ),
        alert("harmless", f"{where} (quit)", PAGE, None, quit_, **buttons(t, False, None)),
    ]


def grid(t: Any, keys: list[str]) -> list[dict[str, Any]]:
    return [{"row": t(k), "rid": f"{ID}record_item_title"} for k in keys]


def overflow(t: Any) -> list[dict[str, Any]]:
    where = f"{APP} BrowserActivity (overflow"
    head = [
        {"text": PAGE, "rid": f"{ID}overflow_title"},
        {"id": "overflow_settings"},
        {"id": "overflow_reload"},
    ]
    tab = grid(t, ["menu_openFav", "main_menu_tabPreview", "main_menu_new_tabOpen",
                   "menu_closeTab", "menu_quit"])  # fmt: skip
    share = grid(t, ["menu_share_link", "menu_shareClipboard", "menu_open_with"])
    save = grid(t, ["menu_fav", "menu_save_home", "menu_save_bookmark", "menu_save_pdf",
                    "menu_sc", "menu_save_as"])  # fmt: skip
    other = grid(t, ["menu_other_searchSite", "menu_desktopView", "menu_nightView",
                     "menu_download", "setting_label"])  # fmt: skip

    def sheet(category: str, name: str, rows: list[dict[str, Any]], key: str, bad: bool = False
              ) -> dict[str, Any]:  # fmt: skip
        screen = {"title": PAGE, "dialog": {}, "items": [*head, {"list": rows}]}
        return entry(category, f"{where}, {name})", screen, [(t(key), bad)])

    link = [
        {"text": LINK, "rid": f"{ID}menuTitle"},
        {"list": grid(t, ["main_menu_new_tabOpen", "main_menu_new_tab", "menu_share_link",
                          "menu_open_with", "menu_save_as", "menu_save_home"])},
    ]  # fmt: skip
    link_screen = {"title": PAGE, "dialog": {}, "items": link}
    save_as = (
        {"field": f"{ID}dialog_edit_1", "hint": t("dialog_title_hint"), "text": "timetable"},
        {"field": f"{ID}dialog_edit_2", "hint": t("dialog_extension_hint"), "text": ".html"},
    )
    chips = [
        ("setting_title_javascript", "chip_javaScript", True),
        ("setting_title_dom", "chip_dom", False),
        ("setting_title_cookie", "chip_cookie", True),
        ("setting_title_adblock", "chip_adBlock", True),
        ("setting_title_fingerPrint", "chip_Fingerprint", False),
        ("album_title_history", "chip_history", True),
        ("setting_title_images", "chip_image", True),
        ("menu_desktopView", "chip_desktopMode", False),
        ("menu_nightView", "chip_night", False),
    ]
    toggles = {
        "title": PAGE,
        "dialog": {},
        "items": [
            {"text": t("setting_label")},
            {"id": "ib_settings"},
            {"id": "ib_reload"},
            *({"switch": t(k), "checked": on, "rid": f"{ID}{rid}"} for k, rid, on in chips),
            {"text": DOMAIN, "rid": f"{ID}dialog_title"},
            {"text": t("setting_title_whitelist")},
            {"text": t("setting_tab")},
        ],
    }
    fast = f"{APP} BrowserActivity (fast settings)"
    return [
        sheet("reversible", "Tab", tab, "menu_closeTab"),
        sheet("opens-prompt", "Tab", tab, "menu_quit"),
        sheet("harmless", "Share", share, "menu_share_link"),
        sheet("reversible", "Save", save, "menu_fav"),
        sheet("reversible", "Save", save, "menu_save_bookmark"),
        sheet("opens-prompt", "Save", save, "menu_save_as"),
        sheet("reversible", "Other", other, "menu_nightView"),
        alert(
            "reversible",
            f"{APP} BrowserActivity (save as)",
            PAGE,
            t("menu_save_as"),
            None,
            **buttons(t, False, None),
            items=save_as,
        ),
        entry(
            "reversible",
            f"{APP} BrowserActivity (link menu)",
            link_screen,
            [(t("menu_save_home"), False)],
        ),
        entry("reversible", fast, toggles, [(t("setting_title_javascript"), False)]),
    ]


def web(t: Any) -> list[dict[str, Any]]:
    where = f"{APP} NinjaWebViewClient"
    ssl = '"Certificate authority is not trusted." - ' + t("dialog_content_ssl_error")
    sign_in = (
        {"field": f"{ID}edit_userName", "hint": t("dialog_sign_in_username"), "text": "mkeller"},
        {"field": f"{ID}edit_PW", "hint": t("dialog_sign_in_password")},
    )
    download = t("dialog_title_download") + " - " + FILE
    resubmit = t("dialog_content_resubmission")
    return [
        alert(
            "send", f"{where} (form resubmission)", PAGE, None, resubmit, **buttons(t, True, None)
        ),
        alert(
            "harmless",
            f"{where} (form resubmission)",
            PAGE,
            None,
            resubmit,
            **buttons(t, None, False),
        ),
        alert("harmless", f"{where} (SSL error)", PAGE, None, ssl, **buttons(t, False, None)),
        alert(
            "harmless",
            f"{where} (HTTP sign-in)",
            PAGE,
            "HttpAuthRequest",
            None,
            **buttons(t, False, None),
            items=sign_in,
        ),
        alert(
            "reversible",
            f"{APP} BrowserUnit (download)",
            PAGE,
            None,
            download,
            **buttons(t, False, None),
        ),
    ]


def overview(t: Any) -> list[dict[str, Any]]:
    where = f"{APP} BrowserActivity (overview"
    tabs = ["album_title_tab", "album_title_home", "album_title_bookmarks", "album_title_history"]
    nav = [
        *({"tab": t(k), "rid": f"{ID}page_{i}"} for i, k in enumerate(tabs)),
        {"tab": t("=Menu"), "rid": f"{ID}page_4"},
    ]
    rows = [{"row": b, "rid": f"{ID}record_item_title"} for b in BOOKMARKS]
    sheet = {"title": PAGE, "dialog": {}, "items": [{"list": rows}, *nav]}
    mark = t("album_title_bookmarks")
    popup = [t("menu_delete"), t("menu_sort"), t("menu_filter")]
    sorts = [t("dialog_sortName"), t("dialog_sortIcon")]
    ask = t("hint_database")

    def record(name: str, keys: list[str]) -> dict[str, Any]:
        items = [{"text": name, "rid": f"{ID}menuTitle"}, {"list": grid(t, keys)}]
        return {"title": PAGE, "dialog": {}, "items": items}

    keys = ["main_menu_new_tabOpen", "main_menu_new_tab", "menu_delete", "menu_edit"]
    bookmark = record(BOOKMARKS[1], keys)
    edit = (
        {"field": f"{ID}edit_title", "hint": t("dialog_title_hint"), "text": BOOKMARKS[1]},
        {"field": f"{ID}edit_URL", "hint": t("dialog_URL_hint"),
         "text": "https://library.example/hours"},
        {"id": "edit_icon"},
        {"id": "edit_bookmark_desktopMode"},
        {"id": "edit_bookmark_Javascript"},
        {"id": "edit_bookmark_RemoteContent"},
    )  # fmt: skip
    history = t("album_title_history")
    home = t("album_title_home")
    return [
        entry("harmless", f"{where}, Bookmarks)", sheet, [(t("=Menu"), False)]),
        menu("opens-prompt", f"{where}, Bookmarks menu)", mark, popup, [(t("menu_delete"), False)]),
        menu(
            "reversible",
            f"{where}, Bookmarks menu, sort)",
            mark,
            sorts,
            [(t("dialog_sortIcon"), False)],
        ),
        menu(
            "opens-prompt",
            f"{where}, History menu)",
            history,
            [t("menu_delete")],
            [(t("menu_delete"), False)],
        ),
        alert(
            "delete", f"{where}, delete all bookmarks)", mark, None, ask, **buttons(t, True, None)
        ),
        alert(
            "harmless",
            f"{where}, delete all bookmarks)",
            mark,
            None,
            ask,
            **buttons(t, None, False),
        ),
        alert(
            "delete", f"{where}, delete all history)", history, None, ask, **buttons(t, True, None)
        ),
        alert(
            "delete",
            f"{where}, delete all start-page tiles)",
            home,
            None,
            ask,
            **buttons(t, True, None),
        ),
        entry(
            "opens-prompt",
            f"{APP} BrowserActivity (bookmark menu)",
            bookmark,
            [(t("menu_delete"), False)],
        ),
        entry(
            "opens-prompt",
            f"{APP} BrowserActivity (bookmark menu)",
            bookmark,
            [(t("menu_edit"), False)],
        ),
        alert(
            "delete",
            f"{APP} BrowserActivity (delete bookmark)",
            mark,
            None,
            ask,
            **buttons(t, True, None),
        ),
        alert(
            "delete",
            f"{APP} BrowserActivity (delete history entry)",
            history,
            None,
            ask,
            **buttons(t, True, None),
        ),
        alert(
            "delete",
            f"{APP} BrowserActivity (delete start-page tile)",
            home,
            None,
            ask,
            **buttons(t, True, None),
        ),
        alert(
            "reversible",
            f"{APP} BrowserActivity (edit bookmark)",
            mark,
            t("menu_edit"),
            None,
            **buttons(t, False, None),
            items=edit,
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    cancel = t("android:cancel")
    main = page(
        t("setting_label"),
        [
            {"icon": t("=Backup"), "rid": f"{ID}menu_info"},
            {"text": t("setting_title_browser")},
            {"row": t("setting_title_start_control")},
            {"row": t("menu_delete")},
            {"row": t("setting_title_fav"), "secondary": "https://github.com/scoute-dich/browser"},
            {"row": t("setting_title_search_engine"),
             "secondary": t("setting_summary_search_engine_startpage")},
            {"row": t("setting_title_searchEngine")},
            {"row": t("setting_title_userAgent")},
            {"text": t("setting_userScript")},
            {"row": t("=onPageStarted")},
            {"text": t("setting_title_app")},
            {"row": t("setting_title_ui")},
            {"row": t("setting_filter")},
            {"row": t("setting_gestures")},
            {"row": t("setting_title_data")},
        ],
    )  # fmt: skip
    engines = [
        t(f"setting_summary_search_engine_{k}")
        for k in ("startpage", "startpage_de", "baidu", "bing", "duckduckgo", "google", "searx",
                  "qwant", "ecosia", "metager")
    ]  # fmt: skip
    clear = page(
        t("menu_delete"),
        [
            {"switch": t("clear_title_quit"), "checked": False},
            {"switch": t("clear_title_cache"), "checked": True},
            {"switch": t("clear_title_history"), "checked": True},
            {"switch": t("localData"), "checked": True},
            {"switch": t("clear_title_cookie"), "checked": False},
            {"text": t("setting_summary_cookie_delete")},
            {"row": t("clear_title_deleteDatabase"),
             "secondary": t("clear_summary_deleteDatabase")},
            {"button": t("menu_delete"), "rid": f"{ID}whitelist_add"},
        ],
    )  # fmt: skip
    boxes = [("title_appData", True), ("setting_label", True), ("album_title_bookmarks", True),
             ("setting_title_javascript", False), ("setting_title_cookie", False),
             ("setting_title_dom", False)]  # fmt: skip
    backup = page(
        t("setting_title_data"),
        [
            {"text": t("data_summary")},
            *({"switch": t(k), "checked": on} for k, on in boxes),
            {"button": t("setting_title_data"), "rid": f"{ID}ib_backup"},
            {"button": t("settings_data_restore"), "rid": f"{ID}ib_restore"},
        ],
    )
    hosts = ["UH = (adware + malware)", "UH + fakenews", "UH + gambling", "UH + porn",
             "UH + social"]  # fmt: skip
    start = page(
        t("setting_title_start_control"),
        [
            {"switch": t("setting_title_autofill"), "checked": True},
            {"switch": t("setting_title_history"), "checked": True},
            {"switch": t("setting_title_images"), "checked": True},
            {"switch": t("setting_title_save_data"), "checked": True},
            {"switch": t("setting_title_fingerPrint"), "checked": False},
            {"switch": t("setting_title_location"), "checked": False},
            {"text": t("setting_title_adblock")},
            {"row": t("setting_title_adblockHost"), "secondary": hosts[0]},
            {"text": t("setting_title_javascript")},
            {"row": t("setting_title_whitelistJS")},
            {"text": t("setting_title_cookie")},
            {"row": t("setting_title_whitelistCookie")},
            {"text": t("setting_title_dom")},
            {"row": t("setting_title_dom_whitelist")},
        ],
    )
    ask = t("hint_database")
    where = f"{APP} Settings_Delete"
    return [
        entry("harmless", f"{APP} Settings_Activity", main, [(t("menu_delete"), False)]),
        choice("reversible", f"{APP} Settings_Activity (search engine)", t("setting_label"),
               t("setting_title_search_engine"), engines, engines[0], engines[4], cancel),
        entry("reversible", where, clear, [(t("clear_title_cookie"), False)]),
        entry("opens-prompt", where, clear, [(t("clear_title_deleteDatabase"), False)]),
        entry("opens-prompt", where, clear, [("whitelist_add", False)]),
        alert("delete", f"{where} (delete now)", t("menu_delete"), None, ask,
              **buttons(t, True, None)),
        alert("delete", f"{APP} Fragment_settings_Delete (delete database)", t("menu_delete"),
              None, ask, **buttons(t, True, None)),
        entry("opens-prompt", f"{APP} Settings_Backup", backup, [("ib_backup", False)]),
        entry("opens-prompt", f"{APP} Settings_Backup", backup,
              [(t("settings_data_restore"), False)]),
        alert("overwrite", f"{APP} Fragment_settings_Backup (backup)", t("setting_title_data"),
              None, t("toast_backup"), **buttons(t, True, None)),
        alert("harmless", f"{APP} Fragment_settings_Backup (backup)", t("setting_title_data"),
              None, t("toast_backup"), **buttons(t, None, False)),
        alert("overwrite", f"{APP} Fragment_settings_Backup (restore)", t("setting_title_data"),
              None, ask, **buttons(t, True, None)),
        entry("harmless", f"{APP} Settings_StartActivity", start,
              [(t("setting_title_whitelistCookie"), False)]),
        choice("reversible", f"{APP} Settings_StartActivity (blocked content)",
               t("setting_title_start_control"), t("setting_title_adblockHost"),
               [t(f"={h}") for h in hosts], hosts[0], t("=UH + social"), cancel),
    ]  # fmt: skip


def exceptions(t: Any, title: str, domains: list[str], typed: str = "") -> dict[str, Any]:
    """An exception list's page: the action bar's Clear, the Domain field, Add and the list."""
    field: dict[str, Any] = {"field": f"{ID}whitelist_edit", "hint": t("whitelist_edit_hint")}
    if typed:
        field["text"] = typed
    rows = [
        row
        for d in domains
        for row in (
            {"text": d, "rid": f"{ID}whitelist_item_domain"},
            {"id": "whitelist_item_cancel"},
        )
    ]
    return page(
        title,
        [
            {"icon": t("whitelist_menu_clear"), "rid": f"{ID}menu_clear"},
            field,
            {"button": t("whitelist_add"), "rid": f"{ID}whitelist_add"},
            {"list": rows},
        ],
    )


def lists(t: Any) -> list[dict[str, Any]]:
    cookies, scripts = t("setting_title_whitelistCookie"), t("setting_title_whitelistJS")
    dom = t("setting_title_dom_whitelist")
    ask = t("hint_database")
    where = f"{APP} Whitelist_Cookie"
    both = [DOMAIN, OTHER]
    return [
        entry("reversible", where, exceptions(t, cookies, both, "library.example"),
              [(t("whitelist_add"), False)]),
        entry("opens-prompt", where, exceptions(t, cookies, both),
              [(t("whitelist_menu_clear"), False)]),
        entry("reversible", f"{where} (one domain)", exceptions(t, cookies, [DOMAIN]),
              [("whitelist_item_cancel", False)]),
        alert("delete", f"{where} (clear)", cookies, None, ask, **buttons(t, True, None)),
        entry("opens-prompt", f"{APP} Whitelist_Javascript", exceptions(t, scripts, both),
              [(t("whitelist_menu_clear"), False)]),
        alert("delete", f"{APP} Whitelist_Javascript (clear)", scripts, None, ask,
              **buttons(t, True, None)),
        alert("delete", f"{APP} Whitelist_Remote (clear)", dom, None, ask,
              **buttons(t, True, None)),
    ]  # fmt: skip
