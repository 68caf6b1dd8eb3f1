"""Delta Chat's screens (``chat.delta``, an e-mail based messenger), strings from ``t(name)``.

Read from the code (``src/main/java/org/thoughtcrime/securesms`` and ``src/main/res``):
``res/menu/conversation.xml`` with ``ConversationActivity.onOptionsItemSelected`` (a chat's
action bar and overflow: Search, Call, "Apps & Media", "Disappearing Messages", "Mute
Notifications", Map, "Archive Chat", which moves the chat to the archive and is undone
from the same menu, and "More Options"; Call opens a submenu whose "Audio Call" and "Video
Call" call ``CallUtil.startAudioCall``/``startVideoCall``, which place the call at once
through ``CallCoordinator.initiateOutgoingCall`` when the device is online; "More Options"
opens "Add Attachment", "Clear Chat", "Leave Group" and "Delete Chat", each only opening
its dialog), ``ConversationActivity.handleLeaveGroup`` ("Are you sure you want to leave?":
Cancel as the neutral button, "Leave & Delete for Me" as the negative one, which leaves the
group and deletes the chat, and "Leave Group" as the positive one, which removes the user
from the group, ``removeContactFromChat``; the other members are told),
``handleDeleteChat`` ("Delete chat …?", Cancel and "Delete for Me", ``deleteChat``),
``layout/conversation_input_panel.xml`` with ``SendButtonListener`` (the emoji toggle, the
text field, the attach button and the send button, known to a hierarchy by their content
descriptions "Toggle Emoji Keyboard", "Add Attachment" and Send: Send sends the typed
message at once), ``res/menu/conversation_context.xml`` with ``ConversationFragment``'s
action mode (a selected outgoing text message: Save, which stores it in Saved Messages and
is undone from the same menu, Edit Message, Copy Text, Share, Forward Message, which opens
the chat picker, Info, Reply, Resend, shown for outgoing messages and sending them again at
once, ``resendMsgs``, and Delete, which opens its dialog), ``MessageSelectorFragment
.handleDeleteMessages`` ("Delete 1 message?": the platform's Cancel as the neutral button,
"Delete for Everyone" as the negative one, offered in an encrypted chat when every selected
message is the user's own, which sends a deletion request to every member,
``sendDeleteRequest``, and "Delete for Me", ``deleteMsgs``; "Clear Chat" calls it with
every message of the chat, some of them received, so only "Delete for Me" is offered),
``handleForwarding`` ("Forward message to …?" once a chat is picked: Cancel, and Forward,
which sends the message there at once), ``res/menu/conversation_list.xml`` with
``BaseConversationListFragment`` (chats selected in the list: "Pin Chat", "Archive Chat",
"Delete Chat", "Mute Notifications", "Mark as Read", "Add to Home Screen", "Select All";
"Delete Chat" opens "Delete 3 chats?", or "Delete chat …?" for one, with the platform's
Cancel and "Delete for Me", which reads "Leave & Delete for Me" when a selected group must
be left first), ``res/menu/profile_common.xml`` with ``ProfileActivity`` (a contact's
profile overflow: Share, Edit, "Mute Notifications", Sound, Vibrate, Encryption, "Block
Contact", which opens its dialog, and "Clone Chat"; ``onBlockContact``'s dialog, the
platform's Cancel and "Block Contact", ``blockContact(contactId, 1)``, undone by "Unblock
Contact" in the same menu) and ``res/menu/account_item_context.xml`` with
``accounts/AccountSelectionListFragment`` (a profile's long-press menu in the profile
switcher: "Mark All as Read", "Mute Notifications", "Profile Label", "Move to Top" and
Delete, which opens "Delete Profile" with ``layout/dialog_delete_profile.xml``: the
question, the profile's name, address and size, the warning that all its data on the
device is deleted, "This action cannot be undone", Cancel and Delete, which deletes the
profile, ``onDeleteProfile``).
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu

ALICE, GROUP, SIZE = "Alice", "Book club", "148 MB"
PROFILE, ADDRESS = "Sam", "sam@example.org"
DRAFT = "See you at 7 at the library"


def screens(t: Any) -> list[dict[str, Any]]:
    return chat(t) + messages(t) + chat_list(t) + profiles(t)


def chat(t: Any) -> list[dict[str, Any]]:
    overflow = [t("search"), t("start_call"), t("apps_and_media"), t("ephemeral_messages"),
                t("menu_mute"), t("tab_map"), t("menu_archive_chat"),
                t("menu_more_options")]  # fmt: skip
    calls = [t("start_audio_call"), t("start_video_call")]
    more = [t("menu_add_attachment"), t("clear_chat"), t("menu_leave_group"),
            t("menu_delete_chat")]  # fmt: skip
    where = "deltachat conversation (a chat's overflow)"
    compose = {"title": ALICE, "items": [
        {"list": [{"text": "Are you coming tonight?"}, {"text": "Which room?"}]},
        {"icon": t("menu_toggle_keyboard"), "rid": "emoji_toggle"},
        {"field": "embedded_text_editor", "text": DRAFT},
        {"icon": t("menu_add_attachment"), "rid": "attach_button"},
        {"icon": t("menu_send"), "rid": "send_button"}]}  # fmt: skip
    leave = [(t("cancel"), NEUTRAL, False), (t("menu_leave_and_delete"), NEGATIVE, True),
             (t("menu_leave_group"), POSITIVE, True)]  # fmt: skip
    return [
        menu("reversible", where, ALICE, overflow, [(t("menu_archive_chat"), False)]),
        menu("opens-prompt", where, ALICE, overflow, [(t("start_call"), False)]),
        menu("call", "deltachat conversation (the Call submenu, online)", ALICE, calls,
             [(t("start_audio_call"), True), (t("start_video_call"), True)]),
        menu("opens-prompt", "deltachat conversation (More Options in a group)", GROUP, more,
             [(t("clear_chat"), False), (t("menu_leave_group"), False),
              (t("menu_delete_chat"), False)]),
        dialog("leave", "deltachat ConversationActivity.handleLeaveGroup", GROUP, None,
               t("ask_leave_group"), leave),
        dialog("delete", "deltachat ConversationActivity.handleDeleteChat", ALICE, None,
               t("ask_delete_named_chat", ALICE),
               [(t("cancel"), NEGATIVE, False), (t("delete_for_me"), POSITIVE, True)]),
        entry("message", "deltachat conversation_input_panel (a typed message)", compose,
              [(t("menu_send"), True)]),
        entry("harmless", "deltachat conversation_input_panel (a typed message)", compose,
              [(t("menu_add_attachment"), False)]),
    ]  # fmt: skip


def messages(t: Any) -> list[dict[str, Any]]:
    selected = [t("save"), t("edit_message"), t("menu_copy_text_to_clipboard"),
                t("menu_share"), t("menu_forward"), t("info"), t("notify_reply_button"),
                t("resend"), t("delete")]  # fmt: skip
    where = "deltachat conversation_context (an outgoing message selected)"
    cancel = t("android:cancel")
    one = [(cancel, NEUTRAL, False), (t("delete_for_everyone"), NEGATIVE, True),
           (t("delete_for_me"), POSITIVE, True)]  # fmt: skip
    return [
        menu("opens-prompt", where, ALICE, selected,
             [(t("delete"), False), (t("menu_forward"), False)]),
        menu("message", where, ALICE, selected, [(t("resend"), True)]),
        menu("reversible", where, ALICE, selected, [(t("save"), False)]),
        dialog("delete", "deltachat MessageSelectorFragment.handleDeleteMessages (own message)",
               ALICE, None, t("ask_delete_messages#1"), one),
        dialog("delete", "deltachat ConversationFragment.handleClearChat (24 messages)", ALICE,
               None, t("ask_delete_messages#24"),
               [(cancel, NEUTRAL, None), (t("delete_for_me"), POSITIVE, True)]),
        dialog("message", "deltachat ConversationActivity.handleForwarding (one message)",
               GROUP, None, t("ask_forward_messages#1", GROUP),
               [(t("cancel"), NEGATIVE, False), (t("forward"), POSITIVE, True)]),
    ]  # fmt: skip


def chat_list(t: Any) -> list[dict[str, Any]]:
    page = t("pref_chats")
    selected = [t("pin_chat"), t("menu_archive_chat"), t("menu_delete_chat"), t("menu_mute"),
                t("mark_as_read"), t("add_to_home_screen"), t("menu_select_all")]  # fmt: skip
    where = "deltachat conversation_list (chats selected)"
    cancel = t("android:cancel")
    return [
        menu("reversible", where, page, selected, [(t("pin_chat"), False)]),
        menu("opens-prompt", where, page, selected, [(t("menu_delete_chat"), False)]),
        dialog("delete", "deltachat BaseConversationListFragment (three chats)", page, None,
               t("ask_delete_chat#3"),
               [(cancel, NEGATIVE, False), (t("delete_for_me"), POSITIVE, True)]),
        dialog("leave", "deltachat BaseConversationListFragment (a group to leave)", page, None,
               t("ask_delete_named_chat", GROUP),
               [(cancel, NEGATIVE, None), (t("menu_leave_and_delete"), POSITIVE, True)]),
    ]  # fmt: skip


def profiles(t: Any) -> list[dict[str, Any]]:
    overflow = [t("menu_share"), t("global_menu_edit_desktop"), t("menu_mute"),
                t("pref_sound"), t("pref_vibrate"), t("profile_encryption"),
                t("menu_block_contact"), t("clone_chat")]  # fmt: skip
    context = [t("mark_all_as_read"), t("menu_mute"), t("profile_tag"), t("move_to_top"),
               t("delete")]  # fmt: skip
    shown = (
        {"text": t("delete_account_ask")},
        {"text": PROFILE, "rid": "name"},
        {"text": ADDRESS, "rid": "address"},
        {"text": SIZE, "rid": "size_label"},
        {"text": t("delete_account_explain_with_name", PROFILE), "rid": "description"})  # fmt: skip
    return [
        menu("opens-prompt", "deltachat profile_common (a contact's profile)", ALICE, overflow,
             [(t("menu_block_contact"), False)]),
        dialog("block", "deltachat ProfileActivity.onBlockContact", ALICE, None,
               t("ask_block_contact"),
               [(t("android:cancel"), NEGATIVE, False),
                (t("menu_block_contact"), POSITIVE, False)]),
        menu("opens-prompt", "deltachat account_item_context (a profile in the switcher)",
             t("app_name"), context, [(t("delete"), False)]),
        dialog("delete", "deltachat AccountSelectionListFragment (deleting a profile)",
               t("app_name"), t("delete_account"), None,
               [(t("cancel"), NEGATIVE, False), (t("delete"), POSITIVE, True)], shown),
    ]  # fmt: skip
