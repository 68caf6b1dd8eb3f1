"""How the three-hundred-and-ninety-eighth held-out corpus writes a screen (``android_corpus``):
Audio Recorder has two interfaces. The classic one is View-based: its confirmations are an
``AlertDialog`` whose view is the app's own ``dialog_layout`` (``dialog_title``,
``dialog_content``, then ``dialog_negative_btn`` and ``dialog_positive_btn``, all under the
app's package), its menus are ``PopupMenu`` rows, and its pages carry the ids of its layouts.
The new one is drawn with Compose: its controls carry no resource ids, and its dialogs list
the dismiss button before the confirm button. A full page is a title and its widgets, with no
popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import dialog, entry, menu, page, popup

__all__ = ["ID", "alert", "entry", "menu", "page", "popup", "taps"]

ID = "com.dimowner.audiorecorder:id/"
"""The app's package, as its resource ids show it in a dump."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """The app's ``dialog_layout`` over the page ``behind``: its title, message, own widgets,
    then its negative and positive buttons, each with the layout's id."""
    buttons = [
        (negative[0], f"{ID}dialog_negative_btn", negative[1]),
        (positive[0], f"{ID}dialog_positive_btn", positive[1]),
    ]
    return dialog(category, source, behind, title, message, buttons, items)


def taps(source: str, screen: dict[str, Any],
         cases: list[tuple[str, str, bool]]) -> list[dict[str, Any]]:  # fmt: skip
    """One entry per tapped control of one screen: its category, its label and whether the
    tap commits."""
    return [entry(category, source, screen, [(label, bad)]) for category, label, bad in cases]
