"""How the two-hundred-and-ninety-sixth held-out corpus writes a screen (``android_corpus``):
Capy Reader draws with Jetpack Compose (Material 3 ``AlertDialog``, which lists its dismiss
button before its confirm button, ``DropdownMenu``, ``ModalBottomSheet``, ``Dialog`` cards,
list rows, switches and icon buttons), whose controls carry no resource ids a hierarchy shows,
so a control is known by its words or its content description alone. A full page is a title
and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, menu, page, popup

__all__ = ["confirm", "entry", "menu", "page", "popup", "sheet"]


def confirm(category: str, source: str, behind: str, title: str | None, message: str | None,
            buttons: list[tuple[str, bool | None]],
            items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A Compose ``AlertDialog`` over the page ``behind``: its title and message, then its
    dismiss and confirm buttons. Where the title is the same words as one of its buttons
    ("Unsubscribe", "Log Out" and the page's "Delete" are both), the title is left out: a
    tapped label must name one control, and the message still says what the dialog asks."""
    labels = [label for label, _ in buttons]
    shown = None if title in labels else title
    return popup(category, source, behind, shown, message, buttons, items)


def sheet(category: str, source: str, behind: str, items: tuple[dict[str, Any], ...],
          taps: tuple[tuple[str, bool], ...]) -> dict[str, Any]:  # fmt: skip
    """A bottom sheet or a dialog card drawn by Compose over ``behind``, some of its own
    widgets tapped."""
    return popup(category, source, behind, None, None, [], items, taps)
