"""Transdroid's screens (``org.transdroid.full``, a remote control for the torrent clients a
user runs at home or on a seedbox: torrents added, paused, resumed, started, relabelled,
moved, rechecked and removed with or without their data, files prioritised, transfer limits
and the turtle mode set, torrent sites searched, RSS feeds read, servers, search sites and
feeds kept in the app's settings, settings imported and exported), strings from
``app/src/main/res/values*/strings.xml`` and ``app/src/full/res/values/strings.xml``. The
server, torrent, file, label, feed and site names and the typed texts are the same in every
language.

Read from the code (``app/src/main/java/org/transdroid/core``): ``gui/TorrentsActivity.java``
with ``res/layout/activity_torrents.xml``, ``actionbar_addbutton.xml`` and
``actionbar_serverstatus.xml``, ``res/menu/activity_torrents_main.xml`` and
``activity_torrents_secondary.xml`` (the top toolbar: the drawer button, the server and filter
names, Search and RSS; the bottom one: the speeds, which open the transfer-rates dialog where
the client can set them, "Enable turtle mode", which switches the client's alternative speed
limits on at once, Refresh and "Sort list" with its orders; the add button, whose
``fab_expand_menu_button`` unfolds the file and link buttons, both without a name; the
server picker "Add torrent to…" shown before a torrent opened from another app is added when
the default server is "Ask when adding torrent", which adds it to the server picked);
``gui/search/UrlEntryDialog.java`` and ``res/layout/dialog_url.xml`` (the link typed or pasted,
Cancel and OK, which adds the torrent or magnet link to the server); ``gui/TorrentsFragment
.java`` with ``res/menu/fragment_torrents_cab.xml`` and ``gui/navigation/SelectionManagerMode
.java`` (the selection's bar: Resume, Pause, Remove, whose submenu holds "Remove torrent" and
"Remove and delete data", each acting on every selected torrent at once through
``removeTorrent``, and "Set label"; Start and Stop only for the clients that have them);
``gui/navigation/FilterListAdapter.java`` and ``StatusType.java`` (the drawer: servers, status
filters and labels); ``gui/navigation/SetLabelDialog.java`` and ``res/layout/dialog_setlabel
.xml`` (the labels to pick, the new label's field, "Remove label", Cancel and Update);
``gui/ServerStatusView.java``, ``gui/navigation/SetTransferRatesDialog.java`` and
``res/layout/dialog_transferrates.xml`` (the maximum speeds typed with the number buttons,
Reset, which lifts both limits, Cancel and Update); ``gui/DetailsActivity.java``,
``gui/DetailsFragment.java``, ``res/layout/fragment_details.xml``, ``res/menu/activity_details
.xml``, ``fragment_details.xml``, ``fragment_details_cab_main.xml`` and
``fragment_details_cab_secondary.xml`` (a torrent's page: Refresh, the actions shown as
``updateMenuOptions`` allows for the torrent and its client, Resume or Pause, Start with
"Normal start" and "Force start", Stop, "Download mode" with its two switches, Remove with its
two entries, which act at once with no question, "Set label", "Force data recheck", "Update
trackers" and "Change storage location"; the files' selection bar with the priorities and
"Copy to clipboard"); ``gui/navigation/SetTrackersDialog.java`` and
``SetStorageLocationDialog.java`` (the trackers or the folder edited, Cancel and Update);
``gui/search/SearchActivity.java``, ``SearchResultsFragment.java`` and
``res/menu/activity_search.xml``, ``fragment_searchresults_cab.xml`` (a result tapped or "Add
all" adds it to the server; "Show details" opens its page); ``gui/rss/RssItemsActivity.java``,
``RssItemsFragment.java`` and ``res/menu/fragment_rssitems_cab.xml`` ("Add all", "Show
details", which shows the item's description with Close, "Open website" and "Use as new
search"); ``gui/rss/RssFeedsActivity.java`` and ``gui/remoterss/RemoteRssFragment.java`` (the
server's own feeds, an item tapped added to the server); ``gui/settings/MainSettingsActivity
.java`` and ``res/xml/pref_main.xml`` ("Add new server", which opens the list of server kinds,
"Set the default server" and the other rows, the saved servers, seedboxes, feeds and sites
below them); ``gui/settings/ServerSettingsActivity.java``, ``WebsearchSettingsActivity.java``,
``RssfeedSettingsActivity.java``, ``res/menu/activity_deleteableprefs.xml`` and
``res/xml/pref_server.xml``, ``pref_websearch.xml``, ``pref_rssfeed.xml`` ("Remove settings",
which opens "Are you sure you want to remove these settings?" with Cancel and OK, which
removes the saved server, site or feed); ``seedbox/XirvikSettingsActivity.java`` and
``DediseedboxSettingsActivity.java`` with ``res/xml/pref_seedbox_xirvikshared.xml`` and
``pref_seedbox_dediseedbox.xml`` (their "Remove settings" removes the seedbox at once, with no
question); ``gui/settings/SystemSettingsActivity.java`` and ``res/xml/pref_system.xml`` ("Clear
search history", which clears the search suggestions at once through
``SearchHistoryProvider.clearHistory``, "Auto night mode", and "Import settings" and "Export
settings", which open their dialogs: "Use file" opens the system's file picker, "Use QR code"
the barcode scanner, "To file" the system's save dialog and "To QR code" shows the settings as
a barcode in the barcode app; ``app/settings/SettingsPersistence.java``, which adds the
imported servers under new keys); ``gui/settings/HelpSettingsActivity.java``,
``res/xml/pref_help.xml`` and ``gui/log/ErrorLogSender.java`` ("Send error log" opens the
share chooser with an e-mail to the developer filled in, which the user still sends).
"""

from __future__ import annotations

from typing import Any

from screens import (
    ID,
    choice,
    dialog,
    entry,
    items_dialog,
    material,
    menu,
    page,
    platform,
)

NAS, SEEDBOX, XIRVIK, DEDI = "Home NAS", "Seedbox", "Xirvik", "Dediseedbox"
DEBIAN, UBUNTU = "debian-12.9.0-amd64-DVD-1.iso", "ubuntu-24.04.2-desktop-amd64.iso"
BUNNY, FEDORA = "Big Buck Bunny (2008) 1080p", "Fedora-Workstation-Live-x86_64-41"
SINTEL, TEARS = "Sintel (2010) 4K", "Tears of Steel (2012) 1080p"
LABELS = ("linux", "movies")
FEED, SITE = "DistroWatch torrents", "Linuxtracker"
MAGNET = "magnet:?xt=urn:btih:6a9759bffd5c0af65319979fb7832189f4f3c35d&dn=archlinux-x86_64.iso"


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        torrents(t)
        + selection(t)
        + speeds(t)
        + details(t)
        + seedbox_torrent(t)
        + search(t)
        + rss(t)
        + settings(t)
        + saved_settings(t)
        + system(t)
    )


def torrent_rows(t: Any) -> list[dict[str, Any]]:
    """The torrents list of the qBittorrent server: a name and its progress line each."""
    rows = (
        (DEBIAN, t("status_size1", "2.5 GB", "3.9 GB", "64%")),
        (UBUNTU, t("status_size2", "6.1 GB", "18.4 GB")),
        (BUNNY, t("status_size1", "820 MB", "3.4 GB", "24%")),
        (FEDORA, t("status_size1", "1.1 GB", "2.2 GB", "50%")),
    )
    return [{"row": name, "secondary": line, "rid": f"{ID}name_text"} for name, line in rows]


def main_page(t: Any, expanded: bool = False) -> dict[str, Any]:
    """The torrents list of Home NAS (qBittorrent), its toolbars and its add button (unfolded,
    with its two unnamed buttons)."""
    buttons = ("addmenu_file_button", "addmenu_link_button") if expanded else ()
    adding = [{"id": f"{ID}{b}", "rid": f"{ID}{b}"} for b in buttons]
    return page(
        NAS,
        [
            {"icon": t("navigation_opendrawer")},
            {"text": t("navigation_status_showall"), "rid": f"{ID}filter_text"},
            {"icon": t("action_search"), "rid": f"{ID}action_search"},
            {"icon": t("action_rss"), "rid": f"{ID}action_rss"},
            {"list": torrent_rows(t)},
            {"id": f"{ID}speedswrapper_layout", "rid": f"{ID}speedswrapper_layout"},
            {"text": "3.1 MB/s", "rid": f"{ID}downspeed_text"},
            {"text": "420 KB/s", "rid": f"{ID}upspeed_text"},
            {"icon": t("action_enableturtle"), "rid": f"{ID}action_enableturtle"},
            {"icon": t("action_refresh"), "rid": f"{ID}action_refresh"},
            {"icon": t("action_sort"), "rid": f"{ID}action_sort"},
            *adding,
            {"id": f"{ID}fab_expand_menu_button", "rid": f"{ID}fab_expand_menu_button"},
        ],
    )


def torrents(t: Any) -> list[dict[str, Any]]:
    where = "transdroid TorrentsActivity"
    home = main_page(t)
    sort = [
        t(k)
        for k in (
            "action_sort_alpha",
            "action_sort_status",
            "action_sort_done",
            "action_sort_added",
            "action_sort_percent",
            "action_sort_downspeed",
            "action_sort_upspeed",
            "action_sort_ratio",
            "action_sort_size",
        )
    ]
    drawer = page(
        NAS,
        [
            {"text": t("navigation_servers"), "rid": f"{ID}separator_text"},
            *({"row": s, "rid": f"{ID}item_text"} for s in (NAS, SEEDBOX, XIRVIK)),
            {"text": t("navigation_status"), "rid": f"{ID}separator_text"},
            *(
                {"row": t(k), "rid": f"{ID}item_text"}
                for k in (
                    "navigation_status_showall",
                    "navigation_status_onlydown",
                    "navigation_status_onlyup",
                    "navigation_status_onlyactive",
                    "navigation_status_onlyinactive",
                )
            ),
            {"text": t("navigation_labels"), "rid": f"{ID}separator_text"},
            *(
                {"row": label, "rid": f"{ID}item_text"}
                for label in (t("labels_showall"), *LABELS, t("labels_unlabeled"))
            ),
            {"field": f"{ID}search_src_text"},
        ],
    )
    url = ({"field": f"{ID}url_edit", "hint": t("navigation_url_hint"), "text": MAGNET},)
    cancel, ok = t("android:cancel"), t("android:ok")
    link = f"{where} (UrlEntryDialog)"
    return [
        entry("reversible", f"{where} (main)", home, [(t("action_enableturtle"), False)]),
        entry("harmless", f"{where} (main)", home, [(UBUNTU, False)]),
        entry(
            "harmless", f"{where} (main, ServerStatusView)", home, [("speedswrapper_layout", False)]
        ),
        entry("harmless", f"{where} (main, add button)", home, [("fab_expand_menu_button", False)]),
        menu("harmless", f"{where} (Sort list)", NAS, sort, [(t("action_sort_ratio"), False)]),
        entry(
            "harmless",
            f"{where} (add button unfolded)",
            main_page(t, expanded=True),
            [("addmenu_link_button", False)],
        ),
        dialog(
            "reversible", link, NAS, None, None, material(None, (cancel, None), (ok, False)), url
        ),
        dialog("harmless", link, NAS, None, None, material(None, (cancel, False), (ok, None)), url),
        items_dialog(
            "reversible",
            "transdroid ServerPickerDialog",
            NAS,
            t("navigation_pickserver"),
            [NAS, SEEDBOX, XIRVIK],
            SEEDBOX,
            False,
        ),
        entry(
            "harmless",
            f"{where} (navigation drawer)",
            drawer,
            [(t("navigation_status_onlyup"), False)],
        ),
    ]


def selection(t: Any) -> list[dict[str, Any]]:
    """The selection's bar over the torrents list (qBittorrent has no Start or Stop), the
    Remove submenu for two torrents and for one, and "Set label"."""
    where = "transdroid TorrentsFragment"
    two = t("navigation_torrentsselected#2")
    bar = page(
        two,
        [
            *(
                {"icon": t(k), "rid": f"{ID}{k}"}
                for k in ("action_resume", "action_pause", "action_remove", "action_setlabel")
            ),
            {"list": torrent_rows(t)},
        ],
    )
    removing = [t("action_remove_default"), t("action_remove_withdata")]
    cancel = t("android:cancel")
    pick = (
        {"text": t("status_label_pick"), "rid": f"{ID}pick_label"},
        *({"row": label, "rid": f"{ID}item_text"} for label in LABELS),
        {"text": t("status_label_new")},
        {"field": f"{ID}newlabel_edit", "hint": t("status_label_hint"), "text": "iso"},
    )
    label = "transdroid SetLabelDialog"
    remove_label, update = t("status_label_remove"), t("status_update")

    def labelling(category: str, remove: bool | None, no: bool | None, yes: bool | None,
                  taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
        buttons = material((remove_label, remove), (cancel, no), (update, yes))
        return dialog(category, label, NAS, None, None, buttons, pick, taps)

    one = t("navigation_torrentsselected#1")
    return [
        entry("reversible", f"{where} (selection)", bar, [(t("action_pause"), False)]),
        entry("harmless", f"{where} (selection)", bar, [(t("action_remove"), False)]),
        entry("harmless", f"{where} (selection)", bar, [(t("action_setlabel"), False)]),
        menu(
            "remove-torrent",
            f"{where} (selection, Remove, two)",
            two,
            removing,
            [(removing[0], True)],
        ),
        menu(
            "delete-data", f"{where} (selection, Remove, two)", two, removing, [(removing[1], True)]
        ),
        menu(
            "remove-torrent",
            f"{where} (selection, Remove, one)",
            one,
            removing,
            [(removing[0], True)],
        ),
        menu(
            "delete-data", f"{where} (selection, Remove, one)", one, removing, [(removing[1], True)]
        ),
        labelling("reversible", None, None, None, ((LABELS[1], False),)),
        labelling("reversible", None, None, False),
        labelling("reversible", False, None, None),
        labelling("harmless", None, False, None),
    ]


def speeds(t: Any) -> list[dict[str, Any]]:
    """The transfer-rates dialog the speeds open, limits typed."""

    def digits(side: str) -> list[dict[str, Any]]:
        return [{"button": str(n % 10), "rid": f"{ID}{side}{n % 10}Button"} for n in range(1, 11)]

    unit = t("status_maxspeed_unit")
    rates = (
        {"text": t("status_maxspeed_down")},
        {"text": "500", "rid": f"{ID}maxspeeddown_text"},
        {"text": unit},
        *digits("down"),
        {"text": t("status_maxspeed_up")},
        {"text": "50", "rid": f"{ID}maxspeedup_text"},
        {"text": unit},
        *digits("up"),
    )
    where = "transdroid SetTransferRatesDialog"
    reset, cancel, update = t("status_maxspeed_reset"), t("android:cancel"), t("status_update")
    return [
        dialog(
            "reversible",
            where,
            NAS,
            None,
            None,
            material((reset, None), (cancel, None), (update, False)),
            rates,
        ),
        dialog(
            "reversible",
            where,
            NAS,
            None,
            None,
            material((reset, False), (cancel, None), (update, None)),
            rates,
        ),
    ]


def details_page(t: Any, name: str, actions: tuple[str, ...], status: str,
                 files: tuple[str, ...]) -> dict[str, Any]:  # fmt: skip
    """A torrent's page: the toolbar's Refresh, its header, the actions its client allows
    (``details_menu``) and its files."""
    return page(
        name,
        [
            {"icon": t("action_refresh"), "rid": f"{ID}action_refresh"},
            {"text": LABELS[1], "rid": f"{ID}label_text"},
            {"text": t("status_status", t(status)), "rid": f"{ID}status_text"},
            *({"icon": t(k), "rid": f"{ID}{k}"} for k in actions),
            {"text": t("status_files")},
            {"list": [{"row": f, "rid": f"{ID}name_text"} for f in files]},
        ],
    )


BUNNY_FILES = ("big_buck_bunny_1080p_h264.mov", "Subs/en.srt", "poster.jpg")


def details(t: Any) -> list[dict[str, Any]]:
    """A downloading torrent on Home NAS (qBittorrent: Pause, "Download mode", Remove, "Set
    label", "Force data recheck", "Change storage location"), its submenus, the storage
    dialog and the files' selection bar."""
    where = "transdroid DetailsFragment"
    actions = (
        "action_pause",
        "action_download_mode",
        "action_remove",
        "action_setlabel",
        "action_forcerecheck",
        "action_changelocation",
    )
    bunny = details_page(t, BUNNY, actions, "status_downloading", BUNNY_FILES)
    removing = [t("action_remove_default"), t("action_remove_withdata")]
    mode = [t("action_toggle_sequential"), t("action_toggle_firstlastpiece")]
    location = ({"field": f"{ID}location_edit", "text": "/srv/torrents/movies/"},)
    cancel, update = t("android:cancel"), t("status_update")
    files = page(
        t("navigation_filesselected#2"),
        [
            {"icon": t("action_copytoclipboard"), "rid": f"{ID}action_copytoclipboard"},
            *(
                {"icon": t(k), "rid": f"{ID}{k}"}
                for k in (
                    "action_priority_off",
                    "action_priority_low",
                    "action_priority_normal",
                    "action_priority_high",
                )
            ),
            {"list": [{"row": f, "rid": f"{ID}name_text"} for f in BUNNY_FILES]},
        ],
    )
    return [
        entry("reversible", f"{where} (qBittorrent)", bunny, [(t("action_pause"), False)]),
        entry("reversible", f"{where} (qBittorrent)", bunny, [(t("action_forcerecheck"), False)]),
        entry("harmless", f"{where} (qBittorrent)", bunny, [(t("action_changelocation"), False)]),
        entry("harmless", f"{where} (qBittorrent)", bunny, [(t("action_remove"), False)]),
        menu(
            "remove-torrent",
            f"{where} (qBittorrent, Remove)",
            BUNNY,
            removing,
            [(removing[0], True)],
        ),
        menu(
            "delete-data", f"{where} (qBittorrent, Remove)", BUNNY, removing, [(removing[1], True)]
        ),
        menu(
            "reversible", f"{where} (qBittorrent, Download mode)", BUNNY, mode, [(mode[0], False)]
        ),
        dialog(
            "reversible",
            "transdroid SetStorageLocationDialog",
            BUNNY,
            None,
            None,
            material(None, (cancel, None), (update, False)),
            location,
        ),
        entry(
            "reversible",
            f"{where} (qBittorrent, files selection)",
            files,
            [(t("action_priority_off"), False)],
        ),
    ]


def seedbox_torrent(t: Any) -> list[dict[str, Any]]:
    """A queued torrent on Seedbox (µTorrent: Pause, Start, Remove, "Set label", "Force data
    recheck", "Update trackers"), its submenus and the trackers dialog."""
    where = "transdroid DetailsFragment"
    actions = (
        "action_pause",
        "action_start",
        "action_remove",
        "action_setlabel",
        "action_forcerecheck",
        "action_updatetrackers",
    )
    sintel = details_page(t, SINTEL, actions, "status_queued", ("Sintel.2010.4K.mkv",))
    removing = [t("action_remove_default"), t("action_remove_withdata")]
    start = [t("action_start_default"), t("action_start_forced")]
    trackers = "udp://tracker.opentrackr.org:1337/announce\nudp://open.demonii.com:1337/announce"
    edit = ({"field": f"{ID}trackers_edit", "text": trackers},)
    cancel, update = t("android:cancel"), t("status_update")
    return [
        entry("harmless", f"{where} (µTorrent)", sintel, [(t("action_updatetrackers"), False)]),
        menu("reversible", f"{where} (µTorrent, Start)", SINTEL, start, [(start[1], False)]),
        dialog(
            "reversible",
            "transdroid SetTrackersDialog",
            SINTEL,
            None,
            None,
            material(None, (cancel, None), (update, False)),
            edit,
        ),
        menu(
            "remove-torrent", f"{where} (µTorrent, Remove)", SINTEL, removing, [(removing[0], True)]
        ),
        menu("delete-data", f"{where} (µTorrent, Remove)", SINTEL, removing, [(removing[1], True)]),
    ]


def search(t: Any) -> list[dict[str, Any]]:
    where = "transdroid SearchResultsFragment"
    results = [
        {
            "row": name,
            "secondary": f"{t('search_seeders', seeders)} {t('search_leechers', leechers)}",
            "rid": f"{ID}name_text",
        }
        for name, seeders, leechers in (
            ("debian-12.9.0-amd64-netinst.iso", 812, 14),
            ("debian-12.9.0-arm64-netinst.iso", 131, 3),
            ("debian-live-12.9.0-amd64-kde.iso", 96, 5),
        )
    ]
    found = page(
        SITE,
        [
            {"field": f"{ID}search_src_text", "text": "debian 12.9"},
            {"icon": t("action_refresh"), "rid": f"{ID}action_refresh"},
            {"icon": t("action_sort"), "rid": f"{ID}action_sort"},
            {"list": results},
        ],
    )
    bar = page(
        t("search_resutlsselected#2"),
        [
            {"icon": t("action_addall"), "rid": f"{ID}action_addall"},
            {"icon": t("action_showdetails"), "rid": f"{ID}action_showdetails"},
            {"list": results},
        ],
    )
    return [
        entry("reversible", f"{where} (selection)", bar, [(t("action_addall"), False)]),
        entry("reversible", where, found, [("debian-12.9.0-amd64-netinst.iso", False)]),
    ]


def rss(t: Any) -> list[dict[str, Any]]:
    items = [
        {"row": name, "secondary": when, "rid": f"{ID}name_text"}
        for name, when in (
            ("Debian 12.9.0 DVD amd64", "11 Jan 2025"),
            ("Linux Mint 22.1 Cinnamon", "16 Jan 2025"),
            ("Tails 6.11", "9 Jan 2025"),
        )
    ]
    bar = page(
        t("rss_itemsselected#2"),
        [
            *(
                {"icon": t(k), "rid": f"{ID}{k}"}
                for k in (
                    "action_addall",
                    "action_showdetails",
                    "action_openwebsite",
                    "action_useassearch",
                )
            ),
            {"list": items},
        ],
    )
    about = "Debian 12.9.0 DVD image for 64-bit PCs (amd64), 3.9 GB."
    remote = page(
        t("rss_feeds"),
        [
            {"tab": t("navigation_rss_tabs_local")},
            {"tab": t("navigation_rss_tabs_remote")},
            {"text": t("remoterss_filter_allrecent"), "rid": f"{ID}remoterss_filter"},
            {
                "list": [
                    {"row": TEARS, "secondary": "movies", "rid": f"{ID}name_text"},
                    {
                        "row": "Elephants Dream (2006)",
                        "secondary": "movies",
                        "rid": f"{ID}name_text",
                    },
                ]
            },
        ],
    )
    return [
        entry(
            "reversible",
            "transdroid RssItemsFragment (selection)",
            bar,
            [(t("action_addall"), False)],
        ),
        dialog(
            "harmless",
            "transdroid RssItemsFragment (Show details)",
            FEED,
            None,
            about,
            platform(positive=(t("action_close"), False)),
        ),
        entry("reversible", "transdroid RemoteRssFragment", remote, [(TEARS, False)]),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    """The settings' first page, its list of server kinds and the default server."""
    title = t("app_name")
    main = page(
        title,
        [
            {"text": t("pref_servers")},
            {"row": t("pref_addserver")},
            {"row": t("pref_defaultserver")},
            {"text": t("pref_searchsites")},
            {"row": t("pref_setsearchsite")},
            {"row": t("pref_addwebsearch")},
            {"text": t("pref_rssfeeds")},
            {"row": t("pref_addrssfeed")},
            {"text": t("pref_others")},
            {"row": t("pref_background")},
            {"row": t("pref_system")},
            {"row": t("pref_help")},
            {"row": t("donate_text")},
            {"row": NAS, "secondary": "http://admin@192.168.1.20:8080"},
            {"row": SEEDBOX, "secondary": "https://alice@seedbox.example.net:443"},
            {"row": XIRVIK, "secondary": XIRVIK},
            {"row": FEED, "secondary": "https://distrowatch.com/news/torrents.xml"},
            {"row": SITE, "secondary": "https://linuxtracker.org/?search=%s"},
        ],
    )
    defaults = [
        t("pref_defaultserver_lastused"),
        t("pref_defaultserver_askonadd"),
        NAS,
        SEEDBOX,
        XIRVIK,
    ]
    return [
        entry(
            "harmless",
            "transdroid MainSettingsActivity (pref_main)",
            main,
            [(t("pref_addserver"), False)],
        ),
        choice(
            "reversible",
            "transdroid MainSettingsActivity (default server)",
            title,
            t("pref_defaultserver"),
            defaults,
            defaults[0],
            t("android:cancel"),
            defaults[1],
        ),
    ]


def saved_settings(t: Any) -> list[dict[str, Any]]:
    """A server's, a search site's and a feed's settings removed after a question, and two
    seedboxes' removed at once."""
    title = t("app_name")
    remove = {"icon": t("action_removesettings"), "rid": f"{ID}action_removesettings"}
    server = page(
        title,
        [
            remove,
            {"row": t("pref_name"), "secondary": NAS},
            {"row": t("pref_servertype"), "secondary": "qBittorrent"},
            {"row": t("pref_address"), "secondary": "192.168.1.20"},
            {"row": t("pref_user"), "secondary": "admin"},
            {"row": t("pref_pass")},
            {"row": t("pref_secret")},
            {"row": t("pref_advanced")},
            {"row": t("pref_optional")},
        ],
    )
    cancel, ok = t("android:cancel"), t("android:ok")
    sure = t("pref_confirmremove")

    def confirm(category: str, source: str, no: bool | None, yes: bool | None) -> dict[str, Any]:
        return dialog(category, source, title, None, sure, platform(None, (cancel, no), (ok, yes)))

    def seedbox(name: str, address: str) -> dict[str, Any]:
        return page(
            title,
            [
                remove,
                {"row": t("pref_name"), "secondary": name},
                {"row": t("pref_seedbox_server"), "secondary": address},
                {"row": t("pref_user"), "secondary": "alice"},
                {"row": t("pref_pass")},
                {"row": t("pref_optional")},
            ],
        )

    servers = "transdroid ServerSettingsActivity"
    label = t("action_removesettings")
    return [
        entry("opens-prompt", f"{servers} (pref_server)", server, [(label, False)]),
        confirm("delete-settings", f"{servers} (remove)", None, True),
        confirm("harmless", f"{servers} (remove)", False, None),
        confirm("delete-settings", "transdroid WebsearchSettingsActivity (remove)", None, True),
        confirm("delete-settings", "transdroid RssfeedSettingsActivity (remove)", None, True),
        entry(
            "delete-settings",
            "transdroid XirvikSettingsActivity",
            seedbox(XIRVIK, "rg1234.xirvik.com"),
            [(label, True)],
        ),
        entry(
            "delete-settings",
            "transdroid DediseedboxSettingsActivity",
            seedbox(DEDI, "abcd123.dediseedbox.com"),
            [(label, True)],
        ),
    ]


def system(t: Any) -> list[dict[str, Any]]:
    """The System page, its import and export dialogs, and the Help page."""
    title = t("app_name")
    prefs = page(
        title,
        [
            {"switch": t("pref_dormantasinactive"), "checked": False},
            {"text": t("pref_dormantasinactive_info")},
            {"row": t("pref_autorefresh"), "secondary": t("pref_autorefresh_info")},
            {"switch": t("pref_autodarktheme"), "checked": True},
            {"text": t("pref_autodarktheme_info")},
            {"switch": t("pref_usedarktheme"), "checked": False},
            {"text": t("pref_usedarktheme_info")},
            {"switch": t("pref_checkupdates"), "checked": True},
            {"text": t("pref_checkupdates_info")},
            {"row": t("pref_clearsearch")},
            {"row": t("pref_import")},
            {"row": t("pref_export")},
        ],
    )
    where = "transdroid SystemSettingsActivity (pref_system)"
    cancel = t("android:cancel")
    app = t("app_name")
    help_page = page(
        title,
        [
            {"row": t("pref_sendlog"), "secondary": t("pref_sendlog_info")},
            {"row": t("pref_installhelp"), "secondary": t("pref_installhelp_info")},
            {"row": t("pref_changelog")},
            {"row": t("pref_about", app)},
        ],
    )
    return [
        entry("delete", where, prefs, [(t("pref_clearsearch"), True)]),
        entry("reversible", where, prefs, [(t("pref_autodarktheme"), False)]),
        entry("opens-prompt", where, prefs, [(t("pref_import"), False)]),
        dialog(
            "harmless",
            "transdroid SystemSettingsActivity (import settings)",
            title,
            None,
            t("pref_import_dialog_android10", app),
            platform(
                (t("pref_import_fromqr"), None), (cancel, None), (t("pref_import_fromfile"), False)
            ),
        ),
        dialog(
            "harmless",
            "transdroid SystemSettingsActivity (export settings)",
            title,
            None,
            t("pref_export_dialog_android10", app),
            platform(
                (t("pref_export_toqr"), False), (cancel, None), (t("pref_export_tofile"), None)
            ),
        ),
        entry(
            "harmless",
            "transdroid HelpSettingsActivity (pref_help)",
            help_page,
            [(t("pref_sendlog"), False)],
        ),
    ]
