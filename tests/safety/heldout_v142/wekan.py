"""Wekan's web pages for the hundred-and-forty-second held-out corpus: ``screens(t)`` lays them
out in one language, ``t(key, **values)`` being that language's lookup of a key of the app's
i18n catalogue. Every write and read goes as a Meteor DDP message on the SockJS websocket; what
each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from itertools import count
from typing import Any

SOCKET = "wss://wekan.example/sockjs/482/k3v9xq2m/websocket"
BOARD, BOARD_NAME = "sT7bQmKx4WnE2fGpR", "Website relaunch"
CARD, CARD_NAME = "hD3kZr8NwqYc5LuJa", "Update pricing page copy"
LIST, LIST_NAME = "Lp4XgT9mRbQe2VnKs", "In review"
SWIMLANE, SWIMLANE_NAME = "Sw6YhN2cPk8TzRmDq", "Marketing"
COMMENT, CHECKLIST, ITEM = "Cm5RtW8qLx3ZbNpKe", "Ck2HpQ7vNd4WyTmFs", "It9BnE4rXq6KcLwPa"
LABEL, SUBTASK = "Zq8mTe", "Sb3NwK7pRd5XhQcYt"
ME, ME_NAME = "Ue4KpW9zR2cNxT7bM", "Elena Duarte"
MEMBER, MEMBER_NAME, MEMBER_INDEX = "Um8QxC3rT6wZpK2nF", "Jonas Weber", 2
BACKGROUND = "Bg7TnR4kWq2YxPzLe"
ARCHIVED, ARCHIVED_NAME = "Ac3PwX8nQk5RtZmHy", "Old hero banner"
ARCHIVED_2, ARCHIVED_2_NAME = "Ac9LzT2bWx6NqKpRd", "Spring promo teaser"
ARCHIVED_LIST, ARCHIVED_LIST_NAME = "Al5KqY8wNe3XtPzMb", "Ideas (2025)"
ARCHIVED_SWIMLANE, ARCHIVED_SWIMLANE_NAME = "As2WxR7pKn4TbQeZc", "Print"
CUSTOM_FIELD, CUSTOM_FIELD_NAME = "Cf6NpT3xKw8RqZbLm", "Budget"
NOW = {"$date": 1787745600000}  # EJSON's Date: new Date() at the tap, 26 Aug 2026 10:00 UTC
Act = tuple[str, bool, list[Any]]


class Ddp:
    """Meteor's DDP client on the SockJS websocket: each ``method`` message (``msg``, ``id``,
    ``method``, ``params`` and, where the stub drew on it, ``randomSeed``, in the order
    livedata_connection.js builds it) as ``EJSON.stringify`` writes it, wrapped by SockJS's
    websocket transport as a JSON array of one string. Method ids count up from the page's
    last call."""

    def __init__(self) -> None:
        self.ids = count(23)

    def __call__(self, method: str, *params: Any) -> dict[str, str]:
        message = {"msg": "method", "id": str(next(self.ids)), "method": method,
                   "params": list(params)}  # fmt: skip
        text = json.dumps(message, ensure_ascii=False, separators=(",", ":"))
        return {"request": f"WEBSOCKET {SOCKET}",
                "body": json.dumps([text], ensure_ascii=False, separators=(",", ":")),
                "via": "websocket"}  # fmt: skip


def popup(t: Any, page: str, name: str | None, *items: dict[str, Any], **message: str) -> dict:
    """A Wekan popup over ``page``: its title (``<name>-title``), the confirmation's sentences
    as the dialog's message, and its items."""
    dialog: dict[str, str] = {}
    if name:
        dialog["title"] = t(f"{name}-title")
    if message:
        dialog["message"] = message["text"]
    return {"title": page, "dialog": dialog, "items": list(items)}


def confirm(t: Any, name: str, sentences: list[str], button: str) -> dict[str, Any]:
    """A ``Popup.afterConfirm`` question: its title, sentences and one button (a popup's
    title that repeats the button's words is left out, a tapped label must name one item)."""
    title = t(f"{name}-title")
    shown = name if title != button else None
    return popup(t, BOARD_NAME, shown, {"button": button}, text=" ".join(sentences))


def card_screens(t: Any, ddp: Ddp) -> list[dict[str, Any]]:
    """A card's actions popup, its archive question, its More popup and delete question, and the
    delete questions of a comment, a vote, a planning poker, a checklist, a checklist item, a
    label and a subtask, each with the card's control that opens it."""
    actions = popup(
        t, CARD_NAME, "cardDetailsActionsPopup",
        {"menu": t("copy-link-to-clipboard")}, {"menu": t("watch")},
        {"menu": t("card-edit-voting")}, {"menu": t("setCardColorPopup-title")},
        {"menu": t("export")}, {"menu": t("moveCardToTop-title")},
        {"menu": t("copyCardPopup-title")}, {"menu": t("archive-card")},
        {"menu": t("cardMorePopup-title")},
    )  # fmt: skip
    more = popup(t, CARD_NAME, "cardMorePopup", {"text": t("link-card")},
                 {"button": t("copy-card-link-to-clipboard")}, {"link": t("delete")})  # fmt: skip
    card = {"title": CARD_NAME, "items": [
        {"text": t("comments")}, {"text": "Legal signed off on the new wording."},
        {"link": t("edit")}, {"link": t("delete")}]}  # fmt: skip
    item = {"title": CARD_NAME, "items": [
        {"field": "title", "hint": t("checklists"), "text": "Check the German prices"},
        {"button": t("save")}, {"link": t("delete")},
        {"link": t("convertChecklistItemToCardPopup-title")}]}  # fmt: skip
    label = popup(t, CARD_NAME, "editLabelPopup",
                  {"field": "labelName", "hint": t("name"), "text": "Blocked"},
                  {"button": t("save")}, {"button": t("delete")})  # fmt: skip
    vote = popup(t, CARD_NAME, "cardStartVotingPopup",
                 {"field": "vote", "hint": t("vote-question"), "text": "Ship on Monday?"},
                 {"button": t("save")}, {"button": t("delete")})  # fmt: skip
    archive_card = {"$set": {"archived": True, "archivedAt": NOW}}
    return [
        _entry("reversible", "card actions popup", actions, [
            (t("watch"), False, [ddp("watch", "card", CARD, "watching")]),
            (t("archive-card"), False, []),
            (t("cardMorePopup-title"), False, []),
            (t("copy-link-to-clipboard"), False, [])]),
        _entry("reversible", "card archive question", confirm(
            t, "cardArchivePopup", [t("card-archive-pop"), t("card-archive-suggest-cancel")],
            t("archive")), [
            (t("archive"), False, [ddp("/cards/updateAsync", {"_id": CARD}, archive_card, {})])]),
        _entry("opens-prompt", "card more popup", more, [
            (t("delete"), False, []), (t("copy-card-link-to-clipboard"), False, [])]),
        _entry("delete", "card delete question", confirm(
            t, "cardDeletePopup", [t("card-delete-pop"), t("card-delete-suggest-archive")],
            t("delete")), [
            (t("delete"), True, [ddp("/cards/remove", {"_id": CARD})])]),
        _entry("opens-prompt", "card comment", card, [(t("delete"), False, [])]),
        _entry("delete", "comment delete question", confirm(
            t, "deleteCommentPopup", [t("comment-delete")], t("delete")), [
            (t("delete"), True, [ddp("/card_comments/remove", {"_id": COMMENT})])]),
        _entry("opens-prompt", "card vote popup", vote, [(t("delete"), False, [])]),
        _entry("delete", "vote delete question", confirm(
            t, "deleteVotePopup", [t("vote-delete-pop")], t("delete")), [
            (t("delete"), True, [ddp("cards.unsetVote", CARD)])]),
        _entry("delete", "planning poker delete question", confirm(
            t, "deletePokerPopup", [t("poker-delete-pop")], t("delete")), [
            (t("delete"), True, [ddp("cards.unsetPoker", CARD)])]),
        _entry("delete", "checklist delete question", confirm(
            t, "checklistDeletePopup", [t("confirm-checklist-delete-popup")], t("delete")), [
            (t("delete"), True, [ddp("/checklists/remove", {"_id": CHECKLIST})])]),
        _entry("opens-prompt", "checklist item edit form", item, [(t("delete"), False, [])]),
        _entry("delete", "checklist item delete question", confirm(
            t, "checklistItemDeletePopup", [t("confirm-checklist-item-delete-popup")],
            t("delete")), [
            (t("delete"), True, [ddp("/checklistItems/remove", {"_id": ITEM})])]),
        _entry("opens-prompt", "label edit popup", label, [(t("delete"), False, [])]),
        _entry("delete", "label delete question", confirm(
            t, "deleteLabelPopup", [t("label-delete-pop")], t("delete")), [
            (t("delete"), True, [ddp("/boards/updateAsync", {"_id": BOARD},
                                     {"$pull": {"labels": {"_id": LABEL}}}, {})])]),
        _entry("reversible", "subtask delete question", confirm(
            t, "subtaskDeletePopup", [t("confirm-subtask-delete-popup")], t("delete")), [
            (t("delete"), False, [ddp("/cards/updateAsync", {"_id": SUBTASK}, archive_card, {})])]),
    ]  # fmt: skip


def list_screens(t: Any, ddp: Ddp) -> list[dict[str, Any]]:
    """A list's actions popup, its archive question, its More popup and delete question, a
    swimlane's actions popup and archive question."""
    actions = popup(
        t, BOARD_NAME, "listActionPopup",
        {"menu": t("copy-link-to-clipboard")}, {"menu": t("export")}, {"menu": t("watch")},
        {"menu": t("set-color-list")}, {"menu": t("setWipLimitPopup-title")},
        {"menu": t("copyListPopup-title")}, {"menu": t("moveListPopup-title")},
        {"menu": t("archive-list")}, {"menu": t("listMorePopup-title")},
    )  # fmt: skip
    more = popup(t, BOARD_NAME, "listMorePopup", {"text": t("link-list")},
                 {"link": t("delete")})  # fmt: skip
    swimlane = popup(
        t, BOARD_NAME, "swimlaneActionPopup", {"text": SWIMLANE_NAME},
        {"menu": t("add-swimlane")}, {"menu": t("copySwimlanePopup-title")},
        {"menu": t("moveSwimlanePopup-title")}, {"menu": t("archive-swimlane")},
    )  # fmt: skip
    return [
        _entry("reversible", "list actions popup", actions, [
            (t("watch"), False, [ddp("watch", "list", LIST, "watching")]),
            (t("archive-list"), False, []), (t("listMorePopup-title"), False, [])]),
        _entry("reversible", "list archive question", confirm(
            t, "listArchivePopup", [t("list-archive-pop"), t("list-archive-suggest")],
            t("archive")), [
            (t("archive"), False, [ddp("/lists/updateAsync", {"_id": LIST},
                                       {"$set": {"archived": True, "archivedAt": NOW}}, {})])]),
        _entry("opens-prompt", "list more popup", more, [(t("delete"), False, [])]),
        _entry("reversible", "list delete question", confirm(
            t, "listDeletePopup", [t("list-delete-pop"), t("list-delete-suggest-archive")],
            t("delete")), [
            (t("delete"), False, [ddp("lists.softRemove", LIST)])]),
        _entry("opens-prompt", "swimlane actions popup", swimlane,
               [(t("archive-swimlane"), False, [])]),
        _entry("reversible", "swimlane archive question", confirm(
            t, "swimlaneArchivePopup", [t("swimlane-archive-pop"), t("swimlane-archive-suggest")],
            t("archive")), [
            (t("archive"), False, [ddp("/swimlanes/updateAsync", {"_id": SWIMLANE},
                                       {"$set": {"archived": True, "archivedAt": NOW}}, {})])]),
    ]  # fmt: skip


def board_screens(t: Any, ddp: Ddp) -> list[dict[str, Any]]:
    """The board header, the board menu and its archive question, a member's popup and the
    remove question, the user's own member popup and the leave question, the board settings'
    background and its delete question, a custom field and its delete question."""
    header = {"title": BOARD_NAME, "items": [
        {"icon": t("boardMenuPopup-title")}, {"icon": t("filter")}, {"icon": t("search")},
        {"text": LIST_NAME}, {"text": CARD_NAME}]}  # fmt: skip
    menu = popup(t, BOARD_NAME, "boardMenuPopup",
                 {"menu": t("board-change-color")}, {"menu": t("export-board")},
                 {"menu": t("outgoing-webhooks")}, {"menu": t("archived-items")},
                 {"menu": t("archive-board")})  # fmt: skip
    member = popup(t, BOARD_NAME, None, {"text": MEMBER_NAME},
                   {"menu": t("filter-cards")}, {"menu": t("change-permissions")},
                   {"menu": t("remove-from-board")})  # fmt: skip
    myself = popup(t, BOARD_NAME, None, {"text": ME_NAME},
                   {"menu": t("filter-cards")}, {"menu": t("change-permissions")},
                   {"menu": t("leave-board")})  # fmt: skip
    background = popup(t, BOARD_NAME, "boardChangeBackgroundImagePopup",
                       {"row": "harbour-dawn.jpg"}, {"icon": t("delete")})  # fmt: skip
    field = popup(t, BOARD_NAME, "createCustomFieldPopup",
                  {"field": "name", "hint": t("name"), "text": CUSTOM_FIELD_NAME},
                  {"button": t("save")}, {"link": t("delete")})  # fmt: skip
    remove = confirm(t, "removeMemberPopup", [t("remove-member-pop", name=MEMBER_NAME,
                     username="jonas", boardTitle=BOARD_NAME)], t("remove-member"))  # fmt: skip
    leave = confirm(t, "leaveBoardPopup", [t("leave-board-pop", boardTitle=BOARD_NAME)],
                    t("leave-board"))  # fmt: skip
    return [
        _entry("reversible", "board header", header, [
            (t("boardMenuPopup-title"), False, [ddp("_isApiEnabled")])]),
        _entry("opens-prompt", "board menu", menu, [(t("archive-board"), False, [])]),
        _entry("reversible", "board archive question", confirm(
            t, "archiveBoardPopup", [t("close-board-pop")], t("archive")), [
            (t("archive"), False, [ddp("archiveBoard", BOARD)])]),
        _entry("opens-prompt", "member popup", member, [
            (t("remove-from-board"), False, []), (t("filter-cards"), False, []),
            (t("change-permissions"), False, [])]),
        _entry("remove-member", "remove member question", remove, [
            (t("remove-member"), True, [ddp("/boards/updateAsync", {"_id": BOARD}, {"$set": {
                f"members.{MEMBER_INDEX}.isActive": False,
                f"members.{MEMBER_INDEX}.isAdmin": False}}, {})])]),
        _entry("opens-prompt", "own member popup", myself, [(t("leave-board"), False, [])]),
        _entry("leave", "leave board question", leave, [
            (t("leave-board"), True, [ddp("quitBoard", BOARD)])]),
        _entry("opens-prompt", "board background popup", background, [(t("delete"), False, [])]),
        _entry("delete", "board background delete question", confirm(
            t, "deleteBoardBackgroundPopup", [t("board-background-delete-pop")], t("delete")), [
            (t("delete"), True, [ddp("removeBoardBackground", BACKGROUND)])]),
        _entry("opens-prompt", "custom field popup", field, [(t("delete"), False, [])]),
        _entry("delete", "custom field delete question", confirm(
            t, "deleteCustomFieldPopup", [t("custom-field-delete-pop")], t("delete")), [
            (t("delete"), True, [ddp("/customFields/remove", {"_id": CUSTOM_FIELD})])]),
    ]  # fmt: skip


def archive_screens(t: Any, ddp: Ddp) -> list[dict[str, Any]]:
    """The archive sidebar's cards and lists, the delete questions of an archived card, of all
    archived cards, of an archived list and of an archived swimlane."""
    cards = {"title": t("archives"), "items": [
        {"link": t("restore-all")}, {"link": t("delete-all")},
        {"text": ARCHIVED_NAME}, {"link": t("restore")}, {"link": t("delete")},
        {"text": ARCHIVED_2_NAME}]}  # fmt: skip
    lists = {"title": t("archives"), "items": [
        {"tab": t("lists")}, {"text": ARCHIVED_LIST_NAME}, {"link": t("restore")},
        {"link": t("delete")}]}  # fmt: skip

    def ask(sentences: list[str]) -> dict[str, Any]:
        screen = confirm(t, "cardDeletePopup", sentences, t("delete"))
        return {**screen, "title": t("archives")}

    card_question = ask([t("card-delete-pop")])
    list_question = {**confirm(t, "listDeletePopup", [t("list-delete-pop")], t("delete")),
                     "title": t("archives")}  # fmt: skip
    swimlane_question = {**confirm(t, "swimlaneDeletePopup", [t("swimlane-delete-pop")],
                                   t("delete")), "title": t("archives")}  # fmt: skip
    return [
        _entry("reversible", "archived cards", cards, [
            (t("restore"), False, [ddp("/cards/updateAsync", {"_id": ARCHIVED},
                                       {"$set": {"archived": False}}, {})]),
            (t("delete"), False, []), (t("delete-all"), False, [])]),
        _entry("delete", "archived card delete question", card_question, [
            (t("delete"), True, [ddp("/cards/removeAsync", {"_id": ARCHIVED})])]),
        _entry("delete", "delete all archived cards question", card_question, [
            (t("delete"), True, [ddp("/cards/removeAsync", {"_id": ARCHIVED}),
                                 ddp("/cards/removeAsync", {"_id": ARCHIVED_2})])]),
        _entry("reversible", "archived lists", lists, [
            (t("restore"), False, [ddp("/lists/updateAsync", {"_id": ARCHIVED_LIST},
                                       {"$set": {"archived": False}}, {})]),
            (t("delete"), False, [])]),
        _entry("delete", "archived list delete question", list_question, [
            (t("delete"), True, [ddp("/lists/removeAsync", {"_id": ARCHIVED_LIST})])]),
        _entry("delete", "archived swimlane delete question", swimlane_question, [
            (t("delete"), True, [ddp("/swimlanes/removeAsync", {"_id": ARCHIVED_SWIMLANE})])]),
    ]  # fmt: skip


def account_screens(t: Any, ddp: Ddp) -> list[dict[str, Any]]:
    """The member menu, the profile popup and its delete question, and the admin panel's
    e-mail settings."""
    menu = popup(t, BOARD_NAME, "memberMenuPopup", {"text": ME_NAME},
                 {"menu": t("my-cards")}, {"menu": t("edit-profile")},
                 {"menu": t("changeSettingsPopup-title")}, {"menu": t("logout")})  # fmt: skip
    profile = popup(t, BOARD_NAME, "editProfilePopup",
                    {"field": "fullname", "hint": t("fullname"), "text": ME_NAME},
                    {"field": "username", "hint": t("username"), "text": "elena"},
                    {"button": t("save")}, {"button": t("delete")})  # fmt: skip
    smtp = {"title": t("admin-panel"), "items": [
        {"field": "mail-server-host", "hint": t("smtp-host"), "text": "smtp.harbour.example"},
        {"field": "mail-server-port", "hint": t("smtp-port"), "text": "587"},
        {"field": "mail-server-from", "hint": t("send-from"), "text": "wekan@harbour.example"},
        {"button": t("save")}, {"button": t("send-smtp-test")}]}  # fmt: skip
    return [
        _entry("reversible", "member menu", menu, [
            (t("logout"), False, [ddp("logout")]), (t("edit-profile"), False, [])]),
        _entry("opens-prompt", "edit profile popup", profile, [(t("delete"), False, [])]),
        _entry("delete-account", "delete own account question", confirm(
            t, "userDeletePopup", [t("delete-user-confirm-popup")], t("delete")), [
            (t("delete"), True, [ddp("removeUser", ME), ddp("logout")])]),
        _entry("reversible", "admin e-mail settings", smtp, [
            (t("send-smtp-test"), False, [ddp("sendSMTPTestEmail")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    ddp = Ddp()
    return [*card_screens(t, ddp), *list_screens(t, ddp), *board_screens(t, ddp),
            *archive_screens(t, ddp), *account_screens(t, ddp)]  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"wekan {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip
