"""The model paths on a CUDA GPU: what one model call costs, and the pipeline end to end.

Run on a machine with a CUDA GPU (``pip install -e '.[train]'``; vLLM optional)::

    python bench/gpu.py                         # the tiny model, on cuda and on the CPU
    python bench/gpu.py --size 7b --calls 20    # also a random Qwen2.5-VL of 7B's shape

Every model here has random weights (no model can be downloaded where this is written):
the tiny one of :mod:`m2miner.testing.tiny_model` and, with ``--size``, one with the
layer sizes of Qwen2.5-VL-3B or -7B and the tiny tokenizer. Random weights answer noise,
but the compute per call is that of the real shape, so the times are what a real model of
that shape costs (the output length is fixed by ``max_tokens``: noise never stops early).

Tables:

1. Per call, through the ``hf`` backend (``m2miner.llm.hf``): the JudgeAgent's step call
   (two 1080x2400 screenshots, one token, first-token log-probabilities), the
   InferAgent's (one screenshot, ``n`` sampled answers of ``--infer-tokens`` tokens),
   and the safety model check's (``ModelCheck.ask`` on a crop of a sim screen, with
   ``question_for`` choosing the elements, as the safety wrapper does). Medians over
   ``--calls`` calls after one warm-up.
2. The pipeline on the GPU: ``m2miner mine`` with every agent on the tiny model, an
   export of a heuristic run, ``m2miner train`` (SFT, 4 steps), each as its own process.
3. vLLM, when it imports: ``m2miner serve`` of the tiny model, a judge call through the
   ``openai`` backend, the same through the in-process ``vllm`` backend. Otherwise the
   line says it was skipped and why.
"""

from __future__ import annotations

import argparse
import gc
import importlib.util
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

SIZES: dict[str, dict[str, Any]] = {
    # Qwen2.5-VL's published config.json shapes (text decoder and vision tower).
    "3b": dict(hidden=2048, layers=36, heads=16, kv=2, inter=11008, vis_out=2048),
    "7b": dict(hidden=3584, layers=28, heads=28, kv=4, inter=18944, vis_out=3584),
}
VISION = dict(depth=32, hidden_size=1280, intermediate_size=3420, num_heads=16)
MAX_PIXELS = 1280 * 28 * 28


def build_sized(out: Path, size: str, device: str = "cuda") -> Path:
    """A random Qwen2.5-VL with the layer sizes of ``size`` and the tiny tokenizer."""
    import torch
    from transformers import Qwen2_5_VLConfig, Qwen2_5_VLForConditionalGeneration

    from m2miner.testing import tiny_model as tiny

    shape = SIZES[size]
    tokenizer = tiny.build_tokenizer()
    ids = tiny._token_ids(tokenizer)
    text = tiny._text_config(len(tokenizer), ids, mrope_section=[16, 24, 24])
    text.update(
        hidden_size=shape["hidden"],
        num_hidden_layers=shape["layers"],
        num_attention_heads=shape["heads"],
        num_key_value_heads=shape["kv"],
        intermediate_size=shape["inter"],
        max_position_embeddings=32768,
    )
    vision = dict(
        **VISION,
        out_hidden_size=shape["vis_out"],
        patch_size=14,
        spatial_merge_size=2,
        temporal_patch_size=2,
        window_size=112,
        fullatt_block_indexes=[7, 15, 23, 31],
        in_chans=3,
    )
    config = Qwen2_5_VLConfig(text_config=text, vision_config=vision, **tiny._vision_token_ids(ids))
    torch.manual_seed(0)
    with torch.device(device):
        model = Qwen2_5_VLForConditionalGeneration(config).to(torch.bfloat16).eval()
    tiny._finish(model, ids)
    model.save_pretrained(out)
    tiny._save_processor(out, tokenizer, "qwen25")
    size = {"shortest_edge": 4 * 28 * 28, "longest_edge": MAX_PIXELS}
    for name in ("processor_config.json", "preprocessor_config.json"):
        path = out / name
        if path.exists():  # transformers 5 nests the image processor's settings
            data = json.loads(path.read_text())
            data.get("image_processor", data)["size"] = size
            path.write_text(json.dumps(data, indent=2))
    del model
    torch.cuda.empty_cache()
    return out


def screens() -> tuple[Any, Any]:
    """Two consecutive maps screens (before and after a reference step), 1080x2400."""
    from m2miner.devices.sim.shots import render_screen

    before, _ = render_screen("maps")
    after, _ = render_screen("maps", task_id="maps.open_saved", step=1)
    return before, after


def questions(observation: Any, limit: int) -> list[Any]:
    """The model check's questions for taps on every element of ``observation``."""
    from m2miner.actions import Action
    from m2miner.config import SafetyConfig
    from m2miner.safety.context import read_screen
    from m2miner.safety.model_check import question_for
    from m2miner.safety.policy import Policy

    policy = Policy(SafetyConfig())
    screen = read_screen(observation)
    out, keys = [], set()
    for node in screen.nodes:
        x0, y0, x1, y1 = node.bounds
        action = Action("click", x=(x0 + x1) // 2, y=(y0 + y1) // 2)
        verdict = policy.check_action(action, observation)
        question = question_for(policy, action, screen, verdict, observation.package)
        if question is not None and question.key not in keys:
            keys.add(question.key)
            out.append(question)
    return out[:limit]


def time_calls(entry: Any, calls: int, infer_tokens: int) -> dict[str, Any]:
    """Load ``entry`` and time the three kinds of call; returns one table row."""
    import torch

    from m2miner.llm import create_model
    from m2miner.llm.base import Image, Message
    from m2miner.safety.model_check import ModelCheck

    cuda = entry.device.startswith("cuda")
    if cuda:
        torch.cuda.reset_peak_memory_stats()
    model = create_model(entry)
    start = time.perf_counter()
    model.check()
    model.chat([Message.text("user", "Answer valid.")], max_tokens=1)
    load_s = time.perf_counter() - start
    before, after = screens()
    shots = tuple(Image(o.png, o.width, o.height) for o in (before, after))
    judge = [Message("user", (*shots, "Is the new screen valid or invalid? Answer valid."))]
    infer = [Message("user", (shots[0], "Output the next action as JSON."))]

    def timed(call: Any) -> float:
        call()  # warm-up: kernels, caches, allocator
        if cuda:
            torch.cuda.synchronize()
        times = []
        for _ in range(calls):
            start = time.perf_counter()
            call()
            if cuda:
                torch.cuda.synchronize()
            times.append(time.perf_counter() - start)
        return statistics.median(times) * 1000

    judge_ms = timed(
        lambda: model.chat(judge, max_tokens=1, logprobs=True, logprob_tokens=["valid", "invalid"])
    )
    infer_ms = timed(lambda: model.chat(infer, n=5, max_tokens=infer_tokens, temperature=0.7))
    asked = questions(before, max(calls, 1))
    answers: list[Any] = []

    def check_once() -> None:
        check = ModelCheck(model)  # a fresh cache: every question is a real call
        answers.extend(check.ask(q, before) for q in asked[:1])

    check_ms = timed(check_once)
    parsed = sum(a.parsed for a in answers)
    with_p = sum(a.p_yes is not None for a in answers)
    peak = torch.cuda.max_memory_allocated() / 2**30 if cuda else None
    return dict(
        load_s=load_s,
        judge_ms=judge_ms,
        infer_ms=infer_ms,
        check_ms=check_ms,
        questions=len(asked),
        read=f"{parsed}/{len(answers)} read, {with_p} with p(yes)",
        peak_gib=peak,
    )


def run(cmd: list[str], cwd: Path, env: dict[str, str]) -> tuple[float, int, str]:
    start = time.perf_counter()
    done = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True)
    tail = (done.stdout + done.stderr).strip().splitlines()
    return time.perf_counter() - start, done.returncode, " / ".join(tail[-3:])[-300:]


def pipeline(tiny: Path, work: Path, device: str) -> list[tuple[str, float, int, str]]:
    """mine, export and train as processes, as a user runs them."""
    py = [sys.executable, "-m", "m2miner"]
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "PYTHONUNBUFFERED": "1"}
    cfg = work / "gpu.toml"
    cfg.write_text(
        f'[[models]]\nname = "tiny"\nbackend = "hf"\nmodel = "{tiny}"\ndevice = "{device}"\n'
        '\n[agents.infer]\nmodels = [{ model = "tiny", k = 3 }]\n'
        '\n[agents.orchestra]\nmodel = "tiny"\n\n[agents.judge]\nmodel = "tiny"\n'
        '\n[safety]\nmodel_check = "tiny"\n'
    )
    steps = [
        (
            "mine, every agent on the tiny model",
            [
                *py,
                "mine",
                "--app",
                "maps",
                "-c",
                str(cfg),
                "--n-tasks",
                "2",
                "-b",
                "iterations=4",
                "--data-dir",
                str(work / "model-run"),
            ],
        ),
        (
            "mine, heuristic agents (data to train on)",
            [*py, "mine", "--app", "maps", "--n-tasks", "3", "--data-dir", str(work / "h")],
        ),
        (
            "export --format trl",
            [*py, "export", "--format", "trl", "--data-dir", str(work / "h"), str(work / "ex")],
        ),
        (
            "train --role judge, SFT 4 steps",
            [
                *py,
                "train",
                "--role",
                "judge",
                "--base",
                str(tiny),
                "--data",
                str(work / "ex"),
                "--out",
                str(work / "judge-r1"),
                "--max-steps",
                "4",
                "--batch-size",
                "2",
                "--grad-accum",
                "1",
                "--max-pixels",
                "50176",
                "--logging-steps",
                "1",
                *([] if device.startswith("cuda") else ["--cpu"]),
            ],
        ),
    ]
    return [(name, *run(cmd, work, env)) for name, cmd in steps]


def vllm_rows(tiny: Path, work: Path) -> list[str]:
    """``m2miner serve`` of the tiny model and one judge call through it; where vLLM is
    missing, what ``m2miner serve`` tells the user instead."""
    env = {**os.environ, "HF_HUB_OFFLINE": "1"}
    serve = [
        sys.executable,
        "-m",
        "m2miner",
        "serve",
        str(tiny),
        "--role",
        "judge",
        "--port",
        "8765",
        "--max-model-len",
        "4096",
        "--timeout",
        "600",
    ]
    if importlib.util.find_spec("vllm") is None:
        seconds, code, tail = run(serve, work, env)
        return [f"vLLM: not installed; m2miner serve exits {code} in {seconds:.1f} s: {tail}"]
    from m2miner.config import ModelConfig
    from m2miner.llm import create_model
    from m2miner.llm.base import Image, Message

    start = time.perf_counter()
    server = subprocess.Popen(
        serve, cwd=work, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )
    lines = []
    try:
        assert server.stdout is not None
        for line in server.stdout:
            lines.append(line.rstrip())
            if "ready" in line.lower() or "serving" in line.lower():
                break
        ready_s = time.perf_counter() - start
        entry = ModelConfig(name="judge", model="judge", base_url="http://127.0.0.1:8765/v1")
        model = create_model(entry)
        before, after = screens()
        shots = tuple(Image(o.png, o.width, o.height) for o in (before, after))
        message = [Message("user", (*shots, "Is the new screen valid or invalid?"))]
        times = []
        for _ in range(5):
            result = model.chat(
                message, max_tokens=1, logprobs=True, logprob_tokens=["valid", "invalid"]
            )
            times.append(result.latency_s * 1000)
        got = result.first_token_logprobs
        return [
            f"m2miner serve: ready in {ready_s:.0f} s ({lines[-1][:120]})",
            f"judge call through the openai backend: median {statistics.median(times):.1f} "
            f"ms; first-token log-probabilities: {'yes' if got else 'none'}",
        ]
    finally:
        server.terminate()
        server.wait(timeout=60)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", choices=sorted(SIZES), action="append", default=[])
    parser.add_argument("--calls", type=int, default=10, help="timed calls of each kind")
    parser.add_argument("--infer-tokens", type=int, default=64)
    parser.add_argument("--no-cpu", action="store_true", help="skip the CPU rows")
    parser.add_argument("--no-pipeline", action="store_true")
    args = parser.parse_args(argv)

    import torch
    import transformers

    from m2miner.config import ModelConfig
    from m2miner.testing.tiny_model import build_tiny_qwen25vl

    cuda = torch.cuda.is_available()
    gpu = torch.cuda.get_device_name(0) if cuda else "none"
    print(f"GPU: {gpu}; torch {torch.__version__}; transformers {transformers.__version__}")
    print(
        f"calls per figure: {args.calls} (median, after one warm-up); "
        f"infer: n=5, {args.infer_tokens} tokens, temperature 0.7; weights random (bf16 "
        "on cuda, float32 on the CPU)"
    )
    work = Path(tempfile.mkdtemp(prefix="m2miner-gpu-"))
    tiny = build_tiny_qwen25vl(work / "tiny")
    models = [("tiny", "cuda")] if cuda else []
    models += [] if args.no_cpu else [("tiny", "cpu")]
    models += [(size, "cuda") for size in args.size if cuda]

    print("\nPer call, hf backend")
    head = "model  device  first s  judge ms  infer ms  check ms  questions  answers  peak GiB"
    print(head)
    print("-" * len(head))
    for name, device in models:
        path = tiny
        if name != "tiny":
            start = time.perf_counter()
            path = build_sized(work / name, name)
            print(f"(built and saved a random {name} in {time.perf_counter() - start:.0f} s)")
        dtype = "bfloat16" if device == "cuda" else "float32"
        entry = ModelConfig(name=name, backend="hf", model=str(path), device=device, dtype=dtype)
        row = time_calls(entry, args.calls, args.infer_tokens)
        peak = "-" if row["peak_gib"] is None else f"{row['peak_gib']:.1f}"
        print(
            f"{name:<6} {device:<6} {row['load_s']:8.1f} {row['judge_ms']:9.1f} "
            f"{row['infer_ms']:9.1f} {row['check_ms']:9.1f} {row['questions']:10d}  "
            f"{row['read']}  {peak}"
        )
        gc.collect()
        if cuda:
            torch.cuda.empty_cache()

    if not args.no_pipeline:
        device = "cuda" if cuda else "cpu"
        print(f"\nPipeline on {device} (each step its own process)")
        for name, seconds, code, tail in pipeline(tiny, work, device):
            print(f"- {name}: exit {code}, {seconds:.1f} s; {tail}")
    print()
    for line in vllm_rows(tiny, work):
        print(line)


if __name__ == "__main__":
    main()
