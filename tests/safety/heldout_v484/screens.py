"""How the four-hundred-and-eighty-fourth held-out corpus writes a screen (``android_corpus``):
Phonograph is View-based; its dialogs are the ``MaterialDialog`` of material-dialogs 0.9,
whose buttons are ``MDButton`` views listed neutral, negative, positive (the library's
``md_stub_actionbuttons.xml``: ``md_buttonDefaultNeutral``, ``md_buttonDefaultNegative``,
``md_buttonDefaultPositive``, merged into the app's package), whose input field is
``android:id/input`` and whose list items are rows of their words. Its overflow and popup
menus are lists of entries, its contextual bars (material-cab) show their items as icons
named by their titles, and its pages carry the ids of its layouts. A full page is a title and
its widgets, with no popup over it."""

from __future__ import annotations

import re
from typing import Any

from android_corpus import dialog, entry, menu, page

__all__ = ["ID", "bold", "entry", "md", "menu", "page"]

ID = "com.kabouzeid.gramophone:id/"
"""The app's package, under which its own and its libraries' ids are dumped."""
BUTTONS = {
    "neutral": f"{ID}md_buttonDefaultNeutral",
    "negative": f"{ID}md_buttonDefaultNegative",
    "positive": f"{ID}md_buttonDefaultPositive",
}
"""A ``MaterialDialog``'s buttons, in the order a hierarchy lists them."""


def bold(text: str) -> str:
    """A message the code passes through ``Html.fromHtml``, as the screen shows it."""
    return re.sub(r"<[^>]+>", "", text)


def md(category: str, source: str, behind: str, title: str | None, message: str | None,
       buttons: dict[str, tuple[str, bool | None]], items: tuple[dict[str, Any], ...] = (),
       taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``MaterialDialog`` over the page ``behind``: its title, message, own widgets (an
    input field, list rows, a custom view) and its buttons by kind (``neutral``,
    ``negative``, ``positive``), each a label and whether tapping it is irreversible (None:
    shown, not tapped); ``taps`` are further cases on its own widgets."""
    shown = [(label, BUTTONS[kind], bad) for kind in BUTTONS if kind in buttons
             for label, bad in [buttons[kind]]]  # fmt: skip
    return dialog(category, source, behind, title, message, shown, items, taps)
