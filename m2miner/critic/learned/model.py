"""The learned critic: a ViT-family encoder, a small head, saving and loading.

The encoder is any transformers vision model with a ``pooler_output`` or a CLS token:
``ViTModel``, ``SiglipVisionModel`` (or the vision tower of a full SigLIP checkpoint),
``Dinov2Model``, ``CLIPVisionModel``, loaded from a local directory. The head
(:class:`CriticHead`) projects both embeddings, and reads ``[after - before, after *
before, after, action and text features]`` with a two-layer MLP into one logit: the
probability that the step was valid.

A saved critic is a directory: ``critic.json`` (the encoder's location, image size and
normalisation, dimensions, how it was trained), ``head.safetensors``, and ``encoder/``
when the encoder was fine-tuned (a frozen one is referred to by its path). This module
imports torch and transformers; nothing imports it unless a critic is trained or used.
"""

from __future__ import annotations

import io
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import torch
from torch import nn

from m2miner.actions import Action
from m2miner.critic.learned.features import ACTION_DIM, TEXT_DIM, extra_features
from m2miner.errors import ConfigError

META = "critic.json"
HEAD = "head.safetensors"
EXTRA_DIM = ACTION_DIM + TEXT_DIM


class CriticHead(nn.Module):
    """Embeddings before and after, action and text features -> one logit."""

    def __init__(self, embed_dim: int, extra_dim: int = EXTRA_DIM, hidden: int = 128) -> None:
        super().__init__()
        self.proj = nn.Linear(embed_dim, hidden)
        self.mlp = nn.Sequential(
            nn.Linear(3 * hidden + extra_dim, hidden), nn.GELU(), nn.Linear(hidden, 1)
        )

    def forward(self, before: torch.Tensor, after: torch.Tensor, extra: torch.Tensor) -> Any:
        b, a = self.proj(before), self.proj(after)
        return self.mlp(torch.cat([a - b, a * b, a, extra], dim=-1)).squeeze(-1)


def load_encoder(path: str | Path) -> tuple[nn.Module, dict[str, Any]]:
    """The vision model at ``path`` and how to feed it (image size, mean, std)."""
    from transformers import AutoConfig, AutoModel

    source = Path(path)
    if not source.is_dir():
        raise ConfigError(
            f"no vision encoder at {source}",
            hint="give a local directory holding a ViT, SigLIP, DINOv2 or CLIP checkpoint",
        )
    config = AutoConfig.from_pretrained(source)
    model = AutoModel.from_pretrained(source)
    vision = getattr(model, "vision_model", None)
    if config.model_type in ("siglip", "clip", "siglip2") and vision is not None:
        model = vision  # the text tower is not needed
    vision_config = getattr(config, "vision_config", config)
    size = int(getattr(vision_config, "image_size", 224))
    mean, std = [0.5, 0.5, 0.5], [0.5, 0.5, 0.5]
    processor = source / "preprocessor_config.json"
    if processor.exists():
        settings = json.loads(processor.read_text(encoding="utf-8"))
        mean = list(settings.get("image_mean", mean))
        std = list(settings.get("image_std", std))
    return model, {"image_size": size, "mean": mean, "std": std}


def pixels(pngs: Sequence[bytes], size: int, mean: list[float], std: list[float]) -> torch.Tensor:
    """PNG screenshots as a normalised ``(N, 3, size, size)`` batch."""
    import numpy as np
    from PIL import Image

    arrays = []
    for png in pngs:
        with Image.open(io.BytesIO(png)) as image:
            small = image.convert("RGB").resize((size, size), Image.Resampling.BILINEAR)
        arrays.append(np.asarray(small, dtype=np.float32) / 255.0)
    batch = torch.from_numpy(np.stack(arrays)).permute(0, 3, 1, 2)
    m = torch.tensor(mean).view(1, 3, 1, 1)
    s = torch.tensor(std).view(1, 3, 1, 1)
    return (batch - m) / s


def embed(encoder: nn.Module, batch: torch.Tensor) -> torch.Tensor:
    """One vector per image: the pooled output, else the first token."""
    out = encoder(pixel_values=batch)
    pooled = getattr(out, "pooler_output", None)
    return pooled if pooled is not None else out.last_hidden_state[:, 0]


class LearnedCritic:
    """A trained critic: :meth:`score` says how likely a step was valid (0..1)."""

    def __init__(
        self, encoder: nn.Module, head: CriticHead, feed: dict[str, Any], meta: dict[str, Any]
    ) -> None:
        self.encoder = encoder.eval()
        self.head = head.eval()
        self.feed = feed
        self.meta = meta

    def embed(self, pngs: Sequence[bytes]) -> torch.Tensor:
        batch = pixels(pngs, self.feed["image_size"], self.feed["mean"], self.feed["std"])
        return embed(self.encoder, batch)

    @torch.no_grad()
    def score(
        self, before: Any, after: Any, action: Action | None, intent: str, description: str = ""
    ) -> float:
        """The probability that ``action``, taken on ``before`` (an Observation), which led
        to ``after``, was a valid step towards ``intent``."""
        vectors = self.embed([before.png, after.png])
        text = description or (action.describe() if action is not None else "")
        extra = extra_features(action, text, intent, before.width, before.height)
        logit = self.head(vectors[:1], vectors[1:], torch.tensor([extra]))
        return float(torch.sigmoid(logit)[0])

    def save(self, out: Path, *, encoder_path: Path, tuned: bool) -> None:
        """Write the critic to ``out`` (see the module docstring)."""
        from safetensors.torch import save_file

        out.mkdir(parents=True, exist_ok=True)
        where = str(encoder_path.resolve())
        if tuned:
            self.encoder.save_pretrained(out / "encoder")  # type: ignore[operator]
            where = "encoder"
        head = {k: v.detach().contiguous() for k, v in self.head.state_dict().items()}
        save_file(head, str(out / HEAD))
        meta = {
            **self.meta,
            "encoder": where,
            **self.feed,
            "embed_dim": self.head.proj.in_features,
            "hidden": self.head.proj.out_features,
            "extra_dim": EXTRA_DIM,
        }
        (out / META).write_text(json.dumps(meta, indent=2), encoding="utf-8")


def load_critic(path: str | Path) -> LearnedCritic:
    """The critic saved in ``path`` (raises :class:`~m2miner.errors.ConfigError`)."""
    from safetensors.torch import load_file

    root = Path(path)
    if not (root / META).exists():
        raise ConfigError(
            f"no learned critic in {root}",
            hint="train one with `m2miner train --role critic`, or set critic.judge = model",
        )
    meta = json.loads((root / META).read_text(encoding="utf-8"))
    where = Path(meta["encoder"])
    encoder, feed = load_encoder(where if where.is_absolute() else root / where)
    feed = {k: meta.get(k, v) for k, v in feed.items()}
    head = CriticHead(meta["embed_dim"], meta.get("extra_dim", EXTRA_DIM), meta["hidden"])
    head.load_state_dict(load_file(str(root / HEAD)))
    return LearnedCritic(encoder, head, feed, meta)


def build_tiny_vit(path: str | Path, *, seed: int = 0, image_size: int = 64) -> Path:
    """A tiny random-weight ViT saved at ``path``, for tests and the benchmark (no download)."""
    from transformers import ViTConfig, ViTModel

    torch.manual_seed(seed)
    config = ViTConfig(
        image_size=image_size,
        patch_size=16,
        hidden_size=64,
        num_hidden_layers=2,
        num_attention_heads=4,
        intermediate_size=128,
    )
    out = Path(path)
    ViTModel(config).save_pretrained(out)
    return out
