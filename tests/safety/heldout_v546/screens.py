"""How the five-hundred-and-forty-sixth held-out corpus writes a screen (``android_corpus``):
Geometric Weather mixes two toolkits. Its home page, location list, search page, card editor
and widget settings are View-based: their controls carry the ids of the app's layouts and
menus under ``wangdaye.com.geometricweather:id/`` (:data:`ID`), its confirmations are
``MaterialAlertDialogBuilder`` dialogs, whose buttons a hierarchy lists neutral first, then
negative and positive (``android:id/button3``, ``button2``, ``button1``), and its snackbars are
the app's own (``snackbar_text`` and ``snackbar_action``). Its settings, about page and live
wallpaper page are Jetpack Compose: their rows, checkboxes, radio buttons and ``AlertDialog``
buttons carry no resource ids a hierarchy shows, so a control there is known by its words
alone (a Compose ``AlertDialog`` lays its dismiss button before its confirm button). A full
page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, Button, dialog, entry, menu, page, popup

__all__ = ["ID", "alert", "compose_dialog", "entry", "menu", "page", "sheet", "snackbar"]

ID = "wangdaye.com.geometricweather:id/"
"""The app's package, under which its views' ids are written."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None] | None,
          neutral: tuple[str, bool | None] | None = None,
          items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``MaterialAlertDialogBuilder`` dialog over the page ``behind``: its title, message and
    own widgets, then those of its neutral, negative and positive buttons it has, each with
    its platform id; ``taps`` are cases on its own widgets."""
    buttons: list[Button] = [
        (label, rid, bad)
        for button, rid in ((neutral, NEUTRAL), (negative, NEGATIVE), (positive, POSITIVE))
        if button
        for label, bad in (button,)
    ]
    return dialog(category, source, behind, title, message, buttons, items, taps)


def compose_dialog(category: str, source: str, behind: str, title: str | None,
                   buttons: list[tuple[str, bool | None]],
                   items: tuple[dict[str, Any], ...] = (),
                   taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A Compose ``AlertDialog`` over the page ``behind``: its title, its own widgets (a text
    field, a time picker, radio rows), then its buttons, dismiss before confirm, known only
    by their words; ``taps`` are cases on its own widgets."""
    return popup(category, source, behind, title, None, buttons, items, taps)


def snackbar(category: str, source: str, screen: dict[str, Any], text: str, action: str,
             bad: bool) -> dict[str, Any]:  # fmt: skip
    """The app's snackbar at the foot of ``screen`` (a page): its message and its action
    button, which is tapped."""
    shown = {
        **screen,
        "items": [
            *screen["items"],
            {"text": text, "rid": ID + "snackbar_text"},
            {"button": action, "rid": ID + "snackbar_action"},
        ],
    }
    return entry(category, source, shown, [(action, bad)])


def sheet(category: str, source: str, behind: str | None, items: list[dict[str, Any]],
          tap: str, bad: bool) -> dict[str, Any]:  # fmt: skip
    """A sheet, a dropdown or a dialog of the app's own layout over the page ``behind``, one
    of its widgets tapped."""
    screen = {"title": behind, "dialog": {}, "items": items}
    return entry(category, source, screen, [(tap, bad)])
