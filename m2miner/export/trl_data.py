"""Loading a TRL export as a ``datasets.DatasetDict`` whose ``images`` decode to PIL images.

The files are plain JSON lines that ``datasets.load_dataset("json", ...)`` reads as they
are, and TRL's trainers take those rows as they are when the image paths are absolute
(the default). This helper also takes exports with relative paths (``--image-paths
relative``, or older ones): it makes them absolute and casts the column to images
(decoded PIL images), which is what TRL's vision collators take.
Needs the ``train`` extra (``datasets``).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from m2miner.errors import ConfigError
from m2miner.export.options import SPLITS, Kind

if TYPE_CHECKING:
    from datasets import DatasetDict


def load_trl_dataset(
    out_dir: str | Path, kind: Kind = "sft", *, cache_dir: str | Path | None = None
) -> DatasetDict:
    """The ``train``/``val``/``test`` splits of ``OUT_DIR/trl/<kind>/`` that exist.

    Raises ConfigError when the export holds no TRL files of that kind.
    """
    import datasets

    root = Path(out_dir).resolve()
    folder = root / "trl" / kind
    files = {name: str(folder / f"{name}.jsonl") for name in SPLITS}
    files = {name: path for name, path in files.items() if Path(path).is_file()}
    if not files:
        raise ConfigError(
            f"{folder} holds no TRL {kind} files",
            hint=f"run `m2miner export --format trl --kind {kind} {out_dir}`",
        )
    loaded = datasets.load_dataset(
        "json", data_files=files, cache_dir=str(cache_dir) if cache_dir else None
    )

    def absolute(row: dict[str, Any]) -> dict[str, Any]:
        return {"images": [str(root / path) for path in row["images"]]}

    loaded = loaded.map(absolute, keep_in_memory=True)
    image_list = getattr(datasets, "List", datasets.Sequence)
    return loaded.cast_column("images", image_list(datasets.Image()))
