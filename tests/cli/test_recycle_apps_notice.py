"""A recycling run over trees of a sim app from the user's folder, with that folder not
configured: the truth check cannot replay them, and the run says so instead of skipping
them silently."""

from __future__ import annotations

from pathlib import Path

import pytest

from m2miner.devices.sim import apps, catalog
from m2miner.mining import recycling
from tests.cli_helpers import isolate, run
from tests.devices.test_sim_authoring import IRREVERSIBLE, LEDGER, SHORT
from tests.mining.test_recycle_unique import SameWords


@pytest.fixture(autouse=True)
def _own_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate(monkeypatch, tmp_path, columns=400)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(catalog, "_configured", [])
    folder = tmp_path / "apps"
    folder.mkdir()
    text = LEDGER.format(name="ledger", night=SHORT, pay_flag=IRREVERSIBLE)
    (folder / "ledger.yaml").write_text(text, encoding="utf-8")
    monkeypatch.setenv(catalog.ENV_VAR, str(folder))
    apps.load_app.cache_clear()
    apps.read_app.cache_clear()
    # A recycler that accepts every path, so that there are intents to check.
    monkeypatch.setattr(recycling, "build_recycler", lambda *args: SameWords())


def test_recycling_without_the_apps_folder_says_the_truth_check_was_skipped(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "mine", "--app", "ledger", "--budget", "iterations=10")
    assert code == 0, out + err
    code, out, err = run(capsys, "recycle", "--no-report")
    assert code == 0, out + err
    assert "recycled intents stored" in out and " 0 recycled intents" not in out
    # The same trees again with the folder configured: checked, no notice.
    code, out, err = run(capsys, "recycle", "--redo")
    assert code == 0, out + err
    assert "true on the sim's state" in out and "notice:" not in out
    monkeypatch.delenv(catalog.ENV_VAR)
    code, out, err = run(capsys, "recycle", "--redo")
    assert code == 0, out + err
    assert "true on the sim's state" not in out
    notice = next(line for line in out.splitlines() if line.startswith("notice:"))
    assert "sim app 'ledger' were not checked" in notice
    assert "no configured folder holds ledger.yaml" in notice and "sim.apps_dirs" in notice
