"""How the three-hundred-and-fifty-second held-out corpus writes a screen
(``android_corpus``): µLauncher is View-based; its confirmations are ``AlertDialog``s, whose
buttons are ``android:id/button1`` (positive) and ``button2`` (negative), its menus are
``PopupMenu``s, and its pages carry the ids of its layouts. A full page is a title and its
widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "dialog", "entry", "menu", "page"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None] | None,
          items: tuple[dict[str, Any], ...] = (), taps: tuple[tuple[str, bool], ...] = (),
          ) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    negative and (where it has one) positive buttons, each with its platform id; ``taps``
    are cases on its own widgets."""
    buttons = [(negative[0], NEGATIVE, negative[1])]
    if positive:
        buttons.append((positive[0], POSITIVE, positive[1]))
    return dialog(category, source, behind, title, message, buttons, items, taps)
