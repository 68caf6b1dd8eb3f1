"""How the five-hundred-and-twenty-fifth held-out corpus writes a screen (``android_corpus``):
XPrivacyLua is View-based. Its pages are the app's own layouts, whose views carry their ids
under the app's package (``eu.faircode.xlua:id/``); its action bar items carry their menu
items' ids and are described by their titles. Its questions are AppCompat ``AlertDialog``
dialogs, whose buttons are ``android:id/button2`` (negative) and ``button1`` (positive), in
that order in a hierarchy. The group picker is a ``Spinner``'s drop-down list, whose rows are
``android:id/text1``; the Show menu is the action bar's submenu, a popup of radio rows. A
checkbox is written as a switch, with the state it has before the tap; one with no text of
its own (an app's or a group's restriction box) is known only by its id. A full page is a
title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, page

__all__ = ["ID", "TEXT1", "alert", "dropdown", "entry", "page", "popup_menu"]

ID = "eu.faircode.xlua:id/"
"""The app's package, under which its views' ids are."""
TEXT1 = "android:id/text1"
"""A platform list row (a spinner's drop-down row)."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own view and its
    negative and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons, items)


def dropdown(category: str, source: str, behind: str, labels: list[str],
             taps: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A spinner's drop-down list over the page ``behind``: its rows, some of them tapped."""
    rows = [{"row": label, "rid": TEXT1} for label in labels]
    return entry(category, source, {"title": behind, "dialog": {}, "items": rows}, taps)


def popup_menu(category: str, source: str, behind: str, radios: list[tuple[str, bool]],
               taps: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A submenu of single-choice items over the page ``behind``: each a radio row with its
    state before the tap."""
    rows = [{"radio": label, "checked": on} for label, on in radios]
    return entry(category, source, {"title": behind, "dialog": {}, "items": rows}, taps)
