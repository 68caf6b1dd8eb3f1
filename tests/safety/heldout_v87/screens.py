"""How the eighty-seventh held-out corpus writes a screen (``android_corpus``): both apps are
View-based. Their confirmations are AppCompat ``AlertDialog``s (Kotatsu's
``MaterialAlertDialogBuilder`` and ``buildAlertDialog``, Shelter's ``AlertDialog.Builder``),
whose buttons are the platform's ``android:id/button1`` (positive), ``button2`` (negative)
and ``button3`` (neutral), listed neutral, negative, positive as the button bar lays them
out; a dialog's choice list is a list of radio buttons above them. Menus (an overflow menu,
a popup menu, an action mode's actions) are lists of entries known by their titles;
Shelter's app menu is a ``ContextMenu`` whose header is "Operations for ...". A settings
page (``PreferenceFragmentCompat``) is a title and its rows (a preference's title and
summary; a check box or switch preference a checkable control with its title). A full page
is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "context_menu", "entry", "menu", "page"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          positive: tuple[str, bool | None], negative: tuple[str, bool | None] | None = None,
          neutral: tuple[str, bool | None] | None = None,
          items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An AppCompat ``AlertDialog``: its title and message, the widgets of its own view
    (``items``), then its buttons neutral, negative, positive (each a label and whether
    tapping it is irreversible; None: shown, not tapped)."""
    buttons = [(b[0], rid, b[1]) for b, rid in ((neutral, NEUTRAL), (negative, NEGATIVE),
                                                (positive, POSITIVE)) if b is not None]  # fmt: skip
    return dialog(category, source, behind, title, message, buttons, items, taps)


def context_menu(category: str, source: str, behind: str, header: str, entries: list[str],
                 cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A ``ContextMenu`` over the page ``behind``: its header title, then its entries."""
    screen = {"title": behind, "dialog": {"title": header},
              "items": [{"menu": e} for e in entries]}  # fmt: skip
    return entry(category, source, screen, cases)
