"""Docmost's screens for the two-hundred-and-fifteenth held-out corpus: ``screens(t)`` lays them
out in one language, ``t(key)`` being that language's lookup of a key of the app's
``apps/client/public/locales/<lang>/translation.json`` catalogue (its keys are the English
strings). What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

SPACE, SPACE_NAME, SPACE_SLUG = "0196a1c2-7d3e-7f41-8b25-3c9e4d5f6a01", "Engineering", "engineering"
OTHER_SPACE = "0196a1c2-9b7a-7c13-a4e2-5d6f7a8b9c02"  # Marketing
PAGE, PAGE_TITLE = "0196a1c3-1f2e-7a3b-9c4d-6e7f8a9b0c13", "Release checklist"
CHILD, CHILD_TITLE = "0196a1c3-2a3b-7c4d-8e5f-7a8b9c0d1e24", "Rollback plan"
TRASHED, TRASHED_TITLE = "0196a1c3-3b4c-7d5e-9f6a-8b9c0d1e2f35", "Old onboarding notes"
SHARE, SHARE_KEY = "0196a1c4-4c5d-7e6f-8a7b-9c0d1e2f3a46", "k3v9x2p7qm"
COMMENT, REPLY_TO = "0196a1c5-5d6e-7f7a-9b8c-0d1e2f3a4b57", "0196a1c5-6e7f-7a8b-8c9d-1e2f3a4b5c68"
MEMBER, MEMBER_NAME = "0196a1c6-7f8a-7b9c-9d0e-2f3a4b5c6d79", "Maria Lopez"
GROUP, GROUP_NAME = "0196a1c7-8a9b-7c0d-8e1f-3a4b5c6d7e8a", "Developers"
NEW_USER = "0196a1c6-9b0c-7d1e-8f2a-4b5c6d7e8f9b"  # Tom Becker
INVITE, INVITED = "0196a1c8-0c1d-7e2f-9a3b-5c6d7e8f9a0c", "sam@example.com"
API_KEY, API_KEY_NAME = "0196a1c9-1d2e-7f3a-8b4c-6d7e8f9a0b1d", "CI publisher"
SESSION = "0196a1ca-2e3f-7a4b-9c5d-7e8f9a0b1c2e"
ME = "Jon Snow"
Act = tuple[str, bool, list[Any]]


def doc(text: str) -> str:
    """The comment editor's content as ``JSON.stringify`` writes it into the request."""
    return json.dumps({"type": "doc", "content": [{"type": "paragraph", "content": [
        {"type": "text", "text": text}]}]}, separators=(",", ":"), ensure_ascii=False)  # fmt: skip


def api(url: str, data: Any = None) -> Any:
    """api-client.ts's axios ``api.post``: baseURL ``/api``, a JSON body as JSON.stringify's."""
    if data is None:
        return f"POST /api{url}"
    body = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    return {"request": f"POST /api{url}", "body": body}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"docmost {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def popup(title: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open menu or popover over its page (the page's texts above)."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def confirm(page: str, title: str, message: str, buttons: list[str]) -> dict[str, Any]:
    """Mantine's ``modals.openConfirmModal`` (or a modal built alike): title, text, buttons
    (cancel first, as the modal lays them out)."""
    return {"title": page, "dialog": {"title": title, "message": message},
            "items": [{"button": b} for b in buttons]}  # fmt: skip


def modal(page: str, title: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    return {"title": page, "dialog": {"title": title}, "items": items}


def page_screens(t: Any) -> list[dict[str, Any]]:
    """A page: the account menu, the page's actions menu, move to trash, move, export, the
    sidebar tree's node menu, copy to space, the share popover (off and on)."""
    title = PAGE_TITLE
    account = popup(
        title,
        [ME],
        [
            {"menu": t("Workspace settings")},
            {"menu": t("Manage members")},
            {"menu": t("My profile")},
            {"menu": t("My preferences")},
            {"menu": t("Logout")},
        ],
    )
    actions = popup(title, [], [
        {"menu": t("Copy link")}, {"menu": t("Add to favorites")}, {"menu": t("Watch page")},
        {"menu": t("Page history")}, {"menu": t("Move")}, {"menu": t("Export")},
        {"menu": t("Print PDF")}, {"menu": t("Move to trash")}])  # fmt: skip
    trash = confirm(title, t("Move this page to trash?"),
                    t("Pages in trash will be permanently deleted after 30 days."),
                    [t("Cancel"), t("Move to trash")])  # fmt: skip
    move = modal(title, t("Move page"), [
        {"text": t("Move page to a different space.")}, {"button": "Marketing"},
        {"button": t("Cancel")}, {"button": t("Move")}])  # fmt: skip
    export = modal(title, t("Export page"), [
        {"text": t("Format")}, {"button": "Markdown"}, {"text": t("Include subpages")},
        {"switch": t("Include subpages"), "checked": False},
        {"button": t("Cancel")}, {"button": t("Export")}])  # fmt: skip
    node = popup(title, [CHILD_TITLE], [
        {"menu": t("Copy link")}, {"menu": t("Add to favorites")}, {"menu": t("Export page")},
        {"menu": t("Duplicate")}, {"menu": t("Move")}, {"menu": t("Copy to space")},
        {"menu": t("Move to trash")}])  # fmt: skip
    copy_modal = modal(title, t("Copy page"), [
        {"text": t("Copy page to a different space.")}, {"button": "Marketing"},
        {"button": t("Cancel")}, {"button": t("Copy")}])  # fmt: skip
    share_off = popup(title, [t("Share")], [
        {"text": t("Make this page publicly accessible")},
        {"switch": t("Share to web"), "checked": False}])  # fmt: skip
    share_on = popup(title, [t("Share"), t("Anyone with the link can view this page")], [
        {"switch": t("Shared to web"), "checked": True},
        {"switch": t("Include sub-pages"), "checked": True},
        {"switch": t("Search engine indexing"), "checked": False}])  # fmt: skip
    return [
        _entry("reversible", "account menu", account, [
            (t("Logout"), False, [api("/auth/logout")])]),
        _entry("reversible", "page actions menu", actions, [
            (t("Add to favorites"), False, [
                api("/favorites/add", {"type": "page", "pageId": PAGE})]),
            (t("Watch page"), False, [api("/pages/watch", {"pageId": PAGE})]),
            (t("Move to trash"), False, [])]),
        _entry("reversible", "move to trash confirmation", trash, [
            (t("Move to trash"), False, [api("/pages/delete", {
                "pageId": PAGE, "permanentlyDelete": False})])]),
        _entry("reversible", "move page modal", move, [
            (t("Move"), False, [
                api("/pages/move-to-space", {"pageId": PAGE, "spaceId": OTHER_SPACE})])]),
        _entry("reversible", "export page modal", export, [
            (t("Export"), False, [api("/pages/export", {
                "pageId": PAGE, "format": "markdown", "includeChildren": False,
                "includeAttachments": False})])]),
        _entry("reversible", "sidebar page menu", node, [
            (t("Duplicate"), False, [api("/pages/duplicate", {"pageId": CHILD})])]),
        _entry("reversible", "copy page modal", copy_modal, [
            (t("Copy"), False, [
                api("/pages/duplicate", {"pageId": CHILD, "spaceId": OTHER_SPACE})])]),
        _entry("publish", "share popover (not shared)", share_off, [
            (t("Share to web"), True, [api("/shares/create", {
                "pageId": PAGE, "includeSubPages": True, "searchIndexing": False})])]),
        _entry("revoke", "share popover (shared)", share_on, [
            (t("Shared to web"), True, [api("/shares/delete", {"shareId": SHARE})]),
            (t("Include sub-pages"), False, [api("/shares/update", {
                "shareId": SHARE, "includeSubPages": False})]),
            (t("Search engine indexing"), False, [api("/shares/update", {
                "shareId": SHARE, "searchIndexing": True})])]),
    ]  # fmt: skip


def trash_share_screens(t: Any) -> list[dict[str, Any]]:
    """The shared pages list and its delete confirmation; the space's trash, its row menu and
    the restore and delete-forever confirmations."""
    shares = t("Public sharing")
    share_menu = popup(
        shares,
        [PAGE_TITLE],
        [{"menu": t("Copy link")}, {"menu": t("Open page")}, {"menu": t("Delete share")}],
    )
    share_delete = confirm(shares, t("Delete public share link"),
                           t("Are you sure you want to delete this shared link?"),
                           [t("Don't"), t("Delete")])  # fmt: skip
    trash = t("Trash")
    row = popup(trash, [TRASHED_TITLE], [{"menu": t("Restore")}, {"menu": t("Delete")}])
    restore = confirm(trash, t("Restore page"),
                      t("Restore '{{title}}' and its sub-pages?").replace(
                          "{{title}}", TRASHED_TITLE), [t("Cancel"), t("Restore")])  # fmt: skip
    forever = confirm(trash, t("Are you sure you want to delete this page?"), t(
        "Are you sure you want to delete this page? This will delete its children and page"
        " history. This action is irreversible."), [t("Cancel"), t("Delete")])  # fmt: skip
    return [
        _entry("opens-prompt", "shared pages row menu", share_menu, [
            (t("Copy link"), False, []), (t("Delete share"), False, [])]),
        _entry("revoke", "delete share confirmation", share_delete, [
            (t("Delete"), True, [api("/shares/delete", {"shareId": SHARE_KEY})]),
            (t("Don't"), False, [])]),
        _entry("opens-prompt", "trash row menu", row, [
            (t("Restore"), False, []), (t("Delete"), False, [])]),
        _entry("reversible", "restore page confirmation", restore, [
            (t("Restore"), False, [api("/pages/restore", {"pageId": TRASHED})])]),
        _entry("delete", "delete forever confirmation", forever, [
            (t("Delete"), True, [
                api("/pages/delete", {"pageId": TRASHED, "permanentlyDelete": True})]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def comment_screens(t: Any) -> list[dict[str, Any]]:
    """The comments panel: a new page comment, a reply, a comment's menu, editing, deleting."""
    title = t("Comments")
    text, reply, edited = ("Can we freeze merges on Thursday?", "Yes, from noon.",
                           "Can we freeze merges on Friday?")  # fmt: skip
    new = {"title": title, "items": [
        {"field": "comment", "hint": t("Comment"), "text": text, "focused": True},
        {"button": t("Cancel")}, {"button": t("Save")}]}  # fmt: skip
    answer = {"title": title, "items": [
        {"text": MEMBER_NAME}, {"text": text},
        {"field": "reply", "hint": t("Reply..."), "text": reply, "focused": True},
        {"button": t("Cancel")}, {"button": t("Save")}]}  # fmt: skip
    menu = popup(title, [ME, text], [
        {"menu": t("Edit comment")}, {"menu": t("Resolve comment")},
        {"menu": t("Delete comment")}])  # fmt: skip
    edit = {"title": title, "items": [
        {"field": "comment", "hint": t("Comment"), "text": edited, "focused": True},
        {"button": t("Cancel")}, {"button": t("Save")}]}  # fmt: skip
    delete = {"title": title, "dialog": {"title": t(
        "Are you sure you want to delete this comment?")},
        "items": [{"button": t("Cancel")}, {"button": t("Delete")}]}  # fmt: skip
    return [
        _entry("send", "new page comment", new, [
            (t("Save"), True, [api("/comments/create", {"pageId": PAGE, "content": doc(text)})])]),
        _entry("send", "reply to a comment", answer, [
            (t("Save"), True, [api("/comments/create", {
                "pageId": PAGE, "parentCommentId": REPLY_TO, "content": doc(reply)})])]),
        _entry("reversible", "comment menu", menu, [
            (t("Edit comment"), False, []),
            (t("Resolve comment"), False, [api("/comments/resolve", {
                "commentId": COMMENT, "pageId": PAGE, "resolved": True})]),
            (t("Delete comment"), False, [])]),
        _entry("reversible", "editing a comment", edit, [
            (t("Save"), False, [
                api("/comments/update", {"commentId": COMMENT, "content": doc(edited)})])]),
        _entry("delete", "delete comment confirmation", delete, [
            (t("Delete"), True, [api("/comments/delete", {"commentId": COMMENT})])]),
    ]  # fmt: skip


def space_screens(t: Any) -> list[dict[str, Any]]:
    """A space's settings modal (settings, delete, members, their role menu and removal,
    adding members) and the create-space modal."""
    settings = t("Space settings")
    general = modal(settings, settings, [
        {"tab": t("Settings")}, {"tab": t("Members")},
        {"field": "name", "hint": t("Name"), "text": "Platform Engineering"},
        {"button": t("Save")}, {"button": t("Delete")}])  # fmt: skip
    delete = {"title": settings, "dialog": {"title": t(
        "Are you sure you want to delete this space?")}, "items": [
        {"field": "confirmName", "hint": t("Confirm space name"), "text": SPACE_NAME},
        {"button": t("Cancel")}, {"button": t("Confirm")}]}  # fmt: skip
    roles = popup(
        settings,
        [MEMBER_NAME],
        [{"menu": t("Full access")}, {"menu": t("Can edit")}, {"menu": t("Can view")}],
    )
    remove = confirm(settings, t("Remove space member"), t(
        "Are you sure you want to remove this user from the space? The user will lose all"
        " access to this space."), [t("Cancel"), t("Remove")])  # fmt: skip
    add = modal(settings, t("Add space members"), [
        {"text": "Tom Becker"}, {"text": t("Select role")}, {"button": t("Can edit")},
        {"button": t("Add")}])  # fmt: skip
    create = modal(t("Spaces"), t("Create space"), [
        {"field": "name", "hint": t("e.g Product Team"), "text": "Design"},
        {"field": "slug", "hint": t("e.g product"), "text": "design"},
        {"field": "description", "hint": t("e.g Space for product team"), "text": ""},
        {"button": t("Create")}])  # fmt: skip
    role = {"spaceId": SPACE, "role": "admin", "userId": MEMBER}
    return [
        _entry("reversible", "space settings tab", general, [
            (t("Save"), False, [
                api("/spaces/update", {"spaceId": SPACE, "name": "Platform Engineering"})]),
            (t("Delete"), False, [])]),
        _entry("delete", "delete space modal", delete, [
            (t("Confirm"), True, [api("/spaces/delete", {"spaceId": SPACE})]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "space member role menu", roles, [
            (t("Full access"), False, [api("/spaces/members/change-role", role)]),
            (t("Can view"), False, [
                api("/spaces/members/change-role", {**role, "role": "reader"})])]),
        _entry("revoke", "remove space member confirmation", remove, [
            (t("Remove"), True, [
                api("/spaces/members/remove", {"spaceId": SPACE, "userId": MEMBER})])]),
        _entry("reversible", "add space members modal", add, [
            (t("Add"), False, [api("/spaces/members/add", {
                "spaceId": SPACE, "userIds": [NEW_USER], "groupIds": [], "role": "writer"})])]),
        _entry("reversible", "create space modal", create, [
            (t("Create"), False, [api("/spaces/create", {
                "name": "Design", "slug": "design", "description": ""})])]),
    ]  # fmt: skip


def member_screens(t: Any) -> list[dict[str, Any]]:
    """The workspace's members: the role menu, a member's actions and their confirmations,
    the invite modal, a pending invitation's menu and revoke confirmation."""
    title = t("Members")
    roles = popup(title, [MEMBER_NAME], [{"menu": t("Admin")}, {"menu": t("Member")}])
    actions = popup(
        title, [MEMBER_NAME], [{"menu": t("Deactivate member")}, {"menu": t("Delete member")}]
    )
    deactivate = confirm(title, t("Deactivate member"), t(
        "Are you sure you want to deactivate this workspace member? They will no longer be able"
        " to access this workspace."), [t("Cancel"), t("Deactivate")])  # fmt: skip
    delete = confirm(title, t("Delete member"), t(
        "Are you sure you want to delete this workspace member? This action is irreversible."),
        [t("Don't"), t("Delete")])  # fmt: skip
    invite = modal(title, t("Invite new members"), [
        {"field": "emails", "hint": t("enter valid emails addresses"), "text": INVITED},
        {"text": t("Select role")}, {"button": t("Member")},
        {"button": t("Send invitation")}])  # fmt: skip
    invite_menu = popup(title, [INVITED], [
        {"menu": t("Copy link")}, {"menu": t("Resend invitation")},
        {"menu": t("Revoke invitation")}])  # fmt: skip
    revoke = confirm(title, t("Revoke invitation"), t(
        "Are you sure you want to revoke this invitation? The user will not be able to join the"
        " workspace."), [t("Don't"), t("Revoke")])  # fmt: skip
    return [
        _entry("reversible", "member role menu", roles, [
            (t("Admin"), False, [api("/workspace/members/change-role", {
                "userId": MEMBER, "role": "admin"})])]),
        _entry("opens-prompt", "member actions menu", actions, [
            (t("Deactivate member"), False, []), (t("Delete member"), False, [])]),
        _entry("revoke", "deactivate member confirmation", deactivate, [
            (t("Deactivate"), True, [api("/workspace/members/deactivate", {"userId": MEMBER})])]),
        _entry("delete-user", "delete member confirmation", delete, [
            (t("Delete"), True, [api("/workspace/members/delete", {"userId": MEMBER})])]),
        _entry("send", "invite members modal", invite, [
            (t("Send invitation"), True, [api("/workspace/invites/create", {
                "role": "member", "emails": [INVITED], "groupIds": []})])]),
        _entry("send", "pending invitation menu", invite_menu, [
            (t("Copy link"), False, [api("/workspace/invites/link", {"invitationId": INVITE})]),
            (t("Resend invitation"), True, [
                api("/workspace/invites/resend", {"invitationId": INVITE})]),
            (t("Revoke invitation"), False, [])]),
        _entry("revoke", "revoke invitation confirmation", revoke, [
            (t("Revoke"), True, [api("/workspace/invites/revoke", {"invitationId": INVITE})])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """Groups (create, add members, remove a member, delete), API keys (create, revoke), the
    workspace's name, the account's password and e-mail, the sessions."""
    groups = t("Groups")
    create_group = modal(groups, t("Create group"), [
        {"field": "name", "hint": t("e.g Developers"), "text": "QA"},
        {"field": "description", "hint": t("e.g Group for developers"), "text": ""},
        {"button": t("Create")}])  # fmt: skip
    add = modal(GROUP_NAME, t("Add group members"), [{"text": "Tom Becker"}, {"button": t("Add")}])
    remove = {"title": GROUP_NAME, "dialog": {"title": t("Remove group member")}, "items": [
        {"button": t("Cancel")}, {"button": t("Delete")}]}  # fmt: skip
    delete = {"title": GROUP_NAME, "dialog": {"title": t("Delete group")}, "items": [
        {"button": t("Cancel")}, {"button": t("Delete")}]}  # fmt: skip
    keys = t("API keys")
    credential = t("API key")
    create_key = modal(
        keys,
        t("Create {{credential}}").replace("{{credential}}", credential),
        [
            {"field": "name", "hint": t("Enter a descriptive name"), "text": API_KEY_NAME},
            {"button": t("No expiration")},
            {"button": t("Cancel")},
            {"button": t("Create")},
        ],
    )
    # The revoke modal itself is left out: in Korean its Revoke and Cancel both read 취소.
    key_menu = popup(keys, [API_KEY_NAME], [{"menu": t("Rename")}, {"menu": t("Revoke")}])
    general = {
        "title": t("General"),
        "items": [
            {"field": "name", "hint": t("e.g ACME"), "text": "Acme Wiki"},
            {"button": t("Save")},
        ],
    }
    # The modal's title repeats its submit button's words: written by its text instead.
    password = {"title": t("My profile"), "dialog": {"message": t(
        "Your password must be a minimum of 8 characters.")}, "items": [
        {"field": "oldPassword", "hint": t("Enter your current password"), "text": "••••••••••"},
        {"field": "newPassword", "hint": t("Enter your new password"), "text": "••••••••••"},
        {"button": t("Change password")}]}  # fmt: skip
    email = {"title": t("My profile"), "dialog": {"message": t(
        "To change your email, you have to enter your password and new email.")}, "items": [
        {"field": "password", "hint": t("Enter your password"), "text": "••••••••••"},
        {"field": "email", "hint": t("New email"), "text": "jon.snow@example.org"},
        {"button": t("Change email")}]}  # fmt: skip
    sessions = {
        "title": t("Sessions"),
        "items": [
            {"text": "Firefox on Ubuntu"},
            {"button": t("Log out")},
            {"text": t("Active sessions")},
            {"button": t("Log out of all devices")},
        ],
    }
    return [
        _entry("reversible", "create group modal", create_group, [
            (t("Create"), False, [api("/groups/create", {
                "name": "QA", "description": "", "userIds": []})])]),
        _entry("reversible", "add group members modal", add, [
            (t("Add"), False, [
                api("/groups/members/add", {"groupId": GROUP, "userIds": [NEW_USER]})])]),
        _entry("revoke", "remove group member confirmation", remove, [
            (t("Delete"), True, [
                api("/groups/members/remove", {"groupId": GROUP, "userId": MEMBER})])]),
        _entry("delete", "delete group confirmation", delete, [
            (t("Delete"), True, [api("/groups/delete", {"groupId": GROUP})])]),
        _entry("reversible", "create API key modal", create_key, [
            (t("Create"), False, [api("/api-keys/create", {"name": API_KEY_NAME})])]),
        _entry("opens-prompt", "API key menu", key_menu, [
            (t("Rename"), False, []), (t("Revoke"), False, [])]),
        _entry("reversible", "workspace general settings", general, [
            (t("Save"), False, [api("/workspace/update", {"name": "Acme Wiki"})])]),
        _entry("reversible", "change password modal", password, [
            (t("Change password"), False, [api("/auth/change-password", {
                "oldPassword": "correct-horse-7", "newPassword": "battery-staple-9"})])]),
        _entry("reversible", "change email modal", email, [(t("Change email"), False, [])]),
        _entry("reversible", "sessions", sessions, [
            (t("Log out"), False, [api("/sessions/revoke", {"sessionId": SESSION})]),
            (t("Log out of all devices"), False, [api("/sessions/revoke-all")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*page_screens(t), *trash_share_screens(t), *comment_screens(t), *space_screens(t),
            *member_screens(t), *settings_screens(t)]  # fmt: skip
