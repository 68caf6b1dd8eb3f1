"""How the four-hundred-and-thirty-third held-out corpus writes a screen (``android_corpus``):
Fossify Keyboard is View-based. Its dialogs and those of the Fossify Commons library it is
built on are ``AlertDialog``s, whose buttons are ``android:id/button1`` (positive) and
``button2`` (negative); the library's layouts are merged into the app, so their widgets carry
ids under the app's package, ``org.fossify.keyboard:id/``, as the app's own do. The keyboard
itself is one view that lays its keys out as virtual nodes (``AccessHelper``), each known by
its content description and with no id; it is drawn under the page of the app being typed
into. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

__all__ = ["ID", "alert", "dialog", "entry", "menu", "page", "single"]

ID = "org.fossify.keyboard:id/"
"""The app's package, under which its layouts' and the library's ids show."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    negative (if it has one) and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1])] if negative else []
    buttons.append((positive[0], POSITIVE, positive[1]))
    return dialog(category, source, behind, title, message, buttons, items)


def single(category: str, source: str, screen: dict[str, Any], tap: str,
           bad: bool) -> dict[str, Any]:  # fmt: skip
    """One control of a page tapped."""
    return entry(category, source, screen, [(tap, bad)])
