"""How the two-hundred-and-fortieth held-out corpus writes a screen (``android_corpus``):
Transdroid is View-based. Its confirmations, pickers and settings dialogs are the platform's
``AlertDialog`` (buttons ``android:id/button3`` neutral, ``button2`` negative and ``button1``
positive, in the order a hierarchy lists them; a list dialog's rows ``android:id/text1``);
its own edit dialogs are Material Dialogs (``MaterialDialog.Builder``), whose buttons carry
the library's ids under the app's package, ``md_buttonDefaultNeutral``, ``Negative`` and
``Positive``, listed in that order. Its toolbars and contextual bars are ``ActionMenuView``s
whose icons are named by their titles and carry the menu's ids; a submenu or an overflow is
a popup of entries. Settings pages are preference screens: a row is a title and its summary,
a check box its title (its summary a text below it). A full page is a title and its widgets,
with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, Button, dialog, entry, menu, page

__all__ = [
    "ID",
    "choice",
    "dialog",
    "entry",
    "items_dialog",
    "material",
    "menu",
    "page",
    "platform",
]

ID = "org.transdroid.full:id/"
"""The app's package (the ``full`` flavour's application id), which its layouts' and its
libraries' ids carry."""

MD = tuple(f"{ID}md_buttonDefault{which}" for which in ("Neutral", "Negative", "Positive"))
"""A Material Dialog's neutral, negative and positive buttons' ids."""

Choice = tuple[str, bool | None] | None
"""A button: its label and whether tapping it is irreversible (None: shown, not tapped);
None where the dialog has no such button."""


def _buttons(ids: tuple[str, ...], neutral: Choice, negative: Choice,
             positive: Choice) -> list[Button]:  # fmt: skip
    shown = zip((neutral, negative, positive), ids, strict=True)
    return [(button[0], rid, button[1]) for button, rid in shown if button]


def platform(neutral: Choice = None, negative: Choice = None,
             positive: Choice = None) -> list[Button]:  # fmt: skip
    """An ``AlertDialog``'s buttons, each with its platform id."""
    return _buttons((NEUTRAL, NEGATIVE, POSITIVE), neutral, negative, positive)


def material(neutral: Choice = None, negative: Choice = None,
             positive: Choice = None) -> list[Button]:  # fmt: skip
    """A Material Dialog's buttons, each with the library's id."""
    return _buttons(MD, neutral, negative, positive)


def choice(category: str, source: str, behind: str, title: str, rows: list[str],
           checked: str, cancel: str, tap: str) -> dict[str, Any]:  # fmt: skip
    """A ``ListPreference``'s dialog over the page ``behind``: its title, its single-choice
    rows (``android:id/text1``, the current one checked) and Cancel; a row picked closes it
    and stores the value."""
    items = [{"radio": r, "checked": r == checked, "rid": "android:id/text1"} for r in rows]
    items.append({"button": cancel, "rid": NEGATIVE})
    screen = {"title": behind, "dialog": {"title": title}, "items": items}
    return entry(category, source, screen, [(tap, False)])


def items_dialog(category: str, source: str, behind: str, title: str | None,
                 rows: list[str], tap: str, bad: bool) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` of rows (``setItems``) over the page ``behind``, with no buttons;
    a row picked acts and closes it."""
    shown = {"title": title} if title else {}
    items = [{"row": r, "rid": "android:id/text1"} for r in rows]
    return entry(category, source, {"title": behind, "dialog": shown, "items": items}, [(tap, bad)])
