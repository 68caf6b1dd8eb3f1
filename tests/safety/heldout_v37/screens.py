"""How the thirty-seventh held-out corpus writes a screen (``android_corpus``): a platform
dialog's button whose label is also a text of its dialog or of the page behind it, or
another button's, is tapped by its id; a Compose dialog's buttons have no id (Tasks.org
sets no test tags on them), so each is tapped by its label, which must name it alone; a
popup menu is shown over the card it was opened from, whose texts tell one card from
another."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu

__all__ = ["NEGATIVE", "NEUTRAL", "POSITIVE", "compose_dialog", "dialog", "entry", "menu",
           "popup"]  # fmt: skip


def compose_dialog(category: str, source: str, page: str, title: str | None,
                   message: str | None, buttons: list[tuple[str, bool | None]],
                   items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A Compose ``AlertDialog``: its title and text, the widgets of its text, then its
    dismiss and confirm buttons as the hierarchy lists them, each known only by its label."""
    widgets = [*items, *({"button": label} for label, _ in buttons)]
    shown = {k: v for k, v in (("title", title), ("message", message)) if v}
    screen = {"title": page, "dialog": shown, "items": widgets}
    return entry(category, source, screen, [(b, bad) for b, bad in buttons if bad is not None])


def popup(category: str, source: str, page: str, card: list[str], entries: list[str],
          cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A ``PopupMenu`` opened from a card's options button: the card's texts (what tells
    one card from another), then the menu's entries."""
    behind = [{"text": text} for text in card]
    screen = {"title": page, "dialog": {}, "items": [*behind, *({"menu": e} for e in entries)]}
    return entry(category, source, screen, cases)
