"""How the eighty-ninth held-out corpus writes a screen (``android_corpus``): both apps are
View-based, so their dialogs are the platform's ``AlertDialog`` (ProtonMail's
``AlertDialog.Builder``, YTDLnis' ``MaterialAlertDialogBuilder``), whose buttons are
``android:id/button1`` (positive), ``button2`` (negative) and ``button3`` (neutral), laid out
neutral, negative, positive; a multi-choice item of a dialog is a checkable row (written as a
switch, the corpus's checkable widget); a menu (an overflow, a contextual action bar's
overflow or a bottom sheet of text rows) is a list of entries; a page's widgets carry the ids
their layouts give them where the corpus names them."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["PROTON", "YTDL", "alert", "entry", "menu", "page"]

PROTON = "ch.protonmail.android:id/"
"""ProtonMail's application id, the package of its views' ids."""
YTDL = "com.deniscerri.ytdl:id/"
"""YTDLnis' application id (``namespace 'com.deniscerri.ytdl'``)."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          ok: tuple[str, bool | None], cancel: tuple[str, bool | None] | None,
          neutral: tuple[str, bool | None] | None = None,
          items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog``: its title and message, the rows of its own view (``items``), then
    ``setNeutralButton`` (``button3``), ``setNegativeButton`` (``button2``) and
    ``setPositiveButton`` (``button1``) where each is set; ``taps`` are cases on its rows."""
    buttons = [] if neutral is None else [(neutral[0], NEUTRAL, neutral[1])]
    buttons += [] if cancel is None else [(cancel[0], NEGATIVE, cancel[1])]
    buttons.append((ok[0], POSITIVE, ok[1]))
    return dialog(category, source, behind, title, message, buttons, items, taps)
