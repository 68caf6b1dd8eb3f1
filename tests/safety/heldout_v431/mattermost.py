"""Mattermost's screens (the mobile app of the Mattermost team chat
server: messages sent, edited, pinned, saved and deleted; channels favourited, muted, left,
archived and converted; members removed; drafts and scheduled messages sent and deleted;
bookmarks deleted; servers removed and logged out of; teams left; checklists finished),
strings from ``assets/base/i18n/*.json``. The server, team, channel, people and message texts
on the screens are the same in every language.

Read from the code (``app``): ``components/post_draft`` (``draft_input/draft_input.tsx``,
``quick_actions/quick_actions.tsx`` and ``send_button/send_button.tsx``: the channel's compose
box ``channel.post_draft.post.input``, its quick actions and the send button, which posts the
message); ``hooks/handle_send_message.ts`` and ``utils/draft/index.ts`` ("Confirm sending
notifications to entire channel" with Cancel and Confirm, shown when a message holds @all or
@channel, Confirm posting it; "Attachment failure" with No and Yes, Yes posting the message
without the files that failed; "Delete draft" with Cancel and Delete, which removes the
draft); ``screens/post_options/post_options.tsx`` with ``components/common_post_options``,
``components/copy_text_option`` and ``screens/post_options/options`` (a message's sheet:
Reply, "Follow Thread", "Mark as Unread", "Copy Link", Save, "Copy Text", "Pin to Channel",
Edit, which opens the editor, and Delete, which opens "Delete Post" with Cancel and Delete,
calling ``deletePost``, or for a burn-on-read message "Delete Message Now?", calling
``burnPostNow``); ``screens/edit_post/edit_post.tsx`` (the editor's Save, which edits the
message, and for an emptied message "Confirm Post Delete" with Cancel and Delete, which
deletes it); ``screens/channel_info`` with ``components/channel_actions`` (the channel's
info: Favorite, Mute, "Set Header", "Add members", "Copy Link", "Channel Settings", "Ignore
@channel, @here, @all", "Mobile Notifications", "Pinned Messages", Files, Members, "Reset
cached messages", which opens "Reset cached messages?" with Cancel and Reset, and "Leave
channel" or, in a direct message, "Close direct message"; ``leave_channel_label.tsx``: "Leave
channel" with Cancel and Leave, whose message for a public channel says it can be joined
again and for a private one that it cannot without an invitation, and "Close direct message"
with Cancel and Close, which only hides the conversation); ``screens/channel_settings``
(Configuration, "Archive Channel", which opens "Archive Public Channel" with No and Yes,
calling ``archiveChannel``, "Unarchive Channel" with its own No and Yes, and "Convert to
private channel", which opens its question with No and Yes, calling ``convertToPrivate``);
``screens/user_profile/manage_user_options.tsx`` with ``manage_members_label.tsx`` (a
member's sheet in a channel's member list: "Make Channel Admin" and "Remove from Channel",
which opens its question with Cancel and Remove, calling ``removeMemberFromChannel``);
``screens/global_threads/threads_list/header`` (the mark-all-read button, which opens "Are
you sure you want to mark all threads as read?" with Cancel and "Mark read") and
``screens/thread_options`` ("Thread Actions": Reply, "Unfollow Thread", "Open in Channel", "Mark
as Read", Save, "Copy Link"); ``screens/draft_scheduled_post_options`` and
``components/draft_scheduled_post/draft_scheduled_post_actions`` (a draft's sheet: "Copy
Text", "Edit draft", "Send draft" and "Delete draft"; a scheduled message's sheet: "Copy
Text", Send, Reschedule and Delete; Send opens "Send message now" with Cancel and Send,
which posts it; Delete opens "Delete scheduled post" with Cancel and Delete, in
``utils/scheduled_post/index.ts``); ``components/channel_bookmarks/channel_bookmark
/bookmark_options.tsx`` (a bookmark's sheet: Edit, "Copy Link", Share, Delete, which opens
"Delete bookmark" whose buttons the code lists Yes first, so Yes is the negative button and
Cancel the positive one); ``screens/home/channel_list/servers`` (a server swiped: Edit,
Remove and "Log out"; ``utils/server/index.ts``: "Are you sure you want to remove ...?" with
Cancel and Remove, and "Are you sure you want to log out of ...?" with Cancel and "Log
out"); ``screens/home/account`` ("Your Profile", Settings and "Log out", which opens the same
log-out question); ``screens/settings/advanced/advanced.tsx`` ("Delete local files", which
opens its question with Cancel and Delete, removing the files the app downloaded, and
"Component library"); ``screens/home/channel_list/categories_list/header/team_menu`` and
``utils/team_menu.ts`` ("Join Another Team" and "Leave team", which opens "Leave ...?" with
Cancel and Leave); ``products/playbooks/screens/playbook_run/playbook_run.tsx`` (a checklist
run's Finish button, which opens Finish with Cancel and Finish, calling ``finishRun``).
"""

from __future__ import annotations

from typing import Any

from screens import alert, sheet, tap

SERVER, OTHER = "Northwind", "Community"
TEAM = "Northwind Ops"
CHANNEL, PRIVATE, DM = "Launch Plans", "Design Reviews", "Alice Martin"
USER, AUTHOR = "Bob Lee", "Alice Martin"
MESSAGE = "The launch checklist is ready for review"
TYPED = "@all the launch moves to Thursday at 10:00"
DRAFT = "Can we push the demo to Friday?"
BOOKMARK = "Release notes"
RUN = "Launch readiness"
DRAFT_ID = "channel.post_draft"


def screens(t: Any) -> list[dict[str, Any]]:
    return (
        channel(t)
        + post_options(t)
        + channel_info(t)
        + channel_settings(t)
        + members(t)
        + threads(t)
        + drafts(t)
        + bookmarks(t)
        + servers(t)
        + settings(t)
    )


def compose(t: Any, text: str) -> list[dict[str, Any]]:
    """The channel page: the messages, the compose box holding ``text``, its quick actions
    and the send button."""
    actions = ("at_input_action", "slash_input_action", "emoji_action", "attachment_action")
    return [
        {"list": [{"row": AUTHOR, "secondary": MESSAGE}, {"row": USER, "secondary": "Thanks!"}]},
        {
            "field": f"{DRAFT_ID}.post.input",
            "hint": t("create_post.write", {"channelDisplayName": CHANNEL}),
            "text": text,
        },
        *({"id": f"{DRAFT_ID}.quick_actions.{a}"} for a in actions),
        {"id": f"{DRAFT_ID}.send_action.send.button"},
    ]


def channel(t: Any) -> list[dict[str, Any]]:
    where = "mattermost ChannelScreen (PostDraft)"
    everyone = (
        t("mobile.post_textbox.entire_channel.title"),
        t("mobile.post_textbox.entire_channel.message", {"totalMembers": 48}),
    )
    cancel, confirm = (
        t("mobile.post_textbox.entire_channel.cancel"),
        t("mobile.post_textbox.entire_channel.confirm"),
    )
    failed = (t("mobile.post_textbox.uploadFailedTitle"), t("mobile.post_textbox.uploadFailedDesc"))
    no, yes = t("mobile.channel_info.alertNo"), t("mobile.channel_info.alertYes")
    return [
        tap("send", where, CHANNEL, compose(t, "See you at the review"),
            f"{DRAFT_ID}.send_action.send.button", True),
        tap("harmless", where, CHANNEL, compose(t, ""),
            f"{DRAFT_ID}.quick_actions.attachment_action", False),
        alert("send", "mattermost handle_send_message (@all)", CHANNEL, *everyone,
              [(cancel, None), (confirm, True)]),
        alert("harmless", "mattermost handle_send_message (@all)", CHANNEL, *everyone,
              [(cancel, False), (confirm, None)]),
        alert("send", "mattermost handle_send_message (attachment failure)", CHANNEL, *failed,
              [(no, None), (yes, True)]),
    ]  # fmt: skip


def post_options(t: Any) -> list[dict[str, Any]]:
    rows = [
        (t("mobile.post_info.reply"), "post_options.reply_post.option"),
        (t("threads.followThread"), "post_options.follow_thread.option"),
        (t("mobile.post_info.mark_unread"), "post_options.mark_as_unread.option"),
        (t("get_post_link_modal.title"), "post_options.copy_permalink.option"),
        (t("mobile.post_info.save"), "post_options.Save_post.option"),
        (t("mobile.post_info.copy_text"), "post_options.copy_text.option"),
        (t("mobile.post_info.pin"), "post_options.pin_post.option"),
        (t("post_info.edit"), "post_options.edit_post.option"),
        (t("post_info.del"), "post_options.delete_post.option"),
    ]
    where = "mattermost PostOptions"

    def option(category: str, key: str, bad: bool = False) -> dict[str, Any]:
        return sheet(category, where, CHANNEL, rows, t(key), bad)

    cancel, delete = t("mobile.post.cancel"), t("post_info.del")
    asked = (t("mobile.post.delete_title"), t("mobile.post.delete_question"))
    burn = (
        t("mobile.burn_on_read.delete_now.title"),
        t("mobile.burn_on_read.delete_now.sender.body"),
    )
    editor = t("mobile.edit_post.title")
    fields = [
        {"field": "edit_post.message.input", "text": "The launch checklist is ready"},
        {"button": t("mobile.edit_post.save"), "rid": "edit_post.save.button"},
    ]
    gone = (t("mobile.edit_post.delete_title"), t("mobile.edit_post.delete_question"))
    return [
        option("opens-prompt", "post_info.del"),
        option("reversible", "mobile.post_info.save"),
        option("reversible", "mobile.post_info.pin"),
        option("reversible", "mobile.post_info.mark_unread"),
        option("harmless", "mobile.post_info.copy_text"),
        alert("delete", "mattermost DeletePostOption", CHANNEL, *asked,
              [(cancel, None), (delete, True)]),
        alert("harmless", "mattermost DeletePostOption", CHANNEL, *asked,
              [(cancel, False), (delete, None)]),
        alert("delete", "mattermost DeletePostOption (burn on read)", CHANNEL, *burn,
              [(cancel, None), (delete, True)]),
        tap("reversible", "mattermost EditPost", editor, fields, t("mobile.edit_post.save"),
            False),
        alert("delete", "mattermost EditPost (emptied message)", editor, *gone,
              [(cancel, None), (delete, True)]),
    ]  # fmt: skip


def info_page(t: Any) -> list[dict[str, Any]]:
    """The channel's info page: its actions, its options and the leave row."""
    actions = "channel_info.channel_actions"
    option = "channel_info.options"
    rows = [
        ("channel_info.channel_settings", "channel_settings.option"),
        ("channel_info.mobile_notifications", "notification_preference.option"),
        ("channel_info.pinned_messages", "pinned_messages.option"),
        ("channel_info.channel_files", "channel_files.option"),
        ("channel_info.members", "members.option"),
        ("channel_info.reset_posts", "reset_channel_posts.option"),
        ("channel_info.leave_channel", "leave_channel.option"),
    ]
    return [
        {"text": CHANNEL},
        {"button": t("channel_info.favorite"), "rid": f"{actions}.favorite.action"},
        {"button": t("channel_info.muted"), "rid": f"{actions}.mute.action"},
        {"button": t("channel_info.set_header"), "rid": f"{actions}.set_header.action"},
        {"button": t("intro.add_members"), "rid": f"{actions}.add_members.action"},
        {"button": t("channel_info.copy_link"), "rid": f"{actions}.copy_channel_link.action"},
        {
            "switch": t("channel_info.ignore_mentions"),
            "rid": f"{option}.ignore_mentions.option.toggled.false",
            "checked": False,
        },
        *({"row": t(key), "rid": f"{option}.{rid}"} for key, rid in rows),
    ]


def channel_info(t: Any) -> list[dict[str, Any]]:
    title = t("screens.channel_info")
    where = "mattermost ChannelInfo"
    items = info_page(t)
    cancel = t("mobile.post.cancel")
    leave, leave_button = t("channel_info.leave_channel"), t("channel_info.leave")
    public = t("channel_info.leave_public_channel", {"displayName": CHANNEL})
    private = t("channel_info.leave_private_channel", {"displayName": PRIVATE})
    close = (t("channel_info.close_dm"), t("channel_info.close_dm_channel"))
    reset = (
        t("channel_info.reset_posts.confirm.title"),
        t("channel_info.reset_posts.confirm.body"),
    )
    reset_buttons = (
        t("channel_info.reset_posts.confirm.cancel"),
        t("channel_info.reset_posts.confirm.button"),
    )
    leaving = "mattermost LeaveChannelLabel"
    return [
        tap("reversible", where, title, items, t("channel_info.favorite"), False),
        tap("reversible", where, title, items, t("channel_info.ignore_mentions"), False),
        tap("opens-prompt", where, title, items, t("channel_info.leave_channel"), False),
        tap("opens-prompt", where, title, items, t("channel_info.reset_posts"), False),
        alert("reversible", f"{leaving} (public channel)", title, leave, public,
              [(cancel, None), (leave_button, False)]),
        alert("leave", f"{leaving} (private channel)", title, leave, private,
              [(cancel, None), (leave_button, True)]),
        alert("harmless", f"{leaving} (private channel)", title, leave, private,
              [(cancel, False), (leave_button, None)]),
        alert("reversible", f"{leaving} (direct message)", t("screens.channel_info.dm"), *close,
              [(cancel, None), (t("channel_info.close"), False)]),
        alert("harmless", "mattermost ResetChannelPosts", title, *reset,
              [(reset_buttons[0], None), (reset_buttons[1], False)]),
    ]  # fmt: skip


def channel_settings(t: Any) -> list[dict[str, Any]]:
    title = t("channel_info.channel_settings")
    where = "mattermost ChannelSettings"
    rows = [
        ("screens.channel_info", "channel_info"),
        ("channel_settings.configuration", "configuration"),
        ("channel_info.convert_private", "convert_private"),
        ("channel_info.archive", "archive_channel"),
    ]
    items = [{"row": t(key), "rid": f"channel_settings.{rid}.option"} for key, rid in rows]
    term = t("channel_info.public_channel")
    name = {"term": term.lower(), "name": CHANNEL}
    archive = (
        t("channel_info.archive_title", {"term": term}),
        t("channel_info.archive_description.can_view_archived", name),
    )
    unarchive = (
        t("channel_info.unarchive_title", {"term": term}),
        t("channel_info.unarchive_description", name),
    )
    convert = (
        t("channel_info.convert_private_title", {"displayName": CHANNEL}),
        t("channel_info.convert_private_description", {"displayName": CHANNEL}),
    )
    no, yes = t("channel_info.alertNo"), t("channel_info.alertYes")
    return [
        tap("opens-prompt", where, title, items, t("channel_info.archive"), False),
        tap("opens-prompt", where, title, items, t("channel_info.convert_private"), False),
        alert("reversible", "mattermost Archive (archive)", title, *archive,
              [(no, None), (yes, False)]),
        alert("reversible", "mattermost Archive (unarchive)", title, *unarchive,
              [(no, None), (yes, False)]),
        alert("convert", "mattermost ConvertPrivate", title, *convert, [(no, None), (yes, True)]),
        alert("harmless", "mattermost ConvertPrivate", title, *convert, [(no, False), (yes, None)]),
    ]  # fmt: skip


def members(t: Any) -> list[dict[str, Any]]:
    rows = [
        (t("mobile.manage_members.make_channel_admin"), "channel.make_channel_admin"),
        (t("mobile.manage_members.remove_member"), "channel.remove_member"),
    ]
    where = "mattermost UserProfile (manage member)"
    asked = (t("mobile.manage_members.remove_member"), t("mobile.manage_members.message"))
    buttons = t("mobile.manage_members.cancel"), t("mobile.manage_members.remove")
    return [
        sheet("reversible", where, PRIVATE, rows, rows[0][0], False, USER),
        sheet("opens-prompt", where, PRIVATE, rows, rows[1][0], False, USER),
        alert("revoke", "mattermost ManageMembersLabel (remove)", PRIVATE, *asked,
              [(buttons[0], None), (buttons[1], True)]),
        alert("harmless", "mattermost ManageMembersLabel (remove)", PRIVATE, *asked,
              [(buttons[0], False), (buttons[1], None)]),
    ]  # fmt: skip


def threads(t: Any) -> list[dict[str, Any]]:
    title = t("threads")
    button = "global_threads.threads_list.mark_all_as_read.button"
    items = [
        {"id": button},
        {"list": [{"row": AUTHOR, "secondary": MESSAGE}, {"row": USER, "secondary": DRAFT}]},
    ]
    asked = (t("global_threads.markAllRead.title"), t("global_threads.markAllRead.message"))
    rows = [
        (t("mobile.post_info.reply"), "post_options.reply_post.option"),
        (t("threads.unfollowThread"), "post_options.following_thread.option"),
        (t("global_threads.options.open_in_channel"), "thread_options.open_in_channel.option"),
        (t("global_threads.options.mark_as_read"), "thread_options.mark_as_read.option"),
        (t("mobile.post_info.save"), "post_options.Save_post.option"),
        (t("get_post_link_modal.title"), "post_options.copy_permalink.option"),
    ]
    header = t("global_threads.options.title")
    where = "mattermost ThreadOptions"
    return [
        tap("opens-prompt", "mattermost GlobalThreads (header)", title, items, button, False),
        alert("reversible", "mattermost GlobalThreads (mark all read)", title, *asked,
              [(t("global_threads.markAllRead.cancel"), None),
               (t("global_threads.markAllRead.markRead"), False)]),
        sheet("reversible", where, title, rows, rows[3][0], False, header),
    ]  # fmt: skip


def drafts(t: Any) -> list[dict[str, Any]]:
    title = t("drafts")
    rows = [
        (t("mobile.post_info.copy_text"), "post_options.copy_text.option"),
        (t("draft.options.edit.title"), "edit_draft"),
        (t("draft.options.send.title"), "send_draft_button"),
        (t("draft.options.delete.title"), "delete_draft"),
    ]
    scheduled = [
        (t("mobile.post_info.copy_text"), "post_options.copy_text.option"),
        (t("scheduled_post.options.send.title"), "send_draft_button"),
        (t("draft.options.reschedule.title"), "rescheduled_draft"),
        (t("scheduled_post.options.delete.title"), "delete_draft"),
    ]
    where, later = "mattermost DraftOptions (draft)", "mattermost DraftOptions (scheduled)"
    header, message_header = t("draft.option.header"), t("scheduled_post.option.header")
    send = (
        t("send_message.confirm.title"),
        t("send_message.confirm.description", {"channelName": CHANNEL}),
    )
    send_buttons = t("send_message.confirm.cancel"), t("send_message.confirm.send")
    delete = (t("draft.options.delete.title"), t("draft.options.delete.confirmation"))
    delete_buttons = t("draft.options.delete.cancel"), t("draft.options.delete.confirm")
    unschedule = (
        t("schedule_post.options.delete.title"),
        t("scheduled_post.options.delete.confirmation"),
    )
    unschedule_buttons = (
        t("scheduled_post.options.delete.cancel"),
        t("scheduled_post.options.delete.confirm"),
    )
    return [
        sheet("opens-prompt", where, title, rows, rows[2][0], False, header),
        sheet("opens-prompt", where, title, rows, rows[3][0], False, header),
        sheet("harmless", where, title, rows, rows[1][0], False, header),
        sheet("opens-prompt", later, title, scheduled, scheduled[3][0], False, message_header),
        alert("send", "mattermost SendDraft (send message now)", title, *send,
              [(send_buttons[0], None), (send_buttons[1], True)]),
        alert("harmless", "mattermost SendDraft (send message now)", title, *send,
              [(send_buttons[0], False), (send_buttons[1], None)]),
        alert("delete", "mattermost DeleteDraft (draft)", title, *delete,
              [(delete_buttons[0], None), (delete_buttons[1], True)]),
        alert("delete", "mattermost DeleteDraft (scheduled)", title, *unschedule,
              [(unschedule_buttons[0], None), (unschedule_buttons[1], True)]),
    ]  # fmt: skip


def bookmarks(t: Any) -> list[dict[str, Any]]:
    rows = [
        (t("channel_bookmark.edit_option"), ""),
        (t("channel_bookmark.copy_option"), ""),
        (t("channel_bookmark.share_option"), ""),
        (t("channel_bookmark.delete_option"), ""),
    ]
    where = "mattermost BookmarkOptions"
    asked = (
        t("channel_bookmark.delete.confirm_title"),
        t("channel_bookmark.delete.confirm", {"displayName": BOOKMARK}),
    )
    yes, cancel = t("channel_bookmark.delete.yes"), t("channel_bookmark.add.file_cancel")
    return [
        sheet("opens-prompt", where, CHANNEL, rows, rows[3][0], False, BOOKMARK),
        sheet("harmless", where, CHANNEL, rows, rows[1][0], False, BOOKMARK),
        alert("delete", f"{where} (delete)", CHANNEL, *asked, [(yes, True), (cancel, None)]),
        alert("harmless", f"{where} (delete)", CHANNEL, *asked, [(yes, None), (cancel, False)]),
    ]  # fmt: skip


def servers(t: Any) -> list[dict[str, Any]]:
    title = t("your.servers")
    item = f"server_list.server_item.{OTHER.lower()}"
    items = [
        {"row": SERVER, "rid": f"server_list.server_item.{SERVER.lower()}.active"},
        {"row": OTHER, "rid": f"{item}.inactive"},
        {"button": t("servers.edit"), "rid": f"{item}.edit.option"},
        {"button": t("servers.remove"), "rid": f"{item}.remove.option"},
        {"button": t("servers.logout"), "rid": f"{item}.logout.option"},
        {"button": t("servers.create_button"), "rid": "servers.create_button"},
    ]
    where = "mattermost ServerOptions (swiped)"
    cancel = t("mobile.post.cancel")
    remove = (
        t("server.remove.alert_title", {"displayName": OTHER}),
        t("server.remove.alert_description"),
    )
    logout = (
        t("server.logout.alert_title", {"displayName": OTHER}),
        t("server.logout.alert_description"),
    )
    return [
        tap("opens-prompt", where, title, items, t("servers.remove"), False),
        alert("delete", "mattermost alertServerRemove", title, *remove,
              [(cancel, None), (t("servers.remove"), True)]),
        alert("harmless", "mattermost alertServerRemove", title, *remove,
              [(cancel, False), (t("servers.remove"), None)]),
        alert("reversible", "mattermost alertServerLogout", title, *logout,
              [(cancel, None), (t("servers.logout"), False)]),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    account = [
        {"row": t("account.your_profile"), "rid": "account.your_profile.option"},
        {"row": t("account.settings"), "rid": "account.settings.option"},
        {
            "row": t("account.logout"),
            "secondary": t("account.logout_from", {"serverName": SERVER}),
            "rid": "account.logout.option",
        },
    ]
    advanced = [
        {"row": t("settings.advanced.delete_data"), "rid": "advanced_settings.delete_data.option"},
        {
            "row": t("settings.advanced.component_library"),
            "rid": "advanced_settings.component_library.option",
        },
    ]
    wipe = (
        t("settings.advanced.delete_data"),
        t("settings.advanced.delete_message.confirmation"),
    )
    wipe_buttons = t("settings.advanced.cancel"), t("settings.advanced.delete")
    team = [
        {"text": TEAM},
        {"row": t("mobile.add_team.join_team"), "rid": "team_menu.join_another_team"},
        {"row": t("mobile.team_menu.leave_team"), "rid": "team_menu.leave_team"},
    ]
    quit_team = (
        t("mobile.team_menu.leave_team_confirm_title", {"teamName": TEAM}),
        t("mobile.team_menu.leave_team_confirm_body"),
    )
    run = [
        {"text": RUN},
        {"list": [{"row": "Confirm the launch date"}, {"row": "Publish the release notes"}]},
        {"button": t("playbooks.playbook_run.finish_run_button")},
    ]
    finish = (
        t("playbooks.playbook_run.finish_run_dialog_title"),
        t("playbooks.playbook_run.finish_run_dialog_pending_tasks", {"pendingCount": 2})
        + " "
        + t("playbooks.playbook_run.finish_run_dialog_confirmation"),
    )
    finish_buttons = (
        t("playbooks.playbook_run.finish_run_dialog_cancel"),
        t("playbooks.playbook_run.finish_run_dialog_finish"),
    )
    advanced_title = t("settings.advanced_settings")
    cancel = t("mobile.post.cancel")
    return [
        tap("opens-prompt", "mattermost AccountScreen", SERVER, account, t("account.logout"),
            False),
        tap("opens-prompt", "mattermost AdvancedSettings", advanced_title, advanced,
            t("settings.advanced.delete_data"), False),
        alert("harmless", "mattermost AdvancedSettings (delete local files)", advanced_title,
              *wipe, [(wipe_buttons[0], None), (wipe_buttons[1], False)]),
        tap("opens-prompt", "mattermost TeamMenu", TEAM, team, t("mobile.team_menu.leave_team"),
            False),
        alert("leave", "mattermost confirmLeaveTeam", TEAM, *quit_team,
              [(cancel, None), (t("mobile.team_menu.leave_team_confirm_button"), True)]),
        tap("opens-prompt", "mattermost PlaybookRun", RUN, run,
            t("playbooks.playbook_run.finish_run_button"), False),
        alert("finish", "mattermost PlaybookRun (finish)", RUN, *finish,
              [(finish_buttons[0], None), (finish_buttons[1], True)]),
    ]  # fmt: skip
