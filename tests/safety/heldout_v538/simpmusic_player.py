"""SimpMusic's player screens (``com.maxrave.simpmusic``): the now playing page's menu, its sleep
timer and lyrics provider, the lyrics card and the vote on the lyrics, and the queue's item
menu. Strings from ``composeApp/src/commonMain/composeResources/values*/strings.xml``; the song,
artist, album, lyrics and vote words the code writes itself ("5 min" to "1 hour", "End of
song", Custom, "ID:", "Vote:") are the same in every language.

Read from the code (``composeApp/src/commonMain/kotlin/com/maxrave/simpmusic``):
``ui/screen/player/NowPlayingScreen.kt`` (the page: "NOW PLAYING", the song, the lyrics card
with its "Rate lyrics" icon, shown when the lyrics come from SimpMusic Lyrics and which only
opens ``VoteLyricsDialog``, and Show, which opens the full-screen lyrics; the menu is
``NowPlayingBottomSheet`` with the sleep timer and the lyrics provider rows);
``ui/component/VoteLyricsDialog.kt`` ("Vote for lyrics": for the original lyrics "Rate
lyrics", the lyrics' id, its vote count and the Upvote and Downvote icon buttons, then Cancel;
the translation's row only where the translation is SimpMusic's too, which it is not here);
``viewModel/SharedViewModel.kt`` (``voteLyrics`` sends the vote to the SimpMusic Lyrics server,
``lyricsCanvasRepository.voteSimpMusicLyrics``, at once, which the ``core`` submodule's
``service/lyricsService`` client posts with its HMAC; the app offers no way to take a vote back,
and the icons give way to the result); ``ui/component/ModalBottomSheet.kt``
(``NowPlayingBottomSheet``: "Sleep Timer" opens ``SleepTimerBottomSheet``, whose presets, "End
of song" and Custom only choose and whose Set starts the timer; a running timer's row, "Sleep
Timer - N minute(s)", opens "Warning" with "Remove sleep timer?", Cancel and Yes, which stops
it; "Main Lyrics Provider" opens a dialog of four radio buttons with Cancel and Yes, which
stores the choice; ``QueueItemBottomSheet``: "Move up", "Move down" and Delete, which takes the
song out of the play queue, ``removeMediaItem``) and ``viewModel/
NowPlayingBottomSheetViewModel.kt`` (``SetSleepTimer`` starts or stops the timer,
``ChangeLyricsProvider`` sets the provider).
"""

from __future__ import annotations

from typing import Any

from screens import ALBUM, ARTIST, SONG, alert, entry, page, sheet, song_rows

LYRICS_ID, VOTES = "6650b7e2c1f4a93d28e0f5b1", 12
LINE = "Aruarian dance, the wind of the evening"
PRESETS = ("5 min", "10 min", "15 min", "30 min", "45 min", "1 hour", "End of song", "Custom")


def screens(t: Any) -> list[dict[str, Any]]:
    return player(t) + lyrics(t)


def player(t: Any) -> list[dict[str, Any]]:
    behind = t("now_playing_upper")
    menu = song_rows(t, player=True)
    timer = [{"text": t("sleep_timer_off")}, *({"button": p} for p in PRESETS),
             {"button": t("set")}]  # fmt: skip
    providers = ("simpmusic_lyrics", "lrclib", "youtube_transcript", "better_lyrics")
    radios = tuple({"radio": t(key), "checked": key == "lrclib"} for key in providers)
    queue = [{"row": t(key)} for key in ("move_up", "move_down", "delete")]
    return [
        sheet(
            "opens-prompt",
            "simpmusic NowPlayingBottomSheet (player)",
            behind,
            menu,
            [(t("sleep_timer_off"), False)],
        ),
        sheet("reversible", "simpmusic SleepTimerBottomSheet", behind, timer, [(t("set"), False)]),
        alert(
            "reversible",
            "simpmusic NowPlayingBottomSheet (remove sleep timer)",
            behind,
            t("warning"),
            t("sleep_timer_warning"),
            [(t("cancel"), None), (t("yes"), False)],
        ),
        alert(
            "reversible",
            "simpmusic NowPlayingBottomSheet (main lyrics provider)",
            behind,
            t("main_lyrics_provider"),
            None,
            [(t("cancel"), None), (t("yes"), False)],
            radios,
        ),
        sheet(
            "reversible",
            "simpmusic QueueItemBottomSheet",
            t("queue"),
            queue,
            [(t("delete"), False)],
        ),
    ]


def lyrics(t: Any) -> list[dict[str, Any]]:
    behind = t("now_playing_upper")
    card = page(
        behind,
        [
            {"text": SONG},
            {"text": ARTIST},
            {"text": ALBUM},
            {"text": t("lyrics")},
            {"icon": t("rate_lyrics")},
            {"button": t("show")},
            {"text": LINE},
            {"text": t("line_synced")},
            {"text": t("lyrics_provider_simpmusic")},
        ],
    )
    vote = (
        {"text": t("rate_lyrics")},
        {"text": f"ID: {LYRICS_ID}"},
        {"text": f"Vote: {VOTES}"},
        {"icon": t("upvote")},
        {"icon": t("downvote")},
    )
    where = "simpmusic VoteLyricsDialog"
    return [
        entry(
            "opens-prompt",
            "simpmusic NowPlayingScreen (lyrics card)",
            card,
            [(t("rate_lyrics"), False)],
        ),
        alert(
            "send",
            where,
            behind,
            t("vote_for_lyrics"),
            None,
            [(t("cancel"), False)],
            vote,
            ((t("upvote"), True),),
        ),
        alert(
            "send",
            where,
            behind,
            t("vote_for_lyrics"),
            None,
            [(t("cancel"), None)],
            vote,
            ((t("downvote"), True),),
        ),
    ]
