"""How the ninety-third held-out corpus writes a screen (``android_corpus``): Rethink DNS is
a View-based app whose dialogs are the platform's ``AlertDialog`` (``MaterialAlertDialogBuilder``),
their buttons carrying ``android:id/button1`` to ``button3``, and whose pages' icons carry the
ids their layouts give; Bitkit draws with Jetpack Compose and sets ``testTagsAsResourceId``, so
a control's test tag is the resource id a hierarchy shows; a full page is a title and its
widgets, with no popup over it."""

from __future__ import annotations

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["NEGATIVE", "NEUTRAL", "POSITIVE", "dialog", "entry", "menu", "page", "popup"]
