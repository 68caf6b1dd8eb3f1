"""Well-formed answers to m2miner's own prompts, with no model: the fault server's default.

:class:`BuiltinResponder` reads a chat-completions request, tells from its text which
agent asks, and answers as a model of no skill but perfect manners would:

- InferAgent (the ``mobile_use`` tool prompt): an ``Action:`` line and a tool call that
  clicks a random point of the screen (in the coordinates the prompt announces), now and
  then presses Back or terminates;
- OrchestraAgent: a random option letter among those offered, ``no`` to merge questions;
- JudgeAgent: ``valid``/``invalid`` or ``success``/``failure``, with the first token's
  ``top_logprobs`` holding both words when log-probabilities are asked for.

Seeded: the same requests in the same order get the same answers.
"""

from __future__ import annotations

import base64
import json
import math
import random
import re
import struct
import threading
import time
from typing import Any

BACK_RATE = 0.08
TERMINATE_RATE = 0.04
VALID_RATE = 0.6
SUCCESS_RATE = 0.3

_RESOLUTION = re.compile(r"resolution is (\d+)x(\d+)")
_LETTERS = re.compile(r"letter only \(([A-Z, ]+)\)")
_OPTION_LINE = re.compile(r"^([A-Z]{1,2})\. ", re.M)


class BuiltinResponder:
    """Answers OpenAI chat-completions requests for m2miner's agents; thread-safe."""

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)
        self._lock = threading.Lock()

    def respond(self, body: dict[str, Any]) -> dict[str, Any]:
        """A chat completion (``n`` choices) answering ``body``."""
        texts = _texts(body.get("messages") or [])
        joined = "\n".join(texts)
        last = texts[-1] if texts else ""
        n = int(body.get("n") or 1)
        want_logprobs = bool(body.get("logprobs"))
        with self._lock:
            choices = [self._choice(i, joined, last, body, want_logprobs) for i in range(n)]
        return {
            "id": f"fault-{time.time_ns()}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": body.get("model", "builtin"),
            "choices": choices,
            "usage": {"prompt_tokens": len(joined) // 4, "completion_tokens": 16 * n},
        }

    def _choice(
        self, index: int, text: str, last: str, body: dict[str, Any], want_logprobs: bool
    ) -> dict[str, Any]:
        logprobs = None
        if "valid or invalid" in last or "valid or invalid" in text:
            content, logprobs = self._two_words("valid", "invalid", VALID_RATE)
        elif "success or failure" in last or "success or failure" in text:
            content, logprobs = self._two_words("success", "failure", SUCCESS_RATE)
        elif "letter only" in text:
            content = self._letter(text)
        elif "yes or no" in text:
            content = "no"
        elif "mobile_use" in text or "<tool_call>" in text:
            content = self._action(text, body)
        else:
            content = "no"
        choice: dict[str, Any] = {
            "index": index,
            "message": {"role": "assistant", "content": content},
            "finish_reason": "stop",
            "logprobs": logprobs if want_logprobs else None,
        }
        return choice

    def _two_words(self, yes: str, no: str, rate: float) -> tuple[str, dict[str, Any]]:
        p = 0.5 + 0.49 * self._rng.random()
        word, other = (yes, no) if self._rng.random() < rate else (no, yes)
        tops = {word: math.log(p), other: math.log(1 - p)}
        return word, {
            "content": [
                {
                    "token": word,
                    "logprob": tops[word],
                    "top_logprobs": [{"token": t, "logprob": lp} for t, lp in tops.items()],
                }
            ]
        }

    def _letter(self, text: str) -> str:
        offered = _LETTERS.findall(text)
        labels = [s.strip() for s in offered[-1].split(",")] if offered else []
        labels = labels or _OPTION_LINE.findall(text) or ["A"]
        return self._rng.choice(labels)

    def _action(self, text: str, body: dict[str, Any]) -> str:
        u = self._rng.random()
        if u < TERMINATE_RATE:
            args: dict[str, Any] = {"action": "terminate", "status": "success"}
            said = "Finish the task"
        elif u < TERMINATE_RATE + BACK_RATE:
            args = {"action": "system_button", "button": "Back"}
            said = "Go back"
        else:
            x, y = self._point(text, body)
            args = {"action": "click", "coordinate": [x, y]}
            said = f"Click at ({x}, {y})"
        call = {"name": "mobile_use", "arguments": args}
        return f'Action: "{said}"\n<tool_call>\n{json.dumps(call)}\n</tool_call>'

    def _point(self, text: str, body: dict[str, Any]) -> tuple[Any, Any]:
        found = _RESOLUTION.findall(text)
        if found:
            width, height = (int(v) for v in found[-1])
        elif "from 0 to 999" in text:
            width = height = 1000
        elif "from 0 to 1" in text:
            return round(self._rng.random(), 3), round(self._rng.random(), 3)
        else:
            width, height = _image_size(body) or (1000, 1000)
        return self._rng.randrange(width), self._rng.randrange(height)


def _texts(messages: list[dict[str, Any]]) -> list[str]:
    out = []
    for message in messages:
        content = message.get("content")
        if isinstance(content, str):
            out.append(content)
        elif isinstance(content, list):
            out.extend(
                str(p.get("text", ""))
                for p in content
                if isinstance(p, dict) and p.get("type") == "text"
            )
    return out


def _image_size(body: dict[str, Any]) -> tuple[int, int] | None:
    """Width and height of the request's first PNG image (read from its header)."""
    for message in body.get("messages") or []:
        content = message.get("content")
        for part in content if isinstance(content, list) else []:
            url = (part.get("image_url") or {}).get("url", "") if isinstance(part, dict) else ""
            if url.startswith("data:image/png;base64,"):
                head = base64.b64decode(url.split(",", 1)[1][:44] + "==")
                if len(head) >= 24:
                    width, height = struct.unpack(">II", head[16:24])
                    return int(width), int(height)
    return None
