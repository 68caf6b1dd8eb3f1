"""How the five-hundredth held-out corpus writes a screen (``android_corpus``): RadioDroid is
View-based; its confirmations are AppCompat ``AlertDialog``s, whose buttons a hierarchy lists
neutral first, then negative and positive (``android:id/button3``, ``button2``, ``button1``);
its menus are the toolbar's overflow and ``PopupMenu``s; its bottom sheets (the player
selector, the station's links, a track's details) are views of its own layouts; its pages
carry the ids of its layouts and menus under ``net.programmierecke.radiodroid2:id/`` (its
package, which also holds the ids of the libraries merged into it). A full page is a title and
its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, Button, dialog, entry, menu, page

__all__ = ["ID", "alert", "entry", "menu", "page", "sheet"]

ID = "net.programmierecke.radiodroid2:id/"
"""The app's package, under which its views' ids are written."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None] | None,
          neutral: tuple[str, bool | None] | None = None,
          items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message and own widgets, then
    those of its neutral, negative and positive buttons it has, each with its platform id;
    ``taps`` are cases on its own widgets."""
    buttons: list[Button] = [
        (label, rid, bad)
        for button, rid in ((neutral, NEUTRAL), (negative, NEGATIVE), (positive, POSITIVE))
        if button
        for label, bad in (button,)
    ]
    return dialog(category, source, behind, title, message, buttons, items, taps)


def sheet(category: str, source: str, behind: str, items: list[dict[str, Any]],
          tap: str, bad: bool) -> dict[str, Any]:  # fmt: skip
    """A bottom sheet or a full-screen dialog of the app's own layout over the page
    ``behind``, one of its widgets tapped."""
    screen = {"title": behind, "dialog": {}, "items": items}
    return entry(category, source, screen, [(tap, bad)])
