"""Checks of the rest of the setup: model endpoints, the database, disk space, extras."""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

from m2miner.config import Config
from m2miner.doctor.base import Check, Needs, missing
from m2miner.errors import M2MinerError

GB = 1024**3
DISK_WARN_BYTES = 2 * GB
DISK_FAIL_BYTES = 200 * 1024**2
# Optional extras: the module that shows one is installed, and what it is for (the
# Appium client is checked with the Appium servers).
EXTRAS = (
    ("train", "torch", "fine-tuning rounds and in-process models"),
    ("train", "transformers", "fine-tuning rounds and in-process models"),
    ("train", "trl", "fine-tuning rounds"),
    ("train", "peft", "LoRA fine-tuning"),
)


def model_checks(config: Config, *, timeout_s: float = 5.0) -> list[Check]:
    """Ask every configured model whether it answers (a short timeout, no retries)."""
    from m2miner.llm import create_model

    if not config.models:
        detail = "no [[models]] configured: mining uses the heuristic agents"
        return [Check("models", "models", "ok", detail)]
    checks = []
    for entry in config.models:
        quick = entry.model_copy(
            update={"timeout_s": min(entry.timeout_s, timeout_s), "max_retries": 0}
        )
        where = entry.base_url or entry.model or entry.backend
        try:
            model = create_model(quick)
            try:
                model.check()
            finally:
                model.close()
        except M2MinerError as exc:
            fix = exc.hint or "check the [[models]] entry"
            checks.append(Check("models", entry.name, "fail", str(exc), fix))
            continue
        checks.append(Check("models", entry.name, "ok", f"{entry.backend}: {where} answers"))
    return checks


def store_checks(config: Config) -> list[Check]:
    """Open the database (creating or migrating it) the way ``m2miner mine`` does."""
    from m2miner.store.opening import open_store

    url = config.store.database_url()
    try:
        with open_store(config) as store:
            runs = len(store.runs.summaries())
    except M2MinerError as exc:
        return [Check("store", "database", "fail", str(exc), exc.hint or "check store.url")]
    except Exception as exc:  # the driver's own errors (locked, permissions, bad URL)
        fix = "check store.url and that the data directory is writable"
        return [Check("store", "database", "fail", f"{url}: {exc}", fix)]
    return [Check("store", "database", "ok", f"{url} ({runs} run{'' if runs == 1 else 's'})")]


def disk_checks(config: Config) -> list[Check]:
    """Free space where screenshots go: warn under 2 GB, fail under 200 MB."""
    where = _existing(config.store.data_dir)
    free = shutil.disk_usage(where).free
    detail = f"{free / GB:.1f} GB free for {config.store.data_dir}"
    fix = "free some space, or point store.data_dir (--data-dir) at a larger disk"
    if free < DISK_FAIL_BYTES:
        return [Check("disk", "free space", "fail", detail, fix)]
    if free < DISK_WARN_BYTES:
        return [Check("disk", "free space", "warn", detail, fix)]
    return [Check("disk", "free space", "ok", detail)]


def _existing(path: Path) -> Path:
    """``path`` or its nearest existing ancestor (the data directory may not exist yet)."""
    while not path.exists() and path.parent != path:
        path = path.parent
    return path


def extras_checks(needs: Needs) -> list[Check]:
    """Whether the optional extras are installed (found, not imported: stays fast)."""
    checks = []
    for extra, module, use in EXTRAS:
        if importlib.util.find_spec(module) is not None:
            checks.append(Check("extras", module, "ok", f"installed ({use})"))
            continue
        needed = needs.train and extra == "train" and module in ("torch", "transformers")
        fix = f"pip install 'm2miner[{extra}]'"
        checks.append(Check("extras", module, missing(needed), f"not installed ({use})", fix))
    return checks
