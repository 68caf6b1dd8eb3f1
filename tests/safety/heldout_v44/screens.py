"""How the forty-fourth held-out corpus writes a screen (``android_corpus``): a platform
dialog's button whose label is also a text of its dialog or of the page behind it, or
another button's, is tapped by its id; Seafile's own dialogs put their Cancel and OK on
text views of their own layout, which carry that layout's ids instead of the platform's."""

from __future__ import annotations

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu

__all__ = ["NEGATIVE", "NEUTRAL", "OWN_NEGATIVE", "OWN_POSITIVE", "POSITIVE", "dialog",
           "entry", "menu"]  # fmt: skip

OWN_NEGATIVE = "com.seafile.seadroid2:id/text_view_negative"
OWN_POSITIVE = "com.seafile.seadroid2:id/text_view_positive"
"""The ids of Seafile's own dialog buttons (``layout_dialog_button_positive_negative_
loading.xml``: Cancel, then OK)."""
