"""Random draws for injected faults, one independent set per step.

A fault source that keeps a generator beside a device's state gets that generator
rewound whenever the state is: a search that restores a snapshot and tries each child of
a node in turn then meets the same popup, drop or disconnect on every sibling, and
retried paths see the same outcome again. Here a draw is a pure function of the seed and
a step number that only grows (restoring a snapshot does not rewind it): a run is
reproducible under its seed, and siblings draw independently, so a long run injects each
fault at its configured rate.
"""

from __future__ import annotations

import hashlib

_SCALE = float(2**64)


def uniforms(seed: int, step: int, n: int, *, stream: str = "") -> tuple[float, ...]:
    """``n`` (at most 8) independent uniform numbers in ``[0, 1)`` for draw number
    ``step`` of ``stream`` under ``seed``; the same arguments give the same numbers on
    every platform and Python version."""
    if not 0 < n <= 8:
        raise ValueError(f"uniforms: n must be within 1..8, got {n}")
    key = f"{stream}:{seed}:{step}".encode()
    digest = hashlib.blake2b(key, digest_size=8 * n).digest()
    return tuple(int.from_bytes(digest[8 * i : 8 * i + 8], "big") / _SCALE for i in range(n))


class StepDraws:
    """Draws numbered by a counter that only grows: :meth:`next` gives the next step's."""

    def __init__(self, seed: int, stream: str = "") -> None:
        self.seed = seed
        self.stream = stream
        self.step = 0
        """How many draws were made; snapshots and restores leave it alone."""

    def next(self, n: int) -> tuple[float, ...]:
        self.step += 1
        return uniforms(self.seed, self.step, n, stream=self.stream)
