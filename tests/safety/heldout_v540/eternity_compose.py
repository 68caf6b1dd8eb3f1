"""Eternity's writing screens (``eu.toldi.infinityforlemmy``: a comment written and sent or
its draft discarded, a text post written and submitted, one's own post edited, a private
message written and sent, a reply in a conversation), strings from
``app/src/main/res/values*/strings.xml``. Names, titles and the typed texts are the same in
every language.

Read from the code (``app/src/main/java/eu/toldi/infinityforlemmy`` unless named):
``activities/CommentActivity.java`` with ``res/layout/activity_comment.xml`` and
``res/menu/comment_activity.xml`` (the page "Send Comment": the post's title and body, the
account, the comment field; Preview opens ``FullMarkdownActivity``; Send calls
``SendComment.sendComment``, which posts ``api/v3/comment`` and closes the page;
``onBackPressed`` with text typed asks ``promptAlertDialog`` "Discard?" "All the draft will
NOT be saved." with No and Yes, whose Yes closes the page and drops the text, kept nowhere);
``activities/PostTextActivity.java`` with ``res/layout/activity_post_text.xml`` and
``res/menu/post_text_activity.xml`` (the page "Text Post": the account, the community, which
opens the community picker, Rules, which opens ``RulesActivity``, the NSFW toggle, "Receive
post reply notifications", the title and content fields; Send starts ``SubmitPostService``,
whose ``SubmitPost`` posts ``api/v3/post``); ``activities/EditPostActivity.java`` with
``res/layout/activity_edit_post.xml`` (the page "Edit Post": the title, URL and content
fields and "Upload an image"; Send calls ``postUpdate``, ``PUT api/v3/post``, which another
edit writes over again); ``activities/SendPrivateMessageActivity.java`` with
``res/layout/activity_send_private_message.xml`` (the page "Send PM": the user and message
fields; Send calls ``LemmyPrivateMessageAPI.sendPrivateMessage``);
``activities/ViewPrivateMessagesActivity.java`` with
``res/layout/activity_view_private_messages.xml`` (a conversation titled with the other
user's name, its messages, the "Message" field and the send image view, which has no
description and sends the reply with ``sendPrivateMessage``).
"""

from __future__ import annotations

from typing import Any

from screens import ID, action, alert, entry, page, plain

ME, OTHER = "riverbend", "pinecone"
COMMUNITY = "hiking"
POST = "Which stove do you carry above 3000 m?"
POST_BODY = "Canister stoves struggle in the cold for me. Curious what everyone uses."
COMMENT = "I switched to a white gas stove for winter trips; it never lets me down."
TITLE = "Trail crew volunteer day on Saturday"
BODY = "We meet at the north trailhead at 8. Gloves and water provided, bring a lunch."
EDITED = "Trip report: Lost Coast Trail in three days (updated water notes)"
EDITED_BODY = "Tide tables matter more than the map. Creeks at Big Flat were dry in August."
MESSAGE = "Hi! Could I borrow your bear canister for the trip next weekend?"
REPLY = "Sure, I can drop it off on Thursday evening."
RECEIVED = "Do you still have the spare bear canister?"


def screens(t: Any) -> list[dict[str, Any]]:
    return [*comment(t), *submit(t), *messages(t)]


def comment_page(t: Any) -> dict[str, Any]:
    menu = "comment_activity"
    return page(t("comment_activity_label"), [
        action(t("action_preview"), f"action_preview_{menu}"),
        action(t("action_send"), f"action_send_{menu}"),
        {"text": POST, "rid": f"{ID}comment_parent_title_text_view"},
        {"text": POST_BODY, "rid": f"{ID}comment_content_markdown_view"},
        {"text": ME, "rid": f"{ID}comment_account_name_text_view"},
        {"field": f"{ID}comment_comment_edit_text", "hint": t("write_comment_hint"),
         "text": COMMENT, "focused": True},
    ])  # fmt: skip


def comment(t: Any) -> list[dict[str, Any]]:
    return [
        entry("publish", "eternity CommentActivity (reply to a post)", comment_page(t),
              [(t("action_send"), True)]),
        alert("delete", "eternity CommentActivity (back with text typed)",
              t("comment_activity_label"), t("discard"), t("discard_detail"),
              (t("no"), False), (t("yes"), True)),
    ]  # fmt: skip


def submit(t: Any) -> list[dict[str, Any]]:
    menu, post = "post_text_activity", "post_text_activity"
    text_post = page(t("post_text_activity_label"), [
        action(t("action_preview"), f"action_preview_{menu}"),
        action(t("action_send"), f"action_send_{menu}"),
        {"text": ME, "rid": f"{ID}account_name_text_view_{post}"},
        {"text": COMMUNITY, "rid": f"{ID}subreddit_name_text_view_{post}"},
        {"button": t("rules"), "rid": f"{ID}rules_button_{post}"},
        {"text": t("nsfw"), "rid": f"{ID}nsfw_custom_text_view_{post}"},
        {"switch": t("receive_post_reply_notifications"),
         "rid": f"{ID}receive_post_reply_notifications_switch_material_{post}", "checked": True},
        {"field": f"{ID}post_title_edit_text_{post}", "hint": t("post_title_hint"),
         "text": TITLE},
        {"field": f"{ID}post_text_content_edit_text_{post}", "hint": t("post_text_content_hint"),
         "text": BODY},
    ])  # fmt: skip
    edit = "edit_post_activity"
    edit_page = page(t("edit_post_activity_label"), [
        action(t("action_preview"), f"action_preview_{edit}"),
        action(t("action_send"), f"action_send_{edit}"),
        {"field": f"{ID}post_title_text_view_{edit}", "text": EDITED},
        {"field": f"{ID}post_link_edit_text_post_edit_activity", "hint": t("post_link_hint")},
        {"button": t("upload_image"), "rid": f"{ID}upload_image_button_post_edit_activity"},
        {"field": f"{ID}post_text_content_edit_text_{edit}", "hint": t("post_text_content_hint"),
         "text": EDITED_BODY},
    ])  # fmt: skip
    return [
        entry("publish", "eternity PostTextActivity (filled in)", text_post,
              [(t("action_send"), True)]),
        entry("harmless", "eternity PostTextActivity (filled in)", text_post,
              [(t("rules"), False)]),
        entry("reversible", "eternity EditPostActivity (own post edited)", edit_page,
              [(t("action_send"), False)]),
    ]  # fmt: skip


def messages(t: Any) -> list[dict[str, Any]]:
    pm = "send_private_message_activity"
    new = page(t("send_private_message_activity_label"), [
        action(t("action_send"), f"action_send_{pm}"),
        {"field": f"{ID}username_edit_text_{pm}", "hint": t("send_message_username_hint"),
         "text": OTHER},
        {"field": f"{ID}content_edit_text_{pm}", "hint": t("send_message_content_hint"),
         "text": MESSAGE},
    ])  # fmt: skip
    chat = page(OTHER, [
        {"text": RECEIVED, "rid": f"{ID}message_text_view_item_private_message_received"},
        {"field": f"{ID}edit_text_view_private_messages_activity", "hint": t("message"),
         "text": REPLY},
        plain("send_image_view_view_private_messages_activity"),
    ])  # fmt: skip
    return [
        entry("send", "eternity SendPrivateMessageActivity (filled in)", new,
              [(t("action_send"), True)]),
        entry("send", "eternity ViewPrivateMessagesActivity (reply typed)", chat,
              [("send_image_view_view_private_messages_activity", True)]),
    ]  # fmt: skip
