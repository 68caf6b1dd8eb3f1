"""Fixtures of the scale-out tests: an S3-compatible server on 127.0.0.1 (PostgreSQL's are
in tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from m2miner.testing.s3_server import S3Server, s3_server


@pytest.fixture(scope="session")
def s3() -> Iterator[S3Server]:
    pytest.importorskip("obstore")
    pytest.importorskip("moto.server")
    with s3_server() as server:
        yield server
