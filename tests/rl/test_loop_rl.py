"""A loop whose stages alternate mining with an RL step (``rl``): rollouts of a task pool
by the InferAgent the stage trained, then GRPO, whose output the next stage mines with."""

from __future__ import annotations

from pathlib import Path

import pytest

from m2miner.errors import ConfigError
from m2miner.loop import run_loop
from m2miner.loop.run import RL_STAGE_STEPS, STAGE_STEPS
from m2miner.store.opening import open_store
from tests.cli_helpers import isolate, run
from tests.loop.conftest import loop_config, loop_options


def test_rl_options_are_checked(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="sets base"):
        loop_options(tmp_path, tmp_path, rl={"grpo": {"base": "x"}})
    with pytest.raises(ConfigError, match="bad GRPO options: eps_lo"):
        loop_options(tmp_path, tmp_path, rl={"grpo": {"eps_lo": 5}})
    with pytest.raises(ConfigError, match="group_size"):
        loop_options(tmp_path, tmp_path, rl={"group_size": 1})
    opts = loop_options(tmp_path, tmp_path, rl={"repeats": 2, "grpo": {"eps_hi": 0.3}})
    assert opts.rl is not None and (opts.rl.repeats, opts.rl.grpo) == (2, {"eps_hi": 0.3})
    assert RL_STAGE_STEPS[5:7] == ("rl_rollouts", "train_policy")
    assert RL_STAGE_STEPS[:5] + RL_STAGE_STEPS[7:] == STAGE_STEPS


def test_rl_set_needs_rl(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    isolate(monkeypatch, tmp_path)
    code, _, err = run(capsys, "loop", "--apps", "maps", "--infer-base", "x", "--rl-set", "a=1")
    assert code != 0 and "--rl-set needs --rl" in err


def test_a_stage_with_an_rl_step_registers_the_grpo_checkpoint(
    pool_dir: Path,
    tiny_model_dir: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    pytest.importorskip("trl")
    config = loop_config(tmp_path / "data")
    rl = {
        "pool": str(pool_dir),
        "split": "all",
        "group_size": 2,
        "max_steps": 2,
        # The random-weight model earns no reward: keep the equal-reward groups so the
        # GRPO job runs (its advantages are all zero).
        "grpo": {"keep_uniform": True, "groups_per_step": 16, "image_side": 56, "max_steps": 1},
    }
    options = loop_options(
        tiny_model_dir, tmp_path / "loop", stages=(1,), rl=rl, train={"max_steps": 1, "cpu": True}
    )
    report = run_loop(config, options)
    assert not report.interrupted
    (rnd,) = report.rounds
    assert rnd.step == "done" and rnd.status == "finished"
    assert set(rnd.info["timings"]) == set(RL_STAGE_STEPS[:-1])
    info = rnd.info["rl"]
    policy_dir = str(tmp_path / "loop" / "stage-1" / "policy")
    assert info["policy_from"] == str(tmp_path / "loop" / "stage-1" / "infer")
    assert rnd.checkpoints["infer"] == policy_dir
    assert rnd.info["registered"]["infer"]["path"] == policy_dir
    with open_store(config, read_only=True) as store:
        groups = store.rollouts.groups([info["run_id"]])
        (job,) = store.training.find(role="policy")
    tasks = len({g.task_id for g in groups})
    assert info["groups"] == len(groups) == tasks > 0 and info["rollouts"] == 2 * tasks
    assert all(g.policy_version == 1 for g in groups)
    assert info["grpo"]["batches"] == 1 and info["grpo"]["groups"] == len(groups)
    assert job.round_id == rnd.id and job.status == "finished"
    assert (Path(policy_dir) / "model" / "config.json").is_file()
    isolate(monkeypatch, tmp_path)
    code, text, _ = run(capsys, "loop", "status", "--data-dir", str(tmp_path / "data"))
    line = " ".join(text.split())
    assert code == 0 and f"rl rollout run {info['run_id']}: {len(groups)} groups" in line
    assert "GRPO 1 batches ->" in line
