"""Focalboard's screens for the two-hundred-and-eighteenth held-out corpus: ``screens(t, ok)``
lays them out in one language, ``t(key, **values)`` being that language's lookup of a key of
the app's ``webapp/i18n/<lang>.json`` catalogue and ``ok`` the browser's OK and Cancel of a
JavaScript ``confirm()``. What each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api/v2"
TEAM = "0"  # Constants.globalTeamId: the standalone server's one team
BOARD, BOARD_TITLE = "bfb7ty9ke1tbu5nqgwm3zxjxfpe", "Product launch"
TEMPLATE, TEMPLATE_TITLE = "bh4d8mbkdiuf5fqk9owmj9sxsqh", "Roadmap"
CARD, CARD_TITLE = "c3ahs9ksqq7ne7ggpmm3e1yhmkr", "Write release notes"
VIEW, VIEW_TITLE = "vg8f1xzd4j3dkxq5msbiyj5zz6c", "Board view"
NEW_VIEW = "vq7mfw1s8dbyjbrp3kcz4hoxqge"
COMMENT, NEW_COMMENT = "a6pzr1gjxi7bupkwaf9dfgqbn4w", "anr3c6g5bjtdj8mxoqte4y1sgoc"
ME, ME_NAME = "ukm5ct7z9yfdjmnbxz3d8ppjaoy", "alice"
BOB, BOB_NAME = "u8x1nw4tq3jgbfyz6oi7cr5dkhe", "bob"
CAROL, CAROL_NAME = "u4ojd9kfm1ez8wbxhq6s3tarn7c", "carol"
CATEGORY, CATEGORY_NAME = "7ywc8qz5fzpgxjrn4u1dm3kb9so", "Work"
OTHER, OTHER_NAME = "7kd3fh6nxbtm1pj8r5qwye2gz4c", "Personal"
TOKEN, NEW_TOKEN = "kpz4jw8ti3yfbgc7qenxmu1ad6r", "k9e2bmx7wsq4nhjdy1rcfzt8uoa"
STATUS, DONE = "a972dc7a-5f4c-45d2-8044-8c28c69717f1", "adeo5xuwne3qjue83fcozekz8ko"
COMMENT_TEXT = "Shipping Friday, please review the draft."
NOW = 1727430000000
NEW_TEMPLATE = "New template from card"  # cardDialog.tsx: a literal, not a catalogue key
Act = tuple[str, bool, list[Any]]


def call(method: str, path: str, data: Any = None) -> Any:
    """octoClient's ``fetch``; a body is ``JSON.stringify``'s."""
    if data is None:
        return f"{method} {API}{path}"
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    return {"request": f"{method} {API}{path}", "body": text}


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"focalboard {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def menu(title: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open menu (widgets/menu) over its page, the page's texts above."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def dialog(title: str, heading: str, message: str, buttons: list[str]) -> dict[str, Any]:
    """A modal (ConfirmationDialogBox or DeleteBoardDialog) over its page."""
    return {"title": title, "dialog": {"title": heading, "message": message},
            "items": [{"button": b} for b in buttons]}  # fmt: skip


def board_screens(t: Any) -> list[dict[str, Any]]:
    """The sidebar's board menu, its Move To submenu and the Delete board dialog; the template
    picker and its Delete dialog; a category's menu and its Delete confirmation."""
    board_menu = menu(BOARD_TITLE, [BOARD_TITLE], [
        {"menu": t("SidebarCategories.BlocksMenu.Move")}, {"menu": t("Sidebar.duplicate-board")},
        {"menu": t("Sidebar.template-from-board")},
        {"menu": t("ViewHeader.export-board-archive")}, {"menu": t("HideBoard.MenuOption")},
        {"menu": t("Sidebar.delete-board")}])  # fmt: skip
    move = menu(BOARD_TITLE, [BOARD_TITLE, t("SidebarCategories.BlocksMenu.Move")], [
        {"menu": CATEGORY_NAME}, {"menu": OTHER_NAME}])  # fmt: skip
    delete_board = dialog(BOARD_TITLE, t("DeleteBoardDialog.confirm-tite"),
                          t("DeleteBoardDialog.confirm-info", boardTitle=BOARD_TITLE),
                          [t("DeleteBoardDialog.confirm-cancel"),
                           t("DeleteBoardDialog.confirm-delete")])  # fmt: skip
    picker_title = t("BoardTemplateSelector.title")
    picker = {"title": picker_title, "items": [
        {"text": t("BoardTemplateSelector.description")},
        {"row": TEMPLATE_TITLE},
        {"icon": "delete", "desc": t("BoardTemplateSelector.delete-template")},
        {"icon": "edit", "desc": t("BoardTemplateSelector.edit-template")},
        {"button": t("BoardTemplateSelector.add-template")},
        {"button": t("BoardTemplateSelector.create-empty-board")},
        {"button": t("BoardTemplateSelector.use-this-template")}]}  # fmt: skip
    delete_template = dialog(picker_title, t("DeleteBoardDialog.confirm-tite-template"),
                             t("DeleteBoardDialog.confirm-info-template",
                               boardTitle=TEMPLATE_TITLE),
                             [t("DeleteBoardDialog.confirm-cancel"),
                              t("DeleteBoardDialog.confirm-delete")])  # fmt: skip
    category_menu = menu(BOARD_TITLE, [CATEGORY_NAME], [
        {"menu": t("SidebarCategories.CategoryMenu.Update")},
        {"menu": t("SidebarCategories.CategoryMenu.Delete")},
        {"menu": t("SidebarCategories.CategoryMenu.CreateNew")}])  # fmt: skip
    delete_category = dialog(BOARD_TITLE, t("SidebarCategories.CategoryMenu.DeleteModal.Title"),
                             t("SidebarCategories.CategoryMenu.DeleteModal.Body",
                               categoryName=CATEGORY_NAME),
                             [t("ConfirmationDialog.cancel-action"),
                              t("ConfirmationDialog.confirm-action")])  # fmt: skip
    hide = f"/teams/{TEAM}/categories/{CATEGORY}/boards/{BOARD}/hide"
    return [
        entry(
            "reversible",
            "sidebar board menu",
            board_menu,
            [
                (
                    t("Sidebar.duplicate-board"),
                    False,
                    [call("POST", f"/boards/{BOARD}/duplicate?asTemplate=false")],
                ),
                (
                    t("Sidebar.template-from-board"),
                    False,
                    [call("POST", f"/boards/{BOARD}/duplicate?asTemplate=true")],
                ),
                (
                    t("ViewHeader.export-board-archive"),
                    False,
                    [call("GET", f"/boards/{BOARD}/archive/export")],
                ),
                (t("HideBoard.MenuOption"), False, [call("PUT", hide)]),
            ],
        ),
        entry(
            "opens-prompt",
            "sidebar board menu",
            board_menu,
            [(t("Sidebar.delete-board"), False, [])],
        ),
        entry(
            "reversible",
            "move to category",
            move,
            [
                (
                    OTHER_NAME,
                    False,
                    [
                        call(
                            "POST",
                            f"/teams/{TEAM}/categories/{OTHER}/boards/{BOARD}",
                            {"fromCategoryID": CATEGORY},
                        )
                    ],
                )
            ],
        ),
        entry(
            "delete",
            "delete board dialog",
            delete_board,
            [
                (t("DeleteBoardDialog.confirm-delete"), True, [call("DELETE", f"/boards/{BOARD}")]),
                (t("DeleteBoardDialog.confirm-cancel"), False, []),
            ],
        ),
        entry(
            "reversible",
            "template picker",
            picker,
            [
                (
                    t("BoardTemplateSelector.use-this-template"),
                    False,
                    [call("POST", f"/boards/{TEMPLATE}/duplicate?asTemplate=false&toTeam={TEAM}")],
                ),
            ],
        ),
        entry(
            "opens-prompt",
            "template picker",
            picker,
            [(t("BoardTemplateSelector.delete-template"), False, [])],
        ),
        entry(
            "delete",
            "delete template dialog",
            delete_template,
            [
                (
                    t("DeleteBoardDialog.confirm-delete"),
                    True,
                    [call("DELETE", f"/boards/{TEMPLATE}")],
                ),
                (t("DeleteBoardDialog.confirm-cancel"), False, []),
            ],
        ),
        entry(
            "reversible",
            "sidebar category menu",
            category_menu,
            [(t("SidebarCategories.CategoryMenu.Update"), False, [])],
        ),
        entry(
            "opens-prompt",
            "sidebar category menu",
            category_menu,
            [(t("SidebarCategories.CategoryMenu.Delete"), False, [])],
        ),
        entry(
            "delete",
            "delete category confirmation",
            delete_category,
            [
                (
                    t("ConfirmationDialog.confirm-action"),
                    True,
                    [call("DELETE", f"/teams/{TEAM}/categories/{CATEGORY}")],
                ),
                (t("ConfirmationDialog.cancel-action"), False, []),
            ],
        ),
    ]


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The sidebar's settings menu and the user menu."""
    title = BOARD_TITLE
    settings = menu(title, [t("Sidebar.settings")], [
        {"menu": t("Sidebar.import")}, {"menu": t("Sidebar.export-archive")},
        {"menu": t("Sidebar.set-language")}, {"menu": t("Sidebar.set-theme")},
        {"switch": t("Sidebar.random-icons"), "checked": False}])  # fmt: skip
    user_menu = menu(title, [ME_NAME], [
        {"menu": t("Sidebar.logout")}, {"menu": t("Sidebar.changePassword")}])  # fmt: skip
    return [
        entry(
            "reversible",
            "settings menu",
            settings,
            [
                (t("Sidebar.import"), False, []),
                (
                    t("Sidebar.export-archive"),
                    False,
                    [call("GET", f"/teams/{TEAM}/archive/export")],
                ),
                (t("Sidebar.random-icons"), False, []),
            ],
        ),
        entry(
            "reversible",
            "user menu",
            user_menu,
            [(t("Sidebar.logout"), False, [call("POST", "/logout")])],
        ),
    ]


def view_screens(t: Any) -> list[dict[str, Any]]:
    """The view header's menu, the view menu and its Add view submenu."""
    header = menu(
        BOARD_TITLE,
        [VIEW_TITLE],
        [{"menu": t("ViewHeader.export-csv")}, {"menu": t("ViewHeader.export-board-archive")}],
    )
    views = menu(BOARD_TITLE, [VIEW_TITLE], [
        {"menu": t("View.DuplicateView")}, {"menu": t("View.DeleteView")},
        {"menu": t("View.AddView")}])  # fmt: skip
    add = menu(BOARD_TITLE, [t("View.AddView")], [
        {"menu": t("View.Board")}, {"menu": t("View.Table")}, {"menu": t("View.Gallery")},
        {"menu": "Calendar"}])  # fmt: skip
    copy_of = {"id": NEW_VIEW, "boardId": BOARD, "parentId": BOARD, "type": "view",
               "title": f"{VIEW_TITLE} copy"}  # fmt: skip

    def new_view(kind: str) -> Any:
        # Its title (View.New<Kind>Title in the user's language) is left out of the body.
        block = {"id": NEW_VIEW, "boardId": BOARD, "parentId": BOARD, "type": "view",
                 "fields": {"viewType": kind}}  # fmt: skip
        return call("POST", f"/boards/{BOARD}/blocks", [block])

    return [
        entry("reversible", "view header menu", header, [(t("ViewHeader.export-csv"), False, [])]),
        entry(
            "reversible",
            "view menu",
            views,
            [
                (
                    t("View.DuplicateView"),
                    False,
                    [call("POST", f"/boards/{BOARD}/blocks", [copy_of])],
                ),
                (t("View.AddView"), False, []),
            ],
        ),
        entry(
            "delete",
            "view menu",
            views,
            [(t("View.DeleteView"), True, [call("DELETE", f"/boards/{BOARD}/blocks/{VIEW}")])],
        ),
        entry(
            "reversible",
            "add view submenu",
            add,
            [
                (t("View.Board"), False, [new_view("board")]),
                (t("View.Table"), False, [new_view("table")]),
            ],
        ),
    ]


def card_screens(t: Any) -> list[dict[str, Any]]:
    """A kanban card's menu, the card dialog's menu, the card delete confirmation, the card's
    Status menu, its comment box and a comment's menu."""
    card_menu = menu(BOARD_TITLE, [CARD_TITLE], [
        {"menu": t("CardActionsMenu.delete")}, {"menu": t("CardActionsMenu.duplicate")},
        {"menu": t("CardActionsMenu.copyLink")}])  # fmt: skip
    dialog_menu = menu(CARD_TITLE, [CARD_TITLE], [
        {"menu": t("CardActionsMenu.delete")}, {"menu": t("CardActionsMenu.copyLink")},
        {"menu": NEW_TEMPLATE}])  # fmt: skip
    confirm = {"title": BOARD_TITLE, "dialog": {
        "title": t("CardDialog.delete-confirmation-dialog-heading")}, "items": [
        {"button": t("ConfirmationDialog.cancel-action")},
        {"button": t("CardDialog.delete-confirmation-dialog-button-text")}]}  # fmt: skip
    status = menu(
        CARD_TITLE,
        ["Status"],
        [{"menu": "Not Started"}, {"menu": "In Progress"}, {"menu": "Completed"}],
    )
    comments = {"title": CARD_TITLE, "items": [
        {"text": CARD_TITLE},
        {"field": "comment", "hint": t("CardDetail.new-comment-placeholder"),
         "text": COMMENT_TEXT, "focused": True},
        {"button": t("CommentsList.send")}]}  # fmt: skip
    comment_menu = menu(
        CARD_TITLE, [BOB_NAME, "Looks good to me."], [{"menu": t("Comment.delete")}]
    )
    comment = {"id": NEW_COMMENT, "boardId": BOARD, "parentId": CARD, "type": "comment",
               "title": COMMENT_TEXT}  # fmt: skip
    card_url = f"/boards/{BOARD}/blocks/{CARD}"
    patch = {"updatedFields": {"properties": {STATUS: DONE}}, "deletedFields": []}
    return [
        entry(
            "reversible",
            "kanban card menu",
            card_menu,
            [
                (
                    t("CardActionsMenu.duplicate"),
                    False,
                    [call("POST", f"{card_url}/duplicate?asTemplate=false")],
                )
            ],
        ),
        entry(
            "opens-prompt",
            "kanban card menu",
            card_menu,
            [(t("CardActionsMenu.delete"), False, [])],
        ),
        entry(
            "reversible",
            "card dialog menu",
            dialog_menu,
            [(NEW_TEMPLATE, False, [call("POST", f"{card_url}/duplicate?asTemplate=true")])],
        ),
        entry(
            "opens-prompt",
            "card dialog menu",
            dialog_menu,
            [(t("CardActionsMenu.delete"), False, [])],
        ),
        entry(
            "delete",
            "card delete confirmation",
            confirm,
            [
                (
                    t("CardDialog.delete-confirmation-dialog-button-text"),
                    True,
                    [call("DELETE", card_url)],
                ),
                (t("ConfirmationDialog.cancel-action"), False, []),
            ],
        ),
        entry(
            "reversible",
            "card status menu",
            status,
            [("Completed", False, [call("PATCH", card_url, patch)])],
        ),
        entry(
            "send",
            "card comments",
            comments,
            [(t("CommentsList.send"), True, [call("POST", f"/boards/{BOARD}/blocks", [comment])])],
        ),
        entry(
            "delete",
            "comment menu",
            comment_menu,
            [(t("Comment.delete"), True, [call("DELETE", f"/boards/{BOARD}/blocks/{COMMENT}")])],
        ),
    ]


def share_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The share dialog: adding a member, a member's and the team's role menus, the minimum
    role confirmation, the Publish tab off and on, and the regenerate ``confirm()``."""
    title = BOARD_TITLE
    roles = [t("BoardMember.schemeViewer"), t("BoardMember.schemeCommenter"),
             t("BoardMember.schemeEditor"), t("BoardMember.schemeAdmin")]  # fmt: skip
    share = {"title": title, "dialog": {"title": t("ShareBoard.Title")}, "items": [
        {"field": "search", "hint": t("ShareBoard.searchPlaceholder"), "text": "ca"},
        {"row": CAROL_NAME, "secondary": "carol@example.com"},
        {"text": t("ShareBoard.teamPermissionsText", teamName="Default")},
        {"text": ME_NAME}, {"text": BOB_NAME},
        {"button": t("share-board.share")}, {"button": t("share-board.publish")}]}  # fmt: skip
    bob_menu = menu(
        title,
        [BOB_NAME],
        [*({"menu": r} for r in roles), {"menu": t("ShareBoard.userPermissionsRemoveMemberText")}],
    )
    me_menu = menu(
        title,
        [f"{ME_NAME} {t('ShareBoard.userPermissionsYouText')}"],
        [*({"menu": r} for r in roles), {"menu": t("ShareBoard.userPermissionsRemoveMemberText")}],
    )
    team_menu = menu(title, [t("ShareBoard.teamPermissionsText", teamName="Default")], [
        {"menu": roles[2]}, {"menu": roles[1]}, {"menu": roles[0]},
        {"menu": t("BoardMember.schemeNone")}])  # fmt: skip
    change_role = dialog(title, t("shareBoard.confirm-change-team-role.title"),
                         t("shareBoard.confirm-change-team-role.body", role=roles[2]),
                         [t("ConfirmationDialog.cancel-action"),
                          t("shareBoard.confirm-change-team-role.confirmBtnText")])  # fmt: skip
    publish_off = {"title": title, "dialog": {"title": t("ShareBoard.Title")}, "items": [
        {"button": t("share-board.share")}, {"button": t("share-board.publish")},
        {"text": t("ShareBoard.PublishDescription")},
        {"switch": t("ShareBoard.PublishTitle"), "checked": False}]}  # fmt: skip
    link = f"https://boards.example/shared/{BOARD}/{VIEW}?r={TOKEN}"
    publish_on = {"title": title, "dialog": {"title": t("ShareBoard.Title")}, "items": [
        {"button": t("share-board.share")}, {"button": t("share-board.publish")},
        {"text": t("ShareBoard.PublishDescription")},
        {"switch": t("ShareBoard.PublishTitle"), "checked": True},
        {"link": link}, {"icon": "refresh", "desc": t("ShareBoard.regenerate")},
        {"button": t("ShareBoard.copyLink")}]}  # fmt: skip
    regenerate = {"title": title, "dialog": {"message": t("ShareBoard.confirmRegenerateToken")},
                  "items": [{"button": ok[0]}, {"button": ok[1]}]}  # fmt: skip
    members = f"/boards/{BOARD}/members"

    def member(user: str, **flags: bool) -> dict[str, Any]:
        return {"boardId": BOARD, "userId": user, "roles": "", **flags}

    def board_type(kind: str, role: str) -> dict[str, Any]:
        return {"type": kind, "minimumRole": role, "updatedCardProperties": [],
                "deletedCardProperties": [], "updatedProperties": {},
                "deletedProperties": []}  # fmt: skip

    sharing = f"/boards/{BOARD}/sharing"
    shared = {"id": BOARD, "enabled": True, "token": TOKEN, "modifiedBy": ME, "updateAt": NOW}
    return [
        entry(
            "share",
            "share dialog",
            share,
            [
                (
                    CAROL_NAME,
                    True,
                    [
                        call(
                            "POST",
                            members,
                            {
                                "boardId": BOARD,
                                "userId": CAROL,
                                "roles": "viewer",
                                "schemeEditor": False,
                                "schemeCommenter": False,
                                "schemeViewer": True,
                            },
                        )
                    ],
                )
            ],
        ),
        entry("reversible", "share dialog", share, [(t("share-board.publish"), False, [])]),
        entry(
            "reversible",
            "member role menu",
            bob_menu,
            [
                (
                    roles[0],
                    False,
                    [
                        call(
                            "PUT",
                            f"{members}/{BOB}",
                            member(
                                BOB,
                                schemeAdmin=False,
                                schemeEditor=False,
                                schemeCommenter=False,
                                schemeViewer=True,
                            ),
                        )
                    ],
                ),
                (roles[2], False, []),
                (
                    roles[3],
                    False,
                    [
                        call(
                            "PUT",
                            f"{members}/{BOB}",
                            member(BOB, schemeAdmin=True, schemeEditor=True),
                        )
                    ],
                ),
            ],
        ),
        entry(
            "revoke",
            "member role menu",
            bob_menu,
            [
                (
                    t("ShareBoard.userPermissionsRemoveMemberText"),
                    True,
                    [call("DELETE", f"{members}/{BOB}")],
                )
            ],
        ),
        entry(
            "reversible",
            "own role menu (last admin)",
            me_menu,
            [(t("ShareBoard.userPermissionsRemoveMemberText"), False, [])],
        ),
        entry(
            "reversible",
            "team role menu",
            team_menu,
            [
                (roles[0], False, []),
                (
                    t("BoardMember.schemeNone"),
                    False,
                    [call("PATCH", f"/boards/{BOARD}", board_type("P", ""))],
                ),
            ],
        ),
        entry(
            "opens-prompt",
            "team role menu",
            team_menu,
            [(roles[2], False, []), (roles[1], False, [])],
        ),
        # Its button repeats the heading's words, so only Cancel is tapped here.
        entry(
            "reversible",
            "minimum role confirmation",
            change_role,
            [(t("ConfirmationDialog.cancel-action"), False, [])],
        ),
        entry(
            "publish",
            "publish tab, not shared",
            publish_off,
            [
                (
                    t("ShareBoard.PublishTitle"),
                    True,
                    [
                        call("POST", sharing, {"id": BOARD, "enabled": True, "token": TOKEN}),
                        call("GET", sharing),
                    ],
                )
            ],
        ),
        entry(
            "reversible",
            "publish tab, shared",
            publish_on,
            [
                (
                    t("ShareBoard.PublishTitle"),
                    False,
                    [call("POST", sharing, {**shared, "enabled": False}), call("GET", sharing)],
                ),
                (t("ShareBoard.copyLink"), False, []),
            ],
        ),
        entry(
            "opens-prompt",
            "publish tab, shared",
            publish_on,
            [(t("ShareBoard.regenerate"), False, [])],
        ),
        entry(
            "revoke",
            "regenerate token confirm()",
            regenerate,
            [
                (
                    ok[0],
                    True,
                    [call("POST", sharing, {**shared, "token": NEW_TOKEN}), call("GET", sharing)],
                ),
                (ok[1], False, []),
            ],
        ),
    ]


def screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    return [*board_screens(t), *settings_screens(t), *view_screens(t), *card_screens(t),
            *share_screens(t, ok)]  # fmt: skip
