"""Namida's settings screens (``com.msob7y.namida``: the settings' list, backing up and
restoring the app's data, removing the listens of one source from the history, and sending the
app's data to the user's other devices on the same network). Device names, addresses, counts
and sizes are the same in every language.

Read from the code (``lib/`` unless named): ``ui/pages/settings_page.dart`` (the settings'
list: "Add Folder", the "Refresh Library" and Sync shortcuts, known by their tooltips, and one
row a section, each opening its page); ``ui/widgets/settings/backup_restore_settings.dart``
("Create Backup", "Restore Backup", which opens a dialog of two rows: Automatic, which at once
restores the newest backup found in the backup folder, and Manual, which opens the system's
file picker; ``getRestoreBackupWidget``); ``controller/backup_controller.dart``
(``restoreBackupOnTap``: the backup's zip is extracted over the app's data folder, its
database, playlists, history, queues and settings, and the settings are read again);
``ui/widgets/settings/advanced_settings.dart`` (the advanced settings' rows; "Remove source
from history" opens a dialog of Local and Youtube, then ``_removeSourceFromHistory``: a row
for each source of the listens, "Remove Duplicates", "Between Dates", Cancel and Remove, which
calls ``removeSourcesTracksFromHistory``); ``ui/pages/sync_manager_page.dart`` and
``controller/sync_manager/`` (the Sync page: the server, the search for devices, the connected
devices with Reconnect or Connect, Disconnect, Block, Sync, Receive and Send, the data to send,
and "Send to All Devices (N)", whose ``_sendToAll`` calls
``SyncSender.sendItemsToAllConnected``: the chosen data goes to every connected device, which
adds it to its own library, ``sync_messages_local.dart``; the "Recent Actions" icon opens the
log of what was sent and received).
"""

from __future__ import annotations

from typing import Any

from screens import on, page, popup

PHONE, TABLET, LAPTOP = "Pixel 8", "Galaxy Tab S9", "ThinkPad X1"
BACKUPS = "/storage/emulated/0/Namida/Backups"


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of Namida's settings, in the language of ``t``."""
    return [*_backup(t), *_history_sources(t), *_sync(t)]


def _backup(t: Any) -> list[dict[str, Any]]:
    sections = ("themeSettings", "indexer", "playbackSetting", "customizations", "youtube",
                "extras", "backupAndRestore", "advancedSettings")  # fmt: skip
    subtitles = ("themeSettingsSubtitle", "indexerSubtitle", "playbackSettingSubtitle",
                 "customizationsSubtitle", "youtubeSettingsSubtitle", "extrasSubtitle",
                 "backupAndRestoreSubtitle", "advancedSettingsSubtitle")  # fmt: skip
    settings = page(t("settings"), [
        {"row": t("addFolder")}, {"icon": t("refreshLibrary")}, {"icon": t("sync")},
        *({"row": t(k), "secondary": t(s)} for k, s in zip(sections, subtitles, strict=True)),
    ])  # fmt: skip
    title = t("backupAndRestore")
    backup = page(title, [
        {"text": title}, {"text": t("backupAndRestoreSubtitle")},
        {"row": t("createBackup")}, {"row": t("restoreBackup")},
        {"row": t("defaultBackupLocation"), "secondary": BACKUPS},
        {"row": t("autoBackupInterval")},
        {"row": t("sync"), "secondary": t("syncAppDataBetweenYourDevices")},
        {"row": t("importYoutubeHistory")}, {"row": t("importLastFmHistory")},
        {"row": t("importSpotifyHistory")},
    ])  # fmt: skip
    choices = (
        {"row": t("automaticBackup"), "secondary": t("automaticBackupSubtitle")},
        {"row": t("manualBackup"), "secondary": t("manualBackupSubtitle")},
    )  # fmt: skip
    return [
        on("harmless", "namida SettingsPage", settings, [(t("backupAndRestore"), False)]),
        on("opens-prompt", "namida BackupAndRestore", backup, [(t("restoreBackup"), False)]),
        popup("overwrite", "namida BackupAndRestore (restore, automatic)", title,
              t("restoreBackup"), None, [], choices, ((t("automaticBackup"), True),)),
        popup("opens-prompt", "namida BackupAndRestore (restore, manual)", title,
              t("restoreBackup"), None, [], choices, ((t("manualBackup"), False),)),
    ]  # fmt: skip


def _history_sources(t: Any) -> list[dict[str, Any]]:
    title = t("advancedSettings")
    rows = ("performanceMode", "rescanVideos", "removeSourceFromHistory", "updateDirectoryPath",
            "fixYtdlpBigThumbnailSize", "compressImages", "maxImageCacheSize",
            "maxAudioCacheSize", "maxVideoCacheSize", "clearImageCache", "clearAudioCache",
            "clearVideoCache")  # fmt: skip
    advanced = page(title, [{"row": t(k)} for k in rows])
    counts = (("local", 412), ("youtube", 0), ("youtubeMusic", 0), ("lastfm", 950),
              ("spotify", 0))  # fmt: skip
    sources = (
        {"text": f"{t('totalTracks')}: 950"},
        *({"row": f"{name} ({n})"} for name, n in counts),
        {"row": t("removeDuplicates")}, {"button": t("betweenDates")},
    )  # fmt: skip
    return [
        on("opens-prompt", "namida AdvancedSettings", advanced,
           [(t("removeSourceFromHistory"), False)]),
        popup("opens-prompt", "namida AdvancedSettings (choose history)", title, t("choose"),
              None, [], ({"row": t("local")}, {"row": t("youtube")}), ((t("local"), False),)),
        popup("delete", "namida AdvancedSettings (remove source from history)", title,
              t("choose"), None, [(t("cancel"), False), (t("remove"), True)], sources),
    ]  # fmt: skip


def _device(t: Any, name: str, address: str, role: str, link: str) -> list[dict[str, Any]]:
    """A connected device's card."""
    return [
        {"text": name}, {"text": address}, {"text": t(role)},
        {"button": t(link)}, {"button": t("disconnect")}, {"button": t("block")},
        {"button": t("sync")}, {"button": t("receive")}, {"button": t("send")},
    ]  # fmt: skip


def _sync(t: Any) -> list[dict[str, Any]]:
    groups = ("database", "playbackSetting", "playlists", "history", "queues", "lyrics",
              "videoCache", "audioCache", "artworks", "thumbnails", "subscriptions")  # fmt: skip
    sync = page(t("sync"), [
        {"text": t("sync")}, {"text": t("syncAppDataBetweenYourDevices")},
        {"icon": t("recentActions")},
        {"row": t("server"), "secondary": t("startServerToLetOtherDevicesConnectToThisDevice")},
        {"row": t("search")}, {"button": t("start")},
        {"switch": f"{t('auto')} {t('reconnect')}", "checked": True},
        {"row": t("autoSyncInterval")},
        {"text": t("connectedDevices")}, {"text": "2"},
        *_device(t, TABLET, "192.168.1.23:51734", "server", "reconnect"),
        *_device(t, LAPTOP, "192.168.1.31", "client", "connect"),
        {"text": t("availableDevices")}, {"text": "0"},
        {"text": t("dataToSendAndReceive")}, {"icon": t("restoreDefaults")},
        *({"row": t(k)} for k in groups),
        {"button": f"{t('sendToAllDevices')} (2)"},
    ])  # fmt: skip
    return [
        on("send", "namida NamidaSyncManagerPage (send to all)", sync,
           [(f"{t('sendToAllDevices')} (2)", True)]),
        on("harmless", "namida NamidaSyncManagerPage (recent actions)", sync,
           [(t("recentActions"), False)]),
    ]  # fmt: skip
