"""Settings 0.x read under older names fail with the name that replaced them, and the
fix line is the edit or ``export`` that makes the change."""

from __future__ import annotations

from pathlib import Path

import pytest

from m2miner.cli.errors import EXIT_CONFIG
from tests.cli_helpers import isolate, run


@pytest.fixture(autouse=True)
def _isolated(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate(monkeypatch, tmp_path)


def _error_and_fix(err: str) -> tuple[str, str]:
    text = " ".join(err.split())
    error, _, fix = text.partition(" fix: ")
    return error.removeprefix("error: "), fix


def test_old_names_in_a_file_name_their_replacements_and_the_edits(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    config = tmp_path / "old.toml"
    config.write_text(
        "[safety]\nallow_irreversible = true\n[search]\ndo_not_repeat = false\n", "utf-8"
    )
    code, _, err = run(capsys, "config", "show", "--config", str(config))
    error, fix = _error_and_fix(err)
    assert code == EXIT_CONFIG
    assert (
        "safety.allow_irreversible: no longer read (0.x): its name is now safety.sandbox "
        f"(from file {config})" in error
    )
    assert (
        "search.do_not_repeat: true and false are no longer read (0.x): false is now 'off' "
        f"(from file {config})" in error
    )
    assert sorted(fix.split("; ")) == [
        f"rename safety.allow_irreversible to safety.sandbox in {config}",
        f'set search.do_not_repeat = "off" in {config}',
    ]


def test_an_old_name_in_a_variable_is_fixed_by_exporting_the_new_one(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("M2MINER_SAFETY__ALLOW_IRREVERSIBLE", "true")
    code, _, err = run(capsys, "config", "show")
    error, fix = _error_and_fix(err)
    assert code == EXIT_CONFIG
    assert "its name is now safety.sandbox" in error
    assert fix == (
        'export M2MINER_SAFETY__SANDBOX="$M2MINER_SAFETY__ALLOW_IRREVERSIBLE"; '
        "unset M2MINER_SAFETY__ALLOW_IRREVERSIBLE"
    )


def test_true_reads_as_gapfill_no_more(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    config = tmp_path / "old.toml"
    config.write_text("[search]\ndo_not_repeat = true\n", "utf-8")
    code, _, err = run(capsys, "config", "show", "--config", str(config))
    error, fix = _error_and_fix(err)
    assert code == EXIT_CONFIG and "true is now 'gapfill'" in error
    assert "did you mean" not in error  # the message already names the mode
    assert fix == f'set search.do_not_repeat = "gapfill" in {config}'


def test_the_sim_fault_rates_are_faults_device_on_every_backend(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    config = tmp_path / "old.toml"
    config.write_text("[device.sim]\npopup_rate = 0.2\nlatency = 0.1\n", "utf-8")
    code, _, err = run(capsys, "config", "show", "--config", str(config))
    error, fix = _error_and_fix(err)
    assert code == EXIT_CONFIG
    assert (
        "device.sim.popup_rate: no longer read (0.x): its name is now faults.device.popup_rate"
        in error
    )
    assert fix == f"rename device.sim.popup_rate to faults.device.popup_rate in {config}"
