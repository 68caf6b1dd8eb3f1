"""How the five-hundred-and-ninth held-out corpus writes a screen (``android_corpus``): Discreet
Launcher is View-based; its confirmations and choice lists are AppCompat ``AlertDialog``
dialogs, whose buttons are ``android:id/button1`` (positive) and ``button2`` (negative) and
whose rows (``setItems``, ``setMultiChoiceItems``, a list preference's single choice) are
``android:id/text1``, a checkbox row written as a switch and a single-choice row as a radio.
Its main menu and color picker are ``AppCompatDialog`` dialogs drawn from the app's own
layouts, and its pages carry the ids of those layouts under the app's package. A full page is
a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, page

__all__ = ["ID", "alert", "choices", "entry", "page", "rows"]

ID = "com.vincent_falzon.discreetlauncher:id/"
"""The app's package, under which its views' ids are."""
TEXT1 = "android:id/text1"
"""A platform dialog's list row."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    negative and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons, items)


def rows(labels: list[str], checked: dict[str, bool] | None = None) -> tuple[dict[str, Any], ...]:
    """A dialog's list: plain rows (``setItems``), or checkbox rows with their state
    (``setMultiChoiceItems``) where ``checked`` is given."""
    if checked is None:
        return tuple({"row": label, "rid": TEXT1} for label in labels)
    return tuple({"switch": x, "rid": TEXT1, "checked": checked.get(x, False)} for x in labels)


def choices(category: str, source: str, behind: str, title: str | None,
            items: tuple[dict[str, Any], ...], tap: str, bad: bool,
            cancel: str | None = None) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` that is a list over the page ``behind`` (a row picked acts and
    closes it), with a negative button where it has one; ``tap`` is one of its rows."""
    buttons = [(cancel, NEGATIVE, None)] if cancel else []
    return dialog(category, source, behind, title, None, buttons, items, ((tap, bad),))
