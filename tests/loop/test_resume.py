"""An interrupted loop continues at the step it was in, without redoing finished work.

The loop runs stages 1 and 3 on maps. It is stopped twice: by the stop flag in the middle
of stage 1's mining (what Ctrl-C does), then by a KeyboardInterrupt right after stage 1's
export. Each resume continues the same round; the last one also runs stage 3, which
recycles stage 1's trees and mines the recycled intents with stage 1's checkpoints.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from m2miner.loop import LoopEvent, run_loop
from m2miner.loop.run import STAGE_STEPS
from m2miner.mining.run import StopFlag
from m2miner.store.opening import open_store
from tests.loop.conftest import collect, loop_config, loop_options

pytestmark = pytest.mark.slow

MINE_COMMAND = "loop resumable stage 1 mine maps"


def test_an_interrupted_loop_resumes_at_its_step(tiny_model_dir: Path, tmp_path: Path) -> None:
    pytest.importorskip("trl")
    config = loop_config(tmp_path / "data")
    options = loop_options(tiny_model_dir, tmp_path / "loop", name="resumable", stages=(1, 3))

    # 1. Stop mining after its first tree.
    stop = StopFlag()

    def stop_after_first_tree(event: LoopEvent) -> None:
        if event.kind == "mine" and event.payload.kind == "tree_finished":
            stop.set()

    first: list[LoopEvent] = []
    report = run_loop(config, options, observer=collect(first, stop_after_first_tree), stop=stop)
    assert report.interrupted
    [rnd] = report.rounds
    assert (rnd.stage, rnd.step, rnd.status) == (1, "mine", "interrupted")
    run_id = rnd.info["mine"]["maps"]["run_id"]
    assert rnd.info["mine"]["maps"]["status"] == "interrupted"
    with open_store(config) as store:
        assert store.runs.get(run_id).status == "interrupted"
        intents = len(store.intents.find(app="maps", stage=1))
        assert len(store.trees.find(run_id=run_id)) < intents == 3

    # 2. Resume; interrupt right after the export step.
    def interrupt_after_export(event: LoopEvent) -> None:
        if event.kind == "step_done" and event.step == "export":
            raise KeyboardInterrupt

    second: list[LoopEvent] = []
    with pytest.raises(KeyboardInterrupt):
        run_loop(config, resume="resumable", observer=collect(second, interrupt_after_export))
    assert second[0].kind == "round" and second[0].detail == {"resumed": True, "step": "mine"}
    assert [e.step for e in second if e.kind == "step"] == ["mine", "export"]
    with open_store(config) as store:
        [rnd] = store.rounds.find("resumable")
        assert (rnd.step, rnd.status) == ("train_infer", "interrupted")
        assert rnd.info["mine"]["maps"]["run_id"] == run_id  # the same run, continued
        assert store.runs.get(run_id).status == "finished"
        assert len(store.trees.find(run_id=run_id)) == intents
        commands = [s.run.command for s in store.runs.summaries()]
        assert commands.count(MINE_COMMAND) == 1
        assert commands.count("intents generate --stage 1") == 1  # not generated again
        assert rnd.export_dir and (Path(rnd.export_dir) / "export.json").is_file()
        assert store.training.find(round_id=rnd.id) == []

    # 3. Resume the last loop: stage 1 trains and registers, then stage 3 runs whole.
    third: list[LoopEvent] = []
    report = run_loop(config, resume="last", observer=collect(third))
    assert not report.interrupted
    steps = [(e.stage, e.step) for e in third if e.kind == "step"]
    assert steps == [(1, "train_infer"), (1, "train_judge"), (1, "register")] + [
        (3, step) for step in STAGE_STEPS[:-1]
    ]
    one, three = report.rounds
    assert [(r.stage, r.step, r.status) for r in report.rounds] == [
        (1, "done", "finished"),
        (3, "done", "finished"),
    ]
    assert one.info["mine"]["maps"]["run_id"] == run_id
    assert one.info["error"] is None  # cleared once the round went on
    with open_store(config) as store:
        assert [j.role for j in store.training.find(round_id=one.id)] == ["infer", "judge"]
        commands = [s.run.command for s in store.runs.summaries()]
        assert commands.count(MINE_COMMAND) == 1

        # Stage 3 recycled stage 1's trees and mined the recycled intents with the
        # checkpoints stage 1 trained.
        recycled = three.info["recycle"][str(run_id)]
        assert recycled["intents"] > 0
        assert store.runs.get(recycled["run_id"]).command == "recycle"
        stage3_run = three.info["mine"]["maps"]["run_id"]
        trees = store.trees.find(run_id=stage3_run)
        sources = {store.intents.get(t.intent_id).source for t in trees}
        assert sources == {"recycled"} and len(trees) == recycled["intents"]
        assert three.info["mined_with"]["infer"]["name"] == "infer-s1"
        calls = store.model_calls.find(run_id=stage3_run)
        assert "infer-s1" in {c.model for c in calls}
    assert three.info["export"]["runs"] == sorted([run_id, stage3_run])
    assert three.info["export"]["trajectories"]["recycled"] >= recycled["intents"]
