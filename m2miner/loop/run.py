"""``m2miner loop``: progressive model-in-the-loop rounds, one per stage, kept in the store.

A loop is a name (``loop_id``) and one row of the ``rounds`` table per stage: stage 0 is
the warm-up (only with ``warmup``), then each stage asked for. A stage round runs

    generate -> mine -> export -> train_infer -> train_judge -> register -> done

(the warm-up round only trains and registers; a loop with ``rl`` runs ``rl_rollouts``
and ``train_policy`` before ``register``, :mod:`m2miner.loop.rl`). Before a step starts, the round's
``step`` says so; the step records its outputs (run ids, the export directory, the
checkpoints, endpoints, counts) on the round; then the round moves to the next step. A
loop stopped at any point continues with :func:`run_loop` ``(resume=NAME)`` at the step
it was in, which is redone from its start (see :mod:`m2miner.loop.steps`).
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from m2miner.config import Config
from m2miner.errors import ConfigError, ModelUnavailableError, NotFoundError
from m2miner.loop import rl, steps
from m2miner.loop.events import LoopEvent, LoopStopped, Observer
from m2miner.loop.options import ROLES, LoopOptions
from m2miner.mining.run import StopFlag
from m2miner.store.opening import open_store
from m2miner.store.records import RoundRecord, RoundStatus, RoundStep

STAGE_STEPS: tuple[RoundStep, ...] = (
    "generate",
    "mine",
    "export",
    "train_infer",
    "train_judge",
    "register",
    "done",
)
RL_STAGE_STEPS: tuple[RoundStep, ...] = (
    *STAGE_STEPS[:-2],
    "rl_rollouts",
    "train_policy",
    *STAGE_STEPS[-2:],
)
"""A stage's steps in a loop with ``rl`` (see :mod:`m2miner.loop.rl`)."""
WARMUP_STEPS: tuple[RoundStep, ...] = ("train_infer", "train_judge", "register", "done")
RESUME_LAST = "last"
NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,99}")


@dataclass(frozen=True)
class LoopReport:
    """Where a loop stands after :func:`run_loop` returns."""

    name: str
    rounds: list[RoundRecord]
    interrupted: bool


def run_loop(
    config: Config,
    options: LoopOptions | None = None,
    *,
    resume: str | None = None,
    observer: Observer | None = None,
    stop: StopFlag | None = None,
) -> LoopReport:
    """Run a new loop (``options``) or continue loop ``resume`` (a name, or ``"last"``).

    Returns with ``interrupted`` when mining was stopped by Ctrl-C (``stop``); a
    KeyboardInterrupt elsewhere leaves the round ``interrupted`` and propagates. Errors
    leave it ``failed`` with the error in its info. Either way ``resume`` continues it.
    """
    notify = observer or (lambda event: None)
    if resume is not None:
        options = stored_options(config, resume)
    elif options is None:
        raise ConfigError("give the loop's options, or the name of a loop to resume")
    else:
        _check_new(config, options.name)
    preflight(config, options)
    ctx = steps.Context(config, options, notify, stop or StopFlag())
    for stage in _stages(options):
        rnd = _round(ctx, stage, resumed=resume is not None)
        if rnd.step == "done":
            continue
        if not _run_round(ctx, rnd, last=stage == options.stages[-1]):
            return LoopReport(options.name, _rounds(config, options.name), interrupted=True)
    notify(LoopEvent("finished", options.stages[-1]))
    return LoopReport(options.name, _rounds(config, options.name), interrupted=False)


def new_name(config: Config) -> str:
    """``loop-N``: the first such name no loop in the store has."""
    with open_store(config) as store:
        taken = set(store.rounds.loops())
    n = 1
    while f"loop-{n}" in taken:
        n += 1
    return f"loop-{n}"


def default_out(config: Config, name: str) -> Path:
    """Where a loop keeps its files unless told: ``DATA_DIR/loops/NAME``."""
    return (config.store.data_dir / "loops" / name).resolve()


def stored_options(config: Config, name: str) -> LoopOptions:
    """The options loop ``name`` (``"last"``: the most recently active) was started with."""
    with open_store(config) as store:
        loops = store.rounds.loops()
        if name == RESUME_LAST:
            if not loops:
                raise ConfigError("no loop to resume", hint="start one with `m2miner loop --apps`")
            name = loops[0]
        rounds = store.rounds.find(name)
    if not rounds:
        known = ", ".join(loops) or "none"
        raise NotFoundError(
            f"no loop named {name!r} (loops: {known})",
            hint="give one of the loops named, or start one with `m2miner loop --apps`",
        )
    return LoopOptions.model_validate(rounds[-1].info["options"])


def preflight(config: Config, options: LoopOptions) -> None:
    """Refuse, before any work, what would fail later: vLLM serving without vLLM or a GPU,
    a missing training package, a base that is not there, a warm-up directory that is not
    a TRL export, an unknown app."""
    from m2miner.devices.factory import DeviceSpec, app_target
    from m2miner.train.model import require_training_stack

    if options.serve == "vllm":
        from m2miner.train.serve import serve_blocker

        why = serve_blocker()
        if why is not None:
            raise ModelUnavailableError(
                f"--serve vllm: cannot start vLLM here: {why}",
                hint="use --serve none (the models run in process with the hf backend), "
                "or run the loop on a machine with a CUDA GPU and vLLM",
            )
    require_training_stack()
    for role in ROLES:
        _check_base(options.base(role), role)
    if options.warmup is not None:
        from m2miner.train.data import find_exports
        from m2miner.train.options import SFT_KINDS

        for role in ROLES:
            find_exports(options.warmup, SFT_KINDS[role])
    kind = DeviceSpec.parse(options.device).kind
    for app in options.apps:
        app_target(config, app, kind)
    if options.rl is not None and options.rl.pool is not None:
        from m2miner.rl.pool import read_pool

        read_pool(options.rl.pool)  # a folder without a pool fails now, not after training


def _check_base(base: str, role: str) -> None:
    from m2miner.train.serve import HUB_ID

    path = Path(base).expanduser()
    if path.is_dir():
        if not (path / "config.json").is_file():
            raise ConfigError(f"--{role}-base {base}: the directory holds no config.json")
        return
    if not HUB_ID.fullmatch(base):
        raise ConfigError(
            f"--{role}-base {base!r} is neither a model directory nor a hub id ORG/NAME"
        )


def _check_new(config: Config, name: str) -> None:
    if not NAME.fullmatch(name):
        raise ConfigError(
            f"loop name {name!r}: use letters, digits, '.', '_' and '-' (at most 100)"
        )
    with open_store(config) as store:
        if store.rounds.find(name):
            raise ConfigError(
                f"a loop named {name!r} exists", hint=f"continue it with --resume {name}"
            )


def _stages(options: LoopOptions) -> list[int]:
    return ([0] if options.warmup is not None else []) + list(options.stages)


def _rounds(config: Config, name: str) -> list[RoundRecord]:
    with open_store(config) as store:
        return store.rounds.find(name)


def _round(ctx: steps.Context, stage: int, *, resumed: bool) -> RoundRecord:
    """The loop's round for ``stage``, created when the loop reaches it."""
    with open_store(ctx.config) as store:
        existing = [r for r in store.rounds.find(ctx.options.name) if r.stage == stage]
        if existing:
            rnd = existing[-1]
        else:
            first = WARMUP_STEPS[0] if stage == 0 else STAGE_STEPS[0]
            info = {"options": ctx.options.model_dump(mode="json"), "timings": {}}
            rnd = store.rounds.create(ctx.options.name, stage, step=first, info=info)
    if rnd.step != "done":
        detail = {"resumed": bool(existing) and resumed, "step": rnd.step}
        ctx.notify(LoopEvent("round", stage, rnd.step, rnd.id, detail=detail))
    return rnd


def _run_round(ctx: steps.Context, rnd: RoundRecord, *, last: bool) -> bool:
    """Run the round from its current step; False when mining was stopped."""
    order = WARMUP_STEPS if rnd.stage == 0 else RL_STAGE_STEPS if ctx.options.rl else STAGE_STEPS
    for step in order[order.index(rnd.step) : -1]:
        with open_store(ctx.config) as store:
            store.rounds.update(rnd.id, step=step, status="running")
            rounds = store.rounds.find(ctx.options.name)
        current = next(r for r in rounds if r.id == rnd.id)
        start = time.monotonic()
        try:
            ctx.notify(LoopEvent("step", rnd.stage, step, rnd.id))
            detail = _STEPS[step](ctx, current, rounds, last)
            following = order[order.index(step) + 1]
            _advance(ctx, rnd.id, step, following, time.monotonic() - start)
            ctx.notify(LoopEvent("step_done", rnd.stage, step, rnd.id, detail=detail))
        except LoopStopped:
            _end(ctx, rnd.id, "interrupted", None)
            return False
        except BaseException as exc:
            if isinstance(exc, KeyboardInterrupt):
                _end(ctx, rnd.id, "interrupted", None)
            else:
                _end(ctx, rnd.id, "failed", exc)
            raise
    return True


def _advance(
    ctx: steps.Context, round_id: int, step: str, following: RoundStep, took: float
) -> None:
    with open_store(ctx.config) as store:
        rnd = store.rounds.get(round_id)
        timings = {**(rnd.info.get("timings") or {}), step: round(took, 1)}
        status: RoundStatus = "finished" if following == "done" else "running"
        info: dict[str, Any] = {"timings": timings, "error": None}
        if following == "done":
            info["finished_at"] = datetime.now(UTC).isoformat(timespec="seconds")
        store.rounds.update(round_id, step=following, status=status, info=info)


def _end(ctx: steps.Context, round_id: int, status: RoundStatus, exc: BaseException | None) -> None:
    info = {"error": f"{type(exc).__name__}: {exc}"[:2000]} if exc is not None else {}
    with open_store(ctx.config) as store:
        if store.rounds.get(round_id).step == "done":  # it finished before the interruption
            return
        store.rounds.update(round_id, status=status, info=info)


Step = Callable[[steps.Context, RoundRecord, list[RoundRecord], bool], dict[str, Any]]
_STEPS: dict[str, Step] = {
    "generate": lambda ctx, rnd, rounds, last: steps.generate(ctx, rnd, rounds),
    "mine": lambda ctx, rnd, rounds, last: steps.mine(ctx, rnd, rounds),
    "export": lambda ctx, rnd, rounds, last: steps.export(ctx, rnd, rounds),
    "train_infer": lambda ctx, rnd, rounds, last: steps.train(ctx, rnd, "infer", rounds),
    "train_judge": lambda ctx, rnd, rounds, last: steps.train(ctx, rnd, "judge", rounds),
    "rl_rollouts": lambda ctx, rnd, rounds, last: rl.rl_rollouts(ctx, rnd, rounds),
    "train_policy": lambda ctx, rnd, rounds, last: rl.train_policy(ctx, rnd, rounds),
    "register": lambda ctx, rnd, rounds, last: steps.register(ctx, rnd, last),
}
