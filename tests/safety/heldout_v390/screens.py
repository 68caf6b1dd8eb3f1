"""How the three-hundred-and-ninetieth held-out corpus writes a screen (``android_corpus``):
Metrolist draws with Jetpack Compose (its ``DefaultDialog``, ``ActionPromptDialog`` and
``TextFieldDialog``, Material 3 ``AlertDialog``, bottom-sheet menus of list rows, settings
rows and switches), whose controls carry no resource ids a hierarchy shows, so a control is
known by its words alone; an icon button whose ``contentDescription`` is null names nothing
and is left off. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, page, popup

__all__ = ["confirm", "entry", "page", "popup", "sheet"]


def confirm(category: str, source: str, behind: str, title: str | None, message: str | None,
            buttons: list[tuple[str, bool | None]],
            items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A Compose dialog over the page ``behind``: its title and message, its own widgets,
    then its buttons in the order a hierarchy lists them (dismiss before confirm)."""
    return popup(category, source, behind, title, message, buttons, items)


def sheet(category: str, source: str, behind: str, items: tuple[dict[str, Any], ...],
          tap: str, bad: bool) -> dict[str, Any]:  # fmt: skip
    """A bottom-sheet menu drawn by Compose over ``behind``, one of its own widgets tapped."""
    return popup(category, source, behind, None, None, [], items, ((tap, bad),))
