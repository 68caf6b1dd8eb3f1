"""How the two-hundred-and-thirty-seventh held-out corpus writes a screen (``android_corpus``):
Quillpad is View-based. Its dialogs are the Material components' ``AlertDialog``, whose
buttons are ``android:id/button1`` (positive), ``button2`` (negative) and ``button3``
(neutral), listed as a hierarchy lists them (neutral, negative, positive); its single-choice
lists are that dialog's radio rows. Its toolbars show their action items as icons carrying
the menu item's id and its title as their description, and put the rest in an overflow
popup of plain rows; a selected list of notes, notebooks or tags swaps the toolbar for a
selection bar whose items all sit in such a popup. Its long-press menus are a bottom sheet of
its own (``ui/utils/views/BottomSheet.kt``): a header, then text rows built in code, with no
ids. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["ID", "alert", "choice", "dialog", "entry", "form", "menu", "page", "sheet"]

ID = "io.github.quillpad:id/"
"""The app's resource ids, under its application id (the code's namespace is
``org.qosp.notes``, the installed package ``io.github.quillpad``)."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None]
          ) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title and message, then its negative
    and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons)


def form(category: str, source: str, behind: str, title: str,
         items: tuple[dict[str, Any], ...], neutral: tuple[str, bool | None] | None,
         positive: tuple[str, bool | None]) -> dict[str, Any]:  # fmt: skip
    """One of the app's ``BaseDialog`` forms (a layout of fields in an ``AlertDialog``): its
    title, its fields, then its neutral button where it has one and its positive button."""
    buttons = [(positive[0], POSITIVE, positive[1])]
    if neutral:
        buttons.insert(0, (neutral[0], NEUTRAL, neutral[1]))
    return dialog(category, source, behind, title, None, buttons, items)


def choice(category: str, source: str, behind: str, title: str, rows: list[str],
           checked: str, tap: str, neutral: str | None = None,
           done: str | None = None) -> dict[str, Any]:  # fmt: skip
    """A single-choice ``AlertDialog`` (``setSingleChoiceItems``): its title, its radio rows
    with the current one checked, then its buttons (a neutral one where it has one, and the
    positive one, which only closes it); a row tapped takes effect at once."""
    radios = tuple({"radio": r, "checked": r == checked} for r in rows)
    buttons = [(done, POSITIVE, None)] if done else []
    if neutral:
        buttons.insert(0, (neutral, NEUTRAL, None))
    return dialog(category, source, behind, title, None, buttons, radios, ((tap, False),))


def sheet(category: str, source: str, behind: str, header: str, rows: list[str],
          tap: str, bad: bool) -> dict[str, Any]:  # fmt: skip
    """The app's bottom sheet over the page ``behind``: its header (the note's, notebook's,
    tag's or attachment's name) and its rows, one of them tapped."""
    screen = {"title": behind, "dialog": {"title": header}, "items": [{"row": r} for r in rows]}
    return entry(category, source, screen, [(tap, bad)])
