"""End to end on a real Appium server: mining the Corner Cafe web app in Chromium.

The heuristic agents (no model) mine intents on the test web app (tests/webapp) served on
127.0.0.1; every node is committed with its screenshot and hierarchy, and the app's own
state (the saved message, the order) shows that taps and typing landed.
"""

from __future__ import annotations

import io
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PIL import Image

from m2miner.cli import _optional_values, app
from m2miner.cli.errors import run_guarded
from m2miner.config import Config, load_config
from m2miner.devices.appium import AppiumDevice
from m2miner.devices.factory import app_target
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import mine
from m2miner.mining.terminal import held_requests
from m2miner.store import Store
from m2miner.store.opening import open_store
from m2miner.store.records import NodeRecord
from m2miner.store.treeview import path_to
from tests.fixtures_web import write_web_config

pytestmark = pytest.mark.slow

FEEDBACK = 'Leave feedback "Great coffee"'
ORDER = "Order a flat white"


def write_config(tmp_path: Path, webapp_url: str, extra: str = "") -> Path:
    url = f"{webapp_url}/index.html"
    return write_web_config(
        tmp_path, "cafe", url, iterations=40, scope=f"{webapp_url}/", extra=extra
    )


def cafe_config(tmp_path: Path, webapp_url: str, **overrides: object) -> Config:
    return load_config(write_config(tmp_path, webapp_url), overrides, environ={})


def texts(store: Store, node: NodeRecord) -> list[str]:
    """The texts of a node's stored hierarchy (the page after its action)."""
    assert node.hierarchy_hash is not None
    root = ET.fromstring(store.screenshots.get_text(node.hierarchy_hash))
    return [el.get("text") or "" for el in root.iter("node")]


def test_mining_types_and_submits_on_the_web_app_and_commits_the_tree(
    tmp_path: Path, webapp_url: str, appium_url: str
) -> None:
    config = cafe_config(tmp_path, webapp_url)
    report = mine(
        config, MineRequest(app="cafe", intents=(FEEDBACK,)), device=f"appium:{appium_url}"
    )
    assert report.heuristic and not report.interrupted and report.error is None
    [outcome] = report.outcomes
    assert outcome.status == "succeeded" and outcome.successes == 1
    assert outcome.usage.device_steps >= 4

    with open_store(config) as store:
        loaded = store.trees.load(outcome.tree_id)
        assert loaded.tree.status == "succeeded" and loaded.tree.device.startswith("appium:")
        assert loaded.intent.domain == "web"
        nodes = loaded.nodes
        executed = [n for n in nodes if n.status not in ("candidate", "blocked", "malformed")]
        assert len(executed) == outcome.usage.device_steps + 1  # every executed step + root
        for node in executed:
            png = store.screenshots.get(node.screenshot_hash)
            assert Image.open(io.BytesIO(png)).size == (824, 1830)  # at pixel ratio 2
            assert node.url is not None and node.url.startswith(webapp_url)

        root = loaded.root
        assert root is not None and root.url == f"{webapp_url}/index.html"
        assert "Corner Cafe" in texts(store, root)
        success = next(n for n in nodes if n.status == "success")
        path = path_to(nodes, success.id)
        steps = [n.description for n in path[1:]]
        assert steps[0] == 'Click "Leave feedback"' and steps[-1] == "Terminate: success"
        typed = next(n for n in path if n.description == 'Type "Great coffee"')
        # The typing landed in the form's field ...
        field = [t for t in texts(store, typed) if t == "Great coffee"]
        assert field and typed.url == f"{webapp_url}/form.html"
        # ... and submitting it changed the page as the app intends.
        assert "Saved: Great coffee" in texts(store, path[-1])
        assert path[-1].url == f"{webapp_url}/form.html"
        run = store.runs.get(report.run_id)
        assert run.status == "finished"
        assert run.config["plan"]["device"] == f"appium:{appium_url}"

    # The stored path is a real trajectory: replayed on a fresh browser it ends the same.
    target, _ = app_target(config, "cafe", "appium")
    device = AppiumDevice(appium_url, config=config.device, domain="web")
    try:
        device.start_app(target)
        for node in path[1:]:
            assert node.action is not None
            device.execute(node.action)
        final = device.observe()
    finally:
        device.close()
    assert final.url == f"{webapp_url}/form.html"
    assert final.hierarchy is not None and "Saved: Great coffee" in final.hierarchy


def test_place_order_is_held_back_by_default_and_runs_for_sandbox_accounts(
    tmp_path: Path, webapp_url: str, appium_url: str
) -> None:
    request = MineRequest(app="cafe", intents=(ORDER,))
    guarded = cafe_config(tmp_path / "guarded", webapp_url, **{"budget.iterations": 3})
    report = mine(guarded, request, device=f"appium:{appium_url}")
    with open_store(guarded) as store:
        nodes = store.trees.load(report.outcomes[0].tree_id).nodes
        # On the web the requests decide: the tap is performed, its POST never leaves.
        placed = [n for n in nodes if n.description == 'Click "Place order"' and n.judged_at]
        assert placed and not [n for n in nodes if n.status == "blocked"]
        for node in placed:
            safety = node.info["safety"]
            assert safety["words"]["rule"] == "commit-label"
            [order] = safety["requests"]
            assert (order["method"], order["sent"]) == ("POST", False)
            assert "Order not sent" in texts(store, node)
        for node in nodes:  # nothing after the held-back order counts as a success
            if node.status == "success":
                path = path_to(list(nodes), node.id)
                assert not held_requests(n.info for n in path)

    sandbox = cafe_config(
        tmp_path / "sandbox",
        webapp_url,
        **{"budget.iterations": 3, "safety.sandbox": True},
    )
    report = mine(sandbox, request, device=f"appium:{appium_url}")
    with open_store(sandbox) as store:
        nodes = store.trees.load(report.outcomes[0].tree_id).nodes
        assert not [n for n in nodes if n.status == "blocked"]
        [ordered] = [n for n in nodes if n.description == 'Click "Place order"' and n.judged_at]
        assert "Ordered 0 x Flat white" in texts(store, ordered)


def test_the_mine_command_runs_on_an_appium_url(
    tmp_path: Path,
    webapp_url: str,
    appium_url: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch,
) -> None:
    pytest.importorskip("appium")  # the CLI reports a missing client as an error
    monkeypatch.setenv("COLUMNS", "200")
    config = write_config(tmp_path, webapp_url)
    args = ["mine", "--app", "cafe", "--intent", ORDER, "--device", f"appium:{appium_url}"]
    args += ["--config", str(config), "-b", "iterations=3"]
    code = run_guarded(app, _optional_values(args))
    out = capsys.readouterr().out
    assert code == 0
    # Place order is performed and its POST held back (the page says "Order not sent"); a
    # success the judge calls after it is refuted (tests/mining/test_held_requests.py).
    assert "Run 1" in out and ORDER in out and "trees found a successful trajectory" in out
    code = run_guarded(app, ["show", "1", "--config", str(config)])
    out = capsys.readouterr().out
    assert code == 0
    assert 'Click "Place order"' in out
