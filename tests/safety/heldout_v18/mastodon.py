"""Mastodon's screens (the official Android app of the federated social network), strings
from ``t(name)``.

Read from the code (``mastodon/src/main``): ``res/layout/display_item_footer.xml`` with
``ui/displayitems/FooterStatusDisplayItem.java`` (a post's footer: Reply opens the composer
through ``maybeShowPreReplySheet``, Boost opens ``ListItemsSheet`` with Boost, which boosts
and is undone by Undo boost in the same sheet, and Quote, which opens the composer;
Favorite favourites the post and is undone by tapping it again; each button is described by
``descriptionForId``, and tapped by its id, since German calls both Boost and Share
"Teilen"), ``res/layout/display_item_poll_footer.xml`` with
``PollOptionStatusDisplayItem`` and ``BaseStatusListFragment.onPollOptionClick`` /
``onPollVoteButtonClick`` (tapping an option only selects it; Vote sends ``SubmitPollVote``,
and a vote cannot be changed), ``res/menu/post.xml`` with
``HeaderStatusDisplayItem`` (a post's overflow: on one's own post Pin on profile, undone by
Unpin, Edit opens the composer, Delete calls ``UiUtils.confirmDeletePost``, which asks first;
on another's post Follow follows at once, undone by Unfollow, Mute and Block open their
sheets, Report opens ``ReportReasonChoiceFragment``), ``UiUtils`` (``confirmDeletePost``:
an ``M3AlertDialogBuilder`` dialog "Delete post" whose Delete sends ``DeleteStatus``;
``performAccountAction``: Unfollow on a followed profile asks "Unfollow ...?", and its
Unfollow unfollows, undone by Follow; ``confirmAndRemoveFollower``: "Remove follower?" whose
Remove follower sends ``RemoveAccountFromFollowers``), ``ui/sheets`` (``sheet_restrict_account``:
``BlockAccountConfirmationSheet``'s Block blocks, undone by Unblock on the profile;
``MuteAccountConfirmationSheet``'s Mute mutes, undone by Unmute;
``BlockDomainConfirmationSheet``'s Block server blocks the whole server, and the sheet warns
that the followers from that server "will be removed", which unblocking does not bring
back, while its "Block ... instead" blocks only the user), ``res/menu/profile.xml`` with
``ProfileFragment.onOptionsItemSelected`` (a profile's overflow: Hide boosts in timeline and
Feature on my profile toggle at once; Remove follower, Block account and Block server open
the dialogs above; Report account opens the report flow) and the profile's action button
(``profile_action_btn``: on someone who follows the user, Follow back follows at once),
``res/menu/compose.xml`` with
``ComposeFragment`` (the composer's Publish icon publishes at once when no media lacks a
description; Add a poll and Content warning only change the draft),
``fragments/report`` (``ReportReasonChoiceFragment``: choosing a reason and Next only go on;
``ReportCommentFragment``, the flow's last step: its Next, ``btn_next`` of
``button_bar_one``, sends ``SendReport`` to the server's moderators; the forward switch only
chooses) and ``ManageListsFragment`` (a list's options: Edit list opens the editor, Delete
list asks "Delete list", whose Delete sends ``DeleteList``). The menus' Copy link, whose
words come from a library (``fallback_menu_item_copy_link``) rather than the app, is left
out.
"""

from __future__ import annotations

import re
from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, menu

ME, OTHER, HANDLE = "Mara Lindqvist", "Jonas Weber", "@jonas@mastodon.social"
DOMAIN, LIST = "mastodon.social", "Climbing friends"


def screens(t: Any) -> list[dict[str, Any]]:
    return timeline(t) + posts(t) + profile(t) + compose(t) + report(t) + lists(t)


def count(t: Any, key: str, n: int) -> str:
    """A plural whose number is written ``%,d`` (grouped), as ``getQuantityString`` fills
    it."""
    return re.sub(r"%(\d\$)?,?d", str(n), t(f"{key}#{n}"))


def timeline(t: Any) -> list[dict[str, Any]]:
    footer = [("button_reply", "reply_btn"), ("button_reblog", "boost_btn"),
              ("button_favorite", "favorite_btn"), ("button_share", "share_btn")]  # fmt: skip
    post = {"title": t("home_timeline"), "items": [
        {"text": OTHER}, {"text": "Route setting night at the gym, who is in?"},
        *({"icon": t(name), "rid": rid} for name, rid in footer)]}  # fmt: skip
    boost = {"title": t("home_timeline"), "dialog": {}, "items": [
        {"row": t("button_reblog")}, {"row": t("create_quote")}]}  # fmt: skip
    poll = {"title": t("home_timeline"), "items": [
        {"text": OTHER}, {"text": "Tabs or spaces?"}, {"radio": "Tabs"}, {"radio": "Spaces"},
        {"text": count(t, "x_votes", 12)},
        {"button": t("action_vote"), "rid": "vote_btn"},
        {"button": t("poll_see_results"), "rid": "show_results_btn"}]}  # fmt: skip
    where = "mastodon FooterStatusDisplayItem (a post's footer)"
    sheet = "mastodon FooterStatusDisplayItem.onBoostClick (the boost sheet)"
    return [
        entry("harmless", where, post,
              [("reply_btn", False), ("boost_btn", False)]),
        entry("reversible", where, post, [("favorite_btn", False)]),
        entry("reversible", sheet, boost, [(t("button_reblog"), False)]),
        entry("harmless", "mastodon PollOptionStatusDisplayItem (a poll's option)", poll,
              [("Tabs", False)]),
        entry("vote", "mastodon PollFooterStatusDisplayItem (a poll's Vote)", poll,
              [(t("action_vote"), True)]),
    ]  # fmt: skip


def posts(t: Any) -> list[dict[str, Any]]:
    own = [
        "pin_post",
        "add_bookmark",
        "button_share",
        "open_in_browser",
        "edit",
        "delete",
        "mute_conversation",
    ]
    theirs = [t("add_bookmark"), t("button_share"),
              t("open_in_browser"),
              t("follow_user", "@jonas"), t("mute_user", "@jonas"),
              t("block_user", "@jonas"), t("report_user", "@jonas")]  # fmt: skip
    block = {"title": t("home_timeline"), "dialog": {}, "items": [
        {"text": t("block_user_confirm_title"), "rid": "title"},
        {"text": HANDLE, "rid": "text"},
        *({"text": t(row)} for row in ("user_can_see_blocked", "user_cant_see_each_other_posts",
                                        "you_wont_see_user_mentions",
                                        "user_cant_mention_or_follow_you")),
        {"button": t("do_block"), "rid": "btn_confirm"},
        {"button": t("cancel"), "rid": "btn_cancel"}]}  # fmt: skip
    mute = {"title": t("home_timeline"), "dialog": {}, "items": [
        {"text": t("mute_user_confirm_title"), "rid": "title"},
        {"text": HANDLE, "rid": "text"},
        *({"text": t(row)} for row in ("user_wont_know_muted", "user_can_still_see_your_posts",
                                        "you_wont_see_user_mentions",
                                        "user_can_mention_and_follow_you")),
        {"button": t("do_mute"), "rid": "btn_confirm"},
        {"button": t("cancel"), "rid": "btn_cancel"}]}  # fmt: skip
    mine = "mastodon post.xml (the overflow of one's own post)"
    other = "mastodon post.xml (the overflow of another's post)"
    return [
        menu("opens-prompt", mine, ME, [t(name) for name in own], [(t("delete"), False)]),
        menu("reversible", mine, ME, [t(name) for name in own], [(t("pin_post"), False)]),
        dialog("delete", "mastodon UiUtils.confirmDeletePost", ME, t("confirm_delete_title"),
               t("confirm_delete"),
               [(t("cancel"), NEGATIVE, None), (t("delete"), POSITIVE, True)]),
        menu("opens-prompt", other, OTHER, theirs, [(t("block_user", "@jonas"), False)]),
        menu("reversible", other, OTHER, theirs, [(t("follow_user", "@jonas"), False)]),
        entry("block", "mastodon BlockAccountConfirmationSheet", block,
              [(t("do_block"), False)]),
        entry("reversible", "mastodon MuteAccountConfirmationSheet", mute,
              [(t("do_mute"), False)]),
    ]  # fmt: skip


def profile(t: Any) -> list[dict[str, Any]]:
    page = {"title": OTHER, "items": [
        {"text": OTHER}, {"text": HANDLE},
        {"button": t("follow_back"), "rid": "profile_action_btn"},
        {"text": count(t, "x_followers", 340)}, {"text": t("posts")}]}  # fmt: skip
    names = [
        "button_share",
        "profile_view_qr_code",
        "open_in_browser",
        "feature_user",
        "add_user_personal_note",
        "hide_boosts_from_user",
        "mute_account",
        "remove_follower",
        "block_account",
    ]
    entries = [*(t(name) for name in names), t("block_domain", DOMAIN), t("report_account")]
    followers = count(t, "server_x_followers_will_be_removed", 3)
    server = {"title": OTHER, "dialog": {}, "items": [
        {"text": t("block_domain_confirm_title"), "rid": "title"},
        {"text": DOMAIN, "rid": "text"},
        *({"text": t(row)} for row in ("users_cant_see_blocked", "you_wont_see_server_posts",
                                        "server_cant_mention_or_follow_you",
                                        "server_can_interact_with_older")),
        {"text": followers},
        {"button": t("do_block_server"), "rid": "btn_confirm"},
        {"button": t("block_user_x_instead", "@jonas"), "rid": "btn_secondary"},
        {"button": t("cancel"), "rid": "btn_cancel"}]}  # fmt: skip
    where = "mastodon profile.xml (a profile's overflow)"
    return [
        entry("reversible", "mastodon ProfileFragment (the profile's action button)", page,
              [(t("follow_back"), False)]),
        menu("opens-prompt", where, OTHER, entries,
             [(t("remove_follower"), False), (t("block_domain", DOMAIN), False)]),
        menu("reversible", where, OTHER, entries, [(t("hide_boosts_from_user"), False)]),
        dialog("remove-member", "mastodon UiUtils.confirmAndRemoveFollower", OTHER,
               t("confirm_remove_follower_title"), t("confirm_remove_follower", "@jonas"),
               [(t("cancel"), NEGATIVE, False), (t("remove_follower"), POSITIVE, True)]),
        entry("block", "mastodon BlockDomainConfirmationSheet", server,
              [(t("do_block_server"), True), (t("block_user_x_instead", "@jonas"), False)]),
        dialog("reversible", "mastodon UiUtils.performAccountAction (unfollow)", OTHER, None,
               t("unfollow_confirmation", "@jonas"),
               [(t("cancel"), NEGATIVE, None), (t("unfollow"), POSITIVE, False)]),
    ]  # fmt: skip


def compose(t: Any) -> list[dict[str, Any]]:
    bar = [("add_media", "btn_media"), ("add_poll", "btn_poll"), ("emoji", "btn_emoji"),
           ("content_warning", "btn_spoiler"), ("language", "btn_language")]  # fmt: skip

    def page(text: str) -> dict[str, Any]:
        return {"title": t("new_post"), "items": [
            {"icon": t("publish"), "rid": "publish"}, {"text": ME},
            {"field": "toot_text", "hint": t("compose_hint"), "text": text},
            *({"icon": t(name), "rid": rid} for name, rid in bar)]}  # fmt: skip

    where = "mastodon compose.xml (the composer's Publish)"
    reply = page("@jonas I am in, see you at seven")
    return [
        entry("publish", where, page("New route at the gym tonight"), [(t("publish"), True)]),
        entry("publish", f"{where}, a reply", reply, [(t("publish"), True)]),
        entry("harmless", "mastodon ComposeFragment (the draft's tools)", reply,
              [(t("content_warning"), False)]),
    ]  # fmt: skip


def report(t: Any) -> list[dict[str, Any]]:
    reasons = ["personal", "spam", "legal", "violation", "other"]
    choice = {"title": t("report_title", "@jonas"), "items": [
        {"text": t("report_choose_reason_account", "@jonas")},
        {"text": t("report_choose_reason_subtitle")},
        *({"row": t(f"report_reason_{r}"), "secondary": t(f"report_reason_{r}_subtitle")}
          for r in reasons),
        {"button": t("next"), "rid": "btn_next"}]}  # fmt: skip
    comment = {"title": t("report_title", "@jonas"), "items": [
        {"text": t("report_comment_title")},
        {"field": "text", "hint": t("report_comment_hint"), "text": "Repeated spam replies"},
        {"switch": t("forward_report_to_server", DOMAIN), "rid": "forward_switch"},
        {"text": t("forward_report_explanation")},
        {"button": t("next"), "rid": "btn_next"}]}  # fmt: skip
    return [
        entry("harmless", "mastodon ReportReasonChoiceFragment (the first step)", choice,
              [(t("report_reason_spam"), False), (t("next"), False)]),
        entry("report", "mastodon ReportCommentFragment (the last step)", comment,
              [(t("next"), True)]),
    ]  # fmt: skip


def lists(t: Any) -> list[dict[str, Any]]:
    return [
        menu("opens-prompt", "mastodon ManageListsFragment (a list's options)", t("manage_lists"),
             [t("edit_list"), t("delete_list")], [(t("delete_list"), False)]),
        dialog("delete", "mastodon ManageListsFragment (deleting a list)", t("manage_lists"),
               t("delete_list"), t("delete_list_confirm", LIST),
               [(t("cancel"), NEGATIVE, None), (t("delete"), POSITIVE, True)]),
    ]  # fmt: skip
