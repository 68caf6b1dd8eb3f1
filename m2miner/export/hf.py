"""``--format hf``: a Hugging Face ``datasets`` export, images embedded, ready to push.

``hf/`` is a dataset repository as the Hub lays one out: ``README.md`` (the dataset card:
a YAML header with one config per kind and its splits' Parquet files, then the run's
provenance and the counts) and ``<kind>/<split>-NNNNN-of-NNNNN.parquet`` shards. Rows are
TRL's (``messages`` or ``prompt``/``chosen``/``rejected``, contents as lists of text and
image parts) and ``images`` is a list of ``datasets.Image`` with the PNG bytes inside, so
the folder loads from anywhere and can be uploaded as it is::

    datasets.load_dataset("OUT/hf", "sft")            # the card's config
    datasets.load_dataset("parquet", data_files={"train": "OUT/hf/sft/train-*.parquet"})

Needs the ``train`` extra (``datasets``).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from m2miner.errors import ConfigError
from m2miner.export.formats import trl_row
from m2miner.export.samples import Sample

SHARD_ROWS = 500
"""Rows per Parquet shard: a shard of screenshots stays a few hundred MB at most."""
INSTALL_HINT = "pip install 'm2miner[train]' (the hf format writes with `datasets`)"


def _datasets() -> Any:
    try:
        import datasets
    except ImportError as exc:
        raise ConfigError(
            f"--format hf needs the datasets package: {exc}", hint=INSTALL_HINT
        ) from exc
    return datasets


def shard_names(split: str, count: int) -> list[str]:
    return [f"{split}-{i:05d}-of-{count:05d}.parquet" for i in range(count)]


def write_split(
    folder: Path, split: str, samples: Sequence[Sample], png: Callable[[str], bytes]
) -> list[Path]:
    """Write ``samples`` as Parquet shards of ``folder``; ``png(hash)`` reads a screenshot."""
    datasets = _datasets()
    count = max(1, -(-len(samples) // SHARD_ROWS))
    folder.mkdir(parents=True, exist_ok=True)
    quiet = datasets.utils.logging.is_progress_bar_enabled()
    if quiet:  # the export draws its own progress bar
        datasets.disable_progress_bars()
    try:
        return [
            _shard(datasets, folder / name, samples, i, png)
            for i, name in enumerate(shard_names(split, count))
        ]
    finally:
        if quiet:
            datasets.enable_progress_bars()


def _shard(
    datasets: Any, path: Path, samples: Sequence[Sample], i: int, png: Callable[[str], bytes]
) -> Path:
    """Write shard ``i`` of ``samples`` to ``path``: TRL rows, images as embedded bytes."""
    rows = []
    for sample in samples[i * SHARD_ROWS : (i + 1) * SHARD_ROWS]:
        row = trl_row(sample)
        row["images"] = [
            {"bytes": png(shot.hash), "path": f"{shot.hash}.png"} for shot in sample.images
        ]
        rows.append(row)
    table = datasets.Dataset.from_list(rows)
    table = table.cast_column("images", datasets.List(datasets.Image()))
    table.to_parquet(str(path))
    return path


def dataset_card(
    layout: dict[str, list[str]],
    counts: dict[str, dict[str, int]],
    provenance: dict[str, Any],
) -> str:
    """The ``README.md`` of ``hf/``: ``configs`` for ``load_dataset`` and the Hub, then
    what the data is and where it came from. ``layout`` is ``{kind: [splits written]}``."""
    import yaml

    configs = [
        {
            "config_name": kind,
            "data_files": [
                {"split": split, "path": f"{kind}/{split}-*.parquet"} for split in splits
            ],
        }
        for kind, splits in layout.items()
    ]
    header = {"configs": configs, "tags": ["gui-agent", "android", "m2miner"]}
    rows = "\n".join(
        f"| {kind} | "
        + " | ".join(str(counts[kind].get(s, 0)) for s in ("train", "val", "test"))
        + " |"
        for kind in layout
    )
    first = next(iter(layout), "sft")
    return (
        "---\n"
        + yaml.safe_dump(header, sort_keys=False)
        + "---\n\n"
        + "# GUI-agent training data mined with m2miner\n\n"
        + "Step-level samples mined by Monte Carlo Tree Search over apps "
        + "(M²-Miner), in TRL's conversational format; `images` hold the screenshots' "
        + 'PNG bytes, in the order the `{"type": "image"}` parts show them.\n\n'
        + "| kind | train | val | test |\n| --- | ---: | ---: | ---: |\n"
        + rows
        + "\n\n## Loading\n\n```python\nimport datasets\n"
        + f'data = datasets.load_dataset("path/to/this/folder", "{first}")\n```\n\n'
        + "## Provenance\n\n```json\n"
        + json.dumps(provenance, ensure_ascii=False, indent=1)
        + "\n```\n"
    )
