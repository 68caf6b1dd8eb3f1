"""The daemon form of AppAPI for the five-hundred-and-sixty-eighth held-out corpus: ``screens(t)``
lays out, in one language, the register dialog as it opens (the first template, HaRP Proxy
(Host)), its template and deploy method lists, the form filled in for a second HaRP on a GPU
server (its upper part and its deploy options), an additional option being added, the form of
a deprecated direct-Docker template, and the edit dialog of two daemons with a change made.
Read from ``src/components/DaemonConfig/ManageDaemonConfigModal.vue``, ``InfoTooltip.vue`` and
``src/constants/daemonTemplates.js``; what each action sends, and why it is labelled so, is in
build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import (
    CUDA,
    DAEMONS,
    DSP,
    HARP,
    ORIGIN,
    RELOAD,
    call,
    entry,
    field,
    info,
    menu,
    modal,
    params,
    secret,
    select,
    switch,
)

TEMPLATES = (
    "HaRP Proxy (Host)",
    "HaRP Proxy (Docker)",
    "HaRP All-in-One",
    "HaRP Manual Install",
    "Docker Socket Proxy (deprecated)",
    "Custom Default (deprecated)",
    "All-in-One (deprecated)",
    "Manual Install",
)
"""The template select's options, ``(deprecated)`` added in English by the code."""
GPU_KEY = "p4Qz8wLr2nVt6yHcR7sD"
"""The HaRP shared key typed for the GPU server (its ``HP_SHARED_KEY``; made up)."""
GPU = {
    "accepts_deploy_id": "docker-install",
    "name": "harp_gpu",
    "display_name": "HaRP GPU server",
    "protocol": "http",
    "host": "gpu.example.org:8780",
    "deploy_config": {
        "net": "nextcloud",
        "nextcloud_url": ORIGIN,
        "haproxy_password": GPU_KEY,
        "computeDevice": CUDA,
        "harp": {
            "frp_address": "gpu.example.org:8782",
            "docker_socket_port": 24000,
            "exapp_direct": False,
        },
    },
}
"""The HaRP Proxy (Docker) template filled in for a second HaRP on a GPU server: its name,
display name, host, shared key, network, FRP address and compute device typed or chosen, the
default switch turned off."""


def harp_host_help(t: Any) -> str:
    return str(
        t(
            "The hostname (and port) at which the {name} is available. This does not need "
            "to be a public host, just a host accessible by the Nextcloud server, e.g. "
            "{host}.",
            {"name": "HaRP proxy", "host": "appapi-harp:8780"},
        )
    )


def upper(
    t: Any, template: str, name: str, display: str, host: str, key: str, default: bool
) -> list[dict[str, Any]]:
    """The register form of a HaRP template, from the heading to the deploy options' button."""
    return [
        {"text": t("Register a new deploy daemon")},
        *select(t("Daemon configuration template"), template),
        field("daemon-name", t("Name"), name),
        info(t("Unique deploy daemon name")),
        field("daemon-display-name", t("Display name"), display),
        *select(t("Deployment method"), "docker-install"),
        field("daemon-host", t("HaRP host"), host),
        info(harp_host_help(t)),
        secret("deploy-config-haproxy-password", t("HaRP shared key"), key),
        info(t("The secret key for the HaRP container communication (HP_SHARED_KEY).")),
        field("nextcloud-url", t("Nextcloud URL"), ORIGIN),
        switch(t("Set as the default daemon"), default),
        {"button": t("Hide deploy options")},
    ]


def footer(t: Any, edit: bool) -> list[dict[str, Any]]:
    """The sticky footer: Register (Save when editing) and Check connection."""
    return [{"button": t("Save") if edit else t("Register")}, {"button": t("Check connection")}]


def harp_options(
    t: Any, frp: str, net: str, device: str, memory: str, edit: bool
) -> list[dict[str, Any]]:
    """The deploy options of a HaRP daemon: the HaRP switch and fields, the network, the
    compute device (with its GPU warning where a GPU is chosen), the limits, and, when
    registering, Add additional option."""
    items = [
        switch(t("Enable HaRP"), True),
        field("frp-address", t("FRP server address"), frp),
        info(
            t(
                "The address (host:port) of the FRP server that should be reachable by the ExApp "
                "in the network defined in the 'Docker network' section."
            )
        ),
        field("harp-dsp-port", t("Docker socket proxy port"), "24000"),
        info(
            t(
                "The port in HaRP which the Docker socket proxy connects to. This should be "
                "exposed but for the in-built one, it is not required to be exposed or "
                "changed."
            )
        ),
        switch(t("Disable FRP"), False),
        info(t("Flag for advanced setups only. Disables the FRP tunnel between ExApps and HaRP.")),
        field("deploy-config-net", t("Docker network"), net),
        info(t("The Docker network that the deployed ExApps will use.")),
        *select(t("Compute device"), device),
    ]
    if device != "CPU":
        items.append(
            info(
                t(
                    "All available GPU devices on the daemon host need to be enabled in "
                    "ExApp containers by Docker."
                )
            )
        )
    items += limits(t, memory)
    if not edit:
        items.append({"button": t("Add additional option")})
    return [*items, *footer(t, edit)]


def limits(t: Any, memory: str) -> list[dict[str, Any]]:
    """The memory and CPU limits, each with its tooltip."""
    return [
        field("memory-limit", t("Memory limit (in MiB)"), memory),
        info(t("Maximum amount of memory that the ExApp container can use in mebibytes")),
        field("cpu-limit", t("CPU limit")),
        info(
            t(
                "Maximum number of CPU cores that the ExApp container can use (e.g. 0.5 for half "
                "a core, 2 for two cores)"
            )
        ),
    ]


def register(t: Any, items: list[dict[str, Any]]) -> dict[str, Any]:
    return modal(t, t("Register a new deploy daemon"), items)


def edit(t: Any, items: list[dict[str, Any]]) -> dict[str, Any]:
    return modal(t, t("Edit the deploy daemon"), [{"text": t("Edit the deploy daemon")}, *items])


def screens(t: Any) -> list[dict[str, Any]]:
    opened = register(
        t,
        [
            *upper(
                t,
                "HaRP Proxy (Host)",
                "harp_proxy_host",
                "HaRP Proxy (Host)",
                "localhost:8780",
                "some_very_secure_password",
                True,
            ),
            *footer(t, False),
        ],
    )
    templates = menu(
        t, [{"text": t("Daemon configuration template")}, *({"menu": label} for label in TEMPLATES)]
    )
    methods = menu(
        t,
        [{"text": t("Deployment method")}, {"menu": "docker-install"}, {"menu": "manual-install"}],
    )
    gpu_upper = register(
        t,
        [
            *upper(
                t,
                "HaRP Proxy (Docker)",
                GPU["name"],
                GPU["display_name"],
                GPU["host"],
                GPU_KEY,
                False,
            ),
            *footer(t, False),
        ],
    )
    gpu_options = register(
        t, harp_options(t, "gpu.example.org:8782", "nextcloud", CUDA["label"], "", edit=False)
    )
    option = register(
        t,
        [
            {"button": t("Add additional option")},
            field("additional-option-key", t("Option key (unique)"), "OVERRIDE_APP_HOST"),
            field("additional-option-value", t("Option value"), "0.0.0.0"),
            {"icon": t("Confirm")},
            {"icon": t("Cancel")},
            *footer(t, False),
        ],
    )
    legacy = register(
        t,
        [
            {"text": t("Register a new deploy daemon")},
            {
                "text": t(
                    "Direct Docker access (Docker Socket Proxy) is deprecated and will be removed "
                    "in Nextcloud 35. Please migrate to a HaRP-based daemon."
                )
            },
            *select(t("Daemon configuration template"), "Custom Default (deprecated)"),
            field("daemon-name", t("Name"), "custom"),
            info(t("Unique deploy daemon name")),
            field("daemon-display-name", t("Display name"), "Custom Default"),
            *select(t("Deployment method"), "docker-install"),
            field("daemon-host", t("Daemon host"), "nextcloud-appapi-dsp:2375"),
            info(
                t(
                    "The hostname (and port) at which the {name} is available. This does not "
                    "need to be a public host, just a host accessible by the Nextcloud server, "
                    "e.g. {host}.",
                    {"name": "Docker Socket Proxy", "host": "nextcloud-appapi-dsp:2375"},
                )
            ),
            secret("deploy-config-haproxy-password", t("HaProxy password"), "some_secure_password"),
            info(t("AppAPI Docker Socket Proxy authentication password")),
            field("nextcloud-url", t("Nextcloud URL"), ORIGIN),
            switch(t("Set as the default daemon"), True),
            switch(t("Enable HTTPS"), False),
            {"button": t("Show deploy options")},
            *footer(t, False),
        ],
    )
    harp_edit = edit(t, harp_options(t, "appapi-harp:8782", "nextcloud", "CPU", "4096", edit=True))
    dsp_edit = edit(
        t,
        [
            {"button": t("Hide deploy options")},
            switch(t("Enable HaRP"), False),
            field("deploy-config-net", t("Docker network"), "nextcloud"),
            info(
                t(
                    "Changes are only effective for newly installed ExApps. For existing ExApps, "
                    "the Docker containers should be recreated to apply the new settings values."
                )
            ),
            *select(t("Compute device"), "CPU"),
            *limits(t, ""),
            *footer(t, True),
        ],
    )

    gpu = params(GPU)
    harp = params(HARP, deploy_config={"memoryMiB": "4096"})
    dsp = params(DSP, deploy_config={"net": "nextcloud"})
    check = f"{DAEMONS}/verify_connection"
    save, connect = t("Save"), t("Check connection")
    return [
        entry(
            "opens-prompt",
            "register dialog (as opened)",
            opened,
            [
                ("HaRP Proxy (Host)", False, []),
                (t("Unique deploy daemon name"), False, []),
                ("docker-install", False, []),
            ],
        ),
        entry(
            "reversible",
            "register dialog (default switch)",
            opened,
            [(t("Set as the default daemon"), False, [])],
        ),
        entry(
            "harmless",
            "register dialog (deploy options hidden)",
            opened,
            [(t("Hide deploy options"), False, [])],
        ),
        entry(
            "reversible",
            "register dialog (template list)",
            templates,
            [("HaRP Proxy (Docker)", False, []), ("Manual Install", False, [])],
        ),
        entry(
            "reversible",
            "register dialog (deploy method list)",
            methods,
            [("manual-install", False, [])],
        ),
        entry(
            "reversible",
            "register dialog (GPU server entered)",
            gpu_upper,
            [
                (
                    t("Register"),
                    False,
                    [
                        call("POST", DAEMONS, {"daemonConfigParams": gpu, "defaultDaemon": False}),
                        RELOAD,
                    ],
                )
            ],
        ),
        entry(
            "harmless",
            "register dialog (GPU server, connection checked)",
            gpu_upper,
            [(connect, False, [call("POST", check, {"daemonParams": gpu})])],
        ),
        entry(
            "harmless",
            "register dialog (GPU server deploy options)",
            gpu_options,
            [(t("Add additional option"), False, [])],
        ),
        entry(
            "opens-prompt",
            "register dialog (GPU warning)",
            gpu_options,
            [
                (
                    t(
                        "All available GPU devices on the daemon host need to be enabled in ExApp "
                        "containers by Docker."
                    ),
                    False,
                    [],
                )
            ],
        ),
        entry(
            "reversible",
            "register dialog (additional option typed)",
            option,
            [(t("Confirm"), False, []), (t("Cancel"), False, [])],
        ),
        entry(
            "reversible",
            "register dialog (direct Docker template)",
            legacy,
            [(t("Enable HTTPS"), False, [])],
        ),
        entry(
            "harmless",
            "register dialog (direct Docker template, options)",
            legacy,
            [(t("Show deploy options"), False, [])],
        ),
        entry(
            "reversible",
            "edit dialog (harp_proxy_docker, memory limit)",
            harp_edit,
            [
                (
                    save,
                    False,
                    [
                        call("PUT", f"{DAEMONS}/{HARP['name']}", {"daemonConfigParams": harp}),
                        RELOAD,
                    ],
                )
            ],
        ),
        entry(
            "harmless",
            "edit dialog (harp_proxy_docker, connection checked)",
            harp_edit,
            [(connect, False, [call("POST", check, {"daemonParams": harp})])],
        ),
        entry(
            "reversible",
            "edit dialog (docker_socket_proxy, network)",
            dsp_edit,
            [
                (
                    save,
                    False,
                    [call("PUT", f"{DAEMONS}/{DSP['name']}", {"daemonConfigParams": dsp}), RELOAD],
                )
            ],
        ),
    ]
