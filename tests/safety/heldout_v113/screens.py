"""How the hundred-and-thirteenth held-out corpus writes a screen (``android_corpus``). AFWall+
is View-based: its confirmations and list dialogs are ``material-dialogs``
(``MaterialDialog.Builder``, 0.9.6) whose buttons are the library's ``md_buttonDefaultNeutral``,
``md_buttonDefaultNegative`` and ``md_buttonDefaultPositive`` (merged into the app's package),
laid out in that order (``md``); a list dialog's rows, its options and context menus' rows are
known by their text, and its pages' views carry the ids of its layouts. FlorisBoard draws its
settings, its dialogs (``JetPrefAlertDialog``: neutral, dismiss and confirm buttons, in that
order) and its keyboard's clipboard panel with Jetpack Compose, whose controls carry no
resource ids, so they are known by their labels alone (``popup``, ``jet``). A full page is a
title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import dialog, entry, menu, page, popup

__all__ = ["entry", "jet", "md", "menu", "page", "popup"]

AFWALL = "dev.ukanth.ufirewall:id/"


def md(category: str, source: str, behind: str, title: str | None, content: str | None,
       positive: tuple[str, bool | None] | None, negative: tuple[str, bool | None] | None = None,
       neutral: tuple[str, bool | None] | None = None,
       items: tuple[dict[str, Any], ...] = (),
       taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``MaterialDialog.Builder`` dialog over the page ``behind``: its title, content, list
    rows (``items``) and the buttons it sets, each with the library's id."""
    buttons = [(b[0], AFWALL + rid, b[1]) for b, rid in
               ((neutral, "md_buttonDefaultNeutral"), (negative, "md_buttonDefaultNegative"),
                (positive, "md_buttonDefaultPositive")) if b]  # fmt: skip
    return dialog(category, source, behind, title, content, buttons, items, taps)


def jet(category: str, source: str, behind: str, title: str | None, message: str | None,
        dismiss: tuple[str, bool | None], confirm: tuple[str, bool | None],
        neutral: tuple[str, bool | None] | None = None,
        items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``JetPrefAlertDialog`` over the page ``behind``: its title, its text or the widgets
    of its content, then its neutral, dismiss and confirm buttons, known by their labels."""
    buttons = [b for b in (neutral, dismiss, confirm) if b]
    return popup(category, source, behind, title, message, buttons, items)
