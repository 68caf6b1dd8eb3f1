"""How the hundred-and-seventeenth held-out corpus writes a screen (``android_corpus``): Xabber's
confirmations are ``AlertDialog`` dialogs, the platform's dialog whose buttons are
``android:id/button1`` (positive), ``button2`` (negative) and ``button3`` (neutral), listed
neutral, negative, positive as its button bar lays them out; its context, popup and overflow
menus are rows known by their text, and its View-based pages carry the ids of its layouts.
HeliBoard draws its settings with Jetpack Compose (its ``ThreeButtonAlertDialog``: neutral,
then Cancel, then the confirming button), whose buttons carry no resource ids and are known
by their labels; its keyboard's clipboard view is View-based. A full page is a title and its
widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page, popup

__all__ = ["alert", "context", "entry", "menu", "page", "popup"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None] | None,
          neutral: tuple[str, bool | None] | None = None,
          items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A dialog over the page ``behind``: its title, message, own widgets (``items``: a view
    set with ``setView``) and the buttons it sets, each with its platform id."""
    buttons = [(b[0], rid, b[1]) for b, rid in
               ((neutral, NEUTRAL), (negative, NEGATIVE), (positive, POSITIVE)) if b]  # fmt: skip
    return dialog(category, source, behind, title, message, buttons, items, taps)


def context(category: str, source: str, behind: str, header: str, rows: list[str],
            cases: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A context menu over the page ``behind``, headed by ``header`` (``setHeaderTitle``)."""
    screen = {"title": behind, "dialog": {"title": header},
              "items": [{"menu": r} for r in rows]}  # fmt: skip
    return entry(category, source, screen, cases)
