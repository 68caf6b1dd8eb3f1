"""Nextcloud Deck's screens (``it.niedermann.nextcloud.deck``, the Android client of a
Nextcloud server's Deck app: boards shared with other users, their lists of cards, a card's
comments and attachments, archives and accounts), strings from
``app/src/main/res/values*/strings.xml``; ``android:cancel``, ``android:copy`` and
``android:copyUrl`` are the platform's own. The board, list, card, users and files written
on the screens are the same in every language.

Read from the code (``app/src/main/java/it/niedermann/nextcloud/deck``):
``ui/main/DrawerMenuInflater.java`` (a board's menu button in the drawer opens the popup
``res/menu/navigation_context_menu.xml`` and, where one may share, "Share board" last: "Share
link" opens the share sheet, "Clone board" opens ``MainActivity.onClone``'s "Clone board"
with its "Clone cards" checkbox, Cancel and Clone, which makes a new board; "Archive board"
archives it at once through ``onArchive``, and it is restored from "Archived boards";
"Delete board" only opens ``ui/board/DeleteBoardDialogFragment.java``, "Delete ..." with
"This will permanently delete this board including all lists and cards.", Cancel and
Delete, which deletes the board on the server); ``ui/board/accesscontrol/
AccessControlDialogFragment.java`` with ``res/layout/dialog_board_share.xml`` and
``item_access_control.xml`` ("Share board": the "Assign users" field, whose suggestion,
picked, shares the board with that user at once through ``createAccessControl``; the owner;
each sharee's delete button, which removes their access at once through
``deleteAccessControl``, and the Edit, share and manage switches; Close);
``ui/main/MainActivity.java`` (the list menu button's popup ``res/menu/list_menu.xml``:
"Archive cards" asks "Do you want to archive all cards of ...?" with Cancel and Archive,
which archives them, to be restored from "Archived cards"; "Delete list" with cards in the
list only opens ``ui/stack/DeleteStackDialogFragment.java``, "Delete list" with "This will
permanently delete all ... cards of this list.", Cancel and Delete; "Move list right"
reorders); ``ui/card/AbstractCardViewHolder.java`` and ``CardAdapter.java`` (a card's menu
button opens ``res/menu/card_menu.xml``, "Assign card to me" or "Unassign card from me" by
whether one is assigned: "Delete card" deletes the card at once, with no confirmation;
"Archive card" archives it; "Move card" opens ``ui/movecard/MoveCardDialogFragment.java``,
whose Move, to another board, deletes the card and creates a copy there without its
comments and attachments, as its warning says (``SyncRepository.moveCard``), and within the
board only moves it); ``ui/card/EditActivity.java`` (the card's title, its tabs, Save, which
saves the edits); ``ui/card/comments/CardCommentsFragment.java`` and
``ItemCommentViewHolder.java`` (the "Add comment" field and button, which posts the comment
on the card; one's own comment's context menu ``res/menu/comment_menu.xml``: Reply, Edit,
Copy and Delete, which deletes the comment at once); ``ui/card/attachments/
AttachmentViewHolder.java`` and ``DeleteAttachmentDialogFragment.java`` (an attachment's
context menu ``res/menu/attachment_menu.xml``: "Copy URL", "Append to description" and
Delete, which only opens "Delete ..." with "This will permanently delete this attachment.",
Cancel and Delete, which deletes it on the server); ``ui/manageaccounts/
ManageAccountViewHolder.java`` and ``ManageAccountsActivity.java`` (an account's Delete
removes the account and its local data from the app at once); ``ui/archivedboards/
ArchivedBoardViewHolder.java`` (an archived board's popup ``res/menu/
archived_board_menu.xml``: "Undo board archiving" restores it).
"""

from __future__ import annotations

from typing import Any

from screens import NEUTRAL, POSITIVE, dialog, entry, menu, page

RID = "it.niedermann.nextcloud.deck:id/"
BOARD, OTHER_BOARD, LIST, NEXT_LIST = "Kitchen renovation", "Garden", "To do", "Doing"
CARD, CARD2 = "Order tiles", "Call the plumber"
OWNER, USER, SUGGESTED = "Jonas Weber", "Alice Martin", "Bob Lee"
FILE, COMMENT = "floorplan.pdf", "The tiles arrive on Friday."
ACCOUNT, HOST = "jonas", "cloud.example.com"


def screens(t: Any) -> list[dict[str, Any]]:
    return boards(t) + sharing(t) + lists(t) + cards(t) + card_page(t) + accounts(t)


def board_page(t: Any) -> dict[str, Any]:
    """A board: its lists' tabs, the list menu button, two cards with their menu buttons
    and the "Add card" button."""
    return page(BOARD, [
        {"icon": t("simple_filter"), "rid": f"{RID}filter"},
        {"icon": t("choose_account"), "rid": f"{RID}avatar"},
        {"tab": LIST}, {"tab": NEXT_LIST},
        {"icon": t("add_list"), "rid": f"{RID}list_menu_button"},
        {"text": CARD}, {"text": CARD2},
        {"button": t("add_card"), "rid": f"{RID}fab"},
    ])  # fmt: skip


def boards(t: Any) -> list[dict[str, Any]]:
    entries = [t("share_link"), t("edit_board"), t("manage_tags"), t("clone_board"),
               t("archive_board"), t("delete_board"), t("share_board")]  # fmt: skip
    where = "deck DrawerMenuInflater (a board's navigation_context_menu)"
    delete = "deck DeleteBoardDialogFragment"
    title, message = t("delete_something", BOARD), t("delete_board_message")

    def deleting(category: str, cancel: bool | None, go: bool | None,
                 source: str = delete, behind: str = BOARD) -> dict[str, Any]:  # fmt: skip
        return dialog(category, source, behind, title, message,
                      [(t("android:cancel"), NEUTRAL, cancel),
                       (t("simple_delete"), POSITIVE, go)])  # fmt: skip

    clone = ({"switch": t("clone_cards")},)  # a checkbox
    archived = [t("edit_board"), t("action_board_dearchive"), t("delete_board"),
                t("share_board")]  # fmt: skip
    where_archived = "deck ArchivedBoardViewHolder (archived_board_menu)"
    return [
        menu("opens-prompt", where, BOARD, entries, [(t("delete_board"), False)]),
        menu("reversible", where, BOARD, entries, [(t("archive_board"), False)]),
        menu("opens-prompt", where, BOARD, entries, [(t("share_board"), False)]),
        menu("opens-prompt", where, BOARD, entries, [(t("clone_board"), False)]),
        deleting("delete", None, True),
        deleting("harmless", False, None),
        dialog("reversible", "deck MainActivity (onClone)", BOARD, t("clone_board"), None,
               [(t("android:cancel"), NEUTRAL, None), (t("simple_clone"), POSITIVE, False)],
               clone),
        menu("reversible", where_archived, t("archived_boards"), archived,
             [(t("action_board_dearchive"), False)]),
    ]  # fmt: skip


def sharing(t: Any) -> list[dict[str, Any]]:
    where = "deck AccessControlDialogFragment"

    def share(typed: str = "", suggestions: tuple[str, ...] = ()) -> tuple[dict[str, Any], ...]:
        field = {"field": "people", "hint": t("hint_assign_people"), "text": typed}
        shown = [{"row": s} for s in suggestions]
        return (field, *shown, {"text": OWNER}, {"text": t("owner")}, {"text": USER},
                {"button": "", "rid": f"{RID}delete"},
                {"switch": t("edit"), "rid": f"{RID}permission_edit"},
                {"switch": t("simple_share"), "rid": f"{RID}permission_share"},
                {"switch": t("simple_manage"), "rid": f"{RID}permission_manage"})  # fmt: skip

    def shared(category: str, taps: tuple[tuple[str, bool], ...], close: bool | None = None,
               items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
        return dialog(
            category,
            where,
            BOARD,
            t("share_board"),
            None,
            [(t("simple_close"), POSITIVE, close)],
            items or share(),
            taps,
        )

    return [
        shared("grant", ((SUGGESTED, True),), items=share("bo", (SUGGESTED,))),
        shared("revoke", (("delete", True),)),
        shared("reversible", ((t("simple_manage"), False),)),
    ]


def lists(t: Any) -> list[dict[str, Any]]:
    entries = [t("archive_cards"), t("add_list"), t("rename_list"), t("move_list_left"),
               t("move_list_right"), t("delete_list")]  # fmt: skip
    where = "deck MainActivity (list_menu)"
    ask = t("delete_list"), t("do_you_want_to_delete_the_current_list#3")

    def deleting(category: str, cancel: bool | None, go: bool | None) -> dict[str, Any]:
        return dialog(category, "deck DeleteStackDialogFragment", BOARD, *ask,
                      [(t("android:cancel"), NEUTRAL, cancel),
                       (t("simple_delete"), POSITIVE, go)])  # fmt: skip

    return [
        menu("opens-prompt", where, BOARD, entries, [(t("delete_list"), False)]),
        menu("opens-prompt", where, BOARD, entries, [(t("archive_cards"), False)]),
        deleting("delete", None, True),
        deleting("harmless", False, None),
        dialog("reversible", "deck MainActivity (archive the list's cards)", BOARD,
               t("archive_cards"), t("do_you_want_to_archive_all_cards_of_the_list", LIST),
               [(t("android:cancel"), NEUTRAL, None), (t("simple_archive"), POSITIVE, False)]),
    ]  # fmt: skip


def cards(t: Any) -> list[dict[str, Any]]:
    entries = [
        t("share_link"),
        t("share_content"),
        t("action_card_assign"),
        t("action_card_move"),
        t("action_card_archive"),
        t("action_card_delete"),
    ]
    where = "deck CardAdapter (card_menu)"

    def moving(category: str, board: str, warned: bool, taps: list[tuple[str, bool]],
               ) -> dict[str, Any]:  # fmt: skip
        items = [
            {"text": t("action_card_move_title", CARD)},
            {"text": f"{ACCOUNT}@{HOST}"},
            {"text": board},
            {"text": LIST},
        ]
        items += [{"text": t("move_warning")}] if warned else []
        items += [
            {"button": t("android:cancel"), "rid": f"{RID}cancel"},
            {"button": t("simple_move"), "rid": f"{RID}submit"},
        ]
        screen = {"title": BOARD, "dialog": {}, "items": items}
        return entry(category, f"deck MoveCardDialogFragment ({board})", screen, taps)

    return [
        menu("delete", where, BOARD, entries, [(t("action_card_delete"), True)]),
        menu("reversible", where, BOARD, entries, [(t("action_card_archive"), False)]),
        menu("opens-prompt", where, BOARD, entries, [(t("action_card_move"), False)]),
        moving("delete", OTHER_BOARD, True, [(t("simple_move"), True)]),
        moving("reversible", BOARD, False, [(t("simple_move"), False)]),
        moving("harmless", OTHER_BOARD, True, [(t("android:cancel"), False)]),
    ]  # fmt: skip


def card_page(t: Any) -> list[dict[str, Any]]:
    def edit(tab: list[dict[str, Any]]) -> dict[str, Any]:
        return page(CARD, [
            {"field": "title", "hint": t("simple_title"), "text": CARD},
            {"icon": t("simple_save"), "rid": f"{RID}action_card_save"},
            {"tab": t("card_edit_details")}, {"tab": t("card_edit_attachments")},
            {"tab": t("card_edit_comments")}, {"tab": t("card_edit_activity")}, *tab,
        ])  # fmt: skip

    comments = edit([
        {"text": OWNER}, {"text": COMMENT},
        {"field": "message", "hint": t("add_comment"), "text": "Great, thanks!"},
        {"icon": t("add_comment"), "rid": f"{RID}fab"},
    ])  # fmt: skip
    own = [t("simple_reply"), t("edit"), t("android:copy"), t("simple_delete")]
    attached = [t("android:copyUrl"), t("append_to_description"), t("simple_delete")]
    where = "deck ItemCommentViewHolder (comment_menu, one's own comment)"
    title, message = t("delete_something", FILE), t("attachment_delete_message")

    def deleting(category: str, cancel: bool | None, go: bool | None) -> dict[str, Any]:
        return dialog(category, "deck DeleteAttachmentDialogFragment", CARD, title, message,
                      [(t("android:cancel"), NEUTRAL, cancel),
                       (t("simple_delete"), POSITIVE, go)])  # fmt: skip

    return [
        entry("publish", "deck CardCommentsFragment (the add comment button)", comments,
              [("fab", True)]),
        entry("reversible", "deck EditActivity (card_edit_menu)", comments,
              [(t("simple_save"), False)]),
        menu("delete", where, CARD, own, [(t("simple_delete"), True)]),
        menu("opens-prompt", "deck AttachmentViewHolder (attachment_menu)", CARD, attached,
             [(t("simple_delete"), False)]),
        deleting("delete", None, True),
        deleting("harmless", False, None),
    ]  # fmt: skip


def accounts(t: Any) -> list[dict[str, Any]]:
    manage = page(t("manage_accounts"), [
        {"row": ACCOUNT, "secondary": HOST},
        {"icon": t("simple_delete"), "rid": f"{RID}delete"},
    ])  # fmt: skip
    return [
        entry(
            "account",
            "deck ManageAccountsActivity (an account's Delete)",
            manage,
            [(t("simple_delete"), True)],
        ),
        entry(
            "harmless",
            "deck ManageAccountsActivity (choose the account)",
            manage,
            [(ACCOUNT, False)],
        ),
    ]
