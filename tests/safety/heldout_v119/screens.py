"""How the hundred-and-nineteenth held-out corpus writes a screen (``android_corpus``): Valora
is a React Native app whose screens, bottom sheets and dialogs (its own ``Dialog``, a
``react-native-modal`` with the secondary button before the action) carry no resource ids a
hierarchy shows, and Kvaesitso draws with Jetpack Compose (Material 3 ``AlertDialog``, which
lists its dismiss button before its confirm button, ``DropdownMenu``, bottom sheets), whose
controls carry no resource ids either, so in both apps a control is known by its label
alone, which must name it; a full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from android_corpus import entry, menu, page, popup

__all__ = ["entry", "menu", "page", "popup"]
