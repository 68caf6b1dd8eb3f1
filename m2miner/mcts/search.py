"""Monte Carlo Tree Search over one intent's tree, as in M²-Miner.

One iteration selects a leaf by UCT from the root, expands it once if it has never
been expanded (children get decreasing initial values by rank), evaluates the best
child instead of rolling out, and backpropagates the reward along the path:
``Q <- (Q * N + R) / (N + 1)``, ``N <- N + 1``.

Rules beyond the paper, fixed here so that every tree is searched the same way:

* A failed node (a status in ``DEAD_STATUSES``) is not backpropagated and is never
  selected again; its iteration still counts. An ``ENV_ERROR`` node (a model or the
  device failed) is the exception: it is evaluated again by a later iteration, up to
  ``env_error_retries`` times. An expansion that failed likewise leaves its node
  unexpanded for a later iteration to expand again, and costs an iteration.
* A terminal node's reward is counted once. An evaluated terminal node is *closed*:
  its reward is backpropagated when it is evaluated and it is never selected again, so
  its value stays in its ancestors' ``Q`` exactly once. Re-adding the stored reward on a
  revisit brings no new information, since the verdict on a terminal node does not
  change, yet it pulls every later iteration back to the first terminal judged a
  success, right or wrong: the search stops exploring, spends its iterations on a path
  it already has, and never mines a second success from the same tree.
* A node is exhausted when it is dead, an evaluated terminal node, or expanded with all
  children exhausted (so a node whose children are all closed is closed too). Selection
  never enters an exhausted node (nothing under it can change), and the search stops
  with ``"exhausted"`` when the root is exhausted, or with ``"env_errors"`` when
  environment errors past their retries are part of the reason.
* ``successes`` counts terminal nodes whose evaluation says ``success``: an evaluator
  that can verify its verdict (the miner does on sim tasks) returns a refuted success as
  a failure, so it neither counts nor stops the search.
* A :data:`~m2miner.mcts.node.TRANSPOSITION` node (its state was reached first by another
  node of the tree; see :mod:`m2miner.critic.search`) is backpropagated once and closed
  like an evaluated terminal node: it is never expanded, so a state is searched once.
* An expansion that proposes nothing makes a dead end; selection then continues with
  the next child in order at the parent, within the same iteration.

The search keeps no random-generator state: the only random choice, the shuffle of
proposals in random ordering, draws from a generator seeded by (seed, node's rank path),
so a tree rebuilt from its records continues exactly as if it had never stopped.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from m2miner.mcts.budget import Budget, BudgetTracker, Clock, Usage
from m2miner.mcts.contracts import (
    Evaluate,
    Evaluation,
    Expand,
    Prefer,
    SearchConfig,
    SearchHooks,
    SearchResult,
    StopReason,
)
from m2miner.mcts.node import (
    ENV_ERROR,
    Node,
    count_iterations,
    find_successes,
    refresh_exhausted,
    set_retries,
    spent_env_errors,
)
from m2miner.mcts.uct import ordered_children


def backpropagate(path: list[Node], reward: float) -> None:
    """Fold ``reward`` into the running mean ``q`` of every node on ``path``."""
    for node in path:
        node.q = (node.q * node.n + reward) / (node.n + 1)
        node.n += 1


class MCTS:
    """The search for one tree.

    ``run`` is the sequential loop. A tree-parallel runner calls ``select_leaf``,
    evaluates the leaf outside the lock, then calls ``complete``; both must be called
    under one lock, since nodes are shared mutable state.
    """

    def __init__(
        self,
        config: SearchConfig,
        rng_seed: int,
        expand: Expand,
        evaluate: Evaluate,
        hooks: SearchHooks | None = None,
        clock: Clock = time.monotonic,
    ) -> None:
        self.config = config
        self.rng_seed = rng_seed
        self._expand = expand
        self._evaluate = evaluate
        self._hooks = hooks if hooks is not None else SearchHooks()
        self._clock = clock

    def run(
        self,
        root: Node,
        budget: Budget,
        should_stop: Callable[[], bool] | None = None,
        *,
        prefer: Prefer | None = None,
        spent: Usage | None = None,
        elapsed_s: float = 0.0,
    ) -> SearchResult:
        """Search from ``root`` until a stop rule fires; see :meth:`stop_reason`.

        To resume, pass the rebuilt root, the same budget, and what the tree had
        already ``spent`` (usage and ``elapsed_s`` of wall time); iterations and
        successes are read from the tree. ``should_stop`` is polled between
        iterations, so an interrupt lets the node in flight finish and be recorded.
        """
        tracker = self.tracker(root, budget, spent=spent, elapsed_s=elapsed_s)
        while (reason := self.stop_reason(root, tracker, should_stop)) is None:
            before = tracker.iterations
            leaf = self.select_leaf(root, tracker, prefer)
            if leaf is None:
                if tracker.iterations > before:
                    continue  # an expansion failed: that was the iteration
                reason = _exhausted(root)
                break
            self.complete(leaf, self._evaluate(leaf), tracker)
        return SearchResult(
            stop_reason=reason,
            successes=tuple(find_successes(root)),
            iterations=tracker.iterations,
            usage=tracker.usage,
        )

    def tracker(
        self,
        root: Node,
        budget: Budget,
        *,
        spent: Usage | None = None,
        elapsed_s: float = 0.0,
    ) -> BudgetTracker:
        """A tracker that continues the account of ``root``'s tree (whose nodes get this
        search's retry limit)."""
        set_retries(root, self.config.env_error_retries)
        return BudgetTracker(
            budget,
            spent=spent,
            iterations=count_iterations(root),
            successes=len(find_successes(root)),
            elapsed_s=elapsed_s,
            clock=self._clock,
        )

    def stop_reason(
        self,
        root: Node,
        tracker: BudgetTracker,
        should_stop: Callable[[], bool] | None = None,
    ) -> StopReason | None:
        """Why the search should stop now, or ``None`` to go on.

        Checked in this order: enough successes, root exhausted, a budget limit
        (``"budget:<field>"``), ``should_stop()`` (``"interrupted"``).
        """
        target = self.config.successes
        if target is not None and tracker.successes >= target:
            return "successes"
        if root.exhausted:
            return _exhausted(root)
        limit = tracker.exceeded()
        if limit is not None:
            return f"budget:{limit}"
        if should_stop is not None and should_stop():
            return "interrupted"
        return None

    def select_leaf(
        self, root: Node, tracker: BudgetTracker, prefer: Prefer | None = None
    ) -> Node | None:
        """Select (expanding on the way) the next node to evaluate.

        Returns an unevaluated node with one virtual loss added along its path (a node
        whose evaluation is to be retried counts as unevaluated); ``None`` when nothing
        is selectable
        (the root is exhausted, or every open branch is in flight), or when an expansion
        on the way failed (then ``tracker.iterations`` grew by one: that was the
        iteration).
        """
        leaf = self._descend(root, tracker, prefer)
        if leaf is None or leaf is _FAILED:
            return None
        if not leaf.evaluated:
            leaf.at_depth_limit = leaf.depth >= tracker.budget.max_depth
        for node in leaf.path():
            node.in_flight += 1
        return leaf

    def complete(self, leaf: Node, evaluation: Evaluation, tracker: BudgetTracker) -> None:
        """Finish the iteration that selected ``leaf`` with the result of evaluating it.

        Removes the virtual loss, records the evaluation, backpropagates, and calls the
        hook.
        """
        path = leaf.path()
        if any(node.in_flight < 1 for node in path):
            raise ValueError(f"node {leaf.key()!r} was not selected")
        if leaf.evaluated:
            raise ValueError(f"node {leaf.key()!r} was already evaluated")
        for node in path:
            node.in_flight -= 1
        tracker.iterations += 1
        tracker.add(evaluation.usage)
        _record(leaf, evaluation)
        if not leaf.failed:
            backpropagate(path, evaluation.reward)
            if leaf.success:
                tracker.successes += 1
        refresh_exhausted(leaf)
        self._hooks.on_evaluated(leaf, path)

    def _descend(self, node: Node, tracker: BudgetTracker, prefer: Prefer | None) -> Node | None:
        if node.parent is not None and not node.evaluated:
            return node
        if node.exhausted:
            return None
        if not node.expanded:
            if node.depth >= tracker.budget.max_depth:
                return None
            if not self._expand_node(node, tracker):
                return _FAILED
        for child in ordered_children(node, self.config, prefer):
            leaf = self._descend(child, tracker, prefer)
            if leaf is not None:
                return leaf
            if node.exhausted:
                return None
        return None

    def _expand_node(self, node: Node, tracker: BudgetTracker) -> bool:
        """Expand ``node``; False when the expansion failed (an iteration spent)."""
        if node.children:
            raise ValueError(f"node {node.key()!r} has children but is not marked expanded")
        expansion = self._expand(node)
        tracker.add(expansion.usage)
        if expansion.failed:
            node.expand_errors += 1
            tracker.iterations += 1
            refresh_exhausted(node)
            self._hooks.on_expand_failed(node)
            return False
        proposals = list(expansion.proposals)
        k = len(proposals)
        if self.config.ordering == "random":
            random.Random(f"{self.rng_seed}:order:{node.key()}").shuffle(proposals)
            values = [self.config.init_value(0, k)] * k if k else []
        else:
            values = [
                self.config.init_value(rank, k) if p.init_value is None else p.init_value
                for rank, p in enumerate(proposals)
            ]
        node.children = [
            Node(
                payload=proposal.payload,
                description=proposal.description,
                parent=node,
                rank=rank,
                init_value=value,
                depth=node.depth + 1,
                env_error_retries=self.config.env_error_retries,
            )
            for rank, (proposal, value) in enumerate(zip(proposals, values, strict=True))
        ]
        node.expanded = True
        refresh_exhausted(node)
        self._hooks.on_expanded(node)
        return True


_FAILED = Node()
"""What ``_descend`` returns when an expansion on the way failed."""


def _exhausted(root: Node) -> StopReason:
    return "env_errors" if spent_env_errors(root) else "exhausted"


def _record(leaf: Node, evaluation: Evaluation) -> None:
    if evaluation.status == ENV_ERROR:
        leaf.env_errors += 1
    leaf.status = evaluation.status
    leaf.reward = evaluation.reward
    leaf.info = dict(evaluation.info)
    if not leaf.failed:
        leaf.terminal = evaluation.terminal or leaf.at_depth_limit
        leaf.success = evaluation.success
