"""How the fifty-fifth held-out corpus writes a screen (``android_corpus``): neither app's
dialogs carry the platform's button ids (Cake Wallet draws its own Flutter dialogs and
sheets, Aurora Store uses Compose's ``AlertDialog``, and neither exposes its keys or test
tags to the accessibility tree), so each button is tapped by its label, which must name it
alone."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, menu

__all__ = ["entry", "label_dialog", "menu", "page"]


def label_dialog(category: str, source: str, page: str, title: str | None,
                 message: str | None, buttons: list[tuple[str, bool | None]],
                 items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A dialog whose buttons have no id: its title and text, the widgets of its text, then
    its buttons in the order the hierarchy lists them (left or dismiss first), each known
    only by its label; a button marked None is shown, not tapped."""
    widgets = [*items, *({"button": label} for label, _ in buttons)]
    shown = {k: v for k, v in (("title", title), ("message", message)) if v}
    screen = {"title": page, "dialog": shown, "items": widgets}
    return entry(category, source, screen, [(b, bad) for b, bad in buttons if bad is not None])


def page(title: str, *items: dict[str, Any]) -> dict[str, Any]:
    """A full screen (no dialog): its title, then its widgets in hierarchy order."""
    return {"title": title, "items": list(items)}
