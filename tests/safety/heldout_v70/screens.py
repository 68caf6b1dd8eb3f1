"""How the seventieth held-out corpus writes a screen (``android_corpus``): GPSLogger's
dialogs are ``SimpleDialogFragments`` built on the platform ``AlertDialog``, whose buttons
carry ``android:id/button1/2``; jtx Board draws its dialogs with Jetpack Compose
(``AlertDialog`` with ``TextButton``s), whose buttons carry no resource ids a hierarchy
shows, so there a button is known by its label alone, which must name it; a full page is a
title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu

__all__ = ["NEGATIVE", "POSITIVE", "dialog", "entry", "menu", "page", "popup"]


def popup(category: str, source: str, behind: str, title: str | None, message: str | None,
          buttons: list[tuple[str, bool | None]], items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A Compose popup over the page ``behind``: its title and text, the widgets of its own
    content, then its buttons in the order a hierarchy lists them (dismiss, then confirm),
    each known only by its label (``None``: shown, not tapped); ``taps`` are further cases
    on its own widgets."""
    widgets = [*items, *({"button": label} for label, _ in buttons)]
    shown = {k: v for k, v in (("title", title), ("message", message)) if v}
    screen = {"title": behind, "dialog": shown, "items": widgets}
    cases = [*taps, *((b, bad) for b, bad in buttons if bad is not None)]
    return entry(category, source, screen, cases)


def page(title: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A full page: its title and widgets, drawn as a screen of its own."""
    return {"title": title, "items": items}
