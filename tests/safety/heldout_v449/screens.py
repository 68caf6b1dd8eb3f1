"""How the four-hundred-and-forty-ninth held-out corpus writes a screen (``android_corpus``):
Shuttle is View-based; its confirmations and pickers are Material Dialogs (``MaterialDialog
.Builder``), whose buttons carry the library's ids under the app's package,
``md_buttonDefaultNeutral``, ``md_buttonDefaultNegative`` and ``md_buttonDefaultPositive``, in
that order in a hierarchy; the one platform ``AlertDialog`` (the ringtone permission) has
``android:id/button1`` (positive) and ``button2`` (negative). Its overflow and popup menus are
lists of rows, the action items of its toolbars and contextual bars carry the ids of its menus,
and its pages the ids of its layouts. A full page is a title and its widgets, with no popup
over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

__all__ = ["ID", "alert", "entry", "md", "menu", "page"]

ID = "com.simplecity.amp_pro:id/"
"""Shuttle+'s application id, the namespace of its resource ids (and of the dialog library's,
merged into the app)."""
MD_NEUTRAL, MD_NEGATIVE, MD_POSITIVE = (
    f"{ID}md_buttonDefaultNeutral",
    f"{ID}md_buttonDefaultNegative",
    f"{ID}md_buttonDefaultPositive",
)

Choice = tuple[str, bool | None]
"""A button's label and whether tapping it is irreversible (None: shown, not tapped)."""


def md(category: str, source: str, behind: str, title: str | None, message: str | None,
       negative: Choice | None, positive: Choice, neutral: Choice | None = None,
       items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A Material Dialog over the page ``behind``: its title, message, own widgets and its
    neutral, negative and positive buttons, each with the library's id."""
    buttons = [(b[0], rid, b[1]) for b, rid in ((neutral, MD_NEUTRAL),
               (negative, MD_NEGATIVE), (positive, MD_POSITIVE)) if b]  # fmt: skip
    return dialog(category, source, behind, title, message, buttons, items)


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: Choice, positive: Choice) -> dict[str, Any]:  # fmt: skip
    """A platform ``AlertDialog`` over the page ``behind``."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons)
