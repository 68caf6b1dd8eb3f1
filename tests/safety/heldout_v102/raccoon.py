"""Raccoon for Lemmy's screens (``com.github.diegoberaldin.raccoonforlemmy``, a Kotlin
Multiplatform client of Lemmy: posts and comments, communities, users and instances
blocked, content moderated, private messages and drafts deleted), strings from its Lyricist
catalogs (``core/l10n/.../messages/<Language>Strings.kt``, each an ``object`` that overrides
``DefaultStrings``' English). The community, user, instance and post written on the screens
are the same in every language.

Read from the code (``unit``, ``core/commonui`` and ``feature``, each under
``src/commonMain/kotlin/com/github/diegoberaldin/raccoonforlemmy``):
``core/commonui/lemmyui/Options.kt`` (the ``OptionId`` each menu row carries);
``unit/postdetail/PostDetailScreen.kt`` and ``PostDetailViewModel.kt`` (a post's overflow
menu: Share, Copy, "See raw", "Cross-post", Report, for one's own post Edit and Delete (or
Restore once deleted), for a moderator "Feature in community", Lock, Remove, Ban and "Add
mod", and the search; Report, Remove and Ban only open ``ModerateWithReasonScreen`` or
``BanUserScreen``, whose send icon carries no description and is not shown; Lock, the
feature and "Add mod" are done at once and undone by Unlock, "Unfeature" and "Remove mod";
Delete only opens an ``AlertDialog`` "Are you sure?" with Cancel and Confirm, which calls
``postRepository.delete``, undone by the menu's Restore; a comment's menu the same with
Distinguish for a moderator); ``unit/postlist/PostListScreen.kt`` and
``core/commonui/modals/BlockBottomSheet.kt`` (a post's menu in the feed: Share, Copy, Hide,
Block, "See raw", "Cross-post" and Report; Block only opens the Block sheet, whose rows
"Block user (...)", "Block community (...)" and "Block instance (...)" each block at once
through ``BlockActionSelected``); ``unit/communitydetail/CommunityDetailScreen.kt`` (a
community's overflow menu: the search, "Custom sort", "Preferred language", "Instance
details", "Search <instance> (beta)", Share, "Block community" and "Block instance", both
done at once, "Add to favorites", "View modlog", and for its moderator "Open reports", Edit
and Delete, which only opens "Delete" "Are you sure?" whose Confirm deletes the community,
with no Restore in the app); ``unit/userdetail/UserDetailScreen.kt`` (a user's menu: "Search
<instance> (beta)", Share, "Block user" and "Block instance", done at once);
``unit/chat/InboxChatScreen.kt`` (one's own private message: "See raw", Edit and Delete,
which only opens "Are you sure?", whose Confirm deletes the message and drops it from the
conversation); ``unit/drafts/DraftsScreen.kt`` (a draft's Delete, which only opens "Are you
sure?", whose Confirm deletes the draft kept on the device); ``unit/manageaccounts/
ManageAccountsScreen.kt`` (an account's Delete, which only opens "Are you sure?", whose
Confirm drops the account from the app); ``feature/profile/main/ProfileMainScreen.kt``
("Logout" "Are you sure?" with Cancel and Confirm, which logs out); ``unit/reportlist/
ReportListScreen.kt`` (a report's "See raw" and Resolve, undone by Unresolve);
``unit/manageban/ManageBanScreen.kt`` (a blocked user's Unblock).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, popup

COMMUNITY, USER, INSTANCE = "Android", "ferris", "lemmy.world"
POST = "Which launcher are you using in 2024?"


def screens(t: Any) -> list[dict[str, Any]]:
    return posts(t) + communities(t) + users(t) + account(t)


def sure(t: Any, category: str, source: str, behind: str, taps: tuple[bool | None, ...],
         title: str | None = None) -> dict[str, Any]:  # fmt: skip
    """A Compose ``AlertDialog`` "Are you sure?": its title where it sets one, then Cancel
    (the dismiss button) and Confirm."""
    buttons = [(t("buttonCancel"), taps[0]), (t("buttonConfirm"), taps[1])]
    return popup(category, source, behind, title, t("messageAreYouSure"), buttons)


def posts(t: Any) -> list[dict[str, Any]]:
    where = "raccoon PostDetailScreen"
    head = ["postActionShare", "actionCopyClipboard", "postActionSeeRaw",
            "postActionCrossPost", "postActionReport"]  # fmt: skip
    moderating = [t(k) for k in [*head, "modActionMarkAsFeatured", "modActionLock",
                                 "modActionRemove", "modActionBan", "modActionAddMod",
                                 "actionSearchInComments"]]  # fmt: skip
    own = [t(k) for k in [*head, "postActionEdit", "commentActionDelete",
                          "actionSearchInComments"]]  # fmt: skip
    deleted = [t(k) for k in [*head, "postActionEdit", "actionRestore",
                              "actionSearchInComments"]]  # fmt: skip
    comment = [t(k) for k in ["postActionShare", "postActionSeeRaw", "postActionReport",
                              "modActionMarkAsDistinguished", "modActionRemove",
                              "modActionBan", "modActionAddMod"]]  # fmt: skip
    own_comment = [t(k) for k in ["postActionShare", "postActionSeeRaw", "postActionReport",
                                  "postActionEdit", "commentActionDelete"]]  # fmt: skip
    feed = [t(k) for k in ["postActionShare", "actionCopyClipboard", "postActionHide",
                           "communityDetailBlock", "postActionSeeRaw", "postActionCrossPost",
                           "postActionReport"]]  # fmt: skip
    block = [f"{t('blockActionUser')}\n({USER})", f"{t('blockActionCommunity')}\n({COMMUNITY})",
             f"{t('communityDetailBlockInstance')}\n({INSTANCE})"]  # fmt: skip
    sheet = {"title": COMMUNITY, "dialog": {"title": t("communityDetailBlock")},
             "items": [{"menu": row} for row in block]}  # fmt: skip
    theirs = f"{where} (another's post, as a moderator)"
    return [
        menu("opens-prompt", theirs, POST, moderating, [(t("postActionReport"), False)]),
        menu("opens-prompt", theirs, POST, moderating, [(t("modActionRemove"), False)]),
        menu("opens-prompt", theirs, POST, moderating, [(t("modActionBan"), False)]),
        menu("reversible", theirs, POST, moderating, [(t("modActionLock"), False)]),
        menu("reversible", theirs, POST, moderating, [(t("modActionAddMod"), False)]),
        menu("opens-prompt", f"{where} (one's own post)", POST, own,
             [(t("commentActionDelete"), False)]),
        menu("reversible", f"{where} (one's own deleted post)", POST, deleted,
             [(t("actionRestore"), False)]),
        sure(t, "reversible", f"{where} (delete the post)", POST, (None, False)),
        sure(t, "harmless", f"{where} (delete the post)", POST, (False, None)),
        menu("reversible", f"{where} (another's comment, as a moderator)", POST, comment,
             [(t("modActionMarkAsDistinguished"), False)]),
        menu("opens-prompt", f"{where} (one's own comment)", POST, own_comment,
             [(t("commentActionDelete"), False)]),
        sure(t, "reversible", f"{where} (delete the comment)", POST, (None, False)),
        menu("opens-prompt", "raccoon PostListScreen (a post's menu)", COMMUNITY, feed,
             [(t("communityDetailBlock"), False)]),
        menu("reversible", "raccoon PostListScreen (a post's menu)", COMMUNITY, feed,
             [(t("postActionHide"), False)]),
        entry("block", "raccoon BlockBottomSheet", sheet, [(block[0], True)]),
        entry("block", "raccoon BlockBottomSheet", sheet, [(block[1], True)]),
        entry("block", "raccoon BlockBottomSheet", sheet, [(block[2], True)]),
    ]  # fmt: skip


def communities(t: Any) -> list[dict[str, Any]]:
    where = "raccoon CommunityDetailScreen"
    explore = f"{t('navigationSearch')} {INSTANCE} ({t('beta')})"
    rows = [t("actionSearchInCommunity"), t("communitySetCustomSort"),
            t("communitySetPreferredLanguage"), t("communityDetailInstanceInfo"), explore,
            t("postActionShare"), t("blockActionCommunity"),
            t("communityDetailBlockInstance"), t("communityActionAddFavorite"),
            t("communityActionViewModlog")]  # fmt: skip
    moderator = [*rows, t("modActionOpenReports"), t("communityActionEdit"),
                 t("commentActionDelete")]  # fmt: skip
    deleting = f"{where} (delete the community)"
    title = t("commentActionDelete")
    return [
        menu("block", where, COMMUNITY, rows, [(t("blockActionCommunity"), True)]),
        menu("block", where, COMMUNITY, rows, [(t("communityDetailBlockInstance"), True)]),
        menu("reversible", where, COMMUNITY, rows, [(t("communityActionAddFavorite"), False)]),
        menu("opens-prompt", f"{where} (as its moderator)", COMMUNITY, moderator,
             [(t("commentActionDelete"), False)]),
        sure(t, "delete", deleting, COMMUNITY, (None, True), title),
        sure(t, "harmless", deleting, COMMUNITY, (False, None), title),
    ]  # fmt: skip


def users(t: Any) -> list[dict[str, Any]]:
    where = "raccoon UserDetailScreen"
    explore = f"{t('navigationSearch')} {INSTANCE} ({t('beta')})"
    rows = [explore, t("postActionShare"), t("blockActionUser"),
            t("communityDetailBlockInstance")]  # fmt: skip
    return [
        menu("block", where, USER, rows, [(t("blockActionUser"), True)]),
        menu("block", where, USER, rows, [(t("communityDetailBlockInstance"), True)]),
        menu("harmless", where, USER, rows, [(t("postActionShare"), False)]),
    ]


def account(t: Any) -> list[dict[str, Any]]:
    message = [t("postActionSeeRaw"), t("postActionEdit"), t("commentActionDelete")]
    chat = "raccoon InboxChatScreen"
    drafts = "raccoon DraftsScreen"
    accounts = "raccoon ManageAccountsScreen"
    drafts_page = t("navigationDrawerTitleDrafts")
    return [
        menu("opens-prompt", f"{chat} (one's own message)", USER, message,
             [(t("commentActionDelete"), False)]),
        sure(t, "delete", f"{chat} (delete the message)", USER, (None, True)),
        sure(t, "harmless", f"{chat} (delete the message)", USER, (False, None)),
        sure(t, "delete", f"{drafts} (delete a post's draft)", drafts_page, (None, True)),
        sure(t, "delete", f"{drafts} (delete a comment's draft)", drafts_page, (None, True)),
        sure(t, "harmless", f"{drafts} (delete a comment's draft)", drafts_page,
             (False, None)),
        menu("opens-prompt", f"{accounts} (an account's menu)", t("manageAccountsTitle"),
             [t("commentActionDelete")], [(t("commentActionDelete"), False)]),
        sure(t, "reversible", f"{accounts} (delete the account)", t("manageAccountsTitle"),
             (None, False)),
        sure(t, "reversible", "raccoon ProfileMainScreen (log out)", USER,
             (None, False), t("actionLogout")),
        sure(t, "harmless", "raccoon ProfileMainScreen (log out)", USER,
             (False, None), t("actionLogout")),
        menu("reversible", "raccoon ReportListScreen (a report's menu)", t("reportListTitle"),
             [t("postActionSeeRaw"), t("reportActionResolve")],
             [(t("reportActionResolve"), False)]),
        menu("reversible", "raccoon ManageBanScreen (a blocked user's menu)",
             t("settingsManageBan"), [t("settingsManageBanActionUnban")],
             [(t("settingsManageBanActionUnban"), False)]),
    ]  # fmt: skip
