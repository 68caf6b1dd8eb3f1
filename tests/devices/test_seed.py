"""Reset hooks and seeded app entries: the HTTP hook and the command run before every
start, fail loudly, and an app without one is warned about once."""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from pydantic import ValidationError

from m2miner.config import AppConfig, Config
from m2miner.devices.base import AppTarget
from m2miner.devices.factory import app_target
from m2miner.devices.seed import AppSetup, reset_server
from m2miner.errors import DeviceError


class ResetServer:
    """A backend's reset endpoint on 127.0.0.1: counts POSTs to /reset, 500 elsewhere."""

    def __init__(self) -> None:
        self.posts: list[str] = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                outer.posts.append(self.path)
                self.send_response(204 if self.path == "/reset" else 500)
                self.end_headers()

            def log_message(self, *args: object) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"


@pytest.fixture
def reset_api() -> Iterator[ResetServer]:
    server = ResetServer()
    thread = threading.Thread(target=server.httpd.serve_forever, daemon=True)
    thread.start()
    yield server
    server.httpd.shutdown()
    server.httpd.server_close()


def test_the_reset_url_is_posted_before_every_start(reset_api: ResetServer) -> None:
    app = AppTarget(
        name="shop", url="http://127.0.0.1/", setup=AppSetup(reset_url=f"{reset_api.url}/reset")
    )
    reset_server(app)
    reset_server(app)
    assert reset_api.posts == ["/reset", "/reset"]


def test_a_failing_reset_url_stops_the_start(reset_api: ResetServer) -> None:
    app = AppTarget(name="shop", setup=AppSetup(reset_url=f"{reset_api.url}/broken"))
    with pytest.raises(DeviceError, match="answered 500"):
        reset_server(app)


def test_the_reset_command_runs_and_must_exit_0(tmp_path: Path) -> None:
    marker = tmp_path / "reset.txt"
    script = f"open({str(marker)!r}, 'a').write('reset\\n')"
    app = AppTarget(name="shop", setup=AppSetup(reset_command=(sys.executable, "-c", script)))
    reset_server(app)
    reset_server(app)
    assert marker.read_text() == "reset\nreset\n"
    failing = AppSetup(reset_command=(sys.executable, "-c", "import sys; sys.exit('db locked')"))
    with pytest.raises(DeviceError, match="exited 1: db locked"):
        reset_server(AppTarget(name="shop", setup=failing))


def test_an_app_without_a_hook_is_warned_about_once(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, logger="m2miner.devices.seed")
    app = AppTarget(name="no-hook-app", url="http://127.0.0.1/", setup=AppSetup())
    reset_server(app)
    reset_server(app)
    warnings = [r.getMessage() for r in caplog.records]
    assert len(warnings) == 1
    assert "'no-hook-app' declares no reset hook" in warnings[0]
    assert "trees are not independent" in warnings[0]
    reset_server(AppTarget(name="static-site", setup=AppSetup(stateless=True)))
    assert len(caplog.records) == 1


def test_a_reset_url_must_be_on_this_machine() -> None:
    with pytest.raises(ValidationError, match="must be an http URL on this machine"):
        AppConfig.model_validate({"setup": {"reset_url": "https://api.example.com/reset"}})
    ok = AppConfig.model_validate({"setup": {"reset_url": "http://localhost:8080/reset"}})
    assert ok.setup.reset_url == "http://localhost:8080/reset"


def test_an_app_entry_gives_its_target_the_seeded_state() -> None:
    config = Config.model_validate(
        {
            "apps": {
                "todo": {
                    "domain": "web",
                    "url": "http://127.0.0.1:8080/index.html#/active",
                    "setup": {
                        "local_storage": {"todos": '[{"title": "a"}]'},
                        "cookies": {"session": "s1"},
                        "reset_command": ["true"],
                    },
                }
            }
        }
    )
    target, domain = app_target(config, "todo", "appium")
    assert domain == "web"
    assert target.url == "http://127.0.0.1:8080/index.html#/active"
    assert target.setup == AppSetup(
        local_storage=(("todos", '[{"title": "a"}]'),),
        cookies=(("session", "s1"),),
        reset_command=("true",),
    )
    assert target.setup.has_reset_hook
