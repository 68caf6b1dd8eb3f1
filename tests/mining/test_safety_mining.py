"""The safety policy while mining the sim shop's checkout: Place order is blocked by
default and recorded as a blocked node with the rule that fired; sandbox accounts
(safety.sandbox) may order."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from m2miner.config import Config
from m2miner.devices.factory import app_target
from m2miner.devices.sim import SimDevice
from m2miner.mining.plan import MineRequest
from m2miner.mining.run import mine
from m2miner.store import Store
from m2miner.store.opening import open_store
from m2miner.store.records import LoadedTree, NodeRecord
from m2miner.store.treeview import path_to
from tests.mining.conftest import make_config

CHECKOUT = "In the Cart, Proceed to checkout, Continue and Place order"
PLACE_ORDER = 'Click "Place order"'


def mine_checkout(tmp_path: Path, **overrides: Any) -> tuple[Store, LoadedTree]:
    # More than one success keeps the search going past the review screen, where the
    # heuristic judge already calls the intent covered, so Place order gets its turn.
    config = make_config(tmp_path, **{"budget.iterations": 30, "search.successes": 3, **overrides})
    report = mine(config, MineRequest(app="shop", intents=(CHECKOUT,)))
    store = open_store(config)
    return store, store.trees.load(report.outcomes[0].tree_id)


def texts(store: Store, node: NodeRecord) -> list[str]:
    assert node.hierarchy_hash is not None
    root = ET.fromstring(store.screenshots.get_text(node.hierarchy_hash))
    return [el.get("text") or "" for el in root.iter("node")]


def tried(loaded: LoadedTree, description: str) -> list[NodeRecord]:
    return [n for n in loaded.nodes if n.description == description and n.status != "candidate"]


def test_place_order_is_blocked_and_recorded_by_default(tmp_path: Path) -> None:
    store, loaded = mine_checkout(tmp_path)
    with store:
        blocked = tried(loaded, PLACE_ORDER)
        assert blocked and all(n.status == "blocked" for n in blocked)
        node = blocked[0]
        assert node.info["element"] == "Place order"
        assert node.info["safety"]["rule"] == "commit-label"
        assert node.info["safety"]["kind"] == "purchase"
        assert node.info["blocked"] == (
            "click on 'Place order' looks irreversible (matches 'place order')"
        )
        assert node.screenshot_hash is None and node.reward == 0.0  # never executed
        review = loaded.node(node.parent_id)
        assert "Review your order" in texts(store, review)
        steps = [n.description for n in path_to(loaded.nodes, node.id)[1:]]
        # The search may look around the shop before it goes to the cart.
        assert steps[-4:] == [
            'Click "Cart"',
            'Click "Proceed to checkout"',
            'Click "Continue"',
            PLACE_ORDER,
        ]
        # Nothing was ordered anywhere in the tree.
        for other in loaded.nodes:
            if other.hierarchy_hash is not None:
                assert "Thank you!" not in texts(store, other)


def test_sandbox_accounts_may_place_the_order(tmp_path: Path) -> None:
    store, loaded = mine_checkout(tmp_path, **{"safety.sandbox": True})
    with store:
        assert not [n for n in loaded.nodes if n.status == "blocked"]
        [placed] = tried(loaded, PLACE_ORDER)
        assert placed.status == "valid"
        shown = texts(store, placed)
        assert "Thank you!" in shown and "Your order #112-5093 has been placed." in shown
        path = path_to(loaded.nodes, placed.id)
    # Replayed on a fresh sim, the stored path places the order in the app's state.
    device = SimDevice("shop")
    try:
        device.start_app(app_target(Config(), "shop", "sim")[0])
        assert device.state.app_state("shop").variables["order_placed"] is False
        for node in path[1:]:
            assert node.action is not None
            device.execute(node.action)
        assert device.state.app_state("shop").variables["order_placed"] is True
    finally:
        device.close()


def test_leaving_the_app_is_recorded_and_the_device_is_brought_back(tmp_path: Path) -> None:
    config = make_config(tmp_path, **{"budget.iterations": 60})
    report = mine(config, MineRequest(app="shop", task_ids=("shop.place_order_next_day",)))
    with open_store(config) as store:
        loaded = store.trees.load(report.outcomes[0].tree_id)
    left = [n for n in loaded.nodes if "left_app" in n.info]
    assert left, "the search pressed Back out of the shop at least once"
    node = left[0]
    assert node.info["left_app"] == (
        "left the app: 'com.android.launcher3' is in front, not 'com.m2miner.shop'"
    )
    assert node.package == "com.android.launcher3"  # the launcher's screen is kept
    assert node.status == "failure" and node.reward == 0.0
    assert not loaded.children(node.id)  # a dead end: never expanded
    assert node.judged_at is not None
    later = [n for n in loaded.nodes if n.judged_at and n.judged_at > node.judged_at]
    back = [n for n in later if n.screenshot_hash and "left_app" not in n.info]
    assert back and all(n.package == "com.m2miner.shop" for n in back)
