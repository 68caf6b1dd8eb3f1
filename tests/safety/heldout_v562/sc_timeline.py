"""SchildiChat Next's room timeline (``features/messages``, ``features/poll``,
``libraries/textcomposer``): messages sent, edited and removed, a message's action list, a
poll created and ended, a message reported.

Read from the code: ``topbars/MessagesViewTopBar.kt`` and ``timeline/components/
CallMenuItem.kt`` (the room's name and the "Start a call" button); ``libraries/textcomposer/
TextComposer.kt`` (the composer: "Add attachment", the text field, and the end button, whose
content description is "Send message", or "Send edited message" while a message is edited, the
composer then headed "Editing"; both call ``onSendMessage``, which sends the message, or the
edit, to the room at once); ``messagecomposer/AttachmentsBottomSheet.kt`` (the sources: "Take
photo", "Record video", "Photo & Video Library", "Attachment", Poll and "Text Formatting"; Poll
only opens the poll form; "Share location" shows only where the build carries a map-tile key,
and is left off); ``actionlist/ActionListView.kt``, ``ActionListPresenter.kt`` and
``model/TimelineItemActionComparator.kt`` (a message's action list: its sender, time and text,
the suggested reactions and "React with other emojis", then the actions in the comparator's
order: for another member's text message, with threads off and developer mode off, Reply,
Forward, "Copy link to message", Pin, "Copy text", "Report content" and Remove; for one's own,
Edit instead of "Report content"; for one's own poll that has votes, "End poll", Reply, "Copy
link to message", Pin and Remove); ``MessagesPresenter.kt`` (what each action does: Remove
calls ``redactEvent`` at once, with no confirmation and no undo; Pin calls ``pinEvent``, which
Unpin undoes; Forward only opens the room picker; "Report content" only opens the report
page; "End poll" only opens ``MessagesView``'s confirmation, "Are you sure you want to end this
poll?" with Cancel and OK, whose OK ends the poll through ``DefaultEndPollAction``);
``report/ReportMessageView.kt`` and ``ReportMessagePresenter.kt`` (the reason field, the
block-user switch, which has no label of its own, and Send, which calls ``room.reportContent``,
sending the report to the homeserver's administrators); ``create/CreatePollView.kt`` and
``CreatePollPresenter.kt`` (the question, the options with their delete buttons, "Add option",
"Hide votes", and the top bar's Create, which sends the poll to the room through
``PollRepository.savePoll``; "Add option" only adds a field to the form)."""

from __future__ import annotations

from typing import Any

from screens import MAYA, ME, ROOM, confirm, entry, page, sheet

QUESTION = "Who's bringing the map for Saturday?"
MINE = "I can bring it, and the first-aid kit too."
TYPED = "Let's meet at the north car park at 8:00."
EDITED = "I can bring it, and the first-aid kit and the stove too."
POLL = "Which trail on Sunday?"
OPTIONS = ("Alpine lake loop", "Ridge path", "Forest valley")
REASON = "Spam links posted over and over"
REACTIONS = ("👍️", "👎️", "🔥", "❤️", "👏")


def screens(t: Any) -> list[dict[str, Any]]:
    return composer(t) + action_lists(t) + polls(t) + report(t)


def timeline(t: Any, field: dict[str, Any], send: str, *above: dict[str, Any]) -> dict[str, Any]:
    """The room's timeline with the composer under it."""
    return page(ROOM, [
        {"icon": t("a11y_start_call")},
        {"text": MAYA},
        {"text": QUESTION},
        {"text": MINE},
        *above,
        {"icon": t("rich_text_editor_a11y_add_attachment")},
        field,
        {"icon": send},
    ])  # fmt: skip


def composer(t: Any) -> list[dict[str, Any]]:
    typed = timeline(t, {"field": "", "text": TYPED, "focused": True}, t("action_send_message"))
    editing = timeline(
        t,
        {"field": "", "text": EDITED, "focused": True},
        t("action_send_edited_message"),
        {"text": t("common_editing")},
    )
    sources = [
        {"row": t("screen_room_attachment_source_camera_photo")},
        {"row": t("screen_room_attachment_source_camera_video")},
        {"row": t("screen_room_attachment_source_gallery")},
        {"row": t("screen_room_attachment_source_files")},
        {"row": t("screen_room_attachment_source_poll")},
        {"row": t("screen_room_attachment_text_formatting")},
    ]
    return [
        entry("send", "schildi TextComposer (a new message)", typed,
              [(t("action_send_message"), True)]),
        entry("opens-prompt", "schildi TextComposer (Add attachment)", typed,
              [(t("rich_text_editor_a11y_add_attachment"), False)]),
        entry("send", "schildi TextComposer (editing a sent message)", editing,
              [(t("action_send_edited_message"), True)]),
        sheet("harmless", "schildi AttachmentsBottomSheet", ROOM, sources,
              [(t("screen_room_attachment_source_poll"), False)]),
    ]  # fmt: skip


def actions(t: Any, sender: str, body: str, keys: list[str]) -> list[dict[str, Any]]:
    """An action list: the message, the reactions, then the actions' rows."""
    return [
        {"text": sender},
        {"text": "10:42"},
        {"text": body},
        *({"button": emoji} for emoji in REACTIONS),
        {"icon": t("a11y_react_with_other_emojis")},
        *({"row": t(key)} for key in keys),
    ]


def action_lists(t: Any) -> list[dict[str, Any]]:
    own = actions(t, ME, MINE, ["action_reply", "action_forward", "action_edit",
                                "action_copy_link_to_message", "action_pin",
                                "action_copy_text", "action_remove"])  # fmt: skip
    other = actions(t, MAYA, QUESTION, ["action_reply", "action_forward",
                                        "action_copy_link_to_message", "action_pin",
                                        "action_copy_text", "action_report_content",
                                        "action_remove"])  # fmt: skip
    where = "schildi ActionListView"
    return [
        sheet("delete", f"{where} (own message)", ROOM, own, [(t("action_remove"), True)]),
        sheet("reversible", f"{where} (another member's message)", ROOM, other,
              [(t("action_pin"), False)]),
        sheet("opens-prompt", f"{where} (another member's message)", ROOM, other,
              [(t("action_report_content"), False)]),
        sheet("harmless", f"{where} (another member's message)", ROOM, other,
              [(t("action_reply"), False)]),
    ]  # fmt: skip


def polls(t: Any) -> list[dict[str, Any]]:
    poll = actions(t, ME, POLL, ["action_end_poll", "action_reply",
                                 "action_copy_link_to_message", "action_pin",
                                 "action_remove"])  # fmt: skip
    fields = [{"field": "", "text": POLL}]
    for option in OPTIONS:
        fields += [{"field": "", "text": option},
                   {"icon": t("screen_create_poll_delete_option_a11y", option)}]  # fmt: skip
    create = page(t("screen_create_poll_title"), [
        {"button": t("action_create")},
        {"text": t("screen_create_poll_question_desc")},
        *fields,
        {"row": t("screen_create_poll_add_option_btn")},
        {"switch": t("screen_create_poll_anonymous_headline"), "checked": False},
    ])  # fmt: skip
    return [
        sheet("opens-prompt", "schildi ActionListView (own poll)", ROOM, poll,
              [(t("action_end_poll"), False)]),
        confirm("close", "schildi MessagesView (end poll confirmation)", ROOM, None,
                t("common_poll_end_confirmation"), t("action_cancel"), t("action_ok"), True),
        entry("send", "schildi CreatePollView (Create)", create, [(t("action_create"), True)]),
    ]  # fmt: skip


def report(t: Any) -> list[dict[str, Any]]:
    form = page(t("action_report_content"), [
        {"field": "", "hint": t("screen_report_content_hint"), "text": REASON},
        {"text": t("screen_report_content_explanation")},
        {"text": t("screen_report_content_block_user")},
        {"text": t("screen_report_content_block_user_hint")},
        {"button": t("action_send")},
    ])  # fmt: skip
    return [entry("report", "schildi ReportMessageView", form, [(t("action_send"), True)])]
