"""How the four-hundred-and-seventy-fifth held-out corpus writes a screen
(``android_corpus``): AnySoftKeyboard is View-based; its dialogs are the support library's
``AlertDialog``, whose buttons are ``android:id/button3`` (neutral), ``button2`` (negative)
and ``button1`` (positive), in that order in a hierarchy; its menus are the action bar's
overflow and its pages carry the ids of its layouts. A full page is a title and its widgets,
with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "entry", "menu", "page"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None] | None,
          items: tuple[dict[str, Any], ...] = (), neutral: tuple[str, bool | None] | None = None,
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets (a list
    of choices) and its neutral, negative and positive buttons where it has them, each with
    its platform id; ``taps`` are further cases on its own widgets."""
    shown = [(neutral, NEUTRAL), (negative, NEGATIVE), (positive, POSITIVE)]
    buttons = [(b[0], rid, b[1]) for b, rid in shown if b is not None]
    return dialog(category, source, behind, title, message, buttons, items, taps)
