"""How the hundred-and-thirty-seventh held-out corpus writes a screen (``android_corpus``): Nova
Wallet is View-based; its confirmations are the AppCompat ``AlertDialog`` (``dialog`` and
``warningDialog`` in ``common/.../view/dialog/DialogDecorators.kt``), whose buttons are
``android:id/button1`` (positive) and ``button2`` (negative), listed negative then positive as
its button bar lays them out; its pages and sheets carry the ids of their layouts. InnerTune
draws with Compose: its dialogs (``DefaultDialog``, ``TextFieldDialog``), menus and settings
carry no resource ids and are known by their labels alone. A full page is a title and its
widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["alert", "dialog", "entry", "menu", "page", "popup"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None],
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    negative (if it has one) and positive buttons, each with its platform id."""
    buttons = [(negative[0], NEGATIVE, negative[1])] if negative else []
    buttons.append((positive[0], POSITIVE, positive[1]))
    return dialog(category, source, behind, title, message, buttons, items)
