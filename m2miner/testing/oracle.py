"""Ground truth about a sim task, behind the calibrated agents (benchmarks only).

The calibrated agents never hold a :class:`TaskOracle`: they ask it, through
:class:`m2miner.testing.calibrated.Truth`, only which moves a screen offers, whether an
action is correct and whether the goal holds. Distances stay in here.

:class:`TaskOracle` knows, for a state of the sim world, the moves a user can make (pixel
actions with their descriptions and the states they lead to) and how many moves the goal
is away. :class:`OracleDevice` wraps a :class:`~m2miner.devices.sim.SimDevice` and writes
the device's exact state into each observation's hierarchy (an XML comment), so an agent
that only sees the observation, as stored and reloaded by the miner, even by another
process resuming the run, can read the state back with :class:`StateRegistry`.

Distances are exact on a neighbourhood of the task's reference solution: the states of
the reference path and everything within three moves of them are explored, and distances
to the goal are found by a backward search over the explored moves. A state outside it
(the search wandered off) has no known distance, so no action there counts as correct.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import threading
import zlib
from collections import deque
from dataclasses import dataclass
from typing import Any

from m2miner.actions import Action, describe
from m2miner.devices.base import AppTarget, Observation
from m2miner.devices.sim import SimDevice, Task, load_app
from m2miner.devices.sim.engine import Tap, apply
from m2miner.devices.sim.gestures import ops_for, scroll_action
from m2miner.devices.sim.graph import StateSpace
from m2miner.devices.sim.solve import step_action
from m2miner.devices.sim.state import AppState, Page, SimState
from m2miner.errors import ActionError

RADIUS = 3
"""Moves away from the reference path that the oracle explores."""
TERMINATE = Action("terminate", status="success")
_TAG = re.compile(r"<!-- m2miner-sim-state:([A-Za-z0-9_=.]+) -->")


@dataclass(frozen=True)
class Move:
    """A pixel action a user can take in a state, its description, and where it leads."""

    action: Action
    description: str
    after: SimState


def state_token(state: SimState) -> str:
    """A stable name for ``state`` (the same in every process)."""
    return hashlib.sha1(repr(state).encode()).hexdigest()[:20]


def encode_state(state: SimState) -> str:
    """``state`` as URL-safe base64 of compressed JSON, ``-`` written as ``.``: an XML
    comment may not hold ``--``, and a dump that does not parse is one the safety policy
    cannot check."""
    apps = [
        [name, [[p.screen, p.scroll] for p in app.stack], app.vars, app.focus]
        for name, app in state.apps
    ]
    text = json.dumps([state.app, apps, state.popup], separators=(",", ":"))
    return base64.urlsafe_b64encode(zlib.compress(text.encode(), 1)).decode().replace("-", ".")


def decode_state(text: str) -> SimState:
    """The state :func:`encode_state` wrote."""
    raw = base64.urlsafe_b64decode(text.replace(".", "-"))
    app, apps, popup = json.loads(zlib.decompress(raw))
    return SimState(
        app,
        tuple(
            (
                name,
                AppState(
                    tuple(Page(screen, _tuples(scroll)) for screen, scroll in stack),
                    _tuples(variables),
                    focus,
                ),
            )
            for name, stack, variables, focus in apps
        ),
        popup,
    )


def _tuples(value: Any) -> Any:
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


class StateRegistry:
    """Reads the state written into observations, caching what it decoded (thread-safe)."""

    def __init__(self) -> None:
        self._states: dict[str, SimState] = {}
        self._lock = threading.Lock()

    def tag(self, state: SimState) -> str:
        """The text :meth:`state_of` reads ``state`` back from."""
        return encode_state(state)

    def state_of(self, observation: Observation) -> SimState:
        """The state an :class:`OracleDevice` observation was taken in."""
        found = _TAG.search(observation.hierarchy or "")
        if found is None:
            raise ValueError("the observation carries no sim state tag (not from OracleDevice)")
        text = found.group(1)
        with self._lock:
            state = self._states.get(text)
        if state is None:
            state = decode_state(text)
            with self._lock:
                self._states[text] = state
        return state

    def token_of(self, observation: Observation) -> str:
        """A short, stable name of the observation's state ("" without a tag)."""
        found = _TAG.search(observation.hierarchy or "")
        return state_token(self.state_of(observation)) if found else ""


class OracleDevice:
    """A sim device whose observations name its exact state (see the module docstring)."""

    def __init__(self, device: SimDevice, registry: StateRegistry) -> None:
        self.inner = device
        self.registry = registry
        self.name = device.name
        self.domain = device.domain

    def start_app(self, app: AppTarget) -> None:
        self.inner.start_app(app)

    def observe(self) -> Observation:
        obs = self.inner.observe()
        token = self.registry.tag(self.inner.state)
        hierarchy = f"{obs.hierarchy or ''}\n<!-- m2miner-sim-state:{token} -->"
        return Observation(
            obs.png, obs.width, obs.height, hierarchy, obs.package, obs.activity, obs.url, obs.info
        )

    def execute(self, action: Action) -> None:
        self.inner.execute(action)

    def snapshot(self) -> Any:
        return self.inner.snapshot()

    def restore(self, token: Any) -> None:
        self.inner.restore(token)

    def close(self) -> None:
        self.inner.close()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


class TaskOracle:
    """Moves and distances to the goal for one task at one screen size (thread-safe)."""

    def __init__(self, task: Task, size: tuple[int, int]) -> None:
        self.task = task
        self.space = StateSpace(load_app(task.app), task, size)
        self._moves: dict[SimState, list[Move]] = {}
        self._after: dict[tuple[SimState, Action], SimState] = {}
        self._lock = threading.Lock()
        self.path = self._reference_path(size)
        self.distance: dict[SimState, int] = self._distances()

    # -- moves -------------------------------------------------------------------------

    def moves(self, state: SimState) -> list[Move]:
        """Every move of the action alphabet that changes ``state`` (normalised states)."""
        with self._lock:
            cached = self._moves.get(state)
        if cached is not None:
            return cached
        moves = [m for m in self._candidate_moves(state) if m.after != self.space.normalize(state)]
        with self._lock:
            self._moves[state] = moves
        return moves

    def _candidate_moves(self, state: SimState) -> list[Move]:
        frame = self.space.frame(state)
        out: list[Move] = []
        seen: set[int] = set()
        for target in frame.targets:
            if not isinstance(target.op, Tap):
                continue
            left, top, right, bottom = target.box
            x, y = (left + right) // 2, (top + bottom) // 2
            hit = frame.target_at(x, y)
            if hit is None or not isinstance(hit.op, Tap) or id(hit.op) in seen:
                continue
            seen.add(id(hit.op))
            label = hit.op.widget.text or (hit.op.widget.id or "").replace("_", " ")
            out.append(self._move(state, Action("click", x=x, y=y), label or None))
            if hit.op.widget.on_long_press:
                out.append(self._move(state, Action("long_press", x=x, y=y), label or None))
        out.append(self._move(state, Action("system_button", button="Back")))
        for info in frame.lists:
            for direction in ("down", "up"):
                out.append(self._move(state, scroll_action(info, direction), info.list_id))
        if state.focus is not None:
            out += [self._move(state, Action("type", text=t)) for t in self.space.texts]
            out.append(self._move(state, Action("system_button", button="Enter")))
        return out

    def _move(self, state: SimState, action: Action, label: str | None = None) -> Move:
        return Move(action, describe(action, target=label), self.after(state, action))

    def after(self, state: SimState, action: Action) -> SimState:
        """The normalised state ``action`` leads to from ``state`` (itself if it fails)."""
        key = (state, action)
        with self._lock:
            known = self._after.get(key)
        if known is None:
            known = self._after_uncached(state, action)
            with self._lock:
                self._after[key] = known
        return known

    def _after_uncached(self, state: SimState, action: Action) -> SimState:
        if action.is_terminal:
            return self.space.normalize(state)
        try:
            ops = ops_for(action, self.space.frame(state))
        except ActionError:
            return self.space.normalize(state)
        for op in ops:
            state = apply(self.space.world, state, op)
        return self.space.normalize(state)

    # -- distances ---------------------------------------------------------------------

    def goal_distance(self, state: SimState) -> int | None:
        """Moves from ``state`` to the goal, or None when the oracle does not know."""
        return self.distance.get(self.space.normalize(state))

    def success(self, state: SimState) -> bool:
        return self.space.success(self.space.normalize(state))

    def correct(self, state: SimState) -> list[Move]:
        """The moves that bring the goal one move closer (``terminate`` at the goal)."""
        d = self.goal_distance(state)
        if d is None:
            return []
        if d == 0:
            return [Move(TERMINATE, describe(TERMINATE), self.space.normalize(state))]
        return [m for m in self.moves(state) if self.distance.get(m.after) == d - 1]

    def is_correct(self, state: SimState, action: Action) -> bool:
        d = self.goal_distance(state)
        if d is None:
            return False
        if action.is_terminal:
            return d == 0 and action.status != "failure"
        return d > 0 and self.distance.get(self.after(state, action)) == d - 1

    def _reference_path(self, size: tuple[int, int]) -> list[SimState]:
        device = SimDevice(self.task.app, width=size[0], height=size[1])
        device.start_app(AppTarget(name=self.task.app))
        states = [self.space.normalize(device.state)]
        for step in self.task.solution:
            device.execute(step_action(device.frame(), step))
            states.append(self.space.normalize(device.state))
        device.close()
        return states

    def _distances(self) -> dict[SimState, int]:
        parents: dict[SimState, set[SimState]] = {}
        depth = {state: 0 for state in self.path}
        frontier = deque(self.path)
        while frontier:
            state = frontier.popleft()
            if depth[state] >= RADIUS:
                continue
            for move in self.moves(state):
                parents.setdefault(move.after, set()).add(state)
                if move.after not in depth:
                    depth[move.after] = depth[state] + 1
                    frontier.append(move.after)
        goals = [s for s in depth if self.space.success(s)]
        distance = dict.fromkeys(goals, 0)
        queue = deque(goals)
        while queue:
            state = queue.popleft()
            for parent in parents.get(state, ()):
                if parent not in distance:
                    distance[parent] = distance[state] + 1
                    queue.append(parent)
        return distance
