"""SimpMusic's home and search screens (``com.maxrave.simpmusic``): the home page and the
dialogs it opens at start, the search page with its history, and a song's menu opened from the
search results with the playlist picker it opens. Strings from ``composeApp/src/commonMain/
composeResources/values*/strings.xml``; the song, artist, album, playlist and query names, the
version and the release notes are the same in every language.

Read from the code (``composeApp/src/commonMain/kotlin/com/maxrave/simpmusic``):
``ui/screen/home/HomeScreen.kt`` (the top bar: the app's name over the greeting of the hour;
the mood chips, whose tap only filters the home feed, ``HomeViewModel.setParams``; the log-in
warning, ``log_in_warning`` with "Do not show again", Cancel and "Go to log in page", which
only opens the log-in page; the ``ReviewDialog``, the ``BlogPromoDialog`` and the
``ShareSavedLyricsDialog``); ``ui/component/ShareSavedLyricsDialog.kt`` ("Help SimpMusic
lyrics build the lyrics database": its text, the "Use anonymous name to contribute" box, Later
and OK, whose handler, ``SharedViewModel.onDoneRequestingShareLyrics``, only turns the setting
of that name on and stores the contributor's name; the setting can be turned off in the
settings); ``App.kt`` (the update dialog: "New update available", then in its text a column of
``update_message`` with the release's tag and date over the release's notes, Cancel and
Download, which only opens
``https://simpmusic.org/download`` in the browser); ``ui/screen/other/SearchScreen.kt`` (the
search field, whose placeholder reads "Search for" and a kind in lower case; with no query the
history: "Clear search history", which calls ``SearchViewModel.deleteSearchHistory`` at once,
with no confirmation and no undo (``searchRepository.deleteSearchHistory`` empties the
table), and the past queries, each of which searches again; a result's menu is the song's
``NowPlayingBottomSheet``); ``ui/component/ModalBottomSheet.kt`` (``NowPlayingBottomSheet``:
Like toggles the song's like, the download row calls ``NowPlayingBottomSheetUIEvent.Download``,
which for a song not downloaded starts its download and for a downloaded song removes the
download at once, ``downloadUtils.removeDownload``, with no confirmation; "Add to a playlist"
opens ``AddToPlaylistModalBottomSheet``, the chips "Your Local Playlists" and "Your YouTube
Playlists" over the playlists, a tap on one adding the song to it,
``LocalPlaylistRepository.addTrackToLocalPlaylist``) and
``viewModel/NowPlayingBottomSheetViewModel.kt`` (what each row does).
"""

from __future__ import annotations

from typing import Any

from screens import SONG, alert, entry, page, sheet, song_rows, tabs, untitled

APP = "SimpMusic"
ROAD, JAZZ, WORKOUT = "Road Trip", "Late Night Jazz", "Workout Mix"
SONG2, ARTIST2 = "Feather", "Nujabes feat. Cise Starr & Akin"
QUERIES = ("lofi hip hop", "nujabes", "daft punk")
TAG, RELEASED = "v4.1.0", "24 May 2026 12:15:20"
NOTES = "Three-dot options on album and playlist pages; glass pill buttons"
MOODS = ("all", "relax", "sleep", "energize", "sad", "romance", "feel_good", "workout", "party",
         "commute", "focus")  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return home(t) + search(t)


def home(t: Any) -> list[dict[str, Any]]:
    feed = page(
        APP,
        [
            {"text": t("good_morning")},
            *({"button": t(key)} for key in MOODS),
            {"text": t("quick_picks")},
            {"list": [{"row": SONG, "secondary": "Nujabes"}, {"row": SONG2, "secondary": ARTIST2}]},
            *tabs(t),
        ],
    )
    return [
        entry("harmless", "simpmusic HomeScreen (mood chips)", feed, [(t("relax"), False)]),
        alert(
            "harmless",
            "simpmusic HomeScreen (log-in warning)",
            APP,
            t("warning"),
            t("log_in_warning"),
            [(t("cancel"), None), (t("go_to_log_in_page"), False)],
            ({"row": t("do_not_show_again")},),
        ),
        alert(
            "reversible",
            "simpmusic ShareSavedLyricsDialog",
            APP,
            t("help_build_lyrics_database"),
            t("help_build_lyrics_database_description"),
            [(t("later"), None), (t("ok"), False)],
            ({"row": t("use_anonymous")},),
        ),
        alert(
            "harmless",
            "simpmusic App (update dialog)",
            APP,
            t("update_available"),
            None,
            [(t("cancel"), None), (t("download"), False)],
            ({"text": t("update_message", TAG, RELEASED)}, {"text": NOTES}),
        ),
    ]


def search(t: Any) -> list[dict[str, Any]]:
    hint = f"{t('search_for')} {t('song').lower()}..."
    history = untitled(
        [
            {"field": "", "hint": hint, "text": "", "focused": True},
            {"button": t("clear_search_history")},
            {"list": [{"row": query} for query in QUERIES]},
            *tabs(t),
        ]
    )
    where = "simpmusic SearchScreen (search history)"
    downloaded = song_rows(t, download="downloaded")
    menu = "simpmusic NowPlayingBottomSheet (search result, downloaded)"
    behind = t("search")
    picker = [
        {"button": t("your_playlists")},
        {"button": t("your_youtube_playlists")},
        {"list": [{"row": ROAD}, {"row": JAZZ}, {"row": WORKOUT}]},
    ]
    return [
        entry("delete", where, history, [(t("clear_search_history"), True)]),
        entry("harmless", where, history, [(QUERIES[0], False)]),
        sheet("delete", menu, behind, downloaded, [(t("downloaded"), True)]),
        sheet("reversible", menu, behind, downloaded, [(t("like"), False)]),
        sheet("opens-prompt", menu, behind, downloaded, [(t("add_to_a_playlist"), False)]),
        sheet(
            "reversible",
            "simpmusic NowPlayingBottomSheet (search result, not downloaded)",
            behind,
            song_rows(t),
            [(t("download"), False)],
        ),
        sheet(
            "reversible", "simpmusic AddToPlaylistModalBottomSheet", behind, picker, [(ROAD, False)]
        ),
    ]
