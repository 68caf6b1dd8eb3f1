"""What a running loop reports, for whoever shows it (the CLI prints a line per step)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

EventKind = Literal["round", "step", "step_done", "mine", "train", "finished"]


@dataclass(frozen=True)
class LoopEvent:
    """Progress of a loop.

    ``round``: a round starts or resumes (``detail["resumed"]``); ``step``: a step starts;
    ``step_done``: it ended, ``detail`` holds what it recorded; ``mine`` and ``train``
    carry a :class:`~m2miner.mining.run.MineEvent` or
    :class:`~m2miner.train.progress.TrainProgress` in ``payload``; ``finished``: every
    stage is done.
    """

    kind: EventKind
    stage: int
    step: str = ""
    round_id: int | None = None
    detail: dict[str, Any] = field(default_factory=dict)
    payload: Any = None


Observer = Callable[[LoopEvent], None]


class LoopStopped(Exception):
    """Mining stopped on request (Ctrl-C); the round is left interrupted, resumable."""
