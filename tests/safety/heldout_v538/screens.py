"""How the five-hundred-and-thirty-eighth held-out corpus writes a screen (``android_corpus``):
SimpMusic is drawn with Compose Multiplatform. Its dialogs are Material 3 ``AlertDialog``
windows, which list their title, their text (the message and the dialog's own widgets), then
the dismiss button before the confirm button; its menus are ``ModalBottomSheet`` windows of
``ActionButton`` rows (an icon whose description is the row's words, beside the words: a row
known by its words), and its pages are ``SettingItem`` rows (a title over a subtitle),
switches, chips, tiles and list rows. Compose gives none of these a resource id a hierarchy
shows, so a control is known by its words, and an icon button by its content description (one
whose description is null names nothing and is left off). A dialog or a sheet is a window of
its own over the page behind it, whose title is all the screen keeps of that page; a full page
is its title (where the app shows one) and its widgets."""

from __future__ import annotations

from typing import Any

from android_corpus import entry, page, popup

__all__ = ["alert", "entry", "page", "sheet", "song_rows", "tabs", "untitled"]

SONG, ARTIST, ALBUM = "Aruarian Dance", "Nujabes", "Samurai Champloo Music Record: Departure"
"""The song whose menu is open, its artist and its album, the same in every language."""

Taps = list[tuple[str, bool]]


def alert(category: str, source: str, behind: str, title: str | None, message: str | None,
          buttons: list[tuple[str, bool | None]], items: tuple[dict[str, Any], ...] = (),
          taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """An ``AlertDialog`` over the page ``behind``: its title, its message, its own widgets,
    then its buttons, dismiss before confirm, each known by its words (``None``: shown, not
    tapped); ``taps`` are cases on its own widgets."""
    return popup(category, source, behind, title, message, buttons, items, taps)


def sheet(category: str, source: str, behind: str, items: list[dict[str, Any]],
          taps: Taps) -> dict[str, Any]:  # fmt: skip
    """A ``ModalBottomSheet`` over the page ``behind``: its own widgets, some of them tapped."""
    return popup(category, source, behind, None, None, [], tuple(items), tuple(taps))


def untitled(items: list[dict[str, Any]]) -> dict[str, Any]:
    """A full page that shows no title (the search page)."""
    return {"items": items}


def song_rows(
    t: Any,
    *,
    delete: str | None = None,
    liked: bool = False,
    download: str = "download",
    player: bool = False,
) -> list[dict[str, Any]]:
    """A song's ``NowPlayingBottomSheet``: the song's title and artist, then its rows in the
    code's order: the delete row its caller gives (``delete_song_from_playlist`` in a playlist
    of the app's, ``delete`` in the library), Like or Liked, the download row (Download,
    Downloading or Downloaded, by the song's state), "Add to a playlist", "Play next", "Add to
    queue", Artists, the album's name, "Start radio", and on the player's own sheet "Main
    Lyrics Provider", "Sleep Timer" and "Playback speed & pitch"; Share last."""
    rows = [t(delete)] if delete else []
    rows += [t("liked" if liked else "like"), t(download), t("add_to_a_playlist"),
             t("play_next"), t("add_to_queue"), t("artists"), ALBUM, t("start_radio")]  # fmt: skip
    if player:
        rows += [t("main_lyrics_provider"), t("sleep_timer_off"), t("playback_speed_pitch")]
    rows.append(t("share"))
    return [{"text": SONG}, {"text": ARTIST}, *({"row": row} for row in rows)]


def tabs(t: Any) -> list[dict[str, Any]]:
    """The bottom navigation bar: Home, Search and Library."""
    return [{"tab": t(key)} for key in ("home", "search", "library")]
