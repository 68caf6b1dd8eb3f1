"""SkyTube's screens (``free.rm.skytube``, a YouTube client that keeps its subscriptions,
bookmarks, downloads, watch progress and search history on the device: videos bookmarked,
downloaded and their downloads deleted, watched videos cleaned out in bulk, channels
subscribed, unsubscribed, blocked and permitted, search history and playback status
cleared, backups written and imported, subscriptions imported and exported), strings from
``app/src/main/res/values*/strings*.xml``. The channel, video and file names on the screens
are the same in every language.

Read from the code (``app/src/main/java/free/rm/skytube``) and resources
(``app/src/main/res``; the OSS build, ``app/src/oss``): ``gui/activities/MainActivity.java``
and ``res/menu/main_activity_menu.xml`` (the action bar: the search view, the Video Blocker
icon, which opens ``BlockedVideosDialog``, and the overflow with "Enter Video URL", "Watched
Video Cleaner" and Preferences; the "Enter Video URL" ``AlertDialog`` of
``res/layout/dialog_enter_video_url.xml`` with Cancel and Play; the search suggestions'
adapter); ``gui/fragments/MainFragment.java``, ``FragmentNames.java`` and
``res/layout/fragment_main.xml`` (the tabs Featured, Trending, Feed, Bookmarks and Downloads,
and the subscriptions drawer of ``res/layout/subs_drawer.xml`` and ``sub_channel.xml``);
``gui/businessobjects/CleanerDialog.java`` and ``res/layout/dialog_clean_downloads.xml``
("Watched Video Cleaner" with its two check boxes, both ticked at first, Cancel and Clean,
which deletes the downloaded files of every fully watched video and removes every fully
watched video's bookmark); ``gui/businessobjects/BlockedVideosDialog.java`` ("Blocked Videos"
with Clear, which empties the list of videos hidden in this session, and "Set up", which
opens the Video Blocker settings); ``gui/businessobjects/adapters/SearchHistoryCursorAdapter
.java``, ``res/layout/search_hint.xml`` and ``businessobjects/db/SearchHistoryDb.java`` (each
suggestion's text runs the search again, its ``delete_button`` deletes that search from the
history at once); ``gui/businessobjects/adapters/GridViewHolder.java`` with
``res/menu/video_options_menu.xml`` and ``channel_options_menu.xml`` (a video's popup menu:
"Open with…", "Share via…", "Copy URL", Bookmark or Unbookmark, Download or "Delete
Download", which calls ``DownloadedVideosDb.removeDownload`` and deletes the file with no
confirmation, "Channel..." with its submenu, "View Thumbnail", "Mark as Watched" or "Mark as
Unwatched"; a channel card's popup menu); ``gui/businessobjects/views/ChannelActionHandler
.java``, ``businessobjects/YouTube/POJOs/YouTubeChannel.java`` and ``businessobjects/db/
SubscriptionsDb.java`` (Subscribe, Unsubscribe, which removes the channel and its cached
feed videos, "Block Channel", which unsubscribes and denies the channel, and "Permit
Channel"); ``gui/fragments/ChannelBrowserFragment.java`` and
``res/layout/fragment_channel_browser.xml`` (the channel page's ``channel_subscribe_button``
and tabs); ``gui/fragments/SubscriptionsFeedFragment.java`` and ``res/layout/fragment_subs_feed
.xml`` (the empty feed's two import buttons); ``gui/fragments/YouTubePlayerV2Fragment.java``,
``res/menu/menu_youtube_player.xml`` and ``res/layout/video_description.xml`` (the player's
overflow, with the checkable "No video gestures" and "Continuous repetition"; the playback
error dialog, which for a corrupted downloaded file offers Close and "Delete Download"; the
description's subscribe button); ``gui/businessobjects/ResumeVideoTask.java`` ("Continue
from where you stopped?" with No and Resume); ``gui/businessobjects/MobileNetworkWarningDialog
.java`` ("Metered Network" with "Never ask again.", Cancel and "Download Video");
``gui/fragments/preferences/*.java`` with ``res/xml/preference_headers.xml``,
``preference_backup.xml``, ``preference_privacy.xml``, ``preference_security.xml``,
``preference_video_blocker.xml`` and ``preference_about.xml`` (the settings' pages);
``gui/businessobjects/SubscriptionsBackupsManager.java`` and ``gui/businessobjects/preferences/
BackupDatabases.java`` ("Back up Databases", which writes a new time-stamped zip file of the
databases to the device's storage; "Import Backup", whose picked file brings the
``AlertDialog`` "Replace bookmarks and subscriptions with the data in the selected backup
file?" with Cancel and Continue; "Export Subscriptions to OPML" and "Import Subscriptions
from OPML", which open the system's file picker; "Import Subscriptions" with its check box
and "Select Subscription File", then the list of the file's channels with "Select All",
"Select None", Cancel and "Import Subscriptions", which subscribes to the ticked ones);
``PrivacyPreferenceFragment.java`` ("No Search History" and "No Playback Status", whose
ticking deletes the whole search history or every video's playback status at once, and
"Clear Playback Status", which deletes every video's playback status when tapped);
``SecurityPreferenceFragment.java`` ("Require PIN code", whose unticking removes the PIN);
``VideoBlockerPreferenceFragment.java`` and ``gui/businessobjects/
MultiSelectListPreferenceDialog.java`` ("Channel Deny List" with Cancel and Unblock, "Channel
Allow List" with Add, Cancel and Block); ``AboutPreferenceFragment.java`` and
``gui/businessobjects/updates/UpdatesCheckerTask.java`` and ``UpgradeAppTask.java`` (Updates;
"New Version Available" with Later and Update, which downloads the new package and hands it
to the system's installer).
"""

from __future__ import annotations

import re
from typing import Any

from screens import ID, alert, entry, material, menu, page

APP = "=SkyTube"
CHANNEL, OTHER, THIRD = "Wildlife Diaries", "Retro Kitchen", "Orbit Lab"
VIDEO, VIDEO2, VIDEO3 = "Night hike across the Alps", "Sourdough in 10 steps", "Saturn V explained"
URL = "https://www.youtube.com/watch?v=dQ9kR2xLm4A"
VERSION = "2.999"
ERROR = "None of the available extractors could read the stream"


def html(text: str) -> str:
    """A string the dialog reads as HTML (``MaterialDialog.content`` with arguments) as it
    shows: its tags dropped, and its unescaped quotes, which the resource compiler drops."""
    text = re.sub(r"<[^>]*>|\"", "", re.sub(r"<br\s*/?>", " ", text))
    return re.sub(r"\s+", " ", text).strip()


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        main(t)
        + cleaner(t)
        + search(t)
        + video_menus(t)
        + channels(t)
        + player(t)
        + backups(t)
        + privacy(t)
        + blocker(t)
        + about(t)
    )


def home(t: Any, videos: tuple[tuple[str, str], ...] = ()) -> dict[str, Any]:
    """The main page on one tab: the action bar's icons, the tabs and the tab's video cards."""
    cards: list[dict[str, Any]] = []
    for title, channel in videos or ((VIDEO, CHANNEL), (VIDEO2, OTHER)):
        cards += [
            {"row": title, "secondary": channel, "rid": f"{ID}title_text_view"},
            {"id": "options_button"},
        ]
    return page(
        t(APP),
        [
            {"icon": t("search_videos"), "rid": f"{ID}menu_search"},
            {"icon": t("pref_video_blocker_category"), "rid": f"{ID}menu_blocker"},
            {"tab": t("featured")},
            {"tab": t("trending_in", "US")},
            {"tab": t("feed")},
            {"tab": t("bookmarks")},
            {"tab": t("downloads")},
            {"list": cards},
        ],
    )


def main(t: Any) -> list[dict[str, Any]]:
    where = "skytube MainActivity (main_activity_menu)"
    rows = [t("enter_video_url"), t("cleaner"), t("preferences")]
    cancel = t("cancel")
    url = (
        {"field": f"{ID}dialog_url_edittext", "hint": "https://www.youtube.com/watch?v=xxxxxx",
         "text": URL},
        {"id": "dialog_url_clear_button"},
    )  # fmt: skip
    blocked = (
        {
            "list": [
                {"row": VIDEO3, "secondary": THIRD, "rid": f"{ID}blocked_video_row"},
                {"row": "Top 10 unboxings", "secondary": OTHER, "rid": f"{ID}blocked_video_row"},
            ]
        },
    )
    return [
        menu("opens-prompt", where, t(APP), rows, [(t("cleaner"), False)]),
        entry(
            "opens-prompt",
            "skytube MainActivity (action bar)",
            home(t),
            [(t("pref_video_blocker_category"), False)],
        ),
        entry("harmless", "skytube MainFragment (tabs)", home(t), [(t("downloads"), False)]),
        alert(
            "harmless",
            "skytube MainActivity (enter video URL)",
            t(APP),
            t("enter_video_url"),
            None,
            (cancel, None),
            (t("play"), False),
            url,
        ),
        material(
            "reversible",
            "skytube BlockedVideosDialog (clear)",
            t(APP),
            t("blocked_videos"),
            None,
            [
                (t("clear"), "neutral", False),
                (cancel, "negative", None),
                (t("configure"), "positive", None),
            ],
            blocked,
        ),
        material(
            "harmless",
            "skytube BlockedVideosDialog (set up)",
            t(APP),
            t("blocked_videos"),
            None,
            [
                (t("clear"), "neutral", None),
                (cancel, "negative", None),
                (t("configure"), "positive", False),
            ],
            blocked,
        ),
    ]


def cleaner(t: Any) -> list[dict[str, Any]]:
    where = "skytube CleanerDialog"

    def dialog(category: str, downloads: bool, bookmarks: bool, clean: bool | None,
               cancel: bool | None, taps: tuple[tuple[str, bool], ...] = ()
               ) -> dict[str, Any]:  # fmt: skip
        items = (
            {"text": t("cleaner_explanation"), "rid": f"{ID}cleaner_explanation"},
            {"switch": t("cleaner_watched_downloads"), "checked": downloads,
             "rid": f"{ID}clean_watched_downloads"},
            {"switch": t("cleaner_watched_bookmarks"), "checked": bookmarks,
             "rid": f"{ID}clean_watched_bookmarks"},
        )  # fmt: skip
        buttons = [(t("cancel"), "negative", cancel), (t("cleaner_confirm"), "positive", clean)]
        return material(category, where, t(APP), t("cleaner"), None, buttons, items, taps)

    return [
        dialog("delete", True, True, True, None),
        dialog("delete", True, False, True, None),
        dialog("delete", False, True, True, None),
        dialog("harmless", True, True, None, False),
        dialog("harmless", True, True, None, None, ((t("cleaner_watched_downloads"), False),)),
    ]


def search(t: Any) -> list[dict[str, Any]]:
    """The search view opened over the feed, with the history's suggestions for what is typed."""

    def view(typed: str, suggestion: str) -> dict[str, Any]:
        return page(
            t(APP),
            [
                {"field": f"{ID}search_src_text", "hint": t("search_videos"), "text": typed},
                {"list": [{"row": suggestion, "rid": "android:id/text1"}, {"id": "delete_button"}]},
                {"tab": t("feed")},
            ],
        )

    where = "skytube SearchHistoryCursorAdapter"
    lofi, bread = "lofi hip hop radio", "sourdough starter"
    return [
        entry("delete", where, view("lofi", lofi), [("delete_button", True)]),
        entry("delete", where, view("sour", bread), [("delete_button", True)]),
        entry("harmless", where, view("lofi", lofi), [(lofi, False)]),
    ]


def options(t: Any, bookmarked: bool, downloaded: bool, watched: bool) -> list[str]:
    """A video's popup menu (``video_options_menu``) as ``GridViewHolder`` shows it."""
    return [
        t("open_with"),
        t("share_via"),
        t("copy_url"),
        t("unbookmark" if bookmarked else "bookmark"),
        t("delete_download" if downloaded else "download"),
        t("channel_related"),
        t("view_thumbnail"),
        t("mark_unwatched" if watched else "mark_watched"),
    ]


def video_menus(t: Any) -> list[dict[str, Any]]:
    where = "skytube GridViewHolder (video_options_menu)"
    feed = options(t, bookmarked=False, downloaded=False, watched=False)
    downloaded = options(t, bookmarked=False, downloaded=True, watched=False)
    downloads = options(t, bookmarked=True, downloaded=True, watched=True)
    bookmarks = options(t, bookmarked=True, downloaded=True, watched=False)
    sub = "skytube ChannelActionHandler (channel_related)"
    subscribed = [t("open_channel"), t("unsubscribe"), t("block_channel"), t("add_to_permitted")]
    unsubscribed = [t("open_channel"), t("subscribe"), t("block_channel"), t("add_to_permitted")]
    card = [
        t("share_via"),
        t("copy_url"),
        t("open_channel"),
        t("subscribe"),
        t("block_channel"),
        t("unblock"),
    ]
    return [
        menu("reversible", where, t(APP), feed, [(t("bookmark"), False)]),
        menu("reversible", where, t(APP), feed, [(t("download"), False)]),
        menu("harmless", where, t(APP), feed, [(t("share_via"), False)]),
        menu("reversible", where, t(APP), feed, [(t("mark_watched"), False)]),
        menu("delete", where, t(APP), downloaded, [(t("delete_download"), True)]),
        menu("delete", f"{where} (Downloads)", t(APP), downloads, [(t("delete_download"), True)]),
        menu(
            "reversible", f"{where} (Downloads)", t(APP), downloads, [(t("mark_unwatched"), False)]
        ),
        menu("reversible", f"{where} (Bookmarks)", t(APP), bookmarks, [(t("unbookmark"), False)]),
        menu("delete", f"{where} (Bookmarks)", t(APP), bookmarks, [(t("delete_download"), True)]),
        menu("reversible", sub, t(APP), subscribed, [(t("unsubscribe"), False)]),
        menu("reversible", sub, t(APP), subscribed, [(t("block_channel"), False)]),
        menu(
            "reversible", f"{sub} (not subscribed)", t(APP), unsubscribed, [(t("subscribe"), False)]
        ),
        menu(
            "harmless",
            "skytube GridViewHolder (channel_options_menu)",
            t(APP),
            card,
            [(t("copy_url"), False)],
        ),
    ]


def channels(t: Any) -> list[dict[str, Any]]:
    drawer = page(
        t(APP),
        [
            {"text": t("subscriptions"), "rid": f"{ID}subs_drawer_title"},
            {"field": f"{ID}subs_search_view", "hint": t("search_channel")},
            {
                "list": [
                    {"row": CHANNEL, "rid": f"{ID}sub_channel_name_text_view"},
                    {"row": OTHER, "rid": f"{ID}sub_channel_name_text_view"},
                    {"row": THIRD, "rid": f"{ID}sub_channel_name_text_view"},
                ]
            },
        ],
    )
    channel = page(
        CHANNEL,
        [
            {"button": t("unsubscribe"), "rid": f"{ID}channel_subscribe_button"},
            {"tab": t("videos")},
            {"tab": t("playlists")},
            {"tab": t("about")},
            {"list": [{"row": VIDEO, "rid": f"{ID}title_text_view"}]},
        ],
    )
    empty = page(
        t(APP),
        [
            {"tab": t("featured")},
            {"tab": t("feed")},
            {"tab": t("bookmarks")},
            {"text": t("no_subscriptions_text"), "rid": f"{ID}noSubscriptionsText"},
            {"button": t("import_subscriptions_from_youtube"),
             "rid": f"{ID}importSubscriptionsButton"},
            {"button": t("pref_title_import_dbs"), "rid": f"{ID}importBackupButton"},
        ],
    )  # fmt: skip
    return [
        entry("harmless", "skytube SubsAdapter (subs_drawer)", drawer, [(OTHER, False)]),
        entry(
            "reversible",
            "skytube ChannelBrowserFragment",
            channel,
            [(t("unsubscribe"), False)],
        ),
        entry(
            "opens-prompt",
            "skytube SubscriptionsFeedFragment (empty feed)",
            empty,
            [(t("import_subscriptions_from_youtube"), False)],
        ),
        entry(
            "opens-prompt",
            "skytube SubscriptionsFeedFragment (empty feed)",
            empty,
            [(t("pref_title_import_dbs"), False)],
        ),
        alert(
            "overwrite",
            "skytube SubscriptionsBackupsManager (import backup, from the feed)",
            t(APP),
            None,
            t("databases_import_warning_message"),
            (t("cancel"), None),
            (t("continue_"), True),
        ),
    ]


def player(t: Any) -> list[dict[str, Any]]:
    where = "skytube YouTubePlayerV2Fragment (menu_youtube_player)"
    overflow = [
        t("open_with"),
        t("share_via"),
        t("copy_url"),
        t("bookmark"),
        t("download"),
        t("channel_related"),
        t("view_thumbnail"),
        t("pref_title_disable_screen_gestures"),
        t("pref_video_continuous_repeat_toggle"),
    ]
    error = "skytube YouTubePlayerV2Fragment (corrupted download)"
    corrupted = html(t("error_downloaded_file_is_corrupted", ERROR))

    def broken(category: str, close: bool | None, delete: bool | None) -> dict[str, Any]:
        buttons = [(t("close"), "negative", close), (t("delete_download"), "positive", delete)]
        return material(category, error, VIDEO2, t("error_video_play"), corrupted, buttons)

    metered = "skytube MobileNetworkWarningDialog (download)"
    never = ({"switch": t("warning_metered_network_disable"), "checked": False,
              "rid": f"{ID}md_promptCheckbox"},)  # fmt: skip

    def warning(category: str, cancel: bool | None, download: bool | None) -> dict[str, Any]:
        buttons = [(t("cancel"), "negative", cancel), (t("download_video"), "positive", download)]
        return material(
            category, metered, t(APP), t("metered_network"),
            t("warning_metered_network_download"), buttons, never,
        )  # fmt: skip

    description = page(
        VIDEO3,
        [
            {"icon": t("reload_video"), "rid": f"{ID}menu_reload_video"},
            {"text": VIDEO3, "rid": f"{ID}video_desc_title"},
            {"text": THIRD, "rid": f"{ID}video_desc_channel"},
            {"button": t("subscribe"), "rid": f"{ID}video_desc_subscribe_button"},
            {"text": "48,210", "rid": f"{ID}video_desc_views"},
        ],
    )
    return [
        menu(
            "reversible",
            where,
            VIDEO,
            overflow,
            [(t("pref_video_continuous_repeat_toggle"), False)],
        ),
        menu("reversible", where, VIDEO, overflow, [(t("download"), False)]),
        broken("delete", None, True),
        broken("harmless", False, None),
        material(
            "harmless",
            "skytube ResumeVideoTask",
            VIDEO,
            None,
            t("should_resume"),
            [(t("no"), "negative", None), (t("resume"), "positive", False)],
        ),
        warning("reversible", None, False),
        warning("harmless", False, None),
        entry(
            "reversible",
            "skytube YouTubePlayerV2Fragment (video_description)",
            description,
            [(t("subscribe"), False)],
        ),
    ]


def backups(t: Any) -> list[dict[str, Any]]:
    headers = page(
        t("preferences"),
        [
            {"row": t(k)}
            for k in (
                "pref_video_player_category",
                "pref_video_blocker_category",
                "pref_sponsorblock_category",
                "pref_import_export_category",
                "pref_privacy_category",
                "pref_network_downloads_category",
                "pref_security_category",
                "pref_other_category",
                "pref_about_category",
            )
        ],
    )
    rows = [
        ("pref_title_backup_dbs", "pref_summary_backup_dbs"),
        ("pref_title_import_dbs", "pref_summary_import_dbs"),
        ("pref_title_import_subs", "pref_summary_import_subs"),
        ("pref_title_export_subs_opml", "pref_summary_export_subs_opml"),
        ("pref_title_import_subs_opml", "pref_summary_import_subs_opml"),
    ]
    section = t("pref_import_export_category")
    backup = page(section, [{"row": t(k), "secondary": t(s)} for k, s in rows])
    where = "skytube BackupPreferenceFragment"
    manager = "skytube SubscriptionsBackupsManager"
    picked = (
        {"button": t("select_all"), "rid": f"{ID}select_all_button"},
        {"button": t("select_none"), "rid": f"{ID}select_none_button"},
        {
            "list": [
                {"switch": CHANNEL, "checked": True, "rid": f"{ID}channel_name"},
                {"switch": OTHER, "checked": True, "rid": f"{ID}channel_name"},
                {"switch": THIRD, "checked": False, "rid": f"{ID}channel_name"},
            ]
        },
    )
    prompt = ({"switch": t("unsubscribe_from_all_current_sibbed_channels"), "checked": False,
               "rid": f"{ID}md_promptCheckbox"},)  # fmt: skip
    return [
        entry(
            "harmless",
            "skytube PreferencesActivity (headers)",
            headers,
            [(t("pref_privacy_category"), False)],
        ),
        entry("export", where, backup, [(t("pref_title_backup_dbs"), False)]),
        entry("opens-prompt", where, backup, [(t("pref_title_import_dbs"), False)]),
        entry("opens-prompt", where, backup, [(t("pref_title_export_subs_opml"), False)]),
        alert(
            "overwrite",
            f"{manager} (import backup)",
            section,
            None,
            t("databases_import_warning_message"),
            (t("cancel"), None),
            (t("continue_"), True),
        ),
        alert(
            "harmless",
            f"{manager} (import backup)",
            section,
            None,
            t("databases_import_warning_message"),
            (t("cancel"), False),
            (t("continue_"), None),
        ),
        material(
            "opens-prompt",
            f"{manager} (import subscriptions)",
            section,
            t("import_subscriptions"),
            t("import_subscriptions_description"),
            [(t("cancel"), "negative", None), (t("select_sub_file"), "positive", False)],
            prompt,
        ),
        material(
            "reversible",
            f"{manager} (channels to import)",
            section,
            t("import_subscriptions"),
            None,
            [(t("cancel"), "negative", None), (t("import_subscriptions"), "positive", False)],
            picked,
        ),
    ]


def privacy(t: Any) -> list[dict[str, Any]]:
    section = t("pref_privacy_category")
    where = "skytube PrivacyPreferenceFragment"
    settings = page(
        section,
        [
            {"switch": t("pref_title_disable_search_history"), "checked": False},
            {"text": t("pref_summary_disable_search_history")},
            {"switch": t("pref_title_disable_playback_status"), "checked": False},
            {"text": t("pref_summary_disable_playback_status")},
            {
                "row": t("pref_title_clear_playback_status"),
                "secondary": t("pref_summary_clear_playback_status"),
            },
        ],
    )
    security = page(
        t("pref_security_category"),
        [
            {"switch": t("pref_title_require_pin_code"), "checked": True},
            {"text": t("pref_summary_require_pin_code")},
            {
                "row": t("pref_title_change_security_pin"),
                "secondary": t("pref_summary_change_security_pin"),
            },
        ],
    )
    return [
        entry("delete", where, settings, [(t("pref_title_disable_search_history"), True)]),
        entry("delete", where, settings, [(t("pref_title_disable_playback_status"), True)]),
        entry("delete", where, settings, [(t("pref_title_clear_playback_status"), True)]),
        entry(
            "reversible",
            "skytube SecurityPreferenceFragment",
            security,
            [(t("pref_title_require_pin_code"), False)],
        ),
    ]


def blocker(t: Any) -> list[dict[str, Any]]:
    section = t("pref_video_blocker_category")
    settings = page(
        section,
        [
            {"switch": t("pref_video_blocker_category"), "checked": True},
            {"text": t("pref_summary_enable_video_blocker")},
            {"text": t("pref_channels_filter_category")},
            {"row": t("pref_title_channel_filter_method")},
            {
                "row": t("pref_title_channel_blacklist"),
                "secondary": t("pref_summary_channel_blacklist"),
            },
            {
                "row": t("pref_title_channel_whitelist"),
                "secondary": t("pref_summary_channel_whitelist"),
            },
        ],
    )
    where = "skytube VideoBlockerPreferenceFragment"
    listed = (
        {"button": t("select_all"), "rid": f"{ID}select_all_button"},
        {"button": t("select_none"), "rid": f"{ID}select_none_button"},
        {
            "list": [
                {"switch": OTHER, "checked": True, "rid": f"{ID}channel_name"},
                {"switch": THIRD, "checked": False, "rid": f"{ID}channel_name"},
            ]
        },
    )
    return [
        entry("opens-prompt", where, settings, [(t("pref_title_channel_whitelist"), False)]),
        material(
            "reversible",
            f"{where} (deny list)",
            section,
            t("pref_title_channel_blacklist"),
            None,
            [(t("cancel"), "negative", None), (t("unblock"), "positive", False)],
            listed,
        ),
        material(
            "reversible",
            f"{where} (allow list)",
            section,
            t("pref_title_channel_whitelist"),
            None,
            [
                (t("add"), "neutral", None),
                (t("cancel"), "negative", None),
                (t("block"), "positive", False),
            ],
            listed,
        ),
    ]


def about(t: Any) -> list[dict[str, Any]]:
    section = t("pref_about_category")
    settings = page(
        section,
        [
            {"row": t("pref_title_version"), "secondary": VERSION},
            {"row": t("pref_title_updates"), "secondary": t("pref_summary_updates")},
            {"row": t("pref_title_website")},
            {"row": t("pref_title_credits"), "secondary": t("pref_summary_credits")},
            {"row": t("pref_title_open_issue"), "secondary": t("pref_summary_open_issue")},
            {"row": t("pref_title_license"), "secondary": t("pref_summary_license")},
        ],
    )
    return [
        entry(
            "harmless",
            "skytube AboutPreferenceFragment",
            settings,
            [(t("pref_title_updates"), False)],
        ),
        alert(
            "opens-prompt",
            "skytube UpdatesCheckerTask",
            section,
            t("update_available"),
            t("update_dialog_msg", VERSION),
            (t("later"), None),
            (t("update"), False),
        ),
    ]
