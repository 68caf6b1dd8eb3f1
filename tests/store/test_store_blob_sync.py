"""Blobs reach the disk in the background: a node never names a missing or torn blob after
the process is killed, checkpoints wait for the syncer, and a failed sync is an error."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from m2miner.errors import StoreError
from m2miner.store import ScreenshotStore, Store
from m2miner.store import screenshots as module

PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 40


@pytest.fixture
def synced(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """Every path the syncer fsyncs, in order."""
    seen: list[Path] = []
    real = module._fsync

    def spy(path: Path, flags: int) -> None:
        real(path, flags)
        seen.append(path)

    monkeypatch.setattr(module, "_fsync", spy)
    return seen


def test_sync_waits_for_every_file_and_each_new_folder(tmp_path: Path, synced: list[Path]):
    shots = ScreenshotStore(tmp_path / "blobs")
    digests = [shots.put(PNG + bytes([i])) for i in range(5)]
    xml = shots.put_text("<hierarchy/>")
    shots.sync()
    files = [shots.path(d) for d in digests] + [shots.path(xml, ".xml")]
    assert set(files) <= set(synced)
    # The folders that got new names, and the root that got new folders.
    assert {f.parent for f in files} <= set(synced)
    assert shots.root in synced
    # A file is synced before the folder entry naming it.
    for f in files:
        assert synced.index(f) < max(i for i, p in enumerate(synced) if p == f.parent)


def test_put_does_not_wait_for_the_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    gate = threading.Event()
    real = module._fsync

    def slow(path: Path, flags: int) -> None:
        gate.wait(10)
        real(path, flags)

    monkeypatch.setattr(module, "_fsync", slow)
    shots = ScreenshotStore(tmp_path)
    started = time.perf_counter()
    digest = shots.put(PNG)
    assert time.perf_counter() - started < 5
    # Whole and readable at once, although not synced yet.
    assert shots.get(digest) == PNG and shots.intact(digest)
    waiter = threading.Thread(target=shots.sync)
    waiter.start()
    waiter.join(0.2)
    assert waiter.is_alive(), "sync returned before the blob was on disk"
    gate.set()
    waiter.join(10)
    assert not waiter.is_alive()


def test_put_waits_once_too_many_blobs_are_unsynced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    gate = threading.Event()
    real = module._fsync
    monkeypatch.setattr(module, "MAX_UNSYNCED", 3)
    monkeypatch.setattr(module, "_fsync", lambda p, f: (gate.wait(10), real(p, f)))
    shots = ScreenshotStore(tmp_path)
    done: list[int] = []

    def writer() -> None:
        for i in range(8):
            shots.put(PNG + bytes([i]))
            done.append(i)

    thread = threading.Thread(target=writer)
    thread.start()
    time.sleep(0.3)
    # The first blob is taken by the syncer; three more may wait; the fifth put waits.
    assert len(done) <= 5
    gate.set()
    thread.join(10)
    assert done == list(range(8))
    shots.sync()


def test_a_failed_sync_fails_the_checkpoint_and_later_writes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    def broken(path: Path, flags: int) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(module, "_fsync", broken)
    shots = ScreenshotStore(tmp_path)
    shots.put(PNG)
    with pytest.raises(StoreError, match="Input/output error") as info:
        shots.sync()
    assert info.value.hint
    with pytest.raises(StoreError, match="sync"):
        shots.put(PNG + b"!")


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_a_forked_child_syncs_with_its_own_thread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    gate = threading.Event()
    real = module._fsync
    monkeypatch.setattr(module, "_fsync", lambda p, f: (gate.wait(10), real(p, f)))
    shots = ScreenshotStore(tmp_path)
    shots.put(PNG)  # the parent's syncer thread waits at the gate, holding this blob
    pid = os.fork()
    if pid == 0:  # the child: the parent's thread does not run here
        code = 1
        try:
            module._fsync = real
            shots.put(PNG + b"child")
            shots.sync()
            code = 0
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    gate.set()
    shots.sync()
    assert os.waitstatus_to_exitcode(status) == 0


def test_closing_the_store_is_a_checkpoint(tmp_path: Path, synced: list[Path]):
    store = Store.open(tmp_path / "m2miner.db")
    digest = store.screenshots.put(PNG)
    store.close()
    assert store.screenshots.path(digest) in synced


def test_intact_tells_a_missing_or_torn_blob(tmp_path: Path):
    shots = ScreenshotStore(tmp_path)
    digest = shots.put(PNG)
    assert shots.intact(digest)
    shots.path(digest).write_bytes(PNG[:100])
    assert not shots.intact(digest)
    shots.path(digest).unlink()
    assert not shots.intact(digest)


# A miner that judges a node per new screenshot, each committed right after its blob is
# written, with a syncer far behind (each fsync takes 50 ms): killed at any moment, every
# committed node must name a whole blob.
KILLED_MINER = textwrap.dedent(
    """
    import os, sys, time
    from m2miner.actions import Action
    from m2miner.store import Judgement, NewIntent, NewNode, ScreenRef, Store
    from m2miner.store import screenshots

    real = screenshots._fsync
    screenshots._fsync = lambda path, flags: (time.sleep(0.05), real(path, flags))
    store = Store.open(sys.argv[1])
    run = store.runs.create("mine")
    intent = store.intents.add(NewIntent("find a route", "maps"), run_id=run.id)
    tree = store.trees.create(run.id, intent.id)
    root = store.nodes.add_root(tree.id, ScreenRef(store.screenshots.put(b"root")))
    for step in range(100000):
        png = os.urandom(64 * 1024 + step % 4096)
        child = store.nodes.add(tree.id, NewNode(root.id, Action("click", x=step, y=1)))
        ref = ScreenRef(store.screenshots.put(png), store.screenshots.put_text("<h%d/>" % step))
        store.nodes.judge(child.id, Judgement("valid", 0.5, "judge", screen=ref))
        print(step, flush=True)
    """
)


# The later kill runs the miner longer (about 7 s): the full suite runs it, the quick loop
# the earlier one.
@pytest.mark.parametrize("after", [5, pytest.param(40, marks=pytest.mark.slow)])
def test_sigkill_leaves_no_committed_node_naming_a_missing_or_torn_blob(tmp_path: Path, after: int):
    path = tmp_path / "m2miner.db"
    proc = subprocess.Popen(
        [sys.executable, "-c", KILLED_MINER, str(path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    for _ in range(after):
        line = proc.stdout.readline()
        assert line, proc.stderr.read() if proc.stderr else ""
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(30)
    assert proc.returncode == -signal.SIGKILL
    with Store.open(path) as store:
        tree = store.trees.find()[0]
        judged = [n for n in store.trees.load(tree.id).nodes if n.screenshot_hash]
        assert len(judged) >= after + 1  # the root and the nodes printed
        for node in judged:
            assert store.screenshots.intact(node.screenshot_hash), node.id
            if node.hierarchy_hash:
                assert store.screenshots.intact(node.hierarchy_hash, ".xml"), node.id
