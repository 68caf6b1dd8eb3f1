"""An OpenAI-compatible server that echoes the request's headers back: in error bodies
(as servers and proxies do when they report a bad request) and in answers. Binds to
127.0.0.1 only."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

MODEL = "echo-model"


class _Handler(BaseHTTPRequestHandler):
    server: EchoServer

    def log_message(self, *args: Any) -> None:  # keep test output clean
        pass

    def _send(self, status: int, body: dict[str, Any]) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:
        self._send(200, {"object": "list", "data": [{"id": MODEL, "object": "model"}]})

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        self.rfile.read(length)
        headers = "\n".join(f"{k}: {v}" for k, v in self.headers.items())
        key = (self.headers.get("Authorization") or "").removeprefix("Bearer ")
        with self.server.lock:
            self.server.calls += 1
            call = self.server.calls
        if call % 2 == 1:
            # A bad-request error that quotes the request, headers and all, and the bare key.
            message = f"invalid request; you sent:\n{headers}\nkey {key} is not allowed here"
            self._send(400, {"error": {"message": message, "type": "invalid_request_error"}})
            return
        content = f"I cannot act. Your headers: {headers} (key {key})"
        self._send(
            200,
            {
                "id": f"c{call}",
                "object": "chat.completion",
                "model": MODEL,
                "choices": [
                    {"index": 0, "message": {"role": "assistant", "content": content},
                     "finish_reason": "stop"}
                ],
                "usage": {"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20},
            },
        )  # fmt: skip


class EchoServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.lock = threading.Lock()
        self.calls = 0

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/v1"


@contextmanager
def echo_server() -> Iterator[EchoServer]:
    """A running :class:`EchoServer`, stopped on exit."""
    server = EchoServer()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
