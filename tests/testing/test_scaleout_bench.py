"""bench/scaleout.py's device-latency mode: the 4-to-1 ratio and the head's overhead."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench" / "scaleout.py"


@pytest.fixture(scope="module")
def scaleout() -> ModuleType:
    pytest.importorskip("ray")
    spec = importlib.util.spec_from_file_location("bench_scaleout", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_scaleout"] = module
    spec.loader.exec_module(module)
    return module


def _row(mode: str, devices: int, per_min: float, cpu_ms: float | None) -> dict:
    row = {"mode": mode, "devices": devices, "nodes/min": per_min, "overhead s/node": 0.25}
    if cpu_ms is not None:
        row["head cpu ms/node"] = cpu_ms
    return row


def test_scaling_prints_the_four_to_one_ratio_and_the_heads_cpu_per_node(
    scaleout: ModuleType,
) -> None:
    rows = [
        _row("local", 4, 150.0, None),
        _row("ray 1 node(s)", 4, 100.0, 12.5),
        _row("ray 4 node(s)", 16, 362.0, 9.0),
    ]
    lines = scaleout.scaling(rows, 1.5)
    assert lines[0] == (
        "device latency 1.5 s per action: 4 worker nodes / 1 = 3.62x judged nodes per minute "
        "(362.0 / 100.0; 16 devices against 4; goal >= 3.5x)"
    )
    assert lines[1:] == [
        "head overhead, ray 1 node(s): 12.5 ms of driver CPU per judged node; "
        "0.250 device-s per node outside device calls",
        "head overhead, ray 4 node(s): 9.0 ms of driver CPU per judged node; "
        "0.250 device-s per node outside device calls",
    ]
    # Without both sizes there is no ratio to print.
    assert not scaleout.scaling(rows[:2], 1.5)[0].startswith("device latency")


def test_the_table_lines_up_rows_with_different_columns(
    scaleout: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    scaleout._print_table([_row("local", 4, 150.0, None), _row("ray 1 node(s)", 4, 100.0, 12.5)])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].endswith("| head cpu ms/node |")
    assert lines[2].endswith("| - |") and lines[3].endswith("| 12.500 |")
