"""PipePipe's library screens (``org.schabi.newpipe`` in PipePipe's build, a client for YouTube,
BiliBili, NicoNico and other services with no account of its own: local playlists and
bookmarked remote ones, the watch history, the search history, the subscriptions and their
channel groups). Strings from ``app/src/main/res/values*/strings.xml``; playlist, video,
channel, group and query names are the same in every language.

Read from the code (``app/src/main/java/org/schabi/newpipe``): ``local/bookmark/
BookmarkFragment.java`` (the Bookmarked Playlists tab: a playlist tapped opens it; a local
playlist held opens ``showLocalDialog``, the name field with Delete, Cancel and Rename, whose
Delete only opens ``showDeleteDialog``; a bookmarked remote playlist held opens
``showDeleteDialog`` at once: its title the playlist's name, "Delete this playlist?", Cancel and
Delete, whose Delete drops the item and saves the list, ``deleteItem``, whose save deletes a
local playlist and its entries, ``LocalPlaylistManager.updatePlaylists``, or a remote one's
bookmark, ``RemotePlaylistManager.updatePlaylists``, with no undo);
``local/playlist/LocalPlaylistFragment.java`` and ``res/menu/menu_local_playlist.xml`` (a local
playlist's page, titled with its name: Search and Sort as icons, the overflow's Share, Rename,
"Remove watched", "Remove duplicates", "Download all", "Import URLs from file" and "Add to
playlist"; "Remove watched videos?" with "Yes, and partially watched videos", Cancel and OK,
``removeWatchedStreams``, which rewrites the playlist without every video the watch history
holds, fully watched ones for OK and any watched at all for the neutral button, and saves it;
``createRenameDialog``, Rename, which renames it; ``showInfoItemDialog``, a video's held
menu, whose Delete takes the video out of the playlist, ``deleteItem``);
``info_list/dialog/InfoItemDialog.java`` and ``StreamDialogDefaultEntry.java`` (a held video's
menu: its name and uploader, then "Start playing in the background", "Start playing in a
popup", the page's own entries, Download, "Add to playlist", Share, "Open in browser", "Mark
as watched", "Show channel details" and "Add channel to blocking list", whose confirmation,
with the platform's OK and Cancel, adds the uploader to the channel filter, which its
settings page edits); ``local/history/StatisticsPlaylistFragment.java`` and
``res/menu/menu_history.xml`` (the History page: the overflow's "Clear watch history", which
opens ``HistorySettingsFragment.openDeleteWatchHistoryDialog``, "Delete entire watch
history?", Cancel and Delete, which deletes every history entry and playback position; a
video's held menu, whose Delete removes its history and playback position at once,
``deleteStreamHistoryAndState``, with a snackbar and no undo); ``fragments/list/search/
SearchFragment.java`` (a search suggestion from the history held: its query, "Do you want to
delete this item from search history?", Cancel and Delete, ``deleteSearchHistory``);
``local/subscription/SubscriptionFragment.kt`` (a channel held: its name, Share, "Open in
browser" and Unsubscribe, which deletes the subscription at once, ``deleteChannel``; a channel
group held opens ``FeedGroupDialog``); ``local/subscription/dialog/FeedGroupDialog.kt``,
``FeedGroupDialogViewModel.kt`` and ``res/layout/dialog_feed_group_create.xml`` (a group's
dialog: its icon, name field, the count of channels chosen, "Select subscriptions", the delete
icon (``delete_button``, with no content description), Cancel and OK; the delete icon only
turns the dialog to its delete screen, "Do you want to delete this group?" with Cancel and
OK, whose OK deletes the group, ``deleteGroup``).
"""

from __future__ import annotations

from typing import Any

from screens import alert, choices, custom, entry, menu, page

ROAD, STUDY = "Road Trip", "Study Session"
"""Playlists made in the app."""
REMOTE, REMOTE_BY = "Lofi Classics", "Lofi Girl"
"""A YouTube playlist bookmarked in the app, and its uploader."""
VIDEO, UPLOADER = "Late Night Coding Mix", "Chillhop Music"
VIDEO2, UPLOADER2 = "Rainy Jazz Cafe", "Cafe Music BGM"
QUERY = "lofi hip hop"
GROUP = "Music"


def screens(t: Any) -> list[dict[str, Any]]:
    """The library's screens, in the language of ``t``."""
    return [*_bookmarks(t), *_playlist(t), *_history(t), *_search(t), *_subscriptions(t)]


def _bookmarks(t: Any) -> list[dict[str, Any]]:
    tab = t("tab_bookmarks")
    shown = page(tab, [{"list": [
        {"row": ROAD, "secondary": "12"}, {"row": STUDY, "secondary": "7"},
        {"row": REMOTE, "secondary": REMOTE_BY},
    ]}])  # fmt: skip
    name = ({"field": "dialogEditText", "hint": t("name"), "text": ROAD},)
    held = "pipepipe BookmarkFragment.showLocalDialog"
    ask = "pipepipe BookmarkFragment.showDeleteDialog"
    return [
        entry("harmless", "pipepipe BookmarkFragment", shown, [(ROAD, False)]),
        alert("opens-prompt", held, tab, None, None, neutral=(t("delete"), False),
              negative=(t("cancel"), None), positive=(t("rename_playlist"), None), items=name),
        alert("delete", f"{ask} (local playlist)", tab, ROAD, t("delete_playlist_prompt"),
              negative=(t("cancel"), False), positive=(t("delete"), True)),
        alert("reversible", f"{ask} (bookmarked remote playlist)", tab, REMOTE,
              t("delete_playlist_prompt"), negative=(t("cancel"), None),
              positive=(t("delete"), False)),
    ]  # fmt: skip


def _playlist(t: Any) -> list[dict[str, Any]]:
    overflow = [t(k) for k in (
        "share", "rename_playlist", "remove_watched", "remove_duplicates", "download_all",
        "import_urls_from_file", "add_to_playlist",
    )]  # fmt: skip
    held = [t(k) for k in (
        "start_here_on_background", "start_here_on_popup", "set_as_playlist_thumbnail", "delete",
        "download", "add_to_playlist", "share", "open_in_browser", "mark_as_watched",
        "show_channel_details", "add_to_filter_list",
    )]  # fmt: skip
    renamed = ({"field": "dialogEditText", "hint": t("name"), "text": "Road Trip 2025"},)
    return [
        menu("opens-prompt", "pipepipe LocalPlaylistFragment (overflow)", ROAD, overflow,
             [(t("remove_watched"), False)]),
        alert("delete", "pipepipe LocalPlaylistFragment (remove watched)", ROAD,
              t("remove_watched_popup_title"), t("remove_watched_popup_warning"),
              neutral=(t("remove_watched_popup_yes_and_partially_watched_videos"), True),
              negative=(t("cancel"), False), positive=(t("ok"), True)),
        alert("reversible", "pipepipe LocalPlaylistFragment.createRenameDialog", ROAD,
              t("rename_playlist"), None, negative=(t("cancel"), None),
              positive=(t("rename"), False), items=renamed),
        choices("reversible", "pipepipe LocalPlaylistFragment.showInfoItemDialog", ROAD, VIDEO,
                UPLOADER, held, [(t("delete"), False)]),
    ]  # fmt: skip


def _history(t: Any) -> list[dict[str, Any]]:
    title = t("title_activity_history")
    held = [t(k) for k in (
        "start_here_on_background", "start_here_on_popup", "delete", "download",
        "add_to_playlist", "share", "open_in_browser", "mark_as_watched", "show_channel_details",
        "add_to_filter_list",
    )]  # fmt: skip
    return [
        menu("opens-prompt", "pipepipe StatisticsPlaylistFragment (overflow)", title,
             [t("clear_views_history_title")], [(t("clear_views_history_title"), False)]),
        alert("delete", "pipepipe HistorySettingsFragment.openDeleteWatchHistoryDialog (History)",
              title, t("delete_view_history_alert"), None, negative=(t("cancel"), False),
              positive=(t("delete"), True)),
        choices("delete", "pipepipe StatisticsPlaylistFragment.showInfoItemDialog", title, VIDEO2,
                UPLOADER2, held, [(t("delete"), True)]),
        alert("reversible", "pipepipe StreamDialogDefaultEntry.ADD_TO_FILTER_LIST", title, None,
              t("add_to_filter_list_confirm", UPLOADER2), negative=(t("android:cancel"), None),
              positive=(t("android:ok"), False)),
    ]  # fmt: skip


def _search(t: Any) -> list[dict[str, Any]]:
    return [
        alert("delete", "pipepipe SearchFragment (search history item)", t("search"), QUERY,
              t("delete_item_search_history"), negative=(t("cancel"), False),
              positive=(t("delete"), True)),
    ]  # fmt: skip


def _subscriptions(t: Any) -> list[dict[str, Any]]:
    tab = t("tab_subscriptions")
    rows = [t("share"), t("open_in_browser"), t("unsubscribe")]
    group = [
        {"id": "icon_preview"},
        {"field": "group_name_input", "hint": t("name"), "text": GROUP},
        {"text": t("feed_group_dialog_selection_count#3")},
        {"button": t("feed_group_dialog_select_subscriptions"), "rid": "select_channel_button"},
        {"id": "delete_button"},
        {"button": t("cancel"), "rid": "cancel_button"},
        {"button": t("ok"), "rid": "confirm_button"},
    ]
    sure = [
        {"button": t("cancel"), "rid": "cancel_button"},
        {"button": t("ok"), "rid": "confirm_button"},
    ]
    return [
        choices("reversible", "pipepipe SubscriptionFragment.showLongTapDialog", tab, UPLOADER,
                None, rows, [(t("unsubscribe"), False)]),
        custom("opens-prompt", "pipepipe FeedGroupDialog (edit group)", tab, None, None, group,
               [("delete_button", False)]),
        custom("delete", "pipepipe FeedGroupDialog (delete screen)", tab, None,
               t("feed_group_dialog_delete_message"), sure,
               [(t("ok"), True), (t("cancel"), False)]),
    ]  # fmt: skip
