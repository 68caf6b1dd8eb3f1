"""Tubular's settings (``org.polymorphicshade.tubular``), strings from
``app/src/main/res/values*/strings.xml``; the pages' rows from ``app/src/main/res/xml``. The
tab and channel names are the same in every language, and so is ReturnYouTubeDislike, which
``main_settings.xml`` writes as it is.

Read from the code (``app/src/main/java/org/schabi/newpipe/settings``):
``MainSettingsFragment.java`` and ``res/xml/main_settings.xml`` (the settings' pages);
``HistorySettingsFragment.java`` and ``res/xml/history_settings.xml`` (the page "History and
cache": the switches "Watch history", "Resume playback" and "Search history", each set at
once, and under "Clear data" "Wipe cached metadata", which empties the in-memory cache of
pages read from the network, ``InfoCache.clearCache``, "Clear watch history", "Delete playback
positions", which asks "Delete all playback positions?" with Cancel and Delete, whose Delete
calls ``deleteCompleteStreamStateHistory``, "Clear search history" and "Clear reCAPTCHA
cookies"); ``BackupRestoreSettingsFragment.java`` and ``res/xml/backup_restore_settings.xml``
(the page "Backup and restore": "Import database", which opens the system's file picker and,
once a file is picked, asks "This will override your current setup." with Cancel and OK, whose
OK calls ``importDatabase``, which replaces the app's database with the file's
(``ImportExportManager.extractDb``) and restarts the app; "Export database", which opens the
system's save picker; "Reset settings", which asks the platform dialog "Resetting all settings
will discard all of your preferred settings and restarts the app. Are you sure you want to
proceed?" with Cancel and OK, whose OK clears every preference and restarts the app);
``SponsorBlockSettingsFragment.java`` and ``res/xml/sponsor_block_settings.xml`` (the page
SponsorBlock: "View Website" and "View Privacy Policy", which open the browser, "Enable
SponsorBlock" and the other switches, "API Url", "SponsorBlock Categories", and "Clear
Whitelist", which asks "Are you sure you want to clear the whitelist?" with Cancel and Yes,
whose Yes calls ``SponsorBlockDataManager.clearWhitelist``: every channel the user whitelisted
is forgotten); ``tabs/ChooseTabsFragment.java``, ``res/menu/menu_chooser_fragment.xml`` and
``res/layout/fragment_choose_tabs.xml`` (the page "Content of main page": the tabs chosen, the
"Restore defaults" icon, which asks "Restore defaults", "Do you want to restore defaults?" with
Cancel and OK, whose OK calls ``TabsManager.resetTabs``: the tabs the user chose and ordered,
the channel and playlist tabs among them, give way to the four default ones).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, entry, icons, page, pref

TABS = ("Workshop Revival", "Shop projects")


def screens(t: Any) -> list[dict[str, Any]]:
    return main(t) + history(t) + backup(t) + sponsor_block(t) + tabs(t)


def main(t: Any) -> list[dict[str, Any]]:
    keys = ("settings_category_video_audio_title", "settings_category_downloads_title",
            "settings_category_appearance_title", "settings_category_history_title", "content",
            "notifications", "settings_category_updates_title",
            "settings_category_backup_restore_title", "sponsor_block", "=ReturnYouTubeDislike",
            "settings_category_debug_title")  # fmt: skip
    shown = page(t("settings"), [pref(t, key) for key in keys])
    where = "tubular MainSettingsFragment"
    return [entry("harmless", where, shown, [(t("settings_category_history_title"), False)])]


def history(t: Any) -> list[dict[str, Any]]:
    title = t("settings_category_history_title")
    shown = page(
        title,
        [
            {"switch": t("enable_watch_history_title"), "checked": True},
            {"switch": t("enable_playback_resume_title"), "checked": True},
            {"switch": t("enable_search_history_title"), "checked": True},
            {"text": t("settings_category_clear_data_title")},
            pref(t, "metadata_cache_wipe_title", "metadata_cache_wipe_summary"),
            pref(t, "clear_views_history_title", "clear_views_history_summary"),
            pref(t, "clear_playback_states_title", "clear_playback_states_summary"),
            pref(t, "clear_search_history_title", "clear_search_history_summary"),
            pref(t, "clear_cookie_title", "clear_cookie_summary"),
        ],
    )
    where = "tubular HistorySettingsFragment"
    return [
        entry("opens-prompt", where, shown, [(t("clear_playback_states_title"), False)]),
        alert(
            "delete",
            "tubular HistorySettingsFragment openDeletePlaybackStatesDialog",
            title,
            t("delete_playback_states_alert"),
            None,
            (t("cancel"), None),
            (t("delete"), True),
        ),
        entry("harmless", where, shown, [(t("metadata_cache_wipe_title"), False)]),
        entry("reversible", where, shown, [(t("enable_watch_history_title"), False)]),
    ]


def backup(t: Any) -> list[dict[str, Any]]:
    title = t("settings_category_backup_restore_title")
    shown = page(
        title,
        [
            pref(t, "import_data_title", "import_data_summary"),
            pref(t, "export_data_title", "export_data_summary"),
            pref(t, "reset_settings_title", "reset_settings_summary"),
        ],
    )
    where = "tubular BackupRestoreSettingsFragment"
    reset = "tubular BackupRestoreSettingsFragment (reset settings)"
    imported = "tubular BackupRestoreSettingsFragment requestImportPathResult"

    def ask(category: str, no: bool | None, yes: bool | None) -> dict[str, Any]:
        return alert(category, reset, title, None, t("reset_all_settings"), (t("cancel"), no),
                     (t("ok"), yes))  # fmt: skip

    return [
        entry("opens-prompt", where, shown, [(t("reset_settings_title"), False)]),
        ask("reset", None, True),
        ask("harmless", False, None),
        entry("harmless", where, shown, [(t("import_data_title"), False)]),
        alert(
            "overwrite",
            imported,
            title,
            None,
            t("override_current_data"),
            (t("cancel"), None),
            (t("ok"), True),
        ),
    ]


def sponsor_block(t: Any) -> list[dict[str, Any]]:
    title = t("sponsor_block")
    shown = page(
        title,
        [
            pref(t, "sponsor_block_home_page_title", "sponsor_block_home_page_summary"),
            pref(t, "sponsor_block_privacy_title", "sponsor_block_privacy_summary"),
            {"text": t("settings")},
            {"switch": t("sponsor_block_enable_title"), "checked": True},
            pref(t, "sponsor_block_api_url_title", "sponsor_block_api_url_summary"),
            {"switch": t("sponsor_block_show_manual_skip_title"), "checked": True},
            {"switch": t("sponsor_block_graced_rewind_title"), "checked": True},
            {"switch": t("sponsor_block_notifications_title"), "checked": True},
            pref(
                t,
                "settings_category_sponsor_block_categories_title",
                "settings_category_sponsor_block_categories_summary",
            ),
            pref(t, "sponsor_block_clear_whitelist_title", "sponsor_block_clear_whitelist_summary"),
        ],
    )
    where = "tubular SponsorBlockSettingsFragment"
    return [
        entry("reversible", where, shown, [(t("sponsor_block_enable_title"), False)]),
        alert(
            "delete",
            "tubular SponsorBlockSettingsFragment (clear whitelist)",
            title,
            None,
            t("sponsor_block_confirm_clear_whitelist"),
            (t("cancel"), None),
            (t("yes"), True),
        ),
    ]


def tabs(t: Any) -> list[dict[str, Any]]:
    title = t("main_page_content")
    shown = page(
        title,
        [
            *icons(t, ("restore_defaults", "menu_item_restore_default")),
            {"text": t("main_page_content_swipe_remove"), "rid": f"{ID}helpTextView"},
            {
                "list": [
                    {"row": t("fragment_feed_title")},
                    {"row": t("tab_subscriptions")},
                    {"row": t("tab_bookmarks")},
                    *({"row": name} for name in TABS),
                ]
            },
            {"id": f"{ID}addTabsButton", "rid": f"{ID}addTabsButton"},
        ],
    )
    restore = "tubular ChooseTabsFragment restoreDefaults"
    return [
        entry(
            "opens-prompt", "tubular ChooseTabsFragment", shown, [(t("restore_defaults"), False)]
        ),
        alert(
            "reset",
            restore,
            title,
            t("restore_defaults"),
            t("restore_defaults_confirmation"),
            (t("cancel"), None),
            (t("ok"), True),
        ),
    ]
