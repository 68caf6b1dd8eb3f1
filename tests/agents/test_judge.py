from __future__ import annotations

import math

import pytest

from m2miner.actions import Action
from m2miner.agents.base import ListRecorder, StepContext
from m2miner.agents.judge import (
    ModelJudgeAgent,
    absent_logprob,
    normalise_token,
    reward_from_logprobs,
    word_logprob,
)
from m2miner.config import ModelConfig, RoleConfig
from m2miner.devices.base import Observation
from m2miner.errors import ModelError
from m2miner.llm.base import Image, Message
from m2miner.rehearsal.scripted import ScriptedModel

CLICK = Action("click", x=540, y=400)
AFTER = Observation(png=b"after-png", width=1080, height=2400)


def judge(
    model: ScriptedModel,
    recorder: ListRecorder | None = None,
    *,
    supports_logprobs: bool = True,
    max_retries: int = 2,
) -> ModelJudgeAgent:
    cfg = ModelConfig(
        name=model.name,
        backend="scripted",
        coords="norm1000",
        supports_logprobs=supports_logprobs,
    )
    return ModelJudgeAgent(
        model,
        cfg,
        RoleConfig(model=model.name, max_retries=max_retries, max_tokens=8),
        recorder if recorder is not None else ListRecorder(),
    )


def ctx(observation: Observation) -> StepContext:
    return StepContext("Turn on Wi-Fi", "mobile", observation, history=("Open Settings",))


def text_of(message: Message) -> str:
    return "\n".join(p for p in message.content if isinstance(p, str))


def test_step_reward_is_the_softmax_of_valid_and_invalid(observation: Observation) -> None:
    model = ScriptedModel(
        "j", replies=["valid"], logprobs=[{"valid": -0.2, "invalid": -1.9, "The": -3.0}]
    )
    recorder = ListRecorder()
    verdict = judge(model, recorder).judge_step(ctx(observation), CLICK, 'Click "Wi-Fi"', AFTER)

    expected = math.exp(-0.2) / (math.exp(-0.2) + math.exp(-1.9))
    assert verdict.reward == pytest.approx(expected, abs=1e-12)
    assert verdict.source == "judge"
    assert verdict.verdict == "valid"
    assert verdict.raw == "valid"
    assert verdict.info["l_valid"] == -0.2 and verdict.info["l_invalid"] == -1.9
    [call] = model.calls
    assert call.logprobs is True and call.temperature == 0.0 and call.max_tokens == 8
    assert call.logprob_tokens == ["valid", "invalid"]
    [message] = call.messages
    assert message.images == [Image(observation.png, 1080, 2400), Image(b"after-png", 1080, 2400)]
    prompt = text_of(message)
    assert "The user query: Turn on Wi-Fi" in prompt
    assert "Step 1: Open Settings; " in prompt
    assert 'The step: Click "Wi-Fi" {"action": "click", "coordinate": [500, 167]}' in prompt
    assert prompt.endswith("Answer with a single word first: valid or invalid.")
    assert [(role, err) for role, _, _, err in recorder.calls] == [("judge", None)]


def test_spellings_of_one_word_are_pooled(observation: Observation) -> None:
    logprobs = {"valid": -1.0, " Valid": -1.5, " invalid": -2.0, "INVALID": -2.5, "▁in": -3.0}
    model = ScriptedModel("j", replies=["valid"], logprobs=[logprobs])
    verdict = judge(model).judge_step(ctx(observation), CLICK, "Click", AFTER)
    p_valid = math.exp(-1.0) + math.exp(-1.5)
    p_invalid = math.exp(-2.0) + math.exp(-2.5)
    assert verdict.reward == pytest.approx(p_valid / (p_valid + p_invalid), abs=1e-12)
    assert verdict.info["l_valid"] == pytest.approx(math.log(p_valid))


def test_invalid_wins_when_more_likely(observation: Observation) -> None:
    model = ScriptedModel("j", replies=["invalid"], logprobs=[{"Invalid": -0.1, "valid": -2.5}])
    verdict = judge(model).judge_step(ctx(observation), CLICK, "Click", AFTER)
    assert verdict.reward == pytest.approx(1 / (1 + math.exp(2.4)), abs=1e-12)
    assert verdict.verdict == "invalid" and not verdict.valid


def test_a_word_missing_from_the_top_list_gets_the_largest_share_it_can_have(
    observation: Observation,
) -> None:
    logprobs = {"valid": -0.05, "The": -4.0}
    model = ScriptedModel("j", replies=["valid"], logprobs=[logprobs])
    verdict = judge(model).judge_step(ctx(observation), CLICK, "Click", AFTER)
    left_over = 1 - math.exp(-0.05) - math.exp(-4.0)
    bound = min(-4.0, math.log(left_over))
    expected = math.exp(-0.05) / (math.exp(-0.05) + math.exp(bound))
    assert verdict.reward == pytest.approx(expected, abs=1e-12)
    assert 0.9 < verdict.reward < 1.0
    assert verdict.info["l_invalid"] is None
    assert verdict.info["absent_bound"] == pytest.approx(bound)
    assert verdict.source == "judge"


def test_without_either_word_the_text_decides(observation: Observation) -> None:
    model = ScriptedModel(
        "j", replies=["**Valid**: the Wi-Fi page opened."], logprobs=[{"**": -0.1}]
    )
    verdict = judge(model).judge_step(ctx(observation), CLICK, "Click", AFTER)
    assert (verdict.reward, verdict.source, verdict.verdict) == (1.0, "fallback", "valid")
    assert verdict.info["reason"] == (
        "neither valid nor invalid among the first-token log-probabilities"
    )


def test_without_logprobs_from_the_backend_the_text_decides(observation: Observation) -> None:
    model = ScriptedModel("j", replies=["<think>The app closed.</think>\nInvalid."])
    verdict = judge(model).judge_step(ctx(observation), CLICK, "Click", AFTER)
    assert (verdict.reward, verdict.source, verdict.verdict) == (0.0, "fallback", "invalid")
    assert verdict.info["reason"] == "the backend returned no log-probabilities"
    assert model.calls[0].logprobs is True


def test_a_model_configured_without_logprobs_is_not_asked_for_them(
    observation: Observation,
) -> None:
    model = ScriptedModel("j", replies=["valid"], logprobs=[{"valid": -0.1}])
    verdict = judge(model, supports_logprobs=False).judge_step(
        ctx(observation), CLICK, "Click", AFTER
    )
    assert model.calls[0].logprobs is False
    assert model.calls[0].logprob_tokens is None
    assert (verdict.reward, verdict.source) == (1.0, "fallback")
    assert verdict.info["reason"] == "the model is configured without log-probabilities"


def test_an_unreadable_step_answer_is_re_asked_then_scores_zero(
    observation: Observation,
) -> None:
    model = ScriptedModel("j", replies=["The screen changed.", "It worked", "Looks fine"])
    recorder = ListRecorder()
    verdict = judge(model, recorder, max_retries=2).judge_step(
        ctx(observation), CLICK, "Click", AFTER
    )
    assert (verdict.reward, verdict.source, verdict.verdict) == (0.0, "fallback", "unparseable")
    assert verdict.raw == "Looks fine"
    assert verdict.info["attempts"] == 3
    assert len(model.calls) == 3
    assert text_of(model.calls[2].messages[-1]) == (
        "That answer could not be read. Answer with a single word: valid or invalid."
    )
    assert all(err is not None for _, _, _, err in recorder.calls)


def test_a_re_ask_can_succeed(observation: Observation) -> None:
    model = ScriptedModel("j", replies=["Hmm.", "valid"])
    verdict = judge(model).judge_step(ctx(observation), CLICK, "Click", AFTER)
    assert (verdict.reward, verdict.verdict, verdict.info["attempts"]) == (1.0, "valid", 2)


@pytest.mark.parametrize(
    ("answer", "reward", "verdict"),
    [
        ("success", 1.0, "success"),
        ("Failure.", 0.0, "failure"),
        ("Failed: no toggle", 0.0, "failure"),
    ],
)
def test_terminal_reads_success_or_failure(
    observation: Observation, answer: str, reward: float, verdict: str
) -> None:
    model = ScriptedModel("j", replies=[answer])
    done = Action("terminate", status="success")
    result = judge(model).judge_terminal(ctx(observation), done, "Terminate: success", AFTER)
    assert (result.reward, result.source, result.verdict) == (reward, "terminal", verdict)
    [message] = model.calls[0].messages
    assert message.images == [Image(b"after-png", 1080, 2400)]
    prompt = text_of(message)
    assert 'Last operation: Terminate: success {"action": "terminate", "status": "success"}' in (
        prompt
    )
    assert prompt.endswith("Answer with a single word first: success or failure.")


def test_terminal_logprobs_break_an_unreadable_text(observation: Observation) -> None:
    model = ScriptedModel(
        "j", replies=["The task"], logprobs=[{"The": -0.5, "success": -1.2, " failure": -2.6}]
    )
    answer = Action("answer", text="42")
    result = judge(model).judge_terminal(ctx(observation), answer, "Answer: 42", AFTER)
    assert (result.reward, result.source, result.verdict) == (1.0, "terminal", "success")
    assert "log-probabilities" in str(result.info["reason"])
    assert model.calls[0].logprob_tokens == ["success", "failure"]
    assert len(model.calls) == 1


def test_terminal_logprobs_holding_little_mass_do_not_decide(observation: Observation) -> None:
    # "The" takes nearly all the first-token mass: the words are noise, so re-ask.
    weak = {"The": -0.01, "success": -6.0, "failure": -6.5}
    model = ScriptedModel("j", replies=["The task", "failure"], logprobs=[weak, {"failure": -0.1}])
    click = Action("click", x=10, y=10)
    result = judge(model).judge_terminal(ctx(observation), click, "Click", AFTER)
    assert (result.reward, result.verdict, result.info["attempts"]) == (0.0, "failure", 2)


def test_terminal_unreadable_after_retries(observation: Observation) -> None:
    model = ScriptedModel("j", replies=["Hmm", "Unsure"])
    click = Action("click", x=10, y=10)
    result = judge(model, max_retries=1).judge_terminal(ctx(observation), click, "Click", AFTER)
    assert (result.reward, result.source, result.verdict) == (0.0, "terminal", "unparseable")


def test_a_reported_failure_needs_no_model(observation: Observation) -> None:
    model = ScriptedModel("j", replies=[])
    gave_up = Action("terminate", status="failure")
    result = judge(model).judge_terminal(ctx(observation), gave_up, "Terminate: failure", AFTER)
    assert (result.reward, result.source, result.verdict) == (0.0, "terminal", "failure")
    assert model.calls == []


@pytest.mark.parametrize(
    ("token", "word"),
    [
        ("valid", "valid"),
        (" Valid", "valid"),
        ("▁VALID", "valid"),
        ("Ġinvalid", "invalid"),
        ('"valid', "valid"),
        ("**", ""),
    ],
)
def test_normalise_token(token: str, word: str) -> None:
    assert normalise_token(token) == word


def test_logprob_helpers() -> None:
    assert word_logprob({"yes": -1.0}, {"valid"}) is None
    assert word_logprob({"valid": -math.inf}, {"valid"}) == -math.inf
    # The returned tokens hold all the mass: a missing word has none left.
    assert absent_logprob({"valid": 0.0}) == -math.inf
    assert reward_from_logprobs({"valid": 0.0}, {"valid"}, {"invalid"}) == (
        1.0,
        {"l_valid": 0.0, "l_invalid": None, "absent_bound": -math.inf, "mass": 1.0},
    )
    assert reward_from_logprobs(None, {"valid"}, {"invalid"}) is None
    assert reward_from_logprobs({}, {"valid"}, {"invalid"}) is None
    # Extreme differences do not overflow.
    big = reward_from_logprobs({"valid": -1000.0, "invalid": 0.0}, {"valid"}, {"invalid"})
    assert big is not None and big[0] == pytest.approx(0.0)


def test_an_unreachable_judge_raises_after_recording(observation: Observation) -> None:
    model = ScriptedModel("j", replies=[])  # the script is empty: the call fails
    recorder = ListRecorder()
    with pytest.raises(ModelError, match="ran out of replies"):
        judge(model, recorder).judge_step(ctx(observation), CLICK, "Click", AFTER)
    [(role, name, result, error)] = recorder.calls
    assert (role, name, result) == ("judge", "j", None)
    assert error is not None and "ran out of replies" in error
