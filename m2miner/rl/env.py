"""``DeviceEnv``: a Gymnasium environment over any device backend and a task pool.

- ``reset(options={"task": TASK})`` (a :class:`~m2miner.rl.pool.Task`, or its id in the
  pool) starts the task's app from its start state, seeded setup included; without a
  task it draws one from the pool with the environment's seeded generator.
- ``step(action)`` takes the model's text, parsed exactly as the miner parses model
  output (:func:`m2miner.action_parse.parse_action`, in the configured coordinate
  system), or a structured action (an :class:`~m2miner.actions.Action` or its dict, in
  device pixels). Text that does not parse is a step that does nothing:
  ``info["malformed"]`` says why.
- The observation is the screenshot as an ``uint8`` array ``[height, width, 3]``;
  ``info`` carries the intent, the hierarchy, the task id and the faults the device or
  the safety policy reported.
- The reward comes from the task's verifier, run on the device when the policy ends the
  episode (``terminate`` or ``answer``): 1.0 when the verifier passed and the policy did
  not give up (``terminate(failure)``), else 0.0. Every other step's reward is 0.0 unless
  a ``process_reward`` is given (off by default): a callable of the step
  (:class:`~m2miner.rl.process.ProcessStep`) returning a float or a
  :class:`~m2miner.agents.base.Judgement` (recorded in ``info["process"]``), such as the
  JudgeAgent or critic adapters of :mod:`m2miner.rl.process`. An episode is truncated
  after ``max_steps`` steps. A task without a verifier (``judged_only``) always earns 0.0
  on ``terminate``.
- Every action passes the safety policy (the device is wrapped in
  :class:`~m2miner.safety.wrapper.SafeDevice` unless it already is): a blocked action is
  not performed and is recorded in ``info["faults"]`` as ``{"kind": "blocked", ...}``.
"""

from __future__ import annotations

import io
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces
from PIL import Image

from m2miner.action_parse import parse_action
from m2miner.actions import Action
from m2miner.agents.base import Judgement
from m2miner.config import Config, SafetyConfig
from m2miner.coords import CoordSystem
from m2miner.devices.base import Device, Observation
from m2miner.errors import (
    ActionError,
    ConfigError,
    DeviceError,
    MalformedActionError,
    ModelError,
    UnsafeActionError,
)
from m2miner.rl.pool import Task
from m2miner.rl.process import ProcessStep
from m2miner.safety.wrapper import wrap_safe
from m2miner.verify.base import Verifier, run_verifier

FRAME_CACHE = 32
"""Decoded screenshots kept per environment (the last ones seen)."""
ProcessReward = Callable[[ProcessStep], "float | Judgement"]
"""A reward for one non-terminal step (:mod:`m2miner.rl.process` has the adapters)."""


def verifier_of(task: Task) -> Verifier | None:
    """The verifier a task names, or None for a judged-only task."""
    spec = task.verifier
    if spec is None:
        return None
    if spec["kind"] == "sim":
        from m2miner.verify.sim import SimTaskVerifier

        return SimTaskVerifier(spec["task_id"])
    from m2miner.verify.factory import build

    return build(spec["spec"], f"task {task.id}")


class DeviceEnv(gym.Env[np.ndarray, Any]):
    """A Gymnasium environment over ``device`` and the tasks of a pool; see the module."""

    metadata = {"render_modes": ["rgb_array"]}  # noqa: RUF012 (declared so by gymnasium.Env)

    def __init__(
        self,
        device: Device,
        tasks: Sequence[Task],
        *,
        width: int,
        height: int,
        coords: CoordSystem = "qwen25",
        max_steps: int = 20,
        safety: SafetyConfig | None = None,
        process_reward: ProcessReward | None = None,
        render_mode: str | None = None,
    ) -> None:
        if not tasks:
            raise ValueError("an environment needs at least one task")
        self.device = wrap_safe(device, safety or SafetyConfig())
        self.tasks = {t.id: t for t in tasks}
        self.width, self.height = width, height
        self.coords: CoordSystem = coords
        self.max_steps = max_steps
        self.process_reward = process_reward
        self.render_mode = render_mode
        self.observation_space = spaces.Box(0, 255, (height, width, 3), dtype=np.uint8)
        self.action_space = spaces.Text(max_length=2048)
        self.task: Task | None = None
        self._obs: Observation | None = None
        self._frame: np.ndarray | None = None
        self._steps = 0
        self._history: list[str] = []
        self._verifier: Verifier | None = None
        self._unreported: list[dict[str, Any]] = []
        self._frames: OrderedDict[bytes, np.ndarray] = OrderedDict()

    def reset(
        self, *, seed: int | None = None, options: Mapping[str, Any] | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        super().reset(seed=seed)
        task = (options or {}).get("task")
        if task is None:
            ids = sorted(self.tasks)
            task = ids[int(self.np_random.integers(len(ids)))]
        self.task = self.tasks[task] if isinstance(task, str) else task
        self._verifier = verifier_of(self.task)
        self._steps = 0
        self._history = []
        self.device.start_app(self.task.target())
        self._observe()
        return self._array(), self._info([])

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        if self.task is None or self._obs is None:
            raise gym.error.ResetNeeded("call reset() before step()")
        self._steps += 1
        faults: list[dict[str, Any]] = []
        try:
            parsed, description = self._parse(action)
        except ActionError as exc:
            info = self._info(faults, malformed=str(exc))
            return self._array(), 0.0, False, self._steps >= self.max_steps, info
        if parsed.is_terminal:
            reward, check = self._verify(parsed)
            info = self._info(faults, action=parsed.to_dict(), check=check)
            return self._array(), reward, True, False, info
        before = self._obs
        try:
            self.device.execute(parsed)
        except UnsafeActionError as exc:
            faults.append({"kind": "blocked", "detail": str(exc)})
        except DeviceError as exc:
            faults.append({"kind": "device_error", "detail": str(exc)})
        self._observe()
        reward, extra = self._process(before, parsed, description, faults)
        self._history.append(description)
        info = self._info(faults, action=parsed.to_dict(), **extra)
        return self._array(), reward, False, self._steps >= self.max_steps, info

    @property
    def observation(self) -> Observation:
        """The device's last observation: the screen the next action is taken on."""
        if self._obs is None:
            raise gym.error.ResetNeeded("call reset() before reading the observation")
        return self._obs

    def render(self) -> np.ndarray | None:  # type: ignore[override]
        return self._array() if self.render_mode == "rgb_array" else None

    def close(self) -> None:
        self.device.close()

    # --- internals ------------------------------------------------------------------------

    def _parse(self, action: Any) -> tuple[Action, str]:
        """The action and its description (the model's ``Action:`` line, else its own)."""
        if isinstance(action, Action):
            return action, action.describe()
        if isinstance(action, Mapping):
            parsed = Action.from_dict(dict(action))
            return parsed, parsed.describe()
        if not isinstance(action, str):
            raise MalformedActionError(f"unsupported action {type(action).__name__}", raw="")
        obs = self._obs
        assert obs is not None
        read = parse_action(
            action, domain=self.device.domain, coords=self.coords, width=obs.width,
            height=obs.height,
        )  # fmt: skip
        return read.action, read.description or read.action.describe()

    def _process(
        self, before: Observation, action: Action, description: str, faults: list[dict[str, Any]]
    ) -> tuple[float, dict[str, Any]]:
        """The process reward of a non-terminal step, and what ``info`` records of it; a
        judge model that fails (after its retries) is a fault and a 0.0, not a crash."""
        if self.process_reward is None:
            return 0.0, {}
        assert self.task is not None and self._obs is not None
        step = ProcessStep(
            self.task, self._steps, tuple(self._history), before, action, description, self._obs
        )
        try:
            scored = self.process_reward(step)
        except ModelError as exc:
            faults.append({"kind": "process_reward_error", "detail": str(exc)})
            return 0.0, {}
        if not isinstance(scored, Judgement):
            return float(scored), {}
        record = {"reward": scored.reward, "source": scored.source, "verdict": scored.verdict}
        return float(scored.reward), {"process": {**record, **scored.info}}

    def _verify(self, action: Action) -> tuple[float, dict[str, Any] | None]:
        if self._verifier is None:
            return 0.0, None
        check = run_verifier(self._verifier, self.device)
        gave_up = action.type == "terminate" and action.status == "failure"
        return (1.0 if check.passed is True and not gave_up else 0.0), check.info()

    def _observe(self) -> None:
        self._obs = self.device.observe()
        self._unreported = self._obs.faults()
        self._frame = self._decode(self._obs.png)

    def _decode(self, png: bytes) -> np.ndarray:
        """The screenshot as an array of the observation's size; recent screens are kept,
        since decoding and resizing a phone screenshot costs far more than a sim step."""
        frame = self._frames.pop(png, None)
        if frame is None:
            image = Image.open(io.BytesIO(png)).convert("RGB")
            if image.size != (self.width, self.height):
                image = image.resize((self.width, self.height))
            frame = np.asarray(image, dtype=np.uint8)
        self._frames[png] = frame
        while len(self._frames) > FRAME_CACHE:
            self._frames.popitem(last=False)
        return frame

    def _array(self) -> np.ndarray:
        assert self._frame is not None
        return self._frame.copy()

    def _info(self, faults: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
        assert self.task is not None and self._obs is not None
        faults, self._unreported = self._unreported + faults, []
        return {
            "task": self.task.id,
            "intent": self.task.intent,
            "hierarchy": self._obs.hierarchy,
            "step": self._steps,
            "faults": faults,
            **extra,
        }


def make_env(
    pool: str | Path,
    *,
    config: Config | None = None,
    device: str = "sim",
    split: str | None = "train",
    width: int = 270,
    **kwargs: Any,
) -> DeviceEnv:
    """A :class:`DeviceEnv` over the pool in folder ``pool`` (its ``split``; None: all) on
    a device opened from ``config`` (default: the built-in defaults) by spec ``device``
    (``sim``, ``adb:SERIAL``, ``appium:URL``), already wrapped in the safety policy.
    Observations are ``width`` pixels wide, at the device's aspect ratio; ``kwargs`` go
    to :class:`DeviceEnv` (``max_steps``, ``coords``, ``process_reward``)."""
    from m2miner.config import load_config
    from m2miner.devices.factory import DeviceSpec
    from m2miner.mining.device_stack import open_device
    from m2miner.rl.pool import read_pool

    tasks = read_pool(Path(pool), split)
    if not tasks:
        raise ConfigError(f"the task pool in {pool} has no {split or ''} tasks".replace("  ", " "))
    cfg = config or load_config(None, {}, environ={})
    opened = open_device(cfg, DeviceSpec.parse(device), tasks[0].app, domain=tasks[0].domain)
    height = round(width * cfg.device.height / cfg.device.width)
    return DeviceEnv(opened, tasks, width=width, height=height, safety=cfg.safety, **kwargs)
