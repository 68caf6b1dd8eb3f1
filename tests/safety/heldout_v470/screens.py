"""How the four-hundred-and-seventieth held-out corpus writes a screen (``android_corpus``):
SMS Backup+ is View-based; its confirmations are AppCompat's ``AlertDialog``, whose buttons are
``android:id/button1`` (positive) and ``button2`` (negative), its settings are AndroidX
preference pages (a row's title and summary, a check box or a switch) whose list and text
preferences open platform dialogs, its menu is the toolbar's overflow, and its status panel
carries the ids of its layout. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "dialog", "entry", "menu", "page"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    negative (None: the dialog has none) and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1])] if negative else []
    buttons.append((positive[0], POSITIVE, positive[1]))
    return dialog(category, source, behind, title, message, buttons, items)
