"""How the eighty-first held-out corpus writes a screen (``android_corpus``): Fedilab's
dialogs are platform ``AlertDialog``s (``MaterialAlertDialogBuilder``) whose buttons carry
``android:id/button1/2/3``, listed neutral, negative, positive, and its menus are platform
``PopupMenu``s; Amethyst draws with Jetpack Compose (Material 3 ``AlertDialog``, ``Popup``,
``Dialog``), whose controls carry no resource ids a hierarchy shows, so its popups' buttons
are known by their labels alone; a full page is a title and its widgets, with no popup over
it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu

__all__ = ["NEGATIVE", "NEUTRAL", "POSITIVE", "dialog", "entry", "menu", "page", "popup"]


def page(title: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A full page: its title and widgets, drawn as a screen of its own."""
    return {"title": title, "items": items}


def popup(category: str, source: str, behind: str, title: str | None, message: str | None,
          buttons: list[tuple[str, bool | None]], items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A Compose popup over the page ``behind``: its title and message, the widgets of its
    own content, then its buttons in the order a hierarchy lists them, each known only by
    its label (``None``: shown, not tapped); ``taps`` are further cases on its widgets."""
    widgets = [*items, *({"button": label} for label, _ in buttons)]
    shown = {k: v for k, v in (("title", title), ("message", message)) if v}
    screen = {"title": behind, "dialog": shown, "items": widgets}
    cases = [*taps, *((b, bad) for b, bad in buttons if bad is not None)]
    return entry(category, source, screen, cases)
