"""One GRPO step on a transformers vision-language model (Qwen2.5-VL style processor).

Each :class:`Sample` is one rollout step as the policy saw it (the screenshot and the
prompt text) with the answer it gave, the reward of its rollout and its group. The step
computes the answer tokens' log-probabilities, takes them as the old policy's too (one
on-policy step: the ratio starts at 1), applies :func:`m2miner.rl.grpo.grpo_loss` and one
optimizer update. Torch and transformers are imported by the caller's model only.
"""

from __future__ import annotations

import io
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


def _chat(sample: Sample) -> list[dict[str, Any]]:
    content: list[dict[str, Any]] = [{"type": "image"}] if sample.image is not None else []
    content.append({"type": "text", "text": sample.prompt})
    return [{"role": "user", "content": content}]


def answer_logprobs(model: Any, processor: Any, sample: Sample, image_side: int = 112) -> Any:
    """Log-probabilities ``[answer tokens]`` of ``sample.completion`` after its prompt."""
    import torch
    from PIL import Image

    head = processor.apply_chat_template(_chat(sample), add_generation_prompt=True, tokenize=False)
    kwargs: dict[str, Any] = {}
    if sample.image is not None:
        image = Image.open(io.BytesIO(sample.image)).convert("RGB")
        kwargs["images"] = [image.resize((image_side, 2 * image_side))]
    prompt_len = processor(text=[head], return_tensors="pt", **kwargs)["input_ids"].shape[1]
    inputs = processor(text=[head + sample.completion], return_tensors="pt", **kwargs)
    logits = model(**inputs.to(model.device)).logits[0].float()
    ids = inputs["input_ids"][0].to(logits.device)
    logp = torch.log_softmax(logits[prompt_len - 1 : -1], dim=-1)
    return logp.gather(1, ids[prompt_len:, None])[:, 0]


def grpo_step(
    model: Any,
    processor: Any,
    optimizer: Any,
    samples: Sequence[Sample],
    coefficients: GrpoCoefficients = GrpoCoefficients(),
) -> dict[str, float]:
    """One update of ``model`` on ``samples``; the loss and the statistics of the batch."""
    import torch

    model.train()
    per_sample = [answer_logprobs(model, processor, s) for s in samples]
    width = max(len(t) for t in per_sample)
    mask = torch.zeros(len(samples), width, device=per_sample[0].device)
    rows = []
    for i, values in enumerate(per_sample):
        rows.append(torch.nn.functional.pad(values, (0, width - len(values))))
        mask[i, : len(values)] = 1.0
    logp = torch.stack(rows)
    out = grpo_loss(
        logp,
        logp.detach(),
        torch.tensor([s.reward for s in samples]),
        torch.tensor([s.group for s in samples]),
        mask,
        coefficients=coefficients,
    )
    optimizer.zero_grad()
    out.loss.backward()
    optimizer.step()
    model.eval()
    return {"loss": float(out.loss.detach()), **out.stats}
