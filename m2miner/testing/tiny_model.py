"""A tiny, random-weight Qwen2.5-VL (or Qwen3-VL) built locally, for trying m2miner offline.

The model has the real architecture (vision tower, merger, M-RoPE text decoder) at toy
sizes, a byte-level BPE tokenizer trained on the words m2miner's prompts use (``valid``,
``invalid``, ``success``, ``failure``, the action names …, each a single token), the 14
Qwen special tokens, a Qwen2-VL chat template and an image processor with a small
``max_pixels``. Everything loads offline with the usual classes::

    from m2miner.testing.tiny_model import build_tiny_qwen25vl

    path = build_tiny_qwen25vl("tiny-qwen")        # ~1 MB, a fraction of a second
    processor = AutoProcessor.from_pretrained(path)
    model = Qwen2_5_VLForConditionalGeneration.from_pretrained(path)

Point an ``hf`` model entry at the directory (``backend = "hf"``, ``model = "tiny-qwen"``)
to run the whole pipeline without a GPU or a download; or serve it with
``transformers serve`` / llama.cpp (see :mod:`m2miner.testing.servers`). Its answers are
noise, but every code path (images, sampling, first-token log-probabilities, training)
runs for real. The build is deterministic for a given seed.

Needs the ``train`` extra (torch, torchvision, transformers).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

# The special tokens every Qwen2/2.5/3-VL tokenizer has, in Qwen's order.
QWEN_SPECIAL_TOKENS = (
    "<|endoftext|>",
    "<|im_start|>",
    "<|im_end|>",
    "<|object_ref_start|>",
    "<|object_ref_end|>",
    "<|box_start|>",
    "<|box_end|>",
    "<|quad_start|>",
    "<|quad_end|>",
    "<|vision_start|>",
    "<|vision_end|>",
    "<|vision_pad|>",
    "<|image_pad|>",
    "<|video_pad|>",
)

# Words that must be single tokens, with and without a leading space: the judge reads the
# first-token log-probabilities of the answer words, and the actions should be cheap.
SINGLE_TOKEN_WORDS = (
    "valid",
    "invalid",
    "success",
    "failure",
    "yes",
    "no",
    "click",
    "swipe",
    "type",
    "key",
    "open",
    "wait",
    "terminate",
    "answer",
    "Back",
    "Home",
    "Menu",
    "Enter",
    "action",
    "coordinate",
    "text",
    "status",
    "screen",
    "intent",
    "Action",
    "Thought",
)

_SENTENCES = (
    "You are a GUI agent. The user intent is given; look at the screen and choose the next "
    "action. Output one action as JSON inside <tool_call> tags.",
    'Action: {"action": "click", "coordinate": [540, 1200]} Thought: open the menu.',
    "Is the new screen valid or invalid for the intent? Answer valid or invalid.",
    "Did the trajectory accomplish the task? Answer success or failure.",
    "Which option most likely advances the intent? Answer with the option letter: A, B, C, D.",
    "long_press system_button Swipe up to scroll, type text, press the key Enter, go Back.",
    "The search box, the settings page, the map, the route, the taxi, the order list.",
)

# Qwen2's pre-tokenizer split (letters, single digits, punctuation runs, newlines,
# whitespace): llama.cpp's "qwen2" pre-tokenizer uses the same expression, so a GGUF
# conversion tokenizes exactly like the Hugging Face tokenizer.
_QWEN2_SPLIT = (
    r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}"
    r"| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+"
)

# The Qwen2-VL chat template: images become <|vision_start|><|image_pad|><|vision_end|>,
# a default system prompt is added when none is given.
CHAT_TEMPLATE = (
    "{% set image_count = namespace(value=0) %}"
    "{% for message in messages %}"
    "{% if loop.first and message['role'] != 'system' %}"
    "<|im_start|>system\nYou are a helpful assistant.<|im_end|>\n{% endif %}"
    "<|im_start|>{{ message['role'] }}\n"
    "{% if message['content'] is string %}{{ message['content'] }}<|im_end|>\n"
    "{% else %}{% for content in message['content'] %}"
    "{% if content['type'] == 'image' or 'image' in content or 'image_url' in content %}"
    "{% set image_count.value = image_count.value + 1 %}"
    "{% if add_vision_id %}Picture {{ image_count.value }}: {% endif %}"
    "<|vision_start|><|image_pad|><|vision_end|>"
    "{% elif content['type'] == 'video' or 'video' in content %}"
    "<|vision_start|><|video_pad|><|vision_end|>"
    "{% elif 'text' in content %}{{ content['text'] }}{% endif %}"
    "{% endfor %}<|im_end|>\n{% endif %}"
    "{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)

# Pixel limits of the saved image processor: a phone screenshot becomes a few dozen
# visual tokens, so a forward pass stays in the tens of milliseconds on a CPU.
TINY_MIN_PIXELS = 4 * 28 * 28
TINY_MAX_PIXELS = 64 * 28 * 28


def build_tiny_qwen25vl(out_dir: str | Path, *, seed: int = 0, vision_depth: int = 3) -> Path:
    """Write a tiny random Qwen2.5-VL (model, tokenizer, processor) into ``out_dir``.

    ``vision_depth`` is the number of vision blocks (llama.cpp's converter needs at least
    3). Returns ``out_dir`` as a :class:`Path`. The same seed gives identical files.
    """
    import torch
    from transformers import Qwen2_5_VLConfig, Qwen2_5_VLForConditionalGeneration

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    tokenizer = build_tokenizer()
    ids = _token_ids(tokenizer)
    config = Qwen2_5_VLConfig(
        text_config=_text_config(len(tokenizer), ids, mrope_section=[2, 3, 3]),
        vision_config=dict(
            depth=vision_depth,
            hidden_size=32,
            intermediate_size=64,
            num_heads=2,
            out_hidden_size=64,
            patch_size=14,
            spatial_merge_size=2,
            temporal_patch_size=2,
            window_size=112,
            fullatt_block_indexes=[vision_depth - 1],
            in_chans=3,
        ),
        **_vision_token_ids(ids),
    )
    torch.manual_seed(seed)
    model = Qwen2_5_VLForConditionalGeneration(config).eval()
    _finish(model, ids)
    model.save_pretrained(out)
    _save_processor(out, tokenizer, "qwen25")
    return out


def build_tiny_qwen3vl(out_dir: str | Path, *, seed: int = 0, vision_depth: int = 3) -> Path:
    """Write a tiny random Qwen3-VL into ``out_dir``; like :func:`build_tiny_qwen25vl`.

    Qwen3-VL uses 16-pixel patches (32-pixel merged tokens) and interleaved M-RoPE; the
    llama.cpp conversion in :mod:`m2miner.testing.servers` supports Qwen2.5-VL only.
    """
    import torch
    from transformers import Qwen3VLConfig, Qwen3VLForConditionalGeneration

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    tokenizer = build_tokenizer()
    ids = _token_ids(tokenizer)
    text = _text_config(len(tokenizer), ids, mrope_section=[2, 3, 3])
    text["rope_parameters"]["mrope_interleaved"] = True
    text["head_dim"] = 16
    config = Qwen3VLConfig(
        text_config=text,
        vision_config=dict(
            depth=vision_depth,
            hidden_size=32,
            intermediate_size=64,
            num_heads=2,
            out_hidden_size=64,
            patch_size=16,
            spatial_merge_size=2,
            temporal_patch_size=2,
            num_position_embeddings=64,
            deepstack_visual_indexes=[vision_depth - 1],
            in_channels=3,
        ),
        **_vision_token_ids(ids),
    )
    torch.manual_seed(seed)
    model = Qwen3VLForConditionalGeneration(config).eval()
    _finish(model, ids)
    model.save_pretrained(out)
    _save_processor(out, tokenizer, "qwen3")
    return out


def build_tokenizer() -> Any:
    """A byte-level BPE ``PreTrainedTokenizerFast`` in Qwen's format, trained locally."""
    from tokenizers import Regex, Tokenizer, decoders, models, normalizers, pre_tokenizers
    from tokenizers.trainers import BpeTrainer
    from transformers import PreTrainedTokenizerFast

    tok = Tokenizer(models.BPE())
    tok.normalizer = normalizers.NFC()
    tok.pre_tokenizer = pre_tokenizers.Sequence(
        [
            pre_tokenizers.Split(Regex(_QWEN2_SPLIT), behavior="isolated", invert=False),
            pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False),
        ]
    )
    tok.decoder = decoders.ByteLevel()
    trainer = BpeTrainer(
        vocab_size=600,
        min_frequency=1,
        show_progress=False,
        special_tokens=list(QWEN_SPECIAL_TOKENS),
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
    )
    tok.train_from_iterator(_training_text(), trainer=trainer)
    fast = PreTrainedTokenizerFast(
        tokenizer_object=tok,
        eos_token="<|im_end|>",
        pad_token="<|endoftext|>",
        chat_template=CHAT_TEMPLATE,
        model_max_length=32768,
        extra_special_tokens={
            "image_token": "<|image_pad|>",
            "video_token": "<|video_pad|>",
            "vision_start_token": "<|vision_start|>",
            "vision_end_token": "<|vision_end|>",
        },
    )
    fast.padding_side = "left"
    return fast


def _training_text() -> list[str]:
    # Repetition makes BPE merge every listed word into one token, both at the start of a
    # line (how an answer begins) and after a space.
    lines = [*_SENTENCES]
    for word in SINGLE_TOKEN_WORDS:
        lines += [word, f" {word}", f"{word} {word}"] * 20
    return lines


def _token_ids(tokenizer: Any) -> dict[str, int]:
    ids = {t: tokenizer.convert_tokens_to_ids(t) for t in QWEN_SPECIAL_TOKENS}
    for word in SINGLE_TOKEN_WORDS:
        for variant in (word, f" {word}"):
            if len(tokenizer.encode(variant, add_special_tokens=False)) != 1:
                raise RuntimeError(f"tiny tokenizer splits {variant!r}; adjust its training text")
    return ids


def _text_config(vocab_size: int, ids: dict[str, int], mrope_section: list[int]) -> dict[str, Any]:
    return dict(
        vocab_size=vocab_size,
        hidden_size=64,
        intermediate_size=128,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
        max_position_embeddings=4096,
        rms_norm_eps=1e-6,
        tie_word_embeddings=False,
        rope_parameters={
            "rope_type": "default",
            "rope_theta": 1e6,
            "mrope_section": mrope_section,
        },
        bos_token_id=ids["<|endoftext|>"],
        eos_token_id=ids["<|im_end|>"],
        pad_token_id=ids["<|endoftext|>"],
    )


def _vision_token_ids(ids: dict[str, int]) -> dict[str, Any]:
    return dict(
        image_token_id=ids["<|image_pad|>"],
        video_token_id=ids["<|video_pad|>"],
        vision_start_token_id=ids["<|vision_start|>"],
        vision_end_token_id=ids["<|vision_end|>"],
        tie_word_embeddings=False,
    )


def _finish(model: Any, ids: dict[str, int]) -> None:
    import torch

    # Zero output rows: special tokens (except <|im_end|>) get logit 0 while ordinary tokens
    # scatter around it, so greedy answers are visible text rather than skipped specials.
    silent = [ids[t] for t in QWEN_SPECIAL_TOKENS if t != "<|im_end|>"]
    with torch.no_grad():
        model.lm_head.weight[silent] = 0.0
    model.generation_config.update(**_generation_defaults(ids))


def _generation_defaults(ids: dict[str, int]) -> dict[str, Any]:
    return dict(
        bos_token_id=ids["<|endoftext|>"],
        eos_token_id=[ids["<|im_end|>"], ids["<|endoftext|>"]],
        pad_token_id=ids["<|endoftext|>"],
        do_sample=False,
        temperature=None,
        top_p=None,
        top_k=None,
    )


def _save_processor(out: Path, tokenizer: Any, family: str) -> None:
    if family == "qwen3":
        from transformers import Qwen2VLImageProcessor, Qwen3VLProcessor, Qwen3VLVideoProcessor

        patch, merged = 16, 32
        image_processor = Qwen2VLImageProcessor(
            patch_size=patch,
            merge_size=2,
            temporal_patch_size=2,
            size={"shortest_edge": 4 * merged * merged, "longest_edge": 64 * merged * merged},
            image_mean=[0.5, 0.5, 0.5],
            image_std=[0.5, 0.5, 0.5],
        )
        video: Any = Qwen3VLVideoProcessor(patch_size=patch, merge_size=2, temporal_patch_size=2)
        processor: Any = Qwen3VLProcessor(image_processor, tokenizer, video, CHAT_TEMPLATE)
    else:
        from transformers import Qwen2_5_VLProcessor, Qwen2VLImageProcessor, Qwen2VLVideoProcessor

        image_processor = Qwen2VLImageProcessor(
            patch_size=14,
            merge_size=2,
            temporal_patch_size=2,
            size={"shortest_edge": TINY_MIN_PIXELS, "longest_edge": TINY_MAX_PIXELS},
        )
        video = Qwen2VLVideoProcessor(patch_size=14, merge_size=2, temporal_patch_size=2)
        processor = Qwen2_5_VLProcessor(image_processor, tokenizer, video, CHAT_TEMPLATE)
    processor.save_pretrained(out)
