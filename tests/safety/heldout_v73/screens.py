"""How the seventy-third held-out corpus writes a screen (``android_corpus``): Grocy's
confirmations are platform ``AlertDialog``s (``MaterialAlertDialogBuilder``) whose buttons
carry ``android:id/button1/2``, and its bottom sheets' buttons and toolbar icons carry the
app's own ids; Edge is a React Native app whose modals and sliders show no platform button
ids, so a popup's button there is known by its label alone, which must name it; a full page
is a title and its widgets, with no popup over it."""

from __future__ import annotations

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["NEGATIVE", "POSITIVE", "dialog", "entry", "menu", "page", "popup"]
