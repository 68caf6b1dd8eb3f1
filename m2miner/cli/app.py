"""The typer application and its command groups; commands register themselves here."""

from __future__ import annotations

from typing import Annotated

import typer

from m2miner import __version__

app = typer.Typer(
    name="m2miner",
    help="Mine training data for GUI agents with MCTS guided by multimodal LLM agents.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
config_app = typer.Typer(help="Inspect the configuration.", no_args_is_help=True)
app.add_typer(config_app, name="config")


def _version(value: bool) -> None:
    if value:
        typer.echo(f"m2miner {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: Annotated[
        bool,
        typer.Option("--version", callback=_version, is_eager=True, help="Print the version."),
    ] = False,
) -> None:
    """Mine training data for GUI agents with MCTS guided by multimodal LLM agents."""
