"""AnythingLLM's screens for the three-hundred-and-seventy-third held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, **args)`` being that language's lookup of a key of the
app's ``frontend/src/locales/<lang>/common.js`` catalogue, and ``t.ok``, ``t.cancel`` the two
buttons the browser shows on a ``window.confirm()`` in that language. What each action sends,
and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api"  # API_BASE: VITE_API_BASE unset, so the same origin's /api
TITLE = "AnythingLLM | Your personal LLM trained on anything"  # index.html; no page sets its own
WS, WS_NAME = "field-research", "Field Research"
THREAD, THREAD_NAME = "3f9c2a71-6d0e-4b8a-9e15-c27d4a8b05f3", "Soil samples March"
THREAD2, THREAD2_NAME = "b81e47d2-05c3-4f6a-8d29-7ae3c16f90b4", "Grant draft"
NEW_THREAD = "e2d7c9b4-1a8f-4e36-b05d-9c4f2a7e18d6"  # made up: the slug the server returns
CHAT_ID = 41
PROMPT = "Which plots had the highest nitrate readings in March?"
EDITED = "Which plots had nitrate readings above 40 ppm in March?"
ANSWER = "Plots 7 and 12 had the highest nitrate readings, at 48 and 45 ppm."
USER, USER_ID = "dmitri", 7
ADMIN, ADMIN_PASSWORD = "mara", "Lichen-Moss-42"
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """A ``fetch`` to the app's own server; a body is ``JSON.stringify``'s."""
    if data is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def page(url: str) -> dict[str, str]:
    """A page load: ``window.location = ...``, ``location.replace``, ``reload`` or a link."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"anythingllm {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(t: Any, message: str) -> dict[str, Any]:
    """``window.confirm(message)``: the browser's dialog over the page, with OK and Cancel."""
    return {"title": TITLE, "dialog": {"message": message},
            "items": [{"button": t.ok}, {"button": t.cancel}]}  # fmt: skip


def confirmed(t: Any, category: str, source: str, message: str, sends: list[Any],
              irreversible: bool = True) -> dict[str, Any]:  # fmt: skip
    """A confirmation answered OK (sending ``sends``) or, beside a commit, Cancel (sending
    nothing)."""
    acts: list[Act] = [(t.ok, irreversible, sends)]
    if irreversible:
        acts.append((t.cancel, False, []))
    return _entry(category, source, confirm(t, message), acts)


def modal(heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A ``Modal`` over its page, headed by its ``ModalHeader`` title."""
    return {"title": TITLE, "dialog": {"title": heading}, "items": items}


def screen(items: list[dict[str, Any]]) -> dict[str, Any]:
    return {"title": TITLE, "items": items}


def chat_screens(t: Any) -> list[dict[str, Any]]:
    """The sidebar's thread list, a thread's options menu and its deletion, the list with two
    threads marked for deletion, a thread's chat, the response's action menu, the editing of
    the prompt, the user menu and the account modal."""
    ws = f"/workspace/{WS}"
    threads = screen([
        {"link": WS_NAME}, {"link": THREAD_NAME}, {"link": THREAD2_NAME},
        {"button": "Thread options"}, {"button": "New Thread"}])  # fmt: skip
    menu = screen([
        {"link": WS_NAME}, {"link": THREAD_NAME}, {"link": THREAD2_NAME},
        {"button": "Rename"}, {"button": "Delete Thread"}, {"button": "New Thread"}])  # fmt: skip
    marked = screen([
        {"link": WS_NAME}, {"text": "deleted thread"}, {"text": "deleted thread"},
        {"button": "Delete Selected"}, {"button": "New Thread"}])  # fmt: skip
    chat = screen([
        {"text": PROMPT}, {"icon": f"Edit {t('chat_window.edit_prompt')}"},
        {"text": ANSWER}, {"icon": t("chat_window.copy")},
        {"icon": t("chat_window.regenerate")}, {"icon": t("chat_window.good_response")},
        {"icon": t("chat_window.more_actions")},
        {"field": "primary-prompt-input", "hint": t("chat_window.send_message"),
         "text": "Summarise the plot 7 readings as a table."},
        {"icon": t("chat_window.send")}])  # fmt: skip
    actions = screen([
        {"text": ANSWER}, {"icon": t("chat_window.copy")},
        {"icon": t("chat_window.more_actions")},
        {"menu": t("chat_window.fork")}, {"menu": t("chat_window.delete")}])  # fmt: skip
    editing = screen([
        {"field": "editedMessage", "hint": "", "text": EDITED, "focused": True},
        {"text": t("chat_window.edit_info_user")}, {"button": t("chat_window.cancel")},
        {"button": t("chat_window.save")}, {"button": t("chat_window.submit")}])  # fmt: skip
    user_menu = screen([
        {"button": t("profile_settings.account")}, {"link": t("profile_settings.support")},
        {"button": t("profile_settings.signout")}])  # fmt: skip
    account = modal(t("profile_settings.edit_account"), [
        {"text": t("profile_settings.profile_picture")},
        {"button": t("profile_settings.remove_profile_picture")},
        {"field": "username", "hint": "User's username", "text": ADMIN},
        {"field": "password", "hint": f"{ADMIN}'s new password", "text": ""},
        {"button": t("profile_settings.cancel")},
        {"button": t("profile_settings.update_account")}])  # fmt: skip
    thread = f"{ws}/thread/{THREAD}"
    return [
        _entry("reversible", "thread list", threads, [
            ("New Thread", False, [api("POST", f"{ws}/thread/new"),
                                   page(f"{ws}/t/{NEW_THREAD}")])]),
        _entry("opens-prompt", "thread options menu", menu, [
            ("Delete Thread", False, [])]),
        confirmed(t, "delete", "delete thread confirm",
                  "Are you sure you want to delete this thread? All of its chats will be "
                  "deleted. You cannot undo this.",
                  [api("DELETE", f"{ws}/thread/{THREAD2}")]),
        _entry("delete", "threads marked for deletion", marked, [
            ("Delete Selected", True, [api("DELETE", f"{ws}/thread-bulk-delete",
                                           {"slugs": [THREAD, THREAD2]}),
                                       page(f"{ws}")])]),
        _entry("reversible", "thread chat", chat, [
            (t("chat_window.send"), False, [api("POST", f"{thread}/stream-chat", {
                "message": "Summarise the plot 7 readings as a table.", "attachments": []})])]),
        _entry("reversible", "response action menu fork", actions, [
            (t("chat_window.fork"), False, [
                api("POST", f"{ws}/thread/fork", {"threadSlug": THREAD, "chatId": CHAT_ID}),
                page(f"{ws}/t/{NEW_THREAD}")])]),
        _entry("delete", "response action menu delete", actions, [
            (t("chat_window.delete"), True, [
                api("PUT", f"/workspace/workspace-chats/{CHAT_ID}")])]),
        _entry("overwrite", "editing the prompt", editing, [
            (t("chat_window.submit"), True, [
                api("DELETE", f"{thread}/delete-edited-chats", {"startingId": CHAT_ID}),
                api("POST", f"{thread}/stream-chat", {"message": EDITED, "attachments": []})]),
            (t("chat_window.cancel"), False, [])]),
        _entry("reversible", "editing the prompt save", editing, [
            (t("chat_window.save"), False, [api("POST", f"{thread}/update-chat", {
                "chatId": CHAT_ID, "newText": EDITED, "role": "user"})])]),
        _entry("reversible", "user menu", user_menu, [
            (t("profile_settings.signout"), False, [page("/")])]),
        _entry("reversible", "account modal", account, [
            (t("profile_settings.remove_profile_picture"), False, [
                api("DELETE", "/system/remove-pfp")])]),
    ]  # fmt: skip


def workspace_screens(t: Any) -> list[dict[str, Any]]:
    """A workspace's general settings and its deletion, its vector database's reset, the
    system prompt history, its clearing, an entry's menu and its deletion, a slash command
    preset's edit modal and its deletion."""
    ws = f"/workspace/{WS}"
    general = screen([
        {"button": "Update Workspace"}, {"text": t("common.workspaces-name")},
        {"field": "name", "hint": "My Workspace", "text": "Field Research 2026"},
        {"text": t("general.delete.description")},
        {"button": t("general.delete.delete")}])  # fmt: skip
    history = modal(t("chat.prompt.history.title"), [
        {"button": t("chat.prompt.history.clearAll")},
        {"text": "You are a soil science assistant. Cite the lab report for every figure."},
        {"button": t("chat.prompt.history.restore")},
        {"button": t("chat.prompt.history.expand")}])  # fmt: skip
    item_menu = modal(t("chat.prompt.history.title"), [
        {"text": "You are a soil science assistant. Cite the lab report for every figure."},
        {"button": t("chat.prompt.history.restore")},
        {"menu": t("chat.prompt.history.publish")},
        {"menu": t("chat.prompt.history.delete")}])  # fmt: skip
    preset = modal("Edit Preset", [
        {"field": "command", "hint": "your-command", "text": "summarize"},
        {"field": "prompt", "hint": "", "text": "Summarise the thread as five bullet points."},
        {"field": "description", "hint": "", "text": "Five-point summary"},
        {"button": "Delete Preset"}, {"button": "Cancel"}, {"button": "Save"}])  # fmt: skip
    delete_message = (f"{t('general.delete.confirm-start')} {WS_NAME} "
                      f"{t('general.delete.confirm-end')}")  # fmt: skip
    return [
        _entry("reversible", "workspace general settings", general, [
            ("Update Workspace", False, [api("POST", f"{ws}/update",
                                             {"name": "Field Research 2026"})]),
            (t("general.delete.delete"), False, [])]),
        confirmed(t, "delete", "delete workspace confirm", delete_message,
                  [api("DELETE", ws), page("/")]),
        confirmed(t, "reset", "reset vector database confirm",
                  t("vector-workspace.reset.confirm"),
                  [api("DELETE", f"{ws}/reset-vector-db")]),
        _entry("opens-prompt", "system prompt history", history, [
            (t("chat.prompt.history.clearAll"), False, [])]),
        confirmed(t, "delete", "clear prompt history confirm",
                  t("chat.prompt.history.clearAllConfirm"),
                  [api("DELETE", f"{ws}/prompt-history")]),
        _entry("opens-prompt", "prompt history entry menu", item_menu, [
            (t("chat.prompt.history.delete"), False, [])]),
        confirmed(t, "delete", "delete prompt history entry confirm",
                  t("chat.prompt.history.deleteConfirm"),
                  [api("DELETE", "/workspace/prompt-history/12")]),
        _entry("opens-prompt", "edit slash command preset", preset, [
            ("Delete Preset", False, [])]),
        confirmed(t, "delete", "delete preset confirm",
                  "Are you sure you want to delete this preset?",
                  [api("DELETE", "/system/slash-command-presets/3")]),
    ]  # fmt: skip


def admin_screens(t: Any) -> list[dict[str, Any]]:
    """The workspace chats page, its export menu and clearing; the event logs and their
    clearing; a user's row, its suspension and deletion; the new invite and new API key
    modals; a chat embed's row, its
    disabling and deletion; a scheduled job's row and its deletion; an MCP server's menu and
    its deletion; the security page; the login page."""
    chats = screen([
        {"text": t("recorded.title")}, {"button": t("recorded.export")},
        {"button": "Clear Chats"}, {"text": t("recorded.description")}])  # fmt: skip
    export = screen([
        {"text": t("recorded.title")}, {"button": t("recorded.export")},
        {"menu": "CSV"}, {"menu": "JSON"}, {"menu": "JSONL"}, {"menu": "JSON (Alpaca)"},
        {"button": "Clear Chats"}])  # fmt: skip
    logs = screen([
        {"text": t("event.title")}, {"button": t("event.clear")},
        {"text": t("event.description")}, {"text": "workspace_documents_added"},
        {"button": t("common.previous")}, {"button": t("common.next")}])  # fmt: skip
    row = screen([
        {"text": USER}, {"text": "Default"}, {"button": "Edit"}, {"button": "Suspend"},
        {"button": "Delete"}])  # fmt: skip
    new_invite = modal("Create new invite", [
        {"switch": WS_NAME, "checked": True}, {"button": "Cancel"},
        {"button": "Create Invite"}])  # fmt: skip
    new_key = modal(t("api.modal.title"), [
        {"field": "name", "hint": t("api.modal.name.placeholder"), "text": "Zapier sync"},
        {"button": t("api.modal.cancel")}, {"button": t("api.modal.create")}])  # fmt: skip
    embed = screen([
        {"text": t("embeddable.title")}, {"link": WS_NAME}, {"text": "128"},
        {"button": "Code"}, {"button": "Disable"}, {"button": "Delete"}])  # fmt: skip
    job = screen([
        {"text": t("scheduledJobs.title")}, {"button": t("scheduledJobs.newJob")},
        {"row": "Weekly digest", "desc": t("scheduledJobs.row.viewRuns")},
        {"text": t("scheduledJobs.status.completed")},
        {"icon": t("scheduledJobs.row.delete")}, {"icon": t("scheduledJobs.row.edit")},
        {"icon": t("scheduledJobs.row.runNow")},
        {"icon": t("scheduledJobs.row.disable")}])  # fmt: skip
    mcp = screen([
        {"text": "Github"}, {"button": t("agent.mcp.stop-server")},
        {"button": t("agent.mcp.delete-server")}])  # fmt: skip
    multi_user = screen([
        {"text": t("security.title")}, {"text": t("security.multiuser.title")},
        {"button": t("common.save")},
        {"switch": t("security.multiuser.enable.enable"), "checked": True},
        {"field": "username", "hint": "Your admin username", "text": ADMIN},
        {"field": "password", "hint": "Your admin password", "text": ADMIN_PASSWORD},
        {"text": t("security.password.title")}])  # fmt: skip
    password = screen([
        {"text": t("security.title")}, {"text": t("security.multiuser.title")},
        {"text": t("security.password.title")}, {"button": t("common.save")},
        {"field": "password", "hint": "Your Instance Password",
         "text": "Quartz-Field-7"}])  # fmt: skip
    login = screen([
        {"text": t("login.multi-user.welcome")},
        {"text": t("login.sign-in", appName="AnythingLLM")},
        {"field": "username", "hint": t("login.multi-user.placeholder-username"),
         "text": ADMIN},
        {"field": "password", "hint": t("login.multi-user.placeholder-password"),
         "text": ADMIN_PASSWORD},
        {"button": t("login.multi-user.login")}])  # fmt: skip
    export_url = "/system/export-chats?type={}&chatType=workspace"
    return [
        _entry("opens-prompt", "workspace chats page", chats, [
            ("Clear Chats", False, [])]),
        _entry("harmless", "workspace chats export menu", export, [
            ("JSON (Alpaca)", False, [api("GET", export_url.format("jsonAlpaca"))])]),
        confirmed(t, "delete", "clear chats confirm",
                  "Are you sure you want to clear all chats?\n\nThis action is irreversible.",
                  [api("DELETE", "/system/workspace-chats/-1")]),
        _entry("opens-prompt", "event logs page", logs, [
            (t("event.clear"), False, [])]),
        confirmed(t, "delete", "clear event logs confirm",
                  "Are you sure you want to clear all event logs? This action is irreversible.",
                  [api("DELETE", "/system/event-logs")]),
        _entry("opens-prompt", "users page row", row, [
            ("Suspend", False, []), ("Delete", False, [])]),
        confirmed(t, "reversible", "suspend user confirm",
                  f"Are you sure you want to suspend {USER}?\nAfter you do this they will be "
                  "logged out and unable to log back into this instance of AnythingLLM until "
                  "unsuspended by an admin.",
                  [api("POST", f"/admin/user/{USER_ID}", {"suspended": 1})], False),
        confirmed(t, "delete-user", "delete user confirm",
                  f"Are you sure you want to delete {USER}?\nAfter you do this they will be "
                  "logged out and unable to use this instance of AnythingLLM.\n\nThis action "
                  "is irreversible.",
                  [api("DELETE", f"/admin/user/{USER_ID}")]),
        _entry("reversible", "new invite modal", new_invite, [
            ("Create Invite", False, [api("POST", "/admin/invite/new",
                                          {"role": None, "workspaceIds": [2]})])]),
        _entry("reversible", "new api key modal", new_key, [
            (t("api.modal.create"), False, [api("POST", "/admin/generate-api-key",
                                                {"name": "Zapier sync"})])]),
        _entry("opens-prompt", "chat embed row", embed, [
            ("Disable", False, []), ("Delete", False, [])]),
        confirmed(t, "reversible", "disable embed confirm",
                  "Are you sure you want to disabled this embed?\nOnce disabled the embed will "
                  "no longer respond to any chat requests.",
                  [api("POST", "/embed/update/3", {"enabled": False})], False),
        confirmed(t, "delete", "delete embed confirm",
                  "Are you sure you want to delete this embed?\nOnce deleted this embed will no "
                  "longer respond to chats or be active.\n\nThis action is irreversible.",
                  [api("DELETE", "/embed/3")]),
        _entry("reversible", "scheduled job row", job, [
            (t("scheduledJobs.row.runNow"), False, [api("POST", "/scheduled-jobs/5/trigger")]),
            (t("scheduledJobs.row.delete"), False, [])]),
        confirmed(t, "delete", "delete scheduled job confirm",
                  t("scheduledJobs.confirmDelete"), [api("DELETE", "/scheduled-jobs/5")]),
        _entry("opens-prompt", "mcp server menu", mcp, [
            (t("agent.mcp.delete-server"), False, [])]),
        confirmed(t, "delete", "delete mcp server confirm",
                  "Are you sure you want to delete this MCP server? It will be removed from "
                  "your config file and you will need to add it back manually.",
                  [api("POST", "/mcp-servers/delete", {"name": "github"})]),
        _entry("enable-multi-user", "security multi-user mode", multi_user, [
            (t("common.save"), True, [api("POST", "/system/enable-multi-user", {
                "username": ADMIN, "password": ADMIN_PASSWORD}),
                page("/settings/users")])]),
        _entry("reversible", "security password protection", password, [
            (t("common.save"), False, [api("POST", "/system/update-password", {
                "usePassword": True, "newPassword": "Quartz-Field-7"}),
                page("/settings/security")])]),
        _entry("reversible", "login page", login, [
            (t("login.multi-user.login"), False, [api("POST", "/request-token", {
                "username": ADMIN, "password": ADMIN_PASSWORD}), page("/")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*chat_screens(t), *workspace_screens(t), *admin_screens(t)]
