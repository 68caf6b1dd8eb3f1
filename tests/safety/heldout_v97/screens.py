"""How the ninety-seventh held-out corpus writes a screen (``android_corpus``). Neo Backup
draws with Jetpack Compose: its dialogs (``ActionsDialogUI``, ``MultiSelectionDialogUI``,
``StringInputDialogUI``) and pages carry no resource ids a hierarchy shows, so their
controls are known by their labels (``popup``); an ``IconTextButton`` tile's icon and its
label read the same, written as one button; a ``MultiSelectionDialogUI``'s checkbox rows
are written as switches (a checkable row). Omni Notes is View-based: its confirmations
are ``material-dialogs`` (``MaterialDialog.Builder``, 0.9.6) whose buttons are the
library's ``md_buttonDefaultNeutral``, ``md_buttonDefaultNegative`` and
``md_buttonDefaultPositive``, laid out in that order (``md``), and its backups' dialogs the
platform's ``AlertDialog`` (``MaterialAlertDialogBuilder``) with ``android:id/button1/2``
(``dialog``); its menus' rows are known by their text and its pages' views carry the ids of
its layouts."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["NEGATIVE", "POSITIVE", "dialog", "entry", "md", "menu", "page", "popup"]

OMNI = "it.feio.android.omninotes:id/"


def md(category: str, source: str, behind: str, title: str | None, content: str | None,
       positive: tuple[str, bool | None] | None, negative: tuple[str, bool | None] | None = None,
       items: tuple[dict[str, Any], ...] = (),
       taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``MaterialDialog.Builder`` dialog over the page ``behind``: its title, content, list
    rows and the buttons it sets, each with the library's id."""
    buttons = [(b[0], OMNI + rid, b[1]) for b, rid in
               ((negative, "md_buttonDefaultNegative"), (positive, "md_buttonDefaultPositive"))
               if b]  # fmt: skip
    return dialog(category, source, behind, title, content, buttons, items, taps)
