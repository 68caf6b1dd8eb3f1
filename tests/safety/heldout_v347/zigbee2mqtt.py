"""Zigbee2MQTT's frontend screens for the three-hundred-and-forty-seventh held-out corpus:
``screens(t)`` lays them out in one language, ``t(key)`` being that language's lookup of a
``namespace.key`` of the app's ``src/i18n/locales/<lang>.json`` catalogue. What each action
sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

SOCKET = "ws://192.168.1.20:8080/api"  # `${ws}://${window.location.host}${pathname}api`
PREFIX = "q7m2x"  # made up; randomString(5), the prefix of every request's transaction
TITLE = "Zigbee2MQTT"  # index.html's <title>, the same on every page
PLUG, PLUG_IEEE = "Kitchen plug", "0x00158d0004a1b2c3"
LAMP, LAMP_IEEE = "Living room lamp", "0x0017880102a9c4d7"
BLIND = "Bedroom blind"
SWITCH = "Hallway switch"
BULB_IEEE = "0x00178801023c4d5e"  # Reading bulb, endpoint 11
GROUP, GROUP2, NEW_GROUP = "Living room lights", "Porch lights", "Office lights"
EXTENSION, EXTENSION2 = "night-mode.js", "battery-report.js"
CODE = "class NightMode {\n    async start() {}\n}\nmodule.exports = NightMode;\n"
TOUCHLINK = [{"ieee_address": "0x0017880104f2a8b1", "channel": 11},
             {"ieee_address": "0x00178801089e3c60", "channel": 15}]  # fmt: skip
Act = tuple[str, bool, list[Any]]


class Socket:
    """``Api.send``: a JSON message on the page's WebSocket; a ``bridge/request/`` topic gets
    a transaction (the random prefix and a running number) added to its payload."""

    def __init__(self) -> None:
        self.number = 0

    def __call__(self, topic: str, payload: dict[str, Any] | None = None) -> dict[str, str]:
        payload = dict(payload or {})
        if topic.startswith("bridge/request/"):
            self.number += 1
            payload["transaction"] = f"{PREFIX}-{self.number}"
        body = json.dumps({"topic": topic, "payload": payload}, separators=(",", ":"),
                          ensure_ascii=False)  # fmt: skip
        return {"request": f"WEBSOCKET {SOCKET}", "body": body, "via": "websocket"}


def _entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    cases = [{"tap": label, "irreversible": irreversible, "sends": copy.deepcopy(sends)}
             for label, irreversible, sends in acts]  # fmt: skip
    return {"category": category, "source": f"zigbee2mqtt {source}", "web": True,
            "screen": screen, "cases": cases}  # fmt: skip


def confirm(t: Any) -> dict[str, Any]:
    """DialogConfirmationModal, which every ``<Button prompt>`` opens: the same words over
    every page, Close and OK."""
    return {"title": TITLE,
            "dialog": {"title": t("common.confirmation"),
                       "message": t("common.dialog_confirmation_prompt")},
            "items": [{"button": t("common.close")}, {"button": t("common.ok")}]}  # fmt: skip


def confirmed(t: Any, category: str, source: str, irreversible: bool, sends: list[Any],
              close: bool = True) -> dict[str, Any]:  # fmt: skip
    acts: list[Act] = [(t("common.ok"), irreversible, sends)]
    if close:
        acts.append((t("common.close"), False, []))
    return _entry(category, source, confirm(t), acts)


def navbar(t: Any, join: str, restart: bool = False) -> dict[str, Any]:
    keys = ["devices", "dashboard", "map", "settings", "groups", "ota", "touchlink", "logs",
            "extensions"]  # fmt: skip
    items: list[dict[str, Any]] = [{"link": TITLE}]
    items += [{"link": t(f"navbar.{key}")} for key in keys]
    items += [{"button": join}, {"button": t("navbar.toggle_dropdown")}]
    if restart:
        items.append({"button": t("navbar.restart")})
    return {"title": TITLE, "items": items}


def bridge_screens(t: Any, send: Socket) -> list[dict[str, Any]]:
    """The navigation bar with joining off, on, through one router and with a restart
    pending; the restart confirmation."""
    every = f"{t('navbar.permit_join')} ({t('navbar.all')})"
    stop = f"{t('navbar.disable_join')} ({t('navbar.all')})"
    through = f"{t('navbar.permit_join')} ({PLUG})"

    def join(value: bool, device: str | None) -> list[Any]:
        return [send("bridge/request/permit_join", {"value": value, "time": 254,
                                                    "device": device})]  # fmt: skip

    return [
        _entry("harmless", "navigation bar link", navbar(t, every), [
            (t("navbar.groups"), False, [])]),
        _entry("reversible", "navigation bar", navbar(t, every), [
            (every, False, join(True, None))]),
        _entry("reversible", "navigation bar joining", navbar(t, stop), [
            (stop, False, join(False, None))]),
        _entry("reversible", "navigation bar one router", navbar(t, through), [
            (through, False, join(True, PLUG))]),
        _entry("opens-prompt", "navigation bar restart required", navbar(t, every, True), [
            (t("navbar.restart"), False, [])]),
        confirmed(t, "reversible", "restart confirmation", False,
                  [send("bridge/request/restart")]),
    ]  # fmt: skip


def remove_modal(t: Any, name: str, force: bool, block: bool) -> dict[str, Any]:
    """RemoveDeviceModal: its heading and the device's name, two switches, Close, Delete."""
    return {"title": TITLE,
            "dialog": {"title": t("zigbee.remove_device"), "message": name},
            "items": [{"switch": t("zigbee.force_remove"), "checked": force},
                      {"switch": t("zigbee.block_join"), "checked": block},
                      {"button": t("common.close")}, {"button": t("common.delete")}]}  # fmt: skip


def device_screens(t: Any, send: Socket) -> list[dict[str, Any]]:
    """The devices table filtered to one device, a device's About tab, the reconfiguration
    confirmation, the removal modal three times, the rename modal, a binding, a reporting
    rule and its disabling."""
    controls = [{"icon": t("zigbee.rename_device")}, {"icon": t("zigbee.reconfigure")},
                {"icon": t("zigbee.remove_device")}]  # fmt: skip
    table = {"title": TITLE, "items": [
        {"field": "globalFilter", "hint": t("common.enter_search_criteria"), "text": "Kitchen"},
        {"text": t("zigbee.pic")}, {"text": t("zigbee.friendly_name")},
        {"text": t("zigbee.ieee_address")}, {"text": t("zigbee.manufacturer")},
        {"text": t("zigbee.model")}, {"text": t("zigbee.lqi")}, {"text": t("zigbee.power")},
        {"link": PLUG}, {"link": PLUG_IEEE}, {"link": "Xiaomi"}, {"link": "ZNCZ04LM"},
        {"text": "156"}, *controls]}  # fmt: skip
    tabs = ["about", "exposes", "bind", "reporting", "settings", "settings_specific", "state",
            "clusters", "scene", "dev_console"]  # fmt: skip
    about = {"title": TITLE, "items": [
        {"button": PLUG}, *[{"link": t(f"devicePage.{tab}")} for tab in tabs],
        {"text": t("zigbee.friendly_name")}, {"text": PLUG},
        {"text": t("zigbee.ieee_address")}, {"text": PLUG_IEEE}, *controls]}  # fmt: skip
    rename = {"title": TITLE,
              "dialog": {"title": t("zigbee.rename_device"), "message": PLUG},
              "items": [
        {"field": "friendly_name", "hint": t("zigbee.friendly_name"), "text": PLUG},
        {"switch": t("zigbee.update_Home_assistant_entity_id"), "checked": False},
        {"field": "description", "hint": t("zigbee.description"),
         "text": "Behind the kettle"},
        {"button": t("zigbee.save_description")}, {"button": t("common.close")}]}  # fmt: skip

    def binding(target: str) -> dict[str, Any]:
        return {"title": TITLE, "items": [
            {"field": "source_endpoint", "hint": t("common.source_endpoint"), "text": "1"},
            {"field": "destination", "hint": t("common.destination"), "text": target},
            {"field": "clusters", "hint": t("common.clusters"), "text": "genOnOff"},
            {"text": "Actions"}, {"button": t("common.bind")},
            {"button": t("common.unbind")}]}  # fmt: skip

    reporting = {"title": TITLE, "items": [
        {"field": "endpoint", "hint": t("zigbee.endpoint"), "text": "11"},
        {"field": "cluster", "hint": t("zigbee.cluster"), "text": "genOnOff"},
        {"field": "attribute", "hint": t("zigbee.attribute"), "text": "onOff"},
        {"field": "minimum_report_interval", "hint": t("zigbee.min_rep_interval"), "text": "0"},
        {"field": "maximum_report_interval", "hint": t("zigbee.max_rep_interval"),
         "text": "1800"},
        {"field": "reportable_change", "hint": t("zigbee.min_rep_change"), "text": "0"},
        {"button": t("common.apply")}, {"button": t("common.disable")}]}  # fmt: skip

    def remove(name: str, force: bool, block: bool) -> list[Any]:
        return [send("bridge/request/device/remove", {"id": name, "force": force,
                                                      "block": block})]  # fmt: skip

    def report(maximum: int) -> list[Any]:
        return [send("bridge/request/device/configure_reporting", {
            "id": f"{LAMP}/11", "cluster": "genOnOff", "attribute": "onOff",
            "minimum_report_interval": 0, "maximum_report_interval": maximum,
            "reportable_change": 0})]  # fmt: skip

    bind = {"from": f"{SWITCH}/1", "to": GROUP, "clusters": ["genOnOff"]}
    return [
        _entry("opens-prompt", "devices table", table, [
            (t("zigbee.remove_device"), False, []), (t("zigbee.rename_device"), False, [])]),
        _entry("opens-prompt", "device about tab", about, [
            (t("zigbee.reconfigure"), False, [])]),
        confirmed(t, "reversible", "reconfigure confirmation", False,
                  [send("bridge/request/device/configure", {"id": PLUG})]),
        _entry("delete", "remove device modal", remove_modal(t, PLUG, False, False), [
            (t("common.delete"), True, remove(PLUG, False, False)),
            (t("common.close"), False, []), (t("zigbee.force_remove"), False, [])]),
        _entry("delete", "remove device modal forced", remove_modal(t, PLUG, True, True), [
            (t("common.delete"), True, remove(PLUG, True, True))]),
        _entry("delete", "remove device modal blocked", remove_modal(t, BLIND, False, True), [
            (t("common.delete"), True, remove(BLIND, False, True))]),
        _entry("reversible", "rename device modal", rename, [
            (t("zigbee.save_description"), False, [send("bridge/request/device/options", {
                "id": PLUG, "options": {"description": "Behind the kettle"}})]),
            (t("common.close"), False, [])]),
        _entry("reversible", "bind tab new binding", binding(GROUP), [
            (t("common.bind"), False, [send("bridge/request/device/bind", bind)])]),
        _entry("reversible", "bind tab existing binding", binding(GROUP), [
            (t("common.unbind"), False, [send("bridge/request/device/unbind", bind)])]),
        _entry("reversible", "reporting tab", reporting, [
            (t("common.apply"), False, report(1800))]),
        _entry("opens-prompt", "reporting tab disable", reporting, [
            (t("common.disable"), False, [])]),
        confirmed(t, "reversible", "disable reporting confirmation", False, report(65535),
                  close=False),
    ]  # fmt: skip


def scene_card(t: Any, store: bool) -> list[dict[str, Any]]:
    """AddScene (on a device's Scene tab) and RecallRemove: the scene id and name fields,
    Store, the scene picker, Recall, Remove, Remove all."""
    items: list[dict[str, Any]] = []
    if store:
        items += [{"field": "add-scene", "hint": t("scene.scene_id"), "text": "2"},
                  {"field": "scene_name", "hint": t("scene.scene_name"), "text": "Reading"},
                  {"button": t("scene.store")}]  # fmt: skip
    items += [{"field": "scene", "hint": t("scene.select_scene"), "text": "1: Evening"},
              {"button": t("scene.recall")}, {"button": t("scene.remove")},
              {"button": t("scene.remove_all")}]  # fmt: skip
    return items


def scene_and_group_screens(t: Any, send: Socket) -> list[dict[str, Any]]:
    """A device's Scene tab and its confirmations; the groups page, its confirmations and
    rename modal; a group's page and its confirmations."""

    def state(target: str, payload: dict[str, Any]) -> list[Any]:
        return [send(f"{target}/set", payload)]

    scene = {"title": TITLE, "items": scene_card(t, True)}
    groups = {"title": TITLE, "items": [
        {"field": "newGroupName", "hint": t("groups.new_group_name_placeholder"),
         "text": NEW_GROUP},
        {"field": "newGroupId", "hint": t("groups.new_group_id_placeholder"), "text": ""},
        {"button": t("groups.create_group")}, {"text": t("groups.group_id")},
        {"text": t("groups.group_name")}, {"text": t("groups.group_members")},
        {"text": t("groups.group_scenes")}, {"link": "3"}, {"link": GROUP}, {"text": "4"},
        {"text": "1"}, {"icon": t("groups.rename_group")},
        {"icon": t("groups.remove_group")}]}  # fmt: skip
    rename = {"title": TITLE, "dialog": {"title": "Rename group", "message": GROUP}, "items": [
        {"field": "friendlyName", "hint": "Friendly name", "text": "Lounge lights"},
        {"button": "Close"}, {"button": "Save changes"}]}  # fmt: skip
    group = {"title": TITLE, "items": [
        {"text": f"{t('groups.group_name')}: {GROUP} (#3)"},
        {"field": "device", "hint": t("zigbee.device"), "text": "Reading bulb"},
        {"field": "endpoint", "hint": t("zigbee.endpoint"), "text": "11"},
        {"button": t("groups.add_to_group")}, *scene_card(t, False)]}  # fmt: skip
    return [
        _entry("reversible", "device scene tab", scene, [
            (t("scene.recall"), False, state(LAMP, {"scene_recall": 1})),
            (t("scene.store"), False, state(LAMP, {"scene_store": {"ID": 2, "name": "Reading"}}))]),
        _entry("opens-prompt", "device scene tab removals", scene, [
            (t("scene.remove"), False, []), (t("scene.remove_all"), False, [])]),
        confirmed(t, "delete", "remove scene confirmation", True,
                  state(LAMP, {"scene_remove": 1})),
        confirmed(t, "delete", "remove all scenes confirmation", True,
                  state(LAMP, {"scene_remove_all": ""}), close=False),
        _entry("reversible", "groups page", groups, [
            (t("groups.create_group"), False,
             [send("bridge/request/group/add", {"friendly_name": NEW_GROUP})])]),
        _entry("opens-prompt", "groups page row", groups, [
            (t("groups.rename_group"), False, []), (t("groups.remove_group"), False, [])]),
        confirmed(t, "delete", "remove group confirmation", True,
                  [send("bridge/request/group/remove", {"id": GROUP})]),
        confirmed(t, "delete", "remove second group confirmation", True,
                  [send("bridge/request/group/remove", {"id": GROUP2})], close=False),
        _entry("reversible", "rename group modal", rename, [
            ("Save changes", False, [send("bridge/request/group/rename",
                                          {"from": GROUP, "to": "Lounge lights"})])]),
        _entry("reversible", "group page", group, [
            (t("groups.add_to_group"), False, [send("bridge/request/group/members/add", {
                "group": GROUP, "device": f"{BULB_IEEE}/11"})]),
            (t("scene.recall"), False, state(GROUP, {"scene_recall": 1}))]),
        confirmed(t, "reversible", "remove group member confirmation", False,
                  [send("bridge/request/group/members/remove",
                        {"device": LAMP, "group": GROUP})], close=False),
        confirmed(t, "delete", "remove group scene confirmation", True,
                  state(GROUP, {"scene_remove": 1}), close=False),
        confirmed(t, "delete", "remove all group scenes confirmation", True,
                  state(GROUP, {"scene_remove_all": ""}), close=False),
    ]  # fmt: skip


def tool_screens(t: Any, send: Socket) -> list[dict[str, Any]]:
    """The OTA page and its confirmations, the Touchlink page with one or another device
    found, the settings' Tools tab and OTA form, the extensions page and its confirmations."""
    ota = {"title": TITLE, "items": [
        {"text": t("zigbee.pic")}, {"text": t("zigbee.friendly_name")},
        {"text": t("zigbee.firmware_version")}, {"button": t("ota.check_all")},
        {"link": PLUG}, {"button": t("ota.check")},
        {"link": LAMP}, {"button": t("ota.update")}]}  # fmt: skip

    def touchlink(found: dict[str, Any]) -> dict[str, Any]:
        # The row's icons are titled t("identify") and t("factory_reset") in the touchlink
        # namespace, which has neither: i18next shows the keys.
        return {"title": TITLE, "items": [
            {"icon": t("touchlink.rescan")}, {"text": t("zigbee.ieee_address")},
            {"text": t("zigbee.friendly_name")}, {"text": t("zigbee.channel")},
            {"text": found["ieee_address"]}, {"text": str(found["channel"])},
            {"icon": "identify"}, {"icon": "factory_reset"}]}  # fmt: skip

    tab_keys = ("settings", "tools", "about", "raw", "translate", "donate")
    settings_tabs = [{"link": t(f"settings.{key}")} for key in tab_keys]
    tools = {"title": TITLE, "items": [
        *settings_tabs, {"button": t("settings.download_state")},
        {"button": t("settings.restart_zigbee2mqtt")},
        {"button": t("settings.request_z2m_backup")},
        {"button": t("settings.add_install_code")}]}  # fmt: skip
    form = {"title": TITLE, "items": [
        *settings_tabs, *[{"link": t(f"settings.{key}")} for key in (
            "main", "mqtt", "serial", "frontend", "availability", "ota", "advanced")],
        {"field": "update_check_interval", "hint": "OTA update check interval",
         "text": "1440"},
        {"switch": "Disable automatic update check", "checked": True},
        {"button": "Submit"}]}  # fmt: skip
    extensions = {"title": TITLE, "items": [
        {"field": "extension", "hint": t("extensions.select_extension_to_edit"),
         "text": EXTENSION}, {"button": t("common.save")},
        {"text": CODE.splitlines()[0]}]}  # fmt: skip

    def check(name: str) -> dict[str, str]:
        return send("bridge/request/device/ota_update/check", {"id": name})

    def update(name: str) -> list[Any]:
        return [send("bridge/request/device/ota_update/update", {"id": name})]

    ota_options = {"update_check_interval": 1440, "disable_automatic_update_check": True}
    return [
        _entry("opens-prompt", "ota page", ota, [
            (t("ota.check_all"), False, []), (t("ota.update"), False, [])]),
        _entry("harmless", "ota page check", ota, [(t("ota.check"), False, [check(PLUG)])]),
        confirmed(t, "overwrite", "ota update confirmation", True, update(LAMP)),
        confirmed(t, "overwrite", "ota update second device confirmation", True,
                  update(PLUG), close=False),
        confirmed(t, "harmless", "ota check all confirmation", False,
                  [check(PLUG), check(LAMP)], close=False),
        _entry("reset", "touchlink device found", touchlink(TOUCHLINK[0]), [
            ("factory_reset", True, [send("bridge/request/touchlink/factory_reset",
                                          TOUCHLINK[0])]),
            ("identify", False, [send("bridge/request/touchlink/identify", TOUCHLINK[0])])]),
        _entry("harmless", "touchlink rescan", touchlink(TOUCHLINK[0]), [
            (t("touchlink.rescan"), False, [send("bridge/request/touchlink/scan",
                                                 {"value": True})])]),
        _entry("reset", "touchlink other device found", touchlink(TOUCHLINK[1]), [
            ("factory_reset", True, [send("bridge/request/touchlink/factory_reset",
                                          TOUCHLINK[1])])]),
        _entry("harmless", "settings tools tab", tools, [
            (t("settings.download_state"), False, []),
            (t("settings.request_z2m_backup"), False, [send("bridge/request/backup")])]),
        _entry("opens-prompt", "settings tools tab restart", tools, [
            (t("settings.restart_zigbee2mqtt"), False, [])]),
        _entry("reversible", "settings ota form", form, [
            ("Submit", False, [send("bridge/request/options",
                                    {"options": {"ota": ota_options}})])]),
        _entry("reversible", "extensions page", extensions, [
            (t("common.save"), False, [send("bridge/request/extension/save",
                                            {"name": EXTENSION, "code": CODE})])]),
        confirmed(t, "delete", "remove extension confirmation", True,
                  [send("bridge/request/extension/remove", {"name": EXTENSION})]),
        confirmed(t, "delete", "remove second extension confirmation", True,
                  [send("bridge/request/extension/remove", {"name": EXTENSION2})],
                  close=False),
    ]  # fmt: skip


def screens(t: Any) -> list[dict[str, Any]]:
    send = Socket()
    return [*bridge_screens(t, send), *device_screens(t, send),
            *scene_and_group_screens(t, send), *tool_screens(t, send)]  # fmt: skip
