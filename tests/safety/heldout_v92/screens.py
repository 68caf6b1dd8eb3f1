"""How the ninety-second held-out corpus writes a screen (``android_corpus``): Keyguard draws
with Compose Multiplatform (its dialogs are one ``ConfirmationScreen``, its menus dropdowns of
``FlatItemAction`` rows), whose buttons carry no resource ids a hierarchy shows, so a popup's
button is known by its label alone, which must name it; Mumla is View-based, its
confirmations ``MaterialAlertDialogBuilder`` dialogs, the platform's ``AlertDialog`` whose
buttons are ``android:id/button1`` (positive) and ``button2`` (negative), listed negative
then positive as its button bar lays them out, its popup and overflow menus lists of rows
known by their text, and its pages' views carry the ids of its layouts. A full page is a
title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["alert", "entry", "menu", "page", "popup"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None] | None,
          items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``MaterialAlertDialogBuilder`` dialog over the page ``behind``: its title, message,
    own widgets (``items``: a view set with ``setView`` or its rows) and the buttons it
    sets, each with its platform id."""
    buttons = [(b[0], rid, b[1]) for b, rid in ((negative, NEGATIVE), (positive, POSITIVE)) if b]
    return dialog(category, source, behind, title, message, buttons, items, taps)
