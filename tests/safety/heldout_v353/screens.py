"""How the three-hundred-and-fifty-third held-out corpus writes a screen (``android_corpus``):
Shizuku is View-based; its dialogs are the Material components' ``MaterialAlertDialogBuilder``,
whose buttons are ``android:id/button3`` (neutral), ``button2`` (negative) and ``button1``
(positive), listed in that order, as the button bar lays them out. Its own layouts name many
of their widgets with platform ids (the home cards' buttons are ``android:id/button1`` to
``button3``); the rest carry the app's ids under ``moe.shizuku.privileged.api:id/`` (its
application id). A full page is a title and its widgets, with no popup over it. Some of the
app's strings hold HTML (bold names, links, line breaks), which the app shows as styled
text: the tags are dropped here, as a hierarchy dump shows the words alone."""

from __future__ import annotations

import html as _html
import re
from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["ID", "NEGATIVE", "NEUTRAL", "POSITIVE", "alert", "entry", "html", "menu", "page"]

ID = "moe.shizuku.privileged.api:id/"
"""The app's namespace as a hierarchy shows it (its application id)."""


def html(text: str) -> str:
    """A string with HTML as the app shows it: tags dropped, a line or paragraph break read
    as a space, entities read."""
    text = re.sub(r"<br\s*/?>|</?p>", " ", text)
    text = _html.unescape(re.sub(r"<[^>]+>", "", text))
    return re.sub(r"\s+", " ", text).strip()


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          buttons: list[tuple[str, str, bool | None]],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``MaterialAlertDialogBuilder`` dialog over the page ``behind``: its title, message,
    own widgets and its buttons (a label, its platform id, whether tapping it is irreversible
    or None where it is only shown), neutral first, then negative and positive."""
    return dialog(category, source, behind, title, message, buttons, items)
