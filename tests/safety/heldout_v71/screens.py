"""How the seventy-first held-out corpus writes a screen (``android_corpus``): Vespucci's
dialogs are platform ``AlertDialog``s (``ThemeUtils.getAlertDialogBuilder``) whose buttons
carry ``android:id/button1/2/3``; BRD draws its popups as Conductor controllers of its own
(``AlertDialogController``, ``ConfirmTxController``) whose buttons carry the app's resource
ids; a full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["NEGATIVE", "NEUTRAL", "POSITIVE", "dialog", "entry", "menu", "page"]
