"""How the three-hundred-and-forty-third held-out corpus writes a screen (``android_corpus``):
Fossify Paint is View-based; its dialogs are AppCompat ``AlertDialog`` windows built by the
Fossify Commons library, whose buttons are ``android:id/button1`` (positive) and ``button2``
(negative) and whose own views carry the ids of the library's layouts under the app's package;
its toolbar icons carry the ids of its menu. The About page is drawn with Compose, so its rows
carry no ids. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "dialog", "entry", "menu", "notice", "page"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    negative and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons, items)


def notice(category: str, source: str, behind: str, message: str,
           positive: tuple[str, bool | None]) -> dict[str, Any]:  # fmt: skip
    """A Commons ``ConfirmationDialog`` with no negative button: a message and one button."""
    return dialog(category, source, behind, None, message, [(positive[0], POSITIVE, positive[1])])
