"""How the five-hundred-and-forty-seventh held-out corpus writes a screen
(``android_corpus``): Psiphon is View-based. Its confirmations are AppCompat
``AlertDialog`` dialogs whose buttons are ``android:id/button1`` (positive),
``button2`` (negative) and ``button3`` (neutral), listed negative then positive as the
button bar lays them out; the views of its layouts carry the ids of the app
(``com.psiphon3:id/...``), among them the activities drawn as dialogs (the permission
rationales and the Psiphon Bump reader), which lay out their own buttons. Its settings are
AndroidX preference screens: a row is a title over its summary, a check box preference a
switch with its title (its summary under it), a radio preference a radio. A notification
is a row of the shade (its title over its text), an action under it a button. The feedback
form is a page in a WebView, whose nodes carry no resource ids a hierarchy shows, so its
controls are known by their words alone. A full page is a title and its widgets, with no
popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, page

__all__ = ["alert", "check", "dialog", "entry", "page", "pref", "radio", "shade"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None] | None,
          items: tuple[dict[str, Any], ...] = (), taps: tuple[tuple[str, bool], ...] = (),
          neutral: tuple[str, bool | None] | None = None) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets
    (``items``: its choice rows or its layout's views) and the buttons it sets, each with its
    platform id."""
    pairs = ((neutral, NEUTRAL), (negative, NEGATIVE), (positive, POSITIVE))
    buttons = [(b[0], rid, b[1]) for b, rid in pairs if b]
    return dialog(category, source, behind, title, message, buttons, items, taps)


def pref(title: str, summary: str | None = None) -> dict[str, Any]:
    """A preference row: its title over its summary."""
    return {"row": title, "secondary": summary} if summary else {"row": title}


def check(title: str, summary: str | None, checked: bool) -> list[dict[str, Any]]:
    """A check box preference: its title with its box, its summary under it."""
    return [{"switch": title, "checked": checked}, *([{"text": summary}] if summary else [])]


def radio(title: str, summary: str | None, checked: bool) -> list[dict[str, Any]]:
    """A radio button preference: its title with its button, its summary under it."""
    return [{"radio": title, "checked": checked}, *([{"text": summary}] if summary else [])]


def shade(items: list[dict[str, Any]]) -> dict[str, Any]:
    """The notification shade: the notifications' rows and their action buttons."""
    return {"items": items}
