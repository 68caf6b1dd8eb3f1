"""How the sixty-seventh held-out corpus writes a screen (``android_corpus``): Kiwix draws its
dialogs with Jetpack Compose (``AlertDialogShower``), whose buttons carry test tags but no
resource ids a hierarchy shows, and Breez is a Flutter app whose widgets set no keys, so in
both apps a popup's button is known by its label alone, which must name it; a full page is
a title and its widgets, with no popup over it."""

from __future__ import annotations

from android_corpus import entry, menu, page, popup

__all__ = ["entry", "menu", "page", "popup"]
