"""How the five-hundred-and-fifty-sixth held-out corpus writes a screen (``android_corpus``):
Stratum is View-based (C# on .NET for Android, with AndroidX and Material Components). Its
confirmations are Material ``AlertDialog`` windows, whose buttons are ``android:id/button2``
(negative) and ``button1`` (positive), listed in that order; a list preference's choices are
AndroidX's ``ListPreferenceDialogFragmentCompat``, an ``AlertDialog`` of radio rows and the
platform's Cancel. Its menus, forms and pickers are bottom sheets (``BottomSheet``): a title
(``textTitle``), then the sheet's own layout, whose buttons and fields carry the ids of its
``Resources/layout/sheet*.axml``; a menu sheet's rows (``listItemMenu.axml``) are clickable
rows with no id of their own. Its pages carry the ids of their layouts and menus: a toolbar
action by its title and id, the floating add button by its id alone (it has no content
description). Every id is written without a package, as the corpus's screens carry one package.
A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "choices", "entry", "menu", "page", "sheet"]


def alert(category: str, source: str, behind: str | None, title: str | None,
          message: str | None, negative: tuple[str, bool | None],
          positive: tuple[str, bool | None] | None = None,
          items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A Material ``AlertDialog`` over the page ``behind``: its title, message, own widgets
    (``taps`` are cases on them) and its negative and positive buttons, each with its platform
    id (a button whose label the dialog also says is tapped by its id)."""
    buttons = [(negative[0], NEGATIVE, negative[1])]
    if positive is not None:
        buttons.append((positive[0], POSITIVE, positive[1]))
    return dialog(category, source, behind, title, message, buttons, items, taps)


def choices(category: str, source: str, behind: str, title: str, rows: list[str],
            tap: str) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` of choices (``setItems``) over the page ``behind``: its title and
    its rows (``android:id/text1``), with no buttons; one row tapped."""
    screen = {"title": behind, "dialog": {"title": title}, "items": [{"row": r} for r in rows]}
    return entry(category, source, screen, [(tap, False)])


def sheet(category: str, source: str, behind: str | None, title: str | None,
          items: list[dict[str, Any]], taps: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A bottom sheet over the page ``behind``: its title (``textTitle``), then its own
    widgets, each with the id its layout gives it; ``taps`` are the cases on its widgets."""
    screen = {"title": behind, "dialog": {"title": title} if title else {}, "items": items}
    return entry(category, source, screen, taps)
