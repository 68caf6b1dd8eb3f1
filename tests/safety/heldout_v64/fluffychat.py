"""FluffyChat's screens (``chat.fluffy.fluffychat``, a Flutter Matrix client), strings from
``t(name)`` (``L10n.of(context).name``, read from ``lib/l10n/intl_<language>.arb``). The
names of a chat, a person, a device and a message are written the same in every language.

Read from the code (``lib``): ``widgets/adaptive_dialogs/show_ok_cancel_alert_dialog.dart``
(``showOkCancelAlertDialog``: the title, the message, then Cancel and the OK label);
``widgets/adaptive_dialogs/show_text_input_dialog.dart`` (the same with a text field);
``widgets/adaptive_dialogs/show_modal_action_popup.dart`` (a sheet: a title, a message, the
actions, then Cancel); ``pages/chat/chat_view.dart`` (a selected message's app bar: Close,
Edit, "Copy to clipboard", "Redact message", which only opens the dialog, and a menu with
"Pin to room", "Message info" and "Report message"); ``pages/chat/chat.dart``
(``redactEventsAction``: "Redact message", its description, an optional reason, Cancel and
Remove, which redacts the message for everyone; ``reportEventAction``: "Why do you want to
report this?", a reason, Cancel and Ok, which reports the message to the server;
``send``); ``pages/chat/chat_input_row.dart`` (the input field, Emojis and Send, which sends
the message); ``widgets/chat_settings_popup_menu.dart`` (the chat's menu: "Chat details",
Search, Encryption and Leave, which only asks "Are you sure?" with the archive's
description, whose Leave leaves the chat); ``pages/chat_list/chat_list_item.dart`` (an
invitation's "Decline invitation" icon, which asks "Are you sure?" with Cancel and Yes,
whose Yes declines it); ``widgets/member_actions_popup_menu_button.dart`` (a member's menu:
the name, Mention, "Set power level", "Kick from chat", "Ban from chat", "Report user";
Kick and Ban ask "Are you sure?" with No and Yes, whose Yes kicks or bans the member);
``pages/settings/settings_view.dart`` with ``settings.dart`` (the settings' rows; Logout
asks "Are you sure you want to log out?" with the backup warning, whose Logout logs the
device out); ``pages/settings_security/settings_security_view.dart`` with
``settings_security.dart`` ("Delete account" shows "Warning!", whose Ok only asks for the
Matrix ID, whose Delete sends the deactivation, which asks for the password);
``utils/uia_request_manager.dart`` ("Please enter your password", Cancel and Ok, which
completes the request: the account is deactivated and erased, or the devices are logged
out); ``pages/device_settings/user_device_list_item.dart`` with ``device_settings.dart`` (a
device's sheet: "Change device name", "Start Verification", "Block Device", which can be
undone with "Unblock Device", and Delete, which asks "Are you sure?" with Cancel and
Remove); ``pages/archive/archive_view.dart`` with ``archive.dart`` ("Clear archive", which
asks "Are you sure?" with Cancel and Yes, whose Yes forgets every archived chat);
``pages/settings_notifications/settings_notifications.dart`` (a push device's sheet: its
name, Delete, which deletes the pusher at once, and Cancel).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

ROOM, OTHER, PERSON = "Book club", "Climbing", "Alice"
MESSAGE, DEVICE = "See you at eight!", "Pixel 8"
PUSHER = "FluffyChat (chat.fluffy.fluffychat)"


def screens(t: Any) -> list[dict[str, Any]]:
    return messages(t) + chat(t) + members(t) + account(t) + devices(t)


def cancel_and(t: Any, label: str, cancel: bool | None, ok: bool | None
               ) -> list[tuple[str, bool | None]]:  # fmt: skip
    """A dialog's Cancel, then its OK label."""
    return [(t("cancel"), cancel), (label, ok)]


def messages(t: Any) -> list[dict[str, Any]]:
    selected = page(ROOM, [
        {"icon": t("close")}, {"icon": t("edit")}, {"icon": t("copyToClipboard")},
        {"icon": t("redactMessage")}, {"text": MESSAGE}])  # fmt: skip
    typing = page(ROOM, [
        {"text": PERSON}, {"text": "Are we still on for tonight?"}, {"icon": t("emojis")},
        {"field": t("encryptedMessage"), "text": MESSAGE}, {"icon": t("send")}])  # fmt: skip
    more = [t("pinMessage"), t("messageInfo"), t("reportMessage")]
    redact = (t("redactMessage"), t("redactMessageDescription"))
    reason = ({"field": t("optionalRedactReason")},)
    report = ({"field": t("reason")},)
    bar = "fluffychat ChatView (a selected message's app bar)"
    return [
        entry("opens-prompt", bar, selected, [(t("redactMessage"), False)]),
        entry("harmless", bar, selected, [(t("copyToClipboard"), False)]),
        popup("delete", "fluffychat redactEventsAction", ROOM, *redact,
              cancel_and(t, t("remove"), None, True), reason),
        popup("harmless", "fluffychat redactEventsAction", ROOM, *redact,
              cancel_and(t, t("remove"), False, None), reason),
        entry("send", "fluffychat ChatInputRow", typing, [(t("send"), True)]),
        entry("harmless", "fluffychat ChatInputRow", typing, [(t("emojis"), False)]),
        menu("opens-prompt", "fluffychat ChatView (a selected message's menu)", ROOM, more,
             [(t("reportMessage"), False)]),
        menu("reversible", "fluffychat ChatView (a selected message's menu)", ROOM, more,
             [(t("pinMessage"), False)]),
        popup("report", "fluffychat reportEventAction", ROOM,
              t("whyDoYouWantToReportThis"), None, cancel_and(t, t("ok"), None, True), report),
    ]  # fmt: skip


def chat(t: Any) -> list[dict[str, Any]]:
    options = [t("chatDetails"), t("search"), t("encryption"), t("leave")]
    leave = (t("areYouSure"), t("archiveRoomDescription"))
    chats = page(t("chats"), [
        {"row": ROOM}, {"text": MESSAGE}, {"row": OTHER},
        {"icon": t("declineInvitation")}])  # fmt: skip
    decline = (t("declineInvitation"), t("areYouSure"))
    archive = page(t("archive"), [
        {"row": ROOM}, {"row": OTHER}, {"button": t("clearArchive")}])  # fmt: skip
    where = "fluffychat ChatSettingsPopupMenu (leave)"
    return [
        menu("opens-prompt", "fluffychat ChatSettingsPopupMenu", ROOM, options,
             [(t("leave"), False)]),
        popup("leave", where, ROOM, *leave, cancel_and(t, t("leave"), None, True)),
        popup("harmless", where, ROOM, *leave, cancel_and(t, t("leave"), False, None)),
        entry("opens-prompt", "fluffychat ChatListItem (an invitation)", chats,
              [(t("declineInvitation"), False)]),
        popup("leave", "fluffychat ChatListItem (decline an invitation)", t("chats"),
              *decline, cancel_and(t, t("yes"), None, True)),
        entry("opens-prompt", "fluffychat ArchiveView", archive, [(t("clearArchive"), False)]),
        popup("delete", "fluffychat Archive.forgetAllAction", t("archive"), t("areYouSure"),
              t("clearArchive"), cancel_and(t, t("yes"), None, True)),
    ]  # fmt: skip


def members(t: Any) -> list[dict[str, Any]]:
    actions = [PERSON, t("mention"), t("setPowerLevel"), t("kickFromChat"),
               t("banFromChat"), t("reportUser")]  # fmt: skip
    kick = (t("areYouSure"), t("kickUserDescription"))
    ban = (t("areYouSure"), t("banUserDescription"))
    where = "fluffychat MemberActionsPopupMenuButton"
    return [
        menu("opens-prompt", where, ROOM, actions, [(t("kickFromChat"), False)]),
        menu("harmless", where, ROOM, actions, [(t("mention"), False)]),
        popup("remove-member", f"{where} (kick)", ROOM, *kick,
              [(t("no"), None), (t("yes"), True)]),
        popup("harmless", f"{where} (kick)", ROOM, *kick, [(t("no"), False), (t("yes"), None)]),
        popup("ban", f"{where} (ban)", ROOM, *ban, [(t("no"), None), (t("yes"), True)]),
    ]  # fmt: skip


def account(t: Any) -> list[dict[str, Any]]:
    settings = page(t("settings"), [
        {"row": t("chatBackup")}, {"row": t("notifications")}, {"row": t("devices")},
        {"row": t("security")}, {"row": t("logout")}])  # fmt: skip
    security = page(t("security"), [
        {"row": t("blockedUsers")}, {"row": t("changePassword")}, {"row": t("dehydrate")},
        {"row": t("deleteAccount")}])  # fmt: skip
    logout = (t("areYouSureYouWantToLogout"), t("noBackupWarning"))
    warning = (t("warning"), t("deactivateAccountWarning"))
    mxid = ({"field": "mxid", "text": "@me:matrix.org"},)
    password = ({"field": "******"},)
    uia = "fluffychat UiaRequestManager (the password, deleting the account)"
    return [
        entry("opens-prompt", "fluffychat SettingsView", settings, [(t("logout"), False)]),
        popup("revoke", "fluffychat Settings.logoutAction", t("settings"), *logout,
              cancel_and(t, t("logout"), None, True)),
        popup("harmless", "fluffychat Settings.logoutAction", t("settings"), *logout,
              cancel_and(t, t("logout"), False, None)),
        entry("opens-prompt", "fluffychat SettingsSecurityView", security,
              [(t("deleteAccount"), False)]),
        popup("opens-prompt", "fluffychat deleteAccountAction (the warning)", t("security"),
              *warning, cancel_and(t, t("ok"), None, False)),
        popup("harmless", "fluffychat deleteAccountAction (the Matrix ID)", t("security"),
              t("confirmMatrixId"), None, cancel_and(t, t("delete"), False, None), mxid),
        popup("delete-account", uia, t("security"), t("pleaseEnterYourPassword"), None,
              cancel_and(t, t("ok"), None, True), password),
    ]  # fmt: skip


def devices(t: Any) -> list[dict[str, Any]]:
    sheet = [t("changeDeviceName"), t("verifyStart"), t("blockDevice"), t("delete"),
             t("cancel")]  # fmt: skip
    remove = (t("areYouSure"), t("removeDevicesDescription"))
    where = "fluffychat UserDeviceListItem (a device's sheet)"
    password = ({"field": "******"},)
    return [
        menu("opens-prompt", where, t("devices"), sheet, [(t("delete"), False)]),
        menu("reversible", where, t("devices"), sheet, [(t("blockDevice"), False)]),
        popup("harmless", "fluffychat DeviceSettings.removeDevicesAction", t("devices"),
              *remove, cancel_and(t, t("remove"), False, None)),
        popup("revoke", "fluffychat UiaRequestManager (the password, removing a device)",
              t("devices"), t("pleaseEnterYourPassword"), None,
              cancel_and(t, t("ok"), None, True), password),
        popup("delete", "fluffychat SettingsNotifications.onPusherTap", t("notifications"),
              DEVICE, PUSHER, [(t("delete"), True), (t("cancel"), None)]),
    ]  # fmt: skip
