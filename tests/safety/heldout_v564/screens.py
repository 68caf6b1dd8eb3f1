"""How the five-hundred-and-sixty-fourth held-out corpus writes a screen (``android_corpus``):
QUIK is View-based. Its confirmations are AppCompat ``AlertDialog``s (the deduplication
question a platform one), whose buttons a hierarchy lists neutral first, then negative and
positive (``android:id/button3``, ``button2``, ``button1``); a dialog with a view of its own
(the name and signature field, the number to block) shows that view's widgets above its
buttons. A toolbar's menu items shown as icons carry the menu item's id under
``dev.octoshrimpy.quik:id/`` and its title as their description; the items that do not fit
(``ifRoom`` past the third slot, ``never``) sit in the overflow menu, written as a menu of
their titles when it is open. The overflow button itself (AppCompat's own "More options") is
left off the pages, as no case taps it. The app's own views carry the ids of its layouts
under the same package; a settings row (``PreferenceView``) is known by its title, a switch
row by its title with its state. A full page is a title and its widgets, with no popup over
it; the inbox shows its search field where other pages show a title."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, Button, dialog, entry, menu, page

__all__ = ["ID", "alert", "entry", "icons", "menu", "page", "snackbar"]

ID = "dev.octoshrimpy.quik:id/"
"""The app's package, under which its views' ids are written."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None] | None,
          neutral: tuple[str, bool | None] | None = None,
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message and own widgets, then
    those of its neutral, negative and positive buttons it has, each with its platform id
    (``None``: shown, not tapped)."""
    buttons: list[Button] = [
        (label, rid, bad)
        for button, rid in ((neutral, NEUTRAL), (negative, NEGATIVE), (positive, POSITIVE))
        if button
        for label, bad in (button,)
    ]
    return dialog(category, source, behind, title, message, buttons, items)


def icons(t: Any, *items: tuple[str, str]) -> list[dict[str, Any]]:
    """A toolbar's menu items shown as icons: each its title (``t`` key) and its item id."""
    return [{"icon": t(key), "rid": f"{ID}{rid}"} for key, rid in items]


def snackbar(text: str, action: str) -> list[dict[str, Any]]:
    """A Material ``Snackbar`` at the foot of a page: its text and its action button."""
    return [
        {"text": text, "rid": f"{ID}snackbar_text"},
        {"button": action, "rid": f"{ID}snackbar_action"},
    ]
