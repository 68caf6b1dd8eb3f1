"""How the five-hundred-and-forty-fifth held-out corpus writes a screen (``android_corpus``):
OuterTune is drawn with Jetpack Compose. Its confirmations are its own ``DefaultDialog`` (an
optional icon and title, the message, then its ``TextButton`` row, Cancel before OK), its text
prompts ``TextFieldDialog`` (the title, the field, the dialog's own extra widgets, Cancel before
OK), its choices ``ListDialog`` windows of rows, its player dialogs Material 3 ``AlertDialog``
windows (the dismiss button before the confirm button) and its settings prompts
``ActionPromptDialog`` (Reset, OK, then Cancel). Its menus are bottom sheets: a header row
(the song, album or playlist, with its subtitle) over a ``GridMenu`` of tiles, each an icon
without a description beside its words, so a tile is known by its words. Its pages are
``PreferenceEntry`` rows (a title over an optional description), switches, chips, list rows
and buttons. Compose gives none of these a resource id a hierarchy shows, so a control is known
by its words, and an icon button whose ``contentDescription`` is null (the app's overflow,
lock, sync, download and close icons) names nothing and is left off. A dialog or a sheet is a
window of its own over the page behind it, whose title is all the screen keeps of that page (the
library, whose top bar is a search field, keeps none); a full page is its title (where the app
shows one) and its widgets."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, popup

__all__ = [
    "ALBUM", "ARTIST", "DURATION", "DURATION2", "JAZZ", "ROAD", "SONG", "SONG2", "WORKOUT",
    "Taps", "dialog", "entry", "page", "sheet", "tabs", "tiles",
]  # fmt: skip

SONG, SONG2, ARTIST, ALBUM = "So What", "Blue in Green", "Miles Davis", "Kind of Blue"
"""The songs whose menus are open (the first from the history, the second from a playlist and
the player), their artist and album, the same in every language."""
DURATION, DURATION2 = "9:22", "5:37"
ROAD, JAZZ, WORKOUT = "Road Trip", "Late Night Jazz", "Workout"
"""The playlists made in the app."""

Taps = list[tuple[str, bool]]


def _over(screen: dict[str, Any], behind: str | None) -> dict[str, Any]:
    if behind is None:
        screen.pop("title", None)
    return screen


def dialog(category: str, source: str, behind: str | None, title: str | None,
           message: str | None, buttons: list[tuple[str, bool | None]],
           items: tuple[dict[str, Any], ...] = (),
           taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A Compose dialog over the page ``behind`` (None: a page with no title): its title, its
    message, its own widgets, then its buttons in the order the code lays them out, each known
    by its words (``None``: shown, not tapped); ``taps`` are cases on its own widgets."""
    made = popup(category, source, behind or "", title, message, buttons, items, taps)
    _over(made["screen"], behind)
    return made


def sheet(category: str, source: str, behind: str | None, items: list[dict[str, Any]],
          taps: Taps) -> dict[str, Any]:  # fmt: skip
    """A bottom sheet over the page ``behind`` (None: a page with no title): its own widgets,
    some of them tapped."""
    made = popup(category, source, behind or "", None, None, [], tuple(items), tuple(taps))
    _over(made["screen"], behind)
    return made


def tiles(labels: list[str]) -> list[dict[str, Any]]:
    """A ``GridMenu``'s tiles, in the code's order."""
    return [{"menu": label} for label in labels]


def page(title: str | None, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A full page: its title (None: it shows none) and its widgets."""
    return {"title": title, "items": items} if title is not None else {"items": items}


def tabs(t: Any) -> list[dict[str, Any]]:
    """The bottom navigation bar of the new interface (the default): Home and Library."""
    return [{"tab": t("home")}, {"tab": t("library")}]
