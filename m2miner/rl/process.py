"""Process rewards: a score for each non-terminal step, from the JudgeAgent or the critic.

:class:`~m2miner.rl.env.DeviceEnv` gives every step that does not end the episode 0.0
unless it is given a ``process_reward``; the reward of ``terminate``/``answer`` is always
the verifier's. The adapters here turn the miner's own step scorers into one:

- :class:`JudgeProcessReward`: the JudgeAgent's ``judge_step`` (the probability that the
  step was valid, from the first-token log-probabilities of ``valid``/``invalid``, or the
  answer text where the backend gives none), with the same prompt the search judges its
  nodes with: the intent, the steps so far, the screens before and after. **One judge
  call per step**: a rollout of n steps costs n - 1 judge calls besides the policy's n.
- :class:`CriticProcessReward`: the learned critic's score of the step (no model call;
  one forward pass of its vision encoder over the two screens).

Each returns a :class:`~m2miner.agents.base.Judgement`, scaled by ``weight``; the
environment records its verdict and source in ``info["process"]``. A rollout's reward is
the sum of its steps' rewards, so with process rewards on, a rollout's reward is the
verifier's plus ``weight`` times the steps' scores; keep ``weight`` small (e.g. 0.1)
when the verifier's verdict should dominate.

Built from a configuration with :func:`process_reward_from`: ``judge`` (the model of
``[agents.judge]``), ``judge:NAME`` (a ``[[models]]`` entry, any backend) or
``critic:PATH`` (a critic ``m2miner train --role critic`` wrote).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Protocol

from m2miner.actions import Action
from m2miner.agents.base import CallRecorder, JudgeAgent, Judgement, NullRecorder, StepContext
from m2miner.config import Config
from m2miner.devices.base import Observation
from m2miner.errors import ConfigError
from m2miner.rl.pool import Task


@dataclass(frozen=True)
class ProcessStep:
    """One non-terminal step, as a process reward sees it."""

    task: Task
    step: int
    """1 for the episode's first step."""
    history: tuple[str, ...]
    """Descriptions of the episode's earlier steps, oldest first."""
    before: Observation
    action: Action
    description: str
    """The step's own description (the model's ``Action:`` line, else the action's)."""
    after: Observation


class StepScorer(Protocol):
    """What the critic adapter needs: :class:`m2miner.critic.learned.model.LearnedCritic`."""

    def score(
        self, before: Any, after: Any, action: Action | None, intent: str, description: str = ""
    ) -> float: ...


class JudgeProcessReward:
    """A process reward from a JudgeAgent's ``judge_step``; one judge call per step."""

    def __init__(self, judge: JudgeAgent, *, weight: float = 1.0) -> None:
        self.judge = judge
        self.weight = weight
        self.calls = 0
        """Judge calls made so far (one per scored step)."""

    def __call__(self, step: ProcessStep) -> Judgement:
        ctx = StepContext(
            intent=step.task.intent,
            domain=step.task.domain,
            observation=step.before,
            history=step.history,
            app=step.task.app,
        )
        self.calls += 1
        judged = self.judge.judge_step(ctx, step.action, step.description, step.after)
        return _scaled(judged, self.weight)


class CriticProcessReward:
    """A process reward from the learned critic's score of the step (no model call)."""

    def __init__(self, critic: StepScorer, *, weight: float = 1.0) -> None:
        self.critic = critic
        self.weight = weight

    def __call__(self, step: ProcessStep) -> Judgement:
        score = self.critic.score(
            step.before, step.after, step.action, step.task.intent, step.description
        )
        verdict = "valid" if score >= 0.5 else "invalid"
        return _scaled(Judgement(score, "critic", verdict, info={"score": score}), self.weight)


def _scaled(judged: Judgement, weight: float) -> Judgement:
    if weight == 1.0:
        return judged
    info = {**judged.info, "unscaled": judged.reward, "weight": weight}
    return replace(judged, reward=judged.reward * weight, info=info)


def process_reward_from(
    config: Config,
    spec: str,
    *,
    weight: float = 1.0,
    recorder: CallRecorder | None = None,
) -> JudgeProcessReward | CriticProcessReward:
    """The process reward ``spec`` names: ``judge`` (the model ``[agents.judge]`` names),
    ``judge:NAME`` (that ``[[models]]`` entry, created through its backend) or
    ``critic:PATH`` (a saved learned critic; needs torch). ``recorder`` receives every
    judge call, as the miner's recorder does. ConfigError for anything else."""
    kind, _, arg = spec.partition(":")
    if kind == "judge":
        name = arg or config.agents.judge.model
        if not name:
            raise ConfigError(
                "a judge process reward needs a judge model",
                hint="use judge:NAME (a [[models]] entry) or set [agents.judge] model",
            )
        from m2miner.agents.judge import ModelJudgeAgent
        from m2miner.llm import create_model

        model_config = config.model(name)
        judge = ModelJudgeAgent(
            create_model(model_config),
            model_config,
            config.agents.judge,
            recorder or NullRecorder(),
        )
        return JudgeProcessReward(judge, weight=weight)
    if kind == "critic" and arg:
        from m2miner.critic.learned.model import load_critic

        return CriticProcessReward(load_critic(arg), weight=weight)
    raise ConfigError(
        f"unknown process reward {spec!r}",
        hint="use judge, judge:NAME (a [[models]] entry) or critic:PATH (a trained critic)",
    )
