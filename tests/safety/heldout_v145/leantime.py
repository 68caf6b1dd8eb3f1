"""Leantime's pages and modals, one language's strings at a time (see build.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from urllib.parse import urlencode

T = Callable[..., str]
TOKEN_NAME = "kQ3vXh8ZpLw2NcR7sYt5MbJ9dFg4HaEu"  # DelUser's and DelAPIKey's session field
TOKEN_VALUE = "Jf7Ke2WqPx9LmZ4sVb8Nc3Rd6Ty1UgHa"
COMMENT = "<p>Deployed to staging, please verify.</p>"


def link(path: str) -> dict[str, str]:
    """A real page load: an ``<a href>``, or ``location.reload()`` when a modal closes."""
    return {"request": f"GET {path}", "via": "link"}


def form(path: str, fields: list[tuple[str, str]]) -> dict[str, str]:
    """A native form submit, its fields urlencoded as the browser writes them."""
    return {"request": f"POST {path}", "body": urlencode(fields), "via": "form"}


def xhr(method: str, path: str, fields: list[tuple[str, str]]) -> dict[str, str]:
    """jQuery's ``$.ajax`` (nyroModal's form filter) or htmx: the fields urlencoded."""
    return {"request": f"{method} {path}", "body": urlencode(fields)}


def case(tap: str, irreversible: bool, sends: list[Any]) -> dict[str, Any]:
    return {"tap": tap, "irreversible": irreversible, "sends": sends}


def screen(category: str, source: str, title: str, items: list[dict[str, Any]],
           cases: list[dict[str, Any]],
           dialog: dict[str, str] | None = None) -> dict[str, Any]:  # fmt: skip
    shown: dict[str, Any] = {"title": title}
    if dialog:
        shown["dialog"] = dialog
    shown["items"] = items
    return {"category": category, "source": source, "web": True, "screen": shown, "cases": cases}


def delete_modal(t: T, category: str, source: str, page: str, heading: str, message: str,
                 action: str, back: str) -> dict[str, Any]:  # fmt: skip
    """A ``del*`` template loaded into nyroModal over ``page``: a plain ``<form method=post>``
    (no ``formModal`` class, so the browser submits it) with the ``del`` submit input, a
    Back link, and nyroModal's close link (its ``beforeClose`` reloads the page)."""
    yes, back_label = t("buttons.yes_delete"), t("buttons.back")
    return screen(category, source, page_title(page), [
        {"button": yes}, {"link": back_label}, {"link": "close"},
    ], [
        case(yes, True, [form(action, [("del", yes)])]),
        case(back_label, False, [back if back.startswith("GET ") else link(back)]),
        case("close", False, [link(page)]),
    ], dialog={"title": heading, "message": message})  # fmt: skip


def ajax_delete_modal(t: T, source: str, page: str, message: str, action: str) -> dict[str, Any]:
    """The calendar's ``del*`` modals: a ``formModal`` form that nyroModal posts by XHR with
    ``submitAction=closeModal`` (the submitter button's value), then closes, reloading."""
    yes, back_label = t("buttons.yes_delete"), t("buttons.back")
    return screen("delete", source, page_title(page), [
        {"button": yes}, {"link": back_label}, {"link": "close"},
    ], [
        case(yes, True, [xhr("POST", action, [("submitAction", "closeModal")]), link(page)]),
        case(back_label, False, [link("/calendar/showMyCalendar")]),
        case("close", False, [link(page)]),
    ], dialog={"title": t("subtitles.delete"), "message": message})  # fmt: skip


def delete_page(t: T, category: str, source: str, path: str, headline: str, message: str,
                back: str, token: bool = False) -> dict[str, Any]:  # fmt: skip
    """A ``del*`` page (``@extends($layout)``, opened by a link): its form has no action, so
    it posts to the page's own URL."""
    yes, back_label = t("buttons.yes_delete"), t("buttons.back")
    fields = [(TOKEN_NAME, TOKEN_VALUE)] if token else []
    return screen(category, source, headline, [
        {"text": t("label.administration")}, {"text": message},
        {"button": yes}, {"link": back_label},
    ], [
        case(yes, True, [form(path, [*fields, ("del", yes)])]),
        case(back_label, False, [link(back)]),
    ])  # fmt: skip


def page_title(path: str) -> str:
    return {
        "/tickets/showKanban": "Website relaunch", "/tickets/roadmap/": "Website relaunch",
        "/timesheets/showMy": "Website relaunch", "/wiki/show": "Website relaunch",
        "/ideas/showBoards": "Website relaunch", "/goalcanvas/showCanvas": "Website relaunch",
        "/leancanvas/showCanvas": "Website relaunch", "/calendar/showMyCalendar": "Calendar",
    }[path]  # fmt: skip


def screens(t: T) -> list[dict[str, Any]]:
    edit, move, delete = t("links.edit_todo"), t("links.move_todo"), t("links.delete_todo")
    start = t("links.start_work")
    menu = screen("opens-prompt", "tickets/partials/ticketsubmenu (kanban card menu)",
                  "Website relaunch", [
        {"text": "Fix login redirect"}, {"text": t("subtitles.todo")},
        {"link": edit}, {"link": move}, {"link": delete},
        {"text": t("subtitles.track_time")}, {"link": start},
    ], [
        case(edit, False, ["GET /tickets/showTicket/12"]),
        case(move, False, ["GET /tickets/moveTicket/12"]),
        case(delete, False, ["GET /tickets/delTicket/12"]),
        case(start, False, [xhr("PATCH", "/hx/timesheets/stopwatch/start-timer/",
                                [("ticketId", "12"), ("action", "start")])]),
    ])  # fmt: skip
    move_label, back = t("buttons.move"), t("buttons.back")
    moving = screen("reversible", "tickets/moveTicket (modal)", "Website relaunch", [
        {"text": "#12 - Fix login redirect"}, {"text": t("text.moving")},
        {"field": "projectSelector", "text": "Customer portal"},
        {"button": move_label}, {"link": back}, {"link": "close"},
    ], [
        case(move_label, False, [xhr("POST", "/tickets/moveTicket/12",
                                     [("projectId", "4"), ("submitAction", move_label)])]),
        case(back, False, [link("/tickets/showKanban")]),
        case("close", False, [link("/tickets/showKanban")]),
    ], dialog={"title": t("headline.move_todo")})  # fmt: skip
    comment_delete, comment_edit = t("links.delete"), t("label.edit")
    comment_menu = screen("delete", "comments/submodules/generalComment (a comment's menu)",
                          "Website relaunch", [
        {"text": t("text.full_name", "Marie", "Curtis")},
        {"text": "Login works again on Safari."},
        {"link": comment_delete}, {"link": comment_edit}, {"link": t("links.add_to_timesheets")},
        {"link": t("links.reply")},
    ], [
        case(comment_delete, True, ["GET /tickets/showTicket/12?delComment=44"]),
        case(comment_edit, False, []),
        case(t("links.reply"), False, []),
    ], dialog={"title": "#12 Fix login redirect"})  # fmt: skip
    save = t("buttons.save")
    comment_box = screen("send", "comments/submodules/generalComment (new comment)",
                         "Website relaunch", [
        {"text": t("links.add_new_comment")},
        {"field": "text", "text": "Deployed to staging, please verify.", "focused": True},
        {"button": save}, {"link": "close"},
    ], [
        case(save, True, [xhr("POST", "/tickets/showTicket/12", [
            ("text", COMMENT), ("comment", "1"), ("father", "0"), ("edit-comment-helper", ""),
            ("submitAction", save)])]),
        case("close", False, [link("/tickets/showKanban")]),
    ], dialog={"title": "#12 Fix login redirect"})  # fmt: skip
    users_add, users_delete = t("buttons.add_user"), t("links.delete")
    user_name = t("text.full_name", "Marie", "Curtis")
    users = screen("opens-prompt", "users/showAll", t("headlines.users"), [
        {"text": t("label.administration")}, {"link": users_add},
        {"link": user_name}, {"text": "marie@example.org"}, {"text": t("label.active")},
        {"link": users_delete},
    ], [
        case(users_add, False, ["GET /users/newUser"]),
        case(user_name, False, [link("/users/editUser/7")]),
        case(users_delete, False, [link("/users/delUser/7")]),
    ])  # fmt: skip
    profile, sign_out = t("menu.my_profile"), t("menu.sign_out")
    user_menu = screen("reversible", "auth/partials/loginInfo (user menu)", "Website relaunch", [
        {"link": profile}, {"link": t("menu.theme")}, {"link": t("menu.settings")},
        {"link": sign_out},
    ], [
        case(profile, False, ["GET /users/editOwn/", link("/users/editOwn/")]),
        case(sign_out, False, [link("/auth/logout")]),
    ])  # fmt: skip
    kanban = "/tickets/showKanban"
    return [
        menu,
        delete_modal(
            t,
            "delete",
            "tickets/delTicket (modal)",
            kanban,
            t("subtitles.delete"),
            t("text.confirm_ticket_deletion"),
            "/tickets/delTicket/12",
            "GET /tickets/showTicket/12",
        ),
        moving,
        comment_menu,
        comment_box,
        delete_modal(
            t,
            "delete",
            "tickets/delMilestone (modal)",
            "/tickets/roadmap/",
            t("subtitles.delete_milestone"),
            t("text.confirm_milestone_deletion"),
            "/tickets/delMilestone/5",
            "/tickets/roadmap/",
        ),
        delete_modal(
            t,
            "delete",
            "timesheets/delTime (modal)",
            "/timesheets/showMy",
            t("headlines.delete_time"),
            t("text.confirm_delete_timesheet"),
            "/timesheets/delTime/31",
            "/timesheets/showMy",
        ),
        delete_modal(
            t,
            "delete",
            "sprints/delSprint (modal)",
            kanban,
            t("headlines.delete_sprint"),
            t("text.are_you_sure_delete_sprint"),
            "/sprints/delSprint/3",
            kanban,
        ),
        delete_modal(
            t,
            "delete",
            "wiki/delArticle (modal)",
            "/wiki/show",
            t("buttons.delete"),
            t("text.are_you_sure_delete_article"),
            "/wiki/delArticle/8",
            "/wiki/show/",
        ),
        delete_modal(
            t,
            "delete",
            "wiki/delWiki (modal)",
            "/wiki/show",
            t("buttons.delete"),
            t("text.are_you_sure_delete_wiki"),
            "/wiki/delWiki/2",
            "/wiki/show",
        ),
        delete_modal(
            t,
            "delete",
            "ideas/delCanvasItem (modal)",
            "/ideas/showBoards",
            t("buttons.delete"),
            t("text.are_you_sure_delete_idea"),
            "/ideas/delCanvasItem/14",
            "/ideas/showBoards/",
        ),
        delete_modal(
            t,
            "delete",
            "goalcanvas/delCanvas (modal)",
            "/goalcanvas/showCanvas",
            t("subtitles.delete"),
            t("text.confirm_board_deletion"),
            "/goalcanvas/delCanvas/4",
            "/goalcanvas/showCanvas",
        ),
        delete_modal(
            t,
            "delete",
            "canvas/delCanvas (lean canvas, modal)",
            "/leancanvas/showCanvas",
            t("subtitles.delete"),
            t("text.confirm_board_deletion"),
            "/leancanvas/delCanvas/6",
            "/leancanvas/showCanvas",
        ),
        delete_modal(
            t,
            "delete",
            "canvas/delCanvasItem (lean canvas, modal)",
            "/leancanvas/showCanvas",
            t("subtitles.delete"),
            t("text.confirm_board_item_deletion"),
            "/leancanvas/delCanvasItem/23",
            "/leancanvas/showCanvas",
        ),
        ajax_delete_modal(
            t,
            "calendar/delEvent (modal)",
            "/calendar/showMyCalendar",
            t("text.confirm_event_deletion"),
            "/calendar/delEvent/9",
        ),
        ajax_delete_modal(
            t,
            "calendar/delExternalCal (modal)",
            "/calendar/showMyCalendar",
            t("text.confirm_calendar_deletion"),
            "/calendar/delExternalCalendar/2",
        ),
        users,
        delete_page(
            t,
            "delete-user",
            "users/delUser",
            "/users/delUser/7",
            t("headlines.delete_user"),
            t("text.confirm_user_deletion"),
            "/users/showAll",
            token=True,
        ),
        delete_page(
            t,
            "delete",
            "projects/delProject",
            "/projects/delProject/3",
            t("headlines.delete_project_x", "Customer portal"),
            t("text.confirm_project_deletion"),
            "/projects/showProject/3",
        ),
        delete_page(
            t,
            "delete",
            "clients/delClient",
            "/clients/delClient/2",
            t("headline.delete_client", "Northwind"),
            t("text.confirm_client_deletion"),
            "/clients/showClient/2",
        ),
        delete_page(
            t,
            "revoke",
            "api/delKey",
            "/api/delAPIKey/5",
            t("headlines.delete_key"),
            t("text.confirm_key_deletion"),
            "/setting/editCompanySettings/",
            token=True,
        ),
        user_menu,
    ]
