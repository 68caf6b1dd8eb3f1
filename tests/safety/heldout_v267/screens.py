"""How the two-hundred-and-sixty-seventh held-out corpus writes a screen (``android_corpus``):
Wire's screens are Jetpack Compose. Its confirmations are its own ``WireDialog``, drawn in a
dialog window of their own, whose buttons carry no resource ids a hierarchy shows, so a button
is known by its words alone; a dialog laid out in a row lists its dismiss button, then its
first and second option buttons, and one laid out in a column lists its option buttons, then
its dismiss button (``WireDialog.kt``, ``DialogButtonsSection``). Its menus are modal bottom
sheets of ``MenuBottomSheetItem`` rows under a header. A full page is a title and its widgets,
with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, page, popup

__all__ = ["alert", "entry", "page", "sheet"]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          buttons: list[tuple[str, bool | None]], items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``WireDialog`` over the page ``behind``: its title and message, its own widgets, then
    its buttons in the order a hierarchy lists them, each known only by its label (``None``:
    shown, not tapped); ``taps`` are further cases on its own widgets."""
    return popup(category, source, behind, title, message, buttons, items, taps)


def sheet(category: str, source: str, behind: str, header: str | None, rows: list[str],
          tap: str, bad: bool) -> dict[str, Any]:  # fmt: skip
    """A modal bottom sheet over the page ``behind``: its header (a text, or none) and its
    rows, one of them tapped."""
    items = [*([{"text": header}] if header else []), *({"menu": r} for r in rows)]
    return popup(category, source, behind, None, None, [], tuple(items), ((tap, bad),))
