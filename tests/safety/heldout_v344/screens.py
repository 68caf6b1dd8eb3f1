"""How the three-hundred-and-forty-fourth held-out corpus writes a screen (``android_corpus``):
SMS Import / Export is View-based. Its confirmations and its preference dialogs are the
AppCompat ``AlertDialog``, whose buttons are ``android:id/button3`` (neutral),
``button2`` (negative) and ``button1`` (positive), listed in that order as a hierarchy lists
them; its pages carry the ids of its layouts under ``com.github.tmo1.sms_ie:id/``, and its
settings are a preference list. A full page is a title and its widgets, with no popup over
it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["ID", "alert", "entry", "menu", "page"]

ID = "com.github.tmo1.sms_ie:id/"
"""The app's namespace and application id."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          buttons: dict[str, tuple[str, bool | None]],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message and own widgets, then
    the buttons it has (``neutral``, ``negative``, ``positive``: a label and whether tapping it
    is irreversible, None where it is shown and not tapped), each with its platform id."""
    ids = {"neutral": NEUTRAL, "negative": NEGATIVE, "positive": POSITIVE}
    shown = [(buttons[k][0], rid, buttons[k][1]) for k, rid in ids.items() if k in buttons]
    return dialog(category, source, behind, title, message, shown, items)
