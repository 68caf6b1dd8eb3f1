"""A recycling run stores each intent text once per app: paths of other trees that write
the same intent (every settings tree opens "Network & internet") are filtered."""

from __future__ import annotations

from pathlib import Path

import pytest

from m2miner.agents.recycle import FilterVerdict, PathView, Verification
from m2miner.config import Config, load_config
from m2miner.mining import recycling
from m2miner.mining.plan import MineRequest
from m2miner.mining.recycling import RecycleRequest, recycle
from m2miner.mining.run import mine
from m2miner.store.opening import open_store

TASKS = ("settings.wifi_off", "settings.airplane_mode", "settings.bluetooth_on")


class SameWords:
    """A recycler that names a path by its first step only, as a model often does."""

    name = "first-step"
    heuristic = True

    def filter(self, path: PathView) -> FilterVerdict:
        return FilterVerdict(True, "kept")

    def write(self, path: PathView) -> str | None:
        first = path.steps[0].target
        label = first.label if first is not None else path.steps[0].description
        # Case and punctuation differ between trees; the text is the same intent.
        return f"Open {label}" + ("." if len(path.steps) % 2 else "")

    def verify(self, path: PathView, intent: str) -> Verification:
        return Verification(True, 1.0, "heuristic", "accepted")


def _key(text: str | None) -> str:
    return (text or "").rstrip(".").casefold()


def _config(data: Path) -> Config:
    return load_config(None, {"store.data_dir": data, "budget.iterations": 12}, environ={})


@pytest.fixture(scope="module")
def mined(tmp_path_factory: pytest.TempPathFactory) -> Path:
    data = tmp_path_factory.mktemp("mined") / "data"
    mine(_config(data), MineRequest(app="settings", task_ids=TASKS))
    return data


def test_each_recycled_intent_is_stored_once_per_run(
    mined: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(recycling, "build_recycler", lambda *args: SameWords())
    report = recycle(_config(mined), RecycleRequest(report=False))
    recycled = {_key(p.intent): p for p in report.paths if p.outcome == "recycled" and p.intent}
    assert len(recycled) == sum(p.outcome == "recycled" for p in report.paths)
    # Another tree wrote an intent already stored: filtered, naming where it was stored.
    across = [p for p in report.paths if " of tree " in p.reason]
    assert across and all(p.outcome == "filtered" and p.intent is None for p in across)
    for path in across:
        same = recycled[_key(path.reason.split(": ", 1)[1])]
        assert same.tree_id != path.tree_id
        assert f"node {same.node_id} of tree {same.tree_id}:" in path.reason
    with open_store(_config(mined)) as store:
        stored = [i.text for i in store.intents.find(source="recycled")]
    assert sorted(map(_key, stored)) == sorted(recycled)
