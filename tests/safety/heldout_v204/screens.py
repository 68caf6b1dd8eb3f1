"""How the two-hundred-and-fourth held-out corpus writes a screen (``android_corpus``): Fossify
Clock is View-based. Its dialogs are built with ``getAlertDialogBuilder()`` (a
``MaterialAlertDialogBuilder``), the platform's ``AlertDialog`` whose buttons are
``android:id/button1`` (positive) and ``button2`` (negative), with their own view's widgets
above them; its pages carry the ids of its layouts, under ``org.fossify.clock:id/`` (the
application id; Fossify Commons' layouts are merged into the app's resources and share it). An
image button with no content description (the stopwatch's and a timer's play, pause and reset
buttons, the floating add buttons, an alarm's switch) is known by its id alone. A notification
is written as the shade shows it: its title, its text and its action buttons."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

__all__ = ["ID", "alert", "entry", "image", "menu", "notification", "page"]

ID = "org.fossify.clock:id/"


def image(name: str, kind: str = "icon", **extra: Any) -> dict[str, Any]:
    """A control with no label of its own, known by its resource id."""
    return {kind: "", "rid": f"{ID}{name}", **extra}


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``MaterialAlertDialogBuilder`` dialog over the page ``behind``: its title, message,
    own widgets and its negative (if any) and positive buttons, each with its platform id."""
    buttons = [(positive[0], POSITIVE, positive[1])]
    if negative:
        buttons.insert(0, (negative[0], NEGATIVE, negative[1]))
    return dialog(category, source, behind, title, message, buttons, items, taps)


def notification(category: str, source: str, title: str, text: str,
                 actions: list[str], cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A notification in the shade: its title, its text and its action buttons."""
    items = [{"text": text}, *({"button": a} for a in actions)]
    return entry(category, source, {"title": title, "dialog": {}, "items": items}, cases)
