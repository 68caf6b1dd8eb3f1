"""How the fifty-sixth held-out corpus writes a screen (``android_corpus``): both apps build
their dialogs with ``AlertDialog.Builder``, whose buttons carry the platform's ids, so a
button whose label is also a text of its dialog or of the page behind it, or another
button's, is tapped by its id; a full page (a chat, a settings page, a form) has no dialog
and lists its widgets in hierarchy order."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu

__all__ = ["NEGATIVE", "POSITIVE", "dialog", "entry", "menu", "page"]


def page(title: str, *items: dict[str, Any]) -> dict[str, Any]:
    """A full screen (no dialog): its title, then its widgets in hierarchy order."""
    return {"title": title, "items": list(items)}
