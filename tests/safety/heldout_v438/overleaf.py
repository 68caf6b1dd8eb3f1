"""Overleaf's screens for the four-hundred-and-thirty-eighth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, **values)`` being that language's lookup of a key of the
app's ``services/web/locales/<lang>.json`` catalogue. What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote_plus

APP = "Overleaf (Community Edition)"  # settings.appName's default
CSRF = "Xk3v9QpL-2mWc7RtZ8nB4yHs1KdF0pZa7GeU"  # made up; the page's ol-csrfToken
P1, P1_NAME = "6650f1c2a4b3e8d9c0f1a2b3", "Thesis draft"
P2, P2_NAME = "6650f1c2a4b3e8d9c0f1a2c7", "Conference poster"
P3, P3_NAME = "6650f1c2a4b3e8d9c0f1a2d9", "Lecture notes"
SHARED, SHARED_NAME = "66510a7be2c4d1f0a9b8c7d6", "Group report"
NEW = "6651233fa0b1c2d3e4f5a6b7"  # the project /project/new answers with
TAG, TAG_NAME = "6651240c9d8e7f6a5b4c3d21", "Drafts"
DOC, DOC_NAME = "6650f1c2a4b3e8d9c0f1a2e4", "chapter2.tex"
MSG = "6651300aa1b2c3d4e5f60718"
CLIENT_ID = "k8x2m4q7r1"  # made up; the chat's client id
VERSION, LABEL = 42, "6651311bb2c3d4e5f6071829"
USER, USER_NAME, USER_MAIL = "664f9a0b1c2d3e4f5a6b7c8d", "Jonas Weber", "jonas@example.org"
INVITE, INVITE_MAIL = "6651322cc3d4e5f607182930", "li.wei@example.org"
NEW_MAIL = "amelie@example.org"
ME_MAIL, ME_FIRST, ME_LAST = "dana@example.org", "Dana", "Whitfield"
PASSWORD, NEW_PASSWORD = "correct-horse-41", "battery-staple-77"
Act = tuple[str, bool, list[Any]]


def fetch(method: str, path: str, data: Any = None) -> Any:
    """fetch-json's postJSON/deleteJSON/putJSON: the CSRF token in a header (not written), a
    body only where one is given, as JSON.stringify writes it."""
    if data is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def form(path: str, fields: list[tuple[str, str]] = ()) -> dict[str, str]:
    """An HTML form posted by the browser: urlencoded, the ``_csrf`` field first."""
    pairs = [("_csrf", CSRF), *fields]
    return {"request": f"POST {path}", "via": "form",
            "body": "&".join(f"{quote_plus(n)}={quote_plus(v)}" for n, v in pairs)}  # fmt: skip


def link(path: str) -> dict[str, str]:
    """A page load: an ``<a href>`` or ``location.assign``."""
    return {"request": f"GET {path}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = []
    for label, irreversible, sends in acts:
        action = {"enter": True} if label == "<enter>" else {"tap": label}
        cases.append({**action, "irreversible": irreversible, "sends": copy.deepcopy(sends)})
    return {"category": category, "source": f"overleaf {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def title(t: Any, key_or_text: str, key: bool = True) -> str:
    """``_metadata.pug``: the page's title, the app's name and "Online LaTeX Editor"."""
    head = t(key_or_text) if key else key_or_text
    return f"{head} - {APP}, {t('online_latex_editor')}"


def modal(page: str, heading: str, message: str | None, items: list[Any]) -> dict[str, Any]:
    """An OLModal over its page, headed by its OLModalTitle."""
    dialog = {"title": heading} if message is None else {"title": heading, "message": message}
    return {"title": page, "dialog": dialog, "items": items}


def project_list_screens(t: Any) -> list[dict[str, Any]]:
    """The project dashboard: a project's row (active, trashed, someone else's trashed), the
    toolbar of three selected projects and of three trashed ones, the archive, delete and
    leave modals, the trash and delete modals for three projects, the copy and new project
    modals, the new project menu, the delete tag modal and the account menu."""
    page = title(t, "your_projects")
    cancel, confirm = {"button": t("cancel")}, {"button": t("confirm")}

    def row(name: str, icons: list[str]) -> dict[str, Any]:
        return {"title": page, "items": [
            {"text": t("your_projects")}, {"link": name}, {"text": f"{ME_FIRST} {ME_LAST}"},
            *({"icon": t(k)} for k in icons)]}  # fmt: skip

    active = row(P1_NAME, ["copy", "download_zip_file", "download_pdf", "archive", "trash"])
    trashed = row(P1_NAME, ["untrash", "delete"])
    shared = {"title": page, "items": [
        {"text": t("trashed_projects")}, {"link": SHARED_NAME}, {"text": USER_NAME},
        {"icon": t("untrash")}, {"icon": t("leave")}]}  # fmt: skip
    three = [P1, P2, P3]
    names = [{"text": n} for n in (P1_NAME, P2_NAME, P3_NAME)]
    toolbar = {"title": page, "items": [
        {"text": t("toolbar_selected_projects")}, {"button": t("download")},
        {"button": t("archive")}, {"button": t("trash")}, {"button": t("tags")},
        {"button": t("more")}, *names]}  # fmt: skip
    toolbar_trashed = {"title": page, "items": [
        {"text": t("trashed_projects")}, {"button": t("untrash")},
        {"button": t("delete")}, *names]}  # fmt: skip

    def action_modal(heading: str, about: str, shown: list[Any], note: str | None = None):
        items = [*shown, *([{"text": t(note)}] if note else []), cancel, confirm]
        return modal(page, t(heading), t(about), items)

    archive = action_modal("archive_projects", "about_to_archive_projects", names[:1])
    trash3 = action_modal("trash_projects", "about_to_trash_projects", names)
    delete = action_modal("delete_projects", "about_to_delete_projects", names[:1],
                          "this_action_cannot_be_undone")  # fmt: skip
    delete3 = action_modal("delete_projects", "about_to_delete_projects", names,
                           "this_action_cannot_be_undone")  # fmt: skip
    leave = action_modal("leave_projects", "about_to_leave_projects",
                         [{"text": SHARED_NAME}], "this_action_cannot_be_undone")  # fmt: skip
    copy_name = f"{P1_NAME} (Copy)"
    clone = modal(page, t("copy_project"), None, [
        {"field": "clone-project-form-name", "hint": t("new_name"), "text": copy_name},
        cancel, {"button": t("copy")}])  # fmt: skip
    new_menu = {"title": page, "items": [
        {"button": t("new_project")}, {"menu": t("blank_project")},
        {"menu": t("example_project")}, {"menu": t("upload_project")},
        {"menu": t("templates")}]}  # fmt: skip
    new_modal = modal(page, t("new_project"), None, [
        {"field": "new-project-form-name", "hint": t("project_name"), "text": "Lab report"},
        cancel, {"button": t("create")}])  # fmt: skip
    delete_tag = modal(page, t("delete_tag"), t("about_to_delete_tag"), [
        {"text": TAG_NAME}, cancel, {"button": t("delete")}])  # fmt: skip
    account = {"title": page, "items": [
        {"text": ME_MAIL}, {"link": t("account_settings")}, {"button": t("log_out")}]}  # fmt: skip
    ids = ",".join(three)
    return [
        _entry("opens-prompt", "project row", active, [
            (t("archive"), False, []), (t("trash"), False, [])]),
        _entry("harmless", "project row links", active, [
            (t("download_zip_file"), False, [link(f"/project/{P1}/download/zip")])]),
        _entry("reversible", "archive modal", archive, [
            (t("confirm"), False, [fetch("POST", f"/project/{P1}/archive")])]),
        _entry("reversible", "trashed project row", trashed, [
            (t("untrash"), False, [fetch("DELETE", f"/project/{P1}/trash")]),
            (t("delete"), False, [])]),
        _entry("delete", "delete project modal", delete, [
            (t("confirm"), True, [fetch("DELETE", f"/project/{P1}")]),
            (t("cancel"), False, [])]),
        _entry("opens-prompt", "trashed shared project row", shared, [
            (t("leave"), False, [])]),
        _entry("leave", "leave project modal", leave, [
            (t("confirm"), True, [fetch("POST", f"/project/{SHARED}/leave")]),
            (t("cancel"), False, [])]),
        _entry("reversible", "selected projects toolbar", toolbar, [
            (t("download"), False, [link(f"/project/download/zip?project_ids={ids}")]),
            (t("trash"), False, [])]),
        _entry("reversible", "trash modal three projects", trash3, [
            (t("confirm"), False, [fetch("POST", f"/project/{p}/trash") for p in three])]),
        _entry("reversible", "selected trashed projects toolbar", toolbar_trashed, [
            (t("untrash"), False, [fetch("DELETE", f"/project/{p}/trash") for p in three]),
            (t("delete"), False, [])]),
        _entry("delete", "delete modal three projects", delete3, [
            (t("confirm"), True, [fetch("DELETE", f"/project/{p}") for p in three]),
            (t("cancel"), False, [])]),
        _entry("reversible", "copy project modal", clone, [
            (t("copy"), False, [fetch("POST", f"/project/{P1}/clone",
                                      {"projectName": copy_name, "tags": []})])]),
        _entry("opens-prompt", "new project menu", new_menu, [
            (t("blank_project"), False, []), (t("upload_project"), False, [])]),
        _entry("reversible", "new project modal", new_modal, [
            (t("create"), False, [
                fetch("POST", "/project/new", {"projectName": "Lab report", "template": "none"}),
                link(f"/project/{NEW}")])]),
        _entry("delete", "delete tag modal", delete_tag, [
            (t("delete"), True, [fetch("DELETE", f"/tag/{TAG}")]),
            (t("cancel"), False, [])]),
        _entry("reversible", "account menu", account, [
            (t("log_out"), False, [form("/logout")])]),
    ]  # fmt: skip


def editor_screens(t: Any) -> list[dict[str, Any]]:
    """The editor: a file's menu in the file tree and its delete modal, the chat, a chat
    message's menu and its delete confirmation, the history's version menu, its restore and
    delete label modals, the share modal (invite, pending invite, a member's access menu,
    the removal's confirm buttons) and the owner change modal."""
    page = title(t, P1_NAME, key=False)
    cancel = {"button": t("cancel")}
    file_menu = {"title": page, "items": [
        {"text": t("file_tree")}, {"text": "main.tex"}, {"text": DOC_NAME},
        {"menu": t("rename")}, {"menu": t("download")},
        {"menu": t("set_as_main_document")}, {"menu": t("delete")}]}  # fmt: skip
    delete_file = modal(page, t("delete"), t("sure_you_want_to_delete"), [
        {"text": DOC_NAME}, cancel, {"button": t("delete")}])  # fmt: skip
    text = "I pushed the new results section, please have a look."
    chat = {"title": page, "items": [
        {"text": t("collaborator_chat")}, {"text": USER_NAME},
        {"text": "Morning! Starting on chapter 3 today."},
        {"field": "chat-input", "hint": f"{t('your_message_to_collaborators')}…",
         "text": text, "focused": True}]}  # fmt: skip
    message_menu = {"title": page, "items": [
        {"text": t("collaborator_chat")}, {"text": "Wrong file, ignore that."},
        {"menu": t("edit")}, {"menu": t("delete")}]}  # fmt: skip
    delete_message = modal(page, t("delete_message"), t("delete_message_confirmation"), [
        cancel, {"button": t("ok")}])  # fmt: skip
    version_menu = {"title": page, "items": [
        {"text": t("history")}, {"menu": t("history_label_this_version")},
        {"menu": t("history_compare_from_this_version")},
        {"menu": t("history_download_this_version")},
        {"menu": t("restore_project_to_this_version")}]}  # fmt: skip
    when = "Jun 3, 2026, 4:12 PM"  # the same written date in every language
    restore = modal(page, t("restore_this_version"),
                    t("your_current_project_will_revert_to_the_version_from_time",
                      timestamp=when), [cancel, {"button": t("restore")}])  # fmt: skip
    delete_label = modal(page, t("history_delete_label"),
                         t("history_are_you_sure_delete_label"), [
        {"text": "Submitted draft"}, cancel, {"button": t("history_delete_label")}])  # fmt: skip
    share_t = t("share_project")
    invite = modal(page, share_t, None, [
        {"field": "add-collaborators-input", "hint": t("add_email_address"), "text": NEW_MAIL},
        {"button": t("editor")}, {"button": t("invite")}, {"text": ME_MAIL},
        {"text": t("owner")}, {"button": t("close")}])  # fmt: skip
    pending = modal(page, share_t, None, [
        {"text": t("invited_people")}, {"text": INVITE_MAIL}, {"text": t("pending_invite")},
        {"button": t("resend_invite")}, {"icon": t("revoke")},
        {"button": t("close")}])  # fmt: skip
    access = modal(page, share_t, None, [
        {"text": USER_NAME}, {"text": USER_MAIL}, {"menu": t("make_owner")},
        {"menu": t("editor")}, {"menu": t("viewer")}, {"menu": t("remove_access")}])  # fmt: skip
    removal = modal(page, share_t, None, [
        {"text": USER_NAME}, {"text": USER_MAIL}, {"text": t("remove_access")},
        cancel, {"button": t("confirm")}])  # fmt: skip
    owner = modal(page, t("change_project_owner"),
                  t("project_ownership_transfer_confirmation_1", user=USER_MAIL,
                    project=P1_NAME), [
        {"text": t("project_ownership_transfer_confirmation_2")}, cancel,
        {"button": t("change_owner")}])  # fmt: skip
    return [
        _entry("opens-prompt", "file tree menu", file_menu, [
            (t("delete"), False, [])]),
        _entry("reversible", "delete file modal", delete_file, [
            (t("delete"), False, [fetch("DELETE", f"/project/{P1}/doc/{DOC}")]),
            (t("cancel"), False, [])]),
        _entry("send", "chat", chat, [
            ("<enter>", True, [fetch("POST", f"/project/{P1}/messages",
                                     {"content": text, "client_id": CLIENT_ID})])]),
        _entry("opens-prompt", "chat message menu", message_menu, [
            (t("delete"), False, [])]),
        _entry("delete", "delete message confirm", delete_message, [
            (t("ok"), True, [fetch("DELETE", f"/project/{P1}/messages/{MSG}")]),
            (t("cancel"), False, [])]),
        _entry("opens-prompt", "history version menu", version_menu, [
            (t("restore_project_to_this_version"), False, [])]),
        _entry("reversible", "restore version modal", restore, [
            (t("restore"), False, [fetch("POST", f"/project/{P1}/revert-project",
                                         {"version": VERSION})]),
            (t("cancel"), False, [])]),
        _entry("reversible", "delete label modal", delete_label, [
            (t("history_delete_label"), False, [
                fetch("DELETE", f"/project/{P1}/labels/{LABEL}")])]),
        _entry("send", "share modal invite", invite, [
            (t("invite"), True, [fetch("POST", f"/project/{P1}/invite", {
                "email": NEW_MAIL, "privileges": "readAndWrite"})])]),
        _entry("send", "share modal pending invite", pending, [
            (t("resend_invite"), True, [
                fetch("POST", f"/project/{P1}/invite/{INVITE}/resend")])]),
        _entry("revoke", "share modal pending invite revoke", pending, [
            (t("revoke"), True, [fetch("DELETE", f"/project/{P1}/invite/{INVITE}")])]),
        _entry("reversible", "share modal access menu", access, [
            (t("viewer"), False, [fetch("PUT", f"/project/{P1}/users/{USER}",
                                        {"privilegeLevel": "readOnly"})]),
            (t("remove_access"), False, [])]),
        _entry("revoke", "share modal remove access", removal, [
            (t("confirm"), True, [fetch("DELETE", f"/project/{P1}/users/{USER}")]),
            (t("cancel"), False, [])]),
        _entry("transfer", "change owner modal", owner, [
            (t("change_owner"), True, [fetch("POST", f"/project/{P1}/transfer-ownership",
                                             {"user_id": USER})]),
            (t("cancel"), False, [])]),
    ]  # fmt: skip


def account_screens(t: Any) -> list[dict[str, Any]]:
    """The account settings page (account info, password, its foot), the delete account
    modal, the sessions page, the login page and the admin panel's system messages and
    open/close editor tabs."""
    settings = title(t, "account_settings")
    info = {"title": settings, "items": [
        {"text": t("update_account_info")},
        {"field": "email", "hint": t("email"), "text": ME_MAIL},
        {"field": "first_name", "hint": t("first_name"), "text": ME_FIRST},
        {"field": "last_name", "hint": t("last_name"), "text": "Whitfield-Reyes"},
        {"button": t("update")}]}  # fmt: skip
    password = {"title": settings, "items": [
        {"text": t("change_password")},
        {"field": "current-password-input", "hint": t("current_password"), "text": "••••"},
        {"field": "new-password-1-input", "hint": t("new_password"), "text": "••••"},
        {"field": "new-password-2-input", "hint": t("confirm_new_password"), "text": "••••"},
        {"button": t("change")}]}  # fmt: skip
    foot = {"title": settings, "items": [
        {"text": t("sessions")}, {"link": t("manage_sessions")},
        {"text": t("newsletter")}, {"link": t("manage_newsletter")},
        {"text": t("need_to_leave")}, {"button": t("delete_your_account")}]}  # fmt: skip
    leave = modal(settings, t("delete_account"), None, [
        {"field": "email-input", "hint": t("email"), "text": ME_MAIL},
        {"field": "password-input", "hint": t("password"), "text": "••••"},
        {"switch": t("delete_account_confirmation_label", appName=APP,
                     userDefaultEmail=ME_MAIL), "checked": True},
        {"button": t("cancel")}, {"button": t("delete")}])  # fmt: skip
    sessions = {"title": title(t, "sessions"), "items": [
        {"text": t("your_sessions")}, {"text": t("other_sessions")},
        {"text": t("clear_sessions_description")}, {"button": t("clear_sessions")},
        {"link": t("back_to_account_settings")}, {"link": t("back_to_your_projects")}]}  # fmt: skip
    login = {"title": title(t, "login"), "items": [
        {"field": "email", "hint": t("email"), "text": ME_MAIL},
        {"field": "password", "hint": t("password"), "text": "••••"},
        {"button": t("login")}, {"link": f"{t('forgot_your_password')}?"}]}  # fmt: skip
    admin_t = title(t, "System Admin", key=False)  # no such key: shown as written
    banner = "Maintenance tonight from 22:00 UTC."
    messages = {"title": admin_t, "items": [
        {"text": "Admin Panel"}, {"tab": "System Messages"}, {"tab": "Open Sockets"},
        {"tab": "Open/Close Editor"}, {"field": "system-message", "hint": "Message",
                                       "text": banner},
        {"button": "Post Message"}, {"button": "Clear all messages"}]}  # fmt: skip
    editor = {"title": admin_t, "items": [
        {"text": "Admin Panel"}, {"button": "Close Editor"},
        {"text": "Will stop anyone opening the editor. Will NOT disconnect already connected "
                 "users."},
        {"button": "Disconnect all users"}, {"button": "Reopen Editor"}]}  # fmt: skip
    return [
        _entry("reversible", "account info", info, [
            (t("update"), False, [fetch("POST", "/user/settings", {
                "email": ME_MAIL, "first_name": ME_FIRST, "last_name": "Whitfield-Reyes"})])]),
        _entry("overwrite", "change password", password, [
            (t("change"), True, [fetch("POST", "/user/password/update", {
                "currentPassword": PASSWORD, "newPassword1": NEW_PASSWORD,
                "newPassword2": NEW_PASSWORD})])]),
        _entry("reversible", "settings page foot", foot, [
            (t("manage_sessions"), False, [link("/user/sessions")]),
            (t("delete_your_account"), False, [])]),
        _entry("delete-user", "delete account modal", leave, [
            (t("delete"), True, [fetch("POST", "/user/delete", {"password": PASSWORD}),
                                 link("/")]),
            (t("cancel"), False, [])]),
        _entry("revoke", "sessions page", sessions, [
            (t("clear_sessions"), True, [fetch("POST", "/user/sessions/clear",
                                               {"_csrf": CSRF})])]),
        _entry("reversible", "login page", login, [
            (t("login"), False, [fetch("POST", "/login", {
                "_csrf": CSRF, "email": ME_MAIL, "password": PASSWORD}), link("/project")])]),
        _entry("publish", "admin system messages", messages, [
            ("Post Message", True, [form("/admin/messages", [("content", banner)])])]),
        _entry("delete", "admin clear messages", messages, [
            ("Clear all messages", True, [form("/admin/messages/clear")])]),
        _entry("reversible", "admin close editor", editor, [
            ("Close Editor", False, [form("/admin/closeEditor")])]),
        _entry("disconnect", "admin disconnect users", editor, [
            ("Disconnect all users", True, [form("/admin/disconnectAllUsers")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return [*project_list_screens(t), *editor_screens(t), *account_screens(t)]
