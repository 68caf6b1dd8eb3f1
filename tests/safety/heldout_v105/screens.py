"""How the hundred-and-fifth held-out corpus writes a screen (``android_corpus``): OpenVPN for
Android is View-based, its confirmations are the platform's ``AlertDialog`` whose buttons are
``android:id/button1`` (positive), ``button2`` (negative) and ``button3`` (neutral), listed
neutral, negative, positive as its button bar lays them out, and its pages' and dialogs' own
views carry the ids of its layouts; its options menus are lists of entries known by their
text. AppFlowy is a Flutter app whose widgets set no keys a hierarchy shows, so its sheets',
dialogs' and pages' controls are known by their labels alone. A full page is a title and its
widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["alert", "entry", "menu", "page", "popup"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None] | None,
          neutral: tuple[str, bool | None] | None = None,
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets (a view
    set with ``setView``) and the buttons it sets, each with its platform id."""
    buttons = [(b[0], rid, b[1]) for b, rid in
               ((neutral, NEUTRAL), (negative, NEGATIVE), (positive, POSITIVE)) if b]  # fmt: skip
    return dialog(category, source, behind, title, message, buttons, items)
