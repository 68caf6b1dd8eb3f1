"""How the four-hundred-and-fifty-first held-out corpus writes a screen (``android_corpus``):
Simpletask is View-based; its confirmations and choice lists are the support library's
``AlertDialog``, whose buttons are ``android:id/button1`` (positive) and ``button2``
(negative), its menus are the action bar's overflow, its submenus and popup menus, and its
pages carry the ids of its layouts and menus. A full page is a title and its widgets, with no
popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "dialog", "entry", "menu", "page"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    negative and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons, items)
