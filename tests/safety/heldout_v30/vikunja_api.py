"""What Vikunja's screens in the thirtieth held-out corpus share: the ids of the records
they show, the request an AbstractService call sends, and the entry and confirmation-modal
layouts. Why each action is labelled so is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api/v1"
ME, JAMIE = "alice", "jamie"  # user names; Jamie's user id is JAMIE_ID
JAMIE_ID = 3
PROJECT, OTHER_PROJECT, VIEW = 7, 9, 28  # "Website relaunch", "Marketing", its Kanban view
TASK, COMMENT, ATTACHMENT, LABEL = 42, 318, 95, 4
BUCKET, DONE_BUCKET, TEAM, LINK_SHARE, WEBHOOK = 11, 12, 5, 9, 2
FILTER, CALDAV_TOKEN = 3, 6
PROJECT_TITLE, OTHER_TITLE, TEAM_NAME = "Website relaunch", "Marketing", "Design"
TASK_TITLE, FILE_NAME, LABEL_TITLE = "Update the pricing page", "pricing-draft.pdf", "Urgent"
PERSON, BUCKET_TITLE, FILTER_TITLE = "Jamie Lee", "Review", "Due this week"
Act = tuple[dict[str, Any], bool, list[Any]]


def send(method: str, path: str, body: Any = None) -> Any:
    """One AbstractService call under /api/v1: the method and route, with the JSON body
    axios writes (``JSON.stringify``, snake_case keys); none for DELETE, whose model goes
    into axios' config, not its data."""
    if body is None:
        return f"{method} {API}{path}"
    text = json.dumps(body, ensure_ascii=False, separators=(",", ":"))
    return {"request": f"{method} {API}{path}", "body": text}


def task_update(**fields: Any) -> Any:
    """``TaskService.update``: POST /tasks/{id} with the task, here its id, title and
    project and the fields the action changes."""
    return send("POST", f"/tasks/{TASK}",
                {"id": TASK, "title": TASK_TITLE, "project_id": PROJECT, **fields})  # fmt: skip


def tap(label: str) -> dict[str, Any]:
    return {"tap": label}


def modal(
    t: Any, title: str, header: str, text: str, extra: list[Any] | None = None
) -> dict[str, Any]:
    """A confirmation in the app's Modal (components/misc/Modal.vue): its header and text,
    the close icon, Cancel and "Do it!"; ``extra`` items stay on the page behind it."""
    return {"title": title, "dialog": {"title": header, "message": text},
            "items": [*(extra or []), {"icon": t("misc.closeDialog")},
                      {"button": t("misc.cancel")}, {"button": t("misc.doit")}]}  # fmt: skip


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{**action, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for action, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"vikunja {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip
