"""Mihon's screens (``app.mihon``, a manga reader and library), strings from ``t(name)``.

Read from the code (``app/src/main/java/eu/kanade/presentation``): ``history/HistoryScreen.kt``
(the History tab's toolbar: search and the "Clear history" icon, which only opens
``history/components/HistoryDialogs.kt``'s ``HistoryDeleteAllDialog``: "Remove everything",
"Are you sure? All history will be lost.", Cancel and OK, which deletes all reading history
for good); ``more/settings/screen/SettingsAdvancedScreen.kt`` (Advanced settings: "Share
crash logs", which writes a log and opens the share sheet, "Debug info", "Reindex downloads",
"Clear database", which only opens the screen that lists the sources to clear, "Clear
cookies", "Clear WebView data", "Reset per-series reader settings");
``more/settings/screen/advanced/ClearDatabaseScreen.kt`` (sources selected, the delete
action opens "Are you sure?": "You’re about to remove entries from the database", "Keep
entries with read chapters" with its switch, on by default, Cancel and OK, which removes the
non-library entries of those sources from the database, ``removeMangaBySourceId``);
``manga/components/MangaDialogs.kt``'s ``DeleteChaptersDialog`` (chapters selected on an
entry's screen: "Are you sure?", "Are you sure you want to delete the selected chapters?",
Cancel and OK, which deletes their downloaded files) and ``category/components/
CategoryDialogs.kt``'s ``CategoryDeleteDialog`` ("Delete category", "Do you wish to delete
the category …?", Cancel and OK, which deletes the category; its entries stay in the
library without it). Every dialog is a Compose ``AlertDialog`` with the dismiss button
before the confirm one and no test tags.
"""

from __future__ import annotations

from typing import Any

from screens import compose_dialog, entry

ENTRY, CATEGORY = "Frieren: Beyond Journey's End", "Reading"


def screens(t: Any) -> list[dict[str, Any]]:
    return history(t) + advanced(t) + library(t)


def cancel_ok(t: Any, bad: bool | None = True) -> list[tuple[str, bool | None]]:
    """A Compose dialog's Cancel and OK (its confirm button, here a commit)."""
    return [(t("action_cancel"), False), (t("action_ok"), bad)]


def history(t: Any) -> list[dict[str, Any]]:
    page = {"title": t("history"), "items": [
        {"icon": t("action_search")}, {"icon": t("pref_clear_history")},
        {"list": [{"text": ENTRY}, {"text": "Dungeon Meshi"}]}]}  # fmt: skip
    return [
        entry("opens-prompt", "mihon HistoryScreen (toolbar)", page,
              [(t("pref_clear_history"), False)]),
        compose_dialog("delete", "mihon HistoryDeleteAllDialog", t("history"),
                       t("action_remove_everything"), t("clear_history_confirmation"),
                       cancel_ok(t)),
    ]  # fmt: skip


def advanced(t: Any) -> list[dict[str, Any]]:
    rows = [
        {"row": t("pref_dump_crash_logs"), "secondary": t("pref_dump_crash_logs_summary")},
        {"row": t("pref_debug_info")},
        {"row": t("pref_invalidate_download_cache"),
         "secondary": t("pref_invalidate_download_cache_summary")},
        {"row": t("pref_clear_database"), "secondary": t("pref_clear_database_summary")},
        {"row": t("pref_clear_cookies")},
        {"row": t("pref_clear_webview_data")},
        {"row": t("pref_reset_viewer_flags"), "secondary": t("pref_reset_viewer_flags_summary")},
    ]  # fmt: skip
    page = {"title": t("pref_category_advanced"), "items": [{"list": rows}]}
    keep = ({"text": t("clear_database_text")}, {"text": t("clear_db_exclude_read")})
    return [
        entry("opens-prompt", "mihon SettingsAdvancedScreen", page,
              [(t("pref_clear_database"), False)]),
        entry("harmless", "mihon SettingsAdvancedScreen", page,
              [(t("pref_dump_crash_logs"), False)]),
        compose_dialog("delete", "mihon ClearDatabaseScreen (confirmation)",
                       t("pref_clear_database"), t("are_you_sure"), None, cancel_ok(t), keep),
    ]  # fmt: skip


def library(t: Any) -> list[dict[str, Any]]:
    return [
        compose_dialog("delete", "mihon DeleteChaptersDialog", ENTRY, t("are_you_sure"),
                       t("confirm_delete_chapters"), cancel_ok(t)),
        compose_dialog("delete", "mihon CategoryDeleteDialog", t("action_edit_categories"),
                       t("delete_category"), t("delete_category_confirmation", CATEGORY),
                       cancel_ok(t)),
    ]  # fmt: skip
