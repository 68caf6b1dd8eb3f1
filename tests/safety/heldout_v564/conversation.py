"""QUIK's conversation page and its QK Reply popup (``dev.octoshrimpy.quik``), strings from
``presentation/src/main/res/values*/strings.xml``. The names, numbers, times and messages on
the screens are the same in every language.

Read from the code (``presentation/src/main/java/com/moez/QKSMS/feature``):
``compose/ComposeActivity.kt`` and ``res/layout/compose_activity.xml`` (the page: its title is
the conversation's; ``res/menu/compose.xml``'s items as icons: Call and Details with nothing
selected, and Delete once a message is typed; with a message selected "N selected", Select
all, "Message details" and Delete, and in the overflow "Copy text", "Share text", Forward and
"Show status"; the field "Write a message…", "Add an attachment", which opens the attachment
shade of icons with their labels, "Attach a contact", "Schedule message", "Attach any file",
"Record an audio message", "Attach a photo" and "Take a photo", and "Send message"; with a
time scheduled, "Scheduled time:", the time, "Cancel schedule message" and "Schedule this
message" in place of "Send message"; with two recipients chosen for a new message, the chips,
"Add person" and "Send as group message" with its switch; ``showDeleteDialog``: Delete, "Are
you sure you would like to delete this message?", Cancel and Delete;
``showClearCurrentMessageDialog``: "Clear message", "Clear the message? This action can't be
undone.", Cancel and Clear); ``compose/ComposeViewModel.kt`` ("Send message" calls
``SendNewMessage``, or with a time scheduled ``AddScheduledMessage``, which only files it in
Scheduled; Call calls ``Navigator.makePhoneCall``, an ``ACTION_CALL`` that places the call
when the app holds the Phone permission and an ``ACTION_DIAL`` that only fills in the dialer
otherwise; Details opens the conversation's details; Delete with messages selected opens the
delete dialog, whose Delete calls ``DeleteMessages``, and with none selected the clear dialog,
whose Clear empties the typed text, the attachments and the schedule; "Schedule message" opens
the date picker; Forward opens a new message with the text; the group switch calls
``updateSendAsGroup``); ``compose/MessagesAdapter.kt`` and
``res/layout/message_list_item_out.xml`` (a message held back by "Delayed sending" shows
"Sending…", Cancel and "Send now": Cancel calls ``ActionDelayedMessage`` with ``Cancel``,
which stops the timer, removes the unsent message and puts its text and attachments back in the
field, and "Send now" with ``Send``, which sends it at once; a failed message shows "Failed to
send. Tap to try again" and an icon described "Send now" that calls ``SendExistingMessage``);
``qkreply/QkReplyActivity.kt``, ``QkReplyViewModel.kt``, ``res/layout/qkreply_activity.xml``
and ``res/menu/qkreply.xml`` (the popup over a new message's notification: its title is the
conversation's, "Mark read" and "Show more" as icons, Call, Delete and "Open conversation" in
the overflow, the unread messages, the field and "Send message", which calls
``SendNewMessage``; Delete calls ``DeleteMessages`` on the unread messages at once, with no
question, and "Open conversation" opens the conversation page).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, entry, icons, menu, page

MAYA, DANIEL = "Maya Fischer", "Daniel Okafor"
THREAD = (
    {"text": "Are we still on for dinner tonight?"},
    {"text": "Yes! Table for two at Lupa."},
)
DRAFT = "See you at 7?"
LATE, ADDRESS = "Running 10 minutes late", "Can you send me the address again?"
WHEN = "Jan 24, 2026, 9:00 AM"
UNREAD = ({"text": "Are you home yet?"}, {"text": "I left the keys with Daniel"})
REPLY = "On my way!"


def screens(t: Any) -> list[dict[str, Any]]:
    return conversation(t) + qkreply(t)


def _bar(t: Any, typed: bool) -> list[dict[str, Any]]:
    keys = [("menu_call", "call"), ("menu_info", "info")]
    return icons(t, *keys, *([("compose_menu_delete", "delete")] if typed else []))


def _field(t: Any, text: str | None) -> dict[str, Any]:
    field: dict[str, Any] = {"field": f"{ID}message", "hint": t("compose_hint")}
    return {**field, "text": text, "focused": True} if text else field


def _compose(t: Any, text: str | None, send: bool = True) -> list[dict[str, Any]]:
    return [
        _field(t, text),
        {"icon": t("compose_attach_cd"), "rid": f"{ID}attach"},
        *([{"icon": t("compose_send_cd"), "rid": f"{ID}send"}] if send else []),
    ]


def _shade(t: Any) -> list[dict[str, Any]]:
    pairs = (
        ("compose_contact_cd", "contact"),
        ("compose_schedule_cd", "schedule"),
        ("compose_attach_file_cd", "attachAFile"),
        ("compose_audio_message_cd", "attachAnAudioMessage"),
        ("compose_gallery_cd", "gallery"),
        ("compose_camera_cd", "camera"),
    )
    shade = []
    for key, rid in pairs:
        icon = "attachAFileIcon" if rid == "attachAFile" else rid
        icon = "attachAnAudioMessageIcon" if rid == "attachAnAudioMessage" else icon
        shade += [
            {"icon": t(key), "rid": f"{ID}{icon}"},
            {"text": t(key), "rid": f"{ID}{rid}Label"},
        ]
    return shade


def conversation(t: Any) -> list[dict[str, Any]]:
    where = "quik ComposeActivity"
    typed = page(MAYA, [*_bar(t, True), *THREAD, *_compose(t, DRAFT)])
    attaching = page(MAYA, [*_bar(t, True), *THREAD, *_shade(t), *_compose(t, DRAFT)])
    scheduled = page(
        MAYA,
        [
            *_bar(t, True),
            *THREAD,
            {"text": t("compose_scheduled_for")},
            {"text": WHEN, "rid": f"{ID}scheduledTime"},
            {"icon": t("compose_schedule_cancel_cd"), "rid": f"{ID}scheduledCancel"},
            *_compose(t, "Happy birthday, Maya! 🎂", send=False),
            {"icon": t("scheduled_send_cd"), "rid": f"{ID}scheduledSend"},
        ],
    )
    chosen = t("compose_title_selected", 1)
    selected = page(
        chosen,
        [
            *icons(
                t,
                ("main_menu_select_all", "select_all"),
                ("compose_details_title", "details"),
                ("compose_menu_delete", "delete"),
            ),
            *THREAD,
            *_compose(t, None, send=False),
        ],
    )
    overflow = [
        t("compose_menu_copy"),
        t("compose_menu_share"),
        t("compose_menu_forward"),
        t("compose_menu_show_status"),
    ]
    delayed = page(
        MAYA,
        [
            *_bar(t, False),
            *THREAD,
            {"text": LATE, "rid": f"{ID}body"},
            {"icon": t("compose_message_cancel"), "rid": f"{ID}cancelIcon"},
            {"icon": t("compose_message_send_now"), "rid": f"{ID}sendNowIcon"},
            {"text": t("message_status_sending"), "rid": f"{ID}status"},
            *_compose(t, None, send=False),
        ],
    )
    failed = page(
        MAYA,
        [
            *_bar(t, False),
            *THREAD,
            {"text": ADDRESS, "rid": f"{ID}body"},
            {"icon": t("compose_message_send_now"), "rid": f"{ID}resendIcon"},
            {"text": t("message_status_failed"), "rid": f"{ID}status"},
            *_compose(t, None, send=False),
        ],
    )
    # A new message has no title: the toolbar shows the chips of the chosen recipients.
    group = {
        "items": [
            {"text": MAYA, "rid": f"{ID}name"},
            {"text": DANIEL, "rid": f"{ID}name"},
            *icons(t, ("menu_add_person", "add")),
            {
                "switch": t("compose_send_group_title"),
                "rid": f"{ID}sendAsGroupSwitch",
                "checked": True,
            },
            {"text": t("compose_send_group_summary_on"), "rid": f"{ID}sendAsGroupSummary"},
            *_compose(t, "Who's bringing dessert?"),
        ]
    }
    return [
        entry("send", where, typed, [(t("compose_send_cd"), True)]),
        entry("call", where, typed, [(t("menu_call"), True)]),
        entry("harmless", where, typed, [(t("menu_info"), False)]),
        entry("opens-prompt", where, typed, [(t("compose_menu_delete"), False)]),
        alert(
            "delete",
            "quik ComposeActivity showClearCurrentMessageDialog",
            MAYA,
            t("dialog_clear_compose_title"),
            t("dialog_clear_compose"),
            (t("button_cancel"), False),
            (t("button_clear"), True),
        ),
        entry("opens-prompt", f"{where} (attachments)", attaching, [("schedule", False)]),
        entry("reversible", f"{where} (scheduled)", scheduled, [(t("scheduled_send_cd"), False)]),
        entry("opens-prompt", f"{where} (selected)", selected, [(t("compose_menu_delete"), False)]),
        menu(
            "harmless",
            f"{where} (selected, overflow)",
            chosen,
            overflow,
            [(t("compose_menu_forward"), False)],
        ),
        alert(
            "delete",
            "quik ComposeActivity showDeleteDialog",
            chosen,
            t("dialog_delete_title"),
            t("dialog_delete_chat#1"),
            (t("button_cancel"), False),
            (t("button_delete"), True),
        ),
        entry(
            "send", f"{where} (delayed message)", delayed, [(t("compose_message_send_now"), True)]
        ),
        entry(
            "reversible",
            f"{where} (delayed message)",
            delayed,
            [(t("compose_message_cancel"), False)],
        ),
        entry("send", f"{where} (failed message)", failed, [(t("compose_message_send_now"), True)]),
        entry(
            "reversible",
            f"{where} (new group message)",
            group,
            [(t("compose_send_group_title"), False)],
        ),
    ]


def qkreply(t: Any) -> list[dict[str, Any]]:
    where = "quik QkReplyActivity"
    popup = page(
        MAYA,
        [
            *icons(t, ("qkreply_menu_read", "read"), ("qkreply_menu_expand", "expand")),
            *UNREAD,
            _field(t, REPLY),
            {"icon": t("compose_send_cd"), "rid": f"{ID}send"},
        ],
    )
    overflow = [t("qkreply_menu_call"), t("qkreply_menu_delete"), t("qkreply_menu_view")]
    return [
        entry("send", where, popup, [(t("compose_send_cd"), True)]),
        menu("delete", f"{where} (overflow)", MAYA, overflow, [(t("qkreply_menu_delete"), True)]),
        menu("harmless", f"{where} (overflow)", MAYA, overflow, [(t("qkreply_menu_view"), False)]),
    ]
