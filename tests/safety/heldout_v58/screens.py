"""How the fifty-eighth held-out corpus writes a screen (``android_corpus``): both apps'
dialogs are ``AlertDialog`` dialogs (Gadgetbridge's built by ``MaterialAlertDialogBuilder``,
OpenTracks' by ``AlertDialog.Builder`` and the preference library), whose buttons carry the
platform's ids; a button whose label is also a text of its dialog or of the page behind it,
or another button's, is tapped by its id. A full page (a device card, a settings list, a
track's page, an action bar) has no dialog: it is a title and its widgets."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu

__all__ = ["NEGATIVE", "NEUTRAL", "POSITIVE", "dialog", "entry", "menu", "page"]


def page(title: str, *items: dict[str, Any]) -> dict[str, Any]:
    """A full screen (no dialog): its title, then its widgets in hierarchy order."""
    return {"title": title, "items": list(items)}
