"""Fixtures of the model backend tests."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from http.server import ThreadingHTTPServer
from typing import Any

import pytest

from m2miner.llm.base import Image
from tests.llm.llm_helpers import FakeServer, Reply, handler_for, png_image


@pytest.fixture
def fake_server() -> Iterator[Callable[[Callable[[str, dict[str, Any]], Reply]], FakeServer]]:
    """Start fake servers with a ``respond`` function; all are stopped after the test."""
    started: list[ThreadingHTTPServer] = []

    def start(respond: Callable[[str, dict[str, Any]], Reply]) -> FakeServer:
        fake = FakeServer(respond)
        httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler_for(fake))
        httpd.daemon_threads = True
        fake.base_url = f"http://127.0.0.1:{httpd.server_address[1]}/v1"
        threading.Thread(target=httpd.serve_forever, args=(0.02,), daemon=True).start()
        started.append(httpd)
        return fake

    yield start
    for httpd in started:
        httpd.shutdown()
        httpd.server_close()


@pytest.fixture
def screenshot() -> Image:
    return png_image()
