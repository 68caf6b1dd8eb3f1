"""Commands about the world the miner acts on: apps, tasks, screenshots, devices."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table

from m2miner.cli.app import app, tasks_app
from m2miner.cli.common import ConfigOpt, JsonOpt, console, resolve_config
from m2miner.cli.render import print_labelled, print_table


def _app_row(path: Path) -> dict[str, Any]:
    """One row of `m2miner apps`: the app's facts, or ``error`` when its file is broken."""
    from m2miner.devices.sim.catalog import BUNDLED_DIR, app_summary, shadowed

    row: dict[str, Any] = {"app": path.stem, "folder": str(path.parent)}
    if path.parent == BUNDLED_DIR:
        row["folder"] = "bundled"
    problem = shadowed(path)
    summary = {"error": problem} if problem is not None else app_summary(path)
    if "error" in summary:
        return {**row, "error": summary["error"]}
    lengths = summary["lengths"]
    return {
        **row,
        "title": summary["title"],
        "package": summary["package"],
        "tasks": len(lengths),
        "lengths": f"{min(lengths)}-{max(lengths)}" if lengths else "-",
        "warnings": [*summary.get("warnings", []), *_flag_warnings(path)],
    }


def _flag_warnings(path: Path) -> list[str]:
    """Whether the safety policy agrees with the ``irreversible`` flags of the app at
    ``path`` (the bundled apps' are held to it by the tests)."""
    from m2miner.devices.sim.catalog import BUNDLED_DIR

    if path.parent == BUNDLED_DIR:
        return []  # loading them here would import the schema on every listing
    from m2miner.devices.sim import load_app
    from m2miner.safety.sim_tasks import flag_warnings

    return flag_warnings(load_app(path.stem).tasks, path)


@app.command("apps")
def apps_cmd(config: ConfigOpt = None, as_json: JsonOpt = False) -> None:
    """List the simulated apps (bundled and from sim.apps_dirs) with their task counts."""
    from m2miner.devices.sim.catalog import app_files

    if config is not None or any(k.startswith("M2MINER_") for k in os.environ):
        resolve_config(config)  # sim.apps_dirs; the built-in defaults name no folder
    rows = [_app_row(path) for path in app_files()]
    if as_json:
        console.print_json(json.dumps(rows))
        return
    columns = ("app", "title", "package", "tasks", "lengths", "folder")
    table = Table(title="Simulated apps")
    for column in columns:
        table.add_column(column, justify="right" if column == "tasks" else "left")
    for row in rows:
        if "error" in row:
            row = {**row, "title": "[red]broken[/]", "package": "-", "tasks": "-", "lengths": "-"}
        table.add_row(*(str(row[c]) for c in columns))
    print_table(console, table)
    good = [r for r in rows if "error" not in r]
    console.print(f"{len(good)} apps, {sum(r['tasks'] for r in good)} tasks")
    for row in rows:
        if "error" in row:
            print_labelled(console, "broken:", row["error"], style="bold red")
        for warning in row.get("warnings", ()):
            print_labelled(console, "warning:", warning, style="bold yellow")
    if len(good) < len(rows):
        print_labelled(console, "fix:", "correct the files named above; the other apps work")


@tasks_app.callback()
def tasks_cmd(
    ctx: typer.Context,
    app_name: Annotated[str | None, typer.Option("--app", "-a", help="Only this app.")] = None,
    config: ConfigOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """List the sim apps' tasks with their intents and reference lengths."""
    if ctx.invoked_subcommand is not None:
        return  # `tasks export`
    from m2miner.devices.sim import list_apps, load_app
    from m2miner.devices.sim.catalog import app_paths
    from m2miner.devices.sim.schema import SimAppError

    resolve_config(config)
    tasks = []
    warnings: list[str] = []
    for name in [app_name] if app_name else list_apps():
        try:
            loaded = load_app(name)
            tasks += loaded.tasks
            warnings += [*loaded.warnings, *_flag_warnings(app_paths()[name])]
        except SimAppError:
            if app_name:
                raise  # all apps: a broken one is shown by `m2miner apps`
    if as_json:
        console.print_json(
            json.dumps([{"id": t.id, "length": t.length, "intent": t.intent} for t in tasks])
        )
        return
    table = Table(title=f"Tasks ({app_name or 'all apps'})")
    table.add_column("id")
    table.add_column("length", justify="right")
    table.add_column("intent")
    for t in tasks:
        table.add_row(t.id, str(t.length), t.intent)
    print_table(console, table)
    console.print(f"{len(tasks)} tasks")
    for warning in warnings:
        print_labelled(console, "warning:", warning, style="bold yellow")


@app.command("screenshot")
def screenshot_cmd(
    app_name: Annotated[str, typer.Option("--app", "-a", help="Sim app to render.")] = "maps",
    out: Annotated[Path, typer.Option("--out", "-o", help="PNG file to write.")] = Path("shot.png"),
    task: Annotated[
        str | None, typer.Option("--task", help="Replay this task's reference solution.")
    ] = None,
    step: Annotated[
        int | None, typer.Option("--step", help="Stop after this many reference steps.")
    ] = None,
    width: Annotated[int, typer.Option(help="Screen width in pixels.")] = 1080,
    height: Annotated[int, typer.Option(help="Screen height in pixels.")] = 2400,
    hierarchy: Annotated[
        Path | None, typer.Option("--hierarchy", help="Also write the uiautomator XML here.")
    ] = None,
    config: ConfigOpt = None,
) -> None:
    """Render a screen of a simulated app to a PNG file."""
    from m2miner.devices.sim.shots import render_screen

    resolve_config(config)  # for sim.apps_dirs
    obs, steps = render_screen(app_name, task_id=task, step=step, width=width, height=height)
    out.write_bytes(obs.png)
    if hierarchy is not None and obs.hierarchy is not None:
        hierarchy.write_text(obs.hierarchy, encoding="utf-8")
    where = f"after {steps} step(s) of {task}" if task else "start screen"
    console.print(f"wrote {out} ({obs.width}x{obs.height}, {app_name}, {where})")


@app.command("devices")
def devices_cmd(
    config: ConfigOpt = None,
    as_json: JsonOpt = False,
    ray: Annotated[
        str | None,
        typer.Option(
            "--ray",
            help="List the devices of a Ray cluster instead (ADDRESS, or auto): host, "
            "health and the tree each one mines.",
        ),
    ] = None,
    fleet: Annotated[
        Path | None, typer.Option("--fleet", help="With --ray: the fleet file (ray.fleet).")
    ] = None,
) -> None:
    """List the devices the miner can use: the simulator, adb devices, Appium servers."""
    from m2miner.devices.listing import list_devices

    if ray is not None:
        from m2miner.cli.fleet_cmd import ray_devices

        cfg = resolve_config(config, ray__address=ray or None)
        return ray_devices(cfg, fleet, as_json)
    rows = list_devices(resolve_config(config))
    if as_json:
        console.print_json(json.dumps([r.__dict__ for r in rows]))
        return
    table = Table(title="Devices")
    for column in ("device", "kind", "state", "detail", "fix"):
        table.add_column(column)
    for r in rows:
        table.add_row(r.name, r.kind, r.state, r.detail, r.fix)
    print_table(console, table)
