"""How the two-hundred-and-first held-out corpus writes a screen (``android_corpus``): Monekin
is a Flutter app whose widgets set no keys, so its dialogs (``confirmDialog``, a Material
``AlertDialog.adaptive`` whose actions are ``TextButton``\\ s, Cancel before the confirming
one), popup menus (``PopupMenuButton`` / ``MonekinPopupMenuButton`` rows), bottom sheets and
pages show their controls to Android's accessibility tree by their labels alone, with no
resource ids. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from android_corpus import entry, menu, page, popup

__all__ = ["entry", "menu", "page", "popup"]
