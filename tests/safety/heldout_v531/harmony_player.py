"""Harmony Music's pages around the player (``com.anandnet.harmonymusic``): the home page and
its navigation rail, the search page and its results, the player's song sheet, the sleep
timer and the queue. Strings from ``localization/*.json``; song, artist and playlist names,
search queries, durations and the timer's clock are the same in every language.

Read from the code (``lib/``): ``ui/screens/Home/home_screen.dart`` and ``ui/widgets/
side_nav_bar.dart`` (the home page with the side navigation rail of a phone: Home, Songs,
Playlists, Albums, Artists and an unlabelled settings icon; a tab only shows its page);
``ui/widgets/quickpickswidget.dart`` (the Quick Picks section); ``ui/screens/Search/
search_screen.dart`` and ``components/search_item.dart`` (the search field and the history,
a query tapped searching again); ``ui/screens/Search/search_result_screen.dart`` (the results'
rail: Results, then the sections YouTube Music returns, each label read from the catalog by
its lower-cased name); ``ui/player/components/standard_player.dart`` (the player's header,
"PLAYING FROM PLAYLIST" and the playlist's name, whose overflow icon opens the song's sheet
with ``calledFromPlayer``); ``ui/widgets/songinfo_bottom_sheet.dart`` (from the player:
"Start radio", "Add to playlist", "Go to album", "View Artist (NAME)", "Remove from
downloads" for a downloaded song, which deletes its file and record at once, "Open in",
"Sleep Timer" and "Share this song"; from the queue: "Remove from queue" in place of the
timer, which drops the song from the play queue); ``ui/widgets/sleep_timer_bottom_sheet.dart``
("Sleep Timer": 5 to 60 minutes and "End of this song", each setting the timer; with a
timer running, its clock, "Add 5 minutes" and "Cancel timer"); ``ui/player/player.dart`` and
``ui/widgets/up_next_queue.dart`` (the queue panel: the songs, "N songs", "Queue loop", which
toggles the loop, and the unlabelled shuffle and clear icons; a long press on a song opens
its sheet with ``calledFromQueue``); ``ui/player/player_controller.dart`` (``startRadio``,
``removeFromQueue``, ``toggleQueueLoopMode``, ``startSleepTimer``, ``cancelSleepTimer``).
"""

from __future__ import annotations

from typing import Any

from harmony_library import ARTIST, SONG, SONG2, SONG3, SONG4, song_rows
from screens import entry, page, sheet, untitled

ARTIST3, ARTIST4 = "John Coltrane", "The Dave Brubeck Quartet"
HISTORY = ("miles davis", "kind of blue", "coltrane live")
QUEUE = ((SONG, ARTIST), (SONG2, ARTIST), (SONG3, ARTIST3), (SONG4, ARTIST4))


def screens(t: Any) -> list[dict[str, Any]]:
    return navigation(t) + player(t) + queue(t)


def navigation(t: Any) -> list[dict[str, Any]]:
    home = untitled(
        [
            *({"tab": t(k)} for k in ("home", "songs", "playlists", "albums", "artists")),
            {"text": t("quickpicks")},
            {"list": [{"row": s, "secondary": a} for s, a in QUEUE[:3]]},
        ]
    )
    search = page(
        t("search"),
        [
            {"field": "", "hint": t("searchDes")},
            {"list": [{"row": q} for q in HISTORY]},
        ],
    )
    sections = ("songs", "videos", "albums", "communityplaylists", "featuredplaylists", "artists")
    results = page(
        t("searchRes"),
        [
            {"tab": t("results")},
            *({"tab": t(k)} for k in sections),
            {"text": f'{t("for1")} "{HISTORY[0]}"'},
            {"list": [{"row": s, "secondary": a} for s, a in QUEUE[:2]]},
            {"button": t("viewAll")},
        ],
    )
    return [
        entry(
            "harmless", "harmony HomeScreen (side navigation rail)", home, [(t("playlists"), False)]
        ),
        entry("harmless", "harmony SearchScreen (history)", search, [(HISTORY[1], False)]),
        entry("harmless", "harmony SearchResultScreen", results, [(t("songs"), False)]),
    ]


def player(t: Any) -> list[dict[str, Any]]:
    behind = t("playingfromPlaylist")
    where = "harmony SongInfoBottomSheet (player, downloaded song)"
    rows = song_rows(t, SONG, ARTIST, downloaded=True, player=True)
    timer = "harmony SleepTimerBottomSheet"
    running = "harmony SleepTimerBottomSheet (timer running)"
    choices = [
        {"text": t("sleepTimer")},
        *({"row": f"{m} {t('minutes')}"} for m in (5, 10, 15, 30, 45, 60)),
        {"row": t("endOfThisSong")},
    ]
    active = [
        {"text": t("sleepTimer")},
        {"text": "00:24:13"},
        {"button": t("add5Minutes")},
        {"button": t("cancelTimer")},
    ]
    return [
        sheet("opens-prompt", where, behind, rows, t("sleepTimer"), False),
        sheet("delete", where, behind, rows, t("deleteDownloadData"), True),
        sheet("reversible", timer, behind, choices, f"30 {t('minutes')}", False),
        sheet("reversible", running, behind, active, t("cancelTimer"), False),
    ]


def queue(t: Any) -> list[dict[str, Any]]:
    panel = untitled(
        [
            {"list": [{"row": s, "secondary": a} for s, a in QUEUE]},
            {"text": f"{len(QUEUE)} {t('songs')}"},
            {"button": t("queueLoop")},
        ]
    )
    rows = song_rows(t, SONG3, ARTIST3, queue=True)
    return [
        entry("reversible", "harmony Player (queue panel)", panel, [(t("queueLoop"), False)]),
        sheet(
            "reversible",
            "harmony SongInfoBottomSheet (queue)",
            t("upNext"),
            rows,
            t("removeFromQueue"),
            False,
        ),
    ]
