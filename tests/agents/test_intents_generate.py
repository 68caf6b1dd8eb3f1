"""Generating and storing stage-1 and stage-2 intents, and mining them with --from-stage."""

from __future__ import annotations

from pathlib import Path

import pytest

from m2miner.config import Config, load_config
from m2miner.errors import ConfigError
from m2miner.llm.base import ChatModel
from m2miner.mining.generation import GenerateRequest, functions_seen, generate_intents
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import mine
from m2miner.rehearsal.scripted import ScriptedModel
from m2miner.store.opening import open_store


def make_config(tmp_path: Path, **overrides: object) -> Config:
    return load_config(None, {"store.data_dir": tmp_path / "data", **overrides}, environ={})


def test_stage1_stores_new_intents_and_leaves_out_duplicates(tmp_path: Path) -> None:
    config = make_config(tmp_path)
    report = generate_intents(config, GenerateRequest(app="maps", stage=1, n=4, rewrites=1))
    assert report.heuristic and report.stage == 1 and not report.duplicates
    texts = [i.text for i in report.stored]
    assert texts[:4] == [
        "Open Explore",
        "Search for Restaurants",
        "Open Saved",
        "Search for Coffee",
    ]
    assert len(texts) == 8  # four common intents and one rewrite of each
    assert all(i.stage == 1 and i.source == "generated" for i in report.stored)
    assert {i.run_id for i in report.stored} == {report.run_id}

    again = generate_intents(config, GenerateRequest(app="maps", stage=1, n=4, rewrites=1))
    assert again.stored == []
    assert [d.text for d in again.duplicates] == texts
    with open_store(config) as store:
        assert store.runs.get(again.run_id).status == "finished"
        assert len(store.intents.find(app="maps", stage=1)) == 8


def test_stage1_with_a_model_records_calls_with_role_intents(tmp_path: Path) -> None:
    config = make_config(
        tmp_path,
        models=[{"name": "planner", "backend": "scripted"}],
        **{"agents.intents.model": "planner"},
    )
    model = ScriptedModel(
        "planner",
        replies=[
            "1. Search for Central Park\n2. Open your Saved places\n3. Show Traffic",
            "1. Search for Grand Hotel\n2. Search for central park!\n3. Open Saved sorted by name",
        ],
    )
    models: dict[str, ChatModel] = {"planner": model}
    report = generate_intents(config, GenerateRequest(app="maps", stage=1, n=3), models=models)
    assert not report.heuristic
    assert [i.text for i in report.stored] == [
        "Search for Central Park",
        "Open your Saved places",
        "Show Traffic",
        "Search for Grand Hotel",
        "Open Saved sorted by name",
    ]
    assert [(d.text, d.of) for d in report.duplicates] == [
        ("Search for central park!", "Search for Central Park")
    ]
    with open_store(config) as store:
        calls = store.model_calls.find(run_id=report.run_id)
    assert [c.role for c in calls] == ["intents", "intents"]
    assert all(c.ok and c.tree_id is None for c in calls)


def test_stage2_needs_stage1_intents_or_failures(tmp_path: Path) -> None:
    config = make_config(tmp_path)
    with pytest.raises(ConfigError, match="no stage-1 intents") as err:
        generate_intents(config, GenerateRequest(app="maps", stage=2))
    assert "--stage 1" in (err.value.hint or "")
    with pytest.raises(ConfigError, match="--stage must be 1 or 2"):
        generate_intents(config, GenerateRequest(app="maps", stage=3))
    with pytest.raises(ConfigError, match="no simulated app"):
        generate_intents(config, GenerateRequest(app="nope", stage=1))


def test_stage2_combines_with_seen_functions_and_retries_failed_intents(tmp_path: Path) -> None:
    config = make_config(tmp_path, **{"budget.iterations": 15})
    tasks = ("maps.save_central_park", "maps.satellite_view")
    saved, failed = mine(config, MineRequest(app="maps", task_ids=tasks)).outcomes
    assert (saved.status, failed.status) == ("succeeded", "failed")
    generate_intents(config, GenerateRequest(app="maps", stage=1, n=4, rewrites=0))
    with open_store(config) as store:
        functions = functions_seen(store, "maps")
    assert "Save" in functions and "Search here" not in functions
    assert "Clear history" not in functions  # a function of the Recents tab, not of a place

    report = generate_intents(config, GenerateRequest(app="maps", stage=2, n=4))
    assert report.functions == functions
    combined = [i for i in report.stored if i.source == "generated"]
    (retry,) = [i for i in report.stored if i.source == "retry"]
    assert len(combined) == 4 and all(i.stage == 2 for i in combined)
    assert any(i.text.endswith(" and save it") for i in combined)
    assert any(", then " in i.text for i in combined)
    assert retry.text == "Switch the map type to Satellite" and retry.stage == 2
    assert retry.parent_intent_id == failed.intent_id
    assert retry.task_id == "maps.satellite_view"
    # A failed intent is retried once.
    again = generate_intents(config, GenerateRequest(app="maps", stage=2, n=4))
    assert not [i for i in again.stored if i.source == "retry"]


def test_mine_from_stage_mines_the_unmined_generated_intents(tmp_path: Path) -> None:
    config = make_config(tmp_path, **{"budget.iterations": 2})
    stored = generate_intents(config, GenerateRequest(app="maps", stage=1, n=2, rewrites=0)).stored
    report = mine(config, MineRequest(app="maps", from_stage=1))
    assert [o.intent_id for o in report.outcomes] == [i.id for i in stored]
    with open_store(config) as store:
        assert store.intents.find(app="maps", stage=1, unmined=True) == []
        for outcome in report.outcomes:
            assert store.trees.get(outcome.tree_id).intent_id == outcome.intent_id
    # Nothing left to mine: a second run says so instead of starting an empty run.
    with pytest.raises(ConfigError, match="left to mine"):
        mine(config, MineRequest(app="maps", from_stage=1))
