"""Writing one's own sim app: what loads but is wrong is reported when the app loads
(a reference solution longer than the shortest, with the true length listed; a solution
the default safety policy blocks without ``irreversible: true``), with the fix."""

from __future__ import annotations

from pathlib import Path

import pytest

from m2miner.devices.sim import apps, catalog, get_task, load_app
from m2miner.safety.sim_tasks import flag_warnings
from tests.cli_helpers import isolate, run

LEDGER = """\
name: {name}
title: Ledger
package: com.example.{name}
icon: {{symbol: L}}
start: home
state: {{paid: false, night: false}}
screens:
  home:
    activity: .Home
    title: Ledger
    widgets:
      - {{type: button, id: details_button, text: Details, on_tap: {{navigate: details}}}}
      - {{type: button, id: pay_button, text: Pay now, on_tap: {{set: {{paid: true}}}}}}
  details:
    activity: .Details
    title: Details
    up: true
    widgets:
      - {{type: switch, id: night_switch, text: Night mode, bind: night}}
tasks:
  - id: {name}.night
    intent: Turn on Night mode in Details
    success: {{equals: {{night: true}}}}
    solution: {night}
  - id: {name}.pay
    intent: Pay the bill
    success: {{equals: {{paid: true}}}}
    solution: [{{tap: pay_button}}]{pay_flag}
"""
SHORT = "[{tap: details_button}, {tap: night_switch}]"
LONG = "[{tap: details_button}, back, {tap: details_button}, {tap: night_switch}]"
IRREVERSIBLE = "\n    irreversible: true"


@pytest.fixture(autouse=True)
def _own_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate(monkeypatch, tmp_path)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv(catalog.ENV_VAR, str(tmp_path / "apps"))
    monkeypatch.setattr(catalog, "_configured", [])
    apps.load_app.cache_clear()
    apps.read_app.cache_clear()


def write(tmp_path: Path, name: str, night: str = SHORT, pay_flag: str = IRREVERSIBLE) -> Path:
    folder = tmp_path / "apps"
    folder.mkdir(exist_ok=True)
    path = folder / f"{name}.yaml"
    path.write_text(LEDGER.format(name=name, night=night, pay_flag=pay_flag), encoding="utf-8")
    return path


def test_a_well_written_app_loads_without_warnings(tmp_path: Path) -> None:
    path = write(tmp_path, "ledger")
    app = load_app("ledger")
    assert app.warnings == () and flag_warnings(app.tasks, path) == []
    assert [t.length for t in app.tasks] == [2, 1]


def test_a_solution_longer_than_the_shortest_warns_and_lists_the_true_length(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, "ledger", night=LONG)
    [warning] = load_app("ledger").warnings
    assert warning.startswith(f"{path}: task 'ledger.night': ")
    assert "its solution takes 4 actions but 2 suffice" in warning
    assert "write a shortest solution" in warning
    assert get_task("ledger.night").length == 2
    assert len(get_task("ledger.night").solution) == 4  # the reference still replays
    code, out, _ = run(capsys, "tasks", "--app", "ledger")
    assert code == 0
    row = next(line for line in out.splitlines() if "ledger.night" in line)
    assert row.split()[1] == "2"
    assert "warning:" in out and "2 suffice" in " ".join(out.split())


def test_a_blocked_solution_without_the_irreversible_flag_is_reported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, "ledger", pay_flag="")
    assert load_app("ledger").warnings == ()  # the devices know nothing of the policy
    [warning] = flag_warnings(load_app("ledger").tasks, path)
    assert warning.startswith(f"{path}: task 'ledger.pay': the default safety policy blocks")
    assert "step 1:" in warning and "add `irreversible: true` to the task" in warning
    code, out, _ = run(capsys, "apps")
    assert code == 0 and "irreversible: true" in " ".join(out.split())


def test_an_irreversible_flag_the_policy_contradicts_is_reported(tmp_path: Path) -> None:
    path = write(tmp_path, "ledger", night=SHORT + IRREVERSIBLE)
    [warning] = flag_warnings(load_app("ledger").tasks, path)
    assert "task 'ledger.night': it says `irreversible: true`" in warning
    assert warning.endswith("remove the flag")
