"""How the two-hundred-and-forty-third held-out corpus writes a screen (``android_corpus``):
Ultrasonic is View-based; its confirmations are the platform's ``AlertDialog``, whose buttons
are ``android:id/button1`` (positive) and ``button2`` (negative), and its settings' list and
text dialogs are the preference library's, with the same ids; its menus are the action bar's
overflow, long-press context menus and popup menus, and its pages carry the ids of its layouts
under ``org.moire.ultrasonic:id/`` (its package). A full page is a title and its widgets, with
no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

__all__ = ["ID", "NEGATIVE", "POSITIVE", "alert", "choice", "dialog", "entry", "menu", "page"]

ID = "org.moire.ultrasonic:id/"
"""The app's package, under which its layouts' ids show."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    negative and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons, items)


def choice(category: str, source: str, behind: str, title: str, rows: list[str], checked: str,
           buttons: list[tuple[str, str, bool | None]], tap: str | None = None,
           ) -> dict[str, Any]:  # fmt: skip
    """A single-choice list dialog over ``behind`` (a ``ListPreference`` or the app's own
    ``setSingleChoiceItems``): its title, its rows (the current one checked), then its buttons
    (a label, an id, whether tapping it is irreversible; None: shown, not tapped); ``tap`` is a
    row picked, which sets the choice (reversible)."""
    items = tuple({"radio": r, "checked": r == checked} for r in rows)
    taps = ((tap, False),) if tap else ()
    return dialog(category, source, behind, title, None, buttons, items, taps)
