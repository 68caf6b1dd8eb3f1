"""``m2miner export``: stored trees in, training data out.

Layout of an export directory (image paths in the JSON files are relative to it, so it
can be moved or copied; ``--image-paths absolute`` names them absolutely)::

    export.json                      manifest: options, counts, class ratios, mix, runs
    dataset_info.json                LLaMA-Factory registry of every LLaMA-Factory file
    images/<sha256>.png              screenshots, hard-linked (or copied) from the store
    meta/<kind>/<split>.jsonl        where each sample came from, line by line
    llamafactory|swift|trl/<kind>/<split>.jsonl
    hf/README.md, hf/<kind>/<split>-NNNNN-of-NNNNN.parquet   images embedded
    androidcontrol/<split>/<episode>.json
    androidcontrol/<split>.tfrecord.gz                       with --tfrecord
    graph/tree-<id>.graphml, graph/tree-<id>.json

The files of one kind and split hold the same samples in the same order in every format,
and line ``i`` of ``meta/<kind>/<split>.jsonl`` describes sample ``i``. The directory
appears complete or not at all (:mod:`m2miner.export.atomic`).
"""

from __future__ import annotations

import dataclasses
import json
import shutil
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import Any

from m2miner import __version__
from m2miner.errors import OutputError
from m2miner.export import hf
from m2miner.export.androidcontrol import convert, tf_example
from m2miner.export.atomic import check_target, clean_leftovers, new_staging, publish
from m2miner.export.builders import Builder, build_samples
from m2miner.export.descriptions import DescriptionChecker, description_counts
from m2miner.export.formats import ROW_WRITERS, llamafactory_entry
from m2miner.export.graphs import write_tree_graph
from m2miner.export.images import place_images
from m2miner.export.labels import sample_trust, trust_report
from m2miner.export.options import SPLITS, ExportOptions, Split
from m2miner.export.samples import Sample
from m2miner.export.select import MixReport, balance, class_counts, dedup, mix, split
from m2miner.export.steps import ScreenSizes, judged_enough, trajectory_steps
from m2miner.export.tfrecord import write_tfrecord
from m2miner.export.trajectories import Collected, Selection, Trajectory, collect
from m2miner.store import Store
from m2miner.store.records import NodeRecord

MANIFEST = "export.json"
OWNED = (
    "images",
    "meta",
    "llamafactory",
    "swift",
    "trl",
    "hf",
    "androidcontrol",
    "graph",
    "dataset_info.json",
    MANIFEST,
)
"""What an export writes; a later export into the same directory replaces exactly these
(other files in it are carried over to the new export)."""

Progress = Callable[[str, int, int], None]
"""``progress(stage, done, total)``: ``trees`` (loading), ``paths`` (samples from each
trajectory, then each tree's judge samples) or ``files`` (each kind written)."""


@dataclass(frozen=True)
class KindReport:
    """What one kind of samples came to: counts per split, duplicates, classes, mix."""

    counts: dict[str, int]
    duplicates: int
    classes: dict[str, int] | None = None
    classes_before_balance: dict[str, int] | None = None
    mix: MixReport | None = None
    trust: dict[str, int] | None = None
    """Samples by the label of what they came from (verified, judged, refuted)."""
    descriptions: dict[str, int] | None = None
    """Samples by the verdict on their step's description (ok, reworded, flagged)."""

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"counts": self.counts, "duplicates_removed": self.duplicates}
        if self.trust is not None:
            out["trust"] = self.trust
        if self.descriptions:
            out["descriptions"] = self.descriptions
        if self.classes is not None:
            out["classes"] = self.classes
            out["class_ratio"] = _ratio(self.classes)
        if self.classes_before_balance is not None:
            out["classes_before_balance"] = self.classes_before_balance
        if self.mix is not None:
            out["mix"] = self.mix.to_dict()
        return out


@dataclass(frozen=True)
class ExportReport:
    """What an export wrote; also saved as ``export.json``."""

    out_dir: Path
    trajectories: dict[str, int]
    trust: dict[str, dict[str, int]]
    """Trajectories exported and left out, by label (verified, judged, refuted)."""
    kinds: dict[str, KindReport]
    episodes: dict[str, int] | None
    episodes_mix: MixReport | None
    graphs: int
    images: dict[str, int]
    skipped: dict[str, int]
    source_runs: list[int]
    files: list[str]
    androidcontrol: dict[str, Any] | None = None
    """Episodes' action mapping: Enter steps merged into ``type``, answers left out."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "androidcontrol": self.androidcontrol,
            "trajectories": self.trajectories,
            "trust": self.trust,
            "kinds": {kind: report.to_dict() for kind, report in self.kinds.items()},
            "episodes": self.episodes,
            "episodes_mix": self.episodes_mix.to_dict() if self.episodes_mix else None,
            "graphs": self.graphs,
            "images": self.images,
            "skipped": self.skipped,
            "source_runs": self.source_runs,
            "files": self.files,
        }


def _ratio(classes: dict[str, int]) -> dict[str, float]:
    total = sum(classes.values())
    return {label: (n / total if total else 0.0) for label, n in sorted(classes.items())}


def export_dataset(
    store: Store,
    out_dir: Path,
    options: ExportOptions,
    *,
    overwrite: bool = False,
    progress: Progress | None = None,
    command: str | None = None,
) -> ExportReport:
    """Export the selected trees in every format and kind ``options`` names.

    The export is written beside ``out_dir`` and moved there only when complete (see
    :mod:`m2miner.export.atomic`). Raises ConfigError when ``out_dir`` holds an earlier
    export and ``overwrite`` is false, or holds files an export did not write;
    NotFoundError for a run id that names no run.
    """
    notify = progress or (lambda stage, done, total: None)
    for run_id in options.run_ids:
        store.runs.get(run_id)  # an unknown run is a mistake, not an empty export
    check_out_dir(out_dir, overwrite=overwrite)
    try:
        staging = new_staging(out_dir)
    except OSError as exc:
        raise _output_error(out_dir, exc) from exc
    try:
        report = _write_export(store, staging, options, notify, command, out_dir.resolve())
        # Another export may have finished there in the meantime.
        check_target(out_dir, MANIFEST, OWNED, overwrite=overwrite)
        publish(staging, out_dir, OWNED)
    except OSError as exc:
        shutil.rmtree(staging, ignore_errors=True)
        raise _output_error(out_dir, exc) from exc
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return dataclasses.replace(report, out_dir=out_dir)


def _output_error(out_dir: Path, exc: OSError) -> OutputError:
    where = f" ({exc.filename})" if exc.filename else ""
    return OutputError(
        f"could not write the export {out_dir}: {exc.strerror or exc}{where}",
        path=str(out_dir),
        hint="export into a folder this user may write, on a disk with room for the data; "
        "an earlier export there is left as it was",
    )


def check_out_dir(out_dir: Path, *, overwrite: bool = False) -> None:
    """Remove what dead exports into ``out_dir`` left, then raise ConfigError unless an
    export may be written there (see :func:`export_dataset`)."""
    clean_leftovers(out_dir, OWNED)
    check_target(out_dir, MANIFEST, OWNED, overwrite=overwrite)


def _write_export(
    store: Store,
    root: Path,
    options: ExportOptions,
    notify: Progress,
    command: str | None,
    final: Path,
) -> ExportReport:
    """Write every file of the export into ``root``, the manifest last; absolute image
    paths name the files where they will be, under ``final``."""
    selection = Selection(
        options.run_ids,
        options.apps,
        options.recycled,
        options.require_ground_truth,
        include=options.include,
        exclude=store.verdicts.rejected() if options.exclude_rejected else frozenset(),
    )
    collected = collect(store, selection, lambda done, total: notify("trees", done, total))
    sizes = ScreenSizes(store)
    writer = _Writer(root, final, store)
    skipped = dict(collected.skipped)
    kinds: dict[str, KindReport] = {}
    if options.sample_formats:
        builder = Builder(sizes, options, selection.exclude)
        kinds = _export_samples(collected, builder, writer, skipped, notify)
    if "hf" in options.formats:
        _hf_card(writer, kinds, options, command, collected)
    episodes, episodes_mix, notes = None, None, None
    if "androidcontrol" in options.formats:
        episodes, episodes_mix, notes = _export_episodes(
            collected.trajectories, sizes, options, writer, skipped
        )
    graphs = 0
    if "graph" in options.formats:
        for tree in collected.trees:
            writer.files += write_tree_graph(tree, root / "graph")
            graphs += 1
    placed = place_images(store.screenshots, writer.images, root, copy=options.copy_images)
    report = ExportReport(
        out_dir=root,
        trajectories=_trajectory_counts(collected.trajectories),
        trust=trust_report(collected.trajectories, skipped),
        kinds=kinds,
        episodes=episodes,
        episodes_mix=episodes_mix,
        graphs=graphs,
        images={"total": len(writer.images), **placed},
        skipped=skipped,
        source_runs=_source_runs(collected),
        files=sorted(str(p.relative_to(root)) for p in writer.files),
        androidcontrol=notes,
    )
    _write_manifest(root, options, report, command, final)
    return report


class _Writer:
    """Writes JSON lines and JSON files under the export directory; keeps what it wrote."""

    def __init__(self, out_dir: Path, final: Path, store: Store) -> None:
        self.out_dir = out_dir
        self.final = final
        self.store = store
        self.files: list[Path] = []
        self.images: set[str] = set()
        self.screens: dict[str, tuple[int, int]] = {}
        """Each sample's screenshot's (width, height), by hash (for the dataset card)."""

    def root(self, options: ExportOptions, fmt: str) -> Path | None:
        """Where ``fmt``'s absolute image paths start; None for relative ones."""
        return self.final if options.image_paths_of(fmt) == "absolute" else None

    def png(self, digest: str) -> bytes:
        return self.store.screenshots.path(digest).read_bytes()

    def png_at(self, path: str) -> bytes:
        """The screenshot an image path of the export names (relative or absolute)."""
        return self.png(Path(path).stem)

    def hierarchy(self, node: NodeRecord) -> str | None:
        digest = node.hierarchy_hash
        return self.store.screenshots.get_text(digest) if digest else None

    def jsonl(self, relative: str, rows: Iterable[dict[str, Any]]) -> None:
        path = self.out_dir / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("w", encoding="utf-8") as handle:
            for row in rows:
                handle.write(json.dumps(row, ensure_ascii=False) + "\n")
        self.files.append(path)

    def json(self, relative: str, data: Any) -> None:
        path = self.out_dir / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        self.files.append(path)


def _export_samples(
    collected: Collected,
    builder: Builder,
    writer: _Writer,
    skipped: dict[str, int],
    notify: Progress,
) -> dict[str, KindReport]:
    options = builder.options
    paths = partial(notify, "paths")
    built = build_samples(builder, collected.trajectories, collected.trees, paths)
    for reason, count in builder.skipped.items():
        skipped[reason] = skipped.get(reason, 0) + count
    registry: dict[str, Any] = {}
    reports: dict[str, KindReport] = {}
    for done, kind in enumerate(options.kinds, 1):
        samples = [s for s in built[kind] if not s.has_tag_text()]
        if len(samples) < len(built[kind]):
            reason = "text holding an <image>, <video> or <audio> tag"
            skipped[reason] = skipped.get(reason, 0) + len(built[kind]) - len(samples)
        per_split, reports[kind] = _select(samples, kind, options)
        _write_kind(writer, kind, per_split, options, registry)
        notify("files", done, len(options.kinds))
    if "llamafactory" in options.formats:
        writer.json("dataset_info.json", registry)
    return reports


def _select(
    samples: list[Sample], kind: str, options: ExportOptions
) -> tuple[dict[Split, list[Sample]], KindReport]:
    duplicates = 0
    if options.dedup:
        samples, duplicates = dedup(samples)
    classes_before = None
    if kind == "judge" and options.balance_judge:
        classes_before = class_counts(samples)
        samples = balance(samples, options.seed)
    mix_report = None
    if options.mix:
        samples, mix_report = mix(
            samples, options.mix, options.seed, lambda s: s.meta.domain, lambda s: s.key
        )
    group = (lambda s: s.meta.app) if options.split_by == "app" else (lambda s: s.meta.group)
    per_split = split(samples, group, options.seed, options.val_ratio, options.test_ratio)
    report = KindReport(
        counts={name: len(per_split[name]) for name in SPLITS},
        duplicates=duplicates,
        classes=class_counts(samples) if kind == "judge" else None,
        classes_before_balance=classes_before,
        mix=mix_report,
        trust=sample_trust(samples),
        descriptions=description_counts([s.meta.extra for s in samples]),
    )
    return per_split, report


def _write_kind(
    writer: _Writer,
    kind: str,
    per_split: dict[Split, list[Sample]],
    options: ExportOptions,
    registry: dict[str, Any],
) -> None:
    for name, samples in per_split.items():
        if not samples:
            continue
        for sample in samples:
            writer.images.update(shot.hash for shot in sample.images)
            writer.screens.update((s.hash, (s.width, s.height)) for s in sample.images)
        writer.jsonl(f"meta/{kind}/{name}.jsonl", (s.meta.to_dict() for s in samples))
        for fmt in options.sample_formats:
            if fmt == "hf":
                folder = writer.out_dir / "hf" / kind
                writer.files += hf.write_split(folder, name, samples, writer.png)
                continue
            relative = f"{fmt}/{kind}/{name}.jsonl"
            root = writer.root(options, fmt)
            writer.jsonl(relative, (ROW_WRITERS[fmt](s, root) for s in samples))
            if fmt == "llamafactory":
                registry[f"m2miner_{kind}_{name}"] = llamafactory_entry(
                    relative, ranking=kind == "preference"
                )


def _hf_card(
    writer: _Writer,
    kinds: dict[str, KindReport],
    options: ExportOptions,
    command: str | None,
    collected: Collected,
) -> None:
    runs, trajectories = _source_runs(collected), _trajectory_counts(collected.trajectories)
    counts = {kind: report.counts for kind, report in kinds.items()}
    screens = dict(Counter(writer.screens.values()))
    writer.files.append(
        hf.write_card(writer.out_dir / "hf", counts, options, command, runs, trajectories, screens)
    )


def _export_episodes(
    trajectories: Iterable[Trajectory],
    sizes: ScreenSizes,
    options: ExportOptions,
    writer: _Writer,
    skipped: dict[str, int],
) -> tuple[dict[str, int], MixReport | None, dict[str, Any]]:
    episodes: list[tuple[Trajectory, dict[str, Any]]] = []
    seen: set[str] = set()
    notes = {"enter_merged_into_type": 0, "final_answers_left_out": 0, "episodes_left_out": 0}
    root = writer.root(options, "androidcontrol")
    checker = DescriptionChecker(sizes.store) if options.check_descriptions else None
    for trajectory in trajectories:
        steps = trajectory_steps(trajectory, checker)
        if not all(judged_enough(step.node, options.min_judge) for step in steps):
            continue
        done = convert(trajectory, steps, sizes, writer.hierarchy, root)
        notes["enter_merged_into_type"] += done.enter_merged
        notes["final_answers_left_out"] += done.answers_dropped
        if done.data is None:
            reason = f"androidcontrol episode with {done.left_out}"
            skipped[reason] = skipped.get(reason, 0) + 1
            notes["episodes_left_out"] += 1
            continue
        data = done.data
        key = json.dumps([data["goal"], data["screenshots"], data["actions"]])
        if options.dedup and key in seen:
            continue
        seen.add(key)
        episodes.append((trajectory, data))
    mix_report = None
    if options.mix:
        episodes, mix_report = mix(
            episodes, options.mix, options.seed, lambda e: e[0].domain, lambda e: e[0].id
        )
    group = (lambda e: e[0].app) if options.split_by == "app" else (lambda e: e[0].group)
    per_split = split(episodes, group, options.seed, options.val_ratio, options.test_ratio)
    for name, items in per_split.items():
        for trajectory, data in items:
            writer.images.update(Path(p).stem for p in data["screenshots"])
            writer.json(f"androidcontrol/{name}/{trajectory.id}.json", data)
        if options.tfrecord and items:
            path = writer.out_dir / f"androidcontrol/{name}.tfrecord.gz"
            write_tfrecord(path, (tf_example(data, writer.png_at) for _, data in items))
            writer.files.append(path)
    counts: dict[str, int] = {name: len(items) for name, items in per_split.items()}
    return counts, mix_report, notes


def _trajectory_counts(trajectories: Iterable[Trajectory]) -> dict[str, int]:
    items = list(trajectories)
    return {
        "successful": sum(not t.recycled for t in items),
        "recycled": sum(t.recycled for t in items),
    }


def _source_runs(collected: Collected) -> list[int]:
    runs = {tree.tree.run_id for tree in collected.trees}
    runs |= {t.intent.run_id for t in collected.trajectories if t.intent.run_id is not None}
    runs |= {t.tree.tree.run_id for t in collected.trajectories}
    return sorted(runs)


def _layout(options: ExportOptions, report: ExportReport) -> dict[str, Any]:
    """Where each format's files of each kind and split are. An export of one sample
    format and one kind also names them at the top (``format``, ``kind``, ``splits``), so
    a reader that takes one dataset per directory finds its files."""
    layout = {
        fmt: {
            kind: {name: f"{fmt}/{kind}/{name}.jsonl" for name, n in kr.counts.items() if n}
            for kind, kr in report.kinds.items()
        }
        for fmt in options.sample_formats
    }
    out: dict[str, Any] = {"layout": layout}
    if len(options.sample_formats) == 1 and len(options.kinds) == 1:
        fmt, kind = options.sample_formats[0], options.kinds[0]
        out["format"], out["kind"] = fmt, kind
        out["splits"] = {name: {"file": file} for name, file in layout[fmt][kind].items()}
    return out


def _write_manifest(
    out_dir: Path,
    options: ExportOptions,
    report: ExportReport,
    command: str | None,
    final: Path | None = None,
) -> None:
    paths = options.image_paths_by_format()
    manifest = {
        "m2miner": __version__,
        "created_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "command": command,
        "options": dataclasses.asdict(options),
        "image_paths": paths,
        "images_root": str(final) if final and "absolute" in paths.values() else None,
        **_layout(options, report),
        **report.to_dict(),
    }
    (out_dir / MANIFEST).write_text(
        json.dumps(manifest, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
