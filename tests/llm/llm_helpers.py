"""Helpers of the model backend tests: a scriptable local HTTP server and screenshots."""

from __future__ import annotations

import io
import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler
from typing import Any

from PIL import Image as PILImage

from m2miner.llm.base import Image

Reply = tuple[int, dict[str, str], bytes]


def ok_completion(texts: list[str], prompt_tokens: int = 11, completion_tokens: int = 3) -> Reply:
    body = {
        "object": "chat.completion",
        "choices": [
            {"index": i, "message": {"role": "assistant", "content": t}, "finish_reason": "stop"}
            for i, t in enumerate(texts)
        ],
        "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens},
    }
    return 200, {"Content-Type": "application/json"}, json.dumps(body).encode()


@dataclass
class FakeServer:
    """An OpenAI-shaped HTTP server on 127.0.0.1 whose answers a test decides.

    ``respond(path, body)`` returns (status, headers, bytes); it may sleep to be slow.
    Requests are recorded with their JSON bodies and headers.
    """

    respond: Callable[[str, dict[str, Any]], Reply]
    base_url: str = ""
    requests: list[tuple[str, dict[str, Any], dict[str, str]]] = field(default_factory=list)
    in_flight: int = 0
    max_in_flight: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)


def handler_for(server: FakeServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: object) -> None:
            pass

        def _serve(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            body = json.loads(self.rfile.read(length) or b"{}")
            with server.lock:
                server.requests.append((self.path, body, dict(self.headers)))
                server.in_flight += 1
                server.max_in_flight = max(server.max_in_flight, server.in_flight)
            try:
                status, headers, payload = server.respond(self.path, body)
            finally:
                with server.lock:
                    server.in_flight -= 1
            self.send_response(status)
            for key, value in headers.items():
                self.send_header(key, value)
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

        do_GET = _serve
        do_POST = _serve

    return Handler


def png_image(width: int = 412, height: int = 915, color: str = "teal") -> Image:
    """A phone-shaped screenshot as the Image value the backends receive."""
    buf = io.BytesIO()
    canvas = PILImage.new("RGB", (width, height), color)
    canvas.paste(PILImage.new("RGB", (width // 2, height // 8), "white"), (width // 4, height // 3))
    canvas.save(buf, format="PNG")
    return Image(buf.getvalue(), width, height)


def wait_until(predicate: Callable[[], bool], timeout_s: float = 5.0) -> bool:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.01)
    return predicate()
