"""How the two-hundred-and-eighty-fifth held-out corpus writes a screen (``android_corpus``):
Syncthing-Fork is View-based; its confirmations are AndroidX's ``AlertDialog``, whose buttons
are ``android:id/button1`` (positive), ``button2`` (negative) and ``button3`` (neutral), its
menus are the action bar's items, and its pages carry the ids of its layouts. A full page is a
title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, page

__all__ = ["POSITIVE", "alert", "dialog", "entry", "page"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = (),
          neutral: tuple[str, bool | None] | None = None) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    buttons (the neutral one first, where it has one), each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    if neutral:
        buttons.insert(0, (neutral[0], NEUTRAL, neutral[1]))
    return dialog(category, source, behind, title, message, buttons, items)
