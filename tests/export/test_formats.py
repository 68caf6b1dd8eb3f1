"""Every format checked against its consumer's own rules: LLaMA-Factory's loader, ms-swift's
standard keys, TRL's data utilities and vision collator, AndroidControl's episode shape,
networkx's readers."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from m2miner.export import KINDS, ExportReport
from tests.export.llamafactory_rules import (
    convert,
    dataset_attrs,
    find_medias,
    validate_placeholders,
)

SWIFT_KEYS = {
    "messages",
    "rejected_response",
    "label",
    "images",
    "videos",
    "audios",
    "tools",
    "objects",
}
# AndroidControl's action space, from its README; nothing else.
ANDROIDCONTROL_TYPES = {
    "click",
    "long_press",
    "scroll",
    "open_app",
    "type",
    "input_text",
    "navigate_home",
    "navigate_back",
    "wait",
}


def rows(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def data_files(report: ExportReport, fmt: str) -> list[Path]:
    return [report.out_dir / f for f in report.files if f.startswith(f"{fmt}/")]


def test_every_format_and_kind_is_written(full_export: ExportReport) -> None:
    for fmt in ("llamafactory", "swift", "trl"):
        for kind in KINDS:
            assert (full_export.out_dir / fmt / kind / "train.jsonl").is_file(), (fmt, kind)
            assert full_export.kinds[kind].counts["train"] > 0
    assert full_export.episodes is not None and full_export.episodes["train"] > 0
    assert full_export.graphs == 3
    manifest = json.loads((full_export.out_dir / "export.json").read_text())
    assert manifest["kinds"]["sft"]["counts"] == full_export.kinds["sft"].counts
    assert manifest["options"]["formats"] == [
        "llamafactory",
        "swift",
        "trl",
        "androidcontrol",
        "graph",
    ]
    assert manifest["source_runs"] == [1, 2]


def test_formats_hold_the_same_samples_line_by_line(full_export: ExportReport) -> None:
    out = full_export.out_dir
    for kind in KINDS:
        for split, n in full_export.kinds[kind].counts.items():
            if not n:
                continue
            lengths = {
                len(rows(out / fmt / kind / f"{split}.jsonl"))
                for fmt in ("llamafactory", "swift", "trl", "meta")
            }
            assert lengths == {n}, (kind, split)


def test_every_image_path_exists_and_every_image_is_used(full_export: ExportReport) -> None:
    out = full_export.out_dir
    used: set[str] = set()
    manifest = json.loads((out / "export.json").read_text())
    assert manifest["images_root"] is None  # no absolute path: the folder travels
    for fmt in ("llamafactory", "swift", "trl"):
        assert manifest["image_paths"][fmt] == "relative"  # every format's default
        for path in data_files(full_export, fmt):
            for row in rows(path):
                for image in row["images"]:
                    assert image.startswith("images/"), image
                    assert (out / image).is_file(), image
                    used.add(image)
    assert manifest["image_paths"]["androidcontrol"] == "relative"
    for path in (out / "androidcontrol").rglob("*.json"):
        for image in json.loads(path.read_text())["screenshots"]:
            assert (out / image).is_file()
            used.add(image)
    on_disk = {f"images/{p.name}" for p in (out / "images").iterdir()}
    assert on_disk == used
    assert full_export.images["total"] == len(on_disk)


def test_llamafactory_files_pass_its_loader_rules(
    full_export: ExportReport, tmp_path: Path
) -> None:
    datasets = pytest.importorskip("datasets")
    out = full_export.out_dir
    attrs = dataset_attrs(out)
    registered = {attr["file_name"] for attr in attrs.values()}
    assert registered == {str(p.relative_to(out)) for p in data_files(full_export, "llamafactory")}
    for name, attr in attrs.items():
        assert attr["formatting"] == "sharegpt"
        assert attr["ranking"] == name.startswith("m2miner_preference_")
        loaded = datasets.load_dataset(
            "json", data_files=str(out / attr["file_name"]), split="train", cache_dir=str(tmp_path)
        )
        assert len(loaded) > 0
        for example in loaded:
            converted = convert(example, attr)
            images = find_medias(converted["images"], out)
            validate_placeholders(converted, len(images))
            assert converted["response"] and all(converted["response"])


def test_swift_rows_use_its_standard_keys(full_export: ExportReport) -> None:
    out = full_export.out_dir
    for path in data_files(full_export, "swift"):
        preference = path.parent.name == "preference"
        for row in rows(path):
            assert set(row) <= SWIFT_KEYS
            messages = row["messages"]
            assert [m["role"] for m in messages][-2:] == ["user", "assistant"]
            assert all(isinstance(m["content"], str) for m in messages)
            tags = sum(m["content"].count("<image>") for m in messages)
            assert tags == len(row["images"]) > 0
            assert all((out / image).is_file() for image in row["images"])
            assert ("rejected_response" in row) == preference
            if preference:
                assert row["rejected_response"] != messages[-1]["content"]


def test_trl_files_load_and_are_conversational(full_export: ExportReport, tmp_path: Path) -> None:
    datasets = pytest.importorskip("datasets")
    data_utils = pytest.importorskip("trl.data_utils")
    out = full_export.out_dir
    for kind in KINDS:
        loaded = datasets.load_dataset(
            "json",
            data_files=str(out / "trl" / kind / "train.jsonl"),
            split="train",
            cache_dir=str(tmp_path),
        )
        for example in loaded:
            assert data_utils.is_conversational(example)
            prompt = example["prompt"] if kind == "preference" else example["messages"]
            # TRL fills the {"type": "image"} parts with the images and raises on a mismatch.
            filled = data_utils.prepare_multimodal_messages(prompt, images=example["images"])
            assert sum(part["type"] == "image" for m in filled for part in m["content"]) == len(
                example["images"]
            )
            if kind == "preference":
                assert example["chosen"][0]["role"] == example["rejected"][0]["role"] == "assistant"


def test_trl_export_feeds_trls_vision_collator(
    full_export: ExportReport, tiny_model_dir: Path
) -> None:
    transformers = pytest.importorskip("transformers")
    from trl.trainer.sft_trainer import DataCollatorForVisionLanguageModeling

    from m2miner.export import load_trl_dataset

    processor = transformers.AutoProcessor.from_pretrained(tiny_model_dir)
    loaded = load_trl_dataset(
        full_export.out_dir, "judge", cache_dir=full_export.out_dir.parent / "hf"
    )
    examples = [loaded["train"][i] for i in range(2)]
    assert all(len(e["images"]) == 2 and e["images"][0].size == (1080, 2400) for e in examples)
    batch = DataCollatorForVisionLanguageModeling(processor)(examples)
    assert batch["input_ids"].shape[0] == 2
    image_pad = processor.tokenizer.convert_tokens_to_ids("<|image_pad|>")
    assert int((batch["input_ids"] == image_pad).sum()) > 0
    assert batch["image_grid_thw"].shape[0] == 4  # two screens per judge step sample


def test_androidcontrol_episodes_have_its_shape(full_export: ExportReport) -> None:
    out = full_export.out_dir
    episodes = [json.loads(p.read_text()) for p in sorted((out / "androidcontrol").rglob("*.json"))]
    assert episodes and sum(full_export.episodes.values()) == len(episodes)  # type: ignore[union-attr]
    for ep in episodes:
        n = len(ep["screenshots"])
        assert n == len(ep["screenshot_widths"]) == len(ep["screenshot_heights"])
        assert len(ep["actions"]) == len(ep["step_instructions"]) == n - 1
        for action, width, height in zip(
            ep["actions"], ep["screenshot_widths"], ep["screenshot_heights"], strict=False
        ):
            assert action["action_type"] in ANDROIDCONTROL_TYPES
            if "x" in action:
                assert 0 <= action["x"] < width and 0 <= action["y"] < height
        assert ep["goal"] and ep["m2miner"]["source"] in ("task", "recycled")


def test_graphs_read_back_with_networkx(full_export: ExportReport, mined: Any) -> None:
    nx = pytest.importorskip("networkx")
    from m2miner.store.opening import open_store

    with open_store(mined.config) as store:
        trees = {t.id: store.trees.load(t.id) for t in store.trees.find()}
    for tree_id, tree in trees.items():
        graphml = nx.read_graphml(full_export.out_dir / "graph" / f"tree-{tree_id}.graphml")
        assert graphml.number_of_nodes() == len(tree.nodes)
        assert graphml.number_of_edges() == len(tree.nodes) - 1
        assert graphml.graph["intent"] == tree.intent.text
        data = json.loads((full_export.out_dir / "graph" / f"tree-{tree_id}.json").read_text())
        linked = nx.node_link_graph(data, edges="edges")
        success = [n for n, a in linked.nodes(data=True) if a["status"] == "success"]
        assert success and all(linked.nodes[n]["on_success_path"] for n in success)
        assert nx.is_arborescence(linked)
