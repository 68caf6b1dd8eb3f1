"""PipePipe's settings pages (history and cache, backup, the accounts, SponsorBlock and
its categories, the main page's tabs). Strings from ``app/src/main/res/values*/strings.xml``;
the channel's name is the same in every language.

Read from the code (``app/src/main/java/org/schabi/newpipe/settings`` and
``app/src/main/res/xml`` unless named): ``history_settings.xml`` and
``HistorySettingsFragment.java`` ("History and cache": the Watch history, "Resume playback"
and "Search history" switches, each saved at once; under "Clear data", "Wipe cached
metadata", which empties the cache of loaded pages at once, ``InfoCache.clearCache``, "Clear
watch history", "Delete playback positions" and "Clear search history", each behind its
question, "Delete entire search history?" with Cancel and Delete, whose Delete empties the
search history, ``deleteCompleteSearchHistory``, and "Clear reCAPTCHA cookies");
``backup_settings.xml`` and ``BackupSettingsFragment.java`` ("Import database", which opens
the system's file picker, "Export database", which opens its save picker; once a file is
picked, "This will override your current setup." with Cancel and OK, whose OK replaces the
app's database (history, subscriptions, playlists) with the file's, ``ContentSettingsManager
.extractDb``, and restarts the app); ``account_settings.xml`` and
``AccountSettingsFragment.java`` (Account: YouTube, disabled, BiliBili and NicoNico, and under
"Clear data" "Clear WebView cookies", which removes every cookie the app's web views hold at
once, ``CookieManager.removeAllCookies``, the services' sign-in pages' sessions with them);
``account_settings_bilibili.xml``, ``BaseAccountSettingsFragment.java``,
``BiliBiliAccountSettingsFragment.java`` and ``org/schabi/newpipe/views/
BaseLoginWebViewActivity.java`` with ``BiliBiliLoginWebViewActivity.java`` ("BiliBili
Account": Login, disabled while signed in, which opens BiliBili's sign-in page in a web view
and, as soon as a page of it loads with the session cookie ``SESSDATA`` in the web view's
cookies, takes those cookies as the app's; "Log out", which only empties the app's saved copy
of them at once, ``performLogout``, leaving the web view's; "Override cookies", "Edit cookies"
and "Access control");
``sponsor_block_settings.xml`` and ``SponsorBlockSettingsFragment.java`` (the website and
privacy policy links, the SponsorBlock switches, "SponsorBlock Categories" and "Clear
Whitelist", which asks "Are you sure you want to clear the whitelist?" with Cancel and Yes,
whose Yes deletes the list of channels SponsorBlock ignores, ``SponsorBlockDataManager
.clearWhitelist``); ``sponsor_block_category_settings.xml`` and
``SponsorBlockCategoriesSettingsFragment.java`` ("All On", "All Off", "Reset Colors", which
asks "Are you sure you want to reset the category colors?" with Cancel and Yes, whose Yes puts
every category's colour back to its default, and each category's Enable, "Skip Mode" and "Seek
Bar Color"); ``content_settings.xml`` and ``tabs/ChooseTabsFragment.java`` with
``app/src/main/res/menu/menu_chooser_fragment.xml`` ("Content of main page": the "Restore
defaults" icon (``menu_item_restore_default``), which asks "Do you want to restore defaults?"
with Cancel and OK, whose OK drops the saved tabs, ``TabsManager.resetTabs``, for the default
three; the tabs, and the add button (``addTabsButton``, with no content description)).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, page, pref, switch

CHANNEL = "Kurzgesagt"
"""A channel tab the user added to the main page."""


def screens(t: Any) -> list[dict[str, Any]]:
    """The settings' screens, in the language of ``t``."""
    return [*_history(t), *_backup(t), *_account(t), *_sponsor_block(t), *_tabs(t)]


def _history(t: Any) -> list[dict[str, Any]]:
    title = t("settings_category_history_title")
    shown = page(title, [
        switch(t("enable_watch_history_title"), True),
        switch(t("enable_playback_resume_title"), True),
        switch(t("enable_search_history_title"), True),
        {"text": t("settings_category_clear_data_title")},
        pref(t("metadata_cache_wipe_title"), t("metadata_cache_wipe_summary")),
        pref(t("clear_views_history_title"), t("clear_views_history_summary")),
        pref(t("clear_playback_states_title"), t("clear_playback_states_summary")),
        pref(t("clear_search_history_title"), t("clear_search_history_summary")),
        pref(t("clear_cookie_title"), t("clear_cookie_summary_new")),
    ])  # fmt: skip
    where = "pipepipe HistorySettingsFragment"
    return [
        entry("opens-prompt", where, shown, [(t("clear_search_history_title"), False)]),
        entry("harmless", where, shown, [(t("metadata_cache_wipe_title"), False)]),
        entry("reversible", where, shown, [(t("enable_search_history_title"), False)]),
        alert("delete", f"{where}.openDeleteSearchHistoryDialog", title,
              t("delete_search_history_alert"), None, negative=(t("cancel"), False),
              positive=(t("delete"), True)),
    ]  # fmt: skip


def _backup(t: Any) -> list[dict[str, Any]]:
    title = t("settings_category_backup_title")
    shown = page(title, [
        pref(t("import_data_title"), t("import_data_summary")),
        pref(t("export_data_title"), t("export_data_summary")),
    ])  # fmt: skip
    return [
        entry("harmless", "pipepipe BackupSettingsFragment", shown,
              [(t("import_data_title"), False)]),
        alert("overwrite", "pipepipe BackupSettingsFragment.requestImportPathResult", title, None,
              t("override_current_data"), negative=(t("cancel"), False),
              positive=(t("ok"), True)),
    ]  # fmt: skip


def _account(t: Any) -> list[dict[str, Any]]:
    accounts = page(t("account"), [
        pref("YouTube", t("youtube_account_temporarily_disabled")),
        pref("BiliBili"),
        pref("NicoNico"),
        {"text": t("settings_category_clear_data_title")},
        pref(t("clear_webview_cookies"), t("clear_webview_cookies_summary")),
    ])  # fmt: skip
    shown = page(t("settings_category_bilibili_account_title"), [
        pref(t("login_title"), t("login_warning")),
        pref(t("logout_title")),
        switch(t("override_cookies_title"), False),
        pref(t("override_cookies_value_title")),
        pref(t("cookie_functions_title")),
    ])  # fmt: skip
    return [
        entry(
            "sign-out",
            "pipepipe AccountSettingsFragment",
            accounts,
            [(t("clear_webview_cookies"), True)],
        ),
        entry(
            "reversible",
            "pipepipe BiliBiliAccountSettingsFragment",
            shown,
            [(t("logout_title"), False)],
        ),
    ]


def _sponsor_block(t: Any) -> list[dict[str, Any]]:
    title = t("sponsor_block")
    shown = page(title, [
        pref(t("sponsor_block_home_page_title"), t("sponsor_block_home_page_summary")),
        pref(t("sponsor_block_privacy_title"), t("sponsor_block_privacy_summary")),
        {"text": t("settings")},
        switch(t("sponsor_block_enable_title"), True),
        switch(t("sponsor_block_show_manual_skip_title"), False),
        switch(t("sponsor_block_graced_rewind_title"), True),
        switch(t("sponsor_block_notifications_title"), True),
        pref(t("settings_category_sponsor_block_categories_title"),
             t("settings_category_sponsor_block_categories_summary")),
        pref(t("sponsor_block_clear_whitelist_title"),
             t("sponsor_block_clear_whitelist_summary")),
    ])  # fmt: skip
    categories = t("settings_category_sponsor_block_categories_title")
    colours = page(categories, [
        {"text": t("settings_category_sponsor_block_categories_quick_actions")},
        pref(t("settings_category_sponsor_block_categories_all_colors_on_title")),
        pref(t("settings_category_sponsor_block_categories_all_colors_off_title")),
        pref(t("settings_category_sponsor_block_categories_reset_colors_title")),
        {"text": t("sponsor_block_category_sponsor")},
        switch(t("settings_category_sponsor_block_category_enable_title"), True),
        pref(t("settings_category_sponsor_block_category_enable_mode_title")),
        pref(t("settings_category_sponsor_block_category_color")),
    ])  # fmt: skip
    where = "pipepipe SponsorBlockSettingsFragment"
    kinds = "pipepipe SponsorBlockCategoriesSettingsFragment"
    return [
        entry("opens-prompt", where, shown, [(t("sponsor_block_clear_whitelist_title"), False)]),
        entry("reversible", where, shown, [(t("sponsor_block_enable_title"), False)]),
        alert("delete", f"{where} (clear whitelist)", title, None,
              t("sponsor_block_confirm_clear_whitelist"), negative=(t("cancel"), False),
              positive=(t("yes"), True)),
        entry("opens-prompt", kinds, colours,
              [(t("settings_category_sponsor_block_categories_reset_colors_title"), False)]),
        alert("reset", f"{kinds} (reset colors)", categories, None,
              t("sponsor_block_confirm_reset_colors"), negative=(t("cancel"), False),
              positive=(t("yes"), True)),
    ]  # fmt: skip


def _tabs(t: Any) -> list[dict[str, Any]]:
    title = t("main_page_content")
    shown = page(title, [
        {"icon": t("restore_defaults"), "rid": "menu_item_restore_default"},
        {"text": t("main_page_content_swipe_remove")},
        {"list": [{"row": t("trending")}, {"row": t("tab_subscriptions")},
                  {"row": t("tab_bookmarks")}, {"row": CHANNEL}]},
        {"id": "addTabsButton"},
    ])  # fmt: skip
    return [
        entry("opens-prompt", "pipepipe ChooseTabsFragment", shown,
              [(t("restore_defaults"), False)]),
        alert("reset", "pipepipe ChooseTabsFragment.restoreDefaults", title,
              t("restore_defaults"), t("restore_defaults_confirmation"),
              negative=(t("cancel"), False), positive=(t("ok"), True)),
    ]  # fmt: skip
