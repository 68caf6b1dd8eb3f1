"""How the three-hundred-and-fifteenth held-out corpus writes a screen (``android_corpus``):
Jellyfin for Android TV mixes Views and Jetpack Compose. Its confirmations are the platform's
``android.app.AlertDialog``, whose buttons are ``android:id/button1`` (positive) and ``button2``
(negative); its card and item menus are ``PopupMenu`` lists; its sign-in pages carry the ids
of their layouts under ``org.jellyfin.androidtv:id/`` (its package), while the buttons the
code builds at run time (the details page's ``TextUnderButton`` row, the guide's program
popup) carry none and are known by their words. The settings pages are Compose
(``ListButton`` rows with a heading and a caption, some with a checkbox), whose controls carry
no resource ids. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

__all__ = ["ID", "alert", "dialog", "entry", "menu", "page", "row", "toggle"]

ID = "org.jellyfin.androidtv:id/"
"""The app's namespace and application id."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    negative and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons, items)


def row(heading: str, caption: str | None = None) -> dict[str, Any]:
    """A Compose settings row: its heading, and its caption under it where it has one."""
    return {"row": heading, "secondary": caption} if caption else {"row": heading}


def toggle(heading: str, checked: bool, caption: str | None = None) -> list[dict[str, Any]]:
    """A Compose settings row with a checkbox: the row, then its caption as text."""
    return [{"switch": heading, "checked": checked}, *([{"text": caption}] if caption else [])]
