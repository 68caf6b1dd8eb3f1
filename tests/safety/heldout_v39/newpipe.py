"""NewPipe's screens (``org.schabi.newpipe``, a YouTube and media front end that keeps its
subscriptions, playlists and history on the device), strings from ``t(name)``.

Read from the code (``app/src/main/java/org/schabi/newpipe`` and ``app/src/main/res``):
``menu/menu_history.xml`` with ``local/history/StatisticsPlaylistFragment.java`` (the
history's overflow holds "Clear watch history", which only opens
``HistorySettingsFragment.openDeleteWatchHistoryDialog``: "Delete entire watch history?"
with Cancel and Delete, which deletes the watch history and the playback positions; a long
press on a watched stream opens ``InfoItemDialog`` with the default entries and Delete,
whose action ``deleteEntry`` deletes the stream's history and state at once, with a
snackbar that has no undo); ``xml/history_settings.xml`` with
``settings/HistorySettingsFragment.java`` (the "Clear data" rows: "Wipe cached metadata"
clears the cache of fetched pages at once, the three clearing rows only open their dialogs,
"Delete all playback positions?" and "Delete entire search history?", each with Cancel and
Delete, which deletes); ``fragments/list/search/SearchFragment.java``
(``showDeleteSuggestionDialog``: a long press on a past search, titled by the query, "Do you
want to delete this item from search history?", Cancel and Delete);
``local/bookmark/BookmarkFragment.java`` (a long press on a local playlist opens a list
dialog, Rename and Delete, each only opening its own dialog; ``showDeleteDialog``: the
playlist's name, "Delete this playlist?", Delete, which removes the playlist and its
streams from the database, and Cancel); ``menu/menu_local_playlist.xml`` with
``local/playlist/LocalPlaylistFragment.java`` (a playlist's overflow: Rename, "Remove
watched" and "Remove duplicates", which open their dialogs; "Remove watched streams?" with
a "Remove partially watched streams" check box, Yes, which rewrites the playlist without
them, and Cancel; "Remove duplicates?" with OK, which rewrites it, and Cancel as the neutral
button; a long press on a stream opens ``InfoItemDialog`` with "Set as playlist thumbnail"
and Delete, which removes the stream from the playlist and saves at once);
``local/subscription/SubscriptionFragment.kt`` (``showLongTapDialog``: the channel's name
over Share, "Open in browser" and Unsubscribe, which deletes the subscription at once);
``fragments/list/channel/ChannelFragment.java`` (the header's
``channel_subscribe_button`` reads Subscribed on a subscribed channel and unsubscribes at
once, ``mapOnUnsubscribe``; on another channel it reads Subscribe and subscribes);
``local/feed/FeedFragment.kt`` (``handleFeedNotAvailable``: "Error loading feed", the
channel's message, Unsubscribe, which deletes the subscription, and Cancel);
``layout/dialog_feed_group_create.xml`` with ``local/subscription/dialog/FeedGroupDialog.kt``
(the delete screen of a channel group: "Do you want to delete this group?", the
``cancel_button`` and the ``confirm_button``, which reads OK there and deletes the group);
``us/shandian/giga/ui/fragment/MissionsFragment.java`` with ``menu/download_menu.xml``
(the downloads' overflow holds "Clear download history", which opens its prompt: "Clear
download history" as the negative button, which forgets the finished downloads' records at
once (the files stay), "Delete downloaded files" as the positive one, which only opens
"Erase all downloaded files from disk?", and Cancel as the neutral one; that second prompt's
OK hides the files and deletes them after five seconds unless the snackbar's Undo is
tapped, ``MissionAdapter.clearFinishedDownloads``); ``us/shandian/giga/ui/adapter/
MissionAdapter.java`` with ``menu/mission.xml`` (a finished download's popup: Share,
"Delete file", which goes through ``Deleter`` and its Undo snackbar, "Show info" and
Checksum); ``xml/backup_restore_settings.xml`` with
``settings/BackupRestoreSettingsFragment.java`` ("Import database" and "Export database"
open the file picker; once a file is picked, "This will override your current setup." with
OK, which replaces the database, subscriptions, playlists and history included, and
Cancel; "Reset settings" opens its prompt, whose OK deletes every setting and restarts the
app). NewPipe's dialogs are ``AlertDialog``s: their buttons carry the platform's ids.
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, choices, dialog, entry, menu

VIDEO, CHANNEL, PLAYLIST = "How the Moon formed", "Deep Sea Lab", "Road trip"
QUERY, GROUP = "lofi beats", "Science"


def screens(t: Any) -> list[dict[str, Any]]:
    return history(t) + clearing(t) + playlists(t) + subscriptions(t) + downloads(t) + backup(t)


def cancel_then(t: Any, label: str, bad: bool) -> list[tuple[str, str, bool | None]]:
    """Cancel (negative) and the dialog's positive button."""
    return [(t("cancel"), NEGATIVE, False), (t(label), POSITIVE, bad)]


def stream_entries(t: Any, *middle: str) -> list[str]:
    """``InfoItemDialog``'s rows for a stream with no player running: the "start here"
    entries, the screen's own entries, then the default end entries (watch history on)."""
    return [t("start_here_on_background"), t("start_here_on_popup"), *map(t, middle),
            t("download"), t("add_to_playlist"), t("share"), t("open_in_browser"),
            t("mark_as_watched"), t("show_channel_details")]  # fmt: skip


def history(t: Any) -> list[dict[str, Any]]:
    page = t("title_activity_history")
    rows = stream_entries(t, "delete")
    where = "newpipe StatisticsPlaylistFragment.showInfoItemDialog (a watched stream)"
    return [
        menu("opens-prompt", "newpipe menu_history (the history's overflow)", page,
             [t("clear_views_history_title")], [(t("clear_views_history_title"), False)]),
        dialog("delete", "newpipe HistorySettingsFragment.openDeleteWatchHistoryDialog", page,
               t("delete_view_history_alert"), None, cancel_then(t, "delete", True)),
        choices("delete", where, page, VIDEO, rows, [(t("delete"), True)]),
        choices("harmless", where, page, VIDEO, rows, [(t("add_to_playlist"), False)]),
    ]  # fmt: skip


def clearing(t: Any) -> list[dict[str, Any]]:
    title = t("settings_category_history_title")
    rows = [{"text": t("settings_category_clear_data_title")}, {"list": [
        {"row": t("metadata_cache_wipe_title"), "secondary": t("metadata_cache_wipe_summary")},
        {"row": t("clear_views_history_title"), "secondary": t("clear_views_history_summary")},
        {"row": t("clear_playback_states_title"),
         "secondary": t("clear_playback_states_summary")},
        {"row": t("clear_search_history_title"),
         "secondary": t("clear_search_history_summary")},
        {"row": t("clear_cookie_title"), "secondary": t("clear_cookie_summary")}]}]  # fmt: skip
    page = {"title": title, "items": rows}
    where = "newpipe history_settings (History and cache)"
    return [
        entry("opens-prompt", where, page,
              [(t("clear_playback_states_title"), False),
               (t("clear_search_history_title"), False)]),
        entry("harmless", where, page, [(t("metadata_cache_wipe_title"), False)]),
        dialog("delete", "newpipe HistorySettingsFragment.openDeletePlaybackStatesDialog", title,
               t("delete_playback_states_alert"), None, cancel_then(t, "delete", True)),
        dialog("delete", "newpipe HistorySettingsFragment.openDeleteSearchHistoryDialog", title,
               t("delete_search_history_alert"), None, cancel_then(t, "delete", True)),
        dialog("delete", "newpipe SearchFragment.showDeleteSuggestionDialog", t("search"), QUERY,
               t("delete_item_search_history"), cancel_then(t, "delete", True)),
    ]  # fmt: skip


def playlists(t: Any) -> list[dict[str, Any]]:
    bookmarks = t("tab_bookmarks")
    overflow = [t("rename_playlist"), t("remove_watched"), t("remove_duplicates")]
    partly = ({"switch": t("remove_watched_popup_partially_watched_streams")},)
    rows = stream_entries(t, "set_as_playlist_thumbnail", "delete")
    where = "newpipe LocalPlaylistFragment.showInfoItemDialog (a stream of a local playlist)"
    return [
        choices("opens-prompt", "newpipe BookmarkFragment.showLocalDialog", bookmarks, None,
                [t("rename"), t("delete")], [(t("delete"), False), (t("rename"), False)]),
        dialog("delete", "newpipe BookmarkFragment.showDeleteDialog", bookmarks, PLAYLIST,
               t("delete_playlist_prompt"), cancel_then(t, "delete", True)),
        menu("opens-prompt", "newpipe menu_local_playlist (a local playlist's overflow)",
             PLAYLIST, overflow, [(t("remove_watched"), False), (t("remove_duplicates"), False)]),
        dialog("delete", "newpipe LocalPlaylistFragment.openRemoveWatchedConfirmationDialog",
               PLAYLIST, t("remove_watched_popup_title"), t("remove_watched_popup_warning"),
               cancel_then(t, "yes", True), partly),
        dialog("delete", "newpipe LocalPlaylistFragment.openRemoveDuplicatesDialog", PLAYLIST,
               t("remove_duplicates_title"), t("remove_duplicates_message"),
               [(t("cancel"), NEUTRAL, False), (t("ok"), POSITIVE, True)]),
        choices("delete", where, PLAYLIST, VIDEO, rows, [(t("delete"), True)]),
        choices("harmless", where, PLAYLIST, VIDEO, rows,
                [(t("set_as_playlist_thumbnail"), False)]),
    ]  # fmt: skip


def subscriptions(t: Any) -> list[dict[str, Any]]:
    rows = [t("share"), t("open_in_browser"), t("unsubscribe")]
    where = "newpipe SubscriptionFragment.showLongTapDialog (a subscription)"

    def channel(label: str) -> dict[str, Any]:
        return {"title": CHANNEL, "items": [
            {"text": CHANNEL}, {"button": t(label), "rid": "channel_subscribe_button"},
            {"list": [{"text": VIDEO}, {"text": "Life at 4000 metres"}]}]}  # fmt: skip

    error = " ".join([t("feed_load_error_account_info", CHANNEL), t("feed_load_error_terminated")])
    group = [(t("cancel"), "cancel_button", False), (t("ok"), "confirm_button", True)]
    return [
        choices("leave", where, t("tab_subscriptions"), CHANNEL, rows, [(t("unsubscribe"), True)]),
        choices("harmless", where, t("tab_subscriptions"), CHANNEL, rows, [(t("share"), False)]),
        entry("leave", "newpipe ChannelFragment (a subscribed channel)",
              channel("subscribed_button_title"), [(t("subscribed_button_title"), True)]),
        entry("reversible", "newpipe ChannelFragment (a channel not subscribed to)",
              channel("subscribe_button_title"), [(t("subscribe_button_title"), False)]),
        dialog("leave", "newpipe FeedFragment.handleFeedNotAvailable", t("fragment_feed_title"),
               t("feed_load_error"), error, cancel_then(t, "unsubscribe", True)),
        dialog("delete", "newpipe FeedGroupDialog (the delete screen of a group)", GROUP, None,
               t("feed_group_dialog_delete_message"), group),
    ]  # fmt: skip


def downloads(t: Any) -> list[dict[str, Any]]:
    page = t("downloads_title")
    popup = [t("share"), t("delete_file"), t("show_info"), t("checksum")]
    where = "newpipe MissionAdapter popup (a finished download)"
    prompt = [(t("cancel"), NEUTRAL, False), (t("clear_download_history"), NEGATIVE, True),
              (t("delete_downloaded_files"), POSITIVE, False)]  # fmt: skip
    return [
        menu("opens-prompt", "newpipe download_menu (the downloads' overflow)", page,
             [t("clear_download_history")], [(t("clear_download_history"), False)]),
        dialog("delete", "newpipe MissionsFragment.showClearDownloadHistoryPrompt", page,
               t("clear_download_history"), t("confirm_prompt"), prompt),
        dialog("reversible",
               "newpipe MissionsFragment.showDeleteDownloadedFilesConfirmationPrompt", page,
               t("delete_downloaded_files_confirm"), None, cancel_then(t, "ok", False)),
        menu("reversible", where, page, popup, [(t("delete_file"), False)]),
        menu("harmless", where, page, popup, [(t("share"), False)]),
    ]  # fmt: skip


def backup(t: Any) -> list[dict[str, Any]]:
    title = t("settings_category_backup_restore_title")
    rows = [{"list": [
        {"row": t("import_data_title"), "secondary": t("import_data_summary")},
        {"row": t("export_data_title"), "secondary": t("export_data_summary")},
        {"row": t("reset_settings_title"), "secondary": t("reset_settings_summary")}]}]  # fmt: skip
    page = {"title": title, "items": rows}
    where = "newpipe backup_restore_settings (Backup and restore)"
    return [
        entry("harmless", where, page, [(t("import_data_title"), False)]),
        entry("opens-prompt", where, page, [(t("reset_settings_title"), False)]),
        dialog("overwrite", "newpipe BackupRestoreSettingsFragment.requestImportPathResult",
               title, None, t("override_current_data"), cancel_then(t, "ok", True)),
        dialog("delete", "newpipe BackupRestoreSettingsFragment (Reset settings)", title, None,
               t("reset_all_settings"), cancel_then(t, "ok", True)),
    ]  # fmt: skip
