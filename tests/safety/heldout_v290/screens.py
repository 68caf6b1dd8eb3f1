"""How the two-hundred-and-ninetieth held-out corpus writes a screen (``android_corpus``):
DroidFS is View-based. Its confirmations are the Material library's
``MaterialAlertDialogBuilder``, whose buttons are ``android:id/button3`` (neutral),
``button2`` (negative) and ``button1`` (positive), listed in that order as a hierarchy shows
them; its menus are the toolbar's icons and its overflow; its pages and dialog views carry
the ids of its layouts under ``sushi.hardcore.droidfs:id/`` (its package). A toolbar icon
whose menu item has no title, and an ``ImageButton`` with no content description, is known
by its id alone. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["ID", "alert", "bare", "entry", "menu", "page"]

ID = "sushi.hardcore.droidfs:id/"
"""The app's namespace and application id."""
WHICH = {"neutral": NEUTRAL, "negative": NEGATIVE, "positive": POSITIVE}


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          buttons: list[tuple[str, str, bool | None]],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``MaterialAlertDialogBuilder`` dialog over the page ``behind``: its title, message,
    own widgets, then its buttons (a label, ``neutral``, ``negative`` or ``positive``, and
    whether tapping it is irreversible; None: shown, not tapped), each with its platform id,
    in the order a hierarchy lists them."""
    order = ("neutral", "negative", "positive")
    shown = sorted(buttons, key=lambda b: order.index(b[1]))
    return dialog(category, source, behind, title, message,
                  [(label, WHICH[which], bad) for label, which, bad in shown], items)  # fmt: skip


def bare(name: str) -> dict[str, Any]:
    """A control known by its resource id alone (no text, no content description)."""
    return {"id": f"{ID}{name}", "rid": f"{ID}{name}"}
