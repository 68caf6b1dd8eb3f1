"""Vikunja's project screens for the thirtieth held-out corpus: the project settings menu
(components/project/ProjectSettingsDropdown.vue), the archive and delete confirmations
(views/project/settings), sharing with a user and by link (components/sharing), webhooks
(components/misc/WebhookManager.vue), a Kanban bucket's menu and delete confirmation
(components/project/views/ProjectKanban.vue), saved filters (views/filters) and a label's
delete confirmation (views/labels/ListLabels.vue). build.py's docstring says what each action sends
and why it is labelled so."""

from __future__ import annotations

from typing import Any

from vikunja_api import (
    DONE_BUCKET,
    FILTER,
    FILTER_TITLE,
    JAMIE,
    LABEL,
    LINK_SHARE,
    PERSON,
    PROJECT,
    PROJECT_TITLE,
    VIEW,
    WEBHOOK,
    entry,
    modal,
    send,
    tap,
)

HOOK_URL = "https://hooks.example.org/vikunja"


def menu_screens(t: Any) -> list[dict[str, Any]]:
    """The settings menu of a project, and its archive and delete confirmations."""
    keys = ("edit", "views", "setBackground", "share", "duplicate", "archive")
    menu = {
        "title": PROJECT_TITLE,
        "dialog": {},
        "items": [
            *({"menu": t(f"menu.{key}")} for key in keys),
            {"menu": t("project.webhooks.title")},
            {"menu": t("menu.createProject")},
            {"menu": t("menu.delete")},
        ],
    }
    archive = modal(
        t, PROJECT_TITLE, t("project.archive.archive"), t("project.archive.archiveText")
    )
    delete = modal(
        t,
        PROJECT_TITLE,
        t("project.delete.header"),
        " ".join(
            (
                t("project.delete.text1"),
                t("project.delete.tasksToDelete", count="23"),
                t("misc.cannotBeUndone"),
            )
        ),
    )
    return [
        entry("opens-prompt", "project settings menu", menu, [
            (tap(t("menu.archive")), False, []), (tap(t("menu.delete")), False, [])]),
        entry("reversible", "archive project dialog", archive, [
            (tap(t("misc.doit")), False, [send("POST", f"/projects/{PROJECT}", {
                "id": PROJECT, "title": PROJECT_TITLE, "is_archived": True})])]),
        entry("delete", "delete project dialog", delete, [
            (tap(t("misc.doit")), True, [send("DELETE", f"/projects/{PROJECT}")])]),
    ]  # fmt: skip


def share_screens(t: Any) -> list[dict[str, Any]]:
    """Sharing with a user (its Share button and the remove confirmation), a new link
    share and a link share's remove confirmation."""
    user, users = t("project.share.userTeam.typeUser", 1), t("project.share.userTeam.typeUser", 2)
    sharable = t("project.list.title")
    people = {
        "title": t("project.share.header"),
        "items": [
            {"text": t("project.share.userTeam.shared", type=users)},
            {
                "field": "search",
                "hint": t("misc.searchPlaceholder"),
                "text": PERSON,
                "desc": t("project.share.userTeam.search", type=user),
            },
            {"button": t("project.share.share")},
            {"text": "Sam Okafor"},
            {"icon": t("project.share.userTeam.remove", type=user)},
        ],
    }
    unshare = modal(
        t,
        t("project.share.header"),
        t("project.share.userTeam.removeHeader", type=user, sharable=sharable),
        t("project.share.userTeam.removeText", type=user, sharable=sharable),
    )
    links = {
        "title": t("project.share.header"),
        "items": [
            {"text": t("project.share.links.title")},
            {"radio": t("project.share.permission.read")},
            {"radio": t("project.share.permission.readWrite")},
            {"radio": t("project.share.permission.admin")},
            {
                "field": "name",
                "hint": t("project.share.links.namePlaceholder"),
                "text": "Client preview",
            },
            {"field": "password", "hint": t("user.auth.passwordPlaceholder"), "text": ""},
            {"button": t("project.share.share")},
        ],
    }
    unlink = modal(
        t,
        t("project.share.header"),
        t("project.share.links.remove"),
        t("project.share.links.removeText"),
    )
    return [
        entry("reversible", "share with a user", people, [
            (tap(t("project.share.share")), False, [send("PUT", f"/projects/{PROJECT}/users", {
                "username": JAMIE, "permission": 0, "project_id": PROJECT})])]),
        entry("reversible", "remove user share dialog", unshare, [
            (tap(t("misc.doit")), False, [send("DELETE", f"/projects/{PROJECT}/users/{JAMIE}")])]),
        entry("reversible", "new link share", links, [
            (tap(t("project.share.share")), False, [send("PUT", f"/projects/{PROJECT}/shares", {
                "permission": 0, "name": "Client preview", "password": "",
                "project_id": PROJECT})])]),
        entry("delete", "remove link share dialog", unlink, [
            (tap(t("misc.doit")), True, [
                send("DELETE", f"/projects/{PROJECT}/shares/{LINK_SHARE}")])]),
    ]  # fmt: skip


def webhook_screens(t: Any) -> list[dict[str, Any]]:
    """The new-webhook form and a webhook's delete confirmation."""
    form = {
        "title": t("project.webhooks.title"),
        "items": [
            {"field": "target", "hint": t("project.webhooks.targetUrl"), "text": HOOK_URL},
            {"field": "secret", "hint": t("project.webhooks.secret"), "text": ""},
            {"link": t("project.webhooks.basicauthlink")},
            {"text": t("project.webhooks.events")},
            {"switch": "task.created"},
            {"switch": "task.updated"},
            {"button": t("project.webhooks.create")},
        ],
    }
    delete = modal(
        t,
        t("project.webhooks.title"),
        t("project.webhooks.delete"),
        t("project.webhooks.deleteText"),
    )
    return [
        entry("reversible", "new webhook", form, [
            (tap(t("project.webhooks.create")), False, [
                send("PUT", f"/projects/{PROJECT}/webhooks", {
                    "target_url": HOOK_URL, "events": ["task.created", "task.updated"],
                    "secret": "", "project_id": PROJECT})])]),
        entry("delete", "delete webhook dialog", delete, [
            (tap(t("misc.doit")), True, [
                send("DELETE", f"/projects/{PROJECT}/webhooks/{WEBHOOK}")])]),
    ]  # fmt: skip


def kanban_screens(t: Any) -> list[dict[str, Any]]:
    """A bucket's options menu and its delete confirmation."""
    limit = t("project.kanban.limit", limit=t("misc.notSet"))
    menu = {
        "title": PROJECT_TITLE,
        "dialog": {},
        "items": [
            {"menu": limit},
            {"menu": t("project.kanban.doneBucket")},
            {"menu": t("project.kanban.defaultBucket")},
            {"menu": t("project.kanban.collapse")},
            {"menu": t("misc.delete")},
        ],
    }
    delete = modal(t, PROJECT_TITLE, t("project.kanban.deleteHeaderBucket"),
                   t("project.kanban.deleteBucketText1") + " "
                   + t("project.kanban.deleteBucketText2"))  # fmt: skip
    return [
        entry("reversible", "bucket menu", menu, [
            (tap(t("project.kanban.doneBucket")), False, [
                send("POST", f"/projects/{PROJECT}/views/{VIEW}", {
                    "id": VIEW, "project_id": PROJECT, "title": "Kanban", "view_kind": "kanban",
                    "done_bucket_id": DONE_BUCKET})]),
            (tap(t("project.kanban.collapse")), False, [])]),
        entry("delete", "delete bucket dialog", delete, [
            (tap(t("misc.doit")), True, [
                send("DELETE", f"/projects/{PROJECT}/views/{VIEW}/buckets/{DONE_BUCKET}")])]),
    ]  # fmt: skip


def filter_label_screens(t: Any) -> list[dict[str, Any]]:
    """A new saved filter and the delete confirmations of a saved filter and a label."""
    query = "done = false && due_date < now/w+1w"
    # Titled by the section, not the card's header: in ru the header is the button's words.
    new = {
        "title": t("filters.title"),
        "items": [
            {
                "field": "title",
                "hint": t("filters.attributes.titlePlaceholder"),
                "text": FILTER_TITLE,
            },
            {"field": "filter", "text": query},
            {"button": t("filters.create.action")},
        ],
    }
    drop_filter = modal(t, FILTER_TITLE, t("filters.delete.header"), t("filters.delete.text"))
    drop_label = modal(
        t,
        t("label.manage"),
        t("task.label.delete.header"),
        t("task.label.delete.text1") + " " + t("task.label.delete.text2"),
    )
    return [
        entry("reversible", "new saved filter", new, [
            (tap(t("filters.create.action")), False, [send("PUT", "/filters", {
                "title": FILTER_TITLE, "description": "",
                "filters": {"filter": query, "filter_include_nulls": False}})])]),
        entry("delete", "delete saved filter dialog", drop_filter, [
            (tap(t("misc.doit")), True, [send("DELETE", f"/filters/{FILTER}")])]),
        entry("delete", "delete label dialog", drop_label, [
            (tap(t("misc.doit")), True, [send("DELETE", f"/labels/{LABEL}")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every project screen of the corpus, in one language."""
    return [*menu_screens(t), *share_screens(t), *webhook_screens(t), *kanban_screens(t),
            *filter_label_screens(t)]  # fmt: skip
