"""Loading a TRL export as a ``datasets.DatasetDict`` whose ``images`` decode to PIL images.

The files are plain JSON lines whose image paths are relative to the export directory
(``images/<sha256>.png``), so the folder can be moved or copied. ``load_dataset("json")``
alone would open them from the working directory; this helper joins them to the export
directory wherever it now is, from any working directory, and casts the column to
images (decoded PIL images), which TRL's vision collators take. Rows with absolute paths
(``--image-paths absolute``) load as they are. Needs the ``hf`` extra (``datasets``).
Without m2miner, the same in three lines::

    data = datasets.load_dataset("json", data_files=f"{root}/trl/sft/train.jsonl")
    data = data.map(lambda r: {"images": [os.path.join(root, p) for p in r["images"]]})
    data = data.cast_column("images", datasets.List(datasets.Image()))
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
