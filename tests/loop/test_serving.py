"""Registering with ``--serve vllm`` against a real OpenAI-compatible server on 127.0.0.1:
a checkpoint already served under its name on the role's port is reused, not started
again, and the entry the next stage mines with reaches it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from m2miner.llm import create_model
from m2miner.llm.base import Message
from m2miner.loop.models import Checkpoint, serve_entry, stage_config
from m2miner.store.opening import open_store
from tests.loop.conftest import loop_config, loop_options

pytestmark = pytest.mark.slow


def test_a_served_checkpoint_is_reused_and_reached(
    served: Any, tiny_model_dir: Path, tmp_path: Path
) -> None:
    port = int(served.base_url.rsplit(":", 1)[1].split("/")[0])
    config = loop_config(tmp_path / "data", **{"loop.infer_port": port})
    options = loop_options(tiny_model_dir, tmp_path / "loop", serve="vllm")
    # The server names its model by its path: register the checkpoint under that name.
    checkpoint = Checkpoint("infer", served.model, str(tiny_model_dir))
    with open_store(config) as store:
        rnd = store.rounds.create("l", 1)
        entry = serve_entry(config, options, checkpoint, store, rnd.id)
        assert store.rounds.get(rnd.id).endpoints == {}  # nothing was started
    assert (entry.backend, entry.base_url, entry.model) == ("openai", served.base_url, served.model)
    assert (entry.coords, entry.max_pixels) == ("qwen25", options.pixels[1])
    assert not (tmp_path / "data" / "endpoints.json").exists()

    judge = entry.model_copy(update={"name": "judge-s1"})
    staged = stage_config(config, [entry, judge])
    model = create_model(staged.model(served.model))
    try:
        result = model.chat([Message("user", ("Say hi.",))], max_tokens=4)
    finally:
        model.close()
    assert len(result.texts) == 1 and result.completion_tokens > 0
