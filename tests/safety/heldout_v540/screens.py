"""How the five-hundred-and-fortieth held-out corpus writes a screen (``android_corpus``):
Eternity is View-based. Its pages are the app's own layouts, whose views carry their ids
under the app's package (``eu.toldi.infinityforlemmy:id/``); an action-bar item shown as an
icon is known by its title as content description and by its menu id. The rows of an
overflow menu carry no id of the app (:func:`overflow`). Its questions are Material
``AlertDialog`` dialogs (``MaterialAlertDialogBuilder``), whose buttons are
``android:id/button2`` (negative) and ``button1`` (positive), listed in that order, and whose
own view (the report's reason field, the theme name field) carries the ids of the app's
layouts. Its bottom sheets are the app's layouts of clickable rows, each with its own id
(:func:`sheet`). The navigation drawer is a list of the app's rows over the main page
(:func:`drawer`). An image button without a content description is known by its id alone
(:func:`plain`). The overflow button and the navigation button (the platform's "More
options" and "Navigate up", not the app's words) are left off. A full page is a title and its
widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

__all__ = ["ID", "action", "alert", "drawer", "entry", "overflow", "page", "plain", "sheet"]

ID = "eu.toldi.infinityforlemmy:id/"
"""The app's package, under which its views' ids are."""


def plain(rid: str) -> dict[str, Any]:
    """An image button or image view without a content description: known by its id."""
    return {"id": f"{ID}{rid}", "rid": f"{ID}{rid}"}


def action(title: str, rid: str) -> dict[str, Any]:
    """An action-bar item shown as an icon: its title as content description, its menu id."""
    return {"icon": title, "rid": f"{ID}{rid}"}


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``MaterialAlertDialogBuilder`` dialog over the page ``behind``: its title, message,
    own view and its negative and positive buttons, each with its platform id (``None``:
    shown, not tapped)."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons, items)


def overflow(category: str, source: str, behind: str, rows: list[str],
             taps: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """The action bar's overflow menu over the page ``behind``: the visible items' titles."""
    return menu(category, source, behind, rows, taps)


def sheet(category: str, source: str, behind: str, items: list[dict[str, Any]],
          taps: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A bottom sheet of the app's rows over the page ``behind``, some of them tapped."""
    return entry(category, source, {"title": behind, "dialog": {}, "items": items}, taps)


def drawer(category: str, source: str, behind: str, items: list[dict[str, Any]],
           taps: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """The navigation drawer open over the page ``behind``: its header and rows."""
    return entry(category, source, {"title": behind, "dialog": {}, "items": items}, taps)
