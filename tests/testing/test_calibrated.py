"""Calibrated simulated agents: the oracle is exact on the sim, the agents hit their rates."""

from __future__ import annotations

import threading
import time
from dataclasses import replace

import pytest

from m2miner.actions import Action
from m2miner.agents.base import Candidate, ListRecorder, StepContext
from m2miner.config import ModelConfig, load_config
from m2miner.devices.base import AppTarget
from m2miner.devices.sim import SimDevice, get_task
from m2miner.errors import BackendNotFoundError, ConfigError
from m2miner.testing.calibrated import CalibratedWorld, Calibration, ModelServer
from m2miner.testing.oracle import OracleDevice, StateRegistry, TaskOracle

SIZE = (360, 800)
TASK = get_task("maps.share_grand_hotel")


@pytest.fixture(scope="module")
def oracle() -> TaskOracle:
    return TaskOracle(TASK, SIZE)


def _world(**calibration: float) -> CalibratedWorld:
    return CalibratedWorld([TASK], Calibration(**calibration), size=SIZE)  # type: ignore[arg-type]


def _ctx(device: OracleDevice, history: tuple[str, ...] = ()) -> StepContext:
    return StepContext(TASK.intent, "mobile", device.observe(), history, app="maps")


@pytest.mark.parametrize("task_id", ["maps.open_saved", "settings.volume_8", "maps.save_two_walk"])
def test_distances_count_down_the_reference_solution(task_id: str) -> None:
    task = get_task(task_id)
    oracle = TaskOracle(task, SIZE)
    assert [oracle.distance[s] for s in oracle.path] == list(range(task.length, -1, -1))
    assert oracle.success(oracle.path[-1]) and not oracle.success(oracle.path[0])


def test_correct_moves_do_on_the_device_what_the_oracle_predicts(oracle: TaskOracle) -> None:
    device = SimDevice("maps", width=SIZE[0], height=SIZE[1])
    device.start_app(AppTarget(name="maps"))
    for expected in range(TASK.length, 0, -1):
        assert oracle.goal_distance(device.state) == expected
        moves = oracle.correct(device.state)
        assert moves, f"no correct move {expected} moves from the goal"
        move = moves[0]
        device.execute(move.action)
        assert oracle.space.normalize(device.state) == move.after
    assert device.check(TASK)
    (end,) = oracle.correct(device.state)
    assert end.action == Action("terminate", status="success")


def test_every_move_leads_where_the_device_goes(oracle: TaskOracle) -> None:
    device = SimDevice("maps", width=SIZE[0], height=SIZE[1])
    device.start_app(AppTarget(name="maps"))
    start = device.snapshot()
    for move in oracle.moves(device.state):
        device.restore(start)
        device.execute(move.action)
        assert oracle.space.normalize(device.state) == move.after, move.description


def test_observations_name_the_state_even_after_a_store_round_trip(tmp_path) -> None:
    from m2miner.store import Store

    registry = StateRegistry()
    device = OracleDevice(SimDevice("maps", width=SIZE[0], height=SIZE[1]), registry)
    device.execute(Action("system_button", button="Back"))
    obs = device.observe()
    assert registry.state_of(obs) == device.state
    with Store.open(tmp_path / "db.sqlite") as store:
        ref = store.save_screen(obs)
        assert ref.hierarchy_hash is not None
        text = store.screenshots.get_text(ref.hierarchy_hash)
    assert registry.state_of(replace(obs, hierarchy=text)) == device.state
    with pytest.raises(ValueError, match="no sim state tag"):
        registry.state_of(replace(obs, hierarchy="<hierarchy/>"))


def _share_of_sets_with_a_correct_action(p: float, contexts: int = 300, k: int = 5) -> float:
    world = _world(p=p)
    recorder = ListRecorder()
    agents = world.agents(load_config(None, environ={}), recorder)
    device = world.device(0)
    oracle = world.oracles[TASK.intent]
    hits = 0
    for i in range(contexts):
        ctx = _ctx(device, history=(f"step {i}",))
        proposals = agents.infer.propose(ctx, k, [])
        assert 0 < len(proposals.candidates) <= k
        hits += any(oracle.is_correct(device.state, c.action) for c in proposals.candidates)
    assert len(recorder.calls) == contexts and {c[0] for c in recorder.calls} == {"infer"}
    return hits / contexts


def test_infer_includes_a_correct_action_with_probability_p() -> None:
    assert _share_of_sets_with_a_correct_action(1.0, contexts=40) == 1.0
    assert _share_of_sets_with_a_correct_action(0.0, contexts=40) == 0.0
    assert _share_of_sets_with_a_correct_action(0.6) == pytest.approx(0.6, abs=0.09)


def test_infer_does_not_repeat_excluded_actions() -> None:
    world = _world(p=1.0)
    agents = world.agents(load_config(None, environ={}), ListRecorder())
    device = world.device(0)
    ctx = _ctx(device)
    first = agents.infer.propose(ctx, 5, [])
    exclude = sorted({c.description for c in first.candidates})
    again = agents.infer.propose(ctx, 5, exclude)
    assert not {c.description for c in again.candidates} & set(exclude)


def _ranked_first_correct(q: float, rank: bool = True) -> tuple[list[bool], ListRecorder]:
    world = _world(p=1.0, q=q)
    recorder = ListRecorder()
    config = load_config(None, {"agents.orchestra.rank": rank}, environ={})
    agents = world.agents(config, recorder)
    device = world.device(0)
    oracle = world.oracles[TASK.intent]
    firsts = []
    for i in range(30):
        ctx = _ctx(device, history=(f"step {i}",))
        candidates = agents.infer.propose(ctx, 5, []).candidates
        wrong = Candidate(Action("system_button", button="Back"), "Press the Back button")
        ranked = agents.orchestra.merge_and_rank(ctx, [*candidates, wrong])
        firsts.append(oracle.is_correct(device.state, ranked[0].action))
    return firsts, recorder


def test_orchestra_ranks_a_correct_candidate_first_with_probability_q() -> None:
    always, recorder = _ranked_first_correct(1.0)
    assert all(always)
    ranking_calls = sum(1 for c in recorder.calls if c[0] == "orchestra")
    assert ranking_calls >= 30  # n - 1 calls for each of the 30 rankings of n >= 2
    never, _ = _ranked_first_correct(0.0)
    assert not any(never)


def test_orchestra_without_ranking_merges_only_and_calls_no_model() -> None:
    _, recorder = _ranked_first_correct(1.0, rank=False)
    assert not [c for c in recorder.calls if c[0] == "orchestra"]


def test_judge_scores_progress_and_terminal_verdicts_at_their_rates(oracle: TaskOracle) -> None:
    world = _world(noise=0.0, a=1.0)
    agents = world.agents(load_config(None, environ={}), ListRecorder())
    device = world.device(0)
    ctx = _ctx(device)
    closer = oracle.correct(device.state)[0]
    device.execute(closer.action)
    after = device.observe()
    step = agents.judge.judge_step(ctx, closer.action, closer.description, after)
    assert step.reward == pytest.approx(0.80) and step.info["progress"] == "advance"
    back_ctx = StepContext(TASK.intent, "mobile", after, (closer.description,), app="maps")
    device.execute(Action("system_button", button="Back"))
    back = device.observe()
    regress = agents.judge.judge_step(back_ctx, Action("system_button", button="Back"), "", back)
    assert regress.reward == pytest.approx(0.15)
    end = Action("terminate", status="success")
    assert agents.judge.judge_terminal(back_ctx, end, "", back).verdict == "failure"
    liar_world = _world(a=0.0)
    liar = liar_world.agents(load_config(None, environ={}), ListRecorder())
    start = _ctx(liar_world.device(0))
    assert liar.judge.judge_terminal(start, end, "", start.observation).verdict == "success"


def test_model_server_keeps_its_concurrency_limit_and_latency() -> None:
    server = ModelServer(latency_s=0.05, concurrency=2)
    inside = 0
    most = 0
    lock = threading.Lock()

    def call() -> None:
        nonlocal inside, most
        with server.call():
            with lock:
                inside += 1
                most = max(most, inside)
            time.sleep(0.01)
            with lock:
                inside -= 1

    threads = [threading.Thread(target=call) for _ in range(6)]
    start = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert most == 2
    assert time.perf_counter() - start >= 3 * 0.05
    assert server.calls == 6 and server.busy_s >= 6 * 0.05


def test_calibrated_agents_cannot_be_chosen_from_a_config() -> None:
    from m2miner.agents.factory import build_agents
    from m2miner.llm import create_model

    config = load_config(None, environ={})
    assert "calibrated" not in str(type(build_agents(config, ListRecorder()).infer)).lower()
    models = [{"name": "m", "backend": "calibrated"}]
    with pytest.raises(ConfigError, match="'calibrated' is not a model backend"):
        load_config(None, {"models": models}, environ={})
    with pytest.raises(BackendNotFoundError):
        create_model(ModelConfig.model_construct(name="m", backend="calibrated"))


def test_calibration_rejects_rates_outside_zero_to_one() -> None:
    with pytest.raises(ValueError, match=r"Calibration\.p"):
        Calibration(p=1.5)
    assert "p=0.85" in Calibration().describe()
