"""Calibrated simulated agents: stand-ins for an MLLM of a set quality, on the sim world.

For benchmarks only. They read the sim device's exact state (through
:class:`~m2miner.testing.oracle.OracleDevice`), which no real agent can, so they are
never a mining default and no configuration can select them: a benchmark passes them to
:func:`m2miner.mining.run.mine` as :class:`~m2miner.mining.run.Components`.

How they behave, with the parameters of :class:`Calibration`:

- **InferAgent.** One call samples ``K`` actions. Each sample is a correct next action
  (one that brings the goal a move closer; ``terminate`` at the goal) with probability
  ``1 - (1 - p) ** (1 / K)``, so that the ``K`` samples include a correct one with
  probability ``p``. Otherwise it is a premature ``terminate`` with probability
  ``premature``, else a wrong move of the screen drawn with Zipf weights over a fixed
  per-screen order (a model has favourite mistakes, so samples repeat). Actions in
  ``exclude`` ("do not repeat these") are not drawn; when nothing is left to draw, the
  call returns fewer than ``K`` candidates.
- **OrchestraAgent.** Merges equal candidates by the deterministic rule, then, with
  ranking on, makes ``n - 1`` calls and puts a correct candidate first with probability
  ``q`` (a wrong one otherwise); the rest follow in random order.
- **JudgeAgent.** A step's probability of being valid is ``advance``, ``stall`` or
  ``regress`` (it brought the goal closer, left the distance as it was, or moved away or
  off the known map) plus Gaussian noise of standard deviation ``noise``, clipped to
  ``[0.01, 0.99]``. A terminal verdict is right with probability ``a``.

Every call is recorded through the miner's recorder (one model call each, no tokens) and
may sleep ``latency_s`` on a :class:`ModelServer` that admits ``concurrency`` calls at a
time, like a model server with a request limit.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, fields

from m2miner.actions import Action
from m2miner.agents.base import (
    AgentRole,
    Agents,
    CallRecorder,
    Candidate,
    Judgement,
    Proposals,
    StepContext,
)
from m2miner.agents.merge import Screen, merge_candidates
from m2miner.config import Config
from m2miner.devices.base import Observation
from m2miner.devices.sim import Realism, SimDevice, SimState, Task
from m2miner.llm.base import ChatResult
from m2miner.testing.oracle import Move, OracleDevice, StateRegistry, TaskOracle

MODEL = "calibrated"


@dataclass(frozen=True)
class Calibration:
    """The quality of the simulated MLLM. The defaults model a 7B GUI model."""

    p: float = 0.85
    """InferAgent: chance that the K candidates of one call include a correct action."""
    q: float = 0.70
    """OrchestraAgent: chance that a correct candidate, when present, is ranked first."""
    premature: float = 0.03
    """InferAgent: chance that a sample that is not correct is a premature ``terminate``."""
    a: float = 0.90
    """JudgeAgent: chance that a terminal verdict (success or failure) is right."""
    advance: float = 0.80
    """JudgeAgent: mean P(valid) of a step that brings the goal one move closer."""
    stall: float = 0.35
    """JudgeAgent: mean P(valid) of a step that leaves the distance to the goal as it was."""
    regress: float = 0.15
    """JudgeAgent: mean P(valid) of a step away from the goal or off the known map."""
    noise: float = 0.12
    """JudgeAgent: standard deviation of the noise on P(valid)."""
    latency_s: float = 0.0
    """Seconds each call takes."""
    concurrency: int = 0
    """Calls the simulated server runs at once (0: no limit)."""
    seed: int = 0

    def __post_init__(self) -> None:
        for name in ("p", "q", "premature", "a", "advance", "stall", "regress"):
            value = getattr(self, name)
            if not 0.0 <= value <= 1.0:
                raise ValueError(f"Calibration.{name} must be within [0, 1], got {value}")
        if self.noise < 0 or self.latency_s < 0 or self.concurrency < 0:
            raise ValueError("Calibration noise, latency_s and concurrency must not be negative")

    def describe(self) -> str:
        """The parameters on one line, as benchmarks print them with every table."""
        return " ".join(f"{f.name}={getattr(self, f.name)}" for f in fields(self))


class ModelServer:
    """The simulated model server: a latency per call and a limit on calls at once."""

    def __init__(self, latency_s: float = 0.0, concurrency: int = 0) -> None:
        self.latency_s = latency_s
        self._slots = threading.BoundedSemaphore(concurrency) if concurrency else None
        self._lock = threading.Lock()
        self.calls = 0
        self.busy_s = 0.0
        """Seconds callers spent in calls, queueing for the limit included."""

    @contextmanager
    def call(self) -> Iterator[float]:
        """One call: waits for a free slot, sleeps the latency; yields the latency."""
        start = time.perf_counter()
        if self._slots is not None:
            self._slots.acquire()
        try:
            if self.latency_s > 0:
                time.sleep(self.latency_s)
            yield self.latency_s
        finally:
            if self._slots is not None:
                self._slots.release()
            with self._lock:
                self.calls += 1
                self.busy_s += time.perf_counter() - start


class _Calibrated:
    """What the three agents share: oracles by intent, states, server, recorder."""

    def __init__(
        self,
        oracles: dict[str, TaskOracle],
        registry: StateRegistry,
        calibration: Calibration,
        server: ModelServer,
        recorder: CallRecorder,
    ) -> None:
        self.oracles = oracles
        self.registry = registry
        self.calibration = calibration
        self.server = server
        self.recorder = recorder

    def oracle(self, ctx: StepContext) -> TaskOracle:
        try:
            return self.oracles[ctx.intent]
        except KeyError:
            raise ValueError(f"no calibrated oracle for the intent {ctx.intent!r}") from None

    def rng(self, role: str, ctx: StepContext, *extra: object) -> random.Random:
        token = self.registry.token_of(ctx.observation)
        key = (self.calibration.seed, role, ctx.intent, token, ctx.history, *extra)
        return random.Random(repr(key))

    def record(self, role: AgentRole, texts: list[str]) -> None:
        with self.server.call() as latency:
            pass
        result = ChatResult(texts=texts, model=MODEL, latency_s=latency)
        self.recorder.record(role, MODEL, result)


class CalibratedInferAgent:
    """See the module docstring."""

    def __init__(self, shared: _Calibrated) -> None:
        self.shared = shared

    def propose(self, ctx: StepContext, k: int, exclude: list[str]) -> Proposals:
        oracle = self.shared.oracle(ctx)
        state = self.shared.registry.state_of(ctx.observation)
        excluded = set(exclude)
        correct = [m for m in oracle.correct(state) if m.description not in excluded]
        wrong = _wrong_moves(oracle, state, correct, excluded)
        rng = self.shared.rng("infer", ctx, tuple(exclude))
        rng.shuffle(wrong)
        weights = [1.0 / (rank + 1) for rank in range(len(wrong))]
        end = _premature_end(oracle, state, excluded)
        c = self.shared.calibration
        per_sample = 1.0 - (1.0 - c.p) ** (1.0 / max(1, k))
        picked: list[Move] = []
        for _ in range(k):
            if correct and rng.random() < per_sample:
                picked.append(rng.choice(correct))
            elif end is not None and rng.random() < c.premature:
                picked.append(end)
            elif wrong:
                picked.append(rng.choices(wrong, weights)[0])
        self.shared.record("infer", [m.description for m in picked])
        return Proposals([Candidate(m.action, m.description, model=MODEL) for m in picked])


def _wrong_moves(
    oracle: TaskOracle, state: SimState, correct: Sequence[Move], excluded: set[str]
) -> list[Move]:
    right = {m.description for m in correct}
    moves = [m for m in oracle.moves(state) if m.description not in right | excluded]
    return moves


def _premature_end(oracle: TaskOracle, state: SimState, excluded: set[str]) -> Move | None:
    """``terminate`` where it is wrong, unless excluded."""
    end = Move(Action("terminate", status="success"), "Terminate: success", state)
    if oracle.goal_distance(state) == 0 or end.description in excluded:
        return None
    return end


class CalibratedOrchestraAgent:
    """See the module docstring; ``rank=False`` merges only (proposal order kept)."""

    def __init__(self, shared: _Calibrated, *, rank: bool = True) -> None:
        self.shared = shared
        self.rank = rank

    def merge_and_rank(self, ctx: StepContext, candidates: list[Candidate]) -> list[Candidate]:
        merged = merge_candidates(candidates, Screen.of(ctx.observation))
        if not self.rank or len(merged) < 2:
            return merged
        for _ in range(len(merged) - 1):
            self.shared.record("orchestra", ["A"])
        oracle = self.shared.oracle(ctx)
        state = self.shared.registry.state_of(ctx.observation)
        rng = self.shared.rng("orchestra", ctx, tuple(c.description for c in merged))
        good = [c for c in merged if oracle.is_correct(state, c.action)]
        bad = [c for c in merged if c not in good]
        pick_good = bool(good) and (rng.random() < self.shared.calibration.q or not bad)
        first = rng.choice(good if pick_good else bad)
        rest = [c for c in merged if c is not first]
        rng.shuffle(rest)
        return [first, *rest]


class CalibratedJudgeAgent:
    """See the module docstring."""

    def __init__(self, shared: _Calibrated) -> None:
        self.shared = shared

    def judge_step(
        self, ctx: StepContext, action: Action, description: str, after: Observation
    ) -> Judgement:
        oracle = self.shared.oracle(ctx)
        registry = self.shared.registry
        before_d = oracle.goal_distance(registry.state_of(ctx.observation))
        after_d = oracle.goal_distance(registry.state_of(after))
        c = self.shared.calibration
        if after_d is None:
            mean, kind = c.regress, "lost"
        elif before_d is None or after_d < before_d:
            mean, kind = c.advance, "advance"
        elif after_d == before_d:
            mean, kind = c.stall, "stall"
        else:
            mean, kind = c.regress, "regress"
        rng = self.shared.rng("judge", ctx, description, registry.token_of(after))
        reward = min(0.99, max(0.01, rng.gauss(mean, c.noise)))
        verdict = "valid" if reward >= 0.5 else "invalid"
        self.shared.record("judge", [verdict])
        return Judgement(reward, "judge", verdict, info={"progress": kind})

    def judge_terminal(
        self, ctx: StepContext, action: Action, description: str, after: Observation
    ) -> Judgement:
        oracle = self.shared.oracle(ctx)
        claimed = not (action.type == "terminate" and action.status == "failure")
        truth = claimed and oracle.success(self.shared.registry.state_of(after))
        rng = self.shared.rng("terminal", ctx, description, self.shared.registry.token_of(after))
        success = truth if rng.random() < self.shared.calibration.a else not truth
        verdict = "success" if success else "failure"
        self.shared.record("judge", [verdict])
        return Judgement(float(success), "terminal", verdict)


class CalibratedWorld:
    """Everything a benchmark needs to mine one app's sim tasks with calibrated agents.

    :meth:`agents` and :meth:`device` fit :class:`~m2miner.mining.run.Components`; the
    shared :attr:`server` keeps the call statistics. ``realism(index)`` gives each device
    its realism (latencies, faults); ``size`` is the screen in pixels.
    """

    def __init__(
        self,
        tasks: Sequence[Task],
        calibration: Calibration = Calibration(),
        *,
        size: tuple[int, int] = (1080, 2400),
        realism: Callable[[int], Realism] = lambda index: Realism(),
        seed: int = 0,
    ) -> None:
        apps = {t.app for t in tasks}
        if len(apps) != 1:
            raise ValueError(f"a calibrated world mines one app at a time, got {sorted(apps)}")
        self.app = apps.pop()
        self.tasks = tuple(tasks)
        self.calibration = calibration
        self.size = size
        self.realism = realism
        self.seed = seed
        self.server = ModelServer(calibration.latency_s, calibration.concurrency)
        self.registry = StateRegistry()
        by_task: dict[str, TaskOracle] = {}
        self.oracles: dict[str, TaskOracle] = {}
        """Oracles by intent; intents made from one task share its oracle."""
        for task in tasks:
            if task.id not in by_task:
                by_task[task.id] = TaskOracle(task, size)
            self.oracles[task.intent] = by_task[task.id]

    def agents(self, config: Config, recorder: CallRecorder) -> Agents:
        shared = _Calibrated(self.oracles, self.registry, self.calibration, self.server, recorder)
        return Agents(
            CalibratedInferAgent(shared),
            CalibratedOrchestraAgent(shared, rank=config.agents.orchestra.rank),
            CalibratedJudgeAgent(shared),
        )

    def device(self, index: int) -> OracleDevice:
        width, height = self.size
        sim = SimDevice(
            self.app,
            width=width,
            height=height,
            realism=self.realism(index),
            seed=self.seed + index,
            index=index,
        )
        return OracleDevice(sim, self.registry)
