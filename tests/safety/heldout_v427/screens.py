"""How the four-hundred-and-twenty-seventh held-out corpus writes a screen (``android_corpus``):
PassAndroid is View-based; its confirmations are AppCompat's ``AlertDialog``, whose buttons are
``android:id/button1`` (positive) and ``button2`` (negative), its menus are the toolbar's
overflow and the navigation drawer, and its pages carry the ids of its layouts and menus. A
full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "dialog", "entry", "menu", "page"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    negative and positive buttons, each with its platform id; ``taps`` are further cases on
    its own widgets."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons, items, taps)
