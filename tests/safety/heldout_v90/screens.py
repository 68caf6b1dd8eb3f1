"""How the ninetieth held-out corpus writes a screen (``android_corpus``): EteSync is a
View-based app whose dialogs are the platform's ``AlertDialog`` (buttons
``android:id/button1/2/3``, listed negative then positive as the button bar lays them out)
and whose own views carry the ids its layouts and menus give (``com.etesync.syncadapter``);
Read You draws everything with Jetpack Compose (Material 3 ``AlertDialog`` through its
``RYDialog``, ``BottomDrawer`` sheets, ``FilterChip``s), whose controls carry no resource ids
a hierarchy shows and are known by their labels. A full page is a title and its widgets,
with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["alert", "entry", "menu", "page", "popup", "rid"]

ETESYNC = "com.etesync.syncadapter:id/"
"""EteSync's application id, the package of its views' ids."""


def rid(name: str) -> str:
    return f"{ETESYNC}{name}"


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          no: tuple[str, bool | None], yes: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A platform ``AlertDialog`` with a negative and a positive button (and the widgets of
    its own view, ``items``)."""
    buttons = [(no[0], NEGATIVE, no[1]), (yes[0], POSITIVE, yes[1])]
    return dialog(category, source, behind, title, message, buttons, items)
