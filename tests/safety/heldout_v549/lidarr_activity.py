"""Lidarr's activity and wanted pages for the five-hundred-and-forty-ninth held-out corpus:
``screens(t)`` lays out the queue with a download's removal, the blocklist and its clearing, and
the missing albums with their searches in one language, ``t(key, tokens)`` being that
language's ``translate``. What each action sends, and why it is labelled so, is in build.py's
docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    CANCEL,
    MISSING,
    MISSING_TOTAL,
    QUEUE_ID,
    QUEUE_TITLE,
    api,
    command,
    confirm,
    entry,
    icon,
    modal,
    page,
)

FILTER = {"button": "Filter"}  # FilterMenu's text, untranslated


def screens(t: Any, lang: str = "en") -> list[dict[str, Any]]:
    return queue_screens(t) + wanted_screens(t)


def queue_screens(t: Any) -> list[dict[str, Any]]:
    """The queue with one download (its remove icon and the removal modal), the blocklist and
    its Clear confirmation."""
    queue_title = t("Queue")
    queue = page(queue_title, [
        {"button": t("Refresh")}, {"button": t("GrabSelected")},
        {"button": t("RemoveSelected")}, {"button": t("Options")}, FILTER,
        {"text": t("Artist")}, {"text": t("AlbumTitle")}, {"text": t("Quality")},
        {"text": t("Protocol")}, {"text": t("DownloadClient")}, {"text": t("TimeLeft")},
        {"text": "Sigur Rós"}, {"text": "Takk..."}, {"text": "FLAC"}, {"text": "nzb"},
        {"text": "SABnzbd"}, {"text": "00:06:12"}, {"text": "62.4%"},
        icon(t("RemoveFromQueue"))])  # fmt: skip
    remove = modal(t("RemoveQueueItem", {"sourceTitle": QUEUE_TITLE}), [
        {"field": "removalMethod", "hint": t("RemoveQueueItemRemovalMethod"),
         "text": t("RemoveFromDownloadClient")},
        {"text": t("RemoveQueueItemRemovalMethodHelpTextWarning")},
        {"field": "blocklistMethod", "hint": t("BlocklistRelease"),
         "text": t("DoNotBlocklist")},
        {"text": t("BlocklistReleaseHelpText")},
        {"button": t("Close")}, {"button": t("Remove")}],
        t("RemoveQueueItemConfirmation", {"sourceTitle": QUEUE_TITLE}),
        under=queue_title)  # fmt: skip
    blocklist_title = t("Blocklist")
    blocklist = page(blocklist_title, [
        {"button": t("RemoveSelected")}, {"button": t("Clear")}, {"button": t("Options")},
        {"text": t("ArtistName")}, {"text": t("SourceTitle")}, {"text": t("Quality")},
        {"text": t("Date")},
        {"text": "Björk"}, {"text": "Bjork-Fossora-WEB-2022-FLAC"}, {"text": "FLAC"},
        {"text": "Sep 12 2025"},
        {"text": "Arlo Parks"}, {"text": "Arlo_Parks-My_Soft_Machine-2023-MP3-320"},
        {"text": "MP3-320"}, {"text": "Sep 28 2025"}])  # fmt: skip
    clear = confirm(t("ClearBlocklist"), t("ClearBlocklistMessageText"), t("Clear"),
                    under=blocklist_title)  # fmt: skip
    return [
        entry("opens-prompt", "queue row remove", queue, [(t("RemoveFromQueue"), False, [])]),
        entry("delete", "remove queue item modal", remove, [
            (t("Remove"), True, [api("DELETE", f"/queue/{QUEUE_ID}?removeFromClient=true"
                                 "&blocklist=false&skipRedownload=false&changeCategory=false")]),
            (t("Close"), False, [])]),
        entry("opens-prompt", "blocklist clear", blocklist, [(t("Clear"), False, [])]),
        entry("delete", "clear blocklist confirm", clear, [
            (t("Clear"), True, [command("ClearBlocklist")]),
            (CANCEL, False, [])]),
    ]  # fmt: skip


def wanted_screens(t: Any) -> list[dict[str, Any]]:
    """The missing albums (monitored, both ticked) and the Search All confirmation."""
    missing_title = t("Missing")
    rows: list[dict[str, Any]] = []
    for artist, title, released in MISSING.values():
        rows += [{"switch": f"{artist} - {title}", "checked": True}, {"text": artist},
                 {"text": title}, {"text": released}]  # fmt: skip
    missing = page(missing_title, [
        {"button": t("SearchSelected")}, {"button": t("IsShowingMonitoredUnmonitorSelected")},
        {"button": t("SearchAll")}, {"button": t("ManualImport")}, {"button": t("Options")},
        FILTER, {"text": t("ArtistName")}, {"text": t("AlbumTitle")},
        {"text": t("ReleaseDate")}, *rows])  # fmt: skip
    search_all = confirm(t("SearchForAllMissingAlbums"), " ".join([
        t("SearchForAllMissingAlbumsConfirmationCount", {"totalRecords": MISSING_TOTAL}),
        t("MassSearchCancelWarning")]), t("Search"), under=missing_title)  # fmt: skip
    albums = sorted(MISSING)
    return [
        entry("harmless", "missing albums toolbar", missing, [
            (t("SearchSelected"), False, [command("AlbumSearch", albumIds=albums)])]),
        entry("opens-prompt", "missing albums search all", missing, [
            (t("SearchAll"), False, [])]),
        entry("reversible", "missing albums unmonitor", missing, [
            (t("IsShowingMonitoredUnmonitorSelected"), False, [api(
                "PUT", "/album/monitor", {"albumIds": albums, "monitored": False})])]),
        entry("harmless", "search all missing confirm", search_all, [
            (t("Search"), False, [command("MissingAlbumSearch")]),
            (CANCEL, False, [])]),
    ]  # fmt: skip
