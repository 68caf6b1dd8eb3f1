"""How the three-hundred-and-fifty-eighth held-out corpus writes a screen (``android_corpus``):
Escapepod is View-based; its confirmations are the Material components' ``AlertDialog``
(``MaterialAlertDialogBuilder``), whose buttons are ``android:id/button1`` (positive) and
``button2`` (negative), its settings are AndroidX preferences, whose list dialogs show their
entries as radio rows over the platform's Cancel, and its pages carry the ids of its layouts.
A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, page

__all__ = ["alert", "choices", "entry", "page"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None] | None,
          items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    negative and positive buttons (each where it has one), each with its platform id;
    ``taps`` are cases on its own widgets."""
    buttons = [(label, rid, bad) for button, rid in ((negative, NEGATIVE), (positive, POSITIVE))
               if button for label, bad in (button,)]  # fmt: skip
    return dialog(category, source, behind, title, message, buttons, items, taps)


def choices(category: str, source: str, behind: str, title: str, entries: list[str],
            checked: int, cancel: str, tap: str) -> dict[str, Any]:  # fmt: skip
    """A ``ListPreference``'s dialog: its title, its entries as radio rows (the one in use
    checked) and the platform's Cancel; tapping an entry picks it and closes the dialog."""
    rows = [{"radio": e, "checked": i == checked, "rid": "android:id/text1"}
            for i, e in enumerate(entries)]  # fmt: skip
    buttons = [(cancel, NEGATIVE, None)]
    return dialog(category, source, behind, title, None, buttons, tuple(rows), ((tap, False),))
