"""The OpenAI chat format shared by the server (``openai``) and in-process vLLM backends."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from m2miner.llm.base import Image, Message
from m2miner.llm.images import QWEN25_FACTOR, to_data_url


def to_openai_messages(
    messages: list[Message],
    min_pixels: int,
    max_pixels: int,
    factor: int = QWEN25_FACTOR,
) -> list[dict[str, Any]]:
    """Messages as OpenAI chat dicts; images become resized PNG ``image_url`` data URLs.

    A message with text only is sent as a plain string, which every server accepts.
    """
    out: list[dict[str, Any]] = []
    for message in messages:
        if all(isinstance(part, str) for part in message.content):
            out.append({"role": message.role, "content": "".join(map(str, message.content))})
            continue
        parts: list[dict[str, Any]] = []
        for part in message.content:
            if isinstance(part, Image):
                url = to_data_url(part, min_pixels, max_pixels, factor)
                parts.append({"type": "image_url", "image_url": {"url": url}})
            else:
                parts.append({"type": "text", "text": part})
        out.append({"role": message.role, "content": parts})
    return out


def merge_logprobs(pairs: Iterable[tuple[str, float]]) -> dict[str, float]:
    """``{decoded_text: logprob}``; tokens that decode alike keep their highest log-prob."""
    merged: dict[str, float] = {}
    for text, logprob in pairs:
        value = float(logprob)
        if text not in merged or value > merged[text]:
            merged[text] = value
    return merged
