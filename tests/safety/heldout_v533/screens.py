"""How the five-hundred-and-thirty-third held-out corpus writes a screen (``android_corpus``):
PipePipe is drawn with Android views. Its dialogs are ``androidx.appcompat`` ``AlertDialog``
windows, whose buttons carry the platform's ids and come in a hierarchy in the order of their
button bar: the neutral button (``android:id/button3``), the negative (``button2``), the
positive (``button1``); a dialog built with ``setItems`` lists its entries as rows with no id
of their own, under its title (an ``InfoItemDialog``'s title is the video's name over its
uploader's). A ``DialogFragment`` with a layout of its own (the channel group, playlist and
download dialogs) shows that layout's views with their ids. A settings page is a preference
screen: a preference is a row of its title over its summary, a switch preference its switch
known by its title, a category its heading. A toolbar action shown as an icon carries its menu
item's id with its title as its description; an overflow or popup menu is a list of titles. A
view with both words and a content description shows both, the description left out where it
reads as the words. A full page is a title and its widgets, with no popup over it."""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, dialog, entry, menu, page

__all__ = ["alert", "choices", "control", "custom", "entry", "menu", "page", "pref", "switch"]

Choice = tuple[str, bool | None] | None
"""A dialog button: its label and whether tapping it is irreversible (None: shown, not
tapped); None: the dialog has no such button."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None, *,
          neutral: Choice = None, negative: Choice = None, positive: Choice = None,
          items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title and message, its own widgets, then
    the buttons it has, neutral, negative and positive, each with its platform id (a button
    whose label the dialog or the page also shows is tapped by its id)."""
    bar = ((neutral, NEUTRAL), (negative, NEGATIVE), (positive, POSITIVE))
    buttons = [(label, rid, bad) for choice, rid in bar if choice for label, bad in [choice]]
    return dialog(category, source, behind, title, message, buttons, items, taps)


def choices(category: str, source: str, behind: str, title: str | None, message: str | None,
            rows: list[str], taps: list[tuple[str, bool]], *,
            negative: Choice = None) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` built with ``setItems``: its title (and the line under it), its
    entries as rows, and a Cancel button where it has one; ``taps`` tap entries."""
    items = tuple({"row": row} for row in rows)
    return alert(category, source, behind, title, message, negative=negative, items=items,
                 taps=tuple(taps))  # fmt: skip


def custom(category: str, source: str, behind: str, title: str | None, message: str | None,
           items: list[dict[str, Any]],
           taps: list[tuple[str, bool]]) -> dict[str, Any]:  # fmt: skip
    """A ``DialogFragment`` drawn from a layout of its own over the page ``behind``: its
    title and message where it has them, then its views as the layout lays them out."""
    shown = {k: v for k, v in (("title", title), ("message", message)) if v}
    return entry(category, source, {"title": behind, "dialog": shown, "items": items}, taps)


def control(text: str, desc: str | None = None, rid: str | None = None) -> dict[str, Any]:
    """A button with its words, its content description where it reads otherwise, and its
    id."""
    out: dict[str, Any] = {"button": text}
    if desc and desc != text:
        out["desc"] = desc
    if rid:
        out["rid"] = rid
    return out


def pref(title: str, summary: str | None = None) -> dict[str, Any]:
    """A preference's row: its title over its summary."""
    return {"row": title, "secondary": summary} if summary else {"row": title}


def switch(title: str, checked: bool) -> dict[str, Any]:
    """A switch preference, known by its title, with its state before the tap."""
    return {"switch": title, "checked": checked}
