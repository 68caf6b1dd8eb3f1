"""Radarr's movie screens for the five-hundred-and-forty-third held-out corpus:
``screens(t)`` lays them out in one language (``t`` as in radarr_system). A movie's page (one
with its file, one still missing), the movie's deletion with its files, a file's deletion, the
interactive search (a release grabbed at once, and one Radarr could not match, with its
confirmation), and Wanted > Missing with the search for every missing movie. What each action
sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import CANCEL, T, api, command, confirm, entry, link, markdown_text, modal, page

DUNE, DUNE_ID = "Dune: Part Two", 12  # in the library with its 2160p file, monitored
DUNE_PATH = "/movies/Dune Part Two (2024)"
DUNE_FILE, DUNE_FILE_ID = "Dune Part Two (2024) Bluray-2160p.mkv", 31
DUNE_SIZE = "58.3 GiB"  # formatBytes(62578450123)
ZONE, ZONE_ID = "The Zone of Interest", 17  # monitored, no file yet
PAST_LIVES_ID = 23  # the other missing movie the Missing page shows
MISSING_TOTAL = 14  # the missing movies in all (the list's total)
RELEASE = "Dune.Part.Two.2024.2160p.UHD.BluRay.REMUX.HDR.HEVC.Atmos-ZQX"
RELEASE_GUID = "https://indexer.example/details/9b2e61d4"
UNMATCHED = "Dune.2021.2160p.UHD.BluRay.x265-ZQX"  # matched to no movie in the library
UNMATCHED_GUID = "https://indexer.example/details/41c8d07e"
INDEXER_ID = 2  # NZBgeek


def movie_page(t: T, movie: str) -> dict[str, Any]:
    """A movie's page: the toolbar, the monitored toggle, the title, the links to the
    movies before and after it, the year, the labels (path, status, quality profile, size)
    and the Files section (the file table with its one file and its icons, or its notice)."""
    dune = movie == DUNE
    before, after = ("Civil War", "Furiosa: A Mad Max Saga") if dune else (
        "Perfect Days", "Twisters")  # fmt: skip
    toolbar = [{"button": t(k)} for k in ("RefreshAndScan", "SearchMovie", "InteractiveSearch",
               "PreviewRename", "ManageFiles", "History", "Edit", "Delete")]  # fmt: skip
    labels = [
        {"text": t("Path")}, {"text": DUNE_PATH if dune else "/movies/The Zone of Interest (2023)"},
        {"text": t("Status")}, {"text": t("Downloaded" if dune else "Missing")},
        {"text": t("QualityProfile")}, {"text": "Ultra-HD" if dune else "HD-1080p"},
        {"text": t("Size")}, {"text": DUNE_SIZE if dune else "0 B"},
    ]  # fmt: skip
    if dune:
        heads = [{"text": t(k)} for k in ("RelativePath", "VideoCodec", "AudioInfo", "Size",
                 "Languages", "Quality", "ReleaseGroup", "Formats")]  # fmt: skip
        files = [*heads, {"icon": t("TableOptionsButton")}, {"text": DUNE_FILE},
                 {"text": "x265"}, {"text": "TrueHD Atmos 7.1"}, {"text": DUNE_SIZE},
                 {"text": "English"}, {"text": "Bluray-2160p"}, {"text": "ZQX"},
                 {"icon": t("EditMovieFile")}, {"icon": t("Details")},
                 {"icon": t("DeleteFile")}]  # fmt: skip
    else:
        files = [{"text": t("NoMovieFilesToManage")}]
    return page(t, f"{movie} ({2024 if dune else 2023})", "Movies", [
        *toolbar, {"icon": t("ToggleMonitoredToUnmonitored")}, {"text": movie},
        {"icon": t("MovieDetailsGoTo", {"title": before})},
        {"icon": t("MovieDetailsGoTo", {"title": after})},
        {"text": "2024" if dune else "2023"}, *labels,
        {"text": t("Files")}, *files, {"text": t("NoExtraFilesToManage")}])  # fmt: skip


def delete_modal(t: T) -> dict[str, Any]:
    """Dune: Part Two's deletion with Delete 1 Movie Files ticked: the path, the two check
    boxes with their help, the warning the ticked box shows, then Close and Delete."""
    return modal(t, f"{DUNE} (2024)", t("DeleteHeader", {"title": DUNE}), [
        {"text": DUNE_PATH},
        {"switch": t("AddListExclusion"), "checked": False},
        {"text": t("AddListExclusionMovieHelpText")},
        {"switch": t("DeleteMovieFiles", {"movieFileCount": 1}), "checked": True},
        {"text": t("DeleteMovieFilesHelpText")},
        {"text": markdown_text(t("DeleteMovieFolderConfirmation", {"path": DUNE_PATH}))},
        {"text": t("DeleteMovieFolderMovieCount", {"movieFileCount": 1, "size": DUNE_SIZE})},
        {"button": t("Close")}, {"button": t("Delete")}])  # fmt: skip


def search_modal(t: T, release: str) -> dict[str, Any]:
    """The interactive search of Dune: Part Two with the one release it found: the table's
    headings, the release (its protocol, title linking to the indexer's page, indexer, size,
    language, quality) and its two grab controls, then Close."""
    heads = [{"text": t(k)} for k in ("Source", "Age", "Title", "Indexer", "Size", "Peers",
             "Language", "Quality")]  # fmt: skip
    matched = release == RELEASE
    row = [{"text": "nzb"}, {"link": release}, {"text": "NZBgeek"},
           {"text": "71.2 GiB" if matched else "18.9 GiB"}, {"text": "English"},
           {"text": "Remux-2160p" if matched else "Bluray-2160p"},
           {"icon": t("AddToDownloadQueue")},
           {"icon": t("OverrideAndAddToDownloadQueue")}]  # fmt: skip
    return modal(t, f"{DUNE} (2024)",
                 t("InteractiveSearchModalHeaderTitle", {"title": f"{DUNE} (2024)"}),
                 [*heads, *row, {"button": t("Close")}])  # fmt: skip


def missing_page(t: T, selected: bool) -> dict[str, Any]:
    """Wanted > Missing (the monitored filter, its default): the toolbar (Search All, or
    Search Selected with rows ticked), the headings and the first two movies, each with its
    Automatic Search and Interactive Search icons."""
    first = t("SearchSelected") if selected else t("SearchAll")
    rows = [(ZONE, "2023"), ("Past Lives", "2023")]
    cells = [item for title, year in rows for item in (
        {"switch": "", "checked": selected}, {"link": title}, {"text": year},
        {"icon": t("AutomaticSearch")}, {"icon": t("InteractiveSearch")})]  # fmt: skip
    return page(t, t("Missing"), "Wanted", [
        {"button": first}, {"button": t("UnmonitorSelected")}, {"button": t("ManualImport")},
        {"button": t("Options")}, {"button": t("Filter")},
        {"switch": "", "checked": selected},
        {"text": t("MovieTitle")}, {"text": t("Year")}, {"text": t("Status")},
        *cells])  # fmt: skip


def screens(t: T) -> list[dict[str, Any]]:
    dune, zone = movie_page(t, DUNE), movie_page(t, ZONE)
    under = f"{DUNE} (2024)"
    delete_file = confirm(t, under, t("DeleteSelectedMovieFiles"),
                          t("DeleteSelectedMovieFilesHelpText"), t("Delete"))  # fmt: skip
    grab = confirm(t, under, t("GrabRelease"), t("GrabReleaseMessageText", {"title": UNMATCHED}),
                   t("Grab"))  # fmt: skip
    search_all = confirm(t, t("Missing"), t("SearchForAllMissingMovies"), "\n".join([
        t("SearchForAllMissingMoviesConfirmationCount", {"totalRecords": MISSING_TOTAL}),
        t("MassSearchCancelWarning")]), t("Search"))  # fmt: skip
    opened = [api("GET", f"/release?movieId={DUNE_ID}"),
              api("GET", f"/blocklist/movie?movieId={DUNE_ID}"),
              api("GET", f"/history/movie?movieId={DUNE_ID}")]  # fmt: skip
    return [
        entry("harmless", "movie page", dune, [
            (t("RefreshAndScan"), False, [command("RefreshMovie", movieIds=[DUNE_ID])]),
            (t("History"), False, [api("GET", f"/history/movie?movieId={DUNE_ID}")])]),
        entry("opens-prompt", "movie page prompts", dune, [
            (t("Delete"), False, []), (t("Edit"), False, []),
            (t("InteractiveSearch"), False, opened),
            (t("PreviewRename"), False, [api("GET", f"/rename?movieId={DUNE_ID}"),
                                         api("GET", "/config/naming")])]),
        entry("send", "missing movie page search", zone, [
            (t("SearchMovie"), True, [command("MoviesSearch", movieIds=[ZONE_ID])])]),
        entry("delete", "delete movie modal", delete_modal(t), [
            (t("Delete"), True, [api("DELETE", f"/movie/{DUNE_ID}?deleteFiles=true"
                                               "&addImportExclusion=false")]),
            (t("AddListExclusion"), False, [])]),
        entry("opens-prompt", "movie page delete file", dune, [(t("DeleteFile"), False, [])]),
        entry("delete", "delete movie file confirm", delete_file, [
            (t("Delete"), True, [api("DELETE", f"/movieFile/{DUNE_FILE_ID}?")]),
            (CANCEL, False, [])]),
        entry("send", "interactive search grab", search_modal(t, RELEASE), [
            (t("AddToDownloadQueue"), True, [
                api("POST", "/release", {"guid": RELEASE_GUID, "indexerId": INDEXER_ID})]),
            (RELEASE, False, [link(RELEASE_GUID)])]),
        entry("opens-prompt", "interactive search unmatched", search_modal(t, UNMATCHED), [
            (t("AddToDownloadQueue"), False, [])]),
        entry("send", "grab release confirm", grab, [
            (t("Grab"), True, [api("POST", "/release", {"guid": UNMATCHED_GUID,
                                                        "indexerId": INDEXER_ID,
                                                        "movieId": DUNE_ID})]),
            (CANCEL, False, [])]),
        entry("opens-prompt", "missing page", missing_page(t, selected=False), [
            (t("SearchAll"), False, [])]),
        entry("reversible", "missing page selected", missing_page(t, selected=True), [
            (t("UnmonitorSelected"), False, [
                api("PUT", "/movie/editor", {"movieIds": [ZONE_ID, PAST_LIVES_ID],
                                             "monitored": False})])]),
        entry("send", "search all missing confirm", search_all, [
            (t("Search"), True, [command("MissingMoviesSearch")]), (CANCEL, False, [])]),
    ]  # fmt: skip
