"""Policies a rollout run can use without a trained model, and the prompt they answer.

A policy is ``policy(observation, info) -> action | Answer`` (see
:func:`m2miner.rl.rollout.run_episode`). Every policy here answers the InferAgent's user
prompt for the screen (:func:`policy_prompt`: the intent and the steps so far) with the
text the InferAgent writes (:func:`m2miner.action_parse.format_tool_call`), so the stored
trace is exactly what ``train --role policy --method grpo`` scores a model on.

- ``reference``: the task's reference actions, then ``terminate(failure)``; every reward
  is the verifier's verdict on the reference (a check of the pool and the environment).
- ``explore:P``: the reference, but each step with probability ``P`` an exploratory
  action instead (Back, a tap at a random point, or an early ``terminate(success)``), so
  a group's rewards differ and GRPO has advantages to learn from.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from m2miner.action_parse import format_tool_call
from m2miner.actions import Action
from m2miner.coords import CoordSystem
from m2miner.errors import ConfigError
from m2miner.prompts import history_text, render_prompt
from m2miner.rl.rollout import Answer

Policy = Callable[[Any, dict[str, Any]], Any]
POLICY_KINDS = ("reference", "explore")


def policy_prompt(domain: str, intent: str, history: Sequence[str]) -> str:
    """The InferAgent's user prompt: the intent and the descriptions of the steps so far."""
    return render_prompt(domain, "infer_user", intent=intent, history=history_text(history))


def parse_policy(spec: str) -> tuple[str, float]:
    """``reference`` or ``explore:P`` (0 <= P <= 1) as (kind, P); ConfigError otherwise."""
    kind, _, arg = spec.partition(":")
    if kind == "reference" and not arg:
        return kind, 0.0
    if kind == "explore":
        try:
            p = float(arg or "0.3")
        except ValueError:
            p = -1.0
        if 0.0 <= p <= 1.0:
            return kind, p
        raise ConfigError(f"policy {spec!r}: explore:P needs 0 <= P <= 1")
    raise ConfigError(
        f"unknown policy {spec!r}",
        hint="use reference or explore:P (e.g. explore:0.3); a served model: model:NAME",
    )


class ScriptedPolicy:
    """The ``reference`` / ``explore:P`` policy of one environment (see the module)."""

    def __init__(
        self, env: Any, *, explore: float = 0.0, seed: int = 0, coords: CoordSystem = "qwen25"
    ) -> None:
        self.env = env
        self.explore = explore
        self.coords: CoordSystem = coords
        self._rng = random.Random(seed)
        self._history: list[str] = []

    def __call__(self, obs: Any, info: dict[str, Any]) -> Answer:
        task, step = self.env.task, int(info["step"])
        if step == 0:
            self._history = []
        screen = self.env.observation
        prompt = policy_prompt(self.env.device.domain, task.intent, self._history)
        plan = task.action_list()
        action = plan[step] if step < len(plan) else Action("terminate", status="failure")
        if self._rng.random() < self.explore:
            action = self._exploratory(screen.width, screen.height)
        description = action.describe()
        self._history.append(description)
        text = format_tool_call(action, self.coords, screen.width, screen.height, description)
        return Answer(text, prompt)

    def _exploratory(self, width: int, height: int) -> Action:
        choice = self._rng.randrange(3)
        if choice == 0:
            return Action("system_button", button="Back")
        if choice == 1:
            return Action("click", x=self._rng.randrange(width), y=self._rng.randrange(height))
        return Action("terminate", status="success")


def scripted_policy(
    spec: str, *, seed: int = 0, coords: CoordSystem = "qwen25"
) -> Callable[[Any, int], Policy]:
    """A factory ``(env, worker index) -> policy`` for ``spec`` (``reference``,
    ``explore:P``); each worker's policy has its own seeded generator."""
    _, p = parse_policy(spec)

    def build(env: Any, index: int) -> Policy:
        return ScriptedPolicy(env, explore=p, seed=seed * 1000 + index, coords=coords)

    return build
