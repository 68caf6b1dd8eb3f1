"""Tubular's own collections (``org.polymorphicshade.tubular``): the drawer, the subscriptions
and their channel groups, the bookmarked playlists, a playlist made in the app, the watch
history and the search history, strings from ``app/src/main/res/values*/strings.xml``. The
channel, group, playlist and video names and the searches are the same in every language.

Read from the code (``app/src/main/java/org/schabi/newpipe``): ``MainActivity.java`` (the
drawer: Subscriptions, "What's New", "Bookmarked Playlists", Downloads and History, then
Settings, Donate and "About & FAQ"; Downloads opens the downloads page);
``local/subscription/SubscriptionFragment.kt`` (the page Subscriptions: "Channel groups" with
the view mode and sort icons, the groups' cards, All first, then the channels; a channel's long
press opens a dialog of its name with Share, "Open in browser" and Unsubscribe, whose
Unsubscribe calls ``SubscriptionManager.deleteSubscription`` at once, with no question; a
group's long press opens ``FeedGroupDialog`` for it); ``local/subscription/dialog/
FeedGroupDialog.kt``, ``FeedGroupDialogViewModel.kt`` and ``res/layout/
dialog_feed_group_create.xml`` (a group: its name, "Select subscriptions", the delete icon,
which has no description and only shows the question "Do you want to delete this group?" in
the same dialog, Cancel and OK; there OK calls ``FeedDatabaseManager.deleteGroup``, which
removes the group, its name, icon and choice of channels, and Cancel goes back);
``local/bookmark/BookmarkFragment.java`` (the page "Bookmarked Playlists": the playlists made
in the app and the bookmarked remote ones; a long press on one made in the app opens a dialog
of Rename and Delete, whose Delete asks the question, titled with the playlist's name, "Delete
this playlist?", Cancel and Delete; a long press on a remote one asks the same question at
once; Delete calls ``LocalPlaylistManager.updatePlaylists`` with the playlist to delete, which
removes a playlist made in the app and its list of videos, or
``RemotePlaylistManager.updatePlaylists``, which removes only the bookmark of a remote one);
``local/playlist/LocalPlaylistFragment.java``, ``res/menu/menu_local_playlist.xml`` and
``res/layout/local_playlist_header.xml``, ``playlist_control.xml`` (a playlist made in the
app: its name, Background, "Play All" and Popup, the Share icon and the overflow: Rename,
"Remove watched", "Remove duplicates" and "Shuffle and play"; "Remove watched" asks "Remove
watched streams?" with the box "Remove partially watched streams", Cancel and Yes, whose Yes
rewrites the playlist without every video the watch history holds as watched,
``removeWatchedStreams``; "Remove duplicates" asks "Remove duplicates?" with Cancel and OK,
whose OK keeps each video once, ``getDistinctPlaylistStreams``; Rename asks for the name with
Cancel and Rename; a video's long press opens its dialog with "Set as playlist thumbnail" and
Delete, which takes the video out of the playlist, ``deleteItem``);
``local/history/StatisticsPlaylistFragment.java`` and ``res/menu/menu_history.xml`` (the page
History: the sort button, the play controls, the videos; the overflow's "Clear watch history"
opens ``HistorySettingsFragment.openDeleteWatchHistoryDialog``, "Delete entire watch
history?" with Cancel and Delete, whose Delete calls ``deleteCompleteStreamStateHistory``,
``deleteWholeStreamHistory`` and ``removeOrphanedRecords``; a video's long press opens its
dialog with Delete, which calls ``deleteStreamHistoryAndState``, the video's watch count,
last-watched time and resume position removed with no undo);
``fragments/list/search/SearchFragment.java`` and ``res/layout/toolbar_search_layout.xml``
(the search field, its Clear icon and the suggestions; a long press on one from the search
history asks, titled with the search, "Do you want to delete this item from search history?"
with Cancel and Delete, whose Delete calls ``HistoryRecordManager.deleteSearchHistory``);
``local/history/HistoryRecordManager.java`` (what each delete removes from the database).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, banner, choices, entry, menu, page

CHANNELS = ("Workshop Revival", "Kurzgesagt – In a Nutshell", "Primitive Technology")
GROUP, GROUPS = "Woodworking", ("Science", "Woodworking")
LOCAL, WATCH_LATER = "Shop projects", "Watch later"
REMOTE, REMOTE_BY = "Lofi hip hop radio – beats to relax", "Lofi Girl • YouTube"
VIDEOS = (
    ("Restoring a 1950s Lathe – Part 3", "Workshop Revival"),
    ("Hand-cut Dovetails for Beginners", "Paul Sellers"),
    ("Sharpening Chisels on Waterstones", "Rob Cosman"),
)
SEARCHES = ("sourdough starter", "south korea travel vlog", "soundproofing a room")


def screens(t: Any) -> list[dict[str, Any]]:
    return drawer(t) + subscriptions(t) + bookmarks(t) + playlist(t) + history(t) + search(t)


def _video_rows() -> dict[str, Any]:
    return {"list": [{"row": name, "secondary": by} for name, by in VIDEOS]}


def _video_dialog(t: Any, middle: tuple[str, ...]) -> list[str]:
    keys = ("start_here_on_background", "start_here_on_popup", *middle, "download",
            "add_to_playlist", "share", "open_in_browser", "mark_as_watched",
            "show_channel_details")  # fmt: skip
    return [t(key) for key in keys]


def drawer(t: Any) -> list[dict[str, Any]]:
    keys = ("tab_subscriptions", "fragment_feed_title", "tab_bookmarks", "downloads",
            "action_history", "settings", "donation_title", "tab_about")  # fmt: skip
    shown = page(t("fragment_feed_title"), [{"row": t(key)} for key in keys])
    return [entry("harmless", "tubular MainActivity (drawer)", shown, [(t("downloads"), False)])]


def subscriptions(t: Any) -> list[dict[str, Any]]:
    title = t("tab_subscriptions")
    rows = [t("share"), t("open_in_browser"), t("unsubscribe")]
    group = (
        {"field": f"{ID}group_name_input", "hint": t("name"), "text": GROUP},
        {
            "button": t("feed_group_dialog_select_subscriptions"),
            "rid": f"{ID}select_channel_button",
        },
        {"id": f"{ID}delete_button", "rid": f"{ID}delete_button"},
        {"button": t("cancel"), "rid": f"{ID}cancel_button"},
        {"button": t("ok"), "rid": f"{ID}confirm_button"},
    )
    edit = {"title": title, "dialog": {}, "items": list(group)}
    asked = {
        "title": title,
        "dialog": {"message": t("feed_group_dialog_delete_message")},
        "items": [
            {"button": t("cancel"), "rid": f"{ID}cancel_button"},
            {"button": t("ok"), "rid": f"{ID}confirm_button"},
        ],
    }
    where = "tubular FeedGroupDialog"
    deleting = "tubular FeedGroupDialog (DeleteScreen)"
    return [
        choices(
            "reversible",
            "tubular SubscriptionFragment showLongTapDialog",
            title,
            banner(CHANNELS[0]),
            rows,
            t("unsubscribe"),
            False,
        ),
        entry("opens-prompt", where, edit, [("delete_button", False)]),
        entry("delete", deleting, asked, [(t("ok"), True)]),
        entry("harmless", deleting, asked, [(t("cancel"), False)]),
    ]


def bookmarks(t: Any) -> list[dict[str, Any]]:
    title = t("tab_bookmarks")
    local = "tubular BookmarkFragment showDeleteDialog (playlist made in the app)"
    remote = "tubular BookmarkFragment showDeleteDialog (remote playlist)"

    def ask(category: str, source: str, name: str, no: bool | None, yes: bool | None) -> dict:
        return alert(category, source, title, name, t("delete_playlist_prompt"),
                     (t("cancel"), no), (t("delete"), yes))  # fmt: skip

    return [
        choices(
            "opens-prompt",
            "tubular BookmarkFragment showLocalDialog",
            title,
            (),
            [t("rename"), t("delete")],
            t("delete"),
            False,
        ),
        ask("delete", local, LOCAL, None, True),
        ask("harmless", local, LOCAL, False, None),
        ask("reversible", remote, REMOTE, None, False),
    ]


def playlist(t: Any) -> list[dict[str, Any]]:
    overflow = [t(k) for k in ("rename_playlist", "remove_watched", "remove_duplicates",
                               "shuffle_and_play")]  # fmt: skip
    where = "tubular LocalPlaylistFragment (overflow)"
    watched = "tubular LocalPlaylistFragment openRemoveWatchedConfirmationDialog"
    box = ({"switch": t("remove_watched_popup_partially_watched_streams"), "checked": False},)

    def remove_watched(category: str, no: bool | None, yes: bool | None) -> dict[str, Any]:
        return alert(category, watched, LOCAL, t("remove_watched_popup_title"),
                     t("remove_watched_popup_warning"), (t("cancel"), no), (t("yes"), yes),
                     items=box)  # fmt: skip

    field = ({"field": f"{ID}dialogEditText", "hint": t("name"), "text": "Shop builds",
              "focused": True},)  # fmt: skip
    rows = _video_dialog(t, ("set_as_playlist_thumbnail", "delete"))
    return [
        menu("opens-prompt", where, LOCAL, overflow, [(t("remove_watched"), False)]),
        remove_watched("delete", None, True),
        remove_watched("harmless", False, None),
        alert(
            "reversible",
            "tubular LocalPlaylistFragment openRemoveDuplicatesDialog",
            LOCAL,
            t("remove_duplicates_title"),
            t("remove_duplicates_message"),
            None,
            (t("ok"), False),
            (t("cancel"), None),
        ),
        alert(
            "reversible",
            "tubular LocalPlaylistFragment createRenameDialog",
            LOCAL,
            t("rename_playlist"),
            None,
            (t("cancel"), None),
            (t("rename"), False),
            items=field,
        ),
        choices(
            "reversible",
            "tubular LocalPlaylistFragment showInfoItemDialog",
            LOCAL,
            banner(*VIDEOS[1]),
            rows,
            t("delete"),
            False,
        ),
    ]


def history(t: Any) -> list[dict[str, Any]]:
    title = t("title_activity_history")
    clear = "tubular StatisticsPlaylistFragment openDeleteWatchHistoryDialog"
    rows = _video_dialog(t, ("delete",))
    return [
        menu(
            "opens-prompt",
            "tubular StatisticsPlaylistFragment (overflow)",
            title,
            [t("clear_views_history_title")],
            [(t("clear_views_history_title"), False)],
        ),
        alert(
            "delete",
            clear,
            title,
            t("delete_view_history_alert"),
            None,
            (t("cancel"), None),
            (t("delete"), True),
        ),
        choices(
            "delete",
            "tubular StatisticsPlaylistFragment showInfoItemDialog",
            title,
            banner(*VIDEOS[0]),
            rows,
            t("delete"),
            True,
        ),
    ]


def search(t: Any) -> list[dict[str, Any]]:
    where = "tubular SearchFragment showDeleteSuggestionDialog"

    def ask(category: str, no: bool | None, yes: bool | None) -> dict[str, Any]:
        return alert(category, where, t("search"), SEARCHES[0], t("delete_item_search_history"),
                     (t("cancel"), no), (t("delete"), yes))  # fmt: skip

    return [ask("delete", None, True), ask("harmless", False, None)]
