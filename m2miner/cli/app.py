"""The typer application and its command groups; commands register themselves here."""

from __future__ import annotations

from typing import Annotated

import click
import typer

from m2miner import __version__
from m2miner.cli.render import HelpFormatter, HelpGroup

# Every command's help goes through this formatter (click makes one per context).
click.Context.formatter_class = HelpFormatter

app = typer.Typer(
    name="m2miner",
    help="Mine training data for GUI agents with MCTS guided by multimodal LLM agents.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    # click's plain help: at 80 columns each option's description keeps ~45 columns and
    # a pipe gets no box characters (rich's panels squeeze it to ~20).
    rich_markup_mode=None,
    cls=HelpGroup,
)
config_app = typer.Typer(help="Inspect the configuration.", no_args_is_help=True, cls=HelpGroup)
app.add_typer(config_app, name="config")
tasks_app = typer.Typer(
    help="The sim apps' tasks; `tasks export` writes an RL task pool.",
    invoke_without_command=True,
    cls=HelpGroup,
)
app.add_typer(tasks_app, name="tasks")
safety_app = typer.Typer(
    help="What the safety policy recorded; `safety requests` drafts a policy file.",
    no_args_is_help=True,
    cls=HelpGroup,
)
app.add_typer(safety_app, name="safety")


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
