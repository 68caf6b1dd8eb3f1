"""How the four-hundred-and-fiftieth held-out corpus writes a screen (``android_corpus``):
Birday is View-based; its confirmations are Material ``AlertDialog``s, whose buttons are
``android:id/button1`` (positive), ``button2`` (negative) and ``button3`` (neutral), its
bottom sheets and pages carry the ids of its layouts, and its settings are AndroidX
preferences (a standard row's title is ``android:id/title``, a switch's widget the app's
``switchWidget``). A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, page

__all__ = ["alert", "dialog", "entry", "page", "picker"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    negative and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons, items)


def picker(category: str, source: str, behind: str, title: str,
           rows: list[tuple[str, bool]], buttons: list[tuple[str, str, bool | None]],
           taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` holding a list of ticked or unticked rows (``android:id/text1``,
    a check box or a radio button each) over the page ``behind``, then its buttons (a label,
    ``positive``, ``negative`` or ``neutral``, and whether tapping it is irreversible);
    ``taps`` are further cases on the rows."""
    ids = {"positive": POSITIVE, "negative": NEGATIVE, "neutral": NEUTRAL}
    items = tuple(
        {"switch": label, "checked": ticked, "rid": "android:id/text1"} for label, ticked in rows
    )
    shown = [(label, ids[kind], bad) for label, kind, bad in buttons]
    return dialog(category, source, behind, title, None, shown, items, taps)
