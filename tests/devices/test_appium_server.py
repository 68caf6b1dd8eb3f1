"""The Appium server helpers, with a stand-in ``appium`` executable and a real HTTP server."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import httpx
import pytest

from m2miner.devices import appium_server as mod
from m2miner.devices.appium_server import (
    AppiumUnavailable,
    appium_server,
    install_appium,
    static_server,
)

WEBAPP = Path(__file__).resolve().parents[1] / "webapp"


def fake_appium(home: Path, server_body: str) -> Path:
    """An ``appium`` script under ``home`` that lists chromium as installed and runs
    ``server_body`` for ``appium server``."""
    binary = home / "node_modules" / ".bin" / "appium"
    binary.parent.mkdir(parents=True)
    binary.write_text(
        "#!/bin/sh\n"
        'if [ "$1" = driver ]; then echo \'{"chromium": {"installed": true}}\'; exit 0; fi\n'
        + server_body
    )
    binary.chmod(binary.stat().st_mode | stat.S_IEXEC)
    return binary


def test_install_is_skipped_when_appium_and_the_driver_are_there(tmp_path):
    binary = fake_appium(tmp_path, "exit 0\n")
    assert install_appium(tmp_path) == binary
    assert mod.main(["--install", "--home", str(tmp_path)]) == 0


def test_without_npm_installing_is_unavailable(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    with pytest.raises(AppiumUnavailable, match="npm is not installed"):
        install_appium(tmp_path / "home")


def test_a_server_that_dies_at_start_is_reported_with_its_log(tmp_path):
    fake_appium(tmp_path, 'echo "Could not load driver: broken" >&2\nexit 3\n')
    with (
        pytest.raises(AppiumUnavailable, match=r"exited with 3.*Could not load driver"),
        appium_server(home=tmp_path, log_path=tmp_path / "log", startup_timeout_s=10),
    ):
        pass


def test_a_server_that_never_answers_times_out_and_is_stopped(tmp_path):
    fake_appium(tmp_path, 'echo $$ > "$APPIUM_HOME/pid"\nexec sleep 60\n')
    with (
        pytest.raises(AppiumUnavailable, match="did not answer"),
        appium_server(home=tmp_path, log_path=tmp_path / "log", startup_timeout_s=1),
    ):
        pass
    pid = int((tmp_path / "pid").read_text())
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)


def test_static_server_serves_the_web_app():
    with static_server(WEBAPP) as url:
        page = httpx.get(f"{url}/index.html")
        assert page.status_code == 200 and "Corner Cafe" in page.text
        assert httpx.get(f"{url}/missing.html").status_code == 404
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"{url}/index.html", timeout=2)
