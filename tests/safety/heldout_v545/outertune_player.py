"""OuterTune's player (``com.dd3boh.outertune``): the player's menu, the sleep timer, the
tempo and pitch dialog, the lyrics' menu, searching for lyrics and editing them. Strings from
``app/src/main/res/values*/strings.xml``; the song and artist names are the same in every
language.

Read from the code (``app/src/main/java/com/dd3boh/outertune``): ``ui/menu/PlayerMenu.kt``
(the volume bar, then the tiles "Start radio", "Add to queue", "Add to playlist", the download
tile, which for a downloaded song is "Remove download" and at once sends
``DownloadService.sendRemoveDownload``, deleting the downloaded audio with no confirmation,
"Remove from library", "View artist", "View album", Share, Details, which opens the song's
details, "Sleep timer", which opens the timer's ``AlertDialog``, or, with a timer running,
shows the time left and clears it, and Advanced, which opens the tempo and pitch dialog); the
sleep timer (the title, the minutes chosen, the slider, "End of song", which pauses at the end
of the song, Cancel and OK, which starts the timer, ``sleepTimer.start``); ``PitchTempoDialog``
(the tempo and the semitones, each with icon buttons that have no descriptions, Reset, which
sets x1.0 and 0, and OK, which only closes it); ``ui/menu/LyricsMenu.kt`` (Edit, which opens a
``TextFieldDialog`` titled with the song whose OK writes the lyrics, ``upsert(LyricsEntity)``,
a tile that loads the lyrics again from the providers, left off the sheet here, and Search,
which opens "Search lyrics": the title and artists fields, Cancel, "Search
online", which opens the device's web search, and OK, which lists the lyrics found).
"""

from __future__ import annotations

from typing import Any

from screens import ARTIST, SONG2, dialog, sheet, tiles

LYRICS = "[00:00.00] (instrumental)"


def screens(t: Any) -> list[dict[str, Any]]:
    return player_menu(t) + lyrics(t)


def player_menu(t: Any) -> list[dict[str, Any]]:
    keys = ["start_radio", "add_to_queue", "add_to_playlist", "remove_download",
            "remove_from_library", "view_artist", "view_album", "share", "details",
            "sleep_timer", "advanced"]  # fmt: skip
    grid = tiles([t(k) for k in keys])
    where = "outertune PlayerMenu"
    timer = "outertune PlayerMenu (Sleep timer)"
    ok, cancel = t("android:ok"), t("android:cancel")
    minutes = ({"text": t("minute#30")}, {"button": t("end_of_song")})

    def sleep(category: str, tap: str) -> dict[str, Any]:
        buttons = [(label, False if label == tap else None) for label in (cancel, ok)]
        taps = ((tap, False),) if tap == t("end_of_song") else ()
        return dialog(category, timer, SONG2, t("sleep_timer"), None, buttons, minutes, taps)

    return [
        sheet("opens-prompt", where, SONG2, grid, [(t("sleep_timer"), False)]),
        sheet("delete", where, SONG2, grid, [(t("remove_download"), True)]),
        sheet("opens-prompt", where, SONG2, grid, [(t("advanced"), False)]),
        sleep("reversible", ok),
        sleep("reversible", t("end_of_song")),
        sleep("harmless", cancel),
        dialog(
            "reversible",
            "outertune PlayerMenu (PitchTempoDialog)",
            SONG2,
            None,
            None,
            [(t("reset"), False), (ok, None)],
            ({"text": "x1.0"}, {"text": "0"}),
        ),
    ]


def lyrics(t: Any) -> list[dict[str, Any]]:
    where = "outertune LyricsMenu"
    grid = tiles([t(k) for k in ("edit", "search")])
    ok, cancel = t("android:ok"), t("android:cancel")
    fields = (
        {"field": "", "hint": t("song_title"), "text": SONG2},
        {"field": "", "hint": t("song_artists"), "text": ARTIST},
    )
    return [
        sheet("opens-prompt", where, SONG2, grid, [(t("search"), False)]),
        dialog(
            "harmless",
            f"{where} (Search lyrics)",
            SONG2,
            t("search_lyrics"),
            None,
            [(cancel, None), (t("search_online"), False), (ok, None)],
            fields,
        ),
        dialog(
            "reversible",
            f"{where} (edit lyrics)",
            SONG2,
            SONG2,
            None,
            [(cancel, None), (ok, False)],
            ({"field": "", "text": LYRICS, "focused": True},),
        ),
    ]
