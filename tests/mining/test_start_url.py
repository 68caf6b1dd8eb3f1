"""A web app's start URL is checked before anything opens: `doctor` fails the row and
`mine` stops with a fix line, and a tree whose app does not start is never left running."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from m2miner.devices.appium_server import free_port, static_server
from m2miner.devices.sim import SimDevice
from m2miner.errors import DeviceError
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import Components, mine
from m2miner.store.opening import open_store
from tests.cli_helpers import isolate, run
from tests.fixtures_web import SPA_DIR
from tests.mining.conftest import make_config


def write_config(tmp_path: Path, **urls: str) -> Path:
    path = tmp_path / "m2miner.toml"
    apps = "".join(f'[apps.{name}]\ndomain = "web"\nurl = "{url}"\n' for name, url in urls.items())
    path.write_text(
        f'[store]\ndata_dir = "{tmp_path / "data"}"\n[device]\nkind = "appium"\n{apps}',
        encoding="utf-8",
    )
    return path


def test_doctor_fails_a_dead_start_url_and_passes_a_live_one(tmp_path, monkeypatch, capsys):
    isolate(monkeypatch, tmp_path)
    dead = f"http://127.0.0.1:{free_port()}/index.html"
    with static_server(SPA_DIR) as live:
        config = write_config(tmp_path, todo=f"{live}/index.html", gone=dead, missing=f"{live}/x")
        code, out, _ = run(capsys, "doctor", "--config", str(config), "--json")
    rows = {(c["area"], c["name"]): c for c in json.loads(out)}
    assert code != 0
    assert rows[("web", "app todo")]["status"] == "ok"
    gone = rows[("web", "app gone")]
    assert (
        gone["status"] == "fail"
        and gone["detail"] == f"{dead}: nothing answers (connection refused)"
    )
    assert gone["fix"] == f"start the app's server, or correct the URL (apps.gone.url in {config})"
    assert rows[("web", "app missing")]["detail"].endswith("the server answers HTTP 404")


def test_mine_stops_on_a_dead_start_url_before_any_browser_or_tree(tmp_path, monkeypatch, capsys):
    isolate(monkeypatch, tmp_path)
    dead = f"http://127.0.0.1:{free_port()}/index.html"
    config = write_config(tmp_path, todo=dead)
    # No Appium server either: the URL is checked before a device is opened.
    code, out, err = run(
        capsys,
        "mine",
        "--app",
        "todo",
        "-i",
        "Add a task",
        "--config",
        str(config),
        "--device",
        f"appium:http://127.0.0.1:{free_port()}",
    )
    text = out + err
    assert code == 3
    assert f"the start URL of 'todo', {dead}, does not load: nothing answers" in text
    assert f"fix: start the app's server, or correct the URL (apps.todo.url in {config})" in (
        " ".join(text.split())
    )
    monkeypatch.setenv("M2MINER_APPS__TODO__URL", dead)
    code, out, err = run(
        capsys, "mine", "--app", "todo", "-i", "Add a task", "--config", str(config)
    )
    assert code == 3 and "($M2MINER_APPS__TODO__URL)" in out + err
    with open_store(make_config(tmp_path)) as store:
        assert [s.run.status for s in store.runs.summaries()] == []
        assert store.trees.find(status="running") == []


class _WontStart(SimDevice):
    def start_app(self, app):
        raise DeviceError("the start URL did not load (ERR_CONNECTION_REFUSED)")


def test_a_tree_whose_app_does_not_start_is_interrupted_not_left_running(tmp_path):
    config = make_config(tmp_path)
    with pytest.raises(DeviceError, match="did not load"):
        mine(
            config,
            MineRequest(app="maps", intents=("Find a cafe",)),
            components=Components(device=lambda index: _WontStart("maps", index=index)),
        )
    with open_store(config) as store:
        [summary] = store.runs.summaries()
        assert summary.run.status == "failed"
        [tree] = store.trees.find(run_id=summary.run.id)
        assert tree.status == "interrupted" and "did not load" in (tree.error or "")
