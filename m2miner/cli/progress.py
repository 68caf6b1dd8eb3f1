"""Progress of a long command that counts through stages (``export``, ``recycle``): a rich
bar on a terminal; plain lines on stderr when the output is piped or captured, so a log
shows the command is alive; nothing when the command prints JSON.

A plain line is printed when a stage starts, at every tenth of its total, when it ends,
and otherwise at most every :data:`INTERVAL_S` seconds while it advances::

    export: trees 1/8
    export: trees 2/8 (25%)
    ...
    export: trees 8/8 (100%), done in 3 s
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

from m2miner.cli.render import make_console

INTERVAL_S = 30.0
"""Longest wait between two plain lines while a stage advances."""


@dataclass
class _Stage:
    started: float
    total: int | None
    decile: int = 0
    last_line: float = 0.0
    done: int = 0


@dataclass
class PlainLines:
    """Progress as plain lines on ``console``: ``<command>: <stage> <done>/<total>``."""

    command: str
    console: Console
    clock: Callable[[], float] = time.monotonic
    stages: dict[str, _Stage] = field(default_factory=dict)

    def update(self, stage: str, done: int, total: int | None, note: str = "") -> None:
        now = self.clock()
        state = self.stages.get(stage)
        if state is None:
            state = self.stages[stage] = _Stage(started=now, total=total)
            first = True
        else:
            first = False
        state.total = total if total is not None else state.total
        advanced = done > state.done
        state.done = done
        decile = 10 * done // state.total if state.total else 0
        finished = bool(state.total) and done >= (state.total or 0)
        due = advanced and now - state.last_line >= INTERVAL_S
        if first or finished or decile > state.decile or due:
            state.decile = decile
            state.last_line = now
            self._line(stage, state, now, note, finished)

    def _line(self, stage: str, state: _Stage, now: float, note: str, finished: bool) -> None:
        count = f"{state.done}/{state.total}" if state.total else str(state.done)
        share = f" ({100 * state.done // state.total}%)" if state.total and state.done else ""
        end = f", done in {now - state.started:.0f} s" if finished else ""
        tail = f" · {note}" if note else ""
        self.console.print(
            f"{self.command}: {stage} {count}{share}{end}{tail}",
            highlight=False,
            markup=False,
            soft_wrap=True,
        )


class StageProgress:
    """``update(stage, done, total, note)`` draws one bar per stage on a terminal, or
    prints :class:`PlainLines` when the output is not one; ``quiet`` shows nothing."""

    def __init__(self, command: str, console: Console, *, quiet: bool = False) -> None:
        self.quiet = quiet
        self.bar: Progress | None = None
        self.lines: PlainLines | None = None
        if quiet:
            return
        if console.is_terminal:
            self.bar = Progress(
                TextColumn("{task.description}"),
                BarColumn(),
                MofNCompleteColumn(),
                TextColumn("{task.fields[note]}"),
                console=console,
                transient=True,
            )
        else:
            self.lines = PlainLines(command, make_console(stderr=True))
        self.tasks: dict[str, Any] = {}

    def update(self, stage: str, done: int, total: int | None, note: str = "") -> None:
        if self.lines is not None:
            self.lines.update(stage, done, total, note)
        elif self.bar is not None:
            if stage not in self.tasks:
                self.tasks[stage] = self.bar.add_task(f"{stage:8}", total=total, note="")
            self.bar.update(self.tasks[stage], completed=done, total=total, note=note[:60])

    @contextmanager
    def shown(self) -> Iterator[StageProgress]:
        """Draw the bar (if any) for the duration of the block."""
        if self.bar is None:
            yield self
            return
        with self.bar:
            yield self
