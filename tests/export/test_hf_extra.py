"""The ``hf`` extra is all ``--format hf`` needs: what an hf export imports comes from the
core dependencies and ``datasets`` (with what it requires, pyarrow among them); without
``datasets`` the fix names the extra and ``--format all`` writes the rest. The dataset
card's metadata: license from the config, task and size categories, coordinate space."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
import tomllib
from importlib import metadata
from pathlib import Path

import pytest
import yaml
from packaging.requirements import Requirement

from m2miner.cli.errors import EXIT_CONFIG
from m2miner.coords import smart_resize
from tests.cli_helpers import isolate, run
from tests.export.conftest import Mined

REPO = Path(__file__).resolve().parents[2]
HINT = "pip install 'm2miner[hf]'"

PROBE = textwrap.dedent(
    """
    import json, sys
    from m2miner.cli import main

    sys.argv = ["m2miner", "export", *sys.argv[1:]]
    try:
        main()
    except SystemExit as exc:
        assert not exc.code, exc.code
    print("RESULT " + json.dumps(sorted({n.partition(".")[0] for n in sys.modules})))
    """
)


def _only(distributions: set[str], folder: Path) -> Path:
    """A folder holding links to the installed files of ``distributions`` alone (their
    packages, modules, shared libraries and metadata): on ``sys.path`` without
    site-packages, it is an environment with just those installed."""
    folder.mkdir()
    for name in distributions:
        dist = metadata.distribution(name)
        base = Path(str(dist.locate_file("")))
        for top in {Path(str(f)).parts[0] for f in dist.files or []}:
            link, target = folder / top, base / top
            if top not in ("..", ".") and target.exists() and not link.exists():
                link.symlink_to(target)
    return folder


def _closure(requirements: list[str]) -> set[str]:
    """Normalised names of the installed distributions ``requirements`` bring in."""
    seen: set[str] = set()
    todo = [(Requirement(r), "") for r in requirements]
    while todo:
        req, extra = todo.pop()
        if req.marker is not None and not req.marker.evaluate({"extra": extra}):
            continue
        name = req.name.lower().replace("_", "-")
        try:
            dist = metadata.distribution(req.name)
        except metadata.PackageNotFoundError:
            continue  # not installed: nothing of it can be imported
        if name in seen and not req.extras:
            continue
        seen.add(name)
        for line in dist.requires or []:
            for wanted in ("", *req.extras):
                todo.append((Requirement(line), wanted))
    return seen


def _project_requirements(extra: str) -> list[str]:
    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    return [*project["dependencies"], *project["optional-dependencies"][extra]]


def test_the_hf_extra_is_datasets_alone() -> None:
    extras = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    assert [Requirement(r).name for r in extras["optional-dependencies"]["hf"]] == ["datasets"]
    assert "pyarrow" in _closure(extras["optional-dependencies"]["hf"])


def test_an_hf_export_runs_with_only_the_core_and_the_hf_extra(
    mined: Mined, tmp_path: Path
) -> None:
    """The export runs in an interpreter that sees only the core dependencies, the hf
    extra and what they require (no site-packages): it writes the hf folder."""
    pytest.importorskip("datasets")
    allowed = _closure(_project_requirements("hf")) - {"m2miner"}
    assert "torch" not in allowed and "transformers" not in allowed
    site = _only(allowed, tmp_path / "site")
    out = tmp_path / "out"
    args = [str(out), "--format", "hf", "--data-dir", str(mined.data_dir)]
    done = subprocess.run(
        [sys.executable, "-S", "-c", PROBE, *args],  # -S: no site-packages
        cwd=tmp_path,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": f"{site}:{REPO}", "HOME": str(tmp_path)},
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    line = next(x for x in done.stdout.splitlines() if x.startswith("RESULT "))
    loaded = set(json.loads(line.removeprefix("RESULT ")))
    assert {"datasets", "pyarrow", "m2miner"} <= loaded
    assert not {"torch", "transformers", "trl", "peft"} & loaded
    card = (out / "hf" / "README.md").read_text(encoding="utf-8")
    assert "config_name: sft" in card
    assert sorted(p.name for p in (out / "hf").iterdir()) == [
        "README.md", "description", "judge", "preference", "sft",
    ]  # fmt: skip


def test_without_datasets_hf_names_the_extra_and_all_writes_the_rest(
    mined: Mined,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    isolate(monkeypatch, tmp_path)
    monkeypatch.setitem(sys.modules, "datasets", None)  # as if it were not installed
    data = ("--data-dir", str(mined.data_dir))
    code, out, err = run(capsys, "export", str(tmp_path / "hf"), "--format", "hf", *data)
    assert code == EXIT_CONFIG and f"fix: {HINT}" in err, err
    assert "train" not in err and not (tmp_path / "hf").exists()

    code, out, err = run(capsys, "export", str(tmp_path / "all"), "--format", "all", *data)
    assert code == 0, err
    assert "not written: hf: the hf format needs the datasets package" in out
    assert HINT in out
    manifest = json.loads((tmp_path / "all" / "export.json").read_text())
    assert manifest["options"]["formats"] == [
        "llamafactory", "swift", "trl", "androidcontrol", "graph",
    ]  # fmt: skip
    assert not (tmp_path / "all" / "hf").exists()
    code, out, _ = run(capsys, "export", str(tmp_path / "j"), "--format", "all", "--json", *data)
    assert code == 0 and json.loads(out)["not_written"]["hf"].endswith(f"({HINT})")


def _card(out: Path) -> tuple[dict, str]:
    _, header, body = (out / "hf" / "README.md").read_text(encoding="utf-8").split("---\n", 2)
    return yaml.safe_load(header), body


def test_dataset_card_metadata_and_coordinate_space(
    mined: Mined,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    pytest.importorskip("datasets")
    isolate(monkeypatch, tmp_path)
    config = tmp_path / "m2miner.toml"
    config.write_text('[export]\nlicense = "cc-by-4.0"\n')
    data = ("--data-dir", str(mined.data_dir), "--format", "hf")
    code, _, err = run(capsys, "export", str(tmp_path / "a"), *data, "--config", str(config))
    assert code == 0, err
    header, body = _card(tmp_path / "a")
    assert header["license"] == "cc-by-4.0"
    assert header["task_categories"] == ["image-text-to-text"]
    assert header["size_categories"] == ["n<1K"]
    assert [c["config_name"] for c in header["configs"]] == [
        "sft", "description", "preference", "judge",
    ]  # fmt: skip
    assert smart_resize(2400, 1080, min_pixels=3136, max_pixels=1003520) == (1484, 672)
    images = len(list((tmp_path / "a" / "images").iterdir()))
    assert f"| 1080x2400 | 672x1484 | {images} |" in body
    assert 'size={"shortest_edge": 3136, "longest_edge": 1003520}' in body
    assert "MIN_PIXELS=3136 MAX_PIXELS=1003520" in body and "image_max_pixels: 1003520" in body

    code, _, err = run(
        capsys, "export", str(tmp_path / "b"), *data, "--coords", "norm1000",
        "--max-pixels", "602112",
    )  # fmt: skip
    assert code == 0, err
    header, body = _card(tmp_path / "b")
    assert header["license"] == "unknown"
    assert "normalised to 0-999 of the screen" in body
    assert f"| 1080x2400 | {images} |" in body and 'longest_edge": 602112' in body
