"""Statements of the mining hot path, compiled once and run on the driver's cursor.

``Connection.execute`` spends several times as long in SQLAlchemy (the compiled-cache
lookup, building the parameters, setting up a result) as SQLite takes to run a one-row
statement, and the miner runs eight of those for every node. On SQLite a
:class:`Prepared` statement is compiled by SQLAlchemy once, its parameters and result
columns converted by the same type processors ``execute`` would use, and run on the
driver's cursor within the connection's transaction. Other databases (and drivers) go
through ``execute``.

Every bound value must be given (no column defaults are filled in, no expanding IN).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from operator import itemgetter
from typing import Any, NamedTuple

from sqlalchemy import Column
from sqlalchemy.engine import Connection, Dialect
from sqlalchemy.exc import DBAPIError

_Process = Callable[[Any], Any] | None
Params = Mapping[str, Any]


class _Compiled(NamedTuple):
    sql: str
    pick: Callable[[Params], Any]
    """The values of a row's parameters in the order the SQL binds them."""
    processors: tuple[tuple[int, Callable[[Any], Any]], ...]
    """(position, processor) of the values a type converts on their way to the driver."""


class _Columns(NamedTuple):
    names: tuple[str, ...]
    processors: tuple[tuple[int, Callable[[Any], Any]], ...]
    """(position, processor) of the values a type converts on their way from the driver."""


class Prepared:
    """One statement, compiled per dialect and set of parameter names on first use."""

    def __init__(self, statement: Any) -> None:
        self.statement = statement
        self._compiled: dict[tuple[str, frozenset[str]], _Compiled] = {}
        self._results: dict[str, _Columns] = {}
        self._returning: Any = None

    def execute(self, connection: Connection, params: Params | Sequence[Params]) -> int:
        """Run a statement that returns no rows with ``params`` (a sequence: once for
        each, as executemany); returns how many rows it changed. Driver errors are raised
        as SQLAlchemy's, as ``execute`` raises them."""
        many = not isinstance(params, Mapping)
        if connection.dialect.driver != "pysqlite":
            return int(connection.execute(self.statement, params).rowcount)  # type: ignore[attr-defined]
        rows: Sequence[Params] = params if many else [params]  # type: ignore[list-item,assignment]
        if not rows:
            return 0
        sql, values = self._bind(connection.dialect, rows)
        with _cursor(connection, sql, values) as cursor:
            if many:
                cursor.executemany(sql, values)
            else:
                cursor.execute(sql, values[0])
            return int(cursor.rowcount)

    def insert_ids(self, connection: Connection, rows: Sequence[Params]) -> list[int]:
        """Run an INSERT once for each of ``rows``; the new rows' ids, in order."""
        if connection.dialect.driver != "pysqlite":
            if self._returning is None:
                ids = self.statement.table.c.id
                self._returning = self.statement.returning(ids, sort_by_parameter_order=True)
            return list(connection.execute(self._returning, rows).scalars().all())
        sql, values = self._bind(connection.dialect, rows)
        ids = []
        with _cursor(connection, sql, values) as cursor:
            for value in values:
                cursor.execute(sql, value)
                ids.append(int(cursor.lastrowid))  # type: ignore[arg-type]
        return ids

    def rows(self, connection: Connection, params: Params) -> list[dict[str, Any]]:
        """Run a SELECT; its rows as dicts keyed by column name."""
        if connection.dialect.driver != "pysqlite":
            return [dict(row) for row in connection.execute(self.statement, params).mappings()]
        dialect = connection.dialect
        sql, values = self._bind(dialect, [params])
        columns = self._results.get(dialect.name)
        if columns is None:
            selected = list(self.statement.selected_columns)
            processors = [(i, _processor(c, dialect)) for i, c in enumerate(selected)]
            columns = self._results[dialect.name] = _Columns(
                tuple(c.key for c in selected),
                tuple((i, process) for i, process in processors if process is not None),
            )
        with _cursor(connection, sql, values) as cursor:
            cursor.execute(sql, values[0])
            found = []
            for row in cursor.fetchall():
                value = list(row)
                for index, process in columns.processors:
                    value[index] = process(value[index])
                found.append(dict(zip(columns.names, value, strict=True)))
            return found

    def _bind(self, dialect: Dialect, rows: Sequence[Params]) -> tuple[str, list[list[Any]]]:
        """The SQL for the parameter names of ``rows``, and each row's values in the
        order it binds them, converted by their types' processors."""
        key = (dialect.name, frozenset(rows[0]))
        found = self._compiled.get(key)
        if found is None:
            compiled = self.statement.compile(dialect=dialect, column_keys=list(rows[0]))
            assert compiled.positiontup is not None, "SQLite binds parameters by position"
            names = compiled.positiontup
            processors = [
                (index, compiled.binds[name].type.dialect_impl(dialect).bind_processor(dialect))
                for index, name in enumerate(names)
            ]
            found = self._compiled[key] = _Compiled(
                compiled.string,
                itemgetter(*names) if len(names) > 1 else lambda row: (row[names[0]],),
                tuple((index, process) for index, process in processors if process is not None),
            )
        values = []
        for row in rows:
            value = list(found.pick(row))
            for index, process in found.processors:
                value[index] = process(value[index])
            values.append(value)
        return found.sql, values


def _processor(column: Column[Any], dialect: Dialect) -> _Process:
    return column.type.dialect_impl(dialect).result_processor(dialect, None)  # type: ignore[no-any-return]


@contextmanager
def _cursor(connection: Connection, sql: str, values: Any) -> Iterator[sqlite3.Cursor]:
    """The driver's cursor of ``connection``, closed after; sqlite3 errors become
    SQLAlchemy's, as ``execute`` raises them (a StoreError from the store)."""
    cursor = connection.connection.driver_connection.cursor()  # type: ignore[union-attr]
    try:
        yield cursor
    except sqlite3.Error as exc:
        raise DBAPIError.instance(sql, values, exc, sqlite3.Error) from exc
    finally:
        cursor.close()
