"""How the four-hundred-and-ninety-first held-out corpus writes a screen (``android_corpus``):
Frost is View-based; its confirmations and pickers are Material Dialogs (``materialDialog``),
whose buttons carry the library's ids in the app's package, ``md_button_negative`` and
``md_button_positive``, listed in that order as a hierarchy lists them; a button given no
words shows the platform's ``android:string/ok`` or ``cancel``. Its menus are the toolbar's
actions and overflow, and its settings pages are KPref lists whose rows carry
``kau_pref_container``. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import dialog, entry, menu, page

__all__ = ["ID", "entry", "md", "menu", "page"]

ID = "com.pitchedapps.frost:id/"
"""The app's package, which the Material Dialogs and KPref ids share in a hierarchy dump."""


def md(category: str, source: str, behind: str, title: str | None, message: str | None,
       negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None] | None,
       items: tuple[dict[str, Any], ...] = (),
       taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A Material Dialog over the page ``behind``: its title, message, own widgets and its
    negative and positive buttons (either may be absent), each with its id."""
    buttons = []
    if negative:
        buttons.append((negative[0], f"{ID}md_button_negative", negative[1]))
    if positive:
        buttons.append((positive[0], f"{ID}md_button_positive", positive[1]))
    return dialog(category, source, behind, title, message, buttons, items, taps)
