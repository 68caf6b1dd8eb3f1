"""How the two-hundred-and-seventy-second held-out corpus writes a screen (``android_corpus``):
Aniyomi's screens are Jetpack Compose (Material 3 ``AlertDialog``, which lists its dismiss
button before its confirm button, the app's own ``AlertDialogContent`` pages of the tracking
sheet, bottom action bars of icons, app bars with their action icons and overflow menus, list
rows, checkboxes and switches), whose controls carry no resource ids a hierarchy shows, so a
control is known by its words alone: an icon by its content description, a checkbox by its
label and its state. The download queue is a View list inside the Compose page
(``download_item.xml``): each item's menu button carries its layout's id under
``xyz.jmir.tachiyomi.mi:id/`` (the application id) and its content description, and opens a
``PopupMenu`` (``res/menu/download_single.xml``). A full page is a title and its widgets,
with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, menu, page, popup

__all__ = ["PACKAGE", "confirm", "entry", "menu", "page", "popup", "sheet"]

PACKAGE = "xyz.jmir.tachiyomi.mi:id/"
"""The application id, under which the View layouts' ids show."""


def confirm(category: str, source: str, behind: str, title: str | None, message: str | None,
            buttons: list[tuple[str, bool | None]],
            items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A Compose ``AlertDialog`` over the page ``behind``: its title and message, its own
    widgets, then its dismiss and confirm buttons. Where the title is the same words as one
    of its buttons ("Remove" is both in the history's dialog), the title is left out: a
    tapped label must name one control, and the message still says what the dialog asks."""
    labels = [label for label, _ in buttons]
    shown = None if title in labels else title
    return popup(category, source, behind, shown, message, buttons, items)


def sheet(category: str, source: str, behind: str, items: tuple[dict[str, Any], ...],
          tap: str, bad: bool) -> dict[str, Any]:  # fmt: skip
    """A dropdown menu, a snackbar or a page's widgets drawn by Compose over ``behind``,
    one of them tapped."""
    return popup(category, source, behind, None, None, [], items, ((tap, bad),))
