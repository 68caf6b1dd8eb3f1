"""One GRPO step on the tiny Qwen2.5-VL, on CPU."""

from __future__ import annotations

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
