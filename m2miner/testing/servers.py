"""Real OpenAI-compatible model servers on 127.0.0.1, started for a ``with`` block.

Both serve a local model directory (such as the tiny model from
:mod:`m2miner.testing.tiny_model`) on a free port, wait until ``GET /v1/models`` answers,
and kill their whole process group on exit::

    with transformers_serve(model_dir) as server:     # pip install 'transformers[serving]'
        model = OpenAICompatModel(ModelConfig(name="t", model=server.model,
                                              base_url=server.base_url))

- :func:`transformers_serve` runs ``transformers serve``; it ignores ``n`` and returns no
  log-probabilities.
- :func:`llama_cpp_server` converts the directory to GGUF (text model plus ``--mmproj``
  vision projector) with llama.cpp's ``convert_hf_to_gguf.py`` and runs
  ``python -m llama_cpp.server`` (``pip install 'llama-cpp-python[server]'``); it returns
  real first-token ``top_logprobs`` for image prompts. The converter ships only in the
  llama-cpp-python *source* package: fetch it once with
  ``python -m m2miner.testing.servers fetch-converter`` or point
  ``M2MINER_LLAMA_CPP_CONVERTER`` at a ``convert_hf_to_gguf.py`` of a llama.cpp checkout.

When something they need is missing they raise :class:`ServerUnavailableError` saying
what and how to install it, so a test can skip with that reason.
"""

from __future__ import annotations

import importlib.util
import os
import socket
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

import httpx

from m2miner.errors import ModelUnavailableError
from m2miner.procs import stop_process_group

CONVERTER_ENV = "M2MINER_LLAMA_CPP_CONVERTER"
CONVERTER_FILE = "convert_hf_to_gguf.py"
# Files of a llama.cpp tree the converter needs: itself, its model package, its gguf library.
_CONVERTER_PARTS = (CONVERTER_FILE, "conversion/", "gguf-py/")

# Runs the converter with the pre-tokenizer fixed to Qwen2's: the converter recognises
# pre-tokenizers by hashing the tokens of a sample text, and a locally trained vocabulary
# has no known hash although it splits text exactly like Qwen2.
_CONVERT_WITH_QWEN2_PRE = """
import importlib.util, sys
from pathlib import Path
script = Path(sys.argv[1])
sys.path[:0] = [str(script.parent / "gguf-py"), str(script.parent)]
spec = importlib.util.spec_from_file_location("convert_hf_to_gguf", script)
module = importlib.util.module_from_spec(spec)
sys.modules["convert_hf_to_gguf"] = module
spec.loader.exec_module(module)
try:
    from conversion.base import TextModel as target
except ImportError:
    target = getattr(module, "TextModel", None) or module.Model
target.get_vocab_base_pre = lambda self, tokenizer: "qwen2"
sys.argv = [str(script), *sys.argv[2:]]
module.main()
"""


class ServerUnavailableError(ModelUnavailableError):
    """A model server cannot be started here: a package or tool is missing, or it died."""


@dataclass(frozen=True)
class RunningServer:
    """A started server: where to reach it and which model id to ask for."""

    base_url: str
    model: str
    pid: int
    log_path: Path
    start_s: float


def free_port() -> int:
    """A TCP port on 127.0.0.1 that is free right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def transformers_serve(
    model_dir: str | Path,
    *,
    port: int | None = None,
    timeout_s: float = 180.0,
    log_path: Path | None = None,
) -> Iterator[RunningServer]:
    """Serve ``model_dir`` with ``transformers serve`` on CPU, pinned to that model."""
    for module in ("fastapi", "uvicorn"):
        if importlib.util.find_spec(module) is None:
            raise ServerUnavailableError(
                f"transformers serve needs {module}", hint="pip install 'transformers[serving]'"
            )
    port = port or free_port()
    model = str(model_dir)
    cmd = [
        sys.executable,
        "-c",
        "from transformers.cli.transformers import main; main()",
        "serve",
        model,
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--device",
        "cpu",
    ]
    with _serve(cmd, port, model, timeout_s, log_path) as server:
        yield server


@contextmanager
def llama_cpp_server(
    model_dir: str | Path,
    *,
    port: int | None = None,
    n_ctx: int = 4096,
    timeout_s: float = 120.0,
    gguf_dir: Path | None = None,
    log_path: Path | None = None,
) -> Iterator[RunningServer]:
    """Convert ``model_dir`` to GGUF (cached in ``gguf_dir``) and serve it with llama.cpp."""
    if importlib.util.find_spec("llama_cpp") is None:
        raise ServerUnavailableError(
            "llama_cpp is not installed", hint="pip install 'llama-cpp-python[server]'"
        )
    text, mmproj = convert_to_gguf(model_dir, gguf_dir)
    port = port or free_port()
    cmd = [
        sys.executable,
        "-m",
        "llama_cpp.server",
        "--model",
        str(text),
        "--clip_model_path",
        str(mmproj),
        "--chat_format",
        "qwen2.5-vl",
        "--n_ctx",
        str(n_ctx),
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
    ]
    with _serve(cmd, port, str(text), timeout_s, log_path) as server:
        yield server


def convert_to_gguf(
    model_dir: str | Path, out_dir: Path | None = None, *, converter: Path | None = None
) -> tuple[Path, Path]:
    """GGUF files (text model, vision projector) of a Qwen2.5-VL directory, in float32.

    ``out_dir`` defaults to ``model_dir/gguf``; files newer than the weights are reused.
    """
    src = Path(model_dir)
    out = out_dir or src / "gguf"
    text, mmproj = out / "model-f32.gguf", out / "mmproj-f32.gguf"
    weights = max((p.stat().st_mtime for p in src.glob("*.safetensors")), default=0.0)
    if all(p.exists() and p.stat().st_mtime >= weights for p in (text, mmproj)):
        return text, mmproj
    script = converter or find_llama_cpp_converter()
    out.mkdir(parents=True, exist_ok=True)
    for target, extra in ((text, []), (mmproj, ["--mmproj"])):
        args = [str(src), "--outfile", str(target), "--outtype", "f32", *extra]
        _run_converter(script, args)
    return text, mmproj


def _run_converter(script: Path, args: Sequence[str]) -> None:
    cmd = [sys.executable, "-c", _CONVERT_WITH_QWEN2_PRE, str(script), *args]
    env = {**os.environ, "HF_HUB_OFFLINE": "1"}
    done = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=600)
    if done.returncode != 0:
        raise ServerUnavailableError(
            f"GGUF conversion failed ({script}):\n{done.stderr[-2000:]}",
            hint="the converter needs torch, numpy, sentencepiece and its own gguf-py",
        )


def default_converter_dir() -> Path:
    """Where ``fetch-converter`` puts llama.cpp's converter for the installed version."""
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    try:
        version = metadata.version("llama-cpp-python")
    except metadata.PackageNotFoundError:
        version = "unknown"
    return cache / "m2miner" / f"llama.cpp-{version}"


def find_llama_cpp_converter() -> Path:
    """Locate ``convert_hf_to_gguf.py``; raise :class:`ServerUnavailableError` if absent.

    Looks at ``$M2MINER_LLAMA_CPP_CONVERTER``, the fetch cache, then a source checkout of
    llama-cpp-python next to the installed package (``vendor/llama.cpp``).
    """
    candidates: list[Path] = []
    if os.environ.get(CONVERTER_ENV):
        candidates.append(Path(os.environ[CONVERTER_ENV]))
    candidates.append(default_converter_dir() / CONVERTER_FILE)
    spec = importlib.util.find_spec("llama_cpp")
    if spec is not None and spec.origin:
        candidates.append(Path(spec.origin).parents[1] / "vendor" / "llama.cpp" / CONVERTER_FILE)
    for path in candidates:
        if path.is_file():
            return path
    raise ServerUnavailableError(
        "llama.cpp's convert_hf_to_gguf.py was not found (looked at "
        + ", ".join(str(p) for p in candidates)
        + ")",
        hint="python -m m2miner.testing.servers fetch-converter  "
        f"(or set {CONVERTER_ENV} to a llama.cpp checkout's {CONVERTER_FILE})",
    )


def fetch_llama_cpp_converter(dest: Path | None = None) -> Path:
    """Download the llama-cpp-python source package once with pip; keep its converter.

    The version matches the installed ``llama-cpp-python``. Returns the script's path.
    """
    dest = dest or default_converter_dir()
    version = metadata.version("llama-cpp-python")
    with tempfile.TemporaryDirectory() as tmp:
        pip = [sys.executable, "-m", "pip", "download", f"llama-cpp-python=={version}"]
        subprocess.run([*pip, "--no-deps", "--no-binary", ":all:", "-d", tmp], check=True)
        (sdist,) = Path(tmp).glob("llama_cpp_python-*.tar.gz")
        with tarfile.open(sdist) as tar:
            _extract_converter(tar, dest)
    return dest / CONVERTER_FILE


def _extract_converter(tar: tarfile.TarFile, dest: Path) -> None:
    marker = "/vendor/llama.cpp/"
    members = []
    for member in tar.getmembers():
        _, found, rel = member.name.partition(marker)
        if found and (member.isfile() or member.isdir()) and rel.startswith(_CONVERTER_PARTS):
            member.name = rel
            members.append(member)
    if not any(m.name == CONVERTER_FILE for m in members):
        raise ServerUnavailableError(f"{tar.name!r} holds no vendor/llama.cpp/{CONVERTER_FILE}")
    dest.mkdir(parents=True, exist_ok=True)
    tar.extractall(dest, members=members, filter="data")


@contextmanager
def _serve(
    cmd: list[str], port: int, model: str, timeout_s: float, log_path: Path | None
) -> Iterator[RunningServer]:
    log = log_path or Path(tempfile.mkstemp(prefix="m2miner-server-", suffix=".log")[1])
    env = {**os.environ, "HF_HUB_OFFLINE": "1"}
    start = time.perf_counter()
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            cmd, stdout=out, stderr=subprocess.STDOUT, env=env, start_new_session=True
        )
    try:
        base_url = f"http://127.0.0.1:{port}/v1"
        _wait_ready(proc, base_url, timeout_s, log)
        yield RunningServer(base_url, model, proc.pid, log, time.perf_counter() - start)
    finally:
        _stop(proc)


def _wait_ready(proc: subprocess.Popen[bytes], base_url: str, timeout_s: float, log: Path) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise ServerUnavailableError(
                f"server exited with code {proc.returncode} before it was ready:\n{_tail(log)}"
            )
        try:
            if httpx.get(f"{base_url}/models", timeout=2.0).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    raise ServerUnavailableError(f"server not ready after {timeout_s:g} s:\n{_tail(log)}")


def _stop(proc: subprocess.Popen[bytes]) -> None:
    stop_process_group(proc, grace_s=10.0)


def _tail(log: Path, chars: int = 2000) -> str:
    try:
        return log.read_text(errors="replace")[-chars:]
    except OSError:
        return ""


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m m2miner.testing.servers fetch-converter [DEST]``."""
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0] != "fetch-converter" or len(args) > 2:
        print(main.__doc__, file=sys.stderr)
        return 2
    path = fetch_llama_cpp_converter(Path(args[1]) if len(args) == 2 else None)
    print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
