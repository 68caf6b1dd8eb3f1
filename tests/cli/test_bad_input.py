"""Bad input gets a clear error, a fix and the right exit code, and loses nothing: a data
directory that is a file or read-only, values outside their allowed set, intents that are
too long, ids that name nothing."""

from __future__ import annotations

import ctypes
import shutil
import sqlite3
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from m2miner.cli.errors import EXIT_CONFIG, EXIT_ENVIRONMENT
from m2miner.config import load_config
from m2miner.errors import NotFoundError, StoreError
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import mine
from m2miner.store import Store
from tests.cli_helpers import isolate, run

_PR_CAPBSET_DROP = 24
_CAP_DAC_OVERRIDE, _CAP_DAC_READ_SEARCH = 1, 2
_WITHOUT_DAC = f"""
import ctypes, os, sys
libc = ctypes.CDLL(None, use_errno=True)
for cap in ({_CAP_DAC_OVERRIDE}, {_CAP_DAC_READ_SEARCH}):
    if libc.prctl({_PR_CAPBSET_DROP}, cap, 0, 0, 0) != 0:
        sys.exit(97)
os.execv(sys.executable, [sys.executable, "-m", "m2miner", *sys.argv[1:]])
"""
"""Runs ``m2miner ARGS`` as a root whose file permissions are checked like anyone's: the
capabilities that let root ignore them are dropped before the interpreter starts."""


@pytest.fixture(autouse=True)
def _isolated(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    isolate(monkeypatch, tmp_path)


@pytest.fixture(scope="module")
def mined(tmp_path_factory: pytest.TempPathFactory) -> Path:
    data = tmp_path_factory.mktemp("bad-input") / "data"
    config = load_config(None, {"store.data_dir": data, "budget.iterations": 10}, environ={})
    mine(config, MineRequest(app="maps", task_ids=("maps.open_saved",)))
    return data


@pytest.fixture
def data(mined: Path, tmp_path: Path) -> Path:
    return Path(shutil.copytree(mined, tmp_path / "data"))


def _flat(text: str) -> str:
    return " ".join(text.split())


def _runs_in(data: Path) -> int:
    with sqlite3.connect(data / "m2miner.db") as db:
        return int(db.execute("SELECT count(*) FROM runs").fetchone()[0])


def test_a_data_dir_that_is_a_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    afile = tmp_path / "data.txt"
    afile.write_text("notes", encoding="utf-8")
    for command in (["runs"], ["show", "1"], ["stats"], ["export", "out"], ["mine", "-a", "maps"]):
        code, _, err = run(capsys, *command, "--data-dir", str(afile))
        err = _flat(err)
        assert code == EXIT_CONFIG, command
        assert f"error: data directory {afile} is a file, not a directory" in err
        assert "fix: point --data-dir (store.data_dir) at a writable directory" in err
    assert afile.read_text(encoding="utf-8") == "notes"


def test_read_only_commands_need_data_but_create_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    empty = tmp_path / "nothing-here"
    code, _, err = run(capsys, "runs", "--data-dir", str(empty))
    assert code == EXIT_CONFIG
    assert f"no mined data at {empty}" in _flat(err) and "fix: mine first" in _flat(err)
    assert not empty.exists()


def _files(data: Path) -> list[str]:
    """The data directory's files, less SQLite's shared-memory and log files (a reader
    in a writable directory may leave them; they hold no data of their own)."""
    return sorted(p.name for p in data.iterdir() if not p.name.endswith(("-shm", "-wal")))


def test_a_store_opened_read_only_refuses_writes(data: Path) -> None:
    listing = _files(data)
    with Store.open(data / "m2miner.db", read_only=True) as store:
        assert store.runs.get(1).status == "finished"
        with pytest.raises(StoreError, match="opened read-only"):
            store.runs.create("mine")
    assert _files(data) == listing and _runs_in(data) == 1
    with pytest.raises(NotFoundError, match="no mined data"):
        Store.open(data / "other.db", read_only=True)


def test_a_read_only_command_does_not_migrate_an_older_schema(
    capsys: pytest.CaptureFixture[str], data: Path
) -> None:
    with sqlite3.connect(data / "m2miner.db") as db:
        db.execute("UPDATE alembic_version SET version_num = '0001'")
    code, _, err = run(capsys, "runs", "--data-dir", str(data))
    err = _flat(err)
    assert code == EXIT_ENVIRONMENT
    assert "has schema revision 0001" in err and "a read-only command does not migrate" in err
    assert "fix: let a command that may write there upgrade it once (`m2miner doctor`)" in err


def _without_dac(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", _WITHOUT_DAC, *args],
        capture_output=True,
        text=True,
        env={"COLUMNS": "200", "PATH": "/usr/bin:/bin"},
        timeout=120,
    )


def _read_only(folder: Path) -> None:
    for path in [folder, *folder.rglob("*")]:
        mode = path.stat().st_mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH)
        path.chmod(mode)


def _writable(folder: Path) -> None:
    for path in [folder, *folder.rglob("*")]:
        path.chmod(path.stat().st_mode | stat.S_IWUSR)


@pytest.mark.slow  # a process for every command that only reads
def test_a_read_only_data_dir_serves_every_command_that_only_reads(
    data: Path, tmp_path: Path
) -> None:
    """A real read-only directory (chmod a-w), with permissions checked even for root."""
    if not hasattr(ctypes.CDLL(None), "prctl"):
        pytest.skip("needs Linux prctl to drop root's permission override")
    _read_only(data)
    listing = sorted(p.name for p in data.iterdir())
    try:
        probe = _without_dac("runs", "--data-dir", str(data))
        if probe.returncode == 97:
            pytest.skip("cannot drop capabilities here (no CAP_SETPCAP)")
        assert probe.returncode == 0, probe.stderr
        assert "finished" in probe.stdout and "mine" in probe.stdout
        out = tmp_path / "export"
        for command in (["show", "1"], ["stats"], ["intents", "list"], ["export", str(out)]):
            done = _without_dac(*command, "--data-dir", str(data))
            assert done.returncode == 0, (command, done.stderr)
        assert (out / "export.json").is_file()
        assert "Terminate: success" in _without_dac("show", "1", "--data-dir", str(data)).stdout
        done = _without_dac("mine", "--app", "maps", "--data-dir", str(data))
        err = _flat(done.stderr)
        assert done.returncode == EXIT_ENVIRONMENT, err
        assert "attempt to write a readonly database" in err and "Traceback" not in err
        assert f"fix: {data / 'm2miner.db'} or {data} is read-only for this user" in err
        assert sorted(p.name for p in data.iterdir()) == listing
    finally:
        _writable(data)
    assert _runs_in(data) == 1


def test_values_outside_their_allowed_set_name_the_allowed_ones(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    config = tmp_path / "bad.toml"
    config.write_text(
        '[device]\nkind = "emulator"\n\n[[models]]\nname = "m"\nbackend = "opneai"\n'
        'coords = "norm100"\ndtype = "fp8"\n',
        encoding="utf-8",
    )
    code, _, err = run(capsys, "config", "show", "--config", str(config))
    err = _flat(err)
    assert code == EXIT_CONFIG
    assert f"error: invalid configuration ({config}):" in err
    assert "device.kind: 'emulator' is not a device kind (or an installed plugin); " in err
    assert "expected one of: adb, appium, sim" in err
    assert "models.0.backend: 'opneai' is not a model backend" in err
    assert "expected one of: hf, openai, scripted, vllm;" in err
    assert "models.0.coords: Input should be 'qwen25', 'norm1000' or 'norm1'" in err
    assert "models.0.dtype: 'fp8' is not a dtype; expected one of: auto, bfloat16" in err
    assert "fix: correct the keys named above" in err
    code, _, err = run(capsys, "mine", "--app", "maps", "--device", "emulator")
    assert code == EXIT_CONFIG
    assert "'emulator' is not a device kind; expected one of: adb, appium, sim" in _flat(err)


def test_an_intent_longer_than_the_limit_is_refused_before_a_run_starts(
    capsys: pytest.CaptureFixture[str], data: Path, tmp_path: Path
) -> None:
    long = "Open the saved places " + "and then look again " * 120
    code, _, err = run(capsys, "mine", "-a", "maps", "--intent", long, "--data-dir", str(data))
    err = _flat(err)
    assert code == EXIT_CONFIG
    assert f"error: --intent #1: the intent is {len(long):,} characters, more than " in err
    assert "max_intent_chars (2,000)" in err
    assert "fix: shorten the intent, or raise max_intent_chars in the config" in err
    intents = tmp_path / "intents.txt"
    intents.write_text(f"Open your Saved places\n# a comment\n{long}\n", encoding="utf-8")
    code, _, err = run(
        capsys, "mine", "-a", "maps", "--intents", str(intents), "--data-dir", str(data)
    )
    assert code == EXIT_CONFIG and f"{intents}:3: the intent is" in _flat(err)
    assert _runs_in(data) == 1  # no run was started


def test_generated_intents_over_the_limit_are_left_out_with_a_record(
    capsys: pytest.CaptureFixture[str], data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("M2MINER_MAX_INTENT_CHARS", "5")
    code, out, err = run(
        capsys, "intents", "generate", "--app", "maps", "--stage", "1", "--n", "2",
        "--rewrites", "0", "--data-dir", str(data),
    )  # fmt: skip
    assert code == 0, err
    assert "0 new intents stored" in out
    assert out.count("left out: an intent of") == 2 and "(max_intent_chars 5)" in out


@pytest.mark.parametrize(
    ("command", "message", "fix"),
    [
        (["show", "999"], "no tree with id 999", "tree ids are in the table"),
        (["runs", "--id", "999"], "no run with id 999", "`m2miner runs` lists the runs"),
        (["stats", "--run", "999"], "no run with id 999", "`m2miner runs` lists the runs"),
        (["export", "out", "--run", "999"], "no run with id 999", "`m2miner runs` lists"),
        (["mine", "--resume", "999"], "no run with id 999", "`m2miner runs` lists the runs"),
        (["mine", "--resume", "1"], "run 1 finished; nothing to resume", "`m2miner runs`"),
        (["loop", "status", "nope"], "no loop named 'nope'", "start one with `m2miner loop"),
        (["recycle", "--tree", "999"], "no tree with id 999", "tree ids are in the table"),
        (["mine", "-a", "maps", "--task", "nosuch"], "no task 'nosuch'", "m2miner tasks"),
        (["mine", "-a", "maps", "--task", "maps.nosuch"], "has no task", "m2miner tasks --app"),
        (["screenshot", "--task", "maps.nosuch"], "has no task 'maps.nosuch'", "m2miner tasks"),
        (["screenshot", "--app", "nosuch"], "no sim app named 'nosuch'", "`m2miner apps`"),
    ],
)
def test_an_id_that_names_nothing_is_a_user_mistake(
    capsys: pytest.CaptureFixture[str], data: Path, command: list[str], message: str, fix: str
) -> None:
    takes_data = command[0] != "screenshot"
    code, _, err = run(capsys, *command, *(["--data-dir", str(data)] if takes_data else []))
    err = _flat(err)
    assert code == EXIT_CONFIG, err
    assert f"error: {message}" in err or message in err
    assert "fix:" in err and fix in err.split("fix:", 1)[1]
    assert not Path("out").exists()


def test_a_path_that_cannot_be_written_is_an_error_not_a_traceback(
    capsys: pytest.CaptureFixture[str], data: Path, tmp_path: Path
) -> None:
    code, _, err = run(capsys, "screenshot", "--out", str(tmp_path / "no" / "such" / "x.png"))
    err = _flat(err)
    assert code == EXIT_CONFIG and "No such file or directory" in err
    assert "fix: check the path" in err and "Traceback" not in err
    afile = tmp_path / "afile"
    afile.write_text("x", encoding="utf-8")
    code, _, err = run(capsys, "export", str(afile / "out"), "--data-dir", str(data))
    err = _flat(err)
    assert code == EXIT_ENVIRONMENT and f"could not write the export {afile / 'out'}" in err
    assert "fix: export into a folder this user may write" in err
    assert afile.read_text(encoding="utf-8") == "x"
