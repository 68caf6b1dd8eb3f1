"""Opening the store a configuration names, and the versions a run records with it."""

from __future__ import annotations

from m2miner.config import Config
from m2miner.store.repository import Store


def open_store(config: Config, *, read_only: bool = False) -> Store:
    """The store the config names (created and migrated on first use); ``read_only`` for
    commands that only read: nothing is created or migrated, and it works in a directory
    this user cannot write."""
    from m2miner.store.blobs import open_blobs
    from m2miner.store.db import prepare_data_dir

    prepare_data_dir(config.store.data_dir, create=not read_only)
    return Store.open(
        config.store.database_url(),
        read_only=read_only,
        blobs=open_blobs(config.store.blobs, config.store.data_dir, config.store.blob_options),
    )


def package_versions() -> dict[str, str]:
    """Versions of m2miner and the libraries that shape its results."""
    from importlib.metadata import PackageNotFoundError, version

    from m2miner import __version__

    # The running code's version, not the installed metadata's, which an editable
    # install keeps from when it was installed.
    out = {"m2miner": __version__}
    for name in ("transformers", "torch", "openai", "pillow", "sqlalchemy"):
        try:
            out[name] = version(name)
        except PackageNotFoundError:
            continue
    return out
