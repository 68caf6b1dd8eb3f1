"""Recycling and intent generation over a real in-process model: the tiny random Qwen2.5-VL.

Its answers are noise, so these tests check what must hold for any model: verification
reads real first-token log-probabilities of both words, and noise never raises.
"""

from __future__ import annotations

import math

import pytest

from m2miner.actions import Action
from m2miner.agents.base import ListRecorder
from m2miner.agents.intents import ModelIntentGenerator, StartScreen
from m2miner.agents.judge import END_MIN_MASS, two_way
from m2miner.agents.recycle import ModelRecycler, PathStep, PathView
from m2miner.config import IntentsConfig, ModelConfig, RecycleConfig
from m2miner.devices.base import Observation
from m2miner.llm.base import ChatModel

pytestmark = pytest.mark.slow


def test_recycling_verifies_from_real_logits_and_survives_noise(
    tiny: tuple[ChatModel, ModelConfig], screen: Observation
) -> None:
    model, config = tiny
    recorder = ListRecorder()
    recycler = ModelRecycler(
        model, config, RecycleConfig(model="tiny", max_tokens=8, max_retries=0), recorder
    )
    step = PathStep(Action("click", x=10, y=10), 'Click "Saved"')
    view = PathView("maps", "mobile", "Open Saved", (step,), (screen, screen))

    check = recycler.verify(view, "Open your Saved places")
    [(_, _, result, _)] = recorder.calls
    assert result is not None and result.first_token_logprobs
    first = result.first_token_logprobs[0]
    # The hf backend reports both words' first-token log-probabilities from the logits.
    l_success, l_failure = first["success"], first["failure"]
    if math.exp(l_success) + math.exp(l_failure) >= END_MIN_MASS:
        assert check.source == "judge"
        assert check.score == pytest.approx(two_way(l_success, l_failure), abs=1e-6)
    else:
        # Too little first-token mass to decide: the answer's text decides, else nothing.
        assert check.source in ("text", "none")
    assert check.verified == (check.score >= 0.5 and check.source != "none")
    verdict = recycler.filter(view)
    assert isinstance(verdict.keep, bool) and verdict.reason
    written = recycler.write(view)
    assert written is None or 2 <= len(written.split()) <= 40
    assert [c[0] for c in recorder.calls] == ["recycle"] * 3
    assert all(c[2] is not None and c[2].prompt_tokens > 0 for c in recorder.calls)


def test_intent_generation_survives_noise(
    tiny: tuple[ChatModel, ModelConfig], screen: Observation
) -> None:
    model, config = tiny
    recorder = ListRecorder()
    generator = ModelIntentGenerator(
        model, config, IntentsConfig(model="tiny", max_tokens=24, max_retries=1), recorder
    )
    ideas = generator.common(StartScreen("maps", "mobile", screen), 3)
    assert len(ideas) <= 3 and all(i.kind == "common" for i in ideas)
    assert 1 <= len(recorder.calls) <= 2
    assert {c[0] for c in recorder.calls} == {"intents"}
