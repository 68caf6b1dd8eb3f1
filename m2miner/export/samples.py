"""Format-neutral samples: chat turns of text and screenshots, an answer, and where they came from.

Every builder produces :class:`Sample` values; each output format renders them its own
way (``<image>`` tags, ``{"type": "image"}`` parts). A turn keeps text and images in the
order the agent sends them, so a rendered sample is the conversation the agent has.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any, Literal

from m2miner.actions import Domain
from m2miner.export.options import Kind

Role = Literal["system", "user", "assistant"]
IMAGE_TAGS = ("<image>", "<video>", "<audio>")
"""Placeholders that tag-based formats give meaning to; sample text must not contain them."""


@dataclass(frozen=True)
class Screenshot:
    """A stored screenshot: its content hash (the blob's name) and size in pixels."""

    hash: str
    width: int
    height: int


Part = str | Screenshot


@dataclass(frozen=True)
class Turn:
    """One chat message: text and screenshots in order."""

    role: Role
    parts: tuple[Part, ...]

    @property
    def text(self) -> str:
        return "".join(p for p in self.parts if isinstance(p, str))

    @property
    def images(self) -> tuple[Screenshot, ...]:
        return tuple(p for p in self.parts if isinstance(p, Screenshot))


@dataclass(frozen=True)
class SampleMeta:
    """Where a sample came from; written beside the data as ``meta/<kind>/<split>.jsonl``."""

    intent: str
    source: str
    app: str
    domain: Domain
    group: str
    """What a split keeps together (the tree's own intent, normalised)."""
    run_id: int
    tree_id: int
    node_id: int
    intent_id: int
    trajectory: str | None = None
    step: int | None = None
    stage: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        out = {
            "intent": self.intent,
            "source": self.source,
            "app": self.app,
            "domain": self.domain,
            "run_id": self.run_id,
            "tree_id": self.tree_id,
            "node_id": self.node_id,
            "intent_id": self.intent_id,
            "trajectory": self.trajectory,
            "step": self.step,
            "stage": self.stage,
        }
        return {**out, **self.extra}


@dataclass(frozen=True)
class Sample:
    """A prompt (system and user turns), the answer to learn and, for preference pairs,
    the answer to avoid. ``label`` is the class of a judge sample."""

    kind: Kind
    prompt: tuple[Turn, ...]
    answer: str
    meta: SampleMeta
    rejected: str | None = None
    label: str | None = None

    @property
    def images(self) -> tuple[Screenshot, ...]:
        return tuple(image for turn in self.prompt for image in turn.images)

    @property
    def key(self) -> str:
        """Identity for deduplication: the same screenshots, prompt and answers."""
        body = [
            self.kind,
            [
                [t.role, [p if isinstance(p, str) else {"image": p.hash} for p in t.parts]]
                for t in self.prompt
            ],
            self.answer,
            self.rejected,
        ]
        return hashlib.sha256(json.dumps(body, ensure_ascii=False).encode("utf-8")).hexdigest()

    def has_tag_text(self) -> bool:
        """Whether any text holds a literal ``<image>``-style tag (it would miscount images)."""
        texts = [t.text for t in self.prompt] + [self.answer, self.rejected or ""]
        return any(tag in text for text in texts for tag in IMAGE_TAGS)
