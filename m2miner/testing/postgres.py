"""A throwaway PostgreSQL server on 127.0.0.1 (initdb + pg_ctl), for tests and benchmarks.

:func:`postgres_server` yields the server's base URL (no database);
:func:`create_database` makes an empty database on it. Needs the PostgreSQL server
binaries and psycopg (the ``postgres`` extra); as root it runs the server as the
``postgres`` user, since PostgreSQL refuses to run as root.
"""

from __future__ import annotations

import functools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


class PostgresUnavailable(RuntimeError):
    """The server cannot be started here (binaries, psycopg or a user are missing)."""


def postgres_bin(name: str) -> str | None:
    found = shutil.which(name)
    if found:
        return found
    candidates = sorted(Path("/usr/lib/postgresql").glob(f"*/bin/{name}"))
    return str(candidates[-1]) if candidates else None


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def postgres_server() -> Iterator[str]:
    """Start a server on a free port; yields ``postgresql+psycopg://m2miner@127.0.0.1:PORT``."""
    try:
        import psycopg  # noqa: F401
    except ImportError as exc:
        raise PostgresUnavailable(
            "needs the postgres extra (psycopg): pip install -e '.[postgres]'"
        ) from exc
    initdb, pg_ctl = postgres_bin("initdb"), postgres_bin("pg_ctl")
    if initdb is None or pg_ctl is None:
        raise PostgresUnavailable(
            "PostgreSQL server binaries (initdb, pg_ctl) are not installed: "
            "apt-get install postgresql"
        )
    user: str | None = None
    if os.geteuid() == 0:
        try:
            user = pwd.getpwnam("postgres").pw_name
        except KeyError as exc:
            raise PostgresUnavailable("running as root and there is no 'postgres' user") from exc
    base = Path(tempfile.mkdtemp(prefix="m2miner-pg-"))
    if user is not None:
        os.chown(base, pwd.getpwnam(user).pw_uid, -1)
    data, port = base / "data", _free_port()
    run = functools.partial(subprocess.run, check=True, capture_output=True, user=user)
    run([initdb, "-D", str(data), "-A", "trust", "-U", "m2miner", "--no-sync"])
    options = f"-p {port} -k {base} -c listen_addresses=127.0.0.1 -c fsync=off"
    run([pg_ctl, "-D", str(data), "-o", options, "-l", str(base / "log"), "-w", "start"])
    try:
        yield f"postgresql+psycopg://m2miner@127.0.0.1:{port}"
    finally:
        subprocess.run(
            [pg_ctl, "-D", str(data), "-m", "fast", "-w", "stop"], capture_output=True, user=user
        )
        shutil.rmtree(base, ignore_errors=True)


def create_database(server: str) -> str:
    """A fresh, empty database on ``server``; returns its URL."""
    import psycopg

    name = f"m2miner_{uuid.uuid4().hex[:12]}"
    plain = server.replace("postgresql+psycopg://", "postgresql://")
    with psycopg.connect(f"{plain}/postgres", autocommit=True) as connection:
        connection.execute(f'CREATE DATABASE "{name}"')
    return f"{server}/{name}"
