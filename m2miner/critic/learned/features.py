"""The non-visual inputs of the learned critic: the action and the intent, as numbers.

Pure Python, no torch: the action's type (one-hot over the unified action space) and its
coordinates as shares of the screen, and the words of the intent and of the action's
description hashed into a fixed number of buckets (a bag of words, stable across
processes), so that no text model is needed next to the vision encoder.
"""

from __future__ import annotations

import math
import re
import zlib

from m2miner.actions import ACTION_TYPES, Action

TEXT_DIM = 128 + 2
"""Hash buckets of the text features (intent, then description, each half of 128), then
the words the two share: as a share of the description's and of the intent's."""
ACTION_DIM = len(ACTION_TYPES) + 5
"""One-hot type, then x, y, x2, y2 as shares of the screen (-1 when absent), has-text."""
_WORD = re.compile(r"\w+", re.UNICODE)
# fmt: off
_FILLER = frozenset({
    "a", "an", "the", "to", "on", "in", "of", "for", "and", "or", "your", "my", "me", "it",
    "this", "that", "with", "by", "at", "from", "click", "tap", "press", "type", "button",
    "open",
})
# fmt: on


def action_features(action: Action | None, width: int, height: int) -> list[float]:
    """The action as :data:`ACTION_DIM` numbers."""
    out = [0.0] * ACTION_DIM
    if action is None:
        return out
    out[ACTION_TYPES.index(action.type)] = 1.0
    base = len(ACTION_TYPES)
    for i, (value, size) in enumerate(
        ((action.x, width), (action.y, height), (action.x2, width), (action.y2, height))
    ):
        out[base + i] = -1.0 if value is None else float(value) / max(1, size)
    out[base + 4] = 1.0 if action.text else 0.0
    return out


def text_features(intent: str, description: str) -> list[float]:
    """Hashed, L2-normalised bags of words: the intent's in the first half of 128
    buckets, the description's in the second; then how much of each the other names
    (the words an action shares with the intent carry over to apps never trained on)."""
    half = 64
    out = [0.0] * (2 * half)
    words = []
    for offset, text in ((0, intent), (half, description)):
        found = _WORD.findall(text.casefold())
        words.append({w for w in found if w not in _FILLER})
        for word in found:
            out[offset + zlib.crc32(word.encode("utf-8")) % half] += 1.0
    norm = math.sqrt(sum(v * v for v in out)) or 1.0
    shared = words[0] & words[1]
    overlap = [len(shared) / max(1, len(words[1])), len(shared) / max(1, len(words[0]))]
    return [v / norm for v in out] + overlap


def extra_features(
    action: Action | None, description: str, intent: str, width: int, height: int
) -> list[float]:
    """Everything but the images: :func:`action_features` then :func:`text_features`."""
    return action_features(action, width, height) + text_features(intent, description)
