"""How the four-hundred-and-ninety-second held-out corpus writes a screen (``android_corpus``):
Magisk is View-based; its confirmations are its own ``MagiskDialog``
(``res/layout/dialog_magisk_base.xml``), whose buttons a hierarchy lists as
``dialog_base_button_2`` (neutral), ``dialog_base_button_3`` (negative) and
``dialog_base_button_1`` (positive), each shown only when the code sets it; its menus are the
toolbar's icons and a popup menu, and its pages carry the ids of its layouts. A full page is
a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import dialog, entry, menu, page

__all__ = ["ID", "entry", "magisk_dialog", "menu", "page"]

ID = "com.topjohnwu.magisk:id/"
"""The app's package, which its resource ids carry in a hierarchy dump."""

Choice = tuple[str, bool | None]
"""A button's label and whether tapping it is irreversible (None: shown, not tapped)."""


def magisk_dialog(category: str, source: str, behind: str, title: str | None,
                  message: str | None, positive: Choice | None = None,
                  negative: Choice | None = None, neutral: Choice | None = None,
                  items: tuple[dict[str, Any], ...] = (),
                  taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``MagiskDialog`` over the page ``behind``: its title, message, own view (``items``)
    and the buttons the code sets, in the order its layout lists them."""
    buttons = [
        (label, f"{ID}dialog_base_button_{n}", bad)
        for n, choice in ((2, neutral), (3, negative), (1, positive))
        if choice
        for label, bad in [choice]
    ]
    return dialog(category, source, behind, title, message, buttons, items, taps)
