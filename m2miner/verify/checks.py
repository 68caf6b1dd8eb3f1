"""Terminal checks of a judged success that no verifier covers: judge votes and replay.

- **Votes.** The JudgeAgent's verdict is the first vote; the run's judge model is asked
  again (sampled at ``verify.vote_temperature``) and each of ``verify.judge_models``
  once, until a majority of all the votes says success (verified) or can no longer say
  it (refuted). A heuristic judge is deterministic: it is not asked again.
- **Replay.** The path is executed again from a fresh start of the app and every screen
  compared with the stored one (:mod:`m2miner.verify.screens`); a success whose path does
  not reproduce it is refuted.

Each returns a :class:`~m2miner.verify.base.Check` with the device steps and model calls
it cost; an error (a model that cannot answer, a device that fails) is ``passed: None``.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from m2miner.actions import Action
from m2miner.agents.base import JudgeAgent, StepContext
from m2miner.config import VerifyConfig
from m2miner.devices.base import Observation
from m2miner.errors import DeviceError, ModelError
from m2miner.mcts import Node
from m2miner.verify.base import Check
from m2miner.verify.screens import compare

REAL_DEVICE_VOTES = 3
_NO_OP = ("terminate", "answer")
"""Actions that change nothing on a device: a replay compares their screen, no step."""


@dataclass(frozen=True)
class CheckPlan:
    """The terminal checks a run makes: judge votes in all (1: none), and replay."""

    votes: int
    models: tuple[str, ...]
    replay: bool
    temperature: float = 0.7
    similarity: float = 0.9

    @classmethod
    def of(cls, config: VerifyConfig, *, sim: bool) -> CheckPlan:
        """``config`` with its unset values filled for the device (see VerifyConfig)."""
        votes = config.judge_votes or (1 if sim else REAL_DEVICE_VOTES)
        replay = config.replay if config.replay is not None else not sim
        return cls(
            votes,
            tuple(config.judge_models),
            replay,
            config.vote_temperature,
            config.replay_similarity,
        )

    @property
    def any(self) -> bool:
        return self.votes > 1 or bool(self.models) or self.replay


@dataclass(frozen=True)
class Voter:
    """One more vote: a judge and the name it is shown by."""

    name: str
    judge: JudgeAgent


def voters(judge: JudgeAgent, plan: CheckPlan, named: Callable[[str], JudgeAgent]) -> list[Voter]:
    """The extra votes of ``plan``: samples of ``judge`` (a judge that samples, one with a
    ``temperature``: a model judge, the calibrated one of the benchmarks), then one per
    named model (``named`` builds its judge)."""
    out = []
    if plan.votes > 1 and hasattr(judge, "temperature"):
        sampler = copy.copy(judge)
        sampler.temperature = plan.temperature  # type: ignore[attr-defined]
        name = getattr(getattr(judge, "model", None), "name", type(judge).__name__)
        out += [Voter(f"{name} sample {i}", sampler) for i in range(1, plan.votes)]
    out += [Voter(name, named(name)) for name in plan.models]
    return out


def judge_votes(
    extra: Sequence[Voter],
    ctx: StepContext,
    action: Action,
    description: str,
    after: Observation,
    model_calls: Callable[[], int],
) -> Check:
    """Ask ``extra`` voters about a judged success until a majority is certain."""
    start = model_calls()
    total = 1 + len(extra)
    need = total // 2 + 1
    said = ["success (search judge)"]
    yes = 1
    for voter in extra:
        if yes >= need or yes + (total - len(said)) < need:
            break
        try:
            judgement = voter.judge.judge_terminal(ctx, action, description, after)
        except ModelError as exc:
            error = f"{voter.name}: {exc}"[:500]
            return Check("votes", None, ", ".join(said), error, 0, model_calls() - start)
        success = judgement.verdict == "success" and judgement.reward >= 1.0
        yes += success
        said.append(f"{judgement.verdict} ({voter.name})")
    passed = yes >= need
    detail = f"{yes} of {len(said)} votes say success ({need} of {total} needed): " + ", ".join(
        said
    )
    return Check("votes", passed, detail, None, 0, model_calls() - start)


@dataclass
class Replayer:
    """What a replay needs of the miner: the device through its navigator (which
    dismisses popups and repeats dropped actions) and the stored screens."""

    start: Callable[[], Observation]
    act: Callable[[Action], Observation]
    stored: Callable[[Node], Observation]
    status_bar_px: int | None = None


def replay(path: Sequence[Node], replayer: Replayer, similarity: float) -> Check:
    """Run ``path`` (root first) again from a fresh start, comparing every screen."""
    steps = 0
    try:
        screen = replayer.start()
        for index, node in enumerate(path):
            if index > 0:
                assert isinstance(node.payload, Action)
                if node.payload.type not in _NO_OP:
                    screen = replayer.act(node.payload)
                    steps += 1
            seen = compare(replayer.stored(node), screen, similarity, replayer.status_bar_px)
            if not seen.same:
                where = "the start screen" if index == 0 else f"step {index} ({node.description})"
                detail = f"diverged at {where}: {seen.how}; similarity {seen.similarity:.2f}"
                return Check("replay", False, detail, None, steps)
    except DeviceError as exc:
        return Check("replay", None, f"after {steps} steps", str(exc)[:500], steps)
    detail = f"{steps} action{'' if steps == 1 else 's'} reproduced every stored screen"
    return Check("replay", True, detail, None, steps)
