"""How the three-hundred-and-ninety-fourth held-out corpus writes a screen (``android_corpus``):
Dicio's screens are Jetpack Compose (Material 3 scaffolds, cards, settings rows, switches, the
chooser and edit dialogs of its settings, a modal bottom sheet), whose controls carry no
resource ids a hierarchy shows, so a control is known by its words alone: a clickable row
merges its title, its description and its icon's description into one node, and an icon
button is known by its ``contentDescription``. A full page is a title and its widgets, with
no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, page, popup

__all__ = ["chooser", "entry", "page", "popup", "sheet"]


def chooser(category: str, source: str, behind: str, title: str, rows: list[str],
            checked: str, cancel: str, tap: str) -> dict[str, Any]:  # fmt: skip
    """A ``ListSetting`` chooser (``Dialog`` over ``behind``): its title, one row per value
    (a radio button and the value's name; a picked row sets the value and closes the dialog)
    and the platform's Cancel; ``tap`` is the row or the Cancel tapped."""
    items = tuple({"radio": r, "checked": r == checked} for r in rows)
    if tap == cancel:
        return popup(category, source, behind, title, None, [(cancel, False)], items)
    return popup(category, source, behind, title, None, [(cancel, None)], items, ((tap, False),))


def sheet(category: str, source: str, behind: str, items: tuple[dict[str, Any], ...],
          tap: str, bad: bool) -> dict[str, Any]:  # fmt: skip
    """A bottom sheet drawn by Compose over ``behind``, one of its own widgets tapped."""
    return popup(category, source, behind, None, None, [], items, ((tap, bad),))
