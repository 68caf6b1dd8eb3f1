"""The content-addressed blob store: layout, dedup, integrity and atomic writes."""

from __future__ import annotations

import hashlib
import itertools
import os
import threading

import pytest

from m2miner.devices.base import Observation
from m2miner.errors import NotFoundError, StoreError
from m2miner.store import ScreenshotStore, screenshots

PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 40


def _files(root):
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file())


def test_put_names_the_blob_by_sha256_under_a_two_digit_folder(tmp_path):
    shots = ScreenshotStore(tmp_path / "screenshots")
    digest = shots.put(PNG)
    assert digest == hashlib.sha256(PNG).hexdigest()
    assert shots.path(digest) == tmp_path / "screenshots" / digest[:2] / f"{digest[2:]}.png"
    assert shots.path(digest).read_bytes() == PNG
    assert shots.get(digest) == PNG
    assert shots.exists(digest) and not shots.exists(digest, ".xml")


def test_equal_content_is_stored_once(tmp_path):
    shots = ScreenshotStore(tmp_path)
    first = shots.put(PNG)
    mtime = shots.path(first).stat().st_mtime_ns
    second = shots.put(bytes(PNG))
    other = shots.put(PNG + b"!")
    assert first == second != other
    assert shots.path(first).stat().st_mtime_ns == mtime
    assert len(_files(tmp_path)) == 2


def test_text_blobs_round_trip_with_their_own_suffix(tmp_path):
    shots = ScreenshotStore(tmp_path)
    xml = '<hierarchy rotation="0"><node text="Café"/></hierarchy>'
    digest = shots.put_text(xml)
    assert shots.path(digest, ".xml").name.endswith(".xml")
    assert shots.get_text(digest) == xml
    with pytest.raises(NotFoundError):
        shots.get(digest, ".png")


def test_missing_blob_raises_not_found(tmp_path):
    with pytest.raises(NotFoundError):
        ScreenshotStore(tmp_path).get("0" * 64)


def test_corrupt_blob_is_detected(tmp_path):
    shots = ScreenshotStore(tmp_path)
    digest = shots.put(PNG)
    shots.path(digest).write_bytes(PNG[:-1] + b"X")
    with pytest.raises(StoreError, match="corrupt"):
        shots.get(digest)
    assert shots.get(digest, verify=False).endswith(b"X")


@pytest.mark.parametrize("digest", ["../../etc/passwd", "ABC", "g" * 64, "0" * 63])
def test_malformed_hashes_are_refused(tmp_path, digest):
    with pytest.raises(StoreError, match="sha256"):
        ScreenshotStore(tmp_path).path(digest)


@pytest.mark.parametrize("suffix", ["png", "./png", ".p/g", ""])
def test_malformed_suffixes_are_refused(tmp_path, suffix):
    with pytest.raises(StoreError, match="suffix"):
        ScreenshotStore(tmp_path).put(PNG, suffix)


def test_a_failed_write_leaves_neither_blob_nor_temporary_file(tmp_path, monkeypatch):
    shots = ScreenshotStore(tmp_path)

    def fail_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", fail_replace)
    with pytest.raises(StoreError, match="disk full"):
        shots.put(PNG)
    assert _files(tmp_path) == []


def test_the_final_name_appears_only_with_complete_content(tmp_path, monkeypatch):
    shots = ScreenshotStore(tmp_path)
    digest = hashlib.sha256(PNG).hexdigest()
    seen: dict[str, object] = {}
    real_replace = os.replace

    def spy_replace(src, dst):
        # Just before the rename the full bytes are in the temporary file and the final
        # name does not exist yet.
        with open(src, "rb") as tmp:
            seen["tmp"] = tmp.read()
        seen["final_existed"] = os.path.exists(dst)
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", spy_replace)
    shots.put(PNG)
    assert seen == {"tmp": PNG, "final_existed": False}
    assert _files(tmp_path) == [f"{digest[:2]}/{digest[2:]}.png"]


def test_a_temporary_file_left_by_a_killed_process_is_neither_reused_nor_hit(tmp_path, monkeypatch):
    # A killed process with this one's pid could have left the first temporary name.
    monkeypatch.setattr(screenshots, "_TMP_NAMES", itertools.count())
    digest = hashlib.sha256(PNG).hexdigest()
    left = tmp_path / digest[:2] / f".tmp-{os.getpid()}-0"
    left.parent.mkdir()
    left.write_bytes(b"torn")
    assert ScreenshotStore(tmp_path).put(PNG) == digest
    assert left.read_bytes() == b"torn"
    assert (tmp_path / digest[:2] / f"{digest[2:]}.png").read_bytes() == PNG


def test_concurrent_puts_of_the_same_and_different_content(tmp_path):
    shots = ScreenshotStore(tmp_path)
    blobs = [PNG + bytes([i]) for i in range(8)]
    results: list[list[str]] = [[] for _ in range(4)]

    def worker(index: int) -> None:
        for blob in blobs:
            results[index].append(shots.put(blob))

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    expected = [hashlib.sha256(blob).hexdigest() for blob in blobs]
    assert all(result == expected for result in results)
    assert len(_files(tmp_path)) == 8
    assert [shots.get(digest) for digest in expected] == blobs


def test_store_saves_an_observation_as_a_screen_ref(store):
    observation = Observation(
        png=PNG,
        width=10,
        height=20,
        hierarchy="<hierarchy/>",
        package="com.maps",
        activity=".Main",
        url=None,
    )
    ref = store.save_screen(observation)
    assert store.screenshots.get(ref.screenshot_hash) == PNG
    assert ref.hierarchy_hash is not None
    assert store.screenshots.get_text(ref.hierarchy_hash) == "<hierarchy/>"
    assert (ref.package, ref.activity, ref.url) == ("com.maps", ".Main", None)
    bare = store.save_screen(Observation(png=PNG, width=10, height=20))
    assert bare.screenshot_hash == ref.screenshot_hash and bare.hierarchy_hash is None
