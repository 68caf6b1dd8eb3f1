"""``SimDevice``: the simulated Android phone, a :class:`~m2miner.devices.base.SnapshotDevice`.

It runs the bundled apps (see docs/sim-apps.md), renders phone-sized screenshots with a
uiautomator-compatible hierarchy, and exposes its exact state for checking tasks.

Two departures from a real phone, both deterministic: the status-bar clock shows
simulated time (09:00 at start, one minute more per action, so screen comparisons must
mask the top ``status_bar_height`` pixels), and ``wait`` does not sleep: it lets
simulated time pass and finishes any transition in progress.

``SimDevice(render=False)`` is the state-only mode for benchmarks that need tens of
thousands of device steps: nothing is drawn or PNG-encoded. Observations carry the same
hierarchy, package and activity as rendered ones, and as ``png`` a blank placeholder of
the screen's size that names the screen (:mod:`m2miner.devices.screens`), so the store
and the screen comparisons of the miner work unchanged; ``info["state_only"]`` is True.
Transition frames (``Realism.settle_frames``) are drawn images and do not exist there.
"""

from __future__ import annotations

import io
import time
from collections import OrderedDict
from dataclasses import dataclass, replace
from typing import Any

from PIL import Image

from m2miner.actions import Action, Domain
from m2miner.devices.base import AppTarget, Observation
from m2miner.devices.screens import placeholder_png, screen_key
from m2miner.devices.sim import engine, hierarchy
from m2miner.devices.sim.apps import Task, find_app, load_app
from m2miner.devices.sim.engine import World
from m2miner.devices.sim.gestures import ops_for
from m2miner.devices.sim.layout import build_frame
from m2miner.devices.sim.nodes import Frame
from m2miner.devices.sim.png import encode_png
from m2miner.devices.sim.realism import Dice, Realism
from m2miner.devices.sim.render import Renderer
from m2miner.devices.sim.state import SimState
from m2miner.errors import ActionError, DeviceDisconnectedError, DeviceError

START_MINUTES = 9 * 60


@dataclass(frozen=True)
class SimSnapshot:
    """Everything needed to put a :class:`SimDevice` back exactly where it was."""

    state: SimState
    minutes: int
    settle_left: int
    previous: bytes | None
    disconnected: bool


class SimDevice:
    """A simulated phone running the bundled sim apps.

    ``app`` is started at construction (``None`` shows the launcher). ``width`` x
    ``height`` is the screen in pixels; layouts scale with the width. ``realism`` adds
    latency, transition frames, popups and faults, drawn per action from ``seed`` and a
    step counter that restoring a snapshot does not rewind. ``index`` tells devices of one
    pool apart in ``name``. ``render=False`` is the state-only mode (see the module
    docstring).
    """

    domain: Domain = "mobile"

    def __init__(
        self,
        app: str | None = None,
        *,
        width: int = 1080,
        height: int = 2400,
        realism: Realism = Realism(),
        seed: int = 0,
        index: int = 0,
        render: bool = True,
    ) -> None:
        if width < 200 or height < 300:
            raise DeviceError(f"sim screen {width}x{height} is too small (at least 200x300)")
        self.name = f"sim:{app or 'launcher'}#{index}"
        self.width = width
        self.height = height
        self.realism = realism
        self.render = render
        self._dice = Dice(self.realism, seed)
        self._world = World()
        self._renderer = Renderer(width, height)
        self._frames: OrderedDict[SimState, Frame] = OrderedDict()
        self._observations: OrderedDict[tuple[SimState, int], Observation] = OrderedDict()
        self._screens: OrderedDict[SimState, tuple[str, bytes]] = OrderedDict()
        """State-only mode: each state's hierarchy and placeholder PNG (no clock in them)."""
        self._state = self._world.start(self._resolve(app) if app else None)
        self._minutes = START_MINUTES
        self._settle_left = 0
        self._previous: bytes | None = None
        self._disconnected = False
        self._closed = False
        self._faults: list[dict[str, Any]] = []
        """What the realism knobs did to the last action, reported by the next observe."""

    # --- the Device protocol ------------------------------------------------------------

    def start_app(self, app: AppTarget) -> None:
        """Reset the whole world and start ``app`` (by sim name, title or package)."""
        self._alive(allow_disconnected=True)
        name = self._resolve(app.package or app.name)
        self._state = self._world.start(name)
        self._minutes = START_MINUTES
        self._settle_left = 0
        self._previous = None
        self._disconnected = False
        self._faults = []

    def observe(self) -> Observation:
        """The current screen; ``info["faults"]`` reports, once, a popup the last action
        brought up (``popup``) or the action being ignored (``drop``)."""
        self._alive()
        if self.realism.observe_latency > 0:
            time.sleep(self.realism.observe_latency)
        settling = self._settle_left > 0 and self._previous is not None
        key = (self._state, self._minutes)
        cached = self._observations.get(key)
        if cached is not None and not settling:
            self._observations.move_to_end(key)
            return self._reporting(cached)
        frame = self._frame(self._state)
        if self.render:
            dump = hierarchy.dump(frame)
            image = self._renderer.render(frame, self.clock)
            if settling:
                image = self._transition(image)
                self._settle_left -= 1
            png = encode_png(image)
        else:
            dump, png = self._unrendered(self._state, frame)
        obs = Observation(
            png=png,
            width=self.width,
            height=self.height,
            hierarchy=dump,
            package=frame.package,
            activity=frame.activity,
            info={
                "status_bar_height": self.status_bar_height,
                "clock": self.clock,
                "screen": self._state.screen,
                "settling": settling,
                "popup": self._state.popup is not None,
                **({} if self.render else {"state_only": True}),
            },
        )
        if not settling:
            self._observations[key] = obs
            if len(self._observations) > 64:
                self._observations.popitem(last=False)
        return self._reporting(obs)

    def _reporting(self, obs: Observation) -> Observation:
        if not self._faults:
            return obs
        faults, self._faults = self._faults, []
        return replace(obs, info={**obs.info, "faults": faults})

    def execute(self, action: Action) -> None:
        """Perform ``action``; see :mod:`m2miner.devices.sim.gestures` for swipe semantics."""
        self._alive()
        if action.type in ("terminate", "answer"):
            return
        ops = ops_for(action, self._frame(self._state))
        self._faults = []
        roll = self._dice.roll()
        if roll.delay > 0:
            time.sleep(roll.delay)
        if roll.disconnect:
            self._disconnected = True
            raise DeviceDisconnectedError("the sim device disconnected", serial=self.name)
        if action.type == "wait":
            self._minutes += max(1, round((action.time or 0) / 60))
            self._settle_left = 0
            return
        before = self._state
        shown = self.observe().png if self.realism.settle_frames and self.render else None
        self._minutes += 1
        if roll.drop:
            self._faults.append({"kind": "drop", "action": action.type})
        else:
            for op in ops:
                self._state = engine.apply(self._world, self._state, op)
        # A new popup never shows on the action that closed the previous one.
        if roll.popup is not None and self._state.popup is None and before.popup is None:
            self._state = replace(self._state, popup=roll.popup)
            self._faults.append({"kind": "popup"})
        if self._state != before and shown is not None:
            self._previous = shown
            self._settle_left = self.realism.settle_frames

    def close(self) -> None:
        self._closed = True
        self._frames.clear()
        self._observations.clear()
        self._screens.clear()

    def snapshot(self) -> SimSnapshot:
        self._alive()
        return SimSnapshot(
            self._state,
            self._minutes,
            self._settle_left,
            self._previous,
            self._disconnected,
        )

    def restore(self, token: Any) -> None:
        """Return to ``token``'s state; also reconnects a disconnected device."""
        self._alive(allow_disconnected=True)
        if not isinstance(token, SimSnapshot):
            raise DeviceError(f"not a sim snapshot: {type(token).__name__}", serial=self.name)
        self._state = token.state
        self._minutes = token.minutes
        self._settle_left = token.settle_left
        self._previous = token.previous
        self._disconnected = False
        self._faults = []

    def reconnect(self) -> None:
        """End a disconnect; the screen stays as it was (as a phone's does over a lost
        adb connection). Raises :class:`DeviceError` once closed."""
        self._alive(allow_disconnected=True)
        self._disconnected = False

    # --- sim extras ---------------------------------------------------------------------

    def show_popup(self, which: int = 0) -> bool:
        """Put a dismissable popup dialog on top now, as ``Realism.popup_rate`` does after
        an action (``which`` picks its text); False when one is already showing."""
        self._alive()
        if self._state.popup is not None:
            return False
        self._state = replace(self._state, popup=which)
        return True

    @property
    def state(self) -> SimState:
        """The exact current state (frozen and hashable)."""
        return self._state

    def check(self, task: Task) -> bool:
        """Whether ``task``'s success predicate holds now."""
        return engine.check(self._world, self._state, task.predicate, task.app)

    @property
    def status_bar_height(self) -> int:
        """Pixels at the top that show the simulated clock; mask them when comparing."""
        return round(24 * self.width / 360)

    @property
    def clock(self) -> str:
        hours, minutes = divmod(self._minutes % (24 * 60), 60)
        return f"{hours}:{minutes:02d}"

    def frame(self) -> Frame:
        """The laid-out current screen (nodes, touch targets, lists)."""
        self._alive()
        return self._frame(self._state)

    # --- internals ----------------------------------------------------------------------

    def _alive(self, allow_disconnected: bool = False) -> None:
        if self._closed:
            raise DeviceError("the sim device is closed", serial=self.name)
        if self._disconnected and not allow_disconnected:
            raise DeviceDisconnectedError(
                "the sim device is disconnected",
                serial=self.name,
                hint="call start_app or restore to reconnect it",
            )

    def _resolve(self, app: str) -> str:
        name = find_app(app)
        if name is None:
            load_app(app)  # raises with the list of bundled apps
            raise ActionError(f"no sim app {app!r}")
        return name

    def _frame(self, state: SimState) -> Frame:
        frame = self._frames.get(state)
        if frame is None:
            frame = build_frame(self._world, state, self.width, self.height)
            self._frames[state] = frame
            if len(self._frames) > 256:
                self._frames.popitem(last=False)
        return frame

    def _unrendered(self, state: SimState, frame: Frame) -> tuple[str, bytes]:
        """The hierarchy and placeholder PNG of ``state`` in state-only mode."""
        screen = self._screens.get(state)
        if screen is None:
            dump = hierarchy.dump(frame)
            screen = (dump, placeholder_png(self.width, self.height, _screen_key(frame, dump)))
            self._screens[state] = screen
            if len(self._screens) > 4096:
                self._screens.popitem(last=False)
        else:
            self._screens.move_to_end(state)
        return screen

    def _transition(self, image: Image.Image) -> Image.Image:
        """The in-between frame: the previous screen fading into the new one."""
        assert self._previous is not None
        before = Image.open(io.BytesIO(self._previous)).convert("RGB")
        done = 1 - self._settle_left / (self.realism.settle_frames + 1)
        frame = Image.blend(before, image, done)
        # The system bars belong to no app: they do not take part in the transition.
        bar = (0, 0, self.width, self.status_bar_height)
        frame.paste(image.crop(bar), bar[:2])
        return frame


def _screen_key(frame: Frame, dump: str) -> str:
    """What a rendered screenshot of ``frame`` shows, as an identity: the window's
    hierarchy, the keyboard, and the screens a dialog is drawn over."""
    parts = [dump, f"keyboard={frame.keyboard}"]
    below = frame.below
    while below is not None:
        parts.append(hierarchy.dump(below))
        below = below.below
    return screen_key(*parts)
