"""The steps of one round. Each records what it produced on the round before it returns,
and can be run again from its start after an interruption without redoing finished
work: generation and recycling skip the apps and runs already done, mining resumes the
round's interrupted run, export rewrites its directory, training resumes its output
directory (a finished job is read back, not trained again)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from m2miner.config import Config
from m2miner.errors import ConfigError, DeviceError
from m2miner.llm.base import ChatModel
from m2miner.loop.events import LoopEvent, LoopStopped, Observer
from m2miner.loop.models import (
    Checkpoint,
    base_checkpoints,
    close_models,
    coords_of,
    hf_entry,
    open_models,
    serve_entry,
    stage_config,
    stop_endpoints,
)
from m2miner.loop.options import LoopOptions, Role
from m2miner.mining.run import StopFlag
from m2miner.store import Store
from m2miner.store.opening import open_store
from m2miner.store.records import RoundRecord


@dataclass(frozen=True)
class Context:
    """What every step needs: the config, the loop's options, progress and Ctrl-C."""

    config: Config
    options: LoopOptions
    notify: Observer
    stop: StopFlag

    def store(self) -> Store:
        return open_store(self.config)


def record(store: Store, round_id: int, key: str, value: dict[str, Any]) -> None:
    """Merge ``value`` into the round's ``info[key]``."""
    current = store.rounds.get(round_id).info.get(key) or {}
    store.rounds.update(round_id, info={key: {**current, **value}})


def mine_runs(rounds: list[RoundRecord], up_to: int) -> list[int]:
    """The mining runs of the rounds of stage ``up_to`` and earlier."""
    ids = {
        entry["run_id"]
        for r in rounds
        if r.stage <= up_to
        for entry in (r.info.get("mine") or {}).values()
        if entry.get("run_id") is not None
    }
    return sorted(ids)


# -- generate ---------------------------------------------------------------------------


def generate(ctx: Context, rnd: RoundRecord, rounds: list[RoundRecord]) -> dict[str, Any]:
    """Stages 1 and 2: generate intents for each app. Stage 3: recycle earlier trees."""
    if rnd.stage == 3:
        return _recycle(ctx, rnd, rounds)
    from m2miner.mining.generation import GenerateRequest, generate_intents

    opts = ctx.options
    with ctx.store() as store:
        done = dict(store.rounds.get(rnd.id).info.get("generate") or {})
        for app in opts.apps:
            if app in done:
                continue
            request = GenerateRequest(
                app=app,
                stage=rnd.stage,
                n=opts.n,
                rewrites=opts.rewrites,
                device=opts.device,
                retries=opts.retries,
            )
            report = generate_intents(ctx.config, request)
            done[app] = {
                "run_id": report.run_id,
                "intents": len(report.stored),
                "retries": sum(i.source == "retry" for i in report.stored),
                "duplicates": len(report.duplicates),
                "heuristic": report.heuristic,
            }
            record(store, rnd.id, "generate", {app: done[app]})
    return done


def _recycle(ctx: Context, rnd: RoundRecord, rounds: list[RoundRecord]) -> dict[str, Any]:
    """Recycle the trees of the loop's earlier mining runs (every finished tree in the
    store when the loop has none), one recycling run per mining run."""
    from m2miner.mining.recycling import RecycleRequest, recycle

    runs: list[int | None] = list(mine_runs(rounds, rnd.stage - 1)) or [None]
    with ctx.store() as store:
        done = dict(store.rounds.get(rnd.id).info.get("recycle") or {})
        for run_id in runs:
            key = str(run_id) if run_id is not None else "all"
            if key in done:
                continue
            report = recycle(ctx.config, RecycleRequest(run_id=run_id, report=False))
            done[key] = {
                "run_id": report.run_id,
                "trees": len(report.trees),
                "paths": sum(t.considered for t in report.trees),
                "intents": sum(t.verified for t in report.trees),
                "heuristic": report.heuristic,
            }
            record(store, rnd.id, "recycle", {key: done[key]})
    return done


# -- mine -------------------------------------------------------------------------------


def mining_checkpoints(
    options: LoopOptions, rnd: RoundRecord, rounds: list[RoundRecord]
) -> dict[Role, Checkpoint] | None:
    """What the round mines with: the checkpoints the latest earlier round registered;
    for the first stage the base models (``start = "base"``) or None: the config's agents."""
    earlier = [r for r in rounds if r.stage < rnd.stage and r.info.get("registered")]
    if earlier:
        registered = earlier[-1].info["registered"]
        return {role: Checkpoint.from_json(registered[role]) for role in ("infer", "judge")}
    return base_checkpoints(options) if options.start == "base" else None


def mine(ctx: Context, rnd: RoundRecord, rounds: list[RoundRecord]) -> dict[str, Any]:
    """Mine the round's intents of each app with the round's models."""
    opts = ctx.options
    if rnd.stage == 3 and not opts.mine_recycled:
        return {}
    from_stage = rnd.stage if rnd.stage < 3 else ctx.config.agents.recycle.stage
    checkpoints = mining_checkpoints(opts, rnd, rounds)
    with ctx.store() as store:
        config, pool = _mining_models(ctx, rnd, checkpoints, store)
        try:
            for app in opts.apps:
                _mine_app(ctx, store, rnd, app, from_stage, config, pool)
        finally:
            close_models(pool)
        return dict(store.rounds.get(rnd.id).info.get("mine") or {})


def _mining_models(
    ctx: Context, rnd: RoundRecord, checkpoints: dict[Role, Checkpoint] | None, store: Store
) -> tuple[Config, dict[str, ChatModel]]:
    """The config the round mines with and the chat models loaded for it."""
    if checkpoints is None:
        store.rounds.update(rnd.id, info={"mined_with": {"agents": "config"}})
        return ctx.config, {}
    order = (checkpoints["infer"], checkpoints["judge"])
    if ctx.options.serve == "vllm":
        entries = [serve_entry(ctx.config, ctx.options, c, store, rnd.id) for c in order]
        pool: dict[str, ChatModel] = {}
    else:
        entries = [hf_entry(c, ctx.options) for c in order]
        pool = open_models(entries)
    used = {c.role: {**c.to_json(), "model": e.model} for c, e in zip(order, entries, strict=True)}
    store.rounds.update(rnd.id, info={"mined_with": used})
    return stage_config(ctx.config, entries), pool


def _mine_app(
    ctx: Context,
    store: Store,
    rnd: RoundRecord,
    app: str,
    from_stage: int,
    config: Config,
    pool: dict[str, ChatModel],
) -> None:
    from m2miner.mining.plan import MineRequest
    from m2miner.mining.run import mine as mine_run

    command = f"loop {ctx.options.name} stage {rnd.stage} mine {app}"
    known = (store.rounds.get(rnd.id).info.get("mine") or {}).get(app) or {}
    run_id = known.get("run_id") or _run_by_command(store, command)
    if run_id is not None and not store.runs.get(run_id).config.get("plan"):
        run_id = None  # it stopped before choosing its intents: start a new run
    if run_id is not None and store.runs.get(run_id).status == "finished":
        _record_mined(store, rnd.id, app, run_id, "finished")
        return
    if run_id is None and not store.intents.find(app=app, stage=from_stage, unmined=True):
        record(store, rnd.id, "mine", {app: {"run_id": None, "trees": 0, "succeeded": 0}})
        return
    report = mine_run(
        config,
        None if run_id is not None else MineRequest(app=app, from_stage=from_stage),
        device=ctx.options.device,
        resume=run_id,
        observer=lambda e: ctx.notify(LoopEvent("mine", rnd.stage, "mine", rnd.id, payload=e)),
        command=command,
        stop=ctx.stop,
        models=pool,
    )
    _record_mined(
        store, rnd.id, app, report.run_id, "interrupted" if report.interrupted else "finished"
    )
    if report.error:
        raise DeviceError(
            f"mining {app} stopped: {report.error}",
            hint=f"reconnect the device, then `m2miner loop --resume {ctx.options.name}`",
        )
    if report.interrupted:
        raise LoopStopped(f"mining {app} was stopped")


def _run_by_command(store: Store, command: str) -> int | None:
    """The newest run started with ``command`` (a run the round did not record yet)."""
    runs = [s.run.id for s in store.runs.summaries() if s.run.command == command]
    return max(runs) if runs else None


def _record_mined(store: Store, round_id: int, app: str, run_id: int, status: str) -> None:
    """Record the app's mining run and its counts; the round's ``run_id`` is its first."""
    record(store, round_id, "mine", {app: _mined(store, run_id, status)})
    if store.rounds.get(round_id).run_id is None:
        store.rounds.update(round_id, run_id=run_id)


def _mined(store: Store, run_id: int, status: str) -> dict[str, Any]:
    [summary] = [s for s in store.runs.summaries() if s.run.id == run_id]
    return {
        "run_id": run_id,
        "trees": summary.trees,
        "succeeded": summary.succeeded_trees,
        "nodes": summary.nodes,
        "model_calls": summary.model_calls,
        "status": status,
    }


# -- export, train, register ------------------------------------------------------------


def export(ctx: Context, rnd: RoundRecord, rounds: list[RoundRecord]) -> dict[str, Any]:
    """Export everything the loop mined so far (TRL) into the stage's ``export/``."""
    from m2miner.export import ExportOptions, ModelView, export_dataset

    opts = ctx.options
    runs = mine_runs(rounds, rnd.stage)
    if not runs:
        raise ConfigError(
            f"stage {rnd.stage}: the loop has mined nothing to train on",
            hint="give apps with intents left to mine, or start with stage 1",
        )
    low, high = opts.pixels
    view = ModelView(
        coords=coords_of(opts.base("infer")),  # type: ignore[arg-type]
        min_pixels=low,
        max_pixels=high,
        history=ctx.config.agents.infer.history,
    )
    options = ExportOptions(
        formats=("trl",),
        view=view,
        run_ids=tuple(runs),
        apps=opts.apps,
        include=opts.include,
        val_ratio=opts.val_ratio,
        seed=ctx.config.seed,
    )
    out = opts.stage_dir(rnd.stage) / "export"
    with ctx.store() as store:
        # A rerun of this step (after an interruption) replaces the round's own export.
        report = export_dataset(
            store, out, options, overwrite=True, command=f"m2miner loop {opts.name}"
        )
        summary = {
            "dir": str(out),
            "runs": runs,
            "trajectories": report.trajectories,
            "trust": report.trust,
            "kinds": {kind: k.counts for kind, k in report.kinds.items()},
            "images": report.images.get("total", 0),
        }
        store.rounds.update(rnd.id, export_dir=str(out), info={"export": summary})
    return summary


def train(ctx: Context, rnd: RoundRecord, role: Role, rounds: list[RoundRecord]) -> dict[str, Any]:
    """Train ``role`` from its base on the warm-up data and the round's export."""
    from m2miner.train.run import train as train_job

    opts = ctx.options
    if opts.serve == "vllm":  # the GPU is needed for training now
        stop_endpoints(e for r in rounds for e in r.endpoints.values())
    out = opts.stage_dir(rnd.stage) / role
    resume = out.is_dir() and any(out.iterdir())
    job = opts.train_options(role, training_data(opts, rnd, role), out, resume=resume)

    def on_progress(progress: Any) -> None:
        step = f"train_{role}"
        ctx.notify(LoopEvent("train", rnd.stage, step, rnd.id, payload=progress))

    report = train_job(ctx.config, job, observer=on_progress, round_id=rnd.id)
    summary = {
        "training_run_id": report.training_run_id,
        "out": str(report.out),
        "model_dir": report.model_dir,
        "steps": sum(s.steps for s in report.stages),
        "stages": [s.stage for s in report.stages],
        "metrics": report.metrics,
        "resumed": resume,
    }
    with ctx.store() as store:
        store.rounds.update(rnd.id, checkpoints={role: str(report.out)})
        record(store, rnd.id, "train", {role: summary})
    return summary


def training_data(opts: LoopOptions, rnd: RoundRecord, role: Role) -> tuple[Path, ...]:
    """The warm-up export and the round's export; with a warm-up, a round export without
    ``role``'s kinds (no successful trajectory yet) is left out instead of refused."""
    from m2miner.train.data import find_exports
    from m2miner.train.options import SFT_KINDS

    if rnd.stage == 0:
        assert opts.warmup is not None, "only a loop with a warm-up has a round 0"
        return (opts.warmup,)
    assert rnd.export_dir is not None, "the export step records the export directory"
    export_dir = Path(rnd.export_dir)
    try:
        find_exports(export_dir, SFT_KINDS[role])
    except ConfigError:
        if opts.warmup is not None:
            return (opts.warmup,)
        raise _no_samples(rnd.stage, role) from None
    return (export_dir,) if opts.warmup is None else (opts.warmup, export_dir)


def _no_samples(stage: int, role: Role) -> ConfigError:
    from m2miner.train.options import SFT_KINDS

    agent, source = {
        "infer": ("InferAgent", "successful trajectories"),
        "judge": ("JudgeAgent", "judged steps"),
    }[role]
    return ConfigError(
        f"stage {stage}: the data mined so far has no {' or '.join(SFT_KINDS[role])} "
        f"samples to train the {agent} on (they come from {source})",
        hint="mine more per stage in a new loop (--budget iterations=N, --n N), "
        "or add public data with --warmup DATA",
    )


def register(ctx: Context, rnd: RoundRecord, last: bool) -> dict[str, Any]:
    """Name the round's checkpoints for the next stage; with vLLM, serve them now
    (not after the last stage: nothing mines next)."""
    checkpoints = [
        Checkpoint(role, f"{role}-s{rnd.stage}", rnd.checkpoints[role])
        for role in ("infer", "judge")
    ]
    registered: dict[str, Any] = {c.role: c.to_json() for c in checkpoints}
    with ctx.store() as store:
        if ctx.options.serve == "vllm" and not last:
            for checkpoint in checkpoints:
                serve_entry(ctx.config, ctx.options, checkpoint, store, rnd.id)
        store.rounds.update(rnd.id, info={"registered": registered})
    return registered
