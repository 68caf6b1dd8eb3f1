"""The tiny Qwen-VL models: offline, small, deterministic, and real enough to run."""

from __future__ import annotations

import hashlib
import time
from pathlib import Path

import pytest

pytest.importorskip("transformers")

import torch
from PIL import Image as PILImage
from transformers import (
    AutoModelForImageTextToText,
    AutoProcessor,
    Qwen2_5_VLForConditionalGeneration,
)

from m2miner.testing.tiny_model import (
    QWEN_SPECIAL_TOKENS,
    SINGLE_TOKEN_WORDS,
    build_tiny_qwen3vl,
    build_tiny_qwen25vl,
)


def _digests(path: Path) -> dict[str, str]:
    return {f.name: hashlib.sha256(f.read_bytes()).hexdigest() for f in sorted(path.iterdir())}


def _chat_inputs(processor, image: PILImage.Image, text: str):
    messages = [{"role": "user", "content": [{"type": "image"}, {"type": "text", "text": text}]}]
    prompt = processor.apply_chat_template(messages, add_generation_prompt=True, tokenize=False)
    return prompt, processor(text=[prompt], images=[image], return_tensors="pt")


def test_build_is_small_fast_and_deterministic(tmp_path: Path, tiny_model_dir: Path) -> None:
    start = time.perf_counter()
    again = build_tiny_qwen25vl(tmp_path / "again", seed=0)
    elapsed = time.perf_counter() - start
    other = build_tiny_qwen25vl(tmp_path / "other", seed=1)

    assert elapsed < 5.0
    size = sum(f.stat().st_size for f in again.iterdir())
    assert 100_000 < size < 2_000_000
    assert _digests(again) == _digests(tiny_model_dir)
    differs = {k for k, v in _digests(other).items() if _digests(again)[k] != v}
    assert differs == {"model.safetensors"}


def test_tokenizer_has_qwen_specials_and_single_token_words(tiny_model_dir: Path) -> None:
    tokenizer = AutoProcessor.from_pretrained(tiny_model_dir).tokenizer

    special_ids = tokenizer.convert_tokens_to_ids(list(QWEN_SPECIAL_TOKENS))
    assert len(set(special_ids)) == 14
    assert tokenizer.unk_token_id not in special_ids or tokenizer.unk_token_id is None
    assert tokenizer.eos_token == "<|im_end|>" and tokenizer.pad_token == "<|endoftext|>"
    for word in ("valid", "invalid", "success", "failure", *SINGLE_TOKEN_WORDS):
        for variant in (word, f" {word}"):
            ids = tokenizer.encode(variant, add_special_tokens=False)
            assert len(ids) == 1, variant
            assert tokenizer.decode(ids) == variant
    text = 'Action: {"action": "type", "text": "café 42"}'
    assert tokenizer.decode(tokenizer.encode(text, add_special_tokens=False)) == text


def test_processor_round_trips_a_chat_with_an_image(tiny_model_dir: Path) -> None:
    processor = AutoProcessor.from_pretrained(tiny_model_dir)
    image = PILImage.new("RGB", (412, 915), (30, 120, 200))

    prompt, inputs = _chat_inputs(processor, image, "Is the screen valid or invalid?")

    assert prompt.startswith("<|im_start|>system\nYou are a helpful assistant.<|im_end|>\n")
    assert "<|vision_start|><|image_pad|><|vision_end|>Is the screen" in prompt
    assert prompt.endswith("<|im_start|>assistant\n")
    t, h, w = inputs["image_grid_thw"][0].tolist()
    assert t == 1 and h * w * 14 * 14 <= 64 * 28 * 28  # the saved max_pixels holds
    image_pad = processor.tokenizer.convert_tokens_to_ids("<|image_pad|>")
    assert int((inputs["input_ids"] == image_pad).sum()) == h * w // 4
    decoded = processor.tokenizer.decode(inputs["input_ids"][0])
    assert decoded.replace("<|image_pad|>", "") == prompt.replace("<|image_pad|>", "")


def test_model_loads_offline_and_predicts_a_distribution(tiny_model_dir: Path) -> None:
    start = time.perf_counter()
    model = Qwen2_5_VLForConditionalGeneration.from_pretrained(tiny_model_dir).eval()
    load_s = time.perf_counter() - start
    processor = AutoProcessor.from_pretrained(tiny_model_dir)
    _, inputs = _chat_inputs(processor, PILImage.new("RGB", (412, 915), "white"), "valid?")

    with torch.inference_mode():
        logits = model(**inputs).logits[0, -1]

    assert load_s < 5.0
    assert 150_000 < sum(p.numel() for p in model.parameters()) < 400_000
    assert logits.shape == (len(processor.tokenizer),)
    assert torch.isfinite(logits).all()
    # Special tokens other than <|im_end|> are silenced, so answers are visible text.
    silent = processor.tokenizer.convert_tokens_to_ids(["<|image_pad|>", "<|endoftext|>"])
    assert logits[silent].abs().max() == 0


def test_qwen3vl_builds_and_generates(tmp_path: Path) -> None:
    path = build_tiny_qwen3vl(tmp_path / "q3", seed=0)
    processor = AutoProcessor.from_pretrained(path)
    model = AutoModelForImageTextToText.from_pretrained(path).eval()
    _, inputs = _chat_inputs(processor, PILImage.new("RGB", (320, 640), "white"), "valid?")

    with torch.inference_mode():
        out = model.generate(**inputs, max_new_tokens=3, do_sample=False)

    assert type(model).__name__ == "Qwen3VLForConditionalGeneration"
    assert inputs["input_ids"].shape[1] < out.shape[1] <= inputs["input_ids"].shape[1] + 3
    t, h, w = inputs["image_grid_thw"][0].tolist()  # 16-pixel patches, 2x2 merged
    assert (t, h % 2, w % 2) == (1, 0, 0) and h * w * 16 * 16 <= 64 * 32 * 32
    assert h > w
