"""How the five-hundred-and-thirty-ninth held-out corpus writes a screen (``android_corpus``):
TrebleShot is drawn with Android views (AndroidX AppCompat and Material components). Its
dialogs are ``androidx.appcompat`` ``AlertDialog`` windows, whose buttons carry the platform's
ids and come in a hierarchy in the order of their button bar: the neutral button
(``android:id/button3``), the negative (``button2``), the positive (``button1``); a dialog with a
layout of its own (a device's details, a transfer's details, the rename, folder, address and
profile dialogs) shows that layout's views with their ids before its buttons. A toolbar action
shown as an icon, and an action of the selection bar (``PowerfulActionMode``, a toolbar whose
title is the number of items chosen), carries its menu item's id with its title as its
description; one shown as words (a transfer's Send and Receive) carries its id and its title;
an overflow or popup menu is a list of titles. A settings page is a preference screen: a
preference is a row of its title over its summary, a category its heading, a check-box
preference its toggle known by its title, with its state. The navigation drawer is its header
(the device's name and version) over a list of rows. A floating action button has no content
description and is known by its id. A full page is a title and its widgets, with no popup over
it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["action", "alert", "check", "entry", "menu", "page", "pref", "words"]

Choice = tuple[str, bool | None] | None
"""A dialog button: its label and whether tapping it is irreversible (None: shown, not
tapped); None: the dialog has no such button."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None, *,
          neutral: Choice = None, negative: Choice = None, positive: Choice = None,
          items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title and message, its own views, then
    the buttons it has, neutral, negative and positive, each with its platform id (a button
    whose label the dialog or the page also shows is tapped by its id)."""
    bar = ((neutral, NEUTRAL), (negative, NEGATIVE), (positive, POSITIVE))
    buttons = [(label, rid, bad) for choice, rid in bar if choice for label, bad in [choice]]
    return dialog(category, source, behind, title, message, buttons, items, taps)


def action(title: str, rid: str) -> dict[str, Any]:
    """A toolbar or selection-bar action shown as an icon: its title as its description, its
    menu item's id."""
    return {"icon": title, "rid": rid}


def words(title: str, rid: str) -> dict[str, Any]:
    """A toolbar action shown as words (a menu item with no icon): its title and its id."""
    return {"button": title, "rid": rid}


def pref(title: str, summary: str | None = None) -> dict[str, Any]:
    """A preference's row: its title over its summary."""
    return {"row": title, "secondary": summary} if summary else {"row": title}


def check(title: str, checked: bool) -> dict[str, Any]:
    """A check-box preference, known by its title, with its state before the tap."""
    return {"switch": title, "checked": checked}
