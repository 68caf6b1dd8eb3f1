"""How the eighty-sixth held-out corpus writes a screen (``android_corpus``): Proton Pass draws
its pages, bottom sheets and dialogs with Jetpack Compose (its ``ConfirmWithLoadingDialog``
and ``LoadingDialog``, its ``BottomSheetItemList``), whose buttons carry no resource ids a
hierarchy shows, so a control is known by its label alone, which must name it; Pixeldroid is
a View-based app whose own views carry ``org.pixeldroid.app:id/`` ids and whose dialogs are
``MaterialAlertDialogBuilder`` ones, the platform's ``AlertDialog`` with
``android:id/button1`` (positive) and ``button2`` (negative), listed negative then positive
as the button bar lays them out. A full page is a title and its widgets, with no popup over
it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["PIXELDROID", "alert", "entry", "menu", "page", "popup"]

PIXELDROID = "org.pixeldroid.app:id/"
"""Pixeldroid's application id (``namespace 'org.pixeldroid.app'``), the package of its
views' ids."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          ok: tuple[str, bool | None], cancel: tuple[str, bool | None] | None,
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``MaterialAlertDialogBuilder`` dialog: its title and message, the fields of its own
    view (``items``), then ``setNegativeButton`` (``button2``, where it is set) and
    ``setPositiveButton`` (``button1``)."""
    buttons = [] if cancel is None else [(cancel[0], NEGATIVE, cancel[1])]
    buttons.append((ok[0], POSITIVE, ok[1]))
    return dialog(category, source, behind, title, message, buttons, items)
