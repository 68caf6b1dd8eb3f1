"""Several endpoints of one model: least outstanding requests, a limit on each, and a
failing endpoint passed over, against real HTTP servers on 127.0.0.1."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Callable
from typing import Any

from m2miner.config import ModelConfig
from m2miner.llm.balance import ENDPOINTS, Endpoints
from m2miner.llm.base import Message
from m2miner.llm.openai_compat import OpenAICompatModel
from tests.llm.llm_helpers import FakeServer, Reply, ok_completion

HELLO = [Message.text("user", "hello")]


def _slow(seconds: float) -> Callable[[str, dict[str, Any]], Reply]:
    def respond(path: str, body: dict[str, Any]) -> Reply:
        if path.endswith("/models"):
            return 200, {}, b'{"data": [{"id": "tiny"}]}'
        time.sleep(seconds)
        return ok_completion(["ok"])

    return respond


def _model(urls: list[str], concurrency: int, **kw: Any) -> OpenAICompatModel:
    config = ModelConfig(
        name="m",
        backend="openai",
        model="tiny",
        base_url=urls[0],
        base_urls=urls[1:],
        concurrency=concurrency,
        **kw,
    )
    return OpenAICompatModel(config, sleep=lambda s: None)


def _calls(model: OpenAICompatModel, count: int, threads: int) -> list[str]:
    texts: list[str] = []
    lock = threading.Lock()
    todo = list(range(count))

    def work() -> None:
        while True:
            with lock:
                if not todo:
                    return
                todo.pop()
            result = model.chat(HELLO)
            with lock:
                texts.extend(result.texts)

    workers = [threading.Thread(target=work) for _ in range(threads)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    return texts


def test_requests_go_to_the_least_loaded_replica_within_each_limit(
    fake_server: Callable[..., FakeServer],
) -> None:
    fast, other, slow = fake_server(_slow(0.02)), fake_server(_slow(0.02)), fake_server(_slow(0.3))
    model = _model([slow.base_url, fast.base_url, other.base_url], concurrency=2)
    model.check()  # every replica is asked for its models
    assert _calls(model, 60, threads=6) == ["ok"] * 60
    served = {s.base_url: sum(1 for r in s.requests if "chat" in r[0]) for s in (fast, other, slow)}
    assert sum(served.values()) == 60
    assert max(s.max_in_flight for s in (fast, other, slow)) <= 2  # the per-endpoint limit
    # The slow replica holds its requests longest, so it is the least loaded least often.
    assert served[slow.base_url] < served[fast.base_url] and served[slow.base_url] < 15
    state = ENDPOINTS.snapshot()
    assert all(state[u.rstrip("/")].outstanding == 0 for u in served)
    assert state[slow.base_url].peak <= 2


def test_a_dead_or_overloaded_replica_is_passed_over(
    fake_server: Callable[..., FakeServer],
) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        dead = f"http://127.0.0.1:{sock.getsockname()[1]}/v1"  # nothing listens here
    busy = fake_server(lambda path, body: (503, {}, b'{"error": "overloaded"}'))
    good = fake_server(_slow(0.0))
    model = _model([dead, busy.base_url, good.base_url], concurrency=4, max_retries=3)
    results = [model.chat(HELLO) for _ in range(10)]
    assert all(r.texts == ["ok"] for r in results)
    state = ENDPOINTS.snapshot()
    assert state[dead].failures == 1 and state[busy.base_url].failures == 1
    assert len(good.requests) == 10  # after one failure each, the others wait their turn
    assert sum(len(r.faults) for r in results) == 2


def test_the_balancer_waits_for_a_free_slot() -> None:
    endpoints = Endpoints()
    endpoints.register("http://a/v1", 1)
    order: list[str] = []
    with endpoints.lease(["http://a/v1"]) as url:
        waiter = threading.Thread(
            target=lambda: order.append(endpoints.lease(["http://a/v1"]).__enter__())
        )
        waiter.start()
        time.sleep(0.2)
        assert order == []  # full: the second request waits
        order.append("released " + url)
    waiter.join(timeout=5)
    assert order == ["released http://a/v1", "http://a/v1"]
