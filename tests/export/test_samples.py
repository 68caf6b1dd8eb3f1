"""Samples are the agents' own conversations: the InferAgent's prompt and an answer its
parser reads back to the stored action, the JudgeAgent's questions with the verdicts; and
only what the export rules allow gets in."""

from __future__ import annotations

import json
import math
import shutil
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from m2miner.action_parse import format_tool_call
from m2miner.actions import Action
from m2miner.agents.base import NullRecorder, StepContext
from m2miner.agents.infer import ModelInferAgent
from m2miner.agents.judge import ModelJudgeAgent
from m2miner.config import (
    InferAgentConfig,
    InferModelRef,
    ModelConfig,
    RoleConfig,
    load_config,
)
from m2miner.coords import frame
from m2miner.devices.base import Observation
from m2miner.export import ExportReport
from m2miner.llm.base import Image
from m2miner.rehearsal.scripted import ScriptedModel
from m2miner.store import Judgement, NewNode, NodeValue, ScreenRef, Store
from m2miner.store.opening import open_store
from m2miner.store.records import NodeRecord
from tests.export.conftest import RECYCLED_TEXT, Mined, run_export

MAX_PIXELS = 1280 * 28 * 28


def rows(path: Path) -> list[dict[str, Any]]:
    if not path.is_file():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def samples(
    out: Path, kind: str, fmt: str = "swift"
) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(row, meta) pairs of every split."""
    pairs = []
    for split in ("train", "val", "test"):
        pairs += zip(
            rows(out / fmt / kind / f"{split}.jsonl"),
            rows(out / "meta" / kind / f"{split}.jsonl"),
            strict=True,
        )
    return pairs


def observation(out: Path, image: str) -> Observation:
    png = (out / image).read_bytes()
    return Observation(png, int.from_bytes(png[16:20], "big"), int.from_bytes(png[20:24], "big"))


def step_context(
    store: Store, meta: dict[str, Any], out: Path, image: str
) -> tuple[StepContext, NodeRecord | None]:
    """The context the miner gave the InferAgent at this step, rebuilt from the store."""
    tree = store.trees.load(meta["tree_id"])
    node = tree.node(meta["node_id"])
    synthetic = meta.get("synthetic", False)
    path = tree.path(node.id)
    acted = path[1:] if synthetic else path[1:-1]
    history = tuple(n.description for n in acted)
    ctx = StepContext(meta["intent"], meta["domain"], observation(out, image), history, "maps")
    return ctx, None if synthetic else node


@pytest.mark.parametrize("coords", ["qwen25", "norm1000", "norm1"])
def test_sft_sample_is_what_the_infer_agent_sends_and_parses_back(
    mined: Mined, tmp_path: Path, coords: str
) -> None:
    from m2miner.export import ModelView

    report = run_export(
        mined, tmp_path / "out", kinds=("sft",), formats=("swift",), view=ModelView(coords=coords)
    )  # type: ignore[arg-type]
    out = report.out_dir
    pairs = samples(out, "sft")
    assert len(pairs) == sum(report.kinds["sft"].counts.values()) > 5
    config = ModelConfig(name="m", backend="scripted", coords=coords, max_pixels=MAX_PIXELS)  # type: ignore[arg-type]
    with open_store(mined.config) as store:
        for row, meta in pairs:
            system, user, answer = (m["content"] for m in row["messages"])
            ctx, node = step_context(store, meta, out, row["images"][0])
            model = ScriptedModel("m", replies=[answer])
            agent = ModelInferAgent(
                [(model, InferModelRef(model="m", k=1), config)], InferAgentConfig(), NullRecorder()
            )
            proposals = agent.propose(ctx, 1, [])
            sent = model.calls[0].messages
            assert sent[0].content == (system,)
            assert sent[1].content[0] + "<image>" == user
            assert (
                isinstance(sent[1].content[1], Image)
                and sent[1].content[1].png == ctx.observation.png
            )
            (candidate,) = proposals.candidates
            stored = node.action if node is not None else None
            _same_action(candidate.action, stored, ctx.observation, coords)
            if node is not None:
                assert candidate.description == node.description
            # The answer is a fixed point: what the parser read formats back to it.
            obs = ctx.observation
            assert (
                format_tool_call(
                    candidate.action,
                    coords,
                    obs.width,
                    obs.height,
                    candidate.description,
                    max_pixels=MAX_PIXELS,
                )
                == answer
            )  # type: ignore[arg-type]


def _same_action(parsed: Any, stored: Any, obs: Observation, coords: str) -> None:
    if stored is None:  # the terminate appended to a recycled path
        assert parsed.type == "terminate" and parsed.status == "success"
        return
    assert (parsed.type, parsed.text, parsed.button, parsed.status) == (
        stored.type,
        stored.text,
        stored.button,
        stored.status,
    )
    if stored.point is None:
        return
    fr = frame(coords, obs.width, obs.height, max_pixels=MAX_PIXELS)  # type: ignore[arg-type]
    # A model grid coarser than the screen rounds a point to its nearest grid step.
    step_x = max(1, math.ceil(obs.width / fr.model_width)) if fr.model_width > 1 else 1
    step_y = max(1, math.ceil(obs.height / fr.model_height)) if fr.model_height > 1 else 1
    assert abs(parsed.x - stored.x) <= step_x and abs(parsed.y - stored.y) <= step_y


def test_judge_samples_are_the_judge_agents_questions(
    mined: Mined, full_export: ExportReport
) -> None:
    out = full_export.out_dir
    pairs = samples(out, "judge")
    labels = {meta["label_source"] for _, meta in pairs}
    assert {"outcome", "judge", "ground_truth"} <= labels
    config = ModelConfig(
        name="j", backend="scripted", max_pixels=MAX_PIXELS, supports_logprobs=False
    )
    with open_store(mined.config) as store:
        for row, meta in pairs:
            user, answer = (m["content"] for m in row["messages"])
            tree = store.trees.load(meta["tree_id"])
            node = tree.node(meta["node_id"])
            parent = tree.node(node.parent_id)  # type: ignore[arg-type]
            history = tuple(n.description for n in tree.path(parent.id)[1:])
            before = observation(out, row["images"][0])
            after = observation(out, row["images"][-1])
            ctx = StepContext(meta["intent"], "mobile", before, history, "maps")
            model = ScriptedModel("j", replies=[answer])
            judge = ModelJudgeAgent(model, config, RoleConfig(), NullRecorder())
            terminal = meta["terminal"]
            ask = judge.judge_terminal if terminal else judge.judge_step
            verdict = ask(ctx, node.action, node.description, after)  # type: ignore[arg-type]
            sent = model.calls[0].messages[0].content
            images = [p for p in sent if isinstance(p, Image)]
            text = "".join(p for p in sent if isinstance(p, str))
            assert "<image>" * len(images) + text == user
            assert [i.png for i in images] == ([after.png] if terminal else [before.png, after.png])
            assert verdict.verdict == answer
            if meta["label_source"] == "ground_truth":
                assert node.info["ground_truth_success"] == (answer == "success")
            if meta["label_source"] == "outcome":
                assert answer == "valid"


def test_description_samples_answer_the_stored_description(
    mined: Mined, full_export: ExportReport
) -> None:
    pairs = samples(full_export.out_dir, "description")
    with open_store(mined.config) as store:
        for row, meta in pairs:
            node = store.nodes.get(meta["node_id"])
            assert row["messages"][-1]["content"] == node.description
            shown = json.loads(
                row["messages"][0]["content"].split("arguments: ")[1].splitlines()[0]
            )
            assert shown["action"] == node.action.type  # type: ignore[union-attr]


def test_preference_pairs_reject_judged_or_lower_ranked_siblings(
    mined: Mined, full_export: ExportReport
) -> None:
    pairs = samples(full_export.out_dir, "preference")
    assert {m["rejected_evidence"] for _, m in pairs} == {"judged", "ranked"}
    with open_store(mined.config) as store:
        for row, meta in pairs:
            chosen = store.nodes.get(meta["node_id"])
            rejected = store.nodes.get(meta["rejected_node_id"])
            assert rejected.parent_id == chosen.parent_id and rejected.id != chosen.id
            if meta["rejected_evidence"] == "judged":
                assert rejected.status in ("invalid", "failure", "valid") and rejected.n > 0
                assert rejected.status != "valid" or rejected.q <= 0.3
                assert rejected.q < chosen.q
            else:
                assert rejected.status == "candidate" and rejected.rank > chosen.rank  # type: ignore[operator]
                siblings = store.nodes.children(chosen.parent_id)  # type: ignore[arg-type]
                assert not any(s.status in ("invalid", "failure") for s in siblings)
            assert row["rejected_response"] != row["messages"][-1]["content"]
            assert meta["source"] != "recycled"


def test_judged_rejections_only(mined: Mined, tmp_path: Path) -> None:
    report = run_export(mined, tmp_path / "out", kinds=("preference",), rejected="judged")
    metas = [m for _, m in samples(report.out_dir, "preference", fmt="llamafactory")]
    assert metas and {m["rejected_evidence"] for m in metas} == {"judged"}


def all_meta(out: Path) -> list[dict[str, Any]]:
    return [
        json.loads(line)
        for path in (out / "meta").rglob("*.jsonl")
        for line in path.read_text().splitlines()
    ]


def test_environment_errors_are_never_exported(mined: Mined, full_export: ExportReport) -> None:
    bad = mined.env_error.id
    assert mined.env_error.status == "env_error" and mined.env_error.screenshot_hash is not None
    for meta in all_meta(full_export.out_dir):
        assert bad not in (meta["node_id"], meta.get("rejected_node_id"))
    for path in (full_export.out_dir / "androidcontrol").rglob("*.json"):
        assert bad not in json.loads(path.read_text())["m2miner"]["node_ids"]


def test_recycled_intents_are_exported_with_their_source(
    mined: Mined, full_export: ExportReport
) -> None:
    out = full_export.out_dir
    with open_store(mined.config) as store:
        successes = sum(
            n.status == "success" for t in store.trees.find() for n in store.trees.load(t.id).nodes
        )
    assert full_export.trajectories == {"successful": successes, "recycled": 1}
    recycled = [(r, m) for r, m in samples(out, "sft") if m["source"] == "recycled"]
    assert recycled and all(m["intent"] == RECYCLED_TEXT and m["stage"] == 3 for _, m in recycled)
    last = max(recycled, key=lambda pair: pair[1]["step"])
    assert last[1]["synthetic"] is True
    assert '"action": "terminate", "status": "success"' in last[0]["messages"][-1]["content"]
    texts = json.dumps([all_meta(out), [rows(p) for p in out.rglob("*.jsonl")]])
    assert mined.unverified.text not in texts
    episode = json.loads(
        next((out / "androidcontrol").rglob(f"r{mined.recycled.id}.json")).read_text()
    )
    assert episode["goal"] == RECYCLED_TEXT and episode["m2miner"]["source"] == "recycled"
    assert episode["m2miner"]["node_ids"][-1] == mined.recycled.source_node_id


def test_no_recycled_leaves_them_out(mined: Mined, tmp_path: Path) -> None:
    report = run_export(mined, tmp_path / "out", kinds=("sft",), recycled=False)
    assert report.trajectories["recycled"] == 0
    assert all(m["source"] != "recycled" for m in all_meta(report.out_dir))


def test_a_refuted_success_is_never_exported(mined: Mined) -> None:
    with open_store(mined.config) as store:
        nodes = [n for t in store.trees.find() for n in store.trees.load(t.id).nodes]
    refuted = [n for n in nodes if n.info.get("refuted")]
    assert refuted, "the mined store should hold a judged success the sim task refuted"
    assert all(n.status == "failure" and n.info["verified"] is False for n in refuted)
    assert all(n.info["verified"] is True for n in nodes if n.status == "success")


def test_legacy_refuted_successes_are_left_out_unless_included(
    mined: Mined, tmp_path: Path
) -> None:
    # The miner stores a refuted success as a failure; a store mined before it verified
    # successes holds them as successes with the sim's verdict: refuted, so left out by
    # default; --include refuted exports them labelled, and --require-ground-truth drops
    # them even then.
    mined = _with_legacy_refuted_success(mined, tmp_path / "legacy")
    with open_store(mined.config) as store:
        refuted = [
            (t.id, n.id)
            for t in store.trees.find()
            for n in store.trees.load(t.id).nodes
            if n.status == "success" and n.info.get("ground_truth_success") is False
        ]
    assert len(refuted) == 1
    default = run_export(mined, tmp_path / "default", kinds=("sft",))
    loose = run_export(mined, tmp_path / "loose", kinds=("sft",), include=("refuted",))
    strict = run_export(
        mined, tmp_path / "strict", kinds=("sft",), include=("refuted",), require_ground_truth=True
    )
    assert loose.trust["exported"]["refuted"] == default.trust["left_out"]["refuted"]
    assert default.trajectories["successful"] == strict.trajectories["successful"]
    labels = {m["trajectory"]: m["trust"] for m in all_meta(loose.out_dir)}
    assert {labels[f"t{tree}-n{node_id}"] for tree, node_id in refuted} == {"refuted"}
    for export in (default, strict):
        ends = {m["trajectory"] for m in all_meta(export.out_dir)}
        assert not any(t.endswith(f"-n{node_id}") for t in ends for _, node_id in refuted)


def test_min_judge_keeps_confident_steps_only(mined: Mined, tmp_path: Path) -> None:
    loose = run_export(mined, tmp_path / "loose", kinds=("sft", "judge"))
    strict = run_export(mined, tmp_path / "strict", kinds=("sft", "judge"), min_judge=0.7)
    assert sum(strict.kinds["sft"].counts.values()) < sum(loose.kinds["sft"].counts.values())
    assert strict.skipped["step below --min-judge"] > 0
    with open_store(mined.config) as store:
        for meta in all_meta(strict.out_dir):
            node = store.nodes.get(meta["node_id"])
            if meta.get("synthetic") or node.reward is None:
                continue
            if meta.get("label_source") == "judge":
                assert max(node.reward, 1 - node.reward) >= 0.7
            elif "label_source" not in meta:
                assert node.reward >= 0.7


def _with_legacy_refuted_success(mined: Mined, data_dir: Path) -> Mined:
    """A copy of the mined store with a success the sim task refutes, as stored before
    the miner verified successes: a root child that terminates on the root screen."""
    shutil.copytree(mined.data_dir, data_dir)
    config = load_config(None, {"store.data_dir": str(data_dir)}, environ={})
    with open_store(config) as store:
        tree = store.trees.find(app="maps")[0]
        root = store.trees.load(tree.id).root
        assert root is not None and root.screenshot_hash is not None
        action = Action("terminate", status="success")
        node = store.nodes.add(tree.id, NewNode(root.id, action, "Terminate: success", rank=9))
        info = {"terminal": True, "verdict": "success", "ground_truth_success": False}
        screen = ScreenRef(root.screenshot_hash)
        store.nodes.judge(node.id, Judgement("success", 1.0, "judge", screen=screen, info=info))
        store.nodes.set_values([NodeValue(node.id, q=1.0, n=1)])
    return replace(mined, config=config, data_dir=data_dir)
