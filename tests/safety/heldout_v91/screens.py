"""How the ninety-first held-out corpus writes a screen (``android_corpus``): Thunder is a
Flutter app whose widgets set no keys a hierarchy shows, and ICSx5 draws its pages and
dialogs with Jetpack Compose (Material 3 ``AlertDialog``, ``DropdownMenu``, top app bar
icons with a content description), whose buttons carry no resource ids either, so in both
apps a popup's button is known by its label alone, which must name it; a full page is a
title and its widgets, with no popup over it."""

from __future__ import annotations

from android_corpus import entry, menu, page, popup

__all__ = ["entry", "menu", "page", "popup"]
