"""Mining many trees at once: worker threads that take intents and devices from a pool.

There are as many workers as the pool has room for trees (devices times trees per
device). A worker checks out a device slot, takes the next intent, mines its tree, and
starts over. When a device disconnects, its slot is retired and the intent goes back to
the front of the queue: the next worker to take it resumes the tree from the store on
another device (the navigator relaunches the app and replays to the node it needs).
Nodes are committed as they are judged, so the node in flight is the only work lost.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass

from m2miner.errors import DeviceDisconnectedError
from m2miner.mining.engine import IntentQueue
from m2miner.mining.pool import DevicePool, DeviceSlot
from m2miner.mining.session import TreeOutcome
from m2miner.store.records import IntentRecord

MineTree = Callable[[IntentRecord, DeviceSlot], TreeOutcome]
"""Mines (or resumes) one intent's tree on a slot's device and returns how it ended."""


@dataclass(frozen=True)
class PoolResult:
    """Outcomes in intent order, the intents left unmined, and the device failures seen."""

    outcomes: list[TreeOutcome]
    left: list[IntentRecord]
    device_errors: list[str]


class PoolRunner:
    """Runs ``mine_tree`` over ``intents`` with the pool's devices, concurrently."""

    def __init__(
        self,
        pool: DevicePool,
        mine_tree: MineTree,
        stop: Callable[[], bool],
        abort: Callable[[], None],
    ) -> None:
        self.pool = pool
        self.mine_tree = mine_tree
        self.stop = stop
        self.abort = abort
        """Called when a worker fails with an unexpected error: it stops the others."""
        self._outcomes: dict[int, TreeOutcome] = {}
        self._device_errors: list[str] = []
        self._failures: list[BaseException] = []
        self._lock = threading.Lock()

    def run(self, intents: list[IntentRecord]) -> PoolResult:
        """Mine every intent; raises the first unexpected error a worker met."""
        queue = IntentQueue(intents)
        count = len(self.pool.slots) * self.pool.trees_per_device
        threads = [
            threading.Thread(target=self._work, args=(queue,), name=f"m2miner-worker-{i}")
            for i in range(min(count, max(1, len(intents))))
        ]
        for thread in threads:
            thread.daemon = True  # a second Ctrl-C must be able to end the process
            thread.start()
        for thread in threads:
            while thread.is_alive():
                thread.join(timeout=0.25)  # short waits keep Ctrl-C responsive
        if self._failures:
            raise self._failures[0]
        outcomes = [self._outcomes[i.id] for i in intents if i.id in self._outcomes]
        return PoolResult(outcomes, queue.left(), list(self._device_errors))

    def _work(self, queue: IntentQueue) -> None:
        while not self.stop():
            slot = self.pool.checkout(self.stop)
            if slot is None:
                return
            intent = queue.take()
            if intent is None:
                self.pool.checkin(slot, finished=False)
                return
            if not self._mine(intent, slot, queue):
                return

    def _mine(self, intent: IntentRecord, slot: DeviceSlot, queue: IntentQueue) -> bool:
        """Mine one tree on ``slot``; False when the worker must stop."""
        finished = False
        try:
            outcome = self.mine_tree(intent, slot)
            with self._lock:
                self._outcomes[intent.id] = outcome
            finished = True
            return True
        except DeviceDisconnectedError as exc:
            with self._lock:
                self._device_errors.append(f"{slot.device.name}: {exc}")
            self.pool.retire(slot, str(exc))
            queue.put_back(intent)
            return True
        except BaseException as exc:  # handed to the main thread, which raises it
            with self._lock:
                self._failures.append(exc)
            queue.put_back(intent)
            self.abort()
            return False
        finally:
            self.pool.checkin(slot, finished=finished)
