"""Briar's screens (a peer-to-peer messenger), strings from ``t(name)``.

Read from the code (``briar-android/src/main``): ``res/layout/text_input_view.xml`` and
``view_composite_send_button.xml`` (a conversation's message field, ``input_text``, the
"Attach image" icon, which opens the system's picker, and the Send icon, which stores the
message and hands it to the contact's device: it cannot be called back),
``res/menu/conversation_actions.xml`` with ``conversation/ConversationActivity.java`` (the
overflow, every entry in it: "Make Introduction" opens its screen; "Delete all messages"
opens ``askToDeleteAllMessages``, and the Contact submenu's "Delete contact" opens
``askToRemoveContact``: both dialogs put Delete on the negative button,
``android:id/button2``, and Cancel on the positive one, ``button1``; Delete calls
``conversationManager.deleteAllMessages`` or removes the contact and every message
exchanged; "Change contact name" opens its dialog), ``res/menu/conversation_message_actions
.xml`` (messages selected by a long press: the Delete icon calls ``deleteSelectedMessages``
at once, with no dialog), ``layout/introduction_message.xml`` (the two contacts, the
optional message and "Make Introduction", which sends the introduction to both),
``res/menu/group_actions.xml`` with ``privategroup/conversation/GroupActivity.java`` (a
private group's overflow: its creator sees "Invite Members" and "Dissolve Group", a member
"Reveal Contacts" and "Leave Group"; each opens a screen or a dialog; "Confirm Dissolving
Group" with Dissolve, which dissolves the group for every member, and "Confirm Leaving
Group" with Leave, which leaves it, both on ``button2``), ``res/menu/forum_actions.xml``
with ``forum/ForumActivity.java`` ("Share Forum" opens the contact chooser; "Leave Forum"
opens "Confirm Leaving Forum", whose Leave unsubscribes),
``sharing/ShareForumMessageFragment .java`` and
``privategroup/creation/CreateGroupMessageFragment.java`` with
``layout/fragment_message.xml`` (the optional message and the button, "Share Forum" or "Send
Invitation", which sends the invitations to the chosen contacts), ``layout/activity_
write_blog_post.xml`` (the post and Publish, which posts it to the blog every subscriber
receives), ``res/menu/blogs_blog_actions.xml`` with ``blog/BlogFragment.java`` (one's own
blog: "Write Blog Post" and "Share Blog" are action bar icons, "Write Blog Post" opening the
editor; "Sharing Status" and "Remove Blog" are in the overflow; "Remove Blog" opens a dialog
whose Remove, on ``button2``, removes the blog and its posts from the device),
``login/PasswordFragment .java`` with ``layout/fragment_password.xml`` (the sign-in screen:
"Forgot your password?" opens "Lost Password", whose Delete, on ``button2``, deletes the
account: "Your identities, contacts and messages will be permanently lost") and
``settings/DisplayFragment.java`` (changing the language asks to sign out: "Sign Out" signs
out, and the user signs in again).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, POSITIVE, dialog, entry, menu

CONTACT, OTHER, OWN = "Alice", "Bob", "Sam"
GROUP, FORUM = "Book club", "Neighbourhood"
TEXT = "See you at the station at 6"


def screens(t: Any) -> list[dict[str, Any]]:
    return conversation(t) + groups(t) + sharing(t) + account(t)


def chat(t: Any) -> dict[str, Any]:
    return {"title": CONTACT, "items": [
        {"list": [{"text": "Are you coming tonight?"}, {"text": "Yes, which train?"}]},
        {"field": "input_text", "hint": t("message_hint"), "text": TEXT},
        {"icon": t("image_attach"), "rid": "imageButton"},
        {"icon": t("send"), "rid": "sendButton"}]}  # fmt: skip


def conversation(t: Any) -> list[dict[str, Any]]:
    overflow = [t("introduction_menu_item"), t("menu_item_disappearing_messages"),
                t("delete_all_messages"), t("network_settings_title"),
                t("menu_contact")]  # fmt: skip
    contact = [t("set_contact_alias"), t("delete_contact")]
    selected = {"title": "1", "items": [
        {"icon": t("delete"), "rid": "action_delete"},
        {"list": [{"text": "Are you coming tonight?"},
                  {"text": "Yes, which train?"}]}]}  # fmt: skip
    intro = {"title": t("introduction_message_title"), "items": [
        {"text": CONTACT, "rid": "nameContact1"}, {"text": OTHER, "rid": "nameContact2"},
        {"field": "input_text", "hint": t("introduction_message_hint"),
         "text": "You both like chess"},
        {"button": t("introduction_button"), "rid": "compositeSendButton"}]}  # fmt: skip
    buttons = [(t("delete"), NEGATIVE, True), (t("cancel"), POSITIVE, False)]
    return [
        entry("send", "briar ConversationActivity (a conversation, a message typed)",
              chat(t), [(t("send"), True), (t("image_attach"), False)]),
        menu("opens-prompt", "briar conversation_actions (a conversation's overflow)", CONTACT,
             overflow, [(t("delete_all_messages"), False), (t("introduction_menu_item"), False)]),
        menu("opens-prompt", "briar conversation_actions (the Contact submenu)", CONTACT,
             contact, [(t("delete_contact"), False), (t("set_contact_alias"), False)]),
        dialog("delete", "briar ConversationActivity.askToDeleteAllMessages", CONTACT,
               t("dialog_title_delete_all_messages"), t("dialog_message_delete_all_messages"),
               buttons),
        dialog("delete", "briar ConversationActivity.askToRemoveContact", CONTACT,
               t("dialog_title_delete_contact"), t("dialog_message_delete_contact"), buttons),
        entry("delete", "briar conversation_message_actions (a message selected)", selected,
              [(t("delete"), True)]),
        entry("send", "briar introduction_message (introducing two contacts)", intro,
              [(t("introduction_button"), True)]),
    ]  # fmt: skip


def groups(t: Any) -> list[dict[str, Any]]:
    creator = [t("groups_invite_members"), t("groups_member_list"), t("groups_dissolve")]
    member = [t("groups_member_list"), t("groups_reveal_contacts"), t("groups_leave")]
    forum = [t("forum_share_button"), t("sharing_status"), t("forum_leave")]
    return [
        menu("opens-prompt", "briar group_actions (a group one created)", GROUP, creator,
             [(t("groups_invite_members"), False), (t("groups_dissolve"), False)]),
        dialog("leave", "briar GroupActivity.showDissolveGroupDialog", GROUP,
               t("groups_dissolve_dialog_title"), t("groups_dissolve_dialog_message"),
               [(t("groups_dissolve_button"), NEGATIVE, True), (t("cancel"), POSITIVE, False)]),
        menu("opens-prompt", "briar group_actions (a group one joined)", GROUP, member,
             [(t("groups_leave"), False), (t("groups_reveal_contacts"), False)]),
        dialog("leave", "briar GroupActivity.showLeaveGroupDialog", GROUP,
               t("groups_leave_dialog_title"), t("groups_leave_dialog_message"),
               [(t("dialog_button_leave"), NEGATIVE, True), (t("cancel"), POSITIVE, None)]),
        menu("opens-prompt", "briar forum_actions (a forum)", FORUM, forum,
             [(t("forum_leave"), False), (t("forum_share_button"), False)]),
        dialog("leave", "briar ForumActivity.showUnsubscribeDialog", FORUM,
               t("dialog_title_leave_forum"), t("dialog_message_leave_forum"),
               [(t("dialog_button_leave"), NEGATIVE, True), (t("cancel"), POSITIVE, False)]),
    ]  # fmt: skip


def message(t: Any, title: str, button: str) -> dict[str, Any]:
    """``fragment_message``: the optional message and the button that sends."""
    return {"title": title, "items": [
        {"field": "input_text", "hint": t("forum_share_message"), "text": "Join us"},
        {"button": button, "rid": "compositeSendButton"}]}  # fmt: skip


def sharing(t: Any) -> list[dict[str, Any]]:
    share = t("forum_share_button")
    invite = t("groups_create_group_invitation_button")
    post = {"title": t("blogs_write_blog_post"), "items": [
        {"field": "input_text", "hint": t("blogs_write_blog_post_body_hint"),
         "text": "Spring is here"},
        {"button": t("blogs_publish_blog_post"), "rid": "compositeSendButton"}]}  # fmt: skip
    blog = {"title": OWN, "dialog": {}, "items": [
        {"icon": t("blogs_write_blog_post"), "rid": "action_write_blog_post"},
        {"icon": t("blogs_sharing_share"), "rid": "action_blog_share"},
        {"menu": t("sharing_status")}, {"menu": t("blogs_remove_blog")}]}  # fmt: skip
    return [
        # The screen's title is its button's label: the button is tapped by its id.
        entry("invite", "briar ShareForumMessageFragment (sharing a forum)",
              message(t, share, share), [("compositeSendButton", True)]),
        entry("invite", "briar CreateGroupMessageFragment (inviting to a new group)",
              message(t, t("groups_invite_members"), invite), [(invite, True)]),
        entry("publish", "briar activity_write_blog_post (a blog post typed)", post,
              [(t("blogs_publish_blog_post"), True)]),
        entry("opens-prompt", "briar blogs_blog_actions (one's own blog, its overflow open)",
              blog, [(t("blogs_remove_blog"), False), (t("blogs_write_blog_post"), False)]),
        dialog("delete", "briar BlogFragment.showDeleteDialog", OWN,
               t("blogs_remove_blog"), t("blogs_remove_blog_dialog_message"),
               [(t("blogs_remove_blog_ok"), NEGATIVE, True), (t("cancel"), POSITIVE, False)]),
    ]  # fmt: skip


def account(t: Any) -> list[dict[str, Any]]:
    page = t("sign_in_title")
    sign_in = {"title": page, "items": [
        {"field": "edit_password", "hint": t("enter_password"), "text": ""},
        {"button": t("forgotten_password"), "rid": "btn_forgotten"},
        {"button": t("sign_in_button"), "rid": "btn_sign_in"}]}  # fmt: skip
    return [
        entry("opens-prompt", "briar fragment_password (signing in)", sign_in,
              [(t("forgotten_password"), False)]),
        dialog("delete-account", "briar PasswordFragment.onForgottenPasswordClick", page,
               t("dialog_title_lost_password"), t("dialog_message_lost_password"),
               [(t("delete"), NEGATIVE, True), (t("cancel"), POSITIVE, False)]),
        dialog("harmless", "briar DisplayFragment.onLanguageChanged", t("pref_language_title"),
               t("pref_language_title"), t("pref_language_changed"),
               [(t("cancel"), NEGATIVE, None), (t("sign_out_button"), POSITIVE, False)]),
    ]  # fmt: skip
