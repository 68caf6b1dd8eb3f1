"""Revolt's screens (``chat.revolt``, the Android client of the Revolt chat platform:
servers with channels, direct messages, friends, reports and sessions), strings from
``app/src/main/res/values*/strings.xml``. The server, channel, user and message written on
the screens are the same in every language. The "Leave Silently" checkbox is written as a
checkable control with its label (a switch, the corpus's checkable widget).

Read from the code (``app/src/main/java/chat/revolt``):
``components/chat/NativeMessageField.kt`` (the channel's message field, its hint "Message
#...", "Message @..." or "Message ..." by the channel's type, and its icons "Add
attachment", "Pick emoji" and "Send", which sends the typed message at once);
``sheets/MessageContextSheet.kt`` (a message's sheet: the message, Reply, React, Edit for
one's own, "Mark as unread", Share, which opens a sheet of Copy, "Copy link" and "Copy ID",
Delete where one wrote it or may manage messages, which only opens "Delete message?", and
Report for another's; "Delete message?" has Keep, then Delete, which calls
``deleteMessage``); ``sheets/ServerContextSheet.kt`` (a server's sheet: its description,
"Copy ID", "Mark as read", Report and Leave for a server one does not own, Leave only
opening "Leave ...?" with its "Until you get invited back" line, the "Leave Silently"
checkbox, Stay and Leave, which calls ``leaveOrDeleteServer``);
``screens/settings/channel/ChannelSettingsHome.kt`` (a channel's settings: Overview,
Permissions and "Delete Channel", which only opens "Are you sure you want to delete this
channel?", with Keep and Delete, which deletes the channel);
``screens/settings/channel/ChannelSettingsOverview.kt`` ("Mark this channel as NSFW?": "Keep
as is" and "Mark as NSFW", a flag that can be taken off again);
``screens/settings/SessionSettngsScreen.kt`` ("Log out all other sessions?": "Keep logged
in" and "Log out", which calls ``logoutAllSessions``);
``components/screens/settings/UserButtons.kt`` (a user's sheet by the relationship: "Add
Friend", which sends a friend request at once; "Send Message", which opens the direct
messages; "Cancel Request"; Accept and Decline, which declines the request at once; Unblock;
and the Menu icon's dropdown of "Remove Friend", which unfriends at once, Block, which
blocks at once, "Copy ID" and Report); ``screens/chat/views/FriendsScreen.kt`` (the Friends
page: Menu, "New Group" and Menu, the last opening "Clear all incoming requests", which
declines every incoming request at once);
``screens/chat/dialogs/safety/ReportMessageDialog.kt``, ``ReportServerDialog.kt`` and
``ReportUserDialog.kt`` (the heading, the thanks, the selected item, "Pick a category",
"Additional information", Cancel and Submit, which sends the report; after it, "Reported"
asks "Would you like to block this user?" with "Don't block" and Block, which blocks the
author).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

SERVER, CHANNEL, USER, GROUP = "Linux Gaming", "general", "ferris", "Weekend crew"
MESSAGE = "Anyone up for a match tonight?"


def screens(t: Any) -> list[dict[str, Any]]:
    return messages(t) + servers(t) + users(t) + reports(t)


def chat(
    t: Any,
    title: str = f"#{CHANNEL}",
    hint: tuple[str, str] = ("message_field_placeholder_text", CHANNEL),
) -> dict[str, Any]:
    """A channel (a text channel unless said) with a message and the message field, a
    draft typed in it, its hint by the channel's type."""
    return page(title, [
        {"icon": t("menu")}, {"text": USER}, {"text": MESSAGE},
        {"icon": t("add_attachment_alt")}, {"field": t(*hint), "text": "I'm in!"},
        {"icon": t("pick_emoji_alt")}, {"icon": t("send_alt")}])  # fmt: skip


def message_sheet(t: Any, own: bool) -> list[str]:
    """``MessageContextSheet``'s rows for one's own message or, as a moderator, another's."""
    rows = ["message_context_sheet_actions_reply", "message_context_sheet_actions_react"]
    rows += ["message_context_sheet_actions_edit"] if own else []
    rows += ["message_context_sheet_actions_mark_unread", "share",
             "message_context_sheet_actions_delete"]  # fmt: skip
    rows += [] if own else ["message_context_sheet_actions_report"]
    return [t(r) for r in rows]


def messages(t: Any) -> list[dict[str, Any]]:
    where = "revolt MessageContextSheet"
    sheet, theirs = message_sheet(t, True), message_sheet(t, False)
    keep = t("message_context_sheet_actions_delete_confirmation_no")
    delete = t("message_context_sheet_actions_delete_confirmation_yes")
    shares = [t("message_context_sheet_actions_copy"),
              t("message_context_sheet_actions_copy_link"),
              t("message_context_sheet_actions_copy_id")]  # fmt: skip

    def confirm(category: str, keep_bad: bool | None, delete_bad: bool | None) -> dict[str, Any]:
        return popup(category, f"{where} (Delete message?)", f"#{CHANNEL}",
                     t("message_context_sheet_actions_delete_confirmation_title"),
                     t("message_context_sheet_actions_delete_confirmation_body"),
                     [(keep, keep_bad), (delete, delete_bad)])  # fmt: skip

    return [
        entry("send", "revolt NativeMessageField (Send)", chat(t), [(t("send_alt"), True)]),
        entry("send", "revolt NativeMessageField (Send, a direct message)",
              chat(t, USER, ("message_field_placeholder_dm", USER)), [(t("send_alt"), True)]),
        entry("send", "revolt NativeMessageField (Send, a group)",
              chat(t, GROUP, ("message_field_placeholder_group", GROUP)),
              [(t("send_alt"), True)]),
        entry("opens-prompt", "revolt NativeMessageField (Add attachment)", chat(t),
              [(t("add_attachment_alt"), False)]),
        entry("harmless", "revolt NativeMessageField (Pick emoji)", chat(t),
              [(t("pick_emoji_alt"), False)]),
        menu("opens-prompt", f"{where} (one's own message)", f"#{CHANNEL}", sheet,
             [(t("message_context_sheet_actions_delete"), False)]),
        menu("harmless", f"{where} (one's own message)", f"#{CHANNEL}", sheet,
             [(t("message_context_sheet_actions_edit"), False)]),
        menu("reversible", f"{where} (one's own message)", f"#{CHANNEL}", sheet,
             [(t("message_context_sheet_actions_mark_unread"), False)]),
        menu("opens-prompt", f"{where} (another's message, as a moderator)", f"#{CHANNEL}",
             theirs, [(t("message_context_sheet_actions_delete"), False)]),
        menu("opens-prompt", f"{where} (another's message, as a moderator)", f"#{CHANNEL}",
             theirs, [(t("message_context_sheet_actions_report"), False)]),
        menu("harmless", f"{where} (another's message, as a moderator)", f"#{CHANNEL}",
             theirs, [(t("message_context_sheet_actions_reply"), False)]),
        menu("harmless", f"{where} (the share sheet)", f"#{CHANNEL}", shares,
             [(t("message_context_sheet_actions_copy_link"), False)]),
        confirm("delete", None, True),
        confirm("harmless", False, None),
    ]  # fmt: skip


def servers(t: Any) -> list[dict[str, Any]]:
    where = "revolt ServerContextSheet"
    sheet = [t("server_context_sheet_actions_copy_id"),
             t("server_context_sheet_actions_mark_read"),
             t("server_context_sheet_actions_report"),
             t("server_context_sheet_actions_leave")]  # fmt: skip
    silently = ({"switch": t("server_context_sheet_actions_leave_silently")},)  # a checkbox
    stay = t("server_context_sheet_actions_leave_confirm_no")
    leave = t("server_context_sheet_actions_leave_confirm_yes")

    def leaving(category: str, buttons: list[tuple[str, bool | None]],
                taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
        return popup(category, f"{where} (Leave ...?)", SERVER,
                     t("server_context_sheet_actions_leave_confirm", SERVER),
                     t("server_context_sheet_actions_leave_confirm_eyebrow"), buttons,
                     silently, taps)  # fmt: skip

    settings = page(f"#{CHANNEL}", [
        {"icon": t("back")}, {"button": t("channel_settings_overview")},
        {"button": t("channel_settings_permissions")},
        {"button": t("channel_settings_delete")}])  # fmt: skip
    keep = t("channel_settings_delete_confirm_no")
    delete = t("channel_settings_delete_confirm_yes")

    def deleting(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "revolt ChannelSettingsHome (delete the channel)",
                     f"#{CHANNEL}", t("channel_settings_delete_confirm"),
                     t("channel_settings_delete_confirm_description"), buttons)  # fmt: skip

    nsfw_keep = t("channel_settings_overview_nsfw_confirm_no")
    nsfw = t("channel_settings_overview_nsfw_confirm_yes")
    logout_keep = t("settings_sessions_log_out_other_confirm_no")
    logout = t("settings_sessions_log_out_other_confirm_yes")

    def sessions(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "revolt SessionSettingsScreen (log out the others)",
                     t("settings_sessions"), t("settings_sessions_log_out_other_confirm"),
                     None, buttons)  # fmt: skip

    return [
        menu("opens-prompt", where, SERVER, sheet,
             [(t("server_context_sheet_actions_leave"), False)]),
        menu("reversible", where, SERVER, sheet,
             [(t("server_context_sheet_actions_mark_read"), False)]),
        menu("opens-prompt", where, SERVER, sheet,
             [(t("server_context_sheet_actions_report"), False)]),
        leaving("leave", [(stay, None), (leave, True)]),
        leaving("harmless", [(stay, False), (leave, None)]),
        leaving("reversible", [(stay, None), (leave, None)],
                ((t("server_context_sheet_actions_leave_silently"), False),)),
        entry("opens-prompt", "revolt ChannelSettingsHome", settings,
              [(t("channel_settings_delete"), False)]),
        entry("harmless", "revolt ChannelSettingsHome", settings,
              [(t("channel_settings_permissions"), False)]),
        deleting("delete", [(keep, None), (delete, True)]),
        deleting("harmless", [(keep, False), (delete, None)]),
        popup("reversible", "revolt ChannelSettingsOverview (mark as NSFW)",
              t("channel_settings_overview"),
              t("channel_settings_overview_nsfw_confirm_title"),
              t("channel_settings_overview_nsfw_confirm_description"),
              [(nsfw_keep, None), (nsfw, False)]),
        sessions("revoke", [(logout_keep, None), (logout, True)]),
        sessions("harmless", [(logout_keep, False), (logout, None)]),
    ]  # fmt: skip


def user_sheet(t: Any, buttons: list[str]) -> dict[str, Any]:
    """``UserInfoSheet``, a bottom sheet over the channel: the user, the relationship's
    buttons and the Menu icon, then the bio."""
    items = [{"text": USER}, *({"button": t(b)} for b in buttons), {"icon": t("menu")}]
    items += [{"text": t("user_info_sheet_category_bio")}, {"text": "Speedrunner."}]
    return {"title": f"#{CHANNEL}", "dialog": {}, "items": items}


def users(t: Any) -> list[dict[str, Any]]:
    where = "revolt UserButtons"
    friend = user_sheet(t, ["user_info_sheet_send_message"])
    stranger = user_sheet(t, ["user_info_sheet_add_friend"])
    outgoing = user_sheet(t, ["user_info_sheet_cancel_request"])
    blocked = user_sheet(t, ["user_info_sheet_unblock"])
    incoming = user_sheet(t, ["user_info_sheet_accept_request", "user_info_sheet_decline_request"])
    dropdown = [t("user_info_sheet_remove_friend"), t("user_info_sheet_block"),
                t("user_info_sheet_copy_id"), t("user_info_sheet_report")]  # fmt: skip
    friends = page(t("friends"), [
        {"icon": t("menu")}, {"icon": t("frends_new_group")}, {"text": t("friends_all")},
        {"text": USER}])  # fmt: skip
    clear = [t("friends_deny_all_incoming")]
    return [
        entry("send", f"{where} (no relationship)", stranger,
              [(t("user_info_sheet_add_friend"), True)]),
        entry("harmless", f"{where} (a friend)", friend,
              [(t("user_info_sheet_send_message"), False)]),
        entry("opens-prompt", f"{where} (a friend)", friend, [(t("menu"), False)]),
        entry("reversible", f"{where} (a request sent)", outgoing,
              [(t("user_info_sheet_cancel_request"), False)]),
        entry("delete", f"{where} (a request received)", incoming,
              [(t("user_info_sheet_decline_request"), True)]),
        entry("reversible", f"{where} (blocked)", blocked,
              [(t("user_info_sheet_unblock"), False)]),
        menu("leave", f"{where} (a friend's Menu)", USER, dropdown,
             [(t("user_info_sheet_remove_friend"), True)]),
        menu("block", f"{where} (a friend's Menu)", USER, dropdown,
             [(t("user_info_sheet_block"), True)]),
        menu("harmless", f"{where} (a friend's Menu)", USER, dropdown,
             [(t("user_info_sheet_copy_id"), False)]),
        menu("opens-prompt", f"{where} (a friend's Menu)", USER, dropdown,
             [(t("user_info_sheet_report"), False)]),
        entry("harmless", "revolt FriendsScreen", friends, [(t("frends_new_group"), False)]),
        menu("delete", "revolt FriendsScreen (the overflow menu)", t("friends"), clear,
             [(t("friends_deny_all_incoming"), True)]),
    ]  # fmt: skip


def reports(t: Any) -> list[dict[str, Any]]:
    cancel, submit = t("report_cancel"), t("report_submit")

    def form(category: str, kind: str, buttons: list[tuple[str, bool | None]],
             preview: str) -> dict[str, Any]:  # fmt: skip
        items = ({"text": t(f"report_{kind}_preview")}, {"text": preview},
                 {"field": t("report_reason"), "text": ""},
                 {"field": t("report_reason_additional"),
                  "text": t("report_reason_additional_hint")})  # fmt: skip
        name = f"Report{kind.capitalize()}Dialog"
        return popup(
            category,
            f"revolt {name} (the reason)",
            f"#{CHANNEL}",
            t(f"report_{kind}_heading"),
            t(f"report_{kind}"),
            buttons,
            items,
        )

    no, block = t("report_block_no"), t("report_block_yes")

    def done(category: str, buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:
        return popup(category, "revolt ReportMessageDialog (reported)", f"#{CHANNEL}",
                     t("report_submit_success"), t("report_submit_thanks"), buttons,
                     ({"text": t("report_block_question")},))  # fmt: skip

    return [
        form("send", "message", [(cancel, None), (submit, True)], MESSAGE),
        form("harmless", "message", [(cancel, False), (submit, None)], MESSAGE),
        form("send", "server", [(cancel, None), (submit, True)], SERVER),
        form("harmless", "server", [(cancel, False), (submit, None)], SERVER),
        form("send", "user", [(cancel, None), (submit, True)], USER),
        done("block", [(no, None), (block, True)]),
        done("harmless", [(no, False), (block, None)]),
    ]
