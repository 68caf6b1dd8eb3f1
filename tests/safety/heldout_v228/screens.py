"""How the two-hundred-and-twenty-eighth held-out corpus writes a screen (``android_corpus``):
Findroid's screens are Jetpack Compose (Material 3 ``AlertDialog``, which lists its dismiss
button before its confirm button, ``ModalBottomSheet``, the ``BaseDialog`` of its own, list
rows, cards and switches), whose controls carry no resource ids a hierarchy shows, so a
control is known by its words alone; an icon button whose ``contentDescription`` is null
names nothing and is left off. The player is View-based (``activity_player.xml``,
``exo_main_controls.xml``): its buttons carry the ids of its layouts under
``dev.jdtech.jellyfin:id/`` and their content descriptions, and its track and speed pickers are
``MaterialAlertDialogBuilder`` single-choice lists (each row ``android:id/text1``). A full
page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, page, popup

__all__ = ["PACKAGE", "choice", "confirm", "entry", "page", "popup", "sheet"]

PACKAGE = "dev.jdtech.jellyfin:id/"
"""The phone app's namespace and application id."""


def confirm(category: str, source: str, behind: str, title: str, message: str | None,
            buttons: list[tuple[str, bool | None]],
            items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A Compose ``AlertDialog`` over the page ``behind``: its title and message, then its
    dismiss and confirm buttons. Where the title is the same words as one of its buttons
    (``delete_download`` is both, in every language), the title is left out: a tapped label
    must name one control, and the message still says what the dialog asks."""
    labels = [label for label, _ in buttons]
    shown = None if title in labels else title
    return popup(category, source, behind, shown, message, buttons, items)


def sheet(category: str, source: str, behind: str, items: tuple[dict[str, Any], ...],
          tap: str, bad: bool) -> dict[str, Any]:  # fmt: skip
    """A bottom sheet, a menu-like popup or a page drawn by Compose over ``behind``, one of
    its own widgets tapped."""
    return popup(category, source, behind, None, None, [], items, ((tap, bad),))


def choice(category: str, source: str, behind: str, title: str, rows: list[str],
           checked: str, tap: str) -> dict[str, Any]:  # fmt: skip
    """A ``MaterialAlertDialogBuilder`` single-choice list over the player: its title and its
    rows (``android:id/text1``), the current one checked; a row picked closes it."""
    items = [{"radio": r, "checked": r == checked} for r in rows]
    screen = {"title": behind, "dialog": {"title": title}, "items": items}
    return entry(category, source, screen, [(tap, False)])
