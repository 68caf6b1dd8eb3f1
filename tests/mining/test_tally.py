"""The writer's running tally of a tree agrees with counting the whole tree."""

from __future__ import annotations

from dataclasses import dataclass, field

from m2miner.mcts import MCTS, Budget, Node, SearchConfig, count_iterations, find_successes
from m2miner.mining.persist import Tally
from tests.mcts.mcts_toy import RecordingHooks, ToyApp


@dataclass
class TallyHooks(RecordingHooks):
    """Keeps a tally as the writer does, and checks it against a full count each time."""

    root: Node = field(default_factory=Node.root)
    tally: Tally = field(default_factory=Tally)
    checked: int = 0

    def on_evaluated(self, node: Node, path: list[Node]) -> None:
        super().on_evaluated(node, path)
        self.tally.add(node)
        assert self.root.n + self.tally.dead == count_iterations(self.root)
        assert self.tally.successes == len(find_successes(self.root))
        self.checked += 1


def test_tally_follows_a_search_node_by_node_and_restarts_from_a_tree() -> None:
    app, hooks = ToyApp(), TallyHooks()
    # A wide search (C = 1), so the tally is checked over dead ends as well as successes.
    search = MCTS(SearchConfig(successes=3, c_uct=1.0), 0, app.expand, app.evaluate, hooks)
    search.run(hooks.root, Budget(iterations=60))
    assert hooks.checked > 10 and hooks.tally.successes == 3
    again = Tally(hooks.root)
    assert (again.dead, again.successes) == (hooks.tally.dead, hooks.tally.successes)
