"""``m2miner recycle`` and ``m2miner intents generate|list``: more intents from what exists."""

from __future__ import annotations

import json
from typing import Annotated, Any

import typer
from rich.table import Table

from m2miner.cli.app import app
from m2miner.cli.common import AppOpt, ConfigOpt, DataDirOpt, JsonOpt, console, resolve_config
from m2miner.cli.progress import StageProgress
from m2miner.cli.render import HelpGroup, print_table

intents_app = typer.Typer(help="Generate and list intents.", no_args_is_help=True, cls=HelpGroup)
app.add_typer(intents_app, name="intents")

SOURCES = ("task", "user", "generated", "recycled", "retry")


@app.command("recycle")
def recycle_cmd(
    run: Annotated[
        int | None, typer.Option("--run", help="Recycle the finished trees of this run.")
    ] = None,
    tree: Annotated[int | None, typer.Option("--tree", help="Recycle this one tree.")] = None,
    max_per_tree: Annotated[
        int | None,
        typer.Option("--max-per-tree", help="Candidate paths per tree (default: config, else 10)."),
    ] = None,
    redo: Annotated[
        bool, typer.Option("--redo", help="Recycle paths that an earlier run already did.")
    ] = False,
    report: Annotated[
        bool,
        typer.Option("--report/--no-report", help="Measure recycled intents against sim tasks."),
    ] = True,
    config: ConfigOpt = None,
    data_dir: DataDirOpt = None,
) -> None:
    """Turn valid side branches of finished trees into new, verified intents."""
    from m2miner.mining.recycling import RecycleEvent, RecycleRequest, recycle

    cfg = resolve_config(config, **{"store.data_dir": data_dir})
    request = RecycleRequest(
        run_id=run, tree_id=tree, max_per_tree=max_per_tree, redo=redo, report=report
    )
    progress = StageProgress("recycle", console)
    with progress.shown():
        done = 0
        total: int | None = None

        def on_event(event: RecycleEvent) -> None:
            nonlocal done, total
            if event.kind == "planned":
                total = event.total
                progress.update("paths", done, total)
            elif event.outcome is not None:
                done += 1
                last = f"{event.outcome.outcome}: {event.outcome.intent or ''}"
                progress.update("paths", done, total, note=last)

        result = recycle(cfg, request, observer=on_event)
    _recycle_summary(result)


def _recycle_summary(result: Any) -> None:
    table = Table(title=f"Recycling run {result.run_id}")
    for column in ("tree", "intent", "paths", "filtered", "written", "verified", "earlier"):
        table.add_column(column, justify="left" if column == "intent" else "right")
    for t in result.trees:
        table.add_row(
            str(t.tree_id),
            t.intent,
            str(t.considered),
            str(t.filtered),
            str(t.written),
            str(t.verified),
            str(t.earlier),
        )
    print_table(console, table)
    stored = [p for p in result.paths if p.outcome == "recycled"]
    console.print(f"{len(stored)} recycled intents stored from {len(result.trees)} trees")
    for p in stored:
        console.print(f"  [{p.intent_id}] {p.intent}  (node {p.node_id}, score {p.score:.2f})")
    if result.heuristic:
        console.print("[dim]heuristic recycler (no recycle model configured)[/]")
    if result.sim is not None and result.sim.rows:
        _sim_report(result.sim)
    if result.truth is not None and result.truth.rows:
        _truth_report(result.truth)
    for name in getattr(result, "unchecked_apps", ()):
        console.print(
            f"notice: the recycled intents of sim app {name!r} were not checked against the "
            f"sim: no configured folder holds {name}.yaml; set sim.apps_dirs in the config "
            "(or $M2MINER_SIM__APPS_DIRS) to its folder and run `m2miner recycle --redo`",
            style="yellow",
            highlight=False,
            markup=False,
        )


def _truth_report(truth: Any) -> None:
    for row in truth.rows:
        if row.truth is not None and not row.truth.true:
            wrong = "; ".join(f"{c.claim}: {c.why}" for c in row.truth.claims if not c.true)
            console.print(f"  [{row.intent_id}] not true on the sim: {wrong}")
    rate = "-" if truth.rate is None else f"{truth.rate:.0%}"
    console.print(
        f"{truth.true} of {truth.checked} recycled intents are true on the sim's state: {rate}"
    )


def _sim_report(sim: Any) -> None:
    from m2miner.mining.recycle_report import MATCH_THRESHOLD

    table = Table(title="Recycled intents against the sim tasks their paths accomplish")
    for column in ("intent", "recycled intent", "best task", "task intent", "F1", "match"):
        right = column in ("intent", "F1")
        table.add_column(column, justify="right" if right else "left", overflow="fold")
    for row in sim.rows:
        if not row.tasks:
            continue
        table.add_row(
            str(row.intent_id),
            row.intent,
            row.best_task or "-",
            row.best_task_intent or "-",
            f"{row.similarity:.2f}",
            "yes" if row.matched else "no",
        )
    if sim.accomplishing:
        print_table(console, table)
    rate = "-" if sim.match_rate is None else f"{sim.match_rate:.0%}"
    console.print(
        f"{sim.replayed} replayed on the sim, {sim.accomplishing} accomplish a bundled task, "
        f"{sim.matched} of those name it (key-term F1 >= {MATCH_THRESHOLD}): {rate}"
    )


@intents_app.command("generate")
def generate_cmd(
    app_name: AppOpt,
    stage: Annotated[int, typer.Option("--stage", "-s", help="1 (common) or 2 (combined).")],
    n: Annotated[
        int | None,
        typer.Option("--n", "-n", help="Base intents to ask for (default: config, else 10)."),
    ] = None,
    rewrites: Annotated[
        int | None,
        typer.Option("--rewrites", help="Stage 1: rewrites per intent (default: config, else 1)."),
    ] = None,
    retries: Annotated[
        bool, typer.Option("--retries/--no-retries", help="Stage 2: retry failed intents.")
    ] = True,
    device: Annotated[
        str, typer.Option("--device", "-d", help="Stage 1: sim, adb:SERIAL or appium:URL.")
    ] = "sim",
    config: ConfigOpt = None,
    data_dir: DataDirOpt = None,
) -> None:
    """Generate stage-1 or stage-2 intents for an app and store the new ones."""
    from m2miner.mining.generation import GenerateRequest, generate_intents

    cfg = resolve_config(config, **{"store.data_dir": data_dir})
    request = GenerateRequest(
        app=app_name, stage=stage, n=n, rewrites=rewrites, device=device, retries=retries
    )
    with console.status(f"generating stage-{stage} intents for {app_name}"):
        result = generate_intents(cfg, request)
    _intent_table(f"Stage {stage} intents for {app_name} (run {result.run_id})", result.stored)
    console.print(
        f"{len(result.stored)} new intents stored, {len(result.duplicates)} duplicates left out"
    )
    for dup in result.duplicates:
        console.print(f"  [dim]duplicate: {dup.text!r} (of {dup.of!r})[/]")
    for text in result.too_long:
        console.print(
            f"  left out: an intent of {len(text):,} characters (max_intent_chars "
            f"{cfg.max_intent_chars:,}): {text[:60]!r}...",
            highlight=False,
        )
    if result.functions:
        console.print(f"functions seen in mined trees: {', '.join(result.functions)}")
    if result.heuristic:
        console.print("[dim]heuristic generator (no intents model configured)[/]")
    console.print(f"mine them with `m2miner mine --app {app_name} --from-stage {stage}`")


@intents_app.command("list")
def list_cmd(
    app_name: Annotated[str | None, typer.Option("--app", "-a", help="Only this app.")] = None,
    stage: Annotated[int | None, typer.Option("--stage", "-s", help="Only this stage.")] = None,
    source: Annotated[
        str | None, typer.Option("--source", help="Only this source: " + ", ".join(SOURCES) + ".")
    ] = None,
    unmined: Annotated[
        bool, typer.Option("--unmined", help="Only intents without a tree yet.")
    ] = False,
    limit: Annotated[int | None, typer.Option("--limit", help="At most this many.")] = None,
    as_json: JsonOpt = False,
    config: ConfigOpt = None,
    data_dir: DataDirOpt = None,
) -> None:
    """List stored intents with their stage, source and verification."""
    from m2miner.store.opening import open_store

    if source is not None and source not in SOURCES:
        from m2miner.config_sources import unknown_choice

        raise unknown_choice("--source", source, SOURCES)
    cfg = resolve_config(config, **{"store.data_dir": data_dir})
    with open_store(cfg, read_only=True) as store:
        found = store.intents.find(
            app=app_name,
            stage=stage,
            source=source,  # type: ignore[arg-type]
            unmined=unmined,
            limit=limit,
        )
    if as_json:
        rows = [
            {
                "id": i.id,
                "app": i.app,
                "stage": i.stage,
                "source": i.source,
                "text": i.text,
                "task_id": i.task_id,
                "parent_intent_id": i.parent_intent_id,
                "source_node_id": i.source_node_id,
                "verified": i.verified,
                "verification_score": i.verification_score,
            }
            for i in found
        ]
        console.print_json(json.dumps(rows))
        return
    _intent_table("Intents", found)
    console.print(f"{len(found)} intents")


def _intent_table(title: str, intents: list[Any]) -> None:
    table = Table(title=title)
    for column in ("id", "app", "stage", "source", "intent", "parent", "node", "verified"):
        table.add_column(column, justify="right" if column in ("id", "parent", "node") else "left")
    for i in intents:
        verified = "-" if i.verified is None else ("yes" if i.verified else "no")
        if i.verification_score is not None:
            verified += f" {i.verification_score:.2f}"
        table.add_row(
            str(i.id),
            i.app,
            "-" if i.stage is None else str(i.stage),
            i.source,
            i.text,
            "-" if i.parent_intent_id is None else str(i.parent_intent_id),
            "-" if i.source_node_id is None else str(i.source_node_id),
            verified,
        )
    print_table(console, table)
