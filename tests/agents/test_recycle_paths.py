"""Which paths of a tree become recycling candidates (the rules of recycle_paths)."""

from __future__ import annotations

from datetime import UTC, datetime

from m2miner.actions import Action
from m2miner.agents.recycle_paths import candidate_paths, has_detour, valid_paths
from m2miner.store.records import (
    IntentRecord,
    LoadedTree,
    NodeRecord,
    NodeStatus,
    TreeCounters,
    TreeRecord,
)

NOW = datetime(2026, 1, 1, tzinfo=UTC)
BACK = Action("system_button", button="Back")
DONE = Action("terminate", status="success")


def click(label: str) -> tuple[Action, str]:
    return Action("click", x=10, y=10), f'Click "{label}"'


class TreeBuilder:
    """Hand-built trees: each node's screen defaults to a screen of its own."""

    def __init__(self) -> None:
        self.nodes: list[NodeRecord] = [self._record(1, None, None, "", "valid", "s1", 0.0)]

    def add(
        self,
        parent: int,
        step: tuple[Action, str],
        *,
        status: NodeStatus = "valid",
        screen: str | None = None,
        q: float = 0.5,
    ) -> int:
        node_id = len(self.nodes) + 1
        action, description = step
        record = self._record(
            node_id, parent, action, description, status, screen or f"s{node_id}", q
        )
        self.nodes.append(record)
        return node_id

    def _record(
        self,
        node_id: int,
        parent: int | None,
        action: Action | None,
        description: str,
        status: NodeStatus,
        screen: str,
        q: float,
    ) -> NodeRecord:
        depth = 0 if parent is None else self.nodes[parent - 1].depth + 1
        return NodeRecord(
            id=node_id,
            tree_id=1,
            parent_id=parent,
            depth=depth,
            rank=None,
            action=action,
            description=description,
            screenshot_hash=screen + "-png",
            hierarchy_hash=screen,
            package=None,
            activity=None,
            url=None,
            q=q,
            n=1,
            prior=None,
            reward=None,
            reward_source="heuristic",
            status=status,
            info={},
            created_at=NOW,
            judged_at=NOW,
        )

    def tree(self) -> LoadedTree:
        tree = TreeRecord(
            id=1,
            run_id=1,
            intent_id=1,
            app="maps",
            device="sim:maps#0",
            search="m2m",
            status="failed",
            root_node_id=1,
            counters=TreeCounters(),
            started_at=NOW,
            finished_at=NOW,
            ground_truth_success=None,
            stop_reason="budget:iterations",
            error=None,
        )
        intent = IntentRecord(
            1, "Open Saved", "maps", "mobile", None, "task", None, None, None, None, None, 1, NOW
        )
        return LoadedTree(tree, intent, tuple(self.nodes))


def ends(paths: list) -> list[int]:
    return [p.end.id for p in paths]


def test_only_paths_of_valid_nodes_ending_on_a_real_step() -> None:
    b = TreeBuilder()
    a = b.add(1, click("Saved"))
    b.add(1, click("Explore"), status="invalid")
    bad = b.add(1, click("Recents"), status="invalid")
    b.add(bad, click("Clear history"))  # under an invalid node
    b.add(1, click("Layers"), status="candidate")
    b.add(a, (DONE, "Terminate: success"), status="failure")
    c = b.add(a, click("Harbor Cafe"))
    b.add(c, (Action("answer", text="9 am"), "Answer: 9 am"), status="valid")
    assert ends(valid_paths(b.tree())) == [a, c]
    assert ends(valid_paths(b.tree(), min_length=2)) == [c]


def test_paths_ending_on_navigation_or_a_screen_seen_before_are_dropped() -> None:
    b = TreeBuilder()
    a = b.add(1, click("Saved"))
    b.add(a, (BACK, "Press the Back button"))
    b.add(a, click("Navigate up"))
    b.add(a, (Action("swipe", x=5, y=900, x2=5, y2=100), "Swipe up"))
    b.add(a, click("Explore"), screen="s1")  # back to the start screen
    b.add(a, click("Sort"), screen=f"s{a}")  # the screen did not change
    kept = b.add(a, click("Harbor Cafe"))
    assert ends(valid_paths(b.tree())) == [a, kept]


def test_the_trees_own_successful_trajectory_is_not_recycled_but_its_prefix_is() -> None:
    b = TreeBuilder()
    coffee = b.add(1, click("Coffee"))
    cafe = b.add(coffee, click("Harbor Cafe"))
    b.add(cafe, (DONE, "Terminate: success"), status="success")
    assert ends(candidate_paths(b.tree())) == [coffee]


def test_identical_action_sequences_are_kept_once() -> None:
    b = TreeBuilder()
    first = b.add(1, click("Saved"))
    b.add(1, click("Saved"))
    assert ends(candidate_paths(b.tree())) == [first]


def test_a_prefix_is_dropped_unless_the_tree_branches_at_its_end() -> None:
    b = TreeBuilder()
    search = b.add(1, click("Search here"))
    museum = b.add(search, click("City Museum"))
    directions = b.add(museum, click("Directions"))
    cafe = b.add(search, click("Harbor Cafe"))
    save = b.add(cafe, click("Save"))
    # "Search here" branches into two sub-tasks and is kept; "City Museum" and
    # "Harbor Cafe" each lead to one longer path, which says more.
    kept = set(ends(candidate_paths(b.tree())))
    assert kept == {search, directions, save}


def test_cap_prefers_paths_without_detour_then_longer_then_higher_q() -> None:
    b = TreeBuilder()
    saved = b.add(1, click("Saved"), q=0.9)
    wander = b.add(saved, (BACK, "Press the Back button"), screen="s1")
    detour = b.add(wander, click("Recents"))
    low = b.add(1, click("Layers"), q=0.2)
    high = b.add(1, click("Coffee"), q=0.7)
    deep = b.add(high, click("Harbor Cafe"), q=0.1)
    paths = candidate_paths(b.tree(), max_paths=10)
    assert ends(paths) == [deep, saved, low, detour]
    assert [has_detour(p) for p in paths] == [False, False, False, True]
    assert ends(candidate_paths(b.tree(), max_paths=2)) == [deep, saved]
    assert candidate_paths(b.tree(), max_paths=10) == paths  # deterministic
