"""The GRPO objective as a pure function of log-probabilities, rewards and a mask.

What it computes, per token ``t`` of rollout ``i`` (every coefficient in :class:`GrpoCoefficients`):

- **group baseline, no std normalisation**: ``A_i = r_i - mean(r_j for j in i's group)``;
  dividing by the group's std would weight near-solved and near-failed tasks up, which
  biases the objective (Dr. GRPO);
- **asymmetric clipping**: ``ratio = exp(logp - old_logp)``, the surrogate
  ``min(ratio * A, clip(ratio, 1 - eps_lo, 1 + eps_hi) * A)``; a higher upper bound lets
  rare tokens with positive advantage grow (DAPO's clip-higher);
- **dual clip** for negative advantages: the surrogate is at least ``dual_clip * A``, so
  a token whose ratio has exploded cannot dominate the loss;
- **one-sided truncated importance weights** for the mismatch between the policy that
  sampled (``behaviour_logp``, e.g. the inference engine) and the old policy the ratio is
  taken against: ``w = min(exp(old_logp - behaviour_logp), is_cap)``, without gradient
  (a token whose behaviour log-probability is unknown, NaN, has weight 1);
- **length normalisation independent of the mask**: the masked sum is divided by
  ``rollouts * max_length`` (a constant), not by the number of unmasked tokens, so a
  token's weight does not depend on how long its rollout or its batch happened to be.

Torch is imported inside the functions: importing this module costs nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import torch


@dataclass(frozen=True)
class GrpoCoefficients:
    """Every knob of :func:`grpo_loss`."""

    eps_lo: float = 0.2
    """Lower clip: the ratio is clipped at ``1 - eps_lo``."""
    eps_hi: float = 0.28
    """Upper clip: the ratio is clipped at ``1 + eps_hi``."""
    dual_clip: float | None = 3.0
    """Bound ``c`` (> 1) on the surrogate of negative advantages (``c * A``); None: off."""
    is_cap: float | None = 2.0
    """Cap on the behaviour-to-old importance weight; None: no weights even if given."""
    max_length: int | None = None
    """The constant length the masked sum is divided by; None: the mask's width."""

    def __post_init__(self) -> None:
        if not (0 <= self.eps_lo < 1 and self.eps_hi >= 0):
            raise ValueError(f"clip range must satisfy 0 <= eps_lo < 1, eps_hi >= 0: {self}")
        if self.dual_clip is not None and self.dual_clip <= 1:
            raise ValueError(f"dual_clip must be above 1, got {self.dual_clip}")
        if self.is_cap is not None and self.is_cap <= 0:
            raise ValueError(f"is_cap must be positive, got {self.is_cap}")
        if self.max_length is not None and self.max_length < 1:
            raise ValueError(f"max_length must be at least 1, got {self.max_length}")


@dataclass(frozen=True)
class GrpoOutput:
    """The loss to minimise and what it is made of."""

    loss: torch.Tensor
    advantages: torch.Tensor
    stats: dict[str, float]


def group_advantages(rewards: torch.Tensor, groups: torch.Tensor) -> torch.Tensor:
    """``r_i`` minus the mean reward of ``i``'s group (``groups[i]`` names it); no std."""
    import torch

    rewards = rewards.to(torch.float64)
    ids, index = torch.unique(groups, return_inverse=True)
    sums = torch.zeros(len(ids), dtype=rewards.dtype).index_add_(0, index, rewards)
    counts = torch.zeros(len(ids), dtype=rewards.dtype).index_add_(
        0, index, torch.ones_like(rewards)
    )
    return rewards - (sums / counts)[index]


def grpo_loss(
    logp: torch.Tensor,
    old_logp: torch.Tensor,
    rewards: torch.Tensor,
    groups: torch.Tensor,
    mask: torch.Tensor,
    *,
    behaviour_logp: torch.Tensor | None = None,
    coefficients: GrpoCoefficients = GrpoCoefficients(),
    advantages: torch.Tensor | None = None,
) -> GrpoOutput:
    """The GRPO loss of a batch of rollouts (see the module docstring).

    ``logp``, ``old_logp``, ``behaviour_logp`` and ``mask`` are ``[rollouts, tokens]``
    (log-probabilities of the sampled tokens; the mask is 1 on the tokens the policy
    generated); ``rewards`` and ``groups`` are ``[rollouts]``. Gradients flow through
    ``logp`` only. ``advantages`` (``[rows]``), when given, replace the group baseline's:
    for rows that are steps of multi-step rollouts, whose baseline is taken over the
    group's rollouts rather than over its steps (:func:`group_advantages` on the
    rollouts, repeated for each step). ``behaviour_logp`` may hold NaN where the sampler's
    log-probability is unknown: those tokens have weight 1.
    """
    import torch

    c = coefficients
    if advantages is None:
        advantages = group_advantages(rewards, groups)
    advantages = advantages.to(logp.dtype)
    adv = advantages[:, None]
    ratio = torch.exp(logp - old_logp.detach())
    clipped = torch.clamp(ratio, 1 - c.eps_lo, 1 + c.eps_hi)
    surrogate = torch.minimum(ratio * adv, clipped * adv)
    dual = torch.zeros_like(surrogate, dtype=torch.bool)
    if c.dual_clip is not None:
        bound = c.dual_clip * adv
        dual = (adv < 0) & (surrogate < bound)
        surrogate = torch.where(dual, bound.expand_as(surrogate), surrogate)
    mask = mask.to(logp.dtype)
    weight = torch.ones_like(surrogate)
    known = torch.zeros_like(mask)
    if behaviour_logp is not None and c.is_cap is not None:
        known = (~torch.isnan(behaviour_logp)).to(mask.dtype) * mask
        raw = torch.exp(old_logp.detach() - torch.nan_to_num(behaviour_logp)).to(logp.dtype)
        weight = torch.where(known > 0, raw.clamp(max=c.is_cap), weight)
        surrogate = surrogate * weight
    max_length = c.max_length or mask.shape[1]
    loss = -(surrogate * mask).sum() / (mask.shape[0] * max_length)
    stats = _stats(ratio, clipped, dual, mask, rewards)
    weighted = float(known.sum())
    stats["is_tokens"] = weighted
    stats["is_weight_mean"] = float((weight * known).sum()) / weighted if weighted else 1.0
    capped = (weight >= c.is_cap).to(mask.dtype) * known if c.is_cap is not None else known * 0
    stats["is_truncated_fraction"] = float(capped.sum()) / weighted if weighted else 0.0
    return GrpoOutput(loss, advantages, stats)


def _stats(
    ratio: torch.Tensor,
    clipped: torch.Tensor,
    dual: torch.Tensor,
    mask: torch.Tensor,
    rewards: torch.Tensor,
) -> dict[str, Any]:
    tokens = float(mask.sum().clamp(min=1))
    was_clipped = (ratio != clipped).to(mask.dtype) * mask
    return {
        "reward_mean": float(rewards.float().mean()),
        "reward_std": float(rewards.float().std()) if len(rewards) > 1 else 0.0,
        "clip_fraction": float(was_clipped.sum()) / tokens,
        "dual_clip_fraction": float((dual.to(mask.dtype) * mask).sum()) / tokens,
        "ratio_mean": float((ratio.detach() * mask).sum()) / tokens,
        "tokens": tokens,
    }
