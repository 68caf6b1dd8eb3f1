"""``--format hf``: a Hugging Face ``datasets`` export, images embedded, ready to push.

``hf/`` is a dataset repository as the Hub lays one out: ``README.md`` (the dataset card:
a YAML header with one config per kind and its splits' Parquet files, then the run's
provenance and the counts) and ``<kind>/<split>-NNNNN-of-NNNNN.parquet`` shards. Rows are
TRL's (``messages`` or ``prompt``/``chosen``/``rejected``, contents as lists of text and
image parts) and ``images`` is a list of ``datasets.Image`` with the PNG bytes inside, so
the folder loads from anywhere and can be uploaded as it is::

    datasets.load_dataset("OUT/hf", "sft")            # the card's config
    datasets.load_dataset("parquet", data_files={"train": "OUT/hf/sft/train-*.parquet"})

Needs the ``hf`` extra (``datasets``, which brings ``pyarrow``), not the ``train`` one.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from m2miner import __version__
from m2miner.coords import smart_resize
from m2miner.errors import ConfigError
from m2miner.export.formats import trl_row
from m2miner.export.options import ExportOptions, ModelView
from m2miner.export.samples import Sample

SHARD_ROWS = 500
"""Rows per Parquet shard: a shard of screenshots stays a few hundred MB at most."""
INSTALL_HINT = "pip install 'm2miner[hf]'"
"""The fix when ``datasets`` is missing: the ``hf`` extra is all the hf format needs."""
TASK_CATEGORIES = ["image-text-to-text"]
SIZE_CATEGORIES = ((1_000, "n<1K"), (10_000, "1K<n<10K"), (100_000, "10K<n<100K"))


def missing() -> str | None:
    """Why the hf format cannot be written here (``datasets`` is not installed), or None."""
    if importlib.util.find_spec("datasets") is None:
        return "the hf format needs the datasets package, which is not installed"
    return None


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


def write_card(
    folder: Path,
    counts: dict[str, dict[str, int]],
    options: ExportOptions,
    command: str | None,
    source_runs: list[int],
    trajectories: dict[str, int],
    screens: dict[tuple[int, int], int],
) -> Path:
    """Write ``folder/README.md``, the card of the splits ``counts`` holds samples of."""
    layout = {kind: [name for name, n in c.items() if n] for kind, c in counts.items()}
    provenance = {
        "m2miner": __version__,
        "created_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "command": command,
        "source_runs": source_runs,
        "trajectories": trajectories,
        "coords": options.view.coords,
        "options": dataclasses.asdict(options),
    }
    facts = CardFacts(options.license, options.view, screens)
    path = folder / "README.md"
    folder.mkdir(parents=True, exist_ok=True)
    path.write_text(dataset_card(layout, counts, provenance, facts), encoding="utf-8")
    return path


def size_category(rows: int) -> str:
    """The Hub's ``size_categories`` value for a dataset of ``rows`` examples."""
    for limit, name in SIZE_CATEGORIES:
        if rows < limit:
            return name
    return "100K<n<1M" if rows < 1_000_000 else "n>1M"


@dataclass(frozen=True)
class CardFacts:
    """What the card states besides the files: license, view and screenshot sizes."""

    license: str | None
    view: ModelView
    screens: dict[tuple[int, int], int]
    """Screenshots by (width, height) in device pixels, counted once per image."""


def dataset_card(
    layout: dict[str, list[str]],
    counts: dict[str, dict[str, int]],
    provenance: dict[str, Any],
    facts: CardFacts,
) -> str:
    """The ``README.md`` of ``hf/``: the Hub's metadata (license, task and size
    categories, ``configs`` for ``load_dataset``), then what the data is, the coordinate
    space against the image size, and where it came from. ``layout`` is
    ``{kind: [splits written]}``."""
    import yaml

    header = _header(layout, counts, facts)
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
        + "\n\n"
        + coordinates_section(facts)
        + "\n## Loading\n\n```python\nimport datasets\n"
        + f'data = datasets.load_dataset("path/to/this/folder", "{first}")\n```\n\n'
        + "## Provenance\n\n```json\n"
        + json.dumps(provenance, ensure_ascii=False, indent=1)
        + "\n```\n"
    )


def _header(
    layout: dict[str, list[str]], counts: dict[str, dict[str, int]], facts: CardFacts
) -> dict[str, Any]:
    """The card's YAML metadata, as the Hub reads it."""
    configs = [
        {
            "config_name": kind,
            "data_files": [
                {"split": split, "path": f"{kind}/{split}-*.parquet"} for split in splits
            ],
        }
        for kind, splits in layout.items()
    ]
    rows_total = sum(sum(c.values()) for c in counts.values())
    return {
        "license": facts.license or "unknown",
        "task_categories": TASK_CATEGORIES,
        "size_categories": [size_category(rows_total)],
        "configs": configs,
        "tags": ["gui-agent", "android", "m2miner"],
    }


def coordinates_section(facts: CardFacts) -> str:
    """What the coordinates in the answers are measured in, against the images' size,
    and how to set a processor so the model sees the image the coordinates refer to."""
    view = facts.view
    sizes = sorted(facts.screens.items(), key=lambda item: (-item[1], item[0]))
    limits = f"min_pixels={view.min_pixels}, max_pixels={view.max_pixels}"
    lines = ["## Coordinates and image size", ""]
    if view.coords == "qwen25":
        lines.append(
            "Coordinates in the prompts and answers are absolute pixels of the screenshot "
            "*as Qwen2.5-VL's processor resizes it* (`smart_resize`, factor 28, "
            f"{limits}), not of the stored image:"
        )
        lines += [
            "",
            "| image (stored) | coordinate space (resized) | images |",
            "| --- | --- | ---: |",
        ]
        for (w, h), n in sizes:
            rh, rw = smart_resize(h, w, min_pixels=view.min_pixels, max_pixels=view.max_pixels)
            lines.append(f"| {w}x{h} | {rw}x{rh} | {n} |")
        lines += [
            "",
            "Train with the same limits, or the model sees another size than the one its "
            "answers are measured in:",
        ]
    else:
        space = "0-999" if view.coords == "norm1000" else "0-1"
        lines.append(
            f"Coordinates in the prompts and answers are normalised to {space} of the "
            f"screen (`{view.coords}`), whatever the image size; the prompts were written "
            f"for a processor with {limits}. Stored images:"
        )
        lines += ["", "| image (stored) | images |", "| --- | ---: |"]
        lines += [f"| {w}x{h} | {n} |" for (w, h), n in sizes]
        lines += ["", "Set the processor's limits the same way:"]
    return "\n".join(lines + _processor_lines(view))


def _processor_lines(view: ModelView) -> list[str]:
    """How to give each training tool the pixel limits the coordinates were made with."""
    limits = f"min_pixels={view.min_pixels}, max_pixels={view.max_pixels}"
    return [
        "",
        "```python",
        "from transformers import AutoProcessor",
        "processor = AutoProcessor.from_pretrained(",
        f'    MODEL, size={{"shortest_edge": {view.min_pixels}, '
        f'"longest_edge": {view.max_pixels}}}',
        f")  # older transformers: AutoProcessor.from_pretrained(MODEL, {limits})",
        "```",
        "",
        f"ms-swift: `MIN_PIXELS={view.min_pixels} MAX_PIXELS={view.max_pixels}`; "
        f"LLaMA-Factory: `image_min_pixels: {view.min_pixels}`, "
        f"`image_max_pixels: {view.max_pixels}`.",
        "",
    ]
