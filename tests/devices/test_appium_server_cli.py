"""`python -m m2miner.devices.appium_server --port P`: serves until stopped, then cleans up."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from m2miner.devices.appium_server import appium_binary, free_port

pytestmark = pytest.mark.slow

HOME = Path(os.environ.get("APPIUM_HOME") or Path(__file__).parents[2] / ".appium").resolve()


@pytest.mark.skipif(not appium_binary(HOME).exists(), reason="no local Appium install")
def test_terminating_the_helper_stops_the_appium_server():
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    helper = subprocess.Popen(
        [sys.executable, "-m", "m2miner.devices.appium_server", "--port", str(port)],
        env={**os.environ, "APPIUM_HOME": str(HOME)},
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert helper.stdout is not None
        assert helper.stdout.readline().startswith(f"Appium at {url}")
        assert httpx.get(f"{url}/status", timeout=5).json()["value"]["ready"]
        helper.send_signal(signal.SIGTERM)
        assert helper.wait(timeout=30) == 0
        time.sleep(0.5)
        with pytest.raises(httpx.ConnectError):
            httpx.get(f"{url}/status", timeout=2)
    finally:
        if helper.poll() is None:
            helper.kill()
