"""Sim apps from the user's own folders: listed, minable, checked, and isolated when broken."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from m2miner.cli.errors import EXIT_CONFIG
from m2miner.devices.sim import catalog, get_task, list_apps, load_app
from m2miner.devices.sim.schema import SimAppError
from tests.cli_helpers import isolate, run

APP = """\
name: {name}
title: {title}
package: com.example.{name}
color: "#6750a4"
icon: {{symbol: J, color: "#6750a4"}}
start: home
state: {{notes: [], draft: ""}}
screens:
  home:
    activity: .Home
    title: {title}
    widgets:
      - {{type: text_field, id: note_field, hint: Write a note, bind: draft}}
      - {{type: button, id: add_button, text: Add note,
         on_tap: [{{append: {{notes: "{{draft}}"}}}}, {{set: {{draft: ""}}}}]}}
      - {{type: button, id: clear_button, text: Clear, on_tap: {{set: {{notes: []}}}}}}
      - {{type: button, id: secret_button, text: Secret,
         visible_if: {{contains: {{notes: Never}}}}}}
      - type: list
        id: note_list
        children:
          - {{type: list_item, text: Milk, visible_if: {{contains: {{notes: Milk}}}}}}
tasks:
  - id: {name}.add_milk
    intent: 'Add a note saying "Milk"'
    success: {{contains: {{notes: Milk}}}}
    solution: {solution}
"""
GOOD = "[{tap: note_field}, {type: Milk}, {tap: add_button}]"


def write_app(folder: Path, name: str, solution: str = GOOD, title: str = "Jotter") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.yaml"
    path.write_text(APP.format(name=name, title=title, solution=solution), encoding="utf-8")
    return path


@pytest.fixture(autouse=True)
def _own_folders(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate(monkeypatch, tmp_path)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv(catalog.ENV_VAR, raising=False)
    monkeypatch.setattr(catalog, "_configured", [])


def test_an_app_from_an_environment_folder_is_listed_and_mined(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write_app(tmp_path / "mine", "jotter")
    monkeypatch.setenv(catalog.ENV_VAR, str(tmp_path / "mine"))
    assert "jotter" in list_apps() and "maps" in list_apps()
    assert get_task("jotter.add_milk").length == 3

    code, out, _ = run(capsys, "apps", "--json")
    rows = {row["app"]: row for row in json.loads(out)}
    assert code == 0 and rows["jotter"]["tasks"] == 1
    assert (
        rows["jotter"]["folder"] == str(tmp_path / "mine") and rows["maps"]["folder"] == "bundled"
    )

    code, out, _ = run(capsys, "mine", "--app", "jotter", "--budget", "iterations=30")
    assert code == 0, out
    assert "1/1 trees found a successful trajectory" in out


def test_a_config_folder_is_relative_to_the_config_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write_app(tmp_path / "conf" / "apps", "scribble", title="Scribble")
    cfg = tmp_path / "conf" / "m2miner.toml"
    cfg.write_text('[sim]\napps_dirs = ["apps"]\n', encoding="utf-8")
    code, out, _ = run(capsys, "tasks", "--config", str(cfg), "--app", "scribble")
    assert code == 0 and "scribble.add_milk" in out


def test_a_solution_that_misses_its_predicate_names_the_file_and_task(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path = write_app(
        tmp_path / "bad", "misser", solution="[{tap: note_field}, {type: Eggs}, {tap: add_button}]"
    )
    monkeypatch.setenv(catalog.ENV_VAR, str(tmp_path / "bad"))
    with pytest.raises(SimAppError) as exc:
        load_app("misser")
    assert str(path) in str(exc.value) and "'misser.add_milk'" in str(exc.value)
    assert "does not reach its success predicate" in str(exc.value) and exc.value.hint


def test_a_solution_step_that_cannot_be_played_is_named(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    write_app(tmp_path / "bad", "stepper", solution="[{tap: secret_button}]")
    monkeypatch.setenv(catalog.ENV_VAR, str(tmp_path / "bad"))
    with pytest.raises(SimAppError, match=r"'stepper.add_milk'.* step 1 fails: no tappable"):
        load_app("stepper")


def test_the_check_is_cached_by_the_file_hash(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    write_app(tmp_path / "ok", "cached")
    monkeypatch.setenv(catalog.ENV_VAR, str(tmp_path / "ok"))
    load_app("cached")
    assert list((tmp_path / "cache").glob("**/cached-*-check*.json"))
    calls: list[str] = []
    monkeypatch.setattr(catalog, "_replay", lambda app, task, path: calls.append(task.id))
    catalog.check_solutions(load_app("cached"), tmp_path / "ok" / "cached.yaml")
    assert calls == []


def test_a_broken_app_does_not_hide_the_others(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "several"
    write_app(folder, "fine", title="Fine")
    write_app(folder, "wrongsol", solution="[{tap: clear_button}]")
    (folder / "garbled.yaml").write_text("name: garbled\ntitle: [unclosed\n", encoding="utf-8")
    write_app(folder, "maps")  # a bundled app's name
    monkeypatch.setenv(catalog.ENV_VAR, str(folder))

    code, out, _ = run(capsys, "apps")
    assert code == 0
    assert "fine" in out and "com.m2miner.maps" in out and "com.m2miner.clock" in out
    assert "broken:" in out and "'wrongsol.add_milk'" in out and "garbled.yaml" in out
    assert "an app named 'maps' already exists" in out and "fix:" in out
    code, out, _ = run(capsys, "apps", "--json")
    errors = {row["app"]: row.get("error") for row in json.loads(out)}
    assert errors["fine"] is None and errors["wrongsol"] and errors["garbled"]

    code, out, _ = run(capsys, "tasks")
    assert code == 0 and "fine.add_milk" in out and "maps.open_saved" in out
    code, out, err = run(capsys, "mine", "--app", "wrongsol")
    assert code == EXIT_CONFIG and "'wrongsol.add_milk'" in err and "fix:" in err


def test_a_missing_folder_and_an_unknown_app_say_how_to_fix_them(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, "tasks", "--app", "mapz")
    assert code == EXIT_CONFIG and "did you mean 'maps'?" in err and "fix:" in err
    monkeypatch.setenv(catalog.ENV_VAR, str(tmp_path / "nowhere"))
    code, _, err = run(capsys, "apps")
    assert code == EXIT_CONFIG and "nowhere" in err and catalog.ENV_VAR in err and "fix:" in err
