"""How the three-hundred-and-third held-out corpus writes a screen (``android_corpus``):
Unexpected Keyboard is View-based. Its confirmations are the platform's ``AlertDialog``,
whose buttons are ``android:id/button3`` (neutral), ``button2`` (negative) and ``button1``
(positive), listed in that order as a hierarchy lists them; its settings are the platform's
``PreferenceActivity`` (each row's title and summary, a check box's state, a list
preference's single-choice dialog with its Cancel button); the keyboard's clipboard pane and
suggestion bar carry the ids of its layouts under ``juloo.keyboard2:id/``. A full page is a
title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, page

__all__ = ["alert", "choice", "entry", "page"]

Press = tuple[str, bool | None]
"""A dialog button's label and whether tapping it is irreversible (None: shown, not
tapped)."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: Press, positive: Press, neutral: Press | None = None,
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets, then
    its neutral (where it has one), negative and positive buttons, each with its id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    if neutral:
        buttons.insert(0, (neutral[0], NEUTRAL, neutral[1]))
    return dialog(category, source, behind, title, message, buttons, items)


def choice(category: str, source: str, behind: str, title: str, rows: list[str],
           checked: str, cancel: str, tap: str) -> dict[str, Any]:  # fmt: skip
    """A ``ListPreference``'s single-choice dialog over ``behind``: its title, its rows
    (``android:id/text1``), the current one checked, and Cancel; a row picked saves the
    choice and closes the dialog."""
    items = tuple({"radio": r, "checked": r == checked} for r in rows)
    return dialog(category, source, behind, title, None, [(cancel, NEGATIVE, None)], items,
                  ((tap, False),))  # fmt: skip
