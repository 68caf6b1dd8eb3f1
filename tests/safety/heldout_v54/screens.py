"""How the fifty-fourth held-out corpus writes a screen (``android_corpus``): both apps'
dialogs are ``AlertDialog`` (Simplenote's ``AlertDialog.Builder``, RedReader's
``MaterialAlertDialogBuilder``), so their buttons carry the platform's ids, and a button
whose label is also a text of its dialog or of the page behind it, or another button's, is
tapped by its id; a list dialog's entries (RedReader's action menus, ``setItems``) are a
menu."""

from __future__ import annotations

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu

__all__ = ["NEGATIVE", "NEUTRAL", "POSITIVE", "dialog", "entry", "menu"]
