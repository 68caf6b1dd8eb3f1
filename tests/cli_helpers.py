"""Running the ``m2miner`` command line inside a test, the way ``m2miner.cli.main`` runs it."""

from __future__ import annotations

from pathlib import Path

import pytest

from m2miner.cli import _optional_values, app
from m2miner.cli.errors import run_guarded


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """Exit code, stdout and stderr of ``m2miner ARGS...``."""
    code = run_guarded(app, _optional_values(list(args)))
    out, err = capsys.readouterr()
    return code, out, err


def isolate(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, columns: int = 200) -> None:
    """A terminal wide enough for the tables, no config from the environment, and
    ``tmp_path`` as the working directory (so ``./m2miner-data`` lands there)."""
    monkeypatch.setenv("COLUMNS", str(columns))
    monkeypatch.delenv("M2MINER_CONFIG", raising=False)
    monkeypatch.chdir(tmp_path)
