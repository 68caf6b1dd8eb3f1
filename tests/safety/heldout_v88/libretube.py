"""LibreTube's screens (``com.github.libretube``, a YouTube client with local or Piped
account subscriptions, playlists, downloads, watch history and positions, bookmarks and
channel groups), strings from ``app/src/main/res/values*/strings.xml``. The playlist,
channel, account and group names are the same in every language.

Read from the code (``app/src/main/java/com/github/libretube/ui``):
``dialogs/DeletePlaylistDialog.kt`` ("Delete playlist", Cancel and Yes, which calls
``PlaylistsHelper.deletePlaylist``); ``sheets/PlaylistOptionsBottomSheet.kt`` (a playlist's
options: for one's own playlist "Play in the background", Download, "Export playlist",
"Rename playlist", "Change playlist description" and "Delete playlist", which only opens
the dialog; for a public one Share, "Clone playlist", which copies it into one's account,
and "Add to bookmarks"); ``dialogs/DeleteAccountDialog.kt`` (a password field, Cancel and
"Delete account", which calls the Piped instance's ``deleteAccount`` and logs out);
``dialogs/LogoutDialog.kt`` ("Log out", whose button only clears the login token);
``preferences/InstanceSettings.kt`` and ``res/xml/instance_settings.xml`` (the rows
"Log out" and "Delete account", which only open those dialogs);
``preferences/HistorySettings.kt`` and ``res/xml/history_settings.xml`` (the History page:
the search-history and watch-history switches and their "Clear history" rows, "Remember
position" and its Reset row, "Clear bookmarks"; each clear row opens ``showClearDialog``,
"Are you sure? This can't be undone!", whose OK deletes the table at once);
``fragments/WatchHistoryFragment.kt`` (the clear button, which opens "Clear history" with
"Also clear watch positions" and OK, which deletes the history); ``fragments/
DownloadsFragment.kt`` (the delete-all button, which opens a dialog with "Only delete
already watched videos" and OK, which deletes the downloaded files); ``sheets/
DownloadOptionsBottomSheet.kt`` and ``adapters/DownloadsAdapter.kt`` (a download's
options, whose delete row only opens a dialog whose OK deletes the file);
``adapters/DownloadPlaylistsAdapter.kt`` (deleting a downloaded playlist, with "Also delete
all videos from the playlist?"); ``adapters/SubscriptionGroupsAdapter.kt`` (deleting a
channel group); ``extensions/SetupSubscriptionButton.kt`` (the channel page's Unsubscribe,
done at once with Undo on a snackbar); ``sheets/ChannelOptionsBottomSheet.kt``;
``sheets/VideoOptionsBottomSheet.kt``; ``sheets/PlayingQueueSheet.kt`` ("Clear queue" and
its OK, which drops every video but the one playing from the queue, and the watch
positions' options); ``preferences/GeneralSettings.kt`` ("Restore defaults", "Reset all
settings and log out?", whose button clears every setting and the login token);
``dialogs/BackupDialog.kt`` (Backup, whose button only goes on to the file picker).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "com.github.libretube:id/"
PLAYLIST, PUBLIC, CHANNEL, USER, GROUP = "Road trip", "Lo-fi mix", "Kurzgesagt", "alice", "Science"
VIDEO = "How the Universe Works"


def screens(t: Any) -> list[dict[str, Any]]:
    return playlists(t) + account(t) + history(t) + downloads(t) + channels(t) + settings(t)


def sure(t: Any, category: str, source: str, behind: str, title: str, ok: bool | None,
         cancel: bool | None) -> dict[str, Any]:  # fmt: skip
    """A confirmation saying "Are you sure? This can't be undone!" with Cancel and OK."""
    return alert(category, source, behind, title, t("irreversible"), (t("cancel"), cancel),
                 (t("okay"), ok))  # fmt: skip


def playlists(t: Any) -> list[dict[str, Any]]:
    own = [t("playOnBackground"), t("download"), t("export_playlist"), t("renamePlaylist"),
           t("change_playlist_description"), t("deletePlaylist")]  # fmt: skip
    public = [t("playOnBackground"), t("download"), t("share"), t("clonePlaylist"),
              t("add_to_bookmarks")]  # fmt: skip
    where = "libretube PlaylistOptionsBottomSheet"
    asked = "libretube DeletePlaylistDialog"
    buttons = (t("deletePlaylist"), t("areYouSure"))
    return [
        menu("opens-prompt", f"{where} (own playlist)", PLAYLIST, own,
             [(t("deletePlaylist"), False)]),
        menu("harmless", f"{where} (own playlist)", PLAYLIST, own,
             [(t("renamePlaylist"), False)]),
        menu("harmless", f"{where} (own playlist)", PLAYLIST, own,
             [(t("export_playlist"), False)]),
        menu("reversible", f"{where} (public playlist)", PUBLIC, public,
             [(t("clonePlaylist"), False)]),
        menu("reversible", f"{where} (public playlist)", PUBLIC, public,
             [(t("add_to_bookmarks"), False)]),
        alert("delete", asked, t("library"), *buttons, (t("cancel"), None), (t("yes"), True)),
        alert("harmless", asked, t("library"), *buttons, (t("cancel"), False),
              (t("yes"), None)),
    ]  # fmt: skip


def account(t: Any) -> list[dict[str, Any]]:
    rows = page(t("instance"), [
        {"text": t("instance")}, {"row": t("instances")}, {"row": t("customInstance")},
        {"text": t("authentication")}, {"switch": t("auth_instance")},
        {"row": t("logout")}, {"row": t("deleteAccount")}])  # fmt: skip
    password = ({"field": f"{ID}delete_password", "hint": t("password"), "text": "••••••••"},)
    logout_said = t("already_logged_in") + f" ({USER})"
    return [
        entry("opens-prompt", "libretube InstanceSettings", rows, [(t("deleteAccount"), False)]),
        entry("opens-prompt", "libretube InstanceSettings", rows, [(t("logout"), False)]),
        alert("delete-account", "libretube DeleteAccountDialog", t("instance"), None, None,
              (t("cancel"), None), (t("deleteAccount"), True), items=password),
        alert("harmless", "libretube DeleteAccountDialog", t("instance"), None, None,
              (t("cancel"), False), (t("deleteAccount"), None), items=password),
        alert("reversible", "libretube LogoutDialog", t("instance"), t("logout"), logout_said,
              None, (t("logout"), False)),
    ]  # fmt: skip


def history(t: Any) -> list[dict[str, Any]]:
    rows = page(t("history"), [
        {"text": t("search_history")}, {"switch": t("search_history")},
        {"switch": t("unlimited_search_history")}, {"row": t("clear_history")},
        {"text": t("watch_history")}, {"switch": t("watch_history")},
        {"row": t("clear_history")}, {"text": t("watch_positions_title")},
        {"switch": t("watch_positions")}, {"row": t("reset_watch_positions")},
        {"text": t("bookmarks")}, {"row": t("clear_bookmarks")}])  # fmt: skip
    where = "libretube HistorySettings (showClearDialog"
    watched = page(t("watch_history"), [
        {"row": VIDEO}, {"button": t("clear_history"), "rid": f"{ID}clear"},
        {"button": t("play_all"), "rid": f"{ID}play_all"}])  # fmt: skip
    also = ({"switch": t("also_clear_watch_positions")},)
    cleared = "libretube WatchHistoryFragment (Clear history)"
    return [
        entry("opens-prompt", "libretube HistorySettings", rows, [(t("clear_bookmarks"), False)]),
        entry("opens-prompt", "libretube HistorySettings", rows,
              [(t("reset_watch_positions"), False)]),
        entry("reversible", "libretube HistorySettings", rows,
              [(t("unlimited_search_history"), False)]),
        sure(t, "delete", f"{where}, search history)", t("history"), t("clear_history"),
             True, None),
        sure(t, "delete", f"{where}, watch history)", t("history"), t("clear_history"),
             True, None),
        sure(t, "harmless", f"{where}, watch history)", t("history"), t("clear_history"),
             None, False),
        sure(t, "delete", f"{where}, watch positions)", t("history"),
             t("reset_watch_positions"), True, None),
        sure(t, "delete", f"{where}, bookmarks)", t("history"), t("clear_bookmarks"),
             True, None),
        entry("opens-prompt", "libretube WatchHistoryFragment", watched,
              [(t("clear_history"), False)]),
        entry("harmless", "libretube WatchHistoryFragment", watched, [(t("play_all"), False)]),
        alert("delete", cleared, t("watch_history"), t("clear_history"), None,
              (t("cancel"), None), (t("okay"), True), items=also),
        alert("harmless", cleared, t("watch_history"), t("clear_history"), None,
              (t("cancel"), None), (t("okay"), None), items=also,
              taps=((t("also_clear_watch_positions"), False),)),
        alert("harmless", cleared, t("watch_history"), t("clear_history"), None,
              (t("cancel"), False), (t("okay"), None), items=also),
    ]  # fmt: skip


def downloads(t: Any) -> list[dict[str, Any]]:
    shown = page(t("downloads"), [
        {"row": VIDEO}, {"button": t("delete_all"), "rid": f"{ID}delete_all"},
        {"button": t("shuffle"), "rid": f"{ID}shuffle_all"}])  # fmt: skip
    options = [t("playOnBackground"), t("go_to_video"), t("share"), t("delete")]
    watched = ({"switch": t("delete_only_watched_videos")},)
    videos = ({"switch": t("delete_playlist_include_vidoes")},)
    return [
        entry("opens-prompt", "libretube DownloadsFragment", shown, [(t("delete_all"), False)]),
        entry("harmless", "libretube DownloadsFragment", shown, [(t("shuffle"), False)]),
        alert("delete", "libretube DownloadsFragment (delete all)", t("downloads"),
              t("delete_all"), None, (t("cancel"), None), (t("okay"), True), items=watched),
        alert("harmless", "libretube DownloadsFragment (delete all)", t("downloads"),
              t("delete_all"), None, (t("cancel"), False), (t("okay"), None), items=watched),
        menu("opens-prompt", "libretube DownloadOptionsBottomSheet", VIDEO, options,
             [(t("delete"), False)]),
        menu("harmless", "libretube DownloadOptionsBottomSheet", VIDEO, options,
             [(t("go_to_video"), False)]),
        sure(t, "delete", "libretube DownloadsAdapter (delete a download)", t("downloads"),
             t("delete"), True, None),
        alert("delete", "libretube DownloadPlaylistsAdapter (delete a downloaded playlist)",
              t("downloads"), t("deletePlaylist"), None, (t("cancel"), None),
              (t("okay"), True), items=videos),
        alert("harmless", "libretube DownloadPlaylistsAdapter (delete a downloaded playlist)",
              t("downloads"), t("deletePlaylist"), None, (t("cancel"), False),
              (t("okay"), None), items=videos),
    ]  # fmt: skip


def channels(t: Any) -> list[dict[str, Any]]:
    channel = page(CHANNEL, [
        {"text": CHANNEL}, {"text": "21.4M"},
        {"button": t("unsubscribe"), "rid": f"{ID}channel_subscribe"},
        {"row": VIDEO}])  # fmt: skip
    options = [t("share"), t("play_latest_videos"), t("playOnBackground"), t("add_to_group")]
    video = [t("playOnBackground"), t("addToPlaylist"), t("download"), t("share"),
             t("mark_as_watched")]  # fmt: skip
    positions = [t("mark_as_watched"), t("mark_as_unwatched"), t("remove_watched_videos")]
    return [
        entry("reversible", "libretube ChannelFragment (setupSubscriptionButton)", channel,
              [(t("unsubscribe"), False)]),
        menu("harmless", "libretube ChannelOptionsBottomSheet", CHANNEL, options,
             [(t("add_to_group"), False)]),
        menu("harmless", "libretube VideoOptionsBottomSheet", VIDEO, video,
             [(t("addToPlaylist"), False)]),
        menu("reversible", "libretube VideoOptionsBottomSheet", VIDEO, video,
             [(t("mark_as_watched"), False)]),
        sure(t, "delete", "libretube SubscriptionGroupsAdapter (delete a group)",
             t("channel_groups"), t("delete"), True, None),
        sure(t, "harmless", "libretube SubscriptionGroupsAdapter (delete a group)",
             t("channel_groups"), t("delete"), None, False),
        alert("reversible", "libretube PlayingQueueSheet (Clear queue)", VIDEO,
              t("tooltip_clear_queue"), None, (t("cancel"), None), (t("okay"), False)),
        entry("reversible", "libretube PlayingQueueSheet (watch positions)",
              {"title": VIDEO, "dialog": {"title": t("watch_positions")},
               "items": [{"menu": p} for p in positions]},
              [(t("remove_watched_videos"), False)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    reset = (t("reset"), t("reset_message"))
    keys = ("watch_history", "watch_positions", "search_history", "local_subscriptions",
            "backup_customInstances", "bookmarks", "local_playlists", "channel_groups",
            "preferences")  # fmt: skip
    choices = tuple({"switch": t(k)} for k in keys)
    return [
        alert("reset", "libretube GeneralSettings (Restore defaults)", t("general"), *reset,
              (t("cancel"), None), (t("reset"), True)),
        alert("harmless", "libretube GeneralSettings (Restore defaults)", t("general"), *reset,
              (t("cancel"), False), (t("reset"), None)),
        alert("harmless", "libretube BackupDialog", t("backup_restore"), t("backup"), None,
              (t("cancel"), None), (t("backup"), False), items=choices),
    ]  # fmt: skip
