"""The ``m2miner`` command line: thin commands over library functions.

Only this package turns exceptions into messages and exit codes (see :func:`main`).
"""

from __future__ import annotations

import sys

# Importing the command modules registers their commands on ``app``.
from m2miner.cli import (  # noqa: F401
    config_cmd,
    doctor_cmd,
    export_cmd,
    fleet_cmd,
    inspect_cmd,
    loop_cmd,
    mine,
    recycle_cmd,
    rl_cmd,
    rollouts_cmd,
    safety_cmd,
    train_cmd,
    verify_cmd,
    view_cmd,
    world,
)
from m2miner.cli.app import app


def main(argv: list[str] | None = None) -> None:
    """Entry point of the ``m2miner`` console script."""
    from m2miner.cli.errors import run_guarded

    args = sys.argv[1:] if argv is None else argv
    sys.exit(run_guarded(app, _optional_values(args)))


def _optional_values(args: list[str]) -> list[str]:
    """Let ``--resume`` stand alone: it then means the last interrupted run."""
    out: list[str] = []
    for i, arg in enumerate(args):
        out.append(arg)
        alone = i + 1 == len(args) or args[i + 1].startswith("-")
        if arg == "--resume" and alone:
            out.append("last")
        elif arg == "--ray" and alone:
            out.append("")  # ray.address from the config, else auto
    return out


__all__ = ["app", "main"]
