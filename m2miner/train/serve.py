"""``m2miner serve``: a trained checkpoint behind vLLM's OpenAI-compatible server.

:func:`plan_serve` turns a checkpoint (a ``m2miner train`` output directory, a model
directory, a LoRA adapter directory or a hub id) into the ``vllm serve`` command line:
image limits, the model length, prefix caching (the agents resend the same long system
prompt), LoRA adapters where the checkpoint is one. :func:`start_server` runs it and
waits for ``/health``; :func:`record_endpoint` writes where it listens to
``DATA_DIR/endpoints.json`` (and to a loop round's ``endpoints``), so later rounds and
the config snippet point at it. Without vLLM or a CUDA GPU, :func:`serve_blocker` says
why, and the command can be run elsewhere.
"""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
import time
from dataclasses import asdict, dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from m2miner.errors import ConfigError, ModelUnavailableError
from m2miner.procs import console_script, stop_process_group
from m2miner.train.emit import family
from m2miner.train.options import DEFAULT_MAX_PIXELS, DEFAULT_MIN_PIXELS

Role = Literal["infer", "judge"]
ENDPOINTS_FILE = "endpoints.json"
TRAIN_MANIFEST = "m2miner-train.json"
LORA_RANKS = (8, 16, 32, 64, 128, 256, 320, 512)
"""Ranks vLLM's --max-lora-rank accepts."""
COORDS = {"qwen25": "qwen25", "qwen3": "norm1000"}
HUB_ID = re.compile(r"[A-Za-z0-9][\w.-]*/[\w.-]+")


@dataclass(frozen=True)
class ServeOptions:
    """What ``m2miner serve`` was asked."""

    role: Role
    checkpoint: str
    base: str | None = None
    adapter: bool = False
    name: str | None = None
    host: str = "127.0.0.1"
    port: int = 8000
    max_model_len: int = 32768
    max_images: int = 2
    gpu_memory_utilization: float = 0.9
    tensor_parallel: int = 1
    min_pixels: int | None = None
    max_pixels: int | None = None
    prefix_caching: bool = True
    extra_args: tuple[str, ...] = ()


@dataclass(frozen=True)
class ServeTarget:
    """What vLLM loads: a model, and a LoRA adapter on it or not."""

    model: str
    adapter: str | None
    family: str
    min_pixels: int
    max_pixels: int


@dataclass(frozen=True)
class ServePlan:
    """The ``vllm serve`` command and how clients reach the server it starts."""

    role: Role
    argv: tuple[str, ...]
    name: str
    base_url: str
    health_url: str
    target: ServeTarget

    @property
    def command(self) -> str:
        return shlex.join(self.argv)

    def models_toml(self) -> str:
        """The ``[[models]]`` entry (and agent line) that makes the miner use this server."""
        t = self.target
        lines = [
            "[[models]]",
            f'name = "{self.name}"',
            'backend = "openai"',
            f'model = "{self.name}"',
            f'base_url = "{self.base_url}"',
            f'coords = "{COORDS[t.family]}"',
            f"min_pixels = {t.min_pixels}",
            f"max_pixels = {t.max_pixels}",
            "",
        ]
        if self.role == "judge":
            lines += ["[agents.judge]", f'model = "{self.name}"']
        else:
            lines += ["[[agents.infer.models]]", f'model = "{self.name}"', "k = 5"]
        return "\n".join(lines)


@dataclass(frozen=True)
class Endpoint:
    """A started server as recorded for later rounds."""

    role: Role
    base_url: str
    model: str
    checkpoint: str
    model_path: str
    adapter: str | None
    pid: int | None
    log: str | None
    command: str
    started_at: str = field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="seconds"))
    replicas: tuple[str, ...] = ()
    """Every replica's base URL when ``serve --replicas N`` started several (the models
    entry then lists the others in ``base_urls``)."""
    pids: tuple[int, ...] = ()


def replica_plans(opts: ServeOptions, replicas: int) -> list[tuple[ServePlan, dict[str, str]]]:
    """``replicas`` servers of one checkpoint on consecutive ports from ``opts.port``, each
    with its own ``tensor_parallel`` GPUs (``CUDA_VISIBLE_DEVICES``); the plans and the
    environment of each."""
    if replicas < 1:
        raise ConfigError(f"--replicas must be at least 1, got {replicas}")
    out = []
    for i in range(replicas):
        plan = plan_serve(replace(opts, port=opts.port + i))
        gpus = range(i * opts.tensor_parallel, (i + 1) * opts.tensor_parallel)
        out.append((plan, {"CUDA_VISIBLE_DEVICES": ",".join(str(g) for g in gpus)}))
    return out


def replicas_toml(plans: list[ServePlan]) -> str:
    """The models entry of the first plan with every other replica in ``base_urls``."""
    text = plans[0].models_toml()
    if len(plans) < 2:
        return text
    others = ", ".join(f'"{p.base_url}"' for p in plans[1:])
    first = f'base_url = "{plans[0].base_url}"'
    return text.replace(first, f"{first}\nbase_urls = [{others}]", 1)


def replicas_endpoint(endpoints: list[Endpoint]) -> Endpoint:
    """One record for the replicas of a role: the first one's, listing them all."""
    return replace(
        endpoints[0],
        replicas=tuple(e.base_url for e in endpoints),
        pids=tuple(e.pid for e in endpoints if e.pid is not None),
    )


def resolve_checkpoint(
    path: str,
    *,
    base: str | None = None,
    adapter: bool = False,
    pixels: tuple[int | None, int | None] = (None, None),
) -> ServeTarget:
    """What to serve for ``path``.

    A ``m2miner train`` output directory serves its merged ``model/`` (or, with
    ``adapter`` or when it has no merged model, its ``adapter/`` on the adapter's base); a
    directory with ``adapter_config.json`` is a LoRA adapter on ``base`` (default: the
    base it names); anything else is a model directory or hub id. Raises ConfigError for
    a local path that does not exist.
    """
    root = Path(path)
    manifest = _json(root / TRAIN_MANIFEST)
    lo = pixels[0] or manifest.get("min_pixels") or DEFAULT_MIN_PIXELS
    hi = pixels[1] or manifest.get("max_pixels") or DEFAULT_MAX_PIXELS
    if manifest:
        merged, lora = manifest.get("model_dir"), manifest.get("adapter_dir")
        if lora and (adapter or not merged):
            model = base or manifest.get("adapter_base") or manifest["base"]
            return ServeTarget(model, lora, family(manifest["base"]), lo, hi)
        if not merged:
            raise ConfigError(f"{root}: the training run wrote no model", hint="train it again")
        return ServeTarget(merged, None, family(merged), lo, hi)
    if (root / "adapter_config.json").is_file():
        model = base or _json(root / "adapter_config.json").get("base_model_name_or_path")
        if not model:
            raise ConfigError(f"{root} is a LoRA adapter; say its base model with --base")
        return ServeTarget(str(model), str(root), family(str(model)), lo, hi)
    if not root.exists() and not HUB_ID.fullmatch(path):
        raise ConfigError(f"checkpoint {path!r} does not exist (nor is it a hub id ORG/NAME)")
    return ServeTarget(str(root.resolve()) if root.exists() else path, None, family(path), lo, hi)


def plan_serve(opts: ServeOptions) -> ServePlan:
    """The ``vllm serve`` command line for ``opts``."""
    target = resolve_checkpoint(
        opts.checkpoint,
        base=opts.base,
        adapter=opts.adapter,
        pixels=(opts.min_pixels, opts.max_pixels),
    )
    name = opts.name or opts.role
    argv = [*_vllm_executable(), "serve", target.model]
    argv += ["--served-model-name", f"{name}-base" if target.adapter else name]
    argv += ["--host", opts.host, "--port", str(opts.port)]
    argv += ["--max-model-len", str(opts.max_model_len)]
    argv += ["--limit-mm-per-prompt", json.dumps({"image": opts.max_images, "video": 0})]
    argv += ["--mm-processor-kwargs", json.dumps(_processor_kwargs(target))]
    argv += ["--gpu-memory-utilization", f"{opts.gpu_memory_utilization:g}"]
    if opts.tensor_parallel > 1:
        argv += ["--tensor-parallel-size", str(opts.tensor_parallel)]
    if opts.prefix_caching:
        argv.append("--enable-prefix-caching")
    if target.adapter:
        argv += ["--enable-lora", "--lora-modules", f"{name}={target.adapter}"]
        argv += ["--max-lora-rank", str(_lora_rank(Path(target.adapter)))]
    argv += list(opts.extra_args)
    client_host = "127.0.0.1" if opts.host in ("0.0.0.0", "::", "") else opts.host
    root = f"http://{client_host}:{opts.port}"
    return ServePlan(opts.role, tuple(argv), name, f"{root}/v1", f"{root}/health", target)


def serve_blocker() -> str | None:
    """Why vLLM cannot serve on this machine (no package, no CUDA GPU); None when it can."""
    import importlib.util

    if importlib.util.find_spec("vllm") is None:
        return "vLLM is not installed (pip install vllm)"
    try:
        import torch
    except ImportError:
        return "torch is not installed"
    if not torch.cuda.is_available():
        return "no CUDA GPU is visible"
    return None


def start_server(
    plan: ServePlan, log_path: Path, timeout_s: float, env: dict[str, str] | None = None
) -> subprocess.Popen[bytes]:
    """Start ``plan``'s server (its own process group, output to ``log_path``, ``env``
    added to this environment) and wait for ``/health``. Raises ModelUnavailableError,
    with the log's tail, when it exits or is not healthy within ``timeout_s``; the server
    is stopped then."""
    import os

    log_path.parent.mkdir(parents=True, exist_ok=True)
    with log_path.open("ab") as log:
        proc = subprocess.Popen(
            list(plan.argv),
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            env={**os.environ, **env} if env else None,
        )
    try:
        wait_healthy(plan.health_url, timeout_s, proc=proc, log_path=log_path)
    except BaseException:
        stop_server(proc)
        raise
    return proc


def wait_healthy(
    url: str,
    timeout_s: float,
    *,
    proc: subprocess.Popen[bytes] | None = None,
    log_path: Path | None = None,
) -> float:
    """Poll ``url`` until it answers 200; the seconds it took. ModelUnavailableError when
    ``proc`` exits first or ``timeout_s`` passes."""
    import httpx

    start = time.monotonic()
    while time.monotonic() - start < timeout_s:
        if proc is not None and proc.poll() is not None:
            raise ModelUnavailableError(
                f"vllm serve exited with code {proc.returncode} before it was healthy"
                + _tail(log_path),
                hint=f"see the log {log_path}" if log_path else None,
            )
        try:
            if httpx.get(url, timeout=2.0).status_code == 200:
                return time.monotonic() - start
        except httpx.HTTPError:
            pass
        time.sleep(1.0)
    raise ModelUnavailableError(
        f"{url} was not healthy after {timeout_s:g} s" + _tail(log_path),
        hint="large models take minutes to load; raise --timeout",
    )


def stop_server(proc: subprocess.Popen[bytes]) -> None:
    """Stop a server started by :func:`start_server` (SIGTERM, then SIGKILL)."""
    stop_process_group(proc, grace_s=30.0)


def endpoint_for(
    plan: ServePlan, opts: ServeOptions, pid: int | None, log: Path | None
) -> Endpoint:
    """The record of a server started from ``plan``."""
    return Endpoint(
        role=plan.role,
        base_url=plan.base_url,
        model=plan.name,
        checkpoint=opts.checkpoint,
        model_path=plan.target.model,
        adapter=plan.target.adapter,
        pid=pid,
        log=str(log) if log else None,
        command=plan.command,
    )


def record_endpoint(data_dir: Path, endpoint: Endpoint) -> Path:
    """Write ``endpoint`` under its role into ``DATA_DIR/endpoints.json``; the file's path."""
    path = Path(data_dir) / ENDPOINTS_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    current = load_endpoints(data_dir)
    current[endpoint.role] = asdict(endpoint)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(current, indent=2), encoding="utf-8")
    tmp.replace(path)
    return path


def load_endpoints(data_dir: Path) -> dict[str, dict[str, Any]]:
    """The recorded endpoints by role (empty when none were recorded)."""
    data = _json(Path(data_dir) / ENDPOINTS_FILE)
    return {k: v for k, v in data.items() if isinstance(v, dict)}


def _vllm_executable() -> list[str]:
    # A command printed to be run on another machine says `vllm`; one started here is
    # this interpreter's script, which need not be on PATH (a shim not yet rehashed).
    if serve_blocker() is not None:
        return ["vllm"]
    found = console_script("vllm")
    return [str(found)] if found else [sys.executable, "-m", "vllm.entrypoints.cli.main"]


def _processor_kwargs(target: ServeTarget) -> dict[str, Any]:
    # Qwen3-VL's processor reads only the size dict; Qwen2.5-VL's also the legacy names,
    # which older vLLM versions pass on.
    if target.family == "qwen3":
        return {"size": {"shortest_edge": target.min_pixels, "longest_edge": target.max_pixels}}
    return {"min_pixels": target.min_pixels, "max_pixels": target.max_pixels}


def _lora_rank(adapter: Path) -> int:
    rank = int(_json(adapter / "adapter_config.json").get("r") or 16)
    return next((r for r in LORA_RANKS if r >= rank), LORA_RANKS[-1])


def _json(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError):
        return {}
    return data if isinstance(data, dict) else {}


def _tail(log_path: Path | None, chars: int = 1500) -> str:
    if log_path is None:
        return ""
    try:
        return ":\n" + log_path.read_text(errors="replace")[-chars:]
    except OSError:
        return ""


def record_round_endpoint(config: Any, round_id: int, endpoint: Endpoint) -> None:
    """Add ``endpoint`` under its role to loop round ``round_id``'s endpoints."""
    from m2miner.store.opening import open_store

    with open_store(config) as store:
        store.rounds.update(round_id, endpoints={endpoint.role: asdict(endpoint)})
