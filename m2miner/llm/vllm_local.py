"""A model run in-process by vLLM (``vllm.LLM``), for one machine with a GPU.

``config.model`` is a local directory or hub id; ``config.extra_body`` holds extra
``vllm.LLM`` engine arguments (``max_model_len``, ``gpu_memory_utilization`` …). To share
one vLLM between processes or machines, serve it (``vllm serve``) and use the ``openai``
backend instead.
"""

from __future__ import annotations

import dataclasses
import threading
import time
from typing import Any

from m2miner.config import ModelConfig
from m2miner.errors import ModelError, ModelUnavailableError
from m2miner.llm.base import ChatResult, Message
from m2miner.llm.images import QWEN25_FACTOR, image_tokens
from m2miner.llm.wire import merge_logprobs, to_openai_messages

INSTALL_HINT = "pip install 'm2miner[vllm]'"
GPU_HINT = 'vLLM needs a GPU; serve it elsewhere and use backend = "openai"'
MAX_IMAGES_PER_PROMPT = 8


class VLLMModel:
    """A :class:`~m2miner.llm.base.ChatModel` on ``vllm.LLM.chat``.

    Construction fails fast with :class:`ModelUnavailableError` when vLLM is not
    installed or no CUDA GPU is visible; the engine itself starts on the first ``check``
    or ``chat``. ``n`` choices come from one ``SamplingParams(n=...)`` request and
    ``logprobs`` asks vLLM for the ``top_logprobs`` best first tokens (``logprob_tokens``
    cannot be honoured beyond that list, as with servers).
    """

    def __init__(self, config: ModelConfig) -> None:
        _require_vllm_and_gpu(config.name)
        self.name = config.name
        self.config = config
        self._lock = threading.Lock()
        self._llm: Any = None

    def check(self) -> None:
        """Start the engine; raise :class:`ModelUnavailableError` when it cannot start."""
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
    ) -> ChatResult:
        """Complete ``messages``; see :class:`~m2miner.llm.base.ChatModel`."""
        from vllm import SamplingParams

        start = time.perf_counter()
        cfg = self.config
        wire = to_openai_messages(messages, cfg.min_pixels, cfg.max_pixels, QWEN25_FACTOR)
        params = SamplingParams(
            n=n,
            max_tokens=max_tokens,
            temperature=temperature,
            logprobs=top_logprobs if logprobs else None,
        )
        with self._lock:
            self._load()
            try:
                outputs = self._llm.chat(wire, sampling_params=params, use_tqdm=False)
            except (RuntimeError, ValueError) as exc:
                raise ModelError(f"model {self.name!r}: vLLM failed: {exc}") from exc
        result = result_from_request_output(outputs[0], self.name, cfg, start, logprobs)
        images = [im for m in messages for im in m.images]
        counted = image_tokens(images, cfg.min_pixels, cfg.max_pixels, QWEN25_FACTOR)
        return dataclasses.replace(result, image_tokens=counted)

    def close(self) -> None:
        """Drop the engine and free GPU memory."""
        with self._lock:
            if self._llm is None:
                return
            self._llm = None
        import gc

        import torch

        gc.collect()
        torch.cuda.empty_cache()

    def _load(self) -> None:
        if self._llm is not None:
            return
        from vllm import LLM

        cfg = self.config
        engine_args: dict[str, Any] = {
            "model": cfg.model,
            "dtype": cfg.dtype,
            "limit_mm_per_prompt": {"image": MAX_IMAGES_PER_PROMPT},
            "mm_processor_kwargs": {"min_pixels": cfg.min_pixels, "max_pixels": cfg.max_pixels},
        }
        engine_args.update(cfg.extra_body)
        try:
            self._llm = LLM(**engine_args)
        except (RuntimeError, ValueError, OSError) as exc:
            raise ModelUnavailableError(
                f"model {self.name!r}: vLLM could not start {cfg.model!r}: {exc}",
                hint="check model, dtype and GPU memory (extra_body: gpu_memory_utilization)",
            ) from exc


def _require_vllm_and_gpu(name: str) -> None:
    try:
        import vllm  # noqa: F401
    except ImportError as exc:
        raise ModelUnavailableError(
            f"model {name!r}: backend 'vllm' needs the vllm package ({exc})", hint=INSTALL_HINT
        ) from exc
    import torch

    if not torch.cuda.is_available():
        raise ModelUnavailableError(f"model {name!r}: no CUDA GPU is visible", hint=GPU_HINT)


def result_from_request_output(
    output: Any, name: str, config: ModelConfig, start: float, logprobs: bool
) -> ChatResult:
    """A :class:`ChatResult` from one ``vllm.RequestOutput``.

    ``CompletionOutput.logprobs`` is a list (one per generated position) of
    ``{token_id: Logprob(logprob, rank, decoded_token)}``; the first position is read.
    """
    choices = list(output.outputs)
    prompt_tokens = len(output.prompt_token_ids or [])
    completion_tokens = sum(len(c.token_ids) for c in choices)
    first: list[dict[str, float]] | None = None
    if logprobs and all(c.logprobs for c in choices):
        first = [
            merge_logprobs(
                (lp.decoded_token if lp.decoded_token is not None else str(tid), lp.logprob)
                for tid, lp in c.logprobs[0].items()
            )
            for c in choices
        ]
    return ChatResult(
        texts=[c.text for c in choices],
        model=name,
        first_token_logprobs=first,
        prompt_tokens=prompt_tokens,
        completion_tokens=completion_tokens,
        latency_s=time.perf_counter() - start,
        cost_usd=config.cost(prompt_tokens, completion_tokens),
        info={"finish_reasons": [c.finish_reason for c in choices]},
    )
