"""Pixeldroid's screens (``org.pixeldroid.app``, a Pixelfed client: posts published,
commented, liked, shared, bookmarked, redrafted and deleted, reports, direct messages,
follows and follow requests, collections, the profile and the account), strings from
``app/src/main/res/values*/strings.xml``; its dialogs' OK and Cancel are the platform's
(``android.R.string.ok`` and ``cancel``). The people, posts and messages written on the
screens are the same in every language.

Read from the code (``app/src/main``): ``java/.../posts/StatusViewHolder.kt`` and
``res/menu/post_more_menu.xml`` (a post's "More options" popup menu: Report, hidden on one's
own post, "Share Link", Bookmark or Unbookmark, "Share picture…" and "Save to Gallery…" for a
post with media, and, on one's own post, Redraft and Delete, each only opening a dialog;
"Delete this post?" with Cancel and OK, which calls ``deletePost``; the redraft dialog,
whose OK deletes the post, its comments and likes, and opens its pictures as a new draft;
the post's like and reshare buttons, ``liker`` and ``reblogger``, each undone by a second
tap, and ``commenter``, which opens the post); ``res/layout/post_fragment.xml`` and
``activity_post.xml`` (the post page, its comment field ``editComment`` and
``submitComment``, which posts the comment); ``java/.../posts/ReportActivity.kt`` and
``res/layout/activity_report.xml`` (the report page: "Report @…'s post", the optional
message and ``reportButton``, which sends the report); ``java/.../postCreation/
PostSubmissionFragment.kt`` and ``res/layout/fragment_post_submission.xml`` (the last step
of a new post: the preview, the description, the NSFW switch and Post,
``post_submission_send_button``, which publishes it); ``java/.../directmessages/
DirectMessagesActivity.kt`` and ``res/layout/new_dm_dialog.xml`` ("Create new DM
conversation": the target username and the message, Cancel and OK, which sends the
message) and ``ConversationActivity.kt`` with ``res/layout/activity_conversation.xml`` (a
conversation's field and ``submitComment``, which sends the message); ``java/.../profile/
ProfileActivity.kt`` and ``res/layout/activity_profile.xml`` (a profile's ``followButton``:
Follow, Unfollow, or "Follow Requested" for a locked account, which asks "Cancel the
follow request?" with Cancel and OK, which withdraws the request); ``java/.../profile/
CollectionActivity.kt`` and ``res/menu/collection_menu.xml`` (one's own collection's menu:
"Delete collection", which only asks "Are you sure you want to delete this collection?"
with Cancel and OK, which calls ``deleteCollection``, "Add post" and "Remove post", which
open a page to choose a post); ``java/.../profile/EditProfileActivity.kt``,
``res/layout/activity_edit_profile.xml`` and ``res/menu/edit_profile_menu.xml`` (the name,
the bio, "Private Account", "More profile settings" and Save, ``action_apply``; going back
with changes not saved asks "You did not save your changes. Exit?"); ``java/.../main/
MainActivity.kt`` (the drawer: "Direct Messages", "My Profile", Settings and "Log out",
which removes the account from the device and opens the login or the next account).
"""

from __future__ import annotations

from typing import Any

from screens import PIXELDROID, alert, entry, menu, page

ME, HIM, HIS = "Alice", "Sam", "sam@pixelfed.social"
CAPTION, COMMENT, MESSAGE = "Sunset over the bay", "Beautiful light!", "See you on Saturday!"
POSTS, FOLLOWERS, FOLLOWING = 42, 120, 80


def screens(t: Any) -> list[dict[str, Any]]:
    return posts(t) + publishing(t) + messages(t) + profiles(t) + account(t)


def post_items(t: Any, who: str) -> list[dict[str, Any]]:
    return [
        {"icon": t("profile_picture"), "rid": f"{PIXELDROID}profilePic"},
        {"text": who, "rid": f"{PIXELDROID}username"},
        {"icon": t("add_comment"), "rid": f"{PIXELDROID}commenter"},
        {"id": "liker"}, {"id": "reblogger"},
        {"icon": t("status_more_options"), "rid": f"{PIXELDROID}status_more"},
        {"text": CAPTION, "rid": f"{PIXELDROID}description"},
    ]  # fmt: skip


def posts(t: Any) -> list[dict[str, Any]]:
    own = [t("share_link"), t("bookmark"), t("share_picture"), t("save_to_gallery"),
           t("redraft"), t("delete")]  # fmt: skip
    theirs = [t("report"), t("share_link"), t("bookmark"), t("share_picture"),
              t("save_to_gallery")]  # fmt: skip
    mine, his = t("post_title", ME), t("post_title", HIM)
    where = "pixeldroid StatusViewHolder"
    ok, cancel = t("android:ok"), t("android:cancel")
    feed = page(his, post_items(t, HIM))
    return [
        menu("opens-prompt", f"{where} (More options, own post)", mine, own,
             [(t("delete"), False)]),
        menu("opens-prompt", f"{where} (More options, own post)", mine, own,
             [(t("redraft"), False)]),
        menu("reversible", f"{where} (More options, own post)", mine, own,
             [(t("bookmark"), False)]),
        menu("harmless", f"{where} (More options)", his, theirs, [(t("report"), False)]),
        alert("delete", f"{where} (Delete this post?)", mine, None, t("delete_dialog"),
              (ok, True), (cancel, None)),
        alert("harmless", f"{where} (Delete this post?)", mine, None, t("delete_dialog"),
              (ok, None), (cancel, False)),
        alert("delete", f"{where} (Redraft)", mine, None, t("redraft_dialog_launch"),
              (ok, True), (cancel, None)),
        entry("reversible", f"{where} (like)", feed, [("liker", False)]),
        entry("reversible", f"{where} (reshare)", feed, [("reblogger", False)]),
        entry("harmless", f"{where} (comment)", feed, [(t("add_comment"), False)]),
    ]  # fmt: skip


def publishing(t: Any) -> list[dict[str, Any]]:
    comment = page(t("post_title", HIM), [
        *post_items(t, HIM),
        {"field": f"{PIXELDROID}editComment", "hint": t("comment_noun"), "text": COMMENT},
        {"button": t("comment_verb"), "desc": t("submit_comment"),
         "rid": f"{PIXELDROID}submitComment"}])  # fmt: skip
    report = page(t("app_name"), [
        {"text": t("report_target", HIS), "rid": f"{PIXELDROID}report_target_textview"},
        {"field": f"{PIXELDROID}textInputLayout", "hint": t("optional_report_comment"),
         "text": "Spam"},
        {"button": t("report"), "rid": f"{PIXELDROID}reportButton"}])  # fmt: skip
    submit = page(t("new_post_shortcut_long"), [
        {"icon": t("post_preview"), "rid": f"{PIXELDROID}post_preview"},
        {"text": t("media_upload_completed"), "rid": f"{PIXELDROID}upload_completed_textview"},
        {"button": t("post"), "rid": f"{PIXELDROID}post_submission_send_button"},
        {"field": f"{PIXELDROID}new_post_description_input_field", "hint": t("description"),
         "text": CAPTION},
        {"switch": t("contains_nsfw"), "rid": f"{PIXELDROID}nsfwSwitch"}])  # fmt: skip
    return [
        entry("comment", "pixeldroid PostActivity (comment)", comment,
              [("submitComment", True)]),
        entry("report", "pixeldroid ReportActivity", report, [(t("report"), True)]),
        entry("publish", "pixeldroid PostSubmissionFragment", submit, [(t("post"), True)]),
    ]  # fmt: skip


def messages(t: Any) -> list[dict[str, Any]]:
    conversation = page(t("dm_title", HIM), [
        {"text": "Are you coming to the photo walk?"},
        {"field": f"{PIXELDROID}editComment", "hint": t("comment_noun"), "text": MESSAGE},
        {"button": t("comment_verb"), "desc": t("submit_comment"),
         "rid": f"{PIXELDROID}submitComment"}])  # fmt: skip
    fields = (
        {"field": f"{PIXELDROID}dm_target", "hint": t("dm_target"), "text": HIS},
        {"field": f"{PIXELDROID}dm_text", "hint": t("new_dm"), "text": MESSAGE},
    )
    new = ("pixeldroid DirectMessagesActivity (new conversation)", t("direct_messages"),
           t("new_dm_conversation"), t("dm_instruction"))  # fmt: skip
    ok, cancel = t("android:ok"), t("android:cancel")
    return [
        entry("send", "pixeldroid ConversationActivity", conversation,
              [("submitComment", True)]),
        alert("send", *new, (ok, True), (cancel, None), fields),
        alert("harmless", *new, (ok, None), (cancel, False), fields),
    ]  # fmt: skip


def profile(t: Any, button: str) -> dict[str, Any]:
    return page(HIM, [
        {"icon": t("profile_picture"), "rid": f"{PIXELDROID}profilePictureImageView"},
        {"text": t(f"nb_posts#{POSTS}"), "rid": f"{PIXELDROID}nbPostsTextView"},
        {"text": t(f"nb_followers#{FOLLOWERS}"), "rid": f"{PIXELDROID}nbFollowersTextView"},
        {"text": t(f"nb_following#{FOLLOWING}"), "rid": f"{PIXELDROID}nbFollowingTextView"},
        {"text": HIM, "rid": f"{PIXELDROID}accountNameTextView"},
        {"button": t(button), "rid": f"{PIXELDROID}followButton"}])  # fmt: skip


def profiles(t: Any) -> list[dict[str, Any]]:
    where = "pixeldroid ProfileActivity"
    ok, cancel = t("android:ok"), t("android:cancel")
    request = (f"{where} (Cancel the follow request?)", HIM, None,
               t("dialog_message_cancel_follow_request"))  # fmt: skip
    collection = t("collection_title", ME)
    options = [t("delete_collection"), t("collection_add_post"), t("collection_remove_post")]
    return [
        entry("reversible", f"{where} (Follow)", profile(t, "follow"), [(t("follow"), False)]),
        entry("reversible", f"{where} (Unfollow)", profile(t, "unfollow"),
              [(t("unfollow"), False)]),
        entry("opens-prompt", f"{where} (Follow Requested)", profile(t, "follow_requested"),
              [(t("follow_requested"), False)]),
        alert("reversible", *request, (ok, False), (cancel, None)),
        alert("harmless", *request, (ok, None), (cancel, False)),
        menu("opens-prompt", "pixeldroid CollectionActivity (menu)", collection, options,
             [(t("delete_collection"), False)]),
        alert("delete", "pixeldroid CollectionActivity (Delete collection)", collection, None,
              t("delete_collection_warning"), (ok, True), (cancel, None)),
        alert("harmless", "pixeldroid CollectionActivity (Delete collection)", collection,
              None, t("delete_collection_warning"), (ok, None), (cancel, False)),
    ]  # fmt: skip


def account(t: Any) -> list[dict[str, Any]]:
    edit = page(t("edit_profile"), [
        {"icon": t("save"), "rid": f"{PIXELDROID}action_apply"},
        {"icon": t("profile_picture"), "rid": f"{PIXELDROID}profilePic"},
        {"field": f"{PIXELDROID}nameEditText", "hint": t("your_name"), "text": ME},
        {"field": f"{PIXELDROID}bioEditText", "hint": t("your_bio"), "text": "Photos of light"},
        {"switch": t("private_account"), "rid": f"{PIXELDROID}privateSwitch"},
        {"text": t("private_account_explanation")},
        {"button": t("more_profile_settings"), "rid": f"{PIXELDROID}editButton"}])  # fmt: skip
    drawer = [t("direct_messages"), t("menu_account"), t("menu_settings"), t("logout")]
    where = "pixeldroid MainActivity (drawer)"
    ok, cancel = t("android:ok"), t("android:cancel")
    return [
        entry("reversible", "pixeldroid EditProfileActivity (Save)", edit, [(t("save"), False)]),
        alert("harmless", "pixeldroid EditProfileActivity (unsaved changes)", t("edit_profile"),
              None, t("profile_save_changes"), (ok, None), (cancel, False)),
        menu("reversible", where, ME, drawer, [(t("logout"), False)]),
        menu("harmless", where, ME, drawer, [(t("menu_settings"), False)]),
    ]  # fmt: skip
