"""How the thirty-ninth held-out corpus writes a screen (``android_corpus``): a platform
dialog's button whose label is also a text of its dialog or of the page behind it, or
another button's, is tapped by its id; a dialog that lists choices (``setItems``) shows them
as menu rows under its title, the way a hierarchy lists them."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu

__all__ = ["NEGATIVE", "NEUTRAL", "POSITIVE", "choices", "dialog", "entry", "menu"]


def choices(category: str, source: str, page: str, title: str | None, rows: list[str],
            cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` built with ``setItems``: its title over a list of choices, no
    buttons; a tap on a choice runs it and closes the dialog."""
    shown = {"title": title} if title else {}
    screen = {"title": page, "dialog": shown, "items": [{"menu": row} for row in rows]}
    return entry(category, source, screen, cases)
