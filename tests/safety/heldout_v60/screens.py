"""How the sixtieth held-out corpus writes a screen (``android_corpus``): both apps build
their dialogs with ``AlertDialog`` (NetGuard the platform's, AdAway the Material one), whose
buttons carry the platform ids; a full page is a title and its widgets, with no popup over
it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu

__all__ = ["NEGATIVE", "POSITIVE", "dialog", "entry", "menu", "page"]


def page(title: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A full page: its title and widgets, drawn as a screen of its own."""
    return {"title": title, "items": items}
