"""How the two-hundred-and-sixty-sixth held-out corpus writes a screen (``android_corpus``):
Pano Scrobbler draws with Compose Multiplatform (Material 3 dropdown menus, bottom sheets,
list rows, switches, checkboxes, toggle buttons and outlined buttons), whose controls carry
no resource ids a hierarchy shows, so a control is known by its words alone; an icon button
is known by its content description, and a checkbox is written as a checkable
``switch`` with its state. Only the login pages turn their test tags into resource
ids (``testTagsAsResourceId``), shown under the app's package. A menu or a sheet is written
over the page behind it; a full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, page, popup

__all__ = ["PACKAGE", "entry", "on_page", "page", "popup", "sheet"]

PACKAGE = "com.arn.scrobble:id/"
"""The app's package, under which its login pages' test tags show as resource ids."""


def sheet(category: str, source: str, behind: str, items: tuple[dict[str, Any], ...],
          tap: str, bad: bool) -> dict[str, Any]:  # fmt: skip
    """A dropdown menu, a bottom sheet or a modal drawn by Compose over the page ``behind``,
    one of its own widgets tapped."""
    return popup(category, source, behind, None, None, [], items, ((tap, bad),))


def on_page(category: str, source: str, title: str, items: list[dict[str, Any]], tap: str,
            bad: bool) -> dict[str, Any]:  # fmt: skip
    """A full page, one of its widgets tapped."""
    return entry(category, source, page(title, items), [(tap, bad)])
