"""Xtra's screens (``com.github.andreyasadchy.xtra``, a Twitch client: streams and videos
watched, channels and games followed, chat messages sent and replied to, videos downloaded,
converted, moved and deleted, bookmarks and saved filters kept and deleted, recent searches and
saved video positions deleted, custom proxies added and deleted, the account logged out), strings
from ``app/src/main/res/values*/strings.xml``. The channel, user, video and message names on
the screens are the same in every language.

Read from the code (``app/src/main/java/com/github/andreyasadchy/xtra``):
``ui/top/TopStreamsFragment.kt`` and ``ui/saved/SavedMediaFragment.kt`` with
``res/menu/top_menu.xml`` (the toolbar: Search, and the overflow's Settings, "Log in" or "Log
out" and, on the Downloads tab, "Import folders" and "Import files", which open the system's
picker; "Log out?" with "Logged in as ..." and No and Yes, whose Yes starts
``ui/login/LoginActivity.kt``, which clears the stored tokens and revokes each of them with
Twitch through ``AuthRepository.revoke``); ``ui/channel/ChannelPagerFragment.kt`` with
``res/layout/fragment_channel.xml`` and ``res/menu/channel_menu.xml`` (the channel's header
with "Open player" and its tabs; the toolbar's "Turn on notifications", which turns on live
notifications for the channel, Follow, which follows it with the Twitch account or locally
through ``saveFollowChannel``, and, for a followed channel, Unfollow, which opens "Unfollow
...?" with No and Yes, whose Yes calls ``deleteFollowChannel``; the overflow's Settings, "Log
out", Share and Download); ``ui/common/VideosAdapter.kt`` with ``res/menu/media_item.xml`` (a
video's popup: Download, "Add bookmark", Share); ``ui/download/DownloadDialog.kt`` with
``res/layout/dialog_video_download.xml`` and ``storage_selection.xml`` (quality, the From and To
times, where to save, "Download chat replay", and the layout's own Cancel and Download buttons,
Download queuing the download to the device); ``ui/saved/downloads/DownloadsAdapter.kt`` and
``DownloadsFragment.kt`` with ``res/menu/offline_item.xml`` (a download's popup: "Stop
download" or "Resume download" while it runs or waits, "Convert to a file", "Move to shared
storage", "Change chat file", Share and Delete; Delete opens "Delete" with "Are you sure you
want to delete this video?", the check box "Keep files", ticked at first, and Cancel and
Delete, whose Delete cancels a running download and calls ``DownloadsViewModel.delete``, which
deletes the video's files unless "Keep files" is ticked and then its entry; "Convert" with
"Convert this video to a single file?" and Cancel and Convert, which joins the playlist's
segments into one file through ``convertToFile``); ``ui/saved/bookmarks/BookmarksAdapter.kt``
and ``BookmarksFragment.kt`` with ``res/menu/bookmark_item.xml`` (a bookmark's popup: Refresh,
Download, "Ignore auto-deletion for this user" and Delete; "Delete" with "Are you sure you want
to delete this video?" and Cancel and Delete, which calls ``BookmarksViewModel.delete``);
``ui/saved/filters/FiltersAdapter.kt`` and ``FiltersFragment.kt`` (a saved filter's popup, the
same menu with only Delete shown; "Delete" with "Are you sure you want to delete this filter?"
and Cancel and Delete); ``ui/search/SearchPagerFragment.kt`` and ``RecentSearchAdapter.kt``
with ``res/menu/search_menu.xml`` and ``res/layout/fragment_recent_search_list_item.xml`` (a
recent search's row and its ``delete`` button, which deletes it at once; the overflow's "Get
user by ID/login", which opens ``dialog_user_result.xml``'s "User ID" and "User login" and a
field, with "View profile", Cancel and OK, which only look the user up);
``ui/chat/ChatFragment.kt`` with ``res/layout/fragment_chat.xml`` (the chat under the player:
the messages, the ``editText`` field, ``emotes`` and ``send``, which sends the typed message to
the channel's chat through ``sendMessage``, and, when replying, ``replyText`` and
``replyClose``; "Download language model for ...?" with No and Yes, which downloads a
translation model); ``ui/chat/MessageClickedDialog.kt`` with
``res/layout/dialog_chat_message_click.xml`` (a message's sheet: Reply, which only puts the
chat in reply mode, "Copy message", "Copy to clipboard", "Translate message" and "View
profile"); ``ui/player/PlayerSettingsDialog.kt`` with ``res/layout/player_settings.xml`` (the
player's sheet: Quality, "Playback speed", "Viewer list", Download, "Remove bookmark", which
takes the bookmark off at once, Share, "Sleep timer", "Aspect ratio", Volume, "Restart player",
"Disconnect from chat" and "Reload emotes"); ``ui/player/SleepTimerDialog.kt`` with
``res/layout/dialog_sleep_timer.xml`` ("Sleep timer" with the hours and minutes, and Cancel and
Start, or while it runs Cancel, Stop and Set); ``ui/settings/SettingsActivity.kt`` with
``res/xml/root_preferences.xml``, ``player_preferences.xml`` and ``ui_preferences.xml`` (the
root page: Language, "Live notifications", Theme, "Check for updates", "Backup settings and
data", which opens the system's folder picker to write the settings and the database to,
and "Restore settings and data", which opens the system's file picker; "Update available"
with "Download latest update?" and No and Yes, which downloads the update and hands it to the
system's installer; the Player page's "Save positions of watched videos" and "Delete video
positions", which opens "Are you sure you want to delete all saved video positions?" with No
and Yes, which calls ``SettingsViewModel.deletePositions``; the UI page's "Store recent
searches", "Bottom navigation tabs", which opens its list with Cancel and OK, and "Delete
recent searches", which opens "Are you sure you want to delete all recent searches?" with No
and Yes, which calls ``deleteRecentSearches``); ``ui/settings/CustomProxySettingsFragment.kt``
with ``res/layout/fragment_custom_proxy_settings.xml`` and
``fragment_custom_proxy_settings_list_item.xml`` ("Add proxy", a proxy's row with its check box and
its ``edit`` and ``delete`` buttons; "Delete" with "Are you sure you want to delete this
proxy?" and Cancel and Delete, which calls ``deleteProxy``).
"""

from __future__ import annotations

from typing import Any

from screens import alert, alert3, entry, menu, page

ID = "com.github.andreyasadchy.xtra:id/"
STREAMER, VIEWER, USER = "NovaPlays", "pixel_fox", "viewer42"
VIDEO, CLIP = "Speedrun practice, any% attempts", "Final boss in one cycle"
FILTER, PROXY = "Celeste, English", "https://proxy.example.org/$channel"
TYPED, REPLY, EMOTE = "gg, that route was clean", "it was on the last split", "Kappa nice reset"


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        account(t)
        + channel(t)
        + videos(t)
        + downloads(t)
        + bookmarks(t)
        + search(t)
        + chat(t)
        + player(t)
        + settings(t)
    )


def idb(name: str) -> dict[str, Any]:
    """An image button with no label of its own (no text, no description): a dump shows only
    its resource id, by which it is tapped."""
    return {"icon": "", "rid": f"{ID}{name}"}


def account(t: Any) -> list[dict[str, Any]]:
    top, saved = t("popular"), t("saved")
    overflow = [t("settings"), t("log_out")]
    downloads_overflow = [*overflow, t("import_folders"), t("import_files")]
    where = "xtra TopStreamsFragment (top_menu)"
    out = (t("logout_title"), t("logout_msg", USER))
    no, yes = t("no"), t("yes")
    return [
        menu("opens-prompt", where, top, overflow, [(t("log_out"), False)]),
        alert("revoke", "xtra TopStreamsFragment (log out)", top, *out, (no, None), (yes, True)),
        alert("harmless", "xtra TopStreamsFragment (log out)", top, *out, (no, False), (yes, None)),
        menu(
            "harmless",
            "xtra SavedMediaFragment (top_menu, Downloads)",
            saved,
            downloads_overflow,
            [(t("import_files"), False)],
        ),
        alert("revoke", "xtra SavedMediaFragment (log out)", saved, *out, (no, None), (yes, True)),
    ]


def channel_page(t: Any, following: bool) -> dict[str, Any]:
    """A channel's page: its toolbar's icons, its header and its tabs."""
    bell = t("disable_notifications") if following else t("enable_notifications")
    heart = t("unfollow") if following else t("follow")
    return page(
        STREAMER,
        [
            {"icon": bell, "rid": f"{ID}toggleNotifications"},
            {"icon": heart, "rid": f"{ID}followButton"},
            {"icon": t("search"), "rid": f"{ID}search"},
            {"text": STREAMER, "rid": f"{ID}userName"},
            {"text": "Celeste", "rid": f"{ID}gameName"},
            {"button": t("open_player"), "rid": f"{ID}watchLive"},
            {"tab": t("videos")},
            {"tab": t("clips")},
            {"tab": t("chat")},
            {"tab": t("about")},
        ],
    )


def channel(t: Any) -> list[dict[str, Any]]:
    where = "xtra ChannelPagerFragment (channel_menu)"
    overflow = [t("settings"), t("log_out"), t("share"), t("download")]
    bye = (None, t("unfollow_channel", STREAMER))
    no, yes = t("no"), t("yes")
    return [
        entry("reversible", where, channel_page(t, False), [(t("follow"), False)]),
        entry("reversible", where, channel_page(t, False), [(t("enable_notifications"), False)]),
        entry("opens-prompt", where, channel_page(t, True), [(t("unfollow"), False)]),
        alert(
            "reversible",
            "xtra ChannelPagerFragment (unfollow)",
            STREAMER,
            *bye,
            (no, None),
            (yes, False),
        ),
        alert(
            "harmless",
            "xtra ChannelPagerFragment (unfollow)",
            STREAMER,
            *bye,
            (no, False),
            (yes, None),
        ),
        menu("opens-prompt", f"{where} (overflow)", STREAMER, overflow, [(t("download"), False)]),
        alert(
            "revoke",
            "xtra ChannelPagerFragment (log out)",
            STREAMER,
            t("logout_title"),
            t("logout_msg", USER),
            (no, None),
            (yes, True),
        ),
    ]


def download_dialog(t: Any) -> dict[str, Any]:
    """The download dialog of a video: its quality, times, storage and own buttons."""
    items = [
        {"text": t("select_quality"), "rid": f"{ID}selectQuality"},
        {"field": f"{ID}spinner", "text": t("source")},
        {"text": t("specify_time"), "rid": f"{ID}specifyTime"},
        {"text": t("from"), "rid": f"{ID}from"},
        {"field": f"{ID}timeFrom", "text": "00:00:00"},
        {"text": t("to"), "rid": f"{ID}to"},
        {"field": f"{ID}timeTo", "text": "02:14:37"},
        {"text": t("save_to")},
        {"radio": t("shared_storage"), "checked": False},
        {"radio": t("app_storage"), "checked": True},
        {"switch": t("download_chat"), "rid": f"{ID}downloadChat", "checked": False},
        {"button": t("android:cancel"), "rid": f"{ID}cancel"},
        {"button": t("download"), "rid": f"{ID}download"},
    ]
    return {"title": STREAMER, "dialog": {}, "items": items}


def videos(t: Any) -> list[dict[str, Any]]:
    where = "xtra VideosAdapter (media_item)"
    popup = [t("download"), t("add_bookmark"), t("share")]
    sheet = "xtra DownloadDialog"
    return [
        menu("reversible", where, STREAMER, popup, [(t("add_bookmark"), False)]),
        menu("opens-prompt", where, STREAMER, popup, [(t("download"), False)]),
        entry("reversible", sheet, download_dialog(t), [(t("download"), False)]),
    ]


def downloads(t: Any) -> list[dict[str, Any]]:
    saved = t("saved")
    where = "xtra DownloadsAdapter (offline_item)"
    done = [
        t("convert_vod_to_file"),
        t("move_to_shared_storage"),
        t("change_chat_file"),
        t("share"),
        t("delete"),
    ]
    running = [t("stop_download"), t("delete")]
    cancel, delete, convert = t("android:cancel"), t("delete"), t("convert")
    sure = (delete, t("are_you_sure"))

    def keep(ticked: bool) -> tuple[dict[str, Any], ...]:
        return ({"switch": t("keep_files"), "checked": ticked},)

    gone = "xtra DownloadsFragment (delete)"
    joined = (convert, t("convert_message"))
    return [
        menu("opens-prompt", where, saved, done, [(t("delete"), False)]),
        menu("opens-prompt", where, saved, done, [(t("convert_vod_to_file"), False)]),
        menu("reversible", f"{where} (downloading)", saved, running, [(t("stop_download"), False)]),
        alert(
            "delete", f"{gone}, files", saved, *sure, (cancel, None), (delete, True), keep(False)
        ),
        alert(
            "harmless", f"{gone}, files", saved, *sure, (cancel, False), (delete, None), keep(False)
        ),
        alert(
            "reversible",
            f"{gone}, keep files",
            saved,
            *sure,
            (cancel, None),
            (delete, False),
            keep(True),
        ),
        alert(
            "delete",
            f"{gone} (recording), files",
            saved,
            *sure,
            (cancel, None),
            (delete, True),
            keep(False),
        ),
        alert(
            "harmless",
            "xtra DownloadsFragment (convert)",
            saved,
            *joined,
            (cancel, None),
            (convert, False),
        ),
    ]


def bookmarks(t: Any) -> list[dict[str, Any]]:
    saved = t("saved")
    where = "xtra BookmarksAdapter (bookmark_item)"
    popup = [t("refresh"), t("download"), t("vod_ignore_user"), t("delete")]
    cancel, delete = t("android:cancel"), t("delete")
    sure = (delete, t("are_you_sure"))
    gone = "xtra BookmarksFragment (delete)"
    filters = "xtra FiltersFragment (delete)"
    unfilter = (delete, t("delete_filter_message"))
    return [
        menu("opens-prompt", where, saved, popup, [(t("delete"), False)]),
        menu("reversible", where, saved, popup, [(t("vod_ignore_user"), False)]),
        alert("delete", gone, saved, *sure, (cancel, None), (delete, True)),
        alert("harmless", gone, saved, *sure, (cancel, False), (delete, None)),
        alert("delete", f"{gone}, expiring video", VIDEO, *sure, (cancel, None), (delete, True)),
        menu(
            "opens-prompt",
            "xtra FiltersAdapter (bookmark_item)",
            saved,
            [delete],
            [(delete, False)],
        ),
        alert("delete", filters, saved, *unfilter, (cancel, None), (delete, True)),
    ]


def search(t: Any) -> list[dict[str, Any]]:
    where = "xtra SearchPagerFragment"
    recent = page(
        t("search"),
        [
            {"field": f"{ID}searchView", "hint": t("search"), "text": ""},
            {"row": "celeste any%", "rid": f"{ID}text"},
            idb("delete"),
        ],
    )
    form = (
        {"radio": t("user_id"), "rid": f"{ID}radioButton", "checked": False},
        {"radio": t("user_login"), "rid": f"{ID}radioButton2", "checked": True},
        {"field": f"{ID}editText", "text": VIEWER},
    )
    profile, cancel, ok = t("view_profile"), t("android:cancel"), t("android:ok")
    return [
        entry("delete", f"{where} (recent search)", recent, [("delete", True)]),
        entry("harmless", f"{where} (recent search)", recent, [("celeste any%", False)]),
        menu(
            "opens-prompt",
            f"{where} (search_menu)",
            t("search"),
            [t("search_user")],
            [(t("search_user"), False)],
        ),
        alert3(
            "harmless",
            f"{where} (user result)",
            t("search"),
            None,
            None,
            (profile, None),
            (cancel, None),
            (ok, False),
            form,
        ),
    ]


def reply_bar(t: Any) -> str:
    """The reply bar's text. Android reads the strings' ``\\:`` as a colon; the Spanish one
    escapes its backslash instead (``\\\\:``), and shows it."""
    text = t("replying_to_message", VIEWER, "that skip saved four seconds")
    return text if getattr(t, "lang", "") == "es" else text.replace("\\:", ":")


def chat_page(t: Any, text: str, replying: bool = False) -> dict[str, Any]:
    """The chat under the player: the messages, then the input bar with ``text`` typed."""
    items: list[dict[str, Any]] = [
        {
            "list": [
                {"text": f"{VIEWER}: that skip saved four seconds"},
                {"text": f"{STREAMER}: new PB pace"},
            ]
        }
    ]
    if replying:
        items += [
            {
                "text": reply_bar(t),
                "rid": f"{ID}replyText",
            },
            idb("replyClose"),
        ]
    items += [
        {"field": f"{ID}editText", "text": text},
        idb("clear"),
        idb("emotes"),
        idb("send"),
    ]
    return page(STREAMER, items)


def chat(t: Any) -> list[dict[str, Any]]:
    where = "xtra ChatFragment"
    send = "send"
    sheet = page(
        STREAMER,
        [
            {"text": VIEWER, "rid": f"{ID}userName"},
            {"text": f"{VIEWER}: that skip saved four seconds"},
            {"button": t("reply"), "rid": f"{ID}reply"},
            {"button": t("copy_message"), "rid": f"{ID}copyMessage"},
            {"button": t("copy_clip"), "rid": f"{ID}copyClip"},
            {"button": t("translate_message"), "rid": f"{ID}translateMessage"},
            {"button": t("view_profile"), "rid": f"{ID}viewProfile"},
        ],
    )
    model = (None, t("download_language_model_message", "French"))
    clicked = "xtra MessageClickedDialog"
    no, yes = t("no"), t("yes")
    return [
        entry("send", f"{where} (message typed)", chat_page(t, TYPED), [(send, True)]),
        entry("send", f"{where} (emote typed)", chat_page(t, EMOTE), [(send, True)]),
        entry("send", f"{where} (reply typed)", chat_page(t, REPLY, True), [(send, True)]),
        entry(
            "harmless",
            f"{where} (reply typed)",
            chat_page(t, REPLY, True),
            [("replyClose", False)],
        ),
        entry("harmless", clicked, sheet, [(t("reply"), False)]),
        alert("harmless", f"{where} (language model)", STREAMER, *model, (no, None), (yes, False)),
    ]


def player(t: Any) -> list[dict[str, Any]]:
    rows = [
        ("menuQuality", "quality"),
        ("menuSpeed", "playback_speed"),
        ("menuViewerList", "viewer_list"),
        ("menuDownload", "download"),
        ("menuBookmark", "remove_bookmark"),
        ("menuShare", "share"),
        ("menuTimer", "sleep_timer"),
        ("menuRatio", "aspect_ratio"),
        ("menuVolume", "volume"),
        ("menuRestart", "restart_player"),
        ("menuChatDisconnect", "disconnect_chat"),
        ("menuReloadEmotes", "reload_emotes"),
    ]
    sheet = page(STREAMER, [{"button": t(key), "rid": f"{ID}{rid}"} for rid, key in rows])
    where = "xtra PlayerSettingsDialog"
    timer = "xtra SleepTimerDialog"
    clock = (
        {"field": f"{ID}hours", "text": "1"},
        {"text": t("hours")},
        {"field": f"{ID}minutes", "text": "30"},
        {"text": t("minutes")},
    )
    title, cancel = t("sleep_timer"), t("android:cancel")
    start, stop, set_ = t("start"), t("stop"), t("set")
    return [
        entry("reversible", where, sheet, [(t("remove_bookmark"), False)]),
        entry("reversible", where, sheet, [(t("disconnect_chat"), False)]),
        entry("opens-prompt", where, sheet, [(t("sleep_timer"), False)]),
        alert("reversible", timer, STREAMER, title, None, (cancel, None), (start, False), clock),
        alert3(
            "reversible",
            f"{timer} (running)",
            STREAMER,
            title,
            None,
            (cancel, None),
            (stop, False),
            (set_, None),
            clock,
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    root = page(
        t("settings"),
        [
            {"row": t("language")},
            {"switch": t("live_notifications"), "checked": False},
            {"row": t("theme")},
            {"row": t("ui_settings")},
            {"row": t("player_settings")},
            {"row": t("custom_proxy_settings")},
            {"row": t("check_updates")},
            {"row": t("backup_settings")},
            {"row": t("restore_settings")},
        ],
    )
    where = "xtra SettingsActivity"
    update = (t("update_available"), t("update_message"))
    playback = page(
        t("player_settings"),
        [
            {"switch": t("save_video_positions"), "checked": True},
            {"row": t("delete_video_positions")},
        ],
    )
    ui = page(
        t("ui_settings"),
        [
            {"row": t("navigation_tabs")},
            {"switch": t("store_recent_searches"), "checked": True},
            {"row": t("delete_recent_searches")},
        ],
    )
    proxies = page(
        t("custom_proxy_settings"),
        [
            {"button": t("add_proxy"), "rid": f"{ID}addItem"},
            {"text": PROXY, "rid": f"{ID}text"},
            idb("edit"),
            idb("delete"),
        ],
    )
    positions = (None, t("delete_video_positions_message"))
    searches = (None, t("delete_recent_searches_message"))
    unproxy = (t("delete"), t("delete_proxy_message"))
    no, yes, cancel = t("no"), t("yes"), t("android:cancel")
    player_page, ui_page = f"{where} (PlayerSettingsFragment)", f"{where} (UiSettingsFragment)"
    custom = "xtra CustomProxySettingsFragment"
    return [
        entry("harmless", where, root, [(t("backup_settings"), False)]),
        entry("opens-prompt", where, root, [(t("restore_settings"), False)]),
        entry("reversible", where, root, [(t("live_notifications"), False)]),
        alert(
            "opens-prompt", f"{where} (update)", t("settings"), *update, (no, None), (yes, False)
        ),
        entry("reversible", player_page, playback, [(t("save_video_positions"), False)]),
        entry("opens-prompt", player_page, playback, [(t("delete_video_positions"), False)]),
        alert("delete", player_page, t("player_settings"), *positions, (no, None), (yes, True)),
        alert("harmless", player_page, t("player_settings"), *positions, (no, False), (yes, None)),
        entry("opens-prompt", ui_page, ui, [(t("delete_recent_searches"), False)]),
        alert("delete", ui_page, t("ui_settings"), *searches, (no, None), (yes, True)),
        alert("harmless", ui_page, t("ui_settings"), *searches, (no, False), (yes, None)),
        entry("opens-prompt", custom, proxies, [("delete", False)]),
        alert(
            "delete",
            f"{custom} (delete)",
            t("custom_proxy_settings"),
            *unproxy,
            (cancel, None),
            (t("delete"), True),
        ),
        alert(
            "harmless",
            f"{custom} (delete)",
            t("custom_proxy_settings"),
            *unproxy,
            (cancel, False),
            (t("delete"), None),
        ),
    ]
