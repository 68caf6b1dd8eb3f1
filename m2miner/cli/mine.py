"""``m2miner mine``: search an app for trajectories of the given intents."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.live import Live

from m2miner.cli.app import app
from m2miner.cli.common import ConfigOpt, DataDirOpt, SeedOpt, console, resolve_config
from m2miner.cli.errors import EXIT_ENVIRONMENT, EXIT_INTERRUPTED, command_line, print_error
from m2miner.cli.mine_view import (  # noqa: F401  (host_lines, safety_lines: used by tests)
    ProgressTicker,
    ProgressView,
    fault_text,
    fold,
    host_lines,
    print_summary,
    print_where,
    safety_lines,
)
from m2miner.cli.render import make_console, print_labelled, wrap_keeping_commands
from m2miner.errors import ConfigError

RESUME_LAST = "last"
BUDGET_KEYS = ("iterations", "device_steps", "model_calls", "wall_time_s", "money_usd")


def parse_budget(items: list[str]) -> dict[str, Any]:
    """``["iterations=40", "money_usd=0.5"]`` -> config overrides under ``budget.``."""
    out: dict[str, Any] = {}
    for item in items:
        key, sep, value = item.partition("=")
        key = key.strip().replace("-", "_")
        if not sep or key not in BUDGET_KEYS:
            from m2miner.config_sources import BadValueError, nearest_first, unknown_choice

            if not sep:
                keys = ", ".join(nearest_first(key, BUDGET_KEYS))
                raise BadValueError(f"--budget {item!r}: expected KEY=VALUE (keys: {keys})")
            wrong = unknown_choice("budget key", key, BUDGET_KEYS)
            raise BadValueError(
                f"--budget {item!r}: {wrong}",
                corrections=[(item, f"{meant}={value}") for _, meant in wrong.corrections],
            )
        try:
            number: float = float(value)
        except ValueError:
            raise ConfigError(f"--budget {item!r}: {value!r} is not a number") from None
        out[f"budget.{key}"] = int(number) if number.is_integer() and key != "money_usd" else number
    return out


@app.command("mine")
def mine_cmd(
    app_name: Annotated[
        str | None, typer.Option("--app", "-a", help="App to mine (sim app or config alias).")
    ] = None,
    intent: Annotated[
        list[str] | None, typer.Option("--intent", "-i", help="An intent to mine (repeatable).")
    ] = None,
    intents: Annotated[
        Path | None,
        typer.Option(
            "--intents",
            help="File of intents: one a line, JSON lines or YAML; each may carry a "
            "verifier (docs/verification.md).",
        ),
    ] = None,
    task: Annotated[
        list[str] | None, typer.Option("--task", "-t", help="A bundled sim task id (repeatable).")
    ] = None,
    n_tasks: Annotated[
        int, typer.Option("--n-tasks", help="Sim tasks to mine when no intent is given.")
    ] = 3,
    from_stage: Annotated[
        int | None, typer.Option("--from-stage", help="Mine stored intents of this stage.")
    ] = None,
    device: Annotated[
        str | None,
        typer.Option(
            "--device",
            "-d",
            help="sim, adb:SERIAL or appium:URL; a comma list mines on each "
            "(default: the config's device.kind and device.serial).",
        ),
    ] = None,
    devices: Annotated[
        int | None,
        typer.Option("--devices", help="Sim devices mining trees in parallel (device.count)."),
    ] = None,
    budget: Annotated[
        list[str] | None,
        typer.Option(
            "--budget",
            "-b",
            help="Per-tree limit KEY=VALUE (repeatable): " + ", ".join(BUDGET_KEYS) + ".",
        ),
    ] = None,
    search: Annotated[
        str | None,
        typer.Option(
            "--search",
            help="m2m (default); vanilla (the paper's baseline: random actions and random "
            "rollouts, no InferAgent); vanilla-infer (ablation: vanilla + InferAgent).",
        ),
    ] = None,
    resume: Annotated[
        str | None,
        typer.Option(
            "--resume",
            help="Continue an interrupted run (RUN_ID, or last) with its stored config; "
            "--budget, --devices, --device and config settings given with it are recorded "
            "overrides; a different --seed or --search is refused.",
        ),
    ] = None,
    retry_errors: Annotated[
        bool,
        typer.Option(
            "--retry-errors",
            help="With --resume: try the run's env_error nodes (model or device failures) "
            "again, search.env_error_retries more times each, reopening trees they ended.",
        ),
    ] = False,
    ray: Annotated[
        str | None,
        typer.Option(
            "--ray",
            help="Mine on a Ray cluster (ray.address): HOST:PORT of its head, auto (the "
            "cluster of this host) or local (a one-host cluster of --devices sim devices); "
            "needs a PostgreSQL store.url and a shared store.blobs (docs/scaleout.md).",
        ),
    ] = None,
    fleet: Annotated[
        Path | None,
        typer.Option(
            "--fleet", help="With --ray: the fleet file of the hosts' devices (ray.fleet)."
        ),
    ] = None,
    progress_every: Annotated[
        float,
        typer.Option(
            "--progress-every",
            min=0,
            help="When stderr is not a terminal: seconds between progress lines (tree, "
            "iterations, steps, nodes, best value; 0: after every node).",
        ),
    ] = 30.0,
    seed: SeedOpt = None,
    config: ConfigOpt = None,
    data_dir: DataDirOpt = None,
) -> None:
    """Mine trajectories: one MCTS tree per intent, every node stored as it is judged."""
    from m2miner.devices.factory import DeviceSpec
    from m2miner.mining.plan import MineRequest
    from m2miner.mining.run import mine

    overrides = {
        "seed": seed,
        "store.data_dir": data_dir,
        "search.algorithm": search,
        "ray.address": ray or None,
        "ray.fleet": fleet,
    }
    overrides.update(parse_budget(budget or []))
    cfg = resolve_config(config, **overrides)
    if ray == "" and not cfg.ray.address:  # --ray alone: the cluster of this host
        cfg = cfg.model_copy(update={"ray": cfg.ray.model_copy(update={"address": "auto"})})
    run_id = _resume_id(cfg, resume) if resume else None
    if retry_errors and run_id is None:
        raise ConfigError(
            "--retry-errors retries the env_error nodes of a run: it needs --resume RUN_ID",
            hint="m2miner mine --resume RUN_ID --retry-errors",
        )
    request = None
    changes: dict[str, Any] | None = None
    if run_id is not None:
        _refuse_selection(
            run_id, app=app_name, intent=intent, intents=intents, task=task, from_stage=from_stage
        )
        from m2miner.mining.resume import explicit_settings

        # The run mines with its stored configuration; what is given now changes it.
        changes = {**explicit_settings(cfg.files), **overrides}
    else:
        if app_name is None:
            raise ConfigError(
                "say which app to mine: --app NAME (see `m2miner apps`)",
                hint="m2miner mine --app maps (a bundled sim app; `m2miner apps` lists them all)",
            )
        request = MineRequest(
            app=app_name,
            intents=tuple(intent or ()),
            intents_file=intents,
            task_ids=tuple(task or ()),
            n_tasks=n_tasks,
            from_stage=from_stage,
        )
    report = _mine_live(
        lambda observer: mine(
            cfg,
            request,
            device=device
            if run_id is not None or cfg.ray.address
            else (device or DeviceSpec.configured(cfg)),
            devices=devices,
            resume=run_id,
            overrides=changes,
            argv=command_line(),
            observer=observer,
            retry_errors=retry_errors,
            cluster=_cluster(cfg, devices),
        ),
        progress_every,
    )
    _summary(report, cfg)
    if report.error:
        raise typer.Exit(EXIT_ENVIRONMENT)
    if report.interrupted:
        raise typer.Exit(EXIT_INTERRUPTED)


def _cluster(cfg: Any, devices: int | None) -> Any:
    """The Ray cluster of the run, when ray.address (--ray) names one."""
    if not cfg.ray.address:
        return None
    from m2miner.scaleout.driver import RayCluster
    from m2miner.scaleout.fleet import Fleet, load_fleet

    if cfg.ray.fleet is not None:
        return RayCluster(cfg.ray.address, load_fleet(cfg.ray.fleet))
    if cfg.ray.address != "local":
        raise ConfigError(
            "a Ray run needs a fleet file naming the devices of each host",
            hint="--fleet fleet.yaml (or ray.fleet); see docs/scaleout.md",
        )
    return RayCluster("local", Fleet.sim({"local": devices or cfg.device.count}))


def _refuse_selection(run_id: int, **given: Any) -> None:
    """A resumed run mines the intents it chose when it started: refuse new ones."""
    named = [f"--{name.replace('_', '-')}" for name, value in given.items() if value]
    if named:
        raise ConfigError(
            f"{', '.join(named)} cannot change what run {run_id} mines: a resumed run "
            "continues the intents it started with",
            hint=f"leave out {' '.join(named)} to resume run {run_id}, "
            "or leave out --resume to start a new run",
        )


def _resume_id(cfg: Any, resume: str) -> int:
    if resume != RESUME_LAST:
        try:
            return int(resume)
        except ValueError:
            raise ConfigError(f"--resume takes a run id, got {resume!r}") from None
    from m2miner.store.opening import open_store

    with open_store(cfg) as store:
        runs = [s.run for s in store.runs.summaries() if s.run.status in ("interrupted", "running")]
    if not runs:
        raise ConfigError("no interrupted run to resume", hint="see `m2miner runs`")
    return max(r.id for r in runs)


def _mine_live(run: Callable[[Callable[[Any], Any]], Any], every_s: float = 30.0) -> Any:
    """Run ``run(observer)`` with the progress on stderr: live lines on a terminal, else
    a line per finished tree and a progress line every ``every_s`` seconds."""
    view = ProgressView()
    progress = make_console(stderr=True)
    if not progress.is_terminal:
        ticker = ProgressTicker(every_s)

        def plain(event: Any) -> None:
            line = view.finished_line(event)
            view.on(event)
            if line is None:
                if ticker.due(event):
                    for part in fold(view.progress_line(), progress.width):
                        progress.print(part, highlight=False, markup=False, soft_wrap=True)
                return
            parts = [line]
            if len(line) > progress.width:  # the intent goes under the tree's line, wrapped
                intent = event.outcome.intent
                parts = [line[: len(line) - len(intent)].rstrip()]
                parts += wrap_keeping_commands(intent, progress.width, indent=4, prefix="    ")
            for part in parts:
                progress.print(part, highlight=False, markup=False, soft_wrap=True)

        return run(plain)
    # The display re-renders the view itself, so the clocks tick between events.
    with Live(console=progress, get_renderable=view.render, refresh_per_second=4, transient=True):
        return run(view.on)


def _summary(report: Any, cfg: Any) -> None:
    print_summary(console, report)
    if report.error:
        again = f"m2miner mine --resume {report.run_id}"
        if "--retry-errors" in report.error:
            again += " --retry-errors"
        print_error(
            report.error,
            f"`m2miner doctor` checks the devices and model endpoints; then `{again}` "
            "continues the run",
            console,
        )
    if report.interrupted and not report.error:
        print_labelled(
            console, "interrupted:", f"resume with `m2miner mine --resume {report.run_id}`"
        )
    print_where(console, report, cfg)
