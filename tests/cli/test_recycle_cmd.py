"""``m2miner recycle`` and ``m2miner intents generate|list`` on a mined sim store."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from m2miner.cli.errors import EXIT_CONFIG
from m2miner.config import load_config
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import mine
from tests.cli_helpers import isolate, run


@pytest.fixture(autouse=True)
def _wide_terminal(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate(monkeypatch, tmp_path)


@pytest.fixture(scope="module")
def mined(tmp_path_factory: pytest.TempPathFactory) -> Path:
    data = tmp_path_factory.mktemp("cli-mined") / "data"
    config = load_config(None, {"store.data_dir": data, "budget.iterations": 25}, environ={})
    mine(config, MineRequest(app="maps", task_ids=("maps.clear_history", "maps.satellite_view")))
    return data


@pytest.fixture
def data(mined: Path, tmp_path: Path) -> str:
    return str(shutil.copytree(mined, tmp_path / "data"))


def test_recycle_prints_a_summary_and_the_sim_report(
    capsys: pytest.CaptureFixture[str], data: str
) -> None:
    code, out, _ = run(capsys, "recycle", "--data-dir", data)
    assert code == 0, out
    assert "Recycling run 2" in out
    assert "recycled intents stored from 2 trees" in out
    assert "replayed on the sim" in out and "accomplish a bundled task" in out
    assert re.search(r"(\d+) of \1 recycled intents are true on the sim's state: 100%", out)
    assert "heuristic recycler" in out

    code, out, _ = run(
        capsys, "intents", "list", "--data-dir", data, "--source", "recycled", "--json"
    )
    assert code == 0
    rows = json.loads(out)
    assert rows and all(r["source"] == "recycled" and r["verified"] is True for r in rows)
    assert all(r["source_node_id"] is not None and r["stage"] == 3 for r in rows)

    # Run again: every path was done by run 2.
    code, out, _ = run(capsys, "recycle", "--data-dir", data, "--run", "1", "--no-report")
    assert code == 0
    assert "0 recycled intents stored" in out and "replayed" not in out


def test_recycle_rejects_bad_requests(capsys: pytest.CaptureFixture[str], data: str) -> None:
    code, _, err = run(capsys, "recycle", "--data-dir", data, "--run", "1", "--tree", "1")
    assert code == EXIT_CONFIG and "not both" in err
    code, _, err = run(capsys, "recycle", "--data-dir", data, "--tree", "999")
    assert code == EXIT_CONFIG and "no tree with id 999" in err
    code, _, err = run(capsys, "recycle", "--data-dir", data, "--max-per-tree", "0")
    assert code == EXIT_CONFIG and "--max-per-tree" in err


def test_intents_generate_and_list(capsys: pytest.CaptureFixture[str], data: str) -> None:
    code, out, _ = run(
        capsys, "intents", "generate", "--app", "maps", "--stage", "1", "--n", "3",
        "--rewrites", "0", "--data-dir", data,
    )  # fmt: skip
    assert code == 0, out
    assert "3 new intents stored, 0 duplicates left out" in out
    assert "Search for Restaurants" in out
    assert "m2miner mine --app maps --from-stage 1" in out

    code, out, _ = run(
        capsys, "intents", "generate", "--app", "maps", "--stage", "2", "--data-dir", data
    )
    assert code == 0, out
    assert "retry" in out and "Switch the map type to Satellite" in out

    code, out, _ = run(
        capsys, "intents", "list", "--data-dir", data, "--stage", "1", "--unmined", "--json"
    )
    assert [r["text"] for r in json.loads(out)] == [
        "Open Explore",
        "Search for Restaurants",
        "Open Saved",
    ]
    code, out, _ = run(capsys, "intents", "list", "--data-dir", data, "--app", "maps")
    assert code == 0 and "intents" in out and "task" in out and "generated" in out


def test_intents_commands_reject_bad_input(capsys: pytest.CaptureFixture[str], data: str) -> None:
    code, _, err = run(capsys, "intents", "list", "--data-dir", data, "--source", "bogus")
    assert code == EXIT_CONFIG and "recycled" in err
    code, _, err = run(
        capsys, "intents", "generate", "--app", "maps", "--stage", "3", "--data-dir", data
    )
    assert code == EXIT_CONFIG and "--stage must be 1 or 2" in err
    code, _, err = run(
        capsys, "intents", "generate", "--app", "nope", "--stage", "1", "--data-dir", data
    )
    assert code == EXIT_CONFIG and "no simulated app" in err
    code, _, err = run(capsys, "intents", "generate", "--app", "maps", "--stage", "1", "--n", "0")
    assert code == EXIT_CONFIG and "--n must be at least 1" in err
