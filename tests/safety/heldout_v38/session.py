"""Session's screens (``network.loki.messenger``, an onion-routed messenger without phone
numbers), strings from ``t(name)``; the ``{app_name}``, ``{name}``, ``{group_name}`` and
``{community_name}`` placeholders that its ``Phrase`` calls fill in read "Session" and the
names below.

Read from the code (``app/src/main/java/org/thoughtcrime/securesms`` and
``app/src/main/res``): ``home/ConversationOptionsBottomSheet.kt`` with
``layout/fragment_conversation_bottom_sheet.xml`` (a long press on a chat of the home
screen: "User Details", "Copy Account ID", Pin, which ``HomeActivity`` undoes with Unpin,
Block, Notifications, "Mark read", then "Delete Conversation" and "Delete Contact" for a
one-to-one chat, or Leave for a group the user does not administer; each of Block, Delete
and Leave only opens its dialog); ``home/HomeActivity.kt`` (``blockConversation``: "Block",
"Are you sure you want to block …?", a Block button, which blocks the contact, undone by
Unblock, and the platform's Cancel, ``cancelButton``; ``confirmDeleteContact``: "Delete
Contact", Delete, which deletes the contact and the conversation, and the platform's Cancel;
``deleteConversation``: "Delete Conversation", "… This will permanently delete all messages
and attachments", Delete and Cancel, and for a community "Leave Community" with Leave, which
leaves it, and Cancel; ``confirmAndLeaveGroup`` with ``groups/GroupManagerV2Impl.kt``'s
``getLeaveGroupConfirmationDialogData``: "Leave Group", "Are you sure you want to leave …?",
Leave, which leaves the group and tells its members, and Cancel); ``SessionDialogBuilder.kt``
(these dialogs' buttons are plain ``Button`` views the builder adds to its own row, without
the platform's ids, each described by its own text); ``ui/components/ConversationAppBar.kt``
and ``conversation/v2/ConversationActivityV2.kt`` (a one-to-one chat: the toolbar's call
icon, described "Call button" by the untranslated ``content-descriptions`` module, calls
``callRecipient``, which places the call at once when calls are enabled and otherwise opens
"Call Permissions Required" with Settings, which opens the privacy settings, and the
platform's Cancel); ``conversation/v2/input_bar/InputBar.kt`` (the message field, the
"Attachments button", which opens the attachment buttons, and the "Send message button",
which sends the typed message); ``res/menu/menu_conversation_item_action.xml`` (one's own
message's actions: Reply, Copy, Info, "Delete Message", which opens the deletion dialog);
``conversation/v3/settings/ConversationSettingsViewModel.kt`` (a contact's conversation
settings: "Copy Account ID", "Search Conversation", "Disappearing Messages", "Pin
Conversation", which is undone by "Unpin Conversation", Notifications, Attachments, Block,
"Clear All Messages", which only opens its dialog, "Delete Conversation" and "Delete
Contact"; ``confirmClearMessages``: "Clear All Messages", "Are you sure you want to clear all
messages from your conversation with … on this device?", Clear, which deletes them, and
Cancel); ``conversation/v2/ConversationV2Dialogs.kt`` (the Compose deletion dialog: "Delete
Message", "Are you sure you want to delete this message?", the choices "Delete on this
device only" and "Delete for everyone", which only select, Delete, which deletes the message
as chosen, and Cancel); ``preferences/SettingsScreen.kt`` with ``SettingsViewModel.kt``
(Settings: "Message Requests", "Recovery Password", Help, which open their screens, and
"Clear Data", which opens "Clear All Data" with "Clear device only", selected, and "Clear
device and network", Clear and Cancel; Clear with the device only chosen clears the device
at once, ``clearDataDeviceOnly``; with the network chosen it asks again, "Are you sure you
want to delete your data from the network?", where Clear deletes the data from the network
and the device).
"""

from __future__ import annotations

from typing import Any

from screens import dialog, entry, menu

ALICE, GROUP, COMMUNITY = "Alice", "Book club", "Session Network Updates"
DRAFT = "See you at 7 at the library"


def screens(t: Any) -> list[dict[str, Any]]:
    def named(key: str, *args: Any) -> str:
        text = t(key, *args)
        for field, value in (("{app_name}", "Session"), ("{name}", ALICE),
                             ("{group_name}", GROUP), ("{community_name}", COMMUNITY)):  # fmt: skip
            text = text.replace(field, value)
        return text

    return home(named) + chat(named) + conversation(named) + settings(named)


def home(t: Any) -> list[dict[str, Any]]:
    contact = [t("contactUserDetails"), t("accountIDCopy"), t("pin"), t("block"),
               t("sessionNotifications"), t("messageMarkRead"), t("conversationsDelete"),
               t("contactDelete")]  # fmt: skip
    group = [t("pin"), t("sessionNotifications"), t("messageMarkRead"), t("leave")]
    sheet = "session ConversationOptionsBottomSheet"
    danger = "session HomeActivity"
    return [
        menu("opens-prompt", f"{sheet} (a contact's chat)", ALICE, contact,
             [(t("conversationsDelete"), False), (t("contactDelete"), False),
              (t("block"), False)]),
        menu("reversible", f"{sheet} (a contact's chat)", ALICE, contact, [(t("pin"), False)]),
        menu("opens-prompt", f"{sheet} (a group the user is a member of)", GROUP, group,
             [(t("leave"), False)]),
        dialog("delete", f"{danger}.deleteConversation (Delete Conversation)", ALICE,
               t("conversationsDelete"), t("deleteConversationDescription"),
               [(t("delete"), True), (t("cancel"), False)]),
        dialog("delete", f"{danger}.confirmDeleteContact", ALICE, t("contactDelete"),
               t("deleteContactDescription"),
               [(t("delete"), True), (t("android:cancel"), False)]),
        dialog("block", f"{danger}.blockConversation", ALICE, t("block"),
               t("blockDescription"), [(t("block"), None), (t("android:cancel"), False)]),
        dialog("leave", f"{danger}.confirmAndLeaveGroup (Leave Group)", GROUP,
               t("groupLeave"), t("groupLeaveDescription"),
               [(t("leave"), True), (t("cancel"), False)]),
        dialog("leave", f"{danger}.deleteConversation (Leave Community)", COMMUNITY,
               t("communityLeave"), t("groupLeaveDescription").replace(GROUP, COMMUNITY),
               [(t("leave"), True), (t("cancel"), False)]),
    ]  # fmt: skip


def chat(t: Any) -> list[dict[str, Any]]:
    page = {"title": ALICE, "items": [
        {"icon": t("AccessibilityId_call")},
        {"list": [{"text": "Are you coming tonight?"}, {"text": "Which room?"}]},
        {"icon": t("AccessibilityId_attachmentsButton")},
        {"field": t("message"), "text": DRAFT},
        {"icon": t("AccessibilityId_send")}]}  # fmt: skip
    where = "session ConversationActivityV2 (a contact's chat)"
    actions = [t("reply"), t("copy"), t("info"), t("deleteMessage#1")]
    choices = ({"radio": t("deleteMessageDeviceOnly")}, {"radio": t("deleteMessageEveryone")})
    return [
        entry("call", where, page, [(t("AccessibilityId_call"), True)]),
        entry("message", where, page, [(t("AccessibilityId_send"), True)]),
        entry("harmless", where, page, [(t("AccessibilityId_attachmentsButton"), False)]),
        dialog("call", "session ConversationActivityV2.callRecipient (calls not enabled)",
               ALICE, t("callsPermissionsRequired"), t("callsPermissionsRequiredDescription"),
               [(t("sessionSettings"), False), (t("android:cancel"), False)]),
        menu("opens-prompt", "session menu_conversation_item_action (an own message)", ALICE,
             actions, [(t("deleteMessage#1"), False)]),
        menu("harmless", "session menu_conversation_item_action (an own message)", ALICE,
             actions, [(t("reply"), False)]),
        dialog("delete", "session ConversationV2Dialogs (delete a message)", ALICE,
               t("deleteMessage#1"), t("deleteMessageConfirm#1"),
               [(t("delete"), True), (t("cancel"), False)], choices,
               ((t("deleteMessageEveryone"), False),)),
    ]  # fmt: skip


def conversation(t: Any) -> list[dict[str, Any]]:
    rows = [{"row": t("accountIDCopy")}, {"row": t("searchConversation")},
            {"row": t("disappearingMessages")}, {"row": t("pinConversation")},
            {"row": t("sessionNotifications")}, {"row": t("attachments")},
            {"row": t("block")}, {"row": t("clearMessages")},
            {"row": t("conversationsDelete")}, {"row": t("contactDelete")}]  # fmt: skip
    page = {"title": ALICE, "items": [{"list": rows}]}
    where = "session ConversationSettingsScreen (a contact)"
    return [
        entry("opens-prompt", where, page, [(t("clearMessages"), False)]),
        entry("reversible", where, page, [(t("pinConversation"), False)]),
        dialog("delete", "session ConversationSettingsViewModel.confirmClearMessages", ALICE,
               t("clearMessages"), t("clearMessagesChatDescriptionUpdated"),
               [(t("clear"), True), (t("cancel"), False)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    rows = [{"row": t("sessionMessageRequests")}, {"row": t("sessionRecoveryPassword")},
            {"row": t("sessionHelp")}, {"row": t("sessionClearData")}]  # fmt: skip
    page = {"title": t("sessionSettings"), "items": [{"list": rows}]}
    choices = ({"radio": t("clearDeviceOnly")}, {"radio": t("clearDeviceAndNetwork")})
    where = "session SettingsScreen"
    return [
        entry("opens-prompt", where, page, [(t("sessionClearData"), False)]),
        entry("harmless", where, page, [(t("sessionHelp"), False)]),
        dialog("delete", f"{where}.ShowClearDataDialog (device only chosen)",
               t("sessionSettings"), t("clearDataAll"), t("clearDataAllDescription"),
               [(t("clear"), True), (t("cancel"), False)], choices,
               ((t("clearDeviceAndNetwork"), False),)),
        dialog("delete", f"{where}.ShowClearDataDialog (network confirmation)",
               t("sessionSettings"), t("clearDataAll"), t("clearDeviceAndNetworkConfirm"),
               [(t("clear"), True), (t("cancel"), False)]),
    ]  # fmt: skip
