"""``m2miner doctor``: check adb, Appium, Chromium, models, the database and disk space."""

from __future__ import annotations

import json
from typing import Annotated

import typer
from rich.table import Table
from rich.text import Text

from m2miner.cli.app import app
from m2miner.cli.common import ConfigOpt, DataDirOpt, JsonOpt, console, resolve_config
from m2miner.cli.errors import EXIT_ENVIRONMENT

_STYLE = {"ok": "green", "warn": "yellow", "fail": "bold red"}


@app.command("doctor")
def doctor_cmd(
    config: ConfigOpt = None,
    data_dir: DataDirOpt = None,
    timeout: Annotated[
        float, typer.Option("--timeout", help="Seconds to wait for each model server.")
    ] = 5.0,
    as_json: JsonOpt = False,
) -> None:
    """Check what mining needs and say how to fix what fails (exit 3 when anything fails)."""
    from m2miner.doctor import run_checks

    cfg = resolve_config(config, store__data_dir=data_dir)
    with console.status("checking adb, Appium, Chromium, models, the database ..."):
        checks = run_checks(cfg, timeout_s=timeout)
    failed = sum(c.status == "fail" for c in checks)
    if as_json:
        console.print_json(json.dumps([c.__dict__ for c in checks]))
    else:
        _print(checks)
    if failed:
        raise typer.Exit(EXIT_ENVIRONMENT)


def _print(checks: list) -> None:  # list[Check]
    table = Table(title="m2miner doctor", show_lines=False)
    for column in ("", "area", "check", "found", "fix"):
        table.add_column(column, overflow="fold")
    for c in checks:
        status = Text(c.status.upper(), style=_STYLE[c.status])
        # Text cells: details quote config keys like [[models]], which are not markup.
        table.add_row(status, Text(c.area), Text(c.name), Text(c.detail), Text(c.fix))
    console.print(table)
    counts = {s: sum(c.status == s for c in checks) for s in ("ok", "warn", "fail")}
    summary = (
        f"{counts['ok']} ok, {_plural(counts['warn'], 'warning')}, "
        f"{_plural(counts['fail'], 'failure')}"
    )
    if counts["fail"]:
        console.print(f"[bold red]{summary}[/]: fix the failures above before mining")
    else:
        console.print(f"{summary}: ready to mine")


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"
