"""How the three-hundred-and-twentieth held-out corpus writes a screen (``android_corpus``):
Nextcloud Cookbook's screens are Jetpack Compose (top app bars with icon buttons, Material 3
``DropdownMenu`` popups, list items, chips, outlined text fields and a bottom navigation bar),
whose controls carry no resource ids a hierarchy shows, so a control is known by its words or
its content description alone; an icon whose ``contentDescription`` is null or empty names
nothing and is left off. The crash report dialog is ACRA's ``CrashReportDialog``, a platform
``AlertDialog`` whose buttons are ``android:id/button1`` (positive) and ``button2``
(negative). A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, page, popup

__all__ = ["alert", "entry", "menu", "screen"]


def screen(category: str, source: str, title: str, items: list[dict[str, Any]],
           taps: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A full page drawn by Compose, titled ``title``, and the cases that tap its controls."""
    return entry(category, source, page(title, items), taps)


def menu(category: str, source: str, behind: str, rows: list[str], tap: str,
         bad: bool) -> dict[str, Any]:  # fmt: skip
    """A Compose ``DropdownMenu`` over the page ``behind``: its rows, one of them tapped."""
    items = tuple({"menu": row} for row in rows)
    return popup(category, source, behind, None, None, [], items, ((tap, bad),))


def alert(category: str, source: str, behind: str, title: str, message: str,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          ) -> dict[str, Any]:  # fmt: skip
    """A platform ``AlertDialog`` over ``behind``: its title, message, and its negative and
    positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons)
