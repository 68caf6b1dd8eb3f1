"""A chat model that answers from a script and records what it was asked: the dry-run
model (``backend = "scripted"``), which rehearses a run's agents without a model server,
and the model the tests build directly::

    model = ScriptedModel(replies=['{"action": "click", "coordinate": [10, 20]}', "valid"])
    model = ScriptedModel(replies=lambda messages, n: ["valid"] * n,
                          logprobs=[{"valid": -0.1, "invalid": -2.4}])
    ...
    assert model.calls[0].temperature == 0.8

From a configuration (``backend = "scripted"``), ``model`` names a JSON or YAML file:
either a list of replies, or a mapping with ``replies`` (list of strings), optional
``logprobs`` (list of ``{token: logprob}`` dicts) and optional ``cycle`` (start over when
the list runs out instead of failing)::

    [[models]]
    name = "demo"
    backend = "scripted"
    model = "replies.yaml"
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from m2miner.config import ModelConfig
from m2miner.errors import ConfigError, ModelError
from m2miner.llm.base import ChatResult, Image, Message

Replies = Sequence[str] | Callable[[list[Message], int], list[str]]
Logprobs = Sequence[dict[str, float]] | Callable[[list[Message], int], list[dict[str, float]]]


@dataclass(frozen=True)
class ScriptedCall:
    """One recorded ``chat`` request."""

    messages: list[Message]
    n: int
    max_tokens: int
    temperature: float
    logprobs: bool
    top_logprobs: int
    logprob_tokens: list[str] | None


class ScriptedModel:
    """Answers with scripted replies; ``calls`` holds every request in order.

    ``replies`` is a list consumed in order (a call with ``n`` takes the next ``n``) or a
    callable ``(messages, n) -> list[str]``. ``logprobs`` is optional: a list of
    first-token dicts consumed one per choice when a call asks for log-probs, or a callable
    like ``replies``; without it such calls get ``first_token_logprobs=None``, as from a
    server that returns none. Raises :class:`ModelError` when the script runs out.
    """

    def __init__(
        self,
        name: str = "scripted",
        replies: Replies = (),
        logprobs: Logprobs | None = None,
        *,
        cycle: bool = False,
        config: ModelConfig | None = None,
    ) -> None:
        self.name = name
        self.calls: list[ScriptedCall] = []
        self._replies = replies if callable(replies) else list(replies)
        self._logprobs = logprobs if logprobs is None or callable(logprobs) else list(logprobs)
        self._cycle = cycle
        self._config = config
        self._next_reply = 0
        self._next_logprobs = 0
        self._lock = threading.Lock()

    @classmethod
    def from_config(cls, config: ModelConfig) -> ScriptedModel:
        """Read the script named by ``config.model`` (JSON or YAML)."""
        script = _read_script(Path(config.model))
        return cls(
            config.name,
            replies=script["replies"],
            logprobs=script.get("logprobs"),
            cycle=bool(script.get("cycle", False)),
            config=config,
        )

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
        """Return the next ``n`` scripted replies (and log-probs when asked)."""
        start = time.perf_counter()
        call = ScriptedCall(
            list(messages), n, max_tokens, temperature, logprobs, top_logprobs, logprob_tokens
        )
        with self._lock:
            self.calls.append(call)
            texts = self._take_replies(messages, n)
            first = self._take_logprobs(messages, n) if logprobs else None
        prompt_tokens = sum(_count_tokens(m) for m in messages)
        completion_tokens = sum(len(t.split()) for t in texts)
        cost = self._config.cost(prompt_tokens, completion_tokens) if self._config else 0.0
        return ChatResult(
            texts=texts,
            model=self.name,
            first_token_logprobs=first,
            prompt_tokens=prompt_tokens,
            completion_tokens=completion_tokens,
            latency_s=time.perf_counter() - start,
            cost_usd=cost,
        )

    def check(self) -> None:
        """A script is always available."""

    def close(self) -> None:
        """Nothing to release."""

    def _take_replies(self, messages: list[Message], n: int) -> list[str]:
        if callable(self._replies):
            texts = list(self._replies(messages, n))
            if len(texts) != n:
                raise ModelError(f"scripted replies returned {len(texts)} texts for n={n}")
            return texts
        texts, self._next_reply = self._take(self._replies, self._next_reply, n, "replies")
        return texts

    def _take_logprobs(self, messages: list[Message], n: int) -> list[dict[str, float]] | None:
        if self._logprobs is None:
            return None
        if callable(self._logprobs):
            return [dict(d) for d in self._logprobs(messages, n)]
        items, self._next_logprobs = self._take(self._logprobs, self._next_logprobs, n, "logprobs")
        return [dict(d) for d in items]

    def _take(self, items: list[Any], start: int, n: int, what: str) -> tuple[list[Any], int]:
        if self._cycle and items:
            return [items[(start + i) % len(items)] for i in range(n)], start + n
        if start + n > len(items):
            raise ModelError(
                f"scripted model {self.name!r} ran out of {what}: "
                f"{len(items)} scripted, call {len(self.calls)} needs {start + n}"
            )
        return items[start : start + n], start + n


def _count_tokens(message: Message) -> int:
    # A rough, deterministic count: words of text, and a fixed cost per image.
    return sum(64 if isinstance(p, Image) else len(p.split()) for p in message.content)


def _read_script(path: Path) -> dict[str, Any]:
    try:
        raw = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ConfigError(f"scripted model: cannot read replies file {path}: {exc}") from None
    import yaml

    try:
        yaml_file = path.suffix.lower() in (".yaml", ".yml")
        loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
        data = yaml.load(raw, Loader=loader) if yaml_file else json.loads(raw)
    except (ValueError, yaml.YAMLError) as exc:
        raise ConfigError(f"scripted model: {path} is not valid JSON/YAML: {exc}") from None
    if isinstance(data, list):
        data = {"replies": data}
    if not isinstance(data, dict) or not isinstance(data.get("replies"), list):
        raise ConfigError(f"scripted model: {path} needs a list of replies (or a 'replies' key)")
    if not all(isinstance(r, str) for r in data["replies"]):
        raise ConfigError(f"scripted model: every reply in {path} must be a string")
    return data
