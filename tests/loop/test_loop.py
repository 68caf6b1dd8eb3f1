"""A whole two-stage loop on the sim world with the tiny model: what each round records,
the exports and checkpoints it wrote, and that stage 2 mined with stage 1's checkpoints."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from m2miner.config import ModelConfig
from m2miner.llm.base import Message
from m2miner.llm.hf import HFModel
from m2miner.loop.run import STAGE_STEPS
from m2miner.store.opening import open_store
from tests.loop.conftest import TINY_PIXELS, Ran

pytestmark = pytest.mark.slow


def test_each_stage_is_one_finished_round_with_its_runs(two_stage: Ran) -> None:
    assert not two_stage.report.interrupted
    rounds = two_stage.report.rounds
    assert [(r.stage, r.step, r.status) for r in rounds] == [
        (1, "done", "finished"),
        (2, "done", "finished"),
    ]
    with open_store(two_stage.config) as store:
        for rnd in rounds:
            assert rnd.loop_id == "loop-test"
            assert rnd.info["options"]["apps"] == ["maps", "settings"]
            generated = rnd.info["generate"]
            mined = rnd.info["mine"]
            assert set(generated) == set(mined) == {"maps", "settings"}
            for app in ("maps", "settings"):
                run = store.runs.get(mined[app]["run_id"])
                assert run.status == "finished"
                assert run.command == f"loop loop-test stage {rnd.stage} mine {app}"
                trees = store.trees.find(run_id=run.id)
                assert len(trees) == mined[app]["trees"] > 0
                assert {t.app for t in trees} == {app}
                intents = {store.intents.get(t.intent_id).stage for t in trees}
                assert intents == {rnd.stage}
                gen_run = store.runs.get(generated[app]["run_id"])
                assert gen_run.command == f"intents generate --stage {rnd.stage}"
            assert rnd.run_id == mined["maps"]["run_id"]
            assert set(rnd.info["timings"]) == set(STAGE_STEPS[:-1])
    one, two = rounds
    # Stage 1 mined with the heuristic agents, and some of them found their goal.
    assert one.info["mined_with"] == {"agents": "config"}
    assert sum(m["succeeded"] for m in one.info["mine"].values()) > 0
    # Stage 2 retried the intents whose trees failed in stage 1.
    assert sum(g["retries"] for g in two.info["generate"].values()) > 0


def test_the_steps_run_in_order_and_report_what_they_did(two_stage: Ran) -> None:
    for stage in (1, 2):
        steps = [e.step for e in two_stage.events if e.kind == "step" and e.stage == stage]
        assert steps == list(STAGE_STEPS[:-1])
        done = [e.step for e in two_stage.events if e.kind == "step_done" and e.stage == stage]
        assert done == steps
    mined = [e for e in two_stage.events if e.kind == "mine"]
    assert {e.payload.kind for e in mined} >= {"tree_started", "node", "tree_finished"}
    trained = [e for e in two_stage.events if e.kind == "train"]
    assert {e.step for e in trained} == {"train_infer", "train_judge"}
    assert two_stage.events[-1].kind == "finished"


def test_each_stage_exports_everything_mined_so_far(two_stage: Ran) -> None:
    one, two = two_stage.report.rounds
    runs_one = sorted(m["run_id"] for m in one.info["mine"].values())
    runs_two = sorted(m["run_id"] for m in two.info["mine"].values())
    assert one.info["export"]["runs"] == runs_one
    assert two.info["export"]["runs"] == sorted(runs_one + runs_two)
    for rnd in (one, two):
        root = Path(rnd.export_dir or "")
        assert root == two_stage.options.out / f"stage-{rnd.stage}" / "export"
        manifest = json.loads((root / "export.json").read_text())
        assert manifest["options"]["run_ids"] == rnd.info["export"]["runs"]
        assert manifest["options"]["apps"] == ["maps", "settings"]
        # The trees came from the loop's mining runs (the intents from its generation runs).
        assert set(rnd.info["export"]["runs"]) <= set(manifest["source_runs"])
        for kind in ("sft", "description", "preference", "judge"):
            rows = (root / "trl" / kind / "train.jsonl").read_text().splitlines()
            assert len(rows) == rnd.info["export"]["kinds"][kind]["train"] > 0
        for row in (root / "trl" / "sft" / "train.jsonl").read_text().splitlines():
            assert all((root / image).is_file() for image in json.loads(row)["images"])
    # Stage 2 added trees, so at least as many judge samples as stage 1.
    assert (
        two.info["export"]["kinds"]["judge"]["train"]
        >= (one.info["export"]["kinds"]["judge"]["train"])
    )


def test_each_round_trains_both_agents_and_records_the_jobs(two_stage: Ran) -> None:
    with open_store(two_stage.config) as store:
        for rnd in two_stage.report.rounds:
            jobs = store.training.find(round_id=rnd.id)
            assert [(j.role, j.status) for j in jobs] == [
                ("infer", "finished"),
                ("judge", "finished"),
            ]
            for job in jobs:
                assert job.data_dir == rnd.export_dir
                assert job.base_model == two_stage.options.infer_base
                out = two_stage.options.out / f"stage-{rnd.stage}" / job.role
                assert job.out_dir == str(out) == rnd.checkpoints[job.role]
                assert rnd.info["train"][job.role]["training_run_id"] == job.id
                assert rnd.info["train"][job.role]["steps"] == 1
            assert rnd.info["registered"] == {
                role: {"role": role, "name": f"{role}-s{rnd.stage}", "path": rnd.checkpoints[role]}
                for role in ("infer", "judge")
            }


def judge_logprobs(model_dir: Path) -> dict[str, float]:
    """First-token log-probabilities of valid/invalid, read as the JudgeAgent reads them."""
    config = ModelConfig(name="judge", backend="hf", model=str(model_dir), max_pixels=TINY_PIXELS)
    model = HFModel(config)
    try:
        result = model.chat(
            [Message("user", ("Was the step valid? Answer valid or invalid.",))],
            logprobs=True,
            logprob_tokens=["valid", "invalid"],
            max_tokens=1,
        )
    finally:
        model.close()
    assert result.first_token_logprobs is not None
    first = result.first_token_logprobs[0]
    return {word: first[word] for word in ("valid", "invalid")}


def test_the_checkpoints_load_through_the_hf_backend_and_moved(two_stage: Ran) -> None:
    base = judge_logprobs(Path(two_stage.options.infer_base))
    for rnd in two_stage.report.rounds:
        model_dir = Path(rnd.info["train"]["judge"]["model_dir"])
        assert model_dir == Path(rnd.checkpoints["judge"]) / "model"
        trained = judge_logprobs(model_dir)
        assert trained != pytest.approx(base, abs=1e-4)


def test_stage_two_mined_with_the_stage_one_checkpoints(two_stage: Ran) -> None:
    one, two = two_stage.report.rounds
    infer_dir = str(Path(one.checkpoints["infer"]) / "model")
    judge_dir = str(Path(one.checkpoints["judge"]) / "model")
    assert two.info["mined_with"]["infer"]["model"] == infer_dir
    assert two.info["mined_with"]["judge"]["model"] == judge_dir
    with open_store(two_stage.config) as store:
        for mined in two.info["mine"].values():
            run = store.runs.get(mined["run_id"])
            models = {m["name"]: m for m in run.config["config"]["models"]}
            assert models["infer-s1"]["model"] == infer_dir
            assert models["infer-s1"]["backend"] == "hf"
            assert models["judge-s1"]["model"] == judge_dir
            agents = run.config["config"]["agents"]
            assert [r["model"] for r in agents["infer"]["models"]] == ["infer-s1"]
            assert agents["judge"]["model"] == "judge-s1"
            calls = store.model_calls.find(run_id=run.id)
            assert calls, "the trained InferAgent was asked for actions"
            assert {c.model for c in calls} <= {"infer-s1", "judge-s1"}
            assert "infer-s1" in {c.model for c in calls if c.role == "infer"}
        for mined in one.info["mine"].values():  # the heuristic agents call no model
            assert store.model_calls.find(run_id=mined["run_id"]) == []
