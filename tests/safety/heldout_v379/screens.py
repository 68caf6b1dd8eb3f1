"""How the three-hundred-and-seventy-ninth held-out corpus writes a screen (``android_corpus``):
AndStatus is View-based; its confirmations are the platform's ``AlertDialog`` (built by its
``DialogFactory``), whose buttons are ``android:id/button1`` (positive, the platform's OK) and
``button2`` (negative, Cancel), its menus are the action bar's overflow and context menus, its
list preferences open single-choice dialogs, and its pages carry the ids of its layouts and
menus under ``org.andstatus.app:id/``. A full page is a title and its widgets, with no popup
over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

__all__ = ["ID", "alert", "choice", "entry", "menu", "page"]

ID = "org.andstatus.app:id/"
"""The app's package, under which its layouts' and menus' ids show."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    negative and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons, items)


def choice(category: str, source: str, behind: str, title: str, rows: list[str],
           checked: str, tap: str, cancel: str) -> dict[str, Any]:  # fmt: skip
    """A list preference's single-choice dialog over the settings page ``behind``: its title,
    its rows, the current one checked, and Cancel; a row picked closes it and saves it."""
    items = [{"radio": r, "checked": r == checked} for r in rows]
    items.append({"button": cancel, "rid": NEGATIVE})
    screen = {"title": behind, "dialog": {"title": title}, "items": items}
    return entry(category, source, screen, [(tap, False)])
