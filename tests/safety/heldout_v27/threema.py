"""Threema's screens (``ch.threema.app``, an end-to-end encrypted messenger), strings from
``t(name)``; the ``${app_name_short}`` and ``${app_name}`` placeholders that its build fills
in read "Threema".

Read from the code (``app/src/main/java/ch/threema/app`` and ``app/src/main/res``):
``layout/fragment_compose_message.xml`` with ``fragments/composemessage/
ComposeMessageFragment.java`` (a contact's chat: the toolbar's call icon, ``menu_threema_call``,
calls ``initiateCall`` and so ``VoipUtil.initiateCall`` at once; the compose bar's emoji
button, text field, attach button, which opens the attachment picker, and the
``SendButton``, whose content description is Send and which sends the typed message);
``menu/fragment_compose_message.xml`` with ``onMenuItemSelected`` (the chat's overflow:
notification settings, search, shortcut, wallpaper, which opens a picker, media gallery,
all polls, "Block contact", which opens "Block contact" with Yes and No, blocking the
contact, undone by the same entry, which then unblocks at once, and "Empty chat", which
opens "Empty chat" with OK, which deletes every message of the chat, and Cancel); the same
fragment's ``showDialog`` (a tap on a call status: "Threema call", "Do you want to call …?",
OK places the call); ``menu/action_compose_message.xml`` with the action mode's
``onActionItemClicked`` (a selected message: Quote, Draw reply, "Forward message", which
opens the recipient picker, Edit message, Copy, Save, Delete, which opens its dialog, Star
message, which is undone by Remove star, Info and Share); ``showDeleteMessagesForAllDialog``
(one of the user's own messages: "Delete this message?" with "Delete for everyone" as the
positive button, which sends a deletion to the recipient, ``onConfirmDeleteMessageForAll``,
"Delete from this device" as the negative one, ``deleteMessages``, and Cancel as the neutral
one) and the local deletion dialog (messages that cannot be deleted for everyone: "Delete 3
messages?", "Delete from this device" and Cancel); ``menu/activity_group_detail.xml`` with
``activities/GroupDetailActivity.java`` (a group the user is a member of but did not
create: media gallery, group call, start chat, which opens the chat, clone group, "Leave
group" and "Delete group", each only opening its dialog: "Leave group" with "Do you really
want to leave this group?", OK, which leaves the group and tells its members, and Cancel;
"Leave and delete group" with OK, which leaves the group and deletes all its messages);
``menu/activity_contact_detail.xml`` with ``contactdetails/ContactDetailActivity.java`` (a
contact's overflow: share contact, block contact, "Delete contact", which opens "Delete
contact" with OK, which deletes the contact and all its messages, and Cancel, the profile
picture entries, and "Scan ID", which opens the camera); ``fragments/conversations/
ConversationsFragment.kt`` (deleting a chat from the chat list: "Delete chat", "All messages
in this chat will be deleted and the chat will be removed", OK and Cancel). Threema's
dialogs (``GenericAlertDialog``) are platform dialogs built with
``MaterialAlertDialogBuilder``: positive, negative and neutral buttons carry the platform's
ids.
"""

from __future__ import annotations

from typing import Any

from screens import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu

ALICE, GROUP = "Alice", "Book club"
DRAFT = "See you at 7 at the library"


def screens(t: Any) -> list[dict[str, Any]]:
    def named(key: str, *args: Any) -> str:
        text = t(key, *args)
        return text.replace("${app_name_short}", "Threema").replace("${app_name}", "Threema")

    return chat(named) + messages(named) + groups(named) + contacts(named)


def ok_cancel(t: Any) -> list[tuple[str, str, bool | None]]:
    """OK (a commit) and Cancel, as ``GenericAlertDialog`` lays them out."""
    return [(t("cancel"), NEGATIVE, False), (t("ok"), POSITIVE, True)]


def chat(t: Any) -> list[dict[str, Any]]:
    compose = {"title": ALICE, "items": [
        {"icon": t("threema_call"), "rid": "menu_threema_call"},
        {"list": [{"text": "Are you coming tonight?"}, {"text": "Which room?"}]},
        {"icon": t("select_emoji"), "rid": "emoji_button"},
        {"field": "embedded_text_editor", "text": DRAFT},
        {"icon": t("add_attachment"), "rid": "attach_button"},
        {"icon": t("send"), "rid": "send_button"}]}  # fmt: skip
    overflow = [t("notifications_settings"), t("search"), t("add_shortcut"),
                t("prefs_title_wallpaper_switch"), t("media_gallery"), t("ballot_overview"),
                t("block_contact"), t("empty_chat_title")]  # fmt: skip
    where = "threema fragment_compose_message (a contact's chat)"
    menu_where = "threema fragment_compose_message menu (a contact's chat overflow)"
    return [
        entry("call", where, compose, [(t("threema_call"), True)]),
        entry("message", where, compose, [(t("send"), True)]),
        entry("harmless", where, compose, [(t("add_attachment"), False)]),
        menu("opens-prompt", menu_where, ALICE, overflow,
             [(t("empty_chat_title"), False), (t("block_contact"), False)]),
        menu("harmless", menu_where, ALICE, overflow,
             [(t("prefs_title_wallpaper_switch"), False)]),
        dialog("delete", "threema ComposeMessageFragment (Empty chat)", ALICE,
               t("empty_chat_title"), t("empty_chat_confirm"), ok_cancel(t)),
        dialog("block", "threema ComposeMessageFragment (Block contact)", ALICE,
               t("block_contact"), t("really_block_contact"),
               [(t("no"), NEGATIVE, False), (t("yes"), POSITIVE, False)]),
        dialog("call", "threema ComposeMessageFragment.showDialog (call confirmation)", ALICE,
               t("threema_call"), t("voip_call_confirm", ALICE), ok_cancel(t)),
    ]  # fmt: skip


def messages(t: Any) -> list[dict[str, Any]]:
    selected = [t("quote"), t("draw_reply"), t("forward_message"), t("edit_message"),
                t("copy_message_action"), t("save_message_action"), t("delete"),
                t("star_message"), t("info"), t("share_via")]  # fmt: skip
    where = "threema action_compose_message (an own message selected)"
    everyone = [(t("cancel"), NEUTRAL, False), (t("delete_from_this_device"), NEGATIVE, True),
                (t("delete_for_all"), POSITIVE, True)]  # fmt: skip
    local = [(t("cancel"), NEGATIVE, False), (t("delete_from_this_device"), POSITIVE, True)]
    return [
        menu("opens-prompt", where, ALICE, selected,
             [(t("delete"), False), (t("forward_message"), False)]),
        menu("reversible", where, ALICE, selected, [(t("star_message"), False)]),
        dialog("delete", "threema ComposeMessageFragment.showDeleteMessagesForAllDialog",
               ALICE, None, t("delete_messages#1"), everyone),
        dialog("delete", "threema ComposeMessageFragment (local deletion, three messages)",
               ALICE, None, t("delete_messages#3"), local),
    ]  # fmt: skip


def groups(t: Any) -> list[dict[str, Any]]:
    overflow = [
        t("media_gallery"),
        t("group_call"),
        t("title_compose_message"),
        t("action_clone_group"),
        t("action_leave_group"),
        t("action_delete_group"),
    ]
    where = "threema activity_group_detail (a group the user is a member of)"
    return [
        menu("opens-prompt", where, GROUP, overflow,
             [(t("action_leave_group"), False), (t("action_delete_group"), False)]),
        menu("harmless", where, GROUP, overflow, [(t("title_compose_message"), False)]),
        dialog("leave", "threema GroupDetailActivity (Leave group)", GROUP,
               t("action_leave_group"), t("really_leave_group_message"), ok_cancel(t)),
        dialog("leave", "threema GroupDetailActivity (Leave and delete group)", GROUP,
               t("action_leave_and_delete_group"), t("delete_group_message"), ok_cancel(t)),
    ]  # fmt: skip


def contacts(t: Any) -> list[dict[str, Any]]:
    overflow = [t("share_contact"), t("block_contact"), t("delete_contact_action"),
                t("menu_send_profilpic"), t("scan_id")]  # fmt: skip
    where = "threema activity_contact_detail (a contact's overflow)"
    return [
        menu("opens-prompt", where, ALICE, overflow, [(t("delete_contact_action"), False)]),
        menu("harmless", where, ALICE, overflow, [(t("scan_id"), False)]),
        dialog("delete", "threema ContactDetailActivity.removeContact", ALICE,
               t("delete_contact_action"), t("really_delete_contact"), ok_cancel(t)),
        dialog("delete", "threema ConversationsFragment (Delete chat)", t("chats"),
               t("delete_chat_title"), t("delete_chat_confirm"), ok_cancel(t)),
    ]  # fmt: skip
