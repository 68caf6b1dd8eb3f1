"""How the hundred-and-twenty-eighth held-out corpus writes a screen (``android_corpus``):
Meshtastic draws with Compose Multiplatform (Material 3 ``AlertDialog``, which lists its
dismiss button before its confirm button, ``DropdownMenu``, bottom sheets and top-bar icons),
whose controls carry no resource ids a hierarchy shows, so a control is known by its label
alone; Simple Time Tracker is View-based: its confirmations are ``MaterialAlertDialogBuilder``
dialogs, the platform's ``AlertDialog`` whose buttons are ``android:id/button1`` (positive) and
``button2`` (negative), listed negative then positive as its button bar lays them out, and its
pages and bottom sheets carry the ids of its layouts. A full page is a title and its widgets,
with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["alert", "entry", "menu", "page", "popup"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``MaterialAlertDialogBuilder`` dialog over the page ``behind``: its title, message,
    own widgets and its negative and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons, items)
