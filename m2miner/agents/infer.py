"""The model-backed InferAgent: one or more MLLMs propose K candidate actions.

The prompt follows the Qwen2.5-VL mobile agent: the system message is the ``mobile_use``
tool (in the coordinates the model speaks, for this screen) and an instruction to write
a one-line ``Action: "..."`` description before the ``<tool_call>``; the user message is
the intent, the last action descriptions, optionally the actions not to repeat, and the
screenshot.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from m2miner.action_parse import DESCRIPTION_INSTRUCTION, parse_action, tool_description
from m2miner.actions import describe
from m2miner.agents.ask import ERROR_PREVIEW, prompt_text
from m2miner.agents.base import CallRecorder, Candidate, FailedProposal, Proposals, StepContext
from m2miner.config import InferAgentConfig, InferModelRef, ModelConfig
from m2miner.errors import ConfigError, MalformedActionError, ModelError
from m2miner.llm.base import ChatModel, Image, Message
from m2miner.prompts import history_text, render_prompt


def split_k(total: int, weights: Sequence[int]) -> list[int]:
    """How many of ``total`` candidates each model proposes, given their configured ``k``.

    When ``total`` equals the configured sum, each model proposes its own ``k``. Otherwise
    the shares are scaled proportionally and rounded by largest remainder (ties to the
    earlier model), so the counts always add up to ``total`` and a model may get 0.
    """
    if total <= 0 or not weights:
        return [0] * len(weights)
    whole = sum(weights)
    if total == whole:
        return list(weights)
    exact = [total * w / whole for w in weights]
    counts = [math.floor(e) for e in exact]
    by_remainder = sorted(range(len(weights)), key=lambda i: (counts[i] - exact[i], i))
    for i in by_remainder[: total - sum(counts)]:
        counts[i] += 1
    return counts


def _turn(asked: int, weights: Sequence[int]) -> list[int]:
    """Quotas for one candidate when ``asked`` were proposed before it: the models take
    turns in proportion to their ``k``, so K calls of one (the paper's "do not repeat")
    ask each model as often as one call of K would."""
    slots = [i for i, w in enumerate(weights) for _ in range(w)]
    quotas = [0] * len(weights)
    if slots:
        quotas[slots[asked % len(slots)]] = 1
    return quotas


@dataclass(frozen=True)
class _Bad:
    raw: str
    error: str


@dataclass(frozen=True)
class _Proposer:
    model: ChatModel
    ref: InferModelRef
    config: ModelConfig


class ModelInferAgent:
    """Proposes candidates with one or more chat models (see :func:`split_k` for the split).

    A model that samples several choices at once (``supports_n``) gets one call per
    round; others get one call per wanted candidate. Unparseable answers are re-asked,
    only for the missing count and with the parse error shown, up to
    ``config.max_retries`` times; what still fails becomes a :class:`FailedProposal`.
    Raises :class:`ModelError` only when a model cannot be reached.
    """

    def __init__(
        self,
        models: list[tuple[ChatModel, InferModelRef, ModelConfig]],
        config: InferAgentConfig,
        recorder: CallRecorder,
        *,
        do_not_repeat: bool = True,
    ) -> None:
        if not models:
            raise ConfigError("the model InferAgent needs at least one model")
        self.proposers = [_Proposer(model, ref, cfg) for model, ref, cfg in models]
        self.config = config
        self.recorder = recorder
        self.do_not_repeat = do_not_repeat

    def propose(self, ctx: StepContext, k: int, exclude: list[str]) -> Proposals:
        weights = [p.ref.k for p in self.proposers]
        quotas = split_k(k, weights) if k > 1 else _turn(len(exclude), weights)
        candidates: list[Candidate] = []
        failures: list[FailedProposal] = []
        for proposer, quota in zip(self.proposers, quotas, strict=True):
            if quota > 0:
                got, failed = self._propose_with(proposer, ctx, quota, exclude)
                candidates += got
                failures += failed
        return Proposals(candidates, failures)

    def _messages(
        self, proposer: _Proposer, ctx: StepContext, exclude: list[str], retry_error: str | None
    ) -> list[Message]:
        obs, cfg = ctx.observation, proposer.config
        tools = tool_description(
            ctx.domain,
            cfg.coords,
            obs.width,
            obs.height,
            min_pixels=cfg.min_pixels,
            max_pixels=cfg.max_pixels,
        )
        system = render_prompt(
            ctx.domain, "infer_system", tools=tools, action_format=DESCRIPTION_INSTRUCTION
        )
        history = history_text(ctx.history, self.config.history, first=ctx.history_start + 1)
        parts = [render_prompt(ctx.domain, "infer_user", intent=ctx.intent, history=history)]
        if exclude and self.do_not_repeat:
            listed = "\n".join(f"- {line}" for line in exclude)
            parts.append(render_prompt(ctx.domain, "infer_exclude", actions=listed))
        if retry_error is not None:
            parts.append(render_prompt(ctx.domain, "infer_retry", error=retry_error))
        image = Image(obs.png, obs.width, obs.height)
        return [Message.text("system", system), Message("user", ("\n".join(parts), image))]

    def _propose_with(
        self, proposer: _Proposer, ctx: StepContext, quota: int, exclude: list[str]
    ) -> tuple[list[Candidate], list[FailedProposal]]:
        candidates: list[Candidate] = []
        bad: list[_Bad] = []
        attempts = 0
        while attempts <= self.config.max_retries and (attempts == 0 or bad):
            retry_error = bad[0].error if bad else None
            messages = self._messages(proposer, ctx, exclude, retry_error)
            want = quota - len(candidates)
            got, bad = self._sample(proposer, ctx, messages, want)
            candidates += got
            attempts += 1
        failures = [
            FailedProposal(proposer.model.name, b.raw, f"{b.error} (after {attempts} attempts)")
            for b in bad
        ]
        return candidates, failures

    def _sample(
        self, proposer: _Proposer, ctx: StepContext, messages: list[Message], want: int
    ) -> tuple[list[Candidate], list[_Bad]]:
        """``want`` answers: one call with ``n`` where the model samples n, else one each."""
        if proposer.config.supports_n:
            return self._call(proposer, ctx, messages, want)
        candidates: list[Candidate] = []
        bad: list[_Bad] = []
        for _ in range(want):
            got, failed = self._call(proposer, ctx, messages, 1)
            candidates += got
            bad += failed
        return candidates, bad

    def _call(
        self, proposer: _Proposer, ctx: StepContext, messages: list[Message], n: int
    ) -> tuple[list[Candidate], list[_Bad]]:
        model = proposer.model
        prompt = prompt_text(messages)
        try:
            result = model.chat(
                messages,
                n=n,
                max_tokens=self.config.max_tokens,
                temperature=proposer.ref.temperature,
            )
        except ModelError as exc:
            self.recorder.record("infer", model.name, None, error=str(exc), prompt=prompt)
            raise
        candidates: list[Candidate] = []
        bad: list[_Bad] = []
        for text in result.texts[:n]:
            try:
                candidates.append(self._parse(proposer, ctx, text))
            except MalformedActionError as exc:
                bad.append(_Bad(text, str(exc)))
        bad += [_Bad("", "the model returned no answer")] * (n - len(result.texts[:n]))
        error = None
        if bad:
            error = f"{len(bad)} of {n} answers unparseable: {bad[0].error[:ERROR_PREVIEW]}"
        self.recorder.record("infer", model.name, result, error=error, prompt=prompt)
        return candidates, bad

    def _parse(self, proposer: _Proposer, ctx: StepContext, text: str) -> Candidate:
        obs, cfg = ctx.observation, proposer.config
        parsed = parse_action(
            text,
            domain=ctx.domain,
            coords=cfg.coords,
            width=obs.width,
            height=obs.height,
            min_pixels=cfg.min_pixels,
            max_pixels=cfg.max_pixels,
        )
        description = parsed.description or describe(parsed.action)
        return Candidate(parsed.action, description, model=proposer.model.name, raw=text)
