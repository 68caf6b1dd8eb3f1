"""``m2miner show --node``, ``m2miner report`` and the ``view`` command's start."""

from __future__ import annotations

import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from m2miner.store import Store
from tests.cli_helpers import run
from tests.view.conftest import ViewerData


def test_show_node_prints_the_screenshot_path_and_checks(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    viewer_data: ViewerData,
    viewer_store: Store,
) -> None:
    monkeypatch.setenv("COLUMNS", "250")
    node = viewer_store.nodes.get(viewer_data.success_node)
    code, out, _ = run(
        capsys, "show", "--node", str(node.id), "--data-dir", str(viewer_data.data_dir)
    )
    assert code == 0
    path = str(viewer_store.screenshots.path(node.screenshot_hash))
    assert path in out and Path(path).is_file()
    assert "Terminate: success" in out and "check: verifier" in out
    assert f"t{viewer_data.mined_tree}-n{node.id} (verified" in out
    code, _, err = run(capsys, "show", "--data-dir", str(viewer_data.data_dir))
    assert code == 2 and "--node" in err
    code, _, err = run(capsys, "show", "--node", "999999", "--data-dir", str(viewer_data.data_dir))
    assert code == 2 and "no node with id 999999" in err


def test_report_writes_static_pages_that_link_up(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    viewer_data: ViewerData,
    viewer_store: Store,
) -> None:
    out = tmp_path / "report"
    loaded = viewer_store.trees.load(viewer_data.mined_tree)
    shots = {n.screenshot_hash for n in loaded.nodes if n.screenshot_hash}
    code, stdout, _ = run(
        capsys,
        "report",
        "--tree",
        str(viewer_data.mined_tree),
        "--out",
        str(out),
        "--data-dir",
        str(viewer_data.data_dir),
    )
    assert code == 0 and "wrote 11 pages" in stdout  # tree + 9 nodes + 1 trajectory
    index = (out / "index.html").read_text()
    assert "static/tree.js" in index and '"thumb":"thumb/{hash}.png"' in index
    trajectory = out / f"trajectory-t{viewer_data.mined_tree}-n{viewer_data.success_node}.html"
    page = trajectory.read_text()
    assert "button" not in page.split("<main>")[1]  # no review buttons without a server
    for name in ("img", "thumb"):
        assert {p.stem for p in (out / name).glob("*.png")} == shots
    for link in ("node-1.html", "static/view.css"):
        assert (out / link).is_file()


def test_view_starts_on_loopback_and_asks_a_token_elsewhere(
    tmp_path: Path, viewer_data: ViewerData
) -> None:
    cmd = [sys.executable, "-m", "m2miner", "view", "--data-dir", str(viewer_data.data_dir)]
    for host, wanted in (("127.0.0.1", "http://127.0.0.1:"), ("0.0.0.0", "/?token=")):
        proc = subprocess.Popen(
            [*cmd, "--host", host, "--port", "0"], stdout=subprocess.PIPE, text=True
        )
        try:
            line = _first_line(proc)
            assert wanted in line, line
            url = line.split()[2]
            # The token comes once in the URL, then as a cookie.
            opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor())
            with opener.open(url, timeout=30) as response:
                assert response.status == 200 and b"Runs" in response.read()
        finally:
            proc.terminate()
            proc.wait(timeout=30)


def _first_line(proc: subprocess.Popen[str], timeout: float = 60) -> str:
    deadline = time.monotonic() + timeout
    assert proc.stdout is not None
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if line.strip():
            return line
    raise AssertionError("m2miner view printed nothing")


def test_view_without_flask_says_which_extra_to_install(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setitem(sys.modules, "flask", None)  # import flask now raises ImportError
    code, _, err = run(capsys, "view", "--data-dir", str(tmp_path / "data"))
    assert code == 2 and "Flask" in err and "pip install 'm2miner[view]'" in err
