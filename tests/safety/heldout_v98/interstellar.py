"""Interstellar's screens (``one.jwr.interstellar``, a Flutter client of Mbin, Lemmy and
PieFed; here signed in to a Lemmy instance as a moderator of the community: posts and
comments deleted, reported, removed, pinned and locked, users banned, communities left and
deleted, moderators added and removed, and the app's own accounts, profiles, feeds, filter
lists and data), strings from its ``AppLocalizations`` catalogs (``lib/l10n/app_*.arb``);
the few dialogs written in English in the code say so (``t("=...")``). The post, comment,
user, community and account names are the same in every language.

Read from the code (``lib/src``): ``widgets/context_menu.dart`` (``ContextMenu.openMenu``: a
modal bottom sheet, its title where it has one, its rows ``ContextMenuItem``, a row with
sub-items opening a sheet of its own); ``widgets/menus/content_menu.dart`` (a post's or
comment's sheet: "Cross post", Reply, Bookmark, which on Lemmy saves or unsaves the post at
once, "Mark As Read", Report, which only opens "Report ...", Edit, Delete, which, with the
profile's "ask before deleting" on (its default), only opens "Delete ..." with Cancel and
Delete, whose Delete calls ``onDelete`` (``api/threads.dart`` and ``api/comments.dart``:
Lemmy's ``/post/delete`` and ``/comment/delete``; the app offers no restore), "View
Source", the author's and the community's rows, and, for a moderator, Moderate, whose
sheet has Pin, "Mark NSFW", Delete (``moderation.postDelete``, a moderator's removal, done at
once), "Ban User" and Lock); ``screens/feed/post_item.dart``; ``widgets/report_content.dart``
("Report ...": a Reason field, Cancel and Report, which sends the report);
``widgets/ban_dialog.dart`` ("Ban User": the help text, a Reason field, Cancel and "Ban
...", which calls ``communityModeration.createBan``); ``widgets/subscription_button.dart``
(with "ask before unsubscribing" on, unsubscribing opens "You are about to unsubscribe.
Continue?" with Cancel and Continue); ``screens/settings/account_selection.dart`` ("Remove
Account": the account, Cancel and Remove, which removes the account from the app);
``screens/settings/debug/debug_screen.dart`` (Debug: "Show Errors", "Inspect database",
"Export database", "Import database", then "Clear database", "Clear accounts", "Clear
profiles", "Clear read posts", "Clear feed cache", "Clear user tags", "Clear Oauth
identifiers" and Log, each clear row only opening a dialog titled as it with Cancel and
Remove, whose Remove deletes the app's tables, signs out of every account, deletes every
profile, the read posts' cache, the feed cache or the user tags); ``screens/settings/
feed_settings_screen.dart`` ("Delete feed", Cancel and Delete, ``removeFeed``);
``screens/settings/filter_lists_screen.dart`` ("Edit filter list": the name, "Activate
Filter", "Save changes", and "Delete filter list", which only opens "Delete filter list"
with Cancel and Delete, ``removeFilterList``); ``screens/settings/profile_selection.dart``
("Delete profile", Cancel and Delete, ``deleteProfile``); ``screens/feed/create_screen.dart``
("Create new ...": the Title, Body and "Not Safe For Work" fields and Submit, which posts);
``screens/explore/community_owner_panel.dart`` (in English only: "Delete community", whose
"DELETE COMMUNITY" deletes the community and its posts once its name is typed, "Add
Moderator" with Add, which makes the user a moderator, and "Remove moderator" with Remove).
"""

from __future__ import annotations

from typing import Any

from screens import entry, page, popup

POST, COMMENT = "Which tiling window manager do you use?", "Sway, for years now."
USER, ME, COMMUNITY = "quokka", "wren@lemmy.ml", "linux"
ACCOUNT = "wren@lemmy.world"


def screens(t: Any) -> list[dict[str, Any]]:
    return posts(t) + moderation(t) + comments(t) + community(t) + settings(t)


def sheet(category: str, source: str, behind: str, title: str | None, rows: list[str],
          tap: str, commit: bool = False) -> dict[str, Any]:  # fmt: skip
    """A ``ContextMenu`` sheet over ``behind``: its title, its rows, one tapped (a commit
    only where ``commit`` says so: the Moderate sheet's Delete)."""
    buttons = [(row, commit if row == tap else None) for row in rows]
    return popup(category, f"interstellar {source}", behind, title, None, buttons)


def ask(category: str, source: str, behind: str, title: str, message: str | None,
        buttons: list[tuple[str, bool | None]],
        items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog``: its title, content and buttons (Cancel first)."""
    return popup(category, f"interstellar {source}", behind, title, message, buttons, items)


def rows(t: Any, own: bool, moderator: bool) -> list[str]:
    shown = [t("crossPost"), t("reply"), t("bookmark"), t("action_markRead"), t("report")]
    shown += [t("edit"), t("delete")] if own else []
    shown += [t("viewSource"), ME if own else USER, COMMUNITY]
    return shown + ([t("moderate")] if moderator else [])


def posts(t: Any) -> list[dict[str, Any]]:
    where = "content_menu (a post's sheet"
    own, theirs = rows(t, True, False), rows(t, False, True)
    cancel, delete, report = t("cancel"), t("delete"), t("report")
    deleting = t("deleteX", t("post"))
    reporting = t("reportX", t("post"))
    reason = ({"field": t("reason"), "text": "Spam link to a crypto scam"},)
    return [
        sheet("opens-prompt", f"{where}, one's own)", COMMUNITY, None, own, delete),
        sheet("harmless", f"{where}, one's own)", COMMUNITY, None, own, t("edit")),
        sheet("harmless", f"{where}, one's own)", COMMUNITY, None, own, t("viewSource")),
        ask("delete", "content_menu (Delete Post)", COMMUNITY, deleting, None,
            [(cancel, None), (delete, True)]),
        ask("harmless", "content_menu (Delete Post)", COMMUNITY, deleting, None,
            [(cancel, False), (delete, None)]),
        sheet("opens-prompt", f"{where}, another's)", COMMUNITY, None, theirs, report),
        sheet("reversible", f"{where}, another's)", COMMUNITY, None, theirs,
              t("action_markRead")),
        sheet("reversible", f"{where}, another's)", COMMUNITY, None, theirs, t("bookmark")),
        sheet("harmless", f"{where}, another's)", COMMUNITY, None, theirs, t("moderate")),
        ask("report", "report_content (Report Post)", COMMUNITY, reporting, None,
            [(cancel, None), (report, True)], reason),
        ask("harmless", "report_content (Report Post)", COMMUNITY, reporting, None,
            [(cancel, False), (report, None)], reason),
    ]  # fmt: skip


def moderation(t: Any) -> list[dict[str, Any]]:
    where = "content_menu (the Moderate sheet of another's post)"
    shown = [t("pin"), t("notSafeForWork_mark"), t("delete"), t("banUser"), t("lock")]
    cancel, ban = t("cancel"), t("banUserX", USER)
    items = ({"field": t("reason"), "text": "Repeated spam"},)
    said = t("banUser_help", USER, COMMUNITY)
    return [
        sheet("moderate", where, COMMUNITY, t("moderate"), shown, t("delete"), commit=True),
        sheet("reversible", where, COMMUNITY, t("moderate"), shown, t("pin")),
        sheet("reversible", where, COMMUNITY, t("moderate"), shown, t("lock")),
        sheet("opens-prompt", where, COMMUNITY, t("moderate"), shown, t("banUser")),
        ask("ban", "ban_dialog (Ban User)", COMMUNITY, t("banUser"), said,
            [(cancel, None), (ban, True)], items),
        ask("harmless", "ban_dialog (Ban User)", COMMUNITY, t("banUser"), said,
            [(cancel, False), (ban, None)], items),
    ]  # fmt: skip


def comments(t: Any) -> list[dict[str, Any]]:
    own = [t("reply"), t("bookmark"), t("report"), t("edit"), t("delete"), t("viewSource"), ME]
    cancel, delete, report = t("cancel"), t("delete"), t("report")
    reason = ({"field": t("reason"), "text": "Harassment"},)
    return [
        sheet("opens-prompt", "content_menu (a comment's sheet, one's own)", POST, None, own,
              delete),
        ask("delete", "content_menu (Delete Comment)", POST, t("deleteX", t("comment")), None,
            [(cancel, None), (delete, True)]),
        ask("report", "report_content (Report Comment)", POST, t("reportX", t("comment")),
            None, [(cancel, None), (report, True)], reason),
    ]  # fmt: skip


def community(t: Any) -> list[dict[str, Any]]:
    cancel = t("cancel")
    said = t(
        "=WARNING: You are about to delete this community and all of its related posts."
        f' Type "{COMMUNITY}" below to confirm deletion.'
    )
    typed = ({"field": "", "text": COMMUNITY},)
    where = "community_owner_panel"
    return [
        ask("reversible", "subscription_button (unsubscribing)", COMMUNITY,
            t("confirmUnsubscribe"), None, [(cancel, None), (t("continue_"), False)]),
        ask("harmless", "subscription_button (unsubscribing)", COMMUNITY,
            t("confirmUnsubscribe"), None, [(cancel, False), (t("continue_"), None)]),
        ask("delete", f"{where} (Delete community)", COMMUNITY, t("=Delete community"), said,
            [(t("=Cancel"), None), (t("=DELETE COMMUNITY"), True)], typed),
        ask("harmless", f"{where} (Delete community)", COMMUNITY, t("=Delete community"), said,
            [(t("=Cancel"), False), (t("=DELETE COMMUNITY"), None)], typed),
        ask("grant", f"{where} (Add Moderator)", COMMUNITY, t("=Add Moderator"), None,
            [(t("=Cancel"), None), (t("=Add"), True)], ({"text": USER},)),
        ask("reversible", f"{where} (Remove moderator)", COMMUNITY, t("=Remove moderator"),
            None, [(t("=Cancel"), None), (t("=Remove"), False)], ({"text": USER},)),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    cancel, remove, delete = t("cancel"), t("remove"), t("delete")
    debug = t("settings_debug")
    clears = ["settings_debug_clearDatabase", "settings_debug_clearAccounts",
              "settings_debug_clearProfiles", "settings_debug_clearReadPosts",
              "settings_debug_clearFeedCache", "settings_debug_clearTags",
              "settings_debug_clearOauth"]  # fmt: skip
    shown = page(debug, [
        {"switch": t("settings_debug_showErrors")}, {"row": t("settings_debug_inspectDatabase")},
        {"row": t("settings_debug_exportDatabase")}, {"row": t("settings_debug_importDatabase")},
        *({"row": t(key)} for key in clears), {"row": t("settings_debug_log")}])  # fmt: skip

    def clearing(category: str, key: str, buttons: tuple[bool | None, bool | None]) -> Any:
        return ask(category, f"debug_screen ({key})", debug, t(key), None,
                   [(cancel, buttons[0]), (remove, buttons[1])])  # fmt: skip

    filters = page(t("filterList_edit"), [
        {"field": t("filterList_name"), "text": "Spoilers"},
        {"switch": t("filterList_activateFilter")}, {"text": t("filterList_phrases")},
        {"button": t("saveChanges")}, {"button": t("filterList_delete")}])  # fmt: skip
    return [
        ask("reversible", "account_selection (Remove Account)", t("accounts"),
            t("removeAccount"), ACCOUNT, [(cancel, None), (remove, False)]),
        entry("opens-prompt", "interstellar debug_screen", shown,
              [(t("settings_debug_clearDatabase"), False)]),
        clearing("delete", "settings_debug_clearDatabase", (None, True)),
        clearing("harmless", "settings_debug_clearDatabase", (False, None)),
        clearing("reversible", "settings_debug_clearAccounts", (None, False)),
        clearing("reset", "settings_debug_clearProfiles", (None, True)),
        clearing("delete", "settings_debug_clearReadPosts", (None, True)),
        clearing("reversible", "settings_debug_clearFeedCache", (None, False)),
        clearing("delete", "settings_debug_clearTags", (None, True)),
        ask("delete", "feed_settings_screen (Delete feed)", t("feeds"), t("feeds_delete"),
            "Tiling WMs", [(cancel, None), (delete, True)]),
        entry("opens-prompt", "interstellar filter_lists_screen (Edit filter list)", filters,
              [(t("filterList_delete"), False)]),
        entry("reversible", "interstellar filter_lists_screen (Edit filter list)", filters,
              [(t("saveChanges"), False)]),
        ask("delete", "filter_lists_screen (Delete filter list)", t("filterList_edit"),
            t("filterList_delete"), "Spoilers", [(cancel, None), (delete, True)]),
        ask("delete", "profile_selection (Delete profile)", t("profile_edit"),
            t("profile_delete"), "Commute", [(cancel, None), (delete, True)]),
        entry("publish", "interstellar create_screen (Create new ..., Text)", page(
            t("action_createNew"), [
                {"tab": t("create_text")}, {"tab": t("create_image")}, {"tab": t("create_link")},
                {"field": t("title"), "text": POST}, {"field": t("body"), "text": "Curious."},
                {"switch": t("notSafeForWork_long")}, {"button": t("submit")}]),
              [(t("submit"), True)]),
    ]  # fmt: skip
