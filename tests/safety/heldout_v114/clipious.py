"""Clipious's screens (``com.github.lamarios.clipious``, a Flutter client of Invidious,
YouTube through an Invidious server: subscriptions on the server or on the device,
playlists, viewing and search history, downloads, notifications and servers), strings from
``lib/l10n/app_<language>.arb`` through ``AppLocalizations``. The video, channel, playlist
and server written on the screens are the same in every language. Its confirmations are
``okCancelDialog`` (``lib/utils.dart``): a Material ``AlertDialog`` with the caller's title
and message and its own ``cancel`` and ``ok`` buttons (Cancel, then OK), only OK running
the action.

Read from the code (``lib``): ``playlists/views/screens/playlist.dart`` (one's playlist's
delete icon asks "Delete Playlist?", "This action is irreversible", then
``deletePlaylist`` removes it from the Invidious account);
``subscription_management/view/screens/manage_subscriptions.dart`` (a subscription's clear
icon, on the server and "On device", asks "Unsubscribe ?", "You can subscribe to this
channel again later", then unsubscribes); ``videos/views/components/history.dart`` (the
History page's delete button asks "Clear history ?", "This will clear your viewing history
... This cannot be undone.", then ``clearHistory`` clears it on the server);
``settings/views/screens/search_history_settings.dart`` (the Search history page: "Enable
search history", the limit, "Clear search history", which asks with its own
``AlertDialog``, "This action is irreversible", before the search history is deleted);
``settings/views/components/channel_notifications.dart`` and ``playlist_notifications.dart``
("Delete channel notification ?" and "Delete playlist notification ?": the bell is turned
off and can be turned on again); ``settings/views/screens/settings.dart`` ("Submit feedback"
asks with the disclaimer and then opens the feedback editor, which sends nothing by
itself); ``playlists/views/components/add_to_playlist_list.dart`` ("Add Playlist": the
playlist's name, its visibility, Cancel and Add, which creates the playlist);
``videos/views/components/video_modal_sheet.dart`` (a video's sheet: "Add to queue", "Play
next", Download, which opens the download sheet, and Share, which opens the sharing sheet);
``downloads/views/components/downloaded_video.dart`` (a finished download's sheet: "Copy to
download folder" and Delete, which deletes the downloaded file);
``settings/views/screens/manage_single_server.dart`` (a server's page: "Use this server",
the log-in rows, "Log out", which forgets the session at once, the custom headers and
Delete, which removes the server from the app at once);
``subscription_management/view/components/subscribe_button.dart`` (Subscribe with the
count, which subscribes at once).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

VIDEO, CHANNEL, PLAYLIST = "Big Buck Bunny", "Blender", "Watch later"
SERVER = "https://invidious.example.org"


def screens(t: Any) -> list[dict[str, Any]]:
    return dialogs(t) + pages(t)


def ask(t: Any, category: str, source: str, behind: str, title: str, message: str,
        ok: bool | None, cancel: bool | None = None) -> dict[str, Any]:  # fmt: skip
    """``okCancelDialog``: Cancel, then OK."""
    return popup(category, f"clipious {source}", behind, t(title), t(message),
                 [(t("cancel"), cancel), (t("ok"), ok)])  # fmt: skip


def dialogs(t: Any) -> list[dict[str, Any]]:
    subs = t("manageSubscriptions")
    unsubscribe = ("unSubscribeQuestion", "youCanSubscribeAgainLater")
    history = ("clearHistoryQuestion", "clearHistoryQuestionExplanation")
    playlist = ("deletePlayListQ", "irreversibleAction")
    search = ("clearSearchHistory", "irreversibleAction")  # its own AlertDialog, alike
    feedback = ("submitFeedback", "feedbackDisclaimer")
    bell = ("deleteChannelNotificationTitle", "deleteChannelNotificationContent")
    where = "PlaylistViewScreen (Delete Playlist?)"
    return [
        ask(t, "delete", where, PLAYLIST, *playlist, True),
        ask(t, "harmless", where, PLAYLIST, *playlist, None, False),
        ask(t, "reversible", "ManageSubscriptions (Unsubscribe ?)", subs, *unsubscribe, False),
        ask(t, "reversible", "ManageSubscriptions (On device, Unsubscribe ?)", subs,
            *unsubscribe, False),
        ask(t, "delete", "HistoryView (Clear history ?)", t("history"), *history, True),
        ask(t, "delete", "SearchHistorySettings (Clear search history)", t("searchHistory"),
            *search, True),
        ask(t, "reversible", "ChannelNotifications (Delete channel notification ?)",
            t("notifications"), *bell, False),
        ask(t, "harmless", "ChannelNotifications (Delete channel notification ?)",
            t("notifications"), *bell, None, False),
        ask(t, "opens-prompt", "Settings (Submit feedback)", t("settings"), *feedback, False),
    ]  # fmt: skip


def pages(t: Any) -> list[dict[str, Any]]:
    searches = page(t("searchHistory"), [
        {"text": t("searchHistoryDescription")}, {"switch": t("enableSearchHistory")},
        {"text": t("searchHistoryLimit")}, {"text": t("searchHistoryLimitDescription")},
        {"button": t("clearSearchHistory")}])  # fmt: skip
    new_playlist = ({"field": t("playListName"), "text": "Open movies"},
                    {"text": f"{t('playlistVisibility')}:"},
                    {"button": t("publicPlaylist")})  # fmt: skip
    sheet = [t("addToQueueList"), t("playNext"), t("download"), t("share")]
    download = [t("copyToDownloadFolder"), t("delete")]
    server = page(SERVER, [
        {"switch": t("useThisServer")}, {"text": t("authentication")},
        {"button": t("tokenLogin")}, {"button": t("cookieLogin")}, {"button": t("logout")},
        {"text": t("customHeaders")}, {"button": t("addBasicAuth")},
        {"button": t("addHeader")}, {"button": t("delete")}])  # fmt: skip
    channel = page(CHANNEL, [
        {"icon": t("search")}, {"text": CHANNEL},
        {"button": f"{t('subscribe')} | 1.2M"}, {"text": VIDEO}])  # fmt: skip
    return [
        entry("opens-prompt", "clipious SearchHistorySettings", searches,
              [(t("clearSearchHistory"), False)]),
        entry("reversible", "clipious SearchHistorySettings", searches,
              [(t("enableSearchHistory"), False)]),
        popup("reversible", "clipious AddToPlaylistList (Add Playlist)", t("selectPlaylist"),
              t("addPlayList"), None, [(t("cancel"), None), (t("add"), False)], new_playlist),
        popup("harmless", "clipious AddToPlaylistList (Add Playlist)", t("selectPlaylist"),
              t("addPlayList"), None, [(t("cancel"), False), (t("add"), None)], new_playlist),
        menu("reversible", "clipious VideoModalSheet", VIDEO, sheet,
             [(t("addToQueueList"), False)]),
        menu("opens-prompt", "clipious VideoModalSheet", VIDEO, sheet, [(t("download"), False)]),
        menu("opens-prompt", "clipious VideoModalSheet", VIDEO, sheet, [(t("share"), False)]),
        menu("reversible", "clipious DownloadedVideo (a finished download)", t("downloads"),
             download, [(t("delete"), False)]),
        entry("reversible", "clipious ManageSingleServer", server, [(t("logout"), False)]),
        entry("reversible", "clipious ManageSingleServer", server, [(t("useThisServer"), False)]),
        entry("reversible", "clipious SubscribeButton", channel,
              [(f"{t('subscribe')} | 1.2M", False)]),
    ]  # fmt: skip
