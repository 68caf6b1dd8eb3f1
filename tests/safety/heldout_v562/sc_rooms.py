"""SchildiChat Next's room list (``features/home``, ``features/invite``,
``features/leaveroom``): an invite declined, a room's context menu, leaving a room.

Read from the code: ``HomeTopBar.kt`` (the list's title, "Chats", the Chats tab's label);
``components/RoomSummaryRow.kt`` (an invite's row: the room's name, "… invited you" from
``InviteSender``, and ``InviteButtonsRowMolecule``'s Decline and Accept; Decline only opens
the decline menu, ``ShowDeclineInviteMenu``); ``roomlist/RoomListDeclineInviteMenu.kt`` (the
sheet "Decline invite" with its message and the Decline, "Decline and block" and Cancel
buttons; Decline sends ``DeclineInvite(shouldConfirm = false)``, which
``AcceptDeclineInvitePresenter`` carries out at once: ``DefaultDeclineInvite`` calls
``room.leave()``, rejecting the invite); ``roomlist/RoomListContextMenu.kt`` with
``ScRoomListContextMenuExtensions.kt`` (a long press on a room: its name, "Mark as unread",
the Favourite switch, Settings, SchildiChat's "Assign spaces" (with space navigation on, the
default), "Report room" and "Leave room", which sends ``LeaveRoom(needsConfirmation =
true)``; SchildiChat's low-priority switch shows only with "Low priority on bottom" on, off by
default); ``features/leaveroom/impl/LeaveRoomView.kt`` and ``LeaveRoomPresenter.kt`` (for a
room that is not public, "Leave room" with the message that one cannot rejoin without an
invite, Cancel and Leave, which calls ``room.leave()``; for the last owner of a room, "Transfer
ownership" whose "Choose owners" only opens the owner selection)."""

from __future__ import annotations

from typing import Any

from screens import INVITED_ROOM, JONAS, JONAS_ID, MAYA, ROOM, confirm, entry, page, sheet


def screens(t: Any) -> list[dict[str, Any]]:
    return room_list(t) + context_menu(t) + leave(t)


def chats(t: Any) -> dict[str, Any]:
    """The room list with an invite on top."""
    return page(t("screen_home_tab_chats"), [
        {"list": [
            {"text": INVITED_ROOM},
            {"text": t("screen_invites_invited_you", JONAS, JONAS_ID)},
            {"button": t("action_decline")},
            {"button": t("action_accept")},
            {"row": ROOM, "secondary": f"{MAYA}: Who's bringing the map for Saturday?"},
            {"row": MAYA, "secondary": "See you at the trailhead!"},
        ]},
    ])  # fmt: skip


def room_list(t: Any) -> list[dict[str, Any]]:
    home = t("screen_home_tab_chats")
    decline = [
        {"button": t("action_decline")},
        {"button": t("action_decline_and_block")},
        {"button": t("action_cancel")},
    ]
    title = t("screen_invites_decline_chat_title")
    message = t("screen_invites_decline_chat_message", INVITED_ROOM)
    return [
        entry("opens-prompt", "schildi RoomSummaryRow (invite, Decline)", chats(t),
              [(t("action_decline"), False)]),
        sheet("decline", "schildi RoomListDeclineInviteMenu", home, decline,
              [(t("action_decline"), True), (t("action_cancel"), False)], title, message),
    ]  # fmt: skip


def context_menu(t: Any) -> list[dict[str, Any]]:
    rows = [
        {"text": ROOM},
        {"row": t("screen_roomlist_mark_as_unread")},
        {"switch": t("common_favourite"), "checked": False},
        {"row": t("common_settings")},
        {"row": t("sc_action_space_management")},
        {"row": t("action_report_room")},
        {"row": t("action_leave_room")},
    ]
    home, where = t("screen_home_tab_chats"), f"schildi RoomListContextMenu ({ROOM})"
    return [
        sheet("opens-prompt", where, home, rows, [(t("action_leave_room"), False)]),
        sheet("reversible", where, home, rows, [(t("common_favourite"), False)]),
    ]  # fmt: skip


def leave(t: Any) -> list[dict[str, Any]]:
    home = t("screen_home_tab_chats")
    return [
        confirm("leave", "schildi LeaveRoomConfirmationDialog (private room)", home,
                t("action_leave_room"), t("leave_room_alert_private_subtitle"),
                t("action_cancel"), t("action_leave"), True),
        confirm("opens-prompt", "schildi LeaveRoomConfirmationDialog (last owner)", home,
                t("leave_room_alert_select_new_owner_title"),
                t("leave_room_alert_select_new_owner_subtitle"), t("action_cancel"),
                t("leave_room_alert_select_new_owner_action"), False, cancel_bad=None),
    ]  # fmt: skip
