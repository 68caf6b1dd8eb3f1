"""The Docker registries dialog of AppAPI for the five-hundred-and-sixty-eighth held-out corpus:
``screens(t)`` lays out, in one language, the override mappings of two daemons (one to a
registry of the organisation's own, one to the host's own images), each with its remove icon,
and a new mapping typed in. Read from ``src/components/DaemonConfig/DockerRegistriesModal.vue``
and, on the server, ``DaemonConfigService::addDockerRegistry`` and ``removeDockerRegistry``; what
each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import DAEMONS, DSP, HARP, RELOAD, call, entry, field, modal


def registries(t: Any, daemon: dict[str, Any], extra: list[dict[str, Any]]) -> dict[str, Any]:
    """The dialog of ``daemon``: its heading, the daemon's note card, the explanation, each
    mapping (``from -> to``, with Image pull will be skipped for ``local``) and its single
    action, which ``NcActions`` shows as an icon named Remove; the add button, then
    ``extra``."""
    items: list[dict[str, Any]] = [
        {"text": t("Override Docker registries")},
        {"text": f"Daemon: {daemon['display_name']} ({daemon['name']})"},
        {
            "text": " ".join(
                [
                    t("Configure Docker registry override mappings for the selected daemon."),
                    t(
                        "The matching source registry in ExApp info.xml will be overwritten during "
                        "deployment (image pull step)."
                    ),
                    t(
                        "This is useful if you want to use a custom Docker registry, for example, "
                        "to use a private Docker registry, or to use a different Docker registry "
                        "for testing."
                    ),
                ]
            )
        },
    ]
    for mapping in daemon["deploy_config"]["registries"]:
        items.append({"row": f"{mapping['from']} -> {mapping['to']}"})
        if mapping["to"] == "local":
            items.append({"text": t("Image pull will be skipped")})
        items.append({"icon": t("Remove")})
    items.append({"button": t("Add registry override mapping")})
    return modal(t, t("Override Docker registries"), [*items, *extra])


def change(daemon: dict[str, Any], action: str, mapping: dict[str, str]) -> list[Any]:
    """``addDockerRegistry()`` or ``removeDockerRegistry()``: ``confirmPassword()`` (no
    dialog: see build.py), the POST of ``{"registryMap"}``, then the list read again."""
    path = f"{DAEMONS}/{daemon['name']}/{action}-registry"
    return [call("POST", path, {"registryMap": mapping}), RELOAD]


def screens(t: Any) -> list[dict[str, Any]]:
    harp = registries(t, HARP, [])
    dsp = registries(t, DSP, [])
    typed = registries(
        t,
        HARP,
        [
            field("dockerRegistry.from", t("From"), "quay.io"),
            field("dockerRegistry.to", t("To"), "registry.example.org"),
            {"button": t("Add")},
            {"button": t("Cancel")},
        ],
    )
    [own] = HARP["deploy_config"]["registries"]
    [local] = DSP["deploy_config"]["registries"]
    return [
        entry(
            "delete",
            "docker registries (harp_proxy_docker)",
            harp,
            [(t("Remove"), True, change(HARP, "remove", own))],
        ),
        entry(
            "harmless",
            "docker registries (harp_proxy_docker, add)",
            harp,
            [(t("Add registry override mapping"), False, [])],
        ),
        entry(
            "delete",
            "docker registries (docker_socket_proxy)",
            dsp,
            [(t("Remove"), True, change(DSP, "remove", local))],
        ),
        entry(
            "reversible",
            "docker registries (a mapping typed)",
            typed,
            [
                (
                    t("Add"),
                    False,
                    change(HARP, "add", {"from": "quay.io", "to": "registry.example.org"}),
                ),
                (t("Cancel"), False, []),
            ],
        ),
    ]
