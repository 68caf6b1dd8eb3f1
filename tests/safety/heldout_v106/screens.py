"""How the hundred-and-sixth held-out corpus writes a screen (``android_corpus``): Librera
Reader is View-based, its confirmations are platform ``AlertDialog`` dialogs whose buttons
are ``android:id/button1`` (positive) and ``button2`` (negative), listed negative then
positive as the button bar lays them out, its choice lists are the dialog's rows known by
their text, and its own dialogs' views carry the ids of its layouts
(``com.foobnix.pdf.reader:id/...``). RustDesk's mobile app is a Flutter app whose widgets
set no keys a hierarchy shows, so a popup's button is known by its label alone, which must
name it. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["alert", "entry", "menu", "page", "popup"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None] | None,
          items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets
    (``items``: its choice rows or its layout's views) and the buttons it sets, each with its
    platform id."""
    buttons = [(b[0], rid, b[1]) for b, rid in
               ((negative, NEGATIVE), (positive, POSITIVE)) if b]  # fmt: skip
    return dialog(category, source, behind, title, message, buttons, items, taps)
