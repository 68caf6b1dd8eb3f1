"""How the fifty-second held-out corpus writes a screen (``android_corpus``): neither app
uses the platform's dialogs, so a dialog's or a sheet's buttons have no platform id. Green
gives some controls test tags, which its Compose root shows as resource ids
(``testTagsAsResourceId``), and a button whose label repeats a text of its sheet is tapped
by that id; every other control is tapped by its label, which must name it alone."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, menu

__all__ = ["compose_dialog", "entry", "menu", "sheet"]


def compose_dialog(category: str, source: str, page: str, title: str | None,
                   message: str | None, buttons: list[tuple[str, bool | None]],
                   items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A Compose or Flutter ``AlertDialog``: its title and text, the widgets of its text,
    then its buttons in the order the hierarchy lists them, each known only by its label."""
    widgets = [*items, *({"button": label} for label, _ in buttons)]
    shown = {k: v for k, v in (("title", title), ("message", message)) if v}
    screen = {"title": page, "dialog": shown, "items": widgets}
    return entry(category, source, screen, [(b, bad) for b, bad in buttons if bad is not None])


def sheet(category: str, source: str, page: str, title: str, subtitle: str | None,
          items: list[dict[str, Any]],
          cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A bottom sheet over ``page``: its title and subtitle, then its own texts, fields and
    buttons; ``cases`` tap them by label or, where given, by resource id."""
    shown = {k: v for k, v in (("title", title), ("message", subtitle)) if v}
    return entry(category, source, {"title": page, "dialog": shown, "items": items}, cases)
