"""openmediavault's screens for the four-hundred-and-sixteenth held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, **args)`` being that language's lookup of a message of
the app's gettext catalogue and ``t.english(key, **args)`` the English message filled in before
it is looked up (which the app then shows in English). What each action sends, and why it is
labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

RPC = "/rpc.php"  # RpcService: HttpClient.post("rpc.php", body) under the base href "/"
DOWNLOAD = "/download.php"  # RpcService.download: an XMLHttpRequest
HOST = "nas01"  # the hostname the top bar shows
ADMIN, PASSWORD = "admin", "Kettle-42-Harbor"  # made up
USER, USER_MAIL = "mira", "mira@example.com"
NEW_USER, NEW_MAIL, NEW_PASSWORD = "tomas", "tomas@example.com", "Lantern-7-Birch"
GROUP = "media"
FOLDER, FOLDER_ID = "Photos", "a3f1c2d4-5e6b-4a7c-8d9e-0f1a2b3c4d5e"
SHARE_ID = "7c2e9b14-3d5a-4f68-b1c0-2e4d6f8a9b13"
DISK = "/dev/sdb"
FS_ID = "4b1e7d22-9c3f-4a85-b6d0-e1f2a3b4c5d6"
MOUNT = f"/srv/dev-disk-by-uuid-{FS_ID}"
CRON_ID = "e5d4c3b2-a190-4f8e-9d7c-6b5a4f3e2d1c"
CRON_CMD = f"find {MOUNT}/Backups -type f -mtime +30 -delete"
RSYNC_ID = "2f8e6d4c-1b3a-4958-a7c6-d5e4f3a2b1c0"
CERT_ID = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d"
PLUGIN, PLUGIN_OFF = "openmediavault-photoprism", "openmediavault-wetty"
SMTP, SENDER, PRIMARY = "smtp.example.com", "nas01@example.com", "admin@example.com"
SMTP_PASSWORD = "Pebble-19-Quay"  # made up
Act = tuple[str, bool, list[Any]]


def rpc(service: str, method: str, params: Any = None) -> dict[str, str]:
    """RpcService.request: a POST of ``{"service","method","params"}`` as HttpClient's
    JSON.stringify writes it, ``params`` left out where the caller gives none."""
    body: dict[str, Any] = {"service": service, "method": method}
    if params is not None:
        body["params"] = params
    return {"request": f"POST {RPC}",
            "body": json.dumps(body, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"openmediavault {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(t: Any, title: str, heading: str, message: str,
            critical: bool = False) -> dict[str, Any]:  # fmt: skip
    """ModalDialogComponent with a confirmation template over its page: its title, message,
    No and Yes (a critical one with the Confirm checkbox that enables Yes)."""
    items = [{"switch": t("Confirm"), "checked": False}] if critical else []
    items += [{"button": t("No")}, {"button": t("Yes")}]
    return {"title": title, "dialog": {"title": heading, "message": message}, "items": items}


def table(title: str, icons: list[str], rows: list[str]) -> dict[str, Any]:
    """A datatable page: its action bar's icon buttons (named by their tooltips, which are
    their aria-labels) and the texts of its rows."""
    return {"title": title, "items": [{"icon": i} for i in icons] + [{"text": r} for r in rows]}


def session_screens(t: Any) -> list[dict[str, Any]]:
    """The login page, the top bar, its profile and power menus and their confirmations, the
    pending-changes panel and its confirmations, the account's password page."""
    dash = t("Dashboard")
    login = {"title": "openmediavault Workbench", "items": [
        {"icon": t("Language")},
        {"field": "username", "hint": t("User name"), "text": ADMIN},
        {"field": "password", "hint": t("Password"), "text": PASSWORD},
        {"button": t("Log in")}]}  # fmt: skip
    top = {"title": dash, "items": [
        {"icon": t("Show/Hide navigation")}, {"text": HOST},
        {"icon": t("Notifications")}, {"icon": t("Help")},
        {"icon": t("Profile Settings")}, {"icon": t("Power")}]}  # fmt: skip
    logged_in = t("Logged in as <strong>{{ username }}</strong>", username=ADMIN)
    profile = {"title": dash, "items": [
        {"text": logged_in.replace("<strong>", "").replace("</strong>", "")},
        {"menu": t("Account")}, {"menu": t("Log out")},
        {"switch": t("Dark mode"), "checked": False}, {"menu": t("Language")},
        {"menu": dash}, {"menu": t("Reset UI to defaults")}]}  # fmt: skip
    power = {"title": dash, "items": [
        {"menu": t("Reboot")}, {"menu": t("Standby")}, {"menu": t("Shutdown")}]}  # fmt: skip
    shares = t("Shares")
    pending = {"title": shares, "items": [
        {"text": t("Pending configuration changes")},
        {"text": t("You must apply these changes in order for them to take effect.")},
        {"icon": t("Show details")}, {"icon": t("Undo")}, {"icon": t("Apply")},
        {"icon": t("Create")}, {"icon": t("Edit")}, {"icon": t("Delete")}]}  # fmt: skip
    password = {"title": t("Password"), "items": [
        {"field": "password", "hint": t("New password"), "text": "Willow-88-Cinder"},
        {"field": "passwordconf", "hint": t("Confirm password"), "text": "Willow-88-Cinder"},
        {"button": t("Cancel")}, {"button": t("Save")}]}  # fmt: skip
    no = (t("No"), False, [])
    return [
        _entry("reversible", "login page", login, [
            (t("Log in"), False, [rpc("Session", "login",
                                      {"username": ADMIN, "password": PASSWORD})])]),
        _entry("opens-prompt", "top bar", top, [
            (t("Profile Settings"), False, []), (t("Power"), False, [])]),
        _entry("opens-prompt", "profile menu", profile, [
            (t("Log out"), False, []), (t("Reset UI to defaults"), False, [])]),
        _entry("reversible", "log out confirmation", confirm(
            t, dash, t("Log out"), t("Do you really want to log out?")), [
            (t("Yes"), False, [rpc("Session", "logout")]), no]),
        _entry("opens-prompt", "power menu", power, [
            (t("Reboot"), False, [])]),
        _entry("reboot", "reboot confirmation", confirm(
            t, dash, t("Reboot"), t("Do you really want to reboot the system?"), True), [
            (t("Confirm"), False, []),
            (t("Yes"), True, [rpc("System", "reboot", {"delay": 0})]), no]),
        _entry("shutdown", "shutdown confirmation", confirm(
            t, dash, t("Shutdown"), t("Do you really want to shutdown the system?"), True), [
            (t("Yes"), True, [rpc("System", "shutdown", {"delay": 0})]), no]),
        _entry("shutdown", "standby confirmation", confirm(
            t, dash, t("Standby"), t("Do you really want to put the system into standby?"),
            True), [
            (t("Yes"), True, [rpc("System", "standby", {"delay": 0})]), no]),
        _entry("opens-prompt", "pending changes panel", pending, [
            (t("Undo"), False, []), (t("Apply"), False, [])]),
        _entry("apply", "apply confirmation", confirm(
            t, shares, t("Apply"),
            t("Do you really want to apply the configuration changes?")), [
            (t("Yes"), True, [rpc("Config", "applyChangesBg",
                                  {"modules": [], "force": False})]), no]),
        _entry("discard", "undo confirmation", confirm(
            t, shares, t("Undo"), t("Do you really want to undo the configuration changes?")), [
            (t("Yes"), True, [rpc("Config", "revertChangesBg", {"filename": ""})]), no]),
        _entry("reversible", "change password page", password, [
            (t("Save"), False, [rpc("UserMgmt", "setPasswordByContext",
                                    {"password": "Willow-88-Cinder"})])]),
    ]  # fmt: skip


def delete_message(t: Any, item: str | None) -> str:
    """The datatable's delete message: with a row format, the English message filled in (and
    so shown in English); without, the translated general one."""
    if item is None:
        return t("Do you really want to delete the selected item(s)?")
    key = ('Do you really want to delete the selected item(s) <strong>{{ items | join(", ") }}'
           "</strong>?")  # fmt: skip
    return t.english(key, items=item).replace("<strong>", "").replace("</strong>", "")  # fmt: skip


def user_screens(t: Any) -> list[dict[str, Any]]:
    """The users page and the deletion of a user, the create-user form, the groups and
    shared folders pages' deletions."""
    users_t, groups_t, folders_t = t("Users"), t("Groups"), t("Shared Folders")
    users = table(users_t, [t("Create | Import"), t("Edit"), t("Shared folder permissions"),
                            t("Delete")], [ADMIN, USER, USER_MAIL])  # fmt: skip
    create = {"title": t("Create"), "items": [
        {"field": "name", "hint": t("Name"), "text": NEW_USER},
        {"field": "email", "hint": t("Email"), "text": NEW_MAIL},
        {"field": "password", "hint": t("Password"), "text": NEW_PASSWORD},
        {"field": "passwordconf", "hint": t("Confirm password"), "text": NEW_PASSWORD},
        {"text": t("Shell")}, {"text": "/usr/bin/sh"}, {"text": t("Groups")},
        {"text": "users"},
        {"switch": t("Disallow account modification"), "checked": False},
        {"button": t("Cancel")}, {"button": t("Save")}]}  # fmt: skip
    new_user = {"name": NEW_USER, "email": NEW_MAIL, "password": NEW_PASSWORD,
                "shell": "/usr/bin/sh", "groups": ["users"], "sshpubkeys": [],
                "disallowusermod": False, "comment": ""}  # fmt: skip
    dele = t("Delete")
    no = (t("No"), False, [])
    return [
        _entry("opens-prompt", "users page", users, [
            (t("Delete"), False, [])]),
        _entry("delete-user", "delete user confirmation", confirm(
            t, users_t, dele, delete_message(t, USER)), [
            (t("Yes"), True, [rpc("UserMgmt", "deleteUser", {"name": USER})]), no]),
        _entry("reversible", "create user form", create, [
            (t("Save"), False, [rpc("UserMgmt", "setUser", new_user)])]),
        _entry("delete", "delete group confirmation", confirm(
            t, groups_t, dele, delete_message(t, GROUP)), [
            (t("Yes"), True, [rpc("UserMgmt", "deleteGroup", {"name": GROUP})]), no]),
        _entry("delete", "delete shared folder confirmation", confirm(
            t, folders_t, dele, delete_message(t, FOLDER)), [
            (t("Yes"), True, [rpc("ShareMgmt", "delete",
                                  {"uuid": FOLDER_ID, "recursive": False})]), no]),
    ]  # fmt: skip


def storage_screens(t: Any) -> list[dict[str, Any]]:
    """The disks page, the wipe confirmation and the choice of method, the file systems page
    and its unmount and grow confirmations."""
    disks_t, fs_t = t("Disks"), t("File Systems")
    disks = table(disks_t, [t("Edit"), t("Wipe"), t("Scan for new devices")],
                  [DISK, "WDC WD40EFRX-68N32N0", "3.64 TiB"])  # fmt: skip
    wipe_message = t.english(
        "Do you really want to wipe the device {{ canonicaldevicefile }}? All data will be lost.",
        canonicaldevicefile=DISK)  # fmt: skip
    method = {"title": disks_t, "dialog": {
        "title": t("Wipe"), "message": t("Please choose the method to wipe the device.")},
        "items": [{"button": t("Cancel")}, {"button": t("Quick")},
                  {"button": t("Secure")}]}  # fmt: skip
    fs = table(fs_t, [t("Mount an existing file system."),
                      t("Create and mount a file system."), t("Edit"), t("Grow"),
                      t("Quota"), t("Show details"), t("Unmount")],
               [DISK + "1", "EXT4", MOUNT])  # fmt: skip
    unmount = t("Do you really want to unmount this file system? Please make sure that the file "
                "system is not used by any service before unmounting. Note, the file system "
                "will not be deleted by this action.")  # fmt: skip
    grow = t("Do you really want to resize the file system? You have to do that after a RAID "
             "has been grown for example.")  # fmt: skip

    def wipe(secure: bool) -> list[Any]:
        return [rpc("DiskMgmt", "wipe", {"devicefile": DISK, "secure": secure})]

    no = (t("No"), False, [])
    return [
        _entry("opens-prompt", "disks page", disks, [
            (t("Wipe"), False, [])]),
        _entry("opens-prompt", "wipe confirmation", confirm(
            t, disks_t, t("Wipe"), wipe_message, True), [
            (t("Yes"), False, []), no]),
        _entry("wipe", "wipe method dialog", method, [
            (t("Quick"), True, wipe(False)), (t("Secure"), True, wipe(True)),
            (t("Cancel"), False, [])]),
        _entry("opens-prompt", "file systems page", fs, [
            (t("Unmount"), False, [])]),
        _entry("reversible", "unmount confirmation", confirm(
            t, fs_t, t("Unmount"), unmount), [
            (t("Yes"), False, [rpc("FileSystemMgmt", "umountByDir", {"dir": MOUNT})]), no]),
        _entry("resize", "grow confirmation", confirm(t, fs_t, t("Confirmation"), grow), [
            (t("Yes"), True, [rpc("FileSystemMgmt", "grow", {"id": FS_ID})]), no]),
    ]  # fmt: skip


def service_screens(t: Any) -> list[dict[str, Any]]:
    """The SMB shares page and a share's deletion, the scheduled tasks page, its run and
    deletion, the rsync tasks page's run, the certificates page and a certificate's deletion,
    the notification settings, the system logs."""
    shares_t, cron_t, rsync_t = t("Shares"), t("Scheduled Tasks"), t("Tasks")
    cert_t, notify_t, logs_t = t("SSL"), t("Settings"), t("Logs")
    cron = table(cron_t, [t("Create"), t("Edit"), t("Run"), t("Delete")],
                 ["root", CRON_CMD, "Prune old backups"])  # fmt: skip
    rsync = table(rsync_t, [t("Create"), t("Edit"), t("Run"), t("Delete")],
                  [FOLDER, "rsync://backup.example.com/photos"])  # fmt: skip
    notify = {"title": notify_t, "items": [
        {"switch": t("Enabled"), "checked": True},
        {"field": "server", "hint": t("SMTP server"), "text": SMTP},
        {"field": "port", "hint": t("SMTP port"), "text": "587"},
        {"text": t("Encryption mode")}, {"text": t("STARTTLS")},
        {"field": "sender", "hint": t("Sender email"), "text": SENDER},
        {"switch": t("Authentication required"), "checked": True},
        {"field": "username", "hint": t("User name"), "text": SENDER},
        {"field": "password", "hint": t("Password"), "text": SMTP_PASSWORD},
        {"field": "primaryemail", "hint": t("Primary email"), "text": PRIMARY},
        {"field": "secondaryemail", "hint": t("Secondary email"), "text": ""},
        {"button": t("Cancel")}, {"button": t("Test")}, {"button": t("Save")}]}  # fmt: skip
    settings = {"enable": True, "server": SMTP, "port": 587, "tls": "starttls",
                "sender": SENDER, "authenable": True, "username": SENDER,
                "password": SMTP_PASSWORD, "primaryemail": PRIMARY,
                "secondaryemail": ""}  # fmt: skip
    logs = {"title": logs_t, "items": [
        {"text": t("Syslog")}, {"icon": t("Download")},
        {"text": f"{HOST} systemd[1]: Started apt-daily.service - Daily apt download "
                 "activities."}]}  # fmt: skip
    dele = t("Delete")
    no = (t("No"), False, [])
    return [
        _entry("delete", "delete SMB share confirmation", confirm(
            t, shares_t, dele, delete_message(t, FOLDER)), [
            (t("Yes"), True, [rpc("SMB", "deleteShare", {"uuid": SHARE_ID})]), no]),
        _entry("delete", "scheduled tasks page run", cron, [
            (t("Run"), True, [rpc("Cron", "execute", {"uuid": CRON_ID})])]),
        _entry("delete", "delete scheduled task confirmation", confirm(
            t, cron_t, dele, delete_message(t, None)), [
            (t("Yes"), True, [rpc("Cron", "delete", {"uuid": CRON_ID})]), no]),
        _entry("overwrite", "rsync tasks page run", rsync, [
            (t("Run"), True, [rpc("Rsync", "execute", {"uuid": RSYNC_ID})])]),
        _entry("delete", "delete certificate confirmation", confirm(
            t, cert_t, dele, delete_message(t, None)), [
            (t("Yes"), True, [rpc("CertificateMgmt", "delete", {"uuid": CERT_ID})]), no]),
        _entry("reversible", "notification settings", notify, [
            (t("Save"), False, [rpc("EmailNotification", "set", settings)])]),
        _entry("send", "notification settings test", notify, [
            (t("Test"), True, [rpc("EmailNotification", "sendTestEmail")])]),
        _entry("harmless", "system logs", logs, [
            (t("Download"), False, [{"request": f"POST {DOWNLOAD}", "body": json.dumps(
                {"service": "LogFile", "method": "getContent", "params": {"id": "syslog"}},
                separators=(",", ":"))}])]),
    ]  # fmt: skip


def package_screens(t: Any) -> list[dict[str, Any]]:
    """The plugins page, the install and uninstall confirmations, the updates page and the
    upgrade confirmation."""
    plugins_t, updates_t = t("Plugins"), t("Updates")
    plugins = table(plugins_t, [t("Check for new plugins"), t("Install"), t("Uninstall")],
                    [PLUGIN, t("Installed"), PLUGIN_OFF])  # fmt: skip
    updates = table(updates_t, [t("Check for new updates"), t("Install updates"),
                                t("Show changelog")],
                    ["openssl 3.0.17-1~deb12u3", "libssl3 3.0.17-1~deb12u3"])  # fmt: skip
    confirmation = t("Confirmation")
    no = (t("No"), False, [])
    return [
        _entry("opens-prompt", "plugins page", plugins, [
            (t("Install"), False, []), (t("Uninstall"), False, [])]),
        _entry("reversible", "install plugin confirmation", confirm(
            t, plugins_t, confirmation, t("Do you really want to install the plugin?"), True), [
            (t("Yes"), False, [rpc("Plugin", "install", {"packages": [PLUGIN_OFF]})]), no]),
        _entry("uninstall", "uninstall plugin confirmation", confirm(
            t, plugins_t, confirmation, t("Do you really want to uninstall the plugin?"),
            True), [
            (t("Yes"), True, [rpc("Plugin", "remove", {"packages": [PLUGIN]})]), no]),
        _entry("opens-prompt", "updates page", updates, [(t("Install updates"), False, [])]),
        _entry("upgrade", "upgrade confirmation", confirm(
            t, updates_t, confirmation,
            t("All packages will be upgraded. Do you want to proceed?"), True), [
            (t("Yes"), True, [rpc("Apt", "upgrade")]), no]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of one language, in the corpus's order."""
    return [*session_screens(t), *user_screens(t), *storage_screens(t),
            *service_screens(t), *package_screens(t)]  # fmt: skip
