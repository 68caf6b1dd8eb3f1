"""``m2miner stats``: what the store holds, counted the way the paper reports it.

Trajectories are counted as the export counts them by default (verified successful tree
paths plus verified recycled paths, see :mod:`m2miner.export.trajectories`), and every
trajectory by label: verified, judged only and refuted (:mod:`m2miner.store.trust`);
images are distinct screenshots, both all stored ones and those on trajectories; cost per
mined image divides the money the model calls cost by the trajectory images (the paper's
"$ per mined image").
"""

from __future__ import annotations

import dataclasses
import statistics
from dataclasses import asdict, dataclass, field
from typing import Any

from m2miner.export.trajectories import Selection, collect
from m2miner.store import GroupStats, Store, StoreStats
from m2miner.store.trust import TRUST_LEVELS


@dataclass(frozen=True)
class StepStats:
    """Actions per trajectory."""

    mean: float
    median: float
    max: int


@dataclass(frozen=True)
class MinedStats:
    """Totals of one store, run or app; see ``docs/export.md`` for each field."""

    totals: StoreStats
    successful: int
    recycled: int
    steps: StepStats
    trajectory_images: int
    intents_by_stage: dict[str, tuple[int, int]]
    intents_by_source: dict[str, tuple[int, int]]
    intents_by_domain: dict[str, tuple[int, int]]
    apps: list[GroupStats]
    trust: dict[str, int] = field(default_factory=dict)
    """Every trajectory (successful and recycled) by label: verified, judged, refuted."""

    @property
    def trajectories(self) -> int:
        return self.successful + self.recycled

    @property
    def cost_per_image(self) -> float | None:
        """Model cost per image on a trajectory (None without any)."""
        if not self.trajectory_images:
            return None
        return self.totals.cost_usd / self.trajectory_images

    def to_dict(self) -> dict[str, Any]:
        def groups(data: dict[str, tuple[int, int]]) -> dict[str, dict[str, int]]:
            return {k: {"intents": n, "verified": v} for k, (n, v) in data.items()}

        return {
            "trajectories": {
                "total": self.trajectories,
                "successful": self.successful,
                "recycled": self.recycled,
                "by_trust": self.trust,
            },
            "steps_per_trajectory": asdict(self.steps),
            "images": {"stored": self.totals.images, "on_trajectories": self.trajectory_images},
            "trees": {"total": self.totals.trees, "succeeded": self.totals.succeeded_trees},
            "nodes": {"total": self.totals.nodes, "judged": self.totals.judged_nodes},
            "intents_by_stage": groups(self.intents_by_stage),
            "intents_by_source": groups(self.intents_by_source),
            "intents_by_domain": groups(self.intents_by_domain),
            "apps": [asdict(g) for g in self.apps],
            "model": {
                "calls": self.totals.model_calls,
                "prompt_tokens": self.totals.prompt_tokens,
                "completion_tokens": self.totals.completion_tokens,
                "image_tokens": self.totals.image_tokens,
                "cost_usd": self.totals.cost_usd,
                "cost_per_image_usd": self.cost_per_image,
                "cost_per_stored_image_usd": self.totals.cost_per_image,
            },
        }


def _label(key: object) -> str:
    return "none" if key is None else str(key)


def mined_stats(store: Store, *, run_id: int | None = None, app: str | None = None) -> MinedStats:
    """Counts over the whole store, or over one run and/or one app."""
    selection = Selection(
        run_ids=(run_id,) if run_id is not None else (), apps=(app,) if app is not None else ()
    )
    every = collect(store, dataclasses.replace(selection, include=("judged", "refuted")))
    trust: dict[str, int] = dict.fromkeys(TRUST_LEVELS, 0)
    for trajectory in every.trajectories:
        trust[trajectory.trust] += 1
    # Verified successes, and the recycled paths recycling's check passed (judged only:
    # no verifier checks a recycled intent), which are what recycling adds.
    collected = dataclasses.replace(
        every,
        trajectories=tuple(
            t
            for t in every.trajectories
            if t.trust == "verified" or (t.recycled and t.trust == "judged")
        ),
    )
    lengths = [t.steps for t in collected.trajectories]
    images = {n.screenshot_hash for t in collected.trajectories for n in t.nodes}
    steps = StepStats(
        mean=statistics.fmean(lengths) if lengths else 0.0,
        median=float(statistics.median(lengths)) if lengths else 0.0,
        max=max(lengths, default=0),
    )

    def intents(key: Any) -> dict[str, tuple[int, int]]:
        counts = store.stats.intents_by(key, run_id=run_id, app=app)
        return {_label(k): v for k, v in sorted(counts.items(), key=lambda kv: _label(kv[0]))}

    apps = [g for g in store.stats.by("app", run_id=run_id) if app is None or g.key == app]
    return MinedStats(
        totals=store.stats.totals(run_id=run_id, app=app),
        successful=sum(not t.recycled for t in collected.trajectories),
        recycled=sum(t.recycled for t in collected.trajectories),
        steps=steps,
        trajectory_images=len(images - {None}),
        intents_by_stage=intents("stage"),
        intents_by_source=intents("source"),
        intents_by_domain=intents("domain"),
        apps=apps,
        trust=trust,
    )
