"""The models a stage mines with: base or trained checkpoints, in process or served.

A :class:`Checkpoint` is what one role mines with (a ``m2miner train`` output, a model
directory or a hub id) under a config name that says where it came from (``infer-s1``:
the InferAgent trained after stage 1). :func:`stage_config` points the InferAgent and
JudgeAgent at those names; the OrchestraAgent and the intent and recycle models stay as
configured. With ``serve = "none"`` each name is an ``hf`` model loaded in this process;
with ``serve = "vllm"`` each checkpoint gets a ``vllm serve`` of its own (started here,
recorded on the round) and the name is an ``openai`` model pointing at it.
"""

from __future__ import annotations

import contextlib
import os
import signal
import time
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from m2miner.config import Config, ModelConfig
from m2miner.llm.base import ChatModel
from m2miner.loop.options import LoopOptions, Role
from m2miner.store import Store


@dataclass(frozen=True)
class Checkpoint:
    """What ``role`` mines with: ``path`` loads it, ``name`` is its config name."""

    role: Role
    name: str
    path: str

    def to_json(self) -> dict[str, str]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Checkpoint:
        return cls(role=data["role"], name=data["name"], path=data["path"])


def base_checkpoints(options: LoopOptions) -> dict[Role, Checkpoint]:
    """The base models, for a first stage that mines with them."""
    return {
        "infer": Checkpoint("infer", "infer-base", options.base("infer")),
        "judge": Checkpoint("judge", "judge-base", options.base("judge")),
    }


def coords_of(path: str) -> str:
    """The coordinate system a checkpoint's family speaks (Qwen3-VL: 0-999)."""
    from m2miner.train.emit import family
    from m2miner.train.serve import COORDS

    return COORDS[family(path)]


def stage_config(config: Config, entries: Iterable[ModelConfig]) -> Config:
    """``config`` with the InferAgent and JudgeAgent on ``entries`` (one per role, infer
    first); an existing model of the same name is replaced."""
    infer, judge = entries
    data = config.model_dump()
    names = {infer.name, judge.name}
    data["models"] = [m for m in data["models"] if m["name"] not in names]
    data["models"] += [infer.model_dump(), judge.model_dump()]
    data["agents"]["infer"]["models"] = [
        {"model": infer.name, "k": config.loop.k, "temperature": config.loop.temperature}
    ]
    data["agents"]["judge"]["model"] = judge.name
    return Config.model_validate(data)


def hf_entry(checkpoint: Checkpoint, options: LoopOptions) -> ModelConfig:
    """An in-process ``hf`` model for ``checkpoint`` (its merged model when it is a
    training run's output)."""
    path = model_path(checkpoint.path)
    low, high = options.pixels
    return ModelConfig(
        name=checkpoint.name,
        backend="hf",
        model=path,
        coords=coords_of(path),  # type: ignore[arg-type]
        min_pixels=low,
        max_pixels=high,
        device=_hf_device(options),
    )


def model_path(path: str) -> str:
    """The loadable model of ``path``: a training output's merged ``model/``, else itself."""
    from m2miner.train.serve import TRAIN_MANIFEST

    merged = Path(path) / "model"
    if (Path(path) / TRAIN_MANIFEST).is_file() and merged.is_dir():
        return str(merged)
    return path


def _hf_device(options: LoopOptions) -> str:
    if options.train.get("cpu"):
        return "cpu"
    import torch

    return "cuda" if torch.cuda.is_available() else "cpu"


def open_models(entries: Iterable[ModelConfig]) -> dict[str, ChatModel]:
    """The chat models of ``entries`` by name; entries loading the same ``hf`` model share
    one instance (a base serving both roles is loaded once)."""
    from m2miner.llm import create_model

    pool: dict[str, ChatModel] = {}
    loaded: dict[tuple[str, str], ChatModel] = {}
    for entry in entries:
        key = (entry.backend, entry.model)
        if entry.backend != "hf" or key not in loaded:
            loaded[key] = create_model(entry)
        pool[entry.name] = loaded[key]
    return pool


def close_models(pool: dict[str, ChatModel]) -> None:
    for model in {id(m): m for m in pool.values()}.values():
        model.close()


def serve_entry(
    config: Config, options: LoopOptions, checkpoint: Checkpoint, store: Store, round_id: int
) -> ModelConfig:
    """An ``openai`` model for ``checkpoint`` behind its own vLLM server: reused when the
    role's port already serves that name, else started and recorded on round ``round_id``
    (and in ``DATA_DIR/endpoints.json``)."""
    from m2miner.train.serve import (
        COORDS,
        ServeOptions,
        endpoint_for,
        plan_serve,
        record_endpoint,
        start_server,
    )

    low, high = options.pixels
    port = config.loop.infer_port if checkpoint.role == "infer" else config.loop.judge_port
    serve = ServeOptions(
        role=checkpoint.role,
        checkpoint=checkpoint.path,
        name=checkpoint.name,
        port=port,
        gpu_memory_utilization=config.loop.gpu_memory_utilization,
        min_pixels=low,
        max_pixels=high,
    )
    plan = plan_serve(serve)
    if not _serves(plan.base_url, plan.name):
        log = options.out / "logs" / f"serve-{checkpoint.name}-{port}.log"
        proc = start_server(plan, log, config.loop.serve_timeout_s)
        endpoint = endpoint_for(plan, serve, proc.pid, log)
        record_endpoint(config.store.data_dir, endpoint)
        store.rounds.update(round_id, endpoints={checkpoint.name: asdict(endpoint)})
    return ModelConfig(
        name=checkpoint.name,
        backend="openai",
        model=plan.name,
        base_url=plan.base_url,
        coords=COORDS[plan.target.family],  # type: ignore[arg-type]
        min_pixels=plan.target.min_pixels,
        max_pixels=plan.target.max_pixels,
    )


def _serves(base_url: str, name: str) -> bool:
    """Whether the server at ``base_url`` answers and serves model ``name``."""
    import httpx

    try:
        response = httpx.get(f"{base_url}/models", timeout=5.0)
        served = [m.get("id") for m in response.json().get("data", [])]
    except (httpx.HTTPError, ValueError, AttributeError):
        return False
    return name in served


def stop_endpoints(endpoints: Iterable[dict[str, Any]]) -> list[int]:
    """Stop the loop's vLLM servers that still run (to free the GPU for training); the
    process ids stopped. A recorded pid now used by another program is left alone."""
    stopped = []
    for endpoint in endpoints:
        pid = endpoint.get("pid")
        if isinstance(pid, int) and _is_vllm(pid):
            _stop_group(pid)
            stopped.append(pid)
    return stopped


def _is_vllm(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except (ProcessLookupError, PermissionError):
        return False
    cmdline = Path(f"/proc/{pid}/cmdline")
    if not cmdline.exists():  # no procfs: trust the recorded pid
        return True
    return b"vllm" in cmdline.read_bytes()


def _stop_group(pid: int) -> None:
    """SIGTERM the server's process group, SIGKILL it after 30 s."""
    for sig, wait_s in ((signal.SIGTERM, 30.0), (signal.SIGKILL, 5.0)):
        try:
            os.killpg(pid, sig)
        except ProcessLookupError:
            return
        deadline = time.monotonic() + wait_s
        while time.monotonic() < deadline:
            if _gone(pid):
                return
            time.sleep(0.5)


def _gone(pid: int) -> bool:
    with contextlib.suppress(ChildProcessError):  # reap our own child, or it stays a zombie
        os.waitpid(pid, os.WNOHANG)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False
