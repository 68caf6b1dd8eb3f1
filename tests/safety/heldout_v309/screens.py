"""How the three-hundred-and-ninth held-out corpus writes a screen (``android_corpus``):
Gramophone is View-based; its dialogs are the Material ``AlertDialog`` (the tab order
dialog of the preference library, whose buttons are ``android:id/button1`` (positive) and
``button2`` (negative)) and the Material time picker, its menus are the toolbar's overflow
and ``PopupMenu``, and its pages carry the ids of its layouts. A full page is a title and its
widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "dialog", "entry", "menu", "page"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = (), ids: tuple[str, str] = (NEGATIVE, POSITIVE),
          ) -> dict[str, Any]:  # fmt: skip
    """A dialog over the page ``behind``: its title, message, own widgets and its negative
    and positive buttons, each with its id (the platform's unless ``ids`` says otherwise)."""
    buttons = [(negative[0], ids[0], negative[1]), (positive[0], ids[1], positive[1])]
    return dialog(category, source, behind, title, message, buttons, items)
