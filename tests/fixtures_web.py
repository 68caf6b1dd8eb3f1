"""Fixtures for real-server tests: the test web app and a local Appium server.

A pytest plugin registered in tests/conftest.py, so device, mining and CLI tests share
one Appium server and one web server per session.

``webapp_url`` (session): the Corner Cafe app (tests/webapp) over HTTP on 127.0.0.1.
``spa_url`` (session): the To-do single-page app (tests/webapp_spa) on 127.0.0.1; its
external link goes to ``localhost`` on the same port, another origin.
``appium_url`` (session): a local Appium server with the Chromium driver, installed into
``$APPIUM_HOME`` (default: ``.appium`` in the repository) when missing; skips the test
when npm, Chromium or chromedriver is missing.
``web_app`` / ``web_device`` (function): the app's AppTarget, and an AppiumDevice in the
web domain (closed after the test).
"""

from __future__ import annotations

import contextlib
import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from m2miner.config import DeviceConfig
from m2miner.devices.appium_server import AppiumUnavailable, appium_server, static_server
from m2miner.devices.base import AppTarget

WEBAPP_DIR = Path(__file__).resolve().parent / "webapp"
SPA_DIR = Path(__file__).resolve().parent / "webapp_spa"
REPO_APPIUM_HOME = Path(__file__).resolve().parents[1] / ".appium"


@pytest.fixture(scope="session")
def webapp_url() -> Iterator[str]:
    with static_server(WEBAPP_DIR) as url:
        yield url


@pytest.fixture(scope="session")
def spa_url() -> Iterator[str]:
    with static_server(SPA_DIR) as url:
        yield url


@pytest.fixture(scope="session")
def appium_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    missing = [b for b in ("chromedriver",) if shutil.which(b) is None]
    if not any(shutil.which(b) for b in ("chromium", "chromium-browser", "google-chrome")):
        missing.append("chromium")
    if missing:
        pytest.skip(
            f"{' and '.join(missing)} not installed (apt-get install chromium chromium-driver)"
        )
    home = os.environ.get("APPIUM_HOME") or REPO_APPIUM_HOME
    log = tmp_path_factory.mktemp("appium") / "appium.log"
    with contextlib.ExitStack() as stack:
        try:
            url = stack.enter_context(appium_server(home=home, log_path=log))
        except AppiumUnavailable as exc:
            pytest.skip(f"Appium is unavailable: {exc}")
        yield url


@pytest.fixture
def web_app(webapp_url: str) -> AppTarget:
    return AppTarget(name="cafe", url=f"{webapp_url}/index.html")


@pytest.fixture
def spa_app(spa_url: str) -> AppTarget:
    return AppTarget(name="todo", url=f"{spa_url}/index.html")


@pytest.fixture
def web_device(appium_url: str) -> Iterator[object]:
    from m2miner.devices.appium import AppiumDevice

    config = DeviceConfig.model_validate({"kind": "appium", "settle_timeout_s": 3.0})
    device = AppiumDevice(appium_url, config=config, domain="web")
    yield device
    device.close()


def write_web_config(
    tmp_path: Path,
    app: str,
    url: str,
    *,
    iterations: int,
    scope: str | None = None,
    extra: str = "",
) -> Path:
    """A config file mining the web app ``app`` from ``url`` through Appium with the
    heuristic agents, its data under ``tmp_path/data``; ``scope`` is the app's
    ``allowed_url_prefixes`` entry, ``extra`` more TOML appended."""
    tmp_path.mkdir(parents=True, exist_ok=True)
    path = tmp_path / "m2miner.toml"
    prefixes = f'allowed_url_prefixes = ["{scope}"]\n' if scope else ""
    path.write_text(
        f"""seed = 0
[store]
data_dir = "{tmp_path / "data"}"
[device]
kind = "appium"
settle_timeout_s = 3.0
[budget]
iterations = {iterations}
[apps.{app}]
domain = "web"
url = "{url}"
{prefixes}{extra}""",
        encoding="utf-8",
    )
    return path
