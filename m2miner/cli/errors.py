"""The one place where library errors become messages and exit codes."""

from __future__ import annotations

import shlex
import sys
from typing import Any

import click
import typer
from rich.console import Console

from m2miner.cli.render import make_console, print_labelled
from m2miner.errors import (
    ConfigError,
    DeviceError,
    M2MinerError,
    ModelError,
    NotFoundError,
    OutputError,
    StoreError,
)
from m2miner.redact import install_log_filter, redact

EXIT_ERROR = 1
EXIT_CONFIG = 2
EXIT_ENVIRONMENT = 3
EXIT_INTERRUPTED = 130

_err = make_console(stderr=True)


def exit_code_for(exc: M2MinerError) -> int:
    """User mistakes exit 2: the configuration, a flag's value, an id that names nothing.
    A device, model server or database problem exits 3."""
    if isinstance(exc, ConfigError | NotFoundError):
        return EXIT_CONFIG
    if isinstance(exc, DeviceError | ModelError | StoreError | OutputError):
        return EXIT_ENVIRONMENT
    return EXIT_ERROR


def file_error(exc: OSError) -> M2MinerError:
    """A file system error that escaped a command, as an error with a fix: a path that
    names nothing usable is a user mistake, anything else (permissions, a full disk) is
    the environment's."""
    where = f"{exc.filename}: " if exc.filename else ""
    message = f"{where}{exc.strerror or exc}"
    if isinstance(exc, FileNotFoundError | NotADirectoryError | IsADirectoryError):
        return ConfigError(message, hint="check the path: its folder must exist")
    return OutputError(
        message, path=exc.filename, hint="check the path's permissions and the free disk space"
    )


def fix_for(exc: M2MinerError) -> str:
    """The error's own hint, else where to look for its kind of problem."""
    if exc.hint:
        return exc.hint
    if isinstance(exc, NotFoundError):
        return "`m2miner runs` lists the runs, `m2miner intents list` the intents"
    if isinstance(exc, ConfigError):
        return "check the flags (`m2miner COMMAND --help`) and the config (`m2miner config show`)"
    if isinstance(exc, DeviceError | ModelError | StoreError):
        return "`m2miner doctor` checks the devices, model endpoints and database"
    if isinstance(exc, OutputError):
        return "check the path's permissions and the free disk space"
    return "see `m2miner COMMAND --help`"


_invoked: list[str] = []


def command_line() -> str:
    """The command line being run, as a user would type it (for provenance records)."""
    return shlex.join(["m2miner", *_invoked])


def print_error(message: str, fix: str, console: Console | None = None) -> None:
    """``error:`` and ``fix:`` lines, wrapped at spaces; a command or path in them is
    never split across lines (a long one gets a line of its own)."""
    out = console or _err
    print_labelled(out, "error:", redact(message), style="bold red")
    print_labelled(out, "fix:", redact(fix))


def _report(exc: M2MinerError) -> int:
    print_error(str(exc), fix_for(exc))
    return exit_code_for(exc)


def _report_click(exc: click.ClickException) -> int:
    """A usage mistake caught by click (unknown command or option, a missing or bad value):
    its message (click adds "Did you mean" for commands and options) and a fix line."""
    ctx = getattr(exc, "ctx", None)
    where = ctx.command_path if ctx is not None else "m2miner COMMAND"
    if "No such command" in exc.format_message():
        fix = f"`{where} --help` lists the commands"
    else:
        fix = f"`{where} --help` lists the options and what they take"
    print_error(exc.format_message(), fix)
    return exc.exit_code


def run_guarded(app: typer.Typer, argv: list[str] | None) -> int:
    """Run the typer app; print library errors with their fix instead of a traceback."""
    _invoked[:] = sys.argv[1:] if argv is None else argv
    install_log_filter()
    command: Any = typer.main.get_command(app)
    try:
        result = command.main(args=argv, prog_name="m2miner", standalone_mode=False)
    except M2MinerError as exc:
        return _report(exc)
    except OSError as exc:
        if exc.filename is None:  # not a file's: a socket, a broken pipe, a bug
            raise
        return _report(file_error(exc))
    except click.exceptions.Exit as exc:
        return exc.exit_code
    except click.ClickException as exc:
        return _report_click(exc)
    except click.exceptions.Abort:
        _err.print("aborted")
        return EXIT_INTERRUPTED
    except KeyboardInterrupt:
        _err.print("interrupted")
        return EXIT_INTERRUPTED
    # click returns the code of a ``typer.Exit`` in non-standalone mode.
    return result if isinstance(result, int) else 0
