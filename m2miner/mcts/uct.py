"""UCT scores and the order in which a node's children are tried."""

from __future__ import annotations

import math

from m2miner.mcts.contracts import Prefer, SearchConfig
from m2miner.mcts.node import Node


def uct_score(child: Node, parent: Node, c_uct: float, virtual_loss: float) -> float:
    """``Q(c) + C * sqrt(ln N(parent) / (1 + N(c)))``, with virtual loss applied.

    An unvisited child uses its initial value in place of ``Q``. Each selection in flight
    through a node adds ``virtual_loss`` phantom visits of reward 0 to it. With a parent
    visited at most once the exploration term is 0, so a fresh expansion tries children
    in order of initial value.
    """
    phantom = virtual_loss * child.in_flight
    visits = child.n + phantom
    value = child.init_value if child.n == 0 else child.q * child.n / visits
    parent_visits = parent.n + virtual_loss * parent.in_flight
    if parent_visits <= 1:
        return value
    return value + c_uct * math.sqrt(math.log(parent_visits) / (1 + visits))


def selectable(child: Node) -> bool:
    """Whether selection may enter ``child``.

    Dead nodes never; unevaluated nodes unless another selection is evaluating them;
    evaluated terminal nodes never (they are closed: their reward was backpropagated
    once, when they were evaluated); other nodes while something under them can still
    be expanded or evaluated.
    """
    if child.dead:
        return False
    if not child.evaluated:
        return child.in_flight == 0
    return not child.terminal and not child.exhausted


def ordered_children(node: Node, config: SearchConfig, prefer: Prefer | None) -> list[Node]:
    """The selectable children of ``node``, the one to descend into first.

    Order: children preferred by ``prefer`` whose score is within ``config.locality_eps``
    of the best come first; then higher score; equal scores (exactly equal floats) go to
    the better rank, then to the earlier position in ``node.children``. Ranks are
    assigned after a random shuffle in random ordering, so ties there follow the seeded
    shuffle.

    ``locality_eps = 0`` turns the preference off, exact ties included: the order then
    depends on the tree alone, never on where the device is, so a tree rebuilt from its
    records (a resumed run, a tree requeued from a dead worker) grows exactly as the
    uninterrupted one would have. Where the device is after a resume is unknown, so with
    a preference the first choices after it may break ties differently.
    """
    scored = [
        (index, child, uct_score(child, node, config.c_uct, config.virtual_loss))
        for index, child in enumerate(node.children)
        if selectable(child)
    ]
    if not scored:
        return []
    if config.locality_eps <= 0:
        prefer = None
    floor = max(score for _, _, score in scored) - config.locality_eps

    def order(item: tuple[int, Node, float]) -> tuple[bool, float, int, int]:
        index, child, score = item
        preferred = prefer is not None and score >= floor and prefer(child)
        return (not preferred, -score, child.rank, index)

    return [child for _, child, _ in sorted(scored, key=order)]
