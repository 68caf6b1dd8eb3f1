"""The configuration the Syncthing web GUI of the two-hundred-and-thirty-second held-out corpus
holds and sends back whole: ``PUT /rest/config`` with ``JSON.stringify($scope.config)`` is how
its every pause, edit, share, removal and settings change is saved. Each function here is one
of the controller's (``syncthingController.js``), done to a copy of the configuration of a
made-up device, "atlas"; build.py's docstring says what each action sends and why it is
labelled so.

The configuration is what ``GET /rest/config`` returns (lib/config's structs marshalled by
Go: every field, in the struct's order, at its ``default:`` tag unless said here; folders
sorted by ID, devices by ID, a folder's devices by ID) with what the GUI adds to it:
``updateLocalConfig`` writes ``_listenAddressesStr``, ``_globalAnnounceServersStr`` and
``_urAcceptedStr`` into the options, and a folder or device saved from its dialog keeps the
dialog's ``_editing`` (and a folder its ``_recvEnc``). The ``$$hashKey`` marks AngularJS's
``ng-repeat`` leaves on the folders and devices it lists, which ``JSON.stringify`` also
writes, are left out."""

from __future__ import annotations

import copy
import json
from typing import Any

Config = dict[str, Any]

# Device IDs (made up, in Syncthing's form); their order is the order of the names.
ME, ME_NAME = "ATL7KQ2-MXW4NRP-B5HCZ3L-DQY6VUE-2MK4TB7-FS2RNXJ-6PLQ3W5-AHZD7YK", "atlas"
INES, INES_NAME = "IV6TD4K-R2NQXWB-H7LMZ3C-PE5YKJ4-D3SWQV6-TX2RNLH-B4MKZ7P-QC6JVYE", "ines-desktop"
JON, JON_NAME = "JQ5NW3T-C7RXK2M-PZ4HVLB-E6YDQ3S-W2GNT5K-RM7CXJ4-LB3VZQ6-NK5PHWD", "jon-phone"
MIRA, MIRA_NAME = "MX2RB7L-QH4TZ6N-K3WCVPE-7DJ2MXR-SL5QKYB-4NHT6ZC-VR3WJXE-GP7KQ2L", "mira-laptop"
# Folders (id, label, path); their order by ID is their order by label.
INVOICES = ("c4m2x-q7tjd", "Invoices", "/srv/sync/invoices")  # send only
CAMERA = ("fk29w-trn5c", "Jon's camera", "/srv/sync/jon-camera")  # receive only
BACKUP = ("mbk7r-2vx4h", "Mira backup", "/srv/sync/mira-backup")  # receive encrypted
PHOTOS = ("x9pqa-hd3kv", "Photos", "/srv/sync/photos")  # send & receive, staggered versions
API_KEY = "hT4kQ9wLm2ZxR7vPc3NbY8sDf6GjK1uE"  # made up, as rand.String(32)
NEW_API_KEY = "Vb7QkR2mXw9TzLp4Hs6NcJ3yGd8UeF5a"  # what Generate gets
PASSWORD_HASH = "$2a$10$Qm3bX9vT1kLr8sWc2YhN0eJzP4uGdA6fRiO7nE5yKtC1wVxB3lMqS"  # made up


def _size(value: int, unit: str) -> dict[str, Any]:
    return {"value": value, "unit": unit}


def _share(device: str) -> dict[str, str]:
    """FolderDeviceConfiguration as the server writes it."""
    return {"deviceID": device, "introducedBy": "", "encryptionPassword": ""}


def _versioning(kind: str = "", params: dict[str, str] | None = None) -> dict[str, Any]:
    return {"type": kind, "params": params or {}, "cleanupIntervalS": 3600, "fsPath": "",
            "fsType": "basic"}  # fmt: skip


def folder(ident: str, label: str, path: str, kind: str, shares: list[str],
           versioning: dict[str, Any] | None = None) -> dict[str, Any]:  # fmt: skip
    """FolderConfiguration: every field in lib/config's order; a receive-encrypted folder
    as the GUI creates one (no watcher, a daily rescan) and prepare() leaves it
    (permissions ignored)."""
    encrypted = kind == "receiveencrypted"
    return {
        "id": ident, "label": label, "filesystemType": "basic", "path": path, "type": kind,
        "devices": [_share(d) for d in shares], "group": "",
        "rescanIntervalS": 86400 if encrypted else 3600, "fsWatcherEnabled": not encrypted,
        "fsWatcherDelayS": 10, "fsWatcherTimeoutS": 0, "ignorePerms": encrypted,
        "autoNormalize": True, "minDiskFree": _size(1, "%"),
        "versioning": versioning or _versioning(), "copiers": 0, "pullerMaxPendingKiB": 0,
        "hashers": 0, "order": "random", "ignoreDelete": False, "scanProgressIntervalS": 0,
        "pullerPauseS": 0, "pullerDelayS": 1, "maxConflicts": 10, "disableSparseFiles": False,
        "paused": False, "markerName": ".stfolder", "copyOwnershipFromParent": False,
        "modTimeWindowS": 0, "maxConcurrentWrites": 16, "disableFsync": False,
        "blockPullOrder": "standard", "copyRangeMethod": "standard", "caseSensitiveFS": False,
        "junctionsAsDirs": False, "syncOwnership": False, "sendOwnership": False,
        "syncXattrs": False, "sendXattrs": False, "blockIndexing": True,
        "xattrFilter": {"entries": [], "maxSingleEntrySize": 1024, "maxTotalSize": 4096},
    }  # fmt: skip


def device(ident: str, name: str) -> dict[str, Any]:
    """DeviceConfiguration: every field in lib/config's order."""
    return {
        "deviceID": ident, "name": name, "addresses": ["dynamic"], "compression": "metadata",
        "certName": "", "introducer": False, "skipIntroductionRemovals": False,
        "introducedBy": "", "paused": False, "allowedNetworks": [], "autoAcceptFolders": False,
        "maxSendKbps": 0, "maxRecvKbps": 0, "ignoredFolders": [], "maxRequestKiB": 0,
        "untrusted": False, "remoteGUIPort": 0, "numConnections": 0, "group": "",
    }  # fmt: skip


def _options() -> dict[str, Any]:
    """OptionsConfiguration at its defaults (usage reporting accepted, version 3), with the
    three fields updateLocalConfig adds."""
    return {
        "listenAddresses": ["default"], "globalAnnounceServers": ["default"],
        "globalAnnounceEnabled": True, "localAnnounceEnabled": True, "localAnnouncePort": 21027,
        "localAnnounceMCAddr": "[ff12::8384]:21027", "maxSendKbps": 0, "maxRecvKbps": 0,
        "reconnectionIntervalS": 20, "relaysEnabled": True, "relayReconnectIntervalM": 10,
        "startBrowser": True, "natEnabled": True, "natLeaseMinutes": 60,
        "natRenewalMinutes": 30, "natTimeoutSeconds": 10, "urAccepted": 3, "urSeen": 3,
        "urUniqueId": "qV4mTz8K", "urURL": "https://data.syncthing.net/newdata",
        "urPostInsecurely": False, "urInitialDelayS": 1800, "autoUpgradeIntervalH": 12,
        "upgradeToPreReleases": False, "keepTemporariesH": 24, "progressUpdateIntervalS": 5,
        "limitBandwidthInLan": False, "minHomeDiskFree": _size(1, "%"),
        "releasesURL": "https://upgrades.syncthing.net/meta.json", "alwaysLocalNets": [],
        "overwriteRemoteDeviceNamesOnConnect": False, "tempIndexMinBlocks": 10,
        "unackedNotificationIDs": [], "trafficClass": 0, "setLowPriority": True,
        "maxFolderConcurrency": 0, "crURL": "https://crash.syncthing.net/newcrash",
        "crashReportingEnabled": True, "stunKeepaliveStartS": 180, "stunKeepaliveMinS": 20,
        "stunServers": ["default"], "maxConcurrentIncomingRequestKiB": 0,
        "announceLANAddresses": True, "sendFullIndexOnUpgrade": False, "featureFlags": [],
        "auditEnabled": False, "auditFile": "", "connectionLimitEnough": 0,
        "connectionLimitMax": 0, "connectionPriorityTcpLan": 10,
        "connectionPriorityQuicLan": 20, "connectionPriorityTcpWan": 30,
        "connectionPriorityQuicWan": 40, "connectionPriorityRelay": 50,
        "connectionPriorityUpgradeThreshold": 0,
        "_listenAddressesStr": "default", "_globalAnnounceServersStr": "default",
        "_urAcceptedStr": "3",
    }  # fmt: skip


def _gui() -> dict[str, Any]:
    """GUIConfiguration: reachable on the network over HTTPS, with a user and password."""
    return {
        "enabled": True, "address": "0.0.0.0:8384", "unixSocketPermissions": "", "user": "mira",
        "password": PASSWORD_HASH, "authMode": "static", "metricsWithoutAuth": False,
        "useTLS": True, "apiKey": API_KEY, "insecureAdminAccess": False, "theme": "default",
        "insecureSkipHostcheck": False, "insecureAllowFrameLoading": False,
        "sendBasicAuthPrompt": False, "sessionCookieDurationS": 604800,
        "sessionCookiePath": "/",
    }  # fmt: skip


def base() -> Config:
    """The configuration of atlas: four folders, itself and two remote devices."""
    staggered = _versioning("staggered", {"maxAge": "31536000"})
    return {
        "version": 52,
        "folders": [
            folder(*INVOICES, "sendonly", [ME, MIRA]),
            folder(*CAMERA, "receiveonly", [ME, JON]),
            folder(*BACKUP, "receiveencrypted", [ME, MIRA]),
            folder(*PHOTOS, "sendreceive", [ME, JON], staggered),
        ],
        "devices": [device(ME, ME_NAME), device(JON, JON_NAME), device(MIRA, MIRA_NAME)],
        "gui": _gui(),
        "ldap": {"address": "", "bindDN": "", "transport": "plain", "insecureSkipVerify": False,
                 "searchBaseDN": "", "searchFilter": ""},
        "options": _options(),
        "remoteIgnoredDevices": [],
        "defaults": {"folder": folder("", "", "", "sendreceive", [ME]),
                     "device": device("", ""), "ignores": {"lines": []}},
    }  # fmt: skip


def body(cfg: Config) -> str:
    """``JSON.stringify``'s compact form."""
    return json.dumps(cfg, separators=(",", ":"), ensure_ascii=False)


def _folder(cfg: Config, ident: str) -> dict[str, Any]:
    return next(f for f in cfg["folders"] if f["id"] == ident)


def _device(cfg: Config, ident: str) -> dict[str, Any]:
    return next(d for d in cfg["devices"] if d["deviceID"] == ident)


def _by_label(folders: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """folderList(): sorted by label (or ID)."""
    return sorted(folders, key=lambda f: f["label"] or f["id"])


def _by_name(devices: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """deviceList(): sorted by name."""
    return sorted(devices, key=lambda d: d["name"])


def pause_folder(ident: str) -> Config:
    """setFolderPause(folder, true)."""
    cfg = base()
    _folder(cfg, ident)["paused"] = True
    cfg["folders"] = _by_label(cfg["folders"])
    return cfg


def remove_folder(ident: str) -> Config:
    """deleteFolder(): the folder dropped from the configuration."""
    cfg = base()
    cfg["folders"] = _by_label([f for f in cfg["folders"] if f["id"] != ident])
    return cfg


def _saved_folder(cfg: Config, ident: str, label: str | None = None,
                  add: tuple[str, ...] = ()) -> None:  # fmt: skip
    """saveFolder() of an existing folder: the dialog's copy (``_editing``, ``_recvEnc``),
    every share rewritten with the dialog's encryption password (none: the key is
    dropped), the devices ticked on the Sharing tab appended, the versioning rebuilt from
    the dialog (``{"type": ""}`` where there is none)."""
    saved = copy.deepcopy(_folder(cfg, ident))
    if label is not None:
        saved["label"] = label
    saved["devices"] = [{k: v for k, v in d.items() if k != "encryptionPassword"}
                        for d in saved["devices"]] + [{"deviceID": d} for d in add]  # fmt: skip
    if not saved["versioning"]["type"]:
        saved["versioning"] = {"type": ""}
    saved["_editing"], saved["_recvEnc"] = "existing", saved["type"] == "receiveencrypted"
    cfg["folders"] = _by_label([saved if f["id"] == ident else f for f in cfg["folders"]])


def edit_folder(ident: str, label: str) -> Config:
    """The folder dialog's Save with a new label."""
    cfg = base()
    _saved_folder(cfg, ident, label=label)
    return cfg


def share_folder_from_dialog(ident: str, with_device: str) -> Config:
    """The folder dialog's Save with one more device ticked on its Sharing tab."""
    cfg = base()
    _saved_folder(cfg, ident, add=(with_device,))
    return cfg


def share_pending_folder(ident: str, with_device: str) -> Config:
    """shareFolderWithDevice(): Share on a device's offer of a folder one has."""
    cfg = base()
    _folder(cfg, ident)["devices"].append({"deviceID": with_device})
    cfg["folders"] = _by_label(cfg["folders"])
    return cfg


def remove_device(ident: str) -> Config:
    """deleteDevice(): the device dropped, and from every folder's shares."""
    cfg = base()
    cfg["devices"] = _by_name([d for d in cfg["devices"] if d["deviceID"] != ident])
    for f in cfg["folders"]:
        f["devices"] = [d for d in f["devices"] if d["deviceID"] != ident]
    return cfg


def _set_device(cfg: Config, saved: dict[str, Any], shared: tuple[str, ...]) -> None:
    """setDeviceConfig(): the dialog's device stored; for each folder ticked on its Sharing
    tab, an existing share gets the dialog's encryption password (the one it had) and a new
    one is appended without one."""
    ident = saved["deviceID"]
    cfg["devices"] = _by_name([d for d in cfg["devices"] if d["deviceID"] != ident] + [saved])
    for f in cfg["folders"]:
        if f["id"] in shared and not any(d["deviceID"] == ident for d in f["devices"]):
            f["devices"].append({"deviceID": ident})
    cfg["folders"] = _by_label(cfg["folders"])


def share_folder_from_device(ident: str, folder_id: str) -> Config:
    """The device dialog's Save with one more folder ticked on its Sharing tab."""
    cfg = base()
    saved = {**copy.deepcopy(_device(cfg, ident)), "_editing": "existing"}
    shared = tuple(f["id"] for f in cfg["folders"]
                   if any(d["deviceID"] == ident for d in f["devices"]))  # fmt: skip
    _set_device(cfg, saved, (*shared, folder_id))
    return cfg


def add_pending_device(ident: str, name: str, folders: tuple[str, ...] = ()) -> Config:
    """addDevice() then saveDevice(): the device defaults with the offered ID and name, the
    folders ticked on the Sharing tab shared with it."""
    cfg = base()
    saved = {**copy.deepcopy(cfg["defaults"]["device"]), "_editing": "new-pending"}
    saved["deviceID"], saved["name"] = ident, name
    _set_device(cfg, saved, folders)
    return cfg


def save_settings(api_key: str = API_KEY, password: str | None = None) -> Config:
    """saveSettings(): the dialog's copies written back, its options with the two fields
    showSettings adds (``deviceName``, ``upgrades``)."""
    cfg = base()
    cfg["options"] = {**cfg["options"], "deviceName": ME_NAME, "upgrades": "stable"}
    cfg["gui"]["apiKey"] = api_key
    if password is not None:
        cfg["gui"]["password"] = password
    return cfg
