"""Options shared by several commands, and the console every command prints to."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from m2miner.cli.render import make_console

if TYPE_CHECKING:
    from m2miner.config import Config
    from m2miner.config_sources import Origin

console = make_console()

ConfigOpt = Annotated[
    list[Path] | None,
    typer.Option(
        "--config",
        "-c",
        help="TOML config file (repeatable: later files override earlier ones, tables "
        "merge, lists replace); read after the files of $M2MINER_CONFIG (docs/config.md).",
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


CONFIG_ENV = "M2MINER_CONFIG"
"""Config files read before any --config file (several separated by os.pathsep)."""

FLAGS = {
    "seed": "--seed",
    "store.data_dir": "--data-dir",
    "search.algorithm": "--search",
    "ray.address": "--ray",
    "ray.fleet": "--fleet",
    "device.count": "--devices",
}
"""The flag behind each dotted override a command passes (``budget.*``: ``--budget``)."""


def config_files(paths: Sequence[Path] | Path | None) -> list[Path]:
    """The files of ``$M2MINER_CONFIG``, then the ``--config`` files, in merge order."""
    env = os.environ.get(CONFIG_ENV, "")
    files = [Path(part) for part in env.split(os.pathsep) if part.strip()]
    return files + ([paths] if isinstance(paths, Path) else list(paths or []))


def flag_origin(dotted: str, value: Any) -> Origin:
    """The flag a dotted override came from, with its value as typed on the command line."""
    from m2miner.config_sources import Origin

    if dotted.startswith("budget."):
        return Origin("flag", "--budget", f"{dotted.removeprefix('budget.')}={value}")
    return Origin("flag", FLAGS.get(dotted, "command line"), str(value))


def resolve_config(paths: Sequence[Path] | Path | None, **overrides: Any) -> Config:
    """Merge the config files (see :func:`config_files`), the environment and dotted-key
    overrides from flags (None = not given)."""
    from m2miner.config import load_config

    dotted = {k.replace("__", "."): v for k, v in overrides.items()}
    flags = {k: flag_origin(k, v) for k, v in dotted.items() if v is not None}
    cfg = load_config(config_files(paths), dotted, flags=flags)
    if cfg.sim.apps_dirs and "M2MINER_SIM__APPS_DIRS" not in os.environ:
        from m2miner.devices.sim.catalog import use_apps_dirs

        origin = cfg.origin("sim.apps_dirs")
        base = Path(origin.name).parent if origin.kind == "file" else None
        use_apps_dirs(cfg.sim.apps_dirs, base=base)
    return cfg
