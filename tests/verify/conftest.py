"""Pages written for the verifier tests (tests/verify/pages), served on 127.0.0.1."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from m2miner.devices.appium_server import static_server

PAGES = Path(__file__).resolve().parent / "pages"


@pytest.fixture(scope="session")
def pages_url() -> Iterator[str]:
    with static_server(PAGES) as url:
        yield url
