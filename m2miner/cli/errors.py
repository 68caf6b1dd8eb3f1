"""The one place where library errors become messages and exit codes."""

from __future__ import annotations

import re
import shlex
import sys
from collections.abc import Sequence
from pathlib import Path
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
        return ConfigError(message, hint=_missing_path_fix(str(exc.filename or "")))
    return OutputError(
        message, path=exc.filename, hint="check the path's permissions and the free disk space"
    )


def _missing_path_fix(path: str) -> str:
    """``mkdir -p FOLDER`` when the path's folder is missing, else the listing of the
    folder that is there (the name is likely misspelt)."""
    folder = Path(path).parent
    if path and not folder.exists():
        return f"check the path, or create its folder: mkdir -p {shlex.quote(str(folder))}"
    return f"check the path: `ls {shlex.quote(str(folder))}` lists its folder"


def fix_for(exc: M2MinerError) -> str:
    """The corrected command line where the error knows the right words, else the error's
    own hint, else the command that shows what its kind of problem depends on."""
    fixed = corrected_command(getattr(exc, "corrections", ()))
    if fixed is not None:
        return fixed
    if exc.hint:
        return exc.hint
    if isinstance(exc, NotFoundError):
        return "`m2miner runs` lists the runs, `m2miner intents list` the intents"
    if isinstance(exc, ConfigError) and hasattr(exc, "corrections"):
        return f"`{_help_command()}` says what each value means"
    if isinstance(exc, ConfigError):
        return f"`{_help_command()}` lists the flags, `{_config_check()}` the settings"
    if isinstance(exc, DeviceError | ModelError | StoreError):
        return "`m2miner doctor` checks the devices, model endpoints and database"
    if isinstance(exc, OutputError):
        return "check the path's permissions and the free disk space"
    return f"`{_help_command()}` lists the options and what they take"


def corrected_command(corrections: Sequence[tuple[str, str]]) -> str | None:
    """The command being run with each (word typed, corrected word) replaced: a word, the
    value of ``--opt=word``, or one item of a comma list. None when a word is not there."""
    if not corrections or not _invoked:
        return None
    argv = list(_invoked)
    for old, new in corrections:
        for i, arg in enumerate(argv):
            flag, eq, value = arg.partition("=") if arg.startswith("-") else ("", "", arg)
            items = value.split(",")
            if arg == old or (flag == old and eq):
                argv[i] = new if arg == old else f"{new}{eq}{value}"
                break
            if old in items and (eq or not flag):
                items[items.index(old)] = new
                argv[i] = f"{flag}{eq}{','.join(items)}"
                break
        else:
            return None
    return shlex.join(["m2miner", *argv])


def _command_words() -> list[str]:
    """The command's name words as typed (``mine``, ``config show``), arguments left out."""
    words: list[str] = []
    node = _root[0] if _root else None
    for arg in _invoked:
        if not isinstance(node, click.Group) or arg not in node.commands:
            break
        words.append(arg)
        node = node.commands[arg]
    return words


def _help_command() -> str:
    return shlex.join(["m2miner", *_command_words(), "--help"])


def _config_check() -> str:
    """``m2miner config show --origin`` with the --config files of the command being run."""
    files: list[str] = []
    for i, arg in enumerate(_invoked):
        if arg in ("--config", "-c") and i + 1 < len(_invoked):
            files += ["--config", _invoked[i + 1]]
        elif arg.startswith("--config="):
            files += ["--config", arg.partition("=")[2]]
    return shlex.join(["m2miner", "config", "show", "--origin", *files])


_invoked: list[str] = []
_root: list[click.Command] = []  # the command tree being run, for the command's name


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
    its message (click adds "Did you mean" for commands and options) and a fix line: the
    corrected command where one name is meant, else the command's help."""
    ctx = getattr(exc, "ctx", None)
    where = ctx.command_path if ctx is not None else _help_command().removesuffix(" --help")
    message = exc.format_message()
    fixed = corrected_command(_click_correction(exc, message))
    if fixed is not None:
        fix = fixed
    elif "No such command" in message:
        fix = f"`{where} --help` lists the commands"
    else:
        fix = f"`{where} --help` lists the options and what they take"
    print_error(message, fix)
    return exc.exit_code


def _click_correction(exc: click.ClickException, message: str) -> list[tuple[str, str]]:
    """(name typed, name meant) for an unknown command or option with one close match."""
    from m2miner.config_sources import closest

    if isinstance(exc, click.NoSuchOption):
        best = closest(exc.option_name, exc.possibilities or [])
        return [(exc.option_name, best)] if best else []
    typed = re.search(r"No such command '([^']+)'", message)
    meant = re.search(r"Did you mean '([^']+)'\?", message)
    return [(typed.group(1), meant.group(1))] if typed and meant else []


def run_guarded(app: typer.Typer, argv: list[str] | None) -> int:
    """Run the typer app; print library errors with their fix instead of a traceback."""
    _invoked[:] = sys.argv[1:] if argv is None else argv
    install_log_filter()
    command: Any = typer.main.get_command(app)
    _root[:] = [command]
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
