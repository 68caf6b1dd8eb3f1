"""``m2miner train --role critic``: fit the learned critic on mined trees.

The encoder is frozen by default: each distinct screenshot is embedded once and only the
head learns (seconds on a CPU). ``tune_encoder`` trains the encoder too, at a tenth of
the head's learning rate (a GPU is then worth it). Samples come from the stores in
``data`` (:mod:`m2miner.critic.learned.data`); the loss is binary cross-entropy weighted
by each sample's weight, valid and invalid steps balanced to the same total weight.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import torch

from m2miner.critic.learned.data import Sample, open_data_store, store_samples
from m2miner.critic.learned.features import extra_features
from m2miner.critic.learned.model import (
    CriticHead,
    LearnedCritic,
    embed,
    load_encoder,
    pixels,
)
from m2miner.devices.screens import png_size
from m2miner.errors import ConfigError

Key = tuple[int, str]
"""A screenshot: the index of its store in ``data``, its content hash."""


@dataclass(frozen=True)
class CriticTraining:
    """How the critic is trained."""

    epochs: int = 60
    lr: float = 1e-3
    batch_size: int = 16
    hidden: int = 128
    tune_encoder: bool = False
    seed: int = 0
    judge_margin: float | None = 0.2
    """Confidence a judge sample needs (None: no judge samples, verified paths only)."""
    apps: tuple[str, ...] = ()
    """Train only on trees of these apps (empty: every app)."""


@dataclass
class CriticReport:
    samples: int
    sources: dict[str, int]
    losses: list[float] = field(default_factory=list)
    accuracy: float = 0.0
    seconds: float = 0.0
    out: Path | None = None


def train_critic(
    encoder_path: Path,
    data: Sequence[Path],
    out: Path,
    options: CriticTraining = CriticTraining(),
    on_epoch: Callable[[int, float], None] | None = None,
) -> CriticReport:
    """Train a critic on the trees stored in ``data`` and save it to ``out``."""
    started = time.perf_counter()
    torch.manual_seed(options.seed)
    encoder, feed = load_encoder(encoder_path)
    samples, images = _load(data, options, feed)
    if not samples:
        raise ConfigError(
            f"no critic training samples in {', '.join(map(str, data))}",
            hint="mine trees first (verified successes or judged steps), then train",
        )
    critic = fit(encoder, feed, samples, images, options, on_epoch)
    report = critic_report(critic, samples, images, options)
    critic.meta.update({"samples": len(samples), "sources": report.sources, "version": 1})
    critic.save(out, encoder_path=encoder_path, tuned=options.tune_encoder)
    report.out, report.seconds = out, time.perf_counter() - started
    return report


def _load(
    data: Sequence[Path], options: CriticTraining, feed: dict[str, object]
) -> tuple[list[tuple[int, Sample]], Images]:
    samples: list[tuple[int, Sample]] = []
    images = Images({}, {})
    size = int(feed["image_size"])  # type: ignore[call-overload]
    for index, directory in enumerate(data):
        with open_data_store(directory) as store:
            for sample in store_samples(store, judge_margin=options.judge_margin):
                if options.apps and sample.app not in options.apps:
                    continue
                for digest in (sample.before, sample.after):
                    if (index, digest) not in images.pixels:
                        png = store.screenshots.get(digest)
                        batch = pixels([png], size, feed["mean"], feed["std"])  # type: ignore[arg-type]
                        images.pixels[(index, digest)] = batch[0]
                        images.sizes[(index, digest)] = png_size(png)
                samples.append((index, sample))
    return samples, images


@dataclass(frozen=True)
class Images:
    """Every screenshot the samples show: pixels ready for the encoder, and the size in
    device pixels (for the action's coordinates)."""

    pixels: dict[Key, torch.Tensor]
    sizes: dict[Key, tuple[int, int]]


def fit(
    encoder: torch.nn.Module,
    feed: dict[str, object],
    samples: list[tuple[int, Sample]],
    images: Images,
    options: CriticTraining,
    on_epoch: Callable[[int, float], None] | None = None,
) -> LearnedCritic:
    """Train a head (and the encoder with ``tune_encoder``) on ``samples``."""
    dim = _embed_dim(encoder, images)
    head = CriticHead(dim, hidden=options.hidden)
    params = [{"params": head.parameters(), "lr": options.lr}]
    if options.tune_encoder:
        params.append({"params": encoder.parameters(), "lr": options.lr / 10})
    else:
        encoder.requires_grad_(False)
    optimizer = torch.optim.AdamW(params)
    extra = {id(s): _extra(s, images.sizes[(i, s.before)]) for i, s in samples}
    balance = _class_weights(samples)
    frozen = None if options.tune_encoder else _embed_all(encoder, images)
    rng = random.Random(options.seed)
    order = list(samples)
    losses: list[float] = []
    for epoch in range(options.epochs):
        rng.shuffle(order)
        encoder.train(options.tune_encoder)
        head.train()
        total, weight = 0.0, 0.0
        for start in range(0, len(order), options.batch_size):
            batch = order[start : start + options.batch_size]
            before, after = _vectors(encoder, images, frozen, batch)
            x = torch.stack([extra[id(s)] for _, s in batch])
            y = torch.tensor([s.label for _, s in batch])
            w = torch.tensor([s.weight * balance[s.label >= 0.5] for _, s in batch])
            loss = torch.nn.functional.binary_cross_entropy_with_logits(
                head(before, after, x), y, weight=w, reduction="sum"
            ) / w.sum().clamp(min=1e-6)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            total += float(loss.detach()) * float(w.sum())
            weight += float(w.sum())
        losses.append(total / max(weight, 1e-6))
        if on_epoch is not None:
            on_epoch(epoch, losses[-1])
    critic = LearnedCritic(encoder, head, dict(feed), {"losses": losses})
    return critic


def critic_report(
    critic: LearnedCritic,
    samples: list[tuple[int, Sample]],
    images: Images,
    options: CriticTraining,
) -> CriticReport:
    """Counts by source, the epochs' losses and the accuracy on the training samples."""
    correct = 0
    with torch.no_grad():
        frozen = _embed_all(critic.encoder, images)
        for start in range(0, len(samples), 256):
            batch = samples[start : start + 256]
            before, after = _vectors(critic.encoder, images, frozen, batch)
            x = torch.stack([_extra(s, images.sizes[(i, s.before)]) for i, s in batch])
            p = torch.sigmoid(critic.head(before, after, x))
            correct += sum(
                int((float(q) >= 0.5) == (s.label >= 0.5))
                for q, (_, s) in zip(p, batch, strict=True)
            )
    sources: dict[str, int] = dict(Counter(s.source for _, s in samples))
    losses = list(critic.meta.get("losses", []))
    return CriticReport(len(samples), sources, losses, correct / len(samples))


def _class_weights(samples: list[tuple[int, Sample]]) -> dict[bool, float]:
    """Weights that give valid and invalid steps the same total weight (verified paths
    and their siblings are rarely balanced)."""
    totals = {True: 0.0, False: 0.0}
    for _, s in samples:
        totals[s.label >= 0.5] += s.weight
    mean = (totals[True] + totals[False]) / 2
    return {k: mean / v if v else 1.0 for k, v in totals.items()}


def _extra(sample: Sample, size: tuple[int, int]) -> torch.Tensor:
    width, height = size
    values = extra_features(sample.action, sample.description, sample.intent, width, height)
    return torch.tensor(values, dtype=torch.float32)


def _embed_dim(encoder: torch.nn.Module, images: Images) -> int:
    with torch.no_grad():
        first = next(iter(images.pixels.values()))
        return int(embed(encoder.eval(), first.unsqueeze(0)).shape[-1])


def _embed_all(encoder: torch.nn.Module, images: Images) -> dict[Key, torch.Tensor]:
    keys = list(images.pixels)
    out: dict[Key, torch.Tensor] = {}
    encoder.eval()
    with torch.no_grad():
        for start in range(0, len(keys), 64):
            chunk = keys[start : start + 64]
            vectors = embed(encoder, torch.stack([images.pixels[k] for k in chunk]))
            out.update(zip(chunk, vectors, strict=True))
    return out


def _vectors(
    encoder: torch.nn.Module,
    images: Images,
    frozen: dict[Key, torch.Tensor] | None,
    batch: list[tuple[int, Sample]],
) -> tuple[torch.Tensor, torch.Tensor]:
    if frozen is not None:
        before = torch.stack([frozen[(i, s.before)] for i, s in batch])
        after = torch.stack([frozen[(i, s.after)] for i, s in batch])
        return before, after
    pairs = [images.pixels[(i, s.before)] for i, s in batch]
    pairs += [images.pixels[(i, s.after)] for i, s in batch]
    vectors = embed(encoder, torch.stack(pairs))
    return vectors[: len(batch)], vectors[len(batch) :]
