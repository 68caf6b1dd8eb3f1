"""How the two-hundred-and-thirty-fourth held-out corpus writes a screen (``android_corpus``):
Moonlight is View-based and draws no title bar. Its confirmations are the platform's
``AlertDialog``, whose buttons are ``android:id/button1`` (positive), ``button2`` (negative) and
``button3`` (neutral); its message boxes (``utils/Dialog.java``) have a neutral Help and a
positive OK; the long press menus of its grids are platform context menus, drawn as a dialog
with a header and a list of entries; its settings are a ``PreferenceFragment`` whose lists and
sliders open dialogs of their own. A full page is a title and its widgets, with no popup over
it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, page

__all__ = ["alert", "choice", "context_menu", "entry", "notice", "page"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    negative and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons, items)


def notice(category: str, source: str, behind: str, title: str, message: str,
           help_: tuple[str, bool | None],
           ok: tuple[str, bool | None]) -> dict[str, Any]:  # fmt: skip
    """A message box of ``utils/Dialog.java`` over the page ``behind``: its title and message,
    then its neutral Help (``button3``) and positive OK (``button1``), as a hierarchy lists
    them."""
    buttons = [(help_[0], NEUTRAL, help_[1]), (ok[0], POSITIVE, ok[1])]
    return dialog(category, source, behind, title, message, buttons)


def context_menu(category: str, source: str, behind: str, header: str, entries: list[str],
                 tap: str, bad: bool) -> dict[str, Any]:  # fmt: skip
    """A long press menu over the page ``behind``: its header and its entries, one tapped."""
    screen = {"title": behind, "dialog": {"title": header}, "items": [{"menu": e} for e in entries]}
    return entry(category, source, screen, [(tap, bad)])


def choice(category: str, source: str, behind: str, title: str, rows: list[str], checked: str,
           cancel: str, tap: str) -> dict[str, Any]:  # fmt: skip
    """A ``ListPreference`` dialog: its title, its rows (the current one checked) and its
    Cancel (``button2``); a row picked is saved and closes it."""
    items = [{"radio": r, "checked": r == checked} for r in rows]
    items.append({"button": cancel, "rid": NEGATIVE})
    screen = {"title": behind, "dialog": {"title": title}, "items": items}
    return entry(category, source, screen, [(tap, False)])
