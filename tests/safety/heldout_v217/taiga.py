"""Taiga's web client's screens for the two-hundred-and-seventeenth held-out corpus:
``screens(t)`` lays them out in one language, ``t(key)`` being that language's lookup of a key
of the app's ``app/locales/taiga/locale-<lang>.json`` catalogue. What each action sends, and
why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api/v1"
PROJECT, PROJECT_ID, ME, OWNER_TO = "Website", 1, 5, 8
US, US_SUBJECT, TASK, TASK_SUBJECT, ISSUE, ISSUE_SUBJECT = (
    42,
    "Checkout page",
    57,
    "Write payment form",
    63,
    "Button misaligned on Safari",
)
SPRINT, SPRINT_NAME, WIKI, WIKI_SLUG = 7, "Sprint 3", 5, "home"
MEMBER, MEMBER_NAME, PENDING, EMAIL = 12, "Bob Lee", 13, "carol@example.com"
ROLE, ROLE_NAME, ROLE_TO, ROLE_TO_NAME = 4, "Design", 3, "Back"
HOOK, HOOK_NAME, HOOK_URL = 2, "Deploy bot", "https://ci.example.org/taiga-hook"
POLICY, COMMENT_ID = 9, "8f3c2a4e-5b7d-11ef-9c1a-0242ac120002"
VALUES = {"projectName": PROJECT, "subject": US_SUBJECT, "name": HOOK_NAME, "email": EMAIL,
          "sprintName": SPRINT_NAME, "roleName": ROLE_NAME}  # fmt: skip
Act = tuple[str, bool, list[Any]]


def xhr(method: str, path: str, data: Any = None) -> Any:
    """An XMLHttpRequest of Angular's $http to the API; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {API}{path}"
    text = data if isinstance(data, str) else json.dumps(data, separators=(",", ":"))
    return {"request": f"{method} {API}{path}", "body": text}


def remove(path: str, query: str = "") -> Any:
    """$repo.remove: ``$http.delete(url, {}, params)``, the empty object sent as its body."""
    return xhr("DELETE", f"{path}{query}", "{}")


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": bad, "sends": copy.deepcopy(sends)}
             for label, bad, sends in acts]  # fmt: skip
    return {"category": category, "source": f"taiga {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def ask(t: Any, page: str, title: str, message: str, yes: str, no: str) -> dict[str, Any]:
    """A confirmation lightbox (``$confirm.ask``/``askOnDelete``/``askChoice``) over its page."""
    return {"title": page, "dialog": {"title": title, "message": message},
            "items": [{"button": no}, {"button": yes}]}  # fmt: skip


def backlog(t: Any) -> list[dict[str, Any]]:
    page = t("BACKLOG.SECTION_NAME")
    delete_us = ask(t, page, t("US.TITLE_DELETE_ACTION"), t("US.TITLE_DELETE_MESSAGE"),
                    t("COMMON.DELETE"), t("COMMON.CANCEL"))  # fmt: skip
    sprint_form = {"title": page, "dialog": {"title": t("LIGHTBOX.ADD_EDIT_SPRINT.TITLE")},
                   "items": [{"field": "sprint-name", "hint": t(
                       "LIGHTBOX.ADD_EDIT_SPRINT.PLACEHOLDER_SPRINT_NAME"), "text": SPRINT_NAME},
                       {"button": t("COMMON.SAVE")}]}  # fmt: skip
    sprint_edit = copy.deepcopy(sprint_form)
    sprint_edit["items"].append({"link": t("LIGHTBOX.ADD_EDIT_SPRINT.TITLE_ACTION_DELETE_SPRINT")})
    delete_sprint = ask(t, page, t("LIGHTBOX.DELETE_SPRINT.TITLE"), SPRINT_NAME,
                        t("COMMON.DELETE"), t("COMMON.CANCEL"))  # fmt: skip
    bulk = {"title": page, "dialog": {"title": t("COMMON.NEW_BULK")}, "items": [
        {"field": "bulk", "hint": "", "text": "Login page\nSignup page"},
        {"button": t("COMMON.SAVE")}]}  # fmt: skip
    new_us = {"title": page, "dialog": {"title": t("LIGHTBOX.CREATE_EDIT.NEW_US")}, "items": [
        {"field": "subject", "hint": "", "text": "Order history"},
        {"button": t("COMMON.CREATE")}]}  # fmt: skip
    start, end = "2025-06-02", "2025-06-16"
    return [
        entry(
            "opens-prompt",
            "backlog toolbar",
            {
                "title": page,
                "items": [
                    {"icon": "+", "desc": t("BACKLOG.CREATE_NEW_US")},
                    {"icon": "+", "desc": t("BACKLOG.SPRINTS.TITLE_ACTION_NEW_SPRINT")},
                ],
            },
            [
                (t("BACKLOG.CREATE_NEW_US"), False, []),
                (t("BACKLOG.SPRINTS.TITLE_ACTION_NEW_SPRINT"), False, []),
            ],
        ),
        entry(
            "opens-prompt",
            "backlog user story row",
            {
                "title": page,
                "items": [
                    {"text": f"#{US} {US_SUBJECT}"},
                    {"icon": "✎", "desc": t("COMMON.EDIT")},
                    {"icon": "🗑", "desc": t("COMMON.DELETE")},
                ],
            },
            [(t("COMMON.DELETE"), False, [])],
        ),
        entry(
            "delete",
            "delete user story (backlog)",
            delete_us,
            [(t("COMMON.DELETE"), True, [remove(f"/userstories/{US}")])],
        ),
        entry(
            "reversible",
            "new user story lightbox",
            new_us,
            [
                (
                    t("COMMON.CREATE"),
                    False,
                    [
                        xhr(
                            "POST",
                            "/userstories",
                            {
                                "project": PROJECT_ID,
                                "subject": "Order history",
                                "status": 1,
                                "is_archived": False,
                                "tags": [],
                            },
                        )
                    ],
                )
            ],
        ),
        entry(
            "reversible",
            "bulk user stories lightbox",
            bulk,
            [
                (
                    t("COMMON.SAVE"),
                    False,
                    [
                        xhr(
                            "POST",
                            "/userstories/bulk_create",
                            {
                                "project_id": PROJECT_ID,
                                "status_id": 1,
                                "bulk_stories": "Login page\nSignup page",
                            },
                        )
                    ],
                )
            ],
        ),
        entry(
            "reversible",
            "new sprint lightbox",
            sprint_form,
            [
                (
                    t("COMMON.SAVE"),
                    False,
                    [
                        xhr(
                            "POST",
                            "/milestones",
                            {
                                "project": PROJECT_ID,
                                "name": SPRINT_NAME,
                                "estimated_start": start,
                                "estimated_finish": end,
                            },
                        )
                    ],
                )
            ],
        ),
        entry(
            "opens-prompt",
            "edit sprint lightbox",
            sprint_edit,
            [
                (
                    t("COMMON.SAVE"),
                    False,
                    [
                        xhr(
                            "PATCH",
                            f"/milestones/{SPRINT}",
                            {"name": SPRINT_NAME, "estimated_finish": end},
                        )
                    ],
                ),
                (t("LIGHTBOX.ADD_EDIT_SPRINT.TITLE_ACTION_DELETE_SPRINT"), False, []),
            ],
        ),
        entry(
            "delete",
            "delete sprint",
            delete_sprint,
            [(t("COMMON.DELETE"), True, [remove(f"/milestones/{SPRINT}")])],
        ),
    ]


def kanban_and_details(t: Any) -> list[dict[str, Any]]:
    kanban = t("KANBAN.SECTION_NAME")
    card = {"title": kanban, "items": [
        {"icon": "+", "desc": t("KANBAN.TITLE_ACTION_ADD_US")},
        {"icon": "⋯", "desc": t("KANBAN.TITLE_ACTION_ADD_BULK")},
        {"icon": "−", "desc": t("KANBAN.TITLE_ACTION_FOLD")},
        {"link": t("KANBAN.ACTION_SHOW_ARCHIVED")}]}  # fmt: skip
    delete_card = ask(t, kanban, t("US.TITLE_DELETE_ACTION"), US_SUBJECT,
                      t("COMMON.DELETE"), t("COMMON.CANCEL"))  # fmt: skip
    us_page = f"#{US} {US_SUBJECT}"
    detail = {"title": us_page, "items": [
        {"button": t("COMMON.BLOCK")},
        {"icon": "🗑", "desc": t("COMMON.DELETE")}]}  # fmt: skip
    block = {"title": us_page, "dialog": {"title": t("COMMON.BLOCKED_NOTE")}, "items": [
        {"field": "blocked_note", "hint": t("COMMON.BLOCKED_REASON"), "text": "Waiting for API"},
        {"button": t("COMMON.SAVE")}]}  # fmt: skip
    blocked = {"title": us_page, "items": [
        {"text": t("COMMON.BLOCKED")},
        {"button": t("COMMON.UNBLOCK")}]}  # fmt: skip
    delete_us = ask(t, us_page, t("US.TITLE_DELETE_ACTION"), US_SUBJECT,
                    t("COMMON.DELETE"), t("COMMON.CANCEL"))  # fmt: skip
    task_page = f"#{TASK} {TASK_SUBJECT}"
    delete_task = ask(t, task_page, t("TASK.TITLE_DELETE_ACTION"), TASK_SUBJECT,
                      t("COMMON.DELETE"), t("COMMON.CANCEL"))  # fmt: skip
    issue_page = f"#{ISSUE} {ISSUE_SUBJECT}"
    delete_issue = ask(t, issue_page, t("ISSUES.ACTION_DELETE"), ISSUE_SUBJECT,
                       t("COMMON.DELETE"), t("COMMON.CANCEL"))  # fmt: skip
    detach = ask(t, issue_page, t("ISSUES.CONFIRM_DETACH_FROM_SPRINT.TITLE"),
                 t("ISSUES.CONFIRM_DETACH_FROM_SPRINT.MESSAGE"), t("COMMON.ACCEPT"),
                 t("COMMON.CANCEL"))  # fmt: skip
    return [
        entry(
            "opens-prompt",
            "kanban column header",
            card,
            [(t("KANBAN.TITLE_ACTION_ADD_US"), False, [])],
        ),
        entry(
            "delete",
            "delete kanban card",
            delete_card,
            [(t("COMMON.DELETE"), True, [remove(f"/userstories/{US}")])],
        ),
        entry(
            "opens-prompt",
            "user story detail",
            detail,
            [(t("COMMON.BLOCK"), False, []), (t("COMMON.DELETE"), False, [])],
        ),
        entry(
            "reversible",
            "block lightbox",
            block,
            [
                (
                    t("COMMON.SAVE"),
                    False,
                    [
                        xhr(
                            "PATCH",
                            f"/userstories/{US}",
                            {"is_blocked": True, "blocked_note": "Waiting for API", "version": 3},
                        )
                    ],
                )
            ],
        ),
        entry(
            "reversible",
            "blocked user story",
            blocked,
            [
                (
                    t("COMMON.UNBLOCK"),
                    False,
                    [
                        xhr(
                            "PATCH",
                            f"/userstories/{US}",
                            {"is_blocked": False, "blocked_note": "", "version": 4},
                        )
                    ],
                )
            ],
        ),
        entry(
            "delete",
            "delete user story (detail)",
            delete_us,
            [(t("COMMON.DELETE"), True, [remove(f"/userstories/{US}")])],
        ),
        entry(
            "delete",
            "delete task",
            delete_task,
            [(t("COMMON.DELETE"), True, [remove(f"/tasks/{TASK}")])],
        ),
        entry(
            "delete",
            "delete issue",
            delete_issue,
            [(t("COMMON.DELETE"), True, [remove(f"/issues/{ISSUE}")])],
        ),
        entry(
            "reversible",
            "detach issue from sprint",
            detach,
            [
                (
                    t("COMMON.ACCEPT"),
                    False,
                    [xhr("PATCH", f"/issues/{ISSUE}", {"milestone": None, "version": 2})],
                )
            ],
        ),
    ]


def comments(t: Any) -> list[dict[str, Any]]:
    page = f"#{US} {US_SUBJECT}"
    history = f"/history/userstory/{US}"
    text = "Looks good, merging today."
    new = {"title": page, "items": [
        {"field": "comment", "hint": t("COMMENTS.TYPE_NEW_COMMENT"), "text": text},
        {"button": t("COMMENTS.COMMENT")}]}  # fmt: skip
    mine = {
        "title": page,
        "items": [
            {"text": "Alice Park"},
            {"text": "Needs a second review."},
            {"icon": "✎", "desc": t("COMMON.EDIT")},
            {"icon": "🗑", "desc": t("COMMON.DELETE")},
        ],
    }
    editing = {"title": page, "items": [
        {"field": "comment", "hint": "", "text": "Needs a second review by Bob."},
        {"button": t("COMMON.SAVE")}, {"button": t("COMMON.CANCEL")}]}  # fmt: skip
    deleted = {"title": page, "items": [
        {"link": t("COMMENTS.SHOW_DELETED")},
        {"icon": "↺", "desc": t("COMMENTS.RESTORE")}]}  # fmt: skip
    return [
        entry(
            "send",
            "new comment",
            new,
            [
                (
                    t("COMMENTS.COMMENT"),
                    True,
                    [xhr("PATCH", f"/userstories/{US}", {"comment": text, "version": 3})],
                )
            ],
        ),
        entry(
            "reversible",
            "own comment",
            mine,
            [
                (t("COMMON.EDIT"), False, []),
                (
                    t("COMMON.DELETE"),
                    False,
                    [xhr("POST", f"{history}/delete_comment?id={COMMENT_ID}")],
                ),
            ],
        ),
        entry(
            "reversible",
            "editing a comment",
            editing,
            [
                (
                    t("COMMON.SAVE"),
                    False,
                    [
                        xhr(
                            "POST",
                            f"{history}/edit_comment?id={COMMENT_ID}",
                            {"comment": "Needs a second review by Bob."},
                        )
                    ],
                )
            ],
        ),
        entry(
            "reversible",
            "deleted comment",
            deleted,
            [
                (
                    t("COMMENTS.RESTORE"),
                    False,
                    [xhr("POST", f"{history}/undelete_comment?id={COMMENT_ID}")],
                )
            ],
        ),
    ]


def wiki_and_team(t: Any) -> list[dict[str, Any]]:
    page = {"title": WIKI_SLUG, "items": [
        {"text": "Welcome to the Website project."},
        {"button": t("COMMON.EDIT")}, {"link": t("WIKI.REMOVE")}]}  # fmt: skip
    editing = {"title": WIKI_SLUG, "items": [
        {"field": "content", "hint": "", "text": "Welcome to the Website project. See Sprint 3."},
        {"button": t("COMMON.SAVE")}, {"button": t("COMMON.CANCEL")}]}  # fmt: skip
    delete = ask(t, WIKI_SLUG, t("WIKI.DELETE_LIGHTBOX_TITLE"), WIKI_SLUG,
                 t("COMMON.DELETE"), t("COMMON.CANCEL"))  # fmt: skip
    team_page = t("TEAM.SECTION_NAME")
    team = {"title": team_page, "items": [
        {"field": "search", "hint": t("TEAM.PLACEHOLDER_INPUT_SEARCH"), "text": ""},
        {"link": t("TEAM.ACTION_LEAVE_PROJECT")}]}  # fmt: skip
    leave = ask(t, team_page, t("TEAM.ACTION_LEAVE_PROJECT"), t("TEAM.CONFIRM_LEAVE_PROJECT"),
                t("COMMON.ACCEPT"), t("COMMON.CANCEL"))  # fmt: skip
    return [
        entry(
            "opens-prompt",
            "wiki page",
            page,
            [(t("COMMON.EDIT"), False, []), (t("WIKI.REMOVE"), False, [])],
        ),
        entry(
            "reversible",
            "editing a wiki page",
            editing,
            [
                (
                    t("COMMON.SAVE"),
                    False,
                    [
                        xhr(
                            "PATCH",
                            f"/wiki/{WIKI}",
                            {
                                "content": "Welcome to the Website project. See Sprint 3.",
                                "version": 6,
                            },
                        )
                    ],
                )
            ],
        ),
        entry(
            "delete",
            "delete wiki page",
            delete,
            [(t("COMMON.DELETE"), True, [remove(f"/wiki/{WIKI}")])],
        ),
        entry("opens-prompt", "team page", team, [(t("TEAM.ACTION_LEAVE_PROJECT"), False, [])]),
        entry(
            "revoke",
            "leave project",
            leave,
            [
                (t("COMMON.ACCEPT"), True, [xhr("POST", f"/projects/{PROJECT_ID}/leave")]),
                (t("COMMON.CANCEL"), False, []),
            ],
        ),
    ]


def admin(t: Any) -> list[dict[str, Any]]:
    members_page = t("ADMIN.MEMBERSHIPS.TITLE")
    members = {"title": members_page, "items": [
        {"button": t("ADMIN.MEMBERSHIPS.ADD_BUTTON")},
        {"text": MEMBER_NAME},
        {"row": ROLE_TO_NAME, "secondary": t("ADMIN.MEMBERSHIP.COLUMN_ROLE")},
        {"icon": "🗑", "desc": t("ADMIN.MEMBERSHIP.DELETE_MEMBER")}]}  # fmt: skip
    pending = {"title": members_page, "items": [
        {"text": EMAIL}, {"text": t("ADMIN.MEMBERSHIP.STATUS_PENDING")},
        {"link": t("ADMIN.MEMBERSHIP.RESEND")}]}  # fmt: skip
    role_menu = {"title": members_page, "dialog": {}, "items": [
        {"text": MEMBER_NAME}, {"menu": ROLE_NAME}, {"menu": "Front"}]}  # fmt: skip
    delete_member = ask(t, members_page, t("ADMIN.MEMBERSHIP.DELETE_MEMBER"), MEMBER_NAME,
                        t("COMMON.DELETE"), t("COMMON.CANCEL"))  # fmt: skip
    invite = {"title": members_page, "dialog": {"title": t("LIGHTBOX.ADD_MEMBER.TITLE")},
              "items": [{"field": "email", "hint": t("LIGHTBOX.ADD_MEMBER.PLACEHOLDER"),
                         "text": "dan@example.com"},
                        {"field": "text", "hint": t(
                            "LIGHTBOX.ADD_MEMBER.PLACEHOLDER_INVITATION_TEXT"), "text": ""},
                        {"button": t("COMMON.CREATE")}]}  # fmt: skip
    roles_page = ROLE_NAME
    roles = {"title": roles_page, "items": [
        {"switch": t("COMMON.PERMISIONS_CATEGORIES.USER_STORIES.COMMENT_USER_STORIES"),
         "checked": True},
        {"icon": "🗑", "desc": t("ADMIN.ROLES.TITLE_DELETE_ROLE")}]}  # fmt: skip
    delete_role = {"title": roles_page, "dialog": {
        "title": t("ADMIN.ROLES.TITLE_DELETE_ROLE"),
        "message": t("ADMIN.ROLES.WARNING_DELETE_ROLE")},
        "items": [{"text": t("ADMIN.ROLES.REPLACEMENT_ROLE")}, {"row": ROLE_TO_NAME},
                  {"button": t("COMMON.CANCEL")}, {"button": t("COMMON.DELETE")}]}  # fmt: skip
    return [
        entry(
            "opens-prompt",
            "members page",
            members,
            [
                (t("ADMIN.MEMBERSHIPS.ADD_BUTTON"), False, []),
                (t("ADMIN.MEMBERSHIP.DELETE_MEMBER"), False, []),
            ],
        ),
        entry(
            "reversible",
            "member role menu",
            role_menu,
            [(ROLE_NAME, False, [xhr("PATCH", f"/memberships/{MEMBER}", {"role": ROLE})])],
        ),
        entry(
            "send",
            "pending invitation row",
            pending,
            [
                (
                    t("ADMIN.MEMBERSHIP.RESEND"),
                    True,
                    [xhr("POST", f"/memberships/{PENDING}/resend_invitation", {})],
                )
            ],
        ),
        entry(
            "revoke",
            "delete member",
            delete_member,
            [
                (t("COMMON.DELETE"), True, [remove(f"/memberships/{MEMBER}")]),
                (t("COMMON.CANCEL"), False, []),
            ],
        ),
        entry(
            "send",
            "new member lightbox",
            invite,
            [
                (
                    t("COMMON.CREATE"),
                    True,
                    [
                        xhr(
                            "POST",
                            "/memberships/bulk_create",
                            {
                                "project_id": PROJECT_ID,
                                "bulk_memberships": [
                                    {"role_id": ROLE_TO, "username": "dan@example.com"}
                                ],
                                "invitation_extra_text": "",
                            },
                        )
                    ],
                )
            ],
        ),
        entry(
            "reversible",
            "role permissions",
            roles,
            [
                (
                    t("COMMON.PERMISIONS_CATEGORIES.USER_STORIES.COMMENT_USER_STORIES"),
                    False,
                    [
                        xhr(
                            "PATCH",
                            f"/roles/{ROLE}",
                            {
                                "permissions": [
                                    "view_project",
                                    "view_us",
                                    "view_tasks",
                                    "view_issues",
                                ]
                            },
                        )
                    ],
                ),
                (t("ADMIN.ROLES.TITLE_DELETE_ROLE"), False, []),
            ],
        ),
        entry(
            "revoke",
            "delete role",
            delete_role,
            [(t("COMMON.DELETE"), True, [remove(f"/roles/{ROLE}", f"?moveTo={ROLE_TO}")])],
        ),
    ]


def project_and_hooks(t: Any) -> list[dict[str, Any]]:
    details = t("ADMIN.PROJECT_PROFILE.PROJECT_DETAILS")
    profile = {"title": details, "items": [
        {"field": "name", "hint": t("ADMIN.PROJECT_PROFILE.PROJECT_NAME"), "text": PROJECT},
        {"button": t("COMMON.SAVE")}, {"link": t("ADMIN.PROJECT_PROFILE.CHANGE_OWNER")},
        {"link": t("ADMIN.PROJECT_PROFILE.DELETE")}]}  # fmt: skip
    delete = {"title": details, "dialog": {
        "title": t("LIGHTBOX.DELETE_PROJECT.TITLE"),
        "message": t("LIGHTBOX.DELETE_PROJECT.QUESTION")},
        "items": [{"text": t("LIGHTBOX.DELETE_PROJECT.SUBTITLE")}, {"button": t("COMMON.CANCEL")},
                  {"button": t("LIGHTBOX.DELETE_PROJECT.CONFIRM")}]}  # fmt: skip
    owner = {"title": details, "dialog": {"title": t("LIGHTBOX.CHANGE_OWNER.TITLE")}, "items": [
        {"row": MEMBER_NAME}, {"link": t("LIGHTBOX.CHANGE_OWNER.ADD_COMMENT")},
        {"button": t("LIGHTBOX.CHANGE_OWNER.BUTTON")}]}  # fmt: skip
    hooks_page = t("ADMIN.WEBHOOKS.SECTION_NAME")
    hooks = {"title": hooks_page, "items": [
        {"button": t("ADMIN.WEBHOOKS.ADD_NEW")}, {"text": HOOK_NAME}, {"text": HOOK_URL},
        {"icon": "⚡", "desc": t("ADMIN.WEBHOOKS.TEST")},
        {"icon": "✎", "desc": t("ADMIN.WEBHOOKS.EDIT")},
        {"icon": "🗑", "desc": t("ADMIN.WEBHOOKS.DELETE")},
        {"link": t("ADMIN.WEBHOOKS.ACTION_SHOW_HISTORY")}]}  # fmt: skip
    new_hook = {"title": hooks_page, "items": [
        {"field": "name", "hint": t("ADMIN.WEBHOOKS.TYPE_NAME"), "text": "Chat relay"},
        {"field": "url", "hint": t("ADMIN.WEBHOOKS.TYPE_PAYLOAD_URL"),
         "text": "https://chat.example.org/hooks/taiga"},
        {"field": "key", "hint": t("ADMIN.WEBHOOKS.TYPE_SERVICE_SECRET"), "text": "s3cr3t-key"},
        {"icon": "✓", "desc": t("ADMIN.WEBHOOKS.SAVE")},
        {"icon": "✕", "desc": t("ADMIN.WEBHOOKS.CANCEL")}]}  # fmt: skip
    delete_hook = ask(t, hooks_page, t("ADMIN.WEBHOOKS.DELETE"), t("ADMIN.WEBHOOKS.WEBHOOK_NAME"),
                      t("COMMON.DELETE"), t("COMMON.CANCEL"))  # fmt: skip
    return [
        entry(
            "reversible",
            "project details",
            profile,
            [
                (
                    t("COMMON.SAVE"),
                    False,
                    [xhr("PATCH", f"/projects/{PROJECT_ID}", {"name": PROJECT})],
                ),
                (t("ADMIN.PROJECT_PROFILE.CHANGE_OWNER"), False, []),
                (t("ADMIN.PROJECT_PROFILE.DELETE"), False, []),
            ],
        ),
        entry(
            "delete",
            "delete project lightbox",
            delete,
            [
                (t("LIGHTBOX.DELETE_PROJECT.CONFIRM"), True, [remove(f"/projects/{PROJECT_ID}")]),
                (t("COMMON.CANCEL"), False, []),
            ],
        ),
        entry(
            "transfer",
            "change owner lightbox",
            owner,
            [
                (
                    t("LIGHTBOX.CHANGE_OWNER.BUTTON"),
                    True,
                    [
                        xhr(
                            "POST",
                            f"/projects/{PROJECT_ID}/transfer_start",
                            {"user": OWNER_TO, "reason": ""},
                        )
                    ],
                )
            ],
        ),
        entry(
            "send",
            "webhooks page",
            hooks,
            [
                (t("ADMIN.WEBHOOKS.TEST"), True, [xhr("POST", f"/webhooks/{HOOK}/test")]),
                (t("ADMIN.WEBHOOKS.DELETE"), False, []),
                (
                    t("ADMIN.WEBHOOKS.ACTION_SHOW_HISTORY"),
                    False,
                    [xhr("GET", f"/webhooklogs?webhook={HOOK}")],
                ),
            ],
        ),
        entry(
            "reversible",
            "new webhook form",
            new_hook,
            [
                (
                    t("ADMIN.WEBHOOKS.SAVE"),
                    False,
                    [
                        xhr(
                            "POST",
                            "/webhooks",
                            {
                                "project": PROJECT_ID,
                                "name": "Chat relay",
                                "url": "https://chat.example.org/hooks/taiga",
                                "key": "s3cr3t-key",
                            },
                        )
                    ],
                ),
                (t("ADMIN.WEBHOOKS.CANCEL"), False, []),
            ],
        ),
        entry(
            "delete",
            "delete webhook",
            delete_hook,
            [(t("COMMON.DELETE"), True, [remove(f"/webhooks/{HOOK}")])],
        ),
    ]


def user_settings(t: Any) -> list[dict[str, Any]]:
    settings = t("USER_SETTINGS.MENU.SECTION_TITLE")
    profile = {
        "title": settings,
        "items": [
            {
                "field": "full_name",
                "hint": t("USER_PROFILE.FIELD.PLACEHOLDER_FULL_NAME"),
                "text": "Alice Park",
            },
            {"button": t("COMMON.SAVE")},
            {"link": t("USER_PROFILE.ACTION_DELETE_ACCOUNT")},
        ],
    }
    delete = {"title": settings, "dialog": {
        "title": t("LIGHTBOX.DELETE_ACCOUNT.CONFIRM"),
        "message": t("LIGHTBOX.DELETE_ACCOUNT.BLOCK_PROJECT")}, "items": [
        {"button": t("LIGHTBOX.DELETE_ACCOUNT.CANCEL")},
        {"button": t("LIGHTBOX.DELETE_ACCOUNT.ACCEPT")}]}  # fmt: skip
    password = {"title": t("CHANGE_PASSWORD.SECTION_NAME"), "items": [
        {"field": "current", "hint": t("CHANGE_PASSWORD.PLACEHOLDER_CURRENT_PASSWORD"),
         "text": "••••"},
        {"field": "new", "hint": t("CHANGE_PASSWORD.PLACEHOLDER_NEW_PASSWORD"), "text": "••••••"},
        {"field": "retype", "hint": t("CHANGE_PASSWORD.PLACEHOLDER_RETYPE_PASSWORD"),
         "text": "••••••"},
        {"button": t("COMMON.SAVE")}]}  # fmt: skip
    notes = {"title": t("USER_SETTINGS.NOTIFICATIONS.SECTION_NAME"), "items": [
        {"text": PROJECT},
        {"radio": t("USER_SETTINGS.NOTIFICATIONS.OPTION_ALL"), "checked": False},
        {"radio": t("USER_SETTINGS.NOTIFICATIONS.OPTION_INVOLVED"), "checked": True},
        {"radio": t("USER_SETTINGS.NOTIFICATIONS.OPTION_NONE"), "checked": False}]}  # fmt: skip
    menu = {"title": settings, "dialog": {}, "items": [
        {"menu": t("PROJECT.NAVIGATION.VIEW_PROFILE")},
        {"menu": t("PROJECT.NAVIGATION.EDIT_PROFILE")},
        {"menu": t("PROJECT.NAVIGATION.NOTIFICATIONS")},
        {"menu": t("COMMON.LOGOUT")}]}  # fmt: skip
    policy = f"/notify-policies/{POLICY}"
    return [
        entry(
            "opens-prompt",
            "user profile",
            profile,
            [
                (
                    t("COMMON.SAVE"),
                    False,
                    [xhr("PATCH", f"/users/{ME}", {"full_name": "Alice Park"})],
                ),
                (t("USER_PROFILE.ACTION_DELETE_ACCOUNT"), False, []),
            ],
        ),
        entry(
            "delete-user",
            "delete account lightbox",
            delete,
            [
                (t("LIGHTBOX.DELETE_ACCOUNT.ACCEPT"), True, [remove(f"/users/{ME}")]),
                (t("LIGHTBOX.DELETE_ACCOUNT.CANCEL"), False, []),
            ],
        ),
        entry(
            "reversible",
            "change password",
            password,
            [
                (
                    t("COMMON.SAVE"),
                    False,
                    [
                        xhr(
                            "POST",
                            "/users/change_password",
                            {"current_password": "hunter22", "password": "n3w-Passw0rd"},
                        )
                    ],
                )
            ],
        ),
        entry(
            "reversible",
            "email notifications",
            notes,
            [
                (
                    t("USER_SETTINGS.NOTIFICATIONS.OPTION_ALL"),
                    False,
                    [xhr("PATCH", policy, {"notify_level": 2})],
                )
            ],
        ),
        entry("sign-out", "user menu", menu, [(t("COMMON.LOGOUT"), False, [])]),
    ]


def screens(t: Any) -> list[dict[str, Any]]:
    return [*backlog(t), *kanban_and_details(t), *comments(t), *wiki_and_team(t), *admin(t),
            *project_and_hooks(t), *user_settings(t)]  # fmt: skip
