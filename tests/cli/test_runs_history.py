"""``m2miner mine --resume`` with flags, and ``m2miner runs --id`` showing what changed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from m2miner.cli.errors import EXIT_CONFIG
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import MineEvent, StopFlag, mine
from tests.cli_helpers import isolate, run
from tests.mining.conftest import make_config

TASK = "maps.share_grand_hotel"


@pytest.fixture(autouse=True)
def _wide_terminal(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate(monkeypatch, tmp_path)
    for name in ("M2MINER_SEED", "M2MINER_BUDGET__ITERATIONS"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def interrupted(tmp_path: Path) -> Path:
    """The data dir of run 1: budget 3 iterations, stopped after its first node."""
    config = make_config(tmp_path, **{"budget.iterations": 3})
    stop = StopFlag()

    def observe(event: MineEvent) -> None:
        if event.kind == "node":
            stop.set()

    report = mine(config, MineRequest(app="maps", task_ids=(TASK,)), observer=observe, stop=stop)
    assert report.interrupted and report.run_id == 1
    return config.store.data_dir


def test_an_override_is_shown_in_the_run_history(
    capsys: pytest.CaptureFixture[str], interrupted: Path
) -> None:
    data = str(interrupted)
    code, out, err = run(
        capsys, "mine", "--resume", "1", "--budget", "iterations=5", "--data-dir", data
    )
    assert code == 0, out + err
    code, out, err = run(capsys, "runs", "--id", "1", "--data-dir", data)
    assert code == 0, err
    assert "run 1 · mine · finished" in out
    assert "budget: iterations=5" in out
    lines = out.splitlines()
    resume = next(i for i, line in enumerate(lines) if " resume " in line)
    assert "m2miner mine --resume 1 --budget iterations=5" in lines[resume]
    assert lines[resume + 1].strip() == "budget.iterations: 3 -> 5"
    assert [line.split()[2] for line in lines if line.startswith("  2")] == [
        "start",
        "end",
        "resume",
        "end",
    ]

    code, out, _ = run(capsys, "runs", "--id", "1", "--json", "--data-dir", data)
    shown = json.loads(out)
    assert shown["status"] == "finished" and shown["lease"] is None
    assert shown["config"]["budget"] == "iterations=5"
    assert [e["kind"] for e in shown["events"]] == ["start", "end", "resume", "end"]
    assert shown["events"][2]["changes"] == [{"key": "budget.iterations", "old": 3, "new": 5}]
    assert shown["events"][3]["info"] == {"status": "finished"}


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        (("--seed", "9"), "would make it a different run"),
        (("--search", "vanilla"), "would make it a different run"),
        (("--task", "maps.save_library"), "--task cannot change what run 1 mines"),
        (("--app", "maps"), "--app cannot change what run 1 mines"),
    ],
)
def test_flags_that_change_what_a_run_is_are_refused(
    capsys: pytest.CaptureFixture[str], interrupted: Path, flags: tuple[str, ...], message: str
) -> None:
    code, out, err = run(capsys, "mine", "--resume", "1", *flags, "--data-dir", str(interrupted))
    assert code == EXIT_CONFIG, out + err
    assert "error:" in err and message in " ".join(err.split())
    assert "fix:" in err
    code, out, _ = run(capsys, "runs", "--id", "1", "--data-dir", str(interrupted))
    assert "run 1 · mine · interrupted" in out and " resume " not in out


def test_a_config_file_at_resume_is_an_override(
    capsys: pytest.CaptureFixture[str], interrupted: Path, tmp_path: Path
) -> None:
    config = tmp_path / "more.toml"
    config.write_text("[budget]\niterations = 4\n\n[safety]\nstay_in_app = false\n")
    code, out, err = run(
        capsys, "mine", "--resume", "1", "--config", str(config), "--data-dir", str(interrupted)
    )
    assert code == 0, out + err
    code, out, _ = run(capsys, "runs", "--id", "1", "--json", "--data-dir", str(interrupted))
    (resume,) = [e for e in json.loads(out)["events"] if e["kind"] == "resume"]
    assert resume["changes"] == [
        {"key": "budget.iterations", "old": 3, "new": 4},
        {"key": "safety.stay_in_app", "old": True, "new": False},
    ]


def test_a_sandboxed_run_shows_its_safety_mode(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    config = make_config(tmp_path, **{"budget.iterations": 1, "safety.sandbox": True})
    report = mine(config, MineRequest(app="maps", task_ids=(TASK,)))
    data = str(config.store.data_dir)
    code, out, err = run(capsys, "runs", "--id", str(report.run_id), "--data-dir", data)
    assert code == 0, err
    assert "safety: sandbox=True, unchecked=block, stay_in_app=True" in out
    code, out, _ = run(capsys, "runs", "--id", str(report.run_id), "--json", "--data-dir", data)
    assert json.loads(out)["config"]["safety"] == "sandbox=True, unchecked=block, stay_in_app=True"


@pytest.mark.parametrize(
    ("safety", "shown"),
    [
        ({"sandbox": False, "allow_irreversible": False, "stay_in_app": True}, "sandbox=False"),
        # Runs mined before `sandbox` was the name: the older key alone.
        ({"allow_irreversible": True, "stay_in_app": True}, "sandbox=True"),
        ({"sandbox": False, "unchecked": "allow", "stay_in_app": False}, "sandbox=False"),
    ],
)
def test_the_safety_line_reads_the_older_name_of_sandbox(safety: dict, shown: str) -> None:
    from datetime import UTC, datetime

    from m2miner.cli.run_history import config_summary
    from m2miner.store.records import RunRecord

    record = RunRecord(
        id=1,
        status="finished",
        command="mine",
        config={"config": {"safety": {**safety, "policy_files": ["/x/shop.yaml"]}}},
        seed=0,
        versions={},
        created_at=datetime.now(UTC),
        finished_at=None,
        error=None,
    )
    unchecked = safety.get("unchecked", "block")
    assert config_summary(record)["safety"] == (
        f"{shown}, unchecked={unchecked}, stay_in_app={safety['stay_in_app']}, "
        "policy files shop.yaml"
    )
