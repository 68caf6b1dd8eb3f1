"""Zulip's screens (``com.zulipmobile``, the React Native client of the Zulip chat server:
streams subscribed to and left, muted and pinned, topics muted, followed, resolved, marked as
read and deleted, messages sent, edited, starred, marked unread and deleted, accounts logged
out and removed, settings and the user's status), strings from
``static/translations/messages_<lang>.json`` (keyed by the English text). The stream, topic,
user, e-mail and server names on the screens are the same in every language.

Read from the code (``src``): ``action-sheets/index.js`` (the stream, topic and message action
sheets: which rows each shows, in which order, and what each calls: ``Mute stream`` and
``Pin to top`` set a subscription property, ``Unsubscribe`` calls ``subscriptionRemove``,
``Subscribe`` ``subscriptionAdd``, ``Mark topic as read`` ``markTopicAsRead``, ``Mute topic``
and ``Follow topic`` ``updateUserTopic``, ``Resolve topic`` and ``Unresolve topic`` rename
the topic for everyone with ``updateMessage`` and ``send_notification_to_new_thread: true``,
``Delete topic`` only opens the confirmation whose Confirm deletes the topic's messages,
``Delete message`` calls ``api.deleteMessage`` at once, with no confirmation, or for a message
still in the outbox drops it from the outbox, ``Star message`` and ``Mark as unread from
here`` change the user's own flags, ``Add a reaction`` opens the emoji picker, ``Share`` the
system's share sheet, ``Edit message`` and ``Quote and reply`` fill the compose box);
``utils/info.js`` (``showConfirmationDialog``: a platform ``Alert`` with the app's Cancel and
Confirm); ``compose/ComposeBox.js`` and ``getComposeInputPlaceholder.js`` (the Topic field,
the message field's placeholder, the submit button labelled "Send message", or "Save message"
while editing); ``account-info/ProfileScreen.js`` ("Set your status", "Invisible mode", "Set
yourself to away", "Full profile", Settings, "Switch account", "Log out" and its
confirmation); ``account/AccountPickScreen.js`` and ``AccountItem.js`` ("Pick account", the
accounts, "Add new account", "Remove account" and its confirmation); ``settings/
SettingsScreen.js``, ``NotificationsScreen.js`` and ``PerAccountNotificationSettingsGroup.js``;
``user-statuses/UserStatusScreen.js``; ``account-info/AccountDetailsScreen.js``;
``streams/StreamSettingsScreen.js`` and ``EditStreamCard.js`` (Pinned, Muted, Notifications,
"Edit stream", "Add subscribers", Unsubscribe or Subscribe; the edit form's Save and its
"Discard changes" confirmation).
"""

from __future__ import annotations

from typing import Any

from screens import alert, popup

STREAM, RANDOM, PRIVATE, NEW = "general", "random", "design-team", "announcements"
TOPIC, OLD = "release plan", "✔ build failures"
PERSON, EMAIL, REALM = "Alice Chen", "me@example.com", "https://chat.example.com/"
TEXT = "The release candidate is ready for testing."
Entry = dict[str, Any]


def screens(t: Any) -> list[Entry]:
    return streams(t) + topics(t) + messages(t) + compose(t) + account(t) + settings(t)


def sheet(t: Any, category: str, source: str, behind: str, title: str | None,
          rows: list[str], taps: list[tuple[str, bool]]) -> Entry:  # fmt: skip
    """An action sheet (``@expo/react-native-action-sheet``, drawn by the app on Android):
    its title, then one row a button, the last Cancel."""
    items = tuple({"button": t(r)} for r in rows)
    return popup(category, f"zulip {source}", behind, title, None, [], items,
                 tuple((t(k), bad) for k, bad in taps))  # fmt: skip


def confirm(t: Any, category: str, source: str, behind: str, title: str, message: str,
            cancel: bool | None, ok: bool | None) -> Entry:  # fmt: skip
    """``showConfirmationDialog``: a platform ``Alert``, Cancel negative, Confirm positive."""
    return alert(category, f"zulip {source}", behind, t(title), message,
                 (t("Cancel"), cancel), (t("Confirm"), ok))  # fmt: skip


def streams(t: Any) -> list[Entry]:
    behind = t("All streams")
    src = "action-sheets showStreamActionSheet"
    shown = ["Mute stream", "Copy link to stream", "Pin to top", "Enable notifications",
             "Unsubscribe", "Stream settings", "Cancel"]  # fmt: skip
    muted = ["Unmute stream", "Copy link to stream", "Unpin from top", "Disable notifications",
             "Unsubscribe", "Stream settings", "Cancel"]  # fmt: skip
    unsubscribed = ["Subscribe", "Stream settings", "Cancel"]
    page = t("Stream")

    def settings_page(name: str, sub: bool) -> tuple[dict[str, Any], ...]:
        rows: list[dict[str, Any]] = [{"text": f"#{name}"}]
        if sub:
            rows += [{"switch": t("Pinned"), "checked": False},
                     {"switch": t("Muted"), "checked": False},
                     {"switch": t("Notifications"), "checked": False}]  # fmt: skip
        rows += [{"button": t("Edit stream")}, {"button": t("Add subscribers")},
                 {"button": t("Unsubscribe" if sub else "Subscribe")}]  # fmt: skip
        return tuple(rows)

    where = "streams/StreamSettingsScreen"
    return [
        sheet(t, "reversible", src, behind, f"#{STREAM}", shown,
              [("Mute stream", False), ("Unsubscribe", False)]),
        sheet(t, "harmless", src, behind, f"#{STREAM}", shown,
              [("Copy link to stream", False), ("Stream settings", False)]),
        sheet(t, "reversible", src, behind, f"#{RANDOM}", muted, [("Unpin from top", False)]),
        sheet(t, "leave", f"{src} (private stream)", behind, f"#{PRIVATE}", shown,
              [("Unsubscribe", True)]),
        sheet(t, "reversible", src, behind, f"#{NEW}", unsubscribed, [("Subscribe", False)]),
        popup("reversible", f"zulip {where}", page, None, None, [], settings_page(STREAM, True),
              ((t("Muted"), False), (t("Unsubscribe"), False))),
        popup("harmless", f"zulip {where}", page, None, None, [], settings_page(STREAM, True),
              ((t("Add subscribers"), False),)),
        popup("leave", f"zulip {where} (private stream)", page, None, None, [],
              settings_page(PRIVATE, True), ((t("Unsubscribe"), True),)),
        popup("reversible", "zulip streams/EditStreamCard", t("Edit stream"), None, None,
              [(t("Save"), False)], (
                  {"field": t("Name"), "text": STREAM},
                  {"field": t("Description"), "text": "Everyone's stream"},
                  {"row": t("Privacy")})),
        confirm(t, "discard", "streams/EditStreamCard (leaving with unsaved changes)",
                t("Edit stream"), "Discard changes",
                t("You have unsaved changes. Leave without saving?"), None, False),
        confirm(t, "harmless", "streams/EditStreamCard (leaving with unsaved changes)",
                t("Edit stream"), "Discard changes",
                t("You have unsaved changes. Leave without saving?"), False, None),
    ]  # fmt: skip


def topics(t: Any) -> list[Entry]:
    behind = f"#{STREAM}"
    src = "action-sheets showTopicActionSheet"
    admin = [
        "Mark topic as read",
        "Mute topic",
        "Follow topic",
        "Resolve topic",
        "Delete topic",
        "Mute stream",
        "Copy link to topic",
        "Stream settings",
        "Cancel",
    ]
    muted = ["Unmute topic", "Follow topic", "Unresolve topic", "Mute stream",
             "Copy link to topic", "Stream settings", "Cancel"]  # fmt: skip
    head = f"#{STREAM} > {TOPIC}"
    warn = ("Deleting a topic will immediately remove it and its messages for everyone. Other "
            "users may find this confusing, especially if they had received an email or push "
            "notification related to the deleted messages.\n\nAre you sure you want to "
            "permanently delete “{topic}”?")  # fmt: skip
    delete = "action-sheets deleteTopic (confirmation)"
    return [
        sheet(t, "reversible", f"{src} (admin)", behind, head, admin,
              [("Mark topic as read", False), ("Mute topic", False)]),
        sheet(t, "publish", f"{src} (admin)", behind, head, admin, [("Resolve topic", True)]),
        sheet(t, "opens-prompt", f"{src} (admin)", behind, head, admin, [("Delete topic", False)]),
        sheet(t, "harmless", f"{src} (admin)", behind, head, admin,
              [("Copy link to topic", False)]),
        sheet(t, "reversible", f"{src} (muted topic)", behind, f"#{STREAM} > {OLD}", muted,
              [("Unmute topic", False)]),
        sheet(t, "publish", f"{src} (resolved topic)", behind, f"#{STREAM} > {OLD}", muted,
              [("Unresolve topic", True)]),
        confirm(t, "delete", delete, behind, "Delete topic", t(warn, TOPIC), None, True),
        confirm(t, "delete", delete, behind, "Delete topic", t(warn, OLD), None, True),
        confirm(t, "harmless", delete, behind, "Delete topic", t(warn, TOPIC), False, None),
    ]  # fmt: skip


def messages(t: Any) -> list[Entry]:
    behind = f"#{STREAM}"
    src = "action-sheets showMessageActionSheet"
    own = ["Add a reaction", "Reply", "Quote and reply", "Copy to clipboard", "Share",
           "Edit message", "Delete message", "Mark as unread from here", "Star message",
           "View read receipts", "Cancel"]  # fmt: skip
    theirs = ["Add a reaction", "See who reacted", "Quote and reply", "Copy to clipboard",
              "Share", "Mark as unread from here", "Unstar message", "View read receipts",
              "Cancel"]  # fmt: skip
    direct = ["Add a reaction", "Quote and reply", "Copy to clipboard", "Share",
              "Edit message", "Delete message", "Mark as unread from here", "Star message",
              "View read receipts", "Cancel"]  # fmt: skip
    outbox = ["Copy to clipboard", "Share", "Delete message", "Cancel"]
    return [
        sheet(t, "harmless", f"{src} (own message)", behind, None, own,
              [("Add a reaction", False), ("Quote and reply", False), ("Share", False),
               ("Edit message", False)]),
        sheet(t, "delete", f"{src} (own message)", behind, None, own,
              [("Delete message", True)]),
        sheet(t, "reversible", f"{src} (own message)", behind, None, own,
              [("Mark as unread from here", False), ("Star message", False)]),
        sheet(t, "harmless", f"{src} (another's message, topic view)", f"{behind} > {TOPIC}",
              None, theirs, [("See who reacted", False)]),
        sheet(t, "reversible", f"{src} (another's message, topic view)", f"{behind} > {TOPIC}",
              None, theirs, [("Unstar message", False)]),
        sheet(t, "delete", f"{src} (own direct message)", PERSON, None, direct,
              [("Delete message", True)]),
        sheet(t, "discard", f"{src} (message not yet sent)", behind, None, outbox,
              [("Delete message", False)]),
    ]  # fmt: skip


def compose(t: Any) -> list[Entry]:
    src = "compose/ComposeBox"

    def box(category: str, where: str, behind: str, placeholder: str, button: str,
            topic: str | None) -> Entry:  # fmt: skip
        fields: list[dict[str, Any]] = [{"text": "Bob: Can we ship on Friday?"}]
        if topic is not None:
            fields.append({"field": t("Topic"), "text": topic})
        fields += [{"field": placeholder, "text": TEXT}, {"icon": t(button)}]
        return popup(category, f"zulip {src} ({where})", behind, None, None, [],
                     tuple(fields), ((t(button), category != "reversible"),))  # fmt: skip

    return [
        box(
            "send",
            "stream",
            f"#{STREAM}",
            t("Message {recipient}", f"#{STREAM}"),
            "Send message",
            TOPIC,
        ),
        box("send", "topic", f"#{STREAM} > {TOPIC}", t("Reply"), "Send message", None),
        box(
            "send", "direct message", PERSON, t("Message {recipient}", PERSON), "Send message", None
        ),
        box(
            "send",
            "group direct message",
            f"{PERSON}, Bob",
            t("Message group"),
            "Send message",
            None,
        ),
        box(
            "reversible",
            "editing a message",
            f"#{STREAM} > {TOPIC}",
            t("Reply"),
            "Save message",
            TOPIC,
        ),
    ]


def account(t: Any) -> list[Entry]:
    me = t("Settings")
    profile = (
        {"text": "Sam Lee"},
        {"row": t("Set your status")},
        {"switch": t("Invisible mode"), "checked": False},
        {"switch": t("Set yourself to away"), "checked": False},
        {"button": t("Full profile")},
        {"button": t("Settings")},
        {"button": t("Switch account")},
        {"button": t("Log out")},
    )
    src = "zulip account-info/ProfileScreen"
    logout = t("This will log out {email} on {realmUrl} from the mobile app on this device.",
               EMAIL, REALM)  # fmt: skip
    pick = t("Pick account")
    accounts = (
        {"row": EMAIL, "secondary": REALM},
        {"row": "sam@zulip.example.org", "secondary": "https://zulip.example.org/"},
        {"button": t("Add new account")},
    )
    forget = t("This will make the mobile app on this device forget {email} on {realmUrl}.",
               "sam@zulip.example.org", "https://zulip.example.org/")  # fmt: skip
    status = (
        {"field": t("What’s your status?"), "text": t("In a meeting")},
        {"row": t("Busy")},
        {"button": t("Save")},
    )
    return [
        popup("harmless", src, me, None, None, [], profile,
              ((t("Switch account"), False), (t("Set your status"), False))),
        popup("reversible", src, me, None, None, [], profile,
              ((t("Set yourself to away"), False),)),
        popup("opens-prompt", src, me, None, None, [], profile, ((t("Log out"), False),)),
        confirm(t, "log-out", "account-info/ProfileScreen (log out)", me, "Log out", logout,
                None, False),
        confirm(t, "harmless", "account-info/ProfileScreen (log out)", me, "Log out", logout,
                False, None),
        popup("reversible", "zulip account/AccountPickScreen", pick, None, None, [], accounts,
              (("sam@zulip.example.org", False),)),
        confirm(t, "remove-account", "account/AccountPickScreen (remove account)", pick,
                "Remove account", forget, None, False),
        confirm(t, "harmless", "account/AccountPickScreen (remove account)", pick,
                "Remove account", forget, False, None),
        popup("reversible", "zulip user-statuses/UserStatusScreen", t("Set your status"), None,
              None, [], status, ((t("Save"), False),)),
        popup("harmless", "zulip account-info/AccountDetailsScreen", PERSON, None, None, [],
              ({"text": PERSON}, {"button": t("Send direct message")}),
              ((t("Send direct message"), False),)),
    ]  # fmt: skip


def settings(t: Any) -> list[Entry]:
    title = t("Settings")
    rows = (
        {"switch": t("Night mode"), "checked": False},
        {"switch": t("Open links with in-app browser"), "checked": True},
        {"row": t("Mark messages as read on scroll"), "secondary": t("Always")},
        {"row": t("Notifications")},
        {"row": t("Language"), "secondary": "English"},
        {"row": t("Legal")},
    )
    notifications = (
        {"switch": t("Notifications when offline"), "checked": True},
        {"switch": t("Notifications when online"), "checked": False},
        {"switch": t("Stream notifications"), "checked": False},
        {"row": t("Send a test notification")},
    )
    languages = tuple({"row": name} for name in ("Deutsch", "English", "Español", "Русский"))
    src = "zulip settings/SettingsScreen"
    return [
        popup("reversible", src, title, None, None, [], rows, ((t("Night mode"), False),)),
        popup("harmless", src, title, None, None, [], rows, ((t("Language"), False),)),
        popup("reversible", "zulip settings/SettingsScreen (language)", t("Language"), None,
              None, [], languages, (("Русский", False),)),
        popup("reversible", "zulip settings/NotificationsScreen", t("Notifications"), None,
              None, [], notifications, ((t("Notifications when offline"), False),)),
        popup("harmless", "zulip settings/NotificationsScreen", t("Notifications"), None,
              None, [], notifications, ((t("Send a test notification"), False),)),
    ]  # fmt: skip
