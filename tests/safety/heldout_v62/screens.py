"""How the sixty-second held-out corpus writes a screen (``android_corpus``): both apps draw
their dialogs with Compose, whose buttons carry no platform id and no test tag, so each is
tapped by its label, which must name it alone."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, menu

__all__ = ["compose_dialog", "entry", "menu"]


def compose_dialog(category: str, source: str, page: str, title: str, message: str | None,
                   buttons: list[tuple[str, bool | None]],
                   items: tuple[dict[str, Any], ...] = (),
                   taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A Compose ``AlertDialog``: its title and text, the widgets of its text, then its
    dismiss and confirm buttons as the hierarchy lists them, each known only by its label;
    ``taps`` are further cases on the dialog's own widgets."""
    widgets = [*items, *({"button": label} for label, _ in buttons)]
    shown = {k: v for k, v in (("title", title), ("message", message)) if v}
    screen = {"title": page, "dialog": shown, "items": widgets}
    cases = [*taps, *((b, bad) for b, bad in buttons if bad is not None)]
    return entry(category, source, screen, cases)
