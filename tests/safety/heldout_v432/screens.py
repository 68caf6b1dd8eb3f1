"""How the four-hundred-and-thirty-second held-out corpus writes a screen (``android_corpus``):
Easy Diary's confirmations are the support library's ``AlertDialog``, whose buttons are
``android:id/button1`` (positive), ``button2`` (negative) and ``button3`` (neutral); the app
draws its own title bar into each (``partial_dialog_title``) and its message into
``dialog_message``. Its action bar icons, popup windows and pages carry the ids of its menus
and layouts; its settings pages, its main page's bottom bar and its alarm rows are drawn with
Compose, whose cards, switches and buttons carry no resource ids and are known by their words.
A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "dialog", "entry", "listing", "menu", "notice", "page"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = (),
          neutral: tuple[str, bool | None] | None = None,
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    buttons in the order a hierarchy lists them (neutral, negative, positive), each with its
    platform id; ``taps`` are cases on its own widgets."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    if neutral:
        buttons.insert(0, (neutral[0], NEUTRAL, neutral[1]))
    return dialog(category, source, behind, title, message, buttons, items, taps)


def listing(category: str, source: str, behind: str, title: str,
            negative: tuple[str, bool | None], items: tuple[dict[str, Any], ...],
            taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` whose own view is a list or a choice of rows, under the app's title
    bar, with only its negative button (Cancel); ``taps`` are cases on its rows."""
    buttons = [(negative[0], NEGATIVE, negative[1])]
    return dialog(category, source, behind, title, None, buttons, items, taps)


def notice(category: str, source: str, behind: str, title: str | None, message: str | None,
           positive: tuple[str, bool | None]) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` with one button, its positive one."""
    buttons = [(positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons)
