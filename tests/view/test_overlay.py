"""How each kind of action is drawn on the screen it was taken on."""

from __future__ import annotations

from datetime import UTC, datetime

from m2miner.actions import Action
from m2miner.store.records import NodeRecord
from m2miner.view.data import overlay, parse_trajectory_id


def node(action: Action | None) -> NodeRecord:
    return NodeRecord(
        id=2, tree_id=1, parent_id=1, depth=1, rank=0, action=action, description="",
        screenshot_hash=None, hierarchy_hash=None, package=None, activity=None, url=None,
        q=0.0, n=0, prior=None, reward=None, reward_source="none", status="valid", info={},
        created_at=datetime.now(UTC), judged_at=None,
    )  # fmt: skip


def test_each_action_kind_has_its_drawing() -> None:
    assert overlay(node(Action("click", x=10, y=20))) == {
        "kind": "tap", "x": 10, "y": 20, "long": False
    }  # fmt: skip
    assert overlay(node(Action("long_press", x=10, y=20)))["long"] is True
    swipe = overlay(node(Action("swipe", x=540, y=1800, x2=540, y2=600)))
    assert swipe == {"kind": "swipe", "x": 540, "y": 1800, "x2": 540, "y2": 600}
    assert overlay(node(Action("type", text="coffee"))) == {"kind": "text", "text": "coffee"}
    assert overlay(node(Action("system_button", button="Back")))["text"] == "system_button: Back"
    assert overlay(node(Action("terminate", status="success")))["text"] == "terminate: success"
    assert overlay(node(None)) is None


def test_trajectory_names() -> None:
    assert parse_trajectory_id("t3-n17") == (3, 17)
    assert parse_trajectory_id("r12") == (None, 12)
