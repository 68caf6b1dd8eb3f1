"""Realism knobs of the sim device: latency, settling screens, popups and faults.

All are off by default. Every random choice comes from the device's seeded generator,
which draws the same numbers for every action whatever the rates are, so a run is
reproducible under a seed and snapshots carry the generator's state. Disconnects are
decided by a second generator that snapshots do not carry: a connection fails with time,
not with the app's state, and a device restored to a snapshot must not lose its
connection again on the same action every time it is retried.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Realism:
    """How much a sim device behaves like a real, imperfect phone."""

    latency: float = 0.0
    """Seconds each action takes (the device sleeps), before jitter."""
    latency_jitter: float = 0.0
    """Uniform extra seconds in ``[0, latency_jitter)`` added to each action."""
    observe_latency: float = 0.0
    """Seconds each screenshot takes (the device sleeps), as a real screencap does."""
    settle_frames: int = 0
    """Screenshots after a screen-changing action that still show a transition frame."""
    popup_rate: float = 0.0
    """Chance per action that a dismissable popup dialog appears on top."""
    disconnect_rate: float = 0.0
    """Chance per action that the device disconnects (``DeviceDisconnectedError``)."""
    drop_rate: float = 0.0
    """Chance per action that it is silently ignored."""

    def __post_init__(self) -> None:
        for name in ("popup_rate", "disconnect_rate", "drop_rate"):
            value = getattr(self, name)
            if not 0.0 <= value <= 1.0:
                raise ValueError(f"Realism.{name} must be within [0, 1], got {value}")
        if min(self.latency, self.latency_jitter, self.observe_latency, self.settle_frames) < 0:
            raise ValueError(
                "Realism latency, jitter, observe_latency and settle_frames must not be negative"
            )


@dataclass(frozen=True)
class Draw:
    """The random outcome of one action."""

    disconnect: bool
    drop: bool
    popup: int | None
    delay: float


@dataclass
class Dice:
    """The seeded generator behind :class:`Realism`."""

    realism: Realism
    seed: int = 0
    rng: random.Random = field(init=False)

    link: random.Random = field(init=False)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)
        self.link = random.Random(f"{self.seed}:link")

    def roll(self) -> Draw:
        r = self.realism
        _, u_drop, u_popup, u_which, u_delay = (self.rng.random() for _ in range(5))
        u_disconnect = self.link.random()
        return Draw(
            disconnect=u_disconnect < r.disconnect_rate,
            drop=u_drop < r.drop_rate,
            popup=int(u_which * 1000) if u_popup < r.popup_rate else None,
            delay=r.latency + u_delay * r.latency_jitter,
        )

    def getstate(self) -> object:
        return self.rng.getstate()

    def setstate(self, state: object) -> None:
        self.rng.setstate(state)  # type: ignore[arg-type]
