"""How the two-hundred-and-seventy-eighth held-out corpus writes a screen (``android_corpus``):
Metro is View-based; its dialogs are the Material components' ``MaterialAlertDialogBuilder``,
whose buttons are ``android:id/button3`` (neutral), ``button2`` (negative) and ``button1``
(positive), listed in that order, and whose list rows are ``android:id/text1``; its popup and
overflow menus are lists of entries; its pages carry the ids of its layouts and menus under
``io.github.muntashirakon.Music:id/`` (its application id). A full page is a title and its
widgets, with no popup over it."""

from __future__ import annotations

import re
from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["ID", "NEGATIVE", "NEUTRAL", "POSITIVE", "alert", "entry", "html", "menu", "page"]

ID = "io.github.muntashirakon.Music:id/"
"""The app's resource-id namespace, its application id."""


def html(text: str) -> str:
    """A message the app passes through ``HtmlCompat.fromHtml``: its tags dropped."""
    return re.sub(r"<[^>]+>", "", text)


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          buttons: list[tuple[str, str, bool | None]],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``MaterialAlertDialogBuilder`` dialog over the page ``behind``: its title, message,
    own widgets and its buttons (a label, its platform id, whether tapping it commits; None:
    shown, not tapped), in the order a hierarchy lists them."""
    order = {NEUTRAL: 0, NEGATIVE: 1, POSITIVE: 2}
    shown = sorted(buttons, key=lambda b: order[b[1]])
    return dialog(category, source, behind, title, message, shown, items)
