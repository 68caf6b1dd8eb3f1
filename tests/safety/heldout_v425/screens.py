"""How the four-hundred-and-twenty-fifth held-out corpus writes a screen (``android_corpus``):
AndBible is View-based; its confirmations are the platform's ``android.app.AlertDialog``,
whose button bar lists the neutral button (``android:id/button3``) before the negative
(``button2``) and the positive (``button1``), its menus are the action bar's icons and
overflow, contextual action bars and popup menus, and its pages carry the ids of its layouts
under ``net.bible.android.activity:id/``. A full page is a title and its widgets, with no popup
over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["ID", "alert", "entry", "menu", "page"]

ID = "net.bible.android.activity:id/"
"""The app's package, as its resource ids show it."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          positive: tuple[str, bool | None], negative: tuple[str, bool | None] | None = None,
          neutral: tuple[str, bool | None] | None = None,
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message and own widgets, then
    its neutral, negative and positive buttons (those it has), each with its platform id."""
    buttons = [(b[0], rid, b[1]) for b, rid in ((neutral, NEUTRAL), (negative, NEGATIVE),
               (positive, POSITIVE)) if b is not None]  # fmt: skip
    return dialog(category, source, behind, title, message, buttons, items)
