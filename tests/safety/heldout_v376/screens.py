"""How the three-hundred-and-seventy-sixth held-out corpus writes a screen
(``android_corpus``): xDrip is View-based; its confirmations are the support library's
``AlertDialog``, whose buttons are ``android:id/button1`` (positive), ``button2``
(negative) and ``button3`` (neutral), its menus are the action bar's overflow and its
submenu, and its pages carry the ids of its layouts. A full page is a title and its
widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "dialog", "entry", "menu", "page", "three"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    negative and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons, items)


def three(category: str, source: str, behind: str, title: str | None, message: str | None,
          neutral: tuple[str, bool | None], negative: tuple[str, bool | None],
          positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` with a neutral button as well, which a hierarchy lists first."""
    buttons = [
        (neutral[0], NEUTRAL, neutral[1]),
        (negative[0], NEGATIVE, negative[1]),
        (positive[0], POSITIVE, positive[1]),
    ]
    return dialog(category, source, behind, title, message, buttons, items)
