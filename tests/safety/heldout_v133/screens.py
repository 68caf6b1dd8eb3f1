"""How the hundred-and-thirty-third held-out corpus writes a screen (``android_corpus``): both
apps are View-based; their confirmations are ``MaterialAlertDialogBuilder`` (Android Password
Store) or ``AlertDialog.Builder`` (Cloudstream) dialogs, the platform's ``AlertDialog`` whose
buttons are ``android:id/button1`` (positive), ``button2`` (negative) and ``button3``
(neutral), listed negative then positive as its button bar lays them out; their pages, sheets
and menus carry the ids of their layouts. Android Password Store's PGP key manager alone draws
with Compose (a Material 3 ``AlertDialog``, which lists its dismiss button before its confirm
button), whose controls carry no resource ids and are known by their labels alone. A full page
is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["alert", "entry", "menu", "page", "popup"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    negative (if it has one) and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1])] if negative else []
    buttons.append((positive[0], POSITIVE, positive[1]))
    return dialog(category, source, behind, title, message, buttons, items)
