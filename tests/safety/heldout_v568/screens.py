"""How the five-hundred-and-sixty-eighth held-out corpus writes a screen of Nextcloud AppAPI
(app_api) and what a tapped control sends. The app's administration section is a section of
Nextcloud's settings (a Vue 3 app drawn with ``@nextcloud/vue``), titled by the section's name,
each screen the part of the section in view, top to bottom; a daemon's details, its deletion,
its form, its Docker registries and its test deploy are ``NcModal`` dialogs over it, headed by
the modal's name, and a daemon's actions are an ``NcActions`` menu. ``t(text, values)`` is the
language's lookup of an English string of the app's ``l10n/<lang>.json`` catalog, ``{name}``
filled in from ``values`` as ``@nextcloud/l10n`` does. Why each action is labelled so is in
build.py's docstring."""

from __future__ import annotations

import copy
import json
from typing import Any

ORIGIN = "https://cloud.example.org"
"""The instance, served at the root of its origin with pretty URLs (no ``index.php``), as
``generateUrl`` writes the app's routes then."""
APP = "/apps/app_api"
"""``generateUrl('/apps/app_api/...')`` on the page's own origin."""
DAEMONS = f"{APP}/daemons"
"""The routes of ``DaemonConfigController``: list and register daemons, and, below a daemon's
name, update, delete, check, test deploy and its Docker registries."""
ADMIN_CONFIG = f"{APP}/admin-config"
"""``ConfigController::setAdminConfig``: the app's settings, written as ``{"values"}``."""
Act = tuple[str, bool, list[Any]]

CPU = {"id": "cpu", "label": "CPU"}
CUDA = {"id": "cuda", "label": "CUDA (NVIDIA)"}
"""Two of ``DAEMON_COMPUTE_DEVICES`` (CPU, CUDA (NVIDIA), ROCm (AMD)), as the select holds
them."""
MASKED = "dummySecret123"
"""What the server sends the page instead of a daemon's stored password or shared key
(``getDaemonConfigsWithAppsCount``), and takes back as "keep the stored one"."""


def body(data: Any) -> str:
    """axios serialises a plain object as ``JSON.stringify`` does."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def call(method: str, path: str, data: Any = None) -> Any:
    """An ``@nextcloud/axios`` request of the page (the requesttoken travels in a header, not
    written here), on the page's own origin; ``data`` its JSON body, where it has one."""
    if data is None:
        return f"{method} {path}"
    return {"request": f"{method} {path}", "body": body(data)}


def link(url: str) -> dict[str, str]:
    """A navigation: an ``<a href>`` followed (``NcButton`` with ``href``, in a new tab)."""
    return {"request": f"GET {url}", "via": "link"}


RELOAD = call("GET", DAEMONS)
"""``getAllDaemons()``: the list read again after a change."""


def admin_config(values: dict[str, str]) -> list[Any]:
    """``saveOptions(values)``: ``PUT /admin-config`` with ``{"values"}``."""
    return [call("PUT", ADMIN_CONFIG, {"values": values})]


def params(daemon: dict[str, Any], **changed: Any) -> dict[str, Any]:
    """``_buildDaemonParams()`` of the daemon form holding ``daemon`` with ``changed``: the
    daemon's fields, then its deploy config rebuilt in the form's own order; the resource
    limits in bytes and nano-CPUs where set; the additional options where there are some."""
    config = {**daemon["deploy_config"], **changed.pop("deploy_config", {})}
    fields = {**daemon, **changed}
    deploy = {
        "net": config["net"],
        "nextcloud_url": config["nextcloud_url"],
        "haproxy_password": config.get("haproxy_password") or "",
        "computeDevice": config["computeDevice"],
        "harp": config.get("harp"),
        "kubernetes": config.get("kubernetes"),
        "registries": config.get("registries"),
    }
    limits: dict[str, int] = {}
    if config.get("memoryMiB"):
        limits["memory"] = int(config["memoryMiB"]) * 1024 * 1024
    if config.get("cpus"):
        limits["nanoCPUs"] = int(float(config["cpus"]) * 1000000000)
    deploy["resourceLimits"] = limits
    if config.get("additional_options"):
        deploy["additional_options"] = config["additional_options"]
    protocol = fields["protocol"] if fields["accepts_deploy_id"] == "docker-install" else "http"
    return {
        "name": fields["name"],
        "display_name": fields["display_name"],
        "accepts_deploy_id": fields["accepts_deploy_id"],
        "protocol": protocol,
        "host": fields["host"],
        "deploy_config": deploy,
    }


HARP = {
    "id": 1,
    "accepts_deploy_id": "docker-install",
    "name": "harp_proxy_docker",
    "display_name": "HaRP Proxy (Docker)",
    "protocol": "http",
    "host": "appapi-harp:8780",
    "deploy_config": {
        "net": "nextcloud",
        "nextcloud_url": ORIGIN,
        "haproxy_password": MASKED,
        "computeDevice": CPU,
        "harp": {
            "frp_address": "appapi-harp:8782",
            "docker_socket_port": 24000,
            "exapp_direct": False,
        },
        "kubernetes": None,
        "registries": [{"from": "ghcr.io", "to": "registry.example.org"}],
    },
    "exAppsCount": 3,
}
"""The default daemon: HaRP in a container beside Nextcloud's, on the ``nextcloud`` network,
running three ExApps, its images from ghcr.io pulled from another registry instead."""
DSP = {
    "id": 2,
    "accepts_deploy_id": "docker-install",
    "name": "docker_socket_proxy",
    "display_name": "Docker Socket Proxy",
    "protocol": "http",
    "host": "nextcloud-appapi-dsp:2375",
    "deploy_config": {
        "net": "host",
        "nextcloud_url": ORIGIN,
        "haproxy_password": "",
        "computeDevice": CPU,
        "harp": None,
        "kubernetes": None,
        "registries": [{"from": "docker.io", "to": "local"}],
    },
    "exAppsCount": 1,
}
"""The older daemon, direct Docker access through the Docker Socket Proxy (deprecated),
running one ExApp, its Docker Hub images taken from the host's own (``local``: not pulled)."""
MANUAL = {
    "id": 3,
    "accepts_deploy_id": "manual-install",
    "name": "manual_install",
    "display_name": "Manual Install",
    "protocol": "http",
    "host": "192.168.10.25",
    "deploy_config": {
        "net": "host",
        "nextcloud_url": ORIGIN,
        "haproxy_password": "",
        "computeDevice": CPU,
        "harp": None,
        "kubernetes": None,
        "registries": None,
    },
    "exAppsCount": 0,
}
"""A daemon for ExApps a developer runs by hand on a workstation of the office network."""


def row_name(daemon: dict[str, Any]) -> str:
    """A daemon as the list names it (``itemTitle``): its name and display name."""
    return f"{daemon['name']} - {daemon['display_name']}"


def entry(category: str, source: str, screen: dict[str, Any], acts: list[Act]) -> dict[str, Any]:
    """A screen entry: every case a tap, labelled, with what it sends."""
    cases = [
        {"tap": label, "irreversible": bad, "sends": copy.deepcopy(sends)}
        for label, bad, sends in acts
    ]
    return {
        "category": category,
        "source": f"app_api {source}",
        "web": True,
        "screen": copy.deepcopy(screen),
        "cases": cases,
    }


def section(t: Any) -> str:
    """The section's name (``AdminSection::getName``): the page's title."""
    return str(t("AppAPI"))


def page(t: Any, items: list[dict[str, Any]]) -> dict[str, Any]:
    """The section: what is in view, top to bottom."""
    return {"title": section(t), "items": items}


def modal(t: Any, name: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """An ``NcModal`` over the section headed by its ``name``, then the part of its body in
    view (``@nextcloud/vue``'s close button left out, its words being the library's)."""
    return {"title": section(t), "dialog": {"title": name}, "items": items}


def menu(t: Any, items: list[dict[str, Any]]) -> dict[str, Any]:
    """An open ``NcActions`` menu or an open select's list, over the section."""
    return {"title": section(t), "dialog": {}, "items": items}


def switch(label: str, checked: bool) -> dict[str, Any]:
    """An ``NcCheckboxRadioSwitch`` or ``NcFormBoxSwitch`` known by its words, with its state
    before the tap."""
    return {"switch": label, "checked": checked}


def field(rid: str, hint: str, text: str = "") -> dict[str, Any]:
    """An ``NcInputField`` or ``NcTextField``: its id, its label and its text."""
    return {"field": rid, "hint": hint, "text": text}


def secret(rid: str, hint: str, value: str) -> dict[str, Any]:
    """An ``NcPasswordField``: its value shows as dots."""
    return field(rid, hint, "•" * len(value))


def select(label: str, shown: str) -> list[dict[str, Any]]:
    """An ``NcSelect``: its input label, then the select as a button named by what it shows."""
    return [{"text": label}, {"button": shown}]


def info(text: str) -> dict[str, Any]:
    """An ``InfoTooltip``: an icon button titled by its text, which opens the text in an
    ``NcDialog`` named More information."""
    return {"icon": text}


def labelled(label: str, value: object) -> dict[str, str]:
    """A line of the details dialog: ``<b>label: </b>value``."""
    return {"text": f"{label}: {value}"}
