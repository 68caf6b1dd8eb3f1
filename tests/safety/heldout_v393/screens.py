"""How the three-hundred-and-ninety-third held-out corpus writes a screen (``android_corpus``):
Nextcloud Notes is View-based; its confirmations are the Material components'
``MaterialAlertDialogBuilder``, whose buttons are ``android:id/button1`` (positive),
``button2`` (negative) and ``button3`` (neutral), its menus are the toolbar's overflow, the
selection's contextual bar and popup menus, its sheets are ``BottomSheetDialog`` views, and its
pages carry the ids of its layouts. A full page is a title and its widgets, with no popup over
it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "dialog", "entry", "menu", "page", "settings_dialog"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None], positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``MaterialAlertDialogBuilder`` dialog over the page ``behind``: its title, message,
    own widgets and its negative and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons, items)


def settings_dialog(category: str, source: str, behind: str, title: str, message: str,
                    items: tuple[dict[str, Any], ...], neutral: tuple[str, bool | None],
                    positive: tuple[str, bool | None]) -> dict[str, Any]:  # fmt: skip
    """A dialog whose Cancel is its neutral button (``button3``) beside its positive one."""
    buttons = [(neutral[0], NEUTRAL, neutral[1]), (positive[0], POSITIVE, positive[1])]
    return dialog(category, source, behind, title, message, buttons, items)
