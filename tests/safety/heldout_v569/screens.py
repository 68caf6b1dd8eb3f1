"""How the five-hundred-and-sixty-ninth held-out corpus writes a screen (``android_corpus``):
Komikku draws its screens with Jetpack Compose (Material 3 ``AlertDialog``, ``DropdownMenu``,
bottom sheets, preference rows, switches, check boxes and icon buttons), whose controls carry
no resource ids a hierarchy shows, so a control is known by its words: a button, a row or a menu
entry by its text, an icon button by its ``contentDescription`` (an app bar's action by its
title, its overflow by "More options", a selection bar's buttons by their titles). A Compose
dialog is its title, its text, the widgets of its own content and then its buttons as
``AlertDialog`` lays them out (the dismiss button before the confirm button); a check box is
written as a toggle with its state. Two of its screens are Android views inside Compose and
carry the ids of their layouts, written with the release's application id
(``app.komikku:id/...``): the download queue's rows (``res/layout/download_item.xml``, whose
overflow opens a ``PopupMenu`` of ``res/menu/download_single.xml``, whose entries a hierarchy
shows without their ids) and the fields and buttons of the "Edit info" dialog
(``res/layout/edit_manga_dialog.xml``). A full page is a title and its widgets, with no popup
over it; a selection's page has the count of the selected items as its title."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, menu, page, popup

__all__ = ["ID", "check", "entry", "icon", "icons", "menu", "page", "popup", "rid"]

ID = "app.komikku:id/"
"""The app's resource ids, as a hierarchy dump shows them (the release's application id)."""


def rid(name: str) -> str:
    """One of the app's resource ids."""
    return ID + name


def icon(label: str) -> dict[str, Any]:
    """An icon button known by its content description."""
    return {"icon": label}


def icons(*labels: str) -> list[dict[str, Any]]:
    """A row of icon buttons (an app bar's actions, a selection bar's buttons)."""
    return [icon(label) for label in labels]


def check(label: str, on: bool) -> dict[str, Any]:
    """A labelled check box (``LabeledCheckbox``) with its state."""
    return {"switch": label, "checked": on}
