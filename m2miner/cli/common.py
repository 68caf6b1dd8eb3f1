"""Options shared by several commands, and the console every command prints to."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from m2miner.cli.render import make_console

if TYPE_CHECKING:
    from m2miner.config import Config

console = make_console()

ConfigOpt = Annotated[
    Path | None,
    typer.Option(
        "--config",
        "-c",
        help="TOML config file (default: $M2MINER_CONFIG, else built-in defaults).",
        envvar="M2MINER_CONFIG",
        show_default=False,
    ),
]
DataDirOpt = Annotated[
    Path | None,
    typer.Option("--data-dir", help="Where the database and screenshots live.", show_default=False),
]
AppOpt = Annotated[
    str, typer.Option("--app", "-a", help="App to use (a sim app or a config alias).")
]
SeedOpt = Annotated[int | None, typer.Option("--seed", help="Seed (overrides the config).")]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")]


def resolve_config(path: Path | None, **overrides: Any) -> Config:
    """Load the config file and apply dotted-key overrides from flags (None = not given)."""
    from m2miner.config import load_config

    cfg = load_config(path, {k.replace("__", "."): v for k, v in overrides.items()})
    if cfg.sim.apps_dirs and "M2MINER_SIM__APPS_DIRS" not in os.environ:
        from m2miner.devices.sim.catalog import use_apps_dirs

        use_apps_dirs(cfg.sim.apps_dirs, base=path.parent if path else None)
    return cfg
