"""Content-addressed file store for screenshots and view hierarchies.

A blob lives at ``<root>/<first two hex digits>/<remaining 62 hex digits><suffix>``, named
by the sha256 of its bytes. Writes go to a temporary file in the same directory and are
renamed into place, so a reader never sees half a file and a crash leaves no torn blob.
Equal content is stored once.
"""

from __future__ import annotations

import hashlib
import os
import re
import tempfile
from pathlib import Path

from m2miner.errors import NotFoundError, StoreError

_HASH = re.compile(r"[0-9a-f]{64}")
_SUFFIX = re.compile(r"\.[a-z0-9]{1,8}")


def content_hash(data: bytes) -> str:
    """The sha256 hex digest that names ``data`` in the store."""
    return hashlib.sha256(data).hexdigest()


class ScreenshotStore:
    """Blobs by hash beside the database: PNG screenshots and hierarchy text."""

    def __init__(self, root: str | Path) -> None:
        self.root = Path(root)

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
        target = self.path(digest, suffix)
        if target.is_file() and target.stat().st_size == len(data):
            return digest
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp_name = tempfile.mkstemp(prefix=".tmp-", dir=target.parent)
            try:
                with os.fdopen(fd, "wb") as tmp:
                    tmp.write(data)
                    tmp.flush()
                    os.fsync(tmp.fileno())
                os.replace(tmp_name, target)
            except BaseException:
                Path(tmp_name).unlink(missing_ok=True)
                raise
        except OSError as exc:
            raise StoreError(f"cannot write blob {digest}{suffix}: {exc}") from exc
        return digest

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
