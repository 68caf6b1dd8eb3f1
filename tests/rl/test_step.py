"""One GRPO step on the tiny Qwen2.5-VL, on CPU."""

from __future__ import annotations

import math
from dataclasses import replace
from pathlib import Path

import pytest

from m2miner.action_parse import format_tool_call
from m2miner.actions import Action
from m2miner.devices.sim.device import SimDevice
from m2miner.rl.grpo import GrpoCoefficients
from m2miner.rl.step import Sample, answer_logprobs, grpo_step


def test_a_step_raises_the_rewarded_answer_and_lowers_the_other(tiny_model_dir: Path) -> None:
    torch = pytest.importorskip("torch")
    from transformers import AutoModelForImageTextToText, AutoProcessor

    torch.manual_seed(0)
    model = AutoModelForImageTextToText.from_pretrained(tiny_model_dir).eval()
    processor = AutoProcessor.from_pretrained(tiny_model_dir)
    png = SimDevice("maps", width=360, height=800).observe().png
    good = format_tool_call(Action("click", x=900, y=2172), "qwen25", 1080, 2400, "Open")
    bad = format_tool_call(Action("system_button", button="Back"), "qwen25", 1080, 2400, "Back")
    samples = [
        Sample("Open your Recents", png, good, 1.0, 0),
        Sample("Open your Recents", png, bad, 0.0, 0),
    ]
    with torch.no_grad():
        first = [answer_logprobs(model, processor, s) for s in samples]
    before = [float(t.sum()) for t in first]
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05)
    stats = grpo_step(model, processor, optimizer, samples, GrpoCoefficients(max_length=256))
    with torch.no_grad():
        after = [float(answer_logprobs(model, processor, s).sum()) for s in samples]
    # On-policy: ratio 1, nothing clipped; advantages +0.5 and -0.5.
    assert stats["reward_mean"] == 0.5 and stats["clip_fraction"] == 0.0
    assert stats["ratio_mean"] == pytest.approx(1.0)
    # Each answer token contributes -A (ratio 1), over 2 rollouts x the constant 256.
    n_good, n_bad = (len(t) for t in first)
    assert stats["loss"] == pytest.approx(-(0.5 * n_good - 0.5 * n_bad) / 512)
    assert stats["tokens"] == n_good + n_bad
    assert after[0] > before[0] and after[1] < before[1]


def test_stored_behaviour_logprobs_weigh_tokens_truncated_at_the_cap(
    tiny_model_dir: Path,
) -> None:
    torch = pytest.importorskip("torch")
    from transformers import AutoModelForImageTextToText, AutoProcessor

    from m2miner.rl.step import answer_tokens, grpo_update

    torch.manual_seed(0)
    model = AutoModelForImageTextToText.from_pretrained(tiny_model_dir).eval()
    processor = AutoProcessor.from_pretrained(tiny_model_dir)
    good = format_tool_call(Action("click", x=900, y=2172), "qwen25", 1080, 2400, "Open")
    bad = format_tool_call(Action("system_button", button="Back"), "qwen25", 1080, 2400, "Back")
    plain = Sample("Open your Recents", None, good, 1.0, 0)
    with torch.no_grad():
        old = answer_logprobs(model, processor, plain).tolist()
    tokens = answer_tokens(processor, plain)
    # The sampler put ln 4 less on token 0 (weight 4, truncated to the cap 2) and ln 4 more
    # on token 1 (weight 1/4, kept: the weight is one-sided); the rest as the trainer does.
    shift = [-math.log(4), math.log(4)] + [0.0] * (len(old) - 2)
    behaviour = tuple((t, lp + d) for t, lp, d in zip(tokens, old, shift, strict=True))
    weighted = replace(plain, behaviour=behaviour)
    other = Sample("Open your Recents", None, bad, 0.0, 0)
    n_good = len(old)
    with torch.no_grad():
        n_bad = len(answer_logprobs(model, processor, other))
    coefficients = GrpoCoefficients(max_length=256, is_cap=2.0)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.0)
    (stats,) = grpo_update(model, processor, optimizer, [weighted, other], coefficients)
    # On-policy (ratio 1): each token adds -A * w; A = +0.5 and -0.5, over 2 x 256.
    weights = 2.0 + 0.25 + (n_good - 2)
    assert stats["loss"] == pytest.approx(-(0.5 * weights - 0.5 * n_bad) / 512, rel=1e-4)
    assert (stats["behaviour_rows"], stats["behaviour_used"]) == (1.0, 1.0)
    assert stats["is_tokens"] == n_good
    assert stats["is_weight_mean"] == pytest.approx(weights / n_good, rel=1e-4)
    assert stats["is_truncated_fraction"] == pytest.approx(1 / n_good)
    # The sampler split the answer otherwise from token 3 on: tokens 0-2 are weighted
    # (2, 1/4, 1), the rest weigh 1, so the loss is as above.
    split = replace(plain, behaviour=(*behaviour[:3], ("x", 0.0), *behaviour[4:]))
    (stats,) = grpo_update(model, processor, optimizer, [split, other], coefficients)
    assert stats["loss"] == pytest.approx(-(0.5 * weights - 0.5 * n_bad) / 512, rel=1e-4)
    assert (stats["behaviour_used"], stats["is_tokens"]) == (1.0, 3)
    assert stats["is_weight_mean"] == pytest.approx(3.25 / 3, rel=1e-4)
    # No token agrees: not used, weight 1.
    wrong = replace(plain, behaviour=tuple(("x", lp) for _, lp in behaviour))
    (stats,) = grpo_update(model, processor, optimizer, [wrong, other], coefficients)
    assert (stats["behaviour_rows"], stats["behaviour_used"]) == (1.0, 0.0)
    assert stats["loss"] == pytest.approx(-(0.5 * n_good - 0.5 * n_bad) / 512, rel=1e-4)
    assert stats["is_tokens"] == 0
