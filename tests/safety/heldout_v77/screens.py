"""How the seventy-seventh held-out corpus writes a screen (``android_corpus``): ownCloud's
confirmations are platform ``AlertDialog``s (buttons ``android:id/button1/2/3``) or its own
dialog layouts, whose buttons and icons carry the ids of its layouts; Wire draws with Jetpack
Compose (its ``WireDialog``, ``MenuBottomSheetItem`` rows and buttons), which show no resource
ids, so a Wire control is known by its label alone; a full page is a title and its widgets,
with no popup over it."""

from __future__ import annotations

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["NEGATIVE", "NEUTRAL", "POSITIVE", "dialog", "entry", "menu", "page", "popup"]
