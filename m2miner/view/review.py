"""Human review of mined trajectories: the review queue and data-quality accuracy (DQA).

The paper checks its data by sampling 100 trajectories per app at random and having
people mark each one correct or wrong. :func:`review_queue` draws that sample (seeded,
so a reviewer who comes back gets the same queue); :func:`dqa` turns the stored verdicts
into an accuracy with its sample size and a 95% Wilson interval. Neither imports a web
framework: ``m2miner stats`` and ``export --exclude-rejected`` read them too.
"""

from __future__ import annotations

import math
import random
from collections import defaultdict
from dataclasses import dataclass
from typing import Any

from m2miner.store import Store
from m2miner.store.trust import intent_trust, trust_of
from m2miner.view.data import TrajectoryRef, with_verdicts

DEFAULT_SAMPLE = 100
"""Trajectories per app in a review queue, as in the paper's DQA."""


def reviewable(
    store: Store, *, app: str | None = None, run_id: int | None = None
) -> list[TrajectoryRef]:
    """Every trajectory a reviewer may judge, in a stable order: trees' judged successes
    (refuted ones left out: they are stored as failures and not exported) and recycled
    intents with a path."""
    refs = []
    for node_id, status, info, tree_id, intent_id, app_name, text in store.verdicts.terminal_paths(
        app=app, run_id=run_id
    ):
        trust = trust_of(status == "success", info)
        if trust in ("verified", "judged"):
            name = f"t{tree_id}-n{node_id}"
            refs.append(
                TrajectoryRef(name, node_id, intent_id, tree_id, False, trust, text, app_name)
            )
    tree_of: dict[int, int] = {}
    for intent in store.intents.find(app=app, source="recycled"):
        if intent.source_node_id is None:
            continue
        if run_id is not None and intent.run_id != run_id:
            continue
        node_id = intent.source_node_id
        if node_id not in tree_of:
            tree_of[node_id] = store.nodes.get(node_id).tree_id
        refs.append(
            TrajectoryRef(
                f"r{intent.id}",
                node_id,
                intent.id,
                tree_of[node_id],
                True,
                intent_trust(intent.verified),
                intent.text,
                intent.app,
            )
        )
    return refs


def review_queue(
    store: Store,
    *,
    app: str | None = None,
    run_id: int | None = None,
    per_app: int = DEFAULT_SAMPLE,
    seed: int = 0,
) -> list[TrajectoryRef]:
    """Up to ``per_app`` trajectories of each app drawn at random with ``seed``, apps in
    name order, each with its latest verdict."""
    by_app: dict[str, list[TrajectoryRef]] = defaultdict(list)
    for ref in reviewable(store, app=app, run_id=run_id):
        by_app[ref.app].append(ref)
    queue: list[TrajectoryRef] = []
    for name in sorted(by_app):
        refs = by_app[name]
        rng = random.Random(f"{seed}:{name}")
        queue += rng.sample(refs, min(per_app, len(refs)))
    return with_verdicts(store, queue)


def next_in_queue(queue: list[TrajectoryRef], current: str) -> TrajectoryRef | None:
    """The first trajectory after ``current`` (wrapping around) with no verdict yet."""
    names = [ref.id for ref in queue]
    start = names.index(current) + 1 if current in names else 0
    for ref in queue[start:] + queue[:start]:
        if ref.verdict is None and ref.id != current:
            return ref
    return None


@dataclass(frozen=True)
class Dqa:
    """Data-quality accuracy: the share of judged trajectories reviewers marked correct."""

    correct: int
    wrong: int
    skipped: int
    low: float | None
    high: float | None

    @property
    def judged(self) -> int:
        """The sample size: trajectories marked correct or wrong."""
        return self.correct + self.wrong

    @property
    def accuracy(self) -> float | None:
        return self.correct / self.judged if self.judged else None

    def to_dict(self) -> dict[str, Any]:
        return {
            "accuracy": self.accuracy,
            "judged": self.judged,
            "correct": self.correct,
            "wrong": self.wrong,
            "skipped": self.skipped,
            "ci95": None if self.low is None else [self.low, self.high],
        }


def wilson(successes: int, n: int, z: float = 1.959964) -> tuple[float, float] | None:
    """The Wilson score interval of ``successes`` out of ``n`` (95% by default)."""
    if n == 0:
        return None
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def dqa_of(verdicts: list[str]) -> Dqa:
    """DQA over trajectories' latest verdicts."""
    correct, wrong = verdicts.count("correct"), verdicts.count("wrong")
    interval = wilson(correct, correct + wrong)
    low, high = interval if interval is not None else (None, None)
    return Dqa(correct, wrong, verdicts.count("skip"), low, high)


def dqa(
    store: Store, *, app: str | None = None, run_id: int | None = None
) -> tuple[Dqa, dict[str, Dqa]]:
    """DQA over every reviewed trajectory of the selection, in total and per app."""
    latest = store.verdicts.latest()
    per_app: dict[str, list[str]] = defaultdict(list)
    for ref in reviewable(store, app=app, run_id=run_id):
        verdict = latest.get((ref.node_id, ref.intent_id))
        if verdict is not None:
            per_app[ref.app].append(verdict)
    total = dqa_of([v for verdicts in per_app.values() for v in verdicts])
    return total, {name: dqa_of(v) for name, v in sorted(per_app.items())}


def rejected(store: Store) -> frozenset[tuple[int, int]]:
    """``(last node id, intent id)`` of every trajectory whose latest verdict is wrong."""
    return store.verdicts.rejected()
