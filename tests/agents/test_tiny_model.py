"""The model agents over a real in-process model: the tiny random Qwen2.5-VL.

Its answers are noise, so these tests check what must hold for any model: real
first-token log-probabilities give a step reward in (0, 1) from both words, bad output
never raises, and ranking returns every candidate once.
"""

from __future__ import annotations

import math

import pytest

from m2miner.actions import Action
from m2miner.agents.base import Candidate, ListRecorder, StepContext
from m2miner.agents.infer import ModelInferAgent
from m2miner.agents.judge import ModelJudgeAgent, two_way
from m2miner.agents.orchestra import ModelOrchestraAgent
from m2miner.config import InferAgentConfig, InferModelRef, ModelConfig, OrchestraConfig, RoleConfig
from m2miner.devices.base import Observation
from m2miner.llm.base import ChatModel

pytestmark = pytest.mark.slow


def test_step_reward_from_real_logits(
    tiny: tuple[ChatModel, ModelConfig], screen: Observation
) -> None:
    model, config = tiny
    recorder = ListRecorder()
    agent = ModelJudgeAgent(model, config, RoleConfig(model="tiny", max_tokens=4), recorder)
    ctx = StepContext("Turn on Wi-Fi", "mobile", screen, history=("Open Settings",))
    verdict = agent.judge_step(ctx, Action("click", x=10, y=10), "Click", screen)

    assert verdict.source == "judge"
    l_valid, l_invalid = verdict.info["l_valid"], verdict.info["l_invalid"]
    assert isinstance(l_valid, float) and isinstance(l_invalid, float)
    assert verdict.reward == pytest.approx(two_way(l_valid, l_invalid))
    assert 0.0 < verdict.reward < 1.0
    [(role, name, result, _)] = recorder.calls
    assert (role, name) == ("judge", "tiny")
    assert result is not None and result.prompt_tokens > 0
    assert math.isfinite(verdict.reward)


def test_noise_never_raises_and_every_slot_is_accounted_for(
    tiny: tuple[ChatModel, ModelConfig], screen: Observation
) -> None:
    model, config = tiny
    agent = ModelInferAgent(
        [(model, InferModelRef(model="tiny", k=2), config)],
        InferAgentConfig(max_tokens=24, max_retries=1),
        ListRecorder(),
    )
    ctx = StepContext("Turn on Wi-Fi", "mobile", screen)
    proposals = agent.propose(ctx, 2, ["Click"])
    assert len(proposals.candidates) + len(proposals.failures) == 2
    assert all(f.model == "tiny" and f.error for f in proposals.failures)


def test_ranking_returns_every_candidate_once(
    tiny: tuple[ChatModel, ModelConfig], screen: Observation
) -> None:
    model, config = tiny
    agent = ModelOrchestraAgent(
        model, config, OrchestraConfig(model="tiny", max_tokens=4, max_retries=0), ListRecorder()
    )
    candidates = [
        Candidate(Action("click", x=10, y=10), "a"),
        Candidate(Action("system_button", button="Back"), "b"),
        Candidate(Action("type", text="wifi"), "c"),
    ]
    ranked = agent.merge_and_rank(StepContext("Turn on Wi-Fi", "mobile", screen), candidates)
    assert sorted(c.description for c in ranked) == ["a", "b", "c"]
