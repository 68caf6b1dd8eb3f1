"""Monica's screens for the hundred-and-eighty-eighth held-out corpus: ``screens(t, ok)`` lays
them out in one language, ``t(key, **values)`` being that language's lookup of a string of the
app's ``lang/<lang>.json`` catalogue and ``ok`` the browser's OK and Cancel of a JavaScript
``confirm()``. What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

VAULT = "9c1e3f52-4b7a-4d2e-8f61-0a9b8c7d6e5f"  # made up; vaults and contacts are UUIDs
CONTACT = "9c1e4a07-2d5b-4c8e-a3f9-6b7e1d0c2f48"
V = f"/vaults/{VAULT}"
C = f"{V}/contacts/{CONTACT}"
NAME, FIRST, LAST = "Maya Lindqvist", "Maya", "Lindqvist"
NOTE, REMINDER, TASK, CALL, ADDRESS, GOAL, TIMELINE = 14, 7, 22, 5, 3, 2, 11
LABEL, LABEL_NAME, LABEL2, LABEL2_NAME = 4, "Family", 5, "Climbing club"
RELATION, RELATIVE = 9, "Jonas Lindqvist"
VAULT_USER, VAULT_USER_NAME = 3, "Priya Raman"
ACCOUNT_USER, ACCOUNT_USER_NAME = 6, "Tomás Ferreira"
GENDER, GENDER_NAME, TEMPLATE, TEMPLATE_NAME = 8, "Non-binary", 2, "Close friends"
TASK_LABEL, GOAL_NAME = "Send the wedding photos", "Call every Sunday"
NOTE_TITLE = "Lunch at the harbour"
NOTE_BODY = "She starts the new job at the observatory in March."
Act = tuple[str, bool, list[Any]]


def xhr(method: str, path: str, data: Any = None) -> Any:
    """An axios request (an XMLHttpRequest); a body is JSON.stringify's."""
    if data is None:
        return f"{method} {path}"
    body = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    return {"request": f"{method} {path}", "body": body}


def visit(path: str) -> str:
    """An Inertia visit (``router.visit``, an ``<Link>``): an XMLHttpRequest GET."""
    return f"GET {path}"


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"monica {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(ok: tuple[str, str], title: str, message: str) -> dict[str, Any]:
    """The browser's ``confirm(message)`` over the page titled ``title``: OK and Cancel."""
    return {"title": title, "dialog": {"message": message},
            "items": [{"button": ok[0]}, {"button": ok[1]}]}  # fmt: skip


def modal(page: str, title: str, message: str, buttons: list[str]) -> dict[str, Any]:
    """A Jetstream ConfirmationModal or DialogModal over its page."""
    return {"title": page, "dialog": {"title": title, "message": message},
            "items": [{"button": b} for b in buttons]}  # fmt: skip


def popup(title: str, rows: list[str], items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open menu (HoverMenu) or picker over its page (the page's texts above)."""
    return {"title": title, "dialog": {}, "items": [*({"text": r} for r in rows), *items]}


def contact_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The layout's header, a contact's page, its archive and delete modals, the name form,
    the create form."""
    title = t("Profile of :name", name=NAME)
    header = {"title": t("Contacts"), "items": [
        {"link": t("Settings")}, {"button": t("Logout")}, {"text": NAME}]}  # fmt: skip
    page = {"title": title, "items": [
        {"link": t("Contacts")}, {"text": t("Name")}, {"text": NAME},
        {"icon": "☆", "desc": t("Set as favorite")},
        {"link": t("Archive contact")}, {"link": t("Change template")},
        {"link": t("Move contact")}, {"link": t("Download as vCard")},
        {"link": t("Delete contact")}]}  # fmt: skip
    archived = {"title": title, "items": [
        {"text": t("The contact is archived")}, {"text": NAME},
        {"link": t("Unarchive contact")}, {"link": t("Delete contact")}]}  # fmt: skip
    archive = modal(title, t("Archive contact"),
                    t("Are you sure you would like to archive this contact?"),
                    [t("Cancel"), t("Archive")])  # fmt: skip
    delete = modal(title, t("Delete contact"), t(
        "Are you sure you would like to delete this contact? This will remove everything we "
        "know about this contact."), [t("Cancel"), t("Delete")])  # fmt: skip
    names = [("first_name", FIRST), ("last_name", LAST), ("middle_name", ""),
             ("nickname", "May"), ("maiden_name", ""), ("prefix", ""), ("suffix", ""),
             ("gender_id", 2), ("pronoun_id", 1)]  # fmt: skip
    edit = {"title": title, "items": [
        {"field": "first_name", "hint": t("First name"), "text": FIRST},
        {"field": "nickname", "hint": t("Nickname"), "text": "May"},
        {"link": t("Cancel")}, {"button": t("Update")}]}  # fmt: skip
    create_t = t("Add a contact")
    create = {"title": create_t, "items": [
        {"field": "first_name", "hint": t("First name"), "text": "Oskar"},
        {"field": "last_name", "hint": t("Last name"), "text": "Brandt"},
        {"link": t("Cancel")}, {"button": t("Add")}]}  # fmt: skip
    new = [("first_name", "Oskar"), ("last_name", "Brandt"), ("middle_name", ""),
           ("nickname", ""), ("prefix", ""), ("suffix", ""), ("maiden_name", ""),
           ("gender_id", ""), ("pronoun_id", ""), ("template_id", ""), ("errors", [])]  # fmt: skip
    new_id = "9c1e5b19-7e2a-4f0d-b8c4-3a5d6e7f8091"
    return [
        _entry("reversible", "header", header, [
            (t("Logout"), False, [xhr("POST", "/logout", {})])]),
        _entry("reversible", "contact page", page, [
            (t("Set as favorite"), False, [xhr("PUT", f"{C}/toggle-favorite")]),
            (t("Archive contact"), False, []),
            (t("Delete contact"), False, []),
            (t("Download as vCard"), False, [f"POST {C}/vcard"])]),
        _entry("reversible", "archive modal", archive, [
            (t("Archive"), False, [xhr("PUT", f"{C}/toggle"), visit(C)]),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "archived contact page", archived, [
            (t("Unarchive contact"), False, [])]),
        _entry("reversible", "unarchive modal", archive, [
            (t("Archive"), False, [xhr("PUT", f"{C}/toggle"), visit(C)])]),
        _entry("delete", "delete contact modal", delete, [
            (t("Delete"), True, [xhr("DELETE", C), visit(f"{V}/contacts")]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "edit name form", edit, [
            (t("Update"), False, [xhr("POST", C, dict([*names, ("errors", [])])), visit(C)])]),
        _entry("reversible", "create contact form", create, [
            (t("Add"), False, [xhr("POST", f"{V}/contacts", dict(new)),
                               visit(f"{V}/contacts/{new_id}")])]),
    ]  # fmt: skip


def module_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """A contact's modules: notes, reminders, tasks, calls, addresses, labels, relationships,
    goals, life events."""
    title = t("Profile of :name", name=NAME)
    sure = t("Are you sure? This action cannot be undone.")
    menu = [{"link": t("Edit")}, {"link": t("Delete")}]
    notes = {"title": title, "items": [
        {"text": t("Notes")}, {"button": t("Add a note")}, {"text": NOTE_TITLE},
        {"text": NOTE_BODY}]}  # fmt: skip
    new_note = {"title": title, "items": [
        {"field": "body", "hint": t("Body"), "text": NOTE_BODY, "focused": True},
        {"link": t("+ add title")}, {"button": t("Cancel")}, {"button": t("Save")}]}  # fmt: skip
    note_body = {"title": "", "body": NOTE_BODY, "emotion": "", "errors": []}
    edit_note = {"title": title, "items": [
        {"field": "title", "hint": t("Title"), "text": NOTE_TITLE},
        {"field": "body", "hint": t("Body"), "text": NOTE_BODY},
        {"button": t("Cancel")}, {"button": t("Update")}]}  # fmt: skip
    reminders = {"title": title, "items": [
        {"text": t("Reminders")}, {"button": t("Add a reminder")}, {"text": "Maya's birthday"},
        {"link": t("Edit")}, {"link": t("Delete")}]}  # fmt: skip
    new_reminder = {"title": title, "items": [
        {"field": "label", "hint": t("Name of the reminder"), "text": "Maya's birthday"},
        {"radio": t("I know the exact date, including the year"), "checked": True},
        {"button": t("Cancel")}, {"button": t("Add date")}]}  # fmt: skip
    reminder_body = {"label": "Maya's birthday", "reminderChoice": "recurring", "day": "",
                     "month": "", "choice": "full_date", "date": "1991-04-17",
                     "frequencyType": "recurring_year", "frequencyNumber": 1,
                     "errors": []}  # fmt: skip
    done = t("Show completed tasks (:count)", count="3")
    tasks = {"title": title, "items": [
        {"text": t("Tasks")}, {"button": t("Add a task")},
        {"switch": TASK_LABEL, "checked": False}, {"link": done}]}  # fmt: skip
    new_task = {"title": title, "items": [
        {"field": "label", "hint": t("Title"), "text": TASK_LABEL},
        {"link": t("Add a due date")}, {"button": t("Cancel")}, {"button": t("Save")}]}  # fmt: skip
    task_body = {"label": TASK_LABEL, "due_at": "", "due_at_checked": False, "errors": []}
    new_call = {"title": title, "items": [
        {"radio": t("Audio-only call"), "checked": True}, {"radio": t("Video call")},
        {"radio": t("I called"), "checked": True},
        {"radio": t(":Name called", name=FIRST)},
        {"button": t("Cancel")}, {"button": t("Save")}]}  # fmt: skip
    call_body = {"who_initiated": "me", "called_at": "2025-08-28", "call_reason_id": 0,
                 "description": "", "emotion_id": 0, "type": "audio", "errors": []}  # fmt: skip
    addresses = {"title": title, "items": [
        {"text": t("Addresses")}, {"text": "Sveavägen 44, Stockholm"},
        {"link": t("View on map")}, {"link": t("Edit")}, {"link": t("Delete")}]}  # fmt: skip
    address = modal(title, t("Delete the address"),
                    t("Are you sure? The address will be deleted immediately."),
                    [t("Cancel"), t("Delete")])  # fmt: skip
    create_label = f'{t("Create new label")} "Gym"'
    labels = popup(title, [t("Labels")], [
        {"link": t("Close")}, {"field": "search", "hint": t("Filter list or create a new label"),
                              "text": "Gym"},
        {"link": create_label}, {"row": LABEL_NAME, "secondary": "✓"},
        {"row": LABEL2_NAME}])  # fmt: skip
    relations = {"title": title, "items": [
        {"text": t("Relationships")}, {"link": t("Add a relationship")}, {"text": RELATIVE},
        {"link": t("Remove")}]}  # fmt: skip
    goal_t = GOAL_NAME
    goal = {"title": goal_t, "items": [
        {"text": GOAL_NAME}, {"link": t("Edit")}, {"link": t("Delete")},
        {"text": t("Current streak")}]}  # fmt: skip
    life = popup(title, [t("Life events"), "Moved to Stockholm"], [{"link": t("Delete")}])
    return [
        _entry("opens-prompt", "notes module", notes, [(t("Add a note"), False, [])]),
        _entry("reversible", "new note form", new_note, [
            (t("Save"), False, [xhr("POST", f"{C}/notes", note_body)])]),
        _entry("opens-prompt", "note menu", popup(title, [NOTE_TITLE], menu), [
            (t("Delete"), False, [])]),
        _entry("reversible", "edit note form", edit_note, [
            (t("Update"), False, [xhr("PUT", f"{C}/notes/{NOTE}", {
                "title": NOTE_TITLE, "body": NOTE_BODY, "emotion": 2, "errors": []})])]),
        _entry("delete", "note delete confirm", confirm(ok, title, sure), [
            (ok[0], True, [xhr("DELETE", f"{C}/notes/{NOTE}")]), (ok[1], False, [])]),
        _entry("opens-prompt", "reminders module", reminders, [
            (t("Delete"), False, [])]),
        _entry("reversible", "new reminder form", new_reminder, [
            (t("Add date"), False, [xhr("POST", f"{C}/reminders", reminder_body)])]),
        _entry("delete", "reminder delete confirm", confirm(ok, title, sure), [
            (ok[0], True, [xhr("DELETE", f"{C}/reminders/{REMINDER}")])]),
        _entry("reversible", "tasks module", tasks, [
            (TASK_LABEL, False, [xhr("PUT", f"{C}/tasks/{TASK}/toggle")]),
            (done, False, [xhr("GET", f"{C}/tasks/completed")])]),
        _entry("reversible", "new task form", new_task, [
            (t("Save"), False, [xhr("POST", f"{C}/tasks", task_body)])]),
        _entry("opens-prompt", "task menu", popup(title, [TASK_LABEL], menu), [
            (t("Delete"), False, [])]),
        _entry("delete", "task delete confirm", confirm(ok, title, sure), [
            (ok[0], True, [xhr("DELETE", f"{C}/tasks/{TASK}")])]),
        _entry("reversible", "log a call form", new_call, [
            (t("Save"), False, [xhr("POST", f"{C}/calls", call_body)])]),
        _entry("delete", "call delete confirm", confirm(ok, title, sure), [
            (ok[0], True, [xhr("DELETE", f"{C}/calls/{CALL}")])]),
        _entry("opens-prompt", "addresses module", addresses, [(t("Delete"), False, [])]),
        _entry("delete", "address delete modal", address, [
            (t("Delete"), True, [xhr("DELETE", f"{C}/addresses/{ADDRESS}")]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "labels picker", labels, [
            (LABEL_NAME, False, [xhr("DELETE", f"{C}/labels/{LABEL}")]),
            (LABEL2_NAME, False, [xhr("PUT", f"{C}/labels/{LABEL2}")]),
            (create_label, False, [xhr("POST", f"{C}/labels", {
                "search": "Gym", "name": "Gym", "errors": []})])]),
        _entry("opens-prompt", "relationships module", relations, [(t("Remove"), False, [])]),
        _entry("reversible", "relationship remove confirm", confirm(ok, title, sure), [
            (ok[0], False, [xhr("PUT", f"{C}/relationships/{RELATION}")])]),
        _entry("opens-prompt", "goal page", goal, [(t("Delete"), False, [])]),
        _entry("delete", "goal delete confirm", confirm(ok, goal_t, t(
            "Are you sure? This will delete the goal and all the streaks permanently.")), [
            (ok[0], True, [xhr("DELETE", f"{C}/goals/{GOAL}")])]),
        _entry("opens-prompt", "life event menu", life, [(t("Delete"), False, [])]),
        _entry("delete", "life event delete confirm", confirm(ok, title, sure), [
            (ok[0], True, [xhr("DELETE", f"{C}/timelineEvents/{TIMELINE}")])]),
    ]  # fmt: skip


def settings_screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """The vault's settings (users, labels, deletion) and the account's settings (users and
    their invitation, genders, templates, account cancellation)."""
    sure = t("Are you sure? This action cannot be undone.")
    vault_t = t("Vault settings")
    users = {"title": vault_t, "items": [
        {"text": t("Users")}, {"link": t("Add a user")}, {"text": VAULT_USER_NAME},
        {"link": t("Change permission")}, {"link": t("Remove")}]}  # fmt: skip
    add_user = {"title": vault_t, "items": [
        {"text": t("Who should we invite in this vault?")},
        {"radio": ACCOUNT_USER_NAME, "checked": True},
        {"radio": t("Viewer")}, {"radio": t("Editor"), "checked": True}, {"radio": t("Manager")},
        {"link": t("Cancel")}, {"button": t("Add")}]}  # fmt: skip
    permission = {"title": vault_t, "items": [
        {"text": t("Permission for :name", name=VAULT_USER_NAME)},
        {"radio": t("Viewer"), "checked": True}, {"radio": t("Editor")},
        {"link": t("Cancel")}, {"button": t("Change permission")}]}  # fmt: skip
    labels = {"title": vault_t, "items": [
        {"text": t("All the labels used in the vault")}, {"button": t("Add a label")},
        {"text": LABEL_NAME}, {"link": t("Edit")}, {"link": t("Delete")}]}  # fmt: skip
    new_label = {"title": vault_t, "items": [
        {"field": "name", "hint": t("Name"), "text": "Neighbours"},
        {"link": t("Cancel")}, {"button": t("Create label")}]}  # fmt: skip
    delete_vault = {"title": vault_t, "items": [
        {"text": t(
            "Deleting the vault means deleting all the data inside this vault, forever. There "
            "is no turning back. Please be certain.")},
        {"link": t("Delete the vault")}]}  # fmt: skip
    users_t = t("Users")
    account_users = {"title": users_t, "items": [
        {"text": t("All users in this account")}, {"link": t("Invite a new user")},
        {"text": ACCOUNT_USER_NAME}, {"link": t("Edit")}, {"link": t("Delete")}]}  # fmt: skip
    invite = {"title": t("Create a user"), "items": [
        {"text": t("Invite someone")},
        {"field": "email", "hint": t("Email address to send the invitation to"),
         "text": "tomas@example.org"},
        {"radio": t("Regular user"), "checked": True}, {"radio": t("Administrator")},
        {"link": t("Cancel")}, {"button": t("Send invitation")}]}  # fmt: skip
    genders_t = t("Genders")
    genders = {"title": genders_t, "items": [
        {"button": t("Add a gender")}, {"text": GENDER_NAME}, {"link": t("Rename")},
        {"link": t("Delete")}]}  # fmt: skip
    templates_t = t("Templates")
    cancel_t = t("Cancel account")
    cancel = {"title": t("Settings"), "items": [
        {"text": t("All users and vaults will be deleted immediately,")},
        {"field": "password", "hint": t("Please enter your password to cancel the account"),
         "text": "••••••••••"},
        {"link": t("Go back")}, {"button": cancel_t}]}  # fmt: skip
    s = f"{V}/settings"
    return [
        _entry("revoke-access", "vault users", users, [
            (t("Remove"), True, [xhr("DELETE", f"{s}/users/{VAULT_USER}")]),
            (t("Add a user"), False, [])]),
        _entry("share", "vault add user form", add_user, [
            (t("Add"), True, [xhr("POST", f"{s}/users", {
                "permission": "200", "user_id": ACCOUNT_USER, "errors": []})])]),
        _entry("reversible", "vault permission form", permission, [
            (t("Change permission"), False, [xhr("PUT", f"{s}/users/{VAULT_USER}", {
                "permission": "300", "user_id": 0, "errors": []})])]),
        _entry("opens-prompt", "vault labels", labels, [
            (t("Delete"), False, [])]),
        _entry("reversible", "vault new label form", new_label, [
            (t("Create label"), False, [xhr("POST", f"{s}/labels", {
                "name": "Neighbours", "description": "", "bg_color": "bg-neutral-200",
                "text_color": "text-neutral-800", "errors": []})])]),
        _entry("delete", "vault label delete confirm", confirm(ok, vault_t, sure), [
            (ok[0], True, [xhr("DELETE", f"{s}/labels/{LABEL}")])]),
        _entry("opens-prompt", "vault deletion", delete_vault, [
            (t("Delete the vault"), False, [])]),
        _entry("delete", "vault delete confirm", confirm(ok, vault_t, sure), [
            (ok[0], True, [xhr("DELETE", V), visit("/vaults")]), (ok[1], False, [])]),
        _entry("opens-prompt", "account users", account_users, [
            (t("Invite a new user"), False, [visit("/settings/users/create")]),
            (t("Delete"), False, [])]),
        _entry("send", "invite form", invite, [
            (t("Send invitation"), True, [xhr("POST", "/settings/users", {
                "email": "tomas@example.org", "administrator": False, "errors": []}),
                visit("/settings/users")])]),
        _entry("delete-user", "account user delete confirm", confirm(ok, users_t, sure), [
            (ok[0], True, [xhr("DELETE", f"/settings/users/{ACCOUNT_USER}")])]),
        _entry("opens-prompt", "genders", genders, [(t("Delete"), False, [])]),
        _entry("delete", "gender delete confirm", confirm(ok, genders_t, t(
            "Are you sure? This will remove the genders from all contacts, but won’t delete "
            "the contacts themselves.")), [
            (ok[0], True, [xhr("DELETE", f"/settings/personalize/genders/{GENDER}")])]),
        _entry("delete", "template delete confirm", confirm(ok, templates_t, t(
            "Are you sure? This will remove the template from all contacts, but won’t delete "
            "the contacts themselves.")), [
            (ok[0], True, [xhr("DELETE", f"/settings/personalize/templates/{TEMPLATE}")])]),
        _entry("delete-user", "cancel account page", cancel, [
            (cancel_t, True, [xhr("PUT", "/settings/cancel", {
                "password": "harbour-lantern-58", "errors": []}), visit("/login")])]),
    ]  # fmt: skip


def screens(t: Any, ok: tuple[str, str]) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*contact_screens(t, ok), *module_screens(t, ok), *settings_screens(t, ok)]
