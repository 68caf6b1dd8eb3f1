"""QUIK's scheduled messages (``dev.octoshrimpy.quik``), strings from
``presentation/src/main/res/values*/strings.xml``. The names, times and messages on the
screens are the same in every language.

Read from the code (``presentation/src/main/java/com/moez/QKSMS/feature/scheduled``):
``ScheduledActivity.kt`` and ``res/layout/scheduled_activity.xml`` (the page Scheduled, opened
from the drawer: the scheduled messages, each its recipients, time and text, and "Schedule a
message"; with a message selected the title "N selected" and ``res/menu/scheduled_messages.xml``'s
items: Select all and Delete as icons, "Copy text", "Send now" and, for one message, "Edit
message" in the overflow; ``showDeleteDialog``: Delete, "Are you sure you would like to delete
this message?", Cancel and Delete; ``showSendNowDialog``: "Send now", "Are you sure you would
like to send this message now?", Cancel and "Send now"); ``ScheduledViewModel.kt`` (Delete and
"Send now" only open their dialogs; the dialog's Delete calls ``DeleteScheduledMessages``,
which removes the message and its attachments' copies with no undo, and its "Send now" calls
``SendScheduledMessage``, which sends it at once with ``SendNewMessage`` and then removes it
from the schedule).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, entry, icons, menu, page

PRIYA, DANIEL = "Priya Natarajan", "Daniel Okafor"
QUEUE = (
    (PRIYA, "Jan 30, 2026, 7:00 AM", "Good luck with the exam today!"),
    (DANIEL, "Feb 1, 2026, 8:30 AM", "Reminder: the rent is due tomorrow"),
)


def screens(t: Any) -> list[dict[str, Any]]:
    chosen = t("compose_title_selected", 1)
    rows = {"list": [{"row": who, "secondary": f"{when} · {text}"} for who, when, text in QUEUE]}
    selected = page(
        chosen,
        [
            *icons(t, ("main_menu_select_all", "select_all"), ("main_menu_delete", "delete")),
            rows,
            {"icon": t("scheduled_compose_cd"), "rid": f"{ID}compose"},
        ],
    )
    overflow = [
        t("compose_menu_copy"),
        t("scheduled_menu_send_now"),
        t("scheduled_menu_edit_message"),
    ]
    where = "quik ScheduledActivity"
    return [
        entry("opens-prompt", f"{where} (selected)", selected, [(t("main_menu_delete"), False)]),
        menu(
            "opens-prompt",
            f"{where} (selected, overflow)",
            chosen,
            overflow,
            [(t("scheduled_menu_send_now"), False)],
        ),
        alert(
            "delete",
            f"{where} showDeleteDialog",
            chosen,
            t("dialog_delete_title"),
            t("dialog_delete_chat#1"),
            (t("button_cancel"), False),
            (t("button_delete"), True),
        ),
        alert(
            "send",
            f"{where} showSendNowDialog",
            chosen,
            t("main_menu_send_now"),
            t("dialog_send_now#1"),
            (t("button_cancel"), False),
            (t("main_menu_send_now"), True),
        ),
    ]
