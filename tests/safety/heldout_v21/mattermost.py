"""Mattermost's screens for the twenty-first held-out corpus: ``screens(t)`` lays them out
in one language, ``t(key, **values)`` being that language's catalogue lookup. What each
action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api/v4"
ME = "k7wq3xh5cfgmbrn1ts9pyzd4ae"
TEAM = "9xr3wbzuqif8tp7dkhm5n1oc4y"
PUB = "h1jd6rbc3fgkq8yxwp5zu7nm2e"
PRIV = "w5tc2mzk8dqh4ynf1bxr7gpj3u"
DM = "b8nq2xtr5kzd3mw7fjh1yc6pge"
OLD = "r6mh9cwd2tkb5qzn8xfj4ya1ps"
POST = "3ukw8pdhyfn5jz1qbxrm7ac4to"
PINNED = "6tqz1mxw9bdc4rkh7ypn3fje8s"
FAVORITES = f"favorites_{ME}_{TEAM}"
CHANNEL, PRIVATE, PERSON, ARCHIVED = "Release planning", "Payroll", "Jamie Lee", "Launch 2025"
MESSAGE = "Deploy starts at 17:00 today."
Act = tuple[dict[str, Any], bool, list[Any]]


def send(method: str, path: str, body: Any = None) -> Any:
    """One Client4 call: the method and route under /api/v4, with the body ``JSON.stringify``
    writes (none where the method passes none)."""
    if body is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}",
            "body": json.dumps(body, ensure_ascii=False, separators=(",", ":"))}  # fmt: skip


def post(channel: str, message: str) -> Any:
    """Sending a message: the post the composer builds, as Client4.createPost posts it."""
    return send("POST", "/posts", {"channel_id": channel, "message": message, "root_id": "",
                                   "file_ids": [], "props": {}, "metadata": {}})  # fmt: skip


def notify(channel: str, level: str) -> Any:
    """Mute (``mention``) or unmute (``all``): the channel member's notify props."""
    return send("PUT", f"/channels/{channel}/members/{ME}/notify_props",
                {"user_id": ME, "channel_id": channel, "mark_unread": level})  # fmt: skip


def tap(label: str) -> dict[str, Any]:
    return {"tap": label}


def post_screens(t: Any) -> list[dict[str, Any]]:
    """A post's hover bar, its "..." menu (own post; a pinned post), the emoji picker,
    the inline editor and the delete confirmation."""
    hover = [{"text": MESSAGE}, {"icon": t("post_info.tooltip.add_reactions")},
             {"icon": t("post_info.comment_icon.tooltip.reply")},
             {"icon": t("post_info.dot_menu.tooltip.more")}]  # fmt: skip
    keys = ("reply", "unread", "post_reminder.menu", "pin", "permalink", "edit", "copy", "del")
    menu = [{"menu": t(f"post_info.{key}")} for key in keys]
    pinned = [{"menu": t(f"post_info.{key}")} for key in ("reply", "unread", "unpin", "permalink")]
    delete = {"title": t("delete_post.confirm_post"), "message": t("delete_post.question_post")}
    return [
        _entry("opens-prompt", "post hover bar", {"title": CHANNEL, "items": hover}, [
            (tap(t("post_info.tooltip.add_reactions")), False, []),
            (tap(t("post_info.comment_icon.tooltip.reply")), False, []),
            (tap(t("post_info.dot_menu.tooltip.more")), False, [])]),
        _entry("reversible", "post menu", {"title": CHANNEL, "dialog": {}, "items": menu}, [
            (tap(t("post_info.unread")), False, [send(
                "POST", f"/users/{ME}/posts/{POST}/set_unread",
                {"collapsed_threads_supported": True})]),
            (tap(t("post_info.pin")), False, [send("POST", f"/posts/{POST}/pin")])]),
        _entry("opens-prompt", "post menu (open, copy)",
               {"title": CHANNEL, "dialog": {}, "items": menu}, [
            (tap(t(f"post_info.{key}")), False, [])
            for key in ("reply", "post_reminder.menu", "edit", "del", "permalink", "copy")]),
        _entry("reversible", "pinned post menu", {"title": CHANNEL, "dialog": {}, "items": pinned},
               [(tap(t("post_info.unpin")), False, [send("POST", f"/posts/{PINNED}/unpin")])]),
        _entry("reversible", "emoji picker", {"title": CHANNEL, "dialog": {}, "items": [
            {"button": "thumbsup"}, {"button": "white_check_mark"}, {"button": "tada"}]},
               [(tap("thumbsup"), False, [send("POST", "/reactions", {
                   "user_id": ME, "post_id": POST, "emoji_name": "thumbsup"})])]),
        _entry("reversible", "inline editor", {"title": CHANNEL, "items": [
            {"field": "edit_textbox", "text": "Deploy starts at 18:00 today.", "focused": True}]},
               [({"enter": True}, False, [send("PUT", f"/posts/{POST}/patch", {
                   "id": POST, "message": "Deploy starts at 18:00 today."})])]),
        _entry("delete", "delete post dialog", {"title": CHANNEL, "dialog": delete, "items": [
            {"button": t("delete_post.cancel")}, {"button": t("delete_post.del")}]},
               [(tap(t("delete_post.del")), True, [send("DELETE", f"/posts/{POST}")]),
                (tap(t("delete_post.cancel")), False, [])]),
    ]  # fmt: skip


def compose_screens(t: Any) -> list[dict[str, Any]]:
    """The message box of a channel and of a direct message, and a draft's "send now"."""
    text = "Deploy moved to 18:00, please hold merges."
    box = [{"text": MESSAGE},
           {"field": "post_textbox", "hint": t("create_post.write", channelDisplayName=CHANNEL),
            "text": text, "focused": True},
           {"button": t("create_post_button.option.send_now")}]  # fmt: skip
    direct = [{"field": "post_textbox", "hint": t("create_post.write", channelDisplayName=PERSON),
               "text": "Can you approve the budget today?", "focused": True}]  # fmt: skip
    draft = {"title": t("drafts.confirm.send.title"),
             "message": t("drafts.confirm.send.text", displayName=CHANNEL)}  # fmt: skip
    return [
        _entry("send", "message box", {"title": CHANNEL, "items": box}, [
            ({"enter": True}, True, [post(PUB, text)]),
            (tap(t("create_post_button.option.send_now")), True, [post(PUB, text)])]),
        _entry("send", "direct message box", {"title": PERSON, "items": direct}, [
            ({"enter": True}, True, [post(DM, "Can you approve the budget today?")])]),
        _entry("send", "send draft dialog", {"title": CHANNEL, "dialog": draft, "items": [
            {"button": t("drafts.confirm.send.button")}]},
               [(tap(t("drafts.confirm.send.button")), True, [
                   post(PUB, "Quarterly numbers are attached.")])]),
    ]  # fmt: skip


def channel_menu_screens(t: Any) -> list[dict[str, Any]]:
    """The channel header menu of a public, a muted favourite, a private, a direct and an
    archived channel."""
    info, leave, archive = (t("channel_header.openChannelInfo"), t("channel_header.leave"),
                            t("channel_header.delete"))  # fmt: skip
    favorites = f"/users/{ME}/teams/{TEAM}/channels/categories/{FAVORITES}"
    public = [
        {"menu": info},
        {"menu": t("channel_header.mute")},
        {"menu": t("channelHeader.addToFavorites")},
        {"menu": t("channel_header.pinnedPosts")},
        {"menu": leave},
        {"menu": archive},
    ]
    muted = [
        {"menu": info},
        {"menu": t("channel_header.unmute")},
        {"menu": t("channelHeader.removeFromFavorites")},
        {"menu": leave},
        {"menu": archive},
    ]
    return [
        _entry("reversible", "channel menu", {"title": CHANNEL, "dialog": {}, "items": public}, [
            (tap(t("channel_header.mute")), False, [notify(PUB, "mention")]),
            (tap(t("channelHeader.addToFavorites")), False, [send("PUT", favorites)])]),
        _entry("leave", "channel menu (leave)", {"title": CHANNEL, "dialog": {}, "items": public},
               [(tap(leave), False, [send("DELETE", f"/channels/{PUB}/members/{ME}")])]),
        _entry("opens-prompt", "channel menu (open)",
               {"title": CHANNEL, "dialog": {}, "items": public},
               [(tap(info), False, []), (tap(t("channel_header.pinnedPosts")), False, []),
                (tap(archive), False, [])]),
        _entry("reversible", "channel menu (muted, favourite)",
               {"title": CHANNEL, "dialog": {}, "items": muted}, [
            (tap(t("channel_header.unmute")), False, [notify(PUB, "all")]),
            (tap(t("channelHeader.removeFromFavorites")), False, [send("PUT", favorites)])]),
        _entry("opens-prompt", "private channel menu", {"title": PRIVATE, "dialog": {}, "items": [
            {"menu": info}, {"menu": t("channel_header.mute")}, {"menu": leave}]},
               [(tap(leave), False, [])]),
        _entry("reversible", "direct message menu", {"title": PERSON, "dialog": {}, "items": [
            {"menu": info}, {"menu": t("channel_header.muteConversation")}]},
               [(tap(t("channel_header.muteConversation")), False, [notify(DM, "mention")])]),
        _entry("opens-prompt", "archived channel menu", {"title": ARCHIVED, "dialog": {}, "items": [
            {"menu": info}, {"menu": t("channel_header.unarchive")}]},
               [(tap(t("channel_header.unarchive")), False, [])]),
    ]  # fmt: skip


def dialog_screens(t: Any) -> list[dict[str, Any]]:
    """The archive and leave confirmations and the team invite dialog."""
    archive = {
        "title": t("delete_channel.confirm"),
        "message": t("deleteChannelModal.confirmArchive", display_name=CHANNEL),
    }
    leave = {
        "title": t("leave_private_channel_modal.title", channel=PRIVATE),
        "message": t("leave_private_channel_modal.message", channel=PRIVATE),
    }
    invite = {"title": t("invite_modal.title", inviteType=t("invite_modal.people"))}
    email = "jamie.lee@example.org"
    return [
        _entry("reversible", "archive channel dialog", {"title": CHANNEL, "dialog": archive,
                                                        "items": [
            {"button": t("delete_channel.cancel")}, {"button": t("delete_channel.del")}]},
               [(tap(t("delete_channel.del")), False, [send("DELETE", f"/channels/{PUB}")]),
                (tap(t("delete_channel.cancel")), False, [])]),
        _entry("leave", "leave private channel dialog", {"title": PRIVATE, "dialog": leave,
                                                         "items": [
            {"button": t("leave_private_channel_modal.leave")}]},
               [(tap(t("leave_private_channel_modal.leave")), True, [
                   send("DELETE", f"/channels/{PRIV}/members/{ME}")])]),
        _entry("invite", "invite dialog", {"title": CHANNEL, "dialog": invite, "items": [
            {"text": t("invite_modal.to")},
            {"field": "emails", "hint": t("invite_modal.add_invites"), "text": email},
            {"button": t("invite_modal.copy_link")}, {"button": t("invite_modal.invite")}]},
               [(tap(t("invite_modal.invite")), True, [
                   send("POST", f"/teams/{TEAM}/invite/email?graceful=true", [email])]),
                (tap(t("invite_modal.copy_link")), False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*post_screens(t), *compose_screens(t), *channel_menu_screens(t), *dialog_screens(t)]


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{**action, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for action, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"mattermost {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip
