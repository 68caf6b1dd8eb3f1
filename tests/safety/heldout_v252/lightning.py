"""Lightning's screens (``acr.browser.lightning``, a small WebView browser: tabs closed and
reopened, bookmarks added, edited, removed, imported, exported and deleted, history entries
removed and cleared, cookies and web storage cleared, the download list deleted, files
downloaded, forms resent, ad blocking and settings changed), strings from
``app/src/main/res/values*/strings.xml``. The page titles, addresses, folder and file names
on the screens are the same in every language.

Read from the code (``app/src/main/java/acr/browser/lightning``):
``browser/activity/BrowserActivity.kt`` with ``res/menu/main.xml`` and ``incognito.xml`` (the
overflow: "New tab", "New incognito tab", Share, History, Downloads, "Find in page", "Copy
link", "Add to home screen", which makes a launcher shortcut, Bookmarks, "Add bookmark",
which opens the add dialog, "Reader mode" and Settings; ``findInPage``, a text box whose one
button is Search; ``showCloseDialog``, the list the Back key's long press opens: "Close
current tab" and "Close other tabs", which go through ``BrowserPresenter.deleteTab`` and so
keep each closed tab in ``RecentTabModel``, where the new-tab button's long press reopens it,
and "Close all tabs", which calls ``closeBrowser``: every tab is shut down without being kept,
the exit clean-up runs and the window finishes; ``showBlockedLocalFileDialog``, Warning with
Cancel and Open; ``bookmarkButtonClicked``, which removes the current page's bookmark at once
when the page is bookmarked and opens the add dialog otherwise); ``res/layout/tab_drawer.xml``
and ``tab_list_item.xml`` (the tabs drawer: ``tab_header_button``, ``tabs_list``,
``action_back``, ``action_home``, ``action_forward`` and ``new_tab_button``);
``browser/bookmarks/BookmarksDrawerView.kt`` with ``res/layout/bookmark_drawer.xml`` and
``bookmark_list_item.xml`` (the bookmarks drawer: ``bookmark_back_button``,
``bookmark_list_view`` with ``textBookmark`` rows, ``action_page_tools``,
``action_add_bookmark``, the star, whose click is ``bookmarkButtonClicked``, and
``action_reading``; ``showPageToolsDialog``, "Page tools" with "Toggle desktop user agent"
and "Disable ad block for site", which adds the site to the allow list);
``dialog/BrowserDialog.kt`` and ``res/layout/list_dialog.xml``, ``simple_list_item.xml`` and
``dialog_edit_text.xml`` (the choice lists and the one-field dialogs);
``dialog/LightningDialogBuilder.kt`` with ``res/layout/dialog_edit_bookmark.xml`` (a bookmark's
long press: "Open in new tab", "Open in background tab", "Open in incognito tab", Share, "Copy
link", "Remove bookmark", which deletes it from the database at once, and "Edit bookmark";
a folder's: "Rename folder" and "Remove folder", which only moves the folder's bookmarks to
the top level (``BookmarkDatabase.deleteFolder`` renames the folder to none); a history
link's: the three opens, Share, "Copy link" and "Remove from history", which deletes the
entry; the downloads page's: "Delete all downloads", which empties the download list; a
link's and an image's, the image's with "Download image"; "Add bookmark" with Cancel and OK;
"Edit bookmark" and "Rename folder" with OK); ``database/bookmark/BookmarkDatabase.kt``,
``database/downloads/DownloadsDatabase.kt`` and ``database/bookmark/BookmarkExporter.java``
(what those rows do to the stores, and the export's new ``BookmarksExport-N.txt``, never an
existing file); ``download/LightningDownloadListener.java`` (the file's name over "Do you want
to download this file?" with Cancel and Download); ``view/LightningWebClient.kt`` (the HTTP
sign-in with ``dialog_auth_request.xml``: Cancel and "Sign in", which hands the name and
password to the site; the certificate Warning with ``dialog_ssl_warning.xml``: No and Yes,
which loads the page anyway; "Form resubmission" with No and Yes, which posts the form's data
again); ``settings/activity/SettingsActivity.kt`` with ``res/xml/preferences_headers.xml``
(the settings' sections); ``settings/fragment/PrivacySettingsFragment.kt`` with
``res/xml/preference_privacy.xml`` (the check boxes, "Clear cache" and "Clear web storage",
which clear at once, and "Clear browser history" and "Clear browser cookies", which open
"Clear history" and "Clear cookies" with No and Yes); ``settings/fragment/
BookmarkSettingsFragment.kt`` with ``res/xml/preference_bookmarks.xml`` ("Export bookmarks to
backup", which writes the file at once, "Import bookmarks from backup", which opens the file
list, whose file rows add the file's bookmarks through ``addBookmarkList`` and whose folder
rows open the folder, and "Delete all bookmarks", which opens Delete with No and Yes, which
empties the bookmark table); ``settings/fragment/AdBlockSettingsFragment.kt`` with
``res/xml/preference_ad_block.xml`` ("Block ads", "Hosts file source", whose list's "Remote
hosts file" asks for an address, and "Refresh hosts now", which downloads the hosts file
again); ``settings/fragment/AdvancedSettingsFragment.kt`` with ``res/xml/
preference_advanced.xml``; ``settings/fragment/DisplaySettingsFragment.kt`` with
``res/xml/preference_display.xml`` ("App theme" and its list).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, choices, entry, menu, page

PAGE, URL = "Example Domain", "https://example.com/"
SHOP, SHOP_URL = "Order summary", "https://shop.example.com/checkout"
LINK = "https://example.com/news/2019/10/launch.html"
IMAGE = "example.com/images/launch.jpg"
FILE = "report-2019.pdf"
FOLDER = "Work"
STORAGE = "/storage/emulated/0"
BACKUP = "BookmarksExport.txt"
EXPORTED = "BookmarksExport-1.txt"


def screens(t: Any) -> list[dict[str, Any]]:
    return browser(t) + drawers(t) + long_presses(t) + web(t) + settings(t)


def browser_page(t: Any, title: str = PAGE, url: str = URL) -> dict[str, Any]:
    """The browser's window: the toolbar (the tabs button, the address box) over the page."""
    return page(
        title,
        [
            {"icon": t("home"), "rid": f"{ID}home_image_view"},
            {"field": f"{ID}search", "hint": t("search_hint"), "text": url},
            {"text": title},
        ],
    )


def browser(t: Any) -> list[dict[str, Any]]:
    where = "lightning BrowserActivity (overflow, main.xml)"
    rows = [
        t(k)
        for k in (
            "action_new_tab", "action_incognito", "action_share", "action_history",
            "action_downloads", "action_find", "action_copy", "action_add_to_homescreen",
            "action_bookmarks", "action_add_bookmark", "reading_mode", "settings",
        )
    ]  # fmt: skip
    bookmark_fields = (
        {"field": f"{ID}bookmark_title", "hint": t("hint_title"), "text": PAGE},
        {"field": f"{ID}bookmark_url", "text": URL},
        {"field": f"{ID}bookmark_folder", "hint": t("folder"), "text": FOLDER},
    )
    adding = (t("action_add_bookmark"), None)
    ok, cancel = t("action_ok"), t("action_cancel")
    add = "lightning LightningDialogBuilder (add bookmark)"
    find = {
        "title": PAGE,
        "dialog": {"title": t("action_find")},
        "items": [
            {"field": f"{ID}dialog_edit_text", "hint": t("search_hint"), "text": "domain"},
            {"button": t("search_hint"), "rid": "android:id/button1"},
        ],
    }
    close = [t("close_tab"), t("close_other_tabs"), t("close_all_tabs")]
    closing = "lightning BrowserActivity (close browser)"
    private = "lightning IncognitoActivity (close browser)"
    return [
        menu(
            "harmless",
            where,
            PAGE,
            rows,
            [(t("action_incognito"), False)],
        ),
        menu("reversible", where, PAGE, rows, [(t("action_add_to_homescreen"), False)]),
        menu("opens-prompt", where, PAGE, rows, [(t("action_add_bookmark"), False)]),
        alert("reversible", add, PAGE, *adding, (cancel, None), (ok, False), bookmark_fields),
        alert("harmless", add, PAGE, *adding, (cancel, False), (ok, None), bookmark_fields),
        entry("harmless", "lightning BrowserActivity (find in page)", find, [("button1", False)]),
        choices(
            "reversible",
            closing,
            PAGE,
            t("dialog_title_close_browser"),
            close,
            [(t("close_tab"), False), (t("close_other_tabs"), False)],
        ),
        choices(
            "close",
            closing,
            PAGE,
            t("dialog_title_close_browser"),
            close,
            [(t("close_all_tabs"), True)],
        ),
        choices(
            "close",
            private,
            t("action_incognito"),
            t("dialog_title_close_browser"),
            close,
            [(t("close_all_tabs"), True)],
        ),
        alert(
            "harmless",
            "lightning BrowserActivity (blocked local file)",
            PAGE,
            t("title_warning"),
            t("message_blocked_local"),
            (t("android:cancel"), None),
            (t("action_open"), False),
        ),
    ]


def tabs_drawer(t: Any) -> dict[str, Any]:
    return page(
        PAGE,
        [
            {"icon": t("action_new_tab"), "rid": f"{ID}tab_header_button"},
            {"text": t("tabs")},
            {
                "list": [
                    {"row": PAGE, "rid": f"{ID}textTab"},
                    {"row": SHOP, "rid": f"{ID}textTab"},
                ]
            },
            {"icon": t("action_back"), "rid": f"{ID}action_back"},
            {"icon": t("action_homepage"), "rid": f"{ID}action_home"},
            {"icon": t("action_forward"), "rid": f"{ID}action_forward"},
            {"icon": t("action_new_tab"), "rid": f"{ID}new_tab_button"},
        ],
    )


def bookmarks_drawer(t: Any, title: str = PAGE) -> dict[str, Any]:
    return page(
        title,
        [
            {"icon": t("action_back"), "rid": f"{ID}bookmark_back_button"},
            {"text": t("action_bookmarks")},
            {
                "list": [
                    {"row": FOLDER, "rid": f"{ID}textBookmark"},
                    {"row": PAGE, "rid": f"{ID}textBookmark"},
                    {"row": "F-Droid", "rid": f"{ID}textBookmark"},
                ]
            },
            {"icon": t("dialog_tools_title"), "rid": f"{ID}action_page_tools"},
            {"icon": t("action_add_bookmark"), "rid": f"{ID}action_add_bookmark"},
            {"icon": t("reading_mode"), "rid": f"{ID}action_reading"},
        ],
    )


def drawers(t: Any) -> list[dict[str, Any]]:
    tools = [t("dialog_toggle_desktop"), t("dialog_adblock_disable_for_site")]
    drawer = "lightning BookmarksDrawerView"
    return [
        entry(
            "harmless",
            "lightning TabsDrawerView",
            tabs_drawer(t),
            [("new_tab_button", False)],
        ),
        # The page is bookmarked: the star is lit, and its click removes the bookmark.
        entry(
            "delete",
            f"{drawer} (bookmarked page)",
            bookmarks_drawer(t),
            [(t("action_add_bookmark"), True)],
        ),
        # The incognito window's drawer does the same.
        entry(
            "delete",
            f"{drawer} (incognito, bookmarked page)",
            bookmarks_drawer(t, t("action_incognito")),
            [(t("action_add_bookmark"), True)],
        ),
        entry(
            "opens-prompt",
            f"{drawer} (page not bookmarked)",
            bookmarks_drawer(t, SHOP),
            [(t("action_add_bookmark"), False)],
        ),
        entry("opens-prompt", drawer, bookmarks_drawer(t), [(t("dialog_tools_title"), False)]),
        choices(
            "reversible",
            f"{drawer} (page tools)",
            PAGE,
            t("dialog_tools_title"),
            tools,
            [(t("dialog_adblock_disable_for_site"), False)],
        ),
    ]


def long_presses(t: Any) -> list[dict[str, Any]]:
    opens = [t("dialog_open_new_tab"), t("dialog_open_background_tab"),
             t("dialog_open_incognito_tab"), t("action_share"), t("dialog_copy_link")]  # fmt: skip
    bookmark = [*opens, t("dialog_remove_bookmark"), t("dialog_edit_bookmark")]
    history = [*opens, t("dialog_remove_from_history")]
    folder = [t("dialog_rename_folder"), t("dialog_remove_folder")]
    marks = "lightning LightningDialogBuilder (bookmark long press)"
    folders = "lightning LightningDialogBuilder (folder long press)"
    visited = "lightning LightningDialogBuilder (history long press)"
    links = "lightning LightningDialogBuilder (link long press)"
    ok = t("action_ok")
    edit_fields = (
        {"field": f"{ID}bookmark_title", "hint": t("hint_title"), "text": "F-Droid"},
        {"field": f"{ID}bookmark_url", "text": "https://f-droid.org/"},
        {"field": f"{ID}bookmark_folder", "hint": t("folder"), "text": FOLDER},
    )
    rename = ({"field": f"{ID}dialog_edit_text", "hint": t("hint_title"), "text": "Reading"},)
    books = t("action_bookmarks")
    return [
        choices("delete", marks, PAGE, books, bookmark, [(t("dialog_remove_bookmark"), True)]),
        # The same list over the bookmarks page a new tab shows.
        choices(
            "delete",
            f"{marks}, bookmark page",
            books,
            books,
            bookmark,
            [(t("dialog_remove_bookmark"), True)],
        ),
        choices(
            "harmless",
            marks,
            PAGE,
            books,
            bookmark,
            [(t("dialog_open_background_tab"), False)],
        ),
        choices("opens-prompt", marks, PAGE, books, bookmark, [(t("dialog_edit_bookmark"), False)]),
        alert(
            "reversible",
            "lightning LightningDialogBuilder (edit bookmark)",
            PAGE,
            t("title_edit_bookmark"),
            None,
            None,
            (ok, False),
            edit_fields,
        ),
        choices(
            "reversible",
            folders,
            PAGE,
            t("action_folder"),
            folder,
            [(t("dialog_remove_folder"), False)],
        ),
        choices(
            "opens-prompt",
            folders,
            PAGE,
            t("action_folder"),
            folder,
            [(t("dialog_rename_folder"), False)],
        ),
        alert(
            "reversible",
            "lightning LightningDialogBuilder (rename folder)",
            PAGE,
            t("title_rename_folder"),
            None,
            None,
            (ok, False),
            rename,
        ),
        choices(
            "delete",
            visited,
            t("action_history"),
            t("action_history"),
            history,
            [(t("dialog_remove_from_history"), True)],
        ),
        choices(
            "harmless",
            visited,
            t("action_history"),
            t("action_history"),
            history,
            [(t("dialog_open_new_tab"), False)],
        ),
        choices(
            "delete",
            "lightning LightningDialogBuilder (downloads page long press)",
            t("action_downloads"),
            t("action_downloads"),
            [t("dialog_delete_all_downloads")],
            [(t("dialog_delete_all_downloads"), True)],
        ),
        choices(
            "harmless",
            links,
            PAGE,
            LINK,
            opens,
            [(t("dialog_open_incognito_tab"), False)],
        ),
        choices(
            "reversible",
            "lightning LightningDialogBuilder (image long press)",
            PAGE,
            IMAGE,
            [*opens, t("dialog_download_image")],
            [(t("dialog_download_image"), False)],
        ),
    ]


def web(t: Any) -> list[dict[str, Any]]:
    download = (FILE, t("dialog_download", "1.2 MB"))
    cancel, get = t("action_cancel"), t("action_download")
    saving = "lightning LightningDownloadListener"
    resend = (t("title_form_resubmission"), t("message_form_resubmission"))
    yes, no = t("action_yes"), t("action_no")
    forms = "lightning LightningWebClient (form resubmission)"
    warning = (
        t("title_warning"),
        t("message_insecure_connection", "- " + t("message_certificate_untrusted")),
    )
    ask = ({"text": t("ssl_warning_dont_ask_again"), "rid": f"{ID}checkBoxDontAskAgain"},)
    sign_in = (
        {"text": t("label_realm", "Staff area"), "rid": f"{ID}auth_request_realm_textview"},
        {"field": f"{ID}auth_request_username_edittext", "hint": t("hint_username"),
         "text": "alice"},
        {"field": f"{ID}auth_request_password_edittext", "hint": t("hint_password")},
    )  # fmt: skip
    auth = "lightning LightningWebClient (HTTP sign-in)"
    return [
        alert("reversible", saving, PAGE, *download, (cancel, None), (get, False)),
        alert("harmless", saving, PAGE, *download, (cancel, False), (get, None)),
        alert("send", forms, SHOP, *resend, (no, None), (yes, True)),
        # The same question when a contact form's result page is reloaded.
        alert("send", f"{forms}, reload", "Contact us", *resend, (no, None), (yes, True)),
        alert("harmless", forms, SHOP, *resend, (no, False), (yes, None)),
        alert(
            "harmless",
            "lightning LightningWebClient (certificate warning)",
            PAGE,
            *warning,
            (no, None),
            (yes, False),
            ask,
        ),
        alert(
            "reversible",
            auth,
            PAGE,
            t("title_sign_in"),
            None,
            (cancel, None),
            (t("title_sign_in"), False),
            sign_in,
        ),
    ]


def pref(t: Any, key: str, summary: str | None = None) -> dict[str, Any]:
    """A ``Preference`` row: its title (``android:id/title``) and summary."""
    row: dict[str, Any] = {"row": t(key), "rid": "android:id/title"}
    if summary:
        row["secondary"] = t(summary)
    return row


def check(t: Any, key: str, checked: bool) -> dict[str, Any]:
    """A ``CheckBoxPreference``."""
    return {"switch": t(key), "checked": checked}


def settings(t: Any) -> list[dict[str, Any]]:
    headers = page(
        t("settings"),
        [
            {
                "list": [
                    pref(t, k)
                    for k in (
                        "settings_adblock", "settings_general", "bookmark_settings",
                        "settings_display", "settings_privacy", "settings_advanced",
                        "settings_about",
                    )
                ]
            }
        ],
    )  # fmt: skip
    privacy = page(
        t("settings_privacy"),
        [
            {
                "list": [
                    check(t, "location", True),
                    check(t, "third_party", False),
                    {**check(t, "password", True), "secondary": t("recommended")},
                    check(t, "do_not_track", False),
                    check(t, "cache", False),
                    check(t, "clear_history_exit", False),
                    check(t, "clear_cookies_exit", False),
                    pref(t, "clear_cache"),
                    pref(t, "clear_history"),
                    pref(t, "clear_cookies"),
                    pref(t, "clear_web_storage"),
                ]
            }
        ],
    )
    bookmarks = page(
        t("bookmark_settings"),
        [pref(t, "export_bookmarks"), pref(t, "import_backup"),
         pref(t, "action_delete_all_bookmarks")],
    )  # fmt: skip
    chooser = {
        "title": t("bookmark_settings"),
        "dialog": {"title": f"{t('title_chooser')}: {STORAGE}"},
        "items": [{"row": name} for name in ("Android", "DCIM", "Download", BACKUP)],
    }
    downloads = {
        "title": t("bookmark_settings"),
        "dialog": {"title": f"{t('title_chooser')}: {STORAGE}"},
        "items": [{"row": name} for name in (EXPORTED, FILE)],
    }
    adblock = page(
        t("settings_adblock"),
        [
            check(t, "block_ads", True),
            pref(t, "block_ad_source", "block_source_default"),
            {**pref(t, "block_ad_refresh_now"),
             "secondary": t("block_ad_remote_refresh_frequency_description")},
        ],
    )  # fmt: skip
    sources = {
        "title": t("settings_adblock"),
        "dialog": {"title": t("block_ad_source")},
        "items": [
            {"radio": t("block_source_default"), "checked": False},
            {"radio": t("block_source_local"), "checked": False},
            {"radio": t("block_source_remote"), "checked": True},
            {"button": t("action_ok"), "rid": "android:id/button1"},
        ],
    }
    advanced = page(
        t("settings_advanced"),
        [
            {**check(t, "window", True), "secondary": t("recommended")},
            {**check(t, "cookies", True), "secondary": t("recommended")},
            check(t, "incognito_cookies", False),
            check(t, "restore", True),
        ],
    )
    themes = {
        "title": t("settings_display"),
        "dialog": {"title": t("theme")},
        "items": [
            {"radio": t("light_theme"), "checked": True},
            {"radio": t("dark_theme"), "checked": False},
            {"radio": t("black_theme"), "checked": False},
            {"button": t("action_ok"), "rid": "android:id/button1"},
        ],
    }
    history = (t("title_clear_history"), t("dialog_history"))
    cookies = (t("title_clear_cookies"), t("dialog_cookies"))
    yes, no = t("action_yes"), t("action_no")
    delete = (t("action_delete"), t("action_delete_all_bookmarks"))
    sure, not_sure = t("yes"), t("no")
    priv = "lightning PrivacySettingsFragment"
    marks = "lightning BookmarkSettingsFragment"
    here = t("settings_privacy")
    return [
        entry(
            "harmless",
            "lightning SettingsActivity (headers)",
            headers,
            [(t("settings_privacy"), False)],
        ),
        entry("delete", priv, privacy, [(t("clear_web_storage"), True)]),
        entry(
            "opens-prompt",
            priv,
            privacy,
            [(t("clear_history"), False), (t("clear_cookies"), False)],
        ),
        entry("harmless", priv, privacy, [(t("clear_cache"), False)]),
        entry("reversible", priv, privacy, [(t("clear_history_exit"), False)]),
        alert("delete", f"{priv} (clear history)", here, *history, (no, None), (yes, True)),
        alert("harmless", f"{priv} (clear history)", here, *history, (no, False), (yes, None)),
        alert("delete", f"{priv} (clear cookies)", here, *cookies, (no, None), (yes, True)),
        alert("harmless", f"{priv} (clear cookies)", here, *cookies, (no, False), (yes, None)),
        entry("export", marks, bookmarks, [(t("export_bookmarks"), False)]),
        entry(
            "opens-prompt",
            marks,
            bookmarks,
            [(t("import_backup"), False), (t("action_delete_all_bookmarks"), False)],
        ),
        alert(
            "delete",
            f"{marks} (delete all)",
            t("bookmark_settings"),
            *delete,
            (not_sure, None),
            (sure, True),
        ),
        alert(
            "harmless",
            f"{marks} (delete all)",
            t("bookmark_settings"),
            *delete,
            (not_sure, False),
            (sure, None),
        ),
        entry("import", f"{marks} (choose a file)", chooser, [(BACKUP, True)]),
        entry("harmless", f"{marks} (choose a file)", chooser, [("Download", False)]),
        entry("import", f"{marks} (choose a file, Download)", downloads, [(EXPORTED, True)]),
        entry(
            "reversible", "lightning AdBlockSettingsFragment", adblock, [(t("block_ads"), False)]
        ),
        entry(
            "harmless",
            "lightning AdBlockSettingsFragment",
            adblock,
            [(t("block_ad_refresh_now"), False)],
        ),
        entry(
            "reversible",
            "lightning AdBlockSettingsFragment (hosts file source)",
            sources,
            [(t("block_source_default"), False)],
        ),
        entry(
            "opens-prompt",
            "lightning AdBlockSettingsFragment (hosts file source)",
            sources,
            [(t("block_source_local"), False)],
        ),
        entry(
            "reversible", "lightning AdvancedSettingsFragment", advanced, [(t("restore"), False)]
        ),
        entry(
            "reversible",
            "lightning DisplaySettingsFragment (app theme)",
            themes,
            [(t("dark_theme"), False)],
        ),
    ]
