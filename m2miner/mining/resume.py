"""The configuration a resumed run mines with: its stored one, plus explicit overrides.

A run stores its resolved configuration when it starts. ``mine --resume`` mines with that
configuration, not with today's defaults or config file. Settings given at resume time
(flags, a ``--config`` file, ``M2MINER_*`` variables) are overrides: budgets, models,
devices, safety and the rest may change, and every change is recorded in the run's
history; the seed and the search algorithm make a run what it is, and changing them is
refused. Where the database lives (``store.data_dir``, ``store.url``) is where the run
was found, not a change.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from m2miner.config import Config, env_settings, read_toml, set_dotted
from m2miner.config_sources import upgrade_stored
from m2miner.errors import ConfigError
from m2miner.store.records import ConfigChange, RunRecord

IDENTITY = {"seed": "--seed", "search.algorithm": "--search"}
"""Settings that make a run what it is, with the flag that sets each."""
LOCATION = ("store.data_dir", "store.url")


def explicit_settings(
    paths: Path | Sequence[Path] | None, environ: Mapping[str, str] | None = None
) -> dict[str, Any]:
    """The dotted keys config files (later ones win) and ``M2MINER_*`` variables set, with
    their values."""
    out: dict[str, Any] = {}
    for path in [paths] if isinstance(paths, Path) else list(paths or []):
        out.update(flatten(read_toml(path)))
    out.update(env_settings(environ).values())
    return out


def flatten(data: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    """``{"budget": {"iterations": 7}}`` -> ``{"budget.iterations": 7}``; lists are leaves."""
    out: dict[str, Any] = {}
    for key, value in data.items():
        dotted = f"{prefix}{key}"
        if isinstance(value, Mapping) and value:
            out.update(flatten(value, dotted + "."))
        else:
            out[dotted] = value
    return out


def resumed_config(
    run: RunRecord, here: Config, overrides: Mapping[str, Any] | None = None
) -> tuple[Config, list[ConfigChange]]:
    """Run ``run``'s stored configuration with ``overrides`` applied, and what changed.

    ``here`` is the configuration the store was opened with: its location settings are
    kept. Raises ConfigError when an override changes the seed or the search algorithm,
    or leaves the configuration invalid.
    """
    stored = run.config.get("config")
    if stored is None:  # a run stored before configurations were kept
        return here, []
    stored = _as_today(stored, run.versions.get("m2miner", ""))
    try:
        before = Config.model_validate(stored).model_dump(mode="json")
    except ValidationError as exc:
        raise ConfigError(
            f"run {run.id}'s stored configuration is not valid for this m2miner: "
            f"{_first_error(exc)}",
            hint="start a new run, or resume it with the m2miner version that started it",
        ) from None
    data = copy.deepcopy(before)
    location = here.model_dump(mode="json")
    for key in LOCATION:
        set_dotted(data, key, _lookup(location, key))
    for key, value in (overrides or {}).items():
        if value is not None and key not in LOCATION:
            set_dotted(data, key, value)
    try:
        config = Config.model_validate(data)
    except ValidationError as exc:
        raise ConfigError(
            f"the settings given to resume run {run.id} are invalid: {_first_error(exc)}"
        ) from None
    changes = diff(before, config.model_dump(mode="json"))
    _refuse_identity_changes(run, changes)
    return config, changes


def _as_today(stored: Mapping[str, Any], version: str) -> dict[str, Any]:
    """A configuration stored by an earlier m2miner, in today's terms: the keys 0.x read
    under older names (:func:`~m2miner.config_sources.upgrade_stored`), and m2miner 0.1
    called the vanilla baseline with an InferAgent ``vanilla``; that search is
    ``vanilla-infer`` now, and ``vanilla`` is the paper's model-free baseline."""
    data = upgrade_stored(stored)
    search = data.get("search")
    old_vanilla = isinstance(search, dict) and search.get("algorithm") == "vanilla"
    if version.startswith("0.1.") and old_vanilla:
        search["algorithm"] = "vanilla-infer"  # type: ignore[index]
    return data


def diff(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[ConfigChange]:
    """Settings whose value differs, as dotted keys in order; location keys left out."""
    old, new = flatten(before), flatten(after)
    return [
        ConfigChange(key, old.get(key), new.get(key))
        for key in sorted(old.keys() | new.keys())
        if key not in LOCATION and old.get(key) != new.get(key)
    ]


def _refuse_identity_changes(run: RunRecord, changes: list[ConfigChange]) -> None:
    for change in changes:
        flag = IDENTITY.get(change.key)
        if flag is None:
            continue
        app = run.config.get("plan", {}).get("app", "APP")
        raise ConfigError(
            f"run {run.id} mines with {change.key} = {change.old!r}; resuming it with "
            f"{change.key} = {change.new!r} would make it a different run",
            hint=f"leave out {flag} (and the {change.key} setting) to resume run {run.id}, "
            f"or start a new run: m2miner mine --app {app} {flag} {change.new}",
        )


def _first_error(exc: ValidationError) -> str:
    err = exc.errors()[0]
    key = ".".join(str(p) for p in err["loc"]) or "(top level)"
    return f"{key}: {'unknown key' if err['type'] == 'extra_forbidden' else err['msg']}"


def _lookup(data: Mapping[str, Any], dotted: str) -> Any:
    node: Any = data
    for part in dotted.split("."):
        node = node.get(part) if isinstance(node, Mapping) else None
    return node
