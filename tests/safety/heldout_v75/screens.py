"""How the seventy-fifth held-out corpus writes a screen (``android_corpus``): Revolt draws its
dialogs and sheets with Jetpack Compose (Material 3 ``AlertDialog``, ``ModalBottomSheet``,
``DropdownMenu``), whose buttons carry no resource ids a hierarchy shows, and AuthPass is a
Flutter app whose widgets set no keys, so in both apps a popup's button is known by its
label alone, which must name it; a full page is a title and its widgets, with no popup
over it."""

from __future__ import annotations

from android_corpus import entry, menu, page, popup

__all__ = ["entry", "menu", "page", "popup"]
