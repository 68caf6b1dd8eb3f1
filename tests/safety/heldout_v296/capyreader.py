"""Capy Reader's screens (``com.capyreader.app``, an RSS reader for a local account kept on
the device or an account on Feedbin, FreshRSS, Miniflux or a Google Reader API server: feeds
subscribed to, edited and unsubscribed from, folders renamed and deleted, articles starred,
marked read, labelled and shared, Feedbin's saved pages saved and deleted, articles cleared,
filter keywords, accounts logged out of and deleted). Strings from
``app/src/main/res/values*/strings.xml``. Feed, folder, label and article names, addresses
and typed texts are the same in every language.

Read from the code (``app/src/main/java/com/capyreader/app/ui`` unless named):
``articles/feeds/FeedList.kt``, ``FeedRow.kt``, ``FolderRow.kt`` and ``AddFeedButton.kt``
(the navigation drawer: "Open settings", "Refresh all", "Add Feed", the Unread, Today and
"Saved for Later" rows, the folders and feeds; a long press on a feed opens its menu, on a
folder the folder's); ``articles/list/FeedActionMenu.kt`` and ``articles/FeedActionMenuItems.kt``
(a feed's menu: "Mark All as Read", "Edit Feed", "Reload Icon" for a local account only,
Unsubscribe, which only opens the dialog, and "Open Articles In Browser", a check row that
flips the feed's setting); ``articles/RemoveFeedDialog.kt`` and ``capy/.../Account.kt``
(``removeFeed``: the account's delegate removes the subscription, on the service for a
Feedbin, FreshRSS or Reader account, then the feed and its articles are deleted from the
device); ``articles/list/FolderActionMenu.kt`` and ``articles/RemoveFolderDialog.kt`` (a
folder's menu: "Mark All as Read", Rename and "Delete Folder", the last shown only where the
service supports it, ``Source.supportsTagDeletion``, so not for Miniflux; Delete calls
``removeFolder``, which deletes the tag on Feedbin, ``deleteTag``, disables it on FreshRSS
and Reader servers, ``disableTag``, and drops the feeds' taggings on the device);
``articles/EditFolderView.kt`` (Rename: Name, Cancel and Save); ``articles/FilterActionMenu.kt``
and ``articles/list/MarkAllReadButton.kt`` (the article list's bar: "Search articles", "Mark
All as Read" and Edit, which opens the feed's or folder's menu without its "Mark All as
Read"); ``articles/ArticleScreen.kt`` and ``articles/list/MarkAllReadDialog.kt``
(``markAllRead``: with "Confirm marking all as read" on, the button opens "Mark all items as
read?", Cancel and Confirm); ``articles/list/ArticleActionMenu.kt`` (an article's menu: Star,
"Mark as read", "Save for Later" for Feedbin, "Mark above as read", "Mark below as read",
"Copy link", "Share article"); ``articles/detail/ArticleActions.kt`` and ``ArticleTopBar.kt``
(an article's bars: "Font style options", "Mark as read", Star, "Extract Full Content",
"Share article"; a saved page also "Delete page", which opens ``articles/DeletePageDialog.kt``,
whose Delete calls ``deletePage``: the page deleted on Feedbin, ``feedbin.deletePage``, and
on the device); ``articles/list/LabelBottomSheet.kt`` (FreshRSS's Labels sheet: a label's row
adds or removes the label, "New Label" opens "New Label" with "Label name", Save, which
creates the label and puts the article in it, and Cancel, the platform's
``android.R.string.cancel``);
``articles/feeds/edit/EditFeedView.kt`` and ``EditFeedURLDisplay.kt`` ("Edit Feed": the feed's
address with "Copy Feed URL to clipboard", Name, the folders' check rows, Cancel and Save);
``articles/AddFeedView.kt`` and ``AddFeedDialog.kt`` ("Add Feed": "Feed or Website URL",
Cancel and Add, which subscribes); ``addintent/AddLinkScreen.kt`` and ``SavePageView.kt``
(the sheet over the app a link is shared from, for Feedbin with the "Add Feed" and "Save Page"
tabs: the page's title and address and Save, which saves the page to Feedbin's "Saved for
Later"); ``articles/UnauthorizedAlertDialog.kt`` ("You're logged
out": Later and "Log In", which opens the login page) and ``accounts/LoginView.kt`` and
``AuthFields.kt`` (the login page: Server, Username, "API Password", "Log In");
``settings/SettingsList.kt`` (Settings: General, Notifications, "Display & Appearance",
Gestures, Account, About); ``settings/panels/GeneralSettingsPanel.kt``, ``AutoDeleteMenu.kt``,
``RefreshIntervalMenu.kt``, ``settings/PreferenceSelect.kt``, ``settings/filters/FiltersView.kt``
and ``GeneralSettingsViewModel.kt`` (General: "Article Sort", "Refresh Feeds", "Refresh on
Wi-Fi only", Filters for a local account, "Use in-app browser", "Sticky Full Content", "Mark
as read on scroll", "Confirm marking all as read", "Keep read articles", a picker of one week
to three months whose choice is only stored and applied at the next refresh, and "Clear all
articles", which opens a dialog whose Confirm calls ``clearAllArticles``: every read,
unstarred article deleted from the device, ``DELETE FROM articles``; Filters lists the
keywords, each with "Remove keyword"); ``settings/panels/AccountSettingsPanel.kt``,
``settings/AccountSettingsStrings.kt``, ``AccountSettingsViewModel.kt`` and
``capy/.../AccountManager.kt`` (Account: the service and user, "Last Updated", "Import from
File" for a local account, "Export to OPML" and "Export Starred Articles", which open the
system's file picker, and "Log Out" for a service account or "Delete Account" for a local
one, each opening a dialog whose confirm button calls ``removeAccount``: the app's settings
cleared, the account's folder, database and preferences deleted from the device).
"""

from __future__ import annotations

from typing import Any

from screens import confirm, entry, menu, page, popup, sheet

VERGE, ARS, HN, LOCAL_FEED = "The Verge", "Ars Technica", "Hacker News", "Daring Fireball"
TECH, NEWS, READING = "Tech", "News", "Reading"
ARTICLE, OTHER = "Apple unveils a thinner iPhone", "The best e-readers of the year"
PAGE, PAGE2 = "How to brew pour-over coffee", "A short history of RSS"
LABEL, LABEL2 = "Research", "Later"
EMAIL, SERVER = "reader@example.com", "https://rss.example.com/api/greader.php"
FEED_URL = "https://www.theverge.com/rss/index.xml"
KEYWORD = "Sponsored"
NEW_NAME, LINK = "Technology", "https://example.com/article"


def screens(t: Any) -> list[dict[str, Any]]:
    return drawer(t) + article_list(t) + articles(t) + forms(t) + settings(t) + account(t)


def drawer(t: Any) -> list[dict[str, Any]]:
    feeds = t("feed_nav_drawer_title")
    items = [
        {"icon": t("settings")},
        {"icon": t("feed_nav_drawer_refresh_all")},
        {"button": t("nav_add_feed")},
        {"row": t("filter_unread"), "secondary": "42"},
        {"row": t("filter_today"), "secondary": "7"},
        {"row": t("filter_read_later")},
        {"text": t("nav_headline_folders")},
        {"row": TECH, "secondary": "12"},
        {"row": NEWS, "secondary": "30"},
        {"text": t("nav_headline_feeds")},
        {"row": VERGE, "secondary": "5"},
        {"row": ARS, "secondary": "7"},
    ]
    screen = page(feeds, items)
    feed_menu = [
        t("action_mark_all_read"),
        t("feed_action_edit"),
        t("feed_action_unsubscribe"),
        t("open_articles_in_browser"),
    ]
    folder_menu = [
        t("action_mark_all_read"),
        t("folder_action_edit"),
        t("folder_action_delete_title"),
    ]
    return [
        entry("harmless", "capy FeedList", screen, [(t("feed_nav_drawer_refresh_all"), False)]),
        entry("opens-prompt", "capy FeedList (Add Feed)", screen, [(t("nav_add_feed"), False)]),
        menu(
            "opens-prompt",
            "capy FeedActionMenu (Feedbin, feed)",
            feeds,
            feed_menu,
            [(t("feed_action_unsubscribe"), False)],
        ),
        menu(
            "reversible",
            "capy FeedActionMenu (Feedbin, open in browser)",
            feeds,
            feed_menu,
            [(t("open_articles_in_browser"), False)],
        ),
        unsubscribe(
            t, "harmless", "capy RemoveFeedDialog (Feedbin, drawer)", feeds, VERGE, cancel=False
        ),
        unsubscribe(
            t, "unsubscribe", "capy RemoveFeedDialog (Feedbin, drawer)", feeds, VERGE, ok=True
        ),
        unsubscribe(
            t, "unsubscribe", "capy RemoveFeedDialog (local, drawer)", feeds, LOCAL_FEED, ok=True
        ),
        menu(
            "opens-prompt",
            "capy FolderActionMenu (Feedbin, drawer)",
            feeds,
            folder_menu,
            [(t("folder_action_delete_title"), False)],
        ),
        remove_folder(
            t, "harmless", "capy RemoveFolderDialog (Feedbin, drawer)", feeds, TECH, cancel=False
        ),
        remove_folder(
            t, "delete", "capy RemoveFolderDialog (Feedbin, drawer)", feeds, TECH, ok=True
        ),
        rename(t),
    ]


def unsubscribe(
    t: Any,
    category: str,
    source: str,
    behind: str,
    feed: str,
    cancel: bool | None = None,
    ok: bool | None = None,
) -> dict[str, Any]:
    return confirm(
        category,
        source,
        behind,
        t("feed_action_unsubscribe_title"),
        t("feed_action_unsubscribe_message", feed),
        [(t("dialog_cancel"), cancel), (t("feed_action_unsubscribe_confirm"), ok)],
    )


def remove_folder(
    t: Any,
    category: str,
    source: str,
    behind: str,
    folder: str,
    cancel: bool | None = None,
    ok: bool | None = None,
) -> dict[str, Any]:
    return confirm(
        category,
        source,
        behind,
        t("folder_action_delete_title"),
        t("folder_action_delete_message", folder),
        [(t("dialog_cancel"), cancel), (t("folder_action_delete_confirm"), ok)],
    )


def rename(t: Any) -> dict[str, Any]:
    items = ({"field": "folder_name", "hint": t("folder_name_title"), "text": NEW_NAME},)
    return popup(
        "reversible",
        "capy EditFolderView",
        t("feed_nav_drawer_title"),
        None,
        None,
        [(t("feed_form_cancel"), None), (t("edit_feed_submit"), False)],
        items,
    )


def article_list(t: Any) -> list[dict[str, Any]]:
    rows = [
        {"row": ARTICLE, "secondary": ARS},
        {"row": OTHER, "secondary": ARS},
    ]
    bar = [
        {"icon": t("filter_action_menu_search_articles")},
        {"icon": t("action_mark_all_read")},
        {"icon": t("filter_action_menu_description")},
    ]
    screen = page(ARS, [*bar, *rows])
    feed_menu = [t("feed_action_edit"), t("feed_action_unsubscribe"), t("open_articles_in_browser")]
    folder_menu = [t("folder_action_edit"), t("folder_action_delete_title")]
    mark = t("mark_all_read_dialog_description")
    row_menu = [
        t("article_view_star"),
        t("article_view_mark_as_read"),
        t("article_actions_save_for_later"),
        t("article_actions_mark_after_as_read"),
        t("article_actions_mark_below_as_read"),
        t("article_actions_copy_link"),
        t("article_share"),
    ]
    return [
        entry(
            "harmless",
            "capy FilterActionMenu",
            screen,
            [(t("filter_action_menu_search_articles"), False)],
        ),
        entry(
            "opens-prompt", "capy MarkAllReadButton", screen, [(t("action_mark_all_read"), False)]
        ),
        popup(
            "harmless",
            "capy MarkAllReadDialog",
            ARS,
            None,
            mark,
            [(t("dialog_cancel"), False), (t("mark_all_read_dialog_submit"), None)],
        ),
        popup(
            "reversible",
            "capy MarkAllReadDialog",
            ARS,
            None,
            mark,
            [(t("dialog_cancel"), None), (t("mark_all_read_dialog_submit"), False)],
        ),
        menu(
            "opens-prompt",
            "capy FilterActionMenu (Feedbin, feed menu)",
            ARS,
            feed_menu,
            [(t("feed_action_unsubscribe"), False)],
        ),
        unsubscribe(
            t, "unsubscribe", "capy RemoveFeedDialog (Feedbin, top bar)", ARS, ARS, ok=True
        ),
        unsubscribe(t, "unsubscribe", "capy RemoveFeedDialog (FreshRSS, top bar)", HN, HN, ok=True),
        menu(
            "opens-prompt",
            "capy FilterActionMenu (Feedbin, folder menu)",
            NEWS,
            folder_menu,
            [(t("folder_action_delete_title"), False)],
        ),
        remove_folder(
            t, "delete", "capy RemoveFolderDialog (Feedbin, top bar)", NEWS, NEWS, ok=True
        ),
        remove_folder(
            t,
            "delete",
            "capy RemoveFolderDialog (FreshRSS, drawer)",
            t("feed_nav_drawer_title"),
            READING,
            ok=True,
        ),
        menu(
            "reversible",
            "capy ArticleActionMenu (Feedbin)",
            ARS,
            row_menu,
            [(t("article_view_star"), False), (t("article_actions_save_for_later"), False)],
        ),
        menu(
            "harmless",
            "capy ArticleActionMenu (Feedbin, share)",
            ARS,
            row_menu,
            [(t("article_share"), False)],
        ),
    ]


def articles(t: Any) -> list[dict[str, Any]]:
    top = [{"icon": t("article_style_options")}]
    bottom = [
        {"icon": t("article_view_mark_as_read")},
        {"icon": t("article_view_star")},
        {"icon": t("extract_full_content")},
        {"icon": t("article_style_options")},
        {"icon": t("article_share")},
    ]
    body = [{"text": ARTICLE}, {"text": ARS}]
    article = page(ARTICLE, [*top, *body[1:], *bottom])
    saved = page(
        PAGE, [{"icon": t("article_actions_delete_page")}, *top, {"text": "example.com"}, *bottom]
    )
    labelled = [{"icon": t("freshrss_article_actions_label")}, *top]
    fresh = page(OTHER, [*labelled, {"text": HN}, *bottom])
    labels = (
        {"text": t("freshrss_labels_sheet_title")},
        {"button": t("freshrss_labels_new_label")},
        {"row": LABEL2},
        {"row": LABEL},
    )
    delete = t("article_actions_delete_page_message")

    def delete_page(
        category: str, title: str, cancel: bool | None, ok: bool | None
    ) -> dict[str, Any]:
        return confirm(
            category,
            "capy DeletePageDialog",
            title,
            t("article_actions_delete_page_title"),
            delete,
            [(t("dialog_cancel"), cancel), (t("article_actions_delete_page_confirm"), ok)],
        )

    new_label = (
        {
            "field": "label_name",
            "hint": t("freshrss_labels_create_dialog_label_name"),
            "text": "Recipes",
        },
    )
    return [
        entry("reversible", "capy ArticleActions", article, [(t("article_view_star"), False)]),
        entry(
            "harmless",
            "capy ArticleActions (full content)",
            article,
            [(t("extract_full_content"), False)],
        ),
        entry(
            "opens-prompt",
            "capy ArticleTopBar (saved page)",
            saved,
            [(t("article_actions_delete_page"), False)],
        ),
        delete_page("harmless", PAGE, False, None),
        delete_page("delete", PAGE, None, True),
        delete_page("delete", PAGE2, None, True),
        sheet("reversible", "capy LabelBottomSheet (FreshRSS)", OTHER, labels, ((LABEL, False),)),
        entry(
            "opens-prompt",
            "capy ArticleTopBar (FreshRSS, labels)",
            fresh,
            [(t("freshrss_article_actions_label"), False)],
        ),
        popup(
            "reversible",
            "capy CreateLabelDialog (FreshRSS)",
            OTHER,
            t("freshrss_labels_create_dialog_title"),
            None,
            [(t("android:cancel"), None), (t("freshrss_labels_create_dialog_save"), False)],
            new_label,
        ),
        popup(
            "harmless",
            "capy CreateLabelDialog (FreshRSS)",
            OTHER,
            t("freshrss_labels_create_dialog_title"),
            None,
            [(t("android:cancel"), False), (t("freshrss_labels_create_dialog_save"), None)],
            new_label,
        ),
    ]


def forms(t: Any) -> list[dict[str, Any]]:
    feeds = t("feed_nav_drawer_title")
    edit = (
        {"text": t("feed_form_feed_url_title")},
        {"text": FEED_URL},
        {"icon": t("feed_form_copy_feed_url_to_clipboard")},
        {"field": "feed_name", "hint": t("add_feed_name_title"), "text": VERGE},
        {"text": t("edit_feed_folders_section")},
        {"row": TECH},
        {"row": NEWS},
    )
    buttons = (t("feed_form_cancel"), t("edit_feed_submit"))
    add = ({"field": "feed_url", "hint": t("add_feed_url_title"), "text": FEED_URL},)
    # A link shared into the app from a browser: Feedbin's tabs, the page Save Page saves.
    save = (
        {"tab": t("tab_add_feed")},
        {"tab": t("tab_save_page")},
        {"text": PAGE},
        {"text": LINK},
    )
    logged_out = t("unauthorized_dialog_title")
    why = t("unauthorized_dialog_description")
    login = page(
        t("=FreshRSS"),
        [
            {"field": "server", "hint": t("auth_fields_api_url"), "text": SERVER},
            {"field": "username", "hint": t("auth_fields_username"), "text": "reader"},
            {
                "field": "password",
                "hint": t("auth_fields_freshrss_api_password"),
                "text": "••••••••",
            },
            {"icon": t("auth_fields_show_password")},
            {"button": t("auth_fields_log_in_button")},
        ],
    )
    return [
        popup(
            "reversible",
            "capy EditFeedView (Feedbin)",
            VERGE,
            t("feed_action_edit"),
            None,
            [(buttons[0], None), (buttons[1], False)],
            edit,
        ),
        popup(
            "harmless",
            "capy EditFeedView (Feedbin)",
            VERGE,
            t("feed_action_edit"),
            None,
            [(buttons[0], False), (buttons[1], None)],
            edit,
        ),
        popup(
            "reversible",
            "capy AddFeedView (Feedbin)",
            feeds,
            None,
            None,
            [(t("feed_form_cancel"), None), (t("add_feed_submit"), False)],
            add,
        ),
        popup(
            "reversible",
            "capy AddLinkScreen (Feedbin, save page)",
            t("=Firefox"),
            None,
            None,
            [(t("save_page_submit"), False)],
            save,
        ),
        popup(
            "harmless",
            "capy UnauthorizedAlertDialog",
            ARS,
            logged_out,
            why,
            [
                (t("unauthorized_dialog_dismiss_text"), False),
                (t("unauthorized_dialog_confirm_text"), None),
            ],
        ),
        entry(
            "sign-in", "capy LoginView (FreshRSS)", login, [(t("auth_fields_log_in_button"), False)]
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    panels = page(
        t("settings_list_top_bar_title"),
        [
            {"row": t(key)}
            for key in (
                "settings_panel_general_title",
                "settings_panel_notifications_title",
                "settings_panel_display_title",
                "settings_panel_gestures_title",
                "settings_account_title",
                "settings_about_title",
            )
        ],
    )
    general = t("settings_panel_general_title")
    items = [
        {"row": t("article_list_sort_title"), "secondary": t("article_list_sort_newest_first")},
        {"text": t("settings_section_refresh")},
        {"row": t("refresh_feeds_menu_label"), "secondary": t("refresh_hours#1")},
        {"switch": t("settings_refresh_on_wifi_only"), "checked": False},
        {"row": t("settings_panel_notifications_title")},
        {"row": t("filters_title")},
        {"text": t("settings_section_browser")},
        {"switch": t("settings_option_in_app_browser"), "checked": True},
        {"text": t("settings_reader_title")},
        {"switch": t("settings_option_full_content_title"), "checked": False},
        {"text": t("settings_section_mark_all_as_read")},
        {"switch": t("settings_mark_read_on_scroll"), "checked": False},
        {"switch": t("settings_confirm_mark_all_read"), "checked": True},
        {
            "row": t("after_read_all_behavior_label"),
            "secondary": t("after_read_all_behavior_default"),
        },
        {"text": t("settings_section_advanced")},
        {"row": t("crash_log_export_item_title"), "secondary": t("crash_log_export_item_subtitle")},
        {
            "row": t("settings_auto_delete_articles_title"),
            "secondary": t("settings_auto_delete_option_keep_for_three_month"),
        },
        {"button": t("settings_clear_all_articles_button")},
    ]
    panel = page(general, items)
    clear = t("settings_clear_all_articles_text")
    keep = ("one_week", "two_week", "one_month", "three_month")
    picker = (
        {"text": t("settings_auto_delete_articles_title")},
        *(
            {"radio": t(f"settings_auto_delete_option_keep_for_{k}"), "checked": k == "three_month"}
            for k in keep
        ),
    )
    # Each keyword has its own "Remove keyword" button: the list is shown with one keyword,
    # so the label names one control.
    filters = (
        {"text": t("filters_title")},
        {"text": KEYWORD},
        {"icon": t("filters_remove_keyword")},
        {"field": "keyword", "hint": t("filters_add_keyword")},
    )
    return [
        entry(
            "harmless", "capy SettingsList", panels, [(t("settings_panel_general_title"), False)]
        ),
        entry(
            "reversible",
            "capy GeneralSettingsPanel",
            panel,
            [(t("settings_refresh_on_wifi_only"), False)],
        ),
        entry(
            "opens-prompt",
            "capy GeneralSettingsPanel (clear all articles)",
            panel,
            [(t("settings_clear_all_articles_button"), False)],
        ),
        popup(
            "harmless",
            "capy GeneralSettingsPanel (clear all articles dialog)",
            general,
            None,
            clear,
            [(t("dialog_cancel"), False), (t("settings_clear_all_articles_confirm"), None)],
        ),
        popup(
            "delete",
            "capy GeneralSettingsPanel (clear all articles dialog)",
            general,
            None,
            clear,
            [(t("dialog_cancel"), None), (t("settings_clear_all_articles_confirm"), True)],
        ),
        sheet(
            "reversible",
            "capy AutoDeleteMenu",
            general,
            picker,
            ((t("settings_auto_delete_option_keep_for_one_week"), False),),
        ),
        sheet(
            "reversible",
            "capy FiltersView (local)",
            general,
            filters,
            ((t("filters_remove_keyword"), False),),
        ),
    ]


def account(t: Any) -> list[dict[str, Any]]:
    title = t("settings_account_title")
    last = [
        {"text": t("settings_section_refresh")},
        {"text": t("settings_account_refresh_value_today", "9:41 AM")},
    ]
    export = [
        {"text": t("settings_section_export")},
        {"button": t("opml_export_button_text")},
        {"button": t("starred_export_button_text")},
    ]
    service = page(
        title,
        [
            {"text": t("=Feedbin")},
            {"text": EMAIL},
            *last,
            *export,
            {"button": t("settings_remove_account_button_service")},
        ],
    )
    local = page(
        title,
        [
            *last,
            {"text": t("settings_section_import")},
            {"button": t("opml_import_button_text")},
            *export,
            {"button": t("settings_remove_account_button_local")},
        ],
    )

    def log_out(category: str, source: str, cancel: bool | None, ok: bool | None) -> dict[str, Any]:
        return confirm(
            category,
            source,
            title,
            t("settings_remove_account_title_service"),
            t("settings_remove_account_message_service"),
            [(t("dialog_cancel"), cancel), (t("settings_remove_account_confirm_service"), ok)],
        )

    def delete(category: str, cancel: bool | None, ok: bool | None) -> dict[str, Any]:
        return confirm(
            category,
            "capy AccountSettingsPanel (local, delete account)",
            title,
            t("settings_remove_account_title_local"),
            t("settings_remove_account_message_local"),
            [(t("dialog_cancel"), cancel), (t("settings_remove_account_confirm_local"), ok)],
        )

    return [
        entry(
            "opens-prompt",
            "capy AccountSettingsPanel (Feedbin)",
            service,
            [(t("settings_remove_account_button_service"), False)],
        ),
        log_out("harmless", "capy AccountSettingsPanel (Feedbin, log out)", False, None),
        log_out("sign-out", "capy AccountSettingsPanel (Feedbin, log out)", None, True),
        log_out("sign-out", "capy AccountSettingsPanel (FreshRSS, log out)", None, True),
        log_out("sign-out", "capy AccountSettingsPanel (Miniflux, log out)", None, True),
        entry(
            "opens-prompt",
            "capy AccountSettingsPanel (local)",
            local,
            [(t("settings_remove_account_button_local"), False)],
        ),
        entry(
            "opens-prompt",
            "capy AccountSettingsPanel (local, import)",
            local,
            [(t("opml_import_button_text"), False)],
        ),
        delete("harmless", False, None),
        delete("delete-account", None, True),
    ]
