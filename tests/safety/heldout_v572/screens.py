"""How the five-hundred-and-seventy-second held-out corpus writes a screen (``android_corpus``):
Tubular is View-based, as NewPipe, from which it is forked. Its questions are AppCompat
``AlertDialog``s (the "Reset settings" one a platform ``android.app.AlertDialog``), whose
buttons a hierarchy lists neutral first, then negative and positive (``android:id/button3``,
``button2``, ``button1``); a dialog of choices (``setItems``) shows its rows, and a dialog with
a view of its own (the name field, the "Remove partially watched streams" box, the banner of a
video's long-press dialog, ``res/layout/dialog_title.xml``) shows that view's widgets above
its rows or buttons. A toolbar's menu items shown as icons carry the menu item's id under the
app's package (``org.polymorphicshade.tubular``) and its title as their description; the items
that do not fit (``showAsAction="never"``) sit in the overflow menu, written as a menu of their
titles when it is open, and the overflow button itself is left off the pages, as no case taps
it. The app's own views carry the ids of its layouts under the same package. A settings row
(an AndroidX ``Preference``) is known by its title, with its summary beside it, and a switch
row by its title with its state. A full page is a title and its widgets, with no popup over
it; the video page, whose app bar is hidden, shows the video's title as its title.
"""

from __future__ import annotations

from typing import Any

from android_corpus import NEGATIVE, NEUTRAL, POSITIVE, Button, dialog, entry, menu, page

__all__ = ["ID", "alert", "banner", "choices", "entry", "icons", "menu", "page", "pref"]

ID = "org.polymorphicshade.tubular:id/"
"""The app's package, under which its views' ids are written."""


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          negative: tuple[str, bool | None] | None, positive: tuple[str, bool | None] | None,
          neutral: tuple[str, bool | None] | None = None,
          items: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, message and own widgets, then
    those of its neutral, negative and positive buttons it has, each with its platform id
    (``None``: shown, not tapped)."""
    buttons: list[Button] = [
        (label, rid, bad)
        for button, rid in ((neutral, NEUTRAL), (negative, NEGATIVE), (positive, POSITIVE))
        if button
        for label, bad in (button,)
    ]
    return dialog(category, source, behind, title, message, buttons, items)


def choices(category: str, source: str, behind: str, head: tuple[dict[str, Any], ...],
            rows: list[str], tap: str, bad: bool,
            buttons: tuple[dict[str, Any], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A dialog of choices (``AlertDialog.Builder.setItems``) over ``behind``: the widgets of
    its title (``head``), its rows and its buttons; one of them tapped."""
    items = [*head, *({"menu": row} for row in rows), *buttons]
    return entry(category, source, {"title": behind, "dialog": {}, "items": items}, [(tap, bad)])


def banner(title: str, details: str | None = None) -> tuple[dict[str, Any], ...]:
    """The title view of a video's or a channel's long-press dialog (``dialog_title.xml``):
    the name and, where there is one, the uploader."""
    shown = [{"text": title, "rid": f"{ID}itemTitleView"}]
    if details:
        shown.append({"text": details, "rid": f"{ID}itemAdditionalDetails"})
    return tuple(shown)


def icons(t: Any, *items: tuple[str, str]) -> list[dict[str, Any]]:
    """A toolbar's menu items shown as icons: each its title (``t`` key) and its item id."""
    return [{"icon": t(key), "rid": f"{ID}{rid}"} for key, rid in items]


def pref(t: Any, title: str, summary: str | None = None) -> dict[str, Any]:
    """A settings row: its title and, where it has one, its summary (``t`` keys)."""
    row: dict[str, Any] = {"row": t(title)}
    if summary:
        row["secondary"] = t(summary)
    return row
