"""How the five-hundred-and-seventeenth held-out corpus writes a screen (``android_corpus``):
Symphony's screens are Jetpack Compose (its own ``ScaffoldDialog``, Material 3
``DropdownMenu``, ``ModalBottomSheet``, setting cards, list rows, radio buttons and switches),
whose controls carry no resource ids a hierarchy shows, so a control is known by its words
alone; an icon button whose ``contentDescription`` is null names nothing and is left off. A
full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, menu, page, popup

__all__ = ["confirm", "entry", "menu", "page", "popup", "sheet"]


def confirm(category: str, source: str, behind: str, title: str, message: str | None,
            buttons: list[tuple[str, bool | None]],
            items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``ScaffoldDialog`` over the page ``behind``: its title, its message or own widgets,
    then its buttons in the order the code lays them out."""
    return popup(category, source, behind, title, message, buttons, items)


def sheet(category: str, source: str, behind: str, items: tuple[dict[str, Any], ...],
          tap: str, bad: bool, title: str | None = None) -> dict[str, Any]:  # fmt: skip
    """A bottom sheet or a dialog of choices drawn by Compose over ``behind``, one of its own
    widgets tapped."""
    return popup(category, source, behind, title, None, [], items, ((tap, bad),))
