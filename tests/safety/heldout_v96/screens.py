"""How the ninety-sixth held-out corpus writes a screen (``android_corpus``): both apps are
View-based, their platform dialogs ``AlertDialog``s whose buttons carry
``android:id/button1/2/3``, their own dialogs, sheets and pages the ids their layouts and
menus give; a menu is an overflow or toolbar menu; a full page is a title and its widgets,
with no popup over it."""

from __future__ import annotations

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["NEGATIVE", "NEUTRAL", "POSITIVE", "dialog", "entry", "menu", "page"]
