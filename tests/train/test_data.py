"""Reading TRL exports: kinds found through the manifest, prompt-completion samples whose
judge answers are bare words, images decoded, and clear errors for wrong directories."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from m2miner.errors import ConfigError
from m2miner.train.data import find_exports, preference_dataset, sft_dataset
from tests.train.conftest import Exported

pytest.importorskip("datasets")


def test_find_exports_reads_the_manifest_layout(exported: Exported) -> None:
    found = find_exports(exported.root, ("sft", "description"))
    assert [d.kind for d in found] == ["sft", "description"]
    sft = found[0]
    assert sft.splits == {
        "train": exported.root / "trl/sft/train.jsonl",
        "val": exported.root / "trl/sft/val.jsonl",
    }
    summary = sft.summary()
    lines = (exported.root / "trl/sft/train.jsonl").read_text().splitlines()
    assert summary["rows"]["train"] == len(lines)
    assert len(summary["sha256"]["train"]) == 64 and summary["kind"] == "sft"


def test_sft_samples_are_prompt_completion_with_images(exported: Exported, tmp_path: Path) -> None:
    found = find_exports(exported.root, ("sft",))
    data = sft_dataset(found, "train", "infer", tmp_path)
    rows = [json.loads(x) for x in (exported.root / "trl/sft/train.jsonl").read_text().splitlines()]
    assert set(data.column_names) == {"prompt", "completion", "images"}
    assert len(data) == len(rows)
    first = data[0]
    assert [m["role"] for m in first["prompt"]] == ["system", "user"]
    assert first["completion"][0]["role"] == "assistant"
    assert (
        first["completion"][0]["content"][0]["text"]
        == rows[0]["messages"][-1]["content"][0]["text"]
    )
    assert "<tool_call>" in first["completion"][0]["content"][0]["text"]
    images = first["images"]
    assert len(images) == 1 and images[0].size == (412, 915)


def test_sft_and_description_concatenate(exported: Exported, tmp_path: Path) -> None:
    both = sft_dataset(
        find_exports(exported.root, ("sft", "description")), "val", "infer", tmp_path
    )
    counts = [
        len((exported.root / f"trl/{kind}/val.jsonl").read_text().splitlines())
        for kind in ("sft", "description")
    ]
    assert len(both) == sum(counts)


def test_judge_completions_are_the_words_the_judge_reads(
    exported: Exported, tmp_path: Path
) -> None:
    data = sft_dataset(find_exports(exported.root, ("judge",)), "train", "judge", tmp_path)
    words = {row[0]["content"][0]["text"] for row in data["completion"]}
    assert words <= {"valid", "invalid", "success", "failure"} and "valid" in words
    for prompt, completion, images in zip(
        data["prompt"], data["completion"], data["images"], strict=True
    ):
        slots = sum(p["type"] == "image" for p in prompt[-1]["content"])
        assert (
            slots
            == len(images)
            == (1 if completion[0]["content"][0]["text"] in ("success", "failure") else 2)
        )


def test_judge_answers_are_normalised_and_bad_ones_refused(
    exported: Exported, tmp_path: Path
) -> None:
    copy = tmp_path / "export"
    shutil.copytree(exported.root, copy)
    path = copy / "trl/judge/train.jsonl"
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    rows[0]["messages"][-1]["content"][0]["text"] = "Valid."
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    data = sft_dataset(find_exports(copy, ("judge",)), "train", "judge", tmp_path / "c1")
    assert data[0]["completion"][0]["content"][0]["text"] == "valid"
    rows[1]["messages"][-1]["content"][0]["text"] = "probably fine"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    with pytest.raises(ConfigError, match="judge answer 'probably fine' is not one of"):
        sft_dataset(find_exports(copy, ("judge",)), "train", "judge", tmp_path / "c2")


def test_preference_pairs_keep_trl_columns(exported: Exported, tmp_path: Path) -> None:
    data = preference_dataset(find_exports(exported.root, ("preference",)), "train", tmp_path)
    assert set(data.column_names) == {"prompt", "chosen", "rejected", "images"}
    row = data[0]
    assert row["chosen"][0]["content"][0]["text"] != row["rejected"][0]["content"][0]["text"]
    assert len(row["images"]) == 1


def test_a_missing_directory_is_named(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="does not exist") as info:
        find_exports(tmp_path / "nope", ("judge",))
    assert "m2miner export --format trl --kind judge" in (info.value.hint or "")


def test_an_export_without_trl_files_says_so(exported: Exported, tmp_path: Path) -> None:
    copy = tmp_path / "export"
    copy.mkdir()
    manifest = json.loads((exported.root / "export.json").read_text())
    del manifest["layout"]["trl"]
    (copy / "export.json").write_text(json.dumps(manifest))
    with pytest.raises(ConfigError, match="the export holds llamafactory, swift, not trl"):
        find_exports(copy, ("sft",))


def test_an_export_without_the_kind_says_what_it_holds(exported: Exported, tmp_path: Path) -> None:
    copy = tmp_path / "export"
    copy.mkdir()
    manifest = json.loads((exported.root / "export.json").read_text())
    del manifest["layout"]["trl"]["judge"]
    (copy / "export.json").write_text(json.dumps(manifest))
    with pytest.raises(ConfigError, match=r"no judge training data \(the TRL export holds sft"):
        find_exports(copy, ("judge",))
