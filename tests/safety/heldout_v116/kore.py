"""Kore's screens (``org.xbmc.kore``, the official remote for Kodi: the media center shut
down, rebooted, suspended or quit, its video and audio libraries cleaned, its play queue
cleared, a media center's configuration deleted, files downloaded to the phone over older
copies), strings from ``app/src/main/res/values*/strings.xml``. The movie and channel on the
screens are the same in every language.

Read from the code (``app/src/main/java/org/xbmc/kore``): ``ui/sections/remote/
RemoteActivity.java`` and ``res/menu/remote.xml`` (the remote's menu: Power, whose submenu
holds "Wake up", which sends a Wake-on-LAN packet, Quit, Suspend, Reboot and Shutdown, each
sending ``Application.Quit``, ``System.Suspend``, ``System.Reboot`` or ``System.Shutdown`` to
Kodi at once, with no dialog; "Send text to media center", which opens
``SendTextDialogFragment``; "Library maintenance", whose submenu holds "Update video library",
"Clean video library", "Update audio library" and "Clean audio library", each sending
``VideoLibrary.Scan``, ``VideoLibrary.Clean``, ``AudioLibrary.Scan`` or ``AudioLibrary.Clean``
at once; "Toggle fullscreen"); ``ui/generic/SendTextDialogFragment.java`` and
``res/layout/dialog_send_text.xml`` (the ``text_to_send`` field, the "Finish after send"
checkbox ``finish_after_send``, Cancel and Send, which types the text into the input Kodi has
open); ``ui/sections/remote/PlaylistFragment.java``, ``res/menu/playlist.xml`` and
``playlist_item.xml`` (the queue's menu: "Clear queue", which sends ``Playlist.Clear`` at
once; an item's popup: Remove, which sends ``Playlist.Remove`` for that item);
``ui/sections/hosts/HostListFragment.java`` and ``res/menu/hostlist_item.xml`` (a media
center's popup: Remove, which only opens ``ConfirmDeleteDialogFragment``, "Delete media
center", "Are you sure you want to delete this media center?" with Cancel and OK, which
deletes the media center's configuration, Edit and "Wake up");
``ui/sections/video/MovieInfoFragment.java``, ``ui/AbstractInfoFragment.java``,
``res/layout/fragment_media_info.xml`` and ``activity_generic_media.xml`` (a movie's page: the
``info_action_watched``, ``info_action_download``, ``info_action_stream`` and
``info_action_queue`` buttons and the ``fab_play`` button; Download only opens "Download",
"Are you sure you want to download this movie?…" with Cancel and OK, which downloads it to
the phone, or, where the file is already there, "File already exists…" with "New name",
Cancel and Overwrite, which downloads the movie over the phone's copy); and
``ui/sections/video/PVRChannelsListFragment.java`` and ``res/menu/pvr_channel_list_item.xml``
(a channel's popup: Guide and Record, which sends ``PVR.Record`` to toggle recording the
channel).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "org.xbmc.kore:id/"
MOVIE, CHANNEL = "Big Buck Bunny", "Das Erste HD"


def screens(t: Any) -> list[dict[str, Any]]:
    return remote(t) + queue(t) + hosts(t) + movie(t)


def remote(t: Any) -> list[dict[str, Any]]:
    behind = t("remote")
    power = [t(k) for k in ("wake_up", "quit", "suspend", "reboot", "shutdown")]
    where = "kore RemoteActivity (the Power submenu)"
    overflow = [t("library_actions"), t("toggle_fullscreen")]
    top = "kore RemoteActivity (overflow)"
    library = [t(k) for k in ("update_video_library", "clean_video_library",
                              "update_audio_library", "clean_audio_library")]  # fmt: skip
    maintain = "kore RemoteActivity (the Library maintenance submenu)"
    widgets = (
        {"field": f"{ID}text_to_send", "text": "Sintel"},
        {"switch": t("finish_after_send"), "rid": f"{ID}finish_after_send"},
    )  # fmt: skip
    send = "kore SendTextDialogFragment"
    cancel = (t("android:cancel"), None)
    return [
        menu("power", where, behind, power, [(t("shutdown"), True)]),
        menu("power", where, behind, power, [(t("reboot"), True)]),
        menu("power", where, behind, power, [(t("quit"), True)]),
        menu("reversible", where, behind, power, [(t("suspend"), False)]),
        menu("harmless", top, behind, overflow, [(t("library_actions"), False)]),
        menu("reversible", top, behind, overflow, [(t("toggle_fullscreen"), False)]),
        menu("purge", maintain, behind, library, [(t("clean_video_library"), True)]),
        menu("purge", maintain, behind, library, [(t("clean_audio_library"), True)]),
        menu("harmless", maintain, behind, library, [(t("update_video_library"), False)]),
        alert("harmless", send, behind, t("send_text"), None, cancel, (t("send"), False),
              items=widgets),
        alert("reversible", send, behind, t("send_text"), None, cancel, (t("send"), None),
              items=widgets, taps=((t("finish_after_send"), False),)),
    ]  # fmt: skip


def queue(t: Any) -> list[dict[str, Any]]:
    behind = t("playlist")
    return [
        menu("delete", "kore PlaylistFragment (menu)", behind, [t("clear_playlist")],
             [(t("clear_playlist"), True)]),
        menu("reversible", "kore PlaylistFragment (an item's popup)", behind, [t("remove")],
             [(t("remove"), False)]),
    ]  # fmt: skip


def hosts(t: Any) -> list[dict[str, Any]]:
    behind = t("xbmc_media_center")
    rows = [t("remove"), t("edit"), t("wake_up")]
    where = "kore HostListFragment (a media center's popup)"
    asked = "kore HostListFragment (ConfirmDeleteDialogFragment)"
    said = t("delete_xbmc"), t("delete_xbmc_confirm")
    cancel, ok = t("android:cancel"), t("android:ok")
    return [
        menu("opens-prompt", where, behind, rows, [(t("remove"), False)]),
        menu("harmless", where, behind, rows, [(t("edit"), False)]),
        alert("delete", asked, behind, *said, (cancel, None), (ok, True)),
        alert("harmless", asked, behind, *said, (cancel, False), (ok, None)),
    ]  # fmt: skip


def movie_page(t: Any) -> dict[str, Any]:
    return page(MOVIE, [
        {"text": MOVIE, "rid": f"{ID}media_title"},
        *({"button": t(key), "rid": f"{ID}info_action_{rid}"}
          for rid, key in (("watched", "watched_status"), ("download", "download_action"),
                           ("stream", "stream_action"), ("queue", "queue_action"))),
        {"icon": t("play"), "rid": f"{ID}fab_play"},
    ])  # fmt: skip


def movie(t: Any) -> list[dict[str, Any]]:
    where = "kore MovieInfoFragment"
    shown = movie_page(t)
    title, confirm, exists = t("download"), t("confirm_movie_download"), t("download_file_exists")
    cancel, ok = t("android:cancel"), t("android:ok")
    overwrite, renamed = t("overwrite"), t("download_with_new_name")
    fresh = f"{where} (Download, a new file)"
    again = f"{where} (Download, the file exists)"
    channel = [t("pvr_epg"), t("record")]
    return [
        entry("opens-prompt", where, shown, [(t("download_action"), False)]),
        entry("reversible", where, shown, [(t("watched_status"), False)]),
        entry("harmless", where, shown, [(t("play"), False)]),
        alert("harmless", fresh, MOVIE, title, confirm, (cancel, None), (ok, False)),
        alert("overwrite", again, MOVIE, title, exists, (cancel, None), (overwrite, True),
              (renamed, None)),
        alert("harmless", again, MOVIE, title, exists, (cancel, None), (overwrite, None),
              (renamed, False)),
        alert("harmless", again, MOVIE, title, exists, (cancel, False), (overwrite, None),
              (renamed, None)),
        menu("reversible", "kore PVRChannelsListFragment (a channel's popup)", CHANNEL,
             channel, [(t("record"), False)]),
    ]  # fmt: skip
