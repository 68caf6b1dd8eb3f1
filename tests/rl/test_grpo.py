"""The GRPO loss against values computed by hand."""

from __future__ import annotations

import math

import pytest

torch = pytest.importorskip("torch")

from m2miner.rl.grpo import GrpoCoefficients, group_advantages, grpo_loss  # noqa: E402

# One group of two rollouts, rewards 1 and 0: advantages +0.5 and -0.5. Ratios per token;
# rollout 1's last token is padding.
RATIOS = [[1.5, 0.5, 1.1], [5.0, 0.5, 1.0]]
MASK = [[1.0, 1.0, 1.0], [1.0, 1.0, 0.0]]


def _loss(**kwargs: object) -> tuple[float, torch.Tensor, dict[str, float]]:
    behaviour = kwargs.pop("behaviour", None)
    ratios = kwargs.pop("ratios", RATIOS)
    mask = kwargs.pop("mask", MASK)
    logp = torch.log(torch.tensor(ratios, dtype=torch.float64)).requires_grad_()
    old = torch.zeros_like(logp)
    out = grpo_loss(
        logp,
        old,
        torch.tensor([1.0, 0.0]),
        torch.tensor([7, 7]),
        torch.tensor(mask),
        behaviour_logp=None if behaviour is None else torch.tensor(behaviour),
        coefficients=GrpoCoefficients(**kwargs),  # type: ignore[arg-type]
    )
    out.loss.backward()
    assert logp.grad is not None
    return float(out.loss.detach()), logp.grad, out.stats


def test_group_baseline_without_std() -> None:
    adv = group_advantages(torch.tensor([1.0, 0.0, 0.0, 1.0, 1.0]), torch.tensor([0, 0, 0, 5, 5]))
    assert adv.tolist() == pytest.approx([2 / 3, -1 / 3, -1 / 3, 0.0, 0.0])


def test_asymmetric_clip_and_dual_clip() -> None:
    # Rollout 0 (A=+0.5): 1.5 is clipped to 1.28 -> 0.64; 0.5 -> min(0.25, 0.4) = 0.25;
    # 1.1 -> 0.55. Rollout 1 (A=-0.5): 5.0 -> min(-2.5, -0.64) = -2.5, dual-clipped to
    # 3 * -0.5 = -1.5; 0.5 -> min(-0.25, -0.4) = -0.4. Sum -0.46 over 2 rollouts x 4.
    loss, grad, stats = _loss(max_length=4)
    assert loss == pytest.approx(0.46 / 8)
    # Clipped and dual-clipped tokens get no gradient; 0.5 at A=+0.5: -0.5 * 0.5 / 8.
    assert grad[0, 0] == 0 and grad[1, 0] == 0 and grad[1, 2] == 0
    assert float(grad[0, 1]) == pytest.approx(-0.25 / 8)
    assert float(grad[1, 1]) == pytest.approx(0.0)  # clipped at 0.8 with A < 0
    assert stats["dual_clip_fraction"] == pytest.approx(1 / 5)
    assert stats["clip_fraction"] == pytest.approx(4 / 5)


def test_symmetric_clip_and_no_dual_clip() -> None:
    assert _loss(max_length=4, eps_hi=0.2)[0] == pytest.approx(0.50 / 8)  # 0.6 not 0.64
    # Without the dual clip the exploded token counts in full: sum -1.46.
    assert _loss(max_length=4, dual_clip=None)[0] == pytest.approx(1.46 / 8)


def test_truncated_importance_weights() -> None:
    # old - behaviour: ln 4 on token (0, 0) -> weight min(4, 2) = 2; ln 0.25 on (1, 1)
    # -> 0.25 (one-sided: small weights are kept). Sum 2*0.64 + 0.25 + 0.55 - 1.5
    # - 0.25*0.4 = 0.48.
    behaviour = [[-math.log(4), 0.0, 0.0], [0.0, math.log(4), 0.0]]
    assert _loss(max_length=4, behaviour=behaviour)[0] == pytest.approx(-0.48 / 8)
    assert _loss(max_length=4, behaviour=behaviour, is_cap=None)[0] == pytest.approx(0.46 / 8)
    assert _loss(max_length=4, behaviour=behaviour, is_cap=8.0)[0] == pytest.approx(
        -(4 * 0.64 + 0.25 + 0.55 - 1.5 - 0.1) / 8
    )


def test_unknown_behaviour_logprobs_weigh_one() -> None:
    # Token (0, 0)'s sampler log-prob is unknown (NaN): weight 1, so it counts 0.64 as
    # without weights; (1, 1) keeps 0.25. Sum 0.64 + 0.25 + 0.55 - 1.5 - 0.1 = -0.16.
    behaviour = [[math.nan, 0.0, 0.0], [0.0, math.log(4), 0.0]]
    loss, _, stats = _loss(max_length=4, behaviour=behaviour)
    assert loss == pytest.approx(0.16 / 8)
    # Four unmasked tokens have a weight: 1, 1, 1, 0.25; none reaches the cap.
    assert stats["is_tokens"] == 4
    assert stats["is_weight_mean"] == pytest.approx(3.25 / 4)
    assert stats["is_truncated_fraction"] == 0.0
    _, _, stats = _loss(max_length=4, behaviour=[[-math.log(4), 0, 0], [0, math.log(4), 0]])
    assert stats["is_weight_mean"] == pytest.approx((2 + 1 + 1 + 1 + 0.25) / 5)
    assert stats["is_truncated_fraction"] == pytest.approx(1 / 5)
    assert _loss(max_length=4)[2]["is_tokens"] == 0


def test_length_normalisation_ignores_the_mask() -> None:
    # Masking token (0, 2) removes its 0.55 and keeps the denominator 2 x 4.
    mask = [[1.0, 1.0, 0.0], [1.0, 1.0, 0.0]]
    assert _loss(max_length=4, mask=mask)[0] == pytest.approx((0.46 + 0.55) / 8)
    # A padded token's value does not matter; the default length is the mask's width (3).
    ratios = [[1.5, 0.5, 1.1], [5.0, 0.5, 9.0]]
    assert _loss(ratios=ratios)[0] == pytest.approx(0.46 / 6)


def test_coefficients_are_checked() -> None:
    with pytest.raises(ValueError, match="dual_clip"):
        GrpoCoefficients(dual_clip=0.5)
    with pytest.raises(ValueError, match="clip range"):
        GrpoCoefficients(eps_lo=1.5)


def test_given_advantages_replace_the_group_baseline() -> None:
    # Steps of multi-step rollouts: the baseline is the rollouts', handed in per row.
    # Ratios 1 on one token per row: each row contributes -A; rows 0 and 1 are two steps
    # of a rollout with advantage +0.5, row 2 the single step of one with -0.5.
    logp = torch.zeros(3, 1, dtype=torch.float64, requires_grad=True)
    out = grpo_loss(
        logp,
        torch.zeros(3, 1, dtype=torch.float64),
        torch.tensor([1.0, 1.0, 0.0]),
        torch.tensor([0, 0, 0]),
        torch.ones(3, 1),
        advantages=torch.tensor([0.5, 0.5, -0.5]),
    )
    assert out.advantages.tolist() == [0.5, 0.5, -0.5]
    # Without them the baseline would be the mean over rows (2/3), not over rollouts.
    assert float(out.loss) == pytest.approx(-(0.5 + 0.5 - 0.5) / 3)
    assert group_advantages(torch.tensor([1.0, 1.0, 0.0]), torch.tensor([0, 0, 0])).tolist() == (
        pytest.approx([1 / 3, 1 / 3, -2 / 3])
    )
