"""How the seventy-eighth held-out corpus writes a screen (``android_corpus``): Orbot's
dialogs are platform ``AlertDialog``s whose buttons carry ``android:id/button1/2/3`` and its
pages and bottom sheets are View layouts whose widgets carry the layouts' ids; Proton VPN
draws with Jetpack Compose (``ProtonAlert``, ``SimpleModalBottomSheet``), whose controls
carry no resource ids a hierarchy shows, so its popups' buttons are known by their labels
alone. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["NEGATIVE", "NEUTRAL", "POSITIVE", "dialog", "entry", "menu", "page", "popup"]
