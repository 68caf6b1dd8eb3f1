"""HFModel on the tiny Qwen-VL: real generation, real first-token logits, token counts."""

from __future__ import annotations

import io
import threading
from pathlib import Path

import pytest

from tests.llm.llm_helpers import png_image

pytest.importorskip("transformers")

import torch
from PIL import Image as PILImage
from transformers import AutoModelForImageTextToText, AutoProcessor

from m2miner.config import ModelConfig
from m2miner.coords import smart_resize
from m2miner.errors import ModelUnavailableError
from m2miner.llm.base import ChatModel, Message
from m2miner.llm.hf import HFModel
from m2miner.testing.tiny_model import build_tiny_qwen3vl

MAX_PIXELS = 64 * 28 * 28
SHOT = png_image(412, 915)
ASK = [
    Message.text("system", "You judge GUI screens."),
    Message("user", (SHOT, "Is the screen valid or invalid?")),
]


@pytest.fixture(scope="module")
def tiny(tiny_model_dir: Path) -> HFModel:
    model = HFModel(
        ModelConfig(name="tiny", backend="hf", model=str(tiny_model_dir), max_pixels=MAX_PIXELS)
    )
    model.check()
    return model


def _reference_logprobs(model_dir: Path, words: list[str]) -> tuple[dict[str, float], int]:
    """First-token log-probs computed here, independently of HFModel."""
    processor = AutoProcessor.from_pretrained(model_dir)
    net = AutoModelForImageTextToText.from_pretrained(model_dir).eval()
    h, w = smart_resize(915, 412, 28, 4 * 28 * 28, MAX_PIXELS)
    image = PILImage.open(io.BytesIO(SHOT.png)).convert("RGB").resize((w, h))
    chat = [
        {"role": "system", "content": [{"type": "text", "text": "You judge GUI screens."}]},
        {
            "role": "user",
            "content": [
                {"type": "image"},
                {"type": "text", "text": "Is the screen valid or invalid?"},
            ],
        },
    ]
    prompt = processor.apply_chat_template(chat, add_generation_prompt=True, tokenize=False)
    inputs = processor(text=[prompt], images=[image], return_tensors="pt")
    with torch.inference_mode():
        logp = net(**inputs).logits[0, -1].log_softmax(-1)
    ids = processor.tokenizer.convert_tokens_to_ids(words)
    expected = {word: float(logp[i]) for word, i in zip(words, ids, strict=True)}
    return expected, int(inputs["input_ids"].shape[1])


def test_first_token_logprobs_are_the_real_logits(tiny: HFModel, tiny_model_dir: Path) -> None:
    result = tiny.chat(
        ASK, max_tokens=2, logprobs=True, top_logprobs=3, logprob_tokens=["valid", "invalid"]
    )

    expected, prompt_len = _reference_logprobs(tiny_model_dir, ["valid", "invalid"])
    assert isinstance(tiny, ChatModel)
    assert result.first_token_logprobs is not None and len(result.first_token_logprobs) == 1
    first = result.first_token_logprobs[0]
    assert first["valid"] == pytest.approx(expected["valid"], abs=1e-4)
    assert first["invalid"] == pytest.approx(expected["invalid"], abs=1e-4)
    top3 = sorted((v for k, v in first.items() if k not in ("valid", "invalid")), reverse=True)
    assert len(top3) <= 3 and all(v >= max(expected.values()) - 1e-6 for v in top3)
    assert result.prompt_tokens == prompt_len
    assert 1 <= result.completion_tokens <= 2
    assert result.texts[0] and result.latency_s > 0


def test_a_large_top_list_holds_valid_and_invalid(tiny: HFModel) -> None:
    exact = tiny.chat(
        ASK, max_tokens=1, logprobs=True, top_logprobs=1, logprob_tokens=["valid", "invalid"]
    )
    full = tiny.chat(ASK, max_tokens=1, logprobs=True, top_logprobs=10_000)

    assert full.first_token_logprobs is not None and exact.first_token_logprobs is not None
    everything = full.first_token_logprobs[0]
    assert everything["valid"] == pytest.approx(exact.first_token_logprobs[0]["valid"])
    assert everything["invalid"] == pytest.approx(exact.first_token_logprobs[0]["invalid"])
    assert len(everything) > 300  # the whole (merged) vocabulary
    assert sum(torch.tensor(list(everything.values())).exp()) <= 1.0 + 1e-4


def test_greedy_answers_repeat_and_sampling_varies(tiny: HFModel) -> None:
    greedy = tiny.chat(ASK, n=3, max_tokens=5, logprobs=True, top_logprobs=2)
    torch.manual_seed(7)
    sampled = tiny.chat(ASK, n=4, max_tokens=5, temperature=1.0)
    torch.manual_seed(7)
    again = tiny.chat(ASK, n=4, max_tokens=5, temperature=1.0)

    assert len(set(greedy.texts)) == 1 and len(greedy.texts) == 3
    assert greedy.info["sequences"] == 1
    assert greedy.first_token_logprobs is not None and len(greedy.first_token_logprobs) == 3
    assert len(sampled.texts) == 4 and len(set(sampled.texts)) > 1
    assert sampled.texts == again.texts
    assert sampled.info["sequences"] == 4 and sampled.completion_tokens <= 4 * 5
    assert sampled.first_token_logprobs is None


def test_images_are_resized_with_the_config_limits(tiny_model_dir: Path, tiny: HFModel) -> None:
    small = HFModel(
        ModelConfig(name="small", backend="hf", model=str(tiny_model_dir), max_pixels=16 * 28 * 28)
    )
    text_only = [ASK[0], Message.text("user", "Is the screen valid or invalid?")]

    base = tiny.chat(text_only, max_tokens=1).prompt_tokens
    for model, max_pixels in ((tiny, MAX_PIXELS), (small, 16 * 28 * 28)):
        h, w = smart_resize(915, 412, 28, 4 * 28 * 28, max_pixels)
        result = model.chat(ASK, max_tokens=1)
        assert result.prompt_tokens - base == h * w // (28 * 28) + 2
        assert result.image_tokens == h * w // (28 * 28)  # the image's share, counted apart


def test_calls_from_threads_are_serialised(tiny: HFModel) -> None:
    results: list[str] = []

    def ask() -> None:
        results.append(tiny.chat(ASK, max_tokens=3).texts[0])

    threads = [threading.Thread(target=ask) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(results) == 3 and len(set(results)) == 1


def test_qwen3vl_uses_its_32_pixel_grid(tmp_path: Path) -> None:
    path = build_tiny_qwen3vl(tmp_path / "q3")
    model = HFModel(ModelConfig(name="q3", backend="hf", model=str(path), max_pixels=64 * 32 * 32))
    text_only = [ASK[0], Message.text("user", "Is the screen valid or invalid?")]

    with_image = model.chat(ASK, max_tokens=1, logprobs=True, logprob_tokens=["valid"])
    without = model.chat(text_only, max_tokens=1)

    h, w = smart_resize(915, 412, 32, 4 * 28 * 28, 64 * 32 * 32)
    assert with_image.prompt_tokens - without.prompt_tokens == h * w // (32 * 32) + 2
    assert with_image.image_tokens == h * w // (32 * 32) and without.image_tokens == 0
    assert with_image.first_token_logprobs is not None
    assert with_image.first_token_logprobs[0]["valid"] < 0


def test_a_missing_model_directory_is_unavailable(tmp_path: Path) -> None:
    model = HFModel(ModelConfig(name="gone", backend="hf", model=str(tmp_path / "nope")))
    with pytest.raises(ModelUnavailableError, match="cannot load") as info:
        model.check()
    assert "local model directory" in (info.value.hint or "")
    with pytest.raises(ModelUnavailableError, match="needs model"):
        HFModel(ModelConfig(name="empty", backend="hf"))


def test_close_releases_and_the_next_call_reloads(tiny_model_dir: Path) -> None:
    model = HFModel(
        ModelConfig(name="t", backend="hf", model=str(tiny_model_dir), max_pixels=MAX_PIXELS)
    )
    first = model.chat(ASK, max_tokens=2).texts
    model.close()
    assert model._model is None
    assert model.chat(ASK, max_tokens=2).texts == first
