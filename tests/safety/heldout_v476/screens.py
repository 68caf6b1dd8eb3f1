"""How the four-hundred-and-seventy-sixth held-out corpus writes a screen (``android_corpus``):
URLCheck is View-based; its confirmations are the platform's ``AlertDialog``, whose buttons
are ``android:id/button3`` (neutral), ``button2`` (negative) and ``button1`` (positive), listed
in that order as a hierarchy lists them; its menus are the action bar's icons and overflow,
and its pages carry the ids of its layouts. A full page is a title and its widgets, with no
popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "dialog", "entry", "menu", "page"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None],
          neutral: tuple[str, bool | None] | None = None,
          items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message and own widgets, then
    its neutral, negative and positive buttons (those it has), each with its platform id;
    ``taps`` are cases on its own widgets."""
    buttons = [(label, rid, bad) for button, rid in ((neutral, NEUTRAL), (negative, NEGATIVE),
               (positive, POSITIVE)) if button for label, bad in (button,)]  # fmt: skip
    return dialog(category, source, behind, title, message, buttons, items, taps)
