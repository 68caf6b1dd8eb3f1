"""NodeBB's screens for the hundred-and-eighty-fifth held-out corpus: ``screens(t)`` lays them
out in one language, ``t(key, *args)`` being that language's lookup of a ``namespace:key`` of
the app's ``public/language/<lang>/*.json`` catalogues. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api/v3"
WS = "WEBSOCKET wss://app.example/socket.io/?EIO=4&transport=websocket"
ME, BOB, BOB_NAME, ME_NAME = 4, 9, "bob", "alice"
TID, PID, MY_PID, CID, TO_CID = 42, 311, 312, 3, 5
TOPIC = "Moving our meetup to Thursdays"
ROOM, ROOM_NAME, MID = 7, "Meetup planning", 901
NID = "new_post:tid:42:pid:315:uid:9"
NID_URL = "new_post%3Atid%3A42%3Apid%3A315%3Auid%3A9"  # encodeURIComponent
SESSION = "6f1c2a9e-3b7d-4e8f-9a1b-2c3d4e5f6a7b"
UUID = "b0f7c2de-5a41-4c3e-8d2f-7e9a1c6b3f20"  # the composer's post_uuid, made up
REPLY_TEXT, CHAT_TEXT = "Thursday works for me.", "See you at 7!"
Act = tuple[str, bool, list[Any]]


def dumps(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def api(method: str, path: str, data: Any = None) -> Any:
    """modules/api.js: a fetch to ``/api/v3<path>``; a body is JSON.stringify's (an
    ``undefined`` one sends none, ``{}`` sends ``{}``)."""
    if data is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}", "body": dumps(data)}


def ws(ack: int, event: str, data: Any) -> dict[str, str]:
    """socket.emit with a callback: a socket.io event message carrying an ack id."""
    return {"request": WS, "body": f"42{ack}{dumps([event, data])}", "via": "websocket"}


def link(path: str) -> dict[str, str]:
    """An ``<a href>`` page load (ajaxify fetches the page's data, the browser shows it)."""
    return {"request": f"GET {path}", "via": "link"}


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": bad, "sends": copy.deepcopy(sends)}
             for label, bad, sends in acts]  # fmt: skip
    return {"category": category, "source": f"nodebb {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def popup(title: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open Bootstrap dropdown over its page."""
    return {"title": title, "dialog": {}, "items": items}


def modal(title: str, dialog: dict[str, str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """A bootbox or Bootstrap modal over its page (the page's title above)."""
    return {"title": title, "dialog": dialog, "items": items}


def confirm(t: Any, title: str, message: str) -> dict[str, Any]:
    """modals.confirm: bootbox.confirm with the app's Cancel and Confirm."""
    return modal(
        title,
        {"message": message},
        [{"button": t("modules:bootbox.cancel")}, {"button": t("modules:bootbox.confirm")}],
    )


def confirm_acts(t: Any, bad: bool, sends: list[Any]) -> list[Act]:
    """A confirmation's Confirm (its Cancel only closes it and is not tapped)."""
    return [(t("modules:bootbox.confirm"), bad, sends)]


def topic_screens(t: Any) -> list[dict[str, Any]]:
    """A topic: a post's bar, the topic's bar, the watch menu, the post and topic tools menus
    (as a global moderator sees them), their confirmations and modals."""
    post = {"title": TOPIC, "items": [
        {"text": BOB_NAME}, {"text": "How about Thursday at 7?"},
        {"link": t("topic:reply")}, {"link": t("topic:quote")},
        {"link": "⬆", "desc": t("topic:upvote-post")}, {"text": "3"},
        {"link": "⬇", "desc": t("topic:downvote-post")},
        {"link": "⋮", "desc": t("topic:post-tools")}]}  # fmt: skip
    bar = {"title": TOPIC, "items": [
        {"button": t("topic:reply")}, {"button": "▾", "desc": t("topic:reply-options")},
        {"button": t("topic:watching")}, {"button": t("topic:mark-unread")},
        {"button": "⚙", "desc": t("topic:thread-tools.title")}]}  # fmt: skip
    watch = popup(TOPIC, [
        {"menu": t("topic:watching")}, {"text": t("topic:watching.description")},
        {"menu": t("topic:not-watching")}, {"text": t("topic:not-watching.description")},
        {"menu": t("topic:ignoring")}, {"text": t("topic:ignoring.description")}])  # fmt: skip
    tools = popup(TOPIC, [
        {"menu": t("topic:edit")}, {"menu": t("topic:delete")}, {"menu": t("topic:move")},
        {"menu": t("topic:change-owner")}, {"menu": t("topic:view-history")},
        {"menu": t("topic:bookmark")}, {"menu": t("topic:copy-permalink")},
        {"menu": t("topic:flag-post")}, {"menu": t("topic:flag-user")}])  # fmt: skip
    deleted = popup(TOPIC, [
        {"menu": t("topic:restore")}, {"menu": t("topic:purge")},
        {"menu": t("topic:view-history")}])  # fmt: skip
    flag = modal(TOPIC, {"title": t("flags:modal-title")}, [
        {"radio": t("flags:modal-reason-spam"), "checked": False},
        {"radio": t("flags:modal-reason-offensive"), "checked": False},
        {"radio": t("flags:modal-reason-other"), "checked": False},
        {"field": "flag-reason-custom", "hint": t("flags:modal-reason-custom"), "text": ""},
        {"button": t("global:buttons.close")}, {"button": t("flags:modal-submit")}])  # fmt: skip
    flag_spam = copy.deepcopy(flag)
    flag_spam["items"][0]["checked"] = True
    topic_tools = popup(TOPIC, [
        {"menu": t("topic:thread-tools.lock")}, {"menu": t("topic:thread-tools.pin")},
        {"menu": t("topic:thread-tools.move")}, {"menu": t("topic:thread-tools.merge")},
        {"menu": t("topic:thread-tools.fork")}, {"menu": t("topic:thread-tools.tag")},
        {"menu": t("topic:thread-tools.move-posts")},
        {"menu": t("topic:thread-tools.markAsUnreadForAll")},
        {"menu": t("topic:thread-tools.delete")},
        {"menu": t("topic:thread-tools.delete-posts")}])  # fmt: skip
    topic_deleted = popup(
        TOPIC,
        [
            {"menu": t("topic:thread-tools.unlock")},
            {"menu": t("topic:thread-tools.unpin")},
            {"menu": t("topic:thread-tools.restore")},
            {"menu": t("topic:thread-tools.purge")},
        ],
    )
    post_path = f"/posts/{PID}"
    flag_body = {"type": "post", "id": str(PID), "reason": t("flags:modal-reason-spam"),
                 "notifyRemote": False}  # fmt: skip
    return [
        entry(
            "reversible",
            "topic post bar",
            post,
            [
                (t("topic:reply"), False, []),
                (t("topic:quote"), False, [api("GET", f"{post_path}/raw")]),
                (t("topic:upvote-post"), False, [api("PUT", f"{post_path}/vote", {"delta": 1})]),
                (t("topic:post-tools"), False, [ws(11, "posts.loadPostTools", {"pid": str(PID)})]),
            ],
        ),
        entry(
            "reversible",
            "topic bar",
            bar,
            [
                (t("topic:reply"), False, []),
                (t("topic:mark-unread"), False, [api("DELETE", f"/topics/{TID}/read", {})]),
                (
                    t("topic:thread-tools.title"),
                    False,
                    [ws(12, "topics.loadTopicTools", {"tid": TID, "cid": CID})],
                ),
            ],
        ),
        entry(
            "reversible",
            "topic watch menu",
            watch,
            [
                (t("topic:watching"), False, [api("PUT", f"/topics/{TID}/follow", {})]),
                (t("topic:ignoring"), False, [api("PUT", f"/topics/{TID}/ignore", {})]),
            ],
        ),
        entry(
            "opens-prompt",
            "post tools menu",
            tools,
            [
                (t("topic:edit"), False, [ws(13, "plugins.composer.push", str(PID))]),
                (t("topic:delete"), False, []),
                (t("topic:bookmark"), False, [api("PUT", f"{post_path}/bookmark")]),
                (t("topic:flag-post"), False, []),
            ],
        ),
        entry(
            "reversible",
            "post delete confirmation",
            confirm(t, TOPIC, t("topic:post-delete-confirm")),
            confirm_acts(t, False, [api("DELETE", f"{post_path}/state")]),
        ),
        entry(
            "opens-prompt",
            "deleted post tools menu",
            deleted,
            [(t("topic:restore"), False, []), (t("topic:purge"), False, [])],
        ),
        entry(
            "delete",
            "post purge confirmation",
            confirm(t, TOPIC, t("topic:post-purge-confirm")),
            confirm_acts(t, True, [api("DELETE", post_path)]),
        ),
        entry(
            "send",
            "flag post modal (reason chosen)",
            flag_spam,
            [(t("flags:modal-submit"), True, [api("POST", "/flags", flag_body)])],
        ),
        entry(
            "reversible",
            "topic tools menu",
            topic_tools,
            [
                (t("topic:thread-tools.lock"), False, [api("PUT", f"/topics/{TID}/lock", {})]),
                (t("topic:thread-tools.delete"), False, []),
            ],
        ),
        entry(
            "reversible",
            "topic delete confirmation",
            confirm(t, TOPIC, t("topic:thread-tools.delete-confirm")),
            confirm_acts(t, False, [api("DELETE", f"/topics/{TID}/state", {})]),
        ),
        entry(
            "reversible",
            "deleted topic tools menu",
            topic_deleted,
            [
                (t("topic:thread-tools.unlock"), False, [api("DELETE", f"/topics/{TID}/lock", {})]),
                (t("topic:thread-tools.restore"), False, []),
                (t("topic:thread-tools.purge"), False, []),
            ],
        ),
        entry(
            "delete",
            "topic purge confirmation",
            confirm(t, TOPIC, t("topic:thread-tools.purge-confirm")),
            confirm_acts(t, True, [api("DELETE", f"/topics/{TID}", {})]),
        ),
    ]


def composer_screens(t: Any) -> list[dict[str, Any]]:
    """The composer (nodebb-plugin-composer-default): a new topic, a reply, an edit, and the
    discard confirmation."""
    new_title = "Board games night"
    new_body = "Who is in for next Friday?"

    def composer(heading: str, fields: list[dict[str, Any]]) -> dict[str, Any]:
        buttons = [{"button": t("topic:composer.discard")}, {"button": t("topic:composer.submit")}]
        return {"title": heading, "items": [*fields, *buttons]}

    new = composer(t("topic:composer.new-topic"), [
        {"field": "title", "hint": t("topic:composer.title-placeholder"), "text": new_title},
        {"field": "write", "hint": "", "text": new_body}])  # fmt: skip
    reply = composer(
        t("topic:composer.replying-to", TOPIC), [{"field": "write", "hint": "", "text": REPLY_TEXT}]
    )
    edit = composer(
        t("topic:composer.editing-in", TOPIC),
        [{"field": "write", "hint": "", "text": "Thursday at 7 works for me."}],
    )
    topic_body = {"uuid": UUID, "title": new_title, "content": new_body, "thumb": "",
                  "cid": CID, "tags": [], "thumbs": [], "timestamp": 0}  # fmt: skip
    reply_body = {"uuid": UUID, "tid": TID, "content": REPLY_TEXT}
    edit_body = {"uuid": UUID, "pid": str(MY_PID), "content": "Thursday at 7 works for me.",
                 "thumbs": [], "tags": [], "timestamp": 0}  # fmt: skip
    return [
        entry(
            "send",
            "new topic composer",
            new,
            [
                (t("topic:composer.submit"), True, [api("POST", "/topics", topic_body)]),
                (t("topic:composer.discard"), False, []),
            ],
        ),
        entry(
            "send",
            "reply composer",
            reply,
            [(t("topic:composer.submit"), True, [api("POST", f"/topics/{TID}", reply_body)])],
        ),
        entry(
            "reversible",
            "edit composer",
            edit,
            [(t("topic:composer.submit"), False, [api("PUT", f"/posts/{MY_PID}", edit_body)])],
        ),
    ]


def chat_screens(t: Any) -> list[dict[str, Any]]:
    """A chat room: its composer, the options menu, a message's tools, and their modals."""
    room = {"title": ROOM_NAME, "items": [
        {"button": t("modules:chat.pinned-messages")},
        {"button": "⋯", "desc": t("modules:chat.options")},
        {"text": BOB_NAME}, {"text": "Shall we book the back room?"},
        {"field": "chat-input", "hint": t("modules:chat.placeholder.mobile"), "text": CHAT_TEXT},
        {"button": t("modules:chat.send")}]}  # fmt: skip
    options = popup(ROOM_NAME, [
        {"menu": t("modules:chat.manage-room")}, {"menu": t("modules:chat.rename-room")},
        {"menu": t("modules:chat.leave-room")}])  # fmt: skip
    message = popup(ROOM_NAME, [
        {"menu": t("topic:reply")}, {"menu": t("topic:edit")}, {"menu": t("topic:delete")},
        {"menu": t("modules:chat.pin-message")}, {"menu": t("modules:chat.copy-text")},
        {"menu": t("modules:chat.copy-link")}])  # fmt: skip
    rename = modal(ROOM_NAME, {"title": t("modules:chat.rename-room"),
                               "message": t("modules:chat.rename-help")}, [
        {"field": "roomName", "hint": t("modules:chat.rename-placeholder"),
         "text": "Thursday meetup"},
        {"button": t("modules:bootbox.cancel")}, {"button": t("global:save")}])  # fmt: skip
    leave = modal(
        ROOM_NAME,
        {"title": t("modules:chat.leave"), "message": t("modules:chat.leave-prompt")},
        [
            {"text": t("modules:chat.leave-help")},
            {"button": t("modules:bootbox.cancel")},
            {"button": t("modules:bootbox.confirm")},
        ],
    )
    msg = f"/chats/{ROOM}/messages/{MID}"
    return [
        entry(
            "send",
            "chat room",
            room,
            [
                (
                    t("modules:chat.send"),
                    True,
                    [api("POST", f"/chats/{ROOM}", {"message": CHAT_TEXT})],
                ),
                (t("modules:chat.options"), False, []),
            ],
        ),
        entry(
            "opens-prompt",
            "chat options menu",
            options,
            [
                (t("modules:chat.rename-room"), False, [api("GET", f"/chats/{ROOM}")]),
                (t("modules:chat.leave-room"), False, []),
            ],
        ),
        entry(
            "reversible",
            "rename room modal",
            rename,
            [
                (
                    t("global:save"),
                    False,
                    [api("PUT", f"/chats/{ROOM}", {"name": "Thursday meetup"})],
                )
            ],
        ),
        entry(
            "leave",
            "leave room confirmation",
            leave,
            confirm_acts(t, True, [api("DELETE", f"/chats/{ROOM}/users/{ME}", {})]),
        ),
        entry(
            "reversible",
            "own chat message tools",
            message,
            [
                (t("topic:edit"), False, [api("GET", f"{msg}/raw")]),
                (t("topic:delete"), False, []),
                (t("modules:chat.pin-message"), False, [api("PUT", f"{msg}/pin", {})]),
            ],
        ),
        entry(
            "reversible",
            "chat message delete confirmation",
            confirm(t, ROOM_NAME, t("modules:chat.delete-message-confirm")),
            confirm_acts(t, False, [api("DELETE", msg, {})]),
        ),
    ]


def profile_screens(t: Any) -> list[dict[str, Any]]:
    """Bob's profile as Alice, a global moderator, sees it, and its modals."""
    title = BOB_NAME
    sidebar = [{"link": t("global:about")}, {"link": t("global:posts")},
               {"link": t("global:topics")}, {"link": t("user:followers")},
               {"link": t("user:flag-profile")}]  # fmt: skip
    page = {"title": title, "items": [
        {"button": t("user:follow")}, {"button": t("user:chat")},
        {"button": "⋯", "desc": t("user:account-info")}, *sidebar,
        {"link": t("user:block-user")}]}  # fmt: skip
    followed = {"title": title, "items": [
        {"button": t("user:unfollow")}, {"button": t("user:chat")}, *sidebar,
        {"link": t("user:unblock-user")}]}  # fmt: skip
    admin = popup(title, [
        {"menu": t("user:account-info")}, {"menu": t("user:ban-account")},
        {"menu": t("user:mute-account")}])  # fmt: skip
    length = [{"field": "length", "hint": t("users:temp-ban.length"), "text": "0"},
              {"radio": t("users:temp-ban.hours"), "checked": True},
              {"radio": t("users:temp-ban.days"), "checked": False}]  # fmt: skip
    ban = modal(
        title,
        {"message": t("users:temp-ban.explanation")},
        [*length, {"button": t("global:close")}, {"button": t("user:ban-account")}],
    )
    flag = modal(title, {"title": t("flags:modal-title")}, [
        {"radio": t("flags:modal-reason-spam"), "checked": False},
        {"radio": t("flags:modal-reason-offensive"), "checked": True},
        {"radio": t("flags:modal-reason-other"), "checked": False},
        {"button": t("global:buttons.close")}, {"button": t("flags:modal-submit")}])  # fmt: skip
    block = {"blockeeUid": BOB, "blockerUid": ME}
    until = {"until": 0, "reason": ""}
    return [
        entry(
            "reversible",
            "profile",
            page,
            [
                (t("user:follow"), False, [api("PUT", f"/users/{BOB}/follow")]),
                (t("user:chat"), False, [api("GET", f"/users/{BOB}/chat")]),
                (
                    t("user:block-user"),
                    False,
                    [ws(21, "user.toggleBlock", {**block, "action": "block"})],
                ),
            ],
        ),
        entry(
            "reversible",
            "followed, blocked profile",
            followed,
            [
                (t("user:unfollow"), False, [api("DELETE", f"/users/{BOB}/follow")]),
                (
                    t("user:unblock-user"),
                    False,
                    [ws(22, "user.toggleBlock", {**block, "action": "unblock"})],
                ),
            ],
        ),
        entry(
            "opens-prompt",
            "profile moderation menu",
            admin,
            [
                (t("user:ban-account"), False, [ws(23, "user.getCustomReasons", {"type": "ban"})]),
                (
                    t("user:mute-account"),
                    False,
                    [ws(24, "user.getCustomReasons", {"type": "mute"})],
                ),
            ],
        ),
        entry(
            "ban",
            "ban modal",
            ban,
            [(t("user:ban-account"), True, [api("PUT", f"/users/{BOB}/ban", until)])],
        ),
        entry(
            "send",
            "flag profile modal",
            flag,
            [
                (
                    t("flags:modal-submit"),
                    True,
                    [
                        api(
                            "POST",
                            "/flags",
                            {
                                "type": "user",
                                "id": BOB,
                                "reason": t("flags:modal-reason-offensive"),
                                "notifyRemote": False,
                            },
                        )
                    ],
                )
            ],
        ),
    ]


def account_screens(t: Any) -> list[dict[str, Any]]:
    """Alice's own account: edit profile, password, picture, sessions, consent, settings,
    notifications."""
    edit = {"title": t("user:edit-profile"), "items": [
        {"field": "fullname", "hint": t("user:fullname"), "text": "Alice Martin"},
        {"field": "aboutme", "hint": t("user:aboutme"), "text": ""},
        {"button": t("global:save-changes")}, {"link": t("user:change-picture")},
        {"link": t("user:change-username")}, {"link": t("user:change-email")},
        {"link": t("user:change-password")}, {"button": t("user:delete-account")}]}  # fmt: skip
    delete = modal(
        t("user:edit-profile"),
        {"message": t("user:delete-account-confirm")},
        [
            {"field": "confirm-password", "hint": "", "text": "correct horse"},
            {"button": t("modules:bootbox.cancel")},
            {"button": t("modules:bootbox.confirm")},
        ],
    )
    password = {"title": t("pages:account/edit/password", ME_NAME), "items": [
        {"field": "inputCurrentPassword", "hint": t("user:current-password"), "text": "old"},
        {"field": "inputNewPassword", "hint": t("user:password"), "text": "new-secret-42"},
        {"field": "inputNewPasswordAgain", "hint": t("user:confirm-password"),
         "text": "new-secret-42"},
        {"button": t("user:change-password")}]}  # fmt: skip
    picture = modal(t("user:edit-profile"), {"title": t("user:change-picture")}, [
        {"button": "A", "desc": t("user:avatar-background-colour")},
        {"button": "🗑"},
        {"button": t("user:upload-new-picture")},
        {"button": t("user:upload-new-picture-from-url")},
        {"button": t("global:close")}, {"button": t("global:save-changes")}])  # fmt: skip
    sessions = {"title": t("pages:account/sessions"), "items": [
        {"text": "Firefox 128 on Linux"}, {"text": "203.0.113.7"},
        {"button": t("user:revoke-session")}]}  # fmt: skip
    consent = {"title": t("user:consent.title"), "items": [
        {"text": t("user:consent.not-received")}, {"button": t("user:consent.give")},
        {"button": t("user:consent.export-profile")}, {"button": t("user:consent.export-posts")},
        {"button": t("user:consent.export-uploads")}]}  # fmt: skip
    notes = {
        "title": t("pages:notifications"),
        "items": [{"button": t("notifications:mark-all-read")}, {"text": f"{BOB_NAME}: {TOPIC}"}],
    }
    # Scrolled to the list: the header's Mark all read is off screen (in Russian both
    # buttons read the same).
    listed = {
        "title": t("pages:notifications"),
        "items": [
            {"text": f"{BOB_NAME}: {TOPIC}"},
            {"button": "●", "desc": t("unread:mark-as-read")},
        ],
    }
    profile_body = {"fullname": "Alice Martin", "website": "", "location": "",
                    "birthday": "", "groupTitle": "[]", "aboutme": "", "signature": "",
                    "uid": ME}  # fmt: skip
    slug = f"/user/{ME_NAME}/edit"
    return [
        entry(
            "reversible",
            "edit profile",
            edit,
            [
                (t("global:save-changes"), False, [api("PUT", f"/users/{ME}", profile_body)]),
                (t("user:change-picture"), False, [ws(31, "user.getProfilePictures", {"uid": ME})]),
                (t("user:change-password"), False, [link(f"{slug}/password")]),
                (t("user:delete-account"), False, []),
            ],
        ),
        entry(
            "delete-user",
            "delete account confirmation",
            delete,
            confirm_acts(
                t, True, [api("DELETE", f"/users/{ME}/account", {"password": "correct horse"})]
            ),
        ),
        entry(
            "revoke",
            "change password",
            password,
            [
                (
                    t("user:change-password"),
                    True,
                    [
                        api(
                            "PUT",
                            f"/users/{ME}/password",
                            {"currentPassword": "old", "newPassword": "new-secret-42"},
                        )
                    ],
                )
            ],
        ),
        entry(
            "reversible",
            "change picture modal",
            picture,
            [
                (
                    t("global:save-changes"),
                    False,
                    [
                        api(
                            "PUT",
                            f"/users/{ME}/picture",
                            {"type": "default", "bgColor": "transparent"},
                        )
                    ],
                )
            ],
        ),
        entry(
            "delete",
            "change picture modal (remove an uploaded picture)",
            picture,
            [
                (
                    "🗑",
                    True,
                    [
                        ws(
                            32,
                            "user.removeUploadedPicture",
                            {
                                "uid": ME,
                                "picture": "/assets/uploads/profile/uid-4/4-profileavatar.png",
                            },
                        )
                    ],
                ),
            ],
        ),
        entry(
            "revoke",
            "sessions",
            sessions,
            [
                (
                    t("user:revoke-session"),
                    True,
                    [api("DELETE", f"/users/{ME}/sessions/{SESSION}", {})],
                )
            ],
        ),
        entry(
            "reversible",
            "consent and data export",
            consent,
            [
                (t("user:consent.give"), False, [ws(33, "user.gdpr.consent", {})]),
                (
                    t("user:consent.export-profile"),
                    False,
                    [api("POST", f"/users/{ME}/exports/profile")],
                ),
            ],
        ),
        entry(
            "reversible",
            "notifications",
            notes,
            [
                (
                    t("notifications:mark-all-read"),
                    False,
                    [ws(34, "notifications.markAllRead", {"filter": ""})],
                )
            ],
        ),
        entry(
            "reversible",
            "notifications list",
            listed,
            [(t("unread:mark-as-read"), False, [api("PUT", f"/notifications/{NID_URL}/read")])],
        ),
    ]


def screens(t: Any) -> list[dict[str, Any]]:
    return [*topic_screens(t), *composer_screens(t), *chat_screens(t), *profile_screens(t),
            *account_screens(t)]  # fmt: skip
