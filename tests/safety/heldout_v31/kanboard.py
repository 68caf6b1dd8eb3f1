"""Kanboard's screens for the thirty-first held-out corpus: ``screens(t)`` lays them out in
one language, ``t(key, *args)`` being that language's lookup. What each action sends, and
why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import urlencode

BOUNDARY = "----WebKitFormBoundaryK4nb0ardT1d3sQ7"
MULTIPART = f"multipart/form-data; boundary={BOUNDARY}"
TOKEN = "5f0c9a27e4b1d86c3a7f20e9b5d41c8a6e3f7b2d9c0a4e1f8b6d3c7a2e5f"
REUSABLE = "b83e1d6f0a9c4275e8d1b3f6a0c9e4d7281f5b3a6c0e9d4f7a2b8c1e5d3f"
TICK = "1785657600000"  # jQuery's cache-busting ``_`` parameter (the time in milliseconds)
PROJECT, PROJECT_NAME = 3, "Harbour tides"
TASK, TASK_TITLE = 42, "Update tide tables for March"
COMMENT, SUBTASK, SUBTASK_TITLE = 118, 7, "Check the harbour gauge"
FILE, FILE_NAME, LINK, OPPOSITE = 9, "tides-march.pdf", 12, 40
COLUMN, SWIMLANE, CATEGORY, TAG = 14, 4, 6, 11
ME, BOB, BOB_NAME = 1, 5, "Bob Marsh"
COMMENT_TEXT = "The gauge reads 10 cm high since the storm; please recheck before publishing."
MAIL_TO, SUBJECT = "harbourmaster@example.org", "Tide tables for March"
Act = tuple[dict[str, Any], bool, list[Any]]


def url(controller: str, action: str, **params: Any) -> str:
    """A Kanboard URL as UrlHelper::build writes it with URL rewriting off (the default):
    ``?controller=…&action=…`` and the parameters in order, http_build_query-encoded."""
    return "/?" + urlencode({"controller": controller, "action": action, **params})


def get(controller: str, action: str, **params: Any) -> str:
    return f"GET {url(controller, action, **params)}"


def confirm(controller: str, action: str, **params: Any) -> str:
    """The "Yes" of a confirmation (confirm-buttons.js): KB.http.get of the URL
    confirmButtons built, the one-time CSRF token appended last."""
    return get(controller, action, **params, csrf_token=TOKEN)


def form(controller: str, action: str, fields: list[tuple[str, str]], **params: Any) -> Any:
    """A modal form submitted by modal.js: KB.http.postForm, a FormData of the form's
    fields (the CSRF token first), which the browser sends as multipart/form-data."""
    head = "--" + BOUNDARY + '\r\nContent-Disposition: form-data; name="%s"\r\n\r\n'
    parts = [head % name + value.replace("\n", "\r\n") + "\r\n"
             for name, value in [("csrf_token", TOKEN), *fields]]  # fmt: skip
    return {"request": f"POST {url(controller, action, **params)}", "type": MULTIPART,
            "body": "".join(parts) + f"--{BOUNDARY}--\r\n"}  # fmt: skip


def tap(label: str) -> dict[str, Any]:
    return {"tap": label}


def dialog(t: Any, page: str, title: str, message: str) -> dict[str, Any]:
    """A confirmation in the modal: its heading, its message, "Yes" or "cancel"."""
    return {"title": page, "dialog": {"title": title, "message": message},
            "items": [{"button": t("Yes")}, {"text": t("or")}, {"link": t("cancel")}]}  # fmt: skip


def task_menu_screens(t: Any) -> list[dict[str, Any]]:
    """The task's "#42" dropdown (task/dropdown.php), open and closed task."""
    keys = ("Assign to me", "Set the start date automatically", "Edit the task",
            "Add a sub-task", "Add internal link", "Add a comment", "Attach a document",
            "Duplicate", "Move to project", "Send by email", "Remove",
            "Close this task")  # fmt: skip
    menu = [{"menu": t(key)} for key in keys]
    closed = [{"menu": t(key)} for key in ("Edit the task", "Duplicate", "Remove",
                                           "Open this task")]  # fmt: skip
    page = {"title": TASK_TITLE, "items": [{"text": f"#{TASK}"}, *menu]}
    opens = ("Add a comment", "Send by email", "Remove", "Close this task")
    return [
        _entry("reversible", "task menu", page, [
            (tap(t("Assign to me")), False, [get(
                "TaskModificationController", "assignToMe", task_id=TASK, csrf_token=REUSABLE,
                redirect="")]),
            (tap(t("Set the start date automatically")), False, [get(
                "TaskModificationController", "start", task_id=TASK, csrf_token=REUSABLE,
                redirect="")])]),
        _entry("opens-prompt", "task menu (open)", page,
               [(tap(t(key)), False, []) for key in opens]),
        _entry("opens-prompt", "closed task menu", {"title": TASK_TITLE, "items": closed},
               [(tap(t("Open this task")), False, [])]),
    ]  # fmt: skip


def task_dialog_screens(t: Any) -> list[dict[str, Any]]:
    """Close, reopen and remove a task (task_status/*.php, task_suppression/remove.php)."""
    close = dialog(
        t,
        TASK_TITLE,
        t("Close a task"),
        t('Do you really want to close the task "%s" as well as all subtasks?', TASK_TITLE),
    )
    reopen = dialog(
        t,
        TASK_TITLE,
        t("Open a task"),
        t('Do you really want to open this task: "%s"?', TASK_TITLE),
    )
    remove = dialog(
        t,
        TASK_TITLE,
        t("Remove a task"),
        t('Do you really want to remove this task: "%s"?', TASK_TITLE),
    )
    return [
        _entry("reversible", "close task dialog", close, [
            (tap(t("Yes")), False, [confirm("TaskStatusController", "close", task_id=TASK,
                                            confirmation="yes")]),
            (tap(t("cancel")), False, [])]),
        _entry("reversible", "open task dialog", reopen, [
            (tap(t("Yes")), False, [confirm("TaskStatusController", "open", task_id=TASK,
                                            confirmation="yes")])]),
        _entry("delete", "remove task dialog", remove, [
            (tap(t("Yes")), True, [confirm("TaskSuppressionController", "remove", task_id=TASK,
                                           redirect="")]),
            (tap(t("cancel")), False, [])]),
    ]  # fmt: skip


def comment_screens(t: Any) -> list[dict[str, Any]]:
    """Add a comment (comment/create.php), a comment's menu (comment/show.php), its editor
    (comment/edit.php) and its removal (comment/remove.php)."""
    visibility = {"text": t("Visibility:")}, {"button": t("Standard users")}
    add = {
        "title": TASK_TITLE,
        "dialog": {"title": t("Add a comment")},
        "items": [
            {"link": t("Send by email")},
            {"field": "comment", "hint": t("New comment"), "text": COMMENT_TEXT, "focused": True},
            *visibility,
            {"button": t("Save")},
            {"text": t("or")},
            {"link": t("cancel")},
        ],
    }
    edited = COMMENT_TEXT.replace("10 cm", "12 cm")
    edit = {
        "title": TASK_TITLE,
        "dialog": {"title": t("Edit a comment")},
        "items": [
            {"field": "comment", "hint": t("Comment"), "text": edited, "focused": True},
            {"button": t("Save")},
            {"text": t("or")},
            {"link": t("cancel")},
        ],
    }
    menu = {
        "title": TASK_TITLE,
        "items": [
            {"text": BOB_NAME},
            {"text": COMMENT_TEXT},
            *[{"menu": t(key)} for key in ("Link", "Reply", "Edit", "Remove")],
        ],
    }
    remove = dialog(
        t, TASK_TITLE, t("Remove a comment"), t("Do you really want to remove this comment?")
    )
    remove["items"] = [{"text": COMMENT_TEXT}, *remove["items"]]
    return [
        _entry("send", "add comment dialog", add, [
            (tap(t("Save")), True, [form("CommentController", "save", [
                ("comment", COMMENT_TEXT), ("visibility", "app-user")], task_id=TASK)]),
            (tap(t("Send by email")), False, []), (tap(t("cancel")), False, [])]),
        _entry("opens-prompt", "comment menu", menu,
               [(tap(t(key)), False, []) for key in ("Edit", "Remove")]),
        _entry("reversible", "edit comment dialog", edit, [
            (tap(t("Save")), False, [form("CommentController", "update", [
                ("comment", edited)], task_id=TASK, comment_id=COMMENT)])]),
        _entry("delete", "remove comment dialog", remove, [
            (tap(t("Yes")), True, [confirm("CommentController", "remove", task_id=TASK,
                                           comment_id=COMMENT)])]),
    ]  # fmt: skip


def mail_screens(t: Any) -> list[dict[str, Any]]:
    """Send the task by email (task_mail/create.php) and send a comment by email
    (comment_mail/create.php); Enter in the address field submits the form too."""
    label = t("Send by email")
    task_mail = {
        "title": TASK_TITLE,
        "dialog": {"title": f"{TASK_TITLE} > {label}"},
        "items": [
            {"text": t("Email")},
            {"field": "emails", "text": MAIL_TO, "focused": True},
            {"text": t("Subject")},
            {"field": "subject", "text": SUBJECT},
            {"button": label},
            {"text": t("or")},
            {"link": t("cancel")},
        ],
    }
    sent = form(
        "TaskMailController", "send", [("emails", MAIL_TO), ("subject", SUBJECT)], task_id=TASK
    )
    comment_mail = {
        "title": TASK_TITLE,
        "dialog": {"title": t("Create and send a comment by email")},
        "items": [
            {"text": t("Email")},
            {"field": "emails", "text": MAIL_TO, "focused": True},
            {"text": t("Subject")},
            {"field": "subject", "text": SUBJECT},
            {"field": "comment", "hint": t("New comment"), "text": COMMENT_TEXT},
            {"text": t("Visibility:")},
            {"button": t("Standard users")},
            {"button": label},
            {"text": t("or")},
            {"link": t("cancel")},
        ],
    }
    mailed = form(
        "CommentMailController",
        "save",
        [
            ("task_id", str(TASK)),
            ("user_id", str(ME)),
            ("emails", MAIL_TO),
            ("subject", SUBJECT),
            ("comment", COMMENT_TEXT),
            ("visibility", "app-user"),
        ],
        task_id=TASK,
    )
    return [
        _entry("mail", "send task by email dialog", task_mail, [
            (tap(label), True, [sent]), ({"enter": True}, True, [sent]),
            (tap(t("cancel")), False, [])]),
        _entry("mail", "send comment by email dialog", comment_mail, [
            (tap(label), True, [mailed]), ({"enter": True}, True, [mailed])]),
    ]  # fmt: skip


def task_part_screens(t: Any) -> list[dict[str, Any]]:
    """A sub-task's status link and menu (SubtaskHelper, subtask/menu.php) and the removal of
    a sub-task, an attachment and an internal link (subtask/, task_file/,
    task_internal_link/remove.php)."""
    subtasks = {
        "title": TASK_TITLE,
        "items": [
            {"text": t("Sub-Tasks")},
            {"link": SUBTASK_TITLE, "desc": t("Subtask not started")},
            *[{"menu": t(key)} for key in ("Edit", "Remove", "Convert to task")],
        ],
    }
    toggle = get(
        "SubtaskStatusController",
        "change",
        project_id=PROJECT,
        task_id=TASK,
        subtask_id=SUBTASK,
        user_id=0,
        fragment="",
        csrf_token=REUSABLE,
        _=TICK,
    )
    subtask = dialog(
        t, TASK_TITLE, t("Remove a sub-task"), t("Do you really want to remove this sub-task?")
    )
    subtask["items"] = [{"text": SUBTASK_TITLE}, *subtask["items"]]
    file = dialog(
        t,
        TASK_TITLE,
        t("Remove a file"),
        t('Do you really want to remove this file: "%s"?', FILE_NAME),
    )
    link = dialog(
        t,
        TASK_TITLE,
        t("Remove a link"),
        t("Do you really want to remove this link with task #%d?", str(OPPOSITE)),
    )
    return [
        _entry("reversible", "sub-task status", subtasks,
               [(tap(SUBTASK_TITLE), False, [toggle])]),
        _entry("opens-prompt", "sub-task menu", subtasks,
               [(tap(t("Remove")), False, [])]),
        _entry("delete", "remove sub-task dialog", subtask, [
            (tap(t("Yes")), True, [confirm("SubtaskController", "remove", task_id=TASK,
                                           subtask_id=SUBTASK)])]),
        _entry("delete", "remove file dialog", file, [
            (tap(t("Yes")), True, [confirm("TaskFileController", "remove", task_id=TASK,
                                           file_id=FILE)])]),
        _entry("reversible", "remove internal link dialog", link, [
            (tap(t("Yes")), False, [confirm("TaskInternalLinkController", "remove",
                                            link_id=LINK, task_id=TASK)])]),
    ]  # fmt: skip


def project_screens(t: Any) -> list[dict[str, Any]]:
    """The project settings' sidebar (project/sidebar.php), closing, reopening and removing
    the project (project_status/*.php) and removing a column, a swimlane, a category and a
    tag (column/, swimlane/, category/, project_tag/remove.php)."""
    keys = ("Edit project", "Columns", "Swimlanes", "Categories", "Tags", "Permissions",
            "Duplicate", "Close this project", "Remove")  # fmt: skip
    sidebar = {"title": PROJECT_NAME, "items": [{"menu": t(key)} for key in keys]}

    def named(title: str, message: str, name: str) -> dict[str, Any]:
        return dialog(t, PROJECT_NAME, t(title), t(message, name))

    parts = [
        ("remove column dialog", "Remove a column",
         'Do you really want to remove this column: "%s"?', "Waiting for survey",
         ("ColumnController", {"project_id": PROJECT, "column_id": COLUMN})),
        ("remove swimlane dialog", "Remove a swimlane",
         'Do you really want to remove this swimlane: "%s"?', "North quay",
         ("SwimlaneController", {"project_id": PROJECT, "swimlane_id": SWIMLANE})),
        ("remove category dialog", "Remove a category",
         'Do you really want to remove this category: "%s"?', "Gauges",
         ("CategoryController", {"project_id": PROJECT, "category_id": CATEGORY})),
        ("remove tag dialog", "Remove a tag", 'Do you really want to remove this tag: "%s"?',
         "storm", ("ProjectTagController", {"tag_id": TAG, "project_id": PROJECT})),
    ]  # fmt: skip
    return [
        _entry("opens-prompt", "project sidebar", sidebar,
               [(tap(t(key)), False, []) for key in ("Duplicate", "Close this project",
                                                     "Remove")]),
        _entry("reversible", "close project dialog", named(
            "Close a project", 'Do you really want to close this project: "%s"?', PROJECT_NAME),
               [(tap(t("Yes")), False, [confirm("ProjectStatusController", "disable",
                                                project_id=PROJECT)])]),
        _entry("reversible", "reopen project dialog", named(
            "Reopen a project", 'Do you really want to reopen this project: "%s"?',
            PROJECT_NAME),
               [(tap(t("Yes")), False, [confirm("ProjectStatusController", "enable",
                                                project_id=PROJECT)])]),
        _entry("delete", "remove project dialog", named(
            "Remove project", 'Do you really want to remove this project: "%s"?', PROJECT_NAME),
               [(tap(t("Yes")), True, [confirm("ProjectStatusController", "remove",
                                               project_id=PROJECT)]),
                (tap(t("cancel")), False, [])]),
        *[_entry("delete", source, named(title, message, name),
                 [(tap(t("Yes")), True, [confirm(controller, "remove", **params)])])
          for source, title, message, name, (controller, params) in parts],
    ]  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """The users list's dropdown for Bob (user_list/dropdown.php) and disabling, enabling
    and removing him (user_status/*.php)."""
    menu = {"title": t("Users"), "items": [{"text": BOB_NAME}, *[
        {"menu": t(key)} for key in ("View profile", "Edit", "Change password", "Disable",
                                     "Remove")]]}  # fmt: skip

    def status(title: str, message: str) -> dict[str, Any]:
        return dialog(t, t("Users"), t(title), t(message, BOB_NAME))

    return [
        _entry("opens-prompt", "user menu", menu,
               [(tap(t(key)), False, []) for key in ("Disable", "Remove")]),
        _entry("reversible", "disable user dialog", status(
            "Disable user", 'Do you really want to disable this user: "%s"?'),
               [(tap(t("Yes")), False, [confirm("UserStatusController", "disable",
                                                user_id=BOB)])]),
        _entry("reversible", "enable user dialog", status(
            "Enable user", 'Do you really want to enable this user: "%s"?'),
               [(tap(t("Yes")), False, [confirm("UserStatusController", "enable",
                                                user_id=BOB)])]),
        _entry("delete", "remove user dialog", status(
            "Remove user", 'Do you really want to remove this user: "%s"?'),
               [(tap(t("Yes")), True, [confirm("UserStatusController", "remove",
                                               user_id=BOB)]),
                (tap(t("cancel")), False, [])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    parts = (task_menu_screens, task_dialog_screens, comment_screens, mail_screens,
             task_part_screens, project_screens, user_screens)  # fmt: skip
    return [entry for part in parts for entry in part(t)]


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{**action, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for action, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"kanboard {source}", "web": True,
            "screen": copy.deepcopy(screen), "cases": cases}  # fmt: skip
