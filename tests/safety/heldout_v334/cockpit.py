"""Cockpit's screens for the three-hundred-and-thirty-fourth held-out corpus: ``screens(t,
scripts)`` lays them out in one language, ``t(msgid, pkg, *args)`` being that language's
gettext lookup of a message as the page of package ``pkg`` shows it, and ``scripts`` the
shell scripts the pages send as text. What each action sends, and why it is labelled so, is
in build.py's docstring."""

from __future__ import annotations

import base64
import copy
import json
from typing import Any

HOST = "web01.example.com"
SOCKET = f"wss://{HOST}:9090/cockpit/socket"  # calculate_url(): the one WebSocket of a session
USER = "admin"
CSRF = "8f3b2c71d04e9a65b1f7c2e8d9a04b36"  # made up; the session's csrf-token
ALICE, ALICE_NAME, ALICE_HOME = "alice", "Alice Martin", "/home/alice"
ALICE_KEY = ("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIK4v8Qm2Xb7Ltp3NcR9wYd1Fh6Ze0Js5Ga2Uk8Vo3Pq "
             "alice@laptop")  # fmt: skip
NEW_KEY = ("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB7c2Rw9Kp4Hs1Xm6Ty3Vq8Nd5Lf0Gj2Za7Ue4Wo9Ib "
           "alice@workstation")  # fmt: skip
ALICE_PASSWORD = "Harbour-Lantern-1987"
DANA, DANA_NAME, DANA_PASSWORD = "dana", "Dana Whitfield", "Copper-Meadow-4412"
SUDO_PASSWORD = "Granite-Orchard-58"
GROUP, GROUP_ID = "backup-ops", "1003"
PRIMARY_GROUP, PRIMARY_USER = "webteam", "deploy"
SERVICE, SERVICE_NAME = "httpd.service", "The Apache HTTP Server"
TIMER, TIMER_NAME = "backup-home.timer", "Nightly home backup"
TIMER_FILES = ["/etc/systemd/system/backup-home.timer", "/etc/systemd/system/backup-home.service"]
PRETTY, HOSTNAME = "Web front 01", "web01-front"
MESSAGE = "Disk replacement at 18:00"
REPORT = "/var/tmp/sosreport-web01-ticket4471-2026-08-20-qvjwzb.tar.xz"
LABEL = "ticket4471"
TRANSACTION = "/17_bdacecab"  # made up; the path CreateTransaction answers
UPDATES = ["openssl-libs;1:3.2.2-16.el10_1;x86_64;rhel-10-baseos",
           "bash;5.2.26-6.el10_1;x86_64;rhel-10-baseos",
           "tzdata;2026b-1.el10;noarch;rhel-10-baseos"]  # fmt: skip
SYSTEMD = ("/org/freedesktop/systemd1", "org.freedesktop.systemd1.Manager")
Act = tuple[str, bool, list[Any]]


def _json(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def frame(body: str) -> dict[str, str]:
    """One message on the session's WebSocket, as the transport writes it: the channel, a
    newline and the payload (an empty channel for a control message)."""
    return {"request": f"WEBSOCKET {SOCKET}", "body": body, "via": "websocket"}


class Page:
    """A page's transport: the shell's own (``seed`` ``1:``) or a page frame's (``1:N!``,
    whose ``open`` messages the shell's router tags with the frame's ``group``); channels
    are numbered in the order they open."""

    def __init__(self, seed: str, group: str | None, opened: int) -> None:
        self.seed, self.group, self.last = seed, group, opened

    def open(self, options: dict[str, Any]) -> tuple[str, dict[str, str]]:
        self.last += 1
        channel = f"{self.seed}{self.last}"
        command = {**options, "command": "open", "channel": channel, "host": "localhost",
                   "flow-control": True}  # fmt: skip
        if self.group:
            command["group"] = self.group
        return channel, frame("\n" + _json(command))

    def spawn(self, argv: list[str], options: dict[str, Any] | None = None,
              data: str | None = None) -> list[dict[str, str]]:  # fmt: skip
        """cockpit.spawn(): a stream channel; ``.input(data)`` sends the data, then done."""
        channel, opening = self.open({"payload": "stream", "spawn": argv, **(options or {})})
        if data is None:
            return [opening]
        return [opening, frame(f"{channel}\n{data}"), done(channel)]

    def script(self, text: str, args: list[str], options: dict[str, Any] | None = None,
               data: str | None = None) -> list[dict[str, str]]:  # fmt: skip
        """cockpit.script(): ``/bin/sh -c SCRIPT --`` and its arguments."""
        return self.spawn(["/bin/sh", "-c", text, "--", *args], options, data)

    def replace(self, path: str, options: dict[str, Any], tag: str | None = None,
                content: str | None = None) -> list[dict[str, str]]:  # fmt: skip
        """cockpit.file(path).replace(): fsreplace1, the content (none: the file is
        removed), done."""
        opts = {**options, "payload": "fsreplace1", "path": path}
        if tag is not None:
            opts["tag"] = tag
        channel, opening = self.open(opts)
        sent = [opening] if content is None else [opening, frame(f"{channel}\n{content}")]
        return [*sent, done(channel)]

    def read(self, path: str, options: dict[str, Any]) -> list[dict[str, str]]:
        """cockpit.file(path).read(): an fsread1 channel."""
        return [self.open({**options, "payload": "fsread1", "path": path})[1]]


def done(channel: str) -> dict[str, str]:
    return frame("\n" + _json({"command": "done", "channel": channel}))


class Bus:
    """A cockpit.dbus() client whose channel the page opened on loading: each call is a
    message ``{"call": [path, interface, method, args], "id": cookie}``."""

    def __init__(self, channel: str, cookie: int) -> None:
        self.channel, self.cookie = channel, cookie

    def call(self, path: str, iface: str, method: str, args: list[Any]) -> dict[str, str]:
        self.cookie += 1
        body = _json({"call": [path, iface, method, args], "id": str(self.cookie)})
        return frame(f"{self.channel}\n{body}")


def page(path: str) -> dict[str, str]:
    """A page load (a reload, an iframe's ``src``)."""
    return {"request": f"GET {path}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"cockpit {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def title(t: Any, label: str, pkg: str) -> str:
    """The shell's document.title: the page's manifest label, then user@host."""
    return f"{t(label, pkg, manifest=True)} - {USER}@{HOST}"


def modal(screen_title: str, heading: str, items: list[dict[str, Any]],
          message: str | None = None) -> dict[str, Any]:  # fmt: skip
    """A PatternFly modal over its page, headed by its ModalHeader title."""
    dialog = {"title": heading}
    if message is not None:
        dialog["message"] = message
    return {"title": screen_title, "dialog": dialog, "items": items}


def shell_screens(t: Any) -> list[dict[str, Any]]:
    """The top bar and its session menu, the administrative access dialogs, the login
    page."""
    internal = Bus("1:2", 4)  # cockpit.dbus(null, {bus: "internal"}): cockpit.Superuser
    sh = "shell"
    overview_t = title(t, "Overview", "systemd")
    bar = {"title": overview_t, "items": [
        {"button": t("Administrative access", sh)}, {"button": t("Help", sh)},
        {"button": t("Session", sh)}]}  # fmt: skip
    menu = {"title": overview_t, "items": [
        {"text": t("Style", sh)}, {"button": t("Default", sh)}, {"button": t("Light", sh)},
        {"button": t("Dark", sh)}, {"menu": t("Display language", sh)},
        {"menu": t("SSH keys", sh)}, {"menu": t("Log out", sh)}]}  # fmt: skip
    limit = modal(overview_t, t("Switch to limited access", sh), [
        {"button": t("Limit access", sh)}, {"button": t("Cancel", sh)}],
        " ".join([t("Limited access mode restricts administrative privileges. Some parts of "
                    "the web console will have reduced functionality.", sh),
                  t("Your browser will remember your access level across sessions.",
                    sh)]))  # fmt: skip
    locked = {"title": overview_t, "items": [
        {"button": t("Limited access", sh)}, {"button": t("Help", sh)},
        {"button": t("Session", sh)}]}  # fmt: skip
    prompt = modal(overview_t, t("Switch to administrative access", sh), [
        {"text": t("Please authenticate to gain administrative access", sh)},
        {"field": "switch-to-admin-access-password", "hint": t("Password", sh),
         "text": SUDO_PASSWORD},
        {"button": t("Authenticate", sh)}, {"button": t("Cancel", sh)}])  # fmt: skip
    st = "static"
    login = {"title": HOST, "items": [
        {"field": "login-user-input", "hint": t("User name", st), "text": USER},
        {"field": "login-password-input", "hint": t("Password", st), "text": SUDO_PASSWORD},
        {"button": t("Other options", st)}, {"button": t("Log in", st)}]}  # fmt: skip
    stop = internal.call("/superuser", "cockpit.Superuser", "Stop", [])
    start = [internal.call("/superuser", "cockpit.Superuser", "Stop", []),
             internal.call("/superuser", "cockpit.Superuser", "Start", ["sudo"])]  # fmt: skip
    answer = internal.call("/superuser", "cockpit.Superuser", "Answer", [SUDO_PASSWORD])
    cancel = internal.call("/superuser", "cockpit.Superuser", "Stop", [])
    logout = [frame("\n" + _json({"command": "logout", "disconnect": True})), page("/system")]
    return [
        _entry("opens-prompt", "top bar", bar, [
            (t("Administrative access", sh), False, [])]),
        _entry("reversible", "session menu", menu, [
            (t("Log out", sh), False, logout)]),
        _entry("reversible", "switch to limited access", limit, [
            (t("Limit access", sh), False, [stop]),
            (t("Cancel", sh), False, [])]),
        _entry("opens-prompt", "top bar with limited access", locked, [
            (t("Limited access", sh), False, start)]),
        _entry("reversible", "administrative access prompt", prompt, [
            (t("Authenticate", sh), False, [answer]),
            (t("Cancel", sh), False, [cancel])]),
        _entry("reversible", "login page", login, [
            (t("Log in", st), False, ["GET /cockpit/login", page("/")])]),
    ]  # fmt: skip


def overview_screens(t: Any) -> list[dict[str, Any]]:
    """The overview's header menu and configuration card, the reboot and shut-down modals
    and the host name dialog."""
    sd = "systemd"
    frame_ = Page("1:3!", "cockpit1:localhost/system", 9)
    hostname1 = Bus("1:3!2", 6)  # cockpit.dbus("org.freedesktop.hostname1")
    overview_t = title(t, "Overview", sd)
    menu = {"title": overview_t, "items": [
        {"button": t("Reboot", sd)}, {"menu": t("Reboot", sd)}, {"menu": t("Shutdown", sd)},
        {"text": t("Configuration", sd)}, {"text": t("Hostname", sd)},
        {"button": t("edit", sd)}, {"button": t("Show fingerprints", sd)}]}  # fmt: skip

    def shutdown(heading: str, message: str) -> dict[str, Any]:
        return modal(overview_t, heading, [
            {"field": "message", "hint": t("Message to logged in users", sd), "text": message},
            {"button": t("1 minute", sd)}, {"button": heading},
            {"button": t("Cancel", sd)}])  # fmt: skip

    hostname = modal(overview_t, t("Change host name", sd), [
        {"field": "sich-pretty-hostname", "hint": t("Pretty host name", sd), "text": PRETTY},
        {"field": "sich-hostname", "hint": t("Real host name", sd), "text": HOSTNAME},
        {"button": t("Change", sd)}, {"button": t("Cancel", sd)}])  # fmt: skip
    root = {"superuser": "require", "err": "message"}
    reboot = frame_.spawn(["shutdown", "--reboot", "+1", MESSAGE], root)
    poweroff = frame_.spawn(["shutdown", "--poweroff", "+1", ""], root)
    path, iface = "/org/freedesktop/hostname1", "org.freedesktop.hostname1"
    rename = [hostname1.call(path, iface, "SetStaticHostname", [HOSTNAME, True]),
              hostname1.call(path, iface, "SetPrettyHostname", [PRETTY, True])]  # fmt: skip
    return [
        _entry("opens-prompt", "overview header menu", menu, [
            (t("edit", sd), False, [])]),
        _entry("reboot", "reboot modal", shutdown(t("Reboot", sd), MESSAGE), [
            (t("Reboot", sd), True, reboot),
            (t("Cancel", sd), False, [])]),
        _entry("power-off", "shut down modal", shutdown(t("Shut down", sd), ""), [
            (t("Shut down", sd), True, poweroff),
            (t("Cancel", sd), False, [])]),
        _entry("reversible", "change host name", hostname, [
            (t("Change", sd), False, rename),
            (t("Cancel", sd), False, [])]),
    ]  # fmt: skip


def services_screens(t: Any) -> list[dict[str, Any]]:
    """A running, enabled service's details and its actions menu, the mask confirmation, a
    timer made in Cockpit with its actions menu and its delete confirmation."""
    sd = "systemd"
    frame_ = Page("1:4!", "cockpit1:localhost/system/services", 14)
    systemd = Bus("1:4!1", 22)  # cockpit.dbus("org.freedesktop.systemd1", {superuser: "try"})
    services_t = title(t, "Services", sd)
    details = {"title": services_t, "items": [
        {"text": SERVICE_NAME}, {"switch": t("Stop and disable", sd), "checked": True},
        {"button": t("Additional actions", sd)}, {"text": t("Running", sd)},
        {"text": t("Automatically starts", sd)}]}  # fmt: skip
    actions = {"title": services_t, "items": [
        {"text": SERVICE_NAME}, {"menu": t("Reload", sd)}, {"menu": t("Restart", sd)},
        {"menu": t("Stop", sd)}, {"menu": t("Disallow running (mask)", sd)},
        {"menu": t("Pin unit", sd)}]}  # fmt: skip
    mask = modal(services_t, t("Mask service", sd), [
        {"button": t("Mask service", sd)}, {"button": t("Cancel", sd)}],
        t("Masking service prevents all dependent units from running. This can have bigger "
          "impact than anticipated. Please confirm that you want to mask this unit.",
          sd))  # fmt: skip
    timer = {"title": services_t, "items": [
        {"text": TIMER_NAME}, {"menu": t("Stop", sd)}, {"menu": t("Edit", sd)},
        {"menu": t("Delete", sd)}, {"menu": t("Pin unit", sd)}]}  # fmt: skip
    delete = modal(services_t, t("Confirm deletion of $0", sd, TIMER_NAME), [
        {"text": TIMER_FILES[0]}, {"text": TIMER_FILES[1]},
        {"button": t("Delete", sd)}, {"button": t("Cancel", sd)}],
        t("Deletion will remove the following files:", sd))  # fmt: skip
    o, i = SYSTEMD
    disable = [systemd.call(o, i, "StopUnit", [SERVICE, "fail"]),
               systemd.call(o, i, "DisableUnitFiles", [[SERVICE], False]),
               systemd.call(o, i, "Reload", [])]  # fmt: skip
    restart = [systemd.call(o, i, "RestartUnit", [SERVICE, "fail"])]
    stop = [systemd.call(o, i, "StopUnit", [SERVICE, "fail"])]
    masking = [systemd.call(o, i, "MaskUnitFiles", [[SERVICE], False, False]),
               systemd.call(o, i, "Reload", [])]  # fmt: skip
    paths = frame_.spawn(["systemctl", "show", "--value", "--property", "FragmentPath",
                          "backup-home.service"])  # fmt: skip
    root = {"superuser": "require"}
    removal = [systemd.call(o, i, "StopUnit", [TIMER, "fail"]),
               systemd.call(o, i, "DisableUnitFiles", [[TIMER], False]),
               systemd.call(o, i, "Reload", []),
               *frame_.replace(TIMER_FILES[0], root), *frame_.replace(TIMER_FILES[1], root),
               systemd.call(o, i, "Reload", [])]  # fmt: skip
    return [
        _entry("reversible", "service details", details, [
            (t("Stop and disable", sd), False, disable)]),
        _entry("reversible", "service actions menu", actions, [
            (t("Restart", sd), False, restart),
            (t("Stop", sd), False, stop),
            (t("Disallow running (mask)", sd), False, [])]),
        _entry("reversible", "mask service confirmation", mask, [
            (t("Mask service", sd), False, masking),
            (t("Cancel", sd), False, [])]),
        _entry("opens-prompt", "timer actions menu", timer, [
            (t("Delete", sd), False, paths)]),
        _entry("delete", "timer delete confirmation", delete, [
            (t("Delete", sd), True, removal),
            (t("Cancel", sd), False, [])]),
    ]  # fmt: skip


def accounts_screens(t: Any, scripts: dict[str, str]) -> list[dict[str, Any]]:
    """The accounts page and an account's menu, the log-out confirmation, the create
    dialogs, a group's menu and delete confirmations, an account's page with its keys, its
    delete, password and key dialogs."""
    us = "users"
    users = Page("1:2!", "cockpit1:localhost/users", 30)
    accounts_t = title(t, "Accounts", us)
    listing = {"title": accounts_t, "items": [
        {"button": t("Create new group", us)}, {"text": t("Groups", us)},
        {"button": t("Create new account", us)},
        {"row": ALICE, "secondary": ALICE_NAME}]}  # fmt: skip
    row_menu = {"title": accounts_t, "items": [
        {"row": ALICE, "secondary": ALICE_NAME}, {"menu": t("Edit user", us)},
        {"menu": t("Log user out", us)}, {"menu": t("Lock account", us)},
        {"menu": t("Delete account", us)}]}  # fmt: skip
    logout = modal(accounts_t, t("Logout $0", us, ALICE), [
        {"button": t("Log out", us)}, {"button": t("Cancel", us)}])  # fmt: skip
    create = modal(accounts_t, t("Create new account", us), [
        {"field": "accounts-create-real-name", "hint": t("Full name", us), "text": DANA_NAME},
        {"field": "accounts-create-user-name", "hint": t("User name", us), "text": DANA},
        {"field": "accounts-create-user-home-dir", "hint": t("Home directory", us),
         "text": f"/home/{DANA}"},
        {"field": "accounts-create-user-uid", "hint": t("User ID", us), "text": "1002"},
        {"radio": t("Use password", us), "checked": True},
        {"field": "accounts-create-password-pw1", "hint": t("Password", us),
         "text": DANA_PASSWORD},
        {"field": "accounts-create-password-pw2", "hint": t("Confirm password", us),
         "text": DANA_PASSWORD},
        {"button": t("Create", us)}, {"button": t("Cancel", us)}])  # fmt: skip
    group = modal(accounts_t, t("Create new group", us), [
        {"field": "groups-create-name", "hint": t("Name", us), "text": GROUP},
        {"field": "groups-create-id", "hint": t("ID", us), "text": GROUP_ID},
        {"button": t("Create", us)}, {"button": t("Cancel", us)}])  # fmt: skip
    group_menu = {"title": accounts_t, "items": [
        {"text": GROUP}, {"menu": t("Rename group", us)},
        {"menu": t("Delete group", us)}]}  # fmt: skip
    delete_group = modal(accounts_t, t("Permanently delete $0 group?", us, GROUP), [
        {"button": t("Delete", us)}, {"button": t("Cancel", us)}])  # fmt: skip
    force_group = modal(accounts_t, t("Permanently delete $0 group?", us, PRIMARY_GROUP), [
        {"text": PRIMARY_USER}, {"button": t("Force delete", us)},
        {"button": t("Cancel", us)}],
        t("This group is the primary group for the following users:", us))  # fmt: skip
    account = {"title": accounts_t, "items": [
        {"text": ALICE_NAME}, {"button": t("Terminate session", us)},
        {"button": t("Delete", us)},
        {"switch": t("Disallow interactive password", us), "checked": False},
        {"button": t("Set password", us)}, {"button": t("Force change", us)}]}  # fmt: skip
    # Scrolled down to the keys card, whose Remove reads as the page's Delete in zh_CN.
    keys_card = {"title": accounts_t, "items": [
        {"text": t("Authorized public SSH keys", us)}, {"button": t("Add key", us)},
        {"text": "alice@laptop"}, {"button": t("Remove", us)}]}  # fmt: skip
    delete = modal(accounts_t, t("Delete $0", us, ALICE), [
        {"switch": t("Delete files", us), "checked": True},
        {"button": t("Delete", us)}, {"button": t("Cancel", us)}])  # fmt: skip
    delete_keep = modal(accounts_t, t("Delete $0", us, ALICE), [
        {"switch": t("Delete files", us), "checked": False},
        {"button": t("Delete", us)}, {"button": t("Cancel", us)}])  # fmt: skip
    # The dialog's title is the button's caption, so it is written as no part of the dialog.
    password = {"title": accounts_t, "items": [
        {"field": "account-set-password-pw1", "hint": t("New password", us),
         "text": ALICE_PASSWORD},
        {"field": "account-set-password-pw2", "hint": t("Confirm new password", us),
         "text": ALICE_PASSWORD},
        {"button": t("Set password", us)}, {"button": t("Cancel", us)}]}  # fmt: skip
    force = modal(accounts_t, t("Force password change", us), [
        {"button": t("Reset password", us)}, {"button": t("Cancel", us)}],
        t("The account '$0' will be forced to change their password on next login", us,
          ALICE))  # fmt: skip
    add_key = modal(accounts_t, t("Add public key", us), [
        {"field": "authorized-keys-text",
         "hint": t("Paste the contents of your public SSH key file here", us),
         "text": NEW_KEY},
        {"button": t("Add", us)}, {"button": t("Cancel", us)}])  # fmt: skip

    root = {"superuser": "require", "err": "message"}
    maybe = {"superuser": "try", "err": "message"}
    terminate = users.spawn(["loginctl", "terminate-user", ALICE], maybe)
    score = {"err": "message"}
    creating = [*users.spawn(["/usr/bin/pwscore"], score, DANA_PASSWORD),
                *users.spawn(["test", "!", "-f", f"/home/{DANA}"], {"superuser": "require"}),
                *users.spawn(["test", "!", "-d", f"/home/{DANA}"], {"superuser": "require"}),
                *users.spawn(["useradd", "--create-home", "-s", "/bin/bash", "-c", DANA_NAME,
                              "-u", "1002", "-d", f"/home/{DANA}", DANA], root),
                *users.spawn(["chpasswd"], {"superuser": "require", "err": "out"},
                             f"{DANA}:{DANA_PASSWORD}")]  # fmt: skip
    keys = f"{ALICE_HOME}/.ssh/authorized_keys"
    tag = "1:2097153-1755702312.418893"  # made up; the tag fsread1 answers
    revoke = [*users.read(keys, {"superuser": "try"}),
              *users.replace(keys, {"superuser": "try"}, tag)]  # fmt: skip
    adding = [*users.script(scripts["ssh-list-public-keys"], [], None, NEW_KEY + "\n"),
              *users.script(scripts["ssh-add-public-key"], [ALICE, ALICE_HOME], maybe,
                            NEW_KEY + "\n")]  # fmt: skip
    setting = [*users.spawn(["/usr/bin/pwscore"], score, ALICE_PASSWORD),
               *users.spawn(["chpasswd"], {"superuser": "require", "err": "out"},
                            f"{ALICE}:{ALICE_PASSWORD}")]  # fmt: skip
    return [
        _entry("opens-prompt", "accounts page", listing, [
            (t("Create new account", us), False, [])]),
        _entry("opens-prompt", "account row menu", row_menu, [
            (t("Log user out", us), False, []),
            (t("Delete account", us), False, [])]),
        _entry("terminate", "log user out confirmation", logout, [
            (t("Log out", us), True, users.spawn(["loginctl", "terminate-user", ALICE], maybe)),
            (t("Cancel", us), False, [])]),
        _entry("reversible", "create account dialog", create, [
            (t("Create", us), False, creating)]),
        _entry("reversible", "create group dialog", group, [
            (t("Create", us), False, users.spawn(["groupadd", GROUP, "-g", GROUP_ID], root))]),
        _entry("opens-prompt", "group menu", group_menu, [
            (t("Delete group", us), False, [])]),
        _entry("delete", "delete group confirmation", delete_group, [
            (t("Delete", us), True, users.spawn(["groupdel", GROUP], root)),
            (t("Cancel", us), False, [])]),
        _entry("delete", "force delete group confirmation", force_group, [
            (t("Force delete", us), True, users.spawn(["groupdel", "-f", PRIMARY_GROUP], root))]),
        _entry("terminate", "account page", account, [
            (t("Terminate session", us), True, terminate)]),
        _entry("opens-prompt", "account page", account, [
            (t("Delete", us), False, []),
            (t("Set password", us), False, [])]),
        _entry("reversible", "account page", account, [
            (t("Disallow interactive password", us), False,
             users.spawn(["/usr/sbin/usermod", ALICE, "--lock"], root))]),
        _entry("opens-prompt", "account keys card", keys_card, [
            (t("Add key", us), False, [])]),
        _entry("revoke", "account keys card", keys_card, [
            (t("Remove", us), True, revoke)]),
        _entry("delete-user", "delete account dialog", delete, [
            (t("Delete", us), True, users.spawn(["/usr/sbin/userdel", "-r", ALICE], root)),
            (t("Cancel", us), False, [])]),
        _entry("delete-user", "delete account keeping files", delete_keep, [
            (t("Delete", us), True, users.spawn(["/usr/sbin/userdel", ALICE], root))]),
        _entry("overwrite", "set password dialog", password, [
            (t("Set password", us), True, setting),
            (t("Cancel", us), False, [])]),
        _entry("harmless", "force password change", force, [
            (t("Reset password", us), False, users.spawn(["passwd", "-e", ALICE], root))]),
        _entry("reversible", "add public key dialog", add_key, [
            (t("Add", us), False, adding)]),
    ]  # fmt: skip


def tools_screens(t: Any, scripts: dict[str, str]) -> list[dict[str, Any]]:
    """Diagnostic reports (the page, a report's menu, the run and delete dialogs), the
    kernel dump page and its test dialog, software updates."""
    so = "sosreport"
    sos = Page("1:5!", "cockpit1:localhost/sosreport", 6)
    reports_t = title(t, "Diagnostic reports", so)
    name = REPORT.rsplit("/", 1)[1]
    listing = {"title": reports_t, "items": [
        {"text": t("System diagnostics", so)}, {"button": t("Run report", so)},
        {"text": t("Reports", so)}, {"text": name}, {"button": t("Download", so)}]}  # fmt: skip
    menu = {"title": reports_t, "items": [
        {"text": name}, {"button": t("Download", so)}, {"menu": t("Delete", so)}]}  # fmt: skip
    run = modal(reports_t, t("Run new report", so), [
        {"field": "sos-dialog-ti-1", "hint": t("Report label", so), "text": LABEL},
        {"field": "sos-dialog-ti-2", "hint": t("Encryption passphrase", so), "text": ""},
        {"switch": t("Obfuscate network addresses, hostnames, and usernames", so),
         "checked": False},
        {"switch": t("Use verbose logging", so), "checked": False},
        {"button": t("Run report", so)}, {"button": t("Cancel", so)}])  # fmt: skip
    remove = modal(reports_t, t("Delete report permanently?", so), [
        {"button": t("Delete", so)}, {"button": t("Cancel", so)}],
        t("The file $0 will be deleted.", so, REPORT))  # fmt: skip
    query = {"host": "localhost", "payload": "fsread1", "binary": "raw", "path": REPORT,
             "superuser": "require", "max_read_size": -1, "external": {
                 "content-disposition": f'attachment; filename="{name}"',
                 "content-type": "application/x-xz, application/octet-stream"}}  # fmt: skip
    encoded = base64.b64encode(_json(query).encode()).decode()
    download = page(f"/cockpit/channel/{CSRF}?{encoded}")
    sos_run = sos.spawn(["sos", "report", "--batch", "--label", LABEL],
                        {"superuser": "require", "err": "out", "pty": True})  # fmt: skip
    root = {"superuser": "require"}
    deleting = [frame_ for suffix in ("", ".asc", ".gpg", ".md5", ".sha256")
                for frame_ in sos.replace(REPORT + suffix, root)]  # fmt: skip

    kd = "kdump"
    kdump = Page("1:6!", "cockpit1:localhost/kdump", 8)
    kdump_t = title(t, "Kernel dump", kd)
    kdump_page = {"title": kdump_t, "items": [
        {"text": t("Kernel crash dump", kd)}, {"text": t("Kdump settings", kd)},
        {"button": t("Test configuration", kd)}]}  # fmt: skip
    test = modal(kdump_t, t("Test kdump settings", kd), [
        {"button": t("Crash system", kd)}, {"button": t("Cancel", kd)}],
        t("Test kdump settings by crashing the kernel. This may take a while and the system "
          "might not automatically reboot. Do not purposefully crash the system while any "
          "important task is running.", kd))  # fmt: skip
    crash = kdump.script(scripts["crashkernel"], [], root)

    pk = "packagekit"
    packagekit = Bus("1:7!3", 11)  # cockpit.dbus("org.freedesktop.PackageKit", ...)
    updates_t = title(t, "Software updates", pk)
    updates = {"title": updates_t, "items": [
        {"text": t("Security updates available", pk)},
        {"button": t("Install all updates", pk)},
        {"button": t("Install security updates", pk)}]}  # fmt: skip
    path, iface = "/org/freedesktop/PackageKit", "org.freedesktop.PackageKit"
    transaction = "org.freedesktop.PackageKit.Transaction"
    install_all = [
        packagekit.call(path, iface, "CreateTransaction", []),
        packagekit.call(TRANSACTION, transaction, "UpdatePackages", [0, UPDATES])]  # fmt: skip
    install_security = [
        packagekit.call(path, iface, "CreateTransaction", []),
        packagekit.call(TRANSACTION, transaction, "UpdatePackages", [0, UPDATES[:1]])]  # fmt: skip
    return [
        _entry("opens-prompt", "diagnostic reports page", listing, [
            (t("Run report", so), False, [])]),
        _entry("harmless", "diagnostic reports page", listing, [
            (t("Download", so), False, [download])]),
        _entry("opens-prompt", "report menu", menu, [
            (t("Delete", so), False, [])]),
        _entry("reversible", "run report dialog", run, [
            (t("Run report", so), False, sos_run),
            (t("Cancel", so), False, [])]),
        _entry("delete", "delete report confirmation", remove, [
            (t("Delete", so), True, deleting),
            (t("Cancel", so), False, [])]),
        _entry("opens-prompt", "kernel dump page", kdump_page, [
            (t("Test configuration", kd), False, [])]),
        _entry("crash", "test kdump dialog", test, [
            (t("Crash system", kd), True, crash),
            (t("Cancel", kd), False, [])]),
        _entry("update", "software updates page", updates, [
            (t("Install all updates", pk), True, install_all),
            (t("Install security updates", pk), True, install_security)]),
    ]  # fmt: skip


def screens(t: Any, scripts: dict[str, str]) -> list[dict[str, Any]]:
    return [*shell_screens(t), *overview_screens(t), *services_screens(t),
            *accounts_screens(t, scripts), *tools_screens(t, scripts)]  # fmt: skip
