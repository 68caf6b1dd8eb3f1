"""How the four-hundred-and-forty-eighth held-out corpus writes a screen (``android_corpus``):
Talon is View-based; its confirmations are the support library's ``AlertDialog``, whose
buttons are ``android:id/button1`` (positive), ``button2`` (negative) and ``button3``
(neutral), listed as the button bar lays them out (neutral, negative, positive); its menus are
the action bar's overflow and ``PopupMenu``s built in code, and its pages carry the ids of its
layouts. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, Button, dialog, entry, menu, page

__all__ = ["alert", "choices", "entry", "menu", "page"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None],
          neutral: tuple[str, bool | None] | None = None,
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    buttons (a dialog may lack the neutral or the negative one), each with its platform id."""
    buttons: list[Button] = []
    if neutral:
        buttons.append((neutral[0], NEUTRAL, neutral[1]))
    if negative:
        buttons.append((negative[0], NEGATIVE, negative[1]))
    buttons.append((positive[0], POSITIVE, positive[1]))
    return dialog(category, source, behind, title, message, buttons, items)


def choices(category: str, source: str, behind: str, title: str | None, rows: list[str],
            cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` of items (``setItems``) over the page ``behind``: a row per item,
    no buttons; tapping a row acts at once."""
    shown = {"title": title} if title else {}
    screen = {"title": behind, "dialog": shown, "items": [{"row": r} for r in rows]}
    return entry(category, source, screen, cases)
