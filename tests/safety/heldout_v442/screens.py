"""How the four-hundred-and-forty-second held-out corpus writes a screen (``android_corpus``):
BiglyBT for Android is View-based; its confirmations are the Material components'
``AlertDialog``, whose buttons are ``android:id/button3`` (neutral), ``button2`` (negative) and
``button1`` (positive), listed in that order, its menus are the toolbar's overflow and the
contextual action bars, and its pages carry the ids of its layouts. A full page is a title and
its widgets, with no popup over it. Texts the app shows through ``fromHTML`` lose their tags."""

from __future__ import annotations

import re
from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "dialog", "entry", "menu", "page", "plain"]


def plain(text: str) -> str:
    """A string as ``fromHTML`` shows it: its tags dropped."""
    return re.sub(r"<[^>]+>", "", text)


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = (),
          neutral: tuple[str, bool | None] | None = None) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    neutral, negative and positive buttons (those it has), each with its platform id."""
    buttons = [(b[0], rid, b[1]) for b, rid in ((neutral, NEUTRAL), (negative, NEGATIVE),
                                                 (positive, POSITIVE)) if b]  # fmt: skip
    return dialog(category, source, behind, title, message, buttons, items)
