"""How the two-hundred-and-seventy-third held-out corpus writes a screen (``android_corpus``):
Binary Eye is View-based; its confirmations and pickers are the Material
``MaterialAlertDialogBuilder``, whose buttons are ``android:id/button1`` (positive) and
``button2`` (negative) and whose item lists are rows of the platform's list, its menus are
the action bar's icons and overflow and the history's contextual action bar, and its pages
carry the ids of its layouts. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "choice", "dialog", "entry", "menu", "page"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A dialog over the page ``behind``: its title, message, own widgets and its negative
    (where it has one) and positive buttons, each with its platform id; ``taps`` are cases
    on its own widgets."""
    buttons = [] if negative is None else [(negative[0], NEGATIVE, negative[1])]
    buttons.append((positive[0], POSITIVE, positive[1]))
    return dialog(category, source, behind, title, message, buttons, items, taps)


def choice(category: str, source: str, behind: str, title: str, rows: list[dict[str, Any]],
           cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A dialog of items (``setItems``, or a list preference's choices with its Cancel)
    over the page ``behind``: its title, then its rows."""
    screen = {"title": behind, "dialog": {"title": title}, "items": rows}
    return entry(category, source, screen, cases)
