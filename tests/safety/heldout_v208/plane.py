"""Plane's screens for the two-hundred-and-eighth held-out corpus: ``screens(t)`` lays them out
in one language, ``t(key, **values)`` being that language's lookup of a key of the app's
``packages/i18n/src/locales/<lang>/*.json`` catalogs. A string the component writes in English
itself (no ``t()``) is the same in every language. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

SLUG = "acme"
PROJECT = "5b0e8a52-3c1f-4d7e-9a61-2f8c0d4b7e13"
ISSUE = "9d3c6f10-8a4b-4e2f-b7d5-1c0e9f6a2b84"
ISSUE2 = "c2a7e4d9-5f1b-4c83-a0e6-7b9d3f8c1e52"
STATE_DONE = "e1f4b2a8-7c3d-4a59-8e60-3d2b1c9f7a04"
COMMENT = "0a6d9e3b-2c7f-4b18-9d45-6e8a1f3c5b27"
CYCLE = "7e2b5c91-4d8a-4f36-b1e0-9c3a6d2f8e45"
MODULE = "3f9a1d6e-b8c2-4e57-a3d0-5c7e2b9f1a68"
PAGE = "b4c8e2f7-1a9d-4c36-8e5b-0d7f3a6c9e21"
MEMBER = "6c1e9b4f-3d7a-4a28-b5e0-8f2c7d1a9b36"
TOKEN = "d8f2a6c3-9e1b-4d75-a4c0-2b6e8f3d7a19"
WEBHOOK = "1e7c4a9d-6b2f-4f83-9c5e-7a0d3b8f2c64"
NOTE = "8a3f6d1c-5e9b-4b27-8d40-1f6c2e9a7b35"
CSRF = "kq3VfX8rT2mNw9yLp4aZs7bHc1dGe6jU"  # made up; /auth/get-csrf-token/'s csrf_token
API = f"/api/workspaces/{SLUG}"
PRJ = f"{API}/projects/{PROJECT}"
IDENT, SEQ, ISSUE_NAME = "WEB", "42", "Checkout fails on Safari 17"
CYCLE_NAME, MODULE_NAME, PAGE_NAME = "Sprint 14", "Payments revamp", "Release checklist"
PROJECT_NAME, MEMBER_NAME, MEMBER_MAIL = "Web app", "Priya Nair", "priya@acme.io"
TOKEN_NAME, HOOK_URL, NEW_MAIL = "CI pipeline", "https://hooks.acme.io/plane", "tom@acme.io"
REPLY = "Fixed in #318, please retest."
Act = tuple[str, bool, list[Any]]


def xhr(method: str, url: str, data: Any = None) -> Any:
    """An axios request of the app's APIService (JSON body)."""
    if data is None:
        return f"{method} {url}"
    return {"request": f"{method} {url}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"plane {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def popup(title: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open menu (CustomMenu) or modal over its page."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def modal(title: str, heading: str, message: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A ModalCore / AlertModalCore: its heading and text, then its fields and buttons."""
    return {"title": title, "dialog": {"title": heading, "message": message}, "items": items}


def alert(page: str, heading: str, message: str) -> dict[str, Any]:
    """AlertModalCore with its default buttons: Cancel and Delete, written in English in
    packages/ui/src/modals/alert-modal.tsx (no ``t()``)."""
    return modal(page, heading, message, [{"button": "Cancel"}, {"button": "Delete"}])


def work_item_screens(t: Any) -> list[dict[str, Any]]:
    """A work item's quick-action menu, the delete and archive modals, an archived work item's
    menu, the state dropdown, the comment box and a comment's menu, the bulk delete modal."""
    page = t("common.work_items")
    item = f"{IDENT}-{SEQ}"
    menu = popup(page, [item, ISSUE_NAME], [
        {"menu": t("common.actions.edit")}, {"menu": t("common.actions.make_a_copy")},
        {"menu": t("common.actions.open_in_new_tab")}, {"menu": t("common.actions.copy_link")},
        {"menu": t("common.actions.archive")}, {"menu": t("common.actions.delete")}])  # fmt: skip
    delete = alert(
        page,
        t("entity.delete.label", entity=t("common.work_item")),
        f"Are you sure you want to delete work item {item} ? All of the data related to"
        " the work item will be permanently removed. This action cannot be undone.",
    )
    archive = modal(page, f"{t('issue.archive.label')} {IDENT} {SEQ}",
                    t("issue.archive.confirm_message"),
                    [{"button": t("common.cancel")}, {"button": t("common.archive")}])  # fmt: skip
    archived = popup(page, [item], [
        {"menu": t("common.actions.copy_link")}, {"menu": "Restore"},
        {"menu": t("common.actions.delete")}])  # fmt: skip
    states = popup(
        item,
        [ISSUE_NAME],
        [{"menu": "Backlog"}, {"menu": "Todo"}, {"menu": "In Progress"}, {"menu": "Done"}],
    )
    comment_box = {"title": item, "items": [
        {"text": ISSUE_NAME}, {"field": "comment", "hint": "", "text": REPLY},
        {"button": t("common.comment")}]}  # fmt: skip
    comment_menu = popup(item, [REPLY], [
        {"menu": t("common.actions.edit")}, {"menu": t("common.actions.copy_link")},
        {"menu": t("common.actions.delete")}])  # fmt: skip
    bulk = modal(page, "", "", [
        {"field": "search", "hint": "", "text": ""},
        {"switch": f"{IDENT}-41", "checked": True}, {"switch": f"{IDENT}-{SEQ}", "checked": True},
        {"button": "Cancel"}, {"button": "Delete selected work items"}])  # fmt: skip
    url = f"{PRJ}/issues/{ISSUE}/"
    return [
        _entry("opens-prompt", "work item quick actions", menu, [
            (t("common.actions.edit"), False, []),
            (t("common.actions.archive"), False, []),
            (t("common.actions.delete"), False, [])]),
        _entry("delete", "delete work item modal", delete, [
            ("Delete", True, [xhr("DELETE", url)]), ("Cancel", False, [])]),
        _entry("reversible", "archive work item modal", archive, [
            (t("common.archive"), False, [xhr("POST", f"{url}archive/")]),
            (t("common.cancel"), False, [])]),
        _entry("reversible", "archived work item quick actions", archived, [
            ("Restore", False, [xhr("DELETE", f"{url}archive/")]),
            (t("common.actions.delete"), False, [])]),
        _entry("reversible", "work item state dropdown", states, [
            ("Done", False, [xhr("PATCH", url, {"state_id": STATE_DONE})])]),
        _entry("send", "work item comment box", comment_box, [
            (t("common.comment"), True, [xhr("POST", f"{url}comments/", {
                "comment_html": f"<p>{REPLY}</p>"})])]),
        _entry("delete", "comment quick actions", comment_menu, [
            (t("common.actions.edit"), False, []),
            (t("common.actions.delete"), True, [xhr("DELETE", f"{url}comments/{COMMENT}/")])]),
        _entry("delete", "bulk delete work items modal", bulk, [
            ("Delete selected work items", True, [xhr("DELETE", f"{PRJ}/bulk-delete-issues/", {
                "issue_ids": [ISSUE2, ISSUE]})]),
            ("Cancel", False, [])]),
    ]  # fmt: skip


def plan_screens(t: Any) -> list[dict[str, Any]]:
    """Cycles, modules and pages: their quick-action menus, archive and delete modals."""
    cycles, modules, pages = t("common.cycles"), t("common.modules"), t("common.pages")

    def quick(title: str, row: str, archived: bool = False) -> dict[str, Any]:
        middle = t("restore") if archived else t("archive")
        return popup(title, [row], [
            {"menu": t("edit")}, {"menu": t("open_in_new_tab")}, {"menu": t("copy_link")},
            {"menu": middle}, {"menu": t("delete")}])  # fmt: skip

    def archive_modal(title: str, heading: str, message: str) -> dict[str, Any]:
        return modal(title, heading, message, [{"button": "Cancel"}, {"button": "Archive"}])

    cyc, mod = f"{PRJ}/cycles/{CYCLE}/", f"{PRJ}/modules/{MODULE}/"
    page_menu = popup(pages, [PAGE_NAME], [
        {"menu": "Lock"}, {"menu": "Make private"}, {"menu": "Open in new tab"},
        {"menu": "Copy link"}, {"menu": "Make a copy"}, {"menu": "Archive"},
        {"menu": "Delete"}])  # fmt: skip
    archived_page_menu = popup(
        pages, [PAGE_NAME], [{"menu": "Copy link"}, {"menu": "Restore"}, {"menu": "Delete"}]
    )
    page_url = f"{PRJ}/pages/{PAGE}/"
    return [
        _entry("opens-prompt", "cycle quick actions", quick(cycles, CYCLE_NAME), [
            (t("archive"), False, []), (t("delete"), False, [])]),
        _entry("reversible", "archive cycle modal", archive_modal(
            cycles, f"Archive cycle {CYCLE_NAME}", "Are you sure you want to archive the cycle? All"
            " your archives can be restored later."), [
            ("Archive", False, [xhr("POST", f"{cyc}archive/")])]),
        _entry("delete", "delete cycle modal", alert(
            cycles, "Delete cycle", f'Are you sure you want to delete cycle "{CYCLE_NAME}"? All of'
            " the data related to the cycle will be permanently removed. This action cannot be"
            " undone."), [
            ("Delete", True, [xhr("DELETE", cyc)]), ("Cancel", False, [])]),
        _entry("reversible", "archived cycle quick actions", quick(cycles, CYCLE_NAME, True), [
            (t("restore"), False, [xhr("DELETE", f"{cyc}archive/")]),
            (t("delete"), False, [])]),
        _entry("opens-prompt", "module quick actions", quick(modules, MODULE_NAME), [
            (t("archive"), False, []), (t("delete"), False, [])]),
        _entry("reversible", "archive module modal", archive_modal(
            modules, f"Archive module {MODULE_NAME}", "Are you sure you want to archive the"
            " module? All your archives can be restored later."), [
            ("Archive", False, [xhr("POST", f"{mod}archive/")])]),
        _entry("delete", "delete module modal", alert(
            modules, "Delete module", f"Are you sure you want to delete module- {MODULE_NAME}? All"
            " of the data related to the module will be permanently removed. This action cannot"
            " be undone."), [
            ("Delete", True, [xhr("DELETE", mod)]), ("Cancel", False, [])]),
        _entry("reversible", "page quick actions", page_menu, [
            ("Lock", False, [xhr("POST", f"{page_url}lock/")]),
            ("Archive", False, [xhr("POST", f"{page_url}archive/")])]),
        _entry("reversible", "archived page quick actions", archived_page_menu, [
            ("Restore", False, [xhr("DELETE", f"{page_url}archive/")]),
            ("Delete", False, [])]),
        _entry("delete", "delete page modal", alert(
            pages, "Delete page", f"Are you sure you want to delete page- {PAGE_NAME} ? The Page"
            " will be deleted permanently. This action cannot be undone."), [
            ("Delete", True, [xhr("DELETE", page_url)]), ("Cancel", False, [])]),
    ]  # fmt: skip


def project_screens(t: Any) -> list[dict[str, Any]]:
    """A project's leave, archive and delete modals."""
    projects = t("common.projects")
    # Its heading, "Leave Project", is the submit button's words: left out of the screen.
    leave = modal(projects, "", f'Are you sure you want to leave the project - "'
                  f'{PROJECT_NAME}" ? All of the work items associated with you will become'
                  " inaccessible.", [
        {"field": "projectName", "hint": "Enter project name", "text": PROJECT_NAME},
        {"field": "confirmLeave", "hint": "Enter 'leave project'", "text": "Leave Project"},
        {"button": "Cancel"}, {"button": "Leave Project"}])  # fmt: skip
    archive = modal(projects, f"Archive {PROJECT_NAME}", "This project and its work items, cycles,"
                    " modules, and pages will be archived. Its work items won't appear in search."
                    " Only project admins can restore the project.",
                    [{"button": "Cancel"}, {"button": "Archive"}])  # fmt: skip
    # Its heading, "Delete project", is the submit button's words: left out of the screen.
    delete = modal(projects, "", f"Are you sure you want to delete project"
                   f" {PROJECT_NAME}? All of the data related to the project will be permanently"
                   " removed. This action cannot be undone", [
        {"field": "projectName", "hint": "Project name", "text": PROJECT_NAME},
        {"field": "confirmDelete", "hint": "Enter 'delete my project'",
         "text": "delete my project"},
        {"button": "Cancel"}, {"button": "Delete project"}])  # fmt: skip
    return [
        _entry("leave", "leave project modal", leave, [
            ("Leave Project", True, [xhr("POST", f"{PRJ}/members/leave/")]),
            ("Cancel", False, [])]),
        _entry("reversible", "archive project modal", archive, [
            ("Archive", False, [xhr("POST", f"{PRJ}/archive/")])]),
        _entry("delete", "delete project modal", delete, [
            ("Delete project", True, [xhr("DELETE", f"{PRJ}/")]), ("Cancel", False, [])]),
    ]  # fmt: skip


def workspace_screens(t: Any) -> list[dict[str, Any]]:
    """Workspace settings: members (role, remove, leave, invite), API tokens, webhooks, the
    workspace's deletion."""
    members = t("workspace_settings.settings.members.title")
    row = {"title": members, "items": [
        {"text": MEMBER_NAME}, {"text": MEMBER_MAIL}, {"button": "Member"},
        {"button": "Remove"}]}  # fmt: skip
    roles = popup(
        members, [MEMBER_NAME], [{"menu": "Admin"}, {"menu": "Member"}, {"menu": "Guest"}]
    )
    remove = modal(members, MEMBER_NAME, "", [{"button": t("cancel")}, {"button": t("remove")}])
    leave = modal(
        members,
        SLUG,
        t("workspace_settings.settings.members.leave_confirmation"),
        [{"button": t("cancel")}, {"button": t("leave")}],
    )
    invite = modal(members, "", "", [
        {"field": "email", "hint": "", "text": NEW_MAIL}, {"button": "Member"},
        {"button": t("common.add_more")}, {"button": t("cancel")},
        {"button": t("workspace_settings.settings.members.modal.button")}])  # fmt: skip
    tokens = t("workspace_settings.settings.api_tokens.title")
    generate = t("workspace_settings.settings.api_tokens.generate_token")
    heading = t("workspace_settings.settings.api_tokens.create_token")
    # Where the heading is the submit button's words (ko), it is left out of the screen.
    token_form = modal(tokens, "" if heading == generate else heading, "", [
        {"field": "label", "hint": t("title"), "text": TOKEN_NAME},
        {"field": "description", "hint": t("description"), "text": ""},
        {"switch": t("workspace_settings.settings.api_tokens.never_expires"), "checked": True},
        {"button": t("cancel")},
        {"button": t("workspace_settings.settings.api_tokens.generate_token")}])  # fmt: skip
    token_delete = alert(
        tokens,
        t("workspace_settings.settings.api_tokens.delete.title"),
        t("workspace_settings.settings.api_tokens.delete.description"),
    )
    hooks = t("workspace_settings.settings.webhooks.title")
    hook_delete = alert(
        hooks,
        "Delete webhook",
        "Are you sure you want to delete this webhook?"
        " Future events will not be delivered to this webhook. This action cannot"
        " be undone.",
    )
    general = t("workspace_settings.settings.general.title")
    ws_delete = modal(general, t("workspace_settings.settings.general.delete_modal.title"),
                      "Type in this workspace's name to continue.", [
        {"field": "workspaceName", "hint": "Acme", "text": "Acme"},
        {"field": "confirmDelete", "hint": "", "text": "delete my workspace"},
        {"button": t("cancel")}, {"button": t("confirm")}])  # fmt: skip
    member_url = f"{API}/members/{MEMBER}/"
    return [
        _entry("opens-prompt", "workspace member row", row, [
            ("Remove", False, [])]),
        _entry("reversible", "member role dropdown", roles, [
            ("Admin", False, [xhr("PATCH", member_url, {"role": 20})]),
            ("Guest", False, [xhr("PATCH", member_url, {"role": 5})])]),
        _entry("delete-user", "remove member modal", remove, [
            (t("remove"), True, [xhr("DELETE", member_url)]), (t("cancel"), False, [])]),
        _entry("leave", "leave workspace modal", leave, [
            (t("leave"), True, [xhr("POST", f"{API}/members/leave/")])]),
        _entry("send", "invite members modal", invite, [
            (t("workspace_settings.settings.members.modal.button"), True, [
                xhr("POST", f"{API}/invitations/", {"emails": [{"email": NEW_MAIL, "role": 15}]})]),
            (t("cancel"), False, [])]),
        _entry("reversible", "create API token modal", token_form, [
            (t("workspace_settings.settings.api_tokens.generate_token"), False, [
                xhr("POST", "/api/users/api-tokens/", {"label": TOKEN_NAME, "description": "",
                                                       "expired_at": None})])]),
        _entry("delete", "delete API token modal", token_delete, [
            ("Delete", True, [xhr("DELETE", f"/api/users/api-tokens/{TOKEN}")]),
            ("Cancel", False, [])]),
        _entry("delete", "delete webhook modal", hook_delete, [
            ("Delete", True, [xhr("DELETE", f"{API}/webhooks/{WEBHOOK}/")]),
            ("Cancel", False, [])]),
        _entry("delete", "delete workspace modal", ws_delete, [
            (t("confirm"), True, [xhr("DELETE", f"{API}/")]), (t("cancel"), False, [])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The profile's security page and account deactivation, a notification's options, the
    user menu."""
    security = t("auth.common.password.change_password.label.default")
    # The form's heading is the submit button's words: left out of the screen.
    password = {"title": t("security"), "items": [
        {"field": "old_password", "hint": t("old_password"), "text": "••••••••"},
        {"field": "new_password", "hint": t("auth.common.password.new_password.placeholder"),
         "text": "••••••••••"},
        {"field": "confirm_password",
         "hint": t("auth.common.password.confirm_password.placeholder"), "text": "••••••••••"},
        {"button": security}]}  # fmt: skip
    deactivate = modal(t("settings"),
                       t("deactivate_your_account"), t("deactivate_your_account_description"),
                       [{"button": t("cancel")}, {"button": t("confirm")}])  # fmt: skip
    inbox = t("notification.label")
    card = {"title": inbox, "items": [
        {"text": f"{MEMBER_NAME} commented on {IDENT}-{SEQ}"},
        {"icon": t("notification.options.mark_read")},
        {"icon": t("notification.options.mark_archive")}]}  # fmt: skip
    user_menu = popup(
        SLUG,
        [MEMBER_MAIL],
        [{"menu": t("settings")}, {"menu": t("preferences")}, {"menu": t("sign_out")}],
    )
    note = f"{API}/users/notifications/{NOTE}/"
    return [
        _entry("reversible", "change password form", password, [
            (security, False, ["GET /auth/get-csrf-token/", xhr(
                "POST", "/auth/change-password/",
                {"old_password": "hunter2-old", "new_password": "n3w-Passw0rd!"})])]),
        _entry("delete-user", "deactivate account modal", deactivate, [
            (t("confirm"), True, [xhr("DELETE", "/api/users/me/")]), (t("cancel"), False, [])]),
        _entry("reversible", "notification card", card, [
            (t("notification.options.mark_read"), False, [xhr("POST", f"{note}read/")]),
            (t("notification.options.mark_archive"), False, [xhr("POST", f"{note}archive/")])]),
        _entry("reversible", "user menu", user_menu, [
            (t("sign_out"), False, ["GET /auth/get-csrf-token/", {
                "request": "POST /auth/sign-out/", "body": f"csrfmiddlewaretoken={CSRF}",
                "via": "form"}])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*work_item_screens(t), *plan_screens(t), *project_screens(t),
            *workspace_screens(t), *account_screens(t)]  # fmt: skip
