"""How the two-hundred-and-fifty-second held-out corpus writes a screen (``android_corpus``):
Lightning is View-based; its confirmations are the support library's ``AlertDialog``, whose
buttons are ``android:id/button1`` (positive) and ``button2`` (negative), its choice lists are
an ``AlertDialog`` holding the app's ``list_dialog`` layout (a ``dialog_title`` and one
``title_text`` row per choice), its menus are the action bar's overflow, and its pages and
drawers carry the ids of its layouts. A full page is a title and its widgets, with no popup
over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "choices", "dialog", "entry", "menu", "page"]

ID = "acr.browser.lightning:id/"
"""The app's resource ids (the Lightning Plus build, ``acr.browser.lightning``)."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    negative (where it has one) and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1])] if negative else []
    buttons.append((positive[0], POSITIVE, positive[1]))
    return dialog(category, source, behind, title, message, buttons, items)


def choices(category: str, source: str, behind: str, title: str, rows: list[str],
            cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """``BrowserDialog.show``: a list of choices under a title over the page ``behind``; a
    tap on a row runs it and closes the dialog."""
    items = [{"row": row, "rid": f"{ID}title_text"} for row in rows]
    screen = {"title": behind, "dialog": {"title": title}, "items": items}
    return entry(category, source, screen, cases)
