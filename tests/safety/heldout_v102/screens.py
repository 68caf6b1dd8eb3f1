"""How the hundred-and-second held-out corpus writes a screen (``android_corpus``): Joplin's
mobile app is React Native, whose own views carry no resource ids a hierarchy shows (they
are known by their labels or by the ``accessibilityLabel`` the code gives an icon), but
whose ``Alert.alert`` (``DialogManager``'s ``prompt`` and ``shim.showMessageBox`` on
Android) is the platform's ``AlertDialog``: React Native keeps the first three buttons of
the array and puts the last of them on ``android:id/button1`` (positive), the one before it
on ``button2`` (negative) and a third from the end on ``button3`` (neutral), whatever their
``style``, listed neutral, negative, positive as the button bar lays them out (the order
the code gives them); an empty title shows none. Raccoon for Lemmy draws with Jetpack
Compose (Material 3 ``AlertDialog``, its ``CustomDropDown`` of ``DropdownMenuItem`` rows,
its bottom sheets), whose controls carry no resource ids, so its rows and buttons are known
by their labels alone; a Compose ``AlertDialog`` lists its dismiss button before its
confirm button. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["alert", "entry", "menu", "page", "popup"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:  # fmt: skip
    """React Native's ``Alert.alert(title, message, buttons)`` on Android over the page
    ``behind``: a platform ``AlertDialog`` whose last button is ``button1``, the one before
    it ``button2`` and a third from the end ``button3`` (a label, and whether tapping it is
    irreversible; None: shown, not tapped); an empty title shows none."""
    ids = [NEUTRAL, NEGATIVE, POSITIVE][-len(buttons) :]
    with_ids = [(label, rid, bad) for (label, bad), rid in zip(buttons, ids, strict=True)]
    return dialog(category, source, behind, title or None, message, with_ids)
