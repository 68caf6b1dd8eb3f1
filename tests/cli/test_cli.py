"""The command line: each command's output, exit codes and error messages."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image

from m2miner.cli.errors import EXIT_CONFIG, EXIT_ENVIRONMENT
from tests.cli_helpers import isolate, run


@pytest.fixture(autouse=True)
def _wide_terminal(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate(monkeypatch, tmp_path)


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--version")
    assert code == 0 and out.startswith("m2miner ")


def test_apps_and_tasks_list_the_bundled_world(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "apps")
    assert code == 0
    assert "maps" in out and "com.m2miner.maps" in out
    code, out, _ = run(capsys, "tasks", "--app", "maps")
    assert code == 0
    assert "maps.share_grand_hotel" in out and "Search for Grand Hotel" in out


def test_screenshot_writes_a_phone_sized_png(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out_file = tmp_path / "shot.png"
    xml = tmp_path / "shot.xml"
    code, out, _ = run(
        capsys, "screenshot", "--app", "maps", "--out", str(out_file), "--hierarchy", str(xml)
    )
    assert code == 0, out
    image = Image.open(io.BytesIO(out_file.read_bytes()))
    assert image.format == "PNG" and image.size == (1080, 2400)
    assert "com.m2miner.maps" in xml.read_text(encoding="utf-8")


def test_screenshot_after_reference_steps(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    start, later = tmp_path / "a.png", tmp_path / "b.png"
    xml = tmp_path / "b.xml"
    run(capsys, "screenshot", "--app", "maps", "--out", str(start))
    code, out, _ = run(
        capsys,
        "screenshot",
        "--app",
        "maps",
        "--task",
        "maps.open_saved",
        "--step",
        "1",
        "--out",
        str(later),
        "--hierarchy",
        str(xml),
    )
    assert code == 0, out
    assert "after 1 step" in out
    assert start.read_bytes() != later.read_bytes()
    assert "SavedActivity" in xml.read_text(encoding="utf-8") or "Saved" in xml.read_text(
        encoding="utf-8"
    )


def test_devices_lists_the_simulator(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "devices")
    assert code == 0 and "sim" in out and "ready" in out


def test_config_show_and_unknown_key(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    good = tmp_path / "good.toml"
    good.write_text("seed = 7\n[budget]\niterations = 9\n", encoding="utf-8")
    code, out, _ = run(capsys, "config", "show", "--config", str(good))
    assert code == 0 and '"seed": 7' in out and '"iterations": 9' in out

    bad = tmp_path / "bad.toml"
    bad.write_text("[budget]\niteration = 9\n[search]\nc_uct = 'high'\n", encoding="utf-8")
    code, _, err = run(capsys, "config", "show", "--config", str(bad))
    assert code == EXIT_CONFIG
    assert "budget.iteration: unknown key" in err
    assert "search.c_uct" in err and str(bad) in err


def test_mine_runs_and_show(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "mine", "--app", "maps", "--task", "maps.open_saved")
    assert code == 0, out
    assert "Run 1" in out and "heuristic agents (no model configured)" in out
    assert "1/1 trees found a successful trajectory" in out
    code, out, _ = run(capsys, "runs")
    assert code == 0 and "finished" in out and "mine" in out
    code, out, _ = run(capsys, "show", "1")
    assert code == 0
    assert "* [" in out and "Terminate: success" in out and "Q=" in out and "N=" in out


def test_mine_with_a_budget_flag_and_a_bad_one(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "mine", "--app", "maps", "--task", "maps.save_library", "--budget", "iterations=2"
    )
    assert code == 0, out
    code, _, err = run(capsys, "mine", "--app", "maps", "--budget", "steps=2")
    assert code == EXIT_CONFIG and "--budget 'steps=2'" in err


def test_mine_unknown_app_and_unreachable_model(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, _, err = run(capsys, "mine", "--app", "nope")
    assert code == EXIT_CONFIG and "no simulated app named 'nope'" in err and "fix:" in err

    from m2miner.testing.servers import free_port

    cfg = tmp_path / "model.toml"
    cfg.write_text(
        f"""
[[models]]
name = "qwen"
base_url = "http://127.0.0.1:{free_port()}/v1"
model = "Qwen/Qwen2.5-VL-7B-Instruct"
timeout_s = 2
max_retries = 0

[agents.infer]
models = [{{ model = "qwen", k = 3 }}]
""",
        encoding="utf-8",
    )
    code, _, err = run(capsys, "mine", "--app", "maps", "--config", str(cfg))
    assert code == EXIT_ENVIRONMENT
    assert "error:" in err and "fix:" in err


def test_resume_without_an_interrupted_run(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "mine", "--resume")
    assert code == EXIT_CONFIG and "no interrupted run" in err


def test_error_text_with_brackets_is_printed_as_is(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    cfg = tmp_path / "hf.toml"
    cfg.write_text(
        '[[models]]\nname = "x"\nbackend = "nope[train]"\n'
        '[agents.infer]\nmodels = [{model = "x"}]\n',
        encoding="utf-8",
    )
    code, _, err = run(capsys, "mine", "--app", "maps", "--config", str(cfg))
    assert code == EXIT_CONFIG
    assert "nope[train]" in err
