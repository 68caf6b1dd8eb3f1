"""The database connection: engine, SQLite settings, transactions and migrations.

SQLite runs in WAL mode with foreign keys on and a busy timeout. Write transactions start
with ``BEGIN IMMEDIATE`` and, within one process, take a lock per database file: threads
then queue in Python instead of failing with "database is locked", and other processes
wait on the busy timeout. PostgreSQL (``postgresql+psycopg://``) needs none of this.

A database opened read-only (``Database(url, read_only=True)``, what ``runs``, ``show``,
``stats`` and ``export`` use) is a SQLite ``mode=ro`` connection: it creates nothing,
never migrates, and works in a directory the user cannot write.

The schema is created and upgraded by the Alembic migrations in ``migrations/``, never by
``create_all``. To add a revision after changing the models::

    alembic -c m2miner/store/migrations/alembic.ini -x url=sqlite:///dev.db \\
        revision --autogenerate -m "what changed"
"""

from __future__ import annotations

import os
import sqlite3
import threading
import urllib.parse
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext, suppress
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import URL, Connection, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, SQLAlchemyError
from sqlalchemy.orm import Session
from sqlalchemy.pool import QueuePool

from m2miner.errors import ConfigError, NotFoundError, StoreError
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
        _begin(connection, "BEGIN IMMEDIATE" if write else "BEGIN")


def _begin(connection: Connection, statement: str) -> None:
    """Run ``statement`` on the driver's connection: a BEGIN through ``exec_driver_sql``
    costs a whole statement execution (about a tenth of a node's store time). Driver
    errors become the SQLAlchemy errors ``exec_driver_sql`` would have raised."""
    try:
        connection.connection.driver_connection.execute(statement)  # type: ignore[union-attr]
    except sqlite3.Error as exc:
        raise DBAPIError.instance(statement, None, exc, sqlite3.Error) from exc


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
        message = describe_error(exc)
        raise StoreError(
            f"cannot open database {url.render_as_string()!r}: {message}",
            hint=error_hint(message, sqlite_path(url)),
        ) from exc


def prepare_data_dir(path: Path, *, create: bool) -> None:
    """Check that ``path`` can be the data directory, and create it when ``create``.

    A path that is a file is a ConfigError (the user gave the wrong path); a directory
    that cannot be created is a StoreError.
    """
    if path.exists() and not path.is_dir():
        raise ConfigError(
            f"data directory {path} is a file, not a directory",
            hint="point --data-dir (store.data_dir) at a writable directory "
            "(a missing one is created)",
        )
    if not create:
        return
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StoreError(
            f"cannot create the data directory {path}: {exc.strerror or exc}",
            hint="point --data-dir (store.data_dir) at a directory this user may write",
        ) from exc


def readonly_uri(path: Path) -> str:
    """The SQLite URI that reads ``path`` without writing anything beside it.

    ``mode=ro`` still needs the WAL's shared-memory file, which SQLite creates next to the
    database; in a directory nobody may write that fails, and ``immutable=1`` (no locks,
    no WAL) is the way left. It would miss commits still in the WAL, so a WAL holding
    any is an error rather than a silently older view.
    """
    if not path.is_file():
        raise NotFoundError(
            f"no mined data at {path.parent} (no {path.name})",
            hint="mine first (`m2miner mine --app maps`) or point --data-dir at the data",
        )
    base = "file:" + urllib.parse.quote(str(path.resolve()))
    try:
        _probe(f"{base}?mode=ro")
        return f"{base}?mode=ro"
    except sqlite3.DatabaseError as exc:
        error = exc
    text = str(error).lower()
    if "readonly" not in text and "unable to open" not in text:
        # Busy, damaged, not a database: immutable=1 would only hide it (and read without
        # locks while someone writes).
        raise StoreError(
            f"cannot read the database {path}: {error}",
            hint=error_hint(str(error), path)
            or f"check that {path} is an m2miner database (`m2miner doctor`)",
        ) from error
    wal = path.with_name(path.name + "-wal")
    if wal.is_file() and wal.stat().st_size > 0:
        raise StoreError(
            f"cannot read the database {path}: its write-ahead log {wal.name} holds commits "
            f"that SQLite can only read with write access to {path.parent} ({error})",
            hint="let a process that may write there open it once (`m2miner doctor`), or "
            "copy the data directory somewhere writable",
        )
    try:
        _probe(f"{base}?mode=ro&immutable=1")
        return f"{base}?mode=ro&immutable=1"
    except sqlite3.DatabaseError as exc:
        raise StoreError(
            f"cannot read the database {path}: {exc}",
            hint=f"check that this user may read {path} and that it is an m2miner database",
        ) from exc


def _probe(uri: str) -> None:
    connection = sqlite3.connect(uri, uri=True)
    try:
        connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
    finally:
        connection.close()


def _readonly_engine(path: Path) -> Engine:
    uri = readonly_uri(path)

    def connect() -> sqlite3.Connection:
        connection = sqlite3.connect(uri, uri=True, check_same_thread=False)
        connection.isolation_level = None
        connection.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
        connection.execute("PRAGMA query_only = ON")
        return connection

    # The URL only picks the dialect; every connection comes from ``connect``. A file
    # database's pool, not the single-thread pool SQLAlchemy gives ``sqlite://``.
    engine = create_engine("sqlite://", creator=connect, poolclass=QueuePool, pool_size=8)

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Connection) -> None:
        _begin(connection, "BEGIN")

    return engine


def describe_error(exc: SQLAlchemyError) -> str:
    """The driver's own message, without SQLAlchemy's SQL echo and background link."""
    if isinstance(exc, DBAPIError) and exc.orig is not None:
        return str(exc.orig)
    return str(exc).split("\n", 1)[0]


def error_hint(message: str, path: Path | None) -> str | None:
    """What to do about a database error the driver reported, where we can tell."""
    where = str(path.parent) if path is not None else "the database"
    text = message.lower()
    if "readonly database" in text or "read-only" in text:
        what = f"{path} or {where}" if path is not None else where
        return (
            f"{what} is read-only for this user: give a writable --data-dir (or fix the "
            "permissions); runs, show, stats and export only read and work there"
        )
    if "unable to open database file" in text:
        return f"check that {where} exists and that this user may read and write it"
    if "database is locked" in text:
        return "another process is writing for longer than the busy timeout; try again"
    if "disk is full" in text or "disk i/o error" in text:
        return f"free some space on the disk of {where}, or point --data-dir elsewhere"
    return None


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
        name = model.__name__.lower()
        raise NotFoundError(f"no {name} with id {row_id}", hint=_WHERE_IDS.get(name))
    return row


_WHERE_IDS = {
    "run": "`m2miner runs` lists the runs",
    "tree": "tree ids are in the table `m2miner mine` ends with (its `tree` column)",
    "node": "`m2miner show TREE_ID` prints each node's id in brackets",
    "intent": "`m2miner intents list` lists the intents",
    "round": "`m2miner loop status` lists the rounds",
}
"""Where a user finds the ids of each kind of row, for the fix line of a NotFoundError."""


class Database:
    """One database: short transactions through :meth:`read` and :meth:`write`.

    With ``read_only`` a SQLite file is opened with ``mode=ro`` (see :func:`readonly_uri`)
    and :meth:`write` raises StoreError; other databases get read-only transactions.
    """

    def __init__(self, url: str | Path, *, read_only: bool = False) -> None:
        self.url = parse_url(url)
        self.path = sqlite_path(self.url)
        self.read_only = read_only
        if read_only and self.path is not None:
            self.engine = _readonly_engine(self.path)
        else:
            self.engine = make_engine(self.url)
        self._writer = self.engine.execution_options(**{_WRITE_OPTION: True})
        self._write_lock = _write_lock_for(self.path) if self.path is not None else None
        # SQLite's writer connection, kept open between the transactions of
        # write_connection (used only under the write lock), and the process that opened it.
        self._held: Connection | None = None
        self._held_pid = 0

    def _error(self, what: str, exc: SQLAlchemyError) -> StoreError:
        message = describe_error(exc)
        return StoreError(f"could not {what}: {message}", hint=error_hint(message, self.path))

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
            raise self._error(what, exc) from exc

    def _refuse_read_only(self, what: str) -> None:
        if self.read_only:
            raise StoreError(
                f"could not {what}: the database was opened read-only",
                hint="this command only reads; writing needs the store opened for writing",
            )

    @contextmanager
    def write(self, what: str) -> Iterator[Session]:
        """A session whose changes commit together when the block ends without error."""
        self._refuse_read_only(what)
        try:
            with (
                self._lock(),
                Session(self._writer, expire_on_commit=False) as session,
                session.begin(),
            ):
                yield session
        except SQLAlchemyError as exc:
            raise self._error(what, exc) from exc

    @contextmanager
    def write_connection(self, what: str) -> Iterator[Connection]:
        """What :meth:`write` gives, as a Core connection rather than an ORM session.

        For the statements the miner runs for every node, where the session's bookkeeping
        cost more than the statements. On SQLite the connection stays open from one
        transaction to the next, sparing the pool's checkout and return.
        """
        self._refuse_read_only(what)
        try:
            with self._lock():
                if self._write_lock is None:
                    with self._writer.begin() as connection:
                        yield connection
                    return
                connection = self._writer_connection()
                try:
                    with connection.begin():
                        yield connection
                except SQLAlchemyError:
                    # Whatever state the driver is in now, the next write starts afresh.
                    self._close_held()
                    raise
        except SQLAlchemyError as exc:
            raise self._error(what, exc) from exc

    def _writer_connection(self) -> Connection:
        """The held SQLite writer connection (call with the write lock held)."""
        held, mine = self._held, self._held_pid == os.getpid()
        usable = held is not None and not (held.closed or held.invalidated)
        if held is not None and mine and usable and not held.in_transaction():
            return held
        if mine:
            self._close_held()
        # A connection inherited through fork() is left alone: closing it here could
        # disturb the parent's.
        self._held, self._held_pid = self._writer.connect(), os.getpid()
        return self._held

    def _close_held(self) -> None:
        held, self._held = self._held, None
        if held is not None and self._held_pid == os.getpid():
            # Closing rolls back what is left; a driver past doing even that is dropped.
            with suppress(SQLAlchemyError):
                held.close()

    def current_revision(self) -> str | None:
        """The schema revision the database is at; None for an empty database."""
        from alembic.runtime.migration import MigrationContext

        where = self.path or self.url.render_as_string()
        with self.read(f"open the database {where}") as session:
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
            raise self._error("migrate the database schema", exc) from exc

    def check_schema(self) -> None:
        """Raise StoreError unless the schema is at the newest revision (read-only use)."""
        current, head = self.current_revision(), self.head_revision()
        if current == head:
            return
        where = self.path or self.url.render_as_string()
        if current is None:
            raise StoreError(
                f"{where} holds no m2miner schema",
                hint="point --data-dir at mined data, or mine first",
            )
        raise StoreError(
            f"{where} has schema revision {current}, this m2miner reads {head}; a read-only "
            "command does not migrate it",
            hint="let a command that may write there upgrade it once (`m2miner doctor`), or "
            "use the m2miner version that wrote it",
        )

    def dispose(self) -> None:
        """Close every pooled connection, and the held writer connection."""
        with self._lock():
            self._close_held()
        self.engine.dispose()
