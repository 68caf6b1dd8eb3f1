"""Image tokens are counted per model call and summed per tree: a judge served over the
OpenAI-compatible API sees two screenshots a step, each resized as the model sees it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from m2miner.coords import smart_resize
from m2miner.store.opening import open_store
from tests.llm.llm_helpers import Reply
from tests.mining.test_faults import _config, _mine, answer, judge_server


def test_each_call_and_each_tree_counts_the_tokens_its_screenshots_took(tmp_path: Path) -> None:
    def respond(path: str, body: dict[str, Any]) -> Reply:
        return answer("valid")

    with judge_server(respond) as server:
        config = _config(tmp_path, server.base_url)
        report = _mine(config, server.base_url)
    (outcome,) = report.outcomes
    judge = config.model("judge")
    h, w = smart_resize(2400, 1080, 28, judge.min_pixels, judge.max_pixels)
    per_image = (w // 28) * (h // 28)
    with open_store(config) as store:
        calls = store.model_calls.find(tree_id=outcome.tree_id)
        tree = store.trees.get(outcome.tree_id)
    judged = [c for c in calls if c.role == "judge"]
    assert judged and all(c.image_tokens == 2 * per_image for c in judged)  # before, after
    assert tree.counters.image_tokens == sum(c.image_tokens for c in calls) > 0
