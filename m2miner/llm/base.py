"""The ChatModel contract every model backend implements, and the values it exchanges."""

from __future__ import annotations

import inspect
from dataclasses import dataclass, field
from typing import Literal, Protocol, runtime_checkable

Role = Literal["system", "user", "assistant"]


@dataclass(frozen=True)
class Image:
    """A screenshot in a message: PNG bytes and their size in pixels."""

    png: bytes
    width: int
    height: int


@dataclass(frozen=True)
class Message:
    """One chat message; ``content`` is text and images in order."""

    role: Role
    content: tuple[str | Image, ...]

    @classmethod
    def text(cls, role: Role, text: str) -> Message:
        return cls(role, (text,))

    @property
    def images(self) -> list[Image]:
        return [part for part in self.content if isinstance(part, Image)]


@dataclass(frozen=True)
class ChatResult:
    """What one ``chat`` call returned.

    ``texts`` holds one completion per requested choice. ``first_token_logprobs`` holds,
    per choice, the log-probabilities of the most likely first tokens keyed by their
    decoded text (``None`` when the backend returns none). Token counts are totals over
    the call; ``latency_s`` is wall time. ``faults`` names, in order, each failed attempt
    the backend retried before this answer (kinds of :data:`MODEL_FAULTS`), so the miner
    can record them on the node the call was made for. ``answer_logprobs`` holds, per
    choice, each generated token of the answer as ``(decoded text, log-prob)`` under the
    model's own distribution, when ``chat(..., answer_logprobs=True)`` asked a backend
    that can report them (see :func:`reports_answer_logprobs`); else ``None``.
    """

    texts: list[str]
    model: str
    first_token_logprobs: list[dict[str, float]] | None = None
    prompt_tokens: int = 0
    completion_tokens: int = 0
    latency_s: float = 0.0
    cost_usd: float = 0.0
    info: dict[str, object] = field(default_factory=dict)
    faults: tuple[str, ...] = ()
    image_tokens: int = 0
    """Of ``prompt_tokens``, those the images took (as the model's processor counts them:
    one per ``factor`` x ``factor`` block of the resized image); 0 where unknown."""
    answer_logprobs: list[list[tuple[str, float]]] | None = None


MODEL_FAULTS = (
    "model_timeout",
    "model_5xx",
    "model_connection",
    "model_truncated",
    "model_no_logprobs",
)
"""What a backend retries: no answer within the timeout; HTTP 5xx, 429, 408 or 409; the
server unreachable; an answer cut off by the token limit (``finish_reason`` ``length``
before any content, or inside an unfinished tool call); log-probabilities asked for and
missing."""


@runtime_checkable
class ChatModel(Protocol):
    """A multimodal chat model.

    ``chat`` raises :class:`m2miner.errors.ModelTimeoutError` after its timeout,
    :class:`m2miner.errors.ModelUnavailableError` when the server cannot be reached, and
    :class:`m2miner.errors.ModelError` for other failures after the backend's own bounded
    retries. It never returns fewer texts than ``n`` unless the error says so.

    Transient failures (:data:`MODEL_FAULTS`) are retried by backends that can meet them
    (``openai``: ``max_retries`` times, waiting ``retry_backoff_s`` doubling with jitter);
    each retry is named in :attr:`ChatResult.faults`, or in the raised error's ``faults``
    when retries ran out. In-process backends (``hf``, ``vllm``) and scripted models have
    no transient failures and report none.
    """

    name: str
    """The config name of the model (``[[models]] name``)."""

    def chat(
        self,
        messages: list[Message],
        *,
        n: int = 1,
        max_tokens: int = 256,
        temperature: float = 0.0,
        logprobs: bool = False,
        top_logprobs: int = 20,
        logprob_tokens: list[str] | None = None,
    ) -> ChatResult:
        """Complete ``messages``; with ``logprobs`` also return first-token log-probs.

        Each choice's dict holds the ``top_logprobs`` most likely first tokens. Backends
        that read the logits themselves (``hf``) also add every word of
        ``logprob_tokens`` (keyed by the word, valued by the log-prob of its first token),
        so a judge can always compare ``valid`` with ``invalid``; servers return only
        what their top list holds, so callers treat a missing word as very unlikely.

        Backends that can report the log-probability of every answer token (``hf``,
        ``openai``) also accept ``answer_logprobs: bool = False`` and then fill
        :attr:`ChatResult.answer_logprobs`; the keyword is not part of this protocol, so
        other backends need not change (:func:`reports_answer_logprobs` tells them apart).
        """
        ...

    def check(self) -> None:
        """Fail fast (ModelUnavailableError with a fix) when the model cannot answer."""
        ...

    def close(self) -> None:
        """Release connections, processes or GPU memory."""
        ...


def reports_answer_logprobs(model: ChatModel) -> bool:
    """Whether ``model.chat`` takes ``answer_logprobs=True`` (see :class:`ChatResult`)."""
    try:
        return "answer_logprobs" in inspect.signature(model.chat).parameters
    except (TypeError, ValueError):
        return False
