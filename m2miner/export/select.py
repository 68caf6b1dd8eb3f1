"""Deduplication, judge class balance, domain mixing quotas and leak-free splits.

Every choice is a pure function of the items and the seed: an item's rank is the hash of
the seed and its key, so the same store and options always give the same export.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from m2miner.export.options import SPLITS, Split
from m2miner.export.samples import Sample

T = TypeVar("T")
_JUDGE_TASKS = {"valid": "step", "invalid": "step", "success": "ending", "failure": "ending"}


def unit(seed: int, key: str) -> float:
    """A number in [0, 1) fixed by ``seed`` and ``key``."""
    digest = hashlib.sha256(f"{seed}\x00{key}".encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


def dedup(samples: Sequence[Sample]) -> tuple[list[Sample], int]:
    """Samples with the first of each identical group kept (same screenshots, prompt and
    answers), and how many were removed."""
    seen: set[str] = set()
    kept = []
    for sample in samples:
        key = sample.key
        if key not in seen:
            seen.add(key)
            kept.append(sample)
    return kept, len(samples) - len(kept)


def _downsample(items: Sequence[T], keep: int, seed: int, key: Callable[[T], str]) -> list[T]:
    """``keep`` of ``items`` chosen by seeded rank, in their original order."""
    if keep >= len(items):
        return list(items)
    chosen = set(sorted(range(len(items)), key=lambda i: unit(seed, key(items[i])))[:keep])
    return [item for i, item in enumerate(items) if i in chosen]


def class_counts(samples: Sequence[Sample]) -> dict[str, int]:
    """How many judge samples each label has."""
    counts: dict[str, int] = {}
    for sample in samples:
        if sample.label is not None:
            counts[sample.label] = counts.get(sample.label, 0) + 1
    return counts


def balance(samples: Sequence[Sample], seed: int) -> list[Sample]:
    """Judge samples with each task's larger class cut to the size of its smaller one
    (steps: valid/invalid; endings: success/failure)."""
    by_label: dict[str, list[int]] = {}
    for i, sample in enumerate(samples):
        by_label.setdefault(sample.label or "", []).append(i)
    keep: set[int] = set()
    for task in ("step", "ending"):
        labels = [label for label, t in _JUDGE_TASKS.items() if t == task]
        size = min(len(by_label.get(label, [])) for label in labels)
        for label in labels:
            indices = by_label.get(label, [])
            chosen = _downsample(indices, size, seed, lambda i: samples[i].key)
            keep.update(chosen)
    return [sample for i, sample in enumerate(samples) if i in keep]


@dataclass(frozen=True)
class MixReport:
    """Requested and achieved domain shares, and the domains that could not take part."""

    requested: dict[str, float]
    achieved: dict[str, float]
    counts: dict[str, int]
    missing: tuple[str, ...]
    dropped: int

    def to_dict(self) -> dict[str, object]:
        return {
            "requested": self.requested,
            "achieved": self.achieved,
            "counts": self.counts,
            "missing": list(self.missing),
            "dropped": self.dropped,
        }


def mix(
    items: Sequence[T],
    shares: Sequence[tuple[str, float]],
    seed: int,
    domain: Callable[[T], str],
    key: Callable[[T], str],
) -> tuple[list[T], MixReport]:
    """Items downsampled so that each domain holds its share (as closely as whole items
    allow, without inventing any). Domains not named get none; named domains without
    items are reported as missing and the others keep their relative shares."""
    requested = {name: share for name, share in shares if share > 0}
    groups: dict[str, list[T]] = {name: [] for name in requested}
    for item in items:
        if domain(item) in groups:
            groups[domain(item)].append(item)
    present = {name: share for name, share in requested.items() if groups[name]}
    missing = tuple(name for name in requested if name not in present)
    total_share = sum(present.values())
    kept: set[int] = set()
    if present:
        size = min(len(groups[name]) / (share / total_share) for name, share in present.items())
        for name, share in present.items():
            quota = math.floor(size * share / total_share + 1e-9)
            kept.update(id(i) for i in _downsample(groups[name], quota, seed, key))
    out = [item for item in items if id(item) in kept]
    counts = {name: sum(1 for i in out if domain(i) == name) for name in requested}
    achieved = {name: (count / len(out) if out else 0.0) for name, count in counts.items()}
    report = MixReport(requested, achieved, counts, missing, len(items) - len(out))
    return out, report


def split_of(group: str, seed: int, val_ratio: float, test_ratio: float) -> Split:
    """The split a group (an intent or an app) belongs to, fixed by the seed."""
    u = unit(seed, f"split\x00{group}")
    if u < test_ratio:
        return "test"
    if u < test_ratio + val_ratio:
        return "val"
    return "train"


def split(
    items: Sequence[T], group: Callable[[T], str], seed: int, val_ratio: float, test_ratio: float
) -> dict[Split, list[T]]:
    """Items by split; all items of one group land in the same split."""
    out: dict[Split, list[T]] = {name: [] for name in SPLITS}
    for item in items:
        out[split_of(group(item), seed, val_ratio, test_ratio)].append(item)
    return out
