"""LibreTorrent's screens (``org.proninyaroslav.libretorrent``, a BitTorrent client: torrents
deleted with or without their downloaded files, trackers removed from a torrent, tags and RSS
channels deleted), strings from ``app/src/main/res/values*/strings.xml``. The torrents,
tracker, tag and channel on the screens are the same in every language.

Read from the code (``app/src/main/java/org/proninyaroslav/libretorrent/ui``):
``home/HomeFragment.java`` and ``res/menu/home_contextual_mode.xml`` (the torrent list's action
mode, titled with the number selected: Delete, which only opens ``DeleteTorrentDialog``,
"Force recheck", "Force-announce" and "Select all"; the overflow menu ``res/menu/home.xml``:
"Pause all", "Resume all", Journal, About and Shutdown, which stops the engine and closes the
app; a tag chip's popup ``res/menu/tag_item_popup.xml``: Edit, which opens the tag's dialog,
and Delete, which calls ``deleteTag`` at once, with no dialog); ``home/DeleteTorrentDialog.java``
and ``res/layout/dialog_delete_torrent.xml`` ("Deleting…", "Delete selected torrent? (Cannot be
undone.)" or "torrents", the checkbox ``delete_with_downloaded_files`` "Delete with downloaded
files", Cancel and OK, which deletes the torrents, with their files where the box is ticked:
``HomeViewModel.deleteTorrents``); ``detailtorrent`` and ``res/menu/torrent_details.xml`` (a
torrent's page: Pause, Delete, which opens the same dialog, "Force recheck", "Force-announce",
"Share magnet", "Save torrent file", "Add trackers" and "Speed limit");
``detailtorrent/pages/trackers`` and ``res/menu/torrent_details_trackers_action_mode.xml`` (the
trackers' action mode: "Share URL…", Delete, which only opens ``DeleteTrackersDialog``, "Delete
selected tracker?" or "trackers" with Cancel and OK, which removes them from the torrent, and
"Select all"); ``feeds/FeedFragment.java`` and ``res/menu/feed_action_mode.xml`` (the RSS
channels' action mode: Refresh, Edit, "Copy link", Delete, which only opens
``DeleteFeedDialog``, "Deleting…" with "Delete selected channel?" or "channels", Cancel and OK,
which deletes them and their items, "Select all" and "Mark as read"; the overflow menu
``res/menu/feed.xml``: Refresh, "Save backup" and "Restore backup", each of which only opens
the file manager; a channel's item's popup ``res/menu/feed_item_popup.xml``: "Open article",
"Mark as read" and "Mark as unread"); ``addfeed/AddFeedDialog.java`` and
``res/layout/dialog_add_feed_channel.xml`` ("Edit channel": the ``name``, ``url`` and ``filter``
fields, the ``auto_download`` switch, read only when the channel is saved, Delete (neutral),
which only opens ``DeleteFeedDialog``, Cancel, and Edit, which saves the changed channel).
"""

from __future__ import annotations

from typing import Any

from screens import alert, menu

ID = "org.proninyaroslav.libretorrent:id/"
APP, TORRENT, TAG = "LibreTorrent", "debian-13.0.0-amd64-netinst.iso", "Linux"
CHANNEL, URL = "Debian news", "https://www.debian.org/News/news"


def screens(t: Any) -> list[dict[str, Any]]:
    return torrents(t) + trackers(t) + feeds(t)


def torrents(t: Any) -> list[dict[str, Any]]:
    mode = [t(k) for k in ("delete", "force_recheck_torrent", "force_announce_torrent",
                           "select_all")]  # fmt: skip
    selected = "home HomeFragment (the torrents' action mode)"
    where = "libretorrent " + selected
    files = ({"switch": t("delete_torrent_with_downloaded_files"),
              "rid": f"{ID}delete_with_downloaded_files"},)  # fmt: skip
    asked = "libretorrent DeleteTorrentDialog"
    one, many = t("delete_selected_torrent"), t("delete_selected_torrents")
    cancel, ok = t("cancel"), t("ok")
    overflow = [t(k) for k in ("pause_all", "resume_all", "log_journal", "about", "shutdown")]
    details = [t(k) for k in ("pause_torrent", "delete", "force_recheck_torrent",
                              "force_announce_torrent", "share_magnet", "save_torrent_file",
                              "add_trackers", "torrent_speed_limit")]  # fmt: skip
    page = "libretorrent DetailTorrentFragment (menu)"
    chip = "libretorrent HomeFragment (a tag chip's popup)"
    tag = [t("edit"), t("delete")]
    return [
        menu("opens-prompt", where, "1", mode, [(t("delete"), False)]),
        menu("harmless", where, "1", mode, [(t("force_recheck_torrent"), False)]),
        menu("harmless", where, "1", mode, [(t("force_announce_torrent"), False)]),
        alert("delete", f"{asked} (one torrent)", "1", t("deleting"), one, (cancel, None),
              (ok, True), items=files),
        alert("delete", f"{asked} (three torrents)", "3", t("deleting"), many, (cancel, None),
              (ok, True), items=files),
        alert("harmless", f"{asked} (one torrent)", "1", t("deleting"), one, (cancel, False),
              (ok, None), items=files),
        alert("reversible", f"{asked} (one torrent)", "1", t("deleting"), one, (cancel, None),
              (ok, None), items=files, taps=((t("delete_torrent_with_downloaded_files"), False),)),
        menu("harmless", "libretorrent HomeFragment (overflow)", APP, overflow,
             [(t("shutdown"), False)]),
        menu("reversible", "libretorrent HomeFragment (overflow)", APP, overflow,
             [(t("pause_all"), False)]),
        menu("opens-prompt", page, TORRENT, details, [(t("delete"), False)]),
        menu("reversible", page, TORRENT, details, [(t("pause_torrent"), False)]),
        menu("harmless", page, TORRENT, details, [(t("save_torrent_file"), False)]),
        menu("delete", chip, APP, tag, [(t("delete"), True)]),
        menu("harmless", chip, APP, tag, [(t("edit"), False)]),
    ]  # fmt: skip


def trackers(t: Any) -> list[dict[str, Any]]:
    mode = [t("share_tracker_url"), t("delete"), t("select_all")]
    where = "libretorrent DetailTorrentTrackersFragment (the trackers' action mode)"
    asked = "libretorrent DeleteTrackersDialog"
    cancel, ok = t("cancel"), t("ok")
    one, many = t("delete_selected_tracker"), t("delete_selected_trackers")
    return [
        menu("opens-prompt", where, "1", mode, [(t("delete"), False)]),
        menu("harmless", where, "1", mode, [(t("share_tracker_url"), False)]),
        alert("delete", f"{asked} (one tracker)", "1", one, None, (cancel, None), (ok, True)),
        alert("delete", f"{asked} (two trackers)", "2", many, None, (cancel, None), (ok, True)),
        alert("harmless", f"{asked} (one tracker)", "1", one, None, (cancel, False), (ok, None)),
    ]  # fmt: skip


def feeds(t: Any) -> list[dict[str, Any]]:
    mode = [t(k) for k in ("refresh", "edit", "copy_link", "delete", "select_all",
                           "mark_as_read")]  # fmt: skip
    where = "libretorrent FeedFragment (the channels' action mode)"
    asked = "libretorrent DeleteFeedDialog"
    cancel, ok, rss = t("cancel"), t("ok"), t("feed")
    one, many = t("delete_selected_channel"), t("delete_selected_channels")
    overflow = [t("refresh"), t("backup_feed_channels"), t("restore_feed_channels_backup")]
    items = [t("feed_item_open_article_url"), t("mark_as_read"), t("mark_as_unread")]
    fields = (
        {"field": f"{ID}name", "hint": t("feed_name"), "text": CHANNEL},
        {"field": f"{ID}url", "hint": t("link"), "text": URL},
        {"switch": t("feed_auto_download"), "rid": f"{ID}auto_download"},
        {"field": f"{ID}filter", "hint": t("filter"), "text": "trixie"},
    )  # fmt: skip
    editing = "libretorrent AddFeedDialog (Edit channel)"
    title = t("edit_feed_channel")
    return [
        menu("opens-prompt", where, "1", mode, [(t("delete"), False)]),
        menu("reversible", where, "1", mode, [(t("mark_as_read"), False)]),
        alert("delete", f"{asked} (one channel)", rss, t("deleting"), one, (cancel, None),
              (ok, True)),
        alert("delete", f"{asked} (two channels)", rss, t("deleting"), many, (cancel, None),
              (ok, True)),
        alert("harmless", f"{asked} (one channel)", rss, t("deleting"), one, (cancel, False),
              (ok, None)),
        alert("opens-prompt", editing, rss, title, None, (cancel, None), (t("edit"), None),
              (t("delete"), False), items=fields),
        alert("harmless", editing, rss, title, None, (cancel, False), (t("edit"), None),
              (t("delete"), None), items=fields),
        alert("reversible", editing, rss, title, None, (cancel, None), (t("edit"), False),
              (t("delete"), None), items=fields),
        alert("reversible", editing, rss, title, None, (cancel, None), (t("edit"), None),
              (t("delete"), None), items=fields, taps=((t("feed_auto_download"), False),)),
        menu("harmless", "libretorrent FeedFragment (overflow)", rss, overflow,
             [(t("restore_feed_channels_backup"), False)]),
        menu("harmless", "libretorrent FeedFragment (overflow)", rss, overflow,
             [(t("backup_feed_channels"), False)]),
        menu("reversible", "libretorrent FeedItemsFragment (an item's popup)", CHANNEL, items,
             [(t("mark_as_unread"), False)]),
    ]  # fmt: skip
