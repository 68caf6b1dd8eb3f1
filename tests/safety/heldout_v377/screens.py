"""How the three-hundred-and-seventy-seventh held-out corpus writes a screen
(``android_corpus``): Image Toolbox draws with Jetpack Compose. Its dialogs are the app's
``EnhancedAlertDialog`` (a Material 3 alert dialog whose row lists the dismiss button before
the confirm button), its sheets are ``EnhancedModalBottomSheet``, and its pages are lists of
preference rows and switches. Compose controls carry no resource ids a hierarchy shows, so a
control is known by its words or its content description alone; an icon button whose
content description is null names nothing and is left off, and so is a dialog's icon, which
cannot be tapped. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, page, popup

__all__ = ["confirm", "entry", "page", "popup", "sheet"]


def confirm(category: str, source: str, behind: str, title: str | None, message: str | None,
            buttons: list[tuple[str, bool | None]],
            items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``EnhancedAlertDialog`` over the page ``behind``: its title and message, then its
    buttons in the order the hierarchy lists them (the dismiss button first). Where the
    title is the same words as one of its buttons (Delete, Reset), the title is left out: a
    tapped label must name one control, and the message still says what the dialog asks."""
    labels = [label for label, _ in buttons]
    shown = None if title in labels else title
    return popup(category, source, behind, shown, message, buttons, items)


def sheet(category: str, source: str, behind: str, items: tuple[dict[str, Any], ...],
          tap: str, bad: bool) -> dict[str, Any]:  # fmt: skip
    """A bottom sheet or a page drawn by Compose over ``behind``, one of its own widgets
    tapped."""
    return popup(category, source, behind, None, None, [], items, ((tap, bad),))
