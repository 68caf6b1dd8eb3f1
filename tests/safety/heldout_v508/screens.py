"""How the five-hundred-and-eighth held-out corpus writes a screen (``android_corpus``):
Butterfly is a Flutter app, so a hierarchy dump shows its widgets by their words (a text, or
an icon button's tooltip as its description) and with no resource ids. Its dialogs are
Material ``AlertDialog`` widgets drawn by Flutter, its menus are ``MenuAnchor`` and context
menus of ``MenuItemButton`` rows, its sheets are bottom sheets of list tiles, and its pages
carry their app bar's title. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, menu, page, popup

__all__ = ["entry", "menu", "page", "popup", "tap"]


def tap(
    category: str, source: str, screen: dict[str, Any], label: str, bad: bool
) -> dict[str, Any]:
    """One case on a screen: a tap on the control named ``label``."""
    return entry(category, source, screen, [(label, bad)])
