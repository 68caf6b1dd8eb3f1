"""How the seventieth held-out corpus writes a screen (``android_corpus``): GPSLogger's
dialogs are ``SimpleDialogFragments`` built on the platform ``AlertDialog``, whose buttons
carry ``android:id/button1/2``; jtx Board draws its dialogs with Jetpack Compose
(``AlertDialog`` with ``TextButton``s), whose buttons carry no resource ids a hierarchy
shows, so there a button is known by its label alone, which must name it; a full page is a
title and its widgets, with no popup over it."""

from __future__ import annotations

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["NEGATIVE", "POSITIVE", "dialog", "entry", "menu", "page", "popup"]
