"""``m2miner loop`` and ``m2miner loop status`` on the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from m2miner.cli.errors import EXIT_CONFIG, EXIT_ENVIRONMENT
from tests.cli_helpers import isolate, run
from tests.loop.conftest import TINY_PIXELS, Ran


@pytest.fixture(autouse=True)
def _wide_terminal(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate(monkeypatch, tmp_path, columns=250)


@pytest.mark.slow
def test_status_shows_each_round(capsys: pytest.CaptureFixture[str], two_stage: Ran) -> None:
    data = str(two_stage.config.store.data_dir)
    code, out, _ = run(capsys, "loop", "status", "--data-dir", data)
    assert code == 0, out
    assert "loop loop-test: apps maps,settings, stages 1,2, serve none: finished" in out
    one, two = two_stage.report.rounds
    assert f"stage 1: round {one.id}, done (finished)" in out
    assert f"stage 2: round {two.id}, done (finished)" in out
    assert "the config's agents" in out
    assert f"infer-s1 ({one.checkpoints['infer']}/model)" in out
    trees = sum(m["trees"] for m in two.info["mine"].values())
    succeeded = sum(m["succeeded"] for m in two.info["mine"].values())
    assert f"{trees} trees, {succeeded} succeeded" in out
    assert f"sft {one.info['export']['kinds']['sft']['train']}," in out

    code, out, _ = run(capsys, "loop", "status", "loop-test", "--json", "--data-dir", data)
    assert code == 0
    status = json.loads(out)
    assert status["state"] == "finished"
    assert [r["stage"] for r in status["rounds"]] == [1, 2]
    assert status["rounds"][1]["checkpoints"] == two.checkpoints
    assert status["rounds"][0]["intents"] == sum(
        g["intents"] for g in one.info["generate"].values()
    )


@pytest.mark.slow
def test_a_loop_from_the_command_line_and_its_resume(
    capsys: pytest.CaptureFixture[str], tiny_model_dir: Path, tmp_path: Path
) -> None:
    pytest.importorskip("trl")
    data = str(tmp_path / "data")
    config = tmp_path / "m2miner.toml"
    config.write_text("[device]\nwidth = 412\nheight = 915\n")
    args = ["loop", "--apps", "maps", "--stages", "1", "--name", "cli", "--data-dir", data]
    args += ["-c", str(config), "--infer-base", str(tiny_model_dir), "--start", "config"]
    args += ["--n", "3"]
    args += ["--rewrites", "0", "--max-steps", "1", "--batch-size", "1", "--grad-accum", "1"]
    args += ["--max-pixels", str(TINY_PIXELS), "--no-gradient-checkpointing", "-b", "iterations=3"]
    code, out, err = run(capsys, *args)
    assert code == 0, out + err
    assert "stage 1: round 1" in out
    for step in ("generate", "mine", "export", "train_infer", "train_judge", "register"):
        assert f"  {step}: " in out
    assert "register: infer-s1 = " in out
    assert "loop cli: apps maps, stages 1, serve none: finished" in out
    out_dir = tmp_path / "data" / "loops" / "cli"
    assert (out_dir / "stage-1" / "export" / "export.json").is_file()
    assert (out_dir / "stage-1" / "infer" / "model" / "config.json").is_file()
    assert (out_dir / "stage-1" / "judge" / "model" / "config.json").is_file()

    # A finished loop resumes to nothing; its options cannot be changed on resume.
    code, out, _ = run(capsys, "loop", "--resume", "--data-dir", data)
    assert code == 0
    assert "  generate: " not in out and "finished" in out
    code, _, err = run(capsys, "loop", "--resume", "cli", "--apps", "settings", "--data-dir", data)
    assert code == EXIT_CONFIG
    assert "--resume continues with the loop's stored options; leave out --apps" in err


def test_serving_with_vllm_where_it_cannot_run_fails_at_once(
    capsys: pytest.CaptureFixture[str], tiny_model_dir: Path, tmp_path: Path
) -> None:
    from m2miner.train.serve import serve_blocker

    if serve_blocker() is None:
        pytest.skip("vLLM and a CUDA GPU are here")
    data = str(tmp_path / "data")
    code, _, err = run(
        capsys,
        "loop",
        "--apps",
        "maps",
        "--infer-base",
        str(tiny_model_dir),
        "--serve",
        "vllm",
        "--data-dir",
        data,
    )
    assert code == EXIT_ENVIRONMENT
    assert "--serve vllm: cannot start vLLM here" in err
    assert "fix: use --serve none" in err


def test_missing_inputs_are_named(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    data = str(tmp_path / "data")
    code, _, err = run(capsys, "loop", "--apps", "maps", "--data-dir", data)
    assert code == EXIT_CONFIG
    assert "give --infer-base" in err
    code, _, err = run(capsys, "loop", "--apps", "maps", "--stages", "1,x", "--infer-base", "a/b")
    assert code == EXIT_CONFIG
    assert "--stages '1,x': expected numbers like 1,2,3" in err
    code, _, err = run(capsys, "loop", "status", "--data-dir", data)
    assert code == EXIT_CONFIG
    assert "no loop has run yet" in err
    code, _, err = run(capsys, "loop", "status", "nope", "--data-dir", data)
    assert code == EXIT_CONFIG
    assert "no loop named 'nope'" in err
