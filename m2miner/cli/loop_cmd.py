"""``m2miner loop`` (progressive model-in-the-loop rounds) and ``m2miner loop status``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table

from m2miner.cli.app import app
from m2miner.cli.common import ConfigOpt, DataDirOpt, JsonOpt, SeedOpt, console, resolve_config
from m2miner.cli.errors import EXIT_INTERRUPTED
from m2miner.cli.mine import BUDGET_KEYS, parse_budget
from m2miner.cli.render import HelpGroup, print_table
from m2miner.errors import ConfigError

loop_app = typer.Typer(
    help="Progressive model-in-the-loop: mine a stage, export, train both agents, repeat.",
    invoke_without_command=True,
    cls=HelpGroup,
)
app.add_typer(loop_app, name="loop")


@loop_app.callback()
def loop_cmd(
    ctx: typer.Context,
    apps: Annotated[
        str | None, typer.Option("--apps", help="Comma-separated apps to mine every stage.")
    ] = None,
    stages: Annotated[
        str | None, typer.Option("--stages", help="Comma-separated stages, ascending [1,2,3].")
    ] = None,
    name: Annotated[
        str | None, typer.Option("--name", help="The loop's name (default: loop-N).")
    ] = None,
    resume: Annotated[
        str | None,
        typer.Option("--resume", help="Continue a loop at its step (NAME; alone: the last)."),
    ] = None,
    infer_base: Annotated[
        str | None, typer.Option("--infer-base", help="InferAgent base: model dir or hub id.")
    ] = None,
    judge_base: Annotated[
        str | None, typer.Option("--judge-base", help="JudgeAgent base (default: --infer-base).")
    ] = None,
    warmup: Annotated[
        Path | None,
        typer.Option("--warmup", help="TRL export of public data: round 0, and every round's."),
    ] = None,
    serve: Annotated[
        str | None, typer.Option("--serve", help="none (hf, in process) or vllm (servers).")
    ] = None,
    start: Annotated[
        str | None,
        typer.Option("--start", help="Stage-1 miners: base (the bases) or config (its agents)."),
    ] = None,
    n: Annotated[int | None, typer.Option("--n", "-n", help="Intents per generation.")] = None,
    rewrites: Annotated[
        int | None, typer.Option("--rewrites", help="Stage 1: rewrites per intent.")
    ] = None,
    retries: Annotated[
        bool | None, typer.Option("--retries/--no-retries", help="Stage 2: retry failed intents.")
    ] = None,
    mine_recycled: Annotated[
        bool | None,
        typer.Option("--mine-recycled/--no-mine-recycled", help="Stage 3: mine recycled intents."),
    ] = None,
    device: Annotated[
        str | None, typer.Option("--device", "-d", help="sim, adb:SERIAL or appium:URL.")
    ] = None,
    out: Annotated[
        Path | None, typer.Option("--out", "-o", help="Exports and checkpoints (DATA/loops/NAME).")
    ] = None,
    val_ratio: Annotated[
        float | None, typer.Option("--val-ratio", help="Intents held out as val (default 0).")
    ] = None,
    include: Annotated[
        str | None,
        typer.Option(
            "--include",
            help="Trajectories each export takes besides verified ones: judged (default), "
            "refuted, all, or none (verified only).",
        ),
    ] = None,
    dpo: Annotated[
        bool | None, typer.Option("--dpo", help="InferAgent: DPO after SFT.", show_default=False)
    ] = None,
    finetune: Annotated[str | None, typer.Option("--finetune", help="lora or full.")] = None,
    epochs: Annotated[float | None, typer.Option("--epochs", help="Passes over the data.")] = None,
    max_steps: Annotated[
        int | None, typer.Option("--max-steps", help="Optimizer steps per job.")
    ] = None,
    lr: Annotated[float | None, typer.Option("--lr", help="Peak learning rate.")] = None,
    batch_size: Annotated[int | None, typer.Option("--batch-size", help="Per device.")] = None,
    grad_accum: Annotated[int | None, typer.Option("--grad-accum", help="Accumulation.")] = None,
    min_pixels: Annotated[int | None, typer.Option("--min-pixels", help="Image floor.")] = None,
    max_pixels: Annotated[int | None, typer.Option("--max-pixels", help="Image cap.")] = None,
    lora_rank: Annotated[int | None, typer.Option("--lora-rank", help="LoRA rank.")] = None,
    checkpointing: Annotated[
        bool | None,
        typer.Option("--gradient-checkpointing/--no-gradient-checkpointing", help="Save memory."),
    ] = None,
    precision: Annotated[
        str | None, typer.Option("--precision", help="auto, bf16, fp16 or fp32.")
    ] = None,
    cpu: Annotated[
        bool | None, typer.Option("--cpu", help="Train on the CPU.", show_default=False)
    ] = None,
    budget: Annotated[
        list[str] | None,
        typer.Option("--budget", "-b", help="Per-tree limit KEY=VALUE: " + ", ".join(BUDGET_KEYS)),
    ] = None,
    rl: Annotated[
        bool | None,
        typer.Option("--rl", help="Each stage: RL rollouts, GRPO.", show_default=False),
    ] = None,
    rl_set: Annotated[
        list[str] | None,
        typer.Option("--rl-set", help="RL setting KEY=VALUE (group_size, grpo.eps_hi ...)."),
    ] = None,
    seed: SeedOpt = None,
    config: ConfigOpt = None,
    data_dir: DataDirOpt = None,
) -> None:
    """Run stages: generate (or recycle), mine, export all, train InferAgent and JudgeAgent,
    register the checkpoints; the next stage mines with them. State lives in the database.
    With --rl each stage then runs rollouts of its verified tasks and GRPO (docs/rl.md)."""
    if ctx.invoked_subcommand is not None:
        return
    from m2miner.loop import stored_options

    overrides = {"seed": seed, "store.data_dir": data_dir, **parse_budget(budget or [])}
    cfg = resolve_config(config, **overrides)
    train = {
        "dpo": dpo,
        "finetune": finetune,
        "epochs": epochs,
        "max_steps": max_steps,
        "learning_rate": lr,
        "batch_size": batch_size,
        "grad_accum": grad_accum,
        "min_pixels": min_pixels,
        "max_pixels": max_pixels,
        "lora_rank": lora_rank,
        "gradient_checkpointing": checkpointing,
        "precision": precision,
        "cpu": cpu,
    }
    loop_values = {
        "apps": apps,
        "stages": stages,
        "name": name,
        "infer_base": infer_base,
        "judge_base": judge_base,
        "warmup": warmup,
        "serve": serve,
        "start": start,
        "n": n,
        "rewrites": rewrites,
        "retries": retries,
        "mine_recycled": mine_recycled,
        "device": device,
        "out": out,
        "val_ratio": val_ratio,
        "include": _include(include),
        "rl": _rl(rl, rl_set),
    }
    given = {k: v for k, v in {**loop_values, **train}.items() if v is not None}
    if resume is not None:
        _refuse_changes(given)
        options = stored_options(cfg, resume)
    else:
        trained = {k: v for k, v in train.items() if v is not None}
        options = _new_options(
            cfg, {k: v for k, v in loop_values.items() if v is not None}, trained
        )
    _run(cfg, options, resumed=resume is not None)


def _refuse_changes(given: dict[str, Any]) -> None:
    if given:
        flags = ", ".join(f"--{k.replace('_', '-')}" for k in given)
        raise ConfigError(
            f"--resume continues with the loop's stored options; leave out {flags}",
            hint="config, --budget, --seed and --data-dir may still be given",
        )


def _new_options(cfg: Any, given: dict[str, Any], train: dict[str, Any]) -> Any:
    from m2miner.loop import LoopOptions, default_out, new_name

    if "infer_base" not in given:
        raise ConfigError(
            "every round trains from a base model: give --infer-base MODEL_DIR_OR_HUB_ID"
        )
    name = given.get("name") or new_name(cfg)
    values = {
        **given,
        "name": name,
        "apps": tuple(given.get("apps", "").split(",")),
        "stages": _stages(given.get("stages", "1,2,3")),
        "out": Path(given.get("out") or default_out(cfg, name)).resolve(),
        "train": train,
    }
    return LoopOptions.build(**values)


def _run(cfg: Any, options: Any, *, resumed: bool) -> None:
    from m2miner.loop import run_loop
    from m2miner.loop.run import preflight
    from m2miner.train.progress import quiet_libraries

    preflight(cfg, options)  # refuse a bad setup before importing the training libraries
    quiet_libraries()
    view = _LoopView()
    try:
        with view.status:
            if resumed:
                report = run_loop(cfg, resume=options.name, observer=view.on)
            else:
                report = run_loop(cfg, options, observer=view.on)
    except KeyboardInterrupt:
        console.print(f"interrupted: continue with `m2miner loop --resume {options.name}`")
        raise typer.Exit(EXIT_INTERRUPTED) from None
    _print_status(cfg, report.name)
    if report.interrupted:
        console.print(f"interrupted: continue with `m2miner loop --resume {report.name}`")
        raise typer.Exit(EXIT_INTERRUPTED)


def _stages(text: str) -> tuple[int, ...]:
    try:
        return tuple(int(part) for part in text.split(",") if part.strip())
    except ValueError:
        raise ConfigError(f"--stages {text!r}: expected numbers like 1,2,3") from None


@loop_app.command("status")
def status_cmd(
    name: Annotated[str | None, typer.Argument(help="The loop (default: the latest).")] = None,
    json_out: JsonOpt = False,
    config: ConfigOpt = None,
    data_dir: DataDirOpt = None,
) -> None:
    """Where a loop is, and what each round generated, mined, exported and trained."""
    cfg = resolve_config(config, **{"store.data_dir": data_dir})
    if json_out:
        from m2miner.loop import loop_status

        typer.echo(json.dumps(loop_status(cfg, name).to_json(), indent=2, default=str))
        return
    _print_status(cfg, name)


def _print_status(cfg: Any, name: str | None) -> None:
    from m2miner.loop import loop_status

    status = loop_status(cfg, name)
    opts = status.options
    console.print(
        f"loop {status.name}: apps {','.join(opts.get('apps', []))}, stages "
        f"{','.join(str(s) for s in opts.get('stages', []))}, serve {opts.get('serve')}: "
        f"{status.state}",
        highlight=False,
    )
    for rnd in status.rounds:
        print_table(console, _round_table(rnd))


def _round_table(rnd: Any) -> Table:
    title = "warm-up (round 0)" if rnd.stage == 0 else f"stage {rnd.stage}"
    table = Table(title=f"{title}: round {rnd.id}, {rnd.step} ({rnd.status})", show_header=False)
    table.add_column("", style="bold")
    table.add_column("", overflow="fold")
    if rnd.stage > 0:
        what = "recycled intents" if rnd.stage == 3 else "intents generated"
        table.add_row(what, str(rnd.intents))
        runs = f"run{'s' if len(rnd.runs) > 1 else ''} {', '.join(str(r) for r in rnd.runs) or '-'}"
        trees = f"{rnd.trees} tree{'' if rnd.trees == 1 else 's'}"
        table.add_row("mined", f"{trees}, {rnd.succeeded} succeeded ({runs})")
        table.add_row("mined with", _mined_with(rnd.mined_with))
        table.add_row("export", _export(rnd))
    for role in ("infer", "judge"):
        job = rnd.training.get(role)
        if job:
            loss = _loss(job)
            loss_text = f", loss {loss:.4f}" if isinstance(loss, float) else ""
            detail = f"{job['model_dir']} (run {job['training_run_id']}, {job['steps']} steps"
            table.add_row(f"{role} checkpoint", f"{detail}{loss_text})")
    rl = (getattr(rnd, "info", None) or {}).get("rl")  # views built by hand may lack info
    if rl:
        table.add_row("rl", _rl_text(rl))
    for model, endpoint in rnd.endpoints.items():
        table.add_row(
            "endpoint", f"{model}: {endpoint.get('base_url')} (pid {endpoint.get('pid')})"
        )
    if rnd.timings:
        table.add_row("timings", ", ".join(f"{k} {v:.1f} s" for k, v in rnd.timings.items()))
    if rnd.error:
        table.add_row("error", rnd.error)
    return table


def _loss(job: dict[str, Any]) -> float | None:
    metrics = job.get("metrics") or {}
    loss = metrics.get("final_loss", metrics.get("train_loss"))
    return loss if isinstance(loss, float) else None


def _rl_text(rl: dict[str, Any]) -> str:
    if "run_id" not in rl or "groups" not in rl:
        return f"skipped: {rl.get('skipped', 'not run yet')}"
    text = (
        f"rollout run {rl['run_id']}: {rl['groups']} groups, {rl['rollouts']} rollouts, "
        f"mean reward {rl['reward_mean']:.3f}"
    )
    grpo = rl.get("grpo")
    if grpo:
        text += f"; GRPO {grpo['batches']} batches -> {grpo['model_dir']}"
    elif rl.get("skipped"):
        text += f"; GRPO skipped: {rl['skipped']}"
    return text


def _mined_with(used: dict[str, Any]) -> str:
    if not used:
        return "-"
    if "agents" in used:
        return "the config's agents"
    return ", ".join(f"{u['name']} ({u['model']})" for u in used.values())


def _export(rnd: Any) -> str:
    if not rnd.export_dir:
        return "-"
    kinds = ", ".join(f"{kind} {sum(c.values())}" for kind, c in rnd.export.items())
    t = rnd.trajectories
    paths = f"{t.get('successful', 0)} successful + {t.get('recycled', 0)} recycled trajectories"
    return f"{rnd.export_dir}: {kinds}; {paths}"


class _LoopView:
    """A status line for the step in progress; a printed line when a step ends."""

    def __init__(self) -> None:
        self.status = console.status("starting the loop")
        self.nodes = 0

    def on(self, event: Any) -> None:
        where = f"stage {event.stage}" if event.stage else "warm-up"
        if event.kind == "round":
            resumed = " (resumed)" if event.detail.get("resumed") else ""
            console.print(f"[bold]{where}[/]: round {event.round_id}{resumed}", highlight=False)
        elif event.kind == "step":
            self.nodes = 0
            self.status.update(f"{where}: {event.step}")
        elif event.kind == "mine":
            self._mining(where, event.payload)
        elif event.kind == "train":
            p = event.payload
            loss = f", loss {p.loss:.4f}" if p.loss is not None else ""
            self.status.update(f"{where}: {event.step} {p.stage} step {p.step}/{p.max_steps}{loss}")
        elif event.kind == "step_done":
            done = _done(event.stage, event.step, event.detail)
            console.print(f"  {event.step}: {done}", highlight=False)

    def _mining(self, where: str, mined: Any) -> None:
        if mined.kind == "node":
            self.nodes += 1
        text = f"{where}: mine: {mined.intent[:50]} ({self.nodes} nodes)"
        if mined.kind == "stopping":
            text += " - stopping after the node in flight (Ctrl-C again to abort)"
        self.status.update(text)


def _done(stage: int, step: str, detail: dict[str, Any]) -> str:
    if step == "generate" and stage == 3:
        keys = [key for key in detail if key != "all"]
        runs = f"the trees of runs {', '.join(keys)}" if keys else "every finished tree"
        total = sum(v["intents"] for v in detail.values())
        return f"{total} intents recycled from {runs}"
    if step == "generate":
        return "; ".join(
            f"{app}: {v['intents']} intents"
            + (f" ({v['retries']} retries)" if v["retries"] else "")
            for app, v in detail.items()
        )
    if step == "mine":
        return "; ".join(_mined(app, v) for app, v in detail.items()) or "skipped"
    if step == "export":
        kinds = ", ".join(f"{k} {sum(c.values())}" for k, c in detail["kinds"].items())
        return f"{kinds} -> {detail['dir']}"
    if step in ("rl_rollouts", "train_policy") and "skipped" in detail:
        return f"skipped: {detail['skipped']}"
    if step == "rl_rollouts":
        return (
            f"{detail['groups']} groups, {detail['rollouts']} rollouts, mean reward "
            f"{detail['reward_mean']:.3f} (rollout run {detail['run_id']})"
        )
    if step == "train_policy":
        return (
            f"GRPO {detail['batches']} batches, loss {detail['first_loss']:.4f} -> "
            f"{detail['last_loss']:.4f} -> {detail['model_dir']}"
        )
    if step.startswith("train_"):
        loss = _loss(detail)
        loss_text = f", loss {loss:.4f}" if isinstance(loss, float) else ""
        return f"{detail['steps']} steps{loss_text} -> {detail['model_dir']}"
    if step == "register":
        return ", ".join(f"{v['name']} = {v['path']}" for v in detail.values())
    return ""


def _mined(app: str, mined: dict[str, Any]) -> str:
    if mined["run_id"] is None:
        return f"{app}: nothing to mine"
    trees = f"{mined['trees']} tree{'' if mined['trees'] == 1 else 's'}"
    return f"{app}: {trees}, {mined['succeeded']} succeeded (run {mined['run_id']})"


def _rl(on: bool | None, items: list[str] | None) -> dict[str, Any] | None:
    """``--rl`` and its ``--rl-set`` values as the loop's ``rl`` option; ``grpo.KEY``
    settings go to the GRPO job."""
    from m2miner.cli.train_policy import grpo_settings

    if not on:
        if items:
            raise ConfigError("--rl-set needs --rl")
        return None
    values: dict[str, Any] = {"grpo": {}}
    for key, value in grpo_settings(items or []).items():
        if key.startswith("grpo."):
            values["grpo"][key.removeprefix("grpo.")] = value
        else:
            values[key] = value
    if isinstance(values.get("pool"), str):  # the loop may be resumed from elsewhere
        values["pool"] = str(Path(values["pool"]).resolve())
    return values


def _include(text: str | None) -> tuple[str, ...] | None:
    """``--include`` as the loop stores it; ``none``: verified trajectories only."""
    if text is None:
        return None
    from m2miner.export.options import INCLUDE, parse_choices

    return () if text.strip() == "none" else parse_choices([text], INCLUDE, "--include label")
