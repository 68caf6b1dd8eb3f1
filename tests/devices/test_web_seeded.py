"""Seeded start states on real Chromium through Appium (tests/webapp_gestures/seeded.html):
an app entry's localStorage, cookies, script and a start URL with a query and fragment
are there at the first start, after a tree changed them, and after a second reset; its
reset hook is called before every start."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from m2miner.actions import Action
from m2miner.config import Config
from m2miner.devices.appium_server import static_server
from m2miner.devices.factory import app_target
from tests.devices.test_seed import ResetServer, reset_api  # noqa: F401 - the fixture
from tests.devices.test_web_gestures import centre, named, nodes

PAGES = Path(__file__).resolve().parents[1] / "webapp_gestures"
SHOWN = (
    "return [Array.from(document.querySelectorAll('#list li'), li => li.firstChild.textContent"
    ".trim()), document.getElementById('cookie').textContent, "
    "document.getElementById('where').textContent, document.getElementById('note').textContent]"
)


@pytest.fixture(scope="module")
def pages_url() -> Iterator[str]:
    with static_server(PAGES) as url:
        yield url


def seeded_app(pages_url: str, reset_url: str) -> Any:
    config = Config.model_validate(
        {
            "device": {"kind": "appium", "settle_timeout_s": 3.0},
            "apps": {
                "todos": {
                    "domain": "web",
                    "url": f"{pages_url}/seeded.html?list=home#/active",
                    "setup": {
                        "local_storage": {"todos": json.dumps(["Buy milk", "Walk the dog"])},
                        "cookies": {"session": "s-42"},
                        "script": "localStorage.setItem('note', 'seeded by script')",
                        "reset_url": reset_url,
                    },
                }
            },
        }
    )
    target, _ = app_target(config, "todos", "appium")
    return config, target


def test_the_seeded_state_is_the_root_after_every_reset(
    appium_url: str,
    pages_url: str,
    reset_api: ResetServer,  # noqa: F811
) -> None:
    from m2miner.devices.appium import AppiumDevice

    config, app = seeded_app(pages_url, f"{reset_api.url}/reset")
    device = AppiumDevice(appium_url, config=config.device, domain="web")
    seeded = [
        ["Buy milk", "Walk the dog"],
        "Session: s-42",
        "Query: ?list=home Fragment: #/active",
        "Note: seeded by script",
    ]
    try:
        device.start_app(app)
        obs = device.observe()
        assert device.execute_script(SHOWN) == seeded
        assert named(obs, "Delete Buy milk")
        # A tree deletes one item and adds another: the page's storage changes.
        device.execute(Action("click", **_at(named(obs, "Delete Buy milk"))))
        field = next(n for n in nodes(device.observe()) if n["desc"] == "New to-do")
        device.execute(Action("click", **_at(field)))
        device.execute(Action("type", text="Call mum"))
        device.execute(Action("system_button", button="Enter"))
        assert device.execute_script(SHOWN)[0] == ["Walk the dog", "Call mum"]
        device.start_app(app)
        assert device.observe().info["reset"] == "in_session"
        assert device.execute_script(SHOWN) == seeded
        device.start_app(app)
        assert device.execute_script(SHOWN) == seeded
        assert reset_api.posts == ["/reset", "/reset", "/reset"]
    finally:
        device.close()


def _at(node: dict[str, Any]) -> dict[str, int]:
    x, y = centre(node)
    return {"x": x, "y": y}
