"""How the hundred-and-fourth held-out corpus writes a screen (``android_corpus``): Anytype
draws its sheets, menus and alerts with Jetpack Compose (``ModalBottomSheet``,
``DropdownMenu``, its own ``GenericAlert``, ``Warning`` and ``TwoVerticalButtonsAlert``),
whose controls carry no resource ids a hierarchy shows, so they are known by their labels
alone; its one View-based alert here (``DeleteAlertFragment``, ``fragment_delete_alert.xml``)
carries the ids of its layout, and the Bin's action bar rows (``ObjectActionAdapter``) are
known by their text. Finamp is a Flutter app whose widgets set no keys, so its dialogs'
buttons and its menus' rows are known by their labels alone. A full page is a title and
its widgets, with no popup over it."""

from __future__ import annotations

from android_corpus import dialog, entry, menu, page, popup

__all__ = ["dialog", "entry", "menu", "page", "popup"]
