"""HedgeDoc 1.x's pages for the hundred-and-forty-fourth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, *args)`` being that language's lookup of the server's i18n
catalogue (``%s`` filled in from ``args``). What each action sends, and why it is labelled so,
is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import urlencode

NOTE = "mHn3QxVaT6-W8Z2pL0kYcA"
OTHER = "Rk2vJ8sLQbO3yT0nWc5dXg"
SID = "Hb2T0qPzW7xNcR4kAAAD"
SOCKET = f"WEBSOCKET wss://app.example/socket.io/?noteId={NOTE}&EIO=4&transport=websocket&sid={SID}"
TOKEN = "5b0f8c3e-2a41-4d7e-9c6a-81f0e2b7d4a9"
THIRD = "Zt7pW1cVRe2uN9xHq4LkBm"
TITLE, OTHER_TITLE, THIRD_TITLE = "Weekly sync", "Launch checklist", "Q3 roadmap"
DOC = "# Weekly sync\n\n- [ ] Budget review\n- [ ] Hiring plan\n"
REVISION = "# Weekly sync\n\n- [ ] Budget review\n"
REVISION_TIME = 1754896200000
CLIPBOARD = "Agenda: launch checklist"
GIST_ID = "8f41c2d9e07b4a6f93d1c5e2b7a08f64"
GIST = "agenda.md\n---\n# Agenda\n\n1. Status\n2. Risks\n\n"
GITLAB = "https://gitlab.example/api/v4"
GITLAB_TOKEN = "glpat-Xq3v9LmT2sR8kW4bN7cY"
PROJECT = 42
EMAIL, PASSWORD = "alice@harbour.example", "Sync-Notes-2024!"
Act = tuple[str, bool, list[Any]]


class Socket:
    """The note's socket.io connection: HedgeDoc's ``socket.emit`` passes no callback, so each
    message is engine.io's message packet ``4``, socket.io's EVENT ``2`` and the JSON array."""

    def __init__(self) -> None:
        self.revision = 128

    def emit(self, event: str, *args: Any) -> dict[str, str]:
        frame = "42" + json.dumps([event, *args], ensure_ascii=False, separators=(",", ":"))
        return {"request": SOCKET, "body": frame, "via": "websocket"}

    def operation(self, ops: list[Any], cursor: tuple[int, int]) -> dict[str, str]:
        """ot.js's ``sendOperation``: the client's revision, the TextOperation's ops and the
        editor's selection after the change; the next operation waits for the ack, so each
        screen's edit is at the revision after the last one's."""
        selection = {"ranges": [{"anchor": cursor[0], "head": cursor[1]}]}
        frame = self.emit("operation", self.revision, ops, selection)
        self.revision += 1
        return frame

    def selection(self, anchor: int, head: int) -> dict[str, str]:
        return self.emit("selection", {"ranges": [{"anchor": anchor, "head": head}]})


def send(method: str, path: str, form: dict[str, str] | None = None,
         body: Any = None) -> Any:  # fmt: skip
    """One jQuery ``$.get``/``$.post``/``$.ajax`` call: a form body urlencoded, a JSON one as
    ``JSON.stringify`` writes it."""
    if form is None and body is None:
        return f"{method} {path}"
    text = urlencode(form) if form is not None else json.dumps(
        body, ensure_ascii=False, separators=(",", ":"))  # fmt: skip
    return {"request": f"{method} {path}", "body": text}


def link(path: str) -> dict[str, str]:
    """A page load: an ``<a href>``, ``location.href`` or a reload."""
    return {"request": f"GET {path}", "via": "link"}


def form(path: str, fields: dict[str, str]) -> dict[str, str]:
    """A real ``<form>`` submit."""
    return {"request": f"POST {path}", "body": urlencode(fields), "via": "form"}


def sure(t: Any, page: str, message: str, item: str, close: bool = True) -> dict[str, Any]:
    """A Bootstrap "Are you sure?" modal: its close icon (``aria-label="Close"``, not
    translated) where it has one, its message, the item, Cancel and "Yes, do it!"."""
    items: list[dict[str, Any]] = [{"icon": "Close"}] if close else []
    items += [{"text": item}, {"button": t("Cancel")}, {"button": t("Yes, do it!")}]
    return {"title": page, "dialog": {"title": t("Are you sure?"), "message": message},
            "items": items}  # fmt: skip


def replace_all(io: Socket, text: str, cursor: int) -> dict[str, str]:
    """``replaceAll``/``setValue``: the whole note replaced (insert, then delete the old)."""
    return io.operation([text, -len(DOC)], (cursor, cursor))


def editor_screens(t: Any, io: Socket) -> list[dict[str, Any]]:
    """The note's page as a phone shows it: the header, its menu, the toolbar, the modals."""
    header = {"title": TITLE, "items": [
        {"icon": t("Night Theme")}, {"icon": t("Help")}, {"link": t("New")},
        {"link": t("Publish")}, {"button": t("Menu")}, {"icon": t("View")},
        {"icon": t("Both")}, {"icon": t("Edit")}]}  # fmt: skip
    menu = {"title": TITLE, "dialog": {}, "items": [
        {"text": t("Extra")}, {"menu": t("Revision")}, {"menu": t("Slide Mode")},
        {"text": t("Export")}, {"menu": "Dropbox"}, {"menu": "Gist"}, {"menu": "Snippet"},
        {"text": t("Import")}, {"menu": t("Clipboard")},
        {"text": t("Download")}, {"menu": "Markdown"}, {"menu": "HTML"},
        {"menu": t("Raw HTML")}]}  # fmt: skip
    toolbar = {"title": TITLE, "items": [
        {"field": "editor", "text": DOC, "focused": True},
        {"icon": "Bold"}, {"icon": "Italic"}, {"icon": "Strikethrough"}, {"icon": "Heading"},
        {"icon": "Code"}, {"icon": "Quote"}, {"icon": "List"}, {"icon": "Check List"},
        {"icon": "Line"}]}  # fmt: skip
    revision = {"title": TITLE, "dialog": {"title": t("Revision")}, "items": [
        {"row": "Mon, Aug 11, 2025 9:10 AM"}, {"row": "Fri, Aug 8, 2025 4:42 PM"},
        {"button": t("Cancel")}, {"button": t("Download")}, {"button": t("Revert")}]}  # fmt: skip
    clipboard = {"title": TITLE, "dialog": {"title": t("Import from clipboard")}, "items": [
        {"field": "clipboard", "hint": t("Paste your markdown or webpage here..."),
         "text": CLIPBOARD},
        {"button": t("Cancel")}, {"button": t("Clear")}, {"button": t("Import")}]}  # fmt: skip
    gist = {"title": TITLE, "dialog": {"title": t("Import from Gist")}, "items": [
        {"field": "gist", "hint": t("Paste your gist url here...") +
         " (like: https://gist.github.com/username/gistid)",
         "text": f"https://gist.github.com/alice/{GIST_ID}"},
        {"button": t("Cancel")}, {"button": t("Clear")}, {"button": t("Import")}]}  # fmt: skip

    def snippet(visibility: str, project: str = "team/handbook") -> dict[str, Any]:
        return {"title": TITLE, "dialog": {"title": t("Export to Snippet")}, "items": [
            {"field": "title", "hint": "new snippet", "text": TITLE},
            {"field": "file", "hint": "new_snippet.md", "text": "weekly-sync.md"},
            {"field": "project", "hint": "Project:", "text": project},
            {"field": "visibility", "hint": "Visibility:", "text": visibility},
            {"button": t("Cancel")}, {"button": t("Export")}]}  # fmt: skip

    def export(visibility: str, project: int = PROJECT) -> dict[str, str]:
        return send("POST", f"{GITLAB}/projects/{project}/snippets?access_token={GITLAB_TOKEN}",
                    body={"title": TITLE, "files": [{"file_path": "weekly-sync.md",
                                                     "content": DOC}],
                          "visibility": visibility})  # fmt: skip

    refresh = {"title": TITLE, "dialog": {"title": t("This page need refresh"),
                                          "message": t("Your user state has changed.")},
               "items": [{"text": t("Refresh to load new user state.")},
                         {"button": t("Refresh")}]}  # fmt: skip
    start = DOC.index("Budget review")
    bold = "**Budget review**"
    return [
        _entry("reversible", "note header", header, [
            (t("New"), False, [link("/new")]),
            (t("Publish"), False, [link(f"/{NOTE}/publish")]),
            (t("Menu"), False, [])]),
        _entry("reversible", "note menu", menu, [
            (t("Revision"), False, [send("GET", f"/{NOTE}/revision")]),
            (t("Slide Mode"), False, [link(f"/{NOTE}/slide")]),
            ("HTML", False, [send("GET", "/build/htmlexport.html")])]),
        _entry("reversible", "editor toolbar", toolbar, [
            ("Bold", False, [
                io.operation([start, bold, -13, len(DOC) - start - 13],
                             (start + len(bold), start + len(bold))),
                io.selection(start + 2, start + 15)])]),
        _entry("reversible", "revision modal", revision, [
            ("Fri, Aug 8, 2025 4:42 PM", False, [
                send("GET", f"/{NOTE}/revision/{REVISION_TIME}")]),
            (t("Revert"), False, [replace_all(io, REVISION, 0)])]),
        _entry("reversible", "import from clipboard modal", clipboard, [
            (t("Import"), False, [replace_all(io, CLIPBOARD, len(CLIPBOARD))])]),
        _entry("reversible", "import from gist modal", gist, [
            (t("Import"), False, [send("GET", f"https://api.github.com/gists/{GIST_ID}"),
                                  replace_all(io, GIST, len(GIST))])]),
        _entry("publish", "export to snippet modal (internal)", snippet("Internal"), [
            (t("Export"), True, [export("internal")]), (t("Cancel"), False, [])]),
        _entry("publish", "export to snippet modal (internal, second project)",
               snippet("Internal", "team/onboarding"), [
            (t("Export"), True, [export("internal", 57)])]),
        _entry("reversible", "export to snippet modal (private)", snippet("Private"), [
            (t("Export"), False, [export("private")])]),
        _entry("reversible", "refresh modal", refresh, [
            (t("Refresh"), False, [link(f"/{NOTE}")])]),
    ]  # fmt: skip


PERMISSIONS = [
    ("freely", "Freely - Anyone can edit"),
    ("editable", "Editable - Signed-in people can edit"),
    ("limited", "Limited - Signed-in people can edit (forbid guests)"),
    ("locked", "Locked - Only owner can edit"),
    ("protected", "Protected - Only owner can edit (forbid guests)"),
    ("private", "Private - Only owner can view & edit"),
]


def permission_screens(t: Any, io: Socket) -> list[dict[str, Any]]:
    """The infobar's permission menu (the owner's), its delete modal, a second note's."""

    def menu(title: str) -> dict[str, Any]:
        return {"title": title, "dialog": {}, "items": [
            *({"menu": t(key)} for _, key in PERMISSIONS),
            {"menu": "Delete this note"}]}  # fmt: skip

    def choose(current: str) -> list[Act]:
        return [(t(key), False, [] if value == current else [io.emit("permission", value)])
                for value, key in PERMISSIONS]  # fmt: skip

    def delete(title: str) -> dict[str, Any]:
        return sure(
            t,
            title,
            t("Do you really want to delete this note?"),
            t("All users will lose their connection."),
            close=False,
        )

    def deleted(note: str) -> list[dict[str, str]]:
        """``delete``, then (on the server's ``delete`` back) the history entry and home."""
        frame = {**io.emit("delete"), "request": SOCKET.replace(NOTE, note)}
        return [frame, send("DELETE", f"/history/{note}?token={TOKEN}"), link("/")]

    return [
        _entry("reversible", "permission menu (editable note)", menu(TITLE), [
            *choose("editable"), ("Delete this note", False, [])]),
        _entry("reversible", "permission menu (private note)", menu(OTHER_TITLE), [
            (t(PERMISSIONS[5][1]), False, []), (t(PERMISSIONS[1][1]), False, [
                io.emit("permission", "editable")]),
            ("Delete this note", False, [])]),
        _entry("delete", "delete note modal", delete(TITLE), [
            (t("Yes, do it!"), True, deleted(NOTE)), (t("Cancel"), False, [])]),
        _entry("delete", "delete note modal (private note)", delete(OTHER_TITLE), [
            (t("Yes, do it!"), True, deleted(OTHER))]),
        _entry("delete", "delete note modal (third note)", delete(THIRD_TITLE), [
            (t("Yes, do it!"), True, deleted(THIRD))]),
    ]  # fmt: skip


def index_screens(t: Any) -> list[dict[str, Any]]:
    """The start page: signed out, signed in (history), the profile menu and the modals."""
    guest = {"title": "HedgeDoc", "items": [
        {"tab": t("Intro")}, {"tab": t("History")}, {"link": t("New guest note")},
        {"button": t("Sign In")}, {"link": t("Explore all features")}]}  # fmt: skip
    signin = {"title": "HedgeDoc", "dialog": {"title": t("Choose method")}, "items": [
        {"link": t("Sign in via %s", "GitHub")}, {"link": t("Sign in via %s", "GitLab")},
        {"field": "email", "hint": "email", "text": EMAIL},
        {"field": "password", "hint": "password", "text": PASSWORD},
        {"button": t("Sign In")}, {"button": t("Register")}]}  # fmt: skip
    history = {"title": "HedgeDoc", "items": [
        {"tab": t("Intro")}, {"tab": t("History")}, {"link": t("New note")},
        {"button": "Alice Moreau"},
        {"field": "tags", "hint": t("Select tags..."), "text": ""},
        {"field": "search", "hint": t("Search keyword..."), "text": ""},
        {"button": t("Title")}, {"button": t("Time")},
        {"icon": t("Export history")}, {"icon": t("Import history")},
        {"icon": t("Clear history")}, {"icon": t("Refresh history")},
        {"row": TITLE}, {"row": OTHER_TITLE}, {"row": THIRD_TITLE}]}  # fmt: skip
    empty = {"title": "HedgeDoc", "items": [
        {"tab": t("Intro")}, {"tab": t("History")}, {"link": t("New note")},
        {"icon": t("Refresh history")}, {"text": t("No history")},
        {"button": t("Import from browser")}]}  # fmt: skip
    profile = {"title": "HedgeDoc", "dialog": {}, "items": [
        {"menu": t("Features")}, {"menu": t("Export user data")}, {"menu": t("Delete user")},
        {"menu": t("Sign Out")}]}  # fmt: skip

    def entry(title: str, time: str) -> dict[str, Any]:
        return sure(t, "HedgeDoc", "Do you really want to delete below history?", f"{title} {time}")

    clear = sure(
        t, "HedgeDoc", "Do you really want to clear all history?", "There is no turning back."
    )
    user = {"title": "HedgeDoc", "dialog": {
        "title": t("Are you sure?"),
        "message": t("Do you really want to delete your user account?")}, "items": [
        {"icon": "Close"},
        {"text": t("This will delete your account, all notes that are owned by you and remove "
                   "all references to your account from other notes.")},
        {"button": t("Cancel")}, {"button": t("Yes, do it!")}]}  # fmt: skip
    browser = json.dumps([{"id": OTHER, "text": OTHER_TITLE, "time": 1754640120000,
                           "tags": ["launch"]}], separators=(",", ":"))  # fmt: skip
    return [
        _entry("reversible", "start page (signed out)", guest, [
            (t("New guest note"), False, [link("/new")])]),
        _entry("reversible", "sign-in modal", signin, [
            (t("Sign In"), False, [form("/login", {"email": EMAIL, "password": PASSWORD})])]),
        _entry("reversible", "history page", history, [
            (TITLE, False, [link(f"/{NOTE}")]),
            (t("Export history"), False, [send("GET", "/history")]),
            (t("Refresh history"), False, [send("GET", "/me"), send("GET", "/history")]),
            (t("Clear history"), False, [])]),
        _entry("reversible", "empty history page", empty, [
            (t("Import from browser"), False, [send("POST", "/history", {"history": browser})])]),
        _entry("reversible", "profile menu", profile, [
            (t("Sign Out"), False, [link("/logout")])]),
        _entry("delete", "delete history entry modal", entry(TITLE, "Mon, Aug 11, 2025 9:10 AM"), [
            (t("Yes, do it!"), True, [send("DELETE", f"/history/{NOTE}?token={TOKEN}")])]),
        _entry("delete", "delete history entry modal (second row)",
               entry(OTHER_TITLE, "Fri, Aug 8, 2025 10:02 AM"), [
            (t("Yes, do it!"), True, [send("DELETE", f"/history/{OTHER}?token={TOKEN}")])]),
        _entry("delete", "delete history entry modal (third row)",
               entry(THIRD_TITLE, "Tue, Aug 5, 2025 2:15 PM"), [
            (t("Yes, do it!"), True, [send("DELETE", f"/history/{THIRD}?token={TOKEN}")])]),
        _entry("delete", "clear history modal", clear, [
            (t("Yes, do it!"), True, [send("DELETE", f"/history?token={TOKEN}")]),
            (t("Cancel"), False, [])]),
        _entry("delete-account", "delete user modal", user, [
            (t("Yes, do it!"), True, [link(f"/me/delete/{TOKEN}")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    io = Socket()
    return [*editor_screens(t, io), *permission_screens(t, io), *index_screens(t)]


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"hedgedoc {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip
