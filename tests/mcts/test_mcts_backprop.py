"""Selection, expansion and backpropagation, checked against values computed by hand."""

from __future__ import annotations

import math

import pytest

from m2miner.mcts import (
    ENV_ERROR,
    MCTS,
    Budget,
    Evaluation,
    Node,
    Proposal,
    backpropagate,
    count_iterations,
    uct_score,
)
from m2miner.mcts.uct import ordered_children
from tests.mcts.mcts_toy import ScriptedApp, toy_config


def search(app: ScriptedApp, **config: object) -> MCTS:
    return MCTS(toy_config(**config), 0, app.expand, app.evaluate)  # type: ignore[arg-type]


def child(node: Node, payload: str) -> Node:
    return next(c for c in node.children if c.payload == payload)


def test_q_and_n_follow_the_running_mean_computed_by_hand() -> None:
    app = ScriptedApp(
        children={"root": ["a", "b", "c"], "a": ["a1", "a2"]},
        outcomes={
            "a": Evaluation(0.6),
            "b": Evaluation(0.2),
            "a1": Evaluation(0.9),
            "c": Evaluation(0.3),
        },
    )
    root = Node.root("root")
    result = search(app, successes=None).run(root, Budget(iterations=4))

    # 1: root unvisited, no exploration term: a (initial 1) beats b (2/3), c (1/3).
    # 2: ln N(root) = ln 1 = 0: b's 2/3 beats a's Q 0.6.
    # 3: ln 2: a 0.6 + sqrt(ln2 / 2) = 1.189 > c 1/3 + sqrt(ln2) = 1.166 > b 0.789;
    #    a is expanded and its first-ranked child a1 evaluated.
    # 4: ln 3: c 1/3 + sqrt(ln3) = 1.381 > a 0.75 + sqrt(ln3 / 3) = 1.355.
    assert app.evaluated == ["a", "b", "a1", "c"]
    assert app.expanded == ["root", "a"]
    a, b, c = root.children
    assert (a.q, a.n) == (pytest.approx((0.6 + 0.9) / 2), 2)
    assert (b.q, b.n) == (pytest.approx(0.2), 1)
    assert (c.q, c.n) == (pytest.approx(0.3), 1)
    assert (child(a, "a1").q, child(a, "a1").n) == (pytest.approx(0.9), 1)
    assert child(a, "a2").n == 0
    assert (root.q, root.n) == (pytest.approx((0.6 + 0.2 + 0.9 + 0.3) / 4), 4)
    assert result.stop_reason == "budget:iterations"
    assert result.iterations == 4


def test_backpropagate_updates_every_node_on_the_path() -> None:
    root = Node.root()
    root.q, root.n = 0.5, 3
    mid = Node(parent=root, depth=1, q=0.25, n=1)
    leaf = Node(parent=mid, depth=2)
    backpropagate([root, mid, leaf], 0.75)
    assert (root.q, root.n) == (pytest.approx((0.5 * 3 + 0.75) / 4), 4)
    assert (mid.q, mid.n) == (pytest.approx(0.5), 2)
    assert (leaf.q, leaf.n) == (0.75, 1)


def test_uct_score_uses_initial_value_until_visited() -> None:
    parent = Node.root()
    parent.n = 4
    fresh = Node(parent=parent, depth=1, init_value=0.4)
    seen = Node(parent=parent, depth=1, init_value=0.9, q=0.3, n=2)
    assert uct_score(fresh, parent, 2.0, 1.0) == pytest.approx(0.4 + 2 * math.sqrt(math.log(4)))
    assert uct_score(seen, parent, 2.0, 1.0) == pytest.approx(0.3 + 2 * math.sqrt(math.log(4) / 3))
    parent.n = 1
    assert uct_score(seen, parent, 2.0, 1.0) == 0.3


def test_ranked_children_are_tried_best_first_with_linear_initial_values() -> None:
    app = ScriptedApp(
        children={"root": ["a", "b", "c"]},
        outcomes={name: Evaluation(0.0) for name in "abc"},
    )
    root = Node.root("root")
    search(app, successes=None).run(root, Budget(iterations=3))
    assert [c.init_value for c in root.children] == pytest.approx([1.0, 2 / 3, 1 / 3])
    assert [c.rank for c in root.children] == [0, 1, 2]
    assert [c.description for c in root.children] == ["do a", "do b", "do c"]
    assert app.evaluated == ["a", "b", "c"]


def test_custom_initial_values_and_proposal_overrides() -> None:
    app = ScriptedApp(
        children={"root": ["a", Proposal("b", init_value=0.95), "c"]},
        outcomes={name: Evaluation(0.0) for name in "abc"},
    )
    root = Node.root("root")
    search(app, init_value=lambda rank, k: 0.5 ** (rank + 1)).run(root, Budget(iterations=1))
    assert [c.init_value for c in root.children] == [0.5, 0.95, 0.125]
    assert app.evaluated == ["b"]


def test_equal_scores_go_to_the_better_rank_then_the_earlier_child() -> None:
    root = Node.root()
    nodes = [Node(parent=root, depth=1, rank=r, init_value=0.5) for r in (2, 0, 1, 1)]
    root.children = nodes
    order = ordered_children(root, toy_config(), None)
    assert order == [nodes[1], nodes[2], nodes[3], nodes[0]]


def test_tie_on_initial_value_takes_the_first_ranked() -> None:
    app = ScriptedApp(
        children={"root": [Proposal(name, init_value=0.5) for name in "xyz"]},
        outcomes={name: Evaluation(0.5) for name in "xyz"},
    )
    root = Node.root("root")
    search(app, successes=None).run(root, Budget(iterations=3))
    # 1: all tie at 0.5: rank picks x. 2: x's Q 0.5 ties y and z (ln 1 = 0): rank
    # picks x again, which proposes nothing, so y, next in order, is evaluated.
    assert app.evaluated == ["x", "y", "z"]


def test_a_terminal_reward_is_counted_once_and_the_search_moves_on() -> None:
    # t is judged a success first; re-adding its reward on revisits would keep t's Q
    # at 1 and pull the next iterations back to it (ln 2: t 1 + sqrt(ln2 / 2) = 1.589
    # beats u 0.5 + sqrt(ln2) = 1.333). Closed, it is never selected again.
    app = ScriptedApp(
        children={"root": ["t", "u"], "u": ["u1", "u2"]},
        outcomes={
            "t": Evaluation(1.0, terminal=True, success=True),
            "u": Evaluation(0.5),
            "u1": Evaluation(0.0, terminal=True),
            "u2": Evaluation(1.0, terminal=True, success=True),
        },
    )
    root = Node.root("root")
    result = search(app, successes=2).run(root, Budget(iterations=10))
    t, u = root.children
    assert app.evaluated == ["t", "u", "u1", "u2"]
    assert (t.q, t.n) == (1.0, 1)
    assert t.exhausted
    assert (u.q, u.n) == (pytest.approx(0.5), 3)
    assert (root.q, root.n) == (pytest.approx(2.5 / 4), 4)
    assert result.stop_reason == "successes"
    assert result.successes == (t, u.children[1])
    assert result.iterations == 4


def test_a_node_whose_children_are_all_closed_is_closed_and_the_tree_ends() -> None:
    app = ScriptedApp(
        children={"root": ["t", "u"], "u": ["u1"]},
        outcomes={
            "t": Evaluation(1.0, terminal=True, success=True),
            "u": Evaluation(0.5),
            "u1": Evaluation(0.0, terminal=True),
        },
    )
    root = Node.root("root")
    result = search(app, successes=None).run(root, Budget(iterations=50))
    assert app.evaluated == ["t", "u", "u1"]
    assert root.children[1].exhausted and root.exhausted
    assert result.stop_reason == "exhausted" and result.iterations == 3
    assert all(node.n == 1 for node in root.walk() if node.terminal)


def test_dead_nodes_are_not_backpropagated_nor_selected_again() -> None:
    app = ScriptedApp(
        children={"root": ["a", "b", "c"], "b": ["b1"]},
        outcomes={
            "a": Evaluation(0.0, status=ENV_ERROR),
            "b": Evaluation(0.5),
            "b1": Evaluation(0.5),
            "c": Evaluation(0.25),
        },
    )
    root = Node.root("root")
    result = search(app, successes=None).run(root, Budget(iterations=4))
    a = root.children[0]
    # 2: a is out, so b (2/3) beats c (1/3). 3: ln 1 = 0, b's Q 0.5 still beats c.
    # 4: ln 2: c 1/3 + sqrt(ln2) = 1.166 beats b 0.5 + sqrt(ln2 / 3) = 0.981.
    assert app.evaluated == ["a", "b", "b1", "c"]
    assert a.dead and a.exhausted and (a.n, a.q) == (0, 0.0)
    assert a.reward == 0.0 and a.status == ENV_ERROR
    assert root.n == 3
    assert root.q == pytest.approx((0.5 + 0.5 + 0.25) / 3)
    assert count_iterations(root) == result.iterations == 4


def test_dead_status_wins_over_a_terminal_flag() -> None:
    app = ScriptedApp(
        children={"root": ["a"]},
        outcomes={"a": Evaluation(1.0, terminal=True, success=True, status="divergent")},
    )
    root = Node.root("root")
    result = search(app).run(root, Budget(iterations=5))
    assert result.stop_reason == "exhausted"
    assert result.successes == ()
    assert not root.children[0].success


def test_exhausted_tree_stops_the_search() -> None:
    app = ScriptedApp(
        children={"root": ["a", "b"]},
        outcomes={"a": Evaluation(0.0, terminal=True), "b": Evaluation(0.5)},
    )
    root = Node.root("root")
    result = search(app, successes=None).run(root, Budget(iterations=100))
    # 3: b is selected, expands to nothing, and with the terminal a left the root is
    # exhausted: the terminal is not revisited inside an exhausted subtree.
    assert result.stop_reason == "exhausted"
    assert result.iterations == 2
    assert app.expanded == ["root", "b"]
    assert root.exhausted and root.children[1].exhausted and root.children[1].expanded


def test_a_dead_end_hands_the_iteration_to_the_next_child() -> None:
    app = ScriptedApp(
        children={"root": ["a", "b", "c"]},
        outcomes={"a": Evaluation(0.875), "b": Evaluation(0.0), "c": Evaluation(0.25)},
    )
    root = Node.root("root")
    search(app, successes=None).run(root, Budget(iterations=3))
    # 2: a's Q 0.875 beats b's 2/3 (ln 1 = 0), but a proposes nothing; within the same
    # iteration the root's next choice, b, is evaluated. 3: c 1/3 + sqrt(ln2) wins.
    assert app.evaluated == ["a", "b", "c"]
    assert app.expanded == ["root", "a"]
    assert root.n == 3


def test_an_empty_root_expansion_is_exhausted_at_once() -> None:
    app = ScriptedApp(children={}, outcomes={})
    root = Node.root("root")
    result = search(app).run(root, Budget())
    assert (result.stop_reason, result.iterations) == ("exhausted", 0)
    assert root.expanded and root.exhausted


def test_evaluation_values_are_checked() -> None:
    with pytest.raises(ValueError, match="reward"):
        Evaluation(1.5)
    with pytest.raises(ValueError, match="terminal"):
        Evaluation(1.0, success=True)
    with pytest.raises(ValueError, match="status"):
        Evaluation(0.5, status="new")
