"""How the three-hundred-and-ninety-seventh held-out corpus writes a screen
(``android_corpus``): Notepad draws with Jetpack Compose (Material ``AlertDialog``, which lists
its dismiss button before its confirm button, ``DropdownMenu``, ``TopAppBar`` icon buttons, a
``Dialog`` holding the preference screen), whose controls carry no resource ids a hierarchy
shows, so a control is known by its words alone. An icon button whose ``contentDescription``
is null (the back arrow, the overflow's three dots, the New Note button) names nothing and is
left off. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, menu, page, popup

__all__ = ["alert", "entry", "menu", "page", "popup", "sheet"]


def alert(category: str, source: str, behind: str, title: str, message: str,
          dismiss: tuple[str, bool | None], confirm: tuple[str, bool | None],
          ) -> dict[str, Any]:  # fmt: skip
    """A Compose ``AlertDialog`` over the page ``behind``: its title and message, then its
    dismiss and confirm buttons, each known by its label (``None``: shown, not tapped)."""
    return popup(category, source, behind, title, message, [dismiss, confirm])


def sheet(category: str, source: str, behind: str, title: str | None,
          items: list[dict[str, Any]], tap: str) -> dict[str, Any]:  # fmt: skip
    """A popup drawn by Compose over ``behind`` (the settings dialog, a preference's list),
    one of its own widgets tapped; none of these commits."""
    return popup(category, source, behind, title, None, [], tuple(items), ((tap, False),))
