"""Flym's screens (``net.frju.flym``, an RSS and Atom reader that keeps its feeds and their
entries on the device: feeds and groups of feeds added, renamed, reordered and deleted,
entries marked read and unread, starred and shared, their full text retrieved, the feed list
imported and exported as OPML, old entries cleaned up by age), strings from
``app/src/main/res/values*/strings.xml``. The feed, entry and link names on the screens are
the same in every language.

Read from the code (``app/src/main/java/net/frju/flym``): ``ui/main/MainActivity.kt`` with
``res/layout/activity_main.xml``, ``view_main_drawer_header.xml``, ``view_feed.xml`` and
``res/menu/menu_drawer_feed.xml`` (the drawer: its hint, the ``more`` and ``add_feed_fab``
buttons, which carry no words, and the feed rows; a row's long press opens a ``PopupMenu``:
"Mark all as read", which sets every entry of the feed, of the group's feeds or of all feeds
read with ``markAsRead``, ``markGroupAsRead`` or ``markAllAsRead`` and offers no undo, "Edit
feed", "Reorder feeds", Delete, and "Enable full text retrieval" or "Disable full text
retrieval"; the "All entries" row shows only "Mark all as read", a group's no full text
items; Delete opens an ``AlertDialog`` titled with the feed's name, "Do you really want to
delete this feed?" or "... this group and all of its feeds?", with Cancel and OK, whose OK
calls ``feedDao().delete``; "Edit feed" opens a dialog with ``dialog_edit_feed.xml``'s
``feed_name`` and ``feed_link``, the link hidden for a group, with Cancel and OK, which saves
the new name and link) and ``res/menu/menu_drawer_header.xml`` (the ``more`` button's popup:
"Reorder feeds", "Import from OPML" and "Export to OPML", which only open the system's
document picker, an import inserting the picked file's feeds, Settings and "About Flym");
``data/entities/Entry.kt`` and ``Feed.kt`` (an entry's feed and a feed's group are foreign
keys with ``onDelete = CASCADE``: a feed deleted takes all its entries, starred ones too, and
a group deleted takes its feeds and their entries); ``data/dao/EntryDao.kt`` and
``service/`` (each refresh first runs ``deleteOlderThan``, which deletes the read entries
older than the kept time, four days by default, and the unread ones only where their own
time is set, by default never; starred entries are kept); ``ui/entries/EntriesFragment.kt``
with ``res/layout/fragment_entries.xml``, ``view_entry.xml``,
``res/menu/menu_fragment_entries.xml`` and ``menu_bottom_navigation_items.xml`` (the entry
list: the toolbar's "Toggle feed menu" and search, the entries, the ``read_all_fab`` "Mark
all as read", which marks the listed entries read and shows "Marked as read" with Undo,
which marks them unread again, the bottom tabs Unreads, All and Favorites, and the overflow's
Share, shown on Favorites only, which hands the favorites' titles and links to the system's
share sheet, Settings and "About Flym"); ``ui/entrydetails/EntryDetailsFragment.kt`` with
``res/layout/fragment_entry_details.xml`` and ``res/menu/menu_fragment_entry_details.xml``
(an entry: Star or Unstar, "Retrieve the full text" or "Show original text", "See in
browser", Share, which opens the share sheet, and the overflow's "Mark as unread");
``ui/discover/DiscoverActivity.kt``, ``DiscoverFragment.kt`` and ``FeedSearchFragment.kt``
with ``res/layout/activity_feed_search.xml``, ``fragment_discover.xml`` and
``item_feed_search_result.xml`` ("Search Feeds": the search field, the topics, which search
for a topic, and the results; a result not yet added is added at once with ``addFeed``, one
already added opens a dialog titled with its name, "Do you really want to delete this
feed?", with ``android.R.string.no`` and ``yes``, whose Yes calls ``deleteByLink``);
``ui/feeds/FeedListEditFragment.kt`` with ``res/layout/view_feed_edit.xml`` and
``res/menu/menu_fragment_feed_list_edit.xml`` (Feeds: "Add group", which opens "Select group
name" with a text field, Cancel and OK, which inserts the group; a feed dropped on a group
opens "Feed move action" with "Above the group" and "Into the group", which move it);
``ui/settings/SettingsFragment.kt`` and ``res/xml/settings.xml`` (the preferences: Theme,
whose choice restarts the app in it, the check boxes, the kept times of read and unread
entries, Blocklist, whose dialog takes the keywords to skip at the next refreshes, and the
automatic refresh).
"""

from __future__ import annotations

from typing import Any

from screens import alert, choice, entry, menu, page

ID = "net.fred.feedex:id/"
BBC, VERGE, ARS, HN, NATURE = "BBC News", "The Verge", "Ars Technica", "Hacker News", "Nature"
TECH, SCIENCE = "Tech", "Science"
ENTRY = "Storm Ciara brings floods to Wales"
SECOND = "Apple unveils a new MacBook Air"
THIRD = "Rust 1.50 is out"
BBC_LINK = "https://feeds.bbci.co.uk/news/rss.xml"


def screens(t: Any) -> list[dict[str, Any]]:
    return drawer(t) + entries(t) + details(t) + discover(t) + feeds(t) + settings(t)


def drawer_page(t: Any) -> dict[str, Any]:
    """The drawer open over "All entries": its hint, two buttons without words, the feeds."""
    rows = [(t("all_entries"), "46"), (BBC, "12"), (VERGE, "8"), (TECH, "20"), (SCIENCE, "6")]
    return page(
        t("all_entries"),
        [
            {"text": t("drawer_explanation"), "rid": f"{ID}drawer_hint"},
            {"id": f"{ID}more"},
            {"id": f"{ID}add_feed_fab"},
            {"list": [{"row": r, "secondary": n, "rid": f"{ID}title"} for r, n in rows]},
        ],
    )


def drawer(t: Any) -> list[dict[str, Any]]:
    home, where = t("all_entries"), "flym MainActivity"
    read, edit, reorder, delete = (
        t("menu_all_read"),
        t("menu_edit_feed"),
        t("menu_reorder"),
        t("menu_delete"),
    )
    enable, disable = t("menu_enable_full_text_retrieval"), t("menu_disable_full_text_retrieval")
    plain = [read, edit, reorder, delete, enable]
    full = [read, edit, reorder, delete, disable]
    group = [read, edit, reorder, delete]
    header = [t(k) for k in ("menu_reorder", "menu_import", "menu_export", "menu_settings")]
    header.append(t("about_flym"))
    cancel, ok = t("android:cancel"), t("android:ok")
    feed_q, group_q = t("question_delete_feed"), t("question_delete_group")

    def gone(name: str, question: str, ok_bad: bool | None, no: bool | None) -> dict[str, Any]:
        return alert(
            "delete" if ok_bad else "harmless",
            f"{where} (delete {name})",
            home,
            name,
            question,
            (cancel, no),
            (ok, ok_bad),
        )

    def editing(name: str, link: str | None) -> dict[str, Any]:
        fields: list[dict[str, Any]] = [
            {"field": f"{ID}feed_name", "hint": t("feed_name"), "text": name}
        ]
        if link:
            fields.append({"field": f"{ID}feed_link", "hint": t("feed_link"), "text": link})
        return dict(
            title=home,
            dialog={"title": t("menu_edit_feed")},
            items=[
                *fields,
                {"button": cancel, "rid": "android:id/button2"},
                {"button": ok, "rid": "android:id/button1"},
            ],
        )

    return [
        entry("harmless", f"{where} (drawer)", drawer_page(t), [(BBC, False)]),
        menu("overwrite", f"{where} (feed menu, {BBC})", home, plain, [(read, True)]),
        menu("overwrite", f"{where} (feed menu, {VERGE})", home, full, [(read, True)]),
        menu("overwrite", f"{where} (group menu, {TECH})", home, group, [(read, True)]),
        menu("overwrite", f"{where} (all entries menu)", home, [read], [(read, True)]),
        menu("opens-prompt", f"{where} (feed menu, {BBC})", home, plain, [(edit, False)]),
        menu("opens-prompt", f"{where} (feed menu, {BBC})", home, plain, [(delete, False)]),
        menu("reversible", f"{where} (feed menu, {BBC})", home, plain, [(enable, False)]),
        menu("reversible", f"{where} (feed menu, {VERGE})", home, full, [(disable, False)]),
        menu("opens-prompt", f"{where} (group menu, {TECH})", home, group, [(delete, False)]),
        gone(BBC, feed_q, True, None),
        gone(VERGE, feed_q, True, None),
        gone(ARS, feed_q, True, None),
        gone(HN, feed_q, True, None),
        gone(NATURE, feed_q, True, None),
        gone(TECH, group_q, True, None),
        gone(SCIENCE, group_q, True, None),
        gone(BBC, feed_q, None, False),
        gone(TECH, group_q, None, False),
        entry("reversible", f"{where} (edit feed)", editing(BBC, BBC_LINK), [(ok, False)]),
        entry("reversible", f"{where} (edit group)", editing(TECH, None), [(ok, False)]),
        menu("opens-prompt", f"{where} (drawer header menu)", home, header, [(header[1], False)]),
        menu("opens-prompt", f"{where} (drawer header menu)", home, header, [(header[2], False)]),
        menu("harmless", f"{where} (drawer header menu)", home, header, [(header[3], False)]),
    ]


def entry_list(t: Any, tab: str, snackbar: str | None = None) -> dict[str, Any]:
    """The entry list of "All entries" on the tab ``tab`` (a resource id), with a snackbar."""
    rows = [(ENTRY, BBC), (SECOND, VERGE), (THIRD, HN)]
    if tab == "favorites":
        rows = rows[1:2]
    items: list[dict[str, Any]] = [
        {"icon": t("navigation_button_content_description")},
        {"id": f"{ID}menu_entries__search"},
        {"list": [{"row": r, "secondary": f, "rid": f"{ID}entry_container"} for r, f in rows]},
        {"icon": t("mark_all_as_read_fab_content_description"), "rid": f"{ID}read_all_fab"},
    ]
    if snackbar:
        items += [
            {"text": t(snackbar), "rid": f"{ID}snackbar_text"},
            {"button": t("undo"), "rid": f"{ID}snackbar_action"},
        ]
    items += [{"tab": t(k), "rid": f"{ID}{k}"} for k in ("unreads", "all", "favorites")]
    return page(t("all_entries"), items)


def entries(t: Any) -> list[dict[str, Any]]:
    where = "flym EntriesFragment"
    overflow = [t("menu_share"), t("menu_settings"), t("about_flym")]
    return [
        entry(
            "reversible",
            where,
            entry_list(t, "unreads"),
            [(t("mark_all_as_read_fab_content_description"), False)],
        ),
        entry(
            "reversible",
            f"{where} (marked as read, Undo)",
            entry_list(t, "unreads", "marked_as_read"),
            [(t("undo"), False)],
        ),
        entry("harmless", where, entry_list(t, "unreads"), [(t("favorites"), False)]),
        entry("harmless", where, entry_list(t, "unreads"), [(ENTRY, False)]),
        entry(
            "harmless",
            where,
            entry_list(t, "unreads"),
            [(t("navigation_button_content_description"), False)],
        ),
        menu(
            "harmless",
            f"{where} (favorites overflow)",
            t("all_entries"),
            overflow,
            [(t("menu_share"), False)],
        ),
    ]


def details(t: Any) -> list[dict[str, Any]]:
    where = "flym EntryDetailsFragment"

    def shown(starred: bool) -> dict[str, Any]:
        star = "menu_unstar" if starred else "menu_star"
        return page(
            BBC,
            [
                {"icon": t(star), "rid": f"{ID}menu_entry_details__favorite"},
                {"icon": t("get_full_text"), "rid": f"{ID}menu_entry_details__fulltext"},
                {"icon": t("open_in_browser"), "rid": f"{ID}menu_entry_details__open_browser"},
                {"icon": t("menu_share"), "rid": f"{ID}menu_entry_details__share"},
                {"text": ENTRY},
                {"text": "Heavy rain and strong winds hit the west coast overnight."},
                {"id": f"{ID}navigate_before"},
                {"id": f"{ID}navigate_next"},
            ],
        )

    return [
        entry("reversible", where, shown(False), [(t("menu_star"), False)]),
        entry("reversible", f"{where} (starred)", shown(True), [(t("menu_unstar"), False)]),
        entry("harmless", where, shown(False), [(t("get_full_text"), False)]),
        entry("harmless", where, shown(False), [(t("open_in_browser"), False)]),
        entry("harmless", where, shown(False), [(t("menu_share"), False)]),
        menu(
            "reversible",
            f"{where} (overflow)",
            BBC,
            [t("menu_mark_as_unread")],
            [(t("menu_mark_as_unread"), False)],
        ),
    ]


def discover(t: Any) -> list[dict[str, Any]]:
    title, where = t("discover_search_label"), "flym DiscoverActivity"
    topics = [t(f"discover_topics[{i}]") for i in range(18)]
    start = page(
        title,
        [
            {"field": f"{ID}et_search_input", "text": ""},
            {"id": f"{ID}btn_add_feed"},
            {"text": t("discover_search_hint")},
            {"list": [{"row": topic, "rid": f"{ID}tv_topic_title"} for topic in topics]},
        ],
    )
    results = [
        ("The Verge - All Posts", "https://www.theverge.com/rss/index.xml"),
        ("The Verge - Tech", "https://www.theverge.com/tech/rss/index.xml"),
        ("The Verge - Reviews", "https://www.theverge.com/reviews/rss/index.xml"),
    ]
    found = page(
        title,
        [
            {"field": f"{ID}et_search_input", "text": "verge"},
            {"id": f"{ID}btn_add_feed"},
            {
                "list": [
                    {"row": n, "secondary": link, "rid": f"{ID}tv_title"} for n, link in results
                ]
            },
        ],
    )
    no, yes = t("android:no"), t("android:yes")
    question = t("question_delete_feed")

    def gone(name: str, ok: bool | None, cancel: bool | None) -> dict[str, Any]:
        return alert(
            "delete" if ok else "harmless",
            f"{where} (FeedSearchFragment, delete {name})",
            title,
            name,
            question,
            (no, cancel),
            (yes, ok),
        )

    return [
        entry("harmless", f"{where} (DiscoverFragment)", start, [(topics[9], False)]),
        entry("reversible", f"{where} (FeedSearchFragment)", found, [(results[1][0], False)]),
        entry("opens-prompt", f"{where} (FeedSearchFragment)", found, [(results[0][0], False)]),
        gone(results[0][0], True, None),
        gone("Polygon", True, None),
        gone(ARS, True, None),
        gone(results[0][0], None, False),
    ]


def feeds(t: Any) -> list[dict[str, Any]]:
    title, where = t("feeds"), "flym FeedListEditFragment"
    rows = [BBC, VERGE, TECH, ARS, HN, SCIENCE, NATURE]
    listed = page(
        title,
        [
            {"icon": t("menu_add_group"), "rid": f"{ID}add_group"},
            {"list": [item for r in rows for item in edit_row(t, r)]},
        ],
    )
    cancel, ok = t("android:cancel"), t("android:ok")
    name = ({"field": "", "text": "Games"},)
    group = (t("add_group_title"), None)
    move = (t("to_group_title"), t("to_group_message"))
    above, into = t("to_group_above"), t("to_group_into")
    return [
        entry("opens-prompt", where, listed, [(t("menu_add_group"), False)]),
        alert(
            "reversible", f"{where} (add group)", title, *group, (cancel, None), (ok, False), name
        ),
        alert("harmless", f"{where} (add group)", title, *group, (cancel, False), (ok, None), name),
        alert("reversible", f"{where} (feed move)", title, *move, (above, None), (into, False)),
    ]


def edit_row(t: Any, name: str) -> list[dict[str, Any]]:
    """A row of Feeds: the feed's icon, its name and its drag handle."""
    return [
        {"icon": t("feed_edit_feed_icon_content_description"), "rid": f"{ID}icon"},
        {"row": name, "rid": f"{ID}title"},
        {"icon": t("feed_edit_drag_handle_content_description"), "rid": f"{ID}dragHandle"},
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    title, where = t("app_name"), "flym SettingsFragment"
    themes = [t(f"settings_themes[{i}]") for i in range(3)]
    keep = [t(f"settings_keep_times[{i}]") for i in range(9)]
    intervals = [t(f"settings_intervals[{i}]") for i in range(8)]

    def check(key: str, on: bool) -> dict[str, Any]:
        return {"switch": t(key), "checked": on}

    def listed(key: str, value: str) -> dict[str, Any]:
        return {"row": t(key), "secondary": value}

    prefs = page(
        title,
        [
            {"text": t("settings_category_general")},
            listed("settings_theme", themes[1]),
            check("settings_hide_navigation_on_scroll", False),
            {"text": t("settings_category_article_appearance")},
            listed("settings_font_size", t("settings_font_sizes[2]")),
            check("settings_display_images", True),
            listed("settings_preload_image_mode", t("settings_preload_image_modes[1]")),
            check("open_browser_direct_title", False),
            check("settings_enable_entry_swipe", True),
            {"text": t("settings_category_article_list")},
            check("settings_display_thumbnails", True),
            check("settings_hide_button_mark_all_as_read", False),
            check("settings_sort_order_title", True),
            listed("settings_keep_time", keep[2]),
            listed("settings_keep_time_unread", keep[8]),
            check("settings_remove_duplicates_description_title", True),
            listed("filter_title", t("filter")),
            {"text": t("settings_category_refresh")},
            check("settings_refresh_enabled", True),
            listed("settings_refresh_interval", intervals[4]),
            check("settings_refresh_enable_notifications", True),
            check("refresh_on_startup_title", True),
            check("settings_refresh_wifi_only", False),
        ],
    )
    cancel, ok = t("android:cancel"), t("android:ok")
    words = ({"field": "android:id/edit", "text": "sponsored, podcast"},)
    block = (t("filter_title"), t("filter_dialog_message"))
    return [
        entry("opens-prompt", where, prefs, [(t("settings_theme"), False)]),
        choice(
            "reversible",
            f"{where} (theme)",
            title,
            t("settings_theme"),
            themes,
            themes[1],
            themes[0],
            cancel,
        ),
        entry("reversible", where, prefs, [(t("settings_hide_button_mark_all_as_read"), False)]),
        entry("opens-prompt", where, prefs, [(t("settings_keep_time"), False)]),
        choice(
            "reversible",
            f"{where} (read entries kept)",
            title,
            t("settings_keep_time"),
            keep,
            keep[2],
            keep[4],
            cancel,
        ),
        entry("opens-prompt", where, prefs, [(t("filter_title"), False)]),
        alert(
            "reversible", f"{where} (blocklist)", title, *block, (cancel, None), (ok, False), words
        ),
        entry("reversible", where, prefs, [(t("settings_refresh_enabled"), False)]),
        choice(
            "reversible",
            f"{where} (refresh interval)",
            title,
            t("settings_refresh_interval"),
            intervals,
            intervals[4],
            intervals[3],
            cancel,
        ),
    ]
