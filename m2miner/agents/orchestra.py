"""The model-backed OrchestraAgent: merge equivalent candidates, then rank the rest.

Merging runs the deterministic rule (:mod:`m2miner.agents.merge`) first; the pairs the
rule cannot decide are put to the model as a yes/no question with the screenshot.
Ranking asks ``K-1`` multiple-choice questions: the model picks the option that most
likely advances the intent, the winner is removed and the question asked again, which
gives a full order.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial
from typing import TypeVar

from m2miner.agents.ask import answer_text, ask
from m2miner.agents.base import CallRecorder, Candidate, StepContext
from m2miner.agents.merge import RuleMerge, rule_merge
from m2miner.config import ModelConfig, OrchestraConfig
from m2miner.llm.base import ChatModel, ChatResult, Image, Message
from m2miner.prompts import action_text, history_text, render_prompt

T = TypeVar("T")

_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_KEYWORD_LETTER = re.compile(
    r"(?i:answer|option|choice)(?:\s+(?i:is))?\s*[:：]?\s*[(*\[]*([A-Z]{1,2})(?![A-Za-z])"
)
# A lower-case letter counts after a keyword only when it ends the answer ("option b"),
# not in "the answer is a click on ...".
_KEYWORD_LOWER_LETTER = re.compile(
    r"(?i:answer|option|choice)(?:\s+(?i:is))?\s*[:：]?\s*[(*\[]*([a-z]{1,2})[)\]*.\s]*$"
)
_LEADING_LETTER = re.compile(r"([A-Z]{1,2})(?=$|[.):,*\]\n]|\s+[-–—])")
_STANDALONE_LETTER = re.compile(r"(?<![A-Za-z])([A-Z]{1,2})(?![A-Za-z])")
_TRAILING_NOISE = re.compile(r"[\s*_`.)\]}:;,!]+$")
_YES_NO = re.compile(r"(?<![A-Za-z])(yes|no)(?![A-Za-z])", re.I)


def option_labels(n: int) -> list[str]:
    """``A``, ``B``, ... ``Z``, then ``AA``, ``AB``, ... for ``n`` options."""
    labels = []
    for i in range(n):
        labels.append(_ALPHABET[i] if i < 26 else _ALPHABET[i // 26 - 1] + _ALPHABET[i % 26])
    return labels


def read_letter(text: str, labels: list[str]) -> str | None:
    """The option letter an answer names, or None when it names none or several.

    Accepts ``B``, ``b``, ``(B)``, ``**B**``, ``B. Click ...``, ``Answer: B``,
    ``Option B``, ``option b``, ``The answer is (B)``, and answers that mention exactly
    one offered letter as a word ("I would pick C" among A-C). Thinking is skipped.
    """
    body = answer_text(text)
    valid = set(labels)
    bare = _TRAILING_NOISE.sub("", body).upper()
    if bare in valid:
        return bare
    for match in (
        _KEYWORD_LETTER.search(body),
        _KEYWORD_LOWER_LETTER.search(body),
        _LEADING_LETTER.match(body),
    ):
        if match and match.group(1).upper() in valid:
            return match.group(1).upper()
    named = set(_STANDALONE_LETTER.findall(body)) & valid
    return named.pop() if len(named) == 1 else None


def read_yes_no(text: str) -> bool | None:
    """True for yes, False for no; the first word decides, else the only one mentioned."""
    body = answer_text(text)
    first = _YES_NO.match(body)
    if first:
        return first.group(1).lower() == "yes"
    said = {word.lower() for word in _YES_NO.findall(body)}
    return (said.pop() == "yes") if len(said) == 1 else None


class ModelOrchestraAgent:
    """Merges candidates by rule and by model, then ranks them with a model.

    The order is the whole answer: the search gives children their initial values by
    rank (``search.init_top``, ``search.init_step``). When an answer stays unreadable
    after ``config.max_retries`` re-asks, the candidates not yet ranked keep their
    proposal order after the ranked ones, and the unreadable call is recorded with its
    error. With ``config.rank`` off, candidates keep proposal order. An undecided pair
    whose yes/no answer is unreadable stays unmerged.
    """

    def __init__(
        self,
        model: ChatModel,
        model_config: ModelConfig,
        config: OrchestraConfig,
        recorder: CallRecorder,
    ) -> None:
        self.model = model
        self.model_config = model_config
        self.config = config
        self.recorder = recorder

    def merge_and_rank(self, ctx: StepContext, candidates: list[Candidate]) -> list[Candidate]:
        if not candidates:
            return []
        rule = rule_merge(candidates, ctx.observation)
        same = self._model_merge(ctx, rule) if self.config.model_merge else []
        merged = rule.merged(same)
        if not self.config.rank or len(merged) < 2:
            return merged
        return self._rank(ctx, merged)

    def _model_merge(self, ctx: StepContext, rule: RuleMerge) -> list[tuple[int, int]]:
        same = []
        for i, j in rule.undecided:
            prompt = render_prompt(
                ctx.domain,
                "orchestra_merge",
                intent=ctx.intent,
                first=self._action_text(ctx, rule.representative(i)),
                second=self._action_text(ctx, rule.representative(j)),
            )
            answer = self._ask(ctx, prompt, _read_yes_no, "Answer with yes or no only.")
            if answer:
                same.append((i, j))
        return same

    def _rank(self, ctx: StepContext, merged: list[Candidate]) -> list[Candidate]:
        remaining = list(merged)
        ranked: list[Candidate] = []
        while len(remaining) > 1:
            labels = option_labels(len(remaining))
            options = "\n".join(
                f"{label}. {self._action_text(ctx, c)}"
                for label, c in zip(labels, remaining, strict=True)
            )
            prompt = render_prompt(
                ctx.domain,
                "orchestra_rank",
                intent=ctx.intent,
                history=history_text(ctx.history, empty="none yet", first=ctx.history_start + 1),
                options=options,
            )
            instruction = f"Answer with the letter only ({', '.join(labels)})."
            letter = self._ask(ctx, prompt, partial(_read_letter, labels=labels), instruction)
            if letter is None:
                return ranked + remaining
            ranked.append(remaining.pop(labels.index(letter)))
        return ranked + remaining

    def _action_text(self, ctx: StepContext, candidate: Candidate) -> str:
        obs, cfg = ctx.observation, self.model_config
        return action_text(
            candidate.action,
            candidate.description,
            obs.width,
            obs.height,
            cfg.coords,
            min_pixels=cfg.min_pixels,
            max_pixels=cfg.max_pixels,
        )

    def _ask(
        self,
        ctx: StepContext,
        prompt: str,
        read: Callable[[ChatResult], T | None],
        instruction: str,
    ) -> T | None:
        obs = ctx.observation
        message = Message("user", (Image(obs.png, obs.width, obs.height), prompt))
        return ask(
            self.model,
            [message],
            read,
            role="orchestra",
            recorder=self.recorder,
            domain=ctx.domain,
            instruction=instruction,
            max_retries=self.config.max_retries,
            max_tokens=self.config.max_tokens,
        ).value


def _read_letter(result: ChatResult, labels: list[str]) -> str | None:
    return read_letter(result.texts[0], labels) if result.texts else None


def _read_yes_no(result: ChatResult) -> bool | None:
    return read_yes_no(result.texts[0]) if result.texts else None
