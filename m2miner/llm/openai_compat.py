"""Any OpenAI-compatible chat server: vLLM, SGLang, llama.cpp, ``transformers serve``, APIs.

It speaks HTTP through ``httpx`` directly rather than the ``openai`` client: the retry
policy (which errors, how many times, how long to wait, with an injectable clock for
tests), the per-endpoint concurrency limit and the tolerant parsing of what local servers
really return (``null`` logprobs, missing usage, ``n`` ignored) all stay in this file,
and tests can swap the transport for one that fails on purpose.
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable
from typing import Any

import httpx

from m2miner.config import ModelConfig
from m2miner.errors import ConfigError, ModelError, ModelTimeoutError, ModelUnavailableError
from m2miner.llm.balance import ENDPOINTS
from m2miner.llm.base import ChatResult, Message
from m2miner.llm.images import QWEN25_FACTOR, image_tokens, model_size
from m2miner.llm.wire import merge_logprobs, to_openai_messages
from m2miner.redact import redact, register_secret

RETRY_STATUS = frozenset({408, 409, 429, 500, 502, 503, 504})
CONNECT_TIMEOUT_S = 10.0


class OpenAICompatModel:
    """A :class:`~m2miner.llm.base.ChatModel` for an OpenAI-compatible ``/v1`` endpoint.

    Screenshots are resized with the config's pixel limits and sent as PNG data URLs.
    ``n`` choices come from one request when ``supports_n`` (topped up with more requests
    if the server returns fewer), else from ``n`` requests. Timeouts, 429, 408/409, 5xx,
    connection errors, cut-off answers and missing log-probabilities are retried, at
    most ``max_retries`` times per call, waiting ``retry_backoff_s`` doubling with jitter
    (honouring ``Retry-After``); every retry is named in :attr:`ChatResult.faults`.
    A server that has never returned log-probabilities to this model is taken to return
    none (the judge then reads the text) and is not re-asked for them; one that did and
    then omits them is. When retries run out, the error raised carries the kinds in
    ``faults``; a cut-off answer, or one without log-probabilities, is returned as it
    came (the agents treat it as unparseable, or read the text). ``transport``,
    ``sleep`` and ``rng`` are for tests.
    """

    def __init__(
        self,
        config: ModelConfig,
        *,
        transport: httpx.BaseTransport | None = None,
        sleep: Callable[[float], None] = time.sleep,
        rng: random.Random | None = None,
        backoff_base_s: float | None = None,
        backoff_max_s: float = 30.0,
    ) -> None:
        if not config.base_url:
            raise ConfigError(f"model {config.name!r}: backend 'openai' needs base_url (…/v1)")
        if not config.model:
            raise ConfigError(f"model {config.name!r}: set model to the id the server serves")
        self.name = config.name
        self.config = config
        self.base_url = config.base_url.rstrip("/")
        self._sleep = sleep
        self._rng = rng or random.Random()
        base = config.retry_backoff_s if backoff_base_s is None else backoff_base_s
        self._backoff = (base, backoff_max_s)
        self._logprobs_seen = False
        # Replicas of the model: each request goes to the least loaded (llm/balance.py).
        self.urls = [self.base_url, *(u.rstrip("/") for u in config.base_urls)]
        for url in self.urls:
            ENDPOINTS.register(url, config.concurrency)
        connect_s = min(config.timeout_s, CONNECT_TIMEOUT_S)
        self._client = httpx.Client(
            base_url=self.base_url,
            headers={"Authorization": f"Bearer {_api_key(config)}"},
            timeout=httpx.Timeout(config.timeout_s, connect=connect_s),
            transport=transport,
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
        answer_logprobs: bool = False,
    ) -> ChatResult:
        """Complete ``messages``; see :class:`~m2miner.llm.base.ChatModel`.

        ``logprob_tokens`` cannot be honoured by a server beyond its top list; ask for a
        large enough ``top_logprobs`` (most servers allow up to 20). ``answer_logprobs``
        asks for ``logprobs`` and keeps every answer token's (``None`` when the server
        sent none, or the entry says it returns none: ``supports_logprobs = false``).
        """
        start = time.perf_counter()
        cfg = self.config
        wire = to_openai_messages(messages, cfg.min_pixels, cfg.max_pixels)
        want_logprobs = logprobs and cfg.supports_logprobs
        options = {"max_tokens": max_tokens, "temperature": temperature}
        if want_logprobs:
            options.update(logprobs=True, top_logprobs=top_logprobs)
        want_answer = answer_logprobs and cfg.supports_logprobs
        if want_answer:
            options["logprobs"] = True
        faults: list[str] = []
        choices, prompt_tokens, completion_tokens, requests = self._complete(
            wire, n, options, want_logprobs, faults
        )
        first = _first_token_logprobs(choices) if want_logprobs else None
        tokens = _answer_logprobs(choices) if want_answer else None
        images = [im for m in messages for im in m.images]
        sizes = [model_size(im, cfg.min_pixels, cfg.max_pixels, QWEN25_FACTOR) for im in images]
        return ChatResult(
            texts=[_text(c) for c in choices],
            model=self.name,
            first_token_logprobs=first,
            answer_logprobs=tokens,
            prompt_tokens=prompt_tokens,
            completion_tokens=completion_tokens,
            latency_s=time.perf_counter() - start,
            cost_usd=cfg.cost(prompt_tokens, completion_tokens),
            info={
                "requests": requests,
                "finish_reasons": [c.get("finish_reason") for c in choices],
                "image_sizes": sizes,
            },
            faults=tuple(faults),
            image_tokens=image_tokens(images, cfg.min_pixels, cfg.max_pixels),
        )

    def check(self) -> None:
        """GET ``/models`` of every endpoint; raise :class:`ModelUnavailableError` with a
        fix when one fails."""
        for url in self.urls:
            self._check(url)

    def _check(self, url: str) -> None:
        try:
            response = self._client.get(
                f"{url}/models", timeout=min(self.config.timeout_s, CONNECT_TIMEOUT_S)
            )
        except httpx.HTTPError as exc:
            raise ModelUnavailableError(
                f"model {self.name!r}: cannot reach {url}: {exc}",
                hint=self._start_hint(),
            ) from exc
        if response.status_code in (401, 403):
            raise ModelUnavailableError(
                f"model {self.name!r}: {url} refused the API key",
                status_code=response.status_code,
                hint=_key_hint(self.config),
            )
        if response.status_code != 200:
            raise ModelUnavailableError(
                f"model {self.name!r}: GET {url}/models answered "
                f"{response.status_code}: {_error_text(response)}",
                status_code=response.status_code,
                hint="is base_url right? It should be the server's /v1 root.",
            )
        served = _served_ids(response)
        if self.config.model not in served:
            raise ModelUnavailableError(
                f"model {self.name!r}: {self.config.model!r} is not served at {url};"
                f" it serves {served}",
                hint=f"set model to one of {served}, or {self._start_hint()}",
            )

    def close(self) -> None:
        """Close the HTTP connections."""
        self._client.close()

    def _complete(
        self,
        wire: list[dict[str, Any]],
        n: int,
        options: dict[str, Any],
        want_logprobs: bool,
        faults: list[str],
    ) -> tuple[list[dict[str, Any]], int, int, int]:
        """Choices, prompt and completion tokens, and requests made for ``n`` choices.

        Cut-off choices, and choices without log-probabilities when they are expected,
        are asked for again; ``faults`` collects the kind of every failed attempt."""
        choices: list[dict[str, Any]] = []
        defective: list[dict[str, Any]] = []
        prompt_tokens = completion_tokens = requests = 0
        while len(choices) < n:
            ask = n - len(choices) if self.config.supports_n else 1
            body = {"model": self.config.model, "messages": wire, **options}
            if ask > 1:
                body["n"] = ask
            body.update(self.config.extra_body)
            data = self._post_with_retries(body, faults)
            requests += 1
            got = _choices(data, self.base_url)[:ask]
            p, c = _usage(data)
            prompt_tokens, completion_tokens = prompt_tokens + p, completion_tokens + c
            # A choice that used the whole token limit was cut by the caller's limit, which
            # asking again would not change; one cut short of it was the server's doing.
            at_limit = c >= options["max_tokens"] * len(got)
            good, defect = self._sort_out(got, want_logprobs, at_limit)
            choices.extend(good)
            defective.extend(ch for ch in got if ch not in good)
            if defect is None:
                continue
            faults.append(defect)
            if len(faults) > self.config.max_retries:
                # Keep what came: the agent records a cut-off answer as unparseable, and
                # the judge reads the text when log-probabilities are missing.
                # The latest answers first: they are the most complete.
                choices.extend(defective[::-1][: n - len(choices)])
                break
            self._sleep(self._delay(len(faults) - 1, None))
        return choices, prompt_tokens, completion_tokens, requests

    def _sort_out(
        self, choices: list[dict[str, Any]], want_logprobs: bool, at_limit: bool = False
    ) -> tuple[list[dict[str, Any]], str | None]:
        """The usable choices, and the kind of defect of the others (None: all usable).
        ``at_limit``: the answers used the whole token limit, so none counts as cut off."""
        whole = choices if at_limit else [c for c in choices if not _cut_off(c)]
        if len(whole) < len(choices):
            return whole, "model_truncated"
        if not want_logprobs:
            return choices, None
        with_lp = [c for c in choices if _parse_first_token(c.get("logprobs")) is not None]
        if with_lp:
            self._logprobs_seen = True
        if len(with_lp) < len(choices) and self._logprobs_seen:
            return with_lp, "model_no_logprobs"
        return choices, None

    def _post_with_retries(self, body: dict[str, Any], faults: list[str]) -> dict[str, Any]:
        while True:
            url = self.base_url
            try:
                with ENDPOINTS.lease(self.urls) as url:
                    response = self._client.post(f"{url}/chat/completions", json=body)
            except (httpx.NetworkError, httpx.ConnectTimeout, httpx.RemoteProtocolError) as exc:
                ENDPOINTS.failed(url)
                faults.append("model_connection")
                if len(faults) > self.config.max_retries:
                    raise self._failed(
                        ModelUnavailableError(
                            f"model {self.name!r}: cannot reach {self.base_url} after "
                            f"{len(faults)} attempts: {exc}",
                            hint=self._start_hint(),
                        ),
                        faults,
                    ) from exc
                retry_after = None
            except httpx.TimeoutException as exc:
                ENDPOINTS.failed(url)
                faults.append("model_timeout")
                if len(faults) > self.config.max_retries:
                    raise self._failed(
                        ModelTimeoutError(
                            f"model {self.name!r}: no answer from {self.base_url} within "
                            f"{self.config.timeout_s:g} s ({len(faults)} attempts)",
                            hint="raise timeout_s or lower max_tokens / image size",
                        ),
                        faults,
                    ) from exc
                retry_after = None
            except httpx.HTTPError as exc:
                raise self._failed(
                    ModelError(f"model {self.name!r}: request failed: {exc}"), faults
                ) from exc
            else:
                if response.status_code == 200:
                    return _json(response, self.base_url)
                if response.status_code not in RETRY_STATUS:
                    raise self._failed(self._status_error(response, len(faults) + 1), faults)
                ENDPOINTS.failed(url)  # overloaded or restarting: retry elsewhere
                faults.append("model_5xx")
                if len(faults) > self.config.max_retries:
                    raise self._failed(self._status_error(response, len(faults)), faults)
                retry_after = _retry_after(response)
            self._sleep(self._delay(len(faults) - 1, retry_after))

    @staticmethod
    def _failed(error: ModelError, faults: list[str]) -> ModelError:
        error.faults = tuple(faults)
        return error

    def _delay(self, attempt: int, retry_after: float | None) -> float:
        base, cap = self._backoff
        delay = min(cap, base * 2**attempt)
        # Equal jitter: half fixed, half random, so parallel clients spread out.
        delay = delay / 2 + self._rng.uniform(0, delay / 2)
        if retry_after is not None:
            delay = max(delay, min(cap, retry_after))
        return delay

    def _status_error(self, response: httpx.Response, attempts: int) -> ModelError:
        status = response.status_code
        text = f"model {self.name!r}: {self.base_url} answered {status}: {_error_text(response)}"
        if attempts > 1:
            text += f" (after {attempts} attempts)"
        if status in (401, 403):
            return ModelUnavailableError(text, status_code=status, hint=_key_hint(self.config))
        if status == 404:
            hint = "is base_url the server's /v1 root, and is the model id served there?"
            return ModelUnavailableError(text, status_code=status, hint=hint)
        return ModelError(text, status_code=status)

    def _start_hint(self) -> str:
        url = httpx.URL(self.base_url)
        return (
            f"start the server, e.g. `vllm serve {self.config.model} --host {url.host} "
            f"--port {url.port or 80}`, or fix base_url (is {self.base_url} right?)"
        )


def _api_key(config: ModelConfig) -> str:
    if not config.api_key_env:
        return "EMPTY"
    key = os.environ.get(config.api_key_env)
    if key is None:
        raise ConfigError(
            f"model {config.name!r}: environment variable {config.api_key_env} is not set"
        )
    register_secret(key)  # a server may echo it: it is redacted from all that is written
    return key


def _key_hint(config: ModelConfig) -> str:
    if config.api_key_env:
        return f"check the key in ${config.api_key_env}"
    return "set api_key_env to the environment variable that holds the key"


def _json(response: httpx.Response, base_url: str) -> dict[str, Any]:
    try:
        data = response.json()
    except ValueError:
        raise ModelError(
            f"{base_url} returned malformed JSON: {response.text[:200]!r}",
            status_code=response.status_code,
        ) from None
    if not isinstance(data, dict):
        raise ModelError(f"{base_url} returned JSON that is not an object: {str(data)[:200]}")
    return data


def _choices(data: dict[str, Any], base_url: str) -> list[dict[str, Any]]:
    choices = data.get("choices")
    if not isinstance(choices, list) or not choices:
        raise ModelError(f"{base_url} returned no choices: {str(data)[:200]}")
    for choice in choices:
        if not isinstance(choice, dict) or not isinstance(choice.get("message"), dict):
            raise ModelError(f"{base_url} returned a choice without a message: {choice!r:.200}")
    return sorted(choices, key=lambda c: c.get("index") or 0)


def _cut_off(choice: dict[str, Any]) -> bool:
    """Whether a choice's answer ran into the token limit before it said anything, or
    inside a tool call (an empty answer that ended by itself is the model's own)."""
    if choice.get("finish_reason") != "length":
        return False
    text = _text(choice)
    unclosed = text.count("<tool_call>") > text.count("</tool_call>")
    return not text.strip() or unclosed or text.count("{") > text.count("}")


def _text(choice: dict[str, Any]) -> str:
    content = choice["message"].get("content")
    return content if isinstance(content, str) else ""


def _usage(data: dict[str, Any]) -> tuple[int, int]:
    usage = data.get("usage") or {}
    if not isinstance(usage, dict):
        return 0, 0
    return int(usage.get("prompt_tokens") or 0), int(usage.get("completion_tokens") or 0)


def _first_token_logprobs(choices: list[dict[str, Any]]) -> list[dict[str, float]] | None:
    """Per choice ``{decoded_text: logprob}`` of the first token; None if any choice lacks it."""
    out = []
    for choice in choices:
        parsed = _parse_first_token(choice.get("logprobs"))
        if parsed is None:
            return None
        out.append(parsed)
    return out


def _answer_logprobs(choices: list[dict[str, Any]]) -> list[list[tuple[str, float]]] | None:
    """Per choice ``(token, logprob)`` of every answer token, up to the length of its text
    (servers may add the stop token); None if any choice lacks them."""
    out = []
    for choice in choices:
        logprobs = choice.get("logprobs")
        content = logprobs.get("content") if isinstance(logprobs, dict) else None
        if not isinstance(content, list) or not all(_is_entry(e) for e in content):
            return None
        size, kept = len(_text(choice)), []
        for entry in content:
            if size <= 0:
                break
            kept.append((str(entry["token"]), float(entry["logprob"])))
            size -= len(entry["token"])
        out.append(kept)
    return out


def _parse_first_token(logprobs: Any) -> dict[str, float] | None:
    if not isinstance(logprobs, dict):
        return None
    content = logprobs.get("content")
    if isinstance(content, list) and content and isinstance(content[0], dict):
        first = content[0]
        tops = first.get("top_logprobs") or []
        pairs = [(t["token"], t["logprob"]) for t in tops if _is_entry(t)]
        if not pairs and _is_entry(first):
            pairs = [(first["token"], first["logprob"])]
        return merge_logprobs(pairs) if pairs else None
    # The legacy completions shape some servers use: top_logprobs = [{token: logprob}, ...].
    legacy = logprobs.get("top_logprobs")
    if isinstance(legacy, list) and legacy and isinstance(legacy[0], dict):
        return merge_logprobs((str(k), float(v)) for k, v in legacy[0].items()) or None
    return None


def _is_entry(item: Any) -> bool:
    return (
        isinstance(item, dict)
        and isinstance(item.get("token"), str)
        and isinstance(item.get("logprob"), int | float)
    )


def _served_ids(response: httpx.Response) -> list[str]:
    try:
        data = response.json()["data"]
        return [str(m["id"]) for m in data]
    except (ValueError, KeyError, TypeError):
        raise ModelUnavailableError(
            f"{response.request.url} did not return a model list: {response.text[:200]!r}",
            hint="is base_url an OpenAI-compatible /v1 root?",
        ) from None


def _retry_after(response: httpx.Response) -> float | None:
    value = response.headers.get("retry-after")
    try:
        return float(value) if value is not None else None
    except ValueError:
        return None


def _error_text(response: httpx.Response) -> str:
    """The server's error message, redacted before it is cut to 300 characters (a server
    may echo the request's headers, the key among them)."""
    return redact(_error_body(response))[:300]


def _error_body(response: httpx.Response) -> str:
    try:
        data = response.json()
    except ValueError:
        return response.text
    if isinstance(data, dict):
        err = data.get("error")
        if isinstance(err, dict) and "message" in err:
            return str(err["message"])
        if "detail" in data:
            return str(data["detail"])
        if isinstance(err, str):
            return err
    return str(data)
