"""Node-RED's editor screens for the two-hundred-and-thirty-fifth held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, **values)`` being that language's lookup of a key of the
editor's ``locales/<lang>/editor.json`` catalogue (``__name__`` filled in from ``values``). What
each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import html
import json
import re
from typing import Any
from urllib.parse import quote

PAGE = "Node-RED : Greenhouse"  # document.title: the page title and the open flow's label
PROJECT, OTHER_PROJECT = "greenhouse", "greenhouse-v2"
P = f"/projects/{PROJECT}"
USER, PASSWORD = "alice", "correct-horse-battery"  # made up
TOKEN = "q3Zt0Xb7Jv+Yw2mK8sLd/1PfRg9Hc4NaUe6TiOo5BxE="  # made up; the access token of /auth/token
REV = "b3f09d3c2e0a4b8e8f7a2c61d94e5a07"  # made up; the flows' revision the editor loaded
COMMS = "WEBSOCKET ws://localhost:1880/comms"  # the editor's comms socket (comms.js)
CATALOGUE = "https://catalogue.nodered.org/catalogue.json"  # palette-editor.js's default
TAB_ID, INJECT_ID, DEBUG_ID, MQTT_ID = (
    "4f8c2a9e7d1b3065",
    "9a3e6c1f0b7d2854",
    "e2b7d4a80c9f1636",
    "71c5f0e3a8d4b29c",
)
TAB = {"id": TAB_ID, "type": "tab", "label": "Greenhouse", "disabled": False, "info": "",
       "env": []}  # fmt: skip
INJECT = {"id": INJECT_ID, "type": "inject", "z": TAB_ID, "name": "every 5 minutes",
          "props": [{"p": "payload"}, {"p": "topic", "vt": "str"}], "repeat": "300",
          "crontab": "", "once": False, "onceDelay": 0.1, "topic": "", "payload": "",
          "payloadType": "date", "x": 160, "y": 120, "wires": [[DEBUG_ID]]}  # fmt: skip
DEBUG = {"id": DEBUG_ID, "type": "debug", "z": TAB_ID, "name": "vent state", "active": True,
         "tosidebar": True, "console": False, "tostatus": False, "complete": "payload",
         "targetType": "msg", "statusVal": "", "statusType": "auto", "x": 400, "y": 120,
         "wires": []}  # fmt: skip
MQTT = {"id": MQTT_ID, "type": "mqtt out", "z": TAB_ID, "name": "vent control",
        "topic": "greenhouse/vent", "qos": "", "retain": "", "respTopic": "", "contentType": "",
        "userProps": "", "correl": "", "expiry": "", "broker": "", "x": 410, "y": 180,
        "wires": []}  # fmt: skip
FLOWS = [TAB, INJECT, DEBUG]  # createCompleteNodeSet(): the tab, then its nodes
FLOWS_UNCONFIGURED = [TAB, {**INJECT, "wires": [[DEBUG_ID, MQTT_ID]]}, DEBUG, MQTT]
INFLUX, INFLUX_OLD, INFLUX_NEW = "node-red-contrib-influxdb", "0.7.0", "0.7.1"
EMAIL, EMAIL_VERSION = "node-red-node-email", "3.1.2"
MODBUS, MODBUS_VERSION = "node-red-contrib-modbus", "5.45.2"
STAMP = 1786634522117  # made up; jQuery's cache-busting ``_=`` (Date.now())
Act = tuple[str, bool, list[Any]]


def compact(data: Any) -> str:
    """JSON.stringify's compact form."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def param(fields: dict[str, str]) -> str:
    """jQuery's ``$.param``: encodeURIComponent, a space as ``+``."""
    enc = lambda v: quote(v, safe="-_.!~*'()").replace("%20", "+")  # noqa: E731
    return "&".join(f"{enc(k)}={enc(v)}" for k, v in fields.items())


def api(method: str, path: str, data: Any = None, form: dict[str, str] | None = None) -> Any:
    """A ``$.ajax`` call to the editor's admin API (relative to the editor's root, ``/``): a
    JSON body is JSON.stringify's, a plain object jQuery's urlencoded ``$.param``."""
    if data is not None:
        return {"request": f"{method} {path}", "body": compact(data)}
    if form is not None:
        return {"request": f"{method} {path}", "body": param(form)}
    return f"{method} {path}"


def page(url: str) -> dict[str, str]:
    """A page load: an ``<a href>``, ``window.open`` or ``location.reload()``."""
    return {"request": f"GET {url}", "via": "link"}


def plain(text: str) -> str:
    """A notification's HTML as the text it shows: paragraphs joined by a space."""
    text = re.sub(r"</p>\s*<p>|<br\s*/?>", " ", text)
    return html.unescape(re.sub(r"<[^>]+>", "", text)).strip()


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"node-red {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def notify(message: str, buttons: list[str], under: str = PAGE) -> dict[str, Any]:
    """A modal ``RED.notify``: a dialog with no title, its message and its buttons."""
    return {"title": under, "dialog": {"message": message},
            "items": [{"button": b} for b in buttons]}  # fmt: skip


def menu(entries: list[str]) -> dict[str, Any]:
    """An open ``RED.menu`` over the page: a dialog whose items are its entries."""
    return {"title": PAGE, "dialog": {}, "items": [{"menu": e} for e in entries]}


def user_settings_tabs(t: Any) -> list[dict[str, Any]]:
    """The User Settings tray's panes in the order they are added, and its Close."""
    return [{"tab": t("menu.label.settings")}, {"tab": t("palette.editor.palette")},
            {"tab": t("sidebar.project.userSettings.gitConfig")},
            {"tab": t("keyboard.keyboard")}, {"tab": t("env-var.environment")},
            {"button": t("common.label.close")}]  # fmt: skip


def dialog(heading: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """A jQuery UI dialog over the page, headed by its title."""
    return {"title": PAGE, "dialog": {"title": heading}, "items": items}


# What follows a commit, a push, a login, a remote's deletion or a new project key: the version
# control sidebar's refresh reads the commit history and the status of the project.
REFRESH = [api("GET", f"{P}/commits?limit=20"), api("GET", f"{P}/status")]


def deploy_screens(t: Any) -> list[dict[str, Any]]:
    """The header with undeployed changes, the deploy menu, the warning about nodes that are
    not properly configured and the notification that the server runs newer flows."""
    header = {"title": PAGE, "items": [
        {"link": t("deploy.deploy")}, {"link": t("deploy.options")},
        {"link": t("menu.label.mainMenu")}]}  # fmt: skip
    options = menu([t("deploy.full"), t("deploy.modifiedFlows"), t("deploy.modifiedNodes"),
                    t("deploy.stopFlows"), t("deploy.restartFlows")])  # fmt: skip
    invalid = notify(" ".join([
        t("deploy.confirm.improperlyConfigured"), "[Greenhouse] vent control (mqtt out)",
        t("deploy.confirm.confirm")]),
        [t("common.label.cancel"), t("deploy.invalidNodesButton"),
         t("deploy.confirm.button.confirm")])  # fmt: skip
    conflict = notify(" ".join([t("deploy.confirm.conflict"),
                                t("deploy.confirm.conflictAutoMerge")]),
                      [t("common.label.cancel"), t("deploy.confirm.button.review"),
                       t("deploy.confirm.button.merge"),
                       t("deploy.confirm.button.overwrite")])  # fmt: skip
    status = api("GET", f"{P}/status")  # the version control sidebar after a deploy
    return [
        _entry("deploy", "header deploy", header, [
            (t("deploy.deploy"), True, [
                api("POST", "/flows", {"flows": FLOWS, "rev": REV}), status])]),
        _entry("opens-prompt", "header menus", header, [
            (t("deploy.options"), False, []), (t("menu.label.mainMenu"), False, [])]),
        _entry("reversible", "deploy menu", options, [
            (t("deploy.stopFlows"), False, [api("POST", "/flows/state",
                                                form={"state": "stop"})]),
            (t("deploy.restartFlows"), False, [api("POST", "/flows")])]),
        _entry("deploy", "deploy warning improperly configured", invalid, [
            (t("deploy.confirm.button.confirm"), True, [
                api("POST", "/flows", {"flows": FLOWS_UNCONFIGURED, "rev": REV}), status]),
            (t("deploy.invalidNodesButton"), False, []),
            (t("common.label.cancel"), False, [])]),
        _entry("overwrite", "deploy conflict", conflict, [
            (t("deploy.confirm.button.overwrite"), True, [
                api("POST", "/flows", {"flows": FLOWS}), status]),
            (t("deploy.confirm.button.merge"), False, []),
            (t("deploy.confirm.button.review"), False, [api("GET", f"/flows?_={STAMP}")]),
            (t("common.label.cancel"), False, [])]),
    ]  # fmt: skip


def workspace_screens(t: Any) -> list[dict[str, Any]]:
    """The main menu, the import dialog and its conflict notification, the export dialog's
    clipboard and library tabs and the library's replace notification, a flow tab's menu and
    edit tray, a subflow's delete confirmation, a node's edit tray."""
    main = menu([t("menu.label.projects"), t("menu.label.edit"), t("menu.label.view.view"),
                 t("menu.label.arrange"), t("menu.label.import"), t("menu.label.export"),
                 t("menu.label.search"), t("menu.label.displayConfig"), t("menu.label.flows"),
                 t("menu.label.subflows"), t("menu.label.groups"), t("menu.label.editPalette"),
                 t("menu.label.settings"), t("menu.label.keyboardShortcuts"),
                 t("menu.label.help"), "v5.0.4"])  # fmt: skip
    importing = dialog(t("clipboard.importNodes"), [
        {"tab": t("clipboard.clipboard")}, {"tab": t("library.types.local")},
        {"text": t("clipboard.pasteNodes")}, {"button": t("clipboard.selectFile")},
        {"field": "red-ui-clipboard-dialog-import-text", "hint": "",
         "text": compact([INJECT, DEBUG])},
        {"text": t("clipboard.import.import")}, {"button": t("clipboard.export.current")},
        {"button": t("clipboard.import.newFlow")}, {"button": t("common.label.cancel")},
        {"button": t("common.label.import")}])  # fmt: skip
    conflict = {"title": PAGE, "dialog": {"message": t("clipboard.import.conflictNotification1")},
                "items": [{"button": t("common.label.cancel")},
                          {"button": t("clipboard.import.viewNodes")},
                          {"button": t("clipboard.import.importCopy")}]}  # fmt: skip

    def export(library: bool) -> dict[str, Any]:
        head = [{"text": t("common.label.export")}, {"button": t("clipboard.export.selected")},
                {"button": t("clipboard.export.current")}, {"button": t("clipboard.export.all")},
                {"text": t("common.label.format")}, {"button": t("clipboard.export.compact")},
                {"button": t("clipboard.export.formatted")}, {"tab": t("clipboard.clipboard")},
                {"tab": t("library.types.local")}]  # fmt: skip
        if library:
            body = [{"row": "flows"}, {"row": "greenhouse.json"}, {"row": "irrigation.json"},
                    {"field": "red-ui-clipboard-dialog-tab-library-name",
                     "hint": t("clipboard.export.exportAs"), "text": "greenhouse-v2.json"},
                    {"button": t("common.label.cancel")},
                    {"button": t("clipboard.export.export")}]  # fmt: skip
        else:
            body = [{"tab": t("clipboard.exportNodes")}, {"tab": t("editor.types.json")},
                    {"text": f"{TAB['label']}: {INJECT['name']}, {DEBUG['name']}"},
                    {"button": t("common.label.cancel")}, {"button": t("clipboard.download")},
                    {"button": t("clipboard.export.copy")}]  # fmt: skip
        return dialog(t("clipboard.exportNodes"), head + body)

    exists = notify(plain(t("clipboard.export.exists", file="greenhouse.json")),
                    [t("common.label.cancel"), t("clipboard.export.overwrite")])  # fmt: skip
    tab_menu = menu([t("workspace.addFlow"), t("workspace.addFlowToRight"),
                     t("workspace.disableFlow"), t("workspace.lockFlow"),
                     t("workspace.moveToStart"), t("workspace.moveToEnd"),
                     t("workspace.hideFlow"), t("workspace.hideOtherFlows"),
                     t("workspace.hideAllFlows"), t("workspace.showAllFlows", count="0"),
                     t("workspace.showLastHiddenFlow"), t("common.label.delete"),
                     t("menu.label.export")])  # fmt: skip
    flow_tray = dialog(t("workspace.editFlow", name="Greenhouse"), [
        {"button": t("common.label.delete")}, {"button": t("common.label.cancel")},
        {"button": t("common.label.done")}, {"tab": t("editor-tab.properties")},
        {"tab": t("editor-tab.envProperties")},
        {"field": "node-input-name", "hint": t("common.label.name"), "text": "Greenhouse"},
        {"field": "node-input-info", "hint": t("workspace.info"), "text": ""},
        {"button": t("workspace.enabled")}, {"button": t("common.label.unlocked")}])  # fmt: skip
    subflow = notify(" ".join([t("subflow.subflowInstances", count="1"),
                               t("subflow.confirmDelete")]),
                     [t("common.label.cancel"), t("workspace.confirmDelete")])  # fmt: skip
    node_tray = dialog(t("editor.editNode", type="debug"), [
        {"button": t("common.label.delete")}, {"button": t("common.label.cancel")},
        {"button": t("common.label.done")}, {"tab": t("editor-tab.properties")},
        {"tab": t("editor-tab.description")}, {"tab": t("editor-tab.appearance")},
        {"icon": t("sidebar.help.showHelp")}, {"button": t("workspace.enabled")}])  # fmt: skip
    library = "/library/local/flows/"
    return [
        _entry("opens-prompt", "main menu", main, [
            (t("menu.label.import"), False, []), (t("menu.label.editPalette"), False, [])]),
        _entry("harmless", "import dialog", importing, [
            (t("clipboard.selectFile"), False, [])]),
        _entry("reversible", "import conflict", conflict, [
            (t("clipboard.import.importCopy"), False, [])]),
        _entry("harmless", "export dialog clipboard", export(False), [
            (t("clipboard.download"), False, [])]),
        _entry("reversible", "export dialog library", export(True), [
            (t("clipboard.export.export"), False, [
                api("POST", f"{library}greenhouse-v2.json", FLOWS)])]),
        _entry("overwrite", "export library file exists", exists, [
            (t("clipboard.export.overwrite"), True, [
                api("POST", f"{library}greenhouse.json", FLOWS)]),
            (t("common.label.cancel"), False, [])]),
        _entry("reversible", "flow tab menu", tab_menu, [
            (t("common.label.delete"), False, [])]),
        _entry("reversible", "edit flow tray", flow_tray, [
            (t("common.label.delete"), False, [])]),
        _entry("reversible", "delete subflow confirm", subflow, [
            (t("workspace.confirmDelete"), False, [])]),
        _entry("reversible", "edit node tray", node_tray, [
            (t("common.label.delete"), False, [])]),
    ]  # fmt: skip


def runtime_screens(t: Any) -> list[dict[str, Any]]:
    """The context data sidebar and its delete popovers, the palette manager's Nodes and
    Install tabs with their update, remove and install notifications, the login dialog and
    the user menu."""
    flow_key, global_key = "vent_state", "greenhouse_setpoint"
    flow_url = f"/context/flow/{TAB_ID}/{flow_key}?store=default"
    global_url = f"/context/global/{global_key}?store=default"
    context = {"title": PAGE, "items": [
        {"tab": t("sidebar.context.name")}, {"text": t("sidebar.context.node")},
        {"switch": t("sidebar.context.autoRefresh"), "checked": False},
        {"icon": t("sidebar.context.refrsh")}, {"text": t("sidebar.context.none")},
        {"text": t("sidebar.context.flow")},
        {"switch": t("sidebar.context.autoRefresh"), "checked": False},
        {"icon": t("sidebar.context.refrsh")}, {"text": flow_key}, {"text": '"open"'},
        {"icon": t("sidebar.context.refrsh")}, {"icon": t("sidebar.context.delete")},
        {"text": t("sidebar.context.global")}, {"icon": t("sidebar.context.refrsh")},
        {"text": t("sidebar.context.refresh")}]}  # fmt: skip
    popover = {"title": PAGE, "dialog": {"message": t("sidebar.context.deleteConfirm")},
               "items": [{"button": t("common.label.cancel")},
                         {"button": t("common.label.delete")}]}  # fmt: skip
    tabs = user_settings_tabs(t)

    def nodes_tab(module: str, version: str, buttons: list[str]) -> dict[str, Any]:
        return dialog(t("menu.label.userSettings"), [
            *tabs, {"tab": t("palette.editor.tab-nodes")}, {"tab": t("palette.editor.tab-install")},
            {"field": "palette-filter", "hint": t("palette.filter"), "text": ""},
            {"text": module}, {"text": version}, *({"button": b} for b in buttons)])  # fmt: skip

    update = t("palette.editor.update", version=INFLUX_NEW)
    influx = nodes_tab(INFLUX, INFLUX_OLD, [update, t("palette.editor.remove"),
                                            t("palette.editor.disableall")])  # fmt: skip
    install_tab = dialog(t("menu.label.userSettings"), [
        *tabs, {"tab": t("palette.editor.tab-nodes")}, {"tab": t("palette.editor.tab-install")},
        {"field": "palette-search", "hint": t("palette.search"), "text": "modbus"},
        {"icon": t("palette.editor.refresh")}, {"text": MODBUS},
        {"text": "Node-RED Modbus TCP and Serial nodes"}, {"text": MODBUS_VERSION},
        {"button": t("palette.editor.install")}])  # fmt: skip
    updating = notify(
        plain(t("palette.editor.confirm.update.body", module=INFLUX)),
        [t("common.label.cancel"), t("palette.editor.confirm.button.update")],
    )
    removing = notify(
        plain(t("palette.editor.confirm.remove.body", module=EMAIL)),
        [t("common.label.cancel"), t("palette.editor.confirm.button.remove")],
    )
    installing = notify(plain(t("palette.editor.confirm.install.body", module=MODBUS)),
                        [t("common.label.cancel"), t("palette.editor.confirm.button.review"),
                         t("palette.editor.confirm.button.install")])  # fmt: skip
    login = {"title": PAGE, "dialog": {}, "items": [
        {"field": "node-dialog-login-username", "hint": f"{t('user.username')}:", "text": USER},
        {"field": "node-dialog-login-password", "hint": f"{t('user.password')}:",
         "text": PASSWORD},
        {"button": t("common.label.cancel")}, {"button": t("user.login")}]}  # fmt: skip
    user_menu = {"title": PAGE, "dialog": {}, "items": [
        {"text": USER}, {"menu": t("menu.label.logout")}]}  # fmt: skip
    return [
        _entry("opens-prompt", "context sidebar", context, [
            (t("sidebar.context.delete"), False, [])]),
        _entry("delete", "context delete flow value", popover, [
            (t("common.label.delete"), True, [api("DELETE", flow_url), api("GET", flow_url)]),
            (t("common.label.cancel"), False, [])]),
        _entry("delete", "context delete global value", popover, [
            (t("common.label.delete"), True, [api("DELETE", global_url),
                                              api("GET", global_url)])]),
        _entry("opens-prompt", "palette nodes update", influx, [
            (update, False, [])]),
        _entry("reversible", "palette nodes disable", influx, [
            (t("palette.editor.disableall"), False, [api("PUT", f"/nodes/{INFLUX}",
                                                         {"enabled": False})])]),
        _entry("overwrite", "palette update confirm", updating, [
            (t("palette.editor.confirm.button.update"), True, [
                api("POST", "/nodes", {"module": INFLUX, "version": INFLUX_NEW})]),
            (t("common.label.cancel"), False, [])]),
        _entry("reversible", "palette remove confirm", removing, [
            (t("palette.editor.confirm.button.remove"), False, [
                api("DELETE", f"/nodes/{EMAIL}")])]),
        _entry("opens-prompt", "palette install tab", install_tab, [
            (t("palette.editor.refresh"), False, [f"GET {CATALOGUE}?_={STAMP}"])]),
        _entry("reversible", "palette install confirm", installing, [
            (t("palette.editor.confirm.button.install"), False, [
                api("POST", "/nodes", {"module": MODBUS, "version": MODBUS_VERSION})])]),
        _entry("reversible", "login dialog", login, [
            (t("user.login"), False, [
                api("POST", "/auth/token", form={
                    "client_id": "node-red-editor", "grant_type": "password", "scope": "",
                    "username": USER, "password": PASSWORD}),
                api("GET", f"/settings?_={STAMP + 1}"),
                api("GET", f"/settings/user?_={STAMP + 2}"),
                {"request": COMMS, "body": compact({"auth": TOKEN}), "via": "websocket"},
                *REFRESH]),
            (t("common.label.cancel"), False, [])]),
        _entry("reversible", "user menu", user_menu, [
            (t("menu.label.logout"), False, [
                api("POST", "/auth/revoke", form={"token": TOKEN}), page("/")])]),
    ]  # fmt: skip


def project_screens(t: Any) -> list[dict[str, Any]]:
    """The Projects dialog opening another project (Clear context ticked and not) and its
    delete confirmation; the version control sidebar's local changes, the revert
    notification, the commit box, the remote box (to the tracked branch and to a new one);
    the project settings' branch and remote delete notifications and its files form
    (resetting and changing the credentials key); the Git config tab's SSH keys."""
    vc = "sidebar.project.versionControl"
    ps = "sidebar.project.projectSettings"
    us = "sidebar.project.userSettings"

    buttons = [
        {"button": t("common.label.cancel"), "rid": "red-ui-projects-dialog-cancel"},
        {"button": t("projects.create.open"), "rid": "red-ui-projects-dialog-create"},
    ]

    def projects(clear: bool) -> dict[str, Any]:
        return dialog(t("projects.create.projects"), [
            {"button": t("projects.create.open")}, {"button": t("projects.create.create")},
            {"button": t("projects.create.clone")},
            {"field": "red-ui-projects-dialog-project-list-search",
             "hint": t("projects.create-project-list.search"), "text": ""},
            {"row": PROJECT}, {"text": t("projects.create-project-list.current")},
            {"row": OTHER_PROJECT},
            {"switch": t("projects.create.clearContext"), "checked": clear},
            *buttons])  # fmt: skip

    delete_project = dialog(t("projects.create.projects"), [
        {"row": PROJECT}, {"text": t("projects.create-project-list.current")},
        {"text": t("projects.delete.confirm")}, {"button": t("common.label.cancel")},
        {"button": t("common.label.delete")}, *buttons])  # fmt: skip
    sidebar = [{"tab": t(f"{vc}.history")}, {"text": t(f"{vc}.localChanges")}]
    changes = {"title": PAGE, "items": [
        *sidebar, {"icon": t(f"{vc}.refreshChanges")}, {"text": t(f"{vc}.localFiles")},
        {"button": t(f"{vc}.all"), "desc": t(f"{vc}.stageAllChange")},
        {"link": "flows.json"}, {"icon": t(f"{vc}.revertChanges")},
        {"icon": t(f"{vc}.stageChange")}, {"text": t(f"{vc}.changeToCommit")},
        {"button": t(f"{vc}.commit")},
        {"button": t(f"{vc}.all"), "desc": t(f"{vc}.unstageAllChange")},
        {"text": t(f"{vc}.none")}]}  # fmt: skip
    revert = notify(
        t(f"{vc}.revert", file="flows.json"), [t("common.label.cancel"), t(f"{vc}.revertChanges")]
    )
    commit_box = {"title": PAGE, "items": [
        *sidebar, {"text": t(f"{vc}.changeToCommit")}, {"link": "flows.json"},
        {"field": "commit-message", "hint": t(f"{vc}.commitPlaceholder"),
         "text": "Add vent control"},
        {"button": t(f"{vc}.cancelCapital")}, {"button": t(f"{vc}.commitCapital")}]}  # fmt: skip

    def remote_box(branch: str, message: str, upstream: bool) -> dict[str, Any]:
        items = [*sidebar, {"text": t(f"{vc}.commitHistory")},
                 {"button": f"{t(f'{vc}.branch')} {branch}"},
                 {"text": t(f"{vc}.manageRemoteBranch")},
                 {"button": f"{t(f'{vc}.remote')}: origin/{branch}{' *' if upstream else ''}"},
                 {"text": message}]  # fmt: skip
        if upstream:
            items.append({"switch": t(f"{vc}.setUpstreamBranch"), "checked": True})
        return {"title": PAGE, "items": [*items, {"button": t(f"{vc}.push")},
                                         {"button": t(f"{vc}.pull")}]}  # fmt: skip

    ahead = remote_box("main", t(f"{vc}.commitsAhead", count="1"), False)
    new_branch = remote_box("vent-experiment", t(f"{vc}.trackedUpstreamBranch"), True)
    settings_tray = t(f"{ps}.title")

    branch = "vent-experiment"
    delete_branch = notify(
        t(f"{ps}.deleteConfirm", name=branch), [t("common.label.cancel"), t(f"{ps}.deleteBranch")]
    )
    unmerged = notify(
        t(f"{ps}.unmergedConfirm", name=branch),
        [t("common.label.cancel"), t(f"{ps}.deleteUnmergedBranch")],
    )
    delete_remote = notify(
        t(f"{ps}.deleteRemoteConfrim", name="origin"),
        [t("common.label.cancel"), t(f"{ps}.deleteRemote")],
    )

    def files_form(reset: bool) -> dict[str, Any]:
        if reset:
            key = [{"text": t(f"{ps}.resetTheEncryptionKey")},
                   {"field": "new-key", "hint": t(f"{ps}.newKey"), "text": "mint-tea-7"},
                   {"text": t(f"{ps}.credentialsAlert")}]  # fmt: skip
        else:
            key = [{"text": t(f"{ps}.changeTheEncryptionKey")},
                   {"field": "current-key", "hint": t(f"{ps}.currentKey"),
                    "text": "oak-leaf-3"},
                   {"field": "new-key", "hint": t(f"{ps}.newKey"),
                    "text": "mint-tea-7"}]  # fmt: skip
        return dialog(settings_tray, [
            {"tab": t("sidebar.project.name")}, {"tab": t("sidebar.project.dependencies")},
            {"tab": t("sidebar.project.settings")}, {"text": t(f"{ps}.files")},
            {"text": t(f"{ps}.package")}, {"text": "package.json"},
            {"field": "flow-file", "hint": t(f"{ps}.flow"), "text": "flows.json"},
            {"text": t(f"{ps}.credentials")}, {"text": "flows_cred.json"},
            {"text": t(f"{ps}.encryptionEnabled")},
            {"icon": t(f"{ps}.resetTheEncryptionKey")},
            {"icon": t(f"{ps}.changeTheEncryptionKey")}, *key,
            {"button": t("common.label.cancel")}, {"button": t("common.label.save")}])  # fmt: skip

    files = {"package": "package.json", "flow": "flows.json", "credentials": "flows_cred.json"}
    key_name = "greenhouse_deploy"
    ssh_delete = notify(
        t(f"{us}.deleteConfirm", name=key_name), [t("common.label.cancel"), t(f"{us}.delete")]
    )
    add_key = dialog(t("menu.label.userSettings"), [
        *user_settings_tabs(t), {"text": t(f"{us}.committerDetail")},
        {"field": "git-username", "hint": t(f"{us}.userName"), "text": "Alice"},
        {"field": "git-email", "hint": t(f"{us}.email"), "text": "alice@example.org"},
        {"text": t(f"{us}.sshKeys")},
        {"text": t(f"{us}.addSshKey")},
        {"field": "key-name", "hint": t(f"{us}.name"), "text": "greenhouse_laptop"},
        {"field": "key-passphrase", "hint": t(f"{us}.passphrase"), "text": ""},
        {"button": t(f"{us}.cancel")}, {"button": t(f"{us}.generate")},
        {"row": key_name}])  # fmt: skip
    other = f"/projects/{OTHER_PROJECT}"
    return [
        _entry("reset", "open project clearing context", projects(True), [
            ("red-ui-projects-dialog-create", True, [
                api("PUT", other, {"active": True, "clearContext": True})]),
            ("red-ui-projects-dialog-cancel", False, [])]),
        _entry("reversible", "open project keeping context", projects(False), [
            ("red-ui-projects-dialog-create", False, [
                api("PUT", other, {"active": True, "clearContext": False})])]),
        _entry("delete", "delete project confirm", delete_project, [
            (t("common.label.delete"), True, [api("DELETE", other)])]),
        _entry("opens-prompt", "version control local changes", changes, [
            (t(f"{vc}.revertChanges"), False, []),
            (t(f"{vc}.stageChange"), False, [api("POST", f"{P}/stage/flows.json", {})])]),
        _entry("overwrite", "revert file confirm", revert, [
            (t(f"{vc}.revertChanges"), True, [api("DELETE", f"{P}/files/_/flows.json")]),
            (t("common.label.cancel"), False, [])]),
        _entry("reversible", "commit box", commit_box, [
            (t(f"{vc}.commitCapital"), False, [
                api("POST", f"{P}/commit", {"message": "Add vent control"}), *REFRESH]),
            (t(f"{vc}.cancelCapital"), False, [])]),
        _entry("publish", "remote box push", ahead, [
            (t(f"{vc}.push"), True, [api("POST", f"{P}/push", {}), *REFRESH])]),
        _entry("publish", "remote box push new branch", new_branch, [
            (t(f"{vc}.push"), True, [
                api("POST", f"{P}/push/origin/{branch}?u=true", {}), *REFRESH])]),
        _entry("delete", "delete branch confirm", delete_branch, [
            (t(f"{ps}.deleteBranch"), True, [api("DELETE", f"{P}/branches/{branch}")]),
            (t("common.label.cancel"), False, [])]),
        _entry("delete", "delete unmerged branch confirm", unmerged, [
            (t(f"{ps}.deleteUnmergedBranch"), True, [
                api("DELETE", f"{P}/branches/{branch}?force=true")])]),
        _entry("reversible", "delete remote confirm", delete_remote, [
            (t(f"{ps}.deleteRemote"), False, [api("DELETE", f"{P}/remotes/origin"), *REFRESH])]),
        _entry("reset", "project files reset key", files_form(True), [
            (t("common.label.save"), True, [api("PUT", P, {
                "files": files, "resetCredentialSecret": True,
                "credentialSecret": "mint-tea-7"}), *REFRESH]),
            (t("common.label.cancel"), False, [])]),
        _entry("reversible", "project files change key", files_form(False), [
            (t("common.label.save"), False, [api("PUT", P, {
                "files": files, "credentialSecret": "mint-tea-7",
                "currentCredentialSecret": "oak-leaf-3"}), *REFRESH])]),
        _entry("delete", "ssh key delete confirm", ssh_delete, [
            (t(f"{us}.delete"), True, [api("DELETE", f"/settings/user/keys/{key_name}")])]),
        _entry("reversible", "ssh key generate", add_key, [
            (t(f"{us}.generate"), False, [
                api("POST", "/settings/user/keys", {
                    "name": "greenhouse_laptop", "type": "generate",
                    "comment": "alice@example.org", "password": "", "size": 4096}),
                api("GET", "/settings/user/keys")])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*deploy_screens(t), *workspace_screens(t), *runtime_screens(t),
            *project_screens(t)]  # fmt: skip
