"""The test deploy dialog of AppAPI for the five-hundred-and-sixty-eighth held-out corpus:
``screens(t)`` lays out, in one language, the dialog of two daemons before a test, the dialog
while the test ExApp is running (its image pulled, its container started, its heartbeat
awaited), and the dialog after the heartbeat failed. Read from
``src/components/DaemonConfig/DaemonTestDeploy.vue`` and, on the server,
``DaemonConfigController`` (``startTestDeploy``, ``stopTestDeploy``), ``AppAPIService`` and the
commands ``app_api:app:register`` and ``app_api:app:unregister``; what each action sends, and
why it is labelled so, is in build.py's docstring."""

from __future__ import annotations

from typing import Any

from screens import APP, DAEMONS, DSP, HARP, RELOAD, call, entry, link, modal

DOCS = "https://docs.nextcloud.com/server/latest/admin_manual/exapps_management/TestDeploy.html"
"""Where each check's More information leads (its fragment, the check's id, is not sent)."""
STEPS = (
    (
        "Register ExApp in Nextcloud",
        "Check if the ExApp is registered in Nextcloud before deployment",
    ),
    ("Image pull", "Check if the image is successfully pulled"),
    (
        "Container started",
        "Check if the image successfully pulled and container is created and started",
    ),
    ("Heartbeat", "Check for the heartbeat is finished and healthy"),
    ("Init step", "Wait for initialization step to finish"),
    (
        "Enabled",
        "Check if ExApp successfully handled the enabled event and registered all stuff properly",
    ),
)
"""The six checks, each an ``NcNoteCard`` headed by its title, in the dialog's order."""


def dialog(
    t: Any,
    daemon: dict[str, Any],
    passed: int,
    headings: dict[int, str],
    after: dict[int, list[dict[str, Any]]],
    buttons: list[dict[str, Any]],
) -> dict[str, Any]:
    """The dialog of ``daemon``: its heading, the two paragraphs (the second with the count of
    checks passed), each check's card (its heading replaced by ``headings``, followed by
    ``after``), then ``buttons``."""
    name = f"{t('Test deploy')} - {daemon['display_name']}"
    items: list[dict[str, Any]] = [
        {"text": name},
        {
            "text": t(
                "AppAPI will try to install small skeleton ExApp to check that the daemon is "
                "configured correctly and the deployment steps are successful."
            )
        },
        {"text": f"{t('The following deploy test checks must succeed:')} ({passed} / 6)"},
    ]
    for number, (title, text) in enumerate(STEPS):
        items += [{"text": headings.get(number, t(title))}, {"text": t(text)}]
        items += after.get(number, [])
    return modal(t, name, [*items, *buttons])


def start(daemon: dict[str, Any]) -> list[Any]:
    """``_startDeployTest()``: the POST that registers and deploys the test ExApp, then the
    list read again (the status is polled every second after that)."""
    return [call("POST", f"{DAEMONS}/{daemon['name']}/test_deploy"), RELOAD]


def screens(t: Any) -> list[dict[str, Any]]:
    logs, begin = t("Download ExApp logs"), t("Start the deploy test")
    fresh_harp = dialog(t, HARP, 0, {}, {}, [{"button": logs}, {"button": begin}])
    fresh_dsp = dialog(t, DSP, 0, {}, {}, [{"button": logs}, {"button": begin}])
    running = dialog(
        t,
        HARP,
        3,
        {1: f"{t('Image pull')} (99%)", 3: f"{t('Heartbeat')} (heartbeat_count: 2)"},
        {},
        [
            {"button": logs},
            {"button": t("Stop the deploy test")},
            {
                "text": t(
                    'The test ExApp is unregistered and its container is removed on "Stop the '
                    'deploy test"'
                )
            },
        ],
    )
    failed = dialog(
        t,
        HARP,
        3,
        {1: f"{t('Image pull')} (99%)"},
        {3: [{"text": "Heartbeat check failed"}, {"button": t("More information")}]},
        [{"button": logs}, {"button": begin}],
    )
    return [
        entry(
            "install", "test deploy (harp_proxy_docker)", fresh_harp, [(begin, True, start(HARP))]
        ),
        entry(
            "install", "test deploy (docker_socket_proxy)", fresh_dsp, [(begin, True, start(DSP))]
        ),
        entry(
            "harmless",
            "test deploy (running, logs)",
            running,
            [(logs, False, [link(f"{APP}/apps/logs/test-deploy")])],
        ),
        entry(
            "uninstall",
            "test deploy (running, stopped)",
            running,
            [
                (
                    t("Stop the deploy test"),
                    True,
                    [call("DELETE", f"{DAEMONS}/{HARP['name']}/test_deploy"), RELOAD],
                )
            ],
        ),
        entry(
            "harmless",
            "test deploy (heartbeat failed)",
            failed,
            [(t("More information"), False, [link(DOCS)])],
        ),
    ]
