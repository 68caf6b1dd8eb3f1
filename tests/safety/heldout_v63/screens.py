"""How the sixty-third held-out corpus writes a screen (``android_corpus``): Keepass2Android's
dialogs are platform ``AlertDialog``s whose buttons carry ``android:id/button1/2/3``; its
password dialog's own OK and Cancel carry the app's ids; Cashew is a Flutter app, whose
popups have no platform button ids and whose widgets set no keys a hierarchy shows, so each
button is known by its label alone, which must name it; a full page is a title and its
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
    """A Flutter popup over the page ``behind``: its title and description, the widgets of
    its content, then its buttons in order, each known only by its label."""
    widgets = [*items, *({"button": label} for label, _ in buttons)]
    shown = {k: v for k, v in (("title", title), ("message", message)) if v}
    screen = {"title": behind, "dialog": shown, "items": widgets}
    return entry(category, source, screen, [(b, bad) for b, bad in buttons if bad is not None])
