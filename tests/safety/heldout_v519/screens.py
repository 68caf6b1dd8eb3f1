"""How the five-hundred-and-nineteenth held-out corpus writes a screen of Greenlight, the
BigBlueButton front end: a page is the document's title and its widgets, top to bottom; a
react-bootstrap modal is a dialog headed by its heading and message over the page; an open
dropdown menu is a dialog of its entries alone. Every action says what the browser sends,
read from the app's client code (``app/javascript``); the names, addresses, ids and codes
below are the same in every language. What each action sends and why it is labelled so is
in build.py's docstring."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

API = "/api/v1"  # Axios.jsx: baseURL `${RELATIVE_URL_ROOT}/api/v1`, the root empty
PAGE = "BigBlueButton"  # App.jsx's <Title>; a room's page and join page are titled by the room
BBB = "https://bbb.example.org"  # the BigBlueButton server the app's rooms run on
T = Callable[..., str]
Act = tuple[str, bool, list[Any]]

# The people, rooms and records the screens show.
MARA, MARA_NAME = "3f6c2a1e-8b4d-4c7a-9e21-5d0b7f3a6c18", "Mara Lind"  # an administrator
LI, LI_NAME, LI_EMAIL = "9b2e4d6f-1a3c-4e5b-8d7f-2c4e6a8b0d1f", "Li Wei", "li.wei@example.org"
JONAS, JONAS_NAME = "c5e7a9b1-3d5f-4a7c-9e1b-3d5f7a9c1e2b", "Jonas Berg"
KAI, KAI_NAME = "f2a4c6e8-0b2d-4d6f-8a1c-3e5a7c9e1b4d", "Kai Moreno"  # banned
ADMIN_ROLE = "a7d1c3e5-2f4b-4e6a-8c9d-0b1e2f3a4c5d"
USER_ROLE = "b8e2d4f6-3a5c-4d7e-9f0a-1c3e5a7b9d2f"
TEACHER_ROLE = "e1f3a5c7-9b2d-4f6e-8a0c-2e4a6c8e0b3d"
INVITATION = "d4b6f8a0-2c4e-4b6d-9f1a-3c5e7a9b1d3f"
BIO, BIO_NAME = "k3m-x9q-2vb-7np", "Biology 101"  # Mara's room
STAFF, STAFF_NAME = "w8d-r2t-5hc-q1z", "Staff meeting"  # Mara's room, its meeting running
THESIS, THESIS_NAME = "p7r-n4s-8ke-u6y", "Thesis review"  # Jonas's room, shared with Li
BIO_MEETING = "q8z3k1m7v2x9c4n6b5a0d2f8g1h7j3k9l4p6r2s5"  # the rooms' BigBlueButton meetingIDs
STAFF_MEETING = "h2j7m4p9s1u6w3y8a5c0e7g2i9k4n1q6t3v8x5z0"
CREATED = "1741948200123"  # the meeting's createTime, in milliseconds
RID3 = f"{BIO_MEETING}-1741253400000"  # Biology 101's "Lecture 3: Mitosis", published
RID4 = f"{STAFF_MEETING}-1741858200000"  # Staff meeting's "Budget planning", unpublished
JOIN = (f"{BBB}/bigbluebutton/api/join?meetingID={BIO_MEETING}&password=&fullName=Mara+Lind"
        f"&userID=gl-{MARA}&role=Moderator&createTime={CREATED}"
        "&checksum=5b1f0c9d2e8a7b3c4d6e1f2a9b8c7d0e3f4a5b6c")  # fmt: skip


def call(method: str, path: str, body: Any = None) -> dict[str, Any]:
    """An axios request of the app's instance: the path under ``/api/v1``, a body
    ``JSON.stringify``'d (none where the code passes none)."""
    sent: dict[str, Any] = {"request": f"{method} {API}{path}"}
    if body is not None:
        sent["body"] = json.dumps(body, separators=(",", ":"), ensure_ascii=False)
    return sent


def link(url: str) -> dict[str, str]:
    """A page load: ``window.location`` or ``window.open`` of a URL the server returned."""
    return {"request": f"GET {url}", "via": "link"}


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"greenlight {source}", "web": True,
            "screen": copy.deepcopy(screen), "cases": cases}  # fmt: skip


def page(title: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    return {"title": title, "items": items}


def modal(
    title: str, heading: str | None, message: str, items: list[dict[str, Any]]
) -> dict[str, Any]:
    """A react-bootstrap modal over the page titled ``title``: the form's heading (left
    out where it repeats a button's words) and its message, then its controls."""
    dialog = {key: text for key, text in (("title", heading), ("message", message)) if text}
    return {"title": title, "dialog": dialog, "items": items}


def menu(title: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open react-bootstrap dropdown over the page titled ``title``: its entries."""
    return {"title": title, "dialog": {}, "items": items}


def field(label: str, rid: str, text: str = "", hint: str = "") -> list[dict[str, Any]]:
    """A form control: its label above it, then the input (its placeholder, its value)."""
    box: dict[str, Any] = {"field": rid}
    if hint:
        box["hint"] = hint
    if text:
        box["text"] = text
    return [{"text": label}, box]


def sidebar(t: T) -> list[dict[str, Any]]:
    """The administrator panel's heading and its side links (AdminNavSideBar) for a role
    with every permission."""
    keys = ("admin.manage_users.manage_users", "admin.server_rooms.server_rooms",
            "admin.server_recordings.server_recordings", "admin.site_settings.site_settings",
            "admin.room_configuration.room_configuration", "admin.roles.roles")  # fmt: skip
    return [{"text": t("admin.admin_panel")}, *({"link": t(key)} for key in keys)]


def confirm_delete(t: T, title: str, heading: str, question: str) -> dict[str, Any]:
    """The app's delete forms (room, recording, presentation, role, a user, a shared
    access): a warning, the question and "This action cannot be undone.", Close and
    Delete."""
    message = f"{question} {t('action_permanent')}"
    return modal(title, heading, message, [{"button": t("close")}, {"button": t("delete")}])
