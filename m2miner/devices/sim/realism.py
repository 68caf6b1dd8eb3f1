"""Realism knobs of the sim device: latency, settling screens, popups and faults.

All are off by default. Each action's random outcome is drawn afresh from the device's
seed and a step counter that only grows (:mod:`m2miner.devices.draws`), the same numbers
whatever the rates are: a run is reproducible under a seed, and restoring a snapshot
does not rewind the draws. A popup, drop or disconnect belongs to the moment, not to the
app's state: the siblings a search tries one after another from the same snapshot each
draw their own outcome, so a long run meets every fault at its configured rate.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from m2miner.devices.draws import StepDraws


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
    """The seeded draws behind :class:`Realism`, one independent set per action."""

    realism: Realism
    seed: int = 0
    draws: StepDraws = field(init=False)

    def __post_init__(self) -> None:
        self.draws = StepDraws(self.seed, "sim")

    def roll(self) -> Draw:
        r = self.realism
        u_disconnect, u_drop, u_popup, u_which, u_delay = self.draws.next(5)
        return Draw(
            disconnect=u_disconnect < r.disconnect_rate,
            drop=u_drop < r.drop_rate,
            popup=int(u_which * 1000) if u_popup < r.popup_rate else None,
            delay=r.latency + u_delay * r.latency_jitter,
        )
