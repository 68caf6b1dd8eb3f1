"""Prowlarr's screens for the two-hundred-and-thirty-sixth held-out corpus: ``screens(t)`` lays
them out in one language, ``t(key, **tokens)`` being that language's ``translate()`` of a key
of the app's ``src/NzbDrone.Core/Localization/Core/<lang>.json`` catalogue. What each action
sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
import re
from typing import Any

APP = "Prowlarr"  # window.Prowlarr.instanceName, the default InstanceName
API = "/api/v1"  # window.Prowlarr.apiRoot with an empty URL base
KEY = "5f3c9a1e7b2d4086a1c3e5f7092b4d6e"  # made up; the instance's API key
SERVER = "http://192.168.1.20:9696"  # the address the page is served from
# Made up: the stored password's hash, which GET /config/host returns.
PASSWORD_HASH = "Vb1Jm0a9uQ3tX7cK2nE5wR8yP4sL6dH0gF2jZ9qT1kM="
# Indexers (id, name), applications, download clients and the rest, as the server lists them.
X1337, NYAA, LINUXTRACKER = (3, "1337x"), (4, "Nyaa.si"), (5, "LinuxTracker")
SONARR, RADARR = (1, "Sonarr"), (2, "Radarr")
QBIT, TRANSMISSION = (1, "qBittorrent"), (2, "Transmission")
DISCORD = (1, "Discord")
TAG_ANIME, TAG_OLD = (4, "anime"), (6, "old-tracker")
BACKUP = (7, "prowlarr_backup_v2.3.6.5206_2026.04.05_03.00.00.zip")
QUEUED_COMMAND = 41
QUERY, FOUND = "ubuntu 24.04", 24
Act = tuple[str, bool, list[Any]]


def api(method: str, path: str, data: Any = None) -> Any:
    """createAjaxRequest's XMLHttpRequest to the API (same origin, so a path); a body is
    JSON.stringify's."""
    if data is None:
        return f"{method} {API}{path}"
    return {"request": f"{method} {API}{path}",
            "body": json.dumps(data, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def command(name: str, **args: Any) -> Any:
    """executeCommand(): the command's name and arguments posted to ``/command``."""
    return api("POST", "/command", {"name": name, **args})


def link(path: str) -> dict[str, str]:
    """A page load: an ``<a href>`` (a new tab where the address is absolute)."""
    return {"request": f"GET {path}", "via": "link"}


RESTART = [api("POST", "/system/restart"), api("GET", "/system/status")]  # then pingServer()


def normalize_title(title: str) -> str:
    """The server's ``NormalizeTitle()``, which gives a release its ``sortTitle``."""
    title = re.sub(r"(\s|\.|,|_|-|=|'|\|)+", " ", title)
    title = re.sub(r"[^\w\s]", "", title)
    title = re.sub(r"\b(a|an|the|and|or|of)\b\s?", "", title, flags=re.IGNORECASE)
    title = re.sub(r"\s{2,}", " ", title)
    return title.strip().lower()


def download_link(indexer: int, token: str, title: str) -> str:
    """A release's download link as the server rewrites it, to its own proxy."""
    return f"{SERVER}/{indexer}/download?apikey={KEY}&link={token}&file={title.replace(' ', '+')}"


R1 = {"guid": "https://1337x.to/torrent/6123457/Ubuntu-24-04-2-LTS-Desktop-amd64/", "age": 12,
      "ageHours": 290.5, "ageMinutes": 17430.25, "size": 6203355136, "files": 1, "grabs": 3571,
      "indexerId": X1337[0], "indexer": X1337[1], "title": "Ubuntu 24.04.2 LTS Desktop amd64",
      "publishDate": "2026-03-24T06:04:00Z", "token": "Q2ZESjhKZ0x4bVF3cDlUazJz",
      "magnet": "Q2ZESjhKZ0x4bVF3cDlUazJt", "infoHash": "a1b2c3d4e5f60718293a4b5c6d7e8f9012345678",
      "seeders": 152, "leechers": 8, "category": (4000, "PC")}  # fmt: skip
R2 = {"guid": "https://linuxtracker.org/index.php?page=torrent-details&id=b7e1c2d3", "age": 20,
      "ageHours": 482.75, "ageMinutes": 28965.5, "size": 663748608, "files": 1, "grabs": 912,
      "indexerId": LINUXTRACKER[0], "indexer": LINUXTRACKER[1],
      "title": "Debian 12.10.0 amd64 netinst", "publishDate": "2026-03-16T05:49:00Z",
      "token": "Q2ZESjhMcjV0Wm5YeTNHYjFh", "magnet": None,
      "infoHash": "0f1e2d3c4b5a69788796a5b4c3d2e1f001234567", "seeders": 64, "leechers": 2,
      "category": (4000, "PC")}  # fmt: skip


def release(r: dict[str, Any]) -> dict[str, Any]:
    """A search result as GET /search returns it (ReleaseResource's properties in order, the
    null ones left out), which Grab Release(s) posts back whole."""
    cat_id, cat_name = r["category"]
    item: dict[str, Any] = {
        "guid": r["guid"], "age": r["age"], "ageHours": r["ageHours"],
        "ageMinutes": r["ageMinutes"], "size": r["size"], "files": r["files"],
        "grabs": r["grabs"], "indexerId": r["indexerId"], "indexer": r["indexer"],
        "title": r["title"], "sortTitle": normalize_title(r["title"]), "imdbId": 0,
        "tmdbId": 0, "tvdbId": 0, "tvMazeId": 0, "publishDate": r["publishDate"],
        "commentUrl": r["guid"],
        "downloadUrl": download_link(r["indexerId"], r["token"], r["title"]),
        "infoUrl": r["guid"], "indexerFlags": [],
        "categories": [{"id": cat_id, "name": cat_name, "subCategories": []}]}  # fmt: skip
    if r["magnet"]:
        item["magnetUrl"] = download_link(r["indexerId"], r["magnet"], r["title"])
    item.update({"infoHash": r["infoHash"], "seeders": r["seeders"], "leechers": r["leechers"],
                 "protocol": "torrent", "fileName": f"{r['title']}.torrent"})  # fmt: skip
    return item


def host_config(port: int) -> dict[str, Any]:
    """GET /config/host's answer (HostConfigResource's properties in order, id last) with the
    page's pending change merged in, as createSaveHandler puts it."""
    return {
        "bindAddress": "*", "port": port, "sslPort": 6969, "enableSsl": False,
        "launchBrowser": True, "authenticationMethod": "forms",
        "authenticationRequired": "enabled", "analyticsEnabled": True, "username": "admin",
        "password": PASSWORD_HASH, "passwordConfirmation": "", "logLevel": "debug",
        "logSizeLimit": 1, "consoleLogLevel": "", "branch": "master", "apiKey": KEY,
        "sslCertPath": "", "sslCertPassword": "", "urlBase": "", "instanceName": APP,
        "applicationUrl": "", "updateAutomatically": False, "updateMechanism": "builtIn",
        "updateScriptPath": "", "proxyEnabled": False, "proxyType": "http",
        "proxyHostname": "", "proxyPort": 8080, "proxyUsername": "", "proxyPassword": "",
        "proxyBypassFilter": "", "proxyBypassLocalAddresses": True,
        "certificateValidation": "enabled", "backupFolder": "Backups", "backupInterval": 7,
        "backupRetention": 28, "historyCleanupDays": 30, "trustCgnatIpAddresses": False,
        "id": 1}  # fmt: skip


def sonarr(sync_level: str) -> dict[str, Any]:
    """The Sonarr application as GET /applications lists it, its fields as getProviderState
    sends them (name and value only; the API key as the server masks it)."""
    fields = [("prowlarrUrl", SERVER), ("baseUrl", "http://192.168.1.20:8989"),
              ("apiKey", "********"), ("syncCategories", [5000, 5010, 5020, 5030, 5040, 5045,
                                                          5050, 5090]),
              ("animeSyncCategories", [5070]), ("syncAnimeStandardFormatSearch", True),
              ("syncRejectBlocklistedTorrentHashesWhileGrabbing", False)]  # fmt: skip
    return {"syncLevel": sync_level, "enable": True, "name": SONARR[1],
            "fields": [{"name": n, "value": v} for n, v in fields],
            "implementationName": "Sonarr", "implementation": "Sonarr",
            "configContract": "SonarrSettings",
            "infoLink": "https://wiki.servarr.com/prowlarr/supported#sonarr", "tags": [],
            "id": SONARR[0]}  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"prowlarr {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(t: Any, title: str, heading: str, message: str, ok: str,
            cancel: str = "Cancel") -> dict[str, Any]:  # fmt: skip
    """ConfirmModal over its page: the heading, the message, then the cancel button (its
    default label is the English word ``Cancel``, untranslated) and the confirm button."""
    return {"title": title, "dialog": {"title": heading, "message": message},
            "items": [{"button": cancel}, {"button": ok}]}  # fmt: skip


def modal(title: str, heading: str, items: list[dict[str, Any]],
          message: str | None = None) -> dict[str, Any]:  # fmt: skip
    """A ModalContent over its page, headed by its ModalHeader."""
    dialog = {"title": heading} if message is None else {"title": heading, "message": message}
    return {"title": title, "dialog": dialog, "items": items}


def page_title(t: Any, key: str) -> str:
    """PageContent's document title."""
    return f"{t(key)} - {APP}"


def indexer_screens(t: Any) -> list[dict[str, Any]]:
    """The header's menu, the indexers page, a row of it, the edit modal, the delete modal,
    select mode and its delete, edit and tags modals."""
    title = page_title(t, "Indexers")
    menu = {"title": title, "items": [
        {"menu": t("KeyboardShortcuts")}, {"menu": t("Restart")}, {"menu": t("Shutdown")},
        {"menu": t("Logout")}]}  # fmt: skip
    names = [X1337[1], LINUXTRACKER[1], "NZBgeek", NYAA[1]]
    toolbar = {"title": title, "items": [
        {"button": t("AddIndexer")}, {"button": t("SyncAppIndexers")},
        {"button": t("TestAllIndexers")}, {"button": t("SelectIndexers")},
        {"button": t("Options")}, *({"link": name} for name in names)]}  # fmt: skip
    row = {"title": title, "items": [
        {"link": X1337[1]}, {"text": t("Public")}, {"icon": t("RssFeed")},
        {"icon": t("Website")}, {"icon": t("EditIndexer")}]}  # fmt: skip
    edit = modal(title, t("EditIndexerImplementation", implementationName=X1337[1]), [
        {"field": "name", "hint": t("Name"), "text": X1337[1]},
        {"switch": t("Enable"), "checked": True}, {"switch": t("Redirect"), "checked": False},
        {"field": "appProfileId", "hint": t("SyncProfile"), "text": "Standard"},
        {"field": "priority", "hint": t("IndexerPriority"), "text": "25"},
        {"field": "tags", "hint": t("Tags"), "text": ""},
        {"button": t("Delete")}, {"icon": t("AdvancedSettingsHiddenClickToShow")},
        {"button": t("Test")}, {"button": t("Cancel")}, {"button": t("Save")}])  # fmt: skip
    delete = modal(title, f"{t('Delete')} - {X1337[1]}", [
        {"button": t("Close")}, {"button": t("Delete")}],
        t("AreYouSureYouWantToDeleteIndexer", name=X1337[1]))  # fmt: skip
    selected = t("CountIndexersSelected", count=2)
    select = {"title": title, "items": [
        {"button": t("AddIndexer")}, {"button": t("SyncAppIndexers")},
        {"button": t("TestAllIndexers")}, {"button": t("StopSelecting")},
        {"button": t("SelectAll")}, {"button": t("Options")},
        *({"link": name} for name in names),
        {"button": t("Edit")}, {"button": t("SetTags")}, {"button": t("Delete")},
        {"text": selected}]}  # fmt: skip
    bulk_delete = modal(title, t("DeleteSelectedIndexers"), [
        {"text": X1337[1]}, {"text": NYAA[1]},
        {"button": t("Cancel")}, {"button": t("Delete")}],
        t("DeleteSelectedIndexersMessageText", count=2))  # fmt: skip
    bulk_edit = modal(title, t("EditSelectedIndexers"), [
        {"field": "enable", "hint": t("Enable"), "text": t("Disabled")},
        {"field": "appProfileId", "hint": t("SyncProfile"), "text": t("NoChange")},
        {"field": "priority", "hint": t("IndexerPriority"), "text": ""},
        {"text": selected}, {"button": t("Cancel")}, {"button": t("ApplyChanges")}])  # fmt: skip
    tags = modal(title, t("Tags"), [
        {"field": "tags", "hint": t("Tags"), "text": TAG_ANIME[1]},
        {"field": "applyTags", "hint": t("ApplyTags"), "text": t("Add")},
        {"text": t("Result")}, {"button": t("Cancel")}, {"button": t("Apply")}])  # fmt: skip
    ids = [X1337[0], NYAA[0]]
    rss = f"/{X1337[0]}/api?apikey={KEY}&extended=1&t=search"
    return [
        _entry("reversible", "header menu", menu, [
            (t("Restart"), False, RESTART), (t("Logout"), False, [link("/logout")])]),
        _entry("shutdown", "header menu shutdown", menu, [
            (t("Shutdown"), True, [api("POST", "/system/shutdown")])]),
        _entry("reversible", "indexers toolbar", toolbar, [
            (t("SyncAppIndexers"), False, [command("ApplicationIndexerSync", forceSync=True)]),
            (t("TestAllIndexers"), False, [api("POST", "/indexer/testall")])]),
        _entry("opens-prompt", "indexer row", row, [
            (t("EditIndexer"), False, [api("GET", "/downloadclient")]),
            (t("RssFeed"), False, [link(rss)])]),
        _entry("opens-prompt", "edit indexer modal", edit, [(t("Delete"), False, [])]),
        _entry("delete", "delete indexer modal", delete, [
            (t("Delete"), True, [api("DELETE", f"/indexer/{X1337[0]}?")]),
            (t("Close"), False, [])]),
        _entry("opens-prompt", "indexers select mode", select, [
            (t("Delete"), False, []), (t("SetTags"), False, [])]),
        _entry("delete", "delete selected indexers", bulk_delete, [
            (t("Delete"), True, [api("DELETE", "/indexer/bulk", {"ids": ids})]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "edit selected indexers", bulk_edit, [
            (t("ApplyChanges"), False, [api("PUT", "/indexer/bulk",
                                             {"enable": False, "ids": ids})])]),
        _entry("reversible", "tags of selected indexers", tags, [
            (t("Apply"), False, [api("PUT", "/indexer/bulk", {
                "ids": ids, "tags": [TAG_ANIME[0]], "applyTags": "add"})])]),
    ]  # fmt: skip


def search_screens(t: Any) -> list[dict[str, Any]]:
    """The search page before a search, a result's row, its override-and-grab modal, two
    results selected; the history page and its clear confirmation."""
    title = page_title(t, "Search")
    footer = {"title": title, "items": [
        {"text": t("Query")}, {"field": "searchQuery", "hint": "", "text": QUERY},
        {"icon": t("ClickToChangeQueryOptions")}, {"text": t("Indexers")},
        {"text": t("Categories")}, {"text": t("SearchAllIndexers")},
        {"button": t("Search")}]}  # fmt: skip
    row = {"title": title, "items": [
        {"link": R1["title"]}, {"text": R1["indexer"]}, {"text": "5.8 GiB"},
        {"icon": t("AddToDownloadClient")}, {"icon": t("OverrideAndAddToDownloadClient")},
        {"icon": t("Save")}, {"icon": t("Open")},
        {"text": t("FoundCountReleases", itemCount=FOUND)},
        {"button": t("GrabReleases")}, {"button": t("More")}]}  # fmt: skip
    grab = modal(title, t("OverrideGrabModalTitle", title=R1["title"]), [
        {"text": t("DownloadClient")}, {"link": QBIT[1]},
        {"button": t("Cancel")}, {"button": t("GrabRelease")}])  # fmt: skip
    selected = {"title": title, "items": [
        {"link": R1["title"]}, {"link": R2["title"]},
        {"text": t("SelectedCountOfCountReleases", selectedCount=2, itemCount=FOUND)},
        {"button": t("GrabReleases")}, {"button": t("More")}]}  # fmt: skip
    history_t = page_title(t, "History")
    history = {"title": history_t, "items": [
        {"button": t("Refresh")}, {"button": t("Clear")}, {"button": t("Options")},
        {"text": R1["title"]}, {"text": R1["indexer"]}]}  # fmt: skip

    def search(offset: int) -> str:
        query = QUERY.replace(" ", "+")
        return api("GET", f"/search?query={query}&type=search&limit=100&offset={offset}")

    save = f"GET {download_link(R1['indexerId'], R1['token'], R1['title'])[len(SERVER) :]}"
    return [
        _entry("harmless", "search page", footer, [(t("Search"), False, [search(0)])]),
        _entry("send", "search result grab", row, [
            (t("AddToDownloadClient"), True, [api("POST", "/search", {
                "guid": R1["guid"], "indexerId": R1["indexerId"]})])]),
        _entry("harmless", "search result save", row, [(t("Save"), False, [save])]),
        _entry("send", "override and grab modal", grab, [
            (t("GrabRelease"), True, [api("POST", "/search", {
                "indexerId": R1["indexerId"], "guid": R1["guid"],
                "downloadClientId": QBIT[0]})]),
            (t("Cancel"), False, [])]),
        _entry("send", "search results selected", selected, [
            (t("GrabReleases"), True, [api("POST", "/search/bulk",
                                           [release(R1), release(R2)])]),
            (t("More"), False, [search(100)])]),
        _entry("opens-prompt", "history page", history, [(t("Clear"), False, [])]),
        _entry("delete", "clear history confirm", confirm(
            t, history_t, t("ClearHistory"), t("ClearHistoryMessageText"), t("Delete")), [
            (t("Delete"), True, [command("ClearHistory")]), ("Cancel", False, [])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The applications page, an application's edit modal and the confirmations of its
    delete and of the bulk delete; the confirmations of a download client's, a
    notification's and a tag's delete; the general settings with a changed port, the restart
    and API key confirmations and the unsaved-changes modal."""
    apps_t = page_title(t, "Applications")
    apps = {"title": apps_t, "items": [
        {"button": t("ShowAdvanced")}, {"button": t("SyncAppIndexers")},
        {"button": t("TestAllApps")}, {"button": t("ManageApplications")},
        {"text": t("Applications")}, {"row": SONARR[1]}, {"text": t("FullSync")},
        {"icon": t("GoToApplication")}, {"row": RADARR[1]}, {"text": t("FullSync")},
        {"icon": t("GoToApplication")}]}  # fmt: skip
    edit = modal(apps_t, t("EditApplicationImplementation", implementationName="Sonarr"), [
        {"field": "name", "hint": t("Name"), "text": SONARR[1]},
        {"field": "syncLevel", "hint": t("SyncLevel"), "text": t("AddRemoveOnly")},
        {"field": "tags", "hint": t("Tags"), "text": ""},
        {"field": "prowlarrUrl", "hint": "Prowlarr Server", "text": SERVER},
        {"field": "baseUrl", "hint": "Sonarr Server", "text": "http://192.168.1.20:8989"},
        {"field": "apiKey", "hint": "API Key", "text": "********"},
        {"button": t("Delete")}, {"icon": t("AdvancedSettingsHiddenClickToShow")},
        {"button": t("Test")}, {"button": t("Cancel")}, {"button": t("Save")}])  # fmt: skip
    clients_t = page_title(t, "DownloadClientSettings")
    connect_t = page_title(t, "ConnectSettings")
    tags_t = page_title(t, "Tags")
    general_t = page_title(t, "GeneralSettings")
    general = {"title": general_t, "items": [
        {"button": t("ShowAdvanced")}, {"button": t("SaveChanges")}, {"text": t("Host")},
        {"field": "port", "hint": t("PortNumber"), "text": "9797"},
        {"field": "urlBase", "hint": t("URLBase"), "text": ""},
        {"field": "instanceName", "hint": t("InstanceName"), "text": APP},
        {"text": t("Security")},
        {"field": "authenticationMethod", "hint": t("Authentication"), "text": t("AuthForm")},
        {"field": "apiKey", "hint": t("ApiKey"), "text": KEY}]}  # fmt: skip
    # GeneralSettings writes this message in English, not through translate().
    restart_note = f"{APP} requires a restart to apply changes, do you want to restart now?"
    pending = modal(general_t, t("UnsavedChanges"), [
        {"button": t("PendingChangesStayReview")},
        {"button": t("PendingChangesDiscardChanges")}], t("PendingChangesMessage"))  # fmt: skip

    def delete(title: str, heading: str, message: str) -> dict[str, Any]:
        return confirm(t, title, t(heading), message, t("Delete"))

    return [
        _entry("reversible", "applications page", apps, [
            (t("TestAllApps"), False, [api("POST", "/applications/testall")])]),
        _entry("reversible", "edit application modal", edit, [
            (t("Save"), False, [api("PUT", f"/applications/{SONARR[0]}?", sonarr("addOnly"))]),
            (t("Delete"), False, [])]),
        _entry("delete", "delete application confirm", delete(
            apps_t, "DeleteApplication", t("DeleteApplicationMessageText", name=SONARR[1])), [
            (t("Delete"), True, [api("DELETE", f"/applications/{SONARR[0]}?")]),
            ("Cancel", False, [])]),
        _entry("delete", "delete selected applications confirm", delete(
            apps_t, "DeleteSelectedApplications",
            t("DeleteSelectedApplicationsMessageText", count=2)), [
            (t("Delete"), True, [api("DELETE", "/applications/bulk",
                                     {"ids": [SONARR[0], RADARR[0]]})]),
            ("Cancel", False, [])]),
        _entry("delete", "delete download client confirm", delete(
            clients_t, "DeleteDownloadClient",
            t("DeleteDownloadClientMessageText", name=TRANSMISSION[1])), [
            (t("Delete"), True, [api("DELETE", f"/downloadclient/{TRANSMISSION[0]}?")]),
            ("Cancel", False, [])]),
        _entry("delete", "delete notification confirm", delete(
            connect_t, "DeleteNotification",
            t("DeleteNotificationMessageText", name=DISCORD[1])), [
            (t("Delete"), True, [api("DELETE", f"/notification/{DISCORD[0]}?")]),
            ("Cancel", False, [])]),
        _entry("reversible", "delete tag confirm", delete(
            tags_t, "DeleteTag", t("DeleteTagMessageText", label=TAG_OLD[1])), [
            (t("Delete"), False, [api("DELETE", f"/tag/{TAG_OLD[0]}?")]),
            ("Cancel", False, [])]),
        _entry("reversible", "general settings", general, [
            (t("SaveChanges"), False, [api("PUT", "/config/host", host_config(9797))])]),
        _entry("reversible", "restart required confirm", confirm(
            t, general_t, t("RestartProwlarr"), restart_note, t("RestartNow"),
            t("IllRestartLater")), [(t("RestartNow"), False, RESTART)]),
        _entry("revoke", "reset api key confirm", confirm(
            t, general_t, t("ResetAPIKey"), t("ResetAPIKeyMessageText"), t("Reset")), [
            (t("Reset"), True, [command("ResetApiKey")]), ("Cancel", False, [])]),
        _entry("reversible", "unsaved changes modal", pending, [
            (t("PendingChangesDiscardChanges"), False, [
                api("GET", "/indexer"), api("GET", "/indexerStatus")]),
            (t("PendingChangesStayReview"), False, [])]),
    ]  # fmt: skip


def system_screens(t: Any) -> list[dict[str, Any]]:
    """The backups page, a backup's delete and restore, the events log, the log files, the
    major update's confirmation, a queued task's cancel, the login page."""
    backups_t = page_title(t, "Backups")
    backups = {"title": backups_t, "items": [
        {"button": t("BackupNow")}, {"button": t("RestoreBackup")},
        {"icon": t("Scheduled")}, {"link": BACKUP[1]},
        {"icon": t("RestoreBackup")}, {"icon": t("DeleteBackup")}]}  # fmt: skip
    # The modal's heading is written in English in RestoreBackupModalContent; its three
    # steps (Restore, Restart, Reload) are left out, the first being the button's word.
    restore = modal(backups_t, "Restore Backup", [
        {"text": t("RestartReloadNote")}, {"button": t("Cancel")}, {"button": t("Restore")}],
        t("WouldYouLikeToRestoreBackup", name=BACKUP[1]))  # fmt: skip
    events_t = page_title(t, "Logs")
    events = {"title": events_t, "items": [
        {"button": t("Refresh")}, {"button": t("Clear")}, {"button": t("Options")},
        {"text": "ApplicationService"},
        {"text": "Sonarr (Sonarr) Indexer 1337x synced"}]}  # fmt: skip
    files_t = page_title(t, "LogFiles")
    files = {"title": files_t, "items": [
        {"button": t("LogFiles")}, {"button": t("Refresh")}, {"button": t("Delete")},
        {"text": t("LogFilesLocation", location="/config/logs")},
        {"text": "prowlarr.txt"}, {"link": t("Download")},
        {"text": "prowlarr.0.txt"}, {"link": t("Download")}]}  # fmt: skip
    updates_t = page_title(t, "Updates")
    more = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", t(
        "InstallMajorVersionUpdateMessageLink", domain="prowlarr.com",
        url="https://prowlarr.com/#downloads"))  # fmt: skip
    update = confirm(
        t,
        updates_t,
        t("InstallMajorVersionUpdate"),
        f"{t('InstallMajorVersionUpdateMessage')} {more}",
        t("Install"),
    )
    tasks_t = page_title(t, "Tasks")
    task = confirm(t, tasks_t, t("Cancel"), t("CancelPendingTask"), t("YesCancel"), t("NoLeaveIt"))
    login = {"title": f"Login - {APP}", "items": [  # login.html is in English only
        {"text": "SIGN IN TO CONTINUE"},
        {"field": "username", "hint": "Username", "text": "admin"},
        {"field": "password", "hint": "Password", "text": "correct-horse-battery"},
        {"switch": "Remember Me", "checked": True}, {"link": "Forgot your password?"},
        {"button": "Login"}]}  # fmt: skip
    backup_id, backup_name = BACKUP
    return [
        _entry("reversible", "backups page", backups, [
            (t("BackupNow"), False, [command("Backup")]), (t("DeleteBackup"), False, [])]),
        _entry("delete", "delete backup confirm", confirm(
            t, backups_t, t("DeleteBackup"), t("DeleteBackupMessageText", name=backup_name),
            t("Delete")), [
            (t("Delete"), True, [api("DELETE", f"/system/backup/{backup_id}?")]),
            ("Cancel", False, [])]),
        _entry("overwrite", "restore backup modal", restore, [
            (t("Restore"), True, [
                api("POST", f"/system/backup/restore/{backup_id}", {"id": backup_id}),
                *RESTART]),
            (t("Cancel"), False, [])]),
        _entry("delete", "events page", events, [
            (t("Clear"), True, [command("ClearLog")]),
            (t("Refresh"), False, [api(
                "GET", "/log?page=1&pageSize=50&sortDirection=descending&sortKey=time")])]),
        _entry("delete", "log files page", files, [
            (t("Delete"), True, [command("DeleteLogFiles")]),
            (t("Refresh"), False, [api("GET", "/log/file")])]),
        _entry("install", "major update confirm", update, [
            (t("Install"), True, [command("ApplicationUpdate", installMajorUpdate=True)]),
            ("Cancel", False, [])]),
        _entry("reversible", "cancel queued task confirm", task, [
            (t("YesCancel"), False, [api("DELETE", f"/command/{QUEUED_COMMAND}?")]),
            (t("NoLeaveIt"), False, [])]),
        _entry("reversible", "login page", login, [
            ("Login", False, [{"request": "POST /login?ReturnUrl=%2F",
                               "body": "username=admin&password=correct-horse-battery"
                                       "&rememberMe=on", "via": "form"}])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*indexer_screens(t), *search_screens(t), *settings_screens(t), *system_screens(t)]
