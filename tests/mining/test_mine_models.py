"""Mining with real models: the tiny local Qwen2.5-VL in process and behind servers.

The tiny model's actions are random; these tests check the pipeline (prompts, parsing,
judging, records, error handling), not the quality of what it mines.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from m2miner.config import Config
from m2miner.errors import ModelUnavailableError
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import mine
from m2miner.store.opening import open_store
from tests.mining.conftest import make_config

pytestmark = pytest.mark.slow

TINY_PIXELS = 64 * 28 * 28


def _model_config(tmp_path: Path, model: dict[str, Any], **overrides: Any) -> Config:
    model = {"name": "tiny", "coords": "qwen25", "max_pixels": TINY_PIXELS, **model}
    return make_config(
        tmp_path,
        models=[model],
        **{
            "agents.infer.models": [{"model": "tiny", "k": 2}],
            "agents.infer.max_tokens": 48,
            "agents.infer.max_retries": 1,
            "agents.orchestra.model": "tiny",
            "agents.orchestra.max_retries": 0,
            "agents.judge.model": "tiny",
            "agents.judge.max_retries": 0,
            "agents.judge.max_tokens": 4,
            "budget.iterations": 3,
            **overrides,
        },
    )


def _check_records(config: Config, report: Any) -> None:
    assert not report.heuristic and not report.interrupted and report.error is None
    (outcome,) = report.outcomes
    assert outcome.status in ("succeeded", "failed", "exhausted")
    with open_store(config) as store:
        calls = store.model_calls.find(run_id=report.run_id)
        nodes = store.trees.load(outcome.tree_id).nodes
        tree = store.trees.get(outcome.tree_id)
    roles = {c.role for c in calls}
    assert "infer" in roles
    assert all(c.model == "tiny" for c in calls)
    assert sum(c.prompt_tokens for c in calls) > 0  # unparseable answers still count
    assert tree.counters.model_calls == len(calls)
    # Unparseable proposals are stored as malformed candidates with the raw text.
    for node in nodes:
        if node.status == "malformed":
            assert "raw" in node.info and node.action is None
    judged = [n for n in nodes if n.status in ("valid", "invalid", "success", "failure")]
    for node in judged:
        assert 0.0 <= (node.reward or 0.0) <= 1.0
        assert node.screenshot_hash is not None


def test_mining_with_the_tiny_model_in_process(tmp_path: Path, tiny_model_dir: Path) -> None:
    config = _model_config(tmp_path, {"backend": "hf", "model": str(tiny_model_dir)})
    report = mine(config, MineRequest(app="maps", task_ids=("maps.open_saved",)))
    _check_records(config, report)


def test_mining_through_an_openai_compatible_server(tmp_path: Path, served: Any) -> None:
    model = {
        "backend": "openai",
        "model": served.model,
        "base_url": served.base_url,
        "supports_n": False,
        "supports_logprobs": False,
        "timeout_s": 60,
    }
    config = _model_config(tmp_path, model)
    report = mine(config, MineRequest(app="maps", task_ids=("maps.open_saved",)))
    _check_records(config, report)


def test_unreachable_model_server_fails_before_mining(tmp_path: Path) -> None:
    from m2miner.testing.servers import free_port

    base_url = f"http://127.0.0.1:{free_port()}/v1"
    model = {"backend": "openai", "model": "m", "base_url": base_url, "timeout_s": 2}
    config = _model_config(tmp_path, model)
    with pytest.raises(ModelUnavailableError) as err:
        mine(config, MineRequest(app="maps"))
    assert err.value.hint
    with open_store(config) as store:
        assert store.runs.summaries() == []  # nothing was started
