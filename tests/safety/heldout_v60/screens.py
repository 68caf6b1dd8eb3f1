"""How the sixtieth held-out corpus writes a screen (``android_corpus``): both apps build
their dialogs with ``AlertDialog`` (NetGuard the platform's, AdAway the Material one), whose
buttons carry the platform ids; a full page is a title and its widgets, with no popup over
it."""

from __future__ import annotations

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

__all__ = ["NEGATIVE", "POSITIVE", "dialog", "entry", "menu", "page"]
