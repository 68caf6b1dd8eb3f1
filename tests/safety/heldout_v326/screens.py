"""How the three-hundred-and-twenty-sixth held-out corpus writes a screen
(``android_corpus``): Transistor is View-based; its confirmations are the Material
``AlertDialog``, whose buttons are ``android:id/button1`` (positive) and ``button2``
(negative), its settings are a ``PreferenceFragmentCompat`` whose rows show the platform's
``android:id/title`` and ``summary``, and its station list and player sheet carry the ids of
its layouts. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, page

__all__ = ["alert", "dialog", "entry", "page"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None] | None,
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    negative and positive buttons (either may be missing), each with its platform id."""
    buttons = [(b[0], rid, b[1]) for b, rid in ((negative, NEGATIVE), (positive, POSITIVE)) if b]
    return dialog(category, source, behind, title, message, buttons, items)
