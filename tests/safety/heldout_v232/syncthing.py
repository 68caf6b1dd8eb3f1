"""Syncthing's web GUI for the two-hundred-and-thirty-second held-out corpus: ``screens(t)``
lays its screens out in one language, ``t(key, **values)`` being that language's lookup of a
key of the GUI's ``gui/default/assets/lang/lang-<code>.json`` catalogue (the key is the
English text, ``{%name%}`` its placeholders). What each action sends, and why it is labelled
so, is in build.py's docstring; the configuration the GUI sends back is built in
syncthing_config.py."""

from __future__ import annotations

import copy
import json
from typing import Any

import syncthing_config as cfg
from syncthing_config import (
    BACKUP,
    CAMERA,
    INES,
    INES_NAME,
    INVOICES,
    JON,
    JON_NAME,
    ME,
    ME_NAME,
    MIRA,
    MIRA_NAME,
    NEW_API_KEY,
    PHOTOS,
)

PAGE = f"{ME_NAME} | Syncthing"  # <title>: thisDeviceName() + ' | Syncthing'
LOGIN_PASSWORD = "Copper-Finch-2031"  # the GUI user mira's password (made up)
NEW_PASSWORD = "Lantern-Quarry-58"  # typed into the settings' GUI tab
LATEST = "v2.1.3"  # the release the upgrade dialog offers
PENDING_TIME = "2026-08-11 10:02:17"  # a notice's time in its heading, as the date filter writes it
VERSIONS = {"2026/IMG_2041.jpg": "2026-08-02T14:41:09.000Z",
            "2026/IMG_2042.jpg": "2026-08-02T14:41:37.000Z"}  # fmt: skip
Act = tuple[str, bool, list[Any]]


def rest(method: str, path: str, data: Any = None) -> Any:
    """``$http`` to ``rest/...`` on the GUI's own origin; a body is ``angular.toJson``'s
    (``JSON.stringify``'s compact form)."""
    if data is None:
        return f"{method} /rest{path}"
    text = data if isinstance(data, str) else json.dumps(data, separators=(",", ":"))
    return {"request": f"{method} /rest{path}", "body": text}


def put_config(config: cfg.Config) -> dict[str, str]:
    """saveConfig(): ``PUT rest/config`` with ``JSON.stringify($scope.config)``."""
    return rest("PUT", "/config", cfg.body(config))


def page(url: str) -> dict[str, str]:
    """A page load: ``location.reload()`` or an ``<a href>``."""
    return {"request": f"GET {url}", "via": "link"}


RELOAD = page("/")  # location.reload() of the GUI at its root


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"syncthing {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def modal(heading: str, items: list[dict[str, Any]], message: str | None = None) -> dict[str, Any]:
    """A ``<modal>`` over the page: its heading, a confirmation's question as its message,
    then the rest of its body and its footer."""
    dialog = {"title": heading} if message is None else {"title": heading, "message": message}
    return {"title": PAGE, "dialog": dialog, "items": items}


def menu_screens(t: Any) -> list[dict[str, Any]]:
    """The Actions menu (written once per kind of entry), the major upgrade dialog."""
    actions = {"title": PAGE, "items": [
        {"menu": t("Settings")}, {"menu": t("Advanced")}, {"menu": t("Show ID")},
        {"menu": t("Logs")}, {"menu": t("Support Bundle")}, {"menu": t("Log Out")},
        {"menu": t("Restart")}, {"menu": t("Shut Down")}]}  # fmt: skip
    upgrade = modal(t("Major Upgrade"), [
        {"link": t("Release Notes")}, {"button": t("Upgrade")}, {"button": t("Close")}],
        message=" ".join([t("This is a major version upgrade."),
                          t("A new major version may not be compatible with previous versions."),
                          t("Please consult the release notes before performing a major "
                            "upgrade.")]))  # fmt: skip
    notes = f"https://github.com/syncthing/syncthing/releases/tag/{LATEST}"
    return [
        _entry("opens-prompt", "actions menu", actions, [(t("Settings"), False, [])]),
        _entry("reversible", "actions menu", actions, [
            (t("Restart"), False, [rest("POST", "/system/restart")]),
            (t("Log Out"), False, [rest("POST", "/noauth/auth/logout", {}), RELOAD])]),
        _entry("shutdown", "actions menu", actions, [
            (t("Shut Down"), True, [rest("POST", "/system/shutdown")])]),
        _entry("upgrade", "major upgrade dialog", upgrade, [
            (t("Upgrade"), True, [rest("POST", "/system/upgrade")]),
            (t("Release Notes"), False, [page(notes)]),
            (t("Close"), False, [])]),
    ]  # fmt: skip


def _panel(t: Any, folder: tuple[str, str, str], status: str, kind: str,
           rows: list[dict[str, Any]], buttons: list[str]) -> dict[str, Any]:  # fmt: skip
    """A folder's panel, opened: its heading (label, status), its table, its footer."""
    ident, label, path = folder
    return {"title": PAGE, "items": [
        {"text": f"{t('Folders')} (4)"}, {"text": label}, {"text": status},
        {"text": t("Folder ID")}, {"text": ident}, {"text": t("Folder Path")}, {"text": path},
        *rows, {"text": t("Folder Type")}, {"text": t(kind)},
        *({"button": b} for b in buttons)]}  # fmt: skip


def _revert_override(t: Any, heading: str, paragraphs: list[str], button: str) -> dict[str, Any]:
    """revertOverrideView.html: Warning!, its paragraphs (the last as the message), the
    button and Cancel."""
    return modal(t(heading), [
        {"text": f"{t('Warning')}!"}, *({"text": t(p)} for p in paragraphs[:-1]),
        {"button": t(button)}, {"button": t("Cancel")}], message=t(paragraphs[-1]))  # fmt: skip


def folder_screens(t: Any) -> list[dict[str, Any]]:
    """The Photos panel, the panels of the send-only, receive-only and receive-encrypted
    folders and their confirmations, the folder dialog and its removal, a folder's Sharing
    tab, the restore confirmation."""
    photos_id = PHOTOS[0]
    photos = _panel(t, PHOTOS, t("Up to Date"), "Send & Receive", [
        {"text": t("File Versioning")}, {"text": t("Staggered")},
        {"text": t("Shared With")}, {"link": JON_NAME}],
        [t("Pause"), t("Versions"), t("Rescan"), t("Edit")])  # fmt: skip
    invoices = _panel(t, INVOICES, t("Out of Sync"), "Send Only", [
        {"text": t("Out of Sync Items")}, {"link": f"12 {t('items')}, ~4.1 MiB"},
        {"text": t("Shared With")}, {"link": MIRA_NAME}],
        [t("Override Changes"), t("Pause"), t("Rescan"), t("Edit")])  # fmt: skip
    camera = _panel(t, CAMERA, t("Local Additions"), "Receive Only", [
        {"text": t("Locally Changed Items")}, {"link": f"7 {t('items')}, ~23.4 MiB"},
        {"text": t("Shared With")}, {"link": JON_NAME}],
        [t("Revert Local Changes"), t("Pause"), t("Rescan"), t("Edit")])  # fmt: skip
    backup = _panel(t, BACKUP, t("Unexpected Items"), "Receive Encrypted", [
        {"text": t("Locally Changed Items")}, {"link": f"3 {t('items')}, ~812 KiB"},
        {"text": t("Shared With")}, {"link": MIRA_NAME}],
        [t("Delete Unexpected Items"), t("Pause"), t("Edit")])  # fmt: skip
    override = _revert_override(t, "Override Changes", [
        "The folder content on other devices will be overwritten to become identical with "
        "this device. Files not present here will be deleted on other devices.",
        "Are you sure you want to override all remote changes?"], "Override")  # fmt: skip
    revert = _revert_override(t, "Revert Local Changes", [
        "The folder content on this device will be overwritten to become identical with other "
        "devices. Files newly added here will be deleted.",
        "Are you sure you want to revert all local changes?"], "Revert")  # fmt: skip
    receive_encrypted = t("Receive Encrypted")
    delete_items = modal(t("Delete Unexpected Items"), [
        {"text": f"{t('Warning')}!"},
        {"text": " ".join([t("Unexpected items have been found in this folder."), t(
            'You should never add or change anything locally in a "{%receiveEncrypted%}" '
            "folder.", receiveEncrypted=receive_encrypted)])},
        {"button": t("Delete")}, {"button": t("Cancel")}],
        message=t("Are you sure you want to permanently delete all these files?"))  # fmt: skip
    tabs = [{"tab": t("General")}, {"tab": t("Sharing")}, {"tab": t("File Versioning")},
            {"tab": t("Ignore Patterns")}, {"tab": t("Advanced")}]  # fmt: skip
    footer = [{"button": t("Save")}, {"button": t("Close")}, {"button": t("Remove")}]
    general = modal(f"{t('Edit Folder')} (Photos)", [
        *tabs, {"field": "folderLabel", "hint": t("Folder Label"), "text": "Family photos"},
        {"field": "folderGroup", "hint": t("Folder Group"), "text": ""},
        {"field": "folderID", "hint": t("Folder ID"), "text": photos_id},
        {"field": "folderPath", "hint": t("Folder Path"), "text": PHOTOS[2]},
        *footer])  # fmt: skip
    untrusted = t("If untrusted, enter encryption password")
    sharing = modal(f"{t('Edit Folder')} (Invoices)", [
        *tabs, {"text": t("Currently Shared With Devices")},
        {"text": t("Deselect devices to stop sharing this folder with.")},
        {"switch": MIRA_NAME, "checked": True},
        {"field": "encryptionPassword", "hint": untrusted, "text": ""},
        {"text": t("Unshared Devices")},
        {"text": t("Select additional devices to share this folder with.")},
        {"switch": JON_NAME, "checked": True},
        {"field": "encryptionPassword", "hint": untrusted, "text": ""}, *footer])  # fmt: skip

    def remove(folder: tuple[str, str, str]) -> dict[str, Any]:
        return modal(t("Remove Folder"), [
            {"text": t("No files will be deleted as a result of this operation.")},
            {"button": t("Yes")}, {"button": t("No")}],
            message=t("Are you sure you want to remove folder {%label%}?",
                      label=folder[1]))  # fmt: skip

    restore = modal(t("Restore Versions"), [{"button": t("Yes")}, {"button": t("No")}],
                    message=t("Are you sure you want to restore {%count%} files?",
                              count=str(len(VERSIONS))))  # fmt: skip
    return [
        _entry("reversible", "folder panel", photos, [
            (t("Pause"), False, [put_config(cfg.pause_folder(photos_id))]),
            (t("Rescan"), False, [rest("POST", f"/db/scan?folder={photos_id}")])]),
        _entry("opens-prompt", "folder panel", photos, [
            (t("Edit"), False, [rest("GET", f"/db/ignores?folder={photos_id}"),
                                rest("GET", "/system/browse?current=%2Fsrv%2Fsync%2Fphotos")]),
            (t("Versions"), False, [rest("GET", f"/folder/versions?folder={photos_id}")])]),
        _entry("opens-prompt", "send-only folder panel", invoices, [
            (t("Override Changes"), False, [])]),
        _entry("overwrite", "override confirmation", override, [
            (t("Override"), True, [rest("POST", f"/db/override?folder={INVOICES[0]}")]),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "receive-only folder panel", camera, [
            (t("Revert Local Changes"), False, [])]),
        _entry("reset", "revert confirmation", revert, [
            (t("Revert"), True, [rest("POST", f"/db/revert?folder={CAMERA[0]}")]),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "receive-encrypted folder panel", backup, [
            (t("Delete Unexpected Items"), False, [])]),
        _entry("delete", "delete unexpected items confirmation", delete_items, [
            (t("Delete"), True, [rest("POST", f"/db/revert?folder={BACKUP[0]}")]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "edit folder dialog", general, [
            (t("Save"), False, [put_config(cfg.edit_folder(photos_id, "Family photos"))]),
            (t("Close"), False, [])]),
        _entry("opens-prompt", "edit folder dialog", general, [(t("Remove"), False, [])]),
        _entry("delete", "remove folder confirmation", remove(PHOTOS), [
            (t("Yes"), True, [put_config(cfg.remove_folder(photos_id))]),
            (t("No"), False, [])]),
        _entry("delete", "remove receive-encrypted folder confirmation", remove(BACKUP), [
            (t("Yes"), True, [put_config(cfg.remove_folder(BACKUP[0]))]),
            (t("No"), False, [])]),
        _entry("share", "edit folder sharing tab", sharing, [
            (t("Save"), True, [put_config(cfg.share_folder_from_dialog(INVOICES[0], JON))]),
            (t("Close"), False, [])]),
        _entry("reversible", "restore versions confirmation", restore, [
            (t("Yes"), False, [rest("POST", f"/folder/versions?folder={photos_id}", VERSIONS)]),
            (t("No"), False, [])]),
    ]  # fmt: skip


def device_screens(t: Any) -> list[dict[str, Any]]:
    """A remote device's dialog, its Sharing tab and its removal; the new device notice and
    its dialog; the notice of a device offering a folder one has."""
    tabs = [{"tab": t("General")}, {"tab": t("Sharing")}, {"tab": t("Advanced")}]

    def general(heading: str, ident: str, name: str, footer: list[str]) -> dict[str, Any]:
        return modal(heading, [
            *tabs, {"text": t("Device ID")}, {"text": ident},
            {"field": "name", "hint": t("Device Name"), "text": name},
            {"field": "deviceGroup", "hint": t("Device Group"), "text": ""},
            {"switch": t("Introducer"), "checked": False},
            {"switch": t("Auto Accept"), "checked": False},
            *({"button": t(b)} for b in footer)])  # fmt: skip

    def folders(heading: str, shared: list[str], unshared: list[str],
                footer: list[str]) -> dict[str, Any]:  # fmt: skip
        items: list[dict[str, Any]] = [*tabs]
        if shared:
            items += [{"text": t("Shared Folders")},
                      {"text": t("Deselect folders to stop sharing with this device.")},
                      *({"switch": f, "checked": True} for f in shared)]  # fmt: skip
        items += [{"text": t("Unshared Folders")},
                  {"text": t("Select additional folders to share with this device.")},
                  *({"switch": f, "checked": f == "Photos"} for f in unshared),
                  *({"button": t(b)} for b in footer)]  # fmt: skip
        return modal(heading, items)

    mira_t = f"{t('Edit Device')} ({MIRA_NAME})"
    mira = general(mira_t, MIRA, MIRA_NAME, ["Save", "Close", "Remove"])
    mira_sharing = folders(mira_t, ["Invoices", "Mira backup"], ["Jon's camera", "Photos"],
                           ["Save", "Close", "Remove"])  # fmt: skip
    ines_t = f"{t('Add Device')} ({INES_NAME})"
    ines = general(ines_t, INES, INES_NAME, ["Save", "Close"])
    ines_sharing = folders(ines_t, [], ["Invoices", "Jon's camera", "Mira backup", "Photos"],
                           ["Save", "Close"])  # fmt: skip

    def remove(name: str) -> dict[str, Any]:
        return modal(t("Remove Device"), [{"button": t("Yes")}, {"button": t("No")}],
                     message=t("Are you sure you want to remove device {%name%}?",
                               name=name))  # fmt: skip

    new_device = {"title": PAGE, "items": [
        {"text": f"{t('New Device')} {PENDING_TIME}"},
        {"text": t('Device "{%name%}" ({%device%} at {%address%}) wants to connect. Add new '
                   "device?", name=INES_NAME, device=INES, address="192.168.1.47:22000")},
        {"button": t("Add Device")}, {"button": t("Ignore")},
        {"button": t("Dismiss")}]}  # fmt: skip
    offer = t('{%device%} wants to share folder "{%folderlabel%}" ({%folder%}).',
              device=MIRA_NAME, folderlabel="Photos", folder=PHOTOS[0])  # fmt: skip
    share = {"title": PAGE, "items": [
        {"text": f"{t('Share Folder')} {PENDING_TIME}"},
        {"text": f"{offer} {t('Share this folder?')}"}, {"button": t("Share")},
        {"button": t("Ignore")}, {"button": t("Dismiss")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "edit device dialog", mira, [(t("Remove"), False, [])]),
        _entry("revoke", "remove device confirmation", remove(MIRA_NAME), [
            (t("Yes"), True, [put_config(cfg.remove_device(MIRA))]), (t("No"), False, [])]),
        _entry("revoke", "remove second device confirmation", remove(JON_NAME), [
            (t("Yes"), True, [put_config(cfg.remove_device(JON))]), (t("No"), False, [])]),
        _entry("share", "edit device sharing tab", mira_sharing, [
            (t("Save"), True, [put_config(cfg.share_folder_from_device(MIRA, PHOTOS[0]))])]),
        _entry("opens-prompt", "new device notice", new_device, [
            (t("Add Device"), False, [rest("GET", "/config/defaults/device")])]),
        _entry("reversible", "add device dialog", ines, [
            (t("Save"), False, [put_config(cfg.add_pending_device(INES, INES_NAME))]),
            (t("Close"), False, [])]),
        _entry("share", "add device dialog sharing tab", ines_sharing, [
            (t("Save"), True, [put_config(cfg.add_pending_device(
                INES, INES_NAME, (PHOTOS[0],)))])]),
        _entry("share", "share folder notice", share, [
            (t("Share"), True, [put_config(cfg.share_pending_folder(PHOTOS[0], MIRA))])]),
    ]  # fmt: skip


def settings_screens(t: Any) -> list[dict[str, Any]]:
    """The share-by-email dialog of this device's ID, the settings dialog (its General tab
    before and after Generate, its GUI tab), the pending changes confirmation, the notice of
    errors, the login page."""
    name = ME_NAME
    subject = t('Syncthing device ID for "{%devicename%}"', devicename=name)
    message = "\n\n".join([
        t('To connect with the Syncthing device named "{%devicename%}", add a new remote '
          "device on your end with this ID:", devicename=name), ME,
        t("Syncthing is a continuous file synchronization program. It synchronizes files "
          "between two or more computers in real time, safely protected from prying eyes. "
          "Your data is your data alone and you deserve to choose where it is stored, "
          "whether it is shared with some third party, and how it's transmitted over the "
          "internet."), t("Learn more at {%url%}", url="https://syncthing.net")])  # fmt: skip
    email = modal(t("Share by Email"), [
        {"text": t("Subject:")}, {"text": subject}, {"text": t("Body:")}, {"text": message},
        {"button": t("Share")}, {"button": t("Cancel")}], message=" ".join([
        t("The following text will automatically be inserted into a new message."),
        t("Your email app should open to let you choose the recipient and send it from your "
          "own address."),
        t("You can also copy and paste the text into a new message manually.")]))  # fmt: skip
    tabs = [{"tab": t("General")}, {"tab": t("GUI")}, {"tab": t("Connections")},
            {"tab": t("Ignored Devices")}, {"tab": t("Ignored Folders")}]  # fmt: skip
    footer = [{"button": t("Save")}, {"button": t("Close")}]

    def general(key: str) -> dict[str, Any]:
        return modal(t("Settings"), [
            *tabs, {"field": "DeviceName", "hint": t("Device Name"), "text": name},
            {"text": t("Minimum Free Disk Space")},
            {"text": t("API Key")}, {"text": key}, {"button": t("Generate")},
            {"text": t("Anonymous Usage Reporting")}, {"link": t("Preview")},
            {"text": t("Automatic upgrades")}, {"text": t("Default Configuration")},
            {"button": t("Edit Folder Defaults")}, {"button": t("Edit Device Defaults")},
            *footer])  # fmt: skip

    gui = modal(t("Settings"), [
        *tabs, {"field": "Address", "hint": t("GUI Listen Address"), "text": "0.0.0.0:8384"},
        {"field": "user", "hint": t("GUI Authentication User"), "text": "mira"},
        {"field": "password", "hint": t("GUI Authentication Password"), "text": NEW_PASSWORD},
        {"switch": t("Use HTTPS for GUI"), "checked": True},
        {"switch": t("Start Browser"), "checked": True}, {"text": t("GUI Theme")},
        *footer])  # fmt: skip
    discard = modal(t("Pending changes"), [
        {"button": t("Discard")}, {"button": t("Take me back")}],
        message=t("You have unsaved changes. Do you really want to discard them?"))  # fmt: skip
    notice = {"title": PAGE, "items": [
        {"text": t("Notice")},
        {"text": f"2026-08-11 09:58:03: Connecting to {JON_NAME}: dial tcp "
                  "192.168.1.52:22000: connect: no route to host"},
        {"button": t("OK")}]}  # fmt: skip
    login = {"title": f"({t('unknown device')}) | Syncthing", "items": [
        {"text": t("Authentication Required")},
        {"field": "user", "hint": t("User"), "text": "mira"},
        {"field": "password", "hint": t("Password"), "text": LOGIN_PASSWORD},
        {"switch": t("Stay logged in"), "checked": False}, {"button": t("Log In")}]}  # fmt: skip
    return [
        _entry("reversible", "share device ID by email dialog", email, [
            (t("Share"), False, []), (t("Cancel"), False, [])]),
        _entry("reversible", "settings general tab", general(cfg.API_KEY), [
            (t("Generate"), False, [rest("GET", "/svc/random/string?length=32")])]),
        _entry("revoke", "settings general tab with a new API key", general(NEW_API_KEY), [
            (t("Save"), True, [put_config(cfg.save_settings(api_key=NEW_API_KEY))]),
            (t("Close"), False, [])]),
        _entry("reversible", "settings GUI tab", gui, [
            (t("Save"), False, [put_config(cfg.save_settings(password=NEW_PASSWORD))])]),
        _entry("reversible", "discard changes confirmation", discard, [
            (t("Discard"), False, []), (t("Take me back"), False, [])]),
        _entry("reversible", "notice", notice, [
            (t("OK"), False, [rest("POST", "/system/error/clear")])]),
        _entry("reversible", "login page", login, [
            (t("Log In"), False, [rest("POST", "/noauth/auth/password", {
                "username": "mira", "password": LOGIN_PASSWORD}), RELOAD])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*menu_screens(t), *folder_screens(t), *device_screens(t), *settings_screens(t)]
