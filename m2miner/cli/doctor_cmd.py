"""``m2miner doctor``: check adb, Appium, Chromium, models, the database and disk space."""

from __future__ import annotations

import json
from typing import Annotated

import typer
from rich.markup import escape

from m2miner.cli.app import app
from m2miner.cli.common import ConfigOpt, DataDirOpt, JsonOpt, console, resolve_config
from m2miner.cli.errors import EXIT_ENVIRONMENT
from m2miner.cli.render import MIN_TEXT, print_labelled, wrap_keeping_commands

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
    """One line per check (status, area, check, what was found), then its fix; text wraps
    under the found column and never splits a command or a path."""
    area_w = max(len(c.area) for c in checks)
    name_w = max(len(c.name) for c in checks)
    indent = 4 + 2 + area_w + 2 + name_w + 2
    console.print("[bold]m2miner doctor[/]")
    for c in checks:
        head = f"{c.status.upper():<4}  {c.area:<{area_w}}  {c.name:<{name_w}}  "
        # On a narrow terminal the text goes under the check, with room to read.
        width = max(console.width, indent + MIN_TEXT)
        found = wrap_keeping_commands(c.detail, width, indent, head)
        console.print(
            f"[{_STYLE[c.status]}]{escape(head[:4])}[/]{escape(found[0][4:])}",
            highlight=False,
            soft_wrap=True,
        )
        for line in found[1:]:
            console.print(escape(line), highlight=False, soft_wrap=True)
        if c.fix:
            print_labelled(console, "fix:", c.fix, prefix=" " * indent)
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
