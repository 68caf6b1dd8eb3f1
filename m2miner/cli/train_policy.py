"""``m2miner train --role policy --method grpo``: GRPO on stored rollouts (docs/rl.md)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rich.table import Table

from m2miner.cli.common import console, resolve_config
from m2miner.cli.render import print_table
from m2miner.errors import ConfigError

METHODS = {"sft": ("infer", "judge", "critic"), "grpo": ("policy",)}


def check_method(role: str, method: str) -> None:
    """ConfigError for a role and method that do not go together."""
    if method not in METHODS:
        raise ConfigError(f"--method {method!r}: expected sft or grpo")
    if role == "policy" and method != "grpo":
        raise ConfigError(
            "the policy model trains on rollouts with GRPO: add --method grpo",
            hint="m2miner train --role policy --method grpo --base MODEL --out DIR",
        )
    if role not in METHODS[method]:
        raise ConfigError(
            f"--method {method} trains the {' or '.join(METHODS[method])} model, not {role!r}",
            hint="GRPO trains the policy: --role policy; infer and judge train with sft",
        )


def grpo_settings(items: list[str]) -> dict[str, Any]:
    """``KEY=VALUE`` pairs as option values: JSON where the value parses (numbers, null,
    true, lists), text otherwise."""
    out: dict[str, Any] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise ConfigError(f"--grpo {item!r}: expected KEY=VALUE, e.g. eps_hi=0.28")
        try:
            out[key.strip().replace("-", "_")] = json.loads(value)
        except json.JSONDecodeError:
            out[key.strip().replace("-", "_")] = value
    return out


def train_policy(
    role: str,
    method: str,
    base: str,
    out: Path,
    data: list[Path] | None,
    grpo: list[str],
    shared: dict[str, Any],
    config: Any,
    data_dir: Path | None,
) -> None:
    """Check the combination, build the options, run the job, print its statistics."""
    from m2miner.train.grpo import summary, train_grpo
    from m2miner.train.model import require_training_stack
    from m2miner.train.options import GrpoOptions
    from m2miner.train.progress import quiet_libraries

    check_method(role, method)
    if method != "grpo":
        raise ConfigError("--grpo settings need --method grpo (and --role policy)")
    if data:
        raise ConfigError(
            "--role policy trains on the rollout groups in the store, not on --data exports",
            hint="point --data-dir at the data directory of `m2miner rollouts run`",
        )
    given = {k: v for k, v in shared.items() if v is not None}
    opts = GrpoOptions.build(base=base, out=out, **{**given, **grpo_settings(grpo)})
    cfg = resolve_config(config, **{"store.data_dir": data_dir})

    def step(number: int, total: int, stats: dict[str, float]) -> None:
        console.print(
            f"grpo step {number}/{total}  loss {stats['loss']:.5f}  reward mean "
            f"{stats['reward_mean']:.3f} std {stats['reward_std']:.3f}  clip "
            f"{stats['clip_fraction']:.3f}  dual clip {stats['dual_clip_fraction']:.3f}  "
            f"ratio {stats['ratio_mean']:.4f}  rows {int(stats['rows'])}"
            + (
                f"  weighted rows {int(stats['behaviour_used'])}/"
                f"{int(stats['behaviour_rows'])}  is weight {stats.get('is_weight_mean', 1.0):.4f}"
                if stats.get("behaviour_rows")
                else ""
            ),
            highlight=False,
        )

    require_training_stack()  # before the libraries are imported: a fix line, not a traceback
    quiet_libraries()
    report = train_grpo(cfg, opts, observer=step)
    figures = summary(report)
    table = Table(title=f"Training run {report.training_run_id} (policy, grpo)")
    for column in (
        "groups",
        "left out",
        "rollouts",
        "reward mean",
        "batches",
        "loss first -> last",
    ):
        table.add_column(column, justify="right")
    table.add_row(
        str(figures["groups"]), str(figures["uniform_groups_left_out"]), str(figures["rollouts"]),
        f"{figures['reward_mean']:.3f}", str(figures["batches"]),
        f"{figures['first_loss']:.5f} -> {figures['last_loss']:.5f}",
    )  # fmt: skip
    print_table(console, table)
    if report.model_dir:
        console.print(f"model:   {report.model_dir}", highlight=False)
    if report.adapter_dir:
        console.print(f"adapter: {report.adapter_dir} (on {report.base})", highlight=False)
