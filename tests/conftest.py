"""Fixtures shared by every test package."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

# Tests never download: models are built locally (see m2miner.testing.tiny_model).
os.environ.setdefault("HF_HUB_OFFLINE", "1")

# tests.extras: a test that needs a missing extra skips with the command that installs it.
# tests.fixtures_web: webapp_url, appium_url, web_app, web_device (the Corner Cafe app
# and a local Appium).
pytest_plugins = ("tests.extras", "tests.fixtures_web")

# Fixtures that build a model or start a server, a browser or a database: a test that
# uses one, directly or through another fixture, is marked slow, so the developer loop
# (scripts/test --quick, i.e. -m "not slow") leaves it out without each module saying so.
SLOW_FIXTURES = frozenset(
    {
        "tiny_model_dir",
        "tiny_qwen3_dir",
        "served",
        "two_stage",
        "postgres_server",
        "s3",
        "appium_url",
        "browser",
    }
)


@pytest.hookimpl(tryfirst=True)  # before -m deselects by marker
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if SLOW_FIXTURES.intersection(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.slow)


@pytest.fixture(scope="session")
def tiny_model_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A tiny random Qwen2.5-VL (model, tokenizer, processor), built once per session."""
    pytest.importorskip("transformers")
    from m2miner.testing.tiny_model import build_tiny_qwen25vl

    return build_tiny_qwen25vl(tmp_path_factory.mktemp("tiny-qwen25vl"), seed=0)


@pytest.fixture(scope="module")
def served(tiny_model_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """``transformers serve`` running the tiny model on 127.0.0.1 (once per module)."""
    pytest.importorskip("fastapi")
    from m2miner.testing.servers import transformers_serve

    log = tmp_path_factory.mktemp("serve") / "server.log"
    with transformers_serve(tiny_model_dir, log_path=log) as server:
        yield server


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """A throwaway PostgreSQL server on 127.0.0.1; yields its base URL (no database)."""
    from m2miner.testing.postgres import PostgresUnavailable, postgres_server

    try:
        server = postgres_server()
        url = server.__enter__()
    except PostgresUnavailable as exc:
        pytest.skip(str(exc))
    try:
        yield url
    finally:
        server.__exit__(None, None, None)


@pytest.fixture
def postgres_url(postgres_server: str) -> str:
    """A fresh, empty database on the throwaway server."""
    from m2miner.testing.postgres import create_database

    return create_database(postgres_server)
