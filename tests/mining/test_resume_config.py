"""A resumed run is the same run: its stored configuration, budgets over the whole tree,
overrides recorded, identity settings refused, and one writer at a time."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest
from sqlalchemy import update

from m2miner.config import Config
from m2miner.errors import ConfigError, LeaseHeldError
from m2miner.llm.base import Message
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import MineEvent, MineReport, StopFlag, mine
from m2miner.rehearsal.scripted import ScriptedModel
from m2miner.store.leases import LeaseRepository, run_lease_key
from m2miner.store.models import Lease, utcnow
from m2miner.store.opening import open_store
from m2miner.store.records import ConfigChange
from tests.mining.conftest import make_config

TASK = "maps.share_grand_hotel"


def _replies(messages: list[Message], n: int) -> list[str]:
    text = "\n".join(p for m in messages for p in m.content if isinstance(p, str))
    if "valid or invalid" in text:
        return ["valid"] * n
    calls = []
    for i in range(n):
        args = f'{{"action": "click", "coordinate": [{150 + 300 * i}, {300 + 97 * i}]}}'
        calls.append(
            f'Action: "Tap spot {i}"\n<tool_call>{{"name": "mobile_use", "arguments": {args}}}'
            "</tool_call>"
        )
    return calls


def _model() -> ScriptedModel:
    return ScriptedModel(
        "demo", replies=_replies, logprobs=lambda _m, n: [{"valid": -0.2, "invalid": -1.9}] * n
    )


def _config(tmp_path: Path) -> Config:
    """A run whose every setting differs from the defaults that matter here."""
    return make_config(
        tmp_path,
        models=[{"name": "demo", "backend": "scripted", "coords": "norm1000"}],
        seed=11,
        **{
            "agents.infer.models": [{"model": "demo", "k": 2}],
            "agents.judge.model": "demo",
            "budget.iterations": 7,
            "search.successes": 50,
            "safety.stay_in_app": False,
        },
    )


def _interrupted(config: Config, model: ScriptedModel, after: int = 3) -> MineReport:
    stop = StopFlag()
    nodes = []

    def observe(event: MineEvent) -> None:
        if event.kind == "node":
            nodes.append(event)
            if len(nodes) == after:
                stop.set()

    report = mine(
        config,
        MineRequest(app="maps", task_ids=(TASK,)),
        models={"demo": model},
        observer=observe,
        stop=stop,
    )
    assert report.interrupted
    return report


def test_resume_without_flags_mines_with_the_stored_config_to_the_whole_budget(
    tmp_path: Path,
) -> None:
    config = _config(tmp_path)
    first = _interrupted(config, _model())
    (part,) = first.outcomes
    assert part.status == "interrupted" and 0 < part.iterations < 7
    with open_store(config) as store:
        stored = store.runs.get(first.run_id).config["config"]

    # Resumed with today's defaults: budget 60, no models, seed 0 -- none of it applies.
    model = _model()
    resumed = mine(make_config(tmp_path), None, resume=first.run_id, models={"demo": model})
    (whole,) = resumed.outcomes
    assert not resumed.interrupted and not resumed.heuristic
    assert whole.tree_id == part.tree_id and whole.resumed
    assert whole.iterations == 7  # counted over the whole tree, both sessions
    assert model.calls  # the stored model config built the agents again
    with open_store(config) as store:
        run = store.runs.get(first.run_id)
        events = store.runs.events(first.run_id)
        assert LeaseRepository(store.db).get(run_lease_key(run.id)) is None
    assert run.status == "finished" and run.seed == 11
    assert run.config["config"] == stored
    assert [(e.kind, e.changes, e.info.get("status")) for e in events] == [
        ("start", (), None),
        ("end", (), "interrupted"),
        ("resume", (), None),
        ("end", (), "finished"),
    ]


def test_an_override_at_resume_is_applied_recorded_and_kept(tmp_path: Path) -> None:
    config = _config(tmp_path)
    first = _interrupted(config, _model())
    resumed = mine(
        config,
        None,
        resume=first.run_id,
        overrides={"budget.iterations": 9, "seed": 11},  # the same seed is no change
        models={"demo": _model()},
        argv="m2miner mine --resume 1 --budget iterations=9",
    )
    (whole,) = resumed.outcomes
    assert whole.iterations == 9
    with open_store(config) as store:
        run = store.runs.get(first.run_id)
        resume = [e for e in store.runs.events(run.id) if e.kind == "resume"]
    assert run.config["config"]["budget"]["iterations"] == 9
    assert [(e.changes, e.command) for e in resume] == [
        (
            (ConfigChange("budget.iterations", 7, 9),),
            "m2miner mine --resume 1 --budget iterations=9",
        )
    ]


@pytest.mark.parametrize(
    ("overrides", "flag"), [({"seed": 12}, "--seed"), ({"search.algorithm": "vanilla"}, "--search")]
)
def test_changing_the_seed_or_search_at_resume_is_refused(
    tmp_path: Path, overrides: dict[str, object], flag: str
) -> None:
    config = _config(tmp_path)
    first = _interrupted(config, _model())
    with pytest.raises(ConfigError, match="would make it a different run") as excinfo:
        mine(config, None, resume=first.run_id, overrides=overrides, models={"demo": _model()})
    assert excinfo.value.hint is not None and f"leave out {flag}" in excinfo.value.hint
    with open_store(config) as store:
        run = store.runs.get(first.run_id)
        assert [e.kind for e in store.runs.events(run.id)] == ["start", "end"]
        assert LeaseRepository(store.db).get(run_lease_key(run.id)) is None
    assert run.status == "interrupted" and run.config["config"]["seed"] == 11


def test_a_live_writer_refuses_a_resume_and_a_stale_one_is_taken_over(tmp_path: Path) -> None:
    config = make_config(tmp_path, **{"budget.iterations": 3})
    first = _interrupted(config, _model(), after=1)  # heuristic agents: no model configured
    with open_store(config) as store:
        remote = LeaseRepository(store.db, host="lab-7", pid=4242)
        held = remote.acquire(run_lease_key(first.run_id), timeout_s=60)
    with pytest.raises(LeaseHeldError, match="pid 4242 on host lab-7") as excinfo:
        mine(config, None, resume=first.run_id)
    assert excinfo.value.pid == 4242
    with open_store(config) as store:
        assert store.runs.get(first.run_id).status == "interrupted"
        # lab-7 stops beating: after store.lease_timeout_s its lease is stale.
        with store.db.write("age the lease") as session:
            session.execute(update(Lease).values(heartbeat_at=utcnow() - timedelta(seconds=600)))
    resumed = mine(config, None, resume=first.run_id)
    assert not resumed.interrupted
    with open_store(config) as store:
        events = store.runs.events(first.run_id)
        assert not remote.heartbeat(run_lease_key(first.run_id), held.lease.owner)
    takeover = [e for e in events if e.kind == "takeover"]
    assert [e.kind for e in events] == ["start", "end", "takeover", "resume", "end"]
    assert takeover[0].info["host"] == "lab-7" and takeover[0].info["pid"] == 4242
    assert takeover[0].info["reason"].startswith("no heartbeat for 600 s")


def test_wall_time_counts_over_all_sessions_of_a_tree(tmp_path: Path) -> None:
    config = _config(tmp_path)
    first = _interrupted(config, _model())
    (part,) = first.outcomes
    with open_store(config) as store:
        spent = store.trees.get(part.tree_id).counters.wall_s
    assert spent > 0
    # A wall-time budget the first session already used up: the resume stops at once.
    resumed = mine(
        config,
        None,
        resume=first.run_id,
        overrides={"budget.wall_time_s": spent / 2},
        models={"demo": _model()},
    )
    (whole,) = resumed.outcomes
    assert whole.stop_reason == "budget:wall_time_s"
    assert whole.iterations == part.iterations
    with open_store(config) as store:
        assert store.trees.get(part.tree_id).counters.wall_s >= spent


def test_a_vanilla_run_of_m2miner_0_1_resumes_with_the_search_it_was_started_with() -> None:
    # m2miner 0.1's "vanilla" used an InferAgent; that search is "vanilla-infer" now.
    from datetime import UTC, datetime

    from m2miner.config import Config
    from m2miner.mining.resume import resumed_config
    from m2miner.store.records import RunRecord

    stored = Config.model_validate({"search": {"algorithm": "vanilla"}}).model_dump(mode="json")

    def run(version: str) -> RunRecord:
        return RunRecord(
            1, "interrupted", "mine", {"config": stored}, 0, {"m2miner": version},
            datetime.now(UTC), None, None,
        )  # fmt: skip

    old, changes = resumed_config(run("0.1.0"), Config())
    assert old.search.algorithm == "vanilla-infer" and changes == []
    today, _ = resumed_config(run("0.2.0"), Config())
    assert today.search.algorithm == "vanilla"


def test_a_run_stored_by_0x_resumes_with_its_settings_under_todays_names() -> None:
    # 0.x stored safety.allow_irreversible, a boolean do_not_repeat and the sim's fault
    # rates; they are read as safety.sandbox, the mode and faults.device, and resuming
    # records no change.
    from datetime import UTC, datetime

    from m2miner.mining.resume import resumed_config
    from m2miner.store.records import RunRecord

    stored = Config().model_dump(mode="json")
    stored["safety"]["allow_irreversible"] = True
    stored["search"]["do_not_repeat"] = False
    stored["device"]["sim"].update(popup_rate=0.2, drop_rate=0.0, disconnect_rate=0.1)
    run = RunRecord(
        1, "interrupted", "mine", {"config": stored}, 0, {"m2miner": "0.3.0"},
        datetime.now(UTC), None, None,
    )  # fmt: skip
    config, changes = resumed_config(run, Config())
    assert config.safety.sandbox is True and config.search.do_not_repeat == "off"
    rates = config.faults.device
    assert (rates.popup_rate, rates.drop_rate, rates.disconnect_rate) == (0.2, 0.0, 0.1)
    assert changes == []
