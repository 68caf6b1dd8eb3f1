"""How the three-hundred-and-eighty-sixth held-out corpus writes a screen
(``android_corpus``): Vinyl Music Player is View-based; its dialogs are Material Dialogs
(``com.afollestad.material-dialogs`` 0.9.6), whose buttons carry the library's ids under the
app's package (``md_buttonDefaultNeutral``, ``md_buttonDefaultNegative`` and
``md_buttonDefaultPositive``, in that order in the hierarchy) and whose text field is
``android:id/input``; its row menus are ``PopupMenu`` lists, its selection bars are Material
CAB toolbars whose icons carry the menu items' ids, and its pages carry the ids of its
layouts. A floating button with no text or description is known by its id alone."""

from __future__ import annotations

import re
from typing import Any

from android_corpus import dialog, entry, menu, page

__all__ = ["ID", "bare", "entry", "html", "md", "menu", "page"]

ID = "com.poupa.vinylmusicplayer:id/"
"""The app's package, as its resource ids show it (the dialog library's ids included)."""
WHICH = {
    "neutral": f"{ID}md_buttonDefaultNeutral",
    "negative": f"{ID}md_buttonDefaultNegative",
    "positive": f"{ID}md_buttonDefaultPositive",
}


def html(text: str) -> str:
    """A string the app shows through ``Html.fromHtml``: its tags dropped."""
    return re.sub(r"<[^>]+>", "", text)


def bare(name: str) -> dict[str, Any]:
    """A control known only by its resource id (a floating button with an icon)."""
    return {"id": "", "rid": f"{ID}{name}"}


def md(category: str, source: str, behind: str, title: str | None, message: str | None,
       buttons: list[tuple[str, str, bool | None]], items: tuple[dict[str, Any], ...] = (),
       taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A Material Dialog over the page ``behind``: its title, message, own widgets and its
    buttons (a label, ``neutral``, ``negative`` or ``positive``, and whether tapping it is
    irreversible, None where it is shown and not tapped), each with the library's id."""
    order = ["neutral", "negative", "positive"]
    shown = sorted(buttons, key=lambda b: order.index(b[1]))
    widgets = [(label, WHICH[which], bad) for label, which, bad in shown]
    return dialog(category, source, behind, title, message, widgets, items, taps)
