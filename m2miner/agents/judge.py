"""The model-backed JudgeAgent: a process reward for steps, success/failure for endings.

An intermediate step is scored from the first answer token, as M²-Miner does:
``r = exp(l_valid) / (exp(l_valid) + exp(l_invalid))`` over the log-probabilities of the
tokens ``valid`` and ``invalid``. Tokenisers spell a word several ways (``valid``,
`` valid``, ``Valid``, ``▁VALID``); all spellings of one word are pooled with log-sum-exp.

Backends return only the top few first tokens. When one word is among them and the
other is not, the missing word gets the largest log-probability it can have: no more
than the least likely returned token (the list is a top-k) and no more than the
probability mass the returned tokens leave over. The reward is then a bound in the
absent word's favour, never the overconfident 1 or 0 that ``-inf`` would give.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Literal

from m2miner.actions import Action
from m2miner.agents.ask import answer_text, ask
from m2miner.agents.base import CallRecorder, Judgement, StepContext
from m2miner.config import ModelConfig, RoleConfig
from m2miner.devices.base import Observation
from m2miner.llm.base import ChatModel, ChatResult, Image, Message
from m2miner.prompts import action_text, history_text, render_prompt

JudgementSource = Literal["judge", "terminal", "fallback", "heuristic", "none"]

STEP_WORDS = ("valid", "invalid")
END_WORDS = ("success", "failure")
END_MIN_MASS = 0.1
"""Below this first-token share, success/failure log-probs do not decide an ending: the
model was starting another answer, and is asked again instead."""
_TOKEN_NOISE = "\"'`*_.,:;!()[]<>"
# Marks some tokenisers put on a token that starts a word.
_WORD_START_MARKS = ("▁", "Ġ")
_FIRST_WORD = re.compile(r"([A-Za-z]+)")
_TERMINAL_WORDS = {
    "success": "success",
    "successful": "success",
    "succeeded": "success",
    "failure": "failure",
    "fail": "failure",
    "failed": "failure",
}


def normalise_token(token: str) -> str:
    """A first token as a word: word-start marks, spaces, quotes and case removed."""
    for mark in _WORD_START_MARKS:
        token = token.replace(mark, " ")
    return token.strip().strip(_TOKEN_NOISE).casefold()


def word_logprob(logprobs: Mapping[str, float], words: set[str]) -> float | None:
    """Log-sum-exp of the entries whose token spells one of ``words``; None when none do."""
    values = [lp for token, lp in logprobs.items() if normalise_token(token) in words]
    if not values:
        return None
    top = max(values)
    if top == -math.inf:
        return top
    return top + math.log(sum(math.exp(v - top) for v in values))


def absent_logprob(logprobs: Mapping[str, float]) -> float:
    """The largest log-probability a token missing from a top-k list can have."""
    if not logprobs:
        return 0.0
    lowest = min(logprobs.values())
    rest = 1.0 - sum(math.exp(v) for v in logprobs.values())
    return min(lowest, math.log(rest)) if rest > 0 else -math.inf


def two_way(positive: float, negative: float) -> float:
    """``exp(positive) / (exp(positive) + exp(negative))``, computed without overflow."""
    if positive == negative:
        return 0.5
    diff = positive - negative
    if diff >= 0:
        return 1.0 / (1.0 + math.exp(-diff))
    e = math.exp(diff)
    return e / (1.0 + e)


def reward_from_logprobs(
    logprobs: Mapping[str, float] | None,
    positive: set[str],
    negative: set[str],
    names: tuple[str, str] = STEP_WORDS,
) -> tuple[float, dict[str, object]] | None:
    """The two-way softmax of two words' first-token log-probabilities, and how it was
    computed (``l_<name>``: a word's pooled log-probability, None when absent;
    ``mass``: the first-token probability the two words hold together); None when
    neither word is among ``logprobs``."""
    if not logprobs:
        return None
    lp_pos, lp_neg = word_logprob(logprobs, positive), word_logprob(logprobs, negative)
    if lp_pos is None and lp_neg is None:
        return None
    info: dict[str, object] = {f"l_{names[0]}": lp_pos, f"l_{names[1]}": lp_neg}
    if lp_pos is None or lp_neg is None:
        info["absent_bound"] = absent_logprob(logprobs)
    pos = lp_pos if lp_pos is not None else absent_logprob(logprobs)
    neg = lp_neg if lp_neg is not None else absent_logprob(logprobs)
    info["mass"] = math.exp(pos) + math.exp(neg)
    return two_way(pos, neg), info


def first_word(text: str, words: Mapping[str, str]) -> str | None:
    """``words[w]`` for the answer's first word ``w`` (case-insensitive, thinking and
    leading punctuation skipped); None when the answer starts with another word."""
    match = _FIRST_WORD.match(answer_text(text))
    return words.get(match.group(1).casefold()) if match else None


def _first_logprobs(result: ChatResult) -> dict[str, float] | None:
    if not result.first_token_logprobs:
        return None
    return result.first_token_logprobs[0] or None


class ModelJudgeAgent:
    """Judges steps (valid/invalid) and endings (success/failure) with a chat model.

    Step verdicts come from first-token log-probabilities (``source="judge"``). Where the
    backend returns none, or neither word is among them, the generated text decides
    (``source="fallback"``, reward 1.0 or 0.0, the reason in ``info``); an answer that
    stays unreadable after ``config.max_retries`` re-asks scores 0.0 with verdict
    ``unparseable``. Endings are read from the text; when the text is unreadable the
    log-probabilities of ``success``/``failure`` decide before re-asking, provided the
    two words hold at least :data:`END_MIN_MASS` of the first token.
    """

    def __init__(
        self,
        model: ChatModel,
        model_config: ModelConfig,
        config: RoleConfig,
        recorder: CallRecorder,
    ) -> None:
        self.model = model
        self.model_config = model_config
        self.config = config
        self.recorder = recorder
        self.temperature = 0.0
        """Sampling temperature; above 0 only for the extra votes of ``[verify]``."""

    def judge_step(
        self, ctx: StepContext, action: Action, description: str, after: Observation
    ) -> Judgement:
        prompt = render_prompt(
            ctx.domain,
            "judge_step",
            intent=ctx.intent,
            history=history_text(ctx.history, empty="none yet", first=ctx.history_start + 1),
            action=self._action_text(ctx, action, description),
        )
        images = (_image(ctx.observation), _image(after))
        return self._ask(ctx, Message("user", (*images, prompt)), self._read_step, STEP_WORDS)

    def judge_terminal(
        self, ctx: StepContext, action: Action, description: str, after: Observation
    ) -> Judgement:
        if action.type == "terminate" and action.status == "failure":
            # The agent gave up: there is nothing a judge could call a success.
            info: dict[str, object] = {"reason": "the agent reported failure"}
            return Judgement(0.0, "terminal", "failure", info=info)
        prompt = render_prompt(
            ctx.domain,
            "judge_terminal",
            intent=ctx.intent,
            history=history_text(ctx.history, empty="none", first=ctx.history_start + 1),
            action=self._action_text(ctx, action, description),
        )
        return self._ask(ctx, Message("user", (_image(after), prompt)), _read_terminal, END_WORDS)

    def _ask(
        self,
        ctx: StepContext,
        message: Message,
        read: Callable[[ChatResult], Judgement | None],
        words: tuple[str, str],
    ) -> Judgement:
        either = " or ".join(words)
        answer = ask(
            self.model,
            [message],
            read,
            role="judge",
            recorder=self.recorder,
            domain=ctx.domain,
            instruction=f"Answer with a single word: {either}.",
            max_retries=self.config.max_retries,
            max_tokens=self.config.max_tokens,
            logprobs=self.model_config.supports_logprobs,
            logprob_tokens=list(words),
            temperature=self.temperature,
        )
        if answer.value is None:
            source: JudgementSource = "terminal" if read is _read_terminal else "fallback"
            info: dict[str, object] = {
                "reason": f"no answer read as {either}",
                "attempts": answer.attempts,
            }
            return Judgement(0.0, source, "unparseable", raw=answer.text, info=info)
        return replace(answer.value, info={**answer.value.info, "attempts": answer.attempts})

    def _read_step(self, result: ChatResult) -> Judgement | None:
        text = result.texts[0] if result.texts else ""
        logprobs = _first_logprobs(result)
        scored = reward_from_logprobs(logprobs, {"valid"}, {"invalid"})
        if scored is not None:
            reward, info = scored
            verdict = "valid" if reward >= 0.5 else "invalid"
            return Judgement(reward, "judge", verdict, raw=text, info=info)
        word = first_word(text, {"valid": "valid", "invalid": "invalid"})
        if word is None:
            return None
        if not self.model_config.supports_logprobs:
            reason = "the model is configured without log-probabilities"
        elif logprobs is None:
            reason = "the backend returned no log-probabilities"
        else:
            reason = "neither valid nor invalid among the first-token log-probabilities"
        reward = 1.0 if word == "valid" else 0.0
        return Judgement(reward, "fallback", word, raw=text, info={"reason": reason})

    def _action_text(self, ctx: StepContext, action: Action, description: str) -> str:
        obs, cfg = ctx.observation, self.model_config
        return action_text(
            action,
            description,
            obs.width,
            obs.height,
            cfg.coords,
            min_pixels=cfg.min_pixels,
            max_pixels=cfg.max_pixels,
        )


def _read_terminal(result: ChatResult) -> Judgement | None:
    text = result.texts[0] if result.texts else ""
    word = first_word(text, _TERMINAL_WORDS)
    if word is not None:
        return Judgement(float(word == "success"), "terminal", word, raw=text)
    success = {w for w, v in _TERMINAL_WORDS.items() if v == "success"}
    failure = {w for w, v in _TERMINAL_WORDS.items() if v == "failure"}
    scored = reward_from_logprobs(_first_logprobs(result), success, failure, names=END_WORDS)
    if scored is None:
        return None
    p_success, info = scored
    mass = info["mass"]
    if not isinstance(mass, float) or mass < END_MIN_MASS:
        return None
    verdict = "success" if p_success >= 0.5 else "failure"
    info = {**info, "reason": "text unreadable; read from first-token log-probabilities"}
    return Judgement(float(verdict == "success"), "terminal", verdict, raw=text, info=info)


def _image(observation: Observation) -> Image:
    return Image(observation.png, observation.width, observation.height)
