"""How the two-hundred-and-forty-ninth held-out corpus writes a screen (``android_corpus``):
KISS is View-based. Its home screen is the launcher itself, with no app bar: the results
list, the favorites bar and the search bar, whose buttons carry the ids of ``main.xml``
under ``fr.neamar.kiss:id/`` and their content descriptions. A result's long press opens
KISS's own ``ListPopup`` (a list of rows, each ``android:id/text1``), and "Exclude app …"
a platform ``PopupMenu``; the menu button opens the ``menu_main`` context menu. The settings
are androidx preference screens under a toolbar titled as the screen; a
``DialogPreference``'s dialog is an ``AlertDialog`` titled as its preference, whose buttons
are ``android:id/button1`` (positive), ``button2`` (negative) and ``button3`` (neutral), and
a ``ListPreference``'s is a single-choice list with only a Cancel button. A full page is a
title and its widgets, with no popup over it; a popup over the launcher has no page title
behind it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["ID", "alert", "choice", "entry", "home", "popup_menu", "settings"]

ID = "fr.neamar.kiss:id/"
"""The app's namespace and application id."""


def _untitled(screen: dict[str, Any]) -> dict[str, Any]:
    """A screen over the launcher, which has no app bar: no page title."""
    if not screen["screen"].get("title"):
        screen["screen"].pop("title", None)
    return screen


def home(items: list[dict[str, Any]]) -> dict[str, Any]:
    """The launcher's own screen: its widgets, with no app bar."""
    return {"items": items}


def settings(title: str, items: list[dict[str, Any]], help_label: str) -> dict[str, Any]:
    """A settings screen: the toolbar's title, its "Get help" icon (``menu_settings``), then
    the preferences."""
    return page(title, [{"icon": help_label, "rid": f"{ID}help"}, *items])


def alert(category: str, source: str, behind: str | None, title: str | None,
          message: str | None, negative: tuple[str, bool | None],
          positive: tuple[str, bool | None], items: tuple[dict[str, Any], ...] = (),
          neutral: tuple[str, bool | None] | None = None) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind`` (None: over the launcher): its title,
    message, own widgets and its neutral, negative and positive buttons, each with its
    platform id, in the order a hierarchy lists them."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    if neutral:
        buttons.insert(0, (neutral[0], NEUTRAL, neutral[1]))
    return _untitled(dialog(category, source, behind or "", title, message, buttons, items))


def popup_menu(category: str, source: str, behind: str | None, entries: list[str], tap: str,
               bad: bool) -> dict[str, Any]:  # fmt: skip
    """A ``ListPopup``, ``PopupMenu`` or context menu over ``behind`` (None: over the
    launcher): its rows, one of them tapped."""
    return _untitled(menu(category, source, behind or "", entries, [(tap, bad)]))


def choice(category: str, source: str, behind: str, title: str, rows: list[str],
           checked: str, tap: str, cancel: str) -> dict[str, Any]:  # fmt: skip
    """A ``ListPreference``'s dialog over the settings screen ``behind``: its title, its
    single-choice rows (``android:id/text1``), the current one checked, and Cancel; a row
    picked is saved and closes it."""
    items = [*({"radio": r, "checked": r == checked} for r in rows),
             {"button": cancel, "rid": NEGATIVE}]  # fmt: skip
    screen = {"title": behind, "dialog": {"title": title}, "items": items}
    return entry(category, source, screen, [(tap, False)])
