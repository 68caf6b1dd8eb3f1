"""The viewer's rules: no empty token beyond loopback, a Host check that holds with or
without a token, 404 (not 500) for ids beyond the database's integer range, and a
read-only data directory served as it is."""

from __future__ import annotations

import ctypes
import shutil
import stat
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest

from m2miner.errors import ConfigError
from m2miner.store import Store
from m2miner.view.server import check_bind, create_app, host_names
from tests.cli_helpers import run
from tests.view.conftest import ViewerData

HUGE = "99999999999999999999"  # beyond a signed 64-bit integer


@pytest.mark.parametrize(("host", "token"), [("0.0.0.0", ""), ("192.168.1.5", None), ("::", "")])
def test_an_empty_token_is_refused_beyond_loopback(host: str, token: str | None) -> None:
    with pytest.raises(ConfigError, match="empty token is refused"):
        check_bind(host, token)


def test_loopback_needs_no_token_and_a_real_token_binds_anywhere() -> None:
    check_bind("127.0.0.1", "")
    check_bind("localhost", None)
    check_bind("0.0.0.0", "s3cret")


def test_the_command_refuses_an_empty_token(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    argv = ("view", "--host", "0.0.0.0", "--token", "", "--data-dir", str(tmp_path / "d"))
    code, _, err = run(capsys, *argv)
    assert code == 2 and "empty token is refused" in " ".join(err.split())
    assert not (tmp_path / "d").exists()  # refused before anything was opened


def test_the_host_check_holds_with_a_token(viewer_store: Store) -> None:
    hosts = host_names("0.0.0.0", ("review.lab",))
    client = create_app(viewer_store, token="s3cret", hosts=hosts).test_client()
    rebound = client.get("/?token=s3cret", headers={"Host": "rebound.example:8765"})
    assert rebound.status_code == 403 and b"--allow-host" in rebound.data
    for host in ("127.0.0.1:8765", "192.168.1.5:8765", "[fe80::1]:8765", "review.lab:8765"):
        entered = client.get("/?token=s3cret", headers={"Host": host})
        assert entered.status_code == 302, host
    # The host check comes first: a rebound name with the right cookie is still refused.
    client.set_cookie("m2miner_view_token", "s3cret", domain="rebound.example")
    assert client.get("/", headers={"Host": "rebound.example"}).status_code == 403


def test_a_loopback_viewer_serves_no_other_name(viewer_store: Store) -> None:
    client = create_app(viewer_store, hosts=host_names("127.0.0.1")).test_client()
    assert client.get("/", headers={"Host": "localhost:8765"}).status_code == 200
    assert client.get("/", headers={"Host": "rebound.example"}).status_code == 403
    assert "review.lab" not in host_names("127.0.0.1")


@pytest.mark.parametrize(
    "path",
    [
        f"/node/{HUGE}",
        f"/tree/{HUGE}",
        f"/run/{HUGE}",
        f"/trajectory/t{HUGE}-n1",
        f"/trajectory/t1-n{HUGE}",
        f"/trajectory/r{HUGE}",
        f"/review?review=1&run={HUGE}",
        "/node/9223372036854775807",
    ],
)
def test_ids_beyond_the_integer_range_are_not_found(viewer_store: Store, path: str) -> None:
    client = create_app(viewer_store).test_client()
    assert client.get(path, headers={"Host": "127.0.0.1"}).status_code == 404


_WITHOUT_DAC = """
import ctypes, os, sys
libc = ctypes.CDLL(None, use_errno=True)
for cap in (1, 2):  # CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH
    if libc.prctl(24, cap, 0, 0, 0) != 0:  # PR_CAPBSET_DROP
        sys.exit(97)
os.execv(sys.executable, [sys.executable, "-m", "m2miner", *sys.argv[1:]])
"""
"""Runs ``m2miner ARGS`` as a root whose file permissions are checked like anyone's."""


def _set_writable(folder: Path, writable: bool) -> None:
    for path in [folder, *folder.rglob("*")]:
        mode = path.stat().st_mode
        bits = stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH
        path.chmod(mode | stat.S_IWUSR if writable else mode & ~bits)


def test_view_serves_a_read_only_data_directory(tmp_path: Path, viewer_data: ViewerData) -> None:
    if not hasattr(ctypes.CDLL(None), "prctl"):
        pytest.skip("needs Linux prctl to drop root's permission override")
    data = Path(shutil.copytree(viewer_data.data_dir, tmp_path / "data"))
    _set_writable(data, False)
    listing = sorted(p.name for p in data.rglob("*"))
    argv = ["view", "--data-dir", str(data), "--port", "0"]
    proc = subprocess.Popen(
        [sys.executable, "-c", _WITHOUT_DAC, *argv],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={"COLUMNS": "200", "PATH": "/usr/bin:/bin"},
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        if proc.poll() == 97:
            pytest.skip("cannot drop capabilities here (no CAP_SETPCAP)")
        assert "http://127.0.0.1:" in line, (line, proc.stderr.read() if proc.stderr else "")
        assert "read-only" in proc.stdout.readline()
        url = line.split()[2]
        node = f"{url}/node/{viewer_data.success_node}"
        for page in (url, f"{url}/tree/{viewer_data.mined_tree}", node):
            with urllib.request.urlopen(page, timeout=30) as response:
                assert response.status == 200
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        _set_writable(data, True)
    assert sorted(p.name for p in data.rglob("*")) == listing
