"""How the three-hundred-and-seventy-first held-out corpus writes a screen (``android_corpus``):
the calculator's own pages and dialogs are View-based; their ``AlertDialog`` buttons are
``android:id/button1`` (positive), ``button2`` (negative) and ``button3`` (neutral), listed
neutral first as a hierarchy dump lists them, and its pages carry the ids of its layouts.
The settings page is drawn with Compose, whose widgets carry no resource ids."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, Button, dialog, entry, menu, page

__all__ = ["alert", "entry", "menu", "page"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          buttons: dict[str, tuple[str, bool | None]],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    buttons (``neutral``, ``negative``, ``positive``, those it has), each with its platform
    id."""
    ids = (("neutral", NEUTRAL), ("negative", NEGATIVE), ("positive", POSITIVE))
    shown: list[Button] = [(buttons[k][0], rid, buttons[k][1]) for k, rid in ids if k in buttons]
    return dialog(category, source, behind, title, message, shown, items)
