"""Progress of a training job as plain values, for whoever shows it (the CLI draws a bar).

A transformers ``TrainerCallback`` turns the trainer's events into
:class:`TrainProgress` values and hands them to an observer; it also asks the trainer to
save a checkpoint after the last step, so a finished stage can be resumed (and skipped).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class TrainProgress:
    """Where one stage of a job is: ``step`` of ``max_steps``, the last logged loss."""

    stage: str
    step: int
    max_steps: int
    epoch: float
    loss: float | None = None
    logs: dict[str, float] = field(default_factory=dict)
    event: str = "step"
    """``begin``, ``step``, ``log``, ``end``, or ``saved`` (the stage's model is written)."""


Observer = Callable[[TrainProgress], None]


def progress_callback(stage: str, observer: Observer | None) -> Any:
    """A ``TrainerCallback`` reporting ``stage``'s progress to ``observer``."""
    from transformers import TrainerCallback

    class _Progress(TrainerCallback):  # type: ignore[misc]
        def __init__(self) -> None:
            self.loss: float | None = None

        def _emit(self, state: Any, event: str, logs: dict[str, float] | None = None) -> None:
            if observer is not None:
                observer(
                    TrainProgress(
                        stage=stage,
                        step=int(state.global_step),
                        max_steps=int(state.max_steps),
                        epoch=float(state.epoch or 0.0),
                        loss=self.loss,
                        logs=dict(logs or {}),
                        event=event,
                    )
                )

        def on_train_begin(self, args: Any, state: Any, control: Any, **kwargs: Any) -> None:
            self._emit(state, "begin")

        def on_step_end(self, args: Any, state: Any, control: Any, **kwargs: Any) -> Any:
            if state.global_step >= state.max_steps:
                control.should_save = True  # a finished stage resumes as finished
            self._emit(state, "step")
            return control

        def on_log(
            self, args: Any, state: Any, control: Any, logs: Any = None, **kwargs: Any
        ) -> None:
            numbers = numeric(logs or {})
            if "loss" in numbers:
                self.loss = numbers["loss"]
            self._emit(state, "log", numbers)

        def on_train_end(self, args: Any, state: Any, control: Any, **kwargs: Any) -> None:
            self._emit(state, "end")

    return _Progress()


def numeric(logs: dict[str, Any]) -> dict[str, float]:
    """The finite numbers among a trainer's logs."""
    out = {}
    for key, value in logs.items():
        number = isinstance(value, int | float) and not isinstance(value, bool)
        if number and math.isfinite(float(value)):
            out[key] = float(value)
    return out


def quiet_libraries() -> None:
    """Silence the progress bars and info logs of datasets and transformers, for a caller
    that shows :class:`TrainProgress` itself."""
    import warnings

    import datasets
    from transformers.utils import logging

    # Renamed-argument notices from the libraries, not actionable by the user.
    warnings.filterwarnings("ignore", category=FutureWarning, module=r"(transformers|trl|peft)")
    datasets.disable_progress_bars()
    logging.set_verbosity_error()
    logging.disable_progress_bar()
