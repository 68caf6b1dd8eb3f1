"""Exports that load from any folder: the Hugging Face export (Parquet, images embedded),
relative (or, asked, absolute) image paths, a TRL export moved after writing loaded and
trained on by TRL's trainers, and options that do not apply to a format saying so."""

from __future__ import annotations

import io
import json
import math
import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from m2miner.errors import ConfigError
from m2miner.export import KINDS, ExportOptions, ExportReport, load_trl_dataset
from m2miner.export.options import check_kinds_apply
from tests.cli_helpers import run
from tests.export.conftest import Mined, run_export


def rows(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


@pytest.fixture(scope="module")
def hf_export(mined: Mined, tmp_path_factory: pytest.TempPathFactory) -> ExportReport:
    out = tmp_path_factory.mktemp("hf") / "out"
    return run_export(mined, out, formats=("hf", "trl"), val_ratio=0.5, seed=2)


def test_hf_export_loads_from_another_folder_with_images_inside(
    hf_export: ExportReport, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    datasets = pytest.importorskip("datasets")
    out = hf_export.out_dir
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    for kind in KINDS:
        loaded = datasets.load_dataset(str(out / "hf"), kind, cache_dir=str(tmp_path / "c"))
        counts = {name: n for name, n in hf_export.kinds[kind].counts.items() if n}
        assert {name: len(split) for name, split in loaded.items()} == counts
        raw = loaded["train"].cast_column("images", datasets.List(datasets.Image(decode=False)))
        expected = rows(out / "trl" / kind / "train.jsonl")
        for row, want in zip(raw, expected, strict=True):
            texts = {k: v for k, v in want.items() if k != "images"}
            assert _parts(row, texts) == texts
            files = [(out / p).read_bytes() for p in want["images"]]
            assert [i["bytes"] for i in row["images"]] == files
        decoded = loaded["train"][0]["images"][0]
        assert decoded.size == (1080, 2400)
    plain = datasets.load_dataset(
        "parquet",
        data_files={"train": str(out / "hf" / "sft" / "train-*.parquet")},
        cache_dir=str(tmp_path / "p"),
    )
    assert len(plain["train"]) == hf_export.kinds["sft"].counts["train"]


def _parts(row: dict[str, Any], like: dict[str, Any]) -> dict[str, Any]:
    """The row's messages as JSON gives them: Arrow fills absent struct fields with None."""

    def clean(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: clean(v) for k, v in value.items() if v is not None}
        if isinstance(value, list):
            return [clean(v) for v in value]
        return value

    return {key: clean(row[key]) for key in like}


def test_hf_dataset_card_names_configs_counts_and_provenance(hf_export: ExportReport) -> None:
    import yaml

    card = (hf_export.out_dir / "hf" / "README.md").read_text(encoding="utf-8")
    _, header, body = card.split("---\n", 2)
    configs = {c["config_name"]: c for c in yaml.safe_load(header)["configs"]}
    assert set(configs) == set(KINDS)
    splits = {f["split"] for f in configs["sft"]["data_files"]}
    assert splits == {name for name, n in hf_export.kinds["sft"].counts.items() if n}
    sft = hf_export.kinds["sft"].counts
    assert f"| sft | {sft['train']} | {sft['val']} | {sft['test']} |" in body
    provenance = json.loads(body.split("```json\n", 1)[1].split("\n```", 1)[0])
    assert provenance["source_runs"] == hf_export.source_runs
    assert provenance["trajectories"] == hf_export.trajectories
    manifest = json.loads((hf_export.out_dir / "export.json").read_text())
    assert manifest["image_paths"] == {"hf": "embedded", "trl": "relative"}
    assert all(not f.startswith("images/") for f in manifest["files"])


@pytest.mark.parametrize(
    ("image_paths", "expected"),
    [
        (None, {"llamafactory": "relative", "swift": "relative", "trl": "relative"}),
        ("relative", {"llamafactory": "relative", "swift": "relative", "trl": "relative"}),
        ("absolute", {"llamafactory": "absolute", "swift": "absolute", "trl": "absolute"}),
    ],
)
def test_image_paths_follow_the_option_and_each_formats_default(
    mined: Mined, tmp_path: Path, image_paths: str | None, expected: dict[str, str]
) -> None:
    out = tmp_path / "out"
    formats = ("llamafactory", "swift", "trl", "androidcontrol")
    run_export(mined, out, formats=formats, kinds=("sft",), image_paths=image_paths)
    manifest = json.loads((out / "export.json").read_text())
    ac = image_paths or "relative"
    assert manifest["image_paths"] == {**expected, "androidcontrol": ac}
    for fmt, how in expected.items():
        for row in rows(out / fmt / "sft" / "train.jsonl"):
            for image in row["images"]:
                assert Path(image).is_absolute() == (how == "absolute")
                assert (out / image).is_file()  # an absolute path joins as itself
                if how == "absolute":
                    assert image.startswith(manifest["images_root"] + "/images/")
    for path in (out / "androidcontrol").rglob("*.json"):
        for image in json.loads(path.read_text())["screenshots"]:
            assert Path(image).is_absolute() == (ac == "absolute")


def test_a_moved_trl_export_loads_from_any_folder(
    mined: Mined, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Moved after writing, a TRL export loads with :func:`load_trl_dataset` and with the
    three lines its docstring gives for use without m2miner, from a third folder."""
    datasets = pytest.importorskip("datasets")
    written = tmp_path / "written" / "data"
    run_export(mined, written, formats=("trl",), kinds=("sft",), val_ratio=0.0)
    root = tmp_path / "moved" / "data"
    root.parent.mkdir()
    shutil.move(written, root)
    monkeypatch.chdir(tmp_path / "moved")  # not the export: relative paths would not open
    ours = load_trl_dataset(root, "sft", cache_dir=tmp_path / "c1")["train"]
    data = datasets.load_dataset(
        "json", data_files=f"{root}/trl/sft/train.jsonl", cache_dir=str(tmp_path / "c2")
    )
    data = data.map(lambda r: {"images": [os.path.join(root, p) for p in r["images"]]})
    plain = data.cast_column("images", datasets.List(datasets.Image()))["train"]
    assert len(ours) == len(plain) == len(rows(root / "trl" / "sft" / "train.jsonl"))
    for a, b in zip(ours, plain, strict=True):
        assert [i.size for i in a["images"]] == [i.size for i in b["images"]] == [(1080, 2400)]
        assert a["messages"] == b["messages"]


@pytest.mark.slow
def test_trl_trainers_train_a_step_on_a_moved_export(
    mined: Mined,
    tiny_model_dir: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """SFTTrainer and DPOTrainer on a TRL export moved after writing, run from another
    folder."""
    pytest.importorskip("datasets")
    transformers = pytest.importorskip("transformers")
    trl = pytest.importorskip("trl")
    written = tmp_path / "written" / "data"
    run_export(mined, written, formats=("trl",), kinds=("sft", "preference"), val_ratio=0.0)
    root = tmp_path / "moved" / "data"
    root.parent.mkdir()
    shutil.move(written, root)
    monkeypatch.chdir(tmp_path / "moved")
    processor = transformers.AutoProcessor.from_pretrained(tiny_model_dir)
    common = {
        "max_steps": 1,
        "per_device_train_batch_size": 2,
        "learning_rate": 1e-3,
        "use_cpu": True,
        "report_to": [],
        "save_strategy": "no",
        "logging_steps": 1,
        "max_length": None,
    }
    for kind, trainer_cls, config_cls in (
        ("sft", trl.SFTTrainer, trl.SFTConfig),
        ("preference", trl.DPOTrainer, trl.DPOConfig),
    ):
        data = load_trl_dataset(root, kind, cache_dir=tmp_path / "hf")["train"]  # type: ignore[arg-type]
        model = transformers.Qwen2_5_VLForConditionalGeneration.from_pretrained(tiny_model_dir)
        args = config_cls(output_dir=str(tmp_path / kind), **common)
        trainer = trainer_cls(
            model=model, args=args, train_dataset=data, processing_class=processor
        )
        result = trainer.train()
        assert result.global_step == 1, kind
        assert math.isfinite(result.training_loss), kind


def test_kind_with_a_format_that_holds_no_samples_is_an_error(
    mined: Mined, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for formats in (["androidcontrol"], ["graph"], ["androidcontrol", "graph"]):
        args = [a for f in formats for a in ("--format", f)]
        code, _, err = run(
            capsys, "export", str(tmp_path / "out"), *args, "--kind", "sft",
            "--data-dir", str(mined.data_dir),
        )  # fmt: skip
        assert code == 2 and "--kind selects samples" in err, err
        assert "fix: drop --kind, or add a sample format" in err
        assert not (tmp_path / "out").exists()
    check_kinds_apply(("androidcontrol", "trl"), kinds_given=True)  # trl takes --kind
    check_kinds_apply(("graph",), kinds_given=False)


def test_tfrecord_and_image_paths_options_are_checked() -> None:
    with pytest.raises(ConfigError, match="--tfrecord writes AndroidControl episodes"):
        ExportOptions(formats=("trl",), tfrecord=True)
    with pytest.raises(ConfigError, match="--image-paths must be absolute or relative"):
        ExportOptions(image_paths="embedded")  # type: ignore[arg-type]


def test_png_bytes_in_hf_rows_are_the_screenshots(hf_export: ExportReport) -> None:
    pq = pytest.importorskip("pyarrow.parquet")
    PIL = pytest.importorskip("PIL.Image")
    table = pq.read_table(next((hf_export.out_dir / "hf" / "judge").glob("train-*.parquet")))
    meta = json.loads(table.schema.metadata[b"huggingface"])
    assert meta["info"]["features"]["images"]["feature"]["_type"] == "Image"
    first = table.column("images")[0].as_py()[0]
    assert PIL.open(io.BytesIO(first["bytes"])).format == "PNG"
