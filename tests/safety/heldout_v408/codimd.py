"""CodiMD's screens for the four-hundred-and-eighth held-out corpus: ``screens(t)`` lays them out
in one language, ``t(key, *args)`` being that language's lookup of a key of the app's
``locales/<lang>.json`` catalogue (``%s`` filled in from ``args``). What each action sends, and
why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any
from urllib.parse import quote, quote_plus

HOST = "codimd.example.org"  # serverURL: every page, XHR and page load is of this origin
CSRF = "Wk3nQ7vE-pX9rT2mLc5bY8dJ0fH4sA6gZuN1"  # made up; csurf's token in the export form
DELETE_TOKEN = "6f1d2c84-93ab-4e07-b5d2-7a0c9e3f18b6"  # made up; the user's deleteToken
USER, EMAIL, PASSWORD = "Dana Whitfield", "dana@example.org", "lantern-57-orchard"
GITLAB = "https://gitlab.example.com"  # config.gitlab.baseURL, API version v4
GITLAB_TOKEN = "glpat-Hq4vR8mT2xK6wN9pL3sZ"  # made up; the user's GitLab access token
NOTES = {  # id (base64url of the note's UUID), title, engine.io session id of its socket
    1: ("r3JqT8xWQ0eYz5bKp1nLvA", "Trip to Lisbon", "Xq2vLm8RtY4wPz6AAAAB"),
    2: ("Gk2mV7cXS9uH4dTq8wPZeQ", "Team retro notes", "Hb7nKc3WqZ9sLd2AAAAC"),
    3: ("p9Lw1sNbR6yJ3aVf0kHcXg", "Reading list", "Tf5pJx1MvN8rQk4AAAAD"),
    4: ("Xe5tB2qMU8nD7rWj4gYsLo", "Kitchen renovation", "Wd9sGh6PbC3mXy7AAAAE"),
    5: ("Jc8dF3kZT1mQ6vXb2nRwHe", "Garden plan", "Ls4rNq7ZkV2tBw5AAAAF"),
}
VISITED = {  # moment(time).format('llll') and fromNow(), English in every language
    1: ("Mon, Mar 2, 2026 9:14 AM", "2 days ago"),
    2: ("Fri, Feb 27, 2026 4:40 PM", "5 days ago"),
    3: ("Sun, Feb 22, 2026 11:05 AM", "10 days ago"),
    4: ("Wed, Mar 4, 2026 7:52 AM", "an hour ago"),
    5: ("Tue, Feb 17, 2026 6:30 PM", "15 days ago"),
}
GARDEN_TIME = 1771353000000  # the browser history's time of Garden plan
TRIP = "# Trip to Lisbon\n\n- Flights booked\n- Hotel in Alfama\n- Day trip to Sintra\n"
TRIP_REVISION = "# Trip to Lisbon\n\n- Flights booked\n- Hotel in Alfama\n"
REVISIONS = [  # time, moment(time).format('llll'), length, newest first
    (1772610720000, "Wed, Mar 4, 2026 7:52 AM", len(TRIP)),
    (1772445600000, "Mon, Mar 2, 2026 10:00 AM", len(TRIP_REVISION)),
    (1772208000000, "Fri, Feb 27, 2026 4:00 PM", 18),
]
OT_REVISION = 58  # the note's operation count on the server, as the client last saw it
PASTED = "Packing: passport, travel adapter, rain jacket"
KITCHEN = "# Kitchen renovation\n\n- Order tiles\n- Call the plumber\n"
PROJECTS = {"dana/travel": 311, "dana/home": 312}
Act = tuple[str, bool, list[Any]]


def xhr(method: str, path: str, data: list[tuple[str, str]] | None = None) -> Any:
    """jQuery's ``$.get``/``$.post``/``$.ajax`` to the server; a body is ``$.param``'s."""
    if data is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}", "body": param(data)}


def param(data: list[tuple[str, str]]) -> str:
    """``$.param``: encodeURIComponent of each name and value, ``%20`` written ``+``."""

    def enc(text: str) -> str:
        return quote(text, safe="-_.!~*'()").replace("%20", "+")

    return "&".join(f"{enc(k)}={enc(v)}" for k, v in data)


def page(url: str) -> dict[str, str]:
    """A page load: an ``<a href>``, ``window.open`` or ``location.href``."""
    return {"request": f"GET {url}", "via": "link"}


def form(url: str, fields: list[tuple[str, str]]) -> dict[str, str]:
    """An HTML form posted by the browser, urlencoded."""
    body = "&".join(f"{quote_plus(k)}={quote_plus(v)}" for k, v in fields)
    return {"request": f"POST {url}", "body": body, "via": "form"}


def socket(note: int, *event: Any) -> dict[str, str]:
    """A socket.io 2 event on the note's WebSocket (engine.io 3, after the upgrade)."""
    note_id, _, sid = NOTES[note]
    url = f"wss://{HOST}/socket.io/?noteId={note_id}&EIO=3&transport=websocket&sid={sid}"
    message = "42" + json.dumps(list(event), separators=(",", ":"), ensure_ascii=False)
    return {"request": f"WEBSOCKET {url}", "body": message, "via": "websocket"}


def replace_all(note: int, text: str, old: str) -> dict[str, str]:
    """The ot.js client's ``operation`` for the whole note replaced by ``text``: the insert
    first, then the deletion of the old text; the cursor at the top of the note."""
    return socket(note, "operation", OT_REVISION, [text, -len(old)],
                  {"ranges": [{"anchor": 0, "head": 0}]})  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"codimd {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def note_title(note: int) -> str:
    """renderTitle(): the note's title and `` - CodiMD``."""
    return f"{NOTES[note][1]} - CodiMD"


def home_screens(t: Any) -> list[dict[str, Any]]:
    """The home page of a signed-in user: its navigation, the profile menu, the account's
    deletion, the history's toolbar, cards and their removal, clearing the history, importing
    the browser's history; the same page signed out and its sign-in modal."""
    title = f"CodiMD - {t('Collaborative markdown notes')}"
    nav = {"title": title, "items": [
        {"link": t("Intro")}, {"link": t("History")}, {"link": t("New note")},
        {"button": USER}]}  # fmt: skip
    profile = {"title": title, "dialog": {}, "items": [
        {"menu": t("Features")}, {"menu": t("Export user data")}, {"menu": t("Delete user")},
        {"menu": t("Sign Out")}]}  # fmt: skip
    delete_user = {"title": title, "dialog": {
        "title": t("Are you sure?"),
        "message": t("Do you really want to delete your user account?")}, "items": [
        {"text": t("This will delete your account, all notes that are owned by you and remove "
                   "all references to your account from other notes.")},
        {"button": t("Cancel")}, {"button": t("Yes, do it!")}]}  # fmt: skip
    toolbar = {"title": title, "items": [
        {"field": "tags", "hint": t("Select tags..."), "text": ""},
        {"field": "search", "hint": t("Search keyword..."), "text": ""},
        {"link": t("Title"), "desc": t("Sort by title")},
        {"link": t("Time"), "desc": t("Sort by time")},
        {"icon": t("Export history")}, {"icon": t("Import history")},
        {"icon": t("Clear history")}, {"icon": t("Refresh history")}]}  # fmt: skip

    def card(note: int, keyword: str) -> dict[str, Any]:
        """The history list searched down to one note's card."""
        time, ago = VISITED[note]
        return {"title": title, "items": [
            {"field": "search", "hint": t("Search keyword..."), "text": keyword},
            {"link": NOTES[note][1]}, {"id": "ui-history-pin"}, {"id": "ui-history-close"},
            {"text": f"visited {ago}"}, {"text": time}]}  # fmt: skip

    def removal(message: str, texts: list[str]) -> dict[str, Any]:
        """The delete-history modal, its message and item written by cover.js in English."""
        return {"title": title, "dialog": {"title": t("Are you sure?"), "message": message},
                "items": [*({"text": x} for x in texts), {"button": t("Cancel")},
                          {"button": t("Yes, do it!")}]}  # fmt: skip

    def remove_entry(note: int) -> dict[str, Any]:
        return removal("Do you really want to delete below history?",
                       [NOTES[note][1], VISITED[note][0]])  # fmt: skip

    empty = {"title": title, "items": [
        {"link": t("Title"), "desc": t("Sort by title")}, {"text": t("No history")},
        {"button": t("Import from browser")}]}  # fmt: skip
    signed_out = {"title": title, "items": [
        {"link": t("Intro")}, {"link": t("History")}, {"link": t("New guest note")},
        {"button": t("Sign In")}, {"text": t("Below is the history from browser")}]}  # fmt: skip
    signin = {"title": title, "dialog": {"title": t("Choose method")}, "items": [
        {"link": t("Sign in via %s", "GitHub")}, {"link": t("Sign in via %s", "GitLab")},
        {"text": t("Sign in via %s", "E-Mail")},
        {"field": "email", "hint": "E-Mail", "text": EMAIL},
        {"field": "password", "hint": "Password", "text": "••••••••••••••••••"},
        {"button": t("Sign In")}, {"button": t("Register")}]}  # fmt: skip
    credentials = [("email", EMAIL), ("password", PASSWORD)]
    history = xhr("GET", "/history")

    def delete_entry(note: int, cancel: bool) -> dict[str, Any]:
        acts = [(t("Yes, do it!"), True, [xhr("DELETE", f"/history/{NOTES[note][0]}")])]
        if cancel:
            acts.append((t("Cancel"), False, []))
        return _entry("delete", f"history entry removal {NOTES[note][1]}", remove_entry(note),
                      acts)  # fmt: skip

    browser = json.dumps([{"id": NOTES[5][0], "text": NOTES[5][1], "time": GARDEN_TIME,
                           "tags": [], "pinned": False}], separators=(",", ":"))  # fmt: skip
    return [
        _entry("reversible", "home navigation", nav, [
            (t("History"), False, []), (t("New note"), False, [page("/new")])]),
        _entry("opens-prompt", "home profile button", nav, [(USER, False, [])]),
        _entry("reversible", "profile menu", profile, [
            (t("Export user data"), False, [form("/me/export", [("_csrf", CSRF)])]),
            (t("Sign Out"), False, [page("/logout")])]),
        _entry("opens-prompt", "profile menu account deletion", profile, [
            (t("Delete user"), False, [])]),
        _entry("delete-user", "account deletion confirmation", delete_user, [
            (t("Yes, do it!"), True, [page(f"/me/delete/{DELETE_TOKEN}")]),
            (t("Cancel"), False, [])]),
        _entry("harmless", "history toolbar", toolbar, [
            (t("Export history"), False, [history]),
            (t("Refresh history"), False, [xhr("GET", "/me"), history])]),
        _entry("opens-prompt", "history toolbar prompts", toolbar, [
            (t("Import history"), False, []), (t("Clear history"), False, [])]),
        _entry("delete", "clear history confirmation", removal(
            "Do you really want to clear all history?", ["There is no turning back."]), [
            (t("Yes, do it!"), True, [xhr("DELETE", "/history")]),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "history card Trip to Lisbon", card(1, "Lisbon"), [
            ("ui-history-close", False, [])]),
        _entry("reversible", "history card Trip to Lisbon pin", card(1, "Lisbon"), [
            ("ui-history-pin", False, [xhr("POST", f"/history/{NOTES[1][0]}",
                                           [("pinned", "true")])]),
            (NOTES[1][1], False, [page(f"/{NOTES[1][0]}")])]),
        _entry("opens-prompt", "history card Kitchen renovation", card(4, "Kitchen"), [
            ("ui-history-close", False, [])]),
        delete_entry(1, True), delete_entry(2, False), delete_entry(3, False),
        delete_entry(4, True), delete_entry(5, False),
        _entry("reversible", "empty history", empty, [
            (t("Import from browser"), False, [xhr("POST", "/history",
                                                   [("history", browser)])])]),
        _entry("opens-prompt", "signed-out history", signed_out, [(t("Sign In"), False, [])]),
        _entry("reversible", "sign-in modal", signin, [
            (t("Sign in via %s", "GitHub"), False, [page("/auth/github")]),
            (t("Sign In"), False, [form("/login", credentials)]),
            (t("Register"), False, [form("/register", credentials)])]),
    ]  # fmt: skip


def note_screens(t: Any) -> list[dict[str, Any]]:
    """A note's page (Trip to Lisbon, owned by the user): its navigation bar, its menu, the
    revision, clipboard and snippet modals, the permission menu, and the deletion of it and
    of four other own notes."""
    title = note_title(1)
    trip = NOTES[1][0]
    navbar = {"title": title, "items": [
        {"link": "CodiMD"}, {"icon": f"{t('Edit')} (Ctrl+Alt+E)"},
        {"icon": f"{t('Both')} (Ctrl+Alt+B)"}, {"icon": f"{t('View')} (Ctrl+Alt+V)"},
        {"icon": t("Night Theme")}, {"icon": t("Help")}, {"text": f"2 {t('ONLINE')}"},
        {"link": t("New")}, {"link": t("Publish")}, {"link": t("Menu")}]}  # fmt: skip
    # The menu is a list no taller than 80% of the window: at its top, and scrolled to its end.
    menu_top = {"title": title, "dialog": {}, "items": [
        {"text": t("Extra")}, {"menu": t("Revision")}, {"menu": t("Slide Mode")},
        {"text": t("Export")}, {"menu": "Dropbox"}, {"menu": "Gist"},
        {"menu": "Snippet"}]}  # fmt: skip
    menu_end = {"title": title, "dialog": {}, "items": [
        {"text": t("Import")}, {"menu": "Dropbox"}, {"menu": "Gist"}, {"menu": "Snippet"},
        {"menu": t("Clipboard")}, {"text": t("Download")}, {"menu": "Markdown"},
        {"menu": "HTML"}, {"menu": t("Raw HTML")}, {"menu": "Pandoc (Beta)"}]}  # fmt: skip
    revision = {"title": title, "dialog": {"title": t("Revision")}, "items": [
        *({"row": when, "secondary": f"Length: {length}"} for _, when, length in REVISIONS),
        {"button": t("Cancel")}, {"button": t("Download")},
        {"button": t("Revert")}]}  # fmt: skip
    clipboard = {"title": title, "dialog": {"title": t("Import from clipboard")}, "items": [
        {"field": "clipboardModalContent",
         "hint": t("Paste your markdown or webpage here..."), "text": PASTED},
        {"button": t("Cancel")}, {"button": t("Clear")}, {"button": t("Import")}]}  # fmt: skip

    def snippet(note: int, project: str, visibility: str) -> dict[str, Any]:
        name = NOTES[note][1]
        return {"title": note_title(note), "dialog": {"title": t("Export to Snippet")},
                "items": [
            {"text": "Title:"}, {"field": "snippetExportModalTitle", "hint": "new snippet",
                                 "text": name},
            {"text": "File Name:"}, {"field": "snippetExportModalFileName",
                                     "hint": "new_snippet.md", "text": f"{name}.md"},
            {"text": "Project:"}, {"text": project}, {"text": "Visibility:"},
            {"text": visibility}, {"button": t("Cancel")},
            {"button": t("Export")}]}  # fmt: skip

    def export(note: int, project: str, code: str, level: str) -> list[Any]:
        url = (f"{GITLAB}/api/v4/projects/{PROJECTS[project]}/snippets"
               f"?access_token={GITLAB_TOKEN}")  # fmt: skip
        name = NOTES[note][1]
        data = [("title", name), ("file_name", f"{name}.md"), ("code", code),
                ("visibility_level", level),
                ("visibility", "private" if level == "0" else "internal")]  # fmt: skip
        return [{"request": f"POST {url}", "body": param(data)}]

    def permission(name: str, words: str) -> str:
        return f"{t(name)} - {t(words)}"

    permissions = {"title": title, "dialog": {}, "items": [
        {"menu": permission("Freely", "Anyone can edit")},
        {"menu": permission("Editable", "Signed-in people can edit")},
        {"menu": permission("Limited", "Signed-in people can edit (forbid guests)")},
        {"menu": permission("Locked", "Only owner can edit")},
        {"menu": permission("Protected", "Only owner can edit (forbid guests)")},
        {"menu": permission("Private", "Only owner can view & edit")},
        {"menu": t("Delete this note")}]}  # fmt: skip
    infobar = {"title": title, "items": [
        {"text": "Dana Whitfield"}, {"text": "changed an hour ago"},
        {"link": t("Editable"), "desc": t("Signed-in people can edit")},
        {"text": t("owned this note")}]}  # fmt: skip

    def delete_note(note: int) -> dict[str, Any]:
        return {"title": note_title(note), "dialog": {
            "title": t("Are you sure?"),
            "message": t("Do you really want to delete this note?")}, "items": [
            {"text": t("All users will lose their connection.")},
            {"button": t("Cancel")}, {"button": t("Yes, do it!")}]}  # fmt: skip

    def deletion(note: int, cancel: bool) -> dict[str, Any]:
        acts = [(t("Yes, do it!"), True, [socket(note, "delete")])]
        if cancel:
            acts.append((t("Cancel"), False, []))
        return _entry("delete", f"note deletion confirmation {NOTES[note][1]}",
                      delete_note(note), acts)  # fmt: skip

    projects = xhr("GET", f"/auth/gitlab/callback/{trip}/projects")
    newest, _, oldest = (time for time, _, _ in REVISIONS)
    return [
        _entry("reversible", "note navigation bar", navbar, [
            (t("New"), False, [page("/new")]),
            (t("Publish"), False, [page(f"/{trip}/publish")])]),
        _entry("opens-prompt", "note navigation bar menu", navbar, [(t("Menu"), False, [])]),
        _entry("harmless", "note menu top", menu_top, [
            (t("Slide Mode"), False, [page(f"/{trip}/slide")]),
            ("Gist", False, [page(f"/{trip}/gist")])]),
        _entry("opens-prompt", "note menu top dialogs", menu_top, [
            (t("Revision"), False, [xhr("GET", f"/{trip}/revision"),
                                    xhr("GET", f"/{trip}/revision/{newest}")]),
            ("Snippet", False, [projects])]),
        _entry("harmless", "note menu end", menu_end, [
            ("HTML", False, [xhr("GET", "/build/html.min.css"),
                             xhr("GET", "/views/html.hbs")])]),
        _entry("opens-prompt", "note menu end dialogs", menu_end, [
            (t("Clipboard"), False, [])]),
        _entry("reversible", "revision modal", revision, [
            (REVISIONS[2][1], False, [xhr("GET", f"/{trip}/revision/{oldest}")]),
            (t("Download"), False, []),
            (t("Revert"), False, [replace_all(1, TRIP_REVISION, TRIP)])]),
        _entry("reversible", "clipboard import modal", clipboard, [
            (t("Import"), False, [replace_all(1, PASTED, TRIP)])]),
        _entry("reversible", "snippet export modal private", snippet(1, "dana/travel", "Private"), [
            (t("Export"), False, export(1, "dana/travel", TRIP, "0"))]),
        _entry("publish", "snippet export modal internal", snippet(1, "dana/travel", "Internal"), [
            (t("Export"), True, export(1, "dana/travel", TRIP, "10")),
            (t("Cancel"), False, [])]),
        _entry("publish", "snippet export modal internal second note",
               snippet(4, "dana/home", "Internal"), [
            (t("Export"), True, export(4, "dana/home", KITCHEN, "10"))]),
        _entry("opens-prompt", "note permission label", infobar, [(t("Editable"), False, [])]),
        _entry("reversible", "note permission menu", permissions, [
            (permission("Private", "Only owner can view & edit"), False,
             [socket(1, "permission", "private")]),
            (permission("Freely", "Anyone can edit"), False,
             [socket(1, "permission", "freely")])]),
        _entry("opens-prompt", "note permission menu deletion", permissions, [
            (t("Delete this note"), False, [])]),
        deletion(1, True), deletion(2, False), deletion(3, False), deletion(4, True),
        deletion(5, False),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return home_screens(t) + note_screens(t)
