"""How the sixty-first held-out corpus writes a screen (``android_corpus``): both apps'
dialogs are ``AlertDialog`` dialogs, so a button whose label is also a text of its dialog
or of the page behind it, or another button's, is tapped by its platform id."""

from __future__ import annotations

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu

__all__ = ["NEGATIVE", "NEUTRAL", "POSITIVE", "dialog", "entry", "menu"]
