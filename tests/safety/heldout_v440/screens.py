"""How the four-hundred-and-fortieth held-out corpus writes a screen (``android_corpus``):
SmartTube is a View-based Android TV app whose menus, settings and confirmations are all one
kind of window, the app's settings dialog (``AppDialogFragment``): a leanback preference
screen under a title bar (``decor_title``) whose rows are buttons, switches and lists, or,
where the window holds one list alone, that list opened at once
(``StringListPreferenceDialogFragment``, ``RadioListPreferenceDialogFragment``), each row a
clickable ``container`` with its label in ``android:id/title``. A confirmation is such a list
titled with the question and holding Cancel and Confirm (``AppDialogUtil
.showConfirmationDialog``). Only the text fields are platform ``AlertDialog``s
(``SimpleEditDialog``), whose buttons are ``android:id/button1`` (OK) and ``button2``
(Cancel). A full page is a title and its widgets, with no window over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, page

__all__ = ["ID", "confirm", "edit", "entry", "listed", "page", "settings"]

ID = "app.smarttube:id/"
"""The app's package, under which its layouts' ids are."""


def settings(category: str, source: str, behind: str, title: str, rows: list[dict[str, Any]],
             cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """The settings dialog's preference screen over the page ``behind``: its title bar and
    its rows (a button or a list is ``row``, a switch ``switch``)."""
    return entry(category, source, {"title": behind, "dialog": {"title": title}, "items": rows},
                 cases)  # fmt: skip


def listed(category: str, source: str, behind: str, title: str, rows: list[dict[str, Any]],
           cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A list of the settings dialog opened at once over ``behind``: its title bar and its
    rows, each a ``container`` (``row`` for a plain entry, ``radio`` or ``switch`` for a
    radio or check list's)."""
    items = [{**row, "rid": f"{ID}container"} for row in rows]
    return entry(category, source, {"title": behind, "dialog": {"title": title}, "items": items},
                 cases)  # fmt: skip


def confirm(category: str, source: str, behind: str, title: str, no: str | None, yes: str,
            bad: bool) -> dict[str, Any]:  # fmt: skip
    """``AppDialogUtil.showConfirmationDialog`` (or a list holding Confirm alone, where ``no``
    is None): Cancel, then Confirm, whose tap is ``bad``."""
    rows = [{"row": label} for label in (no, yes) if label]
    cases = [(label, False) for label in (no,) if label] + [(yes, bad)]
    return listed(category, source, behind, title, rows, cases)


def edit(category: str, source: str, behind: str, title: str, hint: str, text: str,
         cancel: tuple[str, bool | None],
         ok: tuple[str, bool | None]) -> dict[str, Any]:  # fmt: skip
    """``SimpleEditDialog``: a platform ``AlertDialog`` with the title, one text field (its
    hint and what was typed) and Cancel and OK."""
    field = {"field": f"{ID}simple_edit_value", "hint": hint, "text": text, "focused": True}
    buttons = [(cancel[0], NEGATIVE, cancel[1]), (ok[0], POSITIVE, ok[1])]
    return dialog(category, source, behind, title, None, buttons, (field,))
