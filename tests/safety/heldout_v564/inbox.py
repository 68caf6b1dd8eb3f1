"""QUIK's inbox and a conversation's details (``dev.octoshrimpy.quik``), strings from
``presentation/src/main/res/values*/strings.xml``. The names, numbers and messages on the
screens are the same in every language.

Read from the code (``presentation/src/main/java/com/moez/QKSMS/feature``):
``main/MainActivity.kt`` and ``res/layout/main_activity.xml`` (the inbox: the drawer toggle,
the search field, the conversations and the "Start new conversation" button, which opens a new
message; the drawer, ``res/layout/drawer_view.xml``, whose Archived row shows the archived
conversations; with conversations selected the title "N selected" and ``res/menu/main.xml``'s
items: Select all, Archive and Delete as icons, the rest, "Add to contacts" for an unknown
number, "Pin to top" or Unpin, "Mark read" or "Mark unread", Block and, for one conversation,
"Rename conversation", in the overflow; ``showDeleteDialog``: Delete, "Are you sure you would
like to delete this conversation?", Cancel and Delete; ``showRenameDialog``, a
``common/widget/TextInputDialog``: the field, Cancel, Delete, which clears the name, and Save;
``showArchivedSnackbar``: "Archived conversation" and Undo); ``main/MainViewModel.kt`` (Archive
calls ``MarkArchived`` and Undo ``MarkUnarchived``; Delete only opens the dialog, whose Delete
calls ``DeleteConversations``, which removes the conversation and its messages from the app's
store and the thread from the phone's SMS provider; Block calls ``BlockingDialog.show``;
"Pin to top" ``MarkPinned``; "Rename conversation" only opens the dialog, whose Save and
Delete call ``setConversationName``); ``blocking/BlockingDialog.kt`` (with the built-in
blocking manager, which can block without asking, ``QksmsBlockingClient``, the conversation is
marked blocked and its numbers are added to the blocked numbers at once, with no question;
unblocking does the reverse); ``conversationinfo/ConversationInfoController.kt``,
``ConversationInfoAdapter.kt``, ``ConversationInfoPresenter.kt`` and
``res/layout/conversation_info_settings.xml`` (the page "Details": the recipients, then
"Conversation title", Notifications, "Mark unread", Archive or Unarchive, Block or Unblock and
"Delete conversation", which opens Delete, "Are you sure you would like to delete this
conversation?" read with no count, Cancel and Delete, whose Delete calls
``DeleteConversations``; for a blocked conversation Notifications and Archive are disabled and
Unblock unblocks it at once).
"""

from __future__ import annotations

from typing import Any

from screens import ID, alert, entry, icons, menu, page, snackbar

MAYA, DANIEL, NUMBER, FAMILY = "Maya Fischer", "Daniel Okafor", "+1 415-555-0132", "Family"
MAYA_PHONE = "+49 151 23456789"
SNIPPETS = {
    MAYA: "See you at 7?",
    DANIEL: "Thanks, got it 👍",
    FAMILY: "Dinner is at Grandma's on Sunday",
    NUMBER: "Your parcel is waiting, confirm delivery: bit.ly/3xPq",
}
RENAMED = "Maya (climbing)"


def screens(t: Any) -> list[dict[str, Any]]:
    return inbox(t) + details(t)


def _rows(names: tuple[str, ...]) -> dict[str, Any]:
    return {"list": [{"row": name, "secondary": SNIPPETS[name]} for name in names]}


def _inbox_page(t: Any, names: tuple[str, ...], extra: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "items": [
            {"icon": t("main_drawer_open_cd")},
            {"field": f"{ID}toolbarSearch", "hint": t("title_conversations")},
            _rows(names),
            {"icon": t("main_fab_cd"), "rid": f"{ID}compose"},
            *extra,
        ]
    }


def _selected(t: Any, names: tuple[str, ...]) -> dict[str, Any]:
    bar = icons(
        t,
        ("main_menu_select_all", "select_all"),
        ("main_menu_archive", "archive"),
        ("main_menu_delete", "delete"),
    )
    return page(t("main_title_selected", 1), [*bar, _rows(names)])


def inbox(t: Any) -> list[dict[str, Any]]:
    names = (MAYA, FAMILY, DANIEL, NUMBER)
    home = _inbox_page(t, names, [])
    drawer = {
        "items": [
            {"row": t(k)}
            for k in (
                "drawer_inbox",
                "drawer_archived",
                "backup_title",
                "drawer_scheduled",
                "drawer_blocking",
                "message_management_title",
                "drawer_settings",
                "drawer_invite",
            )
        ]
    }
    selected = t("main_title_selected", 1)
    overflow = [
        t("main_menu_pin"),
        t("main_menu_read"),
        t("main_menu_block"),
        t("main_menu_rename_conversation"),
    ]
    archived = _inbox_page(
        t, (FAMILY, DANIEL, NUMBER), snackbar(t("toast_archived#1"), t("button_undo"))
    )
    name = ({"field": f"{ID}field", "hint": t("info_name"), "text": RENAMED, "focused": True},)
    return [
        entry("harmless", "quik MainActivity (inbox)", home, [(t("main_fab_cd"), False)]),
        entry("harmless", "quik MainActivity (inbox)", home, [(MAYA, False)]),
        entry("harmless", "quik MainActivity (drawer)", drawer, [(t("drawer_archived"), False)]),
        entry(
            "reversible",
            "quik MainActivity (selected)",
            _selected(t, names),
            [(t("main_menu_archive"), False)],
        ),
        entry(
            "opens-prompt",
            "quik MainActivity (selected)",
            _selected(t, names),
            [(t("main_menu_delete"), False)],
        ),
        menu(
            "block",
            "quik MainActivity (selected, overflow)",
            selected,
            overflow,
            [(t("main_menu_block"), True)],
        ),
        menu(
            "opens-prompt",
            "quik MainActivity (selected, overflow)",
            selected,
            overflow,
            [(t("main_menu_rename_conversation"), False)],
        ),
        alert(
            "delete",
            "quik MainActivity showDeleteDialog",
            selected,
            t("dialog_delete_title"),
            t("dialog_delete_message#1"),
            (t("button_cancel"), False),
            (t("button_delete"), True),
        ),
        alert(
            "reversible",
            "quik MainActivity showRenameDialog",
            selected,
            None,
            None,
            (t("button_delete"), False),
            (t("button_save"), False),
            (t("button_cancel"), None),
            name,
        ),
        entry(
            "reversible",
            "quik MainActivity (archived snackbar)",
            archived,
            [(t("button_undo"), False)],
        ),
    ]


def _details_page(t: Any, who: tuple[str, str | None], blocked: bool) -> dict[str, Any]:
    name, phone = who
    recipient: dict[str, Any] = {"row": name, "secondary": phone} if phone else {"row": name}
    return page(
        t("info_title"),
        [
            recipient,
            {"row": t("info_name")},
            {"row": t("info_notifications")},
            {"row": t("main_menu_unread")},
            {"row": t("info_archive")},
            {"row": t("info_unblock" if blocked else "info_block")},
            {"row": t("info_delete")},
        ],
    )


def details(t: Any) -> list[dict[str, Any]]:
    where = "quik ConversationInfoController"
    maya = _details_page(t, (MAYA, MAYA_PHONE), False)
    spam = _details_page(t, (NUMBER, None), True)
    return [
        entry("block", where, maya, [(t("info_block"), True)]),
        entry("opens-prompt", where, maya, [(t("info_delete"), False)]),
        alert(
            "delete",
            "quik ConversationInfoController showDeleteDialog",
            t("info_title"),
            t("dialog_delete_title"),
            t("dialog_delete_message"),
            (t("button_cancel"), False),
            (t("button_delete"), True),
        ),
        entry("reversible", f"{where} (blocked)", spam, [(t("info_unblock"), False)]),
    ]
