"""A warm-up: round 0 trains both agents on a given export before stage 1, stage 1 mines
with those checkpoints, and every later round trains on the warm-up data too."""

from __future__ import annotations

from pathlib import Path

import pytest

from m2miner.loop import LoopEvent, run_loop
from m2miner.store.opening import open_store
from tests.loop.conftest import Ran, collect, loop_config, loop_options

pytestmark = pytest.mark.slow


def test_a_warm_up_round_trains_first_and_stage_one_mines_with_it(
    two_stage: Ran, tiny_model_dir: Path, tmp_path: Path
) -> None:
    # The first loop's stage-1 export stands for public data in the TRL layout.
    warmup = Path(two_stage.report.rounds[0].export_dir or "")
    config = loop_config(tmp_path / "data")
    options = loop_options(tiny_model_dir, tmp_path / "loop", stages=(1,), warmup=warmup)
    events: list[LoopEvent] = []
    report = run_loop(config, options, observer=collect(events))

    zero, one = report.rounds
    assert [(r.stage, r.step, r.status) for r in report.rounds] == [
        (0, "done", "finished"),
        (1, "done", "finished"),
    ]
    assert [e.step for e in events if e.kind == "step" and e.stage == 0] == [
        "train_infer",
        "train_judge",
        "register",
    ]
    assert zero.export_dir is None and "mine" not in zero.info
    assert zero.info["registered"]["infer"] == {
        "role": "infer",
        "name": "infer-s0",
        "path": str(tmp_path / "loop" / "stage-0" / "infer"),
    }
    # Stage 1 mined with the warm-up checkpoints, not with the config's agents.
    assert one.info["mined_with"]["infer"]["name"] == "infer-s0"
    assert one.info["mined_with"]["judge"]["model"] == str(
        Path(zero.checkpoints["judge"]) / "model"
    )
    with open_store(config) as store:
        [job0_infer, job0_judge] = store.training.find(round_id=zero.id)
        assert job0_infer.data_dir == job0_judge.data_dir == str(warmup)
        run_id = one.info["mine"]["maps"]["run_id"]
        assert {c.model for c in store.model_calls.find(run_id=run_id)} <= {"infer-s0", "judge-s0"}
        jobs = {j.role: j for j in store.training.find(round_id=one.id)}
    # Stage 1 trains on the warm-up data and its own export; the export joins a role's
    # data only where it holds that role's samples (the tiny model rarely succeeds).
    kinds = one.info["export"]["kinds"]
    for role, role_kinds in (("infer", ("sft", "description")), ("judge", ("judge",))):
        has_own = any(kinds.get(kind, {}).get("train") for kind in role_kinds)
        expected = [str(warmup)] + ([str(one.export_dir)] if has_own else [])
        assert jobs[role].data_dir == ", ".join(expected)
