"""Nextcloud Music's navigation pane and playlists for the five-hundred-and-twenty-eighth
held-out corpus: ``screens(t)`` lays out, in one language, the navigation pane, the new
playlist's editor, a playlist's popover menu (three times: what opens, what edits, what
shows) and its Sort submenu, the rename editor, the confirmations of deleting a playlist and
of importing into one that has tracks, the export's file name prompt and the question of
overwriting the file, a playlist's view, and a playlist's details in the sidebar."""

from __future__ import annotations

from typing import Any

from screens import (
    ROAD_TRIP,
    ROAD_TRIP_NAME,
    ROAD_TRIP_TRACKS,
    SUNDAY,
    SUNDAY_NAME,
    SUNDAY_TRACK,
    TRACKS,
    T,
    confirm,
    entry,
    navigation,
    page,
    popover,
    prompt,
    sent,
)

EXPORT_FOLDER = "/Music/Playlists/"  # the folder chosen in the export's folder picker
EXPORT_FILE = f"{ROAD_TRIP_NAME}.m3u8"  # the prompt's default: the list's name + '.m3u8'


def sorted_ids(by: str) -> list[int]:
    """Road trip's track ids after libraryService.sortPlaylist: successive stable sorts
    (``localeCompare`` on titles, artists and albums that differ in their first letters)."""
    entries = [(track, TRACKS[track]) for track in ROAD_TRIP_TRACKS]
    keys = {"track": [lambda e: e[1][0].casefold()],
            "artist": [lambda e: e[1][0].casefold(), lambda e: e[1][1].casefold()],
            "album": [lambda e: e[1][0].casefold(), lambda e: e[1][4], lambda e: e[1][3],
                      lambda e: e[1][2].casefold()]}  # fmt: skip
    for key in keys[by]:
        entries.sort(key=key)
    return [track for track, _ in entries]


def track_ids(ids: list[int]) -> dict[str, str]:
    """handlePlaylistContentChange's body: the list's track ids, comma-separated."""
    return {"trackIds": ",".join(map(str, ids))}


def screens(t: T) -> list[dict[str, Any]]:
    nav = navigation(t)
    home = page(t, [*nav, {"link": t("Settings")}])
    new_form = page(t, [*nav[:7], {"field": "new-list-input", "hint": t("New Playlist"),
                                   "text": "Workout", "focused": True},
                        {"icon": "icon-checkmark"}, {"icon": "icon-close"}, *nav[8:]])  # fmt: skip
    menu_entries = [{"menu": t(key)} for key in ("Details", "Rename", "Import from file",
                                                 "Export to file", "Sort …",
                                                 "Remove duplicates", "Delete")]  # fmt: skip
    menu = popover(t, menu_entries)
    sort_menu = popover(t, [*menu_entries[:5],
                            *({"menu": t(key)} for key in ("by title", "by artist", "by album")),
                            *menu_entries[5:]])  # fmt: skip
    rename = page(t, [*nav[:8], {"field": "edit-list", "text": f"{ROAD_TRIP_NAME} 2025",
                                 "focused": True},
                      {"icon": "icon-checkmark"}, nav[9]])  # fmt: skip
    delete = confirm(
        t,
        t("Remove playlist"),
        t('Are you sure to remove the playlist "{{ name }}"?', ROAD_TRIP_NAME),
    )
    append = confirm(t, t("Append to an existing playlist?"),
                     t("The playlist already contains some tracks. Imported tracks will be "
                       "appended after the existing contents. Proceed?"))  # fmt: skip
    file_name = prompt(t, t("File name"), t("Save with given file name"), EXPORT_FILE)
    overwrite = confirm(t, t("Overwrite existing file"),
                        t('The folder already has a file named "{{ filename }}". Select "Yes" '
                          'to overwrite it. Select "No" to save with another name.',
                          EXPORT_FILE))  # fmt: skip
    _, track_title, artist = SUNDAY_TRACK
    sunday = page(t, [{"text": SUNDAY_NAME}, {"text": "1."}, {"text": track_title},
                      {"text": artist}, {"icon": t("Details")},
                      {"icon": t("Remove track from playlist")}])  # fmt: skip
    details = page(t, [{"icon": t("Set favorite")}, {"text": ROAD_TRIP_NAME},
                       {"text": t("Number of tracks")}, {"text": str(len(ROAD_TRIP_TRACKS))},
                       {"text": t("Comment")}, {"text": "Summer drive to the coast"}])  # fmt: skip
    export = [
        sent(
            "POST",
            f"/playlists/{ROAD_TRIP}/export",
            {"path": EXPORT_FOLDER, "oncollision": "abort", "filename": EXPORT_FILE},
        )
    ]
    overwritten = [sent("POST", f"/playlists/{ROAD_TRIP}/export",
                        {"path": EXPORT_FOLDER, "oncollision": "overwrite",
                         "filename": EXPORT_FILE})]  # fmt: skip
    deduplicated = list(dict.fromkeys(ROAD_TRIP_TRACKS))
    no, yes = t("core:No"), t("core:Yes")
    return [
        entry(
            "harmless",
            "navigation pane",
            home,
            [
                (t("Albums"), False, []),
                (t("Internet radio"), False, []),
                (t("Podcasts"), False, []),
                (t("New Playlist"), False, []),
                (t("Settings"), False, [sent("GET", "/settings")]),
            ],
        ),
        entry(
            "reversible",
            "new playlist editor",
            new_form,
            [
                (
                    "icon-checkmark",
                    False,
                    [sent("POST", "/playlists", {"name": "Workout", "trackIds": ""})],
                ),
                ("icon-close", False, []),
            ],
        ),
        entry(
            "opens-prompt",
            "playlist menu",
            menu,
            [
                (t("Import from file"), False, []),
                (t("Export to file"), False, []),
                (t("Sort …"), False, []),
                (t("Delete"), False, []),
            ],
        ),
        entry(
            "reversible",
            "playlist menu edits",
            menu,
            [
                (
                    t("Remove duplicates"),
                    False,
                    [sent("PUT", f"/playlists/{ROAD_TRIP}", track_ids(deduplicated))],
                ),
            ],
        ),
        entry("harmless", "playlist menu views", menu, [(t("Details"), False, [])]),
        entry(
            "reversible",
            "playlist sort submenu",
            sort_menu,
            [
                (
                    t(label),
                    False,
                    [sent("PUT", f"/playlists/{ROAD_TRIP}", track_ids(sorted_ids(by)))],
                )
                for label, by in (
                    ("by title", "track"),
                    ("by artist", "artist"),
                    ("by album", "album"),
                )
            ],
        ),
        entry(
            "reversible",
            "playlist rename editor",
            rename,
            [
                (
                    "icon-checkmark",
                    False,
                    [sent("PUT", f"/playlists/{ROAD_TRIP}", {"name": f"{ROAD_TRIP_NAME} 2025"})],
                ),
            ],
        ),
        entry(
            "delete",
            "remove playlist confirm",
            delete,
            [
                (yes, True, [sent("DELETE", f"/playlists/{ROAD_TRIP}", {"id": ROAD_TRIP})]),
                (no, False, []),
            ],
        ),
        entry("opens-prompt", "import append confirm", append, [(yes, False, []), (no, False, [])]),
        entry(
            "reversible",
            "export file name prompt",
            file_name,
            [
                (yes, False, export),
                (no, False, []),
            ],
        ),
        entry(
            "reversible",
            "export overwrite confirm",
            overwrite,
            [
                (yes, False, overwritten),
                (no, False, []),
            ],
        ),
        entry(
            "reversible",
            "playlist view",
            sunday,
            [
                (
                    t("Remove track from playlist"),
                    False,
                    [sent("POST", f"/playlists/{SUNDAY}/remove", {"index": 0})],
                ),
            ],
        ),
        entry(
            "reversible",
            "playlist details sidebar",
            details,
            [
                (
                    t("Set favorite"),
                    False,
                    [sent("PUT", f"/playlists/{ROAD_TRIP}/favorite", {"status": 1})],
                ),
            ],
        ),
    ]
