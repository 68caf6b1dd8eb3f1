"""wallabag for Android's screens (``fr.gaulupeau.apps.InThePoche``, the client of a wallabag
read-it-later server: articles added, marked read, favorited, retitled, tagged, downloaded
as files and deleted; the local changes synced and the deleted articles swept; the
connection set up by a wizard or by hand; the local database cleared and its queue of
unsynced changes trimmed), strings from ``app/src/main/res/values*/strings.xml``. The article
titles, addresses, tags and typed texts on the screens are the same in every language.

Read from the code (``app/src/main/java/fr/gaulupeau/apps/Poche``): ``ui/MainActivity.java``
with ``res/menu/main.xml``, ``fragment_article_list.xml`` and ``activity_main_drawer.xml``
and ``res/layout/activity_main_appbar.xml`` and ``nav_header_main.xml`` (the list's toolbar:
Search, "Change sort order", which flips the order at once, and the overflow's "Open random
article", "Sync local changes", which sends the queued local changes to the server,
"\\"Sweep\\" deleted articles", which drops the local copies of articles the server no
longer has, and "Full update", which syncs the queue first and downloads everything again;
the drawer's Articles, Tags, "Add new entry", Settings and About; "Add a new article" with
the page URL field, Cancel and OK, which adds the article; "Parameters changed" with "Not
now" and OK, which only tests the connection); ``ui/ArticleListsFragment.java`` and
``ArticleListsPagerAdapter.java`` (the Unread, Favorites and Archived tabs);
``data/ListAdapter.java`` with ``res/layout/list_item.xml`` and
``res/menu/article_list_context_menu.xml`` (a row's long-press menu: "Mark as Read" or
"Mark as Unread", "Add to Favorites" or "Remove from Favorites", Share, "Change title",
"Manage tags", Delete, "Open original", "Copy original URL" and "Download as file");
``ui/ArticleActionsHelper.java`` ("Delete article?" with No and Yes, which calls
``OperationsHelper.deleteArticle``: ``service/workers/OperationsWorker.deleteArticle``
deletes the article, its content, tags and annotations from the database and queues its
deletion on the server; the change-title dialog, ``res/layout/dialog_change_title.xml``,
with Cancel and OK; Share, which opens the system's chooser; "Select file format", whose
rows download the article as a file); ``ui/ReadArticleActivity.java`` with
``res/layout/article.xml``, ``fragment_tts.xml`` and ``res/menu/option_article.xml`` (the
reading page's bar, its bottom "Mark as Read" button, which archives the article and closes
it, "Previous article" and "Next article", its overflow with the font sizes and "Text To
Speech", the speech bar's buttons, and the dialog a tapped link opens: "Open in browser",
"Add to wallabag", "Copy to clipboard" and Share); ``ui/ManageArticleTagsActivity.java``
with ``res/layout/activity_manage_article_tags.xml``, ``tag_list_removable_item.xml`` and
``res/menu/activity_manage_tags.xml`` ("Remove tag", Add and Save, which sets the article's
tags); ``ui/EditAddedArticleActivity.java`` and ``res/layout/activity_edit_added_article
.xml`` (the icons shown after bagging an article); ``ui/TagListFragment.java`` (the tag
list); ``ui/preferences/SettingsActivity.java`` with ``res/xml/preferences.xml`` (the
screens Connection, UI, Text-to-speech, Syncing and Miscellaneous; ``applyChanges``, run
when the settings close, clears the tokens and calls ``OperationsHelper.wipeDB`` when the
URL, the username or the client ID changed; "Clear Database?" with No and OK, which calls
``wipeDB``: every article, tag, annotation and the queue of unsynced changes deleted;
"Remove first local queue item", which dequeues the first unsynced change at once with no
dialog; "Save to file" and "Save logcat output to a file", which write a text file; "Ways to
sync" with OK; the theme, database location and auto-sync type lists; the "No touch input"
button dialog, ``res/layout/dialog_set_key.xml``); ``ui/preferences/ConnectionWizardActivity
.java`` with ``res/layout/connection_wizard_provider_selection_fragment.xml``,
``connection_wizard_generic_config_fragment.xml`` and ``connection_wizard_wallabagit_config
_fragment.xml`` (the wizard run again from Settings: provider selection with "Scan a QR
code", Skip and Next; "Basic setup" and "wallabag.it setup" with Back and Connect, which
tests the connection and, the summary page not being shown, saves the settings at once in
``SummaryFragment.saveSettings``, which calls ``wipeDB`` for another server or user);
``service/OperationsHelper.java`` (``wipeDB``, ``deleteArticle``).
"""

from __future__ import annotations

from typing import Any

from screens import alert, entry, menu, page

ID = "fr.gaulupeau.apps.InThePoche:id/"
AID = "android:id/"
BREAD = ("How to bake sourdough bread", "www.example.org/sourdough")
TRAINS = ("The night trains of Europe", "news.example.com/night-trains")
RUST = ("Learning Rust in a weekend", "blog.example.net/rust-weekend")
SERVER, OTHER = "https://bag.example.org", "https://read.example.com"
TAG = "cooking"


def screens(t: Any) -> list[dict[str, Any]]:
    return lists(t) + articles(t) + reading(t) + tags(t) + settings(t) + connection(t)


def article_rows(*articles: tuple[str, str]) -> dict[str, Any]:
    return {
        "list": [{"row": title, "secondary": url, "rid": f"{ID}title"} for title, url in articles]
    }


def main_page(t: Any, *articles: tuple[str, str], title: str = "") -> dict[str, Any]:
    """The article lists: the toolbar, the three tabs (unless a tag is open) and the rows."""
    items: list[dict[str, Any]] = [
        {"icon": t("navigation_drawer_open")},
        {"icon": t("menu_lists_search"), "rid": f"{ID}menu_main_search"},
        {"icon": t("menu_lists_changeSortOrder"), "rid": f"{ID}menu_main_changeSortOrder"},
    ]
    if not title:
        items += [
            {"tab": t(k)} for k in ("feedName_unread", "feedName_favorites", "feedName_archived")
        ]
    items.append(article_rows(*articles))
    return page(title or t("app_name"), items)


def context_menu(t: Any, archived: bool = False, favorite: bool = False) -> list[str]:
    """A row's long-press menu, as ``ArticleActionsHelper.initMenu`` shows it."""
    return [
        t("btnMarkUnread" if archived else "btnMarkRead"),
        t("remove_from_favorites" if favorite else "add_to_favorites"),
        *(
            t(k)
            for k in (
                "menuShare",
                "menu_changeTitle",
                "menu_manageTags",
                "menuDelete",
                "menuOpenOriginal",
                "menuCopyOriginalURL",
                "menuDownloadAsFile",
            )
        ),
    ]


def delete_dialog(t: Any, where: str, behind: str, yes: bool | None, no: bool | None) -> dict:
    return alert(
        "delete" if yes else "harmless",
        f"wallabag ArticleActionsHelper (delete article, {where})",
        behind,
        t("d_deleteArticle_title"),
        t("d_deleteArticle_message"),
        (t("negative_answer"), no),
        (t("positive_answer"), yes),
    )


def lists(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    where = "wallabag MainActivity"
    overflow = [
        t("menu_open_random_article"),
        t("menu_syncLocalChanges"),
        t("menu_lists_sweepDeletedArticles"),
        t("menu_lists_fullUpdate"),
    ]
    unread = main_page(t, BREAD, TRAINS)
    drawer = page(
        home,
        [
            {"text": t("lastUpdateTimeLabel", "5/22/26 9:14 AM"), "rid": f"{ID}lastUpdateTime"},
            {"row": t("nav_main_articles"), "rid": f"{ID}nav_mainLists"},
            {"row": t("nav_main_tags"), "rid": f"{ID}nav_tags"},
            {"row": t("nav_add"), "rid": f"{ID}nav_add"},
            {"row": t("nav_other_settings"), "rid": f"{ID}nav_settings"},
            {"row": t("nav_other_about"), "rid": f"{ID}nav_about"},
        ],
    )
    add = ({"field": f"{ID}page_url", "hint": t("page_url"), "text": "https://example.org/essay"},)
    ok, cancel = t("android:ok"), t("android:cancel")
    changed = (t("d_configurationChanged_title"), t("d_configurationChanged_message"))
    decline = t("d_configurationChanged_answer_decline")
    return [
        menu(
            "harmless",
            f"{where} (overflow)",
            home,
            overflow,
            [
                (t("menu_syncLocalChanges"), False),
                (t("menu_lists_sweepDeletedArticles"), False),
                (t("menu_lists_fullUpdate"), False),
            ],
        ),
        entry(
            "reversible", f"{where} (toolbar)", unread, [(t("menu_lists_changeSortOrder"), False)]
        ),
        entry(
            "harmless",
            f"{where} (tabs)",
            unread,
            [(t("feedName_archived"), False)],
        ),
        entry("opens-prompt", f"{where} (drawer)", drawer, [(t("nav_add"), False)]),
        entry(
            "harmless",
            f"{where} (drawer)",
            drawer,
            [(t("nav_other_settings"), False)],
        ),
        alert(
            "reversible",
            f"{where} (add article)",
            home,
            t("dialog_add_label"),
            None,
            (cancel, None),
            (ok, False),
            add,
        ),
        alert(
            "harmless",
            f"{where} (parameters changed)",
            home,
            *changed,
            (decline, None),
            (t("ok"), False),
        ),
    ]


def articles(t: Any) -> list[dict[str, Any]]:
    home = t("app_name")
    where = "wallabag ListAdapter (context menu"
    unread = context_menu(t)
    archived = context_menu(t, archived=True)
    title_field = ({"field": f"{ID}editText_title", "hint": t("title"), "text": "Sourdough"},)
    ok, cancel = t("android:ok"), t("android:cancel")
    formats = ["PDF", "EPUB", "MOBI", "HTML", "TXT", "JSON", "XML", "CSV"]
    return [
        menu("opens-prompt", f"{where}, Unread)", home, unread, [(t("menuDelete"), False)]),
        menu(
            "reversible",
            f"{where}, Unread)",
            home,
            unread,
            [(t("btnMarkRead"), False)],
        ),
        menu(
            "opens-prompt",
            f"{where}, Unread)",
            home,
            unread,
            [(t("menu_changeTitle"), False)],
        ),
        menu(
            "harmless",
            f"{where}, Unread)",
            home,
            unread,
            [(t("menuShare"), False), (t("menuCopyOriginalURL"), False)],
        ),
        delete_dialog(t, "Unread", home, True, None),
        delete_dialog(t, "Unread", home, None, False),
        menu("reversible", f"{where}, Archived)", home, archived, [(t("btnMarkUnread"), False)]),
        delete_dialog(t, "Archived", home, True, None),
        delete_dialog(t, "Favorites", home, True, None),
        delete_dialog(t, "tagged list", t("title_main_tag", TAG), True, None),
        delete_dialog(t, "search results", home, True, None),
        alert(
            "reversible",
            "wallabag ArticleActionsHelper (change title)",
            home,
            None,
            None,
            (cancel, None),
            (ok, False),
            title_field,
        ),
        entry(
            "harmless",
            "wallabag ArticleActionsHelper (download as file)",
            {
                "title": home,
                "dialog": {"title": t("dialog_title_downloadFileFormat")},
                "items": [{"row": f, "rid": f"{AID}text1"} for f in formats],
            },
            [("EPUB", False)],
        ),
    ]


def reading_page(t: Any, archived: bool = False) -> dict[str, Any]:
    mark = "btnMarkUnread" if archived else "btnMarkRead"
    return page(
        BREAD[0],
        [
            {
                "icon": t(mark),
                "rid": f"{ID}menuArticleMarkAs{'Unread' if archived else 'Read'}",
            },
            {"icon": t("add_to_favorites"), "rid": f"{ID}menuArticleFavorite"},
            {"icon": t("menuShare"), "rid": f"{ID}menuShare"},
            {"text": "Mix the starter with flour and water the night before."},
            {"icon": t("menuPrevious"), "rid": f"{ID}btnGoPrevious"},
            {"button": t(mark), "rid": f"{ID}{mark}"},
            {"icon": t("menuNext"), "rid": f"{ID}btnGoNext"},
        ],
    )


def reading(t: Any) -> list[dict[str, Any]]:
    where = "wallabag ReadArticleActivity"
    overflow = [
        t(k)
        for k in (
            "menu_changeTitle",
            "menu_manageTags",
            "menuDelete",
            "menuOpenOriginal",
            "menuCopyOriginalURL",
            "menuDownloadAsFile",
            "menu_readArticle_increaseFontSize",
            "menu_readArticle_decreaseFontSize",
            "menuTTS",
        )
    ]
    link = page(
        BREAD[0],
        [
            {"text": "https://example.org/starter-guide", "rid": f"{ID}tv_dialog_title_url"},
            {"row": t("d_urlAction_openInBrowser"), "rid": f"{AID}text1"},
            {"row": t("d_urlAction_addToWallabag"), "rid": f"{AID}text1"},
            {"row": t("d_urlAction_copyToClipboard"), "rid": f"{AID}text1"},
            {"row": t("menuShare"), "rid": f"{AID}text1"},
        ],
    )
    bar = reading_page(t)
    archived_bar = reading_page(t, archived=True)
    return [
        entry("reversible", f"{where} (bottom bar)", bar, [("btnMarkRead", False)]),
        entry(
            "reversible",
            f"{where} (archived, bottom bar)",
            archived_bar,
            [("btnMarkUnread", False)],
        ),
        entry("harmless", f"{where} (bottom bar)", bar, [(t("menuNext"), False)]),
        menu("opens-prompt", f"{where} (overflow)", BREAD[0], overflow, [(t("menuDelete"), False)]),
        delete_dialog(t, "reading", BREAD[0], True, None),
        delete_dialog(t, "reading", BREAD[0], None, False),
        delete_dialog(t, "reading, archived", BREAD[0], True, None),
        delete_dialog(t, "reading, from Favorites", BREAD[0], True, None),
        entry(
            "reversible", f"{where} (link tapped)", link, [(t("d_urlAction_addToWallabag"), False)]
        ),
    ]


def tags(t: Any) -> list[dict[str, Any]]:
    manage = page(
        t("manageTags_title"),
        [
            {"icon": t("manageTags_save"), "rid": f"{ID}menu_manageTags_save"},
            {"text": t("manageTags_currentTags")},
            {"text": TAG, "rid": f"{ID}tag_label"},
            {"icon": t("remove_tag"), "rid": f"{ID}tag_remove_button"},
            {"text": t("manageTags_addMoreTags"), "rid": f"{ID}manageTags_suggestionList_label"},
            {
                "field": f"{ID}tag_edit_text",
                "hint": t("manageTags_textField_hint"),
                "text": "baking, weekend",
            },
            {"button": t("manageTags_addNew"), "rid": f"{ID}tag_add_button"},
            {"list": [{"row": "linux"}, {"row": "travel"}]},
        ],
    )
    added = page(
        t("app_name"),
        [
            {"text": RUST[0], "rid": f"{ID}editActivity_articleTitle"},
            {"icon": t("add_to_favorites"), "rid": f"{ID}editActivity_favoriteButton"},
            {"icon": t("btnMarkRead"), "rid": f"{ID}editActivity_archiveButton"},
            {"icon": t("menu_manageTags"), "rid": f"{ID}editActivity_tagButton"},
            {"icon": t("articleEdit_openArticle"), "rid": f"{ID}editActivity_openButton"},
        ],
    )
    tag_list = page(
        t("app_name"),
        [{"list": [{"row": t("untagged")}, {"row": TAG}, {"row": "linux"}, {"row": "travel"}]}],
    )
    where = "wallabag ManageArticleTagsActivity"
    return [
        entry("reversible", where, manage, [(t("remove_tag"), False)]),
        entry("reversible", where, manage, [(t("manageTags_save"), False)]),
        entry(
            "reversible", "wallabag EditAddedArticleActivity", added, [(t("btnMarkRead"), False)]
        ),
        entry("harmless", "wallabag TagListFragment", tag_list, [("travel", False)]),
    ]


def pref(title: str, summary: str | None = None) -> dict[str, Any]:
    row: dict[str, Any] = {"row": title, "rid": f"{AID}title"}
    if summary:
        row["secondary"] = summary
    return row


def check(title: str, checked: bool) -> dict[str, Any]:
    return {"switch": title, "checked": checked}


def choices(t: Any, category: str, source: str, behind: str, title: str, rows: list[str],
            chosen: str, tap: str) -> dict[str, Any]:  # fmt: skip
    """A ``ListPreference``'s dialog: its title, a radio row per entry and Cancel."""
    items: list[dict[str, Any]] = [
        {"radio": row, "rid": f"{AID}text1", "checked": row == chosen} for row in rows
    ]
    items.append({"button": t("android:cancel"), "rid": f"{AID}button2"})
    screen = {"title": behind, "dialog": {"title": title}, "items": items}
    return entry(category, source, screen, [(tap, False)])


def settings_page(t: Any) -> dict[str, Any]:
    """Settings' first screen: the wizard's row and the five screens."""
    return page(
        t("nav_other_settings"),
        [
            pref(t("pref_name_runConnectionWizard"), t("pref_desc_runConnectionWizard")),
            pref(t("pref_categoryName_connection")),
            pref(t("pref_categoryName_ui")),
            pref(t("pref_categoryName_tts")),
            pref(t("pref_categoryName_sync")),
            pref(t("pref_categoryName_miscellaneous")),
        ],
    )


def settings(t: Any) -> list[dict[str, Any]]:
    where = "wallabag SettingsActivity"
    main = settings_page(t)

    ui = page(
        t("pref_categoryName_ui"),
        [
            pref(t("pref_name_ui_theme"), t("themeName_light")),
            pref(t("pref_name_ui_article_fontSize"), "100"),
            check(t("pref_name_ui_article_fontSerif"), False),
            check(t("pref_name_ui_article_textAlignment_justify"), True),
            check(t("pref_name_ui_keepScreenOn"), False),
            check(t("pref_name_ui_showArticleAddedDialog"), True),
            check(t("pref_name_ui_article_fullscreen"), False),
        ],
    )
    themes = [
        t(k)
        for k in (
            "themeName_light",
            "themeName_light_contrast",
            "themeName_eink",
            "themeName_dark",
            "themeName_dark_contrast",
            "themeName_solarized",
        )
    ]
    sync = page(
        t("pref_categoryName_sync"),
        [
            pref(t("pref_name_sync_syncTypes"), t("pref_desc_sync_syncTypes")),
            check(t("pref_name_sync_sweepingAfterFastSync_enabled"), False),
            check(t("pref_name_imageCache_enabled"), False),
            check(t("pref_name_autoSync_onStartup_enabled"), True),
            check(t("pref_name_autoSync_enabled"), False),
            pref(t("pref_name_autoSync_interval"), t("pref_option_autoSync_interval_1h")),
            pref(t("pref_name_autoSync_type")),
            check(t("pref_name_autoSyncQueue_enabled"), True),
        ],
    )
    misc = page(
        t("pref_categoryName_miscellaneous"),
        [
            check(t("pref_name_misc_addTitleToSharedText"), False),
            check(t("pref_name_misc_appendWallabagMention"), True),
            check(t("pref_name_misc_handleHttpScheme"), False),
            check(t("pref_name_misc_ftsIcuTokenizer_enabled"), False),
            pref(t("pref_name_storage_dbPath"), t("pref_name_storage_dbPath_internalStorage")),
            pref(t("pref_name_misc_wipeDB"), t("pref_desc_misc_wipeDB")),
            pref(t("pref_categoryName_misc_localQueue")),
            pref(t("pref_name_misc_logging_logcatToFile")),
        ],
    )
    queue = page(
        t("pref_categoryName_misc_localQueue"),
        [
            pref(t("pref_name_misc_localQueue_notice"), t("pref_desc_misc_localQueue_notice")),
            pref(
                t("pref_name_misc_localQueue_dumpToFile"), t("pref_desc_misc_localQueue_dumpToFile")
            ),
            pref(
                t("pref_name_misc_localQueue_removeFirstItem"),
                t("pref_desc_misc_localQueue_removeFirstItem"),
            ),
        ],
    )
    wipe = (t("pref_name_misc_wipeDB_confirmTitle"), t("pref_name_misc_wipeDB_confirmMessage"))
    no, ok = t("negative_answer"), t("ok")
    return [
        entry(
            "harmless",
            where,
            main,
            [(t("pref_categoryName_miscellaneous"), False)],
        ),
        entry(
            "reversible",
            f"{where} (UI)",
            ui,
            [(t("pref_name_ui_article_fontSerif"), False)],
        ),
        choices(
            t,
            "reversible",
            f"{where} (UI, theme)",
            t("pref_categoryName_ui"),
            t("pref_name_ui_theme"),
            themes,
            themes[0],
            themes[3],
        ),
        entry("reversible", f"{where} (Syncing)", sync, [(t("pref_name_autoSync_enabled"), False)]),
        entry("opens-prompt", f"{where} (Syncing)", sync, [(t("pref_name_sync_syncTypes"), False)]),
        entry(
            "harmless",
            f"{where} (ways to sync)",
            {
                "title": t("pref_categoryName_sync"),
                "dialog": {
                    "title": t("pref_name_sync_syncTypes"),
                    "message": t("pref_desc_sync_syncTypes_text"),
                },
                "items": [{"button": t("ok"), "rid": f"{AID}button1"}],
            },
            [(t("ok"), False)],
        ),
        entry(
            "reversible",
            f"{where} (Miscellaneous)",
            misc,
            [(t("pref_name_misc_handleHttpScheme"), False)],
        ),
        entry(
            "opens-prompt", f"{where} (Miscellaneous)", misc, [(t("pref_name_misc_wipeDB"), False)]
        ),
        entry(
            "harmless",
            f"{where} (Miscellaneous)",
            misc,
            [(t("pref_name_misc_logging_logcatToFile"), False)],
        ),
        alert(
            "delete",
            f"{where} (clear database)",
            t("pref_categoryName_miscellaneous"),
            *wipe,
            (no, None),
            (ok, True),
        ),
        alert(
            "harmless",
            f"{where} (clear database)",
            t("pref_categoryName_miscellaneous"),
            *wipe,
            (no, False),
            (ok, None),
        ),
        entry(
            "delete",
            f"{where} (Local changes)",
            queue,
            [(t("pref_name_misc_localQueue_removeFirstItem"), True)],
        ),
        entry(
            "harmless",
            f"{where} (Local changes)",
            queue,
            [(t("pref_name_misc_localQueue_dumpToFile"), False)],
        ),
    ]


def connection(t: Any) -> list[dict[str, Any]]:
    where = "wallabag SettingsActivity (Connection"
    screen = t("pref_categoryName_connection")
    conn = page(
        screen,
        [
            pref(t("pref_name_connection_url"), SERVER),
            pref(t("pref_name_connection_username"), "alice"),
            pref(t("pref_name_connection_password")),
            pref(t("pref_name_connection_autofill"), t("pref_desc_connection_autofill")),
            pref(t("pref_name_connection_api_clientID"), "12_4f8a"),
            pref(t("pref_name_connection_api_clientSecret")),
            pref(t("pref_categoryName_connection_advanced")),
        ],
    )
    ok, cancel = t("android:ok"), t("android:cancel")

    def edit(category: str, name: str, text: str, yes: bool | None, no: bool | None) -> dict:
        field = ({"field": f"{AID}edit", "text": text},)
        return alert(
            category,
            f"{where}, {name.rsplit('_', 1)[-1]} changed)",
            screen,
            t(name),
            None,
            (cancel, no),
            (ok, yes),
            field,
        )

    wizard = "wallabag ConnectionWizardActivity"
    providers = page(
        t("app_name"),
        [
            {"text": t("connectionWizard_providerSelection_titleMessage")},
            {
                "radio": t("connectionWizard_providerSelection_provider_wallabagit_name"),
                "rid": f"{ID}providerWallabagIt",
                "checked": False,
            },
            {
                "radio": t("connectionWizard_providerSelection_provider_general_name"),
                "rid": f"{ID}providerOther",
                "checked": True,
            },
            {"button": t("connectionWizard_misc_scanQrCode"), "rid": f"{ID}scanQrCodeButton"},
            {"button": t("connectionWizard_providerSelection_prev"), "rid": f"{ID}prev_button"},
            {"button": t("connectionWizard_providerSelection_next"), "rid": f"{ID}next_button"},
        ],
    )
    basic = page(
        t("app_name"),
        [
            {"text": t("connectionWizard_provider_general_titleMessage")},
            {"field": f"{ID}wallabag_url", "hint": t("pref_name_connection_url"), "text": OTHER},
            {"field": f"{ID}username", "hint": t("pref_name_connection_username"), "text": "bob"},
            {"field": f"{ID}password", "hint": t("pref_name_connection_password"), "text": "••••"},
            {"button": t("connectionWizard_provider_general_prev"), "rid": f"{ID}prev_button"},
            {"button": t("connectionWizard_provider_general_next"), "rid": f"{ID}next_button"},
        ],
    )
    hosted = page(
        t("app_name"),
        [
            {"text": t("connectionWizard_provider_wallabagit_titleMessage")},
            {"field": f"{ID}username", "hint": t("pref_name_connection_username"), "text": "bob"},
            {"field": f"{ID}password", "hint": t("pref_name_connection_password"), "text": "••••"},
            {"button": t("connectionWizard_provider_wallabagit_prev"), "rid": f"{ID}prev_button"},
            {"button": t("connectionWizard_provider_wallabagit_next"), "rid": f"{ID}next_button"},
        ],
    )
    return [
        entry(
            "harmless",
            "wallabag SettingsActivity",
            settings_page(t),
            [(t("pref_name_runConnectionWizard"), False)],
        ),
        entry("opens-prompt", f"{where})", conn, [(t("pref_name_connection_url"), False)]),
        edit("reset", "pref_name_connection_url", OTHER, True, None),
        edit("harmless", "pref_name_connection_url", OTHER, None, False),
        edit("reset", "pref_name_connection_username", "bob", True, None),
        edit("reset", "pref_name_connection_api_clientID", "31_9c2e", True, None),
        entry(
            "harmless",
            f"{wizard} (provider selection)",
            providers,
            [(t("connectionWizard_providerSelection_next"), False)],
        ),
        entry(
            "reset",
            f"{wizard} (basic setup, another server)",
            basic,
            [(t("connectionWizard_provider_general_next"), True)],
        ),
        entry(
            "harmless",
            f"{wizard} (basic setup)",
            basic,
            [(t("connectionWizard_provider_general_prev"), False)],
        ),
        entry(
            "reset",
            f"{wizard} (wallabag.it setup, another account)",
            hosted,
            [(t("connectionWizard_provider_wallabagit_next"), True)],
        ),
    ]
