"""How the sixty-ninth held-out corpus writes a screen (``android_corpus``): Rainbow is a React
Native app whose action sheets (``react-native-action-sheet``), context menus and sheet
buttons carry no resource ids a hierarchy shows, and Waterfly III is a Flutter app whose
dialogs set no keys, so in both apps a popup's button is known by its label alone, which
must name it; a full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from android_corpus import entry, menu, page, popup

__all__ = ["entry", "menu", "page", "popup"]
