"""How the hundred-and-eighty-first held-out corpus writes a screen (``android_corpus``):
Fossify File Manager is View-based. Its dialogs and those of Fossify Commons, the library it
draws them with, are the platform's ``AlertDialog`` (built by ``getAlertDialogBuilder`` and
``setupDialogStuff``), whose buttons are ``android:id/button1`` (positive), ``button2``
(negative) and ``button3`` (neutral), a hierarchy listing the neutral and negative buttons
before the positive one; their own views and the pages carry the ids of their layouts and
menus, under ``org.fossify.filemanager:id/`` (the application id: a library's layout
inflated in the app shows the app's package). A full page is a title and its widgets, with no
popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "entry", "menu", "page", "rid"]

PACKAGE = "org.fossify.filemanager"


def rid(name: str) -> str:
    """A view id of the app's (or a library's) layouts or menus, as a hierarchy shows it."""
    return f"{PACKAGE}:id/{name}"


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = (), neutral: tuple[str, bool | None] | None = None,
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    neutral, negative and positive buttons (where it has them), each with its platform id."""
    buttons = [(neutral[0], NEUTRAL, neutral[1])] if neutral else []
    buttons += [(negative[0], NEGATIVE, negative[1])] if negative else []
    buttons.append((positive[0], POSITIVE, positive[1]))
    return dialog(category, source, behind, title, message, buttons, items, taps)
