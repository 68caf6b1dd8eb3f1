"""Putting a prompt to a model and reading its answer, re-asking when it is unreadable.

The OrchestraAgent and JudgeAgent ask short questions (a letter, yes/no, valid/invalid).
When an answer cannot be read, the model sees its own answer and a reminder of the
expected form (``answer_retry``), up to ``max_retries`` times: re-sending the same prompt
at temperature 0 would only repeat the answer.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from m2miner.agents.base import AgentRole, CallRecorder
from m2miner.errors import ModelError
from m2miner.llm.base import ChatModel, ChatResult, Image, Message
from m2miner.prompts import render_prompt

T = TypeVar("T")

_THINKING = re.compile(r"<think(?:ing)?>.*?</think(?:ing)?>", re.S | re.I)
_UNCLOSED_THINKING = re.compile(r"^.*</think(?:ing)?>", re.S | re.I)
_LEADING_NOISE = re.compile(r"^[\s*_`#>\"'“”‘’(\[{.:;,!-]+")
ERROR_PREVIEW = 200


def answer_text(text: str) -> str:
    """``text`` without thinking blocks and the markdown or quotes an answer may start with."""
    text = _THINKING.sub("", text)
    text = _UNCLOSED_THINKING.sub("", text)
    return _LEADING_NOISE.sub("", text).strip()


def prompt_text(messages: Sequence[Message]) -> str:
    """The messages as text for the call record; images appear as ``<image WxH>``."""
    lines = []
    for message in messages:
        parts = [
            f"<image {p.width}x{p.height}>" if isinstance(p, Image) else p for p in message.content
        ]
        lines.append(f"[{message.role}] " + "\n".join(parts))
    return "\n".join(lines)


@dataclass(frozen=True)
class Answer(Generic[T]):
    """What :func:`ask` got: the read ``value`` (None when no answer could be read) and the
    last reply's text and result; ``attempts`` counts calls made."""

    value: T | None
    text: str
    result: ChatResult | None
    attempts: int


def ask(
    model: ChatModel,
    messages: list[Message],
    read: Callable[[ChatResult], T | None],
    *,
    role: AgentRole,
    recorder: CallRecorder,
    domain: str,
    instruction: str,
    max_retries: int,
    max_tokens: int,
    logprobs: bool = False,
    logprob_tokens: list[str] | None = None,
    temperature: float = 0.0,
) -> Answer[T]:
    """Ask ``model`` and ``read`` its reply; re-ask up to ``max_retries`` times.

    ``read`` returns None for an unreadable reply; ``instruction`` is the reminder shown
    on a re-ask ("Answer with the letter only."). With ``logprobs``, ``logprob_tokens``
    names the words whose first-token log-probabilities the reader needs, for backends
    that can report words outside their top list. ``temperature`` is 0 but where a caller
    wants another sample (the judge's extra votes). Every call is recorded, an unreadable
    reply with an ``error`` quoting it. Raises :class:`ModelError` (recorded first) when
    the model cannot answer.
    """
    text, result = "", None
    for attempt in range(1, max_retries + 2):
        record_prompt = prompt_text(messages)
        try:
            result = model.chat(
                messages,
                max_tokens=max_tokens,
                temperature=temperature,
                logprobs=logprobs,
                logprob_tokens=logprob_tokens if logprobs else None,
            )
        except ModelError as exc:
            recorder.record(role, model.name, None, error=str(exc), prompt=record_prompt)
            raise
        text = result.texts[0] if result.texts else ""
        value = read(result)
        error = None if value is not None else f"unreadable answer: {text[:ERROR_PREVIEW]!r}"
        recorder.record(role, model.name, result, error=error, prompt=record_prompt)
        if value is not None:
            return Answer(value, text, result, attempt)
        retry = render_prompt(domain, "answer_retry", instruction=instruction)
        messages = [*messages, Message.text("assistant", text), Message.text("user", retry)]
    return Answer(None, text, result, max_retries + 1)
