"""``m2miner mine``: search an app for trajectories of the given intents."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.live import Live
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from m2miner.cli.app import app
from m2miner.cli.common import ConfigOpt, DataDirOpt, SeedOpt, console, resolve_config
from m2miner.cli.errors import EXIT_ENVIRONMENT, EXIT_INTERRUPTED, command_line
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
            raise ConfigError(
                f"--budget {item!r}: expected KEY=VALUE with KEY one of {', '.join(BUDGET_KEYS)}"
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
    seed: SeedOpt = None,
    config: ConfigOpt = None,
    data_dir: DataDirOpt = None,
) -> None:
    """Mine trajectories: one MCTS tree per intent, every node stored as it is judged."""
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
        changes = {**explicit_settings(config), **overrides}
    else:
        if app_name is None:
            raise ConfigError("say which app to mine: --app NAME (see `m2miner apps`)")
        request = MineRequest(
            app=app_name,
            intents=tuple(intent or ()),
            intents_file=intents,
            task_ids=tuple(task or ()),
            n_tasks=n_tasks,
            from_stage=from_stage,
        )
    view = _ProgressView()
    with Live(view.render(), console=console, refresh_per_second=4, transient=True) as live:
        report = mine(
            cfg,
            request,
            device=device
            if run_id is not None or cfg.ray.address
            else (device or _config_device(cfg)),
            devices=devices,
            resume=run_id,
            overrides=changes,
            argv=command_line(),
            observer=lambda e: live.update(view.on(e)),
            retry_errors=retry_errors,
            cluster=_cluster(cfg, devices),
        )
    _summary(report)
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


def _config_device(cfg: Any) -> str:
    """The device the config names: ``device.kind``, with ``device.serial`` when set."""
    kind, serial = cfg.device.kind, cfg.device.serial
    return f"{kind}:{serial}" if serial and kind != "sim" else kind


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
    from m2miner.mining.run import open_store

    with open_store(cfg) as store:
        runs = [s.run for s in store.runs.summaries() if s.run.status in ("interrupted", "running")]
    if not runs:
        raise ConfigError("no interrupted run to resume", hint="see `m2miner runs`")
    return max(r.id for r in runs)


class _ProgressView:
    """The live status line: trees, nodes, successes, model calls, tokens and cost."""

    def __init__(self) -> None:
        self.trees = 0
        self.nodes = 0
        self.successes = 0
        self.intent = ""
        self.usage: Any = None
        self.base: Any = None
        self.done: Any = None
        self.stopping = False
        self.hosts: dict[str, Any] = {}
        self.started = time.monotonic()

    def on(self, event: Any) -> Text:
        if event.kind == "tree_started":
            self.trees += 1
            self.intent = event.intent
        elif event.kind == "node":
            self.nodes += 1
            self.successes += int(bool(event.data.get("success")))
            self.usage = event.data.get("usage")
        elif event.kind == "stopping":
            self.stopping = True
        elif event.kind == "progress":
            self.hosts = event.data.get("hosts") or {}
        return self.render()

    def render(self) -> Text:
        u = self.usage
        calls = (
            f"{u.model_calls} calls, {u.prompt_tokens + u.completion_tokens} tokens, ${u.cost:.4f}"
            if u
            else "0 calls"
        )
        line = (
            f"tree {self.trees}: {self.intent[:60]}  |  {self.nodes} nodes, "
            f"{self.successes} successes  |  {calls}"
        )
        if self.stopping:
            line += "  |  stopping after the node in flight (Ctrl-C again to abort)"
        return Text("\n".join([line, *host_lines(self.hosts, time.monotonic() - self.started)]))


def host_lines(hosts: dict[str, Any], elapsed_s: float) -> list[str]:
    """One line per host of a Ray run: devices, trees, nodes and nodes per minute."""
    minutes = max(elapsed_s, 1e-9) / 60
    return [
        f"  {host}: {row['live']}/{row['devices']} devices live, {row['mining']} trees mining, "
        f"{row['trees_done']} done, {row['nodes']} nodes ({row['nodes'] / minutes:.1f}/min)"
        for host, row in sorted(hosts.items())
    ]


def fault_text(counts: Any) -> str:
    """``{"model_timeout": 2, "reconnect": 1}`` -> ``2 model_timeout, 1 reconnect``."""
    return ", ".join(f"{n} {kind}" for kind, n in counts.items()) or "-"


def safety_lines(outcomes: Any) -> list[str]:
    """For each tree without a success whose actions the safety policy refused: that the
    policy may have blocked the only way forward, and the settings that allow it."""
    lines = []
    for o in outcomes:
        blocked = getattr(o, "blocked", None) or {}
        if o.successes or not blocked:
            continue
        rules = ", ".join(f"{n} {rule}" for rule, n in blocked.items())
        lines.append(
            f"tree {o.tree_id}: no success, and the safety policy blocked {sum(blocked.values())} "
            f"action(s) ({rules}), perhaps the only way forward. On a test account set "
            "safety.sandbox = true, or allow them in a policy file (safety.policy_files); "
            "`m2miner show TREE --candidates` marks the blocked nodes."
        )
    return lines


def _summary(report: Any) -> None:
    table = Table(title=f"Run {report.run_id}")
    for column in (
        "tree",
        "intent",
        "status",
        "stop",
        "verified",
        "judged",
        "refuted",
        "nodes",
        "iter",
        "steps",
        "replay",
        "calls",
        "truth",
        "faults",
    ):
        left = column in ("intent", "status", "stop", "faults")
        table.add_column(column, justify="left" if left else "right")
    for o in report.outcomes:
        truth = (
            "-" if o.ground_truth_success is None else ("yes" if o.ground_truth_success else "no")
        )
        table.add_row(
            str(o.tree_id),
            o.intent,
            o.status,
            o.stop_reason or "-",
            str(getattr(o, "verified", 0)),
            str(getattr(o, "judged_only", o.successes)),
            str(getattr(o, "refuted", 0)),
            str(o.nodes),
            str(o.iterations),
            str(o.usage.device_steps),
            str(o.usage.restore_steps),
            str(o.usage.model_calls),
            truth,
            fault_text(getattr(o, "faults", {})),
        )
    console.print(table)
    outcomes = report.outcomes
    succeeded = sum(1 for o in outcomes if o.successes)
    console.print(f"{succeeded}/{len(outcomes)} trees found a successful trajectory")
    verified = sum(getattr(o, "verified", 0) for o in outcomes)
    judged = sum(getattr(o, "judged_only", 0) for o in outcomes)
    refuted = sum(getattr(o, "refuted", 0) for o in outcomes)
    console.print(
        f"successes: {verified} verified, {judged} judged only (no verifier), "
        f"{refuted} refuted by the verifier and counted as failures"
    )
    for line in safety_lines(outcomes):
        console.print(f"[yellow]{line}[/]")
    if any(o.ground_truth_success is not None for o in report.outcomes):
        truths = sum(1 for o in report.outcomes if o.ground_truth_success)
        console.print(f"{truths} trees verified by the sim task's success predicate ('truth')")
    devices = getattr(report, "devices", ())
    if len(devices) > 1 or any(d.error for d in devices):
        for d in devices:
            trees = f"{d.trees} tree{'' if d.trees == 1 else 's'}"
            line = f"{d.name}: {trees}, busy {d.utilisation:.0%} of {d.wall_s:.0f} s"
            console.print(line + (f", taken out: {d.error}" if d.error else ""))
    if report.heuristic:
        console.print("[dim]heuristic agents (no model configured)[/]")
    if report.error:
        console.print(f"[bold red]error:[/] {escape(report.error)}", highlight=False)
        again = f"m2miner mine --resume {report.run_id}"
        if "--retry-errors" in report.error:
            again += " --retry-errors"
        console.print(
            f"[bold]fix:[/] `m2miner doctor` checks the devices and model endpoints; then "
            f"`{again}` continues the run",
            highlight=False,
        )
    if report.interrupted and not report.error:
        console.print(f"interrupted: resume with `m2miner mine --resume {report.run_id}`")
