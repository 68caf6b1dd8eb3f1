"""How the hundred-and-eighth held-out corpus writes a screen (``android_corpus``): wger is a
Flutter app whose widgets' keys (``ValueKey``) do not reach the accessibility tree, so its
dialogs' (``AlertDialog``), popup menus' (``PopupMenuButton``) and pages' controls are known by
their labels alone (an icon button by its tooltip). Grayjay is View-based: its confirmations
are ``UIDialogs.showDialog``'s ``dialog_multi_button`` layout, whose buttons are ``TextView``s
added in code with no ids, so they too are known by their labels alone; its pages' rows and
buttons carry the ids of its layouts. A full page is a title and its widgets, with no popup
over it."""

from __future__ import annotations

from android_corpus import entry, menu, page, popup

__all__ = ["entry", "menu", "page", "popup"]
