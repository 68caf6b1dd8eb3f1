"""Exports appear complete or not at all: a killed export leaves the earlier one intact,
replacing one needs ``--overwrite``, and the next export cleans up what a dead one left."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from m2miner.cli.errors import EXIT_CONFIG
from m2miner.errors import ConfigError
from m2miner.export import atomic
from m2miner.export.atomic import clean_leftovers, leftover_name
from m2miner.export.run import MANIFEST, OWNED
from tests.cli_helpers import run
from tests.export.conftest import Mined, run_export

KILL_ATTEMPTS = 12


def _flat(text: str) -> str:
    """Terminal output without the line wrapping of a narrow console."""
    return " ".join(text.split())


def _dead_pid() -> int:
    """The id of a process that has exited (and been reaped)."""
    proc = subprocess.Popen(["true"])
    proc.wait()
    return proc.pid


def _complete(out: Path) -> dict[str, Any]:
    """The manifest of the export in ``out``, after checking every file it lists is there."""
    manifest = json.loads((out / MANIFEST).read_text(encoding="utf-8"))
    missing = [f for f in manifest["files"] if not (out / f).is_file()]
    assert not missing, f"{out} lacks files its manifest lists: {missing[:3]}"
    for line in (out / "trl" / "sft" / "train.jsonl").read_text(encoding="utf-8").splitlines():
        assert all((out / image).is_file() for image in json.loads(line)["images"])
    return manifest


def _export_then_kill(data_dir: Path, out: Path, rng: random.Random) -> list[Path]:
    """Start ``m2miner export --overwrite``, SIGKILL it at a random moment after its
    staging folder appears, and return what it left beside ``out`` (nothing when it
    finished first)."""
    command = [sys.executable, "-m", "m2miner", "export", str(out), "--overwrite"]
    command += ["--format", "all", "--copy-images", "--data-dir", str(data_dir)]
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    own = f".{out.name}.*-{proc.pid}-*"
    deadline = time.monotonic() + 60
    while proc.poll() is None and not list(out.parent.glob(own)):
        assert time.monotonic() < deadline, "the export never started writing"
        time.sleep(0.002)
    time.sleep(rng.uniform(0.0, 0.8))
    if proc.poll() is None:
        proc.send_signal(signal.SIGKILL)
    code = proc.wait()
    assert code in (0, -signal.SIGKILL), proc.stderr.read() if proc.stderr else code
    return list(out.parent.glob(own))


def test_an_export_killed_mid_write_leaves_the_earlier_one_intact(
    mined: Mined, tmp_path: Path
) -> None:
    out = tmp_path / "out"
    run_export(mined, out, formats=("trl",), kinds=("sft",))
    earlier = (out / MANIFEST).read_text(encoding="utf-8")
    rng = random.Random(7)
    mid_write = 0
    for _ in range(KILL_ATTEMPTS):
        # An attempt that finished before its kill leaves a new export: compare with
        # what was there when each attempt started.
        before = (out / MANIFEST).read_text(encoding="utf-8")
        left = _export_then_kill(mined.data_dir, out, rng)
        manifest = _complete(out)  # the target is always a whole export, old or new
        assert [p.name for p in tmp_path.iterdir() if not p.name.startswith(".")] == ["out"]
        # A new export not yet in place, or the earlier one being deleted after the swap.
        assert all(p.name.startswith((".out.partial-", ".out.old-")) for p in left)
        partial = [p for p in left if p.name.startswith(".out.partial-")]
        if partial and not any((p / MANIFEST).is_file() for p in partial):
            # Killed before its manifest was written: the earlier export is untouched.
            assert (out / MANIFEST).read_text(encoding="utf-8") == before
            if before == earlier:
                assert not (out / "graph").exists() and manifest["options"]["formats"] == ["trl"]
            mid_write += 1
        if mid_write >= 2:
            break
    assert mid_write >= 1, f"no kill of {KILL_ATTEMPTS} landed while the export was writing"
    # Nothing left behind is taken for an export, and the next export removes it.
    assert not (tmp_path / MANIFEST).exists()
    report = run_export(mined, out, formats=("trl",), kinds=("sft",), overwrite=True)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]
    assert _complete(out)["files"] == report.files


def test_replacing_an_export_needs_overwrite(
    mined: Mined, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out"
    data = ["--data-dir", str(mined.data_dir), "--format", "trl", "--kind", "sft"]
    assert run(capsys, "export", str(out), *data)[0] == 0
    (out / "notes.txt").write_text("kept", encoding="utf-8")
    before = (out / MANIFEST).read_text(encoding="utf-8")
    code, _, err = run(capsys, "export", str(out), *data)
    err = _flat(err)
    assert code == EXIT_CONFIG
    assert f"error: {out} already holds an earlier export" in err
    assert "fix: add --overwrite to replace it" in err
    assert (out / MANIFEST).read_text(encoding="utf-8") == before
    code, _, err = run(capsys, "export", str(out), *data, "--overwrite")
    assert code == 0, err
    assert (out / MANIFEST).read_text(encoding="utf-8") != before
    assert (out / "notes.txt").read_text(encoding="utf-8") == "kept"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]


def test_a_folder_that_is_no_export_is_never_replaced(
    mined: Mined, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "thesis"
    out.mkdir()
    (out / "chapter1.tex").write_text("mine", encoding="utf-8")
    data = ["--data-dir", str(mined.data_dir)]
    for extra in ([], ["--overwrite"]):
        code, _, err = run(capsys, "export", str(out), *data, *extra)
        err = _flat(err)
        assert code == EXIT_CONFIG
        assert "is not empty and holds no earlier export (export.json)" in err
        assert "fix: choose a new or empty directory" in err
    assert [p.name for p in out.iterdir()] == ["chapter1.tex"]
    afile = tmp_path / "afile"
    afile.write_text("x", encoding="utf-8")
    code, _, err = run(capsys, "export", str(afile), *data)
    err = _flat(err)
    assert code == EXIT_CONFIG and "exists and is not a directory" in err and "fix:" in err


def test_what_an_older_version_left_half_written_is_replaced_with_overwrite(
    mined: Mined, tmp_path: Path
) -> None:
    out = tmp_path / "out"
    (out / "trl" / "sft").mkdir(parents=True)
    (out / "trl" / "sft" / "train.jsonl").write_text("{}\n", encoding="utf-8")
    (out / "dataset_info.json").write_text("{}", encoding="utf-8")
    with pytest.raises(ConfigError, match="already holds an unfinished export"):
        run_export(mined, out, formats=("trl",), kinds=("sft",))
    run_export(mined, out, formats=("trl",), kinds=("sft",), overwrite=True)
    _complete(out)
    assert not (out / "dataset_info.json").exists()


def test_leftovers_of_dead_exports_go_and_those_of_live_ones_stay(
    mined: Mined, tmp_path: Path
) -> None:
    out = tmp_path / "out"
    dead = leftover_name(out, atomic.PARTIAL, _dead_pid())
    live = leftover_name(out, atomic.PARTIAL, os.getpid())
    for folder in (dead, live):
        (folder / "trl").mkdir(parents=True)
    unrelated = tmp_path / ".out.partial-notes"
    unrelated.mkdir()
    run_export(mined, out, formats=("trl",), kinds=("sft",))
    assert not dead.exists() and live.is_dir() and unrelated.is_dir()
    _complete(out)


def test_an_export_renamed_aside_by_a_dead_process_is_put_back(
    mined: Mined, tmp_path: Path
) -> None:
    """Where the two folders cannot trade places atomically, a kill between renaming the
    earlier export aside and moving the new one in leaves no target; it comes back."""
    out = tmp_path / "out"
    run_export(mined, out, formats=("trl",), kinds=("sft",))
    earlier = (out / MANIFEST).read_text(encoding="utf-8")
    aside = leftover_name(out, atomic.ASIDE, _dead_pid())
    out.rename(aside)
    assert clean_leftovers(out, OWNED) == []
    assert (out / MANIFEST).read_text(encoding="utf-8") == earlier and not aside.exists()


def test_without_an_atomic_swap_the_earlier_export_is_renamed_aside(
    mined: Mined, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_exchange(a: Path, b: Path) -> None:
        raise OSError(38, "Function not implemented")  # as on a kernel without renameat2

    out = tmp_path / "out"
    run_export(mined, out, formats=("swift",), kinds=("sft",))
    (out / "notes.txt").write_text("kept", encoding="utf-8")
    monkeypatch.setattr(atomic, "_exchange", no_exchange)
    run_export(mined, out, formats=("trl",), kinds=("sft",), overwrite=True)
    assert _complete(out)["options"]["formats"] == ["trl"]
    assert not (out / "swift").exists() and (out / "notes.txt").read_text() == "kept"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]
