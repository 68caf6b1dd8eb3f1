"""How the four-hundred-and-thirty-sixth held-out corpus writes a screen (``android_corpus``):
Suntimes is View-based; its confirmations are the support library's ``AlertDialog``, whose
buttons are ``android:id/button1`` (positive), ``button2`` (negative) and ``button3``
(neutral), its menus are the action bar's overflow, popup menus and contextual action bars,
and its pages carry the ids of its layouts and menus. Many of its strings name another string
(``@string/dialog_cancel``); :func:`word` follows them as Android does."""

from __future__ import annotations

import re
from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "entry", "menu", "page", "word"]


def word(t: Any, key: str, *args: Any) -> str:
    """The string ``key`` as the device shows it: a reference to another string followed,
    and the HTML of a ``fromHtml`` text (bold, line breaks) dropped."""
    text = t(key, *args)
    while text.startswith("@string/"):
        text = t(text[len("@string/") :], *args)
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", text)).strip()


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = (),
          neutral: tuple[str, bool | None] | None = None) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    buttons (neutral, negative, positive, as the support library lays them out), each with
    its platform id."""
    buttons = [] if neutral is None else [(neutral[0], NEUTRAL, neutral[1])]
    buttons += [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons, items)
