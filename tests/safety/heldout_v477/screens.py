"""How the four-hundred-and-seventy-seventh held-out corpus writes a screen (``android_corpus``):
Baresip Studio's screens are Jetpack Compose, whose controls carry no resource ids a hierarchy
shows, so a control is known by its words alone. Its confirmations are the app's own
``CustomElements.AlertDialog`` (a card with a title, a message and up to four text buttons,
first to last, each written in capitals with ``uppercase()``) and ``PasswordDialog`` (a title,
a password field and its Cancel and OK, written as they are); its menus are
``CustomElements.DropdownMenu`` lists opened by the top bar's Menu icon. A full page is a title
and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, menu, page, popup

__all__ = ["confirm", "entry", "menu", "page", "popup", "sheet"]


def confirm(category: str, source: str, behind: str, title: str, message: str,
            buttons: list[tuple[str, bool | None]],
            items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """``CustomElements.AlertDialog`` over the page ``behind``: its title and message, then its
    buttons first to last, each shown in capitals as the dialog writes them."""
    shown = [(label.upper(), bad) for label, bad in buttons]
    return popup(category, source, behind, title, message, shown, items)


def sheet(category: str, source: str, behind: str, title: str | None,
          items: tuple[dict[str, Any], ...], buttons: list[tuple[str, bool | None]],
          ) -> dict[str, Any]:  # fmt: skip
    """A dialog the app draws with its own widgets (``PasswordDialog``, the call transfer
    dialog) over ``behind``: its title, its widgets, then its buttons as written."""
    return popup(category, source, behind, title, None, buttons, items)
