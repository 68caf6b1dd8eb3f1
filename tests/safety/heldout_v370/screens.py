"""How the three-hundred-and-seventieth held-out corpus writes a screen (``android_corpus``):
Trackbook is View-based; its confirmations are Material ``AlertDialog``s, whose buttons are
``android:id/button1`` (positive) and ``button2`` (negative), its pages are the fragments of
one activity with a bottom navigation bar, and its widgets carry the ids of its layouts. A
full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, page

__all__ = ["alert", "dialog", "entry", "page"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    negative and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons, items)
