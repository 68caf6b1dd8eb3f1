"""Progress of ``m2miner export`` and ``m2miner recycle`` when their output is piped: plain
lines on stderr at a stage's start, every tenth and end (and every 30 s between); none
with ``--json``."""

from __future__ import annotations

import io
import re
import shutil
from pathlib import Path
from typing import get_args

import pytest
from rich.console import Console

from m2miner.cli.progress import INTERVAL_S, PlainLines, StageProgress
from m2miner.mining.recycling import Outcome
from tests.cli_helpers import isolate, run
from tests.export.conftest import Mined

OUTCOMES = get_args(Outcome)
DONE = re.compile(r"^(\w+): (\w+) (\d+)/\3 \(100%\), done in \d+ s( · .*)?$")


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def plain(clock: Clock) -> tuple[PlainLines, io.StringIO]:
    buffer = io.StringIO()
    return PlainLines("export", Console(file=buffer, width=200), clock=clock), buffer


def test_plain_lines_at_start_every_tenth_and_end() -> None:
    clock = Clock()
    lines, buffer = plain(clock)
    for done in range(1, 101):
        clock.now += 0.1
        lines.update("samples", done, 100)
    printed = buffer.getvalue().splitlines()
    assert printed[:3] == [
        "export: samples 1/100 (1%)",
        "export: samples 10/100 (10%)",
        "export: samples 20/100 (20%)",
    ]
    assert len(printed) == 11
    assert printed[-1] == "export: samples 100/100 (100%), done in 10 s"


def test_plain_lines_every_interval_while_a_slow_stage_advances() -> None:
    clock = Clock()
    lines, buffer = plain(clock)
    lines.update("paths", 0, None)  # total not known yet
    for done in range(1, 4):
        clock.now += INTERVAL_S / 2
        lines.update("paths", done, None, note=f"recycled: intent {done}")
    clock.now += INTERVAL_S * 2
    lines.update("paths", 3, None)  # no advance: nothing to say
    assert buffer.getvalue().splitlines() == [
        "export: paths 0",
        "export: paths 2 · recycled: intent 2",
    ]


def test_quiet_progress_prints_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    progress = StageProgress("export", Console(file=io.StringIO()), quiet=True)
    with progress.shown():
        progress.update("trees", 1, 1)
    assert capsys.readouterr() == ("", "")


def _stage(lines: list[str], name: str) -> list[str]:
    """The lines of one stage, checked: from 1/total, every tenth, to a done line."""
    prefix = f"export: {name} "
    stage = [line for line in lines if line.startswith(prefix)]
    counts = [line.removeprefix(prefix).split()[0].split("/") for line in stage]
    total = int(counts[0][1])
    assert int(counts[0][0]) == 1 and all(int(t) == total for _, t in counts)
    done = [int(d) for d, _ in counts]
    assert done == sorted(set(done)) and done[-1] == total
    tenths = [10 * d // total for d in done]
    assert tenths == sorted(set(tenths))  # one line per tenth reached
    assert DONE.match(stage[-1]), stage
    return stage


def test_export_prints_progress_lines_when_piped(
    mined: Mined,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    isolate(monkeypatch, tmp_path)
    data = ("--data-dir", str(mined.data_dir))
    code, out, err = run(capsys, "export", str(tmp_path / "a"), "--kind", "sft,judge", *data)
    assert code == 0, err
    lines = err.splitlines()
    stages = [_stage(lines, name) for name in ("trees", "paths", "files")]
    assert lines == [line for stage in stages for line in stage]  # nothing else, in order
    assert stages[2] == ["export: files 1/2 (50%)", stages[2][1]]  # sft, then judge
    assert "Export to" in out and "export:" not in out

    code, out, err = run(capsys, "export", str(tmp_path / "b"), "--json", *data)
    assert code == 0 and err == "" and out.lstrip().startswith("{")


def test_recycle_prints_progress_lines_when_piped(
    mined: Mined,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    isolate(monkeypatch, tmp_path)
    data = shutil.copytree(mined.data_dir, tmp_path / "data")
    code, out, err = run(
        capsys, "recycle", "--run", "1", "--max-per-tree", "2", "--no-report",
        "--data-dir", str(data),
    )  # fmt: skip
    assert code == 0, err
    lines = err.splitlines()
    assert lines and all(line.startswith("recycle: paths ") for line in lines)
    total = int(lines[0].removeprefix("recycle: paths 0/"))
    assert 0 < total <= 10 and len(lines) == total + 1  # every path is a tenth or more
    for done, line in enumerate(lines[1:], 1):
        assert line.startswith(f"recycle: paths {done}/{total} ({100 * done // total}%)")
        outcome = line.split(" · ", 1)[1]
        assert outcome.split(":")[0] in OUTCOMES
    assert DONE.match(lines[-1])
    stored = re.search(r"(\d+) recycled intents stored", out)
    assert stored and int(stored.group(1)) == sum(" · recycled:" in line for line in lines)
