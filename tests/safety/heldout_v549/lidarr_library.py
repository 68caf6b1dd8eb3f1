"""Lidarr's library for the five-hundred-and-forty-ninth held-out corpus: ``screens(t)`` lays out
the artist index (and its select mode, with the footer's modals), an artist's page with its
delete and retag modals and an album's tracks with a file's deletion in one language, ``t(key,
tokens)`` being that language's ``translate``. What each action sends, and why it is labelled
so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    ARTISTS,
    CANCEL,
    FIFTEEN_STEP,
    IN_RAINBOWS,
    INDEX_ORDER,
    RADIOHEAD,
    RADIOHEAD_FILES,
    RADIOHEAD_SIZE,
    RETAGGED,
    SELECTED,
    api,
    command,
    confirm,
    entry,
    icon,
    modal,
    page,
)

PATHS = {a: f"/music/{name}" for a, name in ARTISTS.items()}
# Written in English in the code: the select mode's buttons, the menus' names, the single
# artist's delete modal's header and file count, the bulk modals' tips and questions, the
# retag preview's note.
SELECT, STOP_SELECTING, SELECT_ALL = "Select Artists", "Stop Selecting", "Select All"
MENUS = [{"button": "View"}, {"button": "Sort"}, {"button": "Filter"}]
RETAG_TIP = ('Tip: To preview the tags that will be written, select "Cancel", then select any '
             "artist name and use the")  # fmt: skip
ORGANIZE_TIP = ('Tip: To preview a rename, select "Cancel", then select any artist name and '
                "use the")  # fmt: skip
RETAG_NOTE = ("MusicBrainz identifiers will also be added to the files; these are not shown "
              "below.")  # fmt: skip
TRACK_PATH = f"/music/Radiohead/{IN_RAINBOWS} (2007)/01 - 15 Step.flac"


def screens(t: Any, lang: str = "en") -> list[dict[str, Any]]:
    return index_screens(t) + artist_screens(t)


def index_screens(t: Any) -> list[dict[str, Any]]:
    """The artist index (poster view) and its select mode with two artists ticked; the
    footer's Delete, Write Metadata Tags and Rename Files modals."""
    names = [ARTISTS[a] for a in INDEX_ORDER]
    index = page(None, [
        {"button": t("UpdateAll")}, {"button": t("RSSSync")}, {"button": SELECT},
        {"button": t("Options")}, *MENUS, *({"link": name} for name in names)])  # fmt: skip
    footer = [{"button": t("Edit")}, {"button": t("RenameFiles")},
              {"button": t("WriteMetadataTags")}, {"button": t("SetAppTags")},
              {"button": t("UpdateMonitoring")}, {"button": t("Delete")},
              {"text": t("CountArtistsSelected", {"count": len(SELECTED)})}]  # fmt: skip
    select_mode = page(None, [
        {"button": t("UpdateSelected")}, {"button": t("RSSSync")},
        {"button": STOP_SELECTING}, {"button": SELECT_ALL}, {"button": t("Options")}, *MENUS,
        *({"switch": ARTISTS[a], "checked": a in SELECTED} for a in INDEX_ORDER),
        *footer])  # fmt: skip
    chosen = [ARTISTS[a] for a in INDEX_ORDER if a in SELECTED]  # sorted by sortName
    delete_selected = modal(t("DeleteSelectedArtists"), [
        {"switch": t("AddListExclusion"), "checked": False},
        {"text": t("AddListExclusionHelpText")},
        {"switch": t("DeleteArtistFolders"), "checked": True},
        {"text": t("DeleteArtistFoldersHelpText")},
        {"text": t("DeleteArtistFolderCountWithFilesConfirmation", {"count": len(chosen)})},
        *({"text": f"{ARTISTS[a]} -{PATHS[a]}"} for a in INDEX_ORDER if a in SELECTED),
        {"button": t("Cancel")}, {"button": t("Delete")}])  # fmt: skip
    retag_selected = modal(t("RetagSelectedArtists"), [
        {"text": RETAG_TIP},
        {"text": f"Are you sure you want to retag all files in the {len(chosen)} selected "
                 "artist?"},
        *({"text": name} for name in chosen),
        {"button": t("Cancel")}, {"button": t("Retag")}])  # fmt: skip
    organize_selected = modal(t("OrganizeSelectedArtists"), [
        {"text": ORGANIZE_TIP},
        {"text": f"Are you sure you want to organize all files in the {len(chosen)} selected "
                 "artist?"},
        *({"text": name} for name in chosen),
        {"button": t("Cancel")}, {"button": t("Organize")}])  # fmt: skip
    return [
        entry("harmless", "artist index", index, [
            (t("UpdateAll"), False, [command("RefreshArtist", artistIds=INDEX_ORDER)]),
            (t("RSSSync"), False, [command("RssSync")])]),
        entry("harmless", "artist index select mode", select_mode, [
            (t("UpdateSelected"), False, [command("RefreshArtist", artistIds=SELECTED)])]),
        entry("opens-prompt", "artist index select footer", select_mode, [
            (t("Delete"), False, []),
            (t("WriteMetadataTags"), False, []),
            (t("RenameFiles"), False, [])]),
        entry("delete", "delete selected artists modal", delete_selected, [
            (t("Delete"), True, [api("DELETE", "/artist/editor", {
                "artistIds": SELECTED, "deleteFiles": True,
                "addImportListExclusion": False})]),
            (t("Cancel"), False, [])]),
        entry("overwrite", "retag selected artists modal", retag_selected, [
            (t("Retag"), True, [command("RetagArtist", artistIds=SELECTED)]),
            (t("Cancel"), False, [])]),
        entry("reversible", "organize selected artists modal", organize_selected, [
            (t("Organize"), False, [command("RenameArtist", artistIds=SELECTED)]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def artist_screens(t: Any) -> list[dict[str, Any]]:
    """Radiohead's page, its Delete modal (the files ticked), its retag preview; an album's
    tracks and the deletion of a track's file."""
    name, path = ARTISTS[RADIOHEAD], PATHS[RADIOHEAD]
    toolbar = [{"button": t(k)} for k in (
        "RefreshScan", "SearchMonitored", "InteractiveSearch", "PreviewRename", "PreviewRetag",
        "ManageTracks", "History", "ManualImport", "ArtistMonitoring", "Edit", "Delete",
        "AllExpandedExpandAll")]  # fmt: skip
    artist = page(name, [*toolbar, {"text": name}, {"text": path},
                         {"text": RADIOHEAD_SIZE}, {"text": t("Monitored")}])  # fmt: skip
    delete_artist = modal(f"Delete - {name}", [
        {"text": path},
        {"switch": f"Delete {RADIOHEAD_FILES} Track Files", "checked": True},
        {"text": t("DeleteFilesHelpText")},
        {"switch": t("AddListExclusion"), "checked": False},
        {"text": t("AddImportListExclusionArtistHelpText")},
        {"text": t("TheArtistFolderStrongpathstrongAndAllOfItsContentWillBeDeleted", [path])},
        {"text": f"{RADIOHEAD_FILES} track files totaling {RADIOHEAD_SIZE}"},
        {"button": t("Close")}, {"button": t("Delete")}], under=name)  # fmt: skip
    previews: list[dict[str, Any]] = []
    for file_path, field, old, new in RETAGGED.values():
        previews += [{"switch": file_path, "checked": True}, {"text": field}, {"text": old},
                     {"text": new}]  # fmt: skip
    retag = modal(t("WriteMetadataTags"), [
        {"text": RETAG_NOTE}, *previews,
        {"button": t("Cancel")}, {"button": t("Retag")}], under=name)  # fmt: skip
    album_toolbar = [{"button": t(k)} for k in (
        "SearchAlbum", "InteractiveSearch", "PreviewRename", "PreviewRetag", "ManageTracks",
        "History", "Edit", "Delete", "AllExpandedExpandAll")]  # fmt: skip
    album = page(IN_RAINBOWS, [*album_toolbar, {"text": IN_RAINBOWS}, {"text": name},
        {"text": t("Track")}, {"text": t("Title")}, {"text": t("Duration")},
        {"text": "1"}, {"text": "15 Step"}, {"text": "3:57"}, {"text": "FLAC"},
        icon("circle-info"), icon("trash-can"),
        {"text": "2"}, {"text": "Bodysnatchers"}, {"text": "4:02"},
        {"text": t("Missing")}])  # fmt: skip
    delete_file = confirm(t("DeleteTrackFile"), t("DeleteTrackFileMessageText", [TRACK_PATH]),
                          t("Delete"), under=IN_RAINBOWS)  # fmt: skip
    return [
        entry("harmless", "artist page toolbar", artist, [
            (t("RefreshScan"), False, [command("RefreshArtist", artistId=RADIOHEAD)]),
            (t("SearchMonitored"), False, [command("ArtistSearch", artistId=RADIOHEAD)]),
            (t("PreviewRetag"), False, [api("GET", f"/retag?artistId={RADIOHEAD}&albumId=")])]),
        entry("opens-prompt", "artist page delete", artist, [(t("Delete"), False, [])]),
        entry("delete", "delete artist modal", delete_artist, [
            (t("Delete"), True, [api(
                "DELETE", f"/artist/{RADIOHEAD}?deleteFiles=true&addImportListExclusion=false")]),
            (t("Close"), False, [])]),
        entry("overwrite", "retag preview modal", retag, [
            (t("Retag"), True, [command("RetagFiles", artistId=RADIOHEAD,
                                        files=sorted(RETAGGED))]),
            (t("Cancel"), False, [])]),
        entry("opens-prompt", "album track row", album, [("trash-can", False, [])]),
        entry("delete", "delete track file confirm", delete_file, [
            (t("Delete"), True, [api("DELETE", f"/trackFile/{FIFTEEN_STEP}?")]),
            (CANCEL, False, [])]),
    ]  # fmt: skip
