"""How the three-hundred-and-forty-second held-out corpus writes a screen (``android_corpus``):
Canta draws with Jetpack Compose (Material 3 ``BasicAlertDialog`` and ``AlertDialog``, whose
content and buttons are the app's own composables, ``DropdownMenu``, list items, cards,
switches and floating action buttons), so its controls carry no resource ids a hierarchy shows
and a control is known by its words or its content description alone. A clickable row merges
its texts and its icons' descriptions into one node, which is written as one control. An
unlabelled checkbox (an app tile's) names nothing and is left off. A full page is a title and
its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, menu, page, popup

__all__ = ["PACKAGE", "dialog", "entry", "menu", "page", "popup", "view"]

PACKAGE = "io.github.samolego.canta"
"""Canta's application id (its Compose screens show no resource ids under it)."""


def dialog(category: str, source: str, behind: str, title: str | None, message: str | None,
           buttons: list[tuple[str, bool | None]], items: tuple[dict[str, Any], ...] = (),
           taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A Compose dialog over the page ``behind``: its heading and message (the first texts of
    its content), its own widgets, then its buttons in the order the code draws them, each
    known by its label (``None``: shown, not tapped); ``taps`` are further cases on its own
    widgets."""
    return popup(category, source, behind, title, message, buttons, items, taps)


def view(category: str, source: str, title: str | None, items: list[dict[str, Any]],
         taps: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A full page: its app-bar title (``None`` where the search field stands in its place),
    its widgets, and the cases that tap them."""
    screen = page(title, items) if title is not None else {"items": items}
    return entry(category, source, screen, taps)
