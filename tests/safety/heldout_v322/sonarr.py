"""Sonarr's screens for the three-hundred-and-twenty-second held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, **tokens)`` being that language's ``translate()`` of a key of
the app's ``src/NzbDrone.Core/Localization/Core/<lang>.json`` catalogue. What each action sends,
and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

API = "/api/v5"  # urlBase (empty by default) + apiRoot of Utilities/Fetch/fetchJson.ts
SERIES, SERIES_TITLE = 12, "The Quiet Harbour"
SERIES_PATH = "/tv/The Quiet Harbour"
SERIES2 = 27
EPISODE, EPISODE2 = 4811, 4812
FILE, FILE2 = 208, 209
FILE_PATH = "/tv/The Quiet Harbour/Season 02/The Quiet Harbour - S02E05 - Low Tide.mkv"
QUEUE = 31
RELEASE = "The.Quiet.Harbour.S02E05.1080p.WEB.h264-GRP"
HISTORY = 517
BLOCKLIST = 77
BACKUP, BACKUP_NAME = 4, "sonarr_backup_v4.0.15.2801_2026.06.20_04.00.00.zip"
TAG, TAG_LABEL = 3, "kids"
INDEXER, INDEXER_NAME = 2, "NZBgeek"
CLIENT, CLIENT_NAME = 1, "SABnzbd"
EXCLUSION = 9
USERNAME, PASSWORD = "harbour", "tide-pool-4417"
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """useApiMutation's or useApiQuery's fetch; a body is JSON.stringify's."""
    if data is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def command(**body: Any) -> Any:
    """useExecuteCommand: ``POST /api/v5/command`` with the command's body."""
    return api("POST", "/command", body)


def page(url: str) -> dict[str, str]:
    """A page load: an ``<a href>`` or a menu item with ``noRouter``."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"sonarr {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def title(name: str) -> str:
    """PageContent's document title: the page's name and the instance name."""
    return f"{name} - Sonarr"


def confirm(t: Any, page_title: str, heading: str, message: str, label: str,
            cancel: str = "Cancel") -> dict[str, Any]:  # fmt: skip
    """ConfirmModal: a modal headed by its title, the message, then the cancel and confirm
    buttons; its cancel label is ``Cancel`` in English unless the page passes one."""
    return {"title": page_title, "dialog": {"title": heading, "message": message},
            "items": [{"button": cancel}, {"button": label}]}  # fmt: skip


def modal(page_title: str, heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A ModalContent over its page, headed by its ModalHeader."""
    return {"title": page_title, "dialog": {"title": heading}, "items": items}


def series_screens(t: Any) -> list[dict[str, Any]]:
    """The header's menu, the series index with and without a selection and its bulk
    modals, a series' page, its delete modal, a season's menu, the rename preview, an
    episode's file and search, the episode files' deletion."""
    home = "Sonarr"  # the series index sets no title
    menu = {"title": home, "items": [
        {"menu": t("KeyboardShortcuts")}, {"menu": t("Restart")}, {"menu": t("Shutdown")},
        {"menu": t("Logout")}]}  # fmt: skip
    index = {"title": home, "items": [
        {"button": t("UpdateAll")}, {"button": t("RssSync")}, {"button": t("SelectSeries")},
        {"button": t("Options")}, {"link": SERIES_TITLE}, {"link": "Northern Lines"}]}  # fmt: skip
    selected = {"title": home, "items": [
        {"button": t("UpdateSelected")}, {"button": t("RssSync")},
        {"button": t("StopSelecting")}, {"link": SERIES_TITLE}, {"link": "Northern Lines"},
        {"button": t("Edit")}, {"button": t("RenameFiles")}, {"button": t("SetTags")},
        {"button": t("UpdateMonitoring")}, {"button": t("Delete")},
        {"button": t("DeleteFiles")}, {"text": t("CountSeriesSelected", count=2)}]}  # fmt: skip
    ids = [SERIES, SERIES2]

    def bulk_delete(files: bool) -> dict[str, Any]:
        message = ("DeleteSeriesFolderCountWithFilesConfirmation" if files
                   else "DeleteSeriesFolderCountConfirmation")  # fmt: skip
        return modal(home, t("DeleteSelectedSeries"), [
            {"switch": t("AddListExclusion"), "checked": False},
            {"text": t("AddListExclusionSeriesHelpText")},
            {"switch": t("DeleteSeriesFolders"), "checked": files},
            {"text": t("DeleteSeriesFoldersHelpText")}, {"text": t(message, count=2)},
            {"text": SERIES_TITLE}, {"text": "Northern Lines"},
            {"button": t("Cancel")}, {"button": t("Delete")}])  # fmt: skip

    delete_files = modal(home, t("DeleteSelectedSeriesFiles"), [
        {"text": t("DeleteSeriesFilesConfirmation", count=2)}, {"text": SERIES_TITLE},
        {"text": "Northern Lines"}, {"button": t("Cancel")}, {"button": t("Delete")}])  # fmt: skip
    details_t = title(SERIES_TITLE)
    details = {"title": details_t, "items": [
        {"button": t("RefreshAndScan")}, {"button": t("SearchMonitored")},
        {"button": t("PreviewRename")}, {"button": t("ManageEpisodes")},
        {"button": t("History")}, {"button": t("EpisodeMonitoring")}, {"button": t("Edit")},
        {"button": t("Delete")}, {"button": t("ExpandAll")}, {"text": SERIES_TITLE},
        {"text": t("SeriesDetailsCountEpisodeFiles", episodeFileCount=18)}]}  # fmt: skip

    def delete_series(files: bool) -> dict[str, Any]:
        items = [{"text": SERIES_PATH}, {"switch": t("AddListExclusion"), "checked": False},
                 {"text": t("AddListExclusionSeriesHelpText")},
                 {"switch": t("DeleteEpisodesFiles", episodeFileCount=18), "checked": files},
                 {"text": t("DeleteEpisodesFilesHelpText")}]  # fmt: skip
        if files:
            # InlineMarkdown shows a `code` span without its backquotes.
            shown = t("DeleteSeriesFolderConfirmation", path=SERIES_PATH).replace("`", "")
            items += [{"text": shown},
                      {"text": t("DeleteSeriesFolderEpisodeCount", episodeFileCount=18,
                                 size="21.4 GiB")}]  # fmt: skip
        items += [{"button": t("Close")}, {"button": t("Delete")}]
        return modal(details_t, t("DeleteSeriesModalHeader", title=SERIES_TITLE), items)

    organize = modal(details_t, t("OrganizeModalHeader"), [
        {"text": "Season 02/The Quiet Harbour - S02E05 - Low Tide.mkv"},
        {"text": "Season 02/The Quiet Harbour - S02E06 - Harbour Lights.mkv"},
        {"button": t("Cancel")}, {"button": t("Organize")}])  # fmt: skip
    episode = modal(details_t, "The Quiet Harbour - 2x05 - Low Tide", [
        {"tab": t("Details")}, {"tab": t("History")}, {"tab": t("Search")},
        {"text": FILE_PATH}, {"icon": t("DeleteEpisodeFromDisk")},
        {"button": t("OpenSeries")}, {"button": t("Close")}])  # fmt: skip
    delete_selected_files = {
        "title": details_t, "dialog": {"title": t("DeleteSelectedEpisodeFiles"),
                                       "message": t("DeleteSelectedEpisodeFilesHelpText")},
        "items": [{"text": t("ManageEpisodes")}, {"button": "Cancel"},
                  {"button": t("Delete")}]}  # fmt: skip
    return [
        _entry("reversible", "header menu", menu, [
            (t("KeyboardShortcuts"), False, []),
            (t("Restart"), False, [api("POST", "/system/restart")]),
            (t("Logout"), False, [page("/logout")])]),
        _entry("shutdown", "header menu shutdown", menu, [
            (t("Shutdown"), True, [api("POST", "/system/shutdown")])]),
        _entry("reversible", "series index", index, [
            (t("UpdateAll"), False, [command(name="RefreshSeries", seriesIds=ids)]),
            (t("RssSync"), False, [command(name="RssSync")])]),
        _entry("opens-prompt", "series index selection", selected, [
            (t("Delete"), False, []), (t("DeleteFiles"), False, [])]),
        _entry("delete", "delete selected series with folders", bulk_delete(True), [
            (t("Delete"), True, [api("DELETE", "/series/editor", {
                "seriesIds": ids, "deleteFiles": True, "addImportListExclusion": False})]),
            (t("Cancel"), False, [])]),
        _entry("delete", "delete selected series files", delete_files, [
            (t("Delete"), True, [command(name="DeleteSeriesFiles", seriesIds=ids)]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "series page", details, [
            (t("RefreshAndScan"), False, [command(name="RefreshSeries", seriesId=SERIES)]),
            (t("PreviewRename"), False, [api("GET", f"/rename?seriesId={SERIES}")])]),
        _entry("opens-prompt", "series page prompts", details, [(t("Delete"), False, [])]),
        _entry("delete", "delete series", delete_series(False), [
            (t("Delete"), True, [api(
                "DELETE", f"/series/{SERIES}?deleteFiles=false&addImportListExclusion=false")]),
            (t("Close"), False, [])]),
        _entry("delete", "delete series with files", delete_series(True), [
            (t("Delete"), True, [api(
                "DELETE", f"/series/{SERIES}?deleteFiles=true&addImportListExclusion=false")]),
            (t("Close"), False, [])]),
        _entry("rename", "organize preview", organize, [
            (t("Organize"), True, [command(name="RenameFiles", files=[FILE, FILE2],
                                           seriesId=SERIES)]),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "episode details file", episode, [
            (t("DeleteEpisodeFromDisk"), False, []), (t("Close"), False, [])]),
        _entry("delete", "delete episode file", confirm(
            t, details_t, t("DeleteEpisodeFile"), t("DeleteEpisodeFileMessage", path=FILE_PATH),
            t("Delete")), [
            (t("Delete"), True, [api("DELETE", f"/episodeFile/{FILE}")]),
            ("Cancel", False, [])]),
        _entry("delete", "delete selected episode files", delete_selected_files, [
            (t("Delete"), True, [api("DELETE", "/episodeFile/bulk",
                                     {"episodeFileIds": [FILE, FILE2]})]),
            ("Cancel", False, [])]),
    ]  # fmt: skip


def activity_screens(t: Any) -> list[dict[str, Any]]:
    """The queue and its removal modals, a history item's details, the blocklist and its
    clearing, the missing episodes and their mass search."""
    queue_t = title(t("Queue"))
    queue = {"title": queue_t, "items": [
        {"button": t("GrabSelected")}, {"button": t("RemoveSelected")},
        {"button": t("ImportSelected")}, {"button": t("Options")}, {"link": SERIES_TITLE},
        {"text": RELEASE}, {"icon": t("Grab")}, {"icon": t("RemoveFromQueue")}]}  # fmt: skip

    def removal(heading: str, message: str, blocklist: str) -> dict[str, Any]:
        return modal(queue_t, heading, [
            {"text": message}, {"text": t("RemoveQueueItemRemovalMethod")},
            {"button": t("RemoveFromDownloadClient")},
            {"text": t("RemoveQueueItemRemovalMethodHelpTextWarning")},
            {"text": t(blocklist)}, {"button": t("DoNotBlocklist")},
            {"text": t("BlocklistReleaseHelpText")},
            {"button": t("Close")}, {"button": t("Remove")}])  # fmt: skip

    remove_one = removal(t("RemoveQueueItem", sourceTitle=RELEASE),
                         t("RemoveQueueItemConfirmation", sourceTitle=RELEASE),
                         "BlocklistRelease")  # fmt: skip
    query = "remove=true&changeCategory=false&blocklist=false&skipRedownload=false"
    history_t = title(t("History"))
    history = modal(history_t, t("Grabbed"), [
        {"text": t("SourceTitle")}, {"text": RELEASE},
        {"button": t("MarkAsFailed")}, {"button": t("Close")}])  # fmt: skip
    blocklist_t = title(t("Blocklist"))
    blocklist = {"title": blocklist_t, "items": [
        {"button": t("RemoveSelected")}, {"button": t("Clear")}, {"button": t("Options")},
        {"link": SERIES_TITLE}, {"text": RELEASE}, {"icon": t("Details")},
        {"icon": t("RemoveFromBlocklist")}]}  # fmt: skip
    missing_t = title(t("Missing"))
    missing = {"title": missing_t, "items": [
        {"button": t("SearchSelected")}, {"button": t("UnmonitorSelected")},
        {"button": t("ManualImport")}, {"button": t("Options")},
        {"link": SERIES_TITLE}, {"link": "Low Tide"}, {"link": "Harbour Lights"}]}  # fmt: skip
    search_all = confirm(t, missing_t, t("SearchForAllMissingEpisodes"),
                         t("SearchForAllMissingEpisodesConfirmationCount", totalRecords=46)
                         + " " + t("MassSearchCancelWarning"), t("Search"))  # fmt: skip
    return [
        _entry("opens-prompt", "queue page", queue, [
            (t("RemoveFromQueue"), False, [])]),
        _entry("reversible", "queue grab", queue, [
            (t("Grab"), False, [api("POST", f"/queue/grab/{QUEUE}")])]),
        _entry("delete", "remove queue item", remove_one, [
            (t("Remove"), True, [api("DELETE", f"/queue/{QUEUE}?{query}")]),
            (t("Close"), False, [])]),
        _entry("reversible", "history details", history, [
            (t("MarkAsFailed"), False, [api("POST", f"/history/failed/{HISTORY}")]),
            (t("Close"), False, [])]),
        _entry("opens-prompt", "blocklist page", blocklist, [
            (t("Clear"), False, [])]),
        _entry("delete", "blocklist row", blocklist, [
            (t("RemoveFromBlocklist"), True, [api("DELETE", f"/blocklist/{BLOCKLIST}")])]),
        _entry("delete", "clear blocklist", confirm(
            t, blocklist_t, t("ClearBlocklist"), t("ClearBlocklistMessageText"), t("Clear")), [
            (t("Clear"), True, [command(name="ClearBlocklist")]), ("Cancel", False, [])]),
        _entry("reversible", "missing page", missing, [
            (t("SearchSelected"), False, [command(name="EpisodeSearch",
                                                  episodeIds=[EPISODE, EPISODE2])]),
            (t("UnmonitorSelected"), False, [api("PUT", "/episode/monitor", {
                "episodeIds": [EPISODE, EPISODE2], "monitored": False})])]),
        _entry("reversible", "search all missing", search_all, [
            (t("Search"), False, [command(name="MissingEpisodeSearch")]),
            ("Cancel", False, [])]),
    ]  # fmt: skip


def system_screens(t: Any) -> list[dict[str, Any]]:
    """Backups, their deletion and restoring, the logs and log files, updates."""
    backups_t = title(t("Backups"))
    backups = {"title": backups_t, "items": [
        {"button": t("BackupNow")}, {"button": t("RestoreBackup")},
        {"icon": t("Scheduled")}, {"link": BACKUP_NAME}, {"text": "2026-06-20"},
        {"icon": t("RestoreBackup")}, {"icon": t("DeleteBackup")}]}  # fmt: skip
    # RestoreBackupModalContent's header is written in English; its three steps (Restore,
    # Restart, Reload) are left out, as they repeat the button's word.
    restore = modal(backups_t, "Restore Backup", [
        {"text": t("WouldYouLikeToRestoreBackup", name=BACKUP_NAME)},
        {"text": t("RestartReloadNote")},
        {"button": t("Cancel")}, {"button": t("Restore")}])  # fmt: skip
    logs = {"title": title(t("Logs")), "items": [
        {"button": t("Refresh")}, {"button": t("Clear")}, {"button": t("Options")},
        {"text": "Info"}, {"text": "RssSyncService"}, {"text": "RSS Sync Completed."}]}  # fmt: skip
    updates = {"title": title(t("Updates")), "items": [
        {"button": t("InstallLatest")}, {"text": "4.0.16.2850"}, {"text": t("New")},
        {"text": "4.0.15.2801"}, {"text": t("CurrentlyInstalled")}]}  # fmt: skip
    return [
        _entry("reversible", "backups page", backups, [
            (t("BackupNow"), False, [command(name="Backup")])]),
        _entry("delete", "delete backup", confirm(
            t, backups_t, t("DeleteBackup"), t("DeleteBackupMessageText", name=BACKUP_NAME),
            t("Delete")), [
            (t("Delete"), True, [api("DELETE", f"/system/backup/{BACKUP}")]),
            ("Cancel", False, [])]),
        _entry("overwrite", "restore backup", restore, [
            (t("Restore"), True, [api("POST", f"/system/backup/restore/{BACKUP}")]),
            (t("Cancel"), False, [])]),
        _entry("delete", "logs page", logs, [
            (t("Clear"), True, [command(name="ClearLog")])]),
        _entry("install", "updates page", updates, [
            (t("InstallLatest"), True, [command(name="ApplicationUpdate")])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The API key's reset, the quality definitions' reset, a tag's deletion, the deletion of
    an indexer (one and several), a download client, a connection and a list exclusion, and
    the login page."""
    general_t = title(t("GeneralSettings"))
    quality_t = title(t("QualitySettings"))
    tags_t = title(t("Tags"))
    indexers_t = title(t("IndexerSettings"))
    login = {"title": "Login - Sonarr", "items": [
        {"text": "SIGN IN TO CONTINUE"},
        {"field": "username", "hint": "Username", "text": USERNAME},
        {"field": "password", "hint": "Password", "text": PASSWORD},
        {"switch": "Remember Me", "checked": True},
        {"link": "Forgot your password?"}, {"button": "Login"}]}  # fmt: skip
    login_body = f"username={USERNAME}&password={PASSWORD}&rememberMe=on"
    return [
        _entry("revoke", "reset api key", confirm(
            t, general_t, t("ResetAPIKey"), t("ResetAPIKeyMessageText"), t("Reset")), [
            (t("Reset"), True, [command(name="ResetApiKey")]), ("Cancel", False, [])]),
        _entry("reset", "reset quality definitions", confirm(
            t, quality_t, t("ResetQualityDefinitions"), t("ResetQualityDefinitionsMessageText"),
            t("Reset")), [
            (t("Reset"), True, [command(name="ResetQualityDefinitions", resetTitles=True)]),
            ("Cancel", False, [])]),
        _entry("reversible", "delete tag", confirm(
            t, tags_t, t("DeleteTag"), t("DeleteTagMessageText", label=TAG_LABEL), t("Delete")), [
            (t("Delete"), False, [api("DELETE", f"/tag/{TAG}")]), ("Cancel", False, [])]),
        _entry("delete", "delete indexer", confirm(
            t, indexers_t, t("DeleteIndexer"), t("DeleteIndexerMessageText", name=INDEXER_NAME),
            t("Delete")), [
            (t("Delete"), True, [api("DELETE", f"/indexer/{INDEXER}")]),
            ("Cancel", False, [])]),
        _entry("delete", "delete download client", confirm(
            t, title(t("DownloadClientSettings")), t("DeleteDownloadClient"),
            t("DeleteDownloadClientMessageText", name=CLIENT_NAME), t("Delete")), [
            (t("Delete"), True, [api("DELETE", f"/downloadclient/{CLIENT}")]),
            ("Cancel", False, [])]),
        _entry("reversible", "delete list exclusion", confirm(
            t, title(t("ImportListSettings")), t("DeleteImportListExclusion"),
            t("DeleteImportListExclusionMessageText"), t("Delete")), [
            (t("Delete"), False, [api("DELETE", f"/importlistexclusion/{EXCLUSION}")]),
            ("Cancel", False, [])]),
        _entry("reversible", "login page", login, [
            ("Login", False, [{"request": "POST /login", "body": login_body, "via": "form"}]),
            ("Forgot your password?", False, [page("https://wiki.servarr.com/sonarr/faq")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*series_screens(t), *activity_screens(t), *system_screens(t),
            *settings_screens(t)]  # fmt: skip
