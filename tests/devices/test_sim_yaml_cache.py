"""The bundled apps are parsed through a JSON copy cached by the file's hash."""

from __future__ import annotations

from pathlib import Path

import pytest

from m2miner.devices.sim.apps import APPS_DIR
from m2miner.devices.sim.schema import load_spec


def test_cached_copy_gives_the_same_spec_and_follows_the_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    app = tmp_path / "maps.yaml"
    app.write_text((APPS_DIR / "maps.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    first = load_spec(app, cached=True)
    (copy,) = (tmp_path / "cache" / "m2miner" / "sim-apps").glob("maps-*.json")
    assert load_spec(app, cached=True) == first == load_spec(app)
    # An edited file has another hash: it is parsed again, never read from the old copy.
    app.write_text(app.read_text(encoding="utf-8").replace("title: Maps", "title: Atlas", 1))
    assert load_spec(app, cached=True).title == "Atlas"
    assert len(list(copy.parent.glob("maps-*.json"))) == 2


def test_unwritable_cache_is_ignored(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    assert load_spec(APPS_DIR / "clock.yaml", cached=True).name == "clock"
