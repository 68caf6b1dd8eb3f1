"""How the two-hundred-and-forty-sixth held-out corpus writes a screen (``android_corpus``):
Vanilla Music is View-based. Its confirmations and pickers are the platform's ``AlertDialog``,
whose buttons are ``android:id/button1`` (positive) and ``button2`` (negative) and whose list
rows (``setItems``, ``setSingleChoiceItems``, a ``ListPreference``) are ``android:id/text1``;
a row's long press opens the app's ``FancyMenu``, a bottom sheet with no title whose rows
carry the id ``text`` of ``fancymenu_row.xml``; the library's own menu is a popup of rows,
the other pages' menus the action bar's overflow; its pages carry the ids of its layouts
under ``ch.blinkenlights.android.vanilla:id/``. A full page is a title and its widgets, with
no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

__all__ = ["ID", "alert", "choice", "entry", "items", "menu", "page", "sheet"]

ID = "ch.blinkenlights.android.vanilla:id/"
"""The app's package, under which its layouts' ids show."""
TEXT1 = "android:id/text1"
"""A platform dialog's list row."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          widgets: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    negative and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons, widgets)


def sheet(category: str, source: str, behind: str, rows: list[str], tap: str,
          bad: bool) -> dict[str, Any]:  # fmt: skip
    """The ``FancyMenu`` a long press opens over the page ``behind``: a bottom sheet of rows
    (no title shows), one of them tapped."""
    widgets = [{"row": r, "rid": f"{ID}text"} for r in rows]
    return entry(category, source, {"title": behind, "dialog": {}, "items": widgets}, [(tap, bad)])


def items(category: str, source: str, behind: str, title: str | None, rows: list[str],
          tap: str, bad: bool) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` of rows (``setItems``): a row tapped acts and closes it."""
    shown = {"title": title} if title else {}
    widgets = [{"row": r, "rid": TEXT1} for r in rows]
    return entry(category, source, {"title": behind, "dialog": shown, "items": widgets},
                 [(tap, bad)])  # fmt: skip


def choice(category: str, source: str, behind: str, title: str, rows: list[str], checked: str,
           tap: str, bad: bool, footer: tuple[dict[str, Any], ...] = (),
           button: tuple[str, str] | None = None) -> dict[str, Any]:  # fmt: skip
    """A single-choice ``AlertDialog`` (a ``ListPreference`` or the sort dialog): its rows,
    the current one checked, the widgets below them and its one button (a label and an id);
    a row picked closes it."""
    widgets: list[dict[str, Any]] = [
        {"radio": r, "checked": r == checked, "rid": TEXT1} for r in rows
    ]
    widgets += footer
    if button:
        widgets.append({"button": button[0], "rid": button[1]})
    screen = {"title": behind, "dialog": {"title": title}, "items": widgets}
    return entry(category, source, screen, [(tap, bad)])
