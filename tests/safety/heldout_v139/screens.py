"""How the hundred-and-thirty-ninth held-out corpus writes a screen (``android_corpus``): Voice
draws with Jetpack Compose (Material 3 ``AlertDialog``, which lists its dismiss button before
its confirm button, ``DropdownMenu``, bottom sheets and list rows), whose controls carry no
resource ids a hierarchy shows, so a control is known by its label alone; Retro Music Player
is View-based: its confirmations are ``MaterialAlertDialogBuilder`` dialogs, the platform's
``AlertDialog`` whose buttons are ``android:id/button1`` (positive), ``button2`` (negative) and
``button3`` (neutral), or, for deleting songs, an afollestad ``MaterialDialog`` whose buttons
are ``md_button_negative`` and ``md_button_positive``, and its pages carry the ids of its
layouts. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["NEUTRAL", "alert", "dialog", "entry", "menu", "page", "popup"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``MaterialAlertDialogBuilder`` dialog over the page ``behind``: its title, message,
    own widgets and its negative and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons, items)
