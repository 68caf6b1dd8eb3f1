"""Start and stop a local Appium server, installing it first when it is missing.

``appium_server()`` installs Appium with npm into ``APPIUM_HOME`` (``npm install
appium``, then ``appium driver install chromium``), starts ``appium server --address
127.0.0.1 --port P``, waits for ``/status`` and yields the server's url; the server is
stopped when the block ends. ``static_server()`` serves a directory over HTTP on
127.0.0.1 (the web app the web backend drives).

Install ahead of time (CI does this once)::

    APPIUM_HOME=.appium python -m m2miner.devices.appium_server --install
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from http.server import BaseHTTPRequestHandler, SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx

DEFAULT_DRIVERS = ("chromium",)


class AppiumUnavailable(RuntimeError):
    """Appium cannot be installed or started on this machine; the message says why."""


def appium_home(home: str | os.PathLike[str] | None = None) -> Path:
    """Where Appium and its drivers live: ``home``, ``$APPIUM_HOME`` or a user cache."""
    chosen = home or os.environ.get("APPIUM_HOME")
    path = Path(chosen) if chosen else Path.home() / ".cache" / "m2miner" / "appium"
    return path.resolve()


def appium_binary(home: Path) -> Path:
    return home / "node_modules" / ".bin" / "appium"


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _run(argv: Sequence[str | os.PathLike[str]], home: Path, timeout_s: float) -> str:
    env = {**os.environ, "APPIUM_HOME": str(home)}
    try:
        done = subprocess.run(
            [str(a) for a in argv],
            cwd=home,
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout_s,
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise AppiumUnavailable(f"`{' '.join(map(str, argv))}` failed: {exc}") from exc
    if done.returncode != 0:
        tail = (done.stderr or done.stdout).strip()[-800:]
        raise AppiumUnavailable(f"`{' '.join(map(str, argv))}` exited {done.returncode}: {tail}")
    return done.stdout


def installed_drivers(home: Path) -> set[str]:
    """Names of the Appium drivers installed under ``home``."""
    out = _run([appium_binary(home), "driver", "list", "--installed", "--json"], home, 120)
    return set(json.loads(out[out.index("{") :]))


def install_appium(
    home: str | os.PathLike[str] | None = None,
    drivers: Sequence[str] = DEFAULT_DRIVERS,
    *,
    timeout_s: float = 900.0,
) -> Path:
    """Install Appium and ``drivers`` under ``home`` unless they are there; returns the
    ``appium`` executable. Raises :class:`AppiumUnavailable` without npm or network."""
    root = appium_home(home)
    binary = appium_binary(root)
    if not binary.exists():
        if shutil.which("npm") is None:
            raise AppiumUnavailable("npm is not installed (apt-get install nodejs npm)")
        root.mkdir(parents=True, exist_ok=True)
        manifest = root / "package.json"
        if not manifest.exists():
            manifest.write_text('{"name": "m2miner-appium", "private": true}\n')
        _run(["npm", "install", "--no-audit", "--no-fund", "appium"], root, timeout_s)
    missing = [d for d in drivers if d not in installed_drivers(root)]
    for driver in missing:
        _run([binary, "driver", "install", driver], root, timeout_s)
    return binary


def _wait_ready(url: str, proc: subprocess.Popen[bytes], log: Path, timeout_s: float) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AppiumUnavailable(f"appium exited with {proc.returncode}: {_tail(log)}")
        with contextlib.suppress(httpx.HTTPError):
            if httpx.get(f"{url}/status", timeout=2.0).json()["value"].get("ready", True):
                return
        time.sleep(0.2)
    raise AppiumUnavailable(f"appium did not answer {url}/status in {timeout_s:.0f}s: {_tail(log)}")


def _tail(log: Path) -> str:
    try:
        return log.read_text(errors="replace")[-1500:]
    except OSError:
        return "(no log)"


def _stop(proc: subprocess.Popen[bytes]) -> None:
    """Stop the server and the chromedrivers it started (its own process group)."""
    if proc.poll() is not None:
        return
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=5)


@contextlib.contextmanager
def appium_server(
    port: int | None = None,
    *,
    home: str | os.PathLike[str] | None = None,
    drivers: Sequence[str] = DEFAULT_DRIVERS,
    log_path: str | os.PathLike[str] | None = None,
    startup_timeout_s: float = 60.0,
) -> Iterator[str]:
    """Run ``appium server`` on 127.0.0.1 for the duration of the block; yields its url.

    Installs Appium first when ``home`` has none (see :func:`install_appium`). The
    server's output goes to ``log_path`` (a temporary file by default).
    """
    root = appium_home(home)
    binary = install_appium(root, drivers)
    port = port or free_port()
    url = f"http://127.0.0.1:{port}"
    if log_path is None:
        fd, log_path = tempfile.mkstemp(prefix="appium-", suffix=".log")
        os.close(fd)
    log = Path(log_path)
    argv = [str(binary), "server", "--address", "127.0.0.1", "--port", str(port)]
    with log.open("wb") as out:
        proc = subprocess.Popen(
            argv,
            cwd=root,
            env={**os.environ, "APPIUM_HOME": str(root)},
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:
        _wait_ready(url, proc, log, startup_timeout_s)
        yield url
    finally:
        _stop(proc)


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass  # tests read the page, not the access log


@contextlib.contextmanager
def static_server(directory: str | os.PathLike[str], port: int = 0) -> Iterator[str]:
    """Serve ``directory`` over HTTP on 127.0.0.1; yields ``http://127.0.0.1:P``."""
    with http_server(functools.partial(_QuietHandler, directory=str(directory)), port) as url:
        yield url


@contextlib.contextmanager
def http_server(handler: Callable[..., BaseHTTPRequestHandler], port: int = 0) -> Iterator[str]:
    """Serve requests with ``handler`` (a request handler class or factory) on 127.0.0.1
    in a thread; yields ``http://127.0.0.1:P`` and shuts the server down after."""
    server = ThreadingHTTPServer(("127.0.0.1", port), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Install Appium, or run a local server.")
    parser.add_argument("--home", help="Appium home (default: $APPIUM_HOME)")
    parser.add_argument("--driver", action="append", help="driver to install (default chromium)")
    parser.add_argument("--install", action="store_true", help="install, then exit")
    parser.add_argument("--port", type=int, help="port to serve on (default: a free one)")
    args = parser.parse_args(argv)
    drivers = tuple(args.driver or DEFAULT_DRIVERS)
    try:
        if args.install:
            print(install_appium(args.home, drivers))
            return 0
        # `kill PID` must stop the server too, not leave it running without us.
        signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(0))
        with appium_server(args.port, home=args.home, drivers=drivers) as url:
            print(f"Appium at {url}; Ctrl-C stops it", flush=True)
            with contextlib.suppress(KeyboardInterrupt):
                threading.Event().wait()
    except AppiumUnavailable as exc:
        print(f"error: {exc}")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
