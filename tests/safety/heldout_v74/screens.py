"""How the seventy-fourth held-out corpus writes a screen (``android_corpus``): Every Door and
LocalSend are Flutter apps whose dialogs, sheets and buttons set no keys a hierarchy shows
as resource ids, so a popup's button is known by its label alone, which must name it; a
full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from android_corpus import entry, menu, page, popup

__all__ = ["entry", "menu", "page", "popup"]
