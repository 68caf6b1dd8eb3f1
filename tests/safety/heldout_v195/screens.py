"""How the hundred-and-ninety-fifth held-out corpus writes a screen (``android_corpus``): Fossify
Phone is View-based, its dialogs are the platform's ``AlertDialog`` built by Fossify Commons
(``getAlertDialogBuilder`` and ``setupDialogStuff``), whose buttons are ``android:id/button1``
(positive) and ``button2`` (negative), listed negative first, and whose message is the
``message`` view of Commons' ``dialog_message`` layout; its pages, action modes and popup menus
carry the ids of its layouts under ``org.fossify.phone:id/`` (the application id, which the
library's ids share). The blocked-numbers page and its "Add a blocked number" dialog come from
Commons' Jetpack Compose screens, whose controls carry no resource ids a hierarchy shows and are
known by their labels alone."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["ID", "alert", "dialog", "entry", "menu", "page", "popup"]

ID = "org.fossify.phone:id/"
"""The app's resource-id namespace."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A Commons ``AlertDialog`` over the page ``behind``: its title, message, own widgets and
    its negative and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons, items)
