"""How the fifty-ninth held-out corpus writes a screen (``android_corpus``): both apps are
Flutter apps, whose dialogs have no platform button ids and whose widgets set no keys a
hierarchy shows, so each button is known by its label alone, which must name it; a full
page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, menu, page

__all__ = ["entry", "flutter_dialog", "menu", "page"]


def flutter_dialog(category: str, source: str, behind: str, title: str | None,
                   message: str | None, buttons: list[tuple[str, bool | None]],
                   items: tuple[dict[str, Any], ...] = (),
                   taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A Flutter ``AlertDialog`` over the page ``behind``: its title and content text, the
    widgets of its content, then its actions in order, each known only by its label;
    ``taps`` are further cases on the content's own widgets."""
    widgets = [*items, *({"button": label} for label, _ in buttons)]
    shown = {k: v for k, v in (("title", title), ("message", message)) if v}
    screen = {"title": behind, "dialog": shown, "items": widgets}
    cases = [*taps, *((b, bad) for b, bad in buttons if bad is not None)]
    return entry(category, source, screen, cases)
