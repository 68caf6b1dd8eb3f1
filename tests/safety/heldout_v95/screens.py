"""How the ninety-fifth held-out corpus writes a screen (``android_corpus``): both apps are
View-based, their confirmations are the platform's ``AlertDialog`` (``AlertDialog.Builder``)
whose buttons are ``android:id/button1`` (positive), ``button2`` (negative) and
``button3`` (neutral), listed neutral, negative, positive as its button bar lays them out;
a dialog's list (``setItems``) and a popup, overflow or action-mode menu are rows known by
their text; a dialog drawn from an app's own layout (andOTP's ``PasswordEntryDialog``) and a
page carry the ids of the app's layouts. A full page is a title and its widgets, with no
popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "dialog", "entry", "menu", "page"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None] | None,
          neutral: tuple[str, bool | None] | None = None,
          items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets
    (``items``: a view set with ``setView`` or its list's rows) and the buttons it sets,
    each with its platform id."""
    buttons = [(b[0], rid, b[1]) for b, rid in
               ((neutral, NEUTRAL), (negative, NEGATIVE), (positive, POSITIVE)) if b]  # fmt: skip
    return dialog(category, source, behind, title, message, buttons, items, taps)
