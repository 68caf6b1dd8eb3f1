"""An export directory appears all at once, or not at all.

An export is written into a staging folder beside its target (same parent, so the final
move is a rename on one file system): ``.<name>.partial-<pid>-<random>``. Only when every
file is there, ``export.json`` last, is the staging folder moved into place. An earlier
export in the target stays intact until that moment; with :data:`RENAME_EXCHANGE` the
two folders trade places in one atomic step, elsewhere the earlier export is renamed
aside first (a window of two renames in which the target does not exist; the next export
puts it back if the process died there).

What a killed export leaves behind is a hidden ``.<name>.partial-…`` (or ``.old-…``)
folder that nothing reads as a dataset; the next export into the same target removes
those whose process is gone.
"""

from __future__ import annotations

import ctypes
import errno
import os
import secrets
import shutil
import sys
from collections.abc import Iterable
from pathlib import Path

from m2miner.errors import ConfigError
from m2miner.procs import pid_alive

PARTIAL = "partial"
ASIDE = "old"
_AT_FDCWD = -100
RENAME_EXCHANGE = 2
"""``renameat2`` flag (Linux 3.15+): swap two paths atomically."""


def leftover_name(out_dir: Path, tag: str, pid: int | None = None) -> Path:
    """``.<name>.<tag>-<pid>-<random>`` beside ``out_dir``."""
    pid = os.getpid() if pid is None else pid
    return out_dir.parent / f".{out_dir.name}.{tag}-{pid}-{secrets.token_hex(4)}"


def check_target(out_dir: Path, manifest: str, owned: Iterable[str], *, overwrite: bool) -> None:
    """Refuse a target that is a file, an earlier export without ``overwrite``, or a
    non-empty folder holding files an export did not write.

    A folder that holds only names an export writes (but no manifest) is what an export
    killed by an older m2miner left; it is replaced like an export, with ``overwrite``.
    """
    if out_dir.exists() and not out_dir.is_dir():
        raise ConfigError(
            f"{out_dir} exists and is not a directory",
            hint="give a directory path for the export",
        )
    if not out_dir.is_dir():
        return
    entries = {p.name for p in out_dir.iterdir()}
    if not entries:
        return
    if manifest not in entries and not entries <= set(owned):
        raise ConfigError(
            f"{out_dir} is not empty and holds no earlier export ({manifest}); "
            "an export never replaces files it did not write",
            hint="choose a new or empty directory, or move its files away",
        )
    if not overwrite:
        what = "an earlier export" if manifest in entries else "an unfinished export"
        raise ConfigError(
            f"{out_dir} already holds {what}",
            hint="add --overwrite to replace it (it stays intact until the new export is "
            "complete), or choose another directory",
        )


def new_staging(out_dir: Path) -> Path:
    """Create the staging folder of an export into ``out_dir``."""
    out_dir.parent.mkdir(parents=True, exist_ok=True)
    staging = leftover_name(out_dir, PARTIAL)
    staging.mkdir()
    return staging


def publish(staging: Path, out_dir: Path, owned: Iterable[str]) -> None:
    """Move the complete export in ``staging`` to ``out_dir``; an earlier export there is
    replaced only now, and files of it that an export does not write are kept."""
    if not out_dir.exists():
        os.rename(staging, out_dir)
        return
    try:
        _exchange(staging, out_dir)
        # The two folders traded places. The earlier export leaves the staging name
        # before it is deleted, so a ``.partial-`` folder is only ever an export not yet
        # in place, and one killed while the earlier export is deleted is an ``.old-`` one.
        old = leftover_name(out_dir, ASIDE)
        os.rename(staging, old)
    except OSError:
        # No atomic swap here (old kernel, file system or platform): rename the earlier
        # export aside, then move the new one in. A kill between the two renames leaves
        # no target; clean_leftovers puts the earlier export back.
        old = leftover_name(out_dir, ASIDE)
        os.rename(out_dir, old)
        os.rename(staging, out_dir)
    _carry_over(old, out_dir, owned)
    shutil.rmtree(old, ignore_errors=True)


def _exchange(a: Path, b: Path) -> None:
    if not sys.platform.startswith("linux"):
        raise OSError(errno.ENOSYS, "renameat2 is Linux only")
    libc = ctypes.CDLL(None, use_errno=True)
    renameat2 = getattr(libc, "renameat2", None)
    if renameat2 is None:  # glibc before 2.28
        raise OSError(errno.ENOSYS, "no renameat2 in this C library")
    if renameat2(_AT_FDCWD, os.fsencode(a), _AT_FDCWD, os.fsencode(b), RENAME_EXCHANGE) != 0:
        code = ctypes.get_errno()
        raise OSError(code, os.strerror(code), str(b))


def _carry_over(old: Path, out_dir: Path, owned: Iterable[str]) -> None:
    """Move what the user put into the earlier export (not an export's files) to the new one."""
    skip = set(owned)
    for entry in old.iterdir():
        if entry.name not in skip and not (out_dir / entry.name).exists():
            os.rename(entry, out_dir / entry.name)


def clean_leftovers(out_dir: Path, owned: Iterable[str]) -> list[Path]:
    """Remove what killed exports into ``out_dir`` left beside it; returns what went.

    A leftover whose process is still alive is another export at work and is kept. An
    earlier export renamed aside by a process that died before it moved the new one in is
    put back when the target is missing.
    """
    removed = []
    for leftover in sorted(out_dir.parent.glob(f".{out_dir.name}.*-*-*")):
        tag, pid = _parse(out_dir, leftover.name)
        if tag is None or pid is None or not leftover.is_dir() or pid_alive(pid):
            continue
        if tag == ASIDE and not out_dir.exists():
            os.rename(leftover, out_dir)
            continue
        if out_dir.is_dir():
            _carry_over(leftover, out_dir, owned)
        shutil.rmtree(leftover, ignore_errors=True)
        removed.append(leftover)
    return removed


def _parse(out_dir: Path, name: str) -> tuple[str | None, int | None]:
    rest = name[len(out_dir.name) + 2 :]
    tag, _, tail = rest.partition("-")
    pid, _, token = tail.partition("-")
    if tag not in (PARTIAL, ASIDE) or not pid.isdigit() or not token:
        return None, None
    return tag, int(pid)
