"""How the four-hundred-and-first held-out corpus writes a screen (``android_corpus``): Quran
for Android mixes Views and Compose. Its View-based confirmations are the platform's
``AlertDialog``, whose buttons are ``android:id/button1`` (positive) and ``button2``
(negative); its menus are the action bar's overflow and contextual action bars, whose icons
carry the menu items' ids; its pages carry the ids of its layouts. The audio manager, the
ayah bookmark sheet and the sync page are Compose: their dialogs and buttons carry no
resource ids and are known by their words. A full page is a title and its widgets, with no
popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["alert", "dialog", "entry", "menu", "page", "popup"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    negative and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons, items)
