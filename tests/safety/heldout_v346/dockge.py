"""Dockge's screens for the three-hundred-and-forty-sixth held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, *args, n=None, **named)`` being that language's lookup
of a key of the app's ``frontend/src/lang/<lang>.json`` catalogue. What each action sends, and
why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

HOST = "dockge.example.org"  # the page's location.host, behind a TLS reverse proxy
TITLE = f"Dockge - {HOST}"  # index.html's title, then main.ts appends " - " + location.host
WS = f"wss://{HOST}/socket.io/?EIO=4&transport=websocket"  # io(location.protocol//host)
ALL = "##ALL_DOCKGE_ENDPOINTS##"  # ALL_ENDPOINTS in common/util-common.ts
NAS, NAS_URL, NAS_NAME = "nas.lan:5001", "http://nas.lan:5001", "NAS"
PI, PI_URL = "pi.lan:5001", "http://pi.lan:5001"
PASSWORD, NEW_PASSWORD = "correct-horse-battery", "Blue-Kettle-58"
HOSTNAME = "192.168.1.20"  # the primary hostname saved in the settings
SETTINGS = {"primaryHostname": HOSTNAME, "checkUpdate": True, "checkBeta": False,
            "globalENV": "TZ=Europe/Berlin\n"}  # fmt: skip
KUMA_YAML = (
    "services:\n  uptime-kuma:\n    image: louislam/uptime-kuma:1\n"
    "    restart: unless-stopped\n    ports:\n      - 3002:3001\n"
    "    volumes:\n      - ./data:/app/data\n"
)
KUMA_ENV = "TZ=Europe/Berlin\n"
# Compose.vue's template, as the jsonConfig watcher writes it back with the yaml library.
NEW_YAML = (
    "services:\n  nginx:\n    image: nginx:latest\n    restart: unless-stopped\n"
    "    ports:\n      - 8080:80\n"
)
NEW_ENV = "# VARIABLE=value #comment"
DOCKER_RUN = "docker run -d --name whoami -p 8000:80 traefik/whoami"
EXEC = "container-exec--immich-immich-server-0"  # getContainerExecTerminalName("", ...)
Act = tuple[Any, bool, list[Any]]


class Socket:
    """The page's one socket.io connection: ``emit`` writes the frame socket.io-client sends,
    ``42`` (an engine.io message carrying a socket.io event), the acknowledgement id where
    the emit passes a callback, then the event and its arguments as ``JSON.stringify``
    writes them (``undefined`` as ``null``)."""

    def __init__(self) -> None:
        self.ack = 14

    def emit(self, *args: Any, ack: bool = True) -> dict[str, str]:
        prefix = "42"
        if ack:
            prefix, self.ack = f"42{self.ack}", self.ack + 1
        body = json.dumps(list(args), separators=(",", ":"), ensure_ascii=False)
        return {"request": f"WEBSOCKET {WS}", "body": prefix + body, "via": "websocket"}

    def agent(self, endpoint: str, event: str, *args: Any) -> dict[str, str]:
        """``$root.emitAgent``: the event goes through the ``agent`` event to an endpoint
        (``""`` for this Dockge itself)."""
        return self.emit("agent", endpoint, event, *args)


def page(url: str) -> dict[str, str]:
    """A page load: an ``<a href target=_blank>`` or ``location.reload()``."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = []
    for action, irreversible, sends in acts:
        step = action if isinstance(action, dict) else {"tap": action}
        cases.append({**step, "irreversible": irreversible, "sends": copy.deepcopy(sends)})
    return {"category": category, "source": f"dockge {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def modal(message: str, items: list[dict[str, Any]], title: str | None = None) -> dict[str, Any]:
    """A bootstrap modal over the page (BModal, or the app's Confirm), its close button
    named by its ``aria-label``."""
    dialog = {"message": message} if title is None else {"title": title, "message": message}
    return {"title": TITLE, "dialog": dialog, "items": [*items, {"icon": "Close"}]}


def home_screens(t: Any, io: Socket) -> list[dict[str, Any]]:
    """The header and its profile menu, the stack list, the home page's Docker Run box and
    agent list, the add-agent form, an agent's rows, the remove and rename modals."""
    header = {"title": TITLE, "items": [
        {"link": "Dockge"}, {"link": t("home")}, {"link": t("console")},
        {"button": "A"}]}  # fmt: skip
    menu = {"title": TITLE, "items": [
        {"text": t("signedInDisp", "admin")}, {"menu": t("scanFolder")},
        {"menu": t("Settings")}, {"menu": t("Logout")}]}  # fmt: skip
    stacks = {"title": TITLE, "items": [
        {"link": t("compose")}, {"field": "search", "hint": "", "text": ""},
        {"text": t("currentEndpoint")}, {"text": t("active")}, {"link": "immich"},
        {"text": t("exited")}, {"link": "uptime-kuma"}, {"text": NAS},
        {"text": t("active")}, {"link": "paperless"}]}  # fmt: skip
    home = {"title": TITLE, "items": [
        {"text": t("home")}, {"text": f"{t('active')} 2"}, {"text": f"{t('exited')} 1"},
        {"text": t("Docker Run")},
        {"field": "name", "hint": "docker run ...", "text": DOCKER_RUN},
        {"button": t("Convert to Compose")}, {"text": t("dockgeAgent", n=2)},
        {"button": t("addAgent")}]}  # fmt: skip
    agent = {"url": "http://192.168.1.40:5001", "username": "admin",
             "password": "Agent-Pass-77", "name": "Backup box", "updatedName": ""}  # fmt: skip
    form = {"title": TITLE, "items": [
        {"field": "url", "hint": t("dockgeURL"), "text": agent["url"]},
        {"field": "username", "hint": t("Username"), "text": agent["username"]},
        {"field": "password", "hint": t("Password"), "text": agent["password"]},
        {"field": "name", "hint": t("Friendly Name"), "text": agent["name"]},
        {"button": t("connect")}]}  # fmt: skip
    nas = {"title": TITLE, "items": [
        {"text": t("agentOnline")}, {"text": NAS_NAME},
        {"icon": "pen-to-square"}, {"icon": "trash"}]}  # fmt: skip
    pi = {"title": TITLE, "items": [
        {"text": t("agentOffline")}, {"text": PI}, {"icon": "trash"}]}  # fmt: skip

    def remove(url: str) -> dict[str, Any]:
        return modal(t("removeAgentMsg"), [
            {"text": url}, {"button": "Cancel"}, {"button": t("removeAgent")}])  # fmt: skip

    rename = modal(f"Current value: {NAS_NAME}", [  # the label is written in English
        {"field": "updatedName", "hint": "", "text": "Synology"},
        {"button": "Cancel"}, {"button": t("Update Name")}])  # fmt: skip
    return [
        _entry("reversible", "header", header, [
            (t("console"), False, [io.agent("", "checkMainTerminal")])]),
        _entry("reversible", "profile menu", menu, [
            (t("Settings"), False, [io.emit("getSettings")]),
            (t("Logout"), False, [io.emit("logout")])]),
        _entry("reversible", "stack list", stacks, [
            (t("compose"), False, [io.agent("", "dockerStats")]),
            ("immich", False, [io.agent("", "getStack", "immich"),
                               io.agent("", "serviceStatusList", "immich"),
                               io.agent("", "dockerStats")])]),
        _entry("reversible", "home docker run", home, [
            (t("Convert to Compose"), False, [io.emit("composerize", DOCKER_RUN)])]),
        _entry("opens-prompt", "home agents", home, [(t("addAgent"), False, [])]),
        _entry("reversible", "add agent form", form, [
            (t("connect"), False, [io.emit("addAgent", agent)])]),
        _entry("opens-prompt", "agent row nas", nas, [("trash", False, [])]),
        _entry("opens-prompt", "agent row pi", pi, [("trash", False, [])]),
        _entry("delete", "remove agent nas", remove(NAS_URL), [
            (t("removeAgent"), True, [io.emit("removeAgent", NAS_URL)]),
            ("Cancel", False, [])]),
        _entry("delete", "remove agent pi", remove(PI_URL), [
            (t("removeAgent"), True, [io.emit("removeAgent", PI_URL)]),
            ("Cancel", False, [])]),
        _entry("reversible", "rename agent", rename, [
            (t("Update Name"), False, [io.emit("updateAgent", NAS_URL, "Synology")])]),
    ]  # fmt: skip


def stack_screens(t: Any, io: Socket) -> list[dict[str, Any]]:
    """A running stack's page (its buttons, dropdown and delete modal), a stopped stack's
    and a stack's of another agent, a container's card and terminal page."""

    def toolbar(name: str, running: bool, agent: str = "") -> dict[str, Any]:
        buttons = [t("editStack"), *([t("restartStack")] if running else [t("startStack")]),
                   t("updateStack"), *([t("stopStack")] if running else [])]  # fmt: skip
        head = f"{name} ({NAS_NAME})" if agent else name
        return {"title": TITLE, "items": [
            {"text": t("active") if running else t("exited")}, {"text": head},
            *({"button": b} for b in buttons), {"button": t("deleteStack")},
            *([{"link": "photos.example.org"}] if name == "immich" else []),
            {"text": t("container", n=2)}, {"text": "compose.yaml"}]}  # fmt: skip

    dropdown = {"title": TITLE, "items": [
        {"text": "immich"}, {"menu": t("downStack")}]}  # fmt: skip
    delete = modal(t("deleteStackMsg"), [
        {"button": t("cancel")}, {"button": t("deleteStack")}])  # fmt: skip
    card = {"title": TITLE, "items": [
        {"text": "immich-server"}, {"text": "ghcr.io/immich-app/immich-server:"},
        {"text": "release"}, {"text": "running"}, {"link": "2283"}, {"link": "Bash"},
        {"button": t("restartStack")}, {"button": t("stopStack")},
        {"text": f"{t('CPU')}: 0.42%"}]}  # fmt: skip
    kuma, paperless = toolbar("uptime-kuma", False), toolbar("paperless", True, NAS)
    return [
        _entry("reversible", "running stack", toolbar("immich", True), [
            (t("editStack"), False, []),
            (t("restartStack"), False, [io.agent("", "restartStack", "immich")]),
            (t("stopStack"), False, [io.agent("", "stopStack", "immich")])]),
        _entry("overwrite", "running stack update", toolbar("immich", True), [
            (t("updateStack"), True, [io.agent("", "updateStack", "immich")])]),
        _entry("opens-prompt", "running stack delete", toolbar("immich", True), [
            (t("deleteStack"), False, [])]),
        _entry("reversible", "running stack dropdown", dropdown, [
            (t("downStack"), False, [io.agent("", "downStack", "immich")])]),
        _entry("delete", "delete running stack", delete, [
            (t("deleteStack"), True, [io.agent("", "deleteStack", "immich")]),
            (t("cancel"), False, [])]),
        _entry("reversible", "stopped stack", kuma, [
            (t("startStack"), False, [io.agent("", "startStack", "uptime-kuma")])]),
        _entry("overwrite", "stopped stack update", kuma, [
            (t("updateStack"), True, [io.agent("", "updateStack", "uptime-kuma")])]),
        _entry("opens-prompt", "stopped stack delete", kuma, [(t("deleteStack"), False, [])]),
        _entry("delete", "delete stopped stack", delete, [
            (t("deleteStack"), True, [io.agent("", "deleteStack", "uptime-kuma")]),
            (t("cancel"), False, [])]),
        _entry("overwrite", "agent stack update", paperless, [
            (t("updateStack"), True, [io.agent(NAS, "updateStack", "paperless")])]),
        _entry("opens-prompt", "agent stack delete", paperless, [
            (t("deleteStack"), False, [])]),
        _entry("delete", "delete agent stack", delete, [
            (t("deleteStack"), True, [io.agent(NAS, "deleteStack", "paperless")]),
            (t("cancel"), False, [])]),
        _entry("reversible", "container card", card, [
            ("Bash", False, [io.agent("", "terminalJoin", EXEC),
                             io.agent("", "interactiveTerminal", "immich", "immich-server",
                                      "bash")]),
            (t("stopStack"), False, [io.agent("", "stopService", "immich", "immich-server")])]),
    ]  # fmt: skip


def edit_screens(t: Any, io: Socket, confirm_buttons: tuple[str, str]) -> list[Any]:
    """A stack in edit mode, its discard and the browser's confirmation on leaving it; a new
    stack; the console with a command typed."""
    edit = {"title": TITLE, "items": [
        {"text": "uptime-kuma"}, {"button": t("deployStack")},
        {"button": t("saveStackDraft")}, {"button": t("discardStack")},
        {"text": t("container", n=2)},
        {"field": "newContainerName", "hint": t("New Container Name..."), "text": ""},
        {"button": t("addContainer")}, {"text": "uptime-kuma"},
        {"button": t("Edit")}, {"button": t("deleteContainer")},
        {"text": "compose.yaml"}, {"text": ".env"}]}  # fmt: skip
    ok, cancel = confirm_buttons
    leave = {"title": TITLE, "dialog": {"message": t("confirmLeaveStack")},
             "items": [{"button": ok}, {"button": cancel}]}  # fmt: skip
    new = {"title": TITLE, "items": [
        {"text": t("compose")}, {"button": t("deployStack")},
        {"button": t("saveStackDraft")}, {"text": t("general")},
        {"field": "name", "hint": t("stackName"), "text": "web"},
        {"text": t("Lowercase only")}, {"text": t("dockgeAgent")},
        {"button": t("addContainer")}]}  # fmt: skip

    def console(command: str) -> dict[str, Any]:
        return {"title": TITLE, "items": [
            {"text": t("console")}, {"text": f"root@dockge:/opt/stacks# {command}"},
            {"field": "terminal", "hint": "Terminal input", "text": "",
             "focused": True}]}  # fmt: skip

    def run(command: str) -> list[Any]:
        return [io.agent("", "terminalInput", "console", command + "\r")]

    enter = {"enter": True}
    commands = [
        "docker volume rm immich_pgdata",
        "docker system prune -af --volumes",
        "rm -rf immich/library",
        "docker compose -f paperless/compose.yaml down -v",
    ]
    reads = ["docker ps -a", "docker compose -f immich/compose.yaml logs --tail 50"]
    return [
        _entry("reversible", "stack edit mode", edit, [
            (t("deployStack"), False, [io.agent(
                "", "deployStack", "uptime-kuma", KUMA_YAML, KUMA_ENV, False)]),
            (t("saveStackDraft"), False, [io.agent(
                "", "saveStack", "uptime-kuma", KUMA_YAML, KUMA_ENV, False)]),
            (t("deleteContainer"), False, [])]),
        _entry("discard", "stack edit discard", edit, [
            (t("discardStack"), True, [io.agent("", "getStack", "uptime-kuma")])]),
        _entry("discard", "leave edited stack confirm", leave, [
            (ok, True, [io.agent("", "leaveCombinedTerminal", "uptime-kuma")]),
            (cancel, False, [])]),
        _entry("reversible", "new stack", new, [
            (t("deployStack"), False, [io.agent(
                "", "deployStack", "web", NEW_YAML, NEW_ENV, True)]),
            (t("saveStackDraft"), False, [io.agent(
                "", "saveStack", "web", NEW_YAML, NEW_ENV, True)])]),
        *(_entry("delete", f"console {c.split()[1]} {c.split()[-1]}", console(c), [
            (enter, True, run(c))]) for c in commands),
        *(_entry("reversible", f"console {c.split()[1]}", console(c), [
            (enter, False, run(c))]) for c in reads),
    ]  # fmt: skip


def settings_screens(t: Any, io: Socket) -> list[dict[str, Any]]:
    """The settings pages (general, appearance, security with and without authentication,
    the global .env, about), the disable-auth confirmation, the login and setup pages."""
    menu = [{"link": t("general")}, {"link": t("Appearance")}, {"link": t("Security")},
            {"link": t("GlobalEnv")}, {"link": t("About")}]  # fmt: skip

    def settings(items: list[dict[str, Any]]) -> dict[str, Any]:
        return {"title": TITLE, "items": [{"text": t("Settings")}, *menu, *items]}

    general = settings([
        {"text": t("primaryHostname")},
        {"field": "primaryHostname", "hint": t("CurrentHostname"), "text": "docker.home.arpa"},
        {"button": t("autoGet")}, {"button": t("Save")}])  # fmt: skip
    appearance = settings([
        {"text": t("Language")}, {"text": t("Theme")}, {"radio": t("Light"), "checked": False},
        {"radio": t("Dark"), "checked": True}, {"radio": t("Auto"), "checked": False}])  # fmt: skip
    security = settings([
        {"text": f"{t('Current User')}: admin"}, {"button": t("Logout")},
        {"field": "current-password", "hint": t("Current Password"), "text": PASSWORD},
        {"field": "new-password", "hint": t("New Password"), "text": NEW_PASSWORD},
        {"field": "repeat-new-password", "hint": t("Repeat New Password"),
         "text": NEW_PASSWORD},
        {"button": t("Update Password")}, {"text": t("Advanced")},
        {"button": t("Disable Auth")}])  # fmt: skip
    message = t("disableauth.message1", disableAuth=t("disableAuth"))
    disable = modal(message, [
        {"text": t("disableauth.message2", scenarios=t("scenarios"))},
        {"text": t("Please use this option carefully!")},
        {"field": "current-password2", "hint": t("Current Password"), "text": PASSWORD},
        {"button": t("I understand, please disable")}, {"button": t("Leave")}],
        title=t("Confirm"))  # fmt: skip
    disabled = settings([{"text": t("Advanced")}, {"button": t("Enable Auth")}])
    env = "TZ=Europe/Berlin\nPUID=1000\nPGID=1000\n"
    global_env = settings([{"text": env}, {"button": t("Save")}])
    about = settings([
        {"text": "Dockge"}, {"text": f"{t('Version')}: 1.5.0"},
        {"text": f"{t('Frontend Version')}: 1.5.0"},
        {"link": t("Check Update On GitHub")},
        {"switch": t("Show update if available"), "checked": True},
        {"switch": t("Also check beta release"), "checked": False}])  # fmt: skip
    login = {"title": f"{TITLE} - Login", "items": [
        {"field": "floatingInput", "hint": t("Username"), "text": "admin"},
        {"field": "floatingPassword", "hint": t("Password"), "text": PASSWORD},
        {"switch": t("Remember me"), "checked": True}, {"button": t("Login")}]}  # fmt: skip
    setup = {"title": TITLE, "items": [
        {"text": "Dockge"}, {"text": t("Create your admin account")},
        {"field": "language", "hint": t("Language"), "text": t("languageName")},
        {"field": "floatingInput", "hint": t("Username"), "text": "admin"},
        {"field": "floatingPassword", "hint": t("Password"), "text": PASSWORD},
        {"field": "repeat", "hint": t("Repeat Password"), "text": PASSWORD},
        {"button": t("Create")}]}  # fmt: skip

    def saved(**changes: Any) -> dict[str, Any]:
        return {**SETTINGS, **changes}

    off = {**{k: v for k, v in SETTINGS.items() if k != "globalENV"}, "disableAuth": True,
           "globalENV": SETTINGS["globalENV"]}  # fmt: skip
    return [
        _entry("reversible", "general settings", general, [
            (t("Save"), False, [io.emit("setSettings", saved(primaryHostname="docker.home.arpa"),
                                        None)])]),
        _entry("reversible", "appearance settings", appearance, [(t("Light"), False, [])]),
        _entry("reversible", "security settings", security, [
            (t("Logout"), False, [io.emit("logout")])]),
        _entry("revoke", "security change password", security, [
            (t("Update Password"), True, [io.emit("changePassword", {
                "currentPassword": PASSWORD, "newPassword": NEW_PASSWORD,
                "repeatNewPassword": NEW_PASSWORD})])]),
        _entry("opens-prompt", "security disable auth", security, [
            (t("Disable Auth"), False, [])]),
        _entry("disable-auth", "disable auth confirm", disable, [
            (t("I understand, please disable"), True, [io.emit(
                "setSettings", saved(disableAuth=True), PASSWORD)]),
            (t("Leave"), False, [])]),
        _entry("reversible", "security auth disabled", disabled, [
            (t("Enable Auth"), False, [io.emit("setSettings", {**off, "disableAuth": False},
                                               None), page(f"https://{HOST}/")])]),
        _entry("reversible", "global env settings", global_env, [
            (t("Save"), False, [io.emit("setSettings", saved(globalENV=env), None)])]),
        _entry("reversible", "about settings", about, [
            (t("Check Update On GitHub"), False, [
                page("https://github.com/louislam/dockge/releases")]),
            (t("Also check beta release"), False, [io.emit(
                "setSettings", saved(checkBeta=True), None)])]),
        _entry("reversible", "login page", login, [
            (t("Login"), False, [io.emit("login", {
                "username": "admin", "password": PASSWORD, "token": ""})])]),
        _entry("reversible", "setup page", setup, [
            (t("Create"), False, [io.emit("setup", "admin", PASSWORD)])]),
    ]  # fmt: skip


def screens(t: Any, confirm_buttons: tuple[str, str] = ("OK", "Cancel")) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language; ``confirm_buttons`` are the OK and
    Cancel that the browser's ``confirm()`` shows in it."""
    io = Socket()
    return [*home_screens(t, io), *stack_screens(t, io),
            *edit_screens(t, io, confirm_buttons), *settings_screens(t, io)]  # fmt: skip
