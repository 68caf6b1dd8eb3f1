"""Moshidon's accounts (``org.joinmastodon.android.moshinda``): the block, mute and server
block sheets, a profile's follow button and menu, removing a follower, unfollowing, and a
post's report. Strings from ``mastodon/src/main/res/values*/strings*.xml``; the names,
accounts, server and the report's comment are the same in every language.

Read from the code (``mastodon/src/main/java/org/joinmastodon/android``):
``ui/sheets/AccountRestrictionConfirmationSheet.java`` with ``BlockAccountConfirmationSheet``,
``MuteAccountConfirmationSheet`` and ``BlockDomainConfirmationSheet`` (a title, the account
or the server, their rows, then the secondary, confirming and Cancel buttons of
``sheet_restrict_account.xml``); ``ui/utils/UiUtils.java`` (``confirmToggleBlockUser``: its
Block sends ``SetAccountBlocked``, ``POST /api/v1/accounts/:id/block``, which also ends the
follows both ways; ``confirmToggleMuteUser``: its Mute sends ``SetAccountMuted``, which
unmuting undoes; ``confirmToggleBlockDomain``: "Block server" sends ``SetDomainBlocked``,
``POST /api/v1/domain_blocks``, which removes one's followers on that server, and "Block @x
instead" blocks the account; ``confirmSoftBlockUser``: "Remove as follower", whose Remove
blocks and at once unblocks the account, so that it no longer follows one;
``performAccountAction``: a followed account's button asks "Unfollow @x?" first, as "Ask
before unfollowing someone" is on by default, and Unfollow sends ``SetAccountFollowed``
with false); ``fragments/ProfileFragment.java`` (the ``profile_action_btn``: "Follow back"
for an account that follows one, which follows at once, and Mutuals for one followed both
ways; the ``profile.xml`` menu of another's profile: "Mute @x", "Block @x", "Remove as
follower" for a follower one does not follow, "Report @x", "Block <server>" for an account of
another server, which opens the server block's sheet, "Open in browser" and "Share profile
via…"; "Add personal note" is a toolbar icon);
``fragments/report/ReportReasonChoiceFragment.java``, ``BaseReportChoiceFragment.java`` and
``ReportCommentFragment.java`` (the report opened from a post: "Report post"; the reasons,
whose rows only select; the first page's Next only opens the next page, choosing the posts
for spam; on the comment page, the last, the forward switch only marks the
report, and Next sends it, ``SendReport``, ``POST /api/v1/reports``).
"""

from __future__ import annotations

from typing import Any

from moshidon_posts import JONAS, JONAS_ACCT, JONAS_SHORT, LENA
from screens import ID, alert, entry, menu, page, sheet

DOMAIN = "social.example"
LENA_FULL = "@lena"
COMMENT = "The same link posted as a reply in 30 threads today."


def screens(t: Any) -> list[dict[str, Any]]:
    return sheets(t) + profiles(t) + report(t)


def _rows(t: Any, keys: tuple[str, ...]) -> list[dict[str, Any]]:
    return [{"text": t(k)} for k in keys]


def sheets(t: Any) -> list[dict[str, Any]]:
    behind = t("sk_timeline_home")
    cancel = t("cancel")
    block_rows = _rows(t, ("user_can_see_blocked", "user_cant_see_each_other_posts",
                           "you_wont_see_user_mentions",
                           "user_cant_mention_or_follow_you"))  # fmt: skip
    mute_rows = [
        *_rows(t, ("user_wont_know_muted", "user_can_still_see_your_posts",
                   "you_wont_see_user_mentions", "user_can_mention_and_follow_you")),
        {"switch": t("mo_mute_notifications"), "checked": True},
        {"button": t("sk_duration_indefinite")},
    ]  # fmt: skip
    domain_rows = _rows(t, ("users_cant_see_blocked", "you_wont_see_server_posts",
                            "server_followers_will_be_removed",
                            "server_cant_mention_or_follow_you",
                            "server_can_interact_with_older"))  # fmt: skip
    return [
        sheet("block", "moshidon BlockAccountConfirmationSheet", behind,
              t("block_user_confirm_title"), JONAS_ACCT, block_rows,
              [(t("do_block"), "btn_confirm", True), (cancel, "btn_cancel", False)]),
        sheet("reversible", "moshidon MuteAccountConfirmationSheet", behind,
              t("mute_user_confirm_title"), JONAS_ACCT, mute_rows,
              [(t("do_mute"), "btn_confirm", False), (cancel, "btn_cancel", None)]),
        sheet("block", "moshidon BlockDomainConfirmationSheet", JONAS,
              t("block_domain_confirm_title"), DOMAIN, domain_rows,
              [(t("block_user_x_instead", JONAS_ACCT), "btn_secondary", True),
               (t("do_block_server"), "btn_confirm", True), (cancel, "btn_cancel", False)]),
    ]  # fmt: skip


def _profile(t: Any, name: str, acct: str, action: str, follows_you: bool) -> dict[str, Any]:
    """Another's profile: the toolbar's "Add personal note", the header's avatar, "Follows
    you", the action button, the name and the account."""
    items = [
        {"icon": t("sk_add_note"), "rid": ID + "edit_note"},
        {"icon": t("profile_picture"), "rid": ID + "avatar"},
        *([{"text": t("follows_you")}] if follows_you else []),
        {"button": action, "rid": ID + "profile_action_btn"},
        {"text": name},
        {"text": acct},
    ]
    return page(name, items)


def profiles(t: Any) -> list[dict[str, Any]]:
    jonas = _profile(t, JONAS, JONAS_ACCT, t("follow_back"), True)
    lena = _profile(t, LENA, LENA_FULL, t("sk_button_mutuals"), True)
    rows = [t("mute_user", JONAS_SHORT), t("block_user", JONAS_SHORT), t("sk_remove_follower"),
            t("report_user", JONAS_SHORT), t("block_domain", DOMAIN), t("open_in_browser"),
            t("share_user")]  # fmt: skip
    where = "moshidon ProfileFragment"
    menu_of = f"{where} (menu of a follower on another server)"
    return [
        entry("reversible", f"{where} (follow back)", jonas,
              [(t("follow_back"), ID + "profile_action_btn", False)]),
        menu("opens-prompt", menu_of, JONAS, rows, [(t("sk_remove_follower"), False)]),
        menu("opens-prompt", menu_of, JONAS, rows, [(t("block_domain", DOMAIN), False)]),
        alert("revoke", "moshidon UiUtils.confirmSoftBlockUser", JONAS, t("sk_remove_follower"),
              t("sk_remove_follower_confirm", JONAS), (t("cancel"), False),
              (t("sk_do_remove_follower"), True)),
        entry("opens-prompt", f"{where} (mutuals)", lena,
              [(t("sk_button_mutuals"), ID + "profile_action_btn", False)]),
        alert("reversible", "moshidon UiUtils.performAccountAction (unfollow)", LENA,
              t("unfollow"), t("unfollow_confirmation", LENA_FULL), (t("cancel"), None),
              (t("unfollow"), False)),
    ]  # fmt: skip


def report(t: Any) -> list[dict[str, Any]]:
    title = t("report_title_post")
    reasons = page(title, [
        {"text": t("report_choose_reason")},
        {"text": t("report_choose_reason_subtitle")},
        {"list": [
            {"row": t("report_reason_personal"), "secondary": t("report_reason_personal_subtitle")},
            {"row": t("report_reason_spam"), "secondary": t("report_reason_spam_subtitle")},
            {"row": t("report_reason_violation"),
             "secondary": t("report_reason_violation_subtitle")},
            {"row": t("report_reason_other"), "secondary": t("report_reason_other_subtitle")},
        ]},
        {"button": t("next"), "rid": ID + "btn_next"},
    ])  # fmt: skip
    comment = page(title, [
        {"text": t("report_comment_title")},
        {"field": ID + "text", "hint": t("report_comment_hint"), "text": COMMENT},
        {"switch": t("forward_report_to_server", DOMAIN), "rid": ID + "forward_switch",
         "checked": False},
        {"text": t("forward_report_explanation")},
        {"button": t("next"), "rid": ID + "btn_next"},
    ])  # fmt: skip
    return [
        entry("harmless", "moshidon ReportReasonChoiceFragment", reasons,
              [(t("report_reason_spam"), None, False), (t("next"), ID + "btn_next", False)]),
        entry("report", "moshidon ReportCommentFragment (next)", comment,
              [(t("next"), ID + "btn_next", True)]),
        entry("reversible", "moshidon ReportCommentFragment (forward)", comment,
              [(t("forward_report_to_server", DOMAIN), ID + "forward_switch", False)]),
    ]  # fmt: skip
