"""Xabber's screens (``com.xabber.android``, an XMPP messenger: chats with contacts and
conferences, a roster of contacts in groups, blocking, several accounts), strings from
``xabber/src/main/res/values*/*.xml``. The contacts, the conference, the group, the account and
the messages written on the screens are the same in every language.

Read from the code (``xabber/src/main/java/com/xabber/android``):
``ui/fragment/ChatFragment.java`` and ``res/layout/view_chat_input.xml`` (the chat's input:
``button_emoticon``, the ``chat_input`` field (hint "Type your message here"),
``button_attach`` and ``button_security`` "OTR encryption" while the field is empty, and
``button_send_message`` "Send", which sends the typed message at once; a message tapped opens
``showCustomMenu``: "Retry sending" for a message that failed (it sends the text again), Quote,
Copy and "Remove from history", which calls ``MessageManager.removeMessage`` at once: the
message is deleted from the local history, with no undo); ``ui/activity/ChatActivity.java`` and
``res/menu/menu_chat_regular.xml`` (a chat's overflow: "Clear history", which only opens
``ChatHistoryClearDialog``, "Call attention", which calls ``AttentionManager.sendAttention``
(an attention request reaches the contact's device at once), Archive, "Configure notifications"
and Mute, which opens the snooze dialog); the contact info page's overflow
``res/menu/toolbar_contact.xml`` ("Send contact", which only opens the share chooser; "Request
subscription", which calls ``PresenceManager.requestSubscription`` at once; "Edit alias", a
dialog with a field, Cancel and OK, which renames the contact in the roster; "Edit groups";
"Export history"; "Block contact", which opens ``BlockContactDialog``; "Remove contact", which
opens ``ContactDeleteDialogFragment``); ``ui/dialog/ChatHistoryClearDialog.java`` ("Clear
history", "Do you really want to clear all chat history with ...?", Cancel and Clear, which
deletes every message of the chat from the local history);
``ui/dialog/BlockContactDialog.java`` ("Do you really want to block contact ... from account
...?", Cancel and "Block contact", which calls ``BlockingManager.blockContact``);
``ui/dialog/ContactDeleteDialogFragment.java`` ("Do you really want to delete contact ...?",
Cancel and Delete, which discards the subscription and removes the contact from the server's
roster); ``ui/helper/ContextMenuHelper.java`` and ``res/menu/item_contact.xml`` (a contact's
context menu in the contact list, headed by its name: "Edit groups", Delete, "Block contact",
"Accept contact" and "Decline contact" where the contact asked to subscribe (Decline calls
``PresenceManager.discardSubscription`` at once), "Configure notifications" and Mute; a
conference's: "Remove conference", which opens ``MUCDeleteDialogFragment``, and "Leave
conference", which leaves the room at once but keeps it, with "Join conference" to come back; a
group's: "Rename group", "Delete group", which opens ``GroupDeleteDialogFragment``, "Show
offline contacts" and "Configure notifications"); ``ui/dialog/MUCDeleteDialogFragment.java``
("Do you really want to remove conference ...?", Cancel and "Remove conference", which leaves
the room and removes it and its bookmark); ``ui/dialog/GroupDeleteDialogFragment.java`` ("Do
you really want to delete group ...? Users from this group will stay in contact list.", Cancel
and "Delete group", which calls ``RosterManager.removeGroup``);
``ui/adapter/AccountListAdapter.java``, ``res/menu/item_account.xml`` and
``ui/dialog/AccountDeleteDialog.java`` (an account's context menu, headed by its address: "Set
status", "Account settings" and "Delete account", which opens "Do you really want to delete
account ...? (it won't be deleted from server, just from Xabber)", Cancel and "Delete account",
which calls ``AccountManager.removeAccount``; its ``chbDeleteSettings`` checkbox is hidden for
an account not synchronised with a Xabber Account); ``ui/activity/BlockedListActivity.java``,
``res/menu/toolbar_block_list.xml`` and ``ui/dialog/UnblockAllContactsDialog.java`` (the block
list's overflow "Unblock all", which opens "Do you really want to unblock all contacts from
account ...?" with Cancel and "Unblock all").
"""

from __future__ import annotations

from typing import Any

from screens import alert, context, entry, menu, page

ID = "com.xabber.android:id/"
APP = "=Xabber"
ACCOUNT = "bob@xmpp.jp"
CONTACT, JID = "Alice Smith", "alice@jabber.org"
ASKING = "Carol Jones"
ROOM = "xabber@conference.jabber.ru"
GROUP = "Friends"
RECEIVED, SENT = "Are we still meeting today?", "Yes, at 7 near the station"
TYPED = "I'm on my way"


def screens(t: Any) -> list[dict[str, Any]]:
    return chat(t) + contact(t) + roster(t) + accounts(t)


def chat_page(t: Any, typed: str) -> dict[str, Any]:
    """The chat with the contact: the messages, then the input panel."""
    field = {"field": f"{ID}chat_input", "hint": t("chat_input_hint"), "text": typed}
    security = {"icon": t("otr_encryption"), "rid": f"{ID}button_security"}
    tools = [] if typed else [{"id": "button_attach"}, security]
    return page(CONTACT, [
        {"text": RECEIVED}, {"text": SENT}, {"id": "button_emoticon"}, field, *tools,
        {"icon": t("chat_send"), "rid": f"{ID}button_send_message"}])  # fmt: skip


def chat(t: Any) -> list[dict[str, Any]]:
    behind = CONTACT
    where = "xabber ChatFragment"
    overflow = [t(k) for k in ("clear_history", "call_attention", "archive_chat",
                               "configure_notifications", "mute_chat")]  # fmt: skip
    bubble = [t(k) for k in ("message_quote", "message_copy", "message_remove")]
    failed = [t("message_repeat"), *bubble]
    clearing = f"{where} (ChatHistoryClearDialog)"
    asking = (t("clear_history"), t("clear_chat_history_dialog_message", CONTACT))
    cancel, clear = t("android:cancel"), t("clear_chat_history_dialog_button")
    return [
        entry("send", f"{where} (button_send_message)", chat_page(t, TYPED),
              [(t("chat_send"), True)]),
        entry("opens-prompt", f"{where} (button_attach)", chat_page(t, ""),
              [("button_attach", False)]),
        menu("opens-prompt", "xabber ChatActivity (menu_chat_regular)", behind, overflow,
             [(t("clear_history"), False)]),
        menu("send", "xabber ChatActivity (menu_chat_regular)", behind, overflow,
             [(t("call_attention"), True)]),
        menu("reversible", "xabber ChatActivity (menu_chat_regular)", behind, overflow,
             [(t("archive_chat"), False)]),
        menu("opens-prompt", "xabber ChatActivity (menu_chat_regular)", behind, overflow,
             [(t("mute_chat"), False)]),
        alert("delete", clearing, behind, *asking, (cancel, None), (clear, True)),
        alert("harmless", clearing, behind, *asking, (cancel, False), (clear, None)),
        menu("delete", f"{where} (showCustomMenu, a sent message)", behind, bubble,
             [(t("message_remove"), True)]),
        menu("harmless", f"{where} (showCustomMenu, a sent message)", behind, bubble,
             [(t("message_copy"), False)]),
        menu("send", f"{where} (showCustomMenu, a message that failed)", behind, failed,
             [(t("message_repeat"), True)]),
    ]  # fmt: skip


def contact(t: Any) -> list[dict[str, Any]]:
    behind = CONTACT
    where = "xabber ChatActivity (toolbar_contact, contact info)"
    rows = [t(k) for k in ("action_send_contact", "request_subscription", "edit_alias",
                           "edit_contact_groups", "export_chat", "contact_block",
                           "remove_contact")]  # fmt: skip
    cancel, ok = t("android:cancel"), t("android:ok")
    alias = ({"field": "", "text": CONTACT},)
    blocking = "xabber BlockContactDialog"
    block = (None, t("block_contact_confirm", CONTACT, ACCOUNT))
    deleting = "xabber ContactDeleteDialogFragment"
    delete = (None, t("contact_delete_confirm", CONTACT, ACCOUNT))
    return [
        menu("opens-prompt", where, behind, rows, [(t("contact_block"), False)]),
        menu("opens-prompt", where, behind, rows, [(t("remove_contact"), False)]),
        menu("send", where, behind, rows, [(t("request_subscription"), True)]),
        menu("harmless", where, behind, rows, [(t("action_send_contact"), False)]),
        menu("opens-prompt", where, behind, rows, [(t("edit_alias"), False)]),
        alert("reversible", "xabber ChatActivity (editAlias)", behind, t("edit_alias"), None,
              (cancel, None), (ok, False), items=alias),
        alert("harmless", "xabber ChatActivity (editAlias)", behind, t("edit_alias"), None,
              (cancel, False), (ok, None), items=alias),
        alert("block", blocking, behind, *block, (cancel, None), (t("contact_block"), True)),
        alert("harmless", blocking, behind, *block, (cancel, False), (t("contact_block"), None)),
        alert("delete", deleting, behind, *delete, (cancel, None), (t("contact_delete"), True)),
        alert("harmless", deleting, behind, *delete, (cancel, False),
              (t("contact_delete"), None)),
    ]  # fmt: skip


def roster(t: Any) -> list[dict[str, Any]]:
    behind = t(APP)
    where = "xabber ContextMenuHelper"
    person = [t(k) for k in ("edit_contact_groups", "contact_delete", "contact_block",
                             "configure_notifications", "mute_chat")]  # fmt: skip
    asking = [t(k) for k in ("edit_contact_groups", "contact_delete", "contact_block",
                             "accept_subscription", "discard_subscription",
                             "configure_notifications")]  # fmt: skip
    room = [t(k) for k in ("muc_delete", "muc_leave", "configure_notifications", "mute_chat")]
    group = [t(k) for k in ("group_rename", "group_remove", "show_offline_settings",
                            "configure_notifications")]  # fmt: skip
    cancel = t("android:cancel")
    removing = "xabber MUCDeleteDialogFragment"
    remove_room = (None, t("muc_delete_confirm", ROOM, ACCOUNT))
    grouping = "xabber GroupDeleteDialogFragment"
    remove_group = (None, t("group_remove_confirm", GROUP))
    contact_menu = f"{where} (createContactContextMenu"
    return [
        context("opens-prompt", f"{contact_menu}, a contact)", behind, CONTACT, person,
                [(t("contact_delete"), False)]),
        context("decline", f"{contact_menu}, a subscription request)", behind, ASKING, asking,
                [(t("discard_subscription"), True)]),
        context("reversible", f"{contact_menu}, a conference)", behind, ROOM, room,
                [(t("muc_leave"), False)]),
        context("opens-prompt", f"{contact_menu}, a conference)", behind, ROOM, room,
                [(t("muc_delete"), False)]),
        alert("leave", removing, behind, *remove_room, (cancel, None), (t("muc_delete"), True)),
        alert("harmless", removing, behind, *remove_room, (cancel, False),
              (t("muc_delete"), None)),
        context("opens-prompt", f"{where} (createGroupContextMenu)", behind, GROUP, group,
                [(t("group_remove"), False)]),
        alert("delete", grouping, behind, *remove_group, (cancel, None),
              (t("group_remove"), True)),
        alert("harmless", grouping, behind, *remove_group, (cancel, False),
              (t("group_remove"), None)),
    ]  # fmt: skip


def accounts(t: Any) -> list[dict[str, Any]]:
    behind = t("title_reordering_account")
    rows = [t(k) for k in ("status_editor", "account_editor", "account_delete")]
    cancel = t("android:cancel")
    deleting = "xabber AccountDeleteDialog"
    delete = (None, t("account_delete_confirm", ACCOUNT))
    blocked = t("block_list")
    unblocking = "xabber UnblockAllContactsDialog"
    unblock = (None, t("unblock_all_contacts_confirm", ACCOUNT))
    return [
        context("opens-prompt", "xabber AccountListAdapter (item_account)", behind, ACCOUNT,
                rows, [(t("account_delete"), False)]),
        alert("delete-account", deleting, behind, *delete, (cancel, None),
              (t("account_delete"), True)),
        alert("harmless", deleting, behind, *delete, (cancel, False),
              (t("account_delete"), None)),
        menu("opens-prompt", "xabber BlockedListActivity (toolbar_block_list overflow)", blocked,
             [t("unblock_all")], [(t("unblock_all"), False)]),
        alert("harmless", unblocking, blocked, *unblock, (cancel, False),
              (t("unblock_all"), None)),
    ]  # fmt: skip
