"""A model run in-process with transformers: real logits, no server.

``config.model`` is a local model directory (or a hub id already in the local cache) with
a processor and a chat template, e.g. a Qwen2.5-VL / Qwen3-VL checkpoint or the tiny one
from :mod:`m2miner.testing.tiny_model`. torch and transformers are imported on first use.
"""

from __future__ import annotations

import threading
import time
from typing import Any

from m2miner.config import ModelConfig
from m2miner.errors import ModelError, ModelUnavailableError
from m2miner.llm.base import ChatResult, Image, Message
from m2miner.llm.images import QWEN25_FACTOR, to_pil
from m2miner.llm.wire import merge_logprobs

INSTALL_HINT = "pip install 'm2miner[train]'"


class HFModel:
    """A :class:`~m2miner.llm.base.ChatModel` backed by ``AutoModelForImageTextToText``.

    The model loads on the first ``check`` or ``chat``. Sampling uses
    ``num_return_sequences`` when ``temperature > 0``; greedy decoding runs once and
    repeats its text ``n`` times. With ``logprobs`` each choice gets the log-softmax of the
    real logits at the first generated position: the ``top_logprobs`` best tokens, plus
    every word of ``logprob_tokens`` (the log-prob of its first token); with
    ``answer_logprobs`` every answer token's log-prob (the behaviour policy's, for
    importance weights in RL). ``extra_body``
    holds extra ``generate`` arguments (``top_p``, ``repetition_penalty`` …). Calls are
    serialised by a lock; ``timeout_s`` does not interrupt a running generation.
    """

    def __init__(self, config: ModelConfig) -> None:
        if not config.model:
            raise ModelUnavailableError(
                f"model {config.name!r}: backend 'hf' needs model = a local model directory",
                hint="build a tiny one with m2miner.testing.tiny_model.build_tiny_qwen25vl",
            )
        self.name = config.name
        self.config = config
        self._lock = threading.Lock()
        self._model: Any = None
        self._processor: Any = None
        self._factor = QWEN25_FACTOR

    def check(self) -> None:
        """Load the model; raise :class:`ModelUnavailableError` when it cannot be loaded."""
        with self._lock:
            self._load()

    def chat(
        self,
        messages: list[Message],
        *,
        n: int = 1,
        max_tokens: int = 256,
        temperature: float = 0.0,
        logprobs: bool = False,
        top_logprobs: int = 20,
        logprob_tokens: list[str] | None = None,
        answer_logprobs: bool = False,
    ) -> ChatResult:
        """Complete ``messages``; see :class:`~m2miner.llm.base.ChatModel`. With
        ``answer_logprobs`` each choice also gets the log-prob of every answer token it
        generated (special tokens, which the text leaves out, are left out too)."""
        start = time.perf_counter()
        with self._lock:
            self._load()
            inputs = self._inputs(messages)
            out = self._generate(inputs, n, max_tokens, temperature, logprobs or answer_logprobs)
            prompt_len = int(inputs["input_ids"].shape[1])
            # One token per merged block of patches: grid t*h*w over the 2 x 2 merge.
            grid = inputs.get("image_grid_thw")
            images = int(grid.prod(-1).sum()) // 4 if grid is not None else 0
            generated = out.sequences[:, prompt_len:]
            texts = self._processor.batch_decode(generated, skip_special_tokens=True)
            lengths = [self._completion_length(row) for row in generated.tolist()]
            first = None
            if logprobs:
                first = self._first_token_logprobs(out.logits[0], top_logprobs, logprob_tokens)
            tokens = (
                self._answer_logprobs(out.logits, generated, lengths) if answer_logprobs else None
            )
        if len(texts) < n:  # greedy: one generation stands for every choice
            texts = texts * n
            first = first * n if first is not None else None
            tokens = tokens * n if tokens is not None else None
        return ChatResult(
            texts=list(texts),
            model=self.name,
            first_token_logprobs=first,
            answer_logprobs=tokens,
            prompt_tokens=prompt_len,
            completion_tokens=sum(lengths),
            latency_s=time.perf_counter() - start,
            cost_usd=self.config.cost(prompt_len, sum(lengths)),
            info={"device": str(self._model.device), "sequences": len(lengths)},
            image_tokens=images,
        )

    def close(self) -> None:
        """Drop the model and free accelerator memory."""
        with self._lock:
            device = str(self._model.device) if self._model is not None else "cpu"
            self._model = self._processor = None
        if device.startswith("cuda"):
            import torch

            torch.cuda.empty_cache()

    def _load(self) -> None:
        if self._model is not None:
            return
        try:
            import torch
            from transformers import AutoModelForImageTextToText, AutoProcessor
        except ImportError as exc:
            raise ModelUnavailableError(
                f"model {self.name!r}: backend 'hf' needs {exc.name}", hint=INSTALL_HINT
            ) from exc
        dtype: Any = "auto" if self.config.dtype == "auto" else getattr(torch, self.config.dtype)
        try:
            processor: Any = AutoProcessor.from_pretrained(self.config.model)
            model: Any = AutoModelForImageTextToText.from_pretrained(self.config.model, dtype=dtype)
        except (OSError, ValueError) as exc:
            raise ModelUnavailableError(
                f"model {self.name!r}: cannot load {self.config.model!r}: {exc}",
                hint="model must be a local model directory (or a cached hub id) "
                "with a processor and a chat template",
            ) from exc
        self._model = model.to(self.config.device).eval()
        self._processor = processor
        image_processor = getattr(processor, "image_processor", None)
        patch = getattr(image_processor, "patch_size", None)
        merge = getattr(image_processor, "merge_size", None)
        if isinstance(patch, int) and isinstance(merge, int):
            self._factor = patch * merge

    def _inputs(self, messages: list[Message]) -> Any:
        cfg = self.config
        chat: list[dict[str, Any]] = []
        images = []
        for message in messages:
            parts: list[dict[str, Any]] = []
            for part in message.content:
                if isinstance(part, Image):
                    images.append(to_pil(part, cfg.min_pixels, cfg.max_pixels, self._factor))
                    parts.append({"type": "image"})
                else:
                    parts.append({"type": "text", "text": part})
            chat.append({"role": message.role, "content": parts})
        text = self._processor.apply_chat_template(chat, add_generation_prompt=True, tokenize=False)
        # Images are already resized; the same limits make the processor keep them as they are.
        size = {"shortest_edge": cfg.min_pixels, "longest_edge": cfg.max_pixels}
        kwargs: dict[str, Any] = {"images": images, "size": size} if images else {}
        inputs = self._processor(text=[text], return_tensors="pt", **kwargs)
        return inputs.to(self._model.device)

    def _generate(
        self, inputs: Any, n: int, max_tokens: int, temperature: float, logprobs: bool
    ) -> Any:
        import torch

        sample = temperature > 0
        kwargs: dict[str, Any] = dict(
            max_new_tokens=max_tokens,
            do_sample=sample,
            num_return_sequences=n if sample else 1,
            output_logits=logprobs,
            return_dict_in_generate=True,
        )
        if sample:
            # Plain temperature sampling unless the config asks for more: checkpoints often
            # ship near-greedy defaults (top_k=1) that would make all n samples equal.
            kwargs.update(temperature=temperature, top_k=0, top_p=1.0)
        kwargs.update(self.config.extra_body)
        try:
            with torch.inference_mode():
                return self._model.generate(**inputs, **kwargs)
        except (RuntimeError, ValueError) as exc:
            raise ModelError(f"model {self.name!r}: generation failed: {exc}") from exc

    def _completion_length(self, row: list[int]) -> int:
        eos = self._model.generation_config.eos_token_id
        stops = set(eos if isinstance(eos, list) else [eos])
        for i, token in enumerate(row):
            if token in stops:
                return i + 1
        return len(row)

    def _answer_logprobs(
        self, logits: Any, generated: Any, lengths: list[int]
    ) -> list[list[tuple[str, float]]]:
        # The raw logits, not the sampler's warped scores: the model's own distribution, as
        # a trainer computes it (and as vLLM reports by default), so the importance weight
        # measures the sampler/trainer mismatch rather than the temperature.
        tokenizer = self._processor.tokenizer
        special = set(tokenizer.all_special_ids)
        out: list[list[tuple[str, float]]] = [[] for _ in lengths]
        for step, step_logits in enumerate(logits):
            logp = step_logits.float().log_softmax(dim=-1)
            for row, length in enumerate(lengths):
                token = int(generated[row, step])
                if step < length and token not in special:
                    out[row].append((tokenizer.decode([token]), float(logp[row, token])))
        return out

    def _first_token_logprobs(
        self, logits: Any, k: int, words: list[str] | None
    ) -> list[dict[str, float]]:
        tokenizer = self._processor.tokenizer
        logp = logits.float().log_softmax(dim=-1)
        top = logp.topk(min(k, logp.shape[-1]), dim=-1)
        word_ids = {w: tokenizer.encode(w, add_special_tokens=False) for w in words or []}
        out = []
        for row, (values, ids) in enumerate(zip(top.values, top.indices, strict=True)):
            pairs = [
                (tokenizer.decode([i]), v)
                for i, v in zip(ids.tolist(), values.tolist(), strict=True)
            ]
            merged = merge_logprobs(pairs)
            for word, token_ids in word_ids.items():
                if token_ids and word not in merged:
                    merged[word] = float(logp[row, token_ids[0]])
            out.append(merged)
        return out
