"""qBitController's screens (``dev.bartuzen.qbitcontroller``, a remote control for the
qBittorrent client: torrents paused, resumed, moved, renamed and deleted with or without
their files, categories and tags created and deleted, trackers added, edited and deleted,
peers banned, RSS feeds, folders and download rules added and deleted, search plugins
installed and updated, servers added, edited and removed, qBittorrent shut down), strings
from ``composeApp/src/commonMain/composeResources/values*/strings.xml``. The server, torrent,
category, tag, tracker, peer, feed and rule names on the screens are the same in every
language.

Read from the code (``composeApp/src/commonMain/kotlin/dev/bartuzen/qbitcontroller/ui``):
``components/TopAppBarActions.kt`` (a top bar shows its first actions as icon buttons whose
content description is the action's title, at most three on a phone, and puts the rest, from
the first one not shown as an action, in the overflow menu, whose rows are the titles);
``components/Dialog.kt`` (the dialog lays out its dismiss button, then its confirm button);
``components/CheckboxWithLabel.kt``; ``torrentlist/TorrentListScreen.kt`` (the list's bar:
Search and "Add Torrent" icons, the overflow with Statistics, "Quit qBittorrent", Sort and
About; ``ShutdownDialog``, whose OK calls ``shutdown``; the selection bar with the Pause and
Resume icons and the overflow with Delete, Priority, "Set Location", "Set Category", "Select
All" and "Select Inverse"; ``DeleteTorrentsDialog``, whose OK deletes the selected torrents,
with their files where "Also delete the files on the hard disk" is ticked; the Priority menu;
``SetTorrentsLocationDialog``; the drawer's category and tag menus, "Delete Category" and
"Delete Tag", and ``DeleteCategoryDialog`` and ``DeleteTagDialog``, whose OK deletes them on
the server; ``SpeedLimitsDialog``); ``torrent/TorrentScreen.kt`` and
``torrent/tabs/overview/TorrentOverviewTab.kt`` (the torrent's tabs and bar: Pause, Delete and
the overflow with "Torrent Options", "Set Category", "Set Tags", "Rename Torrent", "Force
Recheck", "Force Reannounce", "Force Start", "Super Seeding", Copy and "Export .torrent", which
opens the system's file saver; ``DeleteDialog``, ``RecheckDialog`` and ``RenameDialog``);
``torrent/tabs/files/TorrentFilesTab.kt`` (the selection bar's Priority and Rename, the
priority menu and ``RenameDialog``); ``torrent/tabs/trackers/TorrentTrackersTab.kt`` (the
selection bar's Delete and "Edit Tracker", which is disabled for more than one tracker;
``EditSelectedTrackerDialog`` and ``DeleteSelectedTrackersDialog``, whose OK deletes the
trackers from the torrent); ``torrent/tabs/peers/TorrentPeersTab.kt`` (the selection bar's "Ban
Peers" and ``BanPeersDialog``, whose OK bans the peers' addresses);
``rss/feeds/RssFeedsScreen.kt`` (the bar's Add, "Refresh All" and "RSS Downloader"; a feed's
and a folder's menu; ``DeleteFeedFolderDialog``, whose OK deletes the feed, or the folder with
every feed in it); ``rss/articles/RssArticlesScreen.kt`` (Search, "Mark All as Read" and
Refresh; the selection bar's Download, which adds the selected articles' torrents;
``DetailsDialog`` with Download and "Mark as Read"); ``rss/rules/RssRulesScreen.kt`` (a rule's
menu with "Rename Rule" and "Delete Rule", ``DeleteRuleDialog``);
``rss/editrule/EditRssRuleScreen.kt`` ("Save Rule"); ``search/plugins/SearchPluginsScreen.kt``
(Save, "Install Plugins" and "Update Plugins");
``settings/addeditserver/AddEditServerScreen.kt`` (the edit page's "Advanced Settings", Delete
and Save icons, its fields and "Test Configuration", and the delete dialog, whose OK removes
the server from the app); ``settings/general/GeneralSettingsScreen.kt`` and
``settings/appearance/AppearanceSettingsScreen.kt`` (the switches, and the app color dialog,
whose Reset only moves the picker back to the default colour until OK is tapped).
"""

from __future__ import annotations

from typing import Any

from screens import box, confirm, entry, icons, menu, page, popup

SERVER = "Home NAS"
DEBIAN, UBUNTU = "debian-12.5.0-amd64-netinst.iso", "ubuntu-24.04-desktop-amd64.iso"
CATEGORY, TAG = "Linux ISOs", "seedbox"
TRACKER, TRACKER2 = (
    "udp://tracker.opentrackr.org:1337/announce",
    "https://torrent.ubuntu.com/announce",
)
PEER = "203.0.113.7:51413"
FEED, FOLDER, RULE = "Distro releases", "Linux", "Debian weekly"
ARTICLE = "Debian 12.6 DVD"


def screens(t: Any) -> list[dict[str, Any]]:
    return torrent_list(t) + torrent(t) + trackers_and_peers(t) + rss(t) + search_and_settings(t)


def _rows(*names: str) -> dict[str, Any]:
    return {"list": [{"row": n} for n in names]}


def torrent_list(t: Any) -> list[dict[str, Any]]:
    where = "qbitcontroller TorrentListScreen"
    ok, cancel = t("dialog_ok"), t("dialog_cancel")
    home = page(
        SERVER,
        [*icons(t("action_search"), t("torrent_list_action_add_torrent")), _rows(DEBIAN, UBUNTU)],
    )
    overflow = [
        t(k)
        for k in (
            "torrent_list_action_statistics",
            "torrent_list_action_shutdown",
            "torrent_list_action_sort",
            "main_action_about",
        )
    ]
    shutdown = (t("torrent_list_action_shutdown"), t("torrent_list_shutdown_confirm"))
    selected = page(
        t("torrent_list_torrents_selected#2"),
        [
            *icons(t("torrent_list_action_pause"), t("torrent_list_action_resume")),
            _rows(DEBIAN, UBUNTU),
        ],
    )
    selection_menu = [
        t(k)
        for k in (
            "torrent_list_action_delete",
            "torrent_list_action_priority",
            "torrent_list_action_set_location",
            "torrent_list_action_set_category",
            "action_select_all",
            "action_select_inverse",
        )
    ]
    priority_menu = [
        t(k)
        for k in (
            "torrent_list_action_priority_maximize",
            "torrent_list_action_priority_increase",
            "torrent_list_action_priority_decrease",
            "torrent_list_action_priority_minimize",
        )
    ]
    gone = f"{where} (delete torrents)"
    behind = t("torrent_list_torrents_selected#2")
    files = t("torrent_delete_files")

    def deleting(n: int, ticked: bool, yes: bool | None, no: bool | None, tick: bool = False):
        category = "delete" if yes else "harmless"
        return confirm(
            category,
            gone,
            t(f"torrent_list_torrents_selected#{n}"),
            t(f"torrent_list_delete_torrents#{n}"),
            None,
            (cancel, no),
            (ok, yes),
            (box(files, ticked),),
            ((files, False),) if tick else (),
        )

    category_menu = [
        t("torrent_list_create_subcategory"),
        t("torrent_list_edit_category"),
        t("torrent_list_delete_category"),
    ]
    return [
        entry(
            "harmless", f"{where} (top bar)", home, [(t("torrent_list_action_add_torrent"), False)]
        ),
        menu(
            "opens-prompt",
            f"{where} (overflow)",
            SERVER,
            overflow,
            [(t("torrent_list_action_shutdown"), False)],
        ),
        confirm(
            "shutdown", f"{where} (quit qBittorrent)", SERVER, *shutdown, (cancel, None), (ok, True)
        ),
        confirm(
            "harmless",
            f"{where} (quit qBittorrent)",
            SERVER,
            *shutdown,
            (cancel, False),
            (ok, None),
        ),
        entry(
            "reversible",
            f"{where} (selection)",
            selected,
            [(t("torrent_list_action_pause"), False)],
        ),
        entry(
            "reversible",
            f"{where} (selection)",
            selected,
            [(t("torrent_list_action_resume"), False)],
        ),
        menu(
            "opens-prompt",
            f"{where} (selection overflow)",
            behind,
            selection_menu,
            [(t("torrent_list_action_delete"), False)],
        ),
        deleting(2, True, True, None),
        deleting(2, False, True, None),
        deleting(1, True, True, None),
        deleting(2, False, None, None, tick=True),
        deleting(2, True, None, False),
        menu(
            "reversible",
            f"{where} (priority)",
            behind,
            priority_menu,
            [(t("torrent_list_action_priority_maximize"), False)],
        ),
        confirm(
            "reversible",
            f"{where} (set location)",
            behind,
            t("torrent_list_action_set_location"),
            None,
            (cancel, None),
            (ok, False),
            (
                {
                    "field": "location",
                    "hint": t("torrent_list_set_location_hint"),
                    "text": "/srv/iso",
                },
            ),
        ),
        menu(
            "opens-prompt",
            f"{where} (category menu)",
            SERVER,
            category_menu,
            [(t("torrent_list_delete_category"), False)],
        ),
        confirm(
            "delete",
            f"{where} (delete category)",
            SERVER,
            t("torrent_list_delete_category"),
            t("torrent_list_delete_category_confirm", CATEGORY),
            (cancel, None),
            (ok, True),
        ),
        confirm(
            "harmless",
            f"{where} (delete category)",
            SERVER,
            t("torrent_list_delete_category"),
            t("torrent_list_delete_category_confirm", CATEGORY),
            (cancel, False),
            (ok, None),
        ),
        confirm(
            "delete",
            f"{where} (delete tag)",
            SERVER,
            t("torrent_list_delete_tag"),
            t("torrent_list_delete_tag_desc", TAG),
            (cancel, None),
            (ok, True),
        ),
        confirm(
            "reversible",
            f"{where} (speed limits)",
            SERVER,
            t("torrent_speed_limits_title"),
            None,
            (cancel, None),
            (ok, False),
            (
                box(t("torrent_speed_alternative_speed_limits"), True),
                {"field": "download", "hint": t("torrent_speed_download_limit"), "text": "2048"},
                {"field": "upload", "hint": t("torrent_speed_upload_limit"), "text": "512"},
            ),
        ),
    ]


def torrent(t: Any) -> list[dict[str, Any]]:
    where = "qbitcontroller TorrentOverviewTab"
    ok, cancel = t("dialog_ok"), t("dialog_cancel")
    tabs = [
        {"tab": t(k)}
        for k in (
            "torrent_tab_overview",
            "torrent_tab_files",
            "torrent_tab_trackers",
            "torrent_tab_peers",
            "torrent_tab_web_seeds",
        )
    ]
    overview = page(
        DEBIAN,
        [
            *icons(t("torrent_action_pause"), t("torrent_action_delete")),
            *tabs,
            {"text": t("torrent_overview_information")},
            {"text": t("torrent_overview_total_size")},
        ],
    )
    overflow = [
        t(k)
        for k in (
            "torrent_action_options",
            "torrent_action_category",
            "torrent_action_tags",
            "torrent_action_rename_torrent",
            "torrent_action_force_recheck",
            "torrent_action_force_reannounce",
            "torrent_action_force_start",
            "torrent_action_super_seeding",
            "torrent_action_copy",
            "torrent_action_export",
        )
    ]
    files = t("torrent_delete_files")

    def deleting(ticked: bool, yes: bool | None, no: bool | None) -> dict[str, Any]:
        return confirm(
            "delete" if yes else "harmless",
            f"{where} (delete torrent)",
            DEBIAN,
            t("torrent_delete"),
            None,
            (cancel, no),
            (ok, yes),
            (box(files, ticked),),
        )

    recheck = (t("torrent_action_force_recheck"), t("torrent_force_recheck_confirm"))
    file_bar = page(
        t("torrent_files_selected#1"),
        [
            *icons(t("torrent_files_action_priority"), t("torrent_files_action_rename")),
            {"list": [{"row": "debian-12.5.0-amd64-netinst.iso", "secondary": "628 MiB"}]},
        ],
    )
    priorities = [
        t(k)
        for k in (
            "torrent_files_priority_do_not_download",
            "torrent_files_priority_normal",
            "torrent_files_priority_high",
            "torrent_files_priority_maximum",
        )
    ]
    files_tab = "qbitcontroller TorrentFilesTab"
    return [
        entry("reversible", f"{where} (top bar)", overview, [(t("torrent_action_pause"), False)]),
        entry(
            "opens-prompt", f"{where} (top bar)", overview, [(t("torrent_action_delete"), False)]
        ),
        deleting(True, True, None),
        deleting(False, True, None),
        deleting(False, None, False),
        menu(
            "opens-prompt",
            f"{where} (overflow)",
            DEBIAN,
            overflow,
            [(t("torrent_action_force_recheck"), False)],
        ),
        menu(
            "harmless",
            f"{where} (overflow)",
            DEBIAN,
            overflow,
            [(t("torrent_action_force_reannounce"), False)],
        ),
        menu(
            "reversible",
            f"{where} (overflow)",
            DEBIAN,
            overflow,
            [(t("torrent_action_force_start"), False)],
        ),
        confirm(
            "harmless", f"{where} (force recheck)", DEBIAN, *recheck, (cancel, None), (ok, False)
        ),
        confirm(
            "reversible",
            f"{where} (rename torrent)",
            DEBIAN,
            t("torrent_action_rename_torrent"),
            None,
            (cancel, None),
            (ok, False),
            (
                {
                    "field": "name",
                    "hint": t("torrent_rename_torrent_hint"),
                    "text": "Debian 12.5 netinst",
                },
            ),
        ),
        entry(
            "harmless",
            f"{files_tab} (selection)",
            file_bar,
            [(t("torrent_files_action_priority"), False)],
        ),
        popup(
            "reversible",
            f"{files_tab} (priority)",
            t("torrent_files_selected#1"),
            None,
            None,
            [],
            tuple({"menu": p} for p in priorities),
            ((t("torrent_files_priority_do_not_download"), False),),
        ),
        confirm(
            "reversible",
            f"{files_tab} (rename file)",
            t("torrent_files_selected#1"),
            t("torrent_files_rename_file"),
            None,
            (cancel, None),
            (ok, False),
            (
                {
                    "field": "name",
                    "hint": t("torrent_files_rename_file_hint"),
                    "text": "debian-12.5.iso",
                },
            ),
        ),
    ]


def trackers_and_peers(t: Any) -> list[dict[str, Any]]:
    ok, cancel = t("dialog_ok"), t("dialog_cancel")
    where = "qbitcontroller TorrentTrackersTab"
    bar = page(
        t("torrent_trackers_selected#2"),
        [
            *icons(t("torrent_trackers_action_delete"), t("torrent_trackers_action_edit")),
            _rows(TRACKER, TRACKER2),
        ],
    )

    def deleting(n: int, yes: bool | None, no: bool | None) -> dict[str, Any]:
        return confirm(
            "delete" if yes else "harmless",
            f"{where} (delete trackers)",
            t(f"torrent_trackers_selected#{n}"),
            t(f"torrent_trackers_delete_title#{n}"),
            t(f"torrent_trackers_delete_desc#{n}"),
            (cancel, no),
            (ok, yes),
        )

    peers = "qbitcontroller TorrentPeersTab"
    peer_bar = page(
        t("torrent_peers_selected#1"),
        [
            *icons(t("torrent_peers_action_ban")),
            {"list": [{"row": PEER, "secondary": "qBittorrent 4.6.4"}]},
        ],
    )

    def banning(n: int, yes: bool | None, no: bool | None) -> dict[str, Any]:
        return confirm(
            "ban" if yes else "harmless",
            f"{peers} (ban peers)",
            t(f"torrent_peers_selected#{n}"),
            t(f"torrent_peers_ban_title#{n}"),
            t(f"torrent_peers_ban_desc#{n}"),
            (cancel, no),
            (ok, yes),
        )

    return [
        entry(
            "opens-prompt",
            f"{where} (selection)",
            bar,
            [(t("torrent_trackers_action_delete"), False)],
        ),
        deleting(2, True, None),
        deleting(1, True, None),
        deleting(2, None, False),
        confirm(
            "reversible",
            f"{where} (edit tracker)",
            t("torrent_trackers_selected#1"),
            t("torrent_trackers_action_edit"),
            None,
            (cancel, None),
            (ok, False),
            ({"field": "url", "hint": t("torrent_trackers_edit_hint"), "text": TRACKER},),
        ),
        entry(
            "opens-prompt",
            f"{peers} (selection)",
            peer_bar,
            [(t("torrent_peers_action_ban"), False)],
        ),
        banning(1, True, None),
        banning(2, True, None),
        banning(1, None, False),
    ]


def rss(t: Any) -> list[dict[str, Any]]:
    ok, cancel = t("dialog_ok"), t("dialog_cancel")
    where = "qbitcontroller RssFeedsScreen"
    feeds = page(
        t("rss_title"),
        [
            *icons(t("rss_action_add"), t("rss_action_refresh_all"), t("rss_rules")),
            _rows(t("rss_all_articles"), FOLDER, FEED),
        ],
    )
    feed_menu = [
        t("rss_action_rename_feed"),
        t("rss_action_edit_feed_url"),
        t("rss_action_move_feed"),
        t("rss_action_delete_feed"),
    ]

    def deleting(feed: bool, yes: bool | None, no: bool | None) -> dict[str, Any]:
        kind = "feed" if feed else "folder"
        return confirm(
            "delete" if yes else "harmless",
            f"{where} (delete {kind})",
            t("rss_title"),
            t(f"rss_action_delete_{kind}"),
            t(f"rss_confirm_delete_{kind}", FEED if feed else FOLDER),
            (cancel, no),
            (ok, yes),
        )

    articles = "qbitcontroller RssArticlesScreen"
    article_page = page(
        FEED,
        [
            *icons(t("action_search"), t("rss_action_mark_all_as_read"), t("rss_action_refresh")),
            _rows(ARTICLE, "Debian 12.6 netinst"),
        ],
    )
    article_bar = page(
        t("rss_torrents_selected#2"),
        [*icons(t("rss_action_download")), _rows(ARTICLE, "Debian 12.6 netinst")],
    )
    details = (
        {"text": ARTICLE},
        {"text": t("rss_new")},
        {"text": t("rss_description")},
    )
    rules = "qbitcontroller RssRulesScreen"
    rule_menu = [t("rss_rule_rename"), t("rss_rule_delete")]
    return [
        entry("harmless", f"{where} (top bar)", feeds, [(t("rss_action_refresh_all"), False)]),
        menu(
            "opens-prompt",
            f"{where} (feed menu)",
            t("rss_title"),
            feed_menu,
            [(t("rss_action_delete_feed"), False)],
        ),
        deleting(True, True, None),
        deleting(True, None, False),
        deleting(False, True, None),
        entry(
            "harmless",
            f"{articles} (top bar)",
            article_page,
            [(t("rss_action_mark_all_as_read"), False)],
        ),
        entry(
            "reversible",
            f"{articles} (selection)",
            article_bar,
            [(t("rss_action_download"), False)],
        ),
        popup(
            "harmless",
            f"{articles} (details)",
            FEED,
            t("rss_details"),
            None,
            [(t("rss_download"), None), (t("rss_mark_as_read"), False)],
            details,
        ),
        menu(
            "opens-prompt",
            f"{rules} (rule menu)",
            t("rss_rules"),
            rule_menu,
            [(t("rss_rule_delete"), False)],
        ),
        confirm(
            "delete",
            f"{rules} (delete rule)",
            t("rss_rules"),
            t("rss_rule_delete"),
            t("rss_rule_delete_confirm", RULE),
            (cancel, None),
            (ok, True),
        ),
        confirm(
            "harmless",
            f"{rules} (delete rule)",
            t("rss_rules"),
            t("rss_rule_delete"),
            t("rss_rule_delete_confirm", RULE),
            (cancel, False),
            (ok, None),
        ),
        entry(
            "reversible",
            "qbitcontroller EditRssRuleScreen",
            page(
                RULE,
                [
                    *icons(t("rss_rule_action_save")),
                    box(t("rss_rule_enabled"), True),
                    {"field": "contain", "hint": t("rss_rule_must_contain"), "text": "debian"},
                    {"field": "exclude", "hint": t("rss_rule_must_not_contain"), "text": "testing"},
                ],
            ),
            [(t("rss_rule_action_save"), False)],
        ),
    ]


def search_and_settings(t: Any) -> list[dict[str, Any]]:
    ok, cancel = t("dialog_ok"), t("dialog_cancel")
    plugins = "qbitcontroller SearchPluginsScreen"
    plugin_page = page(
        t("search_plugins"),
        [
            *icons(
                t("search_plugins_action_save"),
                t("search_plugins_action_install_plugins"),
                t("search_plugins_action_update_plugins"),
            ),
            {"switch": "Jackett", "checked": True},
            {"switch": "LimeTorrents", "checked": False},
        ],
    )
    server = "qbitcontroller AddEditServerScreen"
    edit = page(
        t("settings_server_title_edit"),
        [
            *icons(
                t("settings_server_action_advanced_settings"),
                t("settings_server_action_delete"),
                t("settings_server_action_save"),
            ),
            {"field": "name", "hint": t("settings_server_name"), "text": SERVER},
            {"field": "url", "hint": t("settings_server_url"), "text": "http://192.168.1.20:8080"},
            {"field": "user", "hint": t("settings_server_username"), "text": "admin"},
            box(t("settings_server_trust_self_signed_certificates"), False),
            {"button": t("settings_server_test_configuration")},
        ],
    )
    removing = (t("settings_server_action_delete"), t("settings_server_delete_confirm"))
    general = page(
        t("settings_category_general"),
        [
            {"switch": t("settings_hide_server_urls"), "checked": False},
            {"switch": t("settings_enable_torrent_swipe_actions"), "checked": True},
            {"switch": t("settings_check_updates"), "checked": True},
        ],
    )
    return [
        entry(
            "harmless",
            f"{plugins} (top bar)",
            plugin_page,
            [(t("search_plugins_action_update_plugins"), False)],
        ),
        entry(
            "opens-prompt",
            f"{server} (top bar)",
            edit,
            [(t("settings_server_action_delete"), False)],
        ),
        entry(
            "reversible", f"{server} (top bar)", edit, [(t("settings_server_action_save"), False)]
        ),
        entry(
            "harmless", f"{server} (test)", edit, [(t("settings_server_test_configuration"), False)]
        ),
        confirm(
            "delete",
            f"{server} (delete server)",
            t("settings_server_title_edit"),
            *removing,
            (cancel, None),
            (ok, True),
        ),
        confirm(
            "harmless",
            f"{server} (delete server)",
            t("settings_server_title_edit"),
            *removing,
            (cancel, False),
            (ok, None),
        ),
        entry(
            "reversible",
            "qbitcontroller GeneralSettingsScreen",
            general,
            [(t("settings_enable_torrent_swipe_actions"), False)],
        ),
        confirm(
            "harmless",
            "qbitcontroller AppearanceSettingsScreen (app color)",
            t("settings_category_appearance"),
            t("settings_app_color"),
            None,
            (cancel, None),
            (ok, None),
            ({"button": t("settings_app_color_reset")},),
            ((t("settings_app_color_reset"), False),),
        ),
    ]
