"""ioBroker admin's screens for the four-hundred-and-eighty-sixth held-out corpus: ``screens(t)``
lays them out in one language, ``t(key, *args)`` being that language's lookup of a key of the
app's ``src-admin/src/i18n/<lang>.json`` catalogue (``%s`` filled in from ``args`` in turn).
What each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

# The page http://192.168.1.20:8081/ opens its socket with io.connect(): the URL with ws: for
# http:, "?sid=" the connection's Date.now() and "&name=admin" (socket.io.js of @iobroker/ws).
SOCKET = "ws://192.168.1.20:8081/?sid=1781612400123&name=admin"
HOST, HOST_ID = "iobroker-pi", "system.host.iobroker-pi"
OLD_HOST = "nas-old"
ADAPTER, INSTANCE, INSTANCE2 = "hm-rpc", "hm-rpc.0", "hm-rpc.1"
OLD, NEW = "1.16.0", "1.17.2"
ZIGBEE_OLD, ZIGBEE_NEW = "2.0.3", "2.0.5"
UUID = "5b0e9c47-2f6d-4a18-93c1-7de2a86f0b35"  # made up: the installation's system.meta.uuid
HASH = "pbkdf2$10000$3f8a1c6e$9b2d7e04c51f"  # made up: a stored password hash
Act = tuple[str, bool, list[Any]]


def message(msg_id: int, name: str, *args: Any) -> dict[str, str]:
    """One emit() with a callback: ``JSON.stringify([3, id, name, args])`` on the socket."""
    text = json.dumps([3, msg_id, name, list(args)], separators=(",", ":"), ensure_ascii=False)
    return {"request": f"WEBSOCKET {SOCKET}", "body": text, "via": "websocket"}


def command(msg_id: int, cmd_id: int, cmd: str) -> dict[str, str]:
    """Command.tsx's cmdExec on the current host (its command id Math.random()'s)."""
    return message(msg_id, "cmdExec", HOST_ID, cmd_id, cmd)


def page(url: str) -> dict[str, str]:
    """A page load (``window.location.href = ...``)."""
    return {"request": f"GET {url}", "via": "link"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"iobroker-admin {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def dialog(title: str, heading: str, message_text: str | None,
           items: list[dict[str, Any]]) -> dict[str, Any]:  # fmt: skip
    """A MUI dialog over its tab: its DialogTitle, its text, its controls."""
    box = {"title": heading}
    if message_text is not None:
        box["message"] = message_text
    return {"title": title, "dialog": box, "items": items}


def tab_title(tab: str) -> str:
    """App.setTitle(): the tab's id and the host's name, alike in every language."""
    return f"{tab} - {HOST}"


def login_and_log_screens(t: Any) -> list[dict[str, Any]]:
    """The login page, the log tab's tool bar and its deletion confirmation."""
    login = {"title": "Admin", "items": [  # index.html's <title>
        {"text": t("loginTitle")},
        {"field": "username", "hint": t("enterLogin"), "text": "admin"},
        {"field": "password", "hint": t("enterPassword"), "text": "Kettle-Lamp-58"},
        {"icon": "toggle password visibility"},
        {"switch": t("Stay signed in"), "checked": False},
        {"button": t("login")}]}  # fmt: skip
    token = {"request": "POST /oauth/token", "body": (
        "grant_type=password&username=admin&password=Kettle-Lamp-58"
        "&stayloggedin=false&client_id=ioBroker")}  # fmt: skip
    logs_t = tab_title("logs")
    logs = {"title": logs_t, "items": [
        {"icon": t("Refresh log")}, {"icon": t("Pause output")}, {"icon": t("Clear log")},
        {"icon": t("Clear on disk permanent")}, {"icon": t("Show/hide PID")},
        {"button": t("Download log")},
        {"text": "2026-08-20 07:14:02.114  info  hm-rpc.0  binrpc client is listening"},
        ]}  # fmt: skip
    delete = dialog(logs_t, t("Please confirm"), t("Log file will be deleted. Are you sure?"), [
        {"button": t("Ok")}, {"button": t("Cancel")}])  # fmt: skip
    return [
        _entry("reversible", "login page", login, [
            (t("Stay signed in"), False, []),
            (t("login"), False, [token, page("/")])]),
        _entry("harmless", "log tool bar", logs, [
            (t("Pause output"), False, []), (t("Clear log"), False, [])]),
        _entry("opens-prompt", "log tool bar delete", logs, [
            (t("Clear on disk permanent"), False, [])]),
        _entry("delete", "log deletion confirm", delete, [
            (t("Ok"), True, [message(112, "sendToHost", HOST_ID, "delLogs", None)]),
            (t("Cancel"), False, [])]),
    ]  # fmt: skip


def adapter_screens(t: Any) -> list[dict[str, Any]]:
    """The adapters tab's tool bar and an adapter's row (expert mode on), the deletion,
    update, update-all and add-instance dialogs, and the rating dialog."""
    title = tab_title("adapters")
    bar = {"title": title, "items": [
        {"icon": t("Filter adapter with updates")}, {"icon": t("Update all adapters")},
        {"icon": t("Install from custom URL")}]}  # fmt: skip
    row = {"title": title, "items": [
        {"text": "HomeMatic RPC"}, {"text": f"{t('Installed')}: {OLD}"},
        {"text": f"{t('Available')}: {NEW}"}, {"icon": t("Add instance")},
        {"icon": t("Readme")}, {"icon": t("Update")}, {"icon": t("Upload")},
        {"icon": t("Delete adapter")}, {"icon": t("Install a specific version")},
        {"icon": t("Rebuild")}]}  # fmt: skip

    def deletion(custom: bool) -> dict[str, Any]:
        return dialog(title, t("Please confirm"),
                      t("Are you sure you want to delete adapter %s?", ADAPTER), [
            {"switch": t("Delete all custom object settings of this adapter too"),
             "checked": custom},
            {"button": t("Ok")}, {"button": t("Close")}])  # fmt: skip

    update = dialog(title, t('Update "%s" to v%s', ADAPTER, NEW), None, [
        {"text": t("Change log")}, {"text": f"{NEW}: fix reconnect to the CCU"},
        {"button": t("Ignore version %s", NEW)}, {"button": t("Update")},
        {"button": t("Close")}])  # fmt: skip
    updater = dialog(title, t("Update %s adapter(s)", 2), None, [
        {"icon": t("Select/Unselect all")},
        {"switch": f"{ADAPTER} {OLD} → {NEW}", "checked": True},
        {"switch": f"zigbee {ZIGBEE_OLD} → {ZIGBEE_NEW}", "checked": True},
        {"switch": t("Stop on error"), "checked": True},
        {"switch": t("Close on finished"), "checked": False},
        {"switch": t("Debug info"), "checked": False},
        {"button": t("Update")}, {"button": t("Cancel")}, {"button": t("Close")}])  # fmt: skip
    add = dialog(title, f"{t('You are going to add new instance:')} {ADAPTER}", None, [
        {"text": t("Select host to add the instance")}, {"text": HOST},
        {"text": t("Instance")}, {"text": "auto"},
        {"button": t("Add")}, {"button": t("Close")}])  # fmt: skip
    comment = "Runs fine with a CCU3 since 1.16"

    def rating(text: str) -> dict[str, Any]:
        return dialog(title, f"{t('Review')} {ADAPTER}@{NEW}", None, [
            {"field": "comment", "hint": t("Comment to version"), "text": text},
            {"text": t("Max length %s characters", 200)},
            {"text": t("Language")}, {"text": "English"},
            {"button": t("Rate")}, {"button": t("Close")}, {"text": t("Comments")}])  # fmt: skip

    def vote(text: str) -> dict[str, str]:
        body = {"uuid": UUID, "adapter": ADAPTER, "version": NEW, "rating": 4,
                "comment": text, "lang": "en"}  # fmt: skip
        return {"request": "POST https://rating.iobroker.net/vote",
                "body": json.dumps(body, separators=(",", ":"), ensure_ascii=False)}  # fmt: skip

    return [
        _entry("opens-prompt", "adapters tool bar", bar, [
            (t("Update all adapters"), False, []), (t("Install from custom URL"), False, [])]),
        _entry("opens-prompt", "adapter row", row, [
            (t("Update"), False, []), (t("Delete adapter"), False, []),
            (t("Add instance"), False, [])]),
        _entry("reversible", "adapter row commands", row, [
            (t("Rebuild"), False, [command(121, 48213907, f"rebuild {ADAPTER} --debug")]),
            (t("Upload"), False, [command(122, 190455821, f"upload {ADAPTER} --debug")])]),
        _entry("delete", "adapter deletion dialog", deletion(False), [
            (t("Ok"), True, [command(123, 77120458, f"del {ADAPTER} --debug")]),
            (t("Delete all custom object settings of this adapter too"), False, []),
            (t("Close"), False, [])]),
        _entry("delete", "adapter deletion dialog with custom settings", deletion(True), [
            (t("Ok"), True, [command(124, 201337640, f"del {ADAPTER} --custom --debug")])]),
        _entry("upgrade", "adapter update dialog", update, [
            (t("Update"), True, [command(125, 93482177, f"upgrade {ADAPTER}@{NEW} --debug")]),
            (t("Close"), False, [])]),
        _entry("upgrade", "update all adapters dialog", updater, [
            (t("Update"), True, [
                command(126, 166204913, f"upgrade {ADAPTER}@{NEW}"),
                command(127, 58801346, f"upgrade zigbee@{ZIGBEE_NEW}")]),
            (t("Close"), False, [])]),
        _entry("reversible", "add instance dialog", add, [
            (t("Add"), False, [command(128, 31470952,
                                       f"add {ADAPTER} auto --host {HOST} --debug")]),
            (t("Close"), False, [])]),
        _entry("publish", "rating dialog with a comment", rating(comment), [
            (t("Rate"), True, [vote(comment)]), (t("Close"), False, [])]),
        _entry("reversible", "rating dialog without a comment", rating(""), [
            (t("Rate"), False, [vote("")])]),
    ]  # fmt: skip


def instance_and_host_screens(t: Any) -> list[dict[str, Any]]:
    """An instance's row, its log level dialog and its deletion confirmations (the adapter's
    only instance, one of two, one whose custom settings go too); a live and an offline
    host's rows."""
    title = tab_title("instances")

    def row(instance: str, name: str) -> dict[str, Any]:
        return {"title": title, "items": [
            {"text": instance}, {"text": name}, {"icon": t("Start/stop")},
            {"icon": t("Settings")}, {"icon": t("Restart")}, {"icon": t("Delete")}]}  # fmt: skip

    level = dialog(title, t("Edit log level rule for %s", INSTANCE), None, [
        {"text": t("log level")}, {"text": "debug"},
        {"switch": t("Without restart"), "checked": True},
        {"text": t("Will be reset to the saved log level after restart of adapter")},
        {"button": t("Ok")}, {"button": t("Cancel")}])  # fmt: skip
    only = dialog(title, t("Please confirm"), t(
        'Are you sure you want to delete the instance "%s" or whole adapter "%s"?',
        INSTANCE, ADAPTER), [
        {"button": t("Delete adapter")}, {"button": t("Delete instance")},
        {"button": t("Cancel")}])  # fmt: skip
    one_of_two = dialog(title, t("Please confirm"), t(
        "Are you sure you want to delete the instance %s?", INSTANCE2), [
        {"button": t("Delete instance")}, {"button": t("Cancel")}])  # fmt: skip
    custom = dialog(title, t("Please confirm"), t(
        "Are you sure you want to delete the instance %s?", "history.1"), [
        {"switch": t("Delete all custom object settings of this adapter too"), "checked": True},
        {"button": t("Delete instance")}, {"button": t("Cancel")}])  # fmt: skip
    hosts_t = tab_title("hosts")
    host = {"title": hosts_t, "items": [
        {"text": HOST}, {"text": f"{t('Installed')}: 7.0.7"},
        {"icon": t("Host Base Settings")}, {"icon": t("Restart host")},
        {"icon": t("Copy")}, {"icon": t("Hosts notifications")}]}  # fmt: skip
    offline = {"title": hosts_t, "items": [
        {"text": OLD_HOST}, {"text": f"{t('Installed')}: 6.0.11"},
        {"icon": t("Remove")}, {"icon": t("Copy")}]}  # fmt: skip
    enabled = {"common": {"enabled": False}}
    return [
        _entry("reversible", "instance row", row(INSTANCE, "HomeMatic RPC"), [
            (t("Start/stop"), False, [message(131, "extendObject",
                                              f"system.adapter.{INSTANCE}", enabled)]),
            (t("Restart"), False, [message(132, "extendObject",
                                           f"system.adapter.{INSTANCE}", {})])]),
        _entry("opens-prompt", "instance row delete", row(INSTANCE, "HomeMatic RPC"), [
            (t("Delete"), False, [message(133, "getAdapterInstances", ADAPTER)])]),
        _entry("reversible", "instance log level dialog", level, [
            (t("Ok"), False, [message(134, "setState",
                                      f"system.adapter.{INSTANCE}.logLevel", "debug")]),
            (t("Cancel"), False, [])]),
        _entry("delete", "delete only instance confirm", only, [
            (t("Delete adapter"), True, [command(135, 120993561, f"del {ADAPTER} --debug")]),
            (t("Delete instance"), True, [command(136, 8836120, f"del {INSTANCE} --debug")]),
            (t("Cancel"), False, [])]),
        _entry("delete", "delete one of two instances confirm", one_of_two, [
            (t("Delete instance"), True, [command(137, 240118733, f"del {INSTANCE2} --debug")]),
            (t("Cancel"), False, [])]),
        _entry("delete", "delete instance with custom settings confirm", custom, [
            (t("Delete instance"), True, [
                command(138, 67501294, "del history.1 --custom --debug")])]),
        _entry("reversible", "host row", host, [
            (t("Restart host"), False, [message(139, "sendToHost", HOST,
                                                "restartController", None)]),
            (t("Copy"), False, [])]),
        _entry("delete", "offline host row", offline, [
            (t("Remove"), True, [command(140, 152760018, f"host remove {OLD_HOST}")])]),
    ]  # fmt: skip


def user_and_enum_screens(t: Any) -> list[dict[str, Any]]:
    """The user and group deletion confirmations, the user dialog (an edit and a new user), the
    room deletion confirmation and the room dialog, and the notifications dialog."""
    title = tab_title("users")
    acl = {"object": 1636, "owner": "system.user.admin", "ownerGroup": "system.group.administrator"}
    bob = {"_id": "system.user.bob", "type": "user",
           "common": {"name": "bob", "password": HASH, "enabled": True, "color": "",
                      "desc": "Weekend shift"},
           "native": {}, "from": "system.adapter.admin.0", "ts": 1781520011342,
           "acl": acl}  # fmt: skip
    carol = {"_id": "system.user.carol", "type": "user",
             "common": {"name": "carol", "password": "", "enabled": True, "color": "",
                        "desc": ""},
             "native": {}, "enums": {}}  # fmt: skip

    def user_dialog(name: str, desc: str, password: str) -> dict[str, Any]:
        return dialog(title, t("User parameters"), None, [
            {"field": "name", "hint": t("Name"), "text": name},
            {"field": "id", "hint": t("ID edit"), "text": name},
            {"text": t("ID preview")}, {"text": f"system.user.{name}"},
            {"field": "desc", "hint": t("Description"), "text": desc},
            {"field": "password", "hint": t("Password"), "text": password},
            {"field": "passwordRepeat", "hint": t("Password repeat"), "text": password},
            {"button": t("Save")}, {"button": t("Cancel")}])  # fmt: skip

    def confirm(text: str) -> dict[str, Any]:
        return dialog(title, t("Please confirm"), text, [
            {"button": t("Delete")}, {"button": t("Cancel")}])  # fmt: skip

    enums_t = tab_title("enums")
    kitchen = {"_id": "enum.rooms.kitchen", "type": "enum",
               "common": {"name": {"en": "Kitchen", "de": "Küche"},
                          "members": ["hm-rpc.0.MEQ0183422.1.STATE"], "icon": "",
                          "color": "", "desc": "Ground floor"},
               "native": {}, "from": "system.adapter.admin.0", "ts": 1781520093170,
               "acl": acl}  # fmt: skip
    enum_dialog = dialog(enums_t, t("Enum parameters"), None, [
        {"field": "name", "hint": t("Name"), "text": "Kitchen"},
        {"field": "id", "hint": t("ID edit"), "text": "kitchen"},
        {"field": "desc", "hint": t("Description"), "text": "Ground floor"},
        {"button": t("Save")}, {"button": t("Cancel")}])  # fmt: skip
    enum_delete = dialog(enums_t, t("Please confirm"),
                         t('Do you want to delete enum "%s"?', "Garage"), [
        {"button": t("Delete")}, {"button": t("Cancel")}])  # fmt: skip
    notes = dialog(tab_title("intro"), t("Notifications"), None, [
        {"text": HOST}, {"text": "zigbee.0"},
        {"text": "2026-08-20 07:14:02"},
        {"button": t("Acknowledge")}, {"button": t("Acknowledge & close")},
        {"button": t("Close")}])  # fmt: skip

    def clear(msg_id: int) -> dict[str, str]:
        return message(msg_id, "sendToHost", HOST_ID, "clearNotifications",
                       {"category": "restartLoop"})  # fmt: skip

    def delete(msg_id: int, obj_id: str) -> dict[str, str]:
        return message(msg_id, "delObject", obj_id, {"maintenance": False})

    return [
        _entry("delete-user", "user deletion confirm",
               confirm(t("Do you want to delete user %s?", "bob")), [
            (t("Delete"), True, [delete(141, "system.user.bob")]),
            (t("Cancel"), False, [])]),
        _entry("delete", "group deletion confirm",
               confirm(t("Do you want to delete group %s?", "Editors")), [
            (t("Delete"), True, [delete(142, "system.group.editors")]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "user dialog", user_dialog("bob", "Weekend shift", "Bright-Owl-73"), [
            (t("Save"), False, [message(143, "setObject", "system.user.bob", bob),
                                message(144, "changePassword", "system.user.bob",
                                        "Bright-Owl-73")]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "new user dialog", user_dialog("carol", "", "Garden-Shed-42"), [
            (t("Save"), False, [message(145, "setObject", "system.user.carol", carol),
                                message(146, "changePassword", "system.user.carol",
                                        "Garden-Shed-42")])]),
        _entry("delete", "room deletion confirm", enum_delete, [
            (t("Delete"), True, [delete(147, "enum.rooms.garage")]),
            (t("Cancel"), False, [])]),
        _entry("reversible", "room dialog", enum_dialog, [
            (t("Save"), False, [message(148, "setObject", "enum.rooms.kitchen", kitchen)]),
            (t("Cancel"), False, [])]),
        _entry("dismiss", "notifications dialog", notes, [
            (t("Acknowledge"), True, [clear(149)]), (t("Close"), False, [])]),
        _entry("dismiss", "notifications dialog acknowledge and close", notes, [
            (t("Acknowledge & close"), True, [clear(150)])]),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    """Every screen of the corpus, in one language."""
    return [*login_and_log_screens(t), *adapter_screens(t), *instance_and_host_screens(t),
            *user_and_enum_screens(t)]  # fmt: skip
