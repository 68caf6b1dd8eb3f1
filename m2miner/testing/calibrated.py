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

- **InferAgent.** One call samples ``K`` actions. Each sample is correct with probability
  ``p``, the model's step accuracy (its top answer's). **Its mistakes persist**: on a
  given screen (intent and state) the model's knowledge is drawn once per seed, and each
  sample uses that shared draw with probability ``sqrt(correlation)``, a fresh one
  otherwise, so any two samples' errors, in one call or across re-asks, correlate by
  ``correlation``: at 1 a model wrong on a screen is wrong there every time it is asked
  (the same wrong answers), at 0 every sample is an independent draw. A wrong sample is a
  premature ``terminate`` with probability ``premature``, else a mistake drawn with Zipf
  weights over a fixed per-screen order (favourite mistakes) of what a real model gets
  wrong: the screen's other moves, a tap that does nothing, ``wait``, Back, Home and
  typing the wrong text. Actions in ``exclude`` ("do not repeat these") are not drawn;
  when nothing is left, the call returns fewer than ``K`` candidates.
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
  above 0 (the judge votes of ``[verify]``), each answer is an independent draw; at 0 the
  same question gets the same verdict, as the OrchestraAgent's does.

:data:`SETTINGS` holds two calibrations from published figures, ``paper`` and
``pessimistic``; each parameter carries its source (:meth:`Calibration.sources`), which
benchmarks print with every table. Every call is recorded through the miner's recorder
with the token counts of a real call (:class:`~m2miner.testing.calibrated_usage.Tokens`)
and may sleep ``latency_s`` on a :class:`ModelServer` that admits ``concurrency`` calls at
a time, like a model server with a request limit. The world's
:class:`~m2miner.testing.calibrated_usage.Measured` counts how often each agent was right.
"""

from __future__ import annotations

import functools
import math
import random
import threading
from collections.abc import Callable, Sequence
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
from m2miner.testing.calibrated_usage import Measured, ModelServer, Tokens
from m2miner.testing.oracle import Move, OracleDevice, StateRegistry, TaskOracle

MODEL = "calibrated"
RATES = ("p", "correlation", "q", "premature", "step_tpr", "step_tnr", "end_tpr", "end_tnr")


_SR = (
    "M2-Miner-7B AndroidControl-High step success rate 72.9% (paper, main table; a step-level"
    " figure: each step's action scored against the reference, high-level goal given)"
)
_TRAJ = "a trajectory-level figure used per step (no step-level judge figure among our sources)"
_CHOICES = {
    "premature": "modelling choice (no published figure): wrong samples that end the task early",
    "valid_reward": "modelling choice: the judge's reward for a step it calls valid",
    "invalid_reward": "modelling choice: the judge's reward for a step it calls invalid",
    "noise": "modelling choice: spread of the judge's reward around those values",
}
_PAPER_SOURCE = {
    "p": f"{_SR}; each sample, re-asks included",
    "correlation": "modelling choice (no published figure): a model asked again on the same"
    " screen repeats most of its mistakes",
    "q": "ZeroGUI reward precision 86.8% (AndroidWorld), taken for the 72B ranker's choice",
    "step_tpr": f"ZeroGUI reward precision 86.8% (AndroidWorld), {_TRAJ}",
    "step_tnr": f"ZeroGUI reward precision 86.8% (AndroidWorld), {_TRAJ}",
    "end_tpr": "MobileGym: a VLM misjudged 10.2% of real-device trajectories",
    "end_tnr": "MobileGym: a VLM misjudged 10.2% of real-device trajectories",
    **_CHOICES,
}


@dataclass(frozen=True)
class Calibration:
    """The quality of the simulated MLLM. The defaults are the ``paper`` setting."""

    p: float = 0.729
    """InferAgent: chance that one sample is a correct action (step accuracy)."""
    correlation: float = 0.8
    """InferAgent: correlation of two samples' errors on the same screen (1: a mistake is
    repeated every time the screen is asked about; 0: independent draws)."""
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
    correlation=0.95,
    q=0.729,
    step_tpr=0.826,
    step_tnr=0.826,
    end_tpr=0.826,
    end_tnr=0.826,
    name="pessimistic",
    source={
        "p": f"{_SR}; each sample, re-asks included",
        "correlation": "modelling choice (no published figure): nearly every mistake repeated",
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


class _Calibrated:
    """What the three agents share: truths by intent, states, server, recorder, and the
    counts of what they measured."""

    def __init__(
        self,
        truths: dict[str, Truth],
        registry: StateRegistry,
        calibration: Calibration,
        server: ModelServer,
        recorder: CallRecorder,
        measured: Measured | None = None,
        tokens: Tokens = Tokens(),
    ) -> None:
        self.truths = truths
        self.registry = registry
        self.calibration = calibration
        self.server = server
        self.recorder = recorder
        self.measured = measured if measured is not None else Measured()
        self.tokens = tokens
        self._asked: dict[tuple[object, ...], int] = {}
        self._lock = threading.Lock()

    def truth(self, ctx: StepContext) -> Truth:
        try:
            return self.truths[ctx.intent]
        except KeyError:
            raise ValueError(f"no calibrated truth for the intent {ctx.intent!r}") from None

    def rng(self, role: str, ctx: StepContext, *extra: object) -> random.Random:
        token = self.registry.token_of(ctx.observation)
        key = (self.calibration.seed, role, ctx.intent, token, ctx.history, *extra)
        return random.Random(repr(key))

    def screen_rng(self, ctx: StepContext, *extra: object) -> random.Random:
        """Draws fixed for the (intent, screen) and seed: what the model knows there."""
        token = self.registry.token_of(ctx.observation)
        return random.Random(repr((self.calibration.seed, "screen", ctx.intent, token, *extra)))

    def fresh_rng(self, role: str, ctx: StepContext, *extra: object) -> random.Random:
        """Draws new on every call, even one asking exactly what an earlier call asked."""
        token = self.registry.token_of(ctx.observation)
        key = (self.calibration.seed, role, ctx.intent, token, ctx.history, *extra)
        with self._lock:
            asked = self._asked.get(key, 0)
            self._asked[key] = asked + 1
        return random.Random(repr((*key, asked)))

    def record(self, role: AgentRole, texts: list[str], usage: tuple[int, int, int]) -> None:
        prompt, completion, images = usage
        with self.server.call() as latency:
            pass
        result = ChatResult(
            texts=texts,
            model=MODEL,
            latency_s=latency,
            prompt_tokens=prompt,
            completion_tokens=completion,
            info={"image_tokens": images},
        )
        self.measured.images(images)
        self.recorder.record(role, MODEL, result)


TERMINATE = Action("terminate", status="success")
WAIT = Action("wait", time=2.0)


def mistakes(truth: Truth, state: SimState, observation: Observation) -> list[Move]:
    """What a real model gets wrong on a screen besides its other moves: a tap on the
    status bar (nothing happens), ``wait``, Back, Home, and typing a text cut short."""
    tap = Action("click", x=observation.width // 2, y=max(1, observation.height // 100))
    out = [
        Move(tap, "Click the status bar", state),
        Move(WAIT, WAIT.describe(), state),
        *(Move(Action("system_button", button=b), f"Press {b}", state) for b in ("Back", "Home")),
    ]
    for move in truth.moves(state):
        text = move.action.text if move.action.type == "type" else None
        if text and len(text) > 1:
            cut = text.rsplit(" ", 1)[0] if " " in text else text[:-1]
            out.append(Move(Action("type", text=cut), f'Type "{cut}"', state))
    return out


class CalibratedInferAgent:
    """See the module docstring."""

    def __init__(self, shared: _Calibrated) -> None:
        self.shared = shared

    def _options(self, ctx: StepContext, state: SimState) -> tuple[list[Move], list[Move]]:
        """The screen's correct moves, and its wrong ones in the model's fixed order of
        favourite mistakes (``terminate`` apart)."""
        truth = self.shared.truth(ctx)
        end = Move(TERMINATE, TERMINATE.describe(), state)
        moves = [*truth.moves(state), end]
        known = {m.action for m in moves}
        moves += [m for m in mistakes(truth, state, ctx.observation) if m.action not in known]
        correct = [m for m in moves if truth.correct(state, m.action)]
        wrong = [m for m in moves if m not in correct and m is not end]
        self.shared.screen_rng(ctx, "order").shuffle(wrong)
        return correct, wrong

    def propose(self, ctx: StepContext, k: int, exclude: list[str]) -> Proposals:
        state = self.shared.registry.state_of(ctx.observation)
        excluded = set(exclude)
        correct, wrong = self._options(ctx, state)
        correct = [m for m in correct if m.description not in excluded]
        wrong = [m for m in wrong if m.description not in excluded]
        end = TERMINATE.describe()
        premature = None
        if end not in excluded and not any(m.action == TERMINATE for m in correct):
            premature = Move(TERMINATE, end, state)
        weights = [1.0 / (rank + 1) for rank in range(len(wrong))]
        c = self.shared.calibration
        shared_share = math.sqrt(c.correlation)
        knows = self.shared.screen_rng(ctx, "knows").random()
        fresh = self.shared.fresh_rng("infer", ctx, tuple(exclude))
        picked: list[Move] = []
        for i in range(k):
            shared = fresh.random() < shared_share
            draw = self.shared.screen_rng(ctx, "sample", i) if shared else fresh
            u = knows if shared else fresh.random()
            if correct and u < c.p:
                picked.append(draw.choice(correct))
            elif premature is not None and draw.random() < c.premature:
                picked.append(premature)
            elif wrong:
                picked.append(draw.choices(wrong, weights)[0])
        if correct:
            hits = [m in correct for m in picked]
            key = (ctx.intent, self.shared.registry.token_of(ctx.observation), ctx.history)
            self.shared.measured.proposed(key, bool(hits) and hits[0], any(hits))
        usage = self.shared.tokens.infer(len(ctx.history), len(exclude), k)
        self.shared.record("infer", [m.description for m in picked], usage)
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
        for asked in range(len(merged) - 1):
            usage = self.shared.tokens.rank(len(merged) - asked)
            self.shared.record("orchestra", ["A"], usage)
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
        self.shared.measured.judged(False, valid == right)
        self.shared.record("judge", [verdict], self.shared.tokens.judge(2))
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
        self.shared.measured.judged(True, success == holds)
        self.shared.record("judge", [verdict], self.shared.tokens.judge(1))
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
        tokens: Tokens = Tokens(),
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
        self.measured = Measured()
        """How often the agents were right and the image tokens they read, over all trees."""
        self.tokens = tokens
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
        shared = _Calibrated(
            self.truths,
            self.registry,
            self.calibration,
            self.server,
            recorder,
            self.measured,
            self.tokens,
        )
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
