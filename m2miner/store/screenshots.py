"""Content-addressed file store for screenshots and view hierarchies.

A blob lives at ``<root>/<first two hex digits>/<remaining 62 hex digits><suffix>``, named
by the sha256 of its bytes. Writes go to a temporary file in the same directory and are
renamed into place, so a reader never sees half a file and a killed process leaves no
torn blob: once :meth:`ScreenshotStore.put` returns, the whole blob is under its name in
the operating system's cache, which a killed process does not lose, so a node committed
after it never names a missing or truncated file. Equal content is stored once.

Getting the blob onto the disk itself (against a power cut or a kernel crash) is the
syncer's work: a background thread fsyncs each new file and its folder, in the order
they were written, while the miner goes on. A node's commit does not wait for it (a
sync costs 1 to 10 ms, more than the rest of a node's bookkeeping); :meth:`sync` does,
and the miner calls it at checkpoints: before a tree is marked finished and when the
store closes. At most :data:`MAX_UNSYNCED` blobs wait at any time (``put`` waits
beyond that). So after a power cut, only nodes judged in the last moments before it can
name a blob that did not reach the disk; SQLite's ``synchronous = NORMAL``, which the
store runs, may drop the commits of those same moments. :meth:`intact` tells such a blob
from a good one.
"""

from __future__ import annotations

import contextlib
import hashlib
import itertools
import os
import re
import stat
import threading
import weakref
from collections import deque
from pathlib import Path

from m2miner.errors import NotFoundError, StoreError

_HASH = re.compile(r"[0-9a-f]{64}")
_O_BINARY = getattr(os, "O_BINARY", 0)
_SUFFIX = re.compile(r"\.[a-z0-9]{1,8}")


MAX_UNSYNCED = 64
"""Blobs written but not yet synced to disk at most; ``put`` waits beyond that."""
_IDLE_S = 2.0
"""The syncer thread ends after this long with nothing to do (and starts again on the
next write)."""


def content_hash(data: bytes) -> str:
    """The sha256 hex digest that names ``data`` in the store."""
    return hashlib.sha256(data).hexdigest()


class ScreenshotStore:
    """Blobs by hash beside the database: PNG screenshots and hierarchy text."""

    def __init__(self, root: str | Path) -> None:
        self.root = Path(root)
        self._root = str(self.root)
        self._syncer = _Syncer()

    def path(self, digest: str, suffix: str = ".png") -> Path:
        """Where the blob ``digest`` with ``suffix`` lives (whether or not it exists)."""
        if not _HASH.fullmatch(digest):
            raise StoreError(f"not a sha256 hex digest: {digest!r}")
        if not _SUFFIX.fullmatch(suffix):
            raise StoreError(f"invalid blob suffix {suffix!r}; expected like '.png'")
        return self.root / digest[:2] / f"{digest[2:]}{suffix}"

    def exists(self, digest: str, suffix: str = ".png") -> bool:
        """Whether the blob is stored."""
        return self.path(digest, suffix).is_file()

    def put(self, data: bytes, suffix: str = ".png") -> str:
        """Store ``data`` (once) and return its hash."""
        digest = content_hash(data)
        if not _SUFFIX.fullmatch(suffix):
            self.path(digest, suffix)  # raises the error of a bad suffix
        # Plain strings and one stat: pathlib and mkstemp cost more than the write of a
        # screenshot (a put runs twice for every mined node).
        folder = os.path.join(self._root, digest[:2])
        target = os.path.join(folder, digest[2:] + suffix)
        try:
            found = os.stat(target)
            if stat.S_ISREG(found.st_mode) and found.st_size == len(data):
                return digest
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise StoreError(f"cannot write blob {digest}{suffix}: {exc}") from exc
        try:
            new_folder = _write_new(folder, target, data)
        except OSError as exc:
            raise StoreError(f"cannot write blob {digest}{suffix}: {exc}") from exc
        self._syncer.add(Path(target), new_folder)
        return digest

    def sync(self) -> None:
        """Wait until every blob written so far is on the disk (a checkpoint); raises
        StoreError when a sync failed."""
        self._syncer.wait()

    def intact(self, digest: str, suffix: str = ".png") -> bool:
        """Whether the blob is stored whole: present and matching its hash."""
        try:
            self.get(digest, suffix)
        except (NotFoundError, StoreError):
            return False
        return True

    def get(self, digest: str, suffix: str = ".png", *, verify: bool = True) -> bytes:
        """The bytes of a stored blob; with ``verify`` its hash is checked."""
        target = self.path(digest, suffix)
        try:
            data = target.read_bytes()
        except FileNotFoundError as exc:
            raise NotFoundError(f"no blob {digest}{suffix} in {self.root}") from exc
        except OSError as exc:
            raise StoreError(f"cannot read blob {digest}{suffix}: {exc}") from exc
        if verify and content_hash(data) != digest:
            raise StoreError(f"blob {target} is corrupt: its content does not match its name")
        return data

    def put_text(self, text: str, suffix: str = ".xml") -> str:
        """Store UTF-8 text (a view hierarchy or page source) and return its hash."""
        return self.put(text.encode("utf-8"), suffix)

    def get_text(self, digest: str, suffix: str = ".xml") -> str:
        """The text of a blob stored with :meth:`put_text`."""
        return self.get(digest, suffix).decode("utf-8")


class _Syncer:
    """Syncs written blobs to disk in a background thread, in the order written."""

    def __init__(self) -> None:
        self._queue: deque[tuple[Path, bool]] = deque()
        self._error: str | None = None
        self._reset()
        _SYNCERS.add(self)

    def _reset(self) -> None:
        """A fresh lock and no thread (also in a forked child, where the parent's
        thread does not run and its lock may be held). What the queue holds is synced
        by the next thread; a blob synced twice costs only the second sync."""
        self._cond = threading.Condition()
        self._written = len(self._queue)
        self._synced = 0
        self._thread: threading.Thread | None = None

    def add(self, path: Path, new_folder: bool) -> None:
        """Queue ``path`` (and its folder's entry in the root when ``new_folder``)."""
        with self._cond:
            self._raise()
            self._queue.append((path, new_folder))
            self._written += 1
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._run, name="m2miner-blob-sync", daemon=True
                )
                self._thread.start()
            self._cond.notify_all()
            while self._written - self._synced > MAX_UNSYNCED and self._error is None:
                self._cond.wait()

    def wait(self) -> None:
        with self._cond:
            target = self._written
            while self._synced < target and self._error is None:
                self._cond.wait()
            self._raise()

    def _raise(self) -> None:
        if self._error is not None:
            raise StoreError(
                f"cannot sync blobs to disk: {self._error}",
                hint="check the disk of the screenshot store (space, permissions, errors)",
            )

    def _run(self) -> None:
        while True:
            with self._cond:
                if not self._queue:
                    self._cond.wait(_IDLE_S)
                if not self._queue:
                    self._thread = None
                    return
                batch = list(self._queue)
                self._queue.clear()
            try:
                _sync_all(batch)
            except OSError as exc:
                with self._cond:
                    self._error = str(exc)
                    self._thread = None
                    self._cond.notify_all()
                return
            with self._cond:
                self._synced += len(batch)
                self._cond.notify_all()


_SYNCERS: weakref.WeakSet[_Syncer] = weakref.WeakSet()


def _after_fork() -> None:
    for syncer in list(_SYNCERS):
        syncer._reset()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_after_fork)


_TMP_NAMES = itertools.count()
"""Numbers for temporary file names, unique within a process (``next`` is atomic)."""


def _write_new(folder: str, target: str, data: bytes) -> bool:
    """Write ``data`` to a new temporary file in ``folder`` and rename it to ``target``;
    whether ``folder`` had to be created. Nothing is left behind on an error."""
    new_folder = False
    while True:
        tmp = os.path.join(folder, f".tmp-{os.getpid()}-{next(_TMP_NAMES)}")
        try:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _O_BINARY, 0o600)
            break
        except FileExistsError:  # left by a killed process with the same pid
            continue
        except FileNotFoundError:
            if new_folder:
                raise
            os.makedirs(folder, exist_ok=True)
            new_folder = True
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
        finally:
            os.close(fd)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    return new_folder


def _sync_all(batch: list[tuple[Path, bool]]) -> None:
    """fsync each file, then each folder holding a new name (once per batch)."""
    folders: dict[Path, None] = {}
    for path, new_folder in batch:
        _fsync(path, os.O_RDONLY)
        folders[path.parent] = None
        if new_folder:
            folders[path.parent.parent] = None
    if os.name == "nt":  # a folder cannot be opened, nor needs syncing, there
        return
    for folder in folders:
        _fsync(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))


def _fsync(path: Path, flags: int) -> None:
    fd = os.open(path, flags)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
