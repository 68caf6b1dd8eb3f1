"""``m2miner fleet``: the devices of a Ray cluster's hosts (see docs/scaleout.md)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table

from m2miner.cli.app import app
from m2miner.cli.common import ConfigOpt, console, resolve_config
from m2miner.cli.render import HelpGroup, print_table

fleet_app = typer.Typer(
    help="The devices of a Ray cluster's hosts.", no_args_is_help=True, cls=HelpGroup
)
app.add_typer(fleet_app, name="fleet")

FleetOpt = Annotated[
    Path | None, typer.Option("--fleet", help="The fleet file (default: ray.fleet).")
]


@fleet_app.command("resources")
def resources_cmd(
    host: Annotated[str, typer.Argument(help="A host of the fleet file.")],
    fleet: FleetOpt = None,
    config: ConfigOpt = None,
) -> None:
    """Print the --resources JSON for `ray start` on HOST: one resource per device."""
    from m2miner.scaleout.fleet import node_resources

    typer.echo(node_resources(_fleet(resolve_config(config), fleet, required=True), host))


def _fleet(cfg: Any, path: Path | None, *, required: bool) -> Any:
    from m2miner.errors import ConfigError
    from m2miner.scaleout.fleet import load_fleet

    path = path or cfg.ray.fleet
    if path is None:
        if required:
            raise ConfigError("no fleet file given", hint="--fleet fleet.yaml, or set ray.fleet")
        return None
    return load_fleet(path)


def ray_devices(cfg: Any, fleet: Path | None, as_json: bool) -> None:
    """``m2miner devices --ray``: each device of the cluster, its host, health and tree."""
    from m2miner.scaleout.status import fleet_status

    address = cfg.ray.address or "auto"
    rows = fleet_status(address, cfg.ray.namespace, _fleet(cfg, fleet, required=False))
    if as_json:
        console.print_json(json.dumps([r.__dict__ for r in rows]))
        return
    table = Table(title=f"Devices of the Ray cluster at {address}")
    for column in ("host", "device", "health", "run", "trees", "nodes", "done", "busy s", "detail"):
        table.add_column(
            column, justify="right" if column in ("nodes", "done", "busy s") else "left"
        )
    for r in rows:
        table.add_row(
            r.host,
            r.device,
            r.health,
            str(r.run or "-"),
            r.trees or "-",
            str(r.nodes),
            str(r.trees_done),
            f"{r.busy_s:.1f}",
            r.detail,
        )
    print_table(console, table)
