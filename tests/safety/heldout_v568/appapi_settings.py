"""The administration section of AppAPI for the five-hundred-and-sixty-eighth held-out corpus:
``screens(t)`` lays out, in one language, the list of deploy daemons (three registered, and
none on first setup), the ExApp settings below it (the init timeout and the restart policy's
select, closed and open), each daemon's actions menu, the details dialog of two daemons and
the confirmation of a daemon's deletion, its box unchecked and checked. Read from
``src/components/AdminSettings.vue``, ``DaemonConfig/DaemonConfigList.vue``,
``DaemonConfig.vue``, ``DaemonConfigDetailsModal.vue`` and ``ConfirmDaemonDeleteModal.vue``;
what each action sends, and why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    DAEMONS,
    DSP,
    HARP,
    MANUAL,
    RELOAD,
    admin_config,
    call,
    entry,
    labelled,
    menu,
    modal,
    page,
    row_name,
    switch,
)


def intro(t: Any) -> list[dict[str, Any]]:
    """The section's heading and description, then the Deploy daemons settings section's."""
    return [
        {"text": t("AppAPI")},
        {
            "text": t(
                "The AppAPI Project is an exciting initiative that aims to revolutionize "
                "the way applications are developed for Nextcloud through the use of docker "
                "containers. Allowing for greater programming language choice and allowing "
                "computationally expensive tasks to be offloaded to a different server."
            )
        },
        {"text": t("Deploy daemons")},
        {"text": t("A deploy daemon (DaemonConfig) is an ExApps orchestration daemon.")},
    ]


def daemon_list(t: Any) -> list[dict[str, Any]]:
    """The ``NcListItem`` of each daemon: its name, its deploy method below it, Default beside
    the default one and the count of its ExApps (none shown for none)."""
    return [
        {"row": row_name(HARP), "secondary": "docker-install"},
        {"text": t("Default")},
        {"text": "3"},
        {"row": row_name(DSP), "secondary": "docker-install"},
        {"text": "1"},
        {"row": row_name(MANUAL), "secondary": "manual-install"},
    ]


def exapp_settings(t: Any) -> list[dict[str, Any]]:
    """The init timeout's section and the restart policy's, its select showing the policy."""
    return [
        {"text": t("ExApp init timeout (minutes)")},
        {
            "text": t(
                "ExApp initialization process timeout after which AppAPI will mark it as failed"
            )
        },
        {"field": "init_timeout", "hint": t("ExApp init timeout"), "text": "40"},
        {"text": t("ExApp container restart policy")},
        {
            "text": t(
                "Choose the container restart policy, e.g. 'always' to ensure ExApps will be "
                "running after a daemon server reboot"
            )
        },
        {"text": t("This settings changes are effective only for newly created containers")},
        {"button": "unless-stopped"},
    ]


def actions_menu(t: Any, daemon: dict[str, Any], default: bool) -> list[dict[str, Any]]:
    """The daemon's row, then its ``NcActionButton`` entries: Set as default (Default on the
    default daemon), Test deploy and Docker registries where its method allows, Edit,
    Delete."""
    items: list[dict[str, Any]] = [
        {"text": row_name(daemon)},
        {"menu": t("Default") if default else t("Set as default")},
    ]
    if daemon["accepts_deploy_id"] != "manual-install":
        items.append({"menu": t("Test deploy")})
    if daemon["accepts_deploy_id"] == "docker-install":
        items.append({"menu": t("Docker registries")})
    return [*items, {"menu": t("Edit")}, {"menu": t("Delete")}]


def details(t: Any, daemon: dict[str, Any], default: bool) -> dict[str, Any]:
    """A daemon's details dialog (``DaemonConfigDetailsModal``), top to bottom."""
    config = daemon["deploy_config"]
    items: list[dict[str, Any]] = [{"text": f"{t('Deploy daemon')} - {daemon['display_name']}"}]
    if default:
        items.append({"text": t("Default daemon. ExApps will be installed on it")})
    if daemon["accepts_deploy_id"] == "docker-install" and not config["harp"]:
        items.append(
            {
                "text": t(
                    "Direct Docker access (Docker Socket Proxy) is deprecated and "
                    "will be removed in Nextcloud 35. Please migrate to a HaRP-based "
                    "daemon."
                )
            }
        )
    items += [
        labelled(t("ExApps installed"), daemon["exAppsCount"]),
        labelled(t("Name"), daemon["name"]),
        labelled(t("Protocol"), daemon["protocol"]),
        labelled(t("Host"), daemon["host"]),
    ]
    if config["harp"]:
        items.append(labelled(t("ExApp direct communication (FRP disabled)"), "false"))
    password = "**************" if config["haproxy_password"] else t("(not set)")
    items += [
        {"text": t("Deploy options")},
        labelled(t("Docker network"), config["net"]),
        labelled(t("Nextcloud URL"), config["nextcloud_url"]),
        labelled(t("HaProxy password"), password),
        labelled(t("GPU support"), "false"),
        labelled(t("Computation device"), config["computeDevice"]["label"]),
        labelled(t("Memory limit"), t("Unlimited")),
        labelled(t("CPU limit"), t("Unlimited")),
        {"button": t("Check connection")},
    ]
    name = f"{t('Deploy daemon configuration')} - {daemon['display_name']}"
    return modal(t, name, items)


def confirmation(t: Any, daemon: dict[str, Any], checked: bool) -> dict[str, Any]:
    """``ConfirmDaemonDeleteModal``: its question, the box that enables Delete, Cancel and
    Delete."""
    return modal(
        t,
        t("Deploy daemon deletion confirmation"),
        [
            {
                "text": t(
                    'Are you sure you want delete the "{name}" deploy daemon?',
                    {"name": daemon["name"]},
                )
            },
            switch(t("Remove all ExApps installed on this daemon"), checked),
            {"button": t("Cancel")},
            {"button": t("Delete")},
        ],
    )


def delete(daemon: dict[str, Any]) -> list[Any]:
    """``_deleteDaemonConfig()``: ``confirmPassword()`` (no dialog: see build.py), then the
    DELETE with the list component's own ``removeExAppsOnDaemonDelete``, which nothing sets,
    then the list read again."""
    return [call("DELETE", f"{DAEMONS}/{daemon['name']}?removeExApps=false"), RELOAD]


def screens(t: Any) -> list[dict[str, Any]]:
    listed = page(t, [*intro(t), *daemon_list(t), {"button": t("Register daemon")}])
    first = page(
        t,
        [
            *intro(t),
            {"text": t("No Deploy daemons are registered")},
            {"text": t("Register a custom one or configure one from the available templates")},
            {"button": t("Register daemon")},
        ],
    )
    lower = page(t, exapp_settings(t))
    policies = menu(
        t,
        [
            {"text": t("ExApp container restart policy")},
            {"menu": "no"},
            {"menu": "always"},
            {"menu": "unless-stopped"},
        ],
    )
    dsp_menu = menu(t, actions_menu(t, DSP, default=False))
    harp_menu = menu(t, actions_menu(t, HARP, default=True))
    manual_menu = menu(t, actions_menu(t, MANUAL, default=False))
    cancel, remove = t("Cancel"), t("Delete")
    status = f"{DAEMONS}/{{}}/test_deploy/status"

    def policy(value: str) -> list[Any]:
        # onInput(): two seconds later, both ExApp settings as the page holds them.
        return admin_config({"init_timeout": "40", "container_restart_policy": value})

    return [
        entry(
            "opens-prompt",
            "settings (daemons)",
            listed,
            [
                (row_name(HARP), False, []),
                (row_name(DSP), False, []),
                (t("Register daemon"), False, []),
            ],
        ),
        entry("opens-prompt", "settings (first setup)", first, [(t("Register daemon"), False, [])]),
        entry("opens-prompt", "settings (restart policy)", lower, [("unless-stopped", False, [])]),
        entry(
            "reversible",
            "settings (restart policy list)",
            policies,
            [("always", False, policy("always")), ("no", False, policy("no"))],
        ),
        entry(
            "opens-prompt",
            "daemon menu (docker_socket_proxy)",
            dsp_menu,
            [
                (t("Test deploy"), False, [call("GET", status.format(DSP["name"]))]),
                (t("Docker registries"), False, []),
                (t("Edit"), False, []),
                (remove, False, []),
            ],
        ),
        entry(
            "reversible",
            "daemon menu (docker_socket_proxy, set as default)",
            dsp_menu,
            [
                (
                    t("Set as default"),
                    False,
                    [*admin_config({"default_daemon_config": DSP["name"]}), RELOAD],
                )
            ],
        ),
        entry(
            "opens-prompt",
            "daemon menu (default daemon)",
            harp_menu,
            [
                (t("Test deploy"), False, [call("GET", status.format(HARP["name"]))]),
                (remove, False, []),
            ],
        ),
        entry(
            "opens-prompt",
            "daemon menu (manual_install)",
            manual_menu,
            [(t("Edit"), False, []), (remove, False, [])],
        ),
        entry(
            "harmless",
            "daemon details (harp_proxy_docker)",
            details(t, HARP, True),
            [(t("Check connection"), False, [call("POST", f"{DAEMONS}/{HARP['name']}/check")])],
        ),
        entry(
            "harmless",
            "daemon details (docker_socket_proxy)",
            details(t, DSP, False),
            [(t("Check connection"), False, [call("POST", f"{DAEMONS}/{DSP['name']}/check")])],
        ),
        entry(
            "harmless",
            "delete daemon (box unchecked)",
            confirmation(t, DSP, False),
            [(t("Remove all ExApps installed on this daemon"), False, []), (cancel, False, [])],
        ),
        entry(
            "delete",
            "delete daemon (docker_socket_proxy)",
            confirmation(t, DSP, True),
            [(remove, True, delete(DSP)), (cancel, False, [])],
        ),
        entry(
            "delete",
            "delete daemon (harp_proxy_docker)",
            confirmation(t, HARP, True),
            [(remove, True, delete(HARP)), (cancel, False, [])],
        ),
        entry(
            "delete",
            "delete daemon (manual_install)",
            confirmation(t, MANUAL, True),
            [(remove, True, delete(MANUAL)), (cancel, False, [])],
        ),
    ]
