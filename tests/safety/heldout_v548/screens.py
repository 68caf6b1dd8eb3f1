"""How the five-hundred-and-forty-eighth held-out corpus writes a screen (``android_corpus``):
Tachiyomi is drawn with Android views (XML layouts, Conductor controllers), so its widgets carry
the resource ids of its layouts and menus: a toolbar or action-mode icon is an
``ActionMenuItemView`` whose description is the menu item's title and whose id is the item's
(``eu.kanade.tachiyomi:id/action_delete``), a bottom-navigation item carries the id of
``main_nav.xml``'s entry, a layout's button or row its own id, a snackbar's action
``snackbar_action`` and the floating action button ``root_fab``. Its dialogs are
``MaterialAlertDialogBuilder`` dialogs, whose buttons carry the platform's ids and are listed as a
hierarchy lists them (neutral, negative, positive); a button whose label is also a text of its
dialog or of the page behind it, or another button's, is tapped by its id. A dialog's list of
choices (``setItems``, ``setSingleChoiceItems``, ``setMultiChoiceItems``) is rows, radio buttons
or check boxes with the platform's ``android:id/text1``; a check box is written as a toggle
with its state. A popup or overflow menu (``PopupMenu``) is a list of entries with no ids of
their own. A preference screen is its rows (title and summary), switches and category headers.
A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = [
    "ID", "NEGATIVE", "NEUTRAL", "POSITIVE", "TEXT1", "checks", "dialog", "entry", "icon",
    "menu", "nav", "page", "rid",
]  # fmt: skip

ID = "eu.kanade.tachiyomi:id/"
"""The app's resource ids, as a hierarchy dump shows them (the release's application id)."""
TEXT1 = "android:id/text1"
"""The platform's id of a dialog's list item."""


def rid(name: str) -> str:
    """One of the app's resource ids."""
    return ID + name


def icon(label: str, name: str) -> dict[str, Any]:
    """A toolbar or action-mode icon: its menu item's title as its description, its id."""
    return {"icon": label, "rid": rid(name)}


def nav(t: Any) -> list[dict[str, Any]]:
    """The bottom navigation of the root pages (``res/menu/main_nav.xml``)."""
    tabs = (("label_library", "nav_library"), ("label_recent_updates", "nav_updates"),
            ("label_recent_manga", "nav_history"), ("browse", "nav_browse"),
            ("label_more", "nav_more"))  # fmt: skip
    return [{"tab": t(key), "rid": rid(name)} for key, name in tabs]


def checks(rows: list[tuple[str, bool]]) -> tuple[dict[str, Any], ...]:
    """A dialog's check boxes (``setMultiChoiceItems``), each with its state."""
    return tuple({"switch": label, "rid": TEXT1, "checked": on} for label, on in rows)
