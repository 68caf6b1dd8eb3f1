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
- ``model:NAME``: the ``[[models]]`` entry ``NAME`` through its backend (``openai`` for
  vLLM/SGLang/hosted servers, ``hf`` in-process, ...), asked exactly as the InferAgent
  asks it (:class:`ModelPolicy`), sampling at the run's temperature.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from m2miner.action_parse import (
    DESCRIPTION_INSTRUCTION,
    format_tool_call,
    parse_action,
    tool_description,
)
from m2miner.actions import Action
from m2miner.config import Config, ModelConfig
from m2miner.coords import CoordSystem
from m2miner.errors import ActionError, ConfigError
from m2miner.llm.base import ChatModel, Image, Message, reports_answer_logprobs
from m2miner.prompts import history_text, render_prompt
from m2miner.rl.rollout import Answer

Policy = Callable[[Any, dict[str, Any]], Any]
POLICY_KINDS = ("reference", "explore", "model")


def policy_prompt(domain: str, intent: str, history: Sequence[str]) -> str:
    """The InferAgent's user prompt: the intent and the descriptions of the steps so far."""
    return render_prompt(domain, "infer_user", intent=intent, history=history_text(history))


def parse_policy(spec: str) -> tuple[str, float | str]:
    """``reference``, ``explore:P`` (0 <= P <= 1) or ``model:NAME`` as (kind, P or NAME);
    ConfigError otherwise."""
    kind, _, arg = spec.partition(":")
    if kind == "reference" and not arg:
        return kind, 0.0
    if kind == "model" and arg:
        return kind, arg
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
        hint="use reference, explore:P (e.g. explore:0.3) or model:NAME (a [[models]] entry)",
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


class ModelPolicy:
    """A policy served by a chat model: each step it sends the InferAgent's system turn
    (the tool in the model's coordinates, for this screen) and user turn (the intent, the
    steps so far, the screen), and answers with the model's text, which the environment
    parses as the miner parses model output, with the answer's token log-probabilities
    when the backend reports them (``hf``, ``openai``). The environment must speak the model's
    coordinates (``env.coords = entry.coords``, which :func:`make_policy` sets)."""

    def __init__(
        self,
        env: Any,
        model: ChatModel,
        entry: ModelConfig,
        *,
        temperature: float = 1.0,
        max_tokens: int = 256,
    ) -> None:
        self.env = env
        self.model = model
        self.entry = entry
        self.temperature = temperature
        self.max_tokens = max_tokens
        self._history: list[str] = []
        self._logprobs = reports_answer_logprobs(model)

    def __call__(self, obs: Any, info: dict[str, Any]) -> Answer:
        if int(info["step"]) == 0:
            self._history = []
        screen, domain = self.env.observation, self.env.device.domain
        tools = tool_description(
            domain, self.entry.coords, screen.width, screen.height,
            min_pixels=self.entry.min_pixels, max_pixels=self.entry.max_pixels,
        )  # fmt: skip
        system = render_prompt(
            domain, "infer_system", tools=tools, action_format=DESCRIPTION_INSTRUCTION
        )
        prompt = policy_prompt(domain, self.env.task.intent, self._history)
        messages = [
            Message.text("system", system),
            Message("user", (prompt, Image(screen.png, screen.width, screen.height))),
        ]
        # The answer's token log-probabilities, where the backend reports them, are the
        # behaviour policy's: GRPO weights each token by them (truncated importance weight).
        extra: dict[str, Any] = {"answer_logprobs": True} if self._logprobs else {}
        result = self.model.chat(
            messages, n=1, max_tokens=self.max_tokens, temperature=self.temperature, **extra
        )
        text = result.texts[0]
        self._history.append(self._description(text, domain, screen.width, screen.height))
        tokens = result.answer_logprobs[0] if result.answer_logprobs else None
        return Answer(text, prompt, system, tuple(tokens) if tokens is not None else None)

    def _description(self, text: str, domain: Any, width: int, height: int) -> str:
        try:
            parsed = parse_action(
                text, domain=domain, coords=self.entry.coords, width=width, height=height
            )
        except ActionError:
            return "(an answer that did not parse)"
        return parsed.description or parsed.action.describe()


PolicyFactory = Callable[[Any, int], Policy]


def make_policy(
    spec: str, config: Config, *, seed: int = 0, temperature: float = 1.0
) -> tuple[PolicyFactory, Callable[[], None]]:
    """A factory ``(env, worker index) -> policy`` for ``spec`` and the function that
    releases what it opened (a ``model:NAME`` backend: one instance for every worker)."""
    kind, arg = parse_policy(spec)
    if kind != "model":
        return scripted_policy(spec, seed=seed), lambda: None
    from m2miner.llm import create_model

    entry = config.model(str(arg))
    model = create_model(entry)

    def build(env: Any, index: int) -> Policy:
        env.coords = entry.coords
        return ModelPolicy(env, model, entry, temperature=temperature)

    return build, model.close


def scripted_policy(
    spec: str, *, seed: int = 0, coords: CoordSystem = "qwen25"
) -> Callable[[Any, int], Policy]:
    """A factory ``(env, worker index) -> policy`` for ``spec`` (``reference``,
    ``explore:P``); each worker's policy has its own seeded generator."""
    kind, p = parse_policy(spec)
    if kind == "model":
        raise ConfigError(f"policy {spec!r} needs a model backend: use make_policy")

    def build(env: Any, index: int) -> Policy:
        return ScriptedPolicy(env, explore=float(p), seed=seed * 1000 + index, coords=coords)

    return build
