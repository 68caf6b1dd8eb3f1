"""How the ninety-fourth held-out corpus writes a screen (``android_corpus``): tooot is a React
Native app, whose views and header buttons carry no resource ids a hierarchy shows, but whose
``Alert.alert`` is the platform's own ``AlertDialog`` (its buttons ``android:id/button1``, ``2``
and ``3``), and whose dropdown menus (``zeego``) are the platform's popup menus; Proton Drive
draws its pages, sheets and dialogs with Jetpack Compose (``ProtonAlertDialog``, bottom sheets
of option rows), whose buttons carry no resource ids either, so a Compose popup's button is
known by its label alone, which must name it; a full page is a title and its widgets, with no
popup over it."""

from __future__ import annotations

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["NEGATIVE", "NEUTRAL", "POSITIVE", "dialog", "entry", "menu", "page", "popup"]
