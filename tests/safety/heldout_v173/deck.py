"""Nextcloud Deck's screens for the hundred-and-seventy-third held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, **values)`` being that language's lookup of an English
source string in the app's ``l10n/<lang>.json`` catalogue. What each action sends, and why it
is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

APP = "/index.php/apps/deck"  # generateUrl('/apps/deck...')
OCS = "/ocs/v2.php/apps/deck/api/v1.0"  # generateOcsUrl('/apps/deck/api/v1.0...')
ME, USER, USER_NAME, GROUP = "alice", "bob", "Bob Martin", "marketing"
BOARD, BOARD_TITLE, SHARED, SHARED_TITLE = 7, "Product launch", 9, "Team offsite"
STACK, STACK_TITLE, STACK2 = 21, "In progress", 22
CARD, CARD_TITLE, CARD2 = 314, "Draft press release", 315
LABEL, LABEL_TITLE, LABEL2, LABEL2_TITLE = 5, "Urgent", 6, "Design"
ACL, COMMENT, ATTACH, FILE_ATTACH = 12, 88, 41, 52
COMMENT_TEXT = "The embargo lifts on Tuesday at 9:00."
Act = tuple[Any, bool, list[Any]]

# The board and card objects the page sends back whole (a copy of the store's object),
# written with their main fields.
BOARD_OBJ = {"id": BOARD, "title": BOARD_TITLE, "owner": {"uid": ME, "displayname": "Alice"},
             "color": "0082c9", "archived": False, "labels": [], "acl": [],
             "permissions": {"PERMISSION_READ": True, "PERMISSION_EDIT": True,
                             "PERMISSION_MANAGE": True, "PERMISSION_SHARE": True},
             "deletedAt": 0, "settings": {"notify-due": "assigned", "calendar": True}}  # fmt: skip
CARD_OBJ = {"id": CARD, "title": CARD_TITLE, "description": "", "stackId": STACK,
            "type": "plain", "order": 0, "archived": False, "done": None,
            "duedate": "2025-06-03T09:00:00+00:00", "deletedAt": 0, "owner": ME,
            "labels": [], "assignedUsers": []}  # fmt: skip
ACL_OBJ = {"id": ACL, "participant": {"primaryKey": USER, "uid": USER, "displayname": USER_NAME},
           "type": 0, "boardId": BOARD, "permissionEdit": True, "permissionShare": False,
           "permissionManage": False, "owner": False}  # fmt: skip
SHAREES = ("GET /ocs/v2.php/core/autocomplete/get?search=&itemType=deck&shareTypes[]=0"
           "&shareTypes[]=1&shareTypes[]=6&shareTypes[]=7&limit=20")  # fmt: skip


def xhr(method: str, url: str, data: Any = None) -> Any:
    """An axios request; a body is axios's JSON of the object the page passes."""
    if data is None:
        return f"{method} {url}"
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    return {"request": f"{method} {url}", "body": text}


def board(**changes: Any) -> dict[str, Any]:
    return {**BOARD_OBJ, **changes}


def card(**changes: Any) -> dict[str, Any]:
    return {**CARD_OBJ, **changes}


def config(key: str, value: Any) -> Any:
    """The store's setConfig: one POST per key."""
    return xhr("POST", f"{OCS}/config/{key}", {"value": value})


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = []
    for label, irreversible, sends in acts:
        action = {"enter": True} if label is None else {"tap": label}
        cases.append({**action, "irreversible": irreversible, "sends": copy.deepcopy(sends)})
    return {"category": category, "source": f"deck {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def dialog(title: str, page: str, message: str, buttons: list[str]) -> dict[str, Any]:
    """OC.dialogs.confirmDestructive or an NcDialog: the app's own modal over the page."""
    return {"title": page, "dialog": {"title": title, "message": message},
            "items": [{"button": b} for b in buttons]}  # fmt: skip


def popup(page: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open actions menu (NcActions) over its page, the page's texts above."""
    return {"title": page, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def navigation_screens(t: Any) -> list[dict[str, Any]]:
    """The app navigation: its entries, the new-board form, a board's actions menu and its
    due-date submenu, the inline rename, the clone and export dialogs, the delete and leave
    confirmations, an archived board's menu, the settings dialog."""
    page = BOARD_TITLE
    nav = {"title": page, "items": [
        {"link": t("Upcoming cards")}, {"link": t("All boards")},
        {"link": t("Archived boards")}, {"link": t("Shared with you")},
        {"button": t("Add board")}, {"link": BOARD_TITLE}, {"link": SHARED_TITLE},
        {"link": t("Deck settings")}]}  # fmt: skip
    add = {"title": page, "items": [
        {"field": "board-name", "hint": t("Board name"), "text": "Q3 roadmap", "focused": True},
        {"icon": t("Cancel edit")}, {"icon": t("Save board")}]}  # fmt: skip
    menu_items = [t("Board details"), t("Edit board"), t("Clone board"), t("Archive board"),
                  t("Export board"), t("Set as default board"), t("Due date reminders"),
                  t("Delete board")]  # fmt: skip
    menu = popup(page, [BOARD_TITLE], [{"menu": m} for m in menu_items])
    due = popup(page, [BOARD_TITLE], [
        {"menu": t("Due date reminders")}, {"menu": t("All cards")},
        {"menu": t("Assigned cards")}, {"menu": t("No notifications")}])  # fmt: skip
    edit = {"title": page, "items": [
        {"field": "board-name", "hint": t("Board name"), "text": "Product launch 2025",
         "focused": True},
        {"icon": t("Cancel edit")}, {"icon": t("Save board")}]}  # fmt: skip
    clone = {"title": page, "dialog": {"title": t("Clone {boardTitle}", boardTitle=BOARD_TITLE)},
             "items": [
        {"switch": t("Clone cards"), "checked": False},
        {"switch": t("Clone assignments"), "checked": True},
        {"switch": t("Clone labels"), "checked": True},
        {"switch": t("Clone due dates"), "checked": True},
        {"button": t("Advanced options")},
        {"button": t("Cancel")}, {"button": t("Clone")}]}  # fmt: skip
    export = {"title": page, "dialog": {"title": t("Export {boardTitle}", boardTitle=BOARD_TITLE)},
              "items": [
        {"radio": t("Export as JSON"), "checked": True},
        {"radio": t("Export as CSV"), "checked": False},
        {"text": t("Note: Only the JSON format is supported for importing back into the "
                   "Deck app.")},
        {"button": t("Cancel")}, {"button": t("Export")}]}  # fmt: skip
    delete = dialog(t("Delete the board?"), page, t(
        "Are you sure you want to delete the board {title}? This will delete all the data of "
        "this board including archived cards.", title=BOARD_TITLE),
        [t("Cancel"), t("Delete")])  # fmt: skip
    shared_menu = popup(page, [SHARED_TITLE], [
        {"menu": t("Board details")}, {"menu": t("Clone board")},
        {"menu": t("Export board")}, {"menu": t("Leave board")}])  # fmt: skip
    leave = dialog(t("Leave the board?"), page, t(
        "Are you sure you want to leave the board {title}?", title=SHARED_TITLE),
        [t("Cancel"), t("Leave")])  # fmt: skip
    archived = popup(t("Archived boards"), ["Spring campaign"], [
        {"menu": t("Board details")}, {"menu": t("Unarchive board")},
        {"menu": t("Export board")}, {"menu": t("Delete board")}])  # fmt: skip
    settings = {"title": page, "dialog": {"title": t("Deck settings")}, "items": [
        {"text": t("General")}, {"switch": t("Use bigger card view"), "checked": False},
        {"text": t("Appearance")}, {"switch": t("Show card ID badge"), "checked": False},
        {"switch": t("Show boards in calendar/tasks"), "checked": True},
        {"text": t("Admin settings")},
        {"switch": t("Enable federation"), "checked": False}]}  # fmt: skip
    clone_body = {"withCards": False, "withAssignments": True, "withLabels": True,
                  "withDueDate": True, "moveCardsToLeftStack": False,
                  "restoreArchivedCards": False}  # fmt: skip
    return [
        _entry("opens-prompt", "navigation", nav, [
            (t("Add board"), False, []),
            (t("Upcoming cards"), False, [xhr("GET", f"{OCS}/overview/upcoming")])]),
        _entry("reversible", "new board form", add, [
            (t("Save board"), False, [xhr("POST", f"{OCS}/boards",
                                          {"title": "Q3 roadmap", "color": "0082c9"})])]),
        _entry("opens-prompt", "board actions menu", menu, [
            (t("Edit board"), False, []), (t("Clone board"), False, []),
            (t("Delete board"), False, [])]),
        _entry("reversible", "board actions menu (archive)", menu, [
            (t("Archive board"), False, [xhr("PUT", f"{APP}/boards/{BOARD}",
                                             board(archived=True))])]),
        _entry("reversible", "due date reminders submenu", due, [
            (t("No notifications"), False, [config(f"board:{BOARD}:notify-due", "off")])]),
        _entry("reversible", "rename board form", edit, [
            (t("Save board"), False, [xhr("PUT", f"{APP}/boards/{BOARD}",
                                          board(title="Product launch 2025"))])]),
        _entry("reversible", "clone board dialog", clone, [
            (t("Clone"), False, [xhr("POST", f"{APP}/boards/{BOARD}/clone", clone_body)]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "export board dialog", export, [
            (t("Export"), False, [xhr("GET", f"{APP}/boards/{BOARD}/export")])]),
        _entry("delete", "delete board confirmation", delete, [
            (t("Delete"), True, [xhr("DELETE", f"{APP}/boards/{BOARD}")]),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "shared board actions menu", shared_menu, [
            (t("Leave board"), False, [])]),
        _entry("revoke-access", "leave board confirmation", leave, [
            (t("Leave"), True, [xhr("POST", f"{APP}/boards/{SHARED}/leave")]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "archived board actions menu", archived, [
            (t("Unarchive board"), False, [xhr("PUT", f"{APP}/boards/11", board(
                id=11, title="Spring campaign", archived=False))])]),
        _entry("reversible", "settings dialog", settings, [
            (t("Use bigger card view"), False, [config("cardDetailsInModal", True)]),
            (t("Enable federation"), False, [config("federationEnabled", "yes")])]),
    ]  # fmt: skip


def board_screens(t: Any) -> list[dict[str, Any]]:
    """The board: its controls, the new-list form, a list's menu and the archive-all modal,
    the new-card form, a card's menu (and an assigned, done, archived card's), the move/copy
    dialog."""
    page = BOARD_TITLE
    controls = {"title": page, "items": [
        {"icon": t("Add card")}, {"button": t("Add list")}, {"text": STACK_TITLE},
        {"text": CARD_TITLE}]}  # fmt: skip
    new_list = {"title": page, "items": [
        {"field": "new-stack-input-main", "hint": t("List name"), "text": "Review",
         "focused": True}, {"icon": t("Add list")}]}  # fmt: skip
    stack_menu = popup(page, [STACK_TITLE], [
        {"menu": t("Archive all cards")}, {"menu": t('Set cards as "done"')},
        {"menu": t("Delete list")}, {"menu": t("Add card")}])  # fmt: skip
    archive_all = {"title": page, "dialog": {"title": t("Archive all cards in this list")},
                   "items": [{"button": t("Archive all cards")},
                             {"button": t("Cancel")}]}  # fmt: skip
    new_card = {"title": page, "items": [
        {"text": STACK_TITLE},
        {"field": "new-card", "hint": t("Card name"), "text": "Book the venue",
         "focused": True}]}  # fmt: skip
    card_items = [
        t("Change card color"),
        t("Card details"),
        t("Edit title"),
        t("Assign to me"),
        t("Mark as done"),
        t("Move/copy card"),
        t("Archive card"),
        t("Delete card"),
    ]
    card_menu = popup(page, [CARD_TITLE], [{"menu": m} for m in card_items])
    done_menu = popup(page, [CARD_TITLE], [
        {"menu": t("Card details")}, {"menu": t("Unassign myself")},
        {"menu": t("Mark as not done")}, {"menu": t("Unarchive card")},
        {"menu": t("Delete card")}])  # fmt: skip
    move = {"title": page, "dialog": {"title": t("Move/copy card")}, "items": [
        {"text": t("Select a board")}, {"text": "Marketing"},
        {"text": t("Select a list")}, {"text": "Backlog"},
        {"button": t("Move card")}, {"button": t("Copy card")}]}  # fmt: skip
    other_board, other_stack = 8, 30
    return [
        _entry("opens-prompt", "board controls", controls, [
            (t("Add list"), False, [])]),
        _entry("reversible", "new list form", new_list, [
            (t("Add list"), False, [xhr("POST", f"{OCS}/stacks",
                                        {"title": "Review", "boardId": BOARD})])]),
        _entry("reversible", "list actions menu", stack_menu, [
            (t('Set cards as "done"'), False, [xhr("PUT", f"{OCS}/stacks/{STACK}/done",
                                                   {"boardId": BOARD, "isDone": True})]),
            (t("Delete list"), False, [xhr("DELETE", f"{OCS}/stacks/{STACK}/{BOARD}")])]),
        _entry("reversible", "archive all cards dialog", archive_all, [
            (t("Archive all cards"), False, [xhr("PUT", f"{APP}/cards/{CARD}/archive"),
                                             xhr("PUT", f"{APP}/cards/{CARD2}/archive")])]),
        _entry("reversible", "new card form", new_card, [
            (None, False, [xhr("POST", f"{OCS}/cards", {
                "title": "Book the venue", "stackId": STACK, "boardId": BOARD})])]),
        _entry("reversible", "card actions menu", card_menu, [
            (t("Assign to me"), False, [xhr("POST", f"{OCS}/cards/{CARD}/assign", {
                "userId": ME, "type": 0, "boardId": BOARD})]),
            (t("Move/copy card"), False, [xhr("GET", f"{OCS}/stacks/{BOARD}")]),
            (t("Archive card"), False, [xhr("PUT", f"{APP}/cards/{CARD}/archive")]),
            (t("Delete card"), False, [xhr("DELETE", f"{APP}/cards/{CARD}")])]),
        _entry("reversible", "assigned done archived card menu", done_menu, [
            (t("Unassign myself"), False, [xhr("PUT", f"{OCS}/cards/{CARD}/unassign", {
                "userId": ME, "type": 0, "boardId": BOARD})]),
            (t("Unarchive card"), False, [xhr("PUT", f"{APP}/cards/{CARD}/unarchive")])]),
        _entry("reversible", "move or copy card dialog", move, [
            (t("Move card"), False, [xhr("PUT", f"{OCS}/cards/{CARD}", card(
                stackId=other_stack, boardId=other_board))]),
            (t("Copy card"), False, [xhr("POST", f"{OCS}/cards/{CARD}/clone",
                                         {"targetStackId": other_stack})])]),
    ]  # fmt: skip


def card_screens(t: Any) -> list[dict[str, Any]]:
    """The card's sidebar: the details tab (due date menu, tags and assignees dropdowns),
    the attachments tab and its entries' menus, the comments tab, a comment's menu, the
    reply and update forms."""
    page = BOARD_TITLE
    due_menu = popup(page, [CARD_TITLE, t("Assign a due date to this card…")], [
        {"menu": t("Choose a date")}, {"menu": t("Remove due date")}])  # fmt: skip
    details = {"title": page, "items": [
        {"text": CARD_TITLE}, {"tab": t("Details")}, {"tab": t("Attachments")},
        {"tab": t("Comments")}, {"button": t("Mark as done")}, {"button": t("Archive card")},
        {"button": t("Edit description")}]}  # fmt: skip
    tags = popup(page, [CARD_TITLE, t("Select or create a tag…")], [
        {"row": LABEL_TITLE}, {"row": LABEL2_TITLE, "secondary": "✓"}])  # fmt: skip
    people = popup(page, [CARD_TITLE, t("Select a user to assign to this card…")], [
        {"row": USER_NAME}, {"row": GROUP, "secondary": t("(Group)")}])  # fmt: skip
    attachments = {"title": page, "items": [
        {"text": CARD_TITLE}, {"button": t("Upload new files")},
        {"button": t("Share from Files")}, {"text": "venue-floorplan.pdf"},
        {"text": "press-kit.zip"}]}  # fmt: skip
    deck_file = popup(page, ["venue-floorplan.pdf"], [
        {"menu": t("Delete Attachment")}])  # fmt: skip
    deleted_file = popup(page, ["venue-floorplan.pdf"], [
        {"menu": t("Restore Attachment")}])  # fmt: skip
    shared_file = popup(page, ["press-kit.zip"], [
        {"link": t("Show in Files")}, {"link": t("Download")},
        {"menu": t("Remove attachment")}])  # fmt: skip
    comments = {"title": page, "items": [
        {"text": CARD_TITLE},
        {"field": "comment", "hint": "", "text": COMMENT_TEXT, "focused": True},
        {"icon": t("Submit")}, {"text": "Bob Martin"},
        {"text": "Can we move the launch to Wednesday?"}]}  # fmt: skip
    comment_menu = popup(page, [COMMENT_TEXT], [
        {"menu": t("Reply")}, {"menu": t("Update")}, {"menu": t("Delete")}])  # fmt: skip
    reply = {"title": page, "items": [
        {"text": t("In reply to")}, {"text": "Can we move the launch to Wednesday?"},
        {"icon": t("Cancel reply")},
        {"field": "comment", "hint": "", "text": "Wednesday works for me.", "focused": True},
        {"icon": t("Submit")}]}  # fmt: skip
    update = {"title": page, "items": [
        {"field": "comment", "hint": "", "text": "The embargo lifts on Tuesday at 10:00.",
         "focused": True}, {"icon": t("Submit")}]}  # fmt: skip
    comments_url = f"{OCS}/cards/{CARD}/comments"
    return [
        _entry("reversible", "card details tab", details, [
            (t("Mark as done"), False, [xhr("PUT", f"{APP}/cards/{CARD}/done")]),
            (t("Edit description"), False, [])]),
        _entry("reversible", "due date menu", due_menu, [
            (t("Remove due date"), False, [xhr("PUT", f"{OCS}/cards/{CARD}", card(
                duedate=None, boardId=BOARD))])]),
        _entry("reversible", "tag dropdown", tags, [
            (LABEL_TITLE, False, [xhr("POST", f"{OCS}/cards/{CARD}/label/{LABEL}",
                                      {"boardId": BOARD})]),
            (LABEL2_TITLE, False, [xhr("DELETE", f"{OCS}/cards/{CARD}/label/{LABEL2}",
                                       {"boardId": BOARD})])]),
        _entry("reversible", "assignee dropdown", people, [
            (USER_NAME, False, [xhr("POST", f"{OCS}/cards/{CARD}/assign", {
                "userId": USER, "type": 0, "boardId": BOARD})])]),
        _entry("opens-prompt", "attachments tab", attachments, [
            (t("Upload new files"), False, [])]),
        _entry("reversible", "deck attachment menu", deck_file, [
            (t("Delete Attachment"), False, [xhr(
                "DELETE", f"{OCS}/cards/{CARD}/attachments/deck_file:{ATTACH}?boardId={BOARD}")])]),
        _entry("reversible", "deleted attachment menu", deleted_file, [
            (t("Restore Attachment"), False, [xhr(
                "GET", f"{OCS}/cards/{CARD}/attachment/deck_file:{ATTACH}/restore"
                f"?boardId={BOARD}")])]),
        _entry("reversible", "shared file attachment menu", shared_file, [
            (t("Remove attachment"), False, [xhr(
                "DELETE", f"{OCS}/cards/{CARD}/attachments/file:{FILE_ATTACH}?boardId={BOARD}")])]),
        _entry("send", "comments tab", comments, [
            (t("Submit"), True, [xhr("POST", comments_url,
                                     {"message": COMMENT_TEXT, "parentId": None})])]),
        _entry("delete", "own comment menu", comment_menu, [
            (t("Update"), False, []),
            (t("Delete"), True, [xhr("DELETE", f"{comments_url}/{COMMENT}")])]),
        _entry("send", "reply form", reply, [
            (t("Submit"), True, [xhr("POST", comments_url, {
                "message": "Wednesday works for me.", "parentId": 87})]),
            (t("Cancel reply"), False, [])]),
        _entry("reversible", "update comment form", update, [
            (t("Submit"), False, [xhr("PUT", f"{comments_url}/{COMMENT}", {
                "message": "The embargo lifts on Tuesday at 10:00."})])]),
    ]  # fmt: skip


def sidebar_screens(t: Any) -> list[dict[str, Any]]:
    """The board's sidebar: the sharing tab, its sharee dropdown, a share's permission
    checkbox and menu, the ownership transfer confirmation, the tags tab and a tag's menu."""
    page = BOARD_TITLE
    tabs = {"title": page, "items": [
        {"text": BOARD_TITLE}, {"tab": t("Sharing")}, {"tab": t("Tags")},
        {"tab": t("Deleted items")}, {"tab": t("Activity")}]}  # fmt: skip
    sharees = popup(page, [t("Board owner")], [
        {"row": USER_NAME}, {"row": "Marketing", "secondary": t("(Group)")}])  # fmt: skip
    share_row = {"title": page, "items": [
        {"text": "Alice"}, {"text": t("Board owner")}, {"text": USER_NAME},
        {"switch": t("Can edit"), "checked": True}]}  # fmt: skip
    share_menu = popup(page, [USER_NAME], [
        {"switch": t("Can share"), "checked": False},
        {"switch": t("Can manage"), "checked": False},
        {"switch": t("Owner"), "checked": False}, {"menu": t("Delete")}])  # fmt: skip
    transfer = dialog(t("Transfer the board."), page, t(
        "Are you sure you want to transfer the board {title} to {user}?",
        title=BOARD_TITLE, user=USER), [t("Cancel"), t("Transfer")])  # fmt: skip
    tags = {"title": page, "items": [
        {"text": LABEL_TITLE}, {"text": LABEL2_TITLE},
        {"button": t("Add a new tag")}]}  # fmt: skip
    tag_menu = popup(page, [LABEL_TITLE], [{"menu": t("Edit")}, {"menu": t("Delete")}])
    acl_url = f"{APP}/boards/{BOARD}/acl/{ACL}"
    new_acl = {"type": 0, "participant": USER, "permissionEdit": False, "permissionShare": False,
               "permissionManage": False, "boardId": BOARD}  # fmt: skip
    return [
        _entry("reversible", "board sidebar tabs", tabs, [
            (t("Sharing"), False, [SHAREES])]),
        _entry("send", "sharee dropdown", sharees, [
            (USER_NAME, True, [xhr("POST", f"{OCS}/boards/{BOARD}/acl", new_acl),
                               xhr("GET", f"{OCS}/board/{BOARD}")]),
            ("Marketing", True, [xhr("POST", f"{OCS}/boards/{BOARD}/acl", {
                **new_acl, "type": 1, "participant": GROUP}),
                xhr("GET", f"{OCS}/board/{BOARD}")])]),
        _entry("reversible", "share entry", share_row, [
            (t("Can edit"), False, [xhr("PUT", acl_url,
                                        {**ACL_OBJ, "permissionEdit": False})])]),
        _entry("revoke-access", "share entry menu", share_menu, [
            (t("Can manage"), False, [xhr("PUT", acl_url,
                                          {**ACL_OBJ, "permissionManage": True})]),
            (t("Delete"), True, [xhr("DELETE", acl_url), xhr("GET", f"{OCS}/board/{BOARD}")])]),
        _entry("revoke-access", "transfer ownership confirmation", transfer, [
            (t("Transfer"), True, [xhr("PUT", f"{APP}/boards/{BOARD}/transferOwner",
                                       {"newOwner": USER})]),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "tags tab", tags, [(t("Add a new tag"), False, [])]),
        _entry("delete", "tag menu", tag_menu, [
            (t("Edit"), False, []),
            (t("Delete"), True, [xhr("DELETE", f"{APP}/labels/{LABEL}")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*navigation_screens(t), *board_screens(t), *card_screens(t), *sidebar_screens(t)]
