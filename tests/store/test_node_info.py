"""The node info record: typed sections read from stored JSON of any version, written
with the version, nothing unknown lost, wrong types refused."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from m2miner.errors import StoreError
from m2miner.store import Judgement, Store
from m2miner.store.node_info import VERSION, NodeInfo, fault_counts

# A terminal node's info as a version-0 row holds it (read from a mined sim tree).
OLD_ROW = {
    "popup": False,
    "critic": {"no_change": False, "elements_changed": 28, "source": "hierarchy"},
    "verdict": "success",
    "terminal": True,
    "judge": {"progress": 1.0, "before": 0.0},
    "checks": [
        {
            "method": "verifier",
            "passed": True,
            "detail": "sim: the predicate of maps.open_recents holds",
            "error": None,
            "device_steps": 2,
            "model_calls": 0,
        },
        {"method": "end_state", "passed": None, "error": "no screen"},
    ],
    "ground_truth_success": True,
    "judged": "success",
    "verified": True,
    "faults": [{"kind": "model_timeout", "injected": True}, {"kind": "popup"}],
}


def test_an_old_row_reads_into_typed_sections_and_back_unchanged() -> None:
    info = NodeInfo.parse(OLD_ROW)
    assert info.verdict == "success" and info.terminal is True and info.verified is True
    assert info.refuted is None and info.ground_truth_success is True
    assert info.critic == {"no_change": False, "elements_changed": 28, "source": "hierarchy"}
    assert [(c.method, c.passed, c.error) for c in info.checks] == [
        ("verifier", True, None),
        ("end_state", None, "no screen"),
    ]
    assert (info.checks[0].device_steps, info.checks[1].model_calls) == (2, 0)
    assert [(f.kind, f.injected) for f in info.faults] == [
        ("model_timeout", True),
        ("popup", False),
    ]
    assert info.extra == {"popup": False}  # a key no section names, kept as it is
    # The mapping view is the stored row, in its order, without the version.
    assert info == OLD_ROW and list(info) == list(OLD_ROW) and info["popup"] is False
    assert info.get("dialogs") is None and "popup" in info and "v" not in info
    stored = info.to_json()
    assert stored == {"v": VERSION, **OLD_ROW} and next(iter(stored)) == "v"
    assert NodeInfo.parse(stored) == OLD_ROW  # a versioned row reads the same


def test_keys_added_to_a_stored_row_and_an_empty_info_is_empty() -> None:
    stored = NodeInfo.parse({"verdict": "valid"}).to_json()
    info = NodeInfo.parse({**stored, "recycle": {"intent": 3}})
    assert info.recycle == {"intent": 3} and info.verdict == "valid"
    assert dict(info) == {"verdict": "valid", "recycle": {"intent": 3}}
    empty = NodeInfo.parse(None)
    assert len(empty) == 0 and empty.faults == () and empty.to_json() == {"v": VERSION}


def test_a_newer_version_and_wrong_types_are_refused_with_the_key() -> None:
    with pytest.raises(StoreError, match="schema version 2; this m2miner reads up to 1"):
        NodeInfo.parse({"v": 2}, node=7)
    with pytest.raises(StoreError, match="node 7's info: 'verified' should be bool"):
        NodeInfo.parse({"verified": "yes"}, node=7)
    with pytest.raises(StoreError, match="'faults' should be a list of objects"):
        NodeInfo.parse({"faults": ["timeout"]})
    with pytest.raises(StoreError, match="'critic' should be Mapping"):
        NodeInfo.parse({"critic": 0.5})


def test_fault_counts_by_kind_most_frequent_first() -> None:
    infos = [OLD_ROW, {"faults": [{"kind": "popup"}]}, {}, {"faults": [{"detail": "no kind"}]}]
    assert fault_counts(infos) == {"popup": 2, "model_timeout": 1}


def test_the_store_writes_the_version_and_reads_old_rows(
    store: Store, small_tree, tmp_path: Path
) -> None:
    tap = small_tree.tap
    judged = store.nodes.record_result(
        tap.id, Judgement("success", 1.0, "judge", info=OLD_ROW), path=[]
    )
    assert isinstance(judged.info, NodeInfo) and judged.info.verified is True
    added = store.nodes.add_info(tap.id, {"recycle": {"intent": 9}})
    assert added.info.recycle == {"intent": 9} and added.info.checks == judged.info.checks
    db = sqlite3.connect(tmp_path / "m2miner.db")  # the store fixture's file
    (raw,) = db.execute("select info from nodes where id = ?", (tap.id,)).fetchone()
    assert json.loads(raw) == {"v": VERSION, **OLD_ROW, "recycle": {"intent": 9}}
    # A row as an older m2miner wrote it (no version) reads through the same record.
    db.execute("update nodes set info = ? where id = ?", (json.dumps(OLD_ROW), tap.id))
    db.commit()
    db.close()
    (node,) = [n for n in store.trees.load(small_tree.tree.id).nodes if n.id == tap.id]
    assert node.info == OLD_ROW and node.info.faults[0].kind == "model_timeout"
