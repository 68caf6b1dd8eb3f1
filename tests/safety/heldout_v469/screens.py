"""How the four-hundred-and-sixty-ninth held-out corpus writes a screen (``android_corpus``):
Financisto is View-based; its confirmations are the platform's ``AlertDialog``, whose buttons
are ``android:id/button1`` (positive), ``button2`` (negative) and ``button3`` (neutral), its
long-press menus are ``PopupMenu`` entries, its quick actions are a GreenDroid
``QuickActionGrid`` (a grid of labelled cells with no ids), and its pages carry the ids of
its layouts. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["PACKAGE", "alert", "entry", "grid", "menu", "page", "three"]

PACKAGE = "ru.orangesoftware.financisto:id/"
"""The app's namespace and application id."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    negative (where it has one) and positive buttons, each with its platform id."""
    buttons = [(positive[0], POSITIVE, positive[1])]
    if negative:
        buttons.insert(0, (negative[0], NEGATIVE, negative[1]))
    return dialog(category, source, behind, title, message, buttons, items)


def three(category: str, source: str, behind: str, message: str,
          neutral: tuple[str, bool | None], negative: tuple[str, bool | None],
          positive: tuple[str, bool | None]) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` with a message and three buttons, listed as a hierarchy lists
    them: neutral, negative, positive."""
    buttons = [
        (neutral[0], NEUTRAL, neutral[1]),
        (negative[0], NEGATIVE, negative[1]),
        (positive[0], POSITIVE, positive[1]),
    ]
    return dialog(category, source, behind, None, message, buttons)


def grid(category: str, source: str, behind: str, cells: list[str],
         cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A ``QuickActionGrid`` popped up over a list row of the page ``behind``: its cells,
    each a text view with an icon and no id."""
    screen = {"title": behind, "dialog": {}, "items": [{"button": c} for c in cells]}
    return entry(category, source, screen, cases)
