"""Screenshots into the export directory: hard links to the blob store where the file
system allows, copies otherwise (or when asked)."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterable
from pathlib import Path

from m2miner.errors import StoreError
from m2miner.store import ScreenshotStore


def place_images(
    blobs: ScreenshotStore, hashes: Iterable[str], out_dir: Path, *, copy: bool = False
) -> dict[str, int]:
    """Put each screenshot at ``out_dir/images/<hash>.png``; returns linked/copied counts.

    A hard-linked image shares its bytes with the blob store (they are never rewritten:
    blobs are named by their content). Raises StoreError for a screenshot that is missing.
    """
    folder = out_dir / "images"
    folder.mkdir(parents=True, exist_ok=True)
    counts = {"linked": 0, "copied": 0}
    for digest in sorted(set(hashes)):
        source = blobs.path(digest)
        target = folder / f"{digest}.png"
        if target.exists():
            continue
        if not source.is_file():
            raise StoreError(
                f"screenshot {digest} is missing from {blobs.root}",
                hint="the database and its screenshots directory must be kept together",
            )
        if not copy:
            try:
                os.link(source, target)
                counts["linked"] += 1
                continue
            except OSError:
                pass  # another file system, or links not allowed: copy instead
        try:
            shutil.copyfile(source, target)
        except OSError as exc:
            raise StoreError(f"cannot copy screenshot {digest} into {folder}: {exc}") from exc
        counts["copied"] += 1
    return counts
