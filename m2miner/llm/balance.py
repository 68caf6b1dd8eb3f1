"""Several endpoints serving one model: least outstanding requests, a limit on each.

A model entry may list more servers in ``base_urls`` (replicas of one model, for
instance the ones ``m2miner serve --replicas N`` started). Every request goes to the
endpoint with the fewest requests in flight among those below their limit (the model's
``concurrency``), ties going to the one that has served fewest; when all are full the
caller waits for a free slot. An endpoint whose request failed to connect or timed out
is passed over for ``cooldown_s`` while another one has room, so the retry goes
elsewhere. The state is per process and per URL, shared by every model (and role) that
talks to the same server, which is what the server's own limit is about.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

COOLDOWN_S = 5.0


@dataclass
class EndpointState:
    """One server as the balancer sees it."""

    url: str
    limit: int
    outstanding: int = 0
    served: int = 0
    failures: int = 0
    down_until: float = 0.0
    peak: int = 0
    """Most requests it had in flight at once."""


class Endpoints:
    """Requests in flight, limits and recent failures of every endpoint (thread-safe)."""

    def __init__(self, cooldown_s: float = COOLDOWN_S) -> None:
        self.cooldown_s = cooldown_s
        self._cond = threading.Condition()
        self._state: dict[str, EndpointState] = {}

    def register(self, url: str, limit: int) -> None:
        """Know ``url`` with at most ``limit`` requests in flight (the first limit holds)."""
        key = url.rstrip("/")
        with self._cond:
            self._state.setdefault(key, EndpointState(key, limit))

    @contextmanager
    def lease(self, urls: Sequence[str]) -> Iterator[str]:
        """A slot on the least loaded of ``urls`` (registered), held for the block."""
        keys = [u.rstrip("/") for u in urls]
        with self._cond:
            chosen = self._choose(keys)
            while chosen is None:
                self._cond.wait(timeout=0.5)
                chosen = self._choose(keys)
            chosen.outstanding += 1
            chosen.peak = max(chosen.peak, chosen.outstanding)
        try:
            yield chosen.url
        finally:
            with self._cond:
                chosen.outstanding -= 1
                chosen.served += 1
                self._cond.notify_all()

    def _choose(self, keys: list[str]) -> EndpointState | None:
        states = [self._state[k] for k in keys]
        room = [s for s in states if s.outstanding < s.limit]
        now = time.monotonic()
        up = [s for s in room if s.down_until <= now] or room
        if not up:
            return None
        return min(up, key=lambda s: (s.outstanding, s.served, keys.index(s.url)))

    def failed(self, url: str) -> None:
        """``url`` failed to answer: pass it over for a while when others have room."""
        with self._cond:
            state = self._state.get(url.rstrip("/"))
            if state is not None:
                state.failures += 1
                state.down_until = time.monotonic() + self.cooldown_s

    def snapshot(self) -> dict[str, EndpointState]:
        """A copy of every endpoint's state (for reports and tests)."""
        with self._cond:
            return {k: EndpointState(**vars(s)) for k, s in self._state.items()}


ENDPOINTS = Endpoints()
"""The endpoints of this process."""
