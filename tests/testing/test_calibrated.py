"""Calibrated simulated agents: the oracle is exact on the sim, the agents hit their rates."""

from __future__ import annotations

import math
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
from m2miner.testing.calibrated import (
    PAPER,
    PESSIMISTIC,
    SETTINGS,
    CalibratedWorld,
    Calibration,
    ModelServer,
    Truth,
)
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


def _asks(p: float, correlation: float, seed: int = 0) -> tuple[StepContext, list, list]:
    """Two calls asking the same question of the start screen, and the oracle's verdicts."""
    world = _world(p=p, correlation=correlation, seed=seed)
    agents = world.agents(load_config(None, environ={}), ListRecorder())
    device = world.device(0)
    oracle = world.oracles[TASK.intent]
    ctx = _ctx(device)
    first, second = (agents.infer.propose(ctx, 5, []).candidates for _ in range(2))
    return ctx, first, [oracle.is_correct(device.state, c.action) for c in first + second]


def test_at_correlation_one_asking_again_gives_the_same_wrong_answer() -> None:
    wrong = 0
    for seed in range(20):
        world = _world(p=0.5, correlation=1.0, seed=seed)
        agents = world.agents(load_config(None, environ={}), ListRecorder())
        device = world.device(0)
        oracle = world.oracles[TASK.intent]
        ctx = _ctx(device)
        first = agents.infer.propose(ctx, 5, []).candidates
        # Asked again, with another history too: the same screen, the same answers.
        again = agents.infer.propose(ctx, 5, []).candidates
        later = agents.infer.propose(_ctx(device, ("Press Back",)), 5, []).candidates
        assert first == again == later
        verdicts = {oracle.is_correct(device.state, c.action) for c in first}
        assert len(verdicts) == 1  # the model knows this screen or it does not
        wrong += verdicts == {False}
    assert 4 <= wrong <= 16  # about half the seeds' models are wrong here, and stay wrong


def _error_correlation(correlation: float, pairs: int = 300) -> float:
    """Pearson correlation of two asks' top answers being wrong, over seeded models."""
    xs, ys = [], []
    for seed in range(pairs):
        _, first, verdicts = _asks(0.5, correlation, seed)
        xs.append(not verdicts[0])
        ys.append(not verdicts[len(first)])
    mx, my = sum(xs) / pairs, sum(ys) / pairs
    cov = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / pairs
    return cov / math.sqrt(mx * (1 - mx) * my * (1 - my))


@pytest.mark.slow  # thousands of draws (about 6 s)
def test_errors_are_independent_at_correlation_zero_and_correlated_between() -> None:
    # 300 pairs: the standard error of a correlation near 0 is about 0.06.
    assert _error_correlation(0.0) == pytest.approx(0.0, abs=0.18)
    assert _error_correlation(0.5) == pytest.approx(0.5, abs=0.18)
    assert _error_correlation(1.0) == pytest.approx(1.0)


def test_each_sample_is_correct_with_probability_p_and_is_measured() -> None:
    world = _world(p=0.6, correlation=0.0)
    agents = world.agents(load_config(None, environ={}), ListRecorder())
    device = world.device(0)
    oracle = world.oracles[TASK.intent]
    samples = tops = 0
    firsts = []
    for _ in range(200):
        candidates = agents.infer.propose(_ctx(device), 5, []).candidates
        verdicts = [oracle.is_correct(device.state, c.action) for c in candidates]
        samples += sum(verdicts)
        tops += verdicts[0]
        firsts.append(verdicts[0])
    assert samples / 1000 == pytest.approx(0.6, abs=0.07)
    measured = world.measured
    assert measured.infer_calls == 200 and measured.infer_top == tops
    # One question, asked 200 times: a correct action was among the answers at least once.
    assert measured.screens == 1 == measured.screens_solved
    assert measured.first_top == firsts[0]
    assert measured.image_tokens == 200 * world.tokens.image


def test_wrong_answers_include_no_ops_back_home_and_wrong_text(oracle: TaskOracle) -> None:
    world = _world(p=0.0, correlation=0.0)
    agents = world.agents(load_config(None, environ={}), ListRecorder())
    device = world.device(0)
    for action in _walk(oracle, device)[:1]:  # into the search field
        device.execute(action)
    seen = set()
    for _ in range(300):
        seen |= {c.action for c in agents.infer.propose(_ctx(device), 5, []).candidates}
    kinds = {(a.type, a.button) for a in seen}
    assert {("wait", None), ("system_button", "Back"), ("system_button", "Home")} <= kinds
    assert any(a.type == "click" and a.y == SIZE[1] // 100 for a in seen)  # the status bar
    assert Action("type", text="Grand") in seen  # the intent's text cut short


def test_calls_carry_the_tokens_of_a_real_call() -> None:
    world = _world()
    recorder = ListRecorder()
    agents = world.agents(load_config(None, environ={}), recorder)
    device = world.device(0)
    ctx = _ctx(device, ("Press Back", "Press Back"))
    agents.infer.propose(ctx, 5, ["Press Home"])
    tokens = world.tokens
    assert tokens.image == 86 * 39  # a 1080x2400 screenshot in 28 px patches
    ((role, _, call, _),) = recorder.calls
    assert role == "infer" and call is not None
    expected = tokens.infer_text + 2 * tokens.per_history_step + tokens.per_exclusion
    assert call.prompt_tokens == expected + tokens.image
    assert call.completion_tokens == 5 * tokens.infer_answer
    assert call.info == {"image_tokens": tokens.image}


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


def _judge_rates(oracle: TaskOracle, n: int = 400, **calibration: float) -> dict[str, float]:
    """Shares of valid verdicts on a correct and a wrong step, and of success verdicts on
    a screen where the goal holds and one where it does not, over ``n`` seeded draws."""
    world = _world(**calibration)
    agents = world.agents(load_config(None, environ={}), ListRecorder())
    device = world.device(0)
    before = device.observe()
    state = device.state
    right = oracle.correct(state)[0]
    wrong = next(m for m in oracle.moves(state) if not oracle.is_correct(state, m.action))
    end = Action("terminate", status="success")
    counts = dict.fromkeys(("right", "wrong", "goal", "not_goal"), 0)
    for i in range(n):
        ctx = StepContext(TASK.intent, "mobile", before, (f"step {i}",), app="maps")
        for key, move in (("right", right), ("wrong", wrong)):
            judged = agents.judge.judge_step(ctx, move.action, move.description, before)
            assert (judged.verdict == "valid") == (judged.reward >= 0.5)
            counts[key] += judged.verdict == "valid"
        counts["not_goal"] += agents.judge.judge_terminal(ctx, end, "", before).verdict == "success"
    start = device.snapshot()
    for action in _walk(oracle, device):
        device.execute(action)
    goal = device.observe()
    for i in range(n):
        ctx = StepContext(TASK.intent, "mobile", goal, (f"step {i}",), app="maps")
        counts["goal"] += agents.judge.judge_terminal(ctx, end, "", goal).verdict == "success"
    device.restore(start)
    return {key: value / n for key, value in counts.items()}


def _walk(oracle: TaskOracle, device: OracleDevice) -> list[Action]:
    """The actions of one shortest path from the device's state to the goal."""
    state, actions = device.state, []
    while not oracle.success(state):
        move = oracle.correct(state)[0]
        actions.append(move.action)
        state = move.after
    return actions


@pytest.mark.parametrize(("tpr", "tnr", "end_tpr", "end_tnr"), [(0.87, 0.8, 0.9, 0.7)])
def test_judge_verdicts_hold_their_true_positive_and_negative_rates(
    oracle: TaskOracle, tpr: float, tnr: float, end_tpr: float, end_tnr: float
) -> None:
    rates = _judge_rates(oracle, step_tpr=tpr, step_tnr=tnr, end_tpr=end_tpr, end_tnr=end_tnr)
    # 400 draws: 3.5 standard errors of a share near 0.8 is about 0.07.
    assert rates["right"] == pytest.approx(tpr, abs=0.07)
    assert rates["wrong"] == pytest.approx(1 - tnr, abs=0.07)
    assert rates["goal"] == pytest.approx(end_tpr, abs=0.07)
    assert rates["not_goal"] == pytest.approx(1 - end_tnr, abs=0.07)


def test_a_perfect_judge_is_never_wrong_and_a_liar_always(oracle: TaskOracle) -> None:
    perfect = _judge_rates(oracle, n=40, step_tpr=1.0, step_tnr=1.0, a=1.0)
    assert perfect == {"right": 1.0, "wrong": 0.0, "goal": 1.0, "not_goal": 0.0}
    liar = _judge_rates(oracle, n=40, step_tpr=0.0, step_tnr=0.0, a=0.0)
    assert liar == {"right": 0.0, "wrong": 1.0, "goal": 0.0, "not_goal": 1.0}


def test_step_rewards_are_drawn_around_the_stated_values(oracle: TaskOracle) -> None:
    world = _world(step_tpr=1.0, step_tnr=1.0, noise=0.0)
    agents = world.agents(load_config(None, environ={}), ListRecorder())
    device = world.device(0)
    ctx = _ctx(device)
    right = oracle.correct(device.state)[0]
    judged = agents.judge.judge_step(ctx, right.action, right.description, device.observe())
    assert judged.reward == pytest.approx(0.8) and judged.info == {"correct": True}
    back = Action("system_button", button="Back")
    judged = agents.judge.judge_step(ctx, back, "", device.observe())
    assert judged.reward == pytest.approx(0.2) and judged.info == {"correct": False}


class _DistanceSpy:
    """Stands in for a task oracle and fails the test if a distance is asked for."""

    def __init__(self, oracle: TaskOracle) -> None:
        self.oracle = oracle
        self.asked: list[str] = []

    def __getattr__(self, name: str) -> object:
        if "distance" in name:
            raise AssertionError(f"a calibrated agent asked the oracle for {name}")
        self.asked.append(name)
        return getattr(self.oracle, name)


def test_calibrated_agents_see_no_distance() -> None:
    world = _world()
    spy = _DistanceSpy(world.oracles[TASK.intent])
    world.truths[TASK.intent] = Truth.of(spy)  # type: ignore[arg-type]
    agents = world.agents(load_config(None, environ={}), ListRecorder())
    # What the agents hold: the three questions, no oracle, no distance table.
    truth = agents.infer.shared.truths[TASK.intent]  # type: ignore[attr-defined]
    assert set(vars(truth)) == {"moves", "correct", "at_goal"}
    shared = vars(agents.infer.shared)  # type: ignore[attr-defined]
    assert not [k for k in shared if "oracle" in k or "distance" in k]
    # Every role works through the spy, which refuses any distance: the oracle is asked
    # only the three questions.
    device = world.device(0)
    ctx = _ctx(device)
    candidates = agents.infer.propose(ctx, 5, []).candidates
    ranked = agents.orchestra.merge_and_rank(ctx, candidates)
    device.execute(ranked[0].action)
    agents.judge.judge_step(ctx, ranked[0].action, ranked[0].description, device.observe())
    end = Action("terminate", status="success")
    agents.judge.judge_terminal(ctx, end, "", device.observe())
    assert set(spy.asked) == {"moves", "is_correct", "success"}


def _ranking_share(q: float, rounds: int = 300) -> float:
    world = _world(p=1.0, q=q)
    agents = world.agents(load_config(None, environ={}), ListRecorder())
    device = world.device(0)
    oracle = world.oracles[TASK.intent]
    firsts = 0
    for i in range(rounds):
        ctx = _ctx(device, history=(f"step {i}",))
        candidates = agents.infer.propose(ctx, 5, []).candidates
        wrong = Candidate(Action("system_button", button="Back"), "Press the Back button")
        ranked = agents.orchestra.merge_and_rank(ctx, [*candidates, wrong])
        firsts += oracle.is_correct(device.state, ranked[0].action)
    return firsts / rounds


def test_orchestra_ranking_holds_q_over_many_draws() -> None:
    assert _ranking_share(0.7) == pytest.approx(0.7, abs=0.09)


@pytest.mark.parametrize("name", ["paper", "pessimistic"])
def test_settings_carry_a_source_for_each_rate(name: str) -> None:
    setting = SETTINGS[name]
    assert setting.name == name
    assert set(setting.source) >= {"p", "q", "step_tpr", "step_tnr", "end_tpr", "end_tnr"}
    assert all(line.split(":")[0].count("=") == 1 for line in setting.sources())
    assert setting.describe().startswith(f"{name}: p=")


def test_pessimistic_is_below_paper_on_every_rate_and_repeats_more_mistakes() -> None:
    for rate in ("q", "step_tpr", "step_tnr", "end_tpr", "end_tnr"):
        assert getattr(PESSIMISTIC, rate) < getattr(PAPER, rate), rate
    assert PESSIMISTIC.p == PAPER.p == 0.729  # the published step accuracy, both
    assert PESSIMISTIC.correlation > PAPER.correlation


def test_a_changed_rate_loses_its_source() -> None:
    changed = Calibration(p=0.5)
    assert changed.name == "custom" and "p" not in changed.source and "q" in changed.source
    assert PESSIMISTIC.with_(q=0.5).name == "custom"


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
    assert "p=0.729 correlation=0.8" in Calibration().describe()
