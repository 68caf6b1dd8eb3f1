"""Secrets never stored or shown: redaction of keys and credential-shaped values, and a
mine against a server that echoes the request's headers, key included, in its errors and
answers: the key is nowhere in the data directory, an export, the CLI's output or the
viewer's pages."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from m2miner.redact import (
    MASK,
    forget_secrets,
    install_log_filter,
    redact,
    redact_value,
    register_secret,
)
from tests.safety.echo_server import MODEL, echo_server

KEY = "sk-echo-" + "Q7w" * 10


@pytest.fixture
def secret() -> Iterator[str]:
    register_secret(KEY)
    yield KEY
    forget_secrets()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Authorization: Bearer abc.def-123456", f"Authorization: {MASK}"),
        ('{"authorization": "Basic dXNlcjpwYXNz"}', f'{{"authorization": "{MASK}"}}'),
        ("GET /v1/models?api_key=abc123&x=1", f"GET /v1/models?api_key={MASK}&x=1"),
        ("x-api-key: hunter2hunter2", f"x-api-key: {MASK}"),
        ("'access_token': 'ya29.a0Af'", f"'access_token': '{MASK}'"),
        ("token sk-proj-abcdefghijklmnop1234 leaked", f"token {MASK} leaked"),
        ("hf_abcdefghijklmnopqrstuvwxyz", MASK),
        ("Bearer xyz12345678", f"Bearer {MASK}"),
    ],
)
def test_credential_shapes_are_redacted(text: str, expected: str) -> None:
    assert redact(text) == expected


@pytest.mark.parametrize(
    "text",
    ["basic settings", "Bearer of bad news", "max_tokens=256", "Tap 'Pay $12.50'", "the key"],
)
def test_ordinary_text_is_left_alone(text: str) -> None:
    assert redact(text) == text


def test_a_registered_secret_is_redacted_bare_encoded_and_cut_off(secret: str) -> None:
    assert redact(f"you sent {secret}!") == f"you sent {MASK}!"
    register_secret("k3y/with+reserved=chars")
    assert redact("GET /?k=k3y%2Fwith%2Breserved%3Dchars") == f"GET /?k={MASK}"
    # Truncated to a limit in the middle of the key: the tail that is left is a secret too.
    assert redact(f"echo: {secret[:12]}") == f"echo: {MASK}"
    assert redact("echo: sk-e") == "echo: sk-e"  # shorter than MIN_SECRET: no guess
    short = "abc"
    register_secret(short)  # too short to redact everywhere
    assert redact("abc def") == "abc def"


def test_values_are_redacted_in_keys_and_nested_items(secret: str) -> None:
    value = {"faults": [{"error": f"key {secret}"}], secret: 1, "n": 3}
    assert redact_value(value) == {"faults": [{"error": f"key {MASK}"}], MASK: 1, "n": 3}
    clean = {"a": ["b", 1]}
    assert redact_value(clean) is clean


def test_the_log_filter_redacts_messages_and_tracebacks(secret: str) -> None:
    records: list[str] = []

    class Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            records.append(self.format(record))

    handler = Keep()
    install_log_filter([handler])
    log = logging.getLogger("m2miner.test.redact")
    log.addHandler(handler)
    try:
        log.warning("server said %s", f"Authorization: Bearer {secret}")
        try:
            raise RuntimeError(f"echo {secret}")
        except RuntimeError:
            log.exception("failed")
    finally:
        log.removeHandler(handler)
    text = "\n".join(records)
    assert secret not in text and "Traceback" in text and text.count(MASK) == 2


def _config(base_url: str) -> str:
    return f"""
[[models]]
name = "echo"
backend = "openai"
model = "{MODEL}"
base_url = "{base_url}"
api_key_env = "ECHO_KEY"
supports_n = false
supports_logprobs = false
max_retries = 0

[agents.infer]
models = [{{model = "echo", k = 2}}]
[agents.orchestra]
model = "echo"
[agents.judge]
model = "echo"
"""


def _m2miner(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "ECHO_KEY": KEY, "COLUMNS": "200"}
    return subprocess.run(
        [sys.executable, "-m", "m2miner", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=env,
        timeout=300,
    )


def _files_holding(folder: Path, needle: bytes) -> list[str]:
    return [str(p) for p in folder.rglob("*") if p.is_file() and needle in p.read_bytes()]


def test_a_key_echoed_by_the_model_server_is_stored_and_shown_nowhere(tmp_path: Path) -> None:
    pytest.importorskip("flask")
    data, out = tmp_path / "data", tmp_path / "export"
    with echo_server() as server:
        (tmp_path / "m.toml").write_text(_config(server.base_url), encoding="utf-8")
        mined = _m2miner(
            tmp_path, "mine", "-a", "maps", "-t", "maps.open_saved", "-b", "iterations=3",
            "-c", "m.toml", "--data-dir", str(data),
        )  # fmt: skip
        assert server.calls >= 2  # it answered with the echo, as an error and as an answer
    assert "Run 1" in mined.stdout
    exported = _m2miner(
        tmp_path, "export", str(out), "--include", "all", "-k", "all", "--data-dir", str(data)
    )
    shown = _m2miner(tmp_path, "show", "1", "--data-dir", str(data))
    assert exported.returncode == 0, exported.stderr
    needle = KEY.encode()
    # The echo reached the store (redacted): the test would see the key if it were kept.
    db = (data / "m2miner.db").read_bytes()
    assert b"Authorization: [REDACTED]" in db and b"key [REDACTED] is not allowed" in db
    assert _files_holding(data, needle) == []
    assert _files_holding(out, needle) == []
    for done in (mined, exported, shown):
        assert KEY not in done.stdout + done.stderr
    assert KEY not in _viewer_pages(data)


def _viewer_pages(data: Path) -> str:
    from m2miner.store import Store
    from m2miner.view.server import create_app

    with Store.open(data / "m2miner.db", read_only=True) as store:
        client = create_app(store).test_client()
        nodes = [n for t in store.trees.find() for n in store.trees.load(t.id).nodes]
        paths = ["/", "/run/1", *(f"/tree/{t.id}" for t in store.trees.find())]
        paths += [f"/node/{n.id}" for n in nodes]
        pages = [client.get(p, headers={"Host": "127.0.0.1"}) for p in paths]
    assert all(p.status_code == 200 for p in pages)
    text = "\n".join(p.get_data(as_text=True) for p in pages)
    assert "[REDACTED]" in text  # the node pages show the faults' errors
    return text
