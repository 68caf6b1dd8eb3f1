"""How the seventy-sixth held-out corpus writes a screen (``android_corpus``): Home
Assistant's dialogs are platform ``AlertDialog``s whose buttons carry
``android:id/button1/2``, and its pages are Views with the ids of its layouts; Unstoppable
Wallet draws its pages and sheets with Jetpack Compose, whose buttons carry no resource ids
a hierarchy shows, so a sheet's button is known by its label alone, which must name it; a
menu is a dropdown of entries; a full page is a title and its widgets, with no popup over
it."""

from __future__ import annotations

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["NEGATIVE", "POSITIVE", "dialog", "entry", "menu", "page", "popup"]
