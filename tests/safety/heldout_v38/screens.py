"""How the thirty-eighth held-out corpus writes a screen (``android_corpus``): neither app's
dialogs carry the platform's button ids (Session builds its own row of buttons or a Compose
dialog, Jerboa only Compose ones), so each button is tapped by its label, which must name
it alone; a button whose label repeats a text of its dialog is shown and not tapped."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, menu

__all__ = ["dialog", "entry", "menu"]


def dialog(category: str, source: str, page: str, title: str | None, message: str | None,
           buttons: list[tuple[str, bool | None]], items: tuple[dict[str, Any], ...] = (),
           taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A dialog without platform button ids: its title and text, the widgets of its own
    view (``taps`` are cases on them), then its buttons as the hierarchy lists them, each
    known only by its label (None: shown, not tapped)."""
    widgets = [*items, *({"button": label} for label, _ in buttons)]
    shown = {k: v for k, v in (("title", title), ("message", message)) if v}
    screen = {"title": page, "dialog": shown, "items": widgets}
    cases = [*taps, *((b, bad) for b, bad in buttons if bad is not None)]
    return entry(category, source, screen, cases)
