"""``m2miner rollouts``: run, list, show and export RL rollout groups kept in the store."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table

from m2miner.cli.app import app
from m2miner.cli.common import ConfigOpt, DataDirOpt, JsonOpt, console, resolve_config
from m2miner.cli.render import HelpGroup, print_labelled, print_table

rollouts_app = typer.Typer(
    help="RL rollouts of a task pool, kept in the store (docs/rl.md).",
    no_args_is_help=True,
    cls=HelpGroup,
)
app.add_typer(rollouts_app, name="rollouts")

RunsOpt = Annotated[
    list[int] | None, typer.Option("--run", help="Only this rollout run (repeatable).")
]


@rollouts_app.command("run")
def run_cmd(
    pool: Annotated[
        Path | None, typer.Argument(help="Task pool folder (`m2miner tasks export`).")
    ] = None,
    group_size: Annotated[int, typer.Option("--group-size", "-g", help="Rollouts per group.")] = 4,
    repeats: Annotated[int, typer.Option("--repeats", help="Groups per task.")] = 1,
    task: Annotated[
        list[str] | None, typer.Option("--task", help="Only this task id (repeatable).")
    ] = None,
    split: Annotated[str, typer.Option(help="Pool split: train, test or all.")] = "train",
    policy: Annotated[
        str,
        typer.Option(help="reference, explore:P (random steps at rate P) or model:NAME."),
    ] = "reference",
    temperature: Annotated[
        float, typer.Option(help="Sampling temperature of a model:NAME policy.")
    ] = 1.0,
    policy_version: Annotated[
        int, typer.Option("--policy-version", help="The policy's version (staleness).")
    ] = 0,
    max_steps: Annotated[int, typer.Option("--max-steps", help="Steps before truncation.")] = 15,
    envs: Annotated[int, typer.Option("--envs", help="Environments per domain.")] = 1,
    device: Annotated[str, typer.Option(help="sim, adb:SERIAL or appium:URL.")] = "sim",
    seed: Annotated[int, typer.Option(help="Seed of the policies' choices.")] = 0,
    process_reward: Annotated[
        str | None,
        typer.Option(
            "--process-reward",
            help="Per-step rewards: judge, judge:NAME or critic:PATH (one judge call a step).",
        ),
    ] = None,
    process_weight: Annotated[
        float, typer.Option("--process-weight", help="Weight of a step's process score.")
    ] = 0.05,
    resume: Annotated[
        int | None, typer.Option("--resume", help="Continue rollout run N (its own plan).")
    ] = None,
    data_dir: DataDirOpt = None,
    config: ConfigOpt = None,
) -> None:
    """Run groups of rollouts of a pool's tasks and store every group as it completes."""
    from m2miner.errors import ConfigError
    from m2miner.rl.policies import make_policy
    from m2miner.rl.record import RolloutPlan, run_rollouts
    from m2miner.store.opening import open_store

    if resume is None and pool is None:
        raise ConfigError("give a task pool folder, or --resume RUN")
    if resume is not None and pool is not None:
        raise ConfigError(
            f"--resume {resume} continues with the run's stored plan; leave out the pool folder"
        )
    cfg = resolve_config(config, **{"store.data_dir": data_dir})
    plan = None
    if resume is None:
        plan = RolloutPlan(
            str(pool), None if split == "all" else split, tuple(task or ()), group_size,
            repeats, policy, policy_version, max_steps, device, envs, seed, temperature,
            process_reward, process_weight,
        )  # fmt: skip
    with open_store(cfg) as store:
        stored = plan or _stored_plan(store, resume)
        factory, close = make_policy(
            stored.policy, cfg, seed=stored.seed, temperature=stored.temperature
        )

        def progress(group: Any) -> None:
            rewards = " ".join(f"{r:g}" for r in group.rewards)
            console.print(f"group {group.id} {group.key}: {rewards}", highlight=False)

        try:
            report = run_rollouts(
                store, cfg, plan, policy=factory, resume=resume, on_group=progress
            )
        finally:
            close()
    rewards = report.rewards
    mean = sum(rewards) / len(rewards) if rewards else 0.0
    table = Table(title=f"Rollout run {report.run_id}")
    for column in ("planned", "already stored", "stored now", "rollouts", "mean reward"):
        table.add_column(column, justify="right")
    table.add_row(
        str(report.planned), str(report.already), str(len(report.stored)), str(len(rewards)),
        f"{mean:.3f}",
    )  # fmt: skip
    print_table(console, table)


def _stored_plan(store: Any, run_id: int | None) -> Any:
    from m2miner.errors import StoreError
    from m2miner.rl.record import COMMAND, RolloutPlan

    config = store.runs.get(run_id).config
    if COMMAND not in config:
        raise StoreError(f"run {run_id} is not a rollout run", hint="`m2miner rollouts list`")
    return RolloutPlan.from_dict(config[COMMAND])


@rollouts_app.command("list")
def list_cmd(
    groups: Annotated[bool, typer.Option("--groups", help="One line per group.")] = False,
    runs: RunsOpt = None,
    data_dir: DataDirOpt = None,
    config: ConfigOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """The rollout runs (or, with --groups, their groups) in the store."""
    from m2miner.store.opening import open_store

    cfg = resolve_config(config, **{"store.data_dir": data_dir})
    with open_store(cfg, read_only=True) as store:
        if groups:
            rows = [_group_row(g) for g in store.rollouts.groups(list(runs or ()))]
        else:
            summaries = store.rollouts.summaries()
            rows = [_run_row(s) for s in summaries if not runs or s.run_id in runs]
    if as_json:
        console.print_json(json.dumps(rows))
        return
    table = Table(title="Rollout groups" if groups else "Rollout runs")
    for column in rows[0] if rows else ("run", "groups"):
        table.add_column(column)
    for row in rows:
        cells = (
            " ".join(f"{v:g}" for v in c) if isinstance(c, list) else str(c) for c in row.values()
        )
        table.add_row(*cells)
    print_table(console, table)


def _group_row(g: Any) -> dict[str, Any]:
    return {
        "id": g.id,
        "run": g.run_id,
        "key": g.key,
        "task": g.task_id,
        "domain": g.domain,
        "version": g.policy_version,
        "rewards": list(g.rewards),
    }


def _run_row(s: Any) -> dict[str, Any]:
    return {
        "run": s.run_id,
        "status": s.status,
        "groups": s.groups,
        "rollouts": s.rollouts,
        "mean reward": round(s.mean_reward, 4),
        "versions": f"{s.versions[0]}-{s.versions[1]}",
    }


@rollouts_app.command("show")
def show_cmd(
    group_id: Annotated[int, typer.Argument(help="Group id (`m2miner rollouts list --groups`).")],
    data_dir: DataDirOpt = None,
    config: ConfigOpt = None,
) -> None:
    """A group's rollouts: each step's answer, reward and faults, and the verifier's record."""
    from m2miner.store.opening import open_store

    cfg = resolve_config(config, **{"store.data_dir": data_dir})
    with open_store(cfg, read_only=True) as store:
        group = store.rollouts.get(group_id)
    console.print(
        f"group {group.id} (run {group.run_id}, {group.key}, policy version "
        f"{group.policy_version}): {group.intent}",
        highlight=False,
        markup=False,
    )
    for i, rollout in enumerate(group.rollouts):
        end = "terminated" if rollout.terminated else "truncated"
        check = rollout.check or {}
        checked = check.get("detail") or check.get("error")
        console.print(
            f"rollout {i}: reward {rollout.reward:g}, {_count(len(rollout.steps), 'step')}, "
            f"{end}, {_count(rollout.faults, 'fault')}" + (f" - {checked}" if checked else ""),
            highlight=False,
            markup=False,
        )
        for n, step in enumerate(rollout.steps, 1):
            answer = " ".join(step.answer.split())
            note = f" [malformed: {step.malformed}]" if step.malformed else ""
            note += f" [faults: {', '.join(f['kind'] for f in step.faults)}]" if step.faults else ""
            last = n == len(rollout.steps) and rollout.terminated
            if step.reward and not last:  # a process reward (docs/rl.md)
                note += f" [step reward {step.reward:.4g}]"
            print_labelled(console, f"  {n}.", f"{answer[:150]}{note}")


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" + ("" if n == 1 else "s")


@rollouts_app.command("export")
def export_cmd(
    out: Annotated[Path, typer.Argument(help="Folder to write rollouts.jsonl and images/ to.")],
    runs: RunsOpt = None,
    min_version: Annotated[
        int | None, typer.Option("--min-version", help="Only groups of this policy version on.")
    ] = None,
    data_dir: DataDirOpt = None,
    config: ConfigOpt = None,
) -> None:
    """Write stored rollout groups as JSON lines plus their screens."""
    from m2miner.rl.record import export_rollouts
    from m2miner.store.opening import open_store

    cfg = resolve_config(config, **{"store.data_dir": data_dir})
    with open_store(cfg, read_only=True) as store:
        report = export_rollouts(store, out, runs or (), min_version=min_version)
    console.print(
        f"wrote {report.groups} groups ({report.rollouts} rollouts, {report.images} images) "
        f"to {report.out}",
        highlight=False,
        markup=False,
    )
