"""How the eighty-first held-out corpus writes a screen (``android_corpus``): Fedilab's
dialogs are platform ``AlertDialog``s (``MaterialAlertDialogBuilder``) whose buttons carry
``android:id/button1/2/3``, listed neutral, negative, positive, and its menus are platform
``PopupMenu``s; Amethyst draws with Jetpack Compose (Material 3 ``AlertDialog``, ``Popup``,
``Dialog``), whose controls carry no resource ids a hierarchy shows, so its popups' buttons
are known by their labels alone; a full page is a title and its widgets, with no popup over
it."""

from __future__ import annotations

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["NEGATIVE", "NEUTRAL", "POSITIVE", "dialog", "entry", "menu", "page", "popup"]
