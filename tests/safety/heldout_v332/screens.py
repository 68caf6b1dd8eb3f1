"""How the three-hundred-and-thirty-second held-out corpus writes a screen (``android_corpus``):
Breezy Weather mixes Views and Jetpack Compose. The main screen's toolbar and its overflow
(``res/menu/activity_main.xml``), the location cards of the location list
(``item_location_card.xml``) and the snackbar (``container_snackbar_layout_inner.xml``) are
Views and carry the ids of their layouts and menus under ``org.breezyweather:id/`` (its
package). Its dialogs, settings pages, search page and the location list's bar and buttons are
Compose (Material 3 ``AlertDialog``, which lists its dismiss button before its confirm button,
list items, switches), whose controls carry no resource ids a hierarchy shows, so a control is
known by its words alone. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, menu, page, popup

__all__ = ["ID", "confirm", "entry", "menu", "page", "sheet"]

ID = "org.breezyweather:id/"
"""The app's namespace and application id."""


def confirm(category: str, source: str, behind: str, title: str | None, message: str | None,
            buttons: list[tuple[str, bool | None]],
            items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A Compose ``AlertDialog`` over the page ``behind``: its title and message, its own
    widgets, then its dismiss and confirm buttons (``None``: shown, not tapped)."""
    return popup(category, source, behind, title, message, buttons, items)


def sheet(category: str, source: str, behind: str, title: str | None,
          items: tuple[dict[str, Any], ...], tap: str, bad: bool,
          buttons: tuple[str, ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A Compose dialog over ``behind`` whose own widget ``tap`` is tapped; its buttons are
    shown, not tapped."""
    shown = [(b, None) for b in buttons]
    return popup(category, source, behind, title, None, shown, items, ((tap, bad),))
