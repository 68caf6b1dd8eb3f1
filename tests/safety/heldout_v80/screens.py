"""How the eightieth held-out corpus writes a screen (``android_corpus``): Element X draws
everything with Jetpack Compose, whose controls carry no resource ids a hierarchy shows,
except those its code tags with ``testTag`` under ``testTagsAsResourceId`` (its dialogs'
buttons, ``dialog-negative`` before ``dialog-positive``, and the sign-out page's
``sign-out-submit``); Thunderbird's screens are Views: its confirmations are
``MaterialAlertDialogBuilder`` dialogs whose buttons carry ``android:id/button2`` before
``button1``, its toolbars' and action modes' icons carry their menu items' ids
(``net.thunderbird.android:id/...``) and its overflow menus' rows carry none. A sheet or a
menu is a list of rows; a full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page

__all__ = ["NEGATIVE", "POSITIVE", "dialog", "entry", "menu", "page", "sheet"]


def sheet(category: str, source: str, behind: str, head: list[str], rows: list[str],
          cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A bottom sheet over the page ``behind``: the texts at its head (whose it is), then
    its rows top to bottom."""
    items = [*({"text": h} for h in head), *({"menu": r} for r in rows)]
    return entry(category, source, {"title": behind, "dialog": {}, "items": items}, cases)
