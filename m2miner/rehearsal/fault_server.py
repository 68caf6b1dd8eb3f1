"""An OpenAI-compatible chat server on 127.0.0.1 that injects faults into its answers.

Each ``POST /v1/chat/completions`` draws, from a seeded generator, whether it fails and
how, at the rates of a :class:`~m2miner.config.ModelFaults`:

- ``model_5xx``: HTTP 500, 502 or 503 with an OpenAI-style error body;
- ``model_timeout``: the request is held for ``2 * timeout_s`` and the connection closed
  without an answer (the client, with ``timeout_s``, gives up first);
- ``model_malformed``: every choice's content is unparseable text (and its first-token
  log-probabilities name no word an agent looks for);
- ``model_truncated``: every choice's content is cut off with ``finish_reason``
  ``length``: half-way into a tool call's JSON, or before a one-word answer starts;
- ``model_no_logprobs``: ``logprobs`` is null although the request asked for them (drawn
  for requests that ask; the others get a good answer).

Good answers come from an upstream OpenAI-compatible ``/v1`` URL (the request is
forwarded as is) or, without one, from :class:`BuiltinResponder`, which answers
m2miner's own prompts. ``GET /faults`` returns what was injected, by kind; ``GET
/v1/models`` lists the served model ids (the upstream's in proxy mode). With
``log_path``, every injected fault is also appended to that file as a JSON line.

Run it on its own to put faults in front of a model server::

    python -m m2miner.rehearsal.fault_server --port 8100 --upstream http://127.0.0.1:8000/v1 \\
        --rates 5xx=0.05,timeout=0.05,malformed=0.1

or use :func:`serve_faults` (a ``with`` block, a thread of this process).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import threading
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx

from m2miner.config import ModelFaults
from m2miner.rehearsal.responder import BuiltinResponder

RATE_NAMES = {
    "5xx": "http_5xx_rate",
    "timeout": "timeout_rate",
    "malformed": "malformed_rate",
    "truncated": "truncated_rate",
    "no_logprobs": "no_logprobs_rate",
}
"""Short names ``--rates`` accepts, and the :class:`ModelFaults` field each sets."""
MALFORMED_TEXT = "~~ ??? %% ~~"
_5XX = (500, 502, 503)


class FaultLog:
    """Counts injected faults by kind, and appends each to a JSON-lines file if given.

    Thread-safe; each line is ``{"kind", "source", "t", "pid", ...detail}`` and is
    flushed at once, so a process killed mid-run leaves every fault it injected logged.
    """

    def __init__(self, path: Path | None = None, source: str = "") -> None:
        self.path = path
        self.source = source
        self.counts: Counter[str] = Counter()
        self._lock = threading.Lock()

    def add(self, kind: str, **detail: Any) -> None:
        with self._lock:
            self.counts[kind] += 1
            if self.path is not None:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                line = {"kind": kind, "source": self.source, "t": time.time(), "pid": os.getpid()}
                # One write per line, appended: lines of threads and processes never mix.
                with self.path.open("a", encoding="utf-8") as f:
                    f.write(json.dumps({**line, **detail}) + "\n")

    def snapshot(self) -> dict[str, int]:
        with self._lock:
            return dict(self.counts)


_process_logs: dict[Path, FaultLog] = {}
_process_logs_lock = threading.Lock()


def process_log(log_dir: Path | None) -> FaultLog | None:
    """This process's log of injected faults in ``log_dir`` (``faults-PID.jsonl``), shared
    by its fault servers and device wrappers; None without a folder."""
    if log_dir is None:
        return None
    path = Path(log_dir) / f"faults-{os.getpid()}.jsonl"
    with _process_logs_lock:
        if path not in _process_logs:
            _process_logs[path] = FaultLog(path, source="model")
        return _process_logs[path]


class FaultServer(ThreadingHTTPServer):
    """The HTTP server; see the module docstring. ``upstream`` None = built-in answers."""

    daemon_threads = True

    def __init__(
        self,
        faults: ModelFaults,
        *,
        upstream: str | None = None,
        seed: int = 0,
        port: int = 0,
        model_ids: tuple[str, ...] = ("builtin",),
        log: FaultLog | None = None,
    ) -> None:
        super().__init__(("127.0.0.1", port), _Handler)
        self.faults = faults
        self.upstream = upstream.rstrip("/") if upstream else None
        self.model_ids = model_ids
        self.log = log
        self.counts: Counter[str] = Counter()
        self.requests = 0
        self.stopping = threading.Event()
        self._rng = random.Random(seed)
        self._lock = threading.Lock()
        self._responder = BuiltinResponder(seed + 1)
        self._client = httpx.Client(timeout=httpx.Timeout(600.0, connect=10.0))

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/v1"

    def draw(self, wants_logprobs: bool) -> str | None:
        """The fault this request gets, or None; counted (and logged) at once."""
        with self._lock:
            self.requests += 1
            u = self._rng.random()
            kind = _pick(u, self.faults.rates())
            if kind == "model_no_logprobs" and not wants_logprobs:
                kind = None
            if kind is not None:
                self.counts[kind] += 1
        if kind is not None and self.log is not None:
            self.log.add(kind, source="model")
        return kind

    def report(self) -> dict[str, Any]:
        """Requests answered and faults injected by kind (what ``GET /faults`` returns)."""
        with self._lock:
            return {"requests": self.requests, "faults": dict(self.counts)}

    def good_answer(self, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        """Status and JSON of a fault-free answer: the upstream's, or a built-in one."""
        if self.upstream is None:
            return 200, self._responder.respond(body)
        response = self._client.post(f"{self.upstream}/chat/completions", json=body)
        try:
            return response.status_code, response.json()
        except ValueError:
            return 502, {"error": {"message": f"upstream answered {response.text[:200]!r}"}}

    def models(self) -> dict[str, Any]:
        if self.upstream is not None:
            data: dict[str, Any] = self._client.get(f"{self.upstream}/models").json()
            return data
        return {
            "object": "list",
            "data": [{"id": m, "object": "model", "owned_by": "m2miner"} for m in self.model_ids],
        }

    def server_close(self) -> None:
        self.stopping.set()
        super().server_close()
        self._client.close()


class _Handler(BaseHTTPRequestHandler):
    server: FaultServer
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:
        return  # quiet: a run makes thousands of requests

    def do_GET(self) -> None:
        path = self.path.rstrip("/")
        if path == "/faults":
            self._send(200, self.server.report())
        elif path in ("/v1/models", "/models"):
            try:
                self._send(200, self.server.models())
            except httpx.HTTPError as exc:
                self._send(502, {"error": {"message": f"upstream: {exc}"}})
        else:
            self._send(404, {"error": {"message": f"no route {self.path}"}})

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length)
        if self.path.rstrip("/") not in ("/v1/chat/completions", "/chat/completions"):
            self._send(404, {"error": {"message": f"no route {self.path}"}})
            return
        try:
            body = json.loads(raw)
        except ValueError:
            self._send(400, {"error": {"message": "the request is not JSON"}})
            return
        srv = self.server
        kind = srv.draw(bool(body.get("logprobs")))
        if kind == "model_5xx":
            status = _5XX[srv.requests % len(_5XX)]
            self._send(status, {"error": {"message": f"injected fault: HTTP {status}"}})
            return
        if kind == "model_timeout":
            # Hold the request past the client's timeout, then hang up without an answer.
            srv.stopping.wait(2 * srv.faults.timeout_s)
            self.close_connection = True
            return
        try:
            status, data = srv.good_answer(body)
        except httpx.HTTPError as exc:
            self._send(502, {"error": {"message": f"upstream: {exc}"}})
            return
        if status == 200 and kind is not None:
            data = damage(data, kind)
        self._send(status, data)

    def _send(self, status: int, data: dict[str, Any]) -> None:
        payload = json.dumps(data).encode()
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True


def _pick(u: float, rates: dict[str, float]) -> str | None:
    edge = 0.0
    for kind, rate in rates.items():
        edge += rate
        if u < edge:
            return kind
    return None


def damage(data: dict[str, Any], kind: str) -> dict[str, Any]:
    """``data`` (a chat completion) with every choice damaged the way ``kind`` says."""
    choices = []
    for choice in data.get("choices") or []:
        choice = dict(choice)
        message = dict(choice.get("message") or {})
        raw = message.get("content")
        content = raw if isinstance(raw, str) else ""
        if kind == "model_malformed":
            message["content"] = MALFORMED_TEXT
            if choice.get("logprobs"):
                choice["logprobs"] = first_token_logprobs({"~~": -0.05, "??": -3.0})
        elif kind == "model_truncated":
            cut = _cut_point(content)
            message["content"] = content[:cut]
            choice["finish_reason"] = "length"
            if choice.get("logprobs") and cut == 0:
                choice["logprobs"] = {"content": []}
        elif kind == "model_no_logprobs":
            choice["logprobs"] = None
        choice["message"] = message
        choices.append(choice)
    if kind == "model_truncated":
        # A server that cuts answers short stops before the token limit it was given.
        usage = dict(data.get("usage") or {})
        kept = sum(len(c["message"].get("content") or "") for c in choices)
        usage["completion_tokens"] = kept // 4
        return {**data, "choices": choices, "usage": usage}
    return {**data, "choices": choices}


def _cut_point(content: str) -> int:
    """Half-way into the tool call's JSON; an answer without JSON (a word, a letter) is
    cut before it starts, as when a model spends its tokens before answering."""
    start = content.find("{")
    if start >= 0:
        return start + max(1, (len(content) - start) // 2)
    return 0


def first_token_logprobs(tops: dict[str, float]) -> dict[str, Any]:
    """An OpenAI ``logprobs`` object whose first token has ``tops`` as its top list."""
    best = max(tops, key=lambda t: tops[t])
    return {
        "content": [
            {
                "token": best,
                "logprob": tops[best],
                "top_logprobs": [{"token": t, "logprob": lp} for t, lp in tops.items()],
            }
        ]
    }


@contextmanager
def serve_faults(
    faults: ModelFaults,
    *,
    upstream: str | None = None,
    seed: int = 0,
    port: int = 0,
    model_ids: tuple[str, ...] = ("builtin",),
    log: FaultLog | None = None,
) -> Iterator[FaultServer]:
    """A :class:`FaultServer` answering in a thread of this process for the ``with`` block."""
    server = FaultServer(
        faults, upstream=upstream, seed=seed, port=port, model_ids=model_ids, log=log
    )
    thread = threading.Thread(target=server.serve_forever, name="fault-server", daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.stopping.set()
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


def parse_rates(text: str) -> dict[str, float]:
    """``5xx=0.05,timeout=0.05`` as ModelFaults fields; raises ValueError naming a bad key."""
    out: dict[str, float] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        key, _, value = part.partition("=")
        if key.strip() not in RATE_NAMES:
            raise ValueError(f"unknown fault {key!r}; use {', '.join(RATE_NAMES)}")
        out[RATE_NAMES[key.strip()]] = float(value)
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m m2miner.rehearsal.fault_server", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--port", type=int, default=8100)
    parser.add_argument("--upstream", help="OpenAI-compatible /v1 URL; none = built-in answers")
    parser.add_argument(
        "--rates", default="", help="e.g. 5xx=0.05,timeout=0.05,malformed=0.1,truncated=0"
    )
    parser.add_argument("--timeout-s", type=float, default=2.0, help="client timeout assumed")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--model", action="append", help="model id served (built-in mode)")
    parser.add_argument("--log", type=Path, help="append every injected fault to this file")
    args = parser.parse_args(argv)
    try:
        faults = ModelFaults(timeout_s=args.timeout_s, **parse_rates(args.rates))
    except ValueError as exc:
        parser.error(str(exc))
    server = FaultServer(
        faults,
        upstream=args.upstream,
        seed=args.seed,
        port=args.port,
        model_ids=tuple(args.model or ["builtin"]),
        log=FaultLog(args.log, source="model") if args.log else None,
    )
    print(f"fault server on {server.base_url} (upstream: {args.upstream or 'built-in'})")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        print(json.dumps(server.report()))
        server.server_close()


if __name__ == "__main__":
    main()
