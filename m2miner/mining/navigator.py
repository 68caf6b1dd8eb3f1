"""Bringing a device to the state of a tree node: snapshots, or replaying the path.

The navigator remembers which node the device currently shows. To reach another node it
restores a snapshot when the device offers cheap ones; otherwise it replays actions —
only the part of the path below the current node when the target lies beneath it, or
the whole path after relaunching the app. Each replayed screen is compared with the one
stored for that node; a mismatch is a divergence and the target cannot be reached.

Snapshots are kept for the :data:`SNAPSHOTS_KEPT` nodes used last, so memory does not
grow with the tree (a sim snapshot holds its random generator's state, some 20 KB); a
node whose snapshot was dropped is reached from its deepest ancestor that still has one.
A snapshot dropped, and every one left when the tree ends (:meth:`Navigator.drop_snapshots`),
is deleted on a device that stores them (``delete_snapshot``: an emulator's are files).

Every action goes through :meth:`Navigator.act`, which contains what the device reports
in ``Observation.info["faults"]``: a dropped action is executed again, a popup is
dismissed with Back. :meth:`Navigator.reconnect` gets a lost device back. Each fault is
handed to the navigator's ``on_fault`` so that the miner records it on the node.
"""

from __future__ import annotations

import contextlib
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from m2miner.actions import Action
from m2miner.critic.same_screen import thumbnail, thumbnail_similarity
from m2miner.devices.base import AppTarget, Device, Observation, SnapshotDevice
from m2miner.errors import DeviceDisconnectedError, DeviceError, UnsafeActionError
from m2miner.mcts import Node

if TYPE_CHECKING:
    from m2miner.critic import Screen

ACT_RETRIES = 2
"""Times :meth:`Navigator.act_from` tries an action again after a device error."""
T = TypeVar("T")
DIVERGENCE_THRESHOLD = 0.985
SNAPSHOTS_KEPT = 512
THUMBNAILS_KEPT = 256
"""Stored screens kept as small comparison thumbnails (about 20 KB each)."""
FIXES_PER_ACTION = 16
"""Dropped actions re-executed and popups dismissed after one action, at most. Each fix
is an action that can be dropped or bring up a popup itself: at 20 % of each, 4 fixes
ran out in a four-tree run and left a popup as the screen of the action."""
BACK = Action("system_button", button="Back")

OnFault = Callable[[dict[str, Any]], None]
"""Receives each fault as ``{"kind": KIND, ...detail}``."""


@dataclass(frozen=True)
class Arrival:
    """How reaching a node went: the device steps it took, or where it diverged."""

    ok: bool
    restore_steps: int = 0
    diverged_at: int | None = None
    similarity: float | None = None


class Lease(Protocol):
    """Turn-taking on a device that several trees share (see ``mining.pool``)."""

    def hold(self, owner: Navigator) -> AbstractContextManager[None]:
        """Block until ``owner`` has the device to itself; call ``owner.lost()`` first
        when another navigator moved the device since ``owner`` last held it."""
        ...


def has_snapshots(device: Device) -> bool:
    """Whether ``device`` can take snapshots: an adb phone has the methods of an
    emulator but no console to save them with (``supports_snapshots`` is False)."""
    return isinstance(device, SnapshotDevice) and bool(getattr(device, "supports_snapshots", True))


class Navigator:
    """Tracks where the device is in a tree and moves it to the node asked for.

    ``load_png(node)`` returns the screenshot stored for a node (for replay checks).
    With a ``lease`` the device is shared: every use of it must be inside
    :meth:`holding`.
    """

    def __init__(
        self,
        device: Device,
        app: AppTarget,
        load_png: Callable[[Node], bytes | None],
        *,
        use_snapshots: bool = True,
        threshold: float = DIVERGENCE_THRESHOLD,
        lease: Lease | None = None,
        reconnects: int = 0,
        reconnect_wait_s: float = 0.0,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.device = device
        self.on_fault: OnFault = lambda fault: None
        self._reconnects = reconnects
        self._reconnect_wait_s = reconnect_wait_s
        self._sleep = sleep
        self._lease = lease
        self.app = app
        self._load_png = load_png
        self._threshold = threshold
        self._snapshots: OrderedDict[int, Any] | None = (
            OrderedDict() if use_snapshots and has_snapshots(device) else None
        )
        self.at: Node | None = None
        self._thumbs: OrderedDict[int, Screen] = OrderedDict()

    @contextmanager
    def holding(self) -> Iterator[None]:
        """Have the device to this tree for the ``with`` block."""
        if self._lease is None:
            yield
            return
        with self._lease.hold(self):
            yield

    @property
    def status_bar_px(self) -> int | None:
        return getattr(self.device, "status_bar_height", None)

    def start(self, root: Node) -> Observation:
        """Launch the app from a clean state; the device then shows ``root``."""
        self.device.start_app(self.app)
        self.at = root
        obs = self.device.observe()
        self.remember(root)
        return obs

    def act(self, action: Action) -> Observation:
        """Execute ``action`` and observe; dismiss a popup (Back) and re-execute a dropped
        action, in that order, as the device reports them, at most
        :data:`FIXES_PER_ACTION` times. Every reported fault goes to ``on_fault``.
        Raises :class:`DeviceError` when the device still reports a popup or a dropped
        action after that: its screen is not what ``action`` led to."""
        last, owed = action, None
        self.device.execute(last)
        obs = self.device.observe()
        for _ in range(FIXES_PER_ACTION):
            faults = obs.faults()
            for fault in faults:
                self.on_fault(fault)
            kinds = {f.get("kind") for f in faults}
            if "popup" in kinds:
                # Out of the way first: the popup would swallow a repeated action.
                owed = last if "drop" in kinds else owed
                last = BACK
            elif "drop" not in kinds:
                if owed is None:
                    return obs
                last, owed = owed, None
            self.device.execute(last)
            obs = self.device.observe()
        faults = obs.faults()
        for fault in faults:
            self.on_fault(fault)
        if owed is not None or {f.get("kind") for f in faults} & {"popup", "drop"}:
            self.lost()
            raise DeviceError(
                f"{action.type}: the device still reported a popup or a dropped action "
                f"after {FIXES_PER_ACTION} dismissals and repeats",
                hint="lower the device's popup and drop rates (faults.device)",
            )
        return obs

    def act_from(self, parent: Node, action: Action) -> tuple[Observation | None, str | None, int]:
        """The screen ``action`` led to from ``parent`` (None and the error when it kept
        failing), and the restore steps its retries took. A failed attempt may have been
        performed in part (a tap done, then its screenshot failed), so each retry first
        brings the device back to ``parent``: the action is never repeated on the screen
        a half-done attempt left."""
        error, restored = None, 0
        for attempt in range(ACT_RETRIES + 1):
            try:
                if attempt:
                    arrival = self.go_to(parent)
                    restored += arrival.restore_steps
                    if not arrival.ok:
                        return None, f"{error}; the retry could not return to the parent", restored
                self.lost()
                return self.act(action), None, restored
            except (DeviceDisconnectedError, UnsafeActionError):
                raise
            except DeviceError as exc:
                error = f"execute: {exc}"
        return None, error, restored

    def reconnecting(
        self,
        work: Callable[[], T],
        on_disconnect: Callable[[DeviceDisconnectedError], None] = lambda exc: None,
    ) -> T:
        """``work()``, done again after each disconnect the device comes back from: the
        one reconnect policy of a tree (starting the app, each node's device work). After
        ``reconnects`` disconnects, or one the device cannot come back from, the
        disconnect is raised. ``work`` restores whatever state it needs itself: after a
        reconnect the screen is unknown."""
        disconnects = 0
        while True:
            try:
                return work()
            except DeviceDisconnectedError as exc:
                disconnects += 1
                on_disconnect(exc)
                if disconnects > self._reconnects or not self.reconnect(exc):
                    raise

    def reconnect(self, error: DeviceDisconnectedError) -> bool:
        """Try to reconnect the device after ``error`` (``reconnects`` times, waiting
        ``reconnect_wait_s`` doubling); True when it is back (a ``reconnect`` fault).
        Its state is then unknown: the next :meth:`go_to` restores the node it needs."""
        self.lost()
        reconnect = getattr(self.device, "reconnect", None)
        if not callable(reconnect):
            return False
        wait = self._reconnect_wait_s
        for attempt in range(1, self._reconnects + 1):
            self._sleep(wait)
            wait *= 2
            try:
                reconnect()
            except DeviceError:
                continue
            self.on_fault({"kind": "reconnect", "attempt": attempt})
            return True
        return False

    def remember(self, node: Node) -> None:
        """Note that the device now shows ``node`` (after executing its action)."""
        self.at = node
        if self._snapshots is not None and node.id is not None:
            replaced = self._snapshots.get(node.id)
            self._snapshots[node.id] = self.device.snapshot()  # type: ignore[attr-defined]
            self._snapshots.move_to_end(node.id)
            if replaced is not None:
                self._delete(replaced)
            if len(self._snapshots) > SNAPSHOTS_KEPT:
                self._delete(self._snapshots.popitem(last=False)[1])

    def drop_snapshots(self) -> None:
        """Forget every snapshot kept, deleting them on a device that stores them (the
        tree has ended). The device is held only for deleting: taking it from another
        tree would make that tree restore its node again."""
        kept = list(self._snapshots.values()) if self._snapshots else []
        if self._snapshots is not None:
            self._snapshots.clear()
        if not kept or not callable(getattr(self.device, "delete_snapshot", None)):
            return
        with contextlib.suppress(DeviceError), self.holding():
            for token in kept:
                self._delete(token)

    def _delete(self, token: Any) -> None:
        delete = getattr(self.device, "delete_snapshot", None)
        if callable(delete):
            # A snapshot left behind costs disk, not the tree: a device that cannot delete
            # one now (gone, say) must not fail the node or hide the tree's own error.
            with contextlib.suppress(DeviceError):
                delete(token)

    def lost(self) -> None:
        """The device state is unknown (an action failed, the app was left)."""
        self.at = None

    def prefers(self, node: Node) -> bool:
        """Whether ``node`` is cheap to reach: on the device's path or just below it."""
        if self.at is None:
            return False
        here = self.at
        if node.parent is here:
            return True
        ancestor: Node | None = here
        while ancestor is not None:
            if ancestor is node:
                return True
            ancestor = ancestor.parent
        return False

    def go_to(self, target: Node) -> Arrival:
        """Bring the device to ``target``'s state."""
        if self.at is target:
            return Arrival(ok=True)
        path = target.path()
        start = self._start_point(path)
        steps = 0
        for node in path[start + 1 :]:
            assert isinstance(node.payload, Action)
            self.at = None
            obs = self.act(node.payload)
            steps += 1
            arrival = self._check(node, steps, obs)
            if arrival is not None:
                return arrival
            self.remember(node)
        self.at = target
        return Arrival(ok=True, restore_steps=steps)

    def _start_point(self, path: list[Node]) -> int:
        """Put the device at the deepest node of ``path`` it can reach without replaying
        (where it is, or a snapshot), or relaunch the app; return that node's index."""
        for index in range(len(path) - 1, -1, -1):
            node = path[index]
            if node is self.at:
                return index
            if self._snapshots is not None and node.id is not None and node.id in self._snapshots:
                self.device.restore(self._snapshots[node.id])  # type: ignore[attr-defined]
                self._snapshots.move_to_end(node.id)
                self.at = node
                return index
        self.device.start_app(self.app)
        return 0

    def _stored_thumbnail(self, node: Node, png: bytes) -> Screen:
        # Replays pass the same nodes again and again; decoding a stored full-size
        # screenshot each time would be most of a replay step's cost.
        assert node.id is not None
        thumb = self._thumbs.get(node.id)
        if thumb is None:
            thumb = thumbnail(png, self.status_bar_px)
            self._thumbs[node.id] = thumb
            if len(self._thumbs) > THUMBNAILS_KEPT:
                self._thumbs.popitem(last=False)
        else:
            self._thumbs.move_to_end(node.id)
        return thumb

    def _check(self, node: Node, steps: int, obs: Observation) -> Arrival | None:
        stored = self._load_png(node)
        if stored is None or stored == obs.png:
            # The very same pixels (a sim, a screen without a clock): nothing to decode.
            return None
        now = thumbnail(obs.png, self.status_bar_px)
        score = thumbnail_similarity(self._stored_thumbnail(node, stored), now)
        if score < self._threshold:
            return Arrival(ok=False, restore_steps=steps, diverged_at=node.id, similarity=score)
        return None
