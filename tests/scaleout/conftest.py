"""Fixtures of the scale-out tests: PostgreSQL and an S3-compatible server on 127.0.0.1."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from m2miner.testing.s3_server import S3Server, s3_server


@pytest.fixture(scope="session")
def pg_server() -> Iterator[str]:
    """A throwaway PostgreSQL server; yields its base URL (no database)."""
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
def pg_url(pg_server: str) -> str:
    from m2miner.testing.postgres import create_database

    return create_database(pg_server)


@pytest.fixture(scope="session")
def s3() -> Iterator[S3Server]:
    pytest.importorskip("obstore", reason="the s3 extra (obstore) is not installed")
    pytest.importorskip("moto.server", reason="moto's server mode is not installed")
    with s3_server() as server:
        yield server
