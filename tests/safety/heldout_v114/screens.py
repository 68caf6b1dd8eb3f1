"""How the hundred-and-fourteenth held-out corpus writes a screen (``android_corpus``):
Filen draws everything with React Native (its confirmations are nativewindui's ``Alert``,
its menus ``ContextMenu`` and ``DropdownMenu`` rows, its pages ``List`` rows with a
``Toggle`` or a ``Button`` on the right), and Clipious is a Flutter app whose widgets set no
keys, so in both apps a control is known by its label alone, which must name it; a full page
is a title and its widgets, with no popup over it."""

from __future__ import annotations

from android_corpus import entry, menu, page, popup

__all__ = ["entry", "menu", "page", "popup"]
