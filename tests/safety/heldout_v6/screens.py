"""How the sixth held-out corpus writes a screen (``android_corpus``): a dialog's further
texts come as plain strings, and every button is tapped."""

from __future__ import annotations

from typing import Any

import android_corpus
from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, entry, menu

Button = tuple[str, str, bool]
"""A dialog button: its label, its resource id, whether tapping it is irreversible."""

__all__ = ["NEGATIVE", "NEUTRAL", "POSITIVE", "dialog", "entry", "menu"]


def dialog(category: str, source: str, page: str, title: str | None, message: str | None,
           buttons: list[Button], texts: tuple[str, ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A dialog: its title and message, any further texts, then its buttons in the
    order a hierarchy lists them. A button whose label is also a text of the dialog, or
    another button's, is tapped by its id."""
    items = tuple({"text": t} for t in texts)
    return android_corpus.dialog(category, source, page, title, message, list(buttons), items,
                                 page_said=False)  # fmt: skip
