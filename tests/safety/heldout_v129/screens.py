"""How the hundred-and-twenty-ninth held-out corpus writes a screen (``android_corpus``):
both apps are View-based, their dialogs are ``MaterialAlertDialogBuilder`` dialogs, the
platform's ``AlertDialog`` whose buttons are ``android:id/button1`` (positive), ``button2``
(negative) and ``button3`` (neutral), listed neutral, negative, positive as its button bar
lays them out; a view a dialog sets (``setView``) brings its own widgets with the ids of the
app's layouts. Their option, overflow and popup menus are lists of entries; a page or a
bottom sheet is its widgets with their ids."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "entry", "menu", "page"]


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
