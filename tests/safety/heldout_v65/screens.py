"""How the sixty-fifth held-out corpus writes a screen (``android_corpus``): both apps' dialogs
are ``AlertDialog``s (App Manager's from Material's builder, BitBanana's the platform's own)
whose buttons carry ``android:id/button1/2/3``; a menu is a popup of entries; a full page is a
title and its widgets, with no popup over it."""

from __future__ import annotations

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["NEGATIVE", "NEUTRAL", "POSITIVE", "dialog", "entry", "menu", "page"]
