"""How the hundred-and-eighty-sixth held-out corpus writes a screen (``android_corpus``): Fossify
Calendar is View-based. Its dialogs are the platform's ``AlertDialog`` (built by Fossify
Commons' ``getAlertDialogBuilder``), whose buttons are ``android:id/button1`` (positive),
``button2`` (negative) and ``button3`` (neutral), listed neutral and negative first as a
hierarchy shows them, with the dialog's own view (texts, radio buttons, checkboxes, fields)
above them, a checkbox written as a ``switch`` with its state;
a toolbar's or an action mode's icons carry their menu item's id and its title as
their description, and its overflow or popup menu is a list of rows; the app's pages carry the
ids of its layouts. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "dialog", "entry", "menu", "page"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None] | None,
          items: tuple[dict[str, Any], ...] = (), taps: tuple[tuple[str, bool], ...] = (),
          neutral: tuple[str, bool | None] | None = None) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    neutral, negative and positive buttons (None: the dialog has none), each with its
    platform id."""
    buttons = [(neutral[0], NEUTRAL, neutral[1])] if neutral else []
    buttons += [(negative[0], NEGATIVE, negative[1])] if negative else []
    buttons += [(positive[0], POSITIVE, positive[1])] if positive else []
    return dialog(category, source, behind, title, message, buttons, items, taps)
