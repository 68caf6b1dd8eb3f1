"""How the fifty-seventh held-out corpus writes a screen (``android_corpus``): WireGuard's
dialogs are ``MaterialAlertDialogBuilder`` dialogs whose buttons carry the platform's ids;
Ente Photos is a Flutter app whose sheets and buttons expose no id to the accessibility
tree, so each of its buttons is tapped by its label, which must name it alone."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu

__all__ = ["NEGATIVE", "NEUTRAL", "POSITIVE", "dialog", "entry", "label_sheet", "menu", "page"]


def label_sheet(category: str, source: str, page: str, title: str | None,
                message: str | None, buttons: list[tuple[str, bool | None]],
                items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A sheet or dialog whose buttons have no id: its title and text, its own widgets (a
    close icon), then its buttons top to bottom, each known only by its label; a button
    marked None is shown, not tapped."""
    widgets = [*items, *({"button": label} for label, _ in buttons)]
    shown = {k: v for k, v in (("title", title), ("message", message)) if v}
    screen = {"title": page, "dialog": shown, "items": widgets}
    return entry(category, source, screen, [(b, bad) for b, bad in buttons if bad is not None])


def page(title: str, *items: dict[str, Any]) -> dict[str, Any]:
    """A full screen (no dialog): its title, then its widgets in hierarchy order."""
    return {"title": title, "items": list(items)}
