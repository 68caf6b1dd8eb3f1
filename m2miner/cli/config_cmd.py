"""``m2miner config show``: print the resolved configuration, or where each value came from."""

from __future__ import annotations

import json
from typing import Annotated, Any

import typer

from m2miner.cli.app import config_app
from m2miner.cli.common import (
    ConfigOpt,
    DataDirOpt,
    JsonOpt,
    SeedOpt,
    console,
    resolve_config,
)
from m2miner.errors import ConfigError


@config_app.command("show")
def show(
    key: Annotated[
        str | None,
        typer.Argument(help="Only this key or section, dotted (device, budget.iterations)."),
    ] = None,
    origin: Annotated[
        bool,
        typer.Option(
            "--origin",
            help="One line per value with where it came from: default, a config file, an "
            "environment variable or a flag.",
        ),
    ] = False,
    budget: Annotated[
        list[str] | None,
        typer.Option("--budget", "-b", help="Per-tree limit KEY=VALUE, as `mine` takes it."),
    ] = None,
    seed: SeedOpt = None,
    data_dir: DataDirOpt = None,
    as_json: JsonOpt = False,
    config: ConfigOpt = None,
) -> None:
    """Print the configuration after defaults, files, environment and flags are merged."""
    from m2miner.cli.mine import parse_budget
    from m2miner.config_sources import flat_values

    overrides = {"seed": seed, "store.data_dir": data_dir, **parse_budget(budget or [])}
    cfg = resolve_config(config, **overrides)
    dumped = cfg.model_dump(mode="json")
    if not origin:
        console.print_json(json.dumps(_section(dumped, key)))
        return
    rows = [(k, v, str(cfg.origin(k))) for k, v in flat_values(dumped) if _under(k, key)]
    if not rows:
        raise _unknown_key(key or "", dumped)
    if as_json:
        console.print_json(json.dumps({k: {"value": v, "origin": o} for k, v, o in rows}))
        return
    lines = [(f"{k} = {json.dumps(v, ensure_ascii=False)}", o) for k, v, o in rows]
    width = min(max(len(text) for text, _ in lines), 56)
    for text, where in lines:
        pad = " " * max(width - len(text), 0)
        console.print(f"{text}{pad}  # {where}", highlight=False, markup=False, soft_wrap=True)


def _under(dotted: str, key: str | None) -> bool:
    return key is None or dotted == key or dotted.startswith(f"{key}.")


def _section(dumped: dict[str, Any], key: str | None) -> Any:
    """The value at dotted ``key`` of the dumped configuration (all of it for None)."""
    node: Any = dumped
    for part in (key or "").split(".") if key else []:
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            raise _unknown_key(key or "", dumped)
    return node


def _unknown_key(key: str, dumped: dict[str, Any]) -> ConfigError:
    from m2miner.config_sources import did_you_mean, flat_values

    known = [k for k, _ in flat_values(dumped)]
    sections = sorted({k.split(".")[0] for k in known})
    return ConfigError(
        f"the configuration has no key {key!r}{did_you_mean(key, known + sections)}",
        hint="m2miner config show --origin",
    )
