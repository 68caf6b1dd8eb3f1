"""RustDesk's screens (``com.carriez.flutter_hbb``, the Flutter mobile app of the RustDesk
remote desktop: one's own phone shared with a remote viewer, whose connection is accepted or
dismissed and later disconnected; remote computers controlled, their files transferred,
deleted and overwritten and the computer restarted; saved peers deleted; two-factor
authentication turned off and trusted devices removed), strings from the app's own
``translate`` (``src/lang.rs``: one table a language in ``src/lang/<language>.rs``, Chinese
from ``cn.rs``, Portuguese from ``ptbr.rs``; a key missing or empty in a language reads the
English table ``en.rs``, and one not there either shows the key itself, which is the English
text). RustDesk translates its dialogs' buttons too (``dialogButton`` calls ``translate``
on Cancel, OK and Skip), so no platform string shows. The peer, user, file and computer
names are the same in every language.

Read from the code (``flutter/lib``): ``mobile/pages/server_page.dart`` (the "Share
screen" page: "Your Device" with the ID and the one-time password, the Permissions card
with "Stop service", which stops sharing and may be started again, and the switches
"Screen Capture", "Input Control", "Transfer file", "Audio Capture" and "Enable
clipboard", the last three locked while a client is connected; a new client's card, its
name, its ID, ``android_new_connection_tip``, Dismiss, which answers the request with a
refusal (``sendLoginResponse(client, false)``), and Accept, which lets the remote viewer
see, and with the permissions control, the phone at once; an accepted client's card with
Disconnect, which ends its session (``cmCloseConnection``); ``ScamWarningDialog``, shown
before the first sharing: Warning, ``scam_title``, ``scam_text1`` and ``scam_text2``,
"Don't show again", "I Agree", which starts the service, and Decline; ``_DropDownAction``,
the overflow menu: "Change ID", which opens ``changeIdDialog``, the three "Accept sessions
via ..." choices, "Set permanent password", "One-time password length", "Numeric one-time
password" and the three password choices); ``common/widgets/peer_card.dart`` (a recent
peer's menu, ``RecentPeerCard``, for a Linux peer: Connect, "Transfer file", "View camera",
"Terminal (beta)", "Always connect via relay", Rename, "Forget Password", "Add to
Favorites" and Delete, which only opens ``deleteConfirmDialog``; a favorite's menu,
``FavoritePeerCard``, with "Remove from Favorites"); ``common/widgets/dialog.dart``
(``deleteConfirmDialog``: 'Delete "..."?', Cancel and OK, whose OK removes the peer and its
saved settings and password (``mainRemovePeer``); ``clientClose``: "Close" and "Are you sure
to close the connection?", Cancel and OK, whose OK ends one's own session;
``showRestartRemoteDevice``: "Restart remote device", "Are you sure you want to restart" and
the computer, Cancel and OK, whose OK restarts it; ``CommonConfirmDialog``: a message, Cancel
and OK; ``confrimDeleteTrustedDevicesDialog``: "Confirm Delete?", whose OK removes the chosen
trusted devices); ``mobile/pages/file_manager_page.dart`` (a file's menu: Delete, which
calls ``removeAction``, "Multi Select", Properties and Rename; the overflow menu: "Refresh
File", "Multi Select", "Create Folder" and "Show Hidden Files"; the close icon calls
``clientClose``); ``models/file_model.dart`` (``removeAction`` and ``showRemoveDialog``:
"Are you sure you want to delete this file?" with the file's name, "Not an empty directory"
with the count and "Are you sure you want to delete the file of this directory?" and the
path, or "Are you sure you want to delete this empty directory?", then "This is
irreversible!", for a folder "Do this for all conflicts", Cancel and OK, whose OK deletes;
``showFileConfirmDialog``: "Overwrite", "This file exists, skip or overwrite this file?",
the path, "Do this for all conflicts", Cancel, which cancels the rest of the transfer, Skip
and OK, whose OK overwrites the file); ``common/widgets/toolbar.dart`` (``toolbarControls``,
the remote session's menu for a Windows computer: "OS Password", "Send clipboard
keystrokes", "Reset canvas", "Restart remote device", which only opens
``showRestartRemoteDevice``, "Insert Lock", which locks the computer's screen, "Block user
input", Refresh, "Start session recording" and "Copy Fingerprint"); ``mobile/pages/
settings_page.dart`` (the Account row "Logout (...)", which opens ``logOutConfirmDialog``;
``enable-2fa-title``, whose switch turned off opens ``CommonConfirmDialog`` with
``cancel-2fa-confirm-tip``, whose OK calls ``change2fa``, which removes the 2FA secret and
clears the trusted devices; the "Manage trusted devices" page, whose delete icon has no
label and opens ``confrimDeleteTrustedDevicesDialog``); ``common/widgets/login.dart``
(``logOutConfirmDialog``: ``logout_tip``, Cancel and OK, whose OK signs out).
"""

from __future__ import annotations

from typing import Any

from screens import entry, menu, page, popup

PEER, ME, CLIENT, CLIENT_ID = "123 456 789", "802 115 364", "Alice", "548612937"
FILE, FOLDER, PHOTO = "report.pdf", "Photos", "/home/alice/Photos/beach.jpg"
HOST, USER = "alice@office-pc(123456789)", "alice"


def screens(t: Any) -> list[dict[str, Any]]:
    return sharing(t) + peers(t) + files(t) + remote(t) + settings(t)


def permissions(t: Any) -> list[dict[str, Any]]:
    """The "Share screen" page while the service runs: the device and its permissions."""
    return [
        {"text": t("Your Device")}, {"text": t("ID")}, {"text": ME},
        {"text": t("One-time Password")}, {"text": "k3x9p2"}, {"text": t("Permissions")},
        {"button": t("Stop service")}, {"switch": t("Screen Capture")},
        {"switch": t("Input Control")}, {"switch": t("Transfer file")},
        {"switch": t("Audio Capture")}, {"switch": t("Enable clipboard")},
    ]  # fmt: skip


def sharing(t: Any) -> list[dict[str, Any]]:
    where = "rustdesk ServerPage"
    title = t("Share screen")
    asking = page(title, [*permissions(t), {"text": title}, {"text": CLIENT},
                          {"text": CLIENT_ID}, {"text": t("android_new_connection_tip")},
                          {"button": t("Dismiss")}, {"button": t("Accept")}])  # fmt: skip
    connected = page(title, [*permissions(t), {"text": title}, {"text": CLIENT},
                             {"text": CLIENT_ID}, {"button": t("Disconnect")}])  # fmt: skip
    alone = page(title, permissions(t))
    scam = (
        {"text": t("Warning")}, {"text": t("scam_title")},
        {"text": f"{t('scam_text1')}\n\n{t('scam_text2')}\n"},
        {"text": t("Don't show again")},
    )  # fmt: skip
    overflow = [t("Change ID"), t("Accept sessions via password"),
                t("Accept sessions via click"), t("Accept sessions via both"),
                t("Set permanent password"), t("One-time password length"),
                t("Numeric one-time password"), t("Use one-time password"),
                t("Use permanent password"), t("Use both passwords")]  # fmt: skip
    warned = "rustdesk ServerPage (ScamWarningDialog)"
    dropdown = "rustdesk ServerPage (the overflow menu)"
    return [
        entry("grant", f"{where} (a new connection)", asking, [(t("Accept"), True)]),
        entry("harmless", f"{where} (a new connection)", asking, [(t("Dismiss"), False)]),
        entry("revoke", f"{where} (a connected client)", connected, [(t("Disconnect"), True)]),
        entry("reversible", f"{where} (a connected client)", connected,
              [(t("Input Control"), False)]),
        entry("reversible", where, alone, [(t("Stop service"), False)]),
        popup("reversible", warned, title, None, None,
              [(t("I Agree"), False), (t("Decline"), None)], scam),
        popup("harmless", warned, title, None, None,
              [(t("I Agree"), None), (t("Decline"), False)], scam),
        menu("opens-prompt", dropdown, title, overflow, [(t("Change ID"), False)]),
        menu("reversible", dropdown, title, overflow,
             [(t("Accept sessions via click"), False)]),
    ]  # fmt: skip


def confirm(t: Any, category: str, source: str, behind: str, title: str | None,
            message: str | None, cancel: bool | None, ok: bool | None,
            items: tuple[dict[str, Any], ...] = (),
            taps: tuple[tuple[str, bool], ...] = ()) -> dict[str, Any]:  # fmt: skip
    """A ``CustomAlertDialog`` with Cancel then OK (``taps``: cases on its own widgets)."""
    buttons = [(t("Cancel"), cancel), (t("OK"), ok)]
    return popup(category, f"rustdesk {source}", behind, title, message, buttons, items, taps)


def peers(t: Any) -> list[dict[str, Any]]:
    behind = t("Connection")
    common = [t("Connect"), t("Transfer file"), t("View camera"), f"{t('Terminal')} (beta)",
              t("Always connect via relay"), t("Rename"), t("Forget Password")]  # fmt: skip
    recent = [*common, t("Add to Favorites"), t("Delete")]
    favorite = [*common, t("Remove from Favorites"), t("Delete")]
    where = "rustdesk RecentPeerCard (a peer's menu)"
    asked = f'{t("Delete")} "{PEER}"?'
    return [
        menu("opens-prompt", where, behind, recent, [(t("Delete"), False)]),
        menu("reversible", where, behind, recent, [(t("Add to Favorites"), False)]),
        confirm(t, "delete", "deleteConfirmDialog (a recent peer)", behind, asked, None,
                None, True),
        confirm(t, "harmless", "deleteConfirmDialog (a recent peer)", behind, asked, None,
                False, None),
        menu("reversible", "rustdesk FavoritePeerCard (a favorite's menu)", behind, favorite,
             [(t("Remove from Favorites"), False)]),
    ]  # fmt: skip


def files(t: Any) -> list[dict[str, Any]]:
    behind = t("Remote")
    rows = [t("Delete"), t("Multi Select"), t("Properties"), t("Rename")]
    where = "rustdesk FileManagerPage (a file's menu)"
    lost = {"text": t("This is irreversible!")}
    each = {"switch": t("Do this for all conflicts")}
    full = f"{t('Not an empty directory')} (1/3)"
    inside = {"text": f"{t('Are you sure you want to delete the file of this directory?')}"
                      f"\n\n\n{PHOTO}".strip()}  # fmt: skip
    removing = "FileController.showRemoveDialog"
    exists = ({"text": t("This file exists, skip or overwrite this file?")}, {"text": FILE},
              each)  # fmt: skip
    overwriting = "rustdesk FileController.showFileConfirmDialog (Overwrite)"
    closing = "clientClose (the file manager's close icon)"

    def overwrite(category: str, cancel: bool | None, skip: bool | None,
                  ok: bool | None) -> dict[str, Any]:  # fmt: skip
        buttons = [(t("Cancel"), cancel), (t("Skip"), skip), (t("OK"), ok)]
        return popup(category, overwriting, behind, t("Overwrite"), None, buttons, exists)

    return [
        menu("opens-prompt", where, behind, rows, [(t("Delete"), False)]),
        confirm(t, "delete", f"{removing} (a file)", behind,
                t("Are you sure you want to delete this file?"), None, None, True,
                ({"text": FILE}, lost)),
        confirm(t, "harmless", f"{removing} (a file)", behind,
                t("Are you sure you want to delete this file?"), None, False, None,
                ({"text": FILE}, lost)),
        confirm(t, "delete", f"{removing} (a folder's files)", behind, full, None, None,
                True, (inside, lost, each)),
        confirm(t, "reversible", f"{removing} (a folder's files)", behind, full, None, None,
                None, (inside, lost, each), ((t("Do this for all conflicts"), False),)),
        confirm(t, "delete", f"{removing} (an empty folder)", behind,
                t("Are you sure you want to delete this empty directory?"), None, None, True,
                ({"text": FOLDER}, lost)),
        overwrite("overwrite", None, None, True),
        overwrite("harmless", None, False, None),
        overwrite("harmless", False, None, None),
        confirm(t, "reversible", closing, behind, t("Close"),
                t("Are you sure to close the connection?"), None, False),
        confirm(t, "harmless", closing, behind, t("Close"),
                t("Are you sure to close the connection?"), False, None),
    ]  # fmt: skip


def remote(t: Any) -> list[dict[str, Any]]:
    controls = [t("OS Password"), t("Send clipboard keystrokes"), t("Reset canvas"),
                t("Restart remote device"), t("Insert Lock"), t("Block user input"),
                t("Refresh"), t("Start session recording"), t("Copy Fingerprint")]  # fmt: skip
    where = "rustdesk RemotePage (toolbarControls)"
    restart = f"{t('Are you sure you want to restart')} \n{HOST} ?"
    asking = "showRestartRemoteDevice"
    return [
        menu("opens-prompt", where, PEER, controls, [(t("Restart remote device"), False)]),
        menu("reversible", where, PEER, controls, [(t("Insert Lock"), False)]),
        menu("reversible", where, PEER, controls, [(t("Block user input"), False)]),
        confirm(t, "reset", asking, PEER, t("Restart remote device"), restart, None, True),
        confirm(t, "harmless", asking, PEER, t("Restart remote device"), restart, False,
                None),
    ]  # fmt: skip


def settings(t: Any) -> list[dict[str, Any]]:
    logout = f"{t('Logout')} ({USER})"
    shown = page(t("Settings"), [
        {"text": t("Account")}, {"row": logout},
        {"switch": t("enable-2fa-title")}, {"switch": t("Telegram bot")},
        {"switch": t("Enable trusted devices")},
        {"text": f"* {t('enable-trusted-devices-tip')}"},
        {"row": t("Manage trusted devices")}, {"switch": t("Deny LAN discovery")},
    ])  # fmt: skip
    where = "rustdesk SettingsPage"
    twofa = "CommonConfirmDialog (2FA turned off)"
    trusted = "confrimDeleteTrustedDevicesDialog"
    devices = t("Manage trusted devices")
    sure = f"{t('Confirm Delete')}?"
    out = "logOutConfirmDialog"
    return [
        entry("opens-prompt", where, shown, [(t("enable-2fa-title"), False)]),
        confirm(t, "security", twofa, t("Settings"), None, t("cancel-2fa-confirm-tip"), None,
                True),
        confirm(t, "harmless", twofa, t("Settings"), None, t("cancel-2fa-confirm-tip"),
                False, None),
        confirm(t, "revoke", trusted, devices, None, sure, None, True),
        confirm(t, "harmless", trusted, devices, None, sure, False, None),
        entry("opens-prompt", where, shown, [(logout, False)]),
        confirm(t, "reversible", out, t("Settings"), None, t("logout_tip"), None, False),
        confirm(t, "harmless", out, t("Settings"), None, t("logout_tip"), False, None),
    ]  # fmt: skip
