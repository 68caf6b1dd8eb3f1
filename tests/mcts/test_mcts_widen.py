"""Progressive widening: a node whose children were all judged not valid is expanded again."""

from __future__ import annotations

from dataclasses import dataclass, field

from m2miner.mcts import MCTS, Budget, Evaluation, Expansion, Node, Proposal, build_tree
from m2miner.mcts.node import to_records
from tests.mcts.mcts_toy import RecordingHooks, toy_config

INVALID = Evaluation(0.2)
VALID = Evaluation(0.8)
SUCCESS = Evaluation(1.0, terminal=True, success=True)


@dataclass
class WideningApp:
    """The root's first expansion proposes two wrong actions, each leading on to more
    wrong ones; asked again (shown the children it has), it proposes the right one, whose
    ``terminate`` succeeds."""

    shown: list[list[str]] = field(default_factory=list)
    first: Evaluation = INVALID

    def expand(self, node: Node) -> Expansion:
        if node.payload is None:
            self.shown.append([child.payload for child in node.children])
            names = ["right"] if node.children else ["wrong_a", "wrong_b"]
        elif node.payload == "right":
            names = ["terminate"]
        else:
            names = [f"{node.payload}.{i}" for i in range(2)]
        return Expansion([Proposal(name, f"do {name}") for name in names])

    def evaluate(self, node: Node) -> Evaluation:
        if node.payload == "terminate":
            return SUCCESS
        if node.payload == "right":
            return VALID
        return self.first if node.payload == "wrong_a" else INVALID


def search(app: WideningApp, widen: int, root: Node | None = None, **config: object):
    root = root or Node.root()
    hooks = RecordingHooks()
    mcts = MCTS(toy_config(widen=widen, **config), 0, app.expand, app.evaluate, hooks)
    return mcts.run(root, Budget(iterations=12, max_depth=4)), root


def test_without_widening_the_missed_action_is_never_proposed() -> None:
    app = WideningApp()
    result, root = search(app, widen=0)
    assert not result.successes
    assert app.shown == [[]]  # the root was asked once
    assert [child.payload for child in root.children] == ["wrong_a", "wrong_b"]


def test_a_node_whose_children_all_failed_is_asked_again_shown_them() -> None:
    app = WideningApp()
    result, root = search(app, widen=1)
    assert [node.path()[1].payload for node in result.successes] == ["right"]
    assert app.shown == [[], ["wrong_a", "wrong_b"]]
    right = root.children[2]
    assert (right.payload, right.rank) == ("right", 2)
    assert root.info["widened"] == 1


def test_widening_stops_at_its_limit_and_survives_a_rebuild() -> None:
    app = WideningApp()
    app.expand = _wrong_only(app)  # type: ignore[method-assign]
    result, root = search(app, widen=2)
    assert not result.successes
    assert root.info["widened"] == 2
    assert len(app.shown) == 3  # the first expansion and two widenings
    rebuilt = build_tree(to_records(_with_ids(root)))
    search(app, widen=2, root=rebuilt)
    assert len(app.shown) == 3  # the rebuilt tree had no widening left


def test_a_valid_child_defers_widening_until_the_node_was_visited_enough() -> None:
    app = WideningApp(first=VALID)
    search(app, widen=1, widen_visits=100)
    assert app.shown == [[]]
    app = WideningApp(first=VALID)
    result, root = search(app, widen=1, widen_visits=3)
    assert app.shown == [[], ["wrong_a", "wrong_b"]]
    assert root.n >= 3 * 2 and result.successes


def test_no_widening_in_random_order() -> None:
    app = WideningApp()
    search(app, widen=1, ordering="random")
    assert app.shown == [[]]


def _wrong_only(app: WideningApp):
    def expand(node: Node) -> Expansion:
        if node.payload is None:
            app.shown.append([child.payload for child in node.children])
            names = [f"wrong_{len(node.children)}"]
        else:
            names = [f"{node.payload}.x"]
        return Expansion([Proposal(name, f"do {name}") for name in names])

    return expand


def _with_ids(root: Node) -> Node:
    for number, node in enumerate(root.walk(), 1):
        node.id = number
    return root
