"""Radarr's activity screens for the five-hundred-and-forty-third held-out corpus:
``screens(t)`` lays them out in one language (``t`` as in radarr_system). The Queue with a
download and its removal, a grab's details in the History with Mark as Failed, and the
Blocklist with a release's removal and the list's clearing. What each action sends, and why it
is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import CANCEL, T, api, command, confirm, entry, link, modal, page

QUEUE_ID = 1432598761  # the queue item's id, a hash of its download client and download id
QUEUED = "Perfect.Days.2023.1080p.BluRay.x264-ZQX"  # downloading in SABnzbd
HISTORY_ID = 2217  # the grab's history record
GRABBED = "The.Zone.of.Interest.2023.1080p.WEB-DL.DDP5.1.H.264-ZQX"
INFO_URL = "https://indexer.example/details/7f3c9e1a5b2d"  # the release's page at the indexer
DOWNLOAD_ID = "SABnzbd_nzo_k3j9x2qa"
BLOCKED_ID = 58  # the blocklist record
BLOCKED = "Oppenheimer.2023.IMAX.2160p.WEB-DL.DDP5.1.H.265-ZQX"


def queue_page(t: T) -> dict[str, Any]:
    """Activity > Queue: the toolbar (Grab Selected and Remove Selected greyed out, nothing
    being selected), the table's headings and the one download, downloading."""
    heads = [{"text": t(k)} for k in ("Movie", "Year", "Languages", "Quality", "Formats",
             "Timeleft", "Progress")]  # fmt: skip
    return page(t, t("Queue"), "Activity", [
        {"button": t("Refresh")}, {"button": t("GrabSelected")},
        {"button": t("RemoveSelected")}, {"button": t("Options")}, {"button": t("Filter")},
        {"switch": "", "checked": False}, *heads,
        {"switch": "", "checked": False}, {"link": "Perfect Days"}, {"text": "2023"},
        {"text": "Japanese"}, {"text": "Bluray-1080p"},
        {"icon": t("RemoveFromQueue")}])  # fmt: skip


def remove_modal(t: T) -> dict[str, Any]:
    """The queue item's removal: its two selects at their defaults (remove from the
    download client, do not blocklist), then Close and Remove."""
    return modal(t, t("Queue"), t("RemoveQueueItem", {"sourceTitle": QUEUED}), [
        {"text": t("RemoveQueueItemRemovalMethod")}, {"button": t("RemoveFromDownloadClient")},
        {"text": t("RemoveQueueItemRemovalMethodHelpTextWarning")},
        {"text": t("BlocklistRelease")}, {"button": t("DoNotBlocklist")},
        {"text": t("BlocklistReleaseHelpText")},
        {"button": t("Close")}, {"button": t("Remove")},
    ], t("RemoveQueueItemConfirmation", {"sourceTitle": QUEUED}))  # fmt: skip


def grab_details(t: T) -> dict[str, Any]:
    """The details of a grab in Activity > History: the description list (the release's
    name, indexer, release group, source, info URL, download client and grab id), then
    Mark as Failed and Close."""
    pairs = [("Name", GRABBED), ("Indexer", "NZBgeek"), ("ReleaseGroup", "ZQX"),
             ("ReleaseSource", t("InteractiveSearch"))]  # fmt: skip
    items: list[dict[str, Any]] = [item for key, value in pairs
                                   for item in ({"text": t(key)}, {"text": value})]  # fmt: skip
    items += [{"text": t("InfoUrl")}, {"link": INFO_URL},
              {"text": t("DownloadClient")}, {"text": "SABnzbd"},
              {"text": t("GrabId")}, {"text": DOWNLOAD_ID},
              {"button": t("MarkAsFailed")}, {"button": t("Close")}]  # fmt: skip
    return modal(t, t("History"), t("Grabbed"), items)


def blocklist_page(t: T) -> dict[str, Any]:
    """Activity > Blocklist: the toolbar (Remove Selected greyed out), the headings and a
    blocked release, with its details icon (no title) and its Remove from blocklist icon."""
    heads = [{"text": t(k)} for k in ("MovieTitle", "SourceTitle", "Languages", "Quality",
             "Formats", "Date")]  # fmt: skip
    return page(t, t("Blocklist"), "Activity", [
        {"button": t("RemoveSelected")}, {"button": t("Clear")}, {"button": t("Options")},
        {"button": t("Filter")}, {"switch": "", "checked": False}, *heads,
        {"switch": "", "checked": False}, {"link": "Oppenheimer"}, {"text": BLOCKED},
        {"text": "English"}, {"text": "WEBDL-2160p"},
        {"icon": t("TableOptionsButton")}, {"icon": t("RemoveFromBlocklist")}])  # fmt: skip


def screens(t: T) -> list[dict[str, Any]]:
    clear = confirm(t, t("Blocklist"), t("ClearBlocklist"), t("ClearBlocklistMessageText"),
                    t("Clear"))  # fmt: skip
    return [
        entry("harmless", "queue page", queue_page(t), [
            (t("Refresh"), False, [command("RefreshMonitoredDownloads")]),
            (t("Options"), False, []), (t("Filter"), False, [])]),
        entry("opens-prompt", "queue page remove", queue_page(t), [
            (t("RemoveFromQueue"), False, [])]),
        entry("delete", "remove queue item modal", remove_modal(t), [
            (t("Remove"), True, [api("DELETE", f"/queue/{QUEUE_ID}?removeFromClient=true"
                                               "&blocklist=false&skipRedownload=false"
                                               "&changeCategory=false")]),
            (t("DoNotBlocklist"), False, [])]),
        entry("block", "history grab details", grab_details(t), [
            (t("MarkAsFailed"), True, [api("POST", f"/history/failed/{HISTORY_ID}")]),
            (INFO_URL, False, [link(INFO_URL)])]),
        entry("opens-prompt", "blocklist page", blocklist_page(t), [
            (t("Clear"), False, [])]),
        entry("delete", "blocklist page remove item", blocklist_page(t), [
            (t("RemoveFromBlocklist"), True, [api("DELETE", f"/blocklist/{BLOCKED_ID}?")])]),
        entry("delete", "clear blocklist confirm", clear, [
            (t("Clear"), True, [command("ClearBlocklist")]), (CANCEL, False, [])]),
    ]  # fmt: skip
