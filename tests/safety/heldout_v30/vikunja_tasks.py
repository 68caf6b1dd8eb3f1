"""Vikunja's task detail screens for the thirtieth held-out corpus (views/tasks/
TaskDetailView.vue and components/tasks/partials): the sidebar of an open and of a done
task, the assignees, labels and due date attributes, the attachments, the description and
comment editors and the delete confirmations. ``t(key, **values)`` is one language's
catalogue; build.py's docstring says what each action sends and why it is labelled so."""

from __future__ import annotations

from typing import Any

from vikunja_api import (
    ATTACHMENT,
    COMMENT,
    FILE_NAME,
    JAMIE,
    JAMIE_ID,
    LABEL,
    LABEL_TITLE,
    PERSON,
    TASK,
    TASK_TITLE,
    entry,
    modal,
    send,
    tap,
    task_update,
)

DESCRIPTION = "<p>New prices take effect on the 1st; update the table and the FAQ.</p>"
MENTION = f'<mention-user data-id="{JAMIE}" data-label="{PERSON}"></mention-user>'
COMMENT_TEXT = "<p>The draft is attached, the yearly plan still shows the old price.</p>"


def sidebar(t: Any, done: bool, favorite: bool) -> list[dict[str, Any]]:
    """The task's heading, its attributes and the action sidebar, in the page's order."""
    actions = "task.detail.actions."
    return [
        {"link": t("task.detail.back")},
        {"text": t("task.attributes.assignees")},
        {"text": t("task.attributes.dueDate")},
        {"button": t("task.detail.undone") if done else t("task.detail.done")},
        {"button": t(actions + ("unfavorite" if favorite else "favorite"))},
        {"text": t("task.detail.organization")},
        *({"button": t(actions + key)} for key in ("label", "priority", "percentDone", "color")),
        {"text": t("task.detail.management")},
        *({"button": t(actions + key)}
          for key in ("assign", "attachments", "relatedTasks", "moveProject", "duplicate")),
        {"text": t("task.detail.dateAndTime")},
        *({"button": t(actions + key)} for key in ("timeTracking", "dueDate", "startDate")),
        {"button": t(actions + "delete")},
    ]  # fmt: skip


def sidebar_screens(t: Any) -> list[dict[str, Any]]:
    """An open task and a done favourite: mark done or undone, favourite, duplicate, and
    the controls that open a field or the delete confirmation."""
    actions = "task.detail.actions."
    open_task = {"title": TASK_TITLE, "items": sidebar(t, False, False)}
    done_task = {"title": TASK_TITLE, "items": sidebar(t, True, True)}
    return [
        entry("reversible", "task detail sidebar", open_task, [
            (tap(t("task.detail.done")), False, [task_update(done=True)]),
            (tap(t(actions + "favorite")), False, [task_update(is_favorite=True)]),
            (tap(t(actions + "duplicate")), False, [
                send("PUT", f"/tasks/{TASK}/duplicate", {"task_id": TASK})])]),
        entry("opens-prompt", "task detail sidebar (open)", open_task, [
            (tap(t(actions + "delete")), False, [])]),
        entry("reversible", "done task sidebar", done_task, [
            (tap(t("task.detail.undone")), False, [task_update(done=False)])]),
    ]  # fmt: skip


def attribute_screens(t: Any) -> list[dict[str, Any]]:
    """The assignee and label chips with their remove buttons, and the assignee search."""
    remove_user = t("task.detail.removeAssignee", user=PERSON)
    remove_label = t("task.label.removeLabel", label=LABEL_TITLE)
    chips = {
        "title": TASK_TITLE,
        "items": [
            {"text": t("task.attributes.assignees")},
            {"icon": remove_user},
            {"text": t("task.attributes.labels")},
            {"text": LABEL_TITLE},
            {"icon": remove_label},
            {"text": t("task.attributes.dueDate")},
            {"icon": t("task.detail.removeDueDate")},
        ],
    }
    search = {
        "title": TASK_TITLE,
        "items": [
            {"text": t("task.attributes.assignees")},
            {
                "field": "assignees",
                "hint": t("task.assignee.placeholder"),
                "text": "Ja",
                "focused": True,
            },
            {"row": PERSON},
            {"row": "James Ortiz"},
        ],
    }
    return [
        entry("reversible", "task attributes", chips, [
            (tap(remove_user), False, [send("DELETE", f"/tasks/{TASK}/assignees/{JAMIE_ID}")]),
            (tap(remove_label), False, [send("DELETE", f"/tasks/{TASK}/labels/{LABEL}")])]),
        entry("reversible", "assignee search", search, [
            (tap(PERSON), False, [send("PUT", f"/tasks/{TASK}/assignees",
                                       {"user_id": JAMIE_ID, "task_id": TASK})])]),
    ]  # fmt: skip


def attachment_screens(t: Any) -> list[dict[str, Any]]:
    """The attachments list and its delete confirmation."""
    listing = {
        "title": TASK_TITLE,
        "items": [
            {"text": t("task.attachment.title")},
            {"text": FILE_NAME},
            {"icon": t("task.attachment.downloadTooltip")},
            {"icon": t("task.attachment.copyUrlTooltip")},
            {"icon": t("task.attachment.deleteTooltip")},
            {"button": t("task.attachment.setAsCover")},
            {"button": t("task.attachment.upload")},
        ],
    }
    confirm = modal(t, TASK_TITLE, t("task.attachment.delete"),
                    t("task.attachment.deleteText1", filename=FILE_NAME)
                    + " " + t("misc.cannotBeUndone"))  # fmt: skip
    return [
        entry("reversible", "attachments", listing, [
            (tap(t("task.attachment.setAsCover")), False, [
                task_update(cover_image_attachment_id=ATTACHMENT)])]),
        entry("opens-prompt", "attachments (open)", listing, [
            (tap(t("task.attachment.deleteTooltip")), False, [])]),
        entry("delete", "delete attachment dialog", confirm, [
            (tap(t("misc.doit")), True, [
                send("DELETE", f"/tasks/{TASK}/attachments/{ATTACHMENT}")])]),
    ]  # fmt: skip


def editor(t: Any, heading: str, text: str, button: str) -> dict[str, Any]:
    """A TipTap editor in edit mode under ``heading``, with its save button."""
    return {"title": TASK_TITLE, "items": [
        {"text": heading}, {"field": "tiptap", "text": text, "focused": True},
        {"button": button}]}  # fmt: skip


def editor_screens(t: Any) -> list[dict[str, Any]]:
    """The description and an own comment being edited, with and without a new mention of
    Jamie, and the new-comment box."""
    description, save = t("task.attributes.description"), t("misc.save")
    mentioned = f"<p>{MENTION} please check the new prices before Friday.</p>"
    edited = COMMENT_TEXT.replace("</p>", f" {MENTION}</p>")
    # The page scrolled to its end: the "Comments" heading (in zh the Comment button's own
    # word) is above the view.
    box = {
        "title": TASK_TITLE,
        "items": [
            {"text": "Looks good to me."},
            {"button": t("task.comment.reply")},
            {"button": t("misc.delete")},
            {
                "field": "tiptap",
                "hint": t("task.comment.placeholder"),
                "text": COMMENT_TEXT,
                "focused": True,
            },
            {"button": t("task.comment.comment")},
        ],
    }
    comment_url = f"/tasks/{TASK}/comments/{COMMENT}"
    return [
        entry("reversible", "description editor", editor(t, description, DESCRIPTION, save), [
            (tap(save), False, [task_update(description=DESCRIPTION)])]),
        entry("mention", "description editor (mention)", editor(t, description, mentioned, save),
              [(tap(save), True, [task_update(description=mentioned)])]),
        entry("reversible", "comment editor", editor(t, t("task.comment.title"),
                                                     COMMENT_TEXT, save), [
            (tap(save), False, [send("POST", comment_url, {
                "id": COMMENT, "task_id": TASK, "comment": COMMENT_TEXT})])]),
        entry("mention", "comment editor (mention)", editor(t, t("task.comment.title"),
                                                            edited, save), [
            (tap(save), True, [send("POST", comment_url, {
                "id": COMMENT, "task_id": TASK, "comment": edited})])]),
        entry("comment", "comment box", box, [
            (tap(t("task.comment.comment")), True, [send("PUT", f"/tasks/{TASK}/comments", {
                "task_id": TASK, "comment": COMMENT_TEXT})])]),
        entry("opens-prompt", "comment box (open)", box, [
            (tap(t("misc.delete")), False, [])]),
    ]  # fmt: skip


def delete_screens(t: Any) -> list[dict[str, Any]]:
    """The delete confirmations of the task and of a comment."""
    task = modal(
        t,
        TASK_TITLE,
        t("task.detail.delete.header"),
        t("task.detail.delete.text1") + " " + t("task.detail.delete.text2"),
    )
    comment = modal(
        t,
        TASK_TITLE,
        t("task.comment.delete"),
        t("task.comment.deleteText1") + " " + t("misc.cannotBeUndone"),
    )
    return [
        entry("delete", "delete task dialog", task, [
            (tap(t("misc.doit")), True, [send("DELETE", f"/tasks/{TASK}")]),
            (tap(t("misc.cancel")), False, [])]),
        entry("delete", "delete comment dialog", comment, [
            (tap(t("misc.doit")), True, [send("DELETE", f"/tasks/{TASK}/comments/{COMMENT}")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every task screen of the corpus, in one language."""
    return [*sidebar_screens(t), *attribute_screens(t), *attachment_screens(t),
            *editor_screens(t), *delete_screens(t)]  # fmt: skip
