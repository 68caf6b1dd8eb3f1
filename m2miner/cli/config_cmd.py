"""``m2miner config show``: print the resolved configuration."""

from __future__ import annotations

import json

from m2miner.cli.app import config_app
from m2miner.cli.common import ConfigOpt, console, resolve_config


@config_app.command("show")
def show(config: ConfigOpt = None) -> None:
    """Print the configuration after file, environment and defaults are merged."""
    cfg = resolve_config(config)
    console.print_json(json.dumps(cfg.model_dump(mode="json")))
