"""Paperless-ngx's screens for the thirty-fifth held-out corpus: ``screens(t)`` lays them out in
one language, ``t(source, *values)`` being that language's lookup of an English source string.
What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api"
DOCS = [12, 13]
DOC, TRASHED, NOTE, LINK = 12, 14, 41, 9
TAG, CORRESPONDENT, DOC_TYPE, STORAGE = 3, 5, 2, 4
VIEW, ACCOUNT, RULE, WORKFLOW, USER, GROUP = 6, 1, 2, 3, 7, 2
TITLE = "Harbour lease 2026"
Act = tuple[str, bool, list[Any]]


def send(method: str, path: str, body: Any = None) -> Any:
    """One HttpClient call under /api, with the JSON body Angular writes for the object."""
    if body is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}",
            "body": json.dumps(body, ensure_ascii=False, separators=(",", ":"))}  # fmt: skip


def bulk(method: str, parameters: dict[str, Any]) -> Any:
    """DocumentService.bulkEdit: the selection, the method and its parameters."""
    return send("POST", "/documents/bulk_edit/",
                {"documents": DOCS, "method": method, "parameters": parameters})  # fmt: skip


def confirm(t: Any, title: str, bold: str, message: str, caption: str) -> dict[str, Any]:
    """A ConfirmDialogComponent: its title and messages, Cancel and its caption button."""
    dialog = {"title": title, "message": " ".join(m for m in (bold, message) if m)}
    return {"title": TITLE, "dialog": dialog,
            "items": [{"button": t("Cancel")}, {"button": caption}]}  # fmt: skip


def list_screens(t: Any) -> list[dict[str, Any]]:
    """The document list's bulk editor with two documents selected, its Actions menu and
    the confirmations each edit opens."""
    bar = {"title": t("Documents"), "items": [
        {"text": t("Edit:")}, {"button": t("Tags")}, {"button": t("Correspondent")},
        {"button": t("Document type")}, {"button": t("Storage path")},
        {"button": t("Permissions")}, {"button": t("Actions")}, {"button": t("Send")},
        {"button": t("Download")}, {"button": t("Delete")}]}  # fmt: skip
    actions = {"title": t("Documents"), "dialog": {}, "items": [
        {"menu": t("Reprocess")}, {"menu": t("Rotate")}, {"menu": t("Merge")}]}  # fmt: skip
    two = "2"

    def assign(title: str, text: str, sends: Any) -> dict[str, Any]:
        return _entry(
            "reversible",
            f"bulk edit: {title}",
            confirm(t, t(title), text, "", t("Confirm")),
            [(t("Confirm"), False, [sends])],
        )

    tag_text = 'This operation will add the tag "{PH}" to {PH_1} selected document(s).'
    return [
        _entry("opens-prompt", "bulk editor", bar, [
            (t(key), False, []) for key in ("Tags", "Actions", "Delete")]),
        _entry("reversible", "bulk editor (download)", bar, [(t("Download"), False, [send(
            "POST", "/documents/bulk_download/",
            {"documents": DOCS, "content": "both", "follow_formatting": False})])]),
        assign("Confirm tags assignment", t(tag_text, "Invoices", two),
               bulk("modify_tags", {"add_tags": [TAG], "remove_tags": []})),
        assign("Confirm correspondent assignment", t(
            'This operation will assign the correspondent "{PH}" to {PH_1} selected document(s).',
            "Harbour Insurance", two), bulk("set_correspondent", {"correspondent": CORRESPONDENT})),
        assign("Confirm document type assignment", t(
            'This operation will assign the document type "{PH}" to {PH_1} selected document(s).',
            "Contract", two), bulk("set_document_type", {"document_type": DOC_TYPE})),
        assign("Confirm storage path assignment", t(
            'This operation will assign the storage path "{PH}" to {PH_1} selected document(s).',
            "Archive", two), bulk("set_storage_path", {"storage_path": STORAGE})),
        _entry("delete", "bulk delete dialog", confirm(
            t, t("Confirm"), t("Move {PH} selected document(s) to the trash?", two), "",
            t("Move to trash")), [(t("Move to trash"), False, [
                send("POST", "/documents/delete/", {"documents": DOCS})])]),
        _entry("opens-prompt", "bulk actions menu", actions, [
            (t(key), False, []) for key in ("Reprocess", "Rotate", "Merge")]),
        _entry("delete", "bulk reprocess dialog", confirm(
            t, t("Reprocess confirm"), t("This operation will permanently recreate the archive "
                                         "files for {PH} selected document(s).", two),
            t("The archive files will be re-generated with the current settings."),
            t("Proceed")), [(t("Proceed"), True, [
                send("POST", "/documents/reprocess/", {"documents": DOCS})])]),
        _entry("reversible", "bulk rotate dialog", confirm(
            t, t("Rotate confirm"), t("This operation will add rotated versions of the {PH} "
                                      "document(s).", two), "", t("Proceed")), [
            (t("Proceed"), False, [send("POST", "/documents/rotate/", {
                "documents": DOCS, "degrees": 90, "source_mode": "latest_version"})])]),
        _entry("reversible", "bulk merge dialog", confirm(
            t, t("Merge confirm"), t("This operation will merge {PH} selected documents into a "
                                     "new document.", two),
            t("Merged document will be queued for consumption."), t("Proceed")), [
            (t("Proceed"), False, [send("POST", "/documents/merge/", {"documents": DOCS})])]),
    ]  # fmt: skip


def detail_screens(t: Any) -> list[dict[str, Any]]:
    """A document's page, its delete and reprocess confirmations, its notes, the share links
    dialog and the e-mail dialog."""
    page = {"title": TITLE, "items": [
        {"field": "title", "text": TITLE, "focused": True}, {"button": t("Delete")},
        {"button": t("Send")}, {"button": t("Discard")}, {"button": t("Save & close")},
        {"button": t("Save & next")}]}  # fmt: skip
    send_menu = {"title": TITLE, "dialog": {}, "items": [
        {"menu": t("Share Links")}, {"menu": t("Email")}]}  # fmt: skip
    patch = send("PATCH", f"/documents/{DOC}/", {"id": DOC, "title": TITLE})
    note = "Signed copy is in the red folder."
    notes = {"title": TITLE, "items": [
        {"field": "newNote", "hint": t("Enter note"), "text": note, "focused": True},
        {"button": t("Add note")}, {"text": "Lease renewed until 2028."},
        {"icon": t("Delete note")}]}  # fmt: skip
    links = {
        "title": TITLE,
        "dialog": {"title": t("Share Links")},
        "items": [
            {"text": "/share/Xk3Pq9Lm2Rt7Vb5Nw8Yc4Hd6Jf1Gs0Az"},
            {"icon": t("Copy")},
            {"icon": t("Delete")},
            {"text": t("Share archive version")},
            {"button": t("Create")},
        ],
    }
    email = {"title": TITLE, "dialog": {"message": t(
        "Some email servers may reject messages with large attachments.")}, "items": [
        {"field": "addresses", "hint": t("Email address(es)"), "text": "lee@harbour.example"},
        {"field": "subject", "hint": t("Subject"), "text": TITLE},
        {"button": t("Cancel")}, {"button": t("Send email")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "document detail", page, [
            (t("Delete"), False, [])]),
        _entry("reversible", "document detail (save)", page, [
            (t("Save & close"), False, [patch]), (t("Save & next"), False, [patch])]),
        _entry("opens-prompt", "document send menu", send_menu, [
            (t("Share Links"), False, []), (t("Email"), False, [])]),
        _entry("delete", "document delete dialog", confirm(
            t, t("Confirm"), t('Do you really want to move the document "{PH}" to the trash?',
                               TITLE), "", t("Move to trash")), [
            (t("Move to trash"), False, [send("DELETE", f"/documents/{DOC}/")]),
            (t("Cancel"), False, [])]),
        _entry("delete", "document reprocess dialog", confirm(
            t, t("Reprocess confirm"), t("This operation will permanently recreate the archive "
                                         "file for this document."), "", t("Proceed")), [
            (t("Proceed"), True, [send("POST", "/documents/reprocess/", {"documents": [DOC]})])]),
        _entry("reversible", "document notes", notes, [(t("Add note"), False, [
            send("POST", f"/documents/{DOC}/notes/", {"note": note})])]),
        _entry("delete", "document notes (delete)", notes, [(t("Delete note"), True, [
            send("DELETE", f"/documents/{DOC}/notes/?id={NOTE}")])]),
        _entry("reversible", "share links dialog", links, [
            (t("Create"), False, [send("POST", "/share_links/", {
                "document": DOC, "file_version": "archive",
                "expiration": "2026-12-11T08:30:00.000Z"})])]),
        _entry("delete", "share links dialog (delete)", links, [
            (t("Delete"), True, [send("DELETE", f"/share_links/{LINK}/")])]),
        _entry("send", "email document dialog", email, [
            (t("Send email"), True, [send("POST", "/documents/email/", {
                "documents": [DOC], "addresses": "lee@harbour.example", "subject": TITLE,
                "message": "", "use_archive_version": True})])]),
    ]  # fmt: skip


def trash_screens(t: Any) -> list[dict[str, Any]]:
    """The trash: restore, delete one for good, empty it."""
    page = {"title": t("Trash"), "items": [
        {"button": t("Empty trash")}, {"text": "Old invoice 2019"},
        {"button": t("Restore")}, {"button": t("Delete")}]}  # fmt: skip
    gone = t("This operation cannot be undone.")
    return [
        _entry("reversible", "trash", page, [
            (t("Restore"), False, [send("POST", "/trash/", {
                "action": "restore", "documents": [TRASHED]})])]),
        _entry("delete", "trash delete dialog", {**confirm(
            t, t("Confirm delete"), t("This operation will permanently delete this document."),
            gone, t("Delete")), "title": t("Trash")}, [(t("Delete"), True, [send(
                "POST", "/trash/", {"action": "empty", "documents": [TRASHED]})])]),
        _entry("delete", "empty trash dialog", {**confirm(
            t, t("Confirm delete"), t("This operation will permanently delete all documents in "
                                      "the trash."), gone, t("Delete")), "title": t("Trash")},
               [(t("Delete"), True, [send("POST", "/trash/", {"action": "empty"})])]),
    ]  # fmt: skip


def manage_screens(t: Any) -> list[dict[str, Any]]:
    """Tags and correspondents, saved views, mail, workflows, the profile, users and groups."""
    gone = t("This operation cannot be undone.")

    def attribute(title: str, path: str) -> dict[str, Any]:
        return _entry(
            "delete",
            f"{title.lower()} delete dialog",
            {
                **confirm(
                    t,
                    t("Confirm delete"),
                    "",
                    t("Associated documents will not be deleted."),
                    t("Delete"),
                ),
                "title": t(title),
            },
            [(t("Delete"), True, [send("DELETE", path)])],
        )

    def admin(source: str, title: str, bold: str, page: str, path: str) -> dict[str, Any]:
        cancel = [(t("Cancel"), False, [])] if page == "Users & Groups" else []
        return _entry(
            "delete",
            source,
            {**confirm(t, t(title), t(bold), gone, t("Proceed")), "title": t(page)},
            [(t("Proceed"), True, [send("DELETE", path)]), *cancel],
        )

    views = {
        "title": t("Saved views"),
        "items": [
            {"text": "Unpaid invoices"},
            {"switch": t("Show on dashboard")},
            {"switch": t("Show in sidebar")},
            {"button": t("Delete")},
            {"button": t("Save")},
        ],
    }
    popover = {"title": t("Saved views"), "dialog": {"message": t("Are you sure?")}, "items": [
        {"button": t("Yes")}]}  # fmt: skip
    view = {"id": VIEW, "name": "Unpaid invoices", "show_on_dashboard": True,
            "show_in_sidebar": True}  # fmt: skip
    profile = {
        "title": t("Edit Profile"),
        "dialog": {},
        "items": [
            {"field": "email", "text": "alice@harbour.example"},
            {"icon": t("Regenerate auth token")},
            {"button": t("Cancel")},
            {"button": t("Save")},
        ],
    }
    token = {"title": t("Edit Profile"), "dialog": {"message": t("Are you sure?")},
             "items": [{"button": t("Yes")}]}  # fmt: skip
    return [
        attribute("Tags", f"/tags/{TAG}/"),
        attribute("Correspondents", f"/correspondents/{CORRESPONDENT}/"),
        _entry("reversible", "saved views", views, [
            (t("Show in sidebar"), False, []), (t("Delete"), False, []),
            (t("Save"), False, [send("PATCH", f"/saved_views/{VIEW}/", view)])]),
        _entry("delete", "saved view delete popover", popover, [
            (t("Yes"), True, [send("DELETE", f"/saved_views/{VIEW}/")])]),
        admin("mail account delete dialog", "Confirm delete mail account",
              "This operation will permanently delete this mail account.", "Mail",
              f"/mail_accounts/{ACCOUNT}/"),
        admin("mail rule delete dialog", "Confirm delete mail rule",
              "This operation will permanently delete this mail rule.", "Mail",
              f"/mail_rules/{RULE}/"),
        admin("workflow delete dialog", "Confirm delete workflow",
              "This operation will permanently delete this workflow.", "Workflows",
              f"/workflows/{WORKFLOW}/"),
        admin("user delete dialog", "Confirm delete user account",
              "This operation will permanently delete this user account.", "Users & Groups",
              f"/users/{USER}/"),
        admin("group delete dialog", "Confirm delete user group",
              "This operation will permanently delete this user group.", "Users & Groups",
              f"/groups/{GROUP}/"),
        _entry("reversible", "profile dialog", profile, [
            (t("Regenerate auth token"), False, []), (t("Cancel"), False, []),
            (t("Save"), False, [send("PATCH", "/profile/", {
                "email": "alice@harbour.example", "password": "**********",
                "first_name": "Alice", "last_name": "Moreau"})])]),
        _entry("delete", "regenerate token popover", token, [(t("Yes"), True, [
            send("POST", "/profile/generate_auth_token/", {})])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*list_screens(t), *detail_screens(t), *trash_screens(t), *manage_screens(t)]


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"paperless-ngx {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip
