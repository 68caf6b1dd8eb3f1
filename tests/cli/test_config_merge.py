"""Configs compose: defaults < $M2MINER_CONFIG files < each --config file in order <
M2MINER_* variables < flags; tables merge deeply, lists replace, and `config show
--origin` names where every value came from."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from m2miner.cli.errors import EXIT_CONFIG
from m2miner.config import BudgetConfig, load_config
from tests.cli_helpers import isolate, run


@pytest.fixture(autouse=True)
def _isolated(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate(monkeypatch, tmp_path)
    for name in [k for k in os.environ if k.startswith("M2MINER_")]:
        monkeypatch.delenv(name)


def _write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def pair(tmp_path: Path) -> tuple[Path, Path]:
    first = _write(
        tmp_path / "first.toml",
        "seed = 1\n"
        '[device]\nkind = "adb"\nserial = "emulator-5554"\n'
        "[budget]\niterations = 10\ndevice_steps = 50\n"
        '[apps.settings]\npackage = "com.android.settings"\n'
        '[safety]\nblocked_terms = ["pay", "send"]\n',
    )
    second = _write(
        tmp_path / "second.toml",
        "[budget]\niterations = 20\n"
        '[apps.clock]\npackage = "com.google.android.deskclock"\n'
        '[safety]\nblocked_terms = ["uninstall"]\n',
    )
    return first, second


def _origins(out: str) -> dict[str, tuple[str, str]]:
    """``key = value  # origin`` lines as key -> (value, origin)."""
    rows = {}
    for line in out.splitlines():
        setting, _, origin = line.rpartition("  # ")
        key, _, value = setting.partition(" = ")
        rows[key] = (value.strip(), origin)
    return rows


def test_later_files_override_keys_tables_merge_lists_replace(pair: tuple[Path, Path]) -> None:
    first, second = pair
    config = load_config([first, second], environ={})
    assert config.budget.iterations == 20  # the later file wins
    assert config.budget.device_steps == 50  # a key only the first file sets stays
    assert (config.device.kind, config.seed) == ("adb", 1)
    assert sorted(config.apps) == ["clock", "settings"]  # tables merge
    assert config.safety.blocked_terms == ["uninstall"]  # lists replace
    assert config.files == (first, second) and config.file == second


def test_config_show_origin_names_each_values_source(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, pair: tuple[Path, Path]
) -> None:
    first, second = pair
    monkeypatch.setenv("M2MINER_BUDGET__MODEL_CALLS", "30")
    code, out, err = run(
        capsys, "config", "show", "--origin", "--config", str(first), "--config", str(second)
    )
    assert code == 0, err
    rows = _origins(out)
    assert rows["budget.iterations"] == ("20", str(second))
    assert rows["budget.device_steps"] == ("50", str(first))
    assert rows["budget.model_calls"] == ("30", "$M2MINER_BUDGET__MODEL_CALLS")
    assert rows["device.kind"] == ('"adb"', str(first))
    assert rows["apps.clock.package"] == ('"com.google.android.deskclock"', str(second))
    assert rows["apps.clock.activity"] == ("null", "default")  # a field no file set
    assert rows["safety.blocked_terms"] == ('["uninstall"]', str(second))
    assert rows["search.c_uct"][1] == "default"
    code, out, _ = run(capsys, "config", "show", "budget", "--origin", "--json", "-c", str(first))
    shown = json.loads(out)
    assert shown["budget.iterations"] == {"value": 10, "origin": str(first)}
    assert set(shown) == {f"budget.{k}" for k in BudgetConfig.model_fields}


def test_the_environments_files_come_first_and_variables_override_files(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, pair: tuple[Path, Path]
) -> None:
    first, second = pair
    monkeypatch.setenv("M2MINER_CONFIG", str(first))
    code, out, _ = run(capsys, "config", "show", "--origin", "--config", str(second))
    rows = _origins(out)
    assert code == 0 and rows["device.kind"] == ('"adb"', str(first))
    assert rows["budget.iterations"] == ("20", str(second))
    monkeypatch.setenv("M2MINER_CONFIG", f"{second}:{first}")  # several, os.pathsep
    monkeypatch.setenv("M2MINER_BUDGET__DEVICE_STEPS", "7")
    code, out, _ = run(capsys, "config", "show", "--origin")
    rows = _origins(out)
    assert rows["budget.iterations"] == ("10", str(first))
    assert rows["budget.device_steps"] == ("7", "$M2MINER_BUDGET__DEVICE_STEPS")


def test_a_flag_overrides_variables_and_files(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, pair: tuple[Path, Path]
) -> None:
    first, _ = pair
    monkeypatch.setenv("M2MINER_BUDGET__ITERATIONS", "5")
    code, _, err = run(
        capsys, "mine", "--app", "maps", "--config", str(first), "--budget", "iterations=0"
    )
    assert code == EXIT_CONFIG
    assert "budget.iterations: Input should be greater than or equal to 1, got 0" in err
    assert "(from flag --budget iterations=0)" in err and "$M2MINER" not in err


def test_an_unknown_key_names_the_file_it_came_from(
    capsys: pytest.CaptureFixture[str], pair: tuple[Path, Path], tmp_path: Path
) -> None:
    first, _ = pair
    bad = _write(tmp_path / "bad.toml", "[budget]\niteratons = 3\nzzz = 1\n")
    code, _, err = run(capsys, "config", "show", "--config", str(first), "--config", str(bad))
    flat = " ".join(err.split())
    assert code == EXIT_CONFIG
    assert f"error: invalid configuration ({bad}):" in flat
    assert f"budget.iteratons: unknown key; did you mean 'iterations'? (from file {bad})" in flat
    assert f"budget.zzz: unknown key (from file {bad})" in flat
    assert str(first) not in flat.split("fix:")[0]
    assert f"m2miner config show --origin --config {first} --config {bad}" in flat


def test_relative_sim_app_folders_resolve_against_the_file_that_names_them(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from m2miner.devices.sim import catalog
    from tests.devices.test_sim_app_dirs import write_app

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(catalog, "_configured", [])
    write_app(tmp_path / "team" / "apps", "jotter")
    first = _write(tmp_path / "first.toml", "seed = 2\n")
    second = _write(tmp_path / "team" / "second.toml", '[sim]\napps_dirs = ["apps"]\n')
    assert load_config([first, second], environ={}).origin("sim.apps_dirs").name == str(second)
    code, out, err = run(capsys, "apps", "--json", "-c", str(first), "-c", str(second))
    assert code == 0, err
    jotter = [row for row in json.loads(out) if row["app"] == "jotter"]
    assert len(jotter) == 1 and jotter[0]["tasks"] == 1


def test_show_names_a_key_that_does_not_exist(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "config", "show", "budget.iteratons", "--origin")
    assert code == EXIT_CONFIG
    assert "no key 'budget.iteratons'; did you mean 'budget.iterations'?" in err


def test_show_takes_the_flags_mine_takes_and_names_them(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, pair: tuple[Path, Path]
) -> None:
    first, _ = pair
    monkeypatch.setenv("M2MINER_BUDGET__ITERATIONS", "5")
    argv = ("config", "show", "--origin", "-c", str(first), "-b", "iterations=20", "--seed", "3")
    code, out, err = run(capsys, *argv)
    rows = _origins(out)
    assert code == 0, err
    assert rows["budget.iterations"] == ("20", "--budget iterations=20")
    assert rows["seed"] == ("3", "--seed 3")
    assert rows["budget.device_steps"] == ("50", str(first))


def test_a_start_url_names_the_file_that_set_it(pair: tuple[Path, Path], tmp_path: Path) -> None:
    from m2miner.mining.preflight import url_source

    first, second = pair
    web = _write(
        tmp_path / "web.toml", '[apps.shop]\ndomain = "web"\nurl = "http://127.0.0.1:9/"\n'
    )
    config = load_config([first, web, second], environ={})
    assert url_source("shop", config) == f"apps.shop.url in {web}"


def test_a_missing_field_names_the_file_of_its_list(
    capsys: pytest.CaptureFixture[str], pair: tuple[Path, Path], tmp_path: Path
) -> None:
    first, _ = pair
    nameless = _write(tmp_path / "nameless.toml", '[[models]]\nmodel = "x"\n')
    code, _, err = run(capsys, "config", "show", "-c", str(first), "-c", str(nameless))
    assert code == EXIT_CONFIG
    assert f"models.0.name: Field required (from file {nameless})" in " ".join(err.split())
