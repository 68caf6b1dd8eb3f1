"""How the three-hundred-and-sixty-fourth held-out corpus writes a screen (``android_corpus``):
WG Tunnel is Jetpack Compose throughout (Material 3 ``AlertDialog``, which lists its dismiss
button before its confirm button, ``ModalBottomSheet``, ``DropdownMenu``, its own selection
rows with their switches, the top bar's icon buttons and the bottom navigation bar). Its
controls carry no test tags, so a hierarchy shows no resource ids for them: a control is
known by its words or its content description alone. A clickable row merges its icon and its
text into one node, shown as a row with its text (and its icon's description where that is
other words). A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, page, popup

__all__ = ["confirm", "entry", "page", "popup", "sheet"]


def confirm(category: str, source: str, behind: str, title: str | None, message: str | None,
            buttons: list[tuple[str, bool | None]],
            items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A Compose ``AlertDialog`` over the page ``behind``: its title and message, its own
    widgets, then its dismiss and confirm buttons (``None``: shown, not tapped)."""
    return popup(category, source, behind, title, message, buttons, items)


def sheet(category: str, source: str, behind: str, items: tuple[dict[str, Any], ...],
          tap: str, bad: bool) -> dict[str, Any]:  # fmt: skip
    """A page, a bottom sheet or a dropdown menu drawn by Compose, titled ``behind``, one of
    its own widgets tapped."""
    return popup(category, source, behind, None, None, [], items, ((tap, bad),))
