"""``m2miner tasks export``: an RL task pool from a data directory."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from m2miner.cli.app import tasks_app
from m2miner.cli.common import ConfigOpt, DataDirOpt, JsonOpt, console, resolve_config
from m2miner.cli.render import print_labelled, print_table
from m2miner.errors import ConfigError


@tasks_app.command("export")
def tasks_export_cmd(
    out: Annotated[Path, typer.Argument(help="Folder to write the pool to.")],
    data_dir: DataDirOpt = None,
    app_names: Annotated[
        list[str] | None, typer.Option("--app", "-a", help="Only this app (repeatable).")
    ] = None,
    domain: Annotated[
        list[str] | None, typer.Option("--domain", help="Only this domain: mobile or web.")
    ] = None,
    min_length: Annotated[int, typer.Option(help="Fewest reference steps.")] = 1,
    max_length: Annotated[
        int | None, typer.Option(help="Most reference steps.", show_default=False)
    ] = None,
    judged: Annotated[
        bool,
        typer.Option(
            "--judged", help="Also tasks no verifier checks (labelled judged_only, no reward)."
        ),
    ] = False,
    split_by: Annotated[
        str, typer.Option("--split-by", help="Keep tasks of one app or one intent together.")
    ] = "intent",
    test_fraction: Annotated[
        float, typer.Option(help="Share of apps or intents in the test split.")
    ] = 0.2,
    config: ConfigOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Write an RL task pool: each verified trajectory as a task (JSON lines + images)."""
    from m2miner.rl.pool import PoolFilter, export_pool
    from m2miner.store.opening import open_store

    if split_by not in ("app", "intent"):
        raise ConfigError(f"--split-by {split_by!r}: expected app or intent")
    for name in domain or ():
        if name not in ("mobile", "web"):
            raise ConfigError(f"--domain {name!r}: expected mobile or web")
    cfg = resolve_config(config, **{"store.data_dir": data_dir})
    keep = PoolFilter(
        domains=tuple(domain or ()),
        min_length=min_length,
        max_length=max_length,
        judged=judged,
        apps=tuple(app_names or ()),
    )
    with open_store(cfg, read_only=True) as store:
        report = export_pool(store, cfg, out, keep, split_by, test_fraction)  # type: ignore[arg-type]
    if as_json:
        summary = {
            "out": str(report.out),
            "tasks": report.tasks,
            "splits": report.splits,
            "images": report.images,
            "skipped": report.skipped,
        }
        console.print_json(json.dumps(summary))
        return
    table = Table(title=f"Task pool {out}")
    for column in ("tasks", "train", "test", "images"):
        table.add_column(column, justify="right")
    table.add_row(
        str(report.tasks), str(report.splits["train"]), str(report.splits["test"]),
        str(report.images),
    )  # fmt: skip
    print_table(console, table)
    for reason, count in sorted(report.skipped.items()):
        print_labelled(console, "left out:", f"{count} {reason}")
