"""``m2miner train --role policy --method grpo`` on rollout groups in a real SQLite store."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from m2miner.config import load_config
from m2miner.errors import ConfigError
from m2miner.store.opening import open_store
from m2miner.store.rollouts import NewRollout, NewRolloutGroup, RolloutStep
from m2miner.train.grpo import batches, load_groups
from m2miner.train.options import GrpoOptions
from tests.cli_helpers import isolate, run


def _store_groups(data_dir: Path, rewards: list[tuple[float, ...]]) -> None:
    config = load_config(None, {"store.data_dir": str(data_dir)}, environ={})
    with open_store(config) as store:
        run_id = store.runs.create("rollouts").id
        for n, group in enumerate(rewards):
            rollouts = tuple(
                NewRollout(
                    r, True, False, tuple(RolloutStep(f"a{i}", "p") for i in range(1 + int(r)))
                )
                for r in group
            )
            new = NewRolloutGroup(f"t#{n}", "t", "maps", "mobile", "Open it", 0, rollouts)
            store.rollouts.add_group(run_id, new)


def test_each_step_carries_its_rollouts_advantage_and_uniform_groups_are_left_out(
    tmp_path: Path,
) -> None:
    _store_groups(tmp_path, [(1.0, 0.0, 0.0, 1.0), (1.0, 1.0), (0.0, 1.0, 0.0)])
    config = load_config(None, {"store.data_dir": str(tmp_path)}, environ={})
    opts = GrpoOptions(base="m", out=tmp_path / "out", groups_per_step=1, epochs=2)
    with open_store(config) as store:
        data = load_groups(store, opts)
        everything = load_groups(store, opts.model_copy(update={"keep_uniform": True}))
        # Nothing sampled by version 1 or later.
        with pytest.raises(ConfigError, match="no rollout groups"):
            load_groups(store, opts.model_copy(update={"min_version": 1}))
    assert data.uniform == 1 and len(data.groups) == 2 and data.rollouts == 7
    samples, advantages = data.groups[0]
    # Rewards 1, 0, 0, 1: mean 0.5; a rewarded rollout has two steps, the others one.
    assert advantages == (0.5, 0.5, -0.5, -0.5, 0.5, 0.5)
    assert [s.completion for s in samples] == ["a0", "a1", "a0", "a0", "a0", "a1"]
    assert {s.prompt for s in samples} == {"p"}
    assert data.groups[1][1] == pytest.approx((-1 / 3, 2 / 3, 2 / 3, -1 / 3))
    assert len(everything.groups) == 3 and everything.groups[1][1] == (0.0,) * 4
    plan = batches(data, opts)
    assert len(plan) == 4 and sorted(plan[0] + plan[1]) == [0, 1]
    assert batches(data, opts.model_copy(update={"max_steps": 3})) == plan[:3]


def test_all_uniform_groups_is_a_clear_error(tmp_path: Path) -> None:
    _store_groups(tmp_path, [(1.0, 1.0), (0.0, 0.0)])
    config = load_config(None, {"store.data_dir": str(tmp_path)}, environ={})
    with (
        open_store(config) as store,
        pytest.raises(ConfigError, match="no advantage to learn from"),
    ):
        load_groups(store, GrpoOptions(base="m", out=tmp_path / "o"))


def test_wrong_role_method_combinations_and_bad_settings(
    tiny_model_dir: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    isolate(monkeypatch, tmp_path)
    common = [
        "--base",
        str(tiny_model_dir),
        "--out",
        str(tmp_path / "o"),
        "--data-dir",
        str(tmp_path / "d"),
    ]
    cases = [
        (["--role", "policy"], "add --method grpo"),
        (["--role", "infer", "--method", "grpo"], "GRPO trains the policy"),
        (["--role", "policy", "--method", "ppo"], "expected sft or grpo"),
        (["--role", "infer", "--grpo", "eps_hi=0.3"], "need --method grpo"),
        (["--role", "policy", "--method", "grpo", "--data", str(tmp_path)], "not on --data"),
        (["--role", "policy", "--method", "grpo", "--grpo", "eps_hi"], "KEY=VALUE"),
        (
            ["--role", "policy", "--method", "grpo", "--grpo", "eps_lo=2"],
            "bad GRPO options: eps_lo",
        ),
        (["--role", "policy", "--method", "grpo", "--grpo", "epsilon=1"], "epsilon"),
        (["--role", "policy", "--method", "grpo"], "no rollout groups"),
    ]
    for args, message in cases:
        code, _, err = run(capsys, "train", *args, *common)
        assert code != 0 and message in " ".join(err.split()), (args, err)


def test_grpo_trains_the_tiny_policy_on_stored_rollouts(
    pool_dir: Path,
    tiny_model_dir: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    torch = pytest.importorskip("torch")
    from safetensors.torch import load_file

    isolate(monkeypatch, tmp_path)
    data = str(tmp_path / "data")
    code, _, err = run(
        capsys, "rollouts", "run", str(pool_dir), "--data-dir", data, "--group-size", "4",
        "--repeats", "2", "--policy", "explore:0.5", "--split", "all", "--max-steps", "3",
    )  # fmt: skip
    assert code == 0, err
    out = tmp_path / "policy"
    code, text, err = run(
        capsys, "train", "--role", "policy", "--method", "grpo", "--base", str(tiny_model_dir),
        "--out", str(out), "--data-dir", data, "--cpu", "--lr", "0.01", "--max-steps", "1",
        "--grpo", "groups_per_step=1", "--grpo", "image_side=56", "--grpo", "eps_hi=0.3",
        "--grpo", "dual_clip=null", "--grpo", "optimizer=sgd",
    )  # fmt: skip
    assert code == 0, err
    assert "grpo step 1/1  loss" in text and "Training run 1 (policy, grpo)" in text
    manifest = json.loads((out / "m2miner-train.json").read_text())
    assert manifest["role"] == "policy" and manifest["options"]["eps_hi"] == 0.3
    assert manifest["options"]["dual_clip"] is None and len(manifest["steps"]) == 1
    step = manifest["steps"][0]
    assert step["rows"] > 0 and step["advantage_abs_mean"] > 0
    assert step["ratio_mean"] == pytest.approx(1.0)  # one on-policy update
    # The adapter learned something, and the merged model differs from the base.
    adapter = load_file(out / "adapter" / "adapter_model.safetensors")
    assert any(float(t.abs().max()) > 0 for k, t in adapter.items() if "lora_B" in k)
    merged, base = (
        load_file(out / "model" / "model.safetensors"),
        load_file(tiny_model_dir / "model.safetensors"),
    )
    changed = [k for k in base if k in merged and not torch.equal(base[k], merged[k])]
    assert changed and all("visual" not in k for k in changed)
    config = load_config(None, {"store.data_dir": data}, environ={})
    with open_store(config, read_only=True) as store:
        (job,) = store.training.find(role="policy")
    assert job.status == "finished" and job.metrics["batches"] == 1
    assert job.metrics["first_loss"] == pytest.approx(step["first_loss"])


def test_stored_behaviour_logprobs_are_weighted_by_train(
    tiny_model_dir: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    pytest.importorskip("torch")
    from transformers import AutoProcessor

    from m2miner.action_parse import format_tool_call
    from m2miner.actions import Action
    from m2miner.rl.step import Sample, answer_tokens

    isolate(monkeypatch, tmp_path)
    processor = AutoProcessor.from_pretrained(tiny_model_dir)
    answers = [
        format_tool_call(Action("click", x=900, y=2172), "qwen25", 1080, 2400, "Open"),
        format_tool_call(Action("system_button", button="Back"), "qwen25", 1080, 2400, "Back"),
    ]
    # The first rollout's sampler gave every token log-prob -30: far below the trainer's,
    # so every weight exp(old + 30) is truncated at the cap. The second reported none.
    tokens = answer_tokens(processor, Sample("p", None, answers[0], 1.0, 0))
    steps = [
        RolloutStep(answers[0], "p", logprobs=tuple((t, -30.0) for t in tokens)),
        RolloutStep(answers[1], "p"),
    ]
    data = tmp_path / "data"
    config = load_config(None, {"store.data_dir": str(data)}, environ={})
    with open_store(config) as store:
        run_id = store.runs.create("rollouts").id
        rollouts = (
            NewRollout(1.0, True, False, (steps[0],)),
            NewRollout(0.0, True, False, (steps[1],)),
        )
        store.rollouts.add_group(
            run_id, NewRolloutGroup("t#0", "t", "maps", "mobile", "Open it", 0, rollouts)
        )
        loaded = load_groups(store, GrpoOptions.build(base="b", out=tmp_path / "o"))
    assert loaded.rows == 2 and loaded.rows_with_logprobs == 1
    assert loaded.groups[0][0][0].behaviour == steps[0].logprobs
    out = tmp_path / "policy"
    code, _, err = run(
        capsys, "train", "--role", "policy", "--method", "grpo", "--base", str(tiny_model_dir),
        "--out", str(out), "--data-dir", str(data), "--cpu", "--max-steps", "1",
        "--grpo", "is_cap=1.5", "--grpo", "max_length=128",
    )  # fmt: skip
    assert code == 0, err
    manifest = json.loads((out / "m2miner-train.json").read_text())
    step, summary = manifest["steps"][0], manifest["summary"]
    assert (step["behaviour_rows"], step["behaviour_used"]) == (1, 1)
    assert step["is_tokens"] == len(tokens)
    assert step["is_weight_mean"] == pytest.approx(1.5)
    assert step["is_truncated_fraction"] == 1.0
    # On-policy: the loss is -(1.5 * 0.5 * weighted tokens - 0.5 * other tokens) / (2 x 128).
    other = step["tokens"] - len(tokens)
    assert step["first_loss"] == pytest.approx(-(0.75 * len(tokens) - 0.5 * other) / 256, rel=1e-4)
    assert summary["rows_with_logprobs"] == 1 and summary["rows_weighted"] == 1
    assert summary["is_truncated_fraction_mean"] == 1.0
