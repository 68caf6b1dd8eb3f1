"""How the sixty-sixth held-out corpus writes a screen (``android_corpus``): both apps draw
their own popups (Yubico Authenticator is a Flutter app, 2FAS draws Compose dialogs), so no
button carries a platform id and each is known by its label alone, which must name it; a
full page, or a full-screen dialog that covers the page, is a title and its widgets, with
no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, menu, page

__all__ = ["drawn_dialog", "entry", "menu", "page"]


def drawn_dialog(category: str, source: str, behind: str, title: str | None,
                 message: str | None, buttons: list[tuple[str, bool | None]],
                 items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A popup the app draws over the page ``behind``: its title and message, the widgets
    of its content, then its buttons in order, each known only by its label (None: shown,
    not tapped)."""
    widgets = [*items, *({"button": label} for label, _ in buttons)]
    shown = {k: v for k, v in (("title", title), ("message", message)) if v}
    screen = {"title": behind, "dialog": shown, "items": widgets}
    return entry(category, source, screen, [(b, bad) for b, bad in buttons if bad is not None])
