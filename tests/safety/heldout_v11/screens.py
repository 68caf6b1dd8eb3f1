"""How the eleventh held-out corpus writes a screen (``android_corpus``): a button whose
label is also a text of its dialog or of the page behind it, or another button's, is tapped
by its id."""

from __future__ import annotations

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu

ACCEPT, DISMISS = "AcceptAlertButton", "DismissAlertButton"
"""A Compose dialog's button test tags, which the app exposes as resource ids."""

__all__ = ["ACCEPT", "DISMISS", "NEGATIVE", "POSITIVE", "dialog", "entry", "menu"]
