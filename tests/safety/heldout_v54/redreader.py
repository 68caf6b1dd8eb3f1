"""RedReader's screens (``org.quantumbadger.redreader``, a Reddit client), strings from
``t(name)``. RedReader has no Korean translation, so its Korean screens are English.

Read from the code (``src/main/java/org/quantumbadger/redreader``):
``reddit/api/RedditPostActions.kt`` (``showActionMenu``: a post's action menu, a list
dialog with the entries of ``pref_menus_post_context_items_default`` that apply: for the
signed-in user's own text post Upvote, Downvote, "View Comments (N)", Save, Hide, Edit,
Delete, Report, Reply, "View in External Browser", "Links in Text", "Go to Subreddit",
"Share Link", "Share Comments", "Copy Link", "Copy Self-Text", "User Profile" and
Properties; for another user's link post on the front page, where the subreddit shows,
"Block Subreddit", "Pin Subreddit to Main Menu" and "Subscribe to Subreddit" after "Go to
Subreddit"; ``onActionMenuItemSelected``: a vote, Save and Hide go to Reddit at once and
are undone from the same menu (Remove Upvote, Unsave, Unhide), "Block Subreddit" only adds
the subreddit to the app's own filter list (``pref_blocked_subreddits_add``), undone by
"Unblock Subreddit", Subscribe is undone by Unsubscribe, Report only opens the report
dialog, Reply only opens the reply screen, Delete only opens "Delete", "Are you sure you
want to delete this?", Cancel and Delete, which deletes the post on Reddit);
``reddit/api/RedditAPICommentAction.java`` (a comment's action menu, every entry on by
default: for the user's own comment Upvote, Downvote, Save, Report, Reply, Edit, Delete,
"View in External Browser", Context, "Go to Comment", "Links in Comment", "Toggle Collapse",
Share, "Copy Text", "Copy Link", "User Profile", Properties; Delete opens the same dialog,
whose Delete deletes the comment); ``activities/CommentReplyActivity.java`` with
``layout/comment_reply.xml`` ("Submit Comment": the account, "Send replies to my inbox", the
text, "Upload picture", which opens the upload screen, the parent comment, and the
toolbar's Send, which posts the comment; for a private message "Reply", without the inbox
box, whose Send sends the reply); ``fragments/postsubmit/PostSubmitContentFragment.java``
with ``layout/post_submit.xml`` ("Submit Post": "Submitting post to ... as user ...", the
post's type (its names, such as Text, are written in the code, in English), title, text and
flair, "Send replies to my inbox", "Mark as NSFW" and "Mark as
spoiler", boxes read when the post is sent, and the toolbar's Send, which submits the post
to the subreddit); ``activities/PMSendActivity.java`` with
``layout/pm_send.xml`` ("Send Message": the account, recipient, subject and text fields and
Send, which sends the private message); ``fragments/UserProfileDialog.kt`` with
``layout/user_profile_dialog.xml`` (a user's profile: name, age, Posts, Comments, "Send
message", which opens "Send Message", "More info" and Block, which only opens "Block
confirmation", "Are you sure you want to block this user?", Cancel and Yes, which blocks the
user on Reddit); ``adapters/AccountListAdapter.kt`` (an account's row in the accounts list:
a list dialog titled with the user name, Delete and Cancel; Delete only opens "Delete",
"Are you sure you want to delete this account?", Cancel and Delete, which removes the
account's login from the app: ``RedditAccountManager.deleteAccount`` drops the stored
account and its token, and the Reddit account itself is untouched). Every dialog is a
``MaterialAlertDialogBuilder`` dialog with the platform's button ids.
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu

SUB, USER, OTHER = "r/gardening", "sam_b", "maya_r"
POST = "Our community garden finally opened"
REPLY = "Congratulations! How many plots are there?"
SEEDS = "I have spare tomato seeds if you want some."


def screens(t: Any) -> list[dict[str, Any]]:
    return post(t) + comment(t) + compose(t) + profile(t) + accounts(t)


def delete_dialog(t: Any, source: str, page: str) -> dict[str, Any]:
    """The post's or comment's "Delete" confirmation."""
    buttons = [(t("dialog_cancel"), NEGATIVE, False), (t("action_delete"), POSITIVE, True)]
    return dialog("delete", source, page, t("accounts_delete"), t("delete_confirm"), buttons)


def post(t: Any) -> list[dict[str, Any]]:
    head = [t("action_upvote"), t("action_downvote"), t("action_comments_with_count", 14),
            t("action_save"), t("action_hide")]  # fmt: skip
    tail = [t("action_share_link"), t("action_share_comments"), t("action_copy_link")]
    own = [*head, t("action_edit"), t("action_delete"), t("action_report"),
           t("action_reply"), t("action_external"), t("action_selftext_links"),
           t("action_gotosubreddit"), *tail, t("action_copy_selftext"),
           t("action_user_profile"), t("action_properties")]  # fmt: skip
    front = [*head, t("action_report"), t("action_reply"), t("action_external"),
             t("action_gotosubreddit"), t("action_block_subreddit"),
             t("action_pin_subreddit"), t("action_subscribe_subreddit"), *tail,
             t("action_user_profile"), t("action_properties")]  # fmt: skip
    mine = "redreader RedditPostActions.showActionMenu (the user's own text post)"
    theirs = "redreader RedditPostActions.showActionMenu (a post on the front page)"
    return [
        menu("opens-prompt", mine, SUB, own, [(t("action_delete"), False)]),
        menu("reversible", mine, SUB, own,
             [(t("action_upvote"), False), (t("action_hide"), False)]),
        menu("harmless", mine, SUB, own, [(t("action_reply"), False)]),
        delete_dialog(t, "redreader RedditPostActions (Delete a post)", SUB),
        menu("opens-prompt", theirs, t("app_name"), front, [(t("action_report"), False)]),
        menu("reversible", theirs, t("app_name"), front,
             [(t("action_block_subreddit"), False),
              (t("action_subscribe_subreddit"), False)]),
    ]  # fmt: skip


def comment(t: Any) -> list[dict[str, Any]]:
    own = [t("action_upvote"), t("action_downvote"), t("action_save"), t("action_report"),
           t("action_reply"), t("action_edit"), t("action_delete"), t("action_external"),
           t("action_comment_context"), t("action_comment_go_to"),
           t("action_comment_links"), t("action_collapse"), t("action_share"),
           t("action_copy_text"), t("action_copy_link"), t("action_user_profile"),
           t("action_properties")]  # fmt: skip
    where = "redreader RedditAPICommentAction.showActionMenu (the user's own comment)"
    return [
        menu("opens-prompt", where, POST, own, [(t("action_delete"), False)]),
        menu("reversible", where, POST, own,
             [(t("action_save"), False)]),
        menu("harmless", where, POST, own, [(t("action_share"), False)]),
        delete_dialog(t, "redreader RedditAPICommentAction (Delete a comment)", POST),
    ]  # fmt: skip


def compose(t: Any) -> list[dict[str, Any]]:
    reply = {"title": t("submit_comment_actionbar"), "items": [
        {"icon": t("comment_reply_send")},
        {"text": f"/u/{USER}", "rid": "comment_reply_username"},
        {"switch": t("send_replies_to_inbox"), "rid": "comment_reply_inbox"},
        {"field": "comment_reply_text", "text": REPLY},
        {"button": t("comment_upload_picture"), "rid": "comment_reply_picture"},
        {"text": "Congrats to everyone who helped!", "rid": "comment_parent_text"}]}  # fmt: skip
    message = {"title": t("pm_send_actionbar"), "items": [
        {"icon": t("comment_reply_send")},
        {"text": f"/u/{USER}", "rid": "pm_send_username"},
        {"field": "pm_send_recipient", "text": OTHER},
        {"field": "pm_send_subject", "text": "Seed swap"},
        {"field": "pm_send_text", "text": SEEDS}]}  # fmt: skip
    answer = {"title": t("submit_pmreply_actionbar"), "items": [
        {"icon": t("comment_reply_send")},
        {"text": f"/u/{USER}", "rid": "comment_reply_username"},
        {"field": "comment_reply_text", "text": "Yes please, I can swap some basil."},
        {"button": t("comment_upload_picture"), "rid": "comment_reply_picture"},
        {"text": SEEDS, "rid": "comment_parent_text"}]}  # fmt: skip
    submit = {"title": t("submit_post_actionbar"), "items": [
        {"icon": t("comment_reply_send")},
        {"text": t("post_submit_heading", SUB, USER), "rid": "post_submit_heading"},
        {"field": "post_submit_type", "text": "Text"},
        {"field": "post_submit_title", "text": POST},
        {"field": "post_submit_body_text", "text": "Twenty plots, and a shed for tools."},
        {"field": "post_submit_flair", "text": t("post_submit_flair_none_selected")},
        {"switch": t("send_replies_to_inbox"), "rid": "post_submit_send_replies_to_inbox"},
        {"switch": t("post_submit_mark_nsfw"), "rid": "post_submit_mark_nsfw"},
        {"switch": t("post_submit_mark_spoiler"), "rid": "post_submit_mark_spoiler"}]}  # fmt: skip
    where = "redreader CommentReplyActivity"
    posting = "redreader PostSubmitContentFragment"
    return [
        entry("send", where, reply, [(t("comment_reply_send"), True)]),
        entry("reversible", where, reply, [(t("send_replies_to_inbox"), False)]),
        entry("harmless", where, reply, [(t("comment_upload_picture"), False)]),
        entry("send", "redreader PMSendActivity", message, [(t("comment_reply_send"), True)]),
        entry("send", f"{where} (a reply to a private message)", answer,
              [(t("comment_reply_send"), True)]),
        entry("publish", posting, submit, [(t("comment_reply_send"), True)]),
        entry("reversible", posting, submit, [(t("post_submit_mark_nsfw"), False)]),
    ]  # fmt: skip


def profile(t: Any) -> list[dict[str, Any]]:
    page = {"title": POST, "items": [
        {"text": OTHER, "rid": "user_profile_name"},
        {"button": t("userprofile_posts"), "rid": "user_profile_posts"},
        {"button": t("userprofile_comments"), "rid": "user_profile_comments"},
        {"button": t("userprofile_send_message"), "rid": "user_profile_send_message"},
        {"button": t("userprofile_button_more_info"), "rid": "user_profile_chip_more_info"},
        {"button": t("userprofile_button_block"), "rid": "user_profile_chip_block"}]}  # fmt: skip
    where = "redreader UserProfileDialog"
    block = [(t("dialog_cancel"), NEGATIVE, False), (t("dialog_yes"), POSITIVE, True)]
    return [
        entry("opens-prompt", where, page, [(t("userprofile_button_block"), False)]),
        entry("harmless", where, page, [(t("userprofile_send_message"), False)]),
        dialog("block", f"{where} (Block confirmation)", OTHER, t("block_confirmation"),
               t("are_you_sure_block_user"), block),
    ]  # fmt: skip


def accounts(t: Any) -> list[dict[str, Any]]:
    page = t("options_accounts_long")
    row = {"title": page, "dialog": {"title": USER}, "items": [
        {"menu": t("accounts_delete")},
        {"button": t("dialog_cancel"), "rid": NEUTRAL}]}  # fmt: skip
    remove = [(t("dialog_cancel"), NEGATIVE, False), (t("accounts_delete"), POSITIVE, False)]
    return [
        entry("opens-prompt", "redreader AccountListAdapter (an account's row)", row,
              [(t("accounts_delete"), False)]),
        dialog("reversible", "redreader AccountListAdapter (Delete an account)", page,
               t("accounts_delete"), t("accounts_delete_sure"), remove),
    ]  # fmt: skip
