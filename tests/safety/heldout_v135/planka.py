"""Planka's web pages for the hundred-and-thirty-fifth held-out corpus: ``screens(t)`` lays them
out in one language, ``t(key, context=None, **values)`` being that language's i18next lookup
(``t(key, "title")`` is ``t(key, {context: 'title'})``). What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

PROJECT, PROJECT_NAME = "1570943217885021187", "Website relaunch"
BOARD, BOARD_NAME = "1570943488736396292", "Sprint 14"
OTHER_BOARD, OTHER_BOARD_NAME = "1570943491303310341", "Sprint 15"
TRASH, ARCHIVE = "1570943488803505157", "1570943488786727940"
LIST, LIST_NAME = "1570943702318744581", "In review"
DONE, DONE_NAME = "1570943702318744590", "Done"
CARD, CARD_NAME = "1570945118542660614", "Update pricing page copy"
TRASHED, TRASHED_NAME = "1570945201245946887", "Old hero banner"
COMMENT, TASK, TASK_LIST = "1570951193718521865", "1570947355943798792", "1570947280681206791"
ATTACHMENT, ATTACHMENT_NAME = "1570948896436151306", "pricing-v2.pdf"
LABEL, LABEL_NAME = "1570944011052623879", "Blocked"
OTHER_LABEL, OTHER_LABEL_NAME = "1570944011086178312", "Copywriting"
ME, ME_NAME = "1570940955746932737", "Elena Duarte"
USER, USER_NAME = "1570940955746932739", "Jonas Weber"
IDLE_USER, IDLE_NAME = "1570940955746932745", "Priya Nair"
MEMBERSHIP, MY_MEMBERSHIP = "1570944287826347016", "1570944287826347010"
MANAGER, MY_MANAGER = "1570943218036016135", "1570943218036016132"
BACKGROUND_IMAGE = "1570953366275671053"
WEBHOOK, WEBHOOK_NAME = "1570952840515503114", "Deploy bot"
COMMENT_TEXT = "Legal signed off on the new wording, @jonas can you publish it?"
Act = tuple[str, bool, list[Any]]


def ws(method: str, path: str, body: Any = None) -> dict[str, str]:
    """A sails.io.js socket request (``socket.request({method, url: '/api' + path, data})``):
    a websocket message; its JSON data as the body, where it has some."""
    sent = {"request": f"{method} /api{path}", "via": "websocket"}
    if body is not None:
        sent["body"] = json.dumps(body, ensure_ascii=False, separators=(",", ":"))
    return sent


def confirm(page: str, message: str, button: str, *extra: dict[str, Any]) -> dict[str, Any]:
    """A ConfirmationStep popup: its sentence, any field, and one button (the header, which
    repeats the button's words in several languages, is left out)."""
    return {"title": page, "dialog": {"message": message},
            "items": [*extra, {"button": button}]}  # fmt: skip


def popup(page: str, *items: dict[str, Any]) -> dict[str, Any]:
    """A popup step (a menu or a small form) over ``page``."""
    return {"title": page, "dialog": {}, "items": list(items)}


def card_screens(t: Any) -> list[dict[str, Any]]:
    """A card's actions popup, its delete and archive questions, the duplicate and members
    steps, a trashed card's popup and its delete-forever question."""
    actions = popup(
        BOARD_NAME,
        {"text": CARD_NAME},
        {"menu": t("common.labels", "title")},
        {"menu": t("common.members", "title")},
        {"menu": t("action.editTitle", "title")},
        {"menu": t("action.editType", "title")},
        {"menu": t("action.duplicateCard", "title")},
        {"menu": t("action.moveCard", "title")},
        {"link": t("action.copy", "title")},
        {"link": t("action.cut", "title")},
        {"link": t("action.archive", "title")},
        {"link": t("action.delete", "title")},
    )
    delete = confirm(BOARD_NAME, t("common.areYouSureYouWantToDeleteThisCard"),
                     t("action.deleteCard"))  # fmt: skip
    archive = confirm(BOARD_NAME, t("common.areYouSureYouWantToArchiveThisCard"),
                      t("action.archiveCard"))  # fmt: skip
    members = popup(
        BOARD_NAME,
        {"field": "search", "hint": t("common.searchMembers"), "text": ""},
        {"row": ME_NAME},
        {"row": USER_NAME},
    )
    trashed = popup(
        t("common.trash"),
        {"text": TRASHED_NAME},
        {"menu": t("action.restoreToList", "title", list=LIST_NAME)},
        {"link": t("action.copy", "title")},
        {"link": t("action.cut", "title")},
        {"link": t("action.archive", "title")},
        {"link": t("action.deleteForever", "title")},
    )
    forever = confirm(t("common.trash"), t("common.areYouSureYouWantToDeleteThisCardForever"),
                      t("action.deleteCardForever"))  # fmt: skip
    return [
        _entry("opens-prompt", "card actions popup", actions, [
            (t("action.delete", "title"), False, []),
            (t("action.copy", "title"), False, [])]),
        _entry("reversible", "card actions popup (duplicate)", actions, [
            (t("action.duplicateCard", "title"), False, [
                ws("POST", f"/cards/{CARD}/duplicate", {"position": 163840})])]),
        _entry("reversible", "delete card question", delete, [
            (t("action.deleteCard"), False, [ws("PATCH", f"/cards/{CARD}", {"listId": TRASH})])]),
        _entry("reversible", "archive card question", archive, [
            (t("action.archiveCard"), False, [
                ws("PATCH", f"/cards/{CARD}", {"listId": ARCHIVE})])]),
        _entry("reversible", "card members step", members, [
            (USER_NAME, False, [ws("POST", f"/cards/{CARD}/card-memberships", {"userId": USER})])]),
        _entry("reversible", "trashed card popup", trashed, [
            (t("action.restoreToList", "title", list=LIST_NAME), False, [
                ws("PATCH", f"/cards/{TRASHED}", {"listId": LIST, "position": 327680})]),
            (t("action.deleteForever", "title"), False, [])]),
        _entry("delete", "delete card forever question", forever, [
            (t("action.deleteCardForever"), True, [ws("DELETE", f"/cards/{TRASHED}")])]),
    ]  # fmt: skip


def board_screens(t: Any) -> list[dict[str, Any]]:
    """The board's actions menu on the board and in the trash, the empty-trash question, a
    list's actions popup, the delete-list and archive-cards questions, the project page's
    board tabs."""

    def menu(*extra: dict[str, Any]) -> dict[str, Any]:
        return popup(
            BOARD_NAME,
            {"menu": t("action.subscribe", "title")},
            {"menu": t("common.customFields", "title")},
            {"menu": t("common.actions", "title")},
            *extra,
            {"menu": t("common.board")},
            {"menu": t("common.archive")},
            {"menu": t("common.trash")},
        )

    empty = confirm(BOARD_NAME, t("common.areYouSureYouWantToEmptyTrash"), t("action.emptyTrash"))
    list_menu = popup(
        BOARD_NAME,
        {"text": DONE_NAME},
        {"menu": t("action.editTitle", "title")},
        {"menu": t("action.editType", "title")},
        {"menu": t("action.editColor", "title")},
        {"menu": t("action.addCard", "title")},
        {"menu": t("action.sortList", "title")},
        {"menu": t("action.moveList", "title")},
        {"menu": t("action.archiveCards", "title")},
        {"menu": t("action.deleteList", "title")},
    )
    delete_list = confirm(BOARD_NAME, t("common.areYouSureYouWantToDeleteThisList"),
                          t("action.deleteList"))  # fmt: skip
    archive_cards = confirm(BOARD_NAME, t("common.areYouSureYouWantToArchiveCards"),
                            t("action.archiveCards"))  # fmt: skip
    project = {"title": PROJECT_NAME, "items": [
        {"tab": BOARD_NAME}, {"tab": OTHER_BOARD_NAME}, {"text": LIST_NAME},
        {"text": CARD_NAME}, {"text": DONE_NAME}]}  # fmt: skip
    return [
        _entry("reversible", "board actions menu", menu(), [
            (t("action.subscribe", "title"), False, [
                ws("PATCH", f"/boards/{BOARD}", {"isSubscribed": True})]),
            (t("common.actions", "title"), False, [ws("GET", f"/boards/{BOARD}/actions")]),
            (t("common.trash"), False, [ws("GET", f"/lists/{TRASH}/cards")])]),
        _entry("opens-prompt", "board actions menu in the trash",
               menu({"menu": t("action.emptyTrash", "title")}), [
            (t("action.emptyTrash", "title"), False, [])]),
        _entry("delete", "empty trash question", empty, [
            (t("action.emptyTrash"), True, [ws("POST", f"/lists/{TRASH}/clear")])]),
        _entry("opens-prompt", "list actions popup", list_menu, [
            (t("action.deleteList", "title"), False, [])]),
        _entry("delete", "delete list question", delete_list, [
            (t("action.deleteList"), True, [ws("DELETE", f"/lists/{DONE}")])]),
        _entry("reversible", "archive cards question", archive_cards, [
            (t("action.archiveCards"), False, [
                ws("POST", f"/lists/{DONE}/move-cards", {"listId": ARCHIVE})])]),
        _entry("reversible", "project page", project, [
            (OTHER_BOARD_NAME, False, [ws("GET", f"/boards/{OTHER_BOARD}?subscribe=true")])]),
    ]  # fmt: skip


def card_content_screens(t: Any) -> list[dict[str, Any]]:
    """The card's comments (the new comment, a comment's links, the edit form, the delete
    question), the task and task list questions, an attachment's and a label's edit steps and
    delete questions, the labels step."""
    comments = {"title": CARD_NAME, "items": [
        {"text": t("common.comments")},
        {"field": "text", "hint": t("common.writeComment"), "text": COMMENT_TEXT,
         "focused": True},
        {"button": t("action.addComment")}]}  # fmt: skip
    comment = {"title": CARD_NAME, "items": [
        {"text": t("common.comments")}, {"text": USER_NAME},
        {"text": "Pricing table needs the annual toggle."}, {"text": ME_NAME},
        {"text": "Draft is in the attachment."},
        {"link": t("action.edit")}, {"link": t("action.delete")}]}  # fmt: skip
    edit = {"title": CARD_NAME, "items": [
        {"field": "text", "text": "Draft v2 is in the attachment.", "focused": True},
        {"button": t("action.save")}]}  # fmt: skip
    delete_comment = confirm(CARD_NAME, t("common.areYouSureYouWantToDeleteThisComment"),
                             t("action.deleteComment"))  # fmt: skip
    delete_task = confirm(CARD_NAME, t("common.areYouSureYouWantToDeleteThisTask"),
                          t("action.deleteTask"))  # fmt: skip
    delete_list = confirm(CARD_NAME, t("common.areYouSureYouWantToDeleteThisTaskList"),
                          t("action.deleteTaskList"))  # fmt: skip
    attachment = popup(
        CARD_NAME,
        {"text": t("common.title")},
        {"field": "name", "text": "pricing-v3.pdf", "focused": True},
        {"button": t("action.save")},
        {"button": t("action.deleteAttachment")},
    )
    delete_attachment = confirm(CARD_NAME, t("common.areYouSureYouWantToDeleteThisAttachment"),
                                t("action.deleteAttachment"))  # fmt: skip
    labels = popup(
        CARD_NAME,
        {"field": "search", "hint": t("common.searchLabels"), "text": ""},
        {"row": LABEL_NAME},
        {"row": OTHER_LABEL_NAME},
        {"button": t("action.createNewLabel")},
    )
    label = popup(
        CARD_NAME,
        {"text": t("common.title")},
        {"field": "name", "text": "Waiting on legal", "focused": True},
        {"text": t("common.color")},
        {"button": t("action.save")},
        {"button": t("action.delete")},
    )
    delete_label = confirm(CARD_NAME, t("common.areYouSureYouWantToDeleteThisLabel"),
                           t("action.deleteLabel"))  # fmt: skip
    return [
        _entry("send", "new comment", comments, [
            (t("action.addComment"), True, [
                ws("POST", f"/cards/{CARD}/comments", {"text": COMMENT_TEXT})])]),
        _entry("opens-prompt", "comment links", comment, [
            (t("action.delete"), False, [])]),
        _entry("reversible", "edit comment form", edit, [
            (t("action.save"), False, [
                ws("PATCH", f"/comments/{COMMENT}", {"text": "Draft v2 is in the attachment."})])]),
        _entry("delete", "delete comment question", delete_comment, [
            (t("action.deleteComment"), True, [ws("DELETE", f"/comments/{COMMENT}")])]),
        _entry("delete", "delete task question", delete_task, [
            (t("action.deleteTask"), True, [ws("DELETE", f"/tasks/{TASK}")])]),
        _entry("delete", "delete task list question", delete_list, [
            (t("action.deleteTaskList"), True, [ws("DELETE", f"/task-lists/{TASK_LIST}")])]),
        _entry("reversible", "attachment edit step", attachment, [
            (t("action.save"), False, [
                ws("PATCH", f"/attachments/{ATTACHMENT}", {"name": "pricing-v3.pdf"})])]),
        _entry("delete", "delete attachment question", delete_attachment, [
            (t("action.deleteAttachment"), True, [ws("DELETE", f"/attachments/{ATTACHMENT}")])]),
        _entry("reversible", "labels step", labels, [
            (OTHER_LABEL_NAME, False, [
                ws("POST", f"/cards/{CARD}/card-labels", {"labelId": OTHER_LABEL})])]),
        _entry("reversible", "label edit step", label, [
            (t("action.save"), False, [
                ws("PATCH", f"/labels/{LABEL}", {"name": "Waiting on legal",
                                                 "color": "berry-red"})])]),
        _entry("delete", "delete label question", delete_label, [
            (t("action.deleteLabel"), True, [ws("DELETE", f"/labels/{LABEL}")])]),
    ]  # fmt: skip


def member_screens(t: Any) -> list[dict[str, Any]]:
    """A board member's popup, the remove-member question, the permissions step, the current
    user's popup and the leave-board question; the board settings' danger zone and the
    delete-board question."""
    member = popup(
        BOARD_NAME,
        {"text": USER_NAME},
        {"text": "@jonas"},
        {"button": t("action.showCardsWithThisUser")},
        {"button": t("action.editPermissions")},
        {"button": t("action.removeFromBoard")},
    )
    remove = confirm(BOARD_NAME, t("common.areYouSureYouWantToRemoveThisMemberFromBoard"),
                     t("action.removeMember"))  # fmt: skip
    permissions = popup(
        BOARD_NAME,
        {"radio": t("common.editor"), "checked": False},
        {"text": t("common.canEditBoardLayoutAndAssignMembersToCards")},
        {"radio": t("common.viewer"), "checked": True},
        {"text": t("common.canOnlyViewBoard")},
        {"switch": t("common.canComment"), "checked": True},
        {"button": t("action.save")},
    )
    me = popup(
        BOARD_NAME,
        {"text": ME_NAME},
        {"text": "@elena"},
        {"button": t("action.showCardsWithThisUser")},
        {"button": t("action.editPermissions")},
        {"button": t("action.leaveBoard")},
    )
    leave = confirm(BOARD_NAME, t("common.areYouSureYouWantToLeaveBoard"), t("action.leaveBoard"))
    settings = {"title": BOARD_NAME, "items": [
        {"tab": t("common.general", "title")}, {"tab": t("common.preferences", "title")},
        {"tab": t("common.notifications", "title")},
        {"text": t("common.dangerZone", "title")},
        {"button": t("action.deleteBoard", "title")}]}  # fmt: skip
    typed = {"field": "typeValue", "hint": BOARD_NAME, "text": BOARD_NAME, "focused": True}
    delete_board = confirm(BOARD_NAME, t("common.areYouSureYouWantToDeleteThisBoard"),
                           t("action.deleteBoard"), {"text": t("common.typeTitleToConfirm")},
                           typed)  # fmt: skip
    return [
        _entry("opens-prompt", "member popup", member, [
            (t("action.removeFromBoard"), False, []),
            (t("action.showCardsWithThisUser"), False, [])]),
        _entry("remove-member", "remove member question", remove, [
            (t("action.removeMember"), True, [ws("DELETE", f"/board-memberships/{MEMBERSHIP}")])]),
        _entry("reversible", "permissions step", permissions, [
            (t("action.save"), False, [ws("PATCH", f"/board-memberships/{MEMBERSHIP}", {
                "role": "viewer", "canComment": True})])]),
        _entry("opens-prompt", "own member popup", me, [(t("action.leaveBoard"), False, [])]),
        _entry("leave", "leave board question", leave, [
            (t("action.leaveBoard"), True, [
                ws("DELETE", f"/board-memberships/{MY_MEMBERSHIP}")])]),
        _entry("opens-prompt", "board settings", settings, [
            (t("action.deleteBoard", "title"), False, [])]),
        _entry("delete", "delete board question", delete_board, [
            (t("action.deleteBoard"), True, [ws("DELETE", f"/boards/{BOARD}")])]),
    ]  # fmt: skip


def project_screens(t: Any) -> list[dict[str, Any]]:
    """The project settings (display and danger zone, the delete question), the managers pane
    and its make-shared question, a manager's popup, the remove-manager and leave-project
    questions, a background image's delete question."""
    general = {"title": PROJECT_NAME, "items": [
        {"tab": t("common.general", "title")}, {"tab": t("common.managers", "title")},
        {"tab": t("common.background", "title")},
        {"text": t("common.display", "title")},
        {"switch": t("common.hideFromProjectListAndFavorites"), "checked": False},
        {"text": t("common.dangerZone", "title")},
        {"button": t("action.deleteProject", "title")}]}  # fmt: skip
    delete = confirm(PROJECT_NAME, t("common.areYouSureYouWantToDeleteThisProject"),
                     t("action.deleteProject"))  # fmt: skip
    managers = {"title": PROJECT_NAME, "items": [
        {"tab": t("common.general", "title")}, {"tab": t("common.managers", "title")},
        {"text": ME_NAME}, {"text": t("common.dangerZone", "title")},
        {"button": t("action.makeProjectShared", "title")}]}  # fmt: skip
    shared = confirm(PROJECT_NAME, t("common.areYouSureYouWantToMakeThisProjectShared"),
                     t("action.makeProjectShared"))  # fmt: skip
    manager = popup(PROJECT_NAME, {"text": USER_NAME}, {"text": "@jonas"},
                    {"button": t("action.removeFromProject")})  # fmt: skip
    remove = confirm(PROJECT_NAME, t("common.areYouSureYouWantToRemoveThisManagerFromProject"),
                     t("action.removeManager"))  # fmt: skip
    leave = confirm(PROJECT_NAME, t("common.areYouSureYouWantToLeaveProject"),
                    t("action.leaveProject"))  # fmt: skip
    image = confirm(PROJECT_NAME, t("common.areYouSureYouWantToDeleteThisBackgroundImage"),
                    t("action.deleteBackgroundImage"))  # fmt: skip
    return [
        _entry("reversible", "project settings", general, [
            (t("common.hideFromProjectListAndFavorites"), False, [
                ws("PATCH", f"/projects/{PROJECT}", {"isHidden": True})])]),
        _entry("delete", "delete project question", delete, [
            (t("action.deleteProject"), True, [ws("DELETE", f"/projects/{PROJECT}")])]),
        _entry("opens-prompt", "managers pane", managers, [
            (t("action.makeProjectShared", "title"), False, [])]),
        _entry("reversible", "make project shared question", shared, [
            (t("action.makeProjectShared"), False, [
                ws("PATCH", f"/projects/{PROJECT}", {"ownerProjectManagerId": None})])]),
        _entry("opens-prompt", "manager popup", manager, [
            (t("action.removeFromProject"), False, [])]),
        _entry("remove-member", "remove manager question", remove, [
            (t("action.removeManager"), True, [ws("DELETE", f"/project-managers/{MANAGER}")])]),
        _entry("leave", "leave project question", leave, [
            (t("action.leaveProject"), True, [
                ws("DELETE", f"/project-managers/{MY_MANAGER}")])]),
        _entry("delete", "delete background image question", image, [
            (t("action.deleteBackgroundImage"), True, [
                ws("DELETE", f"/background-images/{BACKGROUND_IMAGE}")])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The notifications popup, the user menu, the account pane and the password step."""
    notifications = popup(
        BOARD_NAME,
        {"text": t("common.userLeftNewCommentToCard", user=USER_NAME,
                   comment="Pricing table needs the annual toggle.", card=CARD_NAME)},
        {"text": t("common.userMovedCardFromListToList", user=USER_NAME, card=TRASHED_NAME,
                   fromList=LIST_NAME, toList=DONE_NAME)},
        {"button": t("action.dismissAll")},
    )  # fmt: skip
    menu = popup(
        BOARD_NAME,
        {"menu": t("common.settings", "title")},
        {"menu": t("common.administration", "title")},
        {"menu": t("common.aboutApp", "title")},
        {"menu": t("action.logOut", "title")},
    )
    account = {"title": t("common.account", "title"), "items": [
        {"tab": t("common.account", "title")}, {"tab": t("common.preferences", "title")},
        {"tab": t("common.notifications", "title")}, {"text": ME_NAME},
        {"text": t("common.language", "title")},
        {"text": t("common.authentication", "title")},
        {"button": t("action.editUsername", "title")},
        {"button": t("action.editEmail", "title")},
        {"button": t("action.editPassword", "title")}]}  # fmt: skip
    password = popup(
        t("common.account", "title"),
        {"text": t("common.newPassword")},
        {"field": "password", "text": "••••••••••", "focused": True},
        {"text": t("common.currentPassword")},
        {"field": "currentPassword", "text": "••••••••"},
        {"button": t("action.save")},
    )
    return [
        _entry("reversible", "notifications popup", notifications, [
            (t("action.dismissAll"), False, [ws("POST", "/notifications/read-all")])]),
        _entry("reversible", "user menu", menu, [
            (t("action.logOut", "title"), False, ["DELETE /api/access-tokens/me"])]),
        _entry("opens-prompt", "account pane", account, [
            (t("action.editPassword", "title"), False, [])]),
        _entry("reversible", "own password step", password, [
            (t("action.save"), False, [ws("PATCH", f"/users/{ME}/password", {
                "password": "harbour-lights-9", "currentPassword": "blue-heron"})])]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The administration's user popups (active and deactivated), their questions, the admin's
    password step for another user, the API key steps and questions, the SMTP pane, the
    webhooks pane, a webhook and its delete question."""
    users = t("common.administration", "title")

    def actions(name: str, *last: dict[str, Any]) -> dict[str, Any]:
        return popup(
            users,
            {"text": name},
            {"menu": t("action.editInformation", "title")},
            {"menu": t("action.editAvatar", "title")},
            {"menu": t("action.editUsername", "title")},
            {"menu": t("action.editEmail", "title")},
            {"menu": t("action.editPassword", "title")},
            {"menu": t("action.editRole", "title")},
            {"menu": t("common.apiKey", "title")},
            *last,
        )

    active = actions(USER_NAME, {"menu": t("action.deactivateUser", "title")})
    idle = actions(IDLE_NAME, {"menu": t("action.activateUser", "title")},
                   {"menu": t("action.deleteUser", "title")})  # fmt: skip
    deactivate = confirm(users, t("common.areYouSureYouWantToDeactivateThisUser"),
                         t("action.deactivateUser"))  # fmt: skip
    activate = confirm(users, t("common.areYouSureYouWantToActivateThisUser"),
                       t("action.activateUser"))  # fmt: skip
    typed = {"field": "typeValue", "hint": IDLE_NAME, "text": IDLE_NAME, "focused": True}
    delete = confirm(users, t("common.areYouSureYouWantToDeleteThisUser"), t("action.deleteUser"),
                     {"text": t("common.typeNameToConfirm")}, typed)  # fmt: skip
    password = popup(
        users,
        {"text": t("common.newPassword")},
        {"field": "password", "text": "••••••••••", "focused": True},
        {"button": t("action.save")},
    )
    key = popup(
        users,
        {"text": "plk_7Hq2…"},
        {"text": t("common.fullKeyIsHiddenForSecurityReasons")},
        {"button": t("action.regenerateApiKey")},
        {"button": t("action.deleteApiKey")},
    )
    no_key = popup(users, {"text": t("common.noApiKeyCreated")},
                   {"button": t("action.createApiKey")})  # fmt: skip
    regenerate = confirm(users, t("common.areYouSureYouWantToRegenerateThisApiKey"),
                         t("action.regenerateApiKey"))  # fmt: skip
    delete_key = confirm(users, t("common.areYouSureYouWantToDeleteThisApiKey"),
                         t("action.deleteApiKey"))  # fmt: skip
    smtp = {"title": users, "items": [
        {"tab": t("common.users", "title")}, {"tab": t("common.smtp", "title")},
        {"tab": t("common.webhooks", "title")},
        {"field": "smtpHost", "hint": t("common.host"), "text": "smtp.example.org"},
        {"field": "smtpPort", "hint": t("common.port"), "text": "587"},
        {"switch": t("common.useSecureConnection"), "checked": False},
        {"field": "smtpFrom", "hint": t("common.defaultFrom"), "text": "planka@example.org"},
        {"button": t("action.save")}, {"button": t("action.sendTestEmail")}]}  # fmt: skip
    webhooks = {"title": users, "items": [
        {"tab": t("common.users", "title")}, {"tab": t("common.smtp", "title")},
        {"tab": t("common.webhooks", "title")}, {"text": WEBHOOK_NAME},
        {"field": "name", "hint": t("common.title"), "text": "Chat relay"},
        {"field": "url", "hint": t("common.url"), "text": "https://relay.example.org/planka"},
        {"field": "accessToken", "hint": t("common.accessToken"), "text": ""},
        {"button": t("action.addWebhook")}]}  # fmt: skip
    webhook = {"title": users, "items": [
        {"text": WEBHOOK_NAME},
        {"field": "url", "hint": t("common.url"), "text": "https://ci.example.org/hooks/planka"},
        {"button": t("action.save")}, {"button": t("action.delete")}]}  # fmt: skip
    delete_hook = confirm(users, t("common.areYouSureYouWantToDeleteThisWebhook"),
                          t("action.deleteWebhook"))  # fmt: skip
    smtp_config = {"smtpHost": "smtp.example.org", "smtpPort": 587, "smtpName": None,
                   "smtpSecure": False, "smtpTlsRejectUnauthorized": True,
                   "smtpUser": "planka@example.org", "smtpFrom": "planka@example.org"}  # fmt: skip
    return [
        _entry("opens-prompt", "user actions popup", active, [
            (t("action.deactivateUser", "title"), False, []),
            (t("common.apiKey", "title"), False, [])]),
        _entry("revoke", "deactivate user question", deactivate, [
            (t("action.deactivateUser"), True, [
                ws("PATCH", f"/users/{USER}", {"isDeactivated": True})])]),
        _entry("opens-prompt", "deactivated user popup", idle, [
            (t("action.deleteUser", "title"), False, [])]),
        _entry("reversible", "activate user question", activate, [
            (t("action.activateUser"), False, [
                ws("PATCH", f"/users/{IDLE_USER}", {"isDeactivated": False})])]),
        _entry("delete-user", "delete user question", delete, [
            (t("action.deleteUser"), True, [ws("DELETE", f"/users/{IDLE_USER}")])]),
        _entry("reset-password", "user password step", password, [
            (t("action.save"), True, [
                ws("PATCH", f"/users/{USER}/password", {"password": "harbour-lights-9"})])]),
        _entry("opens-prompt", "api key step", key, [
            (t("action.regenerateApiKey"), False, [])]),
        _entry("reversible", "api key step without a key", no_key, [
            (t("action.createApiKey"), False, [ws("POST", f"/users/{IDLE_USER}/api-key")])]),
        _entry("revoke", "regenerate api key question", regenerate, [
            (t("action.regenerateApiKey"), True, [ws("POST", f"/users/{USER}/api-key")])]),
        _entry("revoke", "delete api key question", delete_key, [
            (t("action.deleteApiKey"), True, [ws("PATCH", f"/users/{USER}", {"apiKey": None})])]),
        _entry("reversible", "smtp pane", smtp, [
            (t("action.save"), False, [ws("PATCH", "/config", smtp_config)]),
            (t("action.sendTestEmail"), False, [ws("POST", "/config/test-smtp")])]),
        _entry("reversible", "webhooks pane", webhooks, [
            (t("action.addWebhook"), False, [ws("POST", "/webhooks", {
                "name": "Chat relay", "url": "https://relay.example.org/planka",
                "accessToken": None, "events": None, "excludedEvents": None})])]),
        _entry("opens-prompt", "webhook", webhook, [(t("action.delete"), False, [])]),
        _entry("delete", "delete webhook question", delete_hook, [
            (t("action.deleteWebhook"), True, [ws("DELETE", f"/webhooks/{WEBHOOK}")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*card_screens(t), *board_screens(t), *card_content_screens(t), *member_screens(t),
            *project_screens(t), *account_screens(t), *admin_screens(t)]  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"planka {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip
