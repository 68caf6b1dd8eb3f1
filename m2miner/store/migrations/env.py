"""Alembic environment of the m2miner store.

The store runs migrations on a connection it already holds (``config.attributes
["connection"]``), inside its own transaction. From the command line the URL comes from
``-x url=...`` or ``sqlalchemy.url``.
"""

from __future__ import annotations

from logging.config import fileConfig

from alembic import context
from sqlalchemy.engine import Connection

from m2miner.store.db import make_engine, parse_url
from m2miner.store.models import Base
from m2miner.store.rollout_models import RolloutGroupRow  # noqa: F401 (its tables)

config = context.config
if config.config_file_name is not None:
    fileConfig(config.config_file_name)
target_metadata = Base.metadata


def _url() -> str:
    url = context.get_x_argument(as_dictionary=True).get("url")
    url = url or config.get_main_option("sqlalchemy.url")
    if not url:
        raise RuntimeError("no database URL: pass -x url=sqlite:///path/to/m2miner.db")
    return url


def _run(connection: Connection) -> None:
    # Batch mode lets later revisions alter SQLite tables (by copying them).
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=True,
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_offline() -> None:
    context.configure(
        url=_url(),
        target_metadata=target_metadata,
        literal_binds=True,
        render_as_batch=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        _run(connection)
        return
    engine = make_engine(parse_url(_url()))
    try:
        with engine.connect() as connection:
            _run(connection)
    finally:
        engine.dispose()


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
