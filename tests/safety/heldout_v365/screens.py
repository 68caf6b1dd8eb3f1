"""How the three-hundred-and-sixty-fifth held-out corpus writes a screen (``android_corpus``):
Simple Keyboard's settings are the platform's ``PreferenceActivity``, whose rows show their
titles in ``android:id/title``, and its dialogs are the platform's ``AlertDialog``, whose
buttons are ``android:id/button1`` (positive), ``button2`` (negative) and ``button3``
(neutral), listed neutral, negative, then positive as the platform's button bar lays them
out. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, page

__all__ = ["alert", "entry", "page"]

Button = tuple[str, bool | None]
"""A button's label and whether tapping it is irreversible (None: shown, not tapped)."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: Button, positive: Button, neutral: Button | None = None,
          items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message and own widgets, then
    its neutral, negative and positive buttons, each with its platform id; ``taps`` are
    further cases on its own widgets."""
    shown = [(neutral, NEUTRAL), (negative, NEGATIVE), (positive, POSITIVE)]
    buttons = [(b[0], rid, b[1]) for b, rid in shown if b]
    return dialog(category, source, behind, title, message, buttons, items, taps)
