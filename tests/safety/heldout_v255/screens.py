"""How the two-hundred-and-fifty-fifth held-out corpus writes a screen (``android_corpus``):
FreeOTP+ is View-based; its one confirmation dialog is the Material ``AlertDialog``
(``MaterialAlertDialogBuilder``), whose buttons are ``android:id/button1`` (positive) and
``button2`` (negative); its token menu is a ``PopupMenu`` and its main menu the toolbar's
overflow, whose rows carry no ids a hierarchy shows; its pages (the token list, the delete,
edit and add pages, the about page) carry the ids of its layouts under the application id
``org.liberty.android.freeotpplus``. A full page is a title and its widgets, with no popup
over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

__all__ = ["ID", "alert", "entry", "menu", "page"]

ID = "org.liberty.android.freeotpplus:id/"
"""The app's resource ids as a hierarchy dump shows them (its application id)."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    negative and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons, items)
