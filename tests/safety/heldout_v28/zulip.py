"""Zulip's screens for the twenty-eighth held-out corpus: ``screens(t)`` lays them out in
one language, ``t(key, **values)`` being that language's catalogue lookup. What each
action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import urlencode

from catalogue import DELETE_TOPIC

CHANNEL_ID, PRIVATE_ID = 12, 15
ME, JAMIE, ANA = 8, 31, 44
MESSAGE_ID, DM_MESSAGE_ID, PRIVATE_MESSAGE_ID, TOPIC_FIRST_ID = 1042, 1057, 1063, 1011
SCHEDULED_ID, SCHEDULED_DM_ID = 7, 9
CHANNEL, PRIVATE, PERSON, TOPIC = "Release planning", "Payroll", "Jamie Lee", "Deploy window"
GROUP, USER = "Jamie Lee, Ana Souza", "Robin Park"
MESSAGE = "Deploy starts at 17:00 today."
QUEUE_ID, LOCAL_ID = "1764835200:412", "1042.01"
Act = tuple[dict[str, Any], bool, list[Any]]


def send(method: str, path: str, **data: Any) -> Any:
    """One ``channel`` call of the web app: method and ``/json`` route, with the data object
    jQuery serialises as ``application/x-www-form-urlencoded`` (none where it passes none)."""
    if not data:
        return f"{method} /json{path}"
    fields = {k: str(v).lower() if isinstance(v, bool) else v for k, v in data.items()}
    return {"request": f"{method} /json{path}", "body": urlencode(fields)}


def compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def flags(message_id: int, flag: str, op: str) -> Any:
    """message_flags.send_flag_update_for_messages: one message, one flag."""
    return send("POST", "/messages/flags", messages=compact([message_id]), flag=flag, op=op)


def narrow_flags(narrow: list[dict[str, Any]], op: str, anchor: Any = "oldest") -> Any:
    """unread_ops: the read flag over a narrow, in batches from ``anchor``."""
    return send("POST", "/messages/flags/narrow", anchor=anchor, include_anchor=True,
                num_before=0, num_after=1000, narrow=compact(narrow), op=op,
                flag="read")  # fmt: skip


def subscription(property_name: str, value: bool) -> Any:
    """A property of the user's own subscription to the channel."""
    data = [{"stream_id": CHANNEL_ID, "property": property_name, "value": value}]
    return send("POST", "/users/me/subscriptions/properties", subscription_data=compact(data))


def post(to: Any, content: str, topic: str | None = None) -> Any:
    """Sending a message: the object compose builds, as transmit.send_message posts it."""
    kind = {"type": "stream", "to": to, "topic": topic} if topic else {"type": "private", "to": to}
    return send("POST", "/messages", **kind, content=content, sender_id=ME, queue_id=QUEUE_ID,
                local_id=LOCAL_ID, read_by_sender=True)  # fmt: skip


def tap(label: str) -> dict[str, Any]:
    return {"tap": label}


def message_screens(t: Any) -> list[dict[str, Any]]:
    """The message hover bar, its actions menu, the delete confirmation and the editor."""
    hover = [{"text": MESSAGE}, {"icon": t("Star this message")}, {"icon": t("Message actions")}]
    starred = [{"text": MESSAGE}, {"icon": t("Unstar this message")},
               {"icon": t("Message actions")}]  # fmt: skip
    keys = ("Edit message", "Move message", "Delete message", "Mark as unread from here",
            "Collapse message", "Copy link to message")  # fmt: skip
    menu = [{"menu": t(key)} for key in keys]
    delete = {"title": t("Delete message?"),
              "message": t("Deleting a message permanently removes it for everyone.")}  # fmt: skip
    buttons = [{"button": t("Cancel")}, {"button": t("Confirm")}]
    channel_narrow = [{"operator": "channel", "operand": CHANNEL_ID},
                      {"operator": "topic", "operand": TOPIC}]  # fmt: skip
    edited = "Deploy starts at 18:00 today."
    return [
        _entry("opens-prompt", "message hover bar", {"title": CHANNEL, "items": hover},
               [(tap(t("Message actions")), False, [])]),
        _entry("reversible", "message hover bar (star)", {"title": CHANNEL, "items": hover},
               [(tap(t("Star this message")), False, [flags(MESSAGE_ID, "starred", "add")])]),
        _entry("reversible", "starred message hover bar", {"title": CHANNEL, "items": starred},
               [(tap(t("Unstar this message")), False, [
                   flags(MESSAGE_ID, "starred", "remove")])]),
        _entry("reversible", "message actions menu",
               {"title": CHANNEL, "dialog": {}, "items": menu}, [
            (tap(t("Mark as unread from here")), False, [
                narrow_flags(channel_narrow, "remove", MESSAGE_ID)]),
            (tap(t("Collapse message")), False, [flags(MESSAGE_ID, "collapsed", "add")])]),
        _entry("opens-prompt", "message actions menu (open, copy)",
               {"title": CHANNEL, "dialog": {}, "items": menu},
               [(tap(t(key)), False, []) for key in ("Edit message", "Delete message")]),
        _entry("delete", "delete message dialog",
               {"title": CHANNEL, "dialog": delete, "items": buttons}, [
            (tap(t("Confirm")), True, [send("DELETE", f"/messages/{MESSAGE_ID}")]),
            (tap(t("Cancel")), False, [])]),
        _entry("delete", "delete direct message dialog",
               {"title": PERSON, "dialog": delete, "items": buttons}, [
            (tap(t("Confirm")), True, [send("DELETE", f"/messages/{DM_MESSAGE_ID}")])]),
        _entry("delete", "delete message dialog (private channel)",
               {"title": PRIVATE, "dialog": delete, "items": buttons},
               [(tap(t("Confirm")), True, [send("DELETE", f"/messages/{PRIVATE_MESSAGE_ID}")])]),
        _entry("reversible", "message editor", {"title": CHANNEL, "items": [
            {"field": "message_edit_content", "text": edited, "focused": True},
            {"button": t("Save")}, {"button": t("Cancel")}]},
               [(tap(t("Save")), False, [send("PATCH", f"/messages/{MESSAGE_ID}",
                                              content=edited)])]),
    ]  # fmt: skip


def compose_screens(t: Any) -> list[dict[str, Any]]:
    """The compose box in a channel topic and in a direct message, scheduled messages and
    drafts."""
    text = "Deploy moved to 18:00, please hold merges."
    direct = "Can you approve the budget today?"

    def box(title: str, body: str) -> dict[str, Any]:
        return {"title": title, "items": [
            {"text": MESSAGE},
            {"field": "compose-textarea", "hint": t("Compose your message here"), "text": body,
             "focused": True},
            {"icon": t("Send")}, {"icon": t("Send options")}]}  # fmt: skip

    scheduled = {
        "title": t("Scheduled messages"),
        "items": [
            {"text": f"#{CHANNEL} > {TOPIC}"},
            {"text": "Reminder: code freeze tomorrow."},
            {"icon": t("Edit and reschedule message")},
            {"icon": t("Delete scheduled message")},
        ],
    }
    drafts = {
        "title": t("Drafts"),
        "items": [
            {"text": f"#{CHANNEL} > {TOPIC}"},
            {"text": "Draft: rollout checklist"},
            {"icon": t("Restore draft")},
            {"icon": t("Delete draft")},
        ],
    }
    private_text = "Payroll closes Friday at noon."
    group_text = "Lunch at 12:30 works for both of us?"
    scheduled_dm = {
        "title": t("Scheduled messages"),
        "items": [
            {"text": PERSON},
            {"text": "Reminder: send the signed contract."},
            {"icon": t("Edit and reschedule message")},
            {"icon": t("Delete scheduled message")},
        ],
    }
    drafts_dm = {
        "title": t("Drafts"),
        "items": [
            {"text": PERSON},
            {"text": "Draft: salary review notes"},
            {"icon": t("Restore draft")},
            {"icon": t("Delete draft")},
        ],
    }
    stream_post = post(CHANNEL_ID, text, TOPIC)
    private_post = post(PRIVATE_ID, private_text, "Closing")
    dm_post = post(compact([JAMIE]), direct)
    group_post = post(compact([JAMIE, ANA]), group_text)
    return [
        _entry("send", "compose box", box(CHANNEL, text), [
            ({"enter": True}, True, [stream_post]),
            (tap(t("Send")), True, [stream_post])]),
        _entry("send", "private channel compose box", box(PRIVATE, private_text), [
            ({"enter": True}, True, [private_post]), (tap(t("Send")), True, [private_post])]),
        _entry("send", "group direct message compose box", box(GROUP, group_text), [
            ({"enter": True}, True, [group_post]), (tap(t("Send")), True, [group_post])]),
        _entry("send", "direct message compose box", box(PERSON, direct), [
            ({"enter": True}, True, [dm_post]), (tap(t("Send")), True, [dm_post])]),
        _entry("delete", "scheduled messages", scheduled, [
            (tap(t("Delete scheduled message")), True, [
                send("DELETE", f"/scheduled_messages/{SCHEDULED_ID}")]),
            (tap(t("Edit and reschedule message")), False, [])]),
        _entry("delete", "scheduled messages (direct message)", scheduled_dm, [
            (tap(t("Delete scheduled message")), True, [
                send("DELETE", f"/scheduled_messages/{SCHEDULED_DM_ID}")])]),
        _entry("delete", "drafts", drafts, [
            (tap(t("Delete draft")), True, []), (tap(t("Restore draft")), False, [])]),
        _entry("delete", "drafts (direct message)", drafts_dm,
               [(tap(t("Delete draft")), True, [])]),
    ]  # fmt: skip


def channel_screens(t: Any) -> list[dict[str, Any]]:
    """The channel menu of the left sidebar (public; pinned and muted; private) and the
    private channel's unsubscribe confirmation."""
    read, link, settings, color = (t("Mark all messages as read"), t("Copy link to channel"),
                                   t("Channel settings"), t("Change color"))  # fmt: skip
    public = [{"text": CHANNEL}, {"menu": read}, {"menu": link}, {"menu": settings},
              {"menu": t("Pin channel to top")}, {"menu": t("Mute channel")},
              {"menu": t("Unsubscribe")}, {"menu": color}]  # fmt: skip
    pinned = [{"text": CHANNEL}, {"menu": read}, {"menu": link}, {"menu": settings},
              {"menu": t("Unpin channel from top")}, {"menu": t("Unmute channel")},
              {"menu": t("Unsubscribe")}, {"menu": color}]  # fmt: skip
    private = [{"text": PRIVATE}, *public[1:]]
    unread = [{"operator": "is", "operand": "unread"},
              {"operator": "channel", "operand": CHANNEL_ID}]  # fmt: skip
    leave = {
        "title": t("Unsubscribe from <z-link></z-link>?", link=PRIVATE),
        "message": t("Once you leave this channel, you will not be able to rejoin."),
    }
    unsubscribe = "/users/me/subscriptions"
    return [
        _entry("reversible", "channel menu", {"title": CHANNEL, "dialog": {}, "items": public}, [
            (tap(read), False, [narrow_flags(unread, "add")]),
            (tap(t("Pin channel to top")), False, [subscription("pin_to_top", True)]),
            (tap(t("Mute channel")), False, [subscription("is_muted", True)])]),
        _entry("leave", "channel menu (unsubscribe)",
               {"title": CHANNEL, "dialog": {}, "items": public}, [
            (tap(t("Unsubscribe")), False, [
                send("DELETE", unsubscribe, subscriptions=compact([CHANNEL]))])]),
        _entry("opens-prompt", "channel menu (open, copy)",
               {"title": CHANNEL, "dialog": {}, "items": public},
               [(tap(settings), False, [])]),
        _entry("reversible", "channel menu (pinned, muted)",
               {"title": CHANNEL, "dialog": {}, "items": pinned}, [
            (tap(t("Unpin channel from top")), False, [subscription("pin_to_top", False)]),
            (tap(t("Unmute channel")), False, [subscription("is_muted", False)])]),
        _entry("opens-prompt", "private channel menu",
               {"title": PRIVATE, "dialog": {}, "items": private},
               [(tap(t("Unsubscribe")), False, [])]),
        _entry("leave", "unsubscribe private channel dialog", {"title": PRIVATE, "dialog": leave,
               "items": [{"button": t("Cancel")}, {"button": t("Confirm")}]}, [
            (tap(t("Confirm")), True, [
                send("DELETE", unsubscribe, subscriptions=compact([PRIVATE]))])]),
    ]  # fmt: skip


def topic_screens(t: Any) -> list[dict[str, Any]]:
    """The topic menu of the left sidebar (open; resolved and muted) and the delete topic
    confirmation."""
    resolved = "✔ " + TOPIC
    keys = ("Mark all messages as read", "Copy link to topic", "Move topic", "Mark as resolved",
            "Delete topic")  # fmt: skip
    menu = [{"text": TOPIC}, {"radio": t("Mute")}, {"radio": t("Default")},
            *({"menu": t(key)} for key in keys)]  # fmt: skip
    done = [
        {"text": resolved},
        {"radio": t("Mute")},
        {"radio": t("Default")},
        *(
            {"menu": t(key)}
            for key in (
                "Mark all messages as unread",
                "Copy link to topic",
                "Move topic",
                "Mark as unresolved",
                "Delete topic",
            )
        ),
    ]
    narrow = [{"operator": "channel", "operand": CHANNEL_ID},
              {"operator": "topic", "operand": TOPIC}]  # fmt: skip
    done_narrow = [narrow[0], {"operator": "topic", "operand": resolved}]

    def visibility(topic: str, policy: int) -> Any:
        return send("POST", "/user_topics", stream_id=CHANNEL_ID, topic=topic,
                    visibility_policy=policy)  # fmt: skip

    def rename(topic: str) -> Any:
        return send("PATCH", f"/messages/{TOPIC_FIRST_ID}", topic=topic,
                    propagate_mode="change_all", send_notification_to_old_thread=False,
                    send_notification_to_new_thread=True)  # fmt: skip

    delete = {"title": t("Delete topic"), "message": t(DELETE_TOPIC)}
    return [
        _entry("reversible", "topic menu", {"title": CHANNEL, "dialog": {}, "items": menu}, [
            (tap(t("Mute")), False, [visibility(TOPIC, 1)]),
            (tap(t("Mark all messages as read")), False, [narrow_flags(narrow, "add")]),
            (tap(t("Mark as resolved")), False, [rename(resolved)])]),
        _entry("opens-prompt", "topic menu (open, copy)",
               {"title": CHANNEL, "dialog": {}, "items": menu},
               [(tap(t(key)), False, []) for key in ("Move topic", "Delete topic")]),
        _entry("reversible", "topic menu (resolved, muted)",
               {"title": CHANNEL, "dialog": {}, "items": done}, [
            (tap(t("Default")), False, [visibility(resolved, 0)]),
            (tap(t("Mark all messages as unread")), False, [narrow_flags(done_narrow, "remove")]),
            (tap(t("Mark as unresolved")), False, [rename(TOPIC)])]),
        _entry("delete", "delete topic dialog", {"title": CHANNEL, "dialog": delete, "items": [
            {"button": t("Cancel")}, {"button": t("Confirm")}]}, [
            (tap(t("Confirm")), True, [send("POST", f"/streams/{CHANNEL_ID}/delete_topic",
                                            topic_name=TOPIC)]),
            (tap(t("Cancel")), False, [])]),
        _entry("delete", "delete topic dialog (private channel)", {"title": PRIVATE,
                                                                   "dialog": delete, "items": [
            {"button": t("Cancel")}, {"button": t("Confirm")}]}, [
            (tap(t("Confirm")), True, [send("POST", f"/streams/{PRIVATE_ID}/delete_topic",
                                            topic_name="Closing")])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The set status dialog, the account's deactivation and the theme buttons."""
    status = "Out until 15:00"
    deactivate = {
        "title": t("Deactivate your account"),
        "message": t("By deactivating your account, you will be logged out immediately."),
    }
    return [
        _entry("reversible", "set status dialog", {"title": CHANNEL,
                                                   "dialog": {"title": t("Set status")}, "items": [
            {"field": "user-status-input", "text": status, "focused": True},
            {"button": t("Cancel")}, {"button": t("Save")}]}, [
            (tap(t("Save")), False, [send("POST", "/users/me/status", status_text=status,
                                          emoji_name="", emoji_code="", reaction_type="")])]),
        _entry("opens-prompt", "account settings", {"title": USER, "items": [
            {"text": "robin.park@example.org"}, {"button": t("Deactivate account")}]},
               [(tap(t("Deactivate account")), False, [])]),
        _entry("account", "deactivate account dialog", {"title": USER, "dialog": deactivate,
                                                        "items": [
            {"button": t("Cancel")}, {"button": t("Confirm")}]}, [
            (tap(t("Confirm")), True, [send("DELETE", "/users/me")])]),
        _entry("reversible", "theme buttons", {"title": USER, "items": [
            {"button": t("Select light theme")}, {"button": t("Select dark theme")}]}, [
            (tap(t("Select dark theme")), False, [send("PATCH", "/settings", color_scheme=2)]),
            (tap(t("Select light theme")), False, [send("PATCH", "/settings", color_scheme=3)])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*message_screens(t), *compose_screens(t), *channel_screens(t), *topic_screens(t),
            *settings_screens(t)]  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{**action, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for action, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"zulip {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip
