"""The database connection: engine, SQLite settings, transactions and migrations.

SQLite runs in WAL mode with foreign keys on and a busy timeout. Write transactions start
with ``BEGIN IMMEDIATE`` and, within one process, take a lock per database file: threads
then queue in Python instead of failing with "database is locked", and other processes
wait on the busy timeout. PostgreSQL (``postgresql+psycopg://``) needs none of this.

The schema is created and upgraded by the Alembic migrations in ``migrations/``, never by
``create_all``. To add a revision after changing the models::

    alembic -c m2miner/store/migrations/alembic.ini -x url=sqlite:///dev.db \\
        revision --autogenerate -m "what changed"
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import URL, Connection, make_url
from sqlalchemy.exc import ArgumentError, SQLAlchemyError
from sqlalchemy.orm import Session

from m2miner.errors import NotFoundError, StoreError
from m2miner.store.models import Base

if TYPE_CHECKING:
    from alembic.config import Config

MIGRATIONS_DIR = Path(__file__).parent / "migrations"
BUSY_TIMEOUT_S = 30.0
_WRITE_OPTION = "m2miner_write"

_file_locks: dict[str, threading.Lock] = {}
_file_locks_guard = threading.Lock()

RowT = TypeVar("RowT", bound=Base)


def _write_lock_for(path: Path) -> threading.Lock:
    """The process-wide write lock of one SQLite file, shared by every engine on it."""
    key = str(path.resolve())
    with _file_locks_guard:
        return _file_locks.setdefault(key, threading.Lock())


def parse_url(url: str | Path) -> URL:
    """A SQLAlchemy URL from a URL string, or from a plain path to a SQLite file."""
    text = str(url)
    if "://" not in text:
        text = f"sqlite:///{Path(text).expanduser()}"
    try:
        return make_url(text)
    except (ArgumentError, ValueError) as exc:
        raise StoreError(f"invalid database URL {text!r}: {exc}") from exc


def sqlite_path(url: URL) -> Path | None:
    """The database file of a SQLite URL, None for other backends."""
    if url.get_backend_name() != "sqlite":
        return None
    if not url.database or url.database == ":memory:" or url.database.startswith("file:"):
        raise StoreError(
            f"SQLite database must be a file path, got {url.render_as_string()!r}",
            hint="use sqlite:///path/to/m2miner.db",
        )
    return Path(url.database)


def _configure_sqlite(engine: Engine) -> None:
    """Install the connection settings and the BEGIN statements SQLite needs."""

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Without the driver's implicit transactions, our BEGIN also covers DDL and can
        # take the write lock up front.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
        cursor.execute("PRAGMA foreign_keys = ON")
        cursor.execute("PRAGMA journal_mode = WAL")
        # In WAL mode NORMAL still survives a killed process; only a power cut or an OS
        # crash can take back the last commits. It spares a sync on every commit.
        cursor.execute("PRAGMA synchronous = NORMAL")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Connection) -> None:
        # A deferred transaction that reads and then writes cannot wait for the lock
        # (SQLite answers SQLITE_BUSY at once), so writers ask for it at BEGIN.
        write = connection.get_execution_options().get(_WRITE_OPTION, False)
        connection.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")


def make_engine(url: URL) -> Engine:
    """An engine for ``url`` with the store's settings for its backend."""
    try:
        if url.get_backend_name() == "sqlite":
            path = sqlite_path(url)
            assert path is not None
            path.parent.mkdir(parents=True, exist_ok=True)
            engine = create_engine(url, pool_size=8, max_overflow=24)
            _configure_sqlite(engine)
            return engine
        return create_engine(url, pool_pre_ping=True)
    except ImportError as exc:
        raise StoreError(
            f"no database driver for {url.drivername!r}: {exc}",
            hint="for PostgreSQL install the extra: pip install 'm2miner[postgres]'",
        ) from exc
    except SQLAlchemyError as exc:
        raise StoreError(f"cannot open database {url.render_as_string()!r}: {exc}") from exc


def alembic_config(url: URL | None = None) -> Config:
    """An Alembic configuration pointing at the packaged migrations."""
    # Alembic is imported only when a database is opened: it is slow to import.
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    if url is not None:
        # ConfigParser treats % as interpolation; passwords may contain it.
        config.set_main_option(
            "sqlalchemy.url", url.render_as_string(hide_password=False).replace("%", "%%")
        )
    return config


def get_row(session: Session, model: type[RowT], row_id: int) -> RowT:
    """The row of ``model`` with ``row_id``; raises NotFoundError when there is none."""
    row = session.get(model, row_id)
    if row is None:
        raise NotFoundError(f"no {model.__name__.lower()} with id {row_id}")
    return row


class Database:
    """One database: short transactions through :meth:`read` and :meth:`write`."""

    def __init__(self, url: str | Path) -> None:
        self.url = parse_url(url)
        self.path = sqlite_path(self.url)
        self.engine = make_engine(self.url)
        self._writer = self.engine.execution_options(**{_WRITE_OPTION: True})
        self._write_lock = _write_lock_for(self.path) if self.path is not None else None

    @property
    def dialect(self) -> str:
        """The backend's name: ``sqlite`` or ``postgresql``."""
        return self.engine.dialect.name

    def _lock(self) -> threading.Lock | nullcontext[None]:
        return self._write_lock if self._write_lock is not None else nullcontext()

    @contextmanager
    def read(self, what: str) -> Iterator[Session]:
        """A session for queries; SQLAlchemy errors become StoreError naming ``what``."""
        try:
            with Session(self.engine, expire_on_commit=False) as session, session.begin():
                yield session
        except SQLAlchemyError as exc:
            raise StoreError(f"could not {what}: {exc}") from exc

    @contextmanager
    def write(self, what: str) -> Iterator[Session]:
        """A session whose changes commit together when the block ends without error."""
        try:
            with (
                self._lock(),
                Session(self._writer, expire_on_commit=False) as session,
                session.begin(),
            ):
                yield session
        except SQLAlchemyError as exc:
            raise StoreError(f"could not {what}: {exc}") from exc

    def current_revision(self) -> str | None:
        """The schema revision the database is at; None for an empty database."""
        from alembic.runtime.migration import MigrationContext

        with self.read("read the schema revision") as session:
            return MigrationContext.configure(session.connection()).get_current_revision()

    def head_revision(self) -> str | None:
        """The newest schema revision this version of m2miner knows."""
        from alembic.script import ScriptDirectory

        return ScriptDirectory.from_config(alembic_config()).get_current_head()

    def upgrade(self) -> None:
        """Create or upgrade the schema to the newest revision; a no-op when it is there."""
        from alembic import command
        from alembic.util import CommandError

        head = self.head_revision()
        if self.current_revision() == head:
            return
        config = alembic_config(self.url)
        try:
            with self._lock(), self._writer.begin() as connection:
                config.attributes["connection"] = connection
                command.upgrade(config, "head")
        except CommandError as exc:
            raise StoreError(
                f"cannot upgrade the database schema to {head}: {exc}",
                hint="the database may have been written by a newer m2miner; upgrade m2miner",
            ) from exc
        except SQLAlchemyError as exc:
            raise StoreError(f"could not migrate the database schema: {exc}") from exc

    def dispose(self) -> None:
        """Close every pooled connection."""
        self.engine.dispose()
