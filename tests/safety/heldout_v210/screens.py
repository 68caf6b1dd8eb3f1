"""How the two-hundred-and-tenth held-out corpus writes a screen (``android_corpus``): Fossify
Notes is View-based; its dialogs are the platform's ``AlertDialog`` (built by Fossify
Commons' ``getAlertDialogBuilder`` and ``setupDialogStuff``: a title, the dialog's own view,
then its buttons, ``android:id/button2`` (negative) before ``android:id/button1``
(positive)); its menus are the toolbar's overflow menu and the checklist's action mode, and
its pages carry the ids of its layouts under ``org.fossify.notes:id/`` (the application id,
also the namespace of the Commons views it inflates). A full page is a title and its
widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu

__all__ = ["ID", "alert", "dialog", "entry", "menu", "screen"]

ID = "org.fossify.notes:id/"


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None] | None,
          items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    negative and positive buttons, each with its platform id (None: no such button)."""
    buttons = [(negative[0], NEGATIVE, negative[1])] if negative else []
    buttons += [(positive[0], POSITIVE, positive[1])] if positive else []
    return dialog(category, source, behind, title, message, buttons, items, taps)


def screen(category: str, source: str, title: str, items: list[dict[str, Any]],
           cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A full page (or a page in an action mode): its title and widgets, and the taps."""
    return entry(category, source, {"title": title, "dialog": {}, "items": items}, cases)
