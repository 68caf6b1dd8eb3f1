"""How the three-hundred-and-thirty-eighth held-out corpus writes a screen (``android_corpus``):
Shadowsocks is View-based; its confirmations and edit dialogs are the Material
``AlertDialog`` (``MaterialAlertDialogBuilder``, and the preference library's edit dialogs),
whose buttons are ``android:id/button3`` (neutral), ``button2`` (negative) and ``button1``
(positive), listed in that order; its menus are the toolbar's submenus, overflow and popup
menus and a contextual action bar, and its pages carry the ids of its layouts and menus
under ``com.github.shadowsocks:id/``. A full page is a title and its widgets, with no popup
over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["ID", "alert", "entry", "menu", "page"]

ID = "com.github.shadowsocks:id/"
"""The app's package, under which its layouts' and menus' ids show."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          neutral: tuple[str, bool | None] | None = None,
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message and own widgets, then
    its neutral (where it has one), negative and positive buttons, each with its platform
    id (``None``: shown, not tapped)."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    if neutral is not None:
        buttons.insert(0, (neutral[0], NEUTRAL, neutral[1]))
    return dialog(category, source, behind, title, message, buttons, items)
