"""Splits without leakage, deduplication, judge balance, mixing quotas and option checks."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from m2miner.errors import ConfigError
from m2miner.export import KINDS, ExportOptions, ExportReport, parse_choices, parse_mix
from m2miner.export.atomic import check_target
from m2miner.export.run import MANIFEST, OWNED
from m2miner.export.samples import Sample, SampleMeta, Turn
from m2miner.export.select import balance, dedup, mix, split, split_of
from tests.export.conftest import Mined, run_export


def meta_by_split(out: Path, kind: str) -> dict[str, list[dict[str, Any]]]:
    folder = out / "meta" / kind
    return {
        p.stem: [json.loads(line) for line in p.read_text().splitlines()]
        for p in folder.glob("*.jsonl")
    }


def groups_of(mined: Mined, metas: list[dict[str, Any]]) -> set[str]:
    """The tree intents behind the samples (what a split must keep together)."""
    from m2miner.store.opening import open_store

    with open_store(mined.config) as store:
        return {store.trees.load(m["tree_id"]).intent.text for m in metas}


def test_splits_do_not_share_an_intent(mined: Mined, full_export: ExportReport) -> None:
    for kind in KINDS:
        by_split = meta_by_split(full_export.out_dir, kind)
        assert {"train", "val"} <= set(by_split), kind
        train, val = (groups_of(mined, by_split[name]) for name in ("train", "val"))
        assert train and val and not (train & val), kind
    # A recycled intent goes where the tree it was cut from goes.
    parent = mined.recycled.parent_intent_id
    for kind in ("sft", "description"):
        homes = {
            name
            for name, metas in meta_by_split(full_export.out_dir, kind).items()
            for m in metas
            if m["intent_id"] in (parent, mined.recycled.id)
        }
        assert len(homes) == 1, kind


def test_split_by_app_keeps_an_app_together(mined: Mined, tmp_path: Path) -> None:
    report = run_export(
        mined, tmp_path / "out", kinds=("sft",), split_by="app", val_ratio=0.5, seed=3
    )
    counts = report.kinds["sft"].counts
    assert sorted(counts.values()) == [0, 0, sum(counts.values())]


def test_splits_are_fixed_by_the_seed() -> None:
    groups = [f"intent {i}" for i in range(400)]
    first = [split_of(g, 7, 0.2, 0.1) for g in groups]
    assert first == [split_of(g, 7, 0.2, 0.1) for g in groups]
    assert first != [split_of(g, 8, 0.2, 0.1) for g in groups]
    shares = Counter(first)
    assert 0.15 < shares["val"] / 400 < 0.25 and 0.06 < shares["test"] / 400 < 0.14


def test_dedup_removes_identical_samples(mined: Mined, tmp_path: Path) -> None:
    kept = run_export(mined, tmp_path / "dedup", kinds=("sft", "preference"), formats=("trl",))
    raw = run_export(
        mined, tmp_path / "raw", kinds=("sft", "preference"), formats=("trl",), dedup=False
    )
    for kind in ("sft", "preference"):
        n_kept, n_raw = sum(kept.kinds[kind].counts.values()), sum(raw.kinds[kind].counts.values())
        assert kept.kinds[kind].duplicates > 0
        assert n_kept == n_raw - kept.kinds[kind].duplicates
        lines = [
            line
            for p in (kept.out_dir / "trl" / kind).glob("*.jsonl")
            for line in p.read_text().splitlines()
        ]
        assert len(lines) == len(set(lines)) == n_kept
        raw_lines = [
            line
            for p in (raw.out_dir / "trl" / kind).glob("*.jsonl")
            for line in p.read_text().splitlines()
        ]
        assert len(set(raw_lines)) == n_kept < len(raw_lines)


def sample(domain: str, i: int, label: str | None = None) -> Sample:
    meta = SampleMeta(f"intent {i}", "task", "app", domain, f"intent {i}", 1, 1, i, 1)  # type: ignore[arg-type]
    return Sample("judge", (Turn("user", (f"prompt {i}",)),), label or "x", meta, label=label)


def test_mix_quotas_hold() -> None:
    items = [sample("mobile", i) for i in range(90)] + [sample("web", i) for i in range(90, 120)]
    kept, report = mix(
        items, parse_mix("mobile=0.5,web=0.5"), 0, lambda s: s.meta.domain, lambda s: s.key
    )
    assert report.counts == {"mobile": 30, "web": 30} and report.dropped == 60
    assert report.achieved == {"mobile": 0.5, "web": 0.5}
    kept, report = mix(
        items, parse_mix("mobile=3,web=1"), 0, lambda s: s.meta.domain, lambda s: s.key
    )
    assert report.counts == {"mobile": 90, "web": 30}
    kept, report = mix(
        items, parse_mix("mobile=0.8,web=0.2"), 0, lambda s: s.meta.domain, lambda s: s.key
    )
    assert report.counts == {"mobile": 90, "web": 22}
    assert abs(report.achieved["mobile"] - 0.8) < 0.01
    kept_again, _ = mix(
        items, parse_mix("mobile=0.8,web=0.2"), 0, lambda s: s.meta.domain, lambda s: s.key
    )
    assert kept == kept_again


def test_mix_reports_a_domain_without_samples(mined: Mined, tmp_path: Path) -> None:
    report = run_export(
        mined,
        tmp_path / "out",
        kinds=("sft",),
        formats=("trl", "androidcontrol"),
        mix=parse_mix("mobile=0.5,web=0.5"),
    )
    mixed = report.kinds["sft"].mix
    assert mixed is not None and mixed.missing == ("web",) and mixed.achieved["mobile"] == 1.0
    assert report.episodes_mix is not None and report.episodes_mix.missing == ("web",)
    manifest = json.loads((report.out_dir / "export.json").read_text())
    assert manifest["kinds"]["sft"]["mix"]["missing"] == ["web"]


def test_balance_evens_each_judge_task() -> None:
    items = (
        [sample("mobile", i, "valid") for i in range(10)]
        + [sample("mobile", 10 + i, "invalid") for i in range(3)]
        + [sample("mobile", 20 + i, "success") for i in range(2)]
        + [sample("mobile", 30 + i, "failure") for i in range(5)]
    )
    kept = balance(items, 0)
    assert Counter(s.label for s in kept) == {"valid": 3, "invalid": 3, "success": 2, "failure": 2}


def test_balanced_judge_export_reports_both_ratios(mined: Mined, tmp_path: Path) -> None:
    report = run_export(mined, tmp_path / "out", kinds=("judge",), balance_judge=True)
    judge = report.kinds["judge"]
    assert judge.classes is not None and judge.classes_before_balance is not None
    assert (
        judge.classes["valid"] == judge.classes["invalid"] < judge.classes_before_balance["valid"]
    )
    assert judge.classes["success"] == judge.classes["failure"]


def test_dedup_and_split_helpers_on_samples() -> None:
    items = [sample("mobile", 1), sample("mobile", 1), sample("mobile", 2)]
    kept, removed = dedup(items)
    assert removed == 1 and [s.meta.node_id for s in kept] == [1, 2]
    parts = split(kept, lambda s: s.meta.group, 0, 0.0, 0.0)
    assert parts["train"] == kept and not parts["val"] and not parts["test"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("mobile=0.5,desktop=0.5", "expected DOMAIN=SHARE"),
        ("mobile=x", "not a number"),
        ("mobile=-1", "cannot be negative"),
        ("mobile=0", "no domain a positive share"),
        ("mobile=1,mobile=2", "twice"),
    ],
)
def test_parse_mix_rejects_bad_quotas(text: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        parse_mix(text)


def test_options_reject_bad_values() -> None:
    with pytest.raises(ConfigError, match="leaves nothing to train on"):
        ExportOptions(val_ratio=0.6, test_ratio=0.4)
    with pytest.raises(ConfigError, match="--min-judge must be between 0 and 1"):
        ExportOptions(min_judge=1.5)
    with pytest.raises(ConfigError, match="unknown format 'csv'"):
        parse_choices(["trl,csv"], ("trl", "swift"), "format")
    assert parse_choices(["all"], ("trl", "swift"), "format") == ("trl", "swift")


def test_export_refuses_a_directory_it_did_not_write(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("mine")
    for overwrite in (False, True):
        with pytest.raises(ConfigError, match="holds no earlier export"):
            check_target(tmp_path, MANIFEST, OWNED, overwrite=overwrite)
    assert (tmp_path / "notes.txt").read_text() == "mine"


def test_exporting_again_replaces_only_the_exports_files(mined: Mined, tmp_path: Path) -> None:
    out = tmp_path / "out"
    run_export(mined, out, formats=("swift",), kinds=("sft",))
    (out / "README.txt").write_text("kept")
    with pytest.raises(ConfigError, match="already holds an earlier export") as refused:
        run_export(mined, out, formats=("trl",), kinds=("judge",))
    assert "--overwrite" in (refused.value.hint or "")
    report = run_export(mined, out, formats=("trl",), kinds=("judge",), overwrite=True)
    assert not (out / "swift").exists() and (out / "trl" / "judge" / "train.jsonl").is_file()
    assert (out / "README.txt").read_text() == "kept"
    manifest = json.loads((out / "export.json").read_text())
    assert manifest["format"] == "trl" and manifest["kind"] == "judge"
    assert manifest["splits"]["train"] == {"file": "trl/judge/train.jsonl"}
    assert report.files == sorted(report.files)
