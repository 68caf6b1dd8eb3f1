"""Counts of exported and left-out data by trust label, for the manifest and summaries.

Every trajectory carries a label (:mod:`m2miner.store.trust`); every sample built from
one carries it in its meta line as ``trust``. The manifest counts both, and what the
selection left out, so that nothing judged-only or refuted enters or leaves an export
unseen.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from m2miner.export.samples import Sample
from m2miner.export.trajectories import LEFT_OUT, LEFT_OUT_RECYCLED, Trajectory
from m2miner.store.trust import TRUST_LEVELS


def trust_report(
    trajectories: Iterable[Trajectory], skipped: Mapping[str, int]
) -> dict[str, dict[str, int]]:
    """``{"exported": {label: n}, "left_out": {label: n}}`` over every label."""
    exported: dict[str, int] = dict.fromkeys(TRUST_LEVELS, 0)
    for trajectory in trajectories:
        exported[trajectory.trust] += 1
    left_out: dict[str, int] = dict.fromkeys(TRUST_LEVELS, 0)
    for reasons in (LEFT_OUT, LEFT_OUT_RECYCLED):
        for label, reason in reasons.items():
            left_out[label] += skipped.get(reason, 0)
    return {"exported": exported, "left_out": left_out}


def sample_trust(samples: Iterable[Sample]) -> dict[str, int]:
    """Samples by the label in their meta (samples without one, judge samples of
    unfinished paths, are counted under ``none``)."""
    counts: dict[str, int] = {}
    for sample in samples:
        label = str(sample.meta.extra.get("trust") or "none")
        counts[label] = counts.get(label, 0) + 1
    return dict(sorted(counts.items()))
