"""The server helpers: readiness, always stopping the process group, finding the converter."""

from __future__ import annotations

import io
import os
import sys
import tarfile
import time
from pathlib import Path

import httpx
import pytest

from m2miner.testing import servers
from m2miner.testing.servers import (
    CONVERTER_ENV,
    ServerUnavailableError,
    _extract_converter,
    _serve,
    find_llama_cpp_converter,
    free_port,
)

# A minimal server answering GET /v1/models, which also starts a child process in its group.
SERVER = """
import subprocess, sys
from http.server import BaseHTTPRequestHandler, HTTPServer
child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
open(sys.argv[2], "w").write(str(child.pid))
class H(BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200 if self.path == "/v1/models" else 404)
        self.send_header("Content-Length", "2"); self.end_headers(); self.wfile.write(b"{}")
    def log_message(self, *a): pass
HTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
"""


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    # A zombie child of this test process also counts as stopped.
    status = Path(f"/proc/{pid}/status")
    return status.exists() and "State:\tZ" in status.read_text()


def _wait_gone(pid: int, timeout_s: float = 5.0) -> bool:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline and not _gone(pid):
        time.sleep(0.05)
    return _gone(pid)


def test_serve_waits_for_readiness_and_kills_the_group_even_on_errors(tmp_path: Path) -> None:
    port, child_file = free_port(), tmp_path / "child.pid"
    cmd = [sys.executable, "-c", SERVER, str(port), str(child_file)]
    with (
        pytest.raises(RuntimeError, match="test failed inside"),
        _serve(cmd, port, "m", 30.0, tmp_path / "log") as server,
    ):
        assert httpx.get(f"{server.base_url}/models").status_code == 200
        assert server.base_url == f"http://127.0.0.1:{port}/v1" and server.start_s > 0
        pid, child = server.pid, int(child_file.read_text())
        raise RuntimeError("test failed inside")
    assert _wait_gone(pid) and _wait_gone(child)
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"http://127.0.0.1:{port}/v1/models", timeout=1.0)


def test_a_server_that_dies_reports_its_log(tmp_path: Path) -> None:
    cmd = [sys.executable, "-c", "import sys; print('no such model'); sys.exit(3)"]
    with (
        pytest.raises(ServerUnavailableError, match="exited with code 3") as info,
        _serve(cmd, free_port(), "m", 30.0, tmp_path / "log"),
    ):
        pass
    assert "no such model" in str(info.value)


def test_a_server_that_never_gets_ready_is_stopped(tmp_path: Path) -> None:
    pid_file = tmp_path / "pid"
    code = f"import os, time; open({str(pid_file)!r}, 'w').write(str(os.getpid())); time.sleep(120)"
    start = time.monotonic()
    with (
        pytest.raises(ServerUnavailableError, match="not ready after 1 s"),
        _serve([sys.executable, "-c", code], free_port(), "m", 1.0, tmp_path / "log"),
    ):
        pass
    assert time.monotonic() - start < 15
    assert _wait_gone(int(pid_file.read_text()))


def test_the_converter_is_found_or_explained(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.delenv(CONVERTER_ENV, raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(servers.importlib.util, "find_spec", lambda name: None)
    with pytest.raises(ServerUnavailableError, match="was not found") as info:
        find_llama_cpp_converter()
    assert "fetch-converter" in (info.value.hint or "")

    script = tmp_path / "llama.cpp" / "convert_hf_to_gguf.py"
    script.parent.mkdir()
    script.write_text("# converter\n")
    monkeypatch.setenv(CONVERTER_ENV, str(script))
    assert find_llama_cpp_converter() == script


def _sdist(files: dict[str, bytes]) -> tarfile.TarFile:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for name, data in files.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    buf.seek(0)
    return tarfile.open(fileobj=buf)


def test_only_the_converter_is_extracted_from_the_source_package(tmp_path: Path) -> None:
    root = "llama_cpp_python-9.9.9/vendor/llama.cpp/"
    tar = _sdist(
        {
            root + "convert_hf_to_gguf.py": b"main",
            root + "conversion/qwenvl.py": b"qwen",
            root + "gguf-py/gguf/__init__.py": b"gguf",
            root + "ggml/src/huge.c": b"skip",
            "llama_cpp_python-9.9.9/llama_cpp/llama.py": b"skip",
        }
    )
    _extract_converter(tar, tmp_path / "out")
    found = sorted(str(p.relative_to(tmp_path / "out")) for p in (tmp_path / "out").rglob("*.py"))
    assert found == ["conversion/qwenvl.py", "convert_hf_to_gguf.py", "gguf-py/gguf/__init__.py"]
    with pytest.raises(ServerUnavailableError, match="holds no"):
        _extract_converter(_sdist({root + "README.md": b"x"}), tmp_path / "empty")


def test_the_command_line_explains_its_usage(capsys) -> None:
    assert servers.main(["unknown"]) == 2
    assert "fetch-converter" in capsys.readouterr().err
