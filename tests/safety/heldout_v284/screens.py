"""How the two-hundred-and-eighty-fourth held-out corpus writes a screen (``android_corpus``):
Gallery's screens are Jetpack Compose (``ModalBottomSheet`` confirmations with their own
Cancel and Confirm or Yes buttons, a Material 3 ``AlertDialog``, option sheets of rows, list
rows, chips and switches), whose controls carry no resource ids a hierarchy shows, so a control
is known by its words alone. A clickable column or row that holds an icon and a text of the
same words (the selection bar's and the viewer's action buttons, the details sheet's "Delete
Location") is one node in a hierarchy dump, written as one button; an icon whose
``contentDescription`` is null names nothing and is left off. A full page is a title and its
widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, page, popup

__all__ = ["confirm", "entry", "page", "popup", "sheet"]


def confirm(category: str, source: str, behind: str, title: str, message: str | None,
            buttons: list[tuple[str, bool | None]],
            items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A confirmation drawn by Compose over the page ``behind`` (a bottom sheet or an
    ``AlertDialog``): its title and message, its own widgets, then its buttons in the order a
    hierarchy lists them (dismiss first)."""
    return popup(category, source, behind, title, message, buttons, items)


def sheet(category: str, source: str, behind: str, title: str | None,
          items: tuple[dict[str, Any], ...], tap: str, bad: bool) -> dict[str, Any]:  # fmt: skip
    """A bottom sheet of rows or fields drawn by Compose over ``behind``, one of its own
    widgets tapped."""
    return popup(category, source, behind, title, None, [], items, ((tap, bad),))
