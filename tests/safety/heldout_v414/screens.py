"""How the four-hundred-and-fourteenth held-out corpus writes a screen (``android_corpus``):
Fossify Camera is View-based. Its dialogs come from Fossify Commons and are the platform's
``AlertDialog`` (``MaterialAlertDialogBuilder``), whose buttons are ``android:id/button1``
(positive), ``button2`` (negative) and ``button3`` (neutral), with the message in the
dialog's own ``message`` view; its pages, top bars and toggle rows carry the ids of its
layouts and of the library's, which a hierarchy shows under the app's package,
``org.fossify.camera:id/``. The about page is Jetpack Compose, whose rows carry no ids. A
full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, page, popup

__all__ = ["ID", "alert", "dialog", "entry", "ids", "message", "page", "popup"]

ID = "org.fossify.camera:id/"
"""The app's package, under which a hierarchy shows its own and the library's ids."""


def ids(name: str) -> dict[str, str]:
    """A button that shows only an icon and carries no description: known by its id."""
    return {"id": f"{ID}{name}", "rid": f"{ID}{name}"}


def message(text: str) -> dict[str, str]:
    """The text of a Commons dialog, drawn in the dialog's own ``message`` view."""
    return {"text": text, "rid": f"{ID}message"}


def alert(category: str, source: str, behind: str, title: str | None,
          items: tuple[dict[str, Any], ...],
          negative: tuple[str, bool | None] | None,
          positive: tuple[str, bool | None],
          neutral: tuple[str, bool | None] | None = None,
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, its own widgets and its
    buttons in the order a hierarchy lists them (neutral, negative, positive), each with
    its platform id; ``taps`` are further cases on its own widgets."""
    buttons = []
    if neutral:
        buttons.append((neutral[0], NEUTRAL, neutral[1]))
    if negative:
        buttons.append((negative[0], NEGATIVE, negative[1]))
    buttons.append((positive[0], POSITIVE, positive[1]))
    return dialog(category, source, behind, title, None, buttons, items, taps)
