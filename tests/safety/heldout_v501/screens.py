"""How the five-hundred-and-first held-out corpus writes a screen (``android_corpus``): Just
Player is View-based; its confirmations and list dialogs are the platform's ``AlertDialog``,
whose buttons are ``android:id/button1`` (positive) and ``button2`` (negative); the player's
settings and track lists are Media3's popup windows, rows without ids of their own; its pages
carry the ids of its layouts and of Media3's, under the app's package. A full page is a title
and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, page

__all__ = ["alert", "dialog", "entry", "page", "popup_list"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    negative and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons, items)


def popup_list(category: str, source: str, behind: str, rows: list[dict[str, Any]],
               cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A popup window of rows over the page ``behind`` (Media3's settings and track lists)."""
    return entry(category, source, {"title": behind, "dialog": {}, "items": rows}, cases)
