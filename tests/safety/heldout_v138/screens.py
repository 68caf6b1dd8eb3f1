"""How the hundred-and-thirty-eighth held-out corpus writes a screen (``android_corpus``): both
apps are View-based. Their confirmations built with ``MaterialAlertDialogBuilder`` are the
platform ``AlertDialog``, whose buttons are ``android:id/button1`` (positive) and ``button2``
(negative), listed negative then positive as its button bar lays them out; Retro Music Player's
song deletion before Android 11 is afollestad's ``MaterialDialog`` (material-dialogs 3.3.0),
whose buttons carry the library's ids ``md_button_negative`` and ``md_button_positive`` under the
app's package. Pages and toolbars carry the ids of their layouts and menus. A full page is a
title and its widgets, with no popup over it."""

from __future__ import annotations

import re
from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "dialog", "entry", "html", "menu", "page"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = (),
          ids: tuple[str, str] = (NEGATIVE, POSITIVE)) -> dict[str, Any]:  # fmt: skip
    """A dialog over the page ``behind``: its title, message, own widgets and its negative (if
    it has one) and positive buttons, each with its id (the platform's unless ``ids``)."""
    buttons = [(negative[0], ids[0], negative[1])] if negative else []
    buttons.append((positive[0], ids[1], positive[1]))
    return dialog(category, source, behind, title, message, buttons, items)


def html(text: str) -> str:
    """A string the app shows through ``parseAsHtml``: its tags dropped."""
    return re.sub(r"<[^>]+>", "", text)
