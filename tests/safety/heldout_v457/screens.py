"""How the four-hundred-and-fifty-seventh held-out corpus writes a screen (``android_corpus``):
Camera Roll is View-based; its confirmations are the support library's ``AlertDialog``, whose
buttons are ``android:id/button1`` (positive), ``button2`` (negative) and ``button3``
(neutral), its menus are the toolbar's overflow and submenus, and its pages carry the ids of
its layouts. The image editor and the wallpaper page clear their toolbar's title, so the
screens over them have no page title."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "dialog", "entry", "menu", "page", "untitled"]


def untitled(screen: dict[str, Any]) -> dict[str, Any]:
    """A screen whose page has no title: the title is left out."""
    if not screen["screen"].get("title"):
        screen["screen"].pop("title", None)
    return screen


def alert(category: str, source: str, behind: str | None, title: str | None,
          message: str | None, negative: tuple[str, bool | None],
          positive: tuple[str, bool | None], items: tuple[dict[str, Any], ...] = (),
          neutral: tuple[str, bool | None] | None = None) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message, own widgets and its
    neutral (where it has one), negative and positive buttons, each with its platform id."""
    buttons = [(neutral[0], NEUTRAL, neutral[1])] if neutral else []
    buttons += [(negative[0], NEGATIVE, negative[1]), (positive[0], POSITIVE, positive[1])]
    return untitled(dialog(category, source, behind or "", title, message, buttons, items))
