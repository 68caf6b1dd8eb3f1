"""How the sixty-eighth held-out corpus writes a screen (``android_corpus``): Wikimedia
Commons draws its dialogs with the platform's ``AlertDialog``, whose buttons carry
``android:id/button1/2/3``; Open Food Facts is a Flutter app, whose popups (``SmoothAlertDialog``)
have no platform button ids and whose widgets set no keys a hierarchy shows, so each of its
buttons is known by its label alone, which must name it; a full page is a title and its
widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = [
    "NEGATIVE", "NEUTRAL", "POSITIVE", "dialog", "entry", "flutter_dialog", "menu", "page",
]  # fmt: skip


def flutter_dialog(category: str, source: str, behind: str, title: str | None,
                   message: str | None, buttons: list[tuple[str, bool | None]],
                   items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A Flutter popup over the page ``behind``: its title and body, the widgets of its
    content, then its buttons in the order the code lays them out, each known only by its
    label (``None``: shown, not tapped)."""
    widgets = [*items, *({"button": label} for label, _ in buttons)]
    shown = {k: v for k, v in (("title", title), ("message", message)) if v}
    screen = {"title": behind, "dialog": shown, "items": widgets}
    return entry(category, source, screen, [(b, bad) for b, bad in buttons if bad is not None])
