"""tooot's screens (``com.xmflsct.app.tooot``, a React Native client of Mastodon: toots posted,
boosted, deleted and reported, users muted and blocked, instances blocked, lists and the
account), strings from ``src/i18n/<language>/*.json`` (i18next namespaces, a key's
``_true``/``_false`` context read as the code asks for it). The toot, user, instance and list
written on the screens are the same in every language.

Read from the code (``src``): ``components/Timeline/Shared/HeaderDefault.tsx`` (a toot's
"..." dropdown, ``zeego``'s platform popup menu: the share menu, the account menu, the status
menu and, on the toot's own page, the instance menu, in that order);
``components/contextMenu/share.ts`` ("Share toot", "Copy toot");
``components/contextMenu/status.ts`` (one's own toot: "Edit toot", which opens the composer;
"Delete toot and repost" and "Delete toot", which only open ``Alert.alert`` "Confirm deleting
and repost?" or "Confirm deleting?" with Confirm, which deletes the toot
(``deleteItem``, with its boosts, favourites and replies), and Cancel; "Mute toot and replies"
and "Pin toot", toggled at once); ``components/contextMenu/account.ts`` (another's toot:
"Mute user", which opens the Mute page on a server with mute durations; the "Block and report"
submenu's "Block user", which only opens "Confirm blocking user @...?" with Confirm, which
blocks the user, and Cancel, and "Report and block user", which opens the Report page);
``components/contextMenu/instance.ts`` ("Block instance ...", which only opens "Confirm
blocking instance ...?" with Confirm, which blocks the domain (``domainBlock``), and Cancel);
``components/Timeline/Shared/Actions.tsx`` (the toot's own page: Reply, Boost, which opens the
action sheet "Choose boost visibility" of "Public boost", "Unlist boost" and Cancel, each boost
made at once, Favourite and Bookmark, toggled at once, each icon with its accessibility label
there; in Portuguese Favourite and Bookmark read alike, so neither is tapped);
``components/Timeline/Shared/Poll.tsx`` (Vote, which votes at once);
``screens/Tabs/Shared/Mute.tsx`` (the Mute page: the user, the description, the durations,
"Also hide notifications from this user" and the header's Mute, which mutes);
``screens/Tabs/Shared/Report.tsx`` (the Report page: the forward switch, the reasons, the
comment field and the header's Report, which posts the report (``reports``));
``screens/Compose/index.tsx`` (the composer: the header's Cancel, which only opens "Cancel
editing?" with "Delete draft" (``removeDraft``), "Save draft" and Cancel, and the header's
"Toot", "Toot reply" or "Toot DM", which posts the toot); ``screens/Tabs/Me/Root/Logout.tsx``
("Log out", which only opens "Logging out?" with Logout, which removes the account from the
app, and Cancel); ``screens/Tabs/Me/List/menus.tsx`` (a list's menu: "Manage users", "Edit list
details" and "Delete list", which only opens "Delete list ...?" with Delete, which deletes
the list, and Cancel); ``components/Relationship/Outgoing.tsx`` (a user's page: Follow,
Unfollow and Unblock, done at once). An ``Alert.alert`` of two buttons puts the last on
``button1`` and the one before it on ``button2`` (a third on ``button3``), listed in a
hierarchy as ``button3``, ``button2``, ``button1``.
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page, popup

USER, ACCT, INSTANCE = "Rosa", "rosa@mastodon.art", "mastodon.art"
TOOT = "Finished the new linocut print today!"
LIST, HOME = "Printmakers", "mastodon.social"


def screens(t: Any) -> list[dict[str, Any]]:
    return toots(t) + menus(t) + people(t) + compose(t) + account(t)


def toot_page(t: Any) -> dict[str, Any]:
    """The toot's own page ("Discussions"), its actions labelled there."""
    return page(t("screenTabs:shared.toot.name"), [
        {"text": USER}, {"text": f"@{ACCT}"}, {"text": TOOT},
        {"icon": t("componentTimeline:shared.actions.reply.accessibilityLabel")},
        {"icon": t("componentTimeline:shared.actions.reblogged.accessibilityLabel")},
        {"icon": t("componentTimeline:shared.actions.favourited.accessibilityLabel")},
        {"icon": t("componentTimeline:shared.actions.bookmarked.accessibilityLabel")}])  # fmt: skip


def toots(t: Any) -> list[dict[str, Any]]:
    where = "tooot Timeline Actions"
    reply = t("componentTimeline:shared.actions.reply.accessibilityLabel")
    boost = t("componentTimeline:shared.actions.reblogged.accessibilityLabel")
    public = t("componentTimeline:shared.actions.reblogged.options.public")
    unlisted = t("componentTimeline:shared.actions.reblogged.options.unlisted")
    cancel = t("common:buttons.cancel")

    def boosting(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, f"{where} (Choose boost visibility)",
                     t("screenTabs:shared.toot.name"),
                     t("componentTimeline:shared.actions.reblogged.options.title"), None,
                     buttons)  # fmt: skip

    poll = page(t("screenTabs:shared.toot.name"), [
        {"text": USER}, {"text": "Which ink should I try next?"},
        {"switch": "Oil-based"}, {"switch": "Water-based"},
        {"button": t("componentTimeline:shared.poll.meta.button.vote")},
        {"text": t("componentTimeline:shared.poll.meta.count.voters_other", 12)}])  # fmt: skip
    return [
        entry("harmless", where, toot_page(t), [(reply, False)]),
        entry("opens-prompt", where, toot_page(t), [(boost, False)]),
        boosting("share", [(public, True), (unlisted, None), (cancel, None)]),
        boosting("share", [(public, None), (unlisted, True), (cancel, None)]),
        boosting("harmless", [(public, None), (unlisted, None), (cancel, False)]),
        entry("vote", "tooot Timeline Poll (Vote)", poll,
              [(t("componentTimeline:shared.poll.meta.button.vote"), True)]),
    ]  # fmt: skip


def own_menu(t: Any) -> list[str]:
    """The "..." menu of one's own toot."""
    keys = ["share.status.action", "copy.action", "status.edit.action",
            "status.deleteEdit.action", "status.delete.action", "status.mute.action_false",
            "status.pin.action_false"]  # fmt: skip
    return [t(f"componentContextMenu:{k}") for k in keys]


def their_menu(t: Any) -> list[str]:
    """The "..." menu of another's toot on its own page, from another instance."""
    keys = ["share.status.action", "copy.action", "account.mute.action_false",
            "account.blockReport"]  # fmt: skip
    return [*(t(f"componentContextMenu:{k}") for k in keys),
            t("componentContextMenu:instance.block.action", INSTANCE)]  # fmt: skip


def menus(t: Any) -> list[dict[str, Any]]:
    where = "tooot HeaderDefault"
    behind = t("screenTabs:shared.toot.name")
    own, theirs = own_menu(t), their_menu(t)
    sub = [t("componentContextMenu:account.block.action_false"),
           t("componentContextMenu:account.reports.action")]  # fmt: skip
    confirm, cancel = t("common:buttons.confirm"), t("common:buttons.cancel")

    def alert(category: str, source: str, title: str, message: str | None,
              bad: tuple[bool | None, bool | None]) -> dict[str, Any]:  # fmt: skip
        return dialog(category, f"tooot {source}", behind, title, message,
                      [(confirm, NEGATIVE, bad[0]), (cancel, POSITIVE, bad[1])])  # fmt: skip

    delete_title = t("componentContextMenu:status.delete.alert.title")
    delete_message = t("componentContextMenu:status.delete.alert.message")
    repost_title = t("componentContextMenu:status.deleteEdit.alert.title")
    repost_message = t("componentContextMenu:status.deleteEdit.alert.message")
    block_title = t("componentContextMenu:account.block.alert.title", "rosa")
    instance_title = t("componentContextMenu:instance.block.alert.title", INSTANCE)
    instance_message = t("componentContextMenu:instance.block.alert.message")
    return [
        menu("opens-prompt", f"{where} (one's own toot)", behind, own,
             [(t("componentContextMenu:status.delete.action"), False)]),
        menu("opens-prompt", f"{where} (one's own toot)", behind, own,
             [(t("componentContextMenu:status.deleteEdit.action"), False)]),
        menu("harmless", f"{where} (one's own toot)", behind, own,
             [(t("componentContextMenu:status.edit.action"), False)]),
        menu("reversible", f"{where} (one's own toot)", behind, own,
             [(t("componentContextMenu:status.pin.action_false"), False)]),
        menu("reversible", f"{where} (one's own toot)", behind, own,
             [(t("componentContextMenu:status.mute.action_false"), False)]),
        alert("delete", "status menu (Confirm deleting?)", delete_title, delete_message,
              (True, None)),
        alert("harmless", "status menu (Confirm deleting?)", delete_title, delete_message,
              (None, False)),
        alert("delete", "status menu (Confirm deleting and repost?)", repost_title,
              repost_message, (True, None)),
        alert("harmless", "status menu (Confirm deleting and repost?)", repost_title,
              repost_message, (None, False)),
        menu("opens-prompt", f"{where} (another's toot)", behind, theirs,
             [(t("componentContextMenu:account.mute.action_false"), False)]),
        menu("opens-prompt", f"{where} (another's toot)", behind, theirs,
             [(t("componentContextMenu:account.blockReport"), False)]),
        menu("harmless", f"{where} (another's toot)", behind, theirs,
             [(t("componentContextMenu:copy.action"), False)]),
        menu("opens-prompt", f"{where} (another's toot)", behind, theirs,
             [(t("componentContextMenu:instance.block.action", INSTANCE), False)]),
        menu("opens-prompt", f"{where} (Block and report)", behind, sub,
             [(t("componentContextMenu:account.block.action_false"), False)]),
        menu("opens-prompt", f"{where} (Block and report)", behind, sub,
             [(t("componentContextMenu:account.reports.action"), False)]),
        alert("block", "account menu (Confirm blocking user)", block_title, None,
              (True, None)),
        alert("harmless", "account menu (Confirm blocking user)", block_title, None,
              (None, False)),
        alert("block", "instance menu (Confirm blocking instance)", instance_title,
              instance_message, (True, None)),
        alert("harmless", "instance menu (Confirm blocking instance)", instance_title,
              instance_message, (None, False)),
    ]  # fmt: skip


def people(t: Any) -> list[dict[str, Any]]:
    mute = t("screenTabs:shared.mute.mute")
    muting = page(t("screenTabs:shared.mute.name", f"@{ACCT}"), [
        {"button": mute}, {"text": USER}, {"text": t("screenTabs:shared.mute.description")},
        {"text": t("screenTabs:shared.mute.duration.heading")},
        {"switch": t("screenTabs:shared.mute.duration.0")},
        {"switch": t("screenTabs:shared.mute.duration.86400")},
        {"switch": t("screenTabs:shared.mute.notification")}])  # fmt: skip
    report = t("screenTabs:shared.report.report")
    forward = t("screenTabs:shared.report.forward.heading", INSTANCE)
    reporting = page(t("screenTabs:shared.report.name", f"@{ACCT}"), [
        {"button": report}, {"text": USER}, {"switch": forward},
        {"text": t("screenTabs:shared.report.reasons.heading")},
        {"switch": t("screenTabs:shared.report.reasons.spam")},
        {"switch": t("screenTabs:shared.report.reasons.other")},
        {"text": t("screenTabs:shared.report.comment.heading")},
        {"field": t("screenTabs:shared.report.comment.heading"),
         "text": "Copies my prints and sells them."}])  # fmt: skip

    def profile(button: str) -> dict[str, Any]:
        return page(USER, [{"text": f"@{ACCT}"}, {"button": t(button)},
                           {"text": t("screenTabs:shared.account.toots.default")}])  # fmt: skip

    return [
        entry("reversible", "tooot TabSharedMute (Mute)", muting, [(mute, False)]),
        entry("harmless", "tooot TabSharedMute (hide notifications)", muting,
              [(t("screenTabs:shared.mute.notification"), False)]),
        entry("report", "tooot TabSharedReport (Report)", reporting, [(report, True)]),
        entry("harmless", "tooot TabSharedReport (a reason)", reporting,
              [(t("screenTabs:shared.report.reasons.other"), False)]),
        entry("reversible", "tooot RelationshipOutgoing (Follow)",
              profile("componentRelationship:button.default"),
              [(t("componentRelationship:button.default"), False)]),
        entry("reversible", "tooot RelationshipOutgoing (Unblock)",
              profile("componentRelationship:button.blocking"),
              [(t("componentRelationship:button.blocking"), False)]),
    ]  # fmt: skip


def composer(t: Any, button: str, text: str) -> dict[str, Any]:
    """The composer: the counter as its title, Cancel, the post button, who posts, the text
    and the footer's actions."""
    return page(f"{len(text)} / 500", [
        {"button": t("common:buttons.cancel")}, {"button": t(button)},
        {"text": t("screenCompose:content.root.header.postingAs", "me", "mastodon.social")},
        {"field": t("screenCompose:content.root.header.textInput.placeholder"), "text": text},
        {"icon": t("screenCompose:content.root.actions.attachment.accessibilityLabel")},
        {"icon": t("screenCompose:content.root.actions.poll.accessibilityLabel")},
        {"icon": t("screenCompose:content.root.actions.spoiler.accessibilityLabel")}])  # fmt: skip


def compose(t: Any) -> list[dict[str, Any]]:
    where = "tooot Compose"
    draft = "Proofs are drying, photos tomorrow."
    reply, direct = f"@{ACCT} Lovely carving!", f"@{ACCT} Can I buy a print?"
    delete = t("screenCompose:heading.left.alert.buttons.delete")
    save = t("screenCompose:heading.left.alert.buttons.save")
    cancel = t("common:buttons.cancel")

    def leaving(category: str, bad: tuple[bool | None, ...]) -> dict[str, Any]:
        return dialog(category, f"{where} (Cancel editing?)", f"{len(draft)} / 500",
                      t("screenCompose:heading.left.alert.title"), None,
                      [(delete, NEUTRAL, bad[0]), (save, NEGATIVE, bad[1]),
                       (cancel, POSITIVE, bad[2])])  # fmt: skip

    toot = "screenCompose:heading.right.button.default"
    answer = "screenCompose:heading.right.button.reply"
    return [
        entry("publish", f"{where} (Toot)", composer(t, toot, draft), [(t(toot), True)]),
        entry("send", f"{where} (Toot reply)", composer(t, answer, reply),
              [(t(answer), True)]),
        entry("send", f"{where} (Toot DM)",
              composer(t, "screenCompose:heading.right.button.conversation", direct),
              [(t("screenCompose:heading.right.button.conversation"), True)]),
        entry("opens-prompt", f"{where} (Cancel)", composer(t, toot, draft), [(cancel, False)]),
        entry("opens-prompt", f"{where} (Upload attachment)", composer(t, toot, draft),
              [(t("screenCompose:content.root.actions.attachment.accessibilityLabel"), False)]),
        leaving("delete", (True, None, None)),
        leaving("harmless", (None, False, None)),
        leaving("harmless", (None, None, False)),
    ]  # fmt: skip


def account(t: Any) -> list[dict[str, Any]]:
    me = page(f"@me@{HOME}", [
        {"button": t("screenTabs:me.stacks.lists.name")},
        {"button": t("screenTabs:me.stacks.switch.name")},
        {"button": t("screenTabs:me.root.logout.button")}])  # fmt: skip
    logout, cancel = t("screenTabs:me.root.logout.alert.buttons.logout"), t("common:buttons.cancel")

    def out(category: str, bad: tuple[bool | None, bool | None]) -> dict[str, Any]:
        return dialog(category, "tooot Logout (Logging out?)", f"@me@{HOME}",
                      t("screenTabs:me.root.logout.alert.title"),
                      t("screenTabs:me.root.logout.alert.message"),
                      [(logout, NEGATIVE, bad[0]), (cancel, POSITIVE, bad[1])])  # fmt: skip

    where, behind = "tooot List menus", t("screenTabs:me.stacks.list.name", LIST)
    rows = [t("screenTabs:me.listAccounts.heading"), t("screenTabs:me.listEdit.heading"),
            t("screenTabs:me.listDelete.heading")]  # fmt: skip
    delete = t("common:buttons.delete")

    def removing(category: str, bad: tuple[bool | None, bool | None]) -> dict[str, Any]:
        return dialog(category, f"{where} (Delete list?)", behind,
                      t("screenTabs:me.listDelete.confirm.title", LIST),
                      t("screenTabs:me.listDelete.confirm.message"),
                      [(delete, NEGATIVE, bad[0]), (cancel, POSITIVE, bad[1])])  # fmt: skip

    return [
        entry("opens-prompt", "tooot Logout", me, [(t("screenTabs:me.root.logout.button"), False)]),
        out("reversible", (False, None)),
        out("harmless", (None, False)),
        menu("opens-prompt", where, behind, rows, [(t("screenTabs:me.listDelete.heading"), False)]),
        menu("harmless", where, behind, rows, [(t("screenTabs:me.listEdit.heading"), False)]),
        removing("delete", (True, None)),
        removing("harmless", (None, False)),
    ]  # fmt: skip
