"""bench/scaleout.py's device-latency mode: the steady window, the 4-to-1 ratio and the
host's CPU per judged node."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

from tests.scripts import load_script

BENCH = Path(__file__).resolve().parents[2] / "bench" / "scaleout.py"


@pytest.fixture(scope="module")
def scaleout() -> ModuleType:
    pytest.importorskip("ray")
    return load_script(BENCH, "bench_scaleout")  # with its sibling scaleout_window


def _row(mode: str, devices: int, per_min: float, cpu_ms: float | None) -> dict:
    row = {"mode": mode, "devices": devices, "steady nodes/min": per_min, "device s/node": 1.6}
    if cpu_ms is not None:
        row["head cpu ms/node"] = cpu_ms
        row["worker cpu ms/node"] = 2 * cpu_ms
    return row


def test_scaling_prints_the_four_to_one_ratio_and_the_hosts_cpu_per_node(
    scaleout: ModuleType,
) -> None:
    rows = [
        _row("ray 1 node(s)", 4, 100.0, 12.5),
        _row("ray 4 node(s)", 16, 362.0, 9.0),
    ]
    lines = scaleout.scaling(rows, 1.5)
    assert lines[0] == (
        "device latency 1.5 s per action: 4 worker nodes / 1 = 3.62x judged nodes per minute "
        "while the devices had work (362.0 / 100.0; 16 devices against 4; goal >= 3.5x)"
    )
    assert lines[1:] == [
        "ray 1 node(s): 1.600 device-s per judged node; host CPU per judged node while "
        "every device had work: 12.5 ms in the driver, 25.0 ms in the device actors",
        "ray 4 node(s): 1.600 device-s per judged node; host CPU per judged node while "
        "every device had work: 9.0 ms in the driver, 18.0 ms in the device actors",
    ]
    # Without both sizes there is no ratio to print; without a window, no ratio either.
    assert not scaleout.scaling(rows[:1], 1.5)[0].startswith("device latency")
    del rows[1]["steady nodes/min"]
    assert scaleout.scaling(rows, 1.5)[0].startswith("no device judged two nodes")


def test_each_device_counts_from_its_first_judged_node_to_its_last(
    scaleout: ModuleType,
) -> None:
    from scaleout_window import Judged, busy_spans

    judged = [
        Judged("a", 1, 1.0),
        Judged("a", 1, 2.5),
        Judged("a", 2, 5.0),  # a switch: 2.5 s where a node takes 1.5 s
        Judged("a", 2, 6.5),
        Judged("b", 3, 4.0),
        Judged("b", 3, 5.5),
    ]
    busy = busy_spans(judged, 2)
    assert busy is not None
    # a: 5.5 s for 3 nodes after its first; b: 1.5 s for 1.
    assert (busy.device_s, busy.nodes) == (7.0, 4)
    assert busy.per_min(2) == pytest.approx(4 / 7.0 * 2 * 60)
    assert (busy.start, busy.common) == (4.0, (4.0, 5.5))
    assert (busy.node_gap_s, busy.switch_s) == (1.5, 1.0)
    # A device with fewer than two nodes has no span; devices that never overlap have no
    # common stretch; one tree per device has no switch.
    assert busy_spans(judged, 3) is None
    apart = busy_spans([Judged("a", 1, 1.0), Judged("a", 1, 2.0), *judged[4:]], 2)
    assert apart is not None and apart.common is None and apart.switch_s is None


def test_cpu_per_node_takes_the_samples_inside_the_window(scaleout: ModuleType) -> None:
    from scaleout_window import cpu_per_node

    samples = [(0.0, 5.0, 0), (2.0, 5.5, 10), (4.0, 6.5, 30), (6.0, 7.1, 50), (8.0, 9.0, 60)]
    # From the sample at 2.0 to the one at 6.0: 1.6 s of CPU for 40 nodes.
    assert cpu_per_node(samples, 1.0, 7.0) == pytest.approx(40.0)
    assert cpu_per_node(samples, 1.0, 3.0) is None


def test_the_table_lines_up_rows_with_different_columns(
    scaleout: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = [_row("local", 4, 150.0, None), _row("ray 1 node(s)", 4, 100.0, 12.5)]
    rows[1]["worker cpu ms/node"] = None
    scaleout._print_table(rows)
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].endswith("| head cpu ms/node | worker cpu ms/node |")
    assert lines[2].endswith("| - | - |") and lines[3].endswith("| 12.500 | - |")
