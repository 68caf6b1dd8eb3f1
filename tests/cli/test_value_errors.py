"""A bad value gets a did-you-mean (flags, config files and variables alike), names where
it came from, and its fix line is a command to run: the corrected command line where the
right value is known."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from m2miner.cli.errors import EXIT_CONFIG
from m2miner.config_sources import nearest_first
from m2miner.export import FORMATS
from tests.cli_helpers import isolate, run

PACKAGE = Path(__file__).parent.parent.parent / "m2miner"


@pytest.fixture(autouse=True)
def _isolated(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate(monkeypatch, tmp_path)


def _error_and_fix(err: str) -> tuple[str, str]:
    text = " ".join(err.split())
    error, _, fix = text.partition(" fix: ")
    return error.removeprefix("error: "), fix


CORRECTED = [
    (
        ("mine", "--app", "maps", "--budget", "iteratons=5"),
        "unknown budget key 'iteratons'; did you mean 'iterations'?",
        "m2miner mine --app maps --budget iterations=5",
    ),
    (
        ("export", "out", "--kind", "sfft"),
        "unknown kind 'sfft'; did you mean 'sft'?",
        "m2miner export out --kind sft",
    ),
    (
        ("mine", "--app", "maps", "--search", "vanila"),
        "search.algorithm: Input should be 'm2m', 'vanilla' or 'vanilla-infer', got "
        "'vanila'; did you mean 'vanilla'? (from flag --search vanila)",
        "m2miner mine --app maps --search vanilla",
    ),
    (
        ("mine", "--app", "maps", "--budget", "iterations=0"),
        "invalid configuration (--budget iterations=0): budget.iterations: Input should be "
        "greater than or equal to 1, got 0 (from flag --budget iterations=0)",
        "m2miner mine --app maps --budget iterations=1",
    ),
    (
        ("export", "out", "--format=trl,lamafactory"),
        "unknown format 'lamafactory'; did you mean 'llamafactory'?",
        "m2miner export out --format=trl,llamafactory",
    ),
    (
        ("export", "out", "--coords", "norm100"),
        "unknown coordinate system 'norm100'; did you mean 'norm1000'?",
        "m2miner export out --coords norm1000",
    ),
    (
        ("mine", "--app", "maps", "--device", "abd:emulator-5554"),
        "'abd' is not a device kind; expected one of: adb, appium, sim; did you mean 'adb'?",
        "m2miner mine --app maps --device adb:emulator-5554",
    ),
    (
        ("intents", "list", "--source", "recycld"),
        "unknown --source 'recycld'; did you mean 'recycled'?",
        "m2miner intents list --source recycled",
    ),
    (("minee", "--app", "maps"), "No such command 'minee'.", "m2miner mine --app maps"),
    (("mine", "--ap", "maps"), "No such option '--ap'.", "m2miner mine --app maps"),
]


@pytest.mark.parametrize(
    ("argv", "message", "fix"), CORRECTED, ids=[" ".join(c[0]) for c in CORRECTED]
)
def test_a_bad_flag_value_is_fixed_by_the_corrected_command(
    argv: tuple[str, ...], message: str, fix: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, *argv)
    error, shown_fix = _error_and_fix(err)
    assert code == EXIT_CONFIG
    assert message in error
    assert shown_fix == fix


def test_a_value_with_no_close_match_lists_the_valid_ones_nearest_first(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, _, err = run(capsys, "export", "out", "--format", "parquet")
    error, fix = _error_and_fix(err)
    listed = re.search(r"\(valid, nearest first: (.*)\)", error)
    assert code == EXIT_CONFIG and error.startswith("unknown format 'parquet' (valid")
    assert listed and listed.group(1).split(", ") == nearest_first("parquet", (*FORMATS, "all"))
    assert sorted(listed.group(1).split(", ")) == sorted((*FORMATS, "all"))
    assert fix == "`m2miner export --help` says what each value means"
    assert nearest_first("lamafactory", FORMATS)[0] == "llamafactory"


def test_bad_values_in_a_file_name_the_file_and_the_edit(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    config = tmp_path / "m2miner.toml"
    config.write_text(
        '[search]\nalgorithm = "vanila"\n[device]\nkind = "abd"\n[budget]\niteratons = 3\n', "utf-8"
    )
    code, _, err = run(capsys, "config", "show", "--config", str(config))
    error, fix = _error_and_fix(err)
    assert code == EXIT_CONFIG
    assert f"invalid configuration ({config}):" in error
    assert f"got 'vanila'; did you mean 'vanilla'? (from file {config})" in error
    assert f"did you mean 'adb'? (from file {config})" in error
    assert (
        f"budget.iteratons: unknown key; did you mean 'iterations'? (from file {config})" in error
    )
    assert sorted(fix.split("; ")) == [
        f"rename budget.iteratons to budget.iterations in {config}",
        f'set device.kind = "adb" in {config}',
        f'set search.algorithm = "vanilla" in {config}',
    ]


def test_a_bad_variable_is_fixed_by_its_export(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("M2MINER_SEARCH__ALGORITHM", "vanila")
    code, _, err = run(capsys, "mine", "--app", "maps")
    error, fix = _error_and_fix(err)
    assert code == EXIT_CONFIG
    assert "(from environment variable $M2MINER_SEARCH__ALGORITHM)" in error
    assert "invalid configuration ($M2MINER_SEARCH__ALGORITHM)" in error
    assert fix == "export M2MINER_SEARCH__ALGORITHM=vanilla"
    monkeypatch.delenv("M2MINER_SEARCH__ALGORITHM")
    monkeypatch.setenv("M2MINER_BUDGET__ITERATONS", "5")
    code, _, err = run(capsys, "config", "show")
    assert code == EXIT_CONFIG and _error_and_fix(err)[1] == (
        'export M2MINER_BUDGET__ITERATIONS="$M2MINER_BUDGET__ITERATONS"; '
        "unset M2MINER_BUDGET__ITERATONS"
    )


def test_a_missing_file_is_fixed_by_a_command(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    _, _, err = run(capsys, "mine", "--app", "maps", "--intents", "nothere.txt")
    assert _error_and_fix(err)[1] == (
        "`m2miner mine --help` lists the flags, `m2miner config show --origin` the settings"
    )
    (tmp_path / "conf").mkdir()
    _, _, err = run(capsys, "mine", "--app", "maps", "--config", "conf/missing.toml")
    assert _error_and_fix(err)[1] == "check the path; `ls conf` lists the folder it is in"
    _, _, err = run(capsys, "mine", "--app", "maps", "--config", "nothere/missing.toml")
    assert _error_and_fix(err)[1] == "check the path; `ls .` lists the folder it is in"


def test_no_fix_line_names_a_placeholder_command() -> None:
    # `m2miner COMMAND --help` cannot be run; every fix names the real command.
    found = [
        f"{path.relative_to(PACKAGE.parent)}:{n}"
        for path in sorted(PACKAGE.rglob("*.py"))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if "COMMAND --help" in line or "m2miner COMMAND" in line
    ]
    assert found == []


def test_the_console_script_prints_the_corrected_command(tmp_path: Path) -> None:
    # The same through the real entry point, as a user runs it.
    env = {k: v for k, v in os.environ.items() if not k.startswith("M2MINER_")}
    done = subprocess.run(
        [sys.executable, "-m", "m2miner", "mine", "-a", "maps", "-b", "iteratons=5"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={**env, "COLUMNS": "200"},
        check=False,
    )
    assert done.returncode == EXIT_CONFIG
    assert _error_and_fix(done.stderr)[1] == "m2miner mine -a maps -b iterations=5"


def test_a_model_name_an_agent_misspells_gets_a_did_you_mean(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    config = tmp_path / "models.toml"
    config.write_text(
        '[[models]]\nname = "served"\nmodel = "m"\nbase_url = "http://127.0.0.1:9/v1"\n'
        '[agents.judge]\nmodel = "servd"\n',
        "utf-8",
    )
    code, _, err = run(capsys, "mine", "-a", "maps", "-c", str(config), "--seed", "2")
    error, _ = _error_and_fix(err)
    assert code == EXIT_CONFIG
    assert f"invalid configuration ({config}):" in error  # a check across keys: no flags
    assert "which no [[models]] entry names; did you mean 'served'?" in error
    assert "--seed" not in error


def test_a_fix_that_sets_a_variable_is_never_split() -> None:
    from m2miner.cli.render import wrap_keeping_commands

    fix = 'export M2MINER_BUDGET__ITERATIONS="$M2MINER_BUDGET__ITERATONS"; unset X'
    lines = wrap_keeping_commands(fix, 40, 5, "fix: ")
    assert 'export M2MINER_BUDGET__ITERATIONS="$M2MINER_BUDGET__ITERATONS";' in lines[1]
    # prose that starts with the word stays prose
    assert wrap_keeping_commands("export into a folder this user may write", 20) == [
        "export into a folder",
        "this user may write",
    ]
