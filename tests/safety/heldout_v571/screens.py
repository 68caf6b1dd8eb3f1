"""How the five-hundred-and-seventy-first held-out corpus writes a screen (``android_corpus``):
CAPod's screens are Jetpack Compose (Material 3 ``Scaffold`` pages, ``AlertDialog`` dialogs,
``ModalBottomSheet`` sheets, ``ExposedDropdownMenu`` menus, the app's own setting rows with
their switches, and radio-role selectors), whose controls carry no resource ids a hierarchy
shows, so a control is known by its words or its content description alone; an icon button
whose ``contentDescription`` is null (the back arrow, a debug session's trash can) names
nothing and is left off. A Material 3 ``AlertDialog`` lists its dismiss button before its
confirm button. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, menu, page, popup

__all__ = ["card", "dialog", "entry", "menu", "page", "popup", "row", "sheet", "switch"]


def dialog(category: str, source: str, behind: str, title: str | None, message: str | None,
           buttons: list[tuple[str, bool | None]], items: tuple[dict[str, Any], ...] = (),
           taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, its text (a message, or its own
    widgets), then its dismiss and confirm buttons as the code lays them out."""
    return popup(category, source, behind, title, message, buttons, items, taps)


def sheet(category: str, source: str, behind: str, items: tuple[dict[str, Any], ...],
          tap: str, bad: bool, title: str | None = None) -> dict[str, Any]:  # fmt: skip
    """A bottom sheet or a dialog of choices over ``behind``, one of its own widgets tapped."""
    return popup(category, source, behind, title, None, [], items, ((tap, bad),))


def switch(label: str, checked: bool) -> dict[str, Any]:
    """A setting row with its switch (``SettingsSwitchItem``), known by its title."""
    return {"switch": label, "checked": checked}


def row(label: str, secondary: str | None = None) -> dict[str, Any]:
    """A setting row that opens something (``SettingsBaseItem``): its title and subtitle."""
    return {"row": label, "secondary": secondary} if secondary else {"row": label}


def card(heading: str, items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A card of a page (Material 3 ``Card``): its heading, then its widgets, in the page's
    order."""
    return [{"text": heading}, *items]
