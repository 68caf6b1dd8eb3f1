"""`m2miner apps` reads a cached summary of each app file, which follows the file and the
sim code, keeps reporting broken files, and spares the listing the app schema."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from m2miner.devices.sim import apps, catalog
from tests.devices.test_sim_app_dirs import write_app


@pytest.fixture(autouse=True)
def _own_folders(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv(catalog.ENV_VAR, str(tmp_path / "mine"))
    monkeypatch.setattr(catalog, "_configured", [])
    _forget()
    yield
    _forget()


def _forget() -> None:
    """Drop what this process loaded (a new `m2miner apps` starts without it)."""
    apps.load_app.cache_clear()
    apps.read_app.cache_clear()


def _summary(path: Path) -> dict:
    _forget()
    return catalog.app_summary(path)


def test_the_summary_follows_the_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = write_app(tmp_path / "mine", "jotter")
    first = _summary(path)
    assert first == {
        "title": "Jotter",
        "package": "com.example.jotter",
        "lengths": [3],
        "warnings": [],
    }
    assert len(list((tmp_path / "cache").glob("**/jotter-*-summary.json"))) == 1

    write_app(tmp_path / "mine", "jotter", title="Notes")
    assert _summary(path)["title"] == "Notes"

    write_app(tmp_path / "mine", "jotter", solution="[{tap: clear_button}]")
    broken = _summary(path)
    assert "'jotter.add_milk'" in broken["error"] and str(path) in broken["error"]
    assert _summary(path) == broken  # a broken file stays reported from the cache

    # Back to the first content: read from the cache, nothing loaded.
    write_app(tmp_path / "mine", "jotter")
    monkeypatch.setattr(catalog, "_summarise", lambda p: pytest.fail("loaded again"))
    assert _summary(path) == first


def test_an_unreadable_yaml_is_reported(tmp_path: Path) -> None:
    folder = tmp_path / "mine"
    folder.mkdir()
    path = folder / "garbled.yaml"
    path.write_text("name: garbled\ntitle: [unclosed\n", encoding="utf-8")
    assert "garbled.yaml" in _summary(path)["error"]
    path.write_text(write_app(tmp_path / "other", "garbled").read_text(), encoding="utf-8")
    assert _summary(path)["title"] == "Jotter"


def test_other_sim_code_makes_another_summary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = write_app(tmp_path / "mine", "jotter")
    _summary(path)
    calls: list[Path] = []
    real = catalog._summarise
    monkeypatch.setattr(catalog, "_summarise", lambda p: calls.append(p) or real(p))
    _summary(path)
    assert calls == []
    stamp = catalog._code_stamp()
    monkeypatch.setattr(catalog, "_code_stamp", lambda: stamp + ",engine.py:1:2")
    _summary(path)
    assert calls == [path]


def test_listing_apps_does_not_import_the_app_schema(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("M2MINER_")}
    env["XDG_CACHE_HOME"] = str(tmp_path / "cache")
    command = [sys.executable, "-X", "importtime", "-m", "m2miner", "apps"]
    first = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    assert first.returncode == 0 and "com.m2miner.maps" in first.stdout, first.stderr[-2000:]
    again = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    assert again.returncode == 0 and again.stdout == first.stdout
    assert "m2miner.devices.sim.schema" in first.stderr  # the first run loads the files
    assert "m2miner.devices.sim.schema" not in again.stderr
    assert "pydantic" not in again.stderr
