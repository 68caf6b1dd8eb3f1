"""How the four-hundred-and-thirty-first held-out corpus writes a screen (``android_corpus``):
Mattermost's mobile app is React Native. Its confirmations are ``Alert.alert``, which React
Native draws on Android as the platform's ``AlertDialog``: of the buttons the code lists, the
last is the positive one (``android:id/button1``), the one before it the negative one
(``button2``) and a third from the end the neutral one (``button3``), shown in the code's
order. Its bottom sheets, pages and rows are React Native views whose ``testID`` a hierarchy
shows as the resource id, without a package. A full page is a title and its widgets, with no
popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, page

__all__ = ["alert", "entry", "page", "sheet", "tap"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          buttons: list[tuple[str, bool | None]]) -> dict[str, Any]:  # fmt: skip
    """An ``Alert.alert`` over the page ``behind``: its title, message and buttons in the
    code's order, each with the platform id React Native gives it (None: shown, not
    tapped)."""
    ids = (POSITIVE, NEGATIVE, NEUTRAL)
    last = len(buttons) - 1
    shown = [(label, ids[last - i], bad) for i, (label, bad) in enumerate(buttons)]
    return dialog(category, source, behind, title, message, shown)


def sheet(category: str, source: str, behind: str, rows: list[tuple[str, str]], tap: str,
          bad: bool, header: str | None = None) -> dict[str, Any]:  # fmt: skip
    """A bottom sheet over the page ``behind``: its header, then its rows (a label and the
    row's ``testID``, empty where the code gives none); one row tapped."""
    items: list[dict[str, Any]] = [{"text": header}] if header else []
    items += [{"row": label, **({"rid": rid} if rid else {})} for label, rid in rows]
    return entry(category, source, {"title": behind, "dialog": {}, "items": items}, [(tap, bad)])


def tap(category: str, source: str, title: str, items: list[dict[str, Any]], label: str,
        bad: bool) -> dict[str, Any]:  # fmt: skip
    """A page and the one control of it tapped."""
    return entry(category, source, page(title, items), [(label, bad)])
