"""Nextcloud News's screens (``de.luhmer.owncloudnewsreader``, the Android client of a
Nextcloud server's News app: feeds and folders subscribed on the server, articles read and
starred, podcasts, the local cache), strings from
``News-Android-App/src/main/res/values*/strings.xml``, the platform's Cancel where a layout
says ``@android:string/cancel`` and the code ``android.R.string.no``. The feed, folder and
article on the screens are the same in every language.

Read from the code (``News-Android-App/src/main/java/de/luhmer/owncloudnewsreader``):
``NewsReaderListDialogFragment.java`` with ``res/layout/fragment_dialog_feedoptions.xml``
(a feed long-pressed in the drawer: a floating dialog headed by the feed's name and address,
its list of "Rename Feed", "Remove Feed", "Move Feed", "Notification settings" and "Open-in
settings", each of which swaps the list for a view of its own: "Remove Feed" for "Do you
really want to remove this Feed? This cannot be undone!" with Cancel and Remove, which
deletes the feed on the server (``deleteFeed``) and its articles from the app; "Rename Feed"
for the name's field with Cancel and Rename (``renameFeed``); "Move Feed" for the folders
("Root folder" last), one tapped moving the feed there at once (``moveFeed``); "Notification
settings" and "Open-in settings" for radio buttons saved at once);
``FolderOptionsDialogFragment.java`` with ``fragment_dialog_folderoptions.xml`` (a folder
long-pressed: "Rename folder" and "Remove folder", the latter swapped for "Do you really want
to remove this folder? This cannot be undone!" with Cancel and Remove, which deletes every
feed of the folder on the server and then the folder); ``NewsReaderListActivity.java`` with
``res/menu/news_reader.xml`` (the article list's overflow: Refresh, "Download articles
offline", "Download images", "Download more items", "Mark all as read", which marks every
article of the view read, and "Show only unread articles", a checkable item);
``NewsReaderListFragment.java`` with ``res/menu/list_footer_menu.xml`` (the drawer's foot:
"Add new feed", which opens its page, "Add new folder", which opens its dialog, and Settings);
``AddFolderDialogFragment.java`` with ``fragment_dialog_add_folder.xml`` ("Add new folder":
"Folder name", Cancel and Add, which creates the folder on the server);
``NewFeedActivity.java`` with ``activity_new_feed.xml`` ("Add new feed": "Feed URL", the
folder spinner, "Add feed", which subscribes to the feed on the server (``createFeed``),
"Import OPML", which opens the file picker, and "Export OPML", which writes a file);
``NewsDetailActivity.java`` and ``PodcastFragmentActivity.java`` with
``res/menu/news_detail.xml`` (an article: the toolbar's Starred and Read, which toggle the
article's state, "Remove Podcast Media" where its podcast was downloaded, which only opens
"Are you sure?" ("Do you want to remove downloaded media for ...?") with Remove, the
negative button, which deletes the downloaded file, and Cancel, the neutral one, "Play
Podcast", Share, which opens the system's share sheet, "Open in Web browser" and "Incognito
Mode", written in English in the menu); ``SettingsFragment.java`` with
``res/xml/pref_data_sync.xml`` ("Data & sync": "Clear cache", which, where the database
holds changes not yet synchronised, only opens "Warning" ("There are unsynchronized changes.
Would you like to reset the cache anyway?") whose OK resets the database, dropping those
changes, and clears the downloaded articles and podcasts); ``LoginDialogActivity.java`` with
``activity_login_dialog.xml`` (the login page: "Login using Nextcloud Files App", which opens
the Files app's account picker, and "Manual login", which shows the form).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

RID = "de.luhmer.owncloudnewsreader:id/"
FEED, URL = "Ars Technica", "https://feeds.arstechnica.com/arstechnica/index"
FOLDER, OTHER = "Tech", "Science"
ARTICLE = "A new chip design halves the power of laptop GPUs"
EPISODE = "Episode 212: The quiet web"


def screens(t: Any) -> list[dict[str, Any]]:
    parts = (feed_options, folder_options, article_list, adding, article, settings, login)
    return [screen for part in parts for screen in part(t)]


def floating(t: Any, title: str, text: str | None,
             items: list[dict[str, Any]]) -> dict[str, Any]:  # fmt: skip
    """A feed's or folder's floating dialog over the article list: its header (the name, a
    feed's address) and the widgets of the view it shows."""
    shown = {"title": title, **({"message": text} if text else {})}
    return {"title": t("allUnreadFeeds"), "dialog": shown, "items": items}


def rows(labels: list[str]) -> list[dict[str, Any]]:
    return [{"row": label, "rid": f"{RID}lv_menu_list"} for label in labels]


def feed_options(t: Any) -> list[dict[str, Any]]:
    where = "news NewsReaderListDialogFragment"
    labels = [t("action_feed_rename"), t("action_feed_remove"), t("action_feed_move"),
              t("action_feed_notification_settings"), t("action_feed_open_in")]  # fmt: skip
    listing = floating(t, FEED, URL, rows(labels))
    cancel = t("android:cancel")

    def removing(category: str, cancelled: bool | None, removed: bool | None) -> dict[str, Any]:
        screen = dialog(category, f"{where} (showRemoveFeedView)", t("allUnreadFeeds"), FEED,
                        URL, [(cancel, f"{RID}button_remove_cancel", cancelled),
                              (t("feed_remove_button"), f"{RID}button_remove_confirm", removed)],
                        items=({"text": t("confirm_feed_remove")},))  # fmt: skip
        return screen

    def renaming(category: str, cancelled: bool | None, renamed: bool | None) -> dict[str, Any]:
        return dialog(category, f"{where} (showRenameFeedView)", t("allUnreadFeeds"), FEED,
                      URL, [(cancel, f"{RID}button_rename_cancel", cancelled),
                            (t("feed_rename_button"), f"{RID}button_rename_confirm", renamed)],
                      items=({"field": "name", "rid": f"{RID}renamefeed_feedname",
                              "text": "Ars Technica: All"},))  # fmt: skip

    folders = floating(t, FEED, t("feed_move_list_description"), [
        {"row": FOLDER, "rid": f"{RID}folder_list"}, {"row": OTHER, "rid": f"{RID}folder_list"},
        {"row": t("move_feed_root_folder"), "rid": f"{RID}folder_list"}])  # fmt: skip
    notifying = floating(t, FEED, URL, [
        {"radio": t("notification_feed_none"), "rid": f"{RID}notification_setting_none"},
        {"radio": t("notification_feed_default"), "rid": f"{RID}notification_setting_default"},
        {"radio": t("notification_feed_unique"),
         "rid": f"{RID}notification_setting_unique"}])  # fmt: skip
    return [
        entry("opens-prompt", where, listing, [(t("action_feed_remove"), False)]),
        removing("delete", None, True),
        removing("harmless", False, None),
        renaming("reversible", None, False),
        entry("reversible", f"{where} (showMoveFeedView)", folders, [(OTHER, False)]),
        entry("reversible", f"{where} (showNotificationSettingsView)", notifying,
              [(t("notification_feed_none"), False)]),
    ]  # fmt: skip


def folder_options(t: Any) -> list[dict[str, Any]]:
    where = "news FolderOptionsDialogFragment"
    listing = floating(t, FOLDER, None, rows([t("action_folder_rename"),
                                              t("action_folder_remove")]))  # fmt: skip
    cancel = t("android:cancel")

    def removing(category: str, cancelled: bool | None, removed: bool | None) -> dict[str, Any]:
        return dialog(category, f"{where} (showRemoveFolderView)", t("allUnreadFeeds"), FOLDER,
                      None, [(cancel, f"{RID}button_remove_cancel", cancelled),
                             (t("folder_remove_button"), f"{RID}button_remove_confirm",
                              removed)],
                      items=({"text": t("confirm_folder_remove")},))  # fmt: skip

    renaming = dialog("reversible", f"{where} (showRenameFolderView)", t("allUnreadFeeds"),
                      FOLDER, None, [(cancel, f"{RID}button_rename_cancel", None),
                                     (t("folder_rename_button"), f"{RID}button_rename_confirm",
                                      False)],
                      items=({"field": "name", "rid": f"{RID}renamefolder_foldername",
                              "text": "Technology"},))  # fmt: skip
    return [
        entry("opens-prompt", where, listing, [(t("action_folder_remove"), False)]),
        removing("delete", None, True),
        removing("harmless", False, None),
        renaming,
    ]


def article_list(t: Any) -> list[dict[str, Any]]:
    where = "news NewsReaderListActivity (news_reader menu)"
    entries = [t("menu_update"), t("action_download_articles_offline"),
               t("menu_StartImageCaching"), t("menu_downloadMoreItems"),
               t("menu_markAllAsRead"), t("pref_title_ShowOnlyUnread")]  # fmt: skip
    return [
        menu("harmless", where, FEED, entries, [(t("menu_update"), False)]),
        menu("reversible", where, FEED, entries, [(t("menu_markAllAsRead"), False)]),
        menu("reversible", where, FEED, entries, [(t("pref_title_ShowOnlyUnread"), False)]),
    ]


def adding(t: Any) -> list[dict[str, Any]]:
    foot = "news NewsReaderListFragment (list_footer_menu)"
    drawer = page(t("app_name"), [
        {"text": t("allUnreadFeeds")}, {"text": t("starredFeeds")}, {"text": FOLDER},
        {"text": FEED},
        {"menu": t("action_add_new_feed"), "rid": f"{RID}action_add_new_feed"},
        {"menu": t("action_add_new_folder"), "rid": f"{RID}action_add_new_folder"},
        {"menu": t("action_settings"), "rid": f"{RID}drawer_settings"}])  # fmt: skip
    folder = dialog("reversible", "news AddFolderDialogFragment", t("app_name"), None, None,
                    [(t("android:cancel"), f"{RID}button_add_cancel", None),
                     (t("folder_add_button"), f"{RID}button_add_confirm", False)],
                    items=({"text": t("action_add_new_folder")},
                           {"field": t("hint_folder_name"), "rid": f"{RID}folder_name_input",
                            "text": OTHER}))  # fmt: skip
    new_feed = page(t("title_activity_new_feed"), [
        {"field": t("hint_feed_url"), "rid": f"{RID}et_feed_url",
         "text": "https://www.nasa.gov/rss/dyn/breaking_news.rss"},
        {"text": OTHER, "rid": f"{RID}sp_folder"},
        {"button": t("action_add_feed"), "rid": f"{RID}btn_addFeed"},
        {"button": t("import_opml"), "rid": f"{RID}btn_import_opml"},
        {"button": t("export_opml"), "rid": f"{RID}btn_export_opml"}])  # fmt: skip
    where = "news NewFeedActivity"
    # French calls the button and the page "Ajouter un flux", so it is tapped by its id there.
    add_feed = t("action_add_feed")
    add_feed = "btn_addFeed" if add_feed == t("title_activity_new_feed") else add_feed
    return [
        entry("opens-page", foot, drawer, [(t("action_add_new_feed"), False)]),
        entry("opens-prompt", foot, drawer, [(t("action_add_new_folder"), False)]),
        folder,
        entry("reversible", where, new_feed, [(add_feed, False)]),
    ]


def article(t: Any) -> list[dict[str, Any]]:
    where = "news NewsDetailActivity (news_detail menu)"
    screen = page(FEED, [
        {"icon": t("action_starred"), "rid": f"{RID}action_starred"},
        {"icon": t("action_read"), "rid": f"{RID}action_read"},
        {"icon": t("action_removePodcast"), "rid": f"{RID}action_removePodcast"},
        {"icon": t("action_playPodacst"), "rid": f"{RID}action_playPodcast"},
        {"icon": t("action_Share"), "rid": f"{RID}action_ShareItem"},
        {"icon": t("=Incognito Mode"), "rid": f"{RID}action_incognito_mode"},
        {"icon": t("action_openInBrowser"), "rid": f"{RID}action_openInBrowser"},
        {"text": EPISODE}, {"text": ARTICLE}])  # fmt: skip
    cancel = t("android:cancel")

    def podcast(category: str, removed: bool | None, cancelled: bool | None) -> dict[str, Any]:
        return dialog(category, "news PodcastFragmentActivity (removePodcastMedia)", FEED,
                      t("dialog_podcast_remove_title"), t("dialog_podcast_remove_body", EPISODE),
                      [(t("dialog_podcast_remove_confirm"), NEGATIVE, removed),
                       (cancel, NEUTRAL, cancelled)])  # fmt: skip

    return [
        entry("reversible", where, screen, [(t("action_starred"), False)]),
        entry("reversible", where, screen, [(t("action_read"), False)]),
        entry("opens-prompt", where, screen, [(t("action_Share"), False)]),
        entry("opens-prompt", where, screen, [(t("action_removePodcast"), False)]),
        podcast("reversible", False, None),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("title_activity_settings")
    screen = page(title, [
        {"text": t("pref_header_data_sync")},
        {"row": t("pref_title_clearCache")}, {"row": t("pref_title_Max_Cache_Size")},
        {"row": t("pref_title_CacheImagesOffline")}])  # fmt: skip
    where = "news SettingsFragment"

    def warning(category: str, ok: bool | None, no: bool | None) -> dict[str, Any]:
        return dialog(category, f"{where} (checkForUnsycedChangesInDatabaseAndResetDatabase)",
                      title, t("warning"), t("reset_cache_unsaved_changes"),
                      [(t("android:no"), NEGATIVE, no),
                       (t("android:ok"), POSITIVE, ok)])  # fmt: skip

    return [
        entry("opens-prompt", f"{where} (Clear cache)", screen,
              [(t("pref_title_clearCache"), False)]),
        warning("delete", True, None),
        warning("harmless", None, False),
    ]  # fmt: skip


def login(t: Any) -> list[dict[str, Any]]:
    screen = page(t("full_app_name"), [
        {"text": t("full_app_name")},
        {"button": t("login_sso"), "rid": f"{RID}btnSingleSignOn"},
        {"text": t("login_manual"), "rid": f"{RID}tv_manual_login"}])  # fmt: skip
    return [
        entry("opens-prompt", "news LoginDialogActivity", screen, [(t("login_sso"), False)]),
    ]
