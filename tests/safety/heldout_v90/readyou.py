"""Read You's screens (``me.ash.reader``, an RSS reader with local, Fever, Google Reader and
FreshRSS accounts: feeds and groups, archived articles, OPML and the app's preferences),
strings from ``app/src/main/res/values*/strings.xml``. The feeds, groups, account and
articles written on the screens are the same in every language.

Read from the code (``app/src/main/java/me/ash/reader``): ``ui/page/home/feeds/drawer/feed/
FeedOptionDrawer.kt`` and ``ui/page/home/feeds/FeedOptionView.kt`` (a feed's sheet: its name
and link, the "Parse full content", "Open in browser" and "Allow notifications" chips, which
switch a preset, "Clear articles" and Unsubscribe, which only open their dialogs, and "Move to
group" with a chip per group, which moves the feed); ``ClearFeedDialog.kt`` ("Clear articles":
Cancel and Clear, which calls ``deleteArticles(feed)``, deleting the feed's archived articles
from the database) and ``DeleteFeedDialog.kt`` (Unsubscribe: "Unsubscribe from ... and
delete all archived articles in it", Cancel and Unsubscribe); ``drawer/group/
GroupOptionDrawer.kt`` (a group's sheet: the tip, the preset chips, each opening its "all
feeds" dialog, "Clear articles" and "Delete group", which only open their dialogs);
``DeleteGroupDialog.kt`` (Cancel and Delete, which deletes the group with its feeds and
articles), ``ClearGroupDialog.kt`` (Cancel and Clear, ``deleteArticles(group)``) and
``AllParseFullContentDialog.kt`` (Deny and Allow, which set the preset of every feed of the
group); ``ui/page/settings/accounts/AccountDetailsPage.kt`` and ``AccountViewModel.kt`` (an
account's page: the name, the sync rows with "Sync once on start", "Keep archived articles",
and Advanced's "Export as OPML", "Clear all articles" and "Delete account", each of the last
three opening a dialog; "Clear all articles" has Cancel and Clear, which calls
``deleteAccountArticles``; "Delete account" has Cancel and Delete, which calls
``accountService.delete``: the account's articles, feeds, groups and the account itself are
deleted from the database); ``ui/page/home/feeds/subscribe/SubscribeDialog.kt`` (Subscribe:
the "Feed or site URL" field, "Import from OPML", which opens the file picker, and Search;
once a feed is found, its options, Cancel and Subscribe, which subscribes to it);
``ui/page/home/flow/MarkAsReadBar.kt`` (7d, 3d, 1d and "Mark all as read", each marking
articles read at once); ``ui/page/home/reading/BottomBar.kt`` ("Mark as unread", "Mark as
starred" and "Parse full content"); ``ui/page/settings/troubleshooting/TroubleshootingPage.kt``
("Import from JSON": the warning that the current preferences may be lost, Cancel and
Confirm, which replaces the preferences with the file's).
"""

from __future__ import annotations

from typing import Any

from screens import entry, page, popup

FEED, GROUP, OTHER, ACCOUNT = "Ars Technica", "Tech", "News", "Local"
LINK = "https://feeds.arstechnica.com/arstechnica/index"
FOUND, FOUND_LINK = "The Verge", "https://www.theverge.com/rss/index.xml"


def screens(t: Any) -> list[dict[str, Any]]:
    return feeds(t) + groups(t) + accounts(t) + reading(t)


def presets(t: Any) -> list[dict[str, Any]]:
    return [{"text": t("reading_page")}, {"switch": t("parse_full_content")},
            {"switch": t("open_in_browser")}, {"text": t("preset")},
            {"switch": t("allow_notification")}]  # fmt: skip


def feeds(t: Any) -> list[dict[str, Any]]:
    where = "readyou FeedOptionDrawer (a feed's sheet)"
    behind = t("feeds")
    sheet = [
        {"text": LINK}, *presets(t), {"button": t("clear_articles")},
        {"button": t("unsubscribe")}, {"text": t("move_to_group")},
        {"radio": GROUP}, {"radio": OTHER},
    ]  # fmt: skip
    cancel = t("cancel")

    def option(category: str, tap: str) -> dict[str, Any]:
        return popup(category, where, behind, FEED, None, [], tuple(sheet), ((tap, False),))

    def clearing(category: str, clear: bool | None, no: bool | None) -> dict[str, Any]:
        return popup(category, "readyou ClearFeedDialog (Clear articles)", behind,
                     t("clear_articles"), t("clear_articles_feed_tips", FEED),
                     [(cancel, no), (t("clear"), clear)])  # fmt: skip

    subscribe = t("subscribe")
    found = [{"text": FOUND_LINK}, *presets(t), {"text": t("add_to_group")},
             {"radio": GROUP}, {"radio": OTHER}]  # fmt: skip
    return [
        option("opens-prompt", t("clear_articles")),
        option("opens-prompt", t("unsubscribe")),
        option("reversible", t("allow_notification")),
        option("reversible", OTHER),
        clearing("delete", True, None),
        clearing("harmless", None, False),
        popup("harmless", "readyou DeleteFeedDialog (Unsubscribe)", behind, t("unsubscribe"),
              t("unsubscribe_tips", FEED), [(cancel, False), (t("unsubscribe"), None)]),
        popup("harmless", "readyou SubscribeDialog (Subscribe)", behind, subscribe, None,
              [(t("import_from_opml"), False), (t("search"), None)],
              ({"field": t("feed_or_site_url"), "hint": t("feed_or_site_url"), "text": ""},)),
        popup("reversible", "readyou SubscribeDialog (a feed found)", behind, FOUND, None,
              [(cancel, None), (subscribe, False)], tuple(found)),
    ]  # fmt: skip


def groups(t: Any) -> list[dict[str, Any]]:
    where = "readyou GroupOptionDrawer (a group's sheet)"
    behind = t("feeds")
    sheet = [
        {"text": t("group_option_tips")}, {"text": t("preset")},
        {"button": t("allow_notification")}, {"button": t("parse_full_content")},
        {"button": t("open_in_browser")}, {"button": t("clear_articles")},
        {"button": t("delete_group")}, {"text": t("move_to_group")}, {"radio": OTHER},
    ]  # fmt: skip
    cancel = t("cancel")

    def option(category: str, tap: str) -> dict[str, Any]:
        return popup(category, where, behind, GROUP, None, [], tuple(sheet), ((tap, False),))

    def deleting(category: str, yes: bool | None, no: bool | None) -> dict[str, Any]:
        return popup(category, "readyou DeleteGroupDialog (Delete group)", behind,
                     t("delete_group"), t("delete_group_tips", GROUP),
                     [(cancel, no), (t("delete"), yes)])  # fmt: skip

    def clearing(category: str, yes: bool | None, no: bool | None) -> dict[str, Any]:
        return popup(category, "readyou ClearGroupDialog (Clear articles)", behind,
                     t("clear_articles"), t("clear_articles_group_tips", GROUP),
                     [(cancel, no), (t("clear"), yes)])  # fmt: skip

    return [
        option("opens-prompt", t("clear_articles")),
        option("opens-prompt", t("delete_group")),
        option("opens-prompt", t("parse_full_content")),
        deleting("delete", True, None),
        deleting("harmless", None, False),
        clearing("delete", True, None),
        clearing("harmless", None, False),
        popup("reversible", "readyou AllParseFullContentDialog (Parse full content)", behind,
              t("parse_full_content"), t("all_parse_full_content_tips", GROUP),
              [(t("deny"), None), (t("allow"), False)]),
    ]  # fmt: skip


def accounts(t: Any) -> list[dict[str, Any]]:
    where = "readyou AccountDetailsPage"
    rows = page(ACCOUNT, [
        {"text": t("display")}, {"row": t("name"), "secondary": ACCOUNT},
        {"text": t("synchronous")}, {"row": t("sync_interval")},
        {"switch": t("sync_once_on_start")}, {"row": t("keep_archived_articles")},
        {"text": t("advanced")}, {"row": t("export_as_opml")},
        {"row": t("clear_all_articles")}, {"row": t("delete_account")}])  # fmt: skip
    cancel = t("cancel")

    def clearing(category: str, yes: bool | None, no: bool | None) -> dict[str, Any]:
        return popup(category, f"{where} (Clear all articles)", ACCOUNT,
                     t("clear_all_articles"), t("clear_all_articles_tips"),
                     [(cancel, no), (t("clear"), yes)])  # fmt: skip

    def deleting(category: str, yes: bool | None, no: bool | None) -> dict[str, Any]:
        return popup(category, f"{where} (Delete account)", ACCOUNT, t("delete_account"),
                     t("delete_account_tips"), [(cancel, no), (t("delete"), yes)])  # fmt: skip

    def importing(category: str, yes: bool | None, no: bool | None) -> dict[str, Any]:
        return popup(category, "readyou TroubleshootingPage (Import from JSON)",
                     t("troubleshooting"), t("import_from_json"),
                     t("invalid_json_file_warning"),
                     [(cancel, no), (t("confirm"), yes)])  # fmt: skip

    return [
        entry("opens-prompt", f"{where} (the account)", rows,
              [(t("clear_all_articles"), False)]),
        entry("opens-prompt", f"{where} (the account)", rows, [(t("delete_account"), False)]),
        entry("reversible", f"{where} (the account)", rows,
              [(t("sync_once_on_start"), False)]),
        clearing("delete", True, None),
        clearing("harmless", None, False),
        deleting("delete-account", True, None),
        deleting("harmless", None, False),
        importing("overwrite", True, None),
        importing("harmless", None, False),
    ]  # fmt: skip


def reading(t: Any) -> list[dict[str, Any]]:
    articles = [{"row": "Apple's new chip, tested"}, {"row": "A week with Linux phones"}]
    flow = page(GROUP, [
        *articles, {"button": t("seven_days")}, {"button": t("three_days")},
        {"button": t("one_day")}, {"button": t("mark_all_as_read")}])  # fmt: skip
    article = page("Apple's new chip, tested", [
        {"text": FEED}, {"text": "The M-series chip brings a faster GPU..."},
        {"icon": t("mark_as_unread")}, {"icon": t("mark_as_starred")},
        {"icon": t("parse_full_content")}])  # fmt: skip
    return [
        entry("reversible", "readyou MarkAsReadBar (Mark all as read)", flow,
              [(t("mark_all_as_read"), False)]),
        entry("reversible", "readyou BottomBar (an article)", article,
              [(t("mark_as_unread"), False)]),
    ]  # fmt: skip
