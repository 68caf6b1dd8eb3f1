"""How the five-hundred-and-thirty-first held-out corpus writes a screen (``android_corpus``):
Harmony Music is a Flutter app. Its dialogs are its own ``CommonDialog`` (a Material
``Dialog`` holding a title, the dialog's own widgets and ``InkWell`` buttons) and a few
``AlertDialog`` widgets, its menus are ``PopupMenuButton`` lists, its song and playlist
options are modal bottom sheets of ``ListTile`` rows, and its pages are rows, switches,
dropdown buttons and icon buttons. Flutter draws them all itself, so no control carries a
resource id a hierarchy shows: a control is known by its words, an icon button by its
tooltip (one without a tooltip names nothing and is left off). A modal sheet or dialog
hides the page behind it from the hierarchy, as Flutter's modal route blocks the
semantics below it; a full page is a title (where the app shows one) and its widgets."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, menu, page, popup

__all__ = ["dialog", "entry", "menu", "page", "popup", "sheet", "untitled"]


def dialog(category: str, source: str, behind: str, title: str | None,
           message: str | None, buttons: list[tuple[str, bool | None]],
           items: tuple[dict[str, Any], ...] = (),
           taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``CommonDialog`` or ``AlertDialog`` over the page ``behind``: its title, its message,
    its own widgets, then its buttons in the order the code lays them out, each known by its
    words (``None``: shown, not tapped); ``taps`` are cases on its own widgets."""
    return popup(category, source, behind, title, message, buttons, items, taps)


def sheet(category: str, source: str, behind: str, items: list[dict[str, Any]],
          tap: str, bad: bool) -> dict[str, Any]:  # fmt: skip
    """A modal bottom sheet over the page ``behind``: its rows, one of them tapped."""
    return popup(category, source, behind, None, None, [], tuple(items), ((tap, bad),))


def untitled(items: list[dict[str, Any]]) -> dict[str, Any]:
    """A full page that shows no title (the home page, the player's queue panel)."""
    return {"items": items}
