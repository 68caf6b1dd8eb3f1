"""QUIK's blocking pages (``dev.octoshrimpy.quik``), strings from
``presentation/src/main/res/values*/strings.xml``. The numbers on the screens are the same in
every language.

Read from the code (``presentation/src/main/java/com/moez/QKSMS/feature/blocking``):
``BlockingController.kt``, ``BlockingPresenter.kt`` and ``res/layout/blocking_controller.xml``
(the page Blocking: "Blocking Manager" with the manager in use, here the built-in one, QUIK,
"Blocked numbers", "Message content filters", "Drop messages" with its switch, which sets the
``drop`` preference, and "Blocked messages"); ``numbers/BlockedNumbersController.kt``,
``BlockedNumbersPresenter.kt``, ``BlockedNumbersAdapter.kt`` and
``res/layout/blocked_numbers_controller.xml``, ``blocked_number_list_item.xml`` and
``blocked_numbers_add_dialog.xml`` (the blocked numbers, each with an unblock icon that carries
no description and unblocks the number at once, and "Block a new number", which opens a dialog
of its own view: "Block texts from", the field "Phone number", Cancel and Block, whose Block
calls ``BlockingRepository.blockNumber``); ``messages/BlockedMessagesController.kt``,
``BlockedMessagesPresenter.kt`` and ``res/menu/blocked_messages.xml`` (the blocked
conversations; with one selected the title "N selected" and the icons Delete and Block, whose
Block calls ``BlockingDialog.show`` with ``block = false``: it unblocks the conversation, as
the built-in manager does at once); ``BlockingDialog.kt`` and
``data/src/main/java/com/moez/QKSMS/blocking/QksmsBlockingClient.kt``; and, for what a block
does to the messages that come in, ``data/src/main/java/com/moez/QKSMS/worker/ReceiveSmsWorker.kt``
(a blocked sender's message is marked blocked and kept out of the inbox with no notification,
or with "Drop messages" on deleted as it arrives).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, entry, icons, page

BLOCKED, NEW = "+1 415-555-0132", "+1 202-555-0178"


def screens(t: Any) -> list[dict[str, Any]]:
    blocking = page(
        t("blocking_title"),
        [
            {"row": t("blocking_manager_title"), "secondary": t("=QUIK")},
            {"row": t("blocked_numbers_title")},
            {"row": t("message_content_filters_title")},
            {"switch": t("blocking_drop_title"), "rid": f"{ID}drop", "checked": False},
            {"text": t("blocking_drop_summary")},
            {"row": t("blocked_messages_title")},
        ],
    )
    numbers = page(
        t("blocked_numbers_title"),
        [
            {"text": BLOCKED, "rid": f"{ID}number"},
            {"id": f"{ID}unblock", "rid": f"{ID}unblock"},
            {"icon": t("blocked_numbers_add_cd"), "rid": f"{ID}add"},
        ],
    )
    add = (
        {"text": t("blocked_numbers_dialog_title")},
        {
            "field": f"{ID}input",
            "hint": t("blocked_numbers_dialog_hint"),
            "text": NEW,
            "focused": True,
        },
    )
    chosen = t("main_title_selected", 1)
    blocked = page(
        chosen,
        [
            *icons(t, ("main_menu_delete", "delete"), ("main_menu_block", "block")),
            {"list": [{"row": BLOCKED, "secondary": "Your parcel is waiting, confirm delivery"}]},
        ],
    )
    return [
        entry(
            "reversible", "quik BlockingController", blocking, [(t("blocking_drop_title"), False)]
        ),
        entry(
            "opens-prompt",
            "quik BlockedNumbersController",
            numbers,
            [(t("blocked_numbers_add_cd"), False)],
        ),
        entry("reversible", "quik BlockedNumbersController", numbers, [("unblock", False)]),
        alert(
            "block",
            "quik BlockedNumbersController showAddDialog",
            t("blocked_numbers_title"),
            None,
            None,
            (t("button_cancel"), False),
            (t("blocked_numbers_dialog_block"), True),
            items=add,
        ),
        entry(
            "reversible",
            "quik BlockedMessagesController (selected)",
            blocked,
            [(t("main_menu_block"), False)],
        ),
    ]
