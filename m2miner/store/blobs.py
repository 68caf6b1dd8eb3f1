"""Blob stores every worker of a cluster reaches: a shared directory or an S3 bucket.

``store.blobs`` names where a run's screenshots and hierarchies go:

- unset: ``<data_dir>/screenshots`` (the local default; a shared directory such as an NFS
  mount works for a cluster when every host mounts it at the same path);
- a path or ``file:///path``: that directory;
- ``s3://bucket/prefix``: an S3-compatible bucket, through obstore (the ``s3`` extra).
  ``store.blob_options`` go to obstore's S3 configuration (``endpoint``, ``region``,
  ``allow_http`` ...); credentials come from ``AWS_ACCESS_KEY_ID`` and
  ``AWS_SECRET_ACCESS_KEY`` (or the options) and are never stored with a run.

An S3 store keeps what it read in a local cache directory, so that exports and reports
that want a file path (:meth:`ObjectBlobStore.path`) get one.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

from m2miner.errors import ConfigError, NotFoundError, StoreError
from m2miner.store.screenshots import ScreenshotStore, content_hash

_ENV_KEYS = {
    "access_key_id": "AWS_ACCESS_KEY_ID",
    "secret_access_key": "AWS_SECRET_ACCESS_KEY",
    "session_token": "AWS_SESSION_TOKEN",
    "region": "AWS_REGION",
    "endpoint": "AWS_ENDPOINT_URL",
}


class ObjectBlobStore(ScreenshotStore):
    """Blobs by hash in an S3-compatible bucket, with a local read cache at ``cache``.

    Keys are ``<prefix>/<first two hex digits>/<the rest><suffix>``, the layout of the
    directory store, so a bucket synced to a directory is a directory store.
    """

    def __init__(self, url: str, cache: str | Path, options: Mapping[str, Any] | None = None):
        super().__init__(cache)
        self.cache = ScreenshotStore(cache)
        try:
            from obstore.store import S3Store
        except ImportError as exc:
            raise ConfigError(
                f"store.blobs = {url!r} needs obstore, which is not installed",
                hint="pip install 'm2miner[s3]'",
            ) from exc
        parsed = urlparse(url)
        if parsed.scheme != "s3" or not parsed.netloc:
            raise ConfigError(f"store.blobs {url!r} is not an s3://BUCKET/PREFIX URL")
        self.url = url
        config = {k: os.environ[v] for k, v in _ENV_KEYS.items() if os.environ.get(v)}
        config.update({k: str(v) for k, v in (options or {}).items()})
        if config.get("endpoint", "").startswith("http://"):
            config.setdefault("allow_http", "true")
        prefix = parsed.path.strip("/") or None
        self._store = S3Store(parsed.netloc, prefix=prefix, config=config)  # type: ignore[arg-type]

    def _key(self, digest: str, suffix: str) -> str:
        return self.cache.path(digest, suffix).relative_to(self.root).as_posix()

    def path(self, digest: str, suffix: str = ".png") -> Path:
        """The blob as a local file, downloaded into the cache first if needed."""
        cached = self.cache.path(digest, suffix)
        if not cached.is_file():
            self.get(digest, suffix)
        return cached

    def exists(self, digest: str, suffix: str = ".png") -> bool:
        import obstore

        if self.cache.exists(digest, suffix):
            return True
        try:
            obstore.head(self._store, self._key(digest, suffix))
        except FileNotFoundError:
            return False
        except Exception as exc:  # obstore raises its own classes for network faults
            raise StoreError(f"cannot reach the blob store {self.url}: {exc}") from exc
        return True

    def put(self, data: bytes, suffix: str = ".png") -> str:
        import obstore

        digest = content_hash(data)
        try:
            # Content-addressed: writing the same bytes twice is harmless, so no HEAD first.
            obstore.put(self._store, self._key(digest, suffix), data)
        except Exception as exc:
            raise StoreError(
                f"cannot write blob {digest}{suffix} to {self.url}: {exc}",
                hint="check store.blobs, store.blob_options and the AWS_* credentials",
            ) from exc
        return digest

    def get(self, digest: str, suffix: str = ".png", *, verify: bool = True) -> bytes:
        if self.cache.exists(digest, suffix):
            return self.cache.get(digest, suffix, verify=verify)
        data = self._download(digest, suffix)
        if verify and content_hash(data) != digest:
            raise StoreError(f"blob {digest}{suffix} in {self.url} does not match its name")
        self.cache.put(data, suffix)
        return data

    def _download(self, digest: str, suffix: str) -> bytes:
        import obstore

        try:
            return bytes(obstore.get(self._store, self._key(digest, suffix)).bytes())
        except FileNotFoundError as exc:
            raise NotFoundError(f"no blob {digest}{suffix} in {self.url}") from exc
        except Exception as exc:
            raise StoreError(f"cannot read blob {digest}{suffix} from {self.url}: {exc}") from exc


def open_blobs(
    url: str | None, data_dir: Path, options: Mapping[str, Any] | None = None
) -> ScreenshotStore:
    """The blob store ``store.blobs`` names (see the module docstring)."""
    if not url:
        return ScreenshotStore(data_dir / "screenshots")
    if url.startswith("s3://"):
        return ObjectBlobStore(url, data_dir / "blob-cache", options)
    if url.startswith("file://"):
        return ScreenshotStore(Path(urlparse(url).path))
    if "://" in url:
        raise ConfigError(
            f"store.blobs {url!r}: only a directory, file:// or s3:// is supported",
            hint="an S3-compatible server (MinIO, Ceph, R2, GCS interop) works as s3://",
        )
    return ScreenshotStore(Path(url))
