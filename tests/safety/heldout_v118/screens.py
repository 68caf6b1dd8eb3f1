"""How the hundred-and-eighteenth held-out corpus writes a screen (``android_corpus``):
Stratum's confirmations are ``MaterialAlertDialogBuilder`` dialogs, the platform's
``AlertDialog`` whose buttons are ``android:id/button1`` (positive) and ``button2``
(negative), listed negative, positive as its button bar lays them out; its bottom sheets and
pages are View-based (``.axml`` layouts) and carry the ids of the app's layouts, a sheet's
menu rows (a ``RecyclerView`` of ``listItemMenu``) known by their text. Book's Story draws
everything with Jetpack Compose, whose buttons, icons and rows carry no resource ids a
hierarchy shows, so a popup's button is known by its label alone. A full page is a title and
its widgets, with no popup over it; a checkbox is written as the corpus's ``switch``, a
checkable widget."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["alert", "entry", "menu", "page", "popup", "sheet"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None] | None,
          neutral: tuple[str, bool | None] | None = None,
          items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A dialog over the page ``behind``: its title, message, own widgets and the buttons it
    sets, each with its platform id."""
    buttons = [(b[0], rid, b[1]) for b, rid in
               ((neutral, NEUTRAL), (negative, NEGATIVE), (positive, POSITIVE)) if b]  # fmt: skip
    return dialog(category, source, behind, title, message, buttons, items, taps)


def sheet(category: str, source: str, behind: str, title: str, items: list[dict[str, Any]],
          cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A bottom sheet over the page ``behind``: its title (``textTitle``) and its widgets."""
    screen = {"title": behind, "dialog": {"title": title}, "items": items}
    return entry(category, source, screen, cases)
