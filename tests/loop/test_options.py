"""Loop options, the checks made before any work, names, and the models a stage mines with."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from m2miner.config import ModelConfig, load_config
from m2miner.errors import ConfigError, ModelUnavailableError, NotFoundError
from m2miner.loop import LoopOptions, new_name, run_loop, stored_options
from m2miner.loop.models import (
    Checkpoint,
    close_models,
    model_path,
    open_models,
    stage_config,
    stop_endpoints,
)
from m2miner.loop.steps import mining_checkpoints, training_data
from m2miner.store.opening import open_store
from m2miner.store.records import RoundRecord


@pytest.fixture
def base(tmp_path: Path) -> Path:
    """A directory that looks like a model to the checks (they read no weights)."""
    root = tmp_path / "base"
    root.mkdir()
    (root / "config.json").write_text(json.dumps({"model_type": "qwen2_5_vl"}))
    return root


@pytest.fixture
def config(tmp_path: Path) -> Any:
    return load_config(None, {"store.data_dir": str(tmp_path / "data")}, environ={})


def options(base: Path, tmp_path: Path, **values: Any) -> LoopOptions:
    defaults = {
        "name": "l",
        "apps": ("maps",),
        "stages": (1, 2),
        "infer_base": str(base),
        "out": tmp_path / "out",
    }
    return LoopOptions.build(**{**defaults, **values})


@pytest.mark.parametrize(
    ("values", "message"),
    [
        ({"apps": (" ", "")}, "give the apps to mine"),
        ({"stages": ()}, "give the stages to run"),
        ({"stages": (1, 4)}, "stages are 1, 2 and 3, not [4]"),
        ({"stages": (2, 1)}, "stages run once each, in order: got [2, 1]"),
        ({"stages": (1, 1)}, "stages run once each, in order"),
        ({"serve": "sglang"}, "serve: Input should be 'none' or 'vllm'"),
        ({"start": "heuristic"}, "start: Input should be 'base' or 'config'"),
        ({"train": {"out": "x"}}, "the loop sets out of each training job itself"),
        ({"train": {"merge": False}}, "keep merge on"),
        ({"train": {"finetune": "qlora"}}, "finetune: Input should be 'lora' or 'full'"),
        ({"train": {"no_such_option": 1}}, "no_such_option: Extra inputs are not permitted"),
        ({"n": 0}, "n: Input should be greater than or equal to 1"),
        ({"include": ("unchecked",)}, "Input should be 'judged' or 'refuted'"),
    ],
)
def test_bad_options_are_refused_with_what_is_wrong(
    base: Path, tmp_path: Path, values: dict[str, Any], message: str
) -> None:
    with pytest.raises(ConfigError) as err:
        options(base, tmp_path, **values)
    assert message in str(err.value)


def test_options_clean_up_apps_and_give_each_role_its_job(base: Path, tmp_path: Path) -> None:
    opts = options(
        base, tmp_path, apps=(" maps", "settings", "maps"), train={"dpo": True, "max_steps": 3}
    )
    assert opts.apps == ("maps", "settings")
    infer = opts.train_options("infer", (tmp_path / "e",), tmp_path / "i")
    judge = opts.train_options("judge", (tmp_path / "e",), tmp_path / "j", resume=True)
    assert (infer.dpo, infer.max_steps, infer.base) == (True, 3, str(base))
    assert (judge.dpo, judge.max_steps, judge.resume) == (False, 3, True)
    assert opts.base("judge") == str(base)
    assert options(base, tmp_path, judge_base="Org/Judge").base("judge") == "Org/Judge"
    assert opts.pixels == (infer.min_pixels, infer.max_pixels)
    assert opts.stage_dir(2) == tmp_path / "out" / "stage-2"


def test_rounds_export_verified_and_judged_only_trajectories_unless_told(
    base: Path, tmp_path: Path
) -> None:
    from m2miner.cli.loop_cmd import _include

    assert options(base, tmp_path).include == ("judged",)
    assert options(base, tmp_path, include=_include("none")).include == ()
    assert _include("all") == ("judged", "refuted") and _include(None) is None


def test_vllm_serving_without_vllm_or_a_gpu_fails_before_any_round(
    base: Path, tmp_path: Path, config: Any
) -> None:
    from m2miner.train.serve import serve_blocker

    why = serve_blocker()
    if why is None:
        pytest.skip("vLLM and a CUDA GPU are here")
    with pytest.raises(ModelUnavailableError) as err:
        run_loop(config, options(base, tmp_path, serve="vllm"))
    assert f"--serve vllm: cannot start vLLM here: {why}" in str(err.value)
    assert err.value.hint and "--serve none" in err.value.hint
    with open_store(config) as store:
        assert store.rounds.loops() == []
        assert store.runs.summaries() == []


@pytest.mark.parametrize(
    ("values", "message"),
    [
        ({"infer_base": "no/such/dir"}, "neither a model directory nor a hub id"),
        ({"judge_base": "."}, "--judge-base .: the directory holds no config.json"),
        ({"apps": ("nowhere",)}, "nowhere"),
        ({"warmup": Path("missing-export")}, "export directory"),
    ],
)
def test_what_would_fail_later_fails_before_any_work(
    base: Path, tmp_path: Path, config: Any, values: dict[str, Any], message: str
) -> None:
    pytest.importorskip("trl")  # the preflight checks the training stack first
    with pytest.raises(ConfigError) as err:
        run_loop(config, options(base, tmp_path, **values))
    assert message in str(err.value)
    with open_store(config) as store:
        assert store.rounds.loops() == []


def test_names_are_new_unique_and_resumable(base: Path, tmp_path: Path, config: Any) -> None:
    assert new_name(config) == "loop-1"
    opts = options(base, tmp_path, name="loop-1")
    with open_store(config) as store:
        store.rounds.create("loop-1", 1, info={"options": opts.model_dump(mode="json")})
        other = options(base, tmp_path, name="other").model_dump(mode="json")
        store.rounds.create("other", 1, info={"options": other})
        assert store.rounds.loops() == ["other", "loop-1"]
    assert new_name(config) == "loop-2"
    with pytest.raises(ConfigError) as err:
        run_loop(config, opts)
    assert "a loop named 'loop-1' exists" in str(err.value)
    assert err.value.hint == "continue it with --resume loop-1"
    assert stored_options(config, "loop-1") == opts
    assert stored_options(config, "last").name == "other"  # the most recently active
    with pytest.raises(NotFoundError, match="no loop named 'nope' \\(loops: other, loop-1\\)"):
        stored_options(config, "nope")
    with pytest.raises(ConfigError, match="loop name 'a b'"):
        run_loop(config, options(base, tmp_path, name="a b"))


def test_resuming_with_no_loop_says_how_to_start_one(config: Any) -> None:
    with pytest.raises(ConfigError, match="no loop to resume"):
        run_loop(config, resume="last")


def _round(stage: int, info: dict[str, Any]) -> RoundRecord:
    now = datetime.now(UTC)
    return RoundRecord(stage, "l", stage, "done", "finished", None, None, {}, {}, info, now, now)


def test_a_stage_mines_with_the_latest_registered_checkpoints(base: Path, tmp_path: Path) -> None:
    registered = {
        role: Checkpoint(role, f"{role}-s1", f"/ckpt/{role}").to_json()  # type: ignore[arg-type]
        for role in ("infer", "judge")
    }
    one, two = _round(1, {"registered": registered}), _round(2, {})
    opts = options(base, tmp_path)
    found = mining_checkpoints(opts, two, [one, two])
    assert found == {
        "infer": Checkpoint("infer", "infer-s1", "/ckpt/infer"),
        "judge": Checkpoint("judge", "judge-s1", "/ckpt/judge"),
    }
    first = mining_checkpoints(opts, one, [one])
    assert first == {
        "infer": Checkpoint("infer", "infer-base", str(base)),
        "judge": Checkpoint("judge", "judge-base", str(base)),
    }
    assert mining_checkpoints(options(base, tmp_path, start="config"), one, [one]) is None


def test_the_stage_config_points_both_agents_at_the_checkpoints(tmp_path: Path) -> None:
    config = load_config(
        None,
        {
            "models": [
                {"name": "helper", "backend": "openai", "model": "m", "base_url": "http://h/v1"},
                {"name": "infer-s1", "backend": "openai", "model": "old"},
            ],
            "agents.orchestra.model": "helper",
            "loop.k": 3,
            "loop.temperature": 0.5,
        },
        environ={},
    )
    infer = ModelConfig(name="infer-s1", backend="hf", model="/c/infer/model")
    judge = ModelConfig(name="judge-s1", backend="hf", model="/c/judge/model")
    staged = stage_config(config, [infer, judge])
    assert [m.name for m in staged.models] == ["helper", "infer-s1", "judge-s1"]
    assert staged.model("infer-s1").model == "/c/infer/model"
    [ref] = staged.agents.infer.models
    assert (ref.model, ref.k, ref.temperature) == ("infer-s1", 3, 0.5)
    assert staged.agents.judge.model == "judge-s1"
    assert staged.agents.orchestra.model == "helper"  # left as configured


def test_a_training_output_mines_with_its_merged_model(tmp_path: Path) -> None:
    out = tmp_path / "infer"
    (out / "model").mkdir(parents=True)
    assert model_path(str(out)) == str(out)  # no manifest: not a training output
    (out / "m2miner-train.json").write_text("{}")
    assert model_path(str(out)) == str(out / "model")
    assert model_path("Org/Name") == "Org/Name"


def test_one_base_for_both_roles_is_loaded_once(tiny_model_dir: Path) -> None:
    entries = [
        ModelConfig(name=name, backend="hf", model=str(tiny_model_dir))
        for name in ("infer-base", "judge-base")
    ]
    pool = open_models(entries)
    try:
        assert pool["infer-base"] is pool["judge-base"]
    finally:
        close_models(pool)


def _sleeper(*argv: str) -> subprocess.Popen[bytes]:
    code = "import time; time.sleep(60)"
    return subprocess.Popen([sys.executable, "-c", code, *argv], start_new_session=True)


def test_recorded_vllm_servers_are_stopped_and_nothing_else() -> None:
    server = _sleeper("vllm", "serve")
    other = _sleeper("not-a-server")
    try:
        stopped = stop_endpoints([{"pid": server.pid}, {"pid": other.pid}, {"pid": None}])
        assert stopped == [server.pid]
        assert server.poll() is not None
        assert other.poll() is None
    finally:
        for proc in (server, other):
            proc.kill()
            proc.wait()


def _export(root: Path, kinds: tuple[str, ...]) -> Path:
    """An export directory whose manifest lists TRL train files of ``kinds``."""
    trl = {kind: {"train": f"trl/{kind}/train.jsonl"} for kind in kinds}
    root.mkdir(parents=True)
    (root / "export.json").write_text(json.dumps({"layout": {"trl": trl}}))
    return root


def test_a_round_trains_on_its_export_and_the_warm_up(base: Path, tmp_path: Path) -> None:
    judged_only = _export(tmp_path / "judged", ("judge",))
    warmup = _export(tmp_path / "warmup", ("sft", "description", "judge"))
    now = datetime.now(UTC)
    rnd = RoundRecord(
        1, "l", 1, "train_infer", "running", None, str(judged_only), {}, {}, {}, now, now
    )
    plain = options(base, tmp_path)
    assert training_data(plain, rnd, "judge") == (judged_only,)
    with pytest.raises(ConfigError) as err:
        training_data(plain, rnd, "infer")
    assert str(err.value) == (
        "stage 1: the data mined so far has no sft or description samples to train the "
        "InferAgent on (they come from successful trajectories)"
    )
    assert err.value.hint and "--warmup DATA" in err.value.hint
    warm = options(base, tmp_path, warmup=warmup)
    assert training_data(warm, rnd, "infer") == (warmup,)
    assert training_data(warm, rnd, "judge") == (warmup, judged_only)
    zero = RoundRecord(2, "l", 0, "train_infer", "running", None, None, {}, {}, {}, now, now)
    assert training_data(warm, zero, "infer") == (warmup,)
