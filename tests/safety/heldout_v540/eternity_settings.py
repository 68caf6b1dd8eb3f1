"""Eternity's settings and local data screens (``eu.toldi.infinityforlemmy``: the Advanced
settings with their questions, the NSFW settings and "Disable NSFW Forever", a custom theme's
sheet and its deletion, a post filter's sheet, the search page's history and the crash reports),
strings from ``app/src/main/res/values*/strings.xml``. Theme and filter names, search queries
and the crash report are the same in every language.

Read from the code (``app/src/main/java/eu/toldi/infinityforlemmy`` unless named):
``activities/SettingsActivity.java`` (a settings page is titled with the row that opened it);
``settings/AdvancedPreferenceFragment.java`` with ``res/xml/advanced_preferences.xml`` (its
rows, each "Delete All ..." and "Reset All Settings" asking "Are you sure?" with No and Yes: Yes
in "Delete All Themes in Database" runs ``DeleteAllThemes``, which deletes every custom theme
and clears the light, dark and AMOLED theme settings; in "Delete All Read Posts in Database"
``DeleteAllReadPosts``, which empties the record of read posts; in "Reset All Settings" it
clears the main, tab and NSFW settings, keeping only "Disable NSFW Forever"; "Delete All
Communities in Database" and "Delete All Users in Database" only empty the cache of community
and user pages (``SubredditDao``, ``UserDao``), which the app fills again as pages are opened,
and are not tapped; "Backup Settings" opens the system's folder picker and "Restore Settings"
its file picker, the restore itself coming after a file is chosen; "Crash Reports" opens
``CrashReportsFragment``); ``settings/CrashReportsFragment.java`` with
``res/menu/crash_reports_fragment.xml`` ("Delete Logs" calls ``CrashyReporter.purgeLogs`` at
once; "Create Codeberg Issue" opens the browser with the logs filled in);
``settings/NsfwAndSpoilerFragment.java`` with ``res/layout/fragment_nsfw_and_spoiler.xml``
(switches saved at once; "Disable NSFW Forever" asks "Warning" with No and Yes, whose Yes saves
``DISABLE_NSFW_FOREVER``, disables the switch and its row for good and turns NSFW off);
``activities/CustomThemeListingActivity.java`` with
``bottomsheetfragments/CustomThemeOptionsBottomSheetFragment.java`` and its layout (the theme's
name, "Edit Theme", "Change Name", "Share Theme", which copies the theme to the clipboard, and
"Delete Theme", which asks "Delete Theme" "Are you sure you want to delete ...?" with No and
Yes, whose Yes calls ``DeleteTheme`` and removes the theme from the database);
``activities/PostFilterPreferenceActivity.java`` with
``bottomsheetfragments/PostFilterOptionsBottomSheetFragment.java`` (Edit, "Apply to" and Delete,
which calls ``DeletePostFilter`` at once, with no question); ``activities/SearchActivity.java``
with ``res/layout/activity_search.xml`` and ``res/layout/item_recent_search_query.xml`` (the
search field, "Search in" with "All communities", the delete-all image view, which has no
description and asks "Confirm" "Are you sure you want to delete all recent search queries?" with
No and Yes, whose Yes deletes the account's recent queries from the database, and the recent
queries, each with its own delete button).
"""

from __future__ import annotations

from typing import Any

from screens import ID, action, alert, entry, page, plain, sheet

THEME = "Forest Night"
QUERIES = ["ultralight tent", "bear canister rules"]
CRASH = "java.lang.IllegalStateException: Fragment not attached to a context."
ADVANCED = ["settings_delete_all_communities_data_in_database_title",
            "settings_delete_all_users_data_in_database_title",
            "settings_delete_all_sort_type_data_in_database_title",
            "settings_delete_all_post_layout_data_in_database_title",
            "settings_delete_all_themes_in_database_title",
            "settings_delete_front_page_scrolled_positions_in_database_title",
            "settings_delete_read_posts_in_database_title",
            "settings_delete_all_legacy_settings_title", "settings_reset_all_settings_title",
            "settings_backup_settings_title", "settings_restore_settings_title",
            "settings_crash_reports_title"]  # fmt: skip
"""The Advanced page's rows, in order."""


def screens(t: Any) -> list[dict[str, Any]]:
    return [*advanced(t), *nsfw(t), *themes_and_filters(t), *search(t)]


def advanced(t: Any) -> list[dict[str, Any]]:
    title = t("settings_advanced_master_title")
    rows = page(title, [{"row": t(k)} for k in ADVANCED])
    where = "eternity AdvancedPreferenceFragment"

    def sure(what: str, category: str) -> dict[str, Any]:
        return alert(category, f"{where} ({what})", title, t("are_you_sure"), None,
                     (t("no"), False), (t("yes"), True))  # fmt: skip

    crash = "crash_reports_fragment"
    reports = page(t("settings_crash_reports_title"), [
        action(t("action_delete_logs"), f"action_delete_logs_{crash}"),
        action(t("action_create_github_issue"), f"action_export_logs_{crash}"),
        {"text": CRASH},
    ])  # fmt: skip
    return [
        entry("opens-prompt", where, rows,
              [(t("settings_delete_all_themes_in_database_title"), False),
               (t("settings_reset_all_settings_title"), False),
               (t("settings_restore_settings_title"), False)]),
        sure("delete all themes", "delete"),
        sure("delete all read posts", "delete"),
        sure("reset all settings", "reset"),
        entry("delete", "eternity CrashReportsFragment", reports,
              [(t("action_delete_logs"), True)]),
    ]  # fmt: skip


def nsfw(t: Any) -> list[dict[str, Any]]:
    title = t("settings_nsfw_and_spoiler_title")
    frag = "nsfw_and_spoiler_fragment"
    switches = [("settings_enable_nsfw_title", "enable_nsfw", True),
                ("settings_blur_nsfw_title", "blur_nsfw", True),
                ("settings_do_not_blur_nsfw_in_nsfw_communities_title",
                 "do_not_blur_nsfw_in_nsfw_subreddits", False),
                ("settings_blur_spoiler_title", "blur_spoiler", False)]  # fmt: skip
    items = [{"switch": t(key), "rid": f"{ID}{rid}_switch_{frag}", "checked": on}
             for key, rid, on in switches]  # fmt: skip
    items += [{"text": t("settings_nsfw_and_spoiler_dangerous_group_title")},
              {"switch": t("settings_disable_nsfw_forever_title"),
               "rid": f"{ID}disable_nsfw_forever_switch_{frag}", "checked": False}]  # fmt: skip
    settings = page(title, items)
    where = "eternity NsfwAndSpoilerFragment"
    return [
        entry("reversible", where, settings, [(t("settings_blur_nsfw_title"), False)]),
        entry("opens-prompt", where, settings,
              [(t("settings_disable_nsfw_forever_title"), False)]),
        alert("overwrite", f"{where} (disable NSFW forever)", title, t("warning"),
              t("disable_nsfw_forever_message"), (t("no"), False), (t("yes"), True)),
    ]  # fmt: skip


def themes_and_filters(t: Any) -> list[dict[str, Any]]:
    themes = t("custom_theme_listing_activity_label")
    options = "custom_theme_options_bottom_sheet_fragment"
    rows = [{"text": THEME, "rid": f"{ID}theme_name_text_view_{options}"}]
    rows += [{"row": t(key), "rid": f"{ID}{rid}_text_view_{options}"}
             for key, rid in (("edit_theme", "edit_theme"), ("change_theme_name",
                              "change_theme_name"), ("share_theme", "share_theme"),
                              ("delete_theme", "delete_theme"))]  # fmt: skip
    filters = "post_filter_options_bottom_sheet_fragment"
    filter_rows = [{"row": t(key), "rid": f"{ID}{key}_text_view_{filters}"}
                   for key in ("edit", "apply_to", "delete")]  # fmt: skip
    return [
        sheet("opens-prompt", "eternity CustomThemeOptionsBottomSheetFragment", themes, rows,
              [(t("delete_theme"), False)]),
        alert("delete", "eternity CustomThemeListingActivity (delete theme)", themes,
              t("delete_theme"), t("delete_theme_dialog_message", THEME), (t("no"), False),
              (t("yes"), True)),
        sheet("delete", "eternity PostFilterOptionsBottomSheetFragment",
              t("post_filter_preference_activity_label"), filter_rows, [(t("delete"), True)]),
    ]  # fmt: skip


def search(t: Any) -> list[dict[str, Any]]:
    activity = "search_activity"
    recent = "item_recent_search_query"
    items: list[dict[str, Any]] = [
        {"field": f"{ID}search_edit_text_{activity}", "hint": t("search")},
        plain(f"clear_search_edit_view_{activity}"), plain(f"link_handler_image_view_{activity}"),
        {"text": t("search_in"), "rid": f"{ID}search_in_text_view_{activity}"},
        {"text": t("all_communities"), "rid": f"{ID}subreddit_name_text_view_{activity}"},
        plain(f"delete_all_recent_searches_button_{activity}"),
    ]  # fmt: skip
    rows = [{"row": q, "rid": f"{ID}recent_search_query_text_view_{recent}"} for q in QUERIES]
    items.append({"list": [i for row in rows for i in (row, plain(f"delete_button_{recent}"))]})
    history = page("", items)
    return [
        entry("opens-prompt", "eternity SearchActivity (recent queries)", history,
              [(f"delete_all_recent_searches_button_{activity}", False)]),
        alert("delete", "eternity SearchActivity (delete all recent queries)", "", t("confirm"),
              t("confirm_delete_all_recent_searches"), (t("no"), False), (t("yes"), True)),
    ]  # fmt: skip
