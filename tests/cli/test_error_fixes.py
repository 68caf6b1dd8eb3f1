"""Every error says how to fix it: library errors, click's usage errors, config values
(named with their source), unknown names (with did-you-mean), and `train` start-up."""

from __future__ import annotations

import inspect
import re
import sys
import time
from pathlib import Path

import pytest

import m2miner.devices.sim.schema  # defines SimAppError
import m2miner.testing.servers  # noqa: F401  (defines ServerUnavailableError)
from m2miner import errors
from m2miner.cli.errors import EXIT_CONFIG, EXIT_ENVIRONMENT, _report
from tests.cli_helpers import isolate, run


@pytest.fixture(autouse=True)
def _isolated(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate(monkeypatch, tmp_path)


def _subclasses(cls: type) -> list[type]:
    found = [cls]
    for sub in cls.__subclasses__():
        found += _subclasses(sub)
    return found


def _instance(cls: type) -> errors.M2MinerError:
    """``cls`` built with a message and placeholder values for its other required fields."""
    kwargs = {}
    for name, param in list(inspect.signature(cls).parameters.items())[1:]:
        if param.default is inspect.Parameter.empty and param.kind is not param.VAR_KEYWORD:
            kwargs[name] = 0 if name == "pid" else "x"
    return cls("something went wrong", **kwargs)


ERROR_CLASSES = _subclasses(errors.M2MinerError)


@pytest.mark.parametrize("cls", ERROR_CLASSES, ids=[c.__name__ for c in ERROR_CLASSES])
def test_every_error_class_prints_a_fix_line(cls: type, capsys: pytest.CaptureFixture[str]) -> None:
    _report(_instance(cls))
    err = capsys.readouterr().err
    assert "error: something went wrong" in err
    fix = err.split("fix:", 1)[1].strip()
    assert len(fix) > 10, err


BAD_COMMAND_LINES = [
    ("minee",),
    ("mine", "--ap", "maps"),
    ("mine", "--budget"),
    ("runs", "--limit", "x"),
    ("intents", "frob"),
    ("mine", "--app", "mapz"),
    ("tasks", "--app", "mapz"),
    ("screenshot", "--app", "maps", "--task", "maps.nope"),
    ("mine", "--app", "maps", "--budget", "iterations=-1"),
    ("mine", "--app", "maps", "--budget", "steps=2"),
    ("show", "999"),
    ("export", "--run", "999", "--out", "x"),
    ("mine", "--config", "missing.toml", "--app", "maps"),
]


@pytest.mark.parametrize("argv", BAD_COMMAND_LINES, ids=[" ".join(a) for a in BAD_COMMAND_LINES])
def test_every_cli_error_path_prints_error_then_fix(
    argv: tuple[str, ...], capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, *argv)
    assert code in (EXIT_CONFIG, EXIT_ENVIRONMENT), err
    assert "error:" in err and "fix:" in err, err
    assert err.index("error:") < err.index("fix:")
    assert "Traceback" not in err and "Usage:" not in err


def test_did_you_mean_for_commands_options_apps_tasks_and_keys(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert "Did you mean 'mine'?" in run(capsys, "minee")[2]
    assert "'--app'" in run(capsys, "mine", "--ap", "maps")[2]
    assert "did you mean 'maps'?" in run(capsys, "mine", "--app", "mapz")[2]
    err = run(capsys, "screenshot", "--app", "maps", "--task", "maps.open_savd")[2]
    assert "did you mean 'maps.open_saved'" in err
    err = run(capsys, "mine", "--app", "maps", "--task", "open_savd")[2]
    assert "did you mean 'maps.open_saved'" in err
    cfg = tmp_path / "m2miner.toml"
    cfg.write_text("[budget]\niteratons = 3\n[serach]\n", encoding="utf-8")
    err = run(capsys, "mine", "--config", str(cfg), "--app", "maps")[2]
    assert "budget.iteratons: unknown key; did you mean 'iterations'?" in err
    assert "serach: unknown key; did you mean 'search'?" in err


def test_a_bad_value_names_its_source(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    cfg = tmp_path / "m2miner.toml"
    cfg.write_text("[search]\nc_uct = -1\n", encoding="utf-8")
    err = run(capsys, "mine", "--config", str(cfg), "--app", "maps")[2]
    assert "search.c_uct" in err and f"(from file {cfg})" in err
    err = run(capsys, "mine", "--app", "maps", "--budget", "iterations=-1")[2]
    assert "budget.iterations" in err and "(from flag --budget iterations=-1)" in err
    monkeypatch.setenv("M2MINER_BUDGET__ITERATIONS", "many")
    err = run(capsys, "mine", "--app", "maps")[2]
    assert "(from environment variable $M2MINER_BUDGET__ITERATIONS)" in err


def test_the_toolkits_own_variables_are_not_config_keys(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # The viewer's token and the test suite's tool paths share the M2MINER_ prefix.
    for name in ("M2MINER_VIEW_TOKEN", "M2MINER_LLAMA_CPP_CONVERTER", "M2MINER_TOOL_VENVS"):
        monkeypatch.setenv(name, "x")
    code, out, err = run(capsys, "config", "show")
    assert code == 0 and "unknown key" not in err and '"budget"' in out, err


def test_train_without_the_train_extra_names_the_extra(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # An error-path unit test: the installed trl is hidden as if the extra were missing.
    monkeypatch.setitem(sys.modules, "trl", None)
    (tmp_path / "data").mkdir()
    code, _, err = run(
        capsys, "train", "--role", "judge", "--base", "x", "--data", "data", "--out", "o"
    )
    # trl here; torch on a core install, where the first missing package is named
    assert code == EXIT_ENVIRONMENT and re.search(r"training needs the (trl|torch) package", err)
    assert "pip install 'm2miner[train]'" in err and "Traceback" not in err
    assert not (tmp_path / "o").exists()


def test_a_base_model_not_on_disk_fails_at_once_and_leaves_nothing(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    pytest.importorskip("trl")
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setattr("huggingface_hub.constants.HF_HUB_CACHE", str(tmp_path / "hub"))
    (tmp_path / "data").mkdir()
    argv = ("train", "--role", "judge", "--data", "data", "--out", "o")
    started = time.monotonic()
    code, _, err = run(capsys, *argv, "--base", "nobody/no-such-model")
    assert time.monotonic() - started < 5
    assert code == EXIT_CONFIG and "neither a local directory nor a model" in err
    assert "hf download nobody/no-such-model" in err and not (tmp_path / "o").exists()


def test_a_cached_hub_model_and_a_local_directory_pass_the_base_check(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    pytest.importorskip("huggingface_hub")
    from m2miner.errors import ConfigError
    from m2miner.train.model import check_base

    hub = tmp_path / "hub"
    snapshot = hub / "models--org--tiny" / "snapshots" / "abc123"
    snapshot.mkdir(parents=True)
    (snapshot / "config.json").write_text("{}", encoding="utf-8")
    (hub / "models--org--tiny" / "refs").mkdir()
    (hub / "models--org--tiny" / "refs" / "main").write_text("abc123", encoding="utf-8")
    monkeypatch.setattr("huggingface_hub.constants.HF_HUB_CACHE", str(hub))
    check_base("org/tiny")
    check_base(str(tmp_path))
    with pytest.raises(ConfigError, match="not a directory"):
        check_base(str(snapshot / "config.json"))
    with pytest.raises(ConfigError, match="neither a local directory"):
        check_base("../not a hub id")
