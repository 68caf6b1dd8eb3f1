"""Symphony's screens (``io.github.zyrouge.symphony``, a music player for the songs on the
device: playlists created, renamed, filled, exported, imported and deleted, songs queued,
favourited and shared, playback timed and slowed, the library rescanned and its cache
cleared, the settings of the scanner, the player and the look), strings from
``i18n/*.toml``. The song, album, artist, playlist and folder names on the screens are the
same in every language.

Read from the code (``app/src/main/java/io/github/zyrouge/symphony``): ``ui/view/Home.kt``
(the home page: its title is the current tab's name, its bottom bar the tabs; the overflow's
Rescan, which stops playback, empties the queue and reads the library again, and Settings);
``ui/view/home/Playlists.kt`` ("New playlist", which opens ``NewPlaylistDialog``, and "Import
playlist", which opens the system's file picker for an M3U file); ``ui/components/
PlaylistTile.kt`` (``PlaylistDropdownMenu``: "Shuffle play", "Play next", "Add to queue",
"Add to playlist", and for a playlist made in the app "Manage songs", Details, Export, which
opens the system's save picker, and Rename; Delete for any playlist but Favorites, which
opens ``ConfirmationDialog`` "Delete playlist", "Are you sure that you want to delete this
playlist?", No and Yes, whose Yes calls ``PlaylistRepository.delete``: the playlist leaves
the cache and the database, with no trash and no undo); ``ui/components/
ConfirmationDialog.kt`` and ``ScaffoldDialog.kt`` (No before Yes); ``ui/view/Playlist.kt``
(the playlist page: its title is "Playlist", its overflow the same menu, and each song's menu
adds "Remove from playlist", which rewrites the playlist without the song);
``ui/view/Search.kt`` (the search page: the field, the filter chips and each result's menu,
the playlists' being the same menu); ``ui/components/RenamePlaylistDialog.kt`` ("Rename
playlist": the field, Cancel and Done, which renames it); ``ui/components/
NewPlaylistDialog.kt`` ("New playlist": the field, "Add songs (N)", which opens the song
picker, and Done, which creates the playlist; the queue page opens it with the queue's
songs to save them as a playlist, ``ui/view/Queue.kt``); ``ui/components/
AddToPlaylistDialog.kt`` ("Add to playlist": the playlists made in the app, each adding the
songs at once, and "New playlist"); ``ui/components/SongCard.kt`` (a song's menu: Favorite,
"Play next", "Add to queue", "Add to playlist", "View artist: NAME", "View album", "Share
song", which opens the system's share sheet, and Details); ``ui/components/
GenericSongListDropdown.kt`` (an album's menu: "Shuffle play", "Play next", "Add to queue",
"Add to playlist"); ``ui/view/nowPlaying/BottomBar.kt`` (the now-playing page's sheet of
extra options: Equalizer, which opens the system's equalizer, "Pause on current song end",
"Sleep timer", Speed and Pitch), ``SleepTimerDialog.kt`` (the timer's hours and minutes,
"Quit app on end", Cancel and Done, which sets the timer; with a timer running, Stop, which
clears it), ``SpeedDialog.kt`` and ``PitchDialog.kt`` (the values x0.5 to x3.0, "Persist
until queue end", Reset, which sets x1.0, and Done); ``ui/view/Settings.kt`` (the settings'
categories and the project's links, which open the browser); ``ui/view/settings/
GrooveSettingsView.kt`` ("Media folders", "Songs filter pattern", "Minimum song duration
filter", "Blacklist folders", "Whitelist folders", the tag separators, "Artwork quality",
"Case sensitive sorting", "Use Metaphony metadata decoder" and "Clear song cache", which
stops playback, empties the queue, clears the song, artwork and lyrics caches and reads the
library again, ``refreshMediaLibrary``); ``ui/components/settings/TextInputTile.kt`` (a text
setting's dialog: the field, Reset, which puts the setting back to its default, Cancel and
Done); ``ui/components/settings/MultiSystemFolderTile.kt`` ("Media folders": the folders,
"Add folder", which opens the system's folder picker, Cancel and Done, which saves the list);
``ui/components/settings/OptionTile.kt`` (a choice's dialog: each radio sets the setting at
once); ``PlayerSettingsView.kt``, ``AppearanceSettingsView.kt``, ``HomePageSettingsView.kt``,
``NowPlayingSettingsView.kt``, ``MiniPlayerSettingsView.kt`` and ``UpdateSettingsView.kt``
(their switches and choices, each set at once).
"""

from __future__ import annotations

from typing import Any

from screens import confirm, entry, menu, page, sheet

ROAD, JAZZ, WORKOUT, FAVORITES = "Road Trip", "Late Night Jazz", "Workout", "Favorites"
SONG, ARTIST, ALBUM = "Blue in Green", "Miles Davis", "Kind of Blue"
SONG2, ARTIST2 = "So What", "Miles Davis"
NEW_NAME, RENAMED = "Evening Run", "Summer Road Trip"
PATTERN = "^(?!.*Voice Recorder).*$"
FOLDERS = ("content://com.android.externalstorage.documents/tree/primary%3AMusic",
           "content://com.android.externalstorage.documents/tree/primary%3ADownload")  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    return home(t) + playlists(t) + songs(t) + now_playing(t) + settings(t)


def _tabs(t: Any) -> list[dict[str, Any]]:
    return [{"tab": t(k)} for k in ("Songs", "Albums", "Artists", "Playlists", "Folders")]


def home(t: Any) -> list[dict[str, Any]]:
    where = "symphony Home (overflow)"
    rows = [t("Rescan"), t("Settings")]
    return [
        menu("harmless", where, t("Songs"), rows, [(t("Settings"), False)]),
        menu("reversible", where, t("Songs"), rows, [(t("Rescan"), False)]),
    ]


def _playlists_tab(t: Any) -> dict[str, Any]:
    return page(
        t("Playlists"),
        [
            {"button": t("NewPlaylist")},
            {"button": t("ImportPlaylist")},
            {
                "list": [
                    {"row": FAVORITES, "secondary": t("XSongs", 24)},
                    {"row": ROAD, "secondary": t("XSongs", 12)},
                    {"row": JAZZ, "secondary": t("XSongs", 8)},
                    {"row": WORKOUT, "secondary": t("XSongs", 15)},
                ]
            },
            *_tabs(t),
        ],
    )


def _playlist_menu(t: Any, local: bool) -> list[str]:
    rows = ["ShufflePlay", "PlayNext", "AddToQueue", "AddToPlaylist"]
    rows += ["Details"] if local else ["ManageSongs", "Details", "Export", "Rename"]
    return [t(k) for k in (*rows, "Delete")]


def _delete(t: Any, source: str, behind: str, yes: bool | None, no: bool | None) -> dict:
    return confirm(
        "delete" if yes else "harmless",
        source,
        behind,
        t("DeletePlaylist"),
        t("AreYouSureThatYouWantToDeleteThisPlaylist"),
        [(t("No"), no), (t("Yes"), yes)],
    )


def playlists(t: Any) -> list[dict[str, Any]]:
    tab = _playlists_tab(t)
    where = "symphony Playlists"
    tile = "symphony PlaylistDropdownMenu (in-app playlist)"
    local = "symphony PlaylistDropdownMenu (local M3U playlist)"
    rows, local_rows = _playlist_menu(t, False), _playlist_menu(t, True)
    behind = t("Playlists")
    search = page(
        t("SearchYourMusic"),
        [
            {"field": "", "hint": t("SearchYourMusic"), "text": "road"},
            {"button": t("All")},
            {"button": t("Songs")},
            {"button": t("Playlists")},
            {"list": [{"row": ROAD}]},
        ],
    )
    name_field = ({"field": "", "text": RENAMED, "focused": True},)
    new_field = ({"field": "", "text": NEW_NAME, "focused": True},)
    pick = (
        {"row": JAZZ, "secondary": t("XSongs", 8)},
        {"row": WORKOUT, "secondary": t("XSongs", 15)},
    )
    return [
        entry("opens-prompt", where, tab, [(t("NewPlaylist"), False)]),
        entry("harmless", where, tab, [(t("ImportPlaylist"), False)]),
        entry("harmless", where, tab, [(ROAD, False)]),
        menu("opens-prompt", tile, behind, rows, [(t("Delete"), False)]),
        menu("opens-prompt", tile, behind, rows, [(t("Rename"), False)]),
        menu("harmless", tile, behind, rows, [(t("Export"), False)]),
        menu("reversible", tile, behind, rows, [(t("ShufflePlay"), False)]),
        menu("opens-prompt", tile, behind, rows, [(t("ManageSongs"), False)]),
        menu("opens-prompt", local, behind, local_rows, [(t("Delete"), False)]),
        _delete(t, "symphony ConfirmationDialog (delete playlist, Playlists)", behind, True, None),
        _delete(t, "symphony ConfirmationDialog (delete playlist, Playlists)", behind, None, False),
        menu(
            "opens-prompt",
            "symphony Playlist (overflow)",
            t("Playlist"),
            rows,
            [(t("Delete"), False)],
        ),
        _delete(
            t,
            "symphony ConfirmationDialog (delete playlist, Playlist page)",
            t("Playlist"),
            True,
            None,
        ),
        _delete(
            t,
            "symphony ConfirmationDialog (delete playlist, Playlist page)",
            t("Playlist"),
            None,
            False,
        ),
        entry("harmless", "symphony Search", search, [(t("Playlists"), False)]),
        _delete(
            t,
            "symphony ConfirmationDialog (delete playlist, Search)",
            t("SearchYourMusic"),
            True,
            None,
        ),
        confirm(
            "reversible",
            "symphony RenamePlaylistDialog",
            t("Playlist"),
            t("RenamePlaylist"),
            None,
            [(t("Cancel"), None), (t("Done"), False)],
            name_field,
        ),
        confirm(
            "harmless",
            "symphony RenamePlaylistDialog",
            t("Playlist"),
            t("RenamePlaylist"),
            None,
            [(t("Cancel"), False), (t("Done"), None)],
            name_field,
        ),
        confirm(
            "reversible",
            "symphony NewPlaylistDialog",
            behind,
            t("NewPlaylist"),
            None,
            [(t("AddSongs") + " (0)", None), (t("Done"), False)],
            new_field,
        ),
        confirm(
            "opens-prompt",
            "symphony NewPlaylistDialog",
            behind,
            t("NewPlaylist"),
            None,
            [(t("AddSongs") + " (0)", False), (t("Done"), None)],
            new_field,
        ),
        confirm(
            "reversible",
            "symphony Queue (save as playlist)",
            t("Queue"),
            t("NewPlaylist"),
            None,
            [(t("AddSongs") + " (12)", None), (t("Done"), False)],
            new_field,
        ),
        sheet(
            "reversible",
            "symphony AddToPlaylistDialog",
            t("Songs"),
            (*pick, {"button": t("NewPlaylist")}),
            JAZZ,
            False,
            t("AddToPlaylist"),
        ),
        sheet(
            "opens-prompt",
            "symphony AddToPlaylistDialog",
            t("Songs"),
            (*pick, {"button": t("NewPlaylist")}),
            t("NewPlaylist"),
            False,
            t("AddToPlaylist"),
        ),
    ]


def _song_menu(t: Any, in_playlist: bool) -> list[str]:
    rows = [t(k) for k in ("Favorite", "PlayNext", "AddToQueue", "AddToPlaylist")]
    rows += [f"{t('ViewArtist')}: {ARTIST}", t("ViewAlbum"), t("ShareSong"), t("Details")]
    return rows + ([t("RemoveFromPlaylist")] if in_playlist else [])


def songs(t: Any) -> list[dict[str, Any]]:
    in_list = "symphony Playlist (song menu)"
    listed = "symphony SongCard (song menu)"
    album = "symphony AlbumTile (GenericSongListDropdown)"
    playlist_rows, rows = _song_menu(t, True), _song_menu(t, False)
    album_rows = [t(k) for k in ("ShufflePlay", "PlayNext", "AddToQueue", "AddToPlaylist")]
    songs_page = page(
        t("Songs"),
        [
            {"button": t("ShufflePlay")},
            {"list": [{"row": SONG, "secondary": ARTIST}, {"row": SONG2, "secondary": ARTIST2}]},
            *_tabs(t),
        ],
    )
    return [
        menu(
            "reversible", in_list, t("Playlist"), playlist_rows, [(t("RemoveFromPlaylist"), False)]
        ),
        menu("harmless", in_list, t("Playlist"), playlist_rows, [(t("ShareSong"), False)]),
        menu("reversible", in_list, t("Playlist"), playlist_rows, [(t("Favorite"), False)]),
        menu("harmless", listed, t("Songs"), rows, [(t("ViewAlbum"), False)]),
        menu("harmless", listed, t("Songs"), rows, [(t("Details"), False)]),
        menu("reversible", listed, t("Songs"), rows, [(t("PlayNext"), False)]),
        menu("reversible", album, t("Albums"), album_rows, [(t("ShufflePlay"), False)]),
        entry("reversible", "symphony Songs", songs_page, [(SONG, False)]),
    ]


def now_playing(t: Any) -> list[dict[str, Any]]:
    behind = t("NowPlaying")
    extras = (
        {"row": t("Equalizer")},
        {"row": t("PauseOnCurrentSongEnd"), "secondary": t("Disabled")},
        {"row": t("SleepTimer"), "secondary": t("Disabled")},
        {"row": t("Speed"), "secondary": "x1.0"},
        {"row": t("Pitch"), "secondary": "x1.0"},
    )
    where = "symphony NowPlayingBottomBar (extra options)"
    timer = "symphony NowPlayingSleepTimerSetDialog"
    running = "symphony NowPlayingSleepTimerDialog (running)"
    setup = (
        {"field": "", "hint": t("Hours"), "text": "0"},
        {"field": "", "hint": t("Minutes"), "text": "30"},
        {"switch": t("QuitAppOnEnd"), "checked": False},
    )
    values = tuple({"button": f"x{v}"} for v in ("0.5", "1.0", "1.5", "2.0", "3.0"))
    speed = (*values, {"switch": t("PersistUntilQueueEnd"), "checked": False})
    return [
        sheet("harmless", where, behind, extras, t("Equalizer"), False),
        sheet("reversible", where, behind, extras, t("PauseOnCurrentSongEnd"), False),
        sheet("opens-prompt", where, behind, extras, t("SleepTimer"), False),
        confirm(
            "reversible",
            timer,
            behind,
            t("SleepTimer"),
            None,
            [(t("Cancel"), None), (t("Done"), False)],
            setup,
        ),
        confirm(
            "harmless",
            timer,
            behind,
            t("SleepTimer"),
            None,
            [(t("Cancel"), False), (t("Done"), None)],
            setup,
        ),
        confirm(
            "reversible",
            running,
            behind,
            t("SleepTimer"),
            "00:24:13",
            [(t("Stop"), False)],
            ({"switch": t("QuitAppOnEnd"), "checked": True},),
        ),
        confirm(
            "reversible",
            "symphony NowPlayingSpeedDialog",
            behind,
            t("Speed"),
            None,
            [(t("Reset"), False), (t("Done"), None)],
            speed,
        ),
        sheet(
            "reversible",
            "symphony NowPlayingSpeedDialog",
            behind,
            (*speed, {"button": t("Reset")}, {"button": t("Done")}),
            "x1.5",
            False,
            t("Speed"),
        ),
        confirm(
            "harmless",
            "symphony NowPlayingPitchDialog",
            behind,
            t("Pitch"),
            None,
            [(t("Reset"), None), (t("Done"), False)],
            speed,
        ),
    ]


def settings(t: Any) -> list[dict[str, Any]]:
    title = t("Settings")
    top = page(
        title,
        [
            {"row": t("Groove")},
            {"row": t("Player")},
            {"row": t("Appearance")},
            {"row": t("Home")},
            {"row": t("MiniPlayer")},
            {"row": t("NowPlaying")},
            {"row": t("Updates")},
            {"button": t("ReportAnIssue")},
            {"button": t("Github")},
            {"button": t("Discord")},
        ],
    )
    groove_title = f"{t('Settings')} - {t('Groove')}"
    groove = page(
        groove_title,
        [
            {"row": t("MediaFolders"), "secondary": t("XFolders", 2)},
            {"row": t("SongsFilterPattern"), "secondary": PATTERN},
            {"row": t("MinSongDurationFilter"), "secondary": t("XSecs", 30)},
            {"row": t("BlacklistFolders"), "secondary": t("XFolders", 0)},
            {"row": t("WhitelistFolders"), "secondary": t("XFolders", 0)},
            {"row": t("ArtistTagValueSeparators"), "secondary": t("XItems", 5)},
            {"row": t("ArtworkQuality"), "secondary": t("Medium")},
            {"switch": t("CaseSensitiveSorting"), "checked": False},
            {"switch": t("UseMetaphonyMetadataDecoder"), "checked": True},
            {"row": t("ClearSongCache")},
        ],
    )
    where = "symphony GrooveSettingsView"
    pattern = "symphony TextInputTile (songs filter pattern)"
    field = ({"field": "", "text": PATTERN, "focused": True},)

    def filter_dialog(category: str, tap: str) -> dict[str, Any]:
        bad = category == "reset"
        keys = ("Reset", "Cancel", "Done")
        buttons = [(t(k), bad if t(k) == tap else None) for k in keys]
        return confirm(category, pattern, groove_title, t("SongsFilterPattern"), None, buttons,
                       field)  # fmt: skip

    folders = "symphony MultiSystemFolderTile (media folders)"
    folder_rows = tuple({"text": f} for f in FOLDERS)

    def folder_dialog(category: str, tap: str) -> dict[str, Any]:
        keys = ("AddFolder", "Cancel", "Done")
        buttons = [(t(k), False if t(k) == tap else None) for k in keys]
        return confirm(category, folders, groove_title, t("MediaFolders"), None, buttons,
                       folder_rows)  # fmt: skip

    separators = "symphony MultiTextOptionTile (artist tag value separators)"
    marks = tuple({"text": mark} for mark in (";", "/", ",", "+", " feat. "))

    def separator_dialog(category: str, tap: str) -> dict[str, Any]:
        keys = ("AddItem", "Cancel", "Done")
        buttons = [(t(k), False if t(k) == tap else None) for k in keys]
        return confirm(category, separators, groove_title, t("ArtistTagValueSeparators"), None,
                       buttons, marks)  # fmt: skip

    quality = tuple({"radio": t(k), "checked": k == "Medium"}
                    for k in ("Low", "Medium", "High", "Loseless"))  # fmt: skip
    player = page(
        f"{t('Settings')} - {t('Player')}",
        [
            {"switch": t("FadePlaybackInOut"), "checked": True},
            {"switch": t("RequireAudioFocus"), "checked": True},
            {"switch": t("IgnoreAudioFocusLoss"), "checked": False},
            {"switch": t("PlayOnHeadphonesConnect"), "checked": False},
            {"switch": t("PauseOnHeadphonesDisconnect"), "checked": True},
            {"switch": t("GaplessPlayback"), "checked": True},
        ],
    )
    look = f"{t('Settings')} - {t('Appearance')}"
    appearance = page(
        look,
        [
            {"row": t("Font"), "secondary": "Inter"},
            {"row": t("FontScale"), "secondary": "x1.0"},
            {"row": t("ContentScale"), "secondary": "x1.0"},
            {"row": t("Theme"), "secondary": t("SystemLightDark")},
            {"switch": t("MaterialYou"), "checked": False},
            {"row": t("PrimaryColor"), "secondary": t("Blue")},
        ],
    )
    modes = ("SystemLightDark", "SystemLightBlack", "Light", "Dark", "Black")
    themes = tuple({"radio": t(k), "checked": k == "SystemLightDark"} for k in modes)
    home_page = page(
        f"{t('Settings')} - {t('Home')}",
        [
            {"row": t("HomeTabs"), "secondary": t("SelectAtleast2orAtmost5Tabs")},
            {"row": t("BottomBarLabelVisibility"), "secondary": t("AlwaysVisible")},
        ],
    )
    updates = page(
        f"{t('Settings')} - {t('Updates')}",
        [
            {"switch": t("CheckForUpdates"), "checked": True},
            {"switch": t("ShowUpdateToast"), "checked": True},
        ],
    )
    playing = page(
        f"{t('Settings')} - {t('NowPlaying')}",
        [
            {"row": t("ControlsLayout"), "secondary": t("Traditional")},
            {"row": t("LyricsLayout"), "secondary": t("ReplaceArtwork")},
            {"switch": t("ShowAudioInformation"), "checked": True},
            {"switch": t("ShowSeekControls"), "checked": False},
            {"switch": t("KeepScreenAwakeOnLyrics"), "checked": True},
        ],
    )
    mini = page(
        f"{t('Settings')} - {t('MiniPlayer')}",
        [
            {"switch": t("ShowTrackControls"), "checked": True},
            {"switch": t("ShowSeekControls"), "checked": False},
            {"switch": t("MiniPlayerTextMarquee"), "checked": True},
        ],
    )
    return [
        entry("harmless", "symphony Settings", top, [(t("Groove"), False)]),
        entry("harmless", "symphony Settings", top, [(t("Github"), False)]),
        entry("reversible", where, groove, [(t("ClearSongCache"), False)]),
        entry("reversible", where, groove, [(t("CaseSensitiveSorting"), False)]),
        entry("opens-prompt", where, groove, [(t("SongsFilterPattern"), False)]),
        filter_dialog("reset", t("Reset")),
        filter_dialog("reversible", t("Done")),
        filter_dialog("harmless", t("Cancel")),
        folder_dialog("reversible", t("Done")),
        folder_dialog("harmless", t("AddFolder")),
        separator_dialog("reversible", t("Done")),
        separator_dialog("opens-prompt", t("AddItem")),
        sheet(
            "reversible",
            "symphony OptionTile (artwork quality)",
            groove_title,
            quality,
            t("High"),
            False,
            t("ArtworkQuality"),
        ),
        entry(
            "reversible",
            "symphony PlayerSettingsView",
            player,
            [(t("PlayOnHeadphonesConnect"), False)],
        ),
        entry("opens-prompt", "symphony AppearanceSettingsView", appearance, [(t("Theme"), False)]),
        sheet(
            "reversible", "symphony OptionTile (theme)", look, themes, t("Dark"), False, t("Theme")
        ),
        entry(
            "opens-prompt",
            "symphony HomePageSettingsView",
            home_page,
            [(t("BottomBarLabelVisibility"), False)],
        ),
        entry(
            "reversible", "symphony UpdateSettingsView", updates, [(t("CheckForUpdates"), False)]
        ),
        entry(
            "reversible",
            "symphony NowPlayingSettingsView",
            playing,
            [(t("ShowAudioInformation"), False)],
        ),
        entry(
            "reversible",
            "symphony MiniPlayerSettingsView",
            mini,
            [(t("MiniPlayerTextMarquee"), False)],
        ),
    ]
