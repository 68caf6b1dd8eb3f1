"""Infinity for Reddit's screens (a Reddit client), strings from ``t(name)``.

Read from the code (``app/src/main``): ``res/layout/item_post_detail_text.xml`` (a post's
vote, comment, save and share buttons, known by their ids only: the upvote votes, and
tapping it again takes the vote back), ``res/menu/view_post_detail_fragment.xml`` with
``fragments/ViewPostDetailFragmentNew.onOptionsItemSelected`` (the post's toolbar: "Send
comment", an icon, opens ``CommentActivity``, the comment editor; the overflow of one's own
post: Hide Post hides it, undone by Unhide Post; Mark Sensitive toggles; Edit Post opens the
editor; Delete Post opens a ``MaterialAlertDialogBuilder`` dialog "Delete This Post", whose
Delete deletes the post through ``deletePost``; ``deleteComment``: the same dialog for a
comment, "Delete This Comment"),
``bottomsheetfragments/CommentMoreBottomSheetFragment`` (one's own comment's sheet: Edit
opens the editor, Delete opens the dialog above, Save saves the comment, undone by
Unsave), ``PostOptionsBottomSheetFragment`` (another's post's sheet: Comment opens the
editor, Crosspost ``SubmitCrosspostActivity``, Report ``ReportActivity``, Moderation the
moderator's sheet, Hide Post hides it), ``PostModerationActionBottomSheetFragment`` (a
moderator's sheet on a post: Approve, Remove, Mark as spam, Set sticky post, Lock, Mark
Sensitive, Mark Spoiler, Edit Flair and "Distinguish as moderator"; Remove removes the
post, and Approve in the same sheet puts it back; Lock and Set sticky post toggle; Mark as
spam removes the post as spam, which also teaches Reddit's spam filter about its author,
something Approve does not take back), ``activities/CommentActivity``,
``PostTextActivity`` and ``PostPollActivity`` with their menus (the editors' Send icon
submits the comment or the post at once; leaving while it is being submitted asks
"Leave?", "The post will still be submitted even if you leave here", and its Discard only
closes the screen), ``ReportActivity`` (the reasons are check boxes; the Send icon sends
the report to the subreddit's moderators), ``SendPrivateMessageActivity`` (Send sends the
message), ``res/menu/view_user_detail_activity.xml`` with
``ViewUserDetailActivity.onOptionsItemSelected`` (a user's overflow: Send Private Message
opens the editor, Report the report screen, Block User asks "Block User", "Are you sure?",
whose Yes blocks the user, undone from the account's blocked list on Reddit), and
``ViewSubredditDetailActivity`` (the Subscribe chip subscribes at once, and reads
Unsubscribe afterwards, which undoes it; on a sensitive subreddit the "Warning" dialog's
Leave only closes the subreddit's screen, and Dismiss stays).
"""

from __future__ import annotations

import re
from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, menu

ME, USER, SUB = "u/mara_l", "u/jonas_w", "r/bouldering"
TITLE = "Best chalk for humid gyms?"


def screens(t: Any) -> list[dict[str, Any]]:
    return post(t) + comments(t) + editors(t) + moderation(t) + people(t)


def post(t: Any) -> list[dict[str, Any]]:
    buttons = [
        "upvote_button_item_post_detail_text",
        "downvote_button_item_post_detail_text",
        "comments_count_button_item_post_detail_text",
        "save_button_item_post_detail_text",
        "share_button_item_post_detail_text",
    ]
    page = {"title": SUB, "items": [
        {"icon": t("action_search")}, {"icon": t("action_add_comment")},
        {"text": ME}, {"text": TITLE}, {"text": "Liquid chalk works best for me."},
        *({"id": rid} for rid in buttons)]}  # fmt: skip
    overflow = [t(name) for name in (
        "action_save_post", "action_sort", "action_refresh", "action_hide_post",
        "action_edit_post", "action_delete_post", "action_mark_nsfw", "action_mark_spoiler",
        "action_edit_flair", "action_crosspost", "action_add_to_post_filter")]  # fmt: skip
    where = "infinity view_post_detail_fragment (one's own post's overflow)"
    return [
        entry("reversible", "infinity item_post_detail_text (a post's vote)", page,
              [(buttons[0], False)]),
        entry("harmless", "infinity view_post_detail_fragment (the toolbar)", page,
              [(t("action_add_comment"), False)]),
        menu("opens-prompt", where, SUB, overflow, [(t("action_delete_post"), False)]),
        menu("reversible", where, SUB, overflow, [(t("action_hide_post"), False)]),
        dialog("delete", "infinity ViewPostDetailFragmentNew (deleting the post)", SUB,
               t("delete_this_post"), t("are_you_sure"),
               [(t("cancel"), NEGATIVE, None), (t("delete"), POSITIVE, True)]),
    ]  # fmt: skip


def comments(t: Any) -> list[dict[str, Any]]:
    rows = ["edit", "delete", "reply", "save_comment", "share", "share_as_image", "copy_text",
            "report", "add_to_comment_filter", "enable_reply_notifications", "set_reminder",
            "jump_to_parent_comment"]  # fmt: skip
    sheet = {"title": SUB, "dialog": {}, "items": [{"row": t(name)} for name in rows]}
    where = "infinity CommentMoreBottomSheetFragment (one's own comment)"
    return [
        entry("opens-prompt", where, sheet, [(t("delete"), False)]),
        entry("reversible", where, sheet, [(t("save_comment"), False)]),
        dialog("delete", "infinity ViewPostDetailFragmentNew.deleteComment", SUB,
               t("delete_this_comment"), t("are_you_sure"),
               [(t("cancel"), NEGATIVE, None), (t("delete"), POSITIVE, True)]),
    ]  # fmt: skip


def editors(t: Any) -> list[dict[str, Any]]:
    reply = {"title": t("comment_activity_label"), "items": [
        {"icon": t("action_preview")}, {"icon": t("action_send")},
        {"text": TITLE}, {"text": ME},
        {"field": "comment_comment_edit_text", "hint": t("write_comment_hint"),
         "text": "Try a chalk ball, it spreads thinner"}]}  # fmt: skip

    def draft(label: str, hint: str, extra: list[dict[str, Any]]) -> dict[str, Any]:
        return {"title": t(label), "items": [
            {"icon": t("action_preview")}, {"icon": t("action_send")}, {"text": ME},
            {"row": SUB}, {"button": t("rules")}, {"button": t("flair")},
            {"button": t("spoiler")}, {"button": t("nsfw")},
            {"switch": t("receive_post_reply_notifications")},
            {"field": "post_title", "hint": t("post_title_hint"), "text": "Gym etiquette"},
            {"field": "post_content", "hint": t(hint), "text": "Brushing holds after you"},
            *extra]}  # fmt: skip

    text = draft("post_text_activity_label", "post_text_content_hint", [])
    poll = draft("post_poll_activity_label", "post_optional_text_content_hint", [
        {"field": "option_1", "hint": t("option_1_hint"), "text": "Always"},
        {"field": "option_2", "hint": t("option_2_hint"), "text": "Never"}])  # fmt: skip
    return [
        entry("publish", "infinity comment_activity (the comment editor's Send)", reply,
              [(t("action_send"), True)]),
        entry("publish", "infinity post_text_activity (a text post's Send)", text,
              [(t("action_send"), True)]),
        entry("publish", "infinity post_poll_activity (a poll post's Send)", poll,
              [(t("action_send"), True)]),
        dialog("harmless", "infinity PostTextActivity.promptAlertDialog (leaving while posting)",
               t("post_text_activity_label"), t("exit_when_submit"),
               t("exit_when_submit_post_detail"),
               [(t("cancel"), NEGATIVE, None), (t("discard_dialog_button"), POSITIVE, False)]),
    ]  # fmt: skip


def moderation(t: Any) -> list[dict[str, Any]]:
    options = ["comment", "share", "action_add_to_post_filter", "action_hide_post",
               "action_crosspost", "enable_reply_notifications", "set_reminder", "report",
               "moderation"]  # fmt: skip
    sheet = {"title": SUB, "dialog": {}, "items": [{"row": t(name)} for name in options]}
    actions = [
        "approve",
        "remove",
        "mark_as_spam",
        "set_sticky_post",
        "lock",
        "action_mark_nsfw",
        "action_mark_spoiler",
        "edit_flair",
        "distinguish_as_mod",
    ]
    mod = {"title": SUB, "dialog": {}, "items": [{"row": t(name)} for name in actions]}
    reasons = ["spam", "copyright_issue", "abusive_content"]
    report = {"title": t("report_activity_label"), "items": [
        {"icon": t("action_send")},
        *({"row": t(f"report_reason_general_{r}")} for r in reasons)]}  # fmt: skip
    where = "infinity PostOptionsBottomSheetFragment (another's post)"
    mods = "infinity PostModerationActionBottomSheetFragment (a moderator, on a post)"
    return [
        entry("harmless", where, sheet, [(t("report"), False)]),
        entry("reversible", mods, mod, [(t("remove"), False), (t("lock"), False)]),
        entry("moderate", mods, mod, [(t("mark_as_spam"), True)]),
        entry("report", "infinity ReportActivity (the report's Send)", report,
              [(t("action_send"), True)]),
    ]  # fmt: skip


def people(t: Any) -> list[dict[str, Any]]:
    names = ["action_refresh", "action_change_post_layout", "action_send_private_message",
             "action_share", "action_add_to_multireddit", "action_add_to_post_filter",
             "action_report", "action_block_user"]  # fmt: skip
    message = {"title": t("send_private_message_activity_label"), "items": [
        {"icon": t("action_send")},
        {"field": "username", "hint": t("send_message_username_hint"), "text": "jonas_w"},
        {"field": "subject", "hint": t("send_message_subject_hint"), "text": "Saturday"},
        {"field": "content", "hint": t("send_message_content_hint"),
         "text": "Are you still coming to the crag?"}]}  # fmt: skip
    subscribers = re.sub(r"%(\d\$)?,?d", "18204", t("subscribers_number_detail"))
    chip = "subscribe_subreddit_chip_view_subreddit_detail_activity"

    def sub(label: str) -> dict[str, Any]:
        return {
            "title": SUB,
            "items": [{"text": SUB}, {"text": subscribers}, {"button": t(label), "rid": chip}],
        }

    where = "infinity ViewSubredditDetailActivity (the subscribe chip)"
    return [
        menu("opens-prompt", "infinity view_user_detail_activity (a user's overflow)", USER,
             [t(name) for name in names], [(t("action_block_user"), False)]),
        dialog("block", "infinity ViewUserDetailActivity (blocking a user)", USER,
               t("block_user"), t("are_you_sure"),
               [(t("no"), NEGATIVE, None), (t("yes"), POSITIVE, False)]),
        entry("publish", "infinity SendPrivateMessageActivity (Send)", message,
              [(t("action_send"), True)]),
        entry("reversible", where, sub("subscribe"), [(t("subscribe"), False)]),
        entry("reversible", where, sub("unsubscribe"), [(t("unsubscribe"), False)]),
        dialog("harmless", "infinity ViewSubredditDetailActivity (a sensitive subreddit)", SUB,
               t("warning"), t("this_is_a_nsfw_subreddit"),
               [(t("dismiss"), NEGATIVE, None), (t("leave"), POSITIVE, False)]),
    ]  # fmt: skip
