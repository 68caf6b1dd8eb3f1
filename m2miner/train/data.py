"""Training data from ``m2miner export --format trl`` directories.

An export directory holds ``trl/<kind>/<split>.jsonl`` files, the screenshots they name
(``images/…``, relative to the directory) and a manifest ``export.json`` whose ``layout``
lists the files of each format and kind (see :mod:`m2miner.export.run`). A supervised
row is ``{"messages": [...], "images": [...]}`` with ``{"type": "image"}`` placeholders;
a preference row is ``{"prompt": [...], "chosen": [...], "rejected": [...], "images"}``.

Supervised rows become TRL prompt-completion samples (the last assistant turn is the
completion), so the loss covers the answer only, not the screenshots and instructions.
Judge answers are reduced to the bare word the JudgeAgent reads
(:mod:`m2miner.train.judge_targets`).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from m2miner.errors import ConfigError
from m2miner.train.judge_targets import judge_completion

MANIFEST = "export.json"
TRAIN_SPLITS = ("train", "val")


@dataclass(frozen=True)
class ExportData:
    """The TRL files of one kind in one export directory, per split."""

    root: Path
    kind: str
    splits: dict[str, Path]
    manifest: dict[str, Any] = field(default_factory=dict, repr=False)

    def summary(self) -> dict[str, Any]:
        """What a training record keeps about this data: where, what, how many, which."""
        return {
            "dir": str(self.root),
            "kind": self.kind,
            "rows": {name: _count_lines(path) for name, path in self.splits.items()},
            "sha256": {name: _sha256(path) for name, path in self.splits.items()},
            "export_created_at": self.manifest.get("created_at"),
            "export_command": self.manifest.get("command"),
        }


def find_exports(root: Path, kinds: tuple[str, ...]) -> list[ExportData]:
    """The TRL data of ``kinds`` in export directory ``root`` (kinds it lacks are left out).

    Raises :class:`ConfigError` when ``root`` is not an export, holds no TRL files, or
    holds none of ``kinds`` with a train split.
    """
    root = Path(root)
    hint = f"run `m2miner export --format trl --kind {','.join(kinds)} {root}`"
    if not (root / MANIFEST).is_file():
        what = "does not exist" if not root.exists() else f"holds no {MANIFEST}"
        raise ConfigError(f"export directory {str(root)!r} {what}", hint=hint)
    manifest = _read_manifest(root / MANIFEST)
    layout = manifest.get("layout") or {}
    trl = layout.get("trl")
    if not isinstance(trl, dict):
        formats = ", ".join(layout) or "no sample formats"
        raise ConfigError(f"{root}: the export holds {formats}, not trl", hint=hint)
    found = []
    for kind in kinds:
        files = trl.get(kind) or {}
        splits = {s: root / files[s] for s in TRAIN_SPLITS if s in files}
        if "train" in splits:
            found.append(ExportData(root, kind, splits, manifest))
    if not found:
        held = ", ".join(k for k, v in trl.items() if v.get("train")) or "nothing"
        raise ConfigError(
            f"{root}: no {' or '.join(kinds)} training data (the TRL export holds {held})",
            hint=hint,
        )
    return found


def sft_dataset(exports: list[ExportData], split: str, role: str, cache_dir: Path) -> Any:
    """The split of every export as one prompt-completion ``datasets.Dataset``; None when
    no export has that split."""
    parts = []
    for data in exports:
        if split not in data.splits:
            continue
        convert = partial(_prompt_completion, role=role, kind=data.kind)
        rows = _load(data, split, cache_dir)
        parts.append(rows.map(convert, input_columns=["messages"], remove_columns=["messages"]))
    return _concat(parts)


def preference_dataset(exports: list[ExportData], split: str, cache_dir: Path) -> Any:
    """The preference pairs of a split (TRL's prompt/chosen/rejected), or None."""
    return _concat([_load(d, split, cache_dir) for d in exports if split in d.splits])


def _prompt_completion(messages: list[dict[str, Any]], role: str, kind: str) -> dict[str, Any]:
    if not messages or messages[-1]["role"] != "assistant":
        raise ConfigError(f"a {kind} sample does not end with the assistant's answer")
    completion = [messages[-1]]
    if role == "judge":
        text = "".join(p.get("text") or "" for p in messages[-1]["content"])
        completion = judge_completion(text, f"a {kind} sample")
    return {"prompt": messages[:-1], "completion": completion}


def _load(data: ExportData, split: str, cache_dir: Path) -> Any:
    from m2miner.export import load_trl_dataset

    return load_trl_dataset(data.root, data.kind, cache_dir=cache_dir)[split]  # type: ignore[arg-type]


def _concat(parts: list[Any]) -> Any:
    if not parts:
        return None
    if len(parts) == 1:
        return parts[0]
    from datasets import concatenate_datasets

    return concatenate_datasets(parts)


def _read_manifest(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ConfigError(f"{path}: unreadable export manifest: {exc}") from exc
    if not isinstance(data, dict):
        raise ConfigError(f"{path}: the export manifest is not a JSON object")
    return data


def _count_lines(path: Path) -> int:
    with path.open(encoding="utf-8") as lines:
        return sum(1 for line in lines if line.strip())


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as data:
        for block in iter(lambda: data.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()
