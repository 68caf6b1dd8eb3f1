"""How bench/scaleout.py measures a phase's throughput from the nodes' judged times.

A phase's whole run has two edges that say little about throughput: at the start the
device actors start one after the other (each imports the toolkit, opens the store and
its device) and each device's first tree pays for its first screens and queries; at the
end the queue is empty and devices fall idle one by one, so the run lasts as long as its
slowest tree. With 16 devices and 23 trees the edges are most of the run.

So each device is measured while it had work: from its first judged node to its last,
the nodes it judged after its first, and the device-seconds in between. Tree switches
(the gap from one tree's last node to the next tree's first) are inside the span, and
their cost is reported apart, since a device of the 1-node phase switches trees about
five times and one of the 4-node phase about once.
"""

from __future__ import annotations

import itertools
import statistics
from dataclasses import dataclass


@dataclass(frozen=True)
class Judged:
    """One judged node: the device that mined its tree, the tree, when it was judged."""

    device: str
    tree: int
    at: float


@dataclass(frozen=True)
class Busy:
    """Every device from its first judged node to its last."""

    device_s: float
    """The spans' seconds, summed over devices."""
    nodes: int
    """Nodes judged inside the spans (each device's first node opens its span)."""
    start: float
    """When the last device judged its first node: the end of the warm-up."""
    common: tuple[float, float] | None
    """The stretch in which every device had work (last first node to first last node),
    None when there is none."""
    node_gap_s: float
    """Median seconds between two nodes of one tree on one device."""
    switch_s: float | None
    """Median seconds from a tree's last node to the next tree's first on one device,
    less ``node_gap_s``: what a tree switch costs; None without switches."""

    def per_min(self, devices: int) -> float:
        """Judged nodes per minute of ``devices`` devices working as these did."""
        return self.nodes / self.device_s * devices * 60


def busy_spans(judged: list[Judged], devices: int) -> Busy | None:
    """The :class:`Busy` figures; None when some of ``devices`` judged fewer than two
    nodes (no span to measure)."""
    by_device: dict[str, list[Judged]] = {}
    for node in sorted(judged, key=lambda n: n.at):
        by_device.setdefault(node.device, []).append(node)
    if len(by_device) < devices or any(len(n) < 2 for n in by_device.values()):
        return None
    gaps: list[float] = []
    switches: list[float] = []
    for nodes in by_device.values():
        for a, b in itertools.pairwise(nodes):
            (gaps if a.tree == b.tree else switches).append(b.at - a.at)
    firsts = [n[0].at for n in by_device.values()]
    lasts = [n[-1].at for n in by_device.values()]
    node_gap = statistics.median(gaps) if gaps else 0.0
    return Busy(
        device_s=sum(last - first for first, last in zip(firsts, lasts, strict=True)),
        nodes=sum(len(n) - 1 for n in by_device.values()),
        start=max(firsts),
        common=(max(firsts), min(lasts)) if min(lasts) > max(firsts) else None,
        node_gap_s=node_gap,
        switch_s=statistics.median(switches) - node_gap if switches else None,
    )


def cpu_per_node(samples: list[tuple[float, float, int]], start: float, end: float) -> float | None:
    """Milliseconds of CPU per judged node between ``start`` and ``end``, from samples
    (time, CPU seconds so far, nodes judged so far): the first sample at or after
    ``start`` against the last at or before ``end``; None with fewer than two."""
    inside = [s for s in samples if start <= s[0] <= end]
    if len(inside) < 2 or inside[-1][2] == inside[0][2]:
        return None
    return (inside[-1][1] - inside[0][1]) * 1000 / (inside[-1][2] - inside[0][2])
