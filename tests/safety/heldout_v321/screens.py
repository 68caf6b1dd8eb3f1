"""How the three-hundred-and-twenty-first held-out corpus writes a screen (``android_corpus``):
Fossify Launcher is View-based; its dialogs are the AndroidX ``AlertDialog`` that Fossify
Commons builds, whose buttons are ``android:id/button1`` (positive) and ``button2``
(negative), its menus are ``PopupMenu`` rows and the toolbars' items, and its pages carry the
ids of its layouts. The home screen is drawn on one view that lists its icons, folders and
widgets to the accessibility tree as nodes with their labels and no ids. A full page is a
title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "dialog", "entry", "menu", "page"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    negative (None where it has none) and positive buttons, each with its platform id."""
    buttons = [(positive[0], POSITIVE, positive[1])]
    if negative is not None:
        buttons.insert(0, (negative[0], NEGATIVE, negative[1]))
    return dialog(category, source, behind, title, message, buttons, items)
