"""How the fifty-third held-out corpus writes a screen (``android_corpus``): a platform
dialog's button whose label is also a text of its dialog or of the page behind it, or
another button's, is tapped by its id; a Compose dialog's or sheet's buttons have no id
(Phoenix sets no test tags on them), so each is tapped by its label, which must name it
alone."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu

__all__ = ["NEGATIVE", "NEUTRAL", "POSITIVE", "compose_dialog", "dialog", "entry", "menu"]


def compose_dialog(category: str, source: str, page: str, title: str | None,
                   message: str | None, buttons: list[tuple[str, bool | None]],
                   items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A Compose dialog or bottom sheet: its title and text, the widgets of its content,
    then its buttons in the order the code lays them out, each known only by its label."""
    widgets = [*items, *({"button": label} for label, _ in buttons)]
    shown = {k: v for k, v in (("title", title), ("message", message)) if v}
    screen = {"title": page, "dialog": shown, "items": widgets}
    return entry(category, source, screen, [(b, bad) for b, bad in buttons if bad is not None])
