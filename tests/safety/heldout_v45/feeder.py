"""Feeder's screens (``com.nononsenseapps.feeder``, an RSS and Atom reader), strings from
``t(name)``; ``android:ok`` and ``android:cancel`` are the platform's own, which Feeder's
dialogs show (``android.R.string``). Feeder has no Korean translation, so its Korean
screens are English.

Read from the code (``app/src/main/java/com/nononsenseapps/feeder/ui/compose``):
``feed/FeedScreen.kt`` (a feed's list: the toolbar's drawer, search, filter and "Mark all as
read" icons, the last of which marks the feed's articles read at once, and "Open menu",
which opens the overflow: "Mark all as read", "Sync feeds", "Add feed", "Edit feed", "Delete
feed", which only opens the deletion dialog, "Import feeds from OPML", which opens the
system's file picker, "Export feeds to OPML", which opens the system's document creator,
"Import saved articles", "Export saved articles" and Settings); ``deletefeed/
DeleteFeedScreen.kt`` (the deletion dialog: "Delete feed", an "Open menu" icon, a row with a
checkbox for each feed of the list, which only selects it, OK, which deletes the checked
feeds and their articles, and Cancel); ``feed/FeedItemCard.kt`` (an article's long-press
menu: open in reader, custom tab or default browser, "Save article", undone by "Stop saving
article", "Mark the above as read", "Mark the below as read", and Share, which opens the
share sheet); ``ompl/OpmlImportScreen.kt`` with ``components/OkCancel.kt`` (a picked OPML
file: "Import feeds from OPML", "Import N feeds with M tags?", the feeds, Cancel and OK,
which subscribes to them); ``sync/SyncScreen.kt`` and ``sync/LeaveSyncChainDialog.kt`` with
``components/ConfirmDialog.kt`` (device sync: the overflow's "Leave sync chain", which only
opens "Leave sync chain" with "Are you sure you want to leave the sync chain?", OK, which
leaves the chain, and Cancel; ``DeleteDeviceDialog``: "Remove device", "Are you sure you want
to delete device …?", OK, which removes the device from the chain, and Cancel). Every dialog
is a Compose ``AlertDialog`` with the dismiss button before the confirm one and no test tags.
"""

from __future__ import annotations

from typing import Any

from screens import compose_dialog, entry, menu

FEED, OTHER, DEVICE = "Ars Technica", "LWN.net", "Pixel 8"
ARTICLES = ["New chip doubles battery life", "A look at the kernel's next release"]


def screens(t: Any) -> list[dict[str, Any]]:
    return feed(t) + delete(t) + article(t) + sync(t)


def cancel_ok(t: Any, bad: bool | None = True) -> list[tuple[str, bool | None]]:
    """A Compose dialog's Cancel and OK (``android.R.string``)."""
    return [(t("android:cancel"), False), (t("android:ok"), bad)]


def feed(t: Any) -> list[dict[str, Any]]:
    page = {"title": FEED, "dialog": {}, "items": [
        {"icon": t("navigation_drawer_open")}, {"icon": t("search_verb")},
        {"icon": t("filter_noun")}, {"icon": t("mark_all_as_read")},
        {"icon": t("open_menu")}, {"list": [{"text": a} for a in ARTICLES]}]}  # fmt: skip
    overflow = [t("mark_all_as_read"), t("synchronize_feeds"), t("add_feed"), t("edit_feed"),
                t("delete_feed"), t("import_feeds_from_opml"), t("export_feeds_to_opml"),
                t("import_saved_articles"), t("export_saved_articles"),
                t("action_settings")]  # fmt: skip
    where = "feeder FeedScreen (a feed's toolbar)"
    menu_where = "feeder FeedScreen (the toolbar's overflow)"
    return [
        entry("reversible", where, page, [(t("mark_all_as_read"), False)]),
        entry("harmless", where, page, [(t("open_menu"), False)]),
        menu("opens-prompt", menu_where, FEED, overflow, [(t("delete_feed"), False)]),
        menu("harmless", menu_where, FEED, overflow,
             [(t("import_feeds_from_opml"), False), (t("export_feeds_to_opml"), False)]),
        menu("reversible", menu_where, FEED, overflow, [(t("mark_all_as_read"), False)]),
    ]  # fmt: skip


def delete(t: Any) -> list[dict[str, Any]]:
    one = ({"icon": t("open_menu")}, {"switch": FEED})
    many = ({"icon": t("open_menu")}, {"switch": FEED}, {"switch": OTHER})
    where = "feeder DeleteFeedDialog"
    feeds = t("n_feeds#3")
    tags = t("n_tags#1")
    opml = {"title": t("import_feeds_from_opml"), "dialog": {}, "items": [
        {"icon": t("go_back")}, {"text": t("import_x_feeds_with_y_tags", feeds, tags)},
        {"list": [{"text": FEED}, {"text": OTHER}, {"text": "Hacker News"}]},
        *({"button": label} for label, _ in cancel_ok(t))]}  # fmt: skip
    checkbox = compose_dialog(
        "harmless", where, t("all_feeds"), t("delete_feed"), None, cancel_ok(t, None), many
    )
    return [
        compose_dialog("delete", f"{where} (one feed)", FEED, t("delete_feed"), None,
                       cancel_ok(t), one),
        compose_dialog("delete", f"{where} (all feeds)", t("all_feeds"), t("delete_feed"),
                       None, cancel_ok(t), many),
        entry("harmless", f"{where} (a feed's checkbox)", checkbox["screen"],
              [(OTHER, False)]),
        entry("reversible", "feeder OpmlImportScreen (a picked OPML file)", opml,
              [(t("android:ok"), False)]),
    ]  # fmt: skip


def article(t: Any) -> list[dict[str, Any]]:
    options = [t("open_article_in_reader"), t("open_article_in_custom_tab"),
               t("open_article_in_default_browser"), t("save_article"),
               t("mark_items_above_as_read"), t("mark_items_below_as_read"),
               t("share")]  # fmt: skip
    where = "feeder FeedItemCard (an article's long-press menu)"
    return [
        menu("reversible", where, FEED, options,
             [(t("save_article"), False), (t("mark_items_above_as_read"), False)]),
        menu("harmless", where, FEED, options, [(t("share"), False)]),
    ]  # fmt: skip


def sync(t: Any) -> list[dict[str, Any]]:
    page = t("device_sync")
    return [
        menu("opens-prompt", "feeder SyncScreen (the toolbar's overflow)", page,
             [t("leave_sync_chain")], [(t("leave_sync_chain"), False)]),
        compose_dialog("leave", "feeder LeaveSyncChainDialog", page, t("leave_sync_chain"),
                       t("are_you_sure_leave_sync_chain"), cancel_ok(t)),
        compose_dialog("revoke", "feeder SyncScreen.DeleteDeviceDialog", page,
                       t("remove_device"), t("remove_device_question", DEVICE), cancel_ok(t)),
    ]  # fmt: skip
