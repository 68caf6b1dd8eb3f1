"""Jerboa's screens (``com.jerboa``, a client for Lemmy, a federated link aggregator and
forum), strings from ``t(name)``.

Read from the code (``app/src/main/java/com/jerboa``): ``ui/components/post/composables/
PostOptionsDropdown.kt`` (a post's cascading menu: for someone else's post "Go to" its
community and its author, Copy and Share, which open submenus, "Hide post", which
``onHidePostClick`` undoes with "Unhide post", a Block submenu whose "Block …" entries block
the author or the community at once through ``blockPerson`` and ``blockCommunity``, undone
from the blocks settings, "Report post", which opens the report screen, and for a moderator
the Moderation submenu: "Remove post" and "Ban …", which open their screens, "Lock post",
undone by "Unlock post", and "Feature in community"; for one's own post Edit, which opens
the editor, and Delete, which ``ui/components/home/HomeActivity.kt``'s
``onDeletePostClick`` sends at once as ``DeletePost(deleted = !deleted)`` and the same entry,
then Restore, undoes); ``ui/components/common/AppBars.kt``'s ``ActionTopBar`` (the form
screens' bar: a Back icon and an action icon described by its action's text);
``ui/components/remove/post/PostRemoveScreen.kt`` with ``remove/RemoveItem.kt`` ("Remove
post", a reason field, Submit, which removes the post with the reason as a moderator) and
``remove/comment/CommentRemoveScreen.kt`` (the same for a comment, "Remove comment", reached
from ``comment/CommentOptionsDropdown.kt``'s Moderation submenu);
``ui/components/ban/BanPersonScreen.kt`` with ``ban/BanPerson.kt`` ("Ban …", a reason, the
expiry in days, the "Remove content" and "Permanently ban" check boxes, Submit, which bans
the person from the site); ``ui/components/report/post/CreatePostReportScreen.kt`` with
``report/CreateReport.kt`` (Report, a reason, Submit, which sends the report to the
community's moderators); ``ui/components/comment/reply/CommentReplyScreen.kt`` with
``CommentReply.kt`` (Reply, the comment field, "Send reply", which publishes the comment);
``ui/components/post/create/CreatePostScreen.kt`` with ``post/composables/
PostComposables.kt`` (Create post: the community picker, title, URL and body fields, "Mark
post as NSFW", Submit, which publishes the post); ``ui/components/privatemessage/
PrivateMessageReplyScreen.kt`` (Reply, the message field, Submit, which sends the private
message); ``ui/components/community/Community.kt`` (a community's header: Subscribe, which
``onClickFollowCommunity`` undoes from the same button, then Joined); ``feat/
BackConfirmation.kt`` (back on the home screen: "Are you sure you want to exit?", Cancel and
Exit, which closes the app). Every dialog is a Compose ``AlertDialog`` with the dismiss
button before the confirm one and no test tags; the cascading menus are Compose menus whose
entries are known by their text.
"""

from __future__ import annotations

from typing import Any

from screens import dialog, entry, menu

ALICE, COMMUNITY = "alice", "technology"
TITLE = "Which e-reader do you use?"
REASON = "Spam links in every comment"
REPLY = "I use a Kobo Clara, mostly for library books"


def screens(t: Any) -> list[dict[str, Any]]:
    return post_menus(t) + moderation(t) + forms(t) + community(t)


def post_menus(t: Any) -> list[dict[str, Any]]:
    others = [t("post_listing_go_to", COMMUNITY), t("post_listing_go_to", ALICE), t("copy"),
              t("share"), t("hide_post"), t("block_person", "").strip(),
              t("post_listing_report_post"), t("moderation")]  # fmt: skip
    block = [t("block_person", ALICE), t("block_person", COMMUNITY)]
    own = [t("post_listing_go_to", COMMUNITY), t("copy"), t("share"), t("edit"), t("delete")]
    where = "jerboa PostOptionsDropdown"
    return [
        menu("opens-prompt", f"{where} (someone else's post)", TITLE, others,
             [(t("post_listing_report_post"), False)]),
        menu("reversible", f"{where} (someone else's post)", TITLE, others,
             [(t("hide_post"), False)]),
        menu("block", f"{where} (the Block submenu)", TITLE, block,
             [(t("block_person", ALICE), False), (t("block_person", COMMUNITY), False)]),
        menu("delete", f"{where} (one's own post)", TITLE, own, [(t("delete"), False)]),
        menu("harmless", f"{where} (one's own post)", TITLE, own, [(t("edit"), False)]),
    ]  # fmt: skip


def moderation(t: Any) -> list[dict[str, Any]]:
    mod = [t("remove_post"), t("ban_person", ALICE), t("lock_post"), t("feature_in_community")]
    where = "jerboa PostOptionsDropdown (the Moderation submenu)"
    remove = {"title": t("remove_post"), "items": [
        {"icon": t("topAppBar_back")}, {"icon": t("form_submit")},
        {"field": t("type_your_reason"), "text": REASON}]}  # fmt: skip
    comment = {"title": t("remove_comment"), "items": [
        {"icon": t("topAppBar_back")}, {"icon": t("form_submit")},
        {"field": t("type_your_reason"), "text": REASON}]}  # fmt: skip
    ban = {"title": t("ban_person", ALICE), "items": [
        {"icon": t("topAppBar_back")}, {"icon": t("form_submit")},
        {"field": t("type_your_reason"), "text": REASON}, {"field": "expires", "text": "30"},
        {"switch": t("remove_content")}, {"switch": t("permaban")}]}  # fmt: skip
    return [
        menu("opens-prompt", where, TITLE, mod,
             [(t("remove_post"), False), (t("ban_person", ALICE), False)]),
        menu("reversible", where, TITLE, mod, [(t("lock_post"), False)]),
        entry("moderate", "jerboa PostRemoveScreen", remove, [(t("form_submit"), True)]),
        entry("moderate", "jerboa PostRemoveScreen", remove, [(t("topAppBar_back"), False)]),
        entry("moderate", "jerboa CommentRemoveScreen", comment, [(t("form_submit"), True)]),
        entry("ban", "jerboa BanPersonScreen", ban,
              [(t("permaban"), False), (t("form_submit"), True)]),
    ]  # fmt: skip


def forms(t: Any) -> list[dict[str, Any]]:
    report = {"title": t("create_report_report"), "items": [
        {"icon": t("topAppBar_back")}, {"icon": t("form_submit")},
        {"field": t("create_report_type_your_reason"), "text": REASON}]}  # fmt: skip
    reply = {"title": t("comment_reply_reply"), "items": [
        {"icon": t("topAppBar_back")}, {"icon": t("commentReply_send")},
        {"text": TITLE},
        {"field": t("comment_reply_type_your_comment"), "text": REPLY}]}  # fmt: skip
    post = {"title": t("create_post_create_post"), "items": [
        {"icon": t("topAppBar_back")}, {"icon": t("form_submit")},
        {"button": t("create_post_community")}, {"field": t("title"), "text": TITLE},
        {"field": t("url"), "text": ""}, {"field": t("post_edit_body_placeholder"), "text": ""},
        {"switch": t("create_post_tag_nsfw")}]}  # fmt: skip
    message = {"title": t("private_message_reply_reply"), "items": [
        {"icon": t("topAppBar_back")}, {"icon": t("form_submit")},
        {"field": t("private_message_reply_type_your_message_placeholder"),
         "text": REPLY}]}  # fmt: skip
    return [
        entry("report", "jerboa CreatePostReportScreen", report, [(t("form_submit"), True)]),
        entry("report", "jerboa CreatePostReportScreen", report,
              [(t("topAppBar_back"), False)]),
        entry("comment", "jerboa CommentReplyScreen", reply, [(t("commentReply_send"), True)]),
        entry("publish", "jerboa CreatePostScreen", post,
              [(t("create_post_tag_nsfw"), False), (t("form_submit"), True)]),
        entry("message", "jerboa PrivateMessageReplyScreen", message,
              [(t("form_submit"), True)]),
    ]  # fmt: skip


def community(t: Any) -> list[dict[str, Any]]:
    header = {"title": COMMUNITY, "items": [
        {"text": COMMUNITY}, {"button": t("community_subscribe")},
        {"list": [{"text": TITLE}, {"text": "Framework laptop, one year on"}]}]}  # fmt: skip
    return [
        entry("reversible", "jerboa Community (a community's header)", header,
              [(t("community_subscribe"), False)]),
        dialog("harmless", "jerboa BackConfirmation.ShowConfirmationDialog", t("home_subscribed"),
               t("back_dialog_title"), None,
               [(t("input_fields_cancel"), False), (t("exit"), False)]),
    ]  # fmt: skip
