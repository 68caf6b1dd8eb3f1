"""One GRPO step on a transformers vision-language model (Qwen2.5-VL style processor).

Each :class:`Sample` is one rollout step as the policy saw it (the screenshot and the
prompt text) with the answer it gave, the reward of its rollout and its group. An update
computes the answer tokens' log-probabilities under the model as it is (the old policy),
then for each inner step the current ones, applies :func:`m2miner.rl.grpo.grpo_loss` and
one optimizer update (the first update is on-policy: its ratio is 1). Samples that carry
the sampling policy's token log-probabilities (``behaviour``) are weighted by the
truncated importance weight ``min(exp(old - behaviour), is_cap)``; the others by 1. Torch and
transformers are imported by the caller's model only.
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from m2miner.rl.grpo import GrpoCoefficients, grpo_loss


@dataclass(frozen=True)
class Sample:
    """A prompt (screenshot PNG and text), the policy's answer, its reward and group."""

    prompt: str
    image: bytes | None
    completion: str
    reward: float
    group: int
    system: str = ""
    """The system turn before the prompt ("" for none)."""
    behaviour: tuple[tuple[str, float], ...] | None = None
    """The sampling policy's log-prob of each answer token, with the token's text (None:
    unknown). Used for the truncated importance weight on the tokens where they agree with
    the answer's tokens as this model's processor splits them (see
    :func:`behaviour_logprobs`); elsewhere the weight is 1."""


def _chat(sample: Sample) -> list[dict[str, Any]]:
    # Text, then the screen: the order of the InferAgent's user turn.
    content: list[dict[str, Any]] = [{"type": "text", "text": sample.prompt}]
    if sample.image is not None:
        content.append({"type": "image"})
    system = [{"role": "system", "content": [{"type": "text", "text": sample.system}]}]
    return [*(system if sample.system else []), {"role": "user", "content": content}]


def _encode(processor: Any, sample: Sample, image_side: int) -> tuple[Any, int]:
    """The processor's inputs for prompt and answer, and the prompt's length in tokens."""
    from PIL import Image

    head = processor.apply_chat_template(_chat(sample), add_generation_prompt=True, tokenize=False)
    kwargs: dict[str, Any] = {}
    if sample.image is not None:
        image = Image.open(io.BytesIO(sample.image)).convert("RGB")
        kwargs["images"] = [image.resize((image_side, 2 * image_side))]
    prompt_len = processor(text=[head], return_tensors="pt", **kwargs)["input_ids"].shape[1]
    inputs = processor(text=[head + sample.completion], return_tensors="pt", **kwargs)
    return inputs, int(prompt_len)


def answer_logprobs(model: Any, processor: Any, sample: Sample, image_side: int = 112) -> Any:
    """Log-probabilities ``[answer tokens]`` of ``sample.completion`` after its prompt."""
    import torch

    inputs, prompt_len = _encode(processor, sample, image_side)
    logits = model(**inputs.to(model.device)).logits[0].float()
    ids = inputs["input_ids"][0].to(logits.device)
    logp = torch.log_softmax(logits[prompt_len - 1 : -1], dim=-1)
    return logp.gather(1, ids[prompt_len:, None])[:, 0]


def answer_tokens(processor: Any, sample: Sample, image_side: int = 112) -> list[str]:
    """The decoded text of each answer token, in the order :func:`answer_logprobs` scores."""
    inputs, prompt_len = _encode(processor, sample, image_side)
    ids = inputs["input_ids"][0][prompt_len:].tolist()
    return [processor.tokenizer.decode([i]) for i in ids]


def behaviour_logprobs(processor: Any, sample: Sample, image_side: int = 112) -> Any:
    """``sample.behaviour`` as a ``[answer tokens]`` tensor aligned with
    :func:`answer_logprobs`, or None when unknown.

    The sampler's tokens are compared with the processor's split of the answer text: they
    agree on a prefix (all of it when the text re-tokenises alike), whose log-probs are
    the same conditionals under both, and the rest is NaN (weight 1). The prefix ends at
    the first token that differs or that decodes to a partial character (U+FFFD), since
    such text no longer tells the token apart. None when no token agrees."""
    import torch

    if sample.behaviour is None:
        return None
    tokens = answer_tokens(processor, sample, image_side)
    values = [math.nan] * len(tokens)
    for i, (mine, (theirs, logprob)) in enumerate(zip(tokens, sample.behaviour, strict=False)):
        if mine != theirs or "\ufffd" in mine:
            break
        values[i] = logprob
    if not values or math.isnan(values[0]):
        return None
    return torch.tensor(values, dtype=torch.float32)


def _padded(per_sample: Sequence[Any]) -> tuple[Any, Any]:
    """Rows of unequal length as one ``[rows, longest]`` tensor and its mask."""
    import torch

    width = max(len(t) for t in per_sample)
    mask = torch.zeros(len(per_sample), width, device=per_sample[0].device)
    rows = []
    for i, values in enumerate(per_sample):
        rows.append(torch.nn.functional.pad(values, (0, width - len(values))))
        mask[i, : len(values)] = 1.0
    return torch.stack(rows), mask


def grpo_update(
    model: Any,
    processor: Any,
    optimizer: Any,
    samples: Sequence[Sample],
    coefficients: GrpoCoefficients = GrpoCoefficients(),
    *,
    advantages: Sequence[float] | None = None,
    inner_steps: int = 1,
    max_grad_norm: float | None = None,
    image_side: int = 112,
) -> list[dict[str, float]]:
    """``inner_steps`` updates of ``model`` on ``samples``, each against the answers'
    log-probabilities before the first (the old policy), so the ratio moves and the clips
    act from the second update on. ``advantages`` (one per sample) replace the group
    baseline of the samples' rewards. The statistics of each update, in order."""
    import torch

    if inner_steps < 1:
        raise ValueError(f"inner_steps must be at least 1, got {inner_steps}")
    model.eval()
    with torch.no_grad():
        old_rows = [answer_logprobs(model, processor, s, image_side) for s in samples]
    old, _ = _padded(old_rows)
    behaviour, weighted = _behaviour(processor, samples, old_rows, image_side)
    rewards = torch.tensor([s.reward for s in samples])
    groups = torch.tensor([s.group for s in samples])
    given = torch.tensor(list(advantages), dtype=torch.float64) if advantages is not None else None
    history = []
    for _ in range(inner_steps):
        model.train()
        logp, mask = _padded([answer_logprobs(model, processor, s, image_side) for s in samples])
        out = grpo_loss(
            logp, old, rewards, groups, mask, behaviour_logp=behaviour,
            coefficients=coefficients, advantages=given,
        )  # fmt: skip
        optimizer.zero_grad()
        out.loss.backward()
        if max_grad_norm is not None:
            params = [p for p in model.parameters() if p.requires_grad]
            torch.nn.utils.clip_grad_norm_(params, max_grad_norm)
        optimizer.step()
        history.append({"loss": float(out.loss.detach()), **out.stats, **weighted})
    model.eval()
    return history


def _behaviour(
    processor: Any, samples: Sequence[Sample], old_rows: Sequence[Any], image_side: int
) -> tuple[Any, dict[str, float]]:
    """The ``[rows, tokens]`` behaviour log-probs (NaN where unknown; None if all are) and
    how many rows carried them and in how many at least one token agreed."""
    import torch

    rows = [behaviour_logprobs(processor, s, image_side) for s in samples]
    counts = {
        "behaviour_rows": float(sum(s.behaviour is not None for s in samples)),
        "behaviour_used": float(sum(r is not None for r in rows)),
    }
    if not counts["behaviour_used"]:
        return None, counts
    filled = [
        r.to(old.device, old.dtype) if r is not None else torch.full_like(old, math.nan)
        for r, old in zip(rows, old_rows, strict=True)
    ]
    return _padded(filled)[0], counts


def grpo_step(
    model: Any,
    processor: Any,
    optimizer: Any,
    samples: Sequence[Sample],
    coefficients: GrpoCoefficients = GrpoCoefficients(),
) -> dict[str, float]:
    """One on-policy update of ``model`` on ``samples`` (the ratio is 1); the loss and the
    statistics of the batch."""
    return grpo_update(model, processor, optimizer, samples, coefficients)[0]
