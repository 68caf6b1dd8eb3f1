"""How the eighty-third held-out corpus writes a screen (``android_corpus``): Blixt Wallet is
a React Native app whose own views carry no resource ids a hierarchy shows (they are known
by their labels), but whose ``Alert.alert`` is the platform's ``AlertDialog``, its buttons
``android:id/button1/2/3`` as React Native's ``Alert`` gives them (the last button is the
positive one, the one before it the negative one, a third the neutral one); Pocket Casts'
``ConfirmationDialog`` is a View-based bottom sheet (``fragment_confirmation.xml``: an icon,
``lblTitle``, ``lblSummary``, then ``btnSecondary`` where it has one and ``btnConfirm``),
whose buttons carry their ids; its other pages are drawn with Jetpack Compose and are known
by their labels. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "entry", "menu", "page", "sheet"]

POCKETCASTS = "au.com.shiftyjelly.pocketcasts:id/"
"""Pocket Casts' application id, the package of its views' ids."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:  # fmt: skip
    """React Native's ``Alert.alert(title, message, buttons)`` on Android: a platform
    ``AlertDialog`` whose last button is ``button1``, the one before it ``button2`` and a
    third from the end ``button3``, listed neutral, negative, positive as its button bar
    lays them out (that is, in the order the code gives them)."""
    ids = [NEUTRAL, NEGATIVE, POSITIVE][-len(buttons) :]
    with_ids = [(label, rid, bad) for (label, bad), rid in zip(buttons, ids, strict=True)]
    return dialog(category, source, behind, title, message, with_ids)


def sheet(category: str, source: str, behind: str, title: str | None, summary: str | None,
          confirm: tuple[str, bool | None],
          secondary: tuple[str, bool | None] | None = None,
          confirm_first: bool = False) -> dict[str, Any]:  # fmt: skip
    """Pocket Casts' ``ConfirmationDialog``: its title and summary, then ``btnSecondary``
    (where it is set) and ``btnConfirm`` (``confirm_first``: the other way round, as
    ``setDisplayConfirmButtonFirst`` lays them out), a button whose label is also a text of
    the sheet tapped by its id."""
    buttons = [] if secondary is None else [(secondary[0], f"{POCKETCASTS}btnSecondary",
                                             secondary[1])]  # fmt: skip
    main = (confirm[0], f"{POCKETCASTS}btnConfirm", confirm[1])
    buttons = [main, *buttons] if confirm_first else [*buttons, main]
    return dialog(category, source, behind, title, summary, buttons)
