"""How the hundred-and-ninth held-out corpus writes a screen (``android_corpus``): Hiddify is a
Flutter app whose widgets set no resource ids a hierarchy shows (its ``ValueKey``s stay in
Flutter's tree), so its dialogs', sheets', menus' and pages' controls are known by their
labels alone. Auxio is View-based: its dialogs are ``MaterialAlertDialogBuilder`` dialogs, the
platform's ``AlertDialog`` whose buttons are ``android:id/button1`` (positive), ``button2``
(negative) and ``button3`` (neutral), listed neutral, negative, positive as its button bar
lays them out, a view it sets bringing its own widgets with the ids of Auxio's layouts; its
item menus are a bottom sheet (``MenuDialogFragment``) with the item's type, name and count
over rows that share the id ``android:id/title`` and are known by their text. A full page is
a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["alert", "entry", "menu", "page", "popup", "sheet"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None] | None,
          neutral: tuple[str, bool | None] | None = None,
          items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``MaterialAlertDialogBuilder`` dialog over the page ``behind``: its title, message,
    own widgets (``items``: a view set with ``setView``) and the buttons it sets, each with
    its platform id."""
    buttons = [(b[0], rid, b[1]) for b, rid in
               ((neutral, NEUTRAL), (negative, NEGATIVE), (positive, POSITIVE)) if b]  # fmt: skip
    return dialog(category, source, behind, title, message, buttons, items, taps)


def sheet(category: str, source: str, behind: str, head: list[str], rows: list[str],
          cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """Auxio's item menu, a bottom sheet over the page ``behind``: the item's type, name and
    count (``head``), then its rows."""
    items = [*({"text": h} for h in head), *({"menu": r} for r in rows)]
    return entry(category, source, {"title": behind, "dialog": {}, "items": items}, cases)
