"""How the three-hundred-and-thirty-ninth held-out corpus writes a screen (``android_corpus``):
FOSS Browser is View-based; its confirmations are the Material library's
``MaterialAlertDialogBuilder`` dialogs, whose buttons are ``android:id/button1`` (positive) and
``button2`` (negative), its settings are AndroidX preference pages whose list preferences open
a single-choice dialog, and its pages, grids and bars carry the ids of its layouts. An image
button that has no content description is known by its id alone. A full page is a title and
its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "choice", "dialog", "entry", "menu", "page"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``MaterialAlertDialogBuilder`` dialog over the page ``behind``: its title, message,
    own widgets and its negative and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons, items)


def choice(category: str, source: str, behind: str, title: str, rows: list[str],
           checked: str, tap: str, cancel: str) -> dict[str, Any]:  # fmt: skip
    """A list preference's single-choice dialog over the page ``behind``: its title, its rows
    (the current one checked) and the platform's Cancel; a row picked is saved and closes
    it."""
    items = [{"radio": r, "checked": r == checked} for r in rows]
    items.append({"button": cancel, "rid": NEGATIVE})
    screen = {"title": behind, "dialog": {"title": title}, "items": items}
    return entry(category, source, screen, [(tap, False)])
