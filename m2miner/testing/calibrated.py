"""Calibrated simulated agents: stand-ins for an MLLM of a set quality, on the sim world.

For benchmarks only, never a mining default, and no configuration can select them: a
benchmark passes them to :func:`m2miner.mining.run.mine` as
:class:`~m2miner.mining.run.Components`.

They see no distance to the goal. The ground truth of a task reaches them only as a
:class:`Truth`: the moves the screen offers (what a model sees on it), whether an action
is *correct* in a state (on a shortest path: it brings the goal one move closer;
``terminate`` is correct at the goal), and whether the goal holds. The oracle that
answers these (:class:`~m2miner.testing.oracle.TaskOracle`) stays behind the closures.

How they behave, with the parameters of :class:`Calibration`:

- **InferAgent.** One call samples ``K`` actions. Each sample is a correct action with
  probability ``1 - (1 - p) ** (1 / K)``, so that the ``K`` samples include a correct one
  with probability ``p``. Otherwise it is a premature ``terminate`` with probability
  ``premature``, else a wrong move of the screen drawn with Zipf weights over a fixed
  per-screen order (a model has favourite mistakes, so samples repeat). Actions in
  ``exclude`` ("do not repeat these") are not drawn; when nothing is left to draw, the
  call returns fewer than ``K`` candidates.
- **OrchestraAgent.** Merges equal candidates by the deterministic rule, then, with
  ranking on, makes ``n - 1`` calls and puts a correct candidate first with probability
  ``q`` (a wrong one otherwise, when there is one); the rest follow in random order.
- **JudgeAgent, steps.** Sees only whether the step was correct. A correct step is judged
  valid with probability ``step_tpr``, an incorrect one invalid with probability
  ``step_tnr``. The reward is drawn around ``valid_reward`` (valid) or ``invalid_reward``
  (invalid) with standard deviation ``noise``, kept on the verdict's side of 0.5.
- **JudgeAgent, terminal.** Sees only whether the goal holds (and a ``terminate`` that
  claims failure is a failure): says success with probability ``end_tpr`` when it holds,
  failure with probability ``end_tnr`` when it does not. Asked again at a temperature
  above 0 (the judge votes of ``[verify]``), each answer is an independent draw.

:data:`SETTINGS` holds two calibrations from published figures, ``paper`` and
``pessimistic``; each parameter carries its source (:meth:`Calibration.sources`), which
benchmarks print with every table. Every call is recorded through the miner's recorder
(one model call each, no tokens) and may sleep ``latency_s`` on a :class:`ModelServer`
that admits ``concurrency`` calls at a time, like a model server with a request limit.
"""

from __future__ import annotations

import functools
import random
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace

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
RATES = ("p", "q", "premature", "step_tpr", "step_tnr", "end_tpr", "end_tnr")


_SR = "M2-Miner-7B AndroidControl-High step success 72.9% (paper, main table)"
_CHOICES = {
    "premature": "modelling choice (no published figure): wrong samples that end the task early",
    "valid_reward": "modelling choice: the judge's reward for a step it calls valid",
    "invalid_reward": "modelling choice: the judge's reward for a step it calls invalid",
    "noise": "modelling choice: spread of the judge's reward around those values",
}
_PAPER_SOURCE = {
    "p": f"{_SR}, one sample; K=5 samples counted as 2 independent draws: 1-(1-0.729)^2 = 0.93",
    "q": "ZeroGUI reward precision 86.8% (AndroidWorld), taken for the 72B ranker's choice",
    "step_tpr": "ZeroGUI reward precision 86.8% (AndroidWorld)",
    "step_tnr": "ZeroGUI reward precision 86.8% (AndroidWorld)",
    "end_tpr": "MobileGym: a VLM misjudged 10.2% of real-device trajectories",
    "end_tnr": "MobileGym: a VLM misjudged 10.2% of real-device trajectories",
    **_CHOICES,
}


@dataclass(frozen=True)
class Calibration:
    """The quality of the simulated MLLM. The defaults are the ``paper`` setting."""

    p: float = 0.93
    """InferAgent: chance that the K candidates of one call include a correct action."""
    q: float = 0.868
    """OrchestraAgent: chance that a correct candidate, when present, is ranked first."""
    premature: float = 0.03
    """InferAgent: chance that a sample that is not correct is a premature ``terminate``."""
    step_tpr: float = 0.868
    """JudgeAgent: chance that a correct step is judged valid."""
    step_tnr: float = 0.868
    """JudgeAgent: chance that an incorrect step is judged invalid."""
    end_tpr: float = 0.898
    """JudgeAgent: chance that a terminal screen where the goal holds is judged a success."""
    end_tnr: float = 0.898
    """JudgeAgent: chance that a terminal screen where it does not is judged a failure."""
    valid_reward: float = 0.8
    """JudgeAgent: mean reward of a step judged valid."""
    invalid_reward: float = 0.2
    """JudgeAgent: mean reward of a step judged invalid."""
    noise: float = 0.1
    """JudgeAgent: standard deviation of a step's reward around its mean."""
    a: float | None = None
    """Shorthand: sets ``end_tpr`` and ``end_tnr`` both (a terminal judge right with
    probability ``a`` either way)."""
    latency_s: float = 0.0
    """Seconds each call takes."""
    concurrency: int = 0
    """Calls the simulated server runs at once (0: no limit)."""
    seed: int = 0
    name: str = "paper"
    """The setting these figures come from (``custom`` once changed)."""
    source: dict[str, str] = field(
        default_factory=lambda: dict(_PAPER_SOURCE), compare=False, hash=False
    )
    """Where each figure comes from, by parameter."""

    def __post_init__(self) -> None:
        if self.a is not None:
            object.__setattr__(self, "end_tpr", self.a)
            object.__setattr__(self, "end_tnr", self.a)
            object.__setattr__(self, "a", None)
        if self.name == "paper":
            moved = {k for k in RATES if getattr(self, k) != getattr(Calibration, k)}
            if moved:
                object.__setattr__(self, "name", "custom")
                kept = {k: v for k, v in self.source.items() if k not in moved}
                object.__setattr__(self, "source", kept)
        for name in (*RATES, "valid_reward", "invalid_reward"):
            value = getattr(self, name)
            if not 0.0 <= value <= 1.0:
                raise ValueError(f"Calibration.{name} must be within [0, 1], got {value}")
        if self.noise < 0 or self.latency_s < 0 or self.concurrency < 0:
            raise ValueError("Calibration noise, latency_s and concurrency must not be negative")

    def describe(self) -> str:
        """The parameters on one line, as benchmarks print them with every table."""
        shown = (*RATES, "valid_reward", "invalid_reward", "noise", "latency_s", "seed")
        values = " ".join(f"{name}={getattr(self, name)}" for name in shown)
        return f"{self.name}: {values}"

    def sources(self) -> list[str]:
        """``name=value: source`` for each parameter that has a source."""
        return [f"{k}={getattr(self, k)}: {v}" for k, v in self.source.items()]

    def with_(self, **changes: object) -> Calibration:
        """A copy with ``changes``; a changed figure loses its source."""
        source = {k: v for k, v in self.source.items() if k not in changes}
        changed = any(getattr(self, k) != v for k, v in changes.items() if k in RATES)
        name = "custom" if changed and "name" not in changes else self.name
        return replace(self, **{"name": name, **changes, "source": source})  # type: ignore[arg-type]


PAPER = Calibration()


PESSIMISTIC = Calibration(
    p=0.729,
    q=0.729,
    step_tpr=0.826,
    step_tnr=0.826,
    end_tpr=0.826,
    end_tnr=0.826,
    name="pessimistic",
    source={
        "p": f"{_SR}: K=5 samples add nothing over one",
        "q": f"{_SR}: the ranker no better than one proposal",
        **dict.fromkeys(
            ("step_tpr", "step_tnr", "end_tpr", "end_tnr"),
            "InSTA judge accuracy 82.6%, the lowest published judge figure",
        ),
        **_CHOICES,
    },
)
SETTINGS: dict[str, Calibration] = {"paper": PAPER, "pessimistic": PESSIMISTIC}
"""The two calibrations benchmarks run, from published figures (see ``source``)."""


@dataclass(frozen=True)
class Truth:
    """All the calibrated agents learn of a task's ground truth (see the module docstring).

    ``moves(state)``: the actions the screen offers, as a model reads them off it;
    ``correct(state, action)``: the action is on a shortest path to the goal;
    ``at_goal(state)``: the goal holds. No distance is reachable from here.
    """

    moves: Callable[[SimState], list[Move]]
    correct: Callable[[SimState, Action], bool]
    at_goal: Callable[[SimState], bool]

    @classmethod
    def of(cls, oracle: TaskOracle) -> Truth:
        """The three questions, answered by ``oracle`` behind closures."""
        return cls(
            moves=lambda state: oracle.moves(state),
            correct=lambda state, action: oracle.is_correct(state, action),
            at_goal=lambda state: oracle.success(state),
        )


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
    """What the three agents share: truths by intent, states, server, recorder."""

    def __init__(
        self,
        truths: dict[str, Truth],
        registry: StateRegistry,
        calibration: Calibration,
        server: ModelServer,
        recorder: CallRecorder,
    ) -> None:
        self.truths = truths
        self.registry = registry
        self.calibration = calibration
        self.server = server
        self.recorder = recorder

    def truth(self, ctx: StepContext) -> Truth:
        try:
            return self.truths[ctx.intent]
        except KeyError:
            raise ValueError(f"no calibrated truth for the intent {ctx.intent!r}") from None

    def rng(self, role: str, ctx: StepContext, *extra: object) -> random.Random:
        token = self.registry.token_of(ctx.observation)
        key = (self.calibration.seed, role, ctx.intent, token, ctx.history, *extra)
        return random.Random(repr(key))

    def record(self, role: AgentRole, texts: list[str]) -> None:
        with self.server.call() as latency:
            pass
        result = ChatResult(texts=texts, model=MODEL, latency_s=latency)
        self.recorder.record(role, MODEL, result)


TERMINATE = Action("terminate", status="success")


class CalibratedInferAgent:
    """See the module docstring."""

    def __init__(self, shared: _Calibrated) -> None:
        self.shared = shared

    def propose(self, ctx: StepContext, k: int, exclude: list[str]) -> Proposals:
        truth = self.shared.truth(ctx)
        state = self.shared.registry.state_of(ctx.observation)
        excluded = set(exclude)
        end = Move(TERMINATE, TERMINATE.describe(), state)
        options = [m for m in [*truth.moves(state), end] if m.description not in excluded]
        correct = [m for m in options if truth.correct(state, m.action)]
        wrong = [m for m in options if m not in correct and m is not end]
        premature = end if end in options and end not in correct else None
        rng = self.shared.rng("infer", ctx, tuple(exclude))
        rng.shuffle(wrong)
        weights = [1.0 / (rank + 1) for rank in range(len(wrong))]
        c = self.shared.calibration
        per_sample = 1.0 - (1.0 - c.p) ** (1.0 / max(1, k))
        picked: list[Move] = []
        for _ in range(k):
            if correct and rng.random() < per_sample:
                picked.append(rng.choice(correct))
            elif premature is not None and rng.random() < c.premature:
                picked.append(premature)
            elif wrong:
                picked.append(rng.choices(wrong, weights)[0])
        self.shared.record("infer", [m.description for m in picked])
        return Proposals([Candidate(m.action, m.description, model=MODEL) for m in picked])


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
        truth = self.shared.truth(ctx)
        state = self.shared.registry.state_of(ctx.observation)
        rng = self.shared.rng("orchestra", ctx, tuple(c.description for c in merged))
        good = [c for c in merged if truth.correct(state, c.action)]
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
        self.temperature = 0.0
        """Above 0 (the extra votes of ``[verify]``), every terminal verdict is a fresh
        draw, as a model sampled again; at 0 the same screen gets the same verdict."""
        self._draws = 0

    def judge_step(
        self, ctx: StepContext, action: Action, description: str, after: Observation
    ) -> Judgement:
        truth = self.shared.truth(ctx)
        registry = self.shared.registry
        right = truth.correct(registry.state_of(ctx.observation), action)
        c = self.shared.calibration
        rng = self.shared.rng("judge", ctx, description, registry.token_of(after))
        valid = rng.random() < c.step_tpr if right else rng.random() >= c.step_tnr
        if valid:
            reward = min(0.99, max(0.5, rng.gauss(c.valid_reward, c.noise)))
        else:
            reward = min(0.49, max(0.01, rng.gauss(c.invalid_reward, c.noise)))
        verdict = "valid" if valid else "invalid"
        self.shared.record("judge", [verdict])
        return Judgement(reward, "judge", verdict, info={"correct": right})

    def judge_terminal(
        self, ctx: StepContext, action: Action, description: str, after: Observation
    ) -> Judgement:
        truth = self.shared.truth(ctx)
        claimed = not (action.type == "terminate" and action.status == "failure")
        holds = claimed and truth.at_goal(self.shared.registry.state_of(after))
        draw: tuple[int, ...] = ()
        if self.temperature > 0:
            self._draws += 1
            draw = (self._draws,)
        token = self.shared.registry.token_of(after)
        rng = self.shared.rng("terminal", ctx, description, token, *draw)
        c = self.shared.calibration
        success = rng.random() < c.end_tpr if holds else rng.random() >= c.end_tnr
        verdict = "success" if success else "failure"
        self.shared.record("judge", [verdict])
        return Judgement(float(success), "terminal", verdict)


@functools.lru_cache(maxsize=32)
def task_oracle(task: Task, size: tuple[int, int]) -> TaskOracle:
    """The oracle of ``task`` at ``size``, built once per process (it takes seconds)."""
    return TaskOracle(task, size)


class CalibratedWorld:
    """Everything a benchmark needs to mine one app's sim tasks with calibrated agents.

    :meth:`agents` and :meth:`device` fit :class:`~m2miner.mining.run.Components`; the
    shared :attr:`server` keeps the call statistics. ``realism(index)`` gives each device
    its realism (latencies, faults); ``size`` is the screen in pixels; ``device_options``
    go to each :class:`~m2miner.devices.sim.SimDevice` (a state-only mode, say).
    """

    def __init__(
        self,
        tasks: Sequence[Task],
        calibration: Calibration = PAPER,
        *,
        size: tuple[int, int] = (1080, 2400),
        realism: Callable[[int], Realism] = lambda index: Realism(),
        seed: int = 0,
        device_options: dict[str, object] | None = None,
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
        self.device_options = dict(device_options or {})
        self.server = ModelServer(calibration.latency_s, calibration.concurrency)
        self.registry = StateRegistry()
        by_task: dict[str, TaskOracle] = {}
        self.oracles: dict[str, TaskOracle] = {}
        """Oracles by intent (the ground truth; the agents get only :attr:`truths`)."""
        self.truths: dict[str, Truth] = {}
        for task in tasks:
            if task.id not in by_task:
                by_task[task.id] = task_oracle(task, size)
            self.oracles[task.intent] = by_task[task.id]
            self.truths[task.intent] = Truth.of(by_task[task.id])

    def agents(self, config: Config, recorder: CallRecorder) -> Agents:
        shared = _Calibrated(self.truths, self.registry, self.calibration, self.server, recorder)
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
            **self.device_options,  # type: ignore[arg-type]
        )
        return OracleDevice(sim, self.registry)
