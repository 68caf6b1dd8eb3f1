"""How the four-hundred-and-fifty-eighth held-out corpus writes a screen (``android_corpus``):
Flym is View-based; its confirmations are the platform's ``android.app.AlertDialog``, whose
buttons are ``android:id/button1`` (positive) and ``button2`` (negative), its menus are the
drawer's and the toolbar's ``PopupMenu`` and overflow, and its pages carry the ids of its
layouts and menus. The settings are an androidx ``PreferenceFragmentCompat``: a list
preference opens a single-choice dialog (each row ``android:id/text1``, Cancel below), an
edit-text preference a dialog with ``android:id/edit``. A full page is a title and its
widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "choice", "entry", "menu", "page"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    negative and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons, items)


def choice(category: str, source: str, behind: str, title: str, rows: list[str],
           checked: str, tap: str, cancel: str) -> dict[str, Any]:  # fmt: skip
    """A list preference's single-choice dialog over the settings: its title, its rows
    (``android:id/text1``, the current one checked) and Cancel; a row picked is saved at once
    and closes it."""
    items = [{"radio": r, "checked": r == checked} for r in rows]
    items.append({"button": cancel, "rid": NEGATIVE})
    screen = {"title": behind, "dialog": {"title": title}, "items": items}
    return entry(category, source, screen, [(tap, False)])
