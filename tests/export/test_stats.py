"""Counts behind ``m2miner stats``: intents grouped with their verification, per run and app."""

from __future__ import annotations

import pytest

from m2miner.errors import StoreError
from m2miner.export import mined_stats
from m2miner.store.opening import open_store
from tests.export.conftest import Mined


def test_intents_by_counts_every_intent_with_its_verification(mined: Mined) -> None:
    with open_store(mined.config) as store:
        stats = store.stats
        assert stats.intents_by("source") == {"task": (3, 0), "recycled": (2, 1)}
        assert stats.intents_by("stage") == {None: (3, 0), 3: (2, 1)}
        # Run 1 mined the task intents; run 2 (recycling) created the recycled ones.
        assert stats.intents_by("source", run_id=1) == {"task": (3, 0)}
        assert stats.intents_by("source", run_id=2) == {"recycled": (2, 1)}
        assert stats.intents_by("app", app="maps") == {"maps": (5, 1)}
        assert stats.intents_by("domain", app="settings") == {}
        with pytest.raises(StoreError, match="cannot group intents by 'tree'"):
            stats.intents_by("tree")  # type: ignore[arg-type]


def test_mined_stats_per_run_and_app(mined: Mined) -> None:
    with open_store(mined.config) as store:
        everything = mined_stats(store)
        mining_run = mined_stats(store, run_id=1)
        other_app = mined_stats(store, app="settings")
    assert everything.recycled == mining_run.recycled == 1  # cut from run 1's trees
    assert everything.successful == mining_run.successful > 0
    assert everything.trajectories == everything.successful + 1
    assert other_app.trajectories == 0 and other_app.trajectory_images == 0
    assert other_app.cost_per_image is None and other_app.steps.max == 0
    lengths = everything.steps
    assert lengths.max >= lengths.median >= 1 and lengths.mean > 0
