"""How the three-hundred-and-fifty-ninth held-out corpus writes a screen (``android_corpus``):
OpenBoard is View-based; its confirmations and preference dialogs are the platform's
``AlertDialog``, whose buttons are ``android:id/button1`` (positive), ``button2`` (negative)
and ``button3`` (neutral), and its settings pages are the platform's preference lists. The
keyboard's keys are the virtual views its accessibility node provider lays out, known by
their descriptions and without resource ids. A full page is a title and its widgets, with no
popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "dialog", "entry", "menu", "page"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = (),
          neutral: tuple[str, bool | None] | None = None) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    neutral, negative and positive buttons (in the order a hierarchy lists them), each with
    its platform id."""
    buttons = [(label, rid, bad) for button, rid in ((neutral, NEUTRAL), (negative, NEGATIVE),
               (positive, POSITIVE)) if button for label, bad in [button]]  # fmt: skip
    return dialog(category, source, behind, title, message, buttons, items)
