"""Namida's screens of the local library (``com.msob7y.namida``: the songs on the device, their
menus, playlists made in the app, linked to an M3U file or built from rules, the saved queues
and the listening history). Track, album, playlist, folder and artist names, paths, counts
and durations are the same in every language; dates, which the app writes in the device's
locale, are left out.

Read from the code (``lib/`` unless named): ``ui/dialogs/general_popup_dialog.dart`` (the menu
of a track, a playlist, a smart playlist or a queue: "Go to Album", "Go to Artist", "Go to
Folder", "Play All", Shuffle, "Add to Playlist", "Edit Tags", Advanced, "Remove Queue",
"Remove From Playlist", the icons "Add to Playlist", Play, "Set Rating", "Set Youtube Link" and
"Open Youtube Link" of a single track, the icons "Set moods", "Rename Playlist", "Remove
Duplicates", "Delete Playlist" and "Convert to M3U Playlist" or "Convert to Normal Playlist"
of a playlist, "Set moods", Edit, "Delete Playlist" and the two conversions of a smart
playlist, and "Play Next" and "Play Last"; ``deletePlaylist`` calls ``showDeletePlaylistDialog``
with ``withUndo``); ``ui/dialogs/common_dialogs.dart`` (``showDeletePlaylistDialog``: a
playlist made in the app is removed at once with the snackbar's Undo, which adds it back with
its artwork; one linked to an M3U file asks first, with the "Delete: M3U Playlist" check row,
and its DELETE removes the playlist and deletes the file); ``core/functions.dart``
(``onQueueDelete`` and ``onRemoveTracksFromPlaylist``, both with the snackbar's Undo, the
history's as well; ``onQueuesClearIconTap``, the queues page's Clear dialog, whose "Delete (N)"
asks "Delete N?" and whose DELETE removes the queues with ``removeQueues``);
``ui/dialogs/track_advanced_dialog.dart`` (the Advanced dialog: Copy, Move, Clear, Delete,
Share, Source, "Set as", Re-index, "Replace all listens with another track" for a track of the
history, "Color Palette"; ``showTrackDeletePermanentlyDialog``, whose DELETE deletes the files
with ``EditDeleteController.deleteTracksFromStoragePermanently``; the warning before
``HistoryController.replaceAllTracksInsideHistory``); ``ui/dialogs/track_clear_dialog.dart``
("Clear Track's": each row deletes one kind of cached file of the track at once, the artwork
with ``deleteArtwork``); ``ui/dialogs/create_smart_playlist_dialog.dart``
(``promptDeletePlaylist``: DELETE removes the smart playlist with
``SmartPlaylistsController.delete``); ``controller/edit_delete_controller.dart``.
"""

from __future__ import annotations

from typing import Any

from screens import confirm, popup, upper

TITLE, ARTIST, ALBUM, FOLDER = "Midnight City", "M83", "Hurry Up, We're Dreaming", "Music"
"""A song on the device."""
LIVE = "M83 - Midnight City (Live)"
"""The song its listens are moved to."""
PLAYLIST, M3U, SMART = "Road Trip", "Gym", "Rainy Day Mix"
"""A playlist made in the app, one linked to an M3U file and a smart playlist."""
M3U_PATH = "/storage/emulated/0/Playlists/Gym.m3u"
LENGTH = "48:10"


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of Namida's library, in the language of ``t``."""
    return [*_track(t), *_playlists(t), *_queues(t), *_history(t)]


def _track_menu(t: Any, *, history: bool = False) -> list[dict[str, Any]]:
    """The menu of one song: its header, its rows, its icons and its last two rows."""
    rows: list[dict[str, Any]] = [
        {"text": TITLE}, {"text": ARTIST}, {"text": ALBUM},
        {"row": t("goToAlbum"), "secondary": ALBUM},
        {"row": t("goToArtist"), "secondary": ARTIST},
        {"row": t("goToFolder"), "secondary": FOLDER},
        {"row": t("editTags")}, {"icon": t("lyrics")}, {"row": t("advanced")},
    ]  # fmt: skip
    if history:
        rows.append({"row": t("removeFromPlaylist"), "secondary": t("history")})
    icons = ("addToPlaylist", "play", "setRating", "setYoutubeLink", "openYoutubeLink")
    rows += [{"icon": t(k)} for k in icons]
    return [*rows, {"row": t("playNext")}, {"row": t("playLast")}]


def _advanced(t: Any, *, history: bool = False) -> list[dict[str, Any]]:
    """The Advanced dialog of one song."""
    one = t("countTracks", 1)
    alerts = ", ".join([t("ringtone"), t("notification"), t("alarm")])
    rows: list[dict[str, Any]] = [
        {"row": t("copy")}, {"row": t("move")},
        {"row": t("clear"), "secondary": t("chooseWhatToClear")},
        {"row": t("delete"), "secondary": t("deleteNTracksFromStorage", f'"{one}"')},
        {"row": t("share")},
    ]  # fmt: skip
    if history:
        rows.append({"row": t("source"), "secondary": "local"})
    rows += [{"row": t("setAs"), "secondary": alerts}, {"row": t("reIndex")},
             {"button": f"{t('artwork')}  x"}]  # fmt: skip
    if history:
        rows.append({"row": t("replaceAllListensWithAnotherTrack")})
    return [*rows, {"row": t("colorPalette")}]


def _track(t: Any) -> list[dict[str, Any]]:
    tracks, warning = t("tracks"), t("warning")
    shown = tuple(_track_menu(t))
    advanced = tuple(_advanced(t))
    one = t("countTracks", 1)
    question = t("deleteNTracksFromStorage", f'"{one}"') + "?"
    return [
        popup("harmless", "namida GeneralPopupDialog (track)", tracks, None, None, [], shown,
              ((t("goToAlbum"), False),)),
        popup("reversible", "namida GeneralPopupDialog (track, queue)", tracks, None, None, [],
              shown, ((t("playNext"), False),)),
        popup("opens-prompt", "namida GeneralPopupDialog (track, advanced)", tracks, None, None,
              [], shown, ((t("advanced"), False),)),
        popup("opens-prompt", "namida TrackAdvancedDialog", tracks, t("advanced"), None, [],
              advanced, ((t("move"), False), (t("setAs"), False))),
        popup("harmless", "namida TrackAdvancedDialog (re-index)", tracks, t("advanced"), None,
              [], advanced, ((t("reIndex"), False),)),
        confirm("delete", "namida showTrackDeletePermanentlyDialog", tracks, question,
                [(t("cancel"), False), (upper(t("delete")), True)], title=warning),
        popup("harmless", "namida TrackClearDialog", tracks, t("clearTrackItem"), None, [],
              ({"row": t("lyrics")}, {"row": t("artwork")}), ((t("artwork"), False),)),
    ]  # fmt: skip


def _playlist_menu(t: Any, name: str, utils: list[str]) -> tuple[dict[str, Any], ...]:
    """The menu of a playlist: its header, its rows, the playlist's icons and its last rows."""
    reverse = f"{t('playAll')} ({t('reverseOrder')})"
    return (
        {"text": name}, {"text": t("countTracks", 12)},
        {"row": t("playAll")}, {"icon": reverse}, {"row": t("shuffle")},
        {"row": t("addToPlaylist")}, {"row": t("editTags")}, {"row": t("advanced")},
        *({"icon": t(k)} for k in utils),
        {"row": t("playNext")}, {"row": t("playLast")},
    )  # fmt: skip


def _playlists(t: Any) -> list[dict[str, Any]]:
    playlists, warning = t("playlists"), t("warning")
    made = _playlist_menu(t, PLAYLIST, ["setMoods", "renamePlaylist", "removeDuplicates",
                                        "deletePlaylist", "convertToM3UPlaylist"])  # fmt: skip
    linked = _playlist_menu(t, M3U, ["setMoods", "renamePlaylist", "removeDuplicates",
                                     "deletePlaylist", "convertToNormalPlaylist"])  # fmt: skip
    smart = _playlist_menu(t, SMART, ["setMoods", "edit", "deletePlaylist",
                                      "convertToNormalPlaylist",
                                      "convertToM3UPlaylist"])  # fmt: skip
    m3u_row = {"row": f"{t('delete')}: {t('m3uPlaylist')}", "secondary": M3U_PATH}
    return [
        popup("reversible", "namida GeneralPopupDialog (playlist)", playlists, None, None, [],
              made, ((t("deletePlaylist"), False),)),
        popup("opens-prompt", "namida GeneralPopupDialog (M3U playlist)", playlists, None, None,
              [], linked, ((t("deletePlaylist"), False),)),
        confirm("harmless", "namida showDeletePlaylistDialog (M3U file choice)", playlists,
                f'{t("deletePlaylist")}: "{M3U}"?', [(t("cancel"), None),
                (upper(t("delete")), None)], (m3u_row,), ((m3u_row["row"], False),),
                title=warning),
        confirm("delete", "namida showDeletePlaylistDialog (M3U playlist)", playlists,
                f'{t("deletePlaylist")}: "{M3U}"?', [(t("cancel"), False),
                (upper(t("delete")), True)], (m3u_row,), title=warning),
        popup("opens-prompt", "namida GeneralPopupDialog (smart playlist)", playlists, None,
              None, [], smart, ((t("deletePlaylist"), False),)),
        confirm("delete", "namida CreateSmartPlaylistDialog.promptDeletePlaylist", playlists,
                f'{t("deletePlaylist")}: "{SMART}"?', [(t("cancel"), False),
                (upper(t("delete")), True)], title=warning),
    ]  # fmt: skip


def _queues(t: Any) -> list[dict[str, Any]]:
    queues, warning = f"{t('queues')} • 37", t("warning")
    menu = (
        {"text": f"{t('countTracks', 12)} - {LENGTH}"},
        {"row": t("playAll")}, {"row": t("shuffle")}, {"row": t("addToPlaylist")},
        {"row": t("editTags")}, {"row": t("advanced")}, {"row": t("removeQueue")},
        {"row": t("playNext")}, {"row": t("playLast")},
    )  # fmt: skip
    sources = (
        {"row": f"{t('nonFavourites')} (35)", "secondary": "41.2 MB"},
        {"row": f"{t('tracks')} (20)", "secondary": "24.6 MB"},
        {"row": f"{t('album')} (9)", "secondary": "8.1 MB"},
        {"row": f"{t('playlist')} (6)", "secondary": "6.9 MB"},
        {"row": f"{t('history')} (2)", "secondary": "1.6 MB"},
    )  # fmt: skip
    return [
        popup("reversible", "namida GeneralPopupDialog (queue)", queues, None, None, [], menu,
              ((t("removeQueue"), False),)),
        popup("opens-prompt", "namida onQueuesClearIconTap", queues, t("clear"), None,
              [(t("cancel"), None), (f"{t('delete')} (35)", False)], sources),
        confirm("delete", "namida onQueuesClearIconTap (confirm)", queues, f"{t('delete')} 35?",
                [(t("cancel"), False), (upper(t("delete")), True)], title=warning),
    ]  # fmt: skip


def _history(t: Any) -> list[dict[str, Any]]:
    history, warning = t("history"), t("warning")
    old = f'"{ARTIST} - {TITLE}"'
    replace = t("historyListensReplaceWarning", 14, f'"{LIVE}"', old)
    return [
        popup("reversible", "namida GeneralPopupDialog (history track)", history, None, None,
              [], tuple(_track_menu(t, history=True)), ((t("removeFromPlaylist"), False),)),
        popup("opens-prompt", "namida TrackAdvancedDialog (history)", history, t("advanced"),
              None, [], tuple(_advanced(t, history=True)),
              ((t("replaceAllListensWithAnotherTrack"), False),)),
        confirm("overwrite", "namida TrackAdvancedDialog (replace all listens)", history,
                replace, [(t("cancel"), False), (t("confirm"), True)], title=warning),
    ]  # fmt: skip
