"""How the four-hundred-and-twenty-sixth held-out corpus writes a screen (``android_corpus``):
Firefox Focus is View-based with some Compose. Its confirmations are the AndroidX
``AlertDialog``, whose buttons are ``android:id/button1`` (positive) and ``button2``
(negative); its settings are AndroidX preference screens; its toolbar and browser menu come
from Mozilla's Android Components and carry their ids under the app's package; its Compose
parts (the shortcuts' dropdown, the rename dialog, the site permission options) carry no ids.
A full page is a title and its widgets, with no popup over it."""

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
